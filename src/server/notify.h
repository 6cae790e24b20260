/* Notices to a campaign's roles by webhook (notify.c). */
#ifndef ADJ_SERVER_NOTIFY_H
#define ADJ_SERVER_NOTIFY_H

#include <stdint.h>

struct session;
struct notify;

/* The sending thread: started with the server, stopped (the notice in
 * flight cut short, the queue dropped) when it stops. */
int	 notify_start(void);
void	 notify_stop(void);
/* A campaign's addresses, read from its session's journal. */
struct notify *notify_new(const char *campaign, struct session *);
void	 notify_free(struct notify *);
/* Would notify_batch queue anything for the events after from (an
 * address there, or one set by them)?  The campaign makes its batch
 * durable before, so that no notice tells of what a crash could lose. */
int	 notify_due(struct notify *, struct session *, int64_t from);
/* After a batch of the campaign is committed and durable, its events
 * after from: the notices it makes queued (the campaign's lock held). */
void	 notify_batch(struct notify *, struct session *, int64_t from);

#endif
