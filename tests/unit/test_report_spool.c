/* A report's spool copied into its file (report_spool_copy): into a
 * regular file the kernel copies it (copy_file_range), into anything else
 * (here a memory stream, which has no descriptor) it goes through a
 * buffer; either way the file holds what was written before, the spool,
 * and what is written after, in that order. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/core/report_format.h"

/* A spool of n lines, "line K\n" each. */
static FILE *
spool_of(int n)
{
	FILE	*s = report_spool();
	int	 i;

	assert_non_null(s);
	for (i = 0; i < n; i++)
		fprintf(s, "line %d\n", i);
	return s;
}

static void
expect(const char *got, size_t len, int n)
{
	char	 line[32];
	size_t	 at = 0;
	int	 i;

	assert_true(len >= 7 && memcmp(got, "before\n", 7) == 0);
	at = 7;
	for (i = 0; i < n; i++) {
		snprintf(line, sizeof line, "line %d\n", i);
		assert_true(at + strlen(line) <= len);
		assert_memory_equal(got + at, line, strlen(line));
		at += strlen(line);
	}
	assert_int_equal(len - at, 6);
	assert_memory_equal(got + at, "after\n", 6);
}

static void
test_into_file(void **state)
{
	FILE	*f = tmpfile();
	char	*got;
	long	 len;

	(void)state;
	assert_non_null(f);
	fputs("before\n", f);
	assert_int_equal(report_spool_copy(spool_of(50000), f), 0);
	fputs("after\n", f);
	assert_int_equal(fflush(f), 0);
	len = ftell(f);
	got = malloc((size_t)len);
	assert_non_null(got);
	rewind(f);
	assert_int_equal(fread(got, 1, (size_t)len, f), (size_t)len);
	expect(got, (size_t)len, 50000);
	free(got);
	fclose(f);
}

static void
test_into_stream(void **state)
{
	char	*got = NULL;
	size_t	 len = 0;
	FILE	*f = open_memstream(&got, &len);

	(void)state;
	assert_non_null(f);
	fputs("before\n", f);
	assert_int_equal(report_spool_copy(spool_of(50000), f), 0);
	fputs("after\n", f);
	fclose(f);
	expect(got, len, 50000);
	free(got);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_into_file),
		cmocka_unit_test(test_into_stream),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
