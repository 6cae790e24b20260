/* An answer written out as its client reads it.
 *
 * Most answers are jansson objects written out as the connection sends
 * them.  Two are written out before, where it costs less: a kept page of
 * a history, its thousand events written once for all who read it
 * (events.c), and a read command's answer (a `log` of the whole journal
 * is megabytes), written by the low-priority thread that ran it
 * (campaign.c). */
#include <stdlib.h>
#include <string.h>

#include "adj/text.h"
#include "adj/xalloc.h"
#include "answer_text.h"
#include "events.h"

#define DUMP_FLAGS	(JSON_COMPACT | JSON_PRESERVE_ORDER)

static char *
dumped(json_t *o, size_t *len)
{
	char	*s = json_dump_text(o, DUMP_FLAGS, len);

	if (s == NULL)
		*len = 0;
	return s;
}

char *
answer_text(json_t *o, size_t *len)
{
	size_t	 head;

	return answer_text_head(o, len, &head);
}

char *
answer_text_head(json_t *o, size_t *len, size_t *head)
{
	json_t	*text;
	char	*s, *all;
	size_t	 n, tn;

	*head = 0;
	if ((text = json_object_get(o, ANSWER_TEXT)) != NULL) {
		*len = json_string_length(text);
		all = xmalloc(*len + 1);
		memcpy(all, json_string_value(text), *len + 1);
		return all;
	}
	if ((text = json_incref(json_object_get(o, EVENTS_TEXT))) == NULL)
		return dumped(o, len);
	json_object_del(o, EVENTS_TEXT);
	json_object_del(o, "events");	/* an empty one read before */
	s = json_dump_text(o, DUMP_FLAGS, &n);
	/* "{...}" less its "}", then ,"events":TEXT} */
	if (s == NULL || n < 2) {
		free(s);
		json_decref(text);
		return NULL;
	}
	tn = json_string_length(text);
	all = xmalloc(n + tn + 12);
	memcpy(all, s, n - 1);
	*len = *head = n - 1;
	if (n > 2)
		all[(*len)++] = ',';
	memcpy(all + *len, "\"events\":", 9);
	*len += 9;
	memcpy(all + *len, json_string_value(text), tn);
	*len += tn;
	all[(*len)++] = '}';
	all[*len] = '\0';
	free(s);
	json_decref(text);
	return all;
}

void
answer_written(json_t *o)
{
	size_t	 n;
	char	*s = answer_text(o, &n);

	if (s == NULL)
		return;
	json_object_clear(o);
	json_object_set_new(o, ANSWER_TEXT, json_stringn_nocheck(s, n));
	free(s);
}
