/* `plan [SIDE KIND PLACE | SIDE cut | SIDE show]`: a side's secret order
 * due some turns ahead (src/mech/plan.c). */
#include <strings.h>

#include "adj/mech/plan.h"
#include "cli.h"

static int
cmd_plan_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc == 1)
		return plan_list(c->s, r);
	if (argc == 3 && strcasecmp(argv[2], "cut") == 0)
		return plan_cut(c->s, argv[1], r);
	if (argc == 3 && strcasecmp(argv[2], "show") == 0)
		return plan_show(c->s, argv[1], r);
	if (argc != 4)
		return cli_usage(c, x->entry, NULL, r);
	return plan_give(c->s, argv[1], argv[2], argv[3], r);
}

const struct cmd_entry cmd_plan_entry = {
	.name = "plan",
	.args = "[SIDE:side KIND PLACE | SIDE:side cut | SIDE:side show]",
	.hint = "`plan` lists the kinds of order",
	.summary = "a side's secret order that takes effect turns later",
	.example = "plan SIDE dismantle PLACE",
	.more = "The order is the side's to see (and the umpire's) until the\n"
	    "walk reaches its step on the turn it falls due, when every side\n"
	    "reads it.  One order at a time; `plan SIDE cut` brings it one\n"
	    "turn sooner, once on each later turn the rules allow it; `plan\n"
	    "SIDE show` shows it to the enemy alone (a spy's success).  Give\n"
	    "it from the side's own view (--side SIDE).",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_plan_exec,
	.mech = "plan",
};
