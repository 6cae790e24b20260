/* Rolls a rule lets a side roll again (src/core/reroll.c). */
#ifndef ADJ_REROLL_H
#define ADJ_REROLL_H

#include <stdint.h>

#include <jansson.h>

struct session;

/* The roll event of this kind that a reroll replaces and that no event of
 * the kind has answered yet: its seq (and its data, a new reference, in
 * *old when old is not NULL), or 0.  The reroll is an event whose data
 * names the roll it replaces ("replaces": seq); the command that rolls
 * again marks its own event "rerolls": seq and takes back what the
 * replaced roll did, so that the new roll stands alone. */
int64_t	 reroll_pending(struct session *, const char *kind, json_t **old);

#endif
