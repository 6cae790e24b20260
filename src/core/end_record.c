/* The one writer of "end" events: the game over, with its result (the
 * victory level's text) and winner, and what ended it (adj/source.h):
 * the scenario's last turn played, or a rule's sudden death.  The fold
 * (session.c) marks the session over. */
#include "adj/session.h"
#include "adj/source.h"

int
end_record(struct session *s, const char *result, const char *winner,
    const char *text, const struct event_source *src)
{
	json_t	*d, *from = source_json(src);

	if ((d = json_pack("{s:s, s:s}", "result", result != NULL ? result :
	    "", "winner", winner != NULL ? winner : "")) == NULL) {
		json_decref(from);
		return -1;
	}
	if (from != NULL)
		json_object_set_new(d, "source", from);
	return session_record(s, "end", text, d);
}
