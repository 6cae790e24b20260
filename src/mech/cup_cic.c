/* The CIC chits' policy (Longstreet Attacks 10.6): a CIC drawn goes to
 * its owner face up, to use at once or hold; used, it activates one of
 * the owner's brigades on a success roll (the scenario's band, or 1d6
 * against a Replacement's rating), or is discarded with no effect. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

/* The CIC's success band for this scenario ("Success:1-4;Discard:5-6"),
 * from the cic-success table; NULL when the game or scenario has none. */
static char *
cic_band(struct session *s, const char *cic)
{
	struct ltable	 t;
	char		 err[128], *cell = NULL;
	int		 idx[LDIM_MAX], i, j;

	if (ltable_load(s->rules, s->game, "cic-success", 1, &t, err,
	    sizeof err) != 0)
		return NULL;
	idx[0] = idx[1] = -1;
	for (i = 0; i < t.nd && i < 2; i++)
		for (j = 0; j < t.d[i].ne; j++)
			if (strcasecmp(t.d[i].e[j].label, i == 0 ? cic :
			    s->scenario) == 0)
				idx[i] = j;
	if (t.nd == 2 && idx[0] >= 0 && idx[1] >= 0)
		cell = ltable_cell(s->rules, &t, idx);
	ltable_free(&t);
	return cell;
}

int
cup_play_cic(struct session *s, const char *typed, const char *brigade,
    const char *roll, const char *rating, struct reply *r)
{
	struct chit_state	*c;
	char			 ids[64][48], store[64][64], text[256];
	char			 band[32] = "", *cell = NULL;
	const char		*names[64];
	struct roll		 die;
	int			 n, pick, ok, cr = 0, moved;

	if ((c = cup_find(s, typed, CHIT_HAND, NULL, r)) == NULL ||
	    session_may_act(s, c->side, r) != 0)
		return -1;
	if (strcmp(c->kind, "cic") != 0)
		return cup_move(s, "play", typed, r);
	/* One activation at a time: a Division chit's brigade first. */
	if (cup_division_wait(s, r) != 0)
		return -1;
	n = cup_brigades(s, "", c->side, ids, names, store, 64);
	if (n == 0)
		return reply_fail(r, "no brigade of the %s player is on the map",
		    c->side);
	if (brigade != NULL) {
		char as[64], why[160] = "";

		/* Or one the scenario counts as another (formation_merge). */
		if ((pick = name_match(brigade, names, NULL, n)) < 0 &&
		    (pick = name_match(cup_brigade_typed(s, brigade, as,
		    sizeof as, why, sizeof why), names, NULL, n)) < 0)
			return reply_fail(r, "\"%s\" is not one of the %s "
			    "player's brigades in play", brigade, c->side);
		if (why[0] != '\0')
			reply_sentence(r, why);
	} else
		pick = -1;
	/* 10.6d: a Replacement rolls against its own rating; the others use
	 * the scenario's success band. */
	if (*c->replaces && strstr(c->id, "replacement") != NULL) {
		long v = rules_int(s->rules, -1, "SELECT rating FROM chit WHERE "
		    "game = ?1 AND id = ?2", s->game, c->id);

		if (rating != NULL) {
			int cr;

			if (num_int(rating, 0, 6, &cr) != 0)
				return reply_fail(r, "cr=%s: a Command Rating is "
				    "0 to 6", rating);
			v = cr;
		}
		if (v < 0)
			return reply_fail(r, "the rating of %s is printed on the "
			    "chit, not in the rulebook text: give it as cr=N",
			    c->name);
		cr = (int)v;
	} else if ((cell = cic_band(s, c->name)) == NULL)
		return reply_fail(r, "%s has no CIC success roll in this scenario",
		    c->name);
	/* 10.6: the brigade is named first, then the roll: asked in that
	 * order, no question comes after the dice (a cancel there would let
	 * a roll be seen and made again).  A script picks at random, on a
	 * success only. */
	if (pick < 0 && s->ask != NULL && (pick = cup_choose(s, "Brigade "
	    "activated by the CIC if its roll succeeds", names, n, NULL,
	    r)) < 0) {
		free(cell);
		return -1;
	}
	if (cup_die(s, roll, "CIC roll? (Enter for dice, or type it) > ", &die,
	    r) != 0) {
		free(cell);
		return -1;
	}
	if (cell != NULL) {
		ok = cell_band(cell, die.total, band, sizeof band) == 1 &&
		    strcmp(band, "Success") == 0;
		reply_line(r, "%s: rolled %d%s against %s (%s, %s) -> %s", c->name,
		    die.total, die.typed ? " (real dice)" : "", cell, s->scenario,
		    s->scenario_section, ok ? "Success" : "Discard");
	} else {
		ok = die.total <= cr;
		reply_line(r, "%s: rolled %d%s against its rating %d (%s) -> %s",
		    c->name, die.total, die.typed ? " (real dice)" : "", cr,
		    rules_cite(s->rules, s->game, "cup.cic-rating"), ok ? "Success" : "Discard");
	}
	free(cell);
	snprintf(text, sizeof text, "%s used: roll %d, %s", c->name, die.total,
	    ok ? "success" : "discarded");
	if (cup_move_chit(s, c, CHIT_DISCARD, 0, CUP(s)->negate_next, NULL, text) != 0)
		return -1;
	json_object_set_new(r->json, "roll", json_integer(die.total));
	json_object_set_new(r->json, "success", json_boolean(ok));
	if (!ok) {
		reply_line(r, "  The chit is discarded with no effect (%s).",
		    rules_cite(s->rules, s->game, "cup.cic"));
		return 0;
	}
	/* The brigade activates at the pull, not inside another's
	 * activation, and begins its steps (cup_step.c). */
	if ((moved = cup_to_draw_step(s, r)) < 0)
		return -1;
	if (pick < 0 && (pick = cup_choose(s, "Brigade activated by the CIC",
	    names, n, NULL, r)) < 0)
		return -1;
	snprintf(text, sizeof text, "%s activated by %s (Full; marker not "
	    "flipped, %s)", names[pick], c->name, rules_cite(s->rules, s->game, "cup.cic"));
	if (session_record(s, "activation", text, xjson_pack("{s:s, s:s}",
	    "brigade", ids[pick], "by", c->id)) != 0)
		return -1;
	reply_line(r, "  %s.", text);
	json_object_set_new(r->json, "brigade", json_string(ids[pick]));
	return cup_start_activation(s, moved, r);
}


static int
cic_drawn(struct session *s, struct chit_state *c, const struct cup_drawn *dr,
    struct reply *r)
{
	char	 text[256];

	snprintf(text, sizeof text, "Drew %s (CIC): to the %s player", c->name,
	    dr->side);
	reply_line(r, "  The %s player activates any brigade with it now, or "
	    "holds it (%s): `play %s` or `hold %s`.", dr->side,
	    rules_cite(s->rules, s->game, "cup.cic"), c->id, c->id);
	return cup_move_chit(s, c, CHIT_HAND, 0, 0, NULL, text);
}

const struct cup_policy cup_cic_policy = {
	.kind = "cic",
	.drawn = cic_drawn,
};
