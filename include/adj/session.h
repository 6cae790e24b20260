/* A session: one game being played, its journal, and the state folded
 * from that journal.  Every change goes through session_record(), which
 * appends the event and applies it, so the live state and a reopened
 * session's state are the same fold. */
#ifndef ADJ_SESSION_H
#define ADJ_SESSION_H

#include <stdint.h>
#include <sqlite3.h>
#include <jansson.h>

#include "adj/dice.h"
#include "adj/journal.h"
#include "adj/reply.h"
#include "adj/roles.h"
#include "adj/settings.h"

struct event_source;
struct owed_since;

struct track {
	char	 id[64];		/* 'vp', or 'morale.union' */
	char	 name[96];
	char	 kind[12];		/* counter, boxes, flag, derived */
	char	*meaning;		/* malloc'd, "" when none: never cut */
	char	 formula[512];		/* rules check: a longer one is refused */
	char	 section[24];
	char	 up_side[32];		/* a net track: whose gains raise it */
	char	 side[32];		/* a side's own track (track.side):
					 * that side's id; "" when shared */
	int	 value;
	int	 initial;
	int	 has_lo, has_hi;
	int	 lo, hi;
	int	 shown;			/* listed by a quiet game's status at
					 * its start value too (track.shown) */
	char	 secret[32];		/* the side that keeps it to itself
					 * (track_secret); "" when open */
};

struct box_item {
	char	 track[64];
	char	 item[64];
	int	 box;
};

struct phase {
	char	 id[48];
	char	 name[96];		/* 'Artillery Phase: Union Artillery Step' */
	char	 top[48];		/* the phase id (itself, or its parent) */
	char	 top_name[64];
	char	 loop_to[48];
	char	 loop_while[48];
	char	 action[96];
	char	 section[24];
	int	 derived;		/* its place in the order is worked
					 * out, not printed: said wherever the
					 * step is shown */
};

struct undone;

struct session {
	struct journal	*j;
	int		 unfolded;	/* session_open_unfolded: no state */
	sqlite3		*rules;
	struct rng	*rng;

	char		 game[64];
	char		 game_title[96];
	int		 quiet;		/* status lists tracks off their start
					 * only (game.quiet) */
	char		 tag[16];
	char		 scenario[64];
	char		 scenario_name[128];
	char		 scenario_section[24];
	int		 first_turn, last_turn;

	int		 turn;
	int		 phase;		/* index into phases */
	int		 over;
	char		 result[160];	/* victory level text once over */
	char		 winner[32];

	struct phase	*phases;
	int		 nphases;
	struct track	*tracks;
	int		 ntracks;
	struct box_item	*items;
	int		 nitems;
	char		*options;	/* scenario options, a comma list of
					 * any length (malloc'd; NULL: none) */
	void		**mech;		/* per mech_table entry: the state of
					 * a mechanism the game uses, or NULL
					 * (adj/mech.h) */
	char		 acting[48];	/* the formation whose steps these
					 * are (the one activated last), or "" */
	/* Called after each event folded on open (reports walk the game
	 * this way); NULL normally. */
	void		(*on_event)(struct session *, int64_t seq,
			    const char *kind, void *);
	void		*on_event_arg;
	/* Called for every event on open, the undone ones and the undos
	 * too (folded 0), with its data parsed, after the fold took it: a
	 * report's one walk (session_open_each); NULL normally. */
	int		(*on_each)(struct session *, const struct event *,
			    json_t *, int folded, void *);
	void		*on_each_arg;
	/* While on_each runs: the undos the walk read before it (acted.h's
	 * undone_by), so that a report need not read them again. */
	const struct undone *walk_undone;
	int64_t		 fold_limit;	/* replay: fold events up to this
					 * seq only (0: all) */
	const char	*typed_roll;	/* real dice for the roll a step
					 * makes (`next roll=N`); consumed */
	const char	*latched;	/* the flag whose latch runs its
					 * action now (track_latch.action),
					 * or NULL */
	int		 jump_agreed;	/* `next PHASE yes`: a jump that
					 * leaves something undone is
					 * agreed to ahead (no question) */
	/* At a prompt, how to ask the player for a missing choice (NULL in
	 * scripts: the program chooses at random and says so). */
	char		*(*ask)(void *, struct reply *, const char *);
	void		*ask_arg;
	char		 view[32];	/* whose eyes: a side id; "" or
					 * "umpire" sees everything */
	int64_t		 events;	/* events folded */
	int		 record_failed;	/* an event of the command in hand
					 * could not be recorded: what a
					 * mechanism changed ahead of it is
					 * folded again (cmd.c) */
	const char	*line;		/* the command line being run: kept
					 * with its first event for undo/log */
	char		 actor[32];	/* who sent it, in a shared campaign:
					 * umpire or a side ("" at a table) */
	int		 shared;	/* the umpire's whole copy of a shared
					 * campaign (no actor: it sends, the
					 * server runs): its status says what
					 * the campaign waits for */
	struct settings	 settings;	/* a shared campaign's, folded from
					 * its "setting" events */
	struct roster	 roster;	/* its commanders ("role" events) */
	uint64_t	 draws_seen;	/* rng->draws as of the last event
					 * recorded or the command's start */
	uint64_t	 rolls_seen;	/* dice_count() as of the same */
	int64_t		 settled;	/* the last event the after-command
					 * hooks have followed (after.c) */
	uint64_t	 draws_kept;	/* rng->draws and dice_count() as of */
	uint64_t	 rolls_kept;	/* the command's start, or the last
					 * chance it kept (session_chance) */
	struct owed_since *since;	/* since when each choice is owed, in
					 * a campaign asked for it (owed.h);
					 * NULL: not kept (a table) */
	struct dice_commit *dice;	/* a campaign server's committed
					 * dice (dice_epoch.c), or NULL */
	char		*stepped;	/* the commands the game's data ties
					 * to steps, "\nname\n..." (read once:
					 * command_step.c), or NULL */
};

/* Create a session file for GAME SCENARIO (ids already resolved) with
 * OPTIONS (a comma list of rule_option ids, or NULL). */
int	 session_new(const char *path, sqlite3 *, struct rng *, const char *,
	    const char *, const char *, struct session **, char *, size_t);
int	 session_open(const char *path, sqlite3 *, struct rng *,
	    struct session **, char *, size_t);
/* The session of a journal already open (a terminal opened it to see
 * whether it is a campaign's copy), which it takes: closed with the
 * session, or at once when it does not fold. */
int	 session_open_journal(struct journal *, sqlite3 *, struct rng *,
	    struct session **, char *, size_t);
/* The session of a journal already open, its state not folded, for
 * commands that read the journal alone (`log verify`): `unfolded` set,
 * which catch-up leaves alone. */
struct session *session_open_unfolded(struct journal *, sqlite3 *,
	    struct rng *);
/* The same session as it stood after event `upto` (read-only use). */
int	 session_open_at(const char *path, sqlite3 *, struct rng *,
	    int64_t upto, struct session **, char *, size_t);
/* Open, calling hook after each event as the fold goes. */
int	 session_open_walk(const char *path, sqlite3 *, struct rng *,
	    int64_t upto, void (*hook)(struct session *, int64_t, const char *,
	    void *), void *, struct session **, char *, size_t);
/* Open, handing each event up to upto (0: all) to each as the fold goes,
 * every one (on_each above); each returns non-zero to stop, and the open
 * then fails. */
int	 session_open_each(const char *path, sqlite3 *, struct rng *,
	    int64_t upto, int (*each)(struct session *, const struct event *,
	    json_t *, int, void *), void *, struct session **, char *, size_t);
void	 session_close(struct session *);

/* A command begins: its line is kept with its first event, and a random
 * choice made from here on marks the event it decided ("chance"). */
void	 session_begin_command(struct session *, const char *line);
/* Has the command in hand met chance (dice rolled or read, a random
 * pick) since it began, or since session_chance_kept?  A question asked
 * after it is a commit point: what chance decided stands whatever the
 * answer (src/cli/checkpoint.c).  Chance met and marked on no event yet:
 * 2. */
int	 session_chance(struct session *);
void	 session_chance_kept(struct session *);
/* What follows from the events the command in hand recorded since it
 * began, or since this was last asked: the flags the rules set on the
 * tracks, then each mechanism's after hook, recorded as the same
 * command's and said in r (0, or -1 with r failed).  Nothing recorded,
 * or the game over: nothing.  Asked before any of the command's events
 * is committed (a question after chance commits those before it). */
int	 session_after_command(struct session *, struct reply *);
/* The command in hand is done: session_after_command, then its events
 * committed.  -1 when either failed: r failed says the hooks did, r
 * still ok that the journal could not be written (the caller says so
 * and rolls back). */
int	 session_commit(struct session *, struct reply *);
/* A campaign's server commits to its dice (dice_commit.h): s's draws
 * from now on; the first epoch is begun at once, in a transaction of its
 * own, when none is in hand (a campaign made before).  0, or -1: the
 * dice are committed (the next command's end begins the epoch). */
int	 session_dice_start(struct session *);
/* At a command's end (session_commit): the epoch in hand revealed when
 * the game moved to another turn or ended, or when its commitment was
 * undone, and a fresh one committed (the first one too).  0, or -1. */
int	 session_dice_settle(struct session *);
/* Append one event (inside a journal transaction) and fold it in.  It
 * takes the reference to `data` (an object) whatever it returns: the
 * caller never frees it.  A NULL or non-object `data` records nothing and
 * returns -1. */
int	 session_record(struct session *, const char *kind, const char *text,
	    json_t *data);
/* The same, visible only to `vis` (a side id, or "umpire"). */
int	 session_record_vis(struct session *, const char *kind,
	    const char *text, json_t *data, const char *vis);
/* In a campaign, a reminder or instruction for a side other than the
 * one acting (its arrivals, a roll it makes): recorded as a "notice"
 * that side and the umpire see, so it reaches that side's terminal and
 * log.  Nothing at a table, nor when the side is the one acting. */
int	 session_notice(struct session *, const char *side, const char *text);
/* Store an event made by a campaign server (inside a journal
 * transaction) and fold it in: the copy's state follows the server's. */
int	 session_copy_event(struct session *, const struct event *, char *,
	    size_t);
/* The reminder of phase i, as long as the data has it (malloc'd, NULL
 * when none). */
char	*session_phase_reminder(struct session *, int i);
/* Note path as the last session used (a failure said in r). */
void	 session_remember(const char *path, struct reply *r);
/* Is this scenario option on (`new ... +OPTION`)? */
int	 session_has_option(struct session *, const char *);
/* Rebuild the state from the journal (after undo, or on open). */
int	 session_refold(struct session *, char *, size_t);
/* Does the base's fold apply events of this kind itself (a track, a
 * step, a setting...)?  Any other changes state only through a
 * mechanism's fold (undo_deps.c weighs them so). */
int	 session_folds_kind(const char *kind);
/* Fold what another writer appended since this session last looked (a
 * second terminal on the same file): every command starts from the
 * journal's true tail.  Inside the write transaction for a command that
 * writes, so nobody can append in between. */
int	 session_catch_up(struct session *, char *, size_t);

/* Commands that change state.  Each writes its explanation to the reply,
 * appends its events and returns 0, or fails the reply and returns -1
 * with nothing recorded. */
int	 session_next(struct session *, const char *target, struct reply *);
/* The choices sides owe a shared campaign (waiting.c): as one line
 * every role reads ("Confederate Key chits, Union 21.4e pick"), and each
 * with its side, the role that answers it and the command that does, so
 * the side's terminal can ask for it ([{"side", "role", "what", "answer",
 * "choice", "force"...}]: owes_put). */
struct owes {
	struct buf	 text;
	json_t		*items;
};
/* One choice owed, as a mechanism's owed hook says it (owes_put). */
struct owe {
	const char	*side;		/* the side that owes it, or "umpire"
					 * (owed by the umpire: a message
					 * awaiting approval) */
	const char	*what;		/* "Key chits" */
	const char	*answer;	/* the command that answers it: "key
					 * union CHIT..." */
	const char	*choice;	/* its kind as `force` and `campaign
					 * answer` name it ("key", "held");
					 * NULL: the answer's first word */
	const char	*of;		/* what it is the choice of, for
					 * `campaign answer CHOICE:OF` (a
					 * division's id); NULL: nothing */
	const char	*force;		/* the umpire's whole command making
					 * it when a deadline falls due
					 * ("force key union at random");
					 * NULL: "force CHOICE SIDE at
					 * random" (the umpire's own:
					 * ""); "": nothing can */
	const char	*pass;		/* the umpire's command making it a
					 * pass (a deadline's then=pass);
					 * NULL: it has none */
};
/* OWED_STANDING (adj/mech.h): what is owed whatever the step. */
void	 owes_init(struct owes *);
void	 owes_free(struct owes *);
/* side owes what ("Key chits"), answered by the command answer ("key
 * union CHIT..."): owes_put with the rest left to their defaults. */
void	 owes_add(struct owes *, struct session *, const char *side,
	    const char *what, const char *answer);
void	 owes_put(struct owes *, struct session *, const struct owe *);
/* The choice the umpire's `force` names for the item just added ("key",
 * "brigade", "drawn", "impulse"...): its "choice", and its "force" made
 * `force WORD SIDE at random`, what a deadline runs for the side. */
void	 owes_force(struct owes *, const char *word);
/* In a shared campaign (s->actor set), the choices the sides owe before
 * the step in hand and the rest of the phase in hand can be played;
 * nothing at a table, where a prompt asks and a script picks at random. */
void	 session_waiting(struct session *, struct owes *);
/* The same whoever asks (a table's fold too: owed_since.c). */
void	 owed_collect(struct session *, struct owes *);
/* What step idx's actions would ask a side for (its Key chits, a pick),
 * read from the state as it is now. */
void	 session_step_owes(struct session *, int idx, struct owes *);
/* Does s wait for a side's choice rather than make it (a shared
 * campaign, where nobody can be asked)? */
int	 session_waits(struct session *);
/* What the walk of `next` from the step in hand to step dest (-1: the
 * next step; loop: dest only) would choose for a side, into b. */
void	 session_walk_owes(struct session *, int dest, int loop,
	    struct owes *);
/* `next` with a pass (a mechanism's `pass` command moves on this way). */
int	 session_advance(struct session *, const char *target, int pass,
	    struct reply *);
/* `track NAME OP`: the change made by src (the command, or a formula). */
int	 session_track(struct session *, const char *name, const char *op,
	    const struct event_source *, struct reply *);
int	 session_box(struct session *, const char *name, const char *verb,
	    const char *item, const char *box, const struct event_source *,
	    struct reply *);
/* Take back the last command (reason: why, or NULL).  In a shared
 * campaign (s->actor set) a side takes back only its own, and only when
 * undo_barred() finds nothing; the umpire anything, with a reason. */
int	 session_undo(struct session *, const char *reason, struct reply *);
/* Did the command that began at event cmd leave something to chance or
 * show something to a role other than actor (a side)?  1 with what it did
 * in why ("drew a chit", "rolled dice"), else 0.  Read from its events'
 * kinds, data and visibility (src/core/undo.c). */
int	 undo_barred(struct session *, int64_t cmd, const char *actor,
	    char *why, size_t);
/* The other side of a two-sided game. */
const char *session_enemy(struct session *, const char *side);
/* The printed name of a side id. */
const char *session_side_name(struct session *, const char *side);

/* Record track t set to value, with the log's text and where the change
 * came from (NULL: nowhere said): the one writer of "track" events
 * (track_record.c). */
int	 track_record(struct session *, const struct track *, int value,
	    const char *text, const struct event_source *);
/* The same for a unit (item) of box track t put in box, or taken off it
 * (box -1): the one writer of "box" events. */
int	 box_record(struct session *, const struct track *, const char *item,
	    int box, const char *text, const struct event_source *);
/* Step idx of turn reached: the one writer of "phase" events (session.c). */
int	 phase_record(struct session *, int turn, int idx);
/* The game over with this result (a victory level's text) and winner (a
 * side id, or ""): the one writer of "end" events (end_record.c). */
int	 end_record(struct session *, const char *result, const char *winner,
	    const char *text, const struct event_source *);
/* Add n to track t within its bounds, recording it with why and its
 * source, and saying it in r (at an end, that it stopped there); the
 * amount added into *done (tracks.c). */
int	 session_track_add(struct session *, struct track *, int n,
	    const char *why, const struct event_source *, int *done,
	    struct reply *);
/* Where a gain of n on track t now at from starts: from, or the
 * track's floor (track_gain) when from is below it (*floored set to 1)
 * (track_gain.c). */
int	 track_gain_from(struct session *, const struct track *, int from,
	    int n, int *floored);
/* Add n to SIDE's per-side track BASE (vp.SIDE), recording it. */
int	 session_side_track_add(struct session *, const char *base,
	    const char *side, int n, const char *why,
	    const struct event_source *, struct reply *);

/* Bind the SQL functions the rules' formulas may call (each mechanism
 * binds those that read its state) to session s, or to none (NULL: they
 * answer as for a game just begun). */
void	 session_sql_functions(sqlite3 *, struct session *);
/* Unbind them if they read this session (it is closing). */
void	 session_sql_unbind(sqlite3 *, struct session *);

/* A side by typed name ("union", "conf"; "csa", "usa" and "rebel" as
 * players write them): its id into out and 0, or -1. */
int	 session_side(struct session *, const char *, char *, size_t);
/* A side typed that names none: refused, listing the game's sides. */
int	 session_side_refused(struct session *, const char *typed,
	    struct reply *);

/* May the current view act for this side (the umpire, the table's view
 * and a view-less terminal act for all)?  0, or -1 with the reply failed. */
/* The first step of phase or step id (its own index, or its first
 * step's), or -1. */
int	 session_step_of(struct session *, const char *id);
int	 session_may_act(struct session *, const char *side, struct reply *);
/* The table's view: one screen that every player at the table reads.  It
 * acts for every side, as a view-less terminal does, but sees what every
 * side may see and no more (a side's Key chits, held chits and blind
 * Events are hidden, as from the observer).  The prompt starts in it. */
#define VIEW_TABLE	"table"
/* Is the view one of no side (none, the umpire's, the table's)? */
int	 view_of_no_side(const char *view);

/* May the current view see an event of this visibility?  view_may_see:
 * the same for a view ("" for all, "umpire", a side or a commander) held
 * elsewhere.  Every reader of events (a terminal, the server's /state and
 * events, the page, reports, the log, exports) asks one of these. */
int	 session_may_see(struct session *, const char *vis);
int	 view_may_see(const char *view, const char *vis);
/* The visibility of what one role alone reads (besides the umpire): for
 * a side "=SIDE", which the commanders under it do not see; the umpire
 * or a commander as they are.  vis_role: the role a visibility names
 * ("=union" -> "union"). */
#define VIS_ALONE	'='
const char *vis_alone(const char *role);
const char *vis_role(const char *vis);

/* Reading the state. */
const char *session_turn_label(struct session *, int);
/* Game turn t as the scenario counts it (its first turn is 1). */
#define TURN_NO(s, t)	((t) - (s)->first_turn + 1)
/* What a turn changes in the sequence of play (phase_rule.c): is step idx
 * left out on turn; the first step a turn plays; the words said on
 * arriving at step idx on turn, into r. */
int	 phase_skipped(struct session *, int turn, int idx);
/* The step played after step *idx of turn *turn (sequence.c), passing
 * the steps its turn leaves out: 1 with *turn and *idx moved there, 0
 * past the last step of the last turn.  dest (or NULL): the step a walk
 * goes to, -1 once the walk passed it left out. */
int	 sequence_next(struct session *, int *turn, int *idx, int *dest);
int	 phase_first_step(struct session *, int turn);
void	 phase_remind(struct session *, int turn, int idx, struct reply *);
/* A turn's daypart ('day', 'night') and its flags as a comma list
 * ('thoroughfare-only'), from the turn track; and those flags as a JSON
 * list (a new reference). */
void	 turn_kind(struct session *, int turn, char *daypart, size_t,
	    char *flags, size_t);
json_t	*turn_flags_json(const char *flags);
/* The steps turn leaves out, and why, in one line into r. */
void	 phase_skips_said(struct session *, int turn, struct reply *);
struct track *session_track_find(struct session *, const char *,
	    struct reply *);
/* The id a player typed among those sql lists (id, name; ?1 the game):
 * 0 with it in out, or -1 with r failed naming what (a "kind of loss")
 * was expected (pick.c). */
int	 session_pick(struct session *, const char *sql, const char *typed,
	    const char *what, char *out, size_t, struct reply *);
/* A track by its exact id, or NULL. */
struct track *session_track_by_id(struct session *, const char *id);
/* Set the flags whose condition now holds (track_latch; latch.c), as
 * events of the command in hand, each said in r: 0, or -1. */
int	 session_latches(struct session *, struct reply *);
/* Set or clear the flags that follow a test of the tracks (track_follow;
 * follow.c) as it now holds or not, as events of the command in hand,
 * each said in r: 0, or -1. */
int	 session_follows(struct session *, struct reply *);
/* The test flag t follows (malloc'd), or NULL when it follows none. */
char	*session_follow_test(struct session *, const struct track *);
/* An expression the rules state over the tracks (:vp_union, derived
 * tracks by their formula) evaluated now: 0 with its value, or -1 when
 * it cannot be (rules check finds such a formula first). */
int	 session_track_expr(struct session *, const char *expr, double *);
/* Bind the tracks as the named parameters of st (:vp_union), all but
 * skip, and the turn (:turn); computed: derived tracks by their formula,
 * else as stored. */
void	 session_tracks_bind(struct session *, sqlite3_stmt *,
	    struct track *skip, int computed);
int	 session_track_value(struct session *, struct track *);
/* The printed name of a box ("Box 2", "Available"). */
void	 session_box_label(struct session *, struct track *, int, char *,
	    size_t);
void	 session_status(struct session *, struct reply *);
void	 session_position(struct session *, json_t *);
void	 session_victory(struct session *, struct reply *);
/* The victory level a mechanism decides (victory by comparing levels),
 * explained into r if given; NULL when none does. */
char	*session_standing(struct session *, char *winner, size_t,
	    struct reply *);
/* The lines the mechanisms add under track t (hexes scored at the end). */
void	 session_track_notes(struct session *, struct track *, struct reply *);
/* The scenario's victory level for the current tracks (NULL if none). */
char	*session_victory_level(struct session *, char *winner, size_t);

#endif
