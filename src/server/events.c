/* Reading a campaign's events for its clients, up to the last event
 * committed when they were asked for.  A few (what a woken long-poll
 * mostly wants) are read in place, under the campaign's lock, through its
 * session's connection: that costs the writer a few rows.  More go
 * through a connection of their own to the campaign's file (a pool per
 * campaign), outside the lock: a client reading a long history stalls no
 * command.  A long-poll waits on the campaign without holding it. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "adj/session.h"
#include "adj/wire.h"
#include "server.h"
#include "campaign.h"

struct evlist {
	const char	*view;
	json_t		*out;
	int64_t		 upto;		/* none after this one */
	int		 limit;
	int		 more;
};

static int
add_event(const struct event *e, void *arg)
{
	struct evlist	*l = arg;

	if (e->seq > l->upto)
		return 1;
	if (!view_may_see(l->view, e->vis))
		return 0;	/* nothing of it, not even that it happened */
	if ((int)json_array_size(l->out) == l->limit) {
		l->more = 1;
		return 1;
	}
	/* Everything a client needs to keep a copy it can check: the hash
	 * covers these fields (their exact bytes: wire.c) and links to the
	 * event before. */
	json_array_append_new(l->out, wire_event(e));
	return 0;
}

void
events_from(struct journal *j, const char *view, int64_t after, int64_t upto,
    int limit, json_t *o)
{
	struct evlist	 l = { view, json_array(), upto, limit, 0 };

	/* after is the client's: any event number, INT64_MAX included. */
	if (after < upto)
		journal_each(j, after + 1, add_event, &l);
	json_object_set_new(o, "last_seq", json_integer(upto));
	json_object_set_new(o, "events", l.out);
	if (l.more)
		json_object_set_new(o, "more", json_true());
}

/* A connection of its own to the campaign's file for a reader of events
 * (WAL: it never waits for the writer, nor the writer for it): from the
 * campaign's pool, or a new one. */
static struct journal *
reader_take(struct campaign *k, char *err, size_t errlen)
{
	struct journal	*j = NULL;
	char		 path[4300];

	pthread_mutex_lock(&k->plock);
	if (k->npool > 0)
		j = k->pool[--k->npool];
	pthread_mutex_unlock(&k->plock);
	if (j == NULL) {
		campaign_file(k, path, sizeof path);
		if (journal_open(path, 0, &j, err, errlen) != 0)
			return NULL;
	}
	return j;
}

static void
reader_give(struct campaign *k, struct journal *j)
{
	pthread_mutex_lock(&k->plock);
	if (k->npool < READERS_KEPT) {
		k->pool[k->npool++] = j;
		j = NULL;
	}
	pthread_mutex_unlock(&k->plock);
	journal_close(j);
}

int
events_read(struct campaign *k, const char *role, int64_t after,
    int64_t upto, int limit, json_t *o, char *err, size_t errlen)
{
	struct journal	*j;

	if ((j = reader_take(k, err, errlen)) == NULL)
		return -1;
	events_from(j, role, after, upto, limit, o);
	reader_give(k, j);
	return 0;
}

/* The events a role may see after `after`, read outside the campaign's
 * lock (a client reading a long journal stalls no command); with wait,
 * a long-poll until there is one. */
json_t *
campaign_events(struct campaign *k, const char *role, long long after,
    int wait, int limit)
{
	struct timespec	 until;
	char		 err[256];
	json_t		*o = json_pack("{s:b}", "ok", 1);
	int64_t		 last;
	int		 rc;

	if (limit <= 0 || limit > EVENTS_MAX)
		limit = EVENTS_MAX;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += wait;
	pthread_mutex_lock(&k->lock);
	for (;;) {
		/* Committed as far as last: batches run under the lock. */
		last = journal_last_seq(k->c.s->j);
		if (last - after <= EVENTS_IN_PLACE)
			events_from(k->c.s->j, role, after, last, limit, o);
		else {
			pthread_mutex_unlock(&k->lock);
			rc = events_read(k, role, after, last, limit, o, err,
			    sizeof err);
			pthread_mutex_lock(&k->lock);
			if (rc != 0) {
				pthread_mutex_unlock(&k->lock);
				json_decref(o);
				return json_pack("{s:b, s:s}", "ok", 0, "error",
				    err);
			}
		}
		if (wait <= 0 || json_array_size(json_object_get(o, "events")) >
		    0 || k->closing)
			break;
		/* Long-poll: sleep until the journal passes last; another
		 * side's secret wakes it with nothing, and it sleeps again. */
		if (last > after)
			after = last;
		while (wait > 0 && !k->closing && journal_last_seq(
		    k->c.s->j) == last)
			if (pthread_cond_timedwait(&k->grew, &k->lock, &until) ==
			    ETIMEDOUT)
				wait = 0;
	}
	pthread_mutex_unlock(&k->lock);
	return o;
}

void
readers_close(struct campaign *k)
{
	while (k->npool > 0)
		journal_close(k->pool[--k->npool]);
}
