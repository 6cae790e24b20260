/* Where a chit drawn or a CIC played leaves the sequence of play (10.1,
 * 10.3): the pull is made at the draw step and a brigade it activates
 * plays its own steps next.  A `draw` typed inside an activation used to
 * leave the session at the old brigade's step, so the new brigade never
 * began its own and its combat was logged under the old one; one typed at
 * the Held Chits step was forgotten when the step moved on (the draw
 * step starts with nothing activated). */

#include <stdlib.h>
#include <string.h>

#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

/* The step whose action is the draw, or -1. */
static int
draw_step(struct session *s)
{
	int	 i;

	for (i = 0; i < s->nphases; i++)
		if (strstr(s->phases[i].action, "cup-draw") != NULL)
			return i;
	return -1;
}

/* Is step idx, after the draw step k, inside the loop that comes back to
 * it (an activation's steps), not past it (the End Turn Phase)?  The loop
 * goes back to the draw or to a step before it (the held cards' phase,
 * played before each draw). */
static int
in_draw_loop(struct session *s, int k, int idx)
{
	int	 i, to;

	for (i = idx; i < s->nphases; i++)
		if (s->phases[i].loop_to[0] != '\0' &&
		    (to = session_step_of(s, s->phases[i].loop_to)) >= 0 && to <= k)
			return 1;
	return 0;
}

/* Is step idx, before the draw step k, one the draw loop comes back to
 * (the held cards' phase before each draw), or after it? */
static int
loop_back_to(struct session *s, int k, int idx)
{
	int	 i, to;

	for (i = k; i < s->nphases; i++)
		if (s->phases[i].loop_to[0] != '\0' &&
		    (to = session_step_of(s, s->phases[i].loop_to)) >= 0 && to <= idx)
			return 1;
	return 0;
}

/* Does a draw or a CIC played now move the session to the draw step k:
 * from the Held Chits step before the pull, or from inside an activation
 * (which is then over), while chits remain to draw? */
static int
moves_to_draw(struct session *s, int k, int idx)
{
	if (k < 0 || cup_count(s, CHIT_CUP, NULL) == 0 ||
	    cup_count(s, CHIT_POOL, NULL) > 0)
		return 0;	/* the command itself says why it cannot */
	return (idx < k && (strcmp(s->phases[idx].top, s->phases[k].top) ==
	    0 || loop_back_to(s, k, idx))) || (idx > k && in_draw_loop(s, k,
	    idx));
}

int
cup_draw_reachable(struct session *s)
{
	int	 k = draw_step(s);

	return k >= 0 && (s->phase == k || moves_to_draw(s, k, s->phase));
}

int
cup_to_draw_step(struct session *s, struct reply *r)
{
	int	 k = draw_step(s), idx = s->phase;

	if (moves_to_draw(s, k, idx)) {
		if (idx > k) {
			char *name = rules_text(s->rules, "SELECT name FROM "
			    "formation WHERE game = ?1 AND id = ?2", s->game,
			    s->acting);

			reply_line(r, "%s%s activation ends: a chit is drawn or "
			    "played at the %s (%s).", name != NULL ? name :
			    "The", name != NULL ? "" : " brigade's",
			    s->phases[k].top_name, rules_cite(s->rules, s->game,
			    "cup.draw"));
			free(name);
		}
		if (session_advance(s, s->phases[k].id, 0, r) != 0)
			return -1;
		return 1;
	}
	return 0;
}

int
cup_start_activation(struct session *s, int moved, struct reply *r)
{
	/* As `next` at the draw step would: the brigade's first step (a
	 * shared campaign may still wait for the owner's brigade). */
	if (moved <= 0 || !CUP(s)->activated || cup_division_owed(s) != NULL ||
	    CUP(s)->owed_cic[0] != '\0' || s->phase != draw_step(s))
		return 0;
	return session_advance(s, NULL, 0, r);
}
