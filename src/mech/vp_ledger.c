/* A track kept as a ledger by source: the VP track of a campaign game,
 * where a dozen kinds of thing move one number and the players must be
 * able to say where every point came from.  The data names the track
 * (ledger_track); this mechanism observes every "track" event of it as
 * the fold meets it, and keeps each change as an entry: its source (the
 * event's, adj/source.h: a command typed, a rule row, a latch, a
 * mechanism's procedure), the turn and the amount.  The track's start
 * value is the first entry, so the entries always sum to the track: the
 * fold keeps both, from the same events, live, reopened and after an
 * undo alike.  `vp` lists the entries grouped by source.
 *
 * Nothing of a game is known here.  The Long Roads to Gettysburg's net
 * VP track (VII) uses it; Shattered Union's per-side VP (cities, events,
 * Confederate Disorder-like states) and a GCACW volume's VP track would
 * take it up with one ledger_track row each. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/expr.h"
#include "adj/journal.h"
#include "adj/mech/vp_ledger.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

#define VL(s) ((struct vp_ledger *)session_mech((s), &mech_vp_ledger))

/* Rules tables whose rows name what they are: an entry from one is
 * labelled by the row's name and cites its section.  ?1 game, ?2 id. */
static const struct {
	const char	*table;
	const char	*sql;
} named[] = {
	{ "ledger_part", "SELECT name, section FROM ledger_part WHERE game = "
	    "?1 AND id = ?2" },
	{ "ledger_item", "SELECT name, section FROM ledger_item WHERE game = "
	    "?1 AND id = ?2" },
	{ "loss_effect", "SELECT name, min(section) FROM loss_effect WHERE "
	    "game = ?1 AND kind = ?2 GROUP BY kind" },
	/* An effect row is keyed ON_ID:ON_VALUE: its words name it. */
	{ "effect", "SELECT text, section FROM effect WHERE game = ?1 AND "
	    "(on_id || ':' || COALESCE(on_value, '') = ?2 OR (on_id = ?2 AND "
	    "on_value IS NULL)) AND text IS NOT NULL ORDER BY pos LIMIT 1" },
};

static int
is_ledger(struct session *s, const char *track)
{
	struct vp_ledger	*l = VL(s);
	int			 i;

	for (i = 0; l != NULL && i < l->ntracks; i++)
		if (strcmp(l->tracks[i], track) == 0)
			return 1;
	return 0;
}

void
vp_ledger_key(const char *kind, const char *name, const char *table,
    const char *id, char *out, size_t len)
{
	snprintf(out, len, "%s|%s|%s|%s", kind, name != NULL ? name : "",
	    table != NULL ? table : "", id != NULL ? id : "");
}

/* The source in words, and its section when the event has none. */
static void
describe(struct session *s, const struct event_source *src,
    struct ledger_entry *e)
{
	sqlite3_stmt	*st;
	size_t		 i;

	snprintf(e->section, sizeof e->section, "%s", src->section != NULL ?
	    src->section : "");
	if (strcmp(src->kind, SOURCE_NONE) == 0) {
		snprintf(e->label, sizeof e->label, "unattributed");
		return;
	}
	if (strcmp(src->kind, SOURCE_COMMAND) == 0) {
		snprintf(e->label, sizeof e->label, "by hand (%s)",
		    src->name != NULL ? src->name : "a command");
		return;
	}
	if (strcmp(src->kind, SOURCE_LATCH) == 0) {
		snprintf(e->label, sizeof e->label, "flag %s", src->id != NULL ?
		    src->id : "");
		return;
	}
	for (i = 0; src->table != NULL && i < sizeof named / sizeof named[0];
	    i++) {
		if (strcmp(src->table, named[i].table) != 0 || src->id == NULL)
			continue;
		if (sql_prepare(s->rules, named[i].sql, -1, &st, NULL) !=
		    SQLITE_OK)
			break;
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, src->id, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_ROW) {
			snprintf(e->label, sizeof e->label, "%s%s",
			    strcmp(src->table, "loss_effect") == 0 ? "loss: " :
			    "", (const char *)sqlite3_column_text(st, 0));
			if (e->section[0] == '\0' && sqlite3_column_type(st, 1)
			    == SQLITE_TEXT)
				snprintf(e->section, sizeof e->section, "%s",
				    (const char *)sqlite3_column_text(st, 1));
			sqlite3_finalize(st);
			return;
		}
		sqlite3_finalize(st);
		break;
	}
	/* A mechanism by its name and what it acted on (levy York); a rule
	 * row by its table and key (effect long-roads.x:5). */
	snprintf(e->label, sizeof e->label, "%s%s%s",
	    src->name != NULL ? src->name : src->table != NULL ? src->table :
	    src->kind, src->id != NULL ? " " : "", src->id != NULL ? src->id :
	    "");
}

static void
push(struct vp_ledger *l, const struct ledger_entry *e)
{
	if (l->n == l->cap) {
		l->cap = l->cap == 0 ? 16 : l->cap * 2;
		if ((l->e = realloc(l->e, (size_t)l->cap * sizeof *l->e)) ==
		    NULL)
			abort();
	}
	l->e[l->n++] = *e;
}

/* The section of the row that set track t's start: a rule option's own
 * row of the scenario (a play balance's bonus), else the track's. */
static void
start_section(struct session *s, const struct track *t, char *out,
    size_t len)
{
	sqlite3_stmt	*st;

	snprintf(out, len, "%s", t->section);
	if (sql_prepare(s->rules, "SELECT section FROM track_scenario "
	    "WHERE game = ?1 AND track = ?2 AND scenario = ?3 AND option IS "
	    "NOT NULL AND options_hold(option, NULL, ?4) LIMIT 1", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(out, len, "%s", (const char *)sqlite3_column_text(st,
		    0));
	sqlite3_finalize(st);
}

/* Each ledger track's start value, the first entry: what the scenario
 * (or a rule option's row of it) sets before play. */
static int
vp_ledger_start(struct session *s)
{
	struct vp_ledger	*l = VL(s);
	struct ledger_entry	 e;
	struct track		*t;
	sqlite3_stmt		*st;

	if (sql_prepare(s->rules, "SELECT track FROM ledger_track "
	    "WHERE game = ?1 ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		t = session_track_by_id(s, (const char *)sqlite3_column_text(st,
		    0));
		if (t == NULL)
			continue;
		if (l->ntracks < LEDGER_TRACKS_MAX)
			snprintf(l->tracks[l->ntracks++], sizeof l->tracks[0],
			    "%s", t->id);
		memset(&e, 0, sizeof e);
		snprintf(e.track, sizeof e.track, "%s", t->id);
		vp_ledger_key("start", NULL, NULL, NULL, e.key, sizeof e.key);
		snprintf(e.label, sizeof e.label, "start of play");
		start_section(s, t, e.section, sizeof e.section);
		e.turn = s->turn;
		e.amount = t->value;
		push(l, &e);
	}
	sqlite3_finalize(st);
	return 0;
}

static void
vp_ledger_observe(struct session *s, const char *kind, json_t *d)
{
	struct vp_ledger	*l = VL(s);
	struct event_source	 src;
	struct ledger_entry	 e;
	struct track		*t;
	const char		*id = json_text(d, "track");
	int			 to;

	(void)kind;
	if (l == NULL || id == NULL || (t = session_track_by_id(s, id)) ==
	    NULL || !is_ledger(s, id))
		return;
	/* Before the fold applies it: the track reads as it was. */
	to = (int)json_integer_value(json_object_get(d, "value"));
	if (to == t->value)
		return;
	memset(&e, 0, sizeof e);
	source_read(d, &src);
	snprintf(e.track, sizeof e.track, "%s", id);
	vp_ledger_key(src.kind, src.name, src.table, src.id, e.key,
	    sizeof e.key);
	describe(s, &src, &e);
	e.turn = s->turn;
	e.amount = to - t->value;
	push(l, &e);
}

int
vp_ledger_sum(struct session *s, const char *track, const char *key)
{
	struct vp_ledger	*l = VL(s);
	int			 i, sum = 0;

	for (i = 0; l != NULL && i < l->n; i++)
		if (strcmp(l->e[i].track, track) == 0 && (key == NULL ||
		    strcmp(l->e[i].key, key) == 0))
			sum += l->e[i].amount;
	return sum;
}

int
vp_ledger_count(struct session *s, const char *track, const char *key)
{
	struct vp_ledger	*l = VL(s);
	int			 i, n = 0;

	for (i = 0; l != NULL && i < l->n; i++)
		if (strcmp(l->e[i].track, track) == 0 && strcmp(l->e[i].key,
		    key) == 0)
			n++;
	return n;
}

/* The ledger track typed, or the game's first. */
static struct track *
ledger_of(struct session *s, const char *typed, struct reply *r)
{
	struct vp_ledger	*l = VL(s);
	struct track		*t;

	if (typed == NULL) {
		t = l->ntracks > 0 ? session_track_by_id(s, l->tracks[0]) :
		    NULL;
		if (t == NULL)
			reply_fail(r, "%s keeps no track as a ledger in this "
			    "scenario", s->game_title);
		return t;
	}
	if ((t = session_track_find(s, typed, r)) == NULL)
		return NULL;
	if (!is_ledger(s, t->id)) {
		reply_fail(r, "%s is not kept as a ledger: `vp` lists a ledger "
		    "track's entries", t->name);
		return NULL;
	}
	return t;
}

int
vp_ledger_show(struct session *s, const char *typed, struct reply *r)
{
	struct vp_ledger	*l = VL(s);
	struct track		*t;
	json_t			*groups, *g, *entries;
	char			 what[224];
	int			*done, i, j, sum, total;

	if ((t = ledger_of(s, typed, r)) == NULL)
		return -1;
	total = t->value;
	sum = vp_ledger_sum(s, t->id, NULL);
	reply_line(r, "%s: %d, by source:", t->name, total);
	groups = json_array();
	done = xcalloc((size_t)l->n + 1, sizeof *done);
	/* Each source once, where it first put something on the track. */
	for (i = 0; i < l->n; i++) {
		struct ledger_entry *e = &l->e[i];
		struct buf turns;

		if (done[i] || strcmp(e->track, t->id) != 0)
			continue;
		buf_init(&turns);
		entries = json_array();
		for (j = i; j < l->n; j++) {
			if (strcmp(l->e[j].track, t->id) != 0 ||
			    strcmp(l->e[j].key, e->key) != 0)
				continue;
			done[j] = 1;
			buf_printf(&turns, "%sturn %d %+d", turns.len > 0 ? ", " :
			    "", l->e[j].turn, l->e[j].amount);
			json_array_append_new(entries, xjson_pack("{s:i, s:i}",
			    "turn", l->e[j].turn, "amount", l->e[j].amount));
		}
		if (e->section[0] != '\0')
			snprintf(what, sizeof what, "%s (%s %s)", e->label,
			    s->tag, e->section);
		else
			snprintf(what, sizeof what, "%s", e->label);
		if (strcmp(e->key, "start|||") == 0)
			reply_line(r, "  %+5d  %s", vp_ledger_sum(s, t->id,
			    e->key), what);
		else
			reply_line(r, "  %+5d  %s: %s", vp_ledger_sum(s, t->id,
			    e->key), what, buf_str(&turns));
		g = xjson_pack("{s:s, s:s, s:s?, s:i, s:o}", "source", e->key,
		    "label", e->label, "section", e->section[0] != '\0' ?
		    e->section : NULL, "amount", vp_ledger_sum(s, t->id,
		    e->key), "entries", entries);
		json_array_append_new(groups, g);
		buf_free(&turns);
	}
	free(done);
	reply_line(r, "Total %d; the entries sum to %d.", total, sum);
	json_object_set_new(r->json, "ledger", xjson_pack("{s:s, s:i, s:i, "
	    "s:o}", "track", t->id, "total", total, "sum", sum, "groups",
	    groups));
	return 0;
}

/* Parts that follow a formula (ledger_part): after every command each
 * part's formula is worked out over the session's values and its
 * difference from what the part has put on the track so far is one
 * entry, so a part's new value replaces its old one (a state worth 30
 * while it lasts and 15 once it is over is never 45).  The flags the
 * rules set on the tracks are asked again after the parts (latch.c): a
 * part's change may cross a latched threshold in the same command. */
/* One part: its formula's value now recorded by difference. */
static int
part_apply(struct session *s, sqlite3_stmt *st, struct reply *r)
{
	const char		*id = (const char *)sqlite3_column_text(st, 0);
	const char		*track = (const char *)sqlite3_column_text(st, 1);
	const char		*name = (const char *)sqlite3_column_text(st, 2);
	const char		*formula = (const char *)sqlite3_column_text(st,
				    3);
	struct event_source	 src = { .kind = SOURCE_RULE, .table =
				    "ledger_part", .id = id, .section = (const
				    char *)sqlite3_column_text(st, 4) };
	struct track		*t;
	char			 key[200], why[256];
	double			 v;
	int			 want, had, done;

	if ((t = session_track_by_id(s, track)) == NULL)
		return 0;
	/* NULL (a track the scenario lacks) is worth nothing; a formula
	 * that cannot be run refuses the command (expr.h). */
	if (session_track_expr(s, formula, &v) != 0) {
		if (expr_failure() != NULL)
			return -1;
		v = 0;
	}
	want = (int)lround(v);
	vp_ledger_key(src.kind, NULL, src.table, id, key, sizeof key);
	had = vp_ledger_sum(s, track, key);
	if (want == had)
		return 0;
	snprintf(why, sizeof why, "%s now %+d, was %+d (%s %s)", name, want,
	    had, s->tag, src.section);
	return session_track_add(s, t, want - had, why, &src, &done, r);
}

static int
vp_parts_after(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	int64_t		 was;
	int		 rc = 0;

	/* What the other mechanisms' own followers set just now (a state
	 * flag) is read by the formulas: the latches first. */
	if (session_latches(s, r) != 0)
		return -1;
	was = journal_last_seq(s->j);
	if (sql_prepare(s->rules, "SELECT id, track, name, formula, "
	    "section FROM ledger_part WHERE game = ?1 AND options_hold(option, "
	    "unless, ?2) ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the ledger's parts");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW)
		if (part_apply(s, st, r) != 0)
			rc = -1;
	sqlite3_finalize(st);
	if (rc != 0)
		return r->ok ? reply_fail(r, "cannot record a part of the "
		    "ledger") : -1;
	/* A part moved the track: a threshold it crossed latches now. */
	if (journal_last_seq(s->j) != was)
		return session_latches(s, r);
	return 0;
}

static void
vp_ledger_clear(struct session *s)
{
	struct vp_ledger	*l = VL(s);

	free(l->e);
	l->e = NULL;
	l->n = l->cap = 0;
	l->ntracks = 0;
}

static const char *const vp_ledger_observes[] = { "track", NULL };

const struct mech mech_vp_ledger = {
	.name = "vp-ledger",
	.what = "VP ledger",
	.size = sizeof(struct vp_ledger),
	.start = vp_ledger_start,
	.observes = vp_ledger_observes,
	.observe = vp_ledger_observe,
	.clear = vp_ledger_clear,
	.after = vp_parts_after,
};
