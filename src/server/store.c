/* The server's store: campaigns and role tokens.  A token is 32 random
 * bytes from the OS; only its SHA-256 is kept, so a copy of the data
 * folder opens nothing.  (The answers to client ids live in each
 * campaign's own file, beside the events they made: campaign.c.) */
#include <sys/random.h>
#include <sys/stat.h>

#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/private.h"
#include "adj/rules.h"
#include "adj/sha256.h"
#include "adj/prepare.h"
#include "server.h"
#include "token_cache.h"

static sqlite3	*store;
/* Every request checks its token: kept while the store is unchanged
 * (token_cache.c); else by this statement, prepared once (its compiling
 * cost more than the look-up), and used by one request thread at a
 * time. */
static sqlite3_stmt	*token_st;
static pthread_mutex_t	 token_lock = PTHREAD_MUTEX_INITIALIZER;

static const char schema[] =
    "PRAGMA journal_mode = WAL;"
    "PRAGMA synchronous = FULL;"
    "CREATE TABLE IF NOT EXISTS campaign (id TEXT PRIMARY KEY, game TEXT NOT "
    " NULL, scenario TEXT NOT NULL, created TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS token (hash TEXT PRIMARY KEY, campaign TEXT "
    " NOT NULL REFERENCES campaign(id), role TEXT NOT NULL, revoked INTEGER "
    " NOT NULL DEFAULT 0);"
    /* The address terminals reach the campaign at (--url), for the links
     * printed beside a token issued later. */
    "CREATE TABLE IF NOT EXISTS campaign_url (campaign TEXT PRIMARY KEY "
    " REFERENCES campaign(id), url TEXT NOT NULL);"
    /* A campaign the operator removed (`serve remove`): kept, files and
     * rows, as an archive, but served no more and its tokens gone.  A
     * table of its own, so that a store made before it gains it by the
     * CREATE alone. */
    "CREATE TABLE IF NOT EXISTS campaign_archive (campaign TEXT PRIMARY KEY "
    " REFERENCES campaign(id), at TEXT NOT NULL);"
    /* What an older server kept of the tokens it revoked. */
    "DELETE FROM token WHERE revoked != 0;";

/* The server's files are its alone: the store holds every campaign's
 * roles, a campaign's file every side's secrets.  New ones are made so
 * (private.c); those an earlier version left readable by others are made
 * so here.  Only its own (the folder may be one the operator shares). */
static int
server_file(const char *name)
{
	size_t	 n = strlen(name);

	return strcmp(name, "server.db") == 0 || strcmp(name,
	    "requests.log") == 0 || (n > 4 &&
	    strcmp(name + n - 4, ".adj") == 0) || (n > 10 &&
	    strcmp(name + n - 10, ".tables.db") == 0);
}

static void
data_private(const char *dir)
{
	struct dirent	*d;
	DIR		*dp;
	char		 path[4400];

	if ((dp = opendir(dir)) == NULL)
		return;
	while ((d = readdir(dp)) != NULL)
		if (server_file(d->d_name) && snprintf(path, sizeof path,
		    "%s/%s", dir, d->d_name) < (int)sizeof path)
			private_tighten(path);
	closedir(dp);
}

int
store_open(const char *dir, char *err, size_t errlen)
{
	char	 path[4096];

	private_mkdir(dir);
	data_private(dir);
	snprintf(path, sizeof path, "%s/server.db", dir);
	private_create(path);	/* when new: owner-only from the start */
	/* FULLMUTEX: request threads share this one handle. */
	if (sqlite3_open_v2(path, &store, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, NULL) != SQLITE_OK ||
	    sqlite3_exec(store, schema, NULL, NULL, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "cannot open the server store %s: %s",
		    path, sqlite3_errmsg(store));
		sqlite3_close(store);
		store = NULL;
		return -1;
	}
	sqlite3_busy_timeout(store, 5000);
	return 0;
}

int
store_watch(void)
{
	const char	*db = store != NULL ? sqlite3_db_filename(store, "main") :
			    NULL;

	/* The log exists while this connection is open (WAL). */
	return token_cache_watch(db, db != NULL ? sqlite3_filename_wal(db) :
	    NULL);
}

void
store_close(void)
{
	token_cache_close();
	sqlite3_finalize(token_st);
	token_st = NULL;
	sqlite3_close(store);
	store = NULL;
}

static int
random_hex(char *out, size_t bytes)
{
	unsigned char	 b[64];
	size_t		 i;

	if (bytes > sizeof b || getrandom(b, bytes, 0) != (ssize_t)bytes)
		return -1;
	for (i = 0; i < bytes; i++)
		snprintf(out + 2 * i, 3, "%02x", b[i]);
	return 0;
}

/* A column as text: "" for NULL or a blob (a store edited by hand). */
static const char *
col_text(sqlite3_stmt *st, int col)
{
	int	 type = sqlite3_column_type(st, col);

	return type == SQLITE_NULL || type == SQLITE_BLOB ? "" :
	    (const char *)sqlite3_column_text(st, col);
}

/* A statement with up to three text parameters bound, or NULL. */
static sqlite3_stmt *
query(const char *sql, const char *a, const char *b, const char *c)
{
	sqlite3_stmt	*st;

	if (sql_prepare(store, sql, -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, a, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, b, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, c, -1, SQLITE_STATIC);
	return st;
}

static int
exec3(const char *sql, const char *a, const char *b, const char *c)
{
	sqlite3_stmt	*st = query(sql, a, b, c);
	int		 rc;

	if (st == NULL)
		return -1;
	rc = sqlite3_step(st) == SQLITE_DONE ? 0 : -1;
	sqlite3_finalize(st);
	return rc;
}

int
store_campaign_each(void (*fn)(const char *id, void *), void *arg)
{
	sqlite3_stmt	*st = query("SELECT id FROM campaign WHERE id NOT IN "
			    "(SELECT campaign FROM campaign_archive) ORDER BY id",
			    NULL, NULL, NULL);

	if (st == NULL)
		return -1;
	while (sqlite3_step(st) == SQLITE_ROW)
		if (*col_text(st, 0) != '\0')
			fn(col_text(st, 0), arg);
	sqlite3_finalize(st);
	return 0;
}

/* A revoked token's row goes: it opens no more than one never issued,
 * and a store that kept every token ever issued would grow with each
 * reissue. */
int
store_token_revoke(const char *campaign, const char *role)
{
	int	 rc = exec3("DELETE FROM token WHERE campaign = ?1 AND role = ?2",
		    campaign, role, NULL);

	token_cache_forget();	/* the log's write says so too */
	return rc;
}

int
store_token_issue(const char *campaign, const char *role, char tok[65])
{
	char	 hash[65];
	int	 rc;

	if (random_hex(tok, 32) != 0)
		return -1;
	sha256_hex(tok, strlen(tok), hash);
	if (exec3("BEGIN IMMEDIATE", NULL, NULL, NULL) != 0)
		return -1;
	if (store_token_revoke(campaign, role) != 0 || exec3("INSERT INTO "
	    "token (hash, campaign, role) VALUES (?1, ?2, ?3)", hash, campaign,
	    role) != 0) {
		exec3("ROLLBACK", NULL, NULL, NULL);
		return -1;
	}
	rc = exec3("COMMIT", NULL, NULL, NULL);
	token_cache_forget();
	return rc;
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
store_token_check(const char *token, char *campaign, size_t clen,
    char *role, size_t rlen)
{
	sqlite3_stmt	*st;
	char		 hash[65];
	uint64_t	 gen;
	int		 ok = -1;

	if (token == NULL || strlen(token) != 64)
		return -1;
	sha256_hex(token, 64, hash);
	if (token_cache_get(hash, campaign, clen, role, rlen, &gen) == 0)
		return 0;
	pthread_mutex_lock(&token_lock);
	if (token_st == NULL && sql_prepare_v3(store, "SELECT hash, "
	    "campaign, role FROM token WHERE hash = ?1 AND revoked = 0 AND "
	    "campaign NOT IN (SELECT campaign FROM campaign_archive)", -1,
	    SQLITE_PREPARE_PERSISTENT, &token_st, NULL) != SQLITE_OK) {
		pthread_mutex_unlock(&token_lock);
		return -1;
	}
	st = token_st;
	sqlite3_bind_text(st, 1, hash, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW && same(col_text(st, 0), hash, 64) &&
	    *col_text(st, 1) != '\0' && *col_text(st, 2) != '\0') {
		snprintf(campaign, clen, "%s", col_text(st, 1));
		snprintf(role, rlen, "%s", col_text(st, 2));
		token_cache_put(hash, col_text(st, 1), col_text(st, 2), gen);
		ok = 0;
	}
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	pthread_mutex_unlock(&token_lock);
	return ok;
}

json_t *
store_campaign_info(const char *campaign)
{
	sqlite3_stmt	*st;
	json_t		*o = NULL;

	if ((st = query("SELECT game, scenario FROM campaign WHERE id = ?1 AND "
	    "id NOT IN (SELECT campaign FROM campaign_archive)", campaign, NULL,
	    NULL)) == NULL)
		return NULL;
	if (sqlite3_step(st) == SQLITE_ROW)
		o = xjson_pack("{s:b, s:s, s:s, s:s}", "ok", 1, "campaign",
		    campaign, "game", (const char *)sqlite3_column_text(st, 0),
		    "scenario", (const char *)sqlite3_column_text(st, 1));
	sqlite3_finalize(st);
	return o;
}

char **
store_roles(sqlite3 *rules, const char *campaign)
{
	json_t		*info = store_campaign_info(campaign);
	sqlite3_stmt	*st;
	char		**roles;
	int		 n = 1;

	if (info == NULL)
		return NULL;
	if ((roles = xcalloc(16, sizeof *roles)) == NULL)
		abort();
	roles[0] = xstrdup("umpire");
	if (sql_prepare(rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, json_string_value(json_object_get(info,
		    "game")), -1, SQLITE_TRANSIENT);
		while (n < 14 && sqlite3_step(st) == SQLITE_ROW)
			roles[n++] = xstrdup((const char *)sqlite3_column_text(st,
			    0));
		sqlite3_finalize(st);
	}
	roles[n] = xstrdup("observer");
	json_decref(info);
	return roles;
}

int
store_campaign_new(sqlite3 *rules, const char *game, const char *scenario,
    char *id, size_t idlen, char *err, size_t errlen)
{
	char	 hex[17];

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
	if (exec3("INSERT INTO campaign VALUES (?1, ?2, ?3, "
	    "strftime('%Y-%m-%dT%H:%M:%SZ','now'))", id, game, scenario) != 0) {
		snprintf(err, errlen, "cannot record the campaign: %s",
		    sqlite3_errmsg(store));
		return -1;
	}
	return 0;
}

int
store_campaign_url_set(const char *campaign, const char *url)
{
	return exec3("INSERT OR REPLACE INTO campaign_url VALUES (?1, ?2)",
	    campaign, url, NULL);
}

int
store_campaign_url(const char *campaign, char *out, size_t len)
{
	sqlite3_stmt	*st;
	int		 rc = -1;

	if ((st = query("SELECT url FROM campaign_url WHERE campaign = ?1",
	    campaign, NULL, NULL)) == NULL)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW && *col_text(st, 0) != '\0') {
		snprintf(out, len, "%s", col_text(st, 0));
		rc = 0;
	}
	sqlite3_finalize(st);
	return rc;
}

/* Every campaign, archived ones too, oldest first: {campaign, game,
 * scenario, created, archived (the time, or null)}. */
json_t *
store_campaign_list(void)
{
	sqlite3_stmt	*st;
	json_t		*a = json_array();

	if ((st = query("SELECT c.id, c.game, c.scenario, c.created, a.at FROM "
	    "campaign c LEFT JOIN campaign_archive a ON a.campaign = c.id "
	    "ORDER BY c.created, c.rowid", NULL, NULL, NULL)) == NULL) {
		json_decref(a);
		return NULL;
	}
	while (sqlite3_step(st) == SQLITE_ROW)
		json_array_append_new(a, xjson_pack("{s:s, s:s, s:s, s:s, s:o}",
		    "campaign", col_text(st, 0), "game", col_text(st, 1),
		    "scenario", col_text(st, 2), "created", col_text(st, 3),
		    "archived", sqlite3_column_type(st, 4) == SQLITE_NULL ?
		    json_null() : json_string(col_text(st, 4))));
	sqlite3_finalize(st);
	return a;
}

/* Archived in one transaction: marked, and every token of it gone, or
 * neither.  0; 1 when there is no such campaign, or it is archived
 * already; -1 when the store could not be written. */
int
store_campaign_archive(const char *campaign)
{
	sqlite3_stmt	*st;
	int		 live, rc;

	if (exec3("BEGIN IMMEDIATE", NULL, NULL, NULL) != 0)
		return -1;
	if ((st = query("SELECT count(*) FROM campaign WHERE id = ?1 AND id NOT "
	    "IN (SELECT campaign FROM campaign_archive)", campaign, NULL,
	    NULL)) == NULL) {
		exec3("ROLLBACK", NULL, NULL, NULL);
		return -1;
	}
	live = sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int(st, 0) == 1;
	sqlite3_finalize(st);
	if (!live) {
		exec3("ROLLBACK", NULL, NULL, NULL);
		return 1;
	}
	if (exec3("INSERT INTO campaign_archive VALUES (?1, "
	    "strftime('%Y-%m-%dT%H:%M:%SZ','now'))", campaign, NULL, NULL) != 0 ||
	    exec3("DELETE FROM token WHERE campaign = ?1", campaign, NULL,
	    NULL) != 0) {
		exec3("ROLLBACK", NULL, NULL, NULL);
		return -1;
	}
	rc = exec3("COMMIT", NULL, NULL, NULL);
	token_cache_forget();
	return rc;
}
