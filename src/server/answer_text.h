/* An answer written out as its client reads it (answer_text.c). */
#ifndef ADJ_SERVER_ANSWER_TEXT_H
#define ADJ_SERVER_ANSWER_TEXT_H

#include <stddef.h>

#include <jansson.h>

/* An answer already written out: the whole text under this key, alone
 * (answer_written). */
#define ANSWER_TEXT	"answer_text"

/* o's JSON text (malloc'd, its length in *len), or NULL: o as it is, or
 * the text answer_written kept in it, or o with its events given as
 * text (EVENTS_TEXT, events.h) written as its "events".  o may lose
 * those keys on the way. */
char	*answer_text(json_t *o, size_t *len);
/* The same, with *head the length of its text before its events (when
 * they were given as text; else 0): that much and a closing brace is o
 * without them. */
char	*answer_text_head(json_t *o, size_t *len, size_t *head);
/* o written out now, by the caller's thread, and kept in it as that text
 * alone: a read run at the lowest priority writes out its long answer
 * there too, not in the connection's thread. */
void	 answer_written(json_t *o);

#endif
