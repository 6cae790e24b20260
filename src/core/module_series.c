/* A module's series taken in (module.h): every row of the series' game
 * in the shipped rules becomes the module's game's, where the module has
 * no row of the same key (its own rows are in first, and an INSERT OR
 * IGNORE leaves them standing).  Done when a module is checked at import,
 * and again each time its rules are opened, so that a module plays by the
 * series rows of the program that runs it, as a shipped game does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/module.h"
#include "adj/prepare.h"
#include "adj/xalloc.h"

/* Table t's columns in db, into cols (at most max): their number. */
static int
columns_of(sqlite3 *db, const char *t, char **cols, int max)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(db, "SELECT name FROM pragma_table_info(?1)", -1, &st,
	    NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, t, -1, SQLITE_STATIC);
	while (n < max && sqlite3_step(st) == SQLITE_ROW)
		cols[n++] = xstrdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return n;
}

/* Copy table t's rows of series from from as game's: 0, or -1. */
static int
take_table(sqlite3 *db, sqlite3 *from, const char *t, const char *game,
    const char *series)
{
	struct buf	 get, put;
	sqlite3_stmt	*src = NULL, *dst = NULL;
	char		*cols[MODULE_COLUMNS + 8];
	int		 i, n, g = -1, rc = -1;

	n = columns_of(db, t, cols, (int)(sizeof cols / sizeof cols[0]));
	for (i = 0; i < n; i++)
		if (strcmp(cols[i], "game") == 0)
			g = i;
	buf_init(&get);
	buf_init(&put);
	if (g < 0) {
		rc = 0;		/* not a game's table */
		goto out;
	}
	buf_add(&get, "SELECT ");
	buf_printf(&put, "INSERT OR IGNORE INTO \"%s\" (", t);
	for (i = 0; i < n; i++) {
		buf_printf(&get, "%s\"%s\"", i > 0 ? ", " : "", cols[i]);
		buf_printf(&put, "%s\"%s\"", i > 0 ? ", " : "", cols[i]);
	}
	buf_printf(&get, " FROM \"%s\" WHERE game = ?1", t);
	buf_add(&put, ") VALUES (");
	for (i = 0; i < n; i++)
		buf_printf(&put, "%s?", i > 0 ? ", " : "");
	buf_add(&put, ")");
	if (sql_prepare(from, buf_str(&get), -1, &src, NULL) != SQLITE_OK) {
		rc = 0;		/* a table the shipped rules have not */
		goto out;
	}
	if (sql_prepare(db, buf_str(&put), -1, &dst, NULL) != SQLITE_OK)
		goto out;
	sqlite3_bind_text(src, 1, series, -1, SQLITE_STATIC);
	while (sqlite3_step(src) == SQLITE_ROW) {
		for (i = 0; i < n; i++)
			if (i == g)
				sqlite3_bind_text(dst, i + 1, game, -1,
				    SQLITE_STATIC);
			else
				sqlite3_bind_value(dst, i + 1,
				    sqlite3_column_value(src, i));
		if (sqlite3_step(dst) != SQLITE_DONE)
			goto out;
		sqlite3_reset(dst);
	}
	rc = 0;
out:
	while (n > 0)
		free(cols[--n]);
	sqlite3_finalize(src);
	sqlite3_finalize(dst);
	buf_free(&get);
	buf_free(&put);
	return rc;
}

int
module_series_take(sqlite3 *db, const char *game, const char *series,
    sqlite3 *from, char *err, size_t errlen)
{
	sqlite3_stmt	*st;
	int		 rc = 0;

	/* The tables in the schema's order, as the module's own rows. */
	if (sql_prepare(db, "SELECT name FROM sqlite_master WHERE type = "
	    "'table' AND name <> 'game' ORDER BY rowid", -1, &st, NULL) !=
	    SQLITE_OK) {
		snprintf(err, errlen, "%s", sqlite3_errmsg(db));
		return -1;
	}
	sqlite3_exec(db, "BEGIN", NULL, NULL, NULL);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		char *t = xstrdup((const char *)sqlite3_column_text(st, 0));

		if (take_table(db, from, t, game, series) != 0) {
			snprintf(err, errlen, "its rows cannot be taken into "
			    "%s: %s", t, sqlite3_errmsg(db));
			rc = -1;
		}
		free(t);
	}
	sqlite3_finalize(st);
	sqlite3_exec(db, rc == 0 ? "COMMIT" : "ROLLBACK", NULL, NULL, NULL);
	return rc;
}
