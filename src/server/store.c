/* The server's store: campaigns, role tokens (only their SHA-256 is
 * kept, compared in constant time), and the replies to requests already
 * answered so that a retried request is never applied twice. */
#include <sys/random.h>
#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/rules.h"
#include "adj/sha256.h"
#include "server.h"

static const char schema[] =
    "PRAGMA journal_mode = WAL;"
    "PRAGMA synchronous = FULL;"
    "CREATE TABLE IF NOT EXISTS campaign (id TEXT PRIMARY KEY, game TEXT NOT "
    " NULL, scenario TEXT NOT NULL, created TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS token (hash TEXT PRIMARY KEY, campaign TEXT "
    " NOT NULL REFERENCES campaign(id), role TEXT NOT NULL, revoked INTEGER "
    " NOT NULL DEFAULT 0);"
    "CREATE TABLE IF NOT EXISTS request (campaign TEXT NOT NULL, client TEXT "
    " NOT NULL, reply TEXT NOT NULL, PRIMARY KEY (campaign, client));";

sqlite3 *
store_open(const char *dir, char *err, size_t errlen)
{
	sqlite3	*db;
	char	 path[4096];

	mkdir(dir, 0700);
	snprintf(path, sizeof path, "%s/server.db", dir);
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, NULL) != SQLITE_OK ||
	    sqlite3_exec(db, schema, NULL, NULL, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "cannot open the server store %s: %s",
		    path, sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	sqlite3_busy_timeout(db, 5000);
	return db;
}

static int
random_hex(char *out, size_t bytes)
{
	unsigned char	 b[64];
	size_t		 i;

	if (bytes > sizeof b || getrandom(b, bytes, 0) != (ssize_t)bytes)
		return -1;
	for (i = 0; i < bytes; i++)
		sprintf(out + 2 * i, "%02x", b[i]);
	return 0;
}

static int
exec_bind(sqlite3 *db, const char *sql, const char *a, const char *b,
    const char *c, const char *d)
{
	sqlite3_stmt	*st;
	int		 rc;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, a, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, b, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, c, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, d, -1, SQLITE_STATIC);
	rc = sqlite3_step(st) == SQLITE_DONE ? 0 : -1;
	sqlite3_finalize(st);
	return rc;
}

int
store_token_issue(sqlite3 *db, const char *campaign, const char *role,
    char tok[65])
{
	char	 hash[65];

	if (random_hex(tok, 32) != 0)
		return -1;
	sha256_hex(tok, strlen(tok), hash);
	if (exec_bind(db, "UPDATE token SET revoked = 1 WHERE campaign = ?1 AND "
	    "role = ?2", campaign, role, NULL, NULL) != 0)
		return -1;
	return exec_bind(db, "INSERT INTO token (hash, campaign, role) VALUES "
	    "(?1, ?2, ?3)", hash, campaign, role, NULL);
}

/* Constant time over the whole length: no early exit on a mismatch. */
static int
same(const char *a, const char *b, size_t n)
{
	unsigned char	 d = 0;
	size_t		 i;

	for (i = 0; i < n; i++)
		d |= (unsigned char)(a[i] ^ b[i]);
	return d == 0;
}

int
store_token_check(sqlite3 *db, const char *token, char *campaign,
    size_t clen, char *role, size_t rlen)
{
	sqlite3_stmt	*st;
	char		 hash[65];
	int		 ok = -1;

	if (token == NULL || strlen(token) != 64)
		return -1;
	sha256_hex(token, 64, hash);
	if (sqlite3_prepare_v2(db, "SELECT hash, campaign, role FROM token "
	    "WHERE hash = ?1 AND revoked = 0", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, hash, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW && same((const char *)
	    sqlite3_column_text(st, 0), hash, 64)) {
		snprintf(campaign, clen, "%s", sqlite3_column_text(st, 1));
		snprintf(role, rlen, "%s", sqlite3_column_text(st, 2));
		ok = 0;
	}
	sqlite3_finalize(st);
	return ok;
}

char *
store_request_get(sqlite3 *db, const char *campaign, const char *client)
{
	sqlite3_stmt	*st;
	char		*reply = NULL;

	if (sqlite3_prepare_v2(db, "SELECT reply FROM request WHERE campaign = "
	    "?1 AND client = ?2", -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, campaign, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, client, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		reply = strdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return reply;
}

int
store_request_put(sqlite3 *db, const char *campaign, const char *client,
    const char *reply)
{
	return exec_bind(db, "INSERT OR IGNORE INTO request VALUES (?1, ?2, ?3)",
	    campaign, client, reply, NULL);
}

int
store_campaign_new(sqlite3 *db, const char *dir, sqlite3 *rules,
    const char *game, const char *scenario, char *id, size_t idlen,
    char *err, size_t errlen)
{
	char	 hex[17];

	(void)dir;
	if (rules_int(rules, 0, "SELECT count(*) FROM scenario WHERE game = ?1 "
	    "AND id = ?2", game, scenario) != 1) {
		snprintf(err, errlen, "no scenario %s of %s (`adjutant games` "
		    "lists them)", scenario, game);
		return -1;
	}
	if (random_hex(hex, 8) != 0) {
		snprintf(err, errlen, "no random source for the campaign id");
		return -1;
	}
	snprintf(id, idlen, "%s", hex);
	if (exec_bind(db, "INSERT INTO campaign VALUES (?1, ?2, ?3, "
	    "strftime('%Y-%m-%dT%H:%M:%SZ','now'))", id, game, scenario,
	    NULL) != 0) {
		snprintf(err, errlen, "cannot record the campaign: %s",
		    sqlite3_errmsg(db));
		return -1;
	}
	return 0;
}
