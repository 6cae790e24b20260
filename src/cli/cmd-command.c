/* `command FORMATION COMMANDER [near]`: control of a formation (or a
 * duty) passes to another of the side's commanders (mechanism
 * commanders: src/mech/commanders.c says when and what the rules bar). */
#include <string.h>
#include <strings.h>

#include "adj/buf.h"
#include "adj/mech/commanders.h"
#include "adj/text.h"
#include "adj/roster_data.h"
#include "cli.h"

/* A formation is its side's: the holder, the side's overall commander or
 * the umpire gives it (authority_judge asks the roster which of them). */
static int
command_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	char	 id[32], name[96];

	if (argc < 2 || roster_find(s, argv[1], NULL, id, sizeof id, side,
	    slen) != 0)
		return 0;
	roster_name_of(s, id, name, sizeof name);
	snprintf(why, wlen, "command: the %s is the %s's; its commanders or "
	    "the umpire give it", name, session_side_name(s, side));
	return 1;
}

static int
cmd_command_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct buf	 q;

	if (argc < 3 || argc > 4)
		return cli_usage(c, x->entry, NULL, r);
	if (argc == 4 && strcasecmp(argv[3], "near") != 0) {
		buf_init(&q);
		reply_fail(r, "command: expected `near` or nothing after the "
		    "commander, not %s", text_quote(&q, argv[3]));
		buf_free(&q);
		return -1;
	}
	return commanders_change(c->s, argv[1], argv[2], argc == 4, r);
}

const struct cmd_entry cmd_command_entry = {
	.name = "command",
	.args = "FORMATION COMMANDER [near]",
	.hint = "`role list` shows what each commander holds",
	.summary = "control of a formation or a duty passes to another "
	    "commander",
	.example = "command FORMATION COMMANDER",
	.more = "In a campaign with commanders, a formation (or a duty such "
	    "as a\n"
	    "quartermaster's) is its holder's to command.  This gives it to\n"
	    "another commander of its side, in the steps the rules allow, "
	    "with\n"
	    "the rules' fatigue reminder.  `near` says what the rules ask of "
	    "a\n"
	    "change to the overall commander (the players see the map); the\n"
	    "umpire may rule without it.  Its holder, the side's overall\n"
	    "commander or the umpire gives it.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_command_exec,
	.mech = "commanders",
	.whose = command_whose,
};
