/* `play` of a chit or card in hand: a formation's card activates its
 * formation (cup_formation.c); any other is played as a CIC is, or put in
 * the discard (cup_cic.c). */

#include <string.h>

#include "adj/mech/cup.h"
#include "adj/session.h"
#include "cup_internal.h"

int
cup_play(struct session *s, const char *typed, const char *brigade,
    const char *roll, const char *rating, struct reply *r)
{
	struct chit_state	*c;

	/* Found quietly: the CIC's own play says what is wrong. */
	if ((c = cup_find(s, typed, CHIT_HAND, NULL, NULL)) != NULL &&
	    cup_may_identify(s, c) && (cup_rolloff_bars(s, c, r) != 0 ||
	    cup_held_play_step(s, c, r) != 0 || (strcmp(c->id,
	    CUP(s)->last_drawn) != 0 && cup_playorder_wait(s, r) != 0)))
		return -1;
	if (c != NULL && strcmp(c->kind, "formation") == 0) {
		if (session_may_act(s, c->side, r) != 0)
			return -1;
		if (brigade != NULL || roll != NULL || rating != NULL)
			return reply_fail(r, "%s activates its formation as the "
			    "card prints: `play %s` alone", c->name, c->id);
		return cup_play_card(s, c, r);
	}
	return cup_play_cic(s, typed, brigade, roll, rating, r);
}
