/* The interactive prompt: GNU readline with a persistent history, and
 * tab completion (complete.c). */
#include <sys/stat.h>

#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <termios.h>
#include <unistd.h>

#include <readline/history.h>
#include <readline/readline.h>

#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "cli.h"
#include "../sync/link.h"
#include "../sync/term.h"

#define HISTORY_MAX	2000	/* lines kept */

/* The prompt shows where the game stands: from the server's answers
 * too, in a side's copy, so it is shown as any text from elsewhere is
 * (control characters spelt out, never obeyed). */
const char *
cli_prompt(struct cli *c)
{
	static char	 shown[1100];
	char		 p[320], link[192] = "";
	struct buf	 b;

	if (c->link != NULL)
		link_prompt(c->link, link, sizeof link);
	/* Whose eyes and when: a side's view, a replay of the past (the
	 * table's view is the prompt's own: not said). */
	if (c->s != NULL && c->view[0] != '\0' &&
	    strcmp(c->view, VIEW_TABLE) != 0)
		snprintf(link + strlen(link), sizeof link - strlen(link),
		    " %s view", c->view);
	if (c->s != NULL && c->replay_at != 0)
		snprintf(link + strlen(link), sizeof link - strlen(link),
		    " REPLAY %lld/%lld", (long long)c->replay_at,
		    (long long)journal_last_seq(c->s->j));
	if (c->s == NULL && c->link != NULL) {
		/* A side's copy: where the server last said the game was. */
		json_t *st = link_cached_state(c->link);
		char *tag = rules_text(c->rules, "SELECT tag FROM game WHERE id = "
		    "?1", c->link->game, NULL);
		char *top = rules_text(c->rules, "SELECT COALESCE(par.name, "
		    "p.name) FROM phase p LEFT JOIN phase par ON par.game = p.game "
		    "AND par.id = p.parent WHERE p.game = ?1 AND p.id = ?2",
		    c->link->game, json_string_value(json_object_get(st,
		    "phase_id")));

		snprintf(p, sizeof p, "[%s %s %s%s] > ", tag != NULL ? tag : "",
		    json_string_value(json_object_get(st, "turn_label")) ?: "",
		    top != NULL ? top : "", link);
		free(tag);
		free(top);
		json_decref(st);
	} else if (c->s == NULL)
		snprintf(p, sizeof p, "> ");
	else if (c->s->over)
		snprintf(p, sizeof p, "[%s over%s] > ", c->s->tag, link);
	else
		snprintf(p, sizeof p, "[%s %s %s%s] > ", c->s->tag,
		    session_turn_label(c->s, c->s->turn),
		    c->s->phases[c->s->phase].top_name, link);
	buf_init(&b);
	snprintf(shown, sizeof shown, "%s", text_inline(&b, p));
	buf_free(&b);
	return shown;
}

/* A question inside a command.  Ctrl-C jumps back here out of readline
 * (its own handler has put the terminal back first) and Ctrl-D ends the
 * input: either way the answer is NULL, and the command is cancelled. */
static sigjmp_buf	 ask_jmp;
static volatile sig_atomic_t asking;

/* One line from a descriptor, a byte at a time (a terminal in canonical
 * mode gives a line per read anyway); -1 at the end of input. */
static ssize_t
read_line_fd(int fd, char **line, size_t *cap)
{
	size_t	 n = 0;
	char	 ch;
	ssize_t	 got;

	for (;;) {
		if ((got = read(fd, &ch, 1)) <= 0) {
			if (got < 0 && errno == EINTR)
				continue;
			if (n == 0)
				return -1;
			break;
		}
		if (ch == '\n')
			break;
		if (n >= TEXT_LINE_MAX)
			continue;	/* past the longest line: dropped */
		if (n + 2 > *cap) {
			*cap = *cap ? *cap * 2 : 128;
			if ((*line = realloc(*line, *cap)) == NULL)
				abort();
		}
		(*line)[n++] = ch;
	}
	if (*line == NULL && (*line = malloc(1)) == NULL)
		abort();
	(*line)[n] = '\0';
	return (ssize_t)n;
}

/* An answer typed unseen, for a secret at a shared screen: no echo, and
 * never in the history. */
static struct termios	 echo_on;	/* the terminal as it was */
static char		*hidden_line;	/* being read unseen */
static volatile sig_atomic_t echo_off;	/* read_hidden turned echo off */

static char *
read_hidden(const char *prompt)
{
	struct termios	 quiet;
	char		*line;
	size_t		 cap = 0;
	ssize_t		 n;

	fputs(prompt, stdout);
	fflush(stdout);
	if (tcgetattr(STDIN_FILENO, &echo_on) == 0) {
		quiet = echo_on;
		quiet.c_lflag &= ~(tcflag_t)ECHO;
		tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet);
		echo_off = 1;
	}
	/* Read straight from the descriptor, not through stdio: a buffer
	 * here would keep keys meant for readline's next line. */
	hidden_line = NULL;	/* freed by ask_line if Ctrl-C jumps out */
	n = read_line_fd(STDIN_FILENO, &hidden_line, &cap);
	line = hidden_line;
	hidden_line = NULL;
	if (echo_off)
		tcsetattr(STDIN_FILENO, TCSAFLUSH, &echo_on);
	echo_off = 0;
	fputs("\n", stdout);
	if (n < 0) {
		free(line);
		return NULL;
	}
	line[strcspn(line, "\r\n")] = '\0';
	return line;
}

static char *
ask_line(const char *prompt)
{
	const char	*volatile shown = prompt;
	volatile int	 hidden = strncmp(prompt, PROMPT_SECRET, 1) == 0;
	char		*line;

	if (hidden)
		shown++;
	if (sigsetjmp(ask_jmp, 1) != 0) {
		asking = 0;
		if (echo_off)	/* Ctrl-C while typing unseen */
			tcsetattr(STDIN_FILENO, TCSAFLUSH, &echo_on);
		echo_off = 0;
		free(hidden_line);
		hidden_line = NULL;
		fputs("^C (cancelled)\n", stdout);
		return NULL;
	}
	asking = 1;
	line = hidden ? read_hidden(shown) : readline(shown);
	asking = 0;
	return line;
}

char *
cli_ask_lookup(void *arg, struct reply *r, const char *prompt)
{
	struct cli	*c = arg;
	char		*line;

	if (!c->interactive || c->json)
		return NULL;
	/* After chance, what the command recorded stands whatever the
	 * answer: made durable before the question shows. */
	if (checkpoint_question(c, r) != 0)
		return NULL;
	/* Show the working so far, then ask: the command's own first (what
	 * was drawn), then that of the part asking (a table's roll). */
	if (c->ck.top != NULL && c->ck.top != r) {
		text_fputs(buf_str(&c->ck.top->text), stdout);
		buf_reset(&c->ck.top->text);
	}
	if (r != NULL) {
		text_fputs(buf_str(&r->text), stdout);
		buf_reset(&r->text);
	}
	fflush(stdout);
	if ((line = ask_line(prompt)) == NULL)
		checkpoint_cancelled(c);
	return line;
}

static void
on_sigint(int sig)
{
	(void)sig;
	/* At a question inside a command, Ctrl-C cancels the command. */
	if (asking)
		siglongjmp(ask_jmp, 1);
	/* Ctrl-C cancels the line being typed, not the program. */
	rl_replace_line("", 0);
	rl_crlf();
	rl_on_new_line();
	rl_redisplay();
}

/* Readline answers an errno: a history that cannot be written (a full
 * disk) is said once, then no longer tried this run. */
static int history_broken;

static void
history_saved(const char *hist, int e)
{
	if (e == 0 || history_broken)
		return;
	history_broken = 1;
	fprintf(stderr, "adjutant: cannot save the history in %s: %s (not "
	    "tried again this run)\n", hist, strerror(e));
}

extern const struct cmd_entry cmd_sync_entry;

/* A `sync join` line holds a token (typed, or in a join link): kept out
 * of the history like a secret, for nobody to recall or read later. */
static int
join_line(const struct cmd_entry *e, const char *line)
{
	if (e != &cmd_sync_entry)
		return 0;
	line += strspn(line, " \t");
	line += strcspn(line, " \t");
	line += strspn(line, " \t");
	return strncasecmp(line, "join", 4) == 0 && (line[4] == '\0' ||
	    line[4] == ' ' || line[4] == '\t');
}

/* Does the line name anything beyond its command, its key=value
 * options (roll=N) and the side its usage puts first (`key SIDE`)?
 * Those are public; a chit, a brigade or a message's text is not.  A
 * line of a command whose rest is text always does, and so does a
 * quoted word.  Only the usage's SIDE may be a side: elsewhere a word
 * that reads as one ("rebel") may be a chit's name. */
static int
names_words(struct cli *c, const struct cmd_entry *e, const char *line)
{
	char		 w[64], side[32], *name = (char *)e->name;
	struct buf	 lit;
	size_t		 n;
	int		 first = 1, side_first;

	if (e->flags & CMD_REST_TEXT)
		return 1;
	/* The kinds its args give the first word: a side there? */
	buf_init(&lit);
	side_first = (args_complete(e, 1, &name, &lit) & ARG_SIDE) != 0;
	buf_free(&lit);
	line += strspn(line, " \t");
	line += strcspn(line, " \t");
	for (;; line += n, first = 0) {
		line += strspn(line, " \t");
		if (*line == '\0')
			return 0;
		n = strcspn(line, " \t");
		if (*line == '"' || *line == '\'' || n >= sizeof w)
			return 1;
		memcpy(w, line, n);
		w[n] = '\0';
		if (strchr(w, '=') != NULL)
			continue;
		if (first && side_first && c->s != NULL &&
		    session_side(c->s, w, side, sizeof side) == 0)
			continue;
		return 1;
	}
}

/* A line of a command that may name a secret (CMD_SECRET) is kept out
 * only when it names something: a bare `draw` (the chit comes out at
 * random and is shown), or `key union` whose chits are asked unseen,
 * is kept for Up and Enter to repeat; `draw hood`, `hold CHIT`, `key
 * union rally` are not. */
static int
secret_line(struct cli *c, const char *line)
{
	const struct cmd_entry *e = cli_line_entry(c, line);

	if (e == NULL)
		return 0;
	if (join_line(e, line))
		return 1;
	return (e->flags & CMD_SECRET) != 0 && names_words(c, e, line);
}

void
repl(struct cli *c)
{
	char		 hist[4096], *line;
	struct sigaction sa;
	struct stat	 st;

	snprintf(hist, sizeof hist, "%s/history", adj_data_dir());
	using_history();
	if (read_history(hist) != 0)
		history_saved(hist, write_history(hist));
	/* Kept to what is recalled, so the file (read whole at each start)
	 * never grows without bound; private, as lines before `sync join`
	 * was kept out may hold a campaign's token (a file of its own only:
	 * never what a link points at). */
	stifle_history(HISTORY_MAX);
	history_truncate_file(hist, HISTORY_MAX);
	if (lstat(hist, &st) == 0 && S_ISREG(st.st_mode))
		chmod(hist, 0600);
	complete_on(c);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sigaction(SIGINT, &sa, NULL);
	idle_on(c);
	while (!c->quit && (line = readline(cli_prompt(c))) != NULL) {
		idle_off();
		/* A line that names a secret (a Key chit, a held chit, a
		 * sealed declaration) is not kept for the next player to
		 * recall with the up arrow. */
		if (*line != '\0' && !secret_line(c, line)) {
			add_history(line);
			history_saved(hist, append_history(1, hist));
		}
		cli_run_line(c, line);
		free(line);
		idle_on(c);
	}
	idle_end();
	if (!c->quit)
		printf("\n");
	complete_off();
}
