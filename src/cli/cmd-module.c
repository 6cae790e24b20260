/* `module`: games as modules, the text file an owner reads, writes and
 * shares (adjutant-module(5)).  `export GAME FILE` writes any game, shipped
 * or installed, as one (every shipped game is so an example of the format
 * whole); `import FILE [--as ID]` checks a module whole and installs it
 * for this user, or says every mistake and installs nothing; `list`,
 * `show ID` and `remove ID` the installed ones. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/module.h"
#include "adj/names.h"
#include "adj/overwrite.h"
#include "adj/prepare.h"
#include "adj/rfile.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "adj/wfile.h"
#include "cli.h"

#define MODULE_MARK	"a game module for Adjutant"
/* The shipped games, whatever game is open. */
#define SHIPPED(c)	((c)->image != NULL ? (c)->image : (c)->rules)
#define MODULE_FILE_MAX	(8 * 1024 * 1024)	/* bytes of a module's text */

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

	if (sql_prepare(SHIPPED(c), "SELECT id, title FROM game ORDER BY id", -1,
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

static int module_write(sqlite3 *, const char *, const char *, int,
    struct reply *);

/* A module's own rows from its text, as id (a series' rows it takes
 * are not its own): NULL with err. */
static sqlite3 *
own_rows(const char *text, size_t len, const char *id, char *err,
    size_t errlen)
{
	sqlite3		*db;
	struct buf	 errs;
	char		 got[256];
	int		 n;

	if ((db = module_schema_open(err, errlen)) == NULL)
		return NULL;
	buf_init(&errs);
	n = module_load(db, text, len, id, NULL, got, sizeof got, &errs);
	buf_free(&errs);
	if (n != 0) {
		snprintf(err, errlen, "module %s no longer reads as a module "
		    "(%d problems): import it again to see them", id, n);
		sqlite3_close(db);
		return NULL;
	}
	return db;
}

/* Installed module id's own rows, from its text: NULL with err. */
static sqlite3 *
module_own_rows(const char *id, char *err, size_t errlen)
{
	sqlite3	*db;
	char	*text;
	size_t	 len;

	if ((text = module_text(id, &len, err, errlen)) == NULL)
		return NULL;
	db = own_rows(text, len, id, err, errlen);
	free(text);
	return db;
}

static int
module_export_file(struct cli *c, const char *typed, const char *path,
    int force, struct reply *r)
{
	sqlite3		*rules = SHIPPED(c), *mod = NULL;
	char		 game[64], err[4400];
	int		 rc;

	/* An installed module by its exact id, its own rows read again
	 * from its text (a series' rows it takes are not its to write);
	 * else a shipped game, named as `new` takes it. */
	if (module_id_ok(typed) && module_installed(typed)) {
		if ((mod = module_own_rows(typed, err, sizeof err)) == NULL)
			return reply_fail(r, "%s", err);
		snprintf(game, sizeof game, "%s", typed);
		rules = mod;
	} else if (module_game(c, typed, game, sizeof game, r) != 0)
		return -1;
	rc = module_write(rules, game, path, force, r);
	sqlite3_close(mod);
	return rc;
}

static int
module_write(sqlite3 *rules, const char *game, const char *path, int force,
    struct reply *r)
{
	struct wfile	 w;
	char		 err[4400], what[160];

	if (!force && overwrite_check(path, module_ours, NULL, what,
	    sizeof what) != 0)
		return reply_fail(r, "%s already holds %s: `module export %s "
		    "%s --force` writes over it", path, what, game, path);
	if (wfile_open(&w, path, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	if (module_export(rules, game, w.f, err, sizeof err) != 0) {
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

/* The file's text whole: NULL with the reply failed. */
static char *
module_file(const char *path, size_t *len, struct reply *r)
{
	struct buf	 b;
	char		 err[4400], chunk[8192];
	size_t		 n;
	FILE		*f;

	if ((f = rfile_open(path, MODULE_FILE_MAX, "a module's text, at most "
	    "8 MB", err, sizeof err)) == NULL) {
		reply_fail(r, "%s", err);
		return NULL;
	}
	buf_init(&b);
	while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
		buf_addn(&b, chunk, n);
	if (ferror(f)) {
		fclose(f);
		buf_free(&b);
		reply_fail(r, "cannot read %s", path);
		return NULL;
	}
	fclose(f);
	*len = b.len;
	return b.s != NULL ? b.s : xstrdup("");
}

/* Each line of errs, said as the file's ("FILE:LINE:COL: ...", or
 * "FILE: ..." of a line with no place; path "": the lines as they are),
 * every control character shown, not sent: a line may quote the
 * module. */
static void
said_of(struct reply *r, const char *path, const char *errs)
{
	const char	*p, *nl;
	struct buf	 b;
	char		*line;

	buf_init(&b);
	for (p = errs; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		line = xstrndup(p, (size_t)(nl - p));
		/* "FILE:LINE:COL: what", or "FILE: what" of no place. */
		reply_line(r, "%s%s%s", path, *path == '\0' ? "" :
		    isdigit((unsigned char)*line) ? ":" : ": ",
		    text_inline(&b, line));
		free(line);
		if (*nl == '\0')
			break;
	}
	buf_free(&b);
}

/* "LINE:COL: " of a row rules check speaks of. */
static int
place_of(void *arg, const char *table, sqlite3_int64 rowid, struct buf *out)
{
	int	 line, col;

	if (module_place(arg, table, rowid, &line, &col) != 0)
		return -1;
	buf_printf(out, "%d:%d: ", line, col);
	return 0;
}

/* What is unusual in a module but no mistake, said before it installs
 * anyway: an owner's typo as often as the game's own shape. */
static void
module_warnings(sqlite3 *db, const char *path, const char *id,
    struct reply *r)
{
	static const struct {
		const char	*sql;	/* a count; ?1 the game */
		long		 lo, hi;	/* the usual range */
		const char	*what;
	} counts[] = {
		{ "SELECT count(*) FROM side WHERE game = ?1", 2, 2,
		  "sides (a game usually has two)" },
		{ "SELECT count(*) FROM scenario WHERE game = ?1", 1, 1000,
		  "scenarios (`new` starts none)" },
		{ "SELECT count(*) FROM turn WHERE game = ?1", 2, 100000,
		  "turns on its track" },
		{ "SELECT count(*) FROM lookup_table t WHERE t.game = ?1 AND "
		  "t.source = 'text' AND NOT EXISTS (SELECT 1 FROM lookup_cell "
		  "c WHERE c.game = t.game AND c.tbl = t.id)", 0, 0,
		  "tables of source text with no cell (their look-ups find "
		  "nothing)" },
	};
	size_t	 i;
	long	 n;

	for (i = 0; i < sizeof counts / sizeof counts[0]; i++) {
		n = rules_int(db, 0, counts[i].sql, id, NULL);
		if (n < counts[i].lo || n > counts[i].hi)
			reply_line(r, "%s: warning: %ld %s", path, n,
			    counts[i].what);
	}
}

int
cli_module_import(struct cli *c, const char *path, const char *as,
    struct reply *r)
{
	char	*text;
	size_t	 len;
	int	 rc;

	if (as != NULL && !module_id_ok(as))
		return reply_fail(r, "\"%s\" is not an id a module may have: "
		    "expected lower-case letters and digits, words joined by "
		    "hyphens, at most %d", as, MODULE_ID_MAX);
	if ((text = module_file(path, &len, r)) == NULL)
		return -1;
	rc = cli_module_import_text(c, path, text, len, as, r);
	free(text);
	return rc;
}

int
cli_module_import_text(struct cli *c, const char *path, const char *text,
    size_t len, const char *as, struct reply *r)
{
	sqlite3		*db;
	struct buf	 errs, checks;
	char		 err[4400], id[256], hash[65];
	int		 n, replaced;

	/* A server's text too is held to a file's bound. */
	if (len > MODULE_FILE_MAX)
		return reply_fail(r, "%s is %zu bytes: expected a module's "
		    "text, at most 8 MB", path, len);
	if ((db = module_schema_open(err, sizeof err)) == NULL)
		return reply_fail(r, "%s", err);
	buf_init(&errs);
	n = module_load(db, text, len, as, SHIPPED(c), id, sizeof id, &errs);
	if (n == 0 && !module_id_ok(id)) {
		buf_printf(&errs, "1:1: the game's id \"%s\"; expected "
		    "lower-case letters and digits, words joined by hyphens, "
		    "at most %d (or --as ID)\n", id, MODULE_ID_MAX);
		n++;
	} else if (n == 0 && rules_has_game(SHIPPED(c), id)) {
		buf_printf(&errs, "1:1: the game's id %s, a shipped game's; "
		    "expected another (--as ID installs it under one)\n", id);
		n++;
	}
	said_of(r, path, buf_str(&errs));
	buf_free(&errs);
	if (n == 0) {
		/* The checks `rules check` makes of the shipped games, over
		 * the module's rows alone (its second part empty). */
		buf_init(&checks);

		sqlite3_exec(db, "ATTACH ':memory:' AS rest", NULL, NULL, NULL);
		session_sql_functions(db, NULL);
		rules_when_functions(db);
		rules_check_places(place_of, db);
		n = cli_rules_check(db, &checks);
		rules_check_places(NULL, NULL);
		module_said_sort(&checks, 0);
		said_of(r, path, buf_str(&checks));
		buf_free(&checks);
		sqlite3_exec(db, "DETACH rest", NULL, NULL, NULL);
	}
	if (n > 0) {
		sqlite3_close(db);
		return reply_fail(r, "%s: %d problem%s; nothing was installed",
		    path, n, n == 1 ? "" : "s");
	}
	module_warnings(db, path, id, r);
	/* On a series, its own rows alone are kept: the series' are taken
	 * in again at each open, from the program that opens it. */
	if (rules_int(db, 0, "SELECT count(*) FROM game WHERE id = ?1 AND "
	    "series IS NOT NULL", id, NULL) > 0) {
		sqlite3_close(db);
		if ((db = own_rows(text, len, id, err, sizeof err)) == NULL)
			return reply_fail(r, "%s", err);
	}
	replaced = module_installed(id);
	if (module_save(db, id, text, len, err, sizeof err) != 0) {
		sqlite3_close(db);
		return reply_fail(r, "%s", err);
	}
	module_hash(text, len, hash);
	reply_line(r, "%s module %s from %s (SHA-256 %.12s...)", replaced ?
	    "Replaced" : "Installed", id, path, hash);
	json_object_set_new(r->json, "id", json_string(id));
	json_object_set_new(r->json, "hash", json_string(hash));
	json_object_set_new(r->json, "replaced", json_boolean(replaced));
	sqlite3_close(db);
	return 0;
}

/* A module's id, title and hash, for `list` and `show`. */
static json_t *
module_info(const char *id, struct reply *r)
{
	sqlite3		*db;
	sqlite3_stmt	*st;
	json_t		*o = NULL;
	char		*text, err[4400], hash[65];
	size_t		 len;

	if ((text = module_text(id, &len, err, sizeof err)) == NULL ||
	    (db = module_open(id, err, sizeof err)) == NULL) {
		free(text);
		reply_fail(r, "%s", err);
		return NULL;
	}
	module_hash(text, len, hash);
	free(text);
	if (sql_prepare(db, "SELECT title, publisher FROM game WHERE id = ?1",
	    -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_ROW)
			o = xjson_pack("{s:s, s:s, s:s?, s:s}", "id", id,
			    "title", (const char *)sqlite3_column_text(st, 0),
			    "publisher", (const char *)sqlite3_column_text(st,
			    1), "hash", hash);
		sqlite3_finalize(st);
	}
	sqlite3_close(db);
	if (o == NULL)
		reply_fail(r, "module %s holds no game", id);
	return o;
}

struct listing {
	struct reply	*r;
	json_t		*list;
	int		 seen;	/* ids found, read or not */
};

static int
list_one(void *arg, const char *id)
{
	struct listing	*l = arg;
	json_t		*o;

	l->seen++;
	/* One that cannot be read is said (module_info) and the rest
	 * listed. */
	if ((o = module_info(id, l->r)) == NULL)
		return 0;
	reply_line(l->r, "%-24s %s", id, json_string_value(json_object_get(o,
	    "title")));
	json_array_append_new(l->list, o);
	return 0;
}

static int
module_list(struct reply *r)
{
	struct listing	 l = { r, json_array(), 0 };

	module_each(list_one, &l);
	if (l.seen == 0)
		reply_line(r, "No module is installed: `module import FILE` "
		    "installs one.");
	json_object_set_new(r->json, "modules", l.list);
	return r->ok ? 0 : -1;
}

static int
module_show(const char *id, struct reply *r)
{
	sqlite3		*db;
	sqlite3_stmt	*st;
	json_t		*o, *sc = json_array();
	const char	*pub;
	char		 err[4400];

	if (!module_id_ok(id) || !module_installed(id)) {
		json_decref(sc);
		return reply_fail(r, "no module \"%s\" is installed (`module "
		    "list` lists them)", id);
	}
	if ((o = module_info(id, r)) == NULL ||
	    (db = module_open_whole(id, err, sizeof err)) == NULL) {
		json_decref(o);
		json_decref(sc);
		return -1;
	}
	pub = json_string_value(json_object_get(o, "publisher"));
	reply_line(r, "%s: %s%s%s", id, json_string_value(json_object_get(o,
	    "title")), pub != NULL ? ", " : "", pub != NULL ? pub : "");
	reply_line(r, "  SHA-256 %s", json_string_value(json_object_get(o,
	    "hash")));
	if (sql_prepare(db, "SELECT id, name FROM scenario ORDER BY pos", -1,
	    &st, NULL) == SQLITE_OK) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			reply_line(r, "  %-24s %s", (const char *)
			    sqlite3_column_text(st, 0), (const char *)
			    sqlite3_column_text(st, 1));
			json_array_append_new(sc, json_string((const char *)
			    sqlite3_column_text(st, 0)));
		}
		sqlite3_finalize(st);
	}
	json_object_set_new(o, "scenarios", sc);
	json_object_update(r->json, o);
	json_decref(o);
	sqlite3_close(db);
	return 0;
}

static int
cmd_module_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*verb = argc > 1 ? argv[1] : "";

	if (strcmp(verb, "export") == 0 && (argc == 4 || (argc == 5 &&
	    strcmp(argv[4], "--force") == 0)))
		return module_export_file(c, argv[2], argv[3], argc == 5, r);
	if (strcmp(verb, "import") == 0 && (argc == 3 || (argc == 5 &&
	    strcmp(argv[3], "--as") == 0)))
		return cli_module_import(c, argv[2], argc == 5 ? argv[4] : NULL,
		    r);
	if (strcmp(verb, "list") == 0 && argc == 2)
		return module_list(r);
	if (strcmp(verb, "show") == 0 && argc == 3)
		return module_show(argv[2], r);
	if (strcmp(verb, "remove") == 0 && argc == 3) {
		if (!module_id_ok(argv[2]) || module_remove(argv[2]) != 0)
			return reply_fail(r, "no module \"%s\" is installed "
			    "(`module list` lists them)", argv[2]);
		reply_line(r, "Removed module %s", argv[2]);
		return 0;
	}
	return cli_usage(c, x->entry, NULL, r);
}

const struct cmd_entry cmd_module_entry = {
	.name = "module",
	.args = "export GAME:game FILE:file [--force] | import FILE:file "
	    "[--as ID] | list | show ID | remove ID",
	.summary = "a game's rules as a module file you can read and copy",
	.example = "module export GAME my-module.yaml",
	.more = "A module is one text file (YAML) holding a game's rules "
	    "data: a section for each table the game has rows in, a row a "
	    "line.  `module export` writes any game as one; `module import` "
	    "checks a module whole (every mistake with its line and column, "
	    "and the checks of `rules check`) and installs it for you alone, "
	    "or installs nothing.",
	.exec = cmd_module_exec,
};
