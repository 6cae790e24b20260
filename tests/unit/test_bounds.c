/* What bounds a command: numbers read with their range (num.h), and the
 * budget of work every command runs under (budget.h), which interrupts
 * its SQL and has the dispatcher refuse it whole, nothing recorded. */
#include "testing.h"
#include "fixture.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "adj/budget.h"
#include "adj/journal.h"
#include "adj/num.h"
#include "adj/session.h"
#include "../../src/cli/cli.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(21);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static void
test_num_parse(void **state)
{
	long long	 v = 7;
	int		 i = 7;

	(void)state;
	assert_int_equal(num_parse("42", 0, 100, &v), 0);
	assert_int_equal(v, 42);
	assert_int_equal(num_parse("-5", -10, 10, &v), 0);
	assert_int_equal(v, -5);
	assert_int_equal(num_parse("+5", 0, 10, &v), 0);
	assert_int_equal(v, 5);
	/* Not numbers, or not only numbers: *out untouched. */
	v = 7;
	assert_int_equal(num_parse("", 0, 10, &v), -1);
	assert_int_equal(num_parse("=5", 0, 10, &v), -1);
	assert_int_equal(num_parse(" 5", 0, 10, &v), -1);
	assert_int_equal(num_parse("5 ", 0, 10, &v), -1);
	assert_int_equal(num_parse("0x10", 0, 100, &v), -1);
	assert_int_equal(num_parse("1e3", 0, 10000, &v), -1);
	assert_int_equal(num_parse("-", 0, 10, &v), -1);
	assert_int_equal(num_parse("+-1", -10, 10, &v), -1);
	assert_int_equal(num_parse(NULL, 0, 10, &v), -1);
	assert_int_equal(v, 7);
	/* Out of range, and past every integer type's edge: never
	 * wrapped into range ("4294967298" is not 2). */
	assert_int_equal(num_parse("11", 0, 10, &v), -1);
	assert_int_equal(num_parse("-1", 0, 10, &v), -1);
	assert_int_equal(num_int("4294967298", 0, 100, &i), -1);
	assert_int_equal(num_int("2147483648", INT_MIN, INT_MAX, &i), -1);
	assert_int_equal(num_int("-2147483649", INT_MIN, INT_MAX, &i), -1);
	assert_int_equal(num_parse("9223372036854775808", LLONG_MIN,
	    LLONG_MAX, &v), -1);
	assert_int_equal(num_parse("99999999999999999999", LLONG_MIN,
	    LLONG_MAX, &v), -1);
	assert_int_equal(i, 7);
	assert_int_equal(v, 7);
	/* The edges themselves. */
	assert_int_equal(num_int("2147483647", INT_MIN, INT_MAX, &i), 0);
	assert_int_equal(i, INT_MAX);
	assert_int_equal(num_parse("-9223372036854775808", LLONG_MIN,
	    LLONG_MAX, &v), 0);
	assert_true(v == LLONG_MIN);
}

/* An endless query on a watched connection ends when the budget does. */
static void
test_budget_interrupts_sql(void **state)
{
	sqlite3	*db;
	int	 rc;

	(void)state;
	assert_int_equal(sqlite3_open(":memory:", &db), SQLITE_OK);
	budget_watch(db);
	budget_begin(50);
	rc = sqlite3_exec(db, "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL "
	    "SELECT i + 1 FROM n) SELECT count(*) FROM n", NULL, NULL, NULL);
	assert_int_equal(rc, SQLITE_INTERRUPT);
	assert_true(budget_spent());
	assert_true(budget_spend(0) == -1);	/* spent stays spent */
	assert_true(budget_end() >= 50);
	/* No budget: the same connection runs freely again. */
	assert_false(budget_spent());
	assert_int_equal(sqlite3_exec(db, "WITH RECURSIVE n(i) AS (SELECT 1 "
	    "UNION ALL SELECT i + 1 FROM n WHERE i < 100000) SELECT count(*) "
	    "FROM n", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
}

/* A command inside another spends from the outer budget. */
static void
test_budget_nests(void **state)
{
	(void)state;
	budget_begin(10);
	budget_begin(1000000);
	assert_int_equal(budget_spend(8), 0);
	budget_end();
	assert_false(budget_spent());
	assert_int_equal(budget_spend(3), -1);
	assert_true(budget_spent());
	assert_int_equal(budget_end(), 11);
	assert_int_equal(budget_spend(1000000), 0);	/* none now */
}

/* The dispatcher: a command over its budget is refused in one line, and
 * nothing of it is in the journal or the state. */
static void
test_command_over_budget(void **state)
{
	struct session	*s = fixture_session("budget.adj",
			    "longstreet-attacks", "round-tops");
	struct cli	 c;
	struct reply	 r;
	int64_t		 before = journal_last_seq(s->j);
	int		 phase = s->phase;

	(void)state;
	memset(&c, 0, sizeof c);
	c.rules = rules;
	c.s = s;
	c.json = 1;
	c.rng = rng;
	budget_command = 1;
	reply_init(&r);
	cli_exec_line(&c, "next", &r);
	budget_command = BUDGET_COMMAND;
	assert_false(r.ok);
	assert_non_null(strstr(buf_str(&r.err), "took more work than a "
	    "command may"));
	assert_int_equal(buf_str(&r.text)[0], '\0');
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);
	assert_int_equal(s->phase, phase);
	/* With its budget, the same command goes. */
	reply_init(&r);
	cli_exec_line(&c, "next", &r);
	assert_true(r.ok);
	reply_free(&r);
	assert_true(journal_last_seq(s->j) > before);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_num_parse),
		cmocka_unit_test(test_budget_interrupts_sql),
		cmocka_unit_test(test_budget_nests),
		cmocka_unit_test(test_command_over_budget),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
