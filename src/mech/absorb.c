/* Absorbing points (Bloodiest Day 8.6.1): the ways a stack of Fresh and
 * Spent units can take a result, at the least cost that covers it.  The
 * costs are data (loss_cost); the rules of spending them are 8.6.1's: at
 * least the points called for, every unit Spent before any retreats, and
 * more points than the stack can absorb is an Overrun (8.6.3). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/mech/contest.h"
#include "adj/rules.h"
#include "adj/session.h"

static int
cost_of(struct session *s, const char *kind)
{
	return (int)rules_int(s->rules, -1, "SELECT cost FROM loss_cost WHERE "
	    "game = ?1 AND kind = ?2", s->game, kind);
}

int
absorb_options(struct session *s, int cp, int fresh, int spent,
    struct reply *r)
{
	int	 rt = cost_of(s, "retreat"), fl = cost_of(s, "flip");
	int	 es = cost_of(s, "eliminate-spent");
	int	 ef = cost_of(s, "eliminate-fresh");
	int	 best = -1, pass, a, b, c, d, shown = 0;
	json_t	*opts = json_array();

	if (rt < 0 || fl < 0 || es < 0 || ef < 0) {
		json_decref(opts);
		return reply_fail(r, "%s gives no costs for absorbing points",
		    s->game_title);
	}
	/* Each bounded before they are added: the loops below run in
	 * fresh * fresh * spent * spent steps. */
	if (cp < 1 || cp > 999 || fresh < 0 || spent < 0 || fresh > 60 ||
	    spent > 60 || fresh + spent < 1 || fresh + spent > 60) {
		json_decref(opts);
		return reply_fail(r, "usage: absorb POINTS fresh=N spent=N "
		    "(points 1 or more, 1 to 60 units)");
	}
	reply_line(r, "%d point%s on %d Fresh and %d Spent unit%s (%s %s):",
	    cp, cp == 1 ? "" : "s", fresh, spent, fresh + spent == 1 ? "" : "s",
	    s->tag, rules_cite(s->rules, s->game, "absorb.costs"));
	if (cp > ef * fresh + es * spent) {
		int left = cp - (ef * fresh + es * spent);

		reply_line(r, "  More than they can absorb (%d): Overrun, every "
		    "one is eliminated (%s %s).", ef * fresh + es * spent,
		    s->tag, rules_cite(s->rules, s->game, "absorb.overrun"));
		/* What the points past them do is the combat's (an
		 * Assault's Overrun takes a unit for each): said with its
		 * result; the count is this step's. */
		reply_line(r, "  %d point%s left over (%s %s).", left, left == 1 ?
		    "" : "s", s->tag, rules_cite(s->rules, s->game,
		    "absorb.leftover"));
		json_object_set_new(r->json, "left_over", json_integer(left));
		json_object_set_new(r->json, "overrun", json_true());
		json_object_set_new(r->json, "options", opts);
		return 0;
	}
	/* a Fresh eliminated, b flipped, c Spent eliminated, d retreated;
	 * first pass finds the least cost that covers the points. */
	for (pass = 0; pass < 2; pass++)
		for (a = 0; a <= fresh; a++)
		for (b = 0; b <= fresh - a; b++)
		for (c = 0; c <= spent; c++)
		for (d = 0; d <= spent - c + b; d++) {
			int cost = a * ef + b * fl + c * es + d * rt;

			if (d > 0 && a + b < fresh)
				break;	/* all Spent before any retreat */
			if (cost < cp)
				continue;
			if (pass == 0) {
				if (best < 0 || cost < best)
					best = cost;
				continue;
			}
			if (cost != best)
				continue;
			if (shown++ < 12) {
				struct buf line;

				buf_init(&line);
				if (a)
					buf_printf(&line, "eliminate %d Fresh, ", a);
				if (b)
					buf_printf(&line, "flip %d, ", b);
				if (c)
					buf_printf(&line, "eliminate %d Spent, ", c);
				if (d)
					buf_printf(&line, "retreat %d, ", d);
				line.s[line.len - 2] = '\0';
				reply_line(r, "  %s", buf_str(&line));
				buf_free(&line);
			}
			json_array_append_new(opts, xjson_pack("{s:i, s:i, s:i, "
			    "s:i, s:i}", "eliminate_fresh", a, "flip", b,
			    "eliminate_spent", c, "retreat", d, "cost", cost));
		}
	if (shown > 12)
		reply_line(r, "  ... and %d more", shown - 12);
	reply_line(r, "  Cost %d%s. The Lead unit takes the first point.",
	    best, best > cp ? ": more than the result, which the stack must "
	    "still take" : "");
	json_object_set_new(r->json, "overrun", json_false());
	json_object_set_new(r->json, "cost", json_integer(best));
	json_object_set_new(r->json, "options", opts);
	return 0;
}

static const char *const absorb_cites[] = { "absorb.costs",
    "absorb.overrun", "absorb.leftover", NULL };

const struct mech mech_absorb = {
	.name = "absorb",
	.what = "costs for absorbing combat points",
	.cites = absorb_cites,
};
