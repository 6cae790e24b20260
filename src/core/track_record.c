/* The one writer of "track" events (a track set to a value) and of "box"
 * events (a unit put in a box of a box track, or taken off it), each
 * with the line the log shows and where the change came from
 * (adj/source.h).  Whatever moves a track (a command, a step's rule row,
 * a latch, a mechanism) records it here, so every event of these kinds
 * has the same shape and a mechanism observing them (a ledger of VP by
 * source) reads them all one way.  The fold (session.c) applies them. */
#include <assert.h>
#include <string.h>

#include "adj/secret.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/xalloc.h"

int
track_record(struct session *s, const struct track *t, int value,
    const char *text, const struct event_source *src)
{
	json_t	*d, *from;

	/* A bounded track holds its value within its bounds: what moves it
	 * refuses a value off the track or holds it at the end before it
	 * gets here (session_track_add), so a value outside is a bug. */
	assert(!t->has_lo || value >= t->lo);
	assert(!t->has_hi || value <= t->hi);
	from = source_json(src);
	d = xjson_pack("{s:s, s:i}", "track", t->id, "value", value);
	if (from != NULL)
		json_object_set_new(d, "source", from);
	/* A flag a latch set says so, as it always has. */
	if (src != NULL && src->kind != NULL && strcmp(src->kind,
	    SOURCE_LATCH) == 0)
		json_object_set_new(d, "latched", json_true());
	/* A side's secret track: its side and the umpire read the change. */
	if (track_secret_vis(t) != NULL)
		return session_record_vis(s, "track", text, d,
		    track_secret_vis(t));
	return session_record(s, "track", text, d);
}

int
box_record(struct session *s, const struct track *t, const char *item,
    int box, const char *text, const struct event_source *src)
{
	json_t	*d, *from = source_json(src);

	/* Taken off: the box is null. */
	d = xjson_pack("{s:s, s:s, s:o}", "track", t->id, "item", item, "box",
	    box < 0 ? json_null() : json_integer(box));
	if (from != NULL)
		json_object_set_new(d, "source", from);
	return session_record(s, "box", text, d);
}
