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
 * And when every place is taken, a new connection takes the place of the
 * one that has been on the client's turn longest: many slow clients can
 * only push each other out, never the quick ones, whose requests are in
 * and answered long before they are the oldest.
 *
 * Long-polls are the server's turn, so never pushed out: one token could
 * take every place with them.  So one role of a campaign waits in at most
 * a quarter of the places, all long-polls together in half; the rest stay
 * for requests answered at once. */
#include <sys/socket.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "server.h"

#define GATE_TICK_NS	100000000L	/* how often the reaper looks */
#define WAITERS_MAX	256		/* roles with long-polls at once */

struct gate_conn {
	int		 fd;
	int		 server_turn;
	int		 cut;		/* shut down already: closing */
	double		 since;		/* start of the client's turn */
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
	struct gate_conn *head;
	unsigned	 waits;		/* long-polls, all together */
	struct {
		char	 key[96];	/* campaign/role */
		unsigned n;
	}		 waiter[WAITERS_MAX];
} G = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0, 0, 0, 0,
    0, NULL, 0, { { "", 0 } } };

double
monotonic_s(void)
{
	struct timespec	 t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* With the lock held.  The socket stays open (libmicrohttpd closes it,
 * after telling gate_notify), so the descriptor cannot be another's. */
static void
cut(struct gate_conn *g)
{
	shutdown(g->fd, SHUT_RDWR);
	g->cut = 1;
	G.live--;
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

enum MHD_Result
gate_admit(void *cls, const struct sockaddr *addr, socklen_t len)
{
	struct gate_conn *g, *oldest = NULL;
	enum MHD_Result	 ok = MHD_YES;

	(void)cls;
	(void)addr;
	(void)len;
	pthread_mutex_lock(&G.lock);
	if (G.live >= G.max) {
		for (g = G.head; g != NULL; g = g->next)
			if (!g->cut && !g->server_turn && (oldest == NULL ||
			    g->since < oldest->since))
				oldest = g;
		/* Every place is the server's, answering authorized
		 * requests: the newcomer waits for one (refused now). */
		if (oldest != NULL)
			cut(oldest);
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
		if (fd != NULL && (g = calloc(1, sizeof *g)) != NULL) {
			g->fd = fd->connect_fd;
			g->since = monotonic_s();
			if ((g->next = G.head) != NULL)
				G.head->prev = g;
			G.head = g;
			G.live++;
			*ctx = g;
		}
	} else if (g != NULL) {
		if (g->prev != NULL)
			g->prev->next = g->next;
		else
			G.head = g->next;
		if (g->next != NULL)
			g->next->prev = g->prev;
		if (!g->cut)
			G.live--;
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

/* The count of a campaign's role's long-polls (lock held), or NULL when
 * there is no room to count one more role. */
static unsigned *
waits_of(const char *campaign, const char *role)
{
	char	 key[96];
	int	 i, free_at = -1;

	snprintf(key, sizeof key, "%.63s/%.31s", campaign, role);
	for (i = 0; i < WAITERS_MAX; i++) {
		if (G.waiter[i].n > 0 && strcmp(G.waiter[i].key, key) == 0)
			return &G.waiter[i].n;
		if (G.waiter[i].n == 0 && free_at < 0)
			free_at = i;
	}
	if (free_at < 0)
		return NULL;
	snprintf(G.waiter[free_at].key, sizeof G.waiter[free_at].key, "%s",
	    key);
	return &G.waiter[free_at].n;
}

int
gate_wait_begin(const char *campaign, const char *role)
{
	unsigned	*n;
	int		 ok = -1;

	pthread_mutex_lock(&G.lock);
	if (G.waits < (G.max + 1) / 2 && (n = waits_of(campaign, role)) !=
	    NULL && *n < (G.max + 3) / 4) {
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
	if ((n = waits_of(campaign, role)) != NULL && *n > 0) {
		(*n)--;
		G.waits--;
	}
	pthread_mutex_unlock(&G.lock);
}
