/* Undo under a shared campaign (src/core/undo.c), decided on the events
 * each command recorded: a side takes back a typo, never a draw, a roll
 * (typed from real dice, whatever keeps it, or from a session written
 * before events said "rolled"), a pick
 * at random, a reveal or a hidden chit played face up; the umpire takes
 * back anything, with a reason the undo keeps; a table's undo is as it
 * always was. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/mech/cup.h"
#include "adj/mech/messages.h"
#include "adj/journal.h"
#include "adj/rules.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(15);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* Every test here plays The Round Tops. */
static struct session *
fresh(const char *name)
{
	return fixture_session(name, "longstreet-attacks", "round-tops");
}

static char		 said[512];	/* the last command's error */
static const char	*reason;	/* the next undo's */

/* One command as the server runs it for a role: the line kept with its
 * first event, one transaction, committed or rolled back (and folded
 * back when something was recorded). */
static int
as(struct session *s, const char *role, const char *line,
    int (*fn)(struct session *, struct reply *))
{
	struct reply	 r;
	char		 err[256];
	int64_t		 before = journal_last_seq(s->j);
	int		 rc;

	snprintf(s->actor, sizeof s->actor, "%s", role);
	snprintf(s->view, sizeof s->view, "%s", role);
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	session_begin_command(s, line);
	rc = fn(s, &r);
	s->line = NULL;
	snprintf(said, sizeof said, "%s", r.ok ? "" : buf_str(&r.err));
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

static int undo(struct session *s, struct reply *r)
{ return session_undo(s, reason, r); }
static int next(struct session *s, struct reply *r)
{ return session_next(s, NULL, r); }
static int vp_up(struct session *s, struct reply *r)
{ return session_track(s, "vp", "+1", NULL, r); }
static int draw(struct session *s, struct reply *r)
{ return cup_draw(s, NULL, NULL, NULL, r); }
static int draw_stand(struct session *s, struct reply *r)
{ return cup_draw(s, "stand", NULL, NULL, r); }
static int play_stand(struct session *s, struct reply *r)
{ return cup_move(s, "play", "stand", r); }
static int declare_union(struct session *s, struct reply *r)
{ return declare(s, "union", "operational", r); }
static int declare_csa(struct session *s, struct reply *r)
{ return declare(s, "confederate", "passive", r); }
static int open_them(struct session *s, struct reply *r)
{ return reveal(s, r); }

static int
keys_union(struct session *s, struct reply *r)
{
	char	*k[] = { "stand" };

	return cup_keys(s, "union", 1, k, r);
}

static int
keys_csa(struct session *s, struct reply *r)
{
	char	*k[] = { "rebel", "anv" };

	return cup_keys(s, "confederate", 2, k, r);
}

/* A roll as a session written before "chance" recorded it: the event's
 * kind and data say it all the same. */
static int
old_roll(struct session *s, struct reply *r)
{
	(void)r;
	return session_record(s, "roll", "2d6: 7 (3+4)", json_pack("{s:s, "
	    "s:i, s:[i,i], s:b}", "dice", "2d6", "total", 7, "faces", 3, 4,
	    "typed", 0));
}

/* A mechanism yet to be written that picks at random and records a plain
 * event: the draw marks it. */
static int
pick(struct session *s, struct reply *r)
{
	(void)r;
	(void)rng_below(s->rng, 6);
	return session_record(s, "note", "picked one", json_object());
}

/* A mechanism that reads a roll typed from real dice and records an
 * event that keeps no roll of its own (as a CIC's chit, or ammunition):
 * the read marks it, as the program's dice would. */
static int
typed_roll(struct session *s, struct reply *r)
{
	struct dice	 d = { 1, 6, 0 };
	struct roll	 rl;
	char		 err[128];

	if (dice_read(&d, "6", &rl, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	return session_record(s, "note", "used it", json_object());
}

/* The umpire builds the cup: both sides' keys in, two steps on. */
static struct session *
cup_built(const char *name)
{
	struct session	*s = fresh(name);

	assert_int_equal(as(s, "union", "key union stand", keys_union), 0);
	assert_int_equal(as(s, "confederate", "key csa rebel anv", keys_csa),
	    0);
	assert_int_equal(as(s, "umpire", "next", next), 0);
	assert_int_equal(as(s, "umpire", "next", next), 0);
	return s;
}

static void
test_side_typo(void **state)
{
	struct session	*s = fresh("typo.adj");

	(void)state;
	reason = NULL;
	assert_int_equal(as(s, "union", "track vp +1", vp_up), 0);
	assert_int_equal(fixture_track(s, "vp"), 1);
	assert_int_equal(as(s, "union", "undo", undo), 0);
	assert_int_equal(fixture_track(s, "vp"), 0);
	/* Its own Key chit, a secret of its own: nothing shown, nothing to
	 * chance. */
	assert_int_equal(as(s, "union", "key union stand", keys_union), 0);
	assert_int_equal(as(s, "union", "undo", undo), 0);
	session_close(s);
}

static void
test_side_chance(void **state)
{
	struct session	*s = cup_built("chance.adj");
	int64_t		 last;

	(void)state;
	reason = NULL;
	assert_int_equal(as(s, "union", "draw", draw), 0);
	last = journal_last_seq(s->j);
	assert_int_equal(as(s, "union", "undo", undo), -1);
	assert_string_equal(said, "undo: your `draw` drew a chit; only the "
	    "umpire may take it back (`undo reason=WHY`)");
	assert_int_equal(journal_last_seq(s->j), last);

	assert_int_equal(as(s, "union", "roll 2d6", old_roll), 0);
	assert_int_equal(as(s, "union", "undo", undo), -1);
	assert_non_null(strstr(said, "your `roll` rolled dice"));

	assert_int_equal(as(s, "union", "pick", pick), 0);
	assert_int_equal(as(s, "union", "undo", undo), -1);
	assert_non_null(strstr(said, "made a choice at random"));

	/* Real dice typed in: barred the same, whatever keeps the roll. */
	assert_int_equal(as(s, "union", "use roll=6", typed_roll), 0);
	last = journal_last_seq(s->j);
	assert_int_equal(as(s, "union", "undo", undo), -1);
	assert_string_equal(said, "undo: your `use` rolled dice; only the "
	    "umpire may take it back (`undo reason=WHY`)");
	assert_int_equal(journal_last_seq(s->j), last);
	/* The umpire may, with a reason. */
	reason = "the die fell off the table";
	assert_int_equal(as(s, "umpire", "undo", undo), 0);
	reason = NULL;
	session_close(s);
}

static void
test_side_reveals(void **state)
{
	struct session	*s = cup_built("reveal.adj");

	(void)state;
	reason = NULL;
	/* A sealed declaration is the side's own until revealed. */
	assert_int_equal(as(s, "union", "declare operational", declare_union),
	    0);
	assert_int_equal(as(s, "union", "undo", undo), 0);
	assert_int_equal(as(s, "union", "declare operational", declare_union),
	    0);
	assert_int_equal(as(s, "confederate", "declare passive", declare_csa),
	    0);
	assert_int_equal(as(s, "confederate", "reveal", open_them), 0);
	assert_int_equal(as(s, "confederate", "undo", undo), -1);
	assert_non_null(strstr(said, "revealed the sealed declarations"));

	/* A held chit played face up is shown to the other side. */
	assert_int_equal(as(s, "umpire", "draw stand", draw_stand), 0);
	assert_int_equal(as(s, "union", "play stand", play_stand), 0);
	assert_int_equal(as(s, "union", "undo", undo), -1);
	assert_non_null(strstr(said, "showed every side a hidden chit"));
	session_close(s);
}

static int msg_union(struct session *s, struct reply *r)
{ return message_send(s, "union", "hold the ridge", "+1", r); }

/* A side's undo after a command it never saw says nothing of it: not
 * whose it was, not what (issue 21, item 11's kind). */
static void
test_side_hidden_after(void **state)
{
	struct session	*s = cup_built("hidden.adj");
	int64_t		 last;

	(void)state;
	reason = NULL;
	assert_int_equal(as(s, "confederate", "track vp +1", vp_up), 0);
	assert_int_equal(as(s, "umpire", "message union hold the ridge",
	    msg_union), 0);
	last = journal_last_seq(s->j);
	assert_int_equal(as(s, "confederate", "undo", undo), -1);
	assert_string_equal(said, "undo: your last command can no longer be "
	    "taken back from here; only the umpire may take back commands "
	    "now");
	assert_int_equal(journal_last_seq(s->j), last);
	/* Nor does the message's recipient before it arrives. */
	assert_int_equal(as(s, "union", "undo", undo), -1);
	assert_string_equal(said, "undo: your last command can no longer be "
	    "taken back from here; only the umpire may take back commands "
	    "now");
	/* A command every role saw may be named. */
	assert_int_equal(as(s, "umpire", "track vp +1", vp_up), 0);
	assert_int_equal(as(s, "confederate", "undo", undo), -1);
	assert_non_null(strstr(said, "the last command was the umpire's, not "
	    "yours"));
	session_close(s);
}

static void
test_umpire_reason(void **state)
{
	struct session	*s = cup_built("umpire.adj");
	char		*t;

	(void)state;
	assert_int_equal(as(s, "union", "roll 2d6", old_roll), 0);
	reason = NULL;
	assert_int_equal(as(s, "umpire", "undo", undo), -1);
	assert_non_null(strstr(said, "`undo reason=WHY`"));
	reason = "rolled for the wrong table";
	assert_int_equal(as(s, "umpire", "undo reason=rolled for the wrong "
	    "table", undo), 0);
	t = rules_text(journal_db(s->j), "SELECT text || '|' || json_extract("
	    "data, '$.reason') || '|' || vis FROM event WHERE kind = 'undo'",
	    NULL, NULL);
	assert_non_null(t);
	/* It names what was undone, by number, and whose it was. */
	assert_string_equal(t, "Umpire undid #19 roll 2d6 (Union) \u2014 "
	    "\u201crolled for the wrong table\u201d|rolled for the wrong "
	    "table|all");
	free(t);
	/* The other side's draw, too. */
	assert_int_equal(as(s, "union", "draw", draw), 0);
	assert_int_equal(as(s, "umpire", "undo reason=misdrawn", undo), 0);
	session_close(s);
}

/* At a table (no actor) undo takes back anything, as it always did. */
static void
test_table_unchanged(void **state)
{
	struct session	*s = cup_built("table.adj");
	char		*t;

	(void)state;
	reason = NULL;
	assert_int_equal(as(s, "", "draw", draw), 0);
	assert_int_equal(as(s, "", "roll 2d6", old_roll), 0);
	assert_int_equal(as(s, "", "undo", undo), 0);
	assert_int_equal(as(s, "", "undo", undo), 0);
	t = rules_text(journal_db(s->j), "SELECT group_concat(text, '|') FROM "
	    "event WHERE kind = 'undo'", NULL, NULL);
	assert_non_null(t);
	assert_non_null(strstr(t, "Undid: roll 2d6|Undid: "));
	assert_null(strstr(t, "undid"));
	free(t);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_side_typo),
		cmocka_unit_test(test_side_chance),
		cmocka_unit_test(test_side_reveals),
		cmocka_unit_test(test_side_hidden_after),
		cmocka_unit_test(test_umpire_reason),
		cmocka_unit_test(test_table_unchanged),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
