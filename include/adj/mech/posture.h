/* Sealed postures: a choice from a fixed list each side makes in secret
 * once a turn, revealed together, setting a flag per side
 * (src/mech/posture.c). */
#ifndef ADJ_MECH_POSTURE_H
#define ADJ_MECH_POSTURE_H

#include "adj/mech.h"

struct session;

extern const struct mech mech_posture;

/* Side's choice (a word of the game's list, or "at random" for the
 * umpire), sealed for the turn; all revealed at once when every side has
 * chosen.  0, or -1 with the reply failed, naming what is expected. */
int	 posture_declare(struct session *, const char *side,
	    const char *choice, struct reply *);

#endif
