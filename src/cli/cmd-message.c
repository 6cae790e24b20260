/* Messages in transit and sealed declarations, for umpired games:
 * `message [SIDE TEXT... [arrives=+N|TURN] | N deliver|lost]`,
 * `declare [SIDE] TEXT...`, `reveal`. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/messages.h"
#include "cli.h"

/* The words from i on, but key=value ones, joined by blanks. */
static void
words(int argc, char **argv, int i, struct buf *b)
{
	for (; i < argc; i++)
		if (strchr(argv[i], '=') == NULL)
			buf_printf(b, "%s%s", b->len ? " " : "", argv[i]);
}

static int
cmd_message_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	struct buf	 text;
	int		 rc;

	if (argc == 1)
		return message_list(c->s, r);
	if (argc == 3 && isdigit((unsigned char)argv[1][0]) &&
	    (strcasecmp(argv[2], "deliver") == 0 ||
	    strcasecmp(argv[2], "lost") == 0))
		return message_settle(c->s, atoi(argv[1]), argv[2], r);
	buf_init(&text);
	words(argc, argv, 2, &text);
	rc = message_send(c->s, argv[1], buf_str(&text), arg_value(argc, argv,
	    "arrives"), r);
	buf_free(&text);
	return rc;
}

const struct cmd_entry cmd_message_entry = {
	"message", "msg", "message [SIDE TEXT [arrives=+N|TURN] | N deliver|lost]",
	"send a message that arrives later; list those in transit",
	"message confederate Hold the ridge at all costs arrives=+2",
	"Until it arrives only its sender and the umpire see it; at the start\n"
	"of its turn it is delivered to the side it is for (next turn when no\n"
	"arrives= is given).  The umpire may deliver one early, or rule it lost\n"
	"(the recipient never sees it).  The delay is the rules' or the\n"
	"umpire's: the program does not work it out.",
	CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SECRET | CMD_SIDE_OWN,
	cmd_message_exec,
	"messages", NULL
};

static int
cmd_declare_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	struct buf	 text;
	char		 side[32];
	int		 rc, from = 1;

	if (argc < 2)
		return reply_fail(r, "usage: declare [SIDE] TEXT");
	/* A side's own view declares for itself; the umpire names the side. */
	if (session_side(c->s, argv[1], side, sizeof side) == 0 && argc > 2)
		from = 2;
	else if (c->s->view[0] != '\0' && strcmp(c->s->view, "umpire") != 0)
		snprintf(side, sizeof side, "%s", c->s->view);
	else
		return reply_fail(r, "whose declaration? `declare SIDE TEXT` "
		    "(e.g. declare union operational)");
	buf_init(&text);
	words(argc, argv, from, &text);
	rc = declare(c->s, side, buf_str(&text), r);
	buf_free(&text);
	return rc;
}

const struct cmd_entry cmd_declare_entry = {
	"declare", NULL, "declare [SIDE] TEXT",
	"seal a side's secret choice until every side's is revealed together",
	"declare union operational", "The other sides see only that it was "
	"made.  `reveal` opens all of them at\nonce when every side has sealed "
	"one (the umpire may reveal at any time);\ndeclaring again before that "
	"replaces your last.", CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	CMD_SECRET | CMD_SIDE_OWN, cmd_declare_exec, "messages", NULL
};

static int
cmd_reveal_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (argc != 1)
		return reply_fail(r, "usage: reveal");
	return reveal(c->s, r);
}

const struct cmd_entry cmd_reveal_entry = {
	"reveal", NULL, "reveal", "open every side's sealed declaration at once",
	"reveal", NULL, CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	cmd_reveal_exec,
	"messages", NULL
};
