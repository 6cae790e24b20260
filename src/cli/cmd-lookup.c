/* `lookup TABLE ...`, and the calculators that feed a table: `fire` and
 * `close` work out the strength from the units, then look it up. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/lookup.h"
#include "adj/rules.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/statemachine.h"
#include "adj/prompt.h"
#include "adj/prepare.h"
#include "cli.h"

/* The KEY=VALUE inputs of the command line (not roll=, which the dice
 * show), appended to line as " (cr=4, tem=2)"; 1 when any was. */
static int
inputs_of_line(const char *cmdline, char *line, size_t *n, size_t len)
{
	const char	*p = cmdline, *w, *eq;
	int		 any = 0;

	while (*p != '\0' && *n < len) {
		while (*p == ' ' || *p == '\t')
			p++;
		for (w = p; *p != '\0' && *p != ' ' && *p != '\t'; p++)
			;
		eq = memchr(w, '=', (size_t)(p - w));
		if (eq == NULL || eq == w || strncasecmp(w, "roll=", 5) == 0)
			continue;
		*n += (size_t)snprintf(line + *n, len - *n, "%s%.*s", any ?
		    ", " : " (", (int)(p - w), w);
		any = 1;
	}
	if (any && *n < len)
		*n += (size_t)snprintf(line + *n, len - *n, ")");
	return any;
}

static int
record_lookup(struct cli *c, const char *what, struct reply *r)
{
	json_t	*d;
	char	 line[1024];
	const char *res = json_string_value(json_object_get(r->json,
	    "outcome"));

	json_t	*dice = json_object_get(r->json, "dice");
	size_t	 i, n;

	if (c->s == NULL || json_object_get(r->json, "distribution") != NULL)
		return 0;
	/* The log tells what was looked up with what, the dice and the
	 * result: the inputs as typed, each die, the outcome. */
	n = (size_t)snprintf(line, sizeof line, "%s", what);
	if (c->s->line != NULL)
		inputs_of_line(c->s->line, line, &n, sizeof line);
	if (json_array_size(dice) == 0 && json_is_integer(json_object_get(
	    r->json, "roll")) && n < sizeof line)
		n += (size_t)snprintf(line + n, sizeof line - n, "; roll %lld",
		    (long long)json_integer_value(json_object_get(r->json,
		    "roll")));
	else if (json_array_size(dice) > 0 && n < sizeof line) {
		n += (size_t)snprintf(line + n, sizeof line - n, "; roll");
		for (i = 0; i < json_array_size(dice) && n < sizeof line; i++)
			n += (size_t)snprintf(line + n, sizeof line - n, "%s%lld",
			    i ? "+" : " ", (long long)json_integer_value(
			    json_array_get(dice, i)));
	}
	if (res != NULL && *res && n < sizeof line)
		snprintf(line + n, sizeof line - n, " -> %s", res);
	else if (json_is_object(json_object_get(r->json, "result"))) {
		/* A result in parts (a Cohesion Test's Depletion and
		 * Skedaddle): each part, so the log holds what was rolled. */
		const char *part;
		json_t *v;
		int steps = 0, parts = 0;

		/* The section it was read on (Tough), then each part. */
		json_array_foreach(json_object_get(r->json, "steps"), i, v)
			if (n < sizeof line && json_is_string(json_object_get(v,
			    "entry")))
				n += (size_t)snprintf(line + n, sizeof line - n,
				    "%s%s", steps++ == 0 ? " -> " : ", ",
				    json_string_value(json_object_get(v,
				    "entry")));
		json_object_foreach(json_object_get(r->json, "result"), part,
		    v) {
			if (n >= sizeof line)
				break;
			n += (size_t)snprintf(line + n, sizeof line - n,
			    "%s%s %s", parts++ > 0 ? "; " : steps > 0 ? ": " :
			    " -> ", part, json_is_string(v) ?
			    json_string_value(v) : "-");
		}
	}
	if (json_array_size(json_object_get(r->json, "left_out")) > 0 &&
	    n < sizeof line) {
		/* What was assumed for want of an input (14.3c's odds). */
		json_t *v;

		n += (size_t)snprintf(line + n, sizeof line - n, "; assumed "
		    "none of");
		json_array_foreach(json_object_get(r->json, "left_out"), i, v)
			if (n < sizeof line)
				n += (size_t)snprintf(line + n, sizeof line - n,
				    "%s%s", i ? ", " : " ", json_string_value(v));
	}
	d = json_deep_copy(r->json);
	if (session_record(c->s, "lookup", line, d) != 0)
		return reply_fail(r, "cannot record the lookup");
	return 0;
}

static int
cmd_lookup_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct lookup_req	 q;
	struct lookup_value	*values = NULL;
	char			 game[64], id[64], what[256];
	int			 rc;

	if (argc < 2)
		return reply_fail(r, "usage: lookup TABLE [DIM=VALUE]... "
		    "[MODIFIER]... [roll=N] [?]  (`table list` names them)");
	{
		/* A word may name a table or a state table: an exact name
		 * wins, two prefixes are ambiguous. */
		struct reply	 scratch;
		char		 sm[64];
		int		 is_sm, is_tbl;

		reply_init(&scratch);
		is_tbl = ltable_resolve(c->rules, c->s != NULL ? c->s->game :
		    NULL, argv[1], game, sizeof game, id, sizeof id,
		    &scratch) == 0;
		is_sm = c->s != NULL && statemachine_find(c->rules, c->s->game,
		    argv[1], sm, sizeof sm);
		if (is_tbl && is_sm) {
			if (strcasecmp(argv[1], sm) == 0)
				is_tbl = 0;
			else if (strcasecmp(argv[1], id) != 0) {
				reply_free(&scratch);
				return reply_fail(r, "\"%s\" could be the table "
				    "%s or the state table %s: type more of it",
				    argv[1], id, sm);
			}
		}
		if (is_sm && !is_tbl) {
			reply_free(&scratch);
			if (statemachine_step(c->rules, c->s->game, sm, argc > 2 ?
			    argv[2] : NULL, argc > 3 ? argv[3] : NULL, r) != 0)
				return -1;
			snprintf(what, sizeof what, "Lookup %s %s %s", sm,
			    argv[2], argv[3]);
			return record_lookup(c, what, r);
		}
		if (!is_tbl) {
			reply_fail(r, "%s", buf_str(&scratch.err));
			reply_free(&scratch);
			return -1;
		}
		reply_free(&scratch);
	}
	memset(&q, 0, sizeof q);
	q.game = game;
	q.table = id;
	q.argc = argc - 2;
	q.argv = argv + 2;
	q.rng = &c->rng;
	q.ask = c->interactive && !c->json ? cli_ask_lookup : NULL;
	q.ask_arg = c;
	/* The open game's values, for its tables' substitutions. */
	if (c->s != NULL && strcmp(game, c->s->game) == 0)
		q.nvalues = session_lookup_values(c->s, &values);
	q.values = values;
	rc = lookup_run(c->rules, &q, r, NULL);
	free(values);
	if (rc != 0)
		return -1;
	snprintf(what, sizeof what, "Lookup %s", id);
	return record_lookup(c, what, r);
}

const struct cmd_entry cmd_lookup_entry = {
	.name = "lookup",
	.alias = "l",
	.args = "TABLE:table [DIM=VALUE]... [MODIFIER:modifier]... "
	    "[roll=N] [?]",
	.summary = "look a result up in a table, step by step",
	.example = "lookup TABLE cr=4 roll=3",
	.more = "Give each dimension as DIM=VALUE (a number or an entry "
	    "name), name\n"
	    "modifiers (column shifts, die modifiers) as words, and roll=N for "
	    "real\n"
	    "dice. `?` prints the exact distribution of results instead of "
	    "rolling.\n"
	    "Inputs the rules' formulas need are NAME=N (cr=4, att=7, def=7).",
	.flags = CMD_WRITES | CMD_CAMPAIGN | CMD_ANYONE,
	.exec = cmd_lookup_exec,
};

struct calc {
	char	 tbl[64];
	int	 dim;
	char	 rounding[16];
	double	 minimum;
	int	 has_min;
	char	 below[48];
	char	 otherwise[48];
	char	 section[24];
	char	 name[96];
	int	 versus;		/* attacker less defender */
};

static int
load_calc(struct cli *c, const char *game, const char *id, struct calc *k)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(k, 0, sizeof *k);
	if (sql_prepare(c->rules, "SELECT tbl, dim, rounding, minimum, "
	    "below, otherwise, section, name, versus FROM calculator WHERE "
	    "game = ?1 AND id = ?2", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
		snprintf(k->tbl, sizeof k->tbl, "%s", sqlite3_column_text(st, 0));
		k->dim = sqlite3_column_int(st, 1);
		snprintf(k->rounding, sizeof k->rounding, "%s",
		    sqlite3_column_text(st, 2));
		if ((k->has_min = sqlite3_column_type(st, 3) != SQLITE_NULL))
			k->minimum = sqlite3_column_double(st, 3);
		if (sqlite3_column_type(st, 4) != SQLITE_NULL)
			snprintf(k->below, sizeof k->below, "%s",
			    sqlite3_column_text(st, 4));
		if (sqlite3_column_type(st, 5) != SQLITE_NULL)
			snprintf(k->otherwise, sizeof k->otherwise, "%s",
			    sqlite3_column_text(st, 5));
		snprintf(k->section, sizeof k->section, "%s",
		    sqlite3_column_text(st, 6));
		snprintf(k->name, sizeof k->name, "%s",
		    sqlite3_column_text(st, 7));
		k->versus = sqlite3_column_int(st, 8);
	}
	sqlite3_finalize(st);
	return found ? 0 : -1;
}

/* A strength modifier of the calculator (mul/add), by typed name. */
static int
strength_mod(struct cli *c, const char *game, const char *calc,
    const char *typed, char *kind, double *amount, char *name, size_t nlen,
    char *grp, size_t glen, int *pos, double *least)
{
	sqlite3_stmt	*st;
	const char	*ids[64];
	char		*store[64][4];
	double		 amt[64];
	int		 n = 0, hit, i, at[64];
	double		 low[64];

	/* "x3": the multiple a player reads off his own chart (a range
	 * multiple), applied after the rules' own steps. */
	if (typed[0] == 'x' && typed[1] != '\0') {
		char *end;
		double v = strtod(typed + 1, &end);

		if (*end == '\0' && v > 0 && v <= 20) {
			snprintf(kind, 8, "mul");
			*amount = v;
			snprintf(name, nlen, "x%g", v);
			grp[0] = '\0';
			*pos = 1000000;
			*least = -1;
			return 0;
		}
	}
	if (sql_prepare(c->rules, "SELECT id, name, kind, COALESCE(grp, "
	    "''), amount, pos, COALESCE(at_least, -1) FROM modifier WHERE game "
	    "= ?1 AND tbl = ?2 AND kind IN ('mul', 'add', 'total') ORDER BY "
	    "pos", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, calc, -1, SQLITE_STATIC);
	while (n < 64 && sqlite3_step(st) == SQLITE_ROW) {
		for (i = 0; i < 4; i++)
			store[n][i] = xstrdup((const char *)
			    sqlite3_column_text(st, i));
		ids[n] = store[n][0];
		amt[n] = sqlite3_column_double(st, 4);
		at[n] = sqlite3_column_int(st, 5);
		low[n] = sqlite3_column_double(st, 6);
		n++;
	}
	sqlite3_finalize(st);
	hit = name_match(typed, ids, NULL, n);
	if (hit >= 0) {
		snprintf(kind, 8, "%s", store[hit][2]);
		*amount = amt[hit];
		snprintf(name, nlen, "%s", store[hit][1]);
		snprintf(grp, glen, "%s", store[hit][3]);
		*pos = at[hit];
		*least = low[hit];
	}
	for (i = 0; i < n; i++) {
		free(store[i][0]);
		free(store[i][1]);
		free(store[i][2]);
		free(store[i][3]);
	}
	return hit;
}

/* The length of the plain decimal number a starts with ("-2", "1.5"),
 * or 0: strtod alone would take "nan", "inf", "0x10" and "1e9" too. */
static size_t
decimal_len(const char *a)
{
	size_t	 n = *a == '-' ? 1 : 0, digits = strspn(a + n, "0123456789");

	if (digits == 0)
		return 0;
	n += digits;
	if (a[n] == '.')
		n += 1 + strspn(a + n + 1, "0123456789");
	return a[n] == '\0' || a[n] == '@' ? n : 0;
}

/* One strength modifier as a unit's calculation meets it. */
struct calc_step {
	char	 kind[8];
	char	 name[128];
	double	 amount;
	double	 least;			/* the strength is at least this, or -1 */
	int	 pos;
};

static int
step_cmp(const void *a, const void *b)
{
	const struct calc_step *x = a, *y = b;

	return (x->pos > y->pos) - (x->pos < y->pos);
}

/* A calculator's working: the strength modifiers named alone (for every
 * unit of the party that names them), each party's total, the working
 * said, and the words passed on to the table. */
#define CALC_ALL	16
#define CALC_STEPS	32
#define CALC_PASS	64

struct calc_work {
	struct calc		 k;
	const char		*id;
	struct calc_step	 all[CALC_ALL];
	int			 all_party[CALC_ALL];
	char			 all_grp[CALC_ALL][32];
	int			 nall;
	double			 side_total[2], side_add[2];
	int			 side_units[2];
	struct buf		 adds[2], expl;
	double			 total;
	int			 units;
	char			*pass[CALC_PASS];
	int			 npass;
};

/* Bare strength modifiers: they apply to every unit (of the side whose
 * part of the line names them, for a differential); each is taken out of
 * argv.  0, or -1 when two of one group clash. */
static int
calc_mods_for_all(struct cli *c, struct calc_work *W, int argc, char **argv,
    struct reply *r)
{
	struct calc_step	*st;
	char			 grp[32];
	int			 i, j, party = 0;

	for (i = 1; i < argc; i++) {
		if (W->k.versus && strcasecmp(argv[i], "vs") == 0) {
			party = 1;
			continue;
		}
		if (strchr(argv[i], '=') != NULL || strchr(argv[i], '@') != NULL)
			continue;
		if (W->nall >= CALC_ALL)
			continue;
		st = &W->all[W->nall];
		if (strength_mod(c, c->s->game, W->id, argv[i], st->kind,
		    &st->amount, st->name, sizeof st->name, grp, sizeof grp,
		    &st->pos, &st->least) < 0)
			continue;
		if (strcmp(st->kind, "total") == 0) {
			/* Once for the side, not per unit. */
			W->side_add[party] += st->amount;
			buf_printf(&W->adds[party], " %+g (%s)", st->amount,
			    st->name);
			argv[i][0] = '\0';
			continue;
		}
		for (j = 0; grp[0] != '\0' && j < W->nall; j++)
			if (strcmp(W->all_grp[j], grp) == 0 &&
			    W->all_party[j] == party)
				return reply_fail(r, "only one %s modifier applies "
				    "to a unit: \"%s\" clashes with an earlier one",
				    grp, argv[i]);
		W->all_party[W->nall] = party;
		snprintf(W->all_grp[W->nall], sizeof W->all_grp[0], "%s", grp);
		W->nall++;
		argv[i][0] = '\0';
	}
	return 0;
}

/* A unit's steps: the modifiers for every unit of its party, then its
 * own (@...), each with its place in the rules' order.  The count, or -1
 * when one of its own is no strength modifier. */
static int
calc_unit_steps(struct cli *c, struct calc_work *W, int party, char *at,
    struct calc_step *step, struct reply *r)
{
	char	*tok, *save = NULL, grp[32];
	int	 j, ns = 0;

	for (j = 0; j < W->nall && ns < CALC_STEPS; j++)
		if (W->all_party[j] == party)
			step[ns++] = W->all[j];
	if (at == NULL)
		return ns;
	for (tok = strtok_r(at + 1, ",", &save); tok != NULL;
	    tok = strtok_r(NULL, ",", &save)) {
		struct calc_step one;

		memset(&one, 0, sizeof one);
		if (strength_mod(c, c->s->game, W->id, tok, one.kind,
		    &one.amount, one.name, sizeof one.name, grp, sizeof grp,
		    &one.pos, &one.least) < 0)
			return reply_fail(r, "\"%s\" is not a strength modifier "
			    "of %s", tok, W->k.name);
		if (ns < CALC_STEPS)
			step[ns++] = one;
	}
	return ns;
}

/* A unit's strength through its steps, said into the working. */
static double
calc_unit_strength(struct calc_work *W, int party, double sp,
    struct calc_step *step, int ns)
{
	double	 mul = 1;
	int	 j;

	if (strcmp(W->k.rounding, "floor-each") == 0) {
		/* In the rules' order, each step's fraction dropped before
		 * the next (10.15: halve, dropping fractions, before the
		 * range multiple). */
		qsort(step, (size_t)ns, sizeof step[0], step_cmp);
		buf_printf(&W->expl, "%s%g", W->side_units[party] > 1 ? " + " :
		    "", sp);
		for (j = 0; j < ns; j++) {
			if (strcmp(step[j].kind, "add") == 0)
				sp += step[j].amount;
			else {
				sp = floor(sp * step[j].amount);
				if (step[j].least >= 0 && sp < step[j].least)
					sp = step[j].least;
			}
			if (sp < 0)
				sp = 0;
			buf_printf(&W->expl, " -> %g (%s)", sp, step[j].name);
		}
		return sp;
	}
	/* Morale Hits and other per-unit additions come before the
	 * multipliers; fractions are kept to the end (4.8). */
	for (j = 0; j < ns; j++)
		if (strcmp(step[j].kind, "add") == 0)
			sp += step[j].amount;
		else
			mul *= step[j].amount;
	if (sp < 0)
		sp = 0;
	buf_printf(&W->expl, "%s%g x %g", W->side_units[party] > 1 ? " + " :
	    "", sp, mul);
	return sp * mul;
}

/* One word of the line: a unit's strength (SP or C, with @modifiers),
 * added to its party's total; any other word is passed on to the
 * table.  0, or -1 when it is a strength out of range. */
static int
calc_word(struct cli *c, struct calc_work *W, char *a, int party,
    struct reply *r)
{
	struct calc_step	 step[CALC_STEPS];
	char			*at = strchr(a, '@'), *end;
	double			 sp;
	int			 ns;

	if (strcasecmp(a, "C") == 0 || strncasecmp(a, "C@", 2) == 0)
		sp = 0.5, end = a + 1;
	else if (decimal_len(a) > 0)
		sp = strtod(a, &end);
	else
		sp = 0, end = a;	/* no strength: "nan", "0x10" */
	if (end == a || (*end != '\0' && *end != '@')) {
		/* "artillery" marks the firers for artillery-only shifts,
		 * unless the calculator has a modifier so named (close
		 * combat's artillery defence). */
		if (strcasecmp(a, "artillery") == 0 && rules_int(c->rules, 0,
		    "SELECT 1 FROM modifier WHERE game = ?1 AND tbl = ?2 AND id "
		    "= 'artillery'", c->s->game, W->id) != 1)
			a = "artillery=1";
		if (W->npass < CALC_PASS - 1)
			W->pass[W->npass++] = a;
		return 0;
	}
	if (sp < 0 || sp > 99)
		return reply_fail(r, "%s is not a unit's strength: expected 0 to "
		    "99 SP, or C", a);
	W->units++;
	W->side_units[party]++;
	if ((ns = calc_unit_steps(c, W, party, at, step, r)) < 0)
		return -1;
	sp = calc_unit_strength(W, party, sp, step, ns);
	W->total += sp;
	W->side_total[party] += sp;
	return 0;
}

/* Every unit of the line, then a differential's sides set against each
 * other: the attacker's total, with what counts once for the side (a
 * leader), less the defender's (13.5). */
static int
calc_units(struct cli *c, struct calc_work *W, int argc, char **argv,
    struct reply *r)
{
	int	 i, party = 0;

	for (i = 1; i < argc; i++) {
		if (argv[i][0] == '\0')
			continue;
		if (W->k.versus && strcasecmp(argv[i], "vs") == 0) {
			party = 1;
			buf_add(&W->expl, " | vs: ");
			continue;
		}
		if (calc_word(c, W, argv[i], party, r) != 0)
			return -1;
	}
	if (!W->k.versus || W->units == 0)
		return 0;
	if (W->side_units[0] == 0 || W->side_units[1] == 0)
		return reply_fail(r, "usage: %s ATTACKER-SP... vs DEFENDER-SP... "
		    "(each side's units, with @modifiers)", W->id);
	buf_printf(&W->expl, "; attacker %g%s = %g, defender %g%s = %g: %g - %g",
	    W->side_total[0], buf_str(&W->adds[0]), W->side_total[0] +
	    W->side_add[0], W->side_total[1], buf_str(&W->adds[1]),
	    W->side_total[1] + W->side_add[1], W->side_total[0] +
	    W->side_add[0], W->side_total[1] + W->side_add[1]);
	W->total = W->side_total[0] + W->side_add[0] - W->side_total[1] -
	    W->side_add[1];
	return 0;
}

/* No unit given: the usage, with the game's own example where it has
 * one, as `help` gives. */
static int
calc_usage(struct cli *c, const char *id, struct reply *r)
{
	const struct cmd_entry	*e;
	struct buf		 ex;
	int			 amb;

	if ((e = cmd_find(id, &amb)) == NULL)
		return reply_fail(r, "usage: %s SP...", id);
	buf_init(&ex);
	reply_fail(r, "usage: %s  (e.g. %s)", cmd_usage_line(e),
	    cli_example(c, e, &ex));
	buf_free(&ex);
	return -1;
}

/* The total as the table is entered with it (rounded as the rules say),
 * and the working that led there into why.  0, or -1 when too weak. */
static int
calc_start(struct cli *c, struct calc_work *W, double *shown, char *why,
    size_t len, struct reply *r)
{
	size_t	 o;

	*shown = W->total;
	if (strcmp(W->k.rounding, "floor-half") == 0)
		*shown = W->total >= 1 ? floor(W->total) : (W->total >= 0.5 ?
		    0.5 : 0);
	else if (strcmp(W->k.rounding, "floor") == 0)
		*shown = floor(W->total);
	if (W->k.has_min && *shown < W->k.minimum)
		return reply_fail(r, "%g SP is too weak: %s needs at least %g SP "
		    "after all adjustments (%s %s)", W->total, W->k.name,
		    W->k.minimum, c->s->tag, W->k.section);
	snprintf(why, len, "%s = %g SP%s%s", buf_str(&W->expl), W->total,
	    *shown != W->total ? ", rounded down: " : "", "");
	if (*shown != W->total) {
		o = strlen(why);
		snprintf(why + o, len - o, "%s", *shown == 0.5 ? "C" : "");
		if (*shown != 0.5)
			snprintf(why + o, len - o, "%g", *shown);
	}
	return 0;
}

/* The table entered with the total, the words passed on, and the
 * session's tracks and flags as inputs too (:low_ammo), so that a shift
 * the rules tie to a flag applies by itself. */
static int
calc_lookup(struct cli *c, struct calc_work *W, double shown,
    const char *why, struct reply *r)
{
	struct lookup_req	 q;
	struct lookup_value	*values;
	char			*trackargs[CALC_PASS], *p;
	int			 ntrack = 0, nvalues, i, rc;

	memset(&q, 0, sizeof q);
	q.game = c->s->game;
	q.table = W->k.tbl;
	q.mods = W->id;
	/* The session's values but the turn (the first): its tracks. */
	nvalues = session_lookup_values(c->s, &values);
	for (i = 1; i < nvalues && W->npass < CALC_PASS - 1; i++) {
		if (asprintf(&p, "%s=%d", values[i].name, (int)values[i].v) < 0)
			continue;
		trackargs[ntrack++] = p;
		W->pass[W->npass++] = p;
	}
	q.argc = W->npass;
	q.argv = W->pass;
	q.nstate = ntrack;
	q.tracks_given = 1;
	q.has_start = 1;
	q.start = shown;
	q.start_why = why;
	q.below = W->k.below[0] ? W->k.below : NULL;
	q.otherwise = W->k.otherwise[0] ? W->k.otherwise : NULL;
	q.rng = &c->rng;
	q.ask = c->interactive && !c->json ? cli_ask_lookup : NULL;
	q.ask_arg = c;
	q.dry = 1;
	q.nvalues = nvalues;
	q.values = values;
	rc = lookup_run(c->rules, &q, r, NULL);
	free(values);
	for (i = 0; i < ntrack; i++)
		free(trackargs[i]);
	return rc;
}

/* fire/close: UNIT tokens are SP numbers (or C) with @modifiers; bare
 * strength modifiers apply to every unit; everything else goes on to
 * the table lookup (shifts, roll=, cr=, ?). */
static int
calc_exec(struct cli *c, const char *calc_id, int argc, char **argv,
    struct reply *r)
{
	struct calc_work	*W;
	char			 why[512], what[768];
	double			 shown;
	int			 rc = -1;

	if ((W = xcalloc(1, sizeof *W)) == NULL)
		abort();
	W->id = calc_id;
	buf_init(&W->adds[0]);
	buf_init(&W->adds[1]);
	buf_init(&W->expl);
	if (load_calc(c, c->s->game, calc_id, &W->k) != 0)
		reply_fail(r, "%s has no %s calculator", c->s->game_title,
		    calc_id);
	else if (calc_mods_for_all(c, W, argc, argv, r) == 0 &&
	    calc_units(c, W, argc, argv, r) == 0) {
		if (W->units == 0)
			calc_usage(c, calc_id, r);
		else if (calc_start(c, W, &shown, why, sizeof why, r) == 0) {
			json_object_set_new(r->json, "strength",
			    json_real(shown));
			if (calc_lookup(c, W, shown, why, r) == 0) {
				snprintf(what, sizeof what, "%s: %s", W->k.name,
				    why);
				rc = record_lookup(c, what, r);
			}
		}
	}
	buf_free(&W->adds[0]);
	buf_free(&W->adds[1]);
	buf_free(&W->expl);
	free(W);
	return rc;
}

static int
cmd_fire_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	const char *calc = "fire";
	int i;

	for (i = 1; i < argc; i++)
		if (strcasecmp(argv[i], "defensive") == 0) {
			calc = "defensive-fire";
			argv[i][0] = '\0';
		}
	return calc_exec(c, calc, argc, argv, r);
}

/* fire, close and panic name no mechanism (mech NULL): they are the
 * game's own data (calculator rows, look-up tables), which any game may
 * have, and each says so where the open game has none. */
const struct cmd_entry cmd_fire_entry = {
	.name = "fire",
	.alias = "f",
	.args = "SP[@MOD,...]... [MOD:modifier]... [SHIFT]... [defensive] "
	    "[NAME=N]... [roll=N] [?]",
	.summary = "fire combat from the units to the result",
	.example = "fire 6 roll=4",
	.more = "Each number is a firing unit's strength.  A strength "
	    "modifier named\n"
	    "alone applies to every unit, after @ to that unit only "
	    "(6@MOD,MOD).\n"
	    "Column shifts and die modifiers are named as words; NAME=N gives "
	    "an\n"
	    "input the table needs; `defensive` works the fire out as the "
	    "game's\n"
	    "defensive fire, where it has one.  The open game's own modifiers "
	    "are\n"
	    "listed below.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_ANYONE,
	.exec = cmd_fire_exec,
};

static int
cmd_close_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	return calc_exec(c, "close", argc, argv, r);
}

const struct cmd_entry cmd_close_entry = {
	.name = "close",
	.alias = "cc",
	.args = "SP[@MOD,...]... [vs SP[@MOD,...]...] [MOD:modifier]... "
	    "[SHIFT]... [NAME=N]... [roll=N] [?]",
	.summary = "close combat from the units to the result",
	.example = "close 4 vs 3 roll=4",
	.more = "Each number is a unit's strength, with its own modifiers "
	    "after @.  In\n"
	    "a game that sets one side against the other, the attacker's units "
	    "come\n"
	    "before `vs` and the defender's after it.  Shifts are named as "
	    "words;\n"
	    "NAME=N gives an input the table or its formulas need.  The open "
	    "game's\n"
	    "own modifiers and inputs are listed below.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_ANYONE,
	.exec = cmd_close_exec,
};

/* Which of ties units at the lowest CR panics: the players choose
 * between equals, asked again until one of them is named (Ctrl-C
 * cancels: -1); in a script, at random, and said. */
static int
panic_choose(struct cli *c, const char **names, int ties, struct reply *r)
{
	struct prompt_choices	 t = { names, ties, NULL, NULL };
	char			*line = NULL;
	int			 pick = -1;

	if (ties == 1)
		return 0;
	if (c->interactive && !c->json) {
		if (prompt_ask(cli_ask_lookup, c, r, "Several at the lowest CR: "
		    "which panics? > ", prompt_choice, &t, &line) != 0)
			return -1;
		pick = prompt_choice_index(&t, line);
		free(line);
	}
	if (pick < 0) {
		pick = cli_pick(c, ties);
		reply_line(r, "  Between equals, %s chosen at random.",
		    names[pick]);
	}
	return pick;
}

/* `panic N UNIT=CR...` (15.1b, 15.2c): of the units named (not the Lead
 * Unit), those the panic table finds eligible, lowest modified CR first;
 * ties are the picking player's choice (asked, or at random in a script). */
static int
cmd_panic_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	struct {
		char	 name[64];
		double	 cr;
	} u[32];
	int		 n = 0, i, j, want;
	json_t		*picked = json_array();

	if (argc < 3 || num_int(argv[1], 1, 3, &want) != 0) {
		/* The game's own example, as `help panic` gives it. */
		char *ex = cli_game_example(c, "panic");

		json_decref(picked);
		reply_fail(r, "usage: panic N UNIT=CR... (N from P1-P3%s%s)",
		    ex != NULL ? "; e.g. " : "", ex != NULL ? ex : "");
		free(ex);
		return -1;
	}
	for (i = 2; i < argc && n < 32; i++) {
		struct lookup_result res;
		struct reply sub;
		char *eq = strrchr(argv[i], '='), crarg[40], *qa[1];
		const char *out;

		if (eq == NULL || eq == argv[i]) {
			json_decref(picked);
			return reply_fail(r, "\"%s\" is not UNIT=CR (the unit's "
			    "modified CR)", argv[i]);
		}
		snprintf(crarg, sizeof crarg, "cr=%s", eq + 1);
		qa[0] = crarg;
		reply_init(&sub);
		if (session_roll_table(c->s, "panic", 1, qa, LOOKUP_NO_ASK, &sub,
		    &res) != 0) {
			reply_fail(r, "%s", buf_str(&sub.err));
			reply_free(&sub);
			json_decref(picked);
			return -1;
		}
		lookup_result_free(&res);
		out = res.has_outcome ? res.outcome : NULL;
		reply_line(r, "  %.*s (CR %s): %s", (int)(eq - argv[i]), argv[i],
		    eq + 1, out != NULL ? out : "?");
		if (out != NULL && strcmp(out, "Eligible") == 0) {
			snprintf(u[n].name, sizeof u[n].name, "%.*s",
			    (int)(eq - argv[i]), argv[i]);
			u[n++].cr = strtod(eq + 1, NULL);
		}
		reply_free(&sub);
	}
	/* Lowest CR first; among equals, the picker's choice. */
	for (i = 0; i < want && n > 0; i++) {
		double low = u[0].cr;
		int ties = 0, pick;
		const char *names[32];
		int at[32] = { 0 };

		for (j = 1; j < n; j++)
			if (u[j].cr < low)
				low = u[j].cr;
		for (j = 0; j < n; j++)
			if (u[j].cr == low) {
				names[ties] = u[j].name;
				at[ties++] = j;
			}
		if ((pick = panic_choose(c, names, ties, r)) < 0) {
			json_decref(picked);
			return -1;
		}
		reply_line(r, "Panics: %s (one Morale Hit, then retreat 3; "
		    "%s).", u[at[pick]].name, rules_cite(c->rules, c->s->game,
		    "panic.result"));
		json_array_append_new(picked, json_string(u[at[pick]].name));
		u[at[pick]] = u[--n];
	}
	if (json_array_size(picked) == 0)
		reply_line(r, "No unit is eligible: no panic.");
	json_object_set_new(r->json, "panicked", picked);
	return 0;
}

const struct cmd_entry cmd_panic_entry = {
	.name = "panic",
	.args = "N UNIT=CR...",
	.summary = "which units panic (P1-P3): eligible ones, lowest modified "
	    "CR first",
	.example = "panic 1 C-unit=2 6SP-unit=3",
	.more = "Name every candidate in the target hex and next to it, "
	    "but not the Lead\n"
	    "Unit, each with its modified CR after the Lead Unit's results.",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_panic_exec,
};
