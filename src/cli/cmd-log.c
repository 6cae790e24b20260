/* `log [verify] [--turn N] [KIND]` and `undo`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"

struct log_filter {
	int		 turn;		/* 0: any */
	const char	*kind;
	int64_t		 last;		/* show only the last N (0: all) */
	struct reply	*r;
	json_t		*events;
	struct session	*s;
};

static int
log_one(const struct event *e, void *arg)
{
	struct log_filter *f = arg;

	if (f->turn != 0 && e->turn - f->s->first_turn + 1 != f->turn)
		return 0;
	if (f->kind != NULL && strcasecmp(f->kind, e->kind) != 0)
		return 0;
	if (!session_may_see(f->s, e->vis)) {
		/* The other side's secret: that something happened is public,
		 * what it was is not. */
		reply_line(f->r, "%5lld  %-6s %-6s (hidden from the %s view)",
		    (long long)e->seq, e->turn > 0 ? session_turn_label(f->s,
		    e->turn) : "-", e->kind, f->s->view);
		json_array_append_new(f->events, json_pack("{s:I, s:i, s:s, s:s, "
		    "s:b}", "seq", (json_int_t)e->seq, "turn", e->turn > 0 ?
		    e->turn - f->s->first_turn + 1 : 0, "kind", e->kind, "text",
		    "hidden", "hidden", 1));
		return 0;
	}
	reply_line(f->r, "%5lld  %-6s %-6s %s", (long long)e->seq,
	    e->turn > 0 ? session_turn_label(f->s, e->turn) : "-", e->kind,
	    e->text);
	json_array_append_new(f->events, json_pack("{s:I, s:i, s:s?, s:s, s:s, "
	    "s:s, s:s, s:I, s:i}", "seq", (json_int_t)e->seq, "turn",
	    e->turn > 0 ? e->turn - f->s->first_turn + 1 : 0, "turn_label",
	    e->turn > 0 ? session_turn_label(f->s, e->turn) : NULL, "kind",
	    e->kind,
	    "text", e->text, "phase", e->phase, "vis", e->vis, "cmd",
	    (json_int_t)e->cmd, "game_turn", e->turn));
	return 0;
}

static int
cmd_log_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	struct log_filter	 f;
	int			 i;

	if (argc == 2 && strcasecmp(argv[1], "verify") == 0) {
		char why[256];
		int64_t bad = journal_verify(c->s->j, why, sizeof why);

		if (bad != 0)
			return reply_fail(r, "log verify: %s", why);
		reply_line(r, "Log verified: %lld events, hash chain intact.",
		    (long long)journal_last_seq(c->s->j));
		json_object_set_new(r->json, "events",
		    json_integer(journal_last_seq(c->s->j)));
		return 0;
	}
	memset(&f, 0, sizeof f);
	f.r = r;
	f.s = c->s;
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--turn") == 0 && i + 1 < argc) {
			char *end;

			f.turn = (int)strtol(argv[++i], &end, 10);
			if (*end != '\0' || f.turn < 1)
				return reply_fail(r, "--turn takes a turn number, "
				    "not \"%s\"", argv[i]);
		} else if (argv[i][0] != '-') {
			static const char *const kinds[] = { "new", "phase",
			    "track", "box", "roll", "lookup", "undo", "end", "chit",
			    "brigade", "activation", "control", NULL };
			int k;

			for (k = 0; kinds[k] != NULL; k++)
				if (strcasecmp(kinds[k], argv[i]) == 0)
					break;
			if (kinds[k] == NULL)
				return reply_fail(r, "\"%s\" is not a kind of "
				    "event: expected new, phase, track, box, roll, "
				    "lookup, chit, brigade, activation, control, "
				    "undo or end", argv[i]);
			f.kind = kinds[k];
		}
		else
			return reply_fail(r, "usage: log [verify] [--turn N] "
			    "[KIND]");
	}
	f.events = json_array();
	if (journal_each(c->s->j, 1, log_one, &f) < 0) {
		json_decref(f.events);
		return reply_fail(r, "cannot read the log");
	}
	json_object_set_new(r->json, "events", f.events);
	return 0;
}

const struct cmd_entry cmd_log_entry = {
	"log", NULL, "log [verify] [--turn N] [KIND]",
	"the session's history, oldest first", "log --turn 3",
	"KIND filters by event kind (phase, track, box, roll, lookup, undo).\n"
	"`log verify` walks the hash chain and names the first event that was\n"
	"altered, removed or reordered.", CMD_SESSION, cmd_log_exec
};

static int
cmd_undo_exec(struct cli *c, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (argc != 1)
		return reply_fail(r, "usage: undo (takes back the last command)");
	return session_undo(c->s, r);
}

const struct cmd_entry cmd_undo_entry = {
	"undo", NULL, "undo", "take back the last command (the log keeps both)",
	"undo", NULL, CMD_SESSION | CMD_WRITES, cmd_undo_exec
};
