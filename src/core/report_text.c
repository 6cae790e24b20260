/* Text as the report's HTML and Markdown write it (report_text.h).  A
 * report holds players' text, perhaps from before the input rule: each
 * string is written as a terminal would show it (text_inline: one line,
 * control characters spelt out), then escaped for its format. */
#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/text.h"
#include "report_text.h"

/* v as a terminal shows it: most of a report's strings are printable
 * ASCII, shown as they are, with no copy made. */
static const char *
shown(struct buf *b, const char *v)
{
	const unsigned char	*u;

	if (v == NULL)
		return "";
	for (u = (const unsigned char *)v; *u >= 0x20 && *u < 0x7f; u++)
		;
	return *u == '\0' ? v : text_inline(b, v);
}

void
report_html_text(FILE *f, const char *v)
{
	struct buf	 b;
	size_t		 n;

	buf_init(&b);
	/* In runs up to each character to escape. */
	for (v = shown(&b, v); *v != '\0'; v++) {
		n = strcspn(v, "<>&\"");
		fwrite(v, 1, n, f);
		switch (v[n]) {
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '&': fputs("&amp;", f); break;
		case '"': fputs("&quot;", f); break;
		default: buf_free(&b); return;
		}
		v += n;
	}
	buf_free(&b);
}

/* Markdown makes links, images, HTML and emphasis of punctuation, and
 * passes HTML through to whoever renders it: a note "[x](javascript:..)"
 * would be a link, "![](http://...)" an image fetched from elsewhere,
 * "<img ...>" a tag.  Each character that starts such a thing is escaped
 * with a backslash (CommonMark: any ASCII punctuation may be), and so
 * are those that would make the line a heading, a list or a rule at its
 * start. */
void
report_md_text(FILE *f, const char *v)
{
	/* The punctuation escaped wherever it stands. */
	static const unsigned char special[256] = {
		['\\'] = 1, ['`'] = 1, ['*'] = 1, ['_'] = 1, ['['] = 1,
		[']'] = 1, ['('] = 1, [')'] = 1, ['<'] = 1, ['>'] = 1,
		['!'] = 1, ['&'] = 1, ['|'] = 1, ['~'] = 1, ['#'] = 1,
		['{'] = 1, ['}'] = 1,
	};
	struct buf	 b;
	const char	*p, *run;
	size_t		 digits;

	buf_init(&b);
	v = shown(&b, v);
	/* "12." at the start would be an ordered list's item. */
	digits = strspn(v, "0123456789");
	/* Written in runs up to each character to escape (a character at
	 * a time was a fifth of a long Markdown export). */
	for (p = run = v; *p != '\0'; p++)
		if (special[(unsigned char)*p] || (p == v && strchr("+-=:",
		    *p) != NULL) || (*p == '.' && p > v && digits ==
		    (size_t)(p - v))) {
			fwrite(run, 1, (size_t)(p - run), f);
			fputc('\\', f);
			run = p;
		}
	fwrite(run, 1, (size_t)(p - run), f);
	buf_free(&b);
}
