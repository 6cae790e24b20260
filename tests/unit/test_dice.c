/* Dice: parsing, typed physical results, program rolls, distributions. */
#include "testing.h"

#include <string.h>

#include "adj/dice.h"

static void
test_parse(void **state)
{
	struct dice	 d;
	char		 err[128];

	(void)state;
	assert_int_equal(dice_parse("2d6", &d, err, sizeof err), 0);
	assert_int_equal(d.n, 2);
	assert_int_equal(d.sides, 6);
	assert_int_equal(d.d66, 0);
	assert_int_equal(dice_parse("d6", &d, err, sizeof err), 0);
	assert_int_equal(d.n, 1);
	assert_int_equal(dice_parse("D66", &d, err, sizeof err), 0);
	assert_int_equal(d.d66, 1);
	assert_int_equal(dice_min(&d), 11);
	assert_int_equal(dice_max(&d), 66);
	assert_int_equal(dice_parse("3d10", &d, err, sizeof err), 0);
	assert_int_equal(dice_max(&d), 30);
	assert_int_equal(dice_parse("0d6", &d, err, sizeof err), -1);
	assert_int_equal(dice_parse("d1", &d, err, sizeof err), -1);
	assert_int_equal(dice_parse("xyz", &d, err, sizeof err), -1);
	assert_non_null(strstr(err, "expected NdS"));
	assert_int_equal(dice_parse("", &d, err, sizeof err), -1);
}

static void
test_read(void **state)
{
	struct dice	 d;
	struct roll	 r;
	char		 err[128];

	(void)state;
	dice_parse("d66", &d, err, sizeof err);
	assert_int_equal(dice_read(&d, "62", &r, err, sizeof err), 0);
	assert_int_equal(r.total, 62);
	assert_int_equal(r.die[0], 6);
	assert_int_equal(r.die[1], 2);
	assert_int_equal(dice_read(&d, "6 2", &r, err, sizeof err), 0);
	assert_int_equal(r.total, 62);
	assert_int_equal(dice_read(&d, "67", &r, err, sizeof err), -1);
	assert_non_null(strstr(err, "not an 11-66 roll"));
	assert_int_equal(dice_read(&d, "70", &r, err, sizeof err), -1);
	assert_int_equal(dice_read(&d, "17", &r, err, sizeof err), -1);
	assert_int_equal(dice_read(&d, "10", &r, err, sizeof err), -1);
	dice_parse("d6", &d, err, sizeof err);
	assert_int_equal(dice_read(&d, "7", &r, err, sizeof err), -1);
	assert_non_null(strstr(err, "reads 1 to 6"));
	assert_int_equal(dice_read(&d, "0", &r, err, sizeof err), -1);
	assert_int_equal(dice_read(&d, "6", &r, err, sizeof err), 0);
	assert_int_equal(r.total, 6);
	dice_parse("2d6", &d, err, sizeof err);
	assert_int_equal(dice_read(&d, "3+4", &r, err, sizeof err), 0);
	assert_int_equal(r.total, 7);
	assert_int_equal(dice_read(&d, "12", &r, err, sizeof err), 0);
	assert_int_equal(dice_read(&d, "13", &r, err, sizeof err), -1);
	assert_int_equal(dice_read(&d, "1", &r, err, sizeof err), -1);
	assert_int_equal(dice_read(&d, "3+7", &r, err, sizeof err), -1);
	assert_int_equal(dice_read(&d, "abc", &r, err, sizeof err), -1);
	assert_int_equal(dice_read(&d, "", &r, err, sizeof err), -1);
}

/* Seeded rolls reproduce; d66 only ever gives digits 1-6, and each of the
 * 36 readings comes up about equally often. */
static void
test_roll(void **state)
{
	struct dice	 d;
	struct roll	 a, b;
	struct rng	 g1, g2;
	char		 err[64];
	int		 counts[67] = { 0 }, i, v;

	(void)state;
	dice_parse("d66", &d, err, sizeof err);
	rng_init_seed(&g1, 42);
	rng_init_seed(&g2, 42);
	for (i = 0; i < 100; i++) {
		dice_roll(&d, &g1, &a);
		dice_roll(&d, &g2, &b);
		assert_int_equal(a.total, b.total);
	}
	for (i = 0; i < 36000; i++) {
		dice_roll(&d, &g1, &a);
		assert_true(a.die[0] >= 1 && a.die[0] <= 6);
		assert_true(a.die[1] >= 1 && a.die[1] <= 6);
		assert_int_equal(a.total, a.die[0] * 10 + a.die[1]);
		counts[a.total]++;
	}
	for (v = 11; v <= 66; v++) {
		if (v % 10 == 0 || v % 10 > 6) {
			assert_int_equal(counts[v], 0);
			continue;
		}
		/* 1000 expected; 6 standard deviations is about 190. */
		assert_true(counts[v] > 800 && counts[v] < 1200);
	}
	rng_init_os(&g1);
	dice_parse("d6", &d, err, sizeof err);
	for (i = 0; i < 600; i++) {
		dice_roll(&d, &g1, &a);
		assert_true(a.total >= 1 && a.total <= 6);
	}
	for (i = 0; i < 1000; i++)
		assert_true(rng_below(&g2, 7) < 7);
}

static void
test_ways(void **state)
{
	struct dice	 d;
	uint64_t	 w[100];
	char		 err[64];

	(void)state;
	dice_parse("2d6", &d, err, sizeof err);
	assert_int_equal(dice_ways(&d, w, 100), 36);
	assert_int_equal(w[7 - 2], 6);
	assert_int_equal(w[2 - 2], 1);
	assert_int_equal(w[12 - 2], 1);
	dice_parse("3d6", &d, err, sizeof err);
	assert_int_equal(dice_ways(&d, w, 100), 216);
	assert_int_equal(w[10 - 3], 27);
	dice_parse("d66", &d, err, sizeof err);
	assert_int_equal(dice_ways(&d, w, 100), 36);
	assert_int_equal(w[62 - 11], 1);
	assert_int_equal(w[20 - 11], 0);
	assert_int_equal(dice_ways(&d, w, 10), 0);	/* too small a buffer */
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_read),
		cmocka_unit_test(test_roll),
		cmocka_unit_test(test_ways),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
