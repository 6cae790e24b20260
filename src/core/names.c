/* Name matching.  At the table people type "round" for "round-tops" and
 * "law" for "Law's": a unique prefix is enough, an exact match always
 * wins, and a prefix of any word of the display name counts too. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/names.h"

void
name_fold(const char *s, char *out, size_t len)
{
	size_t	 o = 0;

	for (; *s != '\0' && o + 1 < len; s++) {
		if (*s == ' ' || *s == '\'' || *s == '.' || *s == '_')
			continue;
		out[o++] = (char)tolower((unsigned char)*s);
	}
	out[o] = '\0';
}

static int
word_prefix(const char *typed, const char *name)
{
	size_t	 n = strlen(typed);
	const char *p = name;

	while (p != NULL && *p != '\0') {
		if (strncasecmp(p, typed, n) == 0)
			return 1;
		p = strpbrk(p, " -");
		if (p != NULL)
			p++;
	}
	return 0;
}

int
name_match(const char *typed, const char *const *ids,
    const char *const *names, int n)
{
	char	 a[128], b[128];
	int	 i, found = NAME_NONE;
	size_t	 len;

	if (typed == NULL || *typed == '\0')
		return NAME_NONE;
	name_fold(typed, a, sizeof a);
	len = strlen(a);
	for (i = 0; i < n; i++) {
		if (strcasecmp(typed, ids[i]) == 0)
			return i;
		name_fold(ids[i], b, sizeof b);
		if (strcmp(a, b) == 0)
			return i;
		if (names != NULL && names[i] != NULL) {
			name_fold(names[i], b, sizeof b);
			/* A name two entries share (each side's Firefight)
			 * picks neither: the ids tell them apart. */
			if (strcmp(a, b) == 0)
				found = found == NAME_NONE ? i : NAME_AMBIGUOUS;
		}
	}
	if (found != NAME_NONE)
		return found;
	for (i = 0; i < n; i++) {
		int hit;

		name_fold(ids[i], b, sizeof b);
		hit = strncmp(a, b, len) == 0 ||
		    strncasecmp(typed, ids[i], strlen(typed)) == 0;
		if (!hit && names != NULL && names[i] != NULL) {
			name_fold(names[i], b, sizeof b);
			hit = strncmp(a, b, len) == 0 ||
			    word_prefix(typed, names[i]);
		}
		if (!hit)
			continue;
		if (found != NAME_NONE && found != i)
			return NAME_AMBIGUOUS;
		found = i;
	}
	return found;
}

int
name_distance(const char *a, const char *b)
{
	size_t	 la = strlen(a), lb = strlen(b), i, j;
	int	*row, prev, cur, best;

	if (la > 64 || lb > 64)
		return 99;
	row = xmalloc((lb + 1) * sizeof *row);
	if (row == NULL)
		abort();
	for (j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (i = 1; i <= la; i++) {
		prev = row[0];
		row[0] = (int)i;
		for (j = 1; j <= lb; j++) {
			cur = row[j];
			best = prev + (tolower((unsigned char)a[i - 1]) !=
			    tolower((unsigned char)b[j - 1]));
			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			prev = cur;
		}
	}
	best = row[lb];
	free(row);
	return best;
}
