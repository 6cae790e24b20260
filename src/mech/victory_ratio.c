/* Victory read from the ratio of two tracks (the Confederate VP to the
 * Union VP), with the flags that move the level (a Demoralized side drops
 * one).  All of it is data: victory_ratio, its levels in order, each a
 * test over :ratio, and victory_shift.  A ratio with a zero divisor has no
 * value: the one the engine takes instead is said every time it is used,
 * with the data's words for it.  A scenario whose levels come with no
 * ratio is judged by their tests alone, over the tracks and the places the
 * players record as held (Terrible Swift Sword's Little Round Top, 28.37,
 * and Pickett's Charge, 28.48): nothing is claimed that was not recorded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/expr.h"
#include "adj/mech/victory_ratio.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"

#define LEVELS_MAX	16
#define ABOVE_ALL	1e9	/* a zero divisor under a positive dividend */

struct level {
	char	 name[96];
	char	 winner[32];
	char	*test;		/* owned: an expression is never cut */
	char	 section[24];
};

struct ratio {
	char		*num, *den;	/* owned expressions */
	char		 num_name[96], den_name[96];
	char		 zero[256], section[24];
	int		 has_ratio;	/* 0: judged by the tests alone */
	struct level	 lv[LEVELS_MAX];
	int		 n;
};

/* An expression of the data as it is, however long. */
static char *
text_of(sqlite3_stmt *st, int col)
{
	char	*t;

	if ((t = xstrdup(sqlite3_column_text(st, col) != NULL ? (const char *)
	    sqlite3_column_text(st, col) : "NULL")) == NULL)
		abort();
	return t;
}

static void
ratio_free(struct ratio *v)
{
	int	 i;

	free(v->num);
	free(v->den);
	for (i = 0; i < v->n; i++)
		free(v->lv[i].test);
}

static int
load(struct session *s, struct ratio *v)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(v, 0, sizeof *v);
	if (sql_prepare(s->rules, "SELECT num, den, zero, section, "
	    "num_name, den_name FROM victory_ratio WHERE game = ?1 AND "
	    "scenario = ?2", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		v->num = text_of(st, 0);
		v->den = text_of(st, 1);
		data_text(v->zero, sizeof v->zero, st, 2);
		data_text(v->section, sizeof v->section, st, 3);
		data_text(v->num_name, sizeof v->num_name, st, 4);
		data_text(v->den_name, sizeof v->den_name, st, 5);
		found = 1;
	}
	sqlite3_finalize(st);
	v->has_ratio = found;
	if (sql_prepare(s->rules, "SELECT level, COALESCE(winner, ''), "
	    "test, section FROM victory_ratio_level WHERE game = ?1 AND "
	    "scenario = ?2 ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (v->n < LEVELS_MAX && sqlite3_step(st) == SQLITE_ROW) {
		struct level *l = &v->lv[v->n++];

		data_text(l->name, sizeof l->name, st, 0);
		data_text(l->winner, sizeof l->winner, st, 1);
		l->test = text_of(st, 2);
		data_text(l->section, sizeof l->section, st, 3);
	}
	sqlite3_finalize(st);
	return v->n > 0;
}

/* The first level whose test holds of ratio and the tracks: its index,
 * or -1 (none holds, or a test cannot be asked: then no level is
 * claimed past it, and the failure refuses the command, expr.h). */
static int
level_at(struct session *s, struct ratio *v, double ratio)
{
	sqlite3_stmt	*st;
	int		 i, rc;

	for (i = 0; i < v->n; i++) {
		if ((st = expr_prepare(s->rules, v->lv[i].test)) == NULL)
			return -1;
		session_tracks_bind(s, st, NULL, 1);
		sqlite3_bind_double(st, sqlite3_bind_parameter_index(st,
		    ":ratio"), ratio);
		rc = expr_step(st, v->lv[i].test);
		if (rc == SQLITE_ROW && sqlite3_column_int(st, 0)) {
			expr_done(st);
			return i;
		}
		expr_done(st);
		if (rc != SQLITE_ROW)
			return -1;
	}
	return -1;
}

/* The places the set flags move the level (victory_shift), each said
 * with r. */
static int
shift_of(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	struct track	*t;
	int		 by = 0, any = 0;

	if (sql_prepare(s->rules, "SELECT when_set, by, section FROM "
	    "victory_shift WHERE game = ?1 AND scenario = ?2 ORDER BY rowid",
	    -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		t = session_track_by_id(s, (const char *)sqlite3_column_text(st, 0));
		if (t == NULL || session_track_value(s, t) == 0)
			continue;
		by += sqlite3_column_int(st, 1);
		any++;
		if (r != NULL)
			reply_line(r, "  %s: the level moves %d place%s %s (%s %s)",
			    t->name, abs(sqlite3_column_int(st, 1)),
			    abs(sqlite3_column_int(st, 1)) == 1 ? "" : "s",
			    sqlite3_column_int(st, 1) > 0 ? "down the list" :
			    "up the list", s->tag, (const char *)
			    sqlite3_column_text(st, 2));
	}
	sqlite3_finalize(st);
	if (any > 1 && by == 0 && r != NULL)
		reply_line(r, "  The moves cancel: the level stays.");
	return by;
}

/* The level at, moved by the set flags, clamped to the list: its index. */
static int
shifted(struct session *s, struct ratio *v, int at, struct reply *r)
{
	int	 was = at;

	at += shift_of(s, r);
	if (at < 0)
		at = 0;
	if (at >= v->n)
		at = v->n - 1;
	if (r != NULL && at != was)
		reply_line(r, "  After the moves: %s", v->lv[at].name);
	return at;
}

/* No ratio: the first level whose test holds of what the players have
 * recorded (the places held, the tracks), then the flags' moves. */
static char *
judged(struct session *s, struct ratio *v, char *winner, size_t wlen,
    struct reply *r)
{
	char	*out = NULL;
	int	 at;

	if ((at = level_at(s, v, 0)) < 0)
		return NULL;
	if (r != NULL)
		reply_line(r, "  As recorded: %s", v->lv[at].name);
	at = shifted(s, v, at, r);
	snprintf(winner, wlen, "%s", v->lv[at].winner);
	if (asprintf(&out, "%s (%s %s)", v->lv[at].name, s->tag,
	    v->lv[at].section) < 0)
		out = NULL;
	return out;
}

static char *
ratio_standing(struct session *s, char *winner, size_t wlen,
    struct reply *r)
{
	struct ratio	 v;
	double		 ratio, a, b;
	char		*out = NULL, shown[64];
	int		 at;

	winner[0] = '\0';
	if (!load(s, &v)) {
		ratio_free(&v);
		return NULL;
	}
	if (!v.has_ratio) {
		out = judged(s, &v, winner, wlen, r);
		ratio_free(&v);
		return out;
	}
	/* The totals the data states (half points kept too). */
	if (session_track_expr(s, v.num, &a) != 0 ||
	    session_track_expr(s, v.den, &b) != 0) {
		ratio_free(&v);
		return NULL;
	}
	if (b != 0) {
		ratio = a / b;
		snprintf(shown, sizeof shown, "%.2f to 1", ratio);
	} else if (a == 0) {
		ratio = 1.0;
		snprintf(shown, sizeof shown, "0 to 0, read as 1 to 1");
	} else {
		ratio = ABOVE_ALL;
		snprintf(shown, sizeof shown, "%g to 0, above every level", a);
	}
	if (r != NULL) {
		reply_line(r, "  %s %g / %s %g: %s", v.num_name, a, v.den_name, b,
		    shown);
		if (b == 0)
			reply_line(r, "  A zero divisor: %s", v.zero);
		json_object_set_new(r->json, "ratio", b != 0 ? json_real(ratio) :
		    json_null());
	}
	if ((at = level_at(s, &v, ratio)) < 0) {
		ratio_free(&v);
		return NULL;
	}
	if (r != NULL)
		reply_line(r, "  By the ratio: %s", v.lv[at].name);
	at = shifted(s, &v, at, r);
	snprintf(winner, wlen, "%s", v.lv[at].winner);
	if (asprintf(&out, "%s (%s; %s %s)", v.lv[at].name, shown, s->tag,
	    v.section) < 0)
		out = NULL;
	ratio_free(&v);
	return out;
}

/* No state: the tracks and levels are read as needed. */
const struct mech mech_ratio = {
	.name = "ratio",
	.what = "victory by the ratio of two tracks",
	.standing = ratio_standing,
};
