/* Events on the wire: an event whose text is not UTF-8 (recorded before
 * the input rule) crosses JSON with its exact bytes, so that its hash
 * still checks at the other end; any other event goes as it always did. */
#include "testing.h"

#include <stdlib.h>
#include <string.h>

#include "adj/wire.h"

static struct event
sample(const char *text, char *hash)
{
	struct event	 e;

	memset(&e, 0, sizeof e);
	e.seq = 7;
	e.cmd = 6;
	e.turn = 2;
	e.phase = "lrb";
	e.kind = "note";
	e.vis = "all";
	e.text = text;
	e.data = "{}";
	e.at = "2024-01-01T00:00:00Z";
	memset(e.prev, 'a', 64);
	event_hash(&e, hash);
	memcpy(e.hash, hash, 65);
	return e;
}

/* Through the wire as a client sees it: dumped to text and parsed again. */
static json_t *
across(const struct event *e)
{
	json_t	*o = wire_event(e);
	char	*s = json_dumps(o, JSON_COMPACT);
	json_t	*back = json_loads(s, 0, NULL);

	json_decref(o);
	free(s);
	return back;
}

/* Across and back: the hash worked out at the other end is the one sent. */
static json_t *
round_trip(const char *text, struct event *got, struct buf *own)
{
	char		 h[65], h2[65];
	struct event	 e = sample(text, h);
	json_t		*o = across(&e);

	assert_non_null(o);
	assert_int_equal(wire_event_read(o, got, own), 0);
	event_hash(got, h2);
	assert_string_equal(h2, h);
	assert_string_equal(got->hash, h);
	assert_int_equal(got->seq, 7);
	return o;
}

static void
test_exact_bytes(void **state)
{
	struct event	 got;
	struct buf	 own;
	json_t		*o;

	(void)state;
	buf_init(&own);
	o = round_trip("caf\xe9 \x1b[2J", &got, &own);
	assert_string_equal(json_string_value(json_object_get(o, "text")),
	    "caf\xef\xbf\xbd \x1b[2J");
	assert_string_equal(json_string_value(json_object_get(o, "text_hex")),
	    "636166e9201b5b324a");
	assert_string_equal(got.text, "caf\xe9 \x1b[2J");
	buf_free(&own);
	json_decref(o);
}

static void
test_plain(void **state)
{
	struct event	 got;
	struct buf	 own;
	json_t		*o;

	(void)state;
	buf_init(&own);
	o = round_trip("caf\xc3\xa9", &got, &own);
	assert_null(json_object_get(o, "text_hex"));
	/* Hex that is not hex is refused, not half read. */
	json_object_set_new(o, "text_hex", json_string("6z"));
	assert_int_equal(wire_event_read(o, &got, &own), -1);
	buf_free(&own);
	json_decref(o);
}

/* Written as text at once (an answer's events): the same bytes jansson
 * writes for wire_event's object, whatever the fields hold, and a field
 * that is not UTF-8 still goes twice. */
static void
test_text_as_jansson(void **state)
{
	static const char *const texts[] = { "", "plain", "say \"hold\"",
	    "back\\slash / slash", "tab\there\nline\r\b\f", "\x01\x1f\x7f",
	    "\xe2\x80\x9cquoted\xe2\x80\x9d \xf0\x9f\x8e\xb2 caf\xc3\xa9",
	    "\x1b[2J", "caf\xe9 not UTF-8", NULL };
	char		 h[65], *want;
	struct buf	 b;
	struct event	 e;
	json_t		*o;
	int		 i;

	(void)state;
	buf_init(&b);
	for (i = 0; texts[i] != NULL; i++) {
		e = sample(texts[i], h);
		e.data = texts[i];	/* a field among others */
		e.seq = (int64_t)1 << 40;
		e.turn = -1;
		o = wire_event(&e);
		want = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
		json_decref(o);
		buf_reset(&b);
		wire_event_text(&e, &b);
		buf_addn(&b, "}", 1);
		assert_string_equal(buf_str(&b), want);
		free(want);
	}
	/* One of them went twice, exact in hex. */
	assert_non_null(strstr(buf_str(&b), "\"text_hex\":\"636166e9"));
	buf_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_exact_bytes),
		cmocka_unit_test(test_plain),
		cmocka_unit_test(test_text_as_jansson),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
