/* The answers to client ids.
 *
 * A client that sent a command and lost the answer sends it again with
 * the same client id; the server answers with what it answered then, and
 * does not run it a second time.  Only a command that recorded events
 * needs that: one that recorded nothing (a read, a refusal) runs again
 * to the same effect, none.  So only those answers are kept, in the same
 * transaction as their events (after a crash both are there or neither),
 * each cut down to ANSWER_MAX bytes, and for a retry window only: a
 * role's ANSWERS_KEPT latest (and the few since the last pass), none
 * older than ANSWER_DAYS.  A role that only reads (the observer) never
 * adds a byte to the campaign's file.
 *
 * The rows are only ever appended, in rowid order, with no index: an
 * index on (role, client) took a page of its own in nearly every commit
 * (client ids are scattered over it), more than the row.  Which rowid
 * holds a role's client id is kept here in memory instead (a tree,
 * tsearch(3)), built from the table when the campaign opens and again
 * after a batch that was rolled back, and kept level with each row
 * appended or deleted: the file, not the memory, is the truth. */
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adj/stmt_cache.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"
#include "answers.h"

/* Where one role's client id is: role and client, NUL-separated. */
struct kept_at {
	sqlite3_int64	 rowid;
	char		 key[];
};

/* How many rows a role has: its window is kept by these counts, not by
 * passes over the whole table. */
struct role_rows {
	char		 role[64];
	int		 n;
};

struct answers {
	sqlite3		*db;
	void		*root;		/* of struct kept_at */
	struct role_rows *roles;
	size_t		 nroles;
};

static int
exec(sqlite3 *db, const char *sql)
{
	return sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

static int
entry_cmp(const void *a, const void *b)
{
	const char	*x = ((const struct kept_at *)a)->key;
	const char	*y = ((const struct kept_at *)b)->key;
	int		 c = strcmp(x, y);

	return c != 0 ? c : strcmp(x + strlen(x) + 1, y + strlen(y) + 1);
}

static struct kept_at *
entry_new(const char *role, const char *client, sqlite3_int64 rowid)
{
	size_t		 r = strlen(role) + 1, n = strlen(client) + 1;
	struct kept_at	*e = xmalloc(sizeof *e + r + n);

	if (e != NULL) {
		e->rowid = rowid;
		memcpy(e->key, role, r);
		memcpy(e->key + r, client, n);
	}
	return e;
}

/* The count of role's rows; NULL when no more can be counted (a role
 * longer than any the server gives is not one of its rows). */
static struct role_rows *
role_rows(struct answers *a, const char *role)
{
	struct role_rows *r;
	size_t		 i;

	for (i = 0; i < a->nroles; i++)
		if (strcmp(a->roles[i].role, role) == 0)
			return &a->roles[i];
	if (strlen(role) >= sizeof r->role || (r = xreallocarray(a->roles,
	    a->nroles + 1, sizeof *r)) == NULL)
		return NULL;
	a->roles = r;
	r = &a->roles[a->nroles++];
	snprintf(r->role, sizeof r->role, "%s", role);
	r->n = 0;
	return r;
}

/* A row of role's more (n 1) or less (-1). */
static void
role_count(struct answers *a, const char *role, int n)
{
	struct role_rows *r = role_rows(a, role);

	if (r != NULL)
		r->n += n;
}

/* Point role's client id at rowid (the latest row wins). */
static void
index_add(struct answers *a, const char *role, const char *client,
    sqlite3_int64 rowid)
{
	struct kept_at	*e = entry_new(role, client, rowid), **at;

	role_count(a, role, 1);
	if (e == NULL)
		return;
	if ((at = tsearch(e, &a->root, entry_cmp)) == NULL)
		free(e);
	else if (*at != e) {
		(*at)->rowid = rowid;
		free(e);
	}
}

/* Row rowid of role's client id is gone. */
static void
index_drop(struct answers *a, const char *role, const char *client,
    sqlite3_int64 rowid)
{
	struct kept_at	*e = entry_new(role, client, rowid), **at, *node;

	role_count(a, role, -1);
	if (e == NULL)
		return;
	/* A later row of the same client id (a damaged one's successor)
	 * keeps its place. */
	if ((at = tfind(e, &a->root, entry_cmp)) != NULL && (*at)->rowid ==
	    rowid) {
		node = *at;	/* freed once the tree lets it go */
		tdelete(e, &a->root, entry_cmp);
		free(node);
	}
	free(e);
}

/* Each row (role, client, rowid) of st, to fn; st finalized.  The last
 * step's code. */
static int
each_row(struct answers *a, sqlite3_stmt *st, void (*fn)(struct answers *,
    const char *, const char *, sqlite3_int64))
{
	int	 rc;

	/* A row damaged outside the server (a NULL) is nobody's. */
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		if (sqlite3_column_type(st, 0) == SQLITE_TEXT &&
		    sqlite3_column_type(st, 1) == SQLITE_TEXT)
			fn(a, (const char *)sqlite3_column_text(st, 0),
			    (const char *)sqlite3_column_text(st, 1),
			    sqlite3_column_int64(st, 2));
	sqlite3_finalize(st);
	return rc;
}

/* The index, from the table's rows. */
int
answers_reload(struct answers *a)
{
	sqlite3_stmt	*st;
	int		 rc;

	tdestroy(a->root, free);
	a->root = NULL;
	free(a->roles);
	a->roles = NULL;
	a->nroles = 0;
	if (sql_prepare(a->db, "SELECT role, client, rowid FROM request ORDER "
	    "BY rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	rc = each_row(a, st, index_add);
	return rc == SQLITE_DONE ? 0 : -1;
}

static int
has_column_at(sqlite3 *db)
{
	sqlite3_stmt	*st;

	if (sql_prepare(db, "SELECT at FROM request LIMIT 0", -1, &st,
	    NULL) != SQLITE_OK)
		return 0;
	sqlite3_finalize(st);
	return 1;
}

static int
has_key_index(sqlite3 *db)
{
	sqlite3_stmt	*st;
	int		 found;

	if (sql_prepare(db, "SELECT 1 FROM sqlite_schema WHERE type = 'index' "
	    "AND tbl_name = 'request'", -1, &st, NULL) != SQLITE_OK)
		return 1;
	found = sqlite3_step(st) == SQLITE_ROW;
	sqlite3_finalize(st);
	return found;
}

/* The table made, or one an older server left brought up to date. */
static int
prepare_table(sqlite3 *db)
{
	char	 sql[512];

	if (exec(db, "CREATE TABLE IF NOT EXISTS request (role TEXT NOT NULL, "
	    "client TEXT NOT NULL, answer TEXT NOT NULL, at INTEGER NOT NULL "
	    "DEFAULT 0)") != 0)
		return -1;
	if (has_column_at(db) && !has_key_index(db))
		return 0;
	if (exec(db, "BEGIN IMMEDIATE") != 0)
		return -1;
	/* Kept every answer: its window starts now, and what recorded
	 * nothing ("first": 0) goes. */
	if (!has_column_at(db)) {
		snprintf(sql, sizeof sql, "ALTER TABLE request ADD COLUMN at "
		    "INTEGER NOT NULL DEFAULT 0; UPDATE request SET at = %lld; "
		    "DELETE FROM request WHERE coalesce(json_extract(answer, "
		    "'$.first'), 0) = 0", (long long)time(NULL));
		if (exec(db, sql) != 0)
			goto fail;
	}
	/* Kept them under a (role, client) key: the same rows, in the
	 * same order, without it. */
	if (has_key_index(db) && exec(db, "CREATE TABLE request_new (role "
	    "TEXT NOT NULL, client TEXT NOT NULL, answer TEXT NOT NULL, at "
	    "INTEGER NOT NULL DEFAULT 0); INSERT INTO request_new (role, "
	    "client, answer, at) SELECT role, client, answer, at FROM request "
	    "ORDER BY rowid; DROP TABLE request; ALTER TABLE request_new "
	    "RENAME TO request") != 0)
		goto fail;
	if (exec(db, "COMMIT") == 0)
		return 0;
fail:
	exec(db, "ROLLBACK");
	return -1;
}

struct answers *
answers_open(sqlite3 *db)
{
	struct answers	*a;

	if (prepare_table(db) != 0 || (a = xcalloc(1, sizeof *a)) == NULL)
		return NULL;
	a->db = db;
	if (answers_reload(a) != 0) {
		answers_free(a);
		return NULL;
	}
	return a;
}

void
answers_free(struct answers *a)
{
	if (a == NULL)
		return;
	tdestroy(a->root, free);
	free(a->roles);
	free(a);
}

char *
answers_get(struct answers *a, const char *role, const char *client)
{
	struct kept_at	*key, **at;
	sqlite3_stmt	*st;
	char		*got = NULL;

	if ((key = entry_new(role, client, 0)) == NULL)
		return NULL;
	at = tfind(key, &a->root, entry_cmp);
	free(key);
	if (at == NULL)
		return NULL;
	/* The row is read, never trusted to the memory alone: it is the
	 * role's and the client id's still. */
	if ((st = stmt_get(a->db, "SELECT answer FROM request WHERE rowid = ?1 "
	    "AND role = ?2 AND client = ?3")) == NULL)
		return NULL;
	sqlite3_bind_int64(st, 1, (*at)->rowid);
	sqlite3_bind_text(st, 2, role, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, client, -1, SQLITE_STATIC);
	/* A row damaged outside the server (a NULL) is no answer. */
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) ==
	    SQLITE_TEXT)
		got = xstrdup((const char *)sqlite3_column_text(st, 0));
	stmt_put(st);
	return got;
}

/* An answer too long to keep whole: what a repeat needs (whether it
 * went, how far the journal was, the error), and where the rest is. */
static char *
cut_down(json_t *answer)
{
	json_t	*reply = json_object_get(answer, "reply"), *o;
	char	*dump;

	o = xjson_pack("{s:O, s:O*, s:{s:O*, s:O*, s:O*, s:s}, s:O*, s:O*}",
	    "ok", json_object_get(answer, "ok"),
	    "error", json_object_get(answer, "error"),
	    "reply", "ok", json_object_get(reply, "ok"),
	    "error", json_object_get(reply, "error"),
	    "command", json_object_get(reply, "command"),
	    "text", "(Its answer was too long to keep for a repeat: `log` "
	    "shows what it recorded.)\n",
	    "first", json_object_get(answer, "first"),
	    "last_seq", json_object_get(answer, "last_seq"));
	dump = o != NULL ? json_dumps(o, JSON_COMPACT) : NULL;
	json_decref(o);
	return dump;
}

/* The window.  A role past ANSWERS_KEPT by ANSWERS_PRUNE loses its oldest
 * rows down to ANSWERS_KEPT (read in rowid order until that many of its
 * own are found: rows of the others are passed, never sorted).  Every
 * ANSWERS_PRUNE rows, the rows older than ANSWER_DAYS go: rows are
 * appended as time passes, so these are the first ones, up to the first
 * that is younger (one the clock set back may stay a while longer, none
 * goes early). */
static void
prune(struct answers *a, const char *role, sqlite3_int64 rowid, time_t now)
{
	struct role_rows *r = role_rows(a, role);
	sqlite3_stmt	*st;

	if (r != NULL && r->n > ANSWERS_KEPT + ANSWERS_PRUNE && sql_prepare(
	    a->db, "DELETE FROM request WHERE rowid IN (SELECT rowid FROM "
	    "request WHERE role = ?1 ORDER BY rowid LIMIT ?2) RETURNING role, "
	    "client, rowid", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, role, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 2, r->n - ANSWERS_KEPT);
		each_row(a, st, index_drop);
	}
	if (rowid % ANSWERS_PRUNE == 0 && sql_prepare(a->db, "DELETE FROM "
	    "request WHERE rowid < coalesce((SELECT rowid FROM request WHERE "
	    "at >= ?1 ORDER BY rowid LIMIT 1), ?2) RETURNING role, client, "
	    "rowid", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_int64(st, 1, (sqlite3_int64)now - ANSWER_DAYS *
		    86400);
		sqlite3_bind_int64(st, 2, rowid + 1);
		each_row(a, st, index_drop);
	}
}

/* Keep dump (its length n, a NUL after it) as role's answer to client. */
static void
put_text(struct answers *a, const char *role, const char *client,
    const char *dump, size_t n)
{
	sqlite3_stmt	*st;
	time_t		 now = time(NULL);
	sqlite3_int64	 rowid;
	int		 rc;

	if ((st = stmt_get(a->db, "INSERT INTO request (role, client, answer, "
	    "at) VALUES (?1, ?2, ?3, ?4)")) == NULL)
		return;
	sqlite3_bind_text(st, 1, role, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, client, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, dump, (int)n, SQLITE_STATIC);
	sqlite3_bind_int64(st, 4, (sqlite3_int64)now);
	rc = sqlite3_step(st);
	stmt_put(st);
	if (rc != SQLITE_DONE)
		return;
	rowid = sqlite3_last_insert_rowid(a->db);
	index_add(a, role, client, rowid);
	prune(a, role, rowid, now);
}

void
answers_put(struct answers *a, const char *role, const char *client,
    json_t *answer)
{
	char	*dump = json_dump_text(answer, JSON_COMPACT, NULL);

	if (dump != NULL && strlen(dump) > ANSWER_MAX) {
		free(dump);
		dump = cut_down(answer);
	}
	if (dump != NULL)
		put_text(a, role, client, dump, strlen(dump));
	free(dump);
}

void
answers_put_text(struct answers *a, const char *role, const char *client,
    json_t *answer, const char *text, size_t n)
{
	char	*dump;

	if (n + 1 > ANSWER_MAX) {
		answers_put(a, role, client, answer);
		return;
	}
	dump = xmalloc(n + 2);
	memcpy(dump, text, n);
	dump[n] = '}';
	dump[n + 1] = '\0';
	put_text(a, role, client, dump, n + 1);
	free(dump);
}
