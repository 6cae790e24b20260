/* A module's game's rules connection (rules.h): the module's rows in
 * main, read from memory as the shipped image is, so that main is
 * read-only while the tables attached beside it (the user's, a
 * campaign's) stay writable; a file opened read-only would make them all
 * so.  A module on a series holds its own rows alone: the series' rows are
 * taken in from the shipped rules each time it is opened (module_series.c),
 * in a copy of its image, which is then made main read-only.
 *
 * Rows written by an Adjutant whose schema was older than this one's (a
 * column or a table since added) would fail this one's queries: such an
 * image (its stamp, module_schema, not this schema's digest) is rebuilt
 * from the module's text, in memory, at each open, until the module is
 * imported again.  Nothing is written on the way. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/budget.h"
#include "adj/buf.h"
#include "adj/module.h"
#include "adj/rules.h"
#include "adj/prepare.h"

static sqlite3 *
memory_db(char *err, size_t errlen)
{
	sqlite3	*db;

	if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE |
	    SQLITE_OPEN_CREATE, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "a module cannot be opened: %s",
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	return db;
}

/* image (from sqlite3_malloc64, SQLite's from here, freed by it failing
 * or not) as main of a new connection: NULL with err. */
static sqlite3 *
image_db(const char *id, unsigned char *image, size_t size, unsigned flags,
    char *err, size_t errlen)
{
	sqlite3	*db;

	if ((db = memory_db(err, errlen)) == NULL) {
		sqlite3_free(image);
		return NULL;
	}
	if (sqlite3_deserialize(db, "main", image, (sqlite3_int64)size,
	    (sqlite3_int64)size, SQLITE_DESERIALIZE_FREEONCLOSE | flags) !=
	    SQLITE_OK) {
		snprintf(err, errlen, "module %s cannot be opened: %s", id,
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	return db;
}

/* main of db as a new connection's, writable (resizeable) or not: db
 * closed; NULL with err. */
static sqlite3 *
copy_db(const char *id, sqlite3 *db, unsigned flags, char *err,
    size_t errlen)
{
	sqlite3_int64	 size;
	unsigned char	*bytes;

	bytes = sqlite3_serialize(db, "main", &size, 0);
	sqlite3_close(db);
	if (bytes == NULL) {
		snprintf(err, errlen, "module %s cannot be opened: out of "
		    "memory", id);
		return NULL;
	}
	return image_db(id, bytes, (size_t)size, flags, err, errlen);
}

/* db (a module's own rows, read-only) with its series' rows when it is
 * on one: a connection whose main is read-only, or NULL (db closed) with
 * err. */
static sqlite3 *
with_series(const char *id, sqlite3 *db, char *err, size_t errlen)
{
	sqlite3	*shipped;
	char	*series;
	int	 rc;

	if ((series = rules_text(db, "SELECT series FROM game WHERE id = ?1",
	    id, NULL)) == NULL)
		return db;
	if ((db = copy_db(id, db, SQLITE_DESERIALIZE_RESIZEABLE, err,
	    errlen)) == NULL || (shipped = rules_open_shipped(err, errlen)) ==
	    NULL) {
		sqlite3_close(db);
		free(series);
		return NULL;
	}
	rc = module_series_take(db, id, series, shipped, err, errlen);
	sqlite3_close(shipped);
	free(series);
	if (rc != 0) {
		sqlite3_close(db);
		return NULL;
	}
	return copy_db(id, db, SQLITE_DESERIALIZE_READONLY, err, errlen);
}

/* Were db's rows written under this Adjutant's schema?  Its stamp says
 * (module_save); rows written before there were stamps have none. */
static int
schema_current(sqlite3 *db)
{
	char	*digest = rules_text(db, "SELECT digest FROM module_schema",
		    NULL, NULL);
	int	 same = digest != NULL && strcmp(digest,
		    module_schema_digest()) == 0;

	free(digest);
	return same;
}

/* id's rows made again from its text under this schema: NULL with err
 * (the text no longer loads: its first problem said). */
static sqlite3 *
rebuilt(const char *id, char *err, size_t errlen)
{
	sqlite3		*db;
	struct buf	 errs;
	char		*text, game[64];
	size_t		 len;
	int		 n;

	if ((text = module_text(id, &len, err, errlen)) == NULL)
		return NULL;
	if ((db = module_schema_open(err, errlen)) == NULL) {
		free(text);
		return NULL;
	}
	buf_init(&errs);
	n = module_load(db, text, len, id, NULL, game, sizeof game, &errs);
	free(text);
	if (n != 0) {
		const char *nl = strchr(buf_str(&errs), '\n');

		snprintf(err, errlen, "module %s was installed by an older "
		    "Adjutant and no longer loads: %.*s (import it again)", id,
		    nl != NULL ? (int)(nl - buf_str(&errs)) : 200,
		    buf_str(&errs));
		buf_free(&errs);
		sqlite3_close(db);
		return NULL;
	}
	buf_free(&errs);
	return db;
}

sqlite3 *
module_open_whole(const char *id, char *err, size_t errlen)
{
	unsigned char	*image;
	size_t		 size;
	sqlite3		*db;

	if ((image = module_image(id, &size, err, errlen)) == NULL)
		return NULL;
	if ((db = image_db(id, image, size, SQLITE_DESERIALIZE_READONLY, err,
	    errlen)) == NULL)
		return NULL;
	if (!schema_current(db)) {
		sqlite3_close(db);
		if ((db = rebuilt(id, err, errlen)) == NULL || (db = copy_db(id,
		    db, SQLITE_DESERIALIZE_READONLY, err, errlen)) == NULL)
			return NULL;
	}
	return with_series(id, db, err, errlen);
}

sqlite3 *
rules_open_module(const char *id, const char *tables, char *err,
    size_t errlen)
{
	sqlite3	*db;

	if ((db = module_open_whole(id, err, errlen)) == NULL)
		return NULL;
	budget_watch(db);
	return rules_ready(db, tables, err, errlen);
}
