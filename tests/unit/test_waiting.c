/* What a shared campaign waits for (src/core/waiting.c and the cup's
 * owed hook): worked out from state, never stored, so it is the same
 * after a refold; nothing at a table, where a script picks at random as
 * it always did; the side's own command or the umpire's force settles
 * it; the scenario's pick (Hammerin' Sickles) counted once made; the
 * brigade of a drawn Division chit waited for, chosen by its owner or
 * forced by the umpire. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/buf.h"
#include "adj/journal.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(215);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* Every test here plays Hammerin' Sickles. */
static struct session *
fresh(const char *name)
{
	return fixture_session(name, "longstreet-attacks", "hammerin-sickles");
}

/* What s waits for, as status says it. */
static const char *
waiting(struct session *s)
{
	static char	 out[256];
	struct owes	 o;

	owes_init(&o);
	session_waiting(s, &o);
	snprintf(out, sizeof out, "%s", buf_str(&o.text));
	/* Each with the command that answers it, for the side's terminal. */
	if (json_array_size(o.items) > 0)
		assert_non_null(json_string_value(json_object_get(
		    json_array_get(o.items, 0), "answer")));
	owes_free(&o);
	return out;
}

static char said[512];

/* A command's transaction, as the program runs one: begun, then
 * committed, or rolled back and folded back. */
static void
begin(struct session *s)
{
	assert_int_equal(journal_begin(s->j), 0);
	session_begin_command(s, "test");
}

static int
end(struct session *s, int rc)
{
	s->line = NULL;
	return fixture_end(s, rc);
}

static int
next(struct session *s, const char *target)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	begin(s);
	/* A jump's leaving chits in the cup agreed to, as `next X yes`. */
	s->jump_agreed = target != NULL;
	rc = end(s, session_next(s, target, &r));
	s->jump_agreed = 0;
	snprintf(said, sizeof said, "%s", r.ok ? "" : buf_str(&r.err));
	reply_free(&r);
	return rc;
}

static void
test_table_never_waits(void **state)
{
	struct session	*s = fresh("table.adj");

	(void)state;
	assert_string_equal(waiting(s), "");
	/* A script picks the Key chits at random, as it always did. */
	assert_int_equal(next(s, NULL), 0);
	assert_int_equal(next(s, NULL), 0);
	assert_int_equal(cup_count(s, CHIT_POOL, NULL), 0);
	session_close(s);
}

static void
test_campaign_waits(void **state)
{
	struct session	*s = fresh("camp.adj");
	struct reply	 r;
	char		*keys[] = { "stand" }, err[256];
	int64_t		 n;

	(void)state;
	snprintf(s->actor, sizeof s->actor, "umpire");
	assert_string_equal(waiting(s), "Union Key chits, Confederate Key chits");
	{
		struct owes o;

		/* Whose each is, and the command the side answers with. */
		owes_init(&o);
		session_waiting(s, &o);
		assert_string_equal(json_string_value(json_object_get(
		    json_array_get(o.items, 1), "side")), "confederate");
		assert_string_equal(json_string_value(json_object_get(
		    json_array_get(o.items, 1), "answer")),
		    "key confederate CHIT...");
		owes_free(&o);
	}
	n = journal_last_seq(s->j);
	assert_int_equal(next(s, NULL), -1);
	assert_string_equal(said, "waiting for: Union Key chits, Confederate "
	    "Key chits (the side chooses, or the umpire's `force`)");
	assert_int_equal(journal_last_seq(s->j), n);

	/* The side's own command settles its part. */
	snprintf(s->actor, sizeof s->actor, "union");
	reply_init(&r);
	begin(s);
	assert_int_equal(end(s, cup_keys(s, "union", 1, keys, &r)), 0);
	reply_free(&r);
	assert_string_equal(waiting(s), "Confederate Key chits");

	/* Worked out from state: the same after a refold. */
	assert_int_equal(session_refold(s, err, sizeof err), 0);
	assert_string_equal(waiting(s), "Confederate Key chits");

	/* The umpire forces the rest; told to the Confederate only. */
	snprintf(s->actor, sizeof s->actor, "umpire");
	reply_init(&r);
	begin(s);
	assert_int_equal(end(s, cup_force(s, "key", "confederate", 0, NULL, &r)), 0);
	assert_non_null(strstr(buf_str(&r.text), "The umpire chose the "
	    "Confederate Key chits at random: "));
	reply_free(&r);
	assert_string_equal(waiting(s), "");
	reply_init(&r);
	begin(s);
	assert_int_equal(end(s, cup_force(s, "key", "confederate", 0, NULL, &r)), -1);
	reply_free(&r);
	assert_int_equal(next(s, NULL), 0);
	session_close(s);
}

static void
test_pick_counted(void **state)
{
	struct session	*s = fresh("pick.adj");
	struct reply	 r;

	(void)state;
	/* Turn 2 at a table, then looked at as a campaign. */
	assert_int_equal(next(s, "end"), 0);
	assert_int_equal(next(s, "key-chits"), 0);
	assert_int_equal(s->turn, 2);
	snprintf(s->actor, sizeof s->actor, "umpire");
	assert_string_equal(waiting(s), "Union Key chits, Confederate Key "
	    "chits, Union 21.4e pick");
	snprintf(s->actor, sizeof s->actor, "union");
	reply_init(&r);
	begin(s);
	assert_int_equal(end(s, cup_pick(s, "confederate", "hood", &r)), -1);
	reply_free(&r);
	reply_init(&r);
	begin(s);
	assert_int_equal(end(s, cup_pick(s, "union", "birney", &r)), 0);
	reply_free(&r);
	assert_string_equal(waiting(s), "Union Key chits, Confederate Key "
	    "chits");
	reply_init(&r);
	begin(s);
	assert_int_equal(end(s, cup_pick(s, "union", "humphreys", &r)), -1);
	reply_free(&r);
	session_close(s);
}

/* A draw, as the command runs it (typed: the chit pulled, or NULL). */
static int
draw(struct session *s, const char *typed)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	begin(s);
	rc = end(s, cup_draw(s, typed, NULL, NULL, &r));
	snprintf(said, sizeof said, "%s", buf_str(r.ok ? &r.text : &r.err));
	reply_free(&r);
	return rc;
}

/* The owner's `brigade`, in view's eyes. */
static int
brigade(struct session *s, const char *view, const char *typed)
{
	struct reply	 r;
	int		 rc;

	snprintf(s->view, sizeof s->view, "%s", view);
	reply_init(&r);
	begin(s);
	rc = end(s, cup_brigade(s, typed, NULL, &r));
	snprintf(said, sizeof said, "%s", buf_str(r.ok ? &r.text : &r.err));
	reply_free(&r);
	s->view[0] = '\0';
	return rc;
}

/* Where chit id is now. */
static const char *
where(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcmp(CUP(s)->chits[i].id, id) == 0)
			return CUP(s)->chits[i].where;
	return "";
}

static int
activated(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < CUP(s)->nactive; i++)
		if (strcmp(CUP(s)->active[i], id) == 0)
			return 1;
	return 0;
}

/* LA 10.7: the owner of a drawn Division chit selects one of its
 * brigades not yet activated this turn.  A campaign waits for that (the
 * wait folded from the journal, the same after a refold); a script at a
 * table picks at random as it always did. */
static void
test_division_brigade(void **state)
{
	struct session	*s = fresh("division.adj");
	struct reply	 r;
	char		 err[256];
	int64_t		 n;

	(void)state;
	/* At a table, to the draw (the Key chits at random). */
	assert_int_equal(next(s, NULL), 0);
	assert_int_equal(next(s, NULL), 0);
	assert_int_equal(next(s, "draw-chit"), 0);

	/* The umpire of a campaign pulls Hood: the roll, then a wait. */
	snprintf(s->actor, sizeof s->actor, "umpire");
	assert_int_equal(draw(s, "hood"), 0);
	assert_non_null(strstr(said, "The Confederate player chooses the "
	    "brigade of Hood's Division to activate: one of Law's, "
	    "Robertson's, Benning's, Anderson's"));
	assert_int_equal(CUP(s)->nactive, 0);
	assert_string_equal(CUP(s)->owed_chit, "hood");
	assert_string_equal(where(s, "hood"), CHIT_HAND);
	assert_string_equal(waiting(s), "Confederate brigade of Hood's "
	    "Division");
	/* Neither `next` nor another draw while it is owed. */
	n = journal_last_seq(s->j);
	assert_int_equal(next(s, NULL), -1);
	assert_string_equal(said, "waiting for: Confederate brigade of Hood's "
	    "Division (the side chooses, or the umpire's `force`)");
	assert_int_equal(draw(s, NULL), -1);
	assert_non_null(strstr(said, "waiting for: Confederate brigade"));
	assert_int_equal(journal_last_seq(s->j), n);

	/* Folded from the journal: the same wait, the same roll. */
	assert_int_equal(session_refold(s, err, sizeof err), 0);
	assert_string_equal(CUP(s)->owed_chit, "hood");
	assert_int_equal(CUP(s)->owed_full, 1);	/* 21.4d: no roll */
	assert_string_equal(waiting(s), "Confederate brigade of Hood's "
	    "Division");

	/* Its owner's only, and one of its own unactivated brigades. */
	assert_int_equal(brigade(s, "union", "law"), -1);
	assert_int_equal(brigade(s, "confederate", "kershaw"), -1);
	assert_string_equal(said, "\"kershaw\" is not an unactivated brigade "
	    "of Hood: expected one of Law's, Robertson's, Benning's, "
	    "Anderson's");
	assert_int_equal(journal_last_seq(s->j), n);
	assert_int_equal(brigade(s, "confederate", "law"), 0);
	assert_non_null(strstr(said, "Law's activated: Full Activation"));
	assert_string_equal(waiting(s), "");
	assert_true(activated(s, "law"));
	assert_string_equal(where(s, "hood"), CHIT_CUP);
	assert_int_equal(session_refold(s, err, sizeof err), 0);
	assert_string_equal(CUP(s)->owed_chit, "");
	assert_true(activated(s, "law"));
	/* Nothing waits now: the command has nothing to settle. */
	assert_int_equal(brigade(s, "confederate", "robertson"), -1);

	/* At a table a script picks at random, and nothing waits. */
	s->actor[0] = '\0';
	assert_int_equal(draw(s, "hood"), 0);
	assert_non_null(strstr(said, "chosen at random"));
	assert_string_equal(CUP(s)->owed_chit, "");
	assert_int_equal(CUP(s)->nactive, 2);

	/* The campaign again, Hood negated by Fortunes of War (10.5a): its
	 * owner still chooses the brigade, marked without acting. */
	snprintf(s->actor, sizeof s->actor, "umpire");
	assert_int_equal(draw(s, "fortunes-of-war"), 0);
	assert_int_equal(draw(s, "hood"), 0);
	assert_non_null(strstr(said, "chooses the brigade of Hood's Division "
	    "to mark Activated without acting: one of "));
	assert_null(strstr(said, "Law's,"));
	assert_int_equal(session_refold(s, err, sizeof err), 0);
	assert_true(CUP(s)->owed_negated);
	reply_init(&r);
	begin(s);
	assert_int_equal(end(s, cup_force(s, "brigade", "union", 0, NULL,
	    &r)), -1);
	assert_string_equal(buf_str(&r.err), "Union owes no brigade now");
	reply_free(&r);
	reply_init(&r);
	begin(s);
	assert_int_equal(end(s, cup_force(s, "brigade", "confederate", 0,
	    NULL, &r)), 0);
	assert_non_null(strstr(buf_str(&r.text), "marked Activated without "
	    "acting"));
	assert_non_null(strstr(buf_str(&r.text), "The umpire chose the "
	    "Confederate brigade of Hood's Division at random: "));
	reply_free(&r);
	assert_int_equal(CUP(s)->nactive, 3);
	assert_string_equal(waiting(s), "");

	/* One brigade left: nothing to choose, so nothing waits. */
	assert_int_equal(draw(s, "hood"), 0);
	assert_non_null(strstr(said, "is the one brigade of Hood left"));
	assert_string_equal(waiting(s), "");
	assert_int_equal(CUP(s)->nactive, 4);
	assert_string_equal(where(s, "hood"), CHIT_DISCARD);
	session_close(s);
}

/* The Key chits chosen this turn, either side's. */
static int
keys_chosen(struct session *s)
{
	int	 i, n = 0;

	for (i = 0; i < CUP(s)->nchits; i++)
		n += CUP(s)->chits[i].key;
	return n;
}

/* What a campaign waits for is what `next` would do: both walk the
 * sequence of play one way (sequence_next).  A step the turn leaves out
 * (a test-only phase_rule row in a TEMP table, read before the shipped
 * one) runs no action, so nothing is owed for it; the waiting used to
 * walk every step, and waited for the Key chits of a step `next`
 * passes. */
static void
test_skipped_step_owes_nothing(void **state)
{
	struct session	*s = fresh("skip.adj");

	(void)state;
	rules_load_rest(rules);
	assert_int_equal(sqlite3_exec(rules, "CREATE TEMP TABLE phase_rule AS "
	    "SELECT * FROM phase_rule; INSERT INTO temp.phase_rule (game, "
	    "phase, kind, first_turn, last_turn, text, section) VALUES "
	    "('longstreet-attacks', 'random-events', 'skip', 1, 1, 'a test "
	    "leaves it out', '8.2')", NULL, NULL, NULL), SQLITE_OK);
	snprintf(s->actor, sizeof s->actor, "umpire");
	/* The Key chits go in at the step left out: none this turn. */
	assert_string_equal(waiting(s), "");
	/* A jump to the step left out goes on to the next one played. */
	assert_int_equal(next(s, "random-events"), 0);
	assert_string_equal(s->phases[s->phase].id, "build-cup");
	assert_int_equal(keys_chosen(s), 0);
	session_close(s);
}

/* The shipped rows again, however the test ended. */
static int
unshadow(void **state)
{
	(void)state;
	return sqlite3_exec(rules, "DROP TABLE IF EXISTS temp.phase_rule",
	    NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

/* A jump into the next turn walks past its start: the Key chits its
 * steps need are owed only once the chits are gathered on the way, so
 * a campaign's walk stops before the step that would choose them,
 * rather than choose at random behind the sides' backs. */
static void
test_jump_stops_before_owed(void **state)
{
	struct session	*s = fresh("jump.adj");

	(void)state;
	assert_int_equal(next(s, NULL), 0);
	assert_int_equal(next(s, NULL), 0);
	assert_int_equal(next(s, "end"), 0);
	snprintf(s->actor, sizeof s->actor, "umpire");
	assert_string_equal(waiting(s), "");
	assert_int_equal(next(s, "build-cup"), 0);
	assert_int_equal(s->turn, 2);
	assert_string_equal(s->phases[s->phase].id, "key-chits");
	assert_int_equal(keys_chosen(s), 0);
	assert_string_equal(waiting(s), "Union Key chits, Confederate Key "
	    "chits, Union 21.4e pick");
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table_never_waits),
		cmocka_unit_test(test_campaign_waits),
		cmocka_unit_test(test_pick_counted),
		cmocka_unit_test(test_division_brigade),
		cmocka_unit_test_teardown(test_skipped_step_owes_nothing,
		    unshadow),
		cmocka_unit_test(test_jump_stops_before_owed),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
