/* A campaign server that misbehaves, for tests/server/client.sh and
 * download.sh: it answers /v1/me as a real one would, then the events,
 * or the report a side's copy exports, in one wrong way.
 *
 *   fake MODE [PORT]   prints "port=N", then one line per request it
 *                      answers (PORT: the one a copy was joined to)
 *
 *   nomore        every events request: none, and "more": true
 *   huge          every events request: a body that never ends
 *   endless       events: none and no more; a report: a 200 that never
 *                 ends, and says no length
 *   declared      a report: Content-Length 1 TB, then nothing for 30 s
 *   liar          a report: Content-Length 1000, then bytes for ever
 *   headers       a report: X- headers that never end
 *   eventheaders  every events request: headers that never end
 *   refusal       a report: a 403 whose JSON never ends
 *
 * It stops by itself after 500 requests or 60 seconds, so that a client
 * that loops cannot keep a test waiting for ever. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#define REQUESTS_MAX	500
#define SECONDS_MAX	60

static const char me[] = "{\"ok\":true,\"campaign\":\"c1\",\"game\":"
	"\"longstreet-attacks\",\"scenario\":\"round-tops\",\"role\":\"union\"}";
static const char nomore[] = "{\"ok\":true,\"last_seq\":5,\"events\":[],"
	"\"more\":true}";

static int
answer(int fd, const char *body)
{
	char	 head[256];
	int	 n;

	n = snprintf(head, sizeof head, "HTTP/1.1 200 OK\r\nContent-Type: "
	    "application/json\r\nContent-Length: %zu\r\n\r\n", strlen(body));
	return send(fd, head, (size_t)n, MSG_NOSIGNAL) == n &&
	    send(fd, body, strlen(body), MSG_NOSIGNAL) == (ssize_t)strlen(body) ?
	    0 : -1;
}

static const char none[] = "{\"ok\":true,\"last_seq\":0,\"events\":[],"
	"\"more\":false}";

/* Bytes until the client goes. */
static void
forever(int fd)
{
	char	 block[65536];

	memset(block, 'a', sizeof block);
	while (send(fd, block, sizeof block, MSG_NOSIGNAL) > 0)
		;
}

/* An answer with no length that goes on until the client gives up. */
static void
endless(int fd, const char *status)
{
	char	 head[256];

	snprintf(head, sizeof head, "HTTP/1.1 %s\r\nContent-Type: "
	    "application/json\r\nConnection: close\r\n\r\n{\"ok\":true,"
	    "\"x\":\"", status);
	send(fd, head, strlen(head), MSG_NOSIGNAL);
	forever(fd);
}

/* A report (or, eventheaders, the events) as a broken or hostile server
 * would send it. */
static void
report(int fd, const char *mode)
{
	static const char ok[] = "HTTP/1.1 200 OK\r\nContent-Type: text/html"
	    "\r\nX-Report-Events: 1\r\n";
	char	 head[256];
	int	 i;

	if (strcmp(mode, "refusal") == 0) {
		endless(fd, "403 Forbidden");
		return;
	}
	send(fd, ok, sizeof ok - 1, MSG_NOSIGNAL);
	if (strstr(mode, "headers") != NULL) {
		for (i = 0; snprintf(head, sizeof head, "X-Filler-%d: %0200d\r\n",
		    i, 0) > 0 && send(fd, head, strlen(head), MSG_NOSIGNAL) > 0;
		    i++)
			;
		return;
	}
	if (strcmp(mode, "declared") == 0)
		snprintf(head, sizeof head, "Content-Length: %lld\r\n\r\n",
		    1LL << 40);
	else if (strcmp(mode, "liar") == 0)
		snprintf(head, sizeof head, "Content-Length: 1000\r\n\r\n");
	else
		snprintf(head, sizeof head, "Connection: close\r\n\r\n");
	send(fd, head, strlen(head), MSG_NOSIGNAL);
	if (strcmp(mode, "declared") == 0)
		sleep(30);
	else
		forever(fd);
}

/* One request's head (and its body, dropped) from fd: its path into
 * path; -1 when the client went. */
static int
request(int fd, char *path, size_t len)
{
	char	 buf[8192], *end, *cl;
	size_t	 have = 0, body;
	ssize_t	 n;

	while ((end = memmem(buf, have, "\r\n\r\n", 4)) == NULL) {
		if (have == sizeof buf || (n = recv(fd, buf + have,
		    sizeof buf - have, 0)) <= 0)
			return -1;
		have += (size_t)n;
	}
	*end = '\0';
	if (sscanf(buf, "%*s %1023s", path) != 1 || len < 1024)
		return -1;
	body = (cl = strcasestr(buf, "\r\nContent-Length:")) != NULL ?
	    strtoul(cl + 17, NULL, 10) : 0;
	have -= (size_t)(end + 4 - buf);
	while (have < body && (n = recv(fd, buf, sizeof buf, 0)) > 0)
		have += (size_t)n;
	return 0;
}

int
main(int argc, char **argv)
{
	struct sockaddr_in	 sa;
	socklen_t		 sl = sizeof sa;
	char			 path[1024], *end;
	long			 port;
	int			 s, fd, served = 0, one = 1;

	static const char *const modes[] = { "nomore", "huge", "endless",
	    "declared", "liar", "headers", "eventheaders", "refusal", NULL };
	int			 m;

	for (m = 0; argc >= 2 && modes[m] != NULL; m++)
		if (strcmp(argv[1], modes[m]) == 0)
			break;
	if (argc < 2 || argc > 3 || modes[m] == NULL) {
		fprintf(stderr, "usage: fake nomore|huge|endless|declared|liar|"
		    "headers|eventheaders|refusal [port]\n");
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	alarm(SECONDS_MAX);
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (argc == 3) {
		errno = 0;
		port = strtol(argv[2], &end, 10);
		if (errno != 0 || *end != '\0' || port < 1 || port > 65535) {
			fprintf(stderr, "fake: a port is 1 to 65535\n");
			return 2;
		}
		sa.sin_port = htons((unsigned short)port);
	}
	if ((s = socket(AF_INET, SOCK_STREAM, 0)) < 0 ||
	    setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) != 0 ||
	    bind(s, (struct sockaddr *)&sa, sizeof sa) != 0 ||
	    listen(s, 16) != 0 ||
	    getsockname(s, (struct sockaddr *)&sa, &sl) != 0) {
		perror("fake");
		return 1;
	}
	printf("port=%d\n", ntohs(sa.sin_port));
	fflush(stdout);
	while (served < REQUESTS_MAX && (fd = accept(s, NULL, NULL)) >= 0) {
		while (served < REQUESTS_MAX && request(fd, path,
		    sizeof path) == 0) {
			served++;
			printf("%s\n", path);
			fflush(stdout);
			if (strcmp(path, "/v1/me") == 0) {
				if (answer(fd, me) != 0)
					break;
			} else if (strcmp(argv[1], "huge") == 0) {
				endless(fd, "200 OK");
				break;
			} else if (strcmp(argv[1], "eventheaders") == 0 ||
			    (m >= 2 && strstr(path, "/export?") != NULL)) {
				report(fd, argv[1]);
				break;
			} else if (answer(fd, m >= 2 ? none : nomore) != 0)
				break;
		}
		close(fd);
	}
	return 0;
}
