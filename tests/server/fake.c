/* A campaign server that misbehaves, for tests/server/client.sh: it
 * answers /v1/me as a real one would, then the events in one wrong way.
 *
 *   fake MODE     prints "port=N", then one line per request it answers
 *
 *   nomore        every events request: none, and "more": true
 *   huge          every events request: a body that never ends
 *
 * It stops by itself after 500 requests or 60 seconds, so that a client
 * that loops cannot keep a test waiting for ever. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

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

/* An answer with no length that goes on until the client gives up. */
static void
endless(int fd)
{
	static const char head[] = "HTTP/1.1 200 OK\r\nContent-Type: "
	    "application/json\r\nConnection: close\r\n\r\n{\"ok\":true,\"x\":\"";
	char	 block[65536];

	memset(block, 'a', sizeof block);
	send(fd, head, sizeof head - 1, MSG_NOSIGNAL);
	while (send(fd, block, sizeof block, MSG_NOSIGNAL) > 0)
		;
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
	char			 path[1024];
	int			 s, fd, served = 0, one = 1;

	if (argc != 2 || (strcmp(argv[1], "nomore") != 0 &&
	    strcmp(argv[1], "huge") != 0)) {
		fprintf(stderr, "usage: fake nomore|huge\n");
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	alarm(SECONDS_MAX);
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
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
				endless(fd);
				break;
			} else if (answer(fd, nomore) != 0)
				break;
		}
		close(fd);
	}
	return 0;
}
