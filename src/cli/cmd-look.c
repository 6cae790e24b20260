/* `look SIDE`: the enemy's look at SIDE's secret tracks and secret
 * order, on a turn the rules give it one (src/mech/secrets.c). */
#include "adj/mech/secrets.h"
#include "cli.h"

static int
cmd_look_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	if (argc != 2)
		return cli_usage(x->c, x->entry, NULL, r);
	return secrets_look(x->c->s, argv[1], r);
}

const struct cmd_entry cmd_look_entry = {
	.name = "look",
	.args = "SIDE:side",
	.summary = "look at the enemy's secret tracks and order (a spy's "
	    "success)",
	.example = "look SIDE",
	.more = "Records SIDE's secret tracks as they stand and its secret\n"
	    "order for the enemy that looks and the umpire alone, on a turn\n"
	    "the game's rules give the enemy that look.  Give it from the\n"
	    "looking side's own view (--side SIDE).",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_look_exec,
	.mech = "secrets",
};
