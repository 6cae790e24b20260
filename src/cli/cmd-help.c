/* `help [COMMAND]`, `quit`, and `rules check`. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/contest.h"
#include "adj/rules.h"
#include "cli.h"

static int
cmd_help_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	const struct cmd_entry	*e;
	int			 i, amb;

	if (argc == 1) {
		json_t *list = json_array();

		reply_line(r, "Commands (any unique prefix works; `help COMMAND` "
		    "for more):");
		for (i = 0; cmd_table[i] != NULL; i++) {
			e = cmd_table[i];
			reply_line(r, "  %-10s %s", e->name, e->summary);
			/* "server": a campaign's server runs it for a token
			 * (the trust model, README), so scripts and tests
			 * can list exactly what it admits. */
			json_array_append_new(list, json_pack("{s:s, s:s*, s:s, "
			    "s:b}", "name", e->name, "alias", e->alias,
			    "summary", e->summary, "server",
			    (e->flags & CMD_CAMPAIGN) != 0));
		}
		json_object_set_new(r->json, "commands", list);
		return 0;
	}
	if ((e = cmd_find(argv[1], &amb)) == NULL) {
		char id[64];
		struct buf b;

		/* A combat's own name: its inputs and terms. */
		if (c->s == NULL || contest_resolve(c->rules, c->s->game,
		    argv[1], id, sizeof id) != 0)
			return reply_fail(r, "no command \"%s\": `help` lists "
			    "them", argv[1]);
		buf_init(&b);
		contest_help(c->rules, c->s->game, id, &b);
		buf_add(&r->text, buf_str(&b));
		buf_free(&b);
		return 0;
	}
	reply_line(r, "usage: %s", e->usage);
	reply_line(r, "  %s.", e->summary);
	if (e->more != NULL)
		reply_line(r, "%s", e->more);
	reply_line(r, "example: %s", e->example);
	if (strcmp(e->name, "next") == 0) {
		/* The steps `next STEP` and `log --phase STEP` take. */
		if (c->s == NULL)
			reply_line(r, "(open a game to see its steps)");
		else {
			reply_line(r, "\nThe steps of %s, in order (an id, or "
			    "any unique part of a name):", c->s->game_title);
			for (i = 0; i < c->s->nphases; i++)
				reply_line(r, "  %-22s %s", c->s->phases[i].id,
				    c->s->phases[i].name);
		}
	}
	if (strcmp(e->name, "combat") == 0) {
		struct buf b;

		buf_init(&b);
		if (c->s != NULL)
			contest_help(c->rules, c->s->game, NULL, &b);
		else
			buf_add(&b, "(open a game to see its combats)\n");
		buf_add(&r->text, buf_str(&b));
		buf_free(&b);
	}
	if (strcmp(e->name, "table") == 0) {
		sqlite3_stmt *st;
		struct buf b;

		reply_line(r, "\nTables printed on player aids are entered once "
		    "from your own copy as CSV\n(`table import GAME.TABLE "
		    "FILE.csv`) and kept in %s for every later game.\nThe "
		    "header names the row keys, then lists the printed columns; "
		    "each row gives\nits keys and one cell per column. "
		    "`--partial` accepts part of a table.", rules_user_path());
		buf_init(&b);
		if (sqlite3_prepare_v2(c->rules, "SELECT game, id FROM "
		    "lookup_table WHERE source = 'player-aid' AND (?1 IS NULL OR "
		    "game = ?1) ORDER BY game, rowid", -1, &st, NULL) ==
		    SQLITE_OK) {
			if (c->s != NULL)
				sqlite3_bind_text(st, 1, c->s->game, -1,
				    SQLITE_STATIC);
			while (sqlite3_step(st) == SQLITE_ROW)
				table_format(c, (const char *)
				    sqlite3_column_text(st, 0),
				    (const char *)sqlite3_column_text(st, 1), &b);
			sqlite3_finalize(st);
		}
		buf_add(&r->text, buf_str(&b));
		buf_free(&b);
	}
	return 0;
}

const struct cmd_entry cmd_help_entry = {
	"help", "?", "help [COMMAND]", "list the commands, or explain one",
	"help fire", NULL, 0, cmd_help_exec
};

static int
cmd_quit_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	(void)argc;
	(void)argv;
	(void)r;
	c->quit = 1;
	return 0;
}

const struct cmd_entry cmd_quit_entry = {
	"quit", "exit", "quit", "leave (everything is already saved)", "quit",
	NULL, 0, cmd_quit_exec
};

static int
cmd_rules_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	struct buf	 out;
	int		 n;

	if (argc != 2 || strcasecmp(argv[1], "check") != 0)
		return reply_fail(r, "usage: rules check");
	buf_init(&out);
	n = rules_check(c->rules, &out);
	buf_add(&r->text, buf_str(&out));
	json_object_set_new(r->json, "problems", json_integer(n));
	if (n > 0) {
		reply_fail(r, "rules check: %d problem%s in the rules data", n,
		    n == 1 ? "" : "s");
		buf_free(&out);
		return -1;
	}
	reply_line(r, "rules check: %ld games, %ld tables, %ld rows with "
	    "sections: all valid.", rules_int(c->rules, 0, "SELECT count(*) "
	    "FROM game", NULL, NULL), rules_int(c->rules, 0, "SELECT count(*) "
	    "FROM lookup_table", NULL, NULL), rules_int(c->rules, 0,
	    "SELECT (SELECT count(*) FROM setup) + (SELECT count(*) FROM "
	    "schedule) + (SELECT count(*) FROM modifier) + (SELECT count(*) "
	    "FROM lookup_entry) + (SELECT count(*) FROM lookup_cell)", NULL,
	    NULL));
	buf_free(&out);
	return 0;
}

const struct cmd_entry cmd_rules_entry = {
	"rules", NULL, "rules check", "validate the rules database",
	"rules check", NULL, 0, cmd_rules_exec
};
