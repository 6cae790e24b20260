/* A module's tables' cells as CSV grids (module.h): the layout `table
 * import` and `table show` use, a header of the row keys' dimensions and
 * the printed columns, then a row a line, so that an owner types a chart
 * as it is printed.  In a module they are the `cells` section, a mapping
 * of each table's id to its grid:
 *
 *	cells:
 *	  forage: |
 *	    levels,-1,0,1,2
 *	    1 level,0,0,0,1
 *
 * A grid's cells take the table's section.  A cell with a section, a note
 * or an uncertainty of its own stays a lookup_cell row, its place in the
 * grid left empty.  The grid is read by libcsv. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <csv.h>

#include "adj/buf.h"
#include "adj/lookup.h"
#include "adj/module.h"
#include "adj/prepare.h"
#include "adj/rules.h"
#include "adj/xalloc.h"

/* A cell that the grid can hold: the table's section, no note, no
 * uncertainty, one line of text. */
#define PLAIN_CELL "c.section = t.section AND c.note IS NULL AND " \
	"c.uncertain = 0 AND c.result <> '' AND instr(c.result, char(10)) = 0 " \
	"AND instr(c.result, char(13)) = 0"

/* The key of the cell at idx, as lookup_cell keeps it. */
static void
cell_key(const struct ltable *t, const int *idx, char *k, size_t len)
{
	size_t	 o = 0;
	int	 i;

	k[0] = '\0';
	for (i = 0; i < t->nd && o < len; i++)
		o += (size_t)snprintf(k + o, len - o, "%s%s", i ? "|" : "",
		    t->d[i].e[idx[i]].label);
}

static int
next_idx(const struct ltable *t, int *idx, int from)
{
	int	 i;

	for (i = t->nd - 1; i >= from; i--) {
		if (++idx[i] < t->d[i].ne)
			return 1;
		idx[i] = 0;
	}
	return 0;
}

/* A field as CSV writes it: quoted when it must be. */
static void
field(struct buf *b, const char *s)
{
	const char	*p;

	if (strpbrk(s, ",\"\r\n") == NULL && s[0] != ' ' && (s[0] == '\0' ||
	    s[strlen(s) - 1] != ' ')) {
		buf_add(b, s);
		return;
	}
	buf_add(b, "\"");
	for (p = s; *p != '\0'; p++) {
		buf_addn(b, p, 1);
		if (*p == '"')
			buf_add(b, "\"");	/* doubled inside quotes */
	}
	buf_add(b, "\"");
}

/* The plain cell of table t at key k, or NULL. */
static char *
plain_cell(sqlite3 *db, const struct ltable *t, const char *k)
{
	sqlite3_stmt	*st;
	char		*out = NULL;

	if (sql_prepare(db, "SELECT c.result FROM lookup_cell c JOIN "
	    "lookup_table t ON t.game = c.game AND t.id = c.tbl WHERE c.game = "
	    "?1 AND c.tbl = ?2 AND c.k = ?3 AND " PLAIN_CELL, -1, &st, NULL) !=
	    SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, t->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, k, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		out = xstrdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return out;
}

/* Table tbl's plain cells as a grid into csv: 1 when every one of them
 * has a place in it (else csv is not to be used), 0 when it has none. */
static int
grid(sqlite3 *db, const char *game, const char *tbl, struct buf *csv)
{
	struct ltable	 t;
	char		 err[256], k[512], *cell;
	int		 idx[LDIM_MAX] = { 0 }, i, placed = 0, plain;

	if (ltable_load(db, game, tbl, 1, &t, err, sizeof err) != 0 ||
	    t.nd < 1)
		return 0;
	for (i = 0; i < t.nd; i++)
		if (t.d[i].ne == 0) {
			ltable_free(&t);
			return 0;
		}
	plain = (int)rules_int(db, 0, "SELECT count(*) FROM lookup_cell c JOIN "
	    "lookup_table t ON t.game = c.game AND t.id = c.tbl WHERE c.game = "
	    "?1 AND c.tbl = ?2 AND " PLAIN_CELL, game, tbl);
	if (t.nd == 1) {
		field(csv, t.d[0].id);
		buf_add(csv, ",result\n");
	} else {
		for (i = 1; i < t.nd; i++) {
			field(csv, t.d[i].id);
			buf_add(csv, ",");
		}
		for (i = 0; i < t.d[0].ne; i++) {
			field(csv, t.d[0].e[i].label);
			buf_add(csv, i + 1 < t.d[0].ne ? "," : "\n");
		}
	}
	do {
		for (i = 1; i < t.nd; i++) {
			field(csv, t.d[i].e[idx[i]].label);
			buf_add(csv, ",");
		}
		for (idx[0] = 0; idx[0] < t.d[0].ne; idx[0]++) {
			cell_key(&t, idx, k, sizeof k);
			if (t.nd == 1) {
				field(csv, t.d[0].e[idx[0]].label);
				buf_add(csv, ",");
			}
			if ((cell = plain_cell(db, &t, k)) != NULL) {
				field(csv, cell);
				placed++;
				free(cell);
			}
			buf_add(csv, t.nd == 1 || idx[0] + 1 == t.d[0].ne ?
			    "\n" : ",");
		}
		idx[0] = 0;
	} while (t.nd > 1 && next_idx(&t, idx, 1));
	ltable_free(&t);
	return plain > 0 && placed == plain;
}

int
module_grids(sqlite3 *db, const char *game,
    int (*fn)(void *, const char *tbl, const char *csv), void *arg,
    struct buf *list)
{
	sqlite3_stmt	*st;
	struct buf	 csv;
	int		 rc = 0;
	const char	*tbl;

	if (sql_prepare(db, "SELECT DISTINCT c.tbl FROM lookup_cell c JOIN "
	    "lookup_table t ON t.game = c.game AND t.id = c.tbl WHERE c.game = "
	    "?1 AND " PLAIN_CELL " ORDER BY t.rowid", -1, &st, NULL) !=
	    SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	buf_init(&csv);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		tbl = (const char *)sqlite3_column_text(st, 0);
		buf_reset(&csv);
		if (grid(db, game, tbl, &csv) != 1)
			continue;
		if (list != NULL) {
			char *q = sqlite3_mprintf("%s%Q", list->len ? "," : "",
			    tbl);

			buf_add(list, q);
			sqlite3_free(q);
		}
		if (fn != NULL)
			rc = fn(arg, tbl, buf_str(&csv));
	}
	buf_free(&csv);
	sqlite3_finalize(st);
	return rc;
}

const char *
module_plain_cell(void)
{
	return PLAIN_CELL;
}
/* --- reading a grid back ------------------------------------------ */

struct grid_read {
	char		**f;		/* the record's fields */
	int		  nf, cap;
	char		***rec;		/* every record */
	int		  nrec, reccap;
};

static void
on_field(void *s, size_t len, void *arg)
{
	struct grid_read *g = arg;

	if (g->nf == g->cap) {
		g->cap = g->cap ? g->cap * 2 : 16;
		g->f = xreallocarray(g->f, (size_t)g->cap + 1, sizeof *g->f);
	}
	g->f[g->nf++] = xstrndup(s != NULL ? s : "", len);
	g->f[g->nf] = NULL;
}

static void
on_record(int c, void *arg)
{
	struct grid_read *g = arg;

	(void)c;
	if (g->nrec == g->reccap) {
		g->reccap = g->reccap ? g->reccap * 2 : 16;
		g->rec = xreallocarray(g->rec, (size_t)g->reccap,
		    sizeof *g->rec);
	}
	if (g->f == NULL)	/* a record of no field */
		g->f = xcalloc(1, sizeof *g->f);
	g->rec[g->nrec++] = g->f;
	g->f = NULL;
	g->nf = g->cap = 0;
}

static void
grid_free(struct grid_read *g)
{
	int	 i, j;

	for (i = 0; i < g->nrec; i++) {
		for (j = 0; g->rec[i][j] != NULL; j++)
			free(g->rec[i][j]);
		free(g->rec[i]);
	}
	free(g->rec);
	if (g->f != NULL) {
		for (j = 0; j < g->nf; j++)
			free(g->f[j]);
		free(g->f);
	}
}

static int
nfields(char **r)
{
	int	 n = 0;

	while (r[n] != NULL)
		n++;
	return n;
}

/* The entry of dimension d labelled s: its index, or -1. */
static int
entry_of(const struct ldim *d, const char *s)
{
	int	 i;

	for (i = 0; i < d->ne; i++)
		if (strcmp(d->e[i].label, s) == 0)
			return i;
	return -1;
}

int
module_grid_load(sqlite3 *db, const char *game, const char *tbl,
    const char *csv, int line, int col, struct buf *errs)
{
	struct csv_parser p;
	struct grid_read g = { 0 };
	struct ltable	 t;
	sqlite3_stmt	*st = NULL;
	char		 err[256], k[512];
	int		 idx[LDIM_MAX] = { 0 }, n = 0, r, i, want, keys;

	if (ltable_load(db, game, tbl, 1, &t, err, sizeof err) != 0) {
		buf_printf(errs, "%d:%d: cells of %s; expected a table of "
		    "lookup_table with its dimensions (%s)\n", line, col, tbl,
		    err);
		return 1;
	}
	/* Strict: a quote out of place or left open is a mistake said, not
	 * a field that runs on to the grid's end. */
	if (csv_init(&p, CSV_APPEND_NULL | CSV_STRICT | CSV_STRICT_FINI) != 0) {
		ltable_free(&t);
		return 1;
	}
	if (csv_parse(&p, csv, strlen(csv), on_field, on_record, &g) !=
	    strlen(csv) || csv_fini(&p, on_field, on_record, &g) != 0) {
		buf_printf(errs, "%d:%d: cells of %s that are no CSV (%s); "
		    "expected the layout `help table` gives\n", line, col, tbl,
		    csv_strerror(csv_error(&p)));
		n++;
	}
	csv_free(&p);
	keys = t.nd - 1;
	want = t.nd == 1 ? 2 : keys + t.d[0].ne;
	/* The header: the keys' dimensions, then the printed columns. */
	if (n == 0 && (g.nrec == 0 || nfields(g.rec[0]) != want ||
	    (t.nd == 1 && (strcmp(g.rec[0][0], t.d[0].id) != 0 ||
	    strcmp(g.rec[0][1], "result") != 0)))) {
		buf_printf(errs, "%d:%d: a header of %d fields for %s; expected "
		    "%d, as `help table` gives\n", line + 1, col, g.nrec ?
		    nfields(g.rec[0]) : 0, tbl, want);
		n++;
	}
	for (i = 0; n == 0 && t.nd > 1 && i < t.d[0].ne; i++)
		if (strcmp(g.rec[0][keys + i], t.d[0].e[i].label) != 0) {
			buf_printf(errs, "%d:%d: column \"%s\" of %s's header; "
			    "expected \"%s\", the table's own\n", line + 1, col,
			    g.rec[0][keys + i], tbl, t.d[0].e[i].label);
			n++;
		}
	if (n == 0 && sql_prepare(db, "INSERT INTO lookup_cell (game, tbl, k, "
	    "result, section) VALUES (?1, ?2, ?3, ?4, ?5)", -1, &st, NULL) !=
	    SQLITE_OK)
		n++;
	for (r = 1; n == 0 && r < g.nrec; r++) {
		char	**f = g.rec[r];
		int	  bad = 0, c;

		if (nfields(f) == 1 && f[0][0] == '\0')
			continue;	/* a blank line */
		if (nfields(f) != want) {
			buf_printf(errs, "%d:%d: a row of %d field%s in %s's "
			    "cells; expected %d\n", line + r + 1, col,
			    nfields(f), nfields(f) == 1 ? "" : "s", tbl, want);
			n++;
			continue;
		}
		for (i = 1; i < t.nd; i++)
			if ((idx[i] = entry_of(&t.d[i], f[i - 1])) < 0) {
				buf_printf(errs, "%d:%d: \"%s\" in %s's cells; "
				    "expected an entry of its %s\n", line + r +
				    1, col, f[i - 1], tbl, t.d[i].id);
				bad = 1;
			}
		if (t.nd == 1 && (idx[0] = entry_of(&t.d[0], f[0])) < 0) {
			buf_printf(errs, "%d:%d: \"%s\" in %s's cells; expected "
			    "an entry of its %s\n", line + r + 1, col, f[0],
			    tbl, t.d[0].id);
			bad = 1;
		}
		if (bad) {
			n++;
			continue;
		}
		for (c = 0; c < (t.nd == 1 ? 1 : t.d[0].ne); c++) {
			const char *v = f[t.nd == 1 ? 1 : keys + c];

			if (v[0] == '\0')
				continue;	/* a row of lookup_cell's */
			if (t.nd > 1)
				idx[0] = c;
			cell_key(&t, idx, k, sizeof k);
			sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 2, tbl, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 3, k, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 4, v, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 5, t.section, -1, SQLITE_STATIC);
			if (sqlite3_step(st) != SQLITE_DONE) {
				buf_printf(errs, "%d:%d: the cell %s of %s "
				    "refused: %s\n", line + r + 1, col, k, tbl,
				    sqlite3_errmsg(db));
				n++;
			}
			sqlite3_reset(st);
		}
	}
	sqlite3_finalize(st);
	grid_free(&g);
	ltable_free(&t);
	return n;
}
