/* What a turn changes in the sequence of play (phase_rule rows): the
 * steps it leaves out, and what it says on arriving at a step.  A row
 * holds when each condition it gives holds: the turn's daypart or one of
 * its flags, the turn within a range, the scenario, a rule option the
 * session was started with (or, `unless`, was not), a track set or at 0.
 * The data says which; nothing here knows a game (night turns, a
 * cannonade, a game's first turns are all rows). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "adj/stmt_cache.h"

/* The rows of kind for step idx on turn that hold, as a statement to
 * step through (text in column 0) and give back (stmt_put), or NULL.
 * Kept compiled: a `next` or a status asks it of every step it passes,
 * and compiling it cost many times what running it does. */
static sqlite3_stmt *
holding(struct session *s, const char *kind, int turn, int idx)
{
	sqlite3_stmt	*st;

	if ((st = stmt_get(s->rules, "SELECT r.text, r.when_set, "
	    "r.when_clear FROM phase_rule r "
	    "LEFT JOIN turn t ON t.game = r.game AND t.n = ?3 AND t.calendar = "
	    "(SELECT calendar FROM scenario WHERE game = ?1 AND id = ?6) "
	    "WHERE r.game = ?1 AND r.kind = ?2 AND (r.phase = ?4 OR r.phase = "
	    "?5) AND (r.turn_flag IS NULL OR r.turn_flag = t.daypart OR (',' "
	    "|| COALESCE(t.flags, '') || ',') LIKE ('%,' || r.turn_flag || "
	    "',%')) AND "
	    "(r.first_turn IS NULL OR ?3 >= r.first_turn) AND (r.last_turn IS "
	    "NULL OR ?3 <= r.last_turn) AND (r.scenario IS NULL OR r.scenario = ?6) AND "
	    "options_hold(r.option, r.unless, ?7) ORDER BY r.rowid")) == NULL)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, kind, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, turn);
	sqlite3_bind_text(st, 4, s->phases[idx].id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, s->phases[idx].top, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 6, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 7, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	return st;
}

/* Does the track named in column col of st hold of the game now: set
 * (want 1) or at 0 (want 0)?  No track named: yes; one the scenario has
 * not: no. */
static int
track_is(struct session *s, sqlite3_stmt *st, int col, int want)
{
	struct track	*t;

	if (sqlite3_column_type(st, col) != SQLITE_TEXT)
		return 1;
	t = session_track_by_id(s, (const char *)sqlite3_column_text(st, col));
	return t != NULL && (session_track_value(s, t) != 0) == want;
}

/* The next row of st that holds of the game's state too (its when_set
 * track is set, its when_clear track at 0), or 0 when there is none. */
static int
next_holding(struct session *s, sqlite3_stmt *st)
{
	while (sqlite3_step(st) == SQLITE_ROW)
		if (track_is(s, st, 1, 1) && track_is(s, st, 2, 0))
			return 1;
	return 0;
}

int
phase_skipped(struct session *s, int turn, int idx)
{
	sqlite3_stmt	*st = holding(s, "skip", turn, idx);
	int		 skip;

	if (st == NULL)
		return 0;
	skip = next_holding(s, st);
	stmt_put(st);
	return skip;
}

void
phase_remind(struct session *s, int turn, int idx, struct reply *r)
{
	sqlite3_stmt	*st = holding(s, "remind", turn, idx);

	if (st == NULL)
		return;
	while (next_holding(s, st))
		if (sqlite3_column_type(st, 0) == SQLITE_TEXT)
			reply_line(r, "  %s", (const char *)sqlite3_column_text(st,
			    0));
	stmt_put(st);
}

/* Is name one of the ", "-separated items of list? */
static int
listed(const char *list, const char *name)
{
	size_t		 n = strlen(name);
	const char	*p;

	if (n == 0)	/* in no list, and p would never move on */
		return 0;
	for (p = list; (p = strstr(p, name)) != NULL; p += n)
		if ((p == list || p[-1] == ' ') && (p[n] == '\0' || p[n] == ','))
			return 1;
	return 0;
}

void
phase_skips_said(struct session *s, int turn, struct reply *r)
{
	sqlite3_stmt	*st;
	struct buf	 names, why;
	json_t		*left = json_array();
	const char	*w;
	int		 i;

	buf_init(&names);
	buf_init(&why);
	for (i = 0; i < s->nphases; i++) {
		if ((st = holding(s, "skip", turn, i)) == NULL)
			continue;
		if (next_holding(s, st)) {
			/* A step by its own name ("H. Melee Phase"), once,
			 * however many phases above it repeat it. */
			const char *leaf = strrchr(s->phases[i].name, ':');

			leaf = leaf != NULL ? leaf + 2 : s->phases[i].name;
			if (!listed(buf_str(&names), leaf))
				buf_printf(&names, "%s%s", names.len ? ", " : "",
				    leaf);
			json_array_append_new(left, json_string(s->phases[i].id));
			/* Each reason once, however many steps it leaves out. */
			w = (const char *)sqlite3_column_text(st, 0);
			if (w != NULL && strstr(buf_str(&why), w) == NULL)
				buf_printf(&why, "%s%s", why.len ? "; " : "", w);
		}
		stmt_put(st);
	}
	if (names.len > 0)
		reply_line(r, "  This turn leaves out: %s%s%s%s.",
		    buf_str(&names), why.len ? " (" : "", buf_str(&why),
		    why.len ? ")" : "");
	if (json_array_size(left) > 0)
		json_object_set_new(r->json, "steps_left_out", left);
	else
		json_decref(left);
	buf_free(&names);
	buf_free(&why);
}

void
turn_kind(struct session *s, int turn, char *daypart, size_t dlen,
    char *flags, size_t flen)
{
	sqlite3_stmt	*st;

	snprintf(daypart, dlen, "day");
	flags[0] = '\0';
	if (sql_prepare(s->rules, "SELECT t.daypart, COALESCE(t.flags, "
	    "'') FROM turn t JOIN scenario sc ON sc.game = t.game AND "
	    "sc.calendar = t.calendar WHERE t.game = ?1 AND sc.id = ?2 AND t.n "
	    "= ?3", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, turn);
	if (sqlite3_step(st) == SQLITE_ROW) {
		snprintf(daypart, dlen, "%s", sqlite3_column_text(st, 0));
		snprintf(flags, flen, "%s", sqlite3_column_text(st, 1));
	}
	sqlite3_finalize(st);
}

json_t *
turn_flags_json(const char *flags)
{
	json_t	*a = json_array();
	char	 tmp[256], *p, *save = NULL;

	snprintf(tmp, sizeof tmp, "%s", flags);
	for (p = strtok_r(tmp, ",", &save); p != NULL; p = strtok_r(NULL, ",",
	    &save))
		json_array_append_new(a, json_string(p));
	return a;
}
