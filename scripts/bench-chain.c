/* Hash a session file's whole chain again, each event by the journal's
 * own event_hash (src/core/journal.c), and set its head: what
 * scripts/bench-data.sh runs after copying a played game's events into a
 * long session, so that `log verify` checks the copy as it checks a file
 * the program wrote.  The hashes go into a scratch table while the events
 * are read, then into the events in one statement (SQLite leaves undefined
 * a table changed under a statement still reading it).
 * Usage: bench-chain FILE */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <sqlite3.h>

#include "adj/journal.h"

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
	sqlite3		*db;
	sqlite3_stmt	*rd, *wr;
	struct event	 e;
	char		 head[96];
	int64_t		 last = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: bench-chain FILE\n");
		return 2;
	}
	if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READWRITE, NULL) !=
	    SQLITE_OK)
		return fail(db, argv[1]);
	if (sqlite3_exec(db, "PRAGMA synchronous = OFF; BEGIN; "
	    "CREATE TEMP TABLE chain (seq INTEGER PRIMARY KEY, prev TEXT, "
	    "hash TEXT)", NULL, NULL, NULL) != SQLITE_OK)
		return fail(db, "begin");
	if (sqlite3_prepare_v2(db, "SELECT seq, cmd, turn, phase, kind, vis, "
	    "text, data, at FROM event ORDER BY seq", -1, &rd, NULL) !=
	    SQLITE_OK ||
	    sqlite3_prepare_v2(db, "INSERT INTO chain VALUES (?1, ?2, ?3)", -1,
	    &wr, NULL) != SQLITE_OK)
		return fail(db, "prepare");
	memset(&e, 0, sizeof e);
	memset(e.hash, '0', 64);	/* the first event follows zeros */
	while (sqlite3_step(rd) == SQLITE_ROW) {
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
		sqlite3_bind_int64(wr, 1, e.seq);
		sqlite3_bind_text(wr, 2, e.prev, 64, SQLITE_STATIC);
		sqlite3_bind_text(wr, 3, e.hash, 64, SQLITE_STATIC);
		if (sqlite3_step(wr) != SQLITE_DONE)
			return fail(db, "insert");
		sqlite3_reset(wr);
		last = e.seq;
	}
	sqlite3_finalize(rd);
	sqlite3_finalize(wr);
	if (last == 0) {
		fprintf(stderr, "bench-chain: %s has no events\n", argv[1]);
		sqlite3_close(db);
		return 1;
	}
	snprintf(head, sizeof head, "%" PRId64 " %s", last, e.hash);
	if (sqlite3_exec(db, "UPDATE event SET prev = c.prev, hash = c.hash "
	    "FROM chain c WHERE c.seq = event.seq", NULL, NULL, NULL) !=
	    SQLITE_OK ||
	    sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO meta VALUES "
	    "('head', ?1)", -1, &wr, NULL) != SQLITE_OK)
		return fail(db, "update");
	sqlite3_bind_text(wr, 1, head, -1, SQLITE_STATIC);
	if (sqlite3_step(wr) != SQLITE_DONE)
		return fail(db, "head");
	sqlite3_finalize(wr);
	if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
		return fail(db, "commit");
	sqlite3_close(db);
	return 0;
}
