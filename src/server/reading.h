/* Reading a campaign beside its writer (reading.c): read-only sessions on
 * the campaign's file, each a terminal of its own that the CLI's own
 * dispatcher runs the commands that write nothing through.  Below
 * campaign.c, which calls it; it knows no campaign, only its files. */
#ifndef ADJ_SERVER_READING_H
#define ADJ_SERVER_READING_H

#include <pthread.h>
#include <stddef.h>

#define READING_MAX	4	/* readers open at once, per campaign */

struct cli;

struct reading {
	pthread_mutex_t	 lock;		/* all below */
	pthread_cond_t	 freed;		/* a reader was given back */
	char		 path[4300];	/* the campaign's file */
	char		 tables[4300];	/* its tables (the umpire's copies) */
	struct cli	*idle[READING_MAX];
	int		 nidle;
	int		 open;		/* idle or in use */
};

void	 reading_init(struct reading *, const char *path,
	    const char *tables);
void	 reading_close(struct reading *);
/* A reader caught up to the journal's committed tail, waiting for one
 * when all READING_MAX are in use; NULL with err set. */
struct cli *reading_take(struct reading *, char *err, size_t);
void	 reading_give(struct reading *, struct cli *);

#endif
