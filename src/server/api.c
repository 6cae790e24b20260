/* The HTTP face of the campaign server (version 1 of the API).
 *
 *   GET  /v1/me                                  the token's campaign and role
 *   GET  /v1/campaigns/ID/state                  status as the role sees it
 *   GET  /v1/campaigns/ID/events?after=N&wait=S&limit=L
 *                                                events after N (long-poll)
 *   POST /v1/campaigns/ID/commands               {"line", "client_id",
 *                                                 "expect_seq", "after"}
 *   POST /v1/campaigns/ID/tables                 {"table", "csv", "partial"}:
 *                                                the umpire's copy of a
 *                                                player-aid table
 *   POST /v1/campaigns/ID/roles                  (umpire) {"side", "name"}:
 *                                                a commander under a side;
 *                                                {"role"}: a new token
 *   GET  /v1/campaigns/ID/report                 tracks by turn
 *   GET  /v1/campaigns/ID/report.html, .md       the public report, some
 *                                                turns behind the game
 *                                                (?token=T, as the page)
 *   GET  /v1/campaigns/ID/export?format=F&view=V&public=1
 *                                                a role's report (the
 *                                                umpire's: any view),
 *                                                its counts and chain head
 *                                                in X-Report-* headers
 *   GET  /v1/campaigns/ID/who                    (umpire) roles connected
 *   GET  /v1/campaigns/ID/view?token=T           the read-only web page
 *
 * Every request but the page carries `Authorization: Bearer TOKEN`; no
 * request without a valid token reads or writes anything.  Every answer
 * is JSON with "ok", and "error" when not ok. */
#include <sys/socket.h>

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include <microhttpd.h>

#include "adj/strcopy.h"
#include "adj/xalloc.h"
#include "adj/num.h"
#include "../cli/cli.h"
#include "server.h"
#include "public_report.h"
#include "answer_text.h"
#include "reqlog.h"

#define BODY_MAX	(64 * 1024)
#define WAIT_MAX	60
#define NO_LONGER	"this token's commander is no longer in the campaign"

extern const unsigned char adj_view_page[];
extern const unsigned char adj_view_page_end[];

struct server_opts server_opts = { 5000, 15, 1000, 0 };

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

/* 1 when this role of this campaign may make one more request now. */
static int
rate_ok(const char *campaign, const char *role)
{
	struct bucket	*b = NULL;
	double		 t = monotonic_s(), rate = server_opts.rate;
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

/* The status of the answer this thread queued last, for the request
 * log (a thread per connection: its request's). */
static _Thread_local unsigned answered;

static enum MHD_Result
send_body(struct MHD_Connection *con, unsigned status, const char *type,
    void *body, size_t len, enum MHD_ResponseMemoryMode mode)
{
	struct MHD_Response	*resp;
	enum MHD_Result		 rc;

	answered = status;

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
	size_t	 n = 0;
	char	*s = o != NULL ? answer_text(o, &n) : NULL;

	json_decref(o);
	if (s == NULL)
		return MHD_NO;
	return send_body(con, status, "application/json", s, n,
	    MHD_RESPMEM_MUST_FREE);
}

static enum MHD_Result
fail(struct MHD_Connection *con, unsigned status, const char *msg)
{
	return send_json(con, status, xjson_pack("{s:b, s:s}", "ok", 0, "error",
	    msg));
}

/* A whole number of 0 or more from a query argument; def when absent,
 * -1 when not a number. */
static long long
arg_count(struct MHD_Connection *con, const char *key, long long def)
{
	const char	*v = mhd.lookup_connection_value(con,
			    MHD_GET_ARGUMENT_KIND, key);
	long long	 n;

	if (v == NULL)
		return def;
	/* Digits only: no sign, no blank. */
	if (!isdigit((unsigned char)*v) || num_parse(v, 0, LLONG_MAX, &n) != 0)
		return -1;
	return n;
}

static enum MHD_Result
get_events(struct MHD_Connection *con, struct campaign *k, const char *id,
    const char *role, const char *tok)
{
	char		 camp[64], again[64];
	json_t		*o;
	long long	 after = arg_count(con, "after", 0),
			 wait = arg_count(con, "wait", 0),
			 limit = arg_count(con, "limit", 0);

	if (after < 0 || wait < 0 || limit < 0)
		return fail(con, MHD_HTTP_BAD_REQUEST, "after, wait and limit are "
		    "whole numbers of 0 or more");
	if (wait > 0 && gate_wait_begin(id, role) != 0)
		return fail(con, MHD_HTTP_TOO_MANY_REQUESTS, "too many long-polls "
		    "wait with this role's token: try again later, or without "
		    "wait");
	if (wait > 0)
		presence_seen(id, role, 1);
	o = campaign_events(k, role, after, (int)(wait > WAIT_MAX ? WAIT_MAX :
	    wait), (int)limit);
	if (wait > 0) {
		gate_wait_end(id, role);
		presence_seen(id, role, -1);
	}
	/* A token revoked while its long-poll waited hears nothing more,
	 * nor a commander the umpire's undo took out of the campaign
	 * meanwhile (his side's secrets may be what woke it). */
	if (wait > 0 && (store_token_check(tok, camp, sizeof camp, again,
	    sizeof again) != 0 || strcmp(again, role) != 0)) {
		json_decref(o);
		return fail(con, MHD_HTTP_UNAUTHORIZED, "this token was revoked");
	}
	if (!campaign_has_role(k, role)) {
		json_decref(o);
		return fail(con, MHD_HTTP_UNAUTHORIZED, NO_LONGER);
	}
	return send_json(con, MHD_HTTP_OK, o);
}

/* The report waits while it is built, or while its builder rests
 * (report_cache.c): as a long-poll does, in the places a role may wait
 * in. */
static enum MHD_Result
get_report(struct MHD_Connection *con, struct campaign *k, const char *id,
    const char *role)
{
	json_t	*o;

	if (gate_wait_begin(id, role) != 0)
		return fail(con, MHD_HTTP_TOO_MANY_REQUESTS, "too many requests "
		    "wait with this role's token (long-polls and reports): try "
		    "again later");
	o = campaign_report(k, role);
	gate_wait_end(id, role);
	if (!campaign_has_role(k, role)) {
		json_decref(o);
		return fail(con, MHD_HTTP_UNAUTHORIZED, NO_LONGER);
	}
	return send_json(con, MHD_HTTP_OK, o);
}

/* The public report's file (report.html, report.md), or its format NULL. */
static const char *
public_file(const char *what)
{
	if (strcmp(what, "report.html") == 0)
		return "html";
	if (strcmp(what, "report.md") == 0)
		return "md";
	return NULL;
}

/* A report made on the server (public_report.c), sent from its file
 * whatever its size, what it holds in headers beside it; it waits while
 * it is made, in the places a role may wait in, as the charts' report
 * does. */
static enum MHD_Result
get_made(struct MHD_Connection *con, struct campaign *k, const char *id,
    const char *role, const char *what)
{
	static const struct {
		const char	*format, *type;
	} types[] = {
		{ "html", "text/html; charset=utf-8" },
		{ "md", "text/markdown; charset=utf-8" },
		{ "json", "application/json" },
		{ "csv", "text/csv; charset=utf-8" },
	};
	struct report_ask a;
	struct report_summary sum;
	struct MHD_Response *resp;
	enum MHD_Result	 rc;
	const char	*pub, *type = "application/octet-stream";
	char		 err[4300], n[32];
	unsigned	 status;
	uint64_t	 len;
	long long	 delay;
	size_t		 i;
	int		 fd;

	memset(&a, 0, sizeof a);
	if ((delay = arg_count(con, "delay", -2)) == -1 || delay > 99)
		return fail(con, MHD_HTTP_BAD_REQUEST, "delay: expected a number "
		    "of turns");
	a.delay = delay < 0 ? -1 : (int)delay;
	a.public = (pub = public_file(what)) != NULL || arg_count(con,
	    "public", 0) > 0;
	a.format = pub != NULL ? pub : mhd.lookup_connection_value(con,
	    MHD_GET_ARGUMENT_KIND, "format");
	a.view = mhd.lookup_connection_value(con, MHD_GET_ARGUMENT_KIND,
	    "view");
	if (gate_wait_begin(id, role) != 0)
		return fail(con, MHD_HTTP_TOO_MANY_REQUESTS, "too many requests "
		    "wait with this role's token (long-polls and reports): try "
		    "again later");
	fd = public_report_fd(k, id, role, &a, &len, &sum, &status, err,
	    sizeof err);
	gate_wait_end(id, role);
	if (fd == -1)
		return fail(con, status, err);
	for (i = 0; i < sizeof types / sizeof types[0]; i++)
		if (strcmp(a.format, types[i].format) == 0)
			type = types[i].type;
	answered = MHD_HTTP_OK;
	/* The response closes fd. */
	if ((resp = mhd.create_response_from_fd64(len, fd)) == NULL) {
		close(fd);
		return MHD_NO;
	}
	mhd.add_response_header(resp, "Content-Type", type);
	mhd.add_response_header(resp, "Cache-Control", "no-store");
	mhd.add_response_header(resp, "X-Content-Type-Options", "nosniff");
	snprintf(n, sizeof n, "%lld", (long long)sum.events);
	mhd.add_response_header(resp, "X-Report-Events", n);
	snprintf(n, sizeof n, "%d", sum.turns);
	mhd.add_response_header(resp, "X-Report-Turns", n);
	mhd.add_response_header(resp, "X-Report-View", sum.view);
	mhd.add_response_header(resp, "X-Report-Chain-Head", sum.chain_head);
	rc = mhd.queue_response(con, MHD_HTTP_OK, resp);
	mhd.destroy_response(resp);
	return rc;
}

/* The command entry a line's first word names, for the request log:
 * its name, "?" when it names none or more than one (the line itself is
 * never logged: its words may be a secret). */
static void
command_word(const char *line, char *out, size_t len)
{
	const struct cmd_entry	*e;
	int			 doubt;

	e = first_entry(line, &doubt);
	snprintf(out, len, "%s", e != NULL ? e->name : "?");
}

static enum MHD_Result
post_command(struct MHD_Connection *con, struct campaign *k,
    const char *role, const char *body, char *cmd, size_t cmdlen)
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
	command_word(line, cmd, cmdlen);
	o = campaign_command(k, role, line, client, expect, after, &status);
	json_decref(req);
	return send_json(con, status, o);
}

/* POST tables (the umpire's copy of a player-aid table for the
 * campaign) and POST roles (the umpire's commanders): a JSON object for
 * fn, which checks its fields. */
static enum MHD_Result
post_object(struct MHD_Connection *con, struct campaign *k, const char *role,
    const char *body, json_t *(*fn)(struct campaign *, const char *,
    json_t *, unsigned *))
{
	json_t		*req = json_loads(body, 0, NULL), *o;
	unsigned	 status;

	if (req == NULL || !json_is_object(req)) {
		json_decref(req);
		return fail(con, MHD_HTTP_BAD_REQUEST, "expected a JSON object: "
		    "{\"table\", \"csv\", \"partial\"} for tables, {\"side\", "
		    "\"name\"} or {\"role\"} for roles");
	}
	o = fn(k, role, req, &status);
	json_decref(req);
	return send_json(con, status, o);
}

/* A request in progress: who it is for (checked when its head came in),
 * and its body as it arrives. */
struct upload {
	char	 camp[64];
	char	 role[64];
	char	 id[64];
	char	 what[32];
	char	 tok[65];
	int	 post;
	char	*buf;
	size_t	 len;
	/* For the request log. */
	char	 method[8];
	char	 path[160];
	char	 cmd[24];
	unsigned status;
	double	 t0;
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

/* An answer written straight to the socket, then the connection closed:
 * a refusal in the middle of a body, where libmicrohttpd (0.9) cannot
 * queue one and would otherwise read the body to its end.  Over HTTPS
 * the connection is only closed. */
static enum MHD_Result
refuse_midway(struct MHD_Connection *con, unsigned status,
    const char *reason, const char *msg)
{
	const union MHD_ConnectionInfo *fd;
	json_t		*o = xjson_pack("{s:b, s:s}", "ok", 0, "error", msg);
	char		*body = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER),
			*all = NULL;
	int		 n;

	answered = status;
	json_decref(o);
	if (body != NULL && !server_opts.tls && (fd = mhd.get_connection_info(
	    con, MHD_CONNECTION_INFO_CONNECTION_FD)) != NULL && (n = asprintf(
	    &all, "HTTP/1.1 %u %s\r\nContent-Type: application/json\r\n"
	    "Content-Length: %zu\r\nConnection: close\r\n\r\n%s", status, reason,
	    strlen(body), body)) > 0)
		send(fd->connect_fd, all, (size_t)n, MSG_NOSIGNAL | MSG_DONTWAIT);
	free(all);
	free(body);
	return MHD_NO;
}

/* The body a request's head announces: its Content-Length, -1 when it is
 * chunked (its length known only as it comes), 0 when there is none. */
static long long
announced(struct MHD_Connection *con)
{
	const char	*v;
	long long	 n;

	if (mhd.lookup_connection_value(con, MHD_HEADER_KIND,
	    "Transfer-Encoding") != NULL)
		return -1;
	if ((v = mhd.lookup_connection_value(con, MHD_HEADER_KIND,
	    "Content-Length")) == NULL)
		return 0;
	/* One that is no number (libmicrohttpd refuses it first) is read
	 * as one whose length is known only as it comes: cut at the limit. */
	if (!isdigit((unsigned char)*v) || num_parse(v, 0, LLONG_MAX, &n) != 0)
		return -1;
	return n;
}

/* The request's head is in, its body not yet: everything that can refuse
 * it does so now, so that no body is read for a request refused anyway
 * (a bad token, a Content-Length over the limit).  An observer posts
 * too: its reading commands run here in the public view, and whatever
 * would write is refused by the campaign's authority (authority.c).
 * MHD_YES with nothing queued: read on. */
static enum MHD_Result
admit(struct MHD_Connection *con, const char *url, const char *method,
    struct upload *up)
{
	const char	*tok;
	char		 tail;
	long long	 len = announced(con);
	int		 page;

	up->post = strcmp(method, "POST") == 0;
	str_copy(up->method, sizeof up->method, method);
	str_copy(up->path, sizeof up->path, url);
	/* Only a command is posted; nothing else has a body to read. */
	if (!up->post && len != 0)
		return refuse_midway(con, MHD_HTTP_BAD_REQUEST, "Bad Request",
		    "only POST carries a body");
	if (!up->post && strcmp(method, "GET") != 0)
		return fail(con, MHD_HTTP_METHOD_NOT_ALLOWED, "GET or POST only");
	if (len > BODY_MAX)
		return fail(con, MHD_HTTP_CONTENT_TOO_LARGE, "the body is over "
		    "64 KB");
	if (strcmp(url, "/v1/me") != 0 && sscanf(url,
	    "/v1/campaigns/%63[^/]/%31[a-z.]%c", up->id, up->what, &tail) != 2)
		return fail(con, MHD_HTTP_NOT_FOUND, "no such resource: the API "
		    "is /v1/me and /v1/campaigns/ID/state, /events, /commands, "
		    "/report, /who or /view");
	/* The page is the same for everyone and holds nothing of any
	 * campaign: it reads the API with the token in its address. */
	if ((page = strcmp(up->what, "view") == 0) && !up->post)
		return MHD_YES;
	/* The public report is read in a browser too, as the page is. */
	tok = token_of(con, page || public_file(up->what) != NULL);
	if (store_token_check(tok, up->camp, sizeof up->camp, up->role,
	    sizeof up->role) != 0)
		return fail(con, MHD_HTTP_UNAUTHORIZED, "a valid token is "
		    "needed: Authorization: Bearer TOKEN");
	str_copy(up->tok, sizeof up->tok, tok);
	gate_owner(con, up->camp, up->role);
	if (!rate_ok(up->camp, up->role))
		return fail(con, MHD_HTTP_TOO_MANY_REQUESTS, "too many requests "
		    "with this token: slow down");
	if (up->id[0] != '\0' && strcmp(up->camp, up->id) != 0)
		return fail(con, MHD_HTTP_FORBIDDEN, "this token is not for "
		    "that campaign");
	presence_seen(up->camp, up->role, 0);
	if (up->post && strcmp(up->what, "commands") != 0 &&
	    strcmp(up->what, "tables") != 0 && strcmp(up->what, "roles") != 0)
		return fail(con, MHD_HTTP_METHOD_NOT_ALLOWED, "only commands, "
		    "tables and roles are posted: POST /v1/campaigns/ID/commands, "
		    "/tables or /roles");
	return MHD_YES;
}

/* A request of a campaign, with a place of its own on the server's turn
 * (gate_enter): answered. */
static enum MHD_Result
campaign_answer(struct MHD_Connection *con, struct campaign *k,
    struct upload *up)
{
	json_t		*o;
	unsigned	 status;

	if (up->post && strcmp(up->what, "tables") == 0)
		return post_object(con, k, up->role, up->buf != NULL ? up->buf :
		    "", campaign_import_table);
	if (up->post && strcmp(up->what, "roles") == 0)
		return post_object(con, k, up->role, up->buf != NULL ? up->buf :
		    "", campaign_role);
	if (up->post)
		return post_command(con, k, up->role, up->buf != NULL ? up->buf :
		    "", up->cmd, sizeof up->cmd);
	if (strcmp(up->what, "state") == 0) {
		o = campaign_state(k, up->role, &status);
		return send_json(con, status, o);
	}
	if (strcmp(up->what, "events") == 0)
		return get_events(con, k, up->id, up->role, up->tok);
	if (strcmp(up->what, "module") == 0) {
		o = campaign_module(k, &status);
		return send_json(con, status, o);
	}
	if (strcmp(up->what, "who") == 0) {
		if (strcmp(up->role, "umpire") != 0)
			return fail(con, MHD_HTTP_FORBIDDEN, "who is connected is "
			    "the umpire's to read");
		o = xjson_pack("{s:b, s:o}", "ok", 1, "roles",
		    presence_json(up->id));
		return send_json(con, MHD_HTTP_OK, o);
	}
	return fail(con, MHD_HTTP_NOT_FOUND, "no such resource: GET state, "
	    "events, report, module, who or view; POST commands");
}

/* The whole request is in, and was admitted: answer it. */
static enum MHD_Result
answer(struct MHD_Connection *con, struct upload *up)
{
	struct campaign	*k;
	char		 err[256];
	json_t		*o;
	enum MHD_Result	 rc;

	if (strcmp(up->what, "view") == 0)
		return send_body(con, MHD_HTTP_OK, "text/html; charset=utf-8",
		    (void *)adj_view_page, (size_t)(adj_view_page_end -
		    adj_view_page), MHD_RESPMEM_PERSISTENT);
	if (up->what[0] == '\0') {
		if ((o = store_campaign_info(up->camp)) == NULL)
			return fail(con, MHD_HTTP_NOT_FOUND, "the campaign of this "
			    "token is gone");
		json_object_set_new(o, "role", json_string(up->role));
		return send_json(con, MHD_HTTP_OK, o);
	}
	/* A body with a NUL inside is not JSON text. */
	if (up->buf != NULL && strlen(up->buf) != up->len)
		return fail(con, MHD_HTTP_BAD_REQUEST, "the body is not JSON text");
	if ((k = campaign_get(up->id, err, sizeof err)) == NULL)
		return fail(con, MHD_HTTP_INTERNAL_SERVER_ERROR, err);
	/* A commander's token opens the campaign while its journal has him:
	 * the umpire's undo of his joining shuts it. */
	if (!campaign_has_role(k, up->role))
		return fail(con, MHD_HTTP_UNAUTHORIZED, NO_LONGER);
	/* Waits have places of their own (gate.c). */
	if (!up->post && strcmp(up->what, "events") == 0 && arg_count(con,
	    "wait", 0) != 0)
		return get_events(con, k, up->id, up->role, up->tok);
	if (!up->post && strcmp(up->what, "report") == 0)
		return get_report(con, k, up->id, up->role);
	if (!up->post && (strcmp(up->what, "export") == 0 ||
	    public_file(up->what) != NULL))
		return get_made(con, k, up->id, up->role, up->what);
	if (gate_enter(up->id, up->role) != 0)
		return fail(con, MHD_HTTP_SERVICE_UNAVAILABLE, "busy: this "
		    "campaign's requests hold all the places it may on the "
		    "server; try again in a moment");
	rc = campaign_answer(con, k, up);
	gate_leave(up->id, up->role);
	return rc;
}

enum MHD_Result
api_handle(void *cls, struct MHD_Connection *con, const char *url,
    const char *method, const char *version, const char *data,
    size_t *size, void **state)
{
	struct upload	*up = *state;
	enum MHD_Result	 rc;
	char		*nb;

	(void)cls;
	(void)version;
	answered = 0;
	if (up == NULL) {
		if ((up = xcalloc(1, sizeof *up)) == NULL)
			return MHD_NO;
		*state = up;
		up->t0 = monotonic_s();
		rc = admit(con, url, method, up);
		up->status = answered;
		return rc;
	}
	if (*size > 0) {
		/* Cut the moment the body passes the limit: a chunked one
		 * says nothing of its length before. */
		if (up->len + *size > BODY_MAX) {
			up->status = MHD_HTTP_CONTENT_TOO_LARGE;
			return refuse_midway(con, MHD_HTTP_CONTENT_TOO_LARGE,
			    "Content Too Large", "the body is over 64 KB");
		}
		if ((nb = realloc(up->buf, up->len + *size + 1)) == NULL)
			return MHD_NO;
		up->buf = nb;
		memcpy(up->buf + up->len, data, *size);
		up->len += *size;
		up->buf[up->len] = '\0';
		*size = 0;
		return MHD_YES;
	}
	/* The server's turn: a command's batch or a long-poll takes the
	 * time it takes, and no deadline runs for it. */
	gate_turn(con, 1);
	rc = answer(con, up);
	gate_turn(con, 0);
	if (answered != 0)
		up->status = answered;
	return rc;
}

void
api_done(void *cls, struct MHD_Connection *con, void **state,
    enum MHD_RequestTerminationCode why)
{
	struct upload	*up = *state;

	(void)cls;
	(void)why;
	/* The answer has left: the connection's next request, if it keeps
	 * it, has its own full deadline. */
	gate_turn(con, 0);
	if (up != NULL) {
		/* Whose, as far as its token said: none when it was refused. */
		reqlog_write(up->role[0] != '\0' ? up->camp : NULL,
		    up->role[0] != '\0' ? up->role : NULL, up->method, up->path,
		    up->cmd[0] != '\0' ? up->cmd : NULL, up->status,
		    (monotonic_s() - up->t0) * 1000);
		free(up->buf);
		free(up);
	}
	*state = NULL;
}
