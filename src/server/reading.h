/* Reading a campaign beside its writer (reading.c): read-only sessions on
 * the campaign's file, each a terminal of its own that the CLI's own
 * dispatcher runs the commands that write nothing through.  Below
 * campaign.c, which calls it; it knows no campaign, only its files. */
#ifndef ADJ_SERVER_READING_H
#define ADJ_SERVER_READING_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define READING_MAX	4	/* readers open at once, per campaign */

struct cli;
struct wal_bound;

struct reading {
	pthread_mutex_t	 lock;		/* all below */
	pthread_cond_t	 freed;		/* a reader was given back */
	char		 path[4300];	/* the campaign's file */
	char		 tables[4300];	/* its tables (the umpire's copies) */
	struct cli	*idle[READING_MAX];
	int		 nidle;
	int		 open;		/* idle or in use */
	/* Until the journal up to seq is on the disk (0), or never (-1):
	 * a reader answers only from what a crash cannot take back. */
	int		(*settle)(void *arg, int64_t seq);
	int		(*busy)(void *arg);	/* commands coming in */
	void		*settle_arg;		/* both's */
	/* The writer's log, which long walks pause for (NULL: none). */
	const struct wal_bound *bound;
};

void	 reading_init(struct reading *, const char *path,
	    const char *tables, int (*settle)(void *, int64_t),
	    int (*busy)(void *), void *arg, const struct wal_bound *);
void	 reading_close(struct reading *);
/* A reader caught up to the journal's committed tail, waiting for one
 * when all READING_MAX are in use; NULL with err set.  What it reads
 * until it is given back is one snapshot, all of it on the disk
 * (settle). */
struct cli *reading_take(struct reading *, char *err, size_t);
void	 reading_give(struct reading *, struct cli *);
/* settle(arg, seq) for a snapshot read up to seq (NULL: nothing to wait
 * for): 0, or -1 with err set to what the client is told. */
int	 reading_settle(int (*settle)(void *, int64_t), void *arg,
	    int64_t seq, char *err, size_t errlen);

#endif
