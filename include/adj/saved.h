/* The sessions saved in a folder, for `open` to list (saved.c). */
#ifndef ADJ_SAVED_H
#define ADJ_SAVED_H

#include <sqlite3.h>

struct saved {
	char	 path[4096];
	char	 name[256];	/* the file's name without .adj: `open NAME` */
	char	 game[64];	/* ids, "" when the file does not say */
	char	 scenario[64];
	char	 title[128];	/* the game's and scenario's names, from */
	char	 scenario_name[128];	/* the rules (ids when unknown) */
	int	 turn;		/* of the scenario, from 1; 0 before any */
	char	 turn_label[64];
	char	 at[32];	/* when last played: its last event's time */
};

/* The sessions (*.adj) in dir, the last played first, read without
 * writing to them (another terminal may have one open); a file that is
 * no session is left out.  The count; *out malloc'd. */
int	 saved_list(sqlite3 *rules, const char *dir, struct saved **out);
/* The one of list that typed names: its file name with or without .adj,
 * or a unique start of it; NAME_NONE or NAME_AMBIGUOUS (names.h). */
int	 saved_match(const struct saved *, int, const char *typed);

#endif
