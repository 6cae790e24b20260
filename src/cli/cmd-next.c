/* `next [PHASE] [roll=N]`: on to the next step of the sequence of play. */
#include <string.h>
#include <strings.h>

#include "cli.h"

static int
cmd_next_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*roll = arg_value(argc, argv, "roll");
	const char	*target = NULL;
	int		 i, rc, yes = 0;

	for (i = 1; i < argc; i++)
		if (strncasecmp(argv[i], "roll=", 5) != 0) {
			/* The answer to the jump's question, given ahead. */
			if (target != NULL && !yes &&
			    strcasecmp(argv[i], "yes") == 0) {
				yes = 1;
				continue;
			}
			if (target != NULL)
				return cli_usage(c, x->entry, NULL, r);
			target = argv[i];
		}
	/* Real dice for a roll the step makes (the impulse check). */
	c->s->typed_roll = roll;
	c->s->jump_agreed = yes;
	rc = session_next(c->s, target, r);
	c->s->jump_agreed = 0;
	if (rc == 0 && c->s->typed_roll != NULL)
		reply_line(r, "(roll=%s was not needed: no roll at this step)",
		    roll);
	c->s->typed_roll = NULL;
	return rc;
}

/* `help next`: the steps `next STEP` and `log --phase STEP` take. */
static void
next_help(struct cli *c, struct reply *r)
{
	int	 i, worked = 0;

	if (c->s == NULL) {
		reply_line(r, "(open a game to see its steps)");
		return;
	}
	reply_line(r, "\nThe steps of %s, in order (an id, or any unique "
	    "part of a name):", c->s->game_title);
	for (i = 0; i < c->s->nphases; i++) {
		reply_line(r, "  %-22s %s%s", c->s->phases[i].id,
		    c->s->phases[i].name, c->s->phases[i].derived ? " *" : "");
		worked += c->s->phases[i].derived;
	}
	if (worked > 0)
		reply_line(r, "  (* its place in the order is worked out from "
		    "the text, not printed)");
}

const struct cmd_entry cmd_next_entry = {
	.name = "next",
	.alias = "n",
	.args = "[PHASE:step [yes]] [roll=N]",
	.summary = "go on to the next step (or to a named phase or step)",
	.example = "next",
	.more = "Prints the step's reminder, what the scenario schedules "
	    "then,\n"
	    "and automatic track changes (a box track's end-turn advance).\n"
	    "Naming the step the sequence of play loops back to goes back to "
	    "it;\n"
	    "any other earlier phase means the next turn's.  A jump that would\n"
	    "leave something undone (the rest of the turn, chits in the cup, an\n"
	    "impulse under way) asks first at the prompt; in a script or a\n"
	    "campaign it is refused unless `yes` follows the phase.  In a phase\n"
	    "played in impulses `next` ends the impulse; roll=N gives real dice\n"
	    "for the check the next impulse starts with.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_STEP |
	    CMD_ADVANCE,
	.exec = cmd_next_exec,
	.help = next_help,
};
