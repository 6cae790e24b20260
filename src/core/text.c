/* Text from players, files and servers.
 *
 * Where text is checked: at input, once.  Every command line (typed at
 * the prompt, given with -c, read from a script or standard input, or
 * sent to the campaign server) passes text_check when it is split into
 * words (cli/cmd.c), and so does every line of an imported CSV file
 * (cli/cmd-table.c): a line that is not UTF-8, or that holds a control
 * character, is refused whole, with one line naming the byte and its
 * column.  Nothing is repaired on the way in: what the journal records is
 * what was typed, and its hashes cover exactly that.
 *
 * Readers are total.  A journal written before the rule (or by another
 * program) may hold any bytes, and no reader drops an event for them:
 * JSON, which holds only UTF-8, gets them repaired, each stray byte as
 * U+FFFD (text_json), and where a copy must check a hash the exact bytes
 * go beside it (wire.c); a terminal gets them repaired and with every
 * control character shown rather than obeyed (text_show), so another
 * player's text can neither retitle a window nor clear a screen. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/text.h"
#include "adj/xalloc.h"

static const char replacement[] = "\xef\xbf\xbd";	/* U+FFFD */

#define REPAIR_ONLY	0x100	/* text_show: stray bytes only */

/* The length of the UTF-8 character at s (1 to 4 bytes, with its code
 * point in *cp), or 0 when the bytes there are not one. */
static size_t
utf8_char(const unsigned char *s, size_t n, uint32_t *cp)
{
	size_t		 len, i;
	uint32_t	 c, min;

	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		len = 2;
		c = s[0] & 0x1f;
		min = 0x80;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		len = 3;
		c = s[0] & 0x0f;
		min = 0x800;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		len = 4;
		c = s[0] & 0x07;
		min = 0x10000;
	} else
		return 0;
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return len;
}

int
text_utf8(const char *s, size_t n, size_t *bad)
{
	const unsigned char	*u = (const unsigned char *)s;
	size_t			 i = 0, k;
	uint32_t		 cp;

	while (i < n) {
		if (u[i] < 0x80) {
			i++;
			continue;
		}
		if ((k = utf8_char(u + i, n - i, &cp)) == 0) {
			if (bad != NULL)
				*bad = i;
			return 0;
		}
		i += k;
	}
	return 1;
}

void
text_repair(struct buf *b, const char *s, size_t n)
{
	text_show(b, s, n, REPAIR_ONLY);
}

void
text_json_quoted(struct buf *b, const char *s, size_t n)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t		 i, from = 0;
	unsigned char	 c;
	char		 esc[6] = { '\\', 'u', '0', '0', 0, 0 };

	buf_addn(b, "\"", 1);
	/* Every byte of a multibyte character is 0x80 or more: only the
	 * ASCII bytes below are ever escaped, as jansson escapes them. */
	for (i = 0; i < n; i++) {
		c = (unsigned char)s[i];
		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		buf_addn(b, s + from, i - from);
		from = i + 1;
		switch (c) {
		case '"':	buf_addn(b, "\\\"", 2); break;
		case '\\':	buf_addn(b, "\\\\", 2); break;
		case '\b':	buf_addn(b, "\\b", 2); break;
		case '\f':	buf_addn(b, "\\f", 2); break;
		case '\n':	buf_addn(b, "\\n", 2); break;
		case '\r':	buf_addn(b, "\\r", 2); break;
		case '\t':	buf_addn(b, "\\t", 2); break;
		default:
			esc[4] = hex[c >> 4];
			esc[5] = hex[c & 0xf];
			buf_addn(b, esc, 6);
		}
	}
	buf_addn(b, s + from, n - from);
	buf_addn(b, "\"", 1);
}

json_t *
text_json(const char *s)
{
	struct buf	 b;
	json_t		*o;
	size_t		 n;

	if (s == NULL)
		s = "";
	n = strlen(s);
	if (text_utf8(s, n, NULL))
		return json_stringn(s, n);
	buf_init(&b);
	text_repair(&b, s, n);
	o = json_stringn(buf_str(&b), b.len);
	buf_free(&b);
	return o;
}

/* Characters that print nothing of their own but change how the text
 * around them reads: the bidirectional controls (U+202E turns "gnp.exe"
 * into "exe.png"), zero-width spaces and joiners, invisible fillers and
 * tags.  A player's text holding one could show another player words in
 * an order, or a name, other than the bytes say.  Variation selectors
 * (an emoji's colour) are left alone: they only style the character
 * before them. */
static int
is_format(uint32_t cp)
{
	return cp == 0x00ad ||			/* soft hyphen */
	    cp == 0x034f ||			/* combining grapheme joiner */
	    cp == 0x061c ||			/* Arabic letter mark */
	    cp == 0x115f || cp == 0x1160 ||	/* Hangul fillers */
	    cp == 0x17b4 || cp == 0x17b5 ||	/* Khmer inherent vowels */
	    (cp >= 0x180b && cp <= 0x180f) ||	/* Mongolian selectors */
	    (cp >= 0x200b && cp <= 0x200f) ||	/* zero width, LRM, RLM */
	    (cp >= 0x2028 && cp <= 0x202e) ||	/* separators, embeddings,
						 * overrides */
	    (cp >= 0x2060 && cp <= 0x206f) ||	/* joiners, isolates */
	    cp == 0x3164 || cp == 0xffa0 ||	/* Hangul fillers */
	    cp == 0xfeff ||			/* zero width no-break */
	    (cp >= 0xfff9 && cp <= 0xfffb) ||	/* annotations */
	    (cp >= 0x1bca0 && cp <= 0x1bca3) ||	/* shorthand format */
	    (cp >= 0x1d173 && cp <= 0x1d17a) ||	/* musical format */
	    (cp >= 0xe0000 && cp <= 0xe007f);	/* tags */
}

/* Shown spelt out, refused at input: the C0 and C1 controls and DEL,
 * and the invisible characters that reorder or hide text. */
static int
is_control(uint32_t cp)
{
	return cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f) ||
	    is_format(cp);
}

/* The one walk over the bytes: each character as it is, each stray byte
 * as U+FFFD, and (unless REPAIR_ONLY) each control character spelt
 * out. */
void
text_show(struct buf *b, const char *s, size_t n, int flags)
{
	const unsigned char	*u = (const unsigned char *)s;
	size_t			 i = 0, run = 0, k;
	uint32_t		 cp;

	while (i < n) {
		if ((k = utf8_char(u + i, n - i, &cp)) == 0) {
			buf_addn(b, s + run, i - run);
			buf_add(b, replacement);
			run = ++i;
			continue;
		}
		i += k;
		if ((flags & REPAIR_ONLY) || !is_control(cp) ||
		    ((flags & TEXT_LAYOUT) && (cp == '\n' || cp == '\t')))
			continue;
		buf_addn(b, s + run, i - k - run);
		if (cp < 0x20)
			buf_printf(b, "^%c", (char)(cp + 0x40));
		else if (cp == 0x7f)
			buf_add(b, "^?");
		else
			buf_printf(b, "<U+%04X>", (unsigned)cp);
		run = i;
	}
	buf_addn(b, s + run, n - run);
}

const char *
text_inline(struct buf *b, const char *s)
{
	buf_reset(b);
	text_show(b, s, strlen(s), 0);
	return buf_str(b);
}

const char *
text_quote(struct buf *b, const char *s)
{
	struct buf	 shown;
	const char	*p;
	size_t		 q = strlen(TEXT_QUOTE_OPEN);

	buf_init(&shown);
	text_show(&shown, s, strlen(s), 0);
	buf_add(b, TEXT_QUOTE_OPEN);
	/* Shown, the text is UTF-8: a quotation mark's bytes begin a
	 * character wherever they are found. */
	for (p = buf_str(&shown); *p != '\0'; p++)
		if (strncmp(p, TEXT_QUOTE_OPEN, q) == 0 ||
		    strncmp(p, TEXT_QUOTE_CLOSE, q) == 0) {
			buf_add(b, "\"");
			p += q - 1;
		} else
			buf_addn(b, p, 1);
	buf_add(b, TEXT_QUOTE_CLOSE);
	buf_free(&shown);
	return buf_str(b);
}

int
text_check(const char *s, size_t n, size_t *column, char *err, size_t len)
{
	const unsigned char	*u = (const unsigned char *)s;
	size_t			 i = 0, k;
	uint32_t		 cp;

	*column = 1;
	for (; i < n; i += k, (*column)++) {
		if ((k = utf8_char(u + i, n - i, &cp)) == 0) {
			snprintf(err, len, "byte 0x%02X is not UTF-8 (expected "
			    "UTF-8 text: is the terminal or file in Latin-1 or "
			    "another encoding?)", u[i]);
			return -1;
		}
		if (is_control(cp) && cp != '\t') {
			if (cp < 0x80)
				snprintf(err, len, "control character 0x%02X "
				    "(expected printable text)", (unsigned)cp);
			else
				snprintf(err, len, "control character U+%04X "
				    "(expected printable text)", (unsigned)cp);
			return -1;
		}
	}
	return 0;
}

int
text_fputs(const char *s, FILE *f)
{
	struct buf	 b;
	int		 rc;

	buf_init(&b);
	text_show(&b, s, strlen(s), TEXT_LAYOUT);
	rc = b.len > 0 && fwrite(b.s, 1, b.len, f) != b.len ? EOF : 0;
	buf_free(&b);
	return rc;
}

int
text_getline(FILE *f, struct buf *b, size_t max, size_t *len)
{
	int	 ch;
	size_t	 n = 0;

	buf_reset(b);
	while ((ch = getc_unlocked(f)) != EOF && ch != '\n') {
		/* Past the limit the line is only counted: never held. */
		if (n++ < max) {
			char c = (char)ch;

			buf_addn(b, &c, 1);
		}
	}
	if (ch == EOF && ferror(f))
		return -2;
	if (ch == EOF && n == 0)
		return 0;
	if (len != NULL)
		*len = n;
	if (n > max) {
		buf_reset(b);
		return -1;
	}
	if (b->len > 0 && b->s[b->len - 1] == '\r')
		b->s[--b->len] = '\0';
	return 1;
}

const char *
json_text(json_t *o, const char *key)
{
	const char *v = json_string_value(json_object_get(o, key));

	return v != NULL ? v : "";
}

char *
json_dump_text(const json_t *v, size_t flags, size_t *len)
{
	char	 stack[4096], *s;
	size_t	 n;

	if ((n = json_dumpb(v, stack, sizeof stack, flags)) == 0)
		return NULL;
	s = xmalloc(n + 1);
	if (n <= sizeof stack)
		memcpy(s, stack, n);
	else if (json_dumpb(v, s, n, flags) != n) {
		free(s);
		return NULL;
	}
	s[n] = '\0';
	if (len != NULL)
		*len = n;
	return s;
}
