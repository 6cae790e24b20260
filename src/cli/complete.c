/* Tab completion at the prompt.  The first word completes to the
 * commands of the game at hand (every command with none at hand); a later
 * word to the names that fit where it stands, as arg_names says: a side,
 * a leader, a chit this terminal may name, a step, a table, a hex.  The
 * names are read afresh at each Tab, so they follow `new`, `open` and the
 * game as it goes. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <readline/readline.h>

#include "adj/mech/cup.h"
#include "adj/oob.h"
#include "adj/rules.h"
#include "adj/saved.h"
#include "cli.h"
#include "../sync/link.h"

static struct cli *complete_cli;
static char **words;		/* the candidates of this completion */
static int nwords;

static void
add_word(const char *w)
{
	words = realloc(words, (size_t)(nwords + 1) * sizeof *words);
	if (words == NULL)
		abort();
	words[nwords++] = strdup(w);
}

static void
clear_words(void)
{
	int	 i;

	for (i = 0; i < nwords; i++)
		free(words[i]);
	free(words);
	words = NULL;
	nwords = 0;
}

/* The kinds of name an argument takes: bits, as one place may take
 * several. */
#define N_COMMAND	0x00001	/* the game's commands (`help`) */
#define N_GAME		0x00002
#define N_SCENARIO	0x00004	/* of the game named first (`new`) */
#define N_SIDE		0x00008
#define N_LEADER	0x00010
#define N_CAUSE		0x00020	/* why a leader goes inactive */
#define N_HAND		0x00040	/* chits held */
#define N_CUP		0x00080	/* chits in the cup */
#define N_POOL		0x00100	/* a side's Events before the build */
#define N_WAITING	0x00200	/* chits on the turn track */
#define N_STEP		0x00400	/* phases and steps */
#define N_TABLE		0x00800	/* the game's look-up tables */
#define N_QTABLE	0x01000	/* every game's, as GAME.TABLE */
#define N_TRACK		0x02000
#define N_HEX		0x04000	/* the scenario's victory hexes */
#define N_MODIFIER	0x08000	/* of the table or calculator in hand */
#define N_FORMULA	0x10000
#define N_CONTEST	0x20000	/* combats by totals */
#define N_USE		0x40000	/* markers and their uses */
#define N_FILE		0x80000	/* a file: readline's own completion */
#define N_LOSS		0x100000	/* kinds of loss the ledger routes */
#define N_AMMO		0x200000	/* ammunition events */
#define N_REGISTER	0x400000	/* the game's registers */
#define N_ENTRY		0x800000	/* the listed things of the register */
#define N_COUNTER	0x1000000	/* its counters */
#define N_SAVED		0x2000000	/* saved sessions by name; a word with
					 * a slash is a file (N_FILE) */
#define N_UNIT		0x4000000	/* the scenario's units (oob.h) */

/* What each argument of a command names.  pos 1 is the first argument;
 * a row of pos 0 covers the places no row names. */
static const struct arg_names {
	const char	*cmd;
	int		 pos;
	int		 names;
	const char	*words;		/* fixed words it takes too, or NULL */
} arg_names[] = {
	{ "help",	1, N_COMMAND,	NULL },
	{ "new",	1, N_GAME,	NULL },
	{ "new",	2, N_SCENARIO,	NULL },
	{ "open",	1, N_SAVED | N_FILE, NULL },
	{ "export",	1, N_FILE,	NULL },
	{ "setup",	1, N_SIDE,	NULL },
	{ "view",	1, N_SIDE,	"umpire all" },
	{ "next",	1, N_STEP,	NULL },
	{ "track",	1, N_TRACK,	NULL },
	{ "track",	3, N_UNIT,	NULL },
	{ "plot",	1, N_TRACK,	NULL },
	{ "lookup",	1, N_TABLE,	NULL },
	{ "lookup",	0, N_MODIFIER,	NULL },
	{ "fire",	0, N_MODIFIER,	"defensive" },
	{ "close",	0, N_MODIFIER,	NULL },
	{ "compute",	1, N_FORMULA,	NULL },
	{ "table",	1, 0,		"list show import export" },
	{ "table",	2, N_QTABLE,	NULL },
	{ "table",	3, N_FILE,	NULL },
	{ "key",	1, N_SIDE,	NULL },
	{ "key",	0, N_POOL,	NULL },
	{ "draw",	1, N_CUP,	NULL },
	{ "hold",	1, N_HAND,	NULL },
	{ "play",	1, N_HAND,	NULL },
	{ "discard",	1, N_HAND,	NULL },
	{ "commit",	1, N_HAND,	NULL },
	{ "commit",	2, N_TRACK,	NULL },
	{ "enter",	1, N_WAITING,	NULL },
	{ "control",	1, N_HEX,	NULL },
	{ "control",	2, N_SIDE,	"none" },
	{ "impulse",	1, 0,		"?" },
	{ "use",	0, N_USE | N_LEADER, NULL },
	{ "activate",	1, N_LEADER,	NULL },
	{ "deactivate",	1, N_LEADER,	NULL },
	{ "deactivate",	2, N_CAUSE,	NULL },
	{ "casualty",	1, N_LEADER,	NULL },
	{ "combat",	1, N_CONTEST,	NULL },
	{ "eliminated",	1, N_SIDE,	NULL },
	{ "reorganize",	1, N_SIDE,	NULL },
	{ "message",	1, N_SIDE,	"umpire" },
	{ "declare",	1, N_SIDE,	NULL },
	{ "log",	0, 0,		"verify rolls lookups draws tracks notes "
	    "phases impulses leaders control losses undo" },
	{ "replay",	1, 0,		"next back goto off" },
	{ "replay",	2, 0,		"event phase turn" },
	{ "sync",	1, 0,		"join status drop redo leave" },
	{ "rules",	1, 0,		"check" },
	{ "loss",	1, N_SIDE,	NULL },
	{ "loss",	2, N_LOSS,	NULL },
	{ "ammo",	1, N_SIDE,	NULL },
	{ "ammo",	2, N_AMMO,	NULL },
	{ "register",	1, N_REGISTER,	NULL },
	{ "register",	2, N_ENTRY,	"add" },
	{ "register",	3, N_COUNTER,	NULL },
	{ "role",	1, 0,		"add token" },
	{ "role",	2, N_SIDE,	NULL },
};

/* The names the rules data gives, by one query each: ?1 is the game at
 * hand, ?2 its scenario, ?3 the line's first argument, ?4 its command. */
static const struct {
	int		 kind;
	const char	*sql;
} name_sql[] = {
	{ N_GAME,	"SELECT id FROM game ORDER BY id" },
	{ N_SCENARIO,	"SELECT id FROM scenario WHERE game LIKE ?3 || '%' "
	    "ORDER BY rowid" },
	{ N_SIDE,	"SELECT id FROM side WHERE game = ?1 ORDER BY pos" },
	{ N_LEADER,	"SELECT id FROM leader WHERE game = ?1 ORDER BY pos" },
	{ N_CAUSE,	"SELECT id FROM leader_cause WHERE game = ?1" },
	{ N_STEP,	"SELECT id FROM phase WHERE game = ?1 ORDER BY seq" },
	{ N_TABLE,	"SELECT id FROM lookup_table WHERE game = ?1" },
	{ N_QTABLE,	"SELECT game || '.' || id FROM lookup_table" },
	{ N_HEX,	"SELECT hex FROM victory_hex WHERE game = ?1 AND "
	    "scenario = ?2" },
	/* The table's (`lookup TABLE`) or the calculator's (`fire`, and
	 * its defensive form, `close`). */
	{ N_MODIFIER,	"SELECT DISTINCT id FROM modifier WHERE game = ?1 AND "
	    "tbl IN (?3, ?4, 'defensive-' || ?4)" },
	{ N_FORMULA,	"SELECT id FROM formula WHERE game = ?1" },
	{ N_CONTEST,	"SELECT id FROM contest WHERE game = ?1 ORDER BY rowid" },
	{ N_USE,	"SELECT id FROM marker WHERE game = ?1 UNION ALL SELECT "
	    "id FROM marker_use WHERE game = ?1" },
	{ N_LOSS,	"SELECT DISTINCT kind FROM loss_effect WHERE game = ?1" },
	{ N_AMMO,	"SELECT DISTINCT id FROM ammo_event WHERE game = ?1" },
	{ N_REGISTER,	"SELECT id FROM register WHERE game = ?1" },
	{ N_ENTRY,	"SELECT id FROM register_entry WHERE game = ?1 AND "
	    "register LIKE ?3 || '%' ORDER BY pos" },
	{ N_COUNTER,	"SELECT id FROM register_counter WHERE game = ?1 AND "
	    "register LIKE ?3 || '%'" },
};

/* Where the line being completed stands. */
struct at {
	struct cli	*c;
	char		 game[64];	/* "" when no game is at hand */
	char		 scenario[64];
	const char	*first;		/* the first argument, or NULL */
	const char	*cmd;		/* the command's name */
	int		 quoted;	/* the word is inside a " the player
					 * opened */
};

static void
add_sql(struct at *at, const char *sql)
{
	sqlite3_stmt	*st;

	if (sqlite3_prepare_v2(at->c->rules, sql, -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, at->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, at->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, at->first != NULL ? at->first : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_text(st, 4, at->cmd, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW)
		add_word((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
}

/* The chits in place `where` (of side, if given) that this terminal may
 * offer: a side's view its own and those every side has seen; a terminal
 * of no side, which every player at the table reads, only those every
 * side has seen (never a Key chit, a held Event, a blind one); the
 * umpire's view all.  Tab tells nothing the screen may not show. */
static void
add_chits(struct at *at, const char *where, const char *side)
{
	struct cli		*c = at->c;
	struct cup_state	*cup = c->s != NULL ? CUP(c->s) : NULL;
	struct chit_state	*ch;
	int			 i;

	if (cup == NULL) {
		/* A side's copy folds no cup: the game's chits, as printed. */
		add_sql(at, "SELECT id FROM chit WHERE game = ?1");
		return;
	}
	/* Whose eyes, as the dispatcher gives them to a command. */
	cli_session_view(c);
	for (i = 0; i < cup->nchits; i++) {
		ch = &cup->chits[i];
		if (strcmp(ch->where, where) != 0 || (side != NULL &&
		    strcmp(ch->side, side) != 0))
			continue;
		if (cup_may_list(c->s, ch))
			add_word(ch->id);
	}
}

/* A unit's name as a word of the line: quoted when it has a blank ("13
 * MS"); inside a quote the player opened, as it is (readline closes
 * the quote). */
static void
add_unit(const char *unit, const char *side, void *arg)
{
	char	 w[160];

	(void)side;
	if (strchr(unit, ' ') == NULL || *(const int *)arg)
		add_word(unit);
	else {
		snprintf(w, sizeof w, "\"%s\"", unit);
		add_word(w);
	}
}

/* A side's Key chits: the whole of what it chooses from this turn, those
 * chosen already too, so that Tab never shows a list narrowed by a
 * secret choice. */
static void
add_keys(struct at *at, const char *side)
{
	struct cup_state	*cup = CUP(at->c->s);
	const char		*names[64];
	int			 idx[64], taken[64], n, i;

	if (cup == NULL)
		return;
	n = cup_key_choices(at->c->s, side, idx, names, taken, 64);
	for (i = 0; i < n; i++)
		add_word(cup->chits[idx[i]].id);
}

/* Names the program knows rather than the data: commands, tracks, the
 * chits where the game has them now. */
static void
add_state(struct at *at, int kinds)
{
	struct cli	*c = at->c;
	char		 side[32];
	int		 i;

	if (kinds & N_COMMAND)
		for (i = 0; cmd_table[i] != NULL; i++)
			if (cli_game_has(c, cmd_table[i]))
				add_word(cmd_table[i]->name);
	if ((kinds & N_TRACK) && c->s != NULL)
		for (i = 0; i < c->s->ntracks; i++)
			add_word(c->s->tracks[i].id);
	else if (kinds & N_TRACK)
		add_sql(at, "SELECT id FROM track WHERE game = ?1");
	if (kinds & N_HAND)
		add_chits(at, CHIT_HAND, NULL);
	if (kinds & N_CUP)
		add_chits(at, CHIT_CUP, NULL);
	if (kinds & N_WAITING)
		add_chits(at, CHIT_WAITING, NULL);
	/* The units of the scenario: a side's view its own side's, as the
	 * chits (the umpire's and a terminal with no view, every side's). */
	if ((kinds & N_UNIT) && c->s != NULL) {
		cli_session_view(c);
		oob_each(c->s, session_side(c->s, c->s->view, side,
		    sizeof side) == 0 ? side : NULL, add_unit, &at->quoted);
	}
	/* Key chits: the side named first, the Events it chooses from. */
	if ((kinds & N_POOL) && at->first != NULL && c->s != NULL &&
	    session_side(c->s, at->first, side, sizeof side) == 0)
		add_keys(at, side);
}

static void
add_fixed(const char *list)
{
	char	 w[64];
	size_t	 n;

	while (*list != '\0') {
		n = strcspn(list, " ");
		snprintf(w, sizeof w, "%.*s", (int)n, list);
		add_word(w);
		list += n + (list[n] == ' ');
	}
}

/* The row of arg_names for argument pos of command cmd, or NULL. */
static const struct arg_names *
arg_row(const char *cmd, int pos)
{
	const struct arg_names	*any = NULL;
	size_t			 i;

	for (i = 0; i < sizeof arg_names / sizeof arg_names[0]; i++) {
		if (strcmp(arg_names[i].cmd, cmd) != 0)
			continue;
		if (arg_names[i].pos == pos)
			return &arg_names[i];
		if (arg_names[i].pos == 0)
			any = &arg_names[i];
	}
	return any;
}

/* The first word: the commands of the game at hand, and its combats by
 * their own names (the dispatcher takes them as commands too). */
static void
add_commands(struct at *at)
{
	struct cli	*c = at->c;
	int		 i;

	for (i = 0; cmd_table[i] != NULL; i++)
		if (cli_available(c, cmd_table[i]))
			add_word(cmd_table[i]->name);
	if (c->s != NULL)
		add_sql(at, "SELECT id FROM contest WHERE game = ?1");
}

/* The words of an argument: 1 when readline should complete a file name
 * instead. */
static int
add_args(struct at *at, const struct arg_names *row, const char *text)
{
	struct saved	*sv;
	size_t		 i;
	int		 n;

	/* `open `: the sessions saved in the data folder, by name, unless
	 * the word is a path already. */
	if ((row->names & N_SAVED) && strchr(text, '/') == NULL) {
		n = saved_list(at->c->rules, adj_data_dir(), &sv);
		for (i = 0; i < (size_t)n; i++)
			add_word(sv[i].name);
		free(sv);
		if (n > 0)
			return 0;
	}
	if (row->names & N_FILE)
		return 1;
	for (i = 0; i < sizeof name_sql / sizeof name_sql[0]; i++)
		if (row->names & name_sql[i].kind)
			add_sql(at, name_sql[i].sql);
	add_state(at, row->names);
	if (row->words != NULL)
		add_fixed(row->words);
	return 0;
}

/* Split the line before the word being completed into blank-separated
 * words (into store); their count. */
static int
line_words(const char *line, int start, char *store, size_t len,
    char **argv, int max)
{
	int	 n = 0;
	char	*p, *save = NULL;

	snprintf(store, len, "%.*s", start, line);
	for (p = strtok_r(store, " \t", &save); p != NULL && n < max;
	    p = strtok_r(NULL, " \t", &save))
		argv[n++] = p;
	return n;
}

/* The candidates for the word at start: 1 to leave it to readline's
 * file name completion. */
static int
load_words(struct cli *c, int start)
{
	const struct cmd_entry	*e;
	const struct arg_names	*row;
	struct at		 at;
	char			 store[1024], *argv[32];
	int			 n, pos;

	memset(&at, 0, sizeof at);
	at.c = c;
	if (cli_game(c, at.game, sizeof at.game, NULL, 0) == 0)
		snprintf(at.scenario, sizeof at.scenario, "%s", c->s != NULL ?
		    c->s->scenario : c->link->scenario);
	if ((size_t)start >= sizeof store)
		return 0;
	n = line_words(rl_line_buffer, start, store, sizeof store, argv, 32);
	if (n == 0) {
		add_commands(&at);
		return 0;
	}
	/* Inside a word readline broke (DIM=, UNIT@): only a modifier, after
	 * an @, has names to offer. */
	pos = n;
	if (start > 0 && !isspace((unsigned char)rl_line_buffer[start - 1])) {
		/* A quote the player opened ("13 MS" is one word): readline
		 * broke the line there, and the quote came out a word. */
		if (rl_line_buffer[start - 1] == '"' && n > 1 &&
		    strcmp(argv[n - 1], "\"") == 0)
			pos = --n;
		else if (rl_line_buffer[start - 1] != '@')
			return 0;
		else
			pos = 0;
	}
	/* As the dispatcher resolves it: a prefix, an alias, a combat's
	 * name. */
	e = cli_line_entry(c, argv[0]);
	if (e == NULL || !cli_available(c, e))
		return 0;
	/* A combat typed by its own name: that name was the first argument
	 * of `combat`. */
	if (strcmp(e->name, "combat") == 0 && strncasecmp(argv[0], "combat",
	    strlen(argv[0])) != 0 && pos > 0)
		pos++;
	at.cmd = e->name;
	at.first = n > 1 ? argv[1] : NULL;
	at.quoted = start > 0 && rl_line_buffer[start - 1] == '"';
	if ((row = arg_row(e->name, pos)) == NULL)
		return 0;
	return add_args(&at, row, rl_line_buffer + start);
}

static char *
complete_word(const char *text, int state)
{
	static int	 i;
	size_t		 n = strlen(text);

	if (state == 0)
		i = 0;
	while (i < nwords) {
		const char *w = words[i++];

		/* A quoted name ("13 MS") is offered for the words it
		 * starts with, before its quote is typed. */
		if (strncasecmp(w, text, n) == 0 || (w[0] == '"' &&
		    text[0] != '"' && strncasecmp(w + 1, text, n) == 0))
			return strdup(w);
	}
	return NULL;
}

static char **
complete(const char *text, int start, int end)
{
	(void)end;
	clear_words();
	if (load_words(complete_cli, start)) {
		rl_attempted_completion_over = 0;
		return NULL;
	}
	rl_attempted_completion_over = 1;
	return rl_completion_matches(text, complete_word);
}

void
complete_on(struct cli *c)
{
	complete_cli = c;
	rl_attempted_completion_function = complete;
	/* "13 MS" is one word to complete, as the dispatcher reads it. */
	rl_completer_quote_characters = "\"";
}

void
complete_off(void)
{
	clear_words();
	complete_cli = NULL;
}
