/* `compute FORMULA NAME=VALUE... [CHOICE...] [add]`: a formula the rules
 * state, evaluated by SQLite over the inputs given; `add` puts the result
 * on the formula's track.  The formula may be written with its game's
 * prefix, as a table is (GAME.FORMULA); an input may be a side's name,
 * which the formula reads as the side's id; a word alone is one of the
 * formula's choices (formula.choices: `operational` or `passive`). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/buf.h"
#include "adj/expr.h"
#include "adj/names.h"
#include "adj/source.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"
#include "cli.h"

struct formula {
	char	 id[64];
	char	 name[128];
	char	 expr[512];
	char	 inputs[512];
	char	 choices[256];		/* "a|b,c|d", or "" */
	char	 track[64];		/* the track `add` puts it on, or "" */
	char	 sec[24];
};

/* The formula's id as typed, past its game's prefix ("long-roads." or
 * any start of the open game's id, as a table's is read); NULL when the
 * prefix names another game. */
static const char *
formula_unprefixed(struct session *s, const char *typed)
{
	const char	*dot = strchr(typed, '.');
	size_t		 n;

	if (dot == NULL)
		return typed;
	n = (size_t)(dot - typed);
	if (n == 0 || n > strlen(s->game) || strncasecmp(typed, s->game, n) != 0)
		return NULL;
	return dot + 1;
}

/* The formula typed (its id, or any start of it; an id typed in full
 * wins over the longer ones it starts) into f: how many it could be (1:
 * found), -1 when the rules cannot be read, -2 when the prefix names
 * another game. */
static int
formula_find(struct session *s, const char *typed, struct formula *f)
{
	sqlite3_stmt	*st;
	int		 found = 0, exact = 0;

	if ((typed = formula_unprefixed(s, typed)) == NULL)
		return -2;
	if (sql_prepare(s->rules, "SELECT id, name, expr, inputs, "
	    "COALESCE(choices, ''), COALESCE(track, ''), section FROM formula "
	    "WHERE game = ?1", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW && !exact) {
		const char *fid = (const char *)sqlite3_column_text(st, 0);

		if (strncasecmp(fid, typed, strlen(typed)) != 0)
			continue;
		exact = strcasecmp(fid, typed) == 0;
		found = exact ? 1 : found + 1;
		snprintf(f->id, sizeof f->id, "%s", fid);
		snprintf(f->name, sizeof f->name, "%s", sqlite3_column_text(st,
		    1));
		snprintf(f->expr, sizeof f->expr, "%s", sqlite3_column_text(st,
		    2));
		snprintf(f->inputs, sizeof f->inputs, "%s",
		    sqlite3_column_text(st, 3));
		snprintf(f->choices, sizeof f->choices, "%s",
		    sqlite3_column_text(st, 4));
		snprintf(f->track, sizeof f->track, "%s",
		    sqlite3_column_text(st, 5));
		snprintf(f->sec, sizeof f->sec, "%s", sqlite3_column_text(st,
		    6));
	}
	sqlite3_finalize(st);
	return found;
}

/* Is w one of the words of list (words between any of the stops)? */
static int
word_in(const char *list, const char *stops, const char *w)
{
	size_t	 n;

	while (*list != '\0') {
		n = strcspn(list, stops);
		if (n == strlen(w) && strncasecmp(list, w, n) == 0)
			return 1;
		list += n;
		list += strspn(list, stops);
	}
	return 0;
}

/* Each group of choices: exactly one of its words typed alone; every
 * word of the group the expression reads bound to 1 (typed) or 0, and
 * marked in bound.  0, or -1 with r failed. */
static int
bind_choices(const struct formula *f, sqlite3_stmt *ev, int argc,
    char **argv, char *bound, struct reply *r)
{
	char	 list[sizeof f->choices], *grp, *w, *gsave = NULL, *wsave;
	char	 key[72], words[sizeof f->choices];
	int	 i, n, typed, p;

	snprintf(list, sizeof list, "%s", f->choices);
	for (grp = strtok_r(list, ",", &gsave); grp != NULL;
	    grp = strtok_r(NULL, ",", &gsave)) {
		snprintf(words, sizeof words, "%s", grp);
		n = 0;
		for (i = 2; i < argc; i++)
			if (strchr(argv[i], '=') == NULL && word_in(grp, "|",
			    argv[i]))
				n++;
		if (n != 1)
			return reply_fail(r, "%s %s one of %s (%s)", f->name, n ?
			    "takes only" : "needs", words, f->inputs);
		for (w = strtok_r(grp, "|", &wsave); w != NULL;
		    w = strtok_r(NULL, "|", &wsave)) {
			for (i = 2, typed = 0; i < argc; i++)
				if (strcasecmp(argv[i], w) == 0)
					typed = 1;
			snprintf(key, sizeof key, ":%s", w);
			if ((p = sqlite3_bind_parameter_index(ev, key)) == 0)
				continue;
			sqlite3_bind_int(ev, p, typed);
			bound[p] = 1;
		}
	}
	return 0;
}
/* One NAME=VALUE bound: a number, or a side's name read as its id. */
static int
bind_input(struct session *s, const struct formula *f, sqlite3_stmt *ev,
    const char *a, char *bound, struct reply *r)
{
	const char	*eq = strchr(a, '=');
	char		 key[64], side[32], *end;
	double		 v;
	int		 p;

	snprintf(key, sizeof key, ":%.*s", (int)(eq - a), a);
	if ((p = sqlite3_bind_parameter_index(ev, key)) == 0)
		return reply_fail(r, "%s takes no input \"%s\" (%s)", f->name,
		    key + 1, f->inputs);
	v = strtod(eq + 1, &end);
	if (end != eq + 1 && *end == '\0' && isfinite(v))
		sqlite3_bind_double(ev, p, v);
	else if (eq[1] != '\0' && session_side(s, eq + 1, side,
	    sizeof side) == 0)
		sqlite3_bind_text(ev, p, side, -1, SQLITE_TRANSIENT);
	else
		return reply_fail(r, "%s: expected a number, or a side of %s",
		    a, s->game_title);
	bound[p] = 1;
	return 0;
}

/* Every input bound from the words typed, or r failed naming what is
 * wrong or missing. */
static int
bind_all(struct session *s, const struct formula *f, sqlite3_stmt *ev,
    int argc, char **argv, char *bound, struct reply *r)
{
	int	 i, j;

	for (i = 2; i < argc; i++) {
		if (strcasecmp(argv[i], "add") == 0)
			continue;
		if (strchr(argv[i], '=') != NULL) {
			if (bind_input(s, f, ev, argv[i], bound, r) != 0)
				return -1;
		} else if (!word_in(f->choices, "|,", argv[i]))
			return reply_fail(r, "\"%s\" is not NAME=VALUE%s%s (%s)",
			    argv[i], f->choices[0] ? " nor one of " : "",
			    f->choices, f->inputs);
	}
	if (bind_choices(f, ev, argc, argv, bound, r) != 0)
		return -1;
	/* Unbound inputs would read as NULL: ask for them by name. */
	for (j = 1; j <= sqlite3_bind_parameter_count(ev); j++)
		if (!bound[j])
			return reply_fail(r, "%s needs %s=N (%s)", f->name,
			    sqlite3_bind_parameter_name(ev, j) + 1, f->inputs);
	return 0;
}

static int
cmd_compute_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct formula	 f;
	sqlite3_stmt	*ev;
	char		 line[256], *bound;
	int		 i, add = 0, found, rc;
	double		 v;

	if (argc < 2)
		return cli_usage(c, x->entry, NULL, r);
	if ((found = formula_find(c->s, argv[1], &f)) == -2)
		return reply_fail(r, "\"%s\" is another game's formula: %s is "
		    "open (write FORMULA or %s.FORMULA)", argv[1],
		    c->s->game_title, c->s->game);
	if (found < 0)
		return reply_fail(r, "cannot read the formulas");
	if (found != 1)
		return reply_fail(r, "%s formula \"%s\" in %s", found ? "more than "
		    "one" : "no", argv[1], c->s->game_title);
	for (i = 2; i < argc; i++)
		if (strcasecmp(argv[i], "add") == 0)
			add = 1;
	/* Refused, the expression's failure names its row (expr.h). */
	if ((ev = expr_prepare(c->rules, f.expr)) == NULL)
		return reply_fail(r, "the rules data for %s is broken (run "
		    "`adjutant rules check`)", f.name);
	if ((bound = xcalloc((size_t)sqlite3_bind_parameter_count(ev) + 1,
	    1)) == NULL)
		abort();
	rc = bind_all(c->s, &f, ev, argc, argv, bound, r);
	free(bound);
	if (rc != 0) {
		expr_done(ev);
		return -1;
	}
	if (expr_step(ev, f.expr) != SQLITE_ROW) {
		expr_done(ev);
		return reply_fail(r, "%s could not be worked out", f.name);
	}
	if (sqlite3_column_type(ev, 0) == SQLITE_NULL) {
		expr_done(ev);
		return reply_fail(r, "%s gives no value for these inputs (%s)",
		    f.name, f.inputs);
	}
	v = sqlite3_column_double(ev, 0);
	expr_done(ev);
	reply_line(r, "%s (%s %s): %g", f.name, c->s->tag, f.sec, v);
	json_object_set_new(r->json, "formula", json_string(f.id));
	json_object_set_new(r->json, "value", json_real(v));
	if (!add)
		return 0;
	if (f.track[0] == '\0')
		return reply_fail(r, "%s goes on no track", f.name);
	/* A value no track can hold is refused before it is made an int
	 * (the cast of one out of range is undefined). */
	if (!(v > -1e9 && v < 1e9))
		return reply_fail(r, "%s = %g is beyond any track: check the "
		    "inputs", f.name, v);
	snprintf(line, sizeof line, "%+d", (int)v);
	return session_track(c->s, f.track, line, &(struct event_source){
	    .kind = SOURCE_COMMAND, .name = "compute", .table = "formula",
	    .id = f.id, .section = f.sec }, r);
}

/* Worked out, a formula changes nothing; put onto its track (`add`), it
 * changes that track, whose is the track's (authority.c). */
static int
compute_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	struct formula	 f;
	struct track	*t;
	int		 i, add = 0;

	for (i = 2; i < argc; i++)
		if (strcasecmp(argv[i], "add") == 0)
			add = 1;
	if (!add || formula_find(s, argv[1], &f) != 1 || f.track[0] == '\0' ||
	    (t = session_track_find(s, f.track, NULL)) == NULL)
		return 0;
	return authority_track(s, t, side, slen, why, wlen);
}

/* `help compute`: the open game's formulas and what each reads. */
static void
compute_help(struct cli *c, struct reply *r)
{
	sqlite3_stmt	*st;

	if (c->s == NULL) {
		reply_line(r, "(open a game to see its formulas)");
		return;
	}
	if (sql_prepare(c->rules, "SELECT id, name, inputs, section "
	    "FROM formula WHERE game = ?1 ORDER BY id", -1, &st, NULL) !=
	    SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, c->s->game, -1, SQLITE_STATIC);
	reply_line(r, "\nThe formulas of %s (an id, or its start; %s. before "
	    "it too):", c->s->game_title, c->s->game);
	while (sqlite3_step(st) == SQLITE_ROW)
		reply_line(r, "  %s: %s (%s %s): %s", sqlite3_column_text(st, 0),
		    sqlite3_column_text(st, 1), c->s->tag,
		    sqlite3_column_text(st, 3), sqlite3_column_text(st, 2));
	sqlite3_finalize(st);
}

const struct cmd_entry cmd_compute_entry = {
	.name = "compute",
	.args = "FORMULA:formula NAME=VALUE... [add]",
	.more = "A value may be a side's name (side=SIDE), read as the side's "
	    "id; a word\nalone is one of the formula's choices, exactly one of "
	    "each group.",
	.summary = "work out a formula the rules state (add: onto its track)",
	.example = "compute FORMULA NAME=12 NAME=7 add",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_UMPIRE,
	.exec = cmd_compute_exec,
	.whose = compute_whose,
	.help = compute_help,
};
