/* A bell: wakes every thread waiting on it at once (bell.c). */
#ifndef ADJ_SERVER_BELL_H
#define ADJ_SERVER_BELL_H

#include <pthread.h>
#include <stdint.h>
#include <time.h>

struct bell {
	uint32_t	 rung;		/* times rung (wraps) */
#ifndef __linux__
	pthread_mutex_t	 lock;
	pthread_cond_t	 cond;
#endif
};

void	 bell_init(struct bell *);
/* How many times it was rung: read before looking at what it rings
 * for, then waited past. */
uint32_t bell_rung(struct bell *);
/* Until it is rung again after `seen`, or until (CLOCK_REALTIME, as
 * pthread_cond_timedwait; NULL: no end): ETIMEDOUT then, else 0
 * (perhaps early: the caller looks again at what it waits for). */
int	 bell_wait(struct bell *, uint32_t seen, const struct timespec *until);
void	 bell_ring(struct bell *);

#endif
