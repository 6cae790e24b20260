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
	struct answers *k;
	json_t	*a, *back;
	char	*got, big[3 * ANSWER_MAX];

	(void)state;
	assert_non_null(k = answers_open(db));
	a = answer(5, "Noted: hello\n");
	answers_put(k, "union", "t-1", a);
	json_decref(a);
	assert_non_null(got = answers_get(k, "union", "t-1"));
	assert_non_null(strstr(got, "Noted: hello"));
	free(got);
	/* Another role's answer is not this one's. */
	assert_null(answers_get(k, "confederate", "t-1"));
	/* A long answer: what a repeat needs, not its text. */
	memset(big, 'x', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	a = answer(9, big);
	answers_put(k, "union", "t-2", a);
	json_decref(a);
	assert_non_null(got = answers_get(k, "union", "t-2"));
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
	answers_free(k);
	sqlite3_close(db);
}

static void
test_window(void **state)
{
	sqlite3	*db = fresh();
	struct answers *k;
	json_t	*a = answer(3, "Noted\n");
	char	 id[32], sql[128], *got;
	int	 i, n;

	(void)state;
	assert_non_null(k = answers_open(db));
	/* One role's many: its latest kept (and the few since the last
	 * pass), another's untouched. */
	answers_put(k, "confederate", "c-1", a);
	for (i = 0; i < ANSWERS_KEPT + 2 * ANSWERS_PRUNE; i++) {
		snprintf(id, sizeof id, "u-%d", i);
		answers_put(k, "union", id, a);
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
	/* What the pass let go is no answer; what it kept still is. */
	assert_null(answers_get(k, "union", "u-0"));
	snprintf(id, sizeof id, "u-%d", ANSWERS_KEPT + 2 * ANSWERS_PRUNE - 1);
	assert_non_null(got = answers_get(k, "union", id));
	free(got);
	assert_non_null(got = answers_get(k, "confederate", "c-1"));
	free(got);
	/* Older than the window: gone at the next pass. */
	snprintf(sql, sizeof sql, "UPDATE request SET at = %lld WHERE role = "
	    "'confederate'", (long long)time(NULL) - ANSWER_DAYS * 86400 - 60);
	assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
	for (i = 0; i < ANSWERS_PRUNE; i++) {
		snprintf(id, sizeof id, "v-%d", i);
		answers_put(k, "union", id, a);
	}
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request "
	    "WHERE role = 'confederate'"), 0);
	assert_null(answers_get(k, "confederate", "c-1"));
	json_decref(a);
	answers_free(k);
	sqlite3_close(db);
}

/* A campaign file of an older server: every answer, none timed. */
static void
test_older_file(void **state)
{
	sqlite3	*db = fresh();
	struct answers *k;
	char	*got;

	(void)state;
	assert_int_equal(sqlite3_exec(db, "CREATE TABLE request (role TEXT NOT "
	    "NULL, client TEXT NOT NULL, answer TEXT NOT NULL, PRIMARY KEY "
	    "(role, client)); INSERT INTO request VALUES ('observer', 'o-1', "
	    "'{\"ok\":true,\"first\":0,\"last_seq\":9}'), ('union', 'u-1', "
	    "'{\"ok\":true,\"first\":4,\"last_seq\":4}'), ('union', 'u-2', "
	    "'{\"ok\":true,\"first\":0,\"last_seq\":4}')", NULL, NULL, NULL),
	    SQLITE_OK);
	assert_non_null(k = answers_open(db));
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request"), 1);
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request "
	    "WHERE client = 'u-1' AND at > 0"), 1);
	/* Its key is gone (an index page in every commit), its answer is
	 * still found. */
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM sqlite_schema "
	    "WHERE type = 'index'"), 0);
	assert_non_null(got = answers_get(k, "union", "u-1"));
	assert_non_null(strstr(got, "\"first\":4"));
	free(got);
	answers_free(k);
	/* And again: nothing more to do. */
	assert_non_null(k = answers_open(db));
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM request"), 1);
	answers_free(k);
	sqlite3_close(db);
}

/* Written out already (the answer as sent, up to its events): kept as
 * that start and a closing brace; too long, cut down from the object. */
static void
test_put_text(void **state)
{
	sqlite3	*db = fresh();
	struct answers *k;
	json_t	*a = answer(5, "Noted\n"), *back;
	char	*got, big[2 * ANSWER_MAX];
	const char *sent = "{\"ok\":true,\"first\":5,\"events\":[]}";

	(void)state;
	assert_non_null(k = answers_open(db));
	answers_put_text(k, "union", "t-1", a, sent, strlen("{\"ok\":true,"
	    "\"first\":5"));
	assert_non_null(got = answers_get(k, "union", "t-1"));
	assert_string_equal(got, "{\"ok\":true,\"first\":5}");
	free(got);
	memset(big, ' ', sizeof big);
	memcpy(big, "{\"ok\":true", 10);
	answers_put_text(k, "union", "t-2", a, big, sizeof big);
	assert_non_null(got = answers_get(k, "union", "t-2"));
	assert_true(strlen(got) <= ANSWER_MAX);
	assert_non_null(back = json_loads(got, 0, NULL));
	assert_int_equal(json_integer_value(json_object_get(back, "first")), 5);
	json_decref(back);
	free(got);
	json_decref(a);
	answers_free(k);
	sqlite3_close(db);
}

/* A file of the last server (timed, under a key): the rows kept in
 * their order, the key gone, every answer found. */
static void
test_keyed_file(void **state)
{
	sqlite3	*db = fresh();
	struct answers *k;
	char	*got;

	(void)state;
	assert_int_equal(sqlite3_exec(db, "CREATE TABLE request (role TEXT NOT "
	    "NULL, client TEXT NOT NULL, answer TEXT NOT NULL, at INTEGER NOT "
	    "NULL DEFAULT 0, PRIMARY KEY (role, client)); INSERT INTO request "
	    "VALUES ('union', 'b', '{\"first\":2}', 9), ('union', 'a', "
	    "'{\"first\":3}', 9)", NULL, NULL, NULL), SQLITE_OK);
	assert_non_null(k = answers_open(db));
	assert_int_equal(fixture_count(db, "SELECT count(*) FROM sqlite_schema "
	    "WHERE type = 'index'"), 0);
	assert_int_equal(fixture_count(db, "SELECT rowid FROM request WHERE "
	    "client = 'a'"), 2);
	assert_non_null(got = answers_get(k, "union", "b"));
	assert_string_equal(got, "{\"first\":2}");
	free(got);
	answers_free(k);
	sqlite3_close(db);
}

/* The index is memory; the file is the truth: answers put are found
 * again by a campaign opened later, and after a rollback they are gone
 * from both. */
static void
test_reopened_and_rolled_back(void **state)
{
	sqlite3	*db = fresh();
	struct answers *k;
	json_t	*a = answer(7, "Noted\n");
	char	*got;

	(void)state;
	assert_non_null(k = answers_open(db));
	answers_put(k, "union", "kept", a);
	answers_free(k);
	assert_non_null(k = answers_open(db));
	assert_non_null(got = answers_get(k, "union", "kept"));
	free(got);
	assert_null(answers_get(k, "union", "other"));
	/* Put inside a transaction: found by the same batch (a client's
	 * retry queued behind its first send); rolled back, not found. */
	assert_int_equal(sqlite3_exec(db, "BEGIN", NULL, NULL, NULL),
	    SQLITE_OK);
	answers_put(k, "union", "lost", a);
	assert_non_null(got = answers_get(k, "union", "lost"));
	free(got);
	assert_int_equal(sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL),
	    SQLITE_OK);
	assert_int_equal(answers_reload(k), 0);
	assert_null(answers_get(k, "union", "lost"));
	assert_non_null(got = answers_get(k, "union", "kept"));
	free(got);
	/* A row another hand changed to another client is not this one's
	 * answer, whatever the memory says. */
	assert_int_equal(sqlite3_exec(db, "UPDATE request SET client = 'moved'",
	    NULL, NULL, NULL), SQLITE_OK);
	assert_null(answers_get(k, "union", "kept"));
	json_decref(a);
	answers_free(k);
	sqlite3_close(db);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kept_and_cut_down),
		cmocka_unit_test(test_window),
		cmocka_unit_test(test_older_file),
		cmocka_unit_test(test_put_text),
		cmocka_unit_test(test_keyed_file),
		cmocka_unit_test(test_reopened_and_rolled_back),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
