/* Reports of a session for review (report.c). */
#ifndef ADJ_REPORT_H
#define ADJ_REPORT_H

#include <stdint.h>
#include <stdio.h>
#include <jansson.h>

struct session;

/* Walk the session's journal once for each track's value at every
 * turn's end: the report's head with "tracks" and "turns" (no events:
 * an export streams them, report_export).  progress, if given, is called
 * now and then with (done, total).  NULL with err set on failure. */
json_t	*report_build(struct session *, int events, void (*progress)(int64_t,
	    int64_t, void *), void *, char *err, size_t);

/* What one export is of: whose view, and how far into the journal. */
struct report_opts {
	const char	*view;		/* NULL: the session's own view */
	int64_t		 upto;		/* the last event reported; 0: the
					   journal's last (a public report
					   that runs turns behind the game
					   stops before them) */
	void		(*progress)(int64_t, int64_t, void *);
	void		*progress_arg;
};

/* What an export wrote, for the command's answer. */
struct report_summary {
	int64_t	 events;		/* events written */
	int	 turns;			/* turn ends written */
	int64_t	 upto;			/* the last event it covers */
	char	 view[32];
	char	 chain_head[96];	/* "SEQ HASH" of event upto */
};

/* The session's report as FORMAT ("json", "csv", "md", "html") to f,
 * in one call: the way every export and public report is made.  0;
 * -1 with err set when the report could not be made; -2 when writing
 * to f failed (the file's own error says why). */
int	 report_export(struct session *, const struct report_opts *,
	    const char *format, FILE *, struct report_summary *, char *err,
	    size_t);

#endif
