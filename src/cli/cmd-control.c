/* `control [HEX SIDE|none]`: who holds the victory hexes. */
#include "adj/mech/control.h"
#include "cli.h"

static int
cmd_control_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	if (argc != 1 && argc != 3)
		return reply_fail(r, "usage: control [HEX SIDE|none]");
	return session_control(c->s, argc == 3 ? argv[1] : NULL, argc == 3 ?
	    argv[2] : NULL, r);
}

const struct cmd_entry cmd_control_entry = {
	"control", NULL, "control [HEX SIDE|none]",
	"who holds the victory hexes or areas",
	"control HEX SIDE", "Alone it lists them and who holds each; `control "
	"HEX none` says nobody\ndoes.  What makes a side the holder, and when "
	"held hexes score, is the rules'\nown.",
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN, cmd_control_exec, "control"
};
