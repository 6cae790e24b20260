/* `impulse [?]` and `pass`: the alternating impulses of a phase. */
#include <string.h>

#include "adj/mech/impulse.h"
#include "cli.h"

static int
cmd_impulse_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	int		 odds = argc > 1 && strcmp(argv[1], "?") == 0;

	if (argc > 1 && !odds)
		return cli_usage(c, x->entry, NULL, r);
	return impulse_show(c->s, odds, r);
}

const struct cmd_entry cmd_impulse_entry = {
	.name = "impulse",
	.args = "[?]",
	.summary = "whose impulse it is; with ?, the odds that the next check "
	    "ends the phase",
	.example = "impulse ?",
	.more = "`next` ends the impulse in hand, `pass` passes it.  Where "
	    "the rules check at\n"
	    "the start of an impulse whether the phase goes on, the roll is "
	    "made for you,\n"
	    "or typed at the prompt.",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_impulse_exec,
	.mech = "impulse",
};

static int
cmd_pass_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	(void)argv;
	if (argc > 1)
		return cli_usage(c, x->entry, NULL, r);
	if (impulse_pass(c->s, r) != 0)
		return -1;
	session_position(c->s, r->json);
	return 0;
}

const struct cmd_entry cmd_pass_entry = {
	.name = "pass",
	.args = "",
	.summary = "the side whose impulse it is passes",
	.example = "pass",
	.more = "Passes in a row end the phase, as many as the rules say.  "
	    "An impulse in which\n"
	    "the side acted (a leader activated, a combat fought) is no pass: "
	    "`pass` then\n"
	    "ends it as `next` does.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_STEP |
	    CMD_SIDE_OWN,
	.exec = cmd_pass_exec,
	.mech = "impulse",
};
