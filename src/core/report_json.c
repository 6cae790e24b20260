/* The report as JSON, for machines: the head (format, game, ..., result),
 * the tracks, the turns' ends, then every event with its data.  Each
 * value is written by jansson (json_dumpf of one small object at a time);
 * only the punctuation between them is ours.  The head holds what the
 * walk knows only at its end, and the turns come before the events: the
 * events are spooled one a line as they come, and copied in after. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "report_format.h"

#define DUMP	(JSON_ENCODE_ANY | JSON_PRESERVE_ORDER)

/* The event object, made once and its values set anew for each event:
 * no object, key or number is made per event, only the strings' bytes
 * are copied in (a million events). */
enum { SEQ, TURN, LABEL, PHASE, KIND, SIDE, TEXT, AT, HASH, BY, BY_NAME,
    UNDONE, UNDONE_BY, STEP_NAME, CMD, NKEYS };
static const char *const keys[NKEYS] = { "seq", "turn", "turn_label",
    "phase", "kind", "side", "text", "at", "hash", "by", "by_name", "undone",
    "undone_by", "step_name", "cmd" };

struct jrep {
	FILE		*f;
	struct buf	 b;	/* an element's text, reused */
	FILE		*events;	/* the spool: one event a line */
	FILE		*turns;		/* the spool of the turns' ends */
	int64_t		 nevents;
	int		 nturns;
	json_t		*event[2];	/* event_objects', reused */
	json_t		*v[NKEYS];	/* its values */
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

static int
add(const char *p, size_t n, void *arg)
{
	buf_addn(arg, p, n);
	return 0;
}

/* One element of an array on a line of its own; v is taken.  jansson
 * writes it into b, and the line goes to f in one write (json_dumpf
 * writes each token apart: a fifth of a long export). */
static int
element(FILE *f, struct buf *b, int first, json_t *v)
{
	int	 rc;

	buf_reset(b);
	buf_add(b, first ? "\n  " : ",\n  ");
	rc = json_dump_callback(v, add, b, DUMP);
	json_decref(v);
	if (rc == 0 && fwrite(b->s, 1, b->len, f) != b->len)
		rc = -1;
	return rc != 0 || ferror(f) ? -1 : 0;
}

/* The event objects, made once (one with "undone_by", one without: it
 * is there only where an undo took the event back, as always) sharing
 * their values, which are set anew for each event: no object, key or
 * number is made per event, only the strings' bytes copied in. */
static void
event_objects(struct jrep *j)
{
	int	 i, k;

	for (i = 0; i < NKEYS; i++)
		j->v[i] = i == SEQ || i == TURN || i == UNDONE_BY || i == CMD ?
		    json_integer(0) : i == UNDONE ? json_false() :
		    json_string_nocheck("");
	for (k = 0; k < 2; k++) {
		j->event[k] = json_object();
		for (i = 0; i < NKEYS; i++)
			if (i == UNDONE)
				json_object_set_new_nocheck(j->event[k],
				    keys[i], json_boolean(k));
			else if (i != UNDONE_BY || k)
				json_object_set_nocheck(j->event[k], keys[i],
				    j->v[i]);
		json_object_set_new_nocheck(j->event[k], "data",
		    json_null());
	}
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

	(void)in;
	j->f = f;
	buf_init(&j->b);
	event_objects(j);
	if ((j->events = report_spool()) == NULL ||
	    (j->turns = report_spool()) == NULL) {
		json_abandon(j);
		return NULL;
	}
	return j;
}

static int
json_event(void *arg, const struct report_info *in,
    const struct report_event *e)
{
	struct jrep	*j = arg;
	json_t		*o = j->event[e->undone_by != 0], **v = j->v;
	int		 rc;

	(void)in;
	/* Every event the view may see, whatever bytes it holds (a journal
	 * from before the input rule): repaired, never dropped. */
	json_integer_set(v[SEQ], e->seq);
	json_integer_set(v[TURN], e->turn);
	set_str(v[LABEL], e->turn_label);
	set_str(v[PHASE], e->step);
	set_str(v[KIND], e->kind);
	set_str(v[SIDE], e->side);
	set_str(v[TEXT], e->text);
	set_str(v[AT], e->at);
	set_str(v[HASH], e->hash);
	set_str(v[BY], e->by);
	set_str(v[BY_NAME], e->by_name);
	json_integer_set(v[UNDONE_BY], e->undone_by);
	set_str(v[STEP_NAME], e->step_name);
	json_integer_set(v[CMD], e->cmd);
	json_object_set_nocheck(o, "data", e->data != NULL ? e->data :
	    json_null());
	rc = element(j->events, &j->b, j->nevents++ == 0, json_incref(o));
	/* Its data is the walk's: not kept past the event. */
	json_object_set_new_nocheck(o, "data", json_null());
	return rc;
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
	int		 i;

	if (j->events != NULL)
		fclose(j->events);
	if (j->turns != NULL)
		fclose(j->turns);
	buf_free(&j->b);

	json_decref(j->event[0]);
	json_decref(j->event[1]);
	for (i = 0; i < NKEYS; i++)
		json_decref(j->v[i]);
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

	rc |= member(f, "{\n ", "format", json_string("adjutant-report-1"));
	rc |= member(f, ",\n ", "game", text_json(in->game));
	rc |= member(f, ",\n ", "game_title", text_json(in->game_title));
	rc |= member(f, ",\n ", "scenario", text_json(in->scenario));
	rc |= member(f, ",\n ", "scenario_name", text_json(
	    in->scenario_name));
	rc |= member(f, ",\n ", "options", text_json(in->options));
	rc |= member(f, ",\n ", "view", text_json(in->view));
	rc |= member(f, ",\n ", "chain_head", text_json(in->chain_head));
	rc |= member(f, ",\n ", "events_total", json_integer(
	    in->events_total));
	rc |= member(f, ",\n ", "over", json_boolean(in->over));
	rc |= member(f, ",\n ", "result", text_json(in->result));
	rc |= member(f, ",\n ", "tracks", json_incref(in->tracks));
	fputs(",\n \"turns\": ", f);
	rc |= array(f, j->turns, j->nturns);
	j->turns = NULL;
	fputs(",\n \"events\": ", f);
	rc |= array(f, j->events, (int)(j->nevents > 0));
	j->events = NULL;
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
