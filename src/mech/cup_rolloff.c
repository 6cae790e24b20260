/* The roll-off for held cards (a deck of seeded cards): when both sides
 * would play held cards before a draw, each rolls a die; the higher
 * chooses to play first or second and the sides then alternate; a tie
 * and nobody plays a held card now: they stay held, and the next card is
 * drawn.  Recorded as a "rolloff" event; a tie bars the play of a held
 * card until the deck changes (the next draw) or the turn ends.
 *
 * The winner's choice is asked at the prompt, made at random in a
 * script, and in a shared campaign waited for: the roll-off records the
 * winner as owing it, the next draw and the play of a held card wait for
 * his `playorder first|second` ("playorder"), or the umpire's `force
 * playorder SIDE`. */

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "cup_internal.h"

static const char *order_words[] = { "first", "second" };

void
cup_rolloff_fold(struct session *s, json_t *d)
{
	struct cup_state	*cs = CUP(s);

	cs->tie_turn = json_is_true(json_object_get(d, "tie")) ? s->turn : 0;
	cs->tie_cup = (int)json_integer_value(json_object_get(d, "cup"));
	/* A winner whose choice a shared campaign waits for. */
	snprintf(cs->order_owed, sizeof cs->order_owed, "%s",
	    json_is_true(json_object_get(d, "owed")) ? json_text(d,
	    "winner") : "");
}

void
cup_playorder_fold(struct session *s, json_t *d)
{
	(void)d;
	CUP(s)->order_owed[0] = '\0';
}

/* Record the winner's choice (0 first, 1 second). */
static int
order_record(struct session *s, const char *winner, int second,
    struct reply *r)
{
	char	 text[256], name[64], other[64];

	cup_side_name(s, winner, name, sizeof name);
	cup_side_name(s, session_enemy(s, winner), other, sizeof other);
	snprintf(text, sizeof text, "Held cards: the %s play first, then the "
	    "sides take turns, as the %s chose (%s)", second ? other : name,
	    name, rules_cite(s->rules, s->game, "cards.rolloff"));
	if (session_record(s, "playorder", text, xjson_pack("{s:s, s:s}",
	    "winner", winner, "first", second ? session_enemy(s, winner) :
	    winner)) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	return 0;
}

void
cup_playorder_owes(struct session *s, struct owes *b)
{
	if (CUP(s) == NULL || CUP(s)->order_owed[0] == '\0')
		return;
	owes_add(b, s, CUP(s)->order_owed, "choice to play held cards first "
	    "or second", "playorder first, or playorder second");
	owes_force(b, "playorder");
}

int
cup_playorder_wait(struct session *s, struct reply *r)
{
	return cup_wait(s, cup_playorder_owes, "`playorder first` or "
	    "`playorder second`", r);
}

static int
order_typed(const char *typed, struct reply *r)
{
	int	 k;

	for (k = 0; k < 2 && strcasecmp(typed, order_words[k]) != 0; k++)
		;
	if (k == 2)
		return reply_fail(r, "expected first or second, not \"%s\"",
		    typed);
	return k;
}

int
cup_playorder(struct session *s, const char *typed, struct reply *r)
{
	int	 k;

	if (CUP(s) == NULL || CUP(s)->order_owed[0] == '\0')
		return reply_fail(r, "no roll-off waits for its winner's choice "
		    "now");
	if ((k = order_typed(typed, r)) < 0)
		return -1;
	if (session_may_act(s, CUP(s)->order_owed, r) != 0)
		return -1;
	return order_record(s, CUP(s)->order_owed, k, r);
}

int
cup_playorder_force(struct session *s, const char *side, int argc,
    char **argv, struct reply *r)
{
	char	 name[64];
	int	 k;

	cup_side_name(s, side, name, sizeof name);
	if (strcmp(CUP(s)->order_owed, side) != 0)
		return reply_fail(r, "the %s side owes no choice of play order "
		    "now", name);
	if (argc > 1)
		return reply_fail(r, "usage: force playorder SIDE [at random | "
		    "first | second]");
	if (argc == 1) {
		if ((k = order_typed(argv[0], r)) < 0)
			return -1;
	} else {
		k = (int)rng_below(s->rng, 2);
		reply_line(r, "Chosen at random for the %s player: %s.", name,
		    order_words[k]);
	}
	return order_record(s, side, k, r);
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

	if (cup_held_rolloff_step(s, r) != 0 || cup_playorder_wait(s, r) != 0)
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
	rc = session_record(s, "rolloff", text, xjson_pack("{s:b, s:i, s:s, "
	    "s:b}", "tie", tie, "cup", cup_count(s, CHIT_CUP, NULL), "winner",
	    tie ? "" : sides[best], "owed", !tie && session_waits(s)));
	if (rc != 0)
		return reply_fail(r, "cannot record the roll-off");
	reply_sentence(r, text);
	if (tie)
		return 0;
	if (session_waits(s)) {
		reply_line(r, "  The game waits for the %s player's `playorder "
		    "first` or `playorder second`.", cup_side_name(s,
		    sides[best], name, sizeof name));
		return 0;
	}
	snprintf(prompt, sizeof prompt, "The %s choose to play held cards",
	    cup_side_name(s, sides[best], name, sizeof name));
	if ((rc = cup_choose(s, prompt, order_words, 2, NULL, r)) < 0)
		return -1;
	return order_record(s, sides[best], rc, r);
}
