/* The steps a command may change the game in (command_step rows): the
 * dispatcher refuses it elsewhere, recording nothing, and `rules check`
 * finds a row that names no step of its game, no command, or a command
 * that changes nothing.  Bad rows are put in a TEMP table of the same
 * name, which SQLite reads before the shipped (read-only) one. */
#include "testing.h"
#include "fixture.h"
#include "fixture_cli.h"

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/journal.h"
#include "adj/rules.h"
#include "adj/command_step.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(23);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* Shadow the shipped rows with the shipped rows plus bad ones. */
static void
bad_rows(const char *values)
{
	char	 sql[1024];

	rules_load_rest(rules);
	assert_int_equal(sqlite3_exec(rules, "CREATE TEMP TABLE command_step "
	    "AS SELECT * FROM command_step", NULL, NULL, NULL), SQLITE_OK);
	snprintf(sql, sizeof sql, "INSERT INTO temp.command_step (game, "
	    "command, phase, kind, what, section) VALUES %s", values);
	assert_int_equal(sqlite3_exec(rules, sql, NULL, NULL, NULL), SQLITE_OK);
}

static void
no_bad_rows(void)
{
	assert_int_equal(sqlite3_exec(rules, "DROP TABLE temp.command_step",
	    NULL, NULL, NULL), SQLITE_OK);
}

/* At the first step (the Key Chit, before the cup is built) a draw is
 * refused in one line naming its phase, and nothing is recorded. */
static void
test_draw_out_of_step(void **state)
{
	struct session	*s = fixture_session("steps.adj",
			    "longstreet-attacks", "round-tops");
	struct cli	 c;
	struct reply	 r;
	int64_t		 before = journal_last_seq(s->j);
	int		 phase = s->phase;

	(void)state;
	fixture_cli(&c, s);
	reply_init(&r);
	cli_exec_line(&c, "draw", &r);
	assert_false(r.ok);
	assert_non_null(strstr(buf_str(&r.err), "draw: chits are drawn in "
	    "the Chit Draw Phase"));
	assert_non_null(strstr(buf_str(&r.err), "`next chit-draw` goes "
	    "there"));
	assert_null(strchr(buf_str(&r.err), '\n'));
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);
	assert_int_equal(s->phase, phase);
	session_close(s);
}

/* The commands tied to steps are read once per session and matched by
 * whole name: a name that is part of one (`dra`, `raw`), or one with no
 * rows, is free in every step; a row added after the first read is not
 * seen by that session (rules do not change under an open one). */
static void
test_stepped_names(void **state)
{
	struct session	*s = fixture_session("named.adj",
			    "longstreet-attacks", "round-tops");
	struct buf	 why;

	(void)state;
	buf_init(&why);
	assert_null(s->stepped);
	assert_true(command_step_refused(s, "draw", &why));
	assert_non_null(s->stepped);
	assert_non_null(strstr(s->stepped, "\ndraw\n"));
	buf_reset(&why);
	/* Tied by the whole name only: what a part of a name matched
	 * would cost a query, which would then find no row. */
	assert_true(command_step_tied(s, "draw"));
	assert_false(command_step_tied(s, "dra"));
	assert_false(command_step_tied(s, "raw"));
	assert_false(command_step_tied(s, "rawd"));
	assert_false(command_step_tied(s, "note"));
	assert_false(command_step_refused(s, "dra", &why));
	assert_false(command_step_refused(s, "raw", &why));
	assert_false(command_step_refused(s, "rawd", &why));
	assert_false(command_step_refused(s, "note", &why));
	assert_false(command_step_refused(s, "", &why));
	assert_string_equal(buf_str(&why), "");
	bad_rows("('longstreet-attacks', 'note', 'chit-draw', 'acts', "
	    "'notes are taken', '10.0')");
	assert_false(command_step_refused(s, "note", &why));
	session_close(s);
	s = fixture_session("named2.adj", "longstreet-attacks", "round-tops");
	assert_true(command_step_refused(s, "note", &why));
	session_close(s);
	no_bad_rows();
	buf_free(&why);
}

/* A campaign's umpire overrides with step=WHY: the reason is recorded
 * for every role, then the command runs on its own words.  A side may
 * not, nor a table without a campaign; refused, nothing is recorded. */
static void
test_umpire_override(void **state)
{
	struct session	*s = fixture_session("override.adj",
			    "longstreet-attacks", "round-tops");
	struct cli	 c;
	struct reply	 r;
	int64_t		 before;

	(void)state;
	fixture_cli(&c, s);
	reply_init(&r);
	cli_exec_line(&c, "next artillery", &r);
	assert_true(r.ok);
	reply_free(&r);
	before = journal_last_seq(s->j);

	reply_init(&r);
	cli_exec_line(&c, "draw step=spilled", &r);
	assert_false(r.ok);
	assert_non_null(strstr(buf_str(&r.err), "step=WHY is a campaign "
	    "umpire's override"));
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);

	c.confined = 1;
	snprintf(s->actor, sizeof s->actor, "union");
	reply_init(&r);
	cli_exec_line(&c, "draw step=spilled", &r);
	assert_false(r.ok);
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);

	snprintf(s->actor, sizeof s->actor, "umpire");
	/* The reason before the command's own words: they move up in
	 * their place (a command cut at quotes keeps no word positions,
	 * and the server died on them). */
	reply_init(&r);
	cli_exec_line(&c, "draw step=again fog", &r);
	assert_true(r.ok);
	assert_non_null(strstr(buf_str(&r.text), "Drew: Fog of War"));
	reply_free(&r);
	assert_true(journal_last_seq(s->j) >= before + 2);
	before = journal_last_seq(s->j);

	reply_init(&r);
	cli_exec_line(&c, "draw \"step=the cup spilled\"", &r);
	assert_true(r.ok);
	assert_non_null(strstr(buf_str(&r.text), "Umpire: `draw` out of its "
	    "steps, at Artillery Phase: Union Artillery Step"));
	assert_non_null(strstr(buf_str(&r.text), "the cup spilled"));
	assert_non_null(strstr(buf_str(&r.text), "Drew: "));
	reply_free(&r);
	assert_true(journal_last_seq(s->j) >= before + 2);
	session_close(s);
}

/* The base's half: a row for a step the game has not, and a command
 * with only steps it is typed at. */
static void
test_check_steps(void **state)
{
	struct buf	 out;

	(void)state;
	bad_rows("('longstreet-attacks', 'draw', 'nosuch-step', 'acts', "
	    "'chits are drawn', '10.0'), ('bloodiest-day', 'deactivate', "
	    "'action', 'from', 'leaders are deactivated', '5.4')");
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 2);
	assert_non_null(strstr(buf_str(&out), "longstreet-attacks.draw "
	    "(nosuch-step) names no phase or step"));
	assert_non_null(strstr(buf_str(&out), "bloodiest-day.deactivate has "
	    "steps it is typed at but none it acts in"));
	buf_free(&out);
	no_bad_rows();
}

/* The face's half, against the command table: no such command, one
 * that changes nothing, one of a mechanism the game lacks. */
static void
test_check_commands(void **state)
{
	struct cli	 c;
	struct reply	 r;

	(void)state;
	bad_rows("('longstreet-attacks', 'drew', 'chit-draw', 'acts', 'x', "
	    "'10.0'), ('longstreet-attacks', 'status', 'chit-draw', 'acts', "
	    "'x', '10.0'), ('longstreet-attacks', 'pass', 'chit-draw', 'acts', "
	    "'x', '10.0')");
	fixture_cli(&c, NULL);
	reply_init(&r);
	cli_exec_line(&c, "rules check", &r);
	assert_false(r.ok);
	assert_non_null(strstr(buf_str(&r.text), "command_step: "
	    "longstreet-attacks.drew names no command"));
	assert_non_null(strstr(buf_str(&r.text), "command_step: "
	    "longstreet-attacks.status: `status` changes nothing"));
	assert_non_null(strstr(buf_str(&r.text), "command_step: "
	    "longstreet-attacks.pass: the game does not use impulse"));
	reply_free(&r);
	no_bad_rows();
	/* The shipped rows pass. */
	reply_init(&r);
	cli_exec_line(&c, "rules check", &r);
	assert_true(r.ok);
	reply_free(&r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_draw_out_of_step),
		cmocka_unit_test(test_stepped_names),
		cmocka_unit_test(test_umpire_override),
		cmocka_unit_test(test_check_steps),
		cmocka_unit_test(test_check_commands),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
