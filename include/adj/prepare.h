/* Compiling a statement: every statement the program prepares goes
 * through these (scripts/check-source.sh), never sqlite3_prepare_*.
 * They are SQLite's, with one more step: when a rules connection's
 * statement names a table of the image's second part, not yet attached,
 * that part is attached and the statement compiled again (prepare.c). */
#ifndef ADJ_PREPARE_H
#define ADJ_PREPARE_H

#include <sqlite3.h>

int	 sql_prepare(sqlite3 *, const char *sql, int bytes, sqlite3_stmt **,
	    const char **tail);
int	 sql_prepare_v3(sqlite3 *, const char *sql, int bytes, unsigned flags,
	    sqlite3_stmt **, const char **tail);

/* The rules' second part (db/rules-first.txt): is it still to attach on
 * this connection (one rules_open made)?  rules_load_rest attaches it
 * (0; -1 when SQLite would not, the connection as it was); a command that
 * reads every table (rules check) loads it first.  rules_attaching: this
 * thread is attaching it now.  rules_map_in_place: a part's pages are
 * read where the image is, not copied into a page cache. */
int	 rules_rest_missing(sqlite3 *);
int	 rules_load_rest(sqlite3 *);
int	 rules_attaching(void);
void	 rules_map_in_place(sqlite3 *, const char *schema);

#endif
