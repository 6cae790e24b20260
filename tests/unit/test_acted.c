/* The side an event is about (src/core/acted.c, acted_side_in): the one
 * its data names when that is a side of the game, else the side the
 * rules give its chit, leader or brigade, else the side whose eyes it is
 * kept for, else the side of the role that acted; "" when none is. */
#include "testing.h"
#include "fixture.h"

#include <string.h>

#include "adj/acted.h"
#include "adj/journal.h"
#include "adj/session.h"

static struct session *s;

static int
setup(void **state)
{
	(void)state;
	if (fixture_setup(12) != 0)
		return -1;
	s = fixture_session("a.adj", "longstreet-attacks", "hammerin-sickles");
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	session_close(s);
	return fixture_teardown();
}

/* acted_side_in(s, the JSON data, vis) */
static const char *
side_of(const char *data, const char *vis)
{
	static char	 out[64];
	json_t		*d = data != NULL ? json_loads(data, 0, NULL) : NULL;

	snprintf(out, sizeof out, "%s", acted_side_in(s, d, vis));
	json_decref(d);
	return out;
}

static void
test_named(void **state)
{
	(void)state;
	assert_string_equal(side_of("{\"side\":\"union\"}", "all"), "union");
	assert_string_equal(side_of("{\"by\":\"confederate\"}", "umpire"),
	    "confederate");
	assert_string_equal(side_of("{\"attacker\":\"union\"}", NULL),
	    "union");
	/* The umpire is no side: its ruling kept for the Union is the
	 * Union's to read. */
	assert_string_equal(side_of("{\"side\":\"umpire\"}", "=union"),
	    "union");
	assert_string_equal(side_of("{\"by\":\"umpire\"}", "all"), "");
}

static void
test_rules(void **state)
{
	(void)state;
	/* A CIC's activation is "by" its chit, no side: its brigade's. */
	assert_string_equal(side_of("{\"brigade\":\"kershaw\",\"by\":"
	    "\"longstreet\"}", "all"), "confederate");
	assert_string_equal(side_of("{\"chit\":\"birney\"}", "all"), "union");
	/* Asked again, the same (remembered, not asked of the rules). */
	assert_string_equal(side_of("{\"chit\":\"birney\"}", "all"), "union");
	assert_string_equal(side_of("{\"chit\":\"no-such-chit\"}", "all"), "");
	/* Without the rules, only what the data and vis say. */
	assert_string_equal(acted_side(NULL, "confederate"), "confederate");
}

static void
test_eyes_and_actor(void **state)
{
	(void)state;
	assert_string_equal(side_of("{\"total\":7}", "=confederate"),
	    "confederate");
	assert_string_equal(side_of("{\"total\":7}", "union/sickles"),
	    "union");
	assert_string_equal(side_of("{\"actor\":\"confederate/longstreet\"}",
	    "all"), "confederate");
	assert_string_equal(side_of("{\"actor\":\"umpire\"}", "umpire"), "");
	assert_string_equal(side_of(NULL, "all"), "");
	assert_string_equal(side_of("{\"total\":7}", NULL), "");
}

/* A fold reads the undos first (undone_load): through the journal's
 * index of them, never a scan of every event, however long the game. */
static void
test_undos_indexed(void **state)
{
	struct session	*t = fixture_session("u.adj", "longstreet-attacks",
			    "round-tops");
	struct undone	 u;
	sqlite3_stmt	*st;
	int		 i, seen = 0;

	(void)state;
	assert_int_equal(journal_begin(t->j), 0);
	for (i = 0; i < 300; i++)
		assert_int_equal(session_record(t, "note", "a note",
		    json_pack("{s:i}", "n", i)), 0);
	assert_int_equal(journal_commit(t->j), 0);
	assert_int_equal(undone_load(t->j, 0, &u), 0);
	assert_int_equal(u.n, 0);
	free(u.pairs);
	for (st = sqlite3_next_stmt(journal_db(t->j), NULL); st != NULL;
	    st = sqlite3_next_stmt(journal_db(t->j), st))
		if (strstr(sqlite3_sql(st), "kind = 'undo'") != NULL) {
			seen++;
			/* Fewer steps of SQLite's machine than there are
			 * notes: none of them was looked at. */
			assert_in_range(sqlite3_stmt_status(st,
			    SQLITE_STMTSTATUS_VM_STEP, 0), 1, 299);
		}
	assert_true(seen > 0);
	session_close(t);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_named),
		cmocka_unit_test(test_rules),
		cmocka_unit_test(test_eyes_and_actor),
		cmocka_unit_test(test_undos_indexed),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
