/* Drawing a chit and what it does by kind (10.3-10.7): Events to their
 * owner, the Wild chits, Fog of War and the General Casualty swap
 * (10.5c); a Division chit's roll and brigade are cup_division.c's. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/dice.h"
#include "adj/mech/cup.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
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
	reply_line(r, "Draw again: `next` (or `draw`) pulls the next chit.");
	return MECH_NEXT_STAY;
}

/* The general's chit now in play: his own, or the one standing in. */
static struct chit_state *
general_in_play(struct session *s, const char *name)
{
	struct chit_state	*c = NULL;
	int			 i;

	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcasecmp(CUP(s)->chits[i].name, name) == 0)
			c = &CUP(s)->chits[i];
	if (c == NULL)
		return NULL;
	/* Follow the line of stand-ins to the one that is not out. */
	while (strcmp(c->where, CHIT_OUT) == 0) {
		struct chit_state *next = NULL;

		for (i = 0; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].replaces, c->id) == 0)
				next = &CUP(s)->chits[i];
		if (next == NULL)
			return NULL;
		c = next;
	}
	return c;
}

/* Put `to` where `from` is, and `from` out of play. */
static int
swap_chits(struct session *s, struct chit_state *from, struct chit_state *to,
    struct reply *r)
{
	char	 text[512], where[12];

	snprintf(where, sizeof where, "%s", from->where);
	snprintf(text, sizeof text, "%s replaced by %s (%s)", from->name,
	    to->name, rules_cite(s->rules, s->game, "cup.casualty-swap"));
	if (cup_move_chit(s, to, where, 0, CUP(s)->negate_next, NULL, text) != 0 ||
	    cup_move_chit(s, from, CHIT_OUT, 0, CUP(s)->negate_next, NULL, text) != 0)
		return -1;
	reply_line(r, "  %s.", text);
	return 0;
}

/* 10.5c: a general hit swaps to his Replacement (or back to his own chit
 * if a Replacement is hit; Sickles for good to Hancock).  A chit still in
 * the cup is swapped when it is drawn. */
static int
general_casualty(struct session *s, const char *general, struct reply *r)
{
	struct chit_state	*c = general_in_play(s, general), *other = NULL;
	int			 i;

	if (c == NULL || strcmp(c->where, CHIT_OUT) == 0) {
		reply_line(r, "  %s is not in play: no effect (%s).", general,
		    rules_cite(s->rules, s->game, "cup.casualty-swap"));
		return 0;
	}
	/* A red-cross Replacement hit: his own chit comes back. */
	if (*c->replaces && strstr(c->id, "replacement") != NULL)
		other = cup_chit_by_id(s, c->replaces);
	else
		for (i = 0; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].replaces, c->id) == 0)
				other = &CUP(s)->chits[i];
	if (other == NULL) {
		reply_line(r, "  %s has no Replacement chit: no swap.", c->name);
		return 0;
	}
	if (strcmp(c->where, CHIT_CUP) == 0) {
		char text[512];

		snprintf(text, sizeof text, "%s hit: %s waits beside the cup and "
		    "is swapped in when %s is drawn (%s)", c->name, other->name,
		    c->name, rules_cite(s->rules, s->game, "cup.casualty-swap"));
		reply_line(r, "  %s.", text);
		return session_record_vis(s, "chit", text, json_pack("{s:s, s:s, "
		    "s:b, s:b, s:b}", "chit", c->id, "to", CHIT_CUP, "key", 0,
		    "negate_next", CUP(s)->negate_next, "pending", 1), NULL);
	}
	return swap_chits(s, c, other, r);
}

static int
fog_of_war(struct session *s, const char *roll, struct reply *r)
{
	char	*result, *general, side[64], *sv[1], arg[80], rollarg[40];
	int	 i;

	reply_line(r, "  The non-pulling player rolls on the Fog of War Table "
	    "(%s):", rules_cite(s->rules, s->game, "cup.casualty-swap"));
	/* That player is not the one who drew: his terminal is told. */
	if (cup_puller(s) != NULL) {
		char note[256];

		snprintf(note, sizeof note, "Fog of War: you are the non-pulling "
		    "player and roll on the Fog of War Table (%s)",
		    rules_cite(s->rules, s->game, "cup.casualty-swap"));
		if (session_notice(s, session_enemy(s, cup_puller(s)), note) != 0)
			return -1;
	}
	snprintf(rollarg, sizeof rollarg, "roll=%s", roll != NULL ? roll : "");
	sv[0] = rollarg;
	if ((result = cup_table_roll(s, "fog-of-war", roll != NULL, sv, r)) == NULL)
		return r->ok ? 0 : -1;
	if (strstr(result, "General Casualty") == NULL) {
		free(result);
		return 0;
	}
	side[0] = '\0';
	for (i = 0; i < CUP(s)->nchits; i++) {
		char name[64];

		if (*CUP(s)->chits[i].side && strstr(result, cup_side_name(s,
		    CUP(s)->chits[i].side, name, sizeof name)) != NULL)
			snprintf(side, sizeof side, "%s", name);
	}
	free(result);
	snprintf(arg, sizeof arg, "side=%s", side);
	sv[0] = arg;
	reply_line(r, "  The %s player rolls on his General Casualty Table:",
	    side);
	if ((general = cup_table_roll(s, "general-casualty", 1, sv, r)) == NULL)
		return r->ok ? 0 : -1;
	/* A result the table prints instead of a general's name (No
	 * Effect): said with its meaning already, and nobody is hit. */
	if (rules_int(s->rules, 0, "SELECT count(*) FROM result_code WHERE "
	    "game = ?1 AND code = ?2 AND (tbl IS NULL OR tbl = "
	    "'general-casualty')", s->game, general) > 0 &&
	    rules_int(s->rules, 0, "SELECT count(*) FROM chit WHERE game = ?1 "
	    "AND name = ?2 COLLATE NOCASE", s->game, general) == 0) {
		free(general);
		return 0;
	}
	i = general_casualty(s, general, r);
	free(general);
	return i;
}

/* A drawn chit a rule sets aside while its flag is on (draw_rule). */
static int
draw_ignored(struct session *s, struct chit_state *c, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 ignored = 0, k;

	if (sqlite3_prepare_v2(s->rules, "SELECT track, section FROM draw_rule "
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
	char			 text[256], side[64];
	int			 n, negated = CUP(s)->negate_next, rc, hidden;

	/* A Division chit drawn waits for its brigade before the next. */
	if (cup_division_wait(s, r) != 0)
		return -1;
	if ((n = cup_count(s, CHIT_CUP, NULL)) == 0)
		return reply_fail(r, "the cup is empty: `next` goes on to the End "
		    "Turn Phase");
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
			if (swap_chits(s, c, other, r) != 0)
				return -1;
			c = other;
		}
	}
	if (roll != NULL && strcmp(c->kind, "division") == 0) {
		/* A typed roll is checked before anything is drawn. */
		struct dice d6 = { 1, 6, 0 };
		struct roll die;
		char err[160];

		if (dice_read(&d6, roll, &die, err, sizeof err) != 0)
			return reply_fail(r, "%s. Nothing recorded", err);
	}
	if (brigade != NULL && strcmp(c->kind, "division") == 0) {
		/* Check the named brigade before anything is drawn. */
		if (cup_division_check(s, c, brigade, r) != 0)
			return -1;
	} else if (brigade != NULL)
		return reply_fail(r, "%s is not a Division chit: only a Division "
		    "chit's draw names a brigade", c->name);
	cup_side_name(s, c->side, side, sizeof side);
	cup_mark_drawn();
	/* An Event goes to its owner face down (a negated one is discarded
	 * face up): a view of another side, the table's too, sees its side
	 * only. */
	hidden = strcmp(c->kind, "event") == 0 && !negated &&
	    !session_may_see(s, c->side);
	json_object_set_new(r->json, "drawn", json_pack("{s:s, s:s, s:s}", "chit",
	    hidden ? "hidden" : c->id, "kind", c->kind, "side", c->side));
	if (hidden && strcmp(s->view, VIEW_TABLE) == 0)
		reply_line(r, "Drew: a %s Event chit (face down: `hand %s` "
		    "shows it to the %s player alone)", side, c->side, side);
	else if (hidden)
		reply_line(r, "Drew: a %s Event chit (its face is hidden from "
		    "this view)", side);
	else
		reply_line(r, "Drew: %s (%s%s%s)%s", c->name, c->kind, *c->side ?
		    ", " : "", *c->side ? side : "", typed == NULL ? "" :
		    " - pulled from your cup");
	if (draw_ignored(s, c, r)) {
		snprintf(text, sizeof text, "Drew %s: ignored", c->name);
		return cup_move_chit(s, c, CHIT_DISCARD, 0, negated, NULL, text);
	}
	if (negated && strcmp(c->kind, "division") != 0) {
		char *by = rules_text(s->rules, "SELECT name FROM chit WHERE "
		    "game = ?1 AND effect = 'negate-next' LIMIT 1", s->game, NULL);

		reply_line(r, "  Negated by %s: discarded with no effect (%s).",
		    by != NULL ? by : "a wild chit", rules_cite(s->rules, s->game,
		    "cup.negated"));
		free(by);
		snprintf(text, sizeof text, "Drew %s: negated", c->name);
		return cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text);
	}
	if (strcmp(c->kind, "event") == 0) {
		snprintf(text, sizeof text, "Drew %s (Event): to the %s player",
		    c->name, side);
		rc = cup_move_chit(s, c, CHIT_HAND, c->key, 0, c->side, text);
		reply_line(r, "  Handed to the %s player: play it now, hold it "
		    "face down, or (Grand Battle) commit it (%s).", side,
		    rules_cite(s->rules, s->game, "cup.event-drawn"));
		return rc;
	}
	if (strcmp(c->kind, "wild") == 0) {
		char *effect = rules_text(s->rules, "SELECT effect FROM chit "
		    "WHERE game = ?1 AND id = ?2", s->game, c->id);
		int negates = effect != NULL && strcmp(effect, "negate-next") == 0;
		int ends = effect != NULL && strcmp(effect, "end-draws") == 0;

		free(effect);
		snprintf(text, sizeof text, "Drew %s", c->name);
		if (negates) {
			reply_line(r, "  The next chit drawn is negated (%s).",
			    rules_cite(s->rules, s->game, "cup.negated"));
			return cup_move_chit(s, c, CHIT_DISCARD, 0, 1, NULL, text);
		}
		if (ends) {
			char why[128];
			int i;

			reply_line(r, "  Exhaustion: no more chits this turn; the "
			    "Broken Track still moves and VP still count (%s).",
			    rules_cite(s->rules, s->game, "cup.exhaustion"));
			if (cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
				return -1;
			snprintf(why, sizeof why, "Cancelled by %s", c->name);
			for (i = 0; i < CUP(s)->nchits; i++)
				if (strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0 &&
				    cup_move_chit(s, &CUP(s)->chits[i], CHIT_DISCARD,
				    0, 0, "umpire", why) != 0)
					return -1;
			return 0;
		}
		if (cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
			return -1;
		return fog_of_war(s, roll, r);
	}
	if (strcmp(c->kind, "division") == 0) {
		snprintf(text, sizeof text, "Drew %s (Division)", c->name);
		if (cup_move_chit(s, c, CHIT_HAND, 0, 0, NULL, text) != 0)
			return -1;
		return cup_draw_division(s, c, negated, brigade, roll, r);
	}
	snprintf(text, sizeof text, "Drew %s (CIC): to the %s player", c->name,
	    side);
	reply_line(r, "  The %s player activates any brigade with it now, or "
	    "holds it (%s): `play %s` or `hold %s`.", side, rules_cite(s->rules, s->game, "cup.cic"),
	    c->id, c->id);
	return cup_move_chit(s, c, CHIT_HAND, 0, 0, NULL, text);
}
