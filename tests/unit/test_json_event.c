/* The fold's parser of an event's data gives what json_loads gives: on
 * every event of the sessions earlier builds wrote, and on texts at the
 * edges of what it reads itself (escapes, numbers, nesting, damage),
 * which it hands to jansson. */
#include "testing.h"

#include <stdio.h>
#include <string.h>

#include <sqlite3.h>

#include "adj/json_event.h"
#include "adj/prepare.h"

/* Both parse s alike: the same value (json_equal: every key, each
 * number's type and value), or both refuse it. */
static void
same(const char *s)
{
	json_t	*a = json_loads(s, 0, NULL), *b = json_event_parse(s);

	if (a == NULL || b == NULL) {
		if (a != NULL || b != NULL)
			fail_msg("one parser refused \"%s\"", s);
	} else if (!json_equal(a, b))
		fail_msg("parsed apart: \"%s\"", s);
	/* The keys in the order written, as a writer would dump them. */
	if (a != NULL && b != NULL) {
		char *x = json_dumps(a, JSON_PRESERVE_ORDER | JSON_ENCODE_ANY);
		char *y = json_dumps(b, JSON_PRESERVE_ORDER | JSON_ENCODE_ANY);

		assert_string_equal(x, y);
		free(x);
		free(y);
	}
	json_decref(a);
	json_decref(b);
}

static void
test_edges(void **state)
{
	static const char *const texts[] = {
		"{}", "[]", " { } ", "{\"a\":1}", "{\"a\":-1,\"b\":0,\"c\":-0}",
		"{\"n\":123456789012345678}", "{\"n\":1234567890123456789}",
		"{\"n\":9223372036854775807}", "{\"n\":9223372036854775808}",
		"{\"n\":-9223372036854775808}", "{\"n\":01}", "{\"n\":-}",
		"{\"n\":1.5}", "{\"n\":1e3}", "{\"n\":2E-2}", "{\"n\":0.0}",
		"{\"n\":-0.0}", "{\"n\":1.}", "{\"n\":1.e5}", "{\"n\":.5}",
		"{\"n\":1e}", "{\"n\":1e+}", "{\"n\":1E+2}", "{\"n\":3.25e-7}",
		"{\"n\":1.5e308}", "{\"n\":1e400}", "{\"n\":1e-400}",
		"{\"n\":0.1,\"m\":[2.5,-7.125,1.0]}", "{\"n\":01.5}",
		"{\"n\":1.0000000000000000000000000000000000000000000000000000000"
		"00000000000000001}",
		"{\"s\":\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"}", "{\"s\":\"\\u00e9\"}",
		"{\"s\":\"\\u0000\"}", "{\"s\":\"caf\xc3\xa9\"}", "{\"s\":\"\xff\"}",
		"{\"s\":\"a\tb\"}", "{\"s\":\"\\x\"}", "{\"s\":\"open", "{\"a\"}",
		"{\"a\":}", "{\"a\":1,}", "{\"a\":1 \"b\":2}", "[1,2,]", "[,]",
		"{\"a\":true,\"b\":false,\"c\":null}", "{\"a\":tru}",
		"{\"a\":truex}", "{\"a\":1}x", "{\"a\":1} ", "{\"a\":1}}", "1",
		"\"s\"", "true", "", "   ", "{\"a\":1,\"a\":2,\"b\":3}",
		"{\"\":\"\"}", "{\"k\\n\":1}", "{\"a\\\"b\":1,\"a\\\"b\":2}",
		"{\"ab\":1,\"a\\u0062\":2}", "{\"s\":\"x\",\"t\":\"y\\\\\"}",
		"{\"a\":[{\"b\":[{\"c\":{\"d\":[1,[2,[3]]]}}]}]}",
		"{\"a\":{\"b\":{\"c\":{\"d\":{\"e\":{\"f\":{\"g\":{\"h\":1}}}}}}}}",
		"{\"long\":\"" "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
		"\\n\",\"" "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"
		"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"
		"\":2}",
		"\t{\r\n\"a\" :\t[ 1 , 2 ] }\n",
	};
	char	 deep[200];
	size_t	 i;

	(void)state;
	for (i = 0; i < sizeof texts / sizeof texts[0]; i++)
		same(texts[i]);
	/* Nesting past the fast path's depth: jansson's. */
	for (i = 0; i < 80; i++)
		deep[i] = '[';
	for (; i < 160; i++)
		deep[i] = ']';
	deep[i] = '\0';
	same(deep);
}

/* Every event of the sessions earlier builds wrote. */
static void
test_sessions(void **state)
{
	/* immutable: read as they lie, no -wal or -shm left beside them. */
	static const char *const files[] = {
	    "file:tests/sessions/la-midturn.adj?immutable=1",
	    "file:tests/sessions/bd-finished.adj?immutable=1",
	    "file:tests/sessions/campaign-umpire.adj?immutable=1",
	    "file:tests/sessions/campaign-union.adj?immutable=1",
	    "file:tests/sessions/pre-head.adj?immutable=1" };
	sqlite3		*db;
	sqlite3_stmt	*st;
	size_t		 i;
	int		 n = 0;

	(void)state;
	for (i = 0; i < sizeof files / sizeof files[0]; i++) {
		assert_int_equal(sqlite3_open_v2(files[i], &db,
		    SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL), SQLITE_OK);
		assert_int_equal(sql_prepare(db, "SELECT data FROM event",
		    -1, &st, NULL), SQLITE_OK);
		while (sqlite3_step(st) == SQLITE_ROW) {
			same((const char *)sqlite3_column_text(st, 0));
			n++;
		}
		sqlite3_finalize(st);
		sqlite3_close(db);
	}
	assert_true(n > 300);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_edges),
		cmocka_unit_test(test_sessions),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
