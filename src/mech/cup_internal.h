/* What the cup's files share with each other (not a public interface). */
#ifndef ADJ_CUP_INTERNAL_H
#define ADJ_CUP_INTERNAL_H

#include "adj/buf.h"
#include "adj/mech/cup.h"
#include "adj/session.h"

struct chit_state *cup_chit_by_id(struct session *, const char *);
/* Is a chit drawn shown to every side, Events too (a deck of cards)? */
int	 cup_drawn_shown(struct session *);
/* May the current view know which chit this is, where it is now? */
int	 cup_may_identify(struct session *, const struct chit_state *);

/* Move one chit as an event; `negate` is the Fortunes of War state after. */
int	 cup_move_chit(struct session *, struct chit_state *, const char *to,
	    int key, int negate, const char *vis, const char *text);
/* A move seen by all that also sets what the cup keeps of the chit (keep,
 * taken: "due", "picked" or "pending"), the Fortunes of War state kept. */
int	 cup_move_keeping(struct session *, struct chit_state *,
	    const char *to, json_t *keep, const char *text);
/* The next move is the chit just drawn leaving the cup. */
void	 cup_mark_drawn(void);
const char *cup_side_name(struct session *, const char *, char *, size_t);
/* One of n: asked at the prompt, else at random (said, unless hidden). */
int	 cup_choose(struct session *, const char *what, const char **names,
	    int n, const char *vis, struct reply *);
/* The same, those marked taken listed but not chosen. */
int	 cup_choose_among(struct session *, const char *what,
	    const char **names, const int *taken, int n, const char *vis,
	    struct reply *);

int	 cup_gather(struct session *, const char *where, const char *side,
	    int *idx, const char **names, int max);
int	 cup_rule_counts(struct session *, const char *side, int *keys,
	    int *included);
void	 cup_describe(struct session *, struct buf *);
/* Roll on a table, shown and recorded: the outcome (malloc'd) or NULL
 * (r failed when the player cancelled its question). */
char	*cup_table_roll(struct session *, const char *table, int argc,
	    char **argv, struct reply *);
/* The same, the roll's total (0: none rolled or typed) into *total. */
char	*cup_table_roll_total(struct session *, const char *table, int argc,
	    char **argv, struct reply *, int *total);
int	 cup_brigades(struct session *, const char *division, const char *side,
	    char ids[][48], const char **names, char store[][64], int max);
/* A brigade typed by the name of one the scenario counts as another: the
 * other's name (in out, the rule in why), else typed itself. */
const char *cup_brigade_typed(struct session *, const char *typed,
	    char *out, size_t len, char *why, size_t wlen);
int	 cup_command_rolls(struct session *, struct reply *);
/* Key chits a side has chosen this turn. */
int	 cup_chosen_keys(struct session *, const char *side);
/* Does side still owe Key chits (fewer chosen than it picks, and its
 * pool holds some)? */
int	 cup_keys_owed(struct session *, const char *side);
/* The build's Event actions (cup_event.c): 8.1, Keys still missing asked
 * for or chosen at random; 8.2, the others in blind or set aside. */
int	 cup_event_keys(struct session *, struct reply *);
int	 cup_event_include(struct session *, struct reply *);
/* Chits of role a side picked this turn to put in play (cup_pick). */
int	 cup_picked(struct session *, const char *side, const char *role);
/* A chit just drawn, as its kind's policy is given it. */
struct cup_drawn {
	int		 negated;	/* a wild chit drawn before voids it */
	const char	*brigade;	/* typed: the brigade it activates */
	const char	*roll;		/* typed: the roll it makes */
	const char	*side;		/* its owner's name */
};

/* What a drawn chit of one kind does: a policy of the cup's deck, one
 * file each (cup_event.c, cup_division.c, cup_cic.c, cup_wild.c), listed
 * in cup_policy.c.  The draw (cup_draw.c) has taken the chit out blind,
 * swapped a casualty, said what it is and set aside one a rule ignores;
 * the policy moves it on and does what it does. */
struct cup_policy {
	const char	*kind;		/* chit.kind */
	/* Typed words checked before anything is recorded (NULL: a chit
	 * of this kind names no brigade). */
	int		(*check)(struct session *, struct chit_state *,
			    const struct cup_drawn *, struct reply *);
	/* A negated chit comes to the policy too (else it is discarded
	 * with no effect): a Division chit marks its brigade. */
	int		 negated;
	int		(*drawn)(struct session *, struct chit_state *,
			    const struct cup_drawn *, struct reply *);
};

const struct cup_policy *cup_policy(const char *kind);
extern const struct cup_policy cup_event_policy, cup_division_policy,
	    cup_cic_policy, cup_wild_policy, cup_formation_policy;
/* A formation's card played from its owner's hand: the formation
 * activates under its order (cup_formation.c). */
int	 cup_play_card(struct session *, struct chit_state *, struct reply *);
/* May c be held?  0, or -1 with r failed: an Event labelled Play
 * Immediately may not. */
int	 cup_hold_allowed(struct session *, const struct chit_state *,
	    struct reply *);
/* General Casualties (cup_general.c): a "general" event folded; a CIC
 * gone out for one; formation's seeding allowance on this turn from its
 * scenario's cards; is c of an order its formation lost; the turn's end
 * (the CIC cards owed go out). */
void	 cup_general_fold(struct session *, json_t *);
/* An "activation" event folded: a formation card's order kept as its
 * formation's last this turn; and the cup view's line of them, with its
 * JSON into o (cup_orders.c). */
void	 cup_orders_fold(struct session *, json_t *);
void	 cup_orders_show(struct session *, int brief, struct reply *,
	    json_t *o);
void	 cup_general_out(struct session *, const struct chit_state *);
int	 cup_general_allowance(struct session *, const char *formation,
	    int cards);
int	 cup_general_removed(struct session *, const struct chit_state *);
int	 cup_general_gather(struct session *, struct reply *);
/* A General Casualty a drawn card's roll names (cup_fog.c): the
 * formation typed, or a side's CIC; no owner's consent asked, and a
 * formation without cards in this scenario is no effect. */
int	 cup_general_drawn(struct session *, const char *formation,
	    struct reply *);
int	 cup_general_cic_drawn(struct session *, const char *side,
	    struct reply *);
/* A wild card whose drawer rolls on the fog-of-war table and whose codes
 * the cup applies (chit.effect 'drawer-rolls', cup_fog.c). */
int	 cup_fog_drawn(struct session *, struct chit_state *,
	    const struct cup_drawn *, struct reply *);
/* Battlefield Chaos on side (cup_chaos.c): its opponent moves one of its
 * units or discards one of its held cards, asked, at random in a script,
 * or waited for in a shared campaign; the wait as owes says it, and -1
 * with r failed while it lasts; folded from "chaos-owed" and "chaos". */
int	 cup_chaos_begin(struct session *, const char *side, struct reply *);
void	 cup_chaos_owes(struct session *, struct owes *);
int	 cup_chaos_wait(struct session *, struct reply *);
int	 cup_chaos_force(struct session *, const char *side, int argc,
	    char **argv, struct reply *);
/* A "rolloff" event folded; -1 with r failed when a tie bars playing
 * held card c now (cup_rolloff.c). */
void	 cup_rolloff_fold(struct session *, json_t *);
/* The roll-off winner's choice of play order (cup_rolloff.c): folded
 * from "playorder"; owed in a shared campaign, waited for; forced. */
void	 cup_playorder_fold(struct session *, json_t *);
void	 cup_playorder_owes(struct session *, struct owes *);
int	 cup_playorder_wait(struct session *, struct reply *);
int	 cup_playorder_force(struct session *, const char *side, int argc,
	    char **argv, struct reply *);
/* Where held cards are played (cup_held.c): -1 with r failed when a held
 * formation or CIC card c may not be played at this step; when the
 * roll-off may not be made at it. */
int	 cup_held_play_step(struct session *, const struct chit_state *,
	    struct reply *);
int	 cup_held_rolloff_step(struct session *, struct reply *);
/* The end of turn's step for held Events (action cards-held-events):
 * is the session at it; and what is held there, said on arrival. */
int	 cup_held_events_step(struct session *);
int	 cup_held_events(struct session *, struct reply *);
int	 cup_rolloff_bars(struct session *, const struct chit_state *,
	    struct reply *);
/* Events so labelled still in hand at the next draw: discarded. */
int	 cup_unplayed_lost(struct session *, struct reply *);
/* What the owner of a labelled Event drawn may do, in words (NULL: an
 * Event with no label). */
const char *cup_event_choices(const struct chit_state *);
/* 10.5c: put to where from is, and from out of play. */
int	 cup_swap_chits(struct session *, struct chit_state *from,
	    struct chit_state *to, struct reply *);
/* The Division chit whose brigade the campaign waits for, or NULL. */
struct chit_state *cup_division_owed(struct session *);
/* That wait as status says it ("Confederate brigade of Hood's
 * Division"), after ", " into b; nothing when there is none. */
void	 cup_division_owes(struct session *, struct owes *);
/* -1 with r failed saying what is owed while the wait lasts, else 0. */
int	 cup_division_wait(struct session *, struct reply *);
/* The same for the wait owes says (nothing: 0), answered by how. */
int	 cup_wait(struct session *, void (*owes)(struct session *,
	    struct owes *), const char *how, struct reply *);
/* The CIC whose brigade a shared campaign waits for, or NULL; that wait
 * as status says it, into b; and settled: the brigade typed, at random,
 * or asked at the prompt, its name into chosen (cup_cic.c). */
struct chit_state *cup_cic_owed(struct session *);
void	 cup_cic_owes(struct session *, struct owes *);
int	 cup_cic_wait(struct session *, struct reply *);
int	 cup_cic_choose(struct session *, const char *typed, int at_random,
	    char *chosen, size_t, struct reply *);
/* A chit drawn into its owner's hand (cup_drawn.c): in a shared campaign
 * the draw records that it waits for his play or hold (0, or -1 failed);
 * the chit waited for, or NULL; that wait as status says it (naming the
 * chit to a view that may know it), into b; -1 with r failed naming it
 * while it lasts; and a hold of c recorded when c is the one waited for. */
int	 cup_drawn_owe(struct session *, struct chit_state *, struct reply *);
struct chit_state *cup_drawn_owed(struct session *);
void	 cup_drawn_owes(struct session *, struct owes *);
int	 cup_drawn_wait(struct session *, struct reply *);
int	 cup_drawn_hold(struct session *, struct chit_state *, struct reply *);
/* The chit each side brings earlier on an Advance, owed before the
 * rolls where it has a choice (cup_command.c); chosen at random for it. */
void	 cup_advance_owes(struct session *, struct owes *);
int	 cup_advance_random(struct session *, const char *side, char *chosen,
	    size_t, struct reply *);
/* May a CIC played now be waited for at the draw step: is the session
 * there, or would the play move it there (cup_to_draw_step)? */
int	 cup_draw_reachable(struct session *);
/* Settle the wait: the roll first when still owed (roll: typed, else
 * asked or rolled), then the brigade typed, at random, or asked at the
 * prompt; its name into chosen (when not NULL). */
int	 cup_division_choose(struct session *, const char *typed,
	    const char *roll, int at_random, char *chosen, size_t,
	    struct reply *);
/* The choices a side owes before an action runs (mech.owed). */
void	 cup_owed(struct session *, const char *action, struct owes *);
/* The engine actions a step names (phase.action): 1 when not the cup's. */
int	 cup_action(struct session *, const char *, struct reply *);
/* Before a chit is drawn or a CIC played (cup_step.c): from the Held
 * Chits step or inside an activation, the session moves to the draw step
 * (1, or -1 with r failed); else 0, staying. */
int	 cup_to_draw_step(struct session *, struct reply *);
/* After it, where the session moved (moved 1): a brigade activated
 * begins its steps, as `next` would. */
int	 cup_start_activation(struct session *, int moved, struct reply *);
/* `next` at the draw step: a MECH_NEXT_*. */
int	 cup_next(struct session *, struct reply *);
/* One d6: typed, or asked for at the prompt (Enter rolls), or rolled.
 * -1 with the reply failed when a typed or answered value is not a d6. */
int	 cup_die(struct session *, const char *typed, const char *prompt,
	    struct roll *, struct reply *);

#endif
