/* Messages in transit and sealed declarations, for umpired games:
 * `message [SIDE|umpire TEXT [arrives=+N|TURN] | N approve [arrives=...]
 * | N deliver|lost]`, `declare [SIDE] TEXT`, `reveal`.  Their text is
 * kept as typed (CMD_REST_TEXT): "Law's brigade" stays Law's. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/messages.h"
#include "adj/mech/posture.h"
#include "adj/num.h"
#include "adj/prompt.h"
#include "cli.h"

extern const struct cmd_entry cmd_declare_entry;

/* The value of a key= word (key with its '='), or NULL when w is not
 * one. */
static const char *
opt_in(const char *w, const char *key)
{
	size_t	 len = strlen(key);

	return strncasecmp(w, key, len) == 0 ? w + len : NULL;
}

static const char *
arrives_in(const char *w)
{
	return opt_in(w, "arrives=");
}

static int
all_digits(const char *w)
{
	if (*w == '\0')
		return 0;
	for (; *w != '\0'; w++)
		if (!isdigit((unsigned char)*w))
			return 0;
	return 1;
}

/* The words from `reason=` to the end as typed, into b: the index of
 * that word, or argc when there is none. */
static int
reason_of(struct cmd_ctx *x, int argc, char **argv, struct buf *b)
{
	struct buf	 t;
	const char	*v;
	size_t		 n;
	int		 k;

	for (k = 2; k < argc && opt_in(argv[k], "reason=") == NULL; k++)
		;
	if (k == argc)
		return argc;
	buf_init(&t);
	cli_text(x, argc, argv, k, argc, &t);
	/* The text starts at the word's key: what follows it is the reason,
	 * its quotes taken off when they hold it whole (reason="a rider
	 * found it"), as a command cut at quotes takes them off. */
	v = strchr(buf_str(&t), '=') + 1;
	n = strlen(v);
	if (n >= 2 && (*v == '"' || *v == '\'') && v[n - 1] == *v &&
	    memchr(v + 1, *v, n - 2) == NULL)
		buf_printf(b, "%.*s", (int)(n - 2), v + 1);
	else
		buf_add(b, v);
	buf_free(&t);
	return k;
}

/* `message N ...`: the umpire's word on message N; with reason=, an
 * overrule of a written order's roll. */
static int
message_verb(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct buf	 reason;
	const char	*how = NULL, *arrives = NULL;
	int		 n, end, i, rc;

	if (num_int(argv[1], 1, INT_MAX, &n) != 0)
		return reply_fail(r, "no message #%s in transit (`message` lists "
		    "them)", argv[1]);
	buf_init(&reason);
	end = reason_of(x, argc, argv, &reason);
	if (end < argc) {
		for (i = 2; i < end; i++)
			if (strcasecmp(argv[i], "deliver") == 0 ||
			    strcasecmp(argv[i], "lost") == 0)
				how = argv[i];
			else if (arrives_in(argv[i]) != NULL)
				arrives = arrives_in(argv[i]);
			else if (strcasecmp(argv[i], "approve") != 0)
				break;
		if (i < end || (how == NULL) == (arrives == NULL)) {
			buf_free(&reason);
			return reply_fail(r, "expected `message %d deliver|lost "
			    "reason=TEXT` or `message %d arrives=+N|TURN "
			    "reason=TEXT`", n, n);
		}
		rc = message_overrule(c->s, n, how, arrives, buf_str(&reason), r);
		buf_free(&reason);
		return rc;
	}
	buf_free(&reason);
	if (argc == 3 && (strcasecmp(argv[2], "deliver") == 0 ||
	    strcasecmp(argv[2], "lost") == 0))
		return message_settle(c->s, n, argv[2], r);
	if (argc >= 3 && argc <= 4 && strcasecmp(argv[2], "approve") == 0 &&
	    (argc == 3 || arrives_in(argv[3]) != NULL))
		return message_approve(c->s, n, argc == 4 ? arrives_in(argv[3]) :
		    NULL, r);
	if (argc == 3 && arrives_in(argv[2]) != NULL)
		return message_approve(c->s, n, arrives_in(argv[2]), r);
	return cli_usage(c, x->entry, NULL, r);
}

/* `message COMMANDER TEXT distance=N [rail=N] [roll=N]`: the options
 * after the text, in any order. */
static int
message_written_exec(struct cmd_ctx *x, int argc, char **argv,
    const char *arrives, int from, int to, struct reply *r)
{
	struct buf	 text;
	const char	*distance = NULL, *rail = NULL, *roll = NULL, *v;
	const char	**seen;
	int		 rc;

	if (arrives != NULL)
		return reply_fail(r, "a written order's arrival is its roll's: "
		    "leave out arrives= (`message COMMANDER TEXT distance=N "
		    "[rail=N] [roll=N]`)");
	for (; to > from; to--) {
		if ((v = opt_in(argv[to - 1], "distance=")) != NULL)
			seen = &distance;
		else if ((v = opt_in(argv[to - 1], "rail=")) != NULL)
			seen = &rail;
		else if ((v = opt_in(argv[to - 1], "roll=")) != NULL)
			seen = &roll;
		else
			break;
		/* Typed twice, one would be read and the other sent as the
		 * order's words: which the player meant is his to say. */
		if (*seen != NULL)
			return reply_fail(r, "%.*s given twice: expected it once "
			    "(`message COMMANDER TEXT distance=N [rail=N] "
			    "[roll=N]`)", (int)(v - argv[to - 1]), argv[to - 1]);
		*seen = v;
	}
	buf_init(&text);
	cli_text(x, argc, argv, from, to, &text);
	rc = message_written(x->c->s, argv[1], buf_str(&text), distance, rail,
	    roll, r);
	buf_free(&text);
	return rc;
}

static int
cmd_message_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct buf	 text;
	const char	*arrives = NULL;
	int		 rc, from = 2, to = argc, i;

	if (argc == 1)
		return message_list(c->s, r);
	/* `message all approve`: the N of `message N approve` for every
	 * one waiting (no side or commander is called "all"). */
	if (strcasecmp(argv[1], "all") == 0 && argc == 3 &&
	    strcasecmp(argv[2], "approve") == 0)
		return message_approve_all(c->s, r);
	if (all_digits(argv[1]))
		return message_verb(x, argc, argv, r);
	/* arrives= before the text or after it; any other word is text. */
	if (argc > 2 && (arrives = arrives_in(argv[2])) != NULL)
		from = 3;
	else if (argc > 3 && (arrives = arrives_in(argv[argc - 1])) != NULL)
		to = argc - 1;
	/* A written order timed by a roll: between commanders of one side
	 * where the game has such a rule, or said so by its options. */
	for (i = from; i < to; i++)
		if (opt_in(argv[i], "distance=") != NULL || opt_in(argv[i],
		    "rail=") != NULL || opt_in(argv[i], "roll=") != NULL)
			break;
	if (i < to || message_by_rule(c->s, argv[1]))
		return message_written_exec(x, argc, argv, arrives, from, to, r);
	buf_init(&text);
	cli_text(x, argc, argv, from, to, &text);
	rc = message_send(c->s, argv[1], buf_str(&text), arrives, r);
	buf_free(&text);
	return rc;
}

const struct cmd_entry cmd_message_entry = {
	.name = "message",
	.alias = "msg",
	.args = "[SIDE:side|COMMANDER|umpire TEXT:text [arrives=+N|TURN] "
	    "[distance=N] [rail=N] [roll=N] | N approve [arrives=+N|TURN] | "
	    "all approve | N deliver|lost [reason=WHY:text]]",
	.summary = "send a message that arrives later; list those in transit",
	.example = "message SIDE Hold the ridge at all costs arrives=+2",
	.more = "Until it arrives only its sender and the umpire read it, "
	    "whatever\n"
	    "the roles: a side's commanders do not read the side's (its\n"
	    "recipient sees in `message` that one is on its way); at the start "
	    "of\n"
	    "its turn it is delivered (next turn when no arrives= is given).  A\n"
	    "message to the umpire arrives at once.  In a shared campaign the\n"
	    "umpire sets when a side's message arrives: the side's arrives= is\n"
	    "asked, and `message N approve` grants it, or `message N approve\n"
	    "arrives=+1` sets another turn; `message all approve` grants every\n"
	    "one waiting as asked (or none, when one asked no turn).  A side's\n"
	    "message that asks no turn asks the campaign's message-delay\n"
	    "(`campaign set message-delay=+1`); the umpire's own arrive at once\n"
	    "in a campaign unless arrives= says otherwise.  `inbox` lists what\n"
	    "waits for the umpire.  The umpire may deliver one early, or\n"
	    "rule it lost (the recipient never reads it).  The text is kept as\n"
	    "typed, apostrophes and quotes included.  The delay is the rules' "
	    "or\n"
	    "the umpire's: the program does not work it out, unless the game's\n"
	    "data has a delivery rule: then, with its option on, a commander's\n"
	    "written order to another of his side is `message COMMANDER TEXT\n"
	    "distance=N [rail=N] [roll=N]`, sent in the rule's step only; its\n"
	    "roll says when it is read (as the step ends, at that step a turn\n"
	    "later, or never), its recipient is not told one is coming, and the\n"
	    "umpire overrules it only with `message N deliver|lost|arrives=TURN\n"
	    "reason=TEXT`.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SECRET | CMD_SIDE_OWN | CMD_REST_TEXT,
	.exec = cmd_message_exec,
	.mech = "messages",
};

static int
cmd_declare_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct buf	 text;
	char		 side[32];
	int		 rc, from = 1;

	if (argc < 2)
		return cli_usage(c, x->entry, NULL, r);
	/* A side's own view declares for itself; the umpire names the side. */
	if (session_side(c->s, argv[1], side, sizeof side) == 0)
		from = 2;
	else if (!view_of_no_side(c->s->view))
		snprintf(side, sizeof side, "%s", role_side(c->s->view));
	else {
		buf_init(&text);
		reply_fail(r, "whose declaration? `declare SIDE TEXT` (e.g. "
		    "%s)", cli_example(c, &cmd_declare_entry, &text));
		buf_free(&text);
		return -1;
	}
	buf_init(&text);
	if (from == 2 && argc == 2) {
		/* `declare SIDE` alone: at the prompt the text is typed
		 * unseen, for a screen the other sides read too. */
		char prompt[160], *answer;

		if (c->s->ask == NULL) {
			buf_free(&text);
			return cli_usage(c, x->entry, "at the prompt, `declare "
			    "SIDE` asks for the text unseen", r);
		}
		snprintf(prompt, sizeof prompt, "%s%s declaration (typed "
		    "unseen) > ", PROMPT_SECRET, session_side_name(c->s, side));
		if (prompt_ask(c->s->ask, c->s->ask_arg, r, prompt, NULL,
		    NULL, &answer) != 0) {
			buf_free(&text);
			return -1;
		}
		buf_add(&text, answer);
		free(answer);
	} else
		cli_text(x, argc, argv, from, argc, &text);
	/* A game whose data has a posture declares one of its words. */
	if (session_uses(c->s, mech_posture.name))
		rc = posture_declare(c->s, side, buf_str(&text), r);
	else
		rc = declare(c->s, side, buf_str(&text), r);
	buf_free(&text);
	return rc;
}

const struct cmd_entry cmd_declare_entry = {
	.name = "declare",
	.args = "[SIDE:side] [TEXT:text]",
	.summary = "seal a side's secret choice until every side's is "
	    "revealed together",
	.example = "declare SIDE operational",
	.more = "The other sides see only that it was made.  `reveal` "
	    "opens all of them at\n"
	    "once when every side has sealed one (the umpire may reveal at any "
	    "time);\n"
	    "declaring again before that replaces your last.  The text is kept "
	    "as typed; at the prompt, `declare SIDE`\n"
	    "alone asks for it typed unseen.  In a game whose data has a "
	    "posture (a\n"
	    "fixed list a side chooses from each turn), `declare [SIDE] "
	    "CHOICE` seals\n"
	    "one of its words, once a turn, by the side's overall commander "
	    "in a\n"
	    "campaign (or the umpire: `declare SIDE at random`); all are "
	    "revealed\n"
	    "together and set each side's flag.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SECRET | CMD_SIDE_OWN | CMD_REST_TEXT,
	.exec = cmd_declare_exec,
	.mech = "messages",
	.also = "posture",
};

static int
cmd_reveal_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	(void)argv;
	if (argc != 1)
		return cli_usage(c, x->entry, NULL, r);
	/* A game's postures open themselves once all are in. */
	if (session_uses(c->s, mech_posture.name))
		return reply_fail(r, "postures are revealed together once every "
		    "side has declared (`declare [SIDE] CHOICE`; the umpire may "
		    "declare for a side: `declare SIDE at random`)");
	return reveal(c->s, r);
}

const struct cmd_entry cmd_reveal_entry = {
	.name = "reveal",
	.args = "",
	.summary = "open every side's sealed declaration at once",
	.example = "reveal",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_reveal_exec,
	.mech = "messages",
};

/* `verbal [COMMANDER COMMANDER about=NAME[,NAME...] [TEXT]]`: the
 * umpire's ruling on who may talk, and about whom, this turn. */
static int
cmd_verbal_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct buf	 why;
	const char	*about = NULL;
	int		 rc, i, from = 3;

	if (argc == 1)
		return message_verbal(x->c->s, NULL, NULL, NULL, NULL, r);
	if (argc < 4)
		return cli_usage(x->c, x->entry, NULL, r);
	for (i = 3; i < argc && about == NULL; i++)
		if ((about = opt_in(argv[i], "about=")) != NULL)
			from = i + 1;
	if (about == NULL)
		return reply_fail(r, "expected about=NAME[,NAME...], the "
		    "commanders they may talk about");
	buf_init(&why);
	if (from < argc)
		cli_text(x, argc, argv, from, argc, &why);
	rc = message_verbal(x->c->s, argv[1], argv[2], about, buf_str(&why), r);
	buf_free(&why);
	return rc;
}

/* The ruling is the umpire's; reading this turn's, anyone's. */
static int
verbal_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	(void)s;
	(void)argv;
	if (argc < 2)
		return 0;
	snprintf(side, slen, "%s", "");
	snprintf(why, wlen, "verbal: communication is the umpire's to rule");
	return 1;
}

const struct cmd_entry cmd_verbal_entry = {
	.name = "verbal",
	.args = "[COMMANDER COMMANDER about=NAMES [TEXT:text]]",
	.summary = "rule which two commanders may talk this turn, and about "
	    "whom",
	.example = "verbal COMMANDER COMMANDER about=NAME,NAME within 10 hexes",
	.more = "The umpire's ruling, as the rules let commanders speak "
	    "rather than write\n"
	    "(near one another, or with a side passive): read by the two "
	    "commanders\n"
	    "named and the umpire.  about= names the commanders they may talk "
	    "about\n"
	    "(those of the game's data, when it names them);\n"
	    "anything else goes in writing.  `verbal` alone lists this turn's "
	    "rulings\n"
	    "you may read.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SECRET |
	    CMD_UMPIRE | CMD_REST_TEXT,
	.exec = cmd_verbal_exec,
	.whose = verbal_whose,
	.mech = "messages",
};
