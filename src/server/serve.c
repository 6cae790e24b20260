/* `adjutant serve`: the campaign server.  One HTTP face (libmicrohttpd)
 * over the same journal and core the terminal uses: a campaign is a
 * session file in the data folder, a role's token opens it with that
 * role's view, commands run through the same dispatcher, and the program
 * rolls the dice here so no client can choose them.
 *
 *   adjutant serve --data DIR new GAME SCENARIO     a campaign + tokens
 *   adjutant serve --data DIR token CAMPAIGN ROLE   reissue one token
 *   adjutant serve --data DIR --listen HOST:PORT    serve until SIGTERM
 *        [--rate N]   requests a second per token (default 5000; 0: none)
 *
 * API (JSON; `Authorization: Bearer TOKEN` on every request):
 *   GET  /v1/campaigns/ID/state               status as the role sees it
 *   GET  /v1/campaigns/ID/events?after=N&wait=S   events after N (waits
 *                                             up to S seconds for one)
 *   POST /v1/campaigns/ID/commands  {"line", "client_id", "expect_seq"} */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <microhttpd.h>

#include "adj/contest.h"
#include "adj/rules.h"
#include "../cli/cli.h"
#include "server.h"

#define BODY_MAX	(64 * 1024)
#define WAIT_MAX	60
#define CAMPAIGNS_MAX	64

struct campaign {
	char		 id[32];
	struct cli	 c;		/* its session, run as a terminal would */
};

/* Per-token rate limit: a bucket of `rate` requests a second, holding at
 * most two seconds' worth. */
struct bucket {
	char	 campaign[32];
	char	 role[32];
	double	 tokens;
	double	 at;
};

static struct {
	pthread_mutex_t	 lock;		/* one command at a time */
	pthread_cond_t	 grew;		/* a campaign's journal grew */
	sqlite3		*store;
	sqlite3		*rules;
	char		 dir[4096];
	struct campaign	 camp[CAMPAIGNS_MAX];
	int		 ncamp;
	double		 rate;		/* per token per second; 0: none */
	struct bucket	 buckets[256];
	int		 nbuckets;
} S = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL,
	"", { { "", { 0 } } }, 0, 5000, { { "", "", 0, 0 } }, 0 };

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
	double		 t = now_s();
	int		 i;

	if (S.rate <= 0)
		return 1;
	for (i = 0; i < S.nbuckets; i++)
		if (strcmp(S.buckets[i].campaign, campaign) == 0 &&
		    strcmp(S.buckets[i].role, role) == 0)
			b = &S.buckets[i];
	if (b == NULL) {
		b = &S.buckets[S.nbuckets < 256 ? S.nbuckets++ : 255];
		snprintf(b->campaign, sizeof b->campaign, "%.31s", campaign);
		snprintf(b->role, sizeof b->role, "%.31s", role);
		b->tokens = 2 * S.rate;
		b->at = t;
	}
	b->tokens += (t - b->at) * S.rate;
	if (b->tokens > 2 * S.rate)
		b->tokens = 2 * S.rate;
	b->at = t;
	if (b->tokens < 1)
		return 0;
	b->tokens -= 1;
	return 1;
}

/* Commands a client may run: play, look and review; never ones that open,
 * create or write other files. */
static const char *const allowed[] = { "status", "turns", "setup", "next",
	"pass", "track", "roll", "lookup", "cup", "key", "draw", "hold",
	"play", "discard", "commit", "enter", "control", "fire", "close",
	"panic", "compute", "impulse", "marker", "use", "leaders", "activate",
	"deactivate", "casualty", "combat", "absorb", "eliminated",
	"reorganize", "losses", "victory", "log", "note", "undo", "plot",
	"help", NULL };

static struct campaign *
campaign_get(const char *id, char *err, size_t errlen)
{
	struct campaign	*k;
	char		 path[4300];
	struct reply	 r;
	int		 i;

	for (i = 0; i < S.ncamp; i++)
		if (strcmp(S.camp[i].id, id) == 0)
			return &S.camp[i];
	if (S.ncamp == CAMPAIGNS_MAX) {
		snprintf(err, errlen, "too many campaigns open");
		return NULL;
	}
	k = &S.camp[S.ncamp];
	memset(k, 0, sizeof *k);
	snprintf(k->id, sizeof k->id, "%.31s", id);
	k->c.rules = S.rules;
	k->c.json = 1;
	rng_init_os(&k->c.rng);
	snprintf(path, sizeof path, "%s/%s.adj", S.dir, id);
	reply_init(&r);
	if (cli_open_session(&k->c, path, &r) != 0) {
		snprintf(err, errlen, "%s", buf_str(&r.err));
		reply_free(&r);
		return NULL;
	}
	reply_free(&r);
	S.ncamp++;
	return k;
}

/* The view a role reads with: the umpire sees all, a side its own and
 * public events, an observer public ones only. */
static void
set_view(struct campaign *k, const char *role)
{
	snprintf(k->c.view, sizeof k->c.view, "%.31s", role);
	snprintf(k->c.s->view, sizeof k->c.s->view, "%.31s", role);
}

struct evlist {
	struct session	*s;
	json_t		*out;
};

static int
add_event(const struct event *e, void *arg)
{
	struct evlist	*l = arg;

	if (!session_may_see(l->s, e->vis))
		return 0;	/* nothing of it, not even that it happened */
	json_array_append_new(l->out, json_pack("{s:I, s:i, s:s, s:s, s:s, "
	    "s:s}", "seq", (json_int_t)e->seq, "turn", e->turn, "phase",
	    e->phase != NULL ? e->phase : "", "kind", e->kind, "text", e->text,
	    "at", e->at != NULL ? e->at : ""));
	return 0;
}

static json_t *
events_after(struct campaign *k, int64_t after)
{
	struct evlist	 l = { k->c.s, json_array() };

	journal_each(k->c.s->j, after + 1, add_event, &l);
	return l.out;
}

static enum MHD_Result
send_json(struct MHD_Connection *con, unsigned status, json_t *o)
{
	struct MHD_Response *resp;
	char		*s = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
	enum MHD_Result	 rc;

	json_decref(o);
	if (s == NULL)
		return MHD_NO;
	resp = MHD_create_response_from_buffer(strlen(s), s,
	    MHD_RESPMEM_MUST_FREE);
	MHD_add_response_header(resp, "Content-Type", "application/json");
	MHD_add_response_header(resp, "Cache-Control", "no-store");
	rc = MHD_queue_response(con, status, resp);
	MHD_destroy_response(resp);
	return rc;
}

static enum MHD_Result
fail(struct MHD_Connection *con, unsigned status, const char *msg)
{
	return send_json(con, status, json_pack("{s:b, s:s}", "ok", 0, "error",
	    msg));
}

static enum MHD_Result
get_state(struct MHD_Connection *con, struct campaign *k)
{
	struct reply	 r;
	json_t		*o;

	reply_init(&r);
	session_status(k->c.s, &r);
	o = cli_reply_json(&r);
	json_object_del(o, "session");	/* a path on the server */
	reply_free(&r);
	return send_json(con, MHD_HTTP_OK, o);
}

static enum MHD_Result
get_events(struct MHD_Connection *con, struct campaign *k)
{
	const char	*a = MHD_lookup_connection_value(con,
			    MHD_GET_ARGUMENT_KIND, "after");
	const char	*w = MHD_lookup_connection_value(con,
			    MHD_GET_ARGUMENT_KIND, "wait");
	long long	 after = a != NULL ? atoll(a) : 0;
	long		 wait = w != NULL ? atol(w) : 0;
	struct timespec	 until;
	json_t		*ev;

	if (after < 0 || wait < 0)
		return fail(con, MHD_HTTP_BAD_REQUEST, "after and wait are "
		    "numbers of 0 or more");
	if (wait > WAIT_MAX)
		wait = WAIT_MAX;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += wait;
	/* Long-poll: sleep until the journal passes `after` or time runs
	 * out; events hidden from this role do not wake it with anything. */
	for (;;) {
		ev = events_after(k, after);
		if (json_array_size(ev) > 0 || wait == 0)
			break;
		json_decref(ev);
		if (pthread_cond_timedwait(&S.grew, &S.lock, &until) ==
		    ETIMEDOUT) {
			ev = events_after(k, after);
			break;
		}
	}
	return send_json(con, MHD_HTTP_OK, json_pack("{s:b, s:I, s:o}", "ok", 1,
	    "last_seq", (json_int_t)journal_last_seq(k->c.s->j), "events", ev));
}

static int
may_run(struct campaign *k, const char *line)
{
	char		 word[64], id[64];
	const struct cmd_entry *e;
	int		 amb, i;

	if (sscanf(line, " %63s", word) != 1)
		return 0;
	if ((e = cmd_find(word, &amb)) == NULL)
		return contest_resolve(S.rules, k->c.s->game, word, id,
		    sizeof id) == 0;
	for (i = 0; allowed[i] != NULL; i++)
		if (strcmp(allowed[i], e->name) == 0)
			return 1;
	return 0;
}

static enum MHD_Result
post_command(struct MHD_Connection *con, struct campaign *k,
    const char *role, const char *body)
{
	json_error_t	 jerr;
	json_t		*req = json_loads(body, 0, &jerr), *o, *out;
	const char	*line, *client;
	json_t		*expect;
	char		*done, *dump;
	struct reply	 r;
	int64_t		 before;

	if (req == NULL || !json_is_object(req)) {
		json_decref(req);
		return fail(con, MHD_HTTP_BAD_REQUEST, "the body is not a JSON "
		    "object: expected {\"line\": \"...\", \"client_id\": "
		    "\"...\"}");
	}
	line = json_string_value(json_object_get(req, "line"));
	client = json_string_value(json_object_get(req, "client_id"));
	expect = json_object_get(req, "expect_seq");
	if (line == NULL || strlen(line) > 1000 || (client != NULL &&
	    strlen(client) > 100)) {
		json_decref(req);
		return fail(con, MHD_HTTP_BAD_REQUEST, "expected \"line\" (a "
		    "command, at most 1000 characters) and an optional "
		    "\"client_id\" of at most 100");
	}
	if (strcmp(role, "observer") == 0) {
		json_decref(req);
		return fail(con, MHD_HTTP_FORBIDDEN, "an observer's token "
		    "reads only");
	}
	/* A retried request gets its first answer, never a second run. */
	if (client != NULL && (done = store_request_get(S.store, k->id,
	    client)) != NULL) {
		o = json_loads(done, 0, NULL);
		free(done);
		json_decref(req);
		return send_json(con, MHD_HTTP_OK, o != NULL ? o : json_object());
	}
	before = journal_last_seq(k->c.s->j);
	if (expect != NULL && (!json_is_integer(expect) ||
	    json_integer_value(expect) != before)) {
		o = json_pack("{s:b, s:s, s:I, s:o}", "ok", 0, "error", "the "
		    "campaign moved on since the event you last saw: here is "
		    "what changed", "last_seq", (json_int_t)before, "events",
		    events_after(k, json_is_integer(expect) ?
		    json_integer_value(expect) : 0));
		json_decref(req);
		return send_json(con, MHD_HTTP_CONFLICT, o);
	}
	if (!may_run(k, line)) {
		json_decref(req);
		return fail(con, MHD_HTTP_FORBIDDEN, "that command is not run "
		    "on the server: play, look-up and review commands only");
	}
	reply_init(&r);
	k->c.refused = 0;
	cli_exec_line(&k->c, line, &r);
	out = cli_reply_json(&r);
	json_object_del(out, "session");
	reply_free(&r);
	o = json_pack("{s:b, s:o, s:I, s:o}", "ok", json_is_true(
	    json_object_get(out, "ok")), "reply", out, "last_seq",
	    (json_int_t)journal_last_seq(k->c.s->j), "events",
	    events_after(k, before));
	if (client != NULL && (dump = json_dumps(o, JSON_COMPACT)) != NULL) {
		store_request_put(S.store, k->id, client, dump);
		free(dump);
	}
	json_decref(req);
	if (journal_last_seq(k->c.s->j) != before)
		pthread_cond_broadcast(&S.grew);
	return send_json(con, MHD_HTTP_OK, o);
}

struct upload {
	char	*buf;
	size_t	 len;
	int	 too_big;
};

static enum MHD_Result
handle(void *cls, struct MHD_Connection *con, const char *url,
    const char *method, const char *version, const char *data,
    size_t *size, void **state)
{
	struct upload	*up = *state;
	const char	*auth, *tok;
	char		 camp[64], role[64], id[64], what[32], err[256];
	struct campaign	*k;
	enum MHD_Result	 rc;
	int		 post = strcmp(method, "POST") == 0;

	(void)cls;
	(void)version;
	if (up == NULL) {
		if ((up = calloc(1, sizeof *up)) == NULL)
			return MHD_NO;
		*state = up;
		return MHD_YES;
	}
	if (post && *size > 0) {
		/* Bodies are capped: the rest is read and dropped. */
		if (up->len + *size > BODY_MAX)
			up->too_big = 1;
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
	auth = MHD_lookup_connection_value(con, MHD_HEADER_KIND,
	    "Authorization");
	tok = auth != NULL && strncasecmp(auth, "Bearer ", 7) == 0 ? auth + 7 :
	    NULL;
	if (sscanf(url, "/v1/campaigns/%63[^/]/%31s", id, what) != 2)
		return fail(con, MHD_HTTP_NOT_FOUND, "no such resource: the API "
		    "is /v1/campaigns/ID/state, /events or /commands");
	pthread_mutex_lock(&S.lock);
	if (store_token_check(S.store, tok, camp, sizeof camp, role,
	    sizeof role) != 0) {
		pthread_mutex_unlock(&S.lock);
		return fail(con, MHD_HTTP_UNAUTHORIZED, "a valid token is "
		    "needed: Authorization: Bearer TOKEN");
	}
	if (strcmp(camp, id) != 0) {
		pthread_mutex_unlock(&S.lock);
		return fail(con, MHD_HTTP_FORBIDDEN, "this token is not for "
		    "that campaign");
	}
	if (!rate_ok(camp, role)) {
		pthread_mutex_unlock(&S.lock);
		return fail(con, MHD_HTTP_TOO_MANY_REQUESTS, "too many requests "
		    "with this token: slow down");
	}
	if ((k = campaign_get(id, err, sizeof err)) == NULL) {
		pthread_mutex_unlock(&S.lock);
		return fail(con, MHD_HTTP_INTERNAL_SERVER_ERROR, err);
	}
	set_view(k, role);
	if (!post && strcmp(what, "state") == 0)
		rc = get_state(con, k);
	else if (!post && strcmp(what, "events") == 0)
		rc = get_events(con, k);
	else if (post && strcmp(what, "commands") == 0)
		rc = post_command(con, k, role, up->buf != NULL ? up->buf : "");
	else
		rc = fail(con, MHD_HTTP_NOT_FOUND, "no such resource: GET state "
		    "or events, POST commands");
	pthread_mutex_unlock(&S.lock);
	return rc;
}

static void
done(void *cls, struct MHD_Connection *con, void **state,
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

static int
usage(void)
{
	fprintf(stderr, "usage: adjutant serve --data DIR --listen HOST:PORT "
	    "[--rate N]\n"
	    "       adjutant serve --data DIR new GAME SCENARIO\n"
	    "       adjutant serve --data DIR token CAMPAIGN ROLE\n");
	return 2;
}

/* A new campaign: its session file, and one token per role, printed once
 * (only their hashes are kept). */
static int
new_campaign(const char *game, const char *scenario)
{
	sqlite3_stmt	*st;
	struct session	*s;
	char		 id[32], err[512], path[4300], tok[65];
	struct rng	 rng;

	if (store_campaign_new(S.store, S.dir, S.rules, game, scenario, id,
	    sizeof id, err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		return 1;
	}
	rng_init_os(&rng);
	snprintf(path, sizeof path, "%s/%s.adj", S.dir, id);
	if (session_new(path, S.rules, &rng, game, scenario, NULL, &s, err,
	    sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		return 1;
	}
	printf("campaign %s (%s, %s)\n", id, game, scenario);
	if (store_token_issue(S.store, id, "umpire", tok) != 0)
		return 1;
	printf("umpire %s\n", tok);
	if (sqlite3_prepare_v2(S.rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *side = (const char *)sqlite3_column_text(st,
			    0);

			if (store_token_issue(S.store, id, side, tok) == 0)
				printf("%s %s\n", side, tok);
		}
		sqlite3_finalize(st);
	}
	if (store_token_issue(S.store, id, "observer", tok) != 0)
		return 1;
	printf("observer %s\n", tok);
	session_close(s);
	return 0;
}

static int
listen_on(const char *spec)
{
	struct sockaddr_in	 sa;
	struct MHD_Daemon	*d;
	char			 host[256];
	int			 port, sig;
	sigset_t		 set;

	if (sscanf(spec, "%255[^:]:%d", host, &port) != 2 || port < 1 ||
	    port > 65535)
		return usage();
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)port);
	if (inet_pton(AF_INET, strcmp(host, "localhost") == 0 ? "127.0.0.1" :
	    host, &sa.sin_addr) != 1) {
		fprintf(stderr, "adjutant serve: \"%s\" is not an IPv4 address\n",
		    host);
		return 2;
	}
	/* SIGTERM and SIGINT are waited for here, not delivered to threads. */
	sigemptyset(&set);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGINT);
	pthread_sigmask(SIG_BLOCK, &set, NULL);
	signal(SIGPIPE, SIG_IGN);
	d = MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION |
	    MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG, 0, NULL, NULL,
	    handle, NULL, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa,
	    MHD_OPTION_NOTIFY_COMPLETED, done, NULL,
	    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)(WAIT_MAX + 15),
	    MHD_OPTION_CONNECTION_LIMIT, (unsigned)512, MHD_OPTION_END);
	if (d == NULL) {
		fprintf(stderr, "adjutant serve: cannot listen on %s\n", spec);
		return 1;
	}
	printf("adjutant serve: listening on %s, data in %s\n", spec, S.dir);
	fflush(stdout);
	sigwait(&set, &sig);
	/* Wake the long-polls, then stop: every acknowledged command is
	 * already committed in its journal. */
	pthread_mutex_lock(&S.lock);
	pthread_cond_broadcast(&S.grew);
	pthread_mutex_unlock(&S.lock);
	MHD_stop_daemon(d);
	printf("adjutant serve: stopped\n");
	return 0;
}

int
serve_main(int argc, char **argv)
{
	const char	*data = NULL, *listen = NULL;
	char		 err[512];
	int		 i, rc, rest = argc;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "--data") == 0 && i + 1 < argc)
			data = argv[++i];
		else if (strcmp(argv[i], "--listen") == 0 && i + 1 < argc)
			listen = argv[++i];
		else if (strcmp(argv[i], "--rate") == 0 && i + 1 < argc)
			S.rate = atof(argv[++i]);
		else {
			rest = i;
			break;
		}
	if (data == NULL)
		return usage();
	snprintf(S.dir, sizeof S.dir, "%s", data);
	if ((S.store = store_open(data, err, sizeof err)) == NULL ||
	    (S.rules = rules_open(err, sizeof err)) == NULL) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		return 1;
	}
	if (rest + 3 == argc && strcmp(argv[rest], "new") == 0)
		rc = new_campaign(argv[rest + 1], argv[rest + 2]);
	else if (rest + 3 == argc && strcmp(argv[rest], "token") == 0) {
		char tok[65];

		rc = store_token_issue(S.store, argv[rest + 1], argv[rest + 2],
		    tok);
		if (rc == 0)
			printf("%s %s\n", argv[rest + 2], tok);
		rc = rc == 0 ? 0 : 1;
	} else if (listen != NULL && rest == argc)
		rc = listen_on(listen);
	else
		rc = usage();
	for (i = 0; i < S.ncamp; i++)
		session_close(S.camp[i].c.s);
	sqlite3_close(S.store);
	sqlite3_close(S.rules);
	return rc;
}
