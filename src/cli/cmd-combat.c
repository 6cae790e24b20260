/* `combat NAME ...`, also typed as the combat's own name (`assault`,
 * `volley`, `bombard`, `lrb`): totals-based combat from the rules data. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/contest.h"
#include "adj/mech/impulse.h"
#include "adj/rules.h"
#include "adj/num.h"
#include "cli.h"

static int
cmd_combat_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	char		 id[64];

	if (strcasecmp(argv[0], "combat") == 0) {
		argc--;
		argv++;
	}
	if (argc < 1)
		return cli_usage(c, x->entry, NULL, r);
	if (contest_resolve(c->rules, c->s->game, argv[0], id, sizeof id) != 0)
		return reply_fail(r, "%s has no combat \"%s\" (`help combat` "
		    "lists them)", c->s->game_title, argv[0]);
	return contest_run(c->s, id, argc - 1, argv + 1, r);
}

/* A combat is its attacker's act, and its points go to the attacker's own
 * tally: the side the rules name, by=SIDE, or the side whose impulse it
 * is (as contest_run decides).  Asking the odds (?) changes nothing; a
 * combat with no attacker to name is anyone's. */
static int
combat_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	char		 id[64], *fixed;
	const char	*by = NULL, *name;
	int		 i;

	if (strcasecmp(argv[0], "combat") == 0) {
		argc--;
		argv++;
	}
	if (argc < 1 || contest_resolve(s->rules, s->game, argv[0], id,
	    sizeof id) != 0)
		return 0;
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "?") == 0)
			return 0;
		/* The last by=, as the combat reads it. */
		if (strncasecmp(argv[i], "by=", 3) == 0)
			by = argv[i] + 3;
	}
	fixed = rules_text(s->rules, "SELECT attacker FROM contest WHERE game "
	    "= ?1 AND id = ?2", s->game, id);
	if (fixed != NULL && *fixed != '\0')
		snprintf(side, slen, "%s", fixed);
	else if (by != NULL && session_side(s, by, side, slen) != 0)
		side[0] = '\0';	/* the combat will say by= is wrong */
	else if (by == NULL && impulse_now(s) != NULL)
		snprintf(side, slen, "%s", impulse_now(s)->side);
	free(fixed);
	if (side[0] == '\0')
		return 0;
	name = session_side_name(s, side);
	snprintf(why, wlen, "%s: the %s's combat (its points are the %s's); "
	    "the %s or the umpire makes it", id, name, name, name);
	return 1;
}

/* `help combat`: the open game's combats, their inputs and terms. */
static void
combat_help(struct cli *c, struct reply *r)
{
	struct buf	 b;

	buf_init(&b);
	if (c->s != NULL)
		contest_help(c->rules, c->s->game, NULL, &b);
	else
		buf_add(&b, "(open a game to see its combats)\n");
	buf_add(&r->text, buf_str(&b));
	buf_free(&b);
}

const struct cmd_entry cmd_combat_entry = {
	.name = "combat",
	.args = "NAME:contest [INPUT=N|FLAG]... [roll=A,D] [by=SIDE] [?]",
	.hint = "`help combat`",
	.summary = "totals-based combat: each side's value, both rolls, the "
	    "points",
	.example = "combat NAME INPUT=3 FLAG roll=7,6",
	.more = "Each combat's name works alone as a command.  With a game "
	    "open, `help combat`\n"
	    "lists its combats and their inputs; ? gives the odds of each "
	    "result before\n"
	    "rolling.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_combat_exec,
	.mech = "contest",
	.whose = combat_whose,
	.help = combat_help,
};

static int
cmd_absorb_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*f = arg_value(argc, argv, "fresh");
	const char	*sp = arg_value(argc, argv, "spent");
	int		 cp, fresh, spent;

	if (argc != 4 || f == NULL || sp == NULL)
		return cli_usage(c, x->entry, NULL, r);
	if (num_int(argv[1], 1, 999, &cp) != 0)
		return reply_fail(r, "\"%s\" is not a number of points: "
		    "expected a whole number from 1 to 999", argv[1]);
	if (num_int(f, 0, 60, &fresh) != 0 || num_int(sp, 0, 60, &spent) != 0)
		return reply_fail(r, "fresh=%s spent=%s: expected a number of "
		    "units from 0 to 60 each", f, sp);
	return absorb_options(c->s, cp, fresh, spent, r);
}

const struct cmd_entry cmd_absorb_entry = {
	.name = "absorb",
	.args = "POINTS fresh=N spent=N",
	.summary = "the ways a stack can take a combat's points (or the "
	    "Overrun)",
	.example = "absorb 5 fresh=2 spent=1",
	.more = "Only the cheapest ways that cover the points are listed, "
	    "at the costs the rules\n"
	    "give; when the cheapest costs more than the result, the stack "
	    "still takes it.",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_absorb_exec,
	.mech = "absorb",
};
