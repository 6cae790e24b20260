/* Awards (src/mech/award.c): a thing held turn after turn scores the nth
 * value of its list on its nth turn, the last repeating, once a turn; a
 * thing scored once is refused the second time, after a reopen too; and
 * `rules check` finds points that are not a list of whole numbers and an
 * award whose game does not take up the mechanism.  Bad rows are put in a
 * TEMP table of the same name, which SQLite reads before the shipped one. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/journal.h"
#include "adj/mech/award.h"
#include "adj/rules.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(25);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static int
claim(struct session *s, const char *award, const char *thing)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = fixture_end(s, award_claim(s, award, thing, &r));
	reply_free(&r);
	return rc;
}

static void
to_step(struct session *s, const char *step)
{
	struct reply	 r;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	s->jump_agreed = 1;
	assert_int_equal(fixture_end(s, session_next(s, step, &r)), 0);
	s->jump_agreed = 0;
	reply_free(&r);
}

/* Dauphin County held four turns (11.2): 16, 8, 4, then 4 again; a
 * second claim in a turn is refused and records nothing. */
static void
test_held(void **state)
{
	static const int want[] = { 16, 24, 28, 32 };
	struct session	*s = fixture_session("held.adj", "long-roads",
			    "gettysburg-campaign");
	int64_t		 before;
	int		 i;

	(void)state;
	for (i = 0; i < 4; i++) {
		to_step(s, "county-control");
		assert_int_equal(claim(s, "county", "dauphin"), 0);
		assert_int_equal(fixture_track(s, "vp"), want[i]);
		before = journal_last_seq(s->j);
		assert_int_equal(claim(s, "county", "dauphin"), -1);
		assert_int_equal(journal_last_seq(s->j), before);
	}
	assert_int_equal(claim(s, "county", "nowhere"), -1);
	assert_int_equal(fixture_track(s, "vp"), 32);
	session_close(s);
}

/* A town levied once: refused again, after the session is reopened too
 * (the claim is folded from the journal). */
static void
test_once_reopened(void **state)
{
	struct session	*s = fixture_session("once.adj", "long-roads",
			    "high-tide");
	char		 path[320], err[256];

	(void)state;
	assert_int_equal(claim(s, "levy", "york"), 0);
	assert_int_equal(fixture_track(s, "vp"), 12);
	session_close(s);
	snprintf(path, sizeof path, "%s/once.adj", dir);
	assert_int_equal(session_open(path, rules, &rng, &s, err, sizeof err),
	    0);
	assert_int_equal(claim(s, "levy", "york"), -1);
	assert_int_equal(claim(s, "levy", "gettysburg"), 0);
	assert_int_equal(fixture_track(s, "vp"), 16);
	session_close(s);
}

static void
test_check(void **state)
{
	struct buf	 out;
	int		 before;

	(void)state;
	/* What the shipped rows give, whatever it is: the bad rows add. */
	buf_init(&out);
	before = rules_check(rules, &out);
	buf_free(&out);
	rules_load_rest(rules);
	assert_int_equal(sqlite3_exec(rules, "CREATE TEMP TABLE award_item AS "
	    "SELECT * FROM award_item; UPDATE temp.award_item SET points "
	    "= '4,,2' WHERE award = 'levy' AND id = 'york'; UPDATE "
	    "temp.award_item SET points = '1-2' WHERE award = 'levy' AND id = "
	    "'hanover'; CREATE TEMP TABLE game_mechanism AS SELECT * FROM "
	    "game_mechanism WHERE mechanism <> 'plan'", NULL, NULL, NULL),
	    SQLITE_OK);
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), before + 5);
	assert_non_null(strstr(buf_str(&out), "award item long-roads.levy.york: "
	    "its points are not a comma list of whole numbers"));
	assert_non_null(strstr(buf_str(&out), "long-roads.levy.hanover"));
	assert_non_null(strstr(buf_str(&out), "long-roads.dismantle: its game "
	    "does not take up the mechanism"));
	buf_free(&out);
	assert_int_equal(sqlite3_exec(rules, "DROP TABLE temp.award_item; DROP "
	    "TABLE temp.game_mechanism", NULL, NULL, NULL), SQLITE_OK);
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), before);
	buf_free(&out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_held),
		cmocka_unit_test(test_once_reopened),
		cmocka_unit_test(test_check),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
