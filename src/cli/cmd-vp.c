/* `vp [items]`: a ledger track's entries by source and the named entries
 * the players record; `score ITEM [N]`: one of them recorded
 * (src/mech/vp_ledger.c, vp_items.c).  Reading is apart from recording
 * so that every role reads the ledger from its own copy, which holds
 * what it may see; the observer too. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/vp_ledger.h"
#include "adj/rules.h"
#include "cli.h"

static int
cmd_vp_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc == 1)
		return vp_ledger_show(c->s, NULL, r);
	if (argc == 2 && strcasecmp(argv[1], "items") == 0)
		return vp_items_list(c->s, r);
	/* A ledger track by its own id lists that one. */
	if (argc == 2 && rules_int(c->s->rules, 0, "SELECT count(*) FROM "
	    "ledger_track WHERE game = ?1 AND track = ?2", c->s->game,
	    argv[1]) > 0)
		return vp_ledger_show(c->s, argv[1], r);
	if (argc == 2)
		return reply_fail(r, "\"%s\": expected `items` or a track kept "
		    "as a ledger; `score %s` records a named entry", argv[1],
		    argv[1]);
	return cli_usage(c, x->entry, NULL, r);
}

const struct cmd_entry cmd_vp_entry = {
	.name = "vp",
	.args = "[items]",
	.hint = "`vp items` lists the named entries",
	.summary = "the victory points by source, and the named entries",
	.example = "vp",
	.more = "`vp` lists every change of the VP track with where it came "
	    "from (a\n"
	    "command, a rule, a flag, a ledger of the game), its turn and its\n"
	    "amount, grouped by source, and checks that they sum to the "
	    "total.\n"
	    "`vp items` lists the named entries `score` records.",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_vp_exec,
	.mech = "vp-ledger",
};

/* A named entry is the side's whose gain it is (the track's up side for
 * points, the other for points taken off). */
static int
score_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	if (argc < 2 || vp_item_side(s, argv[1], side, slen) != 0)
		return 0;
	snprintf(why, wlen, "score %s: the %s's gain; the %s or the umpire "
	    "records it", argv[1], session_side_name(s, side),
	    session_side_name(s, side));
	return 1;
}

static int
cmd_score_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	if (argc < 2 || argc > 3)
		return cli_usage(c, x->entry, NULL, r);
	return vp_item_record(c->s, argv[1], argc == 3 ? argv[2] : NULL, r);
}

const struct cmd_entry cmd_score_entry = {
	.name = "score",
	.args = "ITEM [N]",
	.hint = "`vp items` lists them",
	.summary = "record a named VP entry the map decides",
	.example = "score ITEM",
	.more = "`score ITEM` records a named entry of the VP ledger that the "
	    "map\n"
	    "decides (a station destroyed), `score ITEM N` one counted N times\n"
	    "(a score); one that counts once a game is refused the second "
	    "time.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_score_exec,
	.mech = "vp-ledger",
	.whose = score_whose,
};
