/* The engine parts Terrible Swift Sword brought, on its data: phase rules
 * (a Thoroughfare-Only turn leaves out its combat steps, Pickett's
 * cannonade all but the artillery phases), latches (Demoralization over
 * the level, set by the command that passed it and by no later change
 * cleared, taken back by its undo), the loss ledger's carried count, and
 * victory by the VP ratio. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/journal.h"
#include "adj/mech/ledger.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(1863);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static int
step(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < s->nphases; i++)
		if (strcmp(s->phases[i].id, id) == 0)
			return i;
	fail_msg("no step %s", id);
	return -1;
}

static void
test_phase_rules(void **state)
{
	struct session	*s;

	(void)state;
	s = fixture_session("gb.adj", "terrible-swift-sword", "grand-battle");
	/* 2000 Jul 1 (turn 38) is a normal night turn: combat is played. */
	assert_false(phase_skipped(s, 38, step(s, "first-melee")));
	/* 2100 (turn 39) is Thoroughfare-Only: no fire, no melee. */
	assert_true(phase_skipped(s, 39, step(s, "first-melee")));
	assert_true(phase_skipped(s, 39, step(s, "second-bombard")));
	assert_true(phase_skipped(s, 39, step(s, "first-retreat")));
	assert_false(phase_skipped(s, 39, step(s, "first-move")));
	assert_false(phase_skipped(s, 39, step(s, "interphase")));
	/* The cannonade is Pickett's Charge's own, not the Grand Battle's. */
	assert_false(phase_skipped(s, 129, step(s, "first-move")));
	session_close(s);

	s = fixture_session("pc.adj", "terrible-swift-sword", "picketts-charge");
	assert_true(phase_skipped(s, 129, step(s, "first-move")));
	assert_false(phase_skipped(s, 129, step(s, "first-bombard")));
	assert_false(phase_skipped(s, 134, step(s, "second-counter-battery")));
	assert_false(phase_skipped(s, 135, step(s, "first-move")));
	/* The game starts on the first step turn 1 plays. */
	assert_int_equal(s->phase, step(s, "first-bombard"));
	session_close(s);
}

/* A command as the terminal runs it: one transaction, then the latches. */
static int
loss(struct session *s, const char *side, const char *kind, const char *n)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	session_begin_command(s, "loss");
	rc = ledger_loss(s, side, kind, n, &r);
	if (rc == 0)
		rc = session_latches(s, &r);
	if (rc == 0)
		assert_int_equal(journal_commit(s->j), 0);
	else
		journal_rollback(s->j);
	reply_free(&r);
	return rc;
}

static void
test_demoralization(void **state)
{
	struct session	*s;
	struct reply	 r;

	(void)state;
	s = fixture_session("td.adj", "terrible-swift-sword", "third-day");
	/* 100 SP: 10,000 men, at the level, not over it. */
	assert_int_equal(loss(s, "confederate", "infantry", "100"), 0);
	assert_int_equal(fixture_track(s, "casualties.confederate"), 10000);
	assert_int_equal(fixture_track(s, "demoralized.confederate"), 0);
	/* One more captured point passes it: set by this command. */
	assert_int_equal(loss(s, "confederate", "captured-infantry", "1"), 0);
	assert_int_equal(fixture_track(s, "demoralized.confederate"), 1);
	assert_int_equal(fixture_track(s, "demoralized.union"), 0);
	/* The undo of that command takes the flag back with the loss. */
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_undo(s, NULL, &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	reply_free(&r);
	assert_int_equal(fixture_track(s, "demoralized.confederate"), 0);
	assert_int_equal(fixture_track(s, "captured.confederate"), 0);
	session_close(s);
}

static void
test_carry(void **state)
{
	struct session	*s;

	(void)state;
	s = fixture_session("ha.adj", "terrible-swift-sword", "third-day");
	assert_int_equal(loss(s, "confederate", "horse-artillery-guns", "9"), 0);
	assert_int_equal(fixture_track(s, "casualties.confederate"), 0);
	assert_int_equal(loss(s, "confederate", "horse-artillery-guns", "12"), 0);
	/* 21 guns: two tens passed, 200 men. */
	assert_int_equal(fixture_track(s, "casualties.confederate"), 200);
	/* The Union has no such count: its horse artillery is a battery. */
	assert_int_equal(loss(s, "union", "horse-artillery-guns", "10"), -1);
	/* Guns captured take three rounds each off the AAAT. */
	assert_int_equal(loss(s, "union", "guns-captured", "2"), 0);
	assert_int_equal(fixture_track(s, "aaat.union"), 445 - 6);
	assert_int_equal(fixture_track(s, "vp.confederate"), 2);
	session_close(s);
}

static const char *
standing(struct session *s, char *buf, size_t len)
{
	char	 winner[32], *level = session_standing(s, winner, sizeof winner,
		    NULL);

	snprintf(buf, len, "%s|%s", level != NULL ? level : "", winner);
	free(level);
	return buf;
}

static void
set(struct session *s, const char *id, int v)
{
	struct track	*t = session_track_by_id(s, id);

	assert_non_null(t);
	t->value = v;
}

static void
test_ratio(void **state)
{
	struct session	*s;
	char		 b[256];

	(void)state;
	s = fixture_session("vr.adj", "terrible-swift-sword", "grand-battle");
	set(s, "vp.confederate", 150);
	set(s, "vp.union", 100);
	assert_non_null(strstr(standing(s, b, sizeof b),
	    "Confederate Substantive Victory"));
	assert_non_null(strstr(b, "|confederate"));
	set(s, "vp.confederate", 100);
	assert_non_null(strstr(standing(s, b, sizeof b),
	    "Confederate Marginal Victory"));	/* 1 to 1 is the CSA's */
	set(s, "vp.union", 125);
	assert_non_null(strstr(standing(s, b, sizeof b),
	    "Union Decisive Victory"));		/* 1 to 1.25 exactly */
	assert_non_null(strstr(b, "|union"));
	/* The Union Demoralized: one level up the list for the CSA. */
	set(s, "demoralized.union", 1);
	assert_non_null(strstr(standing(s, b, sizeof b),
	    "Union Marginal Victory"));
	set(s, "demoralized.confederate", 1);
	assert_non_null(strstr(standing(s, b, sizeof b),
	    "Union Decisive Victory"));
	/* Nobody scored: read as 1 to 1. */
	set(s, "vp.confederate", 0);
	set(s, "vp.union", 0);
	set(s, "demoralized.union", 0);
	set(s, "demoralized.confederate", 0);
	assert_non_null(strstr(standing(s, b, sizeof b),
	    "Confederate Marginal Victory"));
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_phase_rules),
		cmocka_unit_test(test_demoralization),
		cmocka_unit_test(test_carry),
		cmocka_unit_test(test_ratio),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
