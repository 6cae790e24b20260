/* `module export GAME FILE [--force]`: a game's rules as a module, the
 * text file an owner reads, copies and edits (adjutant-module(5)).  Every
 * shipped game is written this way, so each is an example of the format
 * whole. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/module.h"
#include "adj/names.h"
#include "adj/overwrite.h"
#include "adj/prepare.h"
#include "adj/wfile.h"
#include "cli.h"

#define MODULE_MARK	"a game module for Adjutant"

/* A module this command wrote (its first line says so): written over
 * unasked, as any other export of the program's own. */
static int
module_ours(const char *head, size_t len, void *arg)
{
	(void)arg;
	return len > 2 && head[0] == '#' && memmem(head, len, MODULE_MARK,
	    strlen(MODULE_MARK)) != NULL;
}

/* The game typed (an id or title, as `new` takes it): its id into id. */
static int
module_game(struct cli *c, const char *typed, char *id, size_t idlen,
    struct reply *r)
{
	sqlite3_stmt	*st;
	char		*ids[64], *titles[64];
	struct buf	 b;
	int		 n = 0, hit, i;

	if (sql_prepare(c->rules, "SELECT id, title FROM game ORDER BY id", -1,
	    &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the rules database");
	while (n < 64 && sqlite3_step(st) == SQLITE_ROW) {
		ids[n] = xstrdup((const char *)sqlite3_column_text(st, 0));
		titles[n++] = xstrdup((const char *)sqlite3_column_text(st,
		    1));
	}
	sqlite3_finalize(st);
	hit = name_match(typed, (const char *const *)ids,
	    (const char *const *)titles, n);
	if (hit >= 0)
		snprintf(id, idlen, "%s", ids[hit]);
	else {
		buf_init(&b);
		for (i = 0; i < n; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", ids[i]);
		reply_fail(r, "%s game \"%s\": expected one of %s", hit ==
		    NAME_AMBIGUOUS ? "more than one" : "no", typed,
		    buf_str(&b));
		buf_free(&b);
	}
	for (i = 0; i < n; i++) {
		free(ids[i]);
		free(titles[i]);
	}
	return hit >= 0 ? 0 : -1;
}

static int
module_export_file(struct cli *c, const char *typed, const char *path,
    int force, struct reply *r)
{
	struct wfile	 w;
	char		 game[64], err[4400], what[160];

	if (module_game(c, typed, game, sizeof game, r) != 0)
		return -1;
	if (!force && overwrite_check(path, module_ours, NULL, what,
	    sizeof what) != 0)
		return reply_fail(r, "%s already holds %s: `module export %s "
		    "%s --force` writes over it", path, what, game, path);
	if (wfile_open(&w, path, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	if (module_export(c->rules, game, w.f, err, sizeof err) != 0) {
		wfile_abandon(&w);
		return reply_fail(r, "%s", err);
	}
	if (wfile_close(&w, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	reply_line(r, "Wrote %s as a module to %s", game, path);
	json_object_set_new(r->json, "game", json_string(game));
	json_object_set_new(r->json, "file", json_string(path));
	return 0;
}

static int
cmd_module_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc >= 4 && strcmp(argv[1], "export") == 0 && (argc == 4 ||
	    (argc == 5 && strcmp(argv[4], "--force") == 0)))
		return module_export_file(c, argv[2], argv[3], argc == 5, r);
	return cli_usage(c, x->entry, NULL, r);
}

const struct cmd_entry cmd_module_entry = {
	.name = "module",
	.args = "export GAME:game FILE:file [--force]",
	.summary = "a game's rules as a module file you can read and copy",
	.example = "module export GAME my-module.yaml",
	.more = "A module is one text file (YAML) holding a game's rules "
	    "data: a section for each table the game has rows in, a row a "
	    "line.  `module export` writes any game as one; adjutant-module(5) "
	    "describes the format.",
	.exec = cmd_module_exec,
};
