/* Victories held before the end: a preliminary victory a step finds
 * (step_latch: a flag set when its test holds as the walk reaches the
 * step, not after every command as a track_latch is), and what it does
 * to the result read off the victory levels (victory_hold): at least its
 * level for its side, unless the levels give the other side a level the
 * row names or a better one, or its cancelling flag is set.
 *
 * Nothing of a game is known here: the levels are the scenario's
 * victory_level rows in their order (one side's best first), the flags
 * and tests are data.  The Long Roads to Gettysburg's optional
 * preliminary victories (VIII 1, VIII 2) use it; a GCACW volume's
 * "decided by a battle" conditions, or Shattered Union's strategic
 * victory checked at a turn's end, would take it up with rows alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/mech.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

#define LEVELS_MAX	32

/* The step's latches: each flag not yet set whose test holds now. */
static int
hold_arrive(struct session *s, struct reply *r)
{
	const struct phase	*p = &s->phases[s->phase];
	sqlite3_stmt		*st;
	struct track		*t;
	char			 text[512];
	double			 v;
	int			 rc = 0;

	if (sql_prepare(s->rules, "SELECT flag, test, effect, section "
	    "FROM step_latch WHERE game = ?1 AND phase IN (?2, ?3) AND "
	    "options_hold(option, unless, ?4) ORDER BY rowid", -1, &st, NULL)
	    != SQLITE_OK)
		return reply_fail(r, "cannot read the checks of this step");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, p->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, p->top, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *section = (const char *)sqlite3_column_text(st, 3);

		t = session_track_by_id(s, (const char *)sqlite3_column_text(st,
		    0));
		/* A test over a track the game lacks reads NULL: it does
		 * not hold (one that cannot be run refuses the command). */
		if (t == NULL || t->value != 0 || session_track_expr(s,
		    (const char *)sqlite3_column_text(st, 1), &v) != 0 || v == 0)
			continue;
		snprintf(text, sizeof text, "%s: %s", t->name, (const char *)
		    sqlite3_column_text(st, 2));
		if (track_record(s, t, 1, text, &(struct event_source){
		    .kind = SOURCE_LATCH, .table = "step_latch", .id = t->id,
		    .section = section }) != 0)
			rc = reply_fail(r, "cannot record a flag the rules set");
		else
			reply_line(r, "%s (%s %s)", text, s->tag, section);
	}
	sqlite3_finalize(st);
	return rc;
}

/* The scenario's levels in their order. */
struct levels {
	char	*text[LEVELS_MAX];
	char	 winner[LEVELS_MAX][32];
	int	 n;
	int	 band;			/* the one the tracks give now, or -1 */
};

static void
levels_load(struct session *s, struct levels *l)
{
	sqlite3_stmt	*st;
	struct track	*t;
	int		 v;

	memset(l, 0, sizeof *l);
	l->band = -1;
	if (sql_prepare(s->rules, "SELECT level, COALESCE(winner, ''), "
	    "track, lo, hi FROM victory_level WHERE game = ?1 AND scenario = "
	    "?2 ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (l->n < LEVELS_MAX && sqlite3_step(st) == SQLITE_ROW) {
		l->text[l->n] = xstrdup((const char *)sqlite3_column_text(st,
		    0));
		snprintf(l->winner[l->n], sizeof l->winner[0], "%s",
		    sqlite3_column_text(st, 1));
		t = sqlite3_column_type(st, 2) == SQLITE_TEXT ?
		    session_track_by_id(s, (const char *)sqlite3_column_text(st,
		    2)) : NULL;
		if (l->band < 0 && t != NULL) {
			v = session_track_value(s, t);
			if ((sqlite3_column_type(st, 3) == SQLITE_NULL ||
			    v >= sqlite3_column_int(st, 3)) &&
			    (sqlite3_column_type(st, 4) == SQLITE_NULL ||
			    v <= sqlite3_column_int(st, 4)))
				l->band = l->n;
		}
		l->n++;
	}
	sqlite3_finalize(st);
}

static void
levels_free(struct levels *l)
{
	int	 i;

	for (i = 0; i < l->n; i++)
		free(l->text[i]);
}

static int
level_index(const struct levels *l, const char *text)
{
	int	 i;

	for (i = 0; text != NULL && i < l->n; i++)
		if (strcmp(l->text[i], text) == 0)
			return i;
	return -1;
}

/* Does side's best lie at the top of the list (index 0)? */
static int
best_first(const struct levels *l, const char *side)
{
	int	 i;

	for (i = 0; i < l->n; i++)
		if (strcmp(l->winner[i], side) == 0)
			return i < l->n - 1 - i;
	return 1;
}

static int
flag_set(struct session *s, const char *id)
{
	struct track	*t = id != NULL ? session_track_by_id(s, id) : NULL;

	return t != NULL && t->value != 0;
}

static char *
hold_standing(struct session *s, char *winner, size_t wlen, struct reply *r)
{
	sqlite3_stmt	*st;
	struct levels	 l;
	char		*out = NULL;
	int		 held = 0, rows = 0, at;

	if (sql_prepare(s->rules, "SELECT h.flag, h.cancel, h.level, "
	    "h.unless_level, h.section, COALESCE(t.name, h.flag) FROM "
	    "victory_hold h LEFT JOIN track t ON t.game = h.game AND t.id = "
	    "h.flag WHERE h.game = ?1 AND options_hold(h.option, NULL, ?2) "
	    "ORDER BY h.pos", -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	levels_load(s, &l);
	at = l.band;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *flag = (const char *)sqlite3_column_text(st, 0);
		const char *cancel = (const char *)sqlite3_column_text(st, 1);
		const char *name = (const char *)sqlite3_column_text(st, 5);
		int lv = level_index(&l, (const char *)sqlite3_column_text(st,
		    2));
		int un = level_index(&l, (const char *)sqlite3_column_text(st,
		    3));
		int first;

		if (rows++ == 0 && r != NULL)
			reply_line(r, "Victories held before the end:");
		if (!flag_set(s, flag) || lv < 0) {
			if (r != NULL)
				reply_line(r, "  %s: no", name);
			continue;
		}
		if (flag_set(s, cancel)) {
			if (r != NULL)
				reply_line(r, "  %s: cancelled (%s %s)", name,
				    s->tag, sqlite3_column_text(st, 4));
			continue;
		}
		first = best_first(&l, l.winner[lv]);
		/* The other side reached the level that overcomes it. */
		if (un >= 0 && at >= 0 && (first ? at >= un : at <= un)) {
			if (r != NULL)
				reply_line(r, "  %s: overcome by %s (%s %s)",
				    name, l.text[at], s->tag,
				    sqlite3_column_text(st, 4));
			continue;
		}
		if (at < 0 || (first ? lv < at : lv > at))
			at = lv;
		held++;
		if (r != NULL)
			reply_line(r, "  %s: held, at least %s (%s %s)", name,
			    l.text[lv], s->tag, sqlite3_column_text(st, 4));
	}
	sqlite3_finalize(st);
	if (held > 0 && at >= 0) {
		out = xstrdup(l.text[at]);
		snprintf(winner, wlen, "%s", l.winner[at]);
	}
	levels_free(&l);
	return out;
}

const struct mech mech_victory_hold = {
	.name = "victory-hold",
	.what = "victories held before the end",
	.arrive = hold_arrive,
	.standing = hold_standing,
};
