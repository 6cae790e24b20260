/* Which rules a terminal's game reads: the shipped image (c->image, open
 * from the start), or an installed module's rows (module.h), opened when
 * a game of it is started or reopened and closed when another game takes
 * its place.  A session of a module records the SHA-256 of the module's
 * text it began with, and is opened again only with that same text: a
 * module changed after the game began would fold its events by other
 * rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/journal.h"
#include "adj/module.h"
#include "adj/prepare.h"
#include "adj/rules.h"
#include "adj/stmt_cache.h"
#include "cli.h"

#define META_MODULE	"module"	/* the journal's meta key of the hash */
#define META_TEXT	"module.text"	/* ...and of the module's text */

static void
rules_close(sqlite3 *db)
{
	stmt_forget(db);
	sqlite3_close(db);
}

void
cli_rules_close(struct cli *c)
{
	if (c->rules != c->image)
		rules_close(c->rules);
	rules_close(c->image);
	c->rules = c->image = NULL;
}

int
cli_rules_for(struct cli *c, const char *game, sqlite3 **old, char *err,
    size_t errlen)
{
	sqlite3	*db;

	*old = NULL;
	if (c->image == NULL)
		return 0;	/* a reader's: its rules are all it has */
	if (rules_has_game(c->image, game)) {
		if (c->rules != c->image) {
			*old = c->rules;
			c->rules = c->image;
		}
		return 0;
	}
	if (!module_id_ok(game) || !module_installed(game)) {
		snprintf(err, errlen, "the game %s is neither shipped nor an "
		    "installed module (`module list` lists those; `module "
		    "import` installs one)", game);
		return -1;
	}
	if ((db = rules_open_module(game, NULL, err, errlen)) == NULL)
		return -1;
	*old = c->rules;
	c->rules = db;
	return 0;
}

void
cli_rules_back(struct cli *c, sqlite3 *old)
{
	if (old == NULL)
		return;
	if (c->rules != c->image)
		rules_close(c->rules);
	c->rules = old;
}

void
cli_rules_release(struct cli *c, sqlite3 *old)
{
	if (old != NULL && old != c->image && old != c->rules)
		rules_close(old);
}

char *
cli_game_of_file(const char *path)
{
	struct journal	*j;
	char		 err[512], *game;

	if (journal_open(path, 0, &j, err, sizeof err) != 0)
		return NULL;
	game = journal_meta_get(j, "game");
	journal_close(j);
	return game;
}

/* The hash of module game's installed text, or -1 with err. */
static int
installed_hash(const char *game, char hex[65], char *err, size_t errlen)
{
	char	*text;
	size_t	 len;

	if ((text = module_text(game, &len, err, errlen)) == NULL)
		return -1;
	module_hash(text, len, hex);
	free(text);
	return 0;
}

int
cli_module_pin(struct session *s, char *err, size_t errlen)
{
	char	 hex[65], *text;
	size_t	 len;
	int	 rc = 0;

	if (!module_id_ok(s->game) || !module_installed(s->game))
		return 0;	/* a shipped game's */
	if ((text = module_text(s->game, &len, err, errlen)) == NULL)
		return -1;
	module_hash(text, len, hex);
	/* The text itself too: should the module change or go, the game
	 * is still shown by the rules it began with (cli_open_kept). */
	if (journal_meta_set(s->j, META_MODULE, hex) != 0 ||
	    journal_meta_set(s->j, META_TEXT, text) != 0) {
		snprintf(err, errlen, "cannot record the module in the "
		    "session");
		rc = -1;
	}
	free(text);
	return rc;
}

int
cli_open_kept(struct cli *c, const char *path, struct session **s,
    sqlite3 **old, const char *why)
{
	struct journal	*j;
	struct buf	 errs;
	sqlite3		*db;
	char		 err[512], id[MODULE_ID_MAX + 1], *text, *game;
	int		 n;

	*s = NULL;
	*old = NULL;
	if (c->image == NULL || journal_open(path, 0, &j, err, sizeof err) !=
	    0)
		return -1;
	text = journal_meta_get(j, META_TEXT);
	game = journal_meta_get(j, "game");
	journal_close(j);
	if (text == NULL || game == NULL || !module_id_ok(game) ||
	    (db = module_schema_open(err, sizeof err)) == NULL) {
		free(text);
		free(game);
		return -1;
	}
	buf_init(&errs);
	n = module_load(db, text, strlen(text), game, c->image, id, sizeof id,
	    &errs);
	buf_free(&errs);
	free(text);
	free(game);
	if (n != 0) {
		sqlite3_close(db);
		return -1;
	}
	if ((db = rules_ready(db, NULL, err, sizeof err)) == NULL)
		return -1;
	*old = c->rules;
	c->rules = db;
	if (session_open(path, c->rules, &c->rng, s, err, sizeof err) != 0) {
		cli_rules_back(c, *old);
		*old = NULL;
		return -1;
	}
	snprintf(c->read_only, sizeof c->read_only, "%s; it is shown "
	    "read-only, by the rules it began with (kept in its file)", why);
	return 0;
}

int
cli_module_pinned(struct session *s, char *err, size_t errlen)
{
	char	 hex[65], *was, *game;
	int	 rc = 0;

	if ((was = journal_meta_get(s->j, META_MODULE)) == NULL)
		return 0;
	/* The journal's own word on its game: a session not folded yet
	 * (an export's) knows none. */
	if ((game = journal_meta_get(s->j, "game")) == NULL ||
	    installed_hash(game, hex, err, errlen) != 0)
		rc = -1;
	else if (strcmp(was, hex) != 0) {
		snprintf(err, errlen, "this game was begun with module %s as "
		    "it was then (SHA-256 %.12s...); the installed one has "
		    "changed since (%.12s...), and would read its events by "
		    "other rules: `module import` the text it began with to go "
		    "on", game, was, hex);
		rc = -1;
	}
	if (game == NULL && rc != 0)
		snprintf(err, errlen, "this session names no game");
	free(game);
	free(was);
	return rc;
}

sqlite3 *
cli_rules_of_file(const char *path, const char *tables, char *err,
    size_t errlen)
{
	sqlite3	*db;
	char	*game = cli_game_of_file(path);
	int	 shipped;

	if ((db = rules_open_tables(tables, err, errlen)) == NULL || game ==
	    NULL) {
		free(game);
		return db;
	}
	shipped = rules_has_game(db, game);
	if (!shipped && module_id_ok(game) && module_installed(game)) {
		stmt_forget(db);
		sqlite3_close(db);
		db = rules_open_module(game, tables, err, errlen);
	}
	free(game);
	return db;
}
