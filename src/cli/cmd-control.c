/* `control [HEX SIDE|none]`: who holds the victory hexes. */
#include <stdio.h>

#include "adj/mech/control.h"
#include "cli.h"

static int
cmd_control_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 1 && argc != 3)
		return cli_usage(c, x->entry, NULL, r);
	return session_control(c->s, argc == 3 ? argv[1] : NULL, argc == 3 ?
	    argv[2] : NULL, r);
}

/* Who holds a hex is shared by every side: the umpire rules on it; the
 * list is anyone's to read. */
static int
control_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	(void)s;
	if (argc == 1)
		return 0;
	snprintf(side, slen, "%s", "");
	snprintf(why, wlen, "control %s: who holds a hex is shared by every "
	    "side; the umpire rules on it", argv[1]);
	return 1;
}

const struct cmd_entry cmd_control_entry = {
	.name = "control",
	.args = "[HEX:hex SIDE:side|none]",
	.summary = "who holds the victory hexes or areas",
	.example = "control HEX SIDE",
	.more = "Alone it lists them and who holds each; `control HEX "
	    "none` says nobody\n"
	    "does.  What makes a side the holder, and when held hexes score, "
	    "is the rules'\n"
	    "own.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_UMPIRE,
	.exec = cmd_control_exec,
	.mech = "control",
	.whose = control_whose,
};
