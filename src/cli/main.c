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

#include "adj/rules.h"
#include "adj/text.h"
#include "adj/budget.h"
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

int
cli_main(int argc, char **argv)
{
	struct cli	 c;
	const char	*cmds[256], *session = NULL, *script = NULL;
	char		 err[512], *end;
	int		 ncmds = 0, i, rest = -1, words = 0;
	struct reply	 r;

	memset(&c, 0, sizeof c);
	rng_init_os(&c.rng);
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--session") == 0 && i + 1 < argc)
			session = argv[++i];
		else if (strcmp(argv[i], "--side") == 0 && i + 1 < argc)
			snprintf(c.view, sizeof c.view, "%s", argv[++i]);
		else if (strcmp(argv[i], "--json") == 0)
			c.json = 1;
		else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
			unsigned long long seed;

			errno = 0;
			seed = strtoull(argv[++i], &end, 10);
			if (*end != '\0' || errno != 0 || argv[i][0] == '-') {
				fprintf(stderr, "adjutant: --seed takes a whole "
				    "number, not \"%s\"\n", argv[i]);
				return 2;
			}
			rng_init_seed(&c.rng, seed);
		} else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc) {
			if (ncmds == 256) {
				fprintf(stderr, "adjutant: at most 256 -c\n");
				return 2;
			}
			cmds[ncmds++] = argv[++i];
		} else if (strcmp(argv[i], "--version") == 0) {
			printf("adjutant %s\n", VERSION);
			return 0;
		} else if (strcmp(argv[i], "-h") == 0 ||
		    strcmp(argv[i], "--help") == 0) {
			help(stdout);
			return 0;
		} else if (strcmp(argv[i], "-") == 0 || argv[i][0] != '-') {
			rest = i;
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
	if (rest >= 0 && argc - rest == 1)
		script = argv[rest];
	else if (rest >= 0) {
		int amb;

		/* The game is not open yet: a prefix of more than one command
		 * may be one command in it (cli_find), so the dispatcher
		 * judges it. */
		if (cmd_find(argv[rest], &amb) == NULL && !amb) {
			fprintf(stderr, "adjutant: \"%s\" is neither a command "
			    "nor a single script file\n", argv[rest]);
			usage(stderr);
			return 2;
		}
	}
	/* A lone word that is a command and not a file runs as a command. */
	if (script != NULL && strcmp(script, "-") != 0 &&
	    access(script, F_OK) != 0) {
		int amb;

		if (cmd_find(script, &amb) == NULL && !amb) {
			fprintf(stderr, "adjutant: cannot read script %s\n",
			    script);
			return 2;
		}
		script = NULL;
		words = 1;
	}
	if (rest >= 0 && argc - rest > 1)
		words = 1;
	c.color = isatty(STDOUT_FILENO) && getenv("NO_COLOR") == NULL &&
	    !c.json;
	if ((c.rules = rules_open(err, sizeof err)) == NULL) {
		fprintf(stderr, "adjutant: %s\n", err);
		return 2;
	}
	if (session != NULL && journal_path_check(session, err, sizeof err) !=
	    0) {
		fprintf(stderr, "adjutant: --session %s\n", err);
		sqlite3_close(c.rules);
		return 2;
	}
	if (session != NULL) {
		snprintf(c.session_path, sizeof c.session_path, "%s", session);
		c.session_named = 1;
	}
	/* Reopen the named session, or the last one used. */
	reply_init(&r);
	if (session != NULL && access(session, F_OK) == 0) {
		if (cli_open_session(&c, session, &r) != 0) {
			say_error("", &r);
			reply_free(&r);
			sqlite3_close(c.rules);
			return 1;
		}
	} else if (session == NULL) {
		char path[4096];
		FILE *f;

		snprintf(path, sizeof path, "%s/current", adj_data_dir());
		if ((f = fopen(path, "r")) != NULL) {
			if (fgets(path, sizeof path, f) != NULL) {
				path[strcspn(path, "\n")] = '\0';
				if (access(path, F_OK) == 0 &&
				    cli_open_session(&c, path, &r) != 0)
					say_error("last session not reopened: ",
					    &r);
			}
			fclose(f);
		}
	}
	reply_free(&r);

	if (ncmds > 0 || script != NULL || words) {
		if (words) {
			const struct cmd_entry *e;
			struct buf line;
			int amb;

			/* Each word quoted with the quote it does not hold, so
			 * the line tokenizes back to exactly these words; the
			 * words of free text (`adjutant note "it's \"x\""`) are
			 * the text itself, which the shell has unquoted. */
			e = cli_find(&c, argv[rest], &amb);
			buf_init(&line);
			for (i = rest; i < argc; i++) {
				char q = strchr(argv[i], '"') != NULL ? '\'' : '"';

				if (e != NULL && (e->flags & CMD_REST_TEXT)) {
					buf_printf(&line, "%s%s", i > rest ? " " :
					    "", argv[i]);
					continue;
				}
				if (strchr(argv[i], q) != NULL) {
					fprintf(stderr, "adjutant: \"%s\" holds both "
					    "quote characters, which one word of "
					    "a command cannot\n", argv[i]);
					c.refused = 1;
					break;
				}
				buf_printf(&line, "%s%c%s%c", i > rest ? " " : "",
				    q, argv[i], q);
			}
			if (i == argc)
				cli_run_line(&c, buf_str(&line));
			buf_free(&line);
		}
		for (i = 0; i < ncmds && !c.quit; i++)
			cli_run_line(&c, cmds[i]);
		if (script != NULL && !c.quit) {
			FILE *f = strcmp(script, "-") == 0 ? stdin :
			    fopen(script, "r");

			if (f == NULL) {
				fprintf(stderr, "adjutant: cannot read %s\n",
				    script);
				c.refused = 1;
			} else {
				run_stream(&c, f, f == stdin ? "standard "
				    "input" : script);
				if (f != stdin)
					fclose(f);
			}
		}
	} else if (isatty(STDIN_FILENO)) {
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
	cli_unlink(&c);
	session_close(c.s);
	sqlite3_close(c.rules);
	/* What the commands printed must have reached its reader: output
	 * lost to a full disk is a failure, said where it can still be. */
	errno = 0;
	if ((fflush(stdout) != 0 || ferror(stdout)) && c.out_error == 0)
		c.out_error = errno != 0 ? errno : EIO;
	if (c.out_error != 0) {
		fprintf(stderr, "adjutant: cannot write the output: %s\n",
		    strerror(c.out_error));
		c.refused = 1;
	}
	if (getenv("ADJUTANT_STATS") != NULL) {
		/* For `make bench`: the process's own peak resident set. */
		struct rusage ru;

		getrusage(RUSAGE_SELF, &ru);
		fprintf(stderr, "peak_rss_kb=%ld\n", ru.ru_maxrss);
		/* And the most work a command took, beside its budget. */
		fprintf(stderr, "budget_max=%lu of %lu\n", c.budget_max,
		    budget_command);
	}
	/* The exit status tells a script whether every command went; a
	 * person at the prompt saw each refusal as it came. */
	return c.refused && !c.interactive ? 1 : 0;
}
