/* The engine names the rules data gives (a step's actions, a loop's
 * condition, a latch's action) are declared by the mechanisms that run
 * them, and `rules check` fails on a row naming one that no mechanism
 * of its game declares; a latch may fire an action, run from the base's
 * commit path whoever commits.  Bad rows are put in a TEMP table of the
 * same name, which SQLite reads before the shipped (read-only) one. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/journal.h"
#include "adj/mech.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(61);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* The problems rules check finds now (the text into out). */
static int
check(struct buf *out)
{
	buf_reset(out);
	return rules_check(rules, out);
}

/* An action or a condition a step names that no mechanism declares, or
 * one of a mechanism its game does not use: the row and its section. */
static void
test_check_step_names(void **state)
{
	struct buf	 out;

	(void)state;
	buf_init(&out);
	assert_int_equal(check(&out), 0);
	fixture_shadow("phase", "UPDATE temp.phase SET action = 'cup-drwa' "
	    "WHERE game = 'longstreet-attacks' AND id = 'draw-chit'; UPDATE "
	    "temp.phase SET "
	    "loop_while = 'cup-empty' WHERE game = 'longstreet-attacks' AND id "
	    "= 'rally'; UPDATE temp.phase SET action = 'leaders-return,"
	    "cup-build' WHERE game = 'bloodiest-day' AND id = 'replacements'");
	assert_int_equal(check(&out), 3);
	assert_non_null(strstr(buf_str(&out), "phase longstreet-attacks."
	    "draw-chit (section 10.3): action \"cup-drwa\" is declared by no "
	    "mechanism\n"));
	assert_non_null(strstr(buf_str(&out), "phase longstreet-attacks.rally "
	    "(section 17.0): condition \"cup-empty\" is declared by no "
	    "mechanism\n"));
	assert_non_null(strstr(buf_str(&out), "phase bloodiest-day."
	    "replacements (section "));
	assert_non_null(strstr(buf_str(&out), "action \"cup-build\" is the cup "
	    "mechanism's, which game bloodiest-day does not use\n"));
	fixture_unshadow("phase");
	assert_int_equal(check(&out), 0);
	buf_free(&out);
}

/* The same kind of name in another table: a draw rule's chit kind and
 * side, matched by the draw as written. */
static void
test_check_draw_rule(void **state)
{
	struct buf	 out;

	(void)state;
	buf_init(&out);
	fixture_shadow("draw_rule", "INSERT INTO temp.draw_rule (game, "
	    "scenario, "
	    "track, side, kind, section) VALUES ('longstreet-attacks', "
	    "'hammerin-sickles', 'hesitant', 'union', 'divison', '21.5i'), "
	    "('longstreet-attacks', 'hammerin-sickles', 'hesitant', 'unoin', "
	    "'event', '21.5i')");
	assert_int_equal(check(&out), 2);
	assert_non_null(strstr(buf_str(&out), "draw rule longstreet-attacks."
	    "hammerin-sickles.hesitant (divison, union) sets aside a kind of "
	    "chit its game has not"));
	assert_non_null(strstr(buf_str(&out), "(event, unoin) sets aside"));
	fixture_unshadow("draw_rule");
	assert_int_equal(check(&out), 0);
	buf_free(&out);
}

/* Dispatch reads the declarations: each name the shipped data gives is
 * some mechanism's, and no two mechanisms declare one name. */
static void
test_declared_once(void **state)
{
	const struct mech *m, *n;
	const char *const *a;
	int		 i, j;

	(void)state;
	assert_ptr_equal(mech_of_action("cup-draw"), mech_find("cup"));
	assert_ptr_equal(mech_of_action("vp-award"), mech_find("control"));
	assert_ptr_equal(mech_of_action("leaders-return"),
	    mech_find("leaders"));
	assert_ptr_equal(mech_of_condition("cup-not-empty"), mech_find("cup"));
	assert_null(mech_of_action("cup-not-empty"));
	for (i = 0; (m = mech_at(i)) != NULL; i++) {
		/* A mechanism that declares names has the hook to run them. */
		if (m->actions != NULL)
			assert_non_null(m->action);
		if (m->conditions != NULL)
			assert_non_null(m->condition);
		for (a = m->actions; a != NULL && *a != NULL; a++)
			assert_ptr_equal(mech_of_action(*a), m);
		for (a = m->conditions; a != NULL && *a != NULL; a++)
			assert_ptr_equal(mech_of_condition(*a), m);
		for (j = 0; (n = mech_at(j)) != NULL; j++)
			assert_true(n == m || strcmp(n->name, m->name) != 0);
	}
}

/* A command whose events make a latch hold, committed through the base
 * as every face commits: its reply text into said. */
static char said[2048];

static int
command(struct session *s, const char *track, const char *value)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	session_begin_command(s, "track");
	rc = session_track(s, track, value, &(struct event_source){
	    .kind = SOURCE_COMMAND, .name = "track" }, &r);
	if (rc == 0)
		rc = session_commit(s, &r);
	if (rc != 0)
		journal_rollback(s->j);
	snprintf(said, sizeof said, "%s", buf_str(r.ok ? &r.text : &r.err));
	reply_free(&r);
	return rc;
}

/* A latch row (test-only) that fires the per-turn VP award once the VP
 * pass 2: fired by the same command, after the flag; checked by rules
 * check against the mechanisms the game uses. */
static void
test_latch_fires_action(void **state)
{
	struct session	*s;
	struct buf	 out;

	(void)state;
	fixture_shadow("track_latch", "INSERT INTO temp.track_latch (game, "
	    "flag, test, "
	    "effect, section, action) VALUES ('longstreet-attacks', "
	    "'low-ammo', ':vp >= 2', 'a test of a latch firing', '9.5g', "
	    "'vp-award')");
	buf_init(&out);
	assert_int_equal(check(&out), 0);
	s = fixture_session("latch.adj", "longstreet-attacks",
	    "hammerin-sickles");
	assert_int_equal(command(s, "vp", "+1"), 0);
	assert_null(strstr(said, "a test of a latch firing"));
	assert_int_equal(fixture_track(s, "low-ammo"), 0);
	assert_int_equal(command(s, "vp", "+1"), 0);
	assert_non_null(strstr(said, "Low Artillery Ammo: a test of a latch "
	    "firing"));
	assert_non_null(strstr(said, "Turn VP from hexes: "));
	assert_true(strstr(said, "Turn VP from hexes: ") > strstr(said,
	    "a test of a latch firing"));
	assert_int_equal(fixture_track(s, "low-ammo"), 1);
	/* Set, the flag fires nothing again. */
	assert_int_equal(command(s, "vp", "+1"), 0);
	assert_null(strstr(said, "Turn VP from hexes: "));
	session_close(s);

	/* An action no mechanism declares, and one of a mechanism the game
	 * does not use. */
	assert_int_equal(sqlite3_exec(rules, "UPDATE temp.track_latch SET "
	    "action = 'vp-awrad' WHERE effect LIKE 'a test%'", NULL, NULL,
	    NULL), SQLITE_OK);
	assert_int_equal(check(&out), 1);
	assert_non_null(strstr(buf_str(&out), "track_latch longstreet-attacks."
	    "low-ammo (section 9.5g): action \"vp-awrad\" is declared by no "
	    "mechanism"));
	assert_int_equal(sqlite3_exec(rules, "UPDATE temp.track_latch SET "
	    "action = 'leaders-return' WHERE effect LIKE 'a test%'", NULL,
	    NULL, NULL), SQLITE_OK);
	assert_int_equal(check(&out), 1);
	assert_non_null(strstr(buf_str(&out), "is the leaders mechanism's, "
	    "which game longstreet-attacks does not use"));
	fixture_unshadow("track_latch");
	buf_free(&out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_check_step_names),
		cmocka_unit_test(test_check_draw_rule),
		cmocka_unit_test(test_declared_once),
		cmocka_unit_test(test_latch_fires_action),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
