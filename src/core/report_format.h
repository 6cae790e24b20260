/* The formats an export is written in, as the walk of the journal
 * (report.c) drives them.  The walk folds the journal once; as it goes it
 * hands each event the view may see to the format (event), and says when
 * the fold moved past a turn (turn_end, with every track's value there).
 * What is known only at the end (the chain's head, the result, the
 * tracks' names) comes with finish; a format that must write it at the
 * top spools what it wrote meanwhile to a tmpfile() and copies it after.
 * Nothing a format keeps may grow with the number of events (a turn's
 * end may be kept: there are few).  On any failure the walk calls
 * abandon instead of finish, and the file is thrown away by its caller.
 *
 * Every call returns 0, or -1 when writing failed (the FILE's error, or
 * a spool's, says why).  The info is the walk's: valid during the call
 * only. */
#ifndef ADJ_REPORT_FORMAT_H
#define ADJ_REPORT_FORMAT_H

#include <stdint.h>
#include <stdio.h>
#include <jansson.h>

#include "adj/report_event.h"

struct session;

struct report_info {
	/* Known from the first event on. */
	struct session	*s;		/* the walk's session, folded up to the
					   event in hand (the narrative and
					   the charts read it) */
	const char	*game;
	const char	*game_title;
	const char	*scenario;
	const char	*scenario_name;
	const char	*options;	/* "" when none */
	const char	*view;		/* "all", a side, a role */
	int64_t		 events_total;	/* the last event the report covers */
	json_t		*tracks;	/* {id: {name, kind, initial}}: the
					   reader's tracks, in the game's order
					   (made again for finish: a secret
					   may have become the reader's) */
	int64_t		 events;	/* events handed to the format so far */
	int		 turns;		/* turn ends handed to it so far */
	/* Known at finish only. */
	const char	*chain_head;	/* "SEQ HASH" of event events_total */
	int		 over;
	const char	*result;	/* "" unless over */
};

/* A turn's end: the state when the fold moved past it (or, for the last,
 * when the walk ended). */
struct report_turn {
	int		 turn;		/* the scenario's, from 1 */
	int		 game_turn;	/* as the session counts it */
	const char	*label;
	json_t		*tracks;	/* {id: value}, the reader's tracks */
	json_t		*state;		/* the mechanisms' (mechs_report) */
};

struct report_format {
	const char	*name;		/* "json", "csv", "md", "html" */
	/* A format's own state for one export, or NULL (out of memory). */
	void		*(*begin)(FILE *, const struct report_info *);
	int		 (*event)(void *, const struct report_info *,
			    const struct report_event *);
	/* NULL: the format has no use for a turn's state (only counted). */
	int		 (*turn_end)(void *, const struct report_info *,
			    const struct report_turn *);
	/* Writes what is left, frees the state. */
	int		 (*finish)(void *, const struct report_info *);
	/* Frees the state, writing nothing more. */
	void		 (*abandon)(void *);
};

extern const struct report_format report_json;
extern const struct report_format report_csv;
extern const struct report_format report_md;
extern const struct report_format report_html;

/* A spool: a temporary file, already unlinked, in $TMPDIR when it is
 * set (tmpfile() otherwise); NULL when none can be made. */
FILE	*report_spool(void);
/* Copy a spool (a tmpfile written so far) to f, from its start: 0, or -1
 * when reading it or writing f failed.  The spool is closed either way. */
int	 report_spool_copy(FILE *spool, FILE *f);

/* An event's stored data (report_event's data_text) appended to b as
 * jansson writes the parsed data (spaced: without JSON_COMPACT), 0; -1
 * when the text is not surely in that form: dump the parsed data. */
struct buf;
int	 report_data_text(struct buf *b, const char *stored, int spaced);

/* A track's name for people, by its id ("" when the game has none). */
const char *report_track_name(const struct report_info *, const char *id);

#endif
