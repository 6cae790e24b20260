/* A connection to a test's server on loopback, for the test programs that
 * speak HTTP by hand (tests/server/fuzz.c, tests/hang/drive.c): included,
 * as each is compiled alone. */
#ifndef TESTS_LOOPBACK_H
#define TESTS_LOOPBACK_H

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <stdint.h>
#include <unistd.h>

/* Connected to 127.0.0.1:port, with send and receive timeouts of seconds;
 * or -1. */
static inline int
loopback_dial(int port, double seconds)
{
	struct sockaddr_in sa = { .sin_family = AF_INET };
	struct timeval tv = { (time_t)seconds, (suseconds_t)((seconds -
	    (double)(time_t)seconds) * 1e6) };
	int	 fd;

	sa.sin_port = htons((uint16_t)port);
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if ((fd = socket(AF_INET, SOCK_STREAM, 0)) < 0)
		return -1;
	if (connect(fd, (struct sockaddr *)&sa, sizeof sa) != 0) {
		close(fd);
		return -1;
	}
	setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
	setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
	return fd;
}

#endif
