/* The cup: `cup`, `key SIDE CHIT...`, `draw [CHIT]`, `hold`, `play`,
 * `discard`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/cup.h"
#include "adj/names.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "cli.h"

static int
cmd_cup_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	(void)argv;
	if (argc != 1)
		return cli_usage(c, x->entry, NULL, r);
	if (CUP(c->s) == NULL || CUP(c->s)->nchits == 0)
		return reply_fail(r, "%s has no chit cup", c->s->game_title);
	cup_show(c->s, 0, r);
	return 0;
}

const struct cmd_entry cmd_cup_entry = {
	.name = "cup",
	.args = "",
	.summary = "what is in the cup, held and out (counts)",
	.example = "cup",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_cup_exec,
	.mech = "cup",
};

/* `VERB SIDE CHIT...`: the side named, then the chits to fn. */
static int
side_chits(struct cmd_ctx *x, int argc, char **argv, int (*fn)(struct
    session *, const char *, int, char **, struct reply *), struct reply *r)
{
	struct cli	*c = x->c;
	char		 side[32];

	/* The game's own example, as `help key` gives it. */
	if (argc < 3)
		return cli_usage(c, x->entry, NULL, r);
	if (session_side(c->s, argv[1], side, sizeof side) != 0)
		return reply_fail(r, "\"%s\" is not a side of %s", argv[1],
		    c->s->game_title);
	return fn(c->s, side, argc - 2, argv + 2, r);
}

static int
cmd_key_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	return side_chits(x, argc, argv, cup_keys, r);
}

/* One side's hand shown at the table's screen, which every player reads:
 * the other players look away, the side's player reads it at a question,
 * and Enter clears the screen and its scroll-back again.  Only at the
 * prompt, where it can be hidden again. */
static int
peek_hand(struct cli *c, const char *side, struct reply *r)
{
	char		 was[sizeof c->s->view], prompt[256], *answer;
	const char	*name = session_side_name(c->s, side);
	json_t		*counts;
	int		 rc;

	if (!c->interactive || c->json || c->s->ask == NULL)
		return reply_fail(r, "at the table's view a side's hand is shown "
		    "only at the prompt, where it is hidden again: in a script, "
		    "--side %s", side);
	snprintf(prompt, sizeof prompt, "%sThe %s player alone looks now: "
	    "Enter shows the %s hand (Ctrl-C: not now) > ", PROMPT_SECRET, name,
	    name);
	if (prompt_ask(c->s->ask, c->s->ask_arg, r, prompt, NULL, NULL,
	    &answer) != 0)
		return -1;
	free(answer);
	/* Read as the side reads it, then the table's view again; the
	 * face prints the reply's text before it asks. */
	snprintf(was, sizeof was, "%s", c->s->view);
	snprintf(c->s->view, sizeof c->s->view, "%s", side);
	counts = json_object();
	cup_hand_of(c->s, side, r, counts);
	if (json_array_size(json_object_get(counts, "held")) == 0)
		reply_line(r, "  No %s held.", cup_word(c->s, CW_PIECE));
	json_decref(counts);
	snprintf(c->s->view, sizeof c->s->view, "%s", was);
	snprintf(prompt, sizeof prompt, "%sEnter hides it > ", PROMPT_SECRET);
	rc = prompt_ask(c->s->ask, c->s->ask_arg, r, prompt, NULL, NULL,
	    &answer);
	free(answer);
	/* Hidden whatever the key: Enter, Ctrl-C or Ctrl-D. */
	c->clear_screen = 1;
	cli_clear_screen(c);
	if (rc != 0) {
		buf_reset(&r->err);
		r->ok = 1;
	}
	reply_line(r, "The %s hand was shown to its player and hidden again.",
	    name);
	return 0;
}

static int
cmd_hand_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	json_t		*counts;
	char		 side[32];

	if (argc > 2)
		return cli_usage(c, x->entry, NULL, r);
	if (CUP(c->s) == NULL || CUP(c->s)->nchits == 0)
		return reply_fail(r, "%s has no chit cup", c->s->game_title);
	if (argc == 2) {
		if (session_side(c->s, argv[1], side, sizeof side) != 0)
			return session_side_refused(c->s, argv[1], r);
		if (strcmp(c->s->view, VIEW_TABLE) == 0)
			return peek_hand(c, side, r);
	}
	counts = json_object();
	if (argc == 2)
		cup_hand_of(c->s, side, r, counts);
	else
		cup_hands(c->s, r, counts);
	if (json_array_size(json_object_get(counts, "held")) == 0 &&
	    r->text.len == 0)
		reply_line(r, "No %s held.", cup_word(c->s, CW_PIECE));
	json_object_set_new(r->json, "cup", counts);
	return 0;
}

const struct cmd_entry cmd_hand_entry = {
	.name = "hand",
	.args = "[SIDE:side]",
	.summary = "the chits held: your own by name, another side's as a "
	    "count",
	.example = "hand SIDE",
	.more = "In a side's view (`view SIDE`, --side, a side's terminal) "
	    "only that side's\n"
	    "held chits are named.  At the table's view, which every player "
	    "reads,\n"
	    "`hand SIDE` asks the others to look away, shows that side its "
	    "own, and\n"
	    "clears the screen when Enter is pressed.",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_hand_exec,
	.mech = "cup",
};

const struct cmd_entry cmd_key_entry = {
	.name = "key",
	.args = "SIDE:side CHIT:pool...",
	.summary = "choose a side's Key Event chits",
	.example = "key SIDE CHIT CHIT",
	.more = "Key chits are hidden from the other side. Those\n"
	    "not chosen when the phase moves on are asked for at the prompt, or\n"
	    "picked at random in a script.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SECRET | CMD_SIDE_OWN,
	.exec = cmd_key_exec,
	.mech = "cup",
};

static int
cmd_draw_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*words[2] = { NULL, NULL };
	int		 i, n = 0;

	for (i = 1; i < argc; i++) {
		if (strchr(argv[i], '=') != NULL)
			continue;
		if (n == 2)
			return cli_usage(c, x->entry, NULL, r);
		words[n++] = argv[i];
	}
	return cup_draw(c->s, words[0], words[1], arg_value(argc, argv, "roll"),
	    r);
}

/* The draw is the puller's, where the rules name one (LA 10.2: the
 * Confederate on odd turns, the Union on even).  On a campaign's server
 * the chit comes out at random whoever sends the line, so which side
 * sends it is all there is to decide: a side drawing out of turn takes
 * the puller's place. */
static int
draw_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	const char	*puller = cup_puller(s), *name;

	(void)argc;
	(void)argv;
	if (puller == NULL)
		return 0;
	snprintf(side, slen, "%s", puller);
	name = session_side_name(s, puller);
	snprintf(why, wlen, "draw: the %s is the puller this turn (%s %s, game "
	    "turn %d); the umpire may draw for either side", name, s->tag,
	    rules_cite(s->rules, s->game, "cup.puller"), s->turn);
	return 1;
}

const struct cmd_entry cmd_draw_entry = {
	.name = "draw",
	.alias = "d",
	.args = "[CHIT:cup [BRIGADE]] [roll=N]",
	.summary = "draw a chit at random, or record one pulled from your cup",
	.example = "draw",
	.more = "A drawn chit is resolved by its kind: Events go to their "
	    "owner, Wild chits\n"
	    "take effect, a Division chit activates one of its brigades and "
	    "goes back\n"
	    "while others remain.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_STEP |
	    CMD_SECRET | CMD_SIDE_OWN,
	.exec = cmd_draw_exec,
	.mech = "cup",
	.whose = draw_whose,
};

static int
chit_verb(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 2)
		return cli_usage(c, x->entry, NULL, r);
	return cup_move(c->s, argv[0], argv[1], r);
}

static int
cmd_hold_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 2)
		return cli_usage(c, x->entry, NULL, r);
	return cup_hold(c->s, argv[1], r);
}

static int
cmd_play_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*brigade = NULL;
	int		 i;

	if (argc < 2)
		return cli_usage(c, x->entry, NULL, r);
	for (i = 2; i < argc; i++)
		if (strchr(argv[i], '=') == NULL) {
			if (brigade != NULL)
				return cli_usage(c, x->entry, NULL, r);
			brigade = argv[i];
		}
	return cup_play(c->s, argv[1], brigade, arg_value(argc, argv, "roll"),
	    arg_value(argc, argv, "cr"), r);
}

const struct cmd_entry cmd_hold_entry = {
	.name = "hold",
	.args = "CHIT:hand",
	.summary = "keep a drawn chit for later",
	.example = "hold CHIT",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SECRET | CMD_SIDE_OWN,
	.exec = cmd_hold_exec,
	.mech = "cup",
};

const struct cmd_entry cmd_play_entry = {
	.name = "play",
	.args = "CHIT:hand [BRIGADE] [roll=N] [cr=N]",
	.summary = "play a held chit; a CIC rolls to activate a brigade",
	.example = "play CHIT BRIGADE",
	.more = "A CIC rolls the scenario's success range; a Replacement "
	    "CIC rolls against its\n"
	    "own rating (cr=N if the rules data does not give it).",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_play_exec,
	.mech = "cup",
};

const struct cmd_entry cmd_discard_entry = {
	.name = "discard",
	.args = "CHIT:hand",
	.summary = "discard a held chit",
	.example = "discard CHIT",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = chit_verb,
	.mech = "cup",
};

static int
cmd_enter_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 2)
		return cli_usage(c, x->entry, NULL, r);
	return cup_enter_early(c->s, argv[1], r);
}

const struct cmd_entry cmd_enter_entry = {
	.name = "enter",
	.args = "CHIT:waiting",
	.hint = "a frozen division whose units were attacked",
	.summary = "bring a frozen division's chit in early: its units were "
	    "attacked",
	.example = "enter CHIT",
	.more = "When a frozen division's units are fired on or assaulted, "
	    "its chit goes\n"
	    "into the cup at once or at the next turn, as the scenario says.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_UMPIRE,
	.exec = cmd_enter_exec,
	.mech = "cup",
};

static int
cmd_commit_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	/* `commit TRACK`: the chit just drawn, named nowhere (the table's
	 * screen showed it face down). */
	if (argc == 2)
		return cup_commit(c->s, NULL, argv[1], r);
	if (argc != 3)
		return cli_usage(c, x->entry, NULL, r);
	return cup_commit(c->s, argv[1], argv[2], r);
}

const struct cmd_entry cmd_commit_entry = {
	.name = "commit",
	.args = "[CHIT:hand] TRACK:track",
	.hint = "the Event chit just drawn",
	.summary = "put the Event just drawn on a Command Event track",
	.example = "commit CHIT TRACK",
	.more = "Only where the scenario has Command Event tracks; "
	    "`status` lists them with\n"
	    "the chits on each this turn.  Without CHIT, the Event chit just "
	    "drawn:\n"
	    "at the table's screen, where it was drawn face down, it is named "
	    "nowhere.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_commit_exec,
	.mech = "cup",
};

static int
cmd_seed_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	return side_chits(x, argc, argv, cup_seed, r);
}

const struct cmd_entry cmd_seed_entry = {
	.name = "seed",
	.args = "SIDE:side CARD...",
	.summary = "choose which of a side's formation cards go into the deck",
	.example = "seed SIDE CARD CARD",
	.more = "Each formation seeds as many cards as the scenario gives it,\n"
	    "chosen in secret: the other side reads how many, never which.\n"
	    "Those not chosen when the phase moves on are asked for at the\n"
	    "prompt, or picked at random in a script.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SECRET | CMD_SIDE_OWN,
	.exec = cmd_seed_exec,
	.mech = "cards",
};

static int
cmd_default_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc != 2)
		return cli_usage(c, x->entry, NULL, r);
	return cup_default(c->s, argv[1], r);
}

const struct cmd_entry cmd_default_entry = {
	.name = "default",
	.args = "CARD:hand",
	.summary = "play the Event card just drawn as its Default Event",
	.example = "default CARD",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_SIDE_OWN,
	.exec = cmd_default_exec,
	.mech = "cards",
};

static int
cmd_chaos_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	if (argc != 2)
		return cli_usage(x->c, x->entry, NULL, r);
	return cup_chaos(x->c->s, argv[1], r);
}

const struct cmd_entry cmd_chaos_entry = {
	.name = "chaos",
	.args = "move|discard",
	.summary = "choose what a Battlefield Chaos does to the other side",
	.example = "chaos discard",
	.more = "A Fog of War roll of Battlefield Chaos on a side lets its "
	    "opponent move one of\n"
	    "its units a hex (the players do it on the map) or discard one of "
	    "its held\n"
	    "cards, picked face down: the program takes one at random, and "
	    "only its\n"
	    "owner reads which.  At the prompt the choice is asked at once; in "
	    "a shared\n"
	    "campaign the next draw waits for this command.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_chaos_exec,
	.mech = "cards",
};

static int
cmd_playorder_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	if (argc != 2)
		return cli_usage(x->c, x->entry, NULL, r);
	return cup_playorder(x->c->s, argv[1], r);
}

const struct cmd_entry cmd_playorder_entry = {
	.name = "playorder",
	.args = "first|second",
	.summary = "the roll-off's winner plays held cards first or second",
	.example = "playorder first",
	.more = "After a roll-off the winner chooses whether the sides' held "
	    "cards begin with\n"
	    "his or the other side's, then they take turns.  At the prompt it "
	    "is asked at\n"
	    "once; a shared campaign waits for this command before the next "
	    "draw.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_playorder_exec,
	.mech = "cards",
};

static int
cmd_general_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	char		 side[32];

	if (argc < 2 || argc > 3)
		return cli_usage(c, x->entry, NULL, r);
	/* `general cic SIDE`: the side's CIC fell. */
	if (strcasecmp(argv[1], "cic") == 0) {
		if (argc != 3)
			return cli_usage(c, x->entry, NULL, r);
		if (session_side(c->s, argv[2], side, sizeof side) != 0)
			return reply_fail(r, "\"%s\" is not a side of %s",
			    argv[2], c->s->game_title);
		return cup_general_cic(c->s, side, r);
	}
	return cup_general(c->s, argv[1], argc == 3 ? argv[2] : NULL, r);
}

const struct cmd_entry cmd_general_entry = {
	.name = "general",
	.args = "FORMATION [ORDER] | cic SIDE:side",
	.summary = "a General Casualty: the formation seeds fewer cards, or "
	    "recovers",
	.example = "general FORMATION",
	.more = "From the next turn the formation seeds one card fewer; one "
	    "allowed a single card\n"
	    "loses every card of one order instead (ORDER, or asked). The "
	    "same result for a\n"
	    "general already a casualty is his Recovery. `general cic SIDE`: "
	    "the side loses\n"
	    "one CIC card at the end of the turn.",
	/* The Fog of War roll's result, applied by the umpire in a
	 * campaign: no side records a casualty of the other's. */
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_UMPIRE,
	.exec = cmd_general_exec,
	.mech = "cards",
};

static int
cmd_rolloff_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*typed[8] = { NULL };
	char		 sides[8][32];
	int		 ns, i, k;

	ns = cup_sides(c->s, sides, 8);
	/* SIDE=N for a side's real die, by its id or a name of it. */
	for (i = 1; i < argc; i++) {
		char	*eq = strchr(argv[i], '='), side[32];

		if (eq == NULL || eq == argv[i])
			return cli_usage(c, x->entry, NULL, r);
		*eq = '\0';
		k = session_side(c->s, argv[i], side, sizeof side);
		*eq = '=';
		if (k != 0)
			return reply_fail(r, "\"%.*s\" is not a side of %s: "
			    "expected SIDE=N", (int)(eq - argv[i]), argv[i],
			    c->s->game_title);
		for (k = 0; k < ns && strcmp(sides[k], side) != 0; k++)
			;
		if (k < ns)
			typed[k] = eq + 1;
	}
	return cup_rolloff(c->s, typed, r);
}

const struct cmd_entry cmd_rolloff_entry = {
	.name = "rolloff",
	.args = "[SIDE=N...]",
	.summary = "both sides would play held cards: each rolls, a tie plays "
	    "none",
	.example = "rolloff",
	.more = "The higher die chooses to play first or second, then the "
	    "sides alternate; on\n"
	    "a tie no held card is played now: they stay held and the next "
	    "card is drawn.\n"
	    "SIDE=N gives a side's real die.",
	/* Both sides' dice at once: the umpire's to roll in a campaign, so
	 * that no side may roll again until it likes the result. */
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_UMPIRE,
	.exec = cmd_rolloff_exec,
	.mech = "cards",
};
