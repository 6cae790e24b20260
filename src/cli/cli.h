/* The command-line face: REPL, -c commands, scripts.  Each command family
 * is one cmd-*.c file declaring its struct cmd_entry; cmd.c lists them. */
#ifndef ADJ_CLI_H
#define ADJ_CLI_H

#include <sqlite3.h>

#include "adj/dice.h"
#include "adj/reply.h"
#include "adj/session.h"

struct cli {
	sqlite3		*rules;		/* the open game's rules: the image's,
					 * or an installed module's */
	sqlite3		*image;		/* the shipped rules (NULL: rules is
					 * all there is: a server's reader) */
	sqlite3		*rules_old;	/* rules a copy being opened replaced,
					 * closed once it is in (cmd-sync.c) */
	char		 read_only[768];	/* why nothing may be written
					 * to the open game ("": it may) */
	struct session	*s;
	struct rng	 rng;
	int		 json;
	int		 interactive;	/* a person at a prompt */
	int		 color;
	char		 session_path[4096];
	int		 session_named;	/* --session given */
	char		 view[32];	/* --side: whose eyes */
	int		 clear_screen;	/* clear the screen and its scroll-back
					 * before the reply (a side's view
					 * left at a shared screen) */
	int		 quit;
	int		 refused;	/* any command refused: exit 1 */
	int		 out_error;	/* why output failed (an errno), or 0 */
	unsigned long	 budget_used;	/* the last command's work (budget.h) */
	unsigned long	 budget_max;	/* the most any command took */
	int64_t		 replay_at;	/* `replay`: the event shown (0: off) */
	struct link	*link;		/* joined to a campaign (src/sync):
					 * link->s is s (NULL for a side's
					 * copy, which folds no game) */
	int		 local;		/* run here even when joined */
	int		 journal_only;	/* every command of this run reads the
					 * journal alone: the session opens
					 * unfolded (cli_journal_only) */
	int		 confined;	/* a campaign on the server: only
					 * CMD_CAMPAIGN entries run, and
					 * nothing opens or writes files */
	/* The command in hand's commit point at a question (checkpoint.c). */
	struct {
		struct reply	*top;		/* the command's own reply */
		int		 tx;		/* it runs in a transaction */
		int64_t		 before;	/* the last event before it */
		int64_t		 kept;		/* the last made durable at a
						 * question (0: none) */
		int		 cancelled;	/* a question was cancelled */
		int		 refold;	/* the journal's tail is not
						 * what the session folded */
		char		 why[512];	/* the command ended at a
						 * question not asked */
		char		 last[256];
	} ck;
};

#define CMD_SESSION	0x1	/* needs an open game */
#define CMD_WRITES	0x2	/* may append events: run in a transaction */
#define CMD_CAMPAIGN	0x4	/* runs on the campaign server in a shared
				 * campaign (play, look-up, review; nothing
				 * that opens or writes other files) */
#define CMD_SECRET	0x10	/* its line may name a secret (a Key chit,
				 * a held chit, a declaration): not kept in
				 * the REPL's history when it names any
				 * word but key=value options */
#define CMD_STEP	0x8	/* acts on where the game stands (`next`,
				 * `draw`): not sent if the campaign moved
				 * on since the player looked */
#define CMD_REST_TEXT	0x20	/* takes free text (a note, a message, a
				 * declaration): its line is split at
				 * blanks only, and the command takes its
				 * text as typed with cli_text, apostrophes
				 * and quotes kept */

/* Whose a command is in a shared campaign, judged on its server
 * (authority.c); every entry the server runs that may write carries one.
 * The umpire may run anything; a table terminal is never judged. */
#define CMD_ANYONE	0x100	/* history, not state (rolls, look-ups,
				 * notes): every role but the observer */
#define CMD_UMPIRE	0x200	/* changes what the sides share (a shared
				 * track, hex control, the cup, the
				 * settings): the umpire's */
#define CMD_SIDE_OWN	0x400	/* a side's act on its own things (its
				 * chits, leaders, impulse, declarations):
				 * the mechanism checks whose, or the
				 * entry's whose() says */
#define CMD_ADVANCE	0x800	/* moves the game on (`next`): the
				 * umpire's, or every side's with the
				 * campaign setting advance=sides */
#define CMD_JOINED	0x1000	/* a shared campaign's only (`campaign`):
				 * left out of help and completion, and
				 * refused, anywhere else */

/* The command in hand, as the dispatcher gives it to an entry's exec:
 * the terminal (or campaign) running it, the line it runs from and
 * where each of its words lies in that line (for a CMD_REST_TEXT entry,
 * cli_text; else NULL).  It lives for one command; what lasts between
 * commands is the terminal's (struct cli). */
struct cmd_ctx {
	struct cli		*c;
	const struct cmd_entry	*entry;
	const char		*line;
	const size_t		*word_at, *word_end;
};

/* The kinds of name an argument of a command takes, for Tab: bits, as one
 * place may take several.  An entry's args give each word's kind
 * (args.c). */
#define ARG_COMMAND	0x00001	/* the game's commands (`help`) */
#define ARG_GAME	0x00002
#define ARG_SCENARIO	0x00004	/* of the game named first (`new`) */
#define ARG_SIDE	0x00008
#define ARG_LEADER	0x00010
#define ARG_CAUSE	0x00020	/* why a leader goes inactive */
#define ARG_HAND	0x00040	/* chits held, that this view may name */
#define ARG_CUP		0x00080	/* chits in the cup, the same */
#define ARG_POOL	0x00100	/* the Events a side named first chooses
				 * its Key chits from */
#define ARG_WAITING	0x00200	/* chits on the turn track */
#define ARG_STEP	0x00400	/* phases and steps */
#define ARG_TABLE	0x00800	/* the game's look-up tables */
#define ARG_QTABLE	0x01000	/* every game's, as GAME.TABLE */
#define ARG_TRACK	0x02000
#define ARG_HEX		0x04000	/* the scenario's victory hexes */
#define ARG_MODIFIER	0x08000	/* of the table or calculator in hand */
#define ARG_FORMULA	0x10000
#define ARG_CONTEST	0x20000	/* combats by totals */
#define ARG_USE		0x40000	/* markers and their uses */
#define ARG_FILE	0x80000	/* a file: readline's own completion */
#define ARG_LOSS	0x100000	/* kinds of loss the ledger routes */
#define ARG_AMMO	0x200000	/* ammunition events */
#define ARG_REGISTER	0x400000	/* the game's registers */
#define ARG_ENTRY	0x800000	/* the listed things of the register */
#define ARG_COUNTER	0x1000000	/* its counters */
#define ARG_SAVED	0x2000000	/* saved sessions by name; a word with
					 * a slash is a file (ARG_FILE) */
#define ARG_UNIT	0x4000000	/* the scenario's units (oob.h) */
#define ARG_EVENT	0x8000000	/* the kinds of event `log` shows */
#define ARG_TEXT	0x10000000	/* free text: the rest of the line */
#define ARG_QUEUE	0x20000000	/* the game's queues of arriving units */

/* A command, as tmux's cmd_entry: written with designated initialisers,
 * every field but name and exec may be left out. */
struct cmd_entry {
	const char	*name;
	const char	*alias;
	/* What follows the name: the usage line, the check of the words
	 * before exec runs, and what Tab offers for each (args.c); ""
	 * takes no word, NULL is not checked. */
	const char	*args;
	const char	*hint;		/* what a usage error adds: "`status`
					 * names them", or NULL */
	const char	*summary;
	const char	*example;
	const char	*more;		/* longer help, or NULL */
	int		 flags;
	int		(*exec)(struct cmd_ctx *, int, char **, struct reply *);
	const char	*mech;		/* the rules mechanism it belongs to
					 * (adj/mech.h), or NULL: a command
					 * of every game */
	const char	*also;		/* a second mechanism whose games have
					 * it too (`force`: the cup's choices
					 * and an impulse), or NULL */
	/* Whose thing a line of it acts on, for the authority judge of a
	 * shared campaign: 0 when any role may run the line (it only
	 * shows, or the rules name nobody); else 1, with the owning side's
	 * id in side ("" when every side shares it: the umpire's) and the
	 * one-line refusal for any other side in why.  NULL: the entry's
	 * flags alone say whose it is. */
	int		(*whose)(struct session *, int, char **, char *side,
			    size_t, char *why, size_t);
	/* What `help COMMAND` adds from the game's data (the steps `next`
	 * takes, the combats, the tables' CSV shapes), or NULL. */
	void		(*help)(struct cli *, struct reply *);
	/* Does the line read the session's journal alone, never its folded
	 * state (`log verify`)?  A run whose every command does opens the
	 * session without folding it.  NULL: every line needs the state. */
	int		(*journal_only)(int, char **);
};

extern const struct cmd_entry *const cmd_table[];

/* main.c: the terminal's face of the program (`adjutant` without
 * `serve`): the exit status. */
int	 cli_main(int argc, char **argv);
/* Does the line read the journal alone (its entry's journal_only)? */
int	 cli_line_journal_only(struct cli *, const char *line);
/* Run one command line: parse, dispatch, commit, print, and offer what
 * its result calls for next (chain.c). */
void	 cli_run_line(struct cli *, const char *);
/* Print a command's reply: its text, or its JSON, then its error. */
void	 cli_print(struct cli *, struct reply *);

/* What a result calls for next (chain.c, from result_next): noted in r
 * (a "Next:" line, and "next" in JSON); 1 when it waits to be offered
 * at the prompt once r is shown, by chain_offer. */
struct chain {
	char	 next[256];
	char	 cond[160];
	char	 sect[64];
};
int	 chain_note(struct cli *, struct reply *, struct chain *);
void	 chain_offer(struct cli *, const struct chain *);
/* A line refused before it could run (one too long to read, say),
 * printed as a command's refusal is. */
void	 cli_refuse(struct cli *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* The same without printing: the reply into r; 0 for an empty line. */
int	 cli_exec_line(struct cli *, const char *, struct reply *);
/* A reply as a JSON object: ok and error first (new reference). */
json_t	*cli_reply_json(struct reply *);
/* The entry a command word names: a name in full, an alias, a unique
 * prefix; NULL, with *ambiguous set when the prefix fits more than one.
 * cmd_find looks among every command; cli_find takes aliases and
 * prefixes among the game at hand's (cli_game_has) only. */
const struct cmd_entry *cmd_find(const char *, int *ambiguous);
const struct cmd_entry *cli_find(struct cli *, const char *, int *ambiguous);
/* The game at hand: the open session's, or that of a side's campaign
 * copy (which folds no session).  Its id and title into id and title
 * (either may be NULL); -1 when no game is at hand. */
int	 cli_game(struct cli *, char *id, size_t, char *title, size_t);
/* Whose eyes the open session's commands have: the terminal's view
 * (--side, `view`) into c->s->view, a side by any of its names; -1 when
 * the view names no side of the game. */
int	 cli_session_view(struct cli *);
/* May e run here: a command of the game at hand (cli_game_has), and a
 * shared campaign's own only in a campaign? */
int	 cli_available(struct cli *, const struct cmd_entry *);
/* Is e a command of the game at hand: a common command, one of a
 * mechanism that game uses, or any command when no game is at hand?
 * (A campaign's own commands are the game's; cli_available says whether
 * this terminal may run them.) */
int	 cli_game_has(struct cli *, const struct cmd_entry *);
/* The game at hand's own example of a command (command_help), malloc'd,
 * or NULL. */
char	*cli_game_example(struct cli *, const char *);
/* Fail r with "usage: USAGE" (the line the entry's args give), then
 * what (when not NULL: "(`status` names them)"), and the game's own
 * example of the command when it has one ("usage: key SIDE CHIT... (e.g.
 * key csa rebel anv)"). */
/* Which rules a game reads (game_rules.c).  c's rules connections
 * closed, each once (main.c's end). */
void	 cli_rules_close(struct cli *);
/* Make game's rules c->rules (the image's, or its installed module's):
 * 0, with the connection it replaced in *old (NULL: none), which the
 * session reading it may still hold; or -1 with err.  cli_rules_back
 * undoes it (the new game did not open); cli_rules_release closes *old
 * once that session is closed. */
int	 cli_rules_for(struct cli *, const char *game, sqlite3 **old,
	    char *err, size_t);
void	 cli_rules_back(struct cli *, sqlite3 *old);
void	 cli_rules_release(struct cli *, sqlite3 *old);
/* The game a session file holds (its journal's meta), or NULL. */
char	*cli_game_of_file(const char *path);
/* A module game's session: record the hash of its module's text (at
 * `new`), or check that the installed text is still that one (at each
 * open): 0, or -1 with err. */
int	 cli_module_pin(struct session *, char *err, size_t);
/* A module game whose module changed or went since it began (why): its
 * session at path folded by the module's text its file keeps, those
 * rules made c->rules (the one replaced in *old), c->read_only set.  0,
 * or -1 when its file keeps no text (nothing changed then). */
int	 cli_open_kept(struct cli *, const char *path, struct session **,
	    sqlite3 **old, const char *why);
int	 cli_module_pinned(struct session *, char *err, size_t);
/* The rules of the game the session file at path holds, with tables
 * attached as rules_open_tables does (a campaign's own): the image's, or
 * its installed module's.  NULL with err. */
sqlite3	*cli_rules_of_file(const char *path, const char *tables, char *err,
	    size_t);
/* `module import` (cmd-module.c), for the campaign server's own copies. */
int	 cli_module_import(struct cli *, const char *path, const char *as,
	    struct reply *);
/* The same of a module's text (len bytes), path naming it in messages. */
int	 cli_module_import_text(struct cli *, const char *path,
	    const char *text, size_t len, const char *as, struct reply *);
/* `rules check` of a rules connection (the shipped image, or a module's
 * rows): the base's checks and those of the command table; one line a
 * problem into out, their number returned (cmd-help.c). */
int	 cli_rules_check(sqlite3 *rules, struct buf *out);
int	 cli_usage(struct cli *, const struct cmd_entry *, const char *what,
	    struct reply *);
/* The usage line of e: its name and args without their kinds (args.c);
 * cmd_usage_line keeps it for the life of the program. */
void	 cmd_usage(const struct cmd_entry *, struct buf *);
const char *cmd_usage_line(const struct cmd_entry *);
/* Do argv's words fit e's args (args.c)?  0, or -1 when there are more
 * words than any of its forms takes (a line that stops short is the
 * command's to answer). */
int	 args_check(const struct cmd_entry *, int argc, char **argv);
/* The kinds of name (ARG_*) the word after argv[0..argc) may be, and
 * the fixed words it may be, blank apart, into lit. */
int	 args_complete(const struct cmd_entry *, int argc, char **argv,
	    struct buf *lit);
/* Are e's args well formed (for the unit test)? */
int	 args_valid(const struct cmd_entry *);
/* The example of e to show, into b (returned): the game's own when it has
 * one, else the entry's, its word SIDE made the game's first side when a
 * game is at hand. */
const char *cli_example(struct cli *, const struct cmd_entry *, struct buf *);
/* The entry a whole line would run, after tokenizing and prefix matching
 * exactly as cli_exec_line does (NULL: unknown, ambiguous, or no words). */
const struct cmd_entry *cli_line_entry(struct cli *, const char *);
/* Every question at the prompt (an ask_fn): print what the reply holds
 * so far, then ask; NULL when cancelled or not at a prompt. */
/* At a terminal, clear the screen and its scroll-back: a side's secret
 * shown at a shared screen is not left for the others to scroll to. */
void	 cli_clear_screen(struct cli *);
char	*cli_ask_lookup(void *, struct reply *, const char *);
/* Pick one of n at random for a non-interactive run, and say so. */
int	 cli_pick(struct cli *, int n);
int	 cli_open_session(struct cli *, const char *, struct reply *);
/* The REPL's prompt: the game, whose eyes, the link (ask.c). */
const char *cli_prompt(struct cli *);
/* Ctrl-C: at a question inside a command it cancels the question (and
 * does not return); else nothing (ask.c). */
void	 ask_interrupt(void);

/* A joined terminal at its prompt keeps up by itself (idle.c): on for
 * c while it waits for a line, and off (inside a command, a question);
 * ended when the REPL ends (the server's long-poll let go). */
void	 idle_on(struct cli *);
void	 idle_off(void);
void	 idle_end(void);

/* checkpoint.c: a command begins (its reply, whether it runs in a
 * transaction, the last event before it); a question is about to be
 * asked inside it (after chance, what it recorded is made durable;
 * -1: the command ends there, the question not asked);
 * the question was cancelled; the command ended (r says what stands). */
void	 checkpoint_begin(struct cli *, struct reply *, int tx, int64_t);
int	 checkpoint_question(struct cli *, struct reply *);
void	 checkpoint_cancelled(struct cli *);
void	 checkpoint_end(struct cli *, struct reply *);
/* The last event made durable at a question (0: none), and how a
 * refusal says what of the command was not recorded. */
int64_t	 checkpoint_kept(struct cli *);
const char *checkpoint_nothing(struct cli *);

/* Tab completion at the prompt (complete.c): on for c, and off. */
void	 complete_on(struct cli *);
void	 complete_off(void);
/* route.c: what a command does in a joined terminal.  1 when it was
 * handled (sent, queued or answered from the copy), 0 to run it here. */
/* At a joined terminal: POST body to the campaign's `what` (tables,
 * roles); the server's reply to it, a new reference, or NULL with r
 * failed (verb: what the player asked, for the error). */
json_t	*cli_post(struct cli *, const char *what, json_t *body,
	    const char *verb, struct reply *);
/* `undo` at a joined terminal's prompt: what the server would take back
 * shown first, a numbered undo agreed to, the umpire's reason asked (the
 * line to send, perhaps rewritten into buf; NULL when not to be sent,
 * with r failed).  seen: what the player has now seen. */
const char *cli_undo_ask(struct cli *, int argc, char **argv,
	    const char *line, int online, char *buf, size_t len,
	    int64_t *seen, struct reply *);
/* Does an `undo` line name a command by number? */
int	 cli_undo_numbered(int argc, char **argv);
/* `export` in a copy that holds only its role's events: the report the
 * server makes of the whole game in that role's view (export-remote.c);
 * and the answer every export gives. */
struct report_summary;
int	 cli_export_remote(struct cli *, int argc, char **argv,
	    struct reply *);
void	 cli_export_said(struct reply *, const char *path, const char *fmt,
	    const struct report_summary *);
/* The format a report's file name asks for by its extension, or NULL. */
const char *cli_export_format(const char *path);
int	 cli_route(struct cli *, const struct cmd_entry *, int argc,
	    char **argv, const char *line, struct reply *);
/* cmd-sync.c: the terminal as its link sees it when it joins or opens a
 * copy (src/sync calls back through it, never into the CLI), and letting
 * the link go. */
struct link_term;
void	 cli_link_term(struct cli *, struct link_term *);
void	 cli_unlink(struct cli *);

/* Import TABLE (GAME.TABLE, or a table of the open game) from CSV text
 * of len bytes into the tables this handle reads (a campaign's own, on
 * the server), kept with source as whose copy it is: 0, or -1 with the
 * reply failed and nothing stored. */
int	 table_import_csv(struct cli *, const char *table, const char *csv,
	    size_t len, const char *source, int partial, struct reply *);

/* The CSV shape of a table, for `help table`. */
void	 table_format(struct cli *, const char *, const char *, struct buf *);

/* May role run this line of entry e in a shared campaign with these
 * settings (authority.c)?  0, or -1 with the rule or setting that forbids
 * it in r, in one line.  Reads s, changes nothing. */
int	 authority_judge(const struct cmd_entry *, int argc, char **argv,
	    struct session *, const char *role, const struct settings *,
	    struct reply *);
/* whose() of a line that changes track t: the umpire's when the sides
 * share it, its side's too when the rules give it one (track.side).
 * Always 1. */
int	 authority_track(struct session *, const struct track *, char *side,
	    size_t, char *why, size_t);
/* whose() of a line `VERB SIDE UNIT...` recording a side's own unit lost
 * (`eliminated`, `reorganize`, `elimination`): that side's, the umpire
 * any side's; 0 (anyone: the command will refuse it) when argv[1] names
 * no side. */
int	 authority_unit_side(struct session *, const char *verb, int argc,
	    char **argv, char *side, size_t, char *why, size_t);

/* Record NAME=VALUE words as the campaign settings of s (cmd-campaign.c;
 * inside a journal transaction), each said in r: 0, or -1 with r failed
 * and nothing recorded.  A setting that is so already is said, not
 * recorded. */
int	 campaign_set(struct session *, int n, char **words, struct reply *);
/* Where the server posts each role's notices, as the session's journal
 * has them (`notify`; undone ones left out): {ROLE: URL}, new. */
json_t	*notify_addresses(struct session *);

/* The free text of a CMD_REST_TEXT command: its words from..to-1 (to
 * past argc: to the end) as typed, every byte between the first's start
 * and the last's end, appended to b.  Quotes around the whole are taken
 * off: the player quoted it all.  Words only (joined by blanks) when the
 * command was not run from a line. */
void	 cli_text(struct cmd_ctx *, int argc, char **argv, int from, int to,
	    struct buf *);

/* The ith group of event kinds `log KIND` takes ("rolls", "draws"), or
 * NULL past the last (cmd-log.c): what Tab offers there. */
const char *log_group(int);

/* `key=value` argument helpers: the value of KEY= in argv, or NULL. */
const char *arg_value(int, char **, const char *);

/* The typed options (+OPTION words, without the '+'), each matched to
 * one of the game's rule options and allowed in scenario, written into
 * opts as their ids, a comma list (each said in r): 0, or -1 with r
 * failed naming what is expected (`new`, and the server's `serve new`). */
int	 cli_options(sqlite3 *, const char *game, const char *scenario,
	    char **typed, int ntyped, struct buf *opts, struct reply *r);

#endif
