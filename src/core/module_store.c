/* The modules a user has installed (module.h): in the data folder's
 * modules/, each as two files, ID.yaml (the text as the owner wrote it,
 * comments and all: what its hash is of) and ID.db (its rows loaded into
 * the rules schema, what a game of it reads).  An id is a file's name
 * here, so it is held to the rules' own spelling of ids (lower-case
 * words joined by hyphens), never a path. */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/module.h"
#include "adj/prepare.h"
#include "adj/private.h"
#include "adj/rules.h"
#include "adj/sha256.h"
#include "adj/wfile.h"
#include "adj/xalloc.h"

#define MODULE_TEXT_MAX	(8 * 1024 * 1024)	/* bytes of a module */

int
module_id_ok(const char *id)
{
	size_t	 n = strlen(id), i;

	if (n == 0 || n > MODULE_ID_MAX || id[0] == '-' || id[n - 1] == '-')
		return 0;
	for (i = 0; i < n; i++)
		if (!((id[i] >= 'a' && id[i] <= 'z') || (id[i] >= '0' &&
		    id[i] <= '9') || (id[i] == '-' && id[i + 1] != '-')))
			return 0;
	return 1;
}

/* A campaign server's own folder of modules (module_dir_set), else the
 * user's. */
static char module_home[4200];

void
module_dir_set(const char *dir)
{
	snprintf(module_home, sizeof module_home, "%s", dir);
}

/* The folder, made owner-only on demand: NULL when it cannot be. */
static const char *
module_dir(void)
{
	static _Thread_local char dir[4200];

	if (module_home[0] != '\0')
		snprintf(dir, sizeof dir, "%s", module_home);
	else
		snprintf(dir, sizeof dir, "%s/modules", adj_data_dir());
	if (private_mkdir(dir) != 0 && errno != EEXIST)
		return NULL;
	return dir;
}

static int
module_path(char *out, size_t len, const char *id, const char *ext)
{
	const char	*dir = module_dir();

	return dir == NULL || !module_id_ok(id) || snprintf(out, len,
	    "%s/%s.%s", dir, id, ext) >= (int)len ? -1 : 0;
}

int
module_installed(const char *id)
{
	char		 path[4400];
	struct stat	 st;

	return module_path(path, sizeof path, id, "db") == 0 &&
	    stat(path, &st) == 0;
}

/* One of id's files whole (a NUL after its *len bytes), in memory from
 * alloc: NULL with err. */
static void *
module_file_read(const char *id, const char *ext, size_t *len,
    void *(*alloc)(size_t), void (*release)(void *), char *err,
    size_t errlen)
{
	char	 path[4400], *text;
	FILE	*f;
	long	 n;

	if (module_path(path, sizeof path, id, ext) != 0 ||
	    (f = fopen(path, "rb")) == NULL) {
		snprintf(err, errlen, "no module \"%s\" is installed "
		    "(`module list` lists them)", id);
		return NULL;
	}
	if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || n >
	    MODULE_TEXT_MAX * 8 || fseek(f, 0, SEEK_SET) != 0 ||
	    (text = alloc((size_t)n + 1)) == NULL) {
		fclose(f);
		snprintf(err, errlen, "module %s's file cannot be read", id);
		return NULL;
	}
	if (fread(text, 1, (size_t)n, f) != (size_t)n) {
		fclose(f);
		release(text);
		snprintf(err, errlen, "module %s's file cannot be read", id);
		return NULL;
	}
	fclose(f);
	text[n] = '\0';
	*len = (size_t)n;
	return text;
}

char *
module_text(const char *id, size_t *len, char *err, size_t errlen)
{
	return module_file_read(id, "yaml", len, xmalloc, free, err, errlen);
}

static void *
sqlite_alloc(size_t n)
{
	return sqlite3_malloc64(n);
}

/* A module is two files, its text and its rows, replaced one after the
 * other: the rows carry the first 64 bits of their text's SHA-256 in
 * the database header's user_version and application_id, so that rows
 * and a text of two imports (one cut short between its renames) are
 * never taken for one module. */
static void
stamp_of(const char *text, size_t len, int32_t stamp[2])
{
	char	 hex[65], half[9];
	int	 i;

	module_hash(text, len, hex);
	for (i = 0; i < 2; i++) {
		memcpy(half, hex + 8 * i, 8);
		half[8] = '\0';
		stamp[i] = (int32_t)(uint32_t)strtoul(half, NULL, 16);
	}
}

/* Do the rows stamped so belong to id's installed text? */
static int
stamp_matches(const char *id, const int32_t stamp[2], char *err,
    size_t errlen)
{
	int32_t	 want[2];
	char	*text;
	size_t	 len;

	if ((text = module_text(id, &len, err, errlen)) == NULL)
		return 0;
	stamp_of(text, len, want);
	free(text);
	if (want[0] == stamp[0] && want[1] == stamp[1])
		return 1;
	snprintf(err, errlen, "module %s is half installed (its rows are not "
	    "of its text): import it again", id);
	return 0;
}

static int32_t
be32(const unsigned char *p)
{
	return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	    (uint32_t)p[2] << 8 | p[3]);
}

unsigned char *
module_image(const char *id, size_t *len, char *err, size_t errlen)
{
	unsigned char	*image;
	int32_t		 stamp[2];

	if ((image = module_file_read(id, "db", len, sqlite_alloc,
	    sqlite3_free, err, errlen)) == NULL)
		return NULL;
	/* The header's user_version (offset 60) and application_id (68). */
	if (*len >= 100) {
		stamp[0] = be32(image + 60);
		stamp[1] = be32(image + 68);
	} else
		stamp[0] = stamp[1] = 0;
	if (!stamp_matches(id, stamp, err, errlen)) {
		sqlite3_free(image);
		return NULL;
	}
	return image;
}

int
module_save(sqlite3 *db, const char *id, const char *text, size_t len,
    char *err, size_t errlen)
{
	char		 yaml[4400], dbf[4400], tmp[4500];
	sqlite3_stmt	*st;
	struct wfile	 w;
	int32_t		 stamp[2];
	char		*sql;
	int		 rc;

	if (module_path(yaml, sizeof yaml, id, "yaml") != 0 ||
	    module_path(dbf, sizeof dbf, id, "db") != 0) {
		snprintf(err, errlen, "the modules folder cannot be made in %s",
		    adj_data_dir());
		return -1;
	}
	snprintf(tmp, sizeof tmp, "%s.tmp", dbf);
	unlink(tmp);
	stamp_of(text, len, stamp);
	if ((sql = sqlite3_mprintf("PRAGMA main.user_version = %d; PRAGMA "
	    "main.application_id = %d", (int)stamp[0], (int)stamp[1])) ==
	    NULL)
		abort();
	rc = sqlite3_exec(db, sql, NULL, NULL, NULL);
	sqlite3_free(sql);
	/* And the schema they were written by: a table of no game, which
	 * nothing of the rules reads. */
	if (rc == SQLITE_OK && (sql = sqlite3_mprintf("CREATE TABLE IF NOT "
	    "EXISTS main.module_schema (digest TEXT NOT NULL); DELETE FROM "
	    "main.module_schema; INSERT INTO main.module_schema VALUES (%Q)",
	    module_schema_digest())) != NULL) {
		rc = sqlite3_exec(db, sql, NULL, NULL, NULL);
		sqlite3_free(sql);
	}
	if (rc != SQLITE_OK) {
		snprintf(err, errlen, "cannot stamp the module's rows: %s",
		    sqlite3_errmsg(db));
		return -1;
	}
	/* Made empty and owner-only first: VACUUM INTO fills an empty
	 * file as it finds it. */
	if (private_create(tmp) != 0 ||
	    sql_prepare(db, "VACUUM main INTO ?1", -1, &st, NULL) !=
	    SQLITE_OK) {
		snprintf(err, errlen, "cannot write %s: %s", tmp, strerror(
		    errno));
		return -1;
	}
	sqlite3_bind_text(st, 1, tmp, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		snprintf(err, errlen, "cannot write %s: %s", tmp,
		    sqlite3_errmsg(db));
		unlink(tmp);
		return -1;
	}
	/* The text first, then its rows: a module whose db is there has
	 * its text there too (a db left from a failed text is replaced by
	 * the next import). */
	if (wfile_open(&w, yaml, err, errlen) != 0) {
		unlink(tmp);
		return -1;
	}
	fwrite(text, 1, len, w.f);
	if (wfile_close(&w, err, errlen) != 0) {
		unlink(tmp);
		return -1;
	}
	chmod(yaml, 0600);
	if (rename(tmp, dbf) != 0) {
		snprintf(err, errlen, "cannot put %s in place: %s", dbf,
		    strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}

sqlite3 *
module_open(const char *id, char *err, size_t errlen)
{
	char	 path[4400];
	sqlite3	*db;
	int32_t	 stamp[2];

	if (!module_installed(id) || module_path(path, sizeof path, id, "db")
	    != 0) {
		snprintf(err, errlen, "no module \"%s\" is installed "
		    "(`module list` lists them)", id);
		return NULL;
	}
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) !=
	    SQLITE_OK) {
		snprintf(err, errlen, "module %s cannot be opened: %s", id,
		    sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	stamp[0] = (int32_t)rules_int(db, 0, "PRAGMA user_version", NULL,
	    NULL);
	stamp[1] = (int32_t)rules_int(db, 0, "PRAGMA application_id", NULL,
	    NULL);
	if (!stamp_matches(id, stamp, err, errlen)) {
		sqlite3_close(db);
		return NULL;
	}
	return db;
}

int
module_remove(const char *id)
{
	char	 path[4400];
	int	 gone = 0;

	if (module_path(path, sizeof path, id, "db") == 0 && unlink(path) == 0)
		gone = 1;
	if (module_path(path, sizeof path, id, "yaml") == 0 && unlink(path)
	    == 0)
		gone = 1;
	return gone ? 0 : -1;
}

int
module_each(int (*fn)(void *, const char *id), void *arg)
{
	const char	*dir = module_dir();
	struct dirent	**names;
	char		 id[MODULE_ID_MAX + 8];
	int		 n, i, rc = 0;
	size_t		 len;

	if (dir == NULL || (n = scandir(dir, &names, NULL, alphasort)) < 0)
		return 0;
	for (i = 0; i < n; i++) {
		len = strlen(names[i]->d_name);
		if (rc == 0 && len > 3 && len - 3 <= MODULE_ID_MAX &&
		    strcmp(names[i]->d_name + len - 3, ".db") == 0) {
			memcpy(id, names[i]->d_name, len - 3);
			id[len - 3] = '\0';
			if (module_id_ok(id))
				rc = fn(arg, id);
		}
		free(names[i]);
	}
	free(names);
	return rc;
}

void
module_hash(const char *text, size_t len, char hex[65])
{
	sha256_hex(text, len, hex);
}
