/* The Event chits' policy (Longstreet Attacks 10.4): an Event drawn goes
 * to its owner face down, to play now, hold, or commit (cup_command.c);
 * which Events are in the cup each turn (Key chits chosen, the rest in
 * blind) is the build's (cup_build.c, cup_owed.c). */

#include <stdio.h>

#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

static int
event_drawn(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char	 text[256];
	int	 rc;

	snprintf(text, sizeof text, "Drew %s (Event): to the %s player",
	    c->name, dr->side);
	rc = cup_move_chit(s, c, CHIT_HAND, c->key, 0, c->side, text);
	reply_line(r, "  Handed to the %s player: play it now, hold it face "
	    "down, or (Grand Battle) commit it (%s).", dr->side,
	    rules_cite(s->rules, s->game, "cup.event-drawn"));
	return rc;
}

const struct cup_policy cup_event_policy = {
	.kind = "event",
	.drawn = event_drawn,
};
