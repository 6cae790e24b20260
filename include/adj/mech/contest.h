/* Combat that compares totals instead of reading odds (contest.c). */
#ifndef ADJ_CONTEST_H
#define ADJ_CONTEST_H

#include <stddef.h>
#include <sqlite3.h>

#include "adj/mech.h"
#include "adj/reply.h"

struct session;

extern const struct mech mech_contest;
extern const struct mech mech_absorb;

/* A typed word as one of the game's contests: its id, or -1. */
int	 contest_resolve(sqlite3 *, const char *game, const char *typed,
	    char *id, size_t);
/* `assault lead=3 units=3 ... [roll=A,D] [by=SIDE] [?]`: the values term
 * by term, both rolls, the points and the outcomes; recorded. */
int	 contest_run(struct session *, const char *id, int argc, char **argv,
	    struct reply *);

/* `absorb POINTS fresh=N spent=N`: the cheapest ways to take a result
 * (8.6.1), or the Overrun. */
int	 absorb_options(struct session *, int cp, int fresh, int spent,
	    struct reply *);

/* What each combat of the game (or just `id`) takes, for `help`. */
struct buf;
void	 contest_help(sqlite3 *, const char *game, const char *id,
	    struct buf *);

#endif
