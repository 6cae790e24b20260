/* One event as an export sees it, and the after-action report's words and
 * pictures made from it.  The walk of the journal (report.c) fills a
 * report_event for each event the view may see, in journal order, and
 * hands it to the format being written; the narrative (report_narrate.c)
 * and the charts (report_chart.c) are pure functions of what they are
 * given, so that each can be tested alone. */
#ifndef ADJ_REPORT_EVENT_H
#define ADJ_REPORT_EVENT_H

#include <stdint.h>
#include <stdio.h>
#include <jansson.h>

struct buf;
struct session;

struct report_event {
	int64_t		 seq;
	int64_t		 cmd;		/* the first event of its command */
	int		 turn;		/* the scenario's turn, from 1; 0 before
					   the first */
	int		 game_turn;	/* as the session counts it */
	const char	*turn_label;
	const char	*step;		/* the step (phase) id as journalled */
	const char	*step_name;	/* its name for people ("" unknown) */
	const char	*kind;
	const char	*side;		/* the side it is about, or "" */
	const char	*by;		/* the role that acted ("" at a table) */
	const char	*by_name;	/* the name the lines show, or "" */
	const char	*text;		/* as journalled: a writer neutralizes
					   it for its own format */
	const char	*at;		/* UTC, ISO 8601 */
	const char	*hash;
	json_t		*data;		/* its data, parsed (NULL: none) */
	int64_t		 undone_by;	/* the undo that took it back, or 0 */
	const char	*data_text;	/* its data as journalled, or NULL */
};

/* One sentence of the narrative for e, appended to b, as plain text (the
 * format escapes it): 1.  0 when the narrative leaves e out (a phase
 * change, a line only gathered for the record, an undone command); the
 * appendix still lists it.  s is the walk's session, folded up to e. */
int	 report_narrate(struct session *s, const struct report_event *e,
	    struct buf *b);

/* A track's values at each turn's end, for its chart. */
struct report_series {
	const char	*id;		/* the track's id */
	const char	*name;		/* its name for people */
	int		 n;		/* turn ends */
	const int	*turn;		/* each turn end's turn, from 1 */
	const char *const *label;	/* each turn's label */
	const long long	*value;		/* the track's value there */
};

/* The series as one self-contained SVG chart (labelled axes, the turns'
 * labels, a marker where a threshold of the track was crossed), written
 * to f inside a <figure class="chart" data-track="ID">.  A track that
 * never moved gets no chart: report_chart_moved says so first. */
int	 report_chart_moved(const struct report_series *);
void	 report_chart_svg(FILE *f, struct session *s,
	    const struct report_series *);

#endif
