/* Amounts that fade over turns by themselves: a unit eliminated raises its
 * army's morale by 3 on the turn it is lost, 2 the turn after, 1 the turn
 * after that (The Long Roads to Gettysburg 15.1).  The rows (fade) give
 * each side's kinds of event, their amounts turn by turn and the pool
 * they add to; `eliminated SIDE KIND [N]` records one as a "fade" event
 * carrying its turn and amounts whole; a formula reads a pool now as
 * fade('POOL'), so a derived track (the army's morale) takes it in, and
 * fades as the turn passes with no command of its own.  Nothing here
 * knows a game: the kinds, amounts and pools are the data's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/data_text.h"
#include "adj/mech/fade.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

struct fade_event {
	char	 side[32];
	char	 kind[32];
	char	 name[96];
	char	 pool[64];
	int	 turn;			/* the game turn it happened */
	int	 count;			/* how many units */
	int	 amounts[FADE_TURNS_MAX];
	int	 n;
};

struct fades {
	struct fade_event *e;
	int	 n;
};

#define FD(s)	((struct fades *)session_mech((s), &mech_fade))

int
fade_at(const int *amounts, int n, int count, int at, int turn)
{
	int	 k = turn - at;

	return k < 0 || k >= n ? 0 : count * amounts[k];
}

int
fade_parse(const char *list, int *amounts)
{
	char	 word[16];
	size_t	 len;
	int	 n = 0;

	if (list == NULL || *list == '\0')
		return -1;
	for (;;) {
		len = strcspn(list, ",");
		if (len == 0 || len >= sizeof word || n == FADE_TURNS_MAX)
			return -1;
		memcpy(word, list, len);
		word[len] = '\0';
		if (num_int(word, 0, 1000, &amounts[n]) != 0)
			return -1;
		n++;
		list += len;
		if (*list == '\0')
			return n;
		list++;
	}
}

/* Is anything of e left to add, now or later? */
static int
alive(const struct fade_event *e, int turn)
{
	int	 k;

	for (k = turn - e->turn; k >= 0 && k < e->n; k++)
		if (e->amounts[k] != 0)
			return 1;
	return 0;
}

int
fade_pool(struct session *s, const char *pool)
{
	struct fades	*f = FD(s);
	int		 i, sum = 0;

	if (f == NULL || pool == NULL)
		return 0;
	for (i = 0; i < f->n; i++)
		if (strcmp(f->e[i].pool, pool) == 0)
			sum += fade_at(f->e[i].amounts, f->e[i].n,
			    f->e[i].count, f->e[i].turn, s->turn);
	return sum;
}

static void
fade_fold(struct session *s, const char *kind, json_t *d)
{
	struct fades		*f = FD(s);
	struct fade_event	*e;
	json_t			*a, *v;
	size_t			 i;

	(void)kind;
	f->e = realloc(f->e, (size_t)(f->n + 1) * sizeof *f->e);
	if (f->e == NULL)
		abort();
	e = &f->e[f->n++];
	memset(e, 0, sizeof *e);
	snprintf(e->side, sizeof e->side, "%s", json_text(d, "side"));
	snprintf(e->kind, sizeof e->kind, "%s", json_text(d, "kind"));
	snprintf(e->name, sizeof e->name, "%s", json_text(d, "name"));
	snprintf(e->pool, sizeof e->pool, "%s", json_text(d, "pool"));
	e->turn = (int)json_integer_value(json_object_get(d, "turn"));
	e->count = (int)json_integer_value(json_object_get(d, "count"));
	a = json_object_get(d, "amounts");
	json_array_foreach(a, i, v) {
		if (i >= FADE_TURNS_MAX)
			break;
		e->amounts[e->n++] = (int)json_integer_value(v);
	}
}

static void
fade_clear(struct session *s)
{
	free(FD(s)->e);
}

/* fade('POOL'): what the pool's amounts add now (0 with no game open,
 * as `rules check` compiles the formulas). */
static void
sql_fade(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	struct session	*s = sqlite3_user_data(ctx);

	(void)argc;
	sqlite3_result_int(ctx, s == NULL ? 0 : fade_pool(s, (const char *)
	    sqlite3_value_text(argv[0])));
}

static void
fade_sql(sqlite3 *db, struct session *s)
{
	sqlite3_create_function(db, "fade", 1, SQLITE_UTF8, s, sql_fade, NULL,
	    NULL);
}

/* "+3 now, then +2, +1" of an event at this turn. */
static void
say_amounts(struct buf *b, const struct fade_event *e, int turn)
{
	int	 k, first = 1;

	for (k = turn - e->turn; k >= 0 && k < e->n; k++) {
		buf_printf(b, "%s+%d%s", first ? "" : k == turn - e->turn + 1 ?
		    ", then " : ", ", e->count * e->amounts[k], first ? " now" :
		    "");
		first = 0;
	}
	if (first)
		buf_add(b, "nothing left");
}

/* The lines of what fades now, and its JSON: per pool its amount now,
 * and each event with something left. */
static int
fading(struct session *s, struct reply *r)
{
	struct fades	*f = FD(s);
	json_t		*pools = json_object(), *list = json_array();
	struct buf	 b;
	int		 i, shown = 0;

	buf_init(&b);
	for (i = 0; i < f->n; i++) {
		struct fade_event *e = &f->e[i];

		if (!alive(e, s->turn))
			continue;
		buf_reset(&b);
		say_amounts(&b, e, s->turn);
		reply_line(r, "  %s x%d, turn %d (%s): %s to %s", e->name,
		    e->count, e->turn - s->first_turn + 1, session_turn_label(s,
		    e->turn), buf_str(&b), e->pool);
		json_array_append_new(list, xjson_pack("{s:s, s:s, s:i, s:i, "
		    "s:s, s:i}", "side", e->side, "kind", e->kind, "count",
		    e->count, "turn", e->turn, "pool", e->pool, "now", fade_at(
		    e->amounts, e->n, e->count, e->turn, s->turn)));
		json_object_set_new(pools, e->pool, json_integer(fade_pool(s,
		    e->pool)));
		shown++;
	}
	buf_free(&b);
	json_object_set_new(r->json, "fading", pools);
	json_object_set_new(r->json, "fades", list);
	return shown;
}

static void
fade_status(struct session *s, struct reply *r)
{
	int		 i, any = 0;

	for (i = 0; i < FD(s)->n; i++)
		any |= alive(&FD(s)->e[i], s->turn);
	if (!any) {
		json_object_set_new(r->json, "fading", json_object());
		return;
	}
	reply_line(r, "Eliminations fading:");
	fading(s, r);
}

int
fade_list(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	json_t		*kinds = json_array();

	reply_line(r, "Fading now:");
	if (fading(s, r) == 0)
		reply_line(r, "  nothing");
	reply_line(r, "Kinds (`elimination SIDE KIND [N]`):");
	if (sql_prepare(s->rules, "SELECT side, kind, name, amounts, "
	    "pool, section FROM fade WHERE game = ?1 ORDER BY pos, rowid", -1,
	    &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			reply_line(r, "  %s %s: %s, %s to %s (%s %s)",
			    sqlite3_column_text(st, 0), sqlite3_column_text(st,
			    1), sqlite3_column_text(st, 2), sqlite3_column_text(st,
			    3), sqlite3_column_text(st, 4), s->tag,
			    sqlite3_column_text(st, 5));
			json_array_append_new(kinds, xjson_pack("{s:s, s:s, s:s, "
			    "s:s}", "side", sqlite3_column_text(st, 0), "kind",
			    sqlite3_column_text(st, 1), "amounts",
			    sqlite3_column_text(st, 3), "pool",
			    sqlite3_column_text(st, 4)));
		}
		sqlite3_finalize(st);
	}
	json_object_set_new(r->json, "kinds", kinds);
	return 0;
}

int
fade_add(struct session *s, const char *side_typed, const char *kind_typed,
    const char *count_typed, struct reply *r)
{
	struct fade_event e;
	struct track	*t;
	sqlite3_stmt	*st;
	struct buf	 b;
	json_t		*d, *a;
	char		 says[256] = "", section[24] = "";
	int		 i, rc, found = 0;

	memset(&e, 0, sizeof e);
	e.count = 1;
	if (session_side(s, side_typed, e.side, sizeof e.side) != 0)
		return session_side_refused(s, side_typed, r);
	if (session_may_act(s, e.side, r) != 0)
		return -1;
	if (session_pick(s, "SELECT DISTINCT kind, kind FROM fade WHERE game = "
	    "?1 ORDER BY kind", kind_typed, "kind of unit", e.kind,
	    sizeof e.kind, r) != 0)
		return -1;
	if (count_typed != NULL && num_int(count_typed, 1, 99, &e.count) != 0)
		return reply_fail(r, "\"%s\" is not a number of units: "
		    "expected 1 to 99", count_typed);
	if (sql_prepare(s->rules, "SELECT name, amounts, pool, section, "
	    "COALESCE(says, '') FROM fade WHERE game = ?1 AND side = ?2 AND "
	    "kind = ?3", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the fading amounts");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, e.side, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, e.kind, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
		data_text(e.name, sizeof e.name, st, 0);
		e.n = fade_parse((const char *)sqlite3_column_text(st, 1),
		    e.amounts);
		data_text(e.pool, sizeof e.pool, st, 2);
		data_text(section, sizeof section, st, 3);
		data_text(says, sizeof says, st, 4);
	}
	sqlite3_finalize(st);
	if (!found)
		return reply_fail(r, "the %s has no %s whose elimination "
		    "fades: `elimination` lists the kinds", session_side_name(s,
		    e.side), e.kind);
	if (e.n < 0)
		return reply_fail(r, "the amounts of %s are not whole numbers "
		    "(rules check says so)", e.name);
	e.turn = s->turn;
	buf_init(&b);
	buf_printf(&b, "%s eliminated", e.name);
	if (e.count > 1)
		buf_printf(&b, " (%d)", e.count);
	buf_add(&b, ": ");
	say_amounts(&b, &e, e.turn);
	buf_printf(&b, " to %s", e.pool);
	a = json_array();
	for (i = 0; i < e.n; i++)
		json_array_append_new(a, json_integer(e.amounts[i]));
	d = xjson_pack("{s:s, s:s, s:s, s:s, s:i, s:i, s:o}", "side", e.side,
	    "kind", e.kind, "name", e.name, "pool", e.pool, "turn", e.turn,
	    "count", e.count, "amounts", a);
	rc = session_record(s, "fade", buf_str(&b), d);
	if (rc == 0) {
		reply_line(r, "%s (%s %s)", buf_str(&b), s->tag, section);
		if ((t = session_track_by_id(s, e.pool)) != NULL)
			reply_line(r, "  %s now: %d (+%d from eliminations)",
			    t->name, session_track_value(s, t), fade_pool(s,
			    e.pool));
		else
			reply_line(r, "  %s now: +%d from eliminations", e.pool,
			    fade_pool(s, e.pool));
		if (says[0] != '\0')
			reply_line(r, "  %s", says);
		json_object_set_new(r->json, "pool", json_string(e.pool));
		json_object_set_new(r->json, "now", json_integer(fade_pool(s,
		    e.pool)));
	}
	buf_free(&b);
	return rc == 0 ? 0 : reply_fail(r, "cannot record the elimination");
}

static const char *const fade_kinds[] = { "fade", NULL };

const struct mech mech_fade = {
	.name = "fade",
	.what = "eliminations that fade",
	.kinds = fade_kinds,
	.size = sizeof(struct fades),
	.fold = fade_fold,
	.clear = fade_clear,
	.status = fade_status,
	.sql = fade_sql,
};
