/* Whether a file the player names may be written over (overwrite.c). */
#ifndef ADJ_OVERWRITE_H
#define ADJ_OVERWRITE_H

#include <stddef.h>

struct session;

/* Is the content (its first bytes) the caller's own earlier output? */
typedef int (*overwrite_ours)(const char *, size_t, void *);

/* May path be written over?  0 when it is free: missing, empty, not a
 * regular file (a terminal, a pipe, /dev/null), or, through a symbolic
 * link too, what ours recognizes.  Else -1, with what it holds into
 * what ("a saved session", "a report of \"GAME: SCENARIO\""). */
int	 overwrite_check(const char *path, overwrite_ours, void *,
	    char *what, size_t);
/* An overwrite_ours: a report of session s (arg), any view of it, at any
 * point of its journal: a hash it quotes is one of its events'. */
int	 overwrite_report_of(const char *, size_t, void *s);
/* The same, of the session whose journal is arg (a side's copy, which
 * holds the events its role may see: a hash quoted is one of them). */
int	 overwrite_report_in(const char *, size_t, void *journal);
/* An overwrite_ours: exactly the text arg (a table's CSV as it would be
 * written again). */
int	 overwrite_same(const char *, size_t, void *text);

#endif
