/* `loss SIDE KIND N` and `ammo SIDE EVENT [N | roll=N,M]`: the loss
 * ledger and the ammunition it counts down (src/mech/ledger.c, ammo.c).
 * Without arguments each lists what the game routes where. */
#include <stdio.h>

#include "adj/mech/ledger.h"
#include "cli.h"

/* A side reports its own losses and spends its own rounds: the enemy's
 * VP move with them, so a side may not book losses onto the other.  A
 * line the command will refuse anyway is left to it. */
static int
side_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	const char	*name;

	if (argc < 2 || session_side(s, argv[1], side, slen) != 0)
		return 0;
	name = session_side_name(s, side);
	snprintf(why, wlen, "%s: the %s's own; the %s or the umpire records "
	    "it", argv[0], name, name);
	return 1;
}

static int
cmd_loss_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc == 1)
		return ledger_kinds(c->s, r);
	if (argc != 4)
		return cli_usage(c, x->entry, NULL, r);
	return ledger_loss(c->s, argv[1], argv[2], argv[3], r);
}

const struct cmd_entry cmd_loss_entry = {
	.name = "loss",
	.args = "[SIDE:side KIND:loss N]",
	.hint = "`loss` lists the kinds",
	.summary = "record a loss as the table sees it; the rules route it to "
	    "the tracks",
	.example = "loss SIDE infantry 3",
	.more = "One line for what the dice did (strength points, guns, a "
	    "battery, a\n"
	    "leader); the program moves every track the rules name: the men on\n"
	    "the casualty or captured track, the enemy's victory points, the\n"
	    "rounds a captured gun takes with it.  Every change is shown, and\n"
	    "`undo` takes the whole loss back.  `loss` alone lists the kinds.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_loss_exec,
	.mech = "ledger",
	.whose = side_whose,
};

static int
cmd_ammo_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc == 1)
		return ammo_events(c->s, r);
	if (argc < 3 || argc > 4)
		return cli_usage(c, x->entry, NULL, r);
	return ammo_event(c->s, argv[1], argv[2], argc == 4 ? argv[3] : NULL,
	    r);
}

const struct cmd_entry cmd_ammo_entry = {
	.name = "ammo",
	.args = "[SIDE:side EVENT:ammo [N | roll=N,M]]",
	.hint = "`ammo` lists the events",
	.summary = "rounds off a side's ammunition: batteries firing, a "
	    "caisson, a train",
	.example = "ammo SIDE fire 2",
	.more = "The rolls the rules call for are made here, or read from "
	    "your own\n"
	    "dice with roll=N,M (the first roll, then the one it calls for).  A\n"
	    "scenario that does not count a side's ammunition says so.  `ammo`\n"
	    "alone lists the events.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_ammo_exec,
	.mech = "ledger",
	.whose = side_whose,
};
