/* A module's game's rules connection (rules.h): the module's rows in
 * main, read from memory as the shipped image is, so that main is
 * read-only while the tables attached beside it (the user's, a
 * campaign's) stay writable; a file opened read-only would make them all
 * so. */
#include <stdio.h>

#include "adj/budget.h"
#include "adj/module.h"
#include "adj/rules.h"

sqlite3 *
rules_open_module(const char *id, const char *tables, char *err,
    size_t errlen)
{
	sqlite3		*db;
	unsigned char	*image;
	size_t		 size;

	if ((image = module_image(id, &size, err, errlen)) == NULL)
		return NULL;
	if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "module %s cannot be opened: %s", id,
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		sqlite3_free(image);
		return NULL;
	}
	/* The image is SQLite's from here, freed by it, failing or not. */
	if (sqlite3_deserialize(db, "main", image, (sqlite3_int64)size,
	    (sqlite3_int64)size, SQLITE_DESERIALIZE_FREEONCLOSE |
	    SQLITE_DESERIALIZE_READONLY) != SQLITE_OK) {
		snprintf(err, errlen, "module %s cannot be opened: %s", id,
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	budget_watch(db);
	return rules_ready(db, tables, err, errlen);
}
