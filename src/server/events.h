/* Reading a campaign's events for its clients (events.c): from a journal
 * in hand, or through connections of their own to the campaign's file.
 * Below campaign.c, which calls it; it knows no campaign. */
#ifndef ADJ_SERVER_EVENTS_H
#define ADJ_SERVER_EVENTS_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

#include "adj/buf.h"
#include "bell.h"
#include "undo_cache.h"

#define EVENTS_MAX	1000	/* events in one answer; `more` says so */
/* More events than this to read is a history (a client catching up), not
 * what a commit added. */
#define HISTORY_MIN	64
/* An answer's events as JSON text (a string under this key, in place of
 * "events"): a kept page's, written once (events.c); the answer is
 * written out with it as its "events" (api.c). */
#define EVENTS_TEXT	"events_text"
#define READERS_KEPT	16	/* event readers kept open, per campaign */

struct journal;

/* The pool of a campaign's readers: connections to its file kept open
 * for the next reader. */
struct readers {
	pthread_mutex_t	 lock;		/* the pool */
	char		 path[4300];	/* the campaign's file */
	struct journal	*pool[READERS_KEPT];
	int		 n;
	/* The last answer read, for the same question asked again (the
	 * long-polls one commit woke), and the one being read.  The answer
	 * is never changed once kept: those who ask share it (jansson's
	 * counts and encoding are safe across threads), none copies it. */
	pthread_rwlock_t alock;		/* the fields below */
	struct bell	 read;		/* a read of the answer ended */
	struct asked {
		char	 view[64];
		int64_t	 after, upto;
		int	 limit;
	}		 asked, reading;
	json_t		*answer;	/* {events, last_seq, more}, or NULL */
	int		 busy;		/* `reading` is being read */
	/* The last full page of a history read (more after it), which
	 * stands as it is while no undo comes: the next reading of the
	 * same page, the journal grown, is answered with it. */
	struct asked	 paged;
	json_t		*page;
	struct undo_cache undos;	/* what every answer marks undone */
};

void	 readers_init(struct readers *, const char *path);
void	 readers_close(struct readers *);
/* The events after `after` and up to `upto` that view may see, read
 * from j, at most limit, into o as "events" (and "more" when there are
 * others after them), with upto as "last_seq".  -1 at a damaged row:
 * "last_seq" is then the event before it, "damaged" says why. */
int	 events_from(struct journal *, const char *view, int64_t after,
	    int64_t upto, int limit, json_t *o);
/* The first event after `after`, up to `upto`, that view may see, or 0
 * when there is none: whether the campaign moved on as that view saw it
 * (another role's secret is no news to it, not even that it happened). */
int64_t	 events_seen_after(struct journal *, const char *view, int64_t after,
	    int64_t upto);
/* The same read beside the writer through a connection of the pool: 0,
 * or -1 with err set.  The same question as the one read last (or being
 * read) gets that answer: one read serves every long-poll of a view that
 * a commit woke. */
int	 events_read(struct readers *, const char *view, int64_t after,
	    int64_t upto, int limit, json_t *o, char *err, size_t);

/* The events a writer's command records, as it records them, for its
 * answer: the same as events_from after the journal's end before the
 * command, without reading them back.  begin before the command runs,
 * end after it: 0 with them in o, or -1 when they must be read after all
 * (an append rolled back and made again, more than EVENTS_MAX; o NULL:
 * not wanted). */
struct fresh {
	struct journal	*j;
	const char	*view;
	int64_t		 next;		/* the seq the next append is to have */
	int		 broken;
	int		 n;
	struct buf	 text;
};
void	 events_fresh_begin(struct fresh *, struct journal *,
	    const char *view);
int	 events_fresh_end(struct fresh *, json_t *o);

#endif
