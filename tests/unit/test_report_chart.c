/* A track's chart in the after-action report (report_chart.c): labelled
 * axes (values, turns and their labels, the track's name), the rules'
 * thresholds of the track drawn and a marker where the line crossed one,
 * none for a track without; and no chart for a track that never moved. */
#include "testing.h"
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/report_event.h"
#include "adj/session.h"

static int
setup(void **state)
{
	(void)state;
	return fixture_setup(27);
}

static int
teardown(void **state)
{
	(void)state;
	return fixture_teardown();
}

static const int	 turns[] = { 0, 1, 2, 3, 4 };
static const char *const labels[] = { "start", "0530-0730", "0730-0930",
    "0930-1130", "1130-1330" };

static char *
svg(struct session *s, const char *id, const char *name,
    const long long *v, int n)
{
	struct report_series	 r;
	char			*out = NULL;
	size_t			 len = 0;
	FILE			*f = open_memstream(&out, &len);

	assert_non_null(f);
	r.id = id;
	r.name = name;
	r.n = n;
	r.turn = turns;
	r.label = labels;
	r.value = v;
	report_chart_svg(f, s, &r);
	fclose(f);
	return out;
}

static int
count(const char *hay, const char *needle)
{
	int	 n = 0;

	while ((hay = strstr(hay, needle)) != NULL) {
		n++;
		hay += strlen(needle);
	}
	return n;
}

static void
test_moved(void **state)
{
	static const long long	 flat[] = { 3, 3, 3, 3 };
	static const long long	 up[] = { 3, 3, 4, 3 };
	struct report_series	 r;

	(void)state;
	memset(&r, 0, sizeof r);
	r.n = 4;
	r.value = flat;
	assert_false(report_chart_moved(&r));
	r.value = up;
	assert_true(report_chart_moved(&r));
	r.n = 1;
	assert_false(report_chart_moved(&r));
	r.n = 0;
	assert_false(report_chart_moved(&r));
}

/* Bloodiest Day's Victory Points: each side's own track ("vp.union"),
 * its victory levels given for the track ("vp", 2.2.3: Tactical from 25,
 * Important from 36...).  The line crosses 25 between turns 2 and 3. */
static void
test_axes_and_threshold(void **state)
{
	static const long long	 v[] = { 0, 9, 20, 27, 30 };
	struct session		*s;
	char			*o;

	(void)state;
	s = fixture_session("bd.adj", "bloodiest-day", "historical");
	o = svg(s, "vp.union", "Victory Points (union)", v, 5);
	assert_int_equal(count(o, "<figure class=\"chart\" data-track=\""
	    "vp.union\">"), 1);
	assert_int_equal(count(o, "<svg "), 1);
	assert_int_equal(count(o, "</svg></figure>"), 1);
	/* The track's name on its value axis and in the caption. */
	assert_int_equal(count(o, "<figcaption>Victory Points (union): from 0 "
	    "to 30</figcaption>"), 1);
	assert_int_equal(count(o, "rotate(-90)\">Victory Points (union)"
	    "</text>"), 1);
	/* The values (0 to 40 by 10: the axis reaches the next threshold,
	 * 36, near the line) and the turns with their labels; the start has
	 * a label and no number. */
	assert_int_equal(count(o, "class=\"tick y\""), 5);
	assert_non_null(strstr(o, ">40</text>"));
	assert_int_equal(count(o, "class=\"tick x\""), 4);
	assert_int_equal(count(o, "class=\"tick x label\""), 5);
	assert_non_null(strstr(o, ">0930-1130</text>"));
	assert_non_null(strstr(o, ">Turn (its label below)</text>"));
	/* One point a turn's end, the thresholds near the line drawn (25
	 * Tactical, 36 Important; 51 is too far), one marker where one was
	 * crossed (25). */
	assert_int_equal(count(o, "<circle class=\"point\""), 5);
	assert_int_equal(count(o, "class=\"threshold\""), 2);
	assert_non_null(strstr(o, "Important (36)</title>"));
	assert_null(strstr(o, "(51)"));
	assert_int_equal(count(o, "<g class=\"crossed\""), 1);
	assert_non_null(strstr(o, "<g class=\"crossed\" data-value=\"25\">"));
	assert_non_null(strstr(o, "Turn 3: Tactical (25)</title>"));
	free(o);
	session_close(s);
}

/* A track the rules give no threshold: no line, no marker; a line that
 * goes back down past a band's bound is a crossing too. */
static void
test_no_threshold(void **state)
{
	static const long long	 v[] = { 0, 2, 5, 1, 0 };
	static const long long	 back[] = { 20, 26, 24, 26, 30 };
	struct session		*s;
	char			*o;

	(void)state;
	s = fixture_session("bd.adj", "bloodiest-day", "historical");
	o = svg(s, "cp.union", "Casualty Points Inflicted (union)", v, 5);
	assert_int_equal(count(o, "class=\"threshold\""), 0);
	assert_int_equal(count(o, "class=\"crossed\""), 0);
	/* A long name is fitted to its axis. */
	assert_non_null(strstr(o, "textLength=\"180\""));
	free(o);
	o = svg(s, "vp.confederate", "Victory Points (confederate)", back, 5);
	assert_int_equal(count(o, "<g class=\"crossed\" data-value=\"25\">"),
	    3);
	free(o);
	session_close(s);
}

/* Names that could be markup stay text. */
static void
test_escaped(void **state)
{
	static const long long	 v[] = { 0, 1 };
	static const char *const bad[] = { "<b>x</b>", "a&b" };
	struct report_series	 r;
	char			*o = NULL;
	size_t			 len = 0;
	FILE			*f;

	(void)state;
	r.id = "x\"><script>";
	r.name = "<script>alert(1)</script>";
	r.n = 2;
	r.turn = turns;
	r.label = bad;
	r.value = v;
	f = open_memstream(&o, &len);
	report_chart_svg(f, NULL, &r);
	fclose(f);
	assert_null(strstr(o, "<script"));
	assert_null(strstr(o, "<b>"));
	assert_non_null(strstr(o, "&lt;script&gt;alert(1)&lt;/script&gt;"));
	assert_non_null(strstr(o, "a&amp;b"));
	assert_non_null(strstr(o, "data-track=\"x&quot;&gt;&lt;script&gt;\""));
	free(o);
}

/* A chart of many turns (a session of several games in one): a dot and
 * a tick for each turn up to 120; past that, the line still has every
 * turn, with ticks at the labelled turns only and no dots, and a
 * threshold crossed is still marked. */
static char *
long_svg(struct session *s, int n, long long *v, int *tn, const char **lb,
    char **o, size_t *len)
{
	struct report_series	 r;
	FILE			*f;
	int			 i;

	for (i = 0; i < n; i++) {
		tn[i] = i;
		lb[i] = "x";
		v[i] = i % 12 < 6 ? 20 : 30;	/* across 25, up and down */
	}
	r.id = "vp.union";
	r.name = "Victory Points (union)";
	r.n = n;
	r.turn = tn;
	r.label = lb;
	r.value = v;
	*o = NULL;
	f = open_memstream(o, len);
	report_chart_svg(f, s, &r);
	fclose(f);
	return *o;
}

static void
test_many_turns(void **state)
{
	long long		 v[121];
	int			 tn[121];
	const char		*lb[121];
	struct session		*s;
	char			*o, *out;
	size_t			 len;

	(void)state;
	s = fixture_session("bd.adj", "bloodiest-day", "historical");
	o = long_svg(s, 120, v, tn, lb, &out, &len);
	assert_int_equal(count(o, "<circle class=\"point\""), 120);
	/* Two axes and a tick a turn. */
	assert_int_equal(count(o, "<line class=\"axis\""), 2 + 120);
	free(o);
	o = long_svg(s, 121, v, tn, lb, &out, &len);
	assert_int_equal(count(o, "<circle class=\"point\""), 0);
	/* Labelled: every 13th turn from 0 but 117, too near the last
	 * (9), and the last. */
	assert_int_equal(count(o, "<line class=\"axis\""), 2 + 10);
	assert_int_equal(count(o, "class=\"tick x label\""), 10);
	assert_null(strstr(o, ">117</text>"));
	assert_non_null(strstr(o, ">104</text>"));
	assert_non_null(strstr(o, ">120</text>"));
	assert_int_equal(count(strstr(o, "<polyline"), ","), 121);
	/* Across 25 (a band's bound: either way) at turns 6, 12, ... 120. */
	assert_int_equal(count(o, "<g class=\"crossed\""), 20);
	free(o);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_moved),
		cmocka_unit_test(test_axes_and_threshold),
		cmocka_unit_test(test_no_threshold),
		cmocka_unit_test(test_escaped),
		cmocka_unit_test(test_many_turns),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
