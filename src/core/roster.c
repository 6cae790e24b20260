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
