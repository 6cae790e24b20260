/* Where held cards are played (a deck of seeded cards): a game whose
 * sequence of play names a step for them (action cards-held: Shattered
 * Union's Held Formation Activation/CIC Card Phase) plays a held
 * formation or CIC card there, before a draw, and not in the steps of
 * another card's activation; the card just drawn is played in its own
 * step.  The draw step counts as that step's end: the sequence passes
 * from one to the other with nothing between, and a card drawn and held
 * leaves the session at the draw, where the next draw waits (`next`).
 * The roll-off before held cards are played belongs there too.  A game
 * that names no such step (Longstreet Attacks: a held chit is played
 * before any later pull) is not held to one. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

#define HELD_ACTION	"cards-held"
#define HELD_EVENTS_ACTION "cards-held-events"

/* Does the comma list of actions name this one? */
static int
names_action(const char *list, const char *action)
{
	size_t		 n = strlen(action);
	const char	*p = list;

	while ((p = strstr(p, action)) != NULL) {
		if ((p == list || p[-1] == ',') && (p[n] == '\0' ||
		    p[n] == ','))
			return 1;
		p += n;
	}
	return 0;
}

/* The step for held cards, or -1 when the game names none. */
static int
held_step(struct session *s)
{
	int	 i;

	for (i = 0; i < s->nphases; i++)
		if (names_action(s->phases[i].action, HELD_ACTION))
			return i;
	return -1;
}

int
cup_held_play_step(struct session *s, const struct chit_state *c,
    struct reply *r)
{
	int	 at = held_step(s);

	if (at < 0 || (strcmp(c->kind, "formation") != 0 && strcmp(c->kind,
	    "cic") != 0) || strcmp(c->id, CUP(s)->last_drawn) == 0 ||
	    names_action(s->phases[s->phase].action, HELD_ACTION) ||
	    names_action(s->phases[s->phase].action, "cup-draw"))
		return 0;
	return reply_fail(r, "%s is held: a held formation or CIC card is "
	    "played in the %s (%s %s), before a draw, not in another card's "
	    "steps", c->name, s->phases[at].name, s->tag,
	    s->phases[at].section);
}

int
cup_held_events_step(struct session *s)
{
	return names_action(s->phases[s->phase].action, HELD_EVENTS_ACTION);
}

int
cup_held_events(struct session *s, struct reply *r)
{
	char	 sides[8][32], name[64], *first;
	int	 ns = cup_sides(s, sides, 8), i, j, n, any = 0;
	struct buf b;

	buf_init(&b);
	for (i = 0; i < ns; i++) {
		for (j = n = 0; j < CUP(s)->nchits; j++) {
			struct chit_state *c = &CUP(s)->chits[j];

			n += strcmp(c->where, CHIT_HAND) == 0 && strcmp(c->side,
			    sides[i]) == 0 && strcmp(c->kind, "event") == 0;
		}
		buf_printf(&b, "%s%s %d", i ? ", " : "", cup_side_name(s,
		    sides[i], name, sizeof name), n);
		any += n;
	}
	/* The side that plays first here is the step's (phase.side). */
	first = rules_text(s->rules, "SELECT side FROM phase WHERE game = ?1 "
	    "AND id = ?2", s->game, s->phases[s->phase].id);
	if (any == 0)
		reply_line(r, "  No Event is held: nothing to play here (%s).",
		    rules_cite(s->rules, s->game, "cup.held-end"));
	else
		reply_line(r, "  Held Events: %s. %s%s%sthe sides take turns, "
		    "one card each; no Default Event now (%s).", buf_str(&b),
		    first != NULL ? "The " : "", first != NULL ? cup_side_name(s,
		    first, name, sizeof name) : "", first != NULL ? " play "
		    "first, then " : "", rules_cite(s->rules, s->game,
		    "cup.held-end"));
	free(first);
	buf_free(&b);
	return 0;
}

int
cup_held_rolloff_step(struct session *s, struct reply *r)
{
	int	 at = held_step(s);

	if (at < 0 || names_action(s->phases[s->phase].action, HELD_ACTION) ||
	    names_action(s->phases[s->phase].action, "cup-draw"))
		return 0;
	return reply_fail(r, "the roll-off is made before held cards are "
	    "played: in the %s (%s %s) or at the draw, not now",
	    s->phases[at].name, s->tag, s->phases[at].section);
}
