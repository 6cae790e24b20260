/* The rules' expressions: every SQL expression the rules data holds (a
 * track's formula, a modifier's condition, a latch's test, a victory
 * level's test) is compiled and run here and nowhere else.
 *
 * Once owners write modules, the data is not ours: an expression runs
 * under an SQLite authorizer that lets it read what it is bound (the
 * session's values as named parameters) and call the rules' functions
 * (held, held_vp) and SQLite's, but not read a table, ATTACH or DETACH,
 * write, change the schema, run a pragma or a transaction, or load an
 * extension; and "SELECT (text)" must be the one statement, with one
 * column.  The authorizer is cleared after each compilation and each
 * step: the rest of the program writes.
 *
 * One failure behaviour: an expression that cannot be compiled or run
 * makes its caller fail, and the first such failure of a command, a
 * line naming the expression's row and section, refuses the command
 * (the dispatcher asks expr_end()).  Nothing reads a failed expression
 * as 0 and goes on. */
#ifndef ADJ_EXPR_H
#define ADJ_EXPR_H

#include <sqlite3.h>

/* Compile "SELECT (text)" on db under the authorizer: the statement, or
 * NULL with the failure recorded. */
sqlite3_stmt *expr_prepare(sqlite3 *db, const char *text);
/* Give back a statement of expr_prepare (kept for the next use: the
 * same text on the same connection is compiled once). */
void	 expr_done(sqlite3_stmt *);
/* Step it under the authorizer: SQLITE_ROW with its value in column 0,
 * or -1 with the failure recorded (the statement stays to finalize). */
int	 expr_step(sqlite3_stmt *, const char *text);
/* Compile, step and finalize an expression with no parameters: 1 with
 * its value (*isnull when NULL), or -1 with the failure recorded. */
int	 expr_value(sqlite3 *db, const char *text, double *out, int *isnull);

/* Why text is not a usable expression (compiled under the authorizer,
 * not run): an owned line, or NULL when it is one.  Nothing recorded:
 * `rules check` reports each. */
char	*expr_check(sqlite3 *db, const char *text);

/* Every expression of the rules data with its row ("track_latch
 * terrible-swift-sword.demoralized.union") and its section: fn is
 * called with each; 0, or -1 when the data cannot be read. */
int	 expr_each(sqlite3 *db, void (*fn)(void *, const char *row,
	    const char *section, const char *text), void *arg);
/* The same, with where each stands: its table, column and rowid. */
struct expr_at {
	const char	*table, *column, *row, *section, *text;
	sqlite3_int64	 rowid;
};
int	 expr_each_at(sqlite3 *db, void (*fn)(void *, const struct expr_at *),
	    void *arg);

/* A command's watch: the first failure between them, an owned line
 * naming the row, is what expr_end() returns (NULL: none).  Nested
 * commands (one run by another) report to the outermost; outside a
 * watch nothing is kept. */
void	 expr_begin(void);
char	*expr_end(void);
/* The failure recorded so far (not taken): NULL when none. */
const char *expr_failure(void);

#endif
