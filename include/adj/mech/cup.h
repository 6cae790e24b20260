/* The chit cup (or activation deck): where every chit is, moves between
 * places, blind random draws, and what each side may see.  Generic: the
 * scenario data says which chits exist, how the cup is filled and when;
 * the game module (or the player) says what a drawn chit does. */
#ifndef ADJ_CUP_H
#define ADJ_CUP_H

#include "adj/mech.h"
#include "adj/mech/deck.h"
#include "adj/reply.h"

struct session;

/* Where a chit is.  Every chit of the scenario is in exactly one. */
#define CHIT_POOL	"pool"		/* owner's Events, before the build */
#define CHIT_RESERVE	"reserve"	/* in play, waiting for the build */
#define CHIT_WAITING	"waiting"	/* on the turn track until `due` */
#define CHIT_CUP	"cup"
#define CHIT_HAND	"hand"		/* held by its owner */
#define CHIT_DISCARD	"discard"	/* out for the rest of the turn */
#define CHIT_EXCLUDED	"excluded"	/* set aside unseen this turn */
#define CHIT_OUT	"out"		/* not in play (yet) in this scenario */
#define CHIT_TRACK	"track"		/* committed to a Command Event track */
#define CHIT_CARDS	"cards"		/* a formation's cards, not seeded */

/* A chit: the deck's piece (deck.h), then what the cup's rules keep of
 * it.  The cup's code names the piece's fields directly, as it did before
 * the deck was its own module: the unnamed struct is laid out as struct
 * deck_piece, field for field, so either may be read (C11 6.5.2.3, a
 * common initial sequence in a union; cup.c asserts the layout). */
struct chit_state {
	union {
		struct deck_piece piece;
		struct {
			char	 id[48];
			char	 name[96];
			char	 kind[12];	/* event, division, cic, wild */
			char	 side[32];	/* owner, "" for wild chits */
			char	 where[12];	/* one of the CHIT_ places */
			char	 face_down[32];	/* who saw it go where it is,
						 * when it went there face
						 * down; "" when face up */
		};
	};
	char	 replaces[48];		/* a Replacement: the general's chit */
	char	 entry_table[48];	/* conditional: rolled on to enter */
	char	 entry_result[32];
	char	 sets_track[48];
	char	 early[12];		/* frozen: 'now' or 'next-turn' */
	char	 role[16];		/* its scenario role (start, ...) */
	int	 due;			/* turn it leaves the turn track */
	int	 key;			/* chosen as a Key chit this turn */
	int	 pending;		/* a casualty: swap when drawn (10.5c) */
	int	 fixed;			/* may not be advanced (21.4e) */
	int	 first_pull;		/* the turn it is pulled first (21.3f) */
	char	 after[48];		/* enters the turn after this one */
	int	 entered;		/* the turn it left the turn track */
	int	 picked;		/* the turn a side chose it to put in
					 * play (cup_pick), or 0 */
	int	 advance;		/* the turn its side named it to come
					 * a turn earlier on an Advance
					 * (cup_advance), or 0 */
	char	 formation[48];		/* a formation's card: whose */
	char	 orders[16];		/* ...and the order it gives */
	char	 label[20];		/* an Event's timing label, or "" */
};

/* A formation's general, or a side's CIC (formation: the side's id),
 * after a General Casualty: the turns of its last casualty and recovery
 * (0: none), the order whose cards it lost ("" none), and the CIC cards
 * still to go out at the turn's end. */
struct cup_general {
	char	 formation[48];
	int	 casualty, recovery;
	char	 order[16];
	int	 cic_owed;
};

/* The order a formation's card played last carried, and on which turn
 * (cup_orders.c). */
struct cup_order {
	char	 formation[48];
	char	 order[16];
	int	 turn;
};

/* The cup's state in a session. */
struct cup_state {
	struct chit_state *chits;	/* where every chit is */
	int	 nchits;
	int	 negate_next;		/* a wild chit voids the next one */
	int	 pulled;		/* chits drawn since this step began */
	int	 activated;		/* ...of which one activated a brigade */
	char	 last_drawn[48];	/* the chit drawn last */
	char	(*active)[48];		/* brigades activated this turn */
	int	 nactive;
	/* A Division chit drawn in a shared campaign, waiting in its owner's
	 * hand for the owner to choose its brigade (10.7); "" when none. */
	char	 owed_chit[48];
	int	 owed_full;		/* its roll: 1 Full, 0 Limited, -1 unknown */
	int	 owed_negated;		/* negated: marked without acting */
	int	 owed_roll;		/* its roll still to make (a question
					 * at a table was cancelled) */
	/* A CIC played with success in a shared campaign, its brigade not
	 * named: waiting for its owner to choose it (10.6); "" when none.
	 * moved: the play moved the session to the draw step, so the
	 * brigade's steps begin once it is chosen (cup_step.c). */
	char	 owed_cic[48];
	int	 owed_cic_moved;
	/* An Event or CIC chit drawn in a shared campaign, in its owner's
	 * hand, waiting for him to play or hold it (10.3a, c): "" when none
	 * (cup_drawn.c). */
	char	 owed_drawn[48];
	/* A Battlefield Chaos on this side, waiting in a shared campaign for
	 * its opponent's choice (cup_chaos.c): "" when none. */
	char	 chaos_side[32];
	/* A roll-off's winner whose choice of play order a shared campaign
	 * waits for (cup_rolloff.c): "" when none. */
	char	 order_owed[32];
	/* The chit just drawn, when its owner held it ("chit-held"): no
	 * longer one to play as it is drawn. */
	char	 held_drawn[48];
	int	 seeded;		/* the turn the seeding ended, or 0 */
	struct cup_general *generals;	/* General Casualties (cup_general.c) */
	struct cup_order *orders;	/* last order played, per formation */
	int	 norders;
	int	 ngenerals;
	int	 tie_turn;		/* a roll-off tied on this turn... */
	int	 tie_cup;		/* ...with this many chits in the cup */
};

extern const struct mech mech_cup;

/* The cup of session s (NULL when its game has none). */
#define CUP(s)	((struct cup_state *)session_mech((s), &mech_cup))

/* The cup as a deck (deck.h): a view of its chits and places. */
struct deck cup_deck(struct session *);

/* Load the scenario's chits into their starting places (from 'new'). */
int	 cup_load(struct session *);
/* A chit by typed name among those in `where` (and of `side`), or NULL
 * with the reply failed; either filter may be NULL. */
struct chit_state *cup_find(struct session *, const char *typed,
	    const char *where, const char *side, struct reply *);
int	 cup_count(struct session *, const char *where, const char *side);
/* May the current view offer the chit's name unasked (a completion, a
 * list in an error or a question)?  A side's view: what it may identify;
 * a terminal of no side, read by every player: only what all have seen. */
int	 cup_may_list(struct session *, const struct chit_state *);
/* The Events side chooses its Key chits from this turn: those still in
 * its pool and those it chose already (taken), in one order that does
 * not change as it chooses (a list a shared screen may show). */
int	 cup_key_choices(struct session *, const char *side, int *idx,
	    const char **names, int *taken, int max);


/* Player commands. */
/* A side seeds formation cards into the deck (seed_rule, cup_seed.c);
 * does it still owe some; the step's action (cup-seed). */
int	 cup_seed(struct session *, const char *side, int, char **,
	    struct reply *);
int	 cup_seeds_owed(struct session *, const char *side);
/* The umpire's force: what it still owes, at random. */
int	 cup_seed_random(struct session *, const char *side, struct reply *);
int	 cup_seed_action(struct session *, struct reply *);
/* A General Casualty result for formation typed (order: the one whose
 * cards it loses when allowed one card, else asked or chosen), or for a
 * side's CIC (cup_general.c). */
/* What the replies call the cup's pieces, the cup and its Key chits: a
 * chit cup's words, or a deck of cards' (cup_words.c). */
enum cup_word { CW_PIECE, CW_PIECES, CW_PIECES_CAP, CW_POOL, CW_POOL_CAP,
	CW_KEY, CW_KEYS, CW_EVENTS, CW_PULLS };
const char *cup_word(struct session *, enum cup_word);
/* `chaos move|discard`: the choice a Battlefield Chaos waits for. */
int	 cup_chaos(struct session *, const char *typed, struct reply *);
/* `playorder first|second`: the roll-off winner's choice. */
int	 cup_playorder(struct session *, const char *typed, struct reply *);
int	 cup_general(struct session *, const char *typed, const char *order,
	    struct reply *);
int	 cup_general_cic(struct session *, const char *side, struct reply *);
/* The sides the scenario's cup rules name (cup_rule), in their order:
 * their ids, at most max. */
int	 cup_sides(struct session *, char sides[][32], int max);
/* The roll-off for held cards: each side's die typed (typed[i] for the
 * scenario's i-th side, NULL: asked or rolled) (cup_rolloff.c). */
int	 cup_rolloff(struct session *, const char *const *typed,
	    struct reply *);
/* An Event card drawn played as its Default Event (cup_formation.c). */
int	 cup_default(struct session *, const char *typed, struct reply *);
int	 cup_keys(struct session *, const char *side, int, char **,
	    struct reply *);
/* A side's choice of a chit to put in play at the build (cup_pick). */
int	 cup_pick(struct session *, const char *side, const char *chit,
	    struct reply *);
/* The umpire makes a choice a side owes ("key", "pick", "brigade") for
 * it: at random (argc 0) or the chits or brigade named; or declines its
 * held chits ("held"); announced to that side only. */
int	 cup_force(struct session *, const char *choice, const char *side,
	    int argc, char **argv, struct reply *);
/* A side names the chit it brings a turn earlier if its Command Event
 * roll says Advance (19.2, 19.3), before the rolls: what a campaign waits
 * for (the prompt asks it; a script picks at random). */
int	 cup_advance(struct session *, const char *side, const char *chit,
	    struct reply *);
/* The owner's choice of the brigade a drawn Division chit activates,
 * where a shared campaign waited for it (10.7). */
int	 cup_brigade(struct session *, const char *brigade, const char *roll,
	    struct reply *);
/* Draw one chit (at random when name is NULL); `brigade` names the
 * brigade a Division chit activates (else asked for, or random). */
int	 cup_draw(struct session *, const char *name, const char *brigade,
	    const char *roll, struct reply *);
/* The side suggested to pull this turn (10.2), or NULL. */
const char *cup_puller(struct session *);
int	 cup_move(struct session *, const char *verb, const char *name,
	    struct reply *);
/* `hold`: the chit stays in its owner's hand; recorded when a shared
 * campaign waited for its play or hold (cup_drawn.c). */
int	 cup_hold(struct session *, const char *name, struct reply *);
/* Commit the Event chit just drawn to a Command Event track (19.0);
 * chit NULL: the one just drawn, unnamed. */
int	 cup_commit(struct session *, const char *chit, const char *track,
	    struct reply *);
/* A frozen division attacked: its chit comes in early, as the scenario
 * says (into the cup now, or at the next turn's build). */
int	 cup_enter_early(struct session *, const char *name, struct reply *);
/* `play`: a formation's card (cup_formation.c), else as a CIC is
 * (cup_play_cic). */
int	 cup_play(struct session *, const char *name, const char *brigade,
	    const char *roll, const char *rating, struct reply *);
/* Use a held CIC chit on a brigade (10.6): the scenario's success roll,
 * or 1d6 against a Replacement's rating.  NULL brigade, roll or rating:
 * asked for, or chosen / rolled by the program. */
int	 cup_play_cic(struct session *, const char *name, const char *brigade,
	    const char *roll, const char *rating, struct reply *);
/* brief: the one line `status` shows; else every place's count. */
void	 cup_show(struct session *, int brief, struct reply *);
/* Each side's hand as this view may see it: names of its own, a count of
 * another's; "held" into counts. */
void	 cup_hands(struct session *, struct reply *, json_t *counts);
/* The same for one side. */
void	 cup_hand_of(struct session *, const char *side, struct reply *,
	    json_t *counts);

#endif
