/* Leaders with an Active and an Inactive side (src/mech/leaders.c). */
#ifndef ADJ_MECH_LEADERS_H
#define ADJ_MECH_LEADERS_H

#include "adj/mech.h"

struct session;

/* A leader's side of the counter and what happened to him. */
struct leader_state {
	char	 id[32];
	char	 name[48];
	char	 side[32];
	char	 state[12];		/* active, inactive, off-map, removed */
	int	 wounded_turn;		/* light wound: inactive until the
					 * turn after this one (0: none) */
	int	 replacement;		/* the counter is his replacement */
	int	 back_turn;		/* removed: his replacement returns in
					 * this turn's Rally Phase */
	char	 casualty[12];		/* '', wounded, killed, serious */
};

struct leaders {
	struct leader_state *l;
	int	 n;
};

extern const struct mech mech_leaders;

/* The game's leaders (NULL when it has none). */
struct leaders *leaders_of(struct session *);
int	 leaders_list(struct session *, struct reply *);
int	 leader_activate(struct session *, const char *, struct reply *);
int	 leader_deactivate(struct session *, const char *, const char *cause,
	    struct reply *);
int	 leader_casualty(struct session *, const char *, const char *roll,
	    struct reply *);
struct leader_state *leader_find(struct session *, const char *,
	    struct reply *);
int	 leader_set(struct session *, const struct leader_state *,
	    const char *text);

#endif
