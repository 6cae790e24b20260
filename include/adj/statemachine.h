/* Small state tables from the rules (Morale Hits, a passed Break Test):
 * from a state, with an input, to the next state and an effect. */
#ifndef ADJ_STATEMACHINE_H
#define ADJ_STATEMACHINE_H

#include <sqlite3.h>

#include "adj/reply.h"

/* 1 when `typed` names a state machine of the game (id into out). */
int	statemachine_find(sqlite3 *, const char *game, const char *typed,
	    char *out, size_t);
/* Apply: `state` and `input` matched case-insensitively by prefix. */
int	statemachine_step(sqlite3 *, const char *game, const char *machine,
	    const char *state, const char *input, struct reply *);

#endif
