/* `marker` and `use [MARKER] USE [LEADER]`: a marker that changes hands
 * when used (the Advantage). */
#include "adj/mech/marker.h"
#include "cli.h"

static int
cmd_marker_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	(void)argv;
	if (argc > 1)
		return cli_usage(c, x->entry, NULL, r);
	return marker_list(c->s, r);
}

const struct cmd_entry cmd_marker_entry = {
	.name = "marker",
	.args = "",
	.summary = "who holds each marker and what it can do",
	.example = "marker",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_marker_exec,
	.mech = "marker",
};

static int
cmd_use_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	return marker_use(c->s, argc - 1, argv + 1, r);
}

const struct cmd_entry cmd_use_entry = {
	.name = "use",
	.args = "[MARKER:use] USE:use [LEADER:leader]",
	.summary = "spend a marker you hold: it goes on as the rules say",
	.example = "use MARKER USE",
	.more = "Uses are listed by `marker`.  A use that acts on a leader "
	    "names him; a reroll\n"
	    "names the roll it replaces.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_use_exec,
	.mech = "marker",
};
