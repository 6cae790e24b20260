/* `owed`: who owes the campaign what, the command that answers it, since
 * when and by when (adj/owed.h).  A read: every role runs it, each
 * reading the same list (what is owed is no secret: the side's choice
 * itself never appears in it). */
#include <stdio.h>

#include "adj/owed.h"
#include "cli.h"

static int
cmd_owed_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	json_t		*list;

	(void)argv;
	if (argc != 1)
		return cli_usage(c, x->entry, NULL, r);
	list = owed_list(c->s);
	if (json_array_size(list) == 0)
		reply_line(r, "Nothing is owed.");
	else
		reply_line(r, "Owed (%zu):", json_array_size(list));
	owed_lines(c->s, list, r);
	json_object_set_new(r->json, "owed", list);
	return 0;
}

const struct cmd_entry cmd_owed_entry = {
	.name = "owed",
	.args = "",
	.summary = "who owes the campaign what, since when, by when",
	.example = "owed",
	.more = "Each choice the shared campaign waits for: the role that owes "
	    "it (a side,\n"
	    "the commander the campaign names for it, or the umpire), what, "
	    "the\n"
	    "command that answers it, since when (the turn and step, and the\n"
	    "clock), and its deadline if the umpire set one (`deadline`).  "
	    "The top\n"
	    "of the umpire's `status` shows the same.",
	.flags = CMD_SESSION | CMD_CAMPAIGN | CMD_JOINED,
	.exec = cmd_owed_exec,
};
