/* Starting and opening games: `games`, `new GAME [SCENARIO]`, `open FILE`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/module.h"
#include "adj/names.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/saved.h"
#include "adj/wfile.h"
#include "adj/prepare.h"
#include "cli.h"
#include "../sync/term.h"

int
cli_pick(struct cli *c, int n)
{
	return (int)rng_below(&c->rng, (uint32_t)n);
}

/* Leaving a campaign's copy for a game of the terminal's own: the copy
 * saw as its role (the view of everything it held); at the prompt a
 * game of one's own is the table's again, as it starts. */
static void
unlink_to_table(struct cli *c)
{
	if (c->link != NULL && c->interactive && c->view[0] == '\0')
		snprintf(c->view, sizeof c->view, "%s", VIEW_TABLE);
	cli_unlink(c);
}

/* The rules of the game j holds made c->rules (cli_rules_for). */
static int
journal_rules(struct cli *c, struct journal *j, sqlite3 **old, char *err,
    size_t errlen)
{
	char	*game;
	int	 rc = 0;

	*old = NULL;
	if (c->image == NULL || (game = journal_meta_get(j, "game")) == NULL)
		return 0;
	rc = cli_rules_for(c, game, old, err, errlen);
	free(game);
	return rc;
}

/* A session file opened and folded by the rules of its game: those in
 * hand first (a game of the same rules as the last: no look at the file
 * before), and when they are not its game's, its game's (the image's or
 * an installed module's, c->rules from then on; the one replaced in
 * *old).  A module's session only with the module's text it began with. */
static int
open_file(struct cli *c, const char *path, struct session **s,
    sqlite3 **old, char *err, size_t errlen)
{
	char	*game, why[512];
	int	 rc;

	*old = NULL;
	if (session_open(path, c->rules, &c->rng, s, err, errlen) != 0) {
		if (c->image == NULL || (game = cli_game_of_file(path)) ==
		    NULL)
			return -1;
		rc = cli_rules_for(c, game, old, why, sizeof why);
		free(game);
		if (rc != 0) {
			snprintf(err, errlen, "%s", why);
			return -1;
		}
		if (*old == NULL)
			return -1;	/* its rules were in hand: the error
					 * stands */
		if (session_open(path, c->rules, &c->rng, s, err, errlen) !=
		    0) {
			cli_rules_back(c, *old);
			*old = NULL;
			return -1;
		}
	}
	if (cli_module_pinned(*s, err, errlen) != 0) {
		session_close(*s);
		*s = NULL;
		cli_rules_back(c, *old);
		*old = NULL;
		return -1;
	}
	return 0;
}

int
cli_open_session(struct cli *c, const char *path, struct reply *r)
{
	struct session	*s;
	struct link_term t;
	struct journal	*j = NULL;
	sqlite3		*old = NULL;
	char		 err[512];
	int		 rc;

	/* A campaign's copy opens joined to its server (src/sync); a
	 * server's own campaign never does, whatever its file holds.  A
	 * file that is no copy is folded from the journal opened to look. */
	if (!c->confined) {
		cli_link_term(c, &t);
		if ((rc = link_open(&t, path, &j, r)) != 0)
			return rc > 0 ? 0 : -1;
	}
	if (j != NULL && c->journal_only) {
		/* Not folded now, but its walk (an export) folds it: by its
		 * game's rules, its module's text the one it began with. */
		if (journal_rules(c, j, &old, err, sizeof err) != 0) {
			journal_close(j);
			if (cli_open_kept(c, path, &s, &old, err) != 0)
				return reply_fail(r, "%s", err);
		} else {
			s = session_open_unfolded(j, c->rules, &c->rng);
			if (cli_module_pinned(s, err, sizeof err) != 0) {
				session_close(s);
				cli_rules_back(c, old);
				if (cli_open_kept(c, path, &s, &old, err) != 0)
					return reply_fail(r, "%s", err);
			} else
				c->read_only[0] = '\0';
		}
	} else if (j != NULL) {
		/* The journal in hand says its game: its rules first. */
		if (journal_rules(c, j, &old, err, sizeof err) != 0) {
			journal_close(j);
			if (cli_open_kept(c, path, &s, &old, err) != 0)
				return reply_fail(r, "%s", err);
		} else if (session_open_journal(j, c->rules, &c->rng, &s, err,
		    sizeof err) != 0 || (cli_module_pinned(s, err,
		    sizeof err) != 0 && (session_close(s), 1))) {
			cli_rules_back(c, old);
			if (cli_open_kept(c, path, &s, &old, err) != 0)
				return reply_fail(r, "%s", err);
		} else
			c->read_only[0] = '\0';
	} else if (open_file(c, path, &s, &old, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	else
		c->read_only[0] = '\0';
	if (c->read_only[0] != '\0' && s != NULL)
		reply_line(r, "Note: %s.", c->read_only);
	unlink_to_table(c);
	session_close(c->s);
	cli_rules_release(c, old);
	c->s = s;
	snprintf(c->session_path, sizeof c->session_path, "%s", path);
	c->replay_at = 0;	/* a replay was of the game left behind */
	if (!c->confined)	/* the server keeps no "last session" */
		session_remember(path, r);
	return 0;
}

/* Rows of (id, name) from a query with one optional text parameter. */
static int
load_pairs(sqlite3 *db, const char *sql, const char *p, char ***ids,
    char ***names)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	*ids = *names = NULL;
	if (sql_prepare(db, sql, -1, &st, NULL) != SQLITE_OK)
		return 0;
	if (p != NULL)
		sqlite3_bind_text(st, 1, p, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		*ids = realloc(*ids, (size_t)(n + 1) * sizeof **ids);
		*names = realloc(*names, (size_t)(n + 1) * sizeof **names);
		if (*ids == NULL || *names == NULL)
			abort();
		(*ids)[n] = xstrdup((const char *)sqlite3_column_text(st, 0));
		(*names)[n] = xstrdup((const char *)sqlite3_column_text(st, 1));
		n++;
	}
	sqlite3_finalize(st);
	return n;
}

struct pairs {
	char	***ids, ***names;
	int	   n;
};

static void
add_pair(struct pairs *p, const char *id, const char *name)
{
	*p->ids = xreallocarray(*p->ids, (size_t)p->n + 1, sizeof **p->ids);
	*p->names = xreallocarray(*p->names, (size_t)p->n + 1,
	    sizeof **p->names);
	(*p->ids)[p->n] = xstrdup(id);
	(*p->names)[p->n++] = xstrdup(name);
}

static int
add_module(void *arg, const char *id)
{
	struct pairs	*p = arg;
	sqlite3		*db;
	sqlite3_stmt	*st;
	char		 err[512];

	/* One that cannot be opened (half installed) is still known by
	 * its id: `new` names it and then says what is wrong with it. */
	if ((db = module_open(id, err, sizeof err)) == NULL) {
		add_pair(p, id, id);
		return 0;
	}
	if (sql_prepare(db, "SELECT title FROM game WHERE id = ?1", -1, &st,
	    NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_ROW)
			add_pair(p, id, (const char *)sqlite3_column_text(st,
			    0));
		sqlite3_finalize(st);
	}
	sqlite3_close(db);
	return 0;
}

/* The installed modules' ids and titles after the n shipped games'. */
static int
add_modules(char ***ids, char ***names, int n)
{
	struct pairs	 p = { ids, names, n };

	module_each(add_module, &p);
	return p.n;
}

static void
free_pairs(char **ids, char **names, int n)
{
	int	 i;

	for (i = 0; i < n; i++) {
		free(ids[i]);
		free(names[i]);
	}
	free(ids);
	free(names);
}

/* Every game of db, with its scenarios, onto r and games. */
static int
list_games(sqlite3 *db, json_t *games, struct reply *r)
{
	sqlite3_stmt	*st, *sc;

	if (sql_prepare(db, "SELECT id, title, publisher FROM game "
	    "ORDER BY id", -1, &st, NULL) != SQLITE_OK ||
	    sql_prepare(db, "SELECT s.id, s.name, s.section, "
	    "s.last_turn - s.first_turn + 1, a.label, b.label FROM scenario s "
	    "JOIN turn a ON a.game = s.game AND a.calendar = s.calendar AND "
	    "a.n = s.first_turn JOIN turn b ON b.game = s.game AND b.calendar "
	    "= s.calendar AND b.n = s.last_turn WHERE s.game = ?1 ORDER BY "
	    "s.pos", -1, &sc, NULL) != SQLITE_OK)
		return -1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		json_t *g = xjson_pack("{s:s, s:s, s:[]}", "id", id, "title",
		    (const char *)sqlite3_column_text(st, 1), "scenarios");

		reply_line(r, "%s  %s", id,
		    (const char *)sqlite3_column_text(st, 1));
		sqlite3_reset(sc);
		sqlite3_bind_text(sc, 1, id, -1, SQLITE_TRANSIENT);
		while (sqlite3_step(sc) == SQLITE_ROW) {
			reply_line(r, "    %-24s %s (%s): %d turns, %s to %s",
			    (const char *)sqlite3_column_text(sc, 0),
			    (const char *)sqlite3_column_text(sc, 1),
			    (const char *)sqlite3_column_text(sc, 2),
			    sqlite3_column_int(sc, 3),
			    (const char *)sqlite3_column_text(sc, 4),
			    (const char *)sqlite3_column_text(sc, 5));
			json_array_append_new(json_object_get(g, "scenarios"),
			    json_string((const char *)sqlite3_column_text(sc,
			    0)));
		}
		json_array_append_new(games, g);
	}
	sqlite3_finalize(st);
	sqlite3_finalize(sc);
	return 0;
}

struct module_games {
	json_t		*games;
	struct reply	*r;
	int		 n;
};

static int
list_module(void *arg, const char *id)
{
	struct module_games	*m = arg;
	sqlite3			*db;
	char			 err[512];
	size_t			 before = json_array_size(m->games);

	if ((db = module_open_whole(id, err, sizeof err)) == NULL)
		return 0;
	if (m->n++ == 0)
		reply_line(m->r, "Installed modules (`module list`):");
	list_games(db, m->games, m->r);
	/* Each marked as a module's, for a client to tell. */
	while (before < json_array_size(m->games))
		json_object_set_new(json_array_get(m->games, before++),
		    "module", json_true());
	sqlite3_close(db);
	return 0;
}

static int
cmd_games_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli		*c = x->c;
	json_t			*games = json_array();
	struct module_games	 m = { games, r, 0 };

	(void)argc;
	(void)argv;
	if (list_games(c->image != NULL ? c->image : c->rules, games, r) !=
	    0) {
		json_decref(games);
		return reply_fail(r, "cannot read the rules database");
	}
	module_each(list_module, &m);
	json_object_set_new(r->json, "games", games);
	return 0;
}

const struct cmd_entry cmd_games_entry = {
	.name = "games",
	.args = "",
	.summary = "list the games and scenarios I know",
	.example = "games",
	.exec = cmd_games_exec,
};

/* Resolve typed text against (ids, names); ask or pick when missing. */
static int
choose(struct cli *c, const char *what, const char *typed, char **ids,
    char **names, int n, struct reply *r)
{
	int	 i, hit;
	char	*line, prompt[64];

	/* One to choose from is no choice: a game of one scenario starts
	 * without naming it, at the prompt and in a script alike. */
	if (typed == NULL && n == 1)
		return 0;
	if (typed == NULL && c->interactive && !c->json) {
		struct prompt_choices ch = { (const char **)names, n,
		    (const char **)ids, NULL };

		/* The same question every command asks: an answer not
		 * listed is asked again, Ctrl-C or Ctrl-D starts nothing. */
		for (i = 0; i < n; i++)
			reply_line(r, "  %-26s %s", ids[i], names[i]);
		snprintf(prompt, sizeof prompt, "Which %s? > ", what);
		if (prompt_ask(cli_ask_lookup, c, r, prompt, prompt_choice, &ch,
		    &line) != 0)
			return -1;
		hit = prompt_choice_index(&ch, line);
		free(line);
		return hit;
	}
	if (typed == NULL) {
		struct buf b;

		/* Which game to start is the player's, not a rules choice
		 * to make at random for a script. */
		buf_init(&b);
		for (i = 0; i < n; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", ids[i]);
		reply_fail(r, "no %s given: expected one of %s", what,
		    buf_str(&b));
		buf_free(&b);
		return -1;
	}
	hit = name_match(typed, (const char *const *)ids,
	    (const char *const *)names, n);
	/* Two of one title (a module copied from a shipped game): the ids,
	 * which differ, decide. */
	if (hit == NAME_AMBIGUOUS)
		hit = name_match(typed, (const char *const *)ids,
		    (const char *const *)ids, n);
	if (hit == NAME_NONE || hit == NAME_AMBIGUOUS) {
		struct buf b;

		buf_init(&b);
		for (i = 0; i < n; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", ids[i]);
		reply_fail(r, "%s %s \"%s\": expected one of %s",
		    hit == NAME_NONE ? "no" : "more than one", what, typed,
		    buf_str(&b));
		buf_free(&b);
		return -1;
	}
	return hit;
}

/* Is option id, taken in scenario, refused there: for another scenario
 * only, or forbidden or idle in this one?  The refusal said with r. */
static int
option_refused(sqlite3 *rules, const char *game, const char *scenario,
    const char *id, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 rc = 0;

	if (sql_prepare(rules, "SELECT s.name, o.section, NULL FROM "
	    "rule_option o JOIN scenario s ON s.game = o.game AND s.id = "
	    "o.scenario WHERE o.game = ?1 AND o.id = ?2 AND o.scenario != ?3 "
	    "UNION ALL SELECT NULL, section, why FROM rule_option_refused "
	    "WHERE game = ?1 AND option = ?2 AND scenario = ?3", -1, &st,
	    NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, scenario, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		char *tag = rules_text(rules, "SELECT tag FROM game WHERE id = "
		    "?1", game, NULL);

		if (sqlite3_column_type(st, 0) == SQLITE_TEXT)
			reply_fail(r, "+%s is for %s only (%s %s)", id,
			    (const char *)sqlite3_column_text(st, 0), tag != NULL ?
			    tag : game, (const char *)sqlite3_column_text(st, 1));
		else
			reply_fail(r, "+%s is not taken in this scenario: %s (%s "
			    "%s)", id, (const char *)sqlite3_column_text(st, 2),
			    tag != NULL ? tag : game, (const char *)
			    sqlite3_column_text(st, 1));
		free(tag);
		rc = -1;
	}
	sqlite3_finalize(st);
	return rc;
}

int
cli_options(sqlite3 *rules, const char *game, const char *scenario,
    char **typed, int ntyped, struct buf *opts, struct reply *r)
{
	char	**ids, **names;
	int	 n, hit, i, k, rc = 0;

	n = load_pairs(rules, "SELECT id, name FROM rule_option WHERE game = "
	    "?1 ORDER BY rowid", game, &ids, &names);
	for (k = 0; k < ntyped && rc == 0; k++) {
		hit = name_match(typed[k], (const char *const *)ids,
		    (const char *const *)names, n);
		if (hit < 0) {
			struct buf b;

			buf_init(&b);
			for (i = 0; i < n; i++)
				buf_printf(&b, "%s+%s", i ? ", " : "", ids[i]);
			rc = reply_fail(r, "no option \"%s\" for %s: expected %s",
			    typed[k], game, n > 0 ? buf_str(&b) : "none (it has "
			    "no options)");
			buf_free(&b);
			break;
		}
		if ((rc = option_refused(rules, game, scenario, ids[hit], r)) != 0)
			break;
		buf_printf(opts, "%s%s", opts->len ? "," : "", ids[hit]);
		reply_line(r, "Option: %s.", names[hit]);
	}
	free_pairs(ids, names, n);
	return rc;
}

static int
cmd_new_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	char		**gids, **gnames, **sids = NULL, **snames = NULL;
	char		 path[4096], err[512], *pos[3], **plus;
	sqlite3		*old = NULL;
	int		 ng, ns = 0, g, sc, i, rc = -1, npos = 0, nplus = 0;
	int		 switched = 0;
	struct session	*s;
	struct reply	 status;
	struct buf	 opts;

	/* `+OPTION` words switch on scenario options (12.0); the rest are
	 * the game and the scenario. */
	if ((plus = xcalloc((size_t)argc + 1, sizeof *plus)) == NULL)
		abort();
	buf_init(&opts);
	for (i = 0; i < argc; i++)
		if (argv[i][0] == '+' && npos > 1)
			plus[nplus++] = argv[i] + 1;
		else if (npos < 3)
			pos[npos++] = argv[i];
	argc = npos;
	argv = pos;

	ng = load_pairs(c->image != NULL ? c->image : c->rules, "SELECT id, "
	    "title FROM game ORDER BY id", NULL, &gids, &gnames);
	ng = add_modules(&gids, &gnames, ng);
	if (argc < 2 && !c->interactive) {
		free_pairs(gids, gnames, ng);
		return cli_usage(c, x->entry, NULL, r);
	}
	if ((g = choose(c, "game", argc > 1 ? argv[1] : NULL, gids, gnames, ng,
	    r)) < 0)
		goto out;
	/* Its rules in hand from here: the image's, or its module's. */
	if (cli_rules_for(c, gids[g], &old, err, sizeof err) != 0) {
		reply_fail(r, "%s", err);
		goto out;
	}
	switched = 1;
	ns = load_pairs(c->rules, "SELECT id, name FROM scenario WHERE game = "
	    "?1 ORDER BY pos", gids[g], &sids, &snames);
	if ((sc = choose(c, "scenario", argc > 2 ? argv[2] : NULL, sids, snames,
	    ns, r)) < 0)
		goto out;
	if (nplus > 0 && cli_options(c->rules, gids[g], sids[sc], plus, nplus,
	    &opts, r) != 0)
		goto out;
	if (c->session_named && access(c->session_path, F_OK) == 0) {
		reply_fail(r, "%s already holds a game: name another file with "
		    "--session (or leave it out)", c->session_path);
		goto out;
	}
	if (c->session_named)
		snprintf(path, sizeof path, "%s", c->session_path);
	else {
		for (i = 1; i < 100000; i++) {
			snprintf(path, sizeof path, "%s/%s-%s-%d.adj",
			    adj_data_dir(), gids[g], sids[sc], i);
			if (access(path, F_OK) != 0)
				break;
		}
	}
	if (session_new(path, c->rules, &c->rng, gids[g], sids[sc], opts.len ?
	    buf_str(&opts) : NULL, &s, err, sizeof err) != 0) {
		reply_fail(r, "%s", err);
		goto out;
	}
	if (cli_module_pin(s, err, sizeof err) != 0)
		reply_line(r, "Warning: %s; it opens again with any text of "
		    "the module", err);
	unlink_to_table(c);
	session_close(c->s);
	cli_rules_release(c, old);
	switched = 0;
	c->s = s;
	c->read_only[0] = '\0';
	c->replay_at = 0;
	snprintf(c->session_path, sizeof c->session_path, "%s", path);
	session_remember(path, r);
	{
		char from[64];

		snprintf(from, sizeof from, "%s",
		    session_turn_label(s, s->first_turn));
		reply_line(r, "%s - %s (%s %s): %d turns, %s to %s.",
		    s->game_title, s->scenario_name, s->tag, s->scenario_section,
		    s->last_turn - s->first_turn + 1, from,
		    session_turn_label(s, s->last_turn));
	}
	reply_line(r, "Session saved as %s", path);
	/* Players sharing the screen: say what it keeps from each side. */
	if (strcmp(c->view, VIEW_TABLE) == 0 && rules_int(s->rules, 0,
	    "SELECT count(*) FROM chit WHERE game = ?1 AND kind = 'event'",
	    s->game, NULL) > 0)
		reply_line(r, "This screen shows the table's view: each side's "
		    "Key chits, held chits and blind Events stay hidden (`hand "
		    "SIDE` shows a side its own; `view umpire` shows all to a "
		    "player alone).");
	{
		sqlite3_stmt *st;
		int missing = 0;
		struct buf names;

		buf_init(&names);
		if (sql_prepare(c->rules, "SELECT t.name FROM lookup_table "
		    "t WHERE t.game = ?1 AND t.source = 'player-aid' ORDER BY "
		    "t.rowid", -1, &st, NULL) == SQLITE_OK) {
			sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
			while (sqlite3_step(st) == SQLITE_ROW) {
				buf_printf(&names, "%s%s", missing ? ", " : "",
				    (const char *)sqlite3_column_text(st, 0));
				missing++;
			}
			sqlite3_finalize(st);
		}
		if (missing > 0)
			reply_line(r, "Note: %s %s printed on your player aids, "
			    "not in the rulebook text; `table list` shows which "
			    "you have entered and `help table` how to enter them "
			    "once for every later game.", buf_str(&names),
			    missing == 1 ? "is" : "are");
		buf_free(&names);
	}
	reply_init(&status);
	session_status(s, &status);
	json_object_update(r->json, status.json);
	reply_free(&status);
	rc = 0;
out:
	if (switched)	/* the game before keeps its rules */
		cli_rules_back(c, old);
	free_pairs(gids, gnames, ng);
	free_pairs(sids, snames, ns);
	buf_free(&opts);
	free(plus);
	return rc;
}

const struct cmd_entry cmd_new_entry = {
	.name = "new",
	.args = "[GAME:game [SCENARIO:scenario] [+OPTION...]]",
	.hint = "`games` lists them",
	.summary = "start a game of a scenario (a new session file)",
	.example = "new GAME SCENARIO",
	.more = "Any unique prefix of the game and scenario works. With "
	    "--session PATH the session is saved there;\n"
	    "otherwise under $XDG_DATA_HOME/adjutant/.",
	.exec = cmd_new_exec,
};

/* The saved sessions, one a line with what each holds and when it was
 * last played, the last played first; into r's text and JSON. */
static void
list_saved(struct cli *c, const struct saved *sv, int n, struct reply *r)
{
	json_t	*list = json_array();
	char	 at[32];
	int	 i;

	if (n == 0)
		reply_line(r, "No saved sessions in %s: `new GAME SCENARIO` "
		    "starts one (`games` lists them).", adj_data_dir());
	else
		reply_line(r, "Saved sessions in %s (`open NAME`; the last "
		    "played first):", adj_data_dir());
	for (i = 0; i < n; i++) {
		/* 2026-11-24T09:18:25Z as people read it. */
		snprintf(at, sizeof at, "%.10s %.5s UTC", sv[i].at,
		    strlen(sv[i].at) > 11 ? sv[i].at + 11 : "");
		reply_line(r, "  %-36s %s - %s, turn %d%s%s%s, last played "
		    "%s%s", sv[i].name, sv[i].title, sv[i].scenario_name,
		    sv[i].turn, sv[i].turn_label[0] ? " (" : "",
		    sv[i].turn_label, sv[i].turn_label[0] ? ")" : "",
		    sv[i].at[0] ? at : "never",
		    c->s != NULL && strcmp(sv[i].path, c->session_path) == 0 ?
		    " (open now)" : "");
		json_array_append_new(list, xjson_pack("{s:s, s:s, s:s, s:s, "
		    "s:i, s:s, s:s}", "name", sv[i].name, "path", sv[i].path,
		    "game", sv[i].game, "scenario", sv[i].scenario, "turn",
		    sv[i].turn, "turn_label", sv[i].turn_label, "last_played",
		    sv[i].at));
	}
	json_object_set_new(r->json, "sessions", list);
}

static int
cmd_open_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct reply	 status;
	struct saved	*sv;
	const char	*path;
	size_t		 len;
	int		 n, hit;

	if (argc > 2)
		return cli_usage(c, x->entry, NULL, r);
	n = saved_list(c->rules, adj_data_dir(), &sv);
	if (argc == 1) {
		list_saved(c, sv, n, r);
		free(sv);
		return 0;
	}
	/* A path as typed; else the name of a saved session (`open` lists
	 * them), a unique start of it enough. */
	path = argv[1];
	len = strlen(path);
	if (strchr(path, '/') == NULL && access(path, F_OK) != 0) {
		hit = saved_match(sv, n, path);
		if (hit >= 0)
			path = sv[hit].path;
		/* NAME.adj that is none of them is a file, said missing as
		 * one. */
		else if (len <= 4 || strcmp(path + len - 4, ".adj") != 0) {
			list_saved(c, sv, n, r);
			free(sv);
			return reply_fail(r, "%s \"%s\": expected a file or the "
			    "name of a saved session (listed above)", hit ==
			    NAME_AMBIGUOUS ? "more than one saved session starts "
			    "with" : "no saved session or file", argv[1]);
		}
	}
	if (cli_open_session(c, path, r) != 0) {
		free(sv);
		return -1;
	}
	free(sv);
	if (c->s == NULL) {	/* a side's copy of a campaign */
		link_status(c->link, r);
		return 0;
	}
	reply_init(&status);
	session_status(c->s, &status);
	buf_add(&r->text, buf_str(&status.text));
	json_object_update(r->json, status.json);
	reply_free(&status);
	return 0;
}

const struct cmd_entry cmd_open_entry = {
	.name = "open",
	.args = "[NAME:saved|FILE:saved]",
	.hint = "a session made by `new`; `open` alone lists them",
	.summary = "reopen a saved session; alone, list them",
	.example = "open",
	.more = "With no argument, lists the sessions saved under\n"
	    "$XDG_DATA_HOME/adjutant/ with their game, scenario, turn and when "
	    "each\n"
	    "was last played; `open NAME` opens one by its name (a unique "
	    "start of\n"
	    "it is enough), `open FILE` any session file.",
	.exec = cmd_open_exec,
};
