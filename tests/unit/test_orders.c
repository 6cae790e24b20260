/* Written orders a roll times (src/mech/messages_rule.c): what `rules
 * check` asks of the rows (message_rule, message_result, message_block).
 * The orders themselves are played through a server by
 * tests/server/lr-orders.sh. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/rules.h"

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

/* A result of the delivery table without a meaning, a meaning for no
 * result of it, a table that is not the game's, a block's test that
 * does not compile: each said once. */
static void
test_orders_rules_check(void **state)
{
	struct buf	 out;

	(void)state;
	buf_init(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	fixture_shadow("message_result", "UPDATE temp.message_result SET "
	    "result = 'Lost' WHERE result = 'Destroyed'");
	fixture_shadow("message_block", "UPDATE temp.message_block SET test = "
	    "':lee_sick >' WHERE test = ':lee_sick'");
	buf_reset(&out);
	assert_true(rules_check(rules, &out) >= 3);
	assert_non_null(strstr(buf_str(&out), "message_rule "
	    "long-roads.message-delivery: its result \"Destroyed\" has no "
	    "message_result row"));
	assert_non_null(strstr(buf_str(&out), "long-roads.message-delivery: "
	    "\"Lost\" is not a result"));
	assert_non_null(strstr(buf_str(&out), "message_block "
	    "long-roads.confederate.silent"));
	fixture_unshadow("message_block");
	fixture_shadow("message_rule", "UPDATE temp.message_rule SET tbl = "
	    "'courier'");
	buf_reset(&out);
	assert_true(rules_check(rules, &out) >= 1);
	assert_non_null(strstr(buf_str(&out), "message_rule "
	    "long-roads.courier: no such table"));
	fixture_unshadow("message_rule");
	fixture_unshadow("message_result");
	buf_reset(&out);
	assert_int_equal(rules_check(rules, &out), 0);
	buf_free(&out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_orders_rules_check),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
