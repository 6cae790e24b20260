/* Victories held before the end (victory_hold.c): flags a step sets when
 * its test holds there (step_latch), and the least result each held
 * victory gives its side (victory_hold). */
#ifndef ADJ_MECH_VICTORY_HOLD_H
#define ADJ_MECH_VICTORY_HOLD_H

#include "adj/mech.h"

extern const struct mech mech_victory_hold;

#endif
