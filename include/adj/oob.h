/* A scenario's order of battle: the units its set-up places and those its
 * schedule brings on (oob.c), against which a unit a player names is
 * checked. */
#ifndef ADJ_OOB_H
#define ADJ_OOB_H

#include <stddef.h>

struct session;
struct reply;

/* Each unit of the scenario, of side (NULL: every side), as the rules
 * name it, through fn; the count. */
int	 oob_each(struct session *, const char *side,
	    void (*fn)(const char *unit, const char *side, void *), void *);
/* The unit typed names ("13ms" for "13 MS", or a unique start): its name
 * as the rules give it into out, 0.  A scenario with no order of battle
 * in its data takes any name as typed.  Else -1, with r failed in one
 * line naming the near ones. */
int	 oob_unit(struct session *, const char *typed, char *out, size_t,
	    struct reply *);

#endif
