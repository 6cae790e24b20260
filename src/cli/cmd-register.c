/* `register [REG [WHO | ENTRY COUNTER +N|-N|=N | ENTRY COUNTER roll
 * [WORDS...] | add NAME SIDE [SIZE]]]`:
 * the rules' records of named things, each with its counters
 * (src/mech/register.c). */
#include <stdio.h>
#include <strings.h>

#include "adj/mech/register.h"
#include "cli.h"

/* A change is the side's that owns the thing (or the umpire's); showing
 * is anyone's. */
static int
register_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	const char	*own;

	if (argc == 5 && strcasecmp(argv[2], "add") == 0) {
		if (session_side(s, argv[4], side, slen) != 0)
			return 0;
	} else if (argc >= 5 && strcasecmp(argv[4], "roll") == 0) {
		/* A class kept is anyone's to read; a roll that sets one is
		 * asked of the entry's side by the mechanism, as it adds or
		 * changes the entry. */
		return 0;
	} else if (argc == 5) {
		own = register_side_of(s, argv[1], argv[2]);
		if (*own == '\0')
			return 0;
		snprintf(side, slen, "%s", own);
	} else
		return 0;
	snprintf(why, wlen, "register: the %s's own record; the %s or the "
	    "umpire changes it", session_side_name(s, side),
	    session_side_name(s, side));
	return 1;
}

static int
cmd_register_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc == 1)
		return register_list(c->s, r);
	if (argc == 2 || argc == 3)
		return register_show(c->s, argv[1], argc == 3 ? argv[2] : NULL,
		    r);
	if ((argc == 5 || argc == 6) && strcasecmp(argv[2], "add") == 0)
		return register_add(c->s, argv[1], argv[3], argv[4], argc == 6 ?
		    argv[5] : NULL, r);
	if (argc >= 5 && strcasecmp(argv[4], "roll") == 0)
		return register_roll(c->s, argv[1], argv[2], argv[3], argc - 5,
		    argv + 5, r);
	if (argc == 5)
		return register_change(c->s, argv[1], argv[2], argv[3], argv[4],
		    r);
	return cli_usage(c, x->entry, NULL, r);
}

const struct cmd_entry cmd_register_entry = {
	.name = "register",
	.alias = "reg",
	.args = "[REG:register [SIDE|ENTRY:entry] | REG:register "
	    "ENTRY:entry COUNTER:counter +N|-N|=N | REG:register "
	    "ENTRY:entry COUNTER:counter roll [WORD...] | REG:register add "
	    "NAME SIDE:side [SIZE]]",
	.summary = "the rules' records kept per brigade, battery or depot",
	.example = "register bce",
	.more = "A register is a list of named things, each with its "
	    "counters: a\n"
	    "brigade's combat effectiveness boxes, a battery's rounds.  The "
	    "text's\n"
	    "own lists come filled in; `add` puts in one it does not list.  A\n"
	    "counter at its limit says what that means, in `status` too.  A\n"
	    "register of an optional rule is kept only when the game was "
	    "started\n"
	    "with that option.  A counter the rules roll once and keep (a\n"
	    "fort's class) is set by `roll` and the table's words; asked "
	    "again,\n"
	    "it says the value kept.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_register_exec,
	.mech = "register",
	.whose = register_whose,
};
