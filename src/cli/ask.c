/* The questions a command asks at the prompt (cli_ask_lookup), an
 * answer typed unseen for a secret, and the prompt's own text
 * (cli_prompt): what the readline loop (repl.c), the idle terminal
 * (idle.c) and every command's question share, kept apart from the loop
 * so that none of them depends on it. */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "cli.h"
#include "rl.h"
#include "../sync/link.h"
#include "../sync/term.h"

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
	if (*line == NULL && (*line = xmalloc(1)) == NULL)
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

void
ask_interrupt(void)
{
	if (asking)
		siglongjmp(ask_jmp, 1);
}
