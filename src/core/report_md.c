/* The after-action report as Markdown, for a forum post or a wiki: the
 * title block (game, scenario, sides, who played, when, the result, the
 * chain's head), the narrative turn by turn with the players' notes set
 * apart as quotes and the standing at each turn's end where it changed,
 * the tracks (each one's value at every turn's end, or one line for those
 * that never moved), and every event as an appendix list.
 *
 * The title block needs the walk's end: the narrative and the appendix
 * are spooled (two temporary files) and copied in after it, so that
 * memory stays flat. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/report_event.h"
#include "adj/xalloc.h"
#include "report_format.h"
#include "report_story.h"
#include "report_text.h"

struct md {
	FILE		*f;
	struct story	 st;		/* and its spools */
};

#define M	report_md_text

static void *
md_begin(FILE *f, const struct report_info *in)
{
	struct md	*m = xcalloc(1, sizeof *m);

	m->f = f;
	if (story_init(&m->st, in) != 0) {
		story_free(&m->st);
		free(m);
		return NULL;
	}
	return m;
}

static int
md_turn_end(void *arg, const struct report_info *in,
    const struct report_turn *t)
{
	(void)in;
	story_turn_end(&((struct md *)arg)->st, t);
	return 0;
}

static void
close_turn(struct md *m, const struct report_info *in)
{
	char	*line;

	if (m->st.turn > 0 && (line = story_standing_line(&m->st, in,
	    m->st.turn, report_md_text, "**", "**")) != NULL) {
		fprintf(m->st.story, "\n*At the turn's end:* %s.\n", line);
		free(line);
	}
}

static void
story_event(struct md *m, const struct report_info *in,
    const struct report_event *e)
{
	struct buf	*b = &m->st.sentence;
	const char	*step = *e->step_name != '\0' ? e->step_name : e->step;

	buf_reset(b);
	if (!report_narrate(in->s, e, b))
		return;
	story_actor(&m->st, e);
	if (e->turn != m->st.turn) {
		close_turn(m, in);
		m->st.turn = e->turn;
		m->st.step[0] = '\0';
		if (e->turn > 0) {
			fprintf(m->st.story, "\n### Turn %d (", e->turn);
			M(m->st.story, e->turn_label);
			fputs(")\n", m->st.story);
		} else
			fputs("\n### Before the first turn\n", m->st.story);
	}
	m->st.told++;
	if (strcmp(e->kind, "note") == 0) {
		m->st.notes++;
		fputs("\n> ", m->st.story);
		if (*e->by_name != '\0') {
			M(m->st.story, e->by_name);
			fputs(" noted: ", m->st.story);
		}
		fputs("*", m->st.story);
		M(m->st.story, buf_str(b));
		fputs("*\n\n", m->st.story);
		m->st.step[0] = '\0';
		return;
	}
	if (strcmp(step, m->st.step) != 0) {
		snprintf(m->st.step, sizeof m->st.step, "%s", step);
		if (*step != '\0') {
			fputs("\n*", m->st.story);
			M(m->st.story, step);
			fputs("*\n\n", m->st.story);
		}
	}
	fputs("- ", m->st.story);
	M(m->st.story, buf_str(b));
	fputc('\n', m->st.story);
}

/* The appendix's line: every event, its step by name, who acted, a
 * look-up's inputs, dice and result, an undone one struck through. */
static void
row_event(struct md *m, const struct report_event *e)
{
	FILE		*f = m->st.rows;
	struct buf	 d;
	int		 undone = e->undone_by != 0;

	fprintf(f, "- \\#%lld", (long long)e->seq);
	if (e->turn > 0) {
		fprintf(f, ", turn %d (", e->turn);
		M(f, e->turn_label);
		fputc(')', f);
	}
	if (*e->step_name != '\0' || *e->step != '\0') {
		fputs(", ", f);
		M(f, *e->step_name != '\0' ? e->step_name : e->step);
	}
	fputs(": ", f);
	if (*e->by_name != '\0' || *e->side != '\0') {
		M(f, *e->by_name != '\0' ? e->by_name : e->side);
		fputs(", ", f);
	}
	fputs(undone ? "~~" : "", f);
	M(f, e->text);
	fputs(undone ? "~~" : "", f);
	buf_init(&d);
	story_lookup_detail(e, &d);
	if (d.len > 0) {
		fputs(" (", f);
		M(f, buf_str(&d));
		fputc(')', f);
	}
	buf_free(&d);
	if (undone)
		fprintf(f, " **undone** by \\#%lld", (long long)e->undone_by);
	fputc('\n', f);
}

static int
md_event(void *arg, const struct report_info *in,
    const struct report_event *e)
{
	struct md	*m = arg;

	story_seen(&m->st, e);
	story_event(m, in, e);
	row_event(m, e);
	return ferror(m->st.story) || ferror(m->st.rows) ? -1 : 0;
}

static void
md_abandon(void *arg)
{
	struct md	*m = arg;

	story_free(&m->st);
	free(m);
}

/* Whether a track moved: its value at some turn's end differs from the
 * first, or the first from its start (a derived track has none). */
static int
moved(struct md *m, const struct report_info *in, const char *id)
{
	json_t		*tr = json_object_get(in->tracks, id);
	const char	*kind = json_string_value(json_object_get(tr, "kind"));
	long long	 v0;
	int		 i, c = story_column(&m->st, id), there;

	if (story_ends_n(&m->st) == 0)
		return 0;
	v0 = story_end_value(&m->st, 0, c, &there);
	if (!there)
		return 0;
	if (kind != NULL && strcmp(kind, "derived") != 0 &&
	    v0 != json_integer_value(json_object_get(tr, "initial")))
		return 1;
	for (i = 0; i < story_ends_n(&m->st); i++)
		if (story_end_value(&m->st, i, c, &there) != v0 || !there)
			return 1;
	return 0;
}

/* Each track that moved as a line of its values at the turns' ends;
 * those that never did, together in one line. */
static void
tracks(struct md *m, const struct report_info *in)
{
	FILE		*f = m->f;
	const char	*id;
	json_t		*t;
	long long	 was, now;
	int		 i, c, there, still = 0;

	fputs("\n## The tracks\n\nEach track's value at the start, and at "
	    "each turn's end where it changed.\n\n", f);
	json_object_foreach(in->tracks, id, t) {
		if (!moved(m, in, id))
			continue;
		c = story_column(&m->st, id);
		fputs("- **", f);
		M(f, report_track_name(in, id));
		/* Where it changed only: the start, then each turn's end that
		 * differs from the one before. */
		was = json_integer_value(json_object_get(t, "initial"));
		if (strcmp(json_string_value(json_object_get(t, "kind")) ?
		    json_string_value(json_object_get(t, "kind")) : "",
		    "derived") == 0) {
			/* Worked out: no start of its own. */
			was = story_end_value(&m->st, 0, c, NULL);
			fprintf(f, "**: %lld after turn 1", was);
		} else
			fprintf(f, "**: %lld at the start", was);
		for (i = 0; i < story_ends_n(&m->st); i++) {
			now = story_end_value(&m->st, i, c, NULL);
			if (now != was)
				fprintf(f, ", %lld after turn %d", now,
				    story_end_turn(&m->st, i));
			was = now;
		}
		fputs(".\n", f);
	}
	json_object_foreach(in->tracks, id, t) {
		if (story_ends_n(&m->st) == 0)
			break;
		now = story_end_value(&m->st, 0, story_column(&m->st, id),
		    &there);
		if (!there || moved(m, in, id))
			continue;
		fputs(still++ ? "; " : "\nThe same at the start and at every "
		    "turn's end: ", f);
		M(f, report_track_name(in, id));
		fprintf(f, " %lld", now);
	}
	if (still)
		fputs(".\n", f);
}

static void
title_block(struct md *m, const struct report_info *in)
{
	FILE		*f = m->f;
	struct buf	 b;
	int		 i;

	fputs("# ", f);
	M(f, in->game_title);
	fputs(": ", f);
	M(f, in->scenario_name);
	fputs("\n\n*After-action report*\n\n", f);
	if (in->over) {
		fputs("**Result:** ", f);
		M(f, in->result);
	} else
		fprintf(f, "**Not finished:** the record stops in turn %d.",
		    m->st.turn > 0 ? m->st.turn : 0);
	fputs("\n\n- Sides: ", f);
	buf_init(&b);
	story_sides(in->s, &b);
	M(f, buf_str(&b));
	buf_free(&b);
	fputs("\n- Played by: ", f);
	if (m->st.nroles == 0)
		fputs("the players at one table", f);
	for (i = 0; i < m->st.nroles; i++) {
		fputs(i ? ", " : "", f);
		M(f, m->st.roles[i]);
	}
	if (*in->options != '\0') {
		fputs("\n- Options: ", f);
		M(f, in->options);
	}
	fputs("\n- Played: ", f);
	M(f, m->st.first_at);
	if (strcmp(m->st.first_at, m->st.last_at) != 0) {
		fputs(" to ", f);
		M(f, m->st.last_at);
	}
	fputs(" (UTC)\n- Report of: ", f);
	M(f, strcmp(in->view, "all") == 0 ? "everything (the whole table)" :
	    in->view);
	fputs("\n- Record: ", f);
	buf_init(&b);
	story_record(&m->st, in, &b);
	M(f, buf_str(&b));
	buf_free(&b);
	fprintf(f, "\n- Chain head: `%s` (check with `adjutant --session "
	    "FILE -c 'log verify'`)\n", in->chain_head);
}

static int
md_finish(void *arg, const struct report_info *in)
{
	struct md	*m = arg;
	FILE		*f = m->f;
	int		 rc;

	close_turn(m, in);
	title_block(m, in);
	fputs("\n## The game, turn by turn\n", f);
	if (m->st.told == 0)
		fputs("\nNothing was played.\n", f);
	rc = report_spool_copy(m->st.story, f);
	m->st.story = NULL;
	tracks(m, in);
	fputs("\n## Appendix: every event\n\n", f);
	if (report_spool_copy(m->st.rows, f) != 0)
		rc = -1;
	m->st.rows = NULL;
	md_abandon(m);
	return rc != 0 || ferror(f) ? -1 : 0;
}

const struct report_format report_md = {
	.name = "md",
	.begin = md_begin,
	.event = md_event,
	.turn_end = md_turn_end,
	.finish = md_finish,
	.abandon = md_abandon,
};
