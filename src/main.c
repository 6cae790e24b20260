/* adjutant: the program picks its face, the campaign server (`adjutant
 * serve ...`, src/server) or the terminal (src/cli).  Here, above both, so
 * that neither face reaches up into the other. */
#include <string.h>

#include "cli/cli.h"
#include "server/server.h"

int
main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "serve") == 0)
		return serve_main(argc - 1, argv + 1);
	return cli_main(argc, argv);
}
