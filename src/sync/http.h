/* The client's HTTP: JSON requests to a campaign server with a role's
 * token, over one kept-alive connection (libcurl; TLS when https). */
#ifndef ADJ_SYNC_HTTP_H
#define ADJ_SYNC_HTTP_H

#include <stddef.h>
#include <stdio.h>
#include <jansson.h>

struct http;

/* base: "http://host:port" or "https://..."; token: the role's token
 * (NULL: none is sent). */
struct http *http_new(const char *base, const char *token);
void	 http_free(struct http *);
/* From another thread: the call in progress on this handle, and every
 * later one, fails at once (a long-poll let go at exit). */
void	 http_stop(struct http *);

/* GET base+path, or POST body (when not NULL) as JSON.  0 when the server
 * answered: its status into *status and its JSON into *out (NULL when
 * the body was not JSON).  -1 when no answer came (err says why). */
int	 http_call(struct http *, const char *path, json_t *body,
	    long timeout_s, long *status, json_t **out, char *err, size_t);

/* GET base+path, its body written to f when the answer is 200 (a report
 * of any size), its X-... headers into *headers ({name: value}); any
 * other answer's JSON into *out.  0 when the server answered (its
 * status into *status), -1 when no answer came or f could not take it. */
int	 http_download(struct http *, const char *path, FILE *f,
	    long timeout_s, long *status, json_t **headers, json_t **out,
	    char *err, size_t);

#endif
