/* Where a problem `rules check` finds stands, for data that has a
 * place for each row: a module's file gives "LINE:COL: " of every row
 * it loaded (module_place).  The shipped rules have none, and their
 * problems are named by ids alone. */
#include "adj/buf.h"
#include "adj/rules.h"

static int (*place)(void *, const char *, sqlite3_int64, struct buf *);
static void *place_arg;

void
rules_check_places(int (*fn)(void *, const char *table, sqlite3_int64,
    struct buf *), void *arg)
{
	place = fn;
	place_arg = arg;
}

void
rules_check_row(const char *table, sqlite3_int64 rowid, struct buf *out)
{
	if (place != NULL && table != NULL)
		place(place_arg, table, rowid, out);
}

void
rules_check_at(sqlite3_stmt *st, int col, struct buf *out)
{
	if (sqlite3_column_count(st) > col + 1 &&
	    sqlite3_column_type(st, col) == SQLITE_TEXT)
		rules_check_row((const char *)sqlite3_column_text(st, col),
		    sqlite3_column_int64(st, col + 1), out);
}
