/* The report as CSV: one row per event, written as the walk hands each
 * one over (nothing is kept).  Today's columns come first, in the order
 * scripts read them by; the later ones are appended. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "report_format.h"

/* A report holds players' text, perhaps from before the input rule:
 * each field is written as a terminal would show it (text_inline: one
 * line, control characters spelt out), so that neither `cat` nor a
 * viewer obeys what it holds.
 *
 * Fields with commas, quotes or line breaks are quoted, quotes doubled.
 * A spreadsheet takes a cell that begins with = + - @ (or a tab or a
 * carriage return before them) as a formula: a note "=HYPERLINK(...)" or
 * "+cmd|..." would run when the report is opened.  Such a cell begins
 * with a ' (the usual convention: shown as text, the ' hidden), so that
 * player text stays text. */
static void
csv_field(FILE *f, struct buf *b, const char *v, int last)
{
	const unsigned char	*u;
	int			 formula, quote = 0;

	/* Most fields are printable ASCII: nothing to show otherwise. */
	for (u = (const unsigned char *)v; *u >= 0x20 && *u < 0x7f; u++)
		quote |= *u == ',' || *u == '"';
	if (*u != '\0') {
		v = text_inline(b, v);
		quote = strpbrk(v, ",\"\r\n") != NULL;
	}
	formula = *v != '\0' && strchr("=+-@\t\r", *v) != NULL;
	if (quote) {
		putc_unlocked('"', f);
		if (formula)
			putc_unlocked('\'', f);
		/* In runs up to each quote, doubled (a data field is long
		 * and full of them). */
		for (;;) {
			const char	*q = strchr(v, '"');
			size_t		 n = q != NULL ? (size_t)(q - v) + 1 :
			    strlen(v);

			fwrite_unlocked(v, 1, n, f);
			if (q == NULL)
				break;
			putc_unlocked('"', f);
			v = q + 1;
		}
		putc_unlocked('"', f);
	} else {
		if (formula)
			putc_unlocked('\'', f);
		fputs_unlocked(v, f);
	}
	putc_unlocked(last ? '\n' : ',', f);
}

struct csv {
	FILE		*f;
	struct buf	 b;		/* a field's text, reused */
	struct buf	 n;		/* a number's digits, reused */
	struct buf	 d;		/* an event's data, reused */
};

static int
add(const char *p, size_t n, void *arg)
{
	buf_addn(arg, p, n);
	return 0;
}

/* A whole number as a field ("" for none): its digits, no format read
 * (snprintf's was a tenth of a long export's rows). */
static void
number(struct csv *c, int64_t v, int none)
{
	buf_reset(&c->n);
	if (!none)
		buf_add_int(&c->n, v);
	csv_field(c->f, &c->b, buf_str(&c->n), 0);
}

static void *
csv_begin(FILE *f, const struct report_info *in)
{
	struct csv	*c = xcalloc(1, sizeof *c);

	(void)in;
	c->f = f;
	buf_init(&c->b);
	buf_init(&c->n);
	buf_init(&c->d);
	/* by, by_name and undone came later, and step_name, cmd, undone_by
	 * and data after them: after the columns scripts already read by
	 * position. */
	fputs("seq,turn,turn_label,phase,kind,side,text,at,hash,by,by_name,"
	    "undone,step_name,cmd,undone_by,data\n", f);
	return c;
}

static int
csv_event(void *arg, const struct report_info *in,
    const struct report_event *e)
{
	struct csv	*c = arg;
	FILE		*f = c->f;

	(void)in;
	number(c, e->seq, 0);
	number(c, e->turn, 0);
	csv_field(f, &c->b, e->turn_label, 0);
	csv_field(f, &c->b, e->step, 0);
	csv_field(f, &c->b, e->kind, 0);
	csv_field(f, &c->b, e->side, 0);
	csv_field(f, &c->b, e->text, 0);
	csv_field(f, &c->b, e->at, 0);
	csv_field(f, &c->b, e->hash, 0);
	csv_field(f, &c->b, e->by, 0);
	csv_field(f, &c->b, e->by_name, 0);
	csv_field(f, &c->b, e->undone_by != 0 ? "true" : "false", 0);
	csv_field(f, &c->b, e->step_name, 0);
	number(c, e->cmd, 0);
	number(c, e->undone_by, e->undone_by == 0);
	/* The data as one JSON object (the look-up's dice, inputs and
	 * result), for a script to parse. */
	buf_reset(&c->d);
	if (e->data != NULL && report_data_text(&c->d, e->data_text, 0) != 0)
		json_dump_callback(e->data, add, &c->d, JSON_COMPACT |
		    JSON_PRESERVE_ORDER);
	csv_field(f, &c->b, buf_str(&c->d), 1);
	return ferror(f) ? -1 : 0;
}

static void
csv_abandon(void *arg)
{
	struct csv	*c = arg;

	buf_free(&c->b);
	buf_free(&c->n);
	buf_free(&c->d);
	free(c);
}

static int
csv_finish(void *arg, const struct report_info *in)
{
	struct csv	*c = arg;
	int		 rc = ferror(c->f) ? -1 : 0;

	(void)in;
	csv_abandon(c);
	return rc;
}

const struct report_format report_csv = {
	.name = "csv",
	.begin = csv_begin,
	.event = csv_event,
	.turn_end = NULL,	/* a row per event only */
	.finish = csv_finish,
	.abandon = csv_abandon,
};
