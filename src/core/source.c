/* Event sources (adj/source.h): the "source" object a change carries. */
#include <string.h>

#include "adj/source.h"
#include "adj/xalloc.h"

static void
put(json_t *o, const char *key, const char *v)
{
	if (v != NULL && *v != '\0')
		json_object_set_new(o, key, json_string(v));
}

json_t *
source_json(const struct event_source *src)
{
	json_t	*o;

	if (src == NULL || src->kind == NULL)
		return NULL;
	o = xjson_pack("{}");
	put(o, "kind", src->kind);
	put(o, "name", src->name);
	put(o, "table", src->table);
	put(o, "id", src->id);
	put(o, "section", src->section);
	return o;
}

void
source_read(json_t *data, struct event_source *out)
{
	json_t	*o = json_object_get(data, "source");

	memset(out, 0, sizeof *out);
	out->kind = json_string_value(json_object_get(o, "kind"));
	if (out->kind == NULL) {
		out->kind = SOURCE_NONE;
		return;
	}
	out->name = json_string_value(json_object_get(o, "name"));
	out->table = json_string_value(json_object_get(o, "table"));
	out->id = json_string_value(json_object_get(o, "id"));
	out->section = json_string_value(json_object_get(o, "section"));
}

int
source_kept(const char *kind)
{
	/* The kinds written by one writer that takes a source
	 * (track_record.c, end_record.c). */
	static const char *const kinds[] = { "track", "box", "end", "queue",
	    NULL };
	int	 i;

	for (i = 0; kinds[i] != NULL; i++)
		if (strcmp(kinds[i], kind) == 0)
			return 1;
	return 0;
}

json_t *
source_shown(json_t *data)
{
	struct event_source	 src;

	source_read(data, &src);
	if (strcmp(src.kind, SOURCE_NONE) == 0)
		return json_string(SOURCE_NONE);
	return source_json(&src);
}
