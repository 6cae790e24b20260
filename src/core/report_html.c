/* The report as one self-contained HTML page: a title block, an SVG chart
 * per track over the turns' ends, the tracks turn by turn, and every
 * event in a table.  All but the table need the walk's end (the chain's
 * head, the result, every turn): the table's rows are spooled as the
 * events come and copied in after the rest. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "report_format.h"

struct html {
	FILE	*f;
	FILE	*rows;		/* the spool of the event table's rows */
	json_t	*turns;		/* [{turn, label, tracks}] */
};

static void
html_text(FILE *f, const char *v)
{
	struct buf	 b;

	buf_init(&b);
	for (v = text_inline(&b, v); *v != '\0'; v++)
		switch (*v) {
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '&': fputs("&amp;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fputc(*v, f);
		}
	buf_free(&b);
}

/* One SVG line chart of a track over the turns' ends. */
static void
svg_chart(struct html *h, const struct report_info *in, const char *id,
    FILE *f)
{
	json_t		*turns = h->turns, *t;
	size_t		 i, n = json_array_size(turns);
	long long	 lo = 0, hi = 0, v;
	const int	 W = 440, H = 170, L = 40, B = 28, T = 16;

	json_array_foreach(turns, i, t) {
		v = json_integer_value(json_object_get(json_object_get(t,
		    "tracks"), id));
		if (i == 0 || v < lo)
			lo = v;
		if (i == 0 || v > hi)
			hi = v;
	}
	if (lo > 0)
		lo = 0;
	if (hi == lo)
		hi = lo + 1;
	fprintf(f, "<figure class=\"chart\" data-track=\"");
	html_text(f, id);
	fprintf(f, "\"><figcaption>");
	html_text(f, json_text(json_object_get(in->tracks, id), "name"));
	fprintf(f, "</figcaption>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">\n",
	    W, H, W, H);
	fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>"
	    "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" class=\"axis\"/>\n",
	    L, T, L, H - B, L, H - B, W - 8, H - B);
	fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"tick\">%lld</text><text "
	    "x=\"%d\" y=\"%d\" class=\"tick\">%lld</text>\n", 4, T + 4, hi, 4,
	    H - B, lo);
	fputs("<polyline class=\"line\" points=\"", f);
	json_array_foreach(turns, i, t) {
		double x = L + (n > 1 ? (double)i * (W - 8 - L) / (double)(n - 1) :
		    0);
		double y;

		v = json_integer_value(json_object_get(json_object_get(t,
		    "tracks"), id));
		y = (H - B) - (double)(v - lo) * (H - B - T) / (double)(hi - lo);
		fprintf(f, "%s%.1f,%.1f", i ? " " : "", x, y);
	}
	fputs("\"/>\n", f);
	json_array_foreach(turns, i, t) {
		double x = L + (n > 1 ? (double)i * (W - 8 - L) / (double)(n - 1) :
		    0);

		fprintf(f, "<text x=\"%.1f\" y=\"%d\" class=\"tick\">%lld</text>",
		    x - 3, H - 8, (long long)json_integer_value(json_object_get(t,
		    "turn")));
	}
	fputs("\n</svg></figure>\n", f);
}

static void *
html_begin(FILE *f, const struct report_info *in)
{
	struct html	*h = xcalloc(1, sizeof *h);

	(void)in;
	h->f = f;
	h->turns = json_array();
	if ((h->rows = report_spool()) == NULL) {
		json_decref(h->turns);
		free(h);
		return NULL;
	}
	return h;
}

static int
html_turn_end(void *arg, const struct report_info *in,
    const struct report_turn *t)
{
	struct html	*h = arg;

	(void)in;
	json_array_append_new(h->turns, xjson_pack("{s:i, s:s, s:O}", "turn",
	    t->turn, "label", t->label, "tracks", t->tracks));
	return 0;
}

static int
html_event(void *arg, const struct report_info *in,
    const struct report_event *e)
{
	struct html	*h = arg;
	FILE		*f = h->rows;
	int		 undone = e->undone_by != 0;
	const char	*cls = undone ? " class=\"undone\"" : strcmp(e->kind,
			    "note") == 0 ? " class=\"note\"" : "";

	(void)in;
	fprintf(f, "<tr%s><td>%lld</td><td>", cls, (long long)e->seq);
	html_text(f, e->turn_label);
	fputs("</td><td>", f);
	html_text(f, e->step);
	fputs("</td><td>", f);
	html_text(f, e->kind);
	fputs("</td><td>", f);
	html_text(f, e->side);
	fputs("</td><td class=\"by\">", f);
	html_text(f, e->by_name);
	fputs(undone ? "</td><td><del>" : "</td><td>", f);
	html_text(f, e->text);
	fputs(undone ? "</del> <em>(undone)</em></td></tr>\n" :
	    "</td></tr>\n", f);
	return ferror(f) ? -1 : 0;
}

static void
html_abandon(void *arg)
{
	struct html	*h = arg;

	if (h->rows != NULL)
		fclose(h->rows);
	json_decref(h->turns);
	free(h);
}

static int
html_finish(void *arg, const struct report_info *in)
{
	struct html	*h = arg;
	FILE		*f = h->f;
	json_t		*t;
	const char	*id;
	size_t		 i;
	int		 rc;

	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
	    "<meta name=\"viewport\" content=\"width=device-width, "
	    "initial-scale=1\">\n<title>", f);
	html_text(f, in->game_title);
	fputs(": ", f);
	html_text(f, in->scenario_name);
	fputs("</title>\n<style>body{font-family:sans-serif;max-width:60em;"
	    "margin:1em auto;padding:0 1em;color:#222}table{border-collapse:"
	    "collapse;width:100%;font-size:90%}td,th{border-bottom:1px solid "
	    "#ddd;padding:2px 6px;text-align:left;vertical-align:top}"
	    ".charts{display:flex;flex-wrap:wrap;gap:1em}figure{margin:0}"
	    "svg .axis{stroke:#888}svg .line{fill:none;stroke:#1f5fa8;"
	    "stroke-width:2}svg .tick{font-size:10px;fill:#555}"
	    ".note{font-weight:bold}.undone{color:#777}code{font-size:85%}"
	    "</style></head><body>\n"
	    "<h1>", f);
	html_text(f, in->game_title);
	fputs(": ", f);
	html_text(f, in->scenario_name);
	fputs("</h1>\n<p>View: ", f);
	html_text(f, in->view);
	fprintf(f, ". Events: %lld. Chain head: <code id=\"chain-head\">",
	    (long long)in->events_total);
	html_text(f, in->chain_head);
	fputs("</code>", f);
	if (in->over) {
		fputs(". Result: <strong>", f);
		html_text(f, in->result);
		fputs("</strong>", f);
	}
	fputs(".</p>\n<h2>Tracks by turn</h2>\n<div class=\"charts\">\n", f);
	json_object_foreach(in->tracks, id, t)
		svg_chart(h, in, id, f);
	fputs("</div>\n<h2>Turn by turn</h2>\n", f);
	json_array_foreach(h->turns, i, t) {
		const char	*k;
		json_t		*v;
		int		 first = 1;

		fprintf(f, "<p><strong>Turn %lld (", (long long)
		    json_integer_value(json_object_get(t, "turn")));
		html_text(f, json_text(t, "label"));
		fputs(")</strong> ended with: ", f);
		json_object_foreach(json_object_get(t, "tracks"), k, v) {
			fputs(first ? "" : "; ", f);
			html_text(f, json_text(json_object_get(in->tracks, k),
			    "name"));
			fprintf(f, " %lld", (long long)json_integer_value(v));
			first = 0;
		}
		fputs(".</p>\n", f);
	}
	fputs("<h2>Every event</h2>\n<table id=\"events\"><thead><tr><th>#</th>"
	    "<th>Turn</th><th>Phase</th><th>Kind</th><th>Side</th><th>By</th>"
	    "<th>What happened</th></tr></thead><tbody>\n", f);
	rc = report_spool_copy(h->rows, f);
	h->rows = NULL;
	fputs("</tbody></table>\n</body></html>\n", f);
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
