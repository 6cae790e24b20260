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

/* HTML's entity for a printable byte, or NULL: the byte as it is. */
static const char *
entity(unsigned char c)
{
	switch (c) {
	case '<': return "&lt;";
	case '>': return "&gt;";
	case '&': return "&amp;";
	case '"': return "&quot;";
	}
	return NULL;
}

/* v as HTML onto out, in runs up to each byte to escape; with shown 0,
 * up to a byte a terminal would spell out or check (a control, DEL,
 * anything beyond ASCII), where it stops and says where (NULL: all of v
 * went).  With shown 1, v is text_inline's already, its UTF-8 kept. */
static const char *
html_run(struct buf *out, const char *v, int shown)
{
	const unsigned char	*u = (const unsigned char *)v, *run = u;
	const char		*ent;

	for (;; u++) {
		if (*u >= 0x20 && *u < 0x7f) {
			if ((ent = entity(*u)) == NULL)
				continue;
			buf_addn(out, (const char *)run, (size_t)(u - run));
			buf_add(out, ent);
			run = u + 1;
		} else if (*u == '\0' || !shown || *u < 0x80)
			break;
	}
	buf_addn(out, (const char *)run, (size_t)(u - run));
	return *u == '\0' ? NULL : (const char *)u;
}

void
report_html_add(struct buf *out, const char *v)
{
	struct buf	 b;

	if (v == NULL || (v = html_run(out, v, 0)) == NULL)
		return;
	/* The rest as a terminal shows it (what went before is printable
	 * ASCII, which text_inline keeps as it is). */
	buf_init(&b);
	html_run(out, text_inline(&b, v), 1);
	buf_free(&b);
}

void
report_html_text(FILE *f, const char *v)
{
	struct buf	 b;
	const char	*p;

	/* Most strings need no escape at all: written as they are. */
	if (v == NULL)
		v = "";
	for (p = v; *p >= 0x20 && *p < 0x7f && entity(
	    (unsigned char)*p) == NULL; p++)
		;
	if (*p == '\0') {
		fwrite(v, 1, (size_t)(p - v), f);
		return;
	}
	buf_init(&b);
	report_html_add(&b, v);
	fwrite(b.s, 1, b.len, f);
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
