/* A General Casualty in a deck of seeded cards: the formation's general
 * falls, and from the next turn it seeds one card fewer, or, allowed one
 * already, loses every card of one order; the same result again for a
 * general who is a casualty is a Recovery, the formation whole from the
 * next turn.  A CIC's fall costs his side one CIC card, taken out at the
 * end of the turn.  Recorded as "general" events; the state is each
 * formation's last casualty and recovery turn, and the order it lost. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"
#include "cup_internal.h"

/* A side's CIC is kept as "cic/SIDE": never a formation's id, which has
 * no slash. */
static const char *
cic_key(const char *side, char *out, size_t len)
{
	snprintf(out, len, "cic/%s", side);
	return out;
}

static struct cup_general *
general_of(struct session *s, const char *formation, int add)
{
	struct cup_state	*cs = CUP(s);
	int			 i;

	for (i = 0; i < cs->ngenerals; i++)
		if (strcmp(cs->generals[i].formation, formation) == 0)
			return &cs->generals[i];
	if (!add)
		return NULL;
	cs->generals = xreallocarray(cs->generals, (size_t)cs->ngenerals + 1,
	    sizeof *cs->generals);
	memset(&cs->generals[cs->ngenerals], 0, sizeof *cs->generals);
	snprintf(cs->generals[cs->ngenerals].formation,
	    sizeof cs->generals[0].formation, "%s", formation);
	return &cs->generals[cs->ngenerals++];
}

void
cup_general_out(struct session *s, const struct chit_state *c)
{
	char			 key[48];
	struct cup_general	*g = general_of(s, cic_key(c->side, key,
				    sizeof key), 0);

	if (g != NULL && g->cic_owed > 0)
		g->cic_owed--;
}

void
cup_general_fold(struct session *s, json_t *d)
{
	struct cup_general	*g;
	const char		*f = json_text(d, "formation");
	char			 key[48];

	if (json_is_true(json_object_get(d, "cic"))) {
		/* One of the side's CIC cards goes at the turn's end. */
		g = general_of(s, cic_key(f, key, sizeof key), 1);
		g->cic_owed++;
		return;
	}
	if ((g = general_of(s, f, 1)) == NULL)
		return;
	if (json_is_true(json_object_get(d, "casualty"))) {
		g->casualty = s->turn;
		snprintf(g->order, sizeof g->order, "%s", json_text(d,
		    "order"));
	} else
		g->recovery = s->turn;
}

/* Is the general of f a casualty now (the marker by his cards)? */
static int
fallen(const struct cup_general *g)
{
	return g != NULL && g->casualty > 0 && g->casualty >= g->recovery;
}

/* What the casualty does to f's seeding on turn: from the turn after the
 * result to the turn of the Recovery, both after it. */
static int
hurts(const struct cup_general *g, int turn)
{
	if (g == NULL || g->casualty == 0 || g->casualty >= turn)
		return 0;
	return !(g->recovery > g->casualty && g->recovery < turn);
}

int
cup_general_allowance(struct session *s, const char *formation, int cards)
{
	const struct cup_general *g = general_of(s, formation, 0);

	return hurts(g, s->turn) && g->order[0] == '\0' && cards > 1 ?
	    cards - 1 : cards;
}

int
cup_general_removed(struct session *s, const struct chit_state *c)
{
	const struct cup_general *g = general_of(s, c->formation, 0);

	return hurts(g, s->turn) && g->order[0] != '\0' &&
	    strcmp(g->order, c->orders) == 0;
}

/* The orders formation f's cards give, for the loss of one. */
static int
orders_of(struct session *s, const char *f, const char **names, int max)
{
	int	 i, j, n = 0;

	for (i = 0; i < CUP(s)->nchits && n < max; i++) {
		if (strcmp(CUP(s)->chits[i].formation, f) != 0)
			continue;
		for (j = 0; j < n; j++)
			if (strcmp(names[j], CUP(s)->chits[i].orders) == 0)
				break;
		if (j == n)
			names[n++] = CUP(s)->chits[i].orders;
	}
	return n;
}

/* typed's general falls (or recovers).  drawn: named by a card's roll,
 * so no side's say is asked, and a formation without cards here is no
 * effect rather than a typing slip. */
static int
general_hit(struct session *s, const char *typed, const char *order,
    int drawn, struct reply *r)
{
	const char	*ids[64], *names[64], *orders[8];
	char		 store[64][2][96], text[320], side[32], *fside;
	int		 cards[64], first[64], n, hit, k, no;
	struct cup_general *g;
	sqlite3_stmt	*st;

	/* The formations with cards in this scenario. */
	if (sql_prepare(s->rules, "SELECT r.formation, f.name, r.cards, "
	    "r.first_turn, f.side FROM seed_rule r JOIN formation f ON f.game "
	    "= r.game AND f.id = r.formation WHERE r.game = ?1 AND r.scenario "
	    "= ?2 ORDER BY r.rowid", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "the formations cannot be read");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	for (n = 0; n < 64 && sqlite3_step(st) == SQLITE_ROW; n++) {
		snprintf(store[n][0], sizeof store[n][0], "%s",
		    sqlite3_column_text(st, 0));
		snprintf(store[n][1], sizeof store[n][1], "%s",
		    sqlite3_column_text(st, 1));
		ids[n] = store[n][0];
		names[n] = store[n][1];
		cards[n] = sqlite3_column_int(st, 2);
		first[n] = sqlite3_column_int(st, 3);
	}
	sqlite3_finalize(st);
	if ((hit = name_match(typed, ids, names, n)) < 0 && drawn) {
		reply_line(r, "  %s has no cards in this scenario: the General "
		    "Casualty has no effect (%s).", typed, rules_cite(s->rules,
		    s->game, "cards.casualty"));
		return 0;
	}
	if (hit < 0)
		return reply_fail(r, "%s formation \"%s\" with cards in this "
		    "scenario", hit == NAME_AMBIGUOUS ? "more than one" : "no",
		    typed);
	fside = rules_text(s->rules, "SELECT side FROM formation WHERE game = "
	    "?1 AND id = ?2", s->game, ids[hit]);
	snprintf(side, sizeof side, "%s", fside != NULL ? fside : "");
	free(fside);
	if (!drawn && session_may_act(s, side, r) != 0)
		return -1;
	/* Not in the game yet (its units come later): no effect. */
	if (first[hit] > s->turn) {
		reply_line(r, "%s%s is not in the game yet: the General Casualty "
		    "has no effect (%s).", drawn ? "  " : "", names[hit],
		    rules_cite(s->rules,
		    s->game, "cards.casualty"));
		return 0;
	}
	g = general_of(s, ids[hit], 0);
	if (fallen(g)) {
		snprintf(text, sizeof text, "Recovery: the general of %s is "
		    "back; it seeds its full number of cards again from the "
		    "next turn (%s)", names[hit], rules_cite(s->rules, s->game,
		    "cards.casualty"));
		order = "";
	} else if (cards[hit] > 1) {
		snprintf(text, sizeof text, "General Casualty: %s seeds %d "
		    "card%s from the next turn, not %d (%s)", names[hit],
		    cards[hit] - 1, cards[hit] - 1 == 1 ? "" : "s", cards[hit],
		    rules_cite(s->rules, s->game, "cards.casualty"));
		order = "";
	} else {
		/* Allowed one card: all the cards of one order go. */
		no = orders_of(s, ids[hit], orders, 8);
		if (order != NULL) {
			for (k = 0; k < no; k++)
				if (strcasecmp(orders[k], order) == 0)
					break;
			if (k == no)
				return reply_fail(r, "%s has no %s cards: "
				    "expected one of its orders", names[hit],
				    order);
		} else if ((k = cup_choose(s, "Order whose cards go", orders,
		    no, side, r)) < 0)
			return -1;
		order = orders[k];
		snprintf(text, sizeof text, "General Casualty: %s, allowed one "
		    "card, loses its %s cards from the next turn (%s)",
		    names[hit], order, rules_cite(s->rules, s->game,
		    "cards.casualty"));
	}
	if (session_record(s, "general", text, xjson_pack("{s:s, s:b, s:s}",
	    "formation", ids[hit], "casualty", !fallen(g), "order", order)) !=
	    0)
		return reply_fail(r, "cannot record it");
	if (drawn)
		reply_line(r, "  %s.", text);
	else
		reply_sentence(r, text);
	return 0;
}

int
cup_general(struct session *s, const char *typed, const char *order,
    struct reply *r)
{
	return general_hit(s, typed, order, 0, r);
}

int
cup_general_drawn(struct session *s, const char *formation, struct reply *r)
{
	return general_hit(s, formation, NULL, 1, r);
}

static int
cic_hit(struct session *s, const char *side, int drawn, struct reply *r)
{
	char	 text[256], name[64];

	if (!drawn && session_may_act(s, side, r) != 0)
		return -1;
	snprintf(text, sizeof text, "CIC General Casualty: the %s lose one "
	    "CIC card at the end of the turn (%s)", cup_side_name(s, side,
	    name, sizeof name), rules_cite(s->rules, s->game,
	    "cards.casualty"));
	if (session_record(s, "general", text, xjson_pack("{s:s, s:b}",
	    "formation", side, "cic", 1)) != 0)
		return reply_fail(r, "cannot record it");
	if (drawn)
		reply_line(r, "  %s.", text);
	else
		reply_sentence(r, text);
	return 0;
}

int
cup_general_cic(struct session *s, const char *side, struct reply *r)
{
	return cic_hit(s, side, 0, r);
}

int
cup_general_cic_drawn(struct session *s, const char *side, struct reply *r)
{
	return cic_hit(s, side, 1, r);
}

int
cup_general_gather(struct session *s, struct reply *r)
{
	struct cup_state	*cs = CUP(s);
	char			 text[256];
	int			 i, j;

	for (i = 0; i < cs->ngenerals; i++) {
		/* A CIC's entry ("cic/SIDE", cic_key) owes cards; each move
		 * out folds one off (cup_general_out). */
		const char *side = strchr(cs->generals[i].formation, '/');

		while (side != NULL && cs->generals[i].cic_owed > 0) {
			for (j = 0; j < cs->nchits; j++)
				if (strcmp(cs->chits[j].kind, "cic") == 0 &&
				    strcmp(cs->chits[j].side, side + 1) == 0 &&
				    strcmp(cs->chits[j].where, CHIT_OUT) != 0)
					break;
			if (j == cs->nchits)
				break;
			snprintf(text, sizeof text, "%s out of the game: its "
			    "general fell (%s)", cs->chits[j].name, rules_cite(
			    s->rules, s->game, "cards.casualty"));
			if (cup_move_keeping(s, &cs->chits[j], CHIT_OUT,
			    xjson_pack("{s:b}", "fallen", 1), text) != 0)
				return -1;
			reply_line(r, "  %s.", text);
		}
	}
	return 0;
}
