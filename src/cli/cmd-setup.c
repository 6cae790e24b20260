/* `setup [SIDE]`: where the scenario's units start, and what arrives when. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/names.h"
#include "adj/prepare.h"
#include "cli.h"

/* A query over this scenario's rows, optionally for one side: ?1 game,
 * ?2 scenario, ?3 side or NULL, ?4 the session's options. */
static sqlite3_stmt *
scenario_query(struct cli *c, const char *sql, const char *side)
{
	sqlite3_stmt	*st;

	if (sql_prepare(c->rules, sql, -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, c->s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, c->s->scenario, -1, SQLITE_STATIC);
	if (side != NULL)
		sqlite3_bind_text(st, 3, side, -1, SQLITE_STATIC);
	/* A query without ?4 refuses the binding, and is none the worse. */
	sqlite3_bind_text(st, 4, c->s->options != NULL ? c->s->options : "",
	    -1, SQLITE_STATIC);
	return st;
}

static int
cmd_setup_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct session	*s = c->s;
	sqlite3_stmt	*st;
	const char	*side = NULL;
	char		 sid[64] = "", last[160] = "";
	json_t		*units = json_array(), *arrivals = json_array();
	struct buf	 line;

	if (argc > 2) {
		json_decref(units);
		json_decref(arrivals);
		return cli_usage(c, x->entry, NULL, r);
	}
	if (argc == 2) {
		if (session_side(s, argv[1], sid, sizeof sid) != 0) {
			json_decref(units);
			json_decref(arrivals);
			return reply_fail(r, "\"%s\" is not a side of %s", argv[1],
			    s->game_title);
		}
		side = sid;
	}
	reply_line(r, "Set-up of %s (%s %s):", s->scenario_name, s->tag,
	    s->scenario_section);
	buf_init(&line);
	if ((st = scenario_query(c, "SELECT side, COALESCE(formation, ''), "
	    "unit, COALESCE(hex, ''), COALESCE(status, ''), uncertain FROM setup "
	    "WHERE game = ?1 AND scenario = ?2 AND (?3 IS NULL OR side = ?3) "
	    "ORDER BY rowid", side)) != NULL) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *sd = (const char *)sqlite3_column_text(st, 0);
			const char *fm = (const char *)sqlite3_column_text(st, 1);
			const char *un = (const char *)sqlite3_column_text(st, 2);
			const char *hx = (const char *)sqlite3_column_text(st, 3);
			const char *stt = (const char *)sqlite3_column_text(st, 4);
			char group[160];
			int doubt;

			snprintf(group, sizeof group, "%s %s", sd, fm);
			if (strcmp(group, last) != 0) {
				if (line.len > 0)
					reply_line(r, "%s", buf_str(&line));
				buf_reset(&line);
				buf_printf(&line, "  %s%s%s:", sd, *fm ? ", " : "",
				    fm);
				snprintf(last, sizeof last, "%s", group);
			}
			/* A row read from damaged text says so (uncertain). */
			doubt = sqlite3_column_int(st, 5);
			buf_printf(&line, " %s%s%s%s%s%s%s%s;", un, *hx ? " " : "",
			    hx, *stt || doubt ? " (" : "", stt, *stt && doubt ?
			    ", " : "", doubt ? "uncertain" : "", *stt || doubt ?
			    ")" : "");
			json_array_append_new(units, xjson_pack("{s:s, s:s, s:s, "
			    "s:s, s:s, s:b}", "side", sd, "formation", fm, "unit",
			    un, "hex", hx, "status", stt, "uncertain", doubt));
		}
		sqlite3_finalize(st);
	}
	if (line.len > 0)
		reply_line(r, "%s", buf_str(&line));
	buf_free(&line);
	if ((st = scenario_query(c, "SELECT group_concat(ch.name, ', ') FROM "
	    "scenario_chit sc JOIN chit ch ON ch.game = sc.game AND ch.id = "
	    "sc.chit WHERE sc.game = ?1 AND sc.scenario = ?2 AND sc.role = "
	    "'start' AND (?3 IS NULL OR ch.side = ?3)", side)) != NULL) {
		if (sqlite3_step(st) == SQLITE_ROW &&
		    sqlite3_column_type(st, 0) != SQLITE_NULL)
			reply_line(r, "  Chits at the start: %s",
			    (const char *)sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
	}
	/* What arrives with the options taken, each worked-out turn or
	 * place said so; a row of no scenario is every scenario's (as the
	 * walk says it). */
	if ((st = scenario_query(c, "SELECT turn, COALESCE(side, ''), what, "
	    "COALESCE(hex, ''), section, derived FROM schedule WHERE game = ?1 "
	    "AND (scenario IS NULL OR scenario = ?2) AND kind IN ('reinforcement', 'chit') AND (?3 "
	    "IS NULL OR side = ?3) AND options_hold(option, unless, ?4) ORDER BY turn, rowid",
	    side)) != NULL) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			int turn = sqlite3_column_int(st, 0);
			int none = sqlite3_column_type(st, 0) == SQLITE_NULL;
			const char *hx = (const char *)sqlite3_column_text(st, 3);

			if (json_array_size(arrivals) == 0)
				reply_line(r, "Arrivals:");
			reply_line(r, "  %-6s %s: %s%s%s (%s)%s", none ? "(held)" :
			    session_turn_label(s, turn),
			    (const char *)sqlite3_column_text(st, 1),
			    (const char *)sqlite3_column_text(st, 2), *hx ? " at " :
			    "", hx, (const char *)sqlite3_column_text(st, 4),
			    sqlite3_column_int(st, 5) ? " [worked out from the "
			    "text, not printed beside it]" : "");
			json_array_append_new(arrivals, xjson_pack("{s:i, s:s}",
			    "turn", none ? 0 : turn, "what",
			    (const char *)sqlite3_column_text(st, 2)));
		}
		sqlite3_finalize(st);
	}
	json_object_set_new(r->json, "units", units);
	json_object_set_new(r->json, "arrivals", arrivals);
	return 0;
}

const struct cmd_entry cmd_setup_entry = {
	.name = "setup",
	.args = "[SIDE:side]",
	.summary = "where the scenario's units start and what arrives when",
	.example = "setup SIDE",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_setup_exec,
};
