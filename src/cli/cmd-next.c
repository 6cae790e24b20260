/* `next [PHASE]`: on to the next step of the sequence of play. */
#include "cli.h"

static int
cmd_next_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	if (argc > 2)
		return reply_fail(r, "usage: next [PHASE]");
	return session_next(c->s, argc == 2 ? argv[1] : NULL, r);
}

const struct cmd_entry cmd_next_entry = {
	"next", "n", "next [PHASE]",
	"go on to the next step (or to a named phase or step)",
	"next", "Prints the step's reminder, what the scenario schedules then,\n"
	"and automatic track changes (the Broken Track's end-turn advance).\n"
	"`next chit-draw` goes back where the sequence of play loops; any\n"
	"other earlier phase means the next turn's.", CMD_SESSION | CMD_WRITES,
	cmd_next_exec
};
