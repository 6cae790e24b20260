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
		return reply_fail(r, "usage: impulse [?]");
	return impulse_show(c->s, odds, r);
}

const struct cmd_entry cmd_impulse_entry = {
	"impulse", NULL, "impulse [?]",
	"whose impulse it is; with ?, the odds that the next check ends the "
	"phase", "impulse ?", "`next` ends the impulse in hand, `pass` passes "
	"it.  Where the rules check at\nthe start of an impulse whether the "
	"phase goes on, the roll is made for you,\nor typed at the prompt.",
	CMD_SESSION | CMD_CAMPAIGN, cmd_impulse_exec, "impulse", NULL
};

static int
cmd_pass_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	(void)argv;
	if (argc > 1)
		return reply_fail(r, "usage: pass");
	if (impulse_pass(c->s, r) != 0)
		return -1;
	session_position(c->s, r->json);
	return 0;
}

const struct cmd_entry cmd_pass_entry = {
	"pass", NULL, "pass", "the side whose impulse it is passes", "pass",
	"Passes in a row end the phase, as many as the rules say.  An impulse "
	"in which\nthe side acted (a leader activated, a combat fought) is no "
	"pass: `pass` then\nends it as `next` does.",
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_STEP | CMD_SIDE_OWN, cmd_pass_exec,
	"impulse", NULL
};
