/* The CIC chits' policy (Longstreet Attacks 10.6): a CIC drawn goes to
 * its owner face up, to use at once or hold; used, it activates one of
 * the owner's brigades on a success roll (the scenario's band, or 1d6
 * against a Replacement's rating), or is discarded with no effect. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/dice.h"
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

/* The brigade typed among the owner's n in play, or one the scenario
 * counts as another (formation_merge, said in r): its index, or -1 with
 * r failed. */
static int
cic_match(struct session *s, struct chit_state *c, const char *typed,
    const char **names, int n, struct reply *r)
{
	char	 as[64], why[160] = "", side[64];
	int	 pick;

	if ((pick = name_match(typed, names, NULL, n)) < 0 &&
	    (pick = name_match(cup_brigade_typed(s, typed, as, sizeof as, why,
	    sizeof why), names, NULL, n)) < 0)
		return reply_fail(r, "\"%s\" is not one of the %s player's "
		    "brigades in play", typed,
		    cup_side_name(s, c->side, side, sizeof side));
	if (why[0] != '\0')
		reply_sentence(r, why);
	return pick;
}

/* The brigade the CIC activates (Full, marker not flipped); a brigade
 * it activates begins its steps where the play moved the session. */
static int
cic_activate(struct session *s, struct chit_state *c, const char *id,
    const char *name, int moved, struct reply *r)
{
	char	 text[256];

	snprintf(text, sizeof text, "%s activated by %s (Full; marker not "
	    "flipped, %s)", name, c->name, rules_cite(s->rules, s->game,
	    "cup.cic"));
	if (session_record(s, "activation", text, xjson_pack("{s:s, s:s}",
	    "brigade", id, "by", c->id)) != 0)
		return -1;
	reply_line(r, "  %s.", text);
	json_object_set_new(r->json, "brigade", json_string(id));
	return cup_start_activation(s, moved, r);
}

/* In a shared campaign nobody is asked on the server, and the game does
 * not pick for the owner: after a success, the brigade not named waits
 * for its owner's `brigade` (or the umpire's `force brigade`). */
static int
cic_owe(struct session *s, struct chit_state *c, int moved,
    struct reply *r)
{
	char	 text[256], side[64];

	snprintf(text, sizeof text, "The %s player chooses the brigade %s "
	    "activates: any of its brigades in play (%s)", cup_side_name(s,
	    c->side, side, sizeof side), c->name, rules_cite(s->rules,
	    s->game, "cup.cic"));
	if (session_record(s, "cic-owed", text, xjson_pack("{s:s, s:b}",
	    "chit", c->id, "moved", moved > 0)) != 0)
		return -1;
	reply_line(r, "  %s; the game waits for it (`brigade BRIGADE`).",
	    text);
	return 0;
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
	int			 n, pick, ok, cr = 0, moved, wait;

	if ((c = cup_find(s, typed, CHIT_HAND, NULL, r)) == NULL ||
	    session_may_act(s, c->side, r) != 0)
		return -1;
	if (strcmp(c->kind, "cic") != 0)
		return cup_move(s, "play", typed, r);
	/* One activation at a time: a Division chit's brigade first, or
	 * a CIC's. */
	if (cup_division_wait(s, r) != 0 || cup_cic_wait(s, r) != 0)
		return -1;
	n = cup_brigades(s, "", c->side, ids, names, store, 64);
	if (n == 0)
		return reply_fail(r, "no brigade of the %s player is on the map",
		    c->side);
	if (brigade != NULL) {
		if ((pick = cic_match(s, c, brigade, names, n, r)) < 0)
			return -1;
	} else
		pick = -1;
	/* A campaign waits for the brigade at the draw step only, where
	 * `next` and the draw hold for it: elsewhere it is named. */
	if ((wait = pick < 0 && session_waits(s)) && !cup_draw_reachable(s))
		return reply_fail(r, "name the brigade %s activates: `play %s "
		    "BRIGADE` (%s)", c->name, c->id, rules_cite(s->rules, s->game,
		    "cup.cic"));
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
	if (wait)
		return cic_owe(s, c, moved, r);
	if (pick < 0 && (pick = cup_choose(s, "Brigade activated by the CIC",
	    names, n, NULL, r)) < 0)
		return -1;
	return cic_activate(s, c, ids[pick], names[pick], moved, r);
}

struct chit_state *
cup_cic_owed(struct session *s)
{
	if (CUP(s) == NULL || CUP(s)->owed_cic[0] == '\0')
		return NULL;
	return cup_chit_by_id(s, CUP(s)->owed_cic);
}

void
cup_cic_owes(struct session *s, struct owes *b)
{
	struct chit_state	*c = cup_cic_owed(s);
	char			 what[160];

	if (c == NULL)
		return;
	snprintf(what, sizeof what, "brigade %s activates", c->name);
	owes_add(b, s, c->side, what, "brigade BRIGADE");
	owes_force(b, "brigade");
}

int
cup_cic_wait(struct session *s, struct reply *r)
{
	return cup_wait(s, cup_cic_owes, "`brigade BRIGADE`", r);
}

int
cup_cic_choose(struct session *s, const char *typed, int at_random,
    char *chosen, size_t len, struct reply *r)
{
	struct chit_state	*c = cup_cic_owed(s);
	char			 ids[64][48], store[64][64];
	const char		*names[64];
	int			 n, pick;

	if (c == NULL)
		return reply_fail(r, "no CIC waits for its brigade");
	if (session_may_act(s, c->side, r) != 0)
		return -1;
	if ((n = cup_brigades(s, "", c->side, ids, names, store, 64)) == 0)
		return reply_fail(r, "no brigade of the %s player is on the map",
		    c->side);
	if (typed != NULL) {
		if ((pick = cic_match(s, c, typed, names, n, r)) < 0)
			return -1;
	} else if (at_random)
		pick = (int)rng_below(s->rng, (uint32_t)n);
	else if (s->ask == NULL)
		return reply_fail(r, "usage: brigade BRIGADE");
	else if ((pick = cup_choose(s, "Brigade activated by the CIC", names,
	    n, NULL, r)) < 0)
		return -1;
	if (chosen != NULL)
		snprintf(chosen, len, "%s", names[pick]);
	return cic_activate(s, c, ids[pick], names[pick],
	    CUP(s)->owed_cic_moved, r);
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
	if (cup_move_chit(s, c, CHIT_HAND, 0, 0, NULL, text) != 0)
		return -1;
	return cup_drawn_owe(s, c, r);
}

const struct cup_policy cup_cic_policy = {
	.kind = "cic",
	.drawn = cic_drawn,
};
