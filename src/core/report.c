/* Reports of a session for review (`export FILE`): every event the view
 * may see, and every track's value at each turn's end, gathered in one
 * walk of the journal, then written as JSON, CSV, Markdown or one
 * self-contained HTML page with an SVG chart per track.  The chain's
 * head goes in every report, so a report can be checked against its
 * session with `log verify`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/acted.h"
#include "adj/mech.h"
#include "adj/report.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/text.h"

struct walk {
	json_t	*turns;		/* [{turn, label, tracks{}}] */
	int	 turn;		/* the turn being played (0: none yet) */
	int64_t	 total, done;
	void	(*progress)(int64_t, int64_t, void *);
	void	*progress_arg;
	char	 view[32];	/* whose report: its secret tracks only */
};

/* Every track's value now: counters and derived ones as numbers, boxes
 * as the count of items in them. */
static json_t *
track_values(struct session *s)
{
	json_t	*o = json_object();
	int	 i, j, n;

	for (i = 0; i < s->ntracks; i++) {
		struct track *t = &s->tracks[i];

		if (track_hidden(s, t))
			continue;	/* another side's secret */
		if (strcmp(t->kind, "boxes") == 0) {
			for (n = 0, j = 0; j < s->nitems; j++)
				n += strcmp(s->items[j].track, t->id) == 0;
			json_object_set_new(o, t->id, json_integer(n));
		} else
			json_object_set_new(o, t->id, json_integer(
			    session_track_value(s, t)));
	}
	return o;
}

/* The rest of the state worth a reviewer's eye, as each mechanism the
 * game uses gives it (who holds what, the markers' holders, the leaders'
 * sides of the counter). */
static json_t *
other_state(struct session *s)
{
	json_t	*o = json_object();

	mechs_report(s, o);
	return o;
}

static void
snapshot(struct session *s, struct walk *w, int turn)
{
	/* The walk folds every event: the tracks are the reader's. */
	snprintf(s->view, sizeof s->view, "%s", w->view);
	json_array_append_new(w->turns, xjson_pack("{s:i, s:i, s:s, s:o, s:o}",
	    "turn", turn - s->first_turn + 1, "game_turn", turn, "label",
	    session_turn_label(s, turn), "tracks", track_values(s), "state",
	    other_state(s)));
}

/* A move to a new turn: the state now is the last turn's end (the move
 * itself changes nothing else). */
static void
on_event(struct session *s, int64_t seq, const char *kind, void *arg)
{
	struct walk	*w = arg;

	(void)seq;
	if (strcmp(kind, "phase") == 0 && w->turn != 0 && s->turn != w->turn)
		snapshot(s, w, w->turn);
	w->turn = s->turn;
	if (w->progress != NULL && (++w->done % 512) == 0)
		w->progress(w->done, w->total, w->progress_arg);
}

struct collect {
	struct session	*s;
	json_t		*events;
	struct undone	 undone;	/* the commands undone, by which */
	int64_t		 upto;		/* the last event of the snapshot */
	int		 label_turn;	/* the turn label_of names */
	char		 label[64];
};

/* A turn's label, looked up once per turn rather than once per event. */
static const char *
label_of(struct collect *c, int turn)
{
	if (turn <= 0)
		return "";
	if (turn != c->label_turn) {
		snprintf(c->label, sizeof c->label, "%s",
		    session_turn_label(c->s, turn));
		c->label_turn = turn;
	}
	return c->label;
}

static int
collect_one(const struct event *e, void *arg)
{
	struct collect	*c = arg;
	json_t		*d, *o;
	const char	*side = NULL, *name;
	int64_t		 undo;

	if (e->seq > c->upto)
		return 1;	/* after the report's snapshot */
	/* Another side's secret is not in this side's report at all. */
	if (!session_may_see(c->s, e->vis))
		return 0;
	if ((d = json_loads(e->data, 0, NULL)) != NULL &&
	    (side = json_string_value(json_object_get(d, "side"))) == NULL &&
	    (side = json_string_value(json_object_get(d, "by"))) == NULL)
		side = json_string_value(json_object_get(d, "attacker"));
	/* Every event the view may see, whatever bytes it holds (a journal
	 * from before the input rule): repaired, never dropped. */
	o = xjson_pack("{s:I, s:i, s:s, s:o, s:o, s:s, s:o, s:o, s:s}", "seq",
	    (json_int_t)e->seq, "turn", e->turn > 0 ? e->turn -
	    c->s->first_turn + 1 : 0, "turn_label", label_of(c, e->turn),
	    "phase", text_json(e->phase), "kind", text_json(e->kind), "side",
	    side != NULL ? side : "", "text", text_json(e->text), "at",
	    text_json(e->at), "hash", e->hash);
	/* Who acted (the role, and the name the lines show: at a table the
	 * side the event is about) and whether an undo took it back
	 * (adj/acted.h). */
	if ((name = acted_name(d)) == NULL && side != NULL && *side != '\0')
		name = session_side_name(c->s, side);
	/* An undo after the snapshot (another writer's) is not in it. */
	if ((undo = undone_by(&c->undone, e->cmd)) > c->upto)
		undo = 0;
	json_object_set_new(o, "by", json_string(acted_by(d)));
	json_object_set_new(o, "by_name", text_json(name != NULL ? name : ""));
	json_object_set_new(o, "undone", json_boolean(undo != 0));
	if (undo != 0)
		json_object_set_new(o, "undone_by", json_integer(undo));
	json_array_append_new(c->events, o);
	json_decref(d);
	return 0;
}

/* The hash of event seq, for the head of a report that stops there. */
struct hash_at {
	char	 hash[72];
};

static int
hash_one(const struct event *e, void *arg)
{
	struct hash_at	*h = arg;

	snprintf(h->hash, sizeof h->hash, "%s", e->hash);
	return 1;
}

static json_t *
report_build_upto(struct session *live, int events, int64_t upto,
    void (*progress)(int64_t, int64_t, void *), void *arg, char *err,
    size_t errlen)
{
	struct walk	 w;
	struct collect	 c;
	struct session	*s;
	json_t		*rep, *names = json_object();
	struct hash_at	 at;
	char		*head;
	int		 i;

	memset(&w, 0, sizeof w);
	w.turns = json_array();
	/* One snapshot: the journal as it stands now, to its last event,
	 * whatever another writer appends while the report is built, so its
	 * counts, events and chain head agree with each other. */
	journal_refresh(live->j);
	w.total = journal_last_seq(live->j);
	if (upto > 0 && upto < w.total)
		w.total = upto;
	w.progress = progress;
	w.progress_arg = arg;
	snprintf(w.view, sizeof w.view, "%s", live->view);
	if (session_open_walk(journal_path(live->j), live->rules, live->rng,
	    w.total, on_event, &w, &s, err, errlen) != 0) {
		json_decref(w.turns);
		json_decref(names);
		session_sql_functions(live->rules, live);
		return NULL;
	}
	snapshot(s, &w, s->turn);	/* the turn in hand, or the last */
	snprintf(s->view, sizeof s->view, "%s", live->view);
	memset(&c, 0, sizeof c);
	c.s = s;
	c.events = json_array();
	c.upto = w.total;
	if (events)
		undone_load(live->j, 0, &c.undone);
	if (events && journal_each(live->j, 1, collect_one, &c) < 0) {
		undone_free(&c.undone);
		snprintf(err, errlen, "session %s is damaged: %s",
		    journal_path(live->j), journal_error(live->j));
		json_decref(c.events);
		json_decref(w.turns);
		json_decref(names);
		session_close(s);
		session_sql_functions(live->rules, live);
		return NULL;
	}
	undone_free(&c.undone);
	for (i = 0; i < s->ntracks; i++)
		if (!track_hidden(s, &s->tracks[i]))
			json_object_set_new(names, s->tracks[i].id, xjson_pack(
			    "{s:s, s:s, s:i}", "name", s->tracks[i].name,
			    "kind", s->tracks[i].kind, "initial",
			    s->tracks[i].initial));
	if (w.total == journal_last_seq(live->j))
		snprintf(at.hash, sizeof at.hash, "%s", journal_last_hash(
		    live->j));
	else if (journal_each(live->j, w.total, hash_one, &at) < 0)
		at.hash[0] = '\0';
	if (asprintf(&head, "%lld %s", (long long)w.total, at.hash) < 0)
		head = NULL;
	rep = xjson_pack("{s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:I, s:b, "
	    "s:s, s:o, s:o, s:o}", "format", "adjutant-report-1", "game",
	    s->game, "game_title", s->game_title, "scenario", s->scenario,
	    "scenario_name", s->scenario_name, "options", s->options != NULL ? s->options : "", "view",
	    s->view[0] ? s->view : "all", "chain_head", head != NULL ? head :
	    "", "events_total", (json_int_t)w.total, "over", s->over, "result",
	    s->over ? s->result : "", "tracks", names, "turns", w.turns,
	    "events", c.events);
	free(head);
	session_close(s);
	session_sql_functions(live->rules, live);
	return rep;
}

/* A report holds players' text, perhaps from before the input rule:
 * each field is written as a terminal would show it (text_inline: one
 * line, control characters spelt out), so that neither `cat` nor a
 * viewer obeys what it holds. */

/* CSV: one row per event; fields with commas, quotes or line breaks are
 * quoted, quotes doubled.  A spreadsheet takes a cell that begins with
 * = + - @ (or a tab or a carriage return before them) as a formula: a
 * note "=HYPERLINK(...)" or "+cmd|..." would run when the report is
 * opened.  Such a cell begins with a ' (the usual convention: shown as
 * text, the ' hidden), so that player text stays text. */
static void
csv_field(FILE *f, const char *v, int last)
{
	struct buf	 b;
	int		 formula;

	buf_init(&b);
	v = text_inline(&b, v);
	formula = *v != '\0' && strchr("=+-@\t\r", *v) != NULL;
	if (strpbrk(v, ",\"\r\n") != NULL) {
		fputc('"', f);
		if (formula)
			fputc('\'', f);
		for (; *v != '\0'; v++) {
			if (*v == '"')
				fputc('"', f);
			fputc(*v, f);
		}
		fputc('"', f);
	} else
		fprintf(f, "%s%s", formula ? "'" : "", v);
	fputc(last ? '\n' : ',', f);
	buf_free(&b);
}

static void
write_csv(json_t *rep, FILE *f)
{
	json_t	*e;
	size_t	 i;
	char	 n[32];

	/* by, by_name and undone came later: after the columns scripts
	 * already read by position. */
	fputs("seq,turn,turn_label,phase,kind,side,text,at,hash,by,by_name,"
	    "undone\n", f);
	json_array_foreach(json_object_get(rep, "events"), i, e) {
		snprintf(n, sizeof n, "%lld", (long long)json_integer_value(
		    json_object_get(e, "seq")));
		csv_field(f, n, 0);
		snprintf(n, sizeof n, "%lld", (long long)json_integer_value(
		    json_object_get(e, "turn")));
		csv_field(f, n, 0);
		csv_field(f, json_text(e, "turn_label"), 0);
		csv_field(f, json_text(e, "phase"), 0);
		csv_field(f, json_text(e, "kind"), 0);
		csv_field(f, json_text(e, "side"), 0);
		csv_field(f, json_text(e, "text"), 0);
		csv_field(f, json_text(e, "at"), 0);
		csv_field(f, json_text(e, "hash"), 0);
		csv_field(f, json_text(e, "by"), 0);
		csv_field(f, json_text(e, "by_name"), 0);
		csv_field(f, json_is_true(json_object_get(e, "undone")) ? "true" :
		    "false", 1);
	}
}

/* The tracks at a turn's end, as one line of text. */
static void
tracks_line(json_t *rep, json_t *turn, FILE *f, const char *sep)
{
	const char	*id;
	json_t		*v;
	int		 first = 1;

	json_object_foreach(json_object_get(turn, "tracks"), id, v) {
		fprintf(f, "%s%s %lld", first ? "" : sep, json_text(json_object_get(
		    json_object_get(rep, "tracks"), id), "name"),
		    (long long)json_integer_value(v));
		first = 0;
	}
}

static json_t *
turn_end(json_t *rep, long long turn)
{
	json_t	*t;
	size_t	 i;

	json_array_foreach(json_object_get(rep, "turns"), i, t)
		if (json_integer_value(json_object_get(t, "turn")) == turn)
			return t;
	return NULL;
}

/* Markdown makes links, images, HTML and emphasis of punctuation, and
 * passes HTML through to whoever renders it: a note "[x](javascript:..)"
 * would be a link, "![](http://...)" an image fetched from elsewhere,
 * "<img ...>" a tag.  Each character that starts such a thing is escaped
 * with a backslash (CommonMark: any ASCII punctuation may be), and so
 * are those that would make the line a heading, a list or a rule at its
 * start, so that player text reads as the text it is. */
static void
md_text(FILE *f, const char *v)
{
	struct buf	 b;
	const char	*p;

	buf_init(&b);
	for (p = v = text_inline(&b, v); *p != '\0'; p++) {
		if (strchr("\\`*_[]()<>!&|~#{}", *p) != NULL ||
		    (p == v && strchr("+-=:", *p) != NULL) ||
		    ((*p == '.' || *p == ')') && p > v &&
		    strspn(v, "0123456789") == (size_t)(p - v)))
			fputc('\\', f);
		fputc(*p, f);
	}
	buf_free(&b);
}

/* Who acted, unless the text begins by saying so (as `log` shows it). */
static const char *
shown_by(json_t *e)
{
	const char	*who = json_text(e, "by_name"), *t = json_text(e, "text");

	return *who != '\0' && strncmp(t, who, strlen(who)) != 0 ? who : NULL;
}

/* An event's line: who acted, what happened, struck through and said to
 * be undone when an undo took it back. */
static void
md_event(FILE *f, json_t *e)
{
	int	 undone = json_is_true(json_object_get(e, "undone"));

	if (shown_by(e) != NULL) {
		md_text(f, shown_by(e));
		fputs(": ", f);
	}
	fputs(undone ? "~~" : "", f);
	md_text(f, json_text(e, "text"));
	fputs(undone ? "~~ (undone)" : "", f);
}

static void
write_md(json_t *rep, FILE *f)
{
	json_t		*e, *end;
	size_t		 i;
	long long	 turn = -1;

	fprintf(f, "# %s: %s\n\n", json_text(rep, "game_title"),
	    json_text(rep, "scenario_name"));
	fprintf(f, "- View: %s\n- Events: %lld\n- Chain head: `%s` (check "
	    "with `adjutant --session FILE -c 'log verify'`)\n", json_text(rep,
	    "view"), (long long)json_integer_value(json_object_get(rep,
	    "events_total")), json_text(rep, "chain_head"));
	if (json_is_true(json_object_get(rep, "over")))
		fprintf(f, "- Result: %s\n", json_text(rep, "result"));
	json_array_foreach(json_object_get(rep, "events"), i, e) {
		long long t = json_integer_value(json_object_get(e, "turn"));

		if (t != turn) {
			if (turn > 0 && (end = turn_end(rep, turn)) != NULL) {
				fputs("\n*At the end of the turn:* ", f);
				tracks_line(rep, end, f, "; ");
				fputs(".\n", f);
			}
			turn = t;
			if (t > 0)
				fprintf(f, "\n## Turn %lld (%s)\n\n", t,
				    json_text(e, "turn_label"));
			else
				fputs("\n## Before play\n\n", f);
		}
		fprintf(f, "- %s", strcmp(json_text(e, "kind"), "note") == 0 ?
		    "**Note:** " : "");
		md_event(f, e);
		fputc('\n', f);
	}
	if (turn > 0 && (end = turn_end(rep, turn)) != NULL) {
		fputs("\n*At the end of the turn:* ", f);
		tracks_line(rep, end, f, "; ");
		fputs(".\n", f);
	}
}

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
svg_chart(json_t *rep, const char *id, FILE *f)
{
	json_t		*turns = json_object_get(rep, "turns"), *t;
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
	html_text(f, json_text(json_object_get(json_object_get(rep, "tracks"), id),
	    "name"));
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

static void
write_html(json_t *rep, FILE *f)
{
	json_t		*e, *t;
	const char	*id;
	size_t		 i;

	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
	    "<meta name=\"viewport\" content=\"width=device-width, "
	    "initial-scale=1\">\n<title>", f);
	html_text(f, json_text(rep, "game_title"));
	fputs(": ", f);
	html_text(f, json_text(rep, "scenario_name"));
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
	html_text(f, json_text(rep, "game_title"));
	fputs(": ", f);
	html_text(f, json_text(rep, "scenario_name"));
	fputs("</h1>\n<p>View: ", f);
	html_text(f, json_text(rep, "view"));
	fprintf(f, ". Events: %lld. Chain head: <code id=\"chain-head\">",
	    (long long)json_integer_value(json_object_get(rep, "events_total")));
	html_text(f, json_text(rep, "chain_head"));
	fputs("</code>", f);
	if (json_is_true(json_object_get(rep, "over"))) {
		fputs(". Result: <strong>", f);
		html_text(f, json_text(rep, "result"));
		fputs("</strong>", f);
	}
	fputs(".</p>\n<h2>Tracks by turn</h2>\n<div class=\"charts\">\n", f);
	json_object_foreach(json_object_get(rep, "tracks"), id, t)
		svg_chart(rep, id, f);
	fputs("</div>\n<h2>Turn by turn</h2>\n", f);
	json_array_foreach(json_object_get(rep, "turns"), i, t) {
		fprintf(f, "<p><strong>Turn %lld (", (long long)
		    json_integer_value(json_object_get(t, "turn")));
		html_text(f, json_text(t, "label"));
		fputs(")</strong> ended with: ", f);
		{
			const char *k;
			json_t *v;
			int first = 1;

			json_object_foreach(json_object_get(t, "tracks"), k, v) {
				fputs(first ? "" : "; ", f);
				html_text(f, json_text(json_object_get(
				    json_object_get(rep, "tracks"), k), "name"));
				fprintf(f, " %lld", (long long)
				    json_integer_value(v));
				first = 0;
			}
		}
		fputs(".</p>\n", f);
	}
	fputs("<h2>Every event</h2>\n<table id=\"events\"><thead><tr><th>#</th>"
	    "<th>Turn</th><th>Phase</th><th>Kind</th><th>Side</th><th>By</th>"
	    "<th>What happened</th></tr></thead><tbody>\n", f);
	json_array_foreach(json_object_get(rep, "events"), i, e) {
		int undone = json_is_true(json_object_get(e, "undone"));

		const char *cls = undone ? " class=\"undone\"" : strcmp(
		    json_text(e, "kind"), "note") == 0 ? " class=\"note\"" : "";

		fprintf(f, "<tr%s><td>%lld</td><td>", cls, (long long)
		    json_integer_value(json_object_get(e, "seq")));
		html_text(f, json_text(e, "turn_label"));
		fputs("</td><td>", f);
		html_text(f, json_text(e, "phase"));
		fputs("</td><td>", f);
		html_text(f, json_text(e, "kind"));
		fputs("</td><td>", f);
		html_text(f, json_text(e, "side"));
		fputs("</td><td class=\"by\">", f);
		html_text(f, json_text(e, "by_name"));
		fputs(undone ? "</td><td><del>" : "</td><td>", f);
		html_text(f, json_text(e, "text"));
		fputs(undone ? "</del> <em>(undone)</em></td></tr>\n" :
		    "</td></tr>\n", f);
	}
	fputs("</tbody></table>\n</body></html>\n", f);
}

json_t *
report_build(struct session *live, int events, void (*progress)(int64_t,
    int64_t, void *), void *arg, char *err, size_t errlen)
{
	return report_build_upto(live, events, 0, progress, arg, err, errlen);
}

int
report_export(struct session *s, const struct report_opts *o,
    const char *format, FILE *f, struct report_summary *sum, char *err,
    size_t errlen)
{
	char	 was[sizeof s->view];
	json_t	*rep;
	int	 rc;

	snprintf(was, sizeof was, "%s", s->view);
	if (o->view != NULL)
		snprintf(s->view, sizeof s->view, "%s", o->view);
	rep = report_build_upto(s, 1, o->upto, o->progress, o->progress_arg,
	    err, errlen);
	snprintf(s->view, sizeof s->view, "%s", was);
	if (rep == NULL)
		return -1;
	if (report_write(rep, format, f) != 0 || ferror(f)) {
		snprintf(err, errlen, "the report could not be written");
		rc = -2;
	} else
		rc = 0;
	memset(sum, 0, sizeof *sum);
	sum->events = (int64_t)json_array_size(json_object_get(rep, "events"));
	sum->turns = (int)json_array_size(json_object_get(rep, "turns"));
	sum->upto = json_integer_value(json_object_get(rep, "events_total"));
	snprintf(sum->view, sizeof sum->view, "%s", json_text(rep, "view"));
	snprintf(sum->chain_head, sizeof sum->chain_head, "%s", json_text(rep,
	    "chain_head"));
	json_decref(rep);
	return rc;
}

int
report_write(json_t *rep, const char *format, FILE *f)
{
	if (strcmp(format, "json") == 0)
		return json_dumpf(rep, f, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
	if (strcmp(format, "csv") == 0)
		write_csv(rep, f);
	else if (strcmp(format, "md") == 0)
		write_md(rep, f);
	else if (strcmp(format, "html") == 0)
		write_html(rep, f);
	else
		return -1;
	return ferror(f) ? -1 : 0;
}
