/* A count asked of a database, for the unit tests (fixture.h and the
 * server's tests, which need no session). */
#ifndef ADJ_TEST_FIXTURE_COUNT_H
#define ADJ_TEST_FIXTURE_COUNT_H

#include <sqlite3.h>

#include "adj/prepare.h"

/* The first column of sql's first row on db, as an integer (-1: no
 * row); the test fails when sql does not compile. */
static inline int
fixture_count(sqlite3 *db, const char *sql)
{
	sqlite3_stmt	*st;
	int		 n = -1;

	assert_int_equal(sql_prepare(db, sql, -1, &st, NULL), SQLITE_OK);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return n;
}

#endif
