/* Where a track change came from: every track event carries its source
 * (a command, a rule row, a latch, a mechanism), written by the one
 * writer (track_record); a mechanism observing "track" events sees each
 * with its source as the fold meets it, live and on reopening alike; and
 * an event from before sources were kept folds as it always did and
 * reads "unattributed".
 *
 * The observer is a mechanism of this test's own: this file lists the
 * mechanism table itself (the real ones, then "watcher"), so the
 * library's table (src/mech/table.c, which holds nothing else) is not
 * linked in, and a temporary game_mechanism row gives Longstreet Attacks
 * the watcher. */
#include "testing.h"
#include "fixture.h"

#include <string.h>

#include "adj/journal.h"
#include "adj/mech.h"
#include "adj/mech/contest.h"
#include "adj/mech/control.h"
#include "adj/mech/cup.h"
#include "adj/mech/impulse.h"
#include "adj/mech/leaders.h"
#include "adj/mech/ledger.h"
#include "adj/mech/losses.h"
#include "adj/mech/marker.h"
#include "adj/mech/messages.h"
#include "adj/mech/register.h"
#include "adj/mech/victory_ratio.h"
#include "adj/mech/victory_hold.h"
#include "adj/mech/victory_relative.h"
#include "adj/mech/vp_ledger.h"
#include "adj/session.h"
#include "adj/source.h"

/* What the watcher saw of the track events folded. */
struct watch {
	int	 seen;			/* track events */
	int	 unattributed;		/* of them, with no source */
	char	 kind[24];		/* the last one's source */
	char	 name[48];
	char	 table[48];
	char	 track[64];
	int	 before, after;		/* its track's value, and the event's */
	int	 by_kind[4];		/* command, rule, latch, mech */
};

static const char *const watch_observes[] = { "track", NULL };
static const char *const kinds_order[] = { SOURCE_COMMAND, SOURCE_RULE,
    SOURCE_LATCH, SOURCE_MECH };

static void watch_observe(struct session *, const char *, json_t *);

static const struct mech mech_watch = {
	.name = "watcher",
	.what = "watcher",
	.size = sizeof(struct watch),
	.observes = watch_observes,
	.observe = watch_observe,
};

#define W(s) ((struct watch *)session_mech((s), &mech_watch))

static void
watch_observe(struct session *s, const char *kind, json_t *d)
{
	struct watch		*w = W(s);
	struct event_source	 src;
	struct track		*t;
	size_t			 i;

	assert_string_equal(kind, "track");
	source_read(d, &src);
	w->seen++;
	if (strcmp(src.kind, SOURCE_NONE) == 0)
		w->unattributed++;
	for (i = 0; i < 4; i++)
		if (strcmp(src.kind, kinds_order[i]) == 0)
			w->by_kind[i]++;
	snprintf(w->kind, sizeof w->kind, "%s", src.kind);
	snprintf(w->name, sizeof w->name, "%s", src.name != NULL ? src.name :
	    "");
	snprintf(w->table, sizeof w->table, "%s", src.table != NULL ?
	    src.table : "");
	snprintf(w->track, sizeof w->track, "%s", json_string_value(
	    json_object_get(d, "track")));
	/* Before the fold applies it: the track still reads as it was. */
	t = session_track_by_id(s, w->track);
	w->before = t != NULL ? t->value : -1;
	w->after = (int)json_integer_value(json_object_get(d, "value"));
}

const struct mech *const mech_table[] = {
	&mech_cup,
	&mech_impulse,
	&mech_marker,
	&mech_leaders,
	&mech_losses,
	&mech_ledger,
	&mech_control,
	&mech_contest,
	&mech_absorb,
	&mech_relative,
	&mech_ratio,
	&mech_messages,
	&mech_register,
	&mech_vp_ledger,
	&mech_victory_hold,
	&mech_watch,
};
const int mech_count = sizeof mech_table / sizeof mech_table[0];

static int
setup(void **state)
{
	(void)state;
	if (fixture_setup(23) != 0)
		return -1;
	/* Unqualified, game_mechanism is the temporary one first. */
	rules_load_rest(rules);
	return sqlite3_exec(rules, "CREATE TEMP TABLE game_mechanism AS "
	    "SELECT * FROM game_mechanism; INSERT INTO "
	    "temp.game_mechanism VALUES ('longstreet-attacks', 'watcher')",
	    NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static const struct event_source by_hand = {
	.kind = SOURCE_COMMAND, .name = "track"
};

/* `track vp +2` as the command does it: the watcher sees the change,
 * before it is applied, with the command as its source; reopened, the
 * fold shows it the same event again. */
static void
test_observer_sees_source(void **state)
{
	struct session	*s;
	struct reply	 r;
	char		 path[320], err[256];
	int		 was;

	(void)state;
	s = fixture_session("observe.adj", "longstreet-attacks", "round-tops");
	assert_non_null(W(s));
	was = fixture_track(s, "vp");
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(fixture_end(s, session_track(s, "vp", "+2", &by_hand,
	    &r)), 0);
	reply_free(&r);
	assert_int_equal(W(s)->seen, 1);
	assert_string_equal(W(s)->kind, SOURCE_COMMAND);
	assert_string_equal(W(s)->name, "track");
	assert_string_equal(W(s)->track, "vp");
	assert_int_equal(W(s)->before, was);
	assert_int_equal(W(s)->after, was + 2);
	assert_int_equal(fixture_track(s, "vp"), was + 2);

	snprintf(path, sizeof path, "%s", journal_path(s->j));
	session_close(s);
	assert_int_equal(session_open(path, rules, &rng, &s, err, sizeof err),
	    0);
	assert_int_equal(W(s)->seen, 1);
	assert_string_equal(W(s)->kind, SOURCE_COMMAND);
	assert_int_equal(W(s)->before, was);
	session_close(s);
}

/* A turn played by `next` alone, a Command Event track set by hand first:
 * every track change the steps, rules and mechanisms make carries a
 * source; the End Turn's reset of that track is a rule row's. */
static void
test_every_change_attributed(void **state)
{
	struct session	*s;
	struct reply	 r;
	int		 i, turn;

	(void)state;
	s = fixture_session("turn.adj", "longstreet-attacks",
	    "hammerin-sickles");
	turn = s->turn;
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(fixture_end(s, session_track(s, "cc-hood", "=1",
	    &by_hand, &r)), 0);
	reply_free(&r);
	for (i = 0; i < 400 && !s->over && s->turn < turn + 2; i++) {
		reply_init(&r);
		assert_int_equal(journal_begin(s->j), 0);
		fixture_end(s, session_next(s, NULL, &r));
		reply_free(&r);
	}
	assert_true(s->turn >= turn + 1);
	assert_true(W(s)->seen > 0);
	assert_int_equal(W(s)->unattributed, 0);
	assert_int_equal(W(s)->by_kind[0], 1);
	assert_true(W(s)->by_kind[1] > 0);	/* the End Turn's reset */
	assert_int_equal(fixture_track(s, "cc-hood"), 0);
	session_close(s);
}

/* A track event as Adjutant wrote it before sources were kept ({track,
 * value} alone) folds as it always did: the track takes its value, and
 * the watcher reads it "unattributed". */
static void
test_old_event_unattributed(void **state)
{
	struct session	*s;

	(void)state;
	s = fixture_session("old.adj", "longstreet-attacks", "round-tops");
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_record(s, "track", "VP 0 -> 5", json_pack(
	    "{s:s, s:i}", "track", "vp", "value", 5)), 0);
	assert_int_equal(fixture_end(s, 0), 0);
	assert_int_equal(fixture_track(s, "vp"), 5);
	assert_int_equal(W(s)->seen, 1);
	assert_int_equal(W(s)->unattributed, 1);
	assert_string_equal(W(s)->kind, SOURCE_NONE);
	session_close(s);
}

/* A writer whose JSON could not be built (json_pack gave NULL) records
 * nothing: no empty event joins the journal. */
static void
test_null_data_refused(void **state)
{
	struct session	*s;
	int64_t		 last;

	(void)state;
	s = fixture_session("null.adj", "longstreet-attacks", "round-tops");
	last = journal_last_seq(s->j);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_record(s, "track", "nothing", NULL), -1);
	assert_int_equal(fixture_end(s, -1), -1);
	assert_int_equal(journal_last_seq(s->j), last);
	session_close(s);
}

/* The source object: only the fields given; read back the same; an
 * event without one shown as "unattributed". */
static void
test_source_json(void **state)
{
	struct event_source	 in = { .kind = SOURCE_RULE, .table =
				    "track_step", .section = "18.6" }, out;
	json_t			*d = json_object(), *shown;

	(void)state;
	json_object_set_new(d, "source", source_json(&in));
	assert_int_equal(json_object_size(json_object_get(d, "source")), 3);
	source_read(d, &out);
	assert_string_equal(out.kind, SOURCE_RULE);
	assert_string_equal(out.table, "track_step");
	assert_string_equal(out.section, "18.6");
	assert_null(out.name);
	assert_null(out.id);
	json_object_del(d, "source");
	shown = source_shown(d);
	assert_string_equal(json_string_value(shown), SOURCE_NONE);
	json_decref(shown);
	assert_null(source_json(NULL));
	json_decref(d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_source_json),
		cmocka_unit_test(test_observer_sees_source),
		cmocka_unit_test(test_every_change_attributed),
		cmocka_unit_test(test_old_event_unattributed),
		cmocka_unit_test(test_null_data_refused),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
