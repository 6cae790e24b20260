/* The operator's view of a data folder, on the server's machine:
 *
 *   adjutant serve --data DIR [--json] list     every campaign, one line
 *                                               each; the archived apart
 *   adjutant serve --data DIR remove CAMPAIGN   archived: served no more
 *
 * `list` reads each campaign's file as a terminal reads a campaign a
 * server holds: opened and folded, never written (query_only), so it
 * works while a server runs the folder.
 *
 * `remove` archives in the store rather than moving the files to
 * DIR/archive/: one transaction marks the campaign and deletes its
 * tokens, where a move of DIR/ID.adj with its -wal, -shm and tables could
 * stop halfway (a -wal left behind is committed events lost to the
 * moved file); the id stays taken, so no later campaign gets it; and the
 * files stay where `log verify`, `export` and `list` find them.  It is
 * refused while a server serves the folder: that server holds the
 * campaign open and has its tokens' answers in hand. */
#include <sys/file.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/rules.h"
#include "adj/stmt_cache.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"
#include "../cli/cli.h"
#include "server.h"

int
serve_lock(const char *dir)
{
	char	 path[4200];
	int	 fd;

	snprintf(path, sizeof path, "%s/" SERVE_LOCK, dir);
	if ((fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0)
		return -1;
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* The time of the campaign's last event, or "". */
static void
last_activity(struct session *s, char *out, size_t len)
{
	sqlite3_stmt	*st;

	*out = '\0';
	if (sql_prepare(journal_db(s->j), "SELECT at FROM event ORDER "
	    "BY seq DESC LIMIT 1", -1, &st, NULL) != SQLITE_OK)
		return;
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(out, len, "%s", journal_text(st, 0));
	sqlite3_finalize(st);
}

static void
rules_close_module(sqlite3 *mod)
{
	if (mod != NULL) {
		stmt_forget(mod);
		sqlite3_close(mod);
	}
}

/* What the campaign's file says of it, into o: turn, turn_label, roles
 * (umpire, the sides, the commanders, the observer), last_activity; or
 * "error" when it cannot be read. */
static void
campaign_facts(const char *dir, sqlite3 *rules, json_t *o)
{
	const char	*id = json_string_value(json_object_get(o, "campaign"));
	struct session	*s;
	struct rng	 rng;
	char		 path[4300], err[512], at[64];
	json_t		*sides = json_array(), *commanders = json_array();
	sqlite3_stmt	*st;
	sqlite3		*mod = NULL;
	int		 i;

	rng_init_os(&rng);
	snprintf(path, sizeof path, "%s/%s.adj", dir, id);
	/* A module's campaign is read by its module's rules. */
	if (!rules_has_game(rules, json_string_value(json_object_get(o,
	    "game"))) &&
	    (mod = cli_rules_of_file(path, NULL, err, sizeof err)) != NULL)
		rules = mod;
	if (session_open(path, rules, &rng, &s, err, sizeof err) != 0 ||
	    (cli_module_pinned(s, err, sizeof err) != 0 &&
	    (session_close(s), 1))) {
		json_object_set_new(o, "error", text_json(err));
		json_decref(sides);
		json_decref(commanders);
		rules_close_module(mod);
		return;
	}
	sqlite3_exec(journal_db(s->j), "PRAGMA query_only = 1", NULL, NULL,
	    NULL);
	if (sql_prepare(rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW)
			json_array_append_new(sides, text_json((const char *)
			    sqlite3_column_text(st, 0)));
		sqlite3_finalize(st);
	}
	for (i = 0; i < s->roster.n; i++)
		json_array_append_new(commanders, text_json(
		    s->roster.commander[i]));
	last_activity(s, at, sizeof at);
	json_object_set_new(o, "turn", json_integer(s->turn));
	json_object_set_new(o, "turn_label", text_json(session_turn_label(s,
	    s->turn)));
	json_object_set_new(o, "over", json_boolean(s->over));
	json_object_set_new(o, "sides", sides);
	json_object_set_new(o, "commanders", commanders);
	json_object_set_new(o, "observer", json_true());
	json_object_set_new(o, "last_activity", at[0] != '\0' ?
	    json_string(at) : json_null());
	json_object_set_new(o, "events", json_integer(journal_last_seq(s->j)));
	session_close(s);
	rules_close_module(mod);
}

/* A field of the store or a file, on one line with its controls shown:
 * the folder may hold what a hand or a bad disk wrote. */
static const char *
field(struct buf *b, json_t *o, const char *key)
{
	return text_inline(b, json_text(o, key));
}

static void
print_campaign(json_t *o)
{
	struct buf	 b;
	json_t		*v;
	size_t		 i;

	buf_init(&b);
	printf("%s", field(&b, o, "campaign"));
	printf("  %s", field(&b, o, "game"));
	printf("  %s", field(&b, o, "scenario"));
	if (json_object_get(o, "error") != NULL) {
		printf("  (cannot be read: %s)\n", field(&b, o, "error"));
		buf_free(&b);
		return;
	}
	printf("  turn %lld", (long long)json_integer_value(json_object_get(o,
	    "turn")));
	if (*json_text(o, "turn_label") != '\0')
		printf(" (%s)", field(&b, o, "turn_label"));
	if (json_is_true(json_object_get(o, "over")))
		printf(", over");
	printf("  roles umpire");
	json_array_foreach(json_object_get(o, "sides"), i, v)
		printf(",%s", text_inline(&b, json_string_value(v)));
	json_array_foreach(json_object_get(o, "commanders"), i, v)
		printf(",%s", text_inline(&b, json_string_value(v)));
	printf(",observer");
	printf("  last %s", json_is_string(json_object_get(o, "last_activity"))
	    ? field(&b, o, "last_activity") : "-");
	if (json_is_string(json_object_get(o, "archived")))
		printf("  archived %s", field(&b, o, "archived"));
	printf("\n");
	buf_free(&b);
}

int
serve_list(const char *dir, sqlite3 *rules, int json)
{
	json_t	*all = store_campaign_list(), *o, *out;
	size_t	 i;
	int	 live = 0, archived = 0, pass;

	if (all == NULL) {
		fprintf(stderr, "adjutant serve: cannot read the server store in "
		    "%s\n", dir);
		return 1;
	}
	json_array_foreach(all, i, o) {
		campaign_facts(dir, rules, o);
		if (json_is_null(json_object_get(o, "archived")))
			live++;
		else
			archived++;
	}
	if (json) {
		out = xjson_pack("{s:b, s:O}", "ok", 1, "campaigns", all);
		json_dumpf(out, stdout, JSON_COMPACT | JSON_PRESERVE_ORDER);
		printf("\n");
		json_decref(out);
		json_decref(all);
		return 0;
	}
	if (live + archived == 0)
		printf("no campaigns in %s (`adjutant serve --data %s new GAME "
		    "SCENARIO` makes one)\n", dir, dir);
	/* The campaigns served first, then the archived, apart. */
	for (pass = 0; pass < 2; pass++) {
		if (pass == 1 && archived > 0)
			printf("archived (served no more; files kept):\n");
		json_array_foreach(all, i, o)
			if (json_is_null(json_object_get(o, "archived")) ==
			    (pass == 0))
				print_campaign(o);
	}
	json_decref(all);
	return 0;
}

int
serve_remove(const char *dir, const char *id)
{
	int	 fd, rc;

	/* Held for the change: no server starts on the folder meanwhile. */
	if ((fd = serve_lock(dir)) < 0) {
		fprintf(stderr, "adjutant serve: a server is serving %s: stop it "
		    "(SIGTERM), remove the campaign, then start it again\n", dir);
		return 1;
	}
	rc = store_campaign_archive(id);
	close(fd);
	if (rc == 1) {
		fprintf(stderr, "adjutant serve: no campaign %s served here "
		    "(`adjutant serve --data %s list` lists them)\n", id, dir);
		return 1;
	}
	if (rc != 0) {
		fprintf(stderr, "adjutant serve: cannot archive campaign %s: the "
		    "server store could not be written\n", id);
		return 1;
	}
	printf("campaign %s archived: served no more, its tokens revoked; its "
	    "files stay in %s (%s.adj)\n", id, dir, id);
	return 0;
}
