/* A step's change to a track made only while a test holds
 * (track_step_when): a passive side's time chit at the step after the
 * declarations are revealed.  Played just before the step's track_step
 * rows, from the same place (turns.c), so that a copy among those reads
 * the change (the chits in hand once the turn's chit came); each change recorded by track_record
 * with the row as its source; the reply says it only to a view that may
 * read the track. */
#include <stdio.h>
#include <string.h>

#include "adj/expr.h"
#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/source.h"
#include "adj/prepare.h"

int
track_step_when(struct session *s, int idx, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 rc = 0;
	double		 v;

	if (sql_prepare(s->rules, "SELECT track, amount, test, section "
	    "FROM track_step_when WHERE game = ?1 AND phase = ?2 AND "
	    "options_hold(option, NULL, ?3) ORDER BY rowid", -1, &st, NULL) !=
	    SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->phases[idx].id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		struct track	*t = session_track_by_id(s,
				    (const char *)sqlite3_column_text(st, 0));
		int		 to, amount = sqlite3_column_int(st, 1);
		const char	*sec = (const char *)sqlite3_column_text(st, 3);
		char		 line[256];

		if (t == NULL)
			continue;	/* not in this scenario */
		if (session_track_expr(s, (const char *)sqlite3_column_text(st,
		    2), &v) != 0) {
			rc = -1;	/* the failure refuses the command */
			break;
		}
		if (v == 0)
			continue;
		to = t->value + amount;
		if (t->has_lo && to < t->lo)
			to = t->lo;
		if (t->has_hi && to > t->hi)
			to = t->hi;
		if (to == t->value)
			continue;
		snprintf(line, sizeof line, "%s %d -> %d (%s)", t->name,
		    t->value, to, sec);
		if (!track_hidden(s, t))
			reply_line(r, "  %s", line);
		rc = track_record(s, t, to, line, &(struct event_source){
		    .kind = SOURCE_RULE, .table = "track_step_when", .id =
		    s->phases[idx].id, .section = sec });
	}
	sqlite3_finalize(st);
	return rc;
}
