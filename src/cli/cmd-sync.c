/* `sync`: this terminal's link to a shared campaign (src/sync).
 *
 *   sync join URL TOKEN [FILE]   join with a role's token
 *   sync join LINK [FILE]        the same, with the join link `serve new`
 *                                printed (address and token in one)
 *   sync [now]                   catch up and send what is queued
 *   sync status                  the link, the copy, the queue
 *   sync drop N|all              forget a queued or held command
 *   sync redo N|all              send a held command anyway
 *   sync leave                   the umpire's copy becomes a plain session */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "adj/module.h"
#include "adj/rules.h"
#include "cli.h"
#include "../sync/joinlink.h"
#include "../sync/link.h"
#include "../sync/queue.h"
#include "../sync/term.h"

void
cli_unlink(struct cli *c)
{
	link_free(c->link);
	c->link = NULL;
}

/* A copy joined or opened becomes the terminal's game: what it had open
 * is closed, and it sees as the copy's role. */
static void
take_copy(void *arg, struct link *l, const char *path, struct reply *r)
{
	struct cli	*c = arg;

	if (path == NULL) {	/* attached to the open game, which stays */
		c->link = l;
		/* The server decides what each role sees now. */
		if (strcmp(c->view, VIEW_TABLE) == 0)
			c->view[0] = '\0';
		return;
	}
	cli_unlink(c);
	session_close(c->s);
	cli_rules_release(c, c->rules_old);
	c->rules_old = NULL;
	c->s = l->s;
	c->link = l;
	c->read_only[0] = '\0';
	c->view[0] = '\0';
	snprintf(c->session_path, sizeof c->session_path, "%s", path);
	session_remember(path, r);
}

/* The rules a copy of game folds by, made the terminal's: the one they
 * replace is closed once the copy is in (take_copy). */
static sqlite3 *
copy_rules(void *arg, const char *game, char *err, size_t errlen)
{
	struct cli	*c = arg;
	sqlite3		*old;

	if (cli_rules_for(c, game, &old, err, errlen) != 0)
		return NULL;
	if (old != NULL) {
		cli_rules_release(c, c->rules_old);
		c->rules_old = old;
	}
	return c->rules;
}

static void
copy_rules_back(void *arg)
{
	struct cli	*c = arg;

	cli_rules_back(c, c->rules_old);
	c->rules_old = NULL;
}

/* A module campaign's text, from its server: installed when this user
 * has no module of that id; the same text installed already is used; a
 * different one is the user's, kept, and the join refused. */
static int
copy_module(void *arg, const char *game, const char *text, size_t len,
    const char *hash, struct reply *r)
{
	struct cli	*c = arg;
	char		*mine, have[65], err[512];
	size_t		 n;

	if (!module_id_ok(game))
		return reply_fail(r, "the server named its module \"%s\", "
		    "which is no module's id", game);
	if (module_installed(game)) {
		if ((mine = module_text(game, &n, err, sizeof err)) == NULL)
			return reply_fail(r, "%s", err);
		module_hash(mine, n, have);
		free(mine);
		if (strcmp(have, hash) == 0)
			return 0;
		return reply_fail(r, "the campaign plays module %s as its "
		    "server keeps it (SHA-256 %.12s...), and yours differs "
		    "(%.12s...): `module remove %s`, or import yours under "
		    "another id (--as), to join", game, hash, have, game);
	}
	/* Under the campaign's id: the text may name another (the server
	 * may have installed it with --as). */
	return cli_module_import_text(c, "the campaign's module", text, len,
	    game, r);
}

static int
copy_pinned(void *arg, struct session *s, char *err, size_t errlen)
{
	(void)arg;
	return cli_module_pinned(s, err, errlen);
}

/* A game this terminal ships (no module to ask its server for). */
static int
ships(void *arg, const char *game)
{
	struct cli	*c = arg;

	return rules_has_game(c->image, game);
}

void
cli_link_term(struct cli *c, struct link_term *t)
{
	memset(t, 0, sizeof *t);
	t->rules = c->rules;
	t->rng = &c->rng;
	t->s = c->s;
	t->link = c->link;
	t->path = c->session_path;
	t->named = c->session_named;
	t->take = take_copy;
	if (c->image != NULL) {
		t->rules_for = copy_rules;
		t->rules_back = copy_rules_back;
		t->module_in = copy_module;
		t->knows = ships;
		t->pinned = copy_pinned;
	}
	t->arg = c;
}

static int
not_joined(struct reply *r)
{
	return reply_fail(r, "this terminal is not joined to a campaign: `sync "
	    "join URL TOKEN` (the token from the server's operator)");
}

static int
cmd_sync_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	const char	*verb = argc > 1 ? argv[1] : "now";
	struct link_term t;
	char		 url[512], tok[128];
	int		 rc;

	if (strcasecmp(verb, "join") == 0) {
		/* A join link holds both: what follows it is the file. */
		if (argc >= 3 && join_link_split(argv[2], url, sizeof url, tok,
		    sizeof tok) == 0) {
			if (argc > 4)
				return cli_usage(c, x->entry, NULL, r);
			cli_link_term(c, &t);
			rc = link_join(&t, url, tok, argc == 4 ? argv[3] : NULL,
			    r);
			explicit_bzero(tok, sizeof tok);
			return rc;
		}
		if (argc != 4 && argc != 5)
			return cli_usage(c, x->entry, NULL, r);
		cli_link_term(c, &t);
		return link_join(&t, argv[2], argv[3], argc == 5 ? argv[4] :
		    NULL, r);
	}
	if (c->link == NULL)
		return not_joined(r);
	if (strcasecmp(verb, "now") == 0 && argc <= 2) {
		rc = link_contact(c->link, 1, r);
		if (rc < 0 && r->ok)
			return reply_fail(r, "no answer from %s (%s): %d command%s "
			    "stay queued", c->link->url, c->link->error,
			    queue_count(c->link, NULL), queue_count(c->link,
			    NULL) == 1 ? "" : "s");
		if (rc < 0)
			return -1;
		reply_line(r, "Level with the server: event %lld%s.",
		    (long long)c->link->seq, rc == 1 ? "; some commands are "
		    "held (above)" : "");
		json_object_set_new(r->json, "last_seq",
		    json_integer(c->link->seq));
		json_object_set_new(r->json, "held",
		    json_integer(queue_count(c->link, "held")));
		return rc == 1 ? reply_fail(r, "%d command%s held: `sync redo N` "
		    "or `sync drop N`", queue_count(c->link, "held"),
		    queue_count(c->link, "held") == 1 ? "" : "s") : 0;
	}
	if (strcasecmp(verb, "status") == 0 && argc == 2) {
		/* The link as it is now, not as the last answer left it: a
		 * server gone since says so here ("offline since"). */
		if (c->link->online != 0 || time(NULL) >= c->link->retry_at)
			link_probe(c->link);
		link_status(c->link, r);
		return 0;
	}
	if (strcasecmp(verb, "drop") == 0 && argc == 3)
		return queue_drop(c->link, argv[2], r);
	if (strcasecmp(verb, "redo") == 0 && argc <= 3)
		return queue_redo(c->link, argc == 3 ? argv[2] : "all", r);
	if (strcasecmp(verb, "leave") == 0 && argc == 2) {
		if (link_leave(c->link, c->session_path, r) != 0)
			return -1;
		cli_unlink(c);
		return 0;
	}
	return cli_usage(c, x->entry, NULL, r);
}

const struct cmd_entry cmd_sync_entry = {
	.name = "sync",
	.args = "[join URL TOKEN [FILE:file] | join LINK [FILE:file] | "
	    "status | drop N|all | redo [N|all] | leave]",
	.summary = "share a campaign with a server: join, catch up, the queue",
	.example = "sync join http://10.0.0.5:8080 3f9c...e1",
	.more = "The join link `serve new` printed beside a token holds "
	    "both: `sync join\n"
	    "adjutant+http://10.0.0.5:8080/v1/campaigns/ID#TOKEN` (the web "
	    "page's link\n"
	    "works too).\n"
	    "Joined, every command that changes the game goes to the server, "
	    "which rolls\n"
	    "the dice; what others did is shown as \"Meanwhile\" first: "
	    "every choice a\n"
	    "side made, roll, track, notice, message and undo (chits moved "
	    "about by the\n"
	    "sequence and steps passed on the way fold into a count).  "
	    "Without a\n"
	    "connection such commands wait in a queue (in the copy: they "
	    "survive a\n"
	    "restart) and go, once each, when the server answers.  A `next`, "
	    "`draw`,\n"
	    "`pass` or `undo` typed before another terminal moved the game on "
	    "is held,\n"
	    "not sent: `sync redo N` sends it anyway, `sync drop N` forgets "
	    "it.  So is a\n"
	    "queued command the rules refuse in the state it meets.",
	.exec = cmd_sync_exec,
};
