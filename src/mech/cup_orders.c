/* The order each formation's card played last this turn carried (a deck
 * of seeded cards): what the players would read off the discards to
 * know whether a defender may have its Defensive Fire die rolled again
 * (Shattered Union I-3A: only when that card was a Defend).  Only a
 * formation's own card played counts: an "activation" event with its
 * orders (cup_play_card); a CIC card or an Event giving an order neither
 * counts nor hides the formation's card, and a card discarded unplayed
 * was not played (the choice recorded in the series' data). */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "cup_internal.h"

void
cup_orders_fold(struct session *s, json_t *d)
{
	struct cup_state	*cs = CUP(s);
	const char		*f = json_text(d, "brigade");
	const char		*order = json_text(d, "orders");
	int			 i;

	if (*order == '\0' || *f == '\0')
		return;
	for (i = 0; i < cs->norders; i++)
		if (strcmp(cs->orders[i].formation, f) == 0)
			break;
	if (i == cs->norders) {
		cs->orders = xreallocarray(cs->orders, (size_t)cs->norders + 1,
		    sizeof *cs->orders);
		memset(&cs->orders[i], 0, sizeof *cs->orders);
		snprintf(cs->orders[i].formation, sizeof cs->orders[i].formation,
		    "%s", f);
		cs->norders++;
	}
	snprintf(cs->orders[i].order, sizeof cs->orders[i].order, "%s", order);
	cs->orders[i].turn = s->turn;
}

void
cup_orders_show(struct session *s, int brief, struct reply *r, json_t *o)
{
	struct cup_state	*cs = CUP(s);
	struct buf		 line;
	json_t			*last = json_object();
	char			*name;
	int			 i, n = 0;

	buf_init(&line);
	for (i = 0; i < cs->norders; i++) {
		if (cs->orders[i].turn != s->turn)
			continue;
		name = rules_text(s->rules, "SELECT name FROM formation WHERE "
		    "game = ?1 AND id = ?2", s->game, cs->orders[i].formation);
		buf_printf(&line, "%s%s %c%s", n++ ? ", " : "", name != NULL ?
		    name : cs->orders[i].formation, toupper((unsigned char)
		    cs->orders[i].order[0]), cs->orders[i].order +
		    (cs->orders[i].order[0] != '\0'));
		free(name);
		json_object_set_new(last, cs->orders[i].formation,
		    json_string(cs->orders[i].order));
	}
	if (n > 0 && brief == 0)
		reply_line(r, "  Last order played this turn (%s): %s.",
		    rules_cite(s->rules, s->game, "cards.defend-reroll"),
		    buf_str(&line));
	buf_free(&line);
	json_object_set_new(o, "last_orders", last);
}
