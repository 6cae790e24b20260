/* Small core pieces: SHA-256, name matching, band cells, range entries. */
#include "testing.h"

#include <stdlib.h>
#include <string.h>

#include "adj/journal.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/sha256.h"

static void
test_sha256(void **state)
{
	char	 h[65];

	(void)state;
	sha256_hex("", 0, h);
	assert_string_equal(h, "e3b0c44298fc1c149afbf4c8996fb924"
	    "27ae41e4649b934ca495991b7852b855");
	sha256_hex("abc", 3, h);
	assert_string_equal(h, "ba7816bf8f01cfea414140de5dae2223"
	    "b00361a396177a9cb410ff61f20015ad");
	sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
	    56, h);
	assert_string_equal(h, "248d6a61d20638b8e5c026930c3e6039"
	    "a33ce45964ff2167f6ecedd419db06c1");
}

/* The built-in digest and libcrypto's agree, at every length around a
 * block's edges and past the event hash's stack buffer. */
static void
test_sha256_platform(void **state)
{
	struct sha256	 c;
	uint8_t		 a[32], b[32];
	char		*m = malloc(9000);
	size_t		 n;

	(void)state;
	assert_non_null(m);
	for (n = 0; n < 9000; n++)
		m[n] = (char)(n * 7 + 3);
	assert_int_equal(sha256_platform(), 0);
	for (n = 0; n < 9000; n += n < 300 ? 1 : 997) {
		sha256_init(&c);
		sha256_update(&c, m, n);
		sha256_final(&c, a);
		sha256_digest(m, n, b);
		assert_memory_equal(a, b, 32);
	}
	free(m);
}

/* An event's hash is the one every earlier build wrote: the first event
 * of tests/sessions/la-midturn.adj as it was recorded, and a long one
 * (a negative turn, a tab, data past the stack buffer) whose hash
 * Python's hashlib gave for the same fields a line each. */
static void
test_event_hash(void **state)
{
	struct event	 e;
	char		 h[65], *data;
	int		 platform;

	(void)state;
	for (platform = 0; platform < 2; platform++) {
		if (platform)
			assert_int_equal(sha256_platform(), 0);
		memset(&e, 0, sizeof e);
		e.seq = 1;
		e.cmd = 1;
		e.turn = 0;
		e.phase = "";
		e.kind = "new";
		e.vis = "all";
		e.text = "New game: longstreet-attacks, whirlpool";
		e.data = "{\"game\":\"longstreet-attacks\",\"options\":\"\","
		    "\"scenario\":\"whirlpool\"}";
		e.at = "2026-11-24T09:18:25Z";
		memset(e.prev, '0', 64);
		event_hash(&e, h);
		assert_string_equal(h, "54e3a327dc88262c68297b45f23838fe"
		    "0c468ac6cf4673243f0aad05a8ade7b9");

		data = malloc(5013);
		assert_non_null(data);
		memcpy(data, "{\"note\":\"", 9);
		memset(data + 9, 'x', 5000);
		memcpy(data + 5009, "\"}", 3);
		e.seq = 123456789012LL;
		e.cmd = 123456789000LL;
		e.turn = -3;
		e.phase = "rally";
		e.kind = "note";
		e.vis = "=union";
		e.text = "a long note\tand a tab";
		e.data = data;
		for (int i = 0; i < 32; i++)
			memcpy(e.prev + 2 * i, "ab", 2);
		event_hash(&e, h);
		assert_string_equal(h, "636a7d95d80f867c6752df8e356b8922"
		    "868ccb59c279e72f20affcd9436b21c8");
		free(data);
	}
}

static void
test_names(void **state)
{
	const char *ids[] = { "round-tops", "whirlpool", "emmitsburg-road",
	    "hammerin-sickles", "sickles-follows-orders" };
	const char *names[] = { "The Round Tops", "The Whirlpool",
	    "Assault on Emmitsburg Road", "Hammerin' Sickles",
	    "Sickles Follows Orders" };

	(void)state;
	assert_int_equal(name_match("round", ids, names, 5), 0);
	assert_int_equal(name_match("ROUND-TOPS", ids, names, 5), 0);
	assert_int_equal(name_match("whirl", ids, names, 5), 1);
	assert_int_equal(name_match("emmitsburg", ids, names, 5), 2);
	assert_int_equal(name_match("ham", ids, names, 5), 3);
	assert_int_equal(name_match("sickles", ids, names, 5),
	    NAME_AMBIGUOUS);
	assert_int_equal(name_match("assault", ids, names, 5), 2);
	assert_int_equal(name_match("nothing", ids, names, 5), NAME_NONE);
	assert_int_equal(name_match("", ids, names, 5), NAME_NONE);
	assert_int_equal(name_distance("stauts", "status"), 2);
	assert_int_equal(name_distance("next", "next"), 0);
}

static void
test_bands(void **state)
{
	char	 out[32];
	const char *cell = "Severe:-;Tough:0-1;Routine:2-4";

	(void)state;
	/* 12.3 example (digest E2): CR 4 on "- 0-1 2-4" is Routine. */
	assert_int_equal(cell_band(cell, 4, out, sizeof out), 1);
	assert_string_equal(out, "Routine");
	assert_int_equal(cell_band(cell, 0, out, sizeof out), 1);
	assert_string_equal(out, "Tough");
	/* 15.9 example (digest E4): CR 4 on "- 0 1-3" is in no box. */
	assert_int_equal(cell_band("Severe:-;Tough:0;Routine:1-3", 4, out,
	    sizeof out), 0);
	assert_int_equal(cell_band("Tough:x", 1, out, sizeof out), -1);
	assert_int_equal(cell_band("nocolon", 1, out, sizeof out), -1);
	assert_int_equal(cell_band("Tough:3-1", 1, out, sizeof out), -1);
}

static void
test_ldim_find(void **state)
{
	struct lentry	 e[3];
	struct ldim	 d;

	(void)state;
	memset(&d, 0, sizeof d);
	memset(e, 0, sizeof e);
	snprintf(e[0].label, sizeof e[0].label, "C");
	e[0].lo = 0.5, e[0].hi = 0.99, e[0].has_lo = e[0].has_hi = 1;
	snprintf(e[1].label, sizeof e[1].label, "6-7");
	e[1].lo = 6, e[1].hi = 7, e[1].has_lo = e[1].has_hi = 1;
	snprintf(e[2].label, sizeof e[2].label, "23+");
	e[2].lo = 23, e[2].has_lo = 1;
	d.e = e;
	d.ne = 3;
	assert_int_equal(ldim_find(&d, 0.5), 0);
	assert_int_equal(ldim_find(&d, 7), 1);
	assert_int_equal(ldim_find(&d, 40), 2);
	assert_int_equal(ldim_find(&d, 0.2), -1);
	assert_int_equal(ldim_find(&d, 3), -3);	/* a gap: not entered */
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sha256),
		cmocka_unit_test(test_sha256_platform),
		cmocka_unit_test(test_event_hash),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_bands),
		cmocka_unit_test(test_ldim_find),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
