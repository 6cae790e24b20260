/* The chit cup.
 *
 * Every chit of the scenario is always in exactly one place (cup.h); a
 * 'chit' event moves one chit and is the only way a place changes, so the
 * invariant "nothing lost, nothing doubled" holds by construction and the
 * fold rebuilds it.  Events that would tell a side what it may not see (a
 * Key chit, a held Event, the blind includes and excludes) carry that
 * visibility in the journal.
 *
 * What the scenario says (which chits, how many Keys and blind includes,
 * when a chit arrives) is data: scenario_chit and cup_rule.  The order of
 * the work is data too: the sequence of play names the actions of
 * cup_build.c (phase.action) at the steps where the rules do them. */

#include <assert.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/mech/cup.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "cup_internal.h"

/* The chit's fields named directly are the deck's piece (cup.h). */
static_assert(offsetof(struct chit_state, piece) == 0, "piece first");
static_assert(offsetof(struct chit_state, where) ==
    offsetof(struct chit_state, piece.where), "where is the piece's");
static_assert(offsetof(struct chit_state, face_down) ==
    offsetof(struct chit_state, piece.face_down), "face_down is the piece's");
static_assert(offsetof(struct chit_state, side) ==
    offsetof(struct chit_state, piece.side), "side is the piece's");
static_assert(offsetof(struct chit_state, kind) ==
    offsetof(struct chit_state, piece.kind), "kind is the piece's");
static_assert(offsetof(struct chit_state, name) ==
    offsetof(struct chit_state, piece.name), "name is the piece's");
static_assert(sizeof(struct deck_piece) <= sizeof(struct chit_state) &&
    offsetof(struct chit_state, face_down) + sizeof(((struct chit_state *)
    NULL)->face_down) == sizeof(struct deck_piece), "the piece ends with "
    "face_down");

/* The cup's places and what each shows a reader who does not own a chit
 * there (deck.h).  An Event chit's face is its owner's until played. */
static const struct deck_place cup_places[] = {
	{ CHIT_POOL, DECK_CLOSED },
	{ CHIT_RESERVE, DECK_CLOSED },
	{ CHIT_WAITING, DECK_CLOSED },
	{ CHIT_CUP, DECK_BLIND },
	{ CHIT_HAND, DECK_HAND },
	{ CHIT_DISCARD, DECK_OPEN },
	{ CHIT_EXCLUDED, DECK_BLIND },
	{ CHIT_OUT, DECK_OPEN },
	{ CHIT_TRACK, DECK_OPEN },
	{ CHIT_CARDS, DECK_CLOSED },
	{ NULL, DECK_OPEN }
};

struct deck
cup_deck(struct session *s)
{
	struct deck	 d;

	d.base = CUP(s)->chits;
	d.size = sizeof *CUP(s)->chits;
	d.n = CUP(s)->nchits;
	d.places = cup_places;
	d.secret = "event";
	return d;
}

struct chit_state *
cup_chit_by_id(struct session *s, const char *id)
{
	struct deck	 d = cup_deck(s);

	return (struct chit_state *)deck_by_id(&d, id);
}

/* A new chit from a row whose first columns are id, name, kind, side;
 * `replaces` is the column holding the chit it stands in for. */
static struct chit_state *
chit_add(struct session *s, sqlite3_stmt *st, int replaces)
{
	struct chit_state	*c;

	CUP(s)->chits = realloc(CUP(s)->chits, (size_t)(CUP(s)->nchits + 1) * sizeof *CUP(s)->chits);
	if (CUP(s)->chits == NULL)
		abort();
	c = &CUP(s)->chits[CUP(s)->nchits++];
	memset(c, 0, sizeof *c);
	data_text(c->id, sizeof c->id, st, 0);
	data_text(c->name, sizeof c->name, st, 1);
	data_text(c->kind, sizeof c->kind, st, 2);
	data_text(c->side, sizeof c->side, st, 3);
	snprintf(c->replaces, sizeof c->replaces, "%s",
	    sqlite3_column_text(st, replaces));
	snprintf(c->where, sizeof c->where, CHIT_OUT);
	return c;
}

/* Every general in play can fall (10.5c): his Replacement chit (or, for
 * Sickles, Hancock) waits out of play until then, and so on down the line. */
static int
load_replacements(struct session *s)
{
	sqlite3_stmt	*st;
	int		 added;

	if (sql_prepare(s->rules, "SELECT id, name, kind, COALESCE(side, "
	    "''), replaces FROM chit WHERE game = ?1 AND replaces IS NOT NULL "
	    "ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	do {
		added = 0;
		sqlite3_reset(st);
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *id = (const char *)sqlite3_column_text(st, 0);

			if (cup_chit_by_id(s, id) != NULL || cup_chit_by_id(s,
			    (const char *)sqlite3_column_text(st, 4)) == NULL)
				continue;
			chit_add(s, st, 4);
			added = 1;
		}
	} while (added);
	sqlite3_finalize(st);
	return 0;
}

int
cup_load(struct session *s)
{
	sqlite3_stmt	*st;
	struct chit_state *c;
	struct deck	 d;

	if (sql_prepare(s->rules, "SELECT ch.id, ch.name, ch.kind, "
	    "COALESCE(ch.side, ''), sc.role, sc.turn, COALESCE(ch.replaces, ''), "
	    "COALESCE(sc.entry_table, ''), COALESCE(sc.entry_result, ''), "
	    "COALESCE(sc.sets_track, ''), COALESCE(sc.early, ''), sc.fixed, "
	    "COALESCE(sc.first_pull, 0), COALESCE(sc.after, ''), "
	    "COALESCE(ch.formation, ''), COALESCE(ch.orders, ''), "
	    "COALESCE(ch.label, '') FROM scenario_chit sc JOIN "
	    "chit ch ON ch.game = sc.game AND ch.id = sc.chit WHERE sc.game = "
	    "?1 AND sc.scenario = ?2 ORDER BY sc.rowid", -1, &st, NULL) !=
	    SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		const char *role = (const char *)sqlite3_column_text(st, 4);

		if (cup_chit_by_id(s, id) != NULL)
			continue;	/* listed twice: first role wins */
		c = chit_add(s, st, 6);
		data_text(c->entry_table, sizeof c->entry_table, st, 7);
		data_text(c->entry_result, sizeof c->entry_result, st, 8);
		data_text(c->sets_track, sizeof c->sets_track, st, 9);
		data_text(c->early, sizeof c->early, st, 10);
		c->fixed = sqlite3_column_int(st, 11);
		c->first_pull = sqlite3_column_int(st, 12);
		data_text(c->after, sizeof c->after, st, 13);
		data_text(c->formation, sizeof c->formation, st, 14);
		data_text(c->orders, sizeof c->orders, st, 15);
		data_text(c->label, sizeof c->label, st, 16);
		if (strcmp(role, "conditional") == 0 &&
		    sqlite3_column_type(st, 5) != SQLITE_NULL)
			c->due = sqlite3_column_int(st, 5);
		snprintf(c->role, sizeof c->role, "%s", role);
		/* An Event waits in its owner's pool for the build's
		 * choices; a card he seeds (seed_rule) among his cards. */
		if (strcmp(role, "event") == 0)
			snprintf(c->where, sizeof c->where, CHIT_POOL);
		else if (strcmp(role, "seed") == 0)
			snprintf(c->where, sizeof c->where, CHIT_CARDS);
		else if (strcmp(role, "start") == 0)
			snprintf(c->where, sizeof c->where, CHIT_RESERVE);
		else if (strcmp(role, "reinforcement") == 0 &&
		    sqlite3_column_type(st, 5) != SQLITE_NULL) {
			snprintf(c->where, sizeof c->where, CHIT_WAITING);
			c->due = sqlite3_column_int(st, 5);
		} else
			snprintf(c->where, sizeof c->where, CHIT_OUT);
	}
	sqlite3_finalize(st);
	if (load_replacements(s) != 0)
		return -1;
	d = cup_deck(s);
	/* A chit listed twice took its first role: one place each. */
	assert(deck_check(&d, NULL) == 0);
	return 0;
}

int
cup_count(struct session *s, const char *where, const char *side)
{
	struct deck	 d = cup_deck(s);

	return deck_count(&d, where, side);
}

/* Move one chit, as an event.  `negate` is the Fortunes of War state
 * after the move. */
static _Thread_local int drawing;	/* the next move is a chit leaving the cup drawn */

void
cup_mark_drawn(void)
{
	drawing = 1;
}

/* The one writer of "chit" events: the deck's move with the cup's keys
 * (more, taken). */
static int
record_move(struct session *s, struct chit_state *c, const char *to,
    json_t *more, const char *vis, const char *text)
{
	struct deck	 dk = cup_deck(s);
	json_t		*d;

	/* A move some views do not see leaves the chit face down where it
	 * went: those views may not name it there either. */
	if (more == NULL || (d = deck_move_data(&dk, &c->piece, to, more,
	    vis != NULL && strcmp(vis, "all") != 0 ? vis : NULL)) == NULL)
		return -1;
	return session_record_vis(s, "chit", text, d, vis);
}

int
cup_move_chit(struct session *s, struct chit_state *c, const char *to, int key,
    int negate, const char *vis, const char *text)
{
	json_t	*more;

	more = xjson_pack("{s:b, s:b}", "key", key, "negate_next", negate);
	if (more != NULL && drawing)
		json_object_set_new(more, "drawn", json_true());
	drawing = 0;
	return record_move(s, c, to, more, vis, text);
}

int
cup_move_keeping(struct session *s, struct chit_state *c, const char *to,
    json_t *keep, const char *text)
{
	json_t	*more;

	more = xjson_pack("{s:b, s:b}", "key", 0, "negate_next",
	    CUP(s)->negate_next);
	if (more != NULL && (keep == NULL || json_object_update(more,
	    keep) != 0)) {
		json_decref(more);
		more = NULL;
	}
	json_decref(keep);
	return record_move(s, c, to, more, NULL, text);
}

static int
view_may_see_vis(void *s, const char *vis)
{
	return session_may_see(s, vis);
}

/* May the current view know which chit this is, where it is now?  A
 * side's hand, and its Event chits until they are played face up, are its
 * own secret: another side's view neither matches nor lists them, so an
 * error can never tell what is there.  Public: as a reader of no side
 * would (what a screen every player reads may offer unasked).  8.2: the
 * Events that went in blind, or were set aside, nobody looks at, their
 * owner neither (the cup's blind places, deck.c). */
static int
identify(struct session *s, const struct chit_state *c, int public,
    int listing)
{
	struct deck		 d = cup_deck(s);
	struct deck_reader	 rd = { view_may_see_vis, s, public };

	return deck_may_identify(&d, &c->piece, &rd, listing);
}

int
cup_may_identify(struct session *s, const struct chit_state *c)
{
	return identify(s, c, 0, 0);
}

int
cup_may_list(struct session *s, const struct chit_state *c)
{
	/* A terminal of no side is the table's, read by every player. */
	return identify(s, c, s->view[0] == '\0' ||
	    strcmp(s->view, VIEW_TABLE) == 0, 1);
}

/* The ids of every chit of the game so named: the counter mix, which
 * tells nobody where any is. */
static int
ambiguous(struct session *s, const char *typed, struct reply *r)
{
	struct buf	 b;
	int		 i, rc;

	buf_init(&b);
	for (i = 0; i < CUP(s)->nchits; i++) {
		const char *id = CUP(s)->chits[i].id;
		const char *nm = CUP(s)->chits[i].name;

		if (name_match(typed, &id, &nm, 1) >= 0)
			buf_printf(&b, "%s`%s`", b.len ? ", " : "", id);
	}
	rc = reply_fail(r, "more than one chit \"%s\": name it by its id (%s)",
	    typed, buf_str(&b));
	buf_free(&b);
	return rc;
}

/* The chit of the whole game the words name, wherever it is. */
static int
match_anywhere(struct session *s, const char *typed)
{
	const char	*ids[256], *names[256];
	int		 n;

	for (n = 0; n < CUP(s)->nchits && n < 256; n++) {
		ids[n] = CUP(s)->chits[n].id;
		names[n] = CUP(s)->chits[n].name;
	}
	return name_match(typed, ids, names, n);
}

struct chit_state *
cup_find(struct session *s, const char *typed, const char *where,
    const char *side, struct reply *r)
{
	const char	*ids[256], *names[256];
	int		 idx[256], n = 0, i, hit, listed = 0;
	struct buf	 b;

	for (i = 0; i < CUP(s)->nchits && n < 256; i++) {
		if (where != NULL && strcmp(CUP(s)->chits[i].where, where) != 0)
			continue;
		if (side != NULL && strcmp(CUP(s)->chits[i].side, side) != 0)
			continue;
		/* The table's screen acts for every side: the chit a player
		 * names there is his (it shows no more than he typed). */
		if (!cup_may_identify(s, &CUP(s)->chits[i]) &&
		    strcmp(s->view, VIEW_TABLE) != 0)
			continue;
		ids[n] = CUP(s)->chits[i].id;
		names[n] = CUP(s)->chits[i].name;
		idx[n++] = i;
	}
	hit = name_match(typed, ids, names, n);
	/* A secret named at the table's screen: only by words that pick it
	 * out of the whole counter mix, so that what else lies there cannot
	 * change the answer (`play c` at the table played the other side's
	 * chit held face down, and so named it). */
	if (hit >= 0 && strcmp(s->view, VIEW_TABLE) == 0 &&
	    !cup_may_list(s, &CUP(s)->chits[idx[hit]]) &&
	    match_anywhere(s, typed) != idx[hit]) {
		if (r != NULL)
			ambiguous(s, typed, r);
		return NULL;
	}
	if (hit >= 0)
		return &CUP(s)->chits[idx[hit]];
	if (r != NULL) {
		char		 side[64];
		const char	*place;

		buf_init(&b);
		/* Two chits may share a name (each side's Firefight): each is
		 * named with its side and the id that picks it.  Only those
		 * this screen may show: a secret matched is not listed. */
		for (i = 0; i < n; i++) {
			/* Ambiguous: only those the words could mean. */
			if (hit == NAME_AMBIGUOUS && name_match(typed, &ids[i],
			    &names[i], 1) < 0)
				continue;
			if (!cup_may_list(s, &CUP(s)->chits[idx[i]]))
				continue;
			buf_printf(&b, "%s%s (%s, `%s`)", b.len ? ", " : "",
			    names[i], CUP(s)->chits[idx[i]].side[0] ? cup_side_name(s,
			    CUP(s)->chits[idx[i]].side, side, sizeof side) : "wild",
			    ids[i]);
			listed++;
		}
		place = where == NULL ? "" : strcmp(where, CHIT_HAND) == 0 ?
		    " held" : strcmp(where, CHIT_CARDS) == 0 ?
		    " among the cards to seed" : strcmp(where, CHIT_WAITING) == 0 ?
		    " waiting on the turn track" : strcmp(where, CHIT_POOL) == 0 ?
		    " among the Events to pick from" : NULL;
		char in_pool[24];

		if (place == NULL) {
			snprintf(in_pool, sizeof in_pool, " in the %s",
			    cup_word(s, CW_POOL));
			place = in_pool;
		}
		if (listed > 0)
			reply_fail(r, "%s %s \"%s\"%s: expected one of %s",
			    hit == NAME_AMBIGUOUS ? "more than one" : "no",
			    cup_word(s, CW_PIECE), typed, place, buf_str(&b));
		else if (hit == NAME_AMBIGUOUS)
			ambiguous(s, typed, r);
		else
			reply_fail(r, "no %s \"%s\"%s%s", cup_word(s, CW_PIECE),
			    typed, place, n > 0 ?
			    " that this screen may name" : ": expected one of "
			    "(none there)");
		buf_free(&b);
	}
	return NULL;
}

const char *
cup_side_name(struct session *s, const char *side, char *out, size_t len)
{
	sqlite3_stmt	*st;

	snprintf(out, len, "%s", *side ? side : "neutral");
	if (sql_prepare(s->rules, "SELECT name FROM side WHERE game = ?1 "
	    "AND id = ?2", -1, &st, NULL) != SQLITE_OK)
		return out;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, side, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(out, len, "%s", (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return out;
}

/* Pick one of n: asked at the prompt, else at random (and said so).  -2
 * when the player cancelled at the prompt (r failed). */
int
cup_choose(struct session *s, const char *what, const char **names, int n,
    const char *vis, struct reply *r)
{
	return cup_choose_among(s, what, names, NULL, n, vis, r);
}

int
cup_choose_among(struct session *s, const char *what, const char **names,
    const int *taken, int n, const char *vis, struct reply *r)
{
	char	*line, prompt[512];
	size_t	 o;
	int	 i, hit, left;

	for (i = left = 0; i < n; i++)
		if (taken == NULL || !taken[i])
			left++;
	if (left <= 0)
		return -1;
	if (s->ask != NULL) {
		struct prompt_choices ch = { names, n, NULL, taken };

		/* A side's secret choice (its Key chit) is typed unseen, for
		 * a screen the other side can see; the list is the whole of
		 * what it chooses from, those taken too, so that it reads the
		 * same before and after each choice. */
		o = (size_t)snprintf(prompt, sizeof prompt, "%s%s (", vis != NULL ?
		    PROMPT_SECRET : "", what);
		for (i = 0; i < n && o < sizeof prompt; i++)
			o += (size_t)snprintf(prompt + o, sizeof prompt - o,
			    "%s%s", i ? ", " : "", names[i]);
		if (o < sizeof prompt)
			snprintf(prompt + o, sizeof prompt - o, "%s)?%s > ",
			    n == 1 ? "; Enter takes it" : "", vis != NULL ?
			    " (typed unseen)" : "");
		if (prompt_ask(s->ask, s->ask_arg, r, prompt, prompt_choice, &ch,
		    &line) != 0)
			return -2;	/* cancelled: r says so */
		hit = prompt_choice_index(&ch, line);
		free(line);
		return hit;
	}
	hit = (int)rng_below(s->rng, (uint32_t)left);
	for (i = 0; i < n; i++)
		if ((taken == NULL || !taken[i]) && hit-- == 0)
			break;
	hit = i;
	if (session_may_see(s, vis))
		reply_line(r, "  %s: %s, chosen at random (none given).", what,
		    names[hit]);
	else
		reply_line(r, "  %s chosen at random (hidden from this view).",
		    what);
	return hit;
}

int
cup_rule_counts(struct session *s, const char *side, int *keys, int *included)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT keys, included FROM cup_rule "
	    "WHERE game = ?1 AND scenario = ?2 AND side = ?3", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, side, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		*keys = sqlite3_column_int(st, 0);
		*included = sqlite3_column_int(st, 1);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

int
cup_sides(struct session *s, char sides[][32], int max)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(s->rules, "SELECT c.side FROM cup_rule c JOIN "
	    "side d ON d.game = c.game AND d.id = c.side WHERE c.game = ?1 AND "
	    "c.scenario = ?2 ORDER BY d.pos", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (n < max && sqlite3_step(st) == SQLITE_ROW)
		snprintf(sides[n++], 32, "%s", sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return n;
}

/* The chits of one place and side, as index and name lists. */
int
cup_gather(struct session *s, const char *where, const char *side, int *idx,
    const char **names, int max)
{
	struct deck	 d = cup_deck(s);

	return deck_gather(&d, where, side, idx, names, max);
}

void
cup_describe(struct session *s, struct buf *b)
{
	static const char *const kinds[] = { "event", "formation", "division",
	    "cic", "wild", NULL };
	static const char *const label[] = { "Event", "Formation", "Division",
	    "CIC", "Wild" };
	char	 sides[8][32], name[64];
	int	 ns, j, m;
	int	 k, i, n, first = 1;

	buf_printf(b, "%d %s", cup_count(s, CHIT_CUP, NULL), cup_word(s,
	    cup_count(s, CHIT_CUP, NULL) == 1 ? CW_PIECE : CW_PIECES));
	for (k = 0; kinds[k] != NULL; k++) {
		for (i = n = 0; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0 &&
			    strcmp(CUP(s)->chits[i].kind, kinds[k]) == 0)
				n++;
		if (n == 0)
			continue;
		buf_printf(b, "%s %d %s", first ? " -" : ",", n, label[k]);
		first = 0;
		/* Event identities stay hidden; the others are public. */
		if (strcmp(kinds[k], "event") == 0)
			continue;
		/* A side's seeded cards too: how many each, not which. */
		if (strcmp(kinds[k], "formation") == 0) {
			ns = cup_sides(s, sides, 8);
			buf_add(b, " (");
			for (j = n = 0; j < ns; j++) {
				for (i = m = 0; i < CUP(s)->nchits; i++)
					m += strcmp(CUP(s)->chits[i].where,
					    CHIT_CUP) == 0 && strcmp(
					    CUP(s)->chits[i].kind, kinds[k]) ==
					    0 && strcmp(CUP(s)->chits[i].side,
					    sides[j]) == 0;
				if (m > 0)
					buf_printf(b, "%s%s %d", n++ ? ", " :
					    "", cup_side_name(s, sides[j], name,
					    sizeof name), m);
			}
			buf_add(b, ")");
			continue;
		}
		buf_add(b, " (");
		for (i = n = 0; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0 &&
			    strcmp(CUP(s)->chits[i].kind, kinds[k]) == 0)
				buf_printf(b, "%s%s", n++ ? ", " : "",
				    CUP(s)->chits[i].name);
		buf_add(b, ")");
	}
}

const char *
cup_puller(struct session *s)
{
	static _Thread_local char side[32];
	sqlite3_stmt	*st;
	const char	*out = NULL;

	if (sql_prepare(s->rules, "SELECT side FROM cup_rule WHERE game "
	    "= ?1 AND scenario = ?2 AND puller_parity = ?3 % 2", -1, &st,
	    NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, s->turn);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(side, sizeof side, st, 0);
		out = side;
	}
	sqlite3_finalize(st);
	return out;
}

/* Brigades that are in this scenario by now (in the set-up, or named by a
 * reinforcement that has arrived): those of a division not yet activated,
 * or with all_of_side, every brigade of that side. */
int
cup_brigades(struct session *s, const char *division, const char *side,
    char ids[][48], const char **names, char store[][64], int max)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	/* A brigade the scenario counts as another is no brigade of its
	 * own there (formation_merge): only the other is activated. */
	if (sql_prepare(s->rules, "SELECT f.id, f.name FROM formation f "
	    "WHERE f.game = ?1 AND (f.parent = ?2 OR f.side = ?5) AND "
	    "f.kind = 'brigade' AND NOT EXISTS (SELECT 1 FROM formation_merge "
	    "m WHERE m.game = f.game AND m.scenario = ?3 AND m.formation = "
	    "f.id) AND (EXISTS (SELECT 1 FROM setup u WHERE u.game = f.game AND "
	    "u.scenario = ?3 AND u.formation = f.name) OR EXISTS (SELECT 1 "
	    "FROM schedule h WHERE h.game = f.game AND h.scenario = ?3 AND "
	    "h.kind = 'reinforcement' AND h.turn <= ?4 AND h.what LIKE f.name "
	    "|| ' %')) ORDER BY f.rowid", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, division, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 4, s->turn);
	if (side != NULL)
		sqlite3_bind_text(st, 5, side, -1, SQLITE_STATIC);
	while (n < max && sqlite3_step(st) == SQLITE_ROW) {
		int i, active = 0;
		const char *id = (const char *)sqlite3_column_text(st, 0);

		for (i = 0; i < CUP(s)->nactive; i++)
			if (strcmp(CUP(s)->active[i], id) == 0)
				active = 1;
		if (active && side == NULL)
			continue;
		snprintf(ids[n], 48, "%s", id);
		snprintf(store[n], 64, "%s", (const char *)
		    sqlite3_column_text(st, 1));
		names[n] = store[n];
		n++;
	}
	sqlite3_finalize(st);
	return n;
}

/* A brigade typed by the name of one the scenario counts as another
 * (formation_merge): that other's name, in out, with the rule that says
 * so in why; else typed itself. */
const char *
cup_brigade_typed(struct session *s, const char *typed, char *out,
    size_t len, char *why, size_t wlen)
{
	sqlite3_stmt	*st;
	char		 names[16][64], into[16][64], secs[16][24];
	const char	*p[16];
	int		 n = 0, hit;

	if (typed == NULL || sql_prepare(s->rules, "SELECT f.name, "
	    "g.name, m.section FROM formation_merge m JOIN formation f ON "
	    "f.game = m.game AND f.id = m.formation JOIN formation g ON "
	    "g.game = m.game AND g.id = m.counts_as WHERE m.game = ?1 AND "
	    "m.scenario = ?2", -1, &st, NULL) != SQLITE_OK)
		return typed;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (n < 16 && sqlite3_step(st) == SQLITE_ROW) {
		data_text(names[n], sizeof names[n], st, 0);
		data_text(into[n], sizeof into[n], st, 1);
		data_text(secs[n], sizeof secs[n], st, 2);
		p[n] = names[n];
		n++;
	}
	sqlite3_finalize(st);
	if ((hit = name_match(typed, p, NULL, n)) < 0)
		return typed;
	snprintf(why, wlen, "%s Brigade counts as %s in this scenario (%s %s)",
	    names[hit], into[hit], s->tag, secs[hit]);
	snprintf(out, len, "%s", into[hit]);
	return out;
}

/* A roll on a table, shown and recorded; the outcome (malloc'd) or NULL
 * when the table is not entered yet (then the reply says how to). */
char *
cup_table_roll(struct session *s, const char *table, int argc, char **argv,
    struct reply *r)
{
	return cup_table_roll_total(s, table, argc, argv, r, NULL);
}

char *
cup_table_roll_total(struct session *s, const char *table, int argc,
    char **argv, struct reply *r, int *total)
{
	struct lookup_result	 res;
	struct reply		 sub;
	char			*result = NULL, text[256];

	reply_init(&sub);
	if (session_roll_table(s, table, argc, argv, 0, &sub, &res) != 0) {
		/* A table not entered is said and the draw goes on without
		 * it; a question cancelled ends the command. */
		if (sub.cancelled) {
			reply_fail(r, "%s", buf_str(&sub.err));
			r->cancelled = 1;
		} else
			reply_line(r, "  %s", buf_str(&sub.err));
		reply_free(&sub);
		return NULL;
	}
	buf_add(&r->text, buf_str(&sub.text));
	lookup_result_free(&res);
	if (total != NULL)
		*total = res.rolled ? res.roll.total : 0;
	if (res.has_outcome) {
		result = xstrdup(res.outcome);
		snprintf(text, sizeof text, "%s: %s", table, res.outcome);
		if (session_record(s, "lookup", text, json_deep_copy(sub.json)) !=
		    0) {
			free(result);
			result = NULL;
		}
	}
	reply_free(&sub);
	return result;
}

/* A chit held face down and discarded unplayed stays face down, as the
 * umpire's `force held` declines one: which chit it was is for its side
 * (who saw it go) and the umpire; the others read that one was. */
static int
discard_face_down(struct session *s, struct chit_state *c, struct reply *r)
{
	char	 text[256], name[64], made[160];

	snprintf(text, sizeof text, "Discarded %s, face down", c->name);
	/* The secret first: the command's line is kept with its first event,
	 * which must not be the public one. */
	if (cup_move_chit(s, c, CHIT_DISCARD, 0, CUP(s)->negate_next,
	    c->face_down, text) != 0)
		return reply_fail(r, "cannot record it");
	snprintf(made, sizeof made, "The %s discarded a held chit, face down",
	    cup_side_name(s, c->side, name, sizeof name));
	if (session_record(s, "discard", made, xjson_pack("{s:s}", "side",
	    c->side)) != 0)
		return reply_fail(r, "cannot record it");
	/* A view that may not name it there (the table's) reads what the
	 * other side does. */
	reply_sentence(r, cup_may_identify(s, c) ? text : made);
	return 0;
}

int
cup_move(struct session *s, const char *verb, const char *typed,
    struct reply *r)
{
	struct chit_state	*c;
	char			 text[256];

	/* A hold records nothing: at the table's screen, whether a name is
	 * held face down (and by whom) would be learnt for free.  One
	 * answer for every name this screen may not list. */
	if (strcasecmp(verb, "hold") == 0 && strcmp(s->view, VIEW_TABLE) == 0 &&
	    ((c = cup_find(s, typed, CHIT_HAND, NULL, NULL)) == NULL ||
	    !cup_may_list(s, c)))
		return reply_fail(r, "at the table's screen a chit held face "
		    "down is not named: it stays in its side's hand unless "
		    "played (`next` goes on)");
	if ((c = cup_find(s, typed, CHIT_HAND, NULL, r)) == NULL ||
	    session_may_act(s, c->side, r) != 0)
		return -1;
	/* A Division chit in hand is one drawn, waiting for its brigade. */
	if (strcmp(c->id, CUP(s)->owed_chit) == 0)
		return reply_fail(r, "%s waits for its owner to choose its "
		    "brigade (`brigade BRIGADE`, or the umpire's `force`)",
		    c->name);
	if (strcasecmp(verb, "hold") == 0) {
		char name[64];

		/* Where every card drawn is shown to all, a hold of the one
		 * just drawn tells nobody anything new: it is recorded, and
		 * the card is no longer one to play as drawn (its Default
		 * Event is gone). */
		if (cup_drawn_shown(s) && strcmp(c->id, CUP(s)->last_drawn) ==
		    0 && strcmp(c->id, CUP(s)->held_drawn) != 0) {
			snprintf(text, sizeof text, "%s held (%s)", c->name,
			    rules_cite(s->rules, s->game, "cup.hold"));
			if (session_record(s, "chit-held", text, xjson_pack(
			    "{s:s}", "chit", c->id)) != 0)
				return reply_fail(r, "cannot record the hold");
		}
		if (cup_drawn_shown(s))
			reply_line(r, "%s stays in the %s player's hand, face "
			    "down (play it in a later held cards' phase or at "
			    "the turn's end: %s, %s).", c->name, cup_side_name(s,
			    c->side, name, sizeof name), rules_cite(s->rules,
			    s->game, "cup.hold"), rules_cite(s->rules, s->game,
			    "cup.held-end"));
		else
			reply_line(r, "%s stays in the %s player's hand (play it "
			    "before a later pull, or in the End Turn Phase: %s, "
			    "%s).", c->name, cup_side_name(s, c->side, name,
			    sizeof name), rules_cite(s->rules, s->game,
			    "cup.hold"), rules_cite(s->rules, s->game,
			    "cup.held-end"));
		json_object_set_new(r->json, "held", json_string(c->id));
		return 0;
	}
	if (strcasecmp(verb, "play") != 0 && c->face_down[0] != '\0')
		return discard_face_down(s, c, r);
	snprintf(text, sizeof text, "%s %s", strcasecmp(verb, "play") == 0 ?
	    "Played" : "Discarded", c->name);
	if (cup_move_chit(s, c, CHIT_DISCARD, 0, CUP(s)->negate_next, NULL, text) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	return 0;
}

/* The chits held in hand, side by side: by name where this view may know
 * them (its own side's, or all for the umpire), else only how many (the
 * other side's hand is its secret).  "held" in the JSON lists the known
 * ones with their ids, which tell apart two chits of one name. */
/* One side's held chits: by name where the view may identify them, else
 * as a count; those named into held. */
static void
hand_of(struct session *s, const char *side, struct reply *r, json_t *held)
{
	char		 name[64];
	struct buf	 b;
	int		 j, hidden = 0;

	buf_init(&b);
	for (j = 0; j < CUP(s)->nchits; j++) {
		struct chit_state *c = &CUP(s)->chits[j];

		if (strcmp(c->where, CHIT_HAND) != 0 ||
		    strcmp(c->side, side) != 0)
			continue;
		if (!cup_may_identify(s, c)) {
			hidden++;
			continue;
		}
		buf_printf(&b, "%s%s", b.len ? ", " : "", c->name);
		json_array_append_new(held, xjson_pack("{s:s, s:s, s:s}",
		    "id", c->id, "name", c->name, "side", c->side));
	}
	if (b.len > 0)
		reply_line(r, "  %s hand: %s.", cup_side_name(s, side, name,
		    sizeof name), buf_str(&b));
	if (hidden > 0)
		reply_line(r, "  %s hand: %d chit%s (hidden from this view).",
		    cup_side_name(s, side, name, sizeof name), hidden,
		    hidden == 1 ? "" : "s");
	buf_free(&b);
}

void
cup_hand_of(struct session *s, const char *side, struct reply *r,
    json_t *counts)
{
	json_t	*held = json_array();

	hand_of(s, side, r, held);
	json_object_set_new(counts, "held", held);
}

void
cup_hands(struct session *s, struct reply *r, json_t *counts)
{
	char		 sides[8][32];
	json_t		*held = json_array();
	int		 ns = cup_sides(s, sides, 8), i;

	for (i = 0; i < ns; i++)
		hand_of(s, sides[i], r, held);
	json_object_set_new(counts, "held", held);
}

void
cup_show(struct session *s, int brief, struct reply *r)
{
	static const char *const places[] = { CHIT_CUP, CHIT_HAND,
	    CHIT_TRACK, CHIT_DISCARD, CHIT_EXCLUDED, CHIT_POOL, CHIT_RESERVE,
	    CHIT_WAITING, NULL };
	json_t		*counts = json_object();
	struct buf	 b;
	int		 i;

	buf_init(&b);
	if (cup_count(s, CHIT_POOL, NULL) > 0) {
		char sides[8][32], name[64];
		int ns = cup_sides(s, sides, 8), keys, inc;

		for (i = 0; i < ns; i++)
			if (cup_rule_counts(s, sides[i], &keys, &inc))
				buf_printf(&b, "%s%s picks %d %s", i ? ", " :
				    "", cup_side_name(s, sides[i], name, sizeof name),
				    keys, cup_word(s, keys == 1 ? CW_KEY : CW_KEYS));
		reply_line(r, "%s: not built yet - %s (%s), then blind Events "
		    "and the %s in play go in.", cup_word(s, CW_POOL_CAP),
		    buf_str(&b), rules_cite(s->rules, s->game, "cup.key-chits"),
		    cup_word(s, CW_PIECES));
	} else {
		cup_describe(s, &b);
		reply_line(r, "%s: %s.", cup_word(s, CW_POOL_CAP), buf_str(&b));
	}
	if (cup_puller(s) != NULL) {
		char name[64];

		/* The parity is the game turn's, which is not the scenario's
		 * own count where it starts later on the track. */
		reply_line(r, "  Puller (suggested, %s): %s (game turn %d, %s).",
		    rules_cite(s->rules, s->game, "cup.puller"), cup_side_name(s, cup_puller(s), name,
		    sizeof name), s->turn, s->turn % 2 ? "odd" : "even");
		json_object_set_new(counts, "puller", json_string(cup_puller(s)));
	}
	for (i = 1; brief == 0 && places[i] != NULL; i++) {
		int n = cup_count(s, places[i], NULL);

		if (n > 0)
			reply_line(r, "  %-9s %d", places[i], n);
	}
	if (CUP(s)->negate_next) {
		char *by = rules_text(s->rules, "SELECT name FROM chit WHERE "
		    "game = ?1 AND effect = 'negate-next' LIMIT 1", s->game, NULL);

		reply_line(r, "  %s: the next %s drawn is negated.", by != NULL ?
		    by : "A wild chit", cup_word(s, CW_PIECE));
		free(by);
	}
	for (i = 1; places[i] != NULL; i++)
		json_object_set_new(counts, places[i],
		    json_integer(cup_count(s, places[i], NULL)));
	/* A deck of seeded cards: those its owners keep back this turn. */
	if (cup_count(s, CHIT_CARDS, NULL) > 0) {
		if (brief == 0)
			reply_line(r, "  %-9s %d", CHIT_CARDS, cup_count(s,
			    CHIT_CARDS, NULL));
		json_object_set_new(counts, CHIT_CARDS, json_integer(
		    cup_count(s, CHIT_CARDS, NULL)));
	}
	cup_hands(s, r, counts);
	if (CUP(s)->norders > 0)
		cup_orders_show(s, brief, r, counts);
	json_object_set_new(counts, "count", json_integer(cup_count(s, CHIT_CUP,
	    NULL)));
	json_object_set_new(counts, "negate_next", json_boolean(CUP(s)->negate_next));
	json_object_set_new(r->json, "cup", counts);
	buf_free(&b);
}

int
cup_die(struct session *s, const char *typed, const char *prompt,
    struct roll *die, struct reply *r)
{
	struct dice	 d6 = { 1, 6, 0 };
	char		 err[160], *line = NULL;
	int		 rc = 0;

	if (typed == NULL && s->ask != NULL) {
		if (prompt_ask(s->ask, s->ask_arg, r, prompt, prompt_roll, &d6,
		    &line) != 0)
			return -1;
		if (*line != '\0')
			typed = line;
	}
	if (typed != NULL) {
		if (dice_read(&d6, typed, die, err, sizeof err) != 0)
			rc = reply_fail(r, "%s. Nothing recorded", err);
	} else
		dice_roll(&d6, s->rng, die);
	free(line);
	return rc;
}

int
cup_wait(struct session *s, void (*owes)(struct session *, struct owes *),
    const char *how, struct reply *r)
{
	struct owes	 o;
	int		 rc = 0;

	owes_init(&o);
	owes(s, &o);
	if (o.text.len > 0)
		rc = reply_fail(r, "waiting for: %s (the side chooses with %s, "
		    "or the umpire's `force`)", buf_str(&o.text), how);
	owes_free(&o);
	return rc;
}
