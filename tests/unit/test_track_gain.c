/* Gains that start from a floor (track_gain): every writer of a gain
 * takes it, not the `track` command alone.  The Long Roads' simplified
 * supply tracks have a floor of 0 (24.5); vp has none. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "adj/journal.h"
#include "adj/session.h"
#include "adj/source.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(5);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static struct session *
game(void)
{
	struct session	*s;
	char		 path[320], err[256];

	snprintf(path, sizeof path, "%s/gain.adj", dir);
	unlink(path);
	assert_int_equal(session_new(path, rules, &rng, "long-roads",
	    "high-tide", "simplified-supply", &s, err, sizeof err), 0);
	return s;
}

/* session_track_add (what mechanisms and effects call), in a command. */
static int
add(struct session *s, const char *id, int n)
{
	static const struct event_source by = { .kind = SOURCE_MECH,
	    .name = "test" };
	struct reply	 r;
	int		 done, rc;

	assert_int_equal(journal_begin(s->j), 0);
	reply_init(&r);
	rc = session_track_add(s, session_track_by_id(s, id), n, "test", &by,
	    &done, &r);
	reply_free(&r);
	return fixture_end(s, rc);
}

static int
set(struct session *s, const char *id, const char *op)
{
	static const struct event_source by = { .kind = SOURCE_COMMAND,
	    .name = "track" };
	struct reply	 r;
	int		 rc;

	assert_int_equal(journal_begin(s->j), 0);
	reply_init(&r);
	rc = session_track(s, id, op, &by, &r);
	reply_free(&r);
	return fixture_end(s, rc);
}

static void
test_gain_from_floor(void **state)
{
	struct session	*s = game();
	int		 floored;

	(void)state;
	/* -1 and 4 victuals: +4, by a mechanism as by the command. */
	assert_int_equal(set(s, "supply.union", "=-1"), 0);
	assert_int_equal(add(s, "supply.union", 4), 0);
	assert_int_equal(fixture_track(s, "supply.union"), 4);
	assert_int_equal(set(s, "supply.union", "=-1"), 0);
	assert_int_equal(set(s, "supply.union", "+4"), 0);
	assert_int_equal(fixture_track(s, "supply.union"), 4);
	/* A loss is not a gain: from 0, -1 is -1. */
	assert_int_equal(set(s, "supply.union", "=0"), 0);
	assert_int_equal(add(s, "supply.union", -1), 0);
	assert_int_equal(fixture_track(s, "supply.union"), -1);
	/* At or above the floor nothing changes; a track without a floor
	 * adds from where it is. */
	assert_int_equal(track_gain_from(s, session_track_by_id(s,
	    "supply.union"), 0, 3, &floored), 0);
	assert_int_equal(floored, 0);
	assert_int_equal(track_gain_from(s, session_track_by_id(s,
	    "supply.union"), -1, 0, &floored), -1);
	assert_int_equal(floored, 0);
	assert_int_equal(set(s, "vp", "=-5"), 0);
	assert_int_equal(add(s, "vp", 4), 0);
	assert_int_equal(fixture_track(s, "vp"), -1);
	/* Folded again from the journal, the same values. */
	session_close(s);
	{
		char	 path[320], err[256];

		snprintf(path, sizeof path, "%s/gain.adj", dir);
		assert_int_equal(session_open(path, rules, &rng, &s, err,
		    sizeof err), 0);
	}
	assert_int_equal(fixture_track(s, "supply.union"), -1);
	assert_int_equal(fixture_track(s, "vp"), -1);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gain_from_floor),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
