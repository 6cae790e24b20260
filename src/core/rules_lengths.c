/*
 * `rules check`: no text of the data longer than the field that holds it.
 * The fields are found by use, not by a list: every game's every scenario
 * is opened (in a scratch folder, then removed) and every table loaded,
 * which fills data_text's registry with each (table, column, size) the
 * build reads; then any row of the data longer than that is named, with
 * its game and section where the table has them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/buf.h"
#include "adj/data_text.h"
#include "adj/dice.h"
#include "adj/journal.h"
#include "adj/lookup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"

/* Open each scenario once, for what its loading reads. */
static void
open_every_scenario(sqlite3 *db)
{
	sqlite3_stmt	*st;
	struct session	*s;
	struct rng	 rng;
	char		 dir[512], path[600], err[256];
	const char	*tmp = getenv("TMPDIR");

	snprintf(dir, sizeof dir, "%s/adjutant-check-XXXXXX",
	    tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if (mkdtemp(dir) == NULL)
		return;
	rng_init_seed(&rng, 1);
	if (sql_prepare(db, "SELECT game, id FROM scenario ORDER BY "
	    "game, id", -1, &st, NULL) == SQLITE_OK) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			snprintf(path, sizeof path, "%s/s.adj", dir);
			if (session_new(path, db, &rng,
			    (const char *)sqlite3_column_text(st, 0),
			    (const char *)sqlite3_column_text(st, 1), NULL, &s,
			    err, sizeof err) == 0)
				session_close(s);
			journal_remove_files(path);
		}
		sqlite3_finalize(st);
	}
	rmdir(dir);
}

static void
load_every_table(sqlite3 *db)
{
	sqlite3_stmt	*st;
	struct ltable	 t;
	char		 err[256];

	if (sql_prepare(db, "SELECT game, id FROM lookup_table", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	while (sqlite3_step(st) == SQLITE_ROW)
		if (ltable_load(db, (const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 1), 1, &t, err,
		    sizeof err) == 0)
			ltable_free(&t);
	sqlite3_finalize(st);
}

/* Has `table` a column `col`? (Names come from the registry, which took
 * them from SQLite's own metadata, but are checked before use.) */
static int
has_column(sqlite3 *db, const char *table, const char *col)
{
	return rules_int(db, 0, "SELECT count(*) FROM pragma_table_info(?1) "
	    "WHERE name = ?2", table, col) > 0;
}

static int
check_limit(sqlite3 *db, const struct data_limit *l, struct buf *out)
{
	sqlite3_stmt	*st;
	char		*sql;
	int		 n = 0, game, section;

	if (!has_column(db, l->table, l->column))
		return 0;
	game = has_column(db, l->table, "game");
	section = has_column(db, l->table, "section");
	if (asprintf(&sql, "SELECT %s, %s, length(\"%s\"), '%s', rowid FROM "
	    "\"%s\" WHERE length(\"%s\") > %zu", game ? "game" : "''",
	    section ? "section" : "''", l->column, l->table, l->table,
	    l->column, l->max) < 0)
		return 0;
	if (sql_prepare(db, sql, -1, &st, NULL) == SQLITE_OK) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			rules_check_at(st, 3, out);
			buf_printf(out, "%s: a %s.%s of %d characters (%s) is "
			    "longer than the %zu this build holds\n",
			    sqlite3_column_text(st, 0), l->table, l->column,
			    sqlite3_column_int(st, 2), sqlite3_column_text(st,
			    1), l->max);
			n++;
		}
		sqlite3_finalize(st);
	}
	free(sql);
	return n;
}

int
rules_check_lengths(sqlite3 *db, struct buf *out)
{
	rules_load_rest(db);	/* every table, in both parts of the image */
	open_every_scenario(db);
	load_every_table(db);
	return rules_lengths_met(db, out);
}

int
rules_lengths_met(sqlite3 *db, struct buf *out)
{
	const struct data_limit	*l;
	int			 i, n, problems = 0;

	l = data_limits(&n);
	for (i = 0; i < n; i++)
		if (strcmp(l[i].table, "(expression)") != 0)
			problems += check_limit(db, &l[i], out);
	return problems;
}
