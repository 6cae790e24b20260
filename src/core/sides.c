/* Sides and views: a side's id from what a player typed (its name, an
 * alias from the data), its printed name, the other side, and what the
 * view a terminal holds may see and do.  No side is named here: all of it
 * is read from the game's data (side, side_alias). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/names.h"
#include "adj/roles.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/strcopy.h"
#include "adj/prepare.h"

const char *
role_side(const char *role)
{
	static _Thread_local char ring[4][ROLE_LEN];
	static _Thread_local int next;
	char		*out = ring[next++ % 4];
	const char	*slash = strchr(role, '/');

	if (slash == NULL)
		return role;
	snprintf(out, ROLE_LEN, "%.*s", (int)(slash - role), role);
	return out;
}

/* A visibility is "all", "umpire", a role, or a role alone ("=ROLE").
 * A commander ("SIDE/NAME") sees what its side sees and what is its
 * own; its side does not see what is addressed to the commander alone.
 * "=SIDE" is the side's own terminal and not the commanders under it:
 * what one role holds for itself, as a message in transit is its
 * sender's (a commander is not his whole side). */
int
view_may_see(const char *view, const char *vis)
{
	if (view[0] == '\0' || strcmp(view, "umpire") == 0 || vis == NULL ||
	    strcmp(vis, "all") == 0)
		return 1;
	if (vis[0] == VIS_ALONE)
		return strcmp(vis + 1, view) == 0;
	return strcmp(vis, view) == 0 || strcmp(vis, role_side(view)) == 0;
}

const char *
vis_alone(const char *role)
{
	static _Thread_local char ring[4][ROLE_LEN + 1];
	static _Thread_local int next;
	char		*out = ring[next++ % 4];

	/* The umpire and a commander are one role already. */
	if (strcmp(role, "umpire") == 0 || strchr(role, '/') != NULL)
		return role;
	snprintf(out, ROLE_LEN + 1, "%c%s", VIS_ALONE, role);
	return out;
}

const char *
vis_role(const char *vis)
{
	return vis[0] == VIS_ALONE ? vis + 1 : vis;
}

int
session_may_see(struct session *s, const char *vis)
{
	return view_may_see(s->view, vis);
}

const char *
session_side_name(struct session *s, const char *side)
{
	static _Thread_local char ring[8][64];
	static _Thread_local int next;
	/* The names already asked for: a log or a report asks once per
	 * event, and a game has a few sides (the rules never change while
	 * the program runs). */
	static _Thread_local struct {
		char	 game[sizeof s->game];
		char	 side[48];
		char	 name[64];
	}		 known[8];
	static _Thread_local int nknown;
	char		*name, *out = ring[next++ % 8];
	int		 i;

	for (i = 0; i < nknown; i++)
		if (strcmp(known[i].side, side) == 0 && strcmp(known[i].game,
		    s->game) == 0) {
			str_copy(out, 64, known[i].name);
			return out;
		}
	name = rules_text(s->rules, "SELECT name FROM side WHERE game = ?1 AND "
	    "id = ?2", s->game, side);
	snprintf(out, 64, "%s", name != NULL ? name : side);
	free(name);
	if (nknown < 8 && strlen(side) < sizeof known[0].side &&
	    strlen(s->game) < sizeof known[0].game) {
		snprintf(known[nknown].game, sizeof known[0].game, "%s", s->game);
		snprintf(known[nknown].side, sizeof known[0].side, "%s", side);
		snprintf(known[nknown].name, sizeof known[0].name, "%s", out);
		nknown++;
	}
	return out;
}

const char *
role_name(struct session *s, const char *role)
{
	static _Thread_local char ring[4][96];
	static _Thread_local int next;
	char		*out = ring[next++ % 4];
	const char	*slash = strchr(role, '/');

	if (strcmp(role, "umpire") == 0)
		return "Umpire";
	if (strcmp(role, "observer") == 0)
		return "Observer";
	if (strcmp(role, "operator") == 0)	/* serve.c: no token's role */
		return "The server's operator";
	if (slash == NULL)
		return session_side_name(s, role);
	/* A commander's name as the umpire gave it, capitalized. */
	snprintf(out, 96, "%c%s (%s)", toupper((unsigned char)slash[1]),
	    slash[1] != '\0' ? slash + 2 : "", session_side_name(s,
	    role_side(role)));
	return out;
}

/* Two-sided games: the side that is not this one. */
const char *
session_enemy(struct session *s, const char *side)
{
	static _Thread_local char ring[4][32];
	static _Thread_local int next;
	char		*id, *out = ring[next++ % 4];

	id = rules_text(s->rules, "SELECT id FROM side WHERE game = ?1 AND id "
	    "!= ?2 ORDER BY pos LIMIT 1", s->game, side);
	snprintf(out, 32, "%s", id != NULL ? id : "");
	free(id);
	return out;
}

int
view_of_no_side(const char *view)
{
	return view[0] == '\0' || strcmp(view, "umpire") == 0 ||
	    strcmp(view, VIEW_TABLE) == 0;
}

int
session_may_act(struct session *s, const char *side, struct reply *r)
{
	if (view_of_no_side(s->view) || side == NULL || *side == '\0' ||
	    strcmp(role_side(s->view), side) == 0)
		return 0;
	return reply_fail(r, "the %s view acts for its own side only: this "
	    "is for the %s", session_side_name(s, role_side(s->view)),
	    session_side_name(s, side));
}

int
session_side(struct session *s, const char *typed, char *out, size_t len)
{
	sqlite3_stmt	*st;
	const char	*ids[8], *names[8];
	char		 store[8][2][64];
	int		 n = 0, hit;

	char		*alias;

	/* The game's own shorthand for its sides (CSA, USA), from its data. */
	if ((alias = rules_text(s->rules, "SELECT side FROM side_alias WHERE "
	    "game = ?1 AND alias = lower(?2)", s->game, typed)) != NULL) {
		snprintf(out, len, "%s", alias);
		free(alias);
		return 0;
	}
	if (sql_prepare(s->rules, "SELECT id, name FROM side WHERE game "
	    "= ?1 ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (n < 8 && sqlite3_step(st) == SQLITE_ROW) {
		snprintf(store[n][0], 64, "%s", sqlite3_column_text(st, 0));
		snprintf(store[n][1], 64, "%s", sqlite3_column_text(st, 1));
		ids[n] = store[n][0];
		names[n] = store[n][1];
		n++;
	}
	sqlite3_finalize(st);
	if ((hit = name_match(typed, ids, names, n)) < 0)
		return -1;
	snprintf(out, len, "%s", ids[hit]);
	return 0;
}

int
session_side_refused(struct session *s, const char *typed, struct reply *r)
{
	sqlite3_stmt	*st;
	struct buf	 b;
	int		 n = 0, all;

	buf_init(&b);
	all = (int)rules_int(s->rules, 0, "SELECT count(*) FROM side WHERE "
	    "game = ?1", s->game, NULL);
	if (sql_prepare(s->rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			n++;
			buf_printf(&b, "%s%s", n == 1 ? "" : n == all ? " or " :
			    ", ", (const char *)sqlite3_column_text(st, 0));
		}
		sqlite3_finalize(st);
	}
	reply_fail(r, "\"%s\" is not a side: expected %s", typed, buf_str(&b));
	buf_free(&b);
	return -1;
}
