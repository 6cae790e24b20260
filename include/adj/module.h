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
 * NULL, whose id is put in game.  Every problem is said in errs, a line
 * each, "LINE:COL: what was found; what was expected"; their number is
 * returned (0: loaded whole). */
int	 module_load(sqlite3 *db, const char *text, size_t len,
	    const char *as, char *game, size_t gamelen, struct buf *errs);

#endif
