/* Flags a condition sets for the rest of the game (track_latch rows): a
 * side's Demoralization once its losses pass the scenario's level.  Asked
 * after every command that recorded anything, whatever changed the tracks
 * (a loss, a track set by hand, a formula added), so that no path of
 * change can leave a flag behind the tracks.  Set, a flag is a "track"
 * event of the same command: a later change never clears it, and the undo
 * of that command takes it back with the rest.  A row may name an engine
 * action its flag's setting fires (track_latch.action: one a mechanism
 * of the game declares), run at once, in the same command.  The latches
 * are the first of what follows every command (after.c). */
#include <stdio.h>
#include <string.h>

#include "adj/mech.h"
#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/stmt_cache.h"

/* Does test hold of the tracks now?  1, 0, or -1 when it cannot be
 * asked (rules check finds such a test first). */
static int
holds(struct session *s, const char *test)
{
	double	 v;

	return session_track_expr(s, test, &v) != 0 ? -1 : v != 0;
}

/* One pass over the latches not yet set: the number set now, or -1. */
static int
latch_pass(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	struct track	*t;
	char		 text[512];
	int		 set = 0, rc;

	/* A scenario's own row for a flag stands in for the game's; of
	 * each, the row the session's options hold.  The rows are few: read
	 * twice, not kept in a temporary table (opening one for every
	 * command's latches was most of their cost on a server). */
	if ((st = stmt_get(s->rules, "WITH h AS NOT MATERIALIZED (SELECT "
	    "rowid AS id, * FROM track_latch WHERE game = ?1 AND "
	    "options_hold(option, unless, ?3)) SELECT l.flag, l.test, "
	    "l.effect, l.section, l.action FROM h l WHERE l.scenario = ?2 "
	    "OR (l.scenario IS NULL AND NOT EXISTS (SELECT 1 FROM h x WHERE "
	    "x.scenario = ?2 AND x.flag = l.flag)) ORDER BY l.id")) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		/* A flag whose action ended the game is the last: nothing
		 * follows the end in the same command. */
		if (s->over)
			break;
		t = session_track_by_id(s, (const char *)sqlite3_column_text(st, 0));
		if (t == NULL || t->value != 0 || holds(s, (const char *)
		    sqlite3_column_text(st, 1)) != 1)
			continue;
		snprintf(text, sizeof text, "%s: %s", t->name, (const char *)
		    sqlite3_column_text(st, 2));
		if (track_record(s, t, 1, text, &(struct event_source){
		    .kind = SOURCE_LATCH, .table = "track_latch", .id = t->id,
		    .section = (const char *)sqlite3_column_text(st, 3) }) !=
		    0) {
			stmt_put(st);
			return -1;
		}
		/* A side's secret flag is said to its side alone. */
		if (!track_hidden(s, t)) {
			reply_line(r, "%s (%s %s)", text, s->tag, (const char *)
			    sqlite3_column_text(st, 3));
			json_object_set_new(r->json, "latched",
			    json_string(t->id));
		}
		set++;
		if (sqlite3_column_type(st, 4) == SQLITE_TEXT) {
			/* The action is told which flag fired it. */
			s->latched = t->id;
			rc = mechs_action(s, (const char *)
			    sqlite3_column_text(st, 4), r);
			s->latched = NULL;
			if (rc != 0) {
				stmt_put(st);
				return -1;
			}
		}
	}
	stmt_put(st);
	return set;
}

int
session_latches(struct session *s, struct reply *r)
{
	int	 n, rounds;

	/* A flag set may be what another latch asks about: again until a
	 * pass sets none (each flag is set at most once, so this ends). */
	for (rounds = 0; rounds <= s->ntracks && !s->over; rounds++)
		if ((n = latch_pass(s, r)) <= 0)
			/* An action a flag fired says why it failed. */
			return n == 0 ? 0 : !r->ok ? -1 : reply_fail(r, "cannot "
			    "record a flag the rules set");
	return 0;
}
