/* A module's rows loaded into the rules schema, whole (module.h): each
 * row of a section inserted into the table of that name, its game column
 * the module's.  What SQLite refuses (a column the table lacks, a missing
 * value a column needs, a check, a key given twice, a reference to a row
 * that is not there) is said with the line and column of the row or value
 * it comes from, every one: the load goes on past each refused row, and
 * references are checked once every row is in, so sections may come in
 * any order after the game's. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/module.h"
#include "adj/prepare.h"
#include "adj/rules.h"
#include "adj/xalloc.h"

struct load {
	sqlite3		*db;
	const char	*as;		/* the id to load it under, or NULL */
	char		*game;		/* its id, once its section is read */
	size_t		 gamelen;
	struct buf	*errs;
	int		 nerrs;
	/* The last section's table, its columns, and the last row's
	 * statement: a section's rows are many and alike (a module of
	 * 8 MB loaded in a second, not several). */
	char		 table[64];
	char		*cols[MODULE_COLUMNS + 8];
	int		 ncols;		/* -1: no such table */
	char		*sql;
	sqlite3_stmt	*st;
	sqlite3_stmt	*place;		/* where each row stands */
};

static void
load_forget(struct load *l)
{
	while (l->ncols > 0)
		free(l->cols[--l->ncols]);
	l->table[0] = '\0';
	sqlite3_finalize(l->st);
	l->st = NULL;
	free(l->sql);
	l->sql = NULL;
}

static void
said(struct load *l, int line, int col, const char *fmt, const char *a,
    const char *b)
{
	buf_printf(l->errs, "%d:%d: ", line, col);
	buf_printf(l->errs, fmt, a != NULL ? a : "", b != NULL ? b : "");
	buf_add(l->errs, "\n");
	l->nerrs++;
}

/* Does table have column (and is it a table of the schema)?  Its
 * columns are read once a section. */
static int
has_column(struct load *l, const char *table, const char *column)
{
	sqlite3_stmt	*st;
	int		 i;

	if (strcmp(l->table, table) != 0) {
		load_forget(l);
		snprintf(l->table, sizeof l->table, "%s", table);
		if (sql_prepare(l->db, "SELECT p.name FROM sqlite_master m, "
		    "pragma_table_info(m.name) p WHERE m.type = 'table' AND "
		    "m.name = ?1", -1, &st, NULL) != SQLITE_OK)
			return 0;
		sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
		while (l->ncols < (int)(sizeof l->cols / sizeof l->cols[0]) &&
		    sqlite3_step(st) == SQLITE_ROW)
			l->cols[l->ncols++] = xstrdup((const char *)
			    sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
	}
	for (i = 0; i < l->ncols; i++)
		if (strcmp(l->cols[i], column) == 0)
			return 1;
	return 0;
}

static void
bind(sqlite3_stmt *st, int i, const struct module_value *v)
{
	switch (v->kind) {
	case MODULE_NULL:
		sqlite3_bind_null(st, i);
		break;
	case MODULE_INT:
		sqlite3_bind_int64(st, i, strtoll(v->text, NULL, 10));
		break;
	case MODULE_REAL:
		sqlite3_bind_double(st, i, strtod(v->text, NULL));
		break;
	default:
		sqlite3_bind_text(st, i, v->text, -1, SQLITE_STATIC);
	}
}

/* Where the row just inserted stands in the file, for the reference
 * check at the end. */
static void
keep_place(struct load *l, const char *table, const struct module_row *row)
{
	sqlite3_stmt	*st = l->place;

	if (st == NULL && sql_prepare(l->db, "INSERT INTO temp.module_place "
	    "VALUES (?1, ?2, ?3, ?4)", -1, &l->place, NULL) != SQLITE_OK)
		return;
	st = l->place;
	sqlite3_bind_text(st, 1, table, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(st, 2, sqlite3_last_insert_rowid(l->db));
	sqlite3_bind_int(st, 3, row->line);
	sqlite3_bind_int(st, 4, row->col);
	sqlite3_step(st);
	sqlite3_reset(st);
}

static int
load_row(void *arg, const struct module_row *row)
{
	struct load	*l = arg;
	struct buf	 sql;
	sqlite3_stmt	*st;
	const char	*t = row->section, *gamecol = "game";
	int		 i, bad = 0, top = strcmp(t, "game") == 0, n = 0;

	if (strcmp(t, "cells") == 0) {
		/* A table's grid: its dimensions and entries loaded before
		 * it (the cells section comes after them). */
		if (l->game[0] == '\0')
			said(l, row->line, row->col, "cells before the game; "
			    "expected the game's section first%s%s", NULL,
			    NULL);
		else
			l->nerrs += module_grid_load(l->db, l->game,
			    row->v[0].text, row->v[1].text, row->v[1].line,
			    row->v[1].col, l->errs);
		return 0;
	}
	if (top) {
		if (l->game[0] != '\0') {
			said(l, row->line, row->col, "a second game; "
			    "expected one in a module%s%s", NULL, NULL);
			return 0;
		}
		gamecol = "id";
	} else if (l->game[0] == '\0') {
		said(l, row->line, row->col, "a row of %s before the game; "
		    "expected the game's section first%s", t, NULL);
		return 0;
	}
	if (!has_column(l, t, gamecol)) {
		said(l, row->line, row->col, "a section %s; expected one of "
		    "the tables adjutant-module(5) lists%s", t, NULL);
		return 0;
	}
	for (i = 0; i < row->n; i++)
		if (strcmp(row->v[i].column, gamecol) == 0 && !top) {
			said(l, row->v[i].line, row->v[i].col, "a game column "
			    "in a row of %s; expected none (each row is the "
			    "module's game's)%s", t, NULL);
			bad = 1;
		} else if (!has_column(l, t, row->v[i].column)) {
			said(l, row->v[i].line, row->v[i].col, "a column %s; "
			    "expected one of %s's", row->v[i].column, t);
			bad = 1;
		}
	if (bad)
		return 0;
	buf_init(&sql);
	buf_printf(&sql, "INSERT INTO \"%s\" (", t);
	if (!top)
		buf_printf(&sql, "game%s", row->n > 0 ? ", " : "");
	for (i = 0; i < row->n; i++)
		buf_printf(&sql, "%s\"%s\"", i > 0 ? ", " : "",
		    row->v[i].column);
	buf_add(&sql, ") VALUES (");
	for (i = 0; i < row->n + !top; i++)
		buf_printf(&sql, "%s?", i > 0 ? ", " : "");
	buf_add(&sql, ")");
	/* The row before's statement when it has the same columns. */
	if (l->sql != NULL && strcmp(l->sql, buf_str(&sql)) == 0) {
		st = l->st;
		sqlite3_reset(st);
		sqlite3_clear_bindings(st);
	} else {
		sqlite3_finalize(l->st);
		l->st = NULL;
		free(l->sql);
		l->sql = NULL;
		if (sql_prepare(l->db, buf_str(&sql), -1, &st, NULL) !=
		    SQLITE_OK) {
			said(l, row->line, row->col, "a row of %s that cannot "
			    "be loaded (%s)", t, sqlite3_errmsg(l->db));
			buf_free(&sql);
			return 0;
		}
		l->st = st;
		l->sql = xstrdup(buf_str(&sql));
	}
	buf_free(&sql);
	if (!top)
		sqlite3_bind_text(st, ++n, l->game, -1, SQLITE_STATIC);
	for (i = 0; i < row->n; i++) {
		if (top && strcmp(row->v[i].column, "id") == 0 && l->as != NULL)
			sqlite3_bind_text(st, ++n, l->as, -1, SQLITE_STATIC);
		else
			bind(st, ++n, &row->v[i]);
		if (top && strcmp(row->v[i].column, "id") == 0)
			snprintf(l->game, l->gamelen, "%s", l->as != NULL ?
			    l->as : row->v[i].text);
	}
	if (sqlite3_step(st) != SQLITE_DONE)
		said(l, row->line, row->col, "a row of %s refused: %s", t,
		    sqlite3_errmsg(l->db));
	else
		keep_place(l, t, row);
	sqlite3_reset(st);
	if (top && l->game[0] == '\0')
		said(l, row->line, row->col, "a game without its id; expected "
		    "id: GAME%s%s", NULL, NULL);
	return 0;
}

int
module_place(sqlite3 *db, const char *table, sqlite3_int64 rowid,
    int *line, int *col)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(db, "SELECT line, col FROM temp.module_place WHERE "
	    "tbl = ?1 AND rid = ?2", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, rowid);
	if (sqlite3_step(st) == SQLITE_ROW) {
		*line = sqlite3_column_int(st, 0);
		*col = sqlite3_column_int(st, 1);
		found = 1;
	}
	sqlite3_finalize(st);
	return found ? 0 : -1;
}

/* Every row that refers to one not there, said where it stands. */
static void
check_references(struct load *l)
{
	sqlite3_stmt	*st;

	if (sql_prepare(l->db, "SELECT f.\"table\", f.parent, p.line, p.col "
	    "FROM pragma_foreign_key_check f LEFT JOIN temp.module_place p ON "
	    "p.tbl = f.\"table\" AND p.rid = f.rowid ORDER BY p.line", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	while (sqlite3_step(st) == SQLITE_ROW)
		said(l, sqlite3_column_int(st, 2), sqlite3_column_int(st, 3),
		    "a row of %s refers to a %s row that is not there",
		    (const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 1));
	sqlite3_finalize(st);
}

/* A line's "LINE:COL:" as one key; a line with no place after all. */
static long long
place_key(const char *s)
{
	char	*end;
	long	 line, col;

	if (!isdigit((unsigned char)*s))
		return LLONG_MAX;
	line = strtol(s, &end, 10);
	col = *end == ':' ? strtol(end + 1, NULL, 10) : 0;
	return (long long)line << 32 | (col & 0xffffffffL);
}

static int
by_place(const void *a, const void *b)
{
	const char	*p = *(const char *const *)a, *q = *(const char *const *)b;
	long long	 x = place_key(p), y = place_key(q);

	/* Lines of one place keep their order: p and q point into one
	 * copy of the text, in its order. */
	if (x != y)
		return x < y ? -1 : 1;
	return p < q ? -1 : p > q;
}

void
module_said_sort(struct buf *errs, size_t from)
{
	char	*copy, **line, *p, *nl;
	size_t	 n = 0, i;

	if (errs->len == from)
		return;
	copy = xstrdup(errs->s + from);
	for (p = copy; *p != '\0'; p++)
		n += *p == '\n';
	line = xcalloc(n + 1, sizeof *line);
	for (n = 0, p = copy; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		*nl = '\0';
		line[n++] = p;
	}
	qsort(line, n, sizeof *line, by_place);
	errs->len = from;
	errs->s[from] = '\0';
	for (i = 0; i < n; i++)
		buf_printf(errs, "%s\n", line[i]);
	free(line);
	free(copy);
}

/* A module written on a series (its game's `series`): the series' rows,
 * from the shipped rules, become its own wherever it has none of the
 * same key.  Said at the game's row when the series is not there. */
static int
series_merge(struct load *l, sqlite3 *from)
{
	sqlite3_stmt	*st;
	char		*series = NULL, why[512];
	sqlite3_int64	 rowid = 0;
	int		 line = 1, col = 1;

	if (sql_prepare(l->db, "SELECT series, rowid FROM game WHERE id = ?1",
	    -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, l->game, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW &&
	    sqlite3_column_type(st, 0) == SQLITE_TEXT) {
		series = xstrdup((const char *)sqlite3_column_text(st, 0));
		rowid = sqlite3_column_int64(st, 1);
	}
	sqlite3_finalize(st);
	if (series == NULL)
		return 0;
	module_place(l->db, "game", rowid, &line, &col);
	if (strcmp(series, l->game) == 0 || sql_prepare(from, "SELECT 1 FROM "
	    "game WHERE id = ?1", -1, &st, NULL) != SQLITE_OK) {
		said(l, line, col, "series %s, the module's own id; expected "
		    "a shipped game whose rules it takes%s", series, NULL);
		free(series);
		return -1;
	}
	sqlite3_bind_text(st, 1, series, -1, SQLITE_STATIC);
	if (sqlite3_step(st) != SQLITE_ROW) {
		said(l, line, col, "series %s; expected a shipped game whose "
		    "rules it takes (`games` lists them)%s", series, NULL);
		sqlite3_finalize(st);
		free(series);
		return -1;
	}
	sqlite3_finalize(st);
	load_forget(l);
	if (module_series_take(l->db, l->game, series, from, why,
	    sizeof why) != 0) {
		said(l, line, col, "series %s: %s", series, why);
		free(series);
		return -1;
	}
	free(series);
	return 0;
}

int
module_load(sqlite3 *db, const char *text, size_t len, const char *as,
    sqlite3 *series, char *game, size_t gamelen, struct buf *errs)
{
	struct load	 l = { .db = db, .as = as, .game = game, .gamelen =
			    gamelen, .errs = errs };
	size_t		 from = errs->len;
	int		 format, n, merged = 0;

	game[0] = '\0';
	if (sqlite3_exec(db, "PRAGMA foreign_keys = OFF; CREATE TEMP TABLE "
	    "IF NOT EXISTS module_place (tbl TEXT, rid INTEGER, line INTEGER, "
	    "col INTEGER)", NULL, NULL, NULL) != SQLITE_OK) {
		buf_printf(errs, "1:1: the rules schema cannot take a module: "
		    "%s\n", sqlite3_errmsg(db));
		return 1;
	}
	/* One transaction for the whole load (its rows are in memory). */
	sqlite3_exec(db, "BEGIN", NULL, NULL, NULL);
	n = module_read(text, len, &format, load_row, &l, errs);
	load_forget(&l);
	sqlite3_finalize(l.place);
	sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
	if (series != NULL && game[0] != '\0' && n == 0)
		merged = series_merge(&l, series) == 0;
	if (format != MODULE_FORMAT && n == 0 && l.nerrs == 0) {
		buf_printf(errs, "1:1: format %d; expected format: %d (the "
		    "version of adjutant-module(5) this program reads)\n",
		    format, MODULE_FORMAT);
		n++;
	}
	if (game[0] == '\0' && n == 0 && l.nerrs == 0) {
		buf_add(errs, "1:1: no game; expected a game: section with "
		    "its id and title\n");
		n++;
	}
	/* A module on a series read without it (to be written out again,
	 * or its series not there) refers to rows it does not hold. */
	if (merged || rules_int(db, 0, "SELECT count(*) FROM game WHERE id = "
	    "?1 AND series IS NOT NULL", game, NULL) == 0)
		check_references(&l);
	module_said_sort(errs, from);
	return n + l.nerrs;
}
