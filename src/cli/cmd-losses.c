/* `eliminated`, `reorganize` and `losses`: units lost, for their VP. */
#include <stdio.h>

#include "adj/mech/losses.h"
#include "cli.h"

/* A side records its own units lost and reorganized: the VP they carry go
 * to the enemy and back, and a side putting the enemy's units in the box
 * would be awarding itself points (authority_unit_side). */
static int
eliminated_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	return authority_unit_side(s, "eliminated", argc, argv, side, slen,
	    why, wlen);
}

static int
reorganize_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	return authority_unit_side(s, "reorganize", argc, argv, side, slen,
	    why, wlen);
}

static int
cmd_eliminated_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	return loss_record(c->s, argc - 1, argv + 1, r);
}

const struct cmd_entry cmd_eliminated_entry = {
	.name = "eliminated",
	.args = "SIDE:side UNIT VALUE",
	.summary = "a unit lost: its printed Fresh value goes to the enemy's "
	    "VP",
	.example = "eliminated SIDE UNIT 4",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_eliminated_exec,
	.mech = "losses",
	.whose = eliminated_whose,
};

static int
cmd_reorganize_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	return loss_return(c->s, argc - 1, argv + 1, r);
}

const struct cmd_entry cmd_reorganize_entry = {
	.name = "reorganize",
	.args = "SIDE:side UNIT [LEADER:leader]",
	.summary = "an eliminated unit comes back: its VP are taken back",
	.example = "reorganize SIDE UNIT LEADER",
	.more = "Where the game's leaders go inactive when used to "
	    "reorganize, the active\n"
	    "leader who does it is named (asked at the prompt) and deactivated.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_reorganize_exec,
	.mech = "losses",
	.whose = reorganize_whose,
};

static int
cmd_losses_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	(void)argc;
	(void)argv;
	return loss_list(c->s, r);
}

const struct cmd_entry cmd_losses_entry = {
	.name = "losses",
	.args = "",
	.summary = "the units recorded as eliminated",
	.example = "losses",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_losses_exec,
	.mech = "losses",
};
