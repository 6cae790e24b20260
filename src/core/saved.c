/* The sessions a player has saved: the *.adj files of the data folder,
 * where `new` puts them (GAME-SCENARIO-N.adj) and a joined campaign its
 * copy.  `open` lists them with the game, scenario, turn and when each
 * was last played, and opens one by its name, so that nobody has to
 * remember a path.  Each file is read read-only: another terminal may
 * hold it, and a listing must never change a session. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/names.h"
#include "adj/saved.h"
#include "adj/prepare.h"

/* What the journal says of itself: its game and scenario (meta), the turn
 * and time of its last event.  -1 when it is no session. */
static int
read_one(const char *path, struct saved *sv)
{
	sqlite3		*db;
	sqlite3_stmt	*st;
	int		 rc = -1;

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		sqlite3_close(db);
		return -1;
	}
	sqlite3_busy_timeout(db, 200);
	if (sql_prepare(db, "SELECT (SELECT value FROM meta WHERE key = "
	    "'game'), (SELECT value FROM meta WHERE key = 'scenario'), "
	    "(SELECT turn FROM event ORDER BY seq DESC LIMIT 1), (SELECT at "
	    "FROM event ORDER BY seq DESC LIMIT 1)", -1, &st, NULL) ==
	    SQLITE_OK) {
		if (sqlite3_step(st) == SQLITE_ROW &&
		    sqlite3_column_type(st, 0) == SQLITE_TEXT) {
			/* The file's own word, not the rules': a game
			 * id too long for any game is no game's. */
			snprintf(sv->game, sizeof sv->game, "%s",
			    (const char *)sqlite3_column_text(st, 0));
			snprintf(sv->scenario, sizeof sv->scenario, "%s",
			    sqlite3_column_type(st, 1) == SQLITE_TEXT ?
			    (const char *)sqlite3_column_text(st, 1) : "");
			sv->turn = sqlite3_column_int(st, 2);
			snprintf(sv->at, sizeof sv->at, "%s",
			    sqlite3_column_type(st, 3) == SQLITE_TEXT ?
			    (const char *)sqlite3_column_text(st, 3) : "");
			rc = 0;
		}
		sqlite3_finalize(st);
	}
	sqlite3_close(db);
	return rc;
}

/* The names the rules give the game, scenario and turn. */
static void
name_one(sqlite3 *rules, struct saved *sv)
{
	sqlite3_stmt	*st;

	snprintf(sv->title, sizeof sv->title, "%s", sv->game);
	snprintf(sv->scenario_name, sizeof sv->scenario_name, "%s",
	    sv->scenario);
	sv->turn_label[0] = '\0';
	if (sql_prepare(rules, "SELECT g.title, s.name, ?3 - "
	    "s.first_turn + 1, t.label FROM game g JOIN scenario s ON s.game = "
	    "g.id LEFT JOIN turn t ON t.game = s.game AND t.calendar = "
	    "s.calendar AND t.n = ?3 WHERE g.id = ?1 AND s.id = ?2", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, sv->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, sv->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, sv->turn);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(sv->title, sizeof sv->title, st, 0);
		data_text(sv->scenario_name, sizeof sv->scenario_name, st, 1);
		if (sv->turn > 0)
			sv->turn = sqlite3_column_int(st, 2);
		if (sqlite3_column_type(st, 3) == SQLITE_TEXT)
			data_text(sv->turn_label, sizeof sv->turn_label, st, 3);
	}
	sqlite3_finalize(st);
}

static int
by_last_played(const void *a, const void *b)
{
	const struct saved *x = a, *y = b;
	int c = strcmp(y->at, x->at);

	return c != 0 ? c : strcmp(x->name, y->name);
}

int
saved_list(sqlite3 *rules, const char *dir, struct saved **out)
{
	DIR		*d;
	struct dirent	*de;
	struct saved	*list = NULL, sv;
	size_t		 len;
	int		 n = 0;

	*out = NULL;
	if ((d = opendir(dir)) == NULL)
		return 0;
	while ((de = readdir(d)) != NULL) {
		len = strlen(de->d_name);
		if (len <= 4 || strcmp(de->d_name + len - 4, ".adj") != 0 ||
		    de->d_name[0] == '.')
			continue;
		memset(&sv, 0, sizeof sv);
		if (snprintf(sv.path, sizeof sv.path, "%s/%s", dir,
		    de->d_name) >= (int)sizeof sv.path)
			continue;
		snprintf(sv.name, sizeof sv.name, "%.*s", (int)(len - 4),
		    de->d_name);
		if (read_one(sv.path, &sv) != 0)
			continue;
		name_one(rules, &sv);
		if ((list = realloc(list, (size_t)(n + 1) * sizeof *list)) ==
		    NULL)
			abort();
		list[n++] = sv;
	}
	closedir(d);
	if (n > 1)
		qsort(list, (size_t)n, sizeof *list, by_last_played);
	*out = list;
	return n;
}

int
saved_match(const struct saved *list, int n, const char *typed)
{
	const char	**ids;
	char		  t[256];
	size_t		  len;
	int		  i, hit;

	/* NAME.adj as the folder shows it. */
	snprintf(t, sizeof t, "%s", typed);
	len = strlen(t);
	if (len > 4 && strcasecmp(t + len - 4, ".adj") == 0)
		t[len - 4] = '\0';
	if (n == 0)
		return NAME_NONE;
	if ((ids = xcalloc((size_t)n, sizeof *ids)) == NULL)
		abort();
	for (i = 0; i < n; i++)
		ids[i] = list[i].name;
	hit = name_match(t, ids, NULL, n);
	free(ids);
	return hit;
}
