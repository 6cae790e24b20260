/* Amounts that fade over turns (fade.c): an army's morale raised by a
 * unit eliminated, less each turn after until it is gone. */
#ifndef ADJ_MECH_FADE_H
#define ADJ_MECH_FADE_H

#include "adj/mech.h"

struct session;
struct reply;

/* The most turns an amount lasts (rules check holds the data to it). */
#define FADE_TURNS_MAX	16

extern const struct mech mech_fade;

/* What a pool's amounts of an event at turn `at` add at turn `turn`:
 * amounts[turn - at] times count, 0 before the event and once they run
 * out.  Pure, for the mechanism and its unit test. */
int	 fade_at(const int *amounts, int n, int count, int at, int turn);
/* "3,2,1" into amounts (at most FADE_TURNS_MAX): their number, or -1
 * when it is not a comma list of whole numbers. */
int	 fade_parse(const char *list, int *amounts);
/* The amount pool adds now, over every event folded so far. */
int	 fade_pool(struct session *, const char *pool);

/* `eliminated`: what fades now and the kinds the game has. */
int	 fade_list(struct session *, struct reply *);
/* `eliminated SIDE KIND [N]`: N (default 1) of the side's KIND, now;
 * 0, or -1 with nothing recorded. */
int	 fade_add(struct session *, const char *side, const char *kind,
	    const char *count, struct reply *);

#endif
