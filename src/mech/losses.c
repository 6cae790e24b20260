/* Units the players record as eliminated, for the victory points their
 * printed value gives the enemy (Bloodiest Day 2.2.1), and their return by
 * reorganization, which takes those points back.  Each is a `loss` event;
 * the points go on the enemy's per-side VP track as a `track` event. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/session.h"
#include "adj/mech/victory_relative.h"

int
session_side_track_add(struct session *s, const char *base, const char *side,
    int n, const char *why, struct reply *r)
{
	struct track	*t;
	char		 id[96], text[256];
	int		 i;

	snprintf(id, sizeof id, "%s.%s", base, side);
	for (t = NULL, i = 0; i < s->ntracks; i++)
		if (strcmp(s->tracks[i].id, id) == 0)
			t = &s->tracks[i];
	if (t == NULL || n == 0)
		return 0;
	snprintf(text, sizeof text, "%s %d -> %d: %s", t->name, t->value,
	    t->value + n, why);
	reply_line(r, "  %s.", text);
	return session_record(s, "track", text, json_pack("{s:s, s:i}",
	    "track", t->id, "value", t->value + n));
}

static int
parse_value(const char *v, int *out)
{
	char	*end;
	long	 n = strtol(v, &end, 10);

	if (*v == '\0' || *end != '\0' || n < 0 || n > 99)
		return -1;
	*out = (int)n;
	return 0;
}

/* `eliminated SIDE UNIT VALUE`: the unit's printed Fresh value. */
int
loss_record(struct session *s, int argc, char **argv, struct reply *r)
{
	char	 side[32], text[200], why[128];
	int	 value, i;

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
	if (strlen(argv[1]) >= sizeof s->losses[0].unit)
		return reply_fail(r, "a unit's name is at most %zu bytes (this one "
		    "is %zu)", sizeof s->losses[0].unit - 1, strlen(argv[1]));
	for (i = 0; i < s->nlosses; i++)
		if (strcasecmp(s->losses[i].unit, argv[1]) == 0 &&
		    strcmp(s->losses[i].side, side) == 0)
			return reply_fail(r, "%s is already recorded as "
			    "eliminated (`losses` lists them)", argv[1]);
	snprintf(text, sizeof text, "%s %s eliminated (Fresh value %d)",
	    session_side_name(s, side), argv[1], value);
	if (session_record(s, "loss", text, json_pack("{s:s, s:s, s:i, s:b}",
	    "side", side, "unit", argv[1], "value", value, "out", 1)) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	snprintf(why, sizeof why, "%s eliminated", argv[1]);
	if (session_side_track_add(s, victory_side_track(s), session_enemy(s,
	    side), value, why, r) != 0)
		return reply_fail(r, "cannot record the victory points");
	return 0;
}

/* `reorganize SIDE UNIT`: back from the eliminated box. */
int
loss_return(struct session *s, int argc, char **argv, struct reply *r)
{
	char	 side[32], text[200], why[128];
	int	 i;

	if (argc < 2)
		return reply_fail(r, "usage: reorganize SIDE UNIT");
	if (session_side(s, argv[0], side, sizeof side) != 0)
		return session_side_refused(s, argv[0], r);
	for (i = 0; i < s->nlosses; i++)
		if (strcasecmp(s->losses[i].unit, argv[1]) == 0 &&
		    strcmp(s->losses[i].side, side) == 0)
			break;
	if (i == s->nlosses)
		return reply_fail(r, "%s is not among the %s's eliminated units "
		    "(`losses` lists them)", argv[1], session_side_name(s, side));
	snprintf(text, sizeof text, "%s %s reorganized: back on its Spent side",
	    session_side_name(s, side), s->losses[i].unit);
	snprintf(why, sizeof why, "%s reorganized", s->losses[i].unit);
	{
		int value = s->losses[i].value;
		char unit[48];

		snprintf(unit, sizeof unit, "%s", s->losses[i].unit);
		if (session_record(s, "loss", text, json_pack("{s:s, s:s, s:i, "
		    "s:b}", "side", side, "unit", unit, "value", value, "out",
		    0)) != 0)
			return reply_fail(r, "cannot record it");
		reply_sentence(r, text);
		if (session_side_track_add(s, victory_side_track(s),
		    session_enemy(s, side), -value, why, r) != 0)
			return reply_fail(r, "cannot record the victory points");
	}
	return 0;
}

int
loss_list(struct session *s, struct reply *r)
{
	json_t	*all = json_array();
	int	 i;

	if (s->nlosses == 0)
		reply_line(r, "No units recorded as eliminated.");
	for (i = 0; i < s->nlosses; i++) {
		reply_line(r, "  %-12s %-20s %d", session_side_name(s,
		    s->losses[i].side), s->losses[i].unit, s->losses[i].value);
		json_array_append_new(all, json_pack("{s:s, s:s, s:i}", "side",
		    s->losses[i].side, "unit", s->losses[i].unit, "value",
		    s->losses[i].value));
	}
	json_object_set_new(r->json, "losses", all);
	return 0;
}
