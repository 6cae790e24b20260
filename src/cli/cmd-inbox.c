/* `inbox`: the umpire's messages (those sent to it, those waiting for it
 * to set their arrival), or a side's that arrived for it. */
#include "adj/mech/messages.h"
#include "cli.h"

static int
cmd_inbox_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (argc != 1)
		return cli_usage(x->c, x->entry, NULL, r);
	return message_inbox(x->c->s, r);
}

const struct cmd_entry cmd_inbox_entry = {
	.name = "inbox",
	.args = "",
	.summary = "messages that arrived for you (the umpire: those to "
	    "approve too)",
	.example = "inbox",
	.more = "The umpire's: every message a side sent you (answered once "
	    "you have\n"
	    "written to its sender since) and every side's message waiting "
	    "for you\n"
	    "to set its arrival, with the turn it asked (`message N approve` "
	    "grants\n"
	    "it, `message all approve` grants them all).  A side's: the "
	    "messages\n"
	    "that arrived for it, to read again.  Oldest first; the words are\n"
	    "quoted as their sender typed them.",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_inbox_exec,
	.mech = "messages",
};
