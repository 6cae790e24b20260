/* A file the player names to write (`export FILE`, `table export TABLE
 * FILE`) may already hold something: a report of another game, a table
 * typed in from a player aid, a saved session.  Writing over it without a
 * word loses it, so the commands ask here first and refuse, saying what
 * the file holds, unless it is their own earlier output (the same
 * session's report, the same table's CSV) or the player says --force.
 * A symbolic link is judged by what it leads to: it never leads a write
 * into something else. */
#include <sys/stat.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/journal.h"
#include "adj/overwrite.h"
#include "adj/session.h"
#include "adj/prepare.h"

#define HEAD_MAX	(256 * 1024)	/* enough to recognize any of them */

/* What the first bytes of a file that is not ours say it is; the title a
 * report gives (its players' text: quoted, and shown neutralized by the
 * faces). */
static void
describe(const char *b, size_t n, off_t size, char *what, size_t len)
{
	const char	*t = NULL, *e;
	char		 title[96];
	size_t		 i, k;

	if (n >= 16 && memcmp(b, "SQLite format 3", 16) == 0) {
		snprintf(what, len, "an SQLite database (a saved session or "
		    "tables)");
		return;
	}
	/* md: "# GAME: SCENARIO"; html: <title>; json: "game_title". */
	if (n > 2 && strncmp(b, "# ", 2) == 0)
		t = b + 2;
	else if ((t = memmem(b, n, "<title>", 7)) != NULL)
		t += 7;
	else if ((t = memmem(b, n, "\"game_title\": \"", 15)) != NULL)
		t += 15;
	if (t != NULL && (memmem(b, n, "Chain head", 10) != NULL ||
	    memmem(b, n, "adjutant-report-1", 17) != NULL)) {
		e = b + n;
		for (i = k = 0; t + i < e && k + 1 < sizeof title && t[i] !=
		    '\n' && t[i] != '<' && t[i] != '"'; i++)
			title[k++] = isprint((unsigned char)t[i]) ? t[i] : '?';
		title[k] = '\0';
		snprintf(what, len, "a report of another session (\"%s\")",
		    title);
		return;
	}
	if (n > 9 && strncmp(b, "seq,turn,", 9) == 0) {
		snprintf(what, len, "the log of another session (CSV)");
		return;
	}
	e = memchr(b, '\n', n);
	if (memchr(b, ',', e != NULL ? (size_t)(e - b) : n) != NULL)
		snprintf(what, len, "a CSV table (%lld bytes)", (long long)size);
	else
		snprintf(what, len, "%lld bytes of something else",
		    (long long)size);
}

int
overwrite_check(const char *path, overwrite_ours ours, void *arg,
    char *what, size_t len)
{
	struct stat	 st, lst;
	char		*b;
	ssize_t		 got;
	size_t		 n = 0;
	int		 fd, rc;

	if (lstat(path, &lst) != 0)
		return 0;	/* nothing there (or the write will say why) */
	if (stat(path, &st) != 0) {
		snprintf(what, len, "a symbolic link to nothing (%s)",
		    strerror(errno));
		return -1;
	}
	if (!S_ISREG(st.st_mode) || st.st_size == 0)
		return 0;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		snprintf(what, len, "a file this program cannot read (%s)",
		    strerror(errno));
		return -1;
	}
	if ((b = xmalloc(HEAD_MAX + 1)) == NULL)
		abort();
	while (n < HEAD_MAX && (got = read(fd, b + n, HEAD_MAX - n)) > 0)
		n += (size_t)got;
	close(fd);
	b[n] = '\0';
	/* A database is never a report, whatever hashes it holds (the
	 * session's own file holds all of its). */
	rc = !(n >= 16 && memcmp(b, "SQLite format 3", 16) == 0) &&
	    ours(b, n, arg) ? 0 : -1;
	if (rc != 0)
		describe(b, n, st.st_size, what, len);
	free(b);
	return rc;
}

/* A report quotes its chain head (md, html, json) or every event's hash
 * (csv): 64 hex digits that name an event of this session's journal. */
int
overwrite_report_of(const char *b, size_t n, void *arg)
{
	struct session	*s = arg;

	return s != NULL && overwrite_report_in(b, n, s->j);
}

/* The next run of exactly 64 lower-case hex digits in b from *at, or
 * NULL. */
static const char *
next_hash(const char *b, size_t n, size_t *at)
{
	size_t	 i = *at, k;

	while (i < n) {
		for (k = 0; i + k < n && isxdigit((unsigned char)b[i + k]) &&
		    !isupper((unsigned char)b[i + k]); k++)
			;
		*at = i + (k > 0 ? k : 1);
		if (k == 64)
			return b + i;
		i = *at;
	}
	return NULL;
}

int
overwrite_report_in(const char *b, size_t n, void *arg)
{
	struct journal	*j = arg;
	sqlite3_stmt	*st;
	const char	*h, *head;
	size_t		 at = 0;
	int		 yes = 0, tried = 0;

	if (j == NULL)
		return 0;
	/* The chain head first, which the session holds: a report exported
	 * again before more play quotes it, and the scan below reads the
	 * whole journal for it (the hash has no index). */
	head = journal_last_hash(j);
	while (*head != '\0' && (h = next_hash(b, n, &at)) != NULL &&
	    tried++ < 64)
		if (memcmp(h, head, 64) == 0)
			return 1;
	if (sql_prepare(journal_db(j), "SELECT 1 FROM event WHERE "
	    "hash = ?1", -1, &st, NULL) != SQLITE_OK)
		return 0;
	at = 0;
	tried = 0;
	while (!yes && (h = next_hash(b, n, &at)) != NULL && tried++ < 64) {
		sqlite3_reset(st);
		sqlite3_bind_text(st, 1, h, 64, SQLITE_STATIC);
		yes = sqlite3_step(st) == SQLITE_ROW;
	}
	sqlite3_finalize(st);
	return yes;
}

int
overwrite_same(const char *b, size_t n, void *text)
{
	return strlen(text) == n && memcmp(b, text, n) == 0;
}
