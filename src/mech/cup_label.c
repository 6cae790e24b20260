/* An Event card's timing label (chit.label, a deck of cards): only one
 * labelled Hold is kept for later; one labelled Play Immediately or
 * Option is played as it is drawn, as its own event or as its Default
 * Event (the card's text set aside, one unit acts), or is lost at the
 * next draw.  An Event with no label (a chit cup's) is none of this. */

#include <stdio.h>
#include <string.h>

#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

/* The Event card just drawn, in its owner's hand: the only one a Default
 * Event may be made of (the option is lost once another is drawn). */
static int
just_drawn(struct session *s, const struct chit_state *c)
{
	return strcmp(c->id, CUP(s)->last_drawn) == 0 &&
	    strcmp(c->id, CUP(s)->held_drawn) != 0 &&
	    strcmp(c->where, CHIT_HAND) == 0;
}

int
cup_default(struct session *s, const char *typed, struct reply *r)
{
	struct chit_state	*c;
	char			 text[256];

	if ((c = cup_find(s, typed, CHIT_HAND, NULL, r)) == NULL ||
	    session_may_act(s, c->side, r) != 0)
		return -1;
	if (strcmp(c->kind, "event") != 0)
		return reply_fail(r, "%s is no Event card: only an Event is "
		    "played as its Default Event", c->name);
	if (cup_held_events_step(s))
		return reply_fail(r, "no Default Event is played in the %s "
		    "(%s %s): only a held Event, as its card says", s->phases[
		    s->phase].name, s->tag, s->phases[s->phase].section);
	if (strcmp(c->id, CUP(s)->held_drawn) == 0)
		return reply_fail(r, "%s is held: a card held is no longer "
		    "played as its Default Event (%s)", c->name,
		    rules_cite(s->rules, s->game, "cards.default"));
	if (!just_drawn(s, c))
		return reply_fail(r, "%s was not the card just drawn: a Default "
		    "Event is made of that card alone, as it is drawn (%s)",
		    c->name, rules_cite(s->rules, s->game, "cards.default"));
	snprintf(text, sizeof text, "%s played as its Default Event: one unit "
	    "makes a minimum move or fires (%s)", c->name, rules_cite(s->rules,
	    s->game, "cards.default"));
	if (cup_move_chit(s, c, CHIT_DISCARD, 0, CUP(s)->negate_next, NULL,
	    text) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	return 0;
}

/* Only an Event labelled Hold is kept for later: one labelled Play
 * Immediately or Option is played as it is drawn, or lost. */
static int
played_when_drawn(const struct chit_state *c)
{
	return strcmp(c->label, "play-immediately") == 0 ||
	    strcmp(c->label, "option") == 0;
}

int
cup_hold_allowed(struct session *s, const struct chit_state *c,
    struct reply *r)
{
	if (!played_when_drawn(c))
		return 0;
	return reply_fail(r, "%s is labelled %s: play it now, or as its "
	    "Default Event (`default %s`), never held (%s)", c->name,
	    strcmp(c->label, "option") == 0 ? "Option" : "Play Immediately",
	    c->id, rules_cite(s->rules, s->game, "cards.label"));
}

int
cup_unplayed_lost(struct session *s, struct reply *r)
{
	char	 text[256];
	int	 i;

	for (i = 0; i < CUP(s)->nchits; i++) {
		struct chit_state *c = &CUP(s)->chits[i];

		if (strcmp(c->where, CHIT_HAND) != 0 || !played_when_drawn(c))
			continue;
		snprintf(text, sizeof text, "%s was not played when drawn: "
		    "discarded (%s)", c->name, rules_cite(s->rules, s->game,
		    "cards.label"));
		if (cup_move_chit(s, c, CHIT_DISCARD, 0, CUP(s)->negate_next,
		    NULL, text) != 0)
			return -1;
		reply_line(r, "%s.", text);
	}
	return 0;
}

const char *
cup_event_choices(const struct chit_state *c)
{
	if (c->label[0] == '\0')
		return NULL;
	return played_when_drawn(c) ? "play it now, or as its Default Event" :
	    "play it now, hold it face down, or play it as its Default Event";
}
