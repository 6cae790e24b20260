/* A shared campaign's settings: how its umpire runs it (today, who moves
 * the game on).  They are kept in the campaign's own journal, as
 * "setting" events folded like any other: a change is logged with who
 * made it, reaches every role's terminal, and is taken back by the
 * umpire's undo.  A game with no such event (every table game) has the
 * defaults.  The server's authority judge reads them
 * (src/cli/authority.c); the base only keeps them. */
#ifndef ADJ_SETTINGS_H
#define ADJ_SETTINGS_H

#include <stddef.h>
#include <jansson.h>

#define SETTINGS_MAX	4	/* settings there may be: the table's rows */

struct reply;
struct session;

/* Each setting's value, as an index into its row's values (0: the
 * default, so a zeroed struct holds the defaults). */
struct settings {
	int	 value[SETTINGS_MAX];
};

void	 settings_reset(struct settings *);
/* A "setting" event's data ({"name", "value"}) folded in; a name or value
 * this Adjutant does not know (a later one's) is passed over. */
void	 settings_fold(struct settings *, json_t *);
/* The value of setting name ("umpire"), or NULL when there is none. */
const char *settings_get(const struct settings *, const char *name);
/* Check NAME=VALUE words: 0, or -1 with why (naming what is expected)
 * in err. */
int	 settings_check(int n, char **words, char *err, size_t);
/* Record NAME=VALUE words as setting events of s (inside a journal
 * transaction), each said in r; one already so is said, not recorded.
 * 0, or -1 with r failed and nothing recorded. */
int	 session_settings_set(struct session *, int n, char **words,
	    struct reply *);
/* The settings, a line each with what the value means and the others
 * it could take (text), and {"name": "value"} into json. */
void	 settings_show(const struct settings *, struct reply *, json_t *);

#endif
