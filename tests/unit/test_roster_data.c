/* Commander roles from a game's data (src/core/roster_data.c, roster.c;
 * The Long Roads to Gettysburg's 21.1): what a role brings when added,
 * a later role taking what falls to it by default but not what changed
 * hands, the overall commander following the flags, and the same roster
 * folded again from the journal after a reopen. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/journal.h"
#include "adj/mech/commanders.h"
#include "adj/roles.h"
#include "adj/roster_data.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(26);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* A campaign of the Long Roads with options, as `serve new` makes it. */
static struct session *
campaign(const char *name, const char *options)
{
	struct session	*s;
	char		 path[320], err[256];

	snprintf(path, sizeof path, "%s/%s", dir, name);
	unlink(path);
	assert_int_equal(session_new(path, rules, &rng, "long-roads",
	    "high-tide", options, &s, err, sizeof err), 0);
	snprintf(s->actor, sizeof s->actor, "umpire");
	return s;
}

/* role_add and commanders_change as one command each (fixture_end):
 * 0, or -1 with the refusal in err (else the role, or the reply). */
static int
add(struct session *s, const char *side, const char *name, char *err,
    size_t len)
{
	struct reply	 r;
	char		 role[ROLE_LEN];
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = fixture_end(s, role_add(s, side, name, role, sizeof role, &r));
	snprintf(err, len, "%s", rc == 0 ? role : buf_str(&r.err));
	reply_free(&r);
	return rc;
}

static int
change(struct session *s, const char *what, const char *to, char *err,
    size_t len)
{
	struct reply	 r;
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = fixture_end(s, commanders_change(s, what, to, 0, &r));
	snprintf(err, len, "%s", buf_str(rc == 0 ? &r.text : &r.err));
	reply_free(&r);
	return rc;
}

/* A flag set in the folded state, as the track event would leave it. */
static void
flag(struct session *s, const char *id, int v)
{
	int	 i;

	for (i = 0; i < s->ntracks; i++)
		if (strcmp(s->tracks[i].id, id) == 0)
			s->tracks[i].value = v;
}

static void
test_defaults(void **state)
{
	struct session	*s;
	char		 err[256], path[300];

	(void)state;
	s = campaign("defaults.adj", "multiple-commanders");
	assert_true(roster_has_data(s));
	/* The overall commander alone holds what falls back to him. */
	assert_int_equal(add(s, "confederate", "lee", err, sizeof err), 0);
	assert_string_equal(role_overall(s, "confederate"), "confederate/lee");
	assert_string_equal(role_holder(s, "1-corps"), "confederate/lee");
	assert_null(role_holder(s, "cav-corps"));
	/* A corps commander takes his own from him. */
	assert_int_equal(add(s, "confederate", "longstreet", err, sizeof err),
	    0);
	assert_string_equal(role_holder(s, "1-corps"),
	    "confederate/longstreet");
	assert_string_equal(role_holder(s, "cav-corps"),
	    "confederate/longstreet");
	assert_int_equal(roster_count(s, "confederate/lee", "corps"), 2);
	/* A change of control at the set-up stays: a later role does not
	 * take back what changed hands. */
	assert_int_equal(change(s, "3-corps", "longstreet", err, sizeof err),
	    0);
	assert_non_null(strstr(err, "no fatigue"));
	assert_int_equal(add(s, "confederate", "hill", err, sizeof err), 0);
	assert_string_equal(role_holder(s, "3-corps"),
	    "confederate/longstreet");
	assert_string_equal(role_holder(s, "richmond"), "confederate/hill");
	/* Two overall commanders, or an option not taken: refused. */
	assert_int_equal(add(s, "union", "halleck", err, sizeof err), -1);
	assert_non_null(strstr(err, "+halleck option"));
	/* A free name first does not stand in the way of the data's
	 * overall commander, who is then the side's. */
	assert_int_equal(add(s, "union", "buford", err, sizeof err), 0);
	assert_int_equal(add(s, "union", "hooker", err, sizeof err), 0);
	assert_string_equal(role_overall(s, "union"), "union/hooker");
	assert_int_equal(role_players(s, "union"), 2);

	/* Reopened, the journal folds the same holders. */
	snprintf(path, sizeof path, "%s", journal_path(s->j));
	session_close(s);
	assert_int_equal(session_open(path, rules, &rng, &s, err, sizeof err),
	    0);
	assert_string_equal(role_holder(s, "3-corps"),
	    "confederate/longstreet");
	assert_string_equal(role_holder(s, "2-corps"), "confederate/lee");
	assert_string_equal(role_holder(s, "richmond"), "confederate/hill");
	session_close(s);
}

static void
test_overall(void **state)
{
	struct session	*s;
	char		 err[256];

	(void)state;
	s = campaign("overall.adj", "multiple-commanders,halleck");
	assert_int_equal(add(s, "union", "hooker", err, sizeof err), 0);
	/* Halleck only with three or more Union players (21.1), himself
	 * one of them. */
	assert_int_equal(add(s, "union", "halleck", err, sizeof err), -1);
	assert_non_null(strstr(err, "3 or more Union"));
	assert_int_equal(add(s, "union", "meade", err, sizeof err), 0);
	assert_int_equal(add(s, "union", "reynolds", err, sizeof err), 0);
	assert_int_equal(add(s, "union", "halleck", err, sizeof err), 0);
	assert_string_equal(role_holder(s, "dc"), "union/halleck");
	assert_string_equal(role_holder(s, "v-corps"), "union/meade");
	assert_string_equal(role_overall(s, "union"), "union/hooker");
	/* A Halleck Interferes turn: Halleck, until Meade commands. */
	flag(s, "halleck-interferes", 1);
	assert_string_equal(role_overall(s, "union"), "union/halleck");
	assert_true(role_is_overall(s, "union/halleck"));
	assert_false(role_is_overall(s, "union/hooker"));
	flag(s, "meade-commands", 1);
	assert_string_equal(role_overall(s, "union"), "union/meade");
	/* The V Corps' holder, whoever he is; not at the cost of 21.1's
	 * corps count. */
	assert_int_equal(change(s, "v-corps", "reynolds", err, sizeof err), -1);
	assert_non_null(strstr(err, "at least as many corps"));
	flag(s, "meade-commands", 0);
	assert_int_equal(change(s, "dc", "meade", err, sizeof err), 0);
	flag(s, "meade-commands", 1);
	assert_int_equal(change(s, "v-corps", "reynolds", err, sizeof err), 0);
	assert_string_equal(role_overall(s, "union"), "union/reynolds");
	flag(s, "meade-commands", 0);
	flag(s, "halleck-interferes", 0);
	assert_string_equal(role_overall(s, "union"), "union/hooker");
	/* The other side untouched by the Union's rows. */
	assert_null(role_overall(s, "confederate"));
	session_close(s);
}

/* A game without rows keeps the roster of free names. */
static void
test_other_game(void **state)
{
	struct session	*s;
	char		 err[256];

	(void)state;
	s = fixture_session("other.adj", "longstreet-attacks", "round-tops");
	snprintf(s->actor, sizeof s->actor, "umpire");
	assert_false(roster_has_data(s));
	assert_int_equal(add(s, "confederate", "lee", err, sizeof err), 0);
	assert_int_equal(s->roster.nhold, 0);
	assert_string_equal(role_overall(s, "confederate"), "confederate/lee");
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_overall),
		cmocka_unit_test(test_other_game),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
