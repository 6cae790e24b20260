/* The commander roles a game's data gives its sides (commander_role,
 * commander_hold, commander_duty, command_bar: db/schema.sql), read
 * against a campaign's roster: what a role the umpire or the server adds
 * brings with it, whose a formation or a duty is, and what the rules
 * forbid a holder.  The Long Roads to Gettysburg's Multiple Commanders
 * (21.1) is the first game to have rows; a game without them keeps the
 * roster of free names it had, every commander acting for his side. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <sqlite3.h>

#include "adj/reply.h"
#include "adj/roles.h"
#include "adj/roster_data.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"

static sqlite3_stmt *
prepare(struct session *s, const char *sql, const char *p2)
{
	sqlite3_stmt	*st;

	if (sql_prepare(s->rules, sql, -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_TRANSIENT);
	if (p2 != NULL)
		sqlite3_bind_text(st, 2, p2, -1, SQLITE_TRANSIENT);
	return st;
}

int
roster_has_data(struct session *s)
{
	return rules_int(s->rules, 0, "SELECT count(*) FROM commander_role "
	    "WHERE game = ?1", s->game, NULL) > 0;
}

/* The rank of role (a name) in formation what's list of default holders:
 * its pos, or a large number when it is not listed. */
static long
rank(struct session *s, const char *what, const char *name)
{
	sqlite3_stmt	*st;
	long		 pos = 1L << 30;

	if ((st = prepare(s, "SELECT pos FROM commander_hold WHERE game = ?1 "
	    "AND formation = ?2 AND role = ?3", what)) == NULL)
		return pos;
	sqlite3_bind_text(st, 3, name, -1, SQLITE_TRANSIENT);
	if (sqlite3_step(st) == SQLITE_ROW)
		pos = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return pos;
}

/* The commander named his side's overall commander when added (not one
 * that stands in for him): his index in the roster, or -1. */
static int
named_overall(struct session *s, const char *side)
{
	int	 i;

	for (i = 0; i < s->roster.n; i++)
		if (s->roster.overall[i] && strcmp(role_side(
		    s->roster.commander[i]), side) == 0)
			return i;
	return -1;
}

int
roster_role_data(struct session *s, const char *side, const char *name,
    json_t *d, struct reply *r)
{
	sqlite3_stmt	*st;
	json_t		*holds;
	const char	*what, *by;
	char		 option[64];
	int		 overall, players, found = 0, have, i;

	if ((st = prepare(s, "SELECT overall, players, COALESCE(option, ''), "
	    "section FROM commander_role WHERE game = ?1 AND id = ?2 AND side "
	    "= ?3", name)) == NULL)
		return 0;
	sqlite3_bind_text(st, 3, side, -1, SQLITE_TRANSIENT);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
		overall = sqlite3_column_int(st, 0);
		players = sqlite3_column_int(st, 1);
		snprintf(option, sizeof option, "%s", sqlite3_column_text(st,
		    2));
		for (have = 1, i = 0; i < s->roster.n; i++)
			have += strcmp(role_side(s->roster.commander[i]),
			    side) == 0;
		if (option[0] != '\0' && !session_has_option(s, option)) {
			reply_fail(r, "%s: a commander of the +%s option (%s): "
			    "start the campaign with it", name, option,
			    sqlite3_column_text(st, 3));
			found = -1;
		} else if (have < players) {
			reply_fail(r, "%s: only with %d or more %s commanders "
			    "(%s): add the others first", name, players,
			    session_side_name(s, side), sqlite3_column_text(st,
			    3));
			found = -1;
		} else if (overall && (i = named_overall(s, side)) >= 0) {
			reply_fail(r, "%s: the %s has its overall commander "
			    "already (%s)", name, session_side_name(s, side),
			    role_name(s, s->roster.commander[i]));
			found = -1;
		}
	}
	sqlite3_finalize(st);
	if (found != 1)
		return found;
	if (overall)
		json_object_set_new(d, "overall", json_true());
	/* What falls to him: what no one holds, or what a role after him in
	 * its list holds only by default. */
	holds = json_array();
	if ((st = prepare(s, "SELECT formation, pos FROM commander_hold WHERE "
	    "game = ?1 AND role = ?2 ORDER BY formation", name)) != NULL) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			what = (const char *)sqlite3_column_text(st, 0);
			by = role_holder(s, what);
			for (i = 0; i < s->roster.nhold; i++)
				if (strcmp(s->roster.hold[i].what, what) == 0)
					break;
			if (by == NULL || (!s->roster.hold[i].moved &&
			    rank(s, what, strchr(by, '/') + 1) >
			    sqlite3_column_int64(st, 1)))
				json_array_append_new(holds, json_string(what));
		}
		sqlite3_finalize(st);
	}
	if (json_array_size(holds) > 0)
		json_object_set_new(d, "holds", holds);
	else
		json_decref(holds);
	return 1;
}

int
roster_name_of(struct session *s, const char *what, char *out, size_t len)
{
	char	*name = rules_text(s->rules, "SELECT name FROM formation WHERE "
		    "game = ?1 AND id = ?2 UNION ALL SELECT name FROM "
		    "commander_duty WHERE game = ?1 AND id = ?2", s->game, what);

	snprintf(out, len, "%s", name != NULL ? name : what);
	free(name);
	return name != NULL ? 0 : -1;
}

int
roster_find(struct session *s, const char *typed, const char *side,
    char *out, size_t len, char *fside, size_t flen)
{
	sqlite3_stmt	*st;
	int		 rc = -1;

	/* A formation or a duty by its id; a duty also by the word before
	 * its side ("quartermaster" for quartermaster.union), the side's
	 * of the commander it goes to. */
	if ((st = prepare(s, "SELECT id, side FROM formation WHERE game = ?1 "
	    "AND lower(id) = lower(?2) UNION ALL SELECT id, side FROM "
	    "commander_duty WHERE game = ?1 AND (lower(id) = lower(?2) OR "
	    "(lower(id) = lower(?2) || '.' || ?3))", typed)) == NULL)
		return -1;
	sqlite3_bind_text(st, 3, side != NULL ? side : "", -1,
	    SQLITE_TRANSIENT);
	if (sqlite3_step(st) == SQLITE_ROW) {
		snprintf(out, len, "%s", sqlite3_column_text(st, 0));
		snprintf(fside, flen, "%s", sqlite3_column_text(st, 1));
		rc = 0;
	}
	sqlite3_finalize(st);
	return rc;
}

int
roster_is_duty(struct session *s, const char *what)
{
	return rules_int(s->rules, 0, "SELECT count(*) FROM commander_duty "
	    "WHERE game = ?1 AND id = ?2", s->game, what) > 0;
}

/* How many formations of kind role holds. */
int
roster_count(struct session *s, const char *role, const char *kind)
{
	sqlite3_stmt	*st;
	int		 i, n = 0;

	if ((st = prepare(s, "SELECT count(*) FROM formation WHERE game = ?1 "
	    "AND id = ?2 AND kind = ?3", NULL)) == NULL)
		return 0;
	sqlite3_bind_text(st, 3, kind, -1, SQLITE_TRANSIENT);
	for (i = 0; i < s->roster.nhold; i++) {
		if (strcmp(s->roster.hold[i].by, role) != 0)
			continue;
		sqlite3_bind_text(st, 2, s->roster.hold[i].what, -1,
		    SQLITE_TRANSIENT);
		if (sqlite3_step(st) == SQLITE_ROW)
			n += sqlite3_column_int(st, 0);
		sqlite3_reset(st);
	}
	sqlite3_finalize(st);
	return n;
}

/* The formation kind a subordinate holds at least as many of as the
 * overall commander, into kind with its section; 0, or -1 when the game
 * has no such rule. */
static int
count_rule(struct session *s, char *kind, size_t klen, char *sect,
    size_t slen)
{
	sqlite3_stmt	*st;
	int		 rc = -1;

	if ((st = prepare(s, "SELECT count, section FROM command_window WHERE "
	    "game = ?1 AND count IS NOT NULL", NULL)) == NULL)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW) {
		snprintf(kind, klen, "%s", sqlite3_column_text(st, 0));
		snprintf(sect, slen, "%s", sqlite3_column_text(st, 1));
		rc = 0;
	}
	sqlite3_finalize(st);
	return rc;
}

int
roster_shortfall(struct session *s, const char *typed, char *why, size_t len)
{
	const char	*o, *c;
	char		 kind[32], sect[24], side[ROLE_LEN];
	int		 i, mine, least = -1, n, worst = 0;

	/* (A copy: role_side's answers are a ring the loop turns.) */
	snprintf(side, sizeof side, "%s", typed);
	o = role_overall(s, side);
	if (why != NULL && len > 0)
		why[0] = '\0';
	if (o == NULL || count_rule(s, kind, sizeof kind, sect,
	    sizeof sect) != 0)
		return 0;
	mine = roster_count(s, o, kind);
	for (i = 0; i < s->roster.n; i++) {
		c = s->roster.commander[i];
		if (strcmp(role_side(c), side) != 0 || strcmp(c, o) == 0)
			continue;
		n = roster_count(s, c, kind);
		if (least < 0 || n < least) {
			least = n;
			if (mine - n > worst && why != NULL)
				snprintf(why, len, "each subordinate holds at "
				    "least as many %s as the overall commander "
				    "(%s): %s holds %d, %s %d", kind, sect,
				    role_name(s, c), n, role_name(s, o), mine);
		}
		if (mine - n > worst)
			worst = mine - n;
	}
	return worst;
}

int
roster_barred(struct session *s, const char *what, const char *to,
    char *why, size_t len)
{
	sqlite3_stmt	*st;
	const char	*bar, *other, *clear, *holder;
	char		 name[96], oname[96];
	int		 rc = 0;

	/* The rows about what goes to him, and those about what he holds
	 * already that bar the holder of what. */
	if ((st = prepare(s, "SELECT formation, bar, COALESCE(other, ''), "
	    "COALESCE(when_clear, ''), section FROM command_bar WHERE game = "
	    "?1 AND (formation = ?2 OR other = ?2)", what)) == NULL)
		return 0;
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *f = (const char *)sqlite3_column_text(st, 0);

		bar = (const char *)sqlite3_column_text(st, 1);
		other = (const char *)sqlite3_column_text(st, 2);
		clear = (const char *)sqlite3_column_text(st, 3);
		roster_name_of(s, f, name, sizeof name);
		if (strcmp(bar, "overall") == 0) {
			if (strcmp(f, what) != 0 || !role_is_overall(s, to) ||
			    roster_flag(s, clear))
				continue;
			snprintf(why, len, "%s: never the overall commander's "
			    "(%s)", name, sqlite3_column_text(st, 4));
			rc = 1;
		} else if (strcmp(f, what) == 0) {
			holder = role_holder(s, other);
			if (holder == NULL || strcmp(holder, to) != 0)
				continue;
			roster_name_of(s, other, oname, sizeof oname);
			snprintf(why, len, "%s: never held by the commander of "
			    "the %s (%s)", name, oname, sqlite3_column_text(st,
			    4));
			rc = 1;
		} else {
			/* what is the barring formation: f, held by him
			 * already, may not stay with what's holder. */
			holder = role_holder(s, f);
			if (holder == NULL || strcmp(holder, to) != 0)
				continue;
			roster_name_of(s, what, oname, sizeof oname);
			snprintf(why, len, "%s: never held by the commander of "
			    "the %s, and %s holds it (%s)", name, oname,
			    role_name(s, to), sqlite3_column_text(st, 4));
			rc = 1;
		}
	}
	sqlite3_finalize(st);
	return rc;
}

/* Is word one of the comma list's? */
static int
listed(const char *list, const char *word)
{
	size_t	 n = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)) != NULL; p += n)
		if ((p == list || p[-1] == ',') && (p[n] == ',' ||
		    p[n] == '\0'))
			return 1;
	return 0;
}

/* A refusal naming whose it is: its holder is of the asker's own side,
 * whose roster he reads. */
static int
not_his(struct session *s, const char *verb, const char *what,
    const char *holder, const char *sect, char *why, size_t len)
{
	char	 name[96];

	roster_name_of(s, what, name, sizeof name);
	snprintf(why, len, "%s: the %s is %s's to command (or the overall "
	    "commander's, or the umpire's: %s)", verb, name, role_name(s,
	    holder), sect);
	return 1;
}

int
roster_authority(struct session *s, const char *actor, const char *verb,
    int argc, char **argv, char *why, size_t len)
{
	sqlite3_stmt	*st;
	const char	*holder;
	char		 id[ROLE_LEN], fside[ROLE_LEN], side[ROLE_LEN];
	int		 i, rc = 0;

	snprintf(side, sizeof side, "%s", role_side(actor));
	if (!role_commander(s, actor) || role_is_overall(s, actor) ||
	    s->roster.nhold == 0)
		return 0;
	/* A formation or a duty the line names (a duty's own commands and
	 * tracks below).  A duty no one holds yet is given by the overall
	 * commander or the umpire, not taken by a subordinate. */
	for (i = 1; i < argc && rc == 0; i++) {
		if (roster_find(s, argv[i], side, id, sizeof id, fside,
		    sizeof fside) != 0 || strcmp(fside, side) != 0)
			continue;
		if ((holder = role_holder(s, id)) == NULL &&
		    roster_is_duty(s, id)) {
			char name[96];

			roster_name_of(s, id, name, sizeof name);
			snprintf(why, len, "%s: the %s is held by no commander "
			    "yet: the overall commander or the umpire gives "
			    "it", verb, name);
			rc = 1;
		} else if (holder != NULL && strcmp(holder, actor) != 0) {
			char *sect = rules_text(s->rules, "SELECT section FROM "
			    "formation WHERE game = ?1 AND id = ?2 UNION ALL "
			    "SELECT section FROM commander_duty WHERE game = ?1 "
			    "AND id = ?2 LIMIT 1", s->game, id);

			rc = not_his(s, verb, id, holder, sect != NULL ? sect :
			    "", why, len);
			free(sect);
		}
	}
	if (rc != 0)
		return rc;
	/* A duty's command or track. */
	if ((st = prepare(s, "SELECT id, commands, tracks, section FROM "
	    "commander_duty WHERE game = ?1 AND side = ?2", side)) == NULL)
		return 0;
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *duty = (const char *)sqlite3_column_text(st, 0);
		int mine = listed((const char *)sqlite3_column_text(st, 1),
		    verb);

		for (i = 1; i < argc && !mine; i++)
			mine = listed((const char *)sqlite3_column_text(st, 2),
			    argv[i]);
		if (mine && (holder = role_holder(s, duty)) != NULL &&
		    strcmp(holder, actor) != 0)
			rc = not_his(s, verb, duty, holder, (const char *)
			    sqlite3_column_text(st, 3), why, len);
	}
	sqlite3_finalize(st);
	return rc;
}
