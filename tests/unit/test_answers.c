/* The answers kept for client ids (src/server/answers.c): a retried
 * command's answer is there, each one bounded in size, a role's kept in a
 * window of count and age; a file an older server kept every answer in
 * loses those that recorded nothing. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../src/server/answers.h"
#include "fixture_count.h"

static sqlite3 *
fresh(void)
{
	sqlite3	*db;

	assert_int_equal(sqlite3_open(":memory:", &db), SQLITE_OK);
	return db;
}

static json_t *
answer(int first, const char *text)
{
	return json_pack("{s:b, s:{s:b, s:s, s:s}, s:i, s:i}", "ok", 1,
	    "reply", "ok", 1, "command", "note", "text", text, "first", first,
	    "last_seq", first);
}

static void
test_kept_and_cut_down(void **state)
{
	sqlite3	*db = fresh();
	json_t	*a, *back;
	char	*got, big[3 * ANSWER_MAX];

	(void)state;
	assert_int_equal(answers_prepare(db), 0);
	a = answer(5, "Noted: hello\n");
	answers_put(db, "union", "t-1", a);
	json_decref(a);
	assert_non_null(got = answers_get(db, "union", "t-1"));
	assert_non_null(strstr(got, "Noted: hello"));
	free(got);
	/* Another role's answer is not this one's. */
	assert_null(answers_get(db, "confederate", "t-1"));
	/* A long answer: what a repeat needs, not its text. */
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	a = answer(9, big);
	answers_put(db, "union", "t-2", a);
	json_decref(a);
	assert_non_null(got = answers_get(db, "union", "t-2"));
	assert_true(strlen(got) <= ANSWER_MAX);
	assert_non_null(back = json_loads(got, 0, NULL));
	assert_true(json_is_true(json_object_get(back, "ok")));
	assert_int_equal(json_integer_value(json_object_get(back, "first")), 9);
	assert_int_equal(json_integer_value(json_object_get(back, "last_seq")),
	    9);
	assert_non_null(strstr(json_string_value(json_object_get(
	    json_object_get(back, "reply"), "text")), "too long to keep"));
	json_decref(back);
	free(got);
	sqlite3_close(db);
}

static void
test_window(void **state)
{
	sqlite3	*db = fresh();
	json_t	*a = answer(3, "Noted\n");
	char	 id[32], sql[128];
	int	 i, n;

	(void)state;
	assert_int_equal(answers_prepare(db), 0);
	/* One role's many: its latest kept (and the few since the last
	 * pass), another's untouched. */
	answers_put(db, "confederate", "c-1", a);
	for (i = 0; i < ANSWERS_KEPT + 2 * ANSWERS_PRUNE; i++) {
		snprintf(id, sizeof id, "u-%d", i);
		answers_put(db, "union", id, a);
	}
	n = fixture_count(db, "SELECT count(*) FROM request WHERE role = "
	    "'union'");
	assert_true(n >= ANSWERS_KEPT && n < ANSWERS_KEPT + ANSWERS_PRUNE);
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request "
	    "WHERE client = 'u-0'"), 0);
	snprintf(sql, sizeof sql, "SELECT count(*) FROM request WHERE client = "
	    "'u-%d'", ANSWERS_KEPT + 2 * ANSWERS_PRUNE - 1);
	assert_int_equal(fixture_count(db, sql), 1);
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request "
	    "WHERE role = 'confederate'"), 1);
	/* Older than the window: gone at the next pass. */
	snprintf(sql, sizeof sql, "UPDATE request SET at = %lld WHERE role = "
	    "'confederate'", (long long)time(NULL) - ANSWER_DAYS * 86400 - 60);
	assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
	for (i = 0; i < ANSWERS_PRUNE; i++) {
		snprintf(id, sizeof id, "v-%d", i);
		answers_put(db, "union", id, a);
	}
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request "
	    "WHERE role = 'confederate'"), 0);
	json_decref(a);
	sqlite3_close(db);
}

/* A campaign file of an older server: every answer, none timed. */
static void
test_older_file(void **state)
{
	sqlite3	*db = fresh();

	(void)state;
	assert_int_equal(sqlite3_exec(db, "CREATE TABLE request (role TEXT NOT "
	    "NULL, client TEXT NOT NULL, answer TEXT NOT NULL, PRIMARY KEY "
	    "(role, client)); INSERT INTO request VALUES ('observer', 'o-1', "
	    "'{\"ok\":true,\"first\":0,\"last_seq\":9}'), ('union', 'u-1', "
	    "'{\"ok\":true,\"first\":4,\"last_seq\":4}'), ('union', 'u-2', "
	    "'{\"ok\":true,\"first\":0,\"last_seq\":4}')", NULL, NULL, NULL),
	    SQLITE_OK);
	assert_int_equal(answers_prepare(db), 0);
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request"), 1);
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request "
	    "WHERE client = 'u-1' AND at > 0"), 1);
	/* And again: nothing more to do. */
	assert_int_equal(answers_prepare(db), 0);
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request"), 1);
	sqlite3_close(db);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kept_and_cut_down),
		cmocka_unit_test(test_window),
		cmocka_unit_test(test_older_file),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
