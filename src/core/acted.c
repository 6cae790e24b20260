/* Who acted in an event, and whether a later undo took back its command
 * (see adj/acted.h).  One reading for every lister: the log, the reports
 * and the server's events agree on both. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/acted.h"
#include "adj/journal.h"
#include "adj/roles.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/stmt_cache.h"
#include "adj/xalloc.h"

const char *
acted_by(json_t *data)
{
	const char	*v = json_string_value(json_object_get(data, "actor"));

	return v != NULL ? v : "";
}

const char *
acted_name(json_t *data)
{
	const char	*v = json_string_value(json_object_get(data,
			    "actor_name"));

	return v != NULL && *v != '\0' ? v : NULL;
}

static int
pair_cmp(const void *a, const void *b)
{
	const int64_t	*x = a, *y = b;

	if (x[0] != y[0])
		return x[0] < y[0] ? -1 : 1;
	return x[1] < y[1] ? -1 : x[1] > y[1];
}

/* A role that is a side's or one of its commanders' (not the umpire's,
 * the observer's, the server's operator's, the table's, everyone's). */
static int
of_a_side(const char *role)
{
	static const char *const none[] = { "", "all", "umpire", "observer",
	    "operator", VIEW_TABLE, NULL };
	int	 i;

	for (i = 0; none[i] != NULL; i++)
		if (strcmp(role, none[i]) == 0)
			return 0;
	return 1;
}

/* The side of the chit, leader or brigade an event is about, from the
 * rules: whose it is does not change with the state.  "" when none. */
static const char *
side_in_rules(struct session *s, json_t *data)
{
	static _Thread_local char ring[4][48];
	static _Thread_local int next;
	char		*out = ring[next++ % 4], *f = NULL;
	const char	*id;

	if ((id = json_string_value(json_object_get(data, "chit"))) != NULL ||
	    (id = json_string_value(json_object_get(data, "leader"))) != NULL)
		f = rules_text(s->rules, "SELECT side FROM chit WHERE game = ?1 "
		    "AND id = ?2 AND side IS NOT NULL UNION ALL SELECT side FROM "
		    "leader WHERE game = ?1 AND id = ?2", s->game, id);
	if ((f == NULL || *f == '\0') && (id = json_string_value(
	    json_object_get(data, "brigade"))) != NULL) {
		free(f);
		f = rules_text(s->rules, "SELECT side FROM formation WHERE "
		    "game = ?1 AND id = ?2", s->game, id);
	}
	snprintf(out, sizeof ring[0], "%s", f != NULL ? f : "");
	free(f);
	return out;
}

const char *
acted_side_in(struct session *s, json_t *data, const char *vis)
{
	static const char *const keys[] = { "side", "by", "attacker", NULL };
	const char	*v;
	int		 i;

	for (i = 0; keys[i] != NULL; i++)
		if ((v = json_string_value(json_object_get(data, keys[i]))) !=
		    NULL && of_a_side(v))
			return v;
	if (s != NULL && data != NULL && *(v = side_in_rules(s, data)) != '\0')
		return v;
	if (vis != NULL && of_a_side(vis_role(vis)))
		return role_side(vis_role(vis));
	if (of_a_side(acted_by(data)))
		return role_side(acted_by(data));
	return "";
}

const char *
acted_side(json_t *data, const char *vis)
{
	return acted_side_in(NULL, data, vis);
}

int
undone_load(struct journal *j, int64_t after, struct undone *u)
{
	sqlite3_stmt	*st;
	int		 rc;

	u->pairs = NULL;
	u->n = 0;
	/* As the fold reads an undo (journal.c): one whose data names no
	 * command takes back nothing. */
	if ((st = stmt_get(journal_db(j), "SELECT json_extract(data, "
	    "'$.cmd'), seq FROM event WHERE seq > ?1 AND kind = 'undo' AND "
	    "json_valid(data) AND json_type(data, '$.cmd') = 'integer' ORDER "
	    "BY seq")) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, after);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		u->pairs = xreallocarray(u->pairs, 2 * (u->n + 1),
		    sizeof *u->pairs);
		u->pairs[2 * u->n] = sqlite3_column_int64(st, 0);
		u->pairs[2 * u->n + 1] = sqlite3_column_int64(st, 1);
		u->n++;
	}
	stmt_put(st);
	/* By command, then by undo: a report asks for every event. */
	if (u->n > 1)
		qsort(u->pairs, u->n, 2 * sizeof *u->pairs, pair_cmp);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* The first undo of cmd (a command is undone once; were it named twice,
 * the earlier undo took it back), found by halving. */
int64_t
undone_by(const struct undone *u, int64_t cmd)
{
	size_t	 lo = 0, hi = u->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (u->pairs[2 * mid] < cmd)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < u->n && u->pairs[2 * lo] == cmd ? u->pairs[2 * lo + 1] :
	    0;
}

void
undone_free(struct undone *u)
{
	free(u->pairs);
	u->pairs = NULL;
	u->n = 0;
}
