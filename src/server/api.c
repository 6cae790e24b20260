/* The HTTP face of the campaign server (version 1 of the API).
 *
 *   GET  /v1/me                                  the token's campaign and role
 *   GET  /v1/campaigns/ID/state                  status as the role sees it
 *   GET  /v1/campaigns/ID/events?after=N&wait=S&limit=L
 *                                                events after N (long-poll)
 *   POST /v1/campaigns/ID/commands               {"line", "client_id",
 *                                                 "expect_seq", "after"}
 *   GET  /v1/campaigns/ID/report                 tracks by turn
 *   GET  /v1/campaigns/ID/view?token=T           the read-only web page
 *
 * Every request but the page carries `Authorization: Bearer TOKEN`; no
 * request without a valid token reads or writes anything.  Every answer
 * is JSON with "ok", and "error" when not ok. */
#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <microhttpd.h>

#include "server.h"

#define BODY_MAX	(64 * 1024)
#define WAIT_MAX	60

extern const unsigned char adj_view_page[];
extern const unsigned char adj_view_page_end[];

struct server_opts server_opts = { 5000, 15 };

/* Per-token rate limit: a bucket of `rate` requests a second, holding at
 * most two seconds' worth (one live token per role of a campaign). */
struct bucket {
	char	 campaign[32];
	char	 role[32];
	double	 tokens;
	double	 at;
};

static struct {
	pthread_mutex_t	 lock;
	struct bucket	 b[1024];
	int		 n;
} R = { PTHREAD_MUTEX_INITIALIZER, { { "", "", 0, 0 } }, 0 };

static double
now_s(void)
{
	struct timespec	 t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* 1 when this role of this campaign may make one more request now. */
static int
rate_ok(const char *campaign, const char *role)
{
	struct bucket	*b = NULL;
	double		 t = now_s(), rate = server_opts.rate;
	int		 i, ok;

	if (rate <= 0)
		return 1;
	pthread_mutex_lock(&R.lock);
	for (i = 0; i < R.n && b == NULL; i++)
		if (strcmp(R.b[i].campaign, campaign) == 0 &&
		    strcmp(R.b[i].role, role) == 0)
			b = &R.b[i];
	if (b == NULL) {
		b = &R.b[R.n < 1024 ? R.n++ : 1023];
		snprintf(b->campaign, sizeof b->campaign, "%.31s", campaign);
		snprintf(b->role, sizeof b->role, "%.31s", role);
		b->tokens = 2 * rate;
		b->at = t;
	}
	b->tokens += (t - b->at) * rate;
	if (b->tokens > 2 * rate)
		b->tokens = 2 * rate;
	b->at = t;
	if ((ok = b->tokens >= 1))
		b->tokens -= 1;
	pthread_mutex_unlock(&R.lock);
	return ok;
}

static enum MHD_Result
send_body(struct MHD_Connection *con, unsigned status, const char *type,
    void *body, size_t len, enum MHD_ResponseMemoryMode mode)
{
	struct MHD_Response	*resp;
	enum MHD_Result		 rc;

	resp = mhd.create_response_from_buffer(len, body, mode);
	if (resp == NULL)
		return MHD_NO;
	mhd.add_response_header(resp, "Content-Type", type);
	mhd.add_response_header(resp, "Cache-Control", "no-store");
	mhd.add_response_header(resp, "X-Content-Type-Options", "nosniff");
	rc = mhd.queue_response(con, status, resp);
	mhd.destroy_response(resp);
	return rc;
}

static enum MHD_Result
send_json(struct MHD_Connection *con, unsigned status, json_t *o)
{
	char	*s = o != NULL ? json_dumps(o, JSON_COMPACT |
		    JSON_PRESERVE_ORDER) : NULL;

	json_decref(o);
	if (s == NULL)
		return MHD_NO;
	return send_body(con, status, "application/json", s, strlen(s),
	    MHD_RESPMEM_MUST_FREE);
}

static enum MHD_Result
fail(struct MHD_Connection *con, unsigned status, const char *msg)
{
	return send_json(con, status, json_pack("{s:b, s:s}", "ok", 0, "error",
	    msg));
}

/* A whole number of 0 or more from a query argument; def when absent,
 * -1 when not a number. */
static long long
arg_count(struct MHD_Connection *con, const char *key, long long def)
{
	const char	*v = mhd.lookup_connection_value(con,
			    MHD_GET_ARGUMENT_KIND, key);
	char		*end;
	long long	 n;

	if (v == NULL)
		return def;
	if (!isdigit((unsigned char)*v))
		return -1;
	errno = 0;
	n = strtoll(v, &end, 10);
	return *end == '\0' && errno == 0 ? n : -1;
}

static enum MHD_Result
get_events(struct MHD_Connection *con, struct campaign *k, const char *role,
    const char *tok)
{
	char		 camp[64], again[64];
	json_t		*o;
	long long	 after = arg_count(con, "after", 0),
			 wait = arg_count(con, "wait", 0),
			 limit = arg_count(con, "limit", 0);

	if (after < 0 || wait < 0 || limit < 0)
		return fail(con, MHD_HTTP_BAD_REQUEST, "after, wait and limit are "
		    "whole numbers of 0 or more");
	o = campaign_events(k, role, after, (int)(wait > WAIT_MAX ? WAIT_MAX :
	    wait), (int)limit);
	/* A token revoked while its long-poll waited hears nothing more. */
	if (wait > 0 && (store_token_check(tok, camp, sizeof camp, again,
	    sizeof again) != 0 || strcmp(again, role) != 0)) {
		json_decref(o);
		return fail(con, MHD_HTTP_UNAUTHORIZED, "this token was revoked");
	}
	return send_json(con, MHD_HTTP_OK, o);
}

static enum MHD_Result
post_command(struct MHD_Connection *con, struct campaign *k,
    const char *role, const char *body)
{
	json_error_t	 jerr;
	json_t		*req = json_loads(body, 0, &jerr), *expect, *after, *o;
	const char	*line, *client;
	unsigned	 status;

	if (req == NULL || !json_is_object(req)) {
		json_decref(req);
		return fail(con, MHD_HTTP_BAD_REQUEST, "the body is not a JSON "
		    "object: expected {\"line\": \"...\", \"client_id\": "
		    "\"...\"}");
	}
	line = json_string_value(json_object_get(req, "line"));
	client = json_string_value(json_object_get(req, "client_id"));
	expect = json_object_get(req, "expect_seq");
	after = json_object_get(req, "after");
	if (line == NULL || strlen(line) > 1000 || strchr(line, '\n') != NULL ||
	    (json_object_get(req, "client_id") != NULL && (client == NULL ||
	    *client == '\0' || strlen(client) > 100)) || (expect != NULL &&
	    (!json_is_integer(expect) || json_integer_value(expect) < 0)) ||
	    (after != NULL && (!json_is_integer(after) ||
	    json_integer_value(after) < 0))) {
		json_decref(req);
		return fail(con, MHD_HTTP_BAD_REQUEST, "expected \"line\" (one "
		    "command, at most 1000 characters), an optional "
		    "\"client_id\" (1 to 100 characters), and optional "
		    "\"expect_seq\" and \"after\" (event numbers)");
	}
	if (strcmp(role, "observer") == 0) {
		json_decref(req);
		return fail(con, MHD_HTTP_FORBIDDEN, "an observer's token "
		    "reads only");
	}
	o = campaign_command(k, role, line, client, expect, after, &status);
	json_decref(req);
	return send_json(con, status, o);
}

struct upload {
	char	*buf;
	size_t	 len;
	int	 too_big;
};

/* The token of a request: the Authorization header, or for the page a
 * browser opens, the address's token argument. */
static const char *
token_of(struct MHD_Connection *con, int page)
{
	const char	*auth = mhd.lookup_connection_value(con,
			    MHD_HEADER_KIND, "Authorization");

	if (auth != NULL && strncasecmp(auth, "Bearer ", 7) == 0)
		return auth + 7;
	if (page)
		return mhd.lookup_connection_value(con, MHD_GET_ARGUMENT_KIND,
		    "token");
	return NULL;
}

static enum MHD_Result
route(struct MHD_Connection *con, const char *url, int post,
    struct upload *up)
{
	const char	*tok;
	char		 camp[64], role[64], id[64], what[32], err[256], tail;
	struct campaign	*k;
	int		 page;

	what[0] = '\0';
	if (strcmp(url, "/v1/me") != 0 && sscanf(url,
	    "/v1/campaigns/%63[^/]/%31[a-z]%c", id, what, &tail) != 2)
		return fail(con, MHD_HTTP_NOT_FOUND, "no such resource: the API "
		    "is /v1/me and /v1/campaigns/ID/state, /events, /commands, "
		    "/report or /view");
	/* The page is the same for everyone and holds nothing of any
	 * campaign: it reads the API with the token in its address. */
	if ((page = strcmp(what, "view") == 0) && !post)
		return send_body(con, MHD_HTTP_OK, "text/html; charset=utf-8",
		    (void *)adj_view_page, (size_t)(adj_view_page_end -
		    adj_view_page), MHD_RESPMEM_PERSISTENT);
	tok = token_of(con, page);
	if (store_token_check(tok, camp, sizeof camp, role, sizeof role) != 0)
		return fail(con, MHD_HTTP_UNAUTHORIZED, "a valid token is "
		    "needed: Authorization: Bearer TOKEN");
	if (!rate_ok(camp, role))
		return fail(con, MHD_HTTP_TOO_MANY_REQUESTS, "too many requests "
		    "with this token: slow down");
	if (what[0] == '\0') {
		json_t *o = store_campaign_info(camp);

		if (o == NULL)
			return fail(con, MHD_HTTP_NOT_FOUND, "the campaign of this "
			    "token is gone");
		json_object_set_new(o, "role", json_string(role));
		return send_json(con, MHD_HTTP_OK, o);
	}
	if (strcmp(camp, id) != 0)
		return fail(con, MHD_HTTP_FORBIDDEN, "this token is not for "
		    "that campaign");
	if ((k = campaign_get(id, err, sizeof err)) == NULL)
		return fail(con, MHD_HTTP_INTERNAL_SERVER_ERROR, err);
	if (post && strcmp(what, "commands") == 0)
		return post_command(con, k, role, up->buf != NULL ? up->buf : "");
	if (post)
		return fail(con, MHD_HTTP_METHOD_NOT_ALLOWED, "only commands are "
		    "posted: POST /v1/campaigns/ID/commands");
	if (strcmp(what, "state") == 0)
		return send_json(con, MHD_HTTP_OK, campaign_state(k, role));
	if (strcmp(what, "events") == 0)
		return get_events(con, k, role, tok);
	if (strcmp(what, "report") == 0)
		return send_json(con, MHD_HTTP_OK, campaign_report(k, role));
	return fail(con, MHD_HTTP_NOT_FOUND, "no such resource: GET state, "
	    "events, report or view; POST commands");
}

enum MHD_Result
api_handle(void *cls, struct MHD_Connection *con, const char *url,
    const char *method, const char *version, const char *data,
    size_t *size, void **state)
{
	struct upload	*up = *state;
	int		 post = strcmp(method, "POST") == 0;

	(void)cls;
	(void)version;
	if (up == NULL) {
		if ((up = calloc(1, sizeof *up)) == NULL)
			return MHD_NO;
		*state = up;
		return MHD_YES;
	}
	if (*size > 0) {
		/* Bodies are capped: the rest is read and dropped. */
		if (!post || up->len + *size > BODY_MAX)
			up->too_big = post;
		else {
			char *nb = realloc(up->buf, up->len + *size + 1);

			if (nb == NULL)
				return MHD_NO;
			up->buf = nb;
			memcpy(up->buf + up->len, data, *size);
			up->len += *size;
			up->buf[up->len] = '\0';
		}
		*size = 0;
		return MHD_YES;
	}
	if (up->too_big)
		return fail(con, MHD_HTTP_CONTENT_TOO_LARGE, "the body is over "
		    "64 KB");
	if (!post && strcmp(method, "GET") != 0)
		return fail(con, MHD_HTTP_METHOD_NOT_ALLOWED, "GET or POST only");
	/* A body with a NUL inside is not JSON text. */
	if (up->buf != NULL && strlen(up->buf) != up->len)
		return fail(con, MHD_HTTP_BAD_REQUEST, "the body is not JSON text");
	return route(con, url, post, up);
}

void
api_done(void *cls, struct MHD_Connection *con, void **state,
    enum MHD_RequestTerminationCode why)
{
	struct upload	*up = *state;

	(void)cls;
	(void)con;
	(void)why;
	if (up != NULL) {
		free(up->buf);
		free(up);
	}
	*state = NULL;
}
