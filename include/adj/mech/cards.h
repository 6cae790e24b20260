/* A deck of activation cards seeded by their owners (the cup's chits as
 * cards: cup_seed.c, cup_formation.c): the mechanism a game takes up
 * beside the cup for the commands and the step that only such a deck
 * has (`seed`, `default`, the seeding's action). */
#ifndef ADJ_MECH_CARDS_H
#define ADJ_MECH_CARDS_H

#include "adj/mech.h"

extern const struct mech mech_cards;

#endif
