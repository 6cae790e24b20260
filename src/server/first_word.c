/* The command entry a line's first word names, as the command table
 * names it (every game's commands): what the server judges a line by
 * before any dispatcher has it (campaign.c: may a reader run it) and
 * what the request log names a posted line by (api.c), never its
 * words. */
#include <string.h>

#include "../cli/cli.h"
#include "server.h"

const struct cmd_entry *
first_entry(const char *line, int *doubt)
{
	char	 word[64];
	size_t	 n;
	int	 amb;

	line += strspn(line, " \t");
	n = strcspn(line, " \t");
	/* Quotes in the first word are the dispatcher's to undo. */
	*doubt = n >= sizeof word || memchr(line, '"', n) != NULL ||
	    memchr(line, '\'', n) != NULL;
	if (*doubt || n == 0 || line[0] == '#')
		return NULL;
	memcpy(word, line, n);
	word[n] = '\0';
	return cmd_find(word, &amb);
}
