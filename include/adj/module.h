/* Game modules: a game's rules data as one text file an owner can write
 * by hand (YAML: a header, then a section for each table of the rules
 * schema that the game has rows in, a row a line).  Written from the
 * rules (module_export.c), read back row by row with where each row and
 * value stands in the file (module_read.c), both against the schema's
 * own text, whole (module_schema.c). */
#ifndef ADJ_MODULE_H
#define ADJ_MODULE_H

#include <stddef.h>
#include <stdio.h>
#include <sqlite3.h>

#define MODULE_FORMAT	1	/* the version of the format written */

/* The rules schema, whole (defaults, checks, keys), in a new in-memory
 * database: NULL with err set. */
sqlite3	*module_schema_open(char *err, size_t);
/* The SHA-256 of that schema's text, in hex: what a module's rows are
 * stamped with when written (table module_schema), so that rows an
 * older Adjutant wrote are known at a glance (module_rules.c). */
const char *module_schema_digest(void);

/* What a plain (unquoted) value reads as: a plain value is a number when
 * it is written as one, nothing when it is empty, ~ or null, and text
 * otherwise.  The writer quotes text that would read otherwise. */
enum module_kind { MODULE_NULL, MODULE_INT, MODULE_REAL, MODULE_TEXT };
enum module_kind module_plain_kind(const char *);

/* Write game's rows of the rules db (its image, both parts) to f as a
 * module: 0, or -1 with err. */
int	 module_export(sqlite3 *rules, const char *game, FILE *f, char *err,
	    size_t);

/* One value of a row as read: its column, its text and kind, and where
 * its column's name stands (lines and columns from 1). */
struct module_value {
	const char	*column;
	const char	*text;
	enum module_kind kind;
	int		 line, col;
};

#define MODULE_COLUMNS	64	/* values in a row, at most */

/* A row as read: its section (a table's name), where it starts, its
 * values.  The header's game is a row of section "game". */
struct module_row {
	const char		*section;
	int			 line, col;
	int			 n;
	struct module_value	 v[MODULE_COLUMNS];
};

/* Read a module's text (len bytes), handing each row to fn in the order
 * written (fn returns 0 to read on; a positive return stops the read and
 * is returned).  What is
 * not a module's shape is said in errs, a line each, "LINE:COL: what was
 * found; what was expected", every one found (a syntax error ends the
 * read there); the number of them is returned when fn stopped nothing.
 * format is set to the header's format (0 when it has none). */
struct buf;
int	 module_read(const char *text, size_t len, int *format,
	    int (*fn)(void *, const struct module_row *), void *arg,
	    struct buf *errs);

/* Load a module's text into db (module_schema_open's): every row into
 * the table its section names, with the module's game id, or as when not
 * NULL, whose id is put in game.  A module on a series (its game's
 * `series`) takes the series' rows from the rules series (the shipped
 * ones) where it has no row of the same key; series NULL: its own rows
 * alone (to write it out again).  Every problem is said in errs, a line
 * each, "LINE:COL: what was found; what was expected"; their number is
 * returned (0: loaded whole). */
int	 module_load(sqlite3 *db, const char *text, size_t len,
	    const char *as, sqlite3 *series, char *game, size_t gamelen,
	    struct buf *errs);

/* Take series' rows from the shipped rules from into db as game's,
 * where db has no row of the same key (module_series.c): 0, or -1 with
 * err. */
int	 module_series_take(sqlite3 *db, const char *game, const char *series,
	    sqlite3 *from, char *err, size_t errlen);

/* The tables' cells as CSV grids (module_cells.c).  Each table of game
 * whose plain cells (module_plain_cell: the table's section, no note, no
 * uncertainty, one line) all have a place in its grid, to fn with the
 * grid (a nonzero return stops and is returned); their ids, quoted for
 * SQL and joined by commas, onto list when not NULL. */
int	 module_grids(sqlite3 *db, const char *game, int (*fn)(void *,
	    const char *tbl, const char *csv), void *arg, struct buf *list);
/* The SQL condition a plain cell meets (lookup_cell c, lookup_table t). */
const char *module_plain_cell(void);
/* Load table tbl's grid (its dimensions and entries loaded already) as
 * lookup_cell rows of game; the grid begins at line, col of the module.
 * Each problem into errs, a line each; their number. */
int	 module_grid_load(sqlite3 *db, const char *game, const char *tbl,
	    const char *csv, int line, int col, struct buf *errs);

/* The lines of errs from from on in the order of the file, by their
 * leading "LINE:COL:"; lines with none after, as they were. */
void	 module_said_sort(struct buf *errs, size_t from);

/* Where the row rowid of table, loaded by module_load into db, stands in
 * the module's text: 0, or -1 when it was not loaded from one. */
int	 module_place(sqlite3 *db, const char *table, sqlite3_int64 rowid,
	    int *line, int *col);

/* The modules installed in the user's data folder (module_store.c), or
 * in the folder given here (a campaign server's own copies, set before
 * any other call). */
#define MODULE_ID_MAX	40
void	 module_dir_set(const char *dir);
/* Is id spelled as a module's id may be (lower-case letters and digits,
 * words joined by single hyphens, at most MODULE_ID_MAX)? */
int	 module_id_ok(const char *);
int	 module_installed(const char *id);
/* The installed text of id (NUL after its len bytes), or NULL with err. */
char	*module_text(const char *id, size_t *len, char *err, size_t);
/* Its rows' database file whole, from sqlite3_malloc64 (for
 * sqlite3_deserialize), or NULL with err. */
unsigned char *module_image(const char *id, size_t *len, char *err, size_t);
/* Install db's rows (module_load's) and their text as id, replacing any
 * module of that id: 0, or -1 with err. */
int	 module_save(sqlite3 *db, const char *id, const char *text,
	    size_t len, char *err, size_t);
/* Its rows, read-only: NULL with err when it is not installed. */
sqlite3	*module_open(const char *id, char *err, size_t);
/* Its rows and, on a series, the series' too, read-only, in memory: what
 * its game is played by (module_rules.c).  NULL with err. */
sqlite3	*module_open_whole(const char *id, char *err, size_t);
/* Remove it: 0, or -1 when it was not there. */
int	 module_remove(const char *id);
/* Each installed id, in order, to fn (a nonzero return stops and is
 * returned). */
int	 module_each(int (*fn)(void *, const char *id), void *arg);
/* The SHA-256 of a module's text, in hex. */
void	 module_hash(const char *text, size_t len, char hex[65]);

#endif
