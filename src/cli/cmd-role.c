/* `role add SIDE NAME`, `role token NAME`: the umpire's commanders under
 * a side, at a terminal joined to the campaign.  The server records the
 * commander in the campaign's journal (its side and the umpire read it)
 * and answers with the commander's token, which reaches the umpire's
 * screen only: it is in no event, no history and no file.  The umpire
 * hands the join link on, as the operator hands on those of `serve new`.
 * (The operator adds one with `adjutant serve --data DIR role add CAMPAIGN
 * SIDE NAME` while the campaign is not being served.) */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/prepare.h"
#include "cli.h"
#include "../sync/link.h"

/* `role list`: each commander this view may see, with what he holds;
 * then what no commander of a side it sees holds yet. */
static int
role_list(struct cli *c, struct reply *r)
{
	struct session	*s;
	sqlite3_stmt	*st;
	json_t		*free_;
	char		 line[1024] = "";
	size_t		 at;

	/* The umpire's whole copy answers at his terminal; a side's line is
	 * run by the server, with the side's view. */
	if ((s = c->s) == NULL)
		return reply_fail(r, "role list: no game is open (`new` or "
		    "`open`, or `sync join LINK` for a campaign)");
	if (s->roster.n == 0)
		reply_line(r, "No commanders: each side's own role acts for all "
		    "of it.");
	free_ = json_array();
	roster_show(s, r);
	if (s->roster.n > 0 && json_array_size(json_object_get(r->json,
	    "commanders")) == 0)
		reply_line(r, "No commanders that you may see.");
	if (s->roster.n > 0 && sql_prepare(s->rules, "SELECT id, name, "
	    "side FROM formation WHERE game = ?1 AND id IN (SELECT formation "
	    "FROM commander_hold WHERE game = ?1) UNION ALL SELECT id, name, "
	    "side FROM commander_duty WHERE game = ?1", -1, &st, NULL) ==
	    SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *id = (const char *)sqlite3_column_text(st,
			    0);

			if (role_holder(s, id) != NULL || !session_may_see(s,
			    (const char *)sqlite3_column_text(st, 2)))
				continue;
			at = strlen(line);
			snprintf(line + at, sizeof line - at, "%s%s", at ? "; " :
			    "", sqlite3_column_text(st, 1));
			json_array_append_new(free_, json_string(id));
		}
		sqlite3_finalize(st);
	}
	if (line[0] != '\0')
		reply_line(r, "Held by no commander yet (`command FORMATION "
		    "COMMANDER` gives one): %s.", line);
	json_object_set_new(r->json, "unheld", free_);
	return 0;
}

static int
cmd_role_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct link	*l = c->link;
	const char	*tok, *role;
	json_t		*body, *rep;
	int		 add;

	/* Read from the terminal's own copy: it holds the commanders its
	 * view may see. */
	if (argc == 2 && strcasecmp(argv[1], "list") == 0)
		return role_list(c, r);
	/* (On the server: a side's terminal, which sent the line there.) */
	if (c->confined)
		return reply_fail(r, "role: the umpire adds the campaign's "
		    "commanders");
	add = argc == 4 && strcasecmp(argv[1], "add") == 0;
	if (!add && !(argc == 3 && strcasecmp(argv[1], "token") == 0))
		return cli_usage(c, x->entry, NULL, r);
	if (l == NULL)
		return reply_fail(r, "role: commanders are a campaign's, made "
		    "on its server (`adjutant serve --data DIR role add CAMPAIGN "
		    "SIDE NAME`)");
	if (strcmp(l->role, "umpire") != 0)
		return reply_fail(r, "role: the umpire adds the campaign's "
		    "commanders");
	body = add ? xjson_pack("{s:s, s:s}", "side", argv[2], "name",
	    argv[3]) : xjson_pack("{s:s}", "role", argv[2]);
	rep = cli_post(c, "roles", body, add ? "role add" : "role token", r);
	json_decref(body);
	if (rep == NULL)
		return -1;
	tok = json_string_value(json_object_get(rep, "token"));
	role = json_string_value(json_object_get(rep, "role"));
	if (tok == NULL || role == NULL) {
		json_decref(rep);
		return reply_fail(r, "role: the server sent no token");
	}
	buf_add(&r->text, json_string_value(json_object_get(rep, "text")) ?:
	    "");
	reply_line(r, "%s %s", role, tok);
	reply_line(r, "  join: adjutant+%s/v1/campaigns/%s#%s", l->url,
	    l->campaign, tok);
	reply_line(r, "  page: %s/v1/campaigns/%s/view?token=%s", l->url,
	    l->campaign, tok);
	reply_line(r, "Hand the join link to %s's player (`sync join LINK`)%s.",
	    strchr(role, '/') + 1, add ? "" : "; the old token no longer "
	    "opens the campaign");
	json_object_set_new(r->json, "role", json_string(role));
	json_object_set_new(r->json, "token", json_string(tok));
	json_decref(rep);
	return 0;
}

const struct cmd_entry cmd_role_entry = {
	.name = "role",
	.args = "list | add SIDE:side NAME | token NAME",
	.hint = "`role list` lists the commanders",
	.summary = "(umpire) put a commander under a side, with a token of "
	    "his own",
	.example = "role add SIDE longstreet",
	.more = "A commander sees what his side sees, acts for his side, "
	    "and reads\n"
	    "the messages written to him (`message NAME TEXT`), which the rest "
	    "of\n"
	    "his side does not.  His token and join link are printed here only:\n"
	    "hand them on.  `role token NAME` makes a new one and stops the "
	    "old.\n"
	    "`role list` shows each commander you may see, with the "
	    "formations\n"
	    "and duties he holds (a game whose data names its commanders).",
	.flags = CMD_JOINED | CMD_CAMPAIGN,
	.exec = cmd_role_exec,
};
