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
 * Each line is one write(2) to a file opened O_APPEND, cut at
 * REQLOG_LINE bytes: lines from many threads never interleave, no lock
 * is taken (least of all a campaign's), and a request waits for nothing
 * but that one call. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "reqlog.h"

#define REQLOG_LINE	512
#define HEX_RUN		32	/* a token's length is 64 */

static int	 fd = -1;

int
reqlog_open(const char *path, char *err, size_t errlen)
{
	if ((fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC,
	    0600)) < 0) {
		snprintf(err, errlen, "cannot open the request log %s: %s", path,
		    strerror(errno));
		return -1;
	}
	return 0;
}

void
reqlog_close(void)
{
	if (fd >= 0)
		close(fd);
	fd = -1;
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
		run = strspn(s, "0123456789abcdefABCDEF");
		if (run >= HEX_RUN) {
			w += (size_t)snprintf(out + w, n - w, "[hex]");
			if (w >= n)
				return n - 1;
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
	static _Thread_local char date[24];
	static _Thread_local time_t second = -1;
	char		 line[REQLOG_LINE], at[40], st[16], took[24], *q;
	const char	*field[7];
	struct timespec	 now;
	struct tm	 tm;
	size_t		 w, n = sizeof line - 1;	/* room for the '\n' */
	int		 i;

	if (fd < 0)
		return;
	clock_gettime(CLOCK_REALTIME, &now);
	/* The second's text made once a second a thread: gmtime_r takes
	 * the C library's time zone lock, which every request would share. */
	if (now.tv_sec != second) {
		second = now.tv_sec;
		gmtime_r(&now.tv_sec, &tm);
		strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%S", &tm);
	}
	snprintf(at, sizeof at, "%.23s.%03dZ", date, (int)(now.tv_nsec / 1000000) % 1000);
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
	/* One write: O_APPEND puts it whole at the end.  A failure (a full
	 * disk) is the log's, never the request's. */
	if (write(fd, line, w) < 0)
		return;
}
