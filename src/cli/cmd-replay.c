/* `replay`: step through the recorded session from set-up, forward and
 * back by event, phase or turn, showing the whole status at each point.
 * Read-only: it folds the journal up to the event and never appends. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "adj/num.h"
#include "adj/prepare.h"
#include "cli.h"

/* A query for one seq, with the current seq (and a number) bound. */
static int64_t
seek(struct cli *c, const char *sql, int64_t at, long n)
{
	sqlite3_stmt	*st;
	int64_t		 seq = 0;

	if (sql_prepare(journal_db(c->s->j), sql, -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_int64(st, 1, at);
	sqlite3_bind_int64(st, 2, n);
	if (sqlite3_step(st) == SQLITE_ROW)
		seq = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return seq;
}

/* A bar on a terminal while a long game is folded up to the event. */
struct bar {
	int64_t	 upto, done;
};

static void
bar_step(struct session *s, int64_t seq, const char *kind, void *arg)
{
	struct bar	*b = arg;

	(void)s;
	(void)kind;
	if (++b->done % 4096 == 0 && b->upto > 0)
		fprintf(stderr, "\rReplaying %3d%%", (int)(seq * 100 / b->upto));
}

static int
show(struct cli *c, int64_t seq, struct reply *r)
{
	struct bar	 b = { seq, 0 };
	int		 tty = !c->json && isatty(STDERR_FILENO) &&
			    isatty(STDOUT_FILENO), rc;
	struct session	*at;
	sqlite3_stmt	*st;
	char		 err[512], text[512] = "";

	rc = session_open_walk(journal_path(c->s->j), c->rules, &c->rng, seq,
	    tty ? bar_step : NULL, &b, &at, err, sizeof err);
	if (tty && b.done >= 4096)
		fputs("\r\033[K", stderr);
	if (rc != 0)
		return reply_fail(r, "%s", err);
	snprintf(at->view, sizeof at->view, "%s", c->s->view);
	if (sql_prepare(journal_db(c->s->j), "SELECT kind, text, vis "
	    "FROM event WHERE seq = ?1", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_int64(st, 1, seq);
		if (sqlite3_step(st) == SQLITE_ROW) {
			int seen = session_may_see(c->s, journal_text(st, 2));

			snprintf(text, sizeof text, "%s: %s", seen ?
			    journal_text(st, 0) : "event", seen ?
			    journal_text(st, 1) : "(hidden from this view)");
		}
		sqlite3_finalize(st);
	}
	reply_line(r, "Replay, event %lld of %lld: %s", (long long)seq,
	    (long long)journal_last_seq(c->s->j), text);
	session_status(at, r);
	json_object_set_new(r->json, "replay_at", json_integer(seq));
	session_close(at);
	session_sql_functions(c->rules, c->s);
	c->replay_at = seq;
	return 0;
}

static int
cmd_replay_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	int64_t		 at = c->replay_at, last = journal_last_seq(c->s->j), to;
	const char	*verb = argc > 1 ? argv[1] : "start";
	const char	*unit = argc > 2 ? argv[2] : "event";
	long long	 n;
	int		 fwd;

	if (strcasecmp(verb, "start") == 0 && argc <= 2)
		return show(c, last >= 2 ? 2 : 1, r);	/* after set-up */
	if (strcasecmp(verb, "off") == 0 || strcasecmp(verb, "end") == 0) {
		c->replay_at = 0;
		reply_line(r, "Replay over: back to the live game.");
		return 0;
	}
	if (strcasecmp(verb, "goto") == 0) {
		if (argc == 4 && strcasecmp(argv[2], "turn") == 0) {
			/* A turn of the scenario, read with its range
			 * before the sum. */
			to = num_parse(argv[3], 1, c->s->last_turn -
			    c->s->first_turn + 1, &n) == 0 ? seek(c, "SELECT "
			    "min(seq) FROM event WHERE kind = 'phase' AND turn = "
			    "?2", 0, (long)n + c->s->first_turn - 1) : 0;
			if (to == 0)
				return reply_fail(r, "no turn \"%s\" in this "
				    "session's log", argv[3]);
			return show(c, to, r);
		}
		if (argc == 3) {
			if (num_parse(argv[2], 1, last, &n) != 0)
				return reply_fail(r, "goto takes an event from 1 "
				    "to %lld, or `turn N`", (long long)last);
			return show(c, n, r);
		}
		return cli_usage(c, x->entry, NULL, r);
	}
	fwd = strcasecmp(verb, "next") == 0 || strcasecmp(verb, "forward") == 0;
	if (!fwd && strcasecmp(verb, "back") != 0)
		return cli_usage(c, x->entry, NULL, r);
	if (at == 0)
		return reply_fail(r, "not replaying: `replay` starts at the "
		    "set-up");
	if (strncasecmp(unit, "event", strlen(unit)) == 0)
		to = fwd ? (at < last ? at + 1 : 0) : (at > 1 ? at - 1 : 0);
	else if (strncasecmp(unit, "phase", strlen(unit)) == 0)
		to = seek(c, fwd ? "SELECT min(seq) FROM event WHERE kind = "
		    "'phase' AND seq > ?1" : "SELECT max(seq) FROM event WHERE "
		    "kind = 'phase' AND seq < ?1", at, 0);
	else if (strncasecmp(unit, "turn", strlen(unit)) == 0)
		to = seek(c, fwd ? "SELECT min(seq) FROM event WHERE kind = "
		    "'phase' AND seq > ?1 AND turn > (SELECT turn FROM event "
		    "WHERE seq = ?1)" : "SELECT min(seq) FROM event WHERE kind = "
		    "'phase' AND turn = (SELECT max(turn) FROM event WHERE kind = "
		    "'phase' AND turn < (SELECT turn FROM event WHERE seq = ?1))",
		    at, 0);
	else
		return reply_fail(r, "\"%s\": expected event, phase or turn",
		    unit);
	if (to == 0)
		return reply_fail(r, "no %s %s event %lld: the log %s there",
		    unit, fwd ? "after" : "before", (long long)at, fwd ?
		    "ends" : "starts");
	return show(c, to, r);
}

const struct cmd_entry cmd_replay_entry = {
	.name = "replay",
	.args = "[next|back [event|phase|turn] | goto SEQ | goto turn N | "
	    "off]",
	.summary = "step through the recorded game, read-only",
	.example = "replay next turn",
	.more = "`replay` starts at the set-up; each step shows the whole "
	    "status as it stood.\n"
	    "Nothing is recorded; `replay off` goes back to the live game "
	    "(`status --at SEQ`\n"
	    "is the same for scripts).",
	.flags = CMD_SESSION,
	.exec = cmd_replay_exec,
};
