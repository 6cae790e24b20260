/* Command entries describe themselves: every entry's args are well
 * formed and give its usage line; the check takes the forms each command
 * really runs (those its old hand-written usage left out or got wrong)
 * and refuses words it has no place for; and each argument completes to
 * the kind of name it is. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "../../src/cli/cli.h"

/* A combat's own name (`assault`) runs this entry (cmd.c). */
extern const struct cmd_entry cmd_combat_entry;

static const struct cmd_entry *
entry(const char *name)
{
	const struct cmd_entry	*e;
	int			 amb;

	e = cmd_find(name, &amb);
	assert_non_null(e);
	assert_string_equal(e->name, name);
	return e;
}

/* Cut line into words at blanks (into store): their count. */
static int
words(const char *line, char *store, size_t len, char **argv, int max)
{
	char	*w;
	int	 n = 0;

	snprintf(store, len, "%s", line);
	for (w = strtok(store, " "); w != NULL && n < max - 1;
	    w = strtok(NULL, " "))
		argv[n++] = w;
	argv[n] = NULL;
	return n;
}

/* Does the line pass its entry's check? */
static int
fits(const char *line)
{
	char	 store[1024], *argv[128];
	int	 argc = words(line, store, sizeof store, argv, 128);
	int	 amb;
	const struct cmd_entry *e = cmd_find(argv[0], &amb);

	if (e == NULL)
		e = &cmd_combat_entry;
	return args_check(e, argc, argv) == 0;
}

/* The kinds of name the word after line may be, and its fixed words. */
static int
kinds(const char *line, char *fixed, size_t len)
{
	char		 store[256], *argv[32];
	int		 argc = words(line, store, sizeof store, argv, 32), k;
	int		 amb;
	const struct cmd_entry *e = cmd_find(argv[0], &amb);
	struct buf	 b;

	if (e == NULL)
		e = &cmd_combat_entry;
	buf_init(&b);
	k = args_complete(e, argc, argv, &b);
	snprintf(fixed, len, "%s", buf_str(&b));
	buf_free(&b);
	return k;
}

/* Every entry: a name, an exec, a summary and an example, and args that
 * read as a specification; its usage line is its name and its args with
 * the kinds taken out. */
static void
test_every_entry_describes_itself(void **state)
{
	const struct cmd_entry	*e;
	struct buf		 b;
	int			 i;
	size_t			 n;

	(void)state;
	for (i = 0; (e = cmd_table[i]) != NULL; i++) {
		assert_non_null(e->name);
		assert_non_null(e->exec);
		assert_non_null(e->summary);
		assert_non_null(e->example);
		assert_non_null(e->args);
		if (!args_valid(e))
			fail_msg("%s: its args do not read: \"%s\"", e->name,
			    e->args);
		buf_init(&b);
		cmd_usage(e, &b);
		n = strlen(e->name);
		assert_memory_equal(buf_str(&b), e->name, n);
		assert_true(buf_str(&b)[n] == '\0' || buf_str(&b)[n] == ' ');
		if (strchr(buf_str(&b), ':') != NULL)
			fail_msg("%s: a kind left in its usage: %s", e->name,
			    buf_str(&b));
		assert_string_equal(cmd_usage_line(e), buf_str(&b));
		/* Kept once: the same line each time. */
		assert_ptr_equal(cmd_usage_line(e), cmd_usage_line(e));
		buf_free(&b);
		/* Its own example fits its args (a combat's names it). */
		if (e != &cmd_combat_entry && strchr(e->example, '.') == NULL &&
		    !fits(e->example))
			fail_msg("%s: its example does not fit its args: %s",
			    e->name, e->example);
	}
}

/* The usage lines that were wrong, as the entries now give them. */
static void
test_usage_lines(void **state)
{
	static const char *const want[][2] = {
		/* `log verify` runs alone; the filters come in any order. */
		{ "log", "log verify | [--turn N | --phase P | --side S | "
		    "--grep TEXT | KIND]..." },
		/* A flag track is set on or off. */
		{ "track", "track [NAME [+N|-N|=N|on|off | put UNIT BOX | "
		    "take UNIT]]" },
		/* Options follow the scenario; the prompt asks for both. */
		{ "new", "new [GAME [SCENARIO] [+OPTION...]]" },
		/* drop and redo take all; redo alone redoes all. */
		{ "sync", "sync [join URL TOKEN [FILE] | join LINK [FILE] | "
		    "status | drop N|all | redo [N|all] | leave]" },
		/* The reason is the rest of the line. */
		{ "undo", "undo [SEQ] [all] [preview] [reason=WHY...]" },
		/* Any number of inputs and flags. */
		{ "combat", "combat NAME [INPUT=N|FLAG]... [roll=A,D] "
		    "[by=SIDE] [?]" },
		/* The name the player typed, not the command's. */
		{ "hold", "hold CHIT" },
		{ "discard", "discard CHIT" },
		{ "role", "role list | add SIDE NAME | token NAME" },
		{ "declare", "declare [SIDE] [TEXT]" },
	};
	size_t	 i;

	(void)state;
	for (i = 0; i < sizeof want / sizeof want[0]; i++)
		assert_string_equal(cmd_usage_line(entry(want[i][0])),
		    want[i][1]);
}

/* The check takes what each command runs, and refuses a line of more
 * words than any of its forms takes.  A line short of a form, or with a
 * fixed word that is not one the command takes, is for the command to
 * answer (`new` asks; `force leader` names the choices). */
static void
test_check(void **state)
{
	static const char *const good[] = {
		"cup", "games", "status", "status --at 3", "next",
		"next pm roll=4", "next pm yes", "track", "track vp +2",
		"track hesitant off", "track broken put 4TX 2",
		"track broken take 4TX", "log", "log verify",
		"log --side union --turn 2 phases", "log phases --grep Hood",
		"new", "new la", "new la round-tops +extended",
		"sync", "sync redo", "sync redo all", "sync drop 3",
		"undo", "undo reason=the dice fell off the table",
		"combat assault", "combat assault a=1 b=2 flank by=csa ?",
		"assault a=1", "declare", "declare union",
		"declare union we hold the ridge", "note --umpire a ruling",
		"key union rally anv", "draw", "draw hood roll=3",
		"draw hood law roll=3", "play cic law roll=5 cr=4",
		"view", "view table", "control", "control 1234 none",
		"replay back ph", "table list", "table show la.fire",
		"table import la.fire f.csv --partial",
		"message union Hold the ridge arrives=+2", "message 2 approve",
		"message 2 deliver", "lookup fire range=3 woods roll=7 ?",
		"help", "help track", "rules check", "impulse ?",
	};
	static const char *const bad[] = {
		"cup now", "games all", "status --at 3 4", "track vp put a b c",
		"sync drop 1 2 3 4 5", "sync join a b c d", "hold a b",
		"view union table", "replay goto turn 3 4",
		"table show a b c d e", "rules check now", "help track extra",
		"impulse now then", "pass now", "activate hood lee",
		"reorganize union 4TX hood extra",
	};
	/* Short of every form: the command says what is missing, or asks. */
	static const char *const short_[] = {
		"status --at", "combat", "key", "key union", "hold", "discard",
		"control 1234", "table", "rules", "activate", "roll", "plot",
		"compute", "reorganize union", "new", "declare union",
	};

	struct buf	 b;
	size_t		 i;

	(void)state;
	for (i = 0; i < sizeof good / sizeof good[0]; i++)
		if (!fits(good[i]))
			fail_msg("refused: %s", good[i]);
	/* A note longer than the words the walk follows. */
	buf_init(&b);
	buf_add(&b, "note");
	for (i = 0; i < 100; i++)
		buf_add(&b, " word");
	if (!fits(buf_str(&b)))
		fail_msg("refused: a note of 100 words");
	buf_free(&b);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		if (fits(bad[i]))
			fail_msg("taken: %s", bad[i]);
	for (i = 0; i < sizeof short_ / sizeof short_[0]; i++)
		if (!fits(short_[i]))
			fail_msg("refused short: %s", short_[i]);
}

/* Each argument completes to the kind of name it is, with the fixed
 * words that may stand there. */
static void
test_complete(void **state)
{
	char	 fixed[256];

	(void)state;
	assert_int_equal(kinds("activate", fixed, sizeof fixed), ARG_LEADER);
	assert_string_equal(fixed, "");
	assert_int_equal(kinds("deactivate hood", fixed, sizeof fixed),
	    ARG_CAUSE);
	assert_int_equal(kinds("track", fixed, sizeof fixed), ARG_TRACK);
	assert_int_equal(kinds("track broken put", fixed, sizeof fixed),
	    ARG_UNIT);
	assert_int_equal(kinds("track broken take", fixed, sizeof fixed),
	    ARG_UNIT);
	assert_int_equal(kinds("key", fixed, sizeof fixed), ARG_SIDE);
	assert_int_equal(kinds("key union", fixed, sizeof fixed), ARG_POOL);
	assert_int_equal(kinds("key union rally", fixed, sizeof fixed),
	    ARG_POOL);
	assert_int_equal(kinds("hold", fixed, sizeof fixed), ARG_HAND);
	assert_int_equal(kinds("draw", fixed, sizeof fixed), ARG_CUP);
	assert_int_equal(kinds("enter", fixed, sizeof fixed), ARG_WAITING);
	assert_int_equal(kinds("next", fixed, sizeof fixed), ARG_STEP);
	assert_int_equal(kinds("help", fixed, sizeof fixed), ARG_COMMAND);
	assert_int_equal(kinds("new", fixed, sizeof fixed), ARG_GAME);
	assert_int_equal(kinds("new la", fixed, sizeof fixed), ARG_SCENARIO);
	assert_int_equal(kinds("open", fixed, sizeof fixed), ARG_SAVED |
	    ARG_FILE);
	assert_int_equal(kinds("lookup", fixed, sizeof fixed), ARG_TABLE);
	assert_int_equal(kinds("lookup fire", fixed, sizeof fixed) &
	    ARG_MODIFIER, ARG_MODIFIER);
	assert_int_equal(kinds("table show", fixed, sizeof fixed),
	    ARG_QTABLE);
	assert_int_equal(kinds("table import la.fire", fixed, sizeof fixed),
	    ARG_FILE);
	assert_int_equal(kinds("table", fixed, sizeof fixed), 0);
	assert_string_equal(fixed, "list show import export");
	/* A queue's name, then the one word its arrival takes. */
	assert_int_equal(kinds("queue", fixed, sizeof fixed), ARG_QUEUE);
	assert_int_equal(kinds("queue richmond", fixed, sizeof fixed), 0);
	assert_string_equal(fixed, "arrive");
	/* The table's view, which the old table of names left out. */
	assert_int_equal(kinds("view", fixed, sizeof fixed), ARG_SIDE);
	assert_string_equal(fixed, "table umpire");
	assert_int_equal(kinds("control 1234", fixed, sizeof fixed),
	    ARG_SIDE);
	assert_string_equal(fixed, "none");
	assert_int_equal(kinds("control", fixed, sizeof fixed), ARG_HEX);
	assert_int_equal(kinds("register", fixed, sizeof fixed),
	    ARG_REGISTER);
	assert_int_equal(kinds("register battery", fixed, sizeof fixed) &
	    ARG_ENTRY, ARG_ENTRY);
	assert_non_null(strstr(fixed, "add"));
	assert_int_equal(kinds("log", fixed, sizeof fixed) & ARG_EVENT,
	    ARG_EVENT);
	/* (A word the command reads as an option may be a KIND too.) */
	assert_int_equal(kinds("log --phase", fixed, sizeof fixed) & ARG_STEP,
	    ARG_STEP);
	assert_int_equal(kinds("log --side", fixed, sizeof fixed) & ARG_SIDE,
	    ARG_SIDE);
	assert_int_equal(kinds("combat", fixed, sizeof fixed), ARG_CONTEST);
	/* A combat typed by its own name: that was its first argument. */
	assert_int_equal(kinds("assault", fixed, sizeof fixed) &
	    ARG_CONTEST, 0);
	assert_int_equal(kinds("message", fixed, sizeof fixed), ARG_SIDE);
	assert_non_null(strstr(fixed, "umpire"));
	assert_int_equal(kinds("pass", fixed, sizeof fixed), 0);
	assert_string_equal(fixed, "");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_entry_describes_itself),
		cmocka_unit_test(test_usage_lines),
		cmocka_unit_test(test_check),
		cmocka_unit_test(test_complete),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
