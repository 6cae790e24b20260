/* Secret orders that take effect some turns later (plan.c): a depot to
 * dismantle or build, known to its side alone until it happens. */
#ifndef ADJ_MECH_PLAN_H
#define ADJ_MECH_PLAN_H

#include "adj/mech.h"

struct session;
struct reply;

extern const struct mech mech_plan;

/* `plan SIDE KIND THING...`: the side's order, for its eyes; 0, or -1
 * with nothing recorded. */
int	 plan_give(struct session *, const char *side, const char *kind,
	    const char *thing, struct reply *);
/* `plan SIDE cut`: the side's order one turn sooner, once a turn. */
int	 plan_cut(struct session *, const char *side, struct reply *);
/* `plan SIDE show`: the side's order shown to its enemy alone (a spy's
 * success), as an event of the enemy's visibility. */
int	 plan_show(struct session *, const char *side, struct reply *);
/* `plan`: the kinds of order, and the orders this view may see. */
int	 plan_list(struct session *, struct reply *);
/* The side's order in hand in words, into b (reset first): 1, or 0 when
 * it has none (or the game keeps no orders).  For a reader that has
 * already judged who may read it (a spy's look). */
struct buf;
int	 plan_order_said(struct session *, const char *side, struct buf *);

#endif
