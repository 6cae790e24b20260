/* The owner's uses of a chit: a Command Event committed to a track and
 * the End Turn rolls (19.0-19.3), a frozen division brought in early
 * (21.3g, 21.4g, 21.5h).  A CIC used on a brigade is cup_cic.c's. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/data_text.h"
#include "adj/mech/cup.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/prepare.h"
#include "cup_internal.h"

int
cup_enter_early(struct session *s, const char *typed, struct reply *r)
{
	struct chit_state	*c;
	char			 text[256];
	const char		*to;

	if ((c = cup_find(s, typed, CHIT_WAITING, NULL, r)) == NULL)
		return -1;
	if (c->early[0] == '\0')
		return reply_fail(r, "%s is not a frozen division here: it comes in "
		    "on its turn only", c->name);
	if (strcmp(c->early, "next-turn") == 0) {
		if (c->due <= s->turn + 1)
			return reply_fail(r, "%s already comes in at the next build",
			    c->name);
		snprintf(text, sizeof text, "%s attacked: its chit goes in at the "
		    "start of the next turn", c->name);
		if (cup_move_keeping(s, c, CHIT_WAITING, xjson_pack("{s:i}", "due",
		    s->turn + 1), text) != 0)
			return -1;
		reply_sentence(r, text);
		return 0;
	}
	/* Before the build it joins the chits in play; after, the cup. */
	to = cup_count(s, CHIT_POOL, NULL) > 0 ? CHIT_RESERVE : CHIT_CUP;
	snprintf(text, sizeof text, "%s attacked: its chit goes into the cup at "
	    "once", c->name);
	if (cup_move_chit(s, c, to, 0, CUP(s)->negate_next, NULL, text) != 0)
		return -1;
	reply_sentence(r, text);
	return 0;
}

static struct track *
track_of(struct session *s, const char *id)
{
	int	 k;

	for (k = 0; k < s->ntracks; k++)
		if (strcmp(s->tracks[k].id, id) == 0)
			return &s->tracks[k];
	return NULL;
}

/* The chit drawn last, still in its owner's hand since this step
 * began. */
static struct chit_state *
just_drawn(struct session *s)
{
	int	 i;

	if (CUP(s)->pulled == 0)
		return NULL;
	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcmp(CUP(s)->chits[i].id, CUP(s)->last_drawn) == 0 &&
		    strcmp(CUP(s)->chits[i].where, CHIT_HAND) == 0)
			return &CUP(s)->chits[i];
	return NULL;
}

int
cup_commit(struct session *s, const char *typed, const char *trackname,
    struct reply *r)
{
	struct chit_state	*c;
	struct track		*t;
	char			 side[32] = "", text[256], made[256], name[64];
	char			 vis[32];
	int			 found = 0;

	/* No chit named: the one just drawn, which a shared screen showed
	 * face down and so cannot name.  Named there, whether it was held,
	 * drawn last, or on whose track it may go would each tell the other
	 * side something: refused whatever it names. */
	if (typed != NULL && strcmp(s->view, VIEW_TABLE) == 0)
		return reply_fail(r, "at the table's screen the chit is not "
		    "named: `commit TRACK` commits the Event chit just drawn");
	if (typed == NULL) {
		if ((c = just_drawn(s)) == NULL)
			return reply_fail(r, "no Event chit was just drawn: a "
			    "Command Event is chosen when its chit is drawn (%s)",
			    rules_cite(s->rules, s->game,
			    "cup.command-event-drawn"));
	} else if ((c = cup_find(s, typed, CHIT_HAND, NULL, r)) == NULL)
		return -1;
	if (session_may_act(s, c->side, r) != 0)
		return -1;
	if (strcmp(c->kind, "event") != 0)
		return reply_fail(r, "only Event chits are committed as Command "
		    "Events (%s)", rules_cite(s->rules, s->game, "cup.command-events"));
	if (strcmp(c->id, CUP(s)->last_drawn) != 0 || CUP(s)->pulled == 0)
		return reply_fail(r, "a Command Event is chosen when its chit is "
		    "drawn (%s): %s was not the chit just drawn",
		    rules_cite(s->rules, s->game, "cup.command-event-drawn"), c->name);
	if ((t = session_track_find(s, trackname, r)) == NULL)
		return -1;
	{
		sqlite3_stmt *st;

		if (sql_prepare(s->rules, "SELECT side FROM command_track "
		    "WHERE game = ?1 AND track = ?2", -1, &st, NULL) == SQLITE_OK) {
			sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
			if (sqlite3_step(st) == SQLITE_ROW) {
				found = 1;
				data_text(side, sizeof side, st, 0);
			}
			sqlite3_finalize(st);
		}
	}
	if (!found)
		return reply_fail(r, "%s is not a Command Event track", t->name);
	if (strcmp(side, c->side) != 0)
		return reply_fail(r, "%s is the other side's track", t->name);
	if (t->has_hi && t->value >= t->hi)
		return reply_fail(r, "%s already holds its Command Event this turn "
		    "(%s: one per box)", t->name, rules_cite(s->rules, s->game, "cup.command-box"));
	/* An Event chit goes on the track Command Event side up, as it was
	 * held: which one it is stays its side's (and the umpire's); that
	 * one went on the track is public (the secret first: the command's
	 * line goes with the first event). */
	snprintf(vis, sizeof vis, "%s", c->face_down);
	snprintf(text, sizeof text, "%s committed to %s", c->name, t->name);
	snprintf(made, sizeof made, "The %s committed an Event chit to %s",
	    cup_side_name(s, c->side, name, sizeof name), t->name);
	if (cup_move_chit(s, c, CHIT_TRACK, 0, CUP(s)->negate_next, vis[0] !=
	    '\0' ? vis : NULL, text) != 0 || track_record(s, t, t->value + 1,
	    vis[0] != '\0' ? made : text, &(struct event_source){ .kind =
	    SOURCE_MECH, .name = mech_cup.name }) != 0)
		return -1;
	/* Where it went face down, a view that may not name it (the
	 * table's) reads what the other side does. */
	reply_line(r, "%s (%d on the track; out of play until the End Turn).",
	    cup_may_identify(s, c) ? text : made, t->value);
	return 0;
}

/* The chits of side that may come a turn earlier on an "Advance": their
 * indices into idx and names, how many. */
static int
advance_candidates(struct session *s, const char *side, int uncommitted,
    int idx[], const char *names[], int max)
{
	int	 i, n = 0;

	for (i = 0; i < CUP(s)->nchits && n < max; i++) {
		struct chit_state *c = &CUP(s)->chits[i];

		if (strcmp(c->side, side) != 0 || c->fixed)
			continue;
		if ((strcmp(c->where, CHIT_WAITING) == 0 &&
		    c->due > s->turn + 1) || (strcmp(c->role,
		    "uncommitted") == 0 && strcmp(c->where, CHIT_OUT) == 0 &&
		    uncommitted)) {
			idx[n] = i;
			names[n++] = CUP(s)->chits[i].name;
		}
	}
	return n;
}

/* One side's roll on an advance track, asked before any die is rolled. */
struct advance {
	struct track	*t;
	char		 side[32], tbl[48], section[24];
	int		 uncommitted;
	char		*typed;		/* the die typed, or NULL */
	int		 asked;		/* asked: Enter means program dice */
	int		 pick;		/* the chit if it says Advance, or -1 */
};

/* At a prompt every question of the step comes first (each side's die,
 * the chit an "Advance" would bring): one after a die was rolled could
 * be cancelled with the roll seen and the step half played. */
static int
advance_ask(struct session *s, struct advance *a, struct reply *r)
{
	struct dice	 d6 = { 1, 6, 0 };
	char		 prompt[320], what[128], name[64];
	const char	*names[64];
	int		 idx[64], n;

	cup_side_name(s, a->side, name, sizeof name);
	snprintf(prompt, sizeof prompt, "%s's die for %s (1d6 + %d)? (Enter "
	    "for dice, or type it) > ", name, a->t->name, a->t->value);
	if (prompt_ask(s->ask, s->ask_arg, r, prompt, prompt_roll, &d6,
	    &a->typed) != 0)
		return -1;
	a->asked = 1;
	if (*a->typed == '\0') {
		free(a->typed);
		a->typed = NULL;
	}
	n = advance_candidates(s, a->side, a->uncommitted, idx, names, 64);
	if (n == 0)
		return 0;
	snprintf(what, sizeof what, "%s chit to bring a turn earlier if the "
	    "roll says Advance", name);
	if ((a->pick = cup_choose(s, what, names, n, NULL, r)) < 0)
		return -1;
	a->pick = idx[a->pick];
	return 0;
}

/* The advance tracks that roll this turn (chits on them), Union first:
 * how many into adv. */
static int
advance_tracks(struct session *s, struct advance *adv, int max)
{
	sqlite3_stmt	*st;
	int		 na = 0;

	if (sql_prepare(s->rules, "SELECT c.track, c.side, c.tbl, "
	    "c.section, c.uncommitted FROM command_track c JOIN side d ON "
	    "d.game = c.game AND "
	    "d.id = c.side WHERE c.game = ?1 AND c.kind = 'advance' ORDER BY "
	    "d.pos", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (na < max && sqlite3_step(st) == SQLITE_ROW) {
		struct advance *a = &adv[na];

		memset(a, 0, sizeof *a);
		a->pick = -1;
		a->t = track_of(s, (const char *)sqlite3_column_text(st, 0));
		if (a->t == NULL || a->t->value == 0)
			continue;	/* not in this scenario, or no chits */
		data_text(a->side, sizeof a->side, st, 1);
		data_text(a->tbl, sizeof a->tbl, st, 2);
		data_text(a->section, sizeof a->section, st, 3);
		a->uncommitted = sqlite3_column_int(st, 4);
		na++;
	}
	sqlite3_finalize(st);
	return na;
}

/* The chit side named this turn for an Advance, if still one it may
 * bring (its index), or -1. */
static int
advance_named(struct session *s, const char *side, const int *idx, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (CUP(s)->chits[idx[i]].advance == s->turn &&
		    strcmp(CUP(s)->chits[idx[i]].side, side) == 0)
			return idx[i];
	return -1;
}

/* A side's advance track rolling this turn, with its candidates: 1, or
 * 0 when it has none (its name into r). */
static int
advance_of(struct session *s, const char *side, struct advance *out,
    int *idx, const char **names, int *n)
{
	struct advance	 adv[8];
	int		 na, k;

	na = advance_tracks(s, adv, 8);
	for (k = 0; k < na; k++)
		if (strcmp(adv[k].side, side) == 0) {
			*out = adv[k];
			*n = advance_candidates(s, side, out->uncommitted, idx,
			    names, 64);
			return 1;
		}
	return 0;
}

/* May a's roll say Advance with the chits on its track (the table's
 * odds, nothing rolled)?  One or two chits never reach it (19.2). */
static int
advance_possible(struct session *s, struct advance *a)
{
	struct reply	 sub;
	char		 chits[32], *argv[2];
	json_t		*p;
	int		 yes = 0;

	snprintf(chits, sizeof chits, "chits=%d", a->t->value);
	argv[0] = chits;
	argv[1] = "?";
	reply_init(&sub);
	if (session_roll_table(s, a->tbl, 2, argv, LOOKUP_NO_ASK, &sub,
	    NULL) == 0 && (p = json_object_get(json_object_get(json_object_get(
	    sub.json, "distribution"), "all"), "Advance")) != NULL)
		yes = json_number_value(p) > 0;
	reply_free(&sub);
	return yes;
}

/* In a shared campaign the side chooses, before the rolls (as the
 * prompt asks it before any die), where it has a choice that a roll may
 * call for. */
void
cup_advance_owes(struct session *s, struct owes *b)
{
	struct advance	 adv[8];
	const char	*names[64];
	char		 answer[96];
	int		 idx[64], na, k, n;

	na = advance_tracks(s, adv, 8);
	for (k = 0; k < na; k++) {
		n = advance_candidates(s, adv[k].side, adv[k].uncommitted, idx,
		    names, 64);
		if (n < 2 || advance_named(s, adv[k].side, idx, n) >= 0 ||
		    !advance_possible(s, &adv[k]))
			continue;
		snprintf(answer, sizeof answer, "advance %s CHIT", adv[k].side);
		owes_add(b, s, adv[k].side, "chit to bring a turn earlier on "
		    "an Advance", answer);
		owes_force(b, "advance");
	}
}

static int
advance_record(struct session *s, struct advance *a, int pick,
    struct reply *r)
{
	char	 text[512], name[64];

	snprintf(text, sizeof text, "%s: %s comes a turn earlier if the %s "
	    "roll says Advance (%s)", cup_side_name(s, a->side, name,
	    sizeof name), CUP(s)->chits[pick].name, a->t->name, a->section);
	/* The side's plan is its own until the roll shows it. */
	if (session_record_vis(s, "advance-pick", text, xjson_pack("{s:s, "
	    "s:i}", "chit", CUP(s)->chits[pick].id, "turn", s->turn),
	    a->side) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	return 0;
}

int
cup_advance(struct session *s, const char *side, const char *typed,
    struct reply *r)
{
	struct advance	 a;
	const char	*names[64];
	char		 name[64];
	int		 idx[64], n, hit;

	if (CUP(s) == NULL)
		return reply_fail(r, "%s has no chit cup", s->game_title);
	if (session_may_act(s, side, r) != 0)
		return -1;
	cup_side_name(s, side, name, sizeof name);
	if (!advance_of(s, side, &a, idx, names, &n) || n == 0)
		return reply_fail(r, "%s has no Command Event roll to bring a "
		    "chit earlier this turn", name);
	if ((hit = name_match(typed, names, NULL, n)) < 0) {
		struct buf b;
		int i;

		buf_init(&b);
		for (i = 0; i < n; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
		reply_fail(r, "\"%s\" is not a %s chit that may come a turn "
		    "earlier: expected one of %s", typed, name, buf_str(&b));
		buf_free(&b);
		return -1;
	}
	return advance_record(s, &a, idx[hit], r);
}

int
cup_advance_random(struct session *s, const char *side, char *chosen,
    size_t len, struct reply *r)
{
	struct advance	 a;
	const char	*names[64];
	int		 idx[64], n, pick;

	if (!advance_of(s, side, &a, idx, names, &n) || n == 0)
		return reply_fail(r, "%s has no Command Event roll to bring a "
		    "chit earlier this turn", session_side_name(s, side));
	pick = (int)rng_below(s->rng, (uint32_t)n);
	snprintf(chosen, len, "%s", names[pick]);
	return advance_record(s, &a, idx[pick], r);
}

/* 18.5, 19.2, 19.3: each side (Union first) rolls 1d6 + its chits on an
 * advance track; on the table's "Advance" one of its waiting chits comes a
 * turn earlier (the AoP may instead add an Uncommitted division next turn). */
int
cup_command_rolls(struct session *s, struct reply *r)
{
	struct advance	 adv[8];
	int		 rc = 0, na, k;

	na = advance_tracks(s, adv, 8);
	for (k = 0; k < na && s->ask != NULL; k++)
		if (advance_ask(s, &adv[k], r) != 0) {
			rc = -1;
			goto out;
		}
	for (k = 0; k < na && rc == 0; k++) {
		struct advance *a = &adv[k];
		char chits[32], roll[48], *argv[2], *out, what[128], text[256];
		char name[64];
		const char *names[64];
		int idx[64], n, argc = 1, pick;
		char *(*ask)(void *, struct reply *, const char *) = s->ask;

		snprintf(chits, sizeof chits, "chits=%d", a->t->value);
		argv[0] = chits;
		if (a->typed != NULL) {
			snprintf(roll, sizeof roll, "roll=%s", a->typed);
			argv[argc++] = roll;
		}
		reply_line(r, "  %s: 1d6 + %d chit%s (%s):", a->t->name,
		    a->t->value, a->t->value == 1 ? "" : "s", a->section);
		/* Asked already: the table rolls without asking again. */
		if (a->asked)
			s->ask = NULL;
		out = cup_table_roll(s, a->tbl, argc, argv, r);
		s->ask = ask;
		if (out == NULL) {
			if (!r->ok)
				rc = -1;
			continue;
		}
		if (strcmp(out, "Advance") != 0) {
			free(out);
			continue;
		}
		free(out);
		n = advance_candidates(s, a->side, a->uncommitted, idx, names,
		    64);
		if (n == 0) {
			reply_line(r, "  No %s chit can come earlier.",
			    cup_side_name(s, a->side, name, sizeof name));
			continue;
		}
		if (a->pick >= 0)
			pick = a->pick;
		else if ((pick = advance_named(s, a->side, idx, n)) >= 0)
			;	/* named by the side before the rolls */
		else {
			snprintf(what, sizeof what, "%s chit to bring a turn "
			    "earlier", cup_side_name(s, a->side, name,
			    sizeof name));
			if ((pick = cup_choose(s, what, names, n, NULL, r)) < 0) {
				rc = -1;
				break;
			}
			pick = idx[pick];
		}
		{
			struct chit_state *c = &CUP(s)->chits[pick];
			int due = strcmp(c->where, CHIT_OUT) == 0 ? s->turn + 1 :
			    c->due - 1;

			snprintf(text, sizeof text, "%s comes a turn earlier: in "
			    "play from %s", c->name, session_turn_label(s, due));
			rc = cup_move_keeping(s, c, CHIT_WAITING, xjson_pack(
			    "{s:i}", "due", due), text);
			if (rc == 0)
				reply_line(r, "  %s.", text);
		}
	}
out:
	for (k = 0; k < na; k++)
		free(adv[k].typed);
	return rc;
}

