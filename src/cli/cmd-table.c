/* `table list|show|import|export`: the tables of the rules, and the
 * user's own copies of those printed only on a player aid.
 *
 * CSV layout, for every table: the header row names the row-key
 * dimensions (2nd, 3rd, ...) and then lists the entries of the first
 * dimension (the printed table's columns); each further row gives its
 * keys and then one cell per column.  A one-dimension table has the header
 * "DIM,result". */
#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "adj/xalloc.h"
#include "adj/lookup.h"
#include "adj/module.h"
#include "adj/names.h"
#include "adj/overwrite.h"
#include "adj/rfile.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "adj/wfile.h"
#include "adj/prepare.h"
#include "../sync/http.h"
#include "../sync/link.h"
#include "cli.h"

#define MAXCOLS		64		/* fields in a line */
#define CSV_CELL_MAX	(4 * 1024)	/* bytes in a field */
static int table_send(struct cli *, const char *, const char *, int,
    struct reply *);
static void table_show_notes(struct cli *, const char *, const char *,
    const struct ltable *, struct reply *);

#define CSV_FILE_MAX	(256 * 1024)	/* bytes in a file */
#define CAMPAIGN_CSV_MAX (48 * 1024)	/* ...sent to a campaign (the server
					 * takes 64 KiB of JSON at most) */

/* Split one CSV line in place; "quoted, fields" allowed.  Every field
 * is counted, the first max kept in f: a row too wide is told by how
 * wide it really is. */
static int
csv_split(char *line, char **f, int max)
{
	int	 n = 0;
	char	*o, *p = line, *start;

	for (;;) {
		while (*p == ' ')
			p++;
		start = o = p;
		if (*p == '"') {
			p++;
			while (*p != '\0' && !(*p == '"' && p[1] != '"')) {
				if (*p == '"')
					p++;
				*o++ = *p++;
			}
			if (*p == '"')
				p++;
			while (*p != '\0' && *p != ',')
				p++;
		} else {
			while (*p != '\0' && *p != ',')
				o++, p++;
		}
		if (n < max)
			f[n] = start;
		n++;
		if (*p == '\0') {
			*o = '\0';
			break;
		}
		*o = '\0';
		p++;
	}
	for (int i = 0; i < n && i < max; i++) {
		size_t l = strlen(f[i]);

		while (l > 0 && isspace((unsigned char)f[i][l - 1]))
			f[i][--l] = '\0';
	}
	return n;
}

/* A label for an open range/dice entry: a known label of the shape, or
 * N, N-M, N+. */
static int
parse_label(const struct ldim *known, const char *label, struct lentry *e,
    char *err, size_t errlen)
{
	char	*end;
	int	 i;

	memset(e, 0, sizeof *e);
	if (strlen(label) >= sizeof e->label) {
		snprintf(err, errlen, "\"%.20s...\" is too long for a %s entry: "
		    "at most %zu bytes", label, known->name, sizeof e->label - 1);
		return -1;
	}
	snprintf(e->label, sizeof e->label, "%s", label);
	for (i = 0; i < known->ne; i++)
		if (strcasecmp(known->e[i].label, label) == 0) {
			*e = known->e[i];
			return 0;
		}
	if (strcmp(known->kind, "section") == 0) {
		if (known->open && *label != '\0')
			return 0;
		snprintf(err, errlen, "\"%s\" is not a %s (expected one of the "
		    "printed names)", label, known->name);
		return -1;
	}
	/* A bonus column ('*', '**'): no number, reached by shifts alone. */
	if (known->bonus[0] != '\0' && *label != '\0' && strspn(label,
	    known->bonus) == strlen(label))
		return 0;
	e->lo = strtod(label, &end);
	if (end == label)
		goto bad;
	e->has_lo = 1;
	if (*end == '\0') {
		e->hi = e->lo;
		e->has_hi = 1;
	} else if (*end == '+' && end[1] == '\0')
		e->has_hi = 0;
	else if (*end == '-') {
		const char *h = end + 1;

		e->hi = strtod(h, &end);
		if (end == h || *end != '\0' || e->hi < e->lo)
			goto bad;
		e->has_hi = 1;
	} else
		goto bad;
	if (known->dice[0] != '\0') {
		struct dice d;
		char e2[64];

		if (dice_parse(known->dice, &d, e2, sizeof e2) == 0 &&
		    (e->lo < dice_min(&d) || (e->has_hi && e->hi > dice_max(&d)) ||
		    (d.d66 && ((int)e->lo % 10 < 1 || (int)e->lo % 10 > 6 ||
		    (e->has_hi && ((int)e->hi % 10 < 1 || (int)e->hi % 10 > 6)))))) {
			snprintf(err, errlen, "\"%s\" is not a %s result", label,
			    known->dice);
			return -1;
		}
	}
	return 0;
bad:
	snprintf(err, errlen, "\"%s\" is not a %s entry: expected N, N-M or N+",
	    label, known->name);
	return -1;
}

static int
add_entry(struct ldim *d, const struct lentry *e)
{
	int	 i;

	for (i = 0; i < d->ne; i++)
		if (strcasecmp(d->e[i].label, e->label) == 0)
			return i;
	d->e = realloc(d->e, (size_t)(d->ne + 1) * sizeof *d->e);
	if (d->e == NULL)
		abort();
	d->e[d->ne] = *e;
	return d->ne++;
}

static int
entry_index(const struct ldim *d, const char *label)
{
	int	 i;

	for (i = 0; i < d->ne; i++)
		if (strcasecmp(d->e[i].label, label) == 0)
			return i;
	return -1;
}

/* Every band label of a bands cell must be a result of the game, or of
 * the table tbl. */
static int
bands_known(struct cli *c, const char *game, const char *tbl,
    const char *cell, char *bad, size_t len)
{
	char		*copy = xstrdup(cell), *part, *save = NULL, *colon;
	sqlite3_stmt	*st;
	int		 ok = 1;

	if (copy == NULL || sql_prepare(c->rules, "SELECT 1 FROM "
	    "result_code WHERE game = ?1 AND code = ?2 AND (tbl IS NULL OR "
	    "tbl = ?3)", -1, &st, NULL) != SQLITE_OK) {
		free(copy);
		return 1;
	}
	for (part = strtok_r(copy, ";", &save); ok && part != NULL;
	    part = strtok_r(NULL, ";", &save)) {
		while (*part == ' ')
			part++;
		if ((colon = strchr(part, ':')) == NULL)
			continue;
		*colon = '\0';
		sqlite3_reset(st);
		sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, part, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, tbl, -1, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_ROW) {
			snprintf(bad, len, "%s", part);
			ok = 0;
		}
	}
	sqlite3_finalize(st);
	free(copy);
	return ok;
}

/* The user's tables are written statement by statement: the first
 * failure's words are kept in why ("" while all is well). */
static sqlite3_stmt *
store_prepare(sqlite3 *db, const char *sql, const char *game, const char *id,
    char *why, size_t len)
{
	sqlite3_stmt	*st;

	if (sql_prepare(db, sql, -1, &st, NULL) != SQLITE_OK) {
		if (why[0] == '\0')
			snprintf(why, len, "%s", sqlite3_errmsg(db));
		return NULL;
	}
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	return st;
}

static void
store_step(sqlite3 *db, sqlite3_stmt *st, char *why, size_t len)
{
	if (sqlite3_step(st) != SQLITE_DONE && why[0] == '\0')
		snprintf(why, len, "%s", sqlite3_errmsg(db));
	sqlite3_reset(st);
}

/* Everything the import stored so far, taken back. */
static void
undo_import(sqlite3 *db)
{
	sqlite3_exec(db, "ROLLBACK TO import", NULL, NULL, NULL);
	sqlite3_exec(db, "RELEASE import", NULL, NULL, NULL);
}

/* A table's CSV being imported: the shipped shape, the entries and cells
 * read so far, where the reading is. */
struct import {
	struct cli	*c;
	const char	*game, *id, *file;
	int		 partial;
	struct ltable	 shape, got;
	int		 lineno;
	int		 nh;			/* columns of the header */
	int		 nkeys;			/* row keys of a line */
	char		 header[MAXCOLS][32];
	char		 keylabel[LDIM_MAX][32];
	char		**cellk, **cellv;
	int		 ncells;
	char		 err[256];
};

/* The header: the row-key dimensions' names, then the columns. */
static int
import_header(struct import *I, char **fld, int n, struct reply *r)
{
	const struct ltable	*shape = &I->shape;
	struct lentry		 e;
	int			 j;

	if (shape->nd == 1) {
		if (n != 2)
			return reply_fail(r, "%s line %d: the header must be "
			    "\"%s,result\"", I->file, I->lineno, shape->d[0].id);
		I->nh = 1;
		snprintf(I->header[0], sizeof I->header[0], "result");
		return 0;
	}
	if (n <= I->nkeys)
		return reply_fail(r, "%s line %d: the header must name the row "
		    "keys then list the %s entries", I->file, I->lineno,
		    shape->d[0].name);
	for (j = 0; j < I->nkeys; j++)
		if (strcasecmp(fld[j], shape->d[j + 1].id) != 0 &&
		    strcasecmp(fld[j], shape->d[j + 1].name) != 0)
			return reply_fail(r, "%s line %d, column %d: expected "
			    "\"%s\", found \"%s\"", I->file, I->lineno, j + 1,
			    shape->d[j + 1].id, fld[j]);
	for (j = I->nkeys; j < n; j++) {
		if (parse_label(&shape->d[0], fld[j], &e, I->err,
		    sizeof I->err) != 0)
			return reply_fail(r, "%s line %d, column %d: %s", I->file,
			    I->lineno, j + 1, I->err);
		add_entry(&I->got.d[0], &e);
		snprintf(I->header[I->nh++], sizeof I->header[0], "%s", e.label);
	}
	return 0;
}

/* A cell's text as its table's kind of cell wants it: bands of the
 * game's results, a chit, a number, or the game's result codes.  The
 * column is j (0-based). */
static int
import_cell_ok(struct import *I, const char *cell, int j, struct reply *r)
{
	const char	*kind = I->shape.cell_kind;
	char		 band[64], *codes;

	if (strcmp(kind, "bands") == 0 && cell_band(cell, 0, band,
	    sizeof band) < 0)
		return reply_fail(r, "%s line %d, column %d: \"%s\" is not "
		    "Label:range;... (e.g. Severe:-;Tough:0-1;Routine:2-4)",
		    I->file, I->lineno, j + 1, cell);
	if (strcmp(kind, "bands") == 0 && !bands_known(I->c, I->game, I->id,
	    cell, band, sizeof band))
		return reply_fail(r, "%s line %d, column %d: \"%s\" is not a "
		    "result of this game (expected e.g. Severe, Tough, "
		    "Routine)", I->file, I->lineno, j + 1, band);
	if (strcmp(kind, "chit") == 0 && !cell_chit_ok(I->c->rules, I->game,
	    I->id, cell))
		return reply_fail(r, "%s line %d, column %d: \"%s\" names no "
		    "chit (general) of this game", I->file, I->lineno, j + 1,
		    cell);
	if (strcmp(kind, "number") == 0 && !cell_number_ok(cell))
		return reply_fail(r, "%s line %d, column %d: \"%s\" is not a "
		    "number (or - where your copy prints none)", I->file,
		    I->lineno, j + 1, cell);
	if (strcmp(kind, "code") == 0 && !cell_codes_ok(I->c->rules, I->game,
	    I->id, cell, band, sizeof band)) {
		codes = rules_text(I->c->rules, "SELECT group_concat(code, ', ') "
		    "FROM (SELECT DISTINCT code FROM result_code WHERE game = "
		    "?1 AND (tbl IS NULL OR tbl = ?2))", I->game, I->id);
		reply_fail(r, "%s line %d, column %d: \"%s\" is not a result "
		    "code of the %s (expected words from: %s; a number reads "
		    "as #)", I->file, I->lineno, j + 1, band, I->shape.name,
		    codes != NULL ? codes : "-");
		free(codes);
		return -1;
	}
	return 0;
}

/* The cell at key k (its column, then its row keys), once only. */
static int
import_cell_add(struct import *I, const char *k, const char *cell, int j,
    struct reply *r)
{
	int	 x;

	for (x = 0; x < I->ncells; x++)
		if (strcmp(I->cellk[x], k) == 0)
			return reply_fail(r, "%s line %d, column %d: that cell "
			    "(%s) was already given on an earlier line", I->file,
			    I->lineno, j + 1, k);
	I->cellk = realloc(I->cellk, (size_t)(I->ncells + 1) *
	    sizeof *I->cellk);
	I->cellv = realloc(I->cellv, (size_t)(I->ncells + 1) *
	    sizeof *I->cellv);
	if (I->cellk == NULL || I->cellv == NULL)
		abort();
	I->cellk[I->ncells] = xstrdup(k);
	I->cellv[I->ncells++] = xstrdup(cell);
	return 0;
}

/* A row: its keys (entries of the row dimensions), then its cells. */
static int
import_row(struct import *I, char **fld, int n, struct reply *r)
{
	const struct ltable	*shape = &I->shape;
	struct lentry		 e;
	char			 k[256];
	size_t			 o;
	int			 keys = shape->nd == 1 ? 1 : I->nkeys, at, j, x;
	int			 want = shape->nd == 1 ? 2 : keys + I->nh, dim;

	if (n != want)
		return reply_fail(r, "%s line %d: %d field%s, expected %d",
		    I->file, I->lineno, n, n == 1 ? "" : "s", want);
	for (j = 0; j < keys; j++) {
		dim = shape->nd == 1 ? 0 : j + 1;
		if (parse_label(&shape->d[dim], fld[j], &e, I->err,
		    sizeof I->err) != 0)
			return reply_fail(r, "%s line %d, column %d: %s", I->file,
			    I->lineno, j + 1, I->err);
		/* add_entry may move the array: index after it. */
		at = add_entry(&I->got.d[dim], &e);
		snprintf(I->keylabel[j], sizeof I->keylabel[j], "%s",
		    I->got.d[dim].e[at].label);
	}
	for (j = keys; j < n; j++) {
		if (fld[j][0] == '\0') {
			if (I->partial)
				continue;
			return reply_fail(r, "%s line %d, column %d: empty cell "
			    "(use - for no effect)", I->file, I->lineno, j + 1);
		}
		if (import_cell_ok(I, fld[j], j, r) != 0)
			return -1;
		if (shape->nd == 1)
			snprintf(k, sizeof k, "%s", I->keylabel[0]);
		else {
			o = (size_t)snprintf(k, sizeof k, "%s",
			    I->header[j - keys]);
			for (x = 0; x < keys; x++)
				o += (size_t)snprintf(k + o, sizeof k - o, "|%s",
				    I->keylabel[x]);
		}
		if (import_cell_add(I, k, fld[j], j, r) != 0)
			return -1;
	}
	return 0;
}

/* One line of the file: checked as text, split, the header or a row. */
static int
import_line(struct import *I, struct buf *lb, struct reply *r)
{
	char	*line = lb->s, *fld[MAXCOLS], why[256];
	size_t	 col;
	int	 n, j;

	/* The mark some editors put at a UTF-8 file's start. */
	if (I->lineno == 1 && strncmp(line, "\xef\xbb\xbf", 3) == 0)
		line += 3;
	if (text_check(line, lb->len - (size_t)(line - lb->s), &col, why,
	    sizeof why) != 0)
		return reply_fail(r, "%s line %d, character %zu: %s", I->file,
		    I->lineno, col, why);
	if (line[0] == '\0' || line[0] == '#')
		return 0;
	n = csv_split(line, fld, MAXCOLS);
	if (n > MAXCOLS)
		return reply_fail(r, "%s line %d: %d fields, at most %d", I->file,
		    I->lineno, n, MAXCOLS);
	for (j = 0; j < n; j++)
		if (strlen(fld[j]) > CSV_CELL_MAX)
			return reply_fail(r, "%s line %d, column %d: %zu bytes, "
			    "at most %d (%d KiB) in a field", I->file, I->lineno,
			    j + 1, strlen(fld[j]), CSV_CELL_MAX,
			    CSV_CELL_MAX / 1024);
	return I->nh == 0 ? import_header(I, fld, n, r) : import_row(I, fld,
	    n, r);
}

/* Every line of f.  A player aid's table is a few KiB: the file, each
 * line and each cell are bounded before they are held, and every line
 * keeps the input rule (src/core/text.c). */
static int
import_read(struct import *I, FILE *f, struct reply *r)
{
	struct buf	 lb;
	size_t		 len;
	int		 got_line, rc = 0;

	buf_init(&lb);
	while (rc == 0 && (got_line = text_getline(f, &lb, TEXT_LINE_MAX,
	    &len)) != 0) {
		I->lineno++;
		if (got_line == -2)
			rc = reply_fail(r, "cannot read %s after line %d: %s",
			    I->file, I->lineno - 1, strerror(errno));
		else if (got_line == -1)
			rc = reply_fail(r, "%s line %d is %zu bytes long: at most "
			    "%d (64 KiB)", I->file, I->lineno, len, TEXT_LINE_MAX);
		else if (lb.len > 0)
			rc = import_line(I, &lb, r);
	}
	buf_free(&lb);
	if (rc == 0 && I->nh == 0)
		rc = reply_fail(r, "%s is empty: expected a header row and the "
		    "table's rows", I->file);
	return rc;
}

/* Dimensions whose entries are fixed keep the shipped order; the
 * entries the rulebook names must be there, in order. */
static int
import_entries(struct import *I, struct reply *r)
{
	const struct ltable	*shape = &I->shape;
	struct ldim		*d;
	int			 i, j, at, last;

	for (i = 0; i < shape->nd; i++) {
		if (shape->d[i].open)
			continue;
		d = &I->got.d[i];
		free(d->e);
		d->e = xmalloc((size_t)shape->d[i].ne * sizeof *d->e);
		if (d->e == NULL)
			abort();
		memcpy(d->e, shape->d[i].e, (size_t)shape->d[i].ne *
		    sizeof *d->e);
		d->ne = shape->d[i].ne;
	}
	for (i = 0; i < shape->nd && !I->partial; i++) {
		if (!shape->d[i].open)
			continue;
		for (j = 0, last = -1; j < shape->d[i].ne; j++) {
			at = entry_index(&I->got.d[i], shape->d[i].e[j].label);
			if (at < 0 || at < last)
				return reply_fail(r, "%s: the %s must have the "
				    "entry \"%s\" (named in the rulebook)%s; add "
				    "it, or import with --partial", I->file,
				    shape->d[i].name, shape->d[i].e[j].label,
				    at < 0 ? "" : " in the printed order");
			last = at;
		}
	}
	return 0;
}

/* The entries and cells written to the user's tables, replacing any
 * earlier import; the first failure's words into why. */
static void
import_write(struct import *I, const char *source, char *why, size_t len)
{
	sqlite3		*db = I->c->rules;
	sqlite3_stmt	*st;
	struct lentry	*e;
	int		 i, j;

	if ((st = store_prepare(db, "DELETE FROM user.user_entry WHERE game = "
	    "?1 AND tbl = ?2", I->game, I->id, why, len)) != NULL) {
		store_step(db, st, why, len);
		sqlite3_finalize(st);
	}
	if ((st = store_prepare(db, "DELETE FROM user.user_cell WHERE game = "
	    "?1 AND tbl = ?2", I->game, I->id, why, len)) != NULL) {
		store_step(db, st, why, len);
		sqlite3_finalize(st);
	}
	if ((st = store_prepare(db, "INSERT INTO user.user_entry VALUES (?1, "
	    "?2, ?3, ?4, ?5, ?6, ?7)", I->game, I->id, why, len)) != NULL) {
		for (i = 0; i < I->shape.nd; i++) {
			if (!I->shape.d[i].open)
				continue;
			for (j = 0; j < I->got.d[i].ne; j++) {
				e = &I->got.d[i].e[j];
				sqlite3_bind_int(st, 3, i + 1);
				sqlite3_bind_int(st, 4, j + 1);
				sqlite3_bind_text(st, 5, e->label, -1,
				    SQLITE_STATIC);
				if (e->has_lo)
					sqlite3_bind_double(st, 6, e->lo);
				else
					sqlite3_bind_null(st, 6);
				if (e->has_hi)
					sqlite3_bind_double(st, 7, e->hi);
				else
					sqlite3_bind_null(st, 7);
				store_step(db, st, why, len);
			}
		}
		sqlite3_finalize(st);
	}
	if ((st = store_prepare(db, "INSERT OR REPLACE INTO user.user_cell "
	    "VALUES (?1, ?2, ?3, ?4)", I->game, I->id, why, len)) != NULL) {
		for (i = 0; i < I->ncells; i++) {
			sqlite3_bind_text(st, 3, I->cellk[i], -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 4, I->cellv[i], -1, SQLITE_STATIC);
			store_step(db, st, why, len);
		}
		sqlite3_finalize(st);
	}
	if ((st = store_prepare(db, "INSERT OR REPLACE INTO user.user_table "
	    "VALUES (?1, ?2, ?3, datetime('now'), ?4)", I->game, I->id, why,
	    len)) != NULL) {
		sqlite3_bind_text(st, 3, source, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 4, I->partial);
		store_step(db, st, why, len);
		sqlite3_finalize(st);
	}
}

/* Store, every step checked (so that a full disk is said as such, not as
 * a table missing its entries), the table as stored loaded and checked
 * again; all of it or nothing. */
static int
import_store(struct import *I, const char *source, struct reply *r)
{
	sqlite3		*db = I->c->rules;
	struct ltable	 chk;
	char		 why[256] = "";

	if (rules_attach_user(db, 1, I->err, sizeof I->err) != 0)
		return reply_fail(r, "%s", I->err);
	/* A savepoint: on its own it commits at its release; inside a
	 * transaction of the caller's (a campaign's, which commits the
	 * table with the event that announces it) it commits with it. */
	if (sqlite3_exec(db, "SAVEPOINT import", NULL, NULL, NULL) !=
	    SQLITE_OK)
		snprintf(why, sizeof why, "%s", sqlite3_errmsg(db));
	import_write(I, source, why, sizeof why);
	if (why[0] != '\0') {
		undo_import(db);
		return reply_fail(r, "could not save your table in %s: %s; "
		    "nothing imported", rules_tables_of(db), why);
	}
	if (ltable_load(db, I->game, I->id, 0, &chk, I->err,
	    sizeof I->err) != 0 || ltable_validate(db, &chk, I->partial,
	    I->err, sizeof I->err) != 0) {
		undo_import(db);
		ltable_free(&chk);
		return reply_fail(r, "%s: %s; nothing imported", I->file, I->err);
	}
	ltable_free(&chk);
	if (sqlite3_exec(db, "RELEASE import", NULL, NULL, NULL) != SQLITE_OK) {
		undo_import(db);
		return reply_fail(r, "could not save your table in %s: %s; "
		    "nothing imported", rules_tables_of(db), sqlite3_errmsg(db));
	}
	return 0;
}

/* The shipped shape of a player-aid table, and the copy the import
 * fills (its entries its own). */
static int
import_shape(struct import *I, struct reply *r)
{
	int	 i;

	if (ltable_load(I->c->rules, I->game, I->id, 1, &I->shape, I->err,
	    sizeof I->err) != 0)
		return reply_fail(r, "%s", I->err);
	if (strcmp(I->shape.source, "player-aid") != 0) {
		reply_fail(r, "the %s ships with Adjutant from the rulebook text "
		    "(%s %s); only tables printed on player aids are imported",
		    I->shape.name, I->shape.tag, I->shape.section);
		ltable_free(&I->shape);
		return -1;
	}
	I->got = I->shape;
	for (i = 0; i < I->shape.nd; i++) {
		I->got.d[i].e = NULL;
		I->got.d[i].ne = 0;
	}
	I->nkeys = I->shape.nd - 1;
	return 0;
}

static void
import_free(struct import *I)
{
	int	 i;

	for (i = 0; i < I->ncells; i++) {
		free(I->cellk[i]);
		free(I->cellv[i]);
	}
	free(I->cellk);
	free(I->cellv);
	for (i = 0; i < I->shape.nd; i++)
		if (I->got.d[i].e != I->shape.d[i].e)
			free(I->got.d[i].e);
	ltable_free(&I->shape);
}

/* Import a table's CSV: from the file named, or (mem not NULL) from text
 * already read, named `file` in what is said.  source is kept with it:
 * the file, or whose copy it is (a campaign's, the umpire's). */
static int
table_import(struct cli *c, const char *game, const char *id,
    const char *file, FILE *mem, const char *source, int partial,
    struct reply *r)
{
	struct import	*I;
	FILE		*f;
	char		 why[64];
	int		 rc = -1;

	if ((I = xcalloc(1, sizeof *I)) == NULL)
		abort();
	I->c = c;
	I->game = game;
	I->id = id;
	I->file = file;
	I->partial = partial;
	if (import_shape(I, r) != 0) {
		if (mem != NULL)
			fclose(mem);
		free(I);
		return -1;
	}
	/* Text sent is bounded by whoever read it (table_import_csv).  A
	 * FIFO or a device is refused before it is read, without waiting on
	 * it (rfile_open). */
	snprintf(why, sizeof why, "a CSV file of at most %d KiB",
	    CSV_FILE_MAX / 1024);
	if ((f = mem) == NULL && (f = rfile_open(file, CSV_FILE_MAX, why,
	    I->err, sizeof I->err)) == NULL)
		reply_fail(r, "%s", I->err);
	else {
		if (import_read(I, f, r) == 0 && import_entries(I, r) == 0 &&
		    import_store(I, source, r) == 0) {
			/* Text sent to a campaign is kept with it: its path on
			 * the server is nobody's business at the table. */
			reply_line(r, "Imported the %s: %d cell%s%s, %s %s",
			    I->shape.name, I->ncells, I->ncells == 1 ? "" : "s",
			    partial ? " (part of the table)" : "", mem != NULL ?
			    "kept as" : "saved in", mem != NULL ? source :
			    rules_tables_of(c->rules));
			json_object_set_new(r->json, "cells",
			    json_integer(I->ncells));
			rc = 0;
		}
		fclose(f);
	}
	import_free(I);
	free(I);
	return rc;
}

/* At a terminal joined to a campaign the tables are the campaign's, kept
 * on its server: the umpire's import is sent there (used at its next
 * look-up, and said to every role); a side's would be its own alone, read
 * by nobody, so it is refused. */
static int
table_send(struct cli *c, const char *table, const char *file, int partial,
    struct reply *r)
{
	struct link	*l = c->link;
	struct stat	 sb;
	char		*csv, what[128], err[512];
	json_t		*body, *rep;
	size_t		 got;
	FILE		*f;

	if (strcmp(l->role, "umpire") != 0)
		return reply_fail(r, "table import: the umpire imports this "
		    "campaign's tables; a copy imported here would not be read "
		    "by the server");
	snprintf(what, sizeof what, "a CSV file of at most %d KiB (what a "
	    "campaign's server takes)", CAMPAIGN_CSV_MAX / 1024);
	if ((f = rfile_open(file, CAMPAIGN_CSV_MAX, what, err, sizeof err)) ==
	    NULL)
		return reply_fail(r, "%s", err);
	if (fstat(fileno(f), &sb) != 0) {
		fclose(f);
		return reply_fail(r, "cannot read %s: %s", file, strerror(errno));
	}
	if ((csv = xmalloc((size_t)sb.st_size + 1)) == NULL)
		abort();
	got = fread(csv, 1, (size_t)sb.st_size, f);
	fclose(f);
	csv[got] = '\0';
	body = xjson_pack("{s:s, s:s%, s:b}", "table", table, "csv", csv, got,
	    "partial", partial);
	free(csv);
	if (body == NULL)
		return reply_fail(r, "%s is not UTF-8 text: nothing sent", file);
	rep = cli_post(c, "tables", body, "table import", r);
	json_decref(body);
	if (rep == NULL)
		return -1;
	buf_add(&r->text, json_string_value(json_object_get(rep, "text")) ?:
	    "");
	json_decref(rep);
	return 0;
}

int
table_import_csv(struct cli *c, const char *table, const char *csv,
    size_t len, const char *source, int partial, struct reply *r)
{
	char	 g[64], id[64];
	FILE	*mem;

	if (len > CSV_FILE_MAX)
		return reply_fail(r, "the table's CSV is %zu bytes: at most %d "
		    "(%d KiB)", len, CSV_FILE_MAX, CSV_FILE_MAX / 1024);
	if (ltable_resolve(c->rules, c->s != NULL ? c->s->game : NULL, table,
	    g, sizeof g, id, sizeof id, r) != 0)
		return -1;
	/* An empty text still reads as a file with no line. */
	if ((mem = len > 0 ? fmemopen((void *)csv, len, "r") :
	    fopen("/dev/null", "r")) == NULL)
		return reply_fail(r, "cannot read the table's CSV: %s",
		    strerror(errno));
	return table_import(c, g, id, table, mem, source, partial, r);
}

/* The CSV of a table (as loaded: the user's copy or the shipped cells). */
static void
table_csv(struct cli *c, const struct ltable *t, struct buf *out)
{
	int	 idx[LDIM_MAX] = { 0 }, i, more;
	char	*cell;

	if (t->nd == 1) {
		buf_printf(out, "%s,result\n", t->d[0].id);
		for (i = 0; i < t->d[0].ne; i++) {
			idx[0] = i;
			cell = ltable_cell(c->rules, t, idx);
			buf_printf(out, "%s,%s\n", t->d[0].e[i].label,
			    cell != NULL ? cell : "");
			free(cell);
		}
		return;
	}
	for (i = 1; i < t->nd; i++)
		buf_printf(out, "%s,", t->d[i].id);
	for (i = 0; i < t->d[0].ne; i++)
		buf_printf(out, "%s%s", t->d[0].e[i].label, i + 1 < t->d[0].ne ?
		    "," : "\n");
	do {
		for (i = 1; i < t->nd; i++)
			buf_printf(out, "%s,", t->d[i].e[idx[i]].label);
		for (i = 0; i < t->d[0].ne; i++) {
			idx[0] = i;
			cell = ltable_cell(c->rules, t, idx);
			buf_printf(out, "%s%s%s%s", cell != NULL &&
			    strchr(cell, ',') ? "\"" : "", cell != NULL ? cell : "",
			    cell != NULL && strchr(cell, ',') ? "\"" : "",
			    i + 1 < t->d[0].ne ? "," : "\n");
			free(cell);
		}
		idx[0] = 0;
		more = 0;
		for (i = t->nd - 1; i >= 1; i--) {
			if (++idx[i] < t->d[i].ne) {
				more = 1;
				break;
			}
			idx[i] = 0;
		}
	} while (more);
}

/* The CSV shape of a table, for `help table`. */
void
table_format(struct cli *c, const char *game, const char *id, struct buf *out)
{
	struct ltable	 t;
	char		 err[256];
	int		 i, j;

	if (ltable_load(c->rules, game, id, 1, &t, err, sizeof err) != 0)
		return;
	buf_printf(out, "  %s.%s (%s %s):\n    header: ", game, id, t.tag,
	    t.section);
	if (t.nd == 1)
		buf_printf(out, "%s,result", t.d[0].id);
	else {
		for (i = 1; i < t.nd; i++)
			buf_printf(out, "%s,", t.d[i].id);
		buf_printf(out, "then each %s%s", t.d[0].name, t.d[0].open ?
		    " as printed" : "");
	}
	buf_add(out, "\n");
	for (i = 0; i < t.nd; i++) {
		buf_printf(out, "    %s (%s%s%s): ", t.d[i].id, t.d[i].kind,
		    t.d[i].dice[0] ? " " : "", t.d[i].dice);
		for (j = 0; j < t.d[i].ne; j++)
			buf_printf(out, "%s%s", j ? ", " : "", t.d[i].e[j].label);
		buf_printf(out, "%s", t.d[i].open ? (t.d[i].ne ? ", ... "
		    "(entries as your copy prints them; these must be among "
		    "them)" : "entries as your copy prints them") : "");
		if (t.d[i].bonus[0] != '\0')
			buf_printf(out, "; then the bonus ones as printed (%s, "
			    "%s%s, ...)", t.d[i].bonus, t.d[i].bonus,
			    t.d[i].bonus);
		buf_add(out, "\n");
	}
	buf_printf(out, "    cells: %s\n", strcmp(t.cell_kind, "bands") == 0 ?
	    "bands of the extra input, e.g. Severe:-;Tough:0-1;Routine:2-4 "
	    "(- = no box)" : strcmp(t.cell_kind, "chit") == 0 ? "the general "
	    "named (as on his chit, or his formation), or No Effect" :
	    strcmp(t.cell_kind, "number") == 0 ? "numbers as "
	    "printed (- where none is printed)" : "the printed result codes "
	    "(- for no effect)");
	ltable_free(&t);
}

static int
table_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*verb = argc > 1 ? argv[1] : "list";
	const char	*game = c->s != NULL ? c->s->game : NULL;
	char		 g[64], id[64], err[256];
	struct ltable	 t;

	if (strcasecmp(verb, "list") == 0) {
		sqlite3_stmt *st;
		json_t *list = json_array();

		if (sql_prepare(c->rules, "SELECT game, id, name, source, "
		    "section FROM lookup_table WHERE ?1 IS NULL OR game = ?1 "
		    "ORDER BY game, rowid", -1, &st, NULL) != SQLITE_OK)
			return reply_fail(r, "cannot read the rules database");
		if (game != NULL)
			sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *tg = (const char *)sqlite3_column_text(st, 0);
			const char *ti = (const char *)sqlite3_column_text(st, 1);
			const char *state = "shipped";

			if (strcmp((const char *)sqlite3_column_text(st, 3),
			    "player-aid") == 0) {
				if (ltable_load(c->rules, tg, ti, 0, &t, err,
				    sizeof err) == 0) {
					state = t.user ? (t.partial ? "user (part)"
					    : "user") : "missing";
					ltable_free(&t);
				}
			}
			reply_line(r, "  %-12s %-38s %-30s %s", state, ti,
			    (const char *)sqlite3_column_text(st, 2),
			    (const char *)sqlite3_column_text(st, 4));
			json_array_append_new(list, xjson_pack("{s:s, s:s, s:s}",
			    "game", tg, "table", ti, "state", state));
		}
		sqlite3_finalize(st);
		json_object_set_new(r->json, "tables", list);
		return 0;
	}
	if (argc < 3)
		return cli_usage(c, x->entry, NULL, r);
	if (ltable_resolve(c->rules, game, argv[2], g, sizeof g, id, sizeof id,
	    r) != 0)
		return -1;
	if (strcasecmp(verb, "import") == 0) {
		int partial = argc > 4 && strcmp(argv[4], "--partial") == 0;

		if (argc < 4 || (argc > 4 && !partial) || argc > 5)
			return cli_usage(c, x->entry, NULL, r);
		if (c->link != NULL) {
			char full[140];

			snprintf(full, sizeof full, "%s.%s", g, id);
			return table_send(c, full, argv[3], partial, r);
		}
		return table_import(c, g, id, argv[3], NULL, argv[3], partial,
		    r);
	}
	if (ltable_load(c->rules, g, id, 0, &t, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	if (strcmp(t.source, "player-aid") == 0 && !t.user) {
		ltable_missing(&t, r);
		ltable_free(&t);
		return -1;
	}
	if (strcasecmp(verb, "show") == 0) {
		struct buf csv;

		buf_init(&csv);
		table_csv(c, &t, &csv);
		reply_line(r, "%s (%s %s%s):", t.name, t.tag, t.section, t.user ?
		    ", your copy" : "");
		buf_add(&r->text, buf_str(&csv));
		json_object_set_new(r->json, "csv", text_json(buf_str(&csv)));
		buf_free(&csv);
		table_show_notes(c, g, id, &t, r);
	} else if (strcasecmp(verb, "export") == 0 && (argc == 4 ||
	    (argc == 5 && strcmp(argv[4], "--force") == 0))) {
		struct buf csv;
		char why[4300], what[160];

		buf_init(&csv);
		table_csv(c, &t, &csv);
		/* A CSV typed in from a player aid is the player's work: only
		 * the same table's same text is written over unasked. */
		if (argc == 4 && overwrite_check(argv[3], overwrite_same,
		    (void *)buf_str(&csv), what, sizeof what) != 0) {
			buf_free(&csv);
			ltable_free(&t);
			return reply_fail(r, "%s already holds %s: `table export "
			    "%s %s --force` writes over it", argv[3], what,
			    argv[2], argv[3]);
		}
		if (wfile_put(argv[3], buf_str(&csv), why, sizeof why) != 0) {
			buf_free(&csv);
			ltable_free(&t);
			return reply_fail(r, "%s", why);
		}
		reply_line(r, "Wrote the %s to %s", t.name, argv[3]);
		buf_free(&csv);
	} else {
		ltable_free(&t);
		return reply_fail(r, "\"%s\" is not a table command: expected "
		    "list, show, import or export FILE", verb);
	}
	ltable_free(&t);
	return 0;
}

/* After a table's cells, how to read it and the data's note on it (our
 * reading where the text is damaged or contradicts itself), so that
 * neither is kept from the players. */
static void
table_show_notes(struct cli *c, const char *g, const char *id,
    const struct ltable *t, struct reply *r)
{
	char	*note;

	if (t->help[0] != '\0') {
		reply_line(r, "How to read it: %s%s", t->help,
		    t->help[strlen(t->help) - 1] == '.' ? "" : ".");
		json_object_set_new(r->json, "help", json_string(t->help));
	}
	note = rules_text(c->rules, "SELECT note FROM lookup_table WHERE game = "
	    "?1 AND id = ?2", g, id);
	if (note != NULL && note[0] != '\0') {
		reply_line(r, "Note: %s", note);
		json_object_set_new(r->json, "note", json_string(note));
	}
	free(note);
}

/* `help table`: where imported tables are kept, and the CSV shape of
 * each table printed on a player aid (the open game's, or every game's). */
static void
table_help(struct cli *c, struct reply *r)
{
	sqlite3_stmt	*st;
	struct buf	 b;

	reply_line(r, "\nTables printed on player aids are entered once from "
	    "your own copy as CSV\n(`table import GAME.TABLE FILE.csv`) and "
	    "kept in %s for every later game.\nThe header names the row keys, "
	    "then lists the printed columns; each row gives\nits keys and one "
	    "cell per column. `--partial` accepts part of a table.",
	    rules_user_path());
	buf_init(&b);
	if (sql_prepare(c->rules, "SELECT game, id FROM lookup_table "
	    "WHERE source = 'player-aid' AND (?1 IS NULL OR game = ?1) ORDER "
	    "BY game, rowid", -1, &st, NULL) == SQLITE_OK) {
		if (c->s != NULL)
			sqlite3_bind_text(st, 1, c->s->game, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW)
			table_format(c, (const char *)sqlite3_column_text(st,
			    0), (const char *)sqlite3_column_text(st, 1), &b);
		sqlite3_finalize(st);
	}
	buf_add(&r->text, buf_str(&b));
	buf_free(&b);
}

/* A table named GAME.TABLE of another game than the open one's rules
 * hold (an installed module's, or a shipped one while a module's game is
 * open) is read from that game's rules for the command; the rules in
 * hand are kept for the game open. */
static int
cmd_table_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	sqlite3		*old = NULL;
	char		 game[MODULE_ID_MAX + 1], err[512];
	size_t		 n;
	int		 rc;

	if (argc < 3 || c->image == NULL || (n = strcspn(argv[2], ".")) ==
	    strlen(argv[2]) || n > MODULE_ID_MAX)
		return table_exec(x, argc, argv, r);
	memcpy(game, argv[2], n);
	game[n] = '\0';
	/* The open game's own, or neither a module nor a way back from
	 * one: the rules in hand (whose error a typo gets). */
	if ((c->s != NULL && strcmp(c->s->game, game) == 0) ||
	    !((module_id_ok(game) && module_installed(game)) ||
	    c->rules != c->image) ||
	    cli_rules_for(c, game, &old, err, sizeof err) != 0)
		return table_exec(x, argc, argv, r);
	rc = table_exec(x, argc, argv, r);
	cli_rules_back(c, old);
	return rc;
}

const struct cmd_entry cmd_table_entry = {
	.name = "table",
	.alias = "t",
	.args = "list | show TABLE:qtable | import GAME.TABLE:qtable "
	    "FILE.csv:file [--partial] | export TABLE:qtable FILE.csv:file "
	    "[--force]",
	.summary = "the rules' tables, and your copies of the player-aid ones",
	.example = "table import GAME.TABLE my-copy.csv",
	.exec = cmd_table_exec,
	.help = table_help,
};
