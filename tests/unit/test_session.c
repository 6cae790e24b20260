/* The journal and the fold: a reopened session is exactly the live one,
 * undo appends and folds back, the hash chain catches tampering, and the
 * shipped rules pass their own check. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/buf.h"
#include "adj/mech/cup.h"
#include "adj/journal.h"
#include "adj/lookup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(1);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* Run one change as the CLI does: one transaction per command. */
static int
run(struct session *s, int (*fn)(struct session *, struct reply *))
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = fn(s, &r);
	if (rc == 0)
		assert_int_equal(journal_commit(s->j), 0);
	else
		journal_rollback(s->j);
	reply_free(&r);
	return rc;
}

static int next_step(struct session *s, struct reply *r)
{ return session_next(s, NULL, r); }
static int vp_plus3(struct session *s, struct reply *r)
{ return session_track(s, "vp", "+3", NULL, r); }
static int vp_off_track(struct session *s, struct reply *r)
{ return session_track(s, "vp", "=9", NULL, r); }
static int undo(struct session *s, struct reply *r)
{ return session_undo(s, NULL, r); }
static int to_broken(struct session *s, struct reply *r)
{ return session_box(s, "broken", "put", "4 TX", "2", NULL, r); }
/* `next broken-track yes`: the chits left in the cup agreed to. */
static int jump_broken(struct session *s, struct reply *r)
{
	int	 rc;

	s->jump_agreed = 1;
	rc = session_next(s, "broken-track", r);
	s->jump_agreed = 0;
	return rc;
}

static void
test_fold_matches_live(void **state)
{
	struct session	*s, *t;
	char		 path[300], err[256];
	int		 i;

	(void)state;
	snprintf(path, sizeof path, "%s/a.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	assert_int_equal(s->turn, 2);			/* 4:20 is GT 2 */
	assert_string_equal(session_turn_label(s, s->turn), "4:20");
	assert_string_equal(s->phases[s->phase].id, "key-chits");
	for (i = 0; i < 5; i++)
		assert_int_equal(run(s, next_step), 0);
	assert_int_equal(run(s, vp_plus3), 0);
	assert_int_equal(session_track_value(s, session_track_find(s, "vp",
	    NULL)), 3);
	/* Off the 21.1 track (0 to 3): refused, nothing recorded. */
	assert_int_equal(run(s, vp_off_track), -1);
	assert_int_equal(run(s, to_broken), 0);
	/* The End Turn advance moves 4 TX from box 2 to box 1 (18.4). */
	assert_int_equal(run(s, jump_broken), 0);
	assert_int_equal(s->nitems, 1);
	assert_int_equal(s->items[0].box, 1);
	assert_int_equal(run(s, undo), 0);		/* undo the jump */
	assert_int_equal(s->items[0].box, 2);
	assert_string_equal(s->phases[s->phase].id, "artillery-alternate");

	assert_int_equal(session_open(path, rules, &rng, &t, err, sizeof err),
	    0);
	assert_int_equal(t->turn, s->turn);
	assert_int_equal(t->phase, s->phase);
	assert_int_equal(t->nitems, s->nitems);
	assert_int_equal(t->items[0].box, 2);
	assert_int_equal(session_track_value(t, session_track_find(t, "vp",
	    NULL)), 3);
	session_close(t);
	session_close(s);
}

/* A reader of the same file, kept level with session_catch_up (which
 * folds only what was appended, unless an undo is among it), reads the
 * same state as the writer at every step. */
static void
same_state(struct session *t, struct session *s)
{
	char	 err[256];

	assert_int_equal(session_catch_up(t, err, sizeof err), 0);
	assert_int_equal(journal_last_seq(t->j), journal_last_seq(s->j));
	assert_int_equal(t->turn, s->turn);
	assert_int_equal(t->phase, s->phase);
	assert_int_equal(t->nitems, s->nitems);
	assert_int_equal(t->nitems > 0 ? t->items[0].box : 0, s->nitems > 0 ?
	    s->items[0].box : 0);
	assert_int_equal(session_track_value(t, session_track_find(t, "vp",
	    NULL)), session_track_value(s, session_track_find(s, "vp", NULL)));
}

static void
test_catch_up_matches_writer(void **state)
{
	struct session	*s, *t;
	char		 path[300], err[256];
	int		 i;

	(void)state;
	snprintf(path, sizeof path, "%s/level.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	assert_int_equal(session_open(path, rules, &rng, &t, err, sizeof err),
	    0);
	for (i = 0; i < 5; i++) {
		assert_int_equal(run(s, next_step), 0);
		same_state(t, s);
	}
	assert_int_equal(run(s, vp_plus3), 0);
	assert_int_equal(run(s, to_broken), 0);
	same_state(t, s);
	assert_int_equal(run(s, jump_broken), 0);
	same_state(t, s);
	assert_int_equal(run(s, undo), 0);	/* takes back what t folded */
	same_state(t, s);
	assert_int_equal(s->items[0].box, 2);
	assert_int_equal(run(s, undo), 0);
	assert_int_equal(run(s, next_step), 0);
	same_state(t, s);
	session_close(t);
	session_close(s);
}

/* Cup invariant: every chit of the scenario is in exactly one place, and
 * the places hold exactly the scenario's chits. */
static void
check_chits(struct session *s)
{
	static const char *const places[] = { "pool", "reserve", "waiting",
	    "cup", "hand", "track", "discard", "excluded", "out", NULL };
	int	 i, k, total = 0;

	for (k = 0; places[k] != NULL; k++)
		total += cup_count(s, places[k], NULL);
	assert_int_equal(total, CUP(s)->nchits);
	for (i = 0; i < CUP(s)->nchits; i++) {
		for (k = 0; places[k] != NULL; k++)
			if (strcmp(CUP(s)->chits[i].where, places[k]) == 0)
				break;
		assert_non_null(places[k]);
		/* Division chits return exactly while brigades remain, so none
		 * is ever held. */
		if (strcmp(CUP(s)->chits[i].kind, "division") == 0)
			assert_string_not_equal(CUP(s)->chits[i].where, "hand");
	}
}

/* History (a note, a roll, a look-up): the fold leaves its data unread,
 * yet counts it, hands it to a walk's hook, and folds what follows. */
static int history(struct session *s, struct reply *r)
{
	(void)r;
	return session_record(s, "note", "a note", json_pack("{s:s}", "note",
	    "guns")) || session_record(s, "roll", "d6: 4", json_pack("{s:s, "
	    "s:[i]}", "dice", "d6", "rolls", 4)) || session_record(s, "lookup",
	    "a look-up", json_pack("{s:s, s:{s:i}}", "table", "t", "inputs",
	    "x", 1));
}

static void
seen(struct session *s, int64_t seq, const char *kind, void *arg)
{
	char	*kinds = arg;

	(void)s;
	(void)seq;
	if (strlen(kinds) + strlen(kind) + 2 < 256) {
		strcat(kinds, kind);
		strcat(kinds, " ");
	}
}

static void
test_history_unread(void **state)
{
	struct session	*s, *t;
	char		 path[300], err[256], kinds[256] = "";
	int64_t		 events;

	(void)state;
	snprintf(path, sizeof path, "%s/h.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	assert_int_equal(run(s, history), 0);
	assert_int_equal(run(s, vp_plus3), 0);
	events = s->events;
	assert_int_equal(session_open_walk(path, rules, &rng, 0, seen, kinds,
	    &t, err, sizeof err), 0);
	assert_int_equal(t->events, events);
	assert_non_null(strstr(kinds, "note roll lookup track "));
	assert_int_equal(session_track_value(t, session_track_find(t, "vp",
	    NULL)), 3);
	session_close(t);
	session_close(s);
}

static void
test_walk_to_end(void **state)
{
	struct session	*s;
	char		 path[300], err[256];
	int		 steps = 0;

	(void)state;
	snprintf(path, sizeof path, "%s/b.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "whirlpool", NULL, &s, err, sizeof err), 0);
	/* `next` alone plays the game: keys at random, blind includes, every
	 * chit drawn, activations, end-turn gathering (DESIGN: Choices). */
	while (!s->over && steps < 20000) {
		assert_int_equal(run(s, next_step), 0);
		steps++;
		check_chits(s);
	}
	assert_true(s->over);
	assert_int_equal(s->turn, 11);			/* 7:20 */
	assert_true(steps >= 10 * s->nphases);
	/* 21.2k: every hex still the Union's, 15 VP to none. */
	assert_string_equal(s->result, "Union Decisive Victory");
	assert_int_equal(run(s, next_step), -1);	/* over: refused */
	session_close(s);
}

/* 21.1: the first cup holds the Keys (U1, C2), the blind includes (U2,
 * C1), Birney, Barnes, Hood and Fog of War: ten chits. */
/* Every scenario played to its end by `next` alone keeps the cup
 * invariant after every step and ends with a victory level. */
static void
test_every_scenario(void **state)
{
	static const char *const scenarios[] = { "round-tops", "whirlpool",
	    "emmitsburg-road", "hammerin-sickles", "sickles-follows-orders" };
	struct session	*s;
	char		 path[300], err[256];
	int		 i, steps;

	(void)state;
	for (i = 0; i < 5; i++) {
		snprintf(path, sizeof path, "%s/all-%d.adj", dir, i);
		assert_int_equal(session_new(path, rules, &rng,
		    "longstreet-attacks", scenarios[i], NULL, &s, err, sizeof err), 0);
		for (steps = 0; !s->over && steps < 20000; steps++) {
			assert_int_equal(run(s, next_step), 0);
			check_chits(s);
		}
		assert_true(s->over);
		assert_true(s->result[0] != '\0');
		session_close(s);
	}
}

static void
test_round_tops_first_cup(void **state)
{
	struct session	*s;
	char		 path[300], err[256];
	int		 i, events = 0, division = 0, wild = 0;

	(void)state;
	snprintf(path, sizeof path, "%s/d.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	while (strcmp(s->phases[s->phase].id, "build-cup") != 0)
		assert_int_equal(run(s, next_step), 0);
	assert_int_equal(cup_count(s, "cup", NULL), 10);
	assert_int_equal(cup_count(s, "excluded", "union"), 2);
	assert_int_equal(cup_count(s, "excluded", "confederate"), 2);
	for (i = 0; i < CUP(s)->nchits; i++) {
		struct chit_state *c = &CUP(s)->chits[i];

		if (strcmp(c->where, "cup") != 0)
			continue;
		if (strcmp(c->kind, "event") == 0)
			events++;
		else if (strcmp(c->kind, "division") == 0) {
			division++;
			assert_true(strcmp(c->id, "birney") == 0 ||
			    strcmp(c->id, "barnes") == 0 ||
			    strcmp(c->id, "hood") == 0);
		} else if (strcmp(c->kind, "wild") == 0) {
			wild++;
			assert_string_equal(c->id, "fog-of-war");
		} else
			fail_msg("unexpected %s in the 21.1 cup", c->id);
	}
	assert_int_equal(events, 6);
	assert_int_equal(division, 3);
	assert_int_equal(wild, 1);
	assert_int_equal(cup_count(s, "waiting", NULL), 1);	/* Ayres */
	check_chits(s);
	session_close(s);
}

/* Put a chit in the cup as the fold would see it (the Lull enters only
 * from turn 12 on a roll; this test needs it there now). */
static void
into_cup(struct session *s, const char *chit)
{
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_record(s, "chit", "test: into the cup",
	    json_pack("{s:s, s:s}", "chit", chit, "to", "cup")), 0);
	assert_int_equal(journal_commit(s->j), 0);
}

/* An event without data is refused and nothing is written: a NULL that
 * once became an empty event would have stayed in the hash chain. */
static void
test_record_refuses_no_data(void **state)
{
	struct session	*s;
	char		 path[300], err[256];
	int64_t		 before;

	(void)state;
	snprintf(path, sizeof path, "%s/nodata.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "whirlpool", NULL, &s, err, sizeof err), 0);
	before = s->events;
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_record(s, "note", "no data", NULL), -1);
	assert_int_equal(session_record(s, "note", "not an object",
	    json_integer(1)), -1);
	assert_int_equal(journal_commit(s->j), 0);
	assert_int_equal(s->events, before);
	session_close(s);
	assert_int_equal(session_open(path, rules, &rng, &s, err, sizeof err),
	    0);
	assert_int_equal(s->events, before);
	session_close(s);
}

static int draw_lull(struct session *s, struct reply *r)
{ return cup_draw(s, "lull", NULL, NULL, r); }
static int draw_fortunes(struct session *s, struct reply *r)
{ return cup_draw(s, "fortunes", NULL, NULL, r); }

/* The wild chits do what their data's effect says (chit.effect): one that
 * ends the draws empties the cup, naming itself in each chit's event;
 * one that negates marks the next chit void, and status names it. */
static void
test_wild_chit_effects(void **state)
{
	struct session	*s;
	struct reply	 r;
	sqlite3_stmt	*st;
	char		 path[300], err[256];
	int		 cancelled = 0;

	(void)state;
	snprintf(path, sizeof path, "%s/w.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "hammerin-sickles", NULL, &s, err, sizeof err), 0);
	while (strcmp(s->phases[s->phase].id, "draw-chit") != 0)
		assert_int_equal(run(s, next_step), 0);
	assert_true(cup_count(s, "cup", NULL) > 1);
	assert_int_equal(run(s, draw_fortunes), 0);
	assert_int_equal(CUP(s)->negate_next, 1);
	reply_init(&r);
	cup_show(s, 1, &r);
	assert_non_null(strstr(buf_str(&r.text),
	    "Fortunes of War: the next chit drawn is negated."));
	reply_free(&r);
	into_cup(s, "lull");
	assert_int_equal(run(s, draw_lull), 0);
	assert_int_equal(cup_count(s, "cup", NULL), 0);
	assert_int_equal(sql_prepare(journal_db(s->j), "SELECT count(*) "
	    "FROM event WHERE text = 'Cancelled by A Lull in the Battle'", -1,
	    &st, NULL), SQLITE_OK);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	cancelled = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	assert_true(cancelled > 0);
	check_chits(s);
	session_close(s);
}

/* A commit point inside a command (journal_checkpoint): what came before
 * is durable and read by another handle at once, what comes after is the
 * same command's and is taken back alone; a batch is left whole; the
 * chain verifies, and one undo takes back the whole command. */
static void
test_checkpoint(void **state)
{
	struct session	*s, *t;
	char		 path[300], err[256], why[256];
	int64_t		 before, kept;
	struct reply	 r;

	(void)state;
	snprintf(path, sizeof path, "%s/ck.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	assert_int_equal(session_open(path, rules, &rng, &t, err, sizeof err),
	    0);
	before = journal_last_seq(s->j);
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(vp_plus3(s, &r), 0);
	assert_int_equal(journal_checkpoint(s->j), 0);
	kept = journal_last_seq(s->j);
	assert_true(kept > before);
	assert_int_equal(session_catch_up(t, err, sizeof err), 0);
	assert_int_equal(journal_last_seq(t->j), kept);
	/* After it, the same command: rolled back, the first part stays. */
	assert_int_equal(session_track(s, "vp", "-1", NULL, &r), 0);
	journal_rollback(s->j);
	assert_int_equal(journal_last_seq(s->j), kept);
	assert_int_equal(session_refold(s, err, sizeof err), 0);
	assert_int_equal(session_track_value(s, session_track_find(s, "vp",
	    NULL)), 3);
	assert_int_equal(journal_verify(s->j, why, sizeof why), 0);
	/* Nothing to make durable outside a transaction, nor inside a
	 * batch (its end does). */
	assert_int_equal(journal_checkpoint(s->j), 1);
	assert_int_equal(journal_batch_begin(s->j), 0);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(journal_checkpoint(s->j), 1);
	journal_rollback(s->j);
	assert_int_equal(journal_batch_end(s->j, 0), 0);
	reply_free(&r);
	assert_int_equal(run(s, undo), 0);
	assert_int_equal(session_track_value(s, session_track_find(s, "vp",
	    NULL)), 0);
	assert_int_equal(journal_verify(s->j, why, sizeof why), 0);
	session_close(t);
	session_close(s);
}

/* The chain's head is set with every commit (a batch's once) by
 * changing its row in place: deleted and inserted anew, as REPLACE did,
 * it wrote a page of meta's index with every commit as well. */
static void
test_head_in_place(void **state)
{
	struct session	*s;
	char		 path[300], err[256], want[96], *head;
	int		 was;

	(void)state;
	snprintf(path, sizeof path, "%s/head.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	was = fixture_count(journal_db(s->j), "SELECT rowid FROM meta WHERE "
	    "key = 'head'");
	assert_true(was > 0);
	assert_int_equal(run(s, vp_plus3), 0);
	assert_int_equal(journal_batch_begin(s->j), 0);
	assert_int_equal(run(s, vp_plus3), 0);
	assert_int_equal(run(s, vp_plus3), 0);
	assert_int_equal(journal_batch_end(s->j, 1), 0);
	assert_int_equal(fixture_count(journal_db(s->j), "SELECT rowid FROM "
	    "meta WHERE key = 'head'"), was);
	snprintf(want, sizeof want, "%lld %s", (long long)journal_last_seq(
	    s->j), journal_last_hash(s->j));
	head = journal_meta_get(s->j, "head");
	assert_non_null(head);
	assert_string_equal(head, want);
	free(head);
	session_close(s);
}

static void
test_tamper(void **state)
{
	struct session	*s;
	char		 path[300], err[256], why[256];
	sqlite3		*db;

	(void)state;
	snprintf(path, sizeof path, "%s/c.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	assert_int_equal(run(s, vp_plus3), 0);
	assert_int_equal(run(s, next_step), 0);
	assert_int_equal(journal_verify(s->j, why, sizeof why), 0);
	session_close(s);
	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	assert_int_equal(sqlite3_exec(db, "UPDATE event SET text = 'VP 0 -> 1' "
	    "WHERE seq = 3", NULL, NULL, NULL), SQLITE_OK);
	sqlite3_close(db);
	assert_int_equal(session_open(path, rules, &rng, &s, err, sizeof err),
	    0);
	assert_int_equal(journal_verify(s->j, why, sizeof why), 3);
	assert_non_null(strstr(why, "altered"));
	session_close(s);
	/* A file that is not a session is refused with a clear message. */
	snprintf(path, sizeof path, "%s/junk.adj", dir);
	FILE *f = fopen(path, "w");
	fputs("not a database at all, just some text\n", f);
	fclose(f);
	assert_int_equal(session_open(path, rules, &rng, &s, err, sizeof err),
	    -1);
	assert_non_null(strstr(err, path));
}

/* A long walk in chunks (journal_each_released): every event once, in
 * order, up to the tail it began with, though the file grows between its
 * chunks; the hook runs between them, and its failure ends the walk.  A
 * reader whose snapshot moves on between chunks (the server's, hook
 * below) still verifies the chain against the head it began with. */
struct walked {
	int64_t		 n, last;
	int		 between, fail_at;
	struct session	*writer;	/* appends between chunks */
};

static int
walked_one(const struct event *e, void *arg)
{
	struct walked	*w = arg;

	assert_int_equal(e->seq, w->last + 1);
	w->last = e->seq;
	w->n++;
	return 0;
}

static int
walked_count(const struct event *e, void *arg)
{
	struct walked	*w = arg;

	w->last = e->seq;
	w->n++;
	return 0;
}

static void
notes(struct session *s, int n)
{
	int	 i;

	assert_int_equal(journal_begin(s->j), 0);
	for (i = 0; i < n; i++)
		assert_int_equal(session_record(s, "note", "test: a note",
		    json_pack("{s:i}", "i", i)), 0);
	assert_int_equal(journal_commit(s->j), 0);
}

static int
walked_between(struct journal *j, void *arg)
{
	struct walked	*w = arg;
	sqlite3		*db = journal_db(j);

	if (++w->between == w->fail_at)
		return -1;
	/* As the server's reader does: its snapshot let go, a new one. */
	if (!sqlite3_get_autocommit(db)) {
		assert_int_equal(sqlite3_exec(db, "COMMIT", NULL, NULL, NULL),
		    SQLITE_OK);
		assert_int_equal(sqlite3_exec(db, "BEGIN", NULL, NULL, NULL),
		    SQLITE_OK);
	}
	notes(w->writer, 3);
	return 0;
}

static void
test_released_walk(void **state)
{
	struct session	*s, *t;
	struct walked	 w;
	char		 path[300], err[256], why[256];
	int64_t		 tail;

	(void)state;
	snprintf(path, sizeof path, "%s/released.adj", dir);
	assert_int_equal(session_new(path, rules, &rng, "longstreet-attacks",
	    "round-tops", NULL, &s, err, sizeof err), 0);
	notes(s, 700);
	assert_int_equal(session_open(path, rules, &rng, &t, err, sizeof err),
	    0);
	tail = journal_last_seq(s->j);
	memset(&w, 0, sizeof w);
	w.writer = s;
	journal_on_between(t->j, walked_between, &w);
	assert_int_equal(journal_each_released(t->j, 1, walked_one, &w), 0);
	assert_int_equal(w.n, tail);
	assert_int_equal(w.last, tail);
	assert_true(w.between >= 2);
	assert_true(journal_last_seq(s->j) > tail);	/* it grew meanwhile */
	/* From the middle: the events from there on. */
	tail = journal_last_seq(s->j);
	memset(&w, 0, sizeof w);
	w.writer = s;
	w.last = 299;
	assert_int_equal(journal_each_released(t->j, 300, walked_one, &w), 0);
	assert_int_equal(w.n, tail - 299);
	/* The hook's refusal: the walk fails after its first chunk. */
	memset(&w, 0, sizeof w);
	w.writer = s;
	w.fail_at = 1;
	assert_int_equal(journal_each_released(t->j, 1, walked_one, &w), -1);
	assert_true(w.n > 0 && w.n < journal_last_seq(s->j));
	/* Verified by a reader in a transaction of its own that moves on
	 * between chunks while the writer appends: intact. */
	memset(&w, 0, sizeof w);
	w.writer = s;
	assert_int_equal(sqlite3_exec(journal_db(t->j), "BEGIN", NULL, NULL,
	    NULL), SQLITE_OK);
	assert_int_equal(journal_verify(t->j, why, sizeof why), 0);
	assert_true(w.between >= 2);
	assert_int_equal(sqlite3_exec(journal_db(t->j), "COMMIT", NULL, NULL,
	    NULL), SQLITE_OK);
	journal_on_between(t->j, NULL, NULL);
	assert_int_equal(journal_verify(t->j, why, sizeof why), 0);
	/* A row written by hand with the largest seq there is: walked in
	 * chunks of rows, not of seqs (2^55 chunks, each empty). */
	tail = journal_last_seq(s->j);
	assert_int_equal(sqlite3_exec(journal_db(s->j), "INSERT INTO event "
	    "SELECT 9223372036854775807, 9223372036854775807, turn, phase, "
	    "kind, vis, text, data, at, prev, hash FROM event WHERE seq = 1",
	    NULL, NULL, NULL), SQLITE_OK);
	memset(&w, 0, sizeof w);
	assert_int_equal(journal_each_released(t->j, 1, walked_count, &w), 0);
	assert_int_equal(w.n, tail + 1);
	assert_int_equal(w.last, INT64_MAX);
	session_close(t);
	session_close(s);
}

static void
test_rules_check_clean(void **state)
{
	struct buf	 out;

	(void)state;
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	buf_free(&out);
}

static void
test_lookup_break_test(void **state)
{
	struct lookup_req	 q;
	struct reply		 r;
	char			*argv[] = { "cr=4", "roll=3" };
	char			*bad[] = { "cr=4", "roll=7" };

	(void)state;
	memset(&q, 0, sizeof q);
	q.game = "longstreet-attacks";
	q.table = "break-test";
	q.argc = 2;
	q.argv = argv;
	q.rng = &rng;
	reply_init(&r);
	/* 15.9 example: a 3 against CR 4 passes (Shaken). */
	assert_int_equal(lookup_run(rules, &q, &r, NULL), 0);
	assert_string_equal(json_string_value(json_object_get(r.json,
	    "outcome")), "Morale");
	reply_free(&r);
	q.argv = bad;
	reply_init(&r);
	assert_int_equal(lookup_run(rules, &q, &r, NULL), -1);
	assert_non_null(strstr(buf_str(&r.err), "reads 1 to 6"));
	reply_free(&r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fold_matches_live),
		cmocka_unit_test(test_catch_up_matches_writer),
		cmocka_unit_test(test_history_unread),
		cmocka_unit_test(test_walk_to_end),
		cmocka_unit_test(test_round_tops_first_cup),
		cmocka_unit_test(test_every_scenario),
		cmocka_unit_test(test_checkpoint),
		cmocka_unit_test(test_head_in_place),
		cmocka_unit_test(test_tamper),
		cmocka_unit_test(test_released_walk),
		cmocka_unit_test(test_record_refuses_no_data),
		cmocka_unit_test(test_wild_chit_effects),
		cmocka_unit_test(test_rules_check_clean),
		cmocka_unit_test(test_lookup_break_test),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
