/* Queues of units that arrive one at a time, in their order, when an
 * event or a roll says so: The Long Roads to Gettysburg's Confederate
 * reinforcements and Richmond Garrison (2.0, 3.1), its militia and the
 * Washington and Baltimore garrisons released group by group (3.2); the
 * reinforcing formations of Shattered Union would be the same rows.  The
 * queues and their units are rules (queue, queue_unit); what arrived is
 * folded from "queue" events, each carrying the count arrived after it
 * (its outcome whole, for undo) and where the arrival came from (an
 * effect row, or `queue NAME arrive` typed by hand).  queue_left('ID')
 * lets a condition of the rules read what is left. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/data_text.h"
#include "adj/mech/queue.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

struct queue_one {
	char	 id[48];
	int	 units;			/* its units in the rules */
	int	 arrived;		/* of them, arrived so far */
};

struct queues {
	struct queue_one *q;
	int	 n;
};

#define QS(s)	((struct queues *)session_mech((s), &mech_queue))

/* The queues the session's options keep, in their order. */
static int
queue_start(struct session *s)
{
	sqlite3_stmt	*st;
	struct queues	*qs = QS(s);

	if (sql_prepare(s->rules, "SELECT q.id, (SELECT count(*) FROM "
	    "queue_unit u WHERE u.game = q.game AND u.queue = q.id) FROM queue "
	    "q WHERE q.game = ?1 AND options_hold(q.option, NULL, ?2) ORDER BY "
	    "q.pos, q.rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		qs->q = realloc(qs->q, (size_t)(qs->n + 1) * sizeof *qs->q);
		if (qs->q == NULL)
			abort();
		memset(&qs->q[qs->n], 0, sizeof qs->q[qs->n]);
		data_text(qs->q[qs->n].id, sizeof qs->q[qs->n].id, st, 0);
		qs->q[qs->n++].units = sqlite3_column_int(st, 1);
	}
	sqlite3_finalize(st);
	return 0;
}

static struct queue_one *
find(struct session *s, const char *id)
{
	struct queues	*qs = QS(s);
	int		 i;

	for (i = 0; qs != NULL && id != NULL && i < qs->n; i++)
		if (strcmp(qs->q[i].id, id) == 0)
			return &qs->q[i];
	return NULL;
}

static void
queue_fold(struct session *s, const char *kind, json_t *d)
{
	struct queue_one *q = find(s, json_text(d, "queue"));

	(void)kind;
	if (q != NULL)
		q->arrived = (int)json_integer_value(json_object_get(d,
		    "arrived"));
}

static void
queue_clear(struct session *s)
{
	free(QS(s)->q);
}

int
queue_left(struct session *s, const char *id)
{
	struct queue_one *q = find(s, id);

	if (q == NULL)
		return -1;
	return q->units > q->arrived ? q->units - q->arrived : 0;
}

/* The unit at pos (from 1) of queue id: its name and our words for it
 * (what may be NULL). */
static int
unit_at(struct session *s, const char *id, int pos, char *unit, size_t ulen,
    char *what, size_t wlen)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT unit, COALESCE(what, '') "
	    "FROM queue_unit WHERE game = ?1 AND queue = ?2 ORDER BY pos "
	    "LIMIT 1 OFFSET ?3", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, pos - 1);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(unit, ulen, st, 0);
		if (what != NULL)
			data_text(what, wlen, st, 1);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

const char *
queue_next(struct session *s, const char *id)
{
	static _Thread_local char unit[96];
	struct queue_one *q = find(s, id);

	if (q == NULL || queue_left(s, id) == 0 || !unit_at(s, id,
	    q->arrived + 1, unit, sizeof unit, NULL, 0))
		return NULL;
	return unit;
}

/* A queue's name, section and exhausted words, from the rules. */
struct qrow {
	char	 name[96], side[32], section[24], exhausted[256];
};

static int
qrow(struct session *s, const char *id, struct qrow *w)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(w, 0, sizeof *w);
	if (sql_prepare(s->rules, "SELECT name, COALESCE(side, ''), "
	    "section, COALESCE(exhausted, '') FROM queue WHERE game = ?1 AND "
	    "id = ?2", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(w->name, sizeof w->name, st, 0);
		data_text(w->side, sizeof w->side, st, 1);
		data_text(w->section, sizeof w->section, st, 2);
		data_text(w->exhausted, sizeof w->exhausted, st, 3);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

int
queue_pick(struct session *s, const char *typed, char *out, size_t len,
    struct reply *r)
{
	char	*opt;

	if (rules_int(s->rules, 0, "SELECT count(*) FROM queue WHERE game = "
	    "?1", s->game, NULL) == 0)
		return reply_fail(r, "\"%s\": %s has no queues", typed,
		    s->game_title);
	if (session_pick(s, "SELECT id, name FROM queue WHERE game = ?1 "
	    "ORDER BY pos, rowid", typed, "queue", out, len, r) != 0)
		return -1;
	if (find(s, out) != NULL)
		return 0;
	/* A queue of the rules that this game does not keep. */
	opt = rules_text(s->rules, "SELECT option FROM queue WHERE game = ?1 "
	    "AND id = ?2", s->game, out);
	reply_fail(r, "%s: kept only with the rule option %s, which this game "
	    "was not started with", out, opt != NULL ? opt : "?");
	free(opt);
	return -1;
}

int
queue_arrive(struct session *s, const char *id,
    const struct event_source *src, struct reply *r)
{
	struct queue_one *q = find(s, id);
	struct qrow	 w;
	char		 unit[96], what[256], text[512];
	json_t		*d, *from;

	if (q == NULL || !qrow(s, id, &w))
		return reply_fail(r, "no queue \"%s\" in this game: `queue` "
		    "lists them", id);
	if (queue_left(s, id) == 0)
		return reply_fail(r, "%s: no unit left to arrive%s%s%s", w.name,
		    w.exhausted[0] ? " (" : "", w.exhausted, w.exhausted[0] ?
		    ")" : "");
	if (!unit_at(s, id, q->arrived + 1, unit, sizeof unit, what,
	    sizeof what))
		return reply_fail(r, "%s: the rules list no unit %d", w.name,
		    q->arrived + 1);
	snprintf(text, sizeof text, "%s: %s arrives (%d of %d)%s%s", w.name,
	    unit, q->arrived + 1, q->units, what[0] ? ": " : "", what);
	d = xjson_pack("{s:s, s:s, s:i, s:i}", "queue", id, "unit", unit,
	    "pos", q->arrived + 1, "arrived", q->arrived + 1);
	if (w.side[0] != '\0')
		json_object_set_new(d, "side", json_string(w.side));
	if ((from = source_json(src)) != NULL)
		json_object_set_new(d, "source", from);
	if (session_record(s, "queue", text, d) != 0)
		return reply_fail(r, "cannot record the arrival");
	reply_line(r, "  %s (%s %s)", text, s->tag, w.section);
	if (queue_left(s, id) == 0 && w.exhausted[0] != '\0')
		reply_line(r, "  %s is now empty: %s", w.name, w.exhausted);
	return 0;
}

int
queue_show(struct session *s, const char *typed, struct reply *r)
{
	struct queues	*qs = QS(s);
	struct qrow	 w;
	struct buf	 b;
	char		 unit[96], what[256];
	char		 only[48] = "";
	json_t		*a, *o, *units;
	int		 i, k;

	if (typed != NULL && queue_pick(s, typed, only, sizeof only, r) != 0)
		return -1;
	a = json_array();
	if (qs->n == 0)
		reply_line(r, "%s keeps no queue with the options of this game.",
		    s->game_title);
	else
		reply_line(r, "Queues (`queue NAME arrive` brings the next unit "
		    "in by hand):");
	buf_init(&b);
	for (i = 0; i < qs->n; i++) {
		struct queue_one *q = &qs->q[i];

		if (only[0] != '\0' && strcmp(only, q->id) != 0)
			continue;
		qrow(s, q->id, &w);
		reply_line(r, "  %s (%s%s%s %s): %d of %d arrived, %d left", w.name,
		    w.side[0] ? session_side_name(s, w.side) : "",
		    w.side[0] ? ", " : "", s->tag, w.section, q->arrived,
		    q->units, queue_left(s, q->id));
		o = xjson_pack("{s:s, s:s, s:i, s:i}", "id", q->id, "name",
		    w.name, "arrived", q->arrived, "left", queue_left(s, q->id));
		units = json_array();
		buf_reset(&b);
		for (k = 1; k <= q->arrived && unit_at(s, q->id, k, unit,
		    sizeof unit, NULL, 0); k++) {
			buf_printf(&b, "%s%s", k > 1 ? ", " : "", unit);
			json_array_append_new(units, json_string(unit));
		}
		json_object_set_new(o, "arrived_units", units);
		if (b.len > 0)
			reply_line(r, "    arrived: %s", buf_str(&b));
		if (unit_at(s, q->id, q->arrived + 1, unit, sizeof unit, what,
		    sizeof what)) {
			reply_line(r, "    next:    %s%s%s", unit, what[0] ? ": " :
			    "", what);
			json_object_set_new(o, "next", json_string(unit));
		} else {
			reply_line(r, "    empty%s%s", w.exhausted[0] ? ": " : "",
			    w.exhausted);
			json_object_set_new(o, "next", json_null());
		}
		units = json_array();
		buf_reset(&b);
		for (k = q->arrived + 2; unit_at(s, q->id, k, unit, sizeof unit,
		    NULL, 0); k++) {
			buf_printf(&b, "%s%s", b.len ? ", " : "", unit);
			json_array_append_new(units, json_string(unit));
		}
		json_object_set_new(o, "then", units);
		if (b.len > 0)
			reply_line(r, "    then:    %s", buf_str(&b));
		json_array_append_new(a, o);
	}
	buf_free(&b);
	json_object_set_new(r->json, "queues", a);
	return 0;
}

/* Status: one line for the queues, and {NAME: {left, next}} in the
 * JSON. */
static void
queue_status(struct session *s, struct reply *r)
{
	struct queues	*qs = QS(s);
	struct qrow	 w;
	struct buf	 b;
	json_t		*o = json_object();
	const char	*next;
	int		 i;

	/* Scripts read the object whatever the options kept. */
	json_object_set_new(r->json, "queues", o);
	if (qs->n == 0)
		return;
	buf_init(&b);
	for (i = 0; i < qs->n; i++) {
		next = queue_next(s, qs->q[i].id);
		qrow(s, qs->q[i].id, &w);
		buf_printf(&b, "%s%s %d left", i ? ", " : "", w.name,
		    queue_left(s, qs->q[i].id));
		json_object_set_new(o, qs->q[i].id, xjson_pack("{s:i, s:o}",
		    "left", queue_left(s, qs->q[i].id), "next", next != NULL ?
		    json_string(next) : json_null()));
	}
	reply_line(r, "Queues (`queue` shows what is next): %s", buf_str(&b));
	buf_free(&b);
}

static void
queue_report(struct session *s, json_t *o)
{
	struct queues	*qs = QS(s);
	json_t		*all = json_object();
	int		 i;

	for (i = 0; i < qs->n; i++)
		json_object_set_new(all, qs->q[i].id, json_integer(
		    qs->q[i].arrived));
	json_object_set_new(o, "queues", all);
}

/* queue_left('ID'): the units of the queue not yet arrived, for the
 * rules' conditions (a random event that reads otherwise once a queue
 * is exhausted).  With no game open, or a queue the game does not keep:
 * NULL, which no condition takes as a value. */
static void
sql_queue_left(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct session	*s = sqlite3_user_data(ctx);
	const char	*id = (const char *)sqlite3_value_text(argv[0]);
	int		 n;

	(void)argc;
	if (s == NULL || id == NULL || (n = queue_left(s, id)) < 0)
		sqlite3_result_null(ctx);
	else
		sqlite3_result_int(ctx, n);
}

static void
queue_sql(sqlite3 *db, struct session *s)
{
	sqlite3_create_function(db, "queue_left", 1, SQLITE_UTF8, s,
	    sql_queue_left, NULL, NULL);
}

static const char *const queue_kinds[] = { "queue", NULL };

const struct mech mech_queue = {
	.name = "queue",
	.what = "queues of arriving units",
	.kinds = queue_kinds,
	.size = sizeof(struct queues),
	.start = queue_start,
	.fold = queue_fold,
	.clear = queue_clear,
	.status = queue_status,
	.report = queue_report,
	.sql = queue_sql,
};
