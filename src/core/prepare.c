/* Compiling a statement (adj/prepare.h), and the rules image's second
 * part.  A rules connection opens with the image's first part (rules.c);
 * a statement that names a table of the rest fails with "no such table"
 * until the rest is attached.  Only then, and only on such a connection,
 * is it attached and the statement compiled once more: a name that is in
 * neither part fails as it always did. */
#include <string.h>

#include "adj/prepare.h"

extern const unsigned char adj_rules_image[];
extern const unsigned char adj_rules_rest[];
extern const unsigned char adj_rules_rest_end[];

/* Set while this thread attaches the rest (expr.c's authorizer lets that
 * ATTACH through, and only that one). */
static _Thread_local int attaching;

/* An image's pages read in place: without a map size, every page a query
 * touched was copied out of the image into a page cache first, a quarter
 * of a short command's page faults.  The pragma sets the pager's limit (a
 * file control reaches only the memory VFS, which ignores it); for the
 * second part it runs while the authorizer lets the attaching through. */
void
rules_map_in_place(sqlite3 *db, const char *schema)
{
	char	*sql;

	if ((sql = sqlite3_mprintf("PRAGMA \"%w\".mmap_size = 268435456",
	    schema)) == NULL)
		return;
	sqlite3_exec(db, sql, NULL, NULL, NULL);
	sqlite3_free(sql);
}

int
rules_attaching(void)
{
	return attaching;
}

int
rules_rest_missing(sqlite3 *db)
{
	sqlite3_vfs	*vfs = NULL;
	sqlite3_int64	 n;

	/* The first part in main, the rest not attached: this connection is
	 * one rules_open made.  Asked of an image in memory only, where
	 * SQLite hands back its own buffer (of a file it would run a
	 * statement, and replace the error the caller is about to say). */
	if (sqlite3_db_filename(db, "rest") != NULL ||
	    sqlite3_file_control(db, "main", SQLITE_FCNTL_VFS_POINTER,
	    &vfs) != SQLITE_OK || vfs == NULL ||
	    strcmp(vfs->zName, "memdb") != 0)
		return 0;
	return sqlite3_serialize(db, "main", &n, SQLITE_SERIALIZE_NOCOPY) ==
	    adj_rules_image;
}

int
rules_load_rest(sqlite3 *db)
{
	sqlite3_int64	 size = adj_rules_rest_end - adj_rules_rest;
	int		 rc;

	if (!rules_rest_missing(db))
		return 0;
	/* deserialize fills a schema that exists: an empty one first.  Both
	 * may run inside another statement's step (a rules function reading
	 * a table while an expression runs): attaching never expires a
	 * running statement, and the new schema is read at the next
	 * statement's compiling. */
	attaching = 1;
	rc = sqlite3_exec(db, "ATTACH ':memory:' AS rest", NULL, NULL, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_deserialize(db, "rest",
		    (unsigned char *)adj_rules_rest, size, size,
		    SQLITE_DESERIALIZE_READONLY);
	if (rc == SQLITE_OK)
		rules_map_in_place(db, "rest");
	else if (sqlite3_db_filename(db, "rest") != NULL)
		sqlite3_exec(db, "DETACH rest", NULL, NULL, NULL);
	attaching = 0;
	return rc == SQLITE_OK ? 0 : -1;
}

/* Could the table SQLite did not find be one of the second part: a name
 * alone, or in "rest"?  (Not one of another schema's: the player's
 * overlay, "user", is asked for before it is made.) */
static int
names_rest(const char *msg)
{
	static const char	 no[] = "no such table: ";

	if (strncmp(msg, no, sizeof no - 1) != 0)
		return 0;
	msg += sizeof no - 1;
	return strchr(msg, '.') == NULL || strncmp(msg, "rest.", 5) == 0;
}

int
sql_prepare_v3(sqlite3 *db, const char *sql, int bytes, unsigned flags,
    sqlite3_stmt **st, const char **tail)
{
	int	 rc;

	rc = sqlite3_prepare_v3(db, sql, bytes, flags, st, tail);
	/* Compiled again even when the rest would not attach: the caller
	 * then says the statement's own error, not the attaching's. */
	if (rc == SQLITE_ERROR && names_rest(sqlite3_errmsg(db)) &&
	    rules_rest_missing(db)) {
		rules_load_rest(db);
		rc = sqlite3_prepare_v3(db, sql, bytes, flags, st, tail);
	}
	return rc;
}

int
sql_prepare(sqlite3 *db, const char *sql, int bytes, sqlite3_stmt **st,
    const char **tail)
{
	return sql_prepare_v3(db, sql, bytes, 0, st, tail);
}
