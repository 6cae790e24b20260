/* An event's stored data written as jansson would write it parsed
 * (src/core/report_data.c): wherever report_data_text takes the stored
 * text, its bytes are jansson's own, spaced and compact; where it cannot
 * be sure, it says so and the caller dumps. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "adj/buf.h"
#include "../../src/core/report_format.h"

#define SPACED	(JSON_ENCODE_ANY | JSON_PRESERVE_ORDER)
#define COMPACT	(JSON_COMPACT | JSON_PRESERVE_ORDER)

/* stored as the journal keeps it: taken (want 1) or left (want 0); when
 * taken, the same bytes jansson writes of it parsed. */
static void
same(const char *stored, int want)
{
	json_t		*v = json_loads(stored, JSON_DECODE_ANY, NULL);
	char		*dump;
	struct buf	 b;
	int		 k, flags[2] = { SPACED, COMPACT };

	assert_non_null(v);
	for (k = 0; k < 2; k++) {
		buf_init(&b);
		if (report_data_text(&b, stored, k == 0) == 0) {
			if (!want)
				fail_msg("taken, should be left: %s", stored);
			dump = json_dumps(v, flags[k]);
			if (strcmp(dump, buf_str(&b)) != 0)
				fail_msg("%s: \"%s\" not jansson's \"%s\"",
				    stored, buf_str(&b), dump);
			free(dump);
		} else if (want)
			fail_msg("left, should be taken: %s", stored);
		else
			assert_int_equal(b.len, 0);
		buf_free(&b);
	}
	json_decref(v);
}

static void
test_taken(void **state)
{
	(void)state;
	same("{}", 1);
	same("{\"a\":1,\"b\":[1,2,{\"c\":null}],\"d\":true,\"e\":false}", 1);
	same("{\"line\":\"note Sept. 17, 1862: a, b: c\",\"n\":-3}", 1);
	same("{\"amount\":1.0,\"x\":-2.5,\"y\":0.10000000000000001}", 1);
	same("{\"z\":0,\"big\":9007199254740993}", 1);
	same("{\"u\":\"Gen. Lee \xc3\xa9 \xe2\x80\xa8\"}", 1);
}

static void
test_left(void **state)
{
	(void)state;
	same("{\"a\": 1}", 0);			/* a blank */
	same("{\"q\":\"say \\\"hi\\\"\"}", 0);	/* an escape */
	same("{\"r\":0.1}", 0);			/* not %.17g */
	same("{\"r\":1.50}", 0);
	same("{\"r\":1e20}", 0);
	same("{\"r\":1E5}", 0);
	same("{\"m\":-0}", 0);
	same("[1,2]", 0);			/* not an object */
	assert_int_equal(report_data_text(NULL, NULL, 1), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_taken),
		cmocka_unit_test(test_left),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
