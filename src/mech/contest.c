/* Combat that compares totals (Bloodiest Day 8.4-8.6): each side's value
 * is a sum of terms from the Offensive and Defensive Value charts, each
 * side rolls, and OT - DT is the number of points inflicted.  The terms,
 * inputs and outcomes are data (contest, contest_input, contest_term,
 * contest_outcome), evaluated by SQLite with the inputs as named
 * parameters, so every component is shown with the rule it comes from. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/expr.h"
#include "adj/mech/contest.h"
#include "adj/mech/impulse.h"
#include "adj/prompt.h"
#include "adj/reroll.h"
#include "adj/text.h"
#include "adj/dice.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/prepare.h"

#define CIN_MAX	24

struct cin {
	char	 id[24];
	char	 name[96];
	char	 party[4];
	int	 flag;
	int	 has;		/* a value (given or default) */
	double	 v;
	int	 has_lo, has_hi;
	double	 lo, hi;
};

struct contest {
	char	 id[48];
	char	 name[96];
	char	 dice[12];
	char	 attacker[32];
	char	 points[48];
	char	 tally[48];
	char	 section[24];
	struct cin in[CIN_MAX];
	int	 nin;
	/* the totals, once rolled */
	double	 ov, dv;
	int	 ar, dr;
};

int
contest_resolve(sqlite3 *db, const char *game, const char *typed, char *id,
    size_t len)
{
	sqlite3_stmt	*st;
	char		 ids[16][48];
	const char	*p[16];
	int		 n = 0, hit;

	if (sql_prepare(db, "SELECT id FROM contest WHERE game = ?1 ORDER "
	    "BY rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	while (n < 16 && sqlite3_step(st) == SQLITE_ROW) {
		data_text(ids[n], sizeof ids[n], st, 0);
		p[n] = ids[n];
		n++;
	}
	sqlite3_finalize(st);
	hit = name_match(typed, p, NULL, n);
	if (hit < 0)
		return -1;
	snprintf(id, len, "%s", ids[hit]);
	return 0;
}

static int
load(sqlite3 *db, const char *game, const char *id, struct contest *c)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(c, 0, sizeof *c);
	if (sql_prepare(db, "SELECT id, name, dice, COALESCE(attacker, "
	    "''), points, COALESCE(tally, ''), section FROM contest WHERE game "
	    "= ?1 AND id = ?2", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
#define COL(i, f) snprintf(c->f, sizeof c->f, "%s", \
		    (const char *)sqlite3_column_text(st, i))
		COL(0, id);
		COL(1, name);
		COL(2, dice);
		COL(3, attacker);
		COL(4, points);
		COL(5, tally);
		COL(6, section);
#undef COL
	}
	sqlite3_finalize(st);
	if (!found)
		return -1;
	if (sql_prepare(db, "SELECT id, name, party, flag, dflt, lo, hi "
	    "FROM contest_input WHERE game = ?1 AND contest = ?2 ORDER BY pos",
	    -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	while (c->nin < CIN_MAX && sqlite3_step(st) == SQLITE_ROW) {
		struct cin *in = &c->in[c->nin++];

		data_text(in->id, sizeof in->id, st, 0);
		data_text(in->name, sizeof in->name, st, 1);
		data_text(in->party, sizeof in->party, st, 2);
		in->flag = sqlite3_column_int(st, 3);
		if ((in->has = sqlite3_column_type(st, 4) != SQLITE_NULL))
			in->v = sqlite3_column_double(st, 4);
		if ((in->has_lo = sqlite3_column_type(st, 5) != SQLITE_NULL))
			in->lo = sqlite3_column_double(st, 5);
		if ((in->has_hi = sqlite3_column_type(st, 6) != SQLITE_NULL))
			in->hi = sqlite3_column_double(st, 6);
	}
	sqlite3_finalize(st);
	return 0;
}

static void
list_inputs(struct contest *c, struct buf *b)
{
	int	 i;

	for (i = 0; i < c->nin; i++)
		buf_printf(b, "%s%s%s", i ? ", " : "", c->in[i].id,
		    c->in[i].flag ? "" : "=N");
}

/* Evaluate an expression with the inputs and totals bound.  1 with the
 * value, 0 when it is NULL (an input it needs was not given), -1 when the
 * rules data is bad. */
static int
eval(sqlite3 *db, struct contest *c, const char *expr, double *out)
{
	sqlite3_stmt	*st;
	char		 name[32];
	int		 i, j, rc = -1;

	if ((st = expr_prepare(db, expr)) == NULL)
		return -1;
	for (i = 0; i < c->nin; i++) {
		snprintf(name, sizeof name, ":%s", c->in[i].id);
		if ((j = sqlite3_bind_parameter_index(st, name)) > 0 &&
		    c->in[i].has)
			sqlite3_bind_double(st, j, c->in[i].v);
	}
#define BIND(n, v) if ((j = sqlite3_bind_parameter_index(st, n)) > 0) \
	    sqlite3_bind_double(st, j, v)
	BIND(":ov", c->ov);
	BIND(":dv", c->dv);
	BIND(":att_roll", c->ar);
	BIND(":def_roll", c->dr);
	BIND(":ot", c->ov + c->ar);
	BIND(":dt", c->dv + c->dr);
	BIND(":diff", c->ov + c->ar - c->dv - c->dr);
#undef BIND
	if (expr_step(st, expr) == SQLITE_ROW) {
		if (sqlite3_column_type(st, 0) == SQLITE_NULL)
			rc = 0;
		else {
			*out = sqlite3_column_double(st, 0);
			rc = 1;
		}
	}
	expr_done(st);
	return rc;
}

/* The inputs an expression names that were not given. */
static void
missing_in(struct contest *c, const char *expr, struct buf *b)
{
	char	 name[32];
	int	 i;

	for (i = 0; i < c->nin; i++) {
		snprintf(name, sizeof name, ":%s", c->in[i].id);
		if (!c->in[i].has && strstr(expr, name) != NULL)
			buf_printf(b, "%s%s=N", b->len ? " " : "", c->in[i].id);
	}
}

/* One side's value, term by term. */
static int
value(sqlite3 *db, const char *game, struct contest *c, const char *party,
    double *total, struct reply *r, json_t *terms)
{
	sqlite3_stmt	*st;
	int		 rc = 0, shown = 0;

	*total = 0;
	if (sql_prepare(db, "SELECT name, expr, cond, section, note "
	    "FROM contest_term WHERE game = ?1 AND contest = ?2 AND party = ?3 "
	    "ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, c->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, party, -1, SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		const char *expr = (const char *)sqlite3_column_text(st, 1);
		const char *cond = (const char *)sqlite3_column_text(st, 2);
		const char *sec = (const char *)sqlite3_column_text(st, 3);
		const char *note = (const char *)sqlite3_column_text(st, 4);
		double v, on = 1;
		int e;

		if (cond != NULL && (e = eval(db, c, cond, &on)) != 1) {
			if (e < 0)
				rc = -1;
			continue;	/* a condition on an ungiven input */
		}
		if (!on)
			continue;
		if ((e = eval(db, c, expr, &v)) != 1) {
			struct buf b;

			buf_init(&b);
			missing_in(c, expr, &b);
			rc = e < 0 ? -1 : reply_fail(r, "the %s needs %s (%s)",
			    c->name, buf_str(&b), name);
			buf_free(&b);
			break;
		}
		if (v == 0 && shown > 0)
			continue;	/* adds nothing: not worth a line */
		shown++;
		*total += v;
		reply_line(r, "    %+3g  %s (%s)", v, name, sec);
		if (note != NULL)
			reply_line(r, "          %s", note);
		json_array_append_new(terms, xjson_pack("{s:s, s:f, s:s}",
		    "term", name, "value", v, "section", sec));
	}
	sqlite3_finalize(st);
	return rc;
}

static int
parse_inputs(struct contest *c, int argc, char **argv, char *by, size_t blen,
    const char **roll, int *odds, struct reply *r)
{
	int	 i, k;

	for (i = 0; i < argc; i++) {
		char key[32], *eq = strchr(argv[i], '='), *end;
		const char *val = eq != NULL ? eq + 1 : NULL;
		int found = -1;

		if (strcmp(argv[i], "?") == 0) {
			*odds = 1;
			continue;
		}
		snprintf(key, sizeof key, "%.*s", eq != NULL ? (int)(eq -
		    argv[i]) : (int)strlen(argv[i]), argv[i]);
		if (strcasecmp(key, "roll") == 0 && val != NULL) {
			*roll = val;
			continue;
		}
		if (strcasecmp(key, "by") == 0 && val != NULL) {
			snprintf(by, blen, "%s", val);
			continue;
		}
		for (k = 0; k < c->nin; k++)
			if (strcasecmp(c->in[k].id, key) == 0)
				found = k;
		if (found < 0) {
			struct buf b;

			buf_init(&b);
			list_inputs(c, &b);
			reply_fail(r, "the %s has no input \"%s\": expected %s, "
			    "roll=A,D, by=SIDE or ?", c->name, key, buf_str(&b));
			buf_free(&b);
			return -1;
		}
		if (val == NULL && !c->in[found].flag)
			return reply_fail(r, "%s needs a number: %s=N (%s)", key,
			    key, c->in[found].name);
		if (val == NULL) {
			c->in[found].v = 1;
			c->in[found].has = 1;
			continue;
		}
		c->in[found].v = strtod(val, &end);
		if (*val == '\0' || *end != '\0' || (c->in[found].has_lo &&
		    c->in[found].v < c->in[found].lo) || (c->in[found].has_hi &&
		    c->in[found].v > c->in[found].hi)) {
			char range[64] = "";

			if (c->in[found].has_lo && c->in[found].has_hi)
				snprintf(range, sizeof range, " from %g to %g",
				    c->in[found].lo, c->in[found].hi);
			return reply_fail(r, "%s=%s: expected a number%s (%s)",
			    key, val, range, c->in[found].name);
		}
		c->in[found].has = 1;
	}
	return 0;
}

/* The two rolls: typed as roll=A,D, asked at a prompt, or rolled. */
static int
rolls(struct session *s, struct contest *c, const char *typed,
    struct reply *r, int *typed_out)
{
	struct dice	 d;
	struct roll	 rl;
	char		 err[160], a[32] = "", b[32] = "", *ask;
	int		 i;

	if (dice_parse(c->dice, &d, err, sizeof err) != 0)
		return reply_fail(r, "the rules data has bad dice: %s", err);
	*typed_out = 0;
	if (typed != NULL) {
		const char *comma = strchr(typed, ',');

		if (comma == NULL)
			return reply_fail(r, "roll=%s: expected roll=A,D (the "
			    "attacker's roll, then the defender's)", typed);
		snprintf(a, sizeof a, "%.*s", (int)(comma - typed), typed);
		snprintf(b, sizeof b, "%s", comma + 1);
	} else if (s->ask != NULL) {
		for (i = 0; i < 2; i++) {
			if (prompt_ask(s->ask, s->ask_arg, r, i == 0 ?
			    "Attacker's roll? (Enter for dice, or type it) > " :
			    "Defender's roll? (Enter for dice, or type it) > ",
			    prompt_roll, &d, &ask) != 0)
				return -1;
			snprintf(i == 0 ? a : b, 32, "%s", ask);
			free(ask);
		}
	}
	for (i = 0; i < 2; i++) {
		const char *t = i == 0 ? a : b;
		int *out = i == 0 ? &c->ar : &c->dr;

		if (*t != '\0') {
			if (dice_read(&d, t, &rl, err, sizeof err) != 0)
				return reply_fail(r, "%s. Nothing recorded", err);
			*typed_out = 1;
		} else
			dice_roll(&d, s->rng, &rl);
		*out = rl.total;
	}
	return 0;
}

/* The outcomes of each group for the current totals; NULL json when only
 * counting (the odds). */
static int
outcomes(sqlite3 *db, const char *game, struct contest *c, struct reply *r,
    json_t *list, char *first_label)
{
	sqlite3_stmt	*st;
	char		 grp[48] = "";
	int		 done = 0, rc = 0;

	if (sql_prepare(db, "SELECT grp, cond, label, effect, section "
	    "FROM contest_outcome WHERE game = ?1 AND contest = ?2 ORDER BY "
	    "(SELECT MIN(rowid) FROM contest_outcome o WHERE o.game = ?1 AND "
	    "o.contest = ?2 AND o.grp = contest_outcome.grp), pos", -1, &st,
	    NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, c->id, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *g = (const char *)sqlite3_column_text(st, 0);
		const char *cond = (const char *)sqlite3_column_text(st, 1);
		const char *label = (const char *)sqlite3_column_text(st, 2);
		const char *effect = (const char *)sqlite3_column_text(st, 3);
		double on = 0;
		int e;

		if (strcmp(g, grp) != 0) {
			snprintf(grp, sizeof grp, "%s", g);
			done = 0;
		}
		if (done)
			continue;
		if ((e = eval(db, c, cond, &on)) < 0) {
			rc = -1;
			break;
		}
		if (e == 0) {
			struct buf b;

			done = 1;
			if (r == NULL)
				continue;
			buf_init(&b);
			missing_in(c, cond, &b);
			reply_line(r, "  %s: not tested (give %s)", g,
			    buf_str(&b));
			json_array_append_new(list, xjson_pack("{s:s, s:n}",
			    "group", g, "label"));
			buf_free(&b);
			continue;
		}
		if (!on)
			continue;
		done = 1;
		if (first_label != NULL && *first_label == '\0')
			snprintf(first_label, 64, "%s", label);
		if (first_label != NULL && r == NULL)
			break;
		if (r == NULL)
			continue;
		reply_line(r, "  %s%s%s (%s)", label, effect != NULL ? ": " : "",
		    effect != NULL ? effect : "", (const char *)
		    sqlite3_column_text(st, 4));
		json_array_append_new(list, xjson_pack("{s:s, s:s, s:s?}", "group",
		    g, "label", label, "effect", effect));
	}
	sqlite3_finalize(st);
	return rc;
}

/* The chance of each result of the first group, over both rolls. */
static int
odds(sqlite3 *db, const char *game, struct contest *c, struct reply *r)
{
	struct dice	 d;
	uint64_t	 ways[64], total, n[16] = { 0 };
	char		 err[96], labels[16][64];
	int		 lo, hi, a, b, nl = 0, i;
	json_t		*o = json_object();

	if (dice_parse(c->dice, &d, err, sizeof err) != 0)
		return -1;
	total = dice_ways(&d, ways, 64);
	lo = dice_min(&d);
	hi = dice_max(&d);
	for (a = lo; a <= hi; a++)
		for (b = lo; b <= hi; b++) {
			char label[64] = "";

			c->ar = a;
			c->dr = b;
			if (outcomes(db, game, c, NULL, NULL, label) != 0)
				return -1;
			if (label[0] == '\0')
				snprintf(label, sizeof label, "(no result)");
			for (i = 0; i < nl; i++)
				if (strcmp(labels[i], label) == 0)
					break;
			if (i == nl && nl < 16)
				snprintf(labels[nl++], sizeof labels[0], "%s",
				    label);
			if (i < 16)
				n[i] += ways[a - lo] * ways[b - lo];
		}
	reply_line(r, "Before rolling, over both %s rolls:", c->dice);
	for (i = 0; i < nl; i++) {
		reply_line(r, "  %-24s %6.2f%%  (%llu in %llu)", labels[i],
		    100.0 * (double)n[i] / (double)(total * total),
		    (unsigned long long)n[i], (unsigned long long)(total *
		    total));
		json_object_set_new(o, labels[i], xjson_pack("{s:I, s:I}", "ways",
		    (json_int_t)n[i], "of", (json_int_t)(total * total)));
	}
	json_object_set_new(r->json, "odds", o);
	return 0;
}

/* The points inflicted go on the attacker's tally.  A combat rolled again
 * after a reroll replaces the old result: the old points come off, and
 * only the new ones count (they also break ties at the end). */
static int
tally(struct session *s, struct contest *c, const char *side, double diff,
    int64_t rerolls, json_t *old, struct reply *r)
{
	const char	*was = json_text(old, "attacker");
	double		 before = json_number_value(json_object_get(old, "diff"));
	int		 take = 0, add = diff > 0 && side[0] != '\0' ? (int)diff : 0;
	char		 why[160];
	struct event_source src = { .kind = SOURCE_MECH,
			    .name = mech_contest.name, .id = c->id };

	if (c->tally[0] == '\0')
		return 0;
	if (rerolls > 0) {
		take = before > 0 && was[0] != '\0' ? (int)before : 0;
		reply_line(r, "  This roll replaces roll #%lld (%g %s): its "
		    "result no longer counts.", (long long)rerolls, before,
		    c->points);
	}
	snprintf(why, sizeof why, "%s%s", c->name, rerolls > 0 ?
	    ", rolled again" : "");
	if (take > 0 && strcmp(was, side) == 0) {
		add -= take;
		take = 0;
	}
	if ((take > 0 && session_side_track_add(s, c->tally, was, -take, why,
	    &src, r) != 0) || (add != 0 && session_side_track_add(s, c->tally,
	    side, add, why, &src, r) != 0))
		return reply_fail(r, "cannot record the points inflicted");
	if (diff > 0 && side[0] == '\0')
		reply_line(r, "  (say by=SIDE to credit the points to the "
		    "attacker)");
	return 0;
}

int
contest_run(struct session *s, const char *id, int argc, char **argv,
    struct reply *r)
{
	struct contest	 c;
	char		 by[32] = "", side[32] = "", text[320], what[160];
	const char	*roll = NULL;
	json_t		*aterms = json_array(), *dterms = json_array(),
			*outs = json_array(), *ins = json_object(), *ev,
			*old = NULL;
	int64_t		 rerolls = 0;
	int		 want_odds = 0, typed = 0, i, rc = -1;
	double		 diff;

	if (load(s->rules, s->game, id, &c) != 0) {
		reply_fail(r, "no combat \"%s\" in %s", id, s->game_title);
		goto out;
	}
	if (parse_inputs(&c, argc, argv, by, sizeof by, &roll, &want_odds, r) !=
	    0)
		goto out;
	/* An impulse spent activating a leader holds nothing else; the odds
	 * may still be asked. */
	if (!want_odds && impulse_may_act(s, c.name, r) != 0)
		goto out;
	/* A reroll of a combat waits for that combat entered again. */
	if (!want_odds && (rerolls = reroll_pending(s, "contest", &old)) >
	    0 && strcmp(json_text(old, "contest"), c.id) != 0) {
		reply_fail(r, "roll #%lld was rerolled: enter that combat "
		    "(%s) again first, and its new roll replaces the old",
		    (long long)rerolls, json_text(old, "contest"));
		goto out;
	}
	/* Who attacks: the rules' side, by=, or whose impulse it is. */
	if (c.attacker[0] != '\0')
		snprintf(side, sizeof side, "%s", c.attacker);
	else if (by[0] != '\0') {
		if (session_side(s, by, side, sizeof side) != 0) {
			/* The game's own sides, listed from its data. */
			session_side_refused(s, by, r);
			goto out;
		}
	} else if (impulse_now(s) != NULL)
		snprintf(side, sizeof side, "%s", impulse_now(s)->side);
	reply_line(r, "%s (%s %s)%s%s", c.name, s->tag, c.section,
	    side[0] ? ": attacker " : "", side[0] ? session_side_name(s, side) :
	    "");
	reply_line(r, "  Offensive Value:");
	if (value(s->rules, s->game, &c, "att", &c.ov, r, aterms) != 0)
		goto bad;
	reply_line(r, "    = %g", c.ov);
	reply_line(r, "  Defensive Value:");
	if (value(s->rules, s->game, &c, "def", &c.dv, r, dterms) != 0)
		goto bad;
	reply_line(r, "    = %g", c.dv);
	if (want_odds) {
		if (odds(s->rules, s->game, &c, r) != 0)
			goto bad;
		json_object_set_new(r->json, "ov", json_real(c.ov));
		json_object_set_new(r->json, "dv", json_real(c.dv));
		rc = 0;
		goto out;
	}
	if (rolls(s, &c, roll, r, &typed) != 0)
		goto out;
	diff = c.ov + c.ar - c.dv - c.dr;
	reply_line(r, "  OT = %g + roll %d = %g; DT = %g + roll %d = %g%s",
	    c.ov, c.ar, c.ov + c.ar, c.dv, c.dr, c.dv + c.dr, typed ?
	    " (real dice)" : "");
	reply_line(r, "  OT - DT = %g %s", diff, c.points);
	if (outcomes(s->rules, s->game, &c, r, outs, NULL) != 0)
		goto bad;
	for (i = 0; i < c.nin; i++)
		if (c.in[i].has)
			json_object_set_new(ins, c.in[i].id, json_real(c.in[i].v));
	ev = xjson_pack("{s:s, s:s, s:O, s:f, s:f, s:i, s:i, s:f, s:f, s:f, "
	    "s:O, s:O, s:O, s:b}", "contest", c.id, "attacker", side, "inputs",
	    ins, "ov", c.ov, "dv", c.dv, "att_roll", c.ar, "def_roll", c.dr,
	    "ot", c.ov + c.ar, "dt", c.dv + c.dr, "diff", diff, "att_terms",
	    aterms, "def_terms", dterms, "outcomes", outs, "typed", typed);
	if (rerolls > 0)
		json_object_set_new(ev, "rerolls", json_integer(rerolls));
	snprintf(text, sizeof text, "%s: OT %g (roll %d) vs DT %g (roll %d): "
	    "%g %s", c.name, c.ov + c.ar, c.ar, c.dv + c.dr, c.dr, diff,
	    c.points);
	if (session_record(s, "contest", text, json_deep_copy(ev)) != 0) {
		json_decref(ev);
		reply_fail(r, "cannot record the combat");
		goto out;
	}
	json_object_update(r->json, ev);
	json_decref(ev);
	/* A combat by the side whose impulse it is: that impulse acted. */
	snprintf(what, sizeof what, "a combat was fought (%s)", c.name);
	if (impulse_acted(s, side, what) != 0) {
		reply_fail(r, "cannot record the impulse");
		goto out;
	}
	if (tally(s, &c, side, diff, rerolls, old, r) != 0)
		goto out;
	rc = 0;
	goto out;
bad:
	if (r->ok)
		reply_fail(r, "the rules data for the %s is malformed: `adjutant "
		    "rules check` says where", c.name);
out:
	json_decref(aterms);
	json_decref(dterms);
	json_decref(outs);
	json_decref(ins);
	json_decref(old);
	return rc;
}

void
contest_help(sqlite3 *db, const char *game, const char *id, struct buf *b)
{
	sqlite3_stmt	*st, *in;

	if (sql_prepare(db, "SELECT id, name, help, section, points "
	    "FROM contest WHERE game = ?1 AND (?2 IS NULL OR id = ?2) ORDER BY "
	    "rowid", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	if (id != NULL)
		sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		buf_printf(b, "%s%s: %s (%s); both sides roll, OT - DT is the "
		    "%s.\n  %s.\n", b->len ? "\n" : "", sqlite3_column_text(st, 0),
		    sqlite3_column_text(st, 1), sqlite3_column_text(st, 3),
		    sqlite3_column_text(st, 4), sqlite3_column_text(st, 2));
		/* Needed: no default, and a term reads it (the others only
		 * decide an outcome, reported untested without them). */
		if (sql_prepare(db, "SELECT id, name, party, flag, dflt "
		    "IS NULL AND EXISTS (SELECT 1 FROM contest_term t WHERE "
		    "t.game = ?1 AND t.contest = ?2 AND t.expr LIKE '%:' || "
		    "contest_input.id || '%') FROM contest_input WHERE game = ?1 "
		    "AND contest = ?2 ORDER BY pos", -1, &in, NULL) != SQLITE_OK)
			continue;
		sqlite3_bind_text(in, 1, game, -1, SQLITE_STATIC);
		sqlite3_bind_text(in, 2, (const char *)sqlite3_column_text(st,
		    0), -1, SQLITE_STATIC);
		while (sqlite3_step(in) == SQLITE_ROW) {
			char key[48];

			snprintf(key, sizeof key, "%s%s",
			    sqlite3_column_text(in, 0), sqlite3_column_int(in,
			    3) ? "" : "=N");
			buf_printf(b, "    %-10s %s %s%s\n", key,
			    strcmp((const char *)sqlite3_column_text(in, 2),
			    "att") == 0 ? "attacker:" : "defender:",
			    sqlite3_column_text(in, 1), sqlite3_column_int(in,
			    4) ? " (needed)" : "");
		}
		sqlite3_finalize(in);
		buf_printf(b, "    roll=A,D   the two rolls, attacker first "
		    "(else rolled for you)\n    by=SIDE    who attacks, when it "
		    "is not whose impulse it is\n    ?          the odds of each "
		    "result before rolling\n");
	}
	sqlite3_finalize(st);
}

/* No state: each combat is worked out from the rules and recorded. */
const struct mech mech_contest = {
	.name = "contest",
	.what = "combat by totals",
};
