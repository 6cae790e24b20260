/* The after-action report as one self-contained HTML page, the way a club
 * would post a game: a title block (the game, the scenario, the sides and
 * who played, when, the result and its reason, the chain's head), the
 * narrative turn by turn (what each side did, the players' notes set
 * apart, the standing at each turn's end where it changed), a chart for
 * each track that moved (one line of text for those that did not), and
 * every event in an appendix table.
 *
 * The title block and the charts need the walk's end; the narrative and
 * the appendix are spooled as the events come (two temporary files) and
 * copied in after them, so that memory stays flat whatever the length of
 * the game.  No network: the styles are inline, the charts are SVG.  It
 * prints (a page for the charts and one on for the appendix, no row cut
 * in two) and reads on a phone (the narrative wraps; the wide appendix
 * scrolls in its own box). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/report_event.h"
#include "adj/session.h"
#include "adj/xalloc.h"
#include "report_format.h"
#include "report_story.h"
#include "report_text.h"

struct html {
	FILE		*f;
	struct story	 st;		/* and its spools */
	int		 open_list;	/* a <ul> of sentences is open */
	struct buf	 row;		/* appendix rows not yet spooled */
	struct buf	 detail;	/* a row's look-up, reused */
};

#define H	report_html_text
#define ROWS_AT_ONCE	(64 * 1024)

static const char style[] =
	":root{--ink:#1d1d1b;--muted:#5f6368;--rule:#d9d4c7;--paper:#fffdf8;"
	"--accent:#7a1f1f;--blue:#1f4e8a}"
	"*{box-sizing:border-box}"
	"html{-webkit-text-size-adjust:100%}"
	"body{margin:0;background:var(--paper);color:var(--ink);"
	"font:17px/1.55 Georgia,'Times New Roman',serif}"
	".page{max-width:46rem;margin:0 auto;padding:1.5rem 1.25rem 3rem}"
	"h1,h2,h3,h4,.facts,nav,table,figcaption,.kicker,.standing,.step,"
	".unmoved{font-family:system-ui,-apple-system,'Segoe UI',Roboto,"
	"Helvetica,Arial,sans-serif}"
	".kicker{text-transform:uppercase;letter-spacing:.12em;font-size:.75rem;"
	"color:var(--accent);margin:0}"
	"h1{font-size:1.9rem;line-height:1.2;margin:.2rem 0 .6rem}"
	"h2{font-size:1.35rem;border-bottom:2px solid var(--ink);"
	"padding-bottom:.2rem;margin:2.2rem 0 1rem}"
	"h3{font-size:1.1rem;margin:1.6rem 0 .4rem}"
	"h3 .label{color:var(--muted);font-weight:normal}"
	".result{font-size:1.15rem;border-left:4px solid var(--accent);"
	"padding:.4rem .8rem;background:#f6efe3;margin:.8rem 0}"
	".facts{display:grid;grid-template-columns:max-content 1fr;"
	"gap:.15rem 1rem;font-size:.9rem;margin:1rem 0}"
	".facts dt{color:var(--muted)}.facts dd{margin:0;overflow-wrap:anywhere}"
	"code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em;"
	"overflow-wrap:anywhere}"
	"nav{font-size:.9rem}nav a{color:var(--blue);margin-right:1rem}"
	".turn{margin-bottom:1.2rem}"
	".step{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;"
	"color:var(--muted);margin:.8rem 0 .2rem}"
	"ul.story{margin:0;padding-left:1.1rem}"
	"ul.story li{margin:.15rem 0;overflow-wrap:anywhere}"
	"blockquote.note{margin:.6rem 0;padding:.4rem .9rem;border-left:3px "
	"solid var(--blue);background:#eef3fa;font-style:italic;"
	"overflow-wrap:anywhere}"
	"blockquote.note p{margin:0}"
	"blockquote.note .who{font-style:normal;font-size:.8rem;"
	"color:var(--muted);display:block}"
	".standing{font-size:.88rem;background:#f3f1ea;border-radius:4px;"
	"padding:.35rem .7rem;margin:.6rem 0 0}"
	".charts{display:grid;grid-template-columns:1fr;gap:1.2rem}"
	"figure.chart{margin:0;break-inside:avoid}"
	"figure.chart svg{width:100%;height:auto;display:block}"
	"figcaption{font-size:.9rem;font-weight:600;margin-bottom:.2rem}"
	"svg text{font-family:system-ui,sans-serif;fill:#444}"
	"svg .tick{font-size:11px}svg .tick.y{text-anchor:end}"
	"svg .tick.x{text-anchor:middle}svg .tick.label{font-size:9.5px;"
	"fill:#777}"
	"svg .axis-title{font-size:12px;font-weight:600;text-anchor:middle;"
	"fill:#333}"
	"svg .axis{stroke:#555;stroke-width:1}svg .grid{stroke:#e6e1d6}"
	"svg .line{fill:none;stroke:var(--blue);stroke-width:2.5}"
	"svg .point{fill:var(--blue)}"
	"svg .threshold{stroke:var(--accent);stroke-dasharray:5 4;"
	"stroke-width:1.2}"
	"svg .crossed circle{fill:none;stroke:var(--accent);stroke-width:2.5}"
	".unmoved{font-size:.9rem;color:var(--muted)}"
	".scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;"
	"border:1px solid var(--rule);width:min(78rem,calc(100vw - 1.6rem));"
	"position:relative;left:50%;transform:translateX(-50%);"
	"background:#fff}"
	"table{border-collapse:collapse;font-size:.8rem;min-width:52rem;"
	"width:100%}"
	"th,td{border-bottom:1px solid var(--rule);padding:.25rem .45rem;"
	"text-align:left;vertical-align:top}"
	"thead th{background:#efe9dc;position:sticky;top:0}"
	"td.n{text-align:right;color:var(--muted);white-space:nowrap}"
	"tr.note td{background:#eef3fa}"
	"tr.undone td{color:#8a8a8a}tr.undone td.what{text-decoration:"
	"line-through}"
	".badge{display:inline-block;font-size:.7rem;padding:0 .35rem;"
	"border-radius:3px;background:#8a8a8a;color:#fff;text-decoration:none;"
	"margin-left:.3rem}"
	"td.detail{color:#444;font-family:ui-monospace,Menlo,Consolas,"
	"monospace;font-size:.75rem}"
	"@media (max-width:640px){body{font-size:16px}.page{padding:1rem "
	".8rem 2rem}h1{font-size:1.5rem}.facts{gap:.1rem .6rem;font-size:.85rem}"
	"}"
	"@media print{@page{margin:16mm 14mm}body{background:#fff;"
	"font-size:10.5pt}.page{max-width:none;padding:0}nav{display:none}"
	"h2,h3{break-after:avoid}.turn h3{break-after:avoid}"
	"blockquote.note,.standing,ul.story li{break-inside:avoid}"
	"#charts{break-before:page}.charts{grid-template-columns:1fr 1fr}"
	"#appendix{break-before:page}.scroll{overflow:visible;border:0;"
	"width:auto;left:0;transform:none}"
	"table{min-width:0;font-size:7.5pt}thead{display:table-header-group}"
	"tr{break-inside:avoid}thead th{position:static}a{color:inherit}}";

static void *
html_begin(FILE *f, const struct report_info *in)
{
	struct html	*h = xcalloc(1, sizeof *h);

	h->f = f;
	if (story_init(&h->st, in) != 0) {
		story_free(&h->st);
		free(h);
		return NULL;
	}
	return h;
}

static int
html_turn_end(void *arg, const struct report_info *in,
    const struct report_turn *t)
{
	(void)in;
	story_turn_end(&((struct html *)arg)->st, t);
	return 0;
}

static void
close_list(struct html *h)
{
	if (h->open_list)
		fputs("</ul>\n", h->st.story);
	h->open_list = 0;
}

/* The end of the turn being told: the standing, where it changed (no
 * line when nothing did). */
static void
close_turn(struct html *h, const struct report_info *in)
{
	char	*line;

	if (h->st.turn < 0)
		return;
	close_list(h);
	if (h->st.turn > 0 && (line = story_standing_line(&h->st, in,
	    h->st.turn, report_html_text, "<strong>", "</strong>")) != NULL) {
		fprintf(h->st.story, "<p class=\"standing\">At the turn's end: "
		    "%s.</p>\n", line);
		free(line);
	}
	fputs("</section>\n", h->st.story);
}

static void
open_turn(struct html *h, const struct report_event *e)
{
	h->st.turn = e->turn;
	h->st.step[0] = '\0';
	if (e->turn > 0) {
		fprintf(h->st.story, "<section class=\"turn\" id=\"turn-%d\">"
		    "<h3>Turn %d <span class=\"label\">", e->turn, e->turn);
		H(h->st.story, e->turn_label);
		fputs("</span></h3>\n", h->st.story);
	} else
		fputs("<section class=\"turn\" id=\"turn-0\"><h3>Before the "
		    "first turn</h3>\n", h->st.story);
}

static void
story_event(struct html *h, const struct report_info *in,
    const struct report_event *e)
{
	struct buf	*b = &h->st.sentence;
	const char	*step = *e->step_name != '\0' ? e->step_name : e->step;

	buf_reset(b);
	if (!report_narrate(in->s, e, b))
		return;
	story_actor(&h->st, e);
	if (e->turn != h->st.turn) {
		close_turn(h, in);
		open_turn(h, e);
	}
	h->st.told++;
	if (strcmp(e->kind, "note") == 0) {
		close_list(h);
		h->st.notes++;
		fputs("<blockquote class=\"note\"><p>", h->st.story);
		if (*e->by_name != '\0') {
			fputs("<span class=\"who\">", h->st.story);
			H(h->st.story, e->by_name);
			fputs(" noted</span>", h->st.story);
		}
		fputs("\xe2\x80\x9c", h->st.story);
		H(h->st.story, buf_str(b));
		fputs("\xe2\x80\x9d</p></blockquote>\n", h->st.story);
		return;
	}
	if (strcmp(step, h->st.step) != 0) {
		close_list(h);
		snprintf(h->st.step, sizeof h->st.step, "%s", step);
		if (*step != '\0') {
			fputs("<p class=\"step\">", h->st.story);
			H(h->st.story, step);
			fputs("</p>\n", h->st.story);
		}
	}
	if (!h->open_list)
		fputs("<ul class=\"story\">\n", h->st.story);
	h->open_list = 1;
	fputs("<li>", h->st.story);
	H(h->st.story, buf_str(b));
	fputs("</li>\n", h->st.story);
}

/* The step an event was in, by its name; a move to a step is shown in
 * the step it moved to (the journal has it in the one it left). */
static const char *
step_of(const struct report_info *in, const struct report_event *e)
{
	const char	*to = json_string_value(json_object_get(e->data,
			    "phase"));
	int		 i;

	if (strcmp(e->kind, "phase") == 0 && to != NULL && in->s != NULL)
		for (i = 0; i < in->s->nphases; i++)
			if (strcmp(in->s->phases[i].id, to) == 0)
				return in->s->phases[i].name;
	return *e->step_name != '\0' ? e->step_name : e->step;
}

/* The rows made so far, to their spool. */
static void
rows_out(struct html *h)
{
	fwrite(h->row.s, 1, h->row.len, h->st.rows);
	buf_reset(&h->row);
}

/* The appendix's row: every event, with its step by name, who acted,
 * a look-up's inputs, dice and result, an undone one marked. */
static void
row_event(struct html *h, const struct report_info *in,
    const struct report_event *e)
{
	struct buf	*b = &h->row, *d = &h->detail;
	int		 undone = e->undone_by != 0;

	/* Made in a buffer and written 64 KB at a time: a row is a dozen
	 * pieces, and a long game has a row for each of its events. */
	buf_add(b, undone ? "<tr class=\"undone\" data-seq=\"" :
	    strcmp(e->kind, "note") == 0 ? "<tr class=\"note\" data-seq=\"" :
	    "<tr data-seq=\"");
	buf_add_int(b, e->seq);
	buf_add(b, "\"><td class=\"n\">");
	buf_add_int(b, e->seq);
	buf_add(b, "</td><td>");
	if (e->turn > 0) {
		buf_add_int(b, e->turn);
		buf_add(b, " ");
		report_html_add(b, e->turn_label);
	}
	buf_add(b, "</td><td>");
	report_html_add(b, step_of(in, e));
	buf_add(b, "</td><td class=\"by\">");
	report_html_add(b, *e->by_name != '\0' ? e->by_name : e->side);
	buf_add(b, "</td><td>");
	report_html_add(b, e->kind);
	buf_add(b, "</td><td class=\"what\">");
	report_html_add(b, e->text);
	buf_add(b, "</td><td class=\"detail\">");
	buf_reset(d);
	story_lookup_detail(e, d);
	report_html_add(b, buf_str(d));
	if (undone) {
		buf_add(b, "<span class=\"badge undone-mark\">undone by #");
		buf_add_int(b, e->undone_by);
		buf_add(b, "</span>");
	}
	buf_add(b, "</td></tr>\n");
	if (b->len >= ROWS_AT_ONCE)
		rows_out(h);
}

static int
html_event(void *arg, const struct report_info *in,
    const struct report_event *e)
{
	struct html	*h = arg;

	story_seen(&h->st, e);
	story_event(h, in, e);
	row_event(h, in, e);
	return ferror(h->st.story) || ferror(h->st.rows) ? -1 : 0;
}

static void
html_abandon(void *arg)
{
	struct html	*h = arg;

	story_free(&h->st);
	buf_free(&h->row);
	buf_free(&h->detail);
	free(h);
}

/* A track's values at the start and at the turns' ends, as the chart
 * reads them.  The start is the track's own (a derived track has none:
 * its first turn's end stands for it). */
static void
series_of(struct html *h, const struct report_info *in, const char *id,
    struct report_series *r, int *turn, const char **label, long long *v)
{
	json_t	*tr = json_object_get(in->tracks, id);
	int	 i, c = story_column(&h->st, id);

	r->id = id;
	r->name = report_track_name(in, id);
	r->n = 0;
	if (strcmp(json_string_value(json_object_get(tr, "kind")) != NULL ?
	    json_string_value(json_object_get(tr, "kind")) : "", "derived") !=
	    0) {
		turn[0] = 0;
		label[0] = "start";
		v[0] = json_integer_value(json_object_get(tr, "initial"));
		r->n = 1;
	}
	for (i = 0; i < story_ends_n(&h->st); i++) {
		turn[r->n] = story_end_turn(&h->st, i);
		label[r->n] = story_end_label(&h->st, i);
		v[r->n] = story_end_value(&h->st, i, c, NULL);
		r->n++;
	}
	r->turn = turn;
	r->label = label;
	r->value = v;
}

static void
charts(struct html *h, const struct report_info *in)
{
	FILE			*f = h->f;
	struct report_series	 r;
	size_t			 n = (size_t)story_ends_n(&h->st) + 2;
	int			*turn = xcalloc(n, sizeof *turn);
	const char		**label = xcalloc(n, sizeof *label);
	long long		*v = xcalloc(n, sizeof *v);
	const char		*id;
	json_t			*t;
	int			 still = 0, moved = 0;

	fputs("<section id=\"charts\"><h2>The tracks</h2>\n<div class=\""
	    "charts\">\n", f);
	json_object_foreach(in->tracks, id, t) {
		series_of(h, in, id, &r, turn, label, v);
		if (report_chart_moved(&r)) {
			report_chart_svg(f, in->s, &r);
			moved++;
		}
	}
	fputs("</div>\n", f);
	/* A track that never moved is a line of text, not a flat chart. */
	json_object_foreach(in->tracks, id, t) {
		series_of(h, in, id, &r, turn, label, v);
		if (r.n == 0 || report_chart_moved(&r))
			continue;
		fputs(still++ ? "; " : "<p class=\"unmoved\" id=\"unmoved\">"
		    "The same at the start and at every turn's end: ", f);
		H(f, r.name);
		fprintf(f, " <span class=\"value\">%lld</span>", r.value[0]);
	}
	if (still)
		fputs(".</p>\n", f);
	if (!moved && !still)
		fputs("<p class=\"unmoved\">No track to show.</p>\n", f);
	fputs("</section>\n", f);
	free(turn);
	free(label);
	free(v);
}

static void
title_block(struct html *h, const struct report_info *in)
{
	FILE		*f = h->f;
	struct buf	 b;
	int		 i;

	fputs("<header><p class=\"kicker\">After-action report</p>\n<h1>", f);
	H(f, in->game_title);
	fputs(": ", f);
	H(f, in->scenario_name);
	fputs("</h1>\n", f);
	if (in->over) {
		fputs("<p class=\"result\" id=\"result\"><strong>Result:</strong> ",
		    f);
		H(f, in->result);
		fputs("</p>\n", f);
	} else {
		fputs("<p class=\"result\" id=\"result\"><strong>Not finished"
		    "</strong>: the record stops in turn ", f);
		fprintf(f, "%d.</p>\n", h->st.turn > 0 ? h->st.turn : 0);
	}
	fputs("<dl class=\"facts\">\n<dt>Game</dt><dd>", f);
	H(f, in->game_title);
	fputs("</dd>\n<dt>Scenario</dt><dd>", f);
	H(f, in->scenario_name);
	fputs("</dd>\n", f);
	if (*in->options != '\0') {
		fputs("<dt>Options</dt><dd>", f);
		H(f, in->options);
		fputs("</dd>\n", f);
	}
	buf_init(&b);
	story_sides(in->s, &b);
	fputs("<dt>Sides</dt><dd>", f);
	H(f, buf_str(&b));
	fputs("</dd>\n<dt>Played by</dt><dd id=\"players\">", f);
	if (h->st.nroles == 0)
		fputs("the players at one table", f);
	for (i = 0; i < h->st.nroles; i++) {
		fputs(i ? ", " : "", f);
		H(f, h->st.roles[i]);
	}
	fputs("</dd>\n<dt>Played</dt><dd>", f);
	H(f, h->st.first_at);
	if (strcmp(h->st.first_at, h->st.last_at) != 0) {
		fputs(" to ", f);
		H(f, h->st.last_at);
	}
	fputs(" (UTC)</dd>\n<dt>Report of</dt><dd>", f);
	H(f, strcmp(in->view, "all") == 0 ? "everything (the whole table)" :
	    in->view);
	fputs("</dd>\n<dt>Record</dt><dd>", f);
	buf_reset(&b);
	story_record(&h->st, in, &b);
	H(f, buf_str(&b));
	fputs("</dd>\n", f);
	fputs("<dt>Chain head</dt><dd><code id=\"chain-head\">", f);
	H(f, in->chain_head);
	fputs("</code> (check it with <code>adjutant --session FILE -c 'log "
	    "verify'</code>)</dd>\n</dl>\n", f);
	fputs("<nav><a href=\"#narrative\">The game, turn by turn</a><a href="
	    "\"#charts\">The tracks</a><a href=\"#appendix\">Every event</a>"
	    "</nav>\n</header>\n", f);
	buf_free(&b);
}

static int
html_finish(void *arg, const struct report_info *in)
{
	struct html	*h = arg;
	FILE		*f = h->f;
	int		 rc;

	close_turn(h, in);
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
	    "<meta name=\"viewport\" content=\"width=device-width, "
	    "initial-scale=1\">\n<title>", f);
	H(f, in->game_title);
	fputs(": ", f);
	H(f, in->scenario_name);
	fprintf(f, "</title>\n<style>%s</style></head>"
	    "<body><div class=\"page\">\n", style);
	title_block(h, in);
	fputs("<main>\n<section id=\"narrative\"><h2>The game, turn by turn"
	    "</h2>\n", f);
	if (h->st.told == 0)
		fputs("<p>Nothing was played.</p>\n", f);
	rc = report_spool_copy(h->st.story, f);
	h->st.story = NULL;
	fputs("</section>\n", f);
	charts(h, in);
	fputs("<section id=\"appendix\"><h2>Appendix: every event</h2>\n"
	    "<p>Each event of the record in order, with the step it was in, "
	    "who acted, and each look-up's inputs, dice and result. Undone "
	    "events are struck through and marked.</p>\n<div class=\"scroll\">"
	    "<table id=\"events\"><thead><tr><th>#</th><th>Turn</th><th>Step"
	    "</th><th>Who</th><th>Kind</th><th>What happened</th><th>Dice and "
	    "result</th></tr></thead><tbody>\n", f);
	rows_out(h);
	if (report_spool_copy(h->st.rows, f) != 0)
		rc = -1;
	h->st.rows = NULL;
	fputs("</tbody></table></div></section>\n</main></div></body></html>\n",
	    f);
	html_abandon(h);
	return rc != 0 || ferror(f) ? -1 : 0;
}

const struct report_format report_html = {
	.name = "html",
	.begin = html_begin,
	.event = html_event,
	.turn_end = html_turn_end,
	.finish = html_finish,
	.abandon = html_abandon,
};
