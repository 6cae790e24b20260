/* Things a command scores once a game, each time, or once a turn while
 * held (award.c): a town levied, a depot destroyed, a county controlled. */
#ifndef ADJ_MECH_AWARD_H
#define ADJ_MECH_AWARD_H

#include <stddef.h>

#include "adj/mech.h"

struct session;
struct reply;

extern const struct mech mech_award;

/* Claim thing `typed` of award `id` (`levy TOWN` is award levy): its
 * points on the award's track with their source, its stores on their
 * registers, all as one command; 0, or -1 with nothing recorded. */
int	 award_claim(struct session *, const char *id, const char *typed,
	    struct reply *);
/* The award's things and what each claim has scored (`levy` alone). */
int	 award_list(struct session *, const char *id, struct reply *);
/* The award a player named (an id or a unique start of it) into id: 0,
 * or -1 with r failed listing the game's awards. */
int	 award_id(struct session *, const char *typed, char *id, size_t,
	    struct reply *);
/* The game's awards (`award` alone). */
int	 award_all(struct session *, struct reply *);
/* The side that claims award id ("" when either may). */
const char *award_side(struct session *, const char *id);

#endif
