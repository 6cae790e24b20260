/* Whole-file locks between processes (flock), on files SQLite has open.
 *
 * Why the file descriptors are never closed: SQLite locks its files with
 * POSIX record locks, and POSIX drops every such lock a process holds on
 * a file as soon as the process closes *any* descriptor of that file.  A
 * lock taken on a descriptor of our own and released by closing it would
 * silently take SQLite's locks away too (readers then see a WAL being
 * reset under them).  So each file gets one descriptor, opened on first
 * use and kept until the process ends, and a lock is dropped with
 * LOCK_UN.  A handful of files a process, so a handful of descriptors.
 * Keyed by device and inode: the same through any symlink or hard link. */
#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "adj/filelock.h"

struct held {
	dev_t	 dev;
	ino_t	 ino;
	int	 fd;
};

static struct {
	pthread_mutex_t	 lock;
	struct held	*h;
	int		 n;
} F = { PTHREAD_MUTEX_INITIALIZER, NULL, 0 };

/* The descriptor kept for the file at path, opened if need be (F.lock
 * held); -1 when it cannot be opened. */
static int
fd_of(const char *path)
{
	struct stat	 st;
	struct held	*h;
	int		 i, fd;

	if (stat(path, &st) != 0)
		return -1;
	for (i = 0; i < F.n; i++)
		if (F.h[i].dev == st.st_dev && F.h[i].ino == st.st_ino)
			return F.h[i].fd;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if ((h = realloc(F.h, (size_t)(F.n + 1) * sizeof *h)) == NULL) {
		close(fd);	/* nothing of SQLite's on it yet: new here */
		return -1;
	}
	F.h = h;
	F.h[F.n].dev = st.st_dev;
	F.h[F.n].ino = st.st_ino;
	F.h[F.n].fd = fd;
	F.n++;
	return fd;
}

int
filelock_take(const char *path, int exclusive)
{
	int	 fd, rc = -1;

	pthread_mutex_lock(&F.lock);
	if ((fd = fd_of(path)) >= 0)
		rc = flock(fd, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB);
	pthread_mutex_unlock(&F.lock);
	return rc == 0 ? 0 : -1;
}

void
filelock_drop(const char *path)
{
	int	 fd;

	pthread_mutex_lock(&F.lock);
	if ((fd = fd_of(path)) >= 0)
		flock(fd, LOCK_UN);
	pthread_mutex_unlock(&F.lock);
}
