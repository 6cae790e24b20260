/* A disk that refuses to sync, for tests/server/syncfail.sh: preloaded
 * into the server, fdatasync and fsync of a session's -wal file fail with
 * EIO while the file NOSYNC_FLAG names exists; every other call, and
 * every call before the flag is made, goes to the C library's own. */
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int
refused(int fd)
{
	const char	*flag = getenv("NOSYNC_FLAG");
	char		 link[64], path[4096];
	ssize_t		 n;

	if (flag == NULL || access(flag, F_OK) != 0)
		return 0;
	snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
	if ((n = readlink(link, path, sizeof path - 1)) < 4)
		return 0;
	path[n] = '\0';
	return strcmp(path + n - 4, "-wal") == 0;
}

/* The C library's own call, or EIO for a refused file. */
static int
sync_or_refuse(int fd, const char *name)
{
	int	(*real)(int) = (int (*)(int))dlsym(RTLD_NEXT, name);

	if (refused(fd)) {
		errno = EIO;
		return -1;
	}
	return real(fd);
}

int
fdatasync(int fd)
{
	return sync_or_refuse(fd, "fdatasync");
}

int
fsync(int fd)
{
	return sync_or_refuse(fd, "fsync");
}
