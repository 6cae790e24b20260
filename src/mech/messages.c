/* What an umpire keeps from the sides until its time: messages in transit
 * and sealed declarations.
 *
 * A message goes between roles: from a side or the umpire to a side, or
 * from a side to the umpire.  It arrives at a turn: until then only its
 * sender and the umpire read it (its recipient knows only that one is on
 * its way); on arrival the recipient does; one the umpire rules lost is
 * never read by the recipient at all.  A message to the umpire arrives at
 * once: the umpire is not on the map.  Who decides when a message
 * arrives is message_timing's question.  A declaration is sealed by its
 * side (the others see only that it was made) and revealed for all sides
 * at once, when every side has sealed one (or when the umpire says).  No
 * game's rules are assumed here: the delays and what is declared are the
 * players' and the umpire's.  A game whose data times its written orders
 * by a roll (message_rule) has them sent and read by messages_rule.c;
 * the helpers both use are messages_common.c's. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech/messages.h"
#include "messages_int.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/session.h"
#include "adj/settings.h"
#include "adj/text.h"
#include "adj/prepare.h"


/* Does the acting role read message m's words in transit?  Its sender
 * and the umpire only, whatever the roles: a commander does not read his
 * side's messages, nor his side his (as the "message" event's
 * visibility, vis_alone, keeps them from their views). */
static int
reads(struct session *s, const struct message *m)
{
	/* The table's screen acts as the umpire, but every player reads
	 * it: a side's words stay its own there, the umpire's (typed at
	 * that screen) are read. */
	if (messages_at_table(s))
		return strcmp(m->from, "umpire") == 0;
	return messages_is_umpire(s) || strcmp(messages_who(s), m->from) == 0;
}

/* Is m on its way to the acting role (its words read on arrival): to
 * it, or to the side a commander serves, as its delivery is seen. */
static int
awaits(struct session *s, const struct message *m)
{
	/* One timed by the rules: its recipient has no way to know. */
	if (m->rule)
		return 0;
	return view_may_see(messages_who(s), m->to);
}

/* Message n is out of transit. */
static void
drop(struct session *s, int n)
{
	int	 i;

	for (i = 0; i < MS(s)->nmsgs; i++)
		if (MS(s)->msgs[i].n == n) {
			memmove(&MS(s)->msgs[i], &MS(s)->msgs[i + 1], (size_t)
			    (MS(s)->nmsgs - i - 1) * sizeof *MS(s)->msgs);
			MS(s)->nmsgs--;
			return;
		}
}

static void
messages_fold(struct session *s, const char *kind, json_t *d)
{
	const char	*side = json_string_value(json_object_get(d, "side"));
	int		 i, n = (int)json_integer_value(json_object_get(d, "n"));

	if (strcmp(kind, "message") == 0) {
		struct message *m;

		MS(s)->msgs = realloc(MS(s)->msgs, (size_t)(MS(s)->nmsgs + 1) *
		    sizeof *MS(s)->msgs);
		if (MS(s)->msgs == NULL)
			abort();
		m = &MS(s)->msgs[MS(s)->nmsgs++];
		m->n = n;
		snprintf(m->from, sizeof m->from, "%s", json_string_value(
		    json_object_get(d, "from")) ?: "");
		snprintf(m->to, sizeof m->to, "%s", json_string_value(
		    json_object_get(d, "to")) ?: "");
		m->due = (int)json_integer_value(json_object_get(d, "due"));
		m->waiting = json_is_true(json_object_get(d, "waiting"));
		m->asked = (int)json_integer_value(json_object_get(d, "asked"));
		m->rule = json_is_true(json_object_get(d, "rule"));
		m->sent = (int)json_integer_value(json_object_get(d, "sent"));
		m->destroyed = json_is_true(json_object_get(d, "destroyed"));
		snprintf(m->text, sizeof m->text, "%s", json_string_value(
		    json_object_get(d, "message")) ?: "");
		if (n > MS(s)->msg_last)
			MS(s)->msg_last = n;
	} else if (strcmp(kind, "dispatch") == 0) {
		for (i = 0; i < MS(s)->nmsgs; i++)
			if (MS(s)->msgs[i].n == n) {
				MS(s)->msgs[i].due = (int)json_integer_value(
				    json_object_get(d, "due"));
				MS(s)->msgs[i].waiting = 0;
				MS(s)->msgs[i].destroyed = 0;
			}
	} else if (strcmp(kind, "intercept") == 0) {
		json_t	*w = json_object_get(d, "withheld"), *o;
		size_t	 k;

		/* Read by the enemy, not delivered. */
		json_array_foreach(w, k, o)
			drop(s, (int)json_integer_value(o));
	} else if (strcmp(kind, "delivery") == 0)
		drop(s, n);
	else if (strcmp(kind, "sealed") == 0 || strcmp(kind, "declare") ==
	    0) {
		for (i = 0; i < MS(s)->ndecl; i++)
			if (strcmp(MS(s)->decl[i].side, side ?: "") == 0)
				break;
		if (i == MS(s)->ndecl) {
			if (MS(s)->ndecl == DECL_MAX)
				return;
			MS(s)->ndecl++;
			memset(&MS(s)->decl[i], 0, sizeof MS(s)->decl[i]);
			snprintf(MS(s)->decl[i].side, sizeof MS(s)->decl[i].side, "%s",
			    side ?: "");
		}
		if (strcmp(kind, "declare") == 0)
			snprintf(MS(s)->decl[i].text, sizeof MS(s)->decl[i].text, "%s",
			    json_string_value(json_object_get(d, "declared")) ?:
			    "");
	} else if (strcmp(kind, "reveal") == 0)
		MS(s)->ndecl = 0;
}

/* Does the umpire time the sides' messages?  In a shared campaign (the
 * server names the role that sent each command, s->actor) the umpire
 * runs the game, so yes, unless its settings hand the game to the sides
 * (advance=sides): then the sender's arrives= stands as at a table. */
static int
umpire_times(struct session *s)
{
	const char	*advance = settings_get(&s->settings, "advance");

	/* A campaign the sides run themselves (advance=sides) has no umpire
	 * at the table to time messages: the sender's arrives= stands. */
	return s->actor[0] != '\0' && (advance == NULL || strcmp(advance,
	    "sides") != 0);
}

/* The turn a side's message asks when its sender asks none: the
 * campaign's message-delay ("+1"), or NULL when it has none (the umpire
 * sets the turn; at a table, or advance=sides, the next turn).  This is
 * where a game's own rule would come first, a game whose rules work the
 * delay out (a courier's time over the map); no shipped game's data has
 * one (the multi-player message rules are The Long Roads to Gettysburg's
 * 21.2), so the setting decides.  Near the scenario's end the delay
 * asks its last turn: nobody typed it, so nothing is refused for it. */
static const char *
default_delay(struct session *s)
{
	static _Thread_local char	 last[16];
	const char			*d = settings_get(&s->settings,
					    "message-delay");
	long long			 n;

	if (d == NULL || strcmp(d, "none") == 0 || num_parse(d, 0, 9, &n) != 0)
		return NULL;
	if (s->turn + n <= s->last_turn)
		return d;
	snprintf(last, sizeof last, "+%d", s->last_turn - s->turn);
	return last;
}

/* When message m arrives (m->due), or that it waits for the umpire to
 * say (m->waiting, with what its sender asked in m->asked).
 *
 * A side's message in a campaign the umpire runs waits for the umpire
 * (`message N approve`): the sender's arrives=, even +0, is only asked,
 * so no side can deliver its own orders at once.  Otherwise (at a table,
 * or the umpire's own) the sender's arrives= is the arrival.  Without
 * one, the umpire's own in a campaign arrives now (a reply to a question
 * is not held a turn: until issue 24 it came next turn unless +0 was
 * typed, as due_turn still gives at a table), anything else the next
 * turn.  0, or -1 with the reply failed. */
static int
message_timing(struct session *s, struct message *m, const char *arrives,
    struct reply *r)
{
	int	 t = 0;

	if (umpire_times(s) && strcmp(m->from, "umpire") != 0) {
		if (arrives != NULL && (t = message_due_turn(s, arrives, r)) < 0)
			return -1;
		m->waiting = 1;
		m->asked = arrives != NULL ? t : 0;
		return 0;
	}
	if (arrives == NULL && s->actor[0] != '\0' && strcmp(m->from,
	    "umpire") == 0)
		arrives = "+0";
	if ((m->due = message_due_turn(s, arrives, r)) < 0)
		return -1;
	return 0;
}

int
message_send(struct session *s, const char *to_typed, const char *text,
    const char *arrives, struct reply *r)
{
	struct message	 m;
	char		 to[32], line[1200], when[160], t[64];
	struct buf	 q;
	json_t		*d;
	int		 defaulted = 0;

	memset(&m, 0, sizeof m);
	if (messages_resolve(s, to_typed, to, sizeof to) != 0)
		return reply_fail(r, "\"%s\" is not a side of %s: a message goes "
		    "to a side, a commander or the umpire", to_typed,
		    s->game_title);
	if (strcmp(to, "umpire") == 0 && messages_is_umpire(s))
		return reply_fail(r, "the umpire writes to a side: `message SIDE "
		    "TEXT` (`note --umpire TEXT` keeps a line for yourself)");
	if (strcmp(to, messages_who(s)) == 0)
		return reply_fail(r, "a message to yourself: `note TEXT` keeps "
		    "a line");
	if (*text == '\0')
		return reply_fail(r, "usage: message SIDE|umpire TEXT "
		    "[arrives=+N|TURN]");
	/* Kept whole or refused: cut short, it would reach its reader
	 * changed, perhaps in the middle of a character. */
	if (strlen(text) >= sizeof m.text)
		return reply_fail(r, "a message is at most %zu bytes (this one is "
		    "%zu): send it in parts", sizeof m.text - 1, strlen(text));
	m.n = MS(s)->msg_last + 1;
	snprintf(m.from, sizeof m.from, "%s", messages_who(s));
	snprintf(m.to, sizeof m.to, "%s", to);
	snprintf(m.text, sizeof m.text, "%s", text);
	if (strcmp(to, "umpire") == 0) {
		if (arrives != NULL)
			return reply_fail(r, "a message to the umpire arrives at "
			    "once: leave out arrives=");
		m.due = s->turn;
		buf_init(&q);
		snprintf(line, sizeof line, "Message #%d to the umpire: %s", m.n,
		    text_quote(&q, text));
		buf_free(&q);
	} else {
		if (arrives == NULL && strcmp(m.from, "umpire") != 0 &&
		    (arrives = default_delay(s)) != NULL)
			defaulted = 1;
		if (message_timing(s, &m, arrives, r) != 0)
			return -1;
		if (!m.waiting)
			snprintf(when, sizeof when, "arriving %s%s",
			    message_turn_name(s, m.due, t, sizeof t),
			    defaulted ? " (the campaign's message-delay)" : "");
		else
			snprintf(when, sizeof when, "its arrival for the "
			    "umpire to set%s%s%s%s", m.asked ? " (asked: " : "",
			    m.asked ? message_turn_name(s, m.asked, t,
			    sizeof t) : "", defaulted ?
			    ", the campaign's message-delay" : "", m.asked ?
			    ")" : "");
		buf_init(&q);
		snprintf(line, sizeof line, "Message #%d to %s, %s: %s", m.n,
		    messages_name_of(s, to), when, text_quote(&q, text));
		buf_free(&q);
	}
	d = xjson_pack("{s:i, s:s, s:s, s:i, s:s}", "n", m.n, "from", m.from,
	    "to", m.to, "due", m.due, "message", text);
	if (m.waiting)
		json_object_set_new(d, "waiting", json_true());
	if (m.asked)
		json_object_set_new(d, "asked", json_integer(m.asked));
	/* What its sender asked, as typed (the inbox shows it so), or the
	 * campaign's delay it asked by default. */
	if (arrives != NULL && strcmp(to, "umpire") != 0)
		json_object_set_new(d, "arrives", json_string(arrives));
	if (defaulted)
		json_object_set_new(d, "default", json_true());
	/* In transit: its sender and the umpire only (not the commanders
	 * under a side that sends, nor a commander's side). */
	if (session_record_vis(s, "message", line, d, vis_alone(m.from)) != 0)
		return reply_fail(r, "cannot record the message");
	reply_line(r, "%s.", line);
	json_object_set_new(r->json, "message", json_integer(m.n));
	if (m.waiting)
		json_object_set_new(r->json, "waiting", json_true());
	else
		json_object_set_new(r->json, "due_turn", json_integer(m.due -
		    s->first_turn + 1));
	return !m.waiting && m.due <= s->turn ? messages_deliver(s, &m, 0, r) : 0;
}

/* At a new turn: what is due arrives. */
static int
messages_due(struct session *s, struct reply *r)
{
	struct message	 m;
	int		 i;

	for (i = 0; i < MS(s)->nmsgs; ) {
		/* Those the rules time are read at the rule's step. */
		if (MS(s)->msgs[i].waiting || MS(s)->msgs[i].rule ||
		    MS(s)->msgs[i].due > s->turn) {
			i++;
			continue;
		}
		m = MS(s)->msgs[i];		/* the fold removes it */
		if (messages_deliver(s, &m, 0, r) != 0)
			return -1;
	}
	return 0;
}

int
message_settle(struct session *s, int n, const char *how, struct reply *r)
{
	int	 i;

	if (!messages_is_umpire(s) || messages_at_table(s))
		return reply_fail(r, "only the umpire delivers a message early or "
		    "rules it lost%s", messages_at_table(s) ? " (at the table's screen, "
		    "where every side types: `view umpire` first)" : "");
	for (i = 0; i < MS(s)->nmsgs; i++)
		if (MS(s)->msgs[i].n == n) {
			struct message m = MS(s)->msgs[i];

			if (m.rule)	/* refused: it takes a reason */
				return message_rule_overrule(s, &m, how, NULL,
				    NULL, r);
			return messages_deliver(s, &m, strcasecmp(how, "lost") == 0, r);
		}
	return reply_fail(r, "no message #%d in transit (`message` lists them)",
	    n);
}

int
message_overrule(struct session *s, int n, const char *how,
    const char *arrives, const char *reason, struct reply *r)
{
	struct message	*m;

	if (!messages_is_umpire(s) || messages_at_table(s))
		return reply_fail(r, "only the umpire overrules a delivery%s",
		    messages_at_table(s) ? " (at the table's screen, where every "
		    "side types: `view umpire` first)" : "");
	if ((m = messages_find(s, n)) == NULL)
		return reply_fail(r, "no message #%d in transit (`message` lists "
		    "them)", n);
	if (!m->rule)
		return reply_fail(r, "message #%d is timed by the umpire, not by "
		    "a roll: `message %d approve [arrives=+N|TURN]` or `message "
		    "%d deliver|lost`, without reason=", n, n, n);
	return message_rule_overrule(s, m, how, arrives, reason, r);
}

int
message_approve(struct session *s, int n, const char *arrives,
    struct reply *r)
{
	struct message	 m;
	char		 line[400], t[64];
	int		 i;

	if (!messages_is_umpire(s) || messages_at_table(s))
		return reply_fail(r, "only the umpire sets when a message arrives%s",
		    messages_at_table(s) ? " (at the table's screen, where every side "
		    "types: `view umpire` first)" : "");
	for (i = 0; i < MS(s)->nmsgs && MS(s)->msgs[i].n != n; i++)
		;
	if (i == MS(s)->nmsgs)
		return reply_fail(r, "no message #%d in transit (`message` lists "
		    "them)", n);
	m = MS(s)->msgs[i];
	if (m.rule)		/* refused: it takes a reason */
		return message_rule_overrule(s, &m, NULL, arrives, NULL, r);
	if (arrives != NULL) {
		if ((m.due = message_due_turn(s, arrives, r)) < 0)
			return -1;
	} else if (!m.waiting)
		return reply_fail(r, "message #%d arrives %s already: `message %d "
		    "approve arrives=+N|TURN` sets another turn", n,
		    message_turn_name(s, m.due, t, sizeof t), n);
	else if (m.asked == 0)
		return reply_fail(r, "%s asked no turn for message #%d: "
		    "`message %d approve arrives=+N|TURN` sets it",
		    messages_name_of(s, m.from), n, n);
	else		/* asked for a turn gone by since: it arrives now */
		m.due = m.asked > s->turn ? m.asked : s->turn;
	m.waiting = 0;
	snprintf(line, sizeof line, "Message #%d from %s to %s will "
	    "arrive %s, as the umpire set", n, messages_name_of(s, m.from),
	    messages_name_of(s, m.to), message_turn_name(s, m.due, t, sizeof t));
	/* Its sender learns when it goes; the recipient, when it comes. */
	if (session_record_vis(s, "dispatch", line, xjson_pack("{s:i, s:i}", "n",
	    n, "due", m.due), vis_alone(m.from)) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s.", line);
	json_object_set_new(r->json, "message", json_integer(n));
	json_object_set_new(r->json, "due_turn", json_integer(m.due -
	    s->first_turn + 1));
	return m.due <= s->turn ? messages_deliver(s, &m, 0, r) : 0;
}

int
message_approve_all(struct session *s, struct reply *r)
{
	struct buf	 none;
	int		*ns, n = 0, i, rc = 0;

	if (!messages_is_umpire(s) || messages_at_table(s))
		return reply_fail(r, "only the umpire sets when a message arrives%s",
		    messages_at_table(s) ? " (at the table's screen, where every side "
		    "types: `view umpire` first)" : "");
	/* All as asked or none: one that asked no turn stops the whole. */
	buf_init(&none);
	for (i = 0; i < MS(s)->nmsgs; i++)
		if (MS(s)->msgs[i].waiting && MS(s)->msgs[i].asked == 0)
			buf_printf(&none, "%s#%d", none.len ? ", " : "",
			    MS(s)->msgs[i].n);
	if (none.len > 0) {
		reply_fail(r, "message %s asked no turn: `message N approve "
		    "arrives=+N|TURN` sets it first (nothing was approved)",
		    buf_str(&none));
		buf_free(&none);
		return -1;
	}
	buf_free(&none);
	/* Their numbers first: a delivery takes its message out of the
	 * list being walked. */
	ns = xcalloc((size_t)MS(s)->nmsgs + 1, sizeof *ns);
	for (i = 0; i < MS(s)->nmsgs; i++)
		if (MS(s)->msgs[i].waiting)
			ns[n++] = MS(s)->msgs[i].n;
	if (n == 0)
		reply_line(r, "No message waits for you to set its arrival.");
	for (i = 0; i < n && rc == 0; i++)
		rc = message_approve(s, ns[i], NULL, r);
	/* Which were approved, rather than the last one's number. */
	json_object_del(r->json, "message");
	json_object_del(r->json, "due_turn");
	json_object_set_new(r->json, "approved", json_array());
	for (i = 0; i < n && rc == 0; i++)
		json_array_append_new(json_object_get(r->json, "approved"),
		    json_integer(ns[i]));
	free(ns);
	return rc;
}

/* What is in transit to and from the viewer (the umpire: all of it).
 * The recipient knows one is on its way, not its words (one the rules
 * time, not even that).  Its lines too unless json_only (status). */
static int
transit(struct session *s, struct reply *r, int json_only)
{
	json_t		*a = json_array(), *o;
	char		 when[160], t[64], step[96];
	struct buf	 q;
	int		 i, mine, shown = 0;

	buf_init(&q);
	for (i = 0; i < MS(s)->nmsgs; i++) {
		struct message *m = &MS(s)->msgs[i];

		if (!(mine = reads(s, m)) && !awaits(s, m))
			continue;
		if (m->destroyed)
			snprintf(when, sizeof when, "destroyed on the way");
		else if (m->rule && m->due <= s->turn)
			snprintf(when, sizeof when, "read as this phase ends");
		else if (m->rule)
			snprintf(when, sizeof when, "read at the %s of %s",
			    message_rule_step(s, step, sizeof step),
			    message_turn_name(s, m->due, t, sizeof t));
		else if (!m->waiting)
			snprintf(when, sizeof when, "arriving %s",
			    message_turn_name(s, m->due, t, sizeof t));
		else
			snprintf(when, sizeof when, "waiting for the umpire to "
			    "set its arrival%s%s%s", m->asked ? " (asked: " : "",
			    m->asked ? message_turn_name(s, m->asked, t,
			    sizeof t) : "",
			    m->asked ? ")" : "");
		buf_reset(&q);
		if (!json_only)
			reply_line(r, "  #%-3d %s -> %s, %s%s%s", m->n,
			    strcmp(m->from, "umpire") == 0 ? "umpire" :
			    role_name(s, m->from), strcmp(m->to, "umpire") == 0 ?
			    "umpire" : role_name(s, m->to), when, mine ? ": " :
			    " (read on arrival)", mine ? text_quote(&q, m->text) :
			    "");
		o = xjson_pack("{s:i, s:s, s:s, s:b}", "n", m->n, "from", m->from,
		    "to", m->to, "waiting", m->waiting);
		if (m->destroyed)
			json_object_set_new(o, "destroyed", json_true());
		else if (!m->waiting)
			json_object_set_new(o, "due_turn", json_integer(m->due -
			    s->first_turn + 1));
		if (m->rule)
			json_object_set_new(o, "written", json_true());
		if (m->asked)
			json_object_set_new(o, "asked_turn", json_integer(m->asked -
			    s->first_turn + 1));
		if (mine) {
			json_object_set_new(o, "text", json_string(m->text));
			/* As every line shows it (the web page's too). */
			buf_reset(&q);
			json_object_set_new(o, "said", json_string(text_quote(&q,
			    m->text)));
		}
		json_array_append_new(a, o);
		shown++;
	}
	if (shown == 0 && !json_only)
		reply_line(r, messages_is_umpire(s) ? "No message in transit." : "No "
		    "message in transit to or from you.");
	buf_free(&q);
	json_object_set_new(r->json, "in_transit", a);
	return 0;
}

int
message_list(struct session *s, struct reply *r)
{
	return transit(s, r, 0);
}

int
declare(struct session *s, const char *side, const char *text,
    struct reply *r)
{
	char		 line[600], made[96];
	struct buf	 q;
	int		 i, again = 0;

	if (session_may_act(s, side, r) != 0)
		return -1;
	if (text[strspn(text, " \t")] == '\0')
		return reply_fail(r, "nothing to declare: expected the words to "
		    "seal");
	if (strlen(text) >= sizeof MS(s)->decl[0].text)
		return reply_fail(r, "a declaration is at most %zu bytes (this one "
		    "is %zu)", sizeof MS(s)->decl[0].text - 1, strlen(text));
	for (i = 0; i < MS(s)->ndecl; i++)
		again |= strcmp(MS(s)->decl[i].side, side) == 0;
	/* The secret first: a command's line (`declare operational`) is
	 * kept with its first event, which must not be the public one. */
	buf_init(&q);
	snprintf(line, sizeof line, "%s declaration (sealed%s): %s",
	    session_side_name(s, side), again ? ", replacing the last" : "",
	    text_quote(&q, text));
	buf_free(&q);
	if (session_record_vis(s, "declare", line, xjson_pack("{s:s, s:s}",
	    "side", side, "declared", text), side) != 0)
		return reply_fail(r, "cannot record it");
	/* That it was made is public (a chit face down on the table). */
	snprintf(made, sizeof made, "The %s has sealed a declaration",
	    session_side_name(s, side));
	if (!again && session_record(s, "sealed", made, xjson_pack("{s:s}",
	    "side", side)) != 0)
		return reply_fail(r, "cannot record it");
	/* Its words only to a view that may read them: the table's screen
	 * is every side's. */
	reply_line(r, "%s. `reveal` shows every side's at once.",
	    session_may_see(s, side) ? line : made);
	return 0;
}

int
reveal(struct session *s, struct reply *r)
{
	char		 sides[8][32], *id;
	struct buf	 b;
	json_t		*d = json_object();
	int		 n = 0, i, k;
	sqlite3_stmt	*st;

	if (MS(s)->ndecl == 0) {
		json_decref(d);
		return reply_fail(r, "no sealed declaration to reveal (`declare "
		    "TEXT`)");
	}
	if (sql_prepare(s->rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		while (n < 8 && sqlite3_step(st) == SQLITE_ROW)
			snprintf(sides[n++], 32, "%s", (const char *)
			    sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
	}
	/* A side may not open the others' before sealing its own; nor may
	 * a player at the table's screen, where the umpire is nobody. */
	for (k = 0; k < n && (!messages_is_umpire(s) || messages_at_table(s)); k++) {
		for (i = 0; i < MS(s)->ndecl; i++)
			if (strcmp(MS(s)->decl[i].side, sides[k]) == 0)
				break;
		if (i == MS(s)->ndecl) {
			json_decref(d);
			return reply_fail(r, "the %s has not sealed a declaration "
			    "yet: all are revealed together (the umpire may "
			    "reveal at any time)", session_side_name(s, sides[k]));
		}
	}
	buf_init(&b);
	buf_add(&b, "Declarations revealed: ");
	for (i = 0; i < MS(s)->ndecl; i++) {
		id = MS(s)->decl[i].side;
		buf_printf(&b, "%s%s: ", i ? "; " : "", session_side_name(s, id));
		text_quote(&b, MS(s)->decl[i].text);
		json_object_set_new(d, id, json_string(MS(s)->decl[i].text));
	}
	reply_line(r, "%s.", buf_str(&b));
	json_object_set(r->json, "declarations", d);
	i = session_record(s, "reveal", buf_str(&b), xjson_pack("{s:o}",
	    "declarations", d));
	buf_free(&b);
	return i != 0 ? reply_fail(r, "cannot record it") : 0;
}

static void
messages_status(struct session *s, struct reply *r)
{
	json_t		*d, *w;
	struct buf	 b;
	int		 i, mine = 0;

	for (i = 0; i < MS(s)->nmsgs; i++)
		mine += reads(s, &MS(s)->msgs[i]) || awaits(s, &MS(s)->msgs[i]);
	if (mine > 0) {
		reply_line(r, "Messages in transit: %d%s (`message` lists them)",
		    mine, messages_is_umpire(s) ? "" : " to or from you");
		json_object_set_new(r->json, "messages_in_transit",
		    json_integer(mine));
		/* Each as `message` lists it: due_turn, or destroyed. */
		transit(s, r, 1);
	}
	/* What waits on the umpire, said to the umpire. */
	w = json_array();
	buf_init(&b);
	for (i = 0; i < MS(s)->nmsgs && messages_is_umpire(s); i++)
		if (MS(s)->msgs[i].waiting) {
			buf_printf(&b, "%s#%d", b.len ? ", " : "",
			    MS(s)->msgs[i].n);
			json_array_append_new(w, json_integer(MS(s)->msgs[i].n));
		}
	if (b.len > 0) {
		reply_line(r, "Messages waiting for you to set their arrival: %s "
		    "(`inbox` lists them; `message N approve [arrives=+N|TURN]`, "
		    "`message all approve`)", buf_str(&b));
		json_object_set_new(r->json, "messages_waiting", w);
	} else
		json_decref(w);
	if (MS(s)->ndecl == 0) {
		buf_free(&b);
		return;
	}
	d = json_object();
	reply_line(r, "Sealed declarations (`reveal` when all are in):");
	for (i = 0; i < MS(s)->ndecl; i++) {
		int known = session_may_see(s, MS(s)->decl[i].side) &&
		    MS(s)->decl[i].text[0] != '\0';

		buf_reset(&b);
		reply_line(r, "  %s%s%s", session_side_name(s, MS(s)->decl[i].side),
		    known ? ": " : "", known ? text_quote(&b, MS(s)->decl[i].text) :
		    "");
		json_object_set_new(d, MS(s)->decl[i].side, json_true());
	}
	buf_free(&b);
	json_object_set_new(r->json, "sealed", d);
}

int
message_waiting(struct session *s, int n)
{
	int	 i;

	for (i = 0; i < MS(s)->nmsgs; i++)
		if (MS(s)->msgs[i].n == n)
			return MS(s)->msgs[i].waiting;
	return 0;
}

/* A side's message waiting for its arrival is the umpire's to settle
 * before the turn ends (a `next` into the next turn waits for it), said
 * to those who read it: the umpire and its sender. */
static void
messages_owed(struct session *s, const char *action, struct owes *b)
{
	char	 what[96], answer[48];
	int	 i;

	if (strcmp(action, OWED_STANDING) != 0)
		return;
	for (i = 0; i < MS(s)->nmsgs; i++) {
		if (!MS(s)->msgs[i].waiting || !reads(s, &MS(s)->msgs[i]))
			continue;
		snprintf(answer, sizeof answer, "message %d approve",
		    MS(s)->msgs[i].n);
		snprintf(what, sizeof what, "approval of message #%d",
		    MS(s)->msgs[i].n);
		{
			/* The umpire's own: no deadline forces it. */
			struct owe	 w = { "umpire", what, answer, NULL,
					    NULL, "", NULL };

			owes_put(b, s, &w);
		}
		/* The line (status, a refused `next`) names the command: it
		 * is no side's choice that `force` makes. */
		buf_printf(&b->text, " (`%s`)", answer);
	}
}

static void
messages_clear(struct session *s)
{
	free(MS(s)->msgs);
}

/* Declarations opened, or a message read: what a side has learned. */
static const char *
messages_undo_bar(struct session *s, int64_t seq, const char *kind,
    const char *vis, json_t *d)
{
	(void)s;
	(void)seq;
	(void)vis;
	(void)d;
	if (strcmp(kind, "reveal") == 0)
		return "revealed the sealed declarations";
	if (strcmp(kind, "delivery") == 0)
		return "delivered a message";
	if (strcmp(kind, "intercept") == 0)
		return "showed intercepted messages";
	return NULL;
}

/* At the step written orders are sent in (message_rule): the Spy reads
 * what it intercepts as the step begins; what is due is read as it
 * ends. */
static int
messages_arrive(struct session *s, struct reply *r)
{
	return message_rule_arrive(s, r);
}

static int
messages_next(struct session *s, const char *target, int pass,
    struct reply *r)
{
	(void)target;
	(void)pass;
	return message_rule_end(s, r) != 0 ? -1 : MECH_NEXT_ON;
}

static const char *const messages_kinds[] = { "message", "dispatch",
    "delivery", "sealed", "declare", "reveal", "intercept", "overrule",
    "verbal", NULL };

const struct mech mech_messages = {
	.name = "messages",
	.what = "messages or declarations",
	.kinds = messages_kinds,
	.size = sizeof(struct messages),
	.fold = messages_fold,
	.clear = messages_clear,
	.turn = messages_due,
	.arrive = messages_arrive,
	.next = messages_next,
	.pending = messages_status,
	.owed = messages_owed,
	.undo_bar = messages_undo_bar,
};
