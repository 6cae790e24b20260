/* Undo by number (src/core/undo_deps.c, undo_seq.c): which later
 * commands depend on the one taken back, and the proof that the answer is
 * safe.  For every command of a game played here, the undo of it (with
 * what depends on it) leaves the game exactly as a game that never had
 * those commands: the same `status --json`.  A roll, a note or a look-up
 * goes alone; a change takes the later changes of the same track, and
 * what came after a step it moved; a flag the rules would have set
 * without it (a latch, read from the tracks) makes the command that did
 * not set it depend. */
#include "testing.h"
#include "fixture.h"
#include "fixture_cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/journal.h"
#include "adj/undo.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(24);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* Terrible Swift Sword's First Day: its steps ask nothing and draw
 * nothing, and its Demoralization is a latch over four tracks (28.17:
 * the Union's over 8,000 men). */
#define GAME	"terrible-swift-sword", "first-day"

/* A game in which each command of lines ran (those with skip[i] set
 * left out), their first events' numbers into seqs. */
static struct session *
play(const char *name, const char *g, const char *sc, const char *const *lines,
    const int *skip, int64_t *seqs)
{
	struct session	*s = fixture_session(name, g, sc);
	struct cli	 c;
	struct reply	 r;
	int		 i;

	fixture_cli(&c, s);
	for (i = 0; lines[i] != NULL; i++) {
		if (skip != NULL && skip[i])
			continue;
		if (seqs != NULL)
			seqs[i] = journal_last_seq(s->j) + 1;
		reply_init(&r);
		cli_exec_line(&c, lines[i], &r);
		if (!r.ok)
			fail_msg("`%s`: %s", lines[i], buf_str(&r.err));
		reply_free(&r);
	}
	return s;
}

/* `status --json` of s, as text (malloc'd). */
static char *
status(struct session *s)
{
	struct cli	 c;
	struct reply	 r;
	char		*t;

	fixture_cli(&c, s);
	reply_init(&r);
	cli_exec_line(&c, "status", &r);
	assert_true(r.ok);
	json_object_del(r.json, "session");	/* its file's name */
	t = json_dumps(r.json, JSON_SORT_KEYS | JSON_COMPACT);
	reply_free(&r);
	return t;
}

static int
run(struct session *s, const char *line, struct reply *r)
{
	struct cli	 c;

	fixture_cli(&c, s);
	reply_init(r);
	cli_exec_line(&c, line, r);
	return r->ok ? 0 : -1;
}

/* The numbers of the commands undo_dependants gives for the command of
 * lines[k], as indexes into lines (in[i] set). */
static int
dependants(struct session *s, const int64_t *seqs, int n, int k, int *in)
{
	struct undo_set	 set;
	char		 err[256];
	int		 i, j, count;

	assert_int_equal(undo_dependants(s, seqs[k], &set, err, sizeof err), 0);
	memset(in, 0, (size_t)n * sizeof *in);
	for (j = 0; j < set.n; j++) {
		for (i = 0; i < n && seqs[i] != set.cmds[j].seq; i++)
			;
		assert_true(i < n);
		in[i] = 1;
	}
	assert_int_equal(set.cmds[0].seq, seqs[k]);
	count = set.n;
	undo_set_free(&set);
	return count;
}

/* The safety of the rule, command by command: undo (all) of lines[k]
 * folds to what the game without its set folds to. */
static void
same_as_never(const char *g, const char *sc, const char *const *lines)
{
	int64_t		 seqs[32];
	int		 in[32], n, k;
	char		 line[64], *got, *want;
	struct reply	 r;

	for (n = 0; lines[n] != NULL; n++)
		;
	assert_true(n < 32);
	for (k = 0; k < n; k++) {
		struct session *s = play("a.adj", g, sc, lines, NULL, seqs), *t;

		dependants(s, seqs, n, k, in);
		snprintf(line, sizeof line, "undo %lld all", (long long)seqs[k]);
		if (run(s, line, &r) != 0)
			fail_msg("`%s`: %s", line, buf_str(&r.err));
		reply_free(&r);
		got = status(s);
		session_close(s);
		t = play("b.adj", g, sc, lines, in, NULL);
		want = status(t);
		session_close(t);
		if (strcmp(got, want) != 0)
			fail_msg("undo of `%s`: the game is not as without it\n"
			    "  got  %s\n  want %s", lines[k], got, want);
		free(got);
		free(want);
	}
}

static const char *const game[] = {
	"track vp.union +3",			/* 0 */
	"roll 2d6 roll=7",			/* 1 */
	"track casualties.union +7000",		/* 2 */
	"note the ford is deep",		/* 3 */
	"track vp.confederate +2",		/* 4 */
	"track casualties.union -3000",		/* 5 */
	"track vp.union +1",			/* 6 */
	"track captured.union +2000",		/* 7: the latch reads 2 and 5 */
	"track captured.union -1500",		/* 8: and the Union's flag
						 * set at 7 without 5 stays */
	"lookup leader-casualty \"Artillery fire\" roll=2,3",	/* 9 */
	"next",					/* 10 */
	"roll d6 roll=4",			/* 11 */
	"track vp.confederate +1",		/* 12 */
	"track captured.union +5500",		/* 13: Demoralized now */
	"track vp.union +2",			/* 14 */
	NULL
};
#define NGAME	15

/* Longstreet Attacks' cup, chosen into by name (nothing at random):
 * the Key chits are the cup's state, which every later choice of the cup
 * reads. */
static const char *const cup[] = {
	"key union stand",
	"roll 2d6 roll=5",
	"track vp +1",
	"key csa rebel anv",
	"note the keys are in",
	"track vp -1",
	"lookup break-test cr=4 roll=5",
	NULL
};

static void
test_rule_is_safe(void **state)
{
	(void)state;
	same_as_never(GAME, game);
	same_as_never("longstreet-attacks", "round-tops", cup);
}

static void
test_cup(void **state)
{
	int64_t		 seqs[8];
	int		 in[8];
	struct session	*s;

	(void)state;
	s = play("c.adj", "longstreet-attacks", "round-tops", cup, NULL, seqs);
	/* The Union's keys: the Confederate's go too (the same cup), the
	 * VP and the rolls stay. */
	assert_int_equal(dependants(s, seqs, 7, 0, in), 2);
	assert_true(in[3]);
	/* A VP change: the later one of the same track, and, erring wide,
	 * the Confederate's keys (a mechanism may read any track). */
	assert_int_equal(dependants(s, seqs, 7, 2, in), 3);
	assert_true(in[3] && in[5]);
	session_close(s);
}

static void
test_which_go(void **state)
{
	int64_t		 seqs[NGAME];
	int		 in[NGAME];
	struct session	*s = play("w.adj", GAME, game, NULL, seqs);

	(void)state;
	/* A roll, a note, a look-up: alone. */
	assert_int_equal(dependants(s, seqs, NGAME, 1, in), 1);
	assert_int_equal(dependants(s, seqs, NGAME, 3, in), 1);
	assert_int_equal(dependants(s, seqs, NGAME, 9, in), 1);
	assert_int_equal(dependants(s, seqs, NGAME, 11, in), 1);
	/* A change: the later changes of its track, the step moved after
	 * it (which may read anything), and all that came after that. */
	dependants(s, seqs, NGAME, 0, in);
	assert_true(in[6] && in[10] && in[12] && in[13] && in[14]);
	assert_false(in[1] || in[2] || in[3] || in[4] || in[5] || in[7] ||
	    in[8] || in[9] || in[11]);
	/* Casualties: the latch over them, asked after every change, makes
	 * each later change depend: the captured men above all (without the
	 * 3,000 back, 7,000 + 2,000 would have demoralized the Union, for
	 * good), and, erring wide, the VP too. */
	dependants(s, seqs, NGAME, 5, in);
	assert_true(in[6] && in[7] && in[8] && in[10]);
	assert_false(in[4] || in[9] || in[11]);
	/* The step moved: every later change goes, no roll. */
	assert_int_equal(dependants(s, seqs, NGAME, 10, in), 4);
	assert_true(in[12] && in[13] && in[14]);
	assert_false(in[11]);
	/* The last change: alone. */
	assert_int_equal(dependants(s, seqs, NGAME, 14, in), 1);
	session_close(s);
}

/* In a script: alone, done, and the reply says so; with dependants,
 * refused with the list and the way on, nothing recorded. */
static void
test_script(void **state)
{
	int64_t		 seqs[NGAME], before;
	struct session	*s = play("s.adj", GAME, game, NULL, seqs);
	struct reply	 r;
	char		 line[64];

	(void)state;
	snprintf(line, sizeof line, "undo #%lld", (long long)seqs[1]);
	assert_int_equal(run(s, line, &r), 0);
	assert_non_null(strstr(buf_str(&r.text), "alone (roll 2d6 roll=7): "
	    "nothing later depends on it"));
	assert_int_equal(json_array_size(json_object_get(r.json, "cmds")), 1);
	reply_free(&r);
	before = journal_last_seq(s->j);
	snprintf(line, sizeof line, "undo %lld", (long long)seqs[0]);
	assert_int_equal(run(s, line, &r), -1);
	assert_non_null(strstr(buf_str(&r.err), "nothing taken back (`undo "));
	assert_non_null(strstr(buf_str(&r.err), " all` takes back all 6)"));
	assert_non_null(strstr(buf_str(&r.text), "takes back 6 commands:"));
	assert_non_null(strstr(buf_str(&r.text), "(changes the same track, "
	    "vp.union)"));
	assert_null(strchr(buf_str(&r.err), '\n'));
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);
	/* Already taken back; an event that is none; the game's start. */
	snprintf(line, sizeof line, "undo %lld", (long long)seqs[1]);
	assert_int_equal(run(s, line, &r), -1);
	assert_non_null(strstr(buf_str(&r.err), "taken back already"));
	reply_free(&r);
	assert_int_equal(run(s, "undo 99999", &r), -1);
	assert_non_null(strstr(buf_str(&r.err), "there is no event #99999"));
	reply_free(&r);
	assert_int_equal(run(s, "undo 1", &r), -1);
	reply_free(&r);
	/* With all: every one, one undo event each, in one command. */
	snprintf(line, sizeof line, "undo %lld all", (long long)seqs[0]);
	assert_int_equal(run(s, line, &r), 0);
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before + 6);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_which_go),
		cmocka_unit_test(test_script),
		cmocka_unit_test(test_cup),
		cmocka_unit_test(test_rule_is_safe),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
