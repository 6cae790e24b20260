/* The rolls a step makes (step_roll), the effects of a result, a latch
 * and an arrival (effect), and the queues (queue, queue_unit), played
 * through the terminal's dispatcher on a small test game: The Long Roads
 * to Gettysburg's sequence and tracks with rows of this file's own,
 * added to temporary tables of the rules it opened that hide the shipped
 * ones of those names (a fixture of this file alone, never data of a
 * real game). */
#include "testing.h"
#include "fixture.h"
#include "fixture_cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"

#define G	"'long-roads'"

static const char *const shadowed[] = { "lookup_table", "lookup_dim",
    "lookup_entry", "lookup_cell", "result_substitute", "track",
    "track_latch", "step_roll", "effect", "queue", "queue_unit",
    "victory_condition", NULL };

/* The test game's rows: two tables of 1d6, a queue of two units, the
 * tracks the effects move, the step rolls at the declaration step, the
 * effects of each result, a latch that fires effects, a way to end. */
static const char rows[] =
    /* The game's own rows of these kinds would play along: out. */
    "DELETE FROM step_roll WHERE game = " G ";"
    "DELETE FROM effect WHERE game = " G ";"
    "DELETE FROM queue_unit WHERE game = " G ";"
    "DELETE FROM queue WHERE game = " G ";"
    "DELETE FROM track_latch WHERE game = " G ";"
    "DELETE FROM result_substitute WHERE game = " G ";"
    "INSERT INTO lookup_table (game, id, name, source, cell_kind, "
    "roll_split, section, uncertain) VALUES "
    "(" G ", 't-events', 'Test Events', 'text', 'code', 0, '2.0', 0), "
    "(" G ", 't-raid', 'Test Raid', 'text', 'code', 0, '2.0', 0), "
    "(" G ", 't-loop', 'Test Loop', 'text', 'code', 0, '2.0', 0);"
    "INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, below, "
    "above, open, section) VALUES "
    "(" G ", 't-events', 1, 'roll', 'Die roll', 'dice', '1d6', 'refuse', "
    "'refuse', 0, '2.0'), "
    "(" G ", 't-raid', 1, 'roll', 'Die roll', 'dice', '1d6', 'refuse', "
    "'refuse', 0, '2.0'), "
    "(" G ", 't-loop', 1, 'roll', 'Die roll', 'dice', '1d6', 'refuse', "
    "'refuse', 0, '2.0');"
    "INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, section, "
    "uncertain) VALUES "
    "(" G ", 't-events', 1, 1, '1-2', 1, 2, '2.0', 0), "
    "(" G ", 't-events', 1, 2, '3-4', 3, 4, '2.0', 0), "
    "(" G ", 't-events', 1, 3, '5', 5, 5, '2.0', 0), "
    "(" G ", 't-events', 1, 4, '6', 6, 6, '2.0', 0), "
    "(" G ", 't-raid', 1, 1, '1-3', 1, 3, '2.0', 0), "
    "(" G ", 't-raid', 1, 2, '4-6', 4, 6, '2.0', 0), "
    "(" G ", 't-loop', 1, 1, '1-6', 1, 6, '2.0', 0);"
    "INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain) "
    "VALUES "
    "(" G ", 't-events', '1-2', 'Rain', '2.0', 0), "
    "(" G ", 't-events', '3-4', 'Arrive', '2.0', 0), "
    "(" G ", 't-events', '5', 'Raid', '2.0', 0), "
    "(" G ", 't-events', '6', 'End', '2.0', 0), "
    "(" G ", 't-raid', '1-3', '5', '2.0', 0), "
    "(" G ", 't-raid', '4-6', '10', '2.0', 0), "
    "(" G ", 't-loop', '1-6', 'Again', '2.0', 0);"
    "INSERT INTO track (game, id, name, kind, lo, hi, initial, pos, "
    "section, uncertain) VALUES "
    "(" G ", 't-rain', 'Rain days', 'counter', 0, NULL, 0, 90, '2.0', 0), "
    "(" G ", 't-raided', 'Raided', 'flag', 0, 1, 0, 91, '2.0', 0), "
    "(" G ", 't-bonus', 'Bonus', 'counter', 0, NULL, 0, 92, '2.0', 0), "
    "(" G ", 't-came-on', 'Beta came on turn', 'counter', 0, NULL, 0, 93, "
    "'2.0', 0);"
    "INSERT INTO track (game, id, name, kind, initial, formula, pos, "
    "section, uncertain) VALUES (" G ", 't-late', 'Late', 'derived', 0, "
    "':turn * 10 + :t_rain', 94, '2.0', 0);"
    "INSERT INTO queue (game, id, name, side, pos, exhausted, section) "
    "VALUES (" G ", 'q', 'Test Reinforcements', 'confederate', 1, "
    "'no more help comes', '3.1');"
    "INSERT INTO queue_unit (game, queue, pos, unit, what, section, "
    "uncertain, derived) VALUES "
    "(" G ", 'q', 1, 'Alpha', 'at the south edge', '3.1', 0, 0), "
    "(" G ", 'q', 2, 'Beta', NULL, '3.1', 0, 0);"
    "INSERT INTO step_roll (game, id, phase, tbl, pos, cond, typed, "
    "section, uncertain) VALUES "
    "(" G ", 'sr-events', 'declaration', 't-events', 1, NULL, 1, '2.0', 0), "
    "(" G ", 'sr-raid', 'declaration', 't-raid', 2, ':t_rain >= 1 AND "
    ":turn >= 1', 0, '2.0', 0);"
    "INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, "
    "target, amount, text, section, uncertain) VALUES "
    "(" G ", 'result', 't-events', 'Rain', 1, 'track-add', 't-rain', 1, "
    "'a rain day', '2.0', 0), "
    "(" G ", 'result', 't-events', 'Arrive', 1, 'queue', 'q', NULL, NULL, "
    "'3.1', 0), "
    "(" G ", 'result', 't-events', 'Raid', 1, 'roll', 't-raid', NULL, "
    "'the raid is rolled', '2.0', 0), "
    "(" G ", 'result', 't-events', 'End', 1, 'end', 'test-end', NULL, NULL, "
    "'2.0', 0), "
    "(" G ", 'result', 't-raid', NULL, 1, 'add-result', 'vp', -1, "
    "'VP lost to the raid', 'VII', 0), "
    "(" G ", 'result', 't-loop', NULL, 1, 'roll', 't-loop', NULL, NULL, "
    "'2.0', 0), "
    "(" G ", 'arrive', 'q', 'Beta', 1, 'track-turn', 't-came-on', NULL, NULL, "
    "'3.1', 0), "
    "(" G ", 'arrive', 'q', NULL, 2, 'say', NULL, NULL, 'place it now', "
    "'3.1', 0), "
    "(" G ", 'latch', 't-raided', NULL, 1, 'track-add', 't-bonus', 3, "
    "'two rain days', '2.0', 0);"
    "INSERT INTO track_latch (game, scenario, flag, test, effect, section, "
    "uncertain, action) VALUES (" G ", NULL, 't-raided', ':t_rain >= 2 AND "
    ":turn >= 1', 'raided at last', '2.0', 0, 'effects');"
    "INSERT INTO victory_condition (game, scenario, id, test, result, "
    "winner, level, mode, checked, section) VALUES "
    "(" G ", 'high-tide', 'test-end', 'a test', 'the test ends', 'union', "
    "'Union Test Victory', 'any', 'turn-end', '2.0'), "
    "(" G ", 'gettysburg-campaign', 'test-end', 'a test', 'the test ends', "
    "'union', 'Union Test Victory', 'any', 'turn-end', '2.0');"
    "INSERT INTO result_substitute (game, tbl, result, cond, substitute, "
    "pos, section, uncertain, why) VALUES (" G ", 't-events', 'Arrive', "
    "'queue_left(''q'') = 0', 'Rain', 1, '2.0', 0, 'no help is left to "
    "come');";

static int
setup(void **state)
{
	char	 sql[256];
	int	 i;

	(void)state;
	if (fixture_setup(25) != 0)
		return -1;
	for (i = 0; shadowed[i] != NULL; i++) {
		rules_load_rest(rules);
		snprintf(sql, sizeof sql, "CREATE TEMP TABLE %s AS SELECT * FROM "
		    "%s", shadowed[i], shadowed[i]);
		if (sqlite3_exec(rules, sql, NULL, NULL, NULL) != SQLITE_OK)
			return -1;
	}
	if (sqlite3_exec(rules, rows, NULL, NULL, NULL) != SQLITE_OK) {
		fprintf(stderr, "%s\n", sqlite3_errmsg(rules));
		return -1;
	}
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* A line run as a player types it: its reply in r (reply_free it). */
static int
run(struct cli *c, const char *line, struct reply *r)
{
	reply_init(r);
	cli_exec_line(c, line, r);
	if (getenv("SHOW") != NULL)
		fprintf(stderr, "> %s\n%s%s\n", line, buf_str(&r->text),
		    buf_str(&r->err));
	return r->ok ? 0 : -1;
}

static void
ok(struct cli *c, const char *line)
{
	struct reply	 r;

	if (run(c, line, &r) != 0)
		fail_msg("%s: %s", line, buf_str(&r.err));
	reply_free(&r);
}

/* The source of the last event of kind: its table and id, into out. */
static void
last_source(struct session *s, const char *kind, char *out, size_t len)
{
	sqlite3_stmt	*st;

	out[0] = '\0';
	assert_int_equal(sql_prepare(journal_db(s->j), "SELECT "
	    "json_extract(data, '$.source.table') || ' ' || json_extract(data, "
	    "'$.source.id') || ' ' || json_extract(data, '$.source.section') "
	    "FROM event WHERE kind = ?1 ORDER BY seq DESC LIMIT 1", -1, &st,
	    NULL), SQLITE_OK);
	sqlite3_bind_text(st, 1, kind, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0) != NULL)
		snprintf(out, len, "%s", sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
}

static int
count_kind(struct session *s, const char *kind)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	assert_int_equal(sql_prepare(journal_db(s->j), "SELECT "
	    "count(*) FROM event WHERE kind = ?1", -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_text(st, 1, kind, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return n;
}

/* `next roll=1` at the step: the typed roll is the events table's (Rain,
 * a rain day with its source), then the raid roll whose condition the
 * rain day made hold, in pos order: its numeric result added. */
static void
test_step_rolls(void **state)
{
	struct session	*s = fixture_session("rolls.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	struct reply	 r;
	char		 src[160];
	int		 vp;

	(void)state;
	fixture_cli(&c, s);
	assert_int_equal(run(&c, "next declaration roll=1", &r), 0);
	assert_null(strstr(buf_str(&r.text), "was not needed"));
	assert_non_null(strstr(buf_str(&r.text), "Rain days 0 -> 1: a rain "
	    "day (LRTG 2.0)"));
	reply_free(&r);
	assert_int_equal(fixture_track(s, "t-rain"), 1);
	last_source(s, "track", src, sizeof src);
	/* The raid's VP came last: the row with no result of its own. */
	assert_string_equal(src, "effect t-raid VII");
	vp = fixture_track(s, "vp");
	assert_true(vp == -5 || vp == -10);
	assert_int_equal(count_kind(s, "lookup"), 2);
	session_close(s);
}

/* The rain day's source is its row: "t-events:Rain" and its section. */
static void
test_source(void **state)
{
	struct session	*s = fixture_session("source.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	char		 src[160];
	sqlite3_stmt	*st;

	(void)state;
	fixture_cli(&c, s);
	ok(&c, "next declaration roll=2");
	assert_int_equal(sql_prepare(journal_db(s->j), "SELECT "
	    "json_extract(data, '$.source.kind') || ' ' || json_extract(data, "
	    "'$.source.id') FROM event WHERE kind = 'track' AND "
	    "json_extract(data, '$.track') = 't-rain'", -1, &st, NULL),
	    SQLITE_OK);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	snprintf(src, sizeof src, "%s", sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	assert_string_equal(src, "rule t-events:Rain");
	session_close(s);
}

/* A step passed by a jump rolls as its schedule runs: the random events
 * of a turn are never skipped without a word. */
static void
test_passed_step(void **state)
{
	struct session	*s = fixture_session("passed.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	struct reply	 r;

	(void)state;
	fixture_cli(&c, s);
	assert_int_equal(run(&c, "next time-allocation roll=2", &r), 0);
	assert_non_null(strstr(buf_str(&r.text), "(passed Operational"));
	assert_non_null(strstr(buf_str(&r.text), "a rain day"));
	reply_free(&r);
	assert_int_equal(fixture_track(s, "t-rain"), 1);
	session_close(s);
}

/* A roll typed where no step roll takes it is said not needed. */
static void
test_typed_not_needed(void **state)
{
	struct session	*s = fixture_session("unneeded.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	struct reply	 r;

	(void)state;
	fixture_cli(&c, s);
	ok(&c, "next declaration roll=1");
	/* The step after the declaration rolls nothing. */
	assert_int_equal(run(&c, "next roll=3", &r), 0);
	assert_non_null(strstr(buf_str(&r.text), "(roll=3 was not needed"));
	reply_free(&r);
	assert_int_equal(count_kind(s, "lookup"), 2);
	session_close(s);
}

/* Arrive: the next unit of the queue, its arrival's effects (a say for
 * any unit); then Beta by hand, its own effect (the turn it came); then
 * the empty queue refused in one line, nothing recorded; the result then
 * reads otherwise (queue_left in a substitution, said by its why). */
static void
test_queue(void **state)
{
	struct session	*s = fixture_session("queue.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	struct reply	 r;
	double		 v;
	int64_t		 before;

	(void)state;
	fixture_cli(&c, s);
	assert_int_equal(session_track_expr(s, "queue_left('q')", &v), 0);
	assert_true(v == 2);
	assert_int_equal(run(&c, "next declaration roll=3", &r), 0);
	assert_non_null(strstr(buf_str(&r.text), "Test Reinforcements: Alpha "
	    "arrives (1 of 2): at the south edge"));
	assert_non_null(strstr(buf_str(&r.text), "place it now"));
	reply_free(&r);
	assert_int_equal(session_track_expr(s, "queue_left('q')", &v), 0);
	assert_true(v == 1);

	assert_int_equal(run(&c, "queue test arrive", &r), 0);
	assert_non_null(strstr(buf_str(&r.text), "Beta arrives (2 of 2)"));
	assert_non_null(strstr(buf_str(&r.text), "no more help comes"));
	reply_free(&r);
	assert_int_equal(fixture_track(s, "t-came-on"), s->turn);

	before = journal_last_seq(s->j);
	assert_int_equal(run(&c, "queue q arrive", &r), -1);
	assert_non_null(strstr(buf_str(&r.err), "no unit left to arrive"));
	assert_null(strchr(buf_str(&r.err), '\n'));
	reply_free(&r);
	assert_int_equal(run(&c, "queue nosuch arrive", &r), -1);
	assert_non_null(strstr(buf_str(&r.err), "\"nosuch\" is no queue"));
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);

	/* Status: the queue's left and next. */
	assert_int_equal(run(&c, "status", &r), 0);
	assert_int_equal(json_integer_value(json_object_get(json_object_get(
	    json_object_get(r.json, "queues"), "q"), "left")), 0);
	assert_true(json_is_null(json_object_get(json_object_get(
	    json_object_get(r.json, "queues"), "q"), "next")));
	reply_free(&r);

	/* Next turn: Arrive reads as Rain once nobody is left. */
	ok(&c, "next declaration yes");
	assert_int_equal(run(&c, "next declaration yes roll=4", &r), 0);
	assert_non_null(strstr(buf_str(&r.text), "4: Arrive -> Rain: no help "
	    "is left to come (LRTG 2.0)"));
	reply_free(&r);
	session_close(s);
}

/* The lookup event keeps the table's own result and the one it became. */
static void
test_printed_result(void **state)
{
	struct session	*s = fixture_session("printed.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	sqlite3_stmt	*st;

	(void)state;
	fixture_cli(&c, s);
	ok(&c, "queue q arrive");
	ok(&c, "queue q arrive");
	ok(&c, "next declaration roll=3");
	assert_int_equal(sql_prepare(journal_db(s->j), "SELECT "
	    "json_extract(data, '$.printed'), json_extract(data, '$.result'), "
	    "json_extract(data, '$.steps[0].why'), json_extract(data, "
	    "'$.steps[0].cond'), json_extract(data, '$.step_roll') FROM event "
	    "WHERE kind = 'lookup' ORDER BY seq LIMIT 1", -1, &st, NULL),
	    SQLITE_OK);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	assert_string_equal(sqlite3_column_text(st, 0), "Arrive");
	assert_string_equal(sqlite3_column_text(st, 1), "Rain");
	assert_string_equal(sqlite3_column_text(st, 2), "no help is left to "
	    "come");
	assert_string_equal(sqlite3_column_text(st, 3), "queue_left('q') = 0");
	assert_string_equal(sqlite3_column_text(st, 4), "sr-events");
	sqlite3_finalize(st);
	assert_int_equal(fixture_track(s, "t-rain"), 1);
	session_close(s);
}

/* A result whose effect rolls another table: the raid, its VP. */
static void
test_chained_roll(void **state)
{
	struct session	*s = fixture_session("chain.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	struct reply	 r;

	(void)state;
	fixture_cli(&c, s);
	assert_int_equal(run(&c, "next declaration roll=5", &r), 0);
	assert_non_null(strstr(buf_str(&r.text), "the raid is rolled"));
	reply_free(&r);
	assert_true(fixture_track(s, "vp") == -5 || fixture_track(s, "vp") ==
	    -10);
	assert_int_equal(count_kind(s, "lookup"), 2);
	session_close(s);
}

/* End: the scenario's victory condition, its level and winner. */
static void
test_end(void **state)
{
	struct session	*s = fixture_session("end.adj", "long-roads",
			    "high-tide");
	struct cli	 c;

	(void)state;
	fixture_cli(&c, s);
	ok(&c, "next declaration roll=6");
	assert_true(s->over);
	assert_string_equal(s->result, "Union Test Victory");
	assert_string_equal(s->winner, "union");
	session_close(s);
}

/* A latch with the action effects applies the rows on its flag in the
 * same command; its test reads :turn, as a derived track's formula. */
static void
test_latch(void **state)
{
	struct session	*s = fixture_session("latch.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	struct reply	 r;

	(void)state;
	fixture_cli(&c, s);
	ok(&c, "track t-rain =1");
	assert_int_equal(fixture_track(s, "t-raided"), 0);
	assert_int_equal(run(&c, "track t-rain =2", &r), 0);
	assert_non_null(strstr(buf_str(&r.text), "Bonus 0 -> 3: two rain "
	    "days"));
	reply_free(&r);
	assert_int_equal(fixture_track(s, "t-raided"), 1);
	assert_int_equal(fixture_track(s, "t-bonus"), 3);
	/* A derived track's formula reads the turn as a latch's test. */
	assert_int_equal(fixture_track(s, "t-late"), 12);
	/* Undone, the command takes the flag and its effect back. */
	ok(&c, "undo");
	assert_int_equal(fixture_track(s, "t-raided"), 0);
	assert_int_equal(fixture_track(s, "t-bonus"), 0);
	session_close(s);
}

/* Undo of an arrival folds the queue back. */
static void
test_undo_arrival(void **state)
{
	struct session	*s = fixture_session("undo.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	double		 v;

	(void)state;
	fixture_cli(&c, s);
	ok(&c, "queue q arrive");
	ok(&c, "undo");
	assert_int_equal(session_track_expr(s, "queue_left('q')", &v), 0);
	assert_true(v == 2);
	session_close(s);
}

/* Rows that loop stop at the bound with one line, nothing recorded. */
static void
test_loop_bounded(void **state)
{
	struct session	*s = fixture_session("loop.adj", "long-roads",
			    "high-tide");
	struct cli	 c;
	struct reply	 r;
	int64_t		 before = journal_last_seq(s->j);

	(void)state;
	assert_int_equal(sqlite3_exec(rules, "UPDATE step_roll SET tbl = "
	    "'t-loop' WHERE id = 'sr-events'", NULL, NULL, NULL), SQLITE_OK);
	fixture_cli(&c, s);
	assert_int_equal(run(&c, "next declaration", &r), -1);
	assert_non_null(strstr(buf_str(&r.err), "go deeper than 4"));
	assert_null(strchr(buf_str(&r.err), '\n'));
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);
	assert_int_equal(sqlite3_exec(rules, "UPDATE step_roll SET tbl = "
	    "'t-events' WHERE id = 'sr-events'", NULL, NULL, NULL), SQLITE_OK);
	session_close(s);
}

/* Rules check: the loop, a target that is no track, two typed rolls at
 * one step, a result the table does not give, a cond it cannot use. */
static void
test_rules_check(void **state)
{
	struct buf	 out;

	(void)state;
	assert_int_equal(sqlite3_exec(rules, "INSERT INTO effect (game, "
	    "on_kind, on_id, on_value, pos, action, target, amount, section, "
	    "uncertain) VALUES (" G ", 'result', 't-events', 'Snow', 2, "
	    "'track-add', 'no-track', 1, '2.0', 0); INSERT INTO effect (game, "
	    "on_kind, on_id, pos, action, text, section) VALUES (" G ", "
	    "'result', 't-events', 3, 'say', printf('%.300c', 'x'), '2.0'); "
	    "INSERT INTO step_roll (game, "
	    "id, phase, tbl, pos, cond, typed, section, uncertain) VALUES (" G
	    ", 'sr-two', 'declaration', 't-raid', 3, ':t_rain >>= 1', 1, '2.0', "
	    "0)", NULL, NULL, NULL), SQLITE_OK);
	buf_init(&out);
	assert_int_not_equal(rules_check(rules, &out), 0);
	assert_non_null(strstr(buf_str(&out), "effects of long-roads "
	    "result:t-loop lead back to themselves"));
	assert_non_null(strstr(buf_str(&out), "effect long-roads.result."
	    "t-events:Snow.2 (section 2.0): its target is no track"));
	assert_non_null(strstr(buf_str(&out), "effect long-roads.result."
	    "t-events:Snow.2 (section 2.0): its table gives no such result"));
	assert_non_null(strstr(buf_str(&out), "step long-roads.declaration "
	    "has more than one step roll marked typed"));
	assert_non_null(strstr(buf_str(&out), "step_roll long-roads.sr-two"));
	assert_non_null(strstr(buf_str(&out), "effect long-roads.result."
	    "t-events.3 (section 2.0): its text is longer than 255 bytes"));
	buf_free(&out);
	assert_int_equal(sqlite3_exec(rules, "DELETE FROM effect WHERE on_value "
	    "= 'Snow' OR (on_id = 't-events' AND pos = 3); DELETE FROM step_roll WHERE id = 'sr-two'", NULL, NULL,
	    NULL), SQLITE_OK);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_step_rolls),
		cmocka_unit_test(test_source),
		cmocka_unit_test(test_typed_not_needed),
		cmocka_unit_test(test_passed_step),
		cmocka_unit_test(test_queue),
		cmocka_unit_test(test_printed_result),
		cmocka_unit_test(test_chained_roll),
		cmocka_unit_test(test_end),
		cmocka_unit_test(test_latch),
		cmocka_unit_test(test_undo_arrival),
		cmocka_unit_test(test_loop_bounded),
		cmocka_unit_test(test_rules_check),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
