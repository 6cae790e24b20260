/* An event's data as the JSON and CSV reports write it (report_format.h).
 * The journal keeps each event's data as jansson wrote it (compact, keys
 * in order); parsing it again only to write the same bytes out cost a
 * third of a long export.  So the stored text is used as it is, spaced as
 * jansson would space it, wherever it is in that form for sure: nothing
 * but what jansson's own dump would write the same (no escape, no
 * control byte, no blank, numbers spelt as jansson spells them).  Any other
 * text (a journal written otherwise) is left to the caller, who dumps
 * the parsed data: the output is the same bytes either way. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "report_format.h"

/* Whether the number of n bytes at p is as jansson writes it: an integer
 * with no minus zero; a real as "%.17g" writes it, with ".0" where that
 * has no point or exponent (jansson's own spelling, which reads back to
 * the same double: any other spelling of the same number is not). */
static int
number_as_written(const char *p, size_t n)
{
	char	 tok[40], out[40], *end;
	size_t	 i;
	double	 d;

	for (i = 0; i < n && p[i] != '.' && p[i] != 'e' && p[i] != 'E'; i++)
		;
	if (i == n)
		return !(n == 2 && p[0] == '-' && p[1] == '0') && n < 21;
	if (n >= sizeof tok)
		return 0;
	memcpy(tok, p, n);
	tok[n] = '\0';
	d = strtod(tok, &end);
	if (*end != '\0' || snprintf(out, sizeof out - 2, "%.17g", d) < 0)
		return 0;
	if (strpbrk(out, ".e") == NULL)
		strcat(out, ".0");
	return strcmp(out, tok) == 0;
}

/* One pass: each byte checked and copied (a blank after each separator
 * outside strings when spaced); on the first byte jansson would not
 * have written so, what was added is taken back. */
int
report_data_text(struct buf *b, const char *stored, int spaced)
{
	/* Brackets, braces, and the letters of true, false and null. */
	static const unsigned char structure[256] = {
		['{'] = 1, ['}'] = 1, ['['] = 1, [']'] = 1, ['t'] = 1,
		['r'] = 1, ['u'] = 1, ['e'] = 1, ['f'] = 1, ['a'] = 1,
		['l'] = 1, ['s'] = 1, ['n'] = 1,
	};
	const unsigned char	*p = (const unsigned char *)stored;
	size_t			 n, start = b != NULL ? b->len : 0;
	char			*o;

	if (stored == NULL || *p != '{')
		return -1;
	n = strlen(stored);
	buf_need(b, spaced ? 2 * n : n);
	o = b->s + b->len;
	while (*p != '\0') {
		if (*p == '"') {
			*o++ = (char)*p++;
			/* A string: printable bytes (UTF-8 as it is) to its
			 * end; an escape or a control byte is not taken. */
			while (*p >= 0x20 && *p != '"' && *p != '\\' &&
			    *p != 0x7f)
				*o++ = (char)*p++;
			if (*p != '"')
				goto left;
			*o++ = (char)*p++;
		} else if (*p == '-' || (*p >= '0' && *p <= '9')) {
			/* A whole number's digits, most often all of it. */
			for (n = *p == '-'; p[n] >= '0' && p[n] <= '9'; n++)
				;
			if (p[n] != '\0' && strchr("-+.eE", p[n]) != NULL)
				n = strspn((const char *)p, "-+0123456789.eE");
			if (!number_as_written((const char *)p, n))
				goto left;
			memcpy(o, p, n);
			o += n;
			p += n;
		} else if (*p == ',' || *p == ':') {
			*o++ = (char)*p++;
			if (spaced)
				*o++ = ' ';
		} else if (structure[*p])
			*o++ = (char)*p++;
		else
			goto left;
	}
	b->len = (size_t)(o - b->s);
	b->s[b->len] = '\0';
	return 0;
left:
	b->len = start;
	b->s[start] = '\0';
	return -1;
}
