/* A campaign's log kept to a bounded size beside readers that never
 * pause.
 *
 * SQLite appends each commit to the -wal file and, every thousand pages
 * or so, copies them into the database (a checkpoint).  The log starts
 * over from its beginning only at a commit that finds every page copied
 * and no reader still reading from the log.  Observers who read without
 * pause (`log` in a loop, a walk of a long journal each) leave no such
 * moment: a checkpoint copies no further than the oldest reader's
 * snapshot, and there is always one.  Every commit then lands at the
 * log's end, and the file grows as long as they read: a read-only role
 * fills the server's disk.
 *
 * Long walks read in chunks, letting their snapshot go between them
 * (journal_each_released, reading.c).  Past WAL_RESTART frames the writer
 * asks them to hold off before their next chunk, for HOLD_MS at most, and
 * at each commit meanwhile tries SQLite's RESTART checkpoint, which
 * succeeds once every page is copied and no reader is left in the log (a
 * reader that begins then reads the database).  The writer never waits
 * for a reader: a try that finds one fails at once, and a commit TRY_MS
 * later tries again.  A hold that ends without a restart (a reader that
 * holds on) is asked again only after the log grew by a step, the step
 * doubling each time up to STEP_MAX.  Once the log starts over, the file
 * is cut back to WAL_KEEP bytes (journal_size_limit). */
#include <unistd.h>

#include "adj/journal.h"
#include "server.h"
#include "wal_bound.h"

#define WAL_AUTO	1000		/* SQLite's own autocheckpoint */
#define WAL_RESTART	4096		/* frames: about 16 MB */
#define WAL_KEEP	"16777216"	/* bytes the file keeps after */
#define HOLD_MS		40		/* the longest a hold lasts */
#define TRY_MS		2		/* between a hold's tries */
#define STEP_MAX	16384		/* frames: a hold at least each 64 MB */

static int64_t
now_ms(void)
{
	return (int64_t)(monotonic_s() * 1000);
}

/* A try at starting the log over, during a hold: 0 when it did. */
static int
restart(struct wal_bound *b, sqlite3 *db, const char *name, int64_t now)
{
	int	 rc;

	/* Each try copies what it can and syncs: not at every commit. */
	if (now < b->next_try)
		return -1;
	b->next_try = now + TRY_MS;
	/* No busy handler: a reader still in the log fails the try now. */
	sqlite3_busy_handler(db, NULL, NULL);
	rc = sqlite3_wal_checkpoint_v2(db, name, SQLITE_CHECKPOINT_RESTART,
	    NULL, NULL);
	sqlite3_busy_timeout(db, JOURNAL_BUSY_MS);
	return rc == SQLITE_OK ? 0 : -1;
}

static int
wal_hook(void *arg, sqlite3 *db, const char *name, int frames)
{
	struct wal_bound	*b = arg;
	int64_t			 hold, now;

	if (frames < b->frames) {	/* the log started over */
		b->next_restart = WAL_RESTART;
		b->step = WAL_AUTO;
		b->next_passive = WAL_AUTO;
		__atomic_store_n(&b->hold_until, 0, __ATOMIC_RELAXED);
	}
	b->frames = frames;
	if (frames < b->next_restart) {
		/* SQLite's own would copy at every commit past WAL_AUTO,
		 * syncing each time, while a reader keeps the log from
		 * starting over: here once each WAL_AUTO frames. */
		if (frames >= b->next_passive) {
			sqlite3_wal_checkpoint_v2(db, name,
			    SQLITE_CHECKPOINT_PASSIVE, NULL, NULL);
			b->next_passive = frames + WAL_AUTO;
		}
		return SQLITE_OK;
	}
	now = now_ms();
	hold = __atomic_load_n(&b->hold_until, __ATOMIC_RELAXED);
	/* A hold through which the writer sat idle was never tried: it
	 * has not failed, and begins again rather than grow the step. */
	if (hold != 0 && now - b->last_ms > HOLD_MS)
		hold = 0;
	b->last_ms = now;
	if (hold == 0) {
		__atomic_store_n(&b->hold_until, hold = now + HOLD_MS,
		    __ATOMIC_RELAXED);
		b->next_try = now;
	}
	if (restart(b, db, name, now) == 0)
		__atomic_store_n(&b->hold_until, 0, __ATOMIC_RELAXED);
	else if (now >= hold) {
		b->next_restart = frames + b->step;
		if (b->step < STEP_MAX)
			b->step *= 2;
		__atomic_store_n(&b->hold_until, 0, __ATOMIC_RELAXED);
	}
	return SQLITE_OK;
}

int
wal_bound_open(struct wal_bound *b, sqlite3 *db)
{
	b->hold_until = 0;
	b->next_restart = WAL_RESTART;
	b->step = WAL_AUTO;
	b->next_passive = WAL_AUTO;
	b->frames = 0;
	b->last_ms = 0;
	if (sqlite3_exec(db, "PRAGMA journal_size_limit = " WAL_KEEP, NULL,
	    NULL, NULL) != SQLITE_OK)
		return -1;
	sqlite3_wal_hook(db, wal_hook, b);
	return 0;
}

void
wal_bound_pause(const struct wal_bound *b)
{
	int64_t	 until;

	while (b != NULL && (until = __atomic_load_n(&b->hold_until,
	    __ATOMIC_RELAXED)) != 0 && now_ms() < until)
		usleep(500);
}
