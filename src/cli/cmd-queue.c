/* `queue [NAME [arrive]]`: the queues of units arriving in order
 * (src/mech/queue.c), and the next one brought in by hand: a delayed
 * arrival, or a correction.  In a game whose results have effects, the
 * arrival's own follow (src/mech/effect.c). */
#include <stdio.h>
#include <strings.h>

#include "adj/mech/effect.h"
#include "adj/mech/queue.h"
#include "adj/source.h"
#include "cli.h"

/* Reading the queues is anyone's; an arrival by hand is the umpire's,
 * as it changes what every side shares. */
static int
queue_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	(void)s;
	(void)argv;
	if (argc <= 2)
		return 0;
	snprintf(side, slen, "umpire");
	snprintf(why, wlen, "queue: an arrival by hand changes what every "
	    "side shares; the umpire rules on it in this campaign");
	return 1;
}

static int
cmd_queue_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct event_source src = { .kind = SOURCE_COMMAND, .name = "queue" };
	char		 id[48];

	if (argc <= 2)
		return queue_show(c->s, argc == 2 ? argv[1] : NULL, r);
	if (argc != 3 || strcasecmp(argv[2], "arrive") != 0)
		return cli_usage(c, x->entry, NULL, r);
	if (queue_pick(c->s, argv[1], id, sizeof id, r) != 0)
		return -1;
	if (session_uses(c->s, mech_effects.name))
		return effect_queue_arrive(c->s, id, &src, 0, 0, r);
	return queue_arrive(c->s, id, &src, r);
}

const struct cmd_entry cmd_queue_entry = {
	.name = "queue",
	.args = "[QUEUE:queue [arrive]]",
	.summary = "units arriving in order: what came, what is next",
	.example = "queue",
	.more = "A queue is a list of units that arrive one at a time, in "
	    "order, when\n"
	    "a random event or a roll says so; the program brings them in as "
	    "the\n"
	    "rules say.  `queue NAME arrive` brings the next one in by hand: "
	    "an\n"
	    "arrival the players delayed, or a correction.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_UMPIRE,
	.exec = cmd_queue_exec,
	.mech = "queue",
	.whose = queue_whose,
};
