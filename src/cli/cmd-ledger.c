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
		return reply_fail(r, "usage: loss SIDE KIND N (`loss` lists the "
		    "kinds)");
	return ledger_loss(c->s, argv[1], argv[2], argv[3], r);
}

const struct cmd_entry cmd_loss_entry = {
	"loss", NULL, "loss [SIDE KIND N]",
	"record a loss as the table sees it; the rules route it to the tracks",
	"loss SIDE infantry 3",
	"One line for what the dice did (strength points, guns, a battery, a\n"
	"leader); the program moves every track the rules name: the men on\n"
	"the casualty or captured track, the enemy's victory points, the\n"
	"rounds a captured gun takes with it.  Every change is shown, and\n"
	"`undo` takes the whole loss back.  `loss` alone lists the kinds.",
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN, cmd_loss_exec,
	"ledger", side_whose
};

static int
cmd_ammo_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc == 1)
		return ammo_events(c->s, r);
	if (argc < 3 || argc > 4)
		return reply_fail(r, "usage: ammo SIDE EVENT [N | roll=N,M] "
		    "(`ammo` lists the events)");
	return ammo_event(c->s, argv[1], argv[2], argc == 4 ? argv[3] : NULL,
	    r);
}

const struct cmd_entry cmd_ammo_entry = {
	"ammo", NULL, "ammo [SIDE EVENT [N | roll=N,M]]",
	"rounds off a side's ammunition: batteries firing, a caisson, a train",
	"ammo SIDE fire 2",
	"The rolls the rules call for are made here, or read from your own\n"
	"dice with roll=N,M (the first roll, then the one it calls for).  A\n"
	"scenario that does not count a side's ammunition says so.  `ammo`\n"
	"alone lists the events.",
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN, cmd_ammo_exec,
	"ledger", side_whose
};
