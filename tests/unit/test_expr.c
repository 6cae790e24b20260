/* The rules' expressions run under an authorizer (expr.c): an expression
 * that tries ATTACH, a write, a pragma, an extension, another database's
 * tables or a second statement is refused in one line naming its row and
 * section, and the command that asked it is refused whole, recording
 * nothing; a fine one runs.  Bad rows are put in a TEMP table of the same
 * name, which SQLite reads before the shipped (read-only) one. */
#include "testing.h"
#include "fixture.h"
#include "fixture_cli.h"

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/expr.h"
#include "adj/journal.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(7);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static int
count(const char *sql)
{
	return fixture_count(rules, sql);
}

/* text is refused, and why says so in one line containing want. */
static void
refused(const char *text, const char *want)
{
	char	*why;

	expr_begin();
	assert_null(expr_prepare(rules, text));
	why = expr_end();
	assert_non_null(why);
	if (strstr(why, want) == NULL)
		fail_msg("%s: \"%s\" not in \"%s\"", text, want, why);
	assert_null(strchr(why, '\n'));
	free(why);
	/* rules check says the same of it, without recording anything. */
	why = expr_check(rules, text);
	assert_non_null(why);
	assert_non_null(strstr(why, want));
	free(why);
	assert_null(expr_failure());
}

static void
test_refused(void **state)
{
	char	 err[256];

	(void)state;
	assert_int_equal(sqlite3_exec(rules, "CREATE TEMP TABLE victim (a); "
	    "INSERT INTO victim VALUES (1)", NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(rules_attach_user(rules, 1, err, sizeof err), 0);

	/* ATTACH and a write can only come as a second statement. */
	refused("1); ATTACH DATABASE ':memory:' AS y; SELECT (1",
	    "more than one statement");
	refused("(SELECT 1)); DELETE FROM victim; SELECT ((1",
	    "more than one statement");
	refused("1); DROP TABLE x; SELECT (1", "more than one statement");
	refused("1); PRAGMA writable_schema = 1; SELECT (1",
	    "more than one statement");
	refused("1), (2", "gives 2 values");
	/* Nor as the function ATTACH is compiled to. */
	refused("sqlite_attach(':memory:', 'y', NULL)", "is not valid SQL");
	/* Functions with effects outside the rules. */
	refused("load_extension('libc.so.6')", "the function load_extension");
	/* Pragmas, as table-valued functions too. */
	refused("(SELECT count(*) FROM pragma_table_info('track'))",
	    "a pragma");
	refused("(SELECT count(*) FROM pragma_database_list)", "a pragma");
	/* No table: SQLite's, the user's, a temp one, the rules'. */
	refused("(SELECT count(*) FROM sqlite_master)", "reading the table "
	    "sqlite_master");
	refused("(SELECT count(*) FROM user.user_cell)", "reading the table "
	    "user_cell");
	refused("(SELECT a FROM temp.victim)", "reading the table victim");
	refused("(SELECT count(*) FROM track)", "reading the table track");
	refused("1 +", "is not valid SQL");
	/* The data's text on one line, its controls shown. */
	refused("1 +\n\033[2J\n\"", "is not valid SQL");

	/* Nothing of it happened. */
	assert_int_equal(count("SELECT count(*) FROM victim"), 1);
	assert_int_equal(count("SELECT count(*) FROM pragma_database_list "
	    "WHERE name = 'y'"), 0);
	/* And the authorizer is gone: the program writes on. */
	assert_int_equal(sqlite3_exec(rules, "INSERT INTO victim VALUES (2); "
	    "DROP TABLE temp.victim", NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_exec(rules, "DETACH user", NULL, NULL, NULL),
	    SQLITE_OK);
}

/* A fine expression: bound values, the rules' functions and SQLite's. */
static void
test_fine(void **state)
{
	sqlite3_stmt	*st;
	double		 v;
	int		 isnull;

	(void)state;
	expr_begin();
	st = expr_prepare(rules, ":a * 2 + abs(-1)");
	assert_non_null(st);
	sqlite3_bind_int(st, sqlite3_bind_parameter_index(st, ":a"), 3);
	assert_int_equal(expr_step(st, ":a * 2 + abs(-1)"), SQLITE_ROW);
	assert_int_equal(sqlite3_column_int(st, 0), 7);
	expr_done(st);
	assert_int_equal(expr_value(rules, "held('union', '1') + "
	    "coalesce(:none, 2)", &v, &isnull), 1);
	assert_null(expr_end());
	assert_false(isnull);
	assert_true(v == 2);
	assert_null(expr_check(rules, ":x > 1 AND :y IS NULL"));
}

/* A kept expression is the same statement the next time, runs again
 * with new values, and its authorizer, which stays on the connection,
 * still refuses what it refused and lets the program's own statements
 * by (a pragma, a read of a table). */
static void
test_kept(void **state)
{
	sqlite3_stmt	*st, *again;

	(void)state;
	expr_begin();
	st = expr_prepare(rules, ":k + 1");
	assert_non_null(st);
	sqlite3_bind_int(st, 1, 4);
	assert_int_equal(expr_step(st, ":k + 1"), SQLITE_ROW);
	assert_int_equal(sqlite3_column_int(st, 0), 5);
	expr_done(st);
	again = expr_prepare(rules, ":k + 1");
	assert_ptr_equal(again, st);
	sqlite3_bind_int(again, 1, 10);
	assert_int_equal(expr_step(again, ":k + 1"), SQLITE_ROW);
	assert_int_equal(sqlite3_column_int(again, 0), 11);
	expr_done(again);
	assert_null(expr_end());
	refused("(SELECT count(*) FROM track)", "reading the table");
	refused("1); ATTACH 'x' AS y; SELECT (1", "more than one statement");
	assert_int_equal(sqlite3_exec(rules, "PRAGMA schema_version; SELECT "
	    "count(*) FROM track", NULL, NULL, NULL), SQLITE_OK);
}

/* Run line in s: refused, its error one line with each of want. */
static void
command_refused(struct session *s, const char *line, const char *const *want)
{
	struct cli	 c;
	struct reply	 r;
	int64_t		 before = journal_last_seq(s->j);

	fixture_cli(&c, s);
	reply_init(&r);
	cli_exec_line(&c, line, &r);
	if (r.ok)
		fail_msg("%s: not refused: %s", line, buf_str(&r.text));
	for (; *want != NULL; want++)
		if (strstr(buf_str(&r.err), *want) == NULL)
			fail_msg("%s: \"%s\" not in \"%s\"", line, *want,
			    buf_str(&r.err));
	assert_null(strchr(buf_str(&r.err), '\n'));
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);
}

static void
shadow(const char *table, const char *set)
{
	char	 sql[1024];

	rules_load_rest(rules);
	snprintf(sql, sizeof sql, "CREATE TEMP TABLE %s AS SELECT * FROM "
	    "%s; UPDATE temp.%s SET %s", table, table, table, set);
	assert_int_equal(sqlite3_exec(rules, sql, NULL, NULL, NULL), SQLITE_OK);
}

static void
unshadow(const char *table)
{
	char	 sql[128];

	snprintf(sql, sizeof sql, "DROP TABLE temp.%s", table);
	assert_int_equal(sqlite3_exec(rules, sql, NULL, NULL, NULL), SQLITE_OK);
}

/* A latch whose test tries a second statement: the command that changed
 * the track is refused whole, naming the latch's row and section; it was
 * skipped, as if it did not hold. */
static void
test_latch(void **state)
{
	static const char *const want[] = { "track_latch "
	    "terrible-swift-sword.first-day.demoralized.union, TSS 28.17",
	    "more than one statement", NULL };
	struct session	*s = fixture_session("latch.adj", "terrible-swift-sword",
			    "first-day");

	(void)state;
	shadow("track_latch", "test = ':casualties_union > 8000);' || char(10) "
	    "|| 'ATTACH DATABASE '':memory:'' AS y; SELECT (1' WHERE scenario = "
	    "'first-day' AND flag = 'demoralized.union'");
	command_refused(s, "track casualties.union +9000", want);
	assert_int_equal(fixture_track(s, "casualties.union"), 0);
	unshadow("track_latch");
	session_close(s);
}

/* A victory level's test that reads a pragma: status is refused rather
 * than skip the level and claim the next. */
static void
test_victory_level(void **state)
{
	static const char *const want[] = { "victory_ratio_level "
	    "terrible-swift-sword.first-day.1, TSS 28.16", "a pragma", NULL };
	struct session	*s = fixture_session("level.adj", "terrible-swift-sword",
			    "first-day");

	(void)state;
	shadow("victory_ratio_level", "test = '(SELECT count(*) FROM "
	    "pragma_table_info(''track'')) > 0' WHERE scenario = 'first-day' "
	    "AND pos = 1");
	command_refused(s, "status", want);
	unshadow("victory_ratio_level");
	session_close(s);
}

/* A derived track's formula that loads an extension: status is refused
 * rather than show it as 0. */
static void
test_derived(void **state)
{
	static const char *const want[] = { "track "
	    "bloodiest-day.union-impulse-drm, BD 2.2.1",
	    "the function load_extension", NULL };
	struct session	*s;

	(void)state;
	shadow("track", "formula = 'load_extension(''libc.so.6'')' WHERE id = "
	    "'union-impulse-drm'");
	s = fixture_session("derived.adj", "bloodiest-day", "historical");
	command_refused(s, "status", want);
	unshadow("track");
	session_close(s);
}

/* A look-up modifier's condition with a second statement: the look-up
 * is refused naming the modifier, not read as a modifier that is off. */
static void
test_lookup_modifier(void **state)
{
	static const char *const want[] = { "modifier "
	    "bloodiest-day.impulse-check.star-29, BD 2.2.1",
	    "more than one statement", NULL };
	struct session	*s = fixture_session("lookup.adj", "bloodiest-day",
			    "historical");

	(void)state;
	shadow("modifier", "cond = 'held(''union'', ''29'')); DELETE FROM x; "
	    "SELECT ((1' WHERE game = 'bloodiest-day' AND id = 'star-29'");
	command_refused(s, "lookup impulse-check roll=3 n=2", want);
	unshadow("modifier");
	session_close(s);
}

/* rules check compiles every expression of the data under the same
 * authorizer, and names each row it refuses. */
static void
test_rules_check(void **state)
{
	struct buf	 out;

	(void)state;
	shadow("formula", "expr = '1); DROP TABLE x; SELECT (1' WHERE rowid = "
	    "(SELECT min(rowid) FROM formula)");
	assert_int_equal(sqlite3_exec(rules, "UPDATE temp.formula SET expr = "
	    "'(SELECT count(*) FROM sqlite_master)' WHERE rowid = (SELECT "
	    "max(rowid) FROM temp.formula)", NULL, NULL, NULL), SQLITE_OK);
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 2);
	assert_non_null(strstr(buf_str(&out), "more than one statement"));
	assert_non_null(strstr(buf_str(&out), "reading the table sqlite_master"));
	assert_non_null(strstr(buf_str(&out), "formula "));
	buf_free(&out);
	unshadow("formula");
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	buf_free(&out);
}

/* A row's option and unless against a session's options (when.c): the
 * one spelling every table's query uses. */
static void
test_options_hold(void **state)
{
	(void)state;
	assert_int_equal(count("SELECT options_hold(NULL, NULL, '')"), 1);
	assert_int_equal(count("SELECT options_hold('bce', NULL, '')"), 0);
	assert_int_equal(count("SELECT options_hold('bce', NULL, 'x,BCE')"), 1);
	assert_int_equal(count("SELECT options_hold('bc', NULL, 'bce')"), 0);
	assert_int_equal(count("SELECT options_hold(NULL, 'bce', 'bce')"), 0);
	assert_int_equal(count("SELECT options_hold('x', 'bce', 'x')"), 1);
	assert_int_equal(count("SELECT options_hold('x', 'bce', 'x,bce')"), 0);
	assert_int_equal(count("SELECT options_hold('b_e', NULL, 'bce')"), 0);
	assert_int_equal(count("SELECT options_hold('x', NULL, NULL)"), 0);
}

/* rules check: a row whose turns run backwards never holds, in any
 * table that says when its rows hold. */
static void
test_when_check(void **state)
{
	struct buf	 out;

	(void)state;
	shadow("phase_rule", "first_turn = 5, last_turn = 2 WHERE rowid = "
	    "(SELECT min(rowid) FROM phase_rule)");
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 1);
	assert_non_null(strstr(buf_str(&out), "phase_rule: a row of "));
	assert_non_null(strstr(buf_str(&out), "never holds: its first_turn is "
	    "after its last_turn"));
	buf_free(&out);
	unshadow("phase_rule");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_fine),
		cmocka_unit_test(test_kept),
		cmocka_unit_test(test_latch),
		cmocka_unit_test(test_victory_level),
		cmocka_unit_test(test_derived),
		cmocka_unit_test(test_lookup_modifier),
		cmocka_unit_test(test_rules_check),
		cmocka_unit_test(test_options_hold),
		cmocka_unit_test(test_when_check),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
