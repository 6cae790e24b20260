/* The engine parts Terrible Swift Sword brought, on its data: phase rules
 * (a Thoroughfare-Only turn leaves out its combat steps, Pickett's
 * cannonade all but the artillery phases), latches (Demoralization over
 * the level, set by the command that passed it and by no later change
 * cleared, taken back by its undo), the loss ledger's carried count,
 * victory by the VP ratio and by the places the players record (Little
 * Round Top's conditions and its 30% rule), and the rows that hold with
 * or without a rule option (Demoralization under BCE, the AAAT empty). */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/journal.h"
#include "adj/mech/control.h"
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

/* A command as any face runs it: one transaction, committed through the
 * base, which sets the flags the rules set (no face asks for them). */
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
		rc = session_commit(s, &r);
	if (rc != 0)
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

/* `control PLACE SIDE` as the terminal runs it. */
static void
hold(struct session *s, const char *place, const char *side)
{
	struct reply	 r;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_control(s, place, side, &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	reply_free(&r);
}

static void
test_judged(void **state)
{
	struct session	*s;
	char		 b[256];

	(void)state;
	/* Little Round Top: nothing recorded, even losses: a Draw. */
	s = fixture_session("lrt.adj", "terrible-swift-sword",
	    "little-round-top");
	assert_string_equal(standing(s, b, sizeof b), "Draw (TSS 28.37)|");
	hold(s, "little-round-top", "union");
	assert_string_equal(standing(s, b, sizeof b),
	    "Union Tactical Victory (TSS 28.37)|union");
	/* The Confederates lose 30% more men: the Union one level up. */
	set(s, "casualties.confederate", 1300);
	set(s, "casualties.union", 1000);
	assert_string_equal(standing(s, b, sizeof b),
	    "Union Decisive Victory (TSS 28.37)|union");
	/* Under 30% more: no move. */
	set(s, "captured.union", 100);
	assert_string_equal(standing(s, b, sizeof b),
	    "Union Tactical Victory (TSS 28.37)|union");
	/* Nobody lost anything: no side has fewer losses. */
	set(s, "casualties.confederate", 0);
	set(s, "casualties.union", 0);
	set(s, "captured.union", 0);
	assert_int_equal(fixture_track(s, "fewer-losses.union"), 0);
	assert_int_equal(fixture_track(s, "fewer-losses.confederate"), 0);
	/* The Confederate holds the hill and loses far fewer: Decisive. */
	hold(s, "little-round-top", "confederate");
	set(s, "cavalry-captured.union", 1000);
	assert_string_equal(standing(s, b, sizeof b),
	    "Confederate Decisive Victory (TSS 28.37)|confederate");
	session_close(s);

	/* Pickett's Charge: only the Confederate condition, as recorded. */
	s = fixture_session("pc.adj", "terrible-swift-sword",
	    "picketts-charge");
	assert_null(strstr(standing(s, b, sizeof b), "|confederate"));
	hold(s, "cemetery-ridge", "confederate");
	assert_string_equal(standing(s, b, sizeof b),
	    "Confederate Victory (TSS 28.48)|confederate");
	hold(s, "cemetery-ridge", "none");
	assert_null(strstr(standing(s, b, sizeof b), "|confederate"));
	session_close(s);
}

/* A new game with options. */
static struct session *
with_options(const char *name, const char *scenario, const char *options)
{
	struct session	*s;
	char		 path[320], err[256];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	unlink(path);
	assert_int_equal(session_new(path, rules, &rng, "terrible-swift-sword",
	    scenario, options, &s, err, sizeof err), 0);
	return s;
}

static int
said(struct session *s, int turn, const char *id, const char *words)
{
	struct reply	 r;
	int		 found;

	reply_init(&r);
	phase_remind(s, turn, step(s, id), &r);
	found = strstr(buf_str(&r.text), words) != NULL;
	reply_free(&r);
	return found;
}

static void
test_option_rows(void **state)
{
	struct session	*s;

	(void)state;
	/* Without BCE a Demoralized side routs on any casualty, in the
	 * bombardment and the melee too; with it, nothing of the kind. */
	s = with_options("nb.adj", "second-day", NULL);
	set(s, "demoralized.union", 1);
	assert_true(said(s, 58, "first-bombard", "routs at once"));
	assert_true(said(s, 58, "first-melee", "routs at once"));
	assert_true(said(s, 58, "second-melee", "starts no melee"));
	assert_false(said(s, 58, "first-counter-battery", "routs at once"));
	session_close(s);
	s = with_options("b.adj", "second-day", "bce");
	set(s, "demoralized.union", 1);
	assert_false(said(s, 58, "first-bombard", "routs at once"));
	assert_false(said(s, 58, "second-melee", "starts no melee"));
	assert_true(said(s, 58, "second-melee", "BCE"));
	session_close(s);

	/* The AAAT at 0: the guns of that side may not fire, said where
	 * they would; not under the optional ammunition rule. */
	s = with_options("a.adj", "third-day", NULL);
	assert_false(said(s, 129, "first-counter-battery", "no artillery"));
	set(s, "aaat.union", 0);
	assert_true(said(s, 129, "first-counter-battery", "no artillery"));
	assert_false(said(s, 129, "first-bombard", "no artillery"));
	session_close(s);
	s = with_options("aa.adj", "third-day", "advanced-ammo");
	set(s, "aaat.union", 0);
	assert_false(said(s, 129, "first-counter-battery", "no artillery"));
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
		cmocka_unit_test(test_judged),
		cmocka_unit_test(test_option_rows),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
