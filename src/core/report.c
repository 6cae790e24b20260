/* Reports of a session for review (`export FILE`): every event the view
 * may see, and every track's value at each turn's end, handed to a format
 * (report_format.h: JSON, CSV, Markdown, HTML) as the walk of the journal
 * goes.  The chain's head goes in every report, so a report can be
 * checked against its session with `log verify`. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/acted.h"
#include "adj/mech.h"
#include "adj/report.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/text.h"
#include "report_format.h"

static const struct report_format *const formats[] = {
	&report_json, &report_csv, &report_md, &report_html, NULL
};

struct walk {
	struct session	*s;		/* the walk's own */
	json_t		*turns;		/* [{turn, label, tracks{}}] */
	int		 turn;		/* the turn being played (0: none yet) */
	int64_t		 total, done;
	void		(*progress)(int64_t, int64_t, void *);
	void		*progress_arg;
	char		 view[32];	/* whose report: its secret tracks only */
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
	struct session			*s;
	const struct report_format	*fmt;
	void				*state;
	struct report_info		*in;
	struct undone			 undone;	/* the commands undone,
							   by which */
	int64_t				 upto;	/* the last event of the
						   snapshot */
	int				 label_turn;	/* the turn label_of
							   names */
	char				 label[64];
	char				 head[72];	/* event upto's hash */
	int				 failed;
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

/* The step's name for people, from the game's sequence ("" when the
 * journal names a step the game does not have). */
static const char *
step_name(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < s->nphases; i++)
		if (strcmp(s->phases[i].id, id) == 0)
			return s->phases[i].name;
	return "";
}

static int
collect_one(const struct event *e, void *arg)
{
	struct collect		*c = arg;
	struct report_event	 r;
	json_t			*d;
	const char		*side = NULL, *name;
	int64_t			 undo;

	if (e->seq > c->upto)
		return 1;	/* after the report's snapshot */
	if (e->seq == c->upto)
		snprintf(c->head, sizeof c->head, "%s", e->hash);
	/* Another side's secret is not in this side's report at all. */
	if (!session_may_see(c->s, e->vis))
		return 0;
	d = json_loads(e->data, 0, NULL);
	side = acted_side(d, e->vis);
	/* Who acted (the role, and the name the lines show: at a table the
	 * side the event is about) and whether an undo took it back
	 * (adj/acted.h). */
	if ((name = acted_name(d)) == NULL && side != NULL && *side != '\0')
		name = session_side_name(c->s, side);
	/* An undo after the snapshot (another writer's) is not in it. */
	if ((undo = undone_by(&c->undone, e->cmd)) > c->upto)
		undo = 0;
	memset(&r, 0, sizeof r);
	r.seq = e->seq;
	r.cmd = e->cmd;
	r.turn = e->turn > 0 ? e->turn - c->s->first_turn + 1 : 0;
	r.game_turn = e->turn;
	r.turn_label = label_of(c, e->turn);
	r.step = e->phase;
	r.step_name = step_name(c->s, e->phase);
	r.kind = e->kind;
	r.side = side != NULL ? side : "";
	r.by = acted_by(d);
	r.by_name = name != NULL ? name : "";
	r.text = e->text;
	r.at = e->at;
	r.hash = e->hash;
	r.data = d;
	r.undone_by = undo;
	c->in->events++;
	errno = 0;
	if (c->fmt->event(c->state, c->in, &r) != 0)
		c->failed = errno != 0 ? errno : EIO;
	json_decref(d);
	return c->failed;
}

const char *
report_track_name(const struct report_info *in, const char *id)
{
	int	 i;

	for (i = 0; i < in->s->ntracks; i++)
		if (strcmp(in->s->tracks[i].id, id) == 0)
			return in->s->tracks[i].name;
	return "";
}

FILE *
report_spool(void)
{
	const char	*dir = getenv("TMPDIR");
	char		*path;
	FILE		*f = NULL;
	int		 fd;

	errno = 0;
	if (dir == NULL || *dir == '\0')
		return tmpfile();
	if (asprintf(&path, "%s/adjutant-report.XXXXXX", dir) < 0)
		return NULL;
	if ((fd = mkstemp(path)) >= 0) {
		unlink(path);
		if ((f = fdopen(fd, "w+")) == NULL)
			close(fd);
	}
	free(path);
	return f;
}

int
report_spool_copy(FILE *spool, FILE *f)
{
	char	 b[65536];
	size_t	 n;
	int	 rc = 0;

	if (fflush(spool) != 0 || ferror(spool) || fseek(spool, 0, SEEK_SET)
	    != 0)
		rc = -1;
	while (rc == 0 && (n = fread(b, 1, sizeof b, spool)) > 0)
		if (fwrite(b, 1, n, f) != n)
			rc = -1;
	if (ferror(spool))
		rc = -1;
	fclose(spool);
	return rc;
}

/* A format failed with errno e: the file's own write (its error says
 * why: -2), or a spool's (-1, said here). */
static int
written(FILE *f, int e, char *err, size_t errlen)
{
	const char	*dir = getenv("TMPDIR");

	if (e == 0)
		return 0;
	if (ferror(f))
		return -2;
	snprintf(err, errlen, "cannot write the report's temporary file in "
	    "%s: %s", dir != NULL && *dir != '\0' ? dir : P_tmpdir,
	    strerror(e));
	return -1;
}

/* The walk: each track's value at every turn's end, and (with a format)
 * the events handed to it; what it covered in *sum, and the turns' ends
 * in *turns_out (if given) with the head and the tracks' names. */
static int
walk_report(struct session *live, const char *view,
    const struct report_format *fmt, FILE *f, int64_t upto,
    void (*progress)(int64_t, int64_t, void *), void *arg,
    struct report_summary *sum, json_t **tree, char *err, size_t errlen)
{
	struct walk		 w;
	struct collect		 c;
	struct report_info	 in;
	struct session		*s;
	json_t			*names = json_object(), *t;
	char			 head[96];
	size_t			 k;
	int			 i, rc = 0;

	memset(&w, 0, sizeof w);
	memset(&c, 0, sizeof c);
	memset(sum, 0, sizeof *sum);
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
	snprintf(w.view, sizeof w.view, "%s", view);
	if (session_open_walk(journal_path(live->j), live->rules, live->rng,
	    w.total, on_event, &w, &s, err, errlen) != 0) {
		json_decref(w.turns);
		json_decref(names);
		session_sql_functions(live->rules, live);
		return -1;
	}
	snapshot(s, &w, s->turn);	/* the turn in hand, or the last */
	snprintf(s->view, sizeof s->view, "%s", view);
	for (i = 0; i < s->ntracks; i++)
		if (!track_hidden(s, &s->tracks[i]))
			json_object_set_new(names, s->tracks[i].id, xjson_pack(
			    "{s:s, s:s, s:i}", "name", s->tracks[i].name,
			    "kind", s->tracks[i].kind, "initial",
			    s->tracks[i].initial));
	memset(&in, 0, sizeof in);
	in.s = s;
	in.game = s->game;
	in.game_title = s->game_title;
	in.scenario = s->scenario;
	in.scenario_name = s->scenario_name;
	in.options = s->options != NULL ? s->options : "";
	in.view = s->view[0] ? s->view : "all";
	in.events_total = w.total;
	in.over = s->over;
	in.result = s->over ? s->result : "";
	in.tracks = names;
	c.s = s;
	c.in = &in;
	c.upto = w.total;
	if (fmt != NULL && (c.state = fmt->begin(f, &in)) == NULL) {
		snprintf(err, errlen, "no room for the report's temporary "
		    "files");
		rc = -1;
	} else if (fmt != NULL) {
		c.fmt = fmt;
		json_array_foreach(w.turns, k, t) {
			struct report_turn rt;

			rt.turn = (int)json_integer_value(json_object_get(t,
			    "turn"));
			rt.game_turn = (int)json_integer_value(json_object_get(
			    t, "game_turn"));
			rt.label = json_text(t, "label");
			rt.tracks = json_object_get(t, "tracks");
			rt.state = json_object_get(t, "state");
			in.turns++;
			if (fmt->turn_end(c.state, &in, &rt) != 0)
				c.failed = errno != 0 ? errno : EIO;
		}
		undone_load(live->j, 0, &c.undone);
		if (journal_each(live->j, 1, collect_one, &c) < 0) {
			snprintf(err, errlen, "session %s is damaged: %s",
			    journal_path(live->j), journal_error(live->j));
			fmt->abandon(c.state);
			rc = -1;
		} else {
			if (w.total == journal_last_seq(live->j))
				snprintf(c.head, sizeof c.head, "%s",
				    journal_last_hash(live->j));
			snprintf(head, sizeof head, "%lld %s", (long long)
			    w.total, c.head);
			in.chain_head = head;
			if (c.failed)
				fmt->abandon(c.state);
			else if (fmt->finish(c.state, &in) != 0)
				c.failed = errno != 0 ? errno : EIO;
			rc = written(f, c.failed, err, errlen);
		}
		undone_free(&c.undone);
	}
	sum->events = in.events;
	sum->turns = (int)json_array_size(w.turns);
	sum->upto = w.total;
	snprintf(sum->view, sizeof sum->view, "%s", in.view);
	snprintf(sum->chain_head, sizeof sum->chain_head, "%s",
	    in.chain_head != NULL ? in.chain_head : "");
	if (tree != NULL)
		*tree = xjson_pack("{s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:I, "
		    "s:b, s:s, s:O, s:O}", "format", "adjutant-report-1", "game",
		    in.game, "game_title", in.game_title, "scenario",
		    in.scenario, "scenario_name", in.scenario_name, "options",
		    in.options, "view", in.view, "events_total", (json_int_t)
		    w.total, "over", in.over, "result", in.result, "tracks",
		    names, "turns", w.turns);
	json_decref(w.turns);
	json_decref(names);
	session_close(s);
	session_sql_functions(live->rules, live);
	return rc;
}

json_t *
report_build(struct session *live, int events, void (*progress)(int64_t,
    int64_t, void *), void *arg, char *err, size_t errlen)
{
	struct report_summary	 sum;
	json_t			*tree;

	(void)events;
	if (walk_report(live, live->view, NULL, NULL, 0, progress, arg, &sum,
	    &tree, err, errlen) != 0)
		return NULL;
	return tree;
}

int
report_export(struct session *s, const struct report_opts *o,
    const char *format, FILE *f, struct report_summary *sum, char *err,
    size_t errlen)
{
	int	 i, rc;

	for (i = 0; formats[i] != NULL; i++)
		if (strcmp(formats[i]->name, format) == 0)
			break;
	if (formats[i] == NULL) {
		snprintf(err, errlen, "no report format \"%s\": json, csv, md "
		    "or html", format);
		return -1;
	}
	rc = walk_report(s, o->view != NULL ? o->view : s->view, formats[i],
	    f, o->upto, o->progress, o->progress_arg, sum, NULL, err, errlen);
	if (rc == 0 && ferror(f))
		rc = -2;
	if (rc == -2) {
		snprintf(err, errlen, "the report could not be written");
		rc = -2;
	}
	return rc;
}
