/* A campaign's undos, read once and extended as its journal grows
 * (undo_cache.c). */
#ifndef ADJ_SERVER_UNDO_CACHE_H
#define ADJ_SERVER_UNDO_CACHE_H

#include <pthread.h>
#include <stdint.h>

#include "adj/acted.h"

struct journal;

struct undo_cache {
	pthread_mutex_t	 lock;		/* the two below */
	int64_t		 upto;		/* every undo up to this event is in u */
	struct undone	 u;		/* by command, then by undo */
};

void	 undo_cache_init(struct undo_cache *);
void	 undo_cache_free(struct undo_cache *);
/* Every undo up to upto (and perhaps some after: undone_by's answer is
 * then compared with upto), copied into out for undone_by; what is not
 * yet kept is read from j, past what was.  0, or -1 when j cannot be
 * read. */
int	 undo_cache_get(struct undo_cache *, struct journal *, int64_t upto,
	    struct undone *out);
/* Is there an undo after from, up to upto?  1 or 0, or -1 when j cannot
 * be read. */
int	 undo_cache_since(struct undo_cache *, struct journal *, int64_t from,
	    int64_t upto);

#endif
