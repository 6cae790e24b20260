/* A campaign's report for the web view's charts (tracks by turn): built
 * beside the writer from a reader of its own, and cached. */
#include <pthread.h>
#include <stdio.h>
#include <time.h>

#include "adj/xalloc.h"
#include "adj/journal.h"
#include "adj/report.h"
#include "adj/rules.h"
#include "../cli/cli.h"
#include "adj/session.h"
#include "adj/stmt_cache.h"
#include "server.h"
#include "reading.h"
#include "report_cache.h"
#include "yielding.h"

#define REPORT_REST	3	/* after a build, rest this many times as long */

struct fresh {
	struct report_cache	*rc;
	char			*err;
	size_t			 errlen;
	json_t			*rep;
};

/* A report built now from the campaign's file by its reader (opened at
 * the first event only: report_build walks the journal itself). */
static json_t *
report_fresh(struct report_cache *rc, char *err, size_t errlen)
{
	json_t	*rep, *o;
	sqlite3	*db;

	if (rc->reader == NULL) {
		if (rc->rules == NULL && (rc->rules = cli_rules_of_file(
		    rc->path, NULL, err, errlen)) == NULL)
			return NULL;
		rng_init_os(&rc->rng);
		if (session_open_at(rc->path, rc->rules, &rc->rng, 1,
		    &rc->reader, err, errlen) != 0)
			return NULL;
		/* Every role's charts: what every role reads, not a side's
		 * secret tracks (track_secret). */
		snprintf(rc->reader->view, sizeof rc->reader->view, "%s",
		    VIEW_TABLE);
	}
	/* One snapshot, all of it on the disk (reading.h's settle), for the
	 * whole walk. */
	db = journal_db(rc->reader->j);
	if (sqlite3_exec(db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK)
		return NULL;
	if (journal_refresh(rc->reader->j) < 0 || reading_settle(rc->settle,
	    rc->settle_arg, journal_last_seq(rc->reader->j), err, errlen) !=
	    0) {
		sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
		return NULL;
	}
	rep = report_build(rc->reader, 0, NULL, NULL, err, errlen);
	sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
	if (rep == NULL)
		return NULL;
	o = xjson_pack("{s:b, s:O, s:O}", "ok", 1, "tracks", json_object_get(rep,
	    "tracks"), "turns", json_object_get(rep, "turns"));
	json_decref(rep);
	return o;
}

static void
fresh_yielding(void *arg)
{
	struct fresh	*f = arg;

	f->rep = report_fresh(f->rc, f->err, f->errlen);
}

/* Tracks by turn, for the web view's charts.  Only the tracks every role
 * reads are in it (the table's view), so one copy serves every role
 * until the journal grows.  It is built
 * outside the campaign's lock, at the lowest priority, so reading it
 * never stalls the commands;
 * one build at a time, which every request that came before it began
 * shares; and after each build the builder rests three times as long, so
 * that clients polling it while the journal grows take at most a quarter
 * of one processor, however many and however fast they poll.  Every
 * answer is as new as the journal was when it was asked for. */
json_t *
report_cache_get(struct report_cache *rc, int64_t (*committed)(void *),
    void *arg)
{
	struct timespec	 at;
	char		 err[256] = "the report could not be built";
	json_t		*rep, *o = NULL;
	struct fresh	 f;
	int64_t		 seq, built;
	double		 t0, rest;

	seq = committed(arg);
	pthread_mutex_lock(&rc->lock);
	while (rc->report == NULL || rc->seq < seq) {
		if (rc->building) {
			pthread_cond_wait(&rc->built, &rc->lock);
			continue;
		}
		if ((rest = rc->build_after - monotonic_s()) > 0) {
			clock_gettime(CLOCK_REALTIME, &at);
			at.tv_sec += (time_t)rest;
			at.tv_nsec += (long)((rest - (double)(time_t)rest) * 1e9);
			if (at.tv_nsec >= 1000000000L) {
				at.tv_sec++;
				at.tv_nsec -= 1000000000L;
			}
			pthread_cond_timedwait(&rc->built, &rc->lock, &at);
			continue;
		}
		rc->building = 1;
		/* As of this event at least: the walk begins after. */
		built = committed(arg);
		pthread_mutex_unlock(&rc->lock);
		t0 = monotonic_s();
		/* A walk of the whole journal, on what the commands leave of
		 * the processors (yielding.c), as a long read is. */
		f = (struct fresh){ rc, err, sizeof err, NULL };
		yielding_run(fresh_yielding, &f);
		rep = f.rep;
		pthread_mutex_lock(&rc->lock);
		rc->building = 0;
		rc->build_after = monotonic_s() + REPORT_REST * (monotonic_s() -
		    t0);
		pthread_cond_broadcast(&rc->built);
		if (rep == NULL)
			break;
		json_decref(rc->report);
		rc->report = rep;
		rc->seq = built;
	}
	/* Shared, not copied under the lock for each asking: a report is
	 * never changed once built, and jansson's counts and encoding are
	 * safe across threads. */
	if (rc->report != NULL)
		o = json_incref(rc->report);
	pthread_mutex_unlock(&rc->lock);
	return o != NULL ? o : xjson_pack("{s:b, s:s}", "ok", 0, "error", err);
}

void
report_cache_init(struct report_cache *rc, const char *path,
    int (*settle)(void *, int64_t), void *arg)
{
	rc->settle = settle;
	rc->settle_arg = arg;
	pthread_mutex_init(&rc->lock, NULL);
	pthread_cond_init(&rc->built, NULL);
	snprintf(rc->path, sizeof rc->path, "%s", path);
}

void
report_cache_close(struct report_cache *rc)
{
	json_decref(rc->report);
	session_close(rc->reader);
	stmt_forget(rc->rules);
	sqlite3_close(rc->rules);
}
