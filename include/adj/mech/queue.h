/* Queues of units that arrive one at a time, in order, when an event or
 * a roll says so (queue.c): a reinforcement track, a garrison released
 * group by group. */
#ifndef ADJ_MECH_QUEUE_H
#define ADJ_MECH_QUEUE_H

#include <stddef.h>

#include "adj/mech.h"

struct event_source;
struct reply;
struct session;

extern const struct mech mech_queue;

/* The id of the queue a player typed (its id or name, as names are
 * matched elsewhere): 0 with it in out, or -1 with r failed. */
int	 queue_pick(struct session *, const char *typed, char *out, size_t,
	    struct reply *);
/* The units of queue id not yet arrived, or -1 when the game keeps no
 * such queue (its option off, or none of that id). */
int	 queue_left(struct session *, const char *id);
/* The next unit of queue id to arrive (its name as printed), or NULL
 * when it is empty or unknown. */
const char *queue_next(struct session *, const char *id);
/* The next unit of queue id arrives: a "queue" event (the one writer of
 * its kind) with src, said in r (and the queue's exhausted words when it
 * was the last).  0, or -1 with r failed and nothing recorded: no such
 * queue, or none left in it. */
int	 queue_arrive(struct session *, const char *id,
	    const struct event_source *, struct reply *);
/* `queue [NAME]`: every queue of the game (or the one named), what
 * arrived, what is next, what is left. */
int	 queue_show(struct session *, const char *typed, struct reply *);

#endif
