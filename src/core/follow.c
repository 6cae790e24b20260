/* Flags that follow a test of the tracks (track_follow rows): an army in
 * Disorder while its morale is 8 or more, and out of it once the morale
 * falls back.  A latch sets its flag once and for good; a followed flag
 * goes on and off with its test.  Asked after every command that recorded
 * anything, before the latches (a latch may keep that a followed flag was
 * ever set), whatever moved the tracks: a track set by hand, a mechanism's
 * amount fading as a turn passes.  Each change is a "track" event of the
 * same command, its source the row: so it is said where it happens, kept
 * in the journal for every terminal of a campaign, and taken back by the
 * undo of that command with the rest. */
#include <stdio.h>
#include <string.h>

#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/stmt_cache.h"
#include "adj/xalloc.h"

/* The rows of the game the session's options hold, in order (through
 * track_follow_game, with no sort: this is asked after every command). */
static sqlite3_stmt *
follow_rows(struct session *s, const char *flag)
{
	sqlite3_stmt	*st;

	if ((st = stmt_get(s->rules, "SELECT flag, test, effect, ended, "
	    "section FROM track_follow WHERE game = ?1 AND "
	    "options_hold(option, unless, ?2) AND (?3 IS NULL OR flag = ?3) "
	    "ORDER BY rowid")) == NULL)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	if (flag != NULL)
		sqlite3_bind_text(st, 3, flag, -1, SQLITE_STATIC);
	return st;
}

int
session_follows(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	struct track	*t;
	const char	*said;
	char		 text[512];
	double		 v;
	int		 now, rc = 0;

	if ((st = follow_rows(s, NULL)) == NULL)
		return -1;
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		t = session_track_by_id(s, (const char *)sqlite3_column_text(st,
		    0));
		/* A test that cannot be asked refuses the command (expr.h):
		 * the flag is left as it is meanwhile. */
		if (t == NULL || session_track_expr(s, (const char *)
		    sqlite3_column_text(st, 1), &v) != 0)
			continue;
		if ((now = v != 0) == (t->value != 0))
			continue;
		said = (const char *)sqlite3_column_text(st, now ? 2 : 3);
		snprintf(text, sizeof text, "%s: %s", t->name, said);
		rc = track_record(s, t, now, text, &(struct event_source){
		    .kind = SOURCE_RULE, .table = "track_follow", .id = t->id,
		    .section = (const char *)sqlite3_column_text(st, 4) });
		if (rc == 0 && !track_hidden(s, t))
			reply_line(r, "%s (%s %s)", text, s->tag, (const char *)
			    sqlite3_column_text(st, 4));
	}
	stmt_put(st);
	return rc == 0 ? 0 : reply_fail(r, "cannot record a flag the rules "
	    "set");
}

char *
session_follow_test(struct session *s, const struct track *t)
{
	sqlite3_stmt	*st;
	char		*test = NULL;

	if ((st = follow_rows(s, t->id)) == NULL)
		return NULL;
	if (sqlite3_step(st) == SQLITE_ROW)
		test = xstrdup((const char *)sqlite3_column_text(st, 1));
	stmt_put(st);
	return test;
}
