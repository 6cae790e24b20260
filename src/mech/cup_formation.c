/* A formation's activation card drawn (a deck of seeded cards, cup_seed.c):
 * shown to every player and handed to its owner, who activates the
 * formation with it now or holds it for a later turn of the draw.  Played,
 * the card goes to the discard, and the formation's units act under the
 * order it prints (its steps follow, as a brigade's do after a Division
 * chit). */

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

static int
formation_drawn(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char	 text[256];
	int	 rc;

	snprintf(text, sizeof text, "Drew %s: to the %s player", c->name,
	    dr->side);
	rc = cup_move_chit(s, c, CHIT_HAND, 0, 0, NULL, text);
	reply_line(r, "  Handed to the %s player: activate it now (`play "
	    "%s`) or hold it face down (%s).", dr->side, c->id,
	    rules_cite(s->rules, s->game, "cup.hold"));
	return rc != 0 ? rc : cup_drawn_owe(s, c, r);
}

const struct cup_policy cup_formation_policy = {
	.kind = "formation",
	.drawn = formation_drawn,
};

int
cup_play_card(struct session *s, struct chit_state *c, struct reply *r)
{
	char	 text[256], *fname, *units;
	int	 moved;

	if (cup_division_wait(s, r) != 0 || cup_cic_wait(s, r) != 0)
		return -1;
	fname = rules_text(s->rules, "SELECT name FROM formation WHERE game = "
	    "?1 AND id = ?2", s->game, c->formation);
	units = rules_text(s->rules, "SELECT units FROM chit WHERE game = ?1 "
	    "AND id = ?2", s->game, c->id);
	if ((moved = cup_to_draw_step(s, r)) < 0)
		goto fail;
	snprintf(text, sizeof text, "Played %s", c->name);
	if (cup_move_chit(s, c, CHIT_DISCARD, 0, CUP(s)->negate_next, NULL,
	    text) != 0)
		goto fail;
	snprintf(text, sizeof text, "%s activated under %c%s orders%s%s%s "
	    "(%s)", fname != NULL ? fname : c->formation, toupper((unsigned
	    char)c->orders[0]), c->orders + (c->orders[0] != '\0'), units != NULL ?
	    " (" : "", units != NULL ? units : "", units != NULL ? ")" : "",
	    rules_cite(s->rules, s->game, "cards.activate"));
	if (session_record(s, "activation", text, xjson_pack("{s:s, s:s, s:s}",
	    "by", c->id, "brigade", c->formation, "orders", c->orders)) != 0)
		goto fail;
	reply_sentence(r, text);
	free(fname);
	free(units);
	return cup_start_activation(s, moved, r);
fail:
	free(fname);
	free(units);
	return reply_fail(r, "cannot record the activation");
}
