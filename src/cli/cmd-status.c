/* `status` and `victory`: where the game stands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/num.h"
#include "adj/prepare.h"
#include "cli.h"

static int
cmd_status_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct session	*at;
	char		 err[512];
	long long	 seq, last;

	if (argc == 1) {
		session_status(c->s, r);
		return 0;
	}
	if (argc != 3 || strcmp(argv[1], "--at") != 0)
		return cli_usage(c, x->entry, NULL, r);
	/* The state as it stood after event SEQ: a read-only replay. */
	last = (long long)journal_last_seq(c->s->j);
	if (num_parse(argv[2], 1, last, &seq) != 0)
		return reply_fail(r, "--at takes an event number from 1 to %lld "
		    "(`log` shows them), not \"%s\"", last, argv[2]);
	if (session_open_at(journal_path(c->s->j), c->rules, &c->rng, seq, &at,
	    err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	snprintf(at->view, sizeof at->view, "%s", c->s->view);
	reply_line(r, "As it stood after event %lld of %lld:", seq, last);
	session_status(at, r);
	json_object_set_new(r->json, "at", json_integer(seq));
	session_close(at);
	session_sql_functions(c->rules, c->s);	/* back to the live game */
	return 0;
}

const struct cmd_entry cmd_status_entry = {
	.name = "status",
	.alias = "st",
	.args = "[--at SEQ]",
	.summary = "turn, phase, tracks and standing",
	.example = "status",
	.more = "--at SEQ shows the state after that event of the log, "
	    "replayed without\n"
	    "changing anything.",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_status_exec,
};

static int
cmd_victory_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	sqlite3_stmt	*st;
	struct session	*s = c->s;
	char		 winner[32], *level, *now;

	(void)argc;
	(void)argv;
	reply_line(r, "Victory in %s (%s %s):", s->scenario_name, s->tag,
	    s->scenario_section);
	if (sql_prepare(c->rules, "SELECT track, lo, hi, level, "
	    "winner, section FROM victory_level WHERE game = ?1 AND scenario "
	    "= ?2 ORDER BY rowid", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			char lo[16] = "", hi[16] = "";

			if (sqlite3_column_type(st, 1) != SQLITE_NULL)
				snprintf(lo, sizeof lo, "%d",
				    sqlite3_column_int(st, 1));
			if (sqlite3_column_type(st, 2) != SQLITE_NULL)
				snprintf(hi, sizeof hi, "%d",
				    sqlite3_column_int(st, 2));
			reply_line(r, "  %s %5s..%-5s %s%s%s (%s)",
			    sqlite3_column_type(st, 0) == SQLITE_NULL ? "   " :
			    (const char *)sqlite3_column_text(st, 0), lo, hi,
			    (const char *)sqlite3_column_text(st, 3),
			    sqlite3_column_type(st, 4) == SQLITE_NULL ? "" : ", ",
			    sqlite3_column_type(st, 4) == SQLITE_NULL ? "" :
			    (const char *)sqlite3_column_text(st, 4),
			    (const char *)sqlite3_column_text(st, 5));
		}
		sqlite3_finalize(st);
	}
	if (sql_prepare(c->rules, "SELECT test, result, section, "
	    "checked = 'game-end' FROM victory_condition WHERE game = ?1 AND "
	    "scenario = ?2", -1, &st,
	    NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW)
			reply_line(r, "  %s: %s -> %s (%s)",
			    sqlite3_column_int(st, 3) ? "At the end" :
			    "Early end", (const char *)sqlite3_column_text(st, 0),
			    (const char *)sqlite3_column_text(st, 1),
			    (const char *)sqlite3_column_text(st, 2));
		sqlite3_finalize(st);
	}
	/* A mechanism that decides victory its own way explains it. */
	now = session_standing(s, winner, sizeof winner, r);
	if (!s->over && now != NULL)
		reply_line(r, "If it ended now: %s", now);
	if (s->over)
		reply_line(r, "Result: %s", s->result);
	else if (now != NULL)
		;
	else if ((level = session_victory_level(s, winner, sizeof winner)) !=
	    NULL) {
		for (int i = 0; i < s->ntracks; i++)
			session_track_notes(s, &s->tracks[i], r);
		reply_line(r, "If it ended now: %s", level);
		free(level);
	}
	free(now);
	session_victory(s, r);
	return 0;
}

const struct cmd_entry cmd_victory_entry = {
	.name = "victory",
	.args = "",
	.summary = "the scenario's victory levels and standing",
	.example = "victory",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_victory_exec,
};

/* `turns`: the scenario's Turn Record Track, with what is printed and
 * what is worked out. */
static int
cmd_turns_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	sqlite3_stmt	*st;
	struct session	*s = c->s;
	json_t		*all = json_array();

	(void)argv;
	if (argc > 1) {
		json_decref(all);
		return cli_usage(c, x->entry, NULL, r);
	}
	if (sql_prepare(c->rules, "SELECT t.n, t.label, t.derived, "
	    "t.uncertain, t.note, t.section, t.daypart, COALESCE(t.flags, '') "
	    "FROM turn t JOIN scenario sc ON "
	    "sc.game = t.game AND sc.calendar = t.calendar WHERE t.game = ?1 "
	    "AND sc.id = ?2 AND t.n BETWEEN sc.first_turn AND sc.last_turn "
	    "ORDER BY t.n", -1, &st, NULL) != SQLITE_OK) {
		json_decref(all);
		return reply_fail(r, "cannot read the turn track");
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	reply_line(r, "Turn Record Track of %s (* worked out, not printed):",
	    s->scenario_name);
	while (sqlite3_step(st) == SQLITE_ROW) {
		int n = sqlite3_column_int(st, 0);
		const char *note = (const char *)sqlite3_column_text(st, 4);

		const char *dp = (const char *)sqlite3_column_text(st, 6);
		const char *fl = (const char *)sqlite3_column_text(st, 7);

		/* Day turns say nothing of it; a night or flagged one does. */
		reply_line(r, "%s %2d  %-12s%s (%s)%s%s%s%s%s", n == s->turn ?
		    ">" : " ", n - s->first_turn + 1, sqlite3_column_text(st, 1),
		    sqlite3_column_int(st, 2) ? "*" : " ",
		    sqlite3_column_text(st, 5), strcmp(dp, "day") != 0 ? "  " :
		    "", strcmp(dp, "day") != 0 ? dp : "", *fl != '\0' ? "  " :
		    "", fl, sqlite3_column_int(st, 3) ? "  [uncertain]" : "");
		if (note != NULL)
			reply_line(r, "        %s", note);
		json_array_append_new(all, xjson_pack("{s:i, s:s, s:b, s:b, "
		    "s:s?, s:s, s:o}", "turn", n - s->first_turn + 1, "label",
		    sqlite3_column_text(st, 1), "derived", sqlite3_column_int(st,
		    2), "uncertain", sqlite3_column_int(st, 3), "note", note,
		    "daypart", dp, "flags", turn_flags_json(fl)));
	}
	sqlite3_finalize(st);
	json_object_set_new(r->json, "turns", all);
	/* A sequence of play the text leaves to a player aid: its order is
	 * ours, as a worked-out label is. */
	for (int i = 0; i < s->nphases; i++)
		if (s->phases[i].derived) {
			reply_line(r, "The order of the steps of each turn is "
			    "worked out, not printed: `help next` lists them.");
			break;
		}
	return 0;
}

const struct cmd_entry cmd_turns_entry = {
	.name = "turns",
	.args = "",
	.summary = "the turn track: labels printed and worked out",
	.example = "turns",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_turns_exec,
};
