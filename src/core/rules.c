/* Opening the rules database.  The build turns db/schema.sql and
 * db/games/NAME.sql into an SQLite image that is linked into the binary
 * (rules_image.S); opening it is a deserialize, not a reload of SQL text,
 * which keeps `adjutant -c status` about as quick as sqlite3 itself.
 * The image is in two parts (db/rules-first.txt): the connection opens
 * with the tables that a session's opening, status and a game's first few
 * next read, and attaches the rest as schema "rest" when a statement
 * first names one of them (sql_prepare, prepare.c).  SQLite parses the
 * schema of every table a connection holds before its first query, and
 * the whole schema was a third of a `status`. */
#include <sys/stat.h>

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/budget.h"
#include "adj/private.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"

extern const unsigned char adj_rules_image[];
extern const unsigned char adj_rules_image_end[];

static int
mkdir_p(const char *path)
{
	char	 tmp[PATH_MAX], *p;

	if (snprintf(tmp, sizeof tmp, "%s", path) >= (int)sizeof tmp)
		return -1;
	for (p = tmp + 1; *p != '\0'; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (private_mkdir(tmp) != 0 && errno != EEXIST)
			return -1;
		*p = '/';
	}
	if (private_mkdir(tmp) != 0 && errno != EEXIST)
		return -1;
	return 0;
}

const char *
adj_data_dir(void)
{
	static _Thread_local char dir[PATH_MAX];
	const char	*xdg, *home;

	if (dir[0] != '\0')
		return dir;
	xdg = getenv("XDG_DATA_HOME");
	home = getenv("HOME");
	if (xdg != NULL && *xdg != '\0')
		snprintf(dir, sizeof dir, "%s/adjutant", xdg);
	else
		snprintf(dir, sizeof dir, "%s/.local/share/adjutant",
		    home != NULL ? home : ".");
	mkdir_p(dir);
	return dir;
}

const char *
rules_user_path(void)
{
	static _Thread_local char path[PATH_MAX + 32];

	if (path[0] == '\0')
		snprintf(path, sizeof path, "%s/user-tables.db", adj_data_dir());
	return path;
}

static int attach_user_at(sqlite3 *, const char *, int, char *, size_t);

sqlite3 *
rules_open(char *err, size_t errlen)
{
	return rules_open_tables(NULL, err, errlen);
}

const char *
rules_tables_of(sqlite3 *db)
{
	const char	*f = sqlite3_db_filename(db, "user");

	return f != NULL && *f != '\0' ? f : rules_user_path();
}

sqlite3 *
rules_open_tables(const char *tables, char *err, size_t errlen)
{
	sqlite3	*db;

	if ((db = rules_open_shipped(err, errlen)) == NULL)
		return NULL;
	return rules_ready(db, tables, err, errlen);
}

sqlite3 *
rules_open_shipped(char *err, size_t errlen)
{
	sqlite3		*db;
	sqlite3_int64	 size = adj_rules_image_end - adj_rules_image;

	if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) !=
	    SQLITE_OK) {
		snprintf(err, errlen, "cannot open the rules database: %s",
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	budget_watch(db);
	/* READONLY: SQLite never writes into the (const) linked-in image. */
	if (sqlite3_deserialize(db, "main", (unsigned char *)adj_rules_image,
	    size, size, SQLITE_DESERIALIZE_READONLY) != SQLITE_OK) {
		snprintf(err, errlen, "the built-in rules database is damaged: "
		    "%s", sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	rules_map_in_place(db, "main");
	return db;
}

sqlite3 *
rules_ready(sqlite3 *db, const char *tables, char *err, size_t errlen)
{
	struct stat	 st;

	/* A campaign's own tables are always there to import into; the
	 * player's only once made. */
	if ((tables != NULL || stat(rules_user_path(), &st) == 0) &&
	    attach_user_at(db, tables != NULL ? tables : rules_user_path(),
	    tables != NULL, err, errlen) != 0) {
		sqlite3_close(db);
		return NULL;
	}
	/* The rules' own SQL functions exist before any game is open, so
	 * that `rules check` compiles formulas that call them. */
	session_sql_functions(db, NULL);
	rules_when_functions(db);
	return db;
}


static const char user_schema[] =
    "CREATE TABLE IF NOT EXISTS user.user_table ("
    " game TEXT NOT NULL, tbl TEXT NOT NULL, source_file TEXT,"
    " imported_at TEXT NOT NULL, partial INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY (game, tbl));"
    "CREATE TABLE IF NOT EXISTS user.user_entry ("
    " game TEXT NOT NULL, tbl TEXT NOT NULL, dim INTEGER NOT NULL,"
    " pos INTEGER NOT NULL, label TEXT NOT NULL, lo REAL, hi REAL,"
    " PRIMARY KEY (game, tbl, dim, pos));"
    "CREATE TABLE IF NOT EXISTS user.user_cell ("
    " game TEXT NOT NULL, tbl TEXT NOT NULL, k TEXT NOT NULL,"
    " result TEXT NOT NULL, PRIMARY KEY (game, tbl, k));";

int
rules_attach_user(sqlite3 *db, int create, char *err, size_t errlen)
{
	return attach_user_at(db, rules_user_path(), create, err, errlen);
}

static int
attach_user_at(sqlite3 *db, const char *path, int create, char *err,
    size_t errlen)
{
	sqlite3_stmt	*st;
	int		 attached = 0, rc;

	if (sql_prepare(db, "PRAGMA database_list", -1, &st, NULL) ==
	    SQLITE_OK) {
		while (sqlite3_step(st) == SQLITE_ROW)
			if (strcmp((const char *)sqlite3_column_text(st, 1),
			    "user") == 0)
				attached = 1;
		sqlite3_finalize(st);
	}
	if (!attached) {
		/* ATTACH makes a missing file: the tables are the owner's,
		 * as the sessions are (private.c). */
		private_create(path);
		if (sql_prepare(db, "ATTACH ?1 AS user", -1, &st, NULL) !=
		    SQLITE_OK)
			goto fail;
		sqlite3_bind_text(st, 1, path, -1, SQLITE_STATIC);
		rc = sqlite3_step(st);
		sqlite3_finalize(st);
		if (rc != SQLITE_DONE)
			goto fail;
	}
	if (create && sqlite3_exec(db, user_schema, NULL, NULL, NULL) !=
	    SQLITE_OK)
		goto fail;
	/* An overlay made by hand or damaged must not break lookups: check
	 * that it has our tables before anything relies on it. */
	if (sqlite3_exec(db, "SELECT game, tbl, k, result FROM user.user_cell "
	    "LIMIT 0; SELECT game, tbl, dim, pos, label, lo, hi FROM "
	    "user.user_entry LIMIT 0; SELECT partial FROM user.user_table "
	    "LIMIT 0", NULL, NULL, NULL) != SQLITE_OK) {
		if (!create && sqlite3_exec(db, user_schema, NULL, NULL, NULL) ==
		    SQLITE_OK)
			return 0;
		goto fail;
	}
	return 0;
fail:
	snprintf(err, errlen, "the tables file %s cannot be used: %s", path,
	    sqlite3_errmsg(db));
	return -1;
}

static sqlite3_stmt *
prep2(sqlite3 *db, const char *sql, const char *p1, const char *p2)
{
	sqlite3_stmt	*st;

	if (sql_prepare(db, sql, -1, &st, NULL) != SQLITE_OK)
		return NULL;
	if (p1 != NULL)
		sqlite3_bind_text(st, 1, p1, -1, SQLITE_TRANSIENT);
	if (p2 != NULL)
		sqlite3_bind_text(st, 2, p2, -1, SQLITE_TRANSIENT);
	return st;
}

char *
rules_text(sqlite3 *db, const char *sql, const char *p1, const char *p2)
{
	sqlite3_stmt	*st = prep2(db, sql, p1, p2);
	char		*out = NULL;

	if (st == NULL)
		return NULL;
	if (sqlite3_step(st) == SQLITE_ROW &&
	    sqlite3_column_type(st, 0) != SQLITE_NULL)
		out = xstrdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return out;
}

long
rules_int(sqlite3 *db, long dflt, const char *sql, const char *p1,
    const char *p2)
{
	sqlite3_stmt	*st = prep2(db, sql, p1, p2);
	long		 out = dflt;

	if (st == NULL)
		return dflt;
	if (sqlite3_step(st) == SQLITE_ROW &&
	    sqlite3_column_type(st, 0) != SQLITE_NULL)
		out = (long)sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return out;
}

int
rules_has_game(sqlite3 *db, const char *game)
{
	return game != NULL && rules_int(db, 0, "SELECT count(*) FROM game "
	    "WHERE id = ?1", game, NULL) > 0;
}

const char *
rules_cite(sqlite3 *db, const char *game, const char *topic)
{
	/* A few at once: a reply may cite two sections in one line. */
	static _Thread_local char ring[4][48];
	static _Thread_local int next;
	char	*v = rules_text(db, "SELECT section FROM cite WHERE game = ?1 "
		    "AND topic = ?2", game, topic);
	char	*out = ring[next++ % 4];

	snprintf(out, sizeof ring[0], "%s", v != NULL ? v : "?");
	free(v);
	return out;
}
