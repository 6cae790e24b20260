/* Commanders holding formations (commanders.c): control changing hands
 * between a side's commanders, by the rules of the game's data. */
#ifndef ADJ_MECH_COMMANDERS_H
#define ADJ_MECH_COMMANDERS_H

#include "adj/mech.h"

struct session;
struct reply;

extern const struct mech mech_commanders;

/* Formation or duty typed goes to commander typed (`near`: the players
 * say what the rules want of a change to the overall commander); the
 * umpire may rule without it.  Recorded as a "role" event its side and
 * the umpire read, with the fatigue reminder when the rules give one.
 * 0, or -1 with r failed and nothing recorded. */
int	 commanders_change(struct session *, const char *what, const char *to,
	    int near, struct reply *);

#endif
