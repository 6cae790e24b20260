/*
 * Statements kept prepared on their connection, for the queries that run
 * on every command or every request: compiling one cost more than running
 * it (the SQL of a fold's walk, a step's checks, the latches), a third of
 * a campaign server's append.
 *
 * stmt_get hands out a statement of that SQL for that connection, ready
 * to bind, prepared on first use; stmt_put gives it back (reset, its
 * bindings cleared).  One use at a time: a second stmt_get of the same
 * SQL while the first is out (a walk inside a walk) gets a statement of
 * its own.  The SQL is known by its address: pass a string literal.
 * stmt_forget finalizes every statement kept for a connection, and must
 * come before its sqlite3_close (which refuses to close a connection
 * whose statements live: the connection stays open, never reused).
 */
#ifndef ADJ_STMT_CACHE_H
#define ADJ_STMT_CACHE_H

#include <sqlite3.h>

sqlite3_stmt	*stmt_get(sqlite3 *, const char *sql);
void		 stmt_put(sqlite3_stmt *);
void		 stmt_forget(sqlite3 *);

/* The same for SQL known by its text, not its address (the rules data's
 * expressions, compiled under their own guard: expr.c): stmt_find hands
 * out a kept statement of that text on that connection, or NULL;
 * stmt_keep keeps one just compiled (handed out: stmt_put gives it back),
 * or leaves it to stmt_put to finalize when no place is free. */
sqlite3_stmt	*stmt_find(sqlite3 *, const char *text);
void		 stmt_keep(sqlite3 *, const char *text, sqlite3_stmt *);

#endif
