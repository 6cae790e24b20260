/* The queue of commands for the campaign server, kept in the copy
 * (queue.c), and the contact with the server that sends it. */
#ifndef ADJ_SYNC_QUEUE_H
#define ADJ_SYNC_QUEUE_H

#include <stdint.h>

#include "adj/reply.h"

struct link;

/* A queued command. */
struct item {
	int64_t		 n;
	char		 line[1024];
	char		 client[48];
	int64_t		 base;		/* the server's last event when typed */
	int		 step;		/* position-checked (`next`, `draw`) */
	char		 state[8];	/* queued or held */
	char		 why[512];
	char		 at[32];
};

/* The queue's table in a new copy. */
int	 queue_create(struct link *);
/* Queue a command typed when the player had seen the server's event
 * `base`; its number. */
int64_t	 queue_add(struct link *, const char *line, int step, int64_t base);
int	 queue_list(struct link *, struct item **, int *);
int	 queue_count(struct link *, const char *state);
/* Send what is queued, in order; `now` is the command just typed (its
 * refusal is an error, not a hold), or 0.  0 when all went, 1 when some
 * were held, -1 when the server stopped answering. */
int	 queue_flush(struct link *, int64_t now, struct reply *);
int	 queue_drop(struct link *, const char *which, struct reply *);
int	 queue_redo(struct link *, const char *which, struct reply *);
/* Run a command that changes nothing on the server and take its answer
 * as the reply; -1 when no answer came. */
int	 queue_read(struct link *, const char *line, struct reply *);
/* Hold command n (just queued) behind others held before it. */
void	 queue_hold_new(struct link *, int64_t n);
/* Take back the last command still queued (undo while offline). */
int	 queue_take_back(struct link *, struct reply *);

/* Talk to the server if it is time (or force): fetch what was missed,
 * then send what is queued.  0 online, 1 online but some queued command
 * was held, -1 offline or refused. */
int	 link_contact(struct link *, int force, struct reply *);

#endif
