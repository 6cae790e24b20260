/* The command table, line parsing and dispatch.
 *
 * A command runs inside one journal transaction: the dispatcher begins it,
 * the command appends its events, and the commit (durable) happens before
 * anything is printed.  A refused command rolls back, so bad input never
 * leaves half a change behind. */
#include <ctype.h>
#include <errno.h>
#include <libgen.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/mech.h"
#include "adj/mech/contest.h"
#include "adj/budget.h"
#include "adj/command_step.h"
#include "adj/expr.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "../sync/link.h"
#include "cli.h"

extern const struct cmd_entry cmd_games_entry, cmd_new_entry,
    cmd_status_entry, cmd_next_entry, cmd_track_entry, cmd_roll_entry,
    cmd_lookup_entry, cmd_log_entry, cmd_undo_entry, cmd_table_entry,
    cmd_help_entry, cmd_rules_entry, cmd_fire_entry, cmd_close_entry,
    cmd_quit_entry, cmd_open_entry, cmd_victory_entry, cmd_setup_entry,
    cmd_cup_entry, cmd_hand_entry, cmd_key_entry, cmd_pick_entry,
    cmd_brigade_entry, cmd_advance_entry, cmd_force_entry, cmd_draw_entry,
    cmd_hold_entry,
    cmd_play_entry, cmd_discard_entry, cmd_view_entry, cmd_enter_entry,
    cmd_commit_entry, cmd_control_entry, cmd_panic_entry, cmd_compute_entry,
    cmd_impulse_entry, cmd_pass_entry, cmd_marker_entry, cmd_use_entry,
    cmd_leaders_entry, cmd_activate_entry, cmd_deactivate_entry,
    cmd_casualty_entry, cmd_eliminated_entry, cmd_reorganize_entry,
    cmd_losses_entry, cmd_combat_entry, cmd_absorb_entry, cmd_turns_entry, cmd_note_entry,
    cmd_export_entry, cmd_plot_entry, cmd_replay_entry, cmd_sync_entry,
    cmd_message_entry, cmd_verbal_entry, cmd_inbox_entry, cmd_declare_entry, cmd_reveal_entry,
    cmd_campaign_entry, cmd_role_entry, cmd_command_entry, cmd_loss_entry, cmd_ammo_entry,
    cmd_register_entry, cmd_queue_entry, cmd_owed_entry, cmd_notify_entry,
    cmd_deadline_entry, cmd_vp_entry, cmd_score_entry, cmd_levy_entry,
    cmd_county_entry, cmd_award_entry, cmd_plan_entry, cmd_elimination_entry,
    cmd_module_entry, cmd_seed_entry, cmd_default_entry, cmd_general_entry,
    cmd_chaos_entry, cmd_location_entry, cmd_playorder_entry,
    cmd_rolloff_entry;
extern const struct cmd_entry cmd_look_entry;

/* Each entry names the mechanism it belongs to (cmd_entry.mech), and runs
 * only in a game using it; the others serve every game, whatever its
 * rules: `next` and `undo` walk any sequence of play, and fire, close and
 * panic read the game's data rather than a mechanism's state. */
const struct cmd_entry *const cmd_table[] = {
	&cmd_games_entry, &cmd_new_entry, &cmd_open_entry, &cmd_status_entry, &cmd_turns_entry,
	&cmd_setup_entry, &cmd_next_entry, &cmd_track_entry, &cmd_roll_entry, &cmd_lookup_entry,
	&cmd_cup_entry, &cmd_hand_entry, &cmd_key_entry, &cmd_seed_entry,
	&cmd_pick_entry, &cmd_draw_entry, &cmd_default_entry, &cmd_general_entry, &cmd_chaos_entry,
	&cmd_rolloff_entry, &cmd_playorder_entry, &cmd_brigade_entry, &cmd_advance_entry, &cmd_hold_entry,
	&cmd_play_entry, &cmd_discard_entry, &cmd_commit_entry,
	&cmd_enter_entry, &cmd_control_entry, &cmd_location_entry, &cmd_fire_entry, &cmd_close_entry,
	&cmd_panic_entry, &cmd_compute_entry, &cmd_impulse_entry, &cmd_pass_entry,
	&cmd_marker_entry, &cmd_use_entry, &cmd_leaders_entry,
	&cmd_activate_entry, &cmd_deactivate_entry, &cmd_casualty_entry,
	&cmd_combat_entry, &cmd_absorb_entry, &cmd_eliminated_entry, &cmd_elimination_entry, &cmd_reorganize_entry,
	&cmd_losses_entry, &cmd_victory_entry, &cmd_message_entry, &cmd_verbal_entry,
	&cmd_inbox_entry,
	&cmd_loss_entry, &cmd_ammo_entry, &cmd_register_entry, &cmd_vp_entry,
	&cmd_score_entry, &cmd_levy_entry, &cmd_county_entry, &cmd_award_entry, &cmd_plan_entry, &cmd_queue_entry, &cmd_declare_entry, &cmd_reveal_entry, &cmd_log_entry, &cmd_note_entry, &cmd_export_entry, &cmd_plot_entry, &cmd_replay_entry,
	&cmd_look_entry,
	&cmd_force_entry, &cmd_owed_entry, &cmd_deadline_entry, &cmd_undo_entry, &cmd_view_entry, &cmd_campaign_entry, &cmd_role_entry, &cmd_command_entry, &cmd_notify_entry, &cmd_sync_entry, &cmd_table_entry, &cmd_module_entry, &cmd_rules_entry, &cmd_help_entry,
	&cmd_quit_entry, NULL
};

#define MAXARGS	64

/* A line cut into words: argv for the command, and for a command taking
 * free text, where each word lies in the line (cli_text). */
struct words {
	char	**argv;
	size_t	 *at, *end;
	char	 *store;
	int	  argc;
};

/* Split a line into words; "double" or 'single' quotes group blanks. */
static int
tokenize(const char *line, struct words *w, size_t len, struct reply *r)
{
	char	**argv = w->argv, *o = w->store, q;
	int	  argc = 0;

	while (*line != '\0') {
		while (isspace((unsigned char)*line))
			line++;
		/* A '#' begins a comment, but not a number as the program
		 * numbers things (`undo #42`, `sync drop #3`): read as a
		 * comment, those would be `undo` and `sync drop`, the last
		 * command or every queued one. */
		if (*line == '\0' || (*line == '#' && (argc == 0 ||
		    !isdigit((unsigned char)line[1]))))
			break;
		if (argc == MAXARGS - 1)
			return reply_fail(r, "more than %d words in the line",
			    MAXARGS - 1);
		argv[argc++] = o;
		while (*line != '\0' && !isspace((unsigned char)*line)) {
			if (*line == '"' || *line == '\'') {
				q = *line++;
				while (*line != '\0' && *line != q &&
				    (size_t)(o - w->store) < len - 2)
					*o++ = *line++;
				if (*line != q)
					return reply_fail(r, "unclosed quote in "
					    "the line");
				line++;
			} else if ((size_t)(o - w->store) < len - 2)
				*o++ = *line++;
			else
				return reply_fail(r, "the line is too long");
		}
		*o++ = '\0';
	}
	argv[argc] = NULL;
	return argc;
}

/* Split the line of a command taking free text (CMD_REST_TEXT): at
 * blanks only, so that an apostrophe or a quote in the text is a
 * character like any other (`declare Hood attacks Devil's Den`), and a
 * '#' in it is text, not a comment.  Quotes around a whole word are taken
 * off (`message "umpire" ...`); where each word lies in the line is kept,
 * so the command takes its text as typed (cli_text). */
static int
split_blanks(const char *line, struct words *w)
{
	const char	*p = line, *b;
	char		*o = w->store;
	size_t		 n;
	int		 argc = 0;

	for (;;) {
		while (isspace((unsigned char)*p))
			p++;
		if (*p == '\0' || (argc == 0 && *p == '#'))
			break;
		for (b = p; *p != '\0' && !isspace((unsigned char)*p); p++)
			;
		w->at[argc] = (size_t)(b - line);
		w->end[argc] = (size_t)(p - line);
		n = (size_t)(p - b);
		if (n >= 2 && (*b == '"' || *b == '\'') && b[n - 1] == *b) {
			b++;
			n -= 2;
		}
		w->argv[argc++] = memcpy(o, b, n);
		o += n;
		*o++ = '\0';
	}
	w->argv[argc] = NULL;
	return argc;
}

static void
words_free(struct words *w)
{
	free(w->argv);
	free(w->at);
	free(w->end);
	free(w->store);
}

static const struct cmd_entry *line_entry(struct cli *, const char *, int *);

/* Cut a line into words as the entry its first word names takes them:
 * split at blanks for a command taking free text, tokenized otherwise
 * (the entry into *ep; NULL, with *amb, when the word names none).  The
 * input rule (src/core/text.c) is checked here, the one place every line
 * passes: typed, -c, a script's or standard input's, a server's.  The
 * number of words, or -1 with the reply failed. */
static int
line_words(struct cli *c, const char *line, struct words *w,
    const struct cmd_entry **ep, int *amb, struct reply *r)
{
	size_t	 n = strlen(line), len = n + 2, col, most = n / 2 + 2;
	char	 why[160];

	*ep = NULL;
	*amb = 0;
	memset(w, 0, sizeof *w);
	if (n > TEXT_LINE_MAX)
		return reply_fail(r, "the line is %zu bytes long: at most %d "
		    "(64 KiB)", n, TEXT_LINE_MAX);
	if (text_check(line, n, &col, why, sizeof why) != 0)
		return reply_fail(r, "column %zu: %s", col, why);
	if (most < MAXARGS)
		most = MAXARGS;
	w->argv = xcalloc(most, sizeof *w->argv);
	w->at = xcalloc(most, sizeof *w->at);
	w->end = xcalloc(most, sizeof *w->end);
	w->store = xmalloc(len);
	if (w->argv == NULL || w->at == NULL || w->end == NULL ||
	    w->store == NULL)
		abort();
	/* The first word is the same either way, but for a quote left open
	 * in it, which no command's name has. */
	if ((w->argc = split_blanks(line, w)) > 0 &&
	    (*ep = line_entry(c, w->argv[0], amb)) != NULL &&
	    ((*ep)->flags & CMD_REST_TEXT))
		return w->argc;
	free(w->at);
	free(w->end);
	w->at = w->end = NULL;
	if ((w->argc = tokenize(line, w, len, r)) <= 0)
		return w->argc;
	*ep = line_entry(c, w->argv[0], amb);
	return w->argc;
}

int
cli_line_journal_only(struct cli *c, const char *line)
{
	struct words		 w;
	struct reply		 r;
	const struct cmd_entry	*e;
	int			 argc, amb, only;

	reply_init(&r);
	argc = line_words(c, line, &w, &e, &amb, &r);
	only = argc > 0 && e != NULL && e->journal_only != NULL &&
	    e->journal_only(argc, w.argv);
	words_free(&w);
	reply_free(&r);
	return only;
}

void
cli_text(struct cmd_ctx *x, int argc, char **argv, int from, int to,
    struct buf *b)
{
	const char	*t;
	size_t		 n;
	int		 i;

	if (to > argc)
		to = argc;
	if (from >= to)
		return;
	/* Run without the line's words at hand: the words themselves. */
	if (x->line == NULL || x->word_at == NULL) {
		for (i = from; i < to; i++)
			buf_printf(b, "%s%s", i > from ? " " : "", argv[i]);
		return;
	}
	t = x->line + x->word_at[from];
	n = x->word_end[to - 1] - x->word_at[from];
	/* Quoted whole by the player: the quotes are not the text. */
	if (n >= 2 && (*t == '"' || *t == '\'') && t[n - 1] == *t &&
	    memchr(t + 1, *t, n - 2) == NULL) {
		t++;
		n -= 2;
	}
	buf_addn(b, t, n);
}

/* The table's entries by name, sorted once (case aside; of two of a
 * name, the one first in the table first): every line a server runs
 * looks its word up, and a pass over the whole table cost more than the
 * rest of a note. */
struct named {
	const struct cmd_entry	*e;
	size_t			 at;	/* in the table */
};
static struct named *sorted;
static size_t nsorted;
static pthread_once_t sorted_once = PTHREAD_ONCE_INIT;

static int
named_order(const void *a, const void *b)
{
	const struct named	*x = a, *y = b;
	int			 c = strcasecmp(x->e->name, y->e->name);

	return c != 0 ? c : (x->at > y->at) - (x->at < y->at);
}

static void
sort_table(void)
{
	size_t	 n;

	for (n = 0; cmd_table[n] != NULL; n++)
		;
	if ((sorted = xreallocarray(NULL, n, sizeof *sorted)) == NULL)
		return;
	for (nsorted = 0; nsorted < n; nsorted++) {
		sorted[nsorted].e = cmd_table[nsorted];
		sorted[nsorted].at = nsorted;
	}
	qsort(sorted, n, sizeof *sorted, named_order);
}

/* The first entry of the table named name, case aside, or NULL. */
static const struct cmd_entry *
by_name(const char *name)
{
	size_t	 lo = 0, hi, mid;
	int	 c;

	pthread_once(&sorted_once, sort_table);
	hi = nsorted;
	while (lo < hi) {	/* the first not below name */
		mid = lo + (hi - lo) / 2;
		c = strcasecmp(sorted[mid].e->name, name);
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < nsorted && strcasecmp(sorted[lo].e->name, name) == 0 ?
	    sorted[lo].e : NULL;
}

/* The entry a command word names.  A name in full is taken whatever the
 * game, so that another game's command is refused by its name rather
 * than read as something else; an alias or a prefix is taken among the
 * commands has() admits (all when has is NULL), so that a mechanism
 * added for one game shortens no other game's prefixes.  Another game's
 * alias is taken, to be refused, only when it means nothing here. */
static const struct cmd_entry *
find(const char *name, int (*has)(struct cli *, const struct cmd_entry *),
    struct cli *c, int *ambiguous)
{
	const struct cmd_entry	*e, *found = NULL, *other = NULL;
	size_t			 n = strlen(name);
	int			 i;

	*ambiguous = 0;
	if ((e = by_name(name)) != NULL)
		return e;
	for (i = 0; (e = cmd_table[i]) != NULL; i++) {
		if (e->alias == NULL || strcasecmp(e->alias, name) != 0)
			continue;
		if (has == NULL || has(c, e))
			return e;
		other = e;
	}
	for (i = 0; (e = cmd_table[i]) != NULL; i++) {
		if (strncasecmp(e->name, name, n) != 0 || (has != NULL &&
		    !has(c, e)))
			continue;
		if (found != NULL)
			*ambiguous = 1;
		found = e;
	}
	if (*ambiguous)
		return NULL;
	return found != NULL ? found : other;
}

const struct cmd_entry *
cmd_find(const char *name, int *ambiguous)
{
	return find(name, NULL, NULL, ambiguous);
}

const struct cmd_entry *
cli_find(struct cli *c, const char *name, int *ambiguous)
{
	return find(name, cli_game_has, c, ambiguous);
}

int
cli_game(struct cli *c, char *id, size_t idlen, char *title, size_t tlen)
{
	const char	*game;
	char		*t = NULL;

	if (c->s != NULL)
		game = c->s->game;
	else if (c->link != NULL && c->link->game[0] != '\0')
		game = c->link->game;
	else
		return -1;
	if (id != NULL)
		snprintf(id, idlen, "%s", game);
	if (title != NULL) {
		if (c->s == NULL)
			t = rules_text(c->rules, "SELECT title FROM game WHERE id "
			    "= ?1", game, NULL);
		snprintf(title, tlen, "%s", c->s != NULL ? c->s->game_title :
		    t != NULL ? t : game);
		free(t);
	}
	return 0;
}

int
cli_session_view(struct cli *c)
{
	snprintf(c->s->view, sizeof c->s->view, "%s", c->view);
	/* "observer" is no side: it sees what every role sees
	 * (session_may_see), the public view; the table's sees the same
	 * and acts for every side. */
	if (!view_of_no_side(c->view) && strcmp(c->view, "observer") != 0 &&
	    !role_commander(c->s, c->view) && session_side(c->s, c->view,
	    c->s->view, sizeof c->s->view) != 0)
		return -1;
	return 0;
}

/* Is this terminal in a shared campaign: joined to one, or its server? */
static int
in_campaign(struct cli *c)
{
	return c->link != NULL || c->confined;
}

int
cli_available(struct cli *c, const struct cmd_entry *e)
{
	if ((e->flags & CMD_JOINED) && !in_campaign(c))
		return 0;
	return cli_game_has(c, e);
}

int
cli_game_has(struct cli *c, const struct cmd_entry *e)
{
	char	 game[64];

	if (e->mech == NULL)
		return 1;
	/* The session took up its game's mechanisms when it began: its
	 * state slots are what the mechanism's code relies on. */
	if (c->s != NULL)
		return session_uses(c->s, e->mech) || (e->also != NULL &&
		    session_uses(c->s, e->also));
	/* A side's copy folds no session: the rules say what its game uses. */
	if (cli_game(c, game, sizeof game, NULL, 0) != 0)
		return 1;
	return rules_int(c->rules, 0, "SELECT count(*) FROM game_mechanism "
	    "WHERE game = ?1 AND mechanism = ?2", game, e->mech) > 0 ||
	    (e->also != NULL && rules_int(c->rules, 0, "SELECT count(*) FROM "
	    "game_mechanism WHERE game = ?1 AND mechanism = ?2", game,
	    e->also) > 0);
}

char *
cli_game_example(struct cli *c, const char *command)
{
	char	 game[64];

	if (cli_game(c, game, sizeof game, NULL, 0) != 0)
		return NULL;
	return rules_text(c->rules, "SELECT example FROM command_help WHERE "
	    "game = ?1 AND command = ?2", game, command);
}

int
cli_usage(struct cli *c, const struct cmd_entry *e, const char *what,
    struct reply *r)
{
	char	*ex = cli_game_example(c, e->name);

	if (what == NULL)
		what = e->hint;
	reply_fail(r, "usage: %s%s%s%s%s%s%s", cmd_usage_line(e), what !=
	    NULL ? " (" : "", what != NULL ? what : "", what != NULL ? ")" :
	    "", ex != NULL ? " (e.g. " : "", ex != NULL ? ex : "", ex != NULL ?
	    ")" : "");
	free(ex);
	return -1;
}

const char *
cli_example(struct cli *c, const struct cmd_entry *e, struct buf *b)
{
	const char	*p = e->example, *w;
	char		 game[64], *own, *side = NULL;
	size_t		 n = strlen("SIDE");

	if ((own = cli_game_example(c, e->name)) != NULL) {
		buf_add(b, own);
		free(own);
		return buf_str(b);
	}
	if (cli_game(c, game, sizeof game, NULL, 0) == 0)
		side = rules_text(c->rules, "SELECT id FROM side WHERE game = "
		    "?1 ORDER BY pos LIMIT 1", game, NULL);
	/* The word SIDE, not SIDES or a part of another word. */
	while (side != NULL && (w = strstr(p, "SIDE")) != NULL) {
		if ((w == e->example || !isalnum((unsigned char)w[-1])) &&
		    !isalnum((unsigned char)w[n])) {
			buf_addn(b, p, w - p);
			buf_add(b, side);
		} else
			buf_addn(b, p, w + n - p);
		p = w + n;
	}
	buf_add(b, p);
	free(side);
	return buf_str(b);
}

/* The entry a command word resolves to: a command by name, alias or
 * unique prefix, or a combat of the game by its own name (the open
 * game's, or a joined copy's, which folds no session of its own). */
static const struct cmd_entry *
line_entry(struct cli *c, const char *word, int *amb)
{
	const struct cmd_entry	*e = cli_find(c, word, amb);
	char			 id[64], game[64];

	if (e == NULL && cli_game(c, game, sizeof game, NULL, 0) == 0 &&
	    contest_resolve(c->rules, game, word, id, sizeof id) == 0)
		e = &cmd_combat_entry;
	return e;
}

const struct cmd_entry *
cli_line_entry(struct cli *c, const char *line)
{
	struct words		 w;
	const struct cmd_entry	*e = NULL;
	int			 amb;
	struct reply		 r;

	reply_init(&r);
	if (line_words(c, line, &w, &e, &amb, &r) <= 0)
		e = NULL;
	reply_free(&r);
	words_free(&w);
	return e;
}

const char *
arg_value(int argc, char **argv, const char *key)
{
	size_t	 n = strlen(key);
	int	 i;

	for (i = 0; i < argc; i++)
		if (strncasecmp(argv[i], key, n) == 0 && argv[i][n] == '=')
			return argv[i] + n + 1;
	return NULL;
}

static void
unknown_command(struct cli *c, const char *name, struct reply *r)
{
	const char	*best = NULL;
	char		 title[96];
	int		 i, d, bestd = 3, amb;

	/* The start of another game's command: said so, rather than a
	 * guess at one of this game's. */
	if ((cmd_find(name, &amb) != NULL || amb) && cli_game(c, NULL, 0,
	    title, sizeof title) == 0) {
		reply_fail(r, "unknown command \"%s\": no command of %s begins "
		    "so (`help` lists them)", name, title);
		return;
	}
	/* Suggested: a command this game has. */
	for (i = 0; cmd_table[i] != NULL; i++) {
		if (!cli_game_has(c, cmd_table[i]))
			continue;
		d = name_distance(name, cmd_table[i]->name);
		if (d < bestd) {
			bestd = d;
			best = cmd_table[i]->name;
		}
	}
	if (best != NULL)
		reply_fail(r, "unknown command \"%s\". Did you mean `%s`?",
		    name, best);
	else
		reply_fail(r, "unknown command \"%s\": `help` lists the "
		    "commands", name);
}

/* Why no game is open, and how to start one: with --session naming a
 * file that is not there (or a folder that is not), say which. */
static void
no_game(struct cli *c, struct reply *r)
{
	char	 dir[4096];

	snprintf(dir, sizeof dir, "%s", c->session_path);
	if (c->session_named && access(dirname(dir), F_OK) != 0)
		reply_fail(r, "no game open: the folder of %s does not exist "
		    "(--session names the file a game is kept in)",
		    c->session_path);
	else if (c->session_named)
		reply_fail(r, "no game open: %s does not exist yet; `new GAME "
		    "SCENARIO` starts one there (`games` lists them)",
		    c->session_path);
	else
		reply_fail(r, "no game open: `new GAME SCENARIO` starts one "
		    "(`games` lists them)");
}

/* A reply as the JSON contract has it: "ok" (and "error") first, then
 * the command's own fields in the order the command set them. */
json_t *
cli_reply_json(struct reply *r)
{
	json_t	*o = xjson_pack("{s:b}", "ok", r->ok);

	if (!r->ok)
		json_object_set_new(o, "error", json_string(buf_str(&r->err)));
	json_object_update_missing(o, r->json);
	return o;
}

/* The error, on one line whatever it quotes (shown, never obeyed); the
 * colour is the program's own, around it. */
static void
print_error(struct cli *c, const char *prefix, const struct reply *r)
{
	struct buf	 b;

	buf_init(&b);
	text_show(&b, buf_str(&r->err), r->err.len, 0);
	fprintf(stderr, "%s%s%s%s\n", c->color ? "\033[31m" : "", prefix,
	    buf_str(&b), c->color ? "\033[0m" : "");
	buf_free(&b);
}

/* Standard output, flushed; why it failed is kept, and said at the exit
 * (main.c). */
static void
flush_out(struct cli *c)
{
	if (fflush(stdout) != 0 && c->out_error == 0)
		c->out_error = errno;
}

void
cli_clear_screen(struct cli *c)
{
	c->clear_screen = 0;
	/* At the prompt in a terminal, --json too: a person reads it. */
	if (!c->interactive || !isatty(STDOUT_FILENO))
		return;
	/* Home, erase the screen, erase the scroll-back (xterm's E3). */
	fputs("\033[H\033[2J\033[3J", stdout);
	fflush(stdout);
}

void
cli_print(struct cli *c, struct reply *r)
{
	char	*s;

	if (c->clear_screen)
		cli_clear_screen(c);
	if (c->json) {
		json_t *o = cli_reply_json(r);

		s = json_dumps(o, JSON_COMPACT | JSON_ENSURE_ASCII |
		    JSON_PRESERVE_ORDER);
		json_decref(o);
		if (s != NULL) {
			printf("%s\n", s);
			free(s);
		}
		flush_out(c);		/* the object, then its error line */
		if (!r->ok)
			print_error(c, "error: ", r);
	} else {
		/* Players' and servers' text is in it: shown, not obeyed. */
		text_fputs(buf_str(&r->text), stdout);
		flush_out(c);		/* working first, then the error */
		if (!r->ok)
			print_error(c, "", r);
	}
	flush_out(c);
}

void
cli_refuse(struct cli *c, const char *fmt, ...)
{
	struct reply	 r;
	va_list		 ap;
	char		*s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		abort();
	va_end(ap);
	reply_init(&r);
	reply_fail(&r, "%s", s);
	cli_print(c, &r);
	reply_free(&r);
	free(s);
	c->refused = 1;
}

#define STEP_REASON_MAX	300	/* bytes of the umpire's reason */

/* The umpire's `step=WHY` on a command out of its steps: recorded with
 * the reason for every role to read, and taken out of the words the
 * command sees.  0 when it may run; -1 refused into r. */
static int
step_override(struct cli *c, const struct cmd_entry *e, struct words *w,
    int *argc, const char *why, struct reply *r)
{
	const struct phase	*at = &c->s->phases[c->s->phase];
	const char		*reason = NULL;
	struct buf		 text, q;
	json_t			*data;
	int			 i, word = -1, rc;

	for (i = 1; i < *argc; i++)
		if (strncasecmp(w->argv[i], "step=", 5) == 0) {
			word = i;
			reason = w->argv[i] + 5;
		}
	if (reason == NULL || *reason == '\0')
		return reply_fail(r, "%s", why);
	if (!in_campaign(c) || strcmp(c->s->actor, "umpire") != 0)
		return reply_fail(r, "%s (step=WHY is a campaign umpire's "
		    "override)", why);
	if (strlen(reason) > STEP_REASON_MAX)
		return reply_fail(r, "%s: a reason is at most %d bytes (this one "
		    "is %zu)", e->name, STEP_REASON_MAX, strlen(reason));
	buf_init(&text);
	buf_init(&q);
	buf_printf(&text, "Umpire: `%s` out of its steps, at %s \u2014 %s",
	    e->name, at->name, text_quote(&q, reason));
	data = xjson_pack("{s:s, s:s, s:s}", "note", reason, "override",
	    e->name, "step", at->id);
	rc = data == NULL ? -1 : session_record(c->s, "note", buf_str(&text),
	    data);
	if (rc == 0)
		reply_line(r, "%s", buf_str(&text));
	buf_free(&q);
	buf_free(&text);
	if (rc != 0)
		return reply_fail(r, "%s: cannot record the override", e->name);
	/* The command runs on its own words.  Where each lies in the line
	 * is kept only for a command taking free text (line_words). */
	memmove(&w->argv[word], &w->argv[word + 1], (size_t)(*argc - word) *
	    sizeof *w->argv);
	if (w->at != NULL) {
		memmove(&w->at[word], &w->at[word + 1], (size_t)(*argc - word -
		    1) * sizeof *w->at);
		memmove(&w->end[word], &w->end[word + 1], (size_t)(*argc - word -
		    1) * sizeof *w->end);
	}
	(*argc)--;
	return 0;
}

/* A command that changes the game, out of the steps the game's data
 * gives it (command_step): refused before it runs, recording nothing,
 * unless a campaign's umpire overrides it with a reason. */
static int
out_of_step(struct cli *c, const struct cmd_entry *e, struct words *w,
    int *argc, struct reply *r)
{
	struct buf	 why;
	int		 refused;

	if (!(e->flags & CMD_WRITES) || c->s == NULL)
		return 0;
	buf_init(&why);
	if ((refused = command_step_refused(c->s, e->name, &why)))
		refused = step_override(c, e, w, argc, buf_str(&why), r) != 0;
	buf_free(&why);
	return refused;
}

/* Words its args have no place for: refused with its usage before it
 * runs. */
static int
bad_words(struct cli *c, const struct cmd_entry *e, int argc, char **argv,
    struct reply *r)
{
	if (args_check(e, argc, argv) == 0)
		return 0;
	cli_usage(c, e, NULL, r);
	return 1;
}

/* Run one line into r (initialised by the caller); 0 when the line was
 * empty, 1 when it ran (or was refused: see r.ok). */
/* What refuses an entry before anything is begun, or sends it on to a
 * campaign's server: 1 when the line is answered (r says how). */
static int
entry_refused(struct cli *c, const struct cmd_entry *e, int argc,
    char **argv, const char *line, struct reply *rp)
{
#define r (*rp)
	json_object_set_new(r.json, "command", json_string(e->name));
	/* The server runs a campaign's commands: judged here, on the entry
	 * the line resolved to, never on its raw text (quotes and prefixes
	 * are gone by now). */
	if (c->confined && !(e->flags & CMD_CAMPAIGN)) {
		reply_fail(&r, "`%s` is not run on the server: play, look-up "
		    "and review commands only", e->name);
		return 1;
	}
	/* A campaign's own command at a table, where there is none. */
	if ((e->flags & CMD_JOINED) && !in_campaign(c)) {
		reply_fail(&r, "%s: no shared campaign here (`sync join URL "
		    "TOKEN` joins one)", e->name);
		return 1;
	}
	/* A command of rules the game does not have: said before it runs,
	 * here or on the way to a campaign's server (the mechanism's own
	 * code takes its state for granted). */
	if (!cli_available(c, e)) {
		const struct mech *m = mech_find(e->mech);
		char title[96];

		cli_game(c, NULL, 0, title, sizeof title);
		reply_fail(&r, "%s: %s has no %s", e->name, title, m != NULL ?
		    m->what : e->mech);
		return 1;
	}
	/* Joined to a campaign: the server runs the game (src/sync). */
	if (c->link != NULL && !c->local && cli_route(c, e, argc, argv, line,
	    &r))
		return 1;
	/* A replay shows the past: nothing may be written while it is on
	 * (a command would land in the live game the player is not
	 * looking at). */
	if (c->replay_at != 0 && (e->flags & CMD_WRITES) && c->s != NULL) {
		reply_fail(&r, "replaying (event %lld): `%s` would write to the "
		    "live game, so it waits: `replay off` goes back to it",
		    (long long)c->replay_at, e->name);
		return 1;
	}
	if ((e->flags & CMD_SESSION) && c->s == NULL) {
		no_game(c, &r);
		return 1;
	}
	/* A game shown by rules it may no longer be played by. */
	if (c->read_only[0] != '\0' && (e->flags & CMD_WRITES) && c->s !=
	    NULL) {
		reply_fail(&r, "`%s` would write to this game: %s", e->name,
		    c->read_only);
		return 1;
	}
	return 0;
#undef r
}

/* Run the entry within its bounds: the checkpoint, the work budget and
 * the watch on rules expressions.  forbidden: refused before it ran. */
static void
exec_bounded(struct cli *c, const struct cmd_entry *e, struct cmd_ctx *x,
    int forbidden, int tx, int64_t before, int argc, char **argv,
    struct reply *rp)
{
	char	*why;
	int	 spent;
#define r (*rp)

	/* A command that gave up without saying why still records nothing:
	 * all of its events or none (but what a question after chance
	 * made durable: checkpoint.c). */
	checkpoint_begin(c, &r, tx, before);
	budget_begin(budget_command);
	expr_begin();
	if (!forbidden && e->exec(x, argc, argv, &r) != 0 && r.ok)
		reply_fail(&r, "`%s` could not finish: %s", e->name,
		    checkpoint_nothing(c));
	/* Past its budget, a command is refused whatever it had done so far
	 * (its SQL was interrupted): no line holds the terminal, or a
	 * campaign's lock, without bound. */
	if ((spent = budget_spent())) {
		buf_reset(&r.text);
		reply_fail(&r, "`%s` took more work than a command may: "
		    "refused, %s (are its numbers or names what you meant?)",
		    e->name, checkpoint_nothing(c));
	}
	c->budget_used = budget_end();
	if (c->budget_used > c->budget_max)
		c->budget_max = c->budget_used;
	/* A rules expression that could not be used (expr.h) refuses the
	 * command whole, naming its row: nothing was read from it as 0. */
	if ((why = expr_end()) != NULL) {
		if (!spent) {
			buf_reset(&r.text);
			reply_fail(&r, "%s", why);
		}
		free(why);
	}
#undef r
}

/* The command's events committed with what follows them, or all taken
 * back (and the state folded again) when it failed. */
static void
finish_writes(struct cli *c, int64_t before, struct reply *rp)
{
	int64_t	 kept = checkpoint_kept(c);
	int	 appended = journal_last_seq(c->s->j) != (kept ? kept : before);
	char	 err[256];
#define r (*rp)

	if (c->ck.why[0] != '\0')
		reply_fail(&r, "%s", c->ck.why);
	else if (c->ck.cancelled && r.ok)
		reply_fail(&r, "cancelled at the prompt");
	/* What follows the command's events (the flags the rules
	 * set) is recorded with them as they are committed. */
	if (r.ok && session_commit(c->s, &r) != 0 && r.ok) {
		buf_reset(&r.text);	/* none of it happened */
		reply_fail(&r, "could not save to %s: nothing %s was "
		    "recorded", journal_path(c->s->j), kept ? "after "
		    "its last question" : "of this command");
	}
	if (!r.ok) {
		journal_rollback(c->s->j);
		/* Only a command that got as far as recording something
		 * has state to take back. */
		if ((appended || c->ck.refold || c->s->record_failed) &&
		    session_refold(c->s, err, sizeof err) != 0)
			reply_fail(&r, "%s", err);
	}
#undef r
}

int
cli_exec_line(struct cli *c, const char *line, struct reply *rp)
{
	struct words		 w;
	struct cmd_ctx		 x;
	char			**argv;
	const struct cmd_entry	*e;
	int			 argc, amb, tx = 0, forbidden;
	struct journal		*held = NULL;	/* held shared to write */
	int64_t			 before;
	char			 err[256];
#define r (*rp)

	argc = line_words(c, line, &w, &e, &amb, &r);
	argv = w.argv;
	if (argc == 0) {
		words_free(&w);
		return 0;
	}
	if (argc < 0)
		goto out;
	if (e == NULL) {
		if (amb)
			reply_fail(&r, "\"%s\" could be more than one command: "
			    "type more of it (`help` lists them)", argv[0]);
		else
			unknown_command(c, argv[0], &r);
		goto out;
	}
	if (entry_refused(c, e, argc, argv, line, &r))
		goto out;
	if ((e->flags & CMD_WRITES) && c->s != NULL) {
		/* One writer a file: a campaign a running server keeps in
		 * memory, or a terminal's campaign copy, is held by that
		 * process (journal_hold); a plain terminal holds its file
		 * shared while it writes.  The server and a joined copy hold
		 * theirs already. */
		if (!c->confined && c->link == NULL) {
			if (journal_hold(c->s->j, 0) != 0) {
				reply_fail(&r, "%s is held by another process (a "
				    "campaign server, or a terminal's campaign "
				    "copy): read it here; a campaign is written "
				    "through its server (`sync join URL TOKEN`)",
				    journal_path(c->s->j));
				goto out;
			}
			held = c->s->j;
		}
		if (journal_begin(c->s->j) != 0) {
			reply_fail(&r, "the session file is busy or read-only "
			    "(%s): another terminal may be in the middle of a "
			    "command, perhaps waiting at a prompt", sqlite3_errmsg(
			    journal_db(c->s->j)));
			goto out;
		}
		tx = 1;
	}
	if (c->s != NULL) {
		/* The rules' SQL functions read the live game (a session
		 * opened for a replay or a failed `open` had them). */
		session_sql_functions(c->rules, c->s);
		/* Another terminal may have written to this file: start from
		 * the journal's true tail, inside the write transaction. */
		if (session_catch_up(c->s, err, sizeof err) != 0) {
			reply_fail(&r, "%s", err);
			if (tx)
				journal_rollback(c->s->j);
			goto out;
		}
		session_begin_command(c->s, line);
		c->s->ask = c->interactive && !c->json ? cli_ask_lookup : NULL;
		c->s->ask_arg = c;
		if (cli_session_view(c) != 0) {
			reply_fail(&r, "--side %s names no side of %s: expected a "
			    "side or umpire", c->view, c->s->game_title);
			goto out;
		}
	}
	before = c->s != NULL ? journal_last_seq(c->s->j) : 0;
	memset(&x, 0, sizeof x);
	x.c = c;
	x.entry = e;
	x.line = line;
	x.word_at = w.at;
	x.word_end = w.end;
	/* On a campaign's server: may the role that sent it run it
	 * (authority.c)?  Judged on the entry and its words, on the state
	 * just caught up; refused, it runs not at all. */
	forbidden = c->confined && c->s != NULL && c->s->actor[0] != '\0' &&
	    authority_judge(e, argc, argv, c->s, c->s->actor,
	    &c->s->settings, &r) != 0;
	if (!forbidden && (out_of_step(c, e, &w, &argc, &r) ||
	    bad_words(c, e, argc, argv, &r)))
		forbidden = 1;
	exec_bounded(c, e, &x, forbidden, tx, before, argc, argv, &r);
	if (c->s != NULL)
		c->s->line = NULL;
	if (tx && c->s != NULL)
		finish_writes(c, before, &r);
	checkpoint_end(c, &r);
out:
	/* A file closed meanwhile took its lock with it. */
	if (held != NULL && c->s != NULL && c->s->j == held)
		journal_release(held);
	if (!r.ok)
		c->refused = 1;
	words_free(&w);
	return 1;
#undef r
}
