/* The tokens requests presented lately, kept in memory.
 *
 * Every request's token was a read of the store: a transaction of its own
 * (two file locks and a stat), under the one lock all request threads
 * share, a twentieth of a command's time and more of a read's.  Kept, a
 * token must still die the moment it is revoked, by this process or by
 * an operator's `adjutant serve ... revoke` beside it.  Every change to
 * the store is a write to its files (its write-ahead log, and the
 * database when that is checkpointed), and the kernel queues an inotify
 * event for a write before the write returns: so each look here first
 * drains the queue, and anything in it empties the cache.  A look that
 * begins after a revocation was committed finds its event queued, and
 * never the revoked token.  (Every writer is on this host: SQLite's
 * write-ahead log works only there, and the kernel sees its writes.)
 *
 * What a look missed is asked of the store (store.c) and kept after,
 * unless the files changed in between (the generation moved): the
 * answer may be older than the change.  A watch that ends (the file
 * removed or renamed) or a queue that cannot be read stops the keeping
 * for good: every token is then looked up, as before. */
#include <sys/inotify.h>

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/strcopy.h"
#include "adj/xalloc.h"
#include "token_cache.h"

#define SLOTS	(2 * TOKEN_CACHE_MAX)	/* a power of two, half used at most */
#define WATCHED	(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_DELETE_SELF | \
		 IN_MOVE_SELF)
#define ENDED	(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF | IN_UNMOUNT)

/* A slot holds a token while its gen is the cache's: emptying the cache
 * is a new generation, not a pass over the slots. */
struct slot {
	uint64_t	 gen;
	char		 hash[65];
	char		 campaign[64];
	char		 role[64];
};

static struct {
	pthread_mutex_t	 lock;
	int		 fd;		/* inotify; -1: nothing is kept */
	uint64_t	 gen;		/* from 1: a slot of 0 is empty */
	size_t		 n;
	struct slot	*slot;
} T = { PTHREAD_MUTEX_INITIALIZER, -1, 1, 0, NULL };

static void
stop_keeping(void)
{
	if (T.fd >= 0)
		close(T.fd);
	T.fd = -1;
	free(T.slot);
	T.slot = NULL;
	T.gen++;
	T.n = 0;
}

int
token_cache_watch(const char *db, const char *wal)
{
	int	 ok;

	pthread_mutex_lock(&T.lock);
	stop_keeping();
	T.fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	T.slot = xcalloc(SLOTS, sizeof *T.slot);
	ok = T.fd >= 0 && db != NULL && wal != NULL &&
	    inotify_add_watch(T.fd, db, WATCHED) >= 0 &&
	    inotify_add_watch(T.fd, wal, WATCHED) >= 0;
	if (!ok)
		stop_keeping();
	pthread_mutex_unlock(&T.lock);
	return ok ? 0 : -1;
}

void
token_cache_close(void)
{
	pthread_mutex_lock(&T.lock);
	stop_keeping();
	pthread_mutex_unlock(&T.lock);
}

/* Whatever the kernel queued since the last look (the lock held): any
 * change empties the cache, a watch ended stops it. */
static void
drain(void)
{
	char			 buf[4096]
			    __attribute__((aligned(__alignof__(struct inotify_event))));
	const struct inotify_event *ev;
	ssize_t			 n;
	size_t			 at;
	int			 changed = 0, ended = 0;

	if (T.fd < 0)
		return;
	while ((n = read(T.fd, buf, sizeof buf)) > 0) {
		changed = 1;
		for (at = 0; at + sizeof *ev <= (size_t)n; at += sizeof *ev +
		    ev->len) {
			ev = (const struct inotify_event *)(buf + at);
			if (ev->mask & ENDED)
				ended = 1;
		}
	}
	/* Interrupted, an event may be left unread: as if changed. */
	if (n < 0 && errno == EINTR)
		changed = 1;
	else if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
		ended = 1;
	if (ended)
		stop_keeping();
	else if (changed) {
		T.gen++;
		T.n = 0;
	}
}

static size_t
home(const char *hash)
{
	uint64_t	 h = 1469598103934665603ULL;
	size_t		 i;

	for (i = 0; i < 16 && hash[i] != '\0'; i++)
		h = (h ^ (unsigned char)hash[i]) * 1099511628211ULL;
	return (size_t)(h & (SLOTS - 1));
}

/* The slot of hash, or the empty one it would take (the lock held). */
static struct slot *
find(const char *hash)
{
	size_t	 i = home(hash);

	while (T.slot[i].gen == T.gen && strcmp(T.slot[i].hash, hash) != 0)
		i = (i + 1) & (SLOTS - 1);
	return &T.slot[i];
}

int
token_cache_get(const char *hash, char *campaign, size_t clen, char *role,
    size_t rlen, uint64_t *gen)
{
	struct slot	*s;
	int		 rc = -1;

	pthread_mutex_lock(&T.lock);
	drain();
	*gen = T.gen;
	if (T.fd >= 0 && (s = find(hash))->gen == T.gen) {
		str_copy(campaign, clen, s->campaign);
		str_copy(role, rlen, s->role);
		rc = 0;
	}
	pthread_mutex_unlock(&T.lock);
	return rc;
}

void
token_cache_put(const char *hash, const char *campaign, const char *role,
    uint64_t gen)
{
	struct slot	*s;

	if (strlen(hash) != 64 || strlen(campaign) >= sizeof s->campaign ||
	    strlen(role) >= sizeof s->role)
		return;
	pthread_mutex_lock(&T.lock);
	drain();
	if (T.fd >= 0 && gen == T.gen && T.n < TOKEN_CACHE_MAX &&
	    (s = find(hash))->gen != T.gen) {
		s->gen = T.gen;
		memcpy(s->hash, hash, sizeof s->hash);
		snprintf(s->campaign, sizeof s->campaign, "%s", campaign);
		snprintf(s->role, sizeof s->role, "%s", role);
		T.n++;
	}
	pthread_mutex_unlock(&T.lock);
}

void
token_cache_forget(void)
{
	pthread_mutex_lock(&T.lock);
	T.gen++;
	T.n = 0;
	pthread_mutex_unlock(&T.lock);
}
