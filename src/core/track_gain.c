/* Gains that start from a floor (track_gain): a track whose rules say
 * that what it receives on a value below the floor is counted from the
 * floor (a side's supply marker in a negative box goes to zero before
 * the victuals are added).  Asked by every writer of a gain (the `track`
 * command, session_track_add for mechanisms and effects, a step's
 * shift), so no source of a gain escapes it. */
#include <stdio.h>

#include "adj/session.h"
#include "adj/prepare.h"

int
track_gain_from(struct session *s, const struct track *t, int from, int n,
    int *floored)
{
	sqlite3_stmt	*st;
	int		 start = from;

	*floored = 0;
	if (n <= 0)
		return from;
	if (sql_prepare(s->rules, "SELECT floor FROM track_gain WHERE "
	    "game = ?1 AND track = ?2", -1, &st, NULL) != SQLITE_OK)
		return from;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW && from < sqlite3_column_int(st, 0)) {
		start = sqlite3_column_int(st, 0);
		*floored = 1;
	}
	sqlite3_finalize(st);
	return start;
}
