/* `view [SIDE|umpire]`: whose eyes the terminal shows.  At a shared table
 * the default sees everything; a side's view hides the other side's Key
 * chits, held chits and the blind includes and excludes.  The table's
 * view and the umpire's show the same, but for what a screen offers
 * unasked (Tab, the names an error lists, a question's choices): at the
 * table, which every player reads, only what every side has seen. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli.h"

static int
cmd_view_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	char	 side[32];

	if (argc > 2)
		return reply_fail(r, "usage: view [SIDE|umpire|all]");
	if (argc == 2 && strcasecmp(argv[1], "umpire") != 0 &&
	    strcasecmp(argv[1], "all") != 0) {
		if (session_side(c->s, argv[1], side, sizeof side) != 0)
			return reply_fail(r, "\"%s\" is not a side of %s: expected "
			    "a side, umpire or all", argv[1], c->s->game_title);
		snprintf(c->view, sizeof c->view, "%s", side);
	} else if (argc == 2 && strcasecmp(argv[1], "umpire") == 0)
		snprintf(c->view, sizeof c->view, "umpire");
	else if (argc == 2)
		c->view[0] = '\0';
	if (strcmp(c->view, "umpire") == 0)
		reply_line(r, "View: umpire (everything).");
	else if (c->view[0] == '\0')
		reply_line(r, "View: the table's (everything; Tab and the "
		    "names a refusal lists show only what every side has seen).");
	else
		reply_line(r, "View: %s.", c->view);
	json_object_set_new(r->json, "view", json_string(c->view[0] ? c->view :
	    "table"));
	return 0;
}

const struct cmd_entry cmd_view_entry = {
	"view", NULL, "view [SIDE|umpire|all]", "whose view the log and draws "
	"show", "view SIDE", "--side SIDE sets it for a whole run; `view all` "
	"is the table's again, which\nevery player reads: Tab and refusals "
	"offer only what every side has seen.", CMD_SESSION,
	cmd_view_exec, NULL, NULL
};
