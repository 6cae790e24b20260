/* Reading a file a player named (rfile.h). */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "adj/rfile.h"

FILE *
rfile_open(const char *path, long long max, const char *what, char *err,
    size_t len)
{
	struct stat	 sb;
	FILE		*f;
	int		 fd, fl;

	/* O_NONBLOCK: a FIFO opens at once, to be refused below. */
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)) <
	    0) {
		snprintf(err, len, "cannot read %s: %s", path, strerror(errno));
		return NULL;
	}
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		snprintf(err, len, "%s is not a regular file: expected %s", path,
		    what);
		close(fd);
		return NULL;
	}
	if (sb.st_size > max) {
		snprintf(err, len, "%s is %lld bytes: expected %s", path,
		    (long long)sb.st_size, what);
		close(fd);
		return NULL;
	}
	if ((fl = fcntl(fd, F_GETFL)) == -1 || fcntl(fd, F_SETFL, fl &
	    ~O_NONBLOCK) == -1 || (f = fdopen(fd, "r")) == NULL) {
		snprintf(err, len, "cannot read %s: %s", path, strerror(errno));
		close(fd);
		return NULL;
	}
	return f;
}
