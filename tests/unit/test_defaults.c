/* An input a table lets a player leave out, taken from the game's state:
 * a default written ":name" is the session's value of that name (the
 * turns in a row a garrison has been surrounded, kept on a track).  The
 * Break Test is given such a default in a temporary copy of the tables'
 * rows (a fixture of this file alone, never a real game's data). */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/lookup.h"
#include "adj/rules.h"

static int
setup(void **state)
{
	(void)state;
	if (fixture_setup(11) != 0)
		return -1;
	rules_load_rest(rules);
	return sqlite3_exec(rules, "CREATE TEMP TABLE lookup_table AS SELECT * "
	    "FROM lookup_table; UPDATE temp.lookup_table SET defaults = "
	    "'cr=:steady' WHERE game = 'longstreet-attacks' AND id = "
	    "'break-test'", NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* The Break Test with the words given and the one session value
 * steady=v (none when v is NULL). */
static int
run(char **argv, int argc, const double *v, struct reply *r,
    struct lookup_result *res)
{
	struct lookup_req	 q;
	struct lookup_value	 val;

	memset(&q, 0, sizeof q);
	q.game = "longstreet-attacks";
	q.table = "break-test";
	q.argc = argc;
	q.argv = argv;
	q.rng = &rng;
	if (v != NULL) {
		snprintf(val.name, sizeof val.name, "steady");
		val.v = *v;
		q.values = &val;
		q.nvalues = 1;
	}
	reply_init(r);
	return lookup_run(rules, &q, r, res);
}

static void
test_default_from_state(void **state)
{
	struct lookup_result	 res;
	struct reply		 r;
	char			*roll[] = { "roll=3" }, *typed[] = { "roll=3",
				    "cr=4" };
	double			 two = 2;

	(void)state;
	/* Left out: the game's value, said in the working.  3 against CR 2
	 * is a margin of 1, Broken 1 (15.7). */
	assert_int_equal(run(roll, 1, &two, &r, &res), 0);
	assert_string_equal(res.outcome, "Broken 1");
	assert_non_null(strstr(buf_str(&r.text), "cr=2 (not given: the "
	    "game's steady)"));
	lookup_result_free(&res);
	reply_free(&r);
	/* Typed: the typed value wins, the state is not read. */
	assert_int_equal(run(typed, 2, &two, &r, &res), 0);
	assert_null(strstr(buf_str(&r.text), "not given"));
	lookup_result_free(&res);
	reply_free(&r);
	/* No game open to read it from: refused in one line naming what to
	 * type, never read as 0. */
	assert_int_equal(run(roll, 1, NULL, &r, &res), -1);
	assert_false(res.has_outcome);
	assert_non_null(strstr(buf_str(&r.err), "cr: give it (cr=N): it is "
	    "the game's steady, and no game is open to read it from"));
	reply_free(&r);
}

/* `rules check` reads the name: one that is no track of the game is
 * reported with its table; a track's is not. */
static void
test_rules_check_default(void **state)
{
	struct buf	 out;

	(void)state;
	buf_init(&out);
	assert_int_not_equal(rules_check(rules, &out), 0);
	assert_non_null(strstr(buf_str(&out), "a default of table "
	    "longstreet-attacks.break-test reads no track of its game"));
	buf_free(&out);
	assert_int_equal(sqlite3_exec(rules, "UPDATE temp.lookup_table SET "
	    "defaults = 'cr=:vp' WHERE game = 'longstreet-attacks' AND id = "
	    "'break-test'", NULL, NULL, NULL), SQLITE_OK);
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	buf_free(&out);
	assert_int_equal(sqlite3_exec(rules, "UPDATE temp.lookup_table SET "
	    "defaults = 'cr=:steady' WHERE game = 'longstreet-attacks' AND id "
	    "= 'break-test'", NULL, NULL, NULL), SQLITE_OK);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_default_from_state),
		cmocka_unit_test(test_rules_check_default),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
