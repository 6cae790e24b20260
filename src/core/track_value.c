/* A track's value as the rules read it: by its id, a derived track by its
 * formula over the others, and all of them bound as the named parameters
 * of a formula or a test (:vp_union).  Below the fold and the records:
 * it reads the session's tracks and the rules, and calls nothing else, so
 * whatever asks a track's value (phase rules, latches, victory) does not
 * loop back on the files that record changes. */
#include <stdio.h>
#include <string.h>

#include "adj/expr.h"
#include "adj/session.h"

struct track *
session_track_by_id(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < s->ntracks; i++)
		if (strcmp(s->tracks[i].id, id) == 0)
			return &s->tracks[i];
	return NULL;
}

void
session_tracks_bind(struct session *s, sqlite3_stmt *st, struct track *skip,
    int computed)
{
	char	 param[80];
	int	 i, j;

	for (i = 0; i < s->ntracks; i++) {
		if (&s->tracks[i] == skip)
			continue;
		snprintf(param, sizeof param, ":%s", s->tracks[i].id);
		for (j = 0; param[j] != '\0'; j++)
			if (param[j] == '.' || param[j] == '-')
				param[j] = '_';
		if ((j = sqlite3_bind_parameter_index(st, param)) > 0)
			sqlite3_bind_int(st, j, computed ? session_track_value(s,
			    &s->tracks[i]) : s->tracks[i].value);
	}
	/* The turn too, as a look-up's condition reads it: a latch from a
	 * date on, a step's roll on some turns, a formula, a victory test. */
	if ((j = sqlite3_bind_parameter_index(st, ":turn")) > 0)
		sqlite3_bind_int(st, j, s->turn);
}

/* Derived tracks: the formula is SQL with the other tracks as named
 * parameters (:vp, :morale_union), evaluated by SQLite.  A formula that
 * cannot be evaluated reads as 0 here, and the failure it recorded
 * refuses the command (expr.h): status and victory are never shown
 * from it. */
int
session_track_value(struct session *s, struct track *t)
{
	sqlite3_stmt	*st;
	int		 v = 0;

	if (strcmp(t->kind, "derived") != 0)
		return t->value;
	if ((st = expr_prepare(s->rules, t->formula)) == NULL)
		return 0;
	session_tracks_bind(s, st, t, 0);
	if (expr_step(st, t->formula) == SQLITE_ROW)
		v = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return v;
}

int
session_track_expr(struct session *s, const char *expr, double *out)
{
	sqlite3_stmt	*st;
	int		 rc = -1;

	if ((st = expr_prepare(s->rules, expr)) == NULL)
		return -1;
	session_tracks_bind(s, st, NULL, 1);
	if (expr_step(st, expr) == SQLITE_ROW &&
	    sqlite3_column_type(st, 0) != SQLITE_NULL) {
		*out = sqlite3_column_double(st, 0);
		rc = 0;
	}
	sqlite3_finalize(st);
	return rc;
}
