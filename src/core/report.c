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
#include "adj/strcopy.h"
#include "adj/text.h"
#include "report_format.h"

static const struct report_format *const formats[] = {
	&report_json, &report_csv, &report_md, &report_html, NULL
};

/* One walk of the journal: the fold, with each event it goes by handed
 * to the format as it goes (the undone ones too: a report marks them),
 * and a snapshot of the tracks whenever the fold moves past a turn. */
struct walk {
	const struct report_format	*fmt;	/* NULL: the turns only */
	void				*state;	/* the format's */
	struct report_info		 in;
	json_t				*turns;	/* without a format: [{turn,
						   label, tracks{}}] */
	int				 turn;	/* the turn being played (0:
						   none yet) */
	int				 begun;	/* the format's begin called */
	int64_t				 total, done;
	void				(*progress)(int64_t, int64_t,
					    void *);
	void				*progress_arg;
	char				 view[32];	/* whose report (as
							   long as a session's) */
	/* Turns' labels as looked up, by turn, a slot each (the rules'
	 * query cost a long report a twentieth of its time: a turn's label
	 * is asked at each turn's first event and at its end, and a
	 * session of several games goes through the same turns again and
	 * again). */
	struct {
		int			 turn;	/* 0: none yet */
		char			 label[64];
	}				 labels[64];
	const char			*step;	/* the step step_name names */
	const char			*step_name;
	char				 head[72];	/* event total's hash */
	FILE				*file;	/* the format's */
	int				 failed;	/* errno of a failed
							   write */
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

/* The step's name for people, from the game's sequence ("" when the
 * journal names a step the game does not have); the last one kept, as
 * most events are of the step before them. */
static const char *
step_name(struct walk *w, struct session *s, const char *id)
{
	int	 i;

	if (w->step != NULL && strcmp(w->step, id) == 0)
		return w->step_name;
	for (i = 0; i < s->nphases; i++)
		if (strcmp(s->phases[i].id, id) == 0) {
			w->step = s->phases[i].id;
			return w->step_name = s->phases[i].name;
		}
	return "";
}

/* A turn's label, looked up once. */
static const char *
label_of(struct walk *w, struct session *s, int turn)
{
	size_t	 k = (size_t)turn % (sizeof w->labels / sizeof w->labels[0]);

	if (turn <= 0)
		return "";
	if (w->labels[k].turn != turn) {
		str_copy(w->labels[k].label, sizeof w->labels[k].label,
		    session_turn_label(s, turn));
		w->labels[k].turn = turn;
	}
	return w->labels[k].label;
}

/* The state at a turn's end, to the format (or kept, without one). */
static void
snapshot(struct session *s, struct walk *w, int turn)
{
	struct report_turn	 t;

	/* A format with no use for them (CSV: a row per event) has the
	 * turns counted, not their state worked out. */
	if (w->fmt != NULL && w->fmt->turn_end == NULL) {
		w->in.turns++;
		return;
	}
	t.turn = turn - s->first_turn + 1;
	t.game_turn = turn;
	t.label = turn > 0 ? label_of(w, s, turn) : session_turn_label(s,
	    turn);
	t.tracks = track_values(s);
	t.state = other_state(s);
	w->in.turns++;
	if (w->fmt == NULL)
		json_array_append_new(w->turns, xjson_pack("{s:i, s:i, s:s, "
		    "s:O, s:O}", "turn", t.turn, "game_turn", t.game_turn,
		    "label", t.label, "tracks", t.tracks, "state", t.state));
	else if (!w->failed) {
		errno = 0;
		if (w->fmt->turn_end(w->state, &w->in, &t) != 0)
			w->failed = errno != 0 ? errno : EIO;
	}
	json_decref(t.tracks);
	json_decref(t.state);
}

/* The reader's tracks, {id: {name, kind, initial}} in the game's order. */
static json_t *
track_names(struct session *s)
{
	json_t	*names = json_object();
	int	 i;

	for (i = 0; i < s->ntracks; i++)
		if (!track_hidden(s, &s->tracks[i]))
			json_object_set_new(names, s->tracks[i].id, xjson_pack(
			    "{s:s, s:s, s:i}", "name", s->tracks[i].name,
			    "kind", s->tracks[i].kind, "initial",
			    s->tracks[i].initial));
	return names;
}

/* The report's head, from the first event on (the tracks again at the
 * end: a secret may have become the reader's meanwhile). */
static void
head_of(struct walk *w, struct session *s)
{
	w->in.s = s;
	w->in.game = s->game;
	w->in.game_title = s->game_title;
	w->in.scenario = s->scenario;
	w->in.scenario_name = s->scenario_name;
	w->in.options = s->options != NULL ? s->options : "";
	w->in.view = w->view[0] != '\0' ? w->view : "all";
	w->in.events_total = w->total;
	json_decref(w->in.tracks);
	w->in.tracks = track_names(s);
}

/* The undo that took command cmd back within the report, or 0 (an undo
 * after it, another writer's, is not in it). */
static int64_t
undone_by_of(struct walk *w, struct session *s, int64_t cmd)
{
	int64_t	 by = s->walk_undone != NULL ? undone_by(s->walk_undone, cmd) :
		    0;

	return by <= w->total ? by : 0;
}

/* The event as the format sees it. */
static void
hand(struct walk *w, struct session *s, const struct event *e, json_t *d,
    int folded)
{
	struct report_event	 r;
	const char		*side, *name;

	side = acted_side(d, e->vis);
	/* Who acted (the role, and the name the lines show: at a table the
	 * side the event is about) and whether an undo took it back
	 * (adj/acted.h). */
	if ((name = acted_name(d)) == NULL && side != NULL && *side != '\0')
		name = session_side_name(s, side);
	r.seq = e->seq;
	r.cmd = e->cmd;
	r.turn = e->turn > 0 ? e->turn - s->first_turn + 1 : 0;
	r.game_turn = e->turn;
	r.turn_label = label_of(w, s, e->turn);
	r.step = e->phase;
	r.step_name = step_name(w, s, e->phase);
	r.kind = e->kind;
	r.side = side != NULL ? side : "";
	r.by = acted_by(d);
	r.by_name = name != NULL ? name : "";
	r.text = e->text;
	r.at = e->at;
	r.hash = e->hash;
	r.data = d;
	r.data_text = e->data;
	/* Left out of the fold, and no undo: taken back. */
	r.undone_by = folded || strcmp(e->kind, "undo") == 0 ? 0 :
	    undone_by_of(w, s, e->cmd);
	w->in.events++;
	errno = 0;
	if (w->fmt->event(w->state, &w->in, &r) != 0)
		w->failed = errno != 0 ? errno : EIO;
}

_Static_assert(sizeof ((struct walk *)0)->view ==
    sizeof ((struct session *)0)->view, "a walk's view is a session's");

/* Each event of the journal, after the fold took it. */
static int
each(struct session *s, const struct event *e, json_t *d, int folded,
    void *arg)
{
	struct walk	*w = arg;
	char		 was[sizeof s->view];

	if (e->seq == w->total)
		snprintf(w->head, sizeof w->head, "%s", e->hash);
	/* The fold is of every event; what the report shows is the
	 * reader's. */
	memcpy(was, s->view, sizeof was);
	memcpy(s->view, w->view, sizeof w->view);
	/* A move to a new turn: the state now is the last turn's end (the
	 * move itself changes nothing else). */
	if (folded && strcmp(e->kind, "phase") == 0 && w->turn != 0 &&
	    s->turn != w->turn)
		snapshot(s, w, w->turn);
	if (folded)
		w->turn = s->turn;
	if (w->fmt != NULL && !w->begun) {
		head_of(w, s);
		w->begun = 1;
		if ((w->state = w->fmt->begin(w->file, &w->in)) == NULL)
			w->failed = errno != 0 ? errno : ENOMEM;
	}
	/* Another side's secret is not in this side's report at all. */
	if (w->fmt != NULL && !w->failed && session_may_see(s, e->vis))
		hand(w, s, e, d, folded);
	memcpy(s->view, was, sizeof s->view);
	if (w->progress != NULL && (++w->done % 512) == 0)
		w->progress(w->done, w->total, w->progress_arg);
	return w->failed != 0;
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
	/* Into a file: copied by the kernel, page to page (the events of a
	 * long JSON export went through a buffer here twice over: a tenth
	 * of it).  Anything else (a pipe, a socket, another file system
	 * that refuses) from where that stopped, through the buffer. */
	if (rc == 0 && fflush(f) == 0) {
		off_t	 at = 0;
		ssize_t	 k;

		while ((k = copy_file_range(fileno(spool), &at, fileno(f),
		    NULL, (size_t)1 << 30, 0)) > 0)
			;
		if (at > 0 && fseeko(f, 0, SEEK_END) != 0)
			rc = -1;
		if (k == 0) {
			fclose(spool);
			return rc;
		}
		if (rc == 0 && fseeko(spool, at, SEEK_SET) != 0)
			rc = -1;
	}
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
 * the events handed to it; what it covered in *sum, and (without a
 * format) the head, the tracks' names and the turns' ends in *tree. */
static int
walk_report(struct session *live, const char *view,
    const struct report_format *fmt, FILE *f, int64_t upto,
    void (*progress)(int64_t, int64_t, void *), void *arg,
    struct report_summary *sum, json_t **tree, char *err, size_t errlen)
{
	struct walk	 w;
	struct session	*s;
	json_t		*names;
	char		 head[96];
	int		 rc = 0;

	memset(&w, 0, sizeof w);
	memset(sum, 0, sizeof *sum);
	w.fmt = fmt;
	w.file = f;
	w.turns = fmt == NULL ? json_array() : NULL;
	/* One snapshot: the journal as it stands now, to its last event,
	 * whatever another writer appends while the report is made, so its
	 * counts, events and chain head agree with each other. */
	journal_refresh(live->j);
	w.total = journal_last_seq(live->j);
	if (upto > 0 && upto < w.total)
		w.total = upto;
	w.progress = progress;
	w.progress_arg = arg;
	snprintf(w.view, sizeof w.view, "%s", view);
	/* An event's undo is known when the walk comes to it: the walk
	 * reads the undos first (session.h's walk_undone). */
	if (session_open_each(journal_path(live->j), live->rules, live->rng,
	    w.total, each, &w, &s, err, errlen) != 0) {
		if (w.state != NULL)
			fmt->abandon(w.state);
		json_decref(w.in.tracks);
		json_decref(w.turns);
		session_sql_functions(live->rules, live);
		return w.failed ? written(f, w.failed, err, errlen) : -1;
	}
	snprintf(s->view, sizeof s->view, "%s", view);
	snapshot(s, &w, s->turn);	/* the turn in hand, or the last */
	head_of(&w, s);
	names = w.in.tracks;
	w.in.over = s->over;
	w.in.result = s->over ? s->result : "";
	snprintf(head, sizeof head, "%lld %s", (long long)w.total, w.head);
	w.in.chain_head = head;
	if (fmt != NULL) {
		if (w.failed)
			fmt->abandon(w.state);
		else {
			errno = 0;
			if (fmt->finish(w.state, &w.in) != 0)
				w.failed = errno != 0 ? errno : EIO;
		}
		rc = written(f, w.failed, err, errlen);
	}
	sum->events = w.in.events;
	sum->turns = w.in.turns;
	sum->upto = w.total;
	snprintf(sum->view, sizeof sum->view, "%s", w.in.view);
	snprintf(sum->chain_head, sizeof sum->chain_head, "%s", head);
	if (tree != NULL)
		*tree = xjson_pack("{s:s, s:s, s:s, s:s, s:s, s:s, s:s, s:s, "
		    "s:I, s:b, s:s, s:O, s:O}", "format", "adjutant-report-1",
		    "game", w.in.game, "game_title", w.in.game_title, "scenario",
		    w.in.scenario, "scenario_name", w.in.scenario_name,
		    "options", w.in.options, "view", w.in.view, "chain_head",
		    head, "events_total", (json_int_t)w.total, "over",
		    w.in.over, "result", w.in.result, "tracks", names, "turns",
		    w.turns != NULL ? w.turns : json_array());
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
