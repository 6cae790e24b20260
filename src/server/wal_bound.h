/* A campaign writer's log kept to a bounded size beside readers that
 * never pause (wal_bound.c). */
#ifndef ADJ_SERVER_WAL_BOUND_H
#define ADJ_SERVER_WAL_BOUND_H

#include <stdint.h>

#include <sqlite3.h>

struct wal_bound {
	int64_t	 hold_until;	/* ms: long walks pause until then (atomic) */
	int	 next_restart;	/* frames at which to start the log over */
	int	 step;		/* added to it after a hold that failed */
	int	 next_passive;	/* frames at which to copy some back */
	int	 frames;	/* in the log at the last commit */
	int64_t	 next_try;	/* ms: a hold's next try at a restart */
	int64_t	 last_ms;	/* ms: the last commit past next_restart */
};

/* db's checkpoints from now on (its commits' hook): 0, or -1. */
int	 wal_bound_open(struct wal_bound *, sqlite3 *db);
/* Between the chunks of a reader's long walk, its snapshot let go: wait
 * while the writer asks readers to hold off (a few milliseconds at most).
 * NULL: nothing to wait for. */
void	 wal_bound_pause(const struct wal_bound *);

#endif
