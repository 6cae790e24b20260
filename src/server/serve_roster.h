/* `serve new`'s words after the scenario (serve_roster.c). */
#ifndef ADJ_SERVE_ROSTER_H
#define ADJ_SERVE_ROSTER_H

#include <sqlite3.h>

#include "adj/roles.h"

struct session;
struct reply;

struct new_words {
	char	**opts;		/* +OPTION words, without the '+' */
	int	 nopts;
	char	*commanders;	/* commanders=ID,...: the list, or NULL */
	char	**set;		/* the rest: settings */
	int	 nset;
};

void	 new_words_split(int, char **, struct new_words *);
void	 new_words_free(struct new_words *);
/* Is every commander of list one of the game's, its option among opts
 * (ids, a comma list) and its side's players enough?  0, or -1 with err. */
int	 new_commanders_check(sqlite3 *, const char *game, const char *opts,
	    const char *list, char *err, size_t);
/* Each commander of list made (role_add), in the data's order: their
 * roles into made.  0, or -1 with r failed. */
int	 new_commanders_add(struct session *, const char *list,
	    char (*made)[ROLE_LEN], int *nmade, struct reply *);

#endif
