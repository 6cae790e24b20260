/* The last session used: a line in the data folder that the next start
 * reopens when no --session is given.  The faces (the terminal, a joined
 * copy) note it; the server never does. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/reply.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/wfile.h"

/* The last session used, reopened by the next start: written whole or not
 * at all (a full disk leaves the old one), and a failure said. */
void
session_remember(const char *path, struct reply *r)
{
	char	 file[4096], abs[4096], line[4100], was[4100], err[4300];
	FILE	*f;
	int	 same = 0;

	snprintf(file, sizeof file, "%s/current", adj_data_dir());
	if (realpath(path, abs) == NULL)
		snprintf(abs, sizeof abs, "%s", path);
	snprintf(line, sizeof line, "%s\n", abs);
	/* Noted already (each command of a script, each start on the same
	 * game): a durable write of the same line cost every start an
	 * fsync and a rename. */
	if ((f = fopen(file, "r")) != NULL) {
		same = fgets(was, sizeof was, f) != NULL && strcmp(was, line) ==
		    0 && fgetc(f) == EOF;
		fclose(f);
	}
	if (!same && wfile_put(file, line, err, sizeof err) != 0)
		reply_line(r, "(Not noted as the last session used: %s; the next "
		    "start opens it with --session %s.)", err, path);
}
