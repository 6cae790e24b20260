/* Tab completion at the prompt.  The first word completes to the
 * commands of the game at hand (every command with none at hand); a later
 * word to the names that fit where it stands, as its entry's args say
 * (args.c): a side, a leader, a chit this terminal may name, a step, a
 * table, a hex.  The names are read afresh at each Tab, so they follow
 * `new`, `open` and the game as it goes. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/oob.h"
#include "adj/rules.h"
#include "adj/saved.h"
#include "adj/prepare.h"
#include "adj/module.h"
#include "cli.h"
#include "rl.h"
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
	words[nwords++] = xstrdup(w);
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

/* The names the rules data gives, by one query each: ?1 is the game at
 * hand, ?2 its scenario, ?3 the line's first argument, ?4 its command. */
static const struct {
	int		 kind;
	const char	*sql;
} name_sql[] = {
	{ ARG_GAME,	"SELECT id FROM game ORDER BY id" },
	{ ARG_SCENARIO,	"SELECT id FROM scenario WHERE game LIKE ?3 || '%' "
	    "ORDER BY rowid" },
	{ ARG_SIDE,	"SELECT id FROM side WHERE game = ?1 ORDER BY pos" },
	{ ARG_LEADER,	"SELECT id FROM leader WHERE game = ?1 ORDER BY pos" },
	{ ARG_CAUSE,	"SELECT id FROM leader_cause WHERE game = ?1" },
	{ ARG_STEP,	"SELECT id FROM phase WHERE game = ?1 ORDER BY seq" },
	{ ARG_TABLE,	"SELECT id FROM lookup_table WHERE game = ?1" },
	{ ARG_QTABLE,	"SELECT game || '.' || id FROM lookup_table" },
	{ ARG_HEX,	"SELECT hex FROM victory_hex WHERE game = ?1 AND "
	    "scenario = ?2" },
	/* The table's (`lookup TABLE`) or the calculator's (`fire`, and
	 * its defensive form, `close`). */
	{ ARG_MODIFIER,	"SELECT DISTINCT id FROM modifier WHERE game = ?1 AND "
	    "tbl IN (?3, ?4, 'defensive-' || ?4)" },
	{ ARG_FORMULA,	"SELECT id FROM formula WHERE game = ?1" },
	{ ARG_CONTEST,	"SELECT id FROM contest WHERE game = ?1 ORDER BY rowid" },
	{ ARG_USE,	"SELECT id FROM marker WHERE game = ?1 UNION ALL SELECT "
	    "id FROM marker_use WHERE game = ?1" },
	{ ARG_LOSS,	"SELECT DISTINCT kind FROM loss_effect WHERE game = ?1" },
	{ ARG_AMMO,	"SELECT DISTINCT id FROM ammo_event WHERE game = ?1" },
	{ ARG_REGISTER,	"SELECT id FROM register WHERE game = ?1" },
	{ ARG_ENTRY,	"SELECT id FROM register_entry WHERE game = ?1 AND "
	    "register LIKE ?3 || '%' ORDER BY pos" },
	{ ARG_COUNTER,	"SELECT id FROM register_counter WHERE game = ?1 AND "
	    "register LIKE ?3 || '%'" },
	{ ARG_QUEUE,	"SELECT id FROM queue WHERE game = ?1 ORDER BY pos" },
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
	int		 at_sign;	/* the word follows an @ (SP@MOD) */
};

static void
add_sql(struct at *at, const char *sql)
{
	sqlite3_stmt	*st;

	if (sql_prepare(at->c->rules, sql, -1, &st, NULL) != SQLITE_OK)
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

static int
add_module(void *arg, const char *id)
{
	(void)arg;
	add_word(id);
	return 0;
}

/* Every game: the shipped ones, whichever game's rules are open, and the
 * installed modules. */
static void
add_games(struct cli *c)
{
	sqlite3_stmt	*st;

	if (sql_prepare(c->image != NULL ? c->image : c->rules, "SELECT id "
	    "FROM game ORDER BY id", -1, &st, NULL) == SQLITE_OK) {
		while (sqlite3_step(st) == SQLITE_ROW)
			add_word((const char *)sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
	}
	module_each(add_module, NULL);
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

	if (kinds & ARG_COMMAND)
		for (i = 0; cmd_table[i] != NULL; i++)
			if (cli_game_has(c, cmd_table[i]))
				add_word(cmd_table[i]->name);
	if ((kinds & ARG_TRACK) && c->s != NULL)
		for (i = 0; i < c->s->ntracks; i++)
			add_word(c->s->tracks[i].id);
	else if (kinds & ARG_TRACK)
		add_sql(at, "SELECT id FROM track WHERE game = ?1");
	if (kinds & ARG_HAND)
		add_chits(at, CHIT_HAND, NULL);
	if (kinds & ARG_CUP)
		add_chits(at, CHIT_CUP, NULL);
	if (kinds & ARG_WAITING)
		add_chits(at, CHIT_WAITING, NULL);
	/* The units of the scenario: a side's view its own side's, as the
	 * chits (the umpire's and a terminal with no view, every side's). */
	if ((kinds & ARG_UNIT) && c->s != NULL) {
		cli_session_view(c);
		oob_each(c->s, session_side(c->s, c->s->view, side,
		    sizeof side) == 0 ? side : NULL, add_unit, &at->quoted);
	}
	/* Key chits: the side named first, the Events it chooses from. */
	if ((kinds & ARG_POOL) && at->first != NULL && c->s != NULL &&
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

/* The words of an argument of these kinds, and these fixed words: 1 when
 * readline should complete a file name instead. */
static int
add_args(struct at *at, int names, const char *fixed, const char *text)
{
	struct saved	*sv;
	size_t		 i;
	int		 n;

	/* `open `: the sessions saved in the data folder, by name, unless
	 * the word is a path already. */
	if ((names & ARG_SAVED) && strchr(text, '/') == NULL) {
		n = saved_list(at->c->rules, adj_data_dir(), &sv);
		for (i = 0; i < (size_t)n; i++)
			add_word(sv[i].name);
		free(sv);
		if (n > 0)
			return 0;
	}
	if (names & ARG_FILE)
		return 1;
	for (i = 0; i < sizeof name_sql / sizeof name_sql[0]; i++)
		if (names & name_sql[i].kind && name_sql[i].kind != ARG_GAME)
			add_sql(at, name_sql[i].sql);
	if (names & ARG_GAME)
		add_games(at->c);
	add_state(at, names);
	for (n = 0; (names & ARG_EVENT) && log_group(n) != NULL; n++)
		add_word(log_group(n));
	add_fixed(fixed);
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
	struct at		 at;
	struct buf		 fixed;
	char			 store[1024], *argv[32];
	int			 n, pos, names, rc;

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
	at.at_sign = 0;
	if (start > 0 && !isspace((unsigned char)rl_line_buffer[start - 1])) {
		/* A quote the player opened ("13 MS" is one word): readline
		 * broke the line there, and the quote came out a word. */
		if (rl_line_buffer[start - 1] == '"' && n > 1 &&
		    strcmp(argv[n - 1], "\"") == 0)
			pos = --n;
		else if (rl_line_buffer[start - 1] != '@')
			return 0;
		else
			at.at_sign = 1;
	}
	/* As the dispatcher resolves it: a prefix, an alias, a combat's
	 * name. */
	e = cli_line_entry(c, argv[0]);
	if (e == NULL || !cli_available(c, e))
		return 0;
	at.cmd = e->name;
	at.first = n > 1 ? argv[1] : NULL;
	at.quoted = start > 0 && rl_line_buffer[start - 1] == '"';
	/* What the entry's args say may stand there (a combat typed by its
	 * own name has that name as its first argument: args.c). */
	buf_init(&fixed);
	names = args_complete(e, pos, argv, &fixed);
	if (at.at_sign)
		names &= ARG_MODIFIER;
	rc = add_args(&at, names, at.at_sign ? "" : buf_str(&fixed),
	    rl_line_buffer + start);
	buf_free(&fixed);
	return rc;
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
			return xstrdup(w);
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
