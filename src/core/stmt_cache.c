/* Statements kept prepared (adj/stmt_cache.h).  One table for every
 * connection, under one lock: connections move between threads (a
 * campaign's writer is whichever request thread leads its batch, a
 * reader is lent from a pool), so no thread owns a statement.  Looked up
 * by connection and SQL address, a few hundred pointers at most: a scan
 * costs nothing beside the compiling it spares.  A place once taken
 * never moves (a connection forgotten frees its places for others), so
 * a statement is compiled outside the lock: a SQL function running
 * inside another connection's step may ask for one meanwhile. */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "adj/stmt_cache.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

#define STMT_KEPT	1024

struct kept {
	sqlite3		*db;
	const char	*sql;
	sqlite3_stmt	*st;
	int		 out;		/* handed out, not yet put back */
	char		*text;		/* stmt_find's: the SQL's own bytes */
	unsigned	 hash;		/* of text */
};

static struct {
	pthread_mutex_t	 lock;
	struct kept	 k[STMT_KEPT];
	int		 n;
} S = { PTHREAD_MUTEX_INITIALIZER, { { NULL, NULL, NULL, 0, NULL, 0 } }, 0 };

sqlite3_stmt *
stmt_get(sqlite3 *db, const char *sql)
{
	sqlite3_stmt	*st = NULL;
	int		 i, at = -1;

	pthread_mutex_lock(&S.lock);
	for (i = 0; i < S.n && st == NULL; i++)
		if (S.k[i].db == db && S.k[i].sql == sql && S.k[i].text ==
		    NULL && !S.k[i].out) {
			S.k[i].out = 1;
			st = S.k[i].st;
		} else if (S.k[i].db == NULL && !S.k[i].out && at < 0)
			at = i;		/* a free place */
	/* A place for one more, taken now (out, of no connection yet): the
	 * compiling is done outside the lock, and a place never moves. */
	if (st == NULL && at < 0 && S.n < STMT_KEPT)
		at = S.n++;
	if (st == NULL && at >= 0)
		S.k[at].out = 1;
	pthread_mutex_unlock(&S.lock);
	if (st != NULL)
		return st;
	if (sql_prepare_v3(db, sql, -1, at >= 0 ?
	    SQLITE_PREPARE_PERSISTENT : 0, &st, NULL) != SQLITE_OK) {
		sqlite3_finalize(st);
		st = NULL;
	}
	if (at >= 0) {
		pthread_mutex_lock(&S.lock);
		S.k[at].db = st != NULL ? db : NULL;
		S.k[at].sql = sql;
		S.k[at].st = st;
		S.k[at].out = st != NULL;
		pthread_mutex_unlock(&S.lock);
	}
	return st;
}

void
stmt_put(sqlite3_stmt *st)
{
	int	 i, kept = 0;

	if (st == NULL)
		return;
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	pthread_mutex_lock(&S.lock);
	for (i = 0; i < S.n && !kept; i++)
		if (S.k[i].st == st && S.k[i].db != NULL) {
			S.k[i].out = 0;
			kept = 1;
		}
	pthread_mutex_unlock(&S.lock);
	/* No place was free when it was made: it was never kept. */
	if (!kept)
		sqlite3_finalize(st);
}

void
stmt_forget(sqlite3 *db)
{
	int	 i;

	if (db == NULL)
		return;
	pthread_mutex_lock(&S.lock);
	for (i = 0; i < S.n; i++)
		if (S.k[i].db == db) {
			sqlite3_finalize(S.k[i].st);
			S.k[i].db = NULL;
			S.k[i].st = NULL;
			S.k[i].sql = NULL;
			S.k[i].out = 0;
			free(S.k[i].text);
			S.k[i].text = NULL;
		}
	pthread_mutex_unlock(&S.lock);
}

/* FNV-1a: the text's bytes, to compare a number before the bytes. */
static unsigned
hash_of(const char *t)
{
	unsigned	 h = 2166136261u;

	while (*t != '\0')
		h = (h ^ (unsigned char)*t++) * 16777619u;
	return h;
}

sqlite3_stmt *
stmt_find(sqlite3 *db, const char *text)
{
	sqlite3_stmt	*st = NULL;
	unsigned	 h = hash_of(text);
	int		 i;

	pthread_mutex_lock(&S.lock);
	for (i = 0; i < S.n && st == NULL; i++)
		if (S.k[i].db == db && S.k[i].text != NULL && S.k[i].hash ==
		    h && !S.k[i].out && strcmp(S.k[i].text, text) == 0) {
			S.k[i].out = 1;
			st = S.k[i].st;
		}
	pthread_mutex_unlock(&S.lock);
	return st;
}

void
stmt_keep(sqlite3 *db, const char *text, sqlite3_stmt *st)
{
	char	*copy = xstrdup(text);
	int	 i, at = -1;

	pthread_mutex_lock(&S.lock);
	for (i = 0; i < S.n && at < 0; i++)
		if (S.k[i].db == NULL && !S.k[i].out)
			at = i;
	if (at < 0 && S.n < STMT_KEPT)
		at = S.n++;
	if (at >= 0) {
		S.k[at].db = db;
		S.k[at].sql = NULL;
		S.k[at].st = st;
		S.k[at].out = 1;
		S.k[at].text = copy;
		S.k[at].hash = hash_of(text);
		copy = NULL;
	}
	pthread_mutex_unlock(&S.lock);
	free(copy);
}
