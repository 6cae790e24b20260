/* Sessions: creating, opening, recording and folding.
 *
 * The fold is the only place state changes.  Live commands call
 * session_record(), which appends an event and applies it through the same
 * fold_event() a reopened session uses, so they can never drift apart. */
#include <sys/random.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "adj/acted.h"
#include "adj/data_text.h"
#include "adj/json_event.h"
#include "adj/dice_commit.h"
#include "adj/mech.h"
#include "adj/owed.h"
#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/stmt_cache.h"
#include "adj/xalloc.h"
#include "adj/text.h"
#include "adj/prepare.h"

/* A field built from two texts of the data (a phase's name under its
 * parent's, a side's own track): a value too long is said, as any. */
static void
composed(char *dst, size_t len, const char *fmt, const char *a,
    const char *b, const char *table, const char *column)
{
	char	*t;

	xasprintf(&t, fmt, a != NULL ? a : "", b != NULL ? b : "");
	data_text_named(dst, len, t, table, column);
	free(t);
}

static int
load_phases(struct session *s)
{
	sqlite3_stmt	*st;
	struct phase	*p;

	free(s->phases);
	s->phases = NULL;
	s->nphases = 0;
	if (sql_prepare(s->rules,
	    "SELECT p.id, p.name, COALESCE(par.id, p.id), "
	    " COALESCE(par.name, p.name), p.reminder, p.loop_to, p.loop_while,"
	    " p.section, par.id IS NOT NULL, p.action, p.derived "
	    "FROM phase p LEFT JOIN phase par "
	    " ON par.game = p.game AND par.id = p.parent "
	    "WHERE p.game = ?1 AND NOT EXISTS (SELECT 1 FROM phase c "
	    " WHERE c.game = p.game AND c.parent = p.id) ORDER BY p.seq",
	    -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		s->phases = realloc(s->phases, (size_t)(s->nphases + 1) *
		    sizeof *s->phases);
		if (s->phases == NULL)
			abort();
		p = &s->phases[s->nphases++];
		memset(p, 0, sizeof *p);
		data_text(p->id, sizeof p->id, st, 0);
		data_text(p->top, sizeof p->top, st, 2);
		data_text(p->top_name, sizeof p->top_name, st, 3);
		if (sqlite3_column_int(st, 8))
			composed(p->name, sizeof p->name, "%s: %s", p->top_name,
			    (const char *)sqlite3_column_text(st, 1), "phase",
			    "name");
		else
			data_text(p->name, sizeof p->name, st, 1);
		data_text(p->loop_to, sizeof p->loop_to, st, 5);
		data_text(p->loop_while, sizeof p->loop_while, st, 6);
		data_text(p->section, sizeof p->section, st, 7);
		data_text(p->action, sizeof p->action, st, 9);
		p->derived = sqlite3_column_int(st, 10);
	}
	sqlite3_finalize(st);
	return s->nphases > 0 ? 0 : -1;
}

static void
add_track(struct session *s, sqlite3_stmt *st, const char *side)
{
	struct track	*t;

	s->tracks = realloc(s->tracks, (size_t)(s->ntracks + 1) *
	    sizeof *s->tracks);
	if (s->tracks == NULL)
		abort();
	t = &s->tracks[s->ntracks++];
	memset(t, 0, sizeof *t);
	if (side != NULL)
		composed(t->id, sizeof t->id, "%s.%s",
		    (const char *)sqlite3_column_text(st, 0), side, "track",
		    "id");
	else
		data_text(t->id, sizeof t->id, st, 0);
	if (side != NULL)
		composed(t->name, sizeof t->name, "%s (%s)",
		    (const char *)sqlite3_column_text(st, 1), side, "track",
		    "name");
	else
		data_text(t->name, sizeof t->name, st, 1);
	snprintf(t->side, sizeof t->side, "%s", side != NULL ? side : "");
	data_text(t->kind, sizeof t->kind, st, 2);
	if ((t->has_lo = sqlite3_column_type(st, 4) != SQLITE_NULL))
		t->lo = sqlite3_column_int(st, 4);
	if ((t->has_hi = sqlite3_column_type(st, 5) != SQLITE_NULL))
		t->hi = sqlite3_column_int(st, 5);
	if (strcmp(t->kind, "flag") == 0) {
		t->has_lo = t->has_hi = 1;
		t->lo = 0;
		t->hi = 1;
	}
	t->initial = t->value = sqlite3_column_int(st, 6);
	data_text(t->formula, sizeof t->formula, st, 7);
	if ((t->meaning = xstrdup(sqlite3_column_text(st, 8) != NULL ?
	    (const char *)sqlite3_column_text(st, 8) : "")) == NULL)
		abort();
	data_text(t->section, sizeof t->section, st, 9);
	data_text(t->up_side, sizeof t->up_side, st, 10);
	t->shown = sqlite3_column_int(st, 11);
}

static void
free_tracks(struct session *s)
{
	int	 i;

	for (i = 0; i < s->ntracks; i++)
		free(s->tracks[i].meaning);
	free(s->tracks);
	s->tracks = NULL;
	s->ntracks = 0;
}

int
session_has_option(struct session *s, const char *opt)
{
	const char	*p = s->options != NULL ? s->options : "";
	size_t		 n = strlen(opt);

	while (*p != '\0') {
		if (strncmp(p, opt, n) == 0 && (p[n] == ',' || p[n] == '\0'))
			return 1;
		if ((p = strchr(p, ',')) == NULL)
			break;
		p++;
	}
	return 0;
}

char *
session_phase_reminder(struct session *s, int i)
{
	char	*t = rules_text(s->rules, "SELECT reminder FROM phase WHERE "
		    "game = ?1 AND id = ?2", s->game, s->phases[i].id);

	if (t != NULL && *t == '\0') {
		free(t);
		t = NULL;
	}
	return t;
}

static int
load_tracks(struct session *s)
{
	sqlite3_stmt	*st, *sides;

	free_tracks(s);
	if (sql_prepare(s->rules,
	    "SELECT t.id, t.name, t.kind, t.side, COALESCE(ts.lo, t.lo), "
	    " COALESCE(ts.hi, t.hi), COALESCE(ts.initial, t.initial), "
	    " t.formula, ts.meaning, t.section, t.up_side, t.shown "
	    "FROM track t LEFT JOIN track_scenario ts ON ts.rowid = "
	    " (SELECT x.rowid FROM track_scenario x WHERE x.game = t.game "
	    " AND x.track = t.id AND x.scenario = ?2 AND "
	    " options_hold(x.option, NULL, ?3) "
	    " ORDER BY x.option IS NULL LIMIT 1) "
	    "WHERE t.game = ?1 AND (ts.scenario IS NOT NULL OR NOT EXISTS "
	    " (SELECT 1 FROM track_scenario x WHERE x.game = t.game "
	    " AND x.track = t.id)) ORDER BY t.pos", -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sql_prepare(s->rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos", -1, &sides, NULL) != SQLITE_OK) {
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_text(sides, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const unsigned char *side = sqlite3_column_text(st, 3);

		if (side == NULL) {
			add_track(s, st, NULL);
			continue;
		}
		if (strcmp((const char *)side, "each") != 0) {
			add_track(s, st, (const char *)side);
			continue;
		}
		sqlite3_reset(sides);
		while (sqlite3_step(sides) == SQLITE_ROW)
			add_track(s, st,
			    (const char *)sqlite3_column_text(sides, 0));
	}
	sqlite3_finalize(st);
	sqlite3_finalize(sides);
	return 0;
}

static int
load_scenario(struct session *s, const char *game, const char *scenario)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	snprintf(s->game, sizeof s->game, "%s", game);
	snprintf(s->scenario, sizeof s->scenario, "%s", scenario);
	if (sql_prepare(s->rules, "SELECT g.title, g.tag, sc.name, "
	    "sc.first_turn, sc.last_turn, sc.section, g.quiet FROM scenario sc "
	    "JOIN game g ON g.id = sc.game WHERE sc.game = ?1 AND sc.id = ?2",
	    -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, scenario, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
		data_text(s->game_title, sizeof s->game_title, st, 0);
		data_text(s->tag, sizeof s->tag, st, 1);
		data_text(s->scenario_name, sizeof s->scenario_name, st, 2);
		s->first_turn = sqlite3_column_int(st, 3);
		s->last_turn = sqlite3_column_int(st, 4);
		data_text(s->scenario_section, sizeof s->scenario_section, st, 5);
		s->quiet = sqlite3_column_int(st, 6);
	}
	sqlite3_finalize(st);
	if (!found)
		return -1;
	if (load_phases(s) != 0 || load_tracks(s) != 0)
		return -1;
	track_secret_load(s);
	s->turn = s->first_turn;
	s->phase = 0;
	return 0;
}

static int
phase_index(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < s->nphases; i++)
		if (strcmp(s->phases[i].id, id) == 0)
			return i;
	return -1;
}

int
session_step_of(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < s->nphases; i++)
		if (strcmp(s->phases[i].id, id) == 0 ||
		    strcmp(s->phases[i].top, id) == 0)
			return i;
	return -1;
}

static void
box_set(struct session *s, const char *track, const char *item, int box,
    int present)
{
	int	 i;

	for (i = 0; i < s->nitems; i++)
		if (strcmp(s->items[i].track, track) == 0 &&
		    strcmp(s->items[i].item, item) == 0)
			break;
	if (!present) {
		if (i < s->nitems) {
			memmove(&s->items[i], &s->items[i + 1],
			    (size_t)(s->nitems - i - 1) * sizeof *s->items);
			s->nitems--;
		}
		return;
	}
	if (i == s->nitems) {
		s->items = realloc(s->items, (size_t)(s->nitems + 1) *
		    sizeof *s->items);
		if (s->items == NULL)
			abort();
		s->nitems++;
		snprintf(s->items[i].track, sizeof s->items[i].track, "%s",
		    track);
		snprintf(s->items[i].item, sizeof s->items[i].item, "%s", item);
	}
	s->items[i].box = box;
}

/* The kinds fold_event applies itself (a new one is added here too):
 * any other changes state only when a mechanism folds or observes it. */
static const char *const base_kinds[] = { "new", "phase", "track", "box",
    "setting", "role", "deadline", "end", NULL };

int
session_folds_kind(const char *kind)
{
	int	 i;

	for (i = 0; base_kinds[i] != NULL; i++)
		if (strcmp(base_kinds[i], kind) == 0)
			return 1;
	return 0;
}

/* Apply one event to the state.  Unknown kinds (rolls, lookups, notes)
 * change nothing: they are history, not state.  The mechanisms that
 * observe its kind see it first, with the state as the event finds it. */
static int
fold_event(struct session *s, const char *kind, json_t *d)
{
	int	 i;

	owed_since_saw(s, kind);
	mechs_observe(s, kind, d);

	if (strcmp(kind, "new") == 0) {
		free(s->options);
		if ((s->options = xstrdup(json_text(d, "options"))) == NULL)
			abort();
		if (load_scenario(s, json_text(d, "game"), json_text(d, "scenario")) != 0)
			return -1;
		return mechs_start(s, NULL, 0);
	}
	if (strcmp(kind, "phase") == 0) {
		i = phase_index(s, json_text(d, "phase"));
		if (i < 0)
			return -1;
		s->turn = (int)json_integer_value(json_object_get(d, "turn"));
		s->phase = i;
		mechs_phase(s);
		return 0;
	}
	if (strcmp(kind, "track") == 0) {
		for (i = 0; i < s->ntracks; i++)
			if (strcmp(s->tracks[i].id, json_text(d, "track")) == 0)
				s->tracks[i].value = (int)json_integer_value(
				    json_object_get(d, "value"));
		return 0;
	}
	if (strcmp(kind, "box") == 0) {
		json_t *b = json_object_get(d, "box");

		box_set(s, json_text(d, "track"), json_text(d, "item"),
		    (int)json_integer_value(b), json_is_integer(b));
		return 0;
	}
	if (strcmp(kind, "setting") == 0) {
		settings_fold(&s->settings, d);
		return 0;
	}
	if (strcmp(kind, "role") == 0) {
		roster_fold(&s->roster, d);
		return 0;
	}
	if (strcmp(kind, "deadline") == 0) {
		owed_deadline_fold(s, d);
		return 0;
	}
	if (strcmp(kind, "end") == 0) {
		s->over = 1;
		snprintf(s->result, sizeof s->result, "%s", json_text(d, "result"));
		snprintf(s->winner, sizeof s->winner, "%s", json_text(d, "winner"));
		return 0;
	}
	/* The rest belong to the mechanisms (or are history: rolls,
	 * look-ups, notes change nothing). */
	mechs_fold(s, kind, d);
	return 0;
}

void
session_begin_command(struct session *s, const char *line)
{
	s->line = line;
	/* What the command before left owed, stamped before this one's
	 * first change of state (a mechanism may change some ahead of the
	 * event that carries it). */
	owed_since_flush(s);
	if (s->rng != NULL)
		s->draws_seen = s->rng->draws;
	s->rolls_seen = dice_count();
	s->settled = journal_last_seq(s->j);
	s->record_failed = 0;
	session_chance_kept(s);
	if (s->dice != NULL)
		dice_commit_begin(s->dice, s->actor);
}

int
session_chance(struct session *s)
{
	uint64_t	 draws = s->rng != NULL ? s->rng->draws : 0;

	if (draws == s->draws_kept && dice_count() == s->rolls_kept)
		return 0;
	return draws != s->draws_seen || dice_count() != s->rolls_seen ? 2 : 1;
}

void
session_chance_kept(struct session *s)
{
	s->draws_kept = s->rng != NULL ? s->rng->draws : 0;
	s->rolls_kept = dice_count();
}

int
session_record(struct session *s, const char *kind, const char *text,
    json_t *data)
{
	return session_record_vis(s, kind, text, data, NULL);
}

static int record_vis(struct session *, const char *, const char *,
    json_t *, const char *);

int
session_record_vis(struct session *s, const char *kind, const char *text,
    json_t *data, const char *vis)
{
	/* A mechanism may have changed its state ahead of the event that
	 * carries it (an impulse is built, then saved): a failed write has
	 * that state folded again, whatever was appended before it. */
	if (record_vis(s, kind, text, data, vis) == 0)
		return 0;
	s->record_failed = 1;
	return -1;
}

static int
record_vis(struct session *s, const char *kind, const char *text,
    json_t *data, const char *vis)
{
	struct event	 e;
	char		*dump, at[32];
	int		 rc;

	/* An event without data would be written into the chain as an
	 * empty one for good: nothing is recorded. */
	if (data == NULL || !json_is_object(data)) {
		json_decref(data);
		return -1;
	}
	memset(&e, 0, sizeof e);
	/* A move to a new turn belongs to the turn it arrives in. */
	e.turn = json_is_integer(json_object_get(data, "turn")) ?
	    (int)json_integer_value(json_object_get(data, "turn")) : s->turn;
	e.phase = s->nphases > 0 ? s->phases[s->phase].id : "";
	e.kind = kind;
	e.text = text;
	e.vis = vis;
	if (s->line != NULL) {
		json_object_set_new(data, "line", json_string(s->line));
		if (s->actor[0] != '\0')
			json_object_set_new(data, "role", json_string(s->actor));
		s->line = NULL;
	}
	/* Every event of a campaign's command names who acted, with the
	 * name a terminal shows: a side's copy sees only some of the
	 * command's events, and has no rules to name a side by. */
	if (s->actor[0] != '\0') {
		json_object_set_new(data, "actor", json_string(s->actor));
		json_object_set_new(data, "actor_name", json_string(
		    role_name(s, s->actor)));
	}
	/* Dice rolled, a chit drawn or a pick made at random since the last
	 * event: marked on this one, the event the chance decided, so an
	 * undo in a shared campaign can tell a command that met chance from
	 * one that did not (undo.c), whatever the mechanism. */
	if (s->rng != NULL && s->rng->draws != s->draws_seen) {
		json_object_set_new(data, "chance", json_true());
		s->draws_seen = s->rng->draws;
	}
	/* Dice rolled or read from real ones since the last event: the same
	 * mark for both, so a typed roll is no way round an undo's bar. */
	if (dice_count() != s->rolls_seen) {
		json_object_set_new(data, "rolled", json_true());
		s->rolls_seen = dice_count();
	}
	/* A campaign server's draws since the last event, for anyone to
	 * recompute (dice_commit.h); never on the epochs' own events. */
	if (s->dice != NULL && strncmp(kind, "dice-", 5) != 0)
		dice_commit_attach(s->dice, data);
	/* A secret's hash is published in the next event's link: a random
	 * nonce beside it keeps anyone from finding the secret by hashing
	 * the few things it could be. */
	if (vis != NULL && strcmp(vis, "all") != 0) {
		unsigned char	 b[16];
		char		 hex[33];
		int		 i;

		if (getrandom(b, sizeof b, 0) != (ssize_t)sizeof b) {
			json_decref(data);
			return -1;
		}
		for (i = 0; i < 16; i++)
			snprintf(hex + 2 * i, 3, "%02x", b[i]);
		json_object_set_new(data, "nonce", json_string(hex));
	}
	if ((dump = json_dump_text(data, JSON_COMPACT | JSON_SORT_KEYS,
	    NULL)) == NULL) {
		json_decref(data);
		return -1;
	}
	e.data = dump;
	/* The time kept with it, for since when a choice is owed. */
	if (s->since != NULL) {
		owed_iso(time(NULL), at, sizeof at);
		e.at = at;
	}
	rc = journal_append(s->j, &e);
	if (rc == 0) {
		owed_since_mark(s, e.cmd, e.at);
		rc = fold_event(s, kind, data);
		s->events++;
	}
	free(dump);
	json_decref(data);
	return rc;
}

int
session_notice(struct session *s, const char *side, const char *text)
{
	/* At a table every player reads the one screen; in a campaign the
	 * terminal that ran the command is not the side's, unless it is. */
	if (s->actor[0] == '\0' || side == NULL || *side == '\0' ||
	    strcmp(side, s->actor) == 0)	/* a commander's: his side hears */
		return 0;
	return session_record_vis(s, "notice", text, xjson_pack("{s:s}",
	    "side", side), side);
}

int
session_copy_event(struct session *s, const struct event *e, char *err,
    size_t errlen)
{
	json_t	*d;
	int	 rc;

	if (journal_append_copy(s->j, e, err, errlen) != 0)
		return -1;
	/* An undo takes back a whole command: fold again from the start. */
	if (strcmp(e->kind, "undo") == 0)
		return session_refold(s, err, errlen);
	if ((d = json_event_parse(e->data)) == NULL) {
		snprintf(err, errlen, "event %lld has no readable data",
		    (long long)e->seq);
		return -1;
	}
	owed_since_mark(s, e->cmd, e->at);
	rc = fold_event(s, e->kind, d);
	json_decref(d);
	s->events++;
	if (rc != 0)
		snprintf(err, errlen, "event %lld does not fold on this "
		    "Adjutant's rules", (long long)e->seq);
	return rc;
}

static void
state_reset(struct session *s)
{
	free(s->phases);
	free_tracks(s);
	free(s->items);
	mechs_free(s);
	free(s->options);
	s->options = NULL;
	s->phases = NULL;
	s->tracks = NULL;
	s->items = NULL;
	s->nphases = s->ntracks = s->nitems = 0;
	s->acting[0] = '\0';
	s->over = 0;
	s->result[0] = s->winner[0] = '\0';
	settings_reset(&s->settings);
	roster_reset(&s->roster);
	owed_since_reset(s);
	s->events = 0;
}

/* One event of a refold: the undo's own event folds nothing (the walk
 * left out what it took back); each one's data is checked here, as it is
 * parsed (journal_each_kept leaves that to the fold). */
struct refold {
	struct session	*s;
	int64_t		 bad;	/* the event that does not fold */
	int		 damaged;	/* its data is no JSON object */
	int		 stopped;	/* on_each said to */
	struct undone	 undone;	/* for on_each: the commands undone */
};

/* An event of a walk of every event (on_each): is it folded?  Not an
 * undo, nor an event of a command undone within the walk, as
 * journal_each_kept leaves out. */
static int
each_folds(struct refold *f, const struct event *e)
{
	int64_t	 by;

	if (strcmp(e->kind, "undo") == 0)
		return 0;
	by = undone_by(&f->undone, e->cmd);
	return by == 0 || (f->s->fold_limit > 0 && by > f->s->fold_limit);
}

static int
refold_one(const struct event *e, void *arg)
{
	struct refold	*f = arg;
	struct session	*s = f->s;
	json_t		*d;
	int		 rc;

	/* A roll, a look-up, a note: history, whose data nothing of the
	 * state reads, unless a report's walk takes every event.  The walk
	 * read it as a JSON object (journal.c's row check); parsing it
	 * again was most of what opening a long session spent on them. */
	if (s->on_each == NULL && strcmp(e->kind, "undo") != 0 &&
	    !session_folds_kind(e->kind) && !mechs_takes(s, e->kind)) {
		owed_since_mark(s, e->cmd, e->at);
		s->events++;
		if (s->on_event != NULL)
			s->on_event(s, e->seq, e->kind, s->on_event_arg);
		return 0;
	}
	if ((d = json_event_parse(e->data)) == NULL || !json_is_object(d)) {
		json_decref(d);
		f->bad = e->seq;
		f->damaged = 1;
		return 1;
	}
	if (s->on_each != NULL && !each_folds(f, e)) {
		f->stopped = s->on_each(s, e, d, 0, s->on_each_arg) != 0;
		json_decref(d);
		return f->stopped;
	}
	if (strcmp(e->kind, "undo") == 0) {
		json_decref(d);
		return 0;
	}
	owed_since_mark(s, e->cmd, e->at);
	rc = fold_event(s, e->kind, d);
	s->events++;
	if (rc != 0) {
		json_decref(d);
		f->bad = e->seq;
		return 1;
	}
	if (s->on_each != NULL)
		f->stopped = s->on_each(s, e, d, 1, s->on_each_arg) != 0;
	json_decref(d);
	if (f->stopped)
		return 1;
	if (s->on_event != NULL)
		s->on_event(s, e->seq, e->kind, s->on_event_arg);
	return 0;
}

int
session_refold(struct session *s, char *err, size_t errlen)
{
	struct refold	 f;
	int		 rc;

	memset(&f, 0, sizeof f);
	f.s = s;
	state_reset(s);
	/* Replay (`status --at SEQ`) folds the events up to one only; a
	 * report's walk sees the undone ones too, and leaves them out
	 * itself (the undos are read first: a cheap read). */
	if (s->on_each != NULL) {
		if ((rc = undone_load(s->j, 0, &f.undone)) == 0) {
			s->walk_undone = &f.undone;
			rc = journal_each_fold(s->j, s->fold_limit > 0 ?
			    s->fold_limit : INT64_MAX, refold_one, &f);
			s->walk_undone = NULL;
		}
		undone_free(&f.undone);
	} else
		rc = journal_each_kept(s->j, s->fold_limit > 0 ?
		    s->fold_limit : INT64_MAX, refold_one, &f);
	if (f.stopped) {
		snprintf(err, errlen, "the walk of session %s was stopped",
		    journal_path(s->j));
		return -1;
	}
	if (rc < 0) {
		snprintf(err, errlen, "session %s is damaged: %s",
		    journal_path(s->j), journal_error(s->j));
		return -1;
	}
	if (f.damaged) {
		snprintf(err, errlen, "session %s is damaged: event %lld's data "
		    "is not a JSON object", journal_path(s->j), (long long)f.bad);
		return -1;
	}
	if (f.bad != 0 || s->nphases == 0) {
		snprintf(err, errlen, "session %s does not match this Adjutant's "
		    "rules (unknown game, scenario or phase)", journal_path(s->j));
		return -1;
	}
	return 0;
}

/* Fold the events another writer appended after seq `was` (whose hash
 * was `hash`), up to the journal's last: 0, or -1 when they cannot be
 * folded on what is here (the tail folded is gone, an undo among them,
 * a fold failed) and the whole must be folded again. */
static int
fold_appended(struct session *s, int64_t was, const char *hash)
{
	sqlite3_stmt	*st;
	json_t		*d;
	int64_t		 upto = journal_last_seq(s->j);
	int		 rc, bad = 0;

	if (was <= 0 || upto <= was || s->fold_limit > 0 || s->on_event != NULL)
		return -1;
	/* Bounded by the tail just read: a later commit is the next
	 * catch-up's.  The events of a journal never change once there, so
	 * the tail's hash says the fold here is of the same history. */
	if (sql_prepare(journal_db(s->j), "SELECT kind, data, (SELECT "
	    "hash FROM event WHERE seq = ?1) = ?3, cmd, at FROM event WHERE seq "
	    "> ?1 AND seq <= ?2 ORDER BY seq", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_int64(st, 1, was);
	sqlite3_bind_int64(st, 2, upto);
	sqlite3_bind_text(st, 3, hash, -1, SQLITE_STATIC);
	while (!bad && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		/* An undo takes back events folded already. */
		if (sqlite3_column_int(st, 2) != 1 || strcmp((const char *)
		    sqlite3_column_text(st, 0), "undo") == 0) {
			bad = 1;
			break;
		}
		d = json_event_parse((const char *)sqlite3_column_text(st, 1));
		owed_since_mark(s, sqlite3_column_int64(st, 3), journal_text(st,
		    4));
		bad = d == NULL || fold_event(s, (const char *)
		    sqlite3_column_text(st, 0), d) != 0;
		json_decref(d);
		s->events++;
	}
	sqlite3_finalize(st);
	return bad || rc != SQLITE_DONE ? -1 : 0;
}

int
session_catch_up(struct session *s, char *err, size_t errlen)
{
	char	 hash[65];
	int64_t	 was = journal_last_seq(s->j);
	int	 moved;

	snprintf(hash, sizeof hash, "%s", journal_last_hash(s->j));
	if ((moved = journal_refresh(s->j)) < 0) {
		snprintf(err, errlen, "cannot read session %s: %s",
		    journal_path(s->j), sqlite3_errmsg(journal_db(s->j)));
		return -1;
	}
	if (s->unfolded)
		return 0;	/* no state to keep level */
	/* Only what was appended, when it can be (a reader of a long
	 * campaign kept level after every command); else a fold from the
	 * start: what was appended may be an undo, which takes back events
	 * already folded here. */
	if (!moved || fold_appended(s, was, hash) == 0)
		return 0;
	return session_refold(s, err, errlen);
}

static struct session *
session_alloc(sqlite3 *rules, struct rng *rng)
{
	struct session	*s = xcalloc(1, sizeof *s);

	if (s == NULL)
		abort();
	s->rules = rules;
	s->rng = rng;
	s->draws_seen = rng != NULL ? rng->draws : 0;
	s->rolls_seen = dice_count();
	session_sql_functions(rules, s);
	return s;
}

/* The one writer of "phase" events: here, beside the fold, so that the
 * walk (turns.c) and session_start call it without a circle of files. */
int
phase_record(struct session *s, int turn, int idx)
{
	char	 text[256];

	snprintf(text, sizeof text, "Turn %d (%s): %s", turn - s->first_turn + 1,
	    session_turn_label(s, turn), s->phases[idx].name);
	return session_record(s, "phase", text, xjson_pack("{s:i, s:s}", "turn",
	    turn, "phase", s->phases[idx].id));
}

/* The game's first events, into a journal that is not yet anyone's. */
static int
session_start(struct session *s, const char *game, const char *scenario,
    const char *options)
{
	char		 text[256];
	json_t		*d;
	int		 first;

	if (journal_begin(s->j) != 0)
		return -1;
	journal_meta_set(s->j, "game", game);
	journal_meta_set(s->j, "scenario", scenario);
	snprintf(text, sizeof text, "New game: %s, %s", game, scenario);
	d = xjson_pack("{s:s, s:s, s:s}", "game", game, "scenario", scenario,
	    "options", options != NULL ? options : "");
	if (session_record(s, "new", text, d) != 0)
		return -1;
	/* The first step the first turn plays (a cannonade may leave out
	 * the steps before it). */
	first = phase_first_step(s, s->turn);
	if (phase_record(s, s->turn, first) != 0 || journal_commit(s->j) != 0)
		return -1;
	return 0;
}

/* What a `new` killed half-way left beside path (PATH.new-PID and its
 * -wal and -shm): removed once that process is gone, never while it may
 * still be making its file. */
static void
remove_leftovers(const char *path)
{
	char		 dir[PATH_MAX], base[PATH_MAX], prefix[PATH_MAX + 8];
	char		 name[PATH_MAX];
	struct dirent	*d;
	DIR		*dp;
	size_t		 n;
	long		 pid;
	char		*end;

	snprintf(dir, sizeof dir, "%s", path);
	snprintf(base, sizeof base, "%s", path);
	snprintf(prefix, sizeof prefix, "%s.new-", basename(base));
	n = strlen(prefix);
	const char	*dn = dirname(dir);	/* may be a static "." */

	if ((dp = opendir(dn)) == NULL)
		return;
	while ((d = readdir(dp)) != NULL) {
		if (strncmp(d->d_name, prefix, n) != 0)
			continue;
		/* PATH.new-PID, or its -wal, -shm or -journal alone (a kill
		 * between removing the file and its companions). */
		pid = strtol(d->d_name + n, &end, 10);
		if (pid <= 0 || (*end != '\0' && strcmp(end, "-wal") != 0 &&
		    strcmp(end, "-shm") != 0 && strcmp(end, "-journal") != 0) ||
		    kill((pid_t)pid, 0) == 0 || errno != ESRCH)
			continue;	/* not ours, or a live process's */
		if (snprintf(name, sizeof name, "%s/%s", dn, d->d_name) <
		    (int)sizeof name)
			remove(name);
	}
	closedir(dp);
}

/* The session is made whole in a file of its own beside the path and
 * renamed into place once complete (and closed, so nothing of it is left
 * in a -wal file): a `new` cut off by a kill or a full disk leaves no
 * half-made file at the path to block the next `new` there. */
int
session_new(const char *path, sqlite3 *rules, struct rng *rng,
    const char *game, const char *scenario, const char *options,
    struct session **out, char *err, size_t errlen)
{
	struct session	*s;
	char		 tmp[PATH_MAX + 32], why[512];
	const char	*cause;
	int		 fd;

	*out = NULL;
	if (journal_path_check(path, err, errlen) != 0)
		return -1;
	if (access(path, F_OK) == 0) {
		snprintf(err, errlen, "%s already exists: open it with "
		    "--session, or choose another name", path);
		return -1;
	}
	if (snprintf(tmp, sizeof tmp, "%s.new-%ld", path, (long)getpid()) >=
	    (int)sizeof tmp) {
		snprintf(err, errlen, "the path %s is too long", path);
		return -1;
	}
	remove_leftovers(path);
	journal_remove_files(tmp);		/* left by a process of the same id */
	s = session_alloc(rules, rng);
	if (journal_open(tmp, 1, &s->j, why, sizeof why) != 0 ||
	    session_start(s, game, scenario, options) != 0) {
		/* The cause, with the path the player named. */
		cause = s->j != NULL ? sqlite3_errmsg(journal_db(s->j)) :
		    strrchr(why, ':') != NULL ? strrchr(why, ':') + 2 : why;
		snprintf(err, errlen, "cannot start %s %s in %s: %s", game,
		    scenario, path, cause);
		session_close(s);
		journal_remove_files(tmp);
		return -1;
	}
	session_close(s);
	/* Never over a file that appeared meanwhile. */
	if (renameat2(AT_FDCWD, tmp, AT_FDCWD, path, RENAME_NOREPLACE) != 0) {
		snprintf(err, errlen, errno == EEXIST ? "%s already exists: "
		    "open it with --session, or choose another name" : "cannot "
		    "start a game in %s: %s", path, strerror(errno));
		journal_remove_files(tmp);
		return -1;
	}
	/* The rename itself durable, as the events are. */
	snprintf(tmp, sizeof tmp, "%s", path);
	if ((fd = open(dirname(tmp), O_RDONLY | O_DIRECTORY | O_CLOEXEC)) >= 0) {
		fsync(fd);
		close(fd);
	}
	return session_open(path, rules, rng, out, err, errlen);
}

int
session_open(const char *path, sqlite3 *rules, struct rng *rng,
    struct session **out, char *err, size_t errlen)
{
	return session_open_at(path, rules, rng, 0, out, err, errlen);
}

int
session_open_at(const char *path, sqlite3 *rules, struct rng *rng,
    int64_t upto, struct session **out, char *err, size_t errlen)
{
	return session_open_walk(path, rules, rng, upto, NULL, NULL, out, err,
	    errlen);
}

/* The journal open, its state folded: s is the caller's, or closed. */
static int
open_fold(struct session *s, struct session **out, char *err, size_t errlen)
{
	if (session_refold(s, err, errlen) != 0) {
		session_close(s);
		return -1;
	}
	*out = s;
	return 0;
}

static int
open_hooked(const char *path, sqlite3 *rules, struct rng *rng, int64_t upto,
    void (*hook)(struct session *, int64_t, const char *, void *),
    int (*each)(struct session *, const struct event *, json_t *, int,
    void *), void *arg, struct session **out, char *err, size_t errlen)
{
	struct session	*s = session_alloc(rules, rng);

	s->fold_limit = upto;
	s->on_event = hook;
	s->on_each = each;
	s->on_event_arg = arg;
	s->on_each_arg = arg;
	*out = NULL;
	/* session_close, never free: the rules' SQL functions were bound to
	 * s, and a bare free left them pointing at freed memory. */
	if (journal_open(path, 0, &s->j, err, errlen) != 0) {
		session_close(s);
		return -1;
	}
	return open_fold(s, out, err, errlen);
}

struct session *
session_open_unfolded(struct journal *j, sqlite3 *rules, struct rng *rng)
{
	struct session	*s = session_alloc(rules, rng);

	s->j = j;
	s->unfolded = 1;
	return s;
}

int
session_open_journal(struct journal *j, sqlite3 *rules, struct rng *rng,
    struct session **out, char *err, size_t errlen)
{
	struct session	*s = session_alloc(rules, rng);

	s->j = j;
	*out = NULL;
	return open_fold(s, out, err, errlen);
}

int
session_open_walk(const char *path, sqlite3 *rules, struct rng *rng,
    int64_t upto, void (*hook)(struct session *, int64_t, const char *,
    void *), void *arg, struct session **out, char *err, size_t errlen)
{
	return open_hooked(path, rules, rng, upto, hook, NULL, arg, out, err,
	    errlen);
}

int
session_open_each(const char *path, sqlite3 *rules, struct rng *rng,
    int64_t upto, int (*each)(struct session *, const struct event *,
    json_t *, int, void *), void *arg, struct session **out, char *err,
    size_t errlen)
{
	return open_hooked(path, rules, rng, upto, NULL, each, arg, out, err,
	    errlen);
}

void
session_close(struct session *s)
{
	if (s == NULL)
		return;
	session_sql_unbind(s->rules, s);
	if (s->dice != NULL && s->rng != NULL && s->rng->commit == s->dice)
		s->rng->commit = NULL;
	dice_commit_free(s->dice);
	journal_close(s->j);
	state_reset(s);
	owed_since_free(s);
	free(s->stepped);
	free(s);
}

const char *
session_turn_label(struct session *s, int turn)
{
	static _Thread_local char label[64];
	char		 n[16], *v;

	snprintf(n, sizeof n, "%d", turn);
	v = NULL;
	{
		sqlite3_stmt *st;

		if ((st = stmt_get(s->rules, "SELECT t.label FROM turn t "
		    "JOIN scenario sc ON sc.game = t.game AND sc.calendar = "
		    "t.calendar WHERE t.game = ?1 AND sc.id = ?2 AND t.n = ?3"))
		    != NULL) {
			sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
			sqlite3_bind_int(st, 3, turn);
			if (sqlite3_step(st) == SQLITE_ROW)
				v = xstrdup((const char *)
				    sqlite3_column_text(st, 0));
			stmt_put(st);
		}
	}
	snprintf(label, sizeof label, "%s", v != NULL ? v : n);
	free(v);
	return label;
}
