/* The choices a side owes the cup: before it is filled, its Key chits
 * (Longstreet Attacks 8.1; `key` is cup_event.c's) and the chits the
 * scenario lets it put in play (cup_pick rows: Hammerin' Sickles 21.4e);
 * before the chits are gathered at the turn's end, what to do with those
 * it holds (18.1: play them, or decline with `discard`); and at the draw,
 * the brigade of a Division chit drawn (10.7, cup_division.c) or of a CIC
 * played (10.6, cup_cic.c).  At a
 * table the steps that need them ask at the prompt or pick at random in a
 * script; in a shared campaign the game waits for the side (cup_owed) and
 * the umpire may choose for it (cup_force), telling that side and no
 * other. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/mech/cup.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"
#include "cup_internal.h"

int
cup_picked(struct session *s, const char *side, const char *role)
{
	int	 i, n = 0;

	for (i = 0; i < CUP(s)->nchits; i++)
		if (CUP(s)->chits[i].picked == s->turn &&
		    strcmp(CUP(s)->chits[i].side, side) == 0 &&
		    strcmp(CUP(s)->chits[i].role, role) == 0)
			n++;
	return n;
}

/* The chits of role still out of play, of side. */
static int
pick_candidates(struct session *s, const char *side, const char *role,
    int *idx, const char **names, int max)
{
	int	 i, n = 0;

	for (i = 0; i < CUP(s)->nchits && n < max; i++)
		if (strcmp(CUP(s)->chits[i].where, CHIT_OUT) == 0 &&
		    strcmp(CUP(s)->chits[i].role, role) == 0 &&
		    strcmp(CUP(s)->chits[i].side, side) == 0) {
			idx[n] = i;
			names[n++] = CUP(s)->chits[i].name;
		}
	return n;
}

/* The scenario's pick this turn for side (or any side when NULL): 1 with
 * its role, how many and its section; 0 when there is none. */
static int
pick_rule(struct session *s, const char *side, char *got, size_t gotlen,
    char *role, size_t rolelen, int *count, char *sec, size_t seclen)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT side, role, count, section "
	    "FROM cup_pick WHERE game = ?1 AND scenario = ?2 AND ?3 BETWEEN "
	    "first_turn AND last_turn AND (?4 IS NULL OR side = ?4) ORDER BY "
	    "rowid", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, s->turn);
	if (side != NULL)
		sqlite3_bind_text(st, 4, side, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, 4);
	if (sqlite3_step(st) == SQLITE_ROW) {
		snprintf(got, gotlen, "%s", sqlite3_column_text(st, 0));
		snprintf(role, rolelen, "%s", sqlite3_column_text(st, 1));
		*count = sqlite3_column_int(st, 2);
		snprintf(sec, seclen, "%s", sqlite3_column_text(st, 3));
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

static int
pick_owed(struct session *s, const char *side, char *sec, size_t seclen)
{
	char	 got[32], role[16];
	int	 count, idx[64];
	const char *names[64];

	return pick_rule(s, side, got, sizeof got, role, sizeof role, &count,
	    sec, seclen) && cup_picked(s, side, role) < count &&
	    pick_candidates(s, side, role, idx, names, 64) > 0;
}

void
cup_owed(struct session *s, const char *action, struct owes *b)
{
	char	 sides[8][32], sec[24], what[48], answer[320], force[64];
	int	 ns, i;

	if (CUP(s) == NULL)
		return;
	ns = cup_sides(s, sides, 8);
	for (i = 0; i < ns; i++) {
		if (strcmp(action, "cup-keys") == 0 && cup_keys_owed(s, sides[i])) {
			snprintf(answer, sizeof answer, "key %s CHIT...",
			    sides[i]);
			owes_add(b, s, sides[i], "Key chits", answer);
			owes_force(b, "key");
		}
		if (strcmp(action, "cup-build") == 0 && pick_owed(s, sides[i],
		    sec, sizeof sec)) {
			snprintf(what, sizeof what, "%s pick", sec);
			snprintf(answer, sizeof answer, "pick %s CHIT",
			    sides[i]);
			owes_add(b, s, sides[i], what, answer);
			owes_force(b, "pick");
		}
		if (strcmp(action, "cup-gather") == 0 && cup_count(s,
		    CHIT_HAND, sides[i]) > 0) {
			struct owe	 w = { sides[i], "held chits", "play CHIT, "
			    "or discard CHIT", "held", NULL, force, force };

			/* The umpire's force declines them: a pass. */
			snprintf(force, sizeof force, "force held %.31s", sides[i]);
			owes_put(b, s, &w);
		}
	}
	/* Before the Command Event rolls: each side's chit for an Advance. */
	if (strcmp(action, "command-rolls") == 0)
		cup_advance_owes(s, b);
	/* The step in hand: no more draws until it is chosen (a CIC waits
	 * only there: cup_play_cic). */
	if (strcmp(action, "cup-draw") == 0) {
		cup_division_owes(s, b);
		cup_cic_owes(s, b);
		cup_drawn_owes(s, b);
		cup_chaos_owes(s, b);
		cup_playorder_owes(s, b);
	}
}

/* Put chit c in play as side's pick this turn (by whom: NULL the side). */
static int
record_pick(struct session *s, struct chit_state *c, const char *sec)
{
	char	 text[256];

	snprintf(text, sizeof text, "%s put in play (%s)", c->name, sec);
	return cup_move_keeping(s, c, CHIT_RESERVE, xjson_pack("{s:i}",
	    "picked", s->turn), text);
}

int
cup_pick(struct session *s, const char *side, const char *typed,
    struct reply *r)
{
	char			 got[32], role[16], sec[24], name[64];
	const char		*names[64];
	int			 count, idx[64], n, i;
	struct chit_state	*c = NULL;

	if (session_may_act(s, side, r) != 0)
		return -1;
	cup_side_name(s, side, name, sizeof name);
	if (!pick_rule(s, side, got, sizeof got, role, sizeof role, &count,
	    sec, sizeof sec))
		return reply_fail(r, "%s puts no chit in play by choice this "
		    "turn", name);
	if (cup_picked(s, side, role) >= count)
		return reply_fail(r, "%s has made its pick this turn (%s)",
		    name, sec);
	if ((c = cup_find(s, typed, CHIT_OUT, side, r)) == NULL)
		return -1;
	if (strcmp(c->role, role) != 0) {
		struct buf b;

		n = pick_candidates(s, side, role, idx, names, 64);
		buf_init(&b);
		for (i = 0; i < n; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
		reply_fail(r, "%s is not a chit %s may put in play (%s): %s",
		    c->name, name, sec, n ? buf_str(&b) : "none left");
		buf_free(&b);
		return -1;
	}
	if (record_pick(s, c, sec) != 0)
		return reply_fail(r, "cannot record the pick");
	reply_line(r, "%s put in play (%s): into the cup at the build.",
	    c->name, sec);
	return 0;
}

/* Tell side what the umpire chose for it, in its view and the umpire's
 * only (its Key chits are its secret). */
static int
announce(struct session *s, const char *side, const char *what,
    int random, struct buf *chosen, struct reply *r)
{
	char	 text[512];

	snprintf(text, sizeof text, "The umpire chose %s%s: %s", what,
	    random ? " at random" : "", buf_str(chosen));
	/* The table's screen acts as the umpire but every side reads it. */
	if (session_may_see(s, side))
		reply_line(r, "%s (told to that side)", text);
	else
		reply_line(r, "The umpire chose %s%s (told to that side, hidden "
		    "from this view)", what, random ? " at random" : "");
	return session_record_vis(s, "forced", text, xjson_pack("{s:s, s:b}",
	    "side", side, "random", random), side);
}

/* The same, for a choice of one name. */
static int
announce_one(struct session *s, const char *side, const char *what,
    int random, const char *name, struct reply *r)
{
	struct buf	 chosen;
	int		 rc;

	buf_init(&chosen);
	buf_add(&chosen, name);
	rc = announce(s, side, what, random, &chosen, r);
	buf_free(&chosen);
	return rc == 0 ? 0 : reply_fail(r, "cannot record it");
}

static int
force_keys(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	char		 name[64], what[96], text[256];
	int		 keys, inc, i;
	struct buf	 chosen;

	cup_side_name(s, side, name, sizeof name);
	if (!cup_keys_owed(s, side))
		return reply_fail(r, "%s owes no Key chits now", name);
	snprintf(what, sizeof what, "the %s Key chits", name);
	buf_init(&chosen);
	if (argc > 0) {
		if (cup_keys(s, side, argc, argv, r) != 0) {
			buf_free(&chosen);
			return -1;
		}
		for (i = 0; i < argc; i++)
			buf_printf(&chosen, "%s%s", i ? ", " : "", argv[i]);
	} else {
		cup_rule_counts(s, side, &keys, &inc);
		while (cup_chosen_keys(s, side) < keys) {
			struct deck d = cup_deck(s);
			struct chit_state *c = (struct chit_state *)deck_blind(&d,
			    CHIT_POOL, side, s->rng);

			if (c == NULL)
				break;
			snprintf(text, sizeof text, "%s Key chit: %s", name,
			    c->name);
			buf_printf(&chosen, "%s%s", chosen.len ? ", " : "",
			    c->name);
			if (cup_move_chit(s, c, CHIT_CUP, 1, CUP(s)->negate_next,
			    side, text) != 0) {
				buf_free(&chosen);
				return reply_fail(r, "cannot record the Key "
				    "chit");
			}
		}
	}
	i = announce(s, side, what, argc == 0, &chosen, r);
	buf_free(&chosen);
	return i == 0 ? 0 : reply_fail(r, "cannot record it");
}

static int
force_pick(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	char		 name[64], what[128], sec[24], got[32], role[16];
	const char	*names[64];
	int		 idx[64], n, count, rc;
	struct buf	 chosen;

	cup_side_name(s, side, name, sizeof name);
	if (!pick_owed(s, side, sec, sizeof sec))
		return reply_fail(r, "%s owes no pick now", name);
	if (argc > 1)
		return reply_fail(r, "usage: force pick SIDE [at random | "
		    "CHIT]");
	snprintf(what, sizeof what, "the %s %s pick", name, sec);
	buf_init(&chosen);
	if (argc == 1) {
		if (cup_pick(s, side, argv[0], r) != 0) {
			buf_free(&chosen);
			return -1;
		}
		buf_add(&chosen, argv[0]);
	} else {
		pick_rule(s, side, got, sizeof got, role, sizeof role, &count,
		    sec, sizeof sec);
		n = pick_candidates(s, side, role, idx, names, 64);
		rc = (int)rng_below(s->rng, (uint32_t)n);
		buf_add(&chosen, names[rc]);
		if (record_pick(s, &CUP(s)->chits[idx[rc]], sec) != 0) {
			buf_free(&chosen);
			return reply_fail(r, "cannot record the pick");
		}
	}
	rc = announce(s, side, what, argc == 0, &chosen, r);
	buf_free(&chosen);
	return rc == 0 ? 0 : reply_fail(r, "cannot record it");
}

/* The umpire rules a side's held chits declined: each goes where the
 * turn's gather would put it, face down (only its side and the umpire
 * read which). */
static int
force_held(struct session *s, const char *side, int argc, struct reply *r)
{
	char		 name[64], what[96], text[256];
	int		 i;
	struct buf	 chosen;

	cup_side_name(s, side, name, sizeof name);
	if (argc > 0)
		return reply_fail(r, "usage: force held SIDE (declines them "
		    "all; the side plays what it would)");
	if (cup_count(s, CHIT_HAND, side) == 0)
		return reply_fail(r, "%s holds no chits", name);
	snprintf(what, sizeof what, "to decline the %s held chits", name);
	buf_init(&chosen);
	for (i = 0; i < CUP(s)->nchits; i++) {
		struct chit_state *c = &CUP(s)->chits[i];

		if (strcmp(c->where, CHIT_HAND) != 0 ||
		    strcmp(c->side, side) != 0)
			continue;
		snprintf(text, sizeof text, "Declined unplayed: %s", c->name);
		buf_printf(&chosen, "%s%s", chosen.len ? ", " : "", c->name);
		if (cup_move_chit(s, c, strcmp(c->kind, "event") == 0 ?
		    CHIT_POOL : CHIT_RESERVE, 0, CUP(s)->negate_next, side,
		    text) != 0) {
			buf_free(&chosen);
			return reply_fail(r, "cannot record it");
		}
	}
	i = announce(s, side, what, 0, &chosen, r);
	buf_free(&chosen);
	return i == 0 ? 0 : reply_fail(r, "cannot record it");
}

/* The brigade of the Division chit drawn, or of the CIC played, chosen
 * for its owner. */
static int
force_brigade(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	char			 name[64], what[160], pick[64];
	struct chit_state	*c = cup_division_owed(s), *cic = NULL;
	struct owes		 owed;

	cup_side_name(s, side, name, sizeof name);
	if (c == NULL && (cic = c = cup_cic_owed(s)) == NULL)
		return reply_fail(r, "%s owes no brigade now", name);
	if (strcmp(c->side, side) != 0)
		return reply_fail(r, "%s owes no brigade now", name);
	if (argc > 1)
		return reply_fail(r, "usage: force brigade SIDE [at random | "
		    "BRIGADE]");
	owes_init(&owed);
	if (cic != NULL)
		cup_cic_owes(s, &owed);
	else
		cup_division_owes(s, &owed);
	snprintf(what, sizeof what, "the %s", buf_str(&owed.text));
	owes_free(&owed);
	if ((cic != NULL ? cup_cic_choose(s, argc == 1 ? argv[0] : NULL,
	    argc == 0, pick, sizeof pick, r) : cup_division_choose(s, argc ==
	    1 ? argv[0] : NULL, NULL, argc == 0, pick, sizeof pick, r)) != 0)
		return -1;
	return announce_one(s, side, what, argc == 0, pick, r);
}

/* The chit drawn into a side's hand, held for it: what the rules leave a
 * chit its owner does not play at once (10.3a: "otherwise, he keeps the
 * chit"; 10.3c, a CIC the same).  Held, the side keeps every choice it
 * had: to play it before a later pull or at the turn's end; a play, or a
 * Command Event, would spend it behind its back. */
static int
force_drawn(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	char			 name[64], what[96];
	struct chit_state	*c = cup_drawn_owed(s);
	struct buf		 chosen;
	int			 rc;

	cup_side_name(s, side, name, sizeof name);
	if (c == NULL || strcmp(c->side, side) != 0)
		return reply_fail(r, "%s owes no play or hold of a chit drawn now",
		    name);
	if (argc > 1 || (argc == 1 && strcasecmp(argv[0], "hold") != 0))
		return reply_fail(r, "usage: force drawn SIDE [at random | hold] "
		    "(the chit is held either way: %s)", rules_cite(s->rules,
		    s->game, "cup.draw"));
	snprintf(what, sizeof what, "to hold the %s chit drawn", name);
	buf_init(&chosen);
	buf_add(&chosen, c->name);
	/* The secret first: the command's line goes with its first event. */
	rc = announce(s, side, what, 0, &chosen, r) != 0 ||
	    cup_drawn_hold(s, c, r) != 0 ? -1 : 0;
	buf_free(&chosen);
	return rc == 0 ? 0 : reply_fail(r, "cannot record it");
}

/* The chit a side brings a turn earlier on an Advance, named for it. */
static int
force_advance(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	char		 name[64], what[128], pick[96];
	struct owes	 owed;
	int		 owes = 0;
	size_t		 i;

	cup_side_name(s, side, name, sizeof name);
	owes_init(&owed);
	cup_advance_owes(s, &owed);
	for (i = 0; i < json_array_size(owed.items); i++)
		if (strcmp(json_text(json_array_get(owed.items, i), "side"),
		    side) == 0)
			owes = 1;
	owes_free(&owed);
	if (!owes)
		return reply_fail(r, "%s owes no chit for an Advance now", name);
	if (argc > 1)
		return reply_fail(r, "usage: force advance SIDE [at random | "
		    "CHIT]");
	snprintf(what, sizeof what, "the %s chit to bring a turn earlier on an "
	    "Advance", name);
	if (argc == 1) {
		if (cup_advance(s, side, argv[0], r) != 0)
			return -1;
		snprintf(pick, sizeof pick, "%s", argv[0]);
	} else if (cup_advance_random(s, side, pick, sizeof pick, r) != 0)
		return -1;
	return announce_one(s, side, what, argc == 0, pick, r);
}

/* `brigade`: the brigade a Division chit drawn waits for (its roll
 * first, if still to make), or a CIC played (its roll made, 10.6). */
int
cup_brigade(struct session *s, const char *typed, const char *roll,
    struct reply *r)
{
	struct chit_state	*c;

	if (CUP(s) == NULL)
		return reply_fail(r, "%s has no chit cup", s->game_title);
	if (cup_division_owed(s) == NULL && (c = cup_cic_owed(s)) != NULL) {
		if (roll != NULL)
			return reply_fail(r, "the roll of %s was made when it was "
			    "played: roll= has nothing to read", c->name);
		return cup_cic_choose(s, typed, 0, NULL, 0, r);
	}
	return cup_division_choose(s, typed, roll, 0, NULL, 0, r);
}

int
cup_force(struct session *s, const char *choice, const char *side,
    int argc, char **argv, struct reply *r)
{
	if (CUP(s) == NULL)
		return reply_fail(r, "%s has no chit cup", s->game_title);
	/* "at random" is the same as naming nothing. */
	if (argc == 2 && strcmp(argv[0], "at") == 0 &&
	    strcmp(argv[1], "random") == 0)
		argc = 0;
	if (strcmp(choice, "key") == 0)
		return force_keys(s, side, argc, argv, r);
	if (strcmp(choice, "pick") == 0)
		return force_pick(s, side, argc, argv, r);
	if (strcmp(choice, "seed") == 0)
		return argc > 0 ? cup_seed(s, side, argc, argv, r) :
		    cup_seed_random(s, side, r);
	if (strcmp(choice, "held") == 0)
		return force_held(s, side, argc, r);
	if (strcmp(choice, "brigade") == 0)
		return force_brigade(s, side, argc, argv, r);
	if (strcmp(choice, "drawn") == 0)
		return force_drawn(s, side, argc, argv, r);
	if (strcmp(choice, "advance") == 0)
		return force_advance(s, side, argc, argv, r);
	if (strcmp(choice, "chaos") == 0)
		return cup_chaos_force(s, side, argc, argv, r);
	if (strcmp(choice, "playorder") == 0)
		return cup_playorder_force(s, side, argc, argv, r);
	return reply_fail(r, "force: \"%s\" is not a choice a side owes "
	    "(key, pick, seed, held, brigade, drawn, advance, chaos, "
	    "playorder)", choice);
}
