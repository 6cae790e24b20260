/* The after-action report's narrative (report_narrate.c): the sentence
 * each kind of event makes, with names from the session and the rules
 * (a side's, a track's, a table's), and the events it leaves to the
 * appendix (phase changes, what a step did on its own, chits the cup's
 * procedure moved, undone commands, a message still on its way). */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/report_event.h"
#include "adj/session.h"

static struct session *bd;

static int
setup(void **state)
{
	(void)state;
	if (fixture_setup(27) != 0)
		return -1;
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	if (bd != NULL)
		session_close(bd);
	return fixture_teardown();
}

static struct session *
game(void)
{
	if (bd == NULL)
		bd = fixture_session("bd.adj", "bloodiest-day", "historical");
	return bd;
}

/* The narrative's answer for an event of kind with text and data (JSON),
 * about side: the sentence, or NULL when it is left out. */
static char *
narrate(const char *kind, const char *side, const char *text,
    const char *data, int64_t undone_by)
{
	struct report_event	 e;
	struct buf		 b;
	char			*out;
	int			 rc;

	memset(&e, 0, sizeof e);
	e.seq = 10;
	e.cmd = 10;
	e.turn = 1;
	e.turn_label = "0530-0730";
	e.step = "action";
	e.step_name = "Action Phase";
	e.kind = kind;
	e.side = side;
	e.by = "";
	e.by_name = "";
	e.text = text;
	e.at = "2026-11-28T00:00:00Z";
	e.hash = "";
	e.data = data != NULL ? json_loads(data, 0, NULL) : NULL;
	e.undone_by = undone_by;
	buf_init(&b);
	rc = report_narrate(game(), &e, &b);
	json_decref(e.data);
	out = rc ? strdup(buf_str(&b)) : NULL;
	if (!rc)
		assert_int_equal(b.len, 0);	/* nothing written */
	buf_free(&b);
	return out;
}

static void
told(const char *want, char *got)
{
	assert_non_null(got);
	assert_string_equal(got, want);
	free(got);
}

static void
test_left_out(void **state)
{
	(void)state;
	assert_null(narrate("phase", "", "Turn 1 (0530-0730): Action Phase",
	    "{\"phase\":\"action\",\"turn\":1}", 0));
	assert_null(narrate("new", "", "New game: bloodiest-day, historical",
	    NULL, 0));
	assert_null(narrate("undo", "", "Undid: roll 2d6", "{\"cmd\":3}", 0));
	assert_null(narrate("impulse", "union", "Impulse 0: Union",
	    "{\"side\":\"union\"}", 0));
	/* Undone: the appendix marks it, the story does not tell it. */
	assert_null(narrate("roll", "", "Rolled 2d6: 10 (5+5)",
	    "{\"dice\":\"2d6\",\"faces\":[5,5],\"total\":10}", 33));
	/* The cup's own moves. */
	assert_null(narrate("chit", "", "Gathered: Hood",
	    "{\"chit\":\"hood\",\"to\":\"reserve\"}", 0));
	assert_null(narrate("chit", "", "Into the cup: Birney",
	    "{\"chit\":\"birney\",\"to\":\"cup\"}", 0));
	/* A counter of the sequence moving on, no cause. */
	assert_null(narrate("track", "", "Impulse Track 0 -> 1 (3.0)",
	    "{\"line\":\"next\",\"source\":{\"kind\":\"mech\",\"name\":"
	    "\"impulse\"},\"track\":\"impulse\",\"value\":1}", 0));
	/* A step's own change. */
	assert_null(narrate("box", "", "Broken Track: 20 ME Box 3 -> Box 2",
	    "{\"box\":2,\"item\":\"20 ME\",\"source\":{\"kind\":\"rule\","
	    "\"table\":\"track_step\"},\"track\":\"broken\"}", 0));
	/* Messages: on the way, or lost, nothing arrived. */
	assert_null(narrate("message", "union", "Message #1 to union/meade",
	    "{\"n\":1}", 0));
	assert_null(narrate("delivery", "", "Message #1 was lost on the way",
	    "{\"n\":1,\"how\":\"lost\"}", 0));
}

static void
test_notes(void **state)
{
	(void)state;
	/* The player's words, without the log's quotes. */
	told("the sunken road holds", narrate("note", "",
	    "\xe2\x80\x9cthe sunken road holds\xe2\x80\x9d",
	    "{\"line\":\"note the sunken road holds\",\"note\":"
	    "\"the sunken road holds\"}", 0));
}

static void
test_lookups(void **state)
{
	(void)state;
	/* The table by its name from the rules, the dice, the result and
	 * what it means; no side named twice. */
	told("Union Impulse Check, rolled 9: Continue \xe2\x80\x94 The Action "
	    "Phase goes on after this impulse.", narrate("lookup", "union",
	    "Impulse check at 0: roll 9 -> Continue", "{\"table\":"
	    "\"impulse-check\",\"roll\":9,\"dice\":[],\"outcome\":"
	    "\"Continue\",\"meaning\":\"The Action Phase goes on after this "
	    "impulse\",\"steps\":[],\"side\":\"union\"}", 0));
	/* What it was entered with, and each die. */
	told("Bridge & Ford Table (situation spent-enemy-across), rolled 5+3 "
	    "(8): Fail.", narrate("lookup", "", "Lookup bridge-ford",
	    "{\"table\":\"bridge-ford\",\"roll\":8,\"dice\":[5,3],\"steps\":"
	    "[{\"dimension\":\"situation\",\"entry\":\"spent-enemy-across\"}],"
	    "\"outcome\":\"Fail\"}", 0));
	/* A result of several parts. */
	told("Union: Leader Casualty, rolled 4: Depletion D2, Skedaddle "
	    "M R2.", narrate("lookup", "union", "x", "{\"table\":"
	    "\"leader-casualty\",\"roll\":4,\"dice\":[4],\"result\":{"
	    "\"Depletion\":\"D2\",\"Skedaddle\":\"M R2\"}}", 0));
}

static void
test_tracks(void **state)
{
	(void)state;
	/* The track's name from the session, the move, its cause. */
	told("Victory Points (union) rose from 0 to 3 (G.T. Anderson "
	    "eliminated).", narrate("track", "", "Victory Points (union) 0 -> "
	    "3: G.T. Anderson eliminated", "{\"source\":{\"kind\":\"mech\","
	    "\"name\":\"losses\"},\"track\":\"vp.union\",\"value\":3}", 0));
	/* Typed at the table, no cause: told. */
	told("Casualty Points Inflicted (confederate) fell from 4 to 2.",
	    narrate("track", "", "Casualty Points Inflicted (confederate) 4 "
	    "-> 2", "{\"line\":\"track cp.confederate -2\",\"source\":{"
	    "\"kind\":\"command\",\"name\":\"track\"},\"track\":"
	    "\"cp.confederate\",\"value\":2}", 0));
}

static void
test_sides(void **state)
{
	(void)state;
	/* The side's name from the session, once. */
	told("Union: Assault: OT 18 (roll 9) vs DT 9 (roll 5): 9 Casualty "
	    "Points.", narrate("contest", "union", "Assault: OT 18 (roll 9) vs "
	    "DT 9 (roll 5): 9 Casualty Points", "{\"attacker\":\"union\"}",
	    0));
	told("Confederate passes.", narrate("pass", "confederate",
	    "Confederate passes", "{\"side\":\"confederate\"}", 0));
	told("Batteries firing for the Union: 5 x 1.", narrate("ammo", "union",
	    "Batteries firing for the Union: 5 x 1", "{\"side\":\"union\"}",
	    0));
	/* A leader's event: his side, from the rules. */
	told("Union: McClellan activated (BD 5.3.2).", narrate("leader", "",
	    "McClellan activated (BD 5.3.2)", "{\"leader\":\"mcclellan\","
	    "\"state\":\"active\"}", 0));
	told("Confederate now holds 1.", narrate("control", "confederate",
	    "Hex 1 now held by confederate", "{\"hex\":\"1\",\"side\":"
	    "\"confederate\"}", 0));
	/* The log's arrow, in words' place. */
	told("Union: Leader casualty, Hooker: roll 7: Killed.",
	    narrate("casualty", "union", "Leader casualty, Hooker: roll 7 -> "
	    "Killed", "{\"leader\":\"hooker\",\"roll\":7}", 0));
	/* A Key chit chosen is told; a message that arrived is. */
	told("Union Key chit: Stand to It!", narrate("chit", "", "Union Key "
	    "chit: Stand to It!", "{\"chit\":\"usa-stand-to-it\",\"key\":true,"
	    "\"to\":\"cup\"}", 0));
	told("Message #1 from Meade: hold the ridge.", narrate("delivery", "",
	    "Message #1 from Meade: hold the ridge", "{\"n\":1,\"how\":"
	    "\"delivered\"}", 0));
}

/* Who acted, in a campaign: the role's name leads the sentence. */
static void
test_actor(void **state)
{
	struct report_event	 e;
	struct buf		 b;

	(void)state;
	memset(&e, 0, sizeof e);
	e.kind = "roll";
	e.side = "union";
	e.by = "union/meade";
	e.by_name = "Meade";
	e.step = e.step_name = e.turn_label = e.at = e.hash = "";
	e.text = "Rolled 2d6: 7 (3+4)";
	buf_init(&b);
	assert_int_equal(report_narrate(game(), &e, &b), 1);
	assert_string_equal(buf_str(&b), "Meade: Rolled 2d6: 7 (3+4).");
	buf_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_left_out),
		cmocka_unit_test(test_notes),
		cmocka_unit_test(test_lookups),
		cmocka_unit_test(test_tracks),
		cmocka_unit_test(test_sides),
		cmocka_unit_test(test_actor),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
