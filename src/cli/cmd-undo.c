/* `undo [SEQ|#SEQ] [all] [preview] [reason=WHY...]`: take back the last
 * command, or the one numbered (with what depends on it), or say what
 * would go.  The words after reason= are the reason, as a message's are
 * its text, quoted or not. */
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/num.h"
#include "adj/undo.h"
#include "cli.h"

static int
cmd_undo_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct undo_ask	 a;
	struct buf	 why;
	long long	 n;
	int		 i, from, rc;

	memset(&a, 0, sizeof a);
	for (i = 1; i < argc && strncasecmp(argv[i], "reason=", 7) != 0; i++) {
		if (strcasecmp(argv[i], "all") == 0)
			a.all = 1;
		else if (strcasecmp(argv[i], "preview") == 0)
			a.preview = 1;
		else if (a.seq == 0 && num_parse(argv[i] + (argv[i][0] == '#'),
		    1, LLONG_MAX, &n) == 0)
			a.seq = n;
		else
			return cli_usage(c, x->entry, NULL, r);
	}
	if (a.all && a.seq == 0)
		return reply_fail(r, "undo: `all` goes with a command's number "
		    "(`undo 42 all`): a bare `undo` takes back the last command "
		    "alone");
	buf_init(&why);
	for (from = i; i < argc; i++)
		buf_printf(&why, "%s%s", i > from ? " " : "", i == from ?
		    argv[i] + 7 : argv[i]);
	a.reason = from < argc ? buf_str(&why) : NULL;
	if (a.seq != 0)
		rc = session_undo_seq(c->s, &a, r);
	else if (a.preview)
		rc = session_undo_preview(c->s, r);
	else
		rc = session_undo(c->s, a.reason, r);
	buf_free(&why);
	return rc;
}

const struct cmd_entry cmd_undo_entry = {
	.name = "undo",
	.args = "[SEQ] [all] [preview] [reason=WHY...]",
	.hint = "takes back the last command, or the one numbered",
	.summary = "take back the last command, or one by number (the log "
	    "keeps both)",
	.example = "undo 42 reason=\"the roll was for the wrong table\"",
	.more = "`undo` takes back the last command.  `undo 42` (or `undo "
	    "#42`: a number\n"
	    "as `log` shows it, of the command or any of its events) takes "
	    "back that\n"
	    "command, and with it only the later ones that depend on it (the "
	    "same\n"
	    "track, unit or mechanism, or what came after a step it moved); a "
	    "roll,\n"
	    "a look-up or a note goes alone.  At the prompt it lists them and "
	    "asks;\n"
	    "in a script or on a server one with dependants is refused with "
	    "the list,\n"
	    "and `undo 42 all` takes them all.  `preview` lists and takes "
	    "back nothing.\n"
	    "At a table, anyone takes back any command.  In a shared campaign "
	    "a side\n"
	    "takes back only its own last one, and only one that rolled "
	    "nothing, drew\n"
	    "nothing, chose nothing at random and showed nobody anything (a "
	    "typo in\n"
	    "a track, a note); the rest only the umpire takes back, with a "
	    "reason\n"
	    "every role reads (`undo reason=WHY`; asked for at the prompt), and "
	    "another\n"
	    "role's commands only with `all`.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_STEP |
	    CMD_SIDE_OWN,
	.exec = cmd_undo_exec,
};
