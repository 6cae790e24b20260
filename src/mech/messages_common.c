/* What the files of the messages mechanism share: who is acting, how a
 * role and a turn are named, a message's delivery, the turn arrives=
 * names.  The rule-timed orders (messages_rule.c) and the rest
 * (messages.c) both use them; this file uses neither. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/text.h"
#include "messages_int.h"

/* Who is acting: a side, or the umpire (a terminal without a side). */
const char *
messages_who(struct session *s)
{
	const char	*w = s->actor[0] != '\0' ? s->actor : s->view;

	return view_of_no_side(w) ? "umpire" : w;
}

int
messages_is_umpire(struct session *s)
{
	return strcmp(messages_who(s), "umpire") == 0;
}

/* The table's screen: it acts as the umpire, but every player reads it
 * and types at it, so it is no umpire where a side's secret is at stake. */
int
messages_at_table(struct session *s)
{
	return s->actor[0] == '\0' && strcmp(s->view, VIEW_TABLE) == 0;
}

/* The role a sender typed, as role_resolve reads it, but never a
 * commander of another side unless the umpire sends: a side does not
 * know the enemy's commanders (their "role" events are that side's), so
 * such a name reads as one there is not. */
int
messages_resolve(struct session *s, const char *typed, char *out, size_t len)
{
	if (role_resolve(s, typed, out, len) != 0)
		return -1;
	if (role_commander(s, out) && !messages_is_umpire(s) &&
	    strcmp(role_side(out), role_side(messages_who(s))) != 0)
		return -1;
	return 0;
}

/* A role as a sentence names it: "the umpire", "the Union", or a
 * commander by his name, "Longstreet (Confederate)". */
const char *
messages_name_of(struct session *s, const char *role)
{
	static _Thread_local char ring[4][112];
	static _Thread_local int next;
	char	*out = ring[next++ % 4];

	if (strchr(role, '/') != NULL)
		return role_name(s, role);
	snprintf(out, 112, "the %s", strcmp(role, "umpire") == 0 ? "umpire" :
	    role_name(s, role));
	return out;
}

/* The turn a message arrives: "+N" turns from now, or a turn by its
 * number in the scenario (1 to its count) or its label, read with their
 * range before any sum is made.  -1 with the reply failed. */
int
message_due_turn(struct session *s, const char *arrives, struct reply *r)
{
	long long	 n;
	int		 t = -1, i, count = s->last_turn - s->first_turn + 1;

	/* Next turn, unless none follows: a message due after the last
	 * turn would never arrive, and is refused as arrives=+1 is. */
	if (arrives == NULL && s->turn >= s->last_turn)
		return reply_fail(r, "no turn follows this one, the scenario's "
		    "last (%d): `arrives=+0` delivers it now", count);
	if (arrives == NULL)
		return s->turn + 1;
	if (arrives[0] == '+') {
		if (num_parse(arrives, 0, LLONG_MAX, &n) != 0)
			return reply_fail(r, "arrives=%s: expected +N (turns from "
			    "now) or a turn", arrives);
		if (n > s->last_turn - s->turn)
			return reply_fail(r, "arrives=%s: after the scenario's "
			    "last turn (%d)", arrives, count);
		return s->turn + (int)n;
	}
	if (num_parse(arrives, 1, count, &n) == 0)
		t = s->first_turn + (int)n - 1;
	for (i = s->first_turn; t < 0 && i <= s->last_turn; i++)
		if (strcasecmp(session_turn_label(s, i), arrives) == 0)
			t = i;
	if (t < 0 && num_parse(arrives, LLONG_MIN, LLONG_MAX, &n) == 0)
		return reply_fail(r, "arrives=%s: the scenario's turns are 1 to "
		    "%d", arrives, count);
	if (t < 0)
		return reply_fail(r, "arrives=%s: expected +N (turns from now), "
		    "a turn number or a turn's label", arrives);
	if (t < s->turn)
		return reply_fail(r, "arrives=%s: that turn is past", arrives);
	return t;
}

int
messages_deliver(struct session *s, const struct message *m, int lost,
    struct reply *r)
{
	char		 text[1024];
	struct buf	 q;

	buf_init(&q);
	if (lost)
		snprintf(text, sizeof text, "Message #%d from %s to %s "
		    "was lost on the way", m->n, messages_name_of(s, m->from),
		    messages_name_of(s, m->to));
	else
		snprintf(text, sizeof text, "Message #%d from %s: %s", m->n,
		    messages_name_of(s, m->from), text_quote(&q, m->text));
	buf_free(&q);
	/* Lost: only the umpire ever knows.  Delivered: the recipient. */
	/* With its sender, recipient and words: a recipient's inbox reads
	 * them from here (the "message" event is never its to see). */
	if (session_record_vis(s, "delivery", text, xjson_pack("{s:i, s:s, "
	    "s:s, s:s, s:s}", "n", m->n, "how", lost ? "lost" : "delivered",
	    "from", m->from, "to", m->to, "message", m->text), lost ? "umpire" :
	    m->to) != 0)
		return reply_fail(r, "cannot record the delivery");
	if (session_may_see(s, lost ? "umpire" : m->to))
		reply_sentence(r, text);
	return 0;
}

/* "turn 3 (0930-1130)" */
const char *
message_turn_name(struct session *s, int t, char *out, size_t len)
{
	snprintf(out, len, "turn %d (%s)", t - s->first_turn + 1,
	    session_turn_label(s, t));
	return out;
}

struct message *
messages_find(struct session *s, int n)
{
	int	 i;

	for (i = 0; i < MS(s)->nmsgs; i++)
		if (MS(s)->msgs[i].n == n)
			return &MS(s)->msgs[i];
	return NULL;
}

