/* adjutant: the program picks its face, the campaign server (`adjutant
 * serve ...`, src/server) or the terminal (src/cli).  Here, above both, so
 * that neither face reaches up into the other. */
#include <signal.h>
#include <string.h>

#include "cli/cli.h"
#include "server/server.h"

int
main(int argc, char **argv)
{
	/* A file-size limit (ulimit -f) would kill the process half-way
	 * through a file: ignored, the write fails with EFBIG instead, and
	 * every writer refuses as on a full disk (the journal's command
	 * records nothing, an export leaves the old file as it was). */
	signal(SIGXFSZ, SIG_IGN);
	if (argc > 1 && strcmp(argv[1], "serve") == 0)
		return serve_main(argc - 1, argv + 1);
	return cli_main(argc, argv);
}
