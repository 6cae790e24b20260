/* Victory read from the ratio of two tracks (victory_ratio.c). */
#ifndef ADJ_VICTORY_RATIO_H
#define ADJ_VICTORY_RATIO_H

#include "adj/mech.h"

extern const struct mech mech_ratio;

#endif
