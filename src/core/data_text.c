/*
 * data_text(): the one way rules text reaches a fixed field (see
 * include/adj/data_text.h).  Each distinct (table, column, size) is kept
 * in a small registry the first time it is met, so that `rules check`
 * can ask the data for any row longer than what the build holds without
 * a second list of sizes to keep in step with the structs.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "adj/data_text.h"

#define LIMITS_MAX	256

static struct data_limit limits[LIMITS_MAX];
static int nlimits;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void
note(const char *table, const char *column, size_t max, size_t have)
{
	struct data_limit	*l = NULL;
	int			 i;

	pthread_mutex_lock(&lock);
	for (i = 0; i < nlimits; i++)
		if (limits[i].max == max &&
		    strcmp(limits[i].table, table) == 0 &&
		    strcmp(limits[i].column, column) == 0) {
			l = &limits[i];
			break;
		}
	if (l == NULL && nlimits < LIMITS_MAX) {
		l = &limits[nlimits++];
		memset(l, 0, sizeof *l);
		snprintf(l->table, sizeof l->table, "%s", table);
		snprintf(l->column, sizeof l->column, "%s", column);
		l->max = max;
	}
	if (l != NULL) {
		if (have > l->longest)
			l->longest = have;
		if (have > max && l->cuts++ == 0)
			fprintf(stderr, "adjutant: %s.%s holds a "
			    "value of %zu characters; this build keeps %zu "
			    "(`rules check` names the row)\n", table, column,
			    have, max);
	}
	pthread_mutex_unlock(&lock);
}

int
data_text_named(char *dst, size_t len, const char *text, const char *table,
    const char *column)
{
	size_t	 have;

	if (text == NULL)
		text = "";
	have = strlen(text);
	snprintf(dst, len, "%s", text);
	note(table, column, len - 1, have);
	return have > len - 1 ? -1 : 0;
}

int
data_text(char *dst, size_t len, sqlite3_stmt *st, int col)
{
	const char	*table = sqlite3_column_table_name(st, col);
	const char	*column = sqlite3_column_origin_name(st, col);
	char		 expr[16];

	/* An expression (COALESCE, a join's ||) has no origin: it is named
	 * by its place in the statement, which rules check cannot ask, but
	 * a cut is still said. */
	if (table == NULL || column == NULL) {
		snprintf(expr, sizeof expr, "column %d", col);
		table = "(expression)";
		column = expr;
	}
	return data_text_named(dst, len,
	    (const char *)sqlite3_column_text(st, col), table, column);
}

const struct data_limit *
data_limits(int *n)
{
	*n = nlimits;
	return limits;
}

void
data_limits_reset(void)
{
	pthread_mutex_lock(&lock);
	nlimits = 0;
	pthread_mutex_unlock(&lock);
}
