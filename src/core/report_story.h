/* What the after-action report's HTML and Markdown share as the walk
 * goes: which turn and step the narrative is in, the standing at each
 * turn's end and what changed in it, when the game was played and by
 * whom.  Nothing here grows with the number of events: the turns' ends
 * (few) and a handful of names. */
#ifndef ADJ_REPORT_STORY_H
#define ADJ_REPORT_STORY_H

#include <limits.h>
#include <stdint.h>
#include <jansson.h>

#include "adj/buf.h"
#include "report_format.h"

#define STORY_ROLES	16

/* The tracks' values at each turn's end, kept flat: a row of numbers per
 * end, a column per track (a replicated or very long session has
 * thousands of ends; a JSON object each cost kilobytes). */
struct story_ends {
	char		**id;		/* each column's track */
	int		 nid;
	char		**label;	/* the turns' labels, each kept once */
	int		 nlabel;
	int		 n, cap;	/* ends kept */
	int		*turn;		/* each end's turn */
	int		*lab;		/* each end's label, in label[] */
	long long	*v;		/* n rows of w: STORY_NONE where the
					   track was not the reader's */
	int		 w;
};
#define STORY_NONE	LLONG_MIN

struct story {
	FILE		*story;		/* the spooled narrative */
	FILE		*rows;		/* the spooled appendix */
	struct story_ends ends;		/* the turns' ends in order */
	json_t		*last;		/* {id: value}: the standing last told */
	int		 turn;		/* the turn being told, -1 none yet */
	char		 step[96];	/* the step of the last sentence told */
	char		 first_at[40], last_at[40];
	char		 roles[STORY_ROLES][64];	/* who acted, by name */
	int		 nroles;
	struct buf	 sentence;	/* the sentence in hand */
	int64_t		 told, notes, undone;
};

/* 0, or -1 when its spools cannot be made. */
int	 story_init(struct story *, const struct report_info *);
/* Frees it, closing what spools are left open. */
void	 story_free(struct story *);
void	 story_turn_end(struct story *, const struct report_turn *);
/* The turns' ends kept; the column of a track (-1: never seen); the
 * value of column c at end i (0 where it was not the reader's, as a
 * missing value reads), and whether it was there. */
int		 story_ends_n(const struct story *);
int		 story_end_turn(const struct story *, int i);
const char	*story_end_label(const struct story *, int i);
int		 story_column(const struct story *, const char *id);
long long	 story_end_value(const struct story *, int i, int c, int *there);
/* Takes in what an event says of the record as a whole (when, undone). */
void	 story_seen(struct story *, const struct report_event *);
/* Who acted in an event the narrative told, for the title block (the
 * server's own bookkeeping names nobody who played). */
void	 story_actor(struct story *, const struct report_event *);
/* The tracks that changed since the standing last told, at the end of
 * turn: fn(name, now, was, arg) for each, in the game's order; the count
 * (-1 when that turn's end is not known).  What was told becomes the
 * standing to compare the next turn's with. */
int	 story_standing(struct story *, const struct report_info *, int turn,
	    void (*)(const char *, long long, long long, void *), void *);
/* The same as one line of text, each name through esc and each value
 * between open and close: "NAME <b>5</b> (was 7); ...", malloc'd; NULL
 * when nothing changed or the turn's end is not known. */
char	*story_standing_line(struct story *, const struct report_info *,
	    int turn, void (*esc)(FILE *, const char *), const char *open,
	    const char *close);
/* What the record holds, in words: "224 events over 7 turns, 77 told
 * below, 1 undone", into b. */
void	 story_record(struct story *, const struct report_info *, struct buf *);
/* The game's sides by name, "A, B", into b. */
void	 story_sides(struct session *, struct buf *);
/* The look-up's inputs as typed, its dice and its result, for the
 * appendix: "" when e is no look-up. */
void	 story_lookup_detail(const struct report_event *, struct buf *);

#endif
