/* The client's HTTP on libcurl.  One easy handle per link, so requests
 * reuse the connection; short connect timeouts, because at a table a
 * dead link must fail fast and let the command queue. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curl/curl.h>

#include "adj/buf.h"
#include "http.h"

struct http {
	CURL	*curl;
	char	 base[512];
	char	 auth[128];
};

struct http *
http_new(const char *base, const char *token)
{
	static int	 ready;
	struct http	*h;

	if (!ready && curl_global_init(CURL_GLOBAL_DEFAULT) != 0)
		return NULL;
	ready = 1;
	if ((h = calloc(1, sizeof *h)) == NULL)
		abort();
	if ((h->curl = curl_easy_init()) == NULL) {
		free(h);
		return NULL;
	}
	snprintf(h->base, sizeof h->base, "%s", base);
	snprintf(h->auth, sizeof h->auth, "Authorization: Bearer %s", token);
	return h;
}

void
http_free(struct http *h)
{
	if (h == NULL)
		return;
	curl_easy_cleanup(h->curl);
	free(h);
}

static size_t
collect(char *p, size_t size, size_t n, void *arg)
{
	struct buf	*b = arg;

	if (b->len + size * n > 16 * 1024 * 1024)
		return 0;	/* no answer is this big: stop */
	buf_addn(b, p, size * n);
	return size * n;
}

int
http_call(struct http *h, const char *path, json_t *body, long timeout_s,
    long *status, json_t **out, char *err, size_t errlen)
{
	struct curl_slist	*hdr = NULL;
	struct buf		 b;
	char			 url[1024], *dump = NULL;
	const char		*ca = getenv("ADJUTANT_CA_FILE");
	CURLcode		 rc;

	*out = NULL;
	*status = 0;
	buf_init(&b);
	snprintf(url, sizeof url, "%s%s", h->base, path);
	curl_easy_reset(h->curl);
	hdr = curl_slist_append(hdr, h->auth);
	hdr = curl_slist_append(hdr, "Accept: application/json");
	curl_easy_setopt(h->curl, CURLOPT_URL, url);
	curl_easy_setopt(h->curl, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(h->curl, CURLOPT_CONNECTTIMEOUT, 3L);
	curl_easy_setopt(h->curl, CURLOPT_TIMEOUT, timeout_s);
	curl_easy_setopt(h->curl, CURLOPT_PROTOCOLS_STR, "http,https");
	curl_easy_setopt(h->curl, CURLOPT_WRITEFUNCTION, collect);
	curl_easy_setopt(h->curl, CURLOPT_WRITEDATA, &b);
	if (ca != NULL && *ca != '\0')
		curl_easy_setopt(h->curl, CURLOPT_CAINFO, ca);
	if (body != NULL) {
		dump = json_dumps(body, JSON_COMPACT);
		hdr = curl_slist_append(hdr, "Content-Type: application/json");
		curl_easy_setopt(h->curl, CURLOPT_POSTFIELDS, dump);
	}
	curl_easy_setopt(h->curl, CURLOPT_HTTPHEADER, hdr);
	rc = curl_easy_perform(h->curl);
	curl_slist_free_all(hdr);
	free(dump);
	if (rc != CURLE_OK) {
		snprintf(err, errlen, "%s", curl_easy_strerror(rc));
		buf_free(&b);
		return -1;
	}
	curl_easy_getinfo(h->curl, CURLINFO_RESPONSE_CODE, status);
	*out = json_loadb(b.s != NULL ? b.s : "", b.len, 0, NULL);
	buf_free(&b);
	return 0;
}
