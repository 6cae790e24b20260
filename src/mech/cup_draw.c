/* Drawing a chit (10.3): blind from the cup (deck.c), or named from a
 * physical one; a casualty swapped first (10.5c), one a rule ignores set
 * aside, a negated one discarded (10.5a).  What a chit of each kind then
 * does is its policy's (cup_policy.c). */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/dice.h"
#include "adj/mech/cup.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "cup_internal.h"

static int draw_chit(struct session *, const char *, const char *,
    const char *, struct reply *);

int
cup_next(struct session *s, struct reply *r)
{
	/* 10.3: at the draw step, `next` pulls until a chit activates a
	 * brigade (then the activation phase follows) or the cup is empty
	 * (then the End Turn Phase). */
	if (CUP(s)->activated)
		return MECH_NEXT_ON;
	if (cup_count(s, CHIT_CUP, NULL) == 0)
		return MECH_NEXT_OUT;
	if (draw_chit(s, NULL, NULL, NULL, r) != 0)
		return -1;
	/* A shared campaign waits for the owner to choose its brigade. */
	if (cup_division_owed(s) != NULL)
		return MECH_NEXT_STAY;
	if (CUP(s)->activated)
		return MECH_NEXT_ON;
	if (cup_count(s, CHIT_CUP, NULL) == 0)
		return MECH_NEXT_OUT;
	reply_line(r, "Draw again: `next` (or `draw`) %s the next %s.",
	    cup_word(s, CW_PULLS), cup_word(s, CW_PIECE));
	return MECH_NEXT_STAY;
}

/* A drawn chit a rule sets aside while its flag is on (draw_rule). */
static int
draw_ignored(struct session *s, struct chit_state *c, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 ignored = 0, k;

	if (sql_prepare(s->rules, "SELECT track, section FROM draw_rule "
	    "WHERE game = ?1 AND scenario = ?2 AND (side IS NULL OR side = ?3) "
	    "AND kind = ?4 AND (except_chit IS NULL OR except_chit != ?5)", -1,
	    &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, c->side, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, c->kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, c->id, -1, SQLITE_STATIC);
	while (!ignored && sqlite3_step(st) == SQLITE_ROW) {
		const char *track = (const char *)sqlite3_column_text(st, 0);

		for (k = 0; k < s->ntracks; k++)
			if (strcmp(s->tracks[k].id, track) == 0 &&
			    s->tracks[k].value != 0) {
				reply_line(r, "  Ignored: %s is on (%s); `track %s "
				    "off` once it ends.", s->tracks[k].name,
				    (const char *)sqlite3_column_text(st, 1),
				    s->tracks[k].id);
				ignored = 1;
			}
	}
	sqlite3_finalize(st);
	return ignored;
}

/* `draw`: at the draw step, whatever step it is typed at (cup_step.c),
 * and a brigade it activates begins its steps. */
int
cup_draw(struct session *s, const char *typed, const char *brigade,
    const char *roll, struct reply *r)
{
	int	 moved;

	if ((moved = cup_to_draw_step(s, r)) < 0 ||
	    draw_chit(s, typed, brigade, roll, r) != 0)
		return -1;
	return cup_start_activation(s, moved, r);
}

/* May what was typed mean an Event chit?  At the table's screen a draw
 * that names one would tell where it is: drawn if it is in the cup,
 * refused if it was left out or is held (8.2: nobody looks at those).
 * An Event drawn goes face down to its side, so the table names none,
 * wherever it is: the answer is the same whatever the cup holds. */
static int
names_event(struct session *s, const char *typed)
{
	const char	*ids[256], *names[256];
	int		 event[256], n, i, hit;

	for (n = 0; n < CUP(s)->nchits && n < 256; n++) {
		ids[n] = CUP(s)->chits[n].id;
		names[n] = CUP(s)->chits[n].name;
		event[n] = strcmp(CUP(s)->chits[n].kind, "event") == 0;
	}
	if ((hit = name_match(typed, ids, names, n)) >= 0)
		return event[hit];
	for (i = 0; hit == NAME_AMBIGUOUS && i < n; i++)
		if (event[i] && name_match(typed, &ids[i], &names[i], 1) >= 0)
			return 1;
	return 0;
}

static int
draw_chit(struct session *s, const char *typed, const char *brigade,
    const char *roll, struct reply *r)
{
	struct chit_state	*c;
	const struct cup_policy	*pol;
	struct cup_drawn	 dr;
	char			 text[256], side[64];
	int			 n, negated = CUP(s)->negate_next, hidden;

	/* A Division chit drawn waits for its brigade before the next, as
	 * a CIC played does, and a chit handed to its owner for his play or
	 * hold. */
	if (cup_division_wait(s, r) != 0 || cup_cic_wait(s, r) != 0 ||
	    cup_drawn_wait(s, r) != 0 || cup_chaos_wait(s, r) != 0 ||
	    cup_playorder_wait(s, r) != 0)
		return -1;
	if ((n = cup_count(s, CHIT_CUP, NULL)) == 0)
		return reply_fail(r, "the %s is empty: `next` goes on to the "
		    "turn's end", cup_word(s, CW_POOL));
	if (cup_count(s, CHIT_POOL, NULL) > 0)
		return reply_fail(r, "the cup is not built yet: finish the Command "
		    "Decision Phase first (`next`)");
	if (typed != NULL) {
		/* Naming the chit pulled records a physical cup.  In a shared
		 * campaign the cup is the server's: a side's terminal naming
		 * it would choose its own draw. */
		if (s->actor[0] != '\0' && strcmp(s->actor, "umpire") != 0)
			return reply_fail(r, "a side's terminal draws at random "
			    "(`draw`): naming the chit pulled is for the umpire "
			    "recording a physical cup");
		if (strcmp(s->view, VIEW_TABLE) == 0 && names_event(s, typed))
			return reply_fail(r, "\"%s\" may name an Event chit, which "
			    "goes face down to its side: at the table's screen "
			    "`draw` alone draws one; a chit pulled from a physical "
			    "cup is named in its side's view (`view SIDE`)", typed);
		if ((c = cup_find(s, typed, CHIT_CUP, NULL, r)) == NULL)
			return -1;
	} else {
		struct deck d = cup_deck(s);
		int i;

		c = (struct chit_state *)deck_blind(&d, CHIT_CUP, NULL, s->rng);
		/* 21.3f: a chit the scenario makes the turn's first pull, while
		 * nothing has been drawn yet this turn. */
		if (CUP(s)->nactive == 0 && cup_count(s, CHIT_DISCARD, NULL) == 0 &&
		    cup_count(s, CHIT_HAND, NULL) == 0 &&
		    cup_count(s, CHIT_TRACK, NULL) == 0)
			for (i = 0; i < CUP(s)->nchits; i++)
				if (CUP(s)->chits[i].first_pull == s->turn &&
				    strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0) {
					c = &CUP(s)->chits[i];
					reply_line(r, "%s is the first chit drawn this "
					    "turn (the scenario says so).", c->name);
				}
	}
	if (c->pending) {
		/* 10.5c: the casualty's Replacement was waiting beside the cup. */
		struct chit_state *other = NULL;
		int i;

		for (i = 0; i < CUP(s)->nchits; i++)
			if ((*c->replaces && strstr(c->id, "replacement") != NULL &&
			    strcmp(CUP(s)->chits[i].id, c->replaces) == 0) ||
			    strcmp(CUP(s)->chits[i].replaces, c->id) == 0)
				other = &CUP(s)->chits[i];
		if (other != NULL) {
			reply_line(r, "Drew: %s, a casualty: swapped for %s before "
			    "anything else (%s).", c->name, other->name,
			    rules_cite(s->rules, s->game, "cup.casualty-swap"));
			if (cup_swap_chits(s, c, other, r) != 0)
				return -1;
			c = other;
		}
	}
	/* A kind the cup has no policy for: refused, the command kept
	 * whole (nothing it recorded stays). */
	if ((pol = cup_policy(c->kind)) == NULL)
		return reply_fail(r, "%s is a chit of kind %s, which the cup has "
		    "no rule for", c->name, c->kind);
	dr.negated = negated;
	dr.brigade = brigade;
	dr.roll = roll;
	dr.side = side;
	if (pol->check != NULL) {
		/* Typed words checked before anything is drawn. */
		if (pol->check(s, c, &dr, r) != 0)
			return -1;
	} else if (brigade != NULL)
		return reply_fail(r, "%s is not a Division chit: only a Division "
		    "chit's draw names a brigade", c->name);
	/* The draw is sure from here: an Event played as drawn or lost
	 * goes now, never before a draw the command then refuses. */
	if (cup_unplayed_lost(s, r) != 0)
		return -1;
	cup_side_name(s, c->side, side, sizeof side);
	cup_mark_drawn();
	/* An Event goes to its owner face down (a negated one is discarded
	 * face up): a view of another side, the table's too, sees its side
	 * only.  A deck of cards shows every card drawn to both sides. */
	hidden = strcmp(c->kind, "event") == 0 && !negated &&
	    !cup_drawn_shown(s) && !session_may_see(s, c->side);
	json_object_set_new(r->json, "drawn", xjson_pack("{s:s, s:s, s:s}", "chit",
	    hidden ? "hidden" : c->id, "kind", c->kind, "side", c->side));
	if (hidden && strcmp(s->view, VIEW_TABLE) == 0)
		reply_line(r, "Drew: a %s Event chit (face down: `hand %s` "
		    "shows it to the %s player alone)", side, c->side, side);
	else if (hidden)
		reply_line(r, "Drew: a %s Event chit (its face is hidden from "
		    "this view)", side);
	else
		reply_line(r, "Drew: %s (%s%s%s)%s%s", c->name, c->kind, *c->side ?
		    ", " : "", *c->side ? side : "", typed == NULL ? "" :
		    " - pulled from your ", typed == NULL ? "" : cup_word(s,
		    CW_POOL));
	if (draw_ignored(s, c, r)) {
		snprintf(text, sizeof text, "Drew %s: ignored", c->name);
		return cup_move_chit(s, c, CHIT_DISCARD, 0, negated, NULL, text);
	}
	if (negated && !pol->negated) {
		char *by = rules_text(s->rules, "SELECT name FROM chit WHERE "
		    "game = ?1 AND effect = 'negate-next' LIMIT 1", s->game, NULL);

		reply_line(r, "  Negated by %s: discarded with no effect (%s).",
		    by != NULL ? by : "a wild chit", rules_cite(s->rules, s->game,
		    "cup.negated"));
		free(by);
		snprintf(text, sizeof text, "Drew %s: negated", c->name);
		return cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text);
	}
	return pol->drawn(s, c, &dr, r);
}
