/* The seeded deck as a mechanism of its own (cards.h): the cup keeps the
 * cards, where each is and what a drawn one does; this names what a game
 * with seeded cards has beyond a chit cup: the step where the cards are
 * seeded (action cup-seed), the choices a side owes there, and the
 * sections its replies cite.  A game takes it up with the cup. */
#include <stdio.h>
#include <string.h>

#include "adj/mech/cards.h"
#include "adj/mech/cup.h"
#include "adj/session.h"
#include "cup_internal.h"

/* cards-held names the step where held cards are played (cup_held.c):
 * nothing is done on entering it. */
static const char *const cards_actions[] = { "cup-seed", "cards-held",
    "cards-held-events", NULL };
static const char *const cards_cites[] = { "cards.seed", "cards.activate",
    "cards.default", "cards.label", "cards.casualty", "cards.rolloff",
    "cards.fog", "cards.chaos", "cards.defend-reroll", NULL };

static int
cards_action(struct session *s, const char *action, struct reply *r)
{
	if (strcmp(action, "cards-held") == 0)
		return 0;
	if (strcmp(action, "cards-held-events") == 0)
		return CUP(s) != NULL ? cup_held_events(s, r) : 0;
	if (strcmp(action, "cup-seed") != 0)
		return 1;
	if (CUP(s) == NULL)
		return reply_fail(r, "%s seeds cards but has no chit cup to "
		    "seed them into (game_mechanism)", s->game_title);
	return cup_seed_action(s, r);
}

/* Before the seeding step moves on: each side's cards still to seed. */
static void
cards_owed(struct session *s, const char *action, struct owes *b)
{
	char	 sides[8][32], answer[320];
	int	 ns, i;

	if (CUP(s) == NULL || strcmp(action, "cup-seed") != 0)
		return;
	ns = cup_sides(s, sides, 8);
	for (i = 0; i < ns; i++)
		if (cup_seeds_owed(s, sides[i])) {
			snprintf(answer, sizeof answer, "seed %s CARD...",
			    sides[i]);
			owes_add(b, s, sides[i], "formation cards to seed",
			    answer);
			owes_force(b, "seed");
		}
}

const struct mech mech_cards = {
	.name = "cards",
	.what = "deck of seeded cards",
	.cites = cards_cites,
	.actions = cards_actions,
	.action = cards_action,
	.owed = cards_owed,
};
