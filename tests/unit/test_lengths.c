/* Text from the data and the fixed fields that hold it (data_text.c,
 * rules_lengths.c): `rules check` finds every field by opening every
 * scenario and table, and then names any row longer than its field.  For
 * each field met, a value of exactly its maximum passes and one character
 * more is named, with its table and column: a test at each maximum. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/data_text.h"
#include "adj/journal.h"
#include "adj/reply.h"
#include "adj/rules.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(7);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static int
has(const char *table, const char *column, size_t max)
{
	const struct data_limit	*l;
	int			 i, n;

	l = data_limits(&n);
	for (i = 0; i < n; i++)
		if (strcmp(l[i].table, table) == 0 &&
		    strcmp(l[i].column, column) == 0 && l[i].max == max)
			return 1;
	return 0;
}

/* The shipped data fits, and the check met the fields one expects. */
static void
test_shipped_fits(void **state)
{
	struct buf	 out;

	(void)state;
	buf_init(&out);
	data_limits_reset();
	assert_int_equal(rules_check_lengths(rules, &out), 0);
	assert_string_equal(buf_str(&out), "");
	assert_true(has("track", "name", 95));
	assert_true(has("phase", "section", 23));
	assert_true(has("lookup_table", "help", 255));
	assert_true(has("lookup_dim", "input", 199));
	buf_free(&out);
}

/* Pad one row of table.column to n characters, in a TEMP copy that
 * shadows the shipped (read-only) table. */
static void
pad(const char *table, const char *column, size_t n)
{
	char	*sql;

	rules_load_rest(rules);
	assert_true(asprintf(&sql, "CREATE TEMP TABLE \"%s\" AS SELECT * FROM "
	    "\"%s\"; UPDATE temp.\"%s\" SET \"%s\" = substr(COALESCE(\"%s\", "
	    "'') || printf('%%.%zuc', 'x'), 1, %zu) WHERE rowid = (SELECT "
	    "min(rowid) FROM temp.\"%s\")", table, table, table, column, column,
	    n, n, table) > 0);
	assert_int_equal(sqlite3_exec(rules, sql, NULL, NULL, NULL), SQLITE_OK);
	free(sql);
}

static void
unpad(const char *table)
{
	char	*sql;

	assert_true(asprintf(&sql, "DROP TABLE temp.\"%s\"", table) > 0);
	assert_int_equal(sqlite3_exec(rules, sql, NULL, NULL, NULL), SQLITE_OK);
	free(sql);
}

static void
test_each_maximum(void **state)
{
	const struct data_limit	*l;
	static struct data_limit copy[256];
	struct buf		 out;
	char			 named[160];
	int			 i, n, tested = 0;

	(void)state;
	data_limits_reset();
	buf_init(&out);
	assert_int_equal(rules_check_lengths(rules, &out), 0);
	l = data_limits(&n);
	memcpy(copy, l, (size_t)n * sizeof *l);
	for (i = 0; i < n; i++) {
		if (strcmp(copy[i].table, "(expression)") == 0 ||
		    rules_int(rules, 0, "SELECT count(*) FROM "
		    "pragma_table_info(?1)", copy[i].table, NULL)
		    == 0)
			continue;	/* a session's own table, not the data's */
		snprintf(named, sizeof named, "a %.47s.%.47s of %zu characters",
		    copy[i].table, copy[i].column, copy[i].max + 1);
		pad(copy[i].table, copy[i].column, copy[i].max);
		buf_reset(&out);
		rules_lengths_met(rules, &out);
		if (strstr(buf_str(&out), copy[i].column) != NULL &&
		    strstr(buf_str(&out), copy[i].table) != NULL)
			fail_msg("%s.%s at its maximum %zu is refused: %s",
			    copy[i].table, copy[i].column, copy[i].max,
			    buf_str(&out));
		unpad(copy[i].table);
		pad(copy[i].table, copy[i].column, copy[i].max + 1);
		buf_reset(&out);
		rules_lengths_met(rules, &out);
		if (strstr(buf_str(&out), named) == NULL)
			fail_msg("%s.%s one past its maximum %zu is not named: "
			    "\"%s\"", copy[i].table, copy[i].column,
			    copy[i].max, buf_str(&out));
		unpad(copy[i].table);
		tested++;
	}
	print_message("%d fields of the data checked at their maximum\n",
	    tested);
	assert_true(tested >= 40);
	buf_free(&out);
}

/* A value too long is cut only with the cut counted (and said). */
static void
test_cut_is_counted(void **state)
{
	const struct data_limit	*l;
	char			 f[8];
	int			 i, n;

	(void)state;
	data_limits_reset();
	assert_int_equal(data_text_named(f, sizeof f, "1234567", "t", "c"), 0);
	assert_string_equal(f, "1234567");
	assert_int_equal(data_text_named(f, sizeof f, "12345678", "t", "c"),
	    -1);
	assert_string_equal(f, "1234567");
	assert_int_equal(data_text_named(f, sizeof f, NULL, "t", "c"), 0);
	assert_string_equal(f, "");
	l = data_limits(&n);
	for (i = 0; i < n; i++)
		if (strcmp(l[i].table, "t") == 0)
			break;
	assert_true(i < n);
	assert_int_equal(l[i].max, 7);
	assert_int_equal(l[i].longest, 8);
	assert_int_equal(l[i].cuts, 1);
}

/* Only the rules' text is checked against its fields: a player's long
 * line named by `undo` is the journal's, cut to the message quietly,
 * and adds no field to what rules check asks of the data. */
static void
test_journal_text_not_a_field(void **state)
{
	const struct data_limit	*l;
	struct session		*s;
	struct reply		 r;
	char			 path[300], err[256], line[1000];
	int			 i, n;

	(void)state;
	snprintf(path, sizeof path, "%s/undo-long.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	memset(line, 'x', sizeof line - 1);
	line[sizeof line - 1] = '\0';
	assert_int_equal(journal_begin(s->j), 0);
	session_begin_command(s, line);
	assert_int_equal(session_record(s, "note", "long", json_object()), 0);
	assert_int_equal(journal_commit(s->j), 0);
	data_limits_reset();
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_undo(s, NULL, &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	reply_free(&r);
	l = data_limits(&n);
	for (i = 0; i < n; i++)
		assert_int_equal(l[i].cuts, 0);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shipped_fits),
		cmocka_unit_test(test_each_maximum),
		cmocka_unit_test(test_cut_is_counted),
		cmocka_unit_test(test_journal_text_not_a_field),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
