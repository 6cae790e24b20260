/* A campaign's report for the web view's charts, built beside the writer
 * and cached (report_cache.c).  Below campaign.c, which calls it; it
 * knows no campaign, only the file and how far it is committed. */
#ifndef ADJ_SERVER_REPORT_CACHE_H
#define ADJ_SERVER_REPORT_CACHE_H

#include <pthread.h>
#include <stdint.h>
#include <jansson.h>
#include <sqlite3.h>

#include "adj/dice.h"

struct report_cache {
	pthread_mutex_t	 lock;		/* all below */
	pthread_cond_t	 built;		/* a build ended (with lock) */
	char		 path[4300];	/* the campaign's file */
	struct session	*reader;	/* its own connection and rules */
	sqlite3		*rules;
	struct rng	 rng;
	int		 building;
	double		 build_after;	/* no build before (monotonic_s) */
	json_t		*report;	/* the last built, as of seq */
	int64_t		 seq;
	int		(*settle)(void *arg, int64_t seq);	/* reading.h */
	void		*settle_arg;
};

void	 report_cache_init(struct report_cache *, const char *path,
	    int (*settle)(void *, int64_t), void *arg);
void	 report_cache_close(struct report_cache *);
/* The report, as new as the journal was when asked for: committed(arg)
 * says how far the campaign's journal is committed now. */
json_t	*report_cache_get(struct report_cache *,
	    int64_t (*committed)(void *), void *arg);

#endif
