/* The rules database: the shipped data (db/, embedded at build time) plus
 * the user's own overlay of tables entered from their player aids. */
#ifndef ADJ_RULES_H
#define ADJ_RULES_H

#include <stddef.h>
#include <sqlite3.h>

/* Open the shipped rules (read-only, in memory) and attach the user's
 * overlay as schema "user" when it exists.  NULL with err set. */
sqlite3	*rules_open(char *, size_t);
/* The same with the overlay a campaign keeps of its own (the umpire's
 * copies of the player aids, beside the campaign's file): attached, and
 * made when missing.  NULL tables: the player's, as rules_open. */
sqlite3	*rules_open_tables(const char *tables, char *, size_t);
/* The shipped rules alone, no overlay: NULL with err. */
sqlite3	*rules_open_shipped(char *, size_t);
/* The same for an installed module's game (module.h): its rows alone
 * in main, the overlay attached as rules_open_tables does.  NULL with err
 * when it is not installed (module_rules.c). */
sqlite3	*rules_open_module(const char *id, const char *tables, char *,
	    size_t);
/* A rules connection whose main is open made whole: the user's tables
 * (or the campaign's, tables) attached, the rules' functions made.  db,
 * or NULL (db closed) with err. */
sqlite3	*rules_ready(sqlite3 *db, const char *tables, char *, size_t);
/* The overlay file this connection reads its tables from. */
const char *rules_tables_of(sqlite3 *);
/* Create the overlay if needed and attach it writable. */
int	 rules_attach_user(sqlite3 *, int create, char *, size_t);
/* Path of the user overlay file. */
const char *rules_user_path(void);
/* $XDG_DATA_HOME/adjutant (created on demand). */
const char *adj_data_dir(void);

/* Run `rules check`: every problem appended to out, one per line.
 * Returns the number of problems. */
struct buf;
int	 rules_check(sqlite3 *, struct buf *);
/* Where a row stands, for problems said of one row (a module's file):
 * fn adds "FILE:LINE:COL: " of table's rowid to out (nothing when it has
 * no place); NULL: none. */
void	 rules_check_places(int (*fn)(void *, const char *table,
	    sqlite3_int64 rowid, struct buf *out), void *arg);
/* Before a problem said of the row a check's query gave: its place, from
 * the query's columns col (the table's name) and col + 1 (the rowid). */
void	 rules_check_at(sqlite3_stmt *, int col, struct buf *out);
/* The same of a row named by its table and rowid. */
void	 rules_check_row(const char *table, sqlite3_int64 rowid,
	    struct buf *out);
/* options_hold(option, unless, options) on db: does a row with that
 * option and unless hold in a session started with those options
 * (when.c)? */
void	 rules_when_functions(sqlite3 *);
/* Its part on lengths (rules_lengths.c): rows longer than their field. */
int	 rules_check_lengths(sqlite3 *, struct buf *);
/* Its part on the step rolls, effects and queues (rules_check_effects.c):
 * the number of problems said in out. */
int	 rules_check_effects(sqlite3 *, struct buf *);
/* Only the rows against the fields met so far, loading nothing. */
int	 rules_lengths_met(sqlite3 *, struct buf *);

/* Small query helpers: first column of the first row as text (malloc'd,
 * NULL when no row) or integer (dflt when no row). */
char	*rules_text(sqlite3 *, const char *sql, const char *p1, const char *p2);
long	 rules_int(sqlite3 *, long dflt, const char *sql, const char *p1,
	    const char *p2);
/* Does db hold game (a shipped one, in the image; a module's, in its)? */
int	 rules_has_game(sqlite3 *, const char *game);

/* The game's section for a topic a mechanism cites ("cup.puller" ->
 * "10.2"); "?" when the data has none (rules check finds those). */
const char *rules_cite(sqlite3 *, const char *game, const char *topic);

#endif
