/* `location [HEX [SIDE|none | score [VALUE] [contested]]]`: the VP
 * Location markers of the scenario, face down until scored. */
#include "adj/mech/vp_locations.h"
#include "cli.h"

static int
cmd_location_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	return vp_location_cmd(x->c->s, argc - 1, argv + 1, r);
}

/* Who holds a hex and what its marker scores are the map's: every side
 * reads them; in a campaign the umpire records them. */
static int
location_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	(void)s;
	if (argc == 1)
		return 0;
	snprintf(side, slen, "%s", "");
	snprintf(why, wlen, "location %s: who holds a VP location and what it "
	    "scores are the map's; the umpire records them", argv[1]);
	return 1;
}

const struct cmd_entry cmd_location_entry = {
	.name = "location",
	.args = "[HEX [SIDE:side|none | score [VALUE] [contested]]]",
	.summary = "the VP Location markers: who holds each, what each scored",
	.example = "location HEX score 10 contested",
	.more = "Alone it lists them, face down or face up.  `location HEX "
	    "SIDE`: the side that\n"
	    "last entered the hex holds it.  `location HEX score VALUE`: the "
	    "marker is turned\n"
	    "over and scores VALUE for its holder, half rounded down when "
	    "contested; an\n"
	    "end-of-game marker on the last turn only, a per-turn one on the "
	    "scenario's\n"
	    "turns, face up (its value known) from its first scoring.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_UMPIRE,
	.exec = cmd_location_exec,
	.mech = "vp-locations",
	.whose = location_whose,
};
