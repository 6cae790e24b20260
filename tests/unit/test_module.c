/* Game modules (module_*.c): every shipped game written as a module and
 * loaded back into the schema holds the same rows, value for value and
 * type for type, in the same order (a table's cells by their keys), as
 * the rules image, under its own id or another; a plain value reads as the kind it is written as; a module
 * with mistakes gets each one with its line and column. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/module.h"
#include "adj/prepare.h"
#include "adj/rules.h"

static sqlite3 *rules;
static char home[128];

/* A data folder of the test's own: opening the rules makes it. */
static int
setup(void **state)
{
	char	 err[256];

	(void)state;
	snprintf(home, sizeof home, "%s/module-test.XXXXXX", getenv("TMPDIR")
	    != NULL ? getenv("TMPDIR") : "/tmp");
	if (mkdtemp(home) == NULL)
		return -1;
	setenv("XDG_DATA_HOME", home, 1);
	if ((rules = rules_open(err, sizeof err)) == NULL)
		return -1;
	return rules_load_rest(rules);
}

static int
teardown(void **state)
{
	char	 cmd[256];

	(void)state;
	sqlite3_close(rules);
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
	return system(cmd) == 0 ? 0 : -1;
}

static char *
exported(const char *game, size_t *len)
{
	char	*text = NULL, err[256];
	FILE	*f = open_memstream(&text, len);

	assert_non_null(f);
	if (module_export(rules, game, f, err, sizeof err) != 0)
		fail_msg("export %s: %s", game, err);
	fclose(f);
	return text;
}

/* Do a's rows of table for game equal b's for as, in order? */
static void
same_rows(sqlite3 *a, sqlite3 *b, const char *table, const char *game,
    const char *as)
{
	sqlite3_stmt	*sa, *sb;
	char		*sql;
	int		 i, n, ra, rb, rows = 0, gamecol;
	const char	*key = strcmp(table, "game") == 0 ? "id" : "game";

	/* A table's cells are found by their key, never by their order,
	 * and a grid gives them in its own: compared by key. */
	sql = sqlite3_mprintf("SELECT * FROM \"%w\" WHERE %s = ?1 ORDER BY "
	    "%s", table, key, strcmp(table, "lookup_cell") == 0 ? "tbl, k" :
	    "rowid");
	assert_int_equal(sql_prepare(a, sql, -1, &sa, NULL), SQLITE_OK);
	assert_int_equal(sql_prepare(b, sql, -1, &sb, NULL), SQLITE_OK);
	sqlite3_free(sql);
	sqlite3_bind_text(sa, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(sb, 1, as, -1, SQLITE_STATIC);
	n = sqlite3_column_count(sa);
	assert_int_equal(sqlite3_column_count(sb), n);
	for (;;) {
		ra = sqlite3_step(sa);
		rb = sqlite3_step(sb);
		if (ra != rb)
			fail_msg("%s of %s: %d rows, then one has more", table,
			    game, rows);
		if (ra != SQLITE_ROW)
			break;
		rows++;
		for (i = 0; i < n; i++) {
			gamecol = strcmp(sqlite3_column_name(sa, i), key) == 0;
			if (gamecol)
				continue;
			if (sqlite3_column_type(sa, i) !=
			    sqlite3_column_type(sb, i) || strcmp(
			    sqlite3_column_type(sa, i) == SQLITE_NULL ? "" :
			    (const char *)sqlite3_column_text(sa, i),
			    sqlite3_column_type(sb, i) == SQLITE_NULL ? "" :
			    (const char *)sqlite3_column_text(sb, i)) != 0)
				fail_msg("%s of %s, row %d, %s: \"%s\" (type %d) "
				    "became \"%s\" (type %d)", table, game, rows,
				    sqlite3_column_name(sa, i),
				    sqlite3_column_text(sa, i),
				    sqlite3_column_type(sa, i),
				    sqlite3_column_text(sb, i),
				    sqlite3_column_type(sb, i));
		}
	}
	assert_int_equal(ra, SQLITE_DONE);
	sqlite3_finalize(sa);
	sqlite3_finalize(sb);
}

/* game exported, loaded as as: the same rows in every table. */
static void
round_trip(const char *game, const char *as)
{
	sqlite3		*db;
	sqlite3_stmt	*tabs;
	struct buf	 errs;
	size_t		 len;
	char		*text = exported(game, &len), err[256], id[64];
	int		 n, tables = 0;

	assert_non_null(db = module_schema_open(err, sizeof err));
	buf_init(&errs);
	n = module_load(db, text, len, as, NULL, id, sizeof id, &errs);
	if (n != 0)
		fail_msg("%s loaded with %d problems:\n%s", game, n,
		    buf_str(&errs));
	assert_string_equal(id, as != NULL ? as : game);
	assert_int_equal(sql_prepare(db, "SELECT name FROM sqlite_master "
	    "WHERE type = 'table' AND name NOT LIKE 'sqlite%'", -1, &tabs,
	    NULL), SQLITE_OK);
	while (sqlite3_step(tabs) == SQLITE_ROW) {
		same_rows(rules, db, (const char *)sqlite3_column_text(tabs, 0),
		    game, id);
		tables++;
	}
	assert_true(tables > 100);
	sqlite3_finalize(tabs);
	buf_free(&errs);
	sqlite3_close(db);
	free(text);
}

static void
test_every_game_round_trips(void **state)
{
	sqlite3_stmt	*st;
	int		 games = 0;

	(void)state;
	assert_int_equal(sql_prepare(rules, "SELECT id FROM game", -1, &st,
	    NULL), SQLITE_OK);
	while (sqlite3_step(st) == SQLITE_ROW) {
		round_trip((const char *)sqlite3_column_text(st, 0), NULL);
		games++;
	}
	sqlite3_finalize(st);
	assert_true(games >= 3);
}

static void
test_loaded_under_another_id(void **state)
{
	sqlite3_stmt	*st;

	(void)state;
	assert_int_equal(sql_prepare(rules, "SELECT id FROM game ORDER BY id "
	    "LIMIT 1", -1, &st, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	round_trip((const char *)sqlite3_column_text(st, 0), "a-copy");
	sqlite3_finalize(st);
}

static void
test_plain_kinds(void **state)
{
	static const struct {
		const char	*plain;
		enum module_kind kind;
	} reads[] = {
		{ "", MODULE_NULL }, { "~", MODULE_NULL },
		{ "null", MODULE_NULL }, { "12", MODULE_INT },
		{ "-3", MODULE_INT }, { "7.2", MODULE_REAL },
		{ "1e5", MODULE_REAL },
		{ "99999999999999999999", MODULE_REAL },	/* past 64 bits */
		{ "21.4k", MODULE_TEXT }, { "1e", MODULE_TEXT },
		{ "-", MODULE_TEXT }, { "nan", MODULE_TEXT },
		{ "inf", MODULE_TEXT }, { "0x10", MODULE_TEXT },
		{ "1.2.3", MODULE_TEXT }, { "Union", MODULE_TEXT },
	};
	size_t	 i;

	(void)state;
	for (i = 0; i < sizeof reads / sizeof reads[0]; i++)
		if (module_plain_kind(reads[i].plain) != reads[i].kind)
			fail_msg("\"%s\" reads as kind %d, not %d",
			    reads[i].plain, module_plain_kind(reads[i].plain),
			    reads[i].kind);
}

/* Ten distinct mistakes and a syntax error, each said once with its line
 * and column, in the file's order. */
static void
test_every_mistake_said(void **state)
{
	static const char text[] =
	    "format: 1\n"					/* 1 */
	    "side:\n"						/* 2 */
	    "- {id: early, name: Early, pos: 1, section: '1'}\n"	/* 3 */
	    "game:\n"						/* 4 */
	    "  id: test-game\n"					/* 5 */
	    "  title: Test\n"					/* 6 */
	    "  tag: T\n"					/* 7 */
	    "  dice: one d6\n"					/* 8 */
	    "  section: '1'\n"					/* 9 */
	    "side:\n"						/* 10 */
	    "- {id: a, name: A, pos: 1, section: '1', colour: red}\n" /* 11 */
	    "- {id: b, pos: 2, section: '1'}\n"			/* 12 */
	    "- {id: c, name: C, name: D, pos: 3, section: '1'}\n"	/* 13 */
	    "- [id, d]\n"					/* 14 */
	    "- {id: e, name: [E], pos: 5, section: '1'}\n"	/* 15 */
	    "- {game: other, id: f, name: F, pos: 6, section: '1'}\n" /* 16 */
	    "cohort:\n"						/* 17 */
	    "- {id: x}\n"					/* 18 */
	    "side_alias:\n"					/* 19 */
	    "- {side: nobody, alias: N}\n"			/* 20 */
	    "turn: 5\n"						/* 21 */
	    "- {id: a, name: A2, pos: 7, section: '1'}\n";	/* 22 */
	sqlite3		*db;
	struct buf	 errs;
	char		 err[256], id[64];
	int		 n;

	(void)state;
	assert_non_null(db = module_schema_open(err, sizeof err));
	buf_init(&errs);
	n = module_load(db, text, sizeof text - 1, NULL, NULL, id, sizeof id,
	    &errs);
	print_message("%s", buf_str(&errs));
	assert_non_null(strstr(buf_str(&errs), "3:3: a row of side before "));
	assert_non_null(strstr(buf_str(&errs), "11:42: a column colour; "));
	assert_non_null(strstr(buf_str(&errs), "12:3: a row of side refused: "
	    "NOT NULL"));
	assert_non_null(strstr(buf_str(&errs), "13:20: column name given "
	    "twice"));
	assert_non_null(strstr(buf_str(&errs), "14:3: a list as a row"));
	assert_non_null(strstr(buf_str(&errs), "15:17: a list as name's "
	    "value"));
	assert_non_null(strstr(buf_str(&errs), "16:4: a game column"));
	assert_non_null(strstr(buf_str(&errs), "18:3: a section cohort"));
	assert_non_null(strstr(buf_str(&errs), "20:3: a row of side_alias "
	    "refers to a side row"));
	assert_non_null(strstr(buf_str(&errs), "21:7: a value as a section"));
	/* The syntax error ends the read: the row after it is not read. */
	assert_non_null(strstr(buf_str(&errs), "22:1: did not find expected "
	    "key"));
	assert_int_equal(n, 11);
	buf_free(&errs);
	sqlite3_close(db);
}

/* The line of text that begins with what, from 1. */
static int
line_of(const char *text, const char *what)
{
	const char	*p = strstr(text, what), *q;
	int		 n = 1;

	assert_non_null(p);
	for (q = text; q < p; q++)
		n += *q == '\n';
	return n;
}

/* text with the first from replaced by to (a new string). */
static char *
replaced(const char *text, const char *from, const char *to)
{
	const char	*p = strstr(text, from);
	char		*out;

	assert_non_null(p);
	out = malloc(strlen(text) + strlen(to) + 1);
	assert_non_null(out);
	memcpy(out, text, (size_t)(p - text));
	strcpy(out + (p - text), to);
	strcat(out, p + strlen(from));
	return out;
}

/* A table's grid (the cells section) read back wrong says where: a
 * column not the table's, a row of too few fields, an entry the
 * dimension lacks, text that is no CSV. */
static void
test_grid_mistakes(void **state)
{
	sqlite3		*db;
	struct buf	 errs;
	size_t		 len;
	char		*text = exported("long-roads", &len), *bad, *tmp, err[256];
	char		 id[64], want[128];
	int		 n;

	(void)state;
	bad = replaced(text, "    levels,-1,0,1,2,3,4,5,6+\n",
	    "    levels,-1,0,1,2,3,4,5,7+\n");
	tmp = replaced(bad, "    USA higher,USA wins\n", "    USA higher\n");
	free(bad);
	bad = replaced(tmp, "    2,5\n", "    2½,5\n");
	free(tmp);
	tmp = replaced(bad, "    1 or less,Repaired\n",
	    "    1 or less,\"Repaired\n");
	free(bad);
	bad = tmp;
	assert_non_null(db = module_schema_open(err, sizeof err));
	buf_init(&errs);
	n = module_load(db, bad, strlen(bad), "lr-copy", NULL, id, sizeof id, &errs);
	print_message("%s", buf_str(&errs));
	snprintf(want, sizeof want, "%d:5: column \"7+\" of forage's header",
	    line_of(bad, "    levels,-1,0,1,2,3,4,5,7+"));
	assert_non_null(strstr(buf_str(&errs), want));
	snprintf(want, sizeof want, "%d:5: a row of 1 field in spy's cells",
	    line_of(bad, "    USA higher\n"));
	assert_non_null(strstr(buf_str(&errs), want));
	snprintf(want, sizeof want, "%d:5: \"2½\" in raspberry-raid's cells",
	    line_of(bad, "    2½,5"));
	assert_non_null(strstr(buf_str(&errs), want));
	assert_non_null(strstr(buf_str(&errs), "cells of rr-repair that are no "
	    "CSV"));
	assert_true(n >= 4);
	buf_free(&errs);
	sqlite3_close(db);
	free(bad);
	free(text);
}

/* A format this program does not read, and a grid before its game,
 * each said. */
static void
test_format_and_order(void **state)
{
	static const char later[] =
	    "format: 2\n"
	    "game: {id: g, title: G, tag: G, dice: one d6, section: '1'}\n";
	static const char early[] =
	    "format: 1\n"
	    "cells:\n"
	    "  crt: |\n"
	    "    a,result\n"
	    "game: {id: g, title: G, tag: G, dice: one d6, section: '1'}\n";
	sqlite3		*db;
	struct buf	 errs;
	char		 err[256], id[64];

	(void)state;
	assert_non_null(db = module_schema_open(err, sizeof err));
	buf_init(&errs);
	assert_int_equal(module_load(db, later, sizeof later - 1, NULL, NULL, id,
	    sizeof id, &errs), 1);
	assert_non_null(strstr(buf_str(&errs), "1:1: format 2; expected "
	    "format: 1"));
	sqlite3_close(db);
	assert_non_null(db = module_schema_open(err, sizeof err));
	buf_reset(&errs);
	assert_true(module_load(db, early, sizeof early - 1, NULL, NULL, id,
	    sizeof id, &errs) >= 1);
	assert_non_null(strstr(buf_str(&errs), "3:3: cells before the game"));
	buf_free(&errs);
	sqlite3_close(db);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_game_round_trips),
		cmocka_unit_test(test_loaded_under_another_id),
		cmocka_unit_test(test_plain_kinds),
		cmocka_unit_test(test_every_mistake_said),
		cmocka_unit_test(test_grid_mistakes),
		cmocka_unit_test(test_format_and_order),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
