/* A campaign's roster of commanders, folded from its "role" events
 * (adj/roles.h): plain state, which the fold keeps and roles.c reads. */
#include <stdio.h>
#include <string.h>

#include "adj/roles.h"
#include "adj/session.h"

void
roster_reset(struct roster *ro)
{
	ro->n = 0;
}

void
roster_fold(struct roster *ro, json_t *d)
{
	const char	*role = json_string_value(json_object_get(d,
				    "commander"));
	int		 i;

	if (role == NULL || strchr(role, '/') == NULL || ro->n == ROSTER_MAX)
		return;
	for (i = 0; i < ro->n; i++)
		if (strcmp(ro->commander[i], role) == 0)
			return;
	ro->overall[ro->n] = json_is_true(json_object_get(d, "overall"));
	snprintf(ro->commander[ro->n++], ROLE_LEN, "%s", role);
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
