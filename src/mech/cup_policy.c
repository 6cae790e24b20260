/* The cup's policies: what a drawn chit does, by its kind (chit.kind).
 * A deck of another kind of piece (a card with a timing label, say) is a
 * policy of its own in a file of its own and one line here. */

#include <string.h>

#include "adj/mech/cup.h"
#include "cup_internal.h"

static const struct cup_policy *const cup_policies[] = {
	&cup_event_policy,
	&cup_division_policy,
	&cup_cic_policy,
	&cup_wild_policy,
	&cup_formation_policy,
	NULL
};

const struct cup_policy *
cup_policy(const char *kind)
{
	int	 i;

	for (i = 0; cup_policies[i] != NULL; i++)
		if (strcmp(cup_policies[i]->kind, kind) == 0)
			return cup_policies[i];
	return NULL;
}
