/* What the report's HTML and Markdown share as the walk goes
 * (report_story.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/session.h"
#include "adj/strcopy.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"
#include "report_story.h"

static void
ends_free(struct story_ends *e)
{
	int	 i;

	for (i = 0; i < e->nid; i++)
		free(e->id[i]);
	for (i = 0; i < e->nlabel; i++)
		free(e->label[i]);
	free(e->id);
	free(e->label);
	free(e->turn);
	free(e->lab);
	free(e->v);
}

int
story_init(struct story *st, const struct report_info *in)
{
	const char	*id;
	json_t		*t;

	memset(st, 0, sizeof *st);
	st->last = json_object();
	st->turn = -1;
	buf_init(&st->sentence);
	/* Before the first turn's end, the standing is each track's start. */
	json_object_foreach(in->tracks, id, t)
		json_object_set_new(st->last, id, json_integer(
		    json_integer_value(json_object_get(t, "initial"))));
	if ((st->story = report_spool()) == NULL ||
	    (st->rows = report_spool()) == NULL)
		return -1;
	return 0;
}

void
story_free(struct story *st)
{
	if (st->story != NULL)
		fclose(st->story);
	if (st->rows != NULL)
		fclose(st->rows);
	ends_free(&st->ends);
	json_decref(st->last);
	buf_free(&st->sentence);
}

/* A track's column, made when first seen: every row widened when the
 * rows are full (rare: a track becomes the reader's mid-game). */
static int
ends_column(struct story_ends *e, const char *id)
{
	long long	*v;
	int		 c, i, w;

	for (c = 0; c < e->nid; c++)
		if (strcmp(e->id[c], id) == 0)
			return c;
	if (e->nid == e->w) {
		w = e->w * 2 + 8;
		v = xcalloc((size_t)e->cap * (size_t)w + 1, sizeof *v);
		for (i = 0; i < e->n * w; i++)
			v[i] = STORY_NONE;
		for (i = 0; i < e->n; i++)
			memcpy(v + (size_t)i * (size_t)w, e->v + (size_t)i *
			    (size_t)e->w, (size_t)e->w * sizeof *v);
		free(e->v);
		e->v = v;
		e->w = w;
	}
	e->id = xreallocarray(e->id, (size_t)e->nid + 1, sizeof *e->id);
	e->id[e->nid] = xstrdup(id);
	return e->nid++;
}

static int
ends_label(struct story_ends *e, const char *label)
{
	int	 i;

	/* The last first: ends come in turn order. */
	for (i = e->nlabel - 1; i >= 0; i--)
		if (strcmp(e->label[i], label) == 0)
			return i;
	e->label = xreallocarray(e->label, (size_t)e->nlabel + 1,
	    sizeof *e->label);
	e->label[e->nlabel] = xstrdup(label);
	return e->nlabel++;
}

void
story_turn_end(struct story *st, const struct report_turn *t)
{
	struct story_ends	*e = &st->ends;
	const char		*id;
	json_t			*v;
	long long		*row;
	int			 c, i;

	/* Columns first: a new one widens the rows. */
	json_object_foreach(t->tracks, id, v)
		ends_column(e, id);
	if (e->n == e->cap) {
		e->cap = e->cap * 2 + 16;
		e->turn = xreallocarray(e->turn, (size_t)e->cap,
		    sizeof *e->turn);
		e->lab = xreallocarray(e->lab, (size_t)e->cap, sizeof *e->lab);
		e->v = xreallocarray(e->v, (size_t)e->cap * (size_t)e->w + 1,
		    sizeof *e->v);
	}
	row = e->v + (size_t)e->n * (size_t)e->w;
	for (i = 0; i < e->w; i++)
		row[i] = STORY_NONE;
	json_object_foreach(t->tracks, id, v) {
		c = ends_column(e, id);
		row[c] = json_integer_value(v);
	}
	e->turn[e->n] = t->turn;
	e->lab[e->n] = ends_label(e, t->label != NULL ? t->label : "");
	e->n++;
}

int
story_ends_n(const struct story *st)
{
	return st->ends.n;
}

int
story_end_turn(const struct story *st, int i)
{
	return st->ends.turn[i];
}

const char *
story_end_label(const struct story *st, int i)
{
	return st->ends.label[st->ends.lab[i]];
}

int
story_column(const struct story *st, const char *id)
{
	int	 c;

	for (c = 0; c < st->ends.nid; c++)
		if (strcmp(st->ends.id[c], id) == 0)
			return c;
	return -1;
}

long long
story_end_value(const struct story *st, int i, int c, int *there)
{
	long long	 v;

	v = c < 0 ? STORY_NONE : st->ends.v[(size_t)i * (size_t)st->ends.w +
	    (size_t)c];
	if (there != NULL)
		*there = v != STORY_NONE;
	return v != STORY_NONE ? v : 0;
}

void
story_seen(struct story *st, const struct report_event *e)
{
	if (e->at != NULL && *e->at != '\0') {
		if (st->first_at[0] == '\0')
			str_copy(st->first_at, sizeof st->first_at, e->at);
		str_copy(st->last_at, sizeof st->last_at, e->at);
	}
	if (e->undone_by != 0)
		st->undone++;
}

void
story_actor(struct story *st, const struct report_event *e)
{
	int	 i;

	if (e->by == NULL || *e->by == '\0' || e->by_name == NULL ||
	    *e->by_name == '\0')
		return;		/* at a table: nobody signs */
	for (i = 0; i < st->nroles; i++)
		if (strcmp(st->roles[i], e->by_name) == 0)
			return;
	if (st->nroles < STORY_ROLES)
		snprintf(st->roles[st->nroles++], sizeof st->roles[0], "%s",
		    e->by_name);
}

int
story_standing(struct story *st, const struct report_info *in, int turn,
    void (*fn)(const char *, long long, long long, void *), void *arg)
{
	json_t		*v;
	const char	*id;
	long long	 now, was;
	int		 i, n = 0, there;

	/* That turn's last end (a session played again repeats turns). */
	for (i = st->ends.n - 1; i >= 0; i--)
		if (st->ends.turn[i] == turn)
			break;
	if (i < 0)
		return -1;
	json_object_foreach(in->tracks, id, v) {
		now = story_end_value(st, i, story_column(st, id), &there);
		if (!there)
			continue;
		was = json_integer_value(json_object_get(st->last, id));
		if (now == was && json_object_get(st->last, id) != NULL)
			continue;
		fn(report_track_name(in, id), now, was, arg);
		json_object_set_new(st->last, id, json_integer(now));
		n++;
	}
	return n;
}

struct line {
	FILE		*f;
	void		(*esc)(FILE *, const char *);
	const char	*open, *close;
	int		 n;
};

static void
line_one(const char *name, long long now, long long was, void *arg)
{
	struct line	*l = arg;

	fputs(l->n++ ? "; " : "", l->f);
	l->esc(l->f, name);
	fprintf(l->f, " %s%lld%s (was %lld)", l->open, now, l->close, was);
}

char *
story_standing_line(struct story *st, const struct report_info *in, int turn,
    void (*esc)(FILE *, const char *), const char *open, const char *close)
{
	struct line	 l;
	char		*out = NULL;
	size_t		 len = 0;

	if ((l.f = open_memstream(&out, &len)) == NULL)
		return NULL;
	l.esc = esc;
	l.open = open;
	l.close = close;
	l.n = 0;
	story_standing(st, in, turn, line_one, &l);
	fclose(l.f);
	if (l.n == 0) {
		free(out);
		return NULL;
	}
	return out;
}

void
story_record(struct story *st, const struct report_info *in, struct buf *b)
{
	buf_printf(b, "%lld event%s over %d turn%s, %lld told below, %lld "
	    "undone", (long long)in->events, in->events == 1 ? "" : "s",
	    in->turns, in->turns == 1 ? "" : "s", (long long)st->told,
	    (long long)st->undone);
}

void
story_sides(struct session *s, struct buf *b)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(s->rules, "SELECT name FROM side WHERE game = "
	    "?1 ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW)
		buf_printf(b, "%s%s", n++ ? ", " : "", (const char *)
		    sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
}

void
story_lookup_detail(const struct report_event *e, struct buf *b)
{
	json_t		*d = e->data, *v, *res;
	const char	*k;
	size_t		 i;

	if (strcmp(e->kind, "lookup") != 0 && strcmp(e->kind, "casualty") != 0
	    && strcmp(e->kind, "contest") != 0 && strcmp(e->kind, "roll") != 0)
		return;
	if (json_string_value(json_object_get(d, "line")) != NULL)
		buf_printf(b, "entered: %s; ", json_string_value(
		    json_object_get(d, "line")));
	json_array_foreach(json_object_get(d, "steps"), i, v)
		buf_printf(b, "%s %s; ", json_string_value(json_object_get(v,
		    "dimension")) ? json_string_value(json_object_get(v,
		    "dimension")) : "", json_string_value(json_object_get(v,
		    "entry")) ? json_string_value(json_object_get(v, "entry")) :
		    "");
	if (json_array_size(json_object_get(d, "dice")) > 0) {
		buf_add(b, "dice ");
		json_array_foreach(json_object_get(d, "dice"), i, v)
			buf_printf(b, "%s%lld", i ? "+" : "", (long long)
			    json_integer_value(v));
		buf_add(b, "; ");
	} else if (json_array_size(json_object_get(d, "faces")) > 0) {
		buf_add(b, "dice ");
		json_array_foreach(json_object_get(d, "faces"), i, v)
			buf_printf(b, "%s%lld", i ? "+" : "", (long long)
			    json_integer_value(v));
		buf_add(b, "; ");
	}
	/* The roll as read, where the dice alone do not say it (a d66's
	 * tens and units, or no dice listed). */
	if (json_is_integer(json_object_get(d, "roll")) && json_array_size(
	    json_object_get(d, "dice")) != 1)
		buf_printf(b, "roll %lld; ", (long long)json_integer_value(
		    json_object_get(d, "roll")));
	if (json_is_integer(json_object_get(d, "att_roll")))
		buf_printf(b, "rolls %lld against %lld; ", (long long)
		    json_integer_value(json_object_get(d, "att_roll")),
		    (long long)json_integer_value(json_object_get(d,
		    "def_roll")));
	res = json_object_get(d, "result");
	if (json_is_object(res))
		json_object_foreach(res, k, v)
			buf_printf(b, "%s %s; ", k, json_string_value(v) ?
			    json_string_value(v) : "");
	else if (json_string_value(json_object_get(d, "outcome")) != NULL &&
	    *json_string_value(json_object_get(d, "outcome")) != '\0')
		buf_printf(b, "result %s; ", json_string_value(
		    json_object_get(d, "outcome")));
	else if (json_is_integer(json_object_get(d, "total")))
		buf_printf(b, "total %lld; ", (long long)json_integer_value(
		    json_object_get(d, "total")));
	if (b->len >= 2) {
		b->len -= 2;	/* the last "; " */
		buf_add(b, "");
	}
}
