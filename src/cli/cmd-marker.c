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
		return reply_fail(r, "usage: marker");
	return marker_list(c->s, r);
}

const struct cmd_entry cmd_marker_entry = {
	"marker", NULL, "marker", "who holds the Advantage and what it can do",
	"marker", NULL, CMD_SESSION | CMD_CAMPAIGN, cmd_marker_exec, "marker",
	NULL
};

static int
cmd_use_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	return marker_use(c->s, argc - 1, argv + 1, r);
}

const struct cmd_entry cmd_use_entry = {
	"use", NULL, "use [MARKER] USE [LEADER]",
	"spend the marker you hold; it goes to the other side",
	"use MARKER USE", "Uses are listed by `marker`.  A use that acts on a "
	"leader names him; a reroll\nnames the roll it replaces.",
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN, cmd_use_exec, "marker", NULL
};
