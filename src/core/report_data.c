/* An event's data as the JSON and CSV reports write it (report_format.h).
 * The journal keeps each event's data as jansson wrote it (compact, keys
 * in order); parsing it again only to write the same bytes out cost a
 * third of a long export.  So the stored text is used as it is, spaced as
 * jansson would space it, wherever it is in that form for sure: nothing
 * but what jansson's own dump would write the same (no escape, no
 * control byte, no blank, no real number, no minus zero).  Any other
 * text (a journal written otherwise) is left to the caller, who dumps
 * the parsed data: the output is the same bytes either way. */
#include <string.h>

#include "adj/buf.h"
#include "report_format.h"

/* Whether stored is in the form jansson writes, byte for byte. */
static int
canonical(const char *p)
{
	int	 in = 0;
	char	 c, was = '\0';

	if (*p != '{')
		return 0;
	for (; (c = *p) != '\0'; was = c, p++) {
		if (in) {
			if (c == '"')
				in = 0;
			else if (c == '\\' || (unsigned char)c < 0x20 ||
			    c == 0x7f)
				return 0;
			continue;
		}
		if (c == '"')
			in = 1;
		else if (c == '.' || c == ' ' || c == '\t' || c == '\n' ||
		    c == '\r' || ((c == 'e' || c == 'E') && was >= '0' &&
		    was <= '9') || c == '+')
			return 0;
		else if (was == '-' && c == '0' && (p[1] < '0' || p[1] > '9'))
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
