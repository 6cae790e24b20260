/* The report as Markdown: a title block, then the events turn by turn,
 * each turn closed with the tracks at its end.  The title block names
 * the chain's head and the result, known only when the walk ends: the
 * body is spooled meanwhile and copied after it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "report_format.h"

struct md {
	FILE		*f;
	FILE		*body;		/* the spool */
	json_t		*turns;		/* [{turn, tracks}]: the turns' ends */
	long long	 turn;		/* the turn being written, -1 none */
};

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
shown_by(const struct report_event *e)
{
	const char	*who = e->by_name, *t = e->text;

	return *who != '\0' && strncmp(t, who, strlen(who)) != 0 ? who : NULL;
}

/* An event's line: who acted, what happened, struck through and said to
 * be undone when an undo took it back. */
static void
md_event(FILE *f, const struct report_event *e)
{
	int	 undone = e->undone_by != 0;

	if (shown_by(e) != NULL) {
		md_text(f, shown_by(e));
		fputs(": ", f);
	}
	fputs(undone ? "~~" : "", f);
	md_text(f, e->text);
	fputs(undone ? "~~ (undone)" : "", f);
}

/* The tracks at a turn's end, as one line of text. */
static void
tracks_line(const struct report_info *in, json_t *turn, FILE *f,
    const char *sep)
{
	const char	*id;
	json_t		*v;
	int		 first = 1;

	json_object_foreach(json_object_get(turn, "tracks"), id, v) {
		fprintf(f, "%s%s %lld", first ? "" : sep, report_track_name(in,
		    id), (long long)json_integer_value(v));
		first = 0;
	}
}

static json_t *
turn_end_of(struct md *m, long long turn)
{
	json_t	*t;
	size_t	 i;

	json_array_foreach(m->turns, i, t)
		if (json_integer_value(json_object_get(t, "turn")) == turn)
			return t;
	return NULL;
}

static void
end_line(struct md *m, const struct report_info *in)
{
	json_t	*end;

	if (m->turn > 0 && (end = turn_end_of(m, m->turn)) != NULL) {
		fputs("\n*At the end of the turn:* ", m->body);
		tracks_line(in, end, m->body, "; ");
		fputs(".\n", m->body);
	}
}

static void *
md_begin(FILE *f, const struct report_info *in)
{
	struct md	*m = xcalloc(1, sizeof *m);

	(void)in;
	m->f = f;
	m->turn = -1;
	m->turns = json_array();
	if ((m->body = report_spool()) == NULL) {
		json_decref(m->turns);
		free(m);
		return NULL;
	}
	return m;
}

static int
md_turn_end(void *arg, const struct report_info *in,
    const struct report_turn *t)
{
	struct md	*m = arg;

	(void)in;
	json_array_append_new(m->turns, xjson_pack("{s:i, s:O}", "turn",
	    t->turn, "tracks", t->tracks));
	return 0;
}

static int
md_event_write(void *arg, const struct report_info *in,
    const struct report_event *e)
{
	struct md	*m = arg;

	if (e->turn != m->turn) {
		end_line(m, in);
		m->turn = e->turn;
		if (e->turn > 0)
			fprintf(m->body, "\n## Turn %d (%s)\n\n", e->turn,
			    e->turn_label);
		else
			fputs("\n## Before play\n\n", m->body);
	}
	fprintf(m->body, "- %s", strcmp(e->kind, "note") == 0 ?
	    "**Note:** " : "");
	md_event(m->body, e);
	fputc('\n', m->body);
	return ferror(m->body) ? -1 : 0;
}

static void
md_abandon(void *arg)
{
	struct md	*m = arg;

	fclose(m->body);
	json_decref(m->turns);
	free(m);
}

static int
md_finish(void *arg, const struct report_info *in)
{
	struct md	*m = arg;
	FILE		*f = m->f;
	int		 rc;

	end_line(m, in);
	fprintf(f, "# %s: %s\n\n", in->game_title, in->scenario_name);
	fprintf(f, "- View: %s\n- Events: %lld\n- Chain head: `%s` (check "
	    "with `adjutant --session FILE -c 'log verify'`)\n", in->view,
	    (long long)in->events_total, in->chain_head);
	if (in->over)
		fprintf(f, "- Result: %s\n", in->result);
	rc = report_spool_copy(m->body, f);
	m->body = NULL;
	json_decref(m->turns);
	free(m);
	return rc != 0 || ferror(f) ? -1 : 0;
}

const struct report_format report_md = {
	.name = "md",
	.begin = md_begin,
	.event = md_event_write,
	.turn_end = md_turn_end,
	.finish = md_finish,
	.abandon = md_abandon,
};
