/* `leaders`, `activate`, `deactivate` and `casualty`: leaders with an
 * Active and an Inactive side. */
#include "adj/mech/leaders.h"
#include "cli.h"

static int
cmd_leaders_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
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
cmd_activate_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	if (argc != 2)
		return reply_fail(r, "usage: activate LEADER");
	return leader_activate(c->s, argv[1], r);
}

const struct cmd_entry cmd_activate_entry = {
	"activate", NULL, "activate LEADER",
	"turn a leader active (or bring an arriving one on)", "activate Sumner",
	"Who may activate whom is checked: in Bloodiest Day McClellan, Hooker "
	"and\nMansfield activate themselves, other Union leaders need an "
	"active McClellan\nwith them (5.3.2).", CMD_SESSION | CMD_WRITES |
	CMD_CAMPAIGN | CMD_SIDE_OWN, cmd_activate_exec, "leaders", NULL
};

static int
cmd_deactivate_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	if (argc != 2 && argc != 3)
		return reply_fail(r, "usage: deactivate LEADER [CAUSE]");
	return leader_deactivate(c->s, argv[1], argc == 3 ? argv[2] : NULL, r);
}

const struct cmd_entry cmd_deactivate_entry = {
	"deactivate", NULL, "deactivate LEADER [CAUSE]",
	"turn a leader inactive, saying why", "deactivate Hooker failed-assault",
	"Causes (5.4): reorganize, failed-assault, alone (all his area's units "
	"lost),\nadvantage.", CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	CMD_SIDE_OWN, cmd_deactivate_exec, "leaders", NULL
};

static int
cmd_casualty_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	const char	*roll = arg_value(argc, argv, "roll");

	if (argc < 2 || argc > 3 || (argc == 3 && roll == NULL))
		return reply_fail(r, "usage: casualty LEADER [roll=N]");
	return leader_casualty(c->s, argv[1], roll, r);
}

const struct cmd_entry cmd_casualty_entry = {
	"casualty", NULL, "casualty LEADER [roll=N]",
	"roll the Leader Casualty Table for a leader and apply it",
	"casualty Hooker roll=7", "A light wound leaves him inactive for the "
	"rest of the turn; killed or\nseriously wounded, he leaves the map, the "
	"enemy scores his victory points,\nand his replacement returns in the "
	"Rally Phase (8.7).", CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	CMD_SIDE_OWN, cmd_casualty_exec, "leaders", NULL
};
