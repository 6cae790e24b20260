/* Reading a campaign beside its writer.
 *
 * A command that writes nothing (status, log, cup, turns, victory...)
 * and a role's state are answered from a reader: the campaign's file
 * opened again, read-only, by a terminal of its own (its own session,
 * rules handle and the campaign's tables), run through the same CLI
 * dispatcher as the writer's commands.  The file is in WAL mode, so a
 * reader never waits for the writer nor the writer for it: an observer's
 * long `log` takes nothing from the umpire's next command.
 *
 * Each reader is caught up to the journal's committed tail when it is
 * taken; a few are kept open per campaign, and a read waits for one when
 * all are in use (its place on the server is counted: gate.c). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/rules.h"
#include "adj/stmt_cache.h"
#include "../cli/cli.h"
#include "reading.h"
#include "wal_bound.h"

void
reading_init(struct reading *p, const char *path, const char *tables,
    int (*settle)(void *, int64_t), int (*busy)(void *), void *arg,
    const struct wal_bound *bound)
{
	p->bound = bound;
	p->busy = busy;
	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->freed, NULL);
	snprintf(p->path, sizeof p->path, "%s", path);
	snprintf(p->tables, sizeof p->tables, "%s", tables);
	p->nidle = p->open = 0;
	p->settle = settle;
	p->settle_arg = arg;
}

static void
reader_close(struct cli *c)
{
	if (c == NULL)
		return;
	session_close(c->s);
	stmt_forget(c->rules);
	sqlite3_close(c->rules);
	free(c);
}

void
reading_close(struct reading *p)
{
	while (p->nidle > 0)
		reader_close(p->idle[--p->nidle]);
	p->open = 0;
}

/* When the walk in this thread began its chunk (reading_take, then each
 * pause): a long walk runs in one thread, a reader's. */
static _Thread_local struct timespec chunk_began;

/* A long walk's rest while commands come in: twice as long as its chunk
 * took, so that it takes at most a third of a processor from them.  Its
 * thread runs at the lowest priority already (yielding.c), but that is
 * not enough: four observers looping `log` beside appending clients
 * still cut the appends to three quarters, and their latency's 99th
 * percentile from about 10 ms to 30-80.  The walk is the campaign's
 * history read again, which can wait; at rest it runs at full speed. */
#define REST_MAX_MS	50

/* How long the chunk just read took, in microseconds: measured before
 * any hold, so that a walk held off by the writer does not rest the
 * longer for it. */
static int64_t
chunk_us(void)
{
	struct timespec	 now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (int64_t)(now.tv_sec - chunk_began.tv_sec) * 1000000 +
	    (now.tv_nsec - chunk_began.tv_nsec) / 1000;
}

static void
rest(struct reading *p, int64_t us)
{
	if (p->busy != NULL && p->busy(p->settle_arg) && us > 0) {
		us = us * 2 > REST_MAX_MS * 1000 ? REST_MAX_MS * 1000 : us * 2;
		usleep((useconds_t)us);
	}
}

/* Between the chunks of a long walk (journal_each_released): the
 * reader's snapshot let go, a moment's pause if the writer wants its log
 * to start over (wal_bound.c), a rest if commands are coming in, and a
 * new snapshot begun: observers reading without pause still leave the
 * log moments with no reader in it.  The walk reads no further than the
 * journal it began with, on the disk by then. */
static int
reader_between(struct journal *j, void *arg)
{
	struct reading	*p = arg;
	sqlite3		*db = journal_db(j);
	int		 own = !sqlite3_get_autocommit(db);
	int64_t		 took = chunk_us();

	if (own && sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
		return -1;
	wal_bound_pause(p->bound);
	rest(p, took);
	clock_gettime(CLOCK_MONOTONIC, &chunk_began);
	return !own || sqlite3_exec(db, "BEGIN", NULL, NULL, NULL) ==
	    SQLITE_OK ? 0 : -1;
}

/* A new reader: the campaign as the writer opens it (confined, JSON
 * replies), its connections unable to write whatever runs on them. */
static struct cli *
reader_open(struct reading *p, char *err, size_t errlen)
{
	struct cli	*c;
	struct reply	 r;

	if ((c = xcalloc(1, sizeof *c)) == NULL) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	c->json = 1;
	c->confined = 1;
	rng_init_os(&c->rng);
	if ((c->rules = cli_rules_of_file(p->path, p->tables, err, errlen)) ==
	    NULL) {
		free(c);
		return NULL;
	}
	reply_init(&r);
	if (cli_open_session(c, p->path, &r) != 0) {
		snprintf(err, errlen, "%s", buf_str(&r.err));
		reply_free(&r);
		reader_close(c);
		return NULL;
	}
	reply_free(&r);
	if (sqlite3_exec(journal_db(c->s->j), "PRAGMA query_only = 1", NULL,
	    NULL, NULL) != SQLITE_OK || sqlite3_exec(c->rules, "PRAGMA "
	    "query_only = 1", NULL, NULL, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "cannot open the campaign to read it");
		reader_close(c);
		return NULL;
	}
	journal_on_between(c->s->j, reader_between, p);
	return c;
}

int
reading_settle(int (*settle)(void *, int64_t), void *arg, int64_t seq,
    char *err, size_t errlen)
{
	if (settle == NULL || settle(arg, seq) == 0)
		return 0;
	snprintf(err, errlen, "the campaign's last commands are not yet on "
	    "the server's disk: try again");
	return -1;
}

struct cli *
reading_take(struct reading *p, char *err, size_t errlen)
{
	struct cli	*c = NULL;

	pthread_mutex_lock(&p->lock);
	while (p->nidle == 0 && p->open >= READING_MAX)
		pthread_cond_wait(&p->freed, &p->lock);
	if (p->nidle > 0)
		c = p->idle[--p->nidle];
	else
		p->open++;	/* opened below, outside the lock */
	pthread_mutex_unlock(&p->lock);
	if (c == NULL && (c = reader_open(p, err, errlen)) == NULL) {
		reading_give(p, NULL);
		return NULL;
	}
	/* One read transaction from the catch-up to the give back: all the
	 * command reads is the snapshot the catch-up saw, and the writer's
	 * commits meanwhile (perhaps not on the disk yet) are not in it.
	 * Begun after any hold the writer asked for (wal_bound.c): a read
	 * that walks the journal whole in one snapshot (a role's inbox) and
	 * is asked again and again then leaves the log a moment too. */
	wal_bound_pause(p->bound);
	if (sqlite3_exec(journal_db(c->s->j), "BEGIN", NULL, NULL, NULL) !=
	    SQLITE_OK || session_catch_up(c->s, err, errlen) != 0) {
		reader_close(c);
		reading_give(p, NULL);
		return NULL;
	}
	if (reading_settle(p->settle, p->settle_arg, journal_last_seq(c->s->j),
	    err, errlen) != 0) {
		reading_give(p, c);
		return NULL;
	}
	clock_gettime(CLOCK_MONOTONIC, &chunk_began);
	return c;
}

/* Given back (NULL: one that failed and was closed). */
void
reading_give(struct reading *p, struct cli *c)
{
	/* Its snapshot let go: an idle reader holds none (it would keep
	 * the writer's log from being checkpointed). */
	if (c != NULL && !sqlite3_get_autocommit(journal_db(c->s->j)))
		sqlite3_exec(journal_db(c->s->j), "COMMIT", NULL, NULL, NULL);
	pthread_mutex_lock(&p->lock);
	if (c != NULL)
		p->idle[p->nidle++] = c;
	else
		p->open--;
	pthread_cond_signal(&p->freed);
	pthread_mutex_unlock(&p->lock);
}
