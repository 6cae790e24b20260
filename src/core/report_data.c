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
	double	 d;

	if (strcspn(p, ".eE") >= n)
		return !(n == 2 && p[0] == '-' && p[1] == '0');
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

/* Whether stored is in the form jansson writes, byte for byte. */
static int
canonical(const char *p)
{
	size_t	 n;
	int	 in = 0;

	if (*p != '{')
		return 0;
	for (; *p != '\0'; p++) {
		if (in) {
			if (*p == '"')
				in = 0;
			else if (*p == '\\' || (unsigned char)*p < 0x20 ||
			    *p == 0x7f)
				return 0;
		} else if (*p == '"')
			in = 1;
		else if (*p == '-' || (*p >= '0' && *p <= '9')) {
			n = strspn(p, "-+0123456789.eE");
			if (!number_as_written(p, n))
				return 0;
			p += n - 1;
		} else if (strchr("{}[],:truefalsn", *p) == NULL)
			return 0;
	}
	return !in;
}

int
report_data_text(struct buf *b, const char *stored, int spaced)
{
	const char	*p, *run;
	int		 in = 0;

	if (stored == NULL || !canonical(stored))
		return -1;
	if (!spaced) {
		buf_add(b, stored);
		return 0;
	}
	/* jansson's dump without JSON_COMPACT: ", " and ": " outside
	 * strings. */
	for (run = p = stored; *p != '\0'; p++) {
		if (*p == '"')
			in = !in;
		else if (!in && (*p == ',' || *p == ':')) {
			buf_addn(b, run, (size_t)(p - run) + 1);
			buf_addn(b, " ", 1);
			run = p + 1;
		}
	}
	buf_addn(b, run, (size_t)(p - run));
	return 0;
}
