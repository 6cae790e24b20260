/* `elimination [SIDE KIND [N]]`: a unit eliminated whose weight on its
 * army fades over the next turns (src/mech/fade.c). */
#include <stdio.h>

#include "adj/mech/fade.h"
#include "cli.h"

/* A side records its own units lost, as `eliminated` has it; the umpire
 * any side's. */
static int
elimination_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	return argc < 3 ? 0 : authority_unit_side(s, "elimination", argc, argv,
	    side, slen, why, wlen);
}

static int
cmd_elimination_exec(struct cmd_ctx *x, int argc, char **argv,
    struct reply *r)
{
	struct cli	*c = x->c;

	if (argc == 1)
		return fade_list(c->s, r);
	if (argc == 3 || argc == 4)
		return fade_add(c->s, argv[1], argv[2], argc == 4 ? argv[3] :
		    NULL, r);
	return cli_usage(c, x->entry, NULL, r);
}

const struct cmd_entry cmd_elimination_entry = {
	.name = "elimination",
	.args = "[SIDE:side KIND [N]]",
	.summary = "units eliminated: their weight on the army fades over "
	    "turns",
	.example = "elimination SIDE KIND 2",
	.more = "Records N (1 when left out) of the side's units of a kind "
	    "as\n"
	    "eliminated this turn.  What they add (to the army's morale) is\n"
	    "the rules' amount for this turn, then less each turn after, "
	    "by\n"
	    "itself: `status` shows it fading.  Alone, it lists what fades "
	    "now\n"
	    "and the kinds the game has.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_elimination_exec,
	.mech = "fade",
	.whose = elimination_whose,
};
