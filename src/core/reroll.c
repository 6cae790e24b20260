/* A roll rolled again.  A rule may let a side reroll a roll already made
 * (the Advantage of Bloodiest Day 10.2): the new roll stands in place of
 * the old, so whatever the old roll did (points on a track, a leader's
 * wound) is taken back by the command that rolls again, never added to.
 * This file finds the roll still waiting for its replacement; each
 * mechanism takes back its own effects. */
#include <stdio.h>
#include <string.h>

#include "adj/journal.h"
#include "adj/reroll.h"
#include "adj/session.h"
#include "adj/prepare.h"

/* The commands an undo took back: their events count for nothing. */
#define KEPT(col)	col " NOT IN (SELECT json_extract(data, '$.cmd') " \
			"FROM event WHERE kind = 'undo')"

int64_t
reroll_pending(struct session *s, const char *kind, json_t **old)
{
	sqlite3_stmt	*st;
	int64_t		 seq = 0;

	if (old != NULL)
		*old = NULL;
	/* The latest reroll only: an earlier one was answered, or lapsed
	 * when another roll of the kind came first. */
	if (sql_prepare(journal_db(s->j), "SELECT r.seq, r.data FROM "
	    "(SELECT seq, json_extract(data, '$.replaces') AS replaces FROM "
	    "event WHERE json_valid(data) AND json_extract(data, "
	    "'$.replaces') > 0 AND " KEPT("cmd") " ORDER BY seq DESC LIMIT 1) "
	    "m JOIN event r ON r.seq = m.replaces WHERE r.kind = ?1 AND "
	    KEPT("r.cmd") " AND NOT EXISTS (SELECT 1 FROM event x WHERE "
	    "x.seq > m.seq AND x.kind = ?1 AND " KEPT("x.cmd") ")", -1, &st,
	    NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, kind, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		seq = sqlite3_column_int64(st, 0);
		if (old != NULL)
			*old = json_loads(journal_text(st, 1), 0, NULL);
		if (old != NULL && *old == NULL)
			seq = 0;
	}
	sqlite3_finalize(st);
	return seq;
}
