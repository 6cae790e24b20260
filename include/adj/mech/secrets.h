/* Secrets kept by side (src/mech/secrets.c): a side's look at the
 * enemy's secret tracks and secret order on a turn the rules give it one
 * (a spy's success), and players('SIDE') for the rules' formulas. */
#ifndef ADJ_MECH_SECRETS_H
#define ADJ_MECH_SECRETS_H

#include "adj/mech.h"

struct session;
struct reply;

extern const struct mech mech_secrets;

/* `look SIDE`: SIDE's secret tracks and order as they stand, recorded
 * for the enemy that looks (and the umpire) alone, on a turn its flag
 * (secret_look) is set.  0, or -1 with nothing recorded. */
int	 secrets_look(struct session *, const char *side, struct reply *);

#endif
