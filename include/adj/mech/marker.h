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
};

struct markers {
	struct marker_state *m;
	int	 n;
};

extern const struct mech mech_marker;

int	 marker_list(struct session *, struct reply *);
int	 marker_use(struct session *, int argc, char **argv, struct reply *);

#endif
