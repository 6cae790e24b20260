/* The queue of commands bound for the campaign server, kept in the copy
 * so that a command typed offline survives the program closing.
 *
 * Each command has a client id, so a send whose answer was lost is
 * answered again by the server rather than run twice.  Step commands
 * (`next`, `draw`, `pass`, `undo`: the terminal says which) carry the
 * last event the player had seen (expect_seq): if another terminal moved
 * the game on in the meantime the server refuses them with what changed,
 * since they would act somewhere the player did not mean.  Other commands
 * are checked by the rules against the state they meet. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/num.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "http.h"
#include "link.h"
#include "queue.h"

#define TRIES	3	/* a busy server (429, 503) is asked again */

static const char queue_schema[] =
    "CREATE TABLE IF NOT EXISTS sync_queue (n INTEGER PRIMARY KEY "
    " AUTOINCREMENT, line TEXT "
    " NOT NULL, client TEXT NOT NULL, base INTEGER NOT NULL, step INTEGER "
    " NOT NULL, state TEXT NOT NULL DEFAULT 'queued', why TEXT NOT NULL "
    " DEFAULT '', at TEXT NOT NULL)";

static sqlite3 *
db(struct link *l)
{
	return journal_db(l->j);
}

int
queue_create(struct link *l)
{
	return sqlite3_exec(db(l), queue_schema, NULL, NULL, NULL) ==
	    SQLITE_OK ? 0 : -1;
}

int64_t
queue_add(struct link *l, const char *line, int step, int64_t base)
{
	sqlite3_stmt	*st;
	int64_t		 n;
	char		 client[48];

	if (sql_prepare(db(l), "INSERT INTO sync_queue (line, client, "
	    "base, step, at) VALUES (?1, '', ?2, ?3, strftime('%H:%M:%S', "
	    "'now', 'localtime'))", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, line, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, base);
	sqlite3_bind_int(st, 3, step);
	if (sqlite3_step(st) != SQLITE_DONE) {
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_finalize(st);
	n = sqlite3_last_insert_rowid(db(l));
	/* Numbers are never reused (AUTOINCREMENT): an id the server saw
	 * always means the same command. */
	snprintf(client, sizeof client, "%s-%lld", l->terminal, (long long)n);
	if (sql_prepare(db(l), "UPDATE sync_queue SET client = ?1 "
	    "WHERE n = ?2", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, client, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, n);
	sqlite3_step(st);
	sqlite3_finalize(st);
	return n;
}

int
queue_list(struct link *l, struct item **out, int *count)
{
	sqlite3_stmt	*st;
	struct item	*it;
	int		 n = 0;

	*out = NULL;
	*count = 0;
	if (sql_prepare(db(l), "SELECT n, line, client, base, step, "
	    "state, why, at FROM sync_queue ORDER BY n", -1, &st, NULL) !=
	    SQLITE_OK)
		return -1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		if ((*out = realloc(*out, (size_t)(n + 1) * sizeof **out)) ==
		    NULL)
			abort();
		it = &(*out)[n++];
		it->n = sqlite3_column_int64(st, 0);
		snprintf(it->line, sizeof it->line, "%s",
		    journal_text(st, 1));
		snprintf(it->client, sizeof it->client, "%s",
		    journal_text(st, 2));
		it->base = sqlite3_column_int64(st, 3);
		it->step = sqlite3_column_int(st, 4);
		snprintf(it->state, sizeof it->state, "%s",
		    journal_text(st, 5));
		snprintf(it->why, sizeof it->why, "%s",
		    journal_text(st, 6));
		snprintf(it->at, sizeof it->at, "%s",
		    journal_text(st, 7));
	}
	sqlite3_finalize(st);
	*count = n;
	return 0;
}

int
queue_count(struct link *l, const char *state)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(db(l), "SELECT count(*) FROM sync_queue WHERE "
	    "?1 IS NULL OR state = ?1", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, state, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return n;
}

static void
set_item(struct link *l, int64_t n, const char *state, const char *why,
    int step)
{
	sqlite3_stmt	*st;

	if (sql_prepare(db(l), state == NULL ? "DELETE FROM sync_queue "
	    "WHERE n = ?1" : "UPDATE sync_queue SET state = ?2, why = ?3, step "
	    "= CASE WHEN ?4 < 0 THEN step ELSE ?4 END WHERE n = ?1", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	sqlite3_bind_int64(st, 1, n);
	if (state != NULL) {
		sqlite3_bind_text(st, 2, state, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, why, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 4, step);
	}
	sqlite3_step(st);
	sqlite3_finalize(st);
}

/* Send one command: 0 with the status and answer, -1 when no answer came
 * (the link is marked down). */
static int
send_item(struct link *l, const struct item *it, int64_t expect,
    long *status, json_t **answer)
{
	char		 path[128], err[256];
	json_t		*body;
	int		 rc, i;

	snprintf(path, sizeof path, "/v1/campaigns/%s/commands", l->campaign);
	body = xjson_pack("{s:s, s:I}", "line", it->line, "after",
	    (json_int_t)journal_last_seq(l->j));
	if (it->client[0] != '\0')
		json_object_set_new(body, "client_id", json_string(it->client));
	if (expect >= 0)
		json_object_set_new(body, "expect_seq", json_integer(expect));
	for (i = 0; i < TRIES; i++) {
		rc = http_call(l->http, path, body, 30, status, answer, err,
		    sizeof err);
		if (rc != 0 || (*status != 429 && *status != 503))
			break;
		json_decref(*answer);
		*answer = NULL;
		sleep(1);
	}
	json_decref(body);
	if (rc != 0) {
		link_down(l, err);
		return -1;
	}
	l->online = 1;
	l->contact = time(NULL);
	return 0;
}

/* Where the game stands now, for a held command's reason. */
static void
where_now(struct link *l, char *out, size_t len)
{
	json_t	*st;

	if (l->s != NULL) {
		snprintf(out, len, "%s, %s", session_turn_label(l->s, l->s->turn),
		    l->s->phases[l->s->phase].name);
		return;
	}
	link_refresh(l);	/* what just came in moved it */
	st = link_cached_state(l);
	snprintf(out, len, "%s, %s", json_string_value(json_object_get(st,
	    "turn_label")) ?: "?", json_string_value(json_object_get(st,
	    "phase")) ?: "?");
	json_decref(st);
}

/* The server's answer to a command as this command's own reply. */
static void
take_reply(struct reply *r, json_t *reply)
{
	const char	*k;
	json_t		*v;

	buf_add(&r->text, json_string_value(json_object_get(reply, "text")) ?:
	    "");
	json_object_foreach(reply, k, v)
		if (strcmp(k, "text") != 0 && strcmp(k, "ok") != 0 &&
		    strcmp(k, "error") != 0)
			json_object_set(r->json, k, v);
	if (!json_is_true(json_object_get(reply, "ok")))
		reply_fail(r, "%s", json_string_value(json_object_get(reply,
		    "error")) ?: "refused by the server");
}

static void
note_item(struct reply *r, const char *list, const struct item *it,
    const char *why)
{
	json_t	*a = json_object_get(r->json, list);

	if (a == NULL)
		json_object_set_new(r->json, list, a = json_array());
	json_array_append_new(a, xjson_pack("{s:I, s:s, s:s}", "n",
	    (json_int_t)it->n, "line", it->line, "why", why ?: ""));
}

static void
hold(struct link *l, const struct item *it, const char *why, struct reply *r)
{
	set_item(l, it->n, "held", why, -1);
	reply_line(r, "Held #%lld `%s`: %s. `sync redo %lld` sends it anyway, "
	    "`sync drop %lld` forgets it.", (long long)it->n, it->line, why,
	    (long long)it->n, (long long)it->n);
	note_item(r, "held", it, why);
}

/* A refusal met in the state of one moment: held with its moment, which
 * stays true while the game goes on (the refusal may not). */
static void
refused_at(struct link *l, const struct item *it, const char *err,
    struct reply *r)
{
	char	 why[sizeof it->why];	/* what the queue keeps of it */

	snprintf(why, sizeof why, "refused at event %lld: %s", (long long)l->seq,
	    err != NULL ? err : "no reason given");
	hold(l, it, why, r);
}

/* Did the game move between the player's view and the server's last
 * event, as this role sees it?  Notes, rolls and look-ups are history,
 * not state: a `next` still means the same step after someone's note.
 * A gap in the copy (another role's secret) is no news to this role: the
 * server judges a command stale on what its role can see, and so does
 * this, or a secret would show through as a refusal. */
static int
moved(struct link *l, int64_t known, int64_t to)
{
	sqlite3_stmt	*st;
	int		 acts = 1;

	if (known >= to)
		return 0;
	if (sql_prepare(db(l), "SELECT count(*) FROM event WHERE seq > "
	    "?1 AND seq <= ?2 AND kind NOT IN ('note', 'roll', 'lookup', "
	    "'contest')", -1, &st, NULL) != SQLITE_OK)
		return 1;
	sqlite3_bind_int64(st, 1, known);
	sqlite3_bind_int64(st, 2, to);
	if (sqlite3_step(st) == SQLITE_ROW)
		acts = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return acts > 0;
}

/* A step command met a game another terminal had moved on: the one just
 * typed is refused (the player sees what changed above it), a queued one
 * is held, and what was queued behind it waits. */
static void
moved_on(struct link *l, const struct item *it, int mine, int *held,
    int64_t *blocked, struct reply *r)
{
	char	 why[300], where[160];

	where_now(l, where, sizeof where);
	if (mine) {
		set_item(l, it->n, NULL, NULL, 0);
		reply_fail(r, "not sent: the campaign moved on since you looked "
		    "(now at %s); type it again if you still mean it", where);
		return;
	}
	/* Dated: the game goes on moving while the command waits, and the
	 * reason must stay true as long as it is shown. */
	snprintf(why, sizeof why, "the campaign moved on before it was sent "
	    "(it was at %s, event %lld)", where, (long long)l->seq);
	hold(l, it, why, r);
	*held = 1;
	*blocked = it->n;
}

int
queue_flush(struct link *l, int64_t now, struct reply *r)
{
	struct item	*items;
	json_t		*a, *reply;
	int64_t		 known = -1, blocked = 0;
	long		 status;
	int		 n, i, held = 0, down = 0, stale = 0;

	if (queue_list(l, &items, &n) != 0)
		return -1;
	for (i = 0; i < n && !down; i++) {
		struct item *it = &items[i];
		int mine = it->n == now;

		if (strcmp(it->state, "queued") != 0)
			continue;	/* held before: waits for the player */
		if (blocked) {
			char why[64];

			snprintf(why, sizeof why, "it waits behind #%lld",
			    (long long)blocked);
			hold(l, it, why, r);
			held = 1;
			continue;
		}
		/* Where the player last saw the game: as it was when the first
		 * of these was typed, then after each of them in turn, until
		 * another terminal's event comes between. */
		if (known < 0)
			known = it->base;
		if (it->step && !stale && !moved(l, known, l->seq))
			known = l->seq;
		if (it->step && stale) {
			moved_on(l, it, mine, &held, &blocked, r);
			continue;
		}
		if (send_item(l, it, it->step ? known : -1, &status, &a) != 0) {
			down = 1;
			if (mine)
				reply_line(r, "No answer from %s (%s): queued as "
				    "#%lld; it is sent, once, when the server "
				    "answers (`sync status`).", l->url, l->error,
				    (long long)it->n);
			break;
		}
		if (status == 401) {
			l->refused = 1;
			link_down(l, "the server refused this terminal's token "
			    "(revoked or reissued?)");
			reply_fail(r, "%s refused this terminal's token: %d "
			    "command%s stay queued (`sync join URL NEWTOKEN`)",
			    l->url, n - i, n - i == 1 ? "" : "s");
			json_decref(a);
			down = 1;
			break;
		}
		if (status == 429 || status == 503) {
			reply_line(r, "The server is busy: #%lld and after stay "
			    "queued.", (long long)it->n);
			json_decref(a);
			break;
		}
		/* What others did first is told and stored before the answer. */
		if (link_mirror(l, json_object_get(a, "events"), json_integer_value(
		    json_object_get(a, "first")), r) != 0) {
			json_decref(a);
			down = 1;
			break;
		}
		if (json_is_integer(json_object_get(a, "last_seq"))) {
			l->seq = json_integer_value(json_object_get(a,
			    "last_seq"));
			link_meta_set_int(l, "sync.seq", l->seq);
		}
		if (json_is_true(json_object_get(a, "repeated")) ||
		    json_is_true(json_object_get(a, "more")))
			link_pull(l, NULL);	/* an old answer: catch up */
		reply = json_object_get(a, "reply");
		if (status == 409)
			moved_on(l, it, mine, &held, &blocked, r);
		else if (status == 200 && json_is_object(reply)) {
			int64_t first = json_integer_value(json_object_get(a,
			    "first"));

			/* Did the game move between the player's view and it? */
			if (moved(l, known, first > 0 ? first - 1 : l->seq))
				stale = 1;
			known = l->seq;
			if (mine || json_is_true(json_object_get(reply, "ok")))
				set_item(l, it->n, NULL, NULL, 0);
			if (mine)
				take_reply(r, reply);
			else if (json_is_true(json_object_get(reply, "ok"))) {
				reply_line(r, "Sent #%lld `%s` (typed %s):",
				    (long long)it->n, it->line, it->at);
				buf_add(&r->text, json_string_value(
				    json_object_get(reply, "text")) ?: "");
				note_item(r, "sent", it, NULL);
			} else {
				/* The rules refuse it in the state it met: when,
				 * said, as that state passes. */
				refused_at(l, it, json_string_value(
				    json_object_get(reply, "error")), r);
				held = 1;
				blocked = it->n;
			}
		} else {
			/* 400, 403: this command cannot run there at all. */
			const char *e = json_string_value(json_object_get(a,
			    "error")) ?: "refused by the server";

			if (mine) {
				set_item(l, it->n, NULL, NULL, 0);
				reply_fail(r, "%s", e);
			} else {
				refused_at(l, it, e, r);
				held = 1;
				blocked = it->n;
			}
		}
		json_decref(a);
	}
	free(items);
	return down ? -1 : held;
}

int
queue_read(struct link *l, const char *line, struct reply *r)
{
	struct item	 it;
	json_t		*a;
	long		 status;

	memset(&it, 0, sizeof it);
	snprintf(it.line, sizeof it.line, "%s", line);
	if (send_item(l, &it, -1, &status, &a) != 0)
		return -1;
	if (link_mirror(l, json_object_get(a, "events"), 0, r) == 0 &&
	    status == 200 && json_is_object(json_object_get(a, "reply")))
		take_reply(r, json_object_get(a, "reply"));
	else
		reply_fail(r, "%s", json_string_value(json_object_get(a,
		    "error")) ?: "the server did not answer the command");
	json_decref(a);
	return 0;
}

/* The items `which` names: a number, or all. */
static int
which_items(struct link *l, const char *which, const char *state,
    struct reply *r, struct item **out, int *count)
{
	struct item	*it;
	long long	 n = 0;
	int		 i, k = 0, all = which == NULL ||
			    strcasecmp(which, "all") == 0;

	if (!all) {
		if (*which == '#')
			which++;
		if (num_parse(which, 1, LLONG_MAX, &n) != 0)
			return reply_fail(r, "\"%s\": expected a queued command's "
			    "number (`sync status` lists them) or all", which);
	}
	queue_list(l, &it, count);
	for (i = 0; i < *count; i++)
		if ((all ? state == NULL || strcmp(it[i].state, state) == 0 :
		    it[i].n == n))
			it[k++] = it[i];
	*count = k;
	*out = it;
	if (k == 0) {
		free(it);
		*out = NULL;
		return reply_fail(r, all ? "nothing %s: `sync status` shows the "
		    "queue" : "no command #%s in the queue (`sync status` lists "
		    "them)", all ? (state != NULL ? state : "queued") : which);
	}
	return 0;
}

/* A command held only because it waited behind a held one goes free once
 * no command held for a reason of its own is before it (the one it
 * waited on was dropped): queued again, it meets the game's position as
 * any queued command does when it goes. */
static void
free_waiting(struct link *l, struct reply *r)
{
	struct item	*it;
	int		 n, i, blocked = 0;

	queue_list(l, &it, &n);
	for (i = 0; i < n; i++) {
		if (strcmp(it[i].state, "held") != 0)
			continue;
		if (strncmp(it[i].why, "it waits behind", 15) != 0)
			blocked = 1;
		else if (!blocked) {
			set_item(l, it[i].n, "queued", "", -1);
			reply_line(r, "Freed #%lld `%s`: nothing held is before "
			    "it now; it goes with the next contact.",
			    (long long)it[i].n, it[i].line);
		}
	}
	free(it);
}

int
queue_drop(struct link *l, const char *which, struct reply *r)
{
	struct item	*it;
	json_t		*d = json_array();
	int		 n, i;

	if (which_items(l, which, NULL, r, &it, &n) != 0) {
		json_decref(d);
		return -1;
	}
	for (i = 0; i < n; i++) {
		set_item(l, it[i].n, NULL, NULL, 0);
		reply_line(r, "Dropped #%lld `%s` (never applied).",
		    (long long)it[i].n, it[i].line);
		json_array_append_new(d, json_integer(it[i].n));
	}
	free(it);
	json_object_set_new(r->json, "dropped", d);
	free_waiting(l, r);
	return 0;
}

int
queue_redo(struct link *l, const char *which, struct reply *r)
{
	struct item	*it, *all;
	int		 n, i, k, rc;

	if (which_items(l, which, "held", r, &it, &n) != 0)
		return -1;
	/* The player has seen where the game is: send without the position
	 * check, and let what waited behind it go too. */
	queue_list(l, &all, &k);
	for (i = 0; i < n; i++) {
		set_item(l, it[i].n, "queued", "", 0);
		for (int j = 0; j < k; j++)
			if (all[j].n > it[i].n && strcmp(all[j].state, "held") ==
			    0 && strncmp(all[j].why, "it waits behind", 15) == 0)
				set_item(l, all[j].n, "queued", "", -1);
	}
	free(all);
	free(it);
	if (link_contact(l, 1, r) != 0 && l->online != 1)
		return reply_fail(r, "no answer from %s (%s): the command stays "
		    "queued", l->url, l->error);
	rc = queue_count(l, "held");
	return rc > 0 && !r->ok ? -1 : 0;
}

void
queue_hold_new(struct link *l, int64_t n)
{
	set_item(l, n, "held", "it waits behind the held commands before it",
	    -1);
}

int
queue_take_back(struct link *l, struct reply *r)
{
	struct item	*it;
	int		 n;

	queue_list(l, &it, &n);
	if (n == 0 || strcmp(it[n - 1].state, "queued") != 0) {
		free(it);
		return 0;
	}
	set_item(l, it[n - 1].n, NULL, NULL, 0);
	reply_line(r, "Took back queued #%lld `%s`: it was never sent.",
	    (long long)it[n - 1].n, it[n - 1].line);
	json_object_set_new(r->json, "taken_back", json_integer(it[n - 1].n));
	free(it);
	return 1;
}

/* Contact is here, beside the flush it ends with: the queue sits above
 * the copy it catches up first (link.c). */
int
link_contact(struct link *l, int force, struct reply *r)
{
	if (!force && l->online == 0 && time(NULL) < l->retry_at)
		return -1;
	if (link_pull(l, r) != 0)
		return -1;
	return queue_count(l, "queued") > 0 ? queue_flush(l, 0, r) : 0;
}
