/* Slow and oversized clients for tests/server/slow.sh, over plain TCP (an
 * HTTP library would not send a request this badly).
 *
 *   slow trickle PORT N GIVEUP   N connections, each sending a request
 *                                head one byte a second, never ending it;
 *                                prints "opened=N" once all are open, and
 *                                when all are closed (or after GIVEUP s)
 *                                "closed=M first_s=X last_s=Y"
 *   slow head PORT METHOD PATH TOKEN HEADER   a request head announcing a
 *                                body, and none of the body: prints
 *                                "status=S" (0: no answer within 5 s)
 *   slow chunked PORT PATH TOKEN  a chunked body 4 KB at a time, waiting
 *                                a little after each for an answer; up to
 *                                1 MB: prints "status=S sent=BYTES"
 *
 * Times are from each connection's opening, in seconds. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define TRICKLE_MAX	1000
#define CHUNK		4096
#define CHUNKED_MAX	(1024 * 1024)

static int	 port;

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
	int			 fd = socket(AF_INET, SOCK_STREAM, 0);

	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)port);
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
		perror("slow: connect");
		exit(1);
	}
	return fd;
}

/* Whatever the server sent within ms milliseconds: its status, or 0 for
 * none; -1 when it closed without one. */
static int
status_within(int fd, int ms)
{
	struct pollfd	 p = { fd, POLLIN, 0 };
	char		 buf[512];
	ssize_t		 n;
	int		 st;

	if (poll(&p, 1, ms) <= 0)
		return 0;
	if ((n = recv(fd, buf, sizeof buf - 1, 0)) <= 0)
		return -1;
	buf[n] = '\0';
	return sscanf(buf, "HTTP/1.%*d %d", &st) == 1 ? st : -1;
}

static int
trickle(int n, double giveup)
{
	static const char head[] = "GET /v1/me HTTP/1.1\r\nHost: x\r\nX-Slow: ";
	struct pollfd	 p[TRICKLE_MAX];
	double		 opened[TRICKLE_MAX], first = 0, last = 0, t0,
			 next_byte;
	size_t		 at[TRICKLE_MAX];
	ssize_t		 got;
	char		 c;
	int		 i, open = n, closed = 0;

	if (n < 1 || n > TRICKLE_MAX)
		return 2;
	for (i = 0; i < n; i++) {
		p[i].fd = dial();
		p[i].events = POLLIN;
		opened[i] = now();
		at[i] = 0;
	}
	printf("opened=%d\n", n);
	fflush(stdout);
	t0 = now();
	next_byte = t0;
	while (open > 0 && now() - t0 < giveup) {
		if (now() >= next_byte) {
			/* One byte more of a head that never ends. */
			for (i = 0; i < n; i++) {
				if (p[i].fd < 0)
					continue;
				c = at[i] < sizeof head - 1 ? head[at[i]] : 'a';
				if (send(p[i].fd, &c, 1, MSG_NOSIGNAL) == 1)
					at[i]++;
			}
			next_byte += 1.0;
		}
		if (poll(p, (nfds_t)n, 100) <= 0)
			continue;
		for (i = 0; i < n; i++) {
			if (p[i].fd < 0 || p[i].revents == 0)
				continue;
			got = recv(p[i].fd, &c, 1, MSG_DONTWAIT);
			if (got > 0 || (got < 0 && errno == EAGAIN))
				continue;	/* an answer: wait for the close */
			close(p[i].fd);
			p[i].fd = -1;
			open--;
			closed++;
			last = now() - opened[i];
			if (closed == 1 || last < first)
				first = last;
		}
	}
	printf("closed=%d first_s=%.1f last_s=%.1f\n", closed, first, last);
	for (i = 0; i < n; i++)
		if (p[i].fd >= 0)
			close(p[i].fd);
	return 0;
}

static int
head(const char *method, const char *path, const char *tok, const char *hdr)
{
	char	 req[1024];
	int	 fd = dial(), len, st;

	len = snprintf(req, sizeof req, "%s %s HTTP/1.1\r\nHost: x\r\n"
	    "Authorization: Bearer %s\r\nContent-Type: application/json\r\n"
	    "%s\r\n\r\n", method, path, tok, hdr);
	if (send(fd, req, (size_t)len, MSG_NOSIGNAL) != len)
		return 1;
	st = status_within(fd, 5000);
	printf("status=%d\n", st);
	close(fd);
	return 0;
}

static int
chunked(const char *path, const char *tok)
{
	char	 req[1024], chunk[CHUNK + 16];
	int	 fd = dial(), len, st = 0;
	size_t	 sent = 0;

	len = snprintf(req, sizeof req, "POST %s HTTP/1.1\r\nHost: x\r\n"
	    "Authorization: Bearer %s\r\nContent-Type: application/json\r\n"
	    "Transfer-Encoding: chunked\r\n\r\n", path, tok);
	if (send(fd, req, (size_t)len, MSG_NOSIGNAL) != len)
		return 1;
	len = snprintf(chunk, sizeof chunk, "%x\r\n", CHUNK);
	memset(chunk + len, 'a', CHUNK);
	memcpy(chunk + len + CHUNK, "\r\n", 2);
	len += CHUNK + 2;
	while (sent < CHUNKED_MAX && st == 0) {
		if (send(fd, chunk, (size_t)len, MSG_NOSIGNAL) != len)
			break;
		sent += CHUNK;
		st = status_within(fd, 100);
	}
	if (st == 0) {
		send(fd, "0\r\n\r\n", 5, MSG_NOSIGNAL);
		st = status_within(fd, 5000);
	}
	printf("status=%d sent=%zu\n", st, sent);
	close(fd);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc == 5 && strcmp(argv[1], "trickle") == 0) {
		port = atoi(argv[2]);
		return trickle(atoi(argv[3]), atof(argv[4]));
	}
	if (argc == 7 && strcmp(argv[1], "head") == 0) {
		port = atoi(argv[2]);
		return head(argv[3], argv[4], argv[5], argv[6]);
	}
	if (argc == 5 && strcmp(argv[1], "chunked") == 0) {
		port = atoi(argv[2]);
		return chunked(argv[3], argv[4]);
	}
	fprintf(stderr, "usage: slow trickle PORT N GIVEUP\n"
	    "       slow head PORT METHOD PATH TOKEN HEADER\n"
	    "       slow chunked PORT PATH TOKEN\n");
	return 2;
}
