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

#define ANSWERS_MAX	24	/* `campaign answer` rules kept */

/* Who answers a choice a side owes (`campaign answer CHOICE[:OF]
 * SIDE/NAME`): the commander named, not anyone of the side. */
struct answer_rule {
	char	 choice[16];	/* key, pick, brigade, held... */
	char	 of[48];	/* what it is of (a division), "" any */
	char	 side[32];
	char	 role[32];	/* SIDE/NAME */
};

/* Each setting's value, as an index into its row's values (0: the
 * default, so a zeroed struct holds the defaults), and who answers which
 * choice (none: anyone of the side). */
struct settings {
	int		 value[SETTINGS_MAX];
	struct answer_rule answer[ANSWERS_MAX];
	int		 nanswer;
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
/* The commander who answers side's choice (of: what it is of, or
 * NULL), or NULL: anyone of the side. */
const char *settings_answerer(const struct settings *, const char *side,
	    const char *choice, const char *of);
/* `campaign answer CHOICE[:OF] SIDE/NAME|[SIDE] off`, words already
 * checked: the "setting" event's data for one rule (a new reference);
 * role is "" for off. */
json_t	*settings_answer_event(const char *choice, const char *of,
	    const char *side, const char *role);
/* The answer rules, a line each, into r and as "answers" into json. */
void	 settings_answers_show(const struct settings *, struct reply *,
	    json_t *);
/* The settings as {"name": "value"} (a new reference). */
json_t	*settings_json(const struct settings *);
/* The settings, a line each with what the value means and the others
 * it could take (text), and {"name": "value"} into json. */
void	 settings_show(const struct settings *, struct reply *, json_t *);

#endif
