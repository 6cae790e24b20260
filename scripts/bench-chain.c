/* Hash a session file's whole chain again, each event by the journal's
 * own event_hash (src/core/journal.c), and set its head: what
 * scripts/bench-data.sh runs after copying a played game's events into a
 * long session, so that `log verify` checks the copy as it checks a file
 * the program wrote.
 *
 * The events are read a batch at a time and each batch's hashes written
 * after its read is done (SQLite leaves undefined a table changed under a
 * statement still reading it).  The copier leaves 64 zeros in prev and
 * hash, so each hash is written over a value of its own size, in place.
 * Usage: bench-chain FILE */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "adj/journal.h"

#define BATCH	4096

struct row {
	int64_t	 seq;
	char	 prev[65];
	char	 hash[65];
};

static int
fail(sqlite3 *db, const char *what)
{
	fprintf(stderr, "bench-chain: %s: %s\n", what, sqlite3_errmsg(db));
	sqlite3_close(db);
	return 1;
}

static const char *
text_of(sqlite3_stmt *st, int col)
{
	const char	*s = (const char *)sqlite3_column_text(st, col);

	return s != NULL ? s : "";
}

int
main(int argc, char **argv)
{
	static struct row	 rows[BATCH];
	sqlite3			*db;
	sqlite3_stmt		*rd, *wr;
	struct event		 e;
	char			 head[96];
	int64_t			 last = 0;
	int			 n, i;

	if (argc != 2) {
		fprintf(stderr, "usage: bench-chain FILE\n");
		return 2;
	}
	if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READWRITE, NULL) !=
	    SQLITE_OK)
		return fail(db, argv[1]);
	/* A scratch file being made: no rollback journal, nothing synced.
	 * It goes back to WAL at the end, the mode the program keeps its
	 * sessions in. */
	if (sqlite3_exec(db, "PRAGMA journal_mode = OFF; PRAGMA synchronous = "
	    "OFF; PRAGMA cache_size = -65536; BEGIN", NULL, NULL, NULL) !=
	    SQLITE_OK)
		return fail(db, "begin");
	if (sqlite3_prepare_v2(db, "SELECT seq, cmd, turn, phase, kind, vis, "
	    "text, data, at FROM event WHERE seq > ?1 ORDER BY seq LIMIT ?2",
	    -1, &rd, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, "UPDATE event SET prev = ?2, hash = ?3 "
	    "WHERE seq = ?1", -1, &wr, NULL) != SQLITE_OK)
		return fail(db, "prepare");
	memset(&e, 0, sizeof e);
	memset(e.hash, '0', 64);	/* the first event follows zeros */
	do {
		sqlite3_bind_int64(rd, 1, last);
		sqlite3_bind_int(rd, 2, BATCH);
		for (n = 0; sqlite3_step(rd) == SQLITE_ROW; n++) {
			memcpy(e.prev, e.hash, sizeof e.prev);
			e.seq = sqlite3_column_int64(rd, 0);
			e.cmd = sqlite3_column_int64(rd, 1);
			e.turn = sqlite3_column_int(rd, 2);
			e.phase = text_of(rd, 3);
			e.kind = text_of(rd, 4);
			e.vis = text_of(rd, 5);
			e.text = text_of(rd, 6);
			e.data = text_of(rd, 7);
			e.at = text_of(rd, 8);
			event_hash(&e, e.hash);
			rows[n].seq = last = e.seq;
			memcpy(rows[n].prev, e.prev, sizeof rows[n].prev);
			memcpy(rows[n].hash, e.hash, sizeof rows[n].hash);
		}
		sqlite3_reset(rd);
		for (i = 0; i < n; i++) {
			sqlite3_bind_int64(wr, 1, rows[i].seq);
			sqlite3_bind_text(wr, 2, rows[i].prev, 64, SQLITE_STATIC);
			sqlite3_bind_text(wr, 3, rows[i].hash, 64, SQLITE_STATIC);
			if (sqlite3_step(wr) != SQLITE_DONE)
				return fail(db, "update");
			sqlite3_reset(wr);
		}
	} while (n == BATCH);
	sqlite3_finalize(rd);
	sqlite3_finalize(wr);
	if (last == 0) {
		fprintf(stderr, "bench-chain: %s has no events\n", argv[1]);
		sqlite3_close(db);
		return 1;
	}
	snprintf(head, sizeof head, "%" PRId64 " %s", last, e.hash);
	if (sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO meta VALUES "
	    "('head', ?1)", -1, &wr, NULL) != SQLITE_OK)
		return fail(db, "head");
	sqlite3_bind_text(wr, 1, head, -1, SQLITE_STATIC);
	if (sqlite3_step(wr) != SQLITE_DONE)
		return fail(db, "head");
	sqlite3_finalize(wr);
	if (sqlite3_exec(db, "COMMIT; PRAGMA journal_mode = WAL", NULL, NULL,
	    NULL) != SQLITE_OK)
		return fail(db, "commit");
	sqlite3_close(db);
	return 0;
}
