/* `compute FORMULA NAME=VALUE... [add]`: a formula the rules state,
 * evaluated by SQLite over the inputs given; `add` puts the result on the
 * formula's track. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/names.h"
#include "cli.h"

static int
cmd_compute_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	sqlite3_stmt	*st, *ev;
	char		 id[64], name[128], expr[512], inputs[512], track[64];
	char		 sec[24], *sql, line[256];
	int		 i, j, add = 0, found = 0, p;
	double		 v;

	if (argc < 2)
		return reply_fail(r, "usage: compute FORMULA NAME=VALUE... [add]");
	if (sqlite3_prepare_v2(c->rules, "SELECT id, name, expr, inputs, "
	    "COALESCE(track, ''), section FROM formula WHERE game = ?1", -1, &st,
	    NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the formulas");
	sqlite3_bind_text(st, 1, c->s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *fid = (const char *)sqlite3_column_text(st, 0);

		if (strncasecmp(fid, argv[1], strlen(argv[1])) != 0)
			continue;
		found++;
		snprintf(id, sizeof id, "%s", fid);
		snprintf(name, sizeof name, "%s", sqlite3_column_text(st, 1));
		snprintf(expr, sizeof expr, "%s", sqlite3_column_text(st, 2));
		snprintf(inputs, sizeof inputs, "%s", sqlite3_column_text(st, 3));
		snprintf(track, sizeof track, "%s", sqlite3_column_text(st, 4));
		snprintf(sec, sizeof sec, "%s", sqlite3_column_text(st, 5));
	}
	sqlite3_finalize(st);
	if (found != 1)
		return reply_fail(r, "%s formula \"%s\" in %s", found ? "more than "
		    "one" : "no", argv[1], c->s->game_title);
	if (asprintf(&sql, "SELECT %s", expr) < 0)
		abort();
	if (sqlite3_prepare_v2(c->rules, sql, -1, &ev, NULL) != SQLITE_OK) {
		free(sql);
		return reply_fail(r, "the rules data for %s is broken (run "
		    "`adjutant rules check`)", name);
	}
	free(sql);
	for (i = 2; i < argc; i++) {
		char *eq = strchr(argv[i], '='), key[64], *end;

		if (strcasecmp(argv[i], "add") == 0) {
			add = 1;
			continue;
		}
		if (eq == NULL) {
			sqlite3_finalize(ev);
			return reply_fail(r, "\"%s\" is not NAME=VALUE (%s)", argv[i],
			    inputs);
		}
		snprintf(key, sizeof key, ":%.*s", (int)(eq - argv[i]), argv[i]);
		v = strtod(eq + 1, &end);
		if (end == eq + 1 || *end != '\0' || !isfinite(v)) {
			sqlite3_finalize(ev);
			return reply_fail(r, "%s: expected a number", argv[i]);
		}
		if ((p = sqlite3_bind_parameter_index(ev, key)) == 0) {
			sqlite3_finalize(ev);
			return reply_fail(r, "%s takes no input \"%s\" (%s)", name,
			    key + 1, inputs);
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
			return reply_fail(r, "%s needs %s=N (%s)", name, missing,
			    inputs);
		}
	}
	if (sqlite3_step(ev) != SQLITE_ROW) {
		sqlite3_finalize(ev);
		return reply_fail(r, "%s could not be worked out", name);
	}
	v = sqlite3_column_double(ev, 0);
	sqlite3_finalize(ev);
	reply_line(r, "%s (%s %s): %g", name, c->s->tag, sec, v);
	json_object_set_new(r->json, "formula", json_string(id));
	json_object_set_new(r->json, "value", json_real(v));
	if (!add)
		return 0;
	if (track[0] == '\0')
		return reply_fail(r, "%s goes on no track", name);
	/* A value no track can hold is refused before it is made an int
	 * (the cast of one out of range is undefined). */
	if (!(v > -1e9 && v < 1e9))
		return reply_fail(r, "%s = %g is beyond any track: check the "
		    "inputs", name, v);
	snprintf(line, sizeof line, "%+d", (int)v);
	return session_track(c->s, track, line, r);
}

const struct cmd_entry cmd_compute_entry = {
	"compute", NULL, "compute FORMULA NAME=VALUE... [add]",
	"work out a formula the rules state (add: onto its track)",
	"compute FORMULA NAME=12 NAME=7 add", NULL,
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN, cmd_compute_exec, NULL
};
