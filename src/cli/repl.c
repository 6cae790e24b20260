/* The interactive prompt: GNU readline with a persistent history, and
 * tab completion (complete.c). */
#include <sys/stat.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "cli.h"
#include "rl.h"
#include "../sync/link.h"
#include "../sync/term.h"

#define HISTORY_MAX	2000	/* lines kept */

static void
on_sigint(int sig)
{
	(void)sig;
	/* At a question inside a command, Ctrl-C cancels the command. */
	ask_interrupt();
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
