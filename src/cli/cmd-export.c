/* `export FILE`: a report of the session, its format by the extension
 * (.md, .html, .json, .csv), as the current view may see it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "adj/overwrite.h"
#include "adj/report.h"
#include "adj/report_public.h"
#include "adj/roles.h"
#include "adj/wfile.h"
#include "adj/xalloc.h"
#include "cli.h"

/* A bar on standard error, only for a person watching a terminal. */
static void
progress(int64_t done, int64_t total, void *arg)
{
	(void)arg;
	if (total > 0)
		fprintf(stderr, "\rExporting %3d%% [%-30.*s]", (int)(done * 100 /
		    total), (int)(done * 30 / total),
		    "##############################");
}

#define IOBUF	(64 * 1024)

static int
cmd_export_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	const char	*fmt = NULL;
	char		 err[4300], side[32], what[160];
	struct report_opts o;
	struct report_summary sum;
	struct wfile	 w;
	int64_t		 upto;
	char		*iobuf;
	int		 i, bar, rc, force = 0, public = 0;

	/* --force: write over a file that holds something else. */
	for (i = 2; i < argc; i++)
		if (strcmp(argv[i], "--force") == 0) {
			force = 1;
			memmove(&argv[i], &argv[i + 1], (size_t)(argc - i) *
			    sizeof *argv);
			argc--;
			break;
		}
	/* --public: the report a club reads, the observer's view some turns
	 * behind the game (report_public.h): the same bytes from every copy
	 * that holds the whole game and from the server. */
	if (argc == 3 && strcmp(argv[2], "--public") == 0) {
		public = 1;
		argc = 2;
	}
	/* `export FILE --side SIDE`: the report a side may see, whatever
	 * the view in hand (the same as `--side` for the whole run); in a
	 * campaign, a commander's (his side's and what is his alone) or the
	 * observer's, so that each role's after-action report can be had
	 * from the umpire's copy. */
	if (argc == 4 && strcmp(argv[2], "--side") == 0) {
		if (strcasecmp(argv[3], "observer") == 0)
			snprintf(side, sizeof side, "observer");
		else if (role_resolve(c->s, argv[3], side, sizeof side) != 0 ||
		    strcmp(side, "umpire") == 0)
			return reply_fail(r, "--side takes a side of %s%s, not "
			    "\"%s\"", c->s->game_title, c->s->roster.n > 0 ?
			    ", a commander or observer" : "", argv[3]);
		/* A narrower view, never a wider or another side's. */
		if (!view_of_no_side(c->s->view) && strcmp(c->s->view,
		    side) != 0)
			return reply_fail(r, "this is the %s view: it exports "
			    "its own side only", c->s->view);
		argc = 2;
	} else
		side[0] = '\0';
	if (argc != 2)
		return cli_usage(c, x->entry, NULL, r);
	if ((fmt = cli_export_format(argv[1])) == NULL)
		return reply_fail(r, "\"%s\": the file's extension picks the "
		    "format: .md, .html, .json or .csv", argv[1]);
	/* Never over another game's report, a table, a session: only this
	 * session's own earlier export, unless told. */
	if (!force && overwrite_check(argv[1], overwrite_report_of, c->s, what,
	    sizeof what) != 0)
		return reply_fail(r, "%s already holds %s: `export %s --force` "
		    "writes over it", argv[1], what, argv[1]);
	/* Refused before a file is made: a campaign that publishes none. */
	if (public && report_public_upto(c->s, -1, &upto, err,
	    sizeof err) != 0)
		return reply_fail(r, "%s", err);
	bar = !c->json && isatty(STDERR_FILENO) && isatty(STDOUT_FILENO);
	memset(&o, 0, sizeof o);
	o.view = side[0] != '\0' ? side : NULL;
	o.progress = bar ? progress : NULL;
	/* Whole or not at all: a failed export leaves no half file. */
	if (wfile_open(&w, argv[1], err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	/* A long report is tens of megabytes: written 64 KB a call, not
	 * the 4 KB of a file's default buffer (glibc takes a size only
	 * with the buffer). */
	iobuf = xmalloc(IOBUF);
	setvbuf(w.f, iobuf, _IOFBF, IOBUF);
	/* A failed write marks the file: wfile_close then fails, says why,
	 * and leaves no file. */
	rc = public ? report_public(c->s, -1, fmt, w.f, &sum, err, sizeof err) :
	    report_export(c->s, &o, fmt, w.f, &sum, err, sizeof err);
	if (bar)
		fputs("\r\033[K", stderr);
	if (rc == -1) {
		wfile_abandon(&w);
		free(iobuf);
		return reply_fail(r, "%s", err);
	}
	snprintf(err, sizeof err, "cannot write %s", argv[1]);
	i = wfile_close(&w, err, sizeof err);
	free(iobuf);
	if (i != 0 || rc != 0)
		return reply_fail(r, "%s", err);
	cli_export_said(r, argv[1], fmt, &sum);
	return 0;
}

/* A whole session's export (no --side, no --public) reads the journal
 * alone: its own walk folds the game once, as it writes, so the session
 * is not folded before it as well (that fold was a third of the cost). */
static int
cmd_export_journal_only(int argc, char **argv)
{
	return argc == 2 || (argc == 3 && strcmp(argv[2], "--force") == 0);
}

const struct cmd_entry cmd_export_entry = {
	.name = "export",
	.journal_only = cmd_export_journal_only,
	.args = "FILE.md:file|.html|.json|.csv [--side SIDE:side|COMMANDER|observer "
	    "| --public] [--force]",
	.summary = "a report of the session: narrative, every event, tracks "
	    "by turn",
	.example = "export game.html",
	.more = "The HTML page is one file (no network needed) with an SVG "
	    "chart of each\n"
	    "track over the turns.  With --side, only what that side may see.  "
	    "Every\n"
	    "report carries the hash chain's head: `log verify` on the session "
	    "checks it.  A file that holds anything but\n"
	    "this session's own earlier report is left as it is, unless "
	    "--force.\n"
	    "In a campaign the umpire's copy exports a commander's view too "
	    "(--side NAME:\n"
	    "his side's events and what was his alone) or the observer's.\n"
	    "Each event says who acted (\"by\", the role; \"\" at a table) "
	    "and whether an undo\n"
	    "took it back (\"undone\"): the HTML and Markdown name the actor "
	    "and strike\n"
	    "an undone event through.\n"
	    "A side's or a commander's terminal joined to a campaign exports "
	    "its own\n"
	    "view (the server makes it from the whole game); only the umpire's "
	    "exports\n"
	    "another role's.  --public: the campaign's public report, the "
	    "observer's\n"
	    "view up to the end of the turn `campaign set public-delay=N` "
	    "turns back,\n"
	    "the same bytes from every terminal and the web page.",
	.flags = CMD_SESSION,
	.exec = cmd_export_exec,
};
