/* Who holds a connection, and for how long.
 *
 * The server gives each connection a thread (so that a long-poll simply
 * waits), and threads are few: a client must not be able to keep one by
 * sending slowly.  So every connection is in one of two states:
 *
 *   the client's turn: its request is arriving, its answer is leaving, or
 *     it is kept alive between requests.  The whole of it must be done
 *     within --timeout seconds of its start (the connection opening, or
 *     the previous answer sent): a deadline, not an idle timeout, so a
 *     byte every few seconds does not keep it open.  Past it, the reaper
 *     shuts the socket and libmicrohttpd closes the connection.
 *   the server's turn: an authorized request is being answered (a
 *     command waiting for its batch, a long-poll waiting for events): no
 *     deadline, the server is the one taking its time.
 *
 * And when every place is taken, a new connection takes the place of one
 * on the client's turn: of those whose role (a campaign's token) holds
 * the most places, the one that has been on the client's turn longest.
 * Many slow clients can only push each other out, never the quick ones,
 * whose requests are in and answered long before they are the oldest;
 * and many clients of one token (a loop asking again the moment it is
 * answered is always quick) push out each other, never another role's.
 * A connection whose request has not said whose it is yet counts with
 * all the others that have not; in its first moments (GATE_FRESH) it is
 * pushed out only when there is no other, and then the newest first: a
 * quick client's new connection is not pushed out by those that come
 * after it before it could say whose it is.
 *
 * Long-polls are the server's turn, so never pushed out: one token could
 * take every place with them.  So one role of a campaign waits in at most
 * a quarter of the places, all long-polls together in half; the rest stay
 * for requests answered at once.  A report being built or resting
 * (report_cache.c) waits the same way, and counts as a long-poll.
 *
 * Any other request of a campaign is the server's turn too while it is
 * answered, and may wait: a command queued behind a slow batch, a read
 * waiting for a reader.  So a campaign holds at most a quarter of the
 * places with them, and one role of it an eighth: a campaign whose
 * command runs long fills its own share, never the others', and the
 * excess is refused at once ("busy: try again"), not queued. */
#include <sys/socket.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adj/xalloc.h"
#include "server.h"

#define GATE_TICK_NS	100000000L	/* how often the reaper looks */
#define TALLY_MAX	768		/* campaigns and roles counted */
#define GATE_FRESH	0.25		/* seconds a new connection is left */

struct gate_conn {
	int		 fd;
	int		 server_turn;
	int		 cut;		/* shut down already: closing */
	double		 since;		/* start of the client's turn */
	double		 opened;
	unsigned	*owner;		/* the places its role holds, or NULL:
					 * no request has said whose it is */
	struct gate_conn *prev, *next;
};

static struct {
	pthread_mutex_t	 lock;
	pthread_cond_t	 stop_cond;
	pthread_t	 reaper;
	int		 running;
	int		 stop;
	unsigned	 timeout;
	unsigned	 max;
	unsigned	 live;		/* not cut */
	unsigned	 anonymous;	/* live, and whose is not known yet */
	struct gate_conn *head;
	unsigned	 waits;		/* long-polls, all together */
	/* Places held: "p campaign/role" by each role, all turns; on the
	 * server's turn, "w campaign/role" long-polls, "c campaign" and
	 * "r campaign/role" the other requests. */
	struct {
		char	 key[100];
		unsigned n;
	}		 tally[TALLY_MAX];
	int		 tallied;	/* slots ever used: those looked at */
} G = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, 0, 0, 0,
    0, 0, NULL, 0, { { "", 0 } }, 0 };

double
monotonic_s(void)
{
	struct timespec	 t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The places held by the role of a live connection (lock held). */
static unsigned
held(const struct gate_conn *g)
{
	return g->owner != NULL ? *g->owner : G.anonymous;
}

/* A live connection stops counting for its role (lock held). */
static void
disown(struct gate_conn *g)
{
	if (g->owner != NULL)
		(*g->owner)--;
	else
		G.anonymous--;
	g->owner = NULL;
}

/* With the lock held.  The socket stays open (libmicrohttpd closes it,
 * after telling gate_notify), so the descriptor cannot be another's. */
static void
cut(struct gate_conn *g)
{
	shutdown(g->fd, SHUT_RDWR);
	g->cut = 1;
	G.live--;
	disown(g);
}

static void *
reap(void *arg)
{
	struct gate_conn *g;
	struct timespec	 at;
	double		 t;

	(void)arg;
	pthread_mutex_lock(&G.lock);
	while (!G.stop) {
		t = monotonic_s();
		for (g = G.head; g != NULL; g = g->next)
			if (!g->cut && !g->server_turn && t - g->since >=
			    G.timeout)
				cut(g);
		clock_gettime(CLOCK_REALTIME, &at);
		at.tv_nsec += GATE_TICK_NS;
		if (at.tv_nsec >= 1000000000L) {
			at.tv_sec++;
			at.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(&G.stop_cond, &G.lock, &at);
	}
	pthread_mutex_unlock(&G.lock);
	return NULL;
}

int
gate_start(unsigned timeout, unsigned max)
{
	G.timeout = timeout;
	G.max = max;
	G.stop = 0;
	if (pthread_create(&G.reaper, NULL, reap, NULL) != 0)
		return -1;
	G.running = 1;
	return 0;
}

void
gate_stop(void)
{
	if (!G.running)
		return;
	pthread_mutex_lock(&G.lock);
	G.stop = 1;
	pthread_cond_signal(&G.stop_cond);
	pthread_mutex_unlock(&G.lock);
	pthread_join(G.reaper, NULL);
	G.running = 0;
}

/* Is a the better one to push out than b (NULL: none yet)?  One whose
 * role holds the most places, the longest on the client's turn; a new
 * connection still to say whose it is only when there is no other, the
 * newest first (gate.c's comment). */
static int
rather(const struct gate_conn *a, const struct gate_conn *b, double fresh)
{
	int	 fa = a->owner == NULL && a->opened >= fresh,
		 fb = b != NULL && b->owner == NULL && b->opened >= fresh;

	if (b == NULL || fa != fb)
		return b == NULL || fb;
	if (fa)
		return a->opened > b->opened;
	return held(a) > held(b) || (held(a) == held(b) && a->since <
	    b->since);
}

enum MHD_Result
gate_admit(void *cls, const struct sockaddr *addr, socklen_t len)
{
	struct gate_conn *g, *victim = NULL;
	enum MHD_Result	 ok = MHD_YES;
	double		 fresh = monotonic_s() - GATE_FRESH;

	(void)cls;
	(void)addr;
	(void)len;
	pthread_mutex_lock(&G.lock);
	if (G.live >= G.max) {
		for (g = G.head; g != NULL; g = g->next)
			if (!g->cut && !g->server_turn && rather(g, victim,
			    fresh))
				victim = g;
		/* Every place is the server's, answering authorized
		 * requests: the newcomer waits for one (refused now). */
		if (victim != NULL)
			cut(victim);
		else
			ok = MHD_NO;
	}
	pthread_mutex_unlock(&G.lock);
	return ok;
}

void
gate_notify(void *cls, struct MHD_Connection *con, void **ctx,
    enum MHD_ConnectionNotificationCode code)
{
	const union MHD_ConnectionInfo *fd;
	struct gate_conn *g = *ctx;

	(void)cls;
	pthread_mutex_lock(&G.lock);
	if (code == MHD_CONNECTION_NOTIFY_STARTED) {
		fd = mhd.get_connection_info(con,
		    MHD_CONNECTION_INFO_CONNECTION_FD);
		if (fd != NULL && (g = xcalloc(1, sizeof *g)) != NULL) {
			g->fd = fd->connect_fd;
			g->since = g->opened = monotonic_s();
			if ((g->next = G.head) != NULL)
				G.head->prev = g;
			G.head = g;
			G.live++;
			G.anonymous++;
			*ctx = g;
		}
	} else if (g != NULL) {
		if (g->prev != NULL)
			g->prev->next = g->next;
		else
			G.head = g->next;
		if (g->next != NULL)
			g->next->prev = g->prev;
		if (!g->cut) {
			G.live--;
			disown(g);
		}
		free(g);
		*ctx = NULL;
	}
	pthread_mutex_unlock(&G.lock);
}

void
gate_turn(struct MHD_Connection *con, int server)
{
	const union MHD_ConnectionInfo *info = mhd.get_connection_info(con,
	    MHD_CONNECTION_INFO_SOCKET_CONTEXT);
	struct gate_conn *g = info != NULL ? info->socket_context : NULL;

	if (g == NULL)
		return;
	pthread_mutex_lock(&G.lock);
	g->server_turn = server;
	if (!server)
		g->since = monotonic_s();
	pthread_mutex_unlock(&G.lock);
}

/* kind, campaign and role as one key: "%c %.63s/%.31s". */
static void
key_make(char key[100], char kind, const char *campaign, const char *role)
{
	size_t	 c = strnlen(campaign, 63), r = strnlen(role, 31);

	key[0] = kind;
	key[1] = ' ';
	memcpy(key + 2, campaign, c);
	key[2 + c] = '/';
	memcpy(key + 3 + c, role, r);
	key[3 + c + r] = '\0';
}

/* The count of what kind (p, w, c or r) a campaign (and role, or NULL)
 * holds (lock held), or NULL when there is no room to count one more. */
static unsigned *
tally_of(char kind, const char *campaign, const char *role)
{
	char	 key[100];
	int	 i, free_at = -1;

	/* "%c %.63s/%.31s", built by hand: every request counts itself
	 * in and out several times, under the lock all requests share. */
	key_make(key, kind, campaign, role != NULL ? role : "");
	/* Only the slots ever used are looked at: as many as the roles and
	 * campaigns at work at once, not the room for them all. */
	for (i = 0; i < G.tallied; i++) {
		if (G.tally[i].n > 0 && strcmp(G.tally[i].key, key) == 0)
			return &G.tally[i].n;
		if (G.tally[i].n == 0 && free_at < 0)
			free_at = i;
	}
	if (free_at < 0 && G.tallied < TALLY_MAX)
		free_at = G.tallied++;
	if (free_at < 0)
		return NULL;
	snprintf(G.tally[free_at].key, sizeof G.tally[free_at].key, "%s",
	    key);
	return &G.tally[free_at].n;
}

void
gate_owner(struct MHD_Connection *con, const char *campaign,
    const char *role)
{
	const union MHD_ConnectionInfo *info = mhd.get_connection_info(con,
	    MHD_CONNECTION_INFO_SOCKET_CONTEXT);
	struct gate_conn *g = info != NULL ? info->socket_context : NULL;
	unsigned	*p;

	if (g == NULL)
		return;
	pthread_mutex_lock(&G.lock);
	if (!g->cut && (p = tally_of('p', campaign, role)) != g->owner) {
		disown(g);
		if ((g->owner = p) != NULL)
			(*p)++;
		else
			G.anonymous++;	/* no room to count it: as before */
	}
	pthread_mutex_unlock(&G.lock);
}

int
gate_wait_begin(const char *campaign, const char *role)
{
	unsigned	*n;
	int		 ok = -1;

	pthread_mutex_lock(&G.lock);
	if (G.waits < (G.max + 1) / 2 && (n = tally_of('w', campaign,
	    role)) != NULL && *n < (G.max + 3) / 4) {
		(*n)++;
		G.waits++;
		ok = 0;
	}
	pthread_mutex_unlock(&G.lock);
	return ok;
}

void
gate_wait_end(const char *campaign, const char *role)
{
	unsigned	*n;

	pthread_mutex_lock(&G.lock);
	if ((n = tally_of('w', campaign, role)) != NULL && *n > 0) {
		(*n)--;
		G.waits--;
	}
	pthread_mutex_unlock(&G.lock);
}

int
gate_enter(const char *campaign, const char *role)
{
	unsigned	*c, *r;
	int		 ok = -1;

	pthread_mutex_lock(&G.lock);
	/* The campaign's first, so that the role's, counted second, is
	 * never the one left without room once the other is made. */
	if ((c = tally_of('c', campaign, NULL)) != NULL && *c < (G.max + 3) /
	    4) {
		(*c)++;
		if ((r = tally_of('r', campaign, role)) != NULL && *r <
		    (G.max + 7) / 8) {
			(*r)++;
			ok = 0;
		} else
			(*c)--;
	}
	pthread_mutex_unlock(&G.lock);
	return ok;
}

void
gate_leave(const char *campaign, const char *role)
{
	unsigned	*n;

	pthread_mutex_lock(&G.lock);
	if ((n = tally_of('c', campaign, NULL)) != NULL && *n > 0)
		(*n)--;
	if ((n = tally_of('r', campaign, role)) != NULL && *n > 0)
		(*n)--;
	pthread_mutex_unlock(&G.lock);
}
