/* `help [COMMAND]`, `quit`, and `rules check`. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/mech.h"
#include "adj/mech/contest.h"
#include "adj/rules.h"
#include "cli.h"

/* The titles of the games using mechanism name, joined by ", " (none:
 * "no game here"). */
static void
mech_games(struct cli *c, const char *name, struct buf *b)
{
	sqlite3_stmt	*st;
	size_t		 was = b->len;

	if (sqlite3_prepare_v2(c->rules, "SELECT g.title FROM game_mechanism m "
	    "JOIN game g ON g.id = m.game WHERE m.mechanism = ?1 ORDER BY g.id",
	    -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW)
			buf_printf(b, "%s%s", b->len > was ? ", " : "",
			    sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
	}
	if (b->len == was)
		buf_add(b, "no game here");
}

static void
list_line(struct reply *r, const struct cmd_entry *e)
{
	reply_line(r, "  %-10s %s", e->name, e->summary);
}

/* With no game at hand: the common commands, then each mechanism's under
 * a heading saying which games have it. */
static void
list_all(struct cli *c, struct reply *r)
{
	const struct mech	*m;
	struct buf		 games;
	int			 i, j, heading;

	for (i = 0; cmd_table[i] != NULL; i++)
		if (cmd_table[i]->mech == NULL &&
		    cli_available(c, cmd_table[i]))
			list_line(r, cmd_table[i]);
	buf_init(&games);
	for (j = 0; j < mech_count; j++) {
		m = mech_table[j];
		heading = 0;
		for (i = 0; cmd_table[i] != NULL; i++) {
			if (cmd_table[i]->mech == NULL ||
			    strcmp(cmd_table[i]->mech, m->name) != 0)
				continue;
			if (!heading++) {
				buf_reset(&games);
				mech_games(c, m->name, &games);
				reply_line(r, "\n%c%s (%s):", toupper((unsigned char)
				    m->what[0]), m->what + 1, buf_str(&games));
			}
			list_line(r, cmd_table[i]);
		}
	}
	buf_free(&games);
}

/* The list: with a game at hand, the commands it has; JSON lists every
 * entry this terminal could run (all but a campaign's own, at a table),
 * saying which mechanism each is of ("server": a campaign's server
 * runs it for a token, the trust model in the README, so scripts and
 * tests can list exactly what it admits). */
static int
help_list(struct cli *c, struct reply *r)
{
	const struct cmd_entry	*e;
	json_t			*list = json_array(), *o;
	char			 title[96];
	int			 i, game, left = 0;

	game = cli_game(c, NULL, 0, title, sizeof title) == 0;
	reply_line(r, "Commands (any unique prefix works; `help COMMAND` for "
	    "more):");
	if (!game)
		list_all(c, r);
	for (i = 0; (e = cmd_table[i]) != NULL; i++) {
		/* A shared campaign's own commands are not a table's at all
		 * (`help campaign` still explains one). */
		if ((e->flags & CMD_JOINED) && !cli_available(c, e))
			continue;
		if (game && cli_available(c, e))
			list_line(r, e);
		else if (game)
			left++;
		o = json_pack("{s:s, s:s*, s:s, s:b, s:o}", "name", e->name,
		    "alias", e->alias, "summary", e->summary, "server",
		    (e->flags & CMD_CAMPAIGN) != 0, "mechanism", e->mech !=
		    NULL ? json_string(e->mech) : json_null());
		if (game)
			json_object_set_new(o, "available",
			    json_boolean(cli_available(c, e)));
		json_array_append_new(list, o);
	}
	if (left > 0)
		reply_line(r, "\nLeft out: %d commands of rules %s does not "
		    "have (`help COMMAND` explains any).", left, title);
	json_object_set_new(r->json, "commands", list);
	return 0;
}

/* `help CMD` for a command the game at hand lacks: which games have it. */
static void
help_lacking(struct cli *c, const struct cmd_entry *e, struct reply *r)
{
	const struct mech	*m;
	char			 title[96];
	struct buf		 games;

	if (cli_available(c, e))
		return;
	if (e->flags & CMD_JOINED) {
		reply_line(r, "\n`%s` is for a terminal joined to a shared "
		    "campaign (`sync join URL TOKEN`).", e->name);
		json_object_set_new(r->json, "available", json_false());
		return;
	}
	if (cli_game(c, NULL, 0, title, sizeof title) != 0)
		return;
	m = mech_find(e->mech);
	buf_init(&games);
	mech_games(c, e->mech, &games);
	reply_line(r, "\n%s has no %s: `%s` is for %s.", title, m != NULL ?
	    m->what : e->mech, e->name, buf_str(&games));
	buf_free(&games);
	json_object_set_new(r->json, "available", json_false());
}

static int
cmd_help_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	const struct cmd_entry	*e;
	int			 i, amb;

	if (argc == 1)
		return help_list(c, r);
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
	json_object_set_new(r->json, "mechanism", e->mech != NULL ?
	    json_string(e->mech) : json_null());
	help_lacking(c, e, r);
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
	"help fire", NULL, 0, cmd_help_exec, NULL, NULL
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
	NULL, 0, cmd_quit_exec, NULL, NULL
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
	"rules check", NULL, 0, cmd_rules_exec, NULL, NULL
};
