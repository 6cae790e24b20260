/* The words the cup's replies use for what it holds: a chit cup's
 * (Longstreet Attacks: chits drawn from a cup, Key chits), or, where the
 * game's deck is of seeded cards (mechanism cards), a deck's (cards drawn
 * from the deck, Key Events).  The journal's kinds and the JSON keep the
 * cup's own names whatever the game calls them. */

#include "adj/mech/cup.h"
#include "adj/session.h"
#include "cup_internal.h"

const char *
cup_word(struct session *s, enum cup_word w)
{
	static const char *const words[][2] = {
		[CW_PIECE] =	{ "chit", "card" },
		[CW_PIECES] =	{ "chits", "cards" },
		[CW_PIECES_CAP] = { "Chits", "Cards" },
		[CW_POOL] =	{ "cup", "deck" },
		[CW_POOL_CAP] =	{ "Cup", "Deck" },
		[CW_KEY] =	{ "Key chit", "Key Event" },
		[CW_KEYS] =	{ "Key chits", "Key Events" },
		[CW_EVENTS] =	{ "Event chits", "Event cards" },
		[CW_PULLS] =	{ "pulls", "draws" },
	};

	return words[w][session_uses(s, "cards") ? 1 : 0];
}

/* Is every card drawn shown to both sides?  In a deck of cards the
 * drawer names each card as he hands it over (Shattered Union F-1); a
 * chit cup's Event goes face down to its owner (Longstreet Attacks
 * 10.3a). */
int
cup_drawn_shown(struct session *s)
{
	return session_uses(s, "cards");
}
