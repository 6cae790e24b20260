/* Asking at the prompt (prompt.c): an answer that does not fit is asked
 * again with what would, a cancel (NULL) fails the reply, and the checks
 * for a roll, a choice, a number and yes/no. */
#include "testing.h"

#include <stdlib.h>
#include <string.h>

#include "adj/dice.h"
#include "adj/names.h"
#include "adj/prompt.h"

/* A person at the prompt: the answers in turn, then Ctrl-D (NULL). */
struct person {
	const char	**answers;
	int		  n, asked;
};

static char *
answer(void *arg, struct reply *r, const char *prompt)
{
	struct person	*p = arg;

	(void)r;
	(void)prompt;
	if (p->asked == p->n)
		return NULL;
	return strdup(p->answers[p->asked++]);
}

static void
test_asked_again(void **state)
{
	const char	*names[] = { "Vincent's", "Weed's" };
	const char	*a[] = { "next", "?", "", "weed" };
	struct prompt_choices ch = { names, 2, NULL, NULL };
	struct person	 p = { a, 4, 0 };
	struct reply	 r;
	char		*out;

	(void)state;
	reply_init(&r);
	assert_int_equal(prompt_ask(answer, &p, &r, "Brigade? > ",
	    prompt_choice, &ch, &out), 0);
	assert_string_equal(out, "weed");
	assert_int_equal(p.asked, 4);		/* three refused, each said */
	assert_non_null(strstr(buf_str(&r.text), "\"next\": expected one of "
	    "Vincent's, Weed's"));
	assert_non_null(strstr(buf_str(&r.text), "nothing typed: expected "
	    "one of"));
	assert_true(r.ok);
	free(out);
	reply_free(&r);
}

static void
test_enter_takes_the_only_choice(void **state)
{
	const char	*names[] = { "Vincent's" };
	const char	*a[] = { "" };
	struct prompt_choices ch = { names, 1, NULL, NULL };
	struct person	 p = { a, 1, 0 };
	struct reply	 r;
	char		*out;

	(void)state;
	reply_init(&r);
	assert_int_equal(prompt_ask(answer, &p, &r, "Brigade? > ",
	    prompt_choice, &ch, &out), 0);
	assert_string_equal(out, "");
	free(out);
	reply_free(&r);
}

static void
test_cancel(void **state)
{
	struct dice	 d = { 2, 6, 0 };
	const char	*a[] = { "14" };
	struct person	 p = { a, 1, 0 };
	struct reply	 r;
	char		*out = (char *)1;

	(void)state;
	reply_init(&r);
	/* 14 is no 2d6 roll: asked again; then the input ends. */
	assert_int_equal(prompt_ask(answer, &p, &r, "Roll? > ", prompt_roll,
	    &d, &out), -1);
	assert_null(out);
	assert_false(r.ok);
	/* What of the command stands is the dispatcher's to say
	 * (src/cli/checkpoint.c): here only that the player cancelled. */
	assert_true(r.cancelled);
	assert_string_equal(buf_str(&r.err), "cancelled at the prompt");
	reply_free(&r);
}

static void
test_checks(void **state)
{
	struct dice	 d = { 2, 6, 0 };
	char		 why[128];
	int		 six = 6;

	(void)state;
	assert_int_equal(prompt_roll("", &d, why, sizeof why), 0);
	assert_int_equal(prompt_roll("3+4", &d, why, sizeof why), 0);
	assert_int_not_equal(prompt_roll("13", &d, why, sizeof why), 0);
	assert_int_equal(prompt_number("6", &six, why, sizeof why), 0);
	assert_int_not_equal(prompt_number("7", &six, why, sizeof why), 0);
	assert_int_not_equal(prompt_number("", &six, why, sizeof why), 0);
	assert_int_equal(prompt_yes_no("YES", NULL, why, sizeof why), 0);
	assert_int_not_equal(prompt_yes_no("maybe", NULL, why, sizeof why), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_asked_again),
		cmocka_unit_test(test_enter_takes_the_only_choice),
		cmocka_unit_test(test_cancel),
		cmocka_unit_test(test_checks),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
