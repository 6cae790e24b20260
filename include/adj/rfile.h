/* Reading a file a player named (rfile.c): a regular file, and small.
 * A pipe, a device or a FIFO is refused before it is read, and without
 * waiting: opening a FIFO for reading blocks until someone writes to it,
 * which would hold the terminal for ever. */
#ifndef ADJ_RFILE_H
#define ADJ_RFILE_H

#include <stddef.h>
#include <stdio.h>

/* PATH opened to read when it is a regular file of at most max bytes:
 * the stream, or NULL with err ("cannot read PATH: why", "PATH is not a
 * regular file: expected WHAT", "PATH is N bytes: ... at most max"). */
FILE	*rfile_open(const char *path, long long max, const char *what,
	    char *err, size_t len);

#endif
