/* An event's data parsed for the fold (json_event.c). */
#ifndef ADJ_JSON_EVENT_H
#define ADJ_JSON_EVENT_H

#include <jansson.h>

/* The JSON text s as jansson's json_loads(s, 0, NULL) gives it (NULL
 * where it gives NULL), quicker for the data the program writes. */
json_t	*json_event_parse(const char *s);

#endif
