/* Notices to the roles of a campaign, for players who do not watch a
 * terminal: when a role newly owes a choice, or a message arrives for
 * it, the server POSTs {"campaign", "role", "kind", "text"} to the
 * address the umpire gave for that role (`notify ROLE URL`, an event
 * only the umpire reads: cmd-notify.c).  kind is "owed" or "message".
 *
 * Only what that role may read is sent: an owed choice is one every
 * role's status shows, named as that role owes it; a message is the
 * delivery event that role reads, to it alone.  The campaign's own
 * channel (`notify all URL`), which everyone may read, hears what each
 * role owes and never a message.
 *
 * After each batch the campaign's writer (campaign.c, its lock held)
 * compares what is owed with what was owed after the batch before, and
 * reads the batch's events for deliveries and for changes of address;
 * a campaign with no address pays one look at its batch's events.  The
 * notices are sent by one thread of their own from a bounded queue (the
 * oldest dropped past NOTIFY_QUEUE, and said so), with short timeouts,
 * http and https only, never following a redirect: a receiver that
 * hangs delays other notices, never a command. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"
#include "../cli/cli.h"
#include "../sync/http.h"
#include "notify.h"

#define NOTIFY_TARGETS	48	/* umpire, sides, commanders, all */
#define NOTIFY_URL	401	/* cmd-notify.c's limit, and the NUL */
#define NOTIFY_QUEUE	64	/* notices waiting to be sent */
#define NOTIFY_TIMEOUT	5	/* seconds a receiver has, all told */

struct target {
	char	 role[ROLE_LEN];
	char	 url[NOTIFY_URL];
};

struct notify {
	char		 campaign[32];
	struct target	 t[NOTIFY_TARGETS];
	int		 n;
	json_t		*owed;		/* role -> owed list, after the last
					 * batch (NULL: no target, nothing
					 * compared) */
	sqlite3_stmt	*probe;		/* has a batch changed an address? */
};

/* --- the sender ------------------------------------------------------ */

struct notice {
	char	 campaign[32];
	char	 role[ROLE_LEN];
	char	 url[NOTIFY_URL];
	char	*body;
};

static struct {
	pthread_mutex_t	 lock;
	pthread_cond_t	 more;
	struct notice	 q[NOTIFY_QUEUE];
	int		 head, count;
	int		 stop, running;
	pthread_t	 thread;
	struct http	*current;	/* the call in progress, to stop */
} Q = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
    { { "", "", "", NULL } }, 0, 0, 0, 0, 0, NULL };

static void
send_one(struct notice *n)
{
	struct http	*h;
	json_t		*body, *answer = NULL;
	char		 err[256];
	long		 status = 0;
	int		 rc = -1, go;

	body = json_loads(n->body, 0, NULL);
	if ((h = http_new(n->url, NULL)) == NULL)
		snprintf(err, sizeof err, "libcurl could not be loaded");
	else {
		pthread_mutex_lock(&Q.lock);
		Q.current = Q.stop ? NULL : h;
		go = Q.current != NULL;
		pthread_mutex_unlock(&Q.lock);
		if (go)
			rc = http_call(h, "", body, NOTIFY_TIMEOUT, &status,
			    &answer, err, sizeof err);
		else
			snprintf(err, sizeof err, "the server is stopping");
		pthread_mutex_lock(&Q.lock);
		Q.current = NULL;
		pthread_mutex_unlock(&Q.lock);
		http_free(h);
	}
	/* The address is left out: it may be the receiver's secret. */
	if (rc == 0 && (status < 200 || status > 299))
		snprintf(err, sizeof err, "the receiver answered %ld", status);
	if (rc != 0 || status < 200 || status > 299)
		fprintf(stderr, "adjutant serve: campaign %s: a notice for %s was "
		    "not delivered: %s\n", n->campaign, n->role, err);
	json_decref(answer);
	json_decref(body);
}

static void *
sender(void *arg)
{
	struct notice	 n;

	(void)arg;
	pthread_mutex_lock(&Q.lock);
	for (;;) {
		while (!Q.stop && Q.count == 0)
			pthread_cond_wait(&Q.more, &Q.lock);
		if (Q.stop)
			break;
		n = Q.q[Q.head];
		Q.head = (Q.head + 1) % NOTIFY_QUEUE;
		Q.count--;
		pthread_mutex_unlock(&Q.lock);
		send_one(&n);
		free(n.body);
		pthread_mutex_lock(&Q.lock);
	}
	pthread_mutex_unlock(&Q.lock);
	return NULL;
}

int
notify_start(void)
{
	Q.stop = 0;
	if (pthread_create(&Q.thread, NULL, sender, NULL) != 0)
		return -1;
	Q.running = 1;
	return 0;
}

void
notify_stop(void)
{
	if (!Q.running)
		return;
	pthread_mutex_lock(&Q.lock);
	Q.stop = 1;
	if (Q.current != NULL)
		http_stop(Q.current);
	pthread_cond_signal(&Q.more);
	pthread_mutex_unlock(&Q.lock);
	pthread_join(Q.thread, NULL);
	Q.running = 0;
	while (Q.count > 0) {
		free(Q.q[Q.head].body);
		Q.head = (Q.head + 1) % NOTIFY_QUEUE;
		Q.count--;
	}
}

static void
enqueue(struct notify *n, const struct target *t, const char *kind,
    const char *text)
{
	struct notice	*q;
	json_t		*o;
	int		 at;

	o = xjson_pack("{s:s, s:s, s:s, s:o}", "campaign", n->campaign, "role",
	    t->role, "kind", kind, "text", text_json(text));
	pthread_mutex_lock(&Q.lock);
	if (!Q.running || Q.stop) {
		pthread_mutex_unlock(&Q.lock);
		json_decref(o);
		return;
	}
	if (Q.count == NOTIFY_QUEUE) {
		q = &Q.q[Q.head];
		fprintf(stderr, "adjutant serve: campaign %s: a notice for %s "
		    "dropped: %d wait to be sent (a receiver is slow)\n",
		    q->campaign, q->role, NOTIFY_QUEUE);
		free(q->body);
		Q.head = (Q.head + 1) % NOTIFY_QUEUE;
		Q.count--;
	}
	at = (Q.head + Q.count) % NOTIFY_QUEUE;
	q = &Q.q[at];
	snprintf(q->campaign, sizeof q->campaign, "%s", n->campaign);
	snprintf(q->role, sizeof q->role, "%s", t->role);
	snprintf(q->url, sizeof q->url, "%s", t->url);
	q->body = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
	json_decref(o);
	if (q->body != NULL) {
		Q.count++;
		pthread_cond_signal(&Q.more);
	}
	pthread_mutex_unlock(&Q.lock);
}

/* --- the campaign's addresses ---------------------------------------- */


/* What the campaign owes now, as each target's role reads it (its status
 * says so; the campaign's channel, "all", reads the observer's, the
 * public view): an entry's words may name what only its owner and the
 * umpire know (a chit drawn into a hand), and are sent in that view
 * only.  An object, role -> owed list (in a campaign: the writer's actor
 * and view are set while it runs a command only). */
static json_t *
owed_now(struct notify *n, struct session *s)
{
	struct owes	 o;
	char		 actor[sizeof s->actor], view[sizeof s->view];
	const char	*as;
	json_t		*all = json_object();
	int		 k;

	snprintf(actor, sizeof actor, "%s", s->actor);
	snprintf(view, sizeof view, "%s", s->view);
	for (k = 0; k < n->n; k++) {
		if (json_object_get(all, n->t[k].role) != NULL)
			continue;
		as = strcmp(n->t[k].role, "all") == 0 ? "observer" :
		    n->t[k].role;
		snprintf(s->actor, sizeof s->actor, "%s", as);
		snprintf(s->view, sizeof s->view, "%s", as);
		owes_init(&o);
		session_waiting(s, &o);
		json_object_set(all, n->t[k].role, o.items);
		owes_free(&o);
	}
	snprintf(s->actor, sizeof s->actor, "%s", actor);
	snprintf(s->view, sizeof s->view, "%s", view);
	return all;
}

/* The addresses as the journal has them (undone ones left out), and
 * what is owed now: what the next batch is compared with. */
static void
reload(struct notify *n, struct session *s)
{
	json_t		*o = notify_addresses(s), *v;
	const char	*role;

	n->n = 0;
	json_object_foreach(o, role, v)
		if (n->n < NOTIFY_TARGETS && strlen(role) < ROLE_LEN &&
		    json_string_length(v) < NOTIFY_URL) {
			snprintf(n->t[n->n].role, sizeof n->t[n->n].role, "%s",
			    role);
			snprintf(n->t[n->n].url, sizeof n->t[n->n].url, "%s",
			    json_string_value(v));
			n->n++;
		}
	json_decref(o);
	json_decref(n->owed);
	n->owed = n->n > 0 ? owed_now(n, s) : NULL;
}

struct notify *
notify_new(const char *campaign, struct session *s)
{
	struct notify	*n;

	if ((n = xcalloc(1, sizeof *n)) == NULL)
		abort();
	snprintf(n->campaign, sizeof n->campaign, "%s", campaign);
	reload(n, s);
	return n;
}

void
notify_free(struct notify *n)
{
	if (n == NULL)
		return;
	sqlite3_finalize(n->probe);
	json_decref(n->owed);
	free(n);
}

/* --- after a batch ----------------------------------------------------- */

/* Who owes an owed entry: its role when it names one, else its side. */
static const char *
owner(json_t *item)
{
	const char	*role = json_text(item, "role");

	return *role != '\0' ? role : json_text(item, "side");
}

/* Is the owed entry target t's to hear of?  The role owing it, the side
 * of a commander owing it, a commander of the side owing it; "all"
 * hears of every one. */
static int
owes_to(const struct target *t, json_t *item)
{
	const char	*who = owner(item);

	return strcmp(t->role, "all") == 0 || strcmp(t->role, who) == 0 ||
	    strcmp(t->role, role_side(who)) == 0 || (strchr(who, '/') ==
	    NULL && strcmp(role_side(t->role), who) == 0);
}

static int
same_owed(json_t *a, json_t *b)
{
	return strcmp(owner(a), owner(b)) == 0 && strcmp(json_text(a, "what"),
	    json_text(b, "what")) == 0 && strcmp(json_text(a, "answer"),
	    json_text(b, "answer")) == 0;
}

static void
owed_notices(struct notify *n, struct session *s, json_t *now)
{
	json_t		*item, *was, *mine, *before;
	size_t		 i, j;
	char		 text[600];
	int		 k, old;

	for (k = 0; k < n->n; k++) {
		mine = json_object_get(now, n->t[k].role);
		/* A target new since the last batch: nothing to compare. */
		if ((before = json_object_get(n->owed, n->t[k].role)) == NULL)
			continue;
		json_array_foreach(mine, i, item) {
			if (!owes_to(&n->t[k], item))
				continue;
			old = 0;
			json_array_foreach(before, j, was)
				old |= same_owed(item, was);
			if (old)
				continue;
			if (strcmp(n->t[k].role, "all") == 0)
				snprintf(text, sizeof text, "%s owes %s: `%s`",
				    role_name(s, owner(item)), json_text(item,
				    "what"), json_text(item, "answer"));
			else
				snprintf(text, sizeof text, "You owe %s: `%s`",
				    json_text(item, "what"), json_text(item,
				    "answer"));
			enqueue(n, &n->t[k], "owed", text);
		}
	}
}

/* A message delivered to t's role: to it (the umpire: to the umpire
 * alone), as that role's log reads it. */
static int
arrives_to(const struct target *t, const char *vis)
{
	if (strcmp(t->role, "all") == 0 || strcmp(vis, "all") == 0)
		return 0;
	if (strcmp(t->role, "umpire") == 0)
		return strcmp(vis, "umpire") == 0;
	return view_may_see(t->role, vis);
}

struct scan {
	struct notify	*n;
	int		 reload;
	json_t		*arrived;	/* [{vis, text}] */
};

static int
scan_one(const struct event *e, void *arg)
{
	struct scan	*sc = arg;
	json_t		*d;

	if (strcmp(e->kind, "notify") == 0 || strcmp(e->kind, "undo") == 0)
		sc->reload = 1;
	else if (strcmp(e->kind, "delivery") == 0 && (d = json_loads(e->data,
	    0, NULL)) != NULL) {
		if (strcmp(json_text(d, "how"), "delivered") == 0)
			json_array_append_new(sc->arrived, xjson_pack("{s:s, s:o}",
			    "vis", e->vis, "text", text_json(e->text)));
		json_decref(d);
	}
	return 0;
}

static int
address_changed(struct notify *n, struct session *s, int64_t from)
{
	int	 changed = 1;

	if (n->probe == NULL && sql_prepare(journal_db(s->j), "SELECT "
	    "count(*) FROM event WHERE seq > ?1 AND kind IN ('notify', "
	    "'undo')", -1, &n->probe, NULL) != SQLITE_OK)
		return 1;
	sqlite3_bind_int64(n->probe, 1, from);
	if (sqlite3_step(n->probe) == SQLITE_ROW)
		changed = sqlite3_column_int(n->probe, 0) > 0;
	sqlite3_reset(n->probe);
	return changed;
}

int
notify_due(struct notify *n, struct session *s, int64_t from)
{
	/* No address yet: one indexed look at the batch, for one being set
	 * (or an undo that brings one back), and nothing more. */
	return n != NULL && journal_last_seq(s->j) > from && (n->n > 0 ||
	    address_changed(n, s, from));
}

void
notify_batch(struct notify *n, struct session *s, int64_t from)
{
	struct scan	 sc = { n, 0, json_array() };
	json_t		*now, *a;
	size_t		 i;
	int		 k;

	if (!notify_due(n, s, from)) {
		json_decref(sc.arrived);
		return;
	}
	journal_each(s->j, from + 1, scan_one, &sc);
	if (sc.reload) {
		/* What was owed before the batch stays the measure. */
		now = n->owed != NULL ? json_incref(n->owed) : NULL;
		reload(n, s);
		if (now != NULL) {
			json_decref(n->owed);
			n->owed = now;
		}
	}
	if (n->n == 0) {
		json_decref(n->owed);
		n->owed = NULL;
		json_decref(sc.arrived);
		return;
	}
	now = owed_now(n, s);
	if (n->owed != NULL)
		owed_notices(n, s, now);
	json_decref(n->owed);
	n->owed = now;
	json_array_foreach(sc.arrived, i, a)
		for (k = 0; k < n->n; k++)
			if (arrives_to(&n->t[k], json_text(a, "vis")))
				enqueue(n, &n->t[k], "message", json_text(a,
				    "text"));
	json_decref(sc.arrived);
}
