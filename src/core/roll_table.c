/* A table rolled for the session: the one set-up every mechanism and
 * command shares (the game, the dice source, the prompt, and the
 * session's values a result substitution reads), so that none builds a
 * look-up request of its own, nor reads its result from the reply's
 * JSON (struct lookup_result). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/lookup.h"
#include "adj/secret.h"
#include "adj/session.h"

int
session_lookup_values(struct session *s, struct lookup_value **out)
{
	struct lookup_value	*v;
	int			 i, j, n = 0;

	if ((v = xcalloc((size_t)s->ntracks + 1, sizeof *v)) == NULL)
		abort();
	/* The turn first (a calculator passes the rest on as inputs). */
	snprintf(v[n].name, sizeof v[n].name, "turn");
	v[n++].v = s->turn;
	/* A track as the rules' formulas name it: vp.union is :vp_union. */
	for (i = 0; i < s->ntracks; i++) {
		/* Another side's secret is no value of this view's: a
		 * default reading it must be typed, its working never
		 * shows it. */
		if (track_hidden(s, &s->tracks[i]))
			continue;
		snprintf(v[n].name, sizeof v[n].name, "%s", s->tracks[i].id);
		for (j = 0; v[n].name[j] != '\0'; j++)
			if (v[n].name[j] == '.' || v[n].name[j] == '-')
				v[n].name[j] = '_';
		v[n++].v = session_track_value(s, &s->tracks[i]);
	}
	*out = v;
	return n;
}

int
session_roll_table(struct session *s, const char *table, int argc,
    char **argv, int flags, struct reply *sub, struct lookup_result *res)
{
	struct lookup_req	 q;
	struct lookup_value	*values;
	int			 rc;

	memset(&q, 0, sizeof q);
	q.game = s->game;
	q.table = table;
	q.argc = argc;
	q.argv = argv;
	q.rng = s->rng;
	if (!(flags & LOOKUP_NO_ASK)) {
		q.ask = s->ask;
		q.ask_arg = s->ask_arg;
	}
	q.nvalues = session_lookup_values(s, &values);
	q.values = values;
	rc = lookup_run(s->rules, &q, sub, res);
	free(values);
	return rc;
}
