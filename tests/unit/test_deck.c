/* The deck (deck.h): moves between places as events, blind draws, what a
 * reader may know of a piece in each place, and every piece in exactly
 * one place; and the cup, which is one, keeping that through its fold. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/dice.h"
#include "adj/journal.h"
#include "adj/mech/cup.h"
#include "adj/mech/deck.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "../../src/mech/cup_internal.h"

/* A piece with something of the policy's after it, as a cup's chit has. */
struct card {
	struct deck_piece	 piece;
	int			 order;
};

static const struct deck_place places[] = {
	{ "pile", DECK_BLIND },
	{ "seed", DECK_CLOSED },
	{ "hand", DECK_HAND },
	{ "played", DECK_OPEN },
	{ NULL, DECK_OPEN }
};

static struct card	 cards[6];

static struct deck
make(void)
{
	static const char *const spec[][4] = {
		{ "red-1", "event", "red", "pile" },
		{ "red-2", "formation", "red", "pile" },
		{ "blue-1", "event", "blue", "pile" },
		{ "blue-2", "formation", "blue", "seed" },
		{ "wild", "wild", "", "pile" },
		{ "blue-3", "event", "blue", "hand" },
	};
	struct deck	 d;
	int		 i;

	memset(cards, 0, sizeof cards);
	for (i = 0; i < 6; i++) {
		snprintf(cards[i].piece.id, sizeof cards[i].piece.id, "%s",
		    spec[i][0]);
		snprintf(cards[i].piece.name, sizeof cards[i].piece.name, "%s",
		    spec[i][0]);
		snprintf(cards[i].piece.kind, sizeof cards[i].piece.kind, "%s",
		    spec[i][1]);
		snprintf(cards[i].piece.side, sizeof cards[i].piece.side, "%s",
		    spec[i][2]);
		snprintf(cards[i].piece.where, sizeof cards[i].piece.where, "%s",
		    spec[i][3]);
		cards[i].order = i;
	}
	d.base = cards;
	d.size = sizeof cards[0];
	d.n = 6;
	d.places = places;
	d.secret = "event";
	return d;
}

static int
all_counted(const struct deck *d)
{
	int	 n = 0, k;

	for (k = 0; d->places[k].name != NULL; k++)
		n += deck_count(d, d->places[k].name, NULL);
	return n;
}

/* A move is the event's data; the fold of that data moves the piece, and
 * only the fold does. */
static void
test_moves(void **state)
{
	struct deck		 d = make();
	struct deck_piece	*p;
	json_t			*data;
	char			 from[16];

	(void)state;
	data = deck_move_data(&d, &cards[2].piece, "hand", json_pack("{s:b}",
	    "key", 1), "blue");
	assert_non_null(data);
	assert_string_equal(json_string_value(json_object_get(data, "chit")),
	    "blue-1");
	assert_string_equal(json_string_value(json_object_get(data, "to")),
	    "hand");
	assert_true(json_is_true(json_object_get(data, "key")));
	assert_string_equal(json_string_value(json_object_get(data,
	    "face_down")), "blue");
	/* The keys in the order the journal's "chit" events always had. */
	assert_string_equal(json_object_iter_key(json_object_iter(data)),
	    "chit");
	assert_string_equal(cards[2].piece.where, "pile");
	p = deck_fold_move(&d, data, from, sizeof from);
	assert_ptr_equal(p, &cards[2].piece);
	assert_string_equal(from, "pile");
	assert_string_equal(cards[2].piece.where, "hand");
	assert_string_equal(cards[2].piece.face_down, "blue");
	assert_int_equal(cards[2].order, 2);
	json_decref(data);

	/* Face up again when it moves on in the open. */
	data = deck_move_data(&d, &cards[2].piece, "played", NULL, NULL);
	assert_non_null(deck_fold_move(&d, data, from, sizeof from));
	assert_string_equal(cards[2].piece.face_down, "");
	assert_int_equal(deck_count(&d, "played", "blue"), 1);
	json_decref(data);
	assert_int_equal(all_counted(&d), 6);
}

/* No move puts a piece in no place: refused when made, ignored when a
 * journal names one. */
static void
test_nowhere(void **state)
{
	struct deck	 d = make();
	json_t		*data;
	char		 from[16];

	(void)state;
	assert_null(deck_move_data(&d, &cards[0].piece, "nowhere", NULL,
	    NULL));
	data = json_pack("{s:s, s:s}", "chit", "red-1", "to", "nowhere");
	assert_null(deck_fold_move(&d, data, from, sizeof from));
	json_decref(data);
	data = json_pack("{s:s, s:s}", "chit", "no-such", "to", "hand");
	assert_null(deck_fold_move(&d, data, from, sizeof from));
	json_decref(data);
	assert_string_equal(cards[0].piece.where, "pile");
	assert_int_equal(deck_check(&d, NULL), 0);
	assert_int_equal(all_counted(&d), 6);
}

/* A blind draw takes any piece of its place (and side), each about as
 * often, and none from elsewhere. */
static void
test_blind(void **state)
{
	struct deck		 d = make();
	struct deck_piece	*p;
	struct rng		 rng;
	int			 seen[6] = { 0 }, i;

	(void)state;
	rng_init_seed(&rng, 29);
	for (i = 0; i < 4000; i++) {
		p = deck_blind(&d, "pile", NULL, &rng);
		assert_non_null(p);
		assert_string_equal(p->where, "pile");
		seen[(struct card *)p - cards]++;
	}
	for (i = 0; i < 6; i++)
		if (strcmp(cards[i].piece.where, "pile") == 0)
			assert_in_range(seen[i], 800, 1200);
		else
			assert_int_equal(seen[i], 0);
	p = deck_blind(&d, "pile", "red", &rng);
	assert_string_equal(p->side, "red");
	assert_null(deck_blind(&d, "played", NULL, &rng));
	assert_null(deck_blind(&d, "seed", "red", &rng));
}

/* A reader: who it is ("red", "blue", "umpire"); the umpire sees every
 * visibility, a side its own and "all". */
static int
sees(void *who, const char *vis)
{
	return strcmp(who, "umpire") == 0 || strcmp(vis, "all") == 0 ||
	    strcmp(vis, who) == 0;
}

/* Each row: piece, its place and who saw it go face down ("" face
 * up), the reader, whether it reads at a table, listing, and the answer. */
static const struct {
	int		 i;
	const char	*where, *face_down, *who;
	int		 table, listing, knows;
} seen[] = {
	/* A secret kind face down: its owner and the umpire know it, the
	 * other side and the table do not.  Another kind: everyone. */
	{ 0, "pile", "", "red", 0, 0, 1 },
	{ 0, "pile", "", "blue", 0, 0, 0 },
	{ 0, "pile", "", "red", 1, 0, 0 },
	{ 0, "pile", "", "umpire", 0, 0, 1 },
	{ 1, "pile", "", "blue", 0, 0, 1 },
	{ 4, "pile", "", "red", 1, 0, 1 },
	/* A hand: another side sees nothing in it; the table, a face
	 * shown (not a secret one). */
	{ 5, "hand", "", "blue", 0, 0, 1 },
	{ 5, "hand", "", "red", 0, 0, 0 },
	{ 5, "hand", "", "red", 1, 0, 0 },
	{ 3, "hand", "", "red", 0, 0, 0 },
	{ 3, "hand", "", "red", 1, 0, 1 },
	/* Played: face up to all, a secret kind too. */
	{ 0, "played", "", "blue", 0, 0, 1 },
	{ 0, "played", "", "blue", 1, 0, 1 },
	/* Gone face down where only the umpire saw it go: the umpire and
	 * its owner know it, nobody else. */
	{ 0, "played", "umpire", "blue", 0, 0, 0 },
	{ 0, "played", "umpire", "umpire", 0, 0, 1 },
	{ 0, "played", "umpire", "red", 0, 0, 1 },
	/* Blind: its owner may name it, but no list offers it him. */
	{ 2, "pile", "umpire", "blue", 0, 0, 1 },
	{ 2, "pile", "umpire", "blue", 0, 1, 0 },
	{ 2, "pile", "umpire", "umpire", 0, 1, 1 },
	/* A Key chit: its owner saw it go in, so may list it. */
	{ 2, "pile", "blue", "blue", 0, 1, 1 },
	{ 2, "pile", "blue", "red", 0, 0, 0 },
	/* A closed place: a secret kind stays its owner's. */
	{ 2, "seed", "", "red", 0, 0, 0 },
	{ 2, "seed", "", "blue", 0, 1, 1 },
};

static void
test_visibility(void **state)
{
	struct deck		 d;
	struct deck_reader	 rd = { sees, NULL, 0 };
	struct deck_piece	*p;
	size_t			 k;

	(void)state;
	for (k = 0; k < sizeof seen / sizeof seen[0]; k++) {
		d = make();
		p = &cards[seen[k].i].piece;
		snprintf(p->where, sizeof p->where, "%s", seen[k].where);
		snprintf(p->face_down, sizeof p->face_down, "%s",
		    seen[k].face_down);
		rd.arg = (void *)seen[k].who;
		rd.table = seen[k].table;
		if (deck_may_identify(&d, p, &rd, seen[k].listing) !=
		    seen[k].knows)
			fail_msg("row %zu: %s %s in %s (face down to \"%s\"): "
			    "expected %d", k, seen[k].who, p->id, p->where,
			    p->face_down, seen[k].knows);
	}
}

static void
test_check(void **state)
{
	struct deck	 d = make();
	int		 bad = -1;

	(void)state;
	assert_int_equal(deck_check(&d, &bad), 0);
	snprintf(cards[4].piece.where, sizeof cards[4].piece.where, "lost");
	assert_int_equal(deck_check(&d, &bad), -1);
	assert_int_equal(bad, 4);
	d = make();
	snprintf(cards[3].piece.id, sizeof cards[3].piece.id, "red-1");
	assert_int_equal(deck_check(&d, &bad), -1);
	assert_int_equal(bad, 3);
}

/* A cup's journal naming a place the cup has not (a hand-written event):
 * the chit stays where it was, still counted in one place, and the cup
 * folds on. */
static void
test_cup_nowhere(void **state)
{
	struct session	*s;
	struct deck	 d;
	int		 total, k;
	char		 where[16];

	(void)state;
	s = fixture_session("nowhere.adj", "longstreet-attacks", "whirlpool");
	d = cup_deck(s);
	assert_true(d.n > 0);
	assert_int_equal(deck_check(&d, NULL), 0);
	snprintf(where, sizeof where, "%s", CUP(s)->chits[0].where);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(fixture_end(s, session_record(s, "chit", "lost",
	    json_pack("{s:s, s:s, s:b, s:b}", "chit", CUP(s)->chits[0].id,
	    "to", "nowhere", "key", 0, "negate_next", 0))), 0);
	assert_string_equal(CUP(s)->chits[0].where, where);
	d = cup_deck(s);
	for (k = total = 0; d.places[k].name != NULL; k++)
		total += cup_count(s, d.places[k].name, NULL);
	assert_int_equal(total, CUP(s)->nchits);
	session_close(s);
}

/* Every kind of chit a game with a cup has is some policy's. */
static void
test_policies(void **state)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	(void)state;
	assert_int_equal(sql_prepare(rules, "SELECT DISTINCT kind FROM "
	    "chit WHERE game IN (SELECT game FROM game_mechanism WHERE "
	    "mechanism = 'cup')", -1, &st, NULL), SQLITE_OK);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *kind = (const char *)sqlite3_column_text(st, 0);

		if (cup_policy(kind) == NULL)
			fail_msg("chit kind %s has no cup policy", kind);
		n++;
	}
	sqlite3_finalize(st);
	assert_true(n >= 4);
	assert_null(cup_policy("card"));
}

/* A chit of a kind no policy knows is refused when drawn, the command
 * recording nothing (it was taken for a CIC and handed to its owner). */
static void
test_cup_unknown_kind(void **state)
{
	struct session	*s;
	struct reply	 r;
	int		 i, guard, rc;

	(void)state;
	s = fixture_session("kind.adj", "longstreet-attacks", "whirlpool");
	for (guard = 0; guard < 20 && (cup_count(s, CHIT_CUP, NULL) == 0 ||
	    cup_count(s, CHIT_POOL, NULL) > 0); guard++) {
		reply_init(&r);
		assert_int_equal(journal_begin(s->j), 0);
		assert_int_equal(fixture_end(s, session_next(s, NULL, &r)), 0);
		reply_free(&r);
	}
	assert_true(cup_count(s, CHIT_CUP, NULL) > 0);
	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0)
			snprintf(CUP(s)->chits[i].kind,
			    sizeof CUP(s)->chits[i].kind, "card");
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = cup_draw(s, NULL, NULL, NULL, &r);
	assert_int_equal(rc, -1);
	assert_non_null(strstr(buf_str(&r.err), "no rule for"));
	fixture_end(s, rc);
	reply_free(&r);
	assert_int_equal(cup_count(s, CHIT_HAND, NULL), 0);
	session_close(s);
}

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(29);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_moves),
		cmocka_unit_test(test_nowhere),
		cmocka_unit_test(test_blind),
		cmocka_unit_test(test_visibility),
		cmocka_unit_test(test_check),
		cmocka_unit_test(test_cup_nowhere),
		cmocka_unit_test(test_policies),
		cmocka_unit_test(test_cup_unknown_kind),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
