/* The session journal: an append-only SQLite log of events, each chained
 * to the one before by SHA-256.  The state of a session is the fold of
 * its journal (session.c); nothing else is stored. */
#ifndef ADJ_JOURNAL_H
#define ADJ_JOURNAL_H

#include <stddef.h>
#include <stdint.h>
#include <sqlite3.h>

struct event {
	int64_t		 seq;
	int64_t		 cmd;		/* seq of the first event of its command */
	int		 turn;
	const char	*phase;
	const char	*kind;		/* new, phase, track, box, roll, ... */
	const char	*vis;		/* all, a side id, or umpire */
	const char	*text;		/* what the player was shown */
	const char	*data;		/* JSON object */
	const char	*at;		/* UTC time, ISO 8601 */
	char		 prev[65];
	char		 hash[65];
};

struct journal;

/* Open (create = 1: create it, owner-only; it must not exist yet). */
int	 journal_open(const char *, int create, struct journal **, char *,
	    size_t);
/* Remove a session file with its -wal, -shm and -journal. */
void	 journal_remove_files(const char *);
void	 journal_close(struct journal *);
sqlite3	*journal_db(struct journal *);
/* A column of a row read from the file (journal_db) as text, "" when it
 * holds none (NULL, a blob): what a hand or a bad disk wrote into the
 * file is never followed as a pointer. */
const char *journal_text(sqlite3_stmt *, int col);
const char *journal_path(struct journal *);

/* One command = one transaction: begin, append its events, commit.  The
 * commit is durable (synchronous=FULL) before the caller prints. */
int	 journal_begin(struct journal *);
/* Reread the tail another writer may have moved: 1 moved, 0 not, -1. */
int	 journal_refresh(struct journal *);
/* One writer a file, between processes: hold the file exclusive (a
 * server's campaign, a terminal's copy) or shared (a terminal, while a
 * command writes); -1 when another process holds it otherwise. */
int	 journal_hold(struct journal *, int exclusive);
void	 journal_release(struct journal *);
/* 0 when the path names a file a session can live in, else -1 and why. */
int	 journal_path_check(const char *, char *, size_t);
int	 journal_append(struct journal *, struct event *);
int	 journal_commit(struct journal *);
/* Commit what the command appended so far and go on in a new
 * transaction, the events after it still the same command's (one undo
 * takes them all back): a commit point inside a command.  0 done; 1
 * nothing done (no transaction, or a batch's, made durable at its end);
 * -1 the commit failed (nothing of the command stands, none is open);
 * -2 committed, but no new transaction (the file busy, or another writer
 * got in meanwhile: the tail read is the file's, no longer the folded
 * one). */
int	 journal_checkpoint(struct journal *);
void	 journal_rollback(struct journal *);
int64_t	 journal_last_seq(struct journal *);
/* The hash of the last event (65 bytes with the NUL). */
const char *journal_last_hash(struct journal *);

/* Group commit: between these, each begin/commit/rollback above is a
 * savepoint, and only batch_end(commit = 1) makes them durable (0, or -1
 * when the COMMIT failed and everything since batch_begin is gone). */
int	 journal_batch_begin(struct journal *);
int	 journal_batch_end(struct journal *, int commit);

/* Store an event made elsewhere, as it came (inside a transaction).  Its
 * hash is checked, and its link to the last event when it is the next. */
int	 journal_append_copy(struct journal *, const struct event *, char *,
	    size_t);

/* Metadata (game, scenario, format). */
int	 journal_meta_set(struct journal *, const char *, const char *);
char	*journal_meta_get(struct journal *, const char *);

/* Walk the events in order; fn returns non-zero to stop.  -1 when the
 * file cannot be read or a row is damaged (a column of the wrong type,
 * NULL, a bad seq, data that is no JSON object): journal_error says
 * which, and fn never sees that row. */
typedef int (*journal_fn)(const struct event *, void *);
/* How long a write waits for another's, and a read for a checkpoint. */
#define JOURNAL_BUSY_MS	5000
/* fn is told each event journal_append stores from now on (its return
 * is not looked at), until set to NULL: a writer that answers with what
 * a command recorded has it without reading it back.  An event is told
 * once stored in the open transaction, which may still be rolled back:
 * seqs then come again. */
void	 journal_on_append(struct journal *, journal_fn, void *);
int	 journal_each(struct journal *, int64_t from, journal_fn, void *);
/* The same, up to the last event when it starts, read in chunks with no
 * read held between them: a long walk (an observer's `log` of a long
 * game) never keeps the writer's log from starting over (SQLite's WAL
 * cannot while any reader holds a snapshot into it).  Between chunks
 * the hook set by journal_on_between runs (non-zero: the walk fails);
 * a caller inside a transaction of its own ends its read there.  For a
 * walk that reads nothing else: what it reads after the first chunk may
 * be newer than the journal it walks. */
int	 journal_each_released(struct journal *, int64_t from, journal_fn,
	    void *);
void	 journal_on_between(struct journal *, int (*)(struct journal *,
	    void *), void *);
/* The same from the first event up to upto, leaving out the events of
 * undone commands (the undo's own event is walked, for the caller), for
 * a fold: whether data is JSON is left to it (it parses each anyway). */
int	 journal_each_kept(struct journal *, int64_t upto, journal_fn, void *);
/* Every event up to upto, the undone ones too, for a fold that leaves
 * them out itself (a report's walk): whether data is JSON left to it. */
int	 journal_each_fold(struct journal *, int64_t upto, journal_fn, void *);
/* Why the last journal_each failed: the damaged row, or SQLite's error. */
const char *journal_error(struct journal *);

/* Recompute the chain: 0 when intact, else the first bad seq, with why
 * (intact, why may hold a note: a file too old to have kept a head). */
int64_t	 journal_verify(struct journal *, char *, size_t);
/* The same, handing each event whose chain holds to also(e, arg) as
 * well: one read of the journal for more than one check (`log verify`'s
 * dice).  also sees every event while the chain holds, and none after
 * the first bad one. */
int64_t	 journal_verify_each(struct journal *, journal_fn also, void *arg,
	    char *, size_t);
/* Does the head kept beside the chain name this last event (seq, hash)?
 * 0 yes; -1 no, or it is missing from a file whose Adjutant always kept
 * one, with why; 1 a file older than the head, with a note in why. */
int	 journal_head_check(struct journal *, int64_t, const char *, char *,
	    size_t);

/* The hash of an event given its fields and the previous hash. */
void	 event_hash(const struct event *, char out[65]);

#endif
