/* Amounts that fade over turns (src/mech/fade.c): the arithmetic of one
 * event's amounts turn by turn, the parsing of the data's lists, and a
 * played game where an elimination raises a derived track that falls
 * back by itself as turns pass, a flag that follows it going on and off,
 * the undo taking it all back and a reopened session reading the same. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/journal.h"
#include "adj/mech/fade.h"
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

static void
test_fade_at(void **state)
{
	const int	 div[] = { 3, 2, 1 }, bde[] = { 1, 1, 0 };

	(void)state;
	/* Before the event, on its turn, the two after, then nothing. */
	assert_int_equal(fade_at(div, 3, 1, 5, 4), 0);
	assert_int_equal(fade_at(div, 3, 1, 5, 5), 3);
	assert_int_equal(fade_at(div, 3, 1, 5, 6), 2);
	assert_int_equal(fade_at(div, 3, 1, 5, 7), 1);
	assert_int_equal(fade_at(div, 3, 1, 5, 8), 0);
	assert_int_equal(fade_at(div, 3, 1, 5, 100), 0);
	/* Two units of a kind count twice. */
	assert_int_equal(fade_at(div, 3, 2, 5, 6), 4);
	assert_int_equal(fade_at(bde, 3, 1, 1, 3), 0);
	assert_int_equal(fade_at(bde, 3, 1, 1, 2), 1);
}

static void
test_fade_parse(void **state)
{
	int	 a[FADE_TURNS_MAX];

	(void)state;
	assert_int_equal(fade_parse("6,4,2", a), 3);
	assert_int_equal(a[0], 6);
	assert_int_equal(a[2], 2);
	assert_int_equal(fade_parse("0", a), 1);
	assert_int_equal(fade_parse(NULL, a), -1);
	assert_int_equal(fade_parse("", a), -1);
	assert_int_equal(fade_parse("3,,1", a), -1);
	assert_int_equal(fade_parse("3,2,", a), -1);
	assert_int_equal(fade_parse(",3", a), -1);
	assert_int_equal(fade_parse("3,-2", a), -1);
	assert_int_equal(fade_parse("3, 2", a), -1);
	assert_int_equal(fade_parse("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1", a), 16);
	assert_int_equal(fade_parse("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1", a),
	    -1);
}

/* One command as the CLI runs it: its events and what follows them
 * (the flags that follow the tracks) in one transaction. */
static int
run(struct session *s, int (*fn)(struct session *, struct reply *))
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	if ((rc = fn(s, &r)) == 0)
		rc = session_commit(s, &r);
	if (rc != 0) {
		journal_rollback(s->j);
		assert_int_equal(session_refold(s, (char [256]){ 0 }, 256), 0);
	}
	reply_free(&r);
	return rc;
}

static int union_division(struct session *s, struct reply *r)
{ return fade_add(s, "union", "division", NULL, r); }
static int two_union_divisions(struct session *s, struct reply *r)
{ return fade_add(s, "usa", "div", "2", r); }
static int bad_kind(struct session *s, struct reply *r)
{ return fade_add(s, "union", "corps", NULL, r); }
static int bad_count(struct session *s, struct reply *r)
{ return fade_add(s, "union", "division", "0", r); }
static int bad_side(struct session *s, struct reply *r)
{ return fade_add(s, "prussia", "division", NULL, r); }
static int five_losses(struct session *s, struct reply *r)
{ return session_track(s, "routed-corps.union", "=5", NULL, r); }
static int undo(struct session *s, struct reply *r)
{ return session_undo(s, NULL, r); }
/* The next turn's first step. */
static int next_turn(struct session *s, struct reply *r)
{
	int	 rc;

	s->jump_agreed = 1;
	rc = session_next(s, s->phases[0].id, r);
	s->jump_agreed = 0;
	return rc;
}

static void
test_fade_played(void **state)
{
	struct session	*s, *t;
	int		 turn, n;
	char		 path[300], err[256];

	(void)state;
	s = fixture_session("f.adj", "long-roads", "high-tide");
	turn = s->turn;
	n = (int)journal_last_seq(s->j);
	/* Bad words are refused and record nothing. */
	assert_int_equal(run(s, bad_kind), -1);
	assert_int_equal(run(s, bad_count), -1);
	assert_int_equal(run(s, bad_side), -1);
	assert_int_equal((int)journal_last_seq(s->j), n);

	assert_int_equal(run(s, five_losses), 0);
	assert_int_equal(fixture_track(s, "morale.union"), 5);
	assert_int_equal(fixture_track(s, "disorder.union"), 0);
	/* 5 + 3: Disorder follows at once, and the latch keeps it. */
	assert_int_equal(run(s, union_division), 0);
	assert_int_equal(fade_pool(s, "morale.union"), 3);
	assert_int_equal(fixture_track(s, "morale.union"), 8);
	assert_int_equal(fixture_track(s, "disorder.union"), 1);
	assert_int_equal(fixture_track(s, "disorder-ever.union"), 1);
	/* The next turn: 5 + 2, and Disorder is over by itself. */
	assert_int_equal(run(s, next_turn), 0);
	assert_int_equal(s->turn, turn + 1);
	assert_int_equal(fixture_track(s, "morale.union"), 7);
	assert_int_equal(fixture_track(s, "disorder.union"), 0);
	assert_int_equal(fixture_track(s, "disorder-ever.union"), 1);
	/* Two more this turn: 5 + 2 + 6 = 13, Disorder and Panic. */
	assert_int_equal(run(s, two_union_divisions), 0);
	assert_int_equal(fixture_track(s, "morale.union"), 13);
	assert_int_equal(fixture_track(s, "disorder.union"), 1);
	assert_int_equal(fixture_track(s, "panic.union"), 1);
	/* Undone: back to 7, the flags with it. */
	assert_int_equal(run(s, undo), 0);
	assert_int_equal(fixture_track(s, "morale.union"), 7);
	assert_int_equal(fixture_track(s, "panic.union"), 0);
	assert_int_equal(fixture_track(s, "disorder.union"), 0);
	/* Two turns on: 5 + 1; then 5. */
	assert_int_equal(run(s, next_turn), 0);
	assert_int_equal(fixture_track(s, "morale.union"), 6);
	assert_int_equal(run(s, next_turn), 0);
	assert_int_equal(fixture_track(s, "morale.union"), 5);
	assert_int_equal(fade_pool(s, "morale.union"), 0);

	/* A reopened session reads the same. */
	snprintf(path, sizeof path, "%s/f.adj", dir);
	assert_int_equal(session_open(path, rules, &rng, &t, err, sizeof err),
	    0);
	assert_int_equal(t->turn, s->turn);
	assert_int_equal(fixture_track(t, "morale.union"), 5);
	assert_int_equal(fixture_track(t, "disorder-ever.union"), 1);
	assert_int_equal(fixture_track(t, "disorder.union"), 0);
	session_close(t);
	session_close(s);
}

/* rules check: amounts that are no list of whole numbers, a followed
 * flag that is no flag track or that a latch sets too, a test that does
 * not compile. */
static void
test_fade_rules_check(void **state)
{
	struct buf	 out;

	(void)state;
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	fixture_shadow("fade", "UPDATE temp.fade SET amounts = '3,,1' WHERE "
	    "side = 'union' AND kind = 'division'; UPDATE temp.fade SET amounts = "
	    "'2,-1' WHERE side = 'union' AND kind = 'brigade'");
	fixture_shadow("track_follow", "UPDATE temp.track_follow SET flag = "
	    "'routed-corps.union' WHERE flag = 'disorder.union'; UPDATE "
	    "temp.track_follow SET flag = 'flight.confederate' WHERE flag = "
	    "'panic.confederate'; UPDATE temp.track_follow SET test = "
	    "':morale_union >=' WHERE flag = 'panic.union'");
	buf_reset(&out);
	assert_true(rules_check(rules, &out) >= 5);
	assert_non_null(strstr(buf_str(&out), "fading amounts "
	    "long-roads.union.division: expected up to 16 whole numbers"));
	assert_non_null(strstr(buf_str(&out), "fading amounts "
	    "long-roads.union.brigade:"));
	assert_non_null(strstr(buf_str(&out), "followed flag "
	    "long-roads.routed-corps.union is no flag track"));
	assert_non_null(strstr(buf_str(&out), "followed flag "
	    "long-roads.flight.confederate is no flag track of the game, or a "
	    "latch sets it too"));
	assert_non_null(strstr(buf_str(&out), "track_follow "
	    "long-roads.panic.union"));
	fixture_unshadow("fade");
	fixture_unshadow("track_follow");
	buf_reset(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	buf_free(&out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fade_at),
		cmocka_unit_test(test_fade_parse),
		cmocka_unit_test(test_fade_played),
		cmocka_unit_test(test_fade_rules_check),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
