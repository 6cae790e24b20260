/* Events on the wire: how the campaign server sends an event to a copy
 * that checks its hash over the exact bytes (wire.c). */
#ifndef ADJ_WIRE_H
#define ADJ_WIRE_H

#include <jansson.h>

#include "adj/buf.h"
#include "adj/journal.h"

/* The event as a JSON object of all its fields (a new reference). */
json_t	*wire_event(const struct event *);
/* The same object as JSON text onto b, byte for byte as jansson writes
 * wire_event's compact and in order, but left open (no closing brace):
 * the server adds its own fields after.  An answer's events are written
 * this way, without a jansson value each. */
void	 wire_event_text(const struct event *, struct buf *);
/* Back from the wire: e's strings point into o, or into own for the
 * fields that came as exact bytes (keep own until e is done with).  0,
 * or -1 when such a field is not hex. */
int	 wire_event_read(json_t *, struct event *, struct buf *own);

#endif
