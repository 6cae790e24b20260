/* The client's HTTP on libcurl.  One easy handle per link, so requests
 * reuse the connection; short connect timeouts, because at a table a
 * dead link must fail fast and let the command queue.
 *
 * A handle is used by one thread at a time, but another may stop it
 * (http_stop): a long-poll waiting in a thread of its own (watch.c) must
 * not hold the program's exit for the length of its wait.  So the handle
 * opens and closes its sockets itself, to know which to shut down.
 *
 * libcurl (and the TLS libraries it brings) is loaded when a terminal
 * first talks to a server, not at every start: linked in, it doubled
 * the start-up time and added 3.5 MB to every run, joined or not. */
#include <sys/socket.h>

#include <dlfcn.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <curl/curl.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/num.h"
#include "http.h"

static struct {
	void		*lib;
	CURLcode	(*global_init)(long);
	CURL		*(*easy_init)(void);
	void		(*easy_cleanup)(CURL *);
	void		(*easy_reset)(CURL *);
	CURLcode	(*easy_setopt)(CURL *, CURLoption, ...);
	CURLcode	(*easy_perform)(CURL *);
	CURLcode	(*easy_getinfo)(CURL *, CURLINFO, ...);
	const char	*(*easy_strerror)(CURLcode);
	struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
	void		(*slist_free_all)(struct curl_slist *);
} C;

#define SYM(f, name)	(*(void **)&C.f = dlsym(C.lib, name)) == NULL

static int
curl_load(void)
{
	if (C.lib != NULL)
		return 0;
	if ((C.lib = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL)) == NULL)
		return -1;
	if (SYM(global_init, "curl_global_init") ||
	    SYM(easy_init, "curl_easy_init") ||
	    SYM(easy_cleanup, "curl_easy_cleanup") ||
	    SYM(easy_reset, "curl_easy_reset") ||
	    SYM(easy_setopt, "curl_easy_setopt") ||
	    SYM(easy_perform, "curl_easy_perform") ||
	    SYM(easy_getinfo, "curl_easy_getinfo") ||
	    SYM(easy_strerror, "curl_easy_strerror") ||
	    SYM(slist_append, "curl_slist_append") ||
	    SYM(slist_free_all, "curl_slist_free_all") ||
	    C.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
		dlclose(C.lib);
		C.lib = NULL;
		return -1;
	}
	return 0;
}

#define SOCKETS_MAX	4	/* a connection's tries at once (IPv4, IPv6) */

struct http {
	CURL		*curl;
	char		 base[512];
	char		 auth[128];
	pthread_mutex_t	 lock;		/* what follows: another thread stops */
	int		 stopped;
	curl_socket_t	 fd[SOCKETS_MAX];	/* open now, or -1 */
};

static curl_socket_t
open_socket(void *arg, curlsocktype purpose, struct curl_sockaddr *a)
{
	struct http	*h = arg;
	curl_socket_t	 fd = CURL_SOCKET_BAD;
	int		 i;

	(void)purpose;
	pthread_mutex_lock(&h->lock);
	for (i = 0; i < SOCKETS_MAX && h->fd[i] != -1; i++)
		;
	/* Stopped, or more tries at once than kept: no socket (the call
	 * fails, as one with no network does). */
	if (!h->stopped && i < SOCKETS_MAX && (fd = socket(a->family,
	    a->socktype | SOCK_CLOEXEC, a->protocol)) != -1)
		h->fd[i] = fd;
	pthread_mutex_unlock(&h->lock);
	return fd;
}

/* Under the lock, so http_stop never shuts a descriptor that was closed
 * and is another's now. */
static int
close_socket(void *arg, curl_socket_t fd)
{
	struct http	*h = arg;
	int		 i, rc;

	pthread_mutex_lock(&h->lock);
	for (i = 0; i < SOCKETS_MAX; i++)
		if (h->fd[i] == fd)
			h->fd[i] = -1;
	rc = close(fd);
	pthread_mutex_unlock(&h->lock);
	return rc;
}

/* About once a second while an answer is awaited: a stop that came
 * between two sockets (or before the first) ends the call too. */
static int
progress(void *arg, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
    curl_off_t ulnow)
{
	struct http	*h = arg;
	int		 stopped;

	(void)dltotal;
	(void)dlnow;
	(void)ultotal;
	(void)ulnow;
	pthread_mutex_lock(&h->lock);
	stopped = h->stopped;
	pthread_mutex_unlock(&h->lock);
	return stopped;
}

void
http_stop(struct http *h)
{
	int	 i;

	pthread_mutex_lock(&h->lock);
	h->stopped = 1;
	for (i = 0; i < SOCKETS_MAX; i++)
		if (h->fd[i] != -1)
			shutdown(h->fd[i], SHUT_RDWR);
	pthread_mutex_unlock(&h->lock);
}

struct http *
http_new(const char *base, const char *token)
{
	struct http	*h;
	int		 i;

	if (curl_load() != 0)
		return NULL;
	if ((h = xcalloc(1, sizeof *h)) == NULL)
		abort();
	if ((h->curl = C.easy_init()) == NULL) {
		free(h);
		return NULL;
	}
	pthread_mutex_init(&h->lock, NULL);
	for (i = 0; i < SOCKETS_MAX; i++)
		h->fd[i] = -1;
	snprintf(h->base, sizeof h->base, "%s", base);
	/* No token: a request to an address of someone's own (a webhook:
	 * the server's notices), which is sent none. */
	if (token != NULL)
		snprintf(h->auth, sizeof h->auth, "Authorization: Bearer %s",
		    token);
	return h;
}

void
http_free(struct http *h)
{
	if (h == NULL)
		return;
	C.easy_cleanup(h->curl);
	pthread_mutex_destroy(&h->lock);
	free(h);
}

#define ANSWER_MAX	(16 * 1024 * 1024)
/* An answer's headers, all of them: a campaign server's few lines are
 * far less; more is a server that would keep the terminal reading. */
#define HEADERS_MAX	(64 * 1024)

/* An answer as it comes, up to ANSWER_MAX, its headers up to
 * HEADERS_MAX. */
struct answer {
	struct buf	 b;
	int		 over;
	size_t		 header_bytes;
	int		 headers_over;
};

/* What was too big, if anything: 0 when nothing was. */
static int
answer_too_big(const struct answer *a, const char *path, char *err,
    size_t errlen)
{
	if (a->headers_over)
		snprintf(err, errlen, "the server's headers to %s passed %d KB "
		    "(expected a few lines): stopped", path, HEADERS_MAX / 1024);
	else if (a->over)
		snprintf(err, errlen, "the server's answer to %s passed %d MB "
		    "(expected a campaign server's JSON, far less)", path,
		    ANSWER_MAX / (1024 * 1024));
	return a->headers_over || a->over;
}

/* One more header line of len bytes: 0, or -1 past HEADERS_MAX. */
static int
header_counted(struct answer *a, size_t len)
{
	if ((a->header_bytes += len) > HEADERS_MAX) {
		a->headers_over = 1;
		return -1;
	}
	return 0;
}

static size_t
answer_header(char *p, size_t size, size_t n, void *arg)
{
	(void)p;
	return header_counted(arg, size * n) == 0 ? size * n : 0;
}

static size_t
collect(char *p, size_t size, size_t n, void *arg)
{
	struct answer	*a = arg;

	if (a->b.len + size * n > ANSWER_MAX) {
		a->over = 1;
		return 0;	/* no answer is this big: stop */
	}
	buf_addn(&a->b, p, size * n);
	return size * n;
}

/* The handle set for GET base+path, its answer to write(arg); the
 * headers to send, which the caller frees after the call. */
static struct curl_slist *
prepare(struct http *h, const char *path, long timeout_s,
    size_t (*write)(char *, size_t, size_t, void *), void *arg)
{
	struct curl_slist	*hdr = NULL;
	char			 url[1024];
	const char		*ca = getenv("ADJUTANT_CA_FILE");

	snprintf(url, sizeof url, "%s%s", h->base, path);
	C.easy_reset(h->curl);
	if (h->auth[0] != '\0')
		hdr = C.slist_append(hdr, h->auth);
	hdr = C.slist_append(hdr, "Accept: application/json");
	C.easy_setopt(h->curl, CURLOPT_URL, url);
	C.easy_setopt(h->curl, CURLOPT_NOSIGNAL, 1L);
	C.easy_setopt(h->curl, CURLOPT_CONNECTTIMEOUT, 3L);
	C.easy_setopt(h->curl, CURLOPT_TIMEOUT, timeout_s);
	C.easy_setopt(h->curl, CURLOPT_PROTOCOLS_STR, "http,https");
	C.easy_setopt(h->curl, CURLOPT_FOLLOWLOCATION, 0L);
	C.easy_setopt(h->curl, CURLOPT_WRITEFUNCTION, write);
	C.easy_setopt(h->curl, CURLOPT_WRITEDATA, arg);
	C.easy_setopt(h->curl, CURLOPT_OPENSOCKETFUNCTION, open_socket);
	C.easy_setopt(h->curl, CURLOPT_OPENSOCKETDATA, h);
	C.easy_setopt(h->curl, CURLOPT_CLOSESOCKETFUNCTION, close_socket);
	C.easy_setopt(h->curl, CURLOPT_CLOSESOCKETDATA, h);
	C.easy_setopt(h->curl, CURLOPT_XFERINFOFUNCTION, progress);
	C.easy_setopt(h->curl, CURLOPT_XFERINFODATA, h);
	C.easy_setopt(h->curl, CURLOPT_NOPROGRESS, 0L);
	if (ca != NULL && *ca != '\0')
		C.easy_setopt(h->curl, CURLOPT_CAINFO, ca);
	return hdr;
}

int
http_call(struct http *h, const char *path, json_t *body, long timeout_s,
    long *status, json_t **out, char *err, size_t errlen)
{
	struct curl_slist	*hdr;
	struct answer		 a;
	char			*dump = NULL;
	CURLcode		 rc;

	*out = NULL;
	*status = 0;
	memset(&a, 0, sizeof a);
	buf_init(&a.b);
	hdr = prepare(h, path, timeout_s, collect, &a);
	C.easy_setopt(h->curl, CURLOPT_HEADERFUNCTION, answer_header);
	C.easy_setopt(h->curl, CURLOPT_HEADERDATA, &a);
	if (body != NULL) {
		dump = json_dumps(body, JSON_COMPACT);
		hdr = C.slist_append(hdr, "Content-Type: application/json");
		C.easy_setopt(h->curl, CURLOPT_POSTFIELDS, dump);
	}
	C.easy_setopt(h->curl, CURLOPT_HTTPHEADER, hdr);
	rc = C.easy_perform(h->curl);
	C.slist_free_all(hdr);
	free(dump);
	if (rc != CURLE_OK) {
		if (!answer_too_big(&a, path, err, errlen))
			snprintf(err, errlen, "%s", C.easy_strerror(rc));
		buf_free(&a.b);
		return -1;
	}
	C.easy_getinfo(h->curl, CURLINFO_RESPONSE_CODE, status);
	*out = json_loadb(a.b.s != NULL ? a.b.s : "", a.b.len, 0, NULL);
	buf_free(&a.b);
	return 0;
}

/* The most a download takes.  The largest report a campaign makes (the
 * HTML of a million events) is some hundreds of MB; more is a broken or
 * hostile server filling the disk, and the download stops there.
 * ADJUTANT_DOWNLOAD_MAX (bytes) sets another: the tests' small one. */
#define DOWNLOAD_MAX	(1LL << 30)

/* A download: a 200's body to its file, up to max bytes, any other (a
 * refusal's JSON) kept; the headers named X-... kept as {name: value}. */
struct download {
	struct http	*h;
	FILE		*f;
	struct answer	 a;
	json_t		*headers;
	long		 status;
	long long	 max, written;
	enum { FINE, CANNOT_WRITE, TOO_BIG } why;
};

static size_t
download_body(char *p, size_t size, size_t n, void *arg)
{
	struct download	*d = arg;
	curl_off_t	 declared = -1;

	if (d->status == 0)
		C.easy_getinfo(d->h->curl, CURLINFO_RESPONSE_CODE, &d->status);
	if (d->status != 200)
		return collect(p, size, n, &d->a);
	/* What the server says it will send, then what it sends: either
	 * may be a lie, so both are held to the limit. */
	C.easy_getinfo(d->h->curl, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T,
	    &declared);
	if (declared > d->max || (long long)(size * n) > d->max - d->written) {
		d->why = TOO_BIG;
		return 0;
	}
	if (fwrite(p, size, n, d->f) != n) {
		d->why = CANNOT_WRITE;
		return 0;
	}
	d->written += (long long)(size * n);
	return size * n;
}

static size_t
download_header(char *p, size_t size, size_t n, void *arg)
{
	struct download	*d = arg;
	size_t		 len = size * n, k;
	char		 name[64];

	if (header_counted(&d->a, len) != 0)
		return 0;
	if (len > 2 && (p[0] == 'X' || p[0] == 'x') && p[1] == '-' &&
	    (k = strcspn(p, ":")) < len && k < sizeof name) {
		snprintf(name, sizeof name, "%.*s", (int)k, p);
		for (p += k + 1, len -= k + 1; len > 0 && (*p == ' ' ||
		    *p == '\t'); p++, len--)
			;
		while (len > 0 && (p[len - 1] == '\r' || p[len - 1] == '\n'))
			len--;
		json_object_set_new(d->headers, name, json_stringn(p, len) ?:
		    json_string(""));
	}
	return size * n;
}

/* A number of bytes as a limit is said: "1 GiB", "100000 bytes". */
static void
bytes_said(char *out, size_t len, long long n)
{
	if (n % (1LL << 30) == 0)
		snprintf(out, len, "%lld GiB", n >> 30);
	else if (n % (1LL << 20) == 0)
		snprintf(out, len, "%lld MiB", n >> 20);
	else
		snprintf(out, len, "%lld bytes", n);
}

/* The limit a download is held to, or -1 (err says why). */
static long long
download_max(char *err, size_t errlen)
{
	const char	*v = getenv("ADJUTANT_DOWNLOAD_MAX");
	long long	 n;

	if (v == NULL || *v == '\0')
		return DOWNLOAD_MAX;
	if (num_parse(v, 1, LLONG_MAX, &n) != 0) {
		snprintf(err, errlen, "ADJUTANT_DOWNLOAD_MAX is \"%.32s\": "
		    "expected the most a download takes, in bytes (1 or more)",
		    v);
		return -1;
	}
	return n;
}

/* Why a download that began did not end well. */
static void
download_failed(struct download *d, const char *path, CURLcode rc, char *err,
    size_t errlen)
{
	char	 max[32];

	switch (d->why) {
	case TOO_BIG:
		bytes_said(max, sizeof max, d->max);
		snprintf(err, errlen, "the server's answer to %s passed %s, the "
		    "most a download takes: stopped", path, max);
		break;
	case CANNOT_WRITE:
		snprintf(err, errlen, "the answer could not be written");
		break;
	default:
		if (!answer_too_big(&d->a, path, err, errlen))
			snprintf(err, errlen, "%s", C.easy_strerror(rc));
	}
}

int
http_download(struct http *h, const char *path, FILE *f, long timeout_s,
    long *status, json_t **headers, json_t **out, char *err, size_t errlen)
{
	struct curl_slist	*hdr;
	struct download		 d;
	CURLcode		 rc;

	*out = *headers = NULL;
	*status = 0;
	memset(&d, 0, sizeof d);
	if ((d.max = download_max(err, errlen)) < 0)
		return -1;
	d.h = h;
	d.f = f;
	buf_init(&d.a.b);
	d.headers = json_object();
	hdr = prepare(h, path, timeout_s, download_body, &d);
	C.easy_setopt(h->curl, CURLOPT_HEADERFUNCTION, download_header);
	C.easy_setopt(h->curl, CURLOPT_HEADERDATA, &d);
	/* A length said past the limit is refused as soon as it is said,
	 * not when (if ever) the first bytes come. */
	C.easy_setopt(h->curl, CURLOPT_MAXFILESIZE_LARGE, (curl_off_t)d.max);
	C.easy_setopt(h->curl, CURLOPT_HTTPHEADER, hdr);
	rc = C.easy_perform(h->curl);
	C.slist_free_all(hdr);
	if (rc != CURLE_OK) {
		if (rc == CURLE_FILESIZE_EXCEEDED)
			d.why = TOO_BIG;
		download_failed(&d, path, rc, err, errlen);
		buf_free(&d.a.b);
		json_decref(d.headers);
		return -1;
	}
	C.easy_getinfo(h->curl, CURLINFO_RESPONSE_CODE, status);
	if (*status != 200)
		*out = json_loadb(d.a.b.s != NULL ? d.a.b.s : "", d.a.b.len, 0,
		    NULL);
	*headers = d.headers;
	buf_free(&d.a.b);
	return 0;
}
