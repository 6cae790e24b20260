/* adjutant [--session PATH] [--json] [--seed N] [-c COMMAND]... [SCRIPT|-]
 *
 * With -c, a script or -, commands run without a prompt and the program
 * exits 0 when all succeeded, 1 when any was refused, 2 on a usage error.
 * Otherwise the REPL starts. */
#include <sys/resource.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/prepare.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "adj/budget.h"
#include "adj/stmt_cache.h"
#include "cli.h"

#define VERSION	"0.1"

void	repl(struct cli *);

/* The one text of the command line's options: `--help` prints it, and
 * the manual page is made from it (scripts/man.sh), so they never part. */
static void
usage(FILE *f)
{
	fprintf(f, "usage: adjutant [--session PATH] [--side SIDE] [--json] "
	    "[--seed N] [-c COMMAND]... [SCRIPT|-]\n"
	    "       adjutant COMMAND [ARGS...]   (e.g. adjutant rules check)\n");
}

static void
help(FILE *f)
{
	usage(f);
	fputs("\nWith no command, the prompt starts: `help` lists the "
	    "commands, `help COMMAND`\nexplains one.\n\n"
	    "Options:\n"
	    "  --session PATH  the file the game is kept in (`new` makes it); "
	    "without it,\n"
	    "                  the last session used is opened again\n"
	    "  --side SIDE     see and act as that side: the other side's "
	    "secrets are hidden\n"
	    "  --json          one JSON object a command on standard output "
	    "(JSON Lines)\n"
	    "  --seed N        the program's dice from seed N: a run that can "
	    "be repeated\n"
	    "  -c COMMAND      run COMMAND without a prompt (again for more, in "
	    "order)\n"
	    "  SCRIPT | -      run the commands of a file, or of standard input, "
	    "a line each\n"
	    "  --version       the version\n"
	    "  -h, --help      this text\n"
	    "\nadjutant serve --data DIR ... runs the campaign server "
	    "(`adjutant serve` alone\nsays how).\n"
	    "\nExit status: 0 when every command went, 1 when one was refused "
	    "(in a script or\n-c; the prompt ends with 0), 2 for a usage "
	    "error.\n"
	    "\nFiles: $XDG_DATA_HOME/adjutant/ (or ~/.local/share/adjutant/) "
	    "holds the sessions,\nthe last session used (current), the "
	    "prompt's history and your player-aid tables\n(user-tables.db).\n",
	    f);
}

/* An error before any command: it may quote a file's name or a server's
 * words, so it is shown as any such text is. */
static void
say_error(const char *what, const struct reply *r)
{
	struct buf	 b;

	buf_init(&b);
	fprintf(stderr, "adjutant: %s%s\n", what, text_inline(&b,
	    buf_str(&r->err)));
	buf_free(&b);
}

/* Commands from a script or standard input, one a line.  A line is read
 * up to TEXT_LINE_MAX bytes and no further: a longer one is refused (and
 * skipped) without ever being held whole. */
static void
run_stream(struct cli *c, FILE *f, const char *name)
{
	struct buf	 line;
	size_t		 len, col;
	char		 why[160];
	int		 rc, n = 0;

	buf_init(&line);
	while (!c->quit && (rc = text_getline(f, &line, TEXT_LINE_MAX,
	    &len)) != 0) {
		n++;
		if (rc == -2) {
			cli_refuse(c, "cannot read %s after line %d: %s", name,
			    n - 1, strerror(errno));
			break;
		}
		if (rc == -1)
			cli_refuse(c, "%s line %d is %zu bytes long: at most %d "
			    "(64 KiB); not run", name, n, len, TEXT_LINE_MAX);
		else if (strlen(buf_str(&line)) != line.len &&
		    text_check(line.s, line.len, &col, why, sizeof why) != 0)
			cli_refuse(c, "%s line %d, column %zu: %s", name, n, col,
			    why);
		else
			cli_run_line(c, buf_str(&line));
	}
	buf_free(&line);
}

/* What the command line asks for. */
struct opts {
	const char	*cmds[256];	/* -c, in order */
	int		 ncmds;
	const char	*session;	/* --session */
	const char	*script;	/* SCRIPT or - */
	int		 rest;		/* the first word of a command given
					 * as words (-1: none) */
	int		 words;		/* run argv[rest..] as one command */
};

/* Read the options into o and c: -1 to go on, else the exit status. */
static int
options(int argc, char **argv, struct opts *o, struct cli *c)
{
	char	*end;
	int	 i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--session") == 0 && i + 1 < argc)
			o->session = argv[++i];
		else if (strcmp(argv[i], "--side") == 0 && i + 1 < argc)
			snprintf(c->view, sizeof c->view, "%s", argv[++i]);
		else if (strcmp(argv[i], "--json") == 0)
			c->json = 1;
		else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
			unsigned long long seed;

			errno = 0;
			seed = strtoull(argv[++i], &end, 10);
			if (*end != '\0' || errno != 0 || argv[i][0] == '-') {
				fprintf(stderr, "adjutant: --seed takes a whole "
				    "number, not \"%s\"\n", argv[i]);
				return 2;
			}
			rng_init_seed(&c->rng, seed);
		} else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc) {
			if (o->ncmds == 256) {
				fprintf(stderr, "adjutant: at most 256 -c\n");
				return 2;
			}
			o->cmds[o->ncmds++] = argv[++i];
		} else if (strcmp(argv[i], "--version") == 0) {
			printf("adjutant %s\n", VERSION);
			return 0;
		} else if (strcmp(argv[i], "-h") == 0 ||
		    strcmp(argv[i], "--help") == 0) {
			help(stdout);
			return 0;
		} else if (strcmp(argv[i], "-") == 0 || argv[i][0] != '-') {
			o->rest = i;
			break;
		} else if (strcmp(argv[i], "-c") == 0 ||
		    strcmp(argv[i], "--session") == 0 ||
		    strcmp(argv[i], "--side") == 0 ||
		    strcmp(argv[i], "--seed") == 0) {
			fprintf(stderr, "adjutant: %s needs a value (%s)\n",
			    argv[i], strcmp(argv[i], "-c") == 0 ? "a command" :
			    strcmp(argv[i], "--seed") == 0 ? "a whole number" :
			    "a session file");
			return 2;
		} else {
			fprintf(stderr, "adjutant: unknown option %s\n", argv[i]);
			usage(stderr);
			return 2;
		}
	}
	return -1;
}

/* What the words after the options are: a script, or a command given
 * as words.  -1 to go on, else the exit status. */
static int
operands(int argc, char **argv, struct opts *o)
{
	int	 amb;

	if (o->rest >= 0 && argc - o->rest == 1)
		o->script = argv[o->rest];
	else if (o->rest >= 0) {
		/* The game is not open yet: a prefix of more than one command
		 * may be one command in it (cli_find), so the dispatcher
		 * judges it. */
		if (cmd_find(argv[o->rest], &amb) == NULL && !amb) {
			fprintf(stderr, "adjutant: \"%s\" is neither a command "
			    "nor a single script file\n", argv[o->rest]);
			usage(stderr);
			return 2;
		}
	}
	/* A lone word that is a command and not a file runs as a command. */
	if (o->script != NULL && strcmp(o->script, "-") != 0 &&
	    access(o->script, F_OK) != 0) {
		if (cmd_find(o->script, &amb) == NULL && !amb) {
			fprintf(stderr, "adjutant: cannot read script %s\n",
			    o->script);
			return 2;
		}
		o->script = NULL;
		o->words = 1;
	}
	if (o->rest >= 0 && argc - o->rest > 1)
		o->words = 1;
	return -1;
}

/* Reopen the named session, or the last one used: 0, or the exit
 * status. */
static int
reopen(struct cli *c, const char *session)
{
	struct reply	 r;
	char		 path[4096];
	FILE		*f;

	reply_init(&r);
	if (session != NULL && access(session, F_OK) == 0) {
		if (cli_open_session(c, session, &r) != 0) {
			say_error("", &r);
			reply_free(&r);
			return 1;
		}
	} else if (session == NULL) {
		snprintf(path, sizeof path, "%s/current", adj_data_dir());
		if ((f = fopen(path, "r")) != NULL) {
			if (fgets(path, sizeof path, f) != NULL) {
				path[strcspn(path, "\n")] = '\0';
				if (access(path, F_OK) == 0 &&
				    cli_open_session(c, path, &r) != 0)
					say_error("last session not reopened: ",
					    &r);
			}
			fclose(f);
		}
	}
	/* Opened, but shown by the rules it began with: said once, on
	 * stderr, so that a script's output stays the commands'. */
	if (c->read_only[0] != '\0' && c->s != NULL)
		fprintf(stderr, "adjutant: %s.\n", c->read_only);
	reply_free(&r);
	return 0;
}

/* A command given as words (`adjutant note it's over`): run as the line
 * they make. */
static void
run_words(struct cli *c, int argc, char **argv, int rest)
{
	const struct cmd_entry	*e;
	struct buf		 line;
	int			 amb, i;
	char			 q;

	/* Each word quoted with the quote it does not hold, so the line
	 * tokenizes back to exactly these words; the words of free text
	 * (`adjutant note "it's \"x\""`) are the text itself, which the
	 * shell has unquoted. */
	e = cli_find(c, argv[rest], &amb);
	buf_init(&line);
	for (i = rest; i < argc; i++) {
		q = strchr(argv[i], '"') != NULL ? '\'' : '"';
		if (e != NULL && (e->flags & CMD_REST_TEXT)) {
			buf_printf(&line, "%s%s", i > rest ? " " : "",
			    argv[i]);
			continue;
		}
		if (strchr(argv[i], q) != NULL) {
			fprintf(stderr, "adjutant: \"%s\" holds both quote "
			    "characters, which one word of a command "
			    "cannot\n", argv[i]);
			c->refused = 1;
			break;
		}
		buf_printf(&line, "%s%c%s%c", i > rest ? " " : "", q, argv[i],
		    q);
	}
	if (i == argc)
		cli_run_line(c, buf_str(&line));
	buf_free(&line);
}

/* Commands without a prompt: the words, each -c, then the script. */
static void
run_batch(struct cli *c, int argc, char **argv, const struct opts *o)
{
	FILE	*f;
	int	 i;

	if (o->words)
		run_words(c, argc, argv, o->rest);
	for (i = 0; i < o->ncmds && !c->quit; i++)
		cli_run_line(c, o->cmds[i]);
	if (o->script == NULL || c->quit)
		return;
	f = strcmp(o->script, "-") == 0 ? stdin : fopen(o->script, "r");
	if (f == NULL) {
		fprintf(stderr, "adjutant: cannot read %s\n", o->script);
		c->refused = 1;
		return;
	}
	run_stream(c, f, f == stdin ? "standard input" : o->script);
	if (f != stdin)
		fclose(f);
}

/* The end of the run: everything closed, the output checked; the exit
 * status. */
static int
finish(struct cli *c)
{
	struct rusage	 ru;
	int		 rest_read = c->rules != NULL &&
			    !rules_rest_missing(c->rules);

	cli_unlink(c);
	session_close(c->s);
	cli_rules_close(c);
	/* What the commands printed must have reached its reader: output
	 * lost to a full disk is a failure, said where it can still be. */
	errno = 0;
	if ((fflush(stdout) != 0 || ferror(stdout)) && c->out_error == 0)
		c->out_error = errno != 0 ? errno : EIO;
	if (c->out_error != 0) {
		fprintf(stderr, "adjutant: cannot write the output: %s\n",
		    strerror(c->out_error));
		c->refused = 1;
	}
	if (getenv("ADJUTANT_STATS") != NULL) {
		/* For `make bench`: the process's own peak resident set. */
		getrusage(RUSAGE_SELF, &ru);
		fprintf(stderr, "peak_rss_kb=%ld\n", ru.ru_maxrss);
		/* And the most work a command took, beside its budget. */
		fprintf(stderr, "budget_max=%lu of %lu\n", c->budget_max,
		    budget_command);
		/* And whether it needed the rules' second part (rules.c). */
		fprintf(stderr, "rules_rest=%s\n", rest_read ? "read" :
		    "unread");
	}
	/* The exit status tells a script whether every command went; a
	 * person at the prompt saw each refusal as it came. */
	return c->refused && !c->interactive ? 1 : 0;
}

int
cli_main(int argc, char **argv)
{
	struct cli	 c;
	struct opts	 o;
	char		 err[512];
	int		 rc;

	memset(&c, 0, sizeof c);
	memset(&o, 0, sizeof o);
	o.rest = -1;
	/* No page cache made ahead for each connection (20 pages each, every
	 * one written, for the few pages a command at a terminal reads): its
	 * pages are allocated as they are needed.  Nor a count of SQLite's
	 * memory, which nothing reads and each allocation paid for with a
	 * lock.  No lock on each connection either: a terminal uses each of
	 * its connections from one thread (the watch thread of a campaign
	 * copy makes no SQLite call), and every column read of a fold took
	 * and gave back the lock, a tenth of opening a long session.
	 * Before SQLite's first use; the campaign server keeps the
	 * defaults. */
	sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)NULL, 0, 0);
	sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
	sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
	rng_init_os(&c.rng);
	if ((rc = options(argc, argv, &o, &c)) >= 0 ||
	    (rc = operands(argc, argv, &o)) >= 0)
		return rc;
	c.color = isatty(STDOUT_FILENO) && getenv("NO_COLOR") == NULL &&
	    !c.json;
	if ((c.rules = rules_open(err, sizeof err)) == NULL) {
		fprintf(stderr, "adjutant: %s\n", err);
		return 2;
	}
	c.image = c.rules;
	if (o.session != NULL && journal_path_check(o.session, err,
	    sizeof err) != 0) {
		fprintf(stderr, "adjutant: --session %s\n", err);
		cli_rules_close(&c);
		return 2;
	}
	if (o.session != NULL) {
		snprintf(c.session_path, sizeof c.session_path, "%s",
		    o.session);
		c.session_named = 1;
	}
	/* `log verify` alone reads the journal, not the game's state: the
	 * session is not folded for it (a long one's fold cost more than
	 * the check).  Anything else, or a side's view, folds it. */
	if (o.ncmds > 0 && o.script == NULL && !o.words && c.view[0] == '\0') {
		int i;

		c.journal_only = 1;
		for (i = 0; i < o.ncmds; i++)
			if (!cli_line_journal_only(&c, o.cmds[i]))
				c.journal_only = 0;
	}
	if ((rc = reopen(&c, o.session)) != 0) {
		cli_rules_close(&c);
		return rc;
	}
	if (o.ncmds > 0 || o.script != NULL || o.words)
		run_batch(&c, argc, argv, &o);
	else if (isatty(STDIN_FILENO)) {
		c.interactive = 1;
		/* A person at the prompt shares the screen with the table:
		 * it starts in the view every player may read.  A joined
		 * terminal's copy holds only what its role may see. */
		if (c.view[0] == '\0' && c.link == NULL && !c.confined)
			snprintf(c.view, sizeof c.view, "%s", VIEW_TABLE);
		printf("Adjutant %s - %s\n", VERSION, c.s != NULL ?
		    "resuming your last game (`status` shows it)." :
		    "no game open. `games` lists what I know; `new GAME "
		    "SCENARIO` starts one.");
		repl(&c);
	} else
		run_stream(&c, stdin, "standard input");
	return finish(&c);
}
