/* Markers held by one side and handed on when used (src/mech/marker.c). */
#ifndef ADJ_MECH_MARKER_H
#define ADJ_MECH_MARKER_H

#include "adj/mech.h"

struct session;

struct marker_state {
	char	 id[32];
	char	 name[64];
	char	 holder[32];
	int	 uses;
	int	 spent;		/* a use sets it aside (nobody holds it) */
};

struct markers {
	struct marker_state *m;
	int	 n;
};

extern const struct mech mech_marker;

int	 marker_list(struct session *, struct reply *);
int	 marker_use(struct session *, int argc, char **argv, struct reply *);
/* A table's result code gives side its marker (marker.given_by): 0 done
 * (or no effect, it holds it: said), 1 the game has no such marker, -1
 * with r failed. */
int	 marker_give(struct session *, const char *code, const char *side,
	    struct reply *);

#endif
