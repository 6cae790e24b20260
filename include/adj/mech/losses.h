/* Units recorded as eliminated, for their victory points
 * (src/mech/losses.c). */
#ifndef ADJ_MECH_LOSSES_H
#define ADJ_MECH_LOSSES_H

#include "adj/mech.h"

struct session;

struct loss {
	char	 side[32];
	char	 unit[48];
	int	 value;
};

struct losses {
	struct loss *l;
	int	 n;
};

extern const struct mech mech_losses;

int	 loss_record(struct session *, int argc, char **argv, struct reply *);
int	 loss_return(struct session *, int argc, char **argv, struct reply *);
int	 loss_list(struct session *, struct reply *);

#endif
