/* The roll-off for held cards (a deck of seeded cards): when both sides
 * would play held cards before a draw, each rolls a die; the higher
 * chooses to play first or second and the sides then alternate; a tie
 * and nobody plays a held card now: they stay held, and the next card is
 * drawn.  Recorded as a "rolloff" event; a tie bars the play of a held
 * card until the deck changes (the next draw) or the turn ends. */

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

void
cup_rolloff_fold(struct session *s, json_t *d)
{
	struct cup_state	*cs = CUP(s);

	cs->tie_turn = json_is_true(json_object_get(d, "tie")) ? s->turn : 0;
	cs->tie_cup = (int)json_integer_value(json_object_get(d, "cup"));
}

int
cup_rolloff_bars(struct session *s, const struct chit_state *c,
    struct reply *r)
{
	struct cup_state	*cs = CUP(s);

	/* The card just drawn is played in its own step, tie or not. */
	if (cs->tie_turn != s->turn || cup_count(s, CHIT_CUP, NULL) !=
	    cs->tie_cup || strcmp(c->id, cs->last_drawn) == 0)
		return 0;
	return reply_fail(r, "the roll-off tied: no held card is played now, "
	    "%s stays held (%s); `next` draws the next card", c->name,
	    rules_cite(s->rules, s->game, "cards.rolloff"));
}

int
cup_rolloff(struct session *s, const char *const *typed, struct reply *r)
{
	char		 sides[8][32], name[64], prompt[128], text[320];
	struct roll	 die[8];
	struct buf	 b;
	int		 ns, i, best = -1, tie = 0, rc;

	if (cup_held_rolloff_step(s, r) != 0)
		return -1;
	ns = cup_sides(s, sides, 8);
	if (ns < 2)
		return reply_fail(r, "a roll-off is between two sides: this "
		    "scenario's deck has %d", ns);
	for (i = 0; i < ns; i++) {
		snprintf(prompt, sizeof prompt, "%s roll-off die? (Enter for "
		    "dice, or type it) > ", cup_side_name(s, sides[i], name,
		    sizeof name));
		if (cup_die(s, typed[i], prompt, &die[i], r) != 0)
			return -1;
		if (best < 0 || die[i].total > die[best].total) {
			best = i;
			tie = 0;
		} else if (die[i].total == die[best].total)
			tie = 1;
	}
	buf_init(&b);
	for (i = 0; i < ns; i++)
		buf_printf(&b, "%s%s %d", i ? ", " : "", cup_side_name(s,
		    sides[i], name, sizeof name), die[i].total);
	if (tie)
		snprintf(text, sizeof text, "Roll-off for held cards: %s: a "
		    "tie, nobody plays a held card now; they stay held (%s)",
		    buf_str(&b), rules_cite(s->rules, s->game, "cards.rolloff"));
	else
		snprintf(text, sizeof text, "Roll-off for held cards: %s: the "
		    "%s choose to play first or second, then the sides take "
		    "turns (%s)", buf_str(&b), cup_side_name(s, sides[best],
		    name, sizeof name), rules_cite(s->rules, s->game,
		    "cards.rolloff"));
	buf_free(&b);
	rc = session_record(s, "rolloff", text, xjson_pack("{s:b, s:i, s:s}",
	    "tie", tie, "cup", cup_count(s, CHIT_CUP, NULL), "winner", tie ?
	    "" : sides[best]));
	if (rc != 0)
		return reply_fail(r, "cannot record the roll-off");
	reply_sentence(r, text);
	return 0;
}
