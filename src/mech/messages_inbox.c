/* The inbox: what the messages mechanism has brought to a role, read from
 * the journal (history, like `log`), oldest first.
 *
 * The umpire's holds the messages the sides sent it (each marked answered
 * once the umpire has written to that sender since) and the sides'
 * messages waiting for it to set their arrival.  A side's holds the
 * messages that arrived for it: its orders and the umpire's replies, to
 * read again without searching the log; it shows nothing its terminal
 * was not shown on arrival (the delivery events its role may see). */
#include <stdio.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/mech/messages.h"
#include "adj/names.h"
#include "adj/session.h"
#include "adj/text.h"

struct inbox {
	struct session	*s;
	const char	*who;		/* the role whose inbox it is */
	int		 umpire;
	json_t		*list;		/* its entries, as --json gives them */
};

/* What the sender asked, as typed ("+2"), or worked out from the turn it
 * asked when its event is older than the word kept. */
static json_t *
asked_of(const struct event *e, json_t *d)
{
	json_t		*typed = json_object_get(d, "arrives");
	int		 asked;

	if (json_is_string(typed))
		return json_copy(typed);
	asked = (int)json_integer_value(json_object_get(d, "asked"));
	if (asked > 0 && json_is_true(json_object_get(d, "waiting")))
		return json_sprintf("+%d", asked - e->turn);
	return json_null();
}

static void
add(struct inbox *in, const struct event *e, json_t *d, const char *status)
{
	struct session	*s = in->s;

	json_array_append_new(in->list, xjson_pack("{s:I, s:s, s:s, s:o, "
	    "s:s, s:i, s:s, s:s}", "id", json_integer_value(json_object_get(d,
	    "n")), "from", json_text(d, "from"), "to", json_text(d, "to"),
	    "asked", asked_of(e, d), "text", json_text(d, "message"),
	    "turn", e->turn - s->first_turn + 1, "at", e->at != NULL ? e->at :
	    "", "status", status));
}

/* The umpire has written to role since: what it sent is answered. */
static void
answered(struct inbox *in, const char *role)
{
	json_t	*o;
	size_t	 i;

	json_array_foreach(in->list, i, o)
		if (strcmp(json_text(o, "from"), role) == 0 &&
		    strcmp(json_text(o, "status"), "arrived") == 0)
			json_object_set_new(o, "status",
			    json_string("answered"));
}

static int
inbox_one(const struct event *e, void *arg)
{
	struct inbox	*in = arg;
	json_t		*d;
	int		 message = strcmp(e->kind, "message") == 0;

	if ((!message && strcmp(e->kind, "delivery") != 0) ||
	    !view_may_see(in->who, e->vis) ||
	    (d = json_loads(e->data, 0, NULL)) == NULL)
		return 0;
	if (in->umpire && message) {
		if (strcmp(json_text(d, "to"), "umpire") == 0)
			add(in, e, d, "arrived");
		else if (strcmp(json_text(d, "from"), "umpire") == 0)
			answered(in, json_text(d, "to"));
		else if (message_waiting(in->s, (int)json_integer_value(
		    json_object_get(d, "n"))))
			add(in, e, d, "waiting");
	} else if (!in->umpire && !message && strcmp(json_text(d, "how"),
	    "delivered") == 0) {
		/* A delivery recorded before it carried its message's words
		 * names them in its line, which the terminal showed. */
		if (json_object_get(d, "message") == NULL)
			json_object_set_new(d, "message", json_string(e->text));
		add(in, e, d, "arrived");
	}
	json_decref(d);
	return 0;
}

static const char *
role_of(struct session *s, const char *role)
{
	if (*role == '\0')
		return "?";
	return strcmp(role, "umpire") == 0 ? "umpire" : role_name(s, role);
}

/* One entry's line: "#3   Union -> umpire, turn 1 (4:20) at 18:02 UTC,
 * answered: “...”"; a side's has no status (each arrived). */
static void
show(struct session *s, int umpire, json_t *o, struct reply *r)
{
	struct buf	 q;
	char		 t[64], asked[64], at[8], status[96];
	const char	*st = json_text(o, "status");
	json_t		*a = json_object_get(o, "asked");
	int		 turn;

	turn = (int)json_integer_value(json_object_get(o, "turn"));
	asked[0] = '\0';
	if (strcmp(st, "waiting") == 0 && json_is_string(a))
		snprintf(asked, sizeof asked, "arrives=%s asked, ",
		    json_string_value(a));
	else if (strcmp(st, "waiting") == 0)
		snprintf(asked, sizeof asked, "no turn asked, ");
	snprintf(status, sizeof status, ", %s%s", asked,
	    strcmp(st, "waiting") == 0 ? "waiting for you" :
	    strcmp(st, "arrived") == 0 ? "unanswered" : st);
	/* HH:MM of "2026-11-27T18:02:11Z" */
	snprintf(at, sizeof at, "%.5s", strlen(json_text(o, "at")) > 11 ?
	    json_text(o, "at") + 11 : "?");
	buf_init(&q);
	reply_line(r, "  #%-3d %s -> %s, %s at %s UTC%s: %s",
	    (int)json_integer_value(json_object_get(o, "id")), role_of(s,
	    json_text(o, "from")), role_of(s, json_text(o, "to")),
	    message_turn_name(s, turn + s->first_turn - 1, t, sizeof t), at,
	    umpire ? status : "", text_quote(&q, json_text(o, "text")));
	buf_free(&q);
}

int
message_inbox(struct session *s, struct reply *r)
{
	struct inbox	 in;
	json_t		*o;
	size_t		 i;
	int		 waiting = 0;

	in.s = s;
	in.who = s->actor[0] != '\0' ? s->actor : s->view;
	in.umpire = view_of_no_side(in.who);
	if (strcmp(s->view, VIEW_TABLE) == 0 && s->actor[0] == '\0')
		return reply_fail(r, "the inbox is the umpire's or a side's, "
		    "and every side reads the table's screen: `view umpire` "
		    "or `view SIDE` first");
	if (in.umpire)
		in.who = "umpire";
	in.list = json_array();
	if (journal_each_kept(s->j, INT64_MAX, inbox_one, &in) < 0) {
		json_decref(in.list);
		return reply_fail(r, "cannot read the journal: %s",
		    journal_error(s->j));
	}
	json_array_foreach(in.list, i, o)
		waiting += strcmp(json_text(o, "status"), "waiting") == 0;
	if (json_array_size(in.list) == 0)
		reply_line(r, in.umpire ? "Your inbox is empty: no message to "
		    "you, none waiting for you to set its arrival." : "No "
		    "message has arrived for you.");
	else if (in.umpire)
		reply_line(r, "Inbox, oldest first (`message N approve` sets "
		    "one as asked%s):", waiting > 1 ? ", `message all approve` "
		    "all" : "");
	else
		reply_line(r, "Messages that arrived for you, oldest first:");
	json_array_foreach(in.list, i, o)
		show(s, in.umpire, o, r);
	json_object_set_new(r->json, "inbox", in.list);
	return 0;
}
