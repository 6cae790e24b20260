/* `compute FORMULA NAME=VALUE... [add]`: a formula the rules state,
 * evaluated by SQLite over the inputs given; `add` puts the result on the
 * formula's track. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/expr.h"
#include "adj/names.h"
#include "adj/source.h"
#include "cli.h"

struct formula {
	char	 id[64];
	char	 name[128];
	char	 expr[512];
	char	 inputs[512];
	char	 track[64];		/* the track `add` puts it on, or "" */
	char	 sec[24];
};

/* The formula typed (any prefix of its id) into f: how many it could be
 * (1: found), or -1 when the rules cannot be read. */
static int
formula_find(struct session *s, const char *typed, struct formula *f)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sqlite3_prepare_v2(s->rules, "SELECT id, name, expr, inputs, "
	    "COALESCE(track, ''), section FROM formula WHERE game = ?1", -1, &st,
	    NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *fid = (const char *)sqlite3_column_text(st, 0);

		if (strncasecmp(fid, typed, strlen(typed)) != 0)
			continue;
		found++;
		snprintf(f->id, sizeof f->id, "%s", fid);
		snprintf(f->name, sizeof f->name, "%s", sqlite3_column_text(st,
		    1));
		snprintf(f->expr, sizeof f->expr, "%s", sqlite3_column_text(st,
		    2));
		snprintf(f->inputs, sizeof f->inputs, "%s",
		    sqlite3_column_text(st, 3));
		snprintf(f->track, sizeof f->track, "%s",
		    sqlite3_column_text(st, 4));
		snprintf(f->sec, sizeof f->sec, "%s", sqlite3_column_text(st,
		    5));
	}
	sqlite3_finalize(st);
	return found;
}

static int
cmd_compute_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct formula	 f;
	sqlite3_stmt	*ev;
	char		 line[256];
	int		 i, j, add = 0, found, p;
	double		 v;

	if (argc < 2)
		return cli_usage(c, x->entry, NULL, r);
	if ((found = formula_find(c->s, argv[1], &f)) < 0)
		return reply_fail(r, "cannot read the formulas");
	if (found != 1)
		return reply_fail(r, "%s formula \"%s\" in %s", found ? "more than "
		    "one" : "no", argv[1], c->s->game_title);
	/* Refused, the expression's failure names its row (expr.h). */
	if ((ev = expr_prepare(c->rules, f.expr)) == NULL)
		return reply_fail(r, "the rules data for %s is broken (run "
		    "`adjutant rules check`)", f.name);
	for (i = 2; i < argc; i++) {
		char *eq = strchr(argv[i], '='), key[64], *end;

		if (strcasecmp(argv[i], "add") == 0) {
			add = 1;
			continue;
		}
		if (eq == NULL) {
			sqlite3_finalize(ev);
			return reply_fail(r, "\"%s\" is not NAME=VALUE (%s)", argv[i],
			    f.inputs);
		}
		snprintf(key, sizeof key, ":%.*s", (int)(eq - argv[i]), argv[i]);
		v = strtod(eq + 1, &end);
		if (end == eq + 1 || *end != '\0' || !isfinite(v)) {
			sqlite3_finalize(ev);
			return reply_fail(r, "%s: expected a number", argv[i]);
		}
		if ((p = sqlite3_bind_parameter_index(ev, key)) == 0) {
			sqlite3_finalize(ev);
			return reply_fail(r, "%s takes no input \"%s\" (%s)",
			    f.name, key + 1, f.inputs);
		}
		sqlite3_bind_double(ev, p, v);
	}
	for (j = 1; j <= sqlite3_bind_parameter_count(ev); j++) {
		/* Unbound inputs read as NULL: ask for them by name. */
		int given = 0;

		for (i = 2; i < argc; i++)
			if (strncasecmp(argv[i], sqlite3_bind_parameter_name(ev,
			    j) + 1, strlen(sqlite3_bind_parameter_name(ev, j) + 1))
			    == 0)
				given = 1;
		if (!given) {
			char missing[64];

			snprintf(missing, sizeof missing, "%s",
			    sqlite3_bind_parameter_name(ev, j) + 1);
			sqlite3_finalize(ev);
			return reply_fail(r, "%s needs %s=N (%s)", f.name,
			    missing, f.inputs);
		}
	}
	if (expr_step(ev, f.expr) != SQLITE_ROW) {
		sqlite3_finalize(ev);
		return reply_fail(r, "%s could not be worked out", f.name);
	}
	v = sqlite3_column_double(ev, 0);
	sqlite3_finalize(ev);
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

const struct cmd_entry cmd_compute_entry = {
	.name = "compute",
	.args = "FORMULA:formula NAME=VALUE... [add]",
	.summary = "work out a formula the rules state (add: onto its track)",
	.example = "compute FORMULA NAME=12 NAME=7 add",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_UMPIRE,
	.exec = cmd_compute_exec,
	.whose = compute_whose,
};
