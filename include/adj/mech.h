/* Rules mechanisms: the pieces of a game's rules that keep state of their
 * own (a chit cup, alternating impulses, leaders...) or decide something
 * the base cannot (victory by comparing levels, combat by totals).
 *
 * The base (journal, session and fold, turns and phases, tracks, look-ups)
 * knows mechanisms only through this interface.  Each is one struct mech,
 * defined in its own file under src/mech/ and listed once in mech_table
 * (src/mech/table.c); a game's data says which it uses (game_mechanism),
 * and the session holds a state slot for those and none for the others.
 * Every hook may be NULL. */
#ifndef ADJ_MECH_H
#define ADJ_MECH_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>
#include <sqlite3.h>

#include "adj/buf.h"
#include "adj/reply.h"

struct owes;
struct session;

/* The action the owed hook is asked with for what is owed whatever the
 * step (the umpire's messages awaiting approval): once by the listing
 * (status), and by `next` leaving the turn, which waits on it.  No data's
 * action name is "*". */
#define OWED_STANDING	"*"

struct track;

/* What `next` does once a mechanism had its say at the step in hand. */
#define MECH_NEXT_ON	0	/* walk on as the sequence of play goes */
#define MECH_NEXT_STAY	1	/* the step stays where it is: done */
#define MECH_NEXT_OUT	2	/* leave the loop that comes back here */

/* The action mech.owed is asked with for the step in hand itself. */
#define MECH_OWED_IN_HAND	""

struct mech {
	const char	*name;		/* as game_mechanism rows name it */
	const char	*what;		/* "GAME has no <what>" */
	const char	*const *kinds;	/* the event kinds it folds, NULL-ended */
	size_t		 size;		/* of its state (0: it keeps none) */
	const char	*const *cites;	/* the topics it cites (NULL-ended):
					 * a game using it has a cite row for
					 * each (rules check) */
	const char	*const *cites_when;	/* of those, the topics a
					 * game needs only when its data has
					 * rows of that part of the mechanism:
					 * a topic then a count (?1 the game),
					 * pairs, NULL-ended */
	const char	*const *actions;	/* the engine actions its action
					 * hook runs, as the data names them
					 * (phase.action, track_latch.action),
					 * NULL-ended */
	const char	*const *conditions;	/* the loop conditions its
					 * condition hook answers
					 * (phase.loop_while), NULL-ended:
					 * rules check fails on a row naming
					 * one no mechanism its game uses
					 * declares */

	/* The state from the rules, at the game's "new" event. */
	int	(*start)(struct session *);
	/* One event of a kind it owns. */
	void	(*fold)(struct session *, const char *kind, json_t *);
	/* Event kinds it follows but does not own (NULL-ended), and one of
	 * them as the fold meets it, before it is applied: the state reads
	 * as the event finds it, the event says what it becomes and where it
	 * came from (source_read, adj/source.h).  A ledger of VP by source
	 * observes "track".  It changes only the observer's own state. */
	const char	*const *observes;
	void	(*observe)(struct session *, const char *kind, json_t *);
	/* A step of the sequence of play begins (its "phase" event). */
	void	(*phase)(struct session *);
	/* Free what the state points to (not the state itself). */
	void	(*clear)(struct session *);

	/* An engine action a step names (phase.action), one of .actions:
	 * 0 done, -1 failed (said in the reply). */
	int	(*action)(struct session *, const char *, struct reply *);
	/* A step reached and played (not passed on the way elsewhere). */
	int	(*arrive)(struct session *, struct reply *);
	/* A step reached, played or passed on the way elsewhere, as its
	 * schedule and track_step rows are: what the rules make automatic
	 * there (a table rolled each turn), before its actions. */
	int	(*reach)(struct session *, struct reply *);
	/* A new turn begins. */
	int	(*turn)(struct session *, struct reply *);
	/* A command recorded events: what follows from them, recorded as
	 * the same command's (src/core/after.c), whoever ran it. */
	int	(*after)(struct session *, struct reply *);
	/* `next` (or `pass`) at the step in hand, before the walk: a
	 * MECH_NEXT_* or -1.  target is the step named, or NULL. */
	int	(*next)(struct session *, const char *target, int pass,
		    struct reply *);
	/* A named condition of a loop (phase.loop_while), one of
	 * .conditions: 1 or 0; the state in words into said (brief: the
	 * shortest). */
	int	(*condition)(struct session *, const char *, int brief,
		    char *said, size_t);
	/* What a jump would leave undone: out of the turn from step idx
	 * (dest -1), or a walk to step dest leaving step idx now, past
	 * its end (the draw loop left while chits remain). */
	void	(*unfinished)(struct session *, int idx, int dest,
		    struct buf *);
	/* The choices a side owes before an engine action a step names can
	 * run without choosing for it (owes_add: the Confederate's "Key
	 * chits", answered by "key confederate CHIT..."): in a shared
	 * campaign the game waits for them
	 * (session_waiting) rather than pick at random behind the side's
	 * back.  Asked of the step in hand too (its action runs again on
	 * `next`: a drawn Division chit's brigade holds the next draw).
	 * Read from state, so always true after undo or catch-up.  Asked
	 * once more with OWED_STANDING ("*"), no step's action, by the
	 * listing (status, `owed`) and by `next` leaving the turn: what is
	 * owed whatever the step (side "umpire": a message to approve
	 * before the turn ends).  owes_put says more than owes_add: the
	 * choice's kind, what it is of, the umpire's force and pass for a
	 * deadline.  Asked also with MECH_OWED_IN_HAND of the step in hand
	 * as such, whatever its actions (an impulse under way: its side's
	 * to play or pass); the mechanism's own `next` hook then refuses to
	 * end it for the side. */
	void	(*owed)(struct session *, const char *action, struct owes *);

	/* Its lines of `status` (text and JSON), the state first... */
	void	(*status)(struct session *, struct reply *);
	/* ...a line under a track it adds to... */
	void	(*track_status)(struct session *, struct track *,
		    struct reply *);
	/* ...and, after the standing, what waits on someone. */
	void	(*pending)(struct session *, struct reply *);
	/* Its state in a report's position (who holds what). */
	void	(*report)(struct session *, json_t *);

	/* The victory level when this mechanism decides it (malloc'd, NULL:
	 * not decided this way); winner's side id into winner; with r, why. */
	char	*(*standing)(struct session *, char *winner, size_t,
		    struct reply *);
	/* What scores on track t at the game's end beyond its value. */
	int	(*end_score)(struct session *, const struct track *);
	/* What this event (of a command a side would take back) did that
	 * only the umpire may undo in a shared campaign ("drew a chit",
	 * "revealed the sealed declarations"), or NULL (src/core/undo.c). */
	const char *(*undo_bar)(struct session *, int64_t seq,
		    const char *kind, const char *vis, json_t *);
	/* Bind (s) or unbind (NULL) the SQL functions the rules' formulas
	 * may call that read its state. */
	void	(*sql)(sqlite3 *, struct session *);
};

/* Every mechanism this Adjutant has, in the order status shows them. */
extern const struct mech *const mech_table[];
extern const int mech_count;

/* A mechanism by the name the data gives it, or NULL; the i-th of the
 * table (from 0), or NULL past its end. */
const struct mech *mech_find(const char *name);
const struct mech *mech_at(int);
/* The mechanism that declares an engine action or a loop condition of
 * this name (.actions, .conditions), or NULL. */
const struct mech *mech_of_action(const char *name);
const struct mech *mech_of_condition(const char *name);
/* The state of mechanism m in s, or NULL when s's game does not use it. */
void	*session_mech(struct session *, const struct mech *);
/* Does s's game use the mechanism of this name? */
int	 session_uses(struct session *, const char *name);


/* For the base (src/core/mechs.c): take up the mechanisms s's game lists
 * (at its "new" event), fold one event into the mechanism owning its
 * kind, show it to those observing it, tell every one a step began, and
 * let them all go. */
int	 mechs_start(struct session *, char *, size_t);
void	 mechs_fold(struct session *, const char *kind, json_t *);
/* Show one event about to be folded to every mechanism observing its
 * kind (mech.observes). */
void	 mechs_observe(struct session *, const char *kind, json_t *);
void	 mechs_phase(struct session *);
void	 mechs_free(struct session *);

/* Each hook asked of the mechanisms s's game uses, in the table's order;
 * nothing else walks mech_table (scripts/check-source.sh).  Told to
 * every one: turn, after, reach and arrive (-1 once one fails), unfinished, owed,
 * status, pending, track_status, report, end_score (summed).  Settled by
 * the first that answers: next (MECH_NEXT_STAY at once; MECH_NEXT_OUT
 * when one said so, the rest then asked as of a jump), standing,
 * undo_bar.  Given to the mechanism that declares the name: action (0,
 * or -1 failed; a name no mechanism of the game declares is said in r
 * and run by none) and condition (-1: none declares it). */
int	 mechs_turn(struct session *, struct reply *);
int	 mechs_after(struct session *, struct reply *);
int	 mechs_arrive(struct session *, struct reply *);
int	 mechs_reach(struct session *, struct reply *);
int	 mechs_next(struct session *, const char *target, int pass,
	    struct reply *);
void	 mechs_unfinished(struct session *, int idx, int dest, struct buf *);
void	 mechs_owed(struct session *, const char *action, struct owes *);
/* Does a mechanism of the game fold or observe events of this kind (an
 * event of no such kind, nor of the base's, changes no state)? */
int	 mechs_takes(struct session *, const char *kind);
void	 mechs_status(struct session *, struct reply *);
void	 mechs_pending(struct session *, struct reply *);
void	 mechs_track_status(struct session *, struct track *, struct reply *);
void	 mechs_report(struct session *, json_t *);
int	 mechs_end_score(struct session *, const struct track *);
char	*mechs_standing(struct session *, char *winner, size_t,
	    struct reply *);
const char *mechs_undo_bar(struct session *, int64_t seq, const char *kind,
	    const char *vis, json_t *);
int	 mechs_action(struct session *, const char *action, struct reply *);
int	 mechs_condition(struct session *, const char *name, int brief,
	    char *said, size_t);

#endif
