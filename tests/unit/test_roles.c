/* Commanders under a side (src/core/roles.c, roster.c, sides.c): what a
 * commander's view sees (his side's and his own, while his side does not
 * see his), whom he acts for, how roles are named and typed, names
 * refused, and a roster that folds the same from the journal after a
 * reopen. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/journal.h"
#include "adj/roles.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(8);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

/* Add a commander as the umpire's command would: 0, or -1 with the
 * refusal in err. */
static int
add(struct session *s, const char *side, const char *name, char *err,
    size_t len)
{
	struct reply	 r;
	char		 role[ROLE_LEN];
	int		 rc;

	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	rc = role_add(s, side, name, role, sizeof role, &r);
	snprintf(err, len, "%s", rc == 0 ? role : buf_str(&r.err));
	if (rc == 0)
		assert_int_equal(journal_commit(s->j), 0);
	else
		journal_rollback(s->j);
	reply_free(&r);
	return rc;
}

static void
test_views(void **state)
{
	(void)state;
	assert_string_equal(role_side("confederate/longstreet"), "confederate");
	assert_string_equal(role_side("union"), "union");
	assert_string_equal(role_side("umpire"), "umpire");
	/* His side's, his own, the public's; not the enemy's. */
	assert_true(view_may_see("confederate/longstreet", "confederate"));
	assert_true(view_may_see("confederate/longstreet",
	    "confederate/longstreet"));
	assert_true(view_may_see("confederate/longstreet", "all"));
	assert_false(view_may_see("confederate/longstreet", "union"));
	assert_false(view_may_see("confederate/longstreet", "umpire"));
	/* Nor another commander's, of his side or the other. */
	assert_false(view_may_see("confederate/longstreet", "confederate/hood"));
	assert_false(view_may_see("union/buford", "confederate/longstreet"));
	/* His side does not read what is his alone; the umpire does. */
	assert_false(view_may_see("confederate", "confederate/longstreet"));
	assert_true(view_may_see("umpire", "confederate/longstreet"));
	assert_false(view_may_see("observer", "confederate/longstreet"));
	/* What one role holds alone (a message in transit): the side's own
	 * terminal and the umpire, not the commanders under the side, nor
	 * the enemy, nor the observer. */
	assert_string_equal(vis_alone("confederate"), "=confederate");
	assert_true(view_may_see("confederate", vis_alone("confederate")));
	assert_true(view_may_see("umpire", vis_alone("confederate")));
	assert_true(view_may_see("", vis_alone("confederate")));
	assert_false(view_may_see("confederate/longstreet",
	    vis_alone("confederate")));
	assert_false(view_may_see("union", vis_alone("confederate")));
	assert_false(view_may_see("observer", vis_alone("confederate")));
	/* A commander and the umpire are one role already. */
	assert_string_equal(vis_alone("confederate/longstreet"),
	    "confederate/longstreet");
	assert_string_equal(vis_alone("umpire"), "umpire");
	assert_false(view_may_see("confederate",
	    vis_alone("confederate/longstreet")));
	/* The role a visibility names, for who may take what back. */
	assert_string_equal(vis_role("=union"), "union");
	assert_string_equal(vis_role("union/buford"), "union/buford");
	assert_string_equal(vis_role("all"), "all");
	/* A view named like the visibility's marker sees nothing of it. */
	assert_false(view_may_see("=confederate", "confederate"));
}

static void
test_roster(void **state)
{
	struct session	*s;
	struct reply	 r;
	char		 err[256], out[ROLE_LEN], path[300];

	(void)state;
	s = fixture_session("roles.adj", "longstreet-attacks", "round-tops");
	snprintf(s->actor, sizeof s->actor, "umpire");
	assert_int_equal(add(s, "csa", "longstreet", err, sizeof err), 0);
	assert_string_equal(err, "confederate/longstreet");
	assert_int_equal(add(s, "union", "buford", err, sizeof err), 0);
	/* Refused, each in one line naming what was expected. */
	assert_int_equal(add(s, "union", "longstreet", err, sizeof err), -1);
	assert_non_null(strstr(err, "a commander already, under the "
	    "Confederate"));
	assert_int_equal(add(s, "union", "Law's", err, sizeof err), -1);
	assert_non_null(strstr(err, "lower-case letters"));
	assert_int_equal(add(s, "union", "confed", err, sizeof err), -1);
	assert_non_null(strstr(err, "names a role already"));
	assert_int_equal(add(s, "union", "observer", err, sizeof err), -1);
	assert_int_equal(add(s, "prussia", "blucher", err, sizeof err), -1);
	assert_non_null(strstr(err, "is not a side"));
	assert_int_equal(add(s, "union", "a-name-far-too-long", err,
	    sizeof err), -1);

	/* Names, as a reader reads them and a player types them. */
	assert_string_equal(role_name(s, "confederate/longstreet"),
	    "Longstreet (Confederate)");
	assert_string_equal(role_name(s, "union"), "Union");
	assert_string_equal(role_name(s, "umpire"), "Umpire");
	assert_int_equal(role_resolve(s, "Longstreet", out, sizeof out), 0);
	assert_string_equal(out, "confederate/longstreet");
	assert_int_equal(role_resolve(s, "buf", out, sizeof out), 0);
	assert_string_equal(out, "union/buford");
	assert_int_equal(role_resolve(s, "csa", out, sizeof out), 0);
	assert_string_equal(out, "confederate");
	assert_int_equal(role_resolve(s, "UMPIRE", out, sizeof out), 0);
	assert_string_equal(out, "umpire");
	assert_int_equal(role_resolve(s, "hood", out, sizeof out), -1);

	/* He acts for his side, not the other. */
	snprintf(s->view, sizeof s->view, "confederate/longstreet");
	reply_init(&r);
	assert_int_equal(session_may_act(s, "confederate", &r), 0);
	assert_int_equal(session_may_act(s, "union", &r), -1);
	assert_non_null(strstr(buf_str(&r.err), "acts for its own side only"));
	reply_free(&r);

	/* The enemy's view lists none of them; his own side's, its own. */
	snprintf(s->view, sizeof s->view, "union");
	reply_init(&r);
	roster_show(s, &r);
	assert_non_null(strstr(buf_str(&r.text), "union/buford"));
	assert_null(strstr(buf_str(&r.text), "longstreet"));
	reply_free(&r);

	/* Reopened, the journal folds the same roster. */
	snprintf(path, sizeof path, "%s", journal_path(s->j));
	session_close(s);
	assert_int_equal(session_open(path, rules, &rng, &s, err, sizeof err),
	    0);
	assert_int_equal(s->roster.n, 2);
	assert_true(role_commander(s, "confederate/longstreet"));
	assert_true(role_commander(s, "union/buford"));
	assert_false(role_commander(s, "union"));
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_views),
		cmocka_unit_test(test_roster),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
