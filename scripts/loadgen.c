/* Load for `make bench`: many HTTP/1.1 keep-alive clients on loopback,
 * timing every request.  Plain sockets, so the client costs little next
 * to the server it measures.
 *
 *   loadgen post  PORT PATH TOKEN CLIENTS SECONDS BODY   appends
 *   loadgen get   PORT PATH TOKEN CLIENTS SECONDS        plain GETs
 *   loadgen fanout PORT BASE TOKEN WATCHERS ROUNDS WRITER_TOKEN
 *   loadgen release PORT PATH WATCHERS ROUNDS UPSTREAM_PORT
 *
 * A post's BODY may hold {id}: each request then has it replaced by an id
 * of its own (a terminal's client_id is new for every command, and the
 * server keeps the answer to each: a body sent again unchanged would be
 * a repeat, answered from what was kept).
 *
 * post/get print requests/s, p50 and p99 latency (ms) and any non-200;
 * fanout prints, over ROUNDS, the time from the moment a command is sent
 * to the last of WATCHERS long-polls answering (median and worst, ms).
 * release is the same measure for a proxy (nginx): WATCHERS requests of
 * PATH that the proxy passes to UPSTREAM_PORT, where this program holds
 * them all, then answers them at once; the time from that release to the
 * last answer through the proxy. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "adj/num.h"

static int	 port;
static const char *path, *token, *body;
static double	 until, started;

static double
now(void)
{
	struct timespec	 t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int
dial(void)
{
	struct sockaddr_in	 sa;
	int			 fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;

	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)port);
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
		perror("loadgen: connect");
		exit(1);
	}
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	return fd;
}

/* One request on a kept-alive connection; the status, the body into
 * out (when given).  -1 when the connection failed. */
static int
request(int fd, const char *method, const char *p, const char *tok,
    const char *b, char *out, size_t outlen)
{
	char	 req[2048], buf[1 << 16], drop[1 << 16], *hdr_end, *cl;
	size_t	 have = 0, need;
	ssize_t	 n;
	int	 status, len;

	len = snprintf(req, sizeof req, "%s %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
	    "Authorization: Bearer %s\r\nContent-Type: application/json\r\n"
	    "Content-Length: %zu\r\n\r\n%s", method, p, tok, b ? strlen(b) : 0,
	    b ? b : "");
	if (write(fd, req, (size_t)len) != len)
		return -1;
	for (;;) {
		n = read(fd, buf + have, sizeof buf - 1 - have);
		if (n <= 0)
			return -1;
		have += (size_t)n;
		buf[have] = '\0';
		if ((hdr_end = strstr(buf, "\r\n\r\n")) != NULL)
			break;
	}
	if (sscanf(buf, "HTTP/1.%*d %d", &status) != 1)
		return -1;
	/* Content-Length from the headers only, never from the body. */
	*hdr_end = '\0';
	cl = strcasestr(buf, "\r\nContent-Length:");
	*hdr_end = '\r';
	if (cl != NULL)
		cl += 2;
	need = (size_t)(hdr_end + 4 - buf) + (cl ? strtoul(cl + 15, NULL, 10) :
	    0);
	/* Read to its end, so that the next answer starts clean; what does
	 * not fit (a long list of events) is dropped. */
	while (have < need) {
		if (have < sizeof buf - 1)
			n = read(fd, buf + have, sizeof buf - 1 - have);
		else
			n = read(fd, drop, sizeof drop);
		if (n <= 0)
			return -1;
		have += (size_t)n;
	}
	buf[have < sizeof buf - 1 ? have : sizeof buf - 1] = '\0';
	if (out != NULL)
		snprintf(out, outlen, "%s", hdr_end + 4);
	return status;
}

struct worker {
	pthread_t	 t;
	int		 post;
	int		 index;
	double		*lat;
	size_t		 n, cap;
	long		 bad;
};

static void *
work(void *arg)
{
	struct worker	*w = arg;
	int		 fd = dial(), st;
	double		 t0;
	const char	*id = w->post ? strstr(body, "{id}") : NULL;
	char		 one[1200];
	long		 sent = 0;

	while ((t0 = now()) < until) {
		/* Unique across runs too: this process's id and its start. */
		if (id != NULL)
			snprintf(one, sizeof one, "%.*s%d-%.0f-%d-%ld%s",
			    (int)(id - body), body, (int)getpid(), started * 1000,
			    w->index, sent++, id + 4);
		st = request(fd, w->post ? "POST" : "GET", path, token,
		    w->post ? (id != NULL ? one : body) : NULL, NULL, 0);
		if (st < 0) {
			close(fd);
			fd = dial();
			w->bad++;
			continue;
		}
		if (st != 200)
			w->bad++;
		if (w->n == w->cap) {
			w->cap = w->cap ? 2 * w->cap : 4096;
			w->lat = realloc(w->lat, w->cap * sizeof *w->lat);
			if (w->lat == NULL)
				abort();
		}
		w->lat[w->n++] = now() - t0;
	}
	close(fd);
	return NULL;
}

static int
cmp(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static int
load(int post, int clients, double seconds)
{
	struct worker	*w = calloc((size_t)clients, sizeof *w);
	double		*all, t0, took;
	size_t		 n = 0, k;
	long		 bad = 0;
	int		 i;

	t0 = now();
	until = t0 + seconds;
	started = t0;
	for (i = 0; i < clients; i++) {
		w[i].post = post;
		w[i].index = i;
		pthread_create(&w[i].t, NULL, work, &w[i]);
	}
	for (i = 0; i < clients; i++) {
		pthread_join(w[i].t, NULL);
		n += w[i].n;
		bad += w[i].bad;
	}
	took = now() - t0;	/* before the sorting below */
	all = malloc((n + 1) * sizeof *all);
	for (n = 0, i = 0; i < clients; i++) {
		for (k = 0; k < w[i].n; k++)
			all[n++] = w[i].lat[k];
		free(w[i].lat);
	}
	qsort(all, n, sizeof *all, cmp);
	printf("requests=%zu per_second=%.0f p50_ms=%.2f p99_ms=%.2f "
	    "max_ms=%.2f not_200=%ld\n", n, (double)n / took,
	    n ? all[n / 2] * 1e3 : 0, n ? all[n * 99 / 100] * 1e3 : 0,
	    n ? all[n - 1] * 1e3 : 0, bad);
	free(all);
	free(w);
	return 0;
}

/* Fan-out: watchers long-poll for events after `after`; the writer posts
 * one command; each watcher notes when its answer arrived. */
struct watcher {
	pthread_t	 t;
	int		 fd;
	long long	 after;
	double		 got;
	pthread_barrier_t *ready;
};

static void *
watch(void *arg)
{
	struct watcher	*w = arg;
	char		 p[512];

	/* (A proxy's held request: the path itself.) */
	if (w->after < 0)
		snprintf(p, sizeof p, "%s", path);
	else
		snprintf(p, sizeof p, "%s/events?after=%lld&wait=30", path,
		    w->after);
	pthread_barrier_wait(w->ready);
	if (request(w->fd, "GET", p, token, NULL, NULL, 0) == 200)
		w->got = now();
	return NULL;
}

/* A round's watchers, each on its kept-alive connection, waiting at the
 * barrier until all are about to ask. */
static void
watchers_start(struct watcher *w, int n, long long after,
    pthread_barrier_t *ready)
{
	int	 i;

	pthread_barrier_init(ready, NULL, (unsigned)n + 1);
	for (i = 0; i < n; i++) {
		w[i].after = after;
		w[i].got = 0;
		w[i].ready = ready;
		pthread_create(&w[i].t, NULL, watch, &w[i]);
	}
	pthread_barrier_wait(ready);
}

/* The round's end: its spread (last answer after sent) into *spread; the
 * number of watchers never answered. */
static int
watchers_end(struct watcher *w, int n, double sent, double *spread,
    pthread_barrier_t *ready)
{
	int	 i, missed = 0;

	for (i = 0; i < n; i++) {
		pthread_join(w[i].t, NULL);
		if (w[i].got == 0)
			missed++;
		else if (w[i].got - sent > *spread)
			*spread = w[i].got - sent;
	}
	pthread_barrier_destroy(ready);
	return missed;
}

static void
spread_print(double *spread, int rounds, int watchers, int missed)
{
	qsort(spread, (size_t)rounds, sizeof *spread, cmp);
	printf("watchers=%d rounds=%d fanout_median_ms=%.2f fanout_max_ms=%.2f "
	    "missed=%d\n", watchers, rounds, spread[rounds / 2] * 1e3,
	    spread[rounds - 1] * 1e3, missed);
}

static long long
last_seq(int fd, const char *writer)
{
	char	 p[512], out[1 << 16], *s;

	snprintf(p, sizeof p, "%s/events?after=999999999", path);
	if (request(fd, "GET", p, writer, NULL, out, sizeof out) != 200 ||
	    (s = strstr(out, "\"last_seq\":")) == NULL)
		return -1;
	return strtoll(s + 11, NULL, 10);
}

static int
fanout(int watchers, int rounds, const char *writer)
{
	struct watcher	*w = calloc((size_t)watchers, sizeof *w);
	pthread_barrier_t ready;
	double		*spread = calloc((size_t)rounds, sizeof *spread), sent;
	char		 p[512];
	int		 i, r, wfd = dial(), missed = 0;
	long long	 after;

	for (i = 0; i < watchers; i++)
		w[i].fd = dial();
	snprintf(p, sizeof p, "%s/commands", path);
	for (r = 0; r < rounds; r++) {
		if ((after = last_seq(wfd, writer)) < 0) {
			fprintf(stderr, "loadgen: no last_seq from %s/events\n",
			    path);
			return 1;
		}
		watchers_start(w, watchers, after, &ready);
		usleep(300000);		/* every watcher is waiting */
		/* From the send: the command's own run and commit are part of
		 * what a watcher waits for. */
		sent = now();
		if (request(wfd, "POST", p, writer, "{\"line\":\"note fan-out\"}",
		    NULL, 0) != 200)
			fprintf(stderr, "loadgen: the writer's command failed\n");
		missed += watchers_end(w, watchers, sent, &spread[r], &ready);
	}
	spread_print(spread, rounds, watchers, missed);
	for (i = 0; i < watchers; i++)
		close(w[i].fd);
	close(wfd);
	free(w);
	free(spread);
	return missed ? 1 : 0;
}

/* The proxy's reference: WATCHERS requests held upstream (here), then
 * released at once.  Upstream answers are written one after another by
 * one thread, as the server's one commit wakes its long-polls. */
static int
release(int watchers, int rounds, int upport)
{
	struct watcher	*w = calloc((size_t)watchers, sizeof *w);
	struct sockaddr_in sa;
	pthread_barrier_t ready;
	double		*spread = calloc((size_t)rounds, sizeof *spread), sent;
	char		 buf[4096], answer[1024];
	int		*held = calloc((size_t)watchers, sizeof *held);
	int		 ls, i, r, n, alen, one = 1, missed = 0;
	size_t		 body;

	/* The body a woken long-poll answers with, about its size. */
	body = 420;
	alen = snprintf(answer, sizeof answer, "HTTP/1.1 200 OK\r\n"
	    "Content-Type: application/json\r\nContent-Length: %zu\r\n"
	    "Connection: close\r\n\r\n", body);
	memset(answer + alen, 'x', body);
	alen += (int)body;
	ls = socket(AF_INET, SOCK_STREAM, 0);
	setsockopt(ls, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)upport);
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (ls < 0 || bind(ls, (struct sockaddr *)&sa, sizeof sa) != 0 ||
	    listen(ls, 1024) != 0) {
		perror("loadgen: upstream");
		return 1;
	}
	for (i = 0; i < watchers; i++)
		w[i].fd = dial();
	for (r = 0; r < rounds; r++) {
		watchers_start(w, watchers, -1, &ready);
		/* Every request held: accepted, and its head read. */
		for (i = 0; i < watchers; i++) {
			if ((held[i] = accept(ls, NULL, NULL)) < 0)
				return 1;
			n = 0;
			while (n < (int)sizeof buf - 1) {
				ssize_t k = read(held[i], buf + n,
				    sizeof buf - 1 - (size_t)n);
				if (k <= 0)
					break;
				n += (int)k;
				buf[n] = '\0';
				if (strstr(buf, "\r\n\r\n") != NULL)
					break;
			}
		}
		usleep(300000);
		sent = now();
		for (i = 0; i < watchers; i++)
			if (write(held[i], answer, (size_t)alen) != alen)
				missed++;
		missed += watchers_end(w, watchers, sent, &spread[r], &ready);
		for (i = 0; i < watchers; i++)
			close(held[i]);
	}
	spread_print(spread, rounds, watchers, missed);
	close(ls);
	for (i = 0; i < watchers; i++)
		close(w[i].fd);
	free(w);
	free(held);
	free(spread);
	return missed ? 1 : 0;
}

/* Seconds from the command line: a decimal over 0, at most an hour. */
static double
seconds(const char *s)
{
	char	*end;
	double	 d = strtod(s, &end);

	if (end == s || *end != '\0' || !(d > 0 && d <= 3600)) {
		fprintf(stderr, "loadgen: \"%s\": expected seconds, over 0 and "
		    "at most 3600\n", s);
		exit(2);
	}
	return d;
}

/* A count from the command line: digits only, within its range. */
static int
count(const char *s, int min, int max)
{
	int	 n;

	if (num_int(s, min, max, &n) != 0) {
		fprintf(stderr, "loadgen: \"%s\": expected a whole number from "
		    "%d to %d\n", s, min, max);
		exit(2);
	}
	return n;
}

int
main(int argc, char **argv)
{
	if (argc < 3)
		goto usage;
	port = count(argv[2], 1, 65535);
	if (argc == 8 && strcmp(argv[1], "post") == 0) {
		path = argv[3];
		token = argv[4];
		body = argv[7];
		return load(1, count(argv[5], 1, 10000), seconds(argv[6]));
	}
	if (argc == 7 && strcmp(argv[1], "get") == 0) {
		path = argv[3];
		token = argv[4];
		return load(0, count(argv[5], 1, 10000), seconds(argv[6]));
	}
	if (argc == 8 && strcmp(argv[1], "fanout") == 0) {
		path = argv[3];
		token = argv[4];
		return fanout(count(argv[5], 1, 10000), count(argv[6], 1, 1000),
		    argv[7]);
	}
	if (argc == 7 && strcmp(argv[1], "release") == 0) {
		path = argv[3];
		token = "-";
		return release(count(argv[4], 1, 10000), count(argv[5], 1, 1000),
		    count(argv[6], 1, 65535));
	}
usage:
	fprintf(stderr, "usage: loadgen post PORT PATH TOKEN CLIENTS SECONDS "
	    "BODY\n       loadgen get PORT PATH TOKEN CLIENTS SECONDS\n"
	    "       loadgen fanout PORT BASE TOKEN WATCHERS ROUNDS WRITER\n"
	    "       loadgen release PORT PATH WATCHERS ROUNDS UPSTREAM_PORT\n");
	return 2;
}
