/* The VP ledger by source (src/mech/vp_ledger.c, vp_record.c), played
 * on The Long Roads to Gettysburg: the entries always sum to the track
 * (after a mixed game of hand entries, losses, named entries, parts and
 * undos, and again reopened); the Disorder and Panic parts of VII 7
 * replace their value rather than add to it (the text's 50, 40 and 25,
 * and 30 not 45 for a second Disorder), the Confederate ones negative;
 * the 75 VP flag set once; the preliminary victories checked at the
 * Victory Check Phase only, held at the end unless cancelled or
 * overcome by the bands (VIII 1, VIII 2).
 *
 * The armies' state flags are the morale part's: this file shadows the
 * track table with plain flags of those ids and the morale as counters
 * (set by hand here), so the parts are tried alone, whatever else keeps
 * them in play. */
#include "testing.h"
#include "fixture.h"

#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/expr.h"
#include "adj/mech/ledger.h"
#include "adj/rules.h"
#include "adj/mech/vp_ledger.h"
#include "adj/session.h"
#include "adj/source.h"

/* The entries the ledger holds now. */
#define VL_count(s) (((struct vp_ledger *)session_mech((s), \
	    &mech_vp_ledger))->n)

static const char *const flags[] = { "disorder", "panic", "disorder-ever",
    "panic-ever", "morale" };

static int
setup(void **state)
{
	char	 q[1024];
	size_t	 i;

	(void)state;
	if (fixture_setup(25) != 0)
		return -1;
	rules_load_rest(rules);
	if (sqlite3_exec(rules, "CREATE TEMP TABLE track AS SELECT * FROM "
	    "track", NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	/* Where the flags follow the morale (track_follow), they may not be
	 * set by hand: none follows here.  A build without the table has
	 * nothing to shadow, and this fails harmlessly. */
	rules_load_rest(rules);
	(void)sqlite3_exec(rules, "CREATE TEMP TABLE track_follow AS SELECT * "
	    "FROM track_follow WHERE game <> 'long-roads'", NULL, NULL,
	    NULL);
	for (i = 0; i < sizeof flags / sizeof flags[0]; i++) {
		snprintf(q, sizeof q, "DELETE FROM temp.track WHERE game = "
		    "'long-roads' AND id IN ('%s', '%s.union', '%s.confederate'"
		    "); INSERT INTO temp.track (game, id, name, kind, side, lo, "
		    "hi, initial, pos, section) VALUES ('long-roads', '%s', '%s', "
		    "'%s', 'each', 0, %s, 0, %d, '15.2')", flags[i], flags[i],
		    flags[i], flags[i], flags[i], strcmp(flags[i], "morale") ==
		    0 ? "counter" : "flag", strcmp(flags[i], "morale") == 0 ?
		    "NULL" : "1", 90 + (int)i);
		if (sqlite3_exec(rules, q, NULL, NULL, NULL) != SQLITE_OK)
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

static const struct event_source by_hand = {
	.kind = SOURCE_COMMAND, .name = "track"
};

/* One command as every face runs it: a transaction committed through
 * the base, so the after hooks (the parts, the latches) follow it. */
static int
run(struct session *s, int (*fn)(struct session *, const char *,
    const char *, const char *, struct reply *), const char *a,
    const char *b, const char *c)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	session_begin_command(s, a);
	rc = fn(s, a, b, c, &r);
	if (rc == 0)
		rc = session_commit(s, &r);
	if (rc != 0) {
		char err[256];

		journal_rollback(s->j);
		assert_int_equal(session_refold(s, err, sizeof err), 0);
	}
	reply_free(&r);
	return rc;
}

static int
do_track(struct session *s, const char *a, const char *b, const char *c,
    struct reply *r)
{
	(void)c;
	return session_track(s, a, b, &by_hand, r);
}

static int
do_loss(struct session *s, const char *a, const char *b, const char *c,
    struct reply *r)
{
	return ledger_loss(s, a, b, c, r);
}

static int
do_item(struct session *s, const char *a, const char *b, const char *c,
    struct reply *r)
{
	(void)c;
	return vp_item_record(s, a, b, r);
}

static int
do_undo(struct session *s, const char *a, const char *b, const char *c,
    struct reply *r)
{
	(void)a;
	(void)b;
	(void)c;
	return session_undo(s, NULL, r);
}

static int
do_next(struct session *s, const char *a, const char *b, const char *c,
    struct reply *r)
{
	(void)a;
	(void)b;
	(void)c;
	return session_next(s, NULL, r);
}

static int
flag(struct session *s, const char *id, const char *v)
{
	return run(s, do_track, id, v, NULL);
}

/* The Union's states in the order of the text's note: in Panic 50, in
 * Disorder after the Panic 40, in neither 25, in Disorder again 40 (its
 * Disorder 30, not 15 + 30); the Confederate ones take off as much. */
static void
test_disorder_panic(void **state)
{
	struct session	*s;

	(void)state;
	s = fixture_session("dp.adj", "long-roads", "high-tide");
	assert_int_equal(fixture_track(s, "vp"), 0);
	assert_int_equal(flag(s, "disorder.union", "=1"), 0);
	assert_int_equal(fixture_track(s, "vp"), 30);
	assert_int_equal(flag(s, "disorder-ever.union", "=1"), 0);
	assert_int_equal(flag(s, "panic.union", "=1"), 0);
	assert_int_equal(flag(s, "panic-ever.union", "=1"), 0);
	assert_int_equal(fixture_track(s, "vp"), 50);
	assert_int_equal(flag(s, "panic.union", "=0"), 0);
	assert_int_equal(fixture_track(s, "vp"), 40);
	assert_int_equal(flag(s, "disorder.union", "=0"), 0);
	assert_int_equal(fixture_track(s, "vp"), 25);
	assert_int_equal(flag(s, "disorder.union", "=1"), 0);
	assert_int_equal(fixture_track(s, "vp"), 40);
	/* An army in Panic is in Disorder too, however the flags say it. */
	assert_int_equal(flag(s, "disorder.union", "=0"), 0);
	assert_int_equal(flag(s, "panic.union", "=1"), 0);
	assert_int_equal(fixture_track(s, "vp"), 50);
	assert_int_equal(flag(s, "panic.union", "=0"), 0);
	assert_int_equal(fixture_track(s, "vp"), 25);

	/* VII 7 prints "+30" and "+20" for the Confederate army now: a
	 * misprint, read as -30 and -20 (the note of ledger_part). */
	assert_int_equal(flag(s, "disorder.confederate", "=1"), 0);
	assert_int_equal(fixture_track(s, "vp"), 25 - 30);
	assert_int_equal(flag(s, "panic.confederate", "=1"), 0);
	assert_int_equal(fixture_track(s, "vp"), 25 - 50);
	assert_int_equal(flag(s, "panic.confederate", "=0"), 0);
	assert_int_equal(flag(s, "disorder.confederate", "=0"), 0);
	assert_int_equal(flag(s, "disorder-ever.confederate", "=1"), 0);
	assert_int_equal(flag(s, "panic-ever.confederate", "=1"), 0);
	assert_int_equal(fixture_track(s, "vp"), 25 - 25);
	assert_int_equal(vp_ledger_sum(s, "vp", NULL), fixture_track(s, "vp"));
	session_close(s);
}

/* The track reaching 75 sets its flag once: falling back and reaching it
 * again sets nothing more. */
static void
test_vp_75(void **state)
{
	struct session	*s;
	int64_t		 was;

	(void)state;
	s = fixture_session("75.adj", "long-roads", "high-tide");
	assert_int_equal(flag(s, "vp", "=74"), 0);
	assert_int_equal(fixture_track(s, "vp-75"), 0);
	assert_int_equal(flag(s, "vp", "+1"), 0);
	assert_int_equal(fixture_track(s, "vp-75"), 1);
	assert_int_equal(flag(s, "vp", "-10"), 0);
	was = journal_last_seq(s->j);
	assert_int_equal(flag(s, "vp", "+10"), 0);
	/* One event: the VP alone, no flag again. */
	assert_int_equal(journal_last_seq(s->j), was + 1);
	assert_int_equal(fixture_track(s, "vp-75"), 1);
	session_close(s);
}

static void
assert_balanced(struct session *s)
{
	assert_int_equal(vp_ledger_sum(s, "vp", NULL), fixture_track(s, "vp"));
}

/* A game of every kind of entry, in a random order, with undos and
 * refused commands among them: after each the entries sum to the track,
 * and a reopened session reads the same ledger. */
static void
test_sum_invariant(void **state)
{
	static const char *const items[] = { "rr-bo-1", "rr-maryland-other",
	    "major-bridge", "white-house", "nonesuch" };
	static const char *const states[] = { "disorder.union", "panic.union",
	    "disorder.confederate", "panic-ever.union" };
	struct session	*s;
	struct rng	 pick;
	char		 path[320], err[256], n[16];
	int		 i, sum, value, groups;

	(void)state;
	rng_init_seed(&pick, 2025);
	s = fixture_session("mix.adj", "long-roads", "gettysburg-campaign");
	for (i = 0; i < 240; i++) {
		snprintf(n, sizeof n, "%+d", (int)rng_below(&pick, 21) - 10);
		switch (rng_below(&pick, 8)) {
		case 0:
			run(s, do_track, "vp", n, NULL);
			break;
		case 1:
			snprintf(n, sizeof n, "%d", 1 + (int)rng_below(&pick,
			    6));
			run(s, do_loss, rng_below(&pick, 2) ? "union" :
			    "confederate", "manpower", n);
			break;
		case 2:
			run(s, do_item, items[rng_below(&pick, 5)],
			    rng_below(&pick, 2) ? "2" : NULL, NULL);
			break;
		case 3:
			run(s, do_track, states[rng_below(&pick, 4)],
			    rng_below(&pick, 2) ? "=1" : "=0", NULL);
			break;
		case 4:
			run(s, do_undo, NULL, NULL, NULL);
			break;
		case 5:
			run(s, do_next, NULL, NULL, NULL);
			break;
		case 6:
			run(s, do_track, "vp", "=80", NULL);
			break;
		default:
			run(s, do_track, "vp", "bad", NULL);	/* refused */
			break;
		}
		assert_balanced(s);
	}
	sum = vp_ledger_sum(s, "vp", NULL);
	value = fixture_track(s, "vp");
	groups = VL_count(s);
	snprintf(path, sizeof path, "%s", journal_path(s->j));
	session_close(s);
	assert_int_equal(session_open(path, rules, &rng, &s, err, sizeof err),
	    0);
	assert_int_equal(vp_ledger_sum(s, "vp", NULL), sum);
	assert_int_equal(fixture_track(s, "vp"), value);
	assert_int_equal(VL_count(s), groups);
	session_close(s);
}

/* A campaign with the preliminary victories, at the Victory Check
 * Phase of turn 1. */
static struct session *
prelim_session(const char *name)
{
	struct session	*s;
	char		 path[320], err[256];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	unlink(path);
	assert_int_equal(session_new(path, rules, &rng, "long-roads",
	    "gettysburg-campaign", "preliminary-victory", &s, err, sizeof err),
	    0);
	return s;
}

static int
do_step(struct session *s, const char *a, const char *b, const char *c,
    struct reply *r)
{
	(void)b;
	(void)c;
	s->jump_agreed = 1;
	return session_next(s, a, r);
}

static const char *
standing(struct session *s)
{
	static char	 level[160];
	char		 winner[32], *l;

	l = session_victory_level(s, winner, sizeof winner);
	snprintf(level, sizeof level, "%s", l != NULL ? l : "");
	free(l);
	return level;
}

/* The CSA's preliminary substantive: not found before the Victory Check
 * Phase, found there, held at the end whatever the VP, cancelled by the
 * Army of Northern Virginia's Panic. */
static void
test_prelim_csa(void **state)
{
	struct session	*s;

	(void)state;
	s = prelim_session("pcsa.adj");
	assert_int_equal(flag(s, "vp", "=180"), 0);
	assert_int_equal(flag(s, "panic.union", "=1"), 0);
	assert_int_equal(fixture_track(s, "prelim-csa-substantive"), 0);
	assert_int_equal(run(s, do_step, "victory-check", NULL, NULL), 0);
	assert_int_equal(fixture_track(s, "prelim-csa-substantive"), 1);
	/* Its marginal too: in Panic is in Disorder, 180 is past 160. */
	assert_int_equal(fixture_track(s, "prelim-csa-marginal"), 1);
	assert_int_equal(flag(s, "vp", "=100"), 0);
	assert_string_equal(standing(s), "Confederate Substantive Victory");
	assert_int_equal(flag(s, "vp", "=260"), 0);
	assert_string_equal(standing(s), "Confederate Decisive Victory");
	assert_int_equal(flag(s, "vp", "=100"), 0);
	assert_int_equal(flag(s, "panic.confederate", "=1"), 0);
	assert_int_equal(fixture_track(s, "prelim-csa-substantive-off"), 1);
	assert_int_equal(fixture_track(s, "prelim-csa-marginal-off"), 1);
	assert_string_equal(standing(s), "Union Decisive Victory");
	session_close(s);
}

/* The Union's: its substantive overcome only by a Confederate decisive
 * band (250 in the campaign), its marginal by a substantive one (220). */
static void
test_prelim_union(void **state)
{
	struct session	*s;

	(void)state;
	s = prelim_session("pusa.adj");
	assert_int_equal(flag(s, "panic.confederate", "=1"), 0);
	assert_int_equal(flag(s, "morale.confederate", "=12"), 0);
	assert_int_equal(flag(s, "morale.union", "=9"), 0);
	assert_int_equal(run(s, do_step, "victory-check", NULL, NULL), 0);
	assert_int_equal(fixture_track(s, "prelim-union-substantive"), 1);
	assert_int_equal(fixture_track(s, "prelim-union-marginal"), 1);
	assert_int_equal(flag(s, "vp", "=219"), 0);
	assert_string_equal(standing(s), "Union Substantive Victory");
	assert_int_equal(flag(s, "vp", "=249"), 0);
	assert_string_equal(standing(s), "Union Substantive Victory");
	assert_int_equal(flag(s, "vp", "=250"), 0);
	assert_string_equal(standing(s), "Confederate Decisive Victory");
	assert_int_equal(flag(s, "vp", "=100"), 0);
	assert_string_equal(standing(s), "Union Decisive Victory");
	session_close(s);

	/* The marginal alone: morale 3 above, Disorder, no Panic. */
	s = prelim_session("pusa2.adj");
	assert_int_equal(flag(s, "disorder.confederate", "=1"), 0);
	assert_int_equal(flag(s, "morale.confederate", "=8"), 0);
	assert_int_equal(flag(s, "morale.union", "=5"), 0);
	assert_int_equal(run(s, do_step, "victory-check", NULL, NULL), 0);
	assert_int_equal(fixture_track(s, "prelim-union-substantive"), 0);
	assert_int_equal(fixture_track(s, "prelim-union-marginal"), 1);
	assert_int_equal(flag(s, "vp", "=200"), 0);
	assert_string_equal(standing(s), "Union Marginal Victory");
	assert_int_equal(flag(s, "vp", "=220"), 0);
	assert_string_equal(standing(s), "Confederate Substantive Victory");
	session_close(s);
}

/* The end of the scenario reads the held victory: the Union's
 * substantive, found at turn 1's Victory Check Phase, is the result
 * unless the VP reached the decisive band (whatever the events did to
 * the VP on the way). */
static void
test_prelim_end(void **state)
{
	struct session	*s;
	const char	*want;
	int		 i, vp;

	(void)state;
	s = prelim_session("pend.adj");
	assert_int_equal(flag(s, "panic.confederate", "=1"), 0);
	assert_int_equal(run(s, do_step, "victory-check", NULL, NULL), 0);
	assert_int_equal(fixture_track(s, "prelim-union-substantive"), 1);
	assert_int_equal(flag(s, "vp", "=200"), 0);
	for (i = 0; i < 5000 && !s->over; i++)
		run(s, do_next, NULL, NULL, NULL);
	assert_true(s->over);
	vp = fixture_track(s, "vp");
	want = vp >= 250 ? "Confederate Decisive Victory" : vp < 150 ?
	    "Union Decisive Victory" : "Union Substantive Victory";
	assert_string_equal(s->result, want);
	assert_string_equal(s->winner, vp >= 250 ? "confederate" : "union");
	session_close(s);
}

/* A part whose formula reads a track the scenario lacks is worth
 * nothing, and commands go on; one that cannot be run refuses the
 * command, recording nothing. */
static void
test_part_null(void **state)
{
	struct session	*s;
	int64_t		 was;

	(void)state;
	rules_load_rest(rules);
	assert_int_equal(sqlite3_exec(rules, "CREATE TEMP TABLE ledger_part AS "
	    "SELECT * FROM ledger_part; UPDATE temp.ledger_part SET "
	    "formula = ':no_such_track * 10' WHERE id = 'union-panic'",
	    NULL, NULL, NULL), SQLITE_OK);
	s = fixture_session("null.adj", "long-roads", "high-tide");
	assert_int_equal(flag(s, "vp", "+3"), 0);
	assert_int_equal(fixture_track(s, "vp"), 3);
	assert_int_equal(sqlite3_exec(rules, "UPDATE temp.ledger_part SET "
	    "formula = 'abs(-9223372036854775807 - 1)' WHERE id = "
	    "'union-panic'", NULL, NULL, NULL), SQLITE_OK);
	was = journal_last_seq(s->j);
	expr_begin();
	assert_int_equal(flag(s, "vp", "+3"), -1);
	free(expr_end());
	assert_int_equal(journal_last_seq(s->j), was);
	assert_int_equal(fixture_track(s, "vp"), 3);
	session_close(s);
	assert_int_equal(sqlite3_exec(rules, "DROP TABLE temp.ledger_part",
	    NULL, NULL, NULL), SQLITE_OK);
}

/* rules check: two bands that both hold for one VP total, a held
 * victory naming a level a scenario lacks, a step's flag that is no
 * flag track, a latch whose test reads its own flag. */
static void
test_check(void **state)
{
	struct buf	 out;
	int		 n;

	(void)state;
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	rules_load_rest(rules);
	assert_int_equal(sqlite3_exec(rules, "CREATE TEMP TABLE victory_level "
	    "AS SELECT * FROM victory_level; UPDATE temp.victory_level "
	    "SET hi = 210 WHERE game = 'long-roads' AND scenario = 'high-tide' "
	    "AND lo = 185; CREATE TEMP TABLE victory_hold AS SELECT * FROM "
	    "victory_hold; UPDATE temp.victory_hold SET unless_level = "
	    "'Confederate Win' WHERE flag = 'prelim-union-marginal'; CREATE "
	    "TEMP TABLE step_latch AS SELECT * FROM step_latch; UPDATE "
	    "temp.step_latch SET flag = 'vp' WHERE flag = "
	    "'prelim-csa-marginal'; CREATE TEMP TABLE track_latch AS SELECT * "
	    "FROM track_latch; UPDATE temp.track_latch SET flag = "
	    "'csa-capital' WHERE flag = 'capital-victory'", NULL, NULL, NULL),
	    SQLITE_OK);
	buf_reset(&out);
	/* The held victory in both scenarios; the step's check on vp reads
	 * its own flag too; the effect on the renamed latch runs no more. */
	n = rules_check(rules, &out);
	assert_int_equal(n, 7);
	assert_non_null(strstr(buf_str(&out), "victory levels of "
	    "long-roads.high-tide (Confederate Decisive Victory, Confederate "
	    "Substantive Victory) overlap"));
	assert_non_null(strstr(buf_str(&out), "held victory "
	    "long-roads.prelim-union-marginal (gettysburg-campaign) names a "
	    "level"));
	assert_non_null(strstr(buf_str(&out), "long-roads.vp is no flag "
	    "track"));
	assert_non_null(strstr(buf_str(&out), "the latch of "
	    "long-roads.csa-capital reads its own flag"));
	assert_int_equal(sqlite3_exec(rules, "DROP TABLE temp.victory_level; "
	    "DROP TABLE temp.victory_hold; DROP TABLE temp.step_latch; DROP "
	    "TABLE temp.track_latch", NULL, NULL, NULL), SQLITE_OK);
	buf_free(&out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_disorder_panic),
		cmocka_unit_test(test_vp_75),
		cmocka_unit_test(test_sum_invariant),
		cmocka_unit_test(test_prelim_csa),
		cmocka_unit_test(test_prelim_union),
		cmocka_unit_test(test_prelim_end),
		cmocka_unit_test(test_part_null),
		cmocka_unit_test(test_check),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
