/* A campaign's report for the web view's charts (tracks by turn): built
 * beside the writer from a reader of its own, and cached. */
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "adj/report.h"
#include "adj/rules.h"
#include "server.h"
#include "campaign.h"

/* A report built now from the campaign's file by its reader (opened at
 * the first event only: report_build walks the journal itself). */
static json_t *
report_fresh(struct campaign *k, char *err, size_t errlen)
{
	char	 path[4300];
	json_t	*rep, *o;

	if (k->reader == NULL) {
		if (k->reader_rules == NULL && (k->reader_rules =
		    rules_open(err, errlen)) == NULL)
			return NULL;
		rng_init_os(&k->reader_rng);
		campaign_file(k, path, sizeof path);
		if (session_open_at(path, k->reader_rules, &k->reader_rng, 1,
		    &k->reader, err, errlen) != 0)
			return NULL;
	}
	if ((rep = report_build(k->reader, 0, NULL, NULL, err, errlen)) ==
	    NULL)
		return NULL;
	o = json_pack("{s:b, s:O, s:O}", "ok", 1, "tracks", json_object_get(rep,
	    "tracks"), "turns", json_object_get(rep, "turns"));
	json_decref(rep);
	return o;
}

/* Tracks by turn, for the web view's charts.  The tracks are public, so
 * one copy serves every role until the journal grows.  It is built
 * outside the campaign's lock, so reading it never stalls the commands;
 * one build at a time, which every request that came before it began
 * shares; and after each build the builder rests three times as long, so
 * that clients polling it while the journal grows take at most a quarter
 * of one processor, however many and however fast they poll.  Every
 * answer is as new as the journal was when it was asked for. */
json_t *
campaign_report(struct campaign *k, const char *role)
{
	struct timespec	 at;
	char		 err[256] = "the report could not be built";
	json_t		*rep, *o = NULL;
	int64_t		 seq, built;
	double		 t0, rest;

	(void)role;
	pthread_mutex_lock(&k->lock);
	seq = journal_last_seq(k->c.s->j);
	pthread_mutex_unlock(&k->lock);
	pthread_mutex_lock(&k->rlock);
	while (k->report == NULL || k->report_seq < seq) {
		if (k->building) {
			pthread_cond_wait(&k->rbuilt, &k->rlock);
			continue;
		}
		if ((rest = k->build_after - monotonic_s()) > 0) {
			clock_gettime(CLOCK_REALTIME, &at);
			at.tv_sec += (time_t)rest;
			at.tv_nsec += (long)((rest - (double)(time_t)rest) * 1e9);
			if (at.tv_nsec >= 1000000000L) {
				at.tv_sec++;
				at.tv_nsec -= 1000000000L;
			}
			pthread_cond_timedwait(&k->rbuilt, &k->rlock, &at);
			continue;
		}
		k->building = 1;
		/* As of this event at least: the walk begins after. */
		pthread_mutex_lock(&k->lock);
		built = journal_last_seq(k->c.s->j);
		pthread_mutex_unlock(&k->lock);
		pthread_mutex_unlock(&k->rlock);
		t0 = monotonic_s();
		rep = report_fresh(k, err, sizeof err);
		pthread_mutex_lock(&k->rlock);
		k->building = 0;
		k->build_after = monotonic_s() + REPORT_REST * (monotonic_s() -
		    t0);
		pthread_cond_broadcast(&k->rbuilt);
		if (rep == NULL)
			break;
		json_decref(k->report);
		k->report = rep;
		k->report_seq = built;
	}
	if (k->report != NULL)
		o = json_deep_copy(k->report);
	pthread_mutex_unlock(&k->rlock);
	return o != NULL ? o : json_pack("{s:b, s:s}", "ok", 0, "error", err);
}

void
report_close(struct campaign *k)
{
	json_decref(k->report);
	session_close(k->reader);
	sqlite3_close(k->reader_rules);
}
