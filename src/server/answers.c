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
 * older than ANSWER_DAYS.  A role that
 * only reads (the observer) never adds a byte to the campaign's file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adj/stmt_cache.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"
#include "answers.h"

static int
exec(sqlite3 *db, const char *sql)
{
	return sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK ? 0 : -1;
}

int
answers_prepare(sqlite3 *db)
{
	sqlite3_stmt	*st;
	char		 sql[256];

	if (exec(db, "CREATE TABLE IF NOT EXISTS request (role TEXT NOT NULL, "
	    "client TEXT NOT NULL, answer TEXT NOT NULL, at INTEGER NOT NULL "
	    "DEFAULT 0, PRIMARY KEY (role, client))") != 0)
		return -1;
	if (sql_prepare(db, "SELECT at FROM request LIMIT 0", -1, &st,
	    NULL) == SQLITE_OK) {
		sqlite3_finalize(st);
		return 0;
	}
	/* A file an older server kept every answer in: its window starts
	 * now, and what recorded nothing ("first": 0) goes. */
	snprintf(sql, sizeof sql, "BEGIN IMMEDIATE; ALTER TABLE request ADD "
	    "COLUMN at INTEGER NOT NULL DEFAULT 0; UPDATE request SET at = "
	    "%lld; DELETE FROM request WHERE coalesce(json_extract(answer, "
	    "'$.first'), 0) = 0; COMMIT", (long long)time(NULL));
	if (exec(db, sql) != 0) {
		exec(db, "ROLLBACK");
		return -1;
	}
	return 0;
}

char *
answers_get(sqlite3 *db, const char *role, const char *client)
{
	sqlite3_stmt	*st;
	char		*a = NULL;

	/* Kept prepared, as the insert below: a terminal's every command
	 * carries a client id. */
	if ((st = stmt_get(db, "SELECT answer FROM request WHERE role = ?1 "
	    "AND client = ?2")) == NULL)
		return NULL;
	sqlite3_bind_text(st, 1, role, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, client, -1, SQLITE_STATIC);
	/* A row damaged outside the server (a NULL) is no answer. */
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) ==
	    SQLITE_TEXT)
		a = xstrdup((const char *)sqlite3_column_text(st, 0));
	stmt_put(st);
	return a;
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

void
answers_put(sqlite3 *db, const char *role, const char *client,
    json_t *answer)
{
	sqlite3_stmt	*st;
	char		*dump = json_dump_text(answer, JSON_COMPACT, NULL);
	time_t		 now = time(NULL);

	if (dump != NULL && strlen(dump) > ANSWER_MAX) {
		free(dump);
		dump = cut_down(answer);
	}
	if (dump != NULL && (st = stmt_get(db, "INSERT OR IGNORE INTO "
	    "request (role, client, answer, at) VALUES (?1, ?2, ?3, ?4)")) !=
	    NULL) {
		sqlite3_bind_text(st, 1, role, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, client, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, dump, -1, SQLITE_STATIC);
		sqlite3_bind_int64(st, 4, (sqlite3_int64)now);
		sqlite3_step(st);
		stmt_put(st);
	}
	free(dump);
	/* The window, kept every so often (a pass over the table): rows are
	 * numbered as they come (rowid). */
	if (sqlite3_last_insert_rowid(db) % ANSWERS_PRUNE != 0 ||
	    sql_prepare(db, "DELETE FROM request WHERE at < ?1 OR rowid "
	    "IN (SELECT rowid FROM (SELECT rowid, row_number() OVER (PARTITION "
	    "BY role ORDER BY rowid DESC) AS n FROM request) WHERE n > ?2)", -1,
	    &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_int64(st, 1, (sqlite3_int64)now - ANSWER_DAYS * 86400);
	sqlite3_bind_int(st, 2, ANSWERS_KEPT);
	sqlite3_step(st);
	sqlite3_finalize(st);
}
