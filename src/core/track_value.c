/* A track's value as the rules read it: by its id, a derived track by its
 * formula over the others, and all of them bound as the named parameters
 * of a formula or a test (:vp_union), with the rule options the session
 * was started with (:option_ID).  Below the fold and the records:
 * it reads the session's tracks and the rules, and calls nothing else, so
 * whatever asks a track's value (phase rules, latches, victory) does not
 * loop back on the files that record changes. */
#include <stdio.h>
#include <string.h>

#include "adj/expr.h"
#include "adj/session.h"
#include "adj/strcopy.h"

struct track *
session_track_by_id(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < s->ntracks; i++)
		if (strcmp(s->tracks[i].id, id) == 0)
			return &s->tracks[i];
	return NULL;
}

/* Is the option a parameter names (":option_simplified_supply", '-' as
 * '_') one the session was started with? */
static int
option_on(struct session *s, const char *name)
{
	const char	*p = s->options != NULL ? s->options : "";
	size_t		 len, i;

	while (*p != '\0') {
		len = strcspn(p, ",");
		for (i = 0; i < len && name[i] != '\0'; i++)
			if (name[i] != (p[i] == '-' ? '_' : p[i]))
				break;
		if (i == len && name[i] == '\0')
			return 1;
		p += len;
		if (*p == ',')
			p++;
	}
	return 0;
}

/* The rule options as parameters too, 1 or 0 (:option_simplified_supply):
 * a formula that an option changes says so in one row. */
static void
options_bind(struct session *s, sqlite3_stmt *st)
{
	const char	*name;
	int		 i;

	for (i = 1; i <= sqlite3_bind_parameter_count(st); i++)
		if ((name = sqlite3_bind_parameter_name(st, i)) != NULL &&
		    strncmp(name, ":option_", 8) == 0)
			sqlite3_bind_int(st, i, option_on(s, name + 8));
}

void
session_tracks_bind(struct session *s, sqlite3_stmt *st, struct track *skip,
    int computed)
{
	char	 param[80];
	int	 i, j;

	options_bind(s, st);

	for (i = 0; i < s->ntracks; i++) {
		if (&s->tracks[i] == skip)
			continue;
		param[0] = ':';
		str_copy(param + 1, sizeof param - 1, s->tracks[i].id);
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
	expr_done(st);
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
	expr_done(st);
	return rc;
}
