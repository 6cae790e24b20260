/* Secrets kept by side.  The tracks themselves are the base's
 * (track_secret.c: recorded for their side, hidden from every other
 * view); here is what a game does with them beyond that:
 *
 * - a side's look at the enemy's (secret_look): on a turn the row's flag
 *   is set, `look SIDE` records SIDE's secret tracks as they stand and
 *   its secret order (plan.c), as one event the looking side and the
 *   umpire alone read.  One-way: it changes nothing, and SIDE learns
 *   nothing of the looker's.  The Long Roads to Gettysburg's Spy winner
 *   (2.0); a Shattered Union module's intelligence card would be a row.
 * - players('SIDE'), the side's players from the roster (role_players),
 *   for a formula that counts them (the time allowance, 22.2). */
#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/data_text.h"
#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/xalloc.h"
#include "adj/mech/plan.h"
#include "adj/mech/secrets.h"
#include "adj/prepare.h"

/* The looker's row: its flag and section.  0 when it has none. */
static int
look_row(struct session *s, const char *looker, char *flag, size_t flen,
    char *section, size_t slen)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT flag, section FROM "
	    "secret_look WHERE game = ?1 AND side = ?2", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, looker, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(flag, flen, st, 0);
		data_text(section, slen, st, 1);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

int
secrets_look(struct session *s, const char *typed, struct reply *r)
{
	struct track	*flag;
	struct buf	 b, order;
	json_t		*tracks, *d;
	const char	*looker;
	char		 side[32], fid[64], sec[24];
	int		 i, n = 0;

	if (session_side(s, typed, side, sizeof side) != 0)
		return session_side_refused(s, typed, r);
	if ((looker = session_enemy(s, side)) == NULL || *looker == '\0')
		return reply_fail(r, "the %s has no enemy to look at it",
		    session_side_name(s, side));
	/* The looker's act: asked before anything of the side is read, so
	 * a refusal says nothing of it. */
	if (session_may_act(s, looker, r) != 0)
		return -1;
	if (!look_row(s, looker, fid, sizeof fid, sec, sizeof sec))
		return reply_fail(r, "the %s has no look at the %s's secrets in "
		    "this game", session_side_name(s, looker),
		    session_side_name(s, side));
	if ((flag = session_track_by_id(s, fid)) == NULL ||
	    session_track_value(s, flag) == 0)
		return reply_fail(r, "the %s may look at the %s's secrets only "
		    "on a turn %s is set (%s %s)", session_side_name(s, looker),
		    session_side_name(s, side), fid, s->tag, sec);

	buf_init(&b);
	buf_init(&order);
	tracks = json_object();
	buf_printf(&b, "The %s's secrets as the %s saw them on turn %d (%s):",
	    session_side_name(s, side), session_side_name(s, looker),
	    TURN_NO(s, s->turn), session_turn_label(s, s->turn));
	for (i = 0; i < s->ntracks; i++) {
		struct track *t = &s->tracks[i];
		int v;

		if (strcmp(t->secret, side) != 0)
			continue;
		v = session_track_value(s, t);
		buf_printf(&b, "%s %s %d", n++ ? ";" : "", t->name, v);
		json_object_set_new(tracks, t->id, json_integer(v));
	}
	if (n == 0)
		buf_printf(&b, " no secret track");
	if (plan_order_said(s, side, &order))
		buf_printf(&b, "; secret order: %s", buf_str(&order));
	else
		buf_printf(&b, "; no secret order in hand");
	d = xjson_pack("{s:s, s:s, s:o}", "by", looker, "of", side, "tracks",
	    tracks);
	if (order.len > 0)
		json_object_set_new(d, "order", json_string(buf_str(&order)));
	/* The looker's and the umpire's: every other view, the side
	 * looked at first, reads only that something hidden happened. */
	if (session_record_vis(s, "look", buf_str(&b), d, looker) != 0) {
		buf_free(&b);
		buf_free(&order);
		return reply_fail(r, "cannot record the look");
	}
	reply_line(r, "%s (%s %s).", buf_str(&b), s->tag, sec);
	buf_free(&b);
	buf_free(&order);
	return 0;
}

/* What a side has seen cannot be taken back from it. */
static const char *
secrets_undo_bar(struct session *s, int64_t seq, const char *kind,
    const char *vis, json_t *d)
{
	(void)s;
	(void)seq;
	(void)vis;
	(void)d;
	return strcmp(kind, "look") == 0 ? "looked at the enemy's secrets" :
	    NULL;
}

/* players('SIDE'): 1 with no game open, as `rules check` compiles the
 * formulas. */
static void
sql_players(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct session	*s = sqlite3_user_data(ctx);
	const char	*side = (const char *)sqlite3_value_text(argv[0]);

	(void)argc;
	if (side == NULL)
		sqlite3_result_null(ctx);
	else
		sqlite3_result_int(ctx, s == NULL ? 1 : role_players(s, side));
}

static void
secrets_sql(sqlite3 *db, struct session *s)
{
	sqlite3_create_function(db, "players", 1, SQLITE_UTF8, s, sql_players,
	    NULL, NULL);
}

static const char *const secrets_kinds[] = { "look", NULL };

const struct mech mech_secrets = {
	.name = "secrets",
	.what = "secrets kept by side",
	.kinds = secrets_kinds,
	.undo_bar = secrets_undo_bar,
	.sql = secrets_sql,
};
