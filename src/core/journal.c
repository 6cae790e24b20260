/* Session journal on SQLite.
 *
 * Durability: WAL with synchronous=FULL, one transaction per command, so a
 * command whose result was printed survives kill -9 and power loss, and a
 * command cut off half-way leaves no trace.  The chain hash covers every
 * field the player sees, so an edited, dropped or reordered event is found
 * by journal_verify(). */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/filelock.h"
#include "adj/budget.h"
#include "adj/journal.h"
#include "adj/num.h"
#include "adj/private.h"
#include "adj/sha256.h"
#include "adj/stmt_cache.h"
#include "adj/prepare.h"

#define JOURNAL_FORMAT	"1"
#define PATH_USABLE	460	/* bytes of a session path (SQLite: 512) */

struct journal {
	sqlite3		*db;
	char		*path;
	int64_t		 last_seq;
	char		 last_hash[65];
	int64_t		 cmd;
	int		 in_tx;
	int		 batch;		/* an outer transaction is open: each
					 * command is a savepoint inside it */
	int		 batch_read;	/* its tail read since it began */
	int		 batch_moved;	/* a command of it was kept */
	sqlite3_stmt	*insert;
	int		 held;		/* journal_hold took the file */
	char		 damage[160];	/* the damaged row journal_each met */
	journal_fn	 on_append;	/* told each event appended */
	void		*on_append_arg;
	int		(*between)(struct journal *, void *); /* a walk's */
	void		*between_arg;
};

static const char journal_schema[] =
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);"
    "CREATE TABLE IF NOT EXISTS event ("
    " seq INTEGER PRIMARY KEY, cmd INTEGER NOT NULL, turn INTEGER NOT NULL,"
    " phase TEXT NOT NULL, kind TEXT NOT NULL, vis TEXT NOT NULL,"
    " text TEXT NOT NULL, data TEXT NOT NULL, at TEXT NOT NULL,"
    " prev TEXT NOT NULL, hash TEXT NOT NULL);"
    /* The undos, which every fold reads before the events they take
     * back (acted.c's undone_load): without it, a scan of the whole
     * journal for a handful of rows, a tenth of opening a long session.
     * Files made before it have none and are scanned. */
    "CREATE INDEX IF NOT EXISTS event_undo ON event (seq) WHERE "
    "kind = 'undo';";

static const char zero_hash[] =
    "0000000000000000000000000000000000000000000000000000000000000000";

/* A whole number in decimal at p; its length. */
static size_t
put_int(char *p, long long v)
{
	char			 t[24];
	size_t			 n = 0, i;
	unsigned long long	 u = v < 0 ? 0 - (unsigned long long)v :
				    (unsigned long long)v;

	do
		t[n++] = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		t[n++] = '-';
	for (i = 0; i < n; i++)
		p[i] = t[n - 1 - i];
	return n;
}

/* The hashed text is the fields, one a line: prev, seq, cmd, turn,
 * phase, kind, vis, at, text, data.  Put together by hand, in one buffer
 * on the stack for all but the longest events: printf's formatting cost
 * a walk of the chain more than the hashing did. */
void
event_hash(const struct event *e, char out[65])
{
	const char	*str[6] = { e->phase, e->kind, e->vis, e->at, e->text,
			    e->data };
	size_t		 len[6], need, o, i;
	char		 stack[4096], *m;
	uint8_t		 d[32];

	need = strlen(e->prev) + 3 * 21 + 10;
	for (i = 0; i < 6; i++)
		need += (len[i] = strlen(str[i])) + 1;
	m = need <= sizeof stack ? stack : xmalloc(need);
	o = strlen(e->prev);
	memcpy(m, e->prev, o);
	m[o++] = '\n';
	o += put_int(m + o, (long long)e->seq);
	m[o++] = '\n';
	o += put_int(m + o, (long long)e->cmd);
	m[o++] = '\n';
	o += put_int(m + o, e->turn);
	for (i = 0; i < 6; i++) {
		m[o++] = '\n';
		memcpy(m + o, str[i], len[i]);
		o += len[i];
	}
	sha256_digest(m, o, d);
	sha256_tohex(d, out);
	if (m != stack)
		free(m);
}

static int
load_tail(struct journal *j)
{
	sqlite3_stmt	*st;
	int		 rc;

	j->last_seq = 0;
	snprintf(j->last_hash, sizeof j->last_hash, "%s", zero_hash);
	/* Kept prepared: a server's batch reads it at every refusal. */
	if ((st = stmt_get(j->db, "SELECT seq, hash FROM event ORDER BY "
	    "seq DESC LIMIT 1")) == NULL)
		return -1;
	rc = sqlite3_step(st);
	/* A damaged hash (NULL) is read as none: the walk of the events
	 * reports that row (row_damaged). */
	if (rc == SQLITE_ROW) {
		j->last_seq = sqlite3_column_int64(st, 0);
		snprintf(j->last_hash, sizeof j->last_hash, "%s",
		    sqlite3_column_type(st, 1) == SQLITE_TEXT ?
		    (const char *)sqlite3_column_text(st, 1) : "");
	}
	stmt_put(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
}

/* A session is a file that stays.  SQLite would take "", ":memory:" and
 * "file:" URIs too, and keep nothing ("Session saved" with nothing on
 * disk), so those are refused wherever a path comes in. */
int
journal_path_check(const char *path, char *err, size_t errlen)
{
	const char	*p;

	if (*path == '\0' || strcmp(path, ":memory:") == 0 ||
	    strncmp(path, "file:", 5) == 0) {
		snprintf(err, errlen, "\"%s\" is not a session file: expected "
		    "a path such as game.adj (SQLite's in-memory and file: "
		    "names keep nothing)", path);
		return -1;
	}
	/* A line break would split the remembered last session's line. */
	for (p = path; *p != '\0'; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f) {
			snprintf(err, errlen, "a session path may not hold a "
			    "control character (byte %d at column %d)",
			    (unsigned char)*p, (int)(p - path) + 1);
			return -1;
		}
	/* SQLite's own limit on a path is 512 bytes, with room for the
	 * -wal and a `new`'s temporary name. */
	if (p - path > PATH_USABLE) {
		snprintf(err, errlen, "a session path may be at most %d bytes; "
		    "this one is %d", PATH_USABLE, (int)(p - path));
		return -1;
	}
	return 0;
}

int
journal_open(const char *path, int create, struct journal **out, char *err,
    size_t errlen)
{
	struct journal	*j;
	char		*fmt = NULL;
	int		 flags = SQLITE_OPEN_READWRITE;

	*out = NULL;
	if (journal_path_check(path, err, errlen) != 0)
		return -1;
	/* Made owner-only before SQLite opens it, so that its -wal and
	 * -shm are too (private.c). */
	if (create && private_create(path) != 0) {
		if (errno == EEXIST)
			snprintf(err, errlen, "%s already exists: open it with "
			    "--session, or choose another name", path);
		else
			snprintf(err, errlen, "cannot create %s: %s", path,
			    strerror(errno));
		return -1;
	}
	if (!create && access(path, F_OK) != 0) {
		snprintf(err, errlen, "no session file at %s", path);
		return -1;
	}
	if (create)
		flags |= SQLITE_OPEN_CREATE;
	j = xcalloc(1, sizeof *j);
	if (j == NULL)
		abort();
	j->path = xstrdup(path);
	if (sqlite3_open_v2(path, &j->db, flags, NULL) != SQLITE_OK)
		goto bad;
	sqlite3_busy_timeout(j->db, JOURNAL_BUSY_MS);
	budget_watch(j->db);
	/* A file that is not a session is refused before anything of it is
	 * changed (WAL mode is written into the file). */
	if (!create) {
		fmt = journal_meta_get(j, "format");
		if (fmt == NULL) {
			snprintf(err, errlen, "%s is not an Adjutant session "
			    "(or it is damaged): expected a file made by `new`",
			    path);
			goto fail;
		}
		if (strcmp(fmt, JOURNAL_FORMAT) != 0) {
			snprintf(err, errlen, "%s is a session of format %s; this "
			    "Adjutant reads format %s", path, fmt, JOURNAL_FORMAT);
			goto fail;
		}
	}
	if (sqlite3_exec(j->db, "PRAGMA journal_mode=WAL; "
	    "PRAGMA synchronous=FULL;", NULL, NULL, NULL) != SQLITE_OK)
		goto bad;
	if (create) {
		if (sqlite3_exec(j->db, journal_schema, NULL, NULL, NULL) !=
		    SQLITE_OK || journal_meta_set(j, "format", JOURNAL_FORMAT) != 0)
			goto bad;
	}
	if (load_tail(j) != 0)
		goto bad;
	free(fmt);
	*out = j;
	return 0;
bad:
	snprintf(err, errlen, "cannot use session %s: %s", path,
	    j->db != NULL ? sqlite3_errmsg(j->db) : "out of memory");
fail:
	free(fmt);
	journal_close(j);
	/* Nothing of a file this call made is left to block the next try. */
	if (create)
		journal_remove_files(path);
	return -1;
}

void
journal_remove_files(const char *path)
{
	char	 p[4200];
	int	 i;

	for (i = 0; private_db_file(path, i, p, sizeof p) != NULL; i++)
		remove(p);
}

void
journal_close(struct journal *j)
{
	if (j == NULL)
		return;
	if (j->in_tx)
		journal_rollback(j);
	journal_release(j);
	sqlite3_finalize(j->insert);
	stmt_forget(j->db);
	sqlite3_close(j->db);
	free(j->path);
	free(j);
}

/* Writers agree through an OS lock on the file itself (filelock: apart
 * from SQLite's own locks, and the same through any symlink or hard
 * link): a process that keeps a file to itself (a campaign server, a
 * terminal's campaign copy) holds it exclusive for as long as it has it;
 * a terminal holds it shared while one command writes.  -1 when another
 * process holds it the other way. */
int
journal_hold(struct journal *j, int exclusive)
{
	if (filelock_take(j->path, exclusive) != 0) {
		journal_release(j);
		return -1;
	}
	j->held = 1;
	return 0;
}

void
journal_release(struct journal *j)
{
	if (j->held)
		filelock_drop(j->path);
	j->held = 0;
}

const char *
journal_error(struct journal *j)
{
	return j->damage[0] != '\0' ? j->damage : sqlite3_errmsg(j->db);
}

const char *
journal_text(sqlite3_stmt *st, int col)
{
	int	 type = sqlite3_column_type(st, col);

	return type == SQLITE_TEXT || type == SQLITE_INTEGER || type ==
	    SQLITE_FLOAT ? (const char *)sqlite3_column_text(st, col) : "";
}

sqlite3 *
journal_db(struct journal *j)
{
	return j->db;
}

const char *
journal_path(struct journal *j)
{
	return j->path;
}

int64_t
journal_last_seq(struct journal *j)
{
	return j->last_seq;
}

const char *
journal_last_hash(struct journal *j)
{
	return j->last_hash;
}

/* Another process may have appended since this handle last looked (two
 * terminals on one file): read the true tail.  1 when it moved, so the
 * caller folds what it has not seen before it writes or answers. */
int
journal_refresh(struct journal *j)
{
	int64_t	 seq = j->last_seq;
	char	 hash[65];

	/* A batch holds the file's write lock from its start (BEGIN
	 * IMMEDIATE): once its tail is read, under that lock, nobody but
	 * this handle writes the file, and every change here keeps the tail
	 * in step (an append, a rollback's load_tail).  The server asked
	 * this again at every command of a batch. */
	if (j->batch && j->batch_read)
		return 0;
	memcpy(hash, j->last_hash, sizeof hash);
	if (load_tail(j) != 0)
		return -1;
	j->batch_read = j->batch;
	return j->last_seq != seq || strcmp(hash, j->last_hash) != 0;
}

/* A transaction's statement (BEGIN, SAVEPOINT, COMMIT...), kept prepared:
 * a server's batch runs several for every command, and compiling each
 * cost more than running it.  SQLITE_OK or the error. */
static int
tx(struct journal *j, const char *sql)
{
	sqlite3_stmt	*st;
	int		 rc;

	if ((st = stmt_get(j->db, sql)) == NULL)
		return SQLITE_ERROR;
	rc = sqlite3_step(st);
	stmt_put(st);
	return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

int
journal_begin(struct journal *j)
{
	if (tx(j, j->batch ? "SAVEPOINT cmd" : "BEGIN IMMEDIATE") != SQLITE_OK)
		return -1;
	j->in_tx = 1;
	j->cmd = 0;
	return 0;
}

/* The head: the last event's seq and hash, beside the chain. */
static int
head_set(struct journal *j)
{
	char	 head[96];

	snprintf(head, sizeof head, "%lld %s", (long long)j->last_seq,
	    j->last_hash);
	return journal_meta_set(j, "head", head);
}

/* Group commit (the server): many commands, one durable COMMIT.  Each
 * command's begin/commit/rollback becomes a savepoint, so a refused one
 * still leaves nothing behind, and none is acknowledged before the
 * batch's COMMIT returns. */
int
journal_batch_begin(struct journal *j)
{
	if (tx(j, "BEGIN IMMEDIATE") != SQLITE_OK)
		return -1;
	j->batch = 1;
	j->batch_read = 0;
	j->batch_moved = 0;
	return 0;
}

int
journal_batch_end(struct journal *j, int commit)
{
	int	 rc = 0;

	j->batch = 0;
	/* The head once for the batch, as of its last command kept. */
	if (commit && (!j->batch_moved || head_set(j) == 0) &&
	    tx(j, "COMMIT") == SQLITE_OK)
		return 0;
	if (commit)
		rc = -1;
	tx(j, "ROLLBACK");
	load_tail(j);
	return rc;
}

static void
now_iso(char *out, size_t len)
{
	struct timespec	 ts;
	struct tm	 tm;

	clock_gettime(CLOCK_REALTIME, &ts);
	gmtime_r(&ts.tv_sec, &tm);
	strftime(out, len, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* One row; the statement is kept prepared (the server appends a lot). */
static int
insert_event(struct journal *j, const struct event *e)
{
	sqlite3_stmt	*st = j->insert;
	int		 rc;

	if (st == NULL && sql_prepare_v3(j->db, "INSERT INTO event (seq, "
	    "cmd, turn, phase, kind, vis, text, data, at, prev, hash) VALUES "
	    "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1, SQLITE_PREPARE_PERSISTENT,
	    &j->insert, NULL) != SQLITE_OK)
		return SQLITE_ERROR;
	st = j->insert;
	sqlite3_bind_int64(st, 1, e->seq);
	sqlite3_bind_int64(st, 2, e->cmd);
	sqlite3_bind_int(st, 3, e->turn);
	sqlite3_bind_text(st, 4, e->phase, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, e->kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 6, e->vis, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 7, e->text, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 8, e->data, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 9, e->at, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 10, e->prev, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 11, e->hash, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return rc;
}

int
journal_append(struct journal *j, struct event *e)
{
	char		 at[32];
	int		 rc;

	if (!j->in_tx)
		return -1;
	e->seq = j->last_seq + 1;
	if (j->cmd == 0)
		j->cmd = e->seq;
	e->cmd = j->cmd;
	if (e->vis == NULL)
		e->vis = "all";
	if (e->phase == NULL)
		e->phase = "";
	if (e->data == NULL)
		e->data = "{}";
	if (e->text == NULL)
		e->text = "";
	if (e->at == NULL) {
		now_iso(at, sizeof at);
		e->at = at;
	}
	snprintf(e->prev, sizeof e->prev, "%s", j->last_hash);
	event_hash(e, e->hash);
	rc = insert_event(j, e);
	if (rc == SQLITE_DONE && j->on_append != NULL)
		j->on_append(e, j->on_append_arg);
	if (e->at == at)
		e->at = NULL;
	if (rc != SQLITE_DONE)
		return -1;
	j->last_seq = e->seq;
	snprintf(j->last_hash, sizeof j->last_hash, "%s", e->hash);
	return 0;
}

void
journal_on_append(struct journal *j, journal_fn fn, void *arg)
{
	j->on_append = fn;
	j->on_append_arg = arg;
}

int
journal_commit(struct journal *j)
{
	if (!j->in_tx)
		return 0;
	/* The head (last seq and hash) is kept beside the chain, so that
	 * dropping events from the end is caught as well: by each command,
	 * or by a batch's end for all of its commands (one write, not one
	 * a command). */
	if (j->batch)
		j->batch_moved = 1;
	else if (head_set(j) != 0) {
		journal_rollback(j);
		return -1;
	}
	if (tx(j, j->batch ? "RELEASE cmd" : "COMMIT") != SQLITE_OK) {
		journal_rollback(j);
		return -1;
	}
	j->in_tx = 0;
	return 0;
}

int
journal_checkpoint(struct journal *j)
{
	int64_t	 cmd = j->cmd, seq;
	char	 hash[65];

	/* A batch's commands are made durable together, by its end. */
	if (!j->in_tx || j->batch)
		return 1;
	if (journal_commit(j) != 0)
		return -1;
	seq = j->last_seq;
	memcpy(hash, j->last_hash, sizeof hash);
	if (journal_begin(j) != 0)
		return -2;
	/* Between the COMMIT and the BEGIN another writer may have got in
	 * (two terminals on one file): what this command folded is then
	 * not the file's tail, and it may write no more. */
	if (load_tail(j) != 0 || j->last_seq != seq ||
	    strcmp(j->last_hash, hash) != 0) {
		journal_rollback(j);
		return -2;
	}
	j->cmd = cmd;
	return 0;
}

void
journal_rollback(struct journal *j)
{
	if (j->batch) {
		tx(j, "ROLLBACK TO cmd");
		tx(j, "RELEASE cmd");
	} else
		tx(j, "ROLLBACK");
	j->in_tx = 0;
	load_tail(j);
}

/* An event made elsewhere (a campaign server), stored as it came: its own
 * seq, times and hashes.  Its hash must be its own; it must come after the
 * last one here, and chain onto it when it is the very next (a side's
 * copy has gaps where the other side's secrets were). */
int
journal_append_copy(struct journal *j, const struct event *e, char *err,
    size_t errlen)
{
	char		 h[65];
	int		 rc;

	event_hash(e, h);
	if (strcmp(h, e->hash) != 0) {
		snprintf(err, errlen, "event %lld does not match its own hash",
		    (long long)e->seq);
		return -1;
	}
	if (e->seq <= j->last_seq || (e->seq == j->last_seq + 1 &&
	    strcmp(e->prev, j->last_hash) != 0)) {
		snprintf(err, errlen, "event %lld does not continue this copy "
		    "(which ends at %lld)", (long long)e->seq,
		    (long long)j->last_seq);
		return -1;
	}
	rc = insert_event(j, e);
	if (rc != SQLITE_DONE) {
		snprintf(err, errlen, "cannot store event %lld: %s",
		    (long long)e->seq, sqlite3_errmsg(j->db));
		return -1;
	}
	j->last_seq = e->seq;
	snprintf(j->last_hash, sizeof j->last_hash, "%s", e->hash);
	return 0;
}

int
journal_meta_set(struct journal *j, const char *k, const char *v)
{
	sqlite3_stmt	*st;
	int		 rc;

	/* Kept prepared: every command's commit sets the head.  Changed in
	 * place: REPLACE deleted the row and inserted it anew, a page of the
	 * key's index written with every commit as well as the row's. */
	if ((st = stmt_get(j->db, "INSERT INTO meta VALUES (?, ?) ON "
	    "CONFLICT (key) DO UPDATE SET value = excluded.value")) == NULL)
		return -1;
	sqlite3_bind_text(st, 1, k, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, v, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	stmt_put(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

char *
journal_meta_get(struct journal *j, const char *k)
{
	sqlite3_stmt	*st;
	char		*v = NULL;

	if (sql_prepare(j->db, "SELECT value FROM meta WHERE key = ?",
	    -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, k, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW &&
	    sqlite3_column_type(st, 0) != SQLITE_NULL)
		v = xstrdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return v;
}

/* A row is checked before anything of it is used: the file is the
 * player's, and a row written by hand (the sqlite3 shell, another
 * program) or by a damaged disk may hold NULL, a number or a blob where
 * text belongs, a seq no event has, or data that is no JSON object.  Such
 * a row is reported, never followed (its NULL text once crashed `log`).
 * The columns are journal_each's, then json_valid(data). */
static const char *const column_name[] = { "seq", "cmd", "turn", "phase",
    "kind", "vis", "text", "data", "at", "prev", "hash" };

static const char *
type_name(int type)
{
	switch (type) {
	case SQLITE_NULL:
		return "NULL";
	case SQLITE_INTEGER:
		return "a number";
	case SQLITE_FLOAT:
		return "a real number";
	case SQLITE_BLOB:
		return "a blob";
	}
	return "text";
}

static int
row_damaged(struct journal *j, sqlite3_stmt *st)
{
	long long	 seq = sqlite3_column_int64(st, 0);
	int		 i, want, type;
	const char	*v;

	for (i = 0; i < 11; i++) {
		want = i < 3 ? SQLITE_INTEGER : SQLITE_TEXT;
		if ((type = sqlite3_column_type(st, i)) != want) {
			snprintf(j->damage, sizeof j->damage, "event %lld's %s "
			    "is %s, not %s", seq, column_name[i],
			    type_name(type), want == SQLITE_TEXT ? "text" :
			    "a whole number");
			return 1;
		}
	}
	if (seq < 1 || sqlite3_column_int64(st, 1) < 1 ||
	    sqlite3_column_int64(st, 1) > seq) {
		snprintf(j->damage, sizeof j->damage, "event %lld %s", seq,
		    seq < 1 ? "has a number below 1" : "names a command that "
		    "is no event at or before it");
		return 1;
	}
	v = (const char *)sqlite3_column_text(st, 7);
	if (!sqlite3_column_int(st, 11) || v[strspn(v, " \t\r\n")] != '{') {
		snprintf(j->damage, sizeof j->damage, "event %lld's data is "
		    "not a JSON object", seq);
		return 1;
	}
	return 0;
}

/* A hash column into its 65 bytes, cut as snprintf would cut it (a
 * damaged one may be longer): snprintf per field cost a long walk more
 * than a tenth of its time. */
static void
copy_hash(char out[65], sqlite3_stmt *st, int col)
{
	const char	*v = (const char *)sqlite3_column_text(st, col);
	int		 n = sqlite3_column_bytes(st, col);

	if (n > 64)
		n = 64;
	memcpy(out, v, (size_t)n);
	out[n] = '\0';
}

static void
event_from_row(sqlite3_stmt *st, struct event *e)
{
	e->seq = sqlite3_column_int64(st, 0);
	e->cmd = sqlite3_column_int64(st, 1);
	e->turn = sqlite3_column_int(st, 2);
	e->phase = (const char *)sqlite3_column_text(st, 3);
	e->kind = (const char *)sqlite3_column_text(st, 4);
	e->vis = (const char *)sqlite3_column_text(st, 5);
	e->text = (const char *)sqlite3_column_text(st, 6);
	e->data = (const char *)sqlite3_column_text(st, 7);
	e->at = (const char *)sqlite3_column_text(st, 8);
	copy_hash(e->prev, st, 9);
	copy_hash(e->hash, st, 10);
}

/* The events from seq from to upto, each checked (row_damaged); kept 1:
 * the undone commands' events left out (an undo appends, it never
 * deletes, so the log keeps both; the undo's own event is walked); kept
 * 1 or 2: whether data is JSON left to the fold. */
static int
walk(struct journal *j, int64_t from, int64_t upto, int kept, journal_fn fn,
    void *arg)
{
	sqlite3_stmt	*st;
	struct event	 e;
	int		 rc, stop = 0;

	j->damage[0] = '\0';
	/* An undo whose data is no JSON object, or names no command, takes
	 * back nothing here: its row is walked, and reported, itself. */
	/* A fold parses each data itself, and says when it cannot: its walk
	 * spares SQLite the second parse (a tenth of a long game's open). */
	if ((st = stmt_get(j->db, "SELECT seq, cmd, turn, phase, kind, "
	    "vis, text, data, at, prev, hash, CASE WHEN ?3 THEN 1 ELSE "
	    "json_valid(data) END FROM "
	    "event WHERE seq >= ?1 AND seq <= ?2 AND (?3 <> 1 OR cmd NOT IN (SELECT "
	    "u FROM (SELECT CASE WHEN json_valid(data) THEN CASE json_type("
	    "data, '$.cmd') WHEN 'integer' THEN json_extract(data, '$.cmd') "
	    "END END AS u FROM event WHERE kind = 'undo' AND seq <= ?2) WHERE "
	    "u IS NOT NULL)) ORDER BY seq")) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, from);
	sqlite3_bind_int64(st, 2, upto);
	sqlite3_bind_int(st, 3, kept);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (row_damaged(j, st)) {
			stmt_put(st);
			return -1;
		}
		event_from_row(st, &e);
		if ((stop = fn(&e, arg)) != 0)
			break;
	}
	stmt_put(st);
	if (stop)
		return stop;
	return rc == SQLITE_DONE ? 0 : -1;
}

int
journal_each(struct journal *j, int64_t from, journal_fn fn, void *arg)
{
	return walk(j, from, INT64_MAX, 0, fn, arg);
}

void
journal_on_between(struct journal *j, int (*fn)(struct journal *, void *),
    void *arg)
{
	j->between = fn;
	j->between_arg = arg;
}

/* Events a chunk: few enough that a chunk's read takes milliseconds,
 * many enough that the seek each one begins with costs nothing. */
#define RELEASED_CHUNK	256

/* A chunk of a released walk: counted by rows, not by seqs, so that a
 * file whose seqs jump (a row written by hand with a seq near the
 * largest there is) costs its rows' walk and no more. */
struct chunk {
	journal_fn	 fn;
	void		*arg;
	int		 n;
	int		 full;
	int64_t		 seen;		/* the last seq handed on */
};

static int
chunk_one(const struct event *e, void *arg)
{
	struct chunk	*c = arg;
	int		 rc;

	if ((rc = c->fn(e, c->arg)) != 0)
		return rc;
	c->seen = e->seq;
	if (++c->n < RELEASED_CHUNK)
		return 0;
	c->full = 1;
	return 1;
}

int
journal_each_released(struct journal *j, int64_t from, journal_fn fn,
    void *arg)
{
	sqlite3_stmt	*st;
	struct chunk	 c = { fn, arg, 0, 0, 0 };
	int64_t		 last = 0;
	int		 rc;

	/* The tail as of the walk's start bounds it: the journal only
	 * grows, so every chunk, whatever snapshot it reads, reads the
	 * rows the first one would have. */
	if ((st = stmt_get(j->db, "SELECT max(seq) FROM event")) == NULL)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		last = sqlite3_column_int64(st, 0);
	stmt_put(st);
	for (;;) {
		c.n = c.full = 0;
		rc = walk(j, from, last, 0, chunk_one, &c);
		if (!c.full || c.seen >= last)
			return c.full ? 0 : rc;
		from = c.seen + 1;
		/* The statement is reset: outside a transaction its read
		 * ends there; inside one, the hook may end it. */
		if (j->between != NULL && j->between(j, j->between_arg) != 0) {
			j->damage[0] = '\0';	/* journal_error: SQLite's */
			return -1;
		}
	}
}

int
journal_each_kept(struct journal *j, int64_t upto, journal_fn fn, void *arg)
{
	return walk(j, 1, upto, 1, fn, arg);
}

int
journal_each_fold(struct journal *j, int64_t upto, journal_fn fn, void *arg)
{
	return walk(j, 1, upto, 2, fn, arg);
}

struct verify_state {
	journal_fn	 also;
	void		*arg;
	char		 prev[65];
	int64_t		 expect;
	int64_t		 bad;
	char		*why;
	size_t		 whylen;
};

static int
verify_one(const struct event *e, void *arg)
{
	struct verify_state	*v = arg;
	char			 h[65];

	if (e->seq != v->expect) {
		v->bad = v->expect;
		snprintf(v->why, v->whylen, "event %lld is missing (next found "
		    "is %lld)", (long long)v->expect, (long long)e->seq);
		return 1;
	}
	if (strcmp(e->prev, v->prev) != 0) {
		v->bad = e->seq;
		snprintf(v->why, v->whylen, "event %lld does not follow the "
		    "event before it (reordered or one removed)",
		    (long long)e->seq);
		return 1;
	}
	event_hash(e, h);
	if (strcmp(h, e->hash) != 0) {
		v->bad = e->seq;
		snprintf(v->why, v->whylen, "event %lld was altered after it "
		    "was recorded", (long long)e->seq);
		return 1;
	}
	memcpy(v->prev, e->hash, sizeof v->prev);
	v->expect++;
	if (v->also != NULL)
		v->also(e, v->arg);
	return 0;
}

/* Did the Adjutant that began this file keep a head?  Every version has
 * since 22 November 2026 (79f718d); the few before it wrote a `new` event
 * without "options", which every version since 23 November (6fff1d8)
 * writes.  So a first event with "options" says the file always had a
 * head, and the event is in the chain, where its absence would show. */
static int
keeps_head(struct journal *j)
{
	sqlite3_stmt	*st;
	int		 keeps = 1;

	if (sql_prepare(j->db, "SELECT kind = 'new' AND json_valid(data) "
	    "AND json_type(data, '$.options') IS NULL FROM event WHERE seq = 1",
	    -1, &st, NULL) != SQLITE_OK)
		return 1;
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int(st, 0))
		keeps = 0;
	sqlite3_finalize(st);
	return keeps;
}

/* journal_head_check's, with the head as read (NULL: none). */
static int
head_compare(struct journal *j, const char *head, int64_t last,
    const char *hash, char *why, size_t whylen)
{
	const char	*sp;
	long long	 n;
	char		 expect[96], num[24];

	snprintf(expect, sizeof expect, "%lld %s", (long long)last, hash);
	if (head == NULL) {
		if (!keeps_head(j)) {
			snprintf(why, whylen, "an Adjutant of before 22 November "
			    "2026 made this file and kept no head beside the "
			    "chain, so events removed from its end cannot be "
			    "told");
			return 1;
		}
		snprintf(why, whylen, "the session's head (its last event, kept "
		    "beside the chain) is missing: events after %lld may have "
		    "been removed", (long long)last);
		return -1;
	}
	if (strcmp(head, expect) == 0)
		return 0;
	sp = strchr(head, ' ');
	snprintf(num, sizeof num, "%.*s", sp != NULL ? (int)(sp - head) : 0,
	    head);
	if (num_parse(num, 1, INT64_MAX, &n) == 0 && n > last)
		snprintf(why, whylen, "events after %lld are missing (the "
		    "session recorded %lld)", (long long)last, n);
	else
		snprintf(why, whylen, "the session's head does not match "
		    "its last event, %lld: the file was altered",
		    (long long)last);
	return -1;
}

int
journal_head_check(struct journal *j, int64_t last, const char *hash,
    char *why, size_t whylen)
{
	char	*head = journal_meta_get(j, "head");
	int	 rc = head_compare(j, head, last, hash, why, whylen);

	free(head);
	return rc;
}

int64_t
journal_verify(struct journal *j, char *why, size_t whylen)
{
	return journal_verify_each(j, NULL, NULL, why, whylen);
}

int64_t
journal_verify_each(struct journal *j, journal_fn also, void *arg, char *why,
    size_t whylen)
{
	struct verify_state	 v;
	char			*head;
	int			 own;

	/* Every event hashed: libcrypto's SHA-256 pays for its loading
	 * many times over (the built-in one serves if it cannot be). */
	sha256_platform();
	/* The head and the tail the walk goes to as of one moment, or a
	 * writer appending meanwhile looks like a gap: one read transaction
	 * (a reader's own, which may move on between the walk's chunks:
	 * the walk stops at the tail it began with). */
	if ((own = sqlite3_get_autocommit(j->db)) != 0)
		sqlite3_exec(j->db, "BEGIN", NULL, NULL, NULL);
	head = journal_meta_get(j, "head");
	snprintf(v.prev, sizeof v.prev, "%s", zero_hash);
	v.also = also;
	v.arg = arg;
	v.expect = 1;
	v.bad = 0;
	v.why = why;
	v.whylen = whylen;
	why[0] = '\0';
	if (journal_each_released(j, 1, verify_one, &v) < 0) {
		free(head);
		if (j->damage[0] != '\0')
			snprintf(why, whylen, "the session file is damaged: %s",
			    j->damage);
		else
			snprintf(why, whylen, "the session file cannot be "
			    "read: %s", sqlite3_errmsg(j->db));
		if (own)
			sqlite3_exec(j->db, "COMMIT", NULL, NULL, NULL);
		return v.expect;
	}
	if (v.bad == 0 && head_compare(j, head, v.expect - 1, v.prev, why,
	    whylen) < 0)
		v.bad = v.expect;
	free(head);
	if (own)
		sqlite3_exec(j->db, "COMMIT", NULL, NULL, NULL);
	return v.bad;
}
