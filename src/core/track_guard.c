/* Changes the rules allow only while a test holds (track_guard): a time
 * chit spent only by an operational side, no more hidden markers than
 * the side's allowance, none placed by the loser of the Spy contest;
 * and a flag a latch keeps, cleared by no side.
 * Asked before a track's change by hand is recorded, so a refused one
 * records nothing; its words are the row's, with the section. */
#include <stdlib.h>
#include <string.h>

#include "adj/expr.h"
#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/prepare.h"

/* Does the test hold with the tracks as they stand, :to the value the
 * change would give and :by_umpire 1 when the umpire (or a table with no
 * roles) makes it?  A track the steps keep, which a side must not move
 * to its own profit, is guarded by the last.  1, 0, or -1 when it cannot
 * be worked out (the failure is kept: the command is refused with it). */
static int
holds(struct session *s, const char *test, int to)
{
	sqlite3_stmt	*st;
	int		 j, rc = -1;

	if ((st = expr_prepare(s->rules, test)) == NULL)
		return -1;
	session_tracks_bind(s, st, NULL, 1);
	if ((j = sqlite3_bind_parameter_index(st, ":to")) > 0)
		sqlite3_bind_int(st, j, to);
	if ((j = sqlite3_bind_parameter_index(st, ":by_umpire")) > 0)
		sqlite3_bind_int(st, j, s->actor[0] == '\0' ||
		    strcmp(s->actor, "umpire") == 0);
	if (expr_step(st, test) == SQLITE_ROW)
		rc = sqlite3_column_type(st, 0) != SQLITE_NULL &&
		    sqlite3_column_int(st, 0) != 0;
	expr_done(st);
	return rc;
}

/* A flag a latch sets and keeps (Disorder has happened, the army's
 * Flight) costs its side points or the game: in a shared campaign the
 * side may not clear it by hand, only the umpire correct it.  0, or -1
 * with r failed. */
static int
latch_kept(struct session *s, const struct track *t, int to,
    struct reply *r)
{
	sqlite3_stmt	*st;
	int		 rc = 0;

	if (to >= t->value || s->actor[0] == '\0' ||
	    strcmp(s->actor, "umpire") == 0)
		return 0;
	if (sql_prepare(s->rules, "SELECT section FROM track_latch "
	    "WHERE game = ?1 AND flag = ?2 AND (scenario IS NULL OR "
	    "scenario = ?3) ORDER BY rowid LIMIT 1", -1, &st, NULL) !=
	    SQLITE_OK)
		return reply_fail(r, "cannot read the rules of %s", t->name);
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->scenario, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		rc = reply_fail(r, "%s: the rules set it and keep it (%s %s); "
		    "only the umpire takes it back", t->name, s->tag,
		    (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return rc;
}

int
track_guard_check(struct session *s, const struct track *t, int to,
    struct reply *r)
{
	sqlite3_stmt	*st;
	int		 rc = 0, h;

	if (to == t->value)
		return 0;
	if (latch_kept(s, t, to, r) != 0)
		return -1;
	if (sql_prepare(s->rules, "SELECT test, why, section FROM "
	    "track_guard WHERE game = ?1 AND track = ?2 AND dir = ?3 AND "
	    "options_hold(option, NULL, ?4) ORDER BY rowid", -1, &st, NULL) !=
	    SQLITE_OK)
		return reply_fail(r, "cannot read the rules of %s", t->name);
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, to > t->value ? "up" : "down", -1,
	    SQLITE_STATIC);
	sqlite3_bind_text(st, 4, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *test = (const char *)sqlite3_column_text(st, 0);

		if ((h = holds(s, test, to)) < 0)
			rc = reply_fail(r, "cannot work out the rule of %s: %s",
			    t->name, expr_failure() != NULL ? expr_failure() :
			    test);
		else if (h == 0)
			rc = reply_fail(r, "%s: %s (%s %s)", t->name,
			    (const char *)sqlite3_column_text(st, 1), s->tag,
			    (const char *)sqlite3_column_text(st, 2));
	}
	sqlite3_finalize(st);
	return rc;
}
