/* Written orders timed by the rules: a game whose commanders write to one
 * another in one step of the turn and roll for each message's delivery
 * (message_rule, message_result and message_block rows; The Long Roads to
 * Gettysburg 21.2 with its multiple commanders option).
 *
 * The sender rolls the delivery table as he sends (roll= read, as a
 * look-up reads it); the roll and its result are in an event only he and
 * the umpire read.  The recipient is not told one is on its way: the
 * rules give him no way to know.  A message delivered is read as the
 * step ends (all are written before any is read); one delayed N turns is
 * read at that step N turns later; a destroyed one never reaches him.
 * What stops or delays a side's orders is a test over the tracks
 * (message_block): 'silent', it sends none this turn; 'hold', those due
 * wait a turn; 'intercept', at the step the enemy's overall commander
 * reads the side's messages of the prior turn and those due now, which
 * are then not delivered.  The umpire overrules any delivery with a
 * reason (message_rule_overrule).  No game's words here: each line
 * cites the rows' sections. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "adj/prepare.h"
#include "messages_int.h"

struct mrule {
	char	 tbl[64];
	char	 phase[48];
	char	 option[64];
	int	 per_phase;
	char	 section[24];
};

/* The game's rule: 1 with it in *mr, 0 when it has none. */
static int
load_rule(struct session *s, struct mrule *mr)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(mr, 0, sizeof *mr);
	if (sql_prepare(s->rules, "SELECT tbl, phase, COALESCE(option, "
	    "''), per_phase, section FROM message_rule WHERE game = ?1", -1,
	    &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		snprintf(mr->tbl, sizeof mr->tbl, "%s", (const char *)
		    sqlite3_column_text(st, 0));
		snprintf(mr->phase, sizeof mr->phase, "%s", (const char *)
		    sqlite3_column_text(st, 1));
		snprintf(mr->option, sizeof mr->option, "%s", (const char *)
		    sqlite3_column_text(st, 2));
		mr->per_phase = sqlite3_column_int(st, 3);
		snprintf(mr->section, sizeof mr->section, "%s", (const char *)
		    sqlite3_column_text(st, 4));
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

static int
rule_in_force(struct session *s, const struct mrule *mr)
{
	return mr->option[0] == '\0' || session_has_option(s, mr->option);
}

int
message_rule_on(struct session *s)
{
	struct mrule	 mr;

	return load_rule(s, &mr) && rule_in_force(s, &mr);
}

int
message_by_rule(struct session *s, const char *to_typed)
{
	const char	*from = messages_who(s);
	char		 to[32];

	return message_rule_on(s) && role_commander(s, from) &&
	    messages_resolve(s, to_typed, to, sizeof to) == 0 &&
	    role_commander(s, to) && strcmp(role_side(to), role_side(from)) == 0;
}

const char *
message_rule_step(struct session *s, char *out, size_t len)
{
	struct mrule	 mr;
	char		*name = NULL;

	if (load_rule(s, &mr))
		name = rules_text(s->rules, "SELECT name FROM phase WHERE game = "
		    "?1 AND id = ?2", s->game, mr.phase);
	snprintf(out, len, "%s", name != NULL ? name : "step it was sent in");
	free(name);
	return out;
}

/* Is the step in hand the rule's? */
static int
at_rule_step(struct session *s, const struct mrule *mr)
{
	const struct phase	*p = &s->phases[s->phase];

	return strcmp(p->id, mr->phase) == 0 || strcmp(p->top, mr->phase) == 0;
}

/* The first block of this effect in force for side: its words into what
 * (with its section), 1; or 0. */
static int
blocked(struct session *s, const char *side, const char *effect,
    char *what, size_t len)
{
	sqlite3_stmt	*st;
	double		 v;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT test, what, section FROM "
	    "message_block WHERE game = ?1 AND side = ?2 AND effect = ?3 "
	    "ORDER BY test", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, side, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, effect, -1, SQLITE_STATIC);
	while (!found && sqlite3_step(st) == SQLITE_ROW)
		if (session_track_expr(s, (const char *)sqlite3_column_text(st,
		    0), &v) == 0 && v != 0) {
			snprintf(what, len, "%s (%s %s)", (const char *)
			    sqlite3_column_text(st, 1), s->tag, (const char *)
			    sqlite3_column_text(st, 2));
			found = 1;
		}
	sqlite3_finalize(st);
	return found;
}

/* The rule-timed messages of the journal, as sent: what a count of the
 * step's, or the Spy's reading of the prior turn, needs (delivered ones
 * are out of the fold). */
struct sent_walk {
	int		 turn;		/* sent on this turn */
	const char	*from;		/* by this role, or NULL */
	const char	*to;		/* to this role, or NULL */
	const char	*side;		/* or by any role of this side */
	int		 count;
	json_t		*list;		/* when not NULL: each, not destroyed */
};

static int
sent_one(const struct event *e, void *arg)
{
	struct sent_walk	*w = arg;
	json_t			*d;
	const char		*from;

	if (strcmp(e->kind, "message") != 0 || (d = json_loads(e->data, 0,
	    NULL)) == NULL)
		return 0;
	from = json_string_value(json_object_get(d, "from"));
	if (json_is_true(json_object_get(d, "rule")) && from != NULL &&
	    json_integer_value(json_object_get(d, "sent")) == w->turn &&
	    (w->from == NULL || strcmp(from, w->from) == 0) &&
	    (w->to == NULL || strcmp(json_text(d, "to"), w->to) == 0) &&
	    (w->side == NULL || strcmp(role_side(from), w->side) == 0)) {
		w->count++;
		if (w->list != NULL && !json_is_true(json_object_get(d,
		    "destroyed")))
			json_array_append(w->list, d);
	}
	json_decref(d);
	return 0;
}

static int
sent_walk(struct session *s, struct sent_walk *w)
{
	return journal_each_kept(s->j, INT64_MAX, sent_one, w);
}

/* Who may write to whom: two commanders of one side, one of them its
 * overall commander.  0, or -1 with r failed. */
static int
may_write(struct session *s, const char *from, const char *to,
    struct reply *r)
{
	const char	*overall;

	if (messages_at_table(s) || (!role_commander(s, from) &&
	    s->actor[0] == '\0'))
		return reply_fail(r, "a written order goes from one commander to "
		    "another, each at his own terminal of a shared campaign "
		    "(`role list` names them): not at a table's screen");
	if (!role_commander(s, from))
		return reply_fail(r, "a written order goes from one commander to "
		    "another (`role list` names them): %s is no commander",
		    messages_is_umpire(s) ? "the umpire" : role_name(s, from));
	if (!role_commander(s, to) || strcmp(role_side(to), role_side(from)) !=
	    0)
		return reply_fail(r, "a written order goes to a commander of "
		    "your own side: expected one of those `role list` names "
		    "under the %s", session_side_name(s, role_side(from)));
	if (!role_is_overall(s, from) && !role_is_overall(s, to)) {
		overall = role_overall(s, role_side(from));
		return reply_fail(r, "a subordinate writes to his overall "
		    "commander only: expected %s", overall != NULL ?
		    role_name(s, overall) : "the overall commander");
	}
	return 0;
}

/* A whole number typed as key=N, in [lo, hi]: 0, or -1 with r failed. */
static int
typed_int(const char *key, const char *v, long long lo, long long hi,
    const char *what, int *out, struct reply *r)
{
	long long	 n;

	if (v == NULL || num_parse(v, lo, hi, &n) != 0)
		return reply_fail(r, "%s=%s: expected %s, a whole number from "
		    "%lld to %lld", key, v != NULL ? v : "", what, lo, hi);
	*out = (int)n;
	return 0;
}

/* What result res means: 1 with the delay (-1 destroyed), 0 unknown. */
static int
result_delay(struct session *s, const char *res, int *delay)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT delay FROM message_result "
	    "WHERE game = ?1 AND result = ?2", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, res, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		*delay = sqlite3_column_type(st, 0) == SQLITE_NULL ? -1 :
		    sqlite3_column_int(st, 0);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

int
message_written(struct session *s, const char *to_typed, const char *text,
    const char *distance, const char *rail, const char *roll,
    struct reply *r)
{
	struct mrule		 mr;
	struct sent_walk	 w;
	struct lookup_result	 res;
	struct reply		 sub;
	struct buf		 q;
	char			 to[32], from[32], what[256], words[3][48];
	char			 line[1200], when[160], t[64], *argv[3];
	const char		*step;
	json_t			*d;
	int			 dist = 0, hexes = 0, delay = 0, n, due = 0;
	int			 argc = 0;

	if (!load_rule(s, &mr))
		return reply_fail(r, "%s has no written orders timed by a roll: "
		    "`message SIDE TEXT [arrives=+N|TURN]`", s->game_title);
	if (!rule_in_force(s, &mr))
		return reply_fail(r, "written orders timed by a roll (%s %s) come "
		    "with the %s option: `new %s SCENARIO +%s`", s->tag,
		    mr.section, mr.option, s->game, mr.option);
	snprintf(from, sizeof from, "%s", messages_who(s));
	if (messages_resolve(s, to_typed, to, sizeof to) != 0)
		return reply_fail(r, "\"%s\" is no commander of %s: expected "
		    "one `role list` names", to_typed, s->game_title);
	if (may_write(s, from, to, r) != 0)
		return -1;
	if (!at_rule_step(s, &mr)) {
		step = rules_text(s->rules, "SELECT name FROM phase WHERE game = "
		    "?1 AND id = ?2", s->game, mr.phase);
		reply_fail(r, "written orders are sent in the %s (%s %s); now: "
		    "%s", step != NULL ? step : mr.phase, s->tag, mr.section,
		    s->phases[s->phase].name);
		free((char *)step);
		return -1;
	}
	if (blocked(s, role_side(from), "silent", what, sizeof what))
		return reply_fail(r, "%s: no written order now", what);
	if (distance == NULL)
		return reply_fail(r, "expected distance=N, the hexes between you "
		    "and %s (%s %s)", role_name(s, to), s->tag, mr.section);
	if (typed_int("distance", distance, 0, 999, "the hexes between the "
	    "commanders", &dist, r) != 0 || (rail != NULL && typed_int("rail",
	    rail, 0, dist, "the hexes of the path along a railroad or road "
	    "not counted, at most the distance", &hexes, r) != 0))
		return -1;
	if (*text == '\0')
		return reply_fail(r, "usage: message COMMANDER TEXT distance=N "
		    "[rail=N] [roll=N]");
	if (strlen(text) >= sizeof MS(s)->msgs[0].text)
		return reply_fail(r, "a message is at most %zu bytes (this one is "
		    "%zu): send it in parts", sizeof MS(s)->msgs[0].text - 1,
		    strlen(text));
	memset(&w, 0, sizeof w);
	w.turn = s->turn;
	w.from = from;
	w.to = to;
	if (sent_walk(s, &w) < 0)
		return reply_fail(r, "cannot read the journal: %s",
		    journal_error(s->j));
	if (w.count >= mr.per_phase)
		return reply_fail(r, "you have sent %s %d written order%s this "
		    "phase, all the rules allow (%s %s)", role_name(s, to),
		    w.count, w.count == 1 ? "" : "s", s->tag, mr.section);

	/* The roll, as a look-up makes it (roll= typed, else the dice). */
	snprintf(words[0], sizeof words[0], "distance=%d", dist);
	argv[argc++] = words[0];
	snprintf(words[1], sizeof words[1], "rail=%d", hexes);
	argv[argc++] = words[1];
	if (roll != NULL) {
		snprintf(words[2], sizeof words[2], "roll=%s", roll);
		argv[argc++] = words[2];
	}
	reply_init(&sub);
	if (session_roll_table(s, mr.tbl, argc, argv, 0, &sub, &res) != 0) {
		reply_fail(r, "%s", buf_str(&sub.err));
		r->cancelled = sub.cancelled;
		reply_free(&sub);
		return -1;
	}
	if (!res.has_outcome || !res.rolled || !result_delay(s, res.outcome,
	    &delay)) {
		reply_fail(r, "%s gave no delivery result (%s): expected one "
		    "message_result names", mr.tbl, res.has_outcome ?
		    res.outcome : "none");
		lookup_result_free(&res);
		reply_free(&sub);
		return -1;
	}
	n = MS(s)->msg_last + 1;
	if (delay < 0)
		snprintf(when, sizeof when, "destroyed: %s will never read it",
		    role_name(s, to));
	else if (delay == 0)
		snprintf(when, sizeof when, "read as this phase ends");
	else {
		due = s->turn + delay;
		if (due > s->last_turn)
			snprintf(when, sizeof when, "due after the scenario's last "
			    "turn: it will not arrive");
		else
			snprintf(when, sizeof when, "read at this phase of %s",
			    message_turn_name(s, due, t, sizeof t));
	}
	if (delay == 0)
		due = s->turn;
	buf_init(&q);
	snprintf(line, sizeof line, "Message #%d to %s, written (%s %s; "
	    "%d hexes%s%s, die %d%s): %s, %s: %s", n, role_name(s, to), s->tag,
	    mr.section, dist - hexes, hexes > 0 ? " counted of " : "",
	    hexes > 0 ? distance : "", res.roll.total, roll != NULL ?
	    " as typed" : "", res.outcome, when, text_quote(&q, text));
	buf_free(&q);
	d = xjson_pack("{s:i, s:s, s:s, s:i, s:s, s:b, s:i, s:i, s:s, s:i, "
	    "s:i}", "n", n, "from", from, "to", to, "due", due, "message", text,
	    "rule", 1, "sent", s->turn, "roll", res.roll.total, "result",
	    res.outcome, "distance", dist, "rail", hexes);
	if (delay < 0)
		json_object_set_new(d, "destroyed", json_true());
	/* A die the sender typed (his own, rolled at the table) is said so
	 * to the umpire, who reads this event: the server's are in its
	 * draws, which `log verify` recomputes. */
	if (roll != NULL)
		json_object_set_new(d, "typed", json_true());
	lookup_result_free(&res);
	/* In transit, roll and all: its sender and the umpire only. */
	if (session_record_vis(s, "message", line, d, vis_alone(from)) != 0) {
		reply_free(&sub);
		return reply_fail(r, "cannot record the message");
	}
	buf_add(&r->text, buf_str(&sub.text));
	reply_free(&sub);
	reply_line(r, "%s.", line);
	json_object_set_new(r->json, "message", json_integer(n));
	if (delay < 0)
		json_object_set_new(r->json, "destroyed", json_true());
	else
		json_object_set_new(r->json, "due_turn", json_integer(TURN_NO(s,
		    due)));
	return 0;
}

/* A rule-timed message leaves the fold: destroyed (its sender told so
 * again as the step ends), or held a turn. */
static int
gone(struct session *s, const struct message *m, struct reply *r)
{
	char	 text[400];

	snprintf(text, sizeof text, "Message #%d from %s to %s was destroyed "
	    "on the way", m->n, messages_name_of(s, m->from),
	    messages_name_of(s, m->to));
	if (session_record_vis(s, "delivery", text, xjson_pack("{s:i, s:s, "
	    "s:s, s:s}", "n", m->n, "how", "destroyed", "from", m->from, "to",
	    m->to), vis_alone(m->from)) != 0)
		return reply_fail(r, "cannot record it");
	if (session_may_see(s, vis_alone(m->from)))
		reply_sentence(r, text);
	return 0;
}

static int
held(struct session *s, const struct message *m, const char *why,
    struct reply *r)
{
	char	 text[600], t[64];

	/* To the next turn's step (one due on a turn whose step the walk
	 * passed is due now). */
	snprintf(text, sizeof text, "Message #%d from %s to %s waits a turn, "
	    "to %s: %s", m->n, messages_name_of(s, m->from),
	    messages_name_of(s, m->to), message_turn_name(s, s->turn + 1, t,
	    sizeof t), why);
	if (session_record_vis(s, "dispatch", text, xjson_pack("{s:i, s:i}",
	    "n", m->n, "due", s->turn + 1), vis_alone(m->from)) != 0)
		return reply_fail(r, "cannot record it");
	if (session_may_see(s, vis_alone(m->from)))
		reply_sentence(r, text);
	return 0;
}

int
message_rule_end(struct session *s, struct reply *r)
{
	struct mrule	 mr;
	struct message	 m;
	char		 why[256];
	int		 i;

	if (!load_rule(s, &mr) || !rule_in_force(s, &mr) || !at_rule_step(s,
	    &mr))
		return 0;
	for (i = 0; i < MS(s)->nmsgs; ) {
		m = MS(s)->msgs[i];	/* the fold may take it out */
		if (!m.rule || m.waiting || (!m.destroyed && m.due > s->turn)) {
			i++;
			continue;
		}
		if (m.destroyed) {
			if (gone(s, &m, r) != 0)
				return -1;
		} else if (m.sent < s->turn && blocked(s, role_side(m.from),
		    "hold", why, sizeof why)) {
			if (held(s, &m, why, r) != 0)
				return -1;
			i++;
		} else if (messages_deliver(s, &m, 0, r) != 0)
			return -1;
	}
	return 0;
}

/* The Spy: a side whose messages are intercepted this turn has them read
 * by the enemy's overall commander, those due not delivered. */
static int
intercept(struct session *s, const char *side, const char *why,
    struct reply *r)
{
	struct sent_walk	 w;
	struct buf		 b, q;
	const char		*reader, *enemy = session_enemy(s, side);
	json_t			*all, *withheld, *o;
	size_t			 k;
	int			 i, dup, rc;

	if (enemy == NULL)
		return 0;
	reader = role_overall(s, enemy);
	if (reader == NULL)
		reader = enemy;
	memset(&w, 0, sizeof w);
	w.turn = s->turn - 1;
	w.side = side;
	w.list = all = json_array();
	if (s->turn > s->first_turn && sent_walk(s, &w) < 0) {
		json_decref(all);
		return reply_fail(r, "cannot read the journal: %s",
		    journal_error(s->j));
	}
	withheld = json_array();
	for (i = 0; i < MS(s)->nmsgs; i++) {
		struct message *m = &MS(s)->msgs[i];

		if (!m->rule || m->destroyed || m->waiting || m->due >
		    s->turn || strcmp(role_side(m->from), side) != 0)
			continue;
		json_array_append_new(withheld, json_integer(m->n));
		dup = 0;
		json_array_foreach(all, k, o)
			dup |= json_integer_value(json_object_get(o, "n")) == m->n;
		if (!dup)
			json_array_append_new(all, xjson_pack("{s:i, s:s, s:s, "
			    "s:s}", "n", m->n, "from", m->from, "to", m->to,
			    "message", m->text));
	}
	if (json_array_size(all) == 0) {
		json_decref(all);
		json_decref(withheld);
		return 0;
	}
	buf_init(&b);
	buf_init(&q);
	buf_printf(&b, "%s: for %s to read", why, role_name(s, reader));
	json_array_foreach(all, k, o) {
		buf_reset(&q);
		buf_printf(&b, "; #%d %s to %s: %s", (int)json_integer_value(
		    json_object_get(o, "n")), role_name(s, json_text(o, "from")),
		    role_name(s, json_text(o, "to")), text_quote(&q,
		    json_text(o, "message")));
	}
	buf_free(&q);
	/* Their words, not their rolls: those stay the sender's. */
	for (k = 0; k < json_array_size(all); k++) {
		o = json_array_get(all, k);
		json_array_set_new(all, k, xjson_pack("{s:I, s:s, s:s, s:s}",
		    "n", json_integer_value(json_object_get(o, "n")), "from",
		    json_text(o, "from"), "to", json_text(o, "to"), "message",
		    json_text(o, "message")));
	}
	rc = session_record_vis(s, "intercept", buf_str(&b), xjson_pack("{s:s, "
	    "s:s, s:o, s:o}", "side", side, "reader", reader, "messages", all,
	    "withheld", withheld), reader);
	if (rc == 0 && session_may_see(s, reader))
		reply_sentence(r, buf_str(&b));
	buf_free(&b);
	return rc != 0 ? reply_fail(r, "cannot record it") : 0;
}

int
message_rule_arrive(struct session *s, struct reply *r)
{
	struct mrule	 mr;
	sqlite3_stmt	*st;
	char		 why[256], sides[8][32];
	int		 n = 0, i;

	if (!load_rule(s, &mr) || !rule_in_force(s, &mr) || !at_rule_step(s,
	    &mr))
		return 0;
	if (sql_prepare(s->rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (n < 8 && sqlite3_step(st) == SQLITE_ROW)
		snprintf(sides[n++], 32, "%s", (const char *)
		    sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	for (i = 0; i < n; i++)
		if (blocked(s, sides[i], "intercept", why, sizeof why) &&
		    intercept(s, sides[i], why, r) != 0)
			return -1;
	return 0;
}

int
message_rule_overrule(struct session *s, struct message *m, const char *how,
    const char *arrives, const char *reason, struct reply *r)
{
	struct message	 c = *m;
	struct buf	 q;
	char		 text[800], what[96], t[64];
	int		 due = 0;

	if (!messages_is_umpire(s) || messages_at_table(s))
		return reply_fail(r, "only the umpire overrules a written order's "
		    "delivery%s", messages_at_table(s) ? " (at the table's "
		    "screen, where every side types: `view umpire` first)" : "");
	if (reason == NULL || reason[strspn(reason, " \t")] == '\0')
		return reply_fail(r, "message #%d was timed by its roll: overruling "
		    "it takes a reason, `message %d deliver|lost|arrives=TURN "
		    "reason=TEXT`", m->n, m->n);
	if (how == NULL && (due = message_due_turn(s, arrives, r)) < 0)
		return -1;
	if (how == NULL)
		snprintf(what, sizeof what, "it arrives at %s", message_turn_name(s,
		    due, t, sizeof t));
	else
		snprintf(what, sizeof what, "%s", strcasecmp(how, "lost") == 0 ?
		    "it is lost" : "delivered now");
	buf_init(&q);
	snprintf(text, sizeof text, "The umpire overrules the delivery of "
	    "message #%d from %s to %s: %s (reason: %s)", m->n,
	    messages_name_of(s, m->from), messages_name_of(s, m->to), what,
	    text_quote(&q, reason));
	buf_free(&q);
	/* The umpire's and the sender's: the recipient learns only what
	 * reaches him. */
	if (session_record_vis(s, "overrule", text, xjson_pack("{s:i, s:s, "
	    "s:s}", "n", m->n, "reason", reason, "how", how != NULL ? how :
	    "arrives"), vis_alone(m->from)) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	json_object_set_new(r->json, "message", json_integer(m->n));
	if (how != NULL)
		return messages_deliver(s, &c, strcasecmp(how, "lost") == 0, r);
	snprintf(text, sizeof text, "Message #%d from %s to %s will arrive "
	    "%s, as the umpire ruled", c.n, messages_name_of(s, c.from),
	    messages_name_of(s, c.to), message_turn_name(s, due, t, sizeof t));
	if (session_record_vis(s, "dispatch", text, xjson_pack("{s:i, s:i}",
	    "n", c.n, "due", due), vis_alone(c.from)) != 0)
		return reply_fail(r, "cannot record it");
	json_object_set_new(r->json, "due_turn", json_integer(TURN_NO(s, due)));
	return 0;
}
