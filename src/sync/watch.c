/* A thread that waits on the server's long-poll (see watch.h).
 *
 * It never spins, whatever the server does: a wait the server cut short
 * with nothing to tell is taken for a failure (a server that does not
 * hold long-polls), and two long-polls never start within WATCH_GAP of
 * each other.  Its signals are blocked: readline's and the REPL's
 * handlers (Ctrl-C, a resized window) run on the terminal's thread. */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <jansson.h>

#include "adj/xalloc.h"
#include "http.h"
#include "watch.h"

#define WATCH_WAIT	25	/* seconds the server is asked to wait: under
				 * its most (60); a request's deadline
				 * (--timeout) does not run while it waits */
#define WATCH_GAP	1	/* seconds at least between two starts */

struct watch {
	struct http	*http;		/* the thread's own handle */
	char		 url[512];
	char		 token[65];
	char		 campaign[32];
	pthread_t	 thread;
	pthread_mutex_t	 lock;		/* what follows */
	pthread_cond_t	 cond;
	int64_t		 after;
	int		 armed;		/* a wait asked for, not begun */
	enum watch_news	 news;
	int		 stop;
};

/* One long-poll: what it tells the terminal (WATCH_WAITING: nothing
 * came in the whole wait, so wait again). */
static enum watch_news
wait_once(struct watch *w, int64_t after)
{
	char		 path[160], err[256];
	json_t		*o;
	long		 status;
	time_t		 began = time(NULL);
	enum watch_news	 n;

	/* One event is enough to know there is news: the terminal's own
	 * thread fetches them all. */
	snprintf(path, sizeof path, "/v1/campaigns/%s/events?after=%lld"
	    "&wait=%d&limit=1", w->campaign, (long long)after, WATCH_WAIT);
	if (http_call(w->http, path, NULL, WATCH_WAIT + 10, &status, &o, err,
	    sizeof err) != 0)
		return WATCH_FAILED;
	if (status != 200 || o == NULL)
		n = WATCH_FAILED;
	else if (json_array_size(json_object_get(o, "events")) > 0)
		n = WATCH_EVENTS;
	else if (time(NULL) - began >= WATCH_WAIT / 2)
		n = WATCH_WAITING;
	else
		n = WATCH_FAILED;
	json_decref(o);
	return n;
}

static void *
run(void *arg)
{
	struct watch	*w = arg;
	struct timespec	 next;
	int64_t		 after;
	enum watch_news	 n;

	pthread_mutex_lock(&w->lock);
	for (;;) {
		while (!w->stop && !w->armed)
			pthread_cond_wait(&w->cond, &w->lock);
		if (w->stop)
			break;
		after = w->after;
		w->armed = 0;
		pthread_mutex_unlock(&w->lock);

		clock_gettime(CLOCK_MONOTONIC, &next);
		next.tv_sec += WATCH_GAP;
		n = wait_once(w, after);

		pthread_mutex_lock(&w->lock);
		/* Armed again meanwhile: that wait, from where the terminal
		 * is now, stands instead of this one's news. */
		if (!w->armed) {
			if (n == WATCH_WAITING)
				w->armed = 1;
			else
				w->news = n;
		}
		while (!w->stop && pthread_cond_timedwait(&w->cond, &w->lock,
		    &next) == 0)
			;
	}
	pthread_mutex_unlock(&w->lock);
	return NULL;
}

struct watch *
watch_start(const char *url, const char *token, const char *campaign)
{
	struct watch		*w;
	pthread_condattr_t	 ca;
	sigset_t		 all, old;
	int			 rc;

	if ((w = xcalloc(1, sizeof *w)) == NULL)
		abort();
	if ((w->http = http_new(url, token)) == NULL) {
		free(w);
		return NULL;
	}
	snprintf(w->url, sizeof w->url, "%s", url);
	snprintf(w->token, sizeof w->token, "%s", token);
	snprintf(w->campaign, sizeof w->campaign, "%s", campaign);
	w->news = WATCH_IDLE;
	pthread_mutex_init(&w->lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&w->cond, &ca);
	pthread_condattr_destroy(&ca);
	/* The thread takes the mask it is started with. */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	rc = pthread_create(&w->thread, NULL, run, w);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (rc != 0) {
		pthread_cond_destroy(&w->cond);
		pthread_mutex_destroy(&w->lock);
		http_free(w->http);
		free(w);
		return NULL;
	}
	return w;
}

int
watch_same(const struct watch *w, const char *url, const char *token,
    const char *campaign)
{
	return strcmp(w->url, url) == 0 && strcmp(w->token, token) == 0 &&
	    strcmp(w->campaign, campaign) == 0;
}

void
watch_arm(struct watch *w, int64_t after)
{
	pthread_mutex_lock(&w->lock);
	w->after = after;
	w->armed = 1;
	w->news = WATCH_WAITING;
	pthread_cond_signal(&w->cond);
	pthread_mutex_unlock(&w->lock);
}

enum watch_news
watch_news(struct watch *w)
{
	enum watch_news	 n;

	pthread_mutex_lock(&w->lock);
	n = w->news;
	if (n == WATCH_EVENTS || n == WATCH_FAILED)
		w->news = WATCH_IDLE;
	pthread_mutex_unlock(&w->lock);
	return n;
}

void
watch_end(struct watch *w)
{
	if (w == NULL)
		return;
	pthread_mutex_lock(&w->lock);
	w->stop = 1;
	pthread_cond_signal(&w->cond);
	pthread_mutex_unlock(&w->lock);
	http_stop(w->http);
	pthread_join(w->thread, NULL);
	pthread_cond_destroy(&w->cond);
	pthread_mutex_destroy(&w->lock);
	http_free(w->http);
	free(w);
}
