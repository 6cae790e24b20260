/* The loss ledger: one command records a loss as the table sees it (a
 * side, a kind of loss, a number) and the rules' data routes it onto the
 * tracks (loss_effect): strength points to men on the side's casualty
 * track, captures to its captured track and the captor's VP, captured
 * guns off its ammunition, a count carried until every tenth gun puts a
 * hundred men on the track.  No kind, track or number is known here: each
 * is a row.  Every change is a "track" event of the one command, so the
 * flags the rules set on these tracks follow (latch.c) and `undo` takes
 * the whole loss back. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/mech/ledger.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/prepare.h"

#define LOSS_MAX	100000

struct track *
ledger_side_track(struct session *s, const char *base, const char *side)
{
	struct track	*t;
	char		 id[96];

	snprintf(id, sizeof id, "%s.%s", base, side);
	if ((t = session_track_by_id(s, id)) != NULL)
		return t;
	return session_track_by_id(s, base);
}

/* The kind a player typed, by its id or a word of its name. */
static int
kind_of(struct session *s, const char *typed, char *out, size_t len,
    struct reply *r)
{
	return session_pick(s, "SELECT kind, name FROM loss_effect WHERE game "
	    "= ?1 GROUP BY kind ORDER BY min(rowid)", typed, "kind of loss",
	    out, len, r);
}

/* "strength point" -> "strength points", "battery" -> "batteries". */
static const char *
plural(const char *unit, int n)
{
	static _Thread_local char out[64];
	size_t	 len = strlen(unit);

	if (n == 1 || len == 0 || len > 60)
		return unit;
	if (unit[len - 1] == 'y')
		snprintf(out, sizeof out, "%.*sies", (int)len - 1, unit);
	else
		snprintf(out, sizeof out, "%ss", unit);
	return out;
}

static int
parse_count(const char *typed, int *n, struct reply *r)
{
	if (num_int(typed, 1, LOSS_MAX, n) != 0)
		return reply_fail(r, "\"%s\": expected how many were lost, a "
		    "whole number from 1 to %d", typed, LOSS_MAX);
	return 0;
}

/* One loss_effect row applied: 0, or -1. */
static int
apply(struct session *s, sqlite3_stmt *st, const char *side, int n,
    const char *what, const struct event_source *src, struct reply *r)
{
	const char	*base = (const char *)sqlite3_column_text(st, 0);
	const char	*whose = (const char *)sqlite3_column_text(st, 1);
	const char	*carry = (const char *)sqlite3_column_text(st, 4);
	const char	*to = strcmp(whose, "own") == 0 ? side :
			    session_enemy(s, side);
	struct track	*t = ledger_side_track(s, base, to), *c;
	int		 per = sqlite3_column_int(st, 2), done, amount;
	char		 why[200];

	if (t == NULL) {
		reply_line(r, "  (no %s track for the %s in this scenario: "
		    "nothing to record there)", base, session_side_name(s, to));
		return 0;
	}
	amount = per * n;
	/* A carried count: the amount is due each time it passes a multiple
	 * of `every`, and the count itself is recorded too. */
	if (sqlite3_column_type(st, 3) == SQLITE_INTEGER && carry != NULL) {
		int every = sqlite3_column_int(st, 3), was;

		if (every < 1 || (c = ledger_side_track(s, carry, side)) ==
		    NULL) {
			reply_line(r, "  (no %s count for the %s in this "
			    "scenario)", carry, session_side_name(s, side));
			return 0;
		}
		was = c->value;
		snprintf(why, sizeof why, "%s", what);
		if (session_track_add(s, c, n, why, src, &done, r) != 0)
			return -1;
		amount = per * ((was + done) / every - was / every);
		if (amount == 0) {
			reply_line(r, "  %s: nothing yet (each %d counts %d)",
			    t->name, every, per);
			return 0;
		}
		snprintf(why, sizeof why, "%s (each %d counted: %d)", what, every,
		    per);
	} else
		snprintf(why, sizeof why, "%s", what);
	return session_track_add(s, t, amount, why, src, &done, r);
}

int
ledger_loss(struct session *s, const char *side_typed, const char *kind_typed,
    const char *n_typed, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 side[32], kind[48], what[160], report[224], *name, *unit,
			*sec;
	int		 n = 0, rc = 0, rows = 0;

	if (session_side(s, side_typed, side, sizeof side) != 0)
		return session_side_refused(s, side_typed, r);
	if (session_may_act(s, side, r) != 0 || kind_of(s, kind_typed, kind,
	    sizeof kind, r) != 0 || parse_count(n_typed, &n, r) != 0)
		return -1;
	name = rules_text(s->rules, "SELECT name FROM loss_effect WHERE game = "
	    "?1 AND kind = ?2 ORDER BY pos LIMIT 1", s->game, kind);
	unit = rules_text(s->rules, "SELECT unit FROM loss_effect WHERE game = "
	    "?1 AND kind = ?2 ORDER BY pos LIMIT 1", s->game, kind);
	sec = rules_text(s->rules, "SELECT group_concat(section, ', ') FROM "
	    "(SELECT DISTINCT section FROM loss_effect WHERE game = ?1 AND "
	    "kind = ?2)", s->game, kind);
	snprintf(what, sizeof what, "%s, %d %s", name != NULL ? name : kind, n,
	    plural(unit != NULL ? unit : "", n));
	/* The report first, as the table gave it; then where it goes. */
	snprintf(report, sizeof report, "%s loss: %s", session_side_name(s,
	    side), what);
	if (session_record(s, "loss-report", report, xjson_pack("{s:s, s:s, "
	    "s:i}", "side", side, "kind", kind, "n", n)) != 0)
		rc = reply_fail(r, "cannot record the loss");
	else
		reply_line(r, "%s loss: %s (%s %s):", session_side_name(s, side),
		    what, s->tag, sec != NULL ? sec : "");
	/* The rows of the kind that hold for this side and these options. */
	if (rc == 0 && sql_prepare(s->rules, "SELECT track, whose, per, "
	    "every, carry, derived, COALESCE(note, '') FROM loss_effect WHERE "
	    "game = ?1 AND kind = ?2 AND (only_side IS NULL OR only_side = ?3) "
	    "AND options_hold(option, unless, ?4) ORDER BY pos", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, kind, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, side, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 4, s->options != NULL ? s->options : "", -1,
		    SQLITE_STATIC);
		while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
			rows++;
			if (apply(s, st, side, n, what, &(struct
			    event_source){ .kind = SOURCE_MECH, .name =
			    mech_ledger.name, .table = "loss_effect", .id =
			    kind }, r) != 0)
				rc = reply_fail(r, "cannot record the loss");
			else if (sqlite3_column_int(st, 5))
				reply_line(r, "    [worked out, not printed: %s]",
				    (const char *)sqlite3_column_text(st, 6));
		}
		sqlite3_finalize(st);
	}
	if (rc == 0 && rows == 0)
		rc = reply_fail(r, "a %s loss of the %s goes on no track in %s",
		    name != NULL ? name : kind, session_side_name(s, side),
		    s->game_title);
	json_object_set_new(r->json, "loss", xjson_pack("{s:s, s:s, s:i}",
	    "side", side, "kind", kind, "n", n));
	free(name);
	free(unit);
	free(sec);
	return rc;
}

int
ledger_kinds(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	json_t		*a = json_array();
	char		 last[48] = "", how[128], only[64], opt[64];

	if (sql_prepare(s->rules, "SELECT kind, name, unit, track, "
	    "whose, per, every, carry, only_side, section, option, unless, "
	    "derived FROM loss_effect WHERE game = ?1 ORDER BY (SELECT "
	    "min(rowid) FROM loss_effect x WHERE x.game = loss_effect.game AND "
	    "x.kind = loss_effect.kind), pos", -1, &st, NULL) != SQLITE_OK) {
		json_decref(a);
		return reply_fail(r, "cannot read the loss kinds");
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	reply_line(r, "Losses (`loss SIDE KIND N`), and where each goes:");
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *kind = (const char *)sqlite3_column_text(st, 0);

		if (strcmp(kind, last) != 0) {
			reply_line(r, "  %-22s %s, counted in %ss", kind,
			    sqlite3_column_text(st, 1), sqlite3_column_text(st,
			    2));
			json_array_append_new(a, xjson_pack("{s:s, s:s, s:s}",
			    "kind", kind, "name", sqlite3_column_text(st, 1),
			    "unit", sqlite3_column_text(st, 2)));
			snprintf(last, sizeof last, "%s", kind);
		}
		/* A carried count, a row for one side only, and one an
		 * option brings or sets aside. */
		how[0] = only[0] = opt[0] = '\0';
		if (sqlite3_column_type(st, 6) == SQLITE_INTEGER)
			snprintf(how, sizeof how, " %d counted on %s",
			    sqlite3_column_int(st, 6), sqlite3_column_text(st, 7));
		if (sqlite3_column_type(st, 8) == SQLITE_TEXT)
			snprintf(only, sizeof only, ", for the side %s",
			    sqlite3_column_text(st, 8));
		if (sqlite3_column_type(st, 10) == SQLITE_TEXT)
			snprintf(opt, sizeof opt, ", with +%s",
			    sqlite3_column_text(st, 10));
		else if (sqlite3_column_type(st, 11) == SQLITE_TEXT)
			snprintf(opt, sizeof opt, ", without +%s",
			    sqlite3_column_text(st, 11));
		reply_line(r, "      %s %s %+d each%s%s%s (%s)%s", strcmp((const char *)
		    sqlite3_column_text(st, 4), "own") == 0 ? "its" :
		    "the enemy's", sqlite3_column_text(st, 3),
		    sqlite3_column_int(st, 5), how, only, opt,
		    sqlite3_column_text(st, 9), sqlite3_column_int(st, 12) ?
		    " [worked out, not printed]" : "");
	}
	sqlite3_finalize(st);
	json_object_set_new(r->json, "kinds", a);
	return 0;
}

/* A loss report is history; the tracks it moved are its state. */
static const char *const ledger_event_kinds[] = { "loss-report", "ammo",
    NULL };

const struct mech mech_ledger = {
	.name = "ledger",
	.what = "loss ledger",
	.kinds = ledger_event_kinds,
};
