/* Each role's /state, kept while nothing new is on the disk (state_cache.c). */
#ifndef ADJ_STATE_CACHE_H
#define ADJ_STATE_CACHE_H

#include <pthread.h>
#include <stdint.h>

#include <jansson.h>

#define STATE_KEPT	16	/* roles kept at once (then the oldest goes) */

struct state_cache {
	pthread_mutex_t	 lock;
	struct state_kept {
		char	 role[64];
		int64_t	 seq;		/* the journal's last event it shows */
		double	 at;		/* when it was made (monotonic_s) */
		json_t	*answer;	/* written out (answer_written) */
	}		 kept[STATE_KEPT];
};

void	 state_cache_init(struct state_cache *);
void	 state_cache_free(struct state_cache *);
/* role's answer, a reference of the caller's, when one was made as of
 * seq (the last event on the disk now) within the last second; else
 * NULL. */
json_t	*state_cache_get(struct state_cache *, const char *role, int64_t seq);
/* Keep answer (written out: the cache takes a reference) as role's as of
 * seq. */
void	 state_cache_put(struct state_cache *, const char *role, int64_t seq,
	    json_t *answer);

#endif
