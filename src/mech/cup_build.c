/* Filling the cup (8.1-8.3) and emptying it at the end of the turn
 * (18.3, 18.6): the actions the sequence of play names at those steps.
 * The Event chits' part of the build (the Key chits a side chooses, the
 * others in blind) is their policy's, cup_event.c. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/prepare.h"
#include "cup_internal.h"

/* A chit that enters on a roll (the Lull, 21.4k): from its turn on, roll
 * its entry table at each build until it enters; then it stays. */
static int
entry_rolls(struct session *s, struct reply *r)
{
	struct lookup_result	 res;
	struct reply		 sub;
	char			 text[256];
	int			 i, entered;

	for (i = 0; i < CUP(s)->nchits; i++) {
		struct chit_state *c = &CUP(s)->chits[i];

		if (c->entry_table[0] == '\0' || strcmp(c->where, CHIT_OUT) != 0 ||
		    c->due > s->turn)
			continue;
		reply_init(&sub);
		if (session_roll_table(s, c->entry_table, 0, NULL, 0, &sub,
		    &res) != 0) {
			reply_fail(r, "%s", buf_str(&sub.err));
			reply_free(&sub);
			return -1;
		}
		lookup_result_free(&res);
		entered = res.has_outcome && strcmp(res.outcome,
		    c->entry_result) == 0;
		reply_line(r, "  %s entry roll:", c->name);
		buf_add(&r->text, buf_str(&sub.text));
		snprintf(text, sizeof text, "%s entry roll %lld: %s", c->name,
		    res.rolled ? (long long)res.roll.total : 0LL,
		    res.has_outcome ? res.outcome : "?");
		if (session_record(s, "lookup", text, json_deep_copy(sub.json))
		    != 0) {
			reply_free(&sub);
			return -1;
		}
		reply_free(&sub);
		if (!entered)
			continue;
		snprintf(text, sizeof text, "%s enters play", c->name);
		if (cup_move_chit(s, c, CHIT_RESERVE, 0, CUP(s)->negate_next, NULL, text) != 0)
			return -1;
		if (c->sets_track[0] != '\0') {
			int k;

			for (k = 0; k < s->ntracks; k++)
				if (strcmp(s->tracks[k].id, c->sets_track) == 0 &&
				    s->tracks[k].value == 0) {
					snprintf(text, sizeof text, "%s: on (%s "
					    "entered)", s->tracks[k].name, c->name);
					if (track_record(s, &s->tracks[k], 1,
					    text, &(struct event_source){
					    .kind = SOURCE_RULE, .table =
					    "chit", .id = c->id }) != 0)
						return -1;
					reply_line(r, "  %s.", text);
				}
		}
	}
	return 0;
}

/* Chits a side chooses to put in play at the build (cup_pick). */
static int
picks(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 what[128], name[64], text[256];
	const char	*names[64];
	int		 idx[64], n, i, k, pick, rc = 0;

	if (sql_prepare(s->rules, "SELECT p.side, p.role, p.count, "
	    "p.section FROM cup_pick p WHERE p.game = ?1 AND p.scenario = ?2 "
	    "AND ?3 BETWEEN p.first_turn AND p.last_turn", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, s->turn);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *side = (const char *)sqlite3_column_text(st, 0);
		const char *role = (const char *)sqlite3_column_text(st, 1);
		int count = sqlite3_column_int(st, 2);
		const char *sec = (const char *)sqlite3_column_text(st, 3);

		/* Those the side chose already (`pick`) count. */
		for (k = cup_picked(s, side, role); k < count && rc == 0; k++) {
			/* The chits of that role still out of play. */
			n = 0;
			for (i = 0; i < CUP(s)->nchits && n < 64; i++) {
				if (strcmp(CUP(s)->chits[i].where, CHIT_OUT) == 0 &&
				    strcmp(CUP(s)->chits[i].role, role) == 0 &&
				    strcmp(CUP(s)->chits[i].side, side) == 0) {
					idx[n] = i;
					names[n++] = CUP(s)->chits[i].name;
				}
			}
			if (n == 0)
				break;
			snprintf(what, sizeof what, "%s chit to put in play (%s)",
			    cup_side_name(s, side, name, sizeof name), sec);
			if ((pick = cup_choose(s, what, names, n, NULL, r)) < 0)
				return -1;
			snprintf(text, sizeof text, "%s put in play (%s)",
			    CUP(s)->chits[idx[pick]].name, sec);
			rc = cup_move_chit(s, &CUP(s)->chits[idx[pick]], CHIT_RESERVE, 0,
			    CUP(s)->negate_next, NULL, text);
			if (rc == 0)
				reply_line(r, "  %s.", text);
		}
	}
	sqlite3_finalize(st);
	return rc;
}

/* 8.3: the chits in play, and those whose turn has come, go in. */
static int
action_build(struct session *s, struct reply *r)
{
	char		 text[256];
	struct buf	 b;
	int		 i;

	if (entry_rolls(s, r) != 0 || picks(s, r) != 0)
		return -1;

	/* 21.4e, 21.5h: a chit due "the turn after" another comes earlier
	 * when that one came in early. */
	for (i = 0; i < CUP(s)->nchits; i++) {
		struct chit_state *c = &CUP(s)->chits[i], *a;

		if (c->after[0] == '\0' || strcmp(c->where, CHIT_WAITING) != 0 ||
		    (a = cup_chit_by_id(s, c->after)) == NULL || a->entered == 0 ||
		    c->due <= a->entered + 1)
			continue;
		snprintf(text, sizeof text, "%s comes the turn after %s: in play "
		    "from %s", c->name, a->name, session_turn_label(s,
		    a->entered + 1));
		if (cup_move_keeping(s, c, CHIT_WAITING, xjson_pack("{s:i}", "due",
		    a->entered + 1), text) != 0)
			return -1;
		reply_line(r, "  %s.", text);
	}
	for (i = 0; i < CUP(s)->nchits; i++) {
		struct chit_state *c = &CUP(s)->chits[i];

		if (strcmp(c->where, CHIT_RESERVE) != 0 &&
		    !(strcmp(c->where, CHIT_WAITING) == 0 && c->due <= s->turn))
			continue;
		snprintf(text, sizeof text, "Into the %s: %s", cup_word(s,
		    CW_POOL), c->name);
		if (cup_move_chit(s, c, CHIT_CUP, 0, CUP(s)->negate_next, NULL, text) != 0)
			return -1;
	}
	buf_init(&b);
	cup_describe(s, &b);
	reply_line(r, "  %s built: %s.", cup_word(s, CW_POOL_CAP),
	    buf_str(&b));
	buf_free(&b);
	return 0;
}

/* Who may read that an Event chit was gathered: one never shown goes
 * back as unseen as it came (naming it to all would give a secret away):
 * its owner reads of a chit in its hand or its own Key chit, nobody but
 * the umpire of a blind one still in the cup or set aside.  NULL: all
 * (a chit every side has seen, or not an Event). */
static const char *
gather_vis(const struct chit_state *c)
{
	if ((strcmp(c->kind, "event") != 0 && strcmp(c->kind,
	    "formation") != 0) || c->side[0] == '\0')
		return NULL;
	/* Where it went face down: as unseen as it went. */
	if (c->face_down[0] != '\0')
		return c->face_down;
	if (strcmp(c->where, CHIT_DISCARD) == 0 || strcmp(c->where,
	    CHIT_TRACK) == 0 || strcmp(c->where, CHIT_OUT) == 0)
		return NULL;
	if (strcmp(c->where, CHIT_HAND) == 0 || c->key)
		return c->side;
	return "umpire";
}

/* 18.6: every chit comes back for the next turn's build. */
static int
action_gather(struct session *s, struct reply *r)
{
	char	 text[256];
	int	 i, n = 0;

	if (cup_general_gather(s, r) != 0)
		return -1;
	for (i = 0; i < CUP(s)->nchits; i++) {
		struct chit_state *c = &CUP(s)->chits[i];
		/* A formation's card back among its owner's cards to seed
		 * again, held or not. */
		const char *to = strcmp(c->kind, "event") == 0 ? CHIT_POOL :
		    strcmp(c->kind, "formation") == 0 ? CHIT_CARDS :
		    CHIT_RESERVE;

		if (strcmp(c->where, CHIT_OUT) == 0 ||
		    strcmp(c->where, CHIT_WAITING) == 0 ||
		    (strcmp(c->where, to) == 0 && !c->key))
			continue;
		snprintf(text, sizeof text, "Gathered: %s", c->name);
		if (cup_move_chit(s, c, to, 0, 0, gather_vis(c), text) != 0)
			return -1;
		n++;
	}
	reply_line(r, "  %d %s gathered for the next turn (%s).", n,
	    cup_word(s, n == 1 ? CW_PIECE : CW_PIECES), rules_cite(s->rules,
	    s->game, "cup.gather"));
	return 0;
}

static int
action_brigades_reset(struct session *s, struct reply *r)
{
	int	 n = CUP(s)->nactive;

	if (n == 0)
		return 0;
	if (session_record(s, "brigade", "Brigade markers flipped to "
	    "Available", xjson_pack("{s:s, s:b}", "brigade", "", "on", 0)) != 0)
		return -1;
	reply_line(r, "  %d brigade marker%s back to Available.", n,
	    n == 1 ? "" : "s");
	return 0;
}

int
cup_action(struct session *s, const char *action, struct reply *r)
{
	if (strcmp(action, "cup-keys") == 0)
		return cup_event_keys(s, r);
	if (strcmp(action, "cup-include") == 0)
		return cup_event_include(s, r);
	if (strcmp(action, "cup-build") == 0)
		return action_build(s, r);
	if (strcmp(action, "cup-gather") == 0)
		return action_gather(s, r);
	if (strcmp(action, "brigades-reset") == 0)
		return action_brigades_reset(s, r);
	if (strcmp(action, "cup-draw") == 0)
		return 0;	/* the step where `next` draws: see cup_next */
	if (strcmp(action, "command-rolls") == 0)
		return cup_command_rolls(s, r);
	return 1;		/* not the cup's */
}
