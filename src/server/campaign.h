/* Inside a campaign (the server's own): campaign.c runs its commands,
 * events.c and report_cache.c read it beside them. */
#ifndef ADJ_SERVER_CAMPAIGN_H
#define ADJ_SERVER_CAMPAIGN_H

#include <pthread.h>

#include "../cli/cli.h"

#define EVENTS_MAX	1000	/* events in one answer; `more` says so */
#define READERS_KEPT	16	/* event readers kept open, per campaign */
#define EVENTS_IN_PLACE	64	/* events read under the campaign's lock */
#define REPORT_REST	3	/* after a build, rest this many times as long */

struct pending;

struct campaign {
	char		 id[32];
	struct cli	 c;		/* its session and own rules handle */
	pthread_mutex_t	 lock;		/* the session: one user at a time */
	pthread_cond_t	 grew;		/* the journal grew (with lock) */
	pthread_mutex_t	 qlock;		/* the queue and its leader */
	pthread_cond_t	 qdone;		/* a batch finished (with qlock) */
	struct pending	*head, *tail;
	int		 leader;
	int		 closing;
	/* The report (report_cache.c), built beside the writer from a
	 * reader of its own on the same file (WAL: readers never wait for
	 * the writer), one build at a time. */
	pthread_mutex_t	 rlock;		/* all below */
	pthread_cond_t	 rbuilt;	/* a build ended (with rlock) */
	struct session	*reader;	/* its own connection and rules */
	sqlite3		*reader_rules;
	struct rng	 reader_rng;
	int		 building;
	double		 build_after;	/* no build before (monotonic_s) */
	json_t		*report;	/* the last built, as of report_seq */
	int64_t		 report_seq;
	pthread_mutex_t	 plock;		/* the pool of event readers (events.c) */
	struct journal	*pool[READERS_KEPT];
	int		 npool;
};

/* The campaign's session file into path. */
void	 campaign_file(struct campaign *, char *path, size_t);
/* The events after `after` and up to `upto` that view may see, read
 * from j, at most limit, into o as "events" (and "more" when there are
 * others after them), with upto as "last_seq". */
void	 events_from(struct journal *, const char *view, int64_t after,
	    int64_t upto, int limit, json_t *o);
/* The same for a role, read beside the writer through a connection of
 * the campaign's pool: 0, or -1 with err set. */
int	 events_read(struct campaign *, const char *role, int64_t after,
	    int64_t upto, int limit, json_t *o, char *err, size_t);
void	 readers_close(struct campaign *);
void	 report_close(struct campaign *);

#endif
