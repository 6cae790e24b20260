/* The owed listing: every choice a shared campaign waits for, whose it
 * is, the command that answers it, since when (game time and clock
 * time) and its deadline.  The same list is `owed`, "owed" in status and
 * the state, and the top of the umpire's status. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "adj/buf.h"
#include "adj/xalloc.h"
#include "adj/owed.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"

void
owed_span(long long secs, char *out, size_t len)
{
	if (secs < 0)
		secs = 0;
	if (secs < 60)
		snprintf(out, len, "%llds", secs);
	else if (secs < 3600)
		snprintf(out, len, "%lldm", secs / 60);
	else
		snprintf(out, len, "%lldh%02lldm", secs / 3600, secs / 60 % 60);
}

/* Keep the stamps from now on: s folded once more with them (a walk
 * calls its hook on each event, and a second fold would call it twice:
 * reports and replays list no since). */
static void
since_on(struct session *s)
{
	sqlite3_stmt	*st;
	char		 err[256];

	if (s->since != NULL || s->on_event != NULL)
		return;
	s->since = xcalloc(1, sizeof *s->since);
	/* The window: from the first command of the turn before this one
	 * (what is owed now is most often owed since this turn), and no
	 * more than OWED_WINDOW commands back. */
	if (sql_prepare(journal_db(s->j), "SELECT max(coalesce((SELECT "
	    "cmd FROM event WHERE seq = (SELECT min(seq) FROM event WHERE turn "
	    ">= ?1)), 0), coalesce((SELECT cmd FROM (SELECT DISTINCT cmd FROM "
	    "event ORDER BY cmd DESC LIMIT 1 OFFSET ?2)), 0)), (SELECT "
	    "count(DISTINCT cmd) FROM event)", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_int(st, 1, s->turn - 1);
		sqlite3_bind_int(st, 2, OWED_WINDOW - 1);
		if (sqlite3_step(st) == SQLITE_ROW) {
			s->since->from = sqlite3_column_int64(st, 0);
			s->since->commands = sqlite3_column_int64(st, 1);
		}
		sqlite3_finalize(st);
	}
	if (session_refold(s, err, sizeof err) != 0)
		owed_since_free(s);
}

/* An entry owed since before the window (or a window the fold never
 * reached: an undo took it back): fold again from the start. */
static void
since_whole(struct session *s)
{
	struct owed_since	*o = s->since;
	char			 err[256];
	int			 i, early = !o->started;

	for (i = 0; i < o->n; i++)
		early |= o->e[i].early;
	/* A journal too long to fold whole for it: said since before. */
	if (!early || o->from == 0 || (o->started && o->commands >
	    OWED_WHOLE_MAX))
		return;
	o->from = 0;
	if (session_refold(s, err, sizeof err) != 0)
		owed_since_free(s);
	else
		owed_since_flush(s);
}

json_t *
owed_list(struct session *s)
{
	struct owes		 b;
	struct owed_entry	*e;
	json_t			*out = json_array(), *it, *o;
	char			 iso[32];
	size_t			 i, j;

	/* A table: nothing waits (a prompt asks, a script picks). */
	if ((s->actor[0] == '\0' && !s->shared) || s->over)
		return out;
	since_on(s);		/* else no since: a walk's session */
	owed_since_flush(s);
	if (s->since != NULL)
		since_whole(s);
	owes_init(&b);
	owed_collect(s, &b);
	json_array_foreach(b.items, i, it) {
		/* The same entry asked by two steps: listed once. */
		json_array_foreach(out, j, o)
			if (strcmp(json_text(o, "role"), json_text(it,
			    "role")) == 0 && strcmp(json_text(o, "what"),
			    json_text(it, "what")) == 0)
				break;
		if (j < json_array_size(out))
			continue;
		o = json_deep_copy(it);
		if ((e = owed_since_find(s, it)) != NULL) {
			json_object_set_new(o, "since_turn", json_integer(
			    e->turn - s->first_turn + 1));
			json_object_set_new(o, "since_label", json_string(
			    session_turn_label(s, e->turn)));
			json_object_set_new(o, "since_step", json_string(
			    s->phases[e->phase].name));
			json_object_set_new(o, "since", json_string(e->at));
			/* Owed already then: since before it. */
			if (e->early)
				json_object_set_new(o, "since_before",
				    json_true());
		} else {
			json_object_set_new(o, "since_turn", json_null());
			json_object_set_new(o, "since", json_null());
		}
		if (e != NULL && e->due != 0) {
			owed_iso(e->due, iso, sizeof iso);
			json_object_set_new(o, "deadline", json_string(iso));
			json_object_set_new(o, "then", json_string(e->then));
		} else
			json_object_set_new(o, "deadline", json_null());
		json_array_append_new(out, o);
	}
	owes_free(&b);
	return out;
}

/* "17:30 (4m ago)" of an ISO time, in this machine's local time. */
static void
clock_ago(const char *iso, char *out, size_t len)
{
	time_t		 t = owed_iso_time(iso), now = time(NULL);
	struct tm	 tm;
	char		 span[24];

	if (t == (time_t)-1) {
		snprintf(out, len, "?");
		return;
	}
	localtime_r(&t, &tm);
	owed_span((long long)(now - t), span, sizeof span);
	snprintf(out, len, "%02d:%02d (%s ago)", tm.tm_hour, tm.tm_min, span);
}

void
owed_lines(struct session *s, json_t *list, struct reply *r)
{
	struct buf	 who;
	json_t		*o;
	size_t		 i;
	char		 clock[48], due[64], span[24], since[256];
	time_t		 t, now = time(NULL);
	struct tm	 tm;

	buf_init(&who);
	json_array_foreach(list, i, o) {
		due[0] = '\0';
		if (json_is_string(json_object_get(o, "deadline")) &&
		    (t = owed_iso_time(json_text(o, "deadline"))) != (time_t)-1) {
			localtime_r(&t, &tm);
			owed_span((long long)(t - now), span, sizeof span);
			snprintf(due, sizeof due, "; deadline %02d:%02d (%s%s, "
			    "then %s)", tm.tm_hour, tm.tm_min, t > now ? "in " :
			    "due, ", t > now ? span : "now", json_text(o,
			    "then"));
		}
		since[0] = '\0';
		if (json_is_string(json_object_get(o, "since"))) {
			clock_ago(json_text(o, "since"), clock, sizeof clock);
			snprintf(since, sizeof since, "; since %sturn %lld "
			    "(%s), %s, %s", json_is_true(json_object_get(o,
			    "since_before")) ? "before " : "",
			    json_integer_value(json_object_get(o,
			    "since_turn")), json_text(o, "since_label"),
			    json_text(o, "since_step"), clock);
		}
		/* A commander's name is the umpire's typing: one line. */
		reply_line(r, "  %s: %s, `%s`%s%s", text_inline(&who,
		    role_name(s, json_text(o, "role"))), json_text(o, "what"),
		    json_text(o, "answer"), since, due);
	}
	buf_free(&who);
}
