/* The one writer of "track" events (a track set to a value) and of "box"
 * events (a unit put in a box of a box track, or taken off it), each
 * with the line the log shows and where the change came from
 * (adj/source.h).  Whatever moves a track (a command, a step's rule row,
 * a latch, a mechanism) records it here, so every event of these kinds
 * has the same shape and a mechanism observing them (a ledger of VP by
 * source) reads them all one way.  The fold (session.c) applies them. */
#include <string.h>

#include "adj/session.h"
#include "adj/source.h"

int
track_record(struct session *s, const struct track *t, int value,
    const char *text, const struct event_source *src)
{
	json_t	*d, *from = source_json(src);

	if ((d = json_pack("{s:s, s:i}", "track", t->id, "value", value)) ==
	    NULL) {
		json_decref(from);
		return -1;
	}
	if (from != NULL)
		json_object_set_new(d, "source", from);
	/* A flag a latch set says so, as it always has. */
	if (src != NULL && src->kind != NULL && strcmp(src->kind,
	    SOURCE_LATCH) == 0)
		json_object_set_new(d, "latched", json_true());
	return session_record(s, "track", text, d);
}

int
box_record(struct session *s, const struct track *t, const char *item,
    int box, const char *text, const struct event_source *src)
{
	json_t	*d, *from = source_json(src);

	/* Taken off: the box is null. */
	if ((d = json_pack("{s:s, s:s, s:o}", "track", t->id, "item", item,
	    "box", box < 0 ? json_null() : json_integer(box))) == NULL) {
		json_decref(from);
		return -1;
	}
	if (from != NULL)
		json_object_set_new(d, "source", from);
	return session_record(s, "box", text, d);
}
