/* `combat NAME ...`, also typed as the combat's own name (`assault`,
 * `volley`, `bombard`, `lrb`): totals-based combat from the rules data. */
#include <stdlib.h>
#include <strings.h>

#include "adj/mech/contest.h"
#include "cli.h"

static int
cmd_combat_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	char	 id[64];

	if (strcasecmp(argv[0], "combat") == 0) {
		argc--;
		argv++;
	}
	if (argc < 1)
		return reply_fail(r, "usage: combat NAME [INPUT=N...] [roll=A,D] "
		    "[?] (`help combat`)");
	if (contest_resolve(c->rules, c->s->game, argv[0], id, sizeof id) != 0)
		return reply_fail(r, "%s has no combat \"%s\" (`help combat` "
		    "lists them)", c->s->game_title, argv[0]);
	return contest_run(c->s, id, argc - 1, argv + 1, r);
}

const struct cmd_entry cmd_combat_entry = {
	"combat", NULL, "combat NAME [INPUT=N|FLAG...] [roll=A,D] [by=SIDE] [?]",
	"totals-based combat: each side's value, both rolls, the points",
	"combat NAME INPUT=3 FLAG roll=7,6",
	"Each combat's name works alone as a command.  With a game open, `help "
	"combat`\nlists its combats and their inputs; ? gives the odds of each "
	"result before\nrolling.", CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN,
	cmd_combat_exec, "contest"
};

static int
cmd_absorb_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	const char	*f = arg_value(argc, argv, "fresh");
	const char	*sp = arg_value(argc, argv, "spent");
	char		*end;
	long		 cp;

	if (argc != 4 || f == NULL || sp == NULL)
		return reply_fail(r, "usage: absorb POINTS fresh=N spent=N");
	cp = strtol(argv[1], &end, 10);
	if (*argv[1] == '\0' || *end != '\0' || cp > 999)
		return reply_fail(r, "\"%s\" is not a number of points: "
		    "expected a whole number from 1", argv[1]);
	return absorb_options(c->s, (int)cp, atoi(f), atoi(sp), r);
}

const struct cmd_entry cmd_absorb_entry = {
	"absorb", NULL, "absorb POINTS fresh=N spent=N",
	"the ways a stack can take a combat's points (or the Overrun)",
	"absorb 5 fresh=2 spent=1", "Only the cheapest ways that cover the "
	"points are listed, at the costs the rules\ngive; when the cheapest "
	"costs more than the result, the stack still takes it.",
	CMD_SESSION | CMD_CAMPAIGN, cmd_absorb_exec, "absorb"
};
