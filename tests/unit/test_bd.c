/* Bloodiest Day played by the engine alone: whole days with random passes,
 * free impulses and changes of area control, checking after every step
 * that the Action Phase ends exactly when 3.0 says, that the Advantage is
 * always held by one side, and that the fold of a reopened session is the
 * live state. */
#include "testing.h"
#include "fixture.h"
#include "fixture_cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/journal.h"
#include "adj/rules.h"
#include "adj/mech/contest.h"
#include "adj/mech/control.h"
#include "adj/mech/impulse.h"
#include "adj/mech/leaders.h"
#include "adj/mech/marker.h"
#include "adj/session.h"
#include "adj/prepare.h"

#define MKS(s)	((struct markers *)session_mech((s), &mech_marker))
#define IMS(s)	((struct impulse *)session_mech((s), &mech_impulse))

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(11);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* One command in its own transaction, as the CLI runs it. */
static int
begin(struct session *s)
{
	assert_int_equal(journal_begin(s->j), 0);
	return 0;
}

static int
end(struct session *s, int rc)
{
	return fixture_end(s, rc);
}

static int
track(struct session *s, const char *id)
{
	struct track *t = session_track_find(s, id, NULL);

	assert_non_null(t);
	return session_track_value(s, t);
}

/* The last impulse check: its natural roll, the DRMs it applied, its
 * result. */
static void
last_check(struct session *s, int *roll, int *drm, char *out, size_t len)
{
	sqlite3_stmt	*st;
	json_t		*d, *m;
	size_t		 i;

	assert_int_equal(sql_prepare(journal_db(s->j), "SELECT data "
	    "FROM event WHERE kind = 'lookup' AND data LIKE "
	    "'%impulse-check%' ORDER BY seq DESC LIMIT 1", -1, &st, NULL),
	    SQLITE_OK);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	d = json_loads((const char *)sqlite3_column_text(st, 0), 0, NULL);
	sqlite3_finalize(st);
	assert_non_null(d);
	*roll = (int)json_integer_value(json_object_get(d, "roll"));
	*drm = 0;
	json_array_foreach(json_object_get(d, "modifiers"), i, m)
		*drm += (int)json_real_value(json_object_get(m, "amount"));
	snprintf(out, len, "%s", json_string_value(json_object_get(d,
	    "outcome")));
	json_decref(d);
}

static void
check_advantage(struct session *s)
{
	assert_int_equal(MKS(s)->n, 1);
	assert_true(strcmp(MKS(s)->m[0].holder, "union") == 0 ||
	    strcmp(MKS(s)->m[0].holder, "confederate") == 0);
}

static void
play_day(int seed, const char *options)
{
	static const char *const areas[] = { "29", "41", "42", "1", "21" };
	struct session	*s, *again;
	struct reply	 r;
	char		 path[300], err[256], out[32];
	int		 steps = 0, checks = 0, ends = 0;

	snprintf(path, sizeof path, "%s/day-%d.adj", dir, seed);
	rng_init_seed(&rng, (uint64_t)seed);
	assert_int_equal(session_new(path, rules, &rng, "bloodiest-day",
	    "historical", options, &s, err, sizeof err), 0);
	check_advantage(s);
	assert_string_equal(MKS(s)->m[0].holder, "confederate");  /* 10.2 */
	while (!s->over && steps++ < 5000) {
		int was_on = IMS(s)->on, n = track(s, "impulse");
		int last = IMS(s)->last, free_next = IMS(s)->free_next;
		int passes = IMS(s)->passes, pass = 0, rc;
		unsigned dice = rng_below(&rng, 100);
		char side[32];

		snprintf(side, sizeof side, "%s", IMS(s)->side);
		reply_init(&r);
		if (was_on && dice < 6 && !last) {
			/* Spend the Advantage on a free impulse, if the
			 * impulse is the holder's. */
			char *argv[] = { "free-impulse" };

			begin(s);
			rc = end(s, marker_use(s, 1, argv, &r));
			reply_free(&r);
			check_advantage(s);
			if (rc == 0) {
				assert_int_equal(IMS(s)->free_next, 1);
				assert_string_not_equal(MKS(s)->m[0].holder,
				    side);
			}
			continue;
		}
		if (dice >= 6 && dice < 12) {
			begin(s);
			end(s, session_control(s, areas[rng_below(&rng, 5)],
			    rng_below(&rng, 2) ? "union" : "csa", &r));
			reply_free(&r);
			continue;
		}
		pass = was_on && dice >= 12 && dice < 30;
		begin(s);
		rc = end(s, pass ? impulse_pass(s, &r) : session_next(s, NULL,
		    &r));
		reply_free(&r);
		assert_int_equal(rc, 0);
		check_advantage(s);
		if (!was_on)
			continue;
		/* 3.0: the phase ends after a Union impulse whose check said
		 * so, or after passes in succession by both sides; else the
		 * next impulse begins, the other side's unless it is free. */
		if (last || (pass && passes + 1 >= 2)) {
			assert_false(IMS(s)->on);
			assert_string_not_equal(s->phases[s->phase].id, "action");
			ends++;
			continue;
		}
		assert_true(IMS(s)->on);
		if (free_next) {
			assert_string_equal(IMS(s)->side, side);
			assert_int_equal(track(s, "impulse"), n);
		} else {
			assert_string_not_equal(IMS(s)->side, side);
			assert_int_equal(track(s, "impulse"), n + 1);
		}
		if (strcmp(IMS(s)->side, "union") == 0) {
			int roll, drm;

			assert_true(IMS(s)->checked);
			last_check(s, &roll, &drm, out, sizeof out);
			/* The DRM is the one the star areas give now. */
			assert_int_equal(drm, track(s, "union-impulse-drm"));
			assert_int_equal(roll + drm <= track(s, "impulse"),
			    strcmp(out, "Last") == 0);
			assert_int_equal(IMS(s)->last, strcmp(out, "Last") ==
			    0);
			checks++;
		} else
			assert_false(IMS(s)->last);
	}
	assert_true(s->over);
	assert_int_equal(s->turn, 7);
	assert_true(ends >= 7);			/* one Action Phase a turn */
	assert_true(checks >= 7);
	/* A reopened session folds to the same state. */
	assert_int_equal(session_open(path, rules, &rng, &again, err,
	    sizeof err), 0);
	assert_int_equal(again->over, 1);
	assert_string_equal(again->result, s->result);
	assert_string_equal(MKS(again)->m[0].holder, MKS(s)->m[0].holder);
	assert_int_equal(MKS(again)->m[0].uses, MKS(s)->m[0].uses);
	assert_int_equal(track(again, "union-impulse-drm"),
	    track(s, "union-impulse-drm"));
	session_close(again);
	session_close(s);
}

static void
test_days(void **state)
{
	int	 seed;

	(void)state;
	for (seed = 1; seed <= 12; seed++)
		play_day(seed, seed % 3 == 0 ? "mcclellan-has-a-plan" : NULL);
}

/* 5.2, 12.0: who starts active, with and without the variant. */
static void
test_leader_starts(void **state)
{
	struct session	*s;
	struct leader_state *l;
	char		 path[300], err[256];
	int		 i;

	(void)state;
	for (i = 0; i < 2; i++) {
		snprintf(path, sizeof path, "%s/leaders-%d.adj", dir, i);
		assert_int_equal(session_new(path, rules, &rng, "bloodiest-day",
		    "historical", i ? "mcclellan-has-a-plan" : NULL, &s, err,
		    sizeof err), 0);
		assert_string_equal(leader_find(s, "hooker", NULL)->state,
		    "active");
		assert_string_equal(leader_find(s, "mansfield", NULL)->state,
		    "active");
		assert_string_equal(leader_find(s, "mcclellan", NULL)->state,
		    "inactive");
		assert_string_equal(leader_find(s, "lee", NULL)->state,
		    "inactive");
		assert_string_equal(leader_find(s, "franklin", NULL)->state,
		    "off-map");
		l = leader_find(s, "burnside", NULL);
		assert_string_equal(l->state, i ? "active" : "inactive");
		session_close(s);
	}
}

/* One command that must succeed; its reply is then cleared. */
static void
ok(struct session *s, struct reply *r, int rc)
{
	assert_int_equal(end(s, rc), 0);
	reply_free(r);
	reply_init(r);
}

/* 3.0: a pass is an impulse in which the side does nothing.  `pass`
 * typed after activating a leader, or after a combat, ends the impulse
 * without counting it: two such are no two passes in succession. */
static void
test_pass_after_acting(void **state)
{
	struct session	*s;
	struct reply	 r;
	char		*assault[] = { "lead=3", "dlead=2", "tem=2", "fresh=2",
			    "spent=0", "roll=7,5" };

	(void)state;
	s = fixture_session("pass-acted.adj", "bloodiest-day", "historical");
	reply_init(&r);
	begin(s);
	ok(s, &r, session_next(s, NULL, &r));
	assert_string_equal(s->phases[s->phase].id, "action");
	assert_string_equal(IMS(s)->side, "union");	/* turn 1 */
	assert_false(IMS(s)->last);	/* no roll is 0 or less */
	begin(s);
	ok(s, &r, leader_activate(s, "mcclellan", &r));
	assert_string_not_equal(IMS(s)->acted, "");
	begin(s);
	ok(s, &r, impulse_pass(s, &r));
	assert_true(IMS(s)->on);
	assert_int_equal(IMS(s)->passes, 0);	/* not a pass */
	assert_string_equal(IMS(s)->side, "confederate");
	assert_string_equal(IMS(s)->acted, "");
	/* A combat by the side whose impulse it is acts too. */
	begin(s);
	ok(s, &r, contest_run(s, "assault", 6, assault, &r));
	assert_string_not_equal(IMS(s)->acted, "");
	begin(s);
	ok(s, &r, impulse_pass(s, &r));
	assert_true(IMS(s)->on);
	assert_int_equal(IMS(s)->passes, 0);
	/* Two real passes still end the phase. */
	if (!IMS(s)->last) {
		begin(s);
		ok(s, &r, impulse_pass(s, &r));
		assert_int_equal(IMS(s)->passes, 1);
		begin(s);
		ok(s, &r, impulse_pass(s, &r));
		assert_false(IMS(s)->on);
	}
	reply_free(&r);
	session_close(s);
}

/* 10.2: a reroll replaces the roll.  A combat entered again after the
 * Advantage's reroll counts its new points only (2.2.2 breaks ties with
 * them); a casualty rolled again takes back the old result; the impulse
 * check is made again at once and its new result decides the phase. */
static void
test_reroll_replaces(void **state)
{
	struct session	*s;
	struct reply	 r;
	struct leader_state *hooker;
	char		*eight[] = { "lead=5", "dlead=2", "tem=2", "fresh=4",
			    "spent=0", "roll=10,3" };
	char		*two[] = { "lead=5", "dlead=2", "tem=2", "fresh=4",
			    "spent=0", "roll=6,5" };
	char		*reroll[] = { "reroll" };

	(void)state;
	s = fixture_session("reroll.adj", "bloodiest-day", "historical");
	reply_init(&r);
	begin(s);
	ok(s, &r, session_next(s, NULL, &r));
	begin(s);
	ok(s, &r, contest_run(s, "assault", 6, eight, &r));
	assert_int_equal(track(s, "cp.union"), 8);
	begin(s);
	ok(s, &r, marker_use(s, 1, reroll, &r));
	begin(s);
	ok(s, &r, contest_run(s, "assault", 6, two, &r));
	assert_int_equal(track(s, "cp.union"), 2);	/* not 10 */
	/* Another combat is a new one: its points add. */
	begin(s);
	ok(s, &r, contest_run(s, "assault", 6, two, &r));
	assert_int_equal(track(s, "cp.union"), 4);

	/* Hooker killed (5 VP), the roll rerolled: lightly wounded. */
	begin(s);
	ok(s, &r, leader_casualty(s, "hooker", "7", &r));
	hooker = leader_find(s, "hooker", NULL);
	assert_string_equal(hooker->state, "removed");
	assert_int_equal(track(s, "vp.confederate"), 5);
	begin(s);
	ok(s, &r, marker_use(s, 1, reroll, &r));
	/* Another leader's casualty waits for his. */
	begin(s);
	assert_int_equal(end(s, leader_casualty(s, "mansfield", "5", &r)),
	    -1);
	reply_free(&r);
	reply_init(&r);
	begin(s);
	ok(s, &r, leader_casualty(s, "hooker", "5", &r));
	hooker = leader_find(s, "hooker", NULL);
	assert_string_equal(hooker->state, "inactive");
	assert_string_equal(hooker->casualty, "wounded");
	assert_int_equal(track(s, "vp.confederate"), 0);
	reply_free(&r);
	session_close(s);
}

/* 10.2 on the impulse check: rerolled while its impulse is in hand, the
 * check is made again and decides; past that impulse, it is refused. */
static void
test_reroll_check(void **state)
{
	struct session	*s;
	struct reply	 r;
	char		*reroll[] = { "reroll" };
	int		 i, checks;

	(void)state;
	s = fixture_session("reroll-check.adj", "bloodiest-day",
	    "historical");
	reply_init(&r);
	/* To the Union's second impulse.  Either side may reroll (10.2),
	 * so the Advantage serves each in turn. */
	for (i = 0; i < 3; i++) {
		begin(s);
		ok(s, &r, session_next(s, NULL, &r));
	}
	assert_string_equal(IMS(s)->side, "union");
	checks = (int)rules_int(journal_db(s->j), 0, "SELECT count(*) FROM "
	    "event WHERE kind = 'lookup'", NULL, NULL);
	for (i = 0; i < 20; i++) {
		int roll, drm;
		char out[32];

		begin(s);
		ok(s, &r, marker_use(s, 1, reroll, &r));
		assert_int_equal(rules_int(journal_db(s->j), 0, "SELECT "
		    "count(*) FROM event WHERE kind = 'lookup'", NULL, NULL),
		    checks + i + 1);
		last_check(s, &roll, &drm, out, sizeof out);
		assert_int_equal(IMS(s)->last, strcmp(out, "Last") == 0);
		assert_int_equal(IMS(s)->last, roll + drm <= track(s,
		    "impulse"));
	}
	if (!IMS(s)->last) {
		begin(s);
		ok(s, &r, session_next(s, NULL, &r));
		begin(s);
		assert_int_equal(end(s, marker_use(s, 1, reroll, &r)), -1);
	}
	reply_free(&r);
	session_close(s);
}

/* A journal naming a state no leader can be in leaves him as he was. */
static void
test_leader_state_kept(void **state)
{
	struct session	*s;
	struct leaders	*ld;
	char		 was[12];

	(void)state;
	s = fixture_session("leader-state.adj", "bloodiest-day", "historical");
	ld = leaders_of(s);
	assert_non_null(ld);
	assert_true(ld->n > 0);
	snprintf(was, sizeof was, "%s", ld->l[0].state);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(fixture_end(s, session_record(s, "leader", "lost",
	    json_pack("{s:s, s:s}", "leader", ld->l[0].id, "state",
	    "nowhere"))), 0);
	assert_string_equal(leaders_of(s)->l[0].state, was);
	session_close(s);
}

/* A leader's state changes only in the fold: an activation whose event
 * cannot be written leaves him as he was, in memory too (the command
 * is rolled back without a fold again when nothing was appended). */
static void
test_leader_unchanged_unrecorded(void **state)
{
	struct session		*s;
	struct reply		 r;
	struct leader_state	*l;
	char			 was[12];

	(void)state;
	s = fixture_session("leader-unrecorded.adj", "bloodiest-day",
	    "historical");
	reply_init(&r);
	begin(s);
	ok(s, &r, session_next(s, NULL, &r));
	assert_string_equal(s->phases[s->phase].id, "action");
	l = leader_find(s, "mcclellan", NULL);
	assert_non_null(l);
	snprintf(was, sizeof was, "%s", l->state);
	assert_string_not_equal(was, "active");
	/* The journal refuses every write from here. */
	assert_int_equal(sqlite3_exec(journal_db(s->j), "PRAGMA query_only = 1",
	    NULL, NULL, NULL), SQLITE_OK);
	assert_int_not_equal(leader_activate(s, "mcclellan", &r), 0);
	assert_string_equal(leader_find(s, "mcclellan", NULL)->state, was);
	reply_free(&r);
	journal_rollback(s->j);
	assert_int_equal(sqlite3_exec(journal_db(s->j), "PRAGMA query_only = 0",
	    NULL, NULL, NULL), SQLITE_OK);
	session_close(s);
}

/* An impulse is built on its live state and then saved: when a write of
 * the command fails, the dispatcher folds the state again, so `next`
 * refused leaves the impulse as it was (whose, how many so far). */
static void
test_impulse_unchanged_unrecorded(void **state)
{
	struct session	*s;
	struct reply	 r;
	struct cli	 c;
	char		 side[32];
	int		 count;

	(void)state;
	s = fixture_session("impulse-unrecorded.adj", "bloodiest-day",
	    "historical");
	reply_init(&r);
	begin(s);
	ok(s, &r, session_next(s, NULL, &r));
	assert_string_equal(s->phases[s->phase].id, "action");
	snprintf(side, sizeof side, "%s", IMS(s)->side);
	count = IMS(s)->count;
	/* Every append fails from here; a transaction still begins. */
	assert_int_equal(sqlite3_exec(journal_db(s->j), "CREATE TEMP TRIGGER "
	    "no_append BEFORE INSERT ON main.event BEGIN SELECT RAISE(ABORT, "
	    "'test: no writes'); END", NULL, NULL, NULL), SQLITE_OK);
	fixture_cli(&c, s);
	cli_exec_line(&c, "next", &r);
	assert_false(r.ok);
	assert_string_equal(IMS(s)->side, side);
	assert_int_equal(IMS(s)->count, count);
	reply_free(&r);
	assert_int_equal(sqlite3_exec(journal_db(s->j), "DROP TRIGGER "
	    "temp.no_append", NULL, NULL, NULL), SQLITE_OK);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_days),
		cmocka_unit_test(test_leader_starts),
		cmocka_unit_test(test_leader_state_kept),
		cmocka_unit_test(test_leader_unchanged_unrecorded),
		cmocka_unit_test(test_impulse_unchanged_unrecorded),
		cmocka_unit_test(test_pass_after_acting),
		cmocka_unit_test(test_reroll_replaces),
		cmocka_unit_test(test_reroll_check),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
