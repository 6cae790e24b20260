/* The writer's log kept bounded beside a reader (wal_bound.c): a hold is
 * asked past the restart mark; a hold the writer tried through and that
 * failed grows the step; a hold through which the writer sat idle was
 * never tried, and begins again without growing it; once the reader lets
 * go the log starts over and the hold ends. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "../../src/server/server.h"
#include "../../src/server/wal_bound.h"

struct pair {
	char		 dir[64];
	sqlite3		*w;	/* the writer, bounded */
	sqlite3		*r;	/* a reader that holds a snapshot */
	struct wal_bound b;
};

static void
run(sqlite3 *db, const char *sql)
{
	char	*msg = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK)
		fail_msg("%s: %s", sql, msg != NULL ? msg : "?");
}

static int
setup(void **state)
{
	struct pair	*p = calloc(1, sizeof *p);
	char		 path[96];

	assert_non_null(p);
	snprintf(p->dir, sizeof p->dir, "%s", "/tmp/walbound.XXXXXX");
	if (getenv("TMPDIR") != NULL)
		snprintf(p->dir, sizeof p->dir, "%s/walbound.XXXXXX",
		    getenv("TMPDIR"));
	assert_non_null(mkdtemp(p->dir));
	snprintf(path, sizeof path, "%s/c.db", p->dir);
	assert_int_equal(sqlite3_open(path, &p->w), SQLITE_OK);
	run(p->w, "PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;"
	    "CREATE TABLE t(x BLOB); INSERT INTO t VALUES (1)");
	assert_int_equal(wal_bound_open(&p->b, p->w), 0);
	assert_int_equal(sqlite3_open_v2(path, &p->r, SQLITE_OPEN_READONLY,
	    NULL), SQLITE_OK);
	/* The reader's snapshot is in the log: no restart can pass it. */
	run(p->r, "BEGIN; SELECT count(*) FROM t");
	*state = p;
	return 0;
}

static int
teardown(void **state)
{
	struct pair	*p = *state;
	char		 cmd[128];

	sqlite3_close(p->r);
	sqlite3_close(p->w);
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", p->dir);
	if (system(cmd) != 0)
		return -1;
	free(p);
	return 0;
}

/* Past the restart mark (about 16 MB of 4 KB pages) in one commit. */
static void
past_the_mark(struct pair *p)
{
	run(p->w, "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
	    "FROM n WHERE i < 5000) INSERT INTO t SELECT zeroblob(4000) FROM n");
}

static int64_t
ms(void)
{
	return (int64_t)(monotonic_s() * 1000);
}

static void
test_idle_hold_begins_again(void **state)
{
	struct pair	*p = *state;
	int		 step, mark;

	past_the_mark(p);
	assert_true(p->b.hold_until > ms());
	step = p->b.step;
	mark = p->b.next_restart;
	usleep(120 * 1000);		/* the hold runs out, nothing tried */
	run(p->w, "INSERT INTO t VALUES (2)");
	assert_true(p->b.hold_until > ms());	/* a hold anew */
	assert_int_equal(p->b.step, step);
	assert_int_equal(p->b.next_restart, mark);
}

static void
test_failed_hold_grows_the_step(void **state)
{
	struct pair	*p = *state;
	int		 step, i;

	past_the_mark(p);
	step = p->b.step;
	/* Commits each 5 ms through the hold: each tries, the reader
	 * stays, the hold fails. */
	for (i = 0; i < 30 && p->b.hold_until != 0; i++) {
		usleep(5 * 1000);
		run(p->w, "INSERT INTO t VALUES (3)");
	}
	assert_int_equal(p->b.hold_until, 0);
	assert_int_equal(p->b.step, step * 2);
	assert_int_equal(p->b.next_restart, p->b.frames + step);
}

static void
test_reader_gone_restarts(void **state)
{
	struct pair	*p = *state;

	past_the_mark(p);
	assert_true(p->b.hold_until != 0);
	run(p->r, "COMMIT");
	usleep(5 * 1000);
	run(p->w, "INSERT INTO t VALUES (4)");	/* the try succeeds */
	assert_int_equal(p->b.hold_until, 0);
	run(p->w, "INSERT INTO t VALUES (5)");	/* the log started over */
	assert_true(p->b.frames < 10);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_idle_hold_begins_again,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_failed_hold_grows_the_step,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_reader_gone_restarts,
		    setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
