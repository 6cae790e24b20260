/* Joining a campaign, opening a copy, and keeping the copy level with the
 * server (see link.h for the model). */
#include <sys/stat.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "adj/filelock.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "adj/wire.h"
#include "../cli/cli.h"
#include "http.h"
#include "link.h"

#define MEANWHILE_SHOWN	8	/* others' events told one by one */

static const char queue_schema[] =
    "CREATE TABLE IF NOT EXISTS sync_queue (n INTEGER PRIMARY KEY "
    " AUTOINCREMENT, line TEXT "
    " NOT NULL, client TEXT NOT NULL, base INTEGER NOT NULL, step INTEGER "
    " NOT NULL, state TEXT NOT NULL DEFAULT 'queued', why TEXT NOT NULL "
    " DEFAULT '', at TEXT NOT NULL)";

static void
meta_copy(struct journal *j, const char *key, char *out, size_t len)
{
	char	*v = journal_meta_get(j, key);

	snprintf(out, len, "%s", v != NULL ? v : "");
	free(v);
}

int
link_meta_set_int(struct link *l, const char *key, int64_t v)
{
	char	 n[32];

	snprintf(n, sizeof n, "%lld", (long long)v);
	return journal_meta_set(l->j, key, n);
}

void
link_down(struct link *l, const char *why)
{
	if (l->online != 0)
		l->since = time(NULL);
	l->online = 0;
	l->retry_at = time(NULL) + 10;
	snprintf(l->error, sizeof l->error, "%s", why);
}

json_t *
link_cached_state(struct link *l)
{
	char	*v = journal_meta_get(l->j, "sync.state");
	json_t	*o = v != NULL ? json_loads(v, 0, NULL) : NULL;

	free(v);
	return o;
}

void
link_cache_state(struct link *l, json_t *state)
{
	char	*dump = json_dumps(state, JSON_COMPACT);

	if (dump != NULL)
		journal_meta_set(l->j, "sync.state", dump);
	free(dump);
}

/* A side's copy keeps the server's status (it cannot fold the game
 * itself): fetched when something happened. */
void
link_refresh(struct cli *c)
{
	struct link	*l = c->link;
	char		 path[128], err[256];
	json_t		*o;
	long		 status;

	if (c->s != NULL || !l->stale || l->online != 1)
		return;
	l->stale = 0;
	snprintf(path, sizeof path, "/v1/campaigns/%s/state", l->campaign);
	if (http_call(l->http, path, NULL, 10, &status, &o, err,
	    sizeof err) == 0 && status == 200 && o != NULL) {
		json_object_set_new(o, "as_of_seq", json_integer(l->seq));
		link_cache_state(l, o);
	}
	json_decref(o);
}

/* Others' events, before the player's own answer: the last few, and
 * always a message delivered, a reveal or the game's end. */
static void
tell(struct reply *r, json_t *told)
{
	size_t	 n = json_array_size(told), i, skipped = 0;
	json_t	*t;

	for (i = 0; i < n; i++) {
		t = json_array_get(told, i);
		if (i + MEANWHILE_SHOWN < n && !json_is_true(json_object_get(t,
		    "always"))) {
			skipped++;
			continue;
		}
		if (skipped > 0)
			reply_line(r, "Meanwhile: %zu other event%s (`log` shows "
			    "them).", skipped, skipped == 1 ? "" : "s");
		skipped = 0;
		reply_line(r, "Meanwhile: %s", json_string_value(json_object_get(t,
		    "text")));
	}
}

int
link_mirror(struct cli *c, json_t *events, int64_t first, struct reply *r)
{
	struct link	*l = c->link;
	struct event	 e;
	struct buf	 own, shown;
	char		 err[256];
	json_t		*told = json_array();
	size_t		 i, others = 0;
	int		 full = c->s != NULL && c->s->j == l->j, rc = 0;

	if (json_array_size(events) == 0 || journal_begin(l->j) != 0) {
		json_decref(told);
		if (json_array_size(events) == 0)
			return 0;
		reply_fail(r, "the copy %s is busy", journal_path(l->j));
		return -1;
	}
	buf_init(&own);
	buf_init(&shown);
	for (i = 0; i < json_array_size(events) && rc == 0; i++) {
		if (wire_event_read(json_array_get(events, i), &e, &own) != 0) {
			snprintf(err, sizeof err, "event %lld came with exact "
			    "bytes that are not hex", (long long)e.seq);
			rc = -1;
			break;
		}
		if (e.seq <= journal_last_seq(l->j))
			continue;	/* already here (an answer repeated) */
		rc = full ? session_copy_event(c->s, &e, err, sizeof err) :
		    journal_append_copy(l->j, &e, err, sizeof err);
		l->stale |= !full;
		if (rc != 0 || (first > 0 && e.seq >= first))
			continue;
		/* Another terminal's doing: the player hears of it before
		 * the answer to their own command. */
		others++;
		json_array_append_new(told, json_pack("{s:s, s:b}", "text",
		    text_inline(&shown, e.text), "always", strcmp(e.kind, "delivery") == 0 ||
		    strcmp(e.kind, "reveal") == 0 || strcmp(e.kind, "end") ==
		    0));
	}
	buf_free(&own);
	buf_free(&shown);
	if (rc == 0 && journal_commit(l->j) != 0)
		rc = -1, snprintf(err, sizeof err, "cannot write the copy");
	if (rc != 0) {
		char why[256];

		json_decref(told);
		journal_rollback(l->j);
		if (full)
			session_refold(c->s, why, sizeof why);
		link_down(l, "the copy does not match the server");
		if (r != NULL)
			reply_fail(r, "the server's history does not fit this "
			    "copy (%s): nothing was taken in; `sync join` into a "
			    "new file starts a clean copy", err);
		return -1;
	}
	if (r != NULL && !l->quiet)
		tell(r, told);
	json_decref(told);
	if (r != NULL && others > 0)
		json_object_set_new(r->json, "meanwhile", json_integer(
		    (json_int_t)others + json_integer_value(json_object_get(
		    r->json, "meanwhile"))));
	return 0;
}

int
link_pull(struct cli *c, struct reply *r)
{
	struct link	*l = c->link;
	char		 path[160], err[256];
	json_t		*o;
	long		 status;
	int64_t		 after;
	int		 more, got = 0;

	do {
		after = journal_last_seq(l->j);
		snprintf(path, sizeof path, "/v1/campaigns/%s/events?after=%lld"
		    "&limit=1000", l->campaign, (long long)after);
		if (http_call(l->http, path, NULL, 30, &status, &o, err,
		    sizeof err) != 0) {
			link_down(l, err);
			return -1;
		}
		if (status == 401 || status == 403) {
			l->refused = 1;
			link_down(l, "the server refused this terminal's token "
			    "(revoked or reissued?)");
			json_decref(o);
			return -1;
		}
		if (status != 200 || o == NULL) {
			snprintf(err, sizeof err, "the server answered %ld", status);
			link_down(l, err);
			json_decref(o);
			return -1;
		}
		got += (int)json_array_size(json_object_get(o, "events"));
		if (link_mirror(c, json_object_get(o, "events"), 0, r) != 0) {
			json_decref(o);
			return -1;
		}
		/* Written only when it moved: each write is a durable commit. */
		if (json_integer_value(json_object_get(o, "last_seq")) != l->seq) {
			l->seq = json_integer_value(json_object_get(o,
			    "last_seq"));
			link_meta_set_int(l, "sync.seq", l->seq);
		}
		more = json_is_true(json_object_get(o, "more"));
		json_decref(o);
		/* "More" must come with events past the ones asked after, or
		 * the next request is the same as this one, for ever. */
		if (more && journal_last_seq(l->j) <= after) {
			snprintf(err, sizeof err, "the server says more events "
			    "follow event %lld but sends none of them (expected "
			    "at least one, or no \"more\")", (long long)after);
			link_down(l, err);
			return -1;
		}
	} while (more);
	l->online = 1;
	l->refused = 0;
	l->since = 0;
	l->contact = time(NULL);
	if (c->s == NULL && got == 0) {
		json_t *st = link_cached_state(l);

		l->stale |= st == NULL;
		json_decref(st);
	}
	return 0;
}

int
link_contact(struct cli *c, int force, struct reply *r)
{
	struct link	*l = c->link;

	if (!force && l->online == 0 && time(NULL) < l->retry_at)
		return -1;
	if (link_pull(c, r) != 0)
		return -1;
	return queue_count(l, "queued") > 0 ? queue_flush(c, 0, r) : 0;
}

static struct link *
link_new(const char *url, const char *token)
{
	struct link	*l = calloc(1, sizeof *l);

	if (l == NULL)
		abort();
	snprintf(l->url, sizeof l->url, "%s", url);
	snprintf(l->token, sizeof l->token, "%s", token);
	l->online = -1;
	if ((l->http = http_new(url, token)) == NULL) {
		free(l);
		return NULL;
	}
	return l;
}

static void
link_free(struct link *l)
{
	if (l == NULL)
		return;
	http_free(l->http);
	if (l->own_j)
		journal_close(l->j);
	if (l->locked != NULL)
		filelock_drop(l->locked);
	free(l->locked);
	free(l);
}

/* One terminal a copy: its queue, its client ids and the server's
 * answers live in the file, and a second terminal folding or sending
 * from it would work from a state the first has moved on from.  The copy
 * is held exclusive while it is open (filelock, as a server holds its
 * campaigns); a plain terminal cannot write it meanwhile either. */
static int
copy_lock(struct cli *c, struct link *l, const char *path, struct reply *r)
{
	struct stat	 a, b;

	if (c->link != NULL && c->link->locked != NULL &&
	    stat(c->link->locked, &a) == 0 && stat(path, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino) {
		l->locked = c->link->locked;	/* the same copy, reopened */
		c->link->locked = NULL;
		return 0;
	}
	if (filelock_take(path, 1) != 0)
		return reply_fail(r, "%s is held by another process (another "
		    "terminal, or a campaign server): a copy serves one "
		    "terminal at a time (its queue is in the file); leave it "
		    "there, or join here with a file of its own (`sync join "
		    "URL TOKEN FILE`)", path);
	if ((l->locked = strdup(path)) == NULL)
		abort();
	return 0;
}

void
link_close(struct cli *c)
{
	link_free(c->link);
	c->link = NULL;
}

/* The copy's journal becomes the session's (the umpire's whole copy folds
 * into a session), or stays the link's own (a side's). */
static int
link_install(struct cli *c, struct link *l, const char *path, struct reply *r)
{
	struct session	*s = NULL;
	char		 err[512];

	if (copy_lock(c, l, path, r) != 0) {
		link_free(l);
		return -1;
	}
	if (strcmp(l->role, "umpire") == 0) {
		if (l->own_j) {
			journal_close(l->j);
			l->own_j = 0;
		}
		if (session_open(path, c->rules, &c->rng, &s, err,
		    sizeof err) != 0) {
			link_free(l);
			return reply_fail(r, "%s", err);
		}
		l->j = s->j;
	}
	link_close(c);
	session_close(c->s);
	c->s = s;
	c->link = l;
	c->view[0] = '\0';
	snprintf(c->session_path, sizeof c->session_path, "%s", path);
	session_remember(path, r);
	return 0;
}

int
link_open(struct cli *c, const char *path, struct reply *r)
{
	struct journal	*j;
	struct link	*l;
	char		 err[512], url[512], token[65];

	if (journal_open(path, 0, &j, err, sizeof err) != 0)
		return 0;	/* session_open says what is wrong */
	meta_copy(j, "sync.url", url, sizeof url);
	if (url[0] == '\0') {
		journal_close(j);
		return 0;
	}
	meta_copy(j, "sync.token", token, sizeof token);
	if ((l = link_new(url, token)) == NULL) {
		journal_close(j);
		return reply_fail(r, "cannot load libcurl.so.4, which talks to "
		    "campaign servers (Debian package libcurl4)");
	}
	l->j = j;
	l->own_j = 1;
	meta_copy(j, "sync.campaign", l->campaign, sizeof l->campaign);
	meta_copy(j, "sync.role", l->role, sizeof l->role);
	meta_copy(j, "sync.terminal", l->terminal, sizeof l->terminal);
	meta_copy(j, "game", l->game, sizeof l->game);
	meta_copy(j, "scenario", l->scenario, sizeof l->scenario);
	meta_copy(j, "sync.seq", err, sizeof err);
	l->seq = atoll(err);
	return link_install(c, l, path, r) == 0 ? 1 : -1;
}

/* "http://host:8080/v1/campaigns/ID/view?token=..." and the like come
 * down to "http://host:8080". */
static int
base_url(const char *in, char *out, size_t len)
{
	const char	*p;
	size_t		 n;

	if (strncmp(in, "http://", 7) != 0 && strncmp(in, "https://", 8) != 0)
		return -1;
	p = strchr(in + (in[4] == 's' ? 8 : 7), '/');
	n = p != NULL ? (size_t)(p - in) : strlen(in);
	if (n >= len || n <= 8)
		return -1;
	memcpy(out, in, n);
	out[n] = '\0';
	return 0;
}

static int
token_ok(const char *t)
{
	size_t	 i;

	for (i = 0; t[i] != '\0'; i++)
		if (!isxdigit((unsigned char)t[i]))
			return 0;
	return i == 64;
}

/* May the open session become the umpire's copy?  Only when it is the
 * campaign's own history so far (its last hash is the server's at the
 * same event): a game begun here and moved to the server with `serve
 * import`. */
static int
is_prefix(struct cli *c, struct link *l)
{
	char	 path[160], err[256];
	json_t	*o, *e;
	long	 status;
	int64_t	 last = journal_last_seq(c->s->j);
	int	 same = 0;

	snprintf(path, sizeof path, "/v1/campaigns/%s/events?after=%lld&limit=1",
	    l->campaign, (long long)(last - 1));
	if (http_call(l->http, path, NULL, 10, &status, &o, err,
	    sizeof err) != 0)
		return 0;
	e = json_array_get(json_object_get(o, "events"), 0);
	if (status == 200 && e != NULL && json_integer_value(json_object_get(e,
	    "seq")) == last && strcmp(json_string_value(json_object_get(e,
	    "hash")) ?: "", journal_last_hash(c->s->j)) == 0)
		same = 1;
	json_decref(o);
	return same;
}

static int
write_meta(struct link *l)
{
	if (sqlite3_exec(journal_db(l->j), queue_schema, NULL, NULL, NULL) !=
	    SQLITE_OK)
		return -1;
	return journal_meta_set(l->j, "sync.url", l->url) ||
	    journal_meta_set(l->j, "sync.campaign", l->campaign) ||
	    journal_meta_set(l->j, "sync.role", l->role) ||
	    journal_meta_set(l->j, "sync.token", l->token) ||
	    journal_meta_set(l->j, "sync.terminal", l->terminal) ||
	    journal_meta_set(l->j, "game", l->game) ||
	    journal_meta_set(l->j, "scenario", l->scenario) ||
	    link_meta_set_int(l, "sync.seq", l->seq) ? -1 : 0;
}

/* Is the file at path a copy kept for this server and token? */
static int
is_copy_of(const char *path, const char *base, const char *token)
{
	struct journal	*j;
	char		 url[512], tok[65], err[256];

	if (journal_open(path, 0, &j, err, sizeof err) != 0)
		return 0;
	meta_copy(j, "sync.url", url, sizeof url);
	meta_copy(j, "sync.token", tok, sizeof tok);
	journal_close(j);
	return strcmp(url, base) == 0 && strcmp(tok, token) == 0;
}

static void
joined(struct cli *c, struct reply *r, const char *how)
{
	struct link	*l = c->link;
	char		*title;

	link_refresh(c);
	title = rules_text(c->rules, "SELECT title FROM game WHERE id = ?1",
	    l->game, NULL);

	reply_line(r, "%s campaign %s (%s, %s) at %s as %s: %lld events %s.",
	    how, l->campaign, title != NULL ? title : l->game, l->scenario,
	    l->url, strcmp(l->role, "umpire") == 0 ? "the umpire" : l->role,
	    (long long)journal_last_seq(l->j), strcmp(l->role, "umpire") == 0 ?
	    "in the copy (the whole journal)" : "in the copy (what this role "
	    "may see)");
	reply_line(r, "Copy: %s. Commands go to the server from now on; the "
	    "dice are rolled there. `sync status` shows the link.",
	    journal_path(l->j));
	json_object_set_new(r->json, "campaign", json_string(l->campaign));
	json_object_set_new(r->json, "role", json_string(l->role));
	json_object_set_new(r->json, "file", text_json(journal_path(l->j)));
	json_object_set_new(r->json, "last_seq", json_integer(l->seq));
	free(title);
}

int
link_join(struct cli *c, const char *url, const char *token,
    const char *file, struct reply *r)
{
	struct link	*l;
	char		 base[512], err[256], path[4096], rnd[8];
	json_t		*me;
	long		 status;
	int		 i;

	if (base_url(url, base, sizeof base) != 0)
		return reply_fail(r, "\"%s\" is not a server address: expected "
		    "http://HOST:PORT or https://HOST", url);
	if (!token_ok(token))
		return reply_fail(r, "a token is 64 hexadecimal digits, as `adjutant "
		    "serve ... new` printed it");
	if ((l = link_new(base, token)) == NULL)
		return reply_fail(r, "cannot load libcurl.so.4, which talks to "
		    "campaign servers (Debian package libcurl4)");
	if (http_call(l->http, "/v1/me", NULL, 10, &status, &me, err,
	    sizeof err) != 0) {
		link_free(l);
		return reply_fail(r, "cannot reach %s: %s", base, err);
	}
	if (status != 200 || me == NULL) {
		reply_fail(r, "%s refused the token: %s", base, status == 401 ?
		    "it does not know it (revoked, or from another server?)" :
		    json_string_value(json_object_get(me, "error")) ?:
		    "not an Adjutant campaign server");
		json_decref(me);
		link_free(l);
		return -1;
	}
	snprintf(l->campaign, sizeof l->campaign, "%s",
	    json_string_value(json_object_get(me, "campaign")) ?: "");
	snprintf(l->role, sizeof l->role, "%s",
	    json_string_value(json_object_get(me, "role")) ?: "");
	snprintf(l->game, sizeof l->game, "%s",
	    json_string_value(json_object_get(me, "game")) ?: "");
	snprintf(l->scenario, sizeof l->scenario, "%s",
	    json_string_value(json_object_get(me, "scenario")) ?: "");
	json_decref(me);
	if (getentropy(rnd, sizeof rnd) != 0) {
		link_free(l);
		return reply_fail(r, "no random source for this terminal's id");
	}
	for (i = 0; i < 8; i++)
		snprintf(l->terminal + 2 * i, 3, "%02x", (unsigned char)rnd[i]);
	if (c->link != NULL && strcmp(c->link->campaign, l->campaign) == 0 &&
	    strcmp(c->link->role, l->role) == 0) {
		/* The same copy, perhaps with a reissued token or a new
		 * address for the server: take them, and catch up. */
		struct http *h = l->http;

		l->http = c->link->http;
		c->link->http = h;
		snprintf(c->link->url, sizeof c->link->url, "%s", base);
		snprintf(c->link->token, sizeof c->link->token, "%s", token);
		link_free(l);
		c->link->refused = 0;
		c->link->online = -1;
		if (journal_meta_set(c->link->j, "sync.url", base) != 0 ||
		    journal_meta_set(c->link->j, "sync.token", token) != 0)
			return reply_fail(r, "cannot write %s", c->session_path);
		reply_line(r, "Already joined: this is the copy of campaign %s "
		    "(address and token updated).", c->link->campaign);
		return link_contact(c, 1, r) < 0 ? reply_fail(r, "no answer from "
		    "%s: %s", base, c->link->error) : 0;
	}
	/* The open session itself, when it is this campaign's beginning. */
	if (file == NULL && c->link == NULL && c->s != NULL &&
	    strcmp(l->role, "umpire") == 0 && strcmp(c->s->game, l->game) ==
	    0 && strcmp(c->s->scenario, l->scenario) == 0 && is_prefix(c, l)) {
		if (copy_lock(c, l, journal_path(c->s->j), r) != 0) {
			link_free(l);
			return -1;
		}
		l->j = c->s->j;
		if (write_meta(l) != 0) {
			link_free(l);
			return reply_fail(r, "cannot write to %s", c->session_path);
		}
		c->link = l;
		l->quiet = 1;
		link_pull(c, r);
		l->quiet = 0;
		joined(c, r, "Attached this session to");
		return 0;
	}
	if (file != NULL)
		snprintf(path, sizeof path, "%s", file);
	else if (c->session_named && access(c->session_path, F_OK) != 0)
		snprintf(path, sizeof path, "%s", c->session_path);
	else
		snprintf(path, sizeof path, "%s/campaign-%s-%s.adj",
		    adj_data_dir(), l->campaign, l->role);
	if (access(path, F_OK) == 0) {
		struct reply	 o;
		int		 rc;

		/* Joined here before: open that copy and catch it up.  Only
		 * a copy of this campaign for this token is opened: anything
		 * else leaves the terminal as it was. */
		link_free(l);
		if (!is_copy_of(path, base, token))
			return reply_fail(r, "%s already exists and is not this "
			    "terminal's copy of the campaign: name another file "
			    "(`sync join URL TOKEN FILE`)", path);
		reply_init(&o);
		rc = link_open(c, path, &o);
		if (rc != 1) {
			reply_fail(r, "%s", o.ok ? "cannot open the copy" :
			    buf_str(&o.err));
			reply_free(&o);
			return -1;
		}
		reply_free(&o);
		link_contact(c, 1, r);
		joined(c, r, "Reopened the copy of");
		return 0;
	}
	if (c->s != NULL && file == NULL && strcmp(l->role, "umpire") == 0)
		reply_line(r, "The open session is not this campaign's history, "
		    "so the campaign goes into a new file (the session stays as "
		    "it was).");
	if (journal_open(path, 1, &l->j, err, sizeof err) != 0) {
		link_free(l);
		return reply_fail(r, "%s", err);
	}
	l->own_j = 1;
	chmod(path, 0600);	/* it holds the token */
	if (write_meta(l) != 0) {
		link_free(l);
		remove(path);
		return reply_fail(r, "cannot write %s", path);
	}
	/* The copy's first fill: stored as it comes, folded once at the end. */
	{
		struct link *was = c->link;
		struct session *s = c->s;

		c->link = l;
		c->s = NULL;
		l->quiet = 1;
		i = link_pull(c, r);
		l->quiet = 0;
		c->link = was;
		c->s = s;
	}
	if (i != 0 || journal_last_seq(l->j) == 0) {
		reply_fail(r, "could not copy the campaign from %s: %s", base,
		    l->error);
		link_free(l);
		remove(path);
		return -1;
	}
	if (link_install(c, l, path, r) != 0)
		return -1;
	joined(c, r, "Joined");
	return 0;
}

int
link_leave(struct cli *c, struct reply *r)
{
	struct link	*l = c->link;
	int		 n = queue_count(l, NULL);

	if (c->s == NULL)
		return reply_fail(r, "a %s copy holds only what the %s may see and "
		    "cannot be played alone: it stays a copy (`new` or `open` "
		    "starts another game)", l->role, l->role);
	if (n > 0)
		return reply_fail(r, "%d command%s still wait%s for the server: "
		    "`sync` sends them, or `sync drop all`", n, n == 1 ? "" : "s",
		    n == 1 ? "s" : "");
	if (sqlite3_exec(journal_db(l->j), "DELETE FROM meta WHERE key LIKE "
	    "'sync.%'; DROP TABLE IF EXISTS sync_queue", NULL, NULL, NULL) !=
	    SQLITE_OK)
		return reply_fail(r, "cannot write %s", c->session_path);
	reply_line(r, "Left campaign %s: %s is a session of its own now, as "
	    "of event %lld.", l->campaign, c->session_path,
	    (long long)journal_last_seq(l->j));
	link_close(c);
	return 0;
}

static const char *
clock_of(time_t t, char *out, size_t len)
{
	struct tm	 tm;

	localtime_r(&t, &tm);
	strftime(out, len, "%H:%M:%S", &tm);
	return out;
}

void
link_status(struct cli *c, struct reply *r)
{
	struct link	*l = c->link;
	struct item	*it = NULL;
	struct buf	 why;
	json_t		*q = json_array();
	char		 t[16], t2[16];
	int		 n = 0, i;

	reply_line(r, "Campaign %s (%s, %s) at %s, as %s.", l->campaign,
	    l->game, l->scenario, l->url, l->role);
	if (l->refused)
		reply_line(r, "Link: refused: %s. `sync join URL NEWTOKEN` with "
		    "the token the server's operator reissued.", l->error);
	else if (l->online == 1)
		reply_line(r, "Link: online (last answer %s).", clock_of(
		    l->contact, t, sizeof t));
	else if (l->online == 0)
		reply_line(r, "Link: offline since %s (%s); next try by itself "
		    "after %s, or now with `sync`.", clock_of(l->since, t,
		    sizeof t), l->error, clock_of(l->retry_at, t2, sizeof t2));
	else
		reply_line(r, "Link: not tried yet this run (`sync` tries).");
	reply_line(r, "Copy: %s, %lld events%s; the server's last known event "
	    "is %lld.", journal_path(l->j), (long long)journal_last_seq(l->j),
	    c->s != NULL ? " (the whole journal)" : " (what this role may see)",
	    (long long)l->seq);
	queue_list(l, &it, &n);
	if (n == 0)
		reply_line(r, "Queue: empty.");
	else
		reply_line(r, "Queue: %d queued, %d held:", queue_count(l,
		    "queued"), queue_count(l, "held"));
	/* The server's reason, kept in a fixed slot, may have been cut inside
	 * a character: repaired, never dropped. */
	buf_init(&why);
	for (i = 0; i < n; i++) {
		reply_line(r, "  #%-3lld %-6s %-28s %s", (long long)it[i].n,
		    it[i].state, it[i].line, strcmp(it[i].state, "held") == 0 ?
		    text_inline(&why, it[i].why) : it[i].at);
		json_array_append_new(q, json_pack("{s:I, s:o, s:s, s:o, s:s}",
		    "n", (json_int_t)it[i].n, "line", text_json(it[i].line),
		    "state", it[i].state, "why", text_json(it[i].why), "at",
		    it[i].at));
	}
	buf_free(&why);
	free(it);
	json_object_set_new(r->json, "campaign", json_string(l->campaign));
	json_object_set_new(r->json, "url", json_string(l->url));
	json_object_set_new(r->json, "role", json_string(l->role));
	json_object_set_new(r->json, "online", json_boolean(l->online == 1));
	json_object_set_new(r->json, "last_seq", json_integer(l->seq));
	json_object_set_new(r->json, "copy_events", json_integer(
	    journal_last_seq(l->j)));
	json_object_set_new(r->json, "queue", q);
}

void
link_prompt(struct cli *c, char *out, size_t len)
{
	struct link	*l = c->link;
	int		 q = queue_count(l, NULL);
	char		 n[32] = "";

	if (q > 0)
		snprintf(n, sizeof n, ", %d queued", q);
	snprintf(out, len, " %s%s%s", l->role, l->online == 0 ? ", offline" :
	    "", n);
}

struct copy_log {
	struct reply	*r;
	json_t		*events;
	char		 prev[65];
	int64_t		 last;
	int64_t		 bad;
	int64_t		 gaps;
	char		 why[160];
	struct buf	 shown;
};

static int
log_one(const struct event *e, void *arg)
{
	struct copy_log	*g = arg;

	/* As a session's log lays it out (no step ids cut short); the copy
	 * has no fold, so the turn is its number. */
	reply_line(g->r, "%5lld  t%-5d %-7s %s", (long long)e->seq, e->turn,
	    e->kind, text_inline(&g->shown, e->text));
	json_array_append_new(g->events, json_pack("{s:I, s:i, s:o, s:o, s:o}",
	    "seq", (json_int_t)e->seq, "turn", e->turn, "phase",
	    text_json(e->phase), "kind", text_json(e->kind), "text",
	    text_json(e->text)));
	return 0;
}

/* Each event's own hash, and its link to the one before when that one is
 * here too; a gap is another side's secret, not a fault. */
static int
verify_one(const struct event *e, void *arg)
{
	struct copy_log	*g = arg;
	char		 h[65];

	event_hash(e, h);
	if (strcmp(h, e->hash) != 0)
		snprintf(g->why, sizeof g->why, "event %lld was altered after it "
		    "was recorded", (long long)e->seq);
	else if (e->seq == g->last + 1 && strcmp(e->prev, g->prev) != 0)
		snprintf(g->why, sizeof g->why, "event %lld does not follow the "
		    "event before it", (long long)e->seq);
	else {
		g->gaps += e->seq - g->last - 1;
		g->last = e->seq;
		snprintf(g->prev, sizeof g->prev, "%s", e->hash);
		return 0;
	}
	g->bad = e->seq;
	return 1;
}

void
link_log(struct cli *c, int argc, char **argv, struct reply *r)
{
	struct copy_log	 g;

	memset(&g, 0, sizeof g);
	g.r = r;
	memset(g.prev, '0', 64);	/* the first event links to zeros */
	if (argc == 2 && strcasecmp(argv[1], "verify") == 0) {
		journal_each(c->link->j, 1, verify_one, &g);
		if (g.bad != 0) {
			reply_fail(r, "log verify: %s", g.why);
			return;
		}
		reply_line(r, "Copy verified: %lld events, each hash its own and "
		    "linked to the one before; %lld events between are the "
		    "other side's and not in this copy.", (long long)
		    journal_last_seq(c->link->j) - g.gaps, (long long)g.gaps);
		json_object_set_new(r->json, "hidden", json_integer(g.gaps));
		return;
	}
	if (argc > 1)
		reply_line(r, "(Offline, the whole log of the copy: filters need "
		    "the server.)");
	g.events = json_array();
	buf_init(&g.shown);
	journal_each(c->link->j, 1, log_one, &g);
	buf_free(&g.shown);
	json_object_set_new(r->json, "events", g.events);
}
