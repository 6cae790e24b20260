/* Battlefield Chaos (a drawn card's roll, result_code.effect 'chaos'):
 * the opponent of the side it names chooses to move one of that side's
 * units a hex, which the players do on the map, or to discard one of its
 * held cards.  The cards lie face down, so he picks one blind: the
 * program takes one at random.  Which one it was is read by those who saw
 * it go into the hand (every side, where each card drawn is named to
 * both; else its owner and the umpire).  A side holding nothing can only
 * be moved.
 *
 * At the prompt the chooser is asked at once, and in a script the choice
 * is made at random and said, as the cup's other choices are.  In a
 * shared campaign nobody at the server sees him choose: the draw records
 * that it waits ("chaos-owed"), the next draw and `next` wait for his
 * `chaos move` or `chaos discard` ("chaos"), or the umpire's `force
 * chaos SIDE`, which chooses at random. */

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/dice.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

static const char *chaos_choices[] = { "move", "discard" };

/* The choice typed: 0 move, 1 discard; -1 with r failed. */
static int
choice_typed(const char *typed, struct reply *r)
{
	int	 k;

	for (k = 0; k < 2 && strcasecmp(typed, chaos_choices[k]) != 0; k++)
		;
	if (k == 2)
		return reply_fail(r, "chaos: expected move or discard, not "
		    "\"%s\"", typed);
	return k;
}

/* The held card the blind pick takes, or NULL when side holds none. */
static struct chit_state *
blind_pick(struct session *s, const char *side)
{
	int	 i, n = cup_count(s, CHIT_HAND, side), k;

	if (n == 0)
		return NULL;
	k = (int)rng_below(s->rng, (uint32_t)n);
	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcmp(CUP(s)->chits[i].where, CHIT_HAND) == 0 &&
		    strcmp(CUP(s)->chits[i].side, side) == 0 && k-- == 0)
			return &CUP(s)->chits[i];
	return NULL;
}

/* The choice made (0 move, 1 discard) on side's units or cards. */
static int
resolve(struct session *s, const char *side, int discard, struct reply *r)
{
	struct chit_state	*c = NULL;
	char			 text[320], victim[64], chooser[64];

	cup_side_name(s, side, victim, sizeof victim);
	cup_side_name(s, session_enemy(s, side), chooser, sizeof chooser);
	if (discard && (c = blind_pick(s, side)) == NULL)
		return reply_fail(r, "the %s side holds no card to discard: "
		    "`chaos move`", victim);
	/* Which card, for those who may know it (its owner, when it lies
	 * face down): first, as the command's line goes with its first event
	 * and must not be the public one. */
	if (c != NULL) {
		snprintf(text, sizeof text, "Battlefield Chaos: %s discarded",
		    c->name);
		if (cup_move_chit(s, c, CHIT_DISCARD, 0, CUP(s)->negate_next,
		    c->face_down[0] != '\0' ? c->face_down : NULL, text) != 0)
			return reply_fail(r, "cannot record it");
		if (cup_may_identify(s, c))
			reply_line(r, "  %s.", text);
	}
	if (discard)
		snprintf(text, sizeof text, "Battlefield Chaos: the %s player "
		    "discards one of the %s side's held cards, picked face down "
		    "(%s)",
		    chooser, victim, rules_cite(s->rules, s->game,
		    "cards.chaos"));
	else
		snprintf(text, sizeof text, "Battlefield Chaos: the %s player "
		    "moves one %s unit one hex, as a Minimum Move with no "
		    "combat (%s)", chooser, victim, rules_cite(s->rules, s->game,
		    "cards.chaos"));
	if (session_record(s, "chaos", text, xjson_pack("{s:s, s:s}", "side",
	    side, "choice", chaos_choices[discard])) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "  %s.", text);
	return 0;
}

int
cup_chaos_begin(struct session *s, const char *side, struct reply *r)
{
	char	 text[256], victim[64], chooser[64], what[224];
	int	 held = cup_count(s, CHIT_HAND, side), k;

	cup_side_name(s, side, victim, sizeof victim);
	cup_side_name(s, session_enemy(s, side), chooser, sizeof chooser);
	if (held == 0) {
		reply_line(r, "  The %s side holds no card: the chaos can only "
		    "move a unit.", victim);
		return resolve(s, side, 0, r);
	}
	if (session_waits(s)) {
		snprintf(text, sizeof text, "Battlefield Chaos: the %s player "
		    "moves a %s unit or discards one of the %d cards that side "
		    "holds (%s)", chooser, victim, held, rules_cite(s->rules, s->game,
		    "cards.chaos"));
		if (session_record(s, "chaos-owed", text, xjson_pack("{s:s}",
		    "side", side)) != 0)
			return reply_fail(r, "cannot record it");
		reply_line(r, "  %s.", text);
		reply_line(r, "  The game waits for the %s player's `chaos "
		    "move` or `chaos discard`.", chooser);
		return 0;
	}
	snprintf(what, sizeof what, "Battlefield Chaos, the %s player's "
	    "choice (the %s side holds %d card%s)", chooser, victim, held,
	    held == 1 ? "" : "s");
	if ((k = cup_choose(s, what, chaos_choices, 2, NULL, r)) < 0)
		return -1;
	return resolve(s, side, k, r);
}

void
cup_chaos_owes(struct session *s, struct owes *b)
{
	char	 what[96], victim[64];

	if (CUP(s) == NULL || CUP(s)->chaos_side[0] == '\0')
		return;
	snprintf(what, sizeof what, "choice of Battlefield Chaos on the %s side",
	    cup_side_name(s, CUP(s)->chaos_side, victim, sizeof victim));
	owes_add(b, s, session_enemy(s, CUP(s)->chaos_side), what,
	    "chaos move, or chaos discard");
	owes_force(b, "chaos");
}

int
cup_chaos_wait(struct session *s, struct reply *r)
{
	return cup_wait(s, cup_chaos_owes, "`chaos move` or `chaos discard`",
	    r);
}

int
cup_chaos(struct session *s, const char *typed, struct reply *r)
{
	const char	*side;
	int		 k;

	if (CUP(s) == NULL || CUP(s)->chaos_side[0] == '\0')
		return reply_fail(r, "no Battlefield Chaos waits for a choice "
		    "now");
	side = CUP(s)->chaos_side;
	if ((k = choice_typed(typed, r)) < 0)
		return -1;
	if (session_may_act(s, session_enemy(s, side), r) != 0)
		return -1;
	return resolve(s, side, k, r);
}

int
cup_chaos_force(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	char	 name[64];
	int	 k;

	cup_side_name(s, side, name, sizeof name);
	if (CUP(s)->chaos_side[0] == '\0' || strcmp(session_enemy(s,
	    CUP(s)->chaos_side), side) != 0)
		return reply_fail(r, "the %s side owes no Battlefield Chaos choice now",
		    name);
	if (argc > 1)
		return reply_fail(r, "usage: force chaos SIDE [at random | move "
		    "| discard]");
	if (argc == 1) {
		if ((k = choice_typed(argv[0], r)) < 0)
			return -1;
	} else {
		k = (int)rng_below(s->rng, 2);
		reply_line(r, "Chosen at random for the %s player: %s.", name,
		    chaos_choices[k]);
	}
	return resolve(s, CUP(s)->chaos_side, k, r);
}
