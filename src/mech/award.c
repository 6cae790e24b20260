/* Awards: things a command scores, each once a game (a town levied, a
 * depot destroyed), each time it happens (a depot captured), or once a
 * turn while held, the nth turn held scoring the nth of its values (a
 * county controlled).  The awards, their things, their points and what a
 * claim stocks on a register are rows (award, award_item, award_store);
 * this module keeps who claimed what and when, refuses a claim the kind
 * does not allow, and records the points with their source (the
 * mechanism named as the award, the thing as its id, the thing's
 * section), so a ledger by source groups them.  The Long Roads to
 * Gettysburg's levies (13.1), county control (11.2, VII 1) and depots
 * (13.8, VII 2) use it; HACKING.md names the other games that would. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/data_text.h"
#include "adj/expr.h"
#include "adj/mech/award.h"
#include "adj/mech/register.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

struct claim {
	char	 award[32];
	char	 item[48];
	int	 turn;
	int	 points;
};

struct awards {
	struct claim	*c;
	int		 n;
};

#define AW(s)	((struct awards *)session_mech((s), &mech_award))

/* An award's row. */
struct award_row {
	char	 id[32], name[48], done[48], kind[8], track[64], side[32];
	char	 mult[512], mult_why[160], section[24];
};

static int
award_row(struct session *s, const char *id, struct award_row *a)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(a, 0, sizeof *a);
	if (sql_prepare(s->rules, "SELECT id, name, done, kind, track, "
	    "COALESCE(side, ''), COALESCE(mult, ''), COALESCE(mult_why, ''), "
	    "section FROM award WHERE game = ?1 AND id = ?2", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(a->id, sizeof a->id, st, 0);
		data_text(a->name, sizeof a->name, st, 1);
		data_text(a->done, sizeof a->done, st, 2);
		data_text(a->kind, sizeof a->kind, st, 3);
		data_text(a->track, sizeof a->track, st, 4);
		data_text(a->side, sizeof a->side, st, 5);
		data_text(a->mult, sizeof a->mult, st, 6);
		data_text(a->mult_why, sizeof a->mult_why, st, 7);
		data_text(a->section, sizeof a->section, st, 8);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

int
award_id(struct session *s, const char *typed, char *id, size_t len,
    struct reply *r)
{
	return session_pick(s, "SELECT id, id FROM award WHERE game = ?1 ORDER "
	    "BY rowid", typed, "award", id, len, r);
}

/* The award a player named (its id, or a unique start of it): 0 with
 * its row, or -1 with r failed listing the game's awards. */
static int
award_of(struct session *s, const char *typed, struct award_row *a,
    struct reply *r)
{
	char	 id[32];

	if (award_id(s, typed, id, sizeof id, r) != 0)
		return -1;
	if (!award_row(s, id, a))
		return reply_fail(r, "cannot read the award %s", id);
	return 0;
}

/* How often thing item of award has been claimed, and on which turn
 * last (0: never). */
static int
claims(struct session *s, const char *award, const char *item, int *last)
{
	int	 i, n = 0;

	*last = 0;
	for (i = 0; i < AW(s)->n; i++)
		if (strcmp(AW(s)->c[i].award, award) == 0 &&
		    strcmp(AW(s)->c[i].item, item) == 0) {
			n++;
			*last = AW(s)->c[i].turn;
		}
	return n;
}

/* The nth value (from 1) of a comma list of whole numbers, the last
 * repeating; 0 for none (or one that is not a number: rules check
 * finds it first). */
static int
nth_points(const char *list, int nth)
{
	char	 word[16];
	size_t	 len;
	int	 v = 0, i;

	for (i = 1; *list != '\0'; i++) {
		len = strcspn(list, ",");
		snprintf(word, sizeof word, "%.*s", (int)len, list);
		if (num_int(word, -10000, 10000, &v) != 0)
			v = 0;
		if (i == nth || list[len] == '\0')
			break;
		list += len + 1;
	}
	return v;
}

/* The award's multiplier now, 1 with none; its value into *m, or -1
 * when the expression fails (the command is refused with it). */
static int
multiplier(struct session *s, const struct award_row *a, int *m)
{
	sqlite3_stmt	*st;
	int		 i, rc = 0;

	*m = 1;
	if (a->mult[0] == '\0')
		return 0;
	if ((st = expr_prepare(s->rules, a->mult)) == NULL)
		return -1;
	session_tracks_bind(s, st, NULL, 1);
	if ((i = sqlite3_bind_parameter_index(st, ":turn")) > 0)
		sqlite3_bind_int(st, i, s->turn);
	if (expr_step(st, a->mult) != SQLITE_ROW)
		rc = -1;
	else
		*m = sqlite3_column_int(st, 0);
	expr_done(st);
	return rc;
}

/* The stores of a claim, on their registers. */
static int
stock(struct session *s, const char *award, const char *item,
    struct reply *r)
{
	sqlite3_stmt	*st;
	int		 rc = 0;

	if (sql_prepare(s->rules, "SELECT register, counter, op, amount "
	    "FROM award_store WHERE game = ?1 AND award = ?2 AND item = ?3 AND "
	    "options_hold(option, unless, ?4) ORDER BY rowid", -1, &st, NULL) !=
	    SQLITE_OK)
		return reply_fail(r, "cannot read what the %s stocks", award);
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, award, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, item, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		rc = register_put(s, (const char *)sqlite3_column_text(st, 0),
		    item, (const char *)sqlite3_column_text(st, 1),
		    strcmp((const char *)sqlite3_column_text(st, 2), "add") == 0,
		    sqlite3_column_int(st, 3), r);
	}
	sqlite3_finalize(st);
	return rc;
}

const char *
award_side(struct session *s, const char *id)
{
	static _Thread_local struct award_row a;

	if (!award_row(s, id, &a))
		return "";
	return a.side;
}

int
award_claim(struct session *s, const char *id, const char *typed,
    struct reply *r)
{
	struct award_row a;
	struct track	*t;
	sqlite3_stmt	*st;
	char		*sql, item[48], name[96], points[128], section[24];
	char		 text[320], why[640];
	int		 many = 0, n, last, base, m, done;

	if (award_of(s, id, &a, r) != 0)
		return -1;
	id = a.id;
	if (a.side[0] != '\0' && session_may_act(s, a.side, r) != 0)
		return -1;
	if ((sql = sqlite3_mprintf("SELECT id, name FROM award_item WHERE game "
	    "= ?1 AND award = %Q ORDER BY pos", id)) == NULL)
		abort();
	n = session_pick(s, sql, typed, a.name, item, sizeof item, r);
	sqlite3_free(sql);
	if (n != 0)
		return -1;
	if (sql_prepare(s->rules, "SELECT name, COALESCE(points, ''), "
	    "many, section FROM award_item WHERE game = ?1 AND award = ?2 AND "
	    "id = ?3", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the %ss", a.name);
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, item, -1, SQLITE_STATIC);
	if (sqlite3_step(st) != SQLITE_ROW) {
		sqlite3_finalize(st);
		return reply_fail(r, "cannot read the %ss", a.name);
	}
	data_text(name, sizeof name, st, 0);
	data_text(points, sizeof points, st, 1);
	many = sqlite3_column_int(st, 2);
	data_text(section, sizeof section, st, 3);
	sqlite3_finalize(st);

	/* What the kind allows: refused before anything is recorded. */
	n = claims(s, id, item, &last);
	if (!many && strcmp(a.kind, "once") == 0 && n > 0)
		return reply_fail(r, "%s was %s on turn %d (%s): once a game "
		    "(%s %s)", name, a.done, TURN_NO(s, last), session_turn_label(s, last),
		    s->tag, a.section);
	if (!many && strcmp(a.kind, "held") == 0 && last == s->turn)
		return reply_fail(r, "%s was %s this turn already (turn %d, %s): "
		    "once a turn (%s %s)", name, a.done, TURN_NO(s, s->turn),
		    session_turn_label(s, s->turn), s->tag, a.section);
	if ((t = session_track_by_id(s, a.track)) == NULL)
		return reply_fail(r, "the %s track is not kept in this scenario",
		    a.track);
	if (multiplier(s, &a, &m) != 0)
		return reply_fail(r, "%s", expr_failure() != NULL ?
		    expr_failure() : "cannot work out the award's multiplier");
	base = nth_points(points, n + 1);

	if (strcmp(a.kind, "held") == 0)
		snprintf(text, sizeof text, "%s %s (%s %d%s turn)", name, a.done,
		    "its", n + 1, n + 1 == 1 ? "st" : n + 1 == 2 ? "nd" : n + 1 ==
		    3 ? "rd" : "th");
	else
		snprintf(text, sizeof text, "%s %s", name, a.done);
	if (session_record(s, "award", text, xjson_pack("{s:s, s:s, s:i, s:i, "
	    "s:i, s:i}", "award", id, "item", item, "turn", s->turn, "nth",
	    n + 1, "points", base * m, "mult", m)) != 0)
		return reply_fail(r, "cannot record it");
	if (strcmp(section, a.section) != 0)
		reply_line(r, "%s (%s %s, %s).", text, s->tag, a.section, section);
	else
		reply_line(r, "%s (%s %s).", text, s->tag, section);
	if (base != 0) {
		if (m != 1)
			snprintf(why, sizeof why, "%s, %d x %d: %s", text, base, m,
			    a.mult_why[0] != '\0' ? a.mult_why : "multiplied");
		else
			snprintf(why, sizeof why, "%s", text);
		if (session_track_add(s, t, base * m, why, &(struct event_source){
		    .kind = SOURCE_MECH, .name = id, .id = item, .section =
		    section }, &done, r) != 0)
			return reply_fail(r, "cannot record it");
	}
	return stock(s, id, item, r);
}

int
award_all(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;

	if (sql_prepare(s->rules, "SELECT id, name, kind, section FROM "
	    "award WHERE game = ?1 ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the awards");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	reply_line(r, "Awards (`award AWARD` lists its things):");
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *kind = (const char *)sqlite3_column_text(st, 2);

		reply_line(r, "  %-18s each %s %s (%s %s)", sqlite3_column_text(st,
		    0), sqlite3_column_text(st, 1), strcmp(kind, "once") == 0 ?
		    "once a game" : strcmp(kind, "held") == 0 ? "once a turn "
		    "while held" : "each time", s->tag, sqlite3_column_text(st, 3));
	}
	sqlite3_finalize(st);
	return 0;
}

int
award_list(struct session *s, const char *id, struct reply *r)
{
	struct award_row a;
	sqlite3_stmt	*st;
	json_t		*list = json_array();
	int		 n, last;

	if (award_of(s, id, &a, r) != 0) {
		json_decref(list);
		return -1;
	}
	id = a.id;
	if (sql_prepare(s->rules, "SELECT id, name, COALESCE(points, "
	    "''), section FROM award_item WHERE game = ?1 AND award = ?2 ORDER "
	    "BY pos", -1, &st, NULL) != SQLITE_OK) {
		json_decref(list);
		return reply_fail(r, "cannot read the %ss", a.name);
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	reply_line(r, "%s: each %s %s (%s %s):", id, a.name, strcmp(a.kind,
	    "once") == 0 ? "once a game" : strcmp(a.kind, "held") == 0 ?
	    "once a turn while held" : "each time", s->tag, a.section);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *item = (const char *)sqlite3_column_text(st, 0);
		const char *pts = (const char *)sqlite3_column_text(st, 2);

		n = claims(s, id, item, &last);
		if (n == 0)
			reply_line(r, "  %-26s %s", sqlite3_column_text(st, 1),
			    *pts ? pts : "-");
		else
			reply_line(r, "  %-26s %-10s %s %d time%s, last on turn "
			    "%d (%s)", sqlite3_column_text(st, 1), *pts ? pts : "-",
			    a.done, n, n == 1 ? "" : "s", TURN_NO(s, last),
			    session_turn_label(s, last));
		json_array_append_new(list, xjson_pack("{s:s, s:s, s:i, s:i}",
		    "id", item, "points", pts, "claims", n, "last", last));
	}
	sqlite3_finalize(st);
	json_object_set_new(r->json, "items", list);
	return 0;
}

static void
award_fold(struct session *s, const char *kind, json_t *d)
{
	struct awards	*aw = AW(s);
	struct claim	*c;

	(void)kind;
	aw->c = realloc(aw->c, (size_t)(aw->n + 1) * sizeof *aw->c);
	if (aw->c == NULL)
		abort();
	c = &aw->c[aw->n++];
	memset(c, 0, sizeof *c);
	snprintf(c->award, sizeof c->award, "%s", json_text(d, "award"));
	snprintf(c->item, sizeof c->item, "%s", json_text(d, "item"));
	c->turn = (int)json_integer_value(json_object_get(d, "turn"));
	c->points = (int)json_integer_value(json_object_get(d, "points"));
}

static void
award_clear(struct session *s)
{
	free(AW(s)->c);
}

/* turn_days(A, B): the days from turn A's date to turn B's, in the
 * session's calendar; NULL when either turn has no date (or A is 0: the
 * turn a track records, not yet set). */
static void
sql_turn_days(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct session	*s = sqlite3_user_data(ctx);
	sqlite3_stmt	*st;

	(void)argc;
	if (s == NULL || sqlite3_value_int(argv[0]) <= 0 ||
	    sqlite3_value_type(argv[1]) == SQLITE_NULL ||
	    sql_prepare(s->rules, "SELECT julianday(b.date) - "
	    "julianday(a.date) FROM scenario sc JOIN turn a ON a.game = sc.game "
	    "AND a.calendar = sc.calendar JOIN turn b ON b.game = sc.game AND "
	    "b.calendar = sc.calendar WHERE sc.game = ?1 AND sc.id = ?2 AND "
	    "a.n = ?3 AND b.n = ?4", -1, &st, NULL) != SQLITE_OK) {
		sqlite3_result_null(ctx);
		return;
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, sqlite3_value_int(argv[0]));
	sqlite3_bind_int(st, 4, sqlite3_value_int(argv[1]));
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) !=
	    SQLITE_NULL)
		sqlite3_result_int(ctx, sqlite3_column_int(st, 0));
	else
		sqlite3_result_null(ctx);
	sqlite3_finalize(st);
}

static void
award_sql(sqlite3 *db, struct session *s)
{
	sqlite3_create_function(db, "turn_days", 2, SQLITE_UTF8, s,
	    sql_turn_days, NULL, NULL);
}

static const char *const award_kinds[] = { "award", NULL };

const struct mech mech_award = {
	.name = "award",
	.what = "things scored once or while held",
	.kinds = award_kinds,
	.size = sizeof(struct awards),
	.fold = award_fold,
	.clear = award_clear,
	.sql = award_sql,
};
