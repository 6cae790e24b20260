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

struct jrep {
	FILE		*f;
	struct buf	 b;	/* an element's text, reused */
	FILE		*events;	/* the spool: one event a line */
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

static void *
json_begin(FILE *f, const struct report_info *in)
{
	struct jrep	*j = xcalloc(1, sizeof *j);

	(void)in;
	j->f = f;
	buf_init(&j->b);
	if ((j->events = report_spool()) == NULL ||
	    (j->turns = report_spool()) == NULL) {
		if (j->events != NULL)
			fclose(j->events);
		free(j);
		return NULL;
	}
	return j;
}

static int
json_event(void *arg, const struct report_info *in,
    const struct report_event *e)
{
	struct jrep	*j = arg;
	json_t		*o;

	(void)in;
	/* Every event the view may see, whatever bytes it holds (a journal
	 * from before the input rule): repaired, never dropped. */
	o = xjson_pack("{s:I, s:i, s:s, s:o, s:o, s:s, s:o, s:o, s:s, s:s, "
	    "s:o, s:b}", "seq", (json_int_t)e->seq, "turn", e->turn,
	    "turn_label", e->turn_label, "phase", text_json(e->step), "kind",
	    text_json(e->kind), "side", e->side, "text", text_json(e->text),
	    "at", text_json(e->at), "hash", e->hash, "by", e->by, "by_name",
	    text_json(e->by_name), "undone", e->undone_by != 0);
	if (e->undone_by != 0)
		json_object_set_new(o, "undone_by", json_integer(e->undone_by));
	json_object_set_new(o, "step_name", text_json(e->step_name));
	json_object_set_new(o, "cmd", json_integer(e->cmd));
	json_object_set(o, "data", e->data != NULL ? e->data : json_null());
	return element(j->events, &j->b, j->nevents++ == 0, o);
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

	if (j->events != NULL)
		fclose(j->events);
	if (j->turns != NULL)
		fclose(j->turns);
	buf_free(&j->b);
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
