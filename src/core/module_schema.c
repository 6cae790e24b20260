/* The rules schema as written (db/schema.sql, linked in whole beside the
 * image: rules_image.S).  The image leaves out what only loading needs
 * (defaults, checks, NOT NULL, foreign keys: strip-schema.awk), but a
 * module is loading: its rows are written without the values a column
 * has by default, and checked by every constraint the build checks the
 * shipped games by.  Only module commands open it. */
#include <stdio.h>
#include <string.h>

#include "adj/module.h"
#include "adj/sha256.h"

extern const char adj_rules_schema[];

const char *
module_schema_digest(void)
{
	static _Thread_local char	 hex[65];

	if (hex[0] == '\0')
		sha256_hex(adj_rules_schema, strlen(adj_rules_schema), hex);
	return hex;
}

sqlite3 *
module_schema_open(char *err, size_t errlen)
{
	sqlite3	*db;
	char	*msg = NULL;

	if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "cannot open the rules schema: %s",
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	if (sqlite3_exec(db, adj_rules_schema, NULL, NULL, &msg) !=
	    SQLITE_OK) {
		snprintf(err, errlen, "the rules schema does not load: %s",
		    msg != NULL ? msg : "?");
		sqlite3_free(msg);
		sqlite3_close(db);
		return NULL;
	}
	return db;
}
