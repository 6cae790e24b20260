/* Reading a campaign's events for its clients, up to the last event
 * committed when they were asked for.  A few (what a woken long-poll
 * mostly wants) are read in place by campaign.c, under the campaign's
 * lock, through its session's connection: that costs the writer a few
 * rows.  More go through a connection of their own to the campaign's
 * file (a pool per campaign), outside the lock: a client reading a long
 * history stalls no command. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/acted.h"
#include "adj/buf.h"
#include "adj/text.h"
#include "adj/journal.h"
#include "adj/json_event.h"
#include "adj/session.h"
#include "adj/wire.h"
#include "events.h"
#include "yielding.h"

struct evlist {
	const char	*view;
	struct buf	 text;		/* the events as a JSON array's text */
	int		 n;		/* how many */
	int64_t		 upto;		/* none after this one */
	int		 limit;
	int		 more;
	int64_t		 walked;	/* the last event read */
	struct undone	 undone;	/* the commands undone, by which */
};

/* One event onto an answer's text: its fields (the hash covers them,
 * their exact bytes: wire.c, and links to the event before), and beside
 * them, outside the hash, who acted and whether an undo took it back, as
 * of this answer (adj/acted.h; a page marks an event undone later by the
 * undo event's "cmd").  Written as text at once: a jansson value of each
 * event, written out after, cost the writer more than the command. */
static void
event_text(struct buf *b, int *n, const struct event *e, int undone)
{
	const char	*by;
	json_t		*d;

	buf_addn(b, (*n)++ > 0 ? "," : "[", 1);
	wire_event_text(e, b);
	d = json_event_parse(e->data);
	by = acted_by(d);
	buf_addn(b, ",\"by\":", 6);
	if (text_utf8(by, strlen(by), NULL))
		text_json_quoted(b, by, strlen(by));
	else
		buf_addn(b, "\"\"", 2);
	buf_add(b, undone ? ",\"undone\":true}" : ",\"undone\":false}");
	json_decref(d);
}

/* o's events gone, in whichever of the two forms it held them: an
 * answer holds one or the other of "events" and EVENTS_TEXT, never both
 * (a long-poll that slept may hold an earlier read's). */
static void
events_clear(json_t *o)
{
	json_object_del(o, "events");
	json_object_del(o, EVENTS_TEXT);
}

/* The events written (n of them) into o as events_walk has them: as text
 * (EVENTS_TEXT), or an empty "events" when there are none; b is freed. */
static void
events_text_set(json_t *o, struct buf *b, int n)
{
	events_clear(o);
	if (n == 0)
		json_object_set_new(o, "events", json_array());
	else {
		buf_addn(b, "]", 1);
		json_object_set_new(o, EVENTS_TEXT, json_stringn_nocheck(b->s,
		    b->len));
	}
	buf_free(b);
}

static int
add_event(const struct event *e, void *arg)
{
	struct evlist	*l = arg;
	int64_t		 undo;

	if (e->seq > l->upto)
		return 1;
	l->walked = e->seq;
	if (!view_may_see(l->view, e->vis))
		return 0;	/* nothing of it, not even that it happened */
	if (l->n == l->limit) {
		l->more = 1;
		return 1;
	}
	undo = undone_by(&l->undone, e->cmd);
	event_text(&l->text, &l->n, e, undo != 0 && undo <= l->upto);
	return 0;
}

/* The answer, with the undos given (freed here): its events as text
 * (EVENTS_TEXT), or an empty "events" when there are none. */
static int
events_walk(struct journal *j, const char *view, int64_t after, int64_t upto,
    int limit, json_t *o, struct undone *undone)
{
	struct evlist	 l = { view, { NULL, 0, 0 }, 0, upto, limit, 0, after,
			    *undone };
	int		 rc = 0;

	if (after < upto && journal_each(j, after + 1, add_event, &l) < 0) {
		/* A damaged row (journal.c) is never sent, nor passed: the
		 * client is told the file ends before it. */
		json_object_set_new(o, "damaged", json_string(journal_error(j)));
		upto = l.walked;
		rc = -1;
	}
	undone_free(&l.undone);
	json_object_set_new(o, "last_seq", json_integer(upto));
	events_text_set(o, &l.text, l.n);
	if (l.more)
		json_object_set_new(o, "more", json_true());
	return rc;
}

int
events_from(struct journal *j, const char *view, int64_t after, int64_t upto,
    int limit, json_t *o)
{
	struct undone	 u = { NULL, 0 };

	/* after is the client's: any event number, INT64_MAX included.  The
	 * undos read are those after it only (undone_load): a long-poll's
	 * answer costs a few rows, not the campaign's history. */
	if (after < upto)
		undone_load(j, after, &u);
	return events_walk(j, view, after, upto, limit, o, &u);
}

struct seen {
	const char	*view;
	int64_t		 upto;
	int64_t		 first;		/* the first the view sees, or 0 */
};

static int
first_seen(const struct event *e, void *arg)
{
	struct seen	*f = arg;

	if (e->seq > f->upto)
		return 1;
	if (!view_may_see(f->view, e->vis))
		return 0;
	f->first = e->seq;
	return 1;
}

int64_t
events_seen_after(struct journal *j, const char *view, int64_t after,
    int64_t upto)
{
	struct seen	 f = { view, upto, 0 };

	if (after < upto)
		journal_each(j, after + 1, first_seen, &f);
	return f.first;
}

/* A connection of its own to the campaign's file for a reader of events
 * (WAL: it never waits for the writer, nor the writer for it): from the
 * campaign's pool, or a new one. */
static struct journal *
reader_take(struct readers *p, char *err, size_t errlen)
{
	struct journal	*j = NULL;

	pthread_mutex_lock(&p->lock);
	if (p->n > 0)
		j = p->pool[--p->n];
	pthread_mutex_unlock(&p->lock);
	if (j == NULL && journal_open(p->path, 0, &j, err, errlen) != 0)
		return NULL;
	return j;
}

static void
reader_give(struct readers *p, struct journal *j)
{
	pthread_mutex_lock(&p->lock);
	if (p->n < READERS_KEPT) {
		p->pool[p->n++] = j;
		j = NULL;
	}
	pthread_mutex_unlock(&p->lock);
	journal_close(j);
}

/* An answer read into o, in place of the events o held. */
static void
events_into(json_t *o, json_t *got)
{
	events_clear(o);
	json_object_update(o, got);
}

static int
same_ask(const struct asked *a, const char *view, int64_t after,
    int64_t upto, int limit)
{
	return a->after == after && a->upto == upto && a->limit == limit &&
	    strcmp(a->view, view) == 0;
}

/* The answer kept for this question, shared into o: 1.  Else -1 when
 * this thread is to read it (the same question waits for it), or 0 when
 * another question is being read (this one is read on its own).  Those
 * who wait for a read wait on a bell, not a lock: the 200 long-polls one
 * commit wakes each take the kept answer at once, side by side. */
static int
answer_kept(struct readers *p, const char *view, int64_t after, int64_t upto,
    int limit, json_t *o)
{
	json_t		*kept;
	uint32_t	 rung;
	int		 rc;

	for (;;) {
		rung = bell_rung(&p->read);
		pthread_rwlock_rdlock(&p->alock);
		kept = NULL;
		if (p->answer != NULL && same_ask(&p->asked, view, after, upto,
		    limit))
			kept = json_incref(p->answer);
		rc = p->busy && same_ask(&p->reading, view, after, upto, limit);
		pthread_rwlock_unlock(&p->alock);
		if (kept != NULL) {
			events_into(o, kept);
			json_decref(kept);
			return 1;
		}
		if (!rc)
			break;
		bell_wait(&p->read, rung, NULL);
	}
	rc = 0;
	pthread_rwlock_wrlock(&p->alock);
	if (!p->busy && strlen(view) < sizeof p->reading.view) {
		/* This one reads it: the same question waits for it. */
		p->busy = 1;
		snprintf(p->reading.view, sizeof p->reading.view, "%s", view);
		p->reading.after = after;
		p->reading.upto = upto;
		p->reading.limit = limit;
		rc = -1;
	}
	pthread_rwlock_unlock(&p->alock);
	return rc;
}

/* The read ended (ok: o holds its answer, changed no more): kept for the
 * next asking. */
static void
answer_keep(struct readers *p, json_t *o, int ok)
{
	json_t	*old = NULL;

	pthread_rwlock_wrlock(&p->alock);
	if (ok) {
		old = p->answer;
		p->answer = json_incref(o);
		p->asked = p->reading;
	}
	p->busy = 0;
	pthread_rwlock_unlock(&p->alock);
	json_decref(old);
	bell_ring(&p->read);
}

/* One read of the events through a connection of the pool. */
struct pooled {
	struct readers	*p;
	const char	*view;
	int64_t		 after, upto;
	int		 limit;
	json_t		*got;
	char		*err;
	size_t		 errlen;
	int		 rc;
};

static void
pooled_read(void *arg)
{
	struct pooled	*r = arg;
	struct journal	*j;
	struct undone	 u;
	int		 rc;

	if ((j = reader_take(r->p, r->err, r->errlen)) == NULL) {
		r->rc = -1;
		return;
	}
	/* A history's undos from the campaign's cache (undo_cache.c): an
	 * answer from the start of a long journal reads its thousand
	 * events, not the whole journal for its undos.  A few events (a
	 * long-poll's) read their few undos themselves, and never wait for
	 * the cache. */
	if (r->upto - r->after <= HISTORY_MIN || undo_cache_get(&r->p->undos,
	    j, r->upto, &u) != 0)
		rc = events_from(j, r->view, r->after, r->upto, r->limit,
		    r->got);
	else
		rc = events_walk(j, r->view, r->after, r->upto, r->limit,
		    r->got, &u);
	if (rc != 0) {
		snprintf(r->err, r->errlen, "the campaign's file is damaged: %s",
		    journal_error(j));
		r->rc = -1;
	}
	reader_give(r->p, j);
}

/* A full page of this history, kept as of an earlier event: the page
 * into got, as of upto, when no undo came since (an undo may take back
 * one of its events; a new event comes after it).  1, else 0. */
static int
page_stands(struct readers *p, const char *view, int64_t after, int64_t upto,
    int limit, json_t *got)
{
	struct journal	*j;
	json_t		*page = NULL;
	char		 err[256];
	int64_t		 was = 0;
	int		 rc = 1;

	pthread_rwlock_rdlock(&p->alock);
	if (p->page != NULL && p->paged.upto < upto && p->paged.after ==
	    after && p->paged.limit == limit && strcmp(p->paged.view, view) == 0) {
		page = json_incref(p->page);
		was = p->paged.upto;
	}
	pthread_rwlock_unlock(&p->alock);
	if (page == NULL)
		return 0;
	if ((j = reader_take(p, err, sizeof err)) != NULL) {
		rc = undo_cache_since(&p->undos, j, was, upto);
		reader_give(p, j);
	}
	if (rc == 0) {
		/* As events_walk has them, the events as the text kept. */
		json_object_set_new(got, "last_seq", json_integer(upto));
		json_object_set(got, EVENTS_TEXT, json_object_get(page,
		    EVENTS_TEXT));
		json_object_set_new(got, "more", json_true());
	}
	json_decref(page);
	return rc == 0;
}

/* A full page read (more after it): kept for page_stands, as the text
 * of its events.  A client reading a long history asks for the same
 * page again and again while the journal grows; writing its thousand
 * events out for each answer took a third of the server's time while
 * commands came in beside it, writing them once takes nothing. */
static void
page_keep(struct readers *p, const char *view, int64_t after, int64_t upto,
    int limit, json_t *got)
{
	json_t	*old = NULL, *page, *text;

	if (!json_is_true(json_object_get(got, "more")) || strlen(view) >=
	    sizeof p->paged.view || (text = json_object_get(got,
	    EVENTS_TEXT)) == NULL)
		return;
	if ((page = xjson_pack("{s:O}", EVENTS_TEXT, text)) == NULL)
		return;
	pthread_rwlock_wrlock(&p->alock);
	if (p->page == NULL || p->paged.upto < upto) {
		old = p->page;
		p->page = page;
		page = NULL;
		snprintf(p->paged.view, sizeof p->paged.view, "%s", view);
		p->paged.after = after;
		p->paged.upto = upto;
		p->paged.limit = limit;
	}
	pthread_rwlock_unlock(&p->alock);
	json_decref(old);
	json_decref(page);
}

int
events_read(struct readers *p, const char *view, int64_t after,
    int64_t upto, int limit, json_t *o, char *err, size_t errlen)
{
	struct pooled	 r = { p, view, after, upto, limit, NULL, err, errlen,
			    0 };
	int		 kept;

	if ((kept = answer_kept(p, view, after, upto, limit, o)) == 1)
		return 0;
	r.got = json_object();
	/* A history yields the processors to the commands (yielding.c);
	 * a long-poll's few events are read at once. */
	if (page_stands(p, view, after, upto, limit, r.got))
		;
	else if (after < upto && upto - after > HISTORY_MIN)
		yielding_run(pooled_read, &r);
	else
		pooled_read(&r);
	if (r.rc == 0)
		page_keep(p, view, after, upto, limit, r.got);
	if (kept == -1)
		answer_keep(p, r.got, r.rc == 0);
	if (r.rc == 0)
		events_into(o, r.got);
	json_decref(r.got);
	return r.rc;
}

void
readers_init(struct readers *p, const char *path)
{
	pthread_mutex_init(&p->lock, NULL);
	snprintf(p->path, sizeof p->path, "%s", path);
	p->n = 0;
	pthread_rwlock_init(&p->alock, NULL);
	bell_init(&p->read);
	memset(&p->asked, 0, sizeof p->asked);
	p->answer = NULL;
	p->busy = 0;
	p->page = NULL;
	undo_cache_init(&p->undos);
}

void
readers_close(struct readers *p)
{
	while (p->n > 0)
		journal_close(p->pool[--p->n]);
	json_decref(p->answer);
	p->answer = NULL;
	json_decref(p->page);
	p->page = NULL;
	undo_cache_free(&p->undos);
}

/* Told each event the writer appends (journal_on_append). */
static int
fresh_event(const struct event *e, void *arg)
{
	struct fresh	*f = arg;

	/* Seqs that come again were rolled back: read them instead. */
	if (e->seq != f->next || f->n >= EVENTS_MAX)
		f->broken = 1;
	f->next = e->seq + 1;
	/* An event a command records is no undone one: an undo takes back
	 * commands before it, never its own. */
	if (!f->broken && view_may_see(f->view, e->vis))
		event_text(&f->text, &f->n, e, 0);
	return 0;
}

void
events_fresh_begin(struct fresh *f, struct journal *j, const char *view)
{
	memset(f, 0, sizeof *f);
	f->j = j;
	f->view = view;
	f->next = journal_last_seq(j) + 1;
	journal_on_append(j, fresh_event, f);
}

int
events_fresh_end(struct fresh *f, json_t *o)
{
	int	 ok;

	journal_on_append(f->j, NULL, NULL);
	ok = o != NULL && !f->broken && f->next == journal_last_seq(f->j) + 1;
	if (ok) {
		json_object_set_new(o, "last_seq", json_integer(f->next - 1));
		events_text_set(o, &f->text, f->n);
	}
	buf_free(&f->text);
	return ok ? 0 : -1;
}
