/* The order of battle of the scenario in hand: the units its set-up puts
 * on the map (`setup`) and those its reinforcement schedule brings on
 * (`arrival_unit`), both from the rules data.  A unit a player names on a
 * track is one of them, so that a slip of the fingers ("99 XX", "4 AK")
 * is refused with the names it was near, and never put on the Broken
 * Track as if it were a unit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/names.h"
#include "adj/oob.h"
#include "adj/reply.h"
#include "adj/session.h"
#include "adj/prepare.h"

int
oob_each(struct session *s, const char *side,
    void (*fn)(const char *, const char *, void *), void *arg)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(s->rules, "SELECT unit, side FROM (SELECT unit, "
	    "side, 0 AS k, rowid AS r FROM setup WHERE game = ?1 AND scenario = "
	    "?2 UNION ALL SELECT unit, side, 1, rowid FROM arrival_unit WHERE "
	    "game = ?1 AND scenario = ?2) WHERE ?3 IS NULL OR side = ?3 GROUP BY "
	    "unit ORDER BY min(k), min(r)", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	if (side != NULL)
		sqlite3_bind_text(st, 3, side, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		fn((const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 1), arg);
		n++;
	}
	sqlite3_finalize(st);
	return n;
}

struct units {
	char	**name;
	int	  n;
};

static void
collect(const char *unit, const char *side, void *arg)
{
	struct units	*u = arg;

	(void)side;
	if ((u->name = realloc(u->name, (size_t)(u->n + 1) *
	    sizeof *u->name)) == NULL || (u->name[u->n] = xstrdup(unit)) == NULL)
		abort();
	u->n++;
}

/* Near: a few edits away once folded ("4 AK" for "4 AL"), or sharing its
 * number ("99 PA" for "99 XX"), as a player's slip is. */
static int
near(const char *typed, const char *unit)
{
	char	 a[128], b[128];
	size_t	 na, nb;

	name_fold(typed, a, sizeof a);
	name_fold(unit, b, sizeof b);
	if (name_distance(a, b) <= (strlen(b) > 5 ? 2 : 1))
		return 1;
	na = strspn(a, "0123456789");
	nb = strspn(b, "0123456789");
	return na > 0 && na == nb && strncmp(a, b, na) == 0;
}

int
oob_unit(struct session *s, const char *typed, char *out, size_t len,
    struct reply *r)
{
	struct units	 u = { NULL, 0 };
	struct buf	 b;
	int		 hit, i, shown = 0;

	snprintf(out, len, "%s", typed);
	if (oob_each(s, NULL, collect, &u) == 0)
		return 0;	/* no order of battle in the data */
	hit = name_match(typed, (const char *const *)u.name, NULL, u.n);
	if (hit >= 0)
		snprintf(out, len, "%s", u.name[hit]);
	else {
		buf_init(&b);
		for (i = 0; i < u.n && shown < 8; i++)
			if (hit == NAME_AMBIGUOUS ? name_match(typed, (const char
			    *const *)&u.name[i], NULL, 1) == 0 : near(typed,
			    u.name[i]))
				buf_printf(&b, "%s%s", shown++ ? ", " : "",
				    u.name[i]);
		if (hit == NAME_AMBIGUOUS)
			reply_fail(r, "\"%s\" names more than one unit of %s: "
			    "%s (`setup` lists them)", typed, s->scenario_name,
			    buf_str(&b));
		else
			reply_fail(r, "\"%s\" is no unit of %s%s%s (`setup` "
			    "lists them)", typed, s->scenario_name, shown ?
			    "; near it: " : "", buf_str(&b));
		buf_free(&b);
	}
	for (i = 0; i < u.n; i++)
		free(u.name[i]);
	free(u.name);
	return hit >= 0 ? 0 : -1;
}
