/* Reading a session: status and victory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/owed.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"

char *
session_victory_level(struct session *s, char *winner, size_t wlen)
{
	sqlite3_stmt	*st;
	char		*level = NULL;
	int		 i;

	/* A mechanism that decides victory its own way. */
	if ((level = session_standing(s, winner, wlen, NULL)) != NULL)
		return level;
	if (sql_prepare(s->rules, "SELECT track, lo, hi, level, winner "
	    "FROM victory_level WHERE game = ?1 AND scenario = ?2 ORDER BY "
	    "rowid", -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (level == NULL && sqlite3_step(st) == SQLITE_ROW) {
		const char *track = (const char *)sqlite3_column_text(st, 0);
		int v = 0, ok = 1;

		if (track != NULL) {
			/* The track, and the hexes that score at the end on
			 * it as they are held now (21.1-21.3). */
			for (i = 0; i < s->ntracks; i++)
				if (strcmp(s->tracks[i].id, track) == 0)
					v = session_track_value(s, &s->tracks[i]) +
					    mechs_end_score(s, &s->tracks[i]);
			if (sqlite3_column_type(st, 1) != SQLITE_NULL &&
			    v < sqlite3_column_int(st, 1))
				ok = 0;
			if (sqlite3_column_type(st, 2) != SQLITE_NULL &&
			    v > sqlite3_column_int(st, 2))
				ok = 0;
		}
		if (!ok)
			continue;
		snprintf(winner, wlen, "%s", sqlite3_column_type(st, 4) ==
		    SQLITE_NULL ? "" : (const char *)sqlite3_column_text(st, 4));
		if (winner[0] != '\0') {
			char *side = NULL;
			sqlite3_stmt *n;

			if (sql_prepare(s->rules, "SELECT name FROM side "
			    "WHERE game = ?1 AND id = ?2", -1, &n, NULL) ==
			    SQLITE_OK) {
				sqlite3_bind_text(n, 1, s->game, -1, SQLITE_STATIC);
				sqlite3_bind_text(n, 2, winner, -1, SQLITE_STATIC);
				if (sqlite3_step(n) == SQLITE_ROW)
					side = xstrdup((const char *)
					    sqlite3_column_text(n, 0));
				sqlite3_finalize(n);
			}
			const char *lv = (const char *)sqlite3_column_text(st, 3);
			/* Levels like 'Minor Victory' name no side; say whose. */
			if (side != NULL && strstr(lv, side) == NULL) {
				if (asprintf(&level, "%s %s", side, lv) < 0)
					level = NULL;
			} else
				level = xstrdup(lv);
			free(side);
		} else
			level = xstrdup((const char *)sqlite3_column_text(st, 3));
	}
	sqlite3_finalize(st);
	return level;
}

void
session_victory(struct session *s, struct reply *r)
{
	char	 winner[32], *level;

	if (s->over) {
		json_object_set_new(r->json, "victory", xjson_pack("{s:s, s:s?}",
		    "level", s->result, "winner", s->winner[0] ? s->winner :
		    NULL));
		return;
	}
	level = session_victory_level(s, winner, sizeof winner);
	json_object_set_new(r->json, "victory", json_null());
	if (level != NULL)
		json_object_set_new(r->json, "standing", json_string(level));
	free(level);
}

/* Where the game is, in the JSON every command that moves it reports:
 * `turn` counts the scenario's own turns (1 = its first), `game_turn` is
 * the game's absolute turn track. */
void
session_position(struct session *s, json_t *o)
{
	json_object_set_new(o, "turn", json_integer(s->turn - s->first_turn +
	    1));
	json_object_set_new(o, "game_turn", json_integer(s->turn));
	json_object_set_new(o, "turn_label",
	    json_string(session_turn_label(s, s->turn)));
	json_object_set_new(o, "phase", json_string(s->phases[s->phase].name));
	json_object_set_new(o, "phase_id", json_string(s->phases[s->phase].id));
	/* Said only of a step worked out (a sequence left to a player aid):
	 * the answers of every other game keep their keys. */
	if (s->phases[s->phase].derived)
		json_object_set_new(o, "phase_derived", json_true());
	json_object_set_new(o, "over", json_boolean(s->over));
}

char *
session_standing(struct session *s, char *winner, size_t wlen,
    struct reply *r)
{
	winner[0] = '\0';
	return mechs_standing(s, winner, wlen, r);
}

void
session_track_notes(struct session *s, struct track *t, struct reply *r)
{
	mechs_track_status(s, t, r);
}

/* What a shared campaign waits for, so every role's status shows it: a
 * line, and "waiting_for" in the JSON (empty when nothing is owed). */
static void
status_waiting(struct session *s, json_t *owed, struct reply *r)
{
	struct owes	 o;
	json_t		*list = json_array(), *it;
	size_t		 i;

	if (s->actor[0] == '\0' && !s->shared) {  /* a table: nothing waits */
		json_decref(list);
		return;
	}
	owes_init(&o);
	session_waiting(s, &o);
	if (o.text.len > 0)
		reply_line(r, "Waiting for: %s", buf_str(&o.text));
	/* The same as a list, and each choice with whose it is and the
	 * command that answers it (a side's terminal asks with it). */
	json_array_foreach(o.items, i, it)
		json_array_append_new(list, json_sprintf("%s %s",
		    session_side_name(s, json_text(it, "side")), json_text(it,
		    "what")));
	json_object_set_new(r->json, "waiting_for", list);
	/* Each with whose, since when and by when (owed.h). */
	json_object_set(r->json, "owed", owed);
	owes_free(&o);
}

void
session_status(struct session *s, struct reply *r)
{
	json_t		*tracks = json_object(), *boxes = json_object();
	json_t		*flags = json_object();
	/* First: the list may fold the session again (owed_view.c). */
	json_t		*owed = owed_list(s);
	struct phase	*p = &s->phases[s->phase];
	char		 winner[32], *level;
	int		 i, j, quiet = 0;

	/* The umpire's console starts with who owes what (a campaign's:
	 * the list is empty at a table, and says nothing there). */
	if ((s->actor[0] != '\0' || s->shared) && (strcmp(s->actor,
	    "umpire") == 0 || (s->actor[0] == '\0' && s->shared))) {
		reply_line(r, "Owed:%s", json_array_size(owed) ? "" :
		    " nothing.");
		owed_lines(s, owed, r);
	}
	reply_line(r, "%s - %s (%s %s)", s->game_title, s->scenario_name,
	    s->tag, s->scenario_section);
	/* The scenario's own count, and the game turn track's where they
	 * differ (rules keyed to the track: the puller's parity, arrivals). */
	if (s->first_turn != 1)
		reply_line(r, "Turn %d of %d (%s; game turn %d)   Phase: %s%s",
		    s->turn - s->first_turn + 1, s->last_turn - s->first_turn +
		    1, session_turn_label(s, s->turn), s->turn, p->name,
		    p->derived ? " (order worked out)" : "");
	else
		reply_line(r, "Turn %d of %d (%s)   Phase: %s%s",
		    s->turn - s->first_turn + 1, s->last_turn - s->first_turn +
		    1, session_turn_label(s, s->turn), p->name, p->derived ?
		    " (order worked out)" : "");
	{
		char	 dp[16], fl[128];

		/* A night turn, a turn of one kind of move only: said where
		 * the turn is, and in the JSON whatever it is. */
		turn_kind(s, s->turn, dp, sizeof dp, fl, sizeof fl);
		if (strcmp(dp, "day") != 0 || fl[0] != '\0')
			reply_line(r, "  A %s turn%s%s.", dp, fl[0] != '\0' ?
			    ": " : "", fl);
		json_object_set_new(r->json, "daypart", json_string(dp));
		json_object_set_new(r->json, "turn_flags", turn_flags_json(fl));
	}
	for (i = 0; i < s->ntracks; i++) {
		struct track *t = &s->tracks[i];
		int v;

		/* Another side's secret: not its value, nor a line. */
		if (track_hidden(s, t))
			continue;
		v = session_track_value(s, t);
		if (strcmp(t->kind, "boxes") == 0) {
			int n = 0;
			json_t *b = json_object();

			for (j = 0; j < s->nitems; j++)
				if (strcmp(s->items[j].track, t->id) == 0) {
					char key[16];
					json_t *a;

					n++;
					snprintf(key, sizeof key, "%d",
					    s->items[j].box);
					if ((a = json_object_get(b, key)) == NULL) {
						a = json_array();
						json_object_set_new(b, key, a);
					}
					json_array_append_new(a,
					    text_json(s->items[j].item));
				}
			reply_line(r, "%s:%s", t->name, n == 0 ? " empty" : "");
			if (n > 0) {
				int hi = 0, lo = 0, v;

				for (j = 0; j < s->nitems; j++)
					if (strcmp(s->items[j].track, t->id) == 0) {
						if (s->items[j].box > hi)
							hi = s->items[j].box;
						if (s->items[j].box < lo)
							lo = s->items[j].box;
					}
				/* Worst box first, as the track is printed. */
				for (v = hi; v >= lo; v--) {
					char label[48];
					struct buf line;

					buf_init(&line);
					for (j = 0; j < s->nitems; j++)
						if (strcmp(s->items[j].track,
						    t->id) == 0 &&
						    s->items[j].box == v)
							buf_printf(&line, "%s%s",
							    line.len ? ", " : "",
							    s->items[j].item);
					session_box_label(s, t, v, label,
					    sizeof label);
					if (line.len > 0)
						reply_line(r, "  %s: %s", label,
						    buf_str(&line));
					buf_free(&line);
				}
			}
			json_object_set_new(tracks, t->id, json_integer(n));
			json_object_set_new(boxes, t->id, b);
			continue;
		}
		if (s->quiet && !t->shown && v == t->initial &&
		    strcmp(t->kind, "derived") != 0)
			quiet++;	/* JSON below; `track` lists it */
		else if (strcmp(t->kind, "flag") == 0)
			reply_line(r, "%s: %s", t->name, v ? "yes" : "no");
		else if (t->meaning[0] != '\0')
			reply_line(r, "%s: %d  (%s)", t->name, v, t->meaning);
		else
			reply_line(r, "%s: %d", t->name, v);
		json_object_set_new(tracks, t->id, json_integer(v));
		/* A flag is also a yes or no, beside the other flags. */
		if (strcmp(t->kind, "flag") == 0)
			json_object_set_new(flags, t->id, json_boolean(v != 0));
		session_track_notes(s, t, r);
	}
	if (quiet > 0)
		reply_line(r, "(%d more at their start: `track` lists every "
		    "track, `track ID` shows one)", quiet);
	mechs_status(s, r);
	if (s->over)
		reply_line(r, "Game over: %s", s->result);
	else if ((level = session_victory_level(s, winner, sizeof winner)) !=
	    NULL) {
		reply_line(r, "If it ended now: %s", level);
		free(level);
	}
	json_object_set_new(r->json, "game", json_string(s->game));
	json_object_set_new(r->json, "scenario", json_string(s->scenario));
	json_object_set_new(r->json, "game_title", json_string(s->game_title));
	json_object_set_new(r->json, "scenario_name",
	    json_string(s->scenario_name));
	session_position(s, r->json);
	json_object_set_new(r->json, "turns",
	    json_integer(s->last_turn - s->first_turn + 1));
	json_object_set_new(r->json, "tracks", tracks);
	json_object_set_new(r->json, "flags", flags);
	json_object_set_new(r->json, "boxes", boxes);
	mechs_pending(s, r);
	status_waiting(s, owed, r);
	json_decref(owed);
	session_victory(s, r);
	json_object_set_new(r->json, "session",
	    text_json(journal_path(s->j)));
}
