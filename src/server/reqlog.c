/* The request log: one line a request, for the operator to read or ship
 * to the usual log tools (DIR/requests.log, or `serve --log FILE`):
 *
 *   2026-11-27T19:02:11.348Z 1f0c9a2be4d17730 union POST /v1/campaigns/1f0c9a2be4d17730/commands next 200 3
 *
 * the time (UTC), the campaign and role the token opened ("-" when it
 * was refused), the method, the path (never its query: a page's address
 * carries its token there), the command a posted line resolved to ("-"
 * for anything else: never the line itself, whose words may be a
 * secret), the status ("-" when no answer was sent) and the time it took
 * in ms.  A run of 32 hex digits or more in a path, a token sent in the
 * wrong place, is logged as "[hex]".
 *
 * Lines are cut at REQLOG_LINE bytes and written whole, a run of them
 * to a write(2) on a file opened O_APPEND, so lines never interleave
 * (one write a line was a system call a request, and the log's lock
 * taken once more a line against the requests').  The writes are made by
 * a thread of the log's own: a request only copies its line into a ring
 * of REQLOG_RING under the log's own lock (never a campaign's), and
 * waits for no disk, nor wakes the thread (it looks every REQLOG_TICK,
 * or when the ring is half full).  A ring full (a disk that stalls) drops the line,
 * and the next line written says how many were dropped. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "reqlog.h"

#define REQLOG_LINE	512
#define REQLOG_RING	1024	/* lines waiting to be written */
#define REQLOG_TICK	100000000L	/* ns between the writer's looks */
#define REQLOG_BATCH	(128 * REQLOG_LINE)	/* bytes a write(2) takes */
#define HEX_RUN		32	/* a token's length is 64 */

static struct {
	pthread_mutex_t	 lock;
	pthread_cond_t	 more;
	pthread_t	 thread;
	int		 fd;
	int		 stop;
	struct {
		char	 s[REQLOG_LINE];
		size_t	 n;
	}		 ring[REQLOG_RING];
	int		 head, count;
	unsigned long	 dropped;
} L = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, -1, 0,
    { { "", 0 } }, 0, 0, 0 };

/* Now, in UTC to the millisecond, into at.  The second's text is made
 * once a second a thread: gmtime_r takes the C library's time zone
 * lock, which every request would share. */
static void
stamp(char *at, size_t len)
{
	static _Thread_local char date[24];
	static _Thread_local time_t second = -1;
	struct timespec	 now;
	struct tm	 tm;

	clock_gettime(CLOCK_REALTIME, &now);
	if (now.tv_sec != second) {
		second = now.tv_sec;
		gmtime_r(&now.tv_sec, &tm);
		strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S", &tm);
	}
	snprintf(at, len, "%.23s.%03dZ", date, (int)(now.tv_nsec / 1000000) %
	    1000);
}

/* A failure to write (a full disk) is the log's, never a request's. */
static void
put_line(const char *s, size_t n)
{
	if (write(L.fd, s, n) < 0)
		return;
}

/* The lines waiting, as many as fit in out (whole lines only), taken
 * off the ring (its lock held): their bytes. */
static size_t
take_lines(char *out, size_t room)
{
	size_t	 w = 0, n;

	while (L.count > 0 && (n = L.ring[L.head].n) <= room - w) {
		memcpy(out + w, L.ring[L.head].s, n);
		w += n;
		L.head = (L.head + 1) % REQLOG_RING;
		L.count--;
	}
	return w;
}

static void *
writer(void *arg)
{
	static char	 run[REQLOG_BATCH];
	struct timespec	 at;
	size_t		 n;
	unsigned long	 dropped;
	int		 len;

	(void)arg;
	pthread_mutex_lock(&L.lock);
	for (;;) {
		while (!L.stop && L.count == 0) {
			clock_gettime(CLOCK_REALTIME, &at);
			at.tv_nsec += REQLOG_TICK;
			if (at.tv_nsec >= 1000000000L) {
				at.tv_sec++;
				at.tv_nsec -= 1000000000L;
			}
			pthread_cond_timedwait(&L.more, &L.lock, &at);
		}
		if (L.count == 0)
			break;		/* stopping, and all written */
		n = take_lines(run, sizeof run);
		dropped = L.dropped;
		L.dropped = 0;
		pthread_mutex_unlock(&L.lock);
		if (dropped > 0) {
			char	 at[40], say[160];

			stamp(at, sizeof at);
			len = snprintf(say, sizeof say, "%s - - - - - - - %lu "
			    "lines dropped: the log's disk was slow\n", at,
			    dropped);
			put_line(say, (size_t)len);
		}
		put_line(run, n);
		pthread_mutex_lock(&L.lock);
	}
	pthread_mutex_unlock(&L.lock);
	return NULL;
}

int
reqlog_open(const char *path, char *err, size_t errlen)
{
	if ((L.fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
	    0600)) < 0) {
		snprintf(err, errlen, "cannot open the request log %s: %s", path,
		    strerror(errno));
		return -1;
	}
	L.stop = 0;
	if (pthread_create(&L.thread, NULL, writer, NULL) != 0) {
		snprintf(err, errlen, "cannot start the request log's thread");
		close(L.fd);
		L.fd = -1;
		return -1;
	}
	return 0;
}

/* Every line taken written, then the file closed. */
void
reqlog_close(void)
{
	if (L.fd < 0)
		return;
	pthread_mutex_lock(&L.lock);
	L.stop = 1;
	pthread_cond_signal(&L.more);
	pthread_mutex_unlock(&L.lock);
	pthread_join(L.thread, NULL);
	close(L.fd);
	L.fd = -1;
}

/* s as one field of the line at out (room for n bytes more, NUL
 * included): each byte that is no printable ASCII, or a space, as '?';
 * a run of HEX_RUN hex digits or more as "[hex]".  The bytes written. */
static size_t
put_field(char *out, size_t n, const char *s)
{
	size_t	 w = 0, run;

	if (s == NULL || *s == '\0')
		s = "-";
	while (*s != '\0' && w + 1 < n) {
		/* A run of hex digits is measured once, at its start (asked
		 * of strspn at every byte, the line cost a twentieth of what
		 * the server did for a command). */
		for (run = 0; isxdigit((unsigned char)s[run]); run++)
			continue;
		if (run >= HEX_RUN) {
			w += (size_t)snprintf(out + w, n - w, "[hex]");
			if (w >= n)
				return n - 1;
			s += run;
			continue;
		}
		if (run > 0) {
			if (run > n - 1 - w)
				run = n - 1 - w;
			memcpy(out + w, s, run);
			w += run;
			s += run;
			continue;
		}
		out[w++] = (unsigned char)*s > ' ' && (unsigned char)*s < 0x7f ?
		    *s : '?';
		s++;
	}
	out[w] = '\0';
	return w;
}

void
reqlog_write(const char *campaign, const char *role, const char *method,
    const char *path, const char *command, unsigned status, double ms)
{
	char		 line[REQLOG_LINE], at[40], st[16], took[24], *q;
	const char	*field[7];
	size_t		 w, n = sizeof line - 1;	/* room for the '\n' */
	int		 i, slot;

	if (L.fd < 0)
		return;
	stamp(at, sizeof at);
	snprintf(st, sizeof st, "%u", status);
	snprintf(took, sizeof took, "%.0f", ms < 0 ? 0 : ms);
	/* The query is never the log's: cut it off before anything. */
	if (path != NULL && (q = strchr(path, '?')) != NULL) {
		static _Thread_local char bare[REQLOG_LINE];

		snprintf(bare, sizeof bare, "%.*s", (int)(q - path), path);
		path = bare;
	}
	field[0] = campaign;
	field[1] = role;
	field[2] = method;
	field[3] = path;
	field[4] = command;
	field[5] = status != 0 ? st : NULL;
	field[6] = took;
	w = put_field(line, n, at);
	for (i = 0; i < 7 && w + 1 < n; i++) {
		line[w++] = ' ';
		w += put_field(line + w, n - w, field[i]);
	}
	line[w++] = '\n';
	pthread_mutex_lock(&L.lock);
	if (L.stop || L.count == REQLOG_RING)
		L.dropped++;
	else {
		slot = (L.head + L.count) % REQLOG_RING;
		memcpy(L.ring[slot].s, line, w);
		L.ring[slot].n = w;
		if (++L.count == REQLOG_RING / 2)
			pthread_cond_signal(&L.more);
	}
	pthread_mutex_unlock(&L.lock);
}
