/* The choices a side owes that no other command makes: `pick SIDE CHIT`
 * (a chit the scenario lets a side put in play at the build), `brigade
 * BRIGADE` (the one a Division chit just drawn, or a CIC just played,
 * activates, where a shared campaign waited for its owner), and the umpire's `force CHOICE SIDE
 * [at random | CHIT...]`, making a choice a
 * side owes for it in a shared campaign (the game waits for the side
 * otherwise: session_waiting). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/cup.h"
#include "adj/mech/impulse.h"
#include "cli.h"

extern const struct cmd_entry cmd_pick_entry;

/* `pick SIDE CHIT` and `advance SIDE CHIT`: a side names one of its
 * chits. */
static int
cmd_side_chit_exec(struct cmd_ctx *x, int argc, char **argv,
    struct reply *r)
{
	struct cli	*c = x->c;
	char		 side[32];

	if (argc != 3)
		return cli_usage(c, x->entry, NULL, r);
	if (session_side(c->s, argv[1], side, sizeof side) != 0)
		return reply_fail(r, "\"%s\" is not a side of %s", argv[1],
		    c->s->game_title);
	return (x->entry == &cmd_pick_entry ? cup_pick : cup_advance)(c->s,
	    side, argv[2], r);
}

const struct cmd_entry cmd_pick_entry = {
	.name = "pick",
	.args = "SIDE:side CHIT",
	.summary = "choose the chit a side puts in play this turn",
	.example = "pick SIDE CHIT",
	.more = "Where the scenario lets a side choose a chit to put in "
	    "play at the\n"
	    "build, the side names it here. Not chosen when the build comes, it\n"
	    "is asked for at the prompt, picked at random in a script, and "
	    "waited\n"
	    "for in a shared campaign.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_side_chit_exec,
	.mech = "cup",
};

static int
cmd_brigade_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*brigade = NULL, *roll = NULL;
	int		 i;

	for (i = 1; i < argc; i++) {
		if (strncasecmp(argv[i], "roll=", 5) == 0 && roll == NULL)
			roll = argv[i] + 5;
		else if (strchr(argv[i], '=') == NULL && brigade == NULL)
			brigade = argv[i];
		else
			return cli_usage(c, x->entry, NULL, r);
	}
	return cup_brigade(c->s, brigade, roll, r);
}

/* The owner's, which the cup checks (session_may_act): the side whose
 * Division chit was drawn. */
const struct cmd_entry cmd_brigade_entry = {
	.name = "brigade",
	.args = "[BRIGADE] [roll=N]",
	.summary = "choose the brigade a drawn Division chit or a CIC "
	    "activates",
	.example = "brigade BRIGADE",
	.more = "A drawn Division chit activates one of its division's "
	    "brigades.\n"
	    "At a table the draw asks (or names it: `draw CHIT BRIGADE`), and a\n"
	    "script picks at random; in a shared campaign the game waits for\n"
	    "the chit's owner to name it here (`status` says so), or for the\n"
	    "umpire's `force brigade SIDE`.  At a table whose question after "
	    "the\n"
	    "draw was cancelled the chit waits the same way: its roll, if still\n"
	    "to make, comes first (asked, or roll=N).  A CIC played in a shared\n"
	    "campaign without naming its brigade waits the same way once its\n"
	    "roll succeeds: any of its side's brigades in play.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_brigade_exec,
	.mech = "cup",
};

const struct cmd_entry cmd_advance_entry = {
	.name = "advance",
	.args = "SIDE:side CHIT",
	.summary = "name the chit a Command Event roll of Advance brings "
	    "earlier",
	.example = "advance SIDE CHIT",
	.more = "Where a side rolls on a Command Event track at the turn's "
	    "end and the\n"
	    "roll may say Advance, one of its chits still to come then "
	    "comes a turn\n"
	    "earlier: the side names it here before the rolls.  Not named, "
	    "it is\n"
	    "asked at the prompt, picked at random in a script, and waited "
	    "for in a\n"
	    "shared campaign.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SECRET |
	    CMD_SIDE_OWN,
	.exec = cmd_side_chit_exec,
	.mech = "cup",
};

static int
cmd_force_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	char		 side[32];

	static const char *const owed[] = { "key", "pick", "seed", "held",
	    "brigade", "drawn", "advance", "impulse", "chaos", "playorder",
	    NULL };
	int	 i;

	if (argc < 3)
		return cli_usage(c, x->entry, NULL, r);
	/* The choice first: `force leader x` is a choice this Adjutant does
	 * not know, not a side that is missing. */
	for (i = 0; owed[i] != NULL && strcasecmp(argv[1], owed[i]) != 0; i++)
		;
	if (owed[i] == NULL)
		return reply_fail(r, "force: \"%s\" is not a choice a side owes "
		    "(key, pick, seed, held, brigade, drawn, advance, "
		    "impulse, chaos, playorder)",
		    argv[1]);
	argv[1] = (char *)owed[i];
	if (session_side(c->s, argv[2], side, sizeof side) != 0)
		return reply_fail(r, "\"%s\" is not a side of %s", argv[2],
		    c->s->game_title);
	/* The game's impulses are another mechanism's than its cup. */
	if (strcmp(argv[1], "impulse") == 0) {
		if (!session_uses(c->s, mech_impulse.name))
			return reply_fail(r, "%s has no impulses",
			    c->s->game_title);
		if (argc == 5 && strcmp(argv[3], "at") == 0 &&
		    strcmp(argv[4], "random") == 0)
			argc = 3;
		return impulse_force(c->s, side, argc - 3, argv + 3, r);
	}
	return cup_force(c->s, argv[1], side, argc - 3, argv + 3, r);
}

const struct cmd_entry cmd_force_entry = {
	.name = "force",
	.args = "key|pick|seed|held|brigade|drawn|advance|impulse|chaos|"
	    "playorder SIDE:side [at random | CHIT... | BRIGADE | hold | pass "
	    "| move | discard | first | second]",
	.summary = "the umpire makes a choice a side owes",
	.example = "force key SIDE at random",
	.more = "In a shared campaign the game waits for a side's choice "
	    "(`status` says\n"
	    "what for; its JSON, the word `force` takes). The umpire may make "
	    "it\n"
	    "instead, at random or naming the chits or the brigade (the cards\n"
	    "a side seeds: `force seed SIDE`; a drawn\n"
	    "Division chit's, a CIC's: `force brigade SIDE`); rule a side's "
	    "held\n"
	    "chits declined at the turn's end (`force held SIDE`); hold the "
	    "chit\n"
	    "just drawn into its hand (`force drawn SIDE`: what the rules leave "
	    "a\n"
	    "chit not played at once); name the chit an Advance brings "
	    "earlier\n"
	    "(`force advance SIDE`); pass an impulse the side has neither\n"
	    "played nor passed (`force impulse SIDE`); or choose what a\n"
	    "Battlefield Chaos does (`force chaos SIDE`, the side choosing),\n"
	    "or whether a roll-off's winner plays first (`force playorder\n"
	    "SIDE`).\n"
	    "The side is told, the other side is not (an impulse's pass is\n"
	    "every side's to see).",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SECRET | CMD_UMPIRE,
	.exec = cmd_force_exec,
	.mech = "cup",
	.also = "impulse",
};
