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
		return reply_fail(r, "usage: leaders");
	return leaders_list(c->s, r);
}

const struct cmd_entry cmd_leaders_entry = {
	"leaders", NULL, "leaders", "every leader: active, inactive, wounded, off "
	"the map", "leaders", NULL, CMD_SESSION | CMD_CAMPAIGN, cmd_leaders_exec,
	"leaders", NULL
};

static int
cmd_activate_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 2)
		return reply_fail(r, "usage: activate LEADER");
	return leader_activate(c->s, argv[1], r);
}

const struct cmd_entry cmd_activate_entry = {
	"activate", NULL, "activate LEADER",
	"turn a leader active (or bring an arriving one on)", "activate LEADER",
	"Who may activate whom is checked: a leader who activates himself, or "
	"one who\nneeds another leader active and with him, as the rules "
	"say.", CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	cmd_activate_exec, "leaders", NULL
};

static int
cmd_deactivate_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 2 && argc != 3)
		return reply_fail(r, "usage: deactivate LEADER [CAUSE]");
	return leader_deactivate(c->s, argv[1], argc == 3 ? argv[2] : NULL, r);
}

const struct cmd_entry cmd_deactivate_entry = {
	"deactivate", NULL, "deactivate LEADER [CAUSE]",
	"turn a leader inactive, saying why", "deactivate LEADER CAUSE",
	"CAUSE is one of the game's causes, or the marker the enemy spent on "
	"him; a\ncause the rules do not give is refused with the list.",
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN, cmd_deactivate_exec, "leaders", NULL
};

static int
cmd_casualty_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*roll = arg_value(argc, argv, "roll");

	if (argc < 2 || argc > 3 || (argc == 3 && roll == NULL))
		return reply_fail(r, "usage: casualty LEADER [roll=N]");
	return leader_casualty(c->s, argv[1], roll, r);
}

const struct cmd_entry cmd_casualty_entry = {
	"casualty", NULL, "casualty LEADER [roll=N]",
	"roll the Leader Casualty Table for a leader and apply it",
	"casualty LEADER roll=7", "The table's result is applied as the "
	"rules data has it: the leader's state,\nthe victory points the enemy "
	"scores, and when his replacement comes.",
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN, cmd_casualty_exec, "leaders", NULL
};
