/* Alternating impulses (Bloodiest Day 3.0): a phase played by the sides in
 * turn, counted on an Impulse Track, ended by a die check at the start of
 * one side's impulses or by passes in succession.  The rule is data
 * (impulse_rule); the state is folded from `impulse` events, each carrying
 * the whole impulse so that a reopened session reads the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/dice.h"
#include "adj/journal.h"
#include "adj/lookup.h"
#include "adj/mech/impulse.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/strcopy.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

#define IM(s)	((struct impulse *)session_mech((s), &mech_impulse))

struct impulse *
impulse_now(struct session *s)
{
	struct impulse	*im = IM(s);

	return im != NULL && im->on ? im : NULL;
}

struct irule {
	char	 phase[48];
	char	 track[64];
	char	 first[32];
	char	 first_turn[32];
	int	 passes_end;
	char	 check_side[32];
	char	 check_table[64];
	char	 ends[32];
	char	 section[24];
	int	 activations;		/* -1: no limit */
	char	 acts[8];
	char	 act_section[24];
};

static int
load_rule(struct session *s, const char *phase, struct irule *ir)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(ir, 0, sizeof *ir);
	if (sql_prepare(s->rules, "SELECT phase, track, first_side, "
	    "COALESCE(first_turn_side, ''), COALESCE(passes_end, 0), "
	    "COALESCE(check_side, ''), COALESCE(check_table, ''), "
	    "COALESCE(ends, ''), section, COALESCE(activations, -1), "
	    "COALESCE(activation_acts, ''), COALESCE(activation_section, "
	    "section) FROM impulse_rule WHERE game = ?1 AND phase = ?2", -1,
	    &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, phase, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
#define COL(i, f) snprintf(ir->f, sizeof ir->f, "%s", \
		    (const char *)sqlite3_column_text(st, i))
		COL(0, phase);
		COL(1, track);
		COL(2, first);
		COL(3, first_turn);
		ir->passes_end = sqlite3_column_int(st, 4);
		COL(5, check_side);
		COL(6, check_table);
		COL(7, ends);
		COL(8, section);
		ir->activations = sqlite3_column_int(st, 9);
		COL(10, acts);
		COL(11, act_section);
#undef COL
	}
	sqlite3_finalize(st);
	return found;
}

int
impulse_rule_of(struct session *s, const char *phase)
{
	struct irule	 ir;

	return load_rule(s, phase, &ir);
}

static struct track *
itrack(struct session *s, struct irule *ir)
{
	return session_track_find(s, ir->track, NULL);
}

/* Record the whole impulse state. */
static int
save(struct session *s, const char *text)
{
	struct impulse	*im = IM(s);

	return session_record(s, "impulse", text, xjson_pack("{s:b, s:s, s:i, "
	    "s:b, s:b, s:b, s:b, s:i, s:i, s:b, s:s, s:I}", "on", im->on,
	    "side", im->side, "passes", im->passes, "last", im->last,
	    "checked", im->checked, "free_next", im->free_next, "free_now",
	    im->free_now, "count", im->count, "activations", im->activations,
	    "acts_after", im->acts_after, "acted", im->acted, "check_seq",
	    (json_int_t)im->check_seq));
}

static int
set_track(struct session *s, struct track *t, int v, const char *why)
{
	char	 text[160];

	if (t == NULL || t->value == v)
		return 0;
	snprintf(text, sizeof text, "%s %d -> %d (%s)", t->name, t->value, v,
	    why);
	return track_record(s, t, v, text, &(struct event_source){ .kind =
	    SOURCE_MECH, .name = mech_impulse.name });
}

/* The check at the start of the checking side's impulse: roll the table
 * with :n = the Impulse Track; `ends` makes this impulse the last.
 * rerolls: the check it is made again in place of (0: the first). */
static int
check(struct session *s, struct irule *ir, int64_t rerolls, struct reply *r)
{
	struct lookup_result res;
	struct reply	 sub;
	struct track	*t = itrack(s, ir);
	char		 narg[32], rarg[48], text[256], *argv[2];
	const char	*out;
	int		 n = t != NULL ? t->value : 0, rc, roll, argc = 1;

	snprintf(narg, sizeof narg, "n=%d", n);
	argv[0] = narg;
	if (s->typed_roll != NULL) {
		/* Real dice typed with `next roll=N`. */
		snprintf(rarg, sizeof rarg, "roll=%s", s->typed_roll);
		argv[argc++] = rarg;
		s->typed_roll = NULL;
	}
	reply_init(&sub);
	if (session_roll_table(s, ir->check_table, argc, argv, 0, &sub,
	    &res) != 0) {
		reply_fail(r, "impulse check: %s", buf_str(&sub.err));
		reply_free(&sub);
		return -1;
	}
	lookup_result_free(&res);
	out = res.has_outcome ? res.outcome : "?";
	roll = res.rolled ? res.roll.total : 0;
	buf_add(&r->text, buf_str(&sub.text));
	IM(s)->checked = 1;
	IM(s)->last = strcmp(out, ir->ends) == 0;
	snprintf(text, sizeof text, "Impulse check at %d: roll %d -> %s", n,
	    roll, out);
	{
		json_t *ev = json_deep_copy(sub.json);

		/* The checking side's roll, for `log --side`. */
		json_object_set_new(ev, "side", json_string(IM(s)->side));
		if (rerolls > 0)
			json_object_set_new(ev, "rerolls",
			    json_integer(rerolls));
		rc = session_record(s, "lookup", text, ev);
		IM(s)->check_seq = journal_last_seq(s->j);
	}
	reply_free(&sub);
	if (rc != 0)
		return -1;
	if (IM(s)->last)
		reply_line(r, "  The %s ends after this impulse (%s %s).",
		    s->phases[s->phase].top_name, s->tag, ir->section);
	else
		reply_line(r, "  The %s goes on after this impulse.",
		    s->phases[s->phase].top_name);
	json_object_set_new(r->json, "impulse_check", xjson_pack("{s:i, s:i, "
	    "s:s, s:b}", "n", n, "roll", roll, "outcome", out, "last",
	    IM(s)->last));
	return 0;
}

/* Announce the impulse that begins, and make its check. */
static int
begin(struct session *s, struct irule *ir, struct reply *r)
{
	struct track	*t = itrack(s, ir);
	char		 text[160];

	IM(s)->checked = 0;
	IM(s)->last = 0;
	IM(s)->activations = 0;
	IM(s)->acts_after = 0;
	IM(s)->acted[0] = '\0';
	IM(s)->check_seq = 0;
	snprintf(text, sizeof text, "Impulse %d: %s%s", t != NULL ? t->value :
	    0, session_side_name(s, IM(s)->side), IM(s)->free_now ?
	    " (free impulse)" : "");
	if (save(s, text) != 0)
		return -1;
	reply_sentence(r, text);
	if (ir->check_side[0] != '\0' && ir->check_table[0] != '\0' &&
	    strcmp(ir->check_side, IM(s)->side) == 0)
		return check(s, ir, 0, r) != 0 ? -1 : save(s,
		    "Impulse checked");
	return 0;
}

static int
impulse_arrive(struct session *s, struct reply *r)
{
	struct irule	 ir;
	struct track	*t;

	if (!load_rule(s, s->phases[s->phase].top, &ir))
		return 0;
	memset(IM(s), 0, sizeof *IM(s));
	IM(s)->on = 1;
	snprintf(IM(s)->side, sizeof IM(s)->side, "%s",
	    s->turn == s->first_turn && ir.first_turn[0] != '\0' ?
	    ir.first_turn : ir.first);
	if ((t = itrack(s, &ir)) != NULL && set_track(s, t, t->initial,
	    ir.section) != 0)
		return -1;
	return begin(s, &ir, r);
}

/* End the current impulse: the phase is over (1), or the next impulse
 * began (0). */
static int
impulse_next(struct session *s, int pass, struct reply *r)
{
	struct irule	 ir;
	struct impulse	*im = IM(s);
	struct track	*t;

	if (!load_rule(s, s->phases[s->phase].top, &ir) || !im->on)
		return 1;
	t = itrack(s, &ir);
	im->passes = pass ? im->passes + 1 : 0;
	im->count++;
	if (pass && ir.passes_end > 0 && im->passes >= ir.passes_end) {
		reply_line(r, "%d passes in succession: the %s is over (%s %s).",
		    im->passes, s->phases[s->phase].top_name, s->tag,
		    ir.section);
		im->on = 0;
		return save(s, "Passes end the phase") != 0 ? -1 : 1;
	}
	if (im->last) {
		reply_line(r, "That was the last impulse: the %s is over (%s "
		    "%s).", s->phases[s->phase].top_name, s->tag, ir.section);
		im->on = 0;
		return save(s, "The impulse check ends the phase") != 0 ? -1 :
		    1;
	}
	if (im->free_next) {
		/* The same side again; the track does not move (10.2). */
		im->free_next = 0;
		im->free_now = 1;
	} else {
		im->free_now = 0;
		const char *other = session_enemy(s, im->side);

		memmove(im->side, other, strlen(other) + 1 < sizeof im->side ?
		    strlen(other) + 1 : sizeof im->side - 1);
		im->side[sizeof im->side - 1] = '\0';
		if (t != NULL && set_track(s, t, t->value + 1, ir.section) != 0)
			return -1;
	}
	return begin(s, &ir, r) != 0 ? -1 : 0;
}

/* In a shared campaign an impulse is its side's to play or pass: until
 * it has acted or passed, the umpire's `next` does not end it (nobody
 * decides behind the side's back); the umpire may pass for it, told to
 * it (`force impulse SIDE`, or `pass`).  The side's own `next` (where the
 * campaign lets the sides move the game) ends it as it always did. */
static int
impulse_waits(struct session *s, struct impulse *im)
{
	return im != NULL && im->acted[0] == '\0' && session_waits(s) &&
	    view_of_no_side(s->view);
}

static void
impulse_owed(struct session *s, const char *action, struct owes *b)
{
	struct impulse	*im = impulse_now(s);

	if (strcmp(action, MECH_OWED_IN_HAND) != 0 || im == NULL ||
	    im->acted[0] != '\0')
		return;
	{
		char		 pass[64];
		/* The umpire's force of an impulse is its pass. */
		struct owe	 w = { im->side, "impulse",
				    "activate LEADER, or pass", "impulse", NULL,
				    NULL, pass };

		snprintf(pass, sizeof pass, "force impulse %s", im->side);
		owes_put(b, s, &w);
	}
}

/* A pass made for the side by the umpire: said so, first, to every role
 * (a pass is public), then recorded as the pass it is. */
static int
pass_forced(struct session *s, struct reply *r)
{
	char	 text[160];

	snprintf(text, sizeof text, "The umpire chose a pass for the %s "
	    "impulse", session_side_name(s, IM(s)->side));
	if (session_record(s, "forced", text, xjson_pack("{s:s, s:b, s:s}",
	    "side", IM(s)->side, "random", 0, "choice", "impulse")) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s (told to that side).", text);
	return 0;
}

int
impulse_force(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	struct impulse	*im = impulse_now(s);

	if (argc > 1 || (argc == 1 && strcmp(argv[0], "pass") != 0))
		return reply_fail(r, "usage: force impulse SIDE [at random | "
		    "pass] (a pass either way)");
	if (im == NULL || strcmp(im->side, side) != 0)
		return reply_fail(r, "%s owes no impulse now",
		    session_side_name(s, side));
	if (im->acted[0] != '\0')
		return reply_fail(r, "the %s impulse is under way (%s in it): "
		    "`next` ends it", session_side_name(s, side), im->acted);
	return impulse_pass(s, r);
}

int
impulse_pass(struct session *s, struct reply *r)
{
	struct irule	 ir;
	char		 text[96];

	if (s->over)
		return reply_fail(r, "the game is over (%s)", s->result);

	if (impulse_now(s) == NULL)
		return reply_fail(r, "no impulse to pass: passing is for a "
		    "phase played in impulses (`status` shows the phase)");
	if (session_may_act(s, IM(s)->side, r) != 0)
		return -1;
	if (impulse_waits(s, IM(s)) && pass_forced(s, r) != 0)
		return -1;
	if (IM(s)->acted[0] != '\0') {
		/* A pass is an impulse in which the side does nothing: one
		 * that acted ends as any other, and breaks a run of passes. */
		load_rule(s, s->phases[s->phase].top, &ir);
		reply_line(r, "The %s impulse is not a pass: %s in it (%s %s). "
		    "It ends as `next` ends it.", session_side_name(s,
		    IM(s)->side), IM(s)->acted, s->tag, ir.section);
		return session_advance(s, NULL, 0, r);
	}
	snprintf(text, sizeof text, "%s passes", session_side_name(s,
	    IM(s)->side));
	if (session_record(s, "pass", text, xjson_pack("{s:s}", "side",
	    IM(s)->side)) != 0)
		return reply_fail(r, "cannot record the pass");
	reply_sentence(r, text);
	/* Two in succession end the phase, else the other side's begins. */
	return session_advance(s, NULL, 1, r);
}

int
impulse_check_of(struct session *s, int64_t seq)
{
	struct impulse	*im = impulse_now(s);
	sqlite3_stmt	*st;
	char		 table[64] = "";

	if (IM(s) == NULL || seq <= 0)
		return 0;
	if (im != NULL && im->check_seq == seq)
		return 1;
	/* A check of an impulse past: its table is a check table. */
	if (sql_prepare(journal_db(s->j), "SELECT json_extract(data, "
	    "'$.table') FROM event WHERE seq = ?1 AND kind = 'lookup' AND "
	    "json_valid(data)", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_int64(st, 1, seq);
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(table, sizeof table, "%s", journal_text(st, 0));
	sqlite3_finalize(st);
	return table[0] != '\0' && rules_int(s->rules, 0, "SELECT count(*) "
	    "FROM impulse_rule WHERE game = ?1 AND check_table = ?2", s->game,
	    table) > 0 ? -1 : 0;
}

int
impulse_reroll(struct session *s, int64_t seq, struct reply *r)
{
	struct irule	 ir;

	if (impulse_check_of(s, seq) != 1 ||
	    !load_rule(s, s->phases[s->phase].top, &ir))
		return 0;
	reply_line(r, "The check is made again; its result stands in place "
	    "of the first:");
	if (check(s, &ir, seq, r) != 0 || save(s, "Impulse checked again") !=
	    0)
		return -1;
	return 1;
}

int
impulse_free(struct session *s, struct reply *r)
{
	struct impulse	*im = IM(s);

	if (im == NULL || !im->on)
		return reply_fail(r, "a free impulse follows an impulse: the "
		    "%s is not played in impulses", s->phases[s->phase].top_name);
	if (im->free_now)
		return reply_fail(r, "this is already a free impulse: a free "
		    "impulse follows a regular one");
	if (im->free_next)
		return reply_fail(r, "a free impulse is already taken");
	if (im->last)
		return reply_fail(r, "the %s ends after this impulse, so no "
		    "impulse can follow it", s->phases[s->phase].top_name);
	im->free_next = 1;
	return save(s, "A free impulse will follow");
}

/* Whose impulse, the track, and the odds that the check ends the phase
 * at the next checked impulse. */
int
impulse_show(struct session *s, int odds, struct reply *r)
{
	struct irule	 ir;
	struct impulse	*im = IM(s);
	struct track	*t;

	if (im == NULL || !load_rule(s, s->phases[s->phase].top, &ir) ||
	    !im->on)
		return reply_fail(r, "the %s is not played in impulses",
		    s->phases[s->phase].top_name);
	t = itrack(s, &ir);
	reply_line(r, "Impulse %d: %s%s%s", t != NULL ? t->value : 0,
	    session_side_name(s, im->side), im->free_now ? " (free)" : "",
	    im->last ? "; the phase ends after it" : "");
	if (im->acted[0] != '\0')
		reply_line(r, "  Acted: %s (it is not a pass).", im->acted);
	if (im->passes > 0)
		reply_line(r, "  %d pass%s in succession so far (%d end the "
		    "phase).", im->passes, im->passes == 1 ? "" : "es",
		    ir.passes_end);
	json_object_set_new(r->json, "impulse", xjson_pack("{s:i, s:s, s:i, "
	    "s:b, s:b, s:b, s:s}", "n", t != NULL ? t->value : 0, "side",
	    im->side, "passes", im->passes, "last", im->last, "free",
	    im->free_now, "free_next", im->free_next, "acted", im->acted));
	if (odds && ir.check_table[0] != '\0') {
		struct reply	 sub;
		char		 narg[32], *argv[2];
		int		 n = t != NULL ? t->value : 0;

		/* The next impulse the check is made in: this one if not
		 * yet made; after a checked one, two on (or the free one). */
		if (strcmp(im->side, ir.check_side) != 0)
			n += 1;
		else if (im->checked)
			n += im->free_next ? 0 : 2;
		snprintf(narg, sizeof narg, "n=%d", n);
		argv[0] = narg;
		argv[1] = "?";
		reply_init(&sub);
		reply_line(r, "The check at impulse %d:", n);
		if (session_roll_table(s, ir.check_table, 2, argv,
		    LOOKUP_NO_ASK, &sub, NULL) == 0) {
			buf_add(&r->text, buf_str(&sub.text));
			json_object_set(r->json, "odds", json_object_get(
			    sub.json, "distribution"));
		} else
			reply_line(r, "  %s", buf_str(&sub.err));
		reply_free(&sub);
	}
	return 0;
}

int
impulse_may_activate(struct session *s, struct reply *r)
{
	struct irule	 ir;

	if (impulse_now(s) == NULL || !load_rule(s, s->phases[s->phase].top, &ir) ||
	    ir.activations < 0 || IM(s)->activations < ir.activations)
		return 0;
	return reply_fail(r, "an impulse holds %d leader activation%s and this "
	    "one has had %s (%s %s): `next` ends it", ir.activations,
	    ir.activations == 1 ? "" : "s", ir.activations == 1 ? "it" :
	    "them", s->tag, ir.act_section);
}

int
impulse_may_act(struct session *s, const char *what, struct reply *r)
{
	struct irule	 ir;

	if (impulse_now(s) == NULL || IM(s)->activations == 0 ||
	    !load_rule(s, s->phases[s->phase].top, &ir) || ir.acts[0] == '\0' ||
	    (strcmp(ir.acts, "led") == 0 && IM(s)->acts_after))
		return 0;
	return reply_fail(r, "this impulse was spent activating a leader: no %s "
	    "in it (%s %s)%s; `next` ends it", what, s->tag, ir.act_section,
	    strcmp(ir.acts, "led") == 0 ? ", unless an active leader did the "
	    "activating" : "");
}

int
impulse_activated(struct session *s, const char *name, int led)
{
	char	 text[160];

	if (impulse_now(s) == NULL)
		return 0;
	IM(s)->activations++;
	IM(s)->acts_after = led;
	snprintf(IM(s)->acted, sizeof IM(s)->acted, "%s was activated", name);
	snprintf(text, sizeof text, "%s's activation takes the impulse%s",
	    name, led ? " (activated by an active leader: it may still act)" :
	    "");
	return save(s, text);
}

int
impulse_acted(struct session *s, const char *side, const char *what)
{
	char	 text[160];

	if (impulse_now(s) == NULL || side == NULL || strcmp(side,
	    IM(s)->side) != 0 || IM(s)->acted[0] != '\0')
		return 0;
	snprintf(IM(s)->acted, sizeof IM(s)->acted, "%s", what);
	snprintf(text, sizeof text, "The %s impulse acted: %s",
	    session_side_name(s, side), what);
	return save(s, text);
}

/* An impulse event carries the whole impulse. */
static void
impulse_fold(struct session *s, const char *kind, json_t *d)
{
	struct impulse	*im = IM(s);

	(void)kind;
	im->on = json_is_true(json_object_get(d, "on"));
	str_copy(im->side, sizeof im->side, json_text(d, "side"));
	im->passes = (int)json_integer_value(json_object_get(d, "passes"));
	im->last = json_is_true(json_object_get(d, "last"));
	im->checked = json_is_true(json_object_get(d, "checked"));
	im->free_next = json_is_true(json_object_get(d, "free_next"));
	im->free_now = json_is_true(json_object_get(d, "free_now"));
	im->count = (int)json_integer_value(json_object_get(d, "count"));
	im->activations = (int)json_integer_value(json_object_get(d,
	    "activations"));
	im->acts_after = json_is_true(json_object_get(d, "acts_after"));
	im->check_seq = (int64_t)json_integer_value(json_object_get(d,
	    "check_seq"));
	/* Absent from the events of older versions: nothing acted. */
	str_copy(im->acted, sizeof im->acted, json_text(d, "acted"));
}

/* A phase in impulses starts its own: any other step has none. */
static void
impulse_phase(struct session *s)
{
	IM(s)->on = 0;
}

/* `next` in a phase in impulses ends the impulse in hand, and only the
 * side whose impulse it is may; the walk goes on when that ends the
 * phase. */
static int
impulse_next_hook(struct session *s, const char *target, int pass,
    struct reply *r)
{
	struct impulse	*im = impulse_now(s);
	int		 how;

	if (im == NULL)
		return MECH_NEXT_ON;
	if (!pass && session_may_act(s, im->side, r) != 0)
		return -1;
	if (!pass && impulse_waits(s, im)) {
		struct owes	 o;

		owes_init(&o);
		impulse_owed(s, MECH_OWED_IN_HAND, &o);
		reply_fail(r, "waiting for: %s (the side chooses, or the "
		    "umpire's `force`)", buf_str(&o.text));
		owes_free(&o);
		return -1;
	}
	if (target != NULL)
		return MECH_NEXT_ON;
	if ((how = impulse_next(s, pass, r)) < 0)
		return -1;
	return how == 0 ? MECH_NEXT_STAY : MECH_NEXT_ON;
}

/* A jump from a phase in impulses while they go on passes the rest of
 * it (the phase ends on passes or the track, not on a jump). */
static void
impulse_unfinished(struct session *s, int idx, int dest, struct buf *b)
{
	struct impulse	*im = impulse_now(s);

	(void)dest;
	if (im != NULL && idx == s->phase)
		buf_printf(b, "%sthe %s impulse under way (the phase goes on "
		    "until it ends by its rules)", b->len ? ", " : "",
		    session_side_name(s, im->side));
}

static void
impulse_status(struct session *s, struct reply *r)
{
	struct impulse	*im = impulse_now(s);

	if (im == NULL)
		return;
	json_object_set_new(r->json, "impulse", xjson_pack("{s:s, s:i, s:b, "
	    "s:b, s:b}", "side", im->side, "passes", im->passes, "last",
	    im->last, "free", im->free_now, "free_next", im->free_next));
	reply_line(r, "Impulse: %s%s%s%s", session_side_name(s, im->side),
	    im->free_now ? " (free)" : "", im->last ?
	    "; the phase ends after it" : "", im->passes ?
	    "; the last impulse was a pass" : "");
}

static const char *const impulse_kinds[] = { "impulse", NULL };

const struct mech mech_impulse = {
	.name = "impulse",
	.what = "impulses",
	.kinds = impulse_kinds,
	.size = sizeof(struct impulse),
	.fold = impulse_fold,
	.phase = impulse_phase,
	.arrive = impulse_arrive,
	.next = impulse_next_hook,
	.unfinished = impulse_unfinished,
	.owed = impulse_owed,
	.status = impulse_status,
};
