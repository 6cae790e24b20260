/* Joining a campaign, opening a copy, leaving it, and how the link
 * stands (see link.h for the model): what the terminal asks of src/sync,
 * through a struct link_term it fills in (term.h). */
#include <sys/stat.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/filelock.h"
#include "adj/num.h"
#include "adj/owed.h"
#include "adj/private.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "http.h"
#include "link.h"
#include "queue.h"
#include "term.h"

static void
meta_copy(struct journal *j, const char *key, char *out, size_t len)
{
	char	*v = journal_meta_get(j, key);

	snprintf(out, len, "%s", v != NULL ? v : "");
	free(v);
}

/* One terminal a copy: its queue, its client ids and the server's
 * answers live in the file, and a second terminal folding or sending
 * from it would work from a state the first has moved on from.  The copy
 * is held exclusive while it is open (filelock, as a server holds its
 * campaigns); a plain terminal cannot write it meanwhile either. */
static int
copy_lock(struct link_term *t, struct link *l, const char *path,
    struct reply *r)
{
	struct stat	 a, b;

	if (t->link != NULL && t->link->locked != NULL &&
	    stat(t->link->locked, &a) == 0 && stat(path, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino) {
		l->locked = t->link->locked;	/* the same copy, reopened */
		t->link->locked = NULL;
		return 0;
	}
	if (filelock_take(path, 1) != 0)
		return reply_fail(r, "%s is held by another process (another "
		    "terminal, or a campaign server): a copy serves one "
		    "terminal at a time (its queue is in the file); leave it "
		    "there, or join here with a file of its own (`sync join "
		    "URL TOKEN FILE`)", path);
	if ((l->locked = xstrdup(path)) == NULL)
		abort();
	return 0;
}

/* The copy's journal becomes the session's (the umpire's whole copy folds
 * into a session), or stays the link's own (a side's); then the terminal
 * takes the link and that session in place of what it had. */
static int
link_install(struct link_term *t, struct link *l, const char *path,
    struct reply *r)
{
	struct session	*s = NULL;
	sqlite3		*rules = t->rules;
	char		 err[512];

	if (copy_lock(t, l, path, r) != 0) {
		link_free(l);
		return -1;
	}
	/* The game's rules, for every role's copy: a side's own look-ups
	 * read them too. */
	if (t->rules_for != NULL && (rules = t->rules_for(t->arg, l->game,
	    err, sizeof err)) == NULL) {
		link_free(l);
		return reply_fail(r, "%s", err);
	}
	if (strcmp(l->role, "umpire") == 0) {
		if (l->own_j) {
			journal_close(l->j);
			l->own_j = 0;
		}
		if (session_open(path, rules, t->rng, &s, err,
		    sizeof err) != 0 || (t->pinned != NULL &&
		    t->pinned(t->arg, s, err, sizeof err) != 0 &&
		    (session_close(s), 1))) {
			if (t->rules_for != NULL && t->rules_back != NULL)
				t->rules_back(t->arg);
			link_free(l);
			return reply_fail(r, "%s", err);
		}
		l->j = s->j;
		l->s = s;
		s->shared = 1;
	}
	t->take(t->arg, l, path, r);
	t->link = l;
	t->s = s;
	return 0;
}

int
link_open(struct link_term *t, const char *path, struct journal **plain,
    struct reply *r)
{
	struct journal	*j;
	struct link	*l;
	char		 err[512], url[512], token[65];
	long long	 seq;

	if (plain != NULL)
		*plain = NULL;
	if (journal_open(path, 0, &j, err, sizeof err) != 0)
		return 0;	/* session_open says what is wrong */
	meta_copy(j, "sync.url", url, sizeof url);
	if (url[0] == '\0') {
		if (plain != NULL)
			*plain = j;
		else
			journal_close(j);
		return 0;
	}
	/* It holds the token: a copy an earlier version left readable by
	 * others is made the owner's alone (private.c). */
	private_tighten(path);
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
	/* The server's last event as the copy kept it: a number, or none
	 * (a damaged one would have the copy skip or repeat events). */
	meta_copy(j, "sync.seq", err, sizeof err);
	if (num_parse(err, 0, INT64_MAX, &seq) != 0)
		seq = journal_last_seq(j);
	l->seq = seq;
	return link_install(t, l, path, r) == 0 ? 1 : -1;
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
is_prefix(struct session *s, struct link *l)
{
	char	 path[160], err[256];
	json_t	*o, *e;
	long	 status;
	int64_t	 last = journal_last_seq(s->j);
	int	 same = 0;

	snprintf(path, sizeof path, "/v1/campaigns/%s/events?after=%lld&limit=1",
	    l->campaign, (long long)(last - 1));
	if (http_call(l->http, path, NULL, 10, &status, &o, err,
	    sizeof err) != 0)
		return 0;
	e = json_array_get(json_object_get(o, "events"), 0);
	if (status == 200 && e != NULL && json_integer_value(json_object_get(e,
	    "seq")) == last && strcmp(json_string_value(json_object_get(e,
	    "hash")) ?: "", journal_last_hash(s->j)) == 0)
		same = 1;
	json_decref(o);
	return same;
}

static int
write_meta(struct link *l)
{
	if (queue_create(l) != 0)
		return -1;
	return journal_meta_set(l->j, "sync.url", l->url) ||
	    journal_meta_set(l->j, "sync.campaign", l->campaign) ||
	    journal_meta_set(l->j, "sync.role", l->role) ||
	    journal_meta_set(l->j, "sync.token", l->token) ||
	    journal_meta_set(l->j, "sync.terminal", l->terminal) ||
	    journal_meta_set(l->j, "game", l->game) ||
	    journal_meta_set(l->j, "scenario", l->scenario) ||
	    (l->module[0] != '\0' && journal_meta_set(l->j, "module",
	    l->module)) || link_meta_set_int(l, "sync.seq", l->seq) ? -1 : 0;
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
joined(struct link_term *t, struct reply *r, const char *how)
{
	struct link	*l = t->link;
	char		*title;

	link_refresh(l);
	title = rules_text(t->rules, "SELECT title FROM game WHERE id = ?1",
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

/* An id as the server makes them: lower-case letters, digits and -, and
 * for a commander's role one / between two such words. */
static int
id_ok(const char *s, int role)
{
	size_t	 n = strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789-");

	if (n == 0)
		return 0;
	if (s[n] == '/' && role)
		return id_ok(s + n + 1, 0);
	return s[n] == '\0';
}

/* GET the campaign's module: none (a shipped game's) is nothing to do. */
static int
module_of(struct link_term *t, struct link *l, struct reply *r)
{
	char		 path[160], err[256];
	json_t		*o = NULL, *text;
	long		 status;
	int		 rc;

	snprintf(path, sizeof path, "/v1/campaigns/%s/module", l->campaign);
	if (http_call(l->http, path, NULL, 30, &status, &o, err, sizeof err)
	    != 0)
		return reply_fail(r, "cannot reach %s: %s", l->url, err);
	if (status == 404 || (status == 200 && o == NULL)) {
		json_decref(o);
		return 0;	/* a shipped game, or a server before modules */
	}
	text = json_object_get(o, "text");
	if (status != 200 || !json_is_string(text) || !json_is_string(
	    json_object_get(o, "hash"))) {
		json_decref(o);
		return reply_fail(r, "%s did not send the campaign's module",
		    l->url);
	}
	rc = t->module_in(t->arg, l->game, json_string_value(text),
	    json_string_length(text), json_string_value(json_object_get(o,
	    "hash")), r);
	/* The copy is pinned to it, as the campaign is. */
	snprintf(l->module, sizeof l->module, "%s", json_string_value(
	    json_object_get(o, "hash")));
	json_decref(o);
	return rc;
}

int
link_join(struct link_term *t, const char *url, const char *token,
    const char *file, struct reply *r)
{
	struct link	*l;
	char		 base[512], err[256], path[4096], rnd[8], *p;
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
	/* They name the copy's file and the paths asked for: from a server,
	 * so checked ("../x" would be a file elsewhere). */
	if (!id_ok(l->campaign, 0) || !id_ok(l->role, 1) ||
	    !id_ok(l->game, 0) || !id_ok(l->scenario, 0)) {
		link_free(l);
		return reply_fail(r, "%s answered with a campaign, role or game "
		    "that is no id (lower-case letters, digits and -): not an "
		    "Adjutant campaign server", base);
	}
	/* A module's campaign: its text, for the terminal to fold its copy
	 * by (installed when it has none). */
	if (t->module_in != NULL && (t->knows == NULL || !t->knows(t->arg,
	    l->game)) && module_of(t, l, r) != 0) {
		link_free(l);
		return -1;
	}
	if (getentropy(rnd, sizeof rnd) != 0) {
		link_free(l);
		return reply_fail(r, "no random source for this terminal's id");
	}
	for (i = 0; i < 8; i++)
		snprintf(l->terminal + 2 * i, 3, "%02x", (unsigned char)rnd[i]);
	if (t->link != NULL && strcmp(t->link->campaign, l->campaign) == 0 &&
	    strcmp(t->link->role, l->role) == 0) {
		/* The same copy, perhaps with a reissued token or a new
		 * address for the server: take them, and catch up. */
		struct http *h = l->http;

		l->http = t->link->http;
		t->link->http = h;
		snprintf(t->link->url, sizeof t->link->url, "%s", base);
		snprintf(t->link->token, sizeof t->link->token, "%s", token);
		link_free(l);
		t->link->refused = 0;
		t->link->online = -1;
		if (journal_meta_set(t->link->j, "sync.url", base) != 0 ||
		    journal_meta_set(t->link->j, "sync.token", token) != 0)
			return reply_fail(r, "cannot write %s", t->path);
		reply_line(r, "Already joined: this is the copy of campaign %s "
		    "(address and token updated).", t->link->campaign);
		return link_contact(t->link, 1, r) < 0 ? reply_fail(r, "no "
		    "answer from %s: %s", base, t->link->error) : 0;
	}
	/* The open session itself, when it is this campaign's beginning. */
	if (file == NULL && t->link == NULL && t->s != NULL &&
	    strcmp(l->role, "umpire") == 0 && strcmp(t->s->game, l->game) ==
	    0 && strcmp(t->s->scenario, l->scenario) == 0 && is_prefix(t->s,
	    l)) {
		if (copy_lock(t, l, journal_path(t->s->j), r) != 0) {
			link_free(l);
			return -1;
		}
		l->j = t->s->j;
		l->s = t->s;
		t->s->shared = 1;
		if (write_meta(l) != 0) {
			link_free(l);
			return reply_fail(r, "cannot write to %s", t->path);
		}
		t->take(t->arg, l, NULL, r);
		t->link = l;
		l->quiet = 1;
		link_pull(l, r);
		l->quiet = 0;
		joined(t, r, "Attached this session to");
		return 0;
	}
	if (file != NULL)
		snprintf(path, sizeof path, "%s", file);
	else if (t->named && access(t->path, F_OK) != 0)
		snprintf(path, sizeof path, "%s", t->path);
	else {
		/* A commander's role is SIDE/NAME: one file in the data
		 * folder, not a folder named after his side. */
		snprintf(path, sizeof path, "%s/campaign-%s-%s.adj",
		    adj_data_dir(), l->campaign, l->role);
		for (p = path + strlen(adj_data_dir()) + 1; *p != '\0'; p++)
			if (*p == '/')
				*p = '.';
	}
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
		rc = link_open(t, path, NULL, &o);
		if (rc != 1) {
			reply_fail(r, "%s", o.ok ? "cannot open the copy" :
			    buf_str(&o.err));
			reply_free(&o);
			return -1;
		}
		reply_free(&o);
		link_contact(t->link, 1, r);
		joined(t, r, "Reopened the copy of");
		return 0;
	}
	if (t->s != NULL && file == NULL && strcmp(l->role, "umpire") == 0)
		reply_line(r, "The open session is not this campaign's history, "
		    "so the campaign goes into a new file (the session stays as "
		    "it was).");
	if (journal_open(path, 1, &l->j, err, sizeof err) != 0) {
		link_free(l);
		return reply_fail(r, "%s", err);
	}
	l->own_j = 1;		/* made owner-only: it holds the token */
	if (write_meta(l) != 0) {
		link_free(l);
		journal_remove_files(path);
		return reply_fail(r, "cannot write %s", path);
	}
	/* The copy's first fill: stored as it comes (no session yet, so
	 * none folds it), folded once at the end. */
	l->quiet = 1;
	i = link_pull(l, r);
	l->quiet = 0;
	if (i != 0 || journal_last_seq(l->j) == 0) {
		reply_fail(r, "could not copy the campaign from %s: %s", base,
		    l->error);
		link_free(l);
		journal_remove_files(path);
		return -1;
	}
	if (link_install(t, l, path, r) != 0)
		return -1;
	joined(t, r, "Joined");
	return 0;
}

int
link_leave(struct link *l, const char *path, struct reply *r)
{
	int		 n = queue_count(l, NULL);

	if (l->s == NULL)
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
		return reply_fail(r, "cannot write %s", path);
	l->s->shared = 0;
	reply_line(r, "Left campaign %s: %s is a session of its own now, as "
	    "of event %lld.", l->campaign, path,
	    (long long)journal_last_seq(l->j));
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

/* The umpire's: the roles the server heard from, and when. */
static void
link_who(struct link *l, struct reply *r)
{
	char		 path[128], err[256], line[512];
	json_t		*o = NULL, *a, *w;
	long		 status;
	size_t		 i;
	size_t		 len = 0;

	snprintf(path, sizeof path, "/v1/campaigns/%s/who", l->campaign);
	if (http_call(l->http, path, NULL, 10, &status, &o, err, sizeof err)
	    != 0 || status != 200 || o == NULL) {
		json_decref(o);
		return;
	}
	a = json_object_get(o, "roles");
	line[0] = '\0';
	json_array_foreach(a, i, w) {
		long long ago = json_integer_value(json_object_get(w, "ago"));

		if (!json_is_true(json_object_get(w, "connected")))
			continue;
		if (json_is_true(json_object_get(w, "waiting")))
			len += snprintf(line + len, sizeof line - len, "%s%s "
			    "(waiting now)", len > 0 ? ", " : "",
			    json_string_value(json_object_get(w, "role")));
		else
			len += snprintf(line + len, sizeof line - len, "%s%s "
			    "(%lld s ago)", len > 0 ? ", " : "",
			    json_string_value(json_object_get(w, "role")), ago);
		if (len >= sizeof line)
			break;
	}
	reply_line(r, "Connected: %s.", line[0] != '\0' ? line : "nobody");
	json_array_foreach(a, i, w)
		reply_line(r, "  %-12s last seen %s (%lld s ago)%s",
		    json_string_value(json_object_get(w, "role")),
		    json_string_value(json_object_get(w, "last_seen")),
		    (long long)json_integer_value(json_object_get(w, "ago")),
		    json_is_true(json_object_get(w, "waiting")) ?
		    ", waiting for events now" : "");
	json_object_set(r->json, "who", a);
	json_decref(o);
}

/* What this side owes the campaign, as the server last said it: its
 * status's "owed" choices whose side is this role's (a commander's: his
 * side's), each's words into out ("Key chits") and, into ask, a line
 * asking for each with the command that answers it.  "" when nothing.
 * countdown: each with its deadline's time left ("Key chits (12m left)"),
 * for the prompt and `sync status`, not for what was asked already. */
static void
owed_by_me(struct link *l, char *out, size_t len, struct buf *ask,
    int countdown)
{
	json_t		*st = link_cached_state(l), *w;
	const char	*what, *answer;
	char		 left[40], span[24];
	size_t		 i, used = 0, n = strcspn(l->role, "/");

	out[0] = '\0';
	if (st == NULL)
		return;
	/* The role's side: the role itself, or a commander's before '/'. */
	json_array_foreach(json_object_get(st, "owed"), i, w) {
		what = json_string_value(json_object_get(w, "what"));
		answer = json_string_value(json_object_get(w, "answer"));
		if (what == NULL || answer == NULL || strlen(json_text(w,
		    "side")) != n || strncmp(json_text(w, "side"), l->role,
		    n) != 0)
			continue;
		/* One the campaign gives a commander (`campaign answer`) is
		 * his, not the rest of his side's. */
		if (strchr(json_text(w, "role"), '/') != NULL &&
		    strcmp(json_text(w, "role"), l->role) != 0)
			continue;
		/* Its deadline counted down, by this terminal's clock. */
		left[0] = '\0';
		if (countdown && json_is_string(json_object_get(w,
		    "deadline"))) {
			owed_span((long long)(owed_iso_time(json_text(w,
			    "deadline")) - time(NULL)), span, sizeof span);
			snprintf(left, sizeof left, " (%s left)", span);
		}
		used += (size_t)snprintf(out + used, used < len ? len - used : 0,
		    "%s%s%s", used ? ", " : "", what, left);
		if (ask != NULL)
			buf_printf(ask, "The campaign waits for your %s: `%s` "
			    "(the umpire may `force` it).\n", what, answer);
		if (used >= len)
			break;
	}
	json_decref(st);
}

void
link_owed_ask(struct link *l, struct reply *r)
{
	struct buf	 ask;
	char		 owed[160], *asked;

	buf_init(&ask);
	owed_by_me(l, owed, sizeof owed, &ask, 0);
	/* Asked once for each new thing owed, not at every command: what
	 * was asked last is kept in the copy, for the terminal's next run. */
	asked = journal_meta_get(l->j, "sync.owed_asked");
	if (strcmp(owed, asked != NULL ? asked : "") != 0) {
		buf_add(&r->text, buf_str(&ask));
		journal_meta_set(l->j, "sync.owed_asked", owed);
	}
	free(asked);
	buf_free(&ask);
}

void
link_status(struct link *l, struct reply *r)
{
	struct item	*it = NULL;
	struct buf	 why;
	json_t		*q = json_array();
	char		 t[16], t2[16];
	int		 n = 0, i;

	char		 owed[160];

	reply_line(r, "Campaign %s (%s, %s) at %s, as %s.", l->campaign,
	    l->game, l->scenario, l->url, l->role);
	owed_by_me(l, owed, sizeof owed, NULL, 1);
	if (owed[0] != '\0') {
		reply_line(r, "You owe: %s (the campaign waits for it; the "
		    "umpire may `force` it).", owed);
		json_object_set_new(r->json, "owed", json_string(owed));
	}
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
	    l->s != NULL ? " (the whole journal)" : " (what this role may see)",
	    (long long)l->seq);
	if (strcmp(l->role, "umpire") == 0 && l->online != 0 && !l->refused)
		link_who(l, r);
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
		json_array_append_new(q, xjson_pack("{s:I, s:o, s:s, s:o, s:s}",
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
link_prompt(struct link *l, char *out, size_t len)
{
	int		 q = queue_count(l, "queued"), h = queue_count(l, "held");
	char		 n[48] = "", owed[96];

	/* Counted as `sync status` counts them: queued apart from held. */
	if (q > 0 && h > 0)
		snprintf(n, sizeof n, ", %d queued, %d held", q, h);
	else if (q > 0 || h > 0)
		snprintf(n, sizeof n, ", %d %s", q > 0 ? q : h, q > 0 ?
		    "queued" : "held");
	/* A side's prompt says what the campaign waits for from it: the
	 * side is asked where it looks, and the umpire's `force` stays the
	 * remedy. */
	owed_by_me(l, owed, sizeof owed, NULL, 1);
	snprintf(out, len, " %s%s%s%s%s", l->role, l->online == 0 ?
	    ", offline" : "", n, owed[0] != '\0' ? ", you owe: " : "", owed);
}
