/* The commander roles a game's data gives its sides, read against a
 * campaign's roster (src/core/roster_data.c): what a role added from the
 * data brings, whose a formation or a duty is, what a holder may not
 * hold.  A game without commander_role rows has none of it. */
#ifndef ADJ_ROSTER_DATA_H
#define ADJ_ROSTER_DATA_H

#include <stddef.h>
#include <jansson.h>

struct session;
struct reply;

/* Has the game commander roles in its data? */
int	 roster_has_data(struct session *);
/* Is flag id (a track) set now? */
int	 roster_flag(struct session *, const char *id);
/* The data of commander name under side, into a "role" event's data d
 * ("overall", "holds": what falls to him).  1 when the data has the
 * role, 0 when not (a free name), -1 with r failed when the rules refuse
 * it now (its option not taken, too few players on the side). */
int	 roster_role_data(struct session *, const char *side,
	    const char *name, json_t *d, struct reply *);
/* A formation or duty by what a player typed (its id; a duty also by the
 * word before ".SIDE", for side): 0 with its id and side, or -1. */
int	 roster_find(struct session *, const char *typed, const char *side,
	    char *id, size_t, char *fside, size_t);
/* Its printed name into out (the id when it has none): 0, or -1. */
int	 roster_name_of(struct session *, const char *what, char *out,
	    size_t);
int	 roster_is_duty(struct session *, const char *what);
/* How many formations of kind role holds. */
int	 roster_count(struct session *, const char *role, const char *kind);
/* By how many the overall commander's count of the counted kind passes
 * the smallest subordinate's (0: the rule holds), with why. */
int	 roster_shortfall(struct session *, const char *side, char *why,
	    size_t);
/* May commander to not hold what (command_bar)?  1 with why. */
int	 roster_barred(struct session *, const char *what, const char *to,
	    char *why, size_t);
/* May commander actor run a line of verb with these words: a formation
 * it names is its holder's, a duty's command or track the duty holder's
 * (or the overall commander's)?  0, or 1 with the refusal in why. */
int	 roster_authority(struct session *, const char *actor,
	    const char *verb, int argc, char **argv, char *why, size_t);

#endif
