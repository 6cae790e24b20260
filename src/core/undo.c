/* Undo: taking back the last command, and who may take back what.
 *
 * An undo appends an event naming the command it takes back; the fold
 * skips that command's events, and the log keeps both.  At a table anyone
 * takes back the last command, as often as they like.
 *
 * In a shared campaign a side takes back only its own command, and only
 * one that left nothing to chance and showed nobody anything: a side that
 * could take back a draw, a roll or a reveal could draw, roll or reveal
 * again until it liked what it saw.  Those only the umpire takes back,
 * saying why, and the undo that every role reads carries the reason.
 *
 * What a command did is read from its recorded events (their kinds, data
 * and visibility), never from the line that was typed: a prefix, an alias
 * or a command to come cannot slip past, and the marks are the journal's
 * own: session.c sets "rolled" on the event recorded after dice were
 * rolled or typed in (whatever the mechanism: every roll passes dice.c),
 * and "chance" on the one a random choice decided. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/journal.h"
#include "adj/json_event.h"
#include "adj/mech.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/undo.h"
#include "adj/prepare.h"
#include "undo_int.h"

/* What took the command out of a side's hands, the first first. */
enum bar {
	BAR_NONE,
	BAR_MECH,		/* a mechanism's say: a chit drawn, a hidden
				 * chit shown, declarations opened, a message
				 * delivered (its undo_bar hook) */
	BAR_ROLLED,		/* dice, the program's or typed from real ones */
	BAR_CHANCE,		/* any other choice made at random */
	BAR_SIDE		/* an event only another side sees */
};

/* What one event of the command did, as far as an undo cares; a
 * mechanism's own say into said. */
static enum bar
event_bar(struct session *s, int64_t seq, const char *kind, const char *vis,
    json_t *d, const char *actor, const char **said)
{
	if ((*said = mechs_undo_bar(s, seq, kind, vis, d)) != NULL)
		return BAR_MECH;
	/* Dice met, the program's or typed from real ones (the mark every
	 * event after a roll carries, session.c); before that mark, a roll
	 * event, or a look-up, casualty or combat that kept its roll. */
	if (json_is_true(json_object_get(d, "rolled")) ||
	    strcmp(kind, "roll") == 0 ||
	    json_is_integer(json_object_get(d, "roll")) ||
	    json_is_integer(json_object_get(d, "att_roll")) ||
	    json_is_integer(json_object_get(d, "def_roll")))
		return BAR_ROLLED;
	if (json_is_true(json_object_get(d, "chance")))
		return BAR_CHANCE;
	/* The umpire sees every event anyway; another side's secret is
	 * something that side now knows. */
	if (strcmp(vis, "all") != 0 && strcmp(vis, "umpire") != 0 &&
	    strcmp(vis_role(vis), actor) != 0)
		return BAR_SIDE;
	return BAR_NONE;
}

int
undo_barred(struct session *s, int64_t cmd, const char *actor, char *why,
    size_t len)
{
	sqlite3_stmt	*st;
	enum bar	 bar = BAR_NONE, b;
	char		 other[32] = "", mech[96] = "";
	const char	*said = NULL;
	json_t		*d;

	*why = '\0';
	if (sql_prepare(journal_db(s->j), "SELECT seq, kind, vis, data "
	    "FROM event WHERE cmd = ?1 ORDER BY seq", -1, &st, NULL) !=
	    SQLITE_OK) {
		snprintf(why, len, "its events cannot be read");
		return 1;
	}
	sqlite3_bind_int64(st, 1, cmd);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *kind = journal_text(st, 1);
		const char *vis = journal_text(st, 2);

		d = json_event_parse(journal_text(st, 3));
		b = event_bar(s, sqlite3_column_int64(st, 0), kind, *vis !=
		    '\0' ? vis : "all", d, actor, &said);
		json_decref(d);
		if (b != BAR_NONE && (bar == BAR_NONE || b < bar)) {
			bar = b;
			if (b == BAR_SIDE)
				snprintf(other, sizeof other, "%s", vis != NULL ?
				    vis_role(vis) : "");
			if (b == BAR_MECH)
				snprintf(mech, sizeof mech, "%s", said);
		}
	}
	sqlite3_finalize(st);
	switch (bar) {
	case BAR_NONE:
		return 0;
	case BAR_MECH:
		snprintf(why, len, "%s", mech);
		break;
	case BAR_ROLLED:
		snprintf(why, len, "rolled dice");
		break;
	case BAR_CHANCE:
		snprintf(why, len, "made a choice at random");
		break;
	case BAR_SIDE:
		snprintf(why, len, "showed the %s something only it sees",
		    role_name(s, other));
		break;
	}
	return 1;
}

/* The command's first word as its sender typed it, for the refusal
 * (theirs alone to read). */
static void
command_word(struct session *s, int64_t cmd, char *out, size_t len)
{
	sqlite3_stmt	*st;
	char		*sp;

	*out = '\0';
	if (sql_prepare(journal_db(s->j), "SELECT json_extract(data, "
	    "'$.line') FROM event WHERE seq = ?1", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_int64(st, 1, cmd);
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(out, len, "%s", journal_text(st, 0));
	sqlite3_finalize(st);
	while (*out == ' ' || *out == '\t')
		memmove(out, out + 1, strlen(out));
	if ((sp = strpbrk(out, " \t")) != NULL)
		*sp = '\0';
}

/* Does role see any event of command cmd? */
static int
cmd_seen_by(struct session *s, int64_t cmd, const char *role)
{
	sqlite3_stmt	*st;
	int		 seen = 0;

	if (sql_prepare(journal_db(s->j), "SELECT vis FROM event WHERE "
	    "cmd = ?1", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_int64(st, 1, cmd);
	while (!seen && sqlite3_step(st) == SQLITE_ROW)
		seen = view_may_see(role, journal_text(st, 0));
	sqlite3_finalize(st);
	return seen;
}

int
undo_what(struct session *s, int64_t cmd, const char *viewer, char *what,
    size_t len, char *by, size_t blen)
{
	sqlite3_stmt	*st;
	const char	*vis, *who;
	int		 hidden = 0;

	*what = '\0';
	*by = '\0';
	if (sql_prepare(journal_db(s->j), "SELECT COALESCE("
	    "json_extract(data, '$.line'), text), vis, COALESCE(json_extract("
	    "data, '$.role'), json_extract(data, '$.actor'), '') FROM event "
	    "WHERE seq = ?1 AND json_valid(data)", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_int64(st, 1, cmd);
	if (sqlite3_step(st) == SQLITE_ROW) {
		vis = journal_text(st, 1);
		snprintf(by, blen, "%s", journal_text(st, 2));
		/* The journal's, not the rules': a long line is cut to what
		 * the message shows. */
		if (*vis == '\0' || (viewer == NULL ? strcmp(vis, "all") == 0 :
		    view_may_see(viewer, vis)))
			snprintf(what, len, "%s", journal_text(st, 0));
		else {
			/* Who gave the command (a side may draw the other
			 * side's chit), else whose secret it is. */
			who = *by != '\0' ? by : vis_role(vis);
			hidden = 1;
			if (strcmp(who, s->actor) == 0)
				snprintf(what, len, "a command of its own, "
				    "hidden from other views");
			else
				snprintf(what, len, "a command of the %s's, "
				    "hidden from other views", strcmp(who,
				    "umpire") == 0 ? "umpire" : role_name(s, who));
		}
	}
	sqlite3_finalize(st);
	return hidden;
}

void
undo_line(struct session *s, int64_t cmd, const char *what, int hidden,
    const char *by, const char *reason, struct buf *out)
{
	struct buf	 q;
	const char	*role = s->actor;

	buf_init(&q);
	if (role[0] == '\0')
		buf_printf(out, "Undid: %s", what);
	else {
		/* Who took it back, which command, and whose it was when
		 * not the taker's own (a secret's says whose already). */
		buf_printf(out, "%s undid #%lld%s %s", role_name(s, role),
		    (long long)cmd, hidden ? "," : "", what);
		if (!hidden && by[0] != '\0' && strcmp(by, role) != 0)
			buf_printf(out, " (%s)", role_name(s, by));
	}
	if (reason != NULL)
		buf_printf(out, " \u2014 %s", text_quote(&q, reason));
	buf_free(&q);
}

int
undo_record(struct session *s, const int64_t *cmds, int n,
    const char *reason, struct reply *r)
{
	struct buf	 line;
	char		 what[512], by[32], err[256];
	json_t		*d, *all = json_array();
	int		 i, hidden;

	for (i = 0; i < n; i++)
		json_array_append_new(all, json_integer(cmds[i]));
	buf_init(&line);
	/* One event a command taken back, all of this command: the fold
	 * (journal.c) and every reader of an undo read its "cmd". */
	for (i = 0; i < n; i++) {
		/* The undo is public: a command that began with a secret (a
		 * Key chit, a declaration) is named by whose it is. */
		hidden = undo_what(s, cmds[i], NULL, what, sizeof what, by,
		    sizeof by);
		buf_reset(&line);
		undo_line(s, cmds[i], what, hidden, by, reason, &line);
		d = xjson_pack("{s:I}", "cmd", (json_int_t)cmds[i]);
		if (reason != NULL)
			json_object_set_new(d, "reason", json_string(reason));
		if (n > 1)
			json_object_set(d, "cmds", all);
		if (session_record(s, "undo", buf_str(&line), d) != 0) {
			buf_free(&line);
			json_decref(all);
			return reply_fail(r, "cannot record the undo");
		}
		/* Its reply is the taker's alone: in a campaign, what went as
		 * the taker sees it (its own secret too). */
		if (s->actor[0] != '\0') {
			hidden = undo_what(s, cmds[i], s->actor, what,
			    sizeof what, by, sizeof by);
			buf_reset(&line);
			undo_line(s, cmds[i], what, hidden, by, reason, &line);
		}
		reply_line(r, "%s.%s", buf_str(&line), i == n - 1 ?
		    " The log keeps both." : "");
	}
	buf_free(&line);
	json_object_set_new(r->json, "undone", json_integer(cmds[0]));
	json_object_set_new(r->json, "cmds", all);
	if (reason != NULL)
		json_object_set_new(r->json, "reason", json_string(reason));
	if (session_refold(s, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	return 0;
}

int64_t
undo_last(struct session *s, char *by, size_t blen)
{
	sqlite3_stmt	*st;
	int64_t		 cmd = 0;

	*by = '\0';
	if (sql_prepare(journal_db(s->j), "SELECT cmd, "
	    "(SELECT json_extract(f.data, '$.role') FROM event f WHERE f.seq = "
	    "e.cmd) FROM event e "
	    "WHERE kind NOT IN ('new', 'undo') AND cmd NOT IN (SELECT "
	    "json_extract(data, '$.cmd') FROM event WHERE kind = 'undo') "
	    "AND cmd NOT IN (SELECT cmd FROM event WHERE kind = 'new') "
	    "ORDER BY seq DESC LIMIT 1", -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW) {
		cmd = sqlite3_column_int64(st, 0);
		snprintf(by, blen, "%s", journal_text(st, 1));
	}
	sqlite3_finalize(st);
	return cmd;
}

int
undo_reason_check(const char *reason, struct reply *r)
{
	if (reason != NULL && strlen(reason) > REASON_MAX)
		return reply_fail(r, "undo: a reason is at most %d bytes (this "
		    "one is %zu)", REASON_MAX, strlen(reason));
	return 0;
}

/* May a side take back its last command?  0, or -1 with r failed. */
int
undo_side_may(struct session *s, int64_t cmd, const char *by,
    struct reply *r)
{
	const char	*role = s->actor;
	char		 why[96], word[64];

	if (role[0] == '\0' || strcmp(role, "umpire") == 0)
		return 0;
	/* In a shared campaign a side takes back only its own command:
	 * the umpire's or the other side's (their rolls above all) stand. */
	if (strcmp(by, role) != 0 && !cmd_seen_by(s, cmd, role))
		/* Another's command this role never saw: a refusal naming it
		 * would tell of it.  That one came is all it says (linear undo
		 * cannot take back an earlier command past a later one). */
		return reply_fail(r, "undo: your last command can no longer be "
		    "taken back from here; only the umpire may take back "
		    "commands now");
	if (strcmp(by, role) != 0)
		return reply_fail(r, "the last command was the %s's, not yours: "
		    "only the umpire takes back another's command", by[0] ==
		    '\0' || strcmp(by, "umpire") == 0 ? "umpire" :
		    role_name(s, by));
	if (undo_barred(s, cmd, role, why, sizeof why)) {
		command_word(s, cmd, word, sizeof word);
		return reply_fail(r, "undo: your `%s` %s; only the umpire may "
		    "take it back (`undo reason=WHY`)", word[0] != '\0' ? word :
		    "command", why);
	}
	return 0;
}

int
session_undo(struct session *s, const char *reason, struct reply *r)
{
	int64_t		 cmd;
	char		 by[32];

	if (reason != NULL && *reason == '\0')
		reason = NULL;
	if (undo_reason_check(reason, r) != 0)
		return -1;
	if ((cmd = undo_last(s, by, sizeof by)) < 0)
		return reply_fail(r, "cannot read the journal");
	if (cmd == 0)
		return reply_fail(r, "nothing to undo: the game is at its start");
	if (undo_side_may(s, cmd, by, r) != 0)
		return -1;
	/* The umpire's undo may take back a side's dice: every role reads
	 * why. */
	if (strcmp(s->actor, "umpire") == 0 && reason == NULL)
		return reply_fail(r, "undo: in a shared campaign the umpire says "
		    "why, for every role to read: `undo reason=WHY`");
	return undo_record(s, &cmd, 1, reason, r);
}
