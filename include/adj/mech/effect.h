/* The rolls a step makes and what follows from a result, as data
 * (effect.c, effect_apply.c): step_roll rows rolled when the walk
 * arrives at their step, effect rows applied after a table's result, a
 * latched flag, or a queue's arrival. */
#ifndef ADJ_MECH_EFFECT_H
#define ADJ_MECH_EFFECT_H

#include "adj/mech.h"

struct event_source;
struct reply;
struct session;

extern const struct mech mech_effects;

/* How deep a chain of effects may go (a roll whose result rolls
 * another...): past it the rules data loops, and the command is refused
 * in one line. */
#define EFFECT_DEPTH	4

/* Roll table tbl for the session (argv: the words given, a typed roll
 * among them), record the look-up (step: the step_roll row, or NULL) and
 * apply the effects of its result.  0, or -1 with r failed. */
int	 effect_roll(struct session *, const char *tbl, int argc, char **argv,
	    const char *step, int depth, struct reply *);
/* Apply the effect rows on (kind, id, value): kind 'result', 'latch' or
 * 'arrive'; value the result or the unit (NULL: none).  0, or -1. */
int	 effect_apply(struct session *, const char *kind, const char *id,
	    const char *value, int depth, struct reply *);
/* The next unit of queue id arrives (queue_arrive), then the effects of
 * its arrival.  An empty queue is said (its exhausted words) when quiet,
 * refused otherwise.  0, or -1 with r failed. */
int	 effect_queue_arrive(struct session *, const char *id,
	    const struct event_source *, int quiet_empty, int depth,
	    struct reply *);

#endif
