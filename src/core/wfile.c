/* Writing a file whole or not at all.  A full disk, a file-size limit or
 * a write error must never leave a report, a table or a note of the last
 * session cut short while the program says it was written: a regular file
 * is written beside its place (NAME.XXXXXX, in the same folder), synced,
 * and renamed over it only once every write, the flush and the close have
 * succeeded, so a failure leaves the old file as it was.  What is not a
 * regular file (/dev/stdout, /dev/full, a pipe) cannot be replaced that
 * way, and is written in place, each step still checked. */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/wfile.h"

/* The file being written beside its place, for a signal that ends the
 * process meanwhile (Ctrl-C during an export, a closed terminal, a kill):
 * it is removed before the signal does what it would have done, so no
 * NAME.XXXXXXXX is left half-written.  One at a time: the faces write
 * one file at a time, and a second is left to its own close. */
static char *volatile writing;

static void
on_fatal(int sig)
{
	char	*t = writing;

	if (t != NULL)
		unlink(t);	/* async-signal-safe */
	raise(sig);		/* SA_RESETHAND: as if never caught */
}

/* Only for a signal whose action is still the default (the REPL's own
 * Ctrl-C handler, or an ignored signal, stay as they are). */
static sigset_t	 fatal;

static void
guard(void)
{
	static const int sigs[] = { SIGHUP, SIGINT, SIGTERM, SIGPIPE };
	static int	 done;
	struct sigaction old, sa;
	size_t		 i;

	if (done)
		return;
	done = 1;
	sigemptyset(&fatal);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaddset(&fatal, sigs[i]);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_fatal;
	sa.sa_flags = SA_RESETHAND;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler ==
		    SIG_DFL && !(old.sa_flags & SA_SIGINFO))
			sigaction(sigs[i], &sa, NULL);
}

static int
fail(struct wfile *w, int e, char *err, size_t len)
{
	snprintf(err, len, "cannot write %s: %s", w->path, strerror(e));
	return -1;
}

/* A name beside PATH that nothing has yet (O_EXCL makes sure), opened
 * owner-only: a report or a note may hold a side's secrets, and the file
 * is the player's to share.  It takes the old file's mode once whole. */
static int
open_beside(struct wfile *w, mode_t mode)
{
	unsigned char	 r[4];
	int		 fd, i;

	for (i = 0; i < 16; i++) {
		if (getentropy(r, sizeof r) != 0)
			return -1;
		snprintf(w->tmp, sizeof w->tmp, "%s.%02x%02x%02x%02x", w->real,
		    r[0], r[1], r[2], r[3]);
		fd = open(w->tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
		if (fd >= 0 || errno != EEXIST)
			return fd;
	}
	return -1;
}

int
wfile_open(struct wfile *w, const char *path, char *err, size_t len)
{
	struct stat	 st;
	sigset_t	 old;
	int		 fd, exists;

	w->f = NULL;
	w->tmp[0] = '\0';
	snprintf(w->path, sizeof w->path, "%s", path);
	/* Through a symbolic link to the file itself: the link stays. */
	if (realpath(path, w->real) == NULL)
		snprintf(w->real, sizeof w->real, "%s", path);
	exists = stat(w->real, &st) == 0;
	if (exists && !S_ISREG(st.st_mode)) {
		if ((w->f = fopen(w->real, "w")) == NULL)
			return fail(w, errno, err, len);
		return 0;
	}
	/* Made and noted with those signals held back: one that came
	 * between would leave the file it was not yet told of. */
	guard();
	pthread_sigmask(SIG_BLOCK, &fatal, &old);
	fd = open_beside(w, 0600);
	if (fd >= 0 && writing == NULL)
		writing = w->tmp;	/* (only a file written beside) */
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (fd < 0 || (w->f = fdopen(fd, "w")) == NULL) {
		int e = errno;

		if (fd >= 0) {
			close(fd);
			unlink(w->tmp);
			if (writing == w->tmp)
				writing = NULL;
		}
		return fail(w, e, err, len);
	}
	w->mode = exists ? st.st_mode & 07777 : 0600;
	return 0;
}

int
wfile_close(struct wfile *w, char *err, size_t len)
{
	int	 e = 0;

	/* A write that failed earlier left its mark; flushing what is still
	 * buffered fails the same way, and says why. */
	errno = 0;
	if (fflush(w->f) != 0 || ferror(w->f))
		e = errno != 0 ? errno : EIO;
	else if (w->tmp[0] != '\0' && fsync(fileno(w->f)) != 0)
		e = errno;
	/* An existing file's mode as it was, umask or not. */
	else if (w->tmp[0] != '\0' && fchmod(fileno(w->f), w->mode) != 0)
		e = errno;
	if (fclose(w->f) != 0 && e == 0)
		e = errno;
	w->f = NULL;
	if (e == 0 && w->tmp[0] != '\0' && rename(w->tmp, w->real) != 0)
		e = errno;
	if (e != 0 && w->tmp[0] != '\0')
		unlink(w->tmp);
	if (writing == w->tmp)
		writing = NULL;
	return e != 0 ? fail(w, e, err, len) : 0;
}

void
wfile_abandon(struct wfile *w)
{
	fclose(w->f);
	w->f = NULL;
	if (w->tmp[0] != '\0')
		unlink(w->tmp);
	if (writing == w->tmp)
		writing = NULL;
}

int
wfile_put(const char *path, const char *s, char *err, size_t len)
{
	struct wfile	 w;

	if (wfile_open(&w, path, err, len) != 0)
		return -1;
	fputs(s, w.f);
	return wfile_close(&w, err, len);
}
