/* The link and its copy: keeping the copy level with the server, the
 * server's status a side's copy keeps, and the copy's own log (see link.h
 * for the model). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "adj/xalloc.h"
#include "adj/dice_commit.h"
#include "adj/acted.h"
#include "adj/json_event.h"
#include "adj/filelock.h"
#include "adj/num.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/wire.h"
#include "http.h"
#include "link.h"

int
link_meta_set_int(struct link *l, const char *key, int64_t v)
{
	char	 n[32];

	snprintf(n, sizeof n, "%lld", (long long)v);
	return journal_meta_set(l->j, key, n);
}

/* When the server stopped answering, kept in the copy: a terminal started
 * while it is still away says since when, not since its own start. */
static time_t
offline_since(struct link *l)
{
	char		*v = l->j != NULL ? journal_meta_get(l->j,
			    "sync.offline") : NULL;
	long long	 t;

	/* As stored in the copy: a time, or none. */
	if (v == NULL || num_parse(v, 0, INT64_MAX, &t) != 0)
		t = 0;
	free(v);
	return (time_t)t;
}

static void
back_online(struct link *l)
{
	l->online = 1;
	l->since = 0;
	l->contact = time(NULL);
	if (offline_since(l) != 0)
		link_meta_set_int(l, "sync.offline", 0);
}

void
link_down(struct link *l, const char *why)
{
	if (l->online != 0) {
		if ((l->since = offline_since(l)) == 0) {
			l->since = time(NULL);
			if (l->j != NULL)
				link_meta_set_int(l, "sync.offline", l->since);
		}
	}
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

/* Is the server there now?  One light request (/v1/me), so that `sync
 * status` tells the link as it is, without catching up (what others did
 * is told by the next command, as "Meanwhile"). */
void
link_probe(struct link *l)
{
	char		 err[256];
	json_t		*o = NULL;
	long		 status;

	if (http_call(l->http, "/v1/me", NULL, 10, &status, &o, err,
	    sizeof err) != 0) {
		link_down(l, err);
		return;
	}
	json_decref(o);
	if (status == 200)
		back_online(l);
}

/* The server's last answer to a plain reading command (`cup`, `turns`,
 * `victory`), kept in the copy so that a side's or the observer's
 * terminal still answers it offline, as of when it was asked. */
json_t *
link_cached_answer(struct link *l, const char *name)
{
	char	 key[64], *v;
	json_t	*o;

	snprintf(key, sizeof key, "sync.answer.%s", name);
	v = journal_meta_get(l->j, key);
	o = v != NULL ? json_loads(v, 0, NULL) : NULL;
	free(v);
	return o;
}

void
link_cache_answer(struct link *l, const char *name, json_t *answer)
{
	char	 key[64], *dump = json_dumps(answer, JSON_COMPACT);

	snprintf(key, sizeof key, "sync.answer.%s", name);
	if (dump != NULL)
		journal_meta_set(l->j, key, dump);
	free(dump);
}

/* A side's copy keeps the server's status (it cannot fold the game
 * itself): fetched when something happened. */
void
link_refresh(struct link *l)
{
	char		 path[128], err[256];
	json_t		*o;
	long		 status;

	if (l->s != NULL || !l->stale || l->online != 1)
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

/* Others' events, before the player's own answer.  What a player acts
 * on is told, however many came at once: rolls and results, tracks and
 * VP, notices, messages, reveals, undos, the game's end, and every
 * choice a side made (a Key chit chosen, a chit drawn, played, held or
 * discarded, a pick, a brigade, a pass, a note), which the umpire reads
 * in full and a side as far as it may read them.  The noise is folded
 * into a count that `log` opens, saying what it was: chits moved about
 * by the sequence of play (gathered, put in blind, set aside, sent back
 * to the cup) and the steps passed on the way to the one reached. */
static void
tell(struct reply *r, json_t *told)
{
	size_t		 n = json_array_size(told), i, k, chits = 0, steps = 0;
	json_t		*t, *who, *by = json_array(), *v;
	struct buf	 names, what;

	for (i = 0; i < n; i++) {
		t = json_array_get(told, i);
		if (json_is_true(json_object_get(t, "noise"))) {
			/* Whose they were, each named once: every line
			 * names who acted. */
			who = json_object_get(t, "who");
			json_array_foreach(by, k, v)
				if (json_equal(v, who))
					break;
			if (k == json_array_size(by) && json_is_string(who))
				json_array_append(by, who);
			if (json_is_true(json_object_get(t, "phase")))
				steps++;
			else
				chits++;
			continue;
		}
		reply_line(r, "Meanwhile: %s", json_string_value(json_object_get(t,
		    "text")));
	}
	buf_init(&names);
	buf_init(&what);
	json_array_foreach(by, k, v)
		buf_printf(&names, "%s%s", k > 0 ? ", " : "",
		    json_string_value(v));
	/* What was folded, by kind: "3 chits moved about and 2 steps
	 * passed". */
	if (chits > 0)
		buf_printf(&what, "%zu chit%s moved about", chits, chits == 1 ?
		    "" : "s");
	if (steps > 0)
		buf_printf(&what, "%s%zu step%s passed", chits > 0 ? " and " :
		    "", steps, steps == 1 ? "" : "s");
	if (chits + steps > 0)
		reply_line(r, "Meanwhile: %s%s%s (`log` shows them).",
		    buf_str(&names), names.len > 0 ? ": " : "", buf_str(&what));
	buf_free(&what);
	buf_free(&names);
	json_decref(by);
}

/* Whether an event is noise to a player hearing of it later: a chit
 * moved by what a command set going (the sequence of play, a division
 * whose brigades have all acted), not the one a player chose, drew or
 * named: a Key chit chosen, a draw, and the command's own first event
 * (it carries the line typed: a chit played, held or discarded).  Steps
 * passed through are judged after (link_mirror: only the last one
 * reached is said). */
static int
noise(const struct event *e, json_t *d)
{
	return strcmp(e->kind, "chit") == 0 &&
	    !json_is_true(json_object_get(d, "key")) &&
	    !json_is_true(json_object_get(d, "drawn")) &&
	    json_object_get(d, "line") == NULL &&
	    strncmp(e->text, "Drew ", 5) != 0;
}

/* Who did it, as the lines name them (adj/acted.h): null for an event
 * that names nobody (an older version's). */
static json_t *
event_who(json_t *d)
{
	return acted_name(d) != NULL ? json_string(acted_name(d)) :
	    json_null();
}

/* The line told: who acted first ("Umpire: Turn 2 ..."), unless the
 * text says it already or the event is a message arriving (its sender
 * is in it; who moved the clock on is not the news).  d: its data. */
static const char *
told_text(const struct event *e, json_t *d, struct buf *out)
{
	const char	*who = acted_name(d);
	struct buf	 shown;

	buf_init(&shown);
	text_inline(&shown, e->text);
	buf_reset(out);
	if (who != NULL && strcmp(e->kind, "delivery") != 0 &&
	    strncmp(buf_str(&shown), who, strlen(who)) != 0)
		buf_printf(out, "%s: ", who);
	buf_printf(out, "%s", buf_str(&shown));
	buf_free(&shown);
	return buf_str(out);
}

int
link_mirror(struct link *l, json_t *events, int64_t first, struct reply *r)
{
	struct event	 e;
	struct buf	 own, shown;
	char		 err[256];
	json_t		*told = json_array(), *d;
	size_t		 i, others = 0;
	int		 full = l->s != NULL && l->s->j == l->j, rc = 0;
	int		 seen_phase;

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
		rc = full ? session_copy_event(l->s, &e, err, sizeof err) :
		    journal_append_copy(l->j, &e, err, sizeof err);
		l->stale |= !full;
		if (rc != 0 || (first > 0 && e.seq >= first))
			continue;
		/* The server's dice epochs are for `log verify`, not news. */
		if (strncmp(e.kind, "dice-", 5) == 0)
			continue;
		/* Another terminal's doing: the player hears of it before
		 * the answer to their own command. */
		others++;
		d = json_event_parse(e.data);
		json_array_append_new(told, xjson_pack("{s:s, s:b, s:b, s:o}",
		    "text", told_text(&e, d, &shown), "noise", noise(&e, d),
		    "phase", strcmp(e.kind, "phase") == 0, "who", event_who(d)));
		json_decref(d);
	}
	/* Of the steps passed, the last one reached is the news. */
	for (i = json_array_size(told), seen_phase = 0; i-- > 0;) {
		json_t *t = json_array_get(told, i);

		if (!json_is_true(json_object_get(t, "phase")))
			continue;
		if (seen_phase)
			json_object_set_new(t, "noise", json_true());
		seen_phase = 1;
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
			session_refold(l->s, why, sizeof why);
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
link_pull(struct link *l, struct reply *r)
{
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
			/* Its reason quoted, as the server's words (a busy
			 * campaign says to try again). */
			snprintf(err, sizeof err, "the server answered %ld%s%.160s%s",
			    status, json_is_string(json_object_get(o, "error")) ?
			    " \"" : "", json_string_value(json_object_get(o,
			    "error")) ?: "", json_is_string(json_object_get(o,
			    "error")) ? "\"" : "");
			link_down(l, err);
			json_decref(o);
			return -1;
		}
		got += (int)json_array_size(json_object_get(o, "events"));
		if (link_mirror(l, json_object_get(o, "events"), 0, r) != 0) {
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
	l->refused = 0;
	back_online(l);
	if (l->s == NULL && got == 0) {
		json_t *st = link_cached_state(l);

		l->stale |= st == NULL;
		json_decref(st);
	}
	return 0;
}

struct link *
link_new(const char *url, const char *token)
{
	struct link	*l = xcalloc(1, sizeof *l);

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

void
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

struct copy_log {
	struct reply	*r;
	json_t		*events;
	char		 prev[65];
	int64_t		 last;
	int64_t		 bad;
	int64_t		 gaps;
	char		 why[256];
	struct buf	 shown;
	struct undone	 undone;	/* the commands undone, by which */
};

static int
log_one(const struct event *e, void *arg)
{
	struct copy_log	*g = arg;
	json_t		*d;
	int		 undone = undone_by(&g->undone, e->cmd) != 0;

	/* As a session's log lays it out (no step ids cut short; what an
	 * undo took back marked); the copy has no fold, so the turn is its
	 * number. */
	d = json_event_parse(e->data);
	reply_line(g->r, "%5lld%c t%-5d %-7s %s%s", (long long)e->seq, undone ?
	    'x' : ' ', e->turn, e->kind, undone ? "(undone) " : "",
	    told_text(e, d, &g->shown));
	/* Who acted and whether it stands, as every listing says them
	 * (adj/acted.h); an undo is public, so the copy has them all. */
	json_array_append_new(g->events, xjson_pack("{s:I, s:i, s:o, s:o, s:o, "
	    "s:s, s:b}", "seq", (json_int_t)e->seq, "turn", e->turn, "phase",
	    text_json(e->phase), "kind", text_json(e->kind), "text",
	    text_json(e->text), "by", acted_by(d), "undone", undone));
	json_decref(d);
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
link_log(struct link *l, int argc, char **argv, struct reply *r)
{
	struct copy_log	 g;

	memset(&g, 0, sizeof g);
	g.r = r;
	memset(g.prev, '0', 64);	/* the first event links to zeros */
	if (argc == 2 && strcasecmp(argv[1], "verify") == 0) {
		if (journal_each(l->j, 1, verify_one, &g) < 0) {
			reply_fail(r, "log verify: the copy is damaged: %s",
			    journal_error(l->j));
			return;
		}
		if (g.bad != 0 || journal_head_check(l->j, g.last, g.prev,
		    g.why, sizeof g.why) < 0) {
			reply_fail(r, "log verify: %s", g.why);
			return;
		}
		reply_line(r, "Copy verified: %lld events, each hash its own and "
		    "linked to the one before; %lld events between are the "
		    "other side's and not in this copy.", (long long)
		    journal_last_seq(l->j) - g.gaps, (long long)g.gaps);
		json_object_set_new(r->json, "hidden", json_integer(g.gaps));
		/* The server's dice, as far as this copy holds their events. */
		dice_verify_reply(l->j, 1, r);
		return;
	}
	if (argc > 1)
		reply_line(r, "(Offline, the whole log of the copy: filters need "
		    "the server.)");
	g.events = json_array();
	buf_init(&g.shown);
	undone_load(l->j, 0, &g.undone);
	if (journal_each(l->j, 1, log_one, &g) < 0) {
		undone_free(&g.undone);
		buf_free(&g.shown);
		json_decref(g.events);
		reply_fail(r, "cannot read the log of the copy: %s",
		    journal_error(l->j));
		return;
	}
	undone_free(&g.undone);
	buf_free(&g.shown);
	json_object_set_new(r->json, "events", g.events);
}
