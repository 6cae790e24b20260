/* Units the players record as eliminated, for the victory points their
 * printed value gives the enemy (Bloodiest Day 2.2.1), and their return by
 * reorganization, which takes those points back.  Each is a `loss` event;
 * the points go on the enemy's per-side VP track as a `track` event. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/mech/leaders.h"
#include "adj/mech/losses.h"
#include "adj/mech/victory_relative.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/text.h"
#include "adj/xalloc.h"

#define LS(s)	((struct losses *)session_mech((s), &mech_losses))

/* The reply of a command for a game that records no losses. */
static int
no_losses(struct session *s, struct reply *r)
{
	return reply_fail(r, "%s has no %s", s->game_title, mech_losses.what);
}

static int
parse_value(const char *v, int *out)
{
	return num_int(v, 0, 99, out);
}

/* The one writer of "loss" events: side's unit (Fresh value) out, or
 * back (out 0), said in r, and its value to the enemy's VP, or taken
 * back from them.  The unit and side are the caller's copies: the fold
 * of the event moves the list they may point into. */
static int
loss_write(struct session *s, const char *side, const char *unit, int value,
    int out, const char *text, const char *why, struct reply *r)
{
	if (session_record(s, "loss", text, xjson_pack("{s:s, s:s, s:i, s:b}",
	    "side", side, "unit", unit, "value", value, "out", out)) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	if (session_side_track_add(s, victory_side_track(s), session_enemy(s,
	    side), out ? value : -value, why, &(struct event_source){ .kind =
	    SOURCE_MECH, .name = mech_losses.name }, r) != 0)
		return reply_fail(r, "cannot record the victory points");
	return 0;
}

/* `eliminated SIDE UNIT VALUE`: the unit's printed Fresh value. */
int
loss_record(struct session *s, int argc, char **argv, struct reply *r)
{
	char	 side[32], text[200], why[128];
	int	 value, i;

	if (LS(s) == NULL)
		return no_losses(s, r);
	if (argc < 3)
		return reply_fail(r, "usage: eliminated SIDE UNIT VALUE (the "
		    "unit's printed Fresh combat value)");
	if (session_side(s, argv[0], side, sizeof side) != 0)
		return session_side_refused(s, argv[0], r);
	if (parse_value(argv[argc - 1], &value) != 0)
		return reply_fail(r, "\"%s\" is not a combat value: expected a "
		    "whole number from 0 to 99", argv[argc - 1]);
	if (argc > 3)
		return reply_fail(r, "one unit at a time: quote a name with "
		    "blanks (\"G.T. Anderson\")");
	if (strlen(argv[1]) >= sizeof LS(s)->l[0].unit)
		return reply_fail(r, "a unit's name is at most %zu bytes (this one "
		    "is %zu)", sizeof LS(s)->l[0].unit - 1, strlen(argv[1]));
	for (i = 0; i < LS(s)->n; i++)
		if (strcasecmp(LS(s)->l[i].unit, argv[1]) == 0 &&
		    strcmp(LS(s)->l[i].side, side) == 0)
			return reply_fail(r, "%s is already recorded as "
			    "eliminated (`losses` lists them)", argv[1]);
	snprintf(text, sizeof text, "%s %s eliminated (Fresh value %d)",
	    session_side_name(s, side), argv[1], value);
	snprintf(why, sizeof why, "%s eliminated", argv[1]);
	return loss_write(s, side, argv[1], value, 1, text, why, r);
}

/* Where the game's leaders deactivate when used to reorganize (a
 * leader_cause "reorganize": Bloodiest Day 9.3), the active leader of
 * side who does it: typed, or asked at the prompt among the side's
 * active leaders; into id.  0 when none is needed (id ""), else 0 with
 * the leader, or -1 with r failed (none active, not his, cancelled, or
 * not named in a script). */
static int
reorganizer(struct session *s, const char *side, const char *typed,
    char *id, size_t len, struct reply *r)
{
	struct leaders		*ld = leaders_of(s);
	struct leader_state	*l;
	const char		*names[64];
	struct prompt_choices	 ch = { .names = names };
	char			 prompt[512], *line;
	size_t			 o;
	int			 i, n = 0, hit;

	id[0] = '\0';
	if (ld == NULL || rules_int(s->rules, 0, "SELECT count(*) FROM "
	    "leader_cause WHERE game = ?1 AND id = 'reorganize'", s->game,
	    NULL) == 0) {
		if (typed != NULL)
			return reply_fail(r, "\"%s\": no leader takes part in a "
			    "reorganization in %s", typed, s->game_title);
		return 0;
	}
	for (i = 0; i < ld->n && n < 64; i++)
		if (strcmp(ld->l[i].side, side) == 0 &&
		    strcmp(ld->l[i].state, "active") == 0)
			names[n++] = ld->l[i].name;
	if (typed != NULL) {
		if ((l = leader_find(s, typed, r)) == NULL)
			return -1;
		if (strcmp(l->side, side) != 0)
			return reply_fail(r, "%s is not a %s leader", l->name,
			    session_side_name(s, side));
		if (strcmp(l->state, "active") != 0)
			return reply_fail(r, "%s is %s: only an active leader "
			    "reorganizes a unit", l->name, l->state);
		snprintf(id, len, "%s", l->id);
		return 0;
	}
	if (n == 0)
		return reply_fail(r, "no %s leader is active: an active leader "
		    "reorganizes a unit, and goes inactive", session_side_name(s,
		    side));
	if (s->ask == NULL)
		return reply_fail(r, "usage: reorganize SIDE UNIT LEADER (the "
		    "active leader who does it goes inactive)");
	o = (size_t)snprintf(prompt, sizeof prompt, "Leader who reorganizes "
	    "it, to go inactive (");
	for (i = 0; i < n && o < sizeof prompt; i++)
		o += (size_t)snprintf(prompt + o, sizeof prompt - o, "%s%s",
		    i ? ", " : "", names[i]);
	if (o < sizeof prompt)
		snprintf(prompt + o, sizeof prompt - o, "%s)? > ", n == 1 ?
		    "; Enter takes him" : "");
	/* Designated: a field the struct gains later starts empty. */
	ch.n = n;
	if (prompt_ask(s->ask, s->ask_arg, r, prompt, prompt_choice, &ch,
	    &line) != 0)
		return -1;
	hit = prompt_choice_index(&ch, line);
	free(line);
	if (hit < 0)
		return reply_fail(r, "no leader chosen");
	l = leader_find(s, names[hit], r);
	if (l == NULL)
		return -1;
	snprintf(id, len, "%s", l->id);
	return 0;
}

/* `reorganize SIDE UNIT [LEADER]`: back from the eliminated box, and the
 * leader who did it inactive where the game says so. */
int
loss_return(struct session *s, int argc, char **argv, struct reply *r)
{
	char	 side[32], text[200], why[128], leader[32];
	char	 unit[sizeof LS(s)->l[0].unit];
	int	 i;

	if (LS(s) == NULL)
		return no_losses(s, r);
	if (argc < 2 || argc > 3)
		return reply_fail(r, "usage: reorganize SIDE UNIT [LEADER] "
		    "(quote a name with blanks)");
	if (session_side(s, argv[0], side, sizeof side) != 0)
		return session_side_refused(s, argv[0], r);
	for (i = 0; i < LS(s)->n; i++)
		if (strcasecmp(LS(s)->l[i].unit, argv[1]) == 0 &&
		    strcmp(LS(s)->l[i].side, side) == 0)
			break;
	if (i == LS(s)->n)
		return reply_fail(r, "%s is not among the %s's eliminated units "
		    "(`losses` lists them)", argv[1], session_side_name(s, side));
	if (reorganizer(s, side, argc > 2 ? argv[2] : NULL, leader,
	    sizeof leader, r) != 0)
		return -1;
	snprintf(text, sizeof text, "%s %s reorganized: back on its Spent side",
	    session_side_name(s, side), LS(s)->l[i].unit);
	snprintf(why, sizeof why, "%s reorganized", LS(s)->l[i].unit);
	snprintf(unit, sizeof unit, "%s", LS(s)->l[i].unit);
	if (loss_write(s, side, unit, LS(s)->l[i].value, 0, text, why, r) != 0)
		return -1;
	if (leader[0] != '\0')
		return leader_deactivate(s, leader, "reorganize", r);
	return 0;
}

int
loss_list(struct session *s, struct reply *r)
{
	json_t	*all;
	int	 i;

	if (LS(s) == NULL)
		return no_losses(s, r);
	all = json_array();
	if (LS(s)->n == 0)
		reply_line(r, "No units recorded as eliminated.");
	for (i = 0; i < LS(s)->n; i++) {
		reply_line(r, "  %-12s %-20s %d", session_side_name(s,
		    LS(s)->l[i].side), LS(s)->l[i].unit, LS(s)->l[i].value);
		json_array_append_new(all, xjson_pack("{s:s, s:s, s:i}", "side",
		    LS(s)->l[i].side, "unit", LS(s)->l[i].unit, "value",
		    LS(s)->l[i].value));
	}
	json_object_set_new(r->json, "losses", all);
	return 0;
}

/* A loss event: the unit is out (out true) or back. */
static void
losses_fold(struct session *s, const char *kind, json_t *d)
{
	struct losses	*ls = LS(s);
	const char	*side = json_text(d, "side"), *unit = json_text(d, "unit");
	int		 i;

	(void)kind;
	for (i = 0; i < ls->n; i++)
		if (strcmp(ls->l[i].side, side) == 0 &&
		    strcmp(ls->l[i].unit, unit) == 0)
			break;
	if (!json_is_true(json_object_get(d, "out"))) {
		if (i < ls->n) {
			memmove(&ls->l[i], &ls->l[i + 1], (size_t)(ls->n - i -
			    1) * sizeof *ls->l);
			ls->n--;
		}
		return;
	}
	if (i == ls->n) {
		ls->l = realloc(ls->l, (size_t)(ls->n + 1) * sizeof *ls->l);
		if (ls->l == NULL)
			abort();
		ls->n++;
	}
	snprintf(ls->l[i].side, sizeof ls->l[i].side, "%s", side);
	snprintf(ls->l[i].unit, sizeof ls->l[i].unit, "%s", unit);
	ls->l[i].value = (int)json_integer_value(json_object_get(d, "value"));
}

static void
losses_clear(struct session *s)
{
	free(LS(s)->l);
}

static const char *const losses_kinds[] = { "loss", NULL };

const struct mech mech_losses = {
	.name = "losses",
	.what = "record of eliminated units",
	.kinds = losses_kinds,
	.size = sizeof(struct losses),
	.fold = losses_fold,
	.clear = losses_clear,
};
