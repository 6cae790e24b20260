/* Tokens kept while the store's files are unchanged
 * (src/server/token_cache.c): a token kept is given back; any write to
 * the store's database or its log, by any process, forgets them all
 * before the next look; an answer asked of the store before such a
 * write is not kept after it; a watched file removed stops the keeping
 * for good; no more than TOKEN_CACHE_MAX are kept. */
#include "testing.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../src/server/token_cache.h"

static char	 dir[] = "/tmp/adj-token-cache-XXXXXX";

static void
path_of(char *out, size_t len, const char *name)
{
	snprintf(out, len, "%s/%s", dir, name);
}

/* A write to one of the store's files, as another process's commit. */
static void
touch(const char *name)
{
	char	 p[128];
	int	 fd;

	path_of(p, sizeof p, name);
	fd = open(p, O_WRONLY | O_CREAT | O_APPEND, 0600);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "x", 1), 1);
	close(fd);
}

static int
setup(void **state)
{
	char	 db[128], wal[128];

	(void)state;
	strcpy(dir, "/tmp/adj-token-cache-XXXXXX");
	if (mkdtemp(dir) == NULL)
		return -1;
	touch("server.db");
	touch("server.db-wal");
	path_of(db, sizeof db, "server.db");
	path_of(wal, sizeof wal, "server.db-wal");
	return token_cache_watch(db, wal);
}

static int
teardown(void **state)
{
	char	 p[128];

	(void)state;
	token_cache_close();
	path_of(p, sizeof p, "server.db");
	unlink(p);
	path_of(p, sizeof p, "server.db-wal");
	unlink(p);
	rmdir(dir);
	return 0;
}

/* A token's hash: 64 hex digits from n. */
static const char *
hash_of(unsigned n)
{
	static char	 h[65];

	snprintf(h, sizeof h, "%064x", n);
	return h;
}

/* What the cache gives for n: "campaign/role", or "-". */
static const char *
got(unsigned n, uint64_t *gen)
{
	static char	 out[140];
	char		 c[64], r[64];
	uint64_t	 g;

	if (token_cache_get(hash_of(n), c, sizeof c, r, sizeof r,
	    gen != NULL ? gen : &g) != 0)
		return "-";
	snprintf(out, sizeof out, "%s/%s", c, r);
	return out;
}

static void
keep(unsigned n, const char *campaign, const char *role)
{
	uint64_t	 gen;

	assert_string_equal(got(n, &gen), "-");
	token_cache_put(hash_of(n), campaign, role, gen);
}

static void
test_kept_until_a_file_changes(void **state)
{
	(void)state;
	keep(1, "c1", "umpire");
	keep(2, "c1", "union");
	assert_string_equal(got(1, NULL), "c1/umpire");
	assert_string_equal(got(2, NULL), "c1/union");
	assert_string_equal(got(3, NULL), "-");
	/* Another process commits (its log grows): all forgotten. */
	touch("server.db-wal");
	assert_string_equal(got(1, NULL), "-");
	assert_string_equal(got(2, NULL), "-");
	keep(1, "c1", "umpire");
	assert_string_equal(got(1, NULL), "c1/umpire");
	/* A checkpoint writes the database itself: the same. */
	touch("server.db");
	assert_string_equal(got(1, NULL), "-");
}

static void
test_an_answer_older_than_a_change_is_not_kept(void **state)
{
	uint64_t	 gen;

	(void)state;
	assert_string_equal(got(7, &gen), "-");
	/* The store was asked (gen); a revocation lands before the answer
	 * is kept: the answer may be from before it. */
	touch("server.db-wal");
	token_cache_put(hash_of(7), "c1", "umpire", gen);
	assert_string_equal(got(7, NULL), "-");
	/* Drained by another look in between: still not kept. */
	assert_string_equal(got(8, &gen), "-");
	touch("server.db-wal");
	assert_string_equal(got(9, NULL), "-");
	token_cache_put(hash_of(8), "c1", "union", gen);
	assert_string_equal(got(8, NULL), "-");
}

static void
test_forget(void **state)
{
	(void)state;
	keep(4, "c2", "observer");
	assert_string_equal(got(4, NULL), "c2/observer");
	token_cache_forget();
	assert_string_equal(got(4, NULL), "-");
}

static void
test_bounded(void **state)
{
	unsigned	 i;

	(void)state;
	for (i = 0; i < TOKEN_CACHE_MAX + 10; i++)
		keep(100 + i, "c3", "observer");
	assert_string_equal(got(100, NULL), "c3/observer");
	assert_string_equal(got(100 + TOKEN_CACHE_MAX - 1, NULL), "c3/observer");
	assert_string_equal(got(100 + TOKEN_CACHE_MAX, NULL), "-");
	/* A name too long to keep whole is not kept. */
	keep(5, "c3", "a-role-name-far-longer-than-the-sixty-three-bytes-a-slot-"
	    "keeps-for-it");
	assert_string_equal(got(5, NULL), "-");
}

static void
test_a_removed_file_stops_the_keeping(void **state)
{
	char	 p[128];

	(void)state;
	keep(6, "c4", "umpire");
	path_of(p, sizeof p, "server.db-wal");
	unlink(p);
	assert_string_equal(got(6, NULL), "-");
	/* A new log of the same name is not watched: nothing kept again. */
	touch("server.db-wal");
	keep(6, "c4", "umpire");
	assert_string_equal(got(6, NULL), "-");
}

static void
test_no_watch_keeps_nothing(void **state)
{
	(void)state;
	assert_int_equal(token_cache_watch("/nonexistent-adj-dir/server.db",
	    "/nonexistent-adj-dir/server.db-wal"), -1);
	keep(1, "c1", "umpire");
	assert_string_equal(got(1, NULL), "-");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_kept_until_a_file_changes,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_an_answer_older_than_a_change_is_not_kept, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_forget, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bounded, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_a_removed_file_stops_the_keeping, setup, teardown),
		cmocka_unit_test_setup_teardown(test_no_watch_keeps_nothing,
		    setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
