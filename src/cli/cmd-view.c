/* `view [SIDE|table|umpire]`: whose eyes the terminal shows.
 *
 * The prompt starts in the table's view: one screen every player at the
 * table reads, so it shows what every side may see and no more (a side's
 * Key chits, held chits and blind Events stay hidden) while acting for
 * every side.  A side's view adds that side's secrets; the umpire's shows
 * everything (one player alone, or the umpire).  A script sees everything
 * unless told: its author typed the secrets into it.  Leaving a side's
 * view or the umpire's for the table's clears the screen and its
 * scroll-back, so that what was read there is not left for the other
 * side to scroll to. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli.h"

static int
cmd_view_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	char		 side[32], was[sizeof c->view];

	snprintf(was, sizeof was, "%s", c->view);

	if (argc > 2)
		return cli_usage(c, x->entry, NULL, r);
	if (argc == 2 && strcasecmp(argv[1], "umpire") == 0)
		snprintf(c->view, sizeof c->view, "umpire");
	else if (argc == 2 && (strcasecmp(argv[1], VIEW_TABLE) == 0 ||
	    strcasecmp(argv[1], "all") == 0))
		snprintf(c->view, sizeof c->view, "%s", VIEW_TABLE);
	else if (argc == 2) {
		if (session_side(c->s, argv[1], side, sizeof side) != 0)
			return reply_fail(r, "\"%s\" is not a side of %s: expected "
			    "a side, table or umpire", argv[1], c->s->game_title);
		snprintf(c->view, sizeof c->view, "%s", side);
	}
	/* Leaving a view that showed secrets (a side's, the umpire's) for
	 * one of no side. */
	if (argc == 2 && strcmp(was, VIEW_TABLE) != 0 && strcmp(was,
	    c->view) != 0 && view_of_no_side(c->view))
		c->clear_screen = 1;
	if (strcmp(c->view, "umpire") == 0)
		reply_line(r, "View: the umpire's (everything, every side's "
		    "secrets too).");
	else if (strcmp(c->view, VIEW_TABLE) == 0)
		reply_line(r, "View: the table's (what every side may see; "
		    "`hand SIDE` shows a side its own chits, `view umpire` shows "
		    "everything to a player alone).");
	else if (c->view[0] == '\0')
		reply_line(r, "View: everything (a script's; `view table` for a "
		    "screen the players share).");
	else
		reply_line(r, "View: %s (its own secrets too; `view table` "
		    "hides them again).", session_side_name(c->s, c->view));
	json_object_set_new(r->json, "view", json_string(c->view[0] ? c->view :
	    "umpire"));
	return 0;
}

const struct cmd_entry cmd_view_entry = {
	.name = "view",
	.args = "[SIDE:side|table|umpire]",
	.summary = "whose view the log and draws show",
	.example = "view SIDE",
	.more = "The prompt starts in the table's view, which every player "
	    "at the table\n"
	    "reads: a side's Key chits, held chits and blind Events stay "
	    "hidden, and\n"
	    "`hand SIDE` shows a side its own.  `view SIDE` adds that side's "
	    "secrets;\n"
	    "`view table` hides them again and clears the screen.  `view "
	    "umpire` shows\n"
	    "everything (a player alone, or the umpire).  A script sees "
	    "everything\n"
	    "unless --side or `view` says otherwise.",
	.flags = CMD_SESSION,
	.exec = cmd_view_exec,
};
