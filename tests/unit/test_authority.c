/* Who may do what in a shared campaign: the authority judge on the real
 * command entries, for the umpire, each side and the observer, under each
 * setting; and the settings themselves (checked, folded, taken back by
 * undo).  The judge reads the session and changes nothing, so each case
 * is one call on a game as it stands. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/journal.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/settings.h"
#include "../../src/cli/cli.h"

/* A combat's own name (`assault`) runs this entry (cmd.c). */
extern const struct cmd_entry cmd_combat_entry;

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

/* Judge line for role with settings set (NULL: the session's own): 0, or
 * -1 with the refusal in why. */
static int
judge_with(struct session *s, const char *role, const char *line,
    const struct settings *set, char *why, size_t len)
{
	const struct cmd_entry	*e;
	struct reply		 r;
	char			 copy[256], *argv[16], *w;
	int			 argc = 0, amb, rc;

	snprintf(copy, sizeof copy, "%s", line);
	for (w = strtok(copy, " "); w != NULL && argc < 15; w = strtok(NULL,
	    " "))
		argv[argc++] = w;
	argv[argc] = NULL;
	if ((e = cmd_find(argv[0], &amb)) == NULL)
		e = &cmd_combat_entry;
	reply_init(&r);
	rc = authority_judge(e, argc, argv, s, role, set != NULL ? set :
	    &s->settings, &r);
	snprintf(why, len, "%s", buf_str(&r.err));
	/* The judge says why whenever it refuses, and only then. */
	assert_int_equal(rc == 0, r.ok);
	reply_free(&r);
	return rc;
}

static int
judge(struct session *s, const char *role, const char *line)
{
	char	 why[256];

	return judge_with(s, role, line, NULL, why, sizeof why);
}

/* Refused, with exactly this line. */
static void
refused(struct session *s, const char *role, const char *line,
    const char *expected)
{
	char	 why[256];

	assert_int_equal(judge_with(s, role, line, NULL, why, sizeof why), -1);
	assert_string_equal(why, expected);
}

/* Every entry the server runs that may write says whose it is, once: a
 * command added later cannot slip through unclassified (the judge would
 * leave it to the umpire anyway). */
static void
test_every_entry_says_whose(void **state)
{
	const struct cmd_entry	*e;
	int			 i, n, classes = CMD_ANYONE | CMD_UMPIRE |
				    CMD_SIDE_OWN | CMD_ADVANCE;

	(void)state;
	for (i = 0; (e = cmd_table[i]) != NULL; i++) {
		n = __builtin_popcount((unsigned)(e->flags & classes));
		if ((e->flags & CMD_CAMPAIGN) && (e->flags & CMD_WRITES)) {
			if (n != 1)
				fail_msg("%s: %d authority flags, expected one",
				    e->name, n);
		} else if (n != 0 || e->whose != NULL)
			fail_msg("%s: authority flags on an entry the server "
			    "does not run, or that writes nothing", e->name);
	}
}

/* The umpire runs anything; a table (no role) is never judged. */
static void
test_umpire_and_table(void **state)
{
	struct session	*s = fixture_session("ump.adj", "longstreet-attacks",
			    "round-tops");
	const char	*lines[] = { "next", "next end", "track vp +1",
			    "control 2613 csa", "enter anderson", "draw",
			    "campaign set advance=sides", "key csa rebel anv",
			    "compute casualty-vp union_sp=4 csa_sp=2 add",
			    NULL };
	int		 i;

	(void)state;
	for (i = 0; lines[i] != NULL; i++) {
		assert_int_equal(judge(s, "umpire", lines[i]), 0);
		assert_int_equal(judge(s, "", lines[i]), 0);
	}
	session_close(s);
}

/* What the sides share is the umpire's: the phase, shared tracks, hex
 * control, a chit entering the cup, the settings; each refused in one
 * line naming the rule or the setting. */
static void
test_side_refused_the_umpires(void **state)
{
	struct session	*s = fixture_session("side.adj", "longstreet-attacks",
			    "round-tops");

	(void)state;
	refused(s, "union", "next", "next: the umpire moves the game in this "
	    "campaign (campaign setting advance=umpire)");
	refused(s, "confederate", "next end", "next: the umpire moves the game "
	    "in this campaign (campaign setting advance=umpire)");
	refused(s, "union", "track vp +1",
	    "track vp: a shared track; the umpire changes it");
	refused(s, "union", "tr V =2",
	    "track vp: a shared track; the umpire changes it");
	refused(s, "union", "track broken put X 2",
	    "track broken: a shared track; the umpire changes it");
	refused(s, "confederate", "control 2613 csa", "control 2613: who holds "
	    "a hex is shared by every side; the umpire rules on it");
	refused(s, "confederate", "enter anderson", "enter: it changes what "
	    "every side shares; the umpire rules on it in this campaign");
	refused(s, "union", "campaign set advance=sides",
	    "campaign set: the umpire changes the campaign's settings");
	refused(s, "union", "compute casualty-vp union_sp=4 csa_sp=2 add",
	    "track vp: a shared track; the umpire changes it");
	session_close(s);
}

/* A side reads, looks up, rolls and notes, and acts on its own things:
 * the judge lets those by (the mechanisms check whose chit or leader). */
static void
test_side_allowed(void **state)
{
	struct session	*s = fixture_session("own.adj", "longstreet-attacks",
			    "round-tops");
	const char	*lines[] = { "status", "track", "track vp", "control",
			    "campaign", "roll 2d6", "lookup break-test cr=4",
			    "note we agreed", "compute casualty-vp union_sp=4 "
			    "csa_sp=2", "key union stand", "hold rebel",
			    "play rebel", "discard rebel", "undo",
			    "message confederate hold", "declare operational",
			    "fire 10 long", NULL };
	int		 i;

	(void)state;
	for (i = 0; lines[i] != NULL; i++)
		if (judge(s, "union", lines[i]) != 0)
			fail_msg("union refused `%s`", lines[i]);
	session_close(s);
}

/* The draw is the puller's (LA 10.2): the Round Tops begins on game turn
 * 2, the Union's. */
static void
test_draw_is_the_pullers(void **state)
{
	struct session	*s = fixture_session("draw.adj", "longstreet-attacks",
			    "round-tops");

	(void)state;
	assert_int_equal(s->turn, 2);
	assert_int_equal(judge(s, "union", "draw"), 0);
	refused(s, "confederate", "draw", "draw: the Union is the puller this "
	    "turn (LA 10.2, game turn 2); the umpire may draw for either side");
	refused(s, "confederate", "d rebel", "draw: the Union is the puller "
	    "this turn (LA 10.2, game turn 2); the umpire may draw for either "
	    "side");
	assert_int_equal(judge(s, "umpire", "draw"), 0);
	session_close(s);
}

/* advance=sides hands `next` to the sides, and nothing else. */
static void
test_advance_sides(void **state)
{
	struct session	*s = fixture_session("adv.adj", "longstreet-attacks",
			    "round-tops");
	struct settings	 set;
	json_t		*d = json_pack("{s:s, s:s}", "name", "advance", "value",
			    "sides");
	char		 why[256];

	(void)state;
	settings_reset(&set);
	settings_fold(&set, d);
	json_decref(d);
	assert_string_equal(settings_get(&set, "advance"), "sides");
	assert_int_equal(judge_with(s, "union", "next", &set, why, sizeof why),
	    0);
	assert_int_equal(judge_with(s, "confederate", "n end", &set, why,
	    sizeof why), 0);
	assert_int_equal(judge_with(s, "union", "track vp +1", &set, why,
	    sizeof why), -1);
	assert_int_equal(judge_with(s, "union", "campaign set advance=umpire",
	    &set, why, sizeof why), -1);
	assert_int_equal(judge_with(s, "observer", "next", &set, why,
	    sizeof why), -1);
	session_close(s);
}

/* The observer writes nothing, and reads. */
static void
test_observer(void **state)
{
	struct session	*s = fixture_session("obs.adj", "longstreet-attacks",
			    "round-tops");

	(void)state;
	refused(s, "observer", "note hello", "note: an observer reads only");
	refused(s, "observer", "roll 2d6", "roll: an observer reads only");
	assert_int_equal(judge(s, "observer", "status"), 0);
	assert_int_equal(judge(s, "observer", "log"), 0);
	session_close(s);
}

/* A side's own track (Bloodiest Day keeps each side's VP on its own),
 * its own units' losses, and the combats it makes as attacker. */
static void
test_own_tracks_losses_combats(void **state)
{
	struct session	*s = fixture_session("bd.adj", "bloodiest-day", "historical");

	(void)state;
	assert_int_equal(judge(s, "union", "track vp.union +1"), 0);
	refused(s, "confederate", "track vp.union +1", "track vp.union: the "
	    "Union's own track; the Union or the umpire changes it");
	refused(s, "union", "track impulse +1",
	    "track impulse: a shared track; the umpire changes it");
	assert_int_equal(judge(s, "union", "eliminated union Phelps 4"), 0);
	refused(s, "confederate", "eliminated union Phelps 4", "eliminated: a "
	    "Union unit; the Union records its own units, the umpire any "
	    "side's");
	refused(s, "confederate", "reorganize usa Phelps", "reorganize: a "
	    "Union unit; the Union records its own units, the umpire any "
	    "side's");
	assert_int_equal(judge(s, "union", "assault by=union lead=3"), 0);
	assert_int_equal(judge(s, "confederate", "assault by=union ?"), 0);
	refused(s, "confederate", "combat assault by=union lead=3", "assault: "
	    "the Union's combat (its points are the Union's); the Union or the "
	    "umpire makes it");
	/* The Union's long-range bombardment is the Union's by the rules. */
	refused(s, "confederate", "lrb", "lrb: the Union's combat (its points "
	    "are the Union's); the Union or the umpire makes it");
	assert_int_equal(judge(s, "confederate", "pass"), 0);
	session_close(s);
}

/* Settings: words checked, a change recorded and folded, one already so
 * said and not recorded, and the umpire's undo takes it back. */
static void
test_settings(void **state)
{
	struct session	*s = fixture_session("set.adj", "longstreet-attacks",
			    "round-tops");
	char		*good[] = { "advance=sides" };
	char		*bad[] = { "advance=never" }, *none[] = { "speed=fast" };
	char		 err[256];
	struct reply	 r;
	int64_t		 before;

	(void)state;
	assert_string_equal(settings_get(&s->settings, "advance"), "umpire");
	assert_null(settings_get(&s->settings, "speed"));
	assert_int_equal(settings_check(1, bad, err, sizeof err), -1);
	assert_string_equal(err, "\"never\" is not a value of advance: "
	    "expected advance=umpire|sides");
	assert_int_equal(settings_check(1, none, err, sizeof err), -1);
	assert_non_null(strstr(err, "not a campaign setting"));

	snprintf(s->actor, sizeof s->actor, "umpire");
	s->line = "campaign set advance=sides";
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(campaign_set(s, 1, good, &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	reply_free(&r);
	assert_string_equal(settings_get(&s->settings, "advance"), "sides");

	/* Already so: said, nothing recorded. */
	before = journal_last_seq(s->j);
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(campaign_set(s, 1, good, &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	assert_non_null(strstr(buf_str(&r.text), "is sides already"));
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);

	/* A bad word among good ones: none of them. */
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	{
		char *mixed[] = { "advance=umpire", "advance=never" };

		assert_int_equal(campaign_set(s, 2, mixed, &r), -1);
	}
	journal_rollback(s->j);
	reply_free(&r);
	assert_int_equal(journal_last_seq(s->j), before);
	assert_string_equal(settings_get(&s->settings, "advance"), "sides");

	/* The same state when the journal is folded again, and after undo
	 * the default. */
	assert_int_equal(session_refold(s, err, sizeof err), 0);
	assert_string_equal(settings_get(&s->settings, "advance"), "sides");
	reply_init(&r);
	assert_int_equal(journal_begin(s->j), 0);
	assert_int_equal(session_undo(s, "the setting was a test", &r), 0);
	assert_int_equal(journal_commit(s->j), 0);
	reply_free(&r);
	assert_string_equal(settings_get(&s->settings, "advance"), "umpire");
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_entry_says_whose),
		cmocka_unit_test(test_umpire_and_table),
		cmocka_unit_test(test_side_refused_the_umpires),
		cmocka_unit_test(test_side_allowed),
		cmocka_unit_test(test_draw_is_the_pullers),
		cmocka_unit_test(test_advance_sides),
		cmocka_unit_test(test_observer),
		cmocka_unit_test(test_own_tracks_losses_combats),
		cmocka_unit_test(test_settings),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
