/* The turn and phase walker.  `next` moves to the following step of the
 * sequence of play (or to a named one), printing on arrival the step's
 * reminder, what the scenario schedules for that turn and step, and any
 * automatic track change (track_step); past the last step of the last
 * turn the game ends and victory is determined. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/mech.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/prompt.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

/* A table the scenario rolls at this point (21.2h: once per hex). */
static int
scheduled_rolls(struct session *s, const char *table, const char *hexes,
    struct reply *r)
{
	char	 list[128], *h, *save = NULL, text[256];
	int	 once = hexes == NULL;

	snprintf(list, sizeof list, "%s", hexes != NULL ? hexes : "-");
	for (h = strtok_r(list, ",", &save); h != NULL;
	    h = strtok_r(NULL, ",", &save)) {
		struct lookup_result res;
		struct reply sub;
		const char *out;

		reply_init(&sub);
		if (!once && s->ask != NULL)
			reply_line(&sub, "  Hex %s:", h);	/* for the prompt */
		if (session_roll_table(s, table, 0, NULL, 0, &sub, &res) == 0) {
			lookup_result_free(&res);
			out = res.has_outcome ? res.outcome : NULL;
			reply_line(r, "  %s%s: roll %lld -> %s", once ? "" : "hex ",
			    once ? table : h, res.rolled ?
			    (long long)res.roll.total : 0LL, out != NULL ? out :
			    "?");
			snprintf(text, sizeof text, "%s%s: %s", once ? "" : "Hex ",
			    once ? table : h, out != NULL ? out : "?");
			if (session_record(s, "lookup", text,
			    json_deep_copy(sub.json)) != 0) {
				reply_free(&sub);
				return reply_fail(r, "cannot record the %s roll",
				    table);
			}
		} else {
			/* Cancelled at its prompt, or refused: the step does
			 * not happen without its roll. */
			reply_fail(r, "%s", buf_str(&sub.err));
			reply_free(&sub);
			return -1;
		}
		reply_free(&sub);
	}
	return 0;
}

/* Was step idx left out on every turn from `from` to the one before this
 * (a cannonade's movement)?  Then what fell due there is said now. */
static int
left_out_since(struct session *s, int from, int idx)
{
	int	 u;

	for (u = from; u < s->turn; u++)
		if (!phase_skipped(s, u, idx))
			return 0;
	return 1;
}

/* The scheduled rows of step idx, with those due at it on earlier turns
 * that left it out; idx -1: the rows for the turn as a whole (no phase),
 * said at its start.  A row of a rule option the session has not taken
 * (or one it sets aside) is not said. */
static int
print_schedule(struct session *s, int idx, struct reply *r, json_t *out)
{
	sqlite3_stmt	*st;
	struct phase	*p = &s->phases[idx < 0 ? 0 : idx];

	if (sql_prepare(s->rules, "SELECT kind, what, hex, side, "
	    "section, uncertain, roll, derived, turn FROM schedule WHERE game = "
	    "?1 AND (scenario IS NULL OR scenario = ?2) AND (turn IS NULL OR "
	    "turn = ?3 OR (?6 = 1 AND phase IS NOT NULL AND turn BETWEEN ?9 "
	    "AND ?3 - 1)) AND "
	    "(phase = ?4 OR (phase = ?5 AND ?7) OR (phase IS NULL AND ?6 = 0)) "
	    "AND (formation IS NULL OR formation = ?8) AND "
	    "options_hold(option, unless, ?10) ORDER BY turn IS NULL, turn, rowid", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_int(st, 9, s->first_turn);
	sqlite3_bind_text(st, 10, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	/* A brigade's arrival is said at its own activation only (the one
	 * activated last is the one whose steps these are). */
	sqlite3_bind_text(st, 8, s->acting, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, s->turn);
	sqlite3_bind_text(st, 4, idx < 0 ? "" : p->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, idx < 0 ? "" : p->top, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 6, idx < 0 ? 0 : 1);
	/* A row for a whole phase is said once, at its first step. */
	sqlite3_bind_int(st, 7, idx <= 0 || strcmp(s->phases[idx - 1].top,
	    p->top) != 0);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *kind = (const char *)sqlite3_column_text(st, 0);
		const char *what = (const char *)sqlite3_column_text(st, 1);
		const char *hex = (const char *)sqlite3_column_text(st, 2);
		const char *side = (const char *)sqlite3_column_text(st, 3);
		const char *sec = (const char *)sqlite3_column_text(st, 4);
		int due = sqlite3_column_int(st, 8);
		char late[96] = "";

		if (sqlite3_column_type(st, 8) != SQLITE_NULL && due < s->turn) {
			/* Due on a turn that left this step out. */
			if (!left_out_since(s, due, idx))
				continue;
			snprintf(late, sizeof late, " (due %s, when this step "
			    "was left out)", session_turn_label(s, due));
		}
		if (sqlite3_column_type(st, 6) != SQLITE_NULL)
			hex = NULL;	/* the hexes are those rolled for */

		reply_line(r, "  %s%s%s%s%s (%s %s)%s%s%s",
		    side != NULL ? session_side_name(s, side) : "", side != NULL ?
		    ": " : "", what,
		    hex != NULL ? " at " : "", hex != NULL ? hex : "", s->tag, sec,
		    late, sqlite3_column_int(st, 5) ? " [uncertain in the "
		    "rulebook]" : "", sqlite3_column_int(st, 7) ? " [worked out "
		    "from the text, not printed beside it]" : "");
		json_array_append_new(out, xjson_pack("{s:s, s:s, s:s?, s:s?, "
		    "s:s, s:b, s:b}", "kind", kind, "what", what, "hex", hex,
		    "side", side, "section", sec, "late", late[0] != '\0',
		    "derived", sqlite3_column_int(st, 7)));
		if (side != NULL) {
			char note[512];

			snprintf(note, sizeof note, "%s%s%s (%s %s)", what,
			    hex != NULL ? " at " : "", hex != NULL ? hex : "",
			    s->tag, sec);
			if (session_notice(s, side, note) != 0) {
				sqlite3_finalize(st);
				return -1;
			}
		}
		if (sqlite3_column_type(st, 6) != SQLITE_NULL &&
		    scheduled_rolls(s, (const char *)sqlite3_column_text(st,
		    6), (const char *)sqlite3_column_text(st, 2), r) != 0) {
			sqlite3_finalize(st);
			return -1;
		}
	}
	sqlite3_finalize(st);
	return 0;
}

/* Automatic track changes when a step is reached. */
static int
apply_track_steps(struct session *s, int idx, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 rc = 0, i;

	if (sql_prepare(s->rules, "SELECT track, action, amount, "
	    "section, source FROM track_step WHERE game = ?1 AND phase = ?2 "
	    "AND (turn IS NULL OR turn = ?3) ORDER BY rowid", -1, &st, NULL) !=
	    SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->phases[idx].id, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, s->turn);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *track = (const char *)sqlite3_column_text(st, 0);
		const char *action = (const char *)sqlite3_column_text(st, 1);
		int amount = sqlite3_column_int(st, 2);
		const char *sec = (const char *)sqlite3_column_text(st, 3);
		struct track *t = NULL;

		for (i = 0; i < s->ntracks; i++)
			if (strcmp(s->tracks[i].id, track) == 0)
				t = &s->tracks[i];
		if (t == NULL)
			continue;	/* not in this scenario */
		if (strcmp(t->kind, "boxes") == 0) {
			int moved = 0, lowest = t->has_lo ? t->lo : 0;
			char line[512];

			int from, top = lowest;

			for (i = 0; i < s->nitems; i++)
				if (strcmp(s->items[i].track, t->id) == 0 &&
				    s->items[i].box > top)
					top = s->items[i].box;
			/* Box 1 first, then 2, then 3 (15.9a): a unit is never
			 * moved twice, and the log reads in the rule's order. */
			for (from = lowest + 1; from <= top; from++)
			for (i = 0; i < s->nitems && rc == 0; i++) {
				struct box_item *b = &s->items[i];
				int to = b->box + amount;

				if (strcmp(b->track, t->id) != 0 || b->box != from)
					continue;
				if (to < lowest)
					to = lowest;
				char l1[48], l2[48];

				session_box_label(s, t, b->box, l1, sizeof l1);
				session_box_label(s, t, to, l2, sizeof l2);
				snprintf(line, sizeof line, "%s: %s %s -> %s (%s)",
				    t->name, b->item, l1, l2, sec);
				rc = box_record(s, t, b->item, to, line,
				    &(struct event_source){ .kind =
				    SOURCE_RULE, .table = "track_step", .id =
				    s->phases[idx].id, .section = sec });
				moved++;
			}
			reply_line(r, "  %s: %d unit%s moved down one box (%s %s)",
			    t->name, moved, moved == 1 ? "" : "s", s->tag, sec);
		} else {
			int floored;
			int v = strcmp(action, "reset") == 0 ? t->initial :
			    track_gain_from(s, t, t->value, amount, &floored) +
			    amount;
			char line[256];

			if (strcmp(action, "copy") == 0) {
				struct track *from = session_track_by_id(s,
				    (const char *)sqlite3_column_text(st, 4));

				if (from == NULL)
					continue;	/* not in this scenario */
				v = session_track_value(s, from);
			}

			if (t->has_lo && v < t->lo)
				v = t->lo;
			if (t->has_hi && v > t->hi)
				v = t->hi;
			if (v == t->value)
				continue;	/* nothing to record */
			snprintf(line, sizeof line, "%s %d -> %d (%s)", t->name,
			    t->value, v, sec);
			if (!track_hidden(s, t))
				reply_line(r, "  %s", line);
			rc = track_record(s, t, v, line, &(struct
			    event_source){ .kind = SOURCE_RULE, .table =
			    "track_step", .id = s->phases[idx].id, .section =
			    sec });
		}
	}
	sqlite3_finalize(st);
	return rc;
}

/* The engine work the sequence of play names at this step: each action
 * is the one of the mechanism that declares it. */
static int
run_actions(struct session *s, int idx, struct reply *r)
{
	char	 list[96], *a, *save = NULL;

	snprintf(list, sizeof list, "%s", s->phases[idx].action);
	for (a = strtok_r(list, ",", &save); a != NULL;
	    a = strtok_r(NULL, ",", &save))
		if (mechs_action(s, a, r) != 0)
			return -1;
	return 0;
}

/* Was this step reached before in this turn (besides just now)? */
static int
seen_this_turn(struct session *s, int turn, const char *id)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(journal_db(s->j), "SELECT count(*) FROM event "
	    "WHERE kind = 'phase' AND turn = ?1 AND json_extract(data, "
	    "'$.phase') = ?2", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_int(st, 1, turn);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return n > 1;
}

static int
arrive(struct session *s, int turn, int idx, int quiet, struct reply *r,
    json_t *sched)
{
	char	*reminder;
	int	 newturn = turn != s->turn;
	struct phase *p = &s->phases[idx];

	if (phase_record(s, turn, idx) != 0)
		return -1;
	if (newturn)
		reply_line(r, "Turn %d of %d (%s) begins.", turn - s->first_turn +
		    1, s->last_turn - s->first_turn + 1,
		    session_turn_label(s, turn));
	if (newturn)
		phase_skips_said(s, turn, r);
	if (newturn && mechs_turn(s, r) != 0)
		return -1;
	/* What happens at the start of the turn comes before its first
	 * phase (4.5: the A.P. Hill roll before the bombardment): the first
	 * step the turn plays, which a cannonade may make other than the
	 * first of the sequence. */
	if (idx == phase_first_step(s, turn))
		if (print_schedule(s, -1, r, sched) != 0)
			return -1;
	if (quiet && !newturn)
		reply_line(r, "(passed %s)", p->name);
	else
		reply_line(r, "%s (%s %s%s)", p->name, s->tag, p->section,
		    p->derived ? "; order worked out" : "");
	/* A step's reminder is said the first time in a turn; each later
	 * pass through the loop (every activation) shows what changed, not
	 * the same words again (`help next` and the log keep them). */
	if (!quiet && !seen_this_turn(s, turn, p->id) &&
	    (reminder = session_phase_reminder(s, idx)) != NULL) {
		reply_line(r, "  %s", reminder);
		free(reminder);
	}
	/* And what this turn changes at this step (no rally at night). */
	if (!quiet && !seen_this_turn(s, turn, p->id))
		phase_remind(s, turn, idx, r);
	if (print_schedule(s, idx, r, sched) != 0)
		return -1;
	/* The changes made only while a test holds come first: a copy
	 * among the step's rows reads them (the time chits in hand). */
	if (track_step_when(s, idx, r) != 0 ||
	    apply_track_steps(s, idx, r) != 0)
		return -1;
	/* What the data makes automatic here, after the resets above (a
	 * table rolled each turn once the turn's flags are cleared). */
	if (mechs_reach(s, r) != 0)
		return -1;
	if (s->over)
		return 0;	/* a result ended the game (its effect) */
	if (run_actions(s, idx, r) != 0)
		return -1;
	/* A step played, not only passed through by `next PHASE` (a phase
	 * in impulses starts its first one now). */
	return quiet ? 0 : mechs_arrive(s, r);
}

static int
end_game(struct session *s, struct reply *r)
{
	char	 winner[32], text[256], *level;

	level = session_victory_level(s, winner, sizeof winner);
	snprintf(text, sizeof text, "Game over after turn %d (%s): %s",
	    s->turn - s->first_turn + 1, session_turn_label(s, s->turn),
	    level != NULL ? level : "no victory level in the rules data");
	if (end_record(s, level, winner, text, &(struct event_source){
	    .kind = SOURCE_RULE, .table = "scenario", .id = s->scenario,
	    .section = s->scenario_section }) != 0) {
		free(level);
		return -1;
	}
	reply_sentence(r, text);
	free(level);
	return 0;
}

/* Where a named step or phase is: the index of its first leaf. */
static int
find_phase(struct session *s, const char *name, struct reply *r)
{
	const char	**ids, **names;
	int		 i, n = 0, hit;

	ids = xcalloc((size_t)s->nphases * 2, sizeof *ids);
	names = xcalloc((size_t)s->nphases * 2, sizeof *names);
	if (ids == NULL || names == NULL)
		abort();
	for (i = 0; i < s->nphases; i++) {
		ids[n] = s->phases[i].id;
		names[n++] = s->phases[i].name;
	}
	for (i = 0; i < s->nphases; i++) {
		ids[n] = s->phases[i].top;
		names[n++] = s->phases[i].top_name;
	}
	/* Ids first ("draw" is the draw-chit step), then the names. */
	hit = name_match(name, ids, NULL, n);
	if (hit < 0)
		hit = name_match(name, ids, names, n);
	/* A phase id that is also its first step's parent matches twice. */
	if (hit == NAME_AMBIGUOUS) {
		int first = -1;

		for (i = 0; i < s->nphases; i++)
			if (strncasecmp(s->phases[i].top, name, strlen(name)) == 0) {
				if (first < 0)
					first = i;
				else if (strcmp(s->phases[i].top,
				    s->phases[first].top) != 0)
					first = -2;
			}
		if (first >= 0)
			hit = first;
	} else if (hit >= s->nphases) {
		for (i = 0; i < s->nphases; i++)
			if (strcmp(s->phases[i].top, ids[hit]) == 0) {
				hit = i;
				break;
			}
	}
	free(ids);
	free(names);
	if (hit == NAME_NONE)
		return reply_fail(r, "no phase or step \"%s\" in %s: `status` "
		    "shows where you are, `help next` lists the steps", name,
		    s->game_title);
	if (hit == NAME_AMBIGUOUS)
		return reply_fail(r, "\"%s\" names more than one phase or step: "
		    "type more of it", name);
	return hit;
}

static int next_step(struct session *, const char *, int, struct reply *);

/* At a prompt, a walk that has drawn or rolled stops before a step
 * whose actions ask a side for a choice (its Key chits): a question
 * after chance is a commit point (src/cli/checkpoint.c), and cancelled
 * there it would leave the step begun and its actions undone.  The next
 * `next` arrives at it and asks, with nothing left to chance before.
 * In a shared campaign the walk stops there too, whatever came before:
 * what a step ahead owes may arise on the way (the next turn's Key
 * chits, once the chits are gathered), past what the walk's first look
 * (session_walk_owes) could see, and nothing is chosen for a side
 * behind its back. */
static int
stop_before(struct session *s, int idx, struct reply *r)
{
	struct owes	 o;
	int		 stop, waits = session_waits(s);

	if (!waits && (s->ask == NULL || session_chance(s) == 0))
		return 0;
	owes_init(&o);
	session_step_owes(s, idx, &o);
	if ((stop = o.text.len > 0) && waits)
		reply_line(r, "Stopped before %s, which waits for %s (the side "
		    "chooses, or the umpire's `force`).", s->phases[idx].name,
		    buf_str(&o.text));
	else if (stop)
		reply_line(r, "Stopped before %s, which needs %s: `next` goes "
		    "on.", s->phases[idx].name, buf_str(&o.text));
	owes_free(&o);
	return stop;
}

int
session_next(struct session *s, const char *target, struct reply *r)
{
	return next_step(s, target, 0, r);
}

int
session_advance(struct session *s, const char *target, int pass,
    struct reply *r)
{
	return next_step(s, target, pass, r);
}

/* The name of the phase or step a loop goes back to (its id). */
static const char *
loop_name(struct session *s, const char *to)
{
	int	 i;

	for (i = 0; i < s->nphases; i++)
		if (strcmp(s->phases[i].top, to) == 0)
			return s->phases[i].top_name;
		else if (strcmp(s->phases[i].id, to) == 0)
			return s->phases[i].name;
	return to;
}

/* A jump that leaves `left` undone: asked at the prompt, refused in a
 * script or on a server unless agreed to ahead (`next PHASE yes`).
 * `what` says what the jump does ("ends turn 2 (4:20) here"). */
static int
jump_agreed(struct session *s, const char *target, const char *what,
    const char *left, struct reply *r)
{
	char	 prompt[700];

	if (s->jump_agreed)
		return 0;
	/* Nothing of the walk so far stands: its working is not shown. */
	if (s->ask == NULL) {
		buf_reset(&r->text);
		return reply_fail(r, "`next %s` would %s, passing %s: nothing "
		    "done (`next` goes on a step at a time; `next %s yes` "
		    "passes them)", target, what, left, target);
	}
	snprintf(prompt, sizeof prompt, "`next %s` would %s, passing %s. Go "
	    "on? (yes/no) > ", target, what, left);
	return prompt_agree(s->ask, s->ask_arg, r, prompt,
	    "nothing done: the turn goes on");
}

static int
jump_confirmed(struct session *s, const char *target, int idx,
    struct reply *r)
{
	struct buf	 b;
	char		 what[300];
	int		 i, rc;

	buf_init(&b);
	mechs_unfinished(s, idx, -1, &b);
	for (i = idx + 1; i < s->nphases; i++)
		if (strcmp(s->phases[i].top, s->phases[i - 1].top) != 0)
			buf_printf(&b, "%s%s", b.len ? ", " : "",
			    s->phases[i].top_name);
	if (b.len == 0) {
		buf_free(&b);
		return 0;
	}
	snprintf(what, sizeof what, "end turn %d (%s) here", s->turn -
	    s->first_turn + 1, session_turn_label(s, s->turn));
	rc = jump_agreed(s, target, what, buf_str(&b), r);
	buf_free(&b);
	return rc != 0 ? -1 : 1;
}

/* The walk to dest is about to leave step idx, past its end: what that
 * leaves undone (the draw loop while chits remain, an impulse under
 * way) is agreed to first.  At a prompt after chance the walk, if it
 * has arrived at idx (walked), stops there instead (1), as a question
 * then would be a commit point with the walk half made; the next `next
 * PHASE` asks with nothing before. */
static int
leave_confirmed(struct session *s, const char *target, int idx, int dest,
    int walked, struct reply *r)
{
	struct buf	 b;
	char		 what[300];
	int		 rc = 0;

	buf_init(&b);
	mechs_unfinished(s, idx, dest, &b);
	if (b.len == 0) {
		buf_free(&b);
		return 0;
	}
	if (s->phases[idx].loop_to[0] != '\0')
		snprintf(what, sizeof what, "go past %s, where play goes "
		    "back to the %s", s->phases[idx].name,
		    loop_name(s, s->phases[idx].loop_to));
	else
		snprintf(what, sizeof what, "leave the %s",
		    s->phases[idx].top_name);
	if (!s->jump_agreed && s->ask != NULL && session_chance(s) != 0 &&
	    walked) {
		reply_line(r, "Stopped at %s, with %s: `next %s` again asks "
		    "before passing them.", s->phases[idx].name, buf_str(&b),
		    target);
		rc = 1;
	} else if (jump_agreed(s, target, what, buf_str(&b), r) != 0)
		rc = -1;
	buf_free(&b);
	return rc;
}

static int
next_step(struct session *s, const char *target, int pass, struct reply *r)
{
	json_t	*sched = json_array();
	char	 said[96];
	int	 turn = s->turn, idx = s->phase, dest = -1, i, loop = 0;
	int	 agreed = 0, how, from = s->phase, from_turn = s->turn;

	if (s->over) {
		json_decref(sched);
		return reply_fail(r, "the game is over (%s): `undo` steps back, "
		    "`new` starts another", s->result);
	}
	if (target != NULL) {
		if ((dest = find_phase(s, target, r)) < 0) {
			json_decref(sched);
			return -1;
		}
		/* Back to an earlier step in the same turn only where the
		 * sequence of play loops there (7.0 5f: back to the Chit Draw),
		 * and only from inside that loop: from the End Turn Phase on,
		 * the draw to come is the next turn's. */
		for (i = idx; i < s->nphases && dest <= idx && !loop; i++) {
			if (s->phases[i].loop_to[0] != '\0' && mechs_condition(s,
			    s->phases[i].loop_while, 0, said, sizeof said) == 0)
				break;	/* the loop is over: the cup is empty */
			int to = -1, k;

			for (k = 0; k < s->nphases; k++)
				if (s->phases[i].loop_to[0] != '\0' &&
				    (strcmp(s->phases[k].id,
				    s->phases[i].loop_to) == 0 ||
				    strcmp(s->phases[k].top,
				    s->phases[i].loop_to) == 0)) {
					to = k;
					break;
				}
			if (to >= 0 && to <= dest)
				loop = 1;
		}
	}
	/* A jump into the next turn that would pass what is left of this
	 * one asks first (a prompt) or is refused (a script). */
	if (target != NULL && !loop && dest <= idx &&
	    (agreed = jump_confirmed(s, target, idx, r)) < 0) {
		json_decref(sched);
		return -1;
	}
	/* Nothing is chosen for a side behind its back: a shared campaign
	 * waits for what the steps ahead need of a side (its Key chits). */
	{
		struct owes	 owed;

		owes_init(&owed);
		session_walk_owes(s, dest, loop, &owed);
		if (owed.text.len > 0) {
			reply_fail(r, "waiting for: %s (the side chooses, or "
			    "the umpire's `force`)", buf_str(&owed.text));
			owes_free(&owed);
			json_decref(sched);
			return -1;
		}
		owes_free(&owed);
	}
	/* The mechanisms of the step in hand first (`next` ends an impulse,
	 * or draws from the cup): the walk goes on only if they all say so. */
	if ((how = mechs_next(s, target, pass, r)) < 0)
		goto fail;
	if (how == MECH_NEXT_STAY)
		goto done;
	if (how == MECH_NEXT_OUT) {
		int k;

		/* Past the loop: the step after the one that loops back
		 * here. */
		for (k = idx; k < s->nphases; k++)
			if (strcmp(s->phases[k].loop_to, s->phases[idx].top) ==
			    0)
				break;
		if (k + 1 < s->nphases) {
			dest = k + 1;
			target = "";
		}
	}
	/* From the last step of a loop, back to its first while the loop's
	 * condition holds (the draw, while chits remain in the cup). */
	if (target == NULL && s->phases[idx].loop_to[0] != '\0' &&
	    mechs_condition(s, s->phases[idx].loop_while, 0, said,
	    sizeof said) == 1) {
		for (i = 0; i < s->nphases; i++)
			if (strcmp(s->phases[i].top, s->phases[idx].loop_to) == 0 ||
			    strcmp(s->phases[i].id, s->phases[idx].loop_to) == 0)
				break;
		if (i < s->nphases) {
			reply_line(r, "%s: back to the %s.", said,
			    s->phases[i].top_name);
			dest = i;
			loop = 1;
		}
	}
	if (loop) {
		if (arrive(s, turn, dest, 0, r, sched) != 0)
			goto fail;
		goto done;
	}
	for (;;) {
		/* A jump past the end of the step it leaves (the draw loop
		 * while chits remain) agrees to what that leaves undone. */
		if (agreed <= 0 && target != NULL && *target != '\0' &&
		    dest >= 0 && idx != dest) {
			if ((how = leave_confirmed(s, target, idx, dest,
			    idx != from || turn != from_turn, r)) < 0)
				goto fail;
			if (how > 0)
				break;
		}
		/* A step its turn leaves out is not played, nor stopped at:
		 * a jump to it goes on to the next step played. */
		if (!sequence_next(s, &turn, &idx, &dest)) {
			if (end_game(s, r) != 0)
				goto fail;
			break;
		}
		if (stop_before(s, idx, r))
			break;
		if (arrive(s, turn, idx, dest >= 0 && idx != dest, r,
		    sched) != 0)
			goto fail;
		if (s->over || dest < 0 || idx == dest)
			break;
	}
	if (!s->over && s->phases[s->phase].loop_to[0] != '\0') {
		const char *to = s->phases[s->phase].loop_to;
		int more = mechs_condition(s, s->phases[s->phase].loop_while, 1,
		    said, sizeof said);

		for (i = 0; i < s->nphases; i++)
			if (strcmp(s->phases[i].top, to) == 0 ||
			    strcmp(s->phases[i].id, to) == 0) {
				to = s->phases[i].top_name;
				break;
			}
		if (more == 1)
			reply_line(r, "  %s: `next` goes back to the %s.", said,
			    to);
		else if (more == 0)
			reply_line(r, "  %s: `next` goes on.", said);
		else
			reply_line(r, "  The sequence of play loops here: `next "
			    "%s` goes back to the %s, `next` goes on.",
			    s->phases[s->phase].loop_to, to);
	}
done:
	session_position(s, r->json);
	json_object_set_new(r->json, "scheduled", sched);
	return 0;
fail:
	json_decref(sched);
	if (!r->ok)
		return -1;	/* said why already */
	return reply_fail(r, "cannot record the move to the next step");
}
