/* The roles of a shared campaign: the umpire, each side, the commanders
 * the umpire puts under a side, and the observer.  A commander's role is
 * "SIDE/NAME" (confederate/longstreet): it sees what its side sees, plus
 * what is addressed to it alone, and acts for its side.  Commanders are
 * kept in the campaign's own journal ("role" events), so every copy that
 * may see them folds the same roster; the server keeps only their
 * tokens' hashes. */
#ifndef ADJ_ROLES_H
#define ADJ_ROLES_H

#include <stddef.h>
#include <jansson.h>

#define ROLE_LEN	32	/* a role's id, with its NUL */
#define ROLE_NAME_MAX	16	/* a commander's name */
#define ROSTER_MAX	32	/* commanders in one campaign */
#define HOLD_MAX	64	/* formations and duties held */
#define OVERALL_MAX	8	/* overall_rule rows of a game */

struct session;
struct reply;

/* A formation (or a duty) and the commander holding it: folded from the
 * "role" events that carry "holds" (roster_data.c makes them). */
struct holding {
	char	 what[ROLE_LEN];	/* formation or duty id */
	char	 by[ROLE_LEN];		/* "SIDE/NAME" */
	int	 moved;			/* changed hands after its default */
};

/* An overall_rule row, read once per session: while flag when_set is set
 * (and when_clear is not), the side's overall commander is role, or the
 * holder of formation holder_of. */
struct overall_rule {
	char	 side[ROLE_LEN];
	char	 when_set[ROLE_LEN];
	char	 when_clear[ROLE_LEN];
	char	 role[ROLE_LEN];
	char	 holder_of[ROLE_LEN];
};

struct roster {
	char	 commander[ROSTER_MAX][ROLE_LEN];	/* "SIDE/NAME" */
	int	 overall[ROSTER_MAX];	/* named its side's overall commander */
	int	 n;
	struct holding	 hold[HOLD_MAX];
	int	 nhold;
	struct overall_rule rules[OVERALL_MAX];
	int	 nrules;
	int	 read;			/* rules holds the game's rows */
};

void	 roster_reset(struct roster *);
/* A "role" event's data ({"commander": "SIDE/NAME"}, with "holds": the
 * formations and duties he now holds, "moved" when that is a change of
 * control) folded in.  (Its "role", as every event's, is who acted.) */
void	 roster_fold(struct roster *, json_t *);

/* The side a role acts for: itself for a side, SIDE for "SIDE/NAME",
 * the role unchanged for the umpire or the observer. */
const char *role_side(const char *role);
/* Its name as a reader reads it: "Umpire", "Observer", a side's printed
 * name, "Longstreet (Confederate)". */
const char *role_name(struct session *, const char *role);
/* Is this a commander of the session's roster? */
int	 role_commander(struct session *, const char *role);
/* A side's overall commander: the one the game's overall_rule rows name
 * while their flags hold (21.1: the V Corps' holder once Meade commands,
 * Halleck for a Halleck Interferes turn), else the commander named so
 * ("overall" in his "role" event), else the first put under the side;
 * NULL when the side has no commanders (the side's own role then acts for
 * all of it). */
const char *role_overall(struct session *, const char *side);
/* Is role its side's overall commander (a side without commanders: is
 * role the side itself)? */
int	 role_is_overall(struct session *, const char *role);
/* The players on a side: its commanders, or 1 when it has none (the
 * side's own role is its one player). */
int	 role_players(struct session *, const char *side);
/* The role a player typed: umpire, a side (name or alias), a commander by
 * name (or SIDE/NAME).  0 with the id in out, or -1. */
int	 role_resolve(struct session *, const char *typed, char *out,
	    size_t);
/* Put a commander called name under side (as typed): recorded as a
 * "role" event its side and the umpire see.  0 with the role into out,
 * or -1 with the reply failed, naming what is expected. */
int	 role_add(struct session *, const char *side, const char *name,
	    char *out, size_t, struct reply *);
/* Who holds formation (or duty) id: "SIDE/NAME", or NULL. */
const char *role_holder(struct session *, const char *id);
/* The commanders, one line each, into the reply and as "commanders"
 * (those the current view may see). */
void	 roster_show(struct session *, struct reply *);

#endif
