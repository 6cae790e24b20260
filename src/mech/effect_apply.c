/* What follows from something that happened, as data (effect rows): a
 * table's result rolled by the game's procedure, a latched flag set, a
 * queue's unit arriving.  Each row is applied in pos order and each
 * change is recorded by the one writer of its kind with its source, the
 * effect row ({rule, effect, ON_ID:ON_VALUE, section}): a VP ledger
 * reading the track events sees which event scored.  A 'roll' rolls
 * another table and applies its effects, a 'queue' brings the next unit
 * of a queue and its arrival's: a chain bounded by EFFECT_DEPTH, so
 * that rows that loop (rules check finds them first) stop with one line
 * and nothing recorded, never run on.  The command in hand records all
 * of it or, failing, none (its transaction). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/data_text.h"
#include "adj/lookup.h"
#include "adj/mech/effect.h"
#include "adj/mech/queue.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

#define ROWS_MAX	32

/* One effect row, read before any is applied (applying records events
 * and may roll tables: no statement is kept open over it). */
struct erow {
	char	 action[16];
	char	 target[64];
	char	 text[256];
	char	 section[24];
	char	 key[160];		/* its source id: ON_ID[:ON_VALUE] */
	int	 amount;
};

static int
rows(struct session *s, const char *kind, const char *id, const char *value,
    struct erow *e)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(s->rules, "SELECT action, COALESCE(target, ''), "
	    "COALESCE(text, ''), section, on_id || COALESCE(':' || on_value, ''), "
	    "COALESCE(amount, 0) FROM effect WHERE game = ?1 AND on_kind = ?2 "
	    "AND on_id = ?3 AND (on_value IS NULL OR on_value = ?4) AND "
	    "options_hold(option, unless, ?5) ORDER BY pos, rowid", -1, &st,
	    NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, id, -1, SQLITE_STATIC);
	if (value != NULL)
		sqlite3_bind_text(st, 4, value, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (n < ROWS_MAX && sqlite3_step(st) == SQLITE_ROW) {
		memset(&e[n], 0, sizeof e[n]);
		data_text(e[n].action, sizeof e[n].action, st, 0);
		data_text(e[n].target, sizeof e[n].target, st, 1);
		data_text(e[n].text, sizeof e[n].text, st, 2);
		data_text(e[n].section, sizeof e[n].section, st, 3);
		data_text(e[n].key, sizeof e[n].key, st, 4);
		e[n++].amount = sqlite3_column_int(st, 5);
	}
	sqlite3_finalize(st);
	return n;
}

/* Why a track moved, as its event and the reply say it: the row's words,
 * else what it follows from; the section. */
static void
why(struct session *s, const struct erow *e, const char *value, char *out,
    size_t len)
{
	if (e->text[0] != '\0')
		snprintf(out, len, "%s (%s %s)", e->text, s->tag, e->section);
	else
		snprintf(out, len, "%s (%s %s)", value != NULL ? value : e->key,
		    s->tag, e->section);
}

/* A track set to v, held within its bounds. */
static int
track_set(struct session *s, struct track *t, int v, const char *because,
    const struct event_source *src, struct reply *r)
{
	char	 text[512];

	if (t->has_lo && v < t->lo)
		v = t->lo;
	if (t->has_hi && v > t->hi)
		v = t->hi;
	/* Another side's secret: recorded for it, said to no one here. */
	if (v == t->value) {
		if (!track_hidden(s, t))
			reply_line(r, "  %s stays at %d: %s.", t->name, v,
			    because);
		return 0;
	}
	snprintf(text, sizeof text, "%s %d -> %d: %s", t->name, t->value, v,
	    because);
	if (!track_hidden(s, t))
		reply_line(r, "  %s.", text);
	return track_record(s, t, v, text, src);
}

/* The game ends by the scenario's victory condition id.  A condition
 * that names neither a winner nor a level ends the game where it stands:
 * its level is the one the victory track's bands give now (an early end
 * on a date, decided by the points as at the last turn). */
static int
end_by(struct session *s, const char *id, const struct event_source *src,
    struct reply *r)
{
	sqlite3_stmt	*st;
	char		 result[160], winner[32], level[160], text[512], *lv;
	char		 said[360];
	int		 found = 0, by_bands = 0;

	if (sql_prepare(s->rules, "SELECT result, COALESCE(winner, ''), "
	    "COALESCE(level, result), winner IS NULL AND level IS NULL FROM "
	    "victory_condition WHERE game = ?1 AND scenario = ?2 AND id = ?3",
	    -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the victory conditions");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(result, sizeof result, st, 0);
		data_text(winner, sizeof winner, st, 1);
		data_text(level, sizeof level, st, 2);
		by_bands = sqlite3_column_int(st, 3);
		found = 1;
	}
	sqlite3_finalize(st);
	/* "the game ends, its VP deciding: Union Decisive Victory" */
	snprintf(said, sizeof said, "%s", result);
	if (found && by_bands && (lv = session_victory_level(s, winner,
	    sizeof winner)) != NULL) {
		snprintf(said, sizeof said, "%s: %s", result, lv);
		snprintf(level, sizeof level, "%s", lv);
		free(lv);
	}
	if (!found) {
		/* Rules check asks every scenario for it: a row of another
		 * scenario's only. */
		reply_line(r, "  (the %s scenario has no victory condition %s: "
		    "the game goes on)", s->scenario_name, id);
		return 0;
	}
	snprintf(text, sizeof text, "Game over in turn %d (%s): %s (%s %s)",
	    s->turn - s->first_turn + 1, session_turn_label(s, s->turn), said,
	    s->tag, src->section);
	if (end_record(s, level, winner, text, src) != 0)
		return reply_fail(r, "cannot record the game's end");
	reply_sentence(r, text);
	return 0;
}

/* Effect row e, following value (a result, a unit, or NULL). */
static int
apply_one(struct session *s, const struct erow *e, const char *value,
    int depth, struct reply *r)
{
	struct event_source src = { .kind = SOURCE_RULE, .table = "effect",
	    .id = e->key, .section = e->section };
	struct track	*t = NULL;
	char		 because[400];
	int		 n, done;

	why(s, e, value, because, sizeof because);
	if (strncmp(e->action, "track-", 6) == 0 || strcmp(e->action,
	    "add-result") == 0) {
		if ((t = session_track_by_id(s, e->target)) == NULL) {
			/* Rules check finds a track no scenario has; this
			 * scenario may leave one out. */
			reply_line(r, "  (no track %s in this scenario: %s)",
			    e->target, because);
			return 0;
		}
	}
	if (strcmp(e->action, "track-add") == 0)
		return session_track_add(s, t, e->amount, because, &src, &done,
		    r);
	if (strcmp(e->action, "track-set") == 0)
		return track_set(s, t, e->amount, because, &src, r);
	if (strcmp(e->action, "track-turn") == 0)
		return track_set(s, t, s->turn, because, &src, r);
	if (strcmp(e->action, "add-result") == 0) {
		if (value == NULL || num_int(value, -100000, 100000, &n) != 0)
			return reply_fail(r, "effect %s: add-result needs a "
			    "number, and the result is \"%s\" (run `adjutant "
			    "rules check`)", e->key, value != NULL ? value : "");
		return session_track_add(s, t, n * e->amount, because, &src,
		    &done, r);
	}
	if (strcmp(e->action, "queue") == 0)
		return effect_queue_arrive(s, e->target, &src, 1, depth + 1, r);
	if (strcmp(e->action, "roll") == 0) {
		if (e->text[0] != '\0')
			reply_line(r, "  %s (%s %s)", e->text, s->tag,
			    e->section);
		return effect_roll(s, e->target, 0, NULL, NULL, depth + 1, r);
	}
	if (strcmp(e->action, "end") == 0)
		return end_by(s, e->target, &src, r);
	if (strcmp(e->action, "say") == 0) {
		reply_line(r, "  %s", because);
		return 0;
	}
	return reply_fail(r, "effect %s: no action \"%s\"", e->key, e->action);
}

int
effect_apply(struct session *s, const char *kind, const char *id,
    const char *value, int depth, struct reply *r)
{
	struct erow	*e;
	int		 n, i, rc = 0;

	if (depth > EFFECT_DEPTH)
		return reply_fail(r, "the effects of %s %s%s%s go deeper than %d "
		    "rolls and arrivals: the rules data loops (run `adjutant "
		    "rules check`); nothing recorded", kind, id, value != NULL ?
		    ": " : "", value != NULL ? value : "", EFFECT_DEPTH);
	if ((e = xcalloc(ROWS_MAX, sizeof *e)) == NULL)
		abort();
	if ((n = rows(s, kind, id, value, e)) < 0)
		rc = reply_fail(r, "cannot read the effects");
	for (i = 0; rc == 0 && i < n && !s->over; i++)
		rc = apply_one(s, &e[i], value, depth, r);
	free(e);
	return rc;
}

int
effect_queue_arrive(struct session *s, const char *id,
    const struct event_source *src, int quiet_empty, int depth,
    struct reply *r)
{
	char	 unit[96];
	char	*name, *words;
	const char *next;

	if (depth > EFFECT_DEPTH)
		return effect_apply(s, "arrive", id, NULL, depth, r);
	if (quiet_empty && queue_left(s, id) == 0) {
		name = rules_text(s->rules, "SELECT name FROM queue WHERE game = "
		    "?1 AND id = ?2", s->game, id);
		words = rules_text(s->rules, "SELECT exhausted FROM queue WHERE "
		    "game = ?1 AND id = ?2", s->game, id);
		reply_line(r, "  %s: no unit left to arrive%s%s%s", name != NULL ?
		    name : id, words != NULL ? " (" : "", words != NULL ? words :
		    "", words != NULL ? ")" : "");
		free(name);
		free(words);
		return 0;
	}
	if ((next = queue_next(s, id)) != NULL)
		snprintf(unit, sizeof unit, "%s", next);
	if (queue_arrive(s, id, src, r) != 0)
		return -1;
	return effect_apply(s, "arrive", id, unit, depth, r);
}

int
effect_roll(struct session *s, const char *tbl, int argc, char **argv,
    const char *step, int depth, struct reply *r)
{
	struct lookup_result res;
	struct reply	 sub;
	char		 text[400], out[128], *name;
	json_t		*ev;
	int		 rc;

	if (depth > EFFECT_DEPTH)
		return effect_apply(s, "result", tbl, NULL, depth, r);
	reply_init(&sub);
	if (session_roll_table(s, tbl, argc, argv, 0, &sub, &res) != 0) {
		reply_fail(r, "%s: %s", tbl, buf_str(&sub.err));
		reply_free(&sub);
		return -1;
	}
	snprintf(out, sizeof out, "%s", res.has_outcome ? res.outcome : "");
	buf_add(&r->text, buf_str(&sub.text));
	name = rules_text(s->rules, "SELECT name FROM lookup_table WHERE game = "
	    "?1 AND id = ?2", s->game, tbl);
	if (res.rolled)
		snprintf(text, sizeof text, "%s: roll %d -> %s", name != NULL ?
		    name : tbl, res.roll.total, out[0] ? out : "?");
	else
		snprintf(text, sizeof text, "%s -> %s", name != NULL ? name : tbl,
		    out[0] ? out : "?");
	free(name);
	lookup_result_free(&res);
	ev = json_deep_copy(sub.json);
	if (step != NULL)
		json_object_set_new(ev, "step_roll", json_string(step));
	rc = session_record(s, "lookup", text, ev);
	reply_free(&sub);
	if (rc != 0)
		return reply_fail(r, "cannot record the roll");
	if (out[0] == '\0')
		return 0;	/* the odds, or a result in parts: none follows */
	return effect_apply(s, "result", tbl, out, depth, r);
}
