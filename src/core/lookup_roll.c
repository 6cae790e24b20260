/* A look-up's dice (step 3): the exact odds of every result before any
 * die is rolled (`?`), or the roll, made or read from real dice, with
 * the die modifiers added, and the row (or each part's row) it finds. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/prompt.h"
#include "adj/text.h"

#include "lookup_int.h"

#define WAYS_MAX	200

/* 1, and the first into name, when the SQL text reads an input (other
 * than the roll itself) that is not among the inputs. */
static int
missing_input(const char *sql, const struct inputs *in, char *name,
    size_t len)
{
	const char	*p = sql;
	size_t		 n;
	int		 i, found;

	while ((p = strchr(p, ':')) != NULL) {
		p++;
		for (n = 0; isalnum((unsigned char)p[n]) || p[n] == '_'; n++)
			;
		if (n == 0 || (n == 4 && strncasecmp(p, "roll", 4) == 0)) {
			p += n;
			continue;
		}
		for (i = found = 0; i < in->n; i++)
			if (strlen(in->name[i]) == n &&
			    strncasecmp(in->name[i], p, n) == 0)
				found = 1;
		if (!found) {
			snprintf(name, len, "%.*s", (int)n, p);
			return 1;
		}
		p += n;
	}
	return 0;
}

struct tally {
	char		 label[128];
	uint64_t	 ways;
};

static void
tally_add(struct tally **t, int *n, const char *label, uint64_t ways)
{
	int	 i;

	for (i = 0; i < *n; i++)
		if (strcmp((*t)[i].label, label) == 0) {
			(*t)[i].ways += ways;
			return;
		}
	*t = realloc(*t, (size_t)(*n + 1) * sizeof **t);
	if (*t == NULL)
		abort();
	snprintf((*t)[*n].label, sizeof (*t)[*n].label, "%s", label);
	(*t)[(*n)++].ways = ways;
}

/* The result a total of the dice would give, into L->outcome: 0, 1 when
 * it is past the table's rows, -1 (r failed) when an input is missing. */
static int
dist_outcome(struct lrun *L, int tot)
{
	const struct ldim	*d = &L->t.d[L->dicedim];
	const char		*why;
	double			 v;
	int			 e;

	if (strcmp(d->kind, "range") == 0) {
		in_set(&L->in, "roll", tot + L->drm);
		switch (lookup_eval(L->db, d->input, &L->in, &v, L->missing,
		    sizeof L->missing)) {
		case 0:
			break;
		case LOOKUP_NO_VALUE:
			return 1;	/* counted as past the table */
		default:
			return reply_fail(L->r, "the %s needs %s=N", L->t.name,
			    L->missing);
		}
	} else
		v = tot + L->drm;
	e = ldim_find(d, v);
	if (e == -1 || e == -2)
		e = end_rule(d, e == -1 ? d->below : d->above, e == -1, &why);
	if (e < 0)
		return 1;
	L->idx[L->dicedim] = e;
	free(L->cell);
	L->cell = ltable_cell(L->db, &L->t, L->idx);
	lrun_resolve(L, L->cell != NULL ? L->cell : "(not entered)");
	if (L->cell != NULL && lrun_substitute_in(L, 1) != LSTEP_ON)
		return -1;
	return 0;
}

/* The odds of one part (or of the whole), said and into jd. */
static int
dist_split(struct lrun *L, int s, const uint64_t *ways, int lo,
    uint64_t total, json_t *jd)
{
	const struct ltable	*t = &L->t;
	struct tally		*ta = NULL;
	json_t			*jo, *jw;
	int			 nt = 0, tot, j, rc;
	int			 hi = t->roll_split ? 6 : dice_max(&L->dd);

	if (t->roll_split)
		L->idx[t->nd - 1] = s;
	for (tot = lo; tot <= hi && total > 0; tot++) {
		if (tot - lo >= WAYS_MAX || ways[tot - lo] == 0)
			continue;
		if ((rc = dist_outcome(L, tot)) < 0) {
			free(ta);
			return -1;
		}
		tally_add(&ta, &nt, rc == 1 ? "(not in the table)" : L->outcome,
		    ways[tot - lo]);
	}
	buf_reset(&L->b);
	jo = json_object();
	for (j = 0; j < nt; j++) {
		buf_printf(&L->b, "%s%s %.1f%%", j ? ", " : "", ta[j].label,
		    100.0 * (double)ta[j].ways / (double)total);
		json_object_set_new(jo, ta[j].label, json_real(
		    (double)ta[j].ways / (double)total));
	}
	reply_line(L->r, "  before rolling%s%s: %s (from %llu outcomes)",
	    t->roll_split ? ", " : "", t->roll_split ? t->d[t->nd - 1].e[s].label :
	    "", buf_str(&L->b), (unsigned long long)total);
	json_object_set_new(jd, t->roll_split ? t->d[t->nd - 1].e[s].label :
	    "all", jo);
	if (!t->roll_split) {
		/* The exact counts, for checking. */
		jw = json_object();
		for (j = 0; j < nt; j++)
			json_object_set_new(jw, ta[j].label, json_integer(
			    (json_int_t)ta[j].ways));
		json_object_set_new(L->r->json, "ways", jw);
		json_object_set_new(L->r->json, "outcomes",
		    json_integer((json_int_t)total));
	}
	free(ta);
	return 0;
}

/* 1 when the dimension's expression gives no value for any total of the
 * dice with these inputs (the data refuses an input out of its range):
 * said before a die is rolled, as a missing input is. */
static int
no_roll_reads(struct lrun *L, const struct ldim *d)
{
	double	 v;
	int	 tot, rc;

	for (tot = dice_min(&L->dd); tot <= dice_max(&L->dd); tot++) {
		in_set(&L->in, "roll", tot + L->drm);
		rc = lookup_eval(L->db, d->input, &L->in, &v, L->missing,
		    sizeof L->missing);
		if (rc != LOOKUP_NO_VALUE)
			return 0;
	}
	return 1;
}

/* `?`: every outcome of the dice, and the exact odds of each result. */
static int
lrun_distribution(struct lrun *L)
{
	const struct ltable	*t = &L->t;
	uint64_t		 ways[WAYS_MAX], total;
	int			 lo = dice_min(&L->dd), s;
	int			 splits = t->roll_split ? t->d[t->nd - 1].ne : 1;
	json_t			*jd;

	if (t->roll_split) {
		/* Each column reads its own d6. */
		struct dice one = { 1, 6, 0 };

		total = dice_ways(&one, ways, WAYS_MAX);
		lo = 1;
	} else
		total = dice_ways(&L->dd, ways, WAYS_MAX);
	jd = json_object();
	for (s = 0; s < splits; s++)
		if (dist_split(L, s, ways, lo, total, jd) != 0) {
			json_decref(jd);
			return LSTEP_FAIL;
		}
	json_object_set_new(L->r->json, "distribution", jd);
	if (strcmp(t->cell_kind, "bands") == 0 && !L->has_need)
		reply_line(L->r, "  (give %s=N for the %s to resolve bands)",
		    t->needs, t->needs_label);
	return LSTEP_DONE;
}

/* The roll: typed (roll=, or at the prompt), else made. */
static int
roll_dice(struct lrun *L)
{
	const struct lookup_req	*q = L->q;

	if (L->typed_roll == NULL && q->ask != NULL) {
		if (prompt_ask(q->ask, q->ask_arg, L->r, L->dd.d66 ? "Roll? "
		    "(Enter for dice, or type the coloured-then-white result) "
		    "> " : "Roll? (Enter for dice, or type the result) > ",
		    prompt_roll, &L->dd, &L->asked) != 0)
			return LSTEP_FAIL;
		if (L->asked[0] != '\0')
			L->typed_roll = L->asked;
	}
	if (L->typed_roll != NULL) {
		if (dice_read(&L->dd, L->typed_roll, &L->rl, L->err,
		    sizeof L->err) != 0)
			return reply_fail(L->r, "%s. Nothing recorded", L->err);
	} else
		dice_roll(&L->dd, q->rng, &L->rl);
	return LSTEP_ON;
}

/* Are the dice of a roll all alike (two or more of them, each read)? */
static int
doubles(const struct roll *rl)
{
	int	 i;

	if (!rl->per_die || rl->spec.n < 2)
		return 0;
	for (i = 1; i < rl->spec.n; i++)
		if (rl->die[i] != rl->die[0])
			return 0;
	return 1;
}

/* The row the roll (of part i) finds, and its cell. */
static int
roll_row(struct lrun *L, int i, json_t *parts)
{
	const struct ltable	*t = &L->t;
	const struct ldim	*d = &t->d[L->dicedim];
	const char		*why;
	double			 v;
	int			 e;

	v = (t->roll_split ? L->rl.die[i] : L->rl.total) + L->drm;
	if (L->drm != 0)
		reply_line(L->r, "  modified roll: %g", v);
	if (strcmp(d->kind, "range") == 0) {
		in_set(&L->in, "roll", v);
		switch (lookup_eval(L->db, d->input, &L->in, &v, L->missing,
		    sizeof L->missing)) {
		case 1:
			return reply_fail(L->r, "the %s needs %s=N", t->name,
			    L->missing);
		case -1:
			return lrun_bad_data(L);
		case LOOKUP_NO_VALUE:
			return lrun_no_value(L, d);
		}
		lookup_show_expr(d->input, &L->in, &L->b);
		reply_line(L->r, "  %s: %s = %g", d->name, buf_str(&L->b), v);
	}
	e = ldim_find(d, v);
	if (e == -1 || e == -2)
		e = end_rule(d, e == -1 ? d->below : d->above, e == -1, &why);
	/* Past the rows of a table the rulebook prints whole, the value
	 * typed is wrong (a fatigue past the track); of an imported one,
	 * the row may be missing from the import. */
	if (e < 0 && !t->user) {
		list_entries(d, &L->b);
		return reply_fail(L->r, "%g is past the rows of the %s: expected "
		    "one of %s", v, t->name, buf_str(&L->b));
	}
	if (e < 0)
		return reply_fail(L->r, "%g is not in the rows of your %s (it "
		    "holds %s): enter that row with `table import`", v, t->name,
		    t->partial ? "part of the table" : "no such row");
	if (strcmp(d->doubles, "row-above") == 0 && !t->roll_split &&
	    doubles(&L->rl)) {
		if (e > 0)
			reply_line(L->r, "  doubles: the row above, \"%s\", is "
			    "read (%s %s)", d->e[e - 1].label, t->tag,
			    d->section);
		else
			reply_line(L->r, "  doubles, on the top row: it is read "
			    "itself (%s %s)", t->tag, d->section);
		e = e > 0 ? e - 1 : e;
	}
	L->idx[L->dicedim] = e;
	if (t->roll_split)
		L->idx[t->nd - 1] = i;
	free(L->cell);
	if ((L->cell = ltable_cell(L->db, t, L->idx)) == NULL)
		return reply_fail(L->r, "that cell is not in your %s (you "
		    "entered part of it)", t->name);
	lrun_resolve(L, L->cell);
	if (t->roll_split) {
		reply_line(L->r, "  %s (die %d): %s", t->d[t->nd - 1].e[i].label,
		    L->rl.die[i], L->cell);
		explain_words(L->db, t, L->cell, L->r);
		json_object_set_new(parts, t->d[t->nd - 1].e[i].label,
		    text_json(L->cell));
	} else
		reply_line(L->r, "  row \"%s\": %s", d->e[e].label, L->cell);
	return LSTEP_ON;
}

/* 3. The dice, or the distribution over them. */
int
lrun_roll(struct lrun *L)
{
	const struct ltable	*t = &L->t;
	const struct ldim	*d = &t->d[L->dicedim];
	int			 splits = t->roll_split ? t->d[t->nd - 1].ne : 1;
	int			 i, rc;
	char			 txt[96];
	json_t			*parts;

	/* What the roll is read against (a rating) must be there before any
	 * die is rolled: a roll made and then refused would be a roll
	 * wasted, or one taken again. */
	if (d->input[0] != '\0' && !L->dist && missing_input(d->input,
	    &L->in, L->missing, sizeof L->missing))
		return reply_fail(L->r, "the %s needs %s=N", t->name, L->missing);
	if (dice_parse(t->roll_split ? "d66" : d->dice, &L->dd, L->err,
	    sizeof L->err) != 0)
		return lrun_bad_data(L);
	if (strcmp(d->kind, "range") == 0 && !t->roll_split &&
	    no_roll_reads(L, d))
		return lrun_no_value(L, d);
	if (L->dist)
		return lrun_distribution(L);
	/* What the bands are read with (the Lead Unit's CR) is asked before
	 * the dice: a question after them could be cancelled once the roll
	 * was seen (a commit point then keeps the roll: src/cli/checkpoint.c),
	 * and the player knows it first. */
	if (strcmp(t->cell_kind, "bands") == 0 && !t->roll_split &&
	    !L->has_need && L->q->ask != NULL && lrun_ask_need(L) != 0)
		return LSTEP_FAIL;
	if (roll_dice(L) != LSTEP_ON)
		return LSTEP_FAIL;
	roll_describe(&L->rl, txt, sizeof txt);
	reply_line(L->r, "  roll %s: %s%s", t->roll_split ? "d66" : d->dice,
	    txt, L->rl.typed ? " (real dice)" : "");
	parts = json_object();
	for (i = 0; i < splits; i++)
		if ((rc = roll_row(L, i, parts)) != LSTEP_ON) {
			json_decref(parts);
			return rc;
		}
	if (t->roll_split) {
		json_object_set_new(L->r->json, "result", parts);
		lrun_say_outcome(L, "");
	} else
		json_decref(parts);
	json_object_set_new(L->r->json, "roll", json_integer(L->rl.total));
	return LSTEP_ON;
}
