/* `levy TOWN`, `county COUNTY` and `award ID THING`: things scored once a
 * game, each time, or once a turn while held (src/mech/award.c).  The
 * first two are awards of the same names, the words the players use;
 * without a thing each lists the award's things and their points. */
#include <string.h>

#include "adj/mech/award.h"
#include "cli.h"

static int
cmd_award_named(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc == 1)
		return award_list(c->s, argv[0], r);
	if (argc != 2)
		return cli_usage(c, x->entry, NULL, r);
	return award_claim(c->s, argv[0], argv[1], r);
}

const struct cmd_entry cmd_levy_entry = {
	.name = "levy",
	.args = "[TOWN]",
	.hint = "`levy` lists the towns",
	.summary = "levy a town: its stores and its points, once a game",
	.example = "levy TOWN",
	.more = "A town may be levied once: its stores go on the register of\n"
	    "levied towns (`register`), its points on the victory track with\n"
	    "the town as their source.  A second levy of the same town is\n"
	    "refused.  `levy` alone lists the towns and which are levied.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_award_named,
	.mech = "award",
};

const struct cmd_entry cmd_county_entry = {
	.name = "county",
	.args = "[COUNTY]",
	.hint = "`county` lists the counties",
	.summary = "a county held this turn: its points by the turns it has "
	    "been held",
	.example = "county COUNTY",
	.more = "Once a turn for each county held: the first turn it is held\n"
	    "scores its first value, the second (consecutive or not) its\n"
	    "second, every later turn its last, multiplied when the rules say\n"
	    "so.  `county` alone lists the counties and how often each has\n"
	    "been held.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_award_named,
	.mech = "award",
};

static int
cmd_award_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli		*c = x->c;
	const struct cmd_entry	*own;
	char			 id[32];
	int			 ambiguous;

	if (argc == 1)
		return award_all(c->s, r);
	if (argc == 2)
		return award_list(c->s, argv[1], r);
	if (argc != 3)
		return cli_usage(c, x->entry, NULL, r);
	if (award_id(c->s, argv[1], id, sizeof id, r) != 0)
		return -1;
	/* An award with a command of its own is claimed by it, in the steps
	 * its rows give it: not here, around them. */
	if ((own = cmd_find(id, &ambiguous)) != NULL && strcmp(own->name, id) ==
	    0 && own != x->entry)
		return reply_fail(r, "%s has a command of its own, which acts in "
		    "its own steps (`help %s`)", id, id);
	return award_claim(c->s, id, argv[2], r);
}

const struct cmd_entry cmd_award_entry = {
	.name = "award",
	.args = "[AWARD [THING]]",
	.hint = "`award` lists the awards",
	.summary = "score a thing the rules reward once, each time, or while "
	    "held",
	.example = "award AWARD THING",
	.more = "The awards a game keeps besides its own commands (a depot\n"
	    "destroyed, a depot captured): its points on the track they go\n"
	    "on, its stores on their register, all as one command.  `award`\n"
	    "lists the awards, `award AWARD` the things of one.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_award_exec,
	.mech = "award",
};
