/* Victory by comparing the sides' own levels (victory_relative.c). */
#ifndef ADJ_VICTORY_H
#define ADJ_VICTORY_H

#include <stddef.h>

#include "adj/mech.h"
#include "adj/reply.h"

struct session;

extern const struct mech mech_relative;

/* The scenario decides victory this way. */
int	 victory_is_relative(struct session *);
/* The result if the game ended now (malloc'd), the winner's side id into
 * winner ("" for none); with r, each side's standing explained. */
char	*victory_relative(struct session *, char *winner, size_t,
	    struct reply *r);

/* The per-side track victory points go on ("vp" by default). */
const char *victory_side_track(struct session *);

#endif
