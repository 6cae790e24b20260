/* `vp [items | ITEM [N]]`: a ledger track's entries by source, the
 * named entries the players record, and one of them recorded
 * (src/mech/vp_ledger.c, vp_record.c). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/vp_ledger.h"
#include "adj/rules.h"
#include "cli.h"

/* A named entry is the side's whose gain it is (the track's up side for
 * points, the other for points taken off); listing is anyone's. */
static int
vp_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	if (argc < 2 || strcasecmp(argv[1], "items") == 0 ||
	    vp_item_side(s, argv[1], side, slen) != 0)
		return 0;
	snprintf(why, wlen, "vp %s: the %s's gain; the %s or the umpire "
	    "records it", argv[1], session_side_name(s, side),
	    session_side_name(s, side));
	return 1;
}

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
	if (argc > 3)
		return cli_usage(c, x->entry, NULL, r);
	return vp_item_record(c->s, argv[1], argc == 3 ? argv[2] : NULL, r);
}

const struct cmd_entry cmd_vp_entry = {
	.name = "vp",
	.args = "[items | ITEM [N]]",
	.hint = "`vp items` lists the named entries",
	.summary = "the victory points by source; record a named entry",
	.example = "vp items",
	.more = "`vp` lists every change of the VP track with where it came "
	    "from (a\n"
	    "command, a rule, a flag, a ledger of the game), its turn and its\n"
	    "amount, grouped by source, and checks that they sum to the "
	    "total.\n"
	    "`vp ITEM` records a named entry the map decides (a station\n"
	    "destroyed), `vp ITEM N` one counted N times (a score); one that\n"
	    "counts once a game is refused the second time.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SIDE_OWN,
	.exec = cmd_vp_exec,
	.mech = "vp-ledger",
	.whose = vp_whose,
};
