/* Victory hexes and places: who holds each one, the per-turn award and the
 * sudden-death check at a turn's end, and what the hexes held score at the
 * game's end.  Longstreet Attacks' Grand Battle scenarios (18.2, 21.3i,
 * 21.4l, 21.5j) and Bloodiest Day's victory areas (2.2) use it.  The
 * hexes, their worth and whom they score for are data (victory_hex,
 * victory_condition, place); control starts as the scenario says and
 * changes only by `control` events.  held(side, 'a,b') lets the rules'
 * formulas count them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/buf.h"
#include "adj/mech/control.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/stmt_cache.h"
#include "adj/source.h"
#include "adj/prepare.h"

#define CT(s)	((struct control *)session_mech((s), &mech_control))

/* Who holds a hex now: the last `control` event, else the start. */
static const char *
holder(struct session *s, const char *hex, const char *start)
{
	int	 i;

	for (i = 0; CT(s) != NULL && i < CT(s)->n; i++)
		if (strcmp(CT(s)->h[i].hex, hex) == 0)
			return CT(s)->h[i].side;
	return start != NULL ? start : "";
}

const char *
session_holder(struct session *s, const char *hex)
{
	static _Thread_local char start[32];
	sqlite3_stmt	*st;
	int		 i;

	struct control	*ct = CT(s);

	for (i = 0; ct != NULL && i < ct->n; i++)
		if (strcmp(ct->h[i].hex, hex) == 0)
			return ct->h[i].side;
	for (i = 0; ct != NULL && i < ct->nstart; i++)
		if (strcmp(ct->start[i].hex, hex) == 0)
			return ct->start[i].side;
	/* The start this scenario gives it: another scenario's hex of the
	 * same number may start otherwise. */
	start[0] = '\0';
	if ((st = stmt_get(s->rules, "SELECT start FROM victory_hex WHERE "
	    "game = ?1 AND scenario = ?3 AND hex = ?2 AND start IS NOT NULL "
	    "UNION ALL SELECT start FROM place WHERE game = ?1 AND id = ?2 AND "
	    "start IS NOT NULL")) == NULL)
		return start;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, hex, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->scenario, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		data_text(start, sizeof start, st, 0);
	stmt_put(st);
	if (ct != NULL && ct->nstart < 256 && strlen(hex) <
	    sizeof ct->start[0].hex) {
		ct->start = xreallocarray(ct->start, (size_t)ct->nstart + 1,
		    sizeof *ct->start);
		snprintf(ct->start[ct->nstart].hex, sizeof ct->start[0].hex,
		    "%s", hex);
		snprintf(ct->start[ct->nstart++].side, sizeof ct->start[0].side,
		    "%s", start);
	}
	return start;
}

/* held(side, 'a,b,c'): how many of those places the side holds now. */
static void
sql_held(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct session	*s = sqlite3_user_data(ctx);
	const char	*side = (const char *)sqlite3_value_text(argv[0]);
	char		 list[256], *h, *save = NULL;
	int		 n = 0;

	(void)argc;
	if (s == NULL) {		/* no game open (`rules check`) */
		sqlite3_result_int(ctx, 0);
		return;
	}
	snprintf(list, sizeof list, "%s", sqlite3_value_text(argv[1]) != NULL ?
	    (const char *)sqlite3_value_text(argv[1]) : "");
	for (h = strtok_r(list, ", ", &save); h != NULL && side != NULL;
	    h = strtok_r(NULL, ", ", &save))
		if (strcmp(session_holder(s, h), side) == 0)
			n++;
	sqlite3_result_int(ctx, n);
}

/* held_vp(side): the VP of the places that score at the game's end
 * (per_turn 0) which the side holds now and which score for it; a
 * total over the tracks may add them (victory by a ratio of totals). */
static void
sql_held_vp(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct session	*s = sqlite3_user_data(ctx);
	const char	*side = (const char *)sqlite3_value_text(argv[0]);
	sqlite3_stmt	*st;
	int		 vp = 0;

	(void)argc;
	if (s == NULL || side == NULL || (st = stmt_get(s->rules, "SELECT "
	    "hex, vp FROM victory_hex WHERE game = ?1 AND scenario = ?2 AND "
	    "per_turn = 0 AND (side IS NULL OR side = ?3)")) == NULL) {
		sqlite3_result_int(ctx, 0);
		return;
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, side, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW)
		if (strcmp(session_holder(s, (const char *)sqlite3_column_text(st,
		    0)), side) == 0)
			vp += sqlite3_column_int(st, 1);
	stmt_put(st);
	sqlite3_result_int(ctx, vp);
}

/* held() and held_vp() read this session (NULL: none, as for a game just
 * begun). */
static void
control_sql(sqlite3 *db, struct session *s)
{
	sqlite3_create_function(db, "held", 2, SQLITE_UTF8, s, sql_held, NULL,
	    NULL);
	sqlite3_create_function(db, "held_vp", 1, SQLITE_UTF8, s, sql_held_vp,
	    NULL, NULL);
}

#define PLACES_MAX	64

/* The places of the scenario a player may name, each once with its name:
 * its victory hexes, the special areas of the game (a star area, a town),
 * then the places its victory conditions name (a sudden-death hex, a
 * position judged at the end).  The count. */
static int
scenario_places(struct session *s, char ids[][96], char names[][96])
{
	sqlite3_stmt	*st;
	char		 list[256], *h, *save = NULL;
	int		 n = 0, i, dup;

	if (sql_prepare(s->rules, "SELECT hex, nm FROM (SELECT hex, "
	    "COALESCE(max(name), '') AS nm, min(rowid) AS r, 0 AS k FROM "
	    "victory_hex WHERE game = ?1 AND scenario = ?2 GROUP BY hex "
	    "UNION ALL SELECT id, COALESCE(name, ''), rowid, 1 FROM place "
	    "WHERE game = ?1 UNION ALL SELECT hexes, '', rowid, 2 FROM "
	    "victory_condition WHERE game = ?1 AND scenario = ?2 AND hexes IS "
	    "NOT NULL) ORDER BY k, r", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		data_text(list, sizeof list, st, 0);
		for (h = strtok_r(list, ",", &save); h != NULL && n < PLACES_MAX;
		    h = strtok_r(NULL, ",", &save)) {
			for (i = dup = 0; i < n; i++)
				dup |= strcmp(ids[i], h) == 0;
			if (dup)
				continue;
			snprintf(ids[n], 96, "%s", h);
			snprintf(names[n++], 96, "%s",
			    sqlite3_column_text(st, 1));
		}
	}
	sqlite3_finalize(st);
	return n;
}

/* A place a player typed: a victory hex or special area of the scenario
 * by a unique start of its id or its name ("sharps" for Sharpsburg,
 * "cem" for Cemetery Hill), case ignored; a hex number or anything else
 * as typed (a sudden-death hex). */
static const char *
place_of(struct session *s, const char *typed)
{
	static _Thread_local char out[96];
	char		 ids[PLACES_MAX][96], names[PLACES_MAX][96];
	const char	*pi[PLACES_MAX], *pn[PLACES_MAX];
	int		 n, i, hit;

	snprintf(out, sizeof out, "%s", typed);
	n = scenario_places(s, ids, names);
	for (i = 0; i < n; i++) {
		pi[i] = ids[i];
		pn[i] = names[i];
	}
	/* A hex number is only ever itself: "1" is not a start of "10". */
	if (strspn(typed, "0123456789") == strlen(typed))
		return out;
	if ((hit = name_match(typed, pi, pn, n)) >= 0)
		snprintf(out, sizeof out, "%s", ids[hit]);
	return out;
}

/* The special areas of the game that are not victory hexes of the
 * scenario (Bloodiest Day's star areas and Sharpsburg), with who holds
 * each: they count for the rules' formulas and conditions. */
static void
list_places(struct session *s, json_t *list, struct reply *r)
{
	sqlite3_stmt	*st;

	if (sql_prepare(s->rules, "SELECT id, COALESCE(name, ''), "
	    "replace(COALESCE(kind, ''), '-', ' '), start, section FROM place WHERE game = ?1 AND "
	    "id NOT IN (SELECT hex FROM victory_hex WHERE game = ?1 AND "
	    "scenario = ?2) ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		const char *by = holder(s, id, (const char *)
		    sqlite3_column_text(st, 3));

		reply_line(r, "  %-5s %-22s %-12s %s (%s)", id, (const char *)
		    sqlite3_column_text(st, 1), *by ? by : "(none)",
		    (const char *)sqlite3_column_text(st, 2), (const char *)
		    sqlite3_column_text(st, 4));
		json_array_append_new(list, xjson_pack("{s:s, s:s}", "hex", id,
		    "side", by));
	}
	sqlite3_finalize(st);
}

/* The scenario's victory hexes that score per_turn (1: each turn) and
 * that nobody holds, each once: they score for no side until a `control`
 * event says who entered them, and a player who forgot to record it would
 * score nothing without a word. */
static void
unheld(struct session *s, int per_turn, struct buf *b)
{
	sqlite3_stmt	*st;

	if (sql_prepare(s->rules, "SELECT hex, max(start) FROM "
	    "victory_hex WHERE game = ?1 AND scenario = ?2 AND per_turn = ?3 "
	    "GROUP BY hex ORDER BY min(rowid)", -1, &st, NULL) !=
	    SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, per_turn);
	while (sqlite3_step(st) == SQLITE_ROW)
		if (*holder(s, (const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 1)) == '\0')
			buf_printf(b, "%s%s", b->len ? ", " : "",
			    (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
}

static void
say_unheld(struct session *s, int per_turn, const char *indent,
    struct reply *r)
{
	struct buf	 b;

	buf_init(&b);
	unheld(s, per_turn, &b);
	if (b.len > 0)
		reply_line(r, "%sHeld by nobody, so scoring for no side: %s "
		    "(`control HEX SIDE` records a side's unit entering one).",
		    indent, buf_str(&b));
	buf_free(&b);
}

/* Is hex listed already: a victory hex of the scenario, or a special
 * area of the game (the place table)? */
static int
is_victory_hex(struct session *s, const char *hex)
{
	sqlite3_stmt	*st;
	int		 yes = 0;

	if (sql_prepare(s->rules, "SELECT 1 FROM victory_hex WHERE "
	    "game = ?1 AND scenario = ?2 AND hex = ?3 UNION ALL SELECT 1 FROM "
	    "place WHERE game = ?1 AND id = ?3", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, hex, -1, SQLITE_STATIC);
	yes = sqlite3_step(st) == SQLITE_ROW;
	sqlite3_finalize(st);
	return yes;
}

/* The places victory conditions name that are no victory hex, each with
 * who holds it and what holding it decides: what the players record
 * when they judge a condition met. */
static void
condition_places(struct session *s, struct reply *r, json_t *list)
{
	sqlite3_stmt	*st;
	char		 hexes[256], *h, *save = NULL;
	int		 said = 0;

	if (sql_prepare(s->rules, "SELECT hexes, winner, result, "
	    "section FROM victory_condition WHERE game = ?1 AND scenario = ?2 "
	    "AND hexes IS NOT NULL ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *w = (const char *)sqlite3_column_text(st, 1);

		data_text(hexes, sizeof hexes, st, 0);
		for (h = strtok_r(hexes, ",", &save); h != NULL;
		    h = strtok_r(NULL, ",", &save)) {
			const char *by = holder(s, h, NULL);

			if (is_victory_hex(s, h))
				continue;
			if (!said++)
				reply_line(r, "  Places the victory conditions "
				    "name (held by, and what holding decides):");
			reply_line(r, "  %-18s %-12s %s%s%s (%s)", h, *by ? by :
			    "(none)", w != NULL ? session_side_name(s, w) : "",
			    w != NULL ? ": " : "", (const char *)
			    sqlite3_column_text(st, 2), (const char *)
			    sqlite3_column_text(st, 3));
			json_array_append_new(list, xjson_pack("{s:s, s:s, s:b}",
			    "hex", h, "side", by, "condition", 1));
		}
	}
	sqlite3_finalize(st);
}

int
session_control(struct session *s, const char *hex, const char *typed,
    struct reply *r)
{
	sqlite3_stmt	*st;
	char		 side[32] = "", text[128];
	int		 known = 0;
	json_t		*list = json_array();

	if (hex != NULL)
		hex = place_of(s, hex);

	if (sql_prepare(s->rules, "SELECT hex, COALESCE(name, ''), "
	    "COALESCE(side, ''), vp, per_turn, start, section FROM victory_hex "
	    "WHERE game = ?1 AND scenario = ?2 ORDER BY rowid", -1, &st, NULL) !=
	    SQLITE_OK) {
		json_decref(list);
		return reply_fail(r, "cannot read the victory hexes");
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *h = (const char *)sqlite3_column_text(st, 0);
		const char *by = holder(s, h, (const char *)
		    sqlite3_column_text(st, 5));

		if (hex != NULL) {
			if (strcmp(h, hex) == 0)
				known = 1;
			continue;
		}
		reply_line(r, "  %-5s %-22s %-12s %d VP%s%s%s (%s)", h,
		    (const char *)sqlite3_column_text(st, 1), *by ? by : "(none)",
		    sqlite3_column_int(st, 3), sqlite3_column_int(st, 4) ?
		    " a turn" : "", *(const char *)sqlite3_column_text(st, 2) ?
		    " for " : "", (const char *)sqlite3_column_text(st, 2),
		    (const char *)sqlite3_column_text(st, 6));
		json_array_append_new(list, xjson_pack("{s:s, s:s}", "hex", h,
		    "side", by));
	}
	sqlite3_finalize(st);
	if (hex == NULL) {
		list_places(s, list, r);
		condition_places(s, r, list);
		say_unheld(s, 1, "", r);
		json_object_set_new(r->json, "hexes", list);
		return 0;
	}
	json_decref(list);
	if (!known && sql_prepare(s->rules, "SELECT 1 FROM "
	    "victory_condition WHERE game = ?1 AND scenario = ?2 AND ',' || "
	    "hexes || ',' LIKE '%,' || ?3 || ',%'", -1, &st, NULL) == SQLITE_OK) {
		/* A sudden-death hex can be held too. */
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, hex, -1, SQLITE_STATIC);
		known = sqlite3_step(st) == SQLITE_ROW;
		sqlite3_finalize(st);
	}
	if (!known)
		known = rules_int(s->rules, 0, "SELECT 1 FROM place WHERE game = "
		    "?1 AND id = ?2", s->game, hex) == 1;
	if (!known)
		return reply_fail(r, "%s is not a victory hex or special area of "
		    "%s (`control` lists them)", hex, s->scenario_name);
	if (typed == NULL)
		return reply_fail(r, "usage: control HEX SIDE|none");
	if (strcasecmp(typed, "none") != 0 &&
	    session_side(s, typed, side, sizeof side) != 0)
		return reply_fail(r, "\"%s\" is not a side: expected a side or "
		    "none", typed);
	snprintf(text, sizeof text, "Hex %s now held by %s", hex, *side ? side :
	    "nobody");
	if (session_record(s, "control", text, xjson_pack("{s:s, s:s}", "hex",
	    hex, "side", side)) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	return 0;
}

/* Sudden death: the winner of a victory condition holding any of its hexes
 * at a turn end ends the game at once (21.3i, 21.4l, 21.5j). */
static int
session_sudden_death(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 rc = 0, done = 0;

	if (sql_prepare(s->rules, "SELECT hexes, winner, level, section "
	    "FROM victory_condition WHERE game = ?1 AND scenario = ?2 AND hexes "
	    "IS NOT NULL AND checked = 'turn-end'", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (!done && sqlite3_step(st) == SQLITE_ROW) {
		char list[128], *h, *save = NULL, text[256];
		const char *winner = (const char *)sqlite3_column_text(st, 1);
		const char *level = (const char *)sqlite3_column_text(st, 2);

		data_text(list, sizeof list, st, 0);
		for (h = strtok_r(list, ",", &save); h != NULL && !done;
		    h = strtok_r(NULL, ",", &save)) {
			if (winner == NULL || strcmp(holder(s, h, NULL), winner) !=
			    0)
				continue;
			char *name = rules_text(s->rules, "SELECT name FROM side "
			    "WHERE game = ?1 AND id = ?2", s->game, winner);

			snprintf(text, sizeof text, "Game over after turn %d (%s): "
			    "the %s side holds %s: %s (%s)", s->turn - s->first_turn + 1,
			    session_turn_label(s, s->turn), name != NULL ? name :
			    winner, h, level, (const char *)sqlite3_column_text(st,
			    3));
			free(name);
			rc = end_record(s, level, winner, text, &(struct
			    event_source){ .kind = SOURCE_RULE, .table =
			    "victory_condition", .section = (const char *)
			    sqlite3_column_text(st, 3) });
			reply_sentence(r, text);
			done = 1;
		}
	}
	sqlite3_finalize(st);
	return rc;
}

/* What the victory hexes that score at one time (per_turn 1: each turn's
 * end, 18.2; 0: the game's end) are worth on a net track: each hex counts
 * for the side that holds it, where it scores for that side at all; the
 * track's up side's count raises it and the other's lowers it.  Each
 * side's count and the hexes each holds are said into why. */
int
session_hex_score(struct session *s, const struct track *t, int per_turn,
    char *why, size_t len)
{
	sqlite3_stmt	*st;
	int		 up = 0, down = 0, rows = 0;
	char		 mine[160] = "", theirs[160] = "";

	if (why != NULL && len > 0)
		why[0] = '\0';
	if (t->up_side[0] == '\0' || sql_prepare(s->rules, "SELECT hex, "
	    "side, vp, start FROM victory_hex WHERE game = ?1 AND scenario = "
	    "?2 AND per_turn = ?3 ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, per_turn);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *hex = (const char *)sqlite3_column_text(st, 0);
		const char *for_side = (const char *)sqlite3_column_text(st, 1);
		const char *by = holder(s, hex, (const char *)
		    sqlite3_column_text(st, 3));
		char *list;
		size_t n;

		rows++;
		if (*by == '\0' || (for_side != NULL && strcmp(for_side, by) != 0))
			continue;
		if (strcmp(by, t->up_side) == 0) {
			up += sqlite3_column_int(st, 2);
			list = mine;
		} else {
			down += sqlite3_column_int(st, 2);
			list = theirs;
		}
		n = strlen(list);
		snprintf(list + n, sizeof mine - n, "%s%s", n ? ", " : "", hex);
	}
	sqlite3_finalize(st);
	if (rows > 0 && why != NULL) {
		char *name = rules_text(s->rules, "SELECT name FROM side WHERE "
		    "game = ?1 AND id != ?2 ORDER BY pos LIMIT 1", s->game,
		    t->up_side);

		snprintf(why, len, "%s %d%s%s%s, %s %d%s%s%s",
		    session_side_name(s, t->up_side), up, mine[0] ? " (" : "",
		    mine, mine[0] ? ")" : "", name != NULL ? name : "other", down,
		    theirs[0] ? " (" : "", theirs, theirs[0] ? ")" : "");
		free(name);
	}
	return up - down;
}

/* 18.2 (21.4l): each hex scores every turn for the side that holds it, if
 * it counts for that side; the net goes on the VP track. */
static int
session_vp_award(struct session *s, struct reply *r)
{
	struct track	*vp;
	int		 net;
	char		 why[400], text[480];

	if ((vp = session_track_find(s, "vp", NULL)) == NULL)
		return 0;
	net = session_hex_score(s, vp, 1, why, sizeof why);
	if (why[0] == '\0')
		return 0;	/* no hex scores every turn here */
	snprintf(text, sizeof text, "Turn VP from hexes: %s; net %+d (%s)",
	    why, net, rules_cite(s->rules, s->game, "control.turn-award"));
	reply_line(r, "  %s.", text);
	say_unheld(s, 1, "  ", r);
	if (net == 0)
		return 0;
	return track_record(s, vp, vp->value + net, text, &(struct
	    event_source){ .kind = SOURCE_MECH, .name = mech_control.name,
	    .section = rules_cite(s->rules, s->game, "control.turn-award") });
}

static int
control_action(struct session *s, const char *action, struct reply *r)
{
	if (strcmp(action, "vp-award") == 0)
		return session_vp_award(s, r);
	if (strcmp(action, "sudden-death") == 0)
		return session_sudden_death(s, r);
	return 1;
}

static void
control_fold(struct session *s, const char *kind, json_t *d)
{
	struct control	*ct = CT(s);
	const char	*hex = json_string_value(json_object_get(d, "hex"));
	const char	*side = json_string_value(json_object_get(d, "side"));
	int		 i;

	(void)kind;
	if (hex == NULL)
		return;
	for (i = 0; i < ct->n; i++)
		if (strcmp(ct->h[i].hex, hex) == 0)
			break;
	if (i == ct->n) {
		ct->h = realloc(ct->h, (size_t)(ct->n + 1) * sizeof *ct->h);
		if (ct->h == NULL)
			abort();
		ct->n++;
		snprintf(ct->h[i].hex, sizeof ct->h[i].hex, "%s", hex);
	}
	snprintf(ct->h[i].side, sizeof ct->h[i].side, "%s", side != NULL ?
	    side : "");
}

static void
control_clear(struct session *s)
{
	free(CT(s)->h);
	free(CT(s)->start);
}

/* The victory hexes that score on a net track at the game's end, as they
 * are held now: a line under the track, and "end_hexes" in the JSON. */
static void
control_track_status(struct session *s, struct track *t, struct reply *r)
{
	char	 why[400];
	int	 net = session_hex_score(s, t, 0, why, sizeof why);
	json_t	*o;

	if (why[0] == '\0')
		return;
	reply_line(r, "  Victory hexes scored at the end, as held now: %s -> %+d",
	    why, net);
	if ((o = json_object_get(r->json, "end_hexes")) == NULL) {
		o = json_object();
		json_object_set_new(r->json, "end_hexes", o);
	}
	json_object_set_new(o, t->id, json_integer(net));
}

static int
control_end_score(struct session *s, const struct track *t)
{
	return session_hex_score(s, t, 0, NULL, 0);
}

static void
control_report(struct session *s, json_t *o)
{
	json_t	*c = json_object();
	int	 i;

	for (i = 0; i < CT(s)->n; i++)
		json_object_set_new(c, CT(s)->h[i].hex,
		    json_string(CT(s)->h[i].side));
	json_object_set_new(o, "control", c);
}

static const char *const control_kinds[] = { "control", NULL };
static const char *const control_actions[] = { "vp-award", "sudden-death",
    NULL };

const struct mech mech_control = {
	.name = "control",
	.what = "victory hexes",
	.kinds = control_kinds,
	.size = sizeof(struct control),
	.fold = control_fold,
	.clear = control_clear,
	.actions = control_actions,
	.action = control_action,
	.track_status = control_track_status,
	.end_score = control_end_score,
	.report = control_report,
	.sql = control_sql,
};
