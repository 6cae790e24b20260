/* Events on the wire.  A copy stores the server's events as they came and
 * checks each hash over their exact bytes, but JSON strings hold only
 * UTF-8, and an event recorded before the input rule (text.c) may hold
 * other bytes.  Such a field goes twice: repaired under its own name (for
 * a reader's eyes, and for clients that know no better) and exact, in hex,
 * under NAME_hex, which a copy takes instead.  Every other event goes as
 * it always did. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/text.h"
#include "adj/wire.h"

static const char *const fields[] = { "phase", "kind", "vis", "text",
    "data", "at", NULL };

static const char **
field(struct event *e, int i)
{
	const char	**f[] = { &e->phase, &e->kind, &e->vis, &e->text,
			    &e->data, &e->at };

	return f[i];
}

static void
put(json_t *o, const char *name, const char *v)
{
	char		 key[32];
	struct buf	 hex;
	size_t		 n = strlen(v), i;

	json_object_set_new(o, name, text_json(v));
	if (text_utf8(v, n, NULL))
		return;
	buf_init(&hex);
	for (i = 0; i < n; i++)
		buf_printf(&hex, "%02x", (unsigned char)v[i]);
	snprintf(key, sizeof key, "%s_hex", name);
	json_object_set_new(o, key, json_string(buf_str(&hex)));
	buf_free(&hex);
}

json_t *
wire_event(const struct event *e)
{
	struct event	 c = *e;
	json_t		*o = xjson_pack("{s:I, s:I, s:i}", "seq",
			    (json_int_t)e->seq, "cmd", (json_int_t)e->cmd,
			    "turn", e->turn);
	int		 i;

	for (i = 0; fields[i] != NULL; i++)
		put(o, fields[i], *field(&c, i) != NULL ? *field(&c, i) : "");
	json_object_set_new(o, "prev", json_string(e->prev));
	json_object_set_new(o, "hash", json_string(e->hash));
	return o;
}

/* An object's member: ,"name":value (the value written by the caller). */
static void
member(struct buf *b, const char *name)
{
	buf_addn(b, ",\"", 2);
	buf_add(b, name);
	buf_addn(b, "\":", 2);
}

void
wire_event_text(const struct event *e, struct buf *b)
{
	struct event	 c = *e;
	const char	*v;
	json_t		*o;
	char		*s;
	size_t		 n;
	int		 i;

	/* A field that is not UTF-8 goes twice (put): rare enough to be
	 * written through jansson, as wire_event has it. */
	for (i = 0; fields[i] != NULL; i++)
		if ((v = *field(&c, i)) != NULL && !text_utf8(v, strlen(v), NULL))
			break;
	if (fields[i] != NULL) {
		o = wire_event(e);
		s = json_dump_text(o, JSON_COMPACT | JSON_PRESERVE_ORDER, &n);
		json_decref(o);
		if (s != NULL && n > 0)
			buf_addn(b, s, n - 1);	/* left open: less its '}' */
		free(s);
		return;
	}
	buf_addn(b, "{\"seq\":", 7);
	buf_add_int(b, e->seq);
	member(b, "cmd");
	buf_add_int(b, e->cmd);
	member(b, "turn");
	buf_add_int(b, e->turn);
	for (i = 0; fields[i] != NULL; i++) {
		v = *field(&c, i) != NULL ? *field(&c, i) : "";
		member(b, fields[i]);
		text_json_quoted(b, v, strlen(v));
	}
	member(b, "prev");
	text_json_quoted(b, e->prev, strlen(e->prev));
	member(b, "hash");
	text_json_quoted(b, e->hash, strlen(e->hash));
}

static int
unhex(const char *h, struct buf *out)
{
	unsigned	 b;
	size_t		 i, n = strlen(h);
	char		 c;

	if (n % 2 != 0)
		return -1;
	for (i = 0; i < n; i += 2) {
		if (strspn(h + i, "0123456789abcdefABCDEF") < 2 ||
		    sscanf(h + i, "%2x", &b) != 1)
			return -1;
		c = (char)b;
		buf_addn(out, &c, 1);
	}
	return 0;
}

int
wire_event_read(json_t *o, struct event *e, struct buf *own)
{
	size_t		 at[6];
	const char	*hex;
	char		 key[32];
	int		 i;

	memset(e, 0, sizeof *e);
	e->seq = json_integer_value(json_object_get(o, "seq"));
	e->cmd = json_integer_value(json_object_get(o, "cmd"));
	e->turn = (int)json_integer_value(json_object_get(o, "turn"));
	buf_reset(own);
	/* Offsets first: own may move while it grows. */
	for (i = 0; fields[i] != NULL; i++) {
		snprintf(key, sizeof key, "%s_hex", fields[i]);
		at[i] = (size_t)-1;
		if ((hex = json_string_value(json_object_get(o, key))) == NULL)
			continue;
		at[i] = own->len;
		if (unhex(hex, own) != 0)
			return -1;
		buf_addn(own, "", 1);
	}
	for (i = 0; fields[i] != NULL; i++) {
		const char **f = field(e, i);

		if (at[i] != (size_t)-1)
			*f = own->s + at[i];
		else if ((*f = json_string_value(json_object_get(o,
		    fields[i]))) == NULL)
			*f = "";
	}
	snprintf(e->prev, sizeof e->prev, "%s",
	    json_string_value(json_object_get(o, "prev")) ?: "");
	snprintf(e->hash, sizeof e->hash, "%s",
	    json_string_value(json_object_get(o, "hash")) ?: "");
	return 0;
}
