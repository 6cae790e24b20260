/* Whole-file locks between processes on files SQLite has open (see
 * filelock.c for why they never close a descriptor). */
#ifndef ADJ_FILELOCK_H
#define ADJ_FILELOCK_H

/* Lock the file at path shared or exclusive, without waiting: 0, or -1
 * when another process holds it the other way (or it cannot be opened).
 * Taking it again converts the lock; one lock a file per process. */
int	 filelock_take(const char *path, int exclusive);
void	 filelock_drop(const char *path);

#endif
