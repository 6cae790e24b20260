/* The after-action report's narrative: one plain sentence for each event
 * a reader of the finished game wants told (what each side did, the
 * look-ups with their dice and results, losses, leaders hit, chits
 * played, track changes with their causes, messages once delivered, the
 * players' notes), and none for the bookkeeping the appendix still lists
 * (phase changes, what a step did on its own, chits gathered or put in
 * the cup, a message still on its way, undone commands).
 *
 * Driven by the event's kind and data only, never by a game: every name
 * comes from the session (its sides, its tracks) or the rules data (a
 * table's name). */
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/report_event.h"
#include "adj/session.h"
#include "adj/strcopy.h"
#include "adj/text.h"
#include "adj/prepare.h"

static const char *
str(json_t *d, const char *key)
{
	const char	*v = json_string_value(json_object_get(d, key));

	return v != NULL ? v : "";
}

/* Kinds that are bookkeeping whatever they hold: the walker's moves, the
 * session's own records, a command taken back, a message still on its
 * way (the narrative tells it when it arrives). */
static int
bookkeeping_kind(const char *kind)
{
	static const char *const kinds[] = {
		"phase", "new", "undo", "impulse", "setting", "notify",
		"notice", "role", "message", "dispatch", "deadline", "queue",
		"table", "shown", "posture-shown", "plan-shown", "drawn-owed",
		"cic-owed", "brigade-owed", "forced",
		/* The server's dice: their commitment and its opening, for
		 * `log verify`, not for the reader. */
		"dice-commit", "dice-reveal", NULL
	};
	int	 i;

	for (i = 0; kinds[i] != NULL; i++)
		if (strcmp(kind, kinds[i]) == 0)
			return 1;
	return 0;
}

/* What a step did on its own (the rules' automatic changes, a box moved
 * down at the turn's end), rather than what a player did or a result
 * caused. */
static int
by_a_step(json_t *d)
{
	json_t	*src = json_object_get(d, "source");

	return src != NULL && strcmp(str(src, "kind"), "rule") == 0 &&
	    json_object_get(d, "line") == NULL;
}

/* A chit moved by the cup's own procedure: put in, left out, gathered
 * back for the next turn.  A Key chit chosen, a draw, a play, a hold or
 * a discard is told. */
static int
chit_bookkeeping(const struct report_event *e)
{
	const char	*to = str(e->data, "to");

	if (json_is_true(json_object_get(e->data, "key")))
		return 0;
	return strcmp(to, "cup") == 0 || strcmp(to, "excluded") == 0 ||
	    strcmp(to, "pool") == 0 || strcmp(to, "reserve") == 0;
}

/* A name the rules data gives an id (a table's name for people, a
 * leader's side), or "" when it gives none.  Remembered: a long report
 * asks for the same few many times. */
#define NAMES	64
static const char q_table[] = "SELECT name FROM lookup_table WHERE game = ?1 "
	"AND id = ?2";
static const char q_side[] = "SELECT name FROM side WHERE game = ?1 AND "
	"id = ?2";
static const char q_leader_side[] = "SELECT side FROM leader WHERE game = ?1 "
	"AND id = ?2";
static struct {
	pthread_mutex_t	 lock;
	const void	*rules;
	int		 n;
	struct {
		const char	*q;
		char		 game[64], id[64], name[96];
	}		 e[NAMES];
} names = { PTHREAD_MUTEX_INITIALIZER, NULL, 0, { { NULL, "", "", "" } } };

static void
rules_name(struct session *s, const char *q, const char *id, char *out,
    size_t len)
{
	sqlite3_stmt	*st;
	int		 i;

	*out = '\0';
	if (s == NULL || s->rules == NULL || *id == '\0')
		return;
	pthread_mutex_lock(&names.lock);
	if (names.rules != s->rules) {
		names.rules = s->rules;
		names.n = 0;
	}
	for (i = 0; i < names.n; i++)
		if (names.e[i].q == q && strcmp(names.e[i].id, id) == 0 &&
		    strcmp(names.e[i].game, s->game) == 0) {
			str_copy(out, len, names.e[i].name);
			pthread_mutex_unlock(&names.lock);
			return;
		}
	if (sql_prepare(s->rules, q, -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_ROW &&
		    sqlite3_column_text(st, 0) != NULL)
			snprintf(out, len, "%s", (const char *)
			    sqlite3_column_text(st, 0));
		sqlite3_finalize(st);
	}
	i = names.n < NAMES ? names.n++ : NAMES - 1;
	names.e[i].q = q;
	snprintf(names.e[i].game, sizeof names.e[i].game, "%s", s->game);
	snprintf(names.e[i].id, sizeof names.e[i].id, "%s", id);
	snprintf(names.e[i].name, sizeof names.e[i].name, "%s", out);
	pthread_mutex_unlock(&names.lock);
}

/* Who the sentence is about, into who: the role that acted, else the
 * side the event is about (a leader's event: his side, from the rules);
 * "" when neither, or when the text names it already ("Confederate
 * passes", "Batteries firing for the Union"): not said twice. */
static const char *
subject(struct session *s, const struct report_event *e, const char *text,
    char *who, size_t len)
{
	const char	*side = e->side != NULL ? e->side : "";
	char		 lside[64];

	*who = '\0';
	if (e->by_name != NULL && *e->by_name != '\0')
		str_copy(who, len, e->by_name);
	else {
		if (*side == '\0' && *str(e->data, "leader") != '\0') {
			rules_name(s, q_leader_side, str(e->data, "leader"),
			    lside, sizeof lside);
			side = lside;
		}
		if (*side != '\0') {
			rules_name(s, q_side, side, who, len);
			if (*who == '\0')
				snprintf(who, len, "%s", side);
		}
	}
	if (*who != '\0' && strstr(text, who) != NULL)
		*who = '\0';
	return who;
}

/* Back to the first n bytes: what this sentence added is taken away. */
static void
cut(struct buf *b, size_t n)
{
	b->len = n;
	buf_add(b, "");
}

/* Ends the sentence with a full stop unless it ends in punctuation. */
static void
finish(struct buf *b)
{
	const char	*t = buf_str(b);
	size_t		 n = strlen(t);

	while (n > 0 && isspace((unsigned char)t[n - 1]))
		n--;
	cut(b, n);
	if (n > 0 && strchr(".!?", t[n - 1]) == NULL)
		buf_add(b, ".");
}

static void
say(struct session *s, const struct report_event *e, const char *text,
    struct buf *b)
{
	char		 wb[96];
	const char	*who = subject(s, e, text, wb, sizeof wb), *p;

	if (*who != '\0')
		buf_printf(b, "%s: ", who);
	/* The log's arrow, in words' place: "roll 7, Killed". */
	while ((p = strstr(text, " -> ")) != NULL) {
		buf_addn(b, text, (size_t)(p - text));
		buf_add(b, ": ");
		text = p + 4;
	}
	buf_add(b, text);
	finish(b);
}

/* The dice as they fell: "5+2" for several, "9" for one. */
static void
dice(json_t *d, struct buf *b)
{
	json_t	*v, *faces = json_object_get(d, "dice");
	size_t	 i;

	if (json_array_size(faces) > 0) {
		json_array_foreach(faces, i, v)
			buf_printf(b, "%s%lld", i ? "+" : "", (long long)
			    json_integer_value(v));
		if (json_array_size(faces) > 1 && json_is_integer(
		    json_object_get(d, "roll")))
			buf_printf(b, " (%lld)", (long long)json_integer_value(
			    json_object_get(d, "roll")));
	} else
		buf_printf(b, "%lld", (long long)json_integer_value(
		    json_object_get(d, "roll")));
}

/* A look-up: the table by its name, what it was entered with, the dice,
 * the result and what it means. */
static void
lookup(struct session *s, const struct report_event *e, struct buf *b)
{
	size_t		 was = b->len;
	json_t		*d = e->data, *v, *res = json_object_get(d, "result");
	char		 name[96], wb[96];
	const char	*who = subject(s, e, "", wb, sizeof wb), *k;
	size_t		 i;
	int		 n = 0;

	rules_name(s, q_table, str(d, "table"), name, sizeof name);
	if (*name == '\0')
		snprintf(name, sizeof name, "%s", str(d, "table"));
	if (*who != '\0' && strstr(name, who) == NULL)
		buf_printf(b, "%s: ", who);
	buf_add(b, name);
	json_array_foreach(json_object_get(d, "steps"), i, v) {
		buf_printf(b, "%s%s %s", n++ ? ", " : " (", str(v, "dimension"),
		    str(v, "entry"));
	}
	if (n > 0)
		buf_add(b, ")");
	if (json_object_get(d, "roll") != NULL) {
		buf_add(b, ", rolled ");
		dice(d, b);
	}
	if (json_is_object(res)) {
		n = 0;
		json_object_foreach(res, k, v)
			buf_printf(b, "%s%s %s", n++ ? ", " : ": ", k,
			    json_string_value(v) != NULL ?
			    json_string_value(v) : "");
	} else if (*str(d, "outcome") != '\0')
		buf_printf(b, ": %s", str(d, "outcome"));
	else if (*str(d, "result") != '\0')
		buf_printf(b, ": %s", str(d, "result"));
	else {
		/* A look-up with no result here (a table the players have
		 * not entered): the line as the program gave it. */
		cut(b, was);
		say(s, e, e->text, b);
		return;
	}
	if (*str(d, "meaning") != '\0')
		buf_printf(b, " \xe2\x80\x94 %s", str(d, "meaning"));
	finish(b);
}

/* The track by its session name, and the move the event's text gives
 * ("NAME A -> B: cause"): "Victory Points rose from 0 to 3: cause". */
static int
track(struct session *s, const struct report_event *e, struct buf *b)
{
	const char	*id = str(e->data, "track"), *name = NULL, *arrow,
			*cause;
	long long	 from, to;
	int		 i;

	if (s != NULL)
		for (i = 0; i < s->ntracks; i++)
			if (strcmp(s->tracks[i].id, id) == 0)
				name = s->tracks[i].name;
	if (name == NULL || (arrow = strstr(e->text, " -> ")) == NULL)
		return -1;
	for (i = (int)(arrow - e->text); i > 0 &&
	    (isdigit((unsigned char)e->text[i - 1]) || e->text[i - 1] == '-');
	    i--)
		;
	if (sscanf(e->text + i, "%lld -> %lld", &from, &to) != 2)
		return -1;
	/* A change a mechanism made on its own with no cause given (a
	 * counter of the sequence moving on) is bookkeeping; one typed is
	 * told. */
	if ((cause = strstr(arrow, ": ")) == NULL && strcmp(str(json_object_get(
	    e->data, "source"), "kind"), "command") != 0 &&
	    json_object_get(e->data, "source") != NULL)
		return 0;
	buf_printf(b, "%s %s from %lld to %lld", name, to > from ? "rose" :
	    to < from ? "fell" : "stayed", from, to);
	if (cause != NULL)
		buf_printf(b, " (%s)", cause + 2);
	finish(b);
	return 1;
}

int
report_narrate(struct session *s, const struct report_event *e,
    struct buf *b)
{
	json_t		*d = e->data;
	const char	*kind = e->kind;
	size_t		 was = b->len;
	int		 rc;

	if (e->undone_by != 0 || bookkeeping_kind(kind) || by_a_step(d))
		return 0;
	if (strcmp(kind, "note") == 0) {
		/* The player's own words, without the log's quotes. */
		buf_add(b, *str(d, "note") != '\0' ? str(d, "note") : e->text);
		return 1;
	}
	if (strcmp(kind, "chit") == 0 && chit_bookkeeping(e))
		return 0;
	if (strcmp(kind, "brigade") == 0 && json_is_false(json_object_get(d,
	    "on")) && *str(d, "brigade") == '\0')
		return 0;	/* every brigade's marker reset at once */
	if (strcmp(kind, "delivery") == 0 && strcmp(str(d, "how"),
	    "delivered") != 0)
		return 0;	/* lost on the way: nothing arrived */
	if (strcmp(kind, "control") == 0 && *str(d, "hex") != '\0' &&
	    *str(d, "side") != '\0' && s != NULL) {
		buf_printf(b, "%s now holds %s.", session_side_name(s,
		    str(d, "side")), str(d, "hex"));
		return 1;
	}
	if (strcmp(kind, "lookup") == 0 && json_object_get(d, "table") !=
	    NULL) {
		lookup(s, e, b);
		return 1;
	}
	if (strcmp(kind, "track") == 0) {
		if ((rc = track(s, e, b)) >= 0) {
			if (rc == 0)
				cut(b, was);
			return rc;
		}
		cut(b, was);
	}
	say(s, e, e->text, b);
	return 1;
}
