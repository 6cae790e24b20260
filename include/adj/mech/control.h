/* Victory hexes and places: who holds each (src/mech/control.c). */
#ifndef ADJ_MECH_CONTROL_H
#define ADJ_MECH_CONTROL_H

#include <stddef.h>

#include "adj/mech.h"

struct session;

struct hex_control {
	char	 hex[96];		/* a hex, or a named place */
	char	 side[32];		/* "" when nobody holds it */
};

struct control {
	struct hex_control *h;
	int	 n;
	/* Each hex's start as the rules give it, asked once (a victory
	 * formula's held() asks of each hex at every turn's end). */
	struct hex_control *start;
	int	 nstart;
};

extern const struct mech mech_control;

/* `control` (hex NULL lists them). */
int	 session_control(struct session *, const char *hex, const char *side,
	    struct reply *);
/* Who holds a victory hex or place now ("" for nobody). */
const char *session_holder(struct session *, const char *hex);
/* The net worth on track t (its up side's hexes minus the other's) of the
 * victory hexes scored each turn (per_turn 1) or at the end (0); who
 * holds what into why ("" when no hex scores then). */
int	 session_hex_score(struct session *, const struct track *,
	    int per_turn, char *why, size_t);

#endif
