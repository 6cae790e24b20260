/* The client's HTTP: JSON requests to a campaign server with a role's
 * token, over one kept-alive connection (libcurl; TLS when https). */
#ifndef ADJ_SYNC_HTTP_H
#define ADJ_SYNC_HTTP_H

#include <stddef.h>
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

#endif
