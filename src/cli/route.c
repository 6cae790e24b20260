/* What a command does in a terminal joined to a campaign: decided here,
 * on the command's entry, since only the terminal knows its commands;
 * src/sync sends, queues and keeps the copy.
 *
 *   - Commands that never touch the game (help, tables, games) run here.
 *   - Commands that change the game go to the server through the queue,
 *     after catching up with what others did; offline they wait in the
 *     queue (the umpire's copy still answers those that change nothing).
 *   - Reading commands: the umpire's copy is the whole game and answers
 *     them itself once level with the server; a side's or the observer's
 *     copy asks the server, and offline answers `status`, `log` and the
 *     plain reads it last had (`cup`, `turns`, `victory`) from what it
 *     kept.  The observer's copy refuses every write: nothing is queued.
 *   - Commands that work on a whole game file (replay) run on the
 *     umpire's copy; a side's copy does not have the whole game, and its
 *     `export` is made by the server in its role's view. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "adj/prompt.h"
#include "cli.h"
#include "../sync/http.h"
#include "../sync/link.h"
#include "../sync/queue.h"
#include "../sync/term.h"

#define SERVER_LINE_MAX	1000	/* the longest line the server runs (api.c) */
#define WAITING_LINE	"Waiting for: "	/* status.c's line */

extern const struct cmd_entry cmd_undo_entry, cmd_status_entry,
    cmd_log_entry, cmd_export_entry;

static void
offline_note(struct link *l, struct reply *r)
{
	char	 t[16];
	struct tm tm;

	localtime_r(l->since != 0 ? &l->since : &l->contact, &tm);
	strftime(t, sizeof t, "%H:%M", &tm);
	reply_line(r, "(Offline since %s: as of event %lld; `sync` tries the "
	    "server.)", t, (long long)l->seq);
	json_object_set_new(r->json, "offline", json_true());
}

/* The umpire's copy, offline, is the whole game as last seen: each
 * command is tried on it first, inside a transaction always rolled back,
 * with no questions asked.  One that changes nothing (a look-up's odds)
 * is answered here (1); one the rules refuse is refused now (-1), not
 * found out later; one that changes the game is for the queue (0). */
static int
try_locally(struct cli *c, const char *line, struct reply *r)
{
	struct reply	 t;
	struct journal	*j = c->s->j;
	int64_t		 before = journal_last_seq(j);
	int		 changed, interactive = c->interactive, refused = c->refused;
	char		 err[256];

	if (journal_batch_begin(j) != 0)
		return 0;
	reply_init(&t);
	c->local = 1;
	c->interactive = 0;
	cli_exec_line(c, line, &t);
	c->local = 0;
	c->interactive = interactive;
	changed = journal_last_seq(j) != before;
	journal_batch_end(j, 0);
	if (changed)
		session_refold(c->s, err, sizeof err);
	c->refused = refused;
	if (!changed) {
		buf_add(&r->text, buf_str(&t.text));
		json_object_update(r->json, t.json);
		if (!t.ok)
			reply_fail(r, "%s", buf_str(&t.err));
	}
	reply_free(&t);
	return changed ? 0 : t.ok ? 1 : -1;
}

static int
queue_offline(struct cli *c, const struct cmd_entry *e, const char *line,
    struct reply *r)
{
	struct link	*l = c->link;
	int64_t		 n;

	if (c->s != NULL && try_locally(c, line, r) != 0) {
		offline_note(l, r);
		return 1;
	}
	if ((n = queue_add(l, line, (e->flags & CMD_STEP) != 0, l->seq)) < 0)
		return reply_fail(r, "cannot write the queue in %s",
		    journal_path(l->j)), 1;
	if (l->refused)
		return reply_fail(r, "%s refused this terminal's token: `%s` is "
		    "kept as #%lld, and goes when you `sync join URL NEWTOKEN` "
		    "with the token the server's operator reissued", l->url, line,
		    (long long)n), 1;
	reply_line(r, "Queued #%lld (offline: %s): `%s`. It goes to the "
	    "server, once, when the server answers (dice are rolled there).",
	    (long long)n, l->error, line);
	json_object_set_new(r->json, "queued", json_integer(n));
	json_object_set_new(r->json, "offline", json_true());
	return 1;
}

/* A side's or the observer's copy, offline: the status and the other
 * plain reads (`cup`, `turns`, `victory`) as the server last gave them,
 * and the log of what was copied. */
static int
read_offline(struct cli *c, const struct cmd_entry *e, int argc, char **argv,
    struct reply *r)
{
	struct link	*l = c->link;
	json_t		*st;
	const char	*k, *text, *end;
	json_t		*v;
	int		 stale;

	if (argc == 1 && e != &cmd_log_entry && (st = e == &cmd_status_entry ?
	    link_cached_state(l) : link_cached_answer(l, e->name)) != NULL) {
		offline_note(l, r);
		/* An answer read before the copy's last event says so; what
		 * the campaign waited for then is not said as if it still
		 * did (the copy holds events since, and no fold to tell). */
		stale = json_integer_value(json_object_get(st, "as_of_seq")) <
		    l->seq;
		if (stale)
			reply_line(r, "(As last read online, at event %lld; what "
			    "the campaign waits for is known only online.)",
			    (long long)json_integer_value(json_object_get(st,
			    "as_of_seq")));
		text = json_string_value(json_object_get(st, "text")) ?: "";
		for (; *text != '\0'; text = end + (*end != '\0')) {
			end = text + strcspn(text, "\n");
			if (!stale || strncmp(text, WAITING_LINE,
			    strlen(WAITING_LINE)) != 0)
				buf_addn(&r->text, text, end - text + (*end !=
				    '\0'));
		}
		json_object_foreach(st, k, v)
			if (strcmp(k, "text") != 0 && strcmp(k, "ok") != 0 &&
			    (!stale || (strcmp(k, "waiting_for") != 0 &&
			    strcmp(k, "owed") != 0)))
				json_object_set(r->json, k, v);
		json_decref(st);
		return 1;
	}
	if (e == &cmd_log_entry) {
		offline_note(l, r);
		link_log(l, argc, argv, r);
		return 1;
	}
	return reply_fail(r, "`%s` needs the server, which is not answering "
	    "(%s); offline, `status`, `log` and what was last read online "
	    "(`cup`, `turns`, `victory`) answer from the copy", e->name,
	    l->error), 1;
}

static int
route(struct cli *c, const struct cmd_entry *e, int argc, char **argv,
    const char *line, struct reply *r)
{
	struct link	*l = c->link;
	int64_t		 n, seen;
	int		 rc;
	char		 asked[SERVER_LINE_MAX + 64];

	if (!(e->flags & CMD_CAMPAIGN)) {
		if (!(e->flags & CMD_SESSION))
			return 0;
		if (c->s != NULL) {
			link_contact(l, 0, r);
			return 0;
		}
		/* Its own role's report, made where the whole game is; the
		 * copy caught up first, as for any command, so that it holds
		 * what the report does. */
		if (e == &cmd_export_entry) {
			link_contact(l, 0, r);
			cli_export_remote(c, argc, argv, r);
			return 1;
		}
		return reply_fail(r, "`%s` works on the whole game, and this copy "
		    "holds only what the %s may see: ask the umpire", e->name,
		    l->role), 1;
	}
	seen = l->seq;		/* what the player had seen when typing */
	rc = link_contact(l, 0, r);
	if (!(e->flags & CMD_WRITES)) {
		if (c->s != NULL) {
			if (rc < 0)
				offline_note(l, r);
			return 0;	/* the whole copy answers */
		}
		/* The copy checks itself: its own hashes, not the server's. */
		if (e == &cmd_log_entry && argc == 2 &&
		    strcasecmp(argv[1], "verify") == 0) {
			link_log(l, argc, argv, r);
			return 1;
		}
		if (rc >= 0 && queue_read(l, line, r) == 0) {
			if (argc == 1 && r->ok) {
				json_t *st = json_deep_copy(r->json);

				json_object_set_new(st, "text",
				    json_string(buf_str(&r->text)));
				json_object_set_new(st, "as_of_seq",
				    json_integer(l->seq));
				if (e == &cmd_status_entry)
					link_cache_state(l, st);
				else if (e != &cmd_log_entry)
					link_cache_answer(l, e->name, st);
				json_decref(st);
			}
			return 1;
		}
		return read_offline(c, e, argc, argv, r);
	}
	/* The observer's token writes nothing (the server refuses it too):
	 * refused here, online or not, never queued to be refused later. */
	if (strcmp(l->role, "observer") == 0)
		return reply_fail(r, "%s: an observer reads only", e->name), 1;
	if (e == &cmd_undo_entry) {
		/* Undo while offline takes back what has not gone yet; one
		 * by number names a command the server has. */
		if (rc < 0 && !cli_undo_numbered(argc, argv) &&
		    queue_take_back(l, r))
			return 1;
		if ((line = cli_undo_ask(c, argc, argv, line, rc >= 0, asked,
		    sizeof asked, &seen, r)) == NULL)
			return 1;
	}
	/* The server takes a line of SERVER_LINE_MAX bytes: a longer one is
	 * refused here, before the queue (whose lines would cut it short). */
	if (strlen(line) > SERVER_LINE_MAX)
		return reply_fail(r, "a command for the server is at most %d "
		    "bytes (this one is %zu)", SERVER_LINE_MAX, strlen(line)), 1;
	if (rc < 0)
		return queue_offline(c, e, line, r);
	if ((n = queue_add(l, line, (e->flags & CMD_STEP) != 0, seen)) < 0)
		return reply_fail(r, "cannot write the queue in %s",
		    journal_path(l->j)), 1;
	if (rc == 1) {
		/* Typed behind commands that were just held: it may lean on
		 * them, so it waits with them. */
		reply_fail(r, "`%s` waits as #%lld behind the held commands above: "
		    "`sync redo` or `sync drop` them first", line, (long long)n);
		queue_hold_new(l, n);
		return 1;
	}
	if (queue_flush(l, n, r) < 0 && queue_count(l, "queued") > 0)
		json_object_set_new(r->json, "queued", json_integer(n));
	return 1;
}

int
cli_route(struct cli *c, const struct cmd_entry *e, int argc, char **argv,
    const char *line, struct reply *r)
{
	int	 handled = route(c, e, argc, argv, line, r);

	link_refresh(c->link);	/* a side's prompt follows the game */
	link_owed_ask(c->link, r);
	return handled;
}

json_t *
cli_post(struct cli *c, const char *what, json_t *body, const char *verb,
    struct reply *r)
{
	struct link	*l = c->link;
	char		 path[128], err[256];
	json_t		*out = NULL, *rep;
	long		 status = 0;
	const char	*why;

	/* What others did first, as before any command; then the post; then
	 * its own events into the copy unannounced, so that the copy is
	 * level with the server again (an undo next is not taken as stale). */
	link_pull(l, r);
	snprintf(path, sizeof path, "/v1/campaigns/%s/%s", l->campaign, what);
	if (http_call(l->http, path, body, 30, &status, &out, err,
	    sizeof err) != 0) {
		json_decref(out);
		reply_fail(r, "%s: the server is out of reach (%s); nothing "
		    "sent: try again once it answers", verb, err);
		return NULL;
	}
	rep = json_object_get(out, "reply");
	if (status != 200 || !json_is_object(rep)) {
		why = json_string_value(json_object_get(out, "error"));
		reply_fail(r, "%s: %s", verb, why != NULL ? why : "refused by "
		    "the server");
		json_decref(out);
		return NULL;
	}
	if (!json_is_true(json_object_get(rep, "ok"))) {
		why = json_string_value(json_object_get(rep, "error"));
		reply_fail(r, "%s", why != NULL ? why : "refused by the server");
		json_decref(out);
		return NULL;
	}
	json_incref(rep);
	json_decref(out);
	{
		struct reply own;

		reply_init(&own);
		link_pull(l, &own);
		reply_free(&own);
	}
	return rep;
}
