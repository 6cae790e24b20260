/* `eliminated`, `reorganize` and `losses`: units lost, for their VP. */
#include "adj/mech/losses.h"
#include "cli.h"

static int
cmd_eliminated_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	return loss_record(c->s, argc - 1, argv + 1, r);
}

const struct cmd_entry cmd_eliminated_entry = {
	"eliminated", NULL, "eliminated SIDE UNIT VALUE",
	"a unit lost: its printed Fresh value goes to the enemy's VP",
	"eliminated SIDE UNIT 4", NULL, CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN,
	cmd_eliminated_exec, "losses"
};

static int
cmd_reorganize_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	return loss_return(c->s, argc - 1, argv + 1, r);
}

const struct cmd_entry cmd_reorganize_entry = {
	"reorganize", NULL, "reorganize SIDE UNIT",
	"an eliminated unit comes back: its VP are taken back",
	"reorganize SIDE UNIT", NULL, CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN,
	cmd_reorganize_exec, "losses"
};

static int
cmd_losses_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	(void)argc;
	(void)argv;
	return loss_list(c->s, r);
}

const struct cmd_entry cmd_losses_entry = {
	"losses", NULL, "losses", "the units recorded as eliminated", "losses",
	NULL, CMD_SESSION | CMD_CAMPAIGN, cmd_losses_exec, "losses"
};
