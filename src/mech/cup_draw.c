/* Drawing a chit and what it does by kind (10.3-10.7): Events to their
 * owner, the Wild chits, Division chits with their Command Rating roll,
 * Fog of War and the General Casualty swap (10.5c). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/cup.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

int
cup_next(struct session *s, struct reply *r)
{
	/* 10.3: at the draw step, `next` pulls until a chit activates a
	 * brigade (then the activation phase follows) or the cup is empty
	 * (then the End Turn Phase). */
	if (CUP(s)->activated)
		return MECH_NEXT_ON;
	if (cup_count(s, CHIT_CUP, NULL) == 0)
		return MECH_NEXT_OUT;
	if (cup_draw(s, NULL, NULL, NULL, r) != 0)
		return -1;
	if (CUP(s)->activated)
		return MECH_NEXT_ON;
	if (cup_count(s, CHIT_CUP, NULL) == 0)
		return MECH_NEXT_OUT;
	reply_line(r, "Draw again: `next` (or `draw`) pulls the next chit.");
	return MECH_NEXT_STAY;
}

static int
brigades_in_play(struct session *s, const char *division, char ids[][48],
    const char **names, char store[][64], int max)
{
	return cup_brigades(s, division, NULL, ids, names, store, max);
}

/* Is a Command Event on this general's C&C box this turn? */
static int
cc_committed(struct session *s, struct chit_state *c)
{
	sqlite3_stmt	*st;
	int		 on = 0, k;

	if (sqlite3_prepare_v2(s->rules, "SELECT track FROM command_track WHERE "
	    "game = ?1 AND kind = 'rating' AND (chit = ?2 OR chit = ?3)", -1,
	    &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, c->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, c->replaces, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW)
		for (k = 0; k < s->ntracks; k++)
			if (strcmp(s->tracks[k].id, (const char *)
			    sqlite3_column_text(st, 0)) == 0 &&
			    s->tracks[k].value > 0)
				on = 1;
	sqlite3_finalize(st);
	return on;
}

/* The rating to roll against (10.7, 19.1): the user's imported copy of
 * the ratings, else the few the text prints, else asked for; -1 unknown. */
static int
division_rating(struct session *s, struct chit_state *c, const char *which,
    struct reply *r)
{
	struct ltable	 t;
	char		 err[128], *cell, *end, prompt[256], *line;
	int		 idx[LDIM_MAX], i, v = -1;
	const char	*col = strcmp(which, "higher") == 0 ? "higher" : "lower";

	if (ltable_load(s->rules, s->game, "command-ratings", 0, &t, err,
	    sizeof err) == 0) {
		if (t.user && t.nd == 2) {
			idx[0] = idx[1] = -1;
			for (i = 0; i < t.d[0].ne; i++)
				if (strcasecmp(t.d[0].e[i].label, c->name) == 0)
					idx[0] = i;
			for (i = 0; i < t.d[1].ne; i++)
				if (strcasecmp(t.d[1].e[i].label, col) == 0)
					idx[1] = i;
			if (idx[0] >= 0 && idx[1] >= 0 &&
			    (cell = ltable_cell(s->rules, &t, idx)) != NULL) {
				v = (int)strtol(cell, &end, 10);
				if (*end != '\0' || end == cell)
					v = -1;
				free(cell);
			}
		}
		ltable_free(&t);
	}
	if (v < 0)
		v = (int)rules_int(s->rules, -1, strcmp(which, "higher") == 0 ?
		    "SELECT rating_hi FROM chit WHERE game = ?1 AND id = ?2" :
		    "SELECT rating FROM chit WHERE game = ?1 AND id = ?2",
		    s->game, c->id);
	if (v < 0 && s->ask != NULL) {
		snprintf(prompt, sizeof prompt, "%sCommand Rating printed on "
		    "the %s chit? > ", strcmp(which, "higher") == 0 ? "Higher " :
		    strcmp(which, "lower") == 0 ? "Lower " : "", c->name);
		int six = 6;

		if (prompt_ask(s->ask, s->ask_arg, r, prompt, prompt_number,
		    &six, &line) != 0)
			return -2;	/* cancelled: r says so */
		v = (int)strtol(line, &end, 10);
		free(line);
	}
	return v;
}

/* 10.7: roll 1d6 against the Command Rating before choosing the brigade.
 * 1 Full, 0 Limited, -1 not known (the rating is on the chit), -2 error. */
static int
division_roll(struct session *s, struct chit_state *c, const char *roll,
    struct reply *r)
{
	sqlite3_stmt	*st;
	char		 which[16] = "printed", sec[24];
	struct roll	 die;
	int		 cr, i, first = 1, bonus;

	snprintf(sec, sizeof sec, "%s", rules_cite(s->rules, s->game,
	    "cup.division"));
	for (i = 0; i < CUP(s)->nactive; i++) {
		char *parent = rules_text(s->rules, "SELECT parent FROM formation "
		    "WHERE game = ?1 AND id = ?2", s->game, CUP(s)->active[i]);

		if (parent != NULL && strcmp(parent, *c->replaces ? c->replaces :
		    c->id) == 0)
			first = 0;
		free(parent);
	}
	if (sqlite3_prepare_v2(s->rules, "SELECT rating, first_only, section "
	    "FROM rating_rule WHERE game = ?1 AND scenario = ?2 AND (side IS "
	    "NULL OR side = ?3) AND (chit IS NULL OR chit = ?4 OR chit = ?5) "
	    "AND (turn IS NULL OR turn = ?6) ORDER BY chit IS NULL, turn IS "
	    "NULL, side IS NULL", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, c->side, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 4, c->id, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 5, c->replaces, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 6, s->turn);
		while (sqlite3_step(st) == SQLITE_ROW) {
			/* "first draw only": not once a brigade of this
			 * division has acted this turn. */
			if (sqlite3_column_int(st, 1) && !first)
				continue;
			snprintf(which, sizeof which, "%s",
			    sqlite3_column_text(st, 0));
			snprintf(sec, sizeof sec, "%s",
			    sqlite3_column_text(st, 2));
			break;
		}
		sqlite3_finalize(st);
	}
	if (strcmp(which, "none") == 0 || strcmp(which, "auto") == 0) {
		reply_line(r, "  No Command Rating roll (%s): Full Activation.",
		    sec);
		return 1;
	}
	/* 19.1: a Command Event on the general's C&C box lifts him to his
	 * higher rating this turn (a Replacement: +1). */
	bonus = 0;
	if (strcmp(which, "lower") == 0 && cc_committed(s, c)) {
		if (*c->replaces && strstr(c->id, "replacement") != NULL)
			bonus = 1;
		else
			snprintf(which, sizeof which, "higher");
		snprintf(sec, sizeof sec, "%s", rules_cite(s->rules, s->game,
		    "cup.command-box"));
	}
	if ((cr = division_rating(s, c, which, r)) == -2)
		return -2;	/* cancelled at its prompt */
	if (cr >= 0)
		cr += bonus;
	if (cup_die(s, roll, "Command Rating roll? (Enter for dice, or type "
	    "it) > ", &die, r) != 0)
		return -2;
	if (cr < 0) {
		reply_line(r, "  Command Rating roll: %d%s. Full if it is at most "
		    "the %srating printed on the %s chit, else Limited (%s); "
		    "`table import %s.command-ratings` makes this automatic.",
		    die.total, die.typed ? " (real dice)" : "",
		    strcmp(which, "printed") == 0 ? "" : strcmp(which, "higher") ==
		    0 ? "higher " : "lower ", c->name, rules_cite(s->rules, s->game, "cup.division"),
		    s->game);
		return -1;
	}
	reply_line(r, "  Command Rating roll: %d%s against %s's %s rating %d "
	    "(%s) -> %s Activation.", die.total, die.typed ? " (real dice)" :
	    "", c->name, which, cr, sec, die.total <= cr ? "Full" : "Limited");
	return die.total <= cr;
}

/* 10.7: a Division chit activates one of its unactivated brigades, then
 * goes back into the cup while others remain.  Negated by Fortunes of
 * War (10.5a), the brigade is marked without acting. */
static int
draw_division(struct session *s, struct chit_state *c, int negated,
    const char *brigade, const char *roll, struct reply *r)
{
	char		 ids[32][48], store[32][64], text[256], mark[96];
	const char	*names[32];
	int		 n, pick, left, full = -1;

	/* A Replacement chit commands the same division (10.5c). */
	n = brigades_in_play(s, *c->replaces ? c->replaces : c->id, ids, names,
	    store, 32);
	if (n == 0) {
		reply_line(r, "  No brigade of %s is left to activate: the chit is "
		    "discarded.", c->name);
		snprintf(text, sizeof text, "%s discarded: no brigade left",
		    c->name);
		return cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text);
	}
	if (!negated) {
		full = division_roll(s, c, roll, r);
		if (full == -2)
			return -1;
	}
	if (brigade != NULL) {
		if ((pick = name_match(brigade, names, NULL, n)) < 0) {
			struct buf b;
			int i;

			buf_init(&b);
			for (i = 0; i < n; i++)
				buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
			reply_fail(r, "\"%s\" is not an unactivated brigade of %s: "
			    "expected one of %s", brigade, c->name, buf_str(&b));
			buf_free(&b);
			return -1;
		}
	} else if ((pick = cup_choose(s, negated ? "Brigade marked without "
	    "acting" : "Brigade activated", names, n, NULL, r)) < 0)
		return -1;
	snprintf(mark, sizeof mark, "marked Activated without acting (%s)",
	    rules_cite(s->rules, s->game, "cup.negated"));
	snprintf(text, sizeof text, "%s %s (%s)", names[pick], negated ?
	    mark : full == 1 ?
	    "activated: Full Activation" : full == 0 ? "activated: Limited "
	    "Activation, Fire Combat only" : "activated (Full or Limited: see "
	    "the roll against the chit's rating)", c->name);
	if (session_record(s, "brigade", text, json_pack("{s:s, s:b}",
	    "brigade", ids[pick], "on", 1)) != 0)
		return -1;
	reply_line(r, "  %s.", text);
	left = n - 1;
	if (left > 0) {
		reply_line(r, "  %s goes back into the cup: %d brigade%s still "
		    "to activate (%s).", c->name, left, left == 1 ? "" : "s",
		    rules_cite(s->rules, s->game, "cup.division"));
		snprintf(text, sizeof text, "%s back into the cup", c->name);
		return cup_move_chit(s, c, CHIT_CUP, 0, 0, NULL, text);
	}
	reply_line(r, "  %s is discarded: all its brigades have acted.",
	    c->name);
	snprintf(text, sizeof text, "%s discarded: its brigades have all acted",
	    c->name);
	return cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text);
}

/* The general's chit now in play: his own, or the one standing in. */
static struct chit_state *
general_in_play(struct session *s, const char *name)
{
	struct chit_state	*c = NULL;
	int			 i;

	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcasecmp(CUP(s)->chits[i].name, name) == 0)
			c = &CUP(s)->chits[i];
	if (c == NULL)
		return NULL;
	/* Follow the line of stand-ins to the one that is not out. */
	while (strcmp(c->where, CHIT_OUT) == 0) {
		struct chit_state *next = NULL;

		for (i = 0; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].replaces, c->id) == 0)
				next = &CUP(s)->chits[i];
		if (next == NULL)
			return NULL;
		c = next;
	}
	return c;
}

/* Put `to` where `from` is, and `from` out of play. */
static int
swap_chits(struct session *s, struct chit_state *from, struct chit_state *to,
    struct reply *r)
{
	char	 text[512], where[12];

	snprintf(where, sizeof where, "%s", from->where);
	snprintf(text, sizeof text, "%s replaced by %s (%s)", from->name,
	    to->name, rules_cite(s->rules, s->game, "cup.casualty-swap"));
	if (cup_move_chit(s, to, where, 0, CUP(s)->negate_next, NULL, text) != 0 ||
	    cup_move_chit(s, from, CHIT_OUT, 0, CUP(s)->negate_next, NULL, text) != 0)
		return -1;
	reply_line(r, "  %s.", text);
	return 0;
}

/* 10.5c: a general hit swaps to his Replacement (or back to his own chit
 * if a Replacement is hit; Sickles for good to Hancock).  A chit still in
 * the cup is swapped when it is drawn. */
static int
general_casualty(struct session *s, const char *general, struct reply *r)
{
	struct chit_state	*c = general_in_play(s, general), *other = NULL;
	int			 i;

	if (c == NULL || strcmp(c->where, CHIT_OUT) == 0) {
		reply_line(r, "  %s is not in play: no effect (%s).", general,
		    rules_cite(s->rules, s->game, "cup.casualty-swap"));
		return 0;
	}
	/* A red-cross Replacement hit: his own chit comes back. */
	if (*c->replaces && strstr(c->id, "replacement") != NULL)
		other = cup_chit_by_id(s, c->replaces);
	else
		for (i = 0; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].replaces, c->id) == 0)
				other = &CUP(s)->chits[i];
	if (other == NULL) {
		reply_line(r, "  %s has no Replacement chit: no swap.", c->name);
		return 0;
	}
	if (strcmp(c->where, CHIT_CUP) == 0) {
		char text[512];

		snprintf(text, sizeof text, "%s hit: %s waits beside the cup and "
		    "is swapped in when %s is drawn (%s)", c->name, other->name,
		    c->name, rules_cite(s->rules, s->game, "cup.casualty-swap"));
		reply_line(r, "  %s.", text);
		return session_record_vis(s, "chit", text, json_pack("{s:s, s:s, "
		    "s:b, s:b, s:b}", "chit", c->id, "to", CHIT_CUP, "key", 0,
		    "negate_next", CUP(s)->negate_next, "pending", 1), NULL);
	}
	return swap_chits(s, c, other, r);
}

static int
fog_of_war(struct session *s, const char *roll, struct reply *r)
{
	char	*result, *general, side[64], *sv[1], arg[80], rollarg[40];
	int	 i;

	reply_line(r, "  The non-pulling player rolls on the Fog of War Table "
	    "(%s):", rules_cite(s->rules, s->game, "cup.casualty-swap"));
	/* That player is not the one who drew: his terminal is told. */
	if (cup_puller(s) != NULL) {
		char note[256];

		snprintf(note, sizeof note, "Fog of War: you are the non-pulling "
		    "player and roll on the Fog of War Table (%s)",
		    rules_cite(s->rules, s->game, "cup.casualty-swap"));
		if (session_notice(s, session_enemy(s, cup_puller(s)), note) != 0)
			return -1;
	}
	snprintf(rollarg, sizeof rollarg, "roll=%s", roll != NULL ? roll : "");
	sv[0] = rollarg;
	if ((result = cup_table_roll(s, "fog-of-war", roll != NULL, sv, r)) == NULL)
		return 0;
	if (strstr(result, "General Casualty") == NULL) {
		free(result);
		return 0;
	}
	side[0] = '\0';
	for (i = 0; i < CUP(s)->nchits; i++) {
		char name[64];

		if (*CUP(s)->chits[i].side && strstr(result, cup_side_name(s,
		    CUP(s)->chits[i].side, name, sizeof name)) != NULL)
			snprintf(side, sizeof side, "%s", name);
	}
	free(result);
	snprintf(arg, sizeof arg, "side=%s", side);
	sv[0] = arg;
	reply_line(r, "  The %s player rolls on his General Casualty Table:",
	    side);
	if ((general = cup_table_roll(s, "general-casualty", 1, sv, r)) == NULL)
		return 0;
	i = general_casualty(s, general, r);
	free(general);
	return i;
}

/* A drawn chit a rule sets aside while its flag is on (draw_rule). */
static int
draw_ignored(struct session *s, struct chit_state *c, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 ignored = 0, k;

	if (sqlite3_prepare_v2(s->rules, "SELECT track, section FROM draw_rule "
	    "WHERE game = ?1 AND scenario = ?2 AND (side IS NULL OR side = ?3) "
	    "AND kind = ?4 AND (except_chit IS NULL OR except_chit != ?5)", -1,
	    &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, c->side, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, c->kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, c->id, -1, SQLITE_STATIC);
	while (!ignored && sqlite3_step(st) == SQLITE_ROW) {
		const char *track = (const char *)sqlite3_column_text(st, 0);

		for (k = 0; k < s->ntracks; k++)
			if (strcmp(s->tracks[k].id, track) == 0 &&
			    s->tracks[k].value != 0) {
				reply_line(r, "  Ignored: %s is on (%s); `track %s "
				    "off` once it ends.", s->tracks[k].name,
				    (const char *)sqlite3_column_text(st, 1),
				    s->tracks[k].id);
				ignored = 1;
			}
	}
	sqlite3_finalize(st);
	return ignored;
}

int
cup_draw(struct session *s, const char *typed, const char *brigade,
    const char *roll, struct reply *r)
{
	struct chit_state	*c;
	char			 text[256], side[64];
	int			 n, negated = CUP(s)->negate_next, rc;

	if ((n = cup_count(s, CHIT_CUP, NULL)) == 0)
		return reply_fail(r, "the cup is empty: `next` goes on to the End "
		    "Turn Phase");
	if (cup_count(s, CHIT_POOL, NULL) > 0)
		return reply_fail(r, "the cup is not built yet: finish the Command "
		    "Decision Phase first (`next`)");
	if (typed != NULL) {
		/* Naming the chit pulled records a physical cup.  In a shared
		 * campaign the cup is the server's: a side's terminal naming
		 * it would choose its own draw. */
		if (s->actor[0] != '\0' && strcmp(s->actor, "umpire") != 0)
			return reply_fail(r, "a side's terminal draws at random "
			    "(`draw`): naming the chit pulled is for the umpire "
			    "recording a physical cup");
		if ((c = cup_find(s, typed, CHIT_CUP, NULL, r)) == NULL)
			return -1;
	} else {
		int i, k = (int)rng_below(s->rng, (uint32_t)n);

		for (i = 0, c = NULL; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0 && k-- == 0)
				c = &CUP(s)->chits[i];
		/* 21.3f: a chit the scenario makes the turn's first pull, while
		 * nothing has been drawn yet this turn. */
		if (CUP(s)->nactive == 0 && cup_count(s, CHIT_DISCARD, NULL) == 0 &&
		    cup_count(s, CHIT_HAND, NULL) == 0 &&
		    cup_count(s, CHIT_TRACK, NULL) == 0)
			for (i = 0; i < CUP(s)->nchits; i++)
				if (CUP(s)->chits[i].first_pull == s->turn &&
				    strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0) {
					c = &CUP(s)->chits[i];
					reply_line(r, "%s is the first chit drawn this "
					    "turn (the scenario says so).", c->name);
				}
	}
	if (c->pending) {
		/* 10.5c: the casualty's Replacement was waiting beside the cup. */
		struct chit_state *other = NULL;
		int i;

		for (i = 0; i < CUP(s)->nchits; i++)
			if ((*c->replaces && strstr(c->id, "replacement") != NULL &&
			    strcmp(CUP(s)->chits[i].id, c->replaces) == 0) ||
			    strcmp(CUP(s)->chits[i].replaces, c->id) == 0)
				other = &CUP(s)->chits[i];
		if (other != NULL) {
			reply_line(r, "Drew: %s, a casualty: swapped for %s before "
			    "anything else (%s).", c->name, other->name,
			    rules_cite(s->rules, s->game, "cup.casualty-swap"));
			if (swap_chits(s, c, other, r) != 0)
				return -1;
			c = other;
		}
	}
	if (roll != NULL && strcmp(c->kind, "division") == 0) {
		/* A typed roll is checked before anything is drawn. */
		struct dice d6 = { 1, 6, 0 };
		struct roll die;
		char err[160];

		if (dice_read(&d6, roll, &die, err, sizeof err) != 0)
			return reply_fail(r, "%s. Nothing recorded", err);
	}
	if (brigade != NULL && strcmp(c->kind, "division") == 0) {
		/* Check the named brigade before anything is drawn. */
		char ids[32][48], store[32][64];
		const char *names[32];
		int n = brigades_in_play(s, *c->replaces ? c->replaces : c->id,
		    ids, names, store, 32), i;

		if (name_match(brigade, names, NULL, n) < 0) {
			struct buf b;

			buf_init(&b);
			for (i = 0; i < n; i++)
				buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
			reply_fail(r, "\"%s\" is not an unactivated brigade of %s: "
			    "expected one of %s", brigade, c->name, n ?
			    buf_str(&b) : "(none left)");
			buf_free(&b);
			return -1;
		}
	} else if (brigade != NULL)
		return reply_fail(r, "%s is not a Division chit: only a Division "
		    "chit's draw names a brigade", c->name);
	cup_side_name(s, c->side, side, sizeof side);
	cup_mark_drawn();
	json_object_set_new(r->json, "drawn", json_pack("{s:s, s:s, s:s}", "chit",
	    strcmp(c->kind, "event") == 0 && !session_may_see(s, c->side) ?
	    "hidden" : c->id, "kind", c->kind, "side", c->side));
	if (strcmp(c->kind, "event") == 0 && !session_may_see(s, c->side))
		reply_line(r, "Drew: a %s Event chit (its face is hidden from "
		    "this view)", side);
	else
		reply_line(r, "Drew: %s (%s%s%s)%s", c->name, c->kind, *c->side ?
		    ", " : "", *c->side ? side : "", typed == NULL ? "" :
		    " - pulled from your cup");
	if (draw_ignored(s, c, r)) {
		snprintf(text, sizeof text, "Drew %s: ignored", c->name);
		return cup_move_chit(s, c, CHIT_DISCARD, 0, negated, NULL, text);
	}
	if (negated && strcmp(c->kind, "division") != 0) {
		char *by = rules_text(s->rules, "SELECT name FROM chit WHERE "
		    "game = ?1 AND effect = 'negate-next' LIMIT 1", s->game, NULL);

		reply_line(r, "  Negated by %s: discarded with no effect (%s).",
		    by != NULL ? by : "a wild chit", rules_cite(s->rules, s->game,
		    "cup.negated"));
		free(by);
		snprintf(text, sizeof text, "Drew %s: negated", c->name);
		return cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text);
	}
	if (strcmp(c->kind, "event") == 0) {
		snprintf(text, sizeof text, "Drew %s (Event): to the %s player",
		    c->name, side);
		rc = cup_move_chit(s, c, CHIT_HAND, c->key, 0, c->side, text);
		reply_line(r, "  Handed to the %s player: play it now, hold it "
		    "face down, or (Grand Battle) commit it (%s).", side,
		    rules_cite(s->rules, s->game, "cup.event-drawn"));
		return rc;
	}
	if (strcmp(c->kind, "wild") == 0) {
		char *effect = rules_text(s->rules, "SELECT effect FROM chit "
		    "WHERE game = ?1 AND id = ?2", s->game, c->id);
		int negates = effect != NULL && strcmp(effect, "negate-next") == 0;
		int ends = effect != NULL && strcmp(effect, "end-draws") == 0;

		free(effect);
		snprintf(text, sizeof text, "Drew %s", c->name);
		if (negates) {
			reply_line(r, "  The next chit drawn is negated (%s).",
			    rules_cite(s->rules, s->game, "cup.negated"));
			return cup_move_chit(s, c, CHIT_DISCARD, 0, 1, NULL, text);
		}
		if (ends) {
			char why[128];
			int i;

			reply_line(r, "  Exhaustion: no more chits this turn; the "
			    "Broken Track still moves and VP still count (%s).",
			    rules_cite(s->rules, s->game, "cup.exhaustion"));
			if (cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
				return -1;
			snprintf(why, sizeof why, "Cancelled by %s", c->name);
			for (i = 0; i < CUP(s)->nchits; i++)
				if (strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0 &&
				    cup_move_chit(s, &CUP(s)->chits[i], CHIT_DISCARD,
				    0, 0, "umpire", why) != 0)
					return -1;
			return 0;
		}
		if (cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
			return -1;
		return fog_of_war(s, roll, r);
	}
	if (strcmp(c->kind, "division") == 0) {
		snprintf(text, sizeof text, "Drew %s (Division)", c->name);
		if (cup_move_chit(s, c, CHIT_HAND, 0, 0, NULL, text) != 0)
			return -1;
		return draw_division(s, c, negated, brigade, roll, r);
	}
	snprintf(text, sizeof text, "Drew %s (CIC): to the %s player", c->name,
	    side);
	reply_line(r, "  The %s player activates any brigade with it now, or "
	    "holds it (%s): `play %s` or `hold %s`.", side, rules_cite(s->rules, s->game, "cup.cic"),
	    c->id, c->id);
	return cup_move_chit(s, c, CHIT_HAND, 0, 0, NULL, text);
}
