/* A shared campaign's settings: how its umpire runs it (who moves the game
 * on, the delay a side's message asks by default).  They are kept in the
 * campaign's own journal, as "setting" events folded like any other: a
 * change is logged with who made it, reaches every role's terminal, and
 * is taken back by the umpire's undo.  A game with no such event (every
 * table game) has the defaults.  The server's authority judge reads them
 * (src/cli/authority.c); the base only keeps them. */
#ifndef ADJ_SETTINGS_H
#define ADJ_SETTINGS_H

#include <stddef.h>
#include <jansson.h>

#define SETTINGS_MAX	4	/* settings there may be: the table's rows */

struct reply;

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
/* What the word NAME=VALUE changes in set: 1, with the "setting" event
 * to record (its data, a new reference, and its text); 0 when the
 * setting is so already (said in text); -1 with why in err. */
int	 settings_change(const struct settings *, const char *word,
	    json_t **data, char *text, size_t, char *err, size_t);
/* The settings as {"name": "value"} (a new reference). */
json_t	*settings_json(const struct settings *);
/* The settings, a line each with what the value means and the others
 * it could take (text), and {"name": "value"} into json. */
void	 settings_show(const struct settings *, struct reply *, json_t *);

#endif
