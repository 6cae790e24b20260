/* The report as JSON, for machines: what is known from the start (the
 * format, the game, the scenario, the view, how many events), every
 * event with its data, then what the walk knows only at its end: the
 * turns' ends, the tracks, the chain head, the result.  Each value is
 * written as jansson writes it; only the punctuation between them is
 * ours.  The events, a line each, go straight to the file as they come
 * (spooled and copied after the head, they were written twice: at a
 * million events, half a gigabyte more through the page cache); the
 * turns' ends, a few hundred bytes a turn, are spooled and copied in at
 * the end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "report_format.h"

#define DUMP	(JSON_ENCODE_ANY | JSON_PRESERVE_ORDER)

/* An event's members, in the order they are written. */
enum { SEQ, TURN, LABEL, PHASE, KIND, SIDE, TEXT, AT, HASH, BY, BY_NAME,
    UNDONE, UNDONE_BY, STEP_NAME, CMD, NKEYS };
/* Each member's opening as written, the first one's with the brace. */
#define MEMBER(name, first)	{ first "\"" name "\": ", \
				  sizeof first "\"" name "\": " - 1 }
static const struct {
	const char	*s;
	size_t		 n;
} keys[NKEYS] = {
	MEMBER("seq", "{"), MEMBER("turn", ", "), MEMBER("turn_label", ", "),
	MEMBER("phase", ", "), MEMBER("kind", ", "), MEMBER("side", ", "),
	MEMBER("text", ", "), MEMBER("at", ", "), MEMBER("hash", ", "),
	MEMBER("by", ", "), MEMBER("by_name", ", "), MEMBER("undone", ", "),
	MEMBER("undone_by", ", "), MEMBER("step_name", ", "),
	MEMBER("cmd", ", "),
};

/* A line's bytes, reused from event to event. */
struct line {
	char	*s;
	size_t	 cap;
};

struct jrep {
	FILE		*f;
	struct line	 b;	/* an element's text, reused */
	struct buf	 e;	/* an event's line, reused */
	json_t		*str;	/* a string a line needs escaped, reused */
	FILE		*turns;		/* the spool of the turns' ends */
	int64_t		 nevents;
	int		 nturns;
};

/* One member of an object, "key": value; v is taken. */
static int
member(FILE *f, const char *sep, const char *key, json_t *v)
{
	json_t	*k = json_string(key);
	int	 rc;

	fputs(sep, f);
	rc = json_dumpf(k, f, DUMP);
	fputs(": ", f);
	if (json_dumpf(v, f, DUMP) != 0)
		rc = -1;
	json_decref(k);
	json_decref(v);
	return rc != 0 ? -1 : 0;
}

static void	json_abandon(void *);



/* One element of an array on a line of its own, made in l (v is taken):
 * its length, or 0.  jansson writes it straight into a buffer kept for
 * the purpose (json_dumpb: grown and written again when it was short),
 * and the line goes out in one write (json_dumpf writes each token
 * apart: a fifth of a long export). */
static size_t
line_of(struct line *l, int first, json_t *v)
{
	const char	*sep = first ? "\n  " : ",\n  ";
	size_t		 k = strlen(sep), n;

	for (;;) {
		if (l->cap > k)
			memcpy(l->s, sep, k);
		n = l->cap > k ? json_dumpb(v, l->s + k, l->cap - k, DUMP) :
		    json_dumpb(v, NULL, 0, DUMP);
		if (n == 0 || (l->cap > k && n <= l->cap - k))
			break;
		l->cap = 2 * (k + n);
		l->s = xreallocarray(l->s, l->cap, 1);
	}
	json_decref(v);
	return n == 0 ? 0 : k + n;
}

static int
put_line(FILE *f, const char *s, size_t n)
{
	if (n == 0 || fwrite(s, 1, n, f) != n)
		return -1;
	return ferror(f) ? -1 : 0;
}

static int
element(FILE *f, struct line *l, int first, json_t *v)
{
	return put_line(f, l->s, line_of(l, first, v));
}

/* A string value set to v: ASCII as it is (valid UTF-8: jansson need not
 * check it again), anything else repaired where it is no UTF-8. */
static void
set_str(json_t *s, const char *v)
{
	const unsigned char	*u;
	json_t			*r;

	for (u = (const unsigned char *)v; *u != '\0' && *u < 0x80; u++)
		;
	if (*u == '\0') {
		json_string_setn_nocheck(s, v, (size_t)((const char *)u - v));
		return;
	}
	r = text_json(v);
	json_string_setn_nocheck(s, json_string_value(r), json_string_length(
	    r));
	json_decref(r);
}

static void *
json_begin(FILE *f, const struct report_info *in)
{
	struct jrep	*j = xcalloc(1, sizeof *j);
	int		 rc = 0;

	j->f = f;
	buf_init(&j->e);
	j->str = json_string("");
	if ((j->turns = report_spool()) == NULL) {
		json_abandon(j);
		return NULL;
	}
	rc |= member(f, "{\n ", "format", json_string("adjutant-report-1"));
	rc |= member(f, ",\n ", "game", text_json(in->game));
	rc |= member(f, ",\n ", "game_title", text_json(in->game_title));
	rc |= member(f, ",\n ", "scenario", text_json(in->scenario));
	rc |= member(f, ",\n ", "scenario_name", text_json(
	    in->scenario_name));
	rc |= member(f, ",\n ", "options", text_json(in->options));
	rc |= member(f, ",\n ", "view", text_json(in->view));
	rc |= member(f, ",\n ", "events_total", json_integer(
	    in->events_total));
	fputs(",\n \"events\": [", f);
	if (rc != 0 || ferror(f)) {
		json_abandon(j);
		return NULL;
	}
	return j;
}

/* jansson's dump callback: appended to a buf. */
static int
add(const char *p, size_t n, void *arg)
{
	buf_addn(arg, p, n);
	return 0;
}

/* "key": as jansson writes it (keys are ours: plain ASCII). */
static void
key(struct buf *b, int i)
{
	buf_addn(b, keys[i].s, keys[i].n);
}

/* A string value as jansson writes it: printable ASCII with no quote or
 * backslash as it is; anything else through jansson itself, repaired as
 * set_str does (the same bytes as when every event was an object). */
static void
str(struct jrep *j, const char *v)
{
	const unsigned char	*u;

	for (u = (const unsigned char *)v; *u >= 0x20 && *u < 0x7f &&
	    *u != '"' && *u != '\\'; u++)
		;
	if (*u == '\0') {
		buf_addn(&j->e, "\"", 1);
		buf_addn(&j->e, v, (size_t)((const char *)u - v));
		buf_addn(&j->e, "\"", 1);
		return;
	}
	set_str(j->str, v);
	json_dump_callback(j->str, add, &j->e, DUMP);
}

/* One event, a line of the array, written as jansson wrote the object
 * of its members (JSON_PRESERVE_ORDER, not compact), with no object
 * made: a million events. */
static int
json_event(void *arg, const struct report_info *in,
    const struct report_event *e)
{
	struct jrep	*j = arg;
	struct buf	*b = &j->e;

	(void)in;
	buf_reset(b);
	if (j->nevents++ == 0)
		buf_addn(b, "\n  ", 3);
	else
		buf_addn(b, ",\n  ", 4);
	/* Every event the view may see, whatever bytes it holds (a journal
	 * from before the input rule): repaired, never dropped. */
	key(b, SEQ); buf_add_int(b, e->seq);
	key(b, TURN); buf_add_int(b, e->turn);
	key(b, LABEL); str(j, e->turn_label);
	key(b, PHASE); str(j, e->step);
	key(b, KIND); str(j, e->kind);
	key(b, SIDE); str(j, e->side);
	key(b, TEXT); str(j, e->text);
	key(b, AT); str(j, e->at);
	key(b, HASH); str(j, e->hash);
	key(b, BY); str(j, e->by);
	key(b, BY_NAME); str(j, e->by_name);
	key(b, UNDONE); if (e->undone_by != 0)
		buf_addn(b, "true", 4);
	else
		buf_addn(b, "false", 5);
	/* "undone_by" only where an undo took the event back, as always. */
	if (e->undone_by != 0) {
		key(b, UNDONE_BY);
		buf_add_int(b, e->undone_by);
	}
	key(b, STEP_NAME); str(j, e->step_name);
	key(b, CMD); buf_add_int(b, e->cmd);
	buf_add(b, ", \"data\": ");
	/* The stored text where it is the same bytes (report_data.c). */
	if (e->data == NULL)
		buf_add(b, "null");
	else if (report_data_text(b, e->data_text, 1) != 0)
		json_dump_callback(e->data, add, b, DUMP);
	buf_add(b, "}");
	return put_line(j->f, b->s, b->len);
}

static int
json_turn_end(void *arg, const struct report_info *in,
    const struct report_turn *t)
{
	struct jrep	*j = arg;

	(void)in;
	return element(j->turns, &j->b, j->nturns++ == 0, xjson_pack("{s:i, s:i, "
	    "s:s, s:O, s:O}", "turn", t->turn, "game_turn", t->game_turn,
	    "label", t->label, "tracks", t->tracks, "state", t->state));
}

static void
json_abandon(void *arg)
{
	struct jrep	*j = arg;

	if (j->turns != NULL)
		fclose(j->turns);
	free(j->b.s);
	buf_free(&j->e);
	json_decref(j->str);
	free(j);
}

/* An array's spool, closed: "[\n  a,\n  b\n ]". */
static int
array(FILE *f, FILE *spool, int n)
{
	int	 rc;

	fputc('[', f);
	rc = report_spool_copy(spool, f);
	fputs(n > 0 ? "\n ]" : "]", f);
	return rc;
}

static int
json_finish(void *arg, const struct report_info *in)
{
	struct jrep	*j = arg;
	FILE		*f = j->f;
	int		 rc = 0;

	fputs(j->nevents > 0 ? "\n ],\n \"turns\": " : "],\n \"turns\": ", f);
	rc |= array(f, j->turns, j->nturns);
	j->turns = NULL;
	rc |= member(f, ",\n ", "tracks", json_incref(in->tracks));
	rc |= member(f, ",\n ", "chain_head", text_json(in->chain_head));
	rc |= member(f, ",\n ", "over", json_boolean(in->over));
	rc |= member(f, ",\n ", "result", text_json(in->result));
	fputs("\n}\n", f);
	json_abandon(j);
	return rc != 0 || ferror(f) ? -1 : 0;
}

const struct report_format report_json = {
	.name = "json",
	.begin = json_begin,
	.event = json_event,
	.turn_end = json_turn_end,
	.finish = json_finish,
	.abandon = json_abandon,
};
