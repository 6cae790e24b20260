/* Files that hold secrets are their owner's alone.  A session holds the
 * Key chits a side chose, a terminal's copy of a campaign its token (in
 * meta, and in every page of its -wal that rewrote meta), a campaign's
 * file every side's secrets, the server's store every campaign's roles.
 *
 * SQLite creates a database with the process's umask (0644 as a rule),
 * and each -wal, -shm and -journal beside it with the mode of the
 * database file itself (unix VFS: findCreateFileMode, and the -shm from
 * the database's fstat).  So a chmod after the open comes too late for
 * the -wal already made; an empty file made 0600 before SQLite opens it
 * (SQLite takes an empty file as an empty database) gives every file of
 * the database that mode from the start, whatever the umask. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include "adj/private.h"

int
private_create(const char *path)
{
	int	 fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
	    0600)) < 0)
		return -1;
	/* The umask may have taken more than group and other: the owner
	 * must still read and write it. */
	fchmod(fd, 0600);
	close(fd);
	return 0;
}

const char *
private_db_file(const char *path, int i, char *out, size_t len)
{
	static const char *const suffix[] = { "", "-wal", "-shm", "-journal" };

	if (i < 0 || i >= (int)(sizeof suffix / sizeof suffix[0]) ||
	    snprintf(out, len, "%s%s", path, suffix[i]) >= (int)len)
		return NULL;
	return out;
}

void
private_tighten(const char *path)
{
	struct stat	 st;
	char		 p[4200];
	int		 i;

	/* Only a regular file of ours (through a link too). */
	for (i = 0; private_db_file(path, i, p, sizeof p) != NULL; i++)
		if (stat(p, &st) == 0 && S_ISREG(st.st_mode) &&
		    st.st_uid == geteuid() && (st.st_mode & 077) != 0)
			chmod(p, st.st_mode & 0700);
}

int
private_mkdir(const char *path)
{
	if (mkdir(path, 0700) != 0)
		return -1;
	chmod(path, 0700);	/* whatever the umask took */
	return 0;
}
