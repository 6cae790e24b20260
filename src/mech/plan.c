/* Secret orders that take effect some turns later: a side writes down a
 * depot to dismantle or build, due so many turns ahead (plan_kind), may
 * bring it one turn sooner on a later turn, and reveals it when the walk
 * reaches the kind's step on the turn it falls due.  Until then the order
 * is recorded for its side's eyes alone (and the umpire's): every line
 * and JSON field about it asks session_may_see first, and a view that may
 * not see the side's events may not give or cut its order, so that no
 * answer, a refusal included, tells another side there is one.  The Long
 * Roads to Gettysburg's depot schedule (13.8) uses it; HACKING.md names
 * the other games that would. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/data_text.h"
#include "adj/expr.h"
#include "adj/mech/plan.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

struct order {
	char	 side[32];
	char	 kind[32];
	char	 thing[96];
	int	 made;			/* the turn it was given */
	int	 due;			/* the turn it takes effect */
	int	 cut;			/* the turn it was last cut, or 0 */
};

struct plans {
	struct order	*o;
	int		 n;
};

#define PL(s)	((struct plans *)session_mech((s), &mech_plan))

struct kind_row {
	char	 id[32], name[96], side[32], step[48], due[256], section[24];
	int	 turns, first_turn;
};

static int
kind_row(struct session *s, const char *id, struct kind_row *k)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(k, 0, sizeof *k);
	if (sql_prepare(s->rules, "SELECT id, name, COALESCE(side, ''), "
	    "step, due, section, turns, COALESCE(first_turn, 0) FROM plan_kind "
	    "WHERE game = ?1 AND id = ?2", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(k->id, sizeof k->id, st, 0);
		data_text(k->name, sizeof k->name, st, 1);
		data_text(k->side, sizeof k->side, st, 2);
		data_text(k->step, sizeof k->step, st, 3);
		data_text(k->due, sizeof k->due, st, 4);
		data_text(k->section, sizeof k->section, st, 5);
		k->turns = sqlite3_column_int(st, 6);
		k->first_turn = sqlite3_column_int(st, 7);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

static struct order *
order_of(struct session *s, const char *side)
{
	int	 i;

	for (i = 0; i < PL(s)->n; i++)
		if (strcmp(PL(s)->o[i].side, side) == 0)
			return &PL(s)->o[i];
	return NULL;
}

/* One order in words: "dismantle a depot: "Frederick", due turn 17 (Jun
 * 25)"; the thing is the player's, quoted. */
static const char *
order_said(struct session *s, const struct order *o, struct buf *b)
{
	struct kind_row	 k;

	buf_reset(b);
	if (!kind_row(s, o->kind, &k))
		snprintf(k.name, sizeof k.name, "%s", o->kind);
	buf_printf(b, "%s: ", k.name);
	text_quote(b, o->thing);
	/* One label at a time: session_turn_label's answer is its own. */
	buf_printf(b, ", given on turn %d (%s)", TURN_NO(s, o->made),
	    session_turn_label(s, o->made));
	buf_printf(b, ", due on turn %d (%s)", TURN_NO(s, o->due),
	    session_turn_label(s,
	    o->due));
	return buf_str(b);
}

/* Does every plan_may row of the kind hold for side now (a passive
 * side's only)?  Read from the session's values, the side bound as
 * :side.  0, or -1 with the first that does not said. */
static int
kind_may(struct session *s, const struct kind_row *k, const char *side,
    struct reply *r)
{
	sqlite3_stmt	*rows, *st;
	char		 test[512], why[256], sec[24];
	int		 ok = 1, i;

	if (sql_prepare(s->rules, "SELECT test, why, section FROM "
	    "plan_may WHERE game = ?1 AND (kind IS NULL OR kind = ?2) ORDER "
	    "BY rowid", -1, &rows, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read when an order may be given");
	sqlite3_bind_text(rows, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(rows, 2, k->id, -1, SQLITE_STATIC);
	while (ok == 1 && sqlite3_step(rows) == SQLITE_ROW) {
		data_text(test, sizeof test, rows, 0);
		data_text(why, sizeof why, rows, 1);
		data_text(sec, sizeof sec, rows, 2);
		if ((st = expr_prepare(s->rules, test)) == NULL) {
			ok = -1;
			break;
		}
		session_tracks_bind(s, st, NULL, 1);
		if ((i = sqlite3_bind_parameter_index(st, ":side")) > 0)
			sqlite3_bind_text(st, i, side, -1, SQLITE_TRANSIENT);
		if (expr_step(st, test) != SQLITE_ROW)
			ok = -1;
		else
			ok = sqlite3_column_type(st, 0) != SQLITE_NULL &&
			    sqlite3_column_int(st, 0) != 0;
		expr_done(st);
	}
	sqlite3_finalize(rows);
	if (ok < 0)
		return reply_fail(r, "%s: when it may be given cannot be read",
		    k->name);
	if (!ok)
		return reply_fail(r, "%s: %s (%s %s)", k->name, why, s->tag, sec);
	return 0;
}

/* Give and cut act for the side and show its order: a view that may not
 * read the side's events (the table's screen, the other side) may not,
 * whatever the side holds. */
static int
may_order(struct session *s, const char *side, struct reply *r)
{
	if (session_may_act(s, side, r) != 0)
		return -1;
	if (!session_may_see(s, side))
		return reply_fail(r, "the %s's orders are secret: give them from "
		    "the %s's own view (--side %s) or the umpire's",
		    session_side_name(s, side), session_side_name(s, side), side);
	return 0;
}

int
plan_give(struct session *s, const char *typed_side, const char *typed_kind,
    const char *thing, struct reply *r)
{
	struct kind_row	 k;
	struct order	 o, *was;
	struct buf	 b;
	char		 side[32], kind[32], *sql, text[512];
	int		 rc;

	if (session_side(s, typed_side, side, sizeof side) != 0)
		return session_side_refused(s, typed_side, r);
	if (may_order(s, side, r) != 0)
		return -1;
	if ((sql = sqlite3_mprintf("SELECT id, name FROM plan_kind WHERE game "
	    "= ?1 AND (side IS NULL OR side = %Q) ORDER BY rowid", side)) ==
	    NULL)
		abort();
	rc = session_pick(s, sql, typed_kind, "kind of order", kind,
	    sizeof kind, r);
	sqlite3_free(sql);
	if (rc != 0 || !kind_row(s, kind, &k))
		return -1;
	if (thing[strspn(thing, " \t")] == '\0')
		return reply_fail(r, "%s: expected where (a depot or a town)",
		    k.name);
	if (strlen(thing) >= sizeof o.thing)
		return reply_fail(r, "a place is at most %zu bytes", sizeof o.thing
		    - 1);
	if (s->turn < k.first_turn)
		return reply_fail(r, "%s: not before turn %d (%s %s)", k.name,
		    TURN_NO(s, k.first_turn), s->tag, k.section);
	if (kind_may(s, &k, side, r) != 0)
		return -1;
	buf_init(&b);
	if ((was = order_of(s, side)) != NULL) {
		reply_fail(r, "the %s has an order in hand already (%s): one at a "
		    "time (%s %s)", session_side_name(s, side), order_said(s, was,
		    &b), s->tag, k.section);
		buf_free(&b);
		return -1;
	}
	memset(&o, 0, sizeof o);
	snprintf(o.side, sizeof o.side, "%s", side);
	snprintf(o.kind, sizeof o.kind, "%s", kind);
	snprintf(o.thing, sizeof o.thing, "%s", thing);
	o.made = s->turn;
	o.due = s->turn + k.turns;
	snprintf(text, sizeof text, "%s secret order, %s",
	    session_side_name(s, side), order_said(s, &o, &b));
	buf_free(&b);
	if (session_record_vis(s, "plan", text, xjson_pack("{s:s, s:s, s:s, "
	    "s:i, s:i}", "side", side, "kind", kind, "thing", thing, "made",
	    o.made, "due", o.due), side) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s (%s %s). It is the %s's to see until it falls due.",
	    text, s->tag, k.section, session_side_name(s, side));
	return 0;
}

int
plan_cut(struct session *s, const char *typed_side, struct reply *r)
{
	struct order	*o;
	struct kind_row	 k;
	struct buf	 b;
	char		 side[32], text[512];

	if (session_side(s, typed_side, side, sizeof side) != 0)
		return session_side_refused(s, typed_side, r);
	if (may_order(s, side, r) != 0)
		return -1;
	if ((o = order_of(s, side)) == NULL)
		return reply_fail(r, "the %s has no order in hand to bring "
		    "sooner", session_side_name(s, side));
	if (!kind_row(s, o->kind, &k))
		return reply_fail(r, "%s is no kind of order", o->kind);
	if (kind_may(s, &k, side, r) != 0)
		return -1;
	if (o->made == s->turn || o->cut == s->turn)
		return reply_fail(r, "the %s's order was %s this turn: once on "
		    "each later turn (%s %s)", session_side_name(s, side),
		    o->made == s->turn ? "given" : "cut already", s->tag,
		    k.section);
	if (o->due <= s->turn)
		return reply_fail(r, "the %s's order falls due this turn already",
		    session_side_name(s, side));
	buf_init(&b);
	snprintf(text, sizeof text, "%s secret order one turn sooner, due on "
	    "turn %d (%s): %s", session_side_name(s, side), TURN_NO(s, o->due -
	    1),
	    session_turn_label(s, o->due - 1), text_quote(&b, o->thing));
	buf_free(&b);
	if (session_record_vis(s, "plan-cut", text, xjson_pack("{s:s, s:i, "
	    "s:i}", "side", side, "due", o->due - 1, "turn", s->turn), side) !=
	    0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s (%s %s).", text, s->tag, k.section);
	return 0;
}

/* The orders this view may see, each said on a line ("Union secret
 * order: ..."), as a JSON list (a new reference); nothing of the
 * others. */
static json_t *
orders_seen(struct session *s, struct reply *r)
{
	json_t		*a = json_array();
	struct buf	 b;
	int		 i;

	buf_init(&b);
	for (i = 0; i < PL(s)->n; i++) {
		struct order *o = &PL(s)->o[i];

		if (!session_may_see(s, o->side))
			continue;
		reply_line(r, "%s secret order: %s", session_side_name(s, o->side),
		    order_said(s, o, &b));
		json_array_append_new(a, xjson_pack("{s:s, s:s, s:s, s:i, s:i}",
		    "side", o->side, "kind", o->kind, "thing", o->thing, "made",
		    o->made, "due", o->due));
	}
	buf_free(&b);
	return a;
}

int
plan_show(struct session *s, const char *typed_side, struct reply *r)
{
	struct order	*o;
	struct kind_row	 k;
	struct buf	 b;
	const char	*enemy;
	char		 side[32], text[512];

	if (session_side(s, typed_side, side, sizeof side) != 0)
		return session_side_refused(s, typed_side, r);
	if (may_order(s, side, r) != 0)
		return -1;
	if ((enemy = session_enemy(s, side)) == NULL || *enemy == '\0')
		return reply_fail(r, "the %s has no enemy to show its order to",
		    session_side_name(s, side));
	if ((o = order_of(s, side)) == NULL)
		return reply_fail(r, "the %s has no order in hand to show",
		    session_side_name(s, side));
	if (!kind_row(s, o->kind, &k))
		return reply_fail(r, "%s is no kind of order", o->kind);
	buf_init(&b);
	snprintf(text, sizeof text, "%s secret order, shown to the %s: %s",
	    session_side_name(s, side), session_side_name(s, enemy),
	    order_said(s, o, &b));
	buf_free(&b);
	/* For the enemy's eyes (and the umpire's): the order stays the
	 * side's own in every other view. */
	if (session_record_vis(s, "plan-shown", text, xjson_pack("{s:s}",
	    "side", side), enemy) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s (%s %s).", text, s->tag, k.section);
	return 0;
}

int
plan_list(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	json_t		*a;

	if (sql_prepare(s->rules, "SELECT id, name, COALESCE(side, ''), "
	    "turns, section FROM plan_kind WHERE game = ?1 ORDER BY rowid", -1,
	    &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		reply_line(r, "Orders (`plan SIDE KIND PLACE`, `plan SIDE cut`):");
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *side = (const char *)sqlite3_column_text(st, 2);

			reply_line(r, "  %-12s %s, %d turns ahead%s%s (%s %s)",
			    sqlite3_column_text(st, 0), sqlite3_column_text(st, 1),
			    sqlite3_column_int(st, 3), *side ? ", " : "", *side ?
			    session_side_name(s, side) : "", s->tag,
			    sqlite3_column_text(st, 4));
		}
		sqlite3_finalize(st);
	}
	a = orders_seen(s, r);
	if (json_array_size(a) == 0)
		reply_line(r, "No order in hand that you may see.");
	json_object_set_new(r->json, "plans", a);
	return 0;
}

static void
plan_fold(struct session *s, const char *kind, json_t *d)
{
	struct plans	*pl = PL(s);
	struct order	*o = order_of(s, json_text(d, "side"));

	if (strcmp(kind, "plan") == 0 && o == NULL) {
		pl->o = realloc(pl->o, (size_t)(pl->n + 1) * sizeof *pl->o);
		if (pl->o == NULL)
			abort();
		o = &pl->o[pl->n++];
		memset(o, 0, sizeof *o);
		snprintf(o->side, sizeof o->side, "%s", json_text(d, "side"));
		snprintf(o->kind, sizeof o->kind, "%s", json_text(d, "kind"));
		snprintf(o->thing, sizeof o->thing, "%s", json_text(d, "thing"));
		o->made = (int)json_integer_value(json_object_get(d, "made"));
		o->due = (int)json_integer_value(json_object_get(d, "due"));
	} else if (strcmp(kind, "plan-cut") == 0 && o != NULL) {
		o->due = (int)json_integer_value(json_object_get(d, "due"));
		o->cut = (int)json_integer_value(json_object_get(d, "turn"));
	} else if (strcmp(kind, "plan-due") == 0 && o != NULL) {
		/* A copy that never saw the order (another side's) has none
		 * to take out: the public event says all of it. */
		*o = pl->o[--pl->n];
	}
}

/* Is order o due at the step in hand: its turn come and its kind's step
 * reached, or passed by a jump (a later step of the turn, or a later
 * turn), so that no order is left behind unsaid? */
static int
due_now(struct session *s, const struct order *o, const struct kind_row *k)
{
	int	 i;

	if (o->due != s->turn)
		return o->due < s->turn;
	for (i = 0; i < s->nphases; i++)
		if (strcmp(s->phases[i].id, k->step) == 0)
			return s->phase >= i;
	return 0;
}

/* The walk reaches a step: each order due by now becomes public, with
 * what the players do. */
static int
plan_arrive(struct session *s, struct reply *r)
{
	struct kind_row	 k;
	struct buf	 b, line;
	int		 i;

	if (s->phase < 0 || s->phase >= s->nphases)
		return 0;
	buf_init(&b);
	buf_init(&line);
	for (i = 0; i < PL(s)->n; i++) {
		struct order o = PL(s)->o[i];

		if (!kind_row(s, o.kind, &k) || !due_now(s, &o, &k))
			continue;
		buf_reset(&line);
		buf_printf(&line, "%s order falls due: %s. %s",
		    session_side_name(s, o.side), order_said(s, &o, &b), k.due);
		if (session_record(s, "plan-due", buf_str(&line), xjson_pack("{s:s, "
		    "s:s, s:s, s:i, s:i}", "side", o.side, "kind", o.kind, "thing",
		    o.thing, "made", o.made, "due", o.due)) != 0) {
			buf_free(&b);
			buf_free(&line);
			return reply_fail(r, "cannot record it");
		}
		reply_line(r, "%s (%s %s)", buf_str(&line), s->tag, k.section);
		i--;			/* the fold took it out */
	}
	buf_free(&b);
	buf_free(&line);
	return 0;
}

/* Status: the orders this view may see, and nothing of the others. */
static void
plan_status(struct session *s, struct reply *r)
{
	json_t	*a = orders_seen(s, r);

	if (json_array_size(a) > 0)
		json_object_set_new(r->json, "plans", a);
	else
		json_decref(a);
}

static void
plan_clear(struct session *s)
{
	free(PL(s)->o);
}

static const char *const plan_kinds[] = { "plan", "plan-cut", "plan-due",
    NULL };

const struct mech mech_plan = {
	.name = "plan",
	.what = "secret orders due some turns ahead",
	.kinds = plan_kinds,
	.size = sizeof(struct plans),
	.fold = plan_fold,
	.arrive = plan_arrive,
	.status = plan_status,
	.clear = plan_clear,
};

int
plan_order_said(struct session *s, const char *side, struct buf *b)
{
	struct order	*o;

	if (session_mech(s, &mech_plan) == NULL ||
	    (o = order_of(s, side)) == NULL)
		return 0;
	order_said(s, o, b);
	return 1;
}
