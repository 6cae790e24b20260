/* State tables.  The rules give a few small transition tables (15.6 Morale
 * Hits: Shaken + 1 hit = Disrupted ...); they live in state_rule and are
 * read here, never written out as C conditionals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/names.h"
#include "adj/statemachine.h"
#include "adj/prepare.h"

static int
column(sqlite3 *db, const char *sql, const char *game, const char *m,
    char ***out)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	*out = NULL;
	if (sql_prepare(db, sql, -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	if (m != NULL)
		sqlite3_bind_text(st, 2, m, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		*out = realloc(*out, (size_t)(n + 1) * sizeof **out);
		if (*out == NULL)
			abort();
		(*out)[n++] = xstrdup((const char *)sqlite3_column_text(st, 0));
	}
	sqlite3_finalize(st);
	return n;
}

static void
free_column(char **v, int n)
{
	while (n > 0)
		free(v[--n]);
	free(v);
}

static int
pick(sqlite3 *db, const char *sql, const char *game, const char *m,
    const char *typed, char *out, size_t len)
{
	char	**v;
	int	 n = column(db, sql, game, m, &v), hit;

	hit = name_match(typed, (const char *const *)v, NULL, n);
	if (hit >= 0)
		snprintf(out, len, "%s", v[hit]);
	free_column(v, n);
	return hit;
}

int
statemachine_find(sqlite3 *db, const char *game, const char *typed,
    char *out, size_t len)
{
	return pick(db, "SELECT DISTINCT machine FROM state_rule WHERE game = "
	    "?1", game, NULL, typed, out, len) >= 0;
}

int
statemachine_step(sqlite3 *db, const char *game, const char *machine,
    const char *state, const char *input, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 s[64], in[64];
	int		 found = 0;

	if (state == NULL || input == NULL)
		return reply_fail(r, "usage: lookup %s STATE INPUT (e.g. lookup "
		    "morale-hits shaken 1)", machine);
	if (pick(db, "SELECT DISTINCT state FROM state_rule WHERE game = ?1 "
	    "AND machine = ?2", game, machine, state, s, sizeof s) < 0)
		return reply_fail(r, "\"%s\" is not a state of %s", state,
		    machine);
	if (pick(db, "SELECT DISTINCT input FROM state_rule WHERE game = ?1 "
	    "AND machine = ?2", game, machine, input, in, sizeof in) < 0)
		return reply_fail(r, "\"%s\" is not an input of %s", input,
		    machine);
	if (sql_prepare(db, "SELECT next, effect, section FROM "
	    "state_rule WHERE game = ?1 AND machine = ?2 AND state = ?3 AND "
	    "input = ?4", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the rules database");
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, machine, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, in, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		const char *next = (const char *)sqlite3_column_text(st, 0);
		const char *eff = (const char *)sqlite3_column_text(st, 1);

		found = 1;
		reply_line(r, "%s: %s + %s -> %s%s%s (%s)", machine, s, in, next,
		    eff != NULL && *eff ? ", " : "", eff != NULL ? eff : "",
		    (const char *)sqlite3_column_text(st, 2));
		json_object_set_new(r->json, "state", json_string(next));
		json_object_set_new(r->json, "effect", json_string(eff != NULL ?
		    eff : ""));
		json_object_set_new(r->json, "outcome", json_string(next));
	}
	sqlite3_finalize(st);
	if (!found)
		return reply_fail(r, "%s has no rule for %s + %s", machine, s, in);
	return 0;
}
