/* A look-up's dimensions: finding an entry (by label, by a formation's
 * rating, by a value on a range), the end rules past either end, placing
 * each dimension that is not rolled (step 1), and moving along them by
 * the net column shifts (step 2). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/names.h"
#include "adj/prepare.h"

#include "lookup_int.h"

int
entry_by_label(const struct ldim *d, const char *typed)
{
	const char	**ids;
	int		 i, hit;

	ids = xcalloc((size_t)d->ne + 1, sizeof *ids);
	if (ids == NULL)
		abort();
	for (i = 0; i < d->ne; i++)
		ids[i] = d->e[i].label;
	hit = name_match(typed, ids, NULL, d->ne);
	free(ids);
	return hit;
}

/* The entries' labels, into b (emptied first), for a message. */
void
list_entries(const struct ldim *d, struct buf *b)
{
	int	 i;

	buf_reset(b);
	for (i = 0; i < d->ne; i++)
		buf_printf(b, "%s%s", i ? ", " : "", d->e[i].label);
}

/* Apply the end rule of dimension d to a place past its low end (below)
 * or its high end.  Returns the new index, or -1 with *why set ('none' or
 * 'refuse'). */
int
end_rule(const struct ldim *d, const char *rule, int below, const char **why)
{
	*why = NULL;
	if (strcmp(rule, "clamp") == 0)
		return below ? 0 : d->ne - 1;
	if (strncmp(rule, "entry:", 6) == 0) {
		int e = entry_by_label(d, rule + 6);

		if (e >= 0)
			return e;
	}
	*why = strcmp(rule, "none") == 0 ? "none" : "refuse";
	return -1;
}

const char *
shift_words(double n)
{
	static _Thread_local char w[48];

	if (n == 0)
		return "no shift";
	snprintf(w, sizeof w, "%g %s", fabs(n), n < 0 ? "left" : "right");
	return w;
}

/* A formation named for the entry its rating picks ("kershaw" for the
 * morale column C): the entry, said with where the rating comes from, or
 * -1 (ambiguous names are no match). */
int
entry_by_rating(sqlite3 *db, const struct ltable *t, int dim,
    const char *typed, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 name[96] = "", rating[16] = "", sec[24] = "";
	int		 n = 0, e;

	if (sql_prepare(db, "SELECT name, rating, section FROM formation "
	    "WHERE game = ?1 AND rating IS NOT NULL AND (lower(id) = lower(?2) "
	    "OR lower(name) = lower(?2) OR lower(name) LIKE lower(?2) || '%') "
	    "LIMIT 2", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, t->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, typed, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW && n++ == 0) {
		data_text(name, sizeof name, st, 0);
		data_text(rating, sizeof rating, st, 1);
		data_text(sec, sizeof sec, st, 2);
	}
	sqlite3_finalize(st);
	if (n != 1 || (e = entry_by_label(&t->d[dim], rating)) < 0)
		return -1;
	reply_line(r, "  %s: rating %s (%s %s)", name, rating, t->tag, sec);
	return e;
}

/* Dimension 0 from the start a calculator worked out. */
static int
place_start(struct lrun *L, const struct ldim *d)
{
	const struct lookup_req	*q = L->q;
	const char		*why;
	int			 e = ldim_find(d, q->start);

	if (e < 0 && e != -3 && !L->t.partial)
		e = end_rule(d, e == -1 ? (q->below ? q->below : d->below) :
		    d->above, e == -1, &why);
	/* Past the last numbered column the start is that column: the bonus
	 * columns past it are for shifts alone. */
	if (ldim_is_bonus(d, e))
		e = ldim_last_numbered(d);
	if (e < 0) {
		list_entries(d, &L->b);
		return reply_fail(L->r, "%s: %s is not among the %s entries you "
		    "have entered (%s); `table import` the rest", L->t.name,
		    q->start_why, d->name, buf_str(&L->b));
	}
	L->idx[0] = e;
	reply_line(L->r, "  %s: %s -> \"%s\"", d->name, q->start_why,
	    d->e[e].label);
	return LSTEP_ON;
}

/* The first case whose condition holds over the inputs. */
static int
place_case(struct lrun *L, int i)
{
	const struct ldim	*d = &L->t.d[i];
	double			 v;
	int			 j, k;

	for (j = 0; j < d->ne; j++) {
		k = lookup_eval(L->db, d->e[j].cond, &L->in, &v, L->missing,
		    sizeof L->missing);
		if (k == 1)
			return reply_fail(L->r, "the %s needs %s=N", L->t.name,
			    L->missing);
		if (k == 0 && v != 0) {
			L->idx[i] = j;
			break;
		}
	}
	if (L->idx[i] < 0)
		return reply_fail(L->r, "no case of the %s holds", d->name);
	if (strcmp(d->e[L->idx[i]].cond, "1") == 0)
		reply_line(L->r, "  %s: none of the other cases -> %s", d->name,
		    d->e[L->idx[i]].label);
	else {
		lookup_show_expr(d->e[L->idx[i]].cond, &L->in, &L->b);
		reply_line(L->r, "  %s: %s -> %s", d->name, buf_str(&L->b),
		    d->e[L->idx[i]].label);
	}
	return LSTEP_ON;
}

/* A range read off a formula over the inputs. */
static int
place_formula(struct lrun *L, int i)
{
	const struct ldim	*d = &L->t.d[i];
	const char		*why;
	char			 num[32];
	double			 v;
	int			 j;

	/* A die against a rating: the dimension reads a formula with :roll
	 * from its dice, read once the die modifiers are known (step 3). */
	if (d->dice[0] != '\0') {
		L->dicedim = i;
		return LSTEP_ON;
	}
	switch (lookup_eval(L->db, d->input, &L->in, &v, L->missing,
	    sizeof L->missing)) {
	case 1:
		return reply_fail(L->r, "the %s needs %s=N", L->t.name,
		    L->missing);
	case -1:
		return lrun_bad_data(L);
	case LOOKUP_NO_VALUE:
		return lrun_no_value(L, d);
	}
	j = ldim_find(d, v);
	if (j < 0 && j != -3)
		j = end_rule(d, j == -1 ? d->below : d->above, j == -1, &why);
	if (j < 0) {
		/* The working when there is some ("10 - 12 = -2"). */
		lookup_show_expr(d->input, &L->in, &L->b);
		snprintf(num, sizeof num, "%g", v);
		reply_fail(L->r, "%s%s%s is off the %s: expected ", strcmp(num,
		    buf_str(&L->b)) != 0 ? buf_str(&L->b) : "", strcmp(num,
		    buf_str(&L->b)) != 0 ? " = " : "", num, d->name);
		list_entries(d, &L->b);
		buf_printf(&L->r->err, "one of %s", buf_str(&L->b));
		return LSTEP_FAIL;
	}
	L->idx[i] = j;
	lookup_show_expr(d->input, &L->in, &L->b);
	reply_line(L->r, "  %s: %s = %g -> \"%s\"", d->name, buf_str(&L->b), v,
	    d->e[j].label);
	return LSTEP_ON;
}

/* 1. Place the dimensions the player did not name and no die reads. */
int
lrun_place(struct lrun *L)
{
	const struct ltable	*t = &L->t;
	const struct ldim	*d;
	int			 i, rc;

	for (i = 0; i < t->nd; i++) {
		d = &t->d[i];
		if (L->set[i] || i == L->dicedim || (t->roll_split &&
		    i == t->nd - 1))
			continue;
		if (L->dry) {
			if (i == 0 && L->q->has_start)
				reply_line(L->r, "  %s: %s", d->name,
				    L->q->start_why);
			continue;
		}
		if (i == 0 && L->q->has_start)
			rc = place_start(L, d);
		else if (strcmp(d->kind, "case") == 0)
			rc = place_case(L, i);
		else if (strcmp(d->kind, "range") == 0 && d->input[0] != '\0')
			rc = place_formula(L, i);
		else {
			list_entries(d, &L->b);
			rc = reply_fail(L->r, "the %s needs %s=... (%s)", t->name,
			    d->id, buf_str(&L->b));
		}
		if (rc != LSTEP_ON)
			return rc;
	}
	return LSTEP_ON;
}

/* Before a player-aid table is imported, its columns may still be known
 * from the text (the Fire CRT's strength bands): then the column the
 * start and the net shift give is shown, the cells left to the import. */
static void
dry_column(const struct ltable *t, const struct lookup_req *q, int at,
    double shift, struct reply *r)
{
	const struct ldim *d = &t->d[0];
	const char	*why;
	int		 e = at, to;

	if ((at < 0 && !q->has_start) || d->open || d->ne == 0 ||
	    strcmp(d->kind, "range") != 0)
		return;
	if (e < 0 && (e = ldim_find(d, q->start)) < 0)
		e = end_rule(d, e == -1 ? (q->below ? q->below : d->below) :
		    d->above, e == -1, &why);
	if (ldim_is_bonus(d, e))
		e = ldim_last_numbered(d);
	if (e < 0)
		return;
	to = e + (int)lround(shift);
	if (to < 0 || to >= d->ne)
		to = end_rule(d, to < 0 ? (q->below ? q->below : d->below) :
		    d->above, to < 0, &why);
	if (to < 0)
		return;
	reply_line(r, "  %s: \"%s\"%s", d->name, d->e[to].label, to != e ?
	    " (after the shift)" : "");
	json_object_set_new(r->json, "column", json_string(d->e[to].label));
}

/* A player-aid table not imported: the working stops at the column. */
int
lrun_dry(struct lrun *L)
{
	const struct ltable	*t = &L->t;

	reply_line(L->r, "  net shift: %s", shift_words(L->shift[0]));
	json_object_set_new(L->r->json, "net_shift", json_real(L->shift[0]));
	dry_column(t, L->q, L->idx[0], L->shift[0], L->r);
	json_object_set_new(L->r->json, "crt", json_string("missing"));
	reply_line(L->r, "The %s is printed on your player aid: enter it once "
	    "with `table import %s.%s FILE.csv` to get the column, the roll "
	    "and the result here (`help table`).", t->name, t->game, t->id);
	return LSTEP_DONE;
}

/* The net shift on dimension i applied, and its end rule past an end. */
static int
shift_dim(struct lrun *L, int i)
{
	const struct ltable	*t = &L->t;
	const struct ldim	*d = &t->d[i];
	const char		*rule, *why;
	double			 n = L->shift[i];
	int			 to = L->idx[i] + (int)lround(n);

	if ((to < 0 || to >= d->ne) && t->partial)
		return reply_fail(L->r, "shifting %s from \"%s\" leaves the part "
		    "of the %s you have entered; `table import` the rest",
		    shift_words(n), d->e[L->idx[i]].label, t->name);
	if (to >= 0 && to < d->ne) {
		reply_line(L->r, "  net %s on the %s: \"%s\" -> \"%s\"",
		    shift_words(n), d->name, d->e[L->idx[i]].label,
		    d->e[to].label);
		L->idx[i] = to;
		return LSTEP_ON;
	}
	rule = to < 0 ? (i == 0 && L->q->below ? L->q->below : d->below) :
	    d->above;
	to = end_rule(d, rule, to < 0, &why);
	if (to < 0 && strcmp(why, "none") == 0) {
		reply_line(L->r, "  net %s on the %s: past its %s end from "
		    "\"%s\": no effect", shift_words(n), d->name, n < 0 ?
		    "left" : "right", d->e[L->idx[i]].label);
		json_object_set_new(L->r->json, "result", json_string("none"));
		lrun_say_outcome(L, "no effect");
		L->none = 1;
		return LSTEP_DONE;
	}
	/* Past the end the rules give a result of their own (close combat
	 * off the left of a CRT: the attacker takes it). */
	if (strncmp(rule, "result:", 7) == 0) {
		reply_line(L->r, "  net %s on the %s: past its %s end from "
		    "\"%s\": %s", shift_words(n), d->name, n < 0 ? "left" :
		    "right", d->e[L->idx[i]].label, rule + 7);
		explain_words(L->db, t, rule + 7, L->r);
		json_object_set_new(L->r->json, "result", json_string(rule +
		    7));
		lrun_say_outcome(L, rule + 7);
		return LSTEP_DONE;
	}
	if (to < 0)
		return reply_fail(L->r, "shifted off the %s", d->name);
	reply_line(L->r, "  net %s on the %s: \"%s\" -> past the end, so "
	    "\"%s\" (%s)", shift_words(n), d->name, d->e[L->idx[i]].label,
	    d->e[to].label, rule);
	L->idx[i] = to;
	return LSTEP_ON;
}

/* 2. (after the modifiers) The shifts applied; then the entries the
 * dimensions came to, in the JSON's steps. */
int
lrun_shift(struct lrun *L)
{
	const struct ltable	*t = &L->t;
	int			 i, rc;

	json_object_set_new(L->r->json, "net_shift", json_real(L->shift[0]));
	for (i = 0; i < t->nd; i++) {
		if (L->shift[i] == 0 || i == L->dicedim)
			continue;
		if ((rc = shift_dim(L, i)) != LSTEP_ON)
			return rc;
	}
	for (i = 0; i < t->nd; i++)
		if (i != L->dicedim && L->idx[i] >= 0)
			json_array_append_new(L->steps, xjson_pack("{s:s, s:s}",
			    "dimension", t->d[i].id, "entry",
			    t->d[i].e[L->idx[i]].label));
	return LSTEP_ON;
}
