/* The look-up's result struct, and a result the game's state puts in
 * place of the one read (result_substitute).  No shipped game has such a
 * row yet: each test adds its own to a temporary table of the rules it
 * opened, which hides the shipped (read-only, empty) one of that name (a
 * fixture of this file alone, never data of a real game), and takes them
 * out again. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/lookup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"

static int
setup(void **state)
{
	(void)state;
	if (fixture_setup(7) != 0)
		return -1;
	rules_load_rest(rules);
	return sqlite3_exec(rules, "CREATE TEMP TABLE result_substitute AS "
	    "SELECT * FROM result_substitute", NULL, NULL, NULL) ==
	    SQLITE_OK ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* A substitution row on the Break Test (a margin of 1 reads Broken 1). */
static void
add_row(const char *tbl, const char *result, const char *cond,
    const char *by)
{
	sqlite3_stmt	*st;

	assert_int_equal(sql_prepare(rules, "INSERT INTO "
	    "result_substitute (game, tbl, result, cond, substitute, pos, "
	    "section, note) VALUES ('longstreet-attacks', ?1, ?2, ?3, ?4, "
	    "(SELECT count(*) FROM result_substitute), '15.7', 'test only')",
	    -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_text(st, 1, tbl, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, result, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, cond, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, by, -1, SQLITE_STATIC);
	assert_int_equal(sqlite3_step(st), SQLITE_DONE);
	sqlite3_finalize(st);
}

static void
clear_rows(void)
{
	assert_int_equal(sqlite3_exec(rules, "DELETE FROM result_substitute",
	    NULL, NULL, NULL), SQLITE_OK);
}

/* The Break Test with cr=2 and the words given, the turn at *turn (no
 * session values when turn is NULL). */
static int
break_test(const char *roll, const int *turn, struct reply *r,
    struct lookup_result *res)
{
	struct lookup_req	 q;
	struct lookup_value	 v;
	char			*argv[] = { "cr=2", (char *)roll };

	memset(&q, 0, sizeof q);
	q.game = "longstreet-attacks";
	q.table = "break-test";
	q.argc = 2;
	q.argv = argv;
	q.rng = &rng;
	if (turn != NULL) {
		snprintf(v.name, sizeof v.name, "turn");
		v.v = *turn;
		q.values = &v;
		q.nvalues = 1;
	}
	reply_init(r);
	return lookup_run(rules, &q, r, res);
}

/* What a look-up found is read from the struct, the same as the JSON. */
static void
test_result_struct(void **state)
{
	struct lookup_result	 res;
	struct reply		 r;

	(void)state;
	/* 3 against CR 2: a margin of 1, Broken 1 (15.7). */
	assert_int_equal(break_test("roll=3", NULL, &r, &res), 0);
	assert_true(res.has_outcome);
	assert_string_equal(res.outcome, "Broken 1");
	assert_string_equal(res.outcome, json_string_value(json_object_get(
	    r.json, "outcome")));
	assert_non_null(res.cell);
	assert_string_equal(res.cell, "Broken 1");
	assert_true(res.rolled);
	assert_int_equal(res.roll.total, 3);
	assert_int_equal(res.roll.total, json_integer_value(json_object_get(
	    r.json, "roll")));
	assert_false(res.distribution);
	assert_int_equal(res.substituted, 0);
	lookup_result_free(&res);
	assert_null(res.cell);
	reply_free(&r);
	/* The odds: no outcome, nothing rolled. */
	assert_int_equal(break_test("?", NULL, &r, &res), 0);
	assert_false(res.has_outcome);
	assert_true(res.distribution);
	assert_false(res.rolled);
	lookup_result_free(&res);
	reply_free(&r);
	/* Refused: the struct says nothing. */
	assert_int_equal(break_test("roll=7", NULL, &r, &res), -1);
	assert_false(res.has_outcome);
	assert_null(res.cell);
	reply_free(&r);
}

/* A row whose condition holds puts its result in place of the one read,
 * said as a step (text and JSON); one that does not, or reads a value
 * nobody gave, changes nothing. */
static void
test_substitute(void **state)
{
	struct lookup_result	 res;
	struct reply		 r;
	json_t			*step;
	int			 late = 5, early = 1;

	(void)state;
	add_row("break-test", "Broken 1", ":turn >= 3", "Morale");
	assert_int_equal(break_test("roll=3", &late, &r, &res), 0);
	assert_string_equal(res.outcome, "Morale");
	assert_string_equal(res.cell, "Broken 1");
	assert_int_equal(res.substituted, 1);
	assert_non_null(strstr(buf_str(&r.text), "Broken 1 becomes Morale: "
	    "turn >= 3 (here 5 >= 3)"));
	assert_non_null(strstr(buf_str(&r.text), "Result: Morale"));
	assert_string_equal(json_string_value(json_object_get(r.json,
	    "outcome")), "Morale");
	step = json_array_get(json_object_get(r.json, "steps"),
	    json_array_size(json_object_get(r.json, "steps")) - 1);
	assert_string_equal(json_string_value(json_object_get(step,
	    "substituted")), "Broken 1");
	assert_string_equal(json_string_value(json_object_get(step, "by")),
	    "Morale");
	assert_string_equal(json_string_value(json_object_get(step,
	    "section")), "15.7");
	lookup_result_free(&res);
	reply_free(&r);

	assert_int_equal(break_test("roll=3", &early, &r, &res), 0);
	assert_string_equal(res.outcome, "Broken 1");
	assert_int_equal(res.substituted, 0);
	assert_null(strstr(buf_str(&r.text), "becomes"));
	lookup_result_free(&res);
	reply_free(&r);

	assert_int_equal(break_test("roll=3", NULL, &r, &res), 0);
	assert_string_equal(res.outcome, "Broken 1");
	lookup_result_free(&res);
	reply_free(&r);

	/* The odds count a result as the state reads it: Broken 1 (a 3)
	 * joins Morale (a 1 or a 2). */
	assert_int_equal(break_test("?", &late, &r, &res), 0);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(
	    r.json, "ways"), "Morale")), 3);
	assert_null(json_object_get(json_object_get(r.json, "ways"),
	    "Broken 1"));
	lookup_result_free(&res);
	reply_free(&r);

	/* Rows chain in their order, each said. */
	add_row("break-test", "Morale", ":turn >= 4", "Broken 2");
	assert_int_equal(break_test("roll=3", &late, &r, &res), 0);
	assert_string_equal(res.outcome, "Broken 2");
	assert_int_equal(res.substituted, 2);
	lookup_result_free(&res);
	reply_free(&r);
	clear_rows();
}

/* The session's values: its turn and its tracks (:vp), through the one
 * set-up every mechanism uses. */
static void
test_session_roll_table(void **state)
{
	struct session		*s;
	struct lookup_result	 res;
	struct lookup_value	*v;
	struct reply		 sub;
	char			*argv[] = { "cr=2", "roll=3" }, cond[64];
	int			 n, i, found = 0;

	(void)state;
	s = fixture_session("subst.adj", "longstreet-attacks", "round-tops");
	n = session_lookup_values(s, &v);
	for (i = 0; i < n; i++)
		if (strcmp(v[i].name, "vp") == 0 ||
		    strcmp(v[i].name, "turn") == 0)
			found++;
	free(v);
	assert_int_equal(found, 2);
	/* The turn the scenario starts on, and no VP yet. */
	snprintf(cond, sizeof cond, ":turn = %d AND :vp = 0", s->turn);
	add_row("break-test", "Broken 1", cond, "Morale");
	reply_init(&sub);
	assert_int_equal(session_roll_table(s, "break-test", 2, argv, 0, &sub,
	    &res), 0);
	assert_string_equal(res.outcome, "Morale");
	lookup_result_free(&res);
	reply_free(&sub);
	clear_rows();
	snprintf(cond, sizeof cond, ":turn = %d", s->turn + 1);
	add_row("break-test", "Broken 1", cond, "Morale");
	reply_init(&sub);
	assert_int_equal(session_roll_table(s, "break-test", 2, argv, 0, &sub,
	    &res), 0);
	assert_string_equal(res.outcome, "Broken 1");
	lookup_result_free(&res);
	reply_free(&sub);
	clear_rows();
	session_close(s);
}

/* `rules check` finds a row on no table, of no result of its table, or
 * whose condition is not SQL; the rows of this test are checked clean. */
static void
test_rules_check_substitute(void **state)
{
	struct buf	 out;

	(void)state;
	add_row("break-test", "Broken 1", ":turn >= 3", "Morale");
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	buf_free(&out);
	clear_rows();

	add_row("no-such-table", "Broken 1", ":turn >= 3", "Morale");
	add_row("break-test", "Broken 9", ":turn >= 3", "Morale");
	add_row("break-test", "Broken 2", ":turn >= 3", "Shattered");
	add_row("break-test", "Broken 3", ":turn >>= 3", "Morale");
	buf_init(&out);
	assert_int_not_equal(rules_check(rules, &out), 0);
	assert_non_null(strstr(buf_str(&out), "longstreet-attacks."
	    "no-such-table.Broken 1"));
	assert_non_null(strstr(buf_str(&out), "break-test.Broken 9"));
	assert_non_null(strstr(buf_str(&out), "break-test.Broken 2"));
	assert_non_null(strstr(buf_str(&out), "result_substitute "
	    "longstreet-attacks.break-test.Broken 3 (LA 15.7): expression "
	    TEXT_QUOTE_OPEN ":turn >>= 3" TEXT_QUOTE_CLOSE " cannot be used"));
	buf_free(&out);
	clear_rows();
}

/* A dimension's bonus columns ('*', '**' after the numbered ones) are
 * never where a value falls: past the last numbered one is above it, and
 * the last numbered entry is the one before them. */
static void
test_bonus_columns(void **state)
{
	struct lentry	 e[5] = {
		{ "1", 1, 1, 1, 1, "" }, { "8-9", 8, 9, 1, 1, "" },
		{ "16-18", 16, 18, 1, 1, "" }, { "*", 0, 0, 0, 0, "" },
		{ "**", 0, 0, 0, 0, "" },
	};
	struct ldim	 d;

	(void)state;
	memset(&d, 0, sizeof d);
	snprintf(d.kind, sizeof d.kind, "range");
	d.e = e;
	d.ne = 5;
	/* Without a bonus character, an entry with no number takes all. */
	assert_int_equal(ldim_find(&d, 30), 3);
	snprintf(d.bonus, sizeof d.bonus, "*");
	assert_int_equal(ldim_last_numbered(&d), 2);
	assert_int_equal(ldim_find(&d, 17), 2);
	assert_int_equal(ldim_find(&d, 30), -2);
	assert_int_equal(ldim_find(&d, 5), -3);
	assert_int_equal(ldim_find(&d, 0), -1);
	assert_true(ldim_is_bonus(&d, 4));
	assert_false(ldim_is_bonus(&d, 2));
	assert_false(ldim_is_bonus(&d, 5));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bonus_columns),
		cmocka_unit_test(test_result_struct),
		cmocka_unit_test(test_substitute),
		cmocka_unit_test(test_session_roll_table),
		cmocka_unit_test(test_rules_check_substitute),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
