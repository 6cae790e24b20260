/* `leaders`, `activate`, `deactivate` and `casualty`: leaders with an
 * Active and an Inactive side. */
#include "adj/mech/leaders.h"
#include "cli.h"

static int
cmd_leaders_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	(void)argv;
	if (argc > 1)
		return cli_usage(c, x->entry, NULL, r);
	return leaders_list(c->s, r);
}

const struct cmd_entry cmd_leaders_entry = {
	.name = "leaders",
	.args = "",
	.summary = "every leader: active, inactive, wounded, off the map",
	.example = "leaders",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_leaders_exec,
	.mech = "leaders",
};

static int
cmd_activate_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 2)
		return cli_usage(c, x->entry, NULL, r);
	return leader_activate(c->s, argv[1], r);
}

const struct cmd_entry cmd_activate_entry = {
	.name = "activate",
	.args = "LEADER:leader",
	.summary = "turn a leader active (or bring an arriving one on)",
	.example = "activate LEADER",
	.more = "Who may activate whom is checked: a leader who activates "
	    "himself, or one who\n"
	    "needs another leader active and with him, as the rules say.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_activate_exec,
	.mech = "leaders",
};

static int
cmd_deactivate_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 2 && argc != 3)
		return cli_usage(c, x->entry, NULL, r);
	return leader_deactivate(c->s, argv[1], argc == 3 ? argv[2] : NULL, r);
}

const struct cmd_entry cmd_deactivate_entry = {
	.name = "deactivate",
	.args = "LEADER:leader [CAUSE:cause]",
	.summary = "turn a leader inactive, saying why",
	.example = "deactivate LEADER CAUSE",
	.more = "CAUSE is one of the game's causes, or the marker the "
	    "enemy spent on him; a\n"
	    "cause the rules do not give is refused with the list.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_deactivate_exec,
	.mech = "leaders",
};

static int
cmd_casualty_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*roll = arg_value(argc, argv, "roll");

	if (argc < 2 || argc > 3 || (argc == 3 && roll == NULL))
		return cli_usage(c, x->entry, NULL, r);
	return leader_casualty(c->s, argv[1], roll, r);
}

const struct cmd_entry cmd_casualty_entry = {
	.name = "casualty",
	.args = "LEADER:leader [roll=N]",
	.summary = "roll the Leader Casualty Table for a leader and apply it",
	.example = "casualty LEADER roll=7",
	.more = "The table's result is applied as the rules data has it: "
	    "the leader's state,\n"
	    "the victory points the enemy scores, and when his replacement "
	    "comes.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_casualty_exec,
	.mech = "leaders",
};
