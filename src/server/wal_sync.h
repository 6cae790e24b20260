/* A campaign writer's commits made durable after its lock is let go
 * (wal_sync.c). */
#ifndef ADJ_SERVER_WAL_SYNC_H
#define ADJ_SERVER_WAL_SYNC_H

#include <sys/types.h>

#include <sqlite3.h>

struct wal_sync {
	char	 path[4400];	/* the -wal file */
	int	 fd;		/* opened on it, read-only (-1: not yet) */
	dev_t	 dev;
	ino_t	 ino;
};

/* db's commits no longer wait for the disk (synchronous=NORMAL): the
 * caller calls wal_sync before it tells anyone they happened.  0, or -1
 * (db stays as it was: every commit durable by itself). */
int	 wal_sync_open(struct wal_sync *, sqlite3 *db);
/* Every commit written so far on the disk: 0, or -1 (errno kept).  Safe
 * beside a writer still committing on db: it touches only its own
 * descriptor. */
int	 wal_sync(struct wal_sync *);
void	 wal_sync_close(struct wal_sync *);

#endif
