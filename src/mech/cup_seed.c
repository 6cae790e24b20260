/* Seeding a deck of activation cards: each turn a side chooses which of
 * each formation's cards go into the deck, as many as the scenario gives
 * the formation (seed_rule), in secret.  The cards wait in their owner's
 * place (CHIT_CARDS) between turns; a card seeded goes into the cup face
 * down to its side, so that another side reads how many went in, never
 * which.  Typed (`seed SIDE CARD...`) before the step, or asked for at the
 * prompt, or chosen at random in a script, as Key chits are; a shared
 * campaign waits for them (cup_owed).  The step's action ends the choices
 * for the turn with one public line of the counts ("seeded" event). */

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "cup_internal.h"

#define SEED_FORMATIONS	64	/* formations of one side that seed */
#define SEED_CARDS	16	/* cards one command names */

/* A formation that seeds this turn: its id, name and allowance. */
struct seeding {
	char	 id[48];
	char	 name[96];
	int	 cards;
};

/* The formations of side that seed this turn (their units in the game
 * by now), in the data's order. */
static int
seedings(struct session *s, const char *side, struct seeding *f, int max)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(s->rules, "SELECT r.formation, f.name, r.cards FROM "
	    "seed_rule r JOIN formation f ON f.game = r.game AND f.id = "
	    "r.formation WHERE r.game = ?1 AND r.scenario = ?2 AND f.side = ?3 "
	    "AND r.first_turn <= ?4 ORDER BY r.rowid", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, side, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 4, s->turn);
	while (n < max && sqlite3_step(st) == SQLITE_ROW) {
		snprintf(f[n].id, sizeof f[n].id, "%s",
		    sqlite3_column_text(st, 0));
		snprintf(f[n].name, sizeof f[n].name, "%s",
		    sqlite3_column_text(st, 1));
		f[n].cards = cup_general_allowance(s, f[n].id,
		    sqlite3_column_int(st, 2));
		n++;
	}
	sqlite3_finalize(st);
	return n;
}

/* May card c be seeded now: among its owner's cards, of no order its
 * formation lost to a General Casualty? */
static int
seedable(struct session *s, const struct chit_state *c)
{
	return strcmp(c->where, CHIT_CARDS) == 0 &&
	    !cup_general_removed(s, c);
}

/* Formation f's cards in where (CHIT_CARDS: those it may seed). */
static int
cards_in(struct session *s, const char *f, const char *where)
{
	int	 i, n = 0;

	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcmp(CUP(s)->chits[i].formation, f) == 0 &&
		    strcmp(CUP(s)->chits[i].where, where) == 0 &&
		    (strcmp(where, CHIT_CARDS) != 0 ||
		    seedable(s, &CUP(s)->chits[i])))
			n++;
	return n;
}

/* How many more of f's cards go in this turn: its allowance less those
 * seeded, at most those it has left. */
static int
still_to_seed(struct session *s, const struct seeding *f)
{
	int	 more = f->cards - cards_in(s, f->id, CHIT_CUP);
	int	 left = cards_in(s, f->id, CHIT_CARDS);

	return more < 0 ? 0 : more < left ? more : left;
}

int
cup_seeds_owed(struct session *s, const char *side)
{
	struct seeding	 f[SEED_FORMATIONS];
	int		 n, i;

	if (CUP(s)->seeded == s->turn)
		return 0;
	n = seedings(s, side, f, SEED_FORMATIONS);
	for (i = 0; i < n; i++)
		if (still_to_seed(s, &f[i]) > 0)
			return 1;
	return 0;
}

static int
seed_one(struct session *s, struct chit_state *c, const char *side,
    struct reply *r)
{
	char	 text[256], name[64];

	cup_side_name(s, side, name, sizeof name);
	snprintf(text, sizeof text, "%s seeds %s", name, c->name);
	if (cup_move_chit(s, c, CHIT_CUP, 0, CUP(s)->negate_next, side,
	    text) != 0)
		return reply_fail(r, "cannot record the card seeded");
	if (session_may_see(s, side))
		reply_line(r, "  %s (hidden from the other side).", text);
	return 0;
}

/* A card side names: one of its formations' cards not yet seeded. */
static struct chit_state *
seed_find(struct session *s, const char *side, const char *typed,
    struct reply *r)
{
	struct chit_state	*c;

	if ((c = cup_find(s, typed, CHIT_CARDS, side, r)) == NULL)
		return NULL;
	if (strcmp(c->kind, "formation") != 0) {
		reply_fail(r, "%s is no formation's card: expected one to seed",
		    c->name);
		return NULL;
	}
	if (cup_general_removed(s, c)) {
		reply_fail(r, "%s is out while its general is a casualty: its "
		    "formation lost its %s cards (%s)", c->name, c->orders,
		    rules_cite(s->rules, s->game, "cards.casualty"));
		return NULL;
	}
	return c;
}

int
cup_seed(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	struct chit_state	*found[SEED_CARDS];
	struct seeding		 f[SEED_FORMATIONS];
	char			 name[64];
	int			 nf, i, j, k, more;

	if (session_may_act(s, side, r) != 0)
		return -1;
	cup_side_name(s, side, name, sizeof name);
	if ((nf = seedings(s, side, f, SEED_FORMATIONS)) == 0)
		return reply_fail(r, "the %s seed no formation's cards in this "
		    "scenario", name);
	if (CUP(s)->seeded == s->turn)
		return reply_fail(r, "the deck is built for this turn: cards "
		    "are seeded before it is (%s), next turn", rules_cite(
		    s->rules, s->game, "cards.seed"));
	if (argc > SEED_CARDS)
		return reply_fail(r, "at most %d cards at once", SEED_CARDS);
	/* Every card found and counted before any goes in: a refusal leaves
	 * no line saying that one before it was seeded. */
	for (i = 0; i < argc; i++) {
		if ((found[i] = seed_find(s, side, argv[i], r)) == NULL)
			return -1;
		for (j = 0; j < i; j++)
			if (found[j] == found[i])
				return reply_fail(r, "%s named twice: expected "
				    "%d different cards", found[i]->name, argc);
	}
	for (k = 0; k < nf; k++) {
		more = still_to_seed(s, &f[k]);
		for (i = 0; i < argc; i++)
			if (strcmp(found[i]->formation, f[k].id) == 0)
				more--;
		if (more < 0)
			return reply_fail(r, "%s seeds %d card%s a turn (%s): "
			    "%d more %s not go in", f[k].name, f[k].cards,
			    f[k].cards == 1 ? "" : "s", rules_cite(s->rules,
			    s->game, "cards.seed"), -more, -more == 1 ? "does" :
			    "do");
	}
	for (i = 0; i < argc; i++) {
		for (k = 0; k < nf; k++)
			if (strcmp(found[i]->formation, f[k].id) == 0)
				break;
		if (k == nf)
			return reply_fail(r, "%s's formation seeds no cards "
			    "this turn", found[i]->name);
	}
	for (i = 0; i < argc; i++)
		if (seed_one(s, found[i], side, r) != 0)
			return -1;
	return 0;
}

/* What side still has to seed, asked for at the prompt (unless
 * at_random) or chosen at random; the cards it seeded this turn, or -1. */
static int
seed_side(struct session *s, const char *side, int at_random,
    struct reply *r)
{
	struct seeding	 f[SEED_FORMATIONS];
	char		 what[160];
	const char	*names[64];
	int		 idx[64], nf, k, c, n, pick, total = 0;

	nf = seedings(s, side, f, SEED_FORMATIONS);
	for (k = 0; k < nf; k++) {
		while (still_to_seed(s, &f[k]) > 0) {
			for (n = c = 0; c < CUP(s)->nchits && n < 64; c++)
				if (strcmp(CUP(s)->chits[c].formation,
				    f[k].id) == 0 && seedable(s,
				    &CUP(s)->chits[c])) {
					idx[n] = c;
					names[n++] = CUP(s)->chits[c].name;
				}
			snprintf(what, sizeof what, "%s card to seed (%d of "
			    "%d)", f[k].name, cards_in(s, f[k].id, CHIT_CUP) +
			    1, f[k].cards);
			if (at_random)
				pick = (int)rng_below(s->rng, (uint32_t)n);
			else if ((pick = cup_choose(s, what, names, n, side,
			    r)) < 0)
				return -1;
			if (seed_one(s, &CUP(s)->chits[idx[pick]], side, r) !=
			    0)
				return -1;
		}
		total += cards_in(s, f[k].id, CHIT_CUP);
	}
	return total;
}

int
cup_seed_random(struct session *s, const char *side, struct reply *r)
{
	if (!cup_seeds_owed(s, side))
		return reply_fail(r, "the %s owe no cards to seed now", side);
	return seed_side(s, side, 1, r) < 0 ? -1 : 0;
}

/* The step's action: what is still to seed asked for or chosen at
 * random, then the counts said to all. */
int
cup_seed_action(struct session *s, struct reply *r)
{
	struct seeding	 f[1];
	char		 sides[8][32], name[64], text[320];
	int		 ns, i, total;
	struct buf	 b;

	if (CUP(s)->seeded == s->turn)
		return 0;
	buf_init(&b);
	ns = cup_sides(s, sides, 8);
	for (i = 0; i < ns; i++) {
		if (seedings(s, sides[i], f, 1) == 0)
			continue;
		if ((total = seed_side(s, sides[i], 0, r)) < 0)
			goto fail;
		buf_printf(&b, "%s%s %d", b.len ? ", " : "",
		    cup_side_name(s, sides[i], name, sizeof name), total);
	}
	if (b.len > 0) {
		/* What every side reads of the others' seeding: how many. */
		snprintf(text, sizeof text, "Cards seeded: %s (%s)",
		    buf_str(&b), rules_cite(s->rules, s->game, "cards.seed"));
		if (session_record(s, "seeded", text, xjson_pack("{s:i}",
		    "turn", s->turn)) != 0)
			goto fail;
		reply_line(r, "  %s.", text);
	}
	buf_free(&b);
	return 0;
fail:
	buf_free(&b);
	return -1;
}
