/* The hang fuzzer's driver (tests/hang/run.sh): no line may hold a
 * terminal or a campaign's server for more than a few seconds, whatever
 * its words.
 *
 *   drive gen < HELP.jsonl > LINES
 *       the lines to try, from the program's own `help COMMAND --json`
 *       answers (one a line): each command's examples (the generic one and
 *       the open game's), every word of them replaced by each odd token in
 *       turn, each KEY=VALUE's value and key made odd, an odd token added at
 *       the end, and the bare command with each odd token;
 *   drive term LIMIT LINES PROG ARGS...
 *       runs PROG ARGS (`adjutant --json --session S -`) and feeds it LINES
 *       one at a time, each followed by a sentinel command; a line whose
 *       sentinel has not answered within LIMIT seconds is reported, and the
 *       program is killed and started again for the lines after it (a
 *       line that ends the program is reported too: only `quit` may);
 *   drive http LIMIT LINES PORT CAMPAIGN TOKEN
 *       posts each line as a command of CAMPAIGN with TOKEN; a line not
 *       answered within LIMIT seconds, or answered with a 5xx but 503, is
 *       reported.
 *
 * Each mode prints one summary line; the exit status is 1 when a line was
 * reported.  Lines starting with `help` are never generated: `help games`
 * is the sentinel. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <jansson.h>

#include "../loopback.h"

#define SENTINEL	"help games"
#define LINE_MAX_	4096
#define BAD_MAX		10	/* then stop: a frozen server would take
				 * LIMIT seconds for every line after */

/* Odd tokens: empty names, bare and signed numbers at every edge of the
 * integer types, floats, a hexadecimal, a list, a long word. */
static const char *odd[] = { "=5", "x=", "=-1", "=", "-1", "0", "-0", "+5",
	"2147483647", "2147483648", "-2147483649", "4294967298",
	"9223372036854775807", "-9223372036854775808", "99999999999999999999",
	"1e308", "nan", "0x10", "''", "?", ",", "1,2,3,4,5,6,7,8,9,10,11,12",
	"roll=2147483647", "roll=-1", "roll=", "=roll" };
/* Odd values for a KEY= of an example. */
static const char *vals[] = { "", "-1", "0", "2147483647", "4294967298",
	"-9223372036854775808", "99999999999999999999", "1e308", "nan", "=5",
	",", "+2147483647" };
#define N(a)	(sizeof (a) / sizeof (a)[0])

static double
now(void)
{
	struct timespec	 t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* --- gen --- */

static void
emit(char **w, int n)
{
	int	 i;

	if (n == 0 || strncmp(w[0], "help", 4) == 0 || strcmp(w[0], "quit") == 0)
		return;
	for (i = 0; i < n; i++)
		printf("%s%s", i ? " " : "", w[i]);
	putchar('\n');
}

static void
mutate(const char *example)
{
	char	 copy[LINE_MAX_], *w[64], *save = NULL, *t, kv[LINE_MAX_];
	int	 n = 0, i;
	size_t	 k;

	snprintf(copy, sizeof copy, "%s", example);
	for (t = strtok_r(copy, " ", &save); t != NULL && n < 64;
	    t = strtok_r(NULL, " ", &save))
		w[n++] = t;
	if (n == 0)
		return;
	emit(w, n);
	for (i = 1; i < n; i++) {
		char *was = w[i], *eq = strchr(was, '=');

		for (k = 0; k < N(odd); k++) {
			w[i] = (char *)odd[k];
			emit(w, n);
		}
		if (eq != NULL && eq != was) {
			for (k = 0; k < N(vals); k++) {
				snprintf(kv, sizeof kv, "%.*s=%s", (int)(eq - was),
				    was, vals[k]);
				w[i] = kv;
				emit(w, n);
			}
			w[i] = eq;	/* "=VALUE": the key left out */
			emit(w, n);
		}
		w[i] = was;
	}
	for (k = 0; k < N(odd) && n < 63; k++) {
		char *bare[2] = { w[0], (char *)odd[k] };

		w[n] = (char *)odd[k];
		emit(w, n + 1);
		emit(bare, 2);
	}
}

static int
gen(void)
{
	char		 line[1 << 16];
	json_t		*o, *g;
	size_t		 i;

	while (fgets(line, sizeof line, stdin) != NULL) {
		if ((o = json_loads(line, 0, NULL)) == NULL)
			continue;
		if (json_is_string(json_object_get(o, "example")))
			mutate(json_string_value(json_object_get(o, "example")));
		json_array_foreach(json_object_get(o, "games"), i, g)
			if (json_is_string(json_object_get(g, "example")))
				mutate(json_string_value(json_object_get(g,
				    "example")));
		json_decref(o);
	}
	return 0;
}

/* --- term --- */

struct child {
	pid_t	 pid;
	int	 in, out;
	char	 buf[1 << 16];
	size_t	 n;
};

static int
start(struct child *c, char **argv)
{
	int	 to[2], from[2], devnull;

	if (pipe(to) != 0 || pipe(from) != 0)
		return -1;
	if ((c->pid = fork()) < 0)
		return -1;
	if (c->pid == 0) {
		dup2(to[0], 0);
		dup2(from[1], 1);
		if ((devnull = open("/dev/null", O_WRONLY)) >= 0)
			dup2(devnull, 2);
		close(to[1]);
		close(from[0]);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(to[0]);
	close(from[1]);
	c->in = to[1];
	c->out = from[0];
	c->n = 0;
	return 0;
}

static void
stop(struct child *c)
{
	kill(c->pid, SIGKILL);
	waitpid(c->pid, NULL, 0);
	close(c->in);
	close(c->out);
}

/* Read c's output until a whole line starting with mark arrives (0), the
 * deadline passes (1), or the program ends (-1). */
static int
await(struct child *c, const char *mark, double deadline)
{
	struct pollfd	 p = { .fd = c->out, .events = POLLIN };
	char		*nl;
	ssize_t		 r;

	for (;;) {
		while ((nl = memchr(c->buf, '\n', c->n)) != NULL) {
			size_t len = (size_t)(nl - c->buf);
			int hit = len >= strlen(mark) &&
			    memcmp(c->buf, mark, strlen(mark)) == 0;

			memmove(c->buf, nl + 1, c->n - len - 1);
			c->n -= len + 1;
			if (hit)
				return 0;
		}
		if (c->n == sizeof c->buf)	/* a long line: its end matters */
			c->n = 0;
		double left = deadline - now();
		if (left <= 0)
			return 1;
		if (poll(&p, 1, (int)(left * 1000) + 1) <= 0)
			continue;
		r = read(c->out, c->buf + c->n, sizeof c->buf - c->n);
		if (r <= 0)
			return -1;
		c->n += (size_t)r;
	}
}

static int
say(struct child *c, const char *line)
{
	size_t	 len = strlen(line), off = 0;
	ssize_t	 w;

	while (off < len) {
		if ((w = write(c->in, line + off, len - off)) <= 0)
			return -1;
		off += (size_t)w;
	}
	return write(c->in, "\n", 1) == 1 ? 0 : -1;
}

static int
term(double limit, const char *file, char **argv)
{
	struct child	 c;
	FILE		*f = fopen(file, "r");
	char		 line[LINE_MAX_], mark[LINE_MAX_];
	long		 n = 0, bad = 0, ended = 0;
	double		 worst = 0, t0;
	char		 worst_line[LINE_MAX_] = "";
	int		 rc;

	if (f == NULL || start(&c, argv) != 0) {
		fprintf(stderr, "drive: cannot start\n");
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	/* What the sentinel's answer starts with, in every game (the rest
	 * names the open game's own help rows). */
	snprintf(mark, sizeof mark, "{\"ok\":true,\"command\":\"help\"");
	say(&c, SENTINEL);
	if (await(&c, mark, now() + 10) != 0) {
		fprintf(stderr, "drive: the sentinel has no answer\n");
		return 2;
	}
	while (bad + ended < BAD_MAX && fgets(line, sizeof line, f) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		n++;
		t0 = now();
		if (say(&c, line) != 0 || say(&c, SENTINEL) != 0)
			rc = -1;
		else
			rc = await(&c, mark, t0 + limit);
		if (now() - t0 > worst) {
			worst = now() - t0;
			snprintf(worst_line, sizeof worst_line, "%s", line);
		}
		if (rc == 0)
			continue;
		if (rc > 0) {
			fprintf(stderr, "HANG (over %.0f s): %s\n", limit, line);
			bad++;
		} else {
			/* Nothing but `quit` ends it, and that is never sent:
			 * a crash, or a sanitizer's report. */
			fprintf(stderr, "ENDED the program: %s\n", line);
			ended++;
		}
		stop(&c);
		if (start(&c, argv) != 0)
			return 2;
		/* Past the restart, a second sentinel answer proves it up. */
		say(&c, SENTINEL);
		if (await(&c, mark, now() + 10) != 0) {
			fprintf(stderr, "drive: restart failed after: %s\n", line);
			return 2;
		}
	}
	stop(&c);
	fclose(f);
	printf("term: %ld lines, %ld over %.0f s, %ld ended the program; slowest "
	    "%.2f s: %s\n", n, bad, limit, ended, worst, worst_line);
	return bad != 0 || ended != 0;
}

/* --- http --- */

/* One command: its HTTP status, 0 when no answer came in time. */
static int
post(int port, const char *camp, const char *tok, const char *line,
    double limit)
{
	json_t	*body = json_pack("{s:s}", "line", line);
	char	*b = json_dumps(body, JSON_COMPACT), head[1024], ans[1 << 14];
	int	 fd, status = 0;
	size_t	 got = 0;
	ssize_t	 r;
	double	 deadline = now() + limit;

	json_decref(body);
	if (b == NULL || (fd = loopback_dial(port, limit)) < 0) {
		free(b);
		return -1;
	}
	snprintf(head, sizeof head, "POST /v1/campaigns/%s/commands HTTP/1.1\r\n"
	    "Host: 127.0.0.1\r\nAuthorization: Bearer %s\r\nContent-Type: "
	    "application/json\r\nContent-Length: %zu\r\nConnection: close\r\n"
	    "\r\n", camp, tok, strlen(b));
	if (send(fd, head, strlen(head), MSG_NOSIGNAL) > 0 &&
	    send(fd, b, strlen(b), MSG_NOSIGNAL) > 0)
		/* Read to the end (Connection: close), in time. */
		while (now() < deadline && (r = recv(fd, ans + got,
		    sizeof ans - 1 - got, 0)) > 0) {
			got += (size_t)r;
			if (got == sizeof ans - 1)
				got = 16;	/* only the head matters */
		}
	ans[got] = '\0';
	if (now() < deadline && strncmp(ans, "HTTP/1.", 7) == 0)
		status = atoi(ans + 9);
	close(fd);
	free(b);
	return status;
}

static int
http(double limit, const char *file, int port, const char *camp,
    const char *tok)
{
	FILE	*f = fopen(file, "r");
	char	 line[LINE_MAX_], worst_line[LINE_MAX_] = "";
	long	 n = 0, bad = 0, ran = 0;
	double	 worst = 0, t0;
	int	 st;

	if (f == NULL)
		return 2;
	while (bad < BAD_MAX && fgets(line, sizeof line, f) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		n++;
		t0 = now();
		st = post(port, camp, tok, line, limit);
		if (now() - t0 > worst) {
			worst = now() - t0;
			snprintf(worst_line, sizeof worst_line, "%s", line);
		}
		if (st == 0 || st < 0) {
			fprintf(stderr, "HANG (no answer in %.0f s): %s\n", limit,
			    line);
			bad++;
		} else if (st == 200)
			ran++;
		else if (st >= 500 && st != 503) {
			fprintf(stderr, "status %d: %s\n", st, line);
			bad++;
		}
	}
	fclose(f);
	printf("http: %ld lines, %ld run (200), %ld failed; slowest %.2f s: %s\n",
	    n, ran, bad, worst, worst_line);
	/* Lines the server never ran prove nothing (a bad token: 401). */
	return bad != 0 || ran == 0;
}

int
main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "gen") == 0)
		return gen();
	if (argc >= 5 && strcmp(argv[1], "term") == 0)
		return term(atof(argv[2]), argv[3], argv + 4);
	if (argc == 7 && strcmp(argv[1], "http") == 0)
		return http(atof(argv[2]), argv[3], atoi(argv[4]), argv[5],
		    argv[6]);
	fprintf(stderr, "usage: drive gen | term LIMIT LINES PROG ARGS... | "
	    "http LIMIT LINES PORT CAMPAIGN TOKEN\n");
	return 2;
}
