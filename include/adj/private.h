/* Files that hold secrets are their owner's alone (private.c). */
#ifndef ADJ_PRIVATE_H
#define ADJ_PRIVATE_H

/* Make an empty file at path, owner-only (0600), before SQLite opens it
 * as a database: 0, or -1 with errno (EEXIST when something is there). */
int	 private_create(const char *path);
/* An existing database at path made owner-only, with its -wal, -shm and
 * -journal (files an earlier version left readable by others). */
void	 private_tighten(const char *path);
/* The i-th file of the database at path (0: itself, then its -wal, -shm
 * and -journal) in out, or NULL past the last (or too long). */
const char *private_db_file(const char *, int i, char *out, size_t);
/* A folder we make: owner-only.  0, or -1 with errno (EEXIST too). */
int	 private_mkdir(const char *path);

#endif
