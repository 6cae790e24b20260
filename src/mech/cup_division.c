/* A Division chit drawn (Longstreet Attacks 10.7): its owner rolls one
 * die against the chit's Command Rating before choosing the brigade, then
 * chooses any one brigade of the division not yet activated this turn;
 * negated by Fortunes of War (10.5a) the brigade he chooses is marked
 * without acting.  The chit goes back into the cup while brigades remain.
 *
 * At a table the prompt asks which brigade, and a script picks at random
 * and says so.  In a shared campaign nobody can be asked on the server,
 * and picking would choose behind the owner's back: the draw records the
 * roll and a 'brigade-owed' event, the chit waits in the owner's hand, and
 * the game waits (cup_owed) for the owner's `brigade` or the umpire's
 * `force brigade`.  The chit moving on ends the wait (cup_mech.c). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/lookup.h"
#include "adj/mech/cup.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "cup_internal.h"

/* The brigades c may still activate: its division's not yet activated
 * this turn (a Replacement chit commands the same division, 10.5c). */
static int
division_brigades(struct session *s, struct chit_state *c, char ids[][48],
    const char **names, char store[][64], int max)
{
	return cup_brigades(s, *c->replaces ? c->replaces : c->id, NULL, ids,
	    names, store, max);
}

/* The brigade typed among them: its index, or -1 with r failed naming
 * those expected.  A brigade the scenario counts as another is that one
 * (said in r when say). */
static int
division_match(struct session *s, struct chit_state *c, const char *typed,
    const char **names, int n, int say, struct reply *r)
{
	struct buf	 b;
	char		 as[64], why[160] = "";
	const char	*is;
	int		 i, pick;

	if ((pick = name_match(typed, names, NULL, n)) >= 0)
		return pick;
	is = cup_brigade_typed(s, typed, as, sizeof as, why, sizeof why);
	if (is != typed && (pick = name_match(is, names, NULL, n)) >= 0) {
		if (say)
			reply_sentence(r, why);
		return pick;
	}
	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
	reply_fail(r, "\"%s\" is not an unactivated brigade of %s: %s%s"
	    "expected one of %s", typed, c->name, why, why[0] != '\0' ? "; " :
	    "", n ? buf_str(&b) : "(none left)");
	buf_free(&b);
	return -1;
}

/* A typed roll and brigade, checked before anything is drawn. */
static int
division_check(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char		 ids[32][48], store[32][64], err[160];
	const char	*names[32];
	struct dice	 d6 = { 1, 6, 0 };
	struct roll	 die;
	int		 n;

	if (dr->roll != NULL && dice_read(&d6, dr->roll, &die, err,
	    sizeof err) != 0)
		return reply_fail(r, "%s. Nothing recorded", err);
	if (dr->brigade == NULL)
		return 0;
	n = division_brigades(s, c, ids, names, store, 32);
	/* Checked before the draw: the draw itself says what it counts as. */
	return division_match(s, c, dr->brigade, names, n, 0, r) < 0 ? -1 : 0;
}

/* "Hood's Division": the division c commands, named by the data. */
static void
division_name(struct session *s, struct chit_state *c, char *out, size_t len)
{
	char		*name = rules_text(s->rules, "SELECT name FROM formation "
	    "WHERE game = ?1 AND id = ?2", s->game, *c->replaces ? c->replaces :
	    c->id);
	const char	*n = name != NULL ? name : c->name;
	size_t		 l = strlen(n);

	snprintf(out, len, "%s'%s Division", n, l > 0 && n[l - 1] == 's' ?
	    "" : "s");
	free(name);
}

/* Is a Command Event on this general's C&C box this turn? */
static int
cc_committed(struct session *s, struct chit_state *c)
{
	sqlite3_stmt	*st;
	int		 on = 0, k;

	if (sql_prepare(s->rules, "SELECT track FROM command_track WHERE "
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
	char		 err[128], *cell, prompt[256], *line;
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
				/* The player's own copy of the table: a rating
				 * as a d6 reads it, or none. */
				if (num_int(cell, 0, 6, &v) != 0)
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
		if (num_int(line, 1, six, &v) != 0)	/* prompt_number's */
			v = -1;
		free(line);
	}
	return v;
}

/* Which rating c's roll is against this time (the scenario's rating
 * rule: "printed", "lower", "higher"; "none" or "auto" for no roll), and
 * the section saying so. */
static void
division_which(struct session *s, struct chit_state *c, char *which,
    size_t wlen, char *sec, size_t slen)
{
	sqlite3_stmt	*st;
	int		 i, first = 1;

	snprintf(which, wlen, "printed");
	snprintf(sec, slen, "%s", rules_cite(s->rules, s->game,
	    "cup.division"));
	for (i = 0; i < CUP(s)->nactive; i++) {
		char *parent = rules_text(s->rules, "SELECT parent FROM formation "
		    "WHERE game = ?1 AND id = ?2", s->game, CUP(s)->active[i]);

		if (parent != NULL && strcmp(parent, *c->replaces ? c->replaces :
		    c->id) == 0)
			first = 0;
		free(parent);
	}
	if (sql_prepare(s->rules, "SELECT rating, first_only, section "
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
			snprintf(which, wlen, "%s", sqlite3_column_text(st, 0));
			snprintf(sec, slen, "%s", sqlite3_column_text(st, 2));
			break;
		}
		sqlite3_finalize(st);
	}
}

/* Does c's draw roll against a rating now (else it is Full)? */
static int
division_rolls(struct session *s, struct chit_state *c)
{
	char	 which[16], sec[24];

	division_which(s, c, which, sizeof which, sec, sizeof sec);
	return strcmp(which, "none") != 0 && strcmp(which, "auto") != 0;
}

/* 10.7: roll 1d6 against the Command Rating before choosing the brigade.
 * 1 Full, 0 Limited, -1 not known (the rating is on the chit), -2 error. */
static int
division_roll(struct session *s, struct chit_state *c, const char *roll,
    struct reply *r)
{
	char		 which[16], sec[24];
	struct roll	 die;
	int		 cr, bonus;

	division_which(s, c, which, sizeof which, sec, sizeof sec);
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

/* The brigade chosen activates (or, negated, is marked without acting);
 * the chit goes back into the cup while `left` brigades remain. */
static int
division_activate(struct session *s, struct chit_state *c, int negated,
    int full, const char *id, const char *name, int left, struct reply *r)
{
	char	 text[256], mark[96];

	snprintf(mark, sizeof mark, "marked Activated without acting (%s)",
	    rules_cite(s->rules, s->game, "cup.negated"));
	snprintf(text, sizeof text, "%s %s (%s)", name, negated ? mark :
	    full == 1 ? "activated: Full Activation" : full == 0 ?
	    "activated: Limited Activation, Fire Combat only" : "activated "
	    "(Full or Limited: see the roll against the chit's rating)",
	    c->name);
	if (session_record(s, "brigade", text, xjson_pack("{s:s, s:b, s:b}",
	    "brigade", id, "on", 1, "negated", negated != 0)) != 0)
		return -1;
	reply_line(r, "  %s.", text);
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

/* The owner's choice waited for: in a shared campaign, where nobody can
 * be asked, the roll made; at a table, before a question after the draw
 * (its roll, its brigade), so that a cancelled question leaves the chit
 * drawn and waiting rather than drawn and lost (src/cli/checkpoint.c).
 * The event carries what the choice will need (the roll's outcome, or
 * that the roll is still to make, the negation), so a reopened session
 * folds the same wait.  Said in r when given. */
static int
division_owe(struct session *s, struct chit_state *c, int negated, int full,
    int roll_owed, const char **names, int n, struct reply *r)
{
	char		 div[128], side[64], text[512];
	struct buf	 b;
	int		 i, rc;

	/* Waited for so already: nothing new to record. */
	if (strcmp(CUP(s)->owed_chit, c->id) == 0 && CUP(s)->owed_roll ==
	    roll_owed && CUP(s)->owed_full == full && CUP(s)->owed_negated ==
	    negated)
		return 0;
	division_name(s, c, div, sizeof div);
	cup_side_name(s, c->side, side, sizeof side);
	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
	snprintf(text, sizeof text, "The %s player chooses the brigade of %s "
	    "%s%s: one of %s (%s)", side, div, negated ? "to mark Activated "
	    "without acting" : "to activate", roll_owed ? ", after the roll "
	    "against its Command Rating" : "", buf_str(&b),
	    rules_cite(s->rules, s->game, "cup.division"));
	buf_free(&b);
	rc = session_record(s, "brigade-owed", text, xjson_pack("{s:s, s:i, "
	    "s:b, s:b}", "chit", c->id, "full", full, "negated", negated,
	    "roll", roll_owed));
	if (rc != 0)
		return -1;
	if (r != NULL)
		reply_line(r, "  %s; the game waits for it (`brigade BRIGADE`).",
		    text);
	return 0;
}

/* Is the question about to be asked a commit point (a prompt, after a
 * chit drawn at random or dice rolled)?  Then the chit waits for its
 * answer first; a chit named from a physical cup needs no wait, as a
 * cancel takes its whole draw back. */
static int
division_asks_after_chance(struct session *s)
{
	return s->ask != NULL && session_chance(s) != 0;
}

/* The roll c still owes, made now (typed, asked, or rolled): 1 Full, 0
 * Limited, -1 not known, -2 cancelled or refused. */
static int
division_owed_roll(struct session *s, struct chit_state *c, const char *roll,
    struct reply *r)
{
	char		 ids[32][48], store[32][64];
	const char	*names[32];
	int		 n, full;

	n = division_brigades(s, c, ids, names, store, 32);
	/* At a prompt the roll is asked for: waiting for it first. */
	if (division_asks_after_chance(s) && roll == NULL &&
	    division_rolls(s, c) &&
	    division_owe(s, c, 0, -1, 1, names, n, NULL) != 0)
		return -2;
	full = division_roll(s, c, roll, r);
	return full;
}

/* No brigade of c's division is left: the chit is discarded. */
static int
division_none_left(struct session *s, struct chit_state *c, struct reply *r)
{
	char	 text[256];

	reply_line(r, "  No brigade of %s is left to activate: the chit is "
	    "discarded.", c->name);
	snprintf(text, sizeof text, "%s discarded: no brigade left", c->name);
	return cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text);
}

/* The brigade of the chit drawn: typed, asked at the prompt (the choice
 * waited for first, with the roll's outcome), or at random. */
static int
division_settle(struct session *s, struct chit_state *c, int negated,
    int full, const char *typed, int at_random, char *chosen, size_t len,
    struct reply *r)
{
	char		 ids[32][48], store[32][64];
	const char	*names[32];
	int		 n, pick;

	n = division_brigades(s, c, ids, names, store, 32);
	if (n == 0)
		return division_none_left(s, c, r);
	if (typed != NULL) {
		if ((pick = division_match(s, c, typed, names, n, 1, r)) < 0)
			return -1;
	} else if (at_random)
		pick = (int)rng_below(s->rng, (uint32_t)n);
	else {
		if (division_asks_after_chance(s) && division_owe(s, c,
		    negated, full, 0, names, n, NULL) != 0)
			return -1;
		if ((pick = cup_choose(s, negated ? "Brigade marked without "
		    "acting" : "Brigade activated", names, n, NULL, r)) < 0)
			return -1;
	}
	if (chosen != NULL)
		snprintf(chosen, len, "%s", names[pick]);
	return division_activate(s, c, negated, full, ids[pick], names[pick],
	    n - 1, r);
}

/* Drawn: into its owner's hand face up, its roll, then the brigade,
 * chosen now or, in a shared campaign, waited for. */
static int
division_drawn(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char		 ids[32][48], store[32][64], text[256];
	const char	*names[32], *brigade = dr->brigade, *roll = dr->roll;
	int		 n, full = -1, negated = dr->negated;

	snprintf(text, sizeof text, "Drew %s (Division)", c->name);
	if (cup_move_chit(s, c, CHIT_HAND, 0, 0, NULL, text) != 0)
		return -1;
	n = division_brigades(s, c, ids, names, store, 32);
	if (n == 0)
		return division_none_left(s, c, r);
	if (!negated && (full = brigade != NULL ? division_roll(s, c, roll,
	    r) : division_owed_roll(s, c, roll, r)) == -2)
		return -1;
	if (brigade == NULL && session_waits(s) && n > 1)
		return division_owe(s, c, negated, full, 0, names, n, r);
	if (brigade == NULL && session_waits(s)) {
		/* One left: there is nothing to choose. */
		reply_line(r, "  %s is the one brigade of %s left to "
		    "activate.", names[0], c->name);
		return division_activate(s, c, negated, full, ids[0], names[0],
		    0, r);
	}
	/* A script picks at random, and says so (cup_choose). */
	return division_settle(s, c, negated, full, brigade, 0, NULL, 0, r);
}

const struct cup_policy cup_division_policy = {
	.kind = "division",
	.check = division_check,
	.negated = 1,
	.drawn = division_drawn,
};

struct chit_state *
cup_division_owed(struct session *s)
{
	if (CUP(s) == NULL || CUP(s)->owed_chit[0] == '\0')
		return NULL;
	return cup_chit_by_id(s, CUP(s)->owed_chit);
}

void
cup_division_owes(struct session *s, struct owes *b)
{
	struct chit_state	*c = cup_division_owed(s);
	struct owe		 w = { .answer = "brigade BRIGADE" };
	char			 div[128], what[160];

	if (c == NULL)
		return;
	division_name(s, c, div, sizeof div);
	snprintf(what, sizeof what, "brigade of %s", div);
	/* Of its division, for who answers it (`campaign answer
	 * brigade:DIVISION`). */
	w.side = c->side;
	w.what = what;
	w.of = *c->replaces ? c->replaces : c->id;
	owes_put(b, s, &w);
}

int
cup_division_wait(struct session *s, struct reply *r)
{
	return cup_wait(s, cup_division_owes, "`brigade BRIGADE`", r);
}

int
cup_division_choose(struct session *s, const char *typed, const char *roll,
    int at_random, char *chosen, size_t len, struct reply *r)
{
	struct chit_state	*c = cup_division_owed(s);
	int			 full;

	if (c == NULL)
		return reply_fail(r, "no drawn Division chit waits for its "
		    "brigade");
	if (session_may_act(s, c->side, r) != 0)
		return -1;
	full = CUP(s)->owed_full;
	/* A question after the draw was cancelled before the roll: made
	 * now, before the brigade is chosen (10.7). */
	if (CUP(s)->owed_roll && (full = division_owed_roll(s, c, roll, r)) ==
	    -2)
		return -1;
	if (!CUP(s)->owed_roll && roll != NULL)
		return reply_fail(r, "the roll against %s's rating was made "
		    "when it was drawn: roll= has nothing to read", c->name);
	if (typed == NULL && !at_random && s->ask == NULL)
		return reply_fail(r, "usage: brigade BRIGADE [roll=N]");
	return division_settle(s, c, CUP(s)->owed_negated, full, typed,
	    at_random, chosen, len, r);
}

