/* The server's deadline timer: one thread for every campaign.  Each
 * second it asks each campaign (a reader, beside the writer: no lock of
 * the campaign held, and none while it sleeps) whether a deadline the
 * umpire set has fallen due; if so it runs `deadline due` as the umpire,
 * through the same queue as any command (group commit, a savepoint of
 * its own), and logs a line.  Only the campaigns a request has loaded
 * are looked at: after a restart, one nobody opens waits for its first
 * request.  A choice answered in time has no entry, so
 * nothing falls due for it.  SIGTERM: deadlines_stop wakes it at once. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adj/xalloc.h"
#include "server.h"

#define DEADLINE_TICK	1	/* seconds between looks */
#define DEADLINE_IDS	256	/* campaigns looked at */

static pthread_mutex_t	 lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t	 wake = PTHREAD_COND_INITIALIZER;

static struct {
	pthread_t	 thread;
	int		 running;
	int		 stop;
	char		 ids[DEADLINE_IDS][32];
	int		 n;
	/* A campaign whose `deadline due` was refused is not asked again
	 * until its journal moves (the refusal logged once). */
	char		 failed[DEADLINE_IDS][32];
	long long	 failed_at[DEADLINE_IDS];
	int		 nfailed;
} D;

static void
collect(const char *id, void *arg)
{
	(void)arg;
	if (D.n < DEADLINE_IDS)
		snprintf(D.ids[D.n++], sizeof D.ids[0], "%.31s", id);
}

static int
failed_before(const char *id, long long seq)
{
	int	 i;

	for (i = 0; i < D.nfailed; i++)
		if (strcmp(D.failed[i], id) == 0)
			return D.failed_at[i] == seq;
	return 0;
}

static void
remember_failed(const char *id, long long seq)
{
	int	 i;

	for (i = 0; i < D.nfailed && strcmp(D.failed[i], id) != 0; i++)
		;
	if (i == D.nfailed) {
		if (D.nfailed == DEADLINE_IDS)
			return;
		D.nfailed++;
	}
	snprintf(D.failed[i], sizeof D.failed[0], "%s", id);
	D.failed_at[i] = seq;
}

/* One campaign: apply what has fallen due. */
static void
look(const char *id)
{
	struct campaign	*k;
	json_t		*a;
	unsigned	 status;
	long long	 seq;

	/* Loaded ones only: the timer never fills the server's table of
	 * campaigns (a campaign nobody has opened since a restart has its
	 * deadline applied once a request opens it). */
	if ((k = campaign_loaded(id)) == NULL ||
	    !campaign_deadline_due(k, time(NULL)))
		return;
	a = campaign_command(k, "umpire", "deadline due", NULL, NULL, NULL,
	    &status);
	seq = (long long)json_integer_value(json_object_get(a, "last_seq"));
	if (status == 200 && json_is_true(json_object_get(a, "ok")))
		printf("adjutant serve: campaign %s: a deadline fell due: %s",
		    id, json_string_value(json_object_get(json_object_get(a,
		    "reply"), "text")) ?: "\n");
	else if (!failed_before(id, seq)) {
		printf("adjutant serve: campaign %s: a deadline fell due, but "
		    "its force was refused: %s\n", id, json_string_value(
		    json_object_get(a, "error")) ?: "the campaign is busy");
		remember_failed(id, seq);
	}
	fflush(stdout);
	json_decref(a);
}

static void *
run(void *arg)
{
	struct timespec	 at;
	int		 i;

	(void)arg;
	pthread_mutex_lock(&lock);
	while (!D.stop) {
		clock_gettime(CLOCK_REALTIME, &at);
		at.tv_sec += DEADLINE_TICK;
		pthread_cond_timedwait(&wake, &lock, &at);
		if (D.stop)
			break;
		D.n = 0;
		store_campaign_each(collect, NULL);
		/* The campaigns are looked at with the timer's lock let go:
		 * deadlines_stop never waits for a campaign's command. */
		for (i = 0; i < D.n && !D.stop; i++) {
			char id[32];

			snprintf(id, sizeof id, "%s", D.ids[i]);
			pthread_mutex_unlock(&lock);
			look(id);
			pthread_mutex_lock(&lock);
		}
	}
	pthread_mutex_unlock(&lock);
	return NULL;
}

int
deadlines_start(void)
{
	D.stop = 0;
	D.running = pthread_create(&D.thread, NULL, run, NULL) == 0;
	return D.running ? 0 : -1;
}

void
deadlines_stop(void)
{
	if (!D.running)
		return;
	pthread_mutex_lock(&lock);
	D.stop = 1;
	pthread_cond_signal(&wake);
	pthread_mutex_unlock(&lock);
	pthread_join(D.thread, NULL);
	D.running = 0;
}
