/* Each role's /state kept while nothing new is on the disk
 * (src/server/state_cache.c): served again for the same role as of the
 * same last event within a second; never another role's, never one from
 * before the journal grew; a newer answer is never replaced by an older
 * one; a name too long to keep whole is not kept; the role kept longest
 * makes way for a new one. */
#include "testing.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "../../src/server/state_cache.h"

static json_t *
answer(const char *text)
{
	return json_pack("{s:s}", "text", text);
}

/* The text of what get gives (NULL: nothing kept). */
static const char *
got(struct state_cache *sc, const char *role, int64_t seq)
{
	static char	 out[64];
	json_t		*o = state_cache_get(sc, role, seq);

	if (o == NULL)
		return NULL;
	snprintf(out, sizeof out, "%s", json_string_value(json_object_get(o,
	    "text")));
	json_decref(o);
	return out;
}

static void
put(struct state_cache *sc, const char *role, int64_t seq, const char *text)
{
	json_t	*o = answer(text);

	state_cache_put(sc, role, seq, o);
	json_decref(o);
}

static void
test_kept_per_role_and_seq(void **state)
{
	struct state_cache sc;

	(void)state;
	state_cache_init(&sc);
	assert_null(got(&sc, "observer", 5));
	put(&sc, "observer", 5, "obs at 5");
	put(&sc, "union", 5, "union at 5");
	assert_string_equal(got(&sc, "observer", 5), "obs at 5");
	assert_string_equal(got(&sc, "union", 5), "union at 5");
	/* Another role, even of the same side, has its own. */
	assert_null(got(&sc, "union-2", 5));
	/* The journal grew: not served. */
	assert_null(got(&sc, "observer", 6));
	/* An answer made from an older snapshot does not replace it. */
	put(&sc, "observer", 4, "obs at 4");
	assert_string_equal(got(&sc, "observer", 5), "obs at 5");
	put(&sc, "observer", 6, "obs at 6");
	assert_string_equal(got(&sc, "observer", 6), "obs at 6");
	assert_null(got(&sc, "observer", 5));
	state_cache_free(&sc);
}

static void
test_bounds(void **state)
{
	struct state_cache sc;
	char		 role[200];
	int		 i;

	(void)state;
	state_cache_init(&sc);
	/* Too long to keep whole: not kept (cut, it could stand for
	 * another). */
	memset(role, 'r', sizeof role - 1);
	role[sizeof role - 1] = '\0';
	put(&sc, role, 1, "long");
	assert_null(got(&sc, role, 1));
	role[64] = '\0';
	put(&sc, role, 1, "long");
	assert_null(got(&sc, role, 1));
	role[63] = '\0';
	put(&sc, role, 1, "just");
	assert_string_equal(got(&sc, role, 1), "just");
	/* One more role than it keeps: the one kept longest makes way. */
	for (i = 0; i < STATE_KEPT; i++) {
		char	 side[32];

		snprintf(side, sizeof side, "side-%d", i);
		put(&sc, side, 1, side);
	}
	assert_null(got(&sc, role, 1));
	for (i = 0; i < STATE_KEPT; i++) {
		snprintf(role, sizeof role, "side-%d", i);
		assert_string_equal(got(&sc, role, 1), role);
	}
	state_cache_free(&sc);
}

/* What is owed says how long ago: a kept answer serves a second. */
static void
test_fresh_for_a_second(void **state)
{
	struct state_cache sc;
	struct timespec	 ts = { 1, 100 * 1000 * 1000 };

	(void)state;
	state_cache_init(&sc);
	put(&sc, "umpire", 9, "ump");
	assert_string_equal(got(&sc, "umpire", 9), "ump");
	nanosleep(&ts, NULL);
	assert_null(got(&sc, "umpire", 9));
	state_cache_free(&sc);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kept_per_role_and_seq),
		cmocka_unit_test(test_bounds),
		cmocka_unit_test(test_fresh_for_a_second),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
