/* What `serve new GAME SCENARIO` takes after the scenario besides the
 * settings: +OPTION words (the game's rule options, as `new` takes them
 * at a table) and commanders=ID,ID... (the commander roles the game's
 * data names: each made as `role add` makes one, with what he holds, the
 * overall commander recorded as such).  Each is checked before anything
 * is made. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/reply.h"
#include "adj/roles.h"
#include "adj/roster_data.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"
#include "../cli/cli.h"
#include "serve_roster.h"

void
new_words_split(int n, char **w, struct new_words *nw)
{
	int	 i;

	memset(nw, 0, sizeof *nw);
	if ((nw->opts = xcalloc((size_t)n + 1, sizeof *nw->opts)) == NULL ||
	    (nw->set = xcalloc((size_t)n + 1, sizeof *nw->set)) == NULL)
		abort();
	for (i = 0; i < n; i++)
		if (w[i][0] == '+')
			nw->opts[nw->nopts++] = w[i] + 1;
		else if (strncmp(w[i], "commanders=", 11) == 0)
			nw->commanders = w[i] + 11;
		else
			nw->set[nw->nset++] = w[i];
}

void
new_words_free(struct new_words *nw)
{
	free(nw->opts);
	free(nw->set);
}

/* Each commander of the list, one at a time into name: its next, or
 * NULL at the end. */
static const char *
next_name(const char **p, char *name, size_t len)
{
	size_t	 n;

	if (**p == '\0')
		return NULL;
	n = strcspn(*p, ",");
	snprintf(name, len, "%.*s", (int)(n < len ? n : len - 1), *p);
	*p += n + ((*p)[n] == ',');
	return name;
}

/* Is word one of the comma list's? */
static int
listed(const char *list, const char *word)
{
	const char	*p = list;
	char		 one[64];

	while (list != NULL && next_name(&p, one, sizeof one) != NULL)
		if (strcmp(one, word) == 0)
			return 1;
	return 0;
}

/* The side of the game's commander name, or NULL (free it). */
static char *
side_of(sqlite3 *rules, const char *game, const char *name)
{
	return rules_text(rules, "SELECT side FROM commander_role WHERE game = "
	    "?1 AND id = ?2", game, name);
}

/* One commander of the list, checked: 0, or -1 with err. */
static int
check_one(sqlite3 *rules, const char *game, const char *opts,
    const char *list, const char *name, const char *all, char *err,
    size_t len)
{
	const char	*q = list;
	char		*side, *os, *option, other[64];
	long		 players, have = 0, twice = 0;
	int		 rc = -1;

	if ((side = side_of(rules, game, name)) == NULL) {
		snprintf(err, len, "commanders=: no commander \"%.40s\" in %s: "
		    "expected some of %s", name, game, all);
		return -1;
	}
	option = rules_text(rules, "SELECT option FROM commander_role WHERE "
	    "game = ?1 AND id = ?2", game, name);
	players = rules_int(rules, 1, "SELECT players FROM commander_role "
	    "WHERE game = ?1 AND id = ?2", game, name);
	while (next_name(&q, other, sizeof other) != NULL) {
		twice += strcmp(other, name) == 0;
		if ((os = side_of(rules, game, other)) != NULL)
			have += strcmp(os, side) == 0;
		free(os);
	}
	if (twice > 1)
		snprintf(err, len, "commanders=: %s is named twice", name);
	else if (option != NULL && !listed(opts, option))
		snprintf(err, len, "commanders=: %s is a commander of the +%s "
		    "option: start the campaign with it", name, option);
	else if (have < players) {
		os = rules_text(rules, "SELECT name FROM side WHERE game = ?1 "
		    "AND id = ?2", game, side);
		snprintf(err, len, "commanders=: %s only with %ld or more %s "
		    "commanders (%ld named)", name, players, os != NULL ? os :
		    side, have);
		free(os);
	}
	else
		rc = 0;
	free(option);
	free(side);
	return rc;
}

int
new_commanders_check(sqlite3 *rules, const char *game, const char *opts,
    const char *list, char *err, size_t len)
{
	const char	*p = list;
	char		 name[64], *all;
	int		 n = 0, rc = 0;

	if (list == NULL)
		return 0;
	all = rules_text(rules, "SELECT group_concat(id, ', ') FROM (SELECT id "
	    "FROM commander_role WHERE game = ?1 ORDER BY side, pos)", game,
	    NULL);
	if (all == NULL || all[0] == '\0') {
		snprintf(err, len, "commanders=: %s names no commanders in its "
		    "data: add free names with `role add SIDE NAME`", game);
		free(all);
		return -1;
	}
	while (rc == 0 && next_name(&p, name, sizeof name) != NULL) {
		n++;
		rc = check_one(rules, game, opts, list, name, all, err, len);
	}
	if (rc == 0 && n == 0) {
		snprintf(err, len, "commanders=: expected ID,ID... of the "
		    "game's commanders (%s)", all);
		rc = -1;
	}
	free(all);
	return rc;
}

/* Where the start breaks the rules on what each holds (21.1's corps
 * count), said once per side for the umpire to put right with `command`
 * before play. */
static void
start_said(struct session *s, char (*made)[ROLE_LEN], int n, struct reply *r)
{
	char	 why[512], side[ROLE_LEN];
	int	 i;

	for (i = 0; i < n; i++) {
		if (!role_is_overall(s, made[i]))
			continue;
		snprintf(side, sizeof side, "%s", role_side(made[i]));
		if (roster_shortfall(s, side, why, sizeof why) > 0)
			reply_line(r, "Not yet as the rules want it: %s "
			    "(`command FORMATION COMMANDER` at the set-up).", why);
	}
}

int
new_commanders_add(struct session *s, const char *list,
    char (*made)[ROLE_LEN], int *nmade, struct reply *r)
{
	sqlite3_stmt	*st;
	char		*side;
	int		 rc = 0;

	*nmade = 0;
	/* In the data's order, those needing more players last, so that a
	 * role's count of its side's commanders sees the others. */
	if (sql_prepare(s->rules, "SELECT id, side FROM commander_role "
	    "WHERE game = ?1 ORDER BY players, side, pos", -1, &st, NULL) !=
	    SQLITE_OK)
		return reply_fail(r, "cannot read the commanders");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);

		if (!listed(list, name) || *nmade == ROSTER_MAX)
			continue;
		side = xstrdup((const char *)sqlite3_column_text(st, 1));
		rc = role_add(s, side, name, made[*nmade], ROLE_LEN, r);
		if (rc == 0)
			(*nmade)++;
		free(side);
	}
	sqlite3_finalize(st);
	if (rc == 0)
		start_said(s, made, *nmade, r);
	return rc;
}
