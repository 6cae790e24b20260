/* A bell for many waiters: the long-polls of a campaign, woken together
 * by one commit.  A condition variable wakes them all to queue again on
 * its mutex, one at a time, each a trip through the kernel: 200 of them
 * took longer to let go than to answer.  On Linux the bell is a futex on
 * a counter: ringing wakes every waiter, and none takes a lock to wake.
 * Elsewhere, a mutex and a condition variable, as before. */
#include <errno.h>
#include <limits.h>

#ifdef __linux__
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "bell.h"

#ifdef __linux__
void
bell_init(struct bell *b)
{
	__atomic_store_n(&b->rung, 0, __ATOMIC_RELEASE);
}

uint32_t
bell_rung(struct bell *b)
{
	return __atomic_load_n(&b->rung, __ATOMIC_ACQUIRE);
}

int
bell_wait(struct bell *b, uint32_t seen, const struct timespec *until)
{
	/* Absolute, on the realtime clock (FUTEX_WAIT_BITSET): a wait that
	 * wakes early and waits again keeps its deadline. */
	if (syscall(SYS_futex, &b->rung, FUTEX_WAIT_BITSET |
	    FUTEX_PRIVATE_FLAG | FUTEX_CLOCK_REALTIME, seen, until, NULL,
	    FUTEX_BITSET_MATCH_ANY) != 0 && errno == ETIMEDOUT)
		return ETIMEDOUT;
	return 0;	/* rung, rung before it slept (EAGAIN), or EINTR */
}

void
bell_ring(struct bell *b)
{
	__atomic_add_fetch(&b->rung, 1, __ATOMIC_ACQ_REL);
	syscall(SYS_futex, &b->rung, FUTEX_WAKE | FUTEX_PRIVATE_FLAG, INT_MAX,
	    NULL, NULL, 0);
}
#else
void
bell_init(struct bell *b)
{
	b->rung = 0;
	pthread_mutex_init(&b->lock, NULL);
	pthread_cond_init(&b->cond, NULL);
}

uint32_t
bell_rung(struct bell *b)
{
	uint32_t	 n;

	pthread_mutex_lock(&b->lock);
	n = b->rung;
	pthread_mutex_unlock(&b->lock);
	return n;
}

int
bell_wait(struct bell *b, uint32_t seen, const struct timespec *until)
{
	int	 rc = 0;

	pthread_mutex_lock(&b->lock);
	while (b->rung == seen && rc != ETIMEDOUT)
		rc = until != NULL ? pthread_cond_timedwait(&b->cond, &b->lock,
		    until) : pthread_cond_wait(&b->cond, &b->lock);
	pthread_mutex_unlock(&b->lock);
	return rc == ETIMEDOUT ? ETIMEDOUT : 0;
}

void
bell_ring(struct bell *b)
{
	pthread_mutex_lock(&b->lock);
	b->rung++;
	pthread_cond_broadcast(&b->cond);
	pthread_mutex_unlock(&b->lock);
}
#endif
