/* Who acted in an event, and whether a later undo took back its command
 * (see adj/acted.h).  One reading for every lister: the log, the reports
 * and the server's events agree on both. */
#include <pthread.h>
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

#define KNOWN_MAX	512	/* a game's chits, leaders and brigades */

/* The sides the rules gave, for every thread (a server runs one a
 * connection: a table each would cost them all), added to and never
 * changed, so that an answer stays good once the lock is let go. */
static struct {
	int	 what;
	char	 game[64];
	char	 id[48];
	char	 side[48];
}		 known[KNOWN_MAX];
static int	 nknown;
static pthread_mutex_t known_lock = PTHREAD_MUTEX_INITIALIZER;

/* The side the rules give a chit or leader (what 0), or a brigade (1),
 * or id itself when it is one of the game's sides (2); "" when none;
 * remembered, since a log asks once per event and the
 * rules never change while the program runs. */
static const char *
rules_side(struct session *s, int what, const char *id)
{
	static const char *const sql[] = {
		"SELECT side FROM chit WHERE game = ?1 AND id = ?2 AND side IS "
		"NOT NULL UNION ALL SELECT side FROM leader WHERE game = ?1 AND "
		"id = ?2",
		"SELECT side FROM formation WHERE game = ?1 AND id = ?2",
		"SELECT id FROM side WHERE game = ?1 AND id = ?2"
	};
	static _Thread_local char once[48];
	const char	*v = NULL;
	char		*f;
	int		 i;

	pthread_mutex_lock(&known_lock);
	for (i = 0; v == NULL && i < nknown; i++)
		if (known[i].what == what && strcmp(known[i].id, id) == 0 &&
		    strcmp(known[i].game, s->game) == 0)
			v = known[i].side;
	pthread_mutex_unlock(&known_lock);
	if (v != NULL)
		return v;
	f = rules_text(s->rules, sql[what], s->game, id);
	snprintf(once, sizeof once, "%s", f != NULL ? f : "");
	free(f);
	pthread_mutex_lock(&known_lock);
	if (nknown < KNOWN_MAX && strlen(id) < sizeof known[0].id &&
	    strlen(s->game) < sizeof known[0].game) {
		i = nknown;
		known[i].what = what;
		snprintf(known[i].game, sizeof known[i].game, "%s", s->game);
		snprintf(known[i].id, sizeof known[i].id, "%s", id);
		snprintf(known[i].side, sizeof known[i].side, "%s", once);
		nknown++;
	}
	pthread_mutex_unlock(&known_lock);
	return once;
}

/* The side of the chit, leader or brigade an event is about, from the
 * rules: whose it is does not change with the state.  "" when none. */
static const char *
side_in_rules(struct session *s, json_t *data)
{
	const char	*id, *v = "";

	if ((id = json_string_value(json_object_get(data, "chit"))) != NULL ||
	    (id = json_string_value(json_object_get(data, "leader"))) != NULL)
		v = rules_side(s, 0, id);
	if (*v == '\0' && (id = json_string_value(json_object_get(data,
	    "brigade"))) != NULL)
		v = rules_side(s, 1, id);
	return v;
}

const char *
acted_side_in(struct session *s, json_t *data, const char *vis)
{
	static const char *const keys[] = { "side", "by", "attacker", NULL };
	const char	*v;
	int		 i;

	/* With the rules at hand, a name that is no side is passed over
	 * (a CIC's activation is "by" the chit: its brigade's side is the
	 * one it is about). */
	for (i = 0; keys[i] != NULL; i++)
		if ((v = json_string_value(json_object_get(data, keys[i]))) !=
		    NULL && of_a_side(v) && (s == NULL || *rules_side(s, 2, v) !=
		    '\0'))
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
