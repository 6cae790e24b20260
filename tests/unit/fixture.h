/* What the session tests share: a scratch XDG_DATA_HOME (user tables
 * and session files go there, never into the tester's own), the built-in
 * rules, and a seeded dice source (each file its own seed). */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "adj/dice.h"
#include "adj/prepare.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/stmt_cache.h"
#include "fixture_count.h"

static char	 dir[256];
static sqlite3	*rules;
static struct rng rng;

static int
fixture_setup(unsigned long long seed)
{
	char	 err[256];

	snprintf(dir, sizeof dir, "/tmp/adj-unit-XXXXXX");
	if (mkdtemp(dir) == NULL)
		return -1;
	setenv("XDG_DATA_HOME", dir, 1);
	rng_init_seed(&rng, seed);
	rules = rules_open(err, sizeof err);
	return rules == NULL ? -1 : 0;
}

static int
fixture_teardown(void)
{
	char	 cmd[300];

	stmt_forget(rules);
	sqlite3_close(rules);
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* A new game of GAME SCENARIO in a file of that name under the scratch
 * folder (any earlier one there removed first). */
static inline struct session *
fixture_session(const char *name, const char *game, const char *scenario)
{
	struct session	*s;
	char		 path[320], err[256];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	unlink(path);
	assert_int_equal(session_new(path, rules, &rng, game, scenario, NULL,
	    &s, err, sizeof err), 0);
	return s;
}

/* The value of track id in s now (the test fails when there is none). */
static inline int
fixture_track(struct session *s, const char *id)
{
	struct reply	 r;
	struct track	*t;

	reply_init(&r);
	t = session_track_find(s, id, &r);
	reply_free(&r);
	assert_non_null(t);
	return session_track_value(s, t);
}

/* The end of one command's transaction, as the CLI ends it: kept when it
 * succeeded (rc 0), else rolled back and the state folded again; rc. */
static inline int
fixture_end(struct session *s, int rc)
{
	char	 err[256];

	if (rc == 0)
		assert_int_equal(journal_commit(s->j), 0);
	else {
		journal_rollback(s->j);
		assert_int_equal(session_refold(s, err, sizeof err), 0);
	}
	return rc;
}

/* Shadow a shipped table of the rules with its rows changed by sql: a
 * TEMP table of the same name, which SQLite reads before the shipped
 * (read-only) one; fixture_unshadow drops it. */
static inline void
fixture_shadow(const char *table, const char *sql)
{
	char	 q[512];

	/* The shipped table, in whichever part of the image (rules.c). */
	assert_int_equal(rules_load_rest(rules), 0);
	snprintf(q, sizeof q, "CREATE TEMP TABLE %s AS SELECT * FROM %s",
	    table, table);
	assert_int_equal(sqlite3_exec(rules, q, NULL, NULL, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_exec(rules, sql, NULL, NULL, NULL), SQLITE_OK);
}

static inline void
fixture_unshadow(const char *table)
{
	char	 q[128];

	snprintf(q, sizeof q, "DROP TABLE temp.%s", table);
	assert_int_equal(sqlite3_exec(rules, q, NULL, NULL, NULL), SQLITE_OK);
}
