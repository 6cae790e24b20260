/* Secrets the rules keep (track_secret, track_guard, track_step_when,
 * players()): The Long Roads to Gettysburg with its simplified supply,
 * time limitation and limited intelligence, played through the
 * terminal's dispatcher.  The posture's flags (operational.SIDE) are
 * added here to a temporary table that hides the shipped `track` (a
 * fixture of this file alone): the time rules read them when a game's
 * data has them, and 1 when it has not. */
#include "testing.h"
#include "fixture.h"
#include "fixture_cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/lookup.h"
#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/prepare.h"

#define G	"'long-roads'"
#define OPTIONS	"simplified-supply,time-limitation,limited-intelligence," \
		"multiple-commanders"

static int
setup(void **state)
{
	(void)state;
	if (fixture_setup(26) != 0)
		return -1;
	rules_load_rest(rules);
	if (sqlite3_exec(rules, "CREATE TEMP TABLE track AS SELECT * FROM "
	    "track;"
	    "INSERT OR IGNORE INTO track (game, id, name, kind, lo, hi, "
	    "initial, pos, section, uncertain) VALUES "
	    "(" G ", 'operational.union', 'Union operational', 'flag', 0, 1, "
	    "1, 95, '4.1', 0), "
	    "(" G ", 'operational.confederate', 'Confederate operational', "
	    "'flag', 0, 1, 1, 96, '4.1', 0);", NULL, NULL, NULL) != SQLITE_OK) {
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

static struct session *
game(const char *name)
{
	struct session	*s;
	char		 path[320], err[256];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	unlink(path);
	assert_int_equal(session_new(path, rules, &rng, "long-roads",
	    "high-tide", OPTIONS, &s, err, sizeof err), 0);
	return s;
}

/* A line run as a player types it: 0, or -1 with the refusal in err. */
static int
run(struct cli *c, const char *line, char *err, size_t len)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	cli_exec_line(c, line, &r);
	if (getenv("SHOW") != NULL)
		fprintf(stderr, "> %s\n%s%s\n", line, buf_str(&r.text),
		    buf_str(&r.err));
	rc = r.ok ? 0 : -1;
	if (err != NULL)
		snprintf(err, len, "%s%s", buf_str(&r.text), buf_str(&r.err));
	reply_free(&r);
	return rc;
}

static void
ok(struct cli *c, const char *line)
{
	char	 err[4096];

	if (run(c, line, err, sizeof err) != 0)
		fail_msg("%s: %s", line, err);
}

static struct track *
track(struct session *s, const char *id)
{
	struct track	*t = session_track_by_id(s, id);

	assert_non_null(t);
	return t;
}

/* The visibility the journal gave the last event of a track. */
static void
last_vis(struct session *s, const char *id, char *out, size_t len)
{
	sqlite3_stmt	*st;

	out[0] = '\0';
	assert_int_equal(sql_prepare(journal_db(s->j), "SELECT "
	    "COALESCE(vis, 'all') FROM event WHERE kind = 'track' AND "
	    "json_extract(data, '$.track') = ?1 ORDER BY seq DESC LIMIT 1", -1,
	    &st, NULL), SQLITE_OK);
	sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(out, len, "%s", sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
}

/* Who reads what: a side its own sheet, the umpire both, the other side
 * and the observer neither; a derived track reading a secret is as
 * secret; the morale reads the open flags, not the sheet. */
static void
test_hidden(void **state)
{
	struct session	*s = game("hidden.adj");

	(void)state;
	assert_string_equal(track(s, "supply.union")->secret, "union");
	assert_string_equal(track(s, "time.confederate")->secret,
	    "confederate");
	assert_string_equal(track(s, "morale.union")->secret, "");
	snprintf(s->view, sizeof s->view, "confederate");
	assert_true(track_hidden(s, track(s, "supply.union")));
	assert_true(track_hidden(s, track(s, "time.union")));
	assert_true(track_hidden(s, track(s, "markers.union")));
	assert_false(track_hidden(s, track(s, "supply.confederate")));
	assert_false(track_hidden(s, track(s, "morale.union")));
	assert_false(track_hidden(s, track(s, "supply-one.union")));
	snprintf(s->view, sizeof s->view, "confederate/longstreet");
	assert_false(track_hidden(s, track(s, "supply.confederate")));
	assert_true(track_hidden(s, track(s, "supply.union")));
	snprintf(s->view, sizeof s->view, "observer");
	assert_true(track_hidden(s, track(s, "supply.confederate")));
	snprintf(s->view, sizeof s->view, "umpire");
	assert_false(track_hidden(s, track(s, "supply.union")));
	/* Through a derived track that reads another: the secret still
	 * shows through the second one's value. */
	snprintf(track(s, "morale.union")->formula, sizeof track(s,
	    "morale.union")->formula, ":supply_union + 1");
	snprintf(track(s, "morale.confederate")->formula, sizeof track(s,
	    "morale.confederate")->formula, ":morale_union * 2");
	snprintf(s->view, sizeof s->view, "confederate");
	assert_true(track_hidden(s, track(s, "morale.union")));
	assert_true(track_hidden(s, track(s, "morale.confederate")));
	snprintf(s->view, sizeof s->view, "union");
	assert_false(track_hidden(s, track(s, "morale.confederate")));
	session_close(s);
}

/* A secret track's changes are recorded for its side; the morale's
 * supply term follows on open flags, so every copy reads one morale. */
static void
test_recorded(void **state)
{
	struct session	*s = game("recorded.adj");
	struct cli	 c;
	char		 vis[64], err[512];

	(void)state;
	fixture_cli(&c, s);
	ok(&c, "track supply.union =1");
	last_vis(s, "supply.union", vis, sizeof vis);
	assert_string_equal(vis, "union");
	last_vis(s, "supply-one.union", vis, sizeof vis);
	assert_string_equal(vis, "all");
	assert_int_equal(session_track_value(s, track(s, "morale.union")), 1);
	ok(&c, "track supply.union =-1");
	assert_int_equal(session_track_value(s, track(s, "morale.union")), 3);
	/* The other side may neither read nor set it, and the refusal
	 * says nothing of its value. */
	ok(&c, "view confederate");
	assert_int_equal(run(&c, "track supply.union", err, sizeof err), -1);
	assert_non_null(strstr(err, "kept by the Union"));
	assert_null(strstr(err, "-1"));
	assert_int_equal(run(&c, "status", err, sizeof err), 0);
	assert_null(strstr(err, "Union supply"));
	assert_non_null(strstr(err, "Confederate supply"));
	session_close(s);
}

/* 22.2 and 22.5: the minutes from the roster's players, the posture and
 * the corps engaged; a chit spent only while operational, +1 a passive
 * turn up to 8, 3 minutes each. */
static void
test_time(void **state)
{
	struct session	*s = game("time.adj");
	struct cli	 c;
	struct reply	 r;
	char		 err[512], role[ROLE_LEN];

	(void)state;
	fixture_cli(&c, s);
	assert_int_equal(session_track_value(s, track(s, "time.union")), 17);
	/* Three Confederate players: 9 minutes off (the text's example). */
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(role_add(s, "confederate", "lee", role, sizeof role,
	    &r), 0);
	assert_int_equal(role_add(s, "confederate", "longstreet", role,
	    sizeof role, &r), 0);
	assert_int_equal(role_add(s, "confederate", "ewell", role,
	    sizeof role, &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	reply_free(&r);
	assert_int_equal(session_track_value(s, track(s, "time.confederate")),
	    11);
	ok(&c, "track engaged.confederate =2");
	assert_int_equal(session_track_value(s, track(s, "time.confederate")),
	    17);
	ok(&c, "track engaged.union =2");
	assert_int_equal(session_track_value(s, track(s, "time.union")), 21);

	/* Passive: 3 minutes off, no chit spent, one received. */
	ok(&c, "track operational.union off");
	assert_int_equal(session_track_value(s, track(s, "time.union")), 18);
	assert_int_equal(run(&c, "track time-chits.union -1", err, sizeof err),
	    -1);
	assert_non_null(strstr(err, "a passive side may not spend time chits "
	    "(LRTG 22.5)"));
	assert_int_equal(track(s, "time-chits.union")->value, 3);
	ok(&c, "next time-allocation");
	assert_int_equal(track(s, "time-chits.union")->value, 4);
	assert_int_equal(track(s, "time-chits.confederate")->value, 3);
	assert_int_equal(session_track_value(s, track(s, "time.union")), 18);

	/* Operational: a chit spent is 3 minutes more. */
	ok(&c, "track operational.union on");
	ok(&c, "track time-chits.union -2");
	assert_int_equal(session_track_value(s, track(s, "time.union")), 27);

	/* At most eight. */
	ok(&c, "track time-chits.union =8");
	ok(&c, "track operational.union off");
	ok(&c, "next time-allocation yes");
	assert_int_equal(track(s, "time-chits.union")->value, 8);
	session_close(s);
}

/* 20.0: no more markers than the allowance, which the corps' place
 * sets; none placed by the loser of the Spy contest (2.0). */
static void
test_markers(void **state)
{
	struct session	*s = game("markers.adj");
	struct cli	 c;
	char		 err[512];

	(void)state;
	fixture_cli(&c, s);
	ok(&c, "track markers.union =6");
	assert_int_equal(run(&c, "track markers.union +1", err, sizeof err),
	    -1);
	assert_non_null(strstr(err, "than the allowance"));
	ok(&c, "track corps-north.union on");
	ok(&c, "track markers.union +1");
	ok(&c, "track corps-north.confederate on");
	assert_int_equal(run(&c, "track markers.confederate =7", err,
	    sizeof err), -1);
	ok(&c, "track spy-won.confederate on");
	assert_int_equal(run(&c, "track markers.union +1", err, sizeof err),
	    -1);
	assert_non_null(strstr(err, "lost the Spy contest"));
	ok(&c, "track markers.union =0");
	ok(&c, "track markers.confederate +1");
	session_close(s);
}

/* rules check: a look-up (its working, its journal event) reading a
 * side's secret track, or a secret naming no track, is refused. */
static void
test_check(void **state)
{
	struct buf	 out;
	int		 before;

	(void)state;
	buf_init(&out);
	before = rules_check(rules, &out);
	buf_free(&out);
	rules_load_rest(rules);
	assert_int_equal(sqlite3_exec(rules, "CREATE TEMP TABLE "
	    "result_substitute AS SELECT * FROM result_substitute; "
	    "UPDATE temp.result_substitute SET cond = cond || ' AND "
	    ":supply_union > 0' WHERE rowid = (SELECT min(rowid) FROM "
	    "temp.result_substitute WHERE game = " G "); CREATE TEMP TABLE "
	    "track_secret AS SELECT * FROM track_secret; INSERT INTO "
	    "temp.track_secret (game, track, side, section) VALUES (" G ", "
	    "'no-such', 'union', '20.0')", NULL, NULL, NULL), SQLITE_OK);
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), before + 2);
	assert_non_null(strstr(buf_str(&out), "reads supply.union, a side's "
	    "secret track"));
	assert_non_null(strstr(buf_str(&out), "secret track long-roads.no-such "
	    "names no track"));
	buf_free(&out);
	assert_int_equal(sqlite3_exec(rules, "DROP TABLE temp.result_substitute; "
	    "DROP TABLE temp.track_secret", NULL, NULL, NULL), SQLITE_OK);
}

/* A look-up's values are the view's: another side's secret is not one. */
static void
test_lookup_values(void **state)
{
	struct session		*s = game("values.adj");
	struct lookup_value	*v;
	int			 i, n, supply_union, supply_csa;

	(void)state;
	snprintf(s->view, sizeof s->view, "confederate");
	n = session_lookup_values(s, &v);
	for (i = supply_union = supply_csa = 0; i < n; i++) {
		supply_union += strcmp(v[i].name, "supply_union") == 0;
		supply_csa += strcmp(v[i].name, "supply_confederate") == 0;
	}
	free(v);
	assert_int_equal(supply_union, 0);
	assert_int_equal(supply_csa, 1);
	session_close(s);
}

/* A mechanism's change to another side's secret track, made by this
 * view's command (a depot it captured stocking the enemy's sheet): in
 * the journal for its side, in no line of this view's answer. */
static void
test_added_quietly(void **state)
{
	struct session	*s = game("quiet.adj");
	struct reply	 r;
	int		 done;

	(void)state;
	snprintf(s->view, sizeof s->view, "confederate");
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_track_add(s, track(s, "supply.union"), -2,
	    "a test", NULL, &done, &r), 0);
	assert_int_equal(session_track_add(s, track(s, "supply.confederate"),
	    -1, "a test", NULL, &done, &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	assert_null(strstr(buf_str(&r.text), "Union supply"));
	assert_non_null(strstr(buf_str(&r.text), "Confederate supply "
	    "(simplified) 6 -> 5"));
	reply_free(&r);
	assert_int_equal(track(s, "supply.union")->value, 5);
	session_close(s);
}

/* A latch and a follow of this view's command setting another side's
 * secret track: recorded for that side, in no line of the answer. */
static void
test_rules_quietly(void **state)
{
	struct session	*s = game("rules-quiet.adj");
	struct cli	 c;
	char		 out[4096];

	(void)state;
	rules_load_rest(rules);
	assert_int_equal(sqlite3_exec(rules, "CREATE TEMP TABLE track_latch AS "
	    "SELECT * FROM track_latch WHERE 0; INSERT INTO "
	    "temp.track_latch (game, flag, test, effect, section, uncertain) "
	    "VALUES (" G ", 'corps-north.union', ':vp >= 1', 'a test latch', "
	    "'20.0', 0); CREATE TEMP TABLE track_follow AS SELECT * FROM "
	    "track_follow WHERE 0; INSERT INTO temp.track_follow (game, "
	    "flag, test, effect, ended, section) VALUES (" G ", "
	    "'engaged.union', ':vp >= 2', 'a test follow', 'over', '22.2')",
	    NULL, NULL, NULL), SQLITE_OK);
	fixture_cli(&c, s);
	ok(&c, "view confederate");
	assert_int_equal(run(&c, "track vp +2", out, sizeof out), 0);
	assert_null(strstr(out, "a test latch"));
	assert_null(strstr(out, "a test follow"));
	assert_int_equal(track(s, "corps-north.union")->value, 1);
	assert_int_equal(track(s, "engaged.union")->value, 1);
	ok(&c, "view union");
	assert_int_equal(run(&c, "track vp -2", out, sizeof out), 0);
	assert_non_null(strstr(out, "over"));
	assert_int_equal(sqlite3_exec(rules, "DROP TABLE temp.track_latch; "
	    "DROP TABLE temp.track_follow", NULL, NULL, NULL), SQLITE_OK);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hidden),
		cmocka_unit_test(test_recorded),
		cmocka_unit_test(test_time),
		cmocka_unit_test(test_markers),
		cmocka_unit_test(test_check),
		cmocka_unit_test(test_lookup_values),
		cmocka_unit_test(test_added_quietly),
		cmocka_unit_test(test_rules_quietly),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
