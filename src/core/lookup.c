/* Running a lookup.  Order of work, each step printed:
 *   1. place every non-dice dimension (a named entry, a value, a case,
 *      or a formula over the inputs);
 *   2. net the column shifts (one per exclusive group) and apply them,
 *      then the dimension's end rule;
 *   3. roll (or read the typed roll), add die modifiers, find the row;
 *   4. read the cell, and resolve bands with the extra input;
 *   5. put in place of the result what the game's state calls for
 *      (result_substitute), then say it.
 * With `?` step 3 enumerates every outcome instead and prints the exact
 * distribution of results.  Each step is a function of its own, over
 * the look-up in progress (struct lrun, lookup_int.h), which
 * lookup_run.c runs in order; this file holds the SQL helpers they
 * evaluate through. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/data_text.h"
#include "adj/expr.h"
#include "adj/lookup.h"
#include "adj/rules.h"
#include "adj/prompt.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/text.h"

#include "lookup_int.h"

void
in_set(struct inputs *in, const char *name, double v)
{
	int	 i;

	for (i = 0; i < in->n; i++)
		if (strcasecmp(in->name[i], name) == 0) {
			in->v[i] = v;
			return;
		}
	if (in->n == MAXIN)
		return;
	snprintf(in->name[in->n], sizeof in->name[0], "%s", name);
	in->v[in->n++] = v;
}

/* "SELECT (expr)" prepared with the inputs it reads bound; one not given
 * stays NULL, its name into missing (when given) and counted in *nmissing.
 * NULL when it cannot be used: the failure, naming its row, refuses the
 * command (expr.h). */
static sqlite3_stmt *
bind_expr(sqlite3 *db, const char *expr, const struct inputs *in,
    char *missing, size_t mlen, int *nmissing)
{
	sqlite3_stmt	*st;
	int		 i, j, found;

	*nmissing = 0;
	if ((st = expr_prepare(db, expr)) == NULL)
		return NULL;
	for (i = 1; i <= sqlite3_bind_parameter_count(st); i++) {
		const char *p = sqlite3_bind_parameter_name(st, i);

		found = 0;
		for (j = 0; p != NULL && j < in->n; j++)
			if (strcasecmp(p + 1, in->name[j]) == 0) {
				sqlite3_bind_double(st, i, in->v[j]);
				found = 1;
			}
		if (!found) {
			if (missing != NULL)
				snprintf(missing, mlen, "%s", p != NULL ? p + 1 :
				    "?");
			(*nmissing)++;
		}
	}
	return st;
}

/* Evaluate an SQL expression over the inputs.  0 and *out, 1 when an
 * input is missing (its name in missing), -1 on an SQL error, and
 * LOOKUP_NO_VALUE (*out 0) when it gives none for these inputs: a value
 * the rules' data refuses (a count below 0), never read as 0 where a
 * place on a dimension depends on it. */
static int
eval(sqlite3 *db, const char *expr, const struct inputs *in, double *out,
    char *missing, size_t mlen)
{
	sqlite3_stmt	*st;
	int		 rc = 0, nmissing;

	if ((st = bind_expr(db, expr, in, missing, mlen, &nmissing)) == NULL)
		return -1;
	if (nmissing > 0)
		rc = 1;
	else if (expr_step(st, expr) == SQLITE_ROW) {
		*out = sqlite3_column_double(st, 0);
		if (sqlite3_column_type(st, 0) == SQLITE_NULL)
			rc = LOOKUP_NO_VALUE;
	} else
		rc = -1;
	expr_done(st);
	return rc;
}

/* The same, with the inputs not given read as unknown (NULL): 1 when the
 * answer depends on them (the expression is NULL), 0 and *out when it
 * does not (":low_ammo = 1 AND :artillery = 1" with no low ammunition is
 * false whatever the firers are), -1 on an SQL error. */
static int
eval_unknown(sqlite3 *db, const char *expr, const struct inputs *in,
    double *out)
{
	sqlite3_stmt	*st;
	int		 rc = -1, nmissing;

	if ((st = bind_expr(db, expr, in, NULL, 0, &nmissing)) == NULL)
		return -1;
	if (expr_step(st, expr) == SQLITE_ROW) {
		rc = sqlite3_column_type(st, 0) == SQLITE_NULL;
		*out = sqlite3_column_double(st, 0);
	}
	expr_done(st);
	return rc;
}

/* The value of a guarded expression, "CASE WHEN ok THEN value END" (one
 * WHEN, no ELSE: the data refusing inputs out of range), as its length
 * from *start; 0 for any other expression. */
static size_t
guarded_value(const char *expr, const char **start)
{
	const char	*then, *end;
	size_t		 n = strlen(expr);

	if (strncasecmp(expr, "CASE WHEN ", 10) != 0 || n < 4 ||
	    strcasecmp(expr + n - 4, " END") != 0 ||
	    (then = strcasestr(expr, " THEN ")) == NULL ||
	    strcasestr(expr + 10, " WHEN ") != NULL ||
	    strcasestr(expr, " ELSE ") != NULL ||
	    strcasestr(then + 6, " CASE ") != NULL)
		return 0;
	*start = then + 6;
	end = expr + n - 4;
	return end > *start ? (size_t)(end - *start) : 0;
}

/* An expression with the inputs written in: ":roll - :cr" -> "3 - 4";
 * of a guarded one, the value alone. */
static void
show_expr(const char *expr, const struct inputs *in, struct buf *out)
{
	const char	*p = expr, *stop;
	size_t		 len;
	int		 i;

	if ((len = guarded_value(expr, &p)) == 0)
		len = strlen(expr);
	stop = p + len;
	buf_reset(out);
	while (p < stop) {
		if (*p == ':') {
			size_t n = strspn(p + 1, "abcdefghijklmnopqrstuvwxyz"
			    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");

			for (i = 0; i < in->n; i++)
				if (strlen(in->name[i]) == n &&
				    strncasecmp(in->name[i], p + 1, n) == 0)
					break;
			if (i < in->n)
				buf_printf(out, "%g", in->v[i]);
			else
				buf_addn(out, p + 1, n);
			p += n + 1;
			continue;
		}
		buf_addn(out, p, 1);
		p++;
	}
}

/* The helpers above, for the steps in the look-up's other files. */
int
lookup_eval(sqlite3 *db, const char *expr, const struct inputs *in,
    double *out, char *missing, size_t mlen)
{
	return eval(db, expr, in, out, missing, mlen);
}

int
lookup_eval_unknown(sqlite3 *db, const char *expr, const struct inputs *in,
    double *out)
{
	return eval_unknown(db, expr, in, out);
}

void
lookup_show_expr(const char *expr, const struct inputs *in, struct buf *out)
{
	show_expr(expr, in, out);
}

/* Does expr read the input name (":name", not a longer one)? */
static int
reads_input(const char *expr, const char *name)
{
	const char	*p = expr;
	size_t		 n = strlen(name);

	while ((p = strchr(p, ':')) != NULL) {
		p++;
		if (strncasecmp(p, name, n) == 0 && !isalnum((unsigned char)p[n]) &&
		    p[n] != '_')
			return 1;
	}
	return 0;
}

int
lrun_no_value(struct lrun *L, const struct ldim *d)
{
	struct buf	 vals;
	int		 i;

	/* The inputs its expression reads, as typed (roll= is the dice). */
	buf_init(&vals);
	for (i = 0; i < L->in.n; i++)
		if (strcasecmp(L->in.name[i], "roll") != 0 &&
		    reads_input(d->input, L->in.name[i]))
			buf_printf(&vals, "%s%s=%g", vals.len ? " " : "",
			    L->in.name[i], L->in.v[i]);
	reply_fail(L->r, "the %s has no %s for %s: a value out of its range",
	    L->t.name, d->name, vals.len ? buf_str(&vals) : "these inputs");
	buf_free(&vals);
	return LSTEP_FAIL;
}

int
lrun_bad_data(struct lrun *L)
{
	return reply_fail(L->r, "the rules data for the %s is broken: %s (run "
	    "`adjutant rules check`)", L->t.name, L->err);
}

/* The outcome the reply's JSON gives, and the result struct too. */
void
lrun_say_outcome(struct lrun *L, const char *outcome)
{
	json_object_set_new(L->r->json, "outcome", json_string(outcome));
	snprintf(L->said, sizeof L->said, "%s", outcome);
	L->has_said = 1;
}

void
lookup_result_free(struct lookup_result *res)
{
	free(res->cell);
	res->cell = NULL;
}
