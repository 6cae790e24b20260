/* The named entries of a ledger track the players record when the map
 * says so (ledger_item, `score ITEM [N]`): a station destroyed, a score
 * counted N times; once a game where the rules say so.  Each is recorded
 * with its row as its source, so the ledger (vp_ledger.c) files it under
 * that row. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/mech/vp_ledger.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

#define ITEM_MAX	1000

/* The named entry typed, by its id or a word of its name. */
static int
item_of(struct session *s, const char *typed, char *out, size_t len,
    struct reply *r)
{
	return session_pick(s, "SELECT id, name FROM ledger_item WHERE game "
	    "= ?1 ORDER BY pos", typed, "named VP entry (`vp items` lists "
	    "them)", out, len, r);
}

int
vp_item_side(struct session *s, const char *typed, char *side, size_t len)
{
	struct reply	 r;
	char		 id[64], *up;
	long		 amount;
	int		 rc;

	reply_init(&r);
	rc = item_of(s, typed, id, sizeof id, &r);
	reply_free(&r);
	if (rc != 0)
		return -1;
	amount = rules_int(s->rules, 0, "SELECT amount FROM ledger_item WHERE "
	    "game = ?1 AND id = ?2", s->game, id);
	up = rules_text(s->rules, "SELECT t.up_side FROM ledger_item i JOIN "
	    "track t ON t.game = i.game AND t.id = i.track WHERE i.game = ?1 "
	    "AND i.id = ?2", s->game, id);
	if (up == NULL)
		return -1;
	snprintf(side, len, "%s", amount >= 0 ? up : session_enemy(s, up));
	free(up);
	return 0;
}

int
vp_item_record(struct session *s, const char *typed, const char *n_typed,
    struct reply *r)
{
	sqlite3_stmt		*st;
	struct event_source	 src = { .kind = SOURCE_RULE, .table =
				    "ledger_item" };
	struct track		*t;
	char			 id[64], key[200], why[256], name[128],
				 sec[24], track[64];
	int			 n = 1, amount, once, done, rc;

	if (item_of(s, typed, id, sizeof id, r) != 0)
		return -1;
	if (sql_prepare(s->rules, "SELECT track, name, amount, once, "
	    "section, option FROM ledger_item WHERE game = ?1 AND id = ?2",
	    -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the named VP entries");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) != SQLITE_ROW) {
		sqlite3_finalize(st);
		return reply_fail(r, "cannot read the named VP entries");
	}
	snprintf(track, sizeof track, "%s", sqlite3_column_text(st, 0));
	snprintf(name, sizeof name, "%s", sqlite3_column_text(st, 1));
	amount = sqlite3_column_int(st, 2);
	once = sqlite3_column_int(st, 3);
	snprintf(sec, sizeof sec, "%s", sqlite3_column_text(st, 4));
	rc = sqlite3_column_type(st, 5) == SQLITE_TEXT && !session_has_option(s,
	    (const char *)sqlite3_column_text(st, 5)) ? 1 : 0;
	if (rc)
		reply_fail(r, "%s: only with the rule option +%s (%s %s)", name,
		    sqlite3_column_text(st, 5), s->tag, sec);
	sqlite3_finalize(st);
	if (rc)
		return -1;
	if (n_typed != NULL && num_int(n_typed, 1, ITEM_MAX, &n) != 0)
		return reply_fail(r, "\"%s\": expected how many, a whole number "
		    "from 1 to %d", n_typed, ITEM_MAX);
	if (once && n != 1)
		return reply_fail(r, "%s counts once a game: no count is typed "
		    "(%s %s)", name, s->tag, sec);
	if ((t = session_track_by_id(s, track)) == NULL)
		return reply_fail(r, "this scenario has no %s track", track);
	src.id = id;
	src.section = sec;
	vp_ledger_key(src.kind, NULL, src.table, id, key, sizeof key);
	if (once && vp_ledger_count(s, track, key) > 0)
		return reply_fail(r, "%s is already on the ledger: it counts "
		    "once a game (%s %s)", name, s->tag, sec);
	if (n > 1)
		snprintf(why, sizeof why, "%s, %d x %+d (%s %s)", name, n,
		    amount, s->tag, sec);
	else
		snprintf(why, sizeof why, "%s (%s %s)", name, s->tag, sec);
	reply_line(r, "%s:", name);
	json_object_set_new(r->json, "item", json_string(id));
	return session_track_add(s, t, amount * n, why, &src, &done, r);
}

int
vp_items_list(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	json_t		*a = json_array();
	char		 grp[128] = "", key[200];

	if (sql_prepare(s->rules, "SELECT id, grp, name, amount, once, "
	    "section, option, track FROM ledger_item WHERE game = ?1 ORDER BY "
	    "pos", -1, &st, NULL) != SQLITE_OK) {
		json_decref(a);
		return reply_fail(r, "cannot read the named VP entries");
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	reply_line(r, "Named entries (`score ITEM`, or `score ITEM N` for a score):");
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		const char *g = (const char *)sqlite3_column_text(st, 1);
		int once = sqlite3_column_int(st, 4), used;

		if (strcmp(g, grp) != 0) {
			reply_line(r, "%s:", g);
			snprintf(grp, sizeof grp, "%s", g);
		}
		vp_ledger_key(SOURCE_RULE, NULL, "ledger_item", id, key,
		    sizeof key);
		used = vp_ledger_count(s, (const char *)sqlite3_column_text(st,
		    7), key);
		reply_line(r, "  %-28s %+4d%s  %s (%s %s)%s%s", id,
		    sqlite3_column_int(st, 3), once ? "" : " each",
		    sqlite3_column_text(st, 2), s->tag, sqlite3_column_text(st,
		    5), sqlite3_column_type(st, 6) == SQLITE_TEXT ? ", with +" :
		    "", sqlite3_column_type(st, 6) == SQLITE_TEXT ? (const char *)
		    sqlite3_column_text(st, 6) : "");
		if (used > 0)
			reply_line(r, "    recorded %d time%s", used, used == 1 ?
			    "" : "s");
		json_array_append_new(a, xjson_pack("{s:s, s:s, s:s, s:i, s:b, "
		    "s:s, s:i}", "id", id, "group", g, "name",
		    sqlite3_column_text(st, 2), "amount", sqlite3_column_int(st,
		    3), "once", once, "section", sqlite3_column_text(st, 5),
		    "recorded", used));
	}
	sqlite3_finalize(st);
	json_object_set_new(r->json, "items", a);
	return 0;
}
