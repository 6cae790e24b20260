/* The core under a shared campaign: group commit (a refused command inside
 * a batch leaves nothing, a rolled-back batch leaves nothing), copies of a
 * server's events (checked, folded to the same state), the nonce that
 * keeps a secret's hash from being guessed, and undo limited to a side's
 * own commands. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/mech/cup.h"
#include "adj/journal.h"
#include "adj/rules.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(7);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* One command as the dispatcher runs it: begin, act, commit or roll back
 * (and fold back when something was recorded). */
static int
command(struct session *s, const char *track, const char *op)
{
	struct reply	 r;
	char		 err[256];
	int64_t		 before = journal_last_seq(s->j);
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = session_track(s, track, op, NULL, &r);
	if (rc == 0)
		assert_int_equal(journal_commit(s->j), 0);
	else {
		journal_rollback(s->j);
		if (journal_last_seq(s->j) != before)
			assert_int_equal(session_refold(s, err, sizeof err), 0);
	}
	reply_free(&r);
	return rc;
}

static void
test_batch_savepoints(void **state)
{
	struct session	*s = fixture_session("batch.adj", "longstreet-attacks",
			    "round-tops");
	int64_t		 start = journal_last_seq(s->j);

	(void)state;
	assert_int_equal(journal_batch_begin(s->j), 0);
	assert_int_equal(command(s, "vp", "+1"), 0);
	assert_int_equal(command(s, "nosuch", "+1"), -1);	/* refused */
	assert_int_equal(command(s, "vp", "+1"), 0);
	assert_int_equal(journal_batch_end(s->j, 1), 0);
	assert_int_equal(journal_last_seq(s->j), start + 2);
	assert_int_equal(fixture_track(s, "vp"), 2);

	/* A batch given up leaves nothing, in the file or the state. */
	assert_int_equal(journal_batch_begin(s->j), 0);
	assert_int_equal(command(s, "vp", "-1"), 0);
	assert_int_equal(journal_batch_end(s->j, 0), 0);
	assert_int_equal(journal_last_seq(s->j), start + 2);
	{
		char err[256];

		assert_int_equal(session_refold(s, err, sizeof err), 0);
	}
	assert_int_equal(fixture_track(s, "vp"), 2);
	session_close(s);
}

struct copy_to {
	struct session	*dst;
	int		 bad;
	int64_t		 skip;	/* seq to leave out (a gap), or 0 */
};

static int
copy_one(const struct event *e, void *arg)
{
	struct copy_to	*c = arg;
	char		 err[256];

	if (e->seq == c->skip)
		return 0;
	if (session_copy_event(c->dst, e, err, sizeof err) != 0)
		c->bad++;
	return 0;
}

/* The first two events as they came, unfolded (what a join stores
 * before the copy is opened as a session). */
static int
raw_two(const struct event *e, void *arg)
{
	char	 err[256];

	if (e->seq > 2)
		return 1;
	assert_int_equal(journal_append_copy(arg, e, err, sizeof err), 0);
	return 0;
}

/* A copy folded from a server's events is the same game. */
static void
test_copy_folds_the_same(void **state)
{
	struct session	*src = fixture_session("server.adj", "longstreet-attacks",
			    "round-tops"), *dst;
	struct journal	*j;
	struct copy_to	 c = { NULL, 0, 0 };
	struct reply	 r;
	char		 path[320], err[256];

	(void)state;
	assert_int_equal(command(src, "vp", "+2"), 0);
	reply_init(&r);
	assert_int_equal(journal_begin(src->j), 0);
	assert_int_equal(session_next(src, NULL, &r), 0);
	assert_int_equal(journal_commit(src->j), 0);
	reply_free(&r);
	reply_init(&r);
	assert_int_equal(journal_begin(src->j), 0);
	assert_int_equal(session_undo(src, NULL, &r), 0);	/* takes back next */
	assert_int_equal(journal_commit(src->j), 0);
	reply_free(&r);

	/* The copy starts from the server's first two events, as a join
	 * does, then folds the rest one by one. */
	snprintf(path, sizeof path, "%s/copy.adj", dir);
	unlink(path);
	assert_int_equal(journal_open(path, 1, &j, err, sizeof err), 0);
	journal_meta_set(j, "game", "longstreet-attacks");
	journal_close(j);
	{
		struct journal *w;

		assert_int_equal(journal_open(path, 0, &w, err, sizeof err), 0);
		assert_int_equal(journal_begin(w), 0);
		journal_each(src->j, 1, raw_two, w);
		assert_int_equal(journal_commit(w), 0);
		assert_int_equal(journal_last_seq(w), 2);
		journal_close(w);
	}
	assert_int_equal(session_open(path, rules, &rng, &dst, err,
	    sizeof err), 0);
	c.dst = dst;
	assert_int_equal(journal_begin(dst->j), 0);
	journal_each(src->j, 3, copy_one, &c);
	assert_int_equal(journal_commit(dst->j), 0);
	assert_int_equal(c.bad, 0);
	assert_int_equal(journal_last_seq(dst->j), journal_last_seq(src->j));
	assert_string_equal(journal_last_hash(dst->j),
	    journal_last_hash(src->j));
	assert_int_equal(fixture_track(dst, "vp"), 2);
	assert_int_equal(dst->phase, src->phase);
	assert_int_equal(dst->turn, src->turn);
	assert_int_equal(journal_verify(dst->j, err, sizeof err), 0);

	/* The same events again are refused: a copy only grows. */
	c.bad = 0;
	assert_int_equal(journal_begin(dst->j), 0);
	journal_each(src->j, 3, copy_one, &c);
	journal_rollback(dst->j);
	assert_true(c.bad > 0);
	session_close(dst);
	session_close(src);
}

static int
first_event(const struct event *e, void *arg)
{
	struct event	*out = arg;

	*out = *e;
	out->phase = strdup(e->phase);
	out->kind = strdup(e->kind);
	out->vis = strdup(e->vis);
	out->text = strdup(e->text);
	out->data = strdup(e->data);
	out->at = strdup(e->at);
	return 1;
}

static void
free_event(struct event *e)
{
	free((char *)e->phase);
	free((char *)e->kind);
	free((char *)e->vis);
	free((char *)e->text);
	free((char *)e->data);
	free((char *)e->at);
}

/* An altered event, or one that does not link to the copy's last, is
 * refused with the reason. */
static void
test_copy_checks_hashes(void **state)
{
	struct session	*src = fixture_session("src2.adj", "longstreet-attacks",
			    "round-tops");
	struct journal	*j;
	struct event	 e;
	char		 path[320], err[256];

	(void)state;
	assert_int_equal(command(src, "vp", "+1"), 0);
	snprintf(path, sizeof path, "%s/copy2.adj", dir);
	unlink(path);
	assert_int_equal(journal_open(path, 1, &j, err, sizeof err), 0);
	assert_int_equal(journal_begin(j), 0);
	journal_each(src->j, 1, first_event, &e);
	{
		const char *text = e.text;

		e.text = "New game: something else";	/* altered in transit */
		assert_int_equal(journal_append_copy(j, &e, err, sizeof err),
		    -1);
		assert_non_null(strstr(err, "does not match its own hash"));
		e.text = text;
	}
	free_event(&e);
	journal_each(src->j, 1, first_event, &e);
	assert_int_equal(journal_append_copy(j, &e, err, sizeof err), 0);
	free_event(&e);
	/* Event 3 (its link is event 2's hash) after a gap: kept, since a
	 * side's copy has gaps; but event 2 after it is refused. */
	journal_each(src->j, 3, first_event, &e);
	assert_int_equal(journal_append_copy(j, &e, err, sizeof err), 0);
	free_event(&e);
	journal_each(src->j, 2, first_event, &e);
	assert_int_equal(journal_append_copy(j, &e, err, sizeof err), -1);
	assert_non_null(strstr(err, "does not continue"));
	free_event(&e);
	assert_int_equal(journal_commit(j), 0);
	journal_close(j);
	session_close(src);
}

/* A secret event carries a random nonce, so two identical choices do not
 * hash alike and the hash cannot be matched against the few candidates. */
static void
test_secret_nonce(void **state)
{
	struct session	*a = fixture_session("n1.adj", "longstreet-attacks", "round-tops");
	struct session	*b = fixture_session("n2.adj", "longstreet-attacks", "round-tops");
	struct reply	 r;
	char		*ka, *kb;
	char		*words[] = { "stand" };

	(void)state;
	reply_init(&r);
	assert_int_equal(journal_begin(a->j), 0);
	assert_int_equal(cup_keys(a, "union", 1, words, &r), 0);
	assert_int_equal(journal_commit(a->j), 0);
	assert_int_equal(journal_begin(b->j), 0);
	assert_int_equal(cup_keys(b, "union", 1, words, &r), 0);
	assert_int_equal(journal_commit(b->j), 0);
	reply_free(&r);
	ka = rules_text(journal_db(a->j), "SELECT json_extract(data, '$.nonce') "
	    "FROM event WHERE vis = 'union'", NULL, NULL);
	kb = rules_text(journal_db(b->j), "SELECT json_extract(data, '$.nonce') "
	    "FROM event WHERE vis = 'union'", NULL, NULL);
	assert_non_null(ka);
	assert_non_null(kb);
	assert_int_equal(strlen(ka), 32);
	assert_string_not_equal(ka, kb);
	free(ka);
	free(kb);
	/* A public event has none. */
	assert_null(rules_text(journal_db(a->j), "SELECT json_extract(data, "
	    "'$.nonce') FROM event WHERE seq = 1", NULL, NULL));
	session_close(a);
	session_close(b);
}

/* In a shared campaign a side takes back only its own last command. */
static void
test_undo_own_only(void **state)
{
	struct session	*s = fixture_session("undo.adj", "longstreet-attacks",
			    "round-tops");
	struct reply	 r;

	(void)state;
	snprintf(s->actor, sizeof s->actor, "umpire");
	s->line = "track vp +1";
	assert_int_equal(command(s, "vp", "+1"), 0);
	snprintf(s->actor, sizeof s->actor, "union");
	snprintf(s->view, sizeof s->view, "union");
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_undo(s, NULL, &r), -1);
	journal_rollback(s->j);
	assert_non_null(strstr(buf_str(&r.err), "umpire's, not yours"));
	reply_free(&r);
	assert_int_equal(fixture_track(s, "vp"), 1);

	s->line = "track vp +1";
	assert_int_equal(command(s, "vp", "+1"), 0);	/* the union's own */
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_undo(s, NULL, &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	reply_free(&r);
	assert_int_equal(fixture_track(s, "vp"), 1);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_batch_savepoints),
		cmocka_unit_test(test_copy_folds_the_same),
		cmocka_unit_test(test_copy_checks_hashes),
		cmocka_unit_test(test_secret_nonce),
		cmocka_unit_test(test_undo_own_only),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
