/* Victory by comparing each side's own level (Bloodiest Day 2.2.2): each
 * side's VP (its per-side track, plus the places it holds that score at
 * the end) gives it a ranked level; the higher rank wins by the
 * difference.  Automatic victories checked at the game's end come first.
 * All of it is data: victory_relative, victory_level (with rank),
 * victory_hex (per_turn 0) and victory_condition (checked 'game-end'). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/rules.h"
#include "adj/mech/control.h"
#include "adj/session.h"
#include "adj/mech/victory_relative.h"
#include "adj/prepare.h"

struct rel {
	char	 track[64];
	char	 tiebreak[64];
	int	 tie_min;
	char	 tie_text[96];
	char	 none_text[96];
	char	 section[24];
};

static int
load_rel(struct session *s, struct rel *v)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(v, 0, sizeof *v);
	if (sql_prepare(s->rules, "SELECT track, COALESCE(tiebreak, ''), "
	    "tie_min, COALESCE(tie_text, ''), COALESCE(none_text, ''), section "
	    "FROM victory_relative WHERE game = ?1 AND scenario = ?2", -1, &st,
	    NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
		data_text(v->track, sizeof v->track, st, 0);
		data_text(v->tiebreak, sizeof v->tiebreak, st, 1);
		v->tie_min = sqlite3_column_int(st, 2);
		data_text(v->tie_text, sizeof v->tie_text, st, 3);
		data_text(v->none_text, sizeof v->none_text, st, 4);
		data_text(v->section, sizeof v->section, st, 5);
	}
	sqlite3_finalize(st);
	return found;
}

static int
side_track(struct session *s, const char *base, const char *side)
{
	char	 id[96];
	int	 i;

	snprintf(id, sizeof id, "%s.%s", base, side);
	for (i = 0; i < s->ntracks; i++)
		if (strcmp(s->tracks[i].id, id) == 0)
			return session_track_value(s, &s->tracks[i]);
	return 0;
}

/* A side's VP: its track, and the places it holds that score at the
 * end; the places named into `why`. */
static int
side_vp(struct session *s, struct rel *v, const char *side, char *why,
    size_t len)
{
	sqlite3_stmt	*st;
	int		 vp = side_track(s, v->track, side), extra = 0;

	why[0] = '\0';
	if (sql_prepare(s->rules, "SELECT hex, side, vp FROM victory_hex "
	    "WHERE game = ?1 AND scenario = ?2 AND per_turn = 0", -1, &st,
	    NULL) != SQLITE_OK)
		return vp;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *hex = (const char *)sqlite3_column_text(st, 0);
		const char *for_side = (const char *)sqlite3_column_text(st, 1);

		if (strcmp(session_holder(s, hex), side) != 0 ||
		    (for_side != NULL && strcmp(for_side, side) != 0))
			continue;
		extra += sqlite3_column_int(st, 2);
		snprintf(why + strlen(why), len - strlen(why), "%s%s",
		    why[0] ? ", " : "", hex);
	}
	sqlite3_finalize(st);
	if (extra > 0) {
		char held[128];

		snprintf(held, sizeof held, "%.100s", why);
		snprintf(why, len, " + %d for holding %.100s", extra, held);
	}
	return vp + extra;
}

/* The level a VP total reaches: its name and rank. */
static int
level_of(struct session *s, struct rel *v, int vp, char *name, size_t len)
{
	sqlite3_stmt	*st;
	int		 rank = -1;

	snprintf(name, len, "?");
	if (sql_prepare(s->rules, "SELECT level, rank FROM victory_level "
	    "WHERE game = ?1 AND scenario = ?2 AND track = ?3 AND (lo IS NULL "
	    "OR ?4 >= lo) AND (hi IS NULL OR ?4 <= hi) ORDER BY rank LIMIT 1",
	    -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, v->track, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 4, vp);
	if (sqlite3_step(st) == SQLITE_ROW) {
		snprintf(name, len, "%s", sqlite3_column_text(st, 0));
		rank = sqlite3_column_int(st, 1);
	}
	sqlite3_finalize(st);
	return rank;
}

/* An automatic victory checked at the end: the winner holds any (or all)
 * of the condition's places. */
static char *
automatic(struct session *s, char *winner, size_t wlen, struct reply *r)
{
	sqlite3_stmt	*st;
	char		*out = NULL;

	if (sql_prepare(s->rules, "SELECT hexes, winner, level, mode, "
	    "test, section FROM victory_condition WHERE game = ?1 AND scenario "
	    "= ?2 AND checked = 'game-end' AND hexes IS NOT NULL ORDER BY rowid",
	    -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (out == NULL && sqlite3_step(st) == SQLITE_ROW) {
		char list[128], *h, *save = NULL;
		const char *w = (const char *)sqlite3_column_text(st, 1);
		int all = strcmp((const char *)sqlite3_column_text(st, 3),
		    "all") == 0, held = 0, n = 0;

		if (w == NULL)
			continue;
		data_text(list, sizeof list, st, 0);
		for (h = strtok_r(list, ",", &save); h != NULL;
		    h = strtok_r(NULL, ",", &save), n++)
			held += strcmp(session_holder(s, h), w) == 0;
		if (held == 0 || (all && held < n))
			continue;
		snprintf(winner, wlen, "%s", w);
		if (asprintf(&out, "%s %s victory: %s (%s)", session_side_name(s,
		    w), (const char *)sqlite3_column_text(st, 2),
		    (const char *)sqlite3_column_text(st, 4),
		    (const char *)sqlite3_column_text(st, 5)) < 0)
			out = NULL;
		if (r != NULL && out != NULL)
			reply_line(r, "  Automatic: %s", out);
	}
	sqlite3_finalize(st);
	return out;
}

int
victory_is_relative(struct session *s)
{
	struct rel	 v;

	return load_rel(s, &v);
}

char *
victory_relative(struct session *s, char *winner, size_t wlen,
    struct reply *r)
{
	struct rel	 v;
	sqlite3_stmt	*st;
	char		 ids[2][32], lv[2][48], why[2][160], *out = NULL;
	int		 vp[2], rank[2], n = 0, i, hi, lo;

	winner[0] = '\0';
	if (!load_rel(s, &v))
		return NULL;
	if (sql_prepare(s->rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos LIMIT 2", -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (n < 2 && sqlite3_step(st) == SQLITE_ROW)
		snprintf(ids[n++], sizeof ids[0], "%s", sqlite3_column_text(st,
		    0));
	sqlite3_finalize(st);
	if (n < 2)
		return NULL;
	for (i = 0; i < 2; i++) {
		vp[i] = side_vp(s, &v, ids[i], why[i], sizeof why[i]);
		rank[i] = level_of(s, &v, vp[i], lv[i], sizeof lv[i]);
		if (r != NULL)
			reply_line(r, "  %s: %d VP%s -> %s (%d)",
			    session_side_name(s, ids[i]), vp[i], why[i], lv[i],
			    rank[i]);
		if (r != NULL)
			json_object_set_new(r->json, ids[i], xjson_pack("{s:i, "
			    "s:s, s:i}", "vp", vp[i], "level", lv[i], "rank",
			    rank[i]));
	}
	if ((out = automatic(s, winner, wlen, r)) != NULL)
		return out;
	if (rank[0] != rank[1]) {
		hi = rank[0] > rank[1] ? 0 : 1;
		lo = 1 - hi;
		snprintf(winner, wlen, "%s", ids[hi]);
		if (asprintf(&out, "%s victory by %d: %s %s (%d) against %s (%d) "
		    "(%s)", session_side_name(s, ids[hi]), rank[hi] - rank[lo],
		    session_side_name(s, ids[hi]), lv[hi], rank[hi], lv[lo],
		    rank[lo], v.section) < 0)
			out = NULL;
		return out;
	}
	if (rank[0] < v.tie_min) {
		if (asprintf(&out, "%s: both sides %s (%s)", v.none_text[0] ?
		    v.none_text : "no victory", lv[0], v.section) < 0)
			out = NULL;
		return out;
	}
	if (v.tiebreak[0] != '\0') {
		int t0 = side_track(s, v.tiebreak, ids[0]);
		int t1 = side_track(s, v.tiebreak, ids[1]);

		char *tn = rules_text(s->rules, "SELECT name FROM track WHERE "
		    "game = ?1 AND id = ?2", s->game, v.tiebreak);

		if (r != NULL)
			reply_line(r, "  Both %s: the tie goes to the higher %s, "
			    "%s %d, %s %d", lv[0], tn != NULL ? tn : v.tiebreak,
			    session_side_name(s, ids[0]), t0,
			    session_side_name(s, ids[1]), t1);
		if (t0 != t1) {
			hi = t0 > t1 ? 0 : 1;
			snprintf(winner, wlen, "%s", ids[hi]);
			if (asprintf(&out, "%s %s: both %s, %s %d to %d (%s)",
			    session_side_name(s, ids[hi]), v.tie_text[0] ?
			    v.tie_text : "victory", lv[0], tn != NULL ? tn :
			    v.tiebreak, hi == 0 ? t0 : t1, hi == 0 ? t1 : t0,
			    v.section) < 0)
				out = NULL;
			free(tn);
			return out;
		}
		free(tn);
	}
	if (asprintf(&out, "Draw: both %s (%s)", lv[0], v.section) < 0)
		out = NULL;
	return out;
}

/* The per-side track that victory points go on (the relative victory's
 * track), "vp" when the scenario names none. */
const char *
victory_side_track(struct session *s)
{
	static _Thread_local struct rel v;

	return load_rel(s, &v) ? v.track : "vp";
}

/* No state: the levels and tracks are read from the rules as needed. */
const struct mech mech_relative = {
	.name = "relative",
	.what = "victory by comparing the sides' levels",
	.standing = victory_relative,
};
