/* A campaign's roster of commanders, folded from its "role" events
 * (adj/roles.h): plain state, which the fold keeps and roles.c reads. */
#include <stdio.h>
#include <string.h>

#include <sqlite3.h>

#include "adj/roles.h"
#include "adj/roster_data.h"
#include "adj/session.h"
#include "adj/prepare.h"

void
roster_reset(struct roster *ro)
{
	ro->n = ro->nhold = ro->nrules = ro->read = 0;
}

/* Formations and duties now held by role: a change of control when
 * "moved" says so. */
static void
fold_holds(struct roster *ro, const char *role, json_t *holds, int moved)
{
	json_t		*v;
	const char	*what;
	size_t		 k;
	int		 i;

	json_array_foreach(holds, k, v) {
		if ((what = json_string_value(v)) == NULL)
			continue;
		for (i = 0; i < ro->nhold; i++)
			if (strcmp(ro->hold[i].what, what) == 0)
				break;
		if (i == ro->nhold) {
			if (ro->nhold == HOLD_MAX)
				continue;
			ro->nhold++;
			snprintf(ro->hold[i].what, ROLE_LEN, "%s", what);
			ro->hold[i].moved = 0;
		}
		snprintf(ro->hold[i].by, ROLE_LEN, "%s", role);
		ro->hold[i].moved |= moved;
	}
}

void
roster_fold(struct roster *ro, json_t *d)
{
	const char	*role = json_string_value(json_object_get(d,
				    "commander"));
	int		 i;

	if (role == NULL || strchr(role, '/') == NULL)
		return;
	for (i = 0; i < ro->n; i++)
		if (strcmp(ro->commander[i], role) == 0)
			break;
	if (i == ro->n) {
		if (ro->n == ROSTER_MAX)
			return;
		ro->overall[ro->n] = json_is_true(json_object_get(d,
		    "overall"));
		snprintf(ro->commander[ro->n++], ROLE_LEN, "%s", role);
	}
	fold_holds(ro, role, json_object_get(d, "holds"), json_is_true(
	    json_object_get(d, "moved")));
}

const char *
role_holder(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < s->roster.nhold; i++)
		if (strcmp(s->roster.hold[i].what, id) == 0)
			return s->roster.hold[i].by;
	return NULL;
}

/* The game's overall_rule rows, read once a session (the roster is
 * reset on a refold, and the rows read again: they are few). */
static void
overall_rules(struct session *s)
{
	struct roster	*ro = &s->roster;
	sqlite3_stmt	*st;
	struct overall_rule *o;

	if (ro->read)
		return;
	ro->read = 1;
	if (sql_prepare(s->rules, "SELECT side, when_set, "
	    "COALESCE(when_clear, ''), COALESCE(role, ''), COALESCE(holder_of, "
	    "'') FROM overall_rule WHERE game = ?1 ORDER BY side, pos", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW && ro->nrules < OVERALL_MAX) {
		o = &ro->rules[ro->nrules++];
		snprintf(o->side, ROLE_LEN, "%s", sqlite3_column_text(st, 0));
		snprintf(o->when_set, ROLE_LEN, "%s", sqlite3_column_text(st, 1));
		snprintf(o->when_clear, ROLE_LEN, "%s", sqlite3_column_text(st,
		    2));
		snprintf(o->role, ROLE_LEN, "%s", sqlite3_column_text(st, 3));
		snprintf(o->holder_of, ROLE_LEN, "%s", sqlite3_column_text(st,
		    4));
	}
	sqlite3_finalize(st);
}

int
roster_flag(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; id[0] != '\0' && i < s->ntracks; i++)
		if (strcmp(s->tracks[i].id, id) == 0)
			return s->tracks[i].value != 0;
	return 0;
}

/* The overall commander an overall_rule row names now, or NULL. */
static const char *
overall_by_rule(struct session *s, const char *side)
{
	struct overall_rule	*o;
	char			 role[2 * ROLE_LEN];
	int			 i, j;

	overall_rules(s);
	for (i = 0; i < s->roster.nrules; i++) {
		o = &s->roster.rules[i];
		if (strcmp(o->side, side) != 0 || !roster_flag(s, o->when_set) ||
		    roster_flag(s, o->when_clear))
			continue;
		if (o->holder_of[0] != '\0')
			return role_holder(s, o->holder_of);
		snprintf(role, sizeof role, "%s/%s", side, o->role);
		for (j = 0; j < s->roster.n; j++)
			if (strcmp(s->roster.commander[j], role) == 0)
				return s->roster.commander[j];
		return NULL;
	}
	return NULL;
}

/* (Here beside the fold, not in roles.c: the base asks it of a fold
 * without the roles' recording.) */
int
role_commander(struct session *s, const char *role)
{
	int	 i;

	for (i = 0; i < s->roster.n; i++)
		if (strcmp(s->roster.commander[i], role) == 0)
			return 1;
	return 0;
}

/* Is role ("SIDE/NAME") under side? */
static int
under(const char *role, const char *side)
{
	size_t	 len = strlen(side);

	return strncmp(role, side, len) == 0 && role[len] == '/';
}

const char *
role_overall(struct session *s, const char *side)
{
	const char	*first = NULL;
	int		 i;

	if (s->roster.n == 0)
		return NULL;
	if ((first = overall_by_rule(s, side)) != NULL)
		return first;
	for (i = 0; i < s->roster.n; i++) {
		if (!under(s->roster.commander[i], side))
			continue;
		if (s->roster.overall[i])
			return s->roster.commander[i];
		if (first == NULL)
			first = s->roster.commander[i];
	}
	return first;
}

int
role_is_overall(struct session *s, const char *role)
{
	const char	*o;

	if (strchr(role, '/') == NULL)
		return role_overall(s, role) == NULL;
	o = role_overall(s, role_side(role));
	return o != NULL && strcmp(o, role) == 0;
}

int
role_players(struct session *s, const char *side)
{
	int	 i, n = 0;

	for (i = 0; i < s->roster.n; i++)
		n += under(s->roster.commander[i], side);
	return n > 0 ? n : 1;
}
