/* Matching what a player typed against names: case-insensitive, exact
 * first, then any unique prefix (of the id or of a word of the name). */
#ifndef ADJ_NAMES_H
#define ADJ_NAMES_H

#include <stddef.h>

#define NAME_NONE	-1
#define NAME_AMBIGUOUS	-2

/* ids[i] and (optional, may be NULL) names[i]; returns the index. */
int	name_match(const char *, const char *const *ids,
	    const char *const *names, int n);
/* Edit distance, for "did you mean". */
int	name_distance(const char *, const char *);
/* Lower-case copy with blanks, apostrophes and dots folded away, used to
 * compare "13 MS" with "13ms". */
void	name_fold(const char *, char *, size_t);

#endif
