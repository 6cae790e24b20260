/* The rules image in two parts (rules.c, prepare.c): a connection opens
 * with the first, and the second is attached when a statement first names
 * one of its tables, whatever is running then; a name in neither fails
 * with its own error; an expression that names a table of the second is
 * refused as any other reading a table is.  (game and side are tables of
 * the first part, formula and formation of the second:
 * db/rules-first.txt.) */
#include "testing.h"
#include "fixture.h"

#include <string.h>

#include "adj/expr.h"
#include "adj/prepare.h"
#include "adj/rules.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(11);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static sqlite3 *
fresh(void)
{
	sqlite3	*db;
	char	 err[256];

	assert_non_null(db = rules_open(err, sizeof err));
	assert_true(rules_rest_missing(db));
	return db;
}

/* A table of the first part is read without the second; one of the second
 * attaches it, once, and both are then read by one statement. */
static void
test_attached_when_named(void **state)
{
	sqlite3	*db = fresh();
	int	 cached, most;

	(void)state;
	assert_true(fixture_count(db, "SELECT count(*) FROM game") >= 4);
	assert_true(rules_rest_missing(db));
	assert_true(fixture_count(db, "SELECT count(*) FROM formula") > 0);
	assert_false(rules_rest_missing(db));
	assert_non_null(sqlite3_db_filename(db, "rest"));
	assert_true(fixture_count(db, "SELECT count(*) FROM formation f "
	    "JOIN game g ON g.id = f.game") > 0);
	/* Both parts' pages are read where the image is, not copied into a
	 * page cache (a map size set on each pager: a file control alone
	 * reaches only the memory VFS, which ignores it, and the cache
	 * then held 70 KB after these reads, not 18 KB). */
	assert_true(fixture_count(db, "SELECT count(*) FROM (SELECT * FROM "
	    "formula), (SELECT * FROM formation)") > 0);
	assert_int_equal(sqlite3_db_status(db, SQLITE_DBSTATUS_CACHE_USED,
	    &cached, &most, 0), SQLITE_OK);
	assert_true(cached < 32768);
	/* Loading again changes nothing. */
	assert_int_equal(rules_load_rest(db), 0);
	assert_true(fixture_count(db, "SELECT count(*) FROM formula") > 0);
	/* No table is in both parts. */
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM "
	    "main.sqlite_master m JOIN rest.sqlite_master r USING (name)"), 0);
	sqlite3_close(db);
}

/* sql does not compile on db, with SQLite's own words msg. */
static void
refused(sqlite3 *db, const char *sql, const char *msg)
{
	sqlite3_stmt	*st = NULL;

	assert_int_equal(sql_prepare(db, sql, -1, &st, NULL), SQLITE_ERROR);
	assert_null(st);
	assert_string_equal(sqlite3_errmsg(db), msg);
}

/* A name in neither part fails with SQLite's own words for it, and the
 * second part is attached all the same (it was looked for there). */
static void
test_unknown_table(void **state)
{
	sqlite3		*db = fresh();

	(void)state;
	refused(db, "SELECT * FROM no_such_thing", "no such table: "
	    "no_such_thing");
	assert_false(rules_rest_missing(db));
	sqlite3_close(db);
}

/* A table missing from another schema (the player's overlay, asked for
 * before it is made) is not looked for in the second part. */
static void
test_other_schema(void **state)
{
	sqlite3		*db = fresh();
	sqlite3_stmt	*st = NULL;

	(void)state;
	refused(db, "SELECT * FROM user.user_table", "no such table: "
	    "user.user_table");
	assert_true(rules_rest_missing(db));
	assert_int_equal(sql_prepare(db, "SELECT * FROM rest.formula", -1,
	    &st, NULL), SQLITE_OK);
	sqlite3_finalize(st);
	assert_false(rules_rest_missing(db));
	sqlite3_close(db);
}

/* Attached while a statement of the first part is halfway through its
 * rows: it goes on to its last row, none lost or repeated. */
static void
test_attached_mid_step(void **state)
{
	sqlite3		*db = fresh();
	sqlite3_stmt	*outer;
	int		 rows = 0, all;

	(void)state;
	all = fixture_count(db, "SELECT count(*) FROM side");
	assert_true(all >= 8);
	assert_int_equal(sql_prepare(db, "SELECT id FROM side ORDER BY rowid",
	    -1, &outer, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_step(outer), SQLITE_ROW);
	rows++;
	assert_true(fixture_count(db, "SELECT count(*) FROM formation") > 0);
	assert_false(rules_rest_missing(db));
	while (sqlite3_step(outer) == SQLITE_ROW)
		rows++;
	assert_int_equal(sqlite3_finalize(outer), SQLITE_OK);
	assert_int_equal(rows, all);
	sqlite3_close(db);
}

/* An expression naming a table of the second part is refused for reading
 * a table, as one of the first is: the attaching its compile caused let
 * nothing else through the authorizer. */
static void
test_expression_refused(void **state)
{
	sqlite3	*db = fresh();
	char	*why;

	(void)state;
	/* The authorizer is installed by a first expression. */
	assert_null(expr_check(db, "1 + 1"));
	assert_non_null(why = expr_check(db, "(SELECT count(*) FROM formula)"));
	assert_non_null(strstr(why, "reading the table formula"));
	free(why);
	assert_false(rules_rest_missing(db));
	assert_non_null(why = expr_check(db, "(SELECT count(*) FROM rest."
	    "formula)"));
	assert_non_null(strstr(why, "reading the table formula"));
	free(why);
	assert_non_null(why = expr_check(db, "(SELECT count(*) FROM game)"));
	assert_non_null(strstr(why, "reading the table game"));
	free(why);
	sqlite3_close(db);
}

/* A connection that is not the rules' (a session's, an empty one) is
 * never given the second part, and keeps its own error. */
static void
test_other_connection(void **state)
{
	sqlite3		*db;
	sqlite3_stmt	*st = NULL;

	(void)state;
	assert_int_equal(sqlite3_open(":memory:", &db), SQLITE_OK);
	assert_false(rules_rest_missing(db));
	assert_int_equal(sql_prepare(db, "SELECT * FROM formula", -1, &st,
	    NULL), SQLITE_ERROR);
	assert_string_equal(sqlite3_errmsg(db), "no such table: formula");
	assert_null(sqlite3_db_filename(db, "rest"));
	sqlite3_close(db);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_attached_when_named),
		cmocka_unit_test(test_unknown_table),
		cmocka_unit_test(test_other_schema),
		cmocka_unit_test(test_attached_mid_step),
		cmocka_unit_test(test_expression_refused),
		cmocka_unit_test(test_other_connection),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
