/* The campaign writer's sync, outside its lock.
 *
 * SQLite in WAL mode with synchronous=FULL writes a commit's frames and
 * then waits for the disk (fdatasync, about half a millisecond here)
 * before the commit returns: the campaign's lock is held all that time,
 * and the next batch of commands waits behind the disk instead of
 * running while it spins.  With synchronous=NORMAL the commit returns
 * once its frames are written to the file; this module then syncs the
 * -wal file through a descriptor of its own, outside the lock, and only
 * after that are the batch's answers released and its events shown to
 * anyone (campaign.c).  One fdatasync covers every frame written before
 * it, so a sync that ends after a later batch's commit serves that one
 * too.
 *
 * What SQLite still syncs by itself under NORMAL keeps a synced commit
 * safe: the -wal file's header when the log starts over, and a
 * checkpoint syncs the log before it copies it into the database and
 * the database before the log may start over (so frames overwritten
 * after a restart were on the disk in the database first).
 *
 * The descriptor is the -wal file's own, checked against the path at
 * each sync: should the file ever be made anew (it is not while the
 * writer's connection stays open), the new one is opened. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "wal_sync.h"

static int
wal_open(struct wal_sync *w)
{
	struct stat	 st;
	int		 fd;

	if ((fd = open(w->path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if (fstat(fd, &st) != 0) {
		close(fd);
		return -1;
	}
	if (w->fd >= 0)
		close(w->fd);
	w->fd = fd;
	w->dev = st.st_dev;
	w->ino = st.st_ino;
	return 0;
}

int
wal_sync_open(struct wal_sync *w, sqlite3 *db)
{
	const char	*wal = sqlite3_filename_wal(sqlite3_db_filename(db,
			    "main"));

	w->fd = -1;
	if (wal == NULL || snprintf(w->path, sizeof w->path, "%s", wal) >=
	    (int)sizeof w->path || wal_open(w) != 0)
		return -1;
	if (sqlite3_exec(db, "PRAGMA synchronous=NORMAL", NULL, NULL, NULL) !=
	    SQLITE_OK) {
		wal_sync_close(w);
		return -1;
	}
	return 0;
}

int
wal_sync(struct wal_sync *w)
{
	struct stat	 st;

	if (w->fd < 0 && wal_open(w) != 0)
		return -1;
	if (stat(w->path, &st) == 0 && (st.st_dev != w->dev ||
	    st.st_ino != w->ino) && wal_open(w) != 0)
		return -1;
	return fdatasync(w->fd);
}

void
wal_sync_close(struct wal_sync *w)
{
	if (w->fd >= 0)
		close(w->fd);
	w->fd = -1;
}
