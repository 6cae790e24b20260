/* A campaign on the server: its session (a session file in the data
 * folder, run as a terminal would run it), one lock for it, and group
 * commit.
 *
 * Commands from many clients queue on the campaign.  Whoever finds no
 * batch running becomes its leader: it runs every queued command inside
 * one transaction (each a savepoint, so a refused one leaves nothing),
 * commits once, and only then are their answers released.  One fsync
 * serves a whole batch, so throughput grows with the number of clients
 * while no answer is ever sent before its events are durable.
 *
 * Each waiting command sleeps on a lock and condition of its own: a
 * batch's end hands the lead to the first command queued meanwhile (its
 * batch starts at once), then wakes the commands it ran, one by one, and
 * nobody else.  One condition for all woke every waiter at every batch's
 * end (hundreds, under load) to find most of them not done yet, and each
 * woken one then waited for the queue's lock, held by the leader as it
 * woke the others: the machine spent its time switching threads.
 *
 * The answer to a client id is stored in the campaign's own file, in the
 * same transaction as the events it made: after a crash either both are
 * there or neither, so a retried request is never applied twice
 * (answers.c).
 *
 * Readers never take the campaign's lock, nor wait for a batch: a command
 * that writes nothing and a role's state are run by reading.c's readers,
 * the events read by events.c and the report built by report_cache.c,
 * each from connections of their own (WAL).  What they must know of the
 * writer (how far the journal is committed, who its commanders are) it
 * publishes after each commit, under a lock of its own (the tail).  They
 * sit below this file and know no campaign: it calls them, never they
 * it. */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adj/xalloc.h"
#include "adj/filelock.h"
#include "adj/mech.h"
#include "adj/mech/messages.h"
#include "adj/module.h"
#include "adj/owed.h"
#include "adj/rules.h"
#include "adj/settings.h"
#include "adj/stmt_cache.h"
#include "adj/strcopy.h"
#include "../cli/cli.h"
#include "server.h"
#include "answers.h"
#include "answer_text.h"
#include "bell.h"
#include "events.h"
#include "notify.h"
#include "reading.h"
#include "report_cache.h"
#include "state_cache.h"
#include "wal_bound.h"
#include "wal_sync.h"
#include "yielding.h"

#define CAMPAIGNS_MAX	256
#define HISTORY_PACE	50	/* a role's history answers a second,
				 * while busy */
#define PACED_ROLES	32	/* roles paced at once (then the one
				 * whose turn came longest ago makes way) */
#define BUSY_WITHIN	0.1	/* s since the last batch: busy */
#define EVENTS_IN_PLACE	64	/* an answer's events read in its batch */

struct pending;

struct campaign {
	char		 id[32];
	struct cli	 c;		/* its session and own rules handle */
	pthread_mutex_t	 lock;		/* the session: one user at a time */
	pthread_mutex_t	 qlock;		/* the queue and its leader */
	struct pending	*head, *tail;
	int		 leader;	/* a batch runs, or its leader wakes */
	atomic_int	 closing;	/* set under tlock and qlock both */
	/* What the writer committed, for those who must not wait for it. */
	pthread_mutex_t	 tlock;		/* the two below */
	struct bell	 grew;		/* committed moved (bell.c) */
	int64_t		 committed;	/* the journal's last event, on disk
					 * (written under tlock, atomically:
					 * long-polls read it without) */
	struct roster	 roster;	/* the commanders, as of committed */
	/* Its commits made durable outside the lock (wal_sync.c): a batch
	 * commits, lets the lock go (the next batch runs), and only then
	 * waits for the disk; nothing of it is told before. */
	struct wal_sync	 wal;
	struct wal_bound bound;		/* its size, beside endless readers */
	int		 deferred;	/* commits wait for wal_sync (else:
					 * each one is durable by itself) */
	pthread_mutex_t	 slock;		/* the sync, one at a time */
	int64_t		 written;	/* commits written (atomic) */
	int64_t		 synced;	/* of those, surely on the disk */
	atomic_int	 sync_failed;	/* the disk refused a sync: from then
					 * on nothing more is said done */
	/* The pace of history reads while commands come (history_pace),
	 * each role's own. */
	pthread_mutex_t	 plock;		/* paced */
	struct paced {
		char	 role[64];
		double	 next;		/* its next turn (monotonic_s) */
	}		 paced[PACED_ROLES];
	_Atomic double	 batch_at;	/* the last batch's end (monotonic_s) */
	/* The report, built beside the writer from a reader of its own on
	 * the same file (WAL: readers never wait for the writer), one build
	 * at a time. */
	struct report_cache report;
	struct state_cache states;	/* each role's /state, while the
					 * journal stays as it was */
	struct readers	 readers;	/* of events, beside the writer */
	struct reading	 reading;	/* commands that write nothing */
	struct notify	*notify;	/* its roles' webhooks (notify.c) */
	struct answers	*answers;	/* to client ids (the writer's) */
};

struct pending {
	const char	*role;
	const char	*line;
	const char	*client;
	int		 has_expect;
	int64_t		 expect;
	int64_t		 after;		/* events after this go back */
	/* Its answer's events, read when the batch is committed and the
	 * campaign's lock let go: after ev_after, up to ev_upto (-1: none). */
	int64_t		 ev_after;
	int64_t		 ev_upto;
	unsigned	 status;
	json_t		*answer;
	/* Its own lock, for the three below: set by others, each with its
	 * wake signalled under m (so that once the waiter sees one and
	 * leaves, nobody touches m, wake or anything of it again). */
	pthread_mutex_t	 m;
	pthread_cond_t	 wake;
	int		 done;		/* its batch is committed */
	int		 lead;		/* it runs the next batch */
	int		 poked;		/* the server stops: look again */
	struct pending	*next;
};


static struct {
	pthread_mutex_t	 lock;		/* the table below */
	pthread_cond_t	 loaded;	/* a load ended (with lock) */
	char		 dir[4096];
	struct campaign	*camp[CAMPAIGNS_MAX];
	int		 n;
	char		 loading[CAMPAIGNS_MAX][64];	/* being loaded */
	int		 nloading;
} T = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, "", { NULL },
    0, { "" }, 0 };

/* Every campaign's file is this server's from the start, loaded or not
 * (filelock): a terminal reads them, never writes them. */
static void
hold(const char *id, void *arg)
{
	char	 path[4300];

	(void)arg;
	snprintf(path, sizeof path, "%s/%s.adj", T.dir, id);
	if (filelock_take(path, 1) != 0)
		fprintf(stderr, "adjutant serve: %s is held by another process; "
		    "it is served once that process lets it go\n", path);
}

void
campaigns_init(const char *dir)
{
	snprintf(T.dir, sizeof T.dir, "%s", dir);
	store_campaign_each(hold, NULL);
}

/* Commands came in within BUSY_WITHIN. */
static int
busy(void *arg)
{
	struct campaign	*k = arg;

	return monotonic_s() - atomic_load(&k->batch_at) <= BUSY_WITHIN;
}

/* A reader's snapshot reaches seq: it answers only once that much is
 * on the disk, so that nothing a crash could take back is ever shown
 * (the sync under way ends well within a millisecond).  0, or -1 when
 * it will not be: a sync failed, the server stops, or the disk has not
 * answered in seconds. */
static int
settle(void *arg, int64_t seq)
{
	struct campaign	*k = arg;
	struct timespec	 until;
	uint32_t	 rung;

	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 5;
	for (;;) {
		rung = bell_rung(&k->grew);
		if (__atomic_load_n(&k->committed, __ATOMIC_ACQUIRE) >= seq)
			return 0;
		if (atomic_load(&k->sync_failed) || k->closing ||
		    bell_wait(&k->grew, rung, &until) == ETIMEDOUT)
			return -1;
	}
}

static struct campaign *
campaign_load(const char *id, char *err, size_t errlen)
{
	struct campaign	*k;
	char		 path[4300], tables[4300];
	struct reply	 r;

	if ((k = xcalloc(1, sizeof *k)) == NULL) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	snprintf(k->id, sizeof k->id, "%.31s", id);
	pthread_mutex_init(&k->lock, NULL);
	pthread_mutex_init(&k->qlock, NULL);
	pthread_mutex_init(&k->tlock, NULL);
	pthread_mutex_init(&k->slock, NULL);
	pthread_mutex_init(&k->plock, NULL);
	bell_init(&k->grew);
	/* Its own rules handle: the rules' SQL functions read the session
	 * they are bound to, and campaigns run side by side. */
	/* Its tables are its own too: the umpire's copies of the player
	 * aids, kept beside the campaign's file, not the operator's. */
	/* The rules of its game: shipped, or a module of this server's. */
	snprintf(tables, sizeof tables, "%s/%s.tables.db", T.dir, id);
	snprintf(path, sizeof path, "%s/%s.adj", T.dir, id);
	if ((k->c.rules = cli_rules_of_file(path, tables, err, errlen)) ==
	    NULL) {
		free(k);
		return NULL;
	}
	k->c.json = 1;
	k->c.confined = 1;
	rng_init_os(&k->c.rng);
	report_cache_init(&k->report, path, settle, k);
	state_cache_init(&k->states);
	readers_init(&k->readers, path);
	reading_init(&k->reading, path, tables, settle, busy, k, &k->bound);
	reply_init(&r);
	/* The campaign's file is this server's alone while it runs: held
	 * exclusive, so a terminal reads it but never writes it, through
	 * whatever link or path (journal_hold). */
	if (cli_open_session(&k->c, path, &r) != 0 ||
	    journal_hold(k->c.s->j, 1) != 0 ||
	    (k->answers = answers_open(journal_db(k->c.s->j))) == NULL) {
		snprintf(err, errlen, "%s", !r.ok ? buf_str(&r.err) : k->c.s !=
		    NULL && journal_hold(k->c.s->j, 1) != 0 ? "the campaign's "
		    "file is being written by another process: try again" :
		    "cannot prepare the campaign file");
		reply_free(&r);
		session_close(k->c.s);
		stmt_forget(k->c.rules);
		sqlite3_close(k->c.rules);
		free(k);
		return NULL;
	}
	reply_free(&r);
	/* Its dice are committed to, ahead (dice_commit.h): an epoch is
	 * begun now when none is in hand (a campaign made before). */
	if (session_dice_start(k->c.s) != 0)
		fprintf(stderr, "adjutant serve: %s: its dice could not be "
		    "committed to yet (the next command's end will)\n", id);
	k->committed = journal_last_seq(k->c.s->j);
	k->roster = k->c.s->roster;
	k->notify = notify_new(k->id, k->c.s);
	/* From here (what came before was synced by SQLite itself) a
	 * commit waits for the disk outside the lock. */
	k->deferred = wal_sync_open(&k->wal, journal_db(k->c.s->j)) == 0;
	if (!k->deferred)
		fprintf(stderr, "adjutant serve: %s: each commit waits for the "
		    "disk under the campaign's lock (its -wal file could not be "
		    "opened beside SQLite)\n", id);
	if (wal_bound_open(&k->bound, journal_db(k->c.s->j)) != 0)
		fprintf(stderr, "adjutant serve: %s: its -wal file may grow "
		    "beside readers who never pause (its size limit could not "
		    "be set)\n", id);
	return k;
}

/* The loaded campaign of an id, or the index of its load in progress
 * (-1: none), the table's lock held. */
static struct campaign *
find(const char *id, int *loading)
{
	int	 i;

	for (i = 0; i < T.n; i++)
		if (strcmp(T.camp[i]->id, id) == 0)
			return T.camp[i];
	for (*loading = -1, i = 0; i < T.nloading; i++)
		if (strcmp(T.loading[i], id) == 0)
			*loading = i;
	return NULL;
}

/* Loaded outside the table's lock: a long campaign's first fold stalls
 * the requests that wait for it, not every other campaign's. */
struct campaign *
campaign_get(const char *id, char *err, size_t errlen)
{
	struct campaign	*k;
	int		 at;

	pthread_mutex_lock(&T.lock);
	while ((k = find(id, &at)) == NULL && at >= 0)
		pthread_cond_wait(&T.loaded, &T.lock);
	if (k == NULL && T.n + T.nloading >= CAMPAIGNS_MAX)
		snprintf(err, errlen, "too many campaigns open on this server");
	else if (k == NULL) {
		snprintf(T.loading[T.nloading++], sizeof T.loading[0], "%s",
		    id);
		pthread_mutex_unlock(&T.lock);
		k = campaign_load(id, err, errlen);
		pthread_mutex_lock(&T.lock);
		if (find(id, &at) == NULL && at >= 0)
			memcpy(T.loading[at], T.loading[--T.nloading],
			    sizeof T.loading[0]);
		if (k != NULL)
			T.camp[T.n++] = k;
		pthread_cond_broadcast(&T.loaded);
	}
	pthread_mutex_unlock(&T.lock);
	return k;
}

struct campaign *
campaign_loaded(const char *id)
{
	struct campaign	*k;
	int		 at;

	pthread_mutex_lock(&T.lock);
	k = find(id, &at);
	pthread_mutex_unlock(&T.lock);
	return k;
}

/* Set a waiting command's flag and wake it, under its own lock: it may
 * leave the moment it sees the flag, so nothing of it is touched after. */
static void
poke(struct pending *p, int *flag)
{
	pthread_mutex_lock(&p->m);
	*flag = 1;
	pthread_cond_signal(&p->wake);
	pthread_mutex_unlock(&p->m);
}

/* Shutting down: every long-poll answers with what it has, and every
 * command still queued is refused (the batch running, if any, ends on
 * its own).  Never the campaign's lock: a batch that runs long must not
 * keep the server from stopping. */
void
campaigns_wake(void)
{
	struct campaign	*k;
	struct pending	*p;
	int		 i;

	pthread_mutex_lock(&T.lock);
	for (i = 0; i < T.n; i++) {
		k = T.camp[i];
		pthread_mutex_lock(&k->tlock);
		k->closing = 1;
		bell_ring(&k->grew);
		pthread_mutex_unlock(&k->tlock);
		pthread_mutex_lock(&k->qlock);
		for (p = k->head; p != NULL; p = p->next)
			poke(p, &p->poked);
		pthread_mutex_unlock(&k->qlock);
	}
	pthread_mutex_unlock(&T.lock);
}

void
campaigns_close(void)
{
	int	 i;

	for (i = 0; i < T.n; i++) {
		report_cache_close(&T.camp[i]->report);
		state_cache_free(&T.camp[i]->states);
		readers_close(&T.camp[i]->readers);
		reading_close(&T.camp[i]->reading);
		notify_free(T.camp[i]->notify);
		answers_free(T.camp[i]->answers);
		wal_sync_close(&T.camp[i]->wal);
		session_close(T.camp[i]->c.s);
		stmt_forget(T.camp[i]->c.rules);
		sqlite3_close(T.camp[i]->c.rules);
		free(T.camp[i]);
	}
	T.n = 0;
}

/* The view a role reads and acts with: the umpire sees all, a side its
 * own and public events, an observer public ones only. */
static void
set_view(struct cli *c, const char *role)
{
	/* Copies, not snprintf: every command sets the view. */
	str_copy(c->view, sizeof c->view, role);
	str_copy(c->s->view, sizeof c->s->view, role);
	str_copy(c->s->actor, sizeof c->s->actor, role);
	session_sql_functions(c->rules, c->s);
}

/* A commander the umpire's undo took out of the campaign, as the
 * session s has it: he reads and does nothing more. */
static int
role_gone(struct session *s, const char *role)
{
	return strchr(role, '/') != NULL && !role_commander(s, role);
}

#define GONE	"this token's commander is no longer in the campaign"

static json_t *
refusal(unsigned *status, unsigned code, const char *msg)
{
	*status = code;
	return xjson_pack("{s:b, s:s}", "ok", 0, "error", msg);
}

/* A role's state, from a reader: never waits for a batch. */
json_t *
campaign_state(struct campaign *k, const char *role, unsigned *status)
{
	struct reply	 r;
	struct cli	*c;
	char		 err[256];
	json_t		*o;
	int64_t		 seq;

	/* As kept, while nothing new is on the disk (state_cache.c). */
	if ((o = state_cache_get(&k->states, role, __atomic_load_n(
	    &k->committed, __ATOMIC_ACQUIRE))) != NULL) {
		*status = 200;
		return o;
	}
	if ((c = reading_take(&k->reading, err, sizeof err)) == NULL)
		return refusal(status, 503, err);
	if (role_gone(c->s, role)) {
		reading_give(&k->reading, c);
		return refusal(status, 401, GONE);
	}
	reply_init(&r);
	set_view(c, role);
	session_status(c->s, &r);
	/* How the campaign is run, for every role: the observer too, who
	 * sends no command to ask (`campaign`). */
	json_object_set_new(r.json, "settings", settings_json(
	    &c->s->settings));
	/* Whose eyes these are, for the page to say so at its top. */
	json_object_set_new(r.json, "role", json_string(role));
	json_object_set_new(r.json, "role_name", json_string(
	    strcmp(role, "umpire") == 0 || strcmp(role, "observer") == 0 ?
	    role : role_name(c->s, role)));
	/* The side it acts for (a commander's), for what that side owes. */
	if (strcmp(role, "umpire") != 0 && strcmp(role, "observer") != 0) {
		json_object_set_new(r.json, "side", json_string(role_side(
		    role)));
		json_object_set_new(r.json, "side_name", json_string(
		    session_side_name(c->s, role_side(role))));
	}
	/* The messages in transit this role may read about (to or from it;
	 * the umpire's: all), where the game keeps messages. */
	if (session_uses(c->s, "messages")) {
		struct reply m;

		reply_init(&m);
		if (message_list(c->s, &m) == 0)
			json_object_set(r.json, "in_transit", json_object_get(
			    m.json, "in_transit"));
		reply_free(&m);
	}
	c->s->actor[0] = '\0';
	seq = journal_last_seq(c->s->j);
	reading_give(&k->reading, c);
	o = cli_reply_json(&r);
	json_object_del(o, "session");	/* a path on the server */
	json_object_set_new(o, "text", json_string(buf_str(&r.text)));
	reply_free(&r);
	answer_written(o);
	state_cache_put(&k->states, role, seq, o);
	*status = 200;
	return o;
}

/* Has a deadline on what the campaign waits for fallen due (the owed
 * stamps of a reader, caught up)?  Never waits for a batch. */
int
campaign_deadline_due(struct campaign *k, time_t now)
{
	struct cli	*c;
	char		 err[256];
	json_t		*list, *o;
	size_t		 i;
	int		 due = 0;

	if ((c = reading_take(&k->reading, err, sizeof err)) == NULL)
		return 0;
	set_view(c, "umpire");
	list = owed_list(c->s);
	json_array_foreach(list, i, o)
		if (json_is_string(json_object_get(o, "deadline")) &&
		    owed_iso_time(json_string_value(json_object_get(o,
		    "deadline"))) <= now)
			due = 1;
	json_decref(list);
	c->s->actor[0] = '\0';
	reading_give(&k->reading, c);
	return due;
}

/* Commands a client may run here: the entries marked CMD_CAMPAIGN (play,
 * look-up and review), never ones that open, create or write files or
 * make requests.  Judged on the entry the line resolves to, as the
 * dispatcher resolves it (which refuses the rest again, c.confined).  An
 * unknown or ambiguous word runs, to be refused with the usual "did you
 * mean". */
static int
may_run(struct cli *c, const char *line)
{
	const struct cmd_entry	*e = cli_line_entry(c, line);

	return e == NULL || (e->flags & CMD_CAMPAIGN) != 0;
}

/* An observer reads the public view (status, log, cup counts, turns,
 * victory) and writes nothing: a command that may append is refused as
 * the request it is, before it runs; an unknown word runs, to be refused
 * with the usual "did you mean". */
static int
observer_may_run(struct cli *c, const char *role, const char *line)
{
	const struct cmd_entry	*e;

	if (strcmp(role, "observer") != 0)
		return 1;
	e = cli_line_entry(c, line);
	return e == NULL || (e->flags & CMD_WRITES) == 0;
}

/* An answer's events, when few, read at once through c's connection (in
 * a batch: the lock held anyway); more are read after, beside the next
 * batch (campaign_command). */
static void
events_in_place(struct cli *c, struct pending *p)
{
	if (p->ev_upto < 0 || p->ev_upto - p->ev_after > EVENTS_IN_PLACE)
		return;
	events_from(c->s->j, p->role, p->ev_after, p->ev_upto, EVENTS_MAX,
	    p->answer);
	p->ev_upto = -1;
}

/* What refuses a command before it runs (once its role is known to be
 * in the campaign still, and it is no repeat), judged on c's session
 * (the writer's in a batch, a reader's for a read): 1 with p's answer
 * made, else 0. */
static int
refused(struct cli *c, struct pending *p)
{
	int64_t	 last = journal_last_seq(c->s->j);

	/* Stale only by what this role can see: another role's secret that
	 * came between is no news to it, and its refusal would be. */
	if (p->has_expect && events_seen_after(c->s->j, p->role, p->expect,
	    last) != 0) {
		p->answer = refusal(&p->status, 409, "the campaign moved on "
		    "since the event you last saw: here is what changed");
		p->ev_after = p->expect;
		p->ev_upto = last;
		events_in_place(c, p);
		return 1;
	}
	if (!may_run(c, p->line)) {
		p->answer = refusal(&p->status, 403, "that command is not run on "
		    "the server: play, look-up and review commands only");
		return 1;
	}
	if (!observer_may_run(c, p->role, p->line)) {
		p->answer = refusal(&p->status, 403, "an observer's token reads "
		    "only");
		return 1;
	}
	return 0;
}

/* Run p's line through c's dispatcher as p's role, into p's answer:
 * {"ok", "error", "reply", "first", "last_seq"}, its events (after
 * p->after, or those it recorded) to be read after. */
static void
exec_line(struct cli *c, struct pending *p)
{
	struct reply	 r;
	json_t		*out;
	int64_t		 before = journal_last_seq(c->s->j);

	set_view(c, p->role);
	reply_init(&r);
	c->refused = 0;
	cli_exec_line(c, p->line, &r);
	out = cli_reply_json(&r);
	json_object_del(out, "session");
	json_object_set_new(out, "text", json_string(buf_str(&r.text)));
	reply_free(&r);
	p->status = 200;
	p->answer = xjson_pack("{s:b}", "ok", json_is_true(json_object_get(out,
	    "ok")));
	/* Refused by the rules: the request was fine (200), the command was
	 * not, and the answer says why at the top as every answer does. */
	if (!json_is_true(json_object_get(out, "ok")))
		json_object_set(p->answer, "error", json_object_get(out,
		    "error"));
	json_object_set_new(p->answer, "reply", out);
	json_object_set_new(p->answer, "first", json_integer(
	    journal_last_seq(c->s->j) > before ? before + 1 : 0));
	p->ev_after = p->after >= 0 ? p->after : before;
	p->ev_upto = journal_last_seq(c->s->j);
	json_object_set_new(p->answer, "last_seq", json_integer(p->ev_upto));
	c->s->actor[0] = '\0';
}

/* p's answer kept for a repeat.  With its events in it as text, it is
 * written out once, here, and kept as that text: what is kept is its
 * start, and the connection sends the whole without writing it again. */
static void
keep_answer(struct campaign *k, struct pending *p)
{
	size_t	 n, head;
	char	*s;

	if (p->ev_upto >= 0 || json_object_get(p->answer, EVENTS_TEXT) ==
	    NULL || (s = answer_text_head(p->answer, &n, &head)) == NULL) {
		answers_put(k->answers, p->role, p->client, p->answer);
		return;
	}
	answers_put_text(k->answers, p->role, p->client, p->answer, s, head);
	json_object_clear(p->answer);
	json_object_set_new(p->answer, ANSWER_TEXT, json_stringn_nocheck(s, n));
	free(s);
}

/* One command of a batch (inside its transaction). */
static void
run_one(struct campaign *k, struct pending *p)
{
	struct fresh	 fresh;
	char		*done;
	int64_t		 before = journal_last_seq(k->c.s->j), first;

	if (role_gone(k->c.s, p->role)) {
		p->answer = refusal(&p->status, 401, GONE);
		return;
	}
	/* A client id answered before gets that answer, never a second run
	 * (the same role only: one side cannot read another's answers). */
	if (p->client != NULL && (done = answers_get(k->answers, p->role,
	    p->client)) != NULL) {
		p->answer = json_loads(done, 0, NULL);
		free(done);
		if (p->answer != NULL) {
			json_object_set_new(p->answer, "repeated", json_true());
			p->status = 200;
			/* Its events again, as far as they went then. */
			first = json_integer_value(json_object_get(p->answer,
			    "first"));
			p->ev_upto = json_integer_value(json_object_get(
			    p->answer, "last_seq"));
			p->ev_after = p->after >= 0 ? p->after : first > 0 ?
			    first - 1 : p->ev_upto;
			events_in_place(&k->c, p);
			return;
		}
	}
	if (refused(&k->c, p))
		return;
	/* Its events as it records them, when they are all it is to be
	 * answered with (no `after` of its own). */
	events_fresh_begin(&fresh, k->c.s->j, p->role);
	exec_line(&k->c, p);
	if (events_fresh_end(&fresh, p->after < 0 ? p->answer : NULL) == 0)
		p->ev_upto = -1;
	else
		events_in_place(&k->c, p);
	/* Kept for a repeat when it recorded something (answers.c), without
	 * the events: a client asking after=0 would have the server store
	 * its whole history each time. */
	if (p->client != NULL && journal_last_seq(k->c.s->j) > before)
		keep_answer(k, p);
}

/* What a batch leaves to be told once it is on the disk: how far the
 * journal went, its commanders then, and the commits to wait for. */
struct batch_end {
	int64_t		 seq;
	int64_t		 written;	/* every commit up to this one */
	struct roster	 roster;
};

/* A batch is done (the campaign's lock held): what it must wait for. */
static void
batch_ended(struct campaign *k, int64_t changes, struct batch_end *e)
{
	sqlite3	*db = journal_db(k->c.s->j);

	/* A batch that wrote nothing still waits for those before it: a
	 * repeat's stored answer, or a read of their events, may be all it
	 * says. */
	if (sqlite3_total_changes64(db) != changes)
		__atomic_add_fetch(&k->written, 1, __ATOMIC_RELEASE);
	e->written = __atomic_load_n(&k->written, __ATOMIC_ACQUIRE);
	e->seq = journal_last_seq(k->c.s->j);
	e->roster = k->c.s->roster;
}

/* Every commit up to `upto` on the disk: 0, or -1 once a sync has failed
 * (then never 0 again: after a failed fdatasync the kernel may have
 * dropped what it held, and a later success would say nothing of it).
 * One sync at a time, each covering all commits written when it began,
 * so a batch whose commits a later sync covered waits for nothing. */
static int
durable(struct campaign *k, int64_t upto)
{
	int64_t	 now;
	int	 rc = 0;

	if (!k->deferred)
		return 0;
	pthread_mutex_lock(&k->slock);
	if (atomic_load(&k->sync_failed))
		rc = -1;
	else if (k->synced < upto) {
		now = __atomic_load_n(&k->written, __ATOMIC_ACQUIRE);
		if (wal_sync(&k->wal) == 0)
			k->synced = now;
		else {
			fprintf(stderr, "adjutant serve: campaign %s: its file "
			    "could not be synced (%s): no command of it is "
			    "answered done until the server is restarted\n",
			    k->id, strerror(errno));
			atomic_store(&k->sync_failed, 1);
			rc = -1;
		}
	}
	pthread_mutex_unlock(&k->slock);
	return rc;
}

/* What the writer has made durable, for those who do not wait for it:
 * how far the journal goes, and its commanders; every long-poll woken
 * when it grew.  Batches whose syncs end out of order publish in any
 * order: only a further point moves it. */
static void
publish(struct campaign *k, const struct batch_end *e)
{
	atomic_store(&k->batch_at, monotonic_s());
	pthread_mutex_lock(&k->tlock);
	if (e->seq > k->committed) {
		__atomic_store_n(&k->committed, e->seq, __ATOMIC_RELEASE);
		k->roster = e->roster;
		bell_ring(&k->grew);
	} else if (e->seq == k->committed)
		k->roster = e->roster;
	pthread_mutex_unlock(&k->tlock);
}

/* A batch's answers, refused: nothing of it may be told done. */
static void
batch_refuse(struct pending *batch, unsigned status, const char *msg)
{
	struct pending	*p;

	for (p = batch; p != NULL; p = p->next) {
		json_decref(p->answer);
		p->answer = refusal(&p->status, status, msg);
		p->ev_upto = -1;
	}
}

#define NOT_SYNCED	"the server could not make this campaign's file " \
			"durable: what this command did may be lost; the " \
			"operator must restart the server"

/* Run a batch: one transaction, one commit for all, the campaign's lock
 * held; e says what to wait for before its answers go (0), or -1 when
 * its answers are refusals already. */
static int
run_batch(struct campaign *k, struct pending *batch, struct batch_end *e)
{
	struct pending	*p;
	char		 err[256];
	int64_t		 from, changes;

	pthread_mutex_lock(&k->lock);
	if (atomic_load(&k->sync_failed)) {
		batch_refuse(batch, 500, NOT_SYNCED);
		pthread_mutex_unlock(&k->lock);
		return -1;
	}
	if (journal_batch_begin(k->c.s->j) != 0 ||
	    session_catch_up(k->c.s, err, sizeof err) != 0) {
		journal_batch_end(k->c.s->j, 0);
		batch_refuse(batch, 503, "the campaign file is busy: try again");
		pthread_mutex_unlock(&k->lock);
		return -1;
	}
	changes = sqlite3_total_changes64(journal_db(k->c.s->j));
	from = journal_last_seq(k->c.s->j);
	for (p = batch; p != NULL; p = p->next)
		run_one(k, p);
	if (journal_batch_end(k->c.s->j, 1) != 0) {
		/* Nothing of the batch is on disk: say so to every one of
		 * them, and fold the state back to what is. */
		batch_refuse(batch, 500, "the server could not save: nothing "
		    "of this command was recorded");
		session_refold(k->c.s, err, sizeof err);
		answers_reload(k->answers);
		pthread_mutex_unlock(&k->lock);
		return -1;
	}
	batch_ended(k, changes, e);
	/* Webhooks are sent from what the session holds now, so a batch
	 * that owes some is made durable first, under the lock (notify.c
	 * tells only what is on the disk). */
	if (notify_due(k->notify, k->c.s, from)) {
		if (durable(k, e->written) != 0) {
			batch_refuse(batch, 500, NOT_SYNCED);
			pthread_mutex_unlock(&k->lock);
			return -1;
		}
		notify_batch(k->notify, k->c.s, from);
	}
	pthread_mutex_unlock(&k->lock);
	return 0;
}

/* Record what fn records, as the umpire's, outside the command queue:
 * from the journal's true tail, all of it or nothing, and every
 * long-poll woken.  What fn writes through the campaign's rules handle
 * (its tables) commits with the journal, or neither does.  fn's refusal
 * is in r. */
static void
umpire_record(struct campaign *k, int (*fn)(struct campaign *, void *,
    struct reply *), void *arg, struct reply *r)
{
	struct batch_end e;
	char		 err[256];
	int64_t		 changes;
	int		 ok;

	pthread_mutex_lock(&k->lock);
	if (atomic_load(&k->sync_failed)) {
		reply_fail(r, "%s", NOT_SYNCED);
		pthread_mutex_unlock(&k->lock);
		return;
	}
	changes = sqlite3_total_changes64(journal_db(k->c.s->j));
	if (journal_batch_begin(k->c.s->j) != 0 || sqlite3_exec(k->c.rules,
	    "BEGIN", NULL, NULL, NULL) != SQLITE_OK) {
		reply_fail(r, "the campaign is busy: try again");
		pthread_mutex_unlock(&k->lock);
		return;
	}
	ok = session_catch_up(k->c.s, err, sizeof err) == 0 &&
	    journal_begin(k->c.s->j) == 0;
	snprintf(k->c.s->actor, sizeof k->c.s->actor, "umpire");
	session_begin_command(k->c.s, NULL);	/* no chance met so far */
	ok = ok && fn(k, arg, r) == 0 && session_commit(k->c.s, r) == 0;
	k->c.s->actor[0] = '\0';
	ok = journal_batch_end(k->c.s->j, ok) == 0 && ok;
	/* The journal on the disk first (here, under the lock: a rare
	 * command), then the tables follow it (a failure here, on a disk
	 * that just took the journal, is said, not hidden). */
	batch_ended(k, changes, &e);
	if (ok && durable(k, e.written) != 0) {
		reply_fail(r, "%s", NOT_SYNCED);
		ok = 0;
	}
	if (sqlite3_exec(k->c.rules, ok ? "COMMIT" : "ROLLBACK", NULL, NULL,
	    NULL) != SQLITE_OK && ok) {
		sqlite3_exec(k->c.rules, "ROLLBACK", NULL, NULL, NULL);
		reply_fail(r, "recorded, but the campaign's tables could not be "
		    "saved: %s", sqlite3_errmsg(k->c.rules));
	}
	if (!ok)
		session_refold(k->c.s, err, sizeof err);
	else
		publish(k, &e);
	pthread_mutex_unlock(&k->lock);
}

/* A command's answer as the client reads it: {"ok", "reply"}. */
static json_t *
reply_answer(struct reply *r, unsigned *status)
{
	json_t	*o;

	*status = 200;		/* refused or not, as a command's answer */
	o = cli_reply_json(r);
	json_object_set_new(o, "text", json_string(buf_str(&r->text)));
	return xjson_pack("{s:b, s:o}", "ok", 1, "reply", o);
}

struct table_copy {
	const char	*table, *csv;
	size_t		 len;
	int		 partial;
};

/* Stored in the campaign's tables, read by its very next look-up; then
 * said to every role in the journal. */
static int
table_record(struct campaign *k, void *arg, struct reply *r)
{
	struct table_copy *t = arg;
	char		 text[256];

	if (table_import_csv(&k->c, t->table, t->csv, t->len, "the umpire's "
	    "copy, for this campaign", t->partial, r) != 0)
		return -1;
	snprintf(text, sizeof text, "The umpire imported the campaign's copy "
	    "of %s", t->table);
	return session_record(k->c.s, "table", text, xjson_pack("{s:s}",
	    "table", t->table));
}

json_t *
campaign_import_table(struct campaign *k, const char *role, json_t *body,
    unsigned *status)
{
	struct table_copy t;
	struct reply	 r;
	json_t		*o;

	if (strcmp(role, "umpire") != 0) {
		*status = 403;
		return xjson_pack("{s:b, s:s}", "ok", 0, "error", "the umpire "
		    "imports the campaign's tables: a side's copy is not used "
		    "here");
	}
	t.table = json_string_value(json_object_get(body, "table"));
	t.csv = json_string_value(json_object_get(body, "csv"));
	if (t.table == NULL || t.csv == NULL) {
		*status = 400;
		return xjson_pack("{s:b, s:s}", "ok", 0, "error", "expected "
		    "{\"table\": \"GAME.TABLE\", \"csv\": \"...\"}");
	}
	t.len = json_string_length(json_object_get(body, "csv"));
	t.partial = json_is_true(json_object_get(body, "partial"));
	reply_init(&r);
	umpire_record(k, table_record, &t, &r);
	o = reply_answer(&r, status);
	reply_free(&r);
	return o;
}

struct role_ask {
	const char	*side, *name, *role;
	char		 made[ROLE_LEN];
};

static int
role_record(struct campaign *k, void *arg, struct reply *r)
{
	struct role_ask	*a = arg;

	return role_add(k->c.s, a->side, a->name, a->made, sizeof a->made, r);
}

json_t *
campaign_module(struct campaign *k, unsigned *status)
{
	char		*text, err[512], hex[65];
	size_t		 len;
	json_t		*o;

	/* The game is the campaign's from its start: read without a lock. */
	if (!module_id_ok(k->c.s->game) || !module_installed(k->c.s->game) ||
	    (text = module_text(k->c.s->game, &len, err, sizeof err)) ==
	    NULL) {
		*status = 404;
		return xjson_pack("{s:b, s:s}", "ok", 0, "error", "this "
		    "campaign's game is a shipped one: it has no module");
	}
	module_hash(text, len, hex);
	*status = 200;
	o = xjson_pack("{s:b, s:s, s:s, s:s%}", "ok", 1, "id", k->c.s->game,
	    "hash", hex, "text", text, len);
	free(text);
	return o;
}

/* Judged on the commanders as committed (publish): never waits for a
 * batch. */
int
campaign_has_role(struct campaign *k, const char *role)
{
	int	 has = 0, i;

	if (strchr(role, '/') == NULL)
		return 1;
	pthread_mutex_lock(&k->tlock);
	for (i = 0; i < k->roster.n && !has; i++)
		has = strcmp(k->roster.commander[i], role) == 0;
	pthread_mutex_unlock(&k->tlock);
	return has;
}

json_t *
campaign_role(struct campaign *k, const char *role, json_t *body,
    unsigned *status)
{
	struct role_ask	 a;
	struct reply	 r;
	struct cli	*c;
	char		 tok[65], err[256];
	json_t		*o;

	if (strcmp(role, "umpire") != 0) {
		*status = 403;
		return xjson_pack("{s:b, s:s}", "ok", 0, "error", "the umpire "
		    "adds the campaign's commanders");
	}
	memset(&a, 0, sizeof a);
	a.side = json_string_value(json_object_get(body, "side"));
	a.name = json_string_value(json_object_get(body, "name"));
	a.role = json_string_value(json_object_get(body, "role"));
	if ((a.role == NULL) == (a.side == NULL || a.name == NULL)) {
		*status = 400;
		return xjson_pack("{s:b, s:s}", "ok", 0, "error", "expected "
		    "{\"side\": SIDE, \"name\": NAME} (a new commander) or "
		    "{\"role\": COMMANDER} (a new token for one)");
	}
	reply_init(&r);
	if (a.role != NULL) {
		/* A new token for a commander there is (a reader's to say):
		 * the old one stops. */
		if ((c = reading_take(&k->reading, err, sizeof err)) == NULL)
			reply_fail(&r, "%s", err);
		else if (role_resolve(c->s, a.role, a.made, sizeof a.made) !=
		    0 || !role_commander(c->s, a.made))
			reply_fail(&r, "\"%s\" is no commander of this campaign "
			    "(`campaign` lists them)", a.role);
		if (c != NULL)
			reading_give(&k->reading, c);
	} else
		umpire_record(k, role_record, &a, &r);
	/* The token goes to the umpire in this answer, and nowhere else:
	 * only its hash is kept. */
	if (r.ok && store_token_issue(k->id, a.made, tok) != 0)
		reply_fail(&r, "%s is recorded, but no token could be made: "
		    "`campaign role token %s` tries again", a.made,
		    strchr(a.made, '/') + 1);
	if (r.ok) {
		json_object_set_new(r.json, "role", json_string(a.made));
		json_object_set_new(r.json, "token", json_string(tok));
		json_object_set_new(r.json, "campaign", json_string(k->id));
	}
	o = reply_answer(&r, status);
	reply_free(&r);
	return o;
}

/* Does the line's command write nothing, by its first word as the
 * command table names it?  A word it names no command by (a combat of
 * the game, a typo) is judged again by a reader's own dispatcher
 * (read_line); a line in doubt (quotes in its first word) goes to the
 * writer, which runs anything right. */
static int
may_read(const char *line)
{
	const struct cmd_entry	*e;
	int			 doubt;

	e = first_entry(line, &doubt);
	return !doubt && (e == NULL || (e->flags & CMD_WRITES) == 0);
}

/* A command that writes nothing, run by a reader beside the writer: no
 * batch waited for, the campaign's lock never taken.  -1 when the reader's
 * dispatcher finds that it writes after all (the writer runs it). */
static int
read_line(struct campaign *k, struct pending *p)
{
	const struct cmd_entry	*e;
	struct cli		*c;
	char			 err[256];

	if ((c = reading_take(&k->reading, err, sizeof err)) == NULL) {
		p->answer = refusal(&p->status, 503, err);
		return 0;
	}
	if ((e = cli_line_entry(c, p->line)) != NULL &&
	    (e->flags & CMD_WRITES) != 0) {
		reading_give(&k->reading, c);
		return -1;
	}
	if (role_gone(c->s, p->role))
		p->answer = refusal(&p->status, 401, GONE);
	else if (!refused(c, p))
		exec_line(c, p);
	/* Its events, through the reader's own connection. */
	if (p->ev_upto >= 0)
		events_from(c->s->j, p->role, p->ev_after, p->ev_upto,
		    EVENTS_MAX, p->answer);
	p->ev_upto = -1;
	reading_give(&k->reading, c);
	return 0;
}

/* A read, run at the lowest priority (yielding.c): an observer's `log`
 * of a long journal takes seconds of a processor, and the commands
 * beside it must not give them up.  When the processors are idle it
 * runs as fast as at any priority. */
struct yielded_read {
	struct campaign	*k;
	struct pending	*p;
	int		 rc;
};

static void
yielded_read(void *arg)
{
	struct yielded_read	*y = arg;

	y->rc = read_line(y->k, y->p);
	if (y->rc == 0 && y->p->answer != NULL)
		answer_written(y->p->answer);
}

/* Take p out of the queue (qlock held), if it is still in it. */
static int
unqueue(struct campaign *k, struct pending *p)
{
	struct pending	**at, *before = NULL;

	for (at = &k->head; *at != NULL; before = *at, at = &(*at)->next)
		if (*at == p) {
			*at = p->next;
			if (k->tail == p)
				k->tail = before;
			return 1;
		}
	return 0;
}

/* The lead passes to the first command queued, if any (qlock held). */
static void
hand_on(struct campaign *k)
{
	if (k->head == NULL) {
		k->leader = 0;
		return;
	}
	poke(k->head, &k->head->lead);
}

json_t *
campaign_command(struct campaign *k, const char *role, const char *line,
    const char *client, json_t *expect, json_t *after, unsigned *status)
{
	struct pending	 p, *batch, *q, *n;
	struct batch_end e;
	char		 err[256];
	int		 done, ran;

	memset(&p, 0, sizeof p);
	p.role = role;
	p.line = line;
	p.client = client;
	p.has_expect = expect != NULL;
	p.expect = json_integer_value(expect);
	p.after = after != NULL ? json_integer_value(after) : -1;
	p.ev_upto = -1;
	if (may_read(line)) {
		struct yielded_read y = { k, &p, -1 };

		yielding_run(yielded_read, &y);
		if (y.rc == 0) {
			*status = p.status;
			return p.answer;
		}
	}
	pthread_mutex_init(&p.m, NULL);
	pthread_cond_init(&p.wake, NULL);
	pthread_mutex_lock(&k->qlock);
	if (k->tail != NULL)
		k->tail->next = &p;
	else
		k->head = &p;
	k->tail = &p;
	if (!k->leader)
		k->leader = p.lead = 1;
	for (;;) {
		/* Stopping: what no batch has taken yet is not run (qlock
		 * held). */
		if (k->closing && unqueue(k, &p)) {
			p.answer = refusal(&p.status, 503, "the server is stopping: "
			    "nothing of this command was recorded; send it again "
			    "once it is back");
			if (p.lead)
				hand_on(k);
			pthread_mutex_unlock(&k->qlock);
			break;
		}
		if (!p.lead) {
			pthread_mutex_unlock(&k->qlock);
			pthread_mutex_lock(&p.m);
			while (!p.done && !p.lead && !p.poked)
				pthread_cond_wait(&p.wake, &p.m);
			p.poked = 0;
			done = p.done;
			pthread_mutex_unlock(&p.m);
			if (done)
				break;
			pthread_mutex_lock(&k->qlock);
			continue;
		}
		/* Lead: take everything queued so far, run it as one batch. */
		batch = k->head;
		k->head = k->tail = NULL;
		pthread_mutex_unlock(&k->qlock);
		ran = run_batch(k, batch, &e);
		/* The next batch first: it runs while this one waits for the
		 * disk and its answers go. */
		pthread_mutex_lock(&k->qlock);
		hand_on(k);
		pthread_mutex_unlock(&k->qlock);
		if (ran == 0) {
			if (durable(k, e.written) == 0)
				publish(k, &e);
			else
				batch_refuse(batch, 500, NOT_SYNCED);
		}
		for (q = batch; q != NULL; q = n) {
			n = q->next;
			if (q != &p)
				poke(q, &q->done);
		}
		break;
	}
	pthread_cond_destroy(&p.wake);
	pthread_mutex_destroy(&p.m);
	/* Committed: its many events are read beside the next batch. */
	if (p.ev_upto >= 0 && p.answer != NULL && events_read(&k->readers,
	    role, p.ev_after, p.ev_upto, EVENTS_MAX, p.answer, err,
	    sizeof err) != 0) {
		json_decref(p.answer);
		p.answer = refusal(&p.status, 500, "the command was recorded, "
		    "but its events could not be read: fetch them with GET "
		    "events");
	}
	*status = p.status;
	return p.answer;
}

/* A history read (a client catching up on many events) takes its turn
 * while commands come in: HISTORY_PACE a second at most for each role.
 * Its thousand events are written out once and kept (events.c), but
 * sending them is not free: one client asking again as fast as the
 * answers came took a quarter of the processors the commands had.  Each
 * role its own pace, so that an observer reading in a loop never holds
 * up a side's catch-up.  A campaign no command came to for BUSY_WITHIN
 * is not paced at all. */
static void
history_pace(struct campaign *k, const char *role)
{
	struct timespec	 ts;
	struct paced	*p, *oldest;
	char		 key[sizeof p->role];
	double		 now = monotonic_s(), at;

	if (!busy(k))
		return;
	/* As kept: a name too long for it is known by its start. */
	snprintf(key, sizeof key, "%s", role);
	pthread_mutex_lock(&k->plock);
	oldest = p = &k->paced[0];
	for (; p < k->paced + PACED_ROLES && strcmp(p->role, key) != 0; p++)
		if (p->next < oldest->next)
			oldest = p;
	if (p == k->paced + PACED_ROLES) {
		p = oldest;
		memcpy(p->role, key, sizeof key);
		p->next = 0;
	}
	at = p->next > now ? p->next : now;
	p->next = at + 1.0 / HISTORY_PACE;
	pthread_mutex_unlock(&k->plock);
	if (at <= now)
		return;
	ts.tv_sec = (time_t)(at - now);
	ts.tv_nsec = (long)((at - now - (double)ts.tv_sec) * 1e9);
	nanosleep(&ts, NULL);
}

/* The events a role may see after `after`, read beside the writer (a
 * client reading a long journal stalls no command); with wait, a
 * long-poll until there is one, which waits for the writer's commits
 * without ever waiting for its lock. */
json_t *
campaign_events(struct campaign *k, const char *role, long long after,
    int wait, int limit)
{
	struct timespec	 until;
	char		 err[256];
	json_t		*o = xjson_pack("{s:b}", "ok", 1);
	int64_t		 last;
	uint32_t	 rung;
	int		 rc;

	if (limit <= 0 || limit > EVENTS_MAX)
		limit = EVENTS_MAX;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += wait;
	for (;;) {
		rung = bell_rung(&k->grew);
		last = __atomic_load_n(&k->committed, __ATOMIC_ACQUIRE);
		if (last > after && last - after > HISTORY_MIN) {
			history_pace(k, role);
			last = __atomic_load_n(&k->committed, __ATOMIC_ACQUIRE);
		}
		rc = events_read(&k->readers, role, after, last, limit, o, err,
		    sizeof err);
		if (rc != 0) {
			json_decref(o);
			return xjson_pack("{s:b, s:s}", "ok", 0, "error", err);
		}
		if (wait <= 0 || json_array_size(json_object_get(o, "events")) >
		    0 || json_object_get(o, EVENTS_TEXT) != NULL || k->closing)
			break;
		/* Long-poll: sleep until the journal passes last; another
		 * side's secret wakes it with nothing, and it sleeps again.
		 * The bell's count is read before committed is looked at: a
		 * commit between the two makes the wait return at once. */
		if (last > after)
			after = last;
		while (wait > 0 && !k->closing && __atomic_load_n(&k->committed,
		    __ATOMIC_ACQUIRE) == last) {
			if (bell_wait(&k->grew, rung, &until) == ETIMEDOUT)
				wait = 0;
			rung = bell_rung(&k->grew);
		}
	}
	return o;
}

/* How far the campaign's journal is committed (publish). */
static int64_t
committed(void *arg)
{
	struct campaign	*k = arg;
	int64_t		 seq;

	pthread_mutex_lock(&k->tlock);
	seq = k->committed;
	pthread_mutex_unlock(&k->tlock);
	return seq;
}

json_t *
campaign_report(struct campaign *k, const char *role)
{
	(void)role;	/* the tracks are public: one report serves all */
	return report_cache_get(&k->report, committed, k);
}

/* A reader of the campaign as the role's view sees it, caught up, for a
 * report made beside the writer (public_report.c); given back with
 * campaign_reader_give.  NULL with err and *status when there is none. */
struct cli *
campaign_reader(struct campaign *k, const char *role, unsigned *status,
    char *err, size_t errlen)
{
	struct cli	*c;

	if ((c = reading_take(&k->reading, err, errlen)) == NULL) {
		*status = 503;
		return NULL;
	}
	if (role_gone(c->s, role)) {
		reading_give(&k->reading, c);
		snprintf(err, errlen, "%s", GONE);
		*status = 401;
		return NULL;
	}
	set_view(c, role);
	return c;
}

void
campaign_reader_give(struct campaign *k, struct cli *c)
{
	c->s->actor[0] = '\0';
	reading_give(&k->reading, c);
}
