/* `help [COMMAND]`, `quit`, and `rules check`. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech.h"
#include "adj/mech/contest.h"
#include "adj/rules.h"
#include "adj/prepare.h"
#include "cli.h"

extern const struct cmd_entry cmd_combat_entry;

/* The titles of the games using mechanism name (or also, when not
 * NULL: a command's second mechanism), joined by ", " (none: "no game
 * here"). */
static void
mech_games(struct cli *c, const char *name, const char *also, struct buf *b)
{
	sqlite3_stmt	*st;
	size_t		 was = b->len;

	if (sql_prepare(c->rules, "SELECT DISTINCT g.title, g.id FROM "
	    "game_mechanism m JOIN game g ON g.id = m.game WHERE m.mechanism "
	    "IN (?1, ?2) ORDER BY g.id", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, also != NULL ? also : name, -1,
		    SQLITE_STATIC);
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
	for (j = 0; (m = mech_at(j)) != NULL; j++) {
		heading = 0;
		for (i = 0; cmd_table[i] != NULL; i++) {
			if (cmd_table[i]->mech == NULL ||
			    strcmp(cmd_table[i]->mech, m->name) != 0)
				continue;
			if (!heading++) {
				buf_reset(&games);
				mech_games(c, m->name, NULL, &games);
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
		o = xjson_pack("{s:s, s:s*, s:s, s:b, s:o}", "name", e->name,
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

/* Text as lines of at most 76 columns: the first begins with first, the
 * others with indent. */
static void
wrap(struct reply *r, const char *first, const char *indent, const char *text)
{
	struct buf	 line;
	const char	*p = text, *sp;
	size_t		 n;

	buf_init(&line);
	buf_add(&line, first);
	while (*p != '\0') {
		while (*p == ' ')
			p++;
		if ((sp = strchr(p, ' ')) == NULL)
			sp = p + strlen(p);
		n = sp - p;
		if (n == 0)
			break;
		if (line.len + 1 + n > 76 && line.len > strlen(indent) &&
		    line.len > strlen(first)) {
			reply_line(r, "%s", buf_str(&line));
			buf_reset(&line);
			buf_add(&line, indent);
		} else if (line.len > 0 && line.s[line.len - 1] != ' ')
			buf_add(&line, " ");
		buf_addn(&line, p, n);
		p = sp;
	}
	if (line.len > 0)
		reply_line(r, "%s", buf_str(&line));
	buf_free(&line);
}

/* The games' own words on e (command_help): the open game's note (its
 * example is the one `help` gives); with no game at hand, each game's
 * example and note under its title.  The rows are in the JSON, as
 * "games". */
static void
help_games(struct cli *c, const struct cmd_entry *e, struct reply *r)
{
	sqlite3_stmt	*st;
	struct buf	 note;
	json_t		*rows = json_array();
	char		 game[64];
	int		 at = cli_game(c, game, sizeof game, NULL, 0) == 0;

	if (sql_prepare(c->rules, "SELECT h.game, g.title, g.tag, "
	    "h.example, h.note, h.section FROM command_help h JOIN game g ON "
	    "g.id = h.game WHERE h.command = ?1 AND (?2 IS NULL OR "
	    "h.game = ?2) ORDER BY g.id", -1, &st, NULL) != SQLITE_OK) {
		json_decref(rows);
		return;
	}
	sqlite3_bind_text(st, 1, e->name, -1, SQLITE_STATIC);
	if (at)
		sqlite3_bind_text(st, 2, game, -1, SQLITE_STATIC);
	buf_init(&note);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		const char *title = (const char *)sqlite3_column_text(st, 1);
		const char *tag = (const char *)sqlite3_column_text(st, 2);
		const char *ex = (const char *)sqlite3_column_text(st, 3);
		const char *text = (const char *)sqlite3_column_text(st, 4);
		const char *sec = (const char *)sqlite3_column_text(st, 5);
		size_t n = strlen(text);

		/* The citation closes the note's last sentence. */
		while (n > 0 && (text[n - 1] == '.' || text[n - 1] == ' '))
			n--;
		buf_reset(&note);
		buf_addn(&note, text, n);
		buf_printf(&note, " (%s %s).", tag, sec);
		if (at)
			wrap(r, "", "", buf_str(&note));
		else {
			reply_line(r, "\n%s", title);
			reply_line(r, "  example: %s", ex);
			wrap(r, "  ", "  ", buf_str(&note));
		}
		json_array_append_new(rows, xjson_pack("{s:s, s:s, s:s, s:s}",
		    "game", id, "example", ex, "note", text, "section", sec));
	}
	sqlite3_finalize(st);
	buf_free(&note);
	json_object_set_new(r->json, "games", rows);
}

/* The ids of the modifiers of calculator k and its table that are of a
 * kind in kinds (a SQL list), named by the player (cond NULL) or applied
 * by a condition, comma-joined into b; with conditions, the named inputs
 * they read (":att") into in.  0 when there is none. */
static int
calc_mods(struct cli *c, const char *game, const char *k, const char *tbl,
    const char *kinds, int conditional, struct buf *b, struct buf *in)
{
	sqlite3_stmt	*st;
	char		 sql[400];
	int		 n = 0;

	snprintf(sql, sizeof sql, "SELECT id, COALESCE(cond, '') FROM modifier "
	    "WHERE game = ?1 AND tbl IN (?2, ?3) AND kind IN %s AND (cond IS "
	    "NULL) = %d ORDER BY tbl = ?3, pos", kinds, !conditional);
	if (sql_prepare(c->rules, sql, -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, k, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, tbl, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *p = (const char *)sqlite3_column_text(st, 1);

		buf_printf(b, "%s%s", n++ ? ", " : "", sqlite3_column_text(st,
		    0));
		while (in != NULL && (p = strchr(p, ':')) != NULL) {
			char name[52], hay[512];
			size_t len;

			/* ", name," within ", list,": said once. */
			for (len = 0, p++; len + 4 < sizeof name &&
			    (isalnum((unsigned char)p[len]) || p[len] == '_'); len++)
				name[len + 2] = p[len];
			p += len;
			memcpy(name, ", ", 2);
			memcpy(name + len + 2, ",", 2);
			snprintf(hay, sizeof hay, ", %s,", buf_str(in));
			if (len > 0 && strstr(hay, name) == NULL)
				buf_printf(in, "%s%.*s", in->len ? ", " : "",
				    (int)len, name + 2);
		}
	}
	sqlite3_finalize(st);
	return n;
}

/* A calculator command (`fire`, `close`): the open game's own modifiers
 * and inputs, read from its data, so that the command's own words name
 * none. */
static void
help_calculator(struct cli *c, const char *calc, struct reply *r)
{
	sqlite3_stmt	*st;
	struct buf	 b, m, in;
	char		 game[64];

	if (cli_game(c, game, sizeof game, NULL, 0) != 0 || sql_prepare(
	    c->rules, "SELECT k.name, k.id, k.tbl, t.name, t.needs FROM "
	    "calculator k JOIN lookup_table t ON t.game = k.game AND t.id = "
	    "k.tbl WHERE k.game = ?1 AND (k.id = ?2 OR k.id = 'defensive-' || "
	    "?2) ORDER BY k.rowid", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, calc, -1, SQLITE_STATIC);
	buf_init(&b);
	buf_init(&m);
	buf_init(&in);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *k = (const char *)sqlite3_column_text(st, 1);
		const char *tbl = (const char *)sqlite3_column_text(st, 2);

		buf_reset(&b);
		buf_reset(&in);
		buf_printf(&b, "%s, into the %s:", sqlite3_column_text(st, 0),
		    sqlite3_column_text(st, 3));
		buf_reset(&m);
		if (calc_mods(c, game, k, tbl, "('mul', 'add', 'total')", 0, &m,
		    NULL))
			buf_printf(&b, " strength modifiers %s;", buf_str(&m));
		buf_reset(&m);
		if (calc_mods(c, game, k, tbl, "('shift', 'drm')", 0, &m, NULL))
			buf_printf(&b, " shifts and die modifiers %s;",
			    buf_str(&m));
		buf_reset(&m);
		if (calc_mods(c, game, k, tbl, "('mul', 'add', 'total', "
		    "'shift', 'drm')", 1, &m, &in))
			buf_printf(&b, " applied by themselves from the inputs "
			    "(%s): %s;", buf_str(&in), buf_str(&m));
		if (sqlite3_column_type(st, 4) == SQLITE_TEXT)
			buf_printf(&b, " the table reads %s=N;",
			    sqlite3_column_text(st, 4));
		b.s[b.len - 1] = '.';
		wrap(r, "", "  ", buf_str(&b));
	}
	sqlite3_finalize(st);
	buf_free(&b);
	buf_free(&m);
	buf_free(&in);
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
	mech_games(c, e->mech, e->also, &games);
	reply_line(r, "\n%s has no %s: `%s` is for %s.", title, m != NULL ?
	    m->what : e->mech, e->name, buf_str(&games));
	buf_free(&games);
	json_object_set_new(r->json, "available", json_false());
}

static int
cmd_help_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const struct cmd_entry	*e;
	struct buf		 ex;
	int			 amb, game;

	if (argc == 1)
		return help_list(c, r);
	if ((e = cli_find(c, argv[1], &amb)) == NULL) {
		char id[64], g[64];
		struct buf b;

		/* A combat's own name: its inputs and terms (a joined
		 * copy's game too). */
		if (cli_game(c, g, sizeof g, NULL, 0) != 0 ||
		    contest_resolve(c->rules, g, argv[1], id, sizeof id) != 0)
			return reply_fail(r, "no command \"%s\": `help` lists "
			    "them", argv[1]);
		buf_init(&b);
		contest_help(c->rules, g, id, &b);
		buf_add(&r->text, buf_str(&b));
		buf_free(&b);
		return 0;
	}
	game = cli_game(c, NULL, 0, NULL, 0) == 0;
	reply_line(r, "usage: %s", cmd_usage_line(e));
	reply_line(r, "  %s.", e->summary);
	if (e->more != NULL)
		reply_line(r, "%s", e->more);
	if (game) {
		help_games(c, e, r);
		help_calculator(c, e->name, r);
	}
	buf_init(&ex);
	reply_line(r, "example: %s", cli_example(c, e, &ex));
	json_object_set_new(r->json, "example", json_string(buf_str(&ex)));
	buf_free(&ex);
	json_object_set_new(r->json, "mechanism", e->mech != NULL ?
	    json_string(e->mech) : json_null());
	if (!game)
		help_games(c, e, r);
	help_lacking(c, e, r);
	/* What the command's own data adds (the steps, the combats). */
	if (e->help != NULL)
		e->help(c, r);
	return 0;
}

const struct cmd_entry cmd_help_entry = {
	.name = "help",
	.alias = "?",
	.args = "[COMMAND:command]",
	.summary = "list the commands, or explain one",
	.example = "help fire",
	.exec = cmd_help_exec,
};

static int
cmd_quit_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	(void)argc;
	(void)argv;
	(void)r;
	c->quit = 1;
	return 0;
}

const struct cmd_entry cmd_quit_entry = {
	.name = "quit",
	.alias = "exit",
	.args = "",
	.summary = "leave (everything is already saved)",
	.example = "quit",
	.exec = cmd_quit_exec,
};

/* The entry a row of table names by its full name, when its game has it
 * (a common command, or one of a mechanism the game uses); else NULL,
 * with the problem said into out and counted in *n. */
static const struct cmd_entry *
row_command(sqlite3 *rules, const char *table, const char *g,
    const char *name, struct buf *out, int *n)
{
	const struct cmd_entry	*e;
	int			 amb;

	e = cmd_find(name, &amb);
	if (e == NULL || strcmp(e->name, name) != 0) {
		buf_printf(out, "%s: %s.%s names no command (`help` lists "
		    "them)\n", table, g, name);
		(*n)++;
		return NULL;
	}
	/* Its mechanism, or the second one whose games have it too. */
	if (e->mech != NULL && rules_int(rules, 0, "SELECT count(*) FROM "
	    "game_mechanism WHERE game = ?1 AND mechanism = ?2", g, e->mech) ==
	    0 && (e->also == NULL || rules_int(rules, 0, "SELECT count(*) "
	    "FROM game_mechanism WHERE game = ?1 AND mechanism = ?2", g,
	    e->also) == 0)) {
		buf_printf(out, "%s: %s.%s: the game does not use %s, so it has "
		    "no `%s`\n", table, g, name, e->mech, name);
		(*n)++;
		return NULL;
	}
	return e;
}

/* The part of `rules check` that needs the command table, which the rules
 * data cannot see and src/core may not include: each command_help row
 * names a command of the table by its name, one its game has (a common
 * command, or one of a mechanism the game uses), and its example runs
 * that command (its first word finds the entry, or, for `combat`, names
 * one of the game's combats).  A misspelt row would otherwise never be
 * shown.  One line a problem into out; their number. */
static int
check_command_help(sqlite3 *rules, struct buf *out)
{
	const struct cmd_entry	*e, *f;
	sqlite3_stmt		*st;
	char			 word[64], id[64];
	int			 n = 0, amb;

	if (sql_prepare(rules, "SELECT game, command, example FROM "
	    "command_help ORDER BY game, command", -1, &st, NULL) != SQLITE_OK)
		return 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *g = (const char *)sqlite3_column_text(st, 0);
		const char *name = (const char *)sqlite3_column_text(st, 1);
		const char *ex = (const char *)sqlite3_column_text(st, 2);

		if ((e = row_command(rules, "command_help", g, name, out,
		    &n)) == NULL)
			continue;
		snprintf(word, sizeof word, "%.*s", (int)strcspn(ex, " "), ex);
		f = cmd_find(word, &amb);
		if (f != e && (e != &cmd_combat_entry ||
		    contest_resolve(rules, g, word, id, sizeof id) != 0)) {
			buf_printf(out, "command_help: %s.%s: the example "
			    "\"%s\" does not run `%s`\n", g, name, ex, name);
			n++;
		}
	}
	sqlite3_finalize(st);
	return n;
}

/* Each command_step row names, by its full name, a command that changes
 * the game (one that records nothing has no steps to keep to) and that
 * its game has: a misspelt row would leave the command free. */
static int
check_command_step(sqlite3 *rules, struct buf *out)
{
	const struct cmd_entry	*e;
	sqlite3_stmt		*st;
	int			 n = 0;

	if (sql_prepare(rules, "SELECT DISTINCT game, command FROM "
	    "command_step ORDER BY game, command", -1, &st, NULL) != SQLITE_OK)
		return 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *g = (const char *)sqlite3_column_text(st, 0);
		const char *name = (const char *)sqlite3_column_text(st, 1);

		if ((e = row_command(rules, "command_step", g, name, out,
		    &n)) != NULL && !(e->flags & CMD_WRITES)) {
			buf_printf(out, "command_step: %s.%s: `%s` changes "
			    "nothing, so it has no steps\n", g, name, name);
			n++;
		}
	}
	sqlite3_finalize(st);
	return n;
}

int
cli_rules_check(sqlite3 *rules, struct buf *out)
{
	return rules_check(rules, out) + check_command_help(rules, out) +
	    check_command_step(rules, out);
}

static int
cmd_rules_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct buf	 out;
	int		 n;

	if (argc != 2 || strcasecmp(argv[1], "check") != 0)
		return cli_usage(c, x->entry, NULL, r);
	buf_init(&out);
	n = cli_rules_check(c->rules, &out);
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
	.name = "rules",
	.args = "check",
	.summary = "validate the rules database",
	.example = "rules check",
	.exec = cmd_rules_exec,
};
