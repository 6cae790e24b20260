/* Longstreet Attacks scenario rules as the engine plays them: what a
 * scenario's footnotes and set-up say about formations and hexes, and the
 * combat steps a drawn chit starts. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/journal.h"
#include "adj/mech/control.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(22);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static int
keys(struct session *s, const char *side, const char *a, const char *b)
{
	struct reply	 r;
	char		*k[] = { (char *)a, (char *)b };
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = fixture_end(s, cup_keys(s, side, b != NULL ? 2 : 1, k, &r));
	reply_free(&r);
	return rc;
}

static int
next(struct session *s)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = fixture_end(s, session_next(s, NULL, &r));
	reply_free(&r);
	return rc;
}

static int
draw(struct session *s, const char *chit, const char *brigade)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = fixture_end(s, cup_draw(s, chit, brigade, "1", &r));
	reply_free(&r);
	return rc;
}

/* A game of the scenario with the cup built and the draw begun. */
static struct session *
drawing(const char *name, const char *scenario)
{
	struct session	*s = fixture_session(name, "longstreet-attacks",
	    scenario);

	assert_int_equal(keys(s, "union", "stand", NULL), 0);
	assert_int_equal(keys(s, "confederate", "rebel", "anv"), 0);
	while (strcmp(s->phases[s->phase].id, "draw-chit") != 0)
		assert_int_equal(next(s), 0);
	return s;
}

/* 21.2's footnote: Law's two units are Benning's Brigade for all game
 * purposes in The Whirlpool, so Hood's chit activates Anderson's,
 * Robertson's and Benning's, three brigades, never Law's; Law's typed
 * is Benning's.  McLaws' Barksdale's is Wofford's the same way. */
static void
test_whirlpool_law_is_benning(void **state)
{
	struct session	*s = drawing("law.adj", "whirlpool");
	int		 i, acts = 0;

	(void)state;
	assert_int_equal(draw(s, "hood", "law"), 0);
	assert_int_equal(CUP(s)->nactive, 1);
	assert_string_equal(CUP(s)->active[0], "benning");
	for (i = 0; i < 6 && draw(s, "hood", NULL) == 0; i++)
		acts++;
	assert_int_equal(acts, 2);		/* Robertson's, Anderson's */
	assert_int_equal(CUP(s)->nactive, 3);
	for (i = 0; i < CUP(s)->nactive; i++)
		assert_string_not_equal(CUP(s)->active[i], "law");
	session_close(s);

	/* Both of 21.2's footnotes are kept. */
	assert_int_equal(rules_int(rules, 0, "SELECT count(*) FROM "
	    "formation_merge WHERE game = ?1 AND scenario = 'whirlpool' AND "
	    "((formation = 'law' AND counts_as = 'benning') OR (formation = "
	    "'barksdale' AND counts_as = 'wofford'))", "longstreet-attacks",
	    NULL), 2);

	/* In Round Tops Law's is a brigade of its own (21.1). */
	s = drawing("law-21-1.adj", "round-tops");
	assert_int_equal(draw(s, "hood", "law"), 0);
	assert_string_equal(CUP(s)->active[0], "law");
	session_close(s);
}

/* 21.4l (b): control is the last unit to occupy a hex, and 21.4 says no
 * other start, so a victory hex starts with the side its set-up puts on
 * it: six Union-scoring hexes have Union units, and the first turn's
 * award counts them.  Hexes nobody stands on are held by nobody, whatever
 * another scenario's hex of that number starts with. */
static void
test_hexes_held_from_setup(void **state)
{
	static const char *const union_held[] = { "1815", "1914", "2216",
	    "2316", "2717", "2718", "2719", "2207", "2613", "2708", NULL };
	static const char *const nobody[] = { "2315", "2715", "3116", "3117",
	    "1803", "3223", "1800", "1709", "1706", "2211", "3113", "4009",
	    "4015", NULL };
	struct session	*s;
	struct reply	 r;
	int		 i;

	(void)state;
	s = fixture_session("held.adj", "longstreet-attacks",
	    "hammerin-sickles");
	for (i = 0; union_held[i] != NULL; i++)
		assert_string_equal(session_holder(s, union_held[i]), "union");
	for (i = 0; nobody[i] != NULL; i++)
		assert_string_equal(session_holder(s, nobody[i]), "");
	/* The turn's award: 1 VP for each of the six the Union scores. */
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	s->jump_agreed = 1;		/* `next vp-awards yes` */
	assert_int_equal(fixture_end(s, session_next(s, "vp-awards", &r)), 0);
	s->jump_agreed = 0;
	reply_free(&r);
	assert_int_equal(fixture_track(s, "vp"), -6);
	session_close(s);

	/* 21.5 moves the Union set-up: 99 PA on 2216, 63 PA on 1709. */
	s = fixture_session("held-21-5.adj", "longstreet-attacks",
	    "sickles-follows-orders");
	assert_string_equal(session_holder(s, "2216"), "union");
	assert_string_equal(session_holder(s, "1709"), "union");
	assert_string_equal(session_holder(s, "1815"), "");
	session_close(s);

	/* 21.2 says it: every hex starts Union. */
	s = fixture_session("held-21-2.adj", "longstreet-attacks", "whirlpool");
	assert_string_equal(session_holder(s, "2211"), "union");
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_whirlpool_law_is_benning),
		cmocka_unit_test(test_hexes_held_from_setup),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
