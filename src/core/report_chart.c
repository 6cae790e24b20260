/* A track's chart in the after-action report: one self-contained SVG of
 * its value at each turn's end, with both axes labelled (the values, the
 * turns with their labels, the track's name), the rules' thresholds of
 * the track drawn across it and a marker where the line crossed one.
 *
 * The thresholds are the rules data's, whatever the game: a threshold
 * that prints an effect when crossed (track_threshold), a track's
 * labelled levels (track_level), and the bounds of the scenario's
 * victory levels read off the track (victory_level).  A track with none
 * gets no lines and no markers. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/report_event.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "report_text.h"

#define MAX_MARKS	16
/* Past this many turns a chart's points are closer than a pointer can
 * tell apart (the plot is 536 wide): the line alone, with no dot and no
 * tick for each turn, only at the turns labelled (a session of many
 * games in one had thousands, each a tooltip nobody could reach). */
#define MAX_DOTS	120

struct mark {
	long long	 value;
	int		 dir;		/* 1 up, -1 down, 0 either way */
	char		 label[128];
};

struct marks {
	struct mark	 m[MAX_MARKS];
	int		 n;
};

/* The chart's box: the plot inside margins for the axes' words. */
enum {
	W = 640, H = 260, ML = 64, MR = 40, MT = 20, MB = 64
};

int
report_chart_moved(const struct report_series *r)
{
	int	 i;

	for (i = 1; i < r->n; i++)
		if (r->value[i] != r->value[0])
			return 1;
	return 0;
}

static void
mark_add(struct marks *ms, long long v, int dir, const char *label)
{
	int	 i;

	for (i = 0; i < ms->n; i++)
		if (ms->m[i].value == v)
			return;		/* one line a value */
	if (ms->n == MAX_MARKS)
		return;
	ms->m[ms->n].value = v;
	ms->m[ms->n].dir = dir;
	snprintf(ms->m[ms->n].label, sizeof ms->m[ms->n].label, "%s",
	    label != NULL ? label : "");
	ms->n++;
}

/* The track's thresholds from the rules, each once. */
static void
marks_load(struct session *s, const char *id, struct marks *ms)
{
	static const char *const q[] = {
		"SELECT value, CASE dir WHEN 'up' THEN 1 ELSE -1 END, effect "
		"FROM track_threshold WHERE game = ?1 AND track IN (?2, ?3) "
		"ORDER BY value",
		/* A box track's levels name its boxes, not values of the
		 * count the chart draws. */
		"SELECT l.value, 0, l.label FROM track_level l JOIN track t ON "
		"t.game = l.game AND t.id = l.track AND t.kind <> 'boxes' WHERE "
		"l.game = ?1 AND l.track IN (?2, ?3) ORDER BY l.value",
		/* A victory level's lower bound: where its band begins. */
		"SELECT lo, 0, level FROM victory_level WHERE game = ?1 AND "
		"track IN (?2, ?3) AND scenario = ?4 AND lo IS NOT NULL "
		"ORDER BY lo",
	};
	sqlite3_stmt	*st;
	char		 base[64];
	size_t		 i;

	ms->n = 0;
	if (s == NULL || s->rules == NULL)
		return;
	/* A track each side keeps ("vp.union") has its rows under the
	 * track's own id ("vp"). */
	snprintf(base, sizeof base, "%s", id);
	base[strcspn(base, ".")] = '\0';
	for (i = 0; i < sizeof q / sizeof q[0]; i++) {
		if (sql_prepare(s->rules, q[i], -1, &st, NULL) !=
		    SQLITE_OK)
			continue;	/* an older rules image: none */
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, base, -1, SQLITE_STATIC);
		if (sqlite3_bind_parameter_count(st) >= 4)
			sqlite3_bind_text(st, 4, s->scenario, -1,
			    SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW)
			mark_add(ms, sqlite3_column_int64(st, 0),
			    sqlite3_column_int(st, 1), (const char *)
			    sqlite3_column_text(st, 2));
		sqlite3_finalize(st);
	}
}

/* Whether going from a to b crosses threshold m: rising to it or past it
 * upward, falling to it or past it downward (a band's bound either way:
 * the value enters or leaves the band). */
static int
crossed(const struct mark *m, long long a, long long b)
{
	if (m->dir > 0)
		return a < m->value && b >= m->value;
	if (m->dir < 0)
		return a > m->value && b <= m->value;
	return (a >= m->value) != (b >= m->value);
}

/* A step for the value axis of at most six ticks: 1, 2 or 5 times a
 * power of ten. */
static long long
nice_step(long long span)
{
	static const int m[] = { 1, 2, 5 };
	long long	 p;
	int		 i;

	for (p = 1; p < 1000000000000000LL; p *= 10)
		for (i = 0; i < 3; i++)
			if (span / (m[i] * p) <= 6)
				return m[i] * p;
	return p;
}

static double
xat(const struct report_series *r, int i)
{
	return ML + (r->n > 1 ? (double)i * (W - ML - MR) / (r->n - 1) :
	    (W - ML - MR) / 2.0);
}

static double
yat(long long v, long long lo, long long hi)
{
	return (H - MB) - (double)(v - lo) * (H - MB - MT) / (double)(hi - lo);
}

void
report_chart_svg(FILE *f, struct session *s, const struct report_series *r)
{
	struct marks	 ms;
	long long	 lo, hi, top, bottom, span, step, v;
	int		 i, k, every;

	marks_load(s, r->id, &ms);
	lo = hi = r->n > 0 ? r->value[0] : 0;
	for (i = 1; i < r->n; i++) {
		if (r->value[i] < lo)
			lo = r->value[i];
		if (r->value[i] > hi)
			hi = r->value[i];
	}
	/* A threshold just past the line's range is drawn too: the reader
	 * sees how near the track came. */
	span = hi - lo > 0 ? hi - lo : 1;
	for (k = 0, top = hi, bottom = lo; k < ms.n; k++) {
		if (ms.m[k].value < lo && bottom - ms.m[k].value <= span / 2)
			lo = ms.m[k].value;
		if (ms.m[k].value > hi && ms.m[k].value - top <= span / 2)
			hi = ms.m[k].value;
	}
	step = nice_step(hi - lo);
	lo = (long long)floor((double)lo / step) * step;
	hi = (long long)ceil((double)hi / step) * step;
	if (hi == lo)
		hi = lo + step;

	fputs("<figure class=\"chart\" data-track=\"", f);
	report_html_text(f, r->id);
	fputs("\"><figcaption>", f);
	report_html_text(f, r->name);
	if (r->n > 0)
		fprintf(f, ": from %lld to %lld", r->value[0],
		    r->value[r->n - 1]);
	fprintf(f, "</figcaption>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"", W, H);
	report_html_text(f, r->name);
	fputs(" by turn\">\n", f);

	/* The value axis: its ticks and grid, and the track's name. */
	for (v = lo; v <= hi; v += step) {
		double y = yat(v, lo, hi);

		fprintf(f, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" "
		    "y2=\"%.1f\"/><text class=\"tick y\" x=\"%d\" y=\"%.1f\">"
		    "%lld</text>\n", ML, y, W - MR, y, ML - 6, y + 4, v);
	}
	/* A long name is fitted to the axis rather than cut. */
	fprintf(f, "<text class=\"axis-title\" transform=\"translate(14 %d) "
	    "rotate(-90)\"%s>", (H - MB + MT) / 2, strlen(r->name) > 26 ?
	    " textLength=\"180\" lengthAdjust=\"spacingAndGlyphs\"" : "");
	report_html_text(f, r->name);
	fputs("</text>\n", f);
	fprintf(f, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" "
	    "y2=\"%d\"/><line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" "
	    "y2=\"%d\"/>\n", ML, MT, ML, H - MB, ML, H - MB, W - MR, H - MB);

	/* The turn axis: each turn's number, and its label where there is
	 * room (about ten a chart).  The last turn is always labelled; the
	 * one labelled before it only a whole step before it, or the two
	 * labels would overlap. */
	every = r->n > 10 ? (r->n + 9) / 10 : 1;
	for (i = 0; i < r->n; i++) {
		double	 x = xat(r, i);
		int	 labelled = i == r->n - 1 || (i % every == 0 &&
			    r->n - 1 - i >= every);

		if (labelled || r->n <= MAX_DOTS)
			fprintf(f, "<line class=\"axis\" x1=\"%.1f\" y1=\"%d\" "
			    "x2=\"%.1f\" y2=\"%d\"/>", x, H - MB, x, H - MB + 4);
		if (!labelled)
			continue;
		if (r->turn[i] > 0)
			fprintf(f, "<text class=\"tick x\" x=\"%.1f\" y=\"%d\">"
			    "%d</text>", x, H - MB + 16, r->turn[i]);
		fprintf(f, "<text class=\"tick x label\" x=\"%.1f\" y=\"%d\">",
		    x, H - MB + 30);
		report_html_text(f, r->label[i]);
		fputs("</text>\n", f);
	}
	fprintf(f, "<text class=\"axis-title\" x=\"%d\" y=\"%d\">Turn (its "
	    "label below)</text>\n", (ML + W - MR) / 2, H - 8);

	/* The thresholds across the plot, where they fall inside it. */
	for (k = 0; k < ms.n; k++) {
		double y;

		if (ms.m[k].value < lo || ms.m[k].value > hi)
			continue;
		y = yat(ms.m[k].value, lo, hi);
		fprintf(f, "<line class=\"threshold\" x1=\"%d\" y1=\"%.1f\" "
		    "x2=\"%d\" y2=\"%.1f\"><title>", ML, y, W - MR, y);
		report_html_text(f, ms.m[k].label);
		fprintf(f, " (%lld)</title></line>\n", ms.m[k].value);
	}

	/* The line, a point at each turn's end, a marker where it crossed a
	 * threshold. */
	fputs("<polyline class=\"line\" points=\"", f);
	for (i = 0; i < r->n; i++)
		fprintf(f, "%s%.1f,%.1f", i ? " " : "", xat(r, i),
		    yat(r->value[i], lo, hi));
	fputs("\"/>\n", f);
	for (i = 0; i < r->n && r->n <= MAX_DOTS; i++) {
		fprintf(f, "<circle class=\"point\" cx=\"%.1f\" cy=\"%.1f\" "
		    "r=\"3\"><title>Turn %d (", xat(r, i), yat(r->value[i],
		    lo, hi), r->turn[i]);
		report_html_text(f, r->label[i]);
		fprintf(f, "): %lld</title></circle>\n", r->value[i]);
	}
	for (i = 1; i < r->n; i++)
		for (k = 0; k < ms.n; k++) {
			if (!crossed(&ms.m[k], r->value[i - 1], r->value[i]))
				continue;
			fprintf(f, "<g class=\"crossed\" data-value=\"%lld\">"
			    "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"7\"/><title>"
			    "Turn %d: ", ms.m[k].value, xat(r, i),
			    yat(r->value[i], lo, hi), r->turn[i]);
			report_html_text(f, ms.m[k].label);
			fprintf(f, " (%lld)</title></g>\n", ms.m[k].value);
		}
	fputs("</svg></figure>\n", f);
}
