/* Whole numbers read with their range (num.h).  strtoll alone accepts
 * leading blanks, a hexadecimal or empty tail, and saturates silently on
 * overflow; a player's "=5" or "4294967298" must be refused instead, so
 * the text is checked to be digits first and the range after. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

#include "adj/num.h"

int
num_parse(const char *s, long long min, long long max, long long *out)
{
	const char	*p = s;
	char		*end;
	long long	 v;

	if (s == NULL)
		return -1;
	if (*p == '+' || *p == '-')
		p++;
	if (!isdigit((unsigned char)*p))
		return -1;
	errno = 0;
	v = strtoll(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

int
num_int(const char *s, int min, int max, int *out)
{
	long long	 v;

	if (num_parse(s, min, max, &v) != 0)
		return -1;
	*out = (int)v;
	return 0;
}
