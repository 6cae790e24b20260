/* A chit handed to its owner at the draw (Longstreet Attacks 10.3a, c):
 * an Event goes to him face down, to play at once or keep (or, in a Grand
 * Battle, to commit as a Command Event); a CIC face up, to use at once or
 * keep.  At a table the players say so across it and the puller draws
 * again.  In a shared campaign nobody sees the owner decide, and a draw
 * made over his head would decide for him (his chance to play it now is
 * gone): the draw records a 'drawn-owed' event, and the next draw and
 * `next` wait for the owner's `play`, `hold` (recorded then: 'chit-held'),
 * `commit` or `discard`, or the umpire's `force drawn`, which holds it.
 *
 * An Event's wait is its side's secret as the chit is: the owner and the
 * umpire read which chit it is, another view only that one was drawn. */

#include <stdio.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

/* Who may read which chit waits: as it went to the hand, face down to its
 * side (and the umpire), else every role. */
static const char *
drawn_vis(struct chit_state *c)
{
	return c->face_down[0] != '\0' ? c->face_down : NULL;
}

int
cup_drawn_owe(struct session *s, struct chit_state *c, struct reply *r)
{
	char	 text[256], side[64];

	if (!session_waits(s))
		return 0;
	snprintf(text, sizeof text, "The %s player plays or holds %s, drawn "
	    "(%s)", cup_side_name(s, c->side, side, sizeof side), c->name,
	    rules_cite(s->rules, s->game, "cup.draw"));
	if (session_record_vis(s, "drawn-owed", text, xjson_pack("{s:s}",
	    "chit", c->id), drawn_vis(c)) != 0)
		return -1;
	reply_line(r, "  The game waits for the %s player's `play` or `hold`.",
	    side);
	return 0;
}

struct chit_state *
cup_drawn_owed(struct session *s)
{
	if (CUP(s) == NULL || CUP(s)->owed_drawn[0] == '\0')
		return NULL;
	return cup_chit_by_id(s, CUP(s)->owed_drawn);
}

void
cup_drawn_owes(struct session *s, struct owes *b)
{
	struct chit_state	*c = cup_drawn_owed(s);
	char			 what[160], answer[160];

	if (c == NULL)
		return;
	/* Named to a view that may know it (its owner's, the umpire's). */
	if (cup_may_identify(s, c)) {
		snprintf(what, sizeof what, "play or hold of %s, drawn",
		    c->name);
		snprintf(answer, sizeof answer, "play %s, or hold %s", c->id,
		    c->id);
	} else {
		snprintf(what, sizeof what, "play or hold of the chit drawn");
		snprintf(answer, sizeof answer, "play CHIT, or hold CHIT");
	}
	owes_add(b, s, c->side, what, answer);
	owes_force(b, "drawn");
}

int
cup_drawn_wait(struct session *s, struct reply *r)
{
	return cup_wait(s, cup_drawn_owes, "`play CHIT` or `hold CHIT`", r);
}

int
cup_drawn_hold(struct session *s, struct chit_state *c, struct reply *r)
{
	char	 text[256];

	if (strcmp(c->id, CUP(s)->owed_drawn) != 0)
		return 0;	/* a hold of a chit held already: nothing new */
	snprintf(text, sizeof text, "%s held (%s)", c->name,
	    rules_cite(s->rules, s->game, "cup.draw"));
	if (session_record_vis(s, "chit-held", text, xjson_pack("{s:s}",
	    "chit", c->id), drawn_vis(c)) != 0)
		return reply_fail(r, "cannot record the hold");
	return 0;
}

int
cup_hold(struct session *s, const char *typed, struct reply *r)
{
	struct chit_state	*c;

	/* An Event so labelled is played as drawn or lost, never held. */
	if ((c = cup_find(s, typed, CHIT_HAND, NULL, NULL)) != NULL &&
	    cup_may_identify(s, c) && cup_hold_allowed(s, c, r) != 0)
		return -1;
	/* A hold records nothing (cup_move says why), unless it answers
	 * the wait: the chit this campaign waits for, now held. */
	if (cup_move(s, "hold", typed, r) != 0)
		return -1;
	if ((c = cup_drawn_owed(s)) == NULL || cup_find(s, typed, CHIT_HAND,
	    NULL, NULL) != c)
		return 0;
	return cup_drawn_hold(s, c, r);
}
