/* A thread that waits on the server's long-poll for a joined terminal at
 * its prompt, so that what others do reaches it when it happens.
 *
 * The thread only waits and says so: it asks for the events after a
 * given one (GET .../events?after=N&wait=S, on an HTTP handle of its
 * own) and, when they come or the asking fails, marks the news for the
 * terminal's own thread, which alone touches the copy, the link and the
 * screen: that one takes the events in the usual way (link_pull). */
#ifndef ADJ_SYNC_WATCH_H
#define ADJ_SYNC_WATCH_H

#include <stdint.h>

struct watch;

enum watch_news {
	WATCH_WAITING,		/* a long-poll is open, or about to be */
	WATCH_EVENTS,		/* events came after the one asked after */
	WATCH_FAILED,		/* no answer, or a refusal: not waiting now */
	WATCH_IDLE		/* not asked to wait (or the news was taken) */
};

/* A thread for the campaign at url, with a role's token; not waiting
 * yet.  NULL when libcurl or a thread cannot be had. */
struct watch *watch_start(const char *url, const char *token,
	    const char *campaign);
/* Whether w waits on this server, token and campaign (a terminal may
 * join another campaign between two prompts). */
int	 watch_same(const struct watch *, const char *url, const char *token,
	    const char *campaign);
/* Wait for events after seq `after` (again, or instead of the wait in
 * hand, which is answered first). */
void	 watch_arm(struct watch *, int64_t after);
/* The news, taken: WATCH_EVENTS and WATCH_FAILED are said once, then
 * the watch is idle until armed again. */
enum watch_news watch_news(struct watch *);
/* Stop the thread (a long-poll in flight is cut, not waited out) and
 * free it. */
void	 watch_end(struct watch *);

#endif
