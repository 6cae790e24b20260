/* Running a lookup.  Order of work, each step printed:
 *   1. place every non-dice dimension (a named entry, a value, a case,
 *      or a formula over the inputs);
 *   2. net the column shifts (one per exclusive group) and apply them,
 *      then the dimension's end rule;
 *   3. roll (or read the typed roll), add die modifiers, find the row;
 *   4. read the cell, and resolve bands with the extra input.
 * With `?` step 3 enumerates every outcome instead and prints the exact
 * distribution of results. */
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

#define MAXIN	32

struct inputs {
	char	 name[MAXIN][32];
	double	 v[MAXIN];
	int	 n;
};

static void
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
 * input is missing (its name in missing), -1 on an SQL error. */
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
	else if (expr_step(st, expr) == SQLITE_ROW)
		*out = sqlite3_column_double(st, 0);
	else
		rc = -1;
	sqlite3_finalize(st);
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
	sqlite3_finalize(st);
	return rc;
}

/* An expression with the inputs written in: ":roll - :cr" -> "3 - 4". */
static void
show_expr(const char *expr, const struct inputs *in, struct buf *out)
{
	const char	*p = expr;
	int		 i;

	buf_reset(out);
	while (*p != '\0') {
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

static int
entry_by_label(const struct ldim *d, const char *typed)
{
	const char	**ids;
	int		 i, hit;

	ids = calloc((size_t)d->ne + 1, sizeof *ids);
	if (ids == NULL)
		abort();
	for (i = 0; i < d->ne; i++)
		ids[i] = d->e[i].label;
	hit = name_match(typed, ids, NULL, d->ne);
	free(ids);
	return hit;
}

static void
list_entries(const struct ldim *d, struct buf *b)
{
	int	 i;

	for (i = 0; i < d->ne; i++)
		buf_printf(b, "%s%s", i ? ", " : "", d->e[i].label);
}

struct mod {
	char	 id[48];
	char	 name[128];
	char	 kind[8];
	double	 amount;
	int	 dim;
	char	 grp[32];
	char	 cond[200];
	char	 section[24];
	char	 cancels[96];	/* ids of the modifiers it undoes, "a,b" */
	int	 named;
	int	 on;
};

/* The modifiers of tbl appended to *out (n so far): the new count. */
static int
load_mods(sqlite3 *db, const char *game, const char *tbl, struct mod **out,
    int n)
{
	sqlite3_stmt	*st;

	if (n == 0)
		*out = NULL;
	if (sqlite3_prepare_v2(db, "SELECT id, name, kind, amount, "
	    "COALESCE(dim, 1), COALESCE(grp, ''), COALESCE(cond, ''), section, "
	    "COALESCE(cancels, '') FROM modifier WHERE game = ?1 AND tbl = ?2 "
	    "ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, tbl, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		struct mod *m;

		*out = realloc(*out, (size_t)(n + 1) * sizeof **out);
		if (*out == NULL)
			abort();
		m = &(*out)[n++];
		memset(m, 0, sizeof *m);
		data_text(m->id, sizeof m->id, st, 0);
		data_text(m->name, sizeof m->name, st, 1);
		data_text(m->kind, sizeof m->kind, st, 2);
		m->amount = sqlite3_column_double(st, 3);
		m->dim = sqlite3_column_int(st, 4) - 1;
		data_text(m->grp, sizeof m->grp, st, 5);
		data_text(m->cond, sizeof m->cond, st, 6);
		data_text(m->section, sizeof m->section, st, 7);
		data_text(m->cancels, sizeof m->cancels, st, 8);
	}
	sqlite3_finalize(st);
	return n;
}

/* Does a, on, undo m (its cancels lists m's id)? */
static int
undoes(const struct mod *a, const struct mod *m)
{
	char	 list[96], *id, *save = NULL;

	if (!a->on || a == m || a->cancels[0] == '\0')
		return 0;
	snprintf(list, sizeof list, "%s", a->cancels);
	for (id = strtok_r(list, ",", &save); id != NULL;
	    id = strtok_r(NULL, ",", &save))
		if (strcmp(id, m->id) == 0)
			return 1;
	return 0;
}

/* The modifier on that undoes m, or NULL: one that stands itself first
 * (mounted cavalry, not the column it undoes too). */
static struct mod *
cancelled_by(struct mod *mods, int n, const struct mod *m)
{
	struct mod	*any = NULL;
	int		 i, j, stands;

	for (i = 0; i < n; i++) {
		if (!undoes(&mods[i], m))
			continue;
		for (j = 0, stands = 1; j < n && stands; j++)
			stands = !undoes(&mods[j], &mods[i]);
		if (stands)
			return &mods[i];
		if (any == NULL)
			any = &mods[i];
	}
	return any;
}

static int
mod_by_name(struct mod *m, int n, const char *typed)
{
	const char	**ids;
	int		 i, hit;

	ids = calloc((size_t)n + 1, sizeof *ids);
	if (ids == NULL)
		abort();
	for (i = 0; i < n; i++)
		ids[i] = m[i].id;
	hit = name_match(typed, ids, NULL, n);
	free(ids);
	return hit;
}

/* Apply the end rule of dimension d to a place past its low end (below)
 * or its high end.  Returns the new index, or -1 with *why set ('none' or
 * 'refuse'). */
static int
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

static const char *
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
static int
entry_by_rating(sqlite3 *db, const struct ltable *t, int dim,
    const char *typed, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 name[96] = "", rating[16] = "", sec[24] = "";
	int		 n = 0, e;

	if (sqlite3_prepare_v2(db, "SELECT name, rating, section FROM formation "
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

/* Resolve a cell to the outcome the player reads. */
static void
resolve(const struct ltable *t, const char *cell, int has_need, double need,
    const char *otherwise, char *out, size_t len)
{
	if (strcmp(t->cell_kind, "bands") == 0 && has_need) {
		if (cell_band(cell, need, out, len) != 1)
			snprintf(out, len, "%s", otherwise[0] ? otherwise : "-");
		return;
	}
	snprintf(out, len, "%s", cell);
}

struct tally {
	char		 label[96];
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

/* Say what a result code means, from the game's glossary. */
static void
explain_code(sqlite3 *db, const struct ltable *t, const char *code,
    struct reply *r)
{
	sqlite3_stmt	*st;

	/* The table's own meaning first, else the game's. */
	if (sqlite3_prepare_v2(db, "SELECT meaning, section FROM result_code "
	    "WHERE game = ?1 AND code = ?2 AND (tbl IS NULL OR tbl = ?3) "
	    "ORDER BY tbl IS NULL LIMIT 1", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, t->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, code, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, t->id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		reply_line(r, "  %s: %s (%s %s)", code,
		    (const char *)sqlite3_column_text(st, 0), t->tag,
		    (const char *)sqlite3_column_text(st, 1));
		json_object_set_new(r->json, "meaning", json_string(
		    (const char *)sqlite3_column_text(st, 0)));
	}
	sqlite3_finalize(st);
}

/* One code of a compound cell, with its meaning (the table's own first,
 * else the game's). */
struct explain_arg {
	sqlite3			*db;
	const struct ltable	*t;
	struct reply		*r;
};

static void
explain_one(void *arg, const char *typed, const char *code)
{
	struct explain_arg	*a = arg;
	sqlite3_stmt		*st;

	if (strcmp(code, "-") == 0 || sqlite3_prepare_v2(a->db, "SELECT "
	    "meaning FROM result_code WHERE game = ?1 AND code = ?2 AND (tbl "
	    "IS NULL OR tbl = ?3) ORDER BY tbl IS NULL LIMIT 1", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, a->t->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, code, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, a->t->id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		reply_line(a->r, "    %s: %s", typed,
		    (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
}

/* Each result code of a compound cell ("M R2 (P1)", "D all"), from the
 * glossary: a run of words that is one code is explained as one. */
static void
explain_words(sqlite3 *db, const struct ltable *t, const char *cell,
    struct reply *r)
{
	struct explain_arg	 a = { db, t, r };
	char			 bad[64];

	cell_codes_each(db, t->game, t->id, cell, explain_one, &a, bad,
	    sizeof bad);
}

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

/* A number for the input a band needs, or Enter to leave it open. */
static int
any_number(const char *a, void *arg, char *why, size_t len)
{
	char	*end;
	double	 v = strtod(a, &end);

	(void)arg;
	if (*a == '\0' || (end != a && *end == '\0' && isfinite(v)))
		return 0;
	snprintf(why, len, "\"%s\": expected a number", a);
	return -1;
}

static int name_in_list(const char *, const char *);
static void inputs_of(const char *, struct buf *);

/* An input asked at the prompt (a count of SP, a rating): a whole number
 * read with its range, or Enter to leave it out. */
#define ASKED_MAX	999

static int
asked_input(const char *a, void *arg, char *why, size_t len)
{
	int	 v;

	(void)arg;
	if (*a == '\0' || num_int(a, 0, ASKED_MAX, &v) == 0)
		return 0;
	snprintf(why, len, "\"%s\": expected a whole number from 0 to %d, or "
	    "Enter", a, ASKED_MAX);
	return -1;
}

/* 1 when a modifier before mods[i] in its exclusive group applies
 * whatever is unknown (named, or its condition holds): mods[i] could not
 * apply then, so what it turns on does not matter. */
static int
group_taken(sqlite3 *db, const struct mod *mods, int i,
    const struct inputs *in)
{
	double	 v;
	int	 j;

	if (mods[i].grp[0] == '\0')
		return 0;
	for (j = 0; j < i; j++) {
		if (strcmp(mods[j].grp, mods[i].grp) != 0)
			continue;
		if (mods[j].named || (mods[j].cond[0] != '\0' &&
		    eval_unknown(db, mods[j].cond, in, &v) == 0 && v != 0))
			return 1;
	}
	return 0;
}

/* The inputs that the conditions of the modifiers still undecided read
 * and nobody gave, into names ("att=N, def=N"); with only set, those of
 * the modifiers that read the input only and none of the inputs the
 * player left out (skip, "att_cr=N": no answer decides them then), whose
 * names go into which. */
static void
undecided(sqlite3 *db, const struct mod *mods, int nmods,
    const struct inputs *in, const char *only, const char *skip,
    struct buf *names, struct buf *which, json_t *ids, const char **sec)
{
	struct buf	 need;
	const char	*p;
	char		 name[32];
	double		 v;
	int		 i, j, left_out;

	buf_init(&need);
	for (i = 0; i < nmods; i++) {
		if (mods[i].named || mods[i].cond[0] == '\0' ||
		    eval_unknown(db, mods[i].cond, in, &v) != 1 ||
		    group_taken(db, mods, i, in))
			continue;
		buf_reset(&need);
		inputs_of(mods[i].cond, &need);
		if (only != NULL && !name_in_list(buf_str(&need), only))
			continue;
		for (p = skip, left_out = 0; p != NULL && *p != '\0' &&
		    !left_out; p += strspn(p, ", ")) {
			snprintf(name, sizeof name, "%.*s", (int)strcspn(p, "="),
			    p);
			p += strcspn(p, ",");
			left_out = name_in_list(buf_str(&need), name);
		}
		if (left_out)
			continue;
		if (which != NULL)
			buf_printf(which, "%s%s", which->len ? ", " : "",
			    mods[i].name);
		if (ids != NULL)
			json_array_append_new(ids, json_string(mods[i].id));
		if (sec != NULL)
			*sec = mods[i].section;
		for (p = buf_str(&need); names != NULL && *p != '\0';
		    p += strspn(p, ", ")) {
			snprintf(name, sizeof name, "%.*s", (int)strcspn(p, "="),
			    p);
			p += strcspn(p, ",");
			for (j = 0; j < in->n; j++)
				if (strcasecmp(in->name[j], name) == 0)
					break;
			if (j == in->n && !name_in_list(buf_str(names), name))
				buf_printf(names, "%s%s=N", names->len ? ", " :
				    "", name);
		}
	}
	buf_free(&need);
}

/* The modifiers whose condition turns on an input not given (close
 * combat's odds and CR shifts without att= def= att_cr= def_cr=): at the
 * prompt each such input is asked for, Enter leaving it out; whatever is
 * still unknown is said with the modifiers it leaves out, and listed in
 * the JSON, so that no shift the rules would apply drops without a word.
 * A script, a --json caller or the campaign server is never asked (no
 * q->ask).  When the caller gave the session's tracks, a track of the
 * game that is not among them is one this scenario does not keep (low
 * ammunition): 0.  0, or -1 when the player cancelled (r failed). */
static int
unknown_inputs(sqlite3 *db, const struct lookup_req *q,
    const struct ltable *t, const struct mod *mods, int nmods,
    struct inputs *in, struct reply *r)
{
	struct buf	 names, which, skipped;
	const char	*p, *sec = "";
	char		 name[32], track[32], prompt[512], *answer;
	size_t		 k;
	int		 rc = 0, v;
	json_t		*left;

	buf_init(&names);
	buf_init(&which);
	buf_init(&skipped);
	undecided(db, mods, nmods, in, NULL, NULL, &names, NULL, NULL, NULL);
	for (p = buf_str(&names); *p != '\0'; p += strspn(p, ", ")) {
		snprintf(name, sizeof name, "%.*s", (int)strcspn(p, "="), p);
		p += strcspn(p, ",");
		snprintf(track, sizeof track, "%s", name);
		for (k = 0; track[k] != '\0'; k++)
			if (track[k] == '_')
				track[k] = '-';
		if (q->tracks_given && rules_int(db, 0, "SELECT count(*) FROM "
		    "track WHERE game = ?1 AND id = ?2", q->game, track) > 0)
			in_set(in, name, 0);
		else if (q->ask != NULL) {
			/* Asked, with what it decides. */
			buf_reset(&which);
			undecided(db, mods, nmods, in, name, buf_str(&skipped),
			    NULL, &which, NULL, NULL);
			if (which.len == 0)
				continue;	/* decided by an answer */
			snprintf(prompt, sizeof prompt, "%s=? It decides: %s. "
			    "(Enter leaves them out) > ", name,
			    buf_str(&which));
			if (prompt_ask(q->ask, q->ask_arg, r, prompt,
			    asked_input, NULL, &answer) != 0) {
				rc = -1;
				break;
			}
			if (answer[0] != '\0' &&
			    num_int(answer, 0, ASKED_MAX, &v) == 0) {
				in_set(in, name, v);
				reply_line(r, "  %s=%d (asked)", name, v);
			} else
				buf_printf(&skipped, "%s%s=N", skipped.len ?
				    ", " : "", name);
			free(answer);
		}
	}
	/* What is still unknown: said, and left out. */
	buf_reset(&names);
	buf_reset(&which);
	left = json_array();
	undecided(db, mods, nmods, in, NULL, NULL, &names, &which, left,
	    &sec);
	if (rc == 0 && which.len > 0) {
		reply_line(r, "  assumed none of these, for want of %s: %s (%s "
		    "%s)", buf_str(&names), buf_str(&which), t->tag, sec);
		json_object_set_new(r->json, "left_out", left);
	} else
		json_decref(left);
	buf_free(&names);
	buf_free(&which);
	buf_free(&skipped);
	return rc;
}

/* 1 when "name=N" is in a ", "-separated list of inputs. */
static int
name_in_list(const char *list, const char *name)
{
	size_t	 n = strlen(name);
	const char *p = list;

	/* An empty name is in no list (and would never move p on). */
	if (n == 0)
		return 0;
	while ((p = strcasestr(p, name)) != NULL) {
		if ((p == list || p[-1] == ' ') && strncmp(p + n, "=N", 2) == 0)
			return 1;
		p += n;
	}
	return 0;
}

/* The named inputs (":fresh") an SQL text of the table reads, added to
 * the list in b (", "-separated, each once). */
static void
inputs_of(const char *sql, struct buf *b)
{
	const char	*p = sql;
	char		 name[40];
	size_t		 n;

	while ((p = strchr(p, ':')) != NULL) {
		p++;
		for (n = 0; (isalnum((unsigned char)p[n]) || p[n] == '_') &&
		    n < sizeof name - 1; n++)
			name[n] = p[n];
		name[n] = '\0';
		p += n;
		if (n == 0 || name_in_list(buf_str(b), name))
			continue;
		buf_printf(b, "%s%s=N", b->len ? ", " : "", name);
	}
}

/* Every input the table, its modifiers and its needed value read: an
 * input typed that none of them reads would change nothing, and the player
 * who typed it believes it did. */
static void
known_inputs(const struct ltable *t, const struct mod *mods, int nmods,
    struct buf *b)
{
	int	 i, j;

	for (i = 0; i < t->nd; i++) {
		inputs_of(t->d[i].input, b);
		for (j = 0; j < t->d[i].ne; j++)
			inputs_of(t->d[i].e[j].cond, b);
	}
	for (i = 0; i < nmods; i++)
		inputs_of(mods[i].cond, b);
	if (t->needs[0] != '\0' && !name_in_list(buf_str(b), t->needs))
		buf_printf(b, "%s%s=N", b->len ? ", " : "", t->needs);
}

/* The inputs the table lets a player leave out, where they were: each
 * said in the working, so a wrong assumption shows. */
static void
take_defaults(const struct ltable *t, struct inputs *in, struct reply *r)
{
	char	 list[sizeof t->defaults], *d, *eq, *save = NULL;
	int	 i, typed;

	snprintf(list, sizeof list, "%s", t->defaults);
	for (d = strtok_r(list, ",", &save); d != NULL;
	    d = strtok_r(NULL, ",", &save)) {
		if ((eq = strchr(d, '=')) == NULL)
			continue;
		*eq++ = '\0';
		for (i = typed = 0; i < in->n; i++)
			if (strcasecmp(in->name[i], d) == 0)
				typed = 1;
		if (typed)
			continue;
		in_set(in, d, strtod(eq, NULL));
		reply_line(r, "  %s=%s (not given)", d, eq);
	}
}

int
lookup_run(sqlite3 *db, struct lookup_req *q, struct reply *r,
    struct roll *rollout)
{
	struct ltable	 t;
	struct inputs	 in;
	struct mod	*mods = NULL;
	int		 nmods, idx[LDIM_MAX], set[LDIM_MAX] = { 0 };
	int		 i, j, dist = 0, rc = -1, dicedim = -1, has_need = 0, dry = 0;
	int		 need_asked = 0;
	double		 shift[LDIM_MAX] = { 0 }, drm = 0, need = 0, v;
	const char	*typed_roll = NULL, *why;
	char		 err[512], missing[64], outcome[128];
	char		*cell = NULL, *asked = NULL;
	json_t		*steps = json_array(), *applied = json_array();
	json_t		*res = NULL, *jd = NULL;	/* owned until handed over */
	struct roll	 rl;
	struct dice	 dd;
	struct buf	 b, known;	/* known: the inputs the table reads */

	memset(&in, 0, sizeof in);
	memset(&rl, 0, sizeof rl);
	buf_init(&b);
	buf_init(&known);
	if (ltable_load(db, q->game, q->table, 0, &t, err, sizeof err) != 0) {
		reply_fail(r, "%s", err);
		goto out;
	}
	/* A player-aid table not yet imported: a calculator still shows its
	 * working, and a table whose columns the text prints (the Fire CRT's
	 * strength bands) still finds the column; the cells wait for the
	 * import. */
	if (strcmp(t.source, "player-aid") == 0 && !t.user) {
		if (!q->dry && (t.d[0].open || t.d[0].ne == 0 || strcmp(t.d[0].kind,
		    "range") != 0)) {
			ltable_missing(&t, r);
			goto out;
		}
		dry = 1;
	}
	nmods = load_mods(db, q->game, q->mods != NULL ? q->mods : q->table,
	    &mods, 0);
	/* A calculator's own modifiers, then the table's (its column
	 * shifts and die modifiers, as a plain look-up reads them). */
	if (q->mods != NULL && strcmp(q->mods, q->table) != 0)
		nmods = load_mods(db, q->game, q->table, &mods, nmods);
	for (i = 0; i < t.nd; i++) {
		idx[i] = -1;
		if (strcmp(t.d[i].kind, "dice") == 0)
			dicedim = i;
	}
	known_inputs(&t, mods, nmods, &known);
	/* Words: key=value, modifier names, section entries, '?'. */
	for (i = 0; i < q->argc; i++) {
		char *a = q->argv[i], *eq = strchr(a, '=');

		if (strcmp(a, "?") == 0) {
			dist = 1;
			continue;
		}
		if (eq != NULL) {
			char key[64];
			int d = -1;

			snprintf(key, sizeof key, "%.*s", (int)(eq - a), a);
			eq++;
			if (key[0] == '\0') {
				reply_fail(r, "\"%s\": expected NAME=VALUE, a "
				    "name before the =", a);
				goto out;
			}
			if (strcasecmp(key, "roll") == 0) {
				typed_roll = eq;
				continue;
			}
			if (strcasecmp(key, "shift") == 0) {
				char *end;

				v = strtod(eq, &end);
				if (end == eq || *end != '\0' || fabs(v) > 99) {
					reply_fail(r, "shift=%s: expected a number "
					    "of columns (+ right, - left)", eq);
					goto out;
				}
				shift[0] += v;
				continue;
			}
			for (j = 0; j < t.nd; j++)
				if (strcasecmp(key, t.d[j].id) == 0)
					d = j;
			if (d >= 0 && strcmp(t.d[d].kind, "dice") != 0) {
				int e = entry_by_label(&t.d[d], eq);

				if (e < 0 && strcmp(t.d[d].kind, "section") == 0)
					e = entry_by_rating(db, &t, d, eq, r);
				char *end;

				v = strtod(eq, &end);
				if (strcmp(t.d[d].kind, "range") == 0 &&
				    *end == '\0' && end != eq) {
					e = ldim_find(&t.d[d], v);
					if (e < 0 && e != -3) {
						e = t.partial ? -4 : end_rule(&t.d[d],
						    e == -1 ? t.d[d].below :
						    t.d[d].above, e == -1, &why);
					}
				}
				if (e < 0) {
					list_entries(&t.d[d], &b);
					reply_fail(r, "%s=%s is not on the %s: "
					    "expected one of %s", key, eq,
					    t.d[d].name, buf_str(&b));
					goto out;
				}
				idx[d] = e;
				set[d] = 1;
				continue;
			}
			{
				char *end;

				v = strtod(eq, &end);
				if (end == eq || *end != '\0' || !isfinite(v)) {
					reply_fail(r, "%s=%s: expected a number",
					    key, eq);
					goto out;
				}
			}
			if (t.needs[0] && strcasecmp(key, t.needs) == 0) {
				has_need = 1;
				need = v;
			}
			if (i < q->argc - q->nstate &&
			    !name_in_list(buf_str(&known), key)) {
				reply_fail(r, "the %s reads no input \"%s\": "
				    "%s%s", t.name, key, known.len ? "expected " :
				    "it takes none but roll=N and its modifiers "
				    "by name", buf_str(&known));
				goto out;
			}
			in_set(&in, key, v);
			continue;
		}
		if ((j = mod_by_name(mods, nmods, a)) >= 0) {
			mods[j].named = 1;
			continue;
		}
		for (j = 0; j < t.nd; j++) {
			int e;

			if (set[j] || strcmp(t.d[j].kind, "section") != 0)
				continue;
			if ((e = entry_by_label(&t.d[j], a)) >= 0 ||
			    (e = entry_by_rating(db, &t, j, a, r)) >= 0) {
				idx[j] = e;
				set[j] = 1;
				break;
			}
		}
		if (j < t.nd)
			continue;
		buf_reset(&b);
		for (j = 0; j < nmods; j++)
			buf_printf(&b, "%s%s", j ? ", " : "", mods[j].id);
		reply_fail(r, "\"%s\" means nothing to the %s: expected KEY=VALUE, "
		    "an entry name, or a modifier%s%s", a, t.name,
		    nmods ? " (" : "", nmods ? buf_str(&b) : "");
		if (nmods)
			buf_add(&r->err, ")");
		goto out;
	}
	reply_line(r, "%s (%s %s%s)%s", t.name, t.tag, t.section, t.user ?
	    ", your imported copy" : "", t.uncertain ?
	    " [some values uncertain in the rulebook]" : "");
	take_defaults(&t, &in, r);
	/* 1. Place the non-dice dimensions. */
	for (i = 0; i < t.nd; i++) {
		struct ldim *d = &t.d[i];

		if (set[i] || i == dicedim || (t.roll_split && i == t.nd - 1))
			continue;
		if (dry) {
			if (i == 0 && q->has_start)
				reply_line(r, "  %s: %s", d->name, q->start_why);
			continue;
		}
		if (i == 0 && q->has_start) {
			int e = ldim_find(d, q->start);

			if (e < 0 && e != -3 && !t.partial)
				e = end_rule(d, e == -1 ? (q->below ? q->below :
				    d->below) : d->above, e == -1, &why);
			if (e < 0) {
				list_entries(d, &b);
				reply_fail(r, "%s: %s is not among the %s entries "
				    "you have entered (%s); `table import` the "
				    "rest", t.name, q->start_why, d->name,
				    buf_str(&b));
				goto out;
			}
			idx[i] = e;
			reply_line(r, "  %s: %s -> \"%s\"", d->name, q->start_why,
			    d->e[e].label);
			continue;
		}
		if (strcmp(d->kind, "case") == 0) {
			for (j = 0; j < d->ne; j++) {
				int k = eval(db, d->e[j].cond, &in, &v, missing,
				    sizeof missing);

				if (k == 1) {
					reply_fail(r, "the %s needs %s=N", t.name,
					    missing);
					goto out;
				}
				if (k == 0 && v != 0) {
					idx[i] = j;
					break;
				}
			}
			if (idx[i] < 0) {
				reply_fail(r, "no case of the %s holds", d->name);
				goto out;
			}
			if (strcmp(d->e[idx[i]].cond, "1") == 0)
				reply_line(r, "  %s: none of the other cases -> %s",
				    d->name, d->e[idx[i]].label);
			else {
				show_expr(d->e[idx[i]].cond, &in, &b);
				reply_line(r, "  %s: %s -> %s", d->name, buf_str(&b),
				    d->e[idx[i]].label);
			}
			continue;
		}
		if (strcmp(d->kind, "range") == 0 && d->input[0] != '\0') {
			/* A die against a rating: the dimension reads a formula
			 * with :roll from its dice, read once the die modifiers
			 * are known (step 3). */
			if (d->dice[0] != '\0') {
				dicedim = i;
				continue;
			}
			switch (eval(db, d->input, &in, &v, missing,
			    sizeof missing)) {
			case 1:
				reply_fail(r, "the %s needs %s=N", t.name, missing);
				goto out;
			case -1:
				goto bad_data;
			}
			j = ldim_find(d, v);
			if (j < 0 && j != -3)
				j = end_rule(d, j == -1 ? d->below : d->above,
				    j == -1, &why);
			if (j < 0) {
				reply_fail(r, "%g is off the %s", v, d->name);
				goto out;
			}
			idx[i] = j;
			show_expr(d->input, &in, &b);
			reply_line(r, "  %s: %s = %g -> \"%s\"", d->name, buf_str(&b),
			    v, d->e[j].label);
			continue;
		}
		list_entries(d, &b);
		reply_fail(r, "the %s needs %s=... (%s)", t.name, d->id,
		    buf_str(&b));
		goto out;
	}
	/* 2. Modifiers: named ones, and those whose condition holds; one
	 * that turns on an input not given is asked for, or said; then
	 * each that another one on undoes is left out (a unit in column
	 * has no weapon-type benefit, 10.62). */
	if (unknown_inputs(db, q, &t, mods, nmods, &in, r) != 0)
		goto out;
	{
		char used[LDIM_MAX * 8][32];
		int nused = 0, k;

		for (i = 0; i < nmods; i++) {
			struct mod *m = &mods[i];

			m->on = m->named;
			if (!m->on && m->cond[0] != '\0' &&
			    eval(db, m->cond, &in, &v, missing,
			    sizeof missing) == 0 && v != 0)
				m->on = 1;
		}
		for (i = 0; i < nmods; i++) {
			struct mod *m = &mods[i], *by;

			if (!m->on || strcmp(m->kind, "mul") == 0 ||
			    strcmp(m->kind, "add") == 0)
				continue;
			if ((by = cancelled_by(mods, nmods, m)) != NULL) {
				reply_line(r, "  (%s: none, with %s: %s %s)",
				    m->name, by->name, t.tag, by->section);
				continue;
			}
			if (m->grp[0] != '\0') {
				for (k = 0; k < nused; k++)
					if (strcmp(used[k], m->grp) == 0)
						break;
				if (k < nused) {
					reply_line(r, "  (%s: only one %s modifier "
					    "applies)", m->name, m->grp);
					continue;
				}
				if (nused < (int)(sizeof used / sizeof used[0]))
					snprintf(used[nused++], sizeof used[0],
					    "%s", m->grp);
			}
			if (strcmp(m->kind, "shift") == 0 && m->dim >= 0 &&
			    m->dim < t.nd) {
				shift[m->dim] += m->amount;
				reply_line(r, "  shift: %s, %s (%s %s)", m->name,
				    shift_words(m->amount), t.tag, m->section);
			} else if (strcmp(m->kind, "drm") == 0) {
				drm += m->amount;
				reply_line(r, "  die modifier: %s, %+g (%s %s)",
				    m->name, m->amount, t.tag, m->section);
			}
			json_array_append_new(applied, json_pack("{s:s, s:s, "
			    "s:f, s:s}", "id", m->id, "kind", m->kind, "amount",
			    m->amount, "section", m->section));
		}
	}
	/* The rules' cap on the net shift (never more than two columns
	 * either way), said when it bites. */
	for (i = 0; i < t.nd; i++)
		if (t.d[i].has_cap && fabs(shift[i]) > t.d[i].shift_cap) {
			char was[48];

			snprintf(was, sizeof was, "%s", shift_words(shift[i]));
			reply_line(r, "  net %s on the %s: limited to %s (%s %s)",
			    was, t.d[i].name, shift_words(shift[i] < 0 ?
			    -t.d[i].shift_cap : t.d[i].shift_cap), t.tag,
			    t.d[i].cap_section);
			shift[i] = shift[i] < 0 ? -t.d[i].shift_cap :
			    t.d[i].shift_cap;
			json_object_set_new(r->json, "shift_capped",
			    json_true());
		}
	if (dry) {
		reply_line(r, "  net shift: %s", shift_words(shift[0]));
		json_object_set_new(r->json, "net_shift", json_real(shift[0]));
		dry_column(&t, q, idx[0], shift[0], r);
		json_object_set_new(r->json, "crt", json_string("missing"));
		reply_line(r, "The %s is printed on your player aid: enter it once "
		    "with `table import %s.%s FILE.csv` to get the column, the "
		    "roll and the result here (`help table`).", t.name, t.game,
		    t.id);
		rc = 0;
		goto out;
	}
	json_object_set_new(r->json, "net_shift", json_real(shift[0]));
	for (i = 0; i < t.nd; i++) {
		int to;
		const char *rule;

		if (shift[i] == 0 || i == dicedim)
			continue;
		to = idx[i] + (int)lround(shift[i]);
		if ((to < 0 || to >= t.d[i].ne) && t.partial) {
			reply_fail(r, "shifting %s from \"%s\" leaves the part of "
			    "the %s you have entered; `table import` the rest",
			    shift_words(shift[i]), t.d[i].e[idx[i]].label,
			    t.name);
			goto out;
		}
		if (to < 0 || to >= t.d[i].ne) {
			rule = to < 0 ? (i == 0 && q->below ? q->below :
			    t.d[i].below) : t.d[i].above;
			to = end_rule(&t.d[i], rule, to < 0, &why);
			if (to < 0 && strcmp(why, "none") == 0) {
				reply_line(r, "  net %s on the %s: past its %s end "
				    "from \"%s\": no effect", shift_words(shift[i]),
				    t.d[i].name, shift[i] < 0 ? "left" : "right",
				    t.d[i].e[idx[i]].label);
				json_object_set_new(r->json, "result",
				    json_string("none"));
				json_object_set_new(r->json, "outcome",
				    json_string("no effect"));
				rc = 0;
				goto out;
			}
			if (to < 0) {
				reply_fail(r, "shifted off the %s", t.d[i].name);
				goto out;
			}
			reply_line(r, "  net %s on the %s: \"%s\" -> past the "
			    "end, so \"%s\" (%s)", shift_words(shift[i]),
			    t.d[i].name, t.d[i].e[idx[i]].label, t.d[i].e[to].label,
			    rule);
		} else
			reply_line(r, "  net %s on the %s: \"%s\" -> \"%s\"",
			    shift_words(shift[i]), t.d[i].name,
			    t.d[i].e[idx[i]].label, t.d[i].e[to].label);
		idx[i] = to;
	}
	for (i = 0; i < t.nd; i++)
		if (i != dicedim && idx[i] >= 0)
			json_array_append_new(steps, json_pack("{s:s, s:s}",
			    "dimension", t.d[i].id, "entry",
			    t.d[i].e[idx[i]].label));
	/* 3. The dice, or the distribution over them. */
	if (dicedim >= 0) {
		struct ldim *d = &t.d[dicedim];
		int splits = t.roll_split ? t.d[t.nd - 1].ne : 1;

		/* What the roll is read against (a rating) must be there
		 * before any die is rolled: a roll made and then refused
		 * would be a roll wasted, or one taken again. */
		if (d->input[0] != '\0' && !dist &&
		    missing_input(d->input, &in, missing, sizeof missing)) {
			reply_fail(r, "the %s needs %s=N", t.name, missing);
			goto out;
		}

		if (dice_parse(t.roll_split ? "d66" : d->dice, &dd, err,
		    sizeof err) != 0)
			goto bad_data;
		if (dist) {
			uint64_t ways[200], total;
			int lo = dice_min(&dd), s;

			if (t.roll_split) {
				/* Each column reads its own d6. */
				struct dice one = { 1, 6, 0 };
				total = dice_ways(&one, ways, 200);
				lo = 1;
			} else
				total = dice_ways(&dd, ways, 200);
			jd = json_object();
			for (s = 0; s < splits; s++) {
				struct tally *ta = NULL;
				int nt = 0, tot, hi = t.roll_split ? 6 : dice_max(&dd);

				if (t.roll_split)
					idx[t.nd - 1] = s;
				for (tot = lo; tot <= hi && total > 0; tot++) {
					int e;

					if (tot - lo >= 200 || ways[tot - lo] == 0)
						continue;
					if (strcmp(d->kind, "range") == 0) {
						in_set(&in, "roll", tot + drm);
						if (eval(db, d->input, &in, &v, missing,
						    sizeof missing) != 0) {
							reply_fail(r, "the %s needs "
							    "%s=N", t.name, missing);
							free(ta);
							goto out;
						}
					} else
						v = tot + drm;
					e = ldim_find(d, v);
					if (e == -1 || e == -2)
						e = end_rule(d, e == -1 ? d->below :
						    d->above, e == -1, &why);
					if (e < 0) {
						tally_add(&ta, &nt, "(not in the "
						    "table)", ways[tot - lo]);
						continue;
					}
					idx[dicedim] = e;
					free(cell);
					cell = ltable_cell(db, &t, idx);
					resolve(&t, cell != NULL ? cell :
					    "(not entered)", has_need, need,
					    q->otherwise ? q->otherwise :
					    t.otherwise, outcome, sizeof outcome);
					tally_add(&ta, &nt, outcome,
					    ways[tot - lo]);
				}
				buf_reset(&b);
				json_t *jo = json_object();
				for (j = 0; j < nt; j++) {
					buf_printf(&b, "%s%s %.1f%%", j ? ", " : "",
					    ta[j].label, 100.0 *
					    (double)ta[j].ways / (double)total);
					json_object_set_new(jo, ta[j].label,
					    json_real((double)ta[j].ways /
					    (double)total));
				}
				reply_line(r, "  before rolling%s%s: %s (from %llu "
				    "outcomes)", t.roll_split ? ", " : "",
				    t.roll_split ? t.d[t.nd - 1].e[s].label : "",
				    buf_str(&b), (unsigned long long)total);
				json_object_set_new(jd, t.roll_split ?
				    t.d[t.nd - 1].e[s].label : "all", jo);
				if (!t.roll_split) {
					/* The exact counts, for checking. */
					json_t *jw = json_object();

					for (j = 0; j < nt; j++)
						json_object_set_new(jw,
						    ta[j].label, json_integer(
						    (json_int_t)ta[j].ways));
					json_object_set_new(r->json, "ways", jw);
					json_object_set_new(r->json, "outcomes",
					    json_integer((json_int_t)total));
				}
				free(ta);
			}
			json_object_set_new(r->json, "distribution", jd);
			jd = NULL;
			if (strcmp(t.cell_kind, "bands") == 0 && !has_need)
				reply_line(r, "  (give %s=N for the %s to resolve "
				    "bands)", t.needs, t.needs_label);
			rc = 0;
			goto out;
		}
		/* What the bands are read with (the Lead Unit's CR) is asked
		 * before the dice: a question after them could be cancelled
		 * once the roll was seen (a commit point then keeps the roll:
		 * src/cli/checkpoint.c), and the player knows it first. */
		if (strcmp(t.cell_kind, "bands") == 0 && !t.roll_split &&
		    !has_need && q->ask != NULL) {
			char prompt[160], *end;

			snprintf(prompt, sizeof prompt, "%s? (Enter leaves it "
			    "unresolved) > ", t.needs_label);
			if (prompt_ask(q->ask, q->ask_arg, r, prompt, any_number,
			    NULL, &asked) != 0)
				goto out;
			if (asked[0] != '\0') {
				need = strtod(asked, &end);
				has_need = 1;
			}
			free(asked);
			asked = NULL;
			need_asked = 1;
		}
		if (typed_roll == NULL && q->ask != NULL) {
			if (prompt_ask(q->ask, q->ask_arg, r, dd.d66 ? "Roll? "
			    "(Enter for dice, or type the coloured-then-white "
			    "result) > " : "Roll? (Enter for dice, or type the "
			    "result) > ", prompt_roll, &dd, &asked) != 0)
				goto out;
			if (asked[0] != '\0')
				typed_roll = asked;
		}
		if (typed_roll != NULL) {
			if (dice_read(&dd, typed_roll, &rl, err, sizeof err) != 0) {
				reply_fail(r, "%s. Nothing recorded", err);
				goto out;
			}
		} else
			dice_roll(&dd, q->rng, &rl);
		{
			char txt[96];

			roll_describe(&rl, txt, sizeof txt);
			reply_line(r, "  roll %s: %s%s", t.roll_split ? "d66" :
			    d->dice, txt, rl.typed ? " (real dice)" : "");
		}
		res = json_object();
		for (i = 0; i < splits; i++) {
			int e;

			v = (t.roll_split ? rl.die[i] : rl.total) + drm;
			if (drm != 0)
				reply_line(r, "  modified roll: %g", v);
			if (strcmp(d->kind, "range") == 0) {
				in_set(&in, "roll", v);
				switch (eval(db, d->input, &in, &v, missing,
				    sizeof missing)) {
				case 1:
					reply_fail(r, "the %s needs %s=N", t.name,
					    missing);
					goto out;
				case -1:
					goto bad_data;
				}
				buf_reset(&b);
				show_expr(d->input, &in, &b);
				reply_line(r, "  %s: %s = %g", d->name,
				    buf_str(&b), v);
			}
			e = ldim_find(d, v);
			if (e == -1 || e == -2)
				e = end_rule(d, e == -1 ? d->below : d->above,
				    e == -1, &why);
			if (e < 0) {
				reply_fail(r, "%g is not in the rows of your %s "
				    "(it holds %s): enter that row with `table "
				    "import`", v, t.name, t.partial ? "part of "
				    "the table" : "no such row");
				goto out;
			}
			idx[dicedim] = e;
			if (t.roll_split)
				idx[t.nd - 1] = i;
			free(cell);
			if ((cell = ltable_cell(db, &t, idx)) == NULL) {
				reply_fail(r, "that cell is not in your %s (you "
				    "entered part of it)", t.name);
				goto out;
			}
			resolve(&t, cell, has_need, need, q->otherwise ?
			    q->otherwise : t.otherwise, outcome, sizeof outcome);
			if (t.roll_split) {
				reply_line(r, "  %s (die %d): %s",
				    t.d[t.nd - 1].e[i].label, rl.die[i], cell);
				explain_words(db, &t, cell, r);
				json_object_set_new(res, t.d[t.nd - 1].e[i].label,
				    text_json(cell));
			} else
				reply_line(r, "  row \"%s\": %s", d->e[e].label,
				    cell);
		}
		if (t.roll_split) {
			json_object_set_new(r->json, "result", res);
			res = NULL;
			json_object_set_new(r->json, "outcome", json_string(""));
		}
		json_object_set_new(r->json, "roll", json_integer(rl.total));
	} else {
		if ((cell = ltable_cell(db, &t, idx)) == NULL) {
			reply_fail(r, "that cell is not in your %s", t.name);
			goto out;
		}
		reply_line(r, "  cell: %s", cell);
		resolve(&t, cell, has_need, need, q->otherwise ? q->otherwise :
		    t.otherwise, outcome, sizeof outcome);
	}
	if (cell != NULL && !t.roll_split && strcmp(t.cell_kind, "bands") == 0 &&
	    !has_need && !need_asked && q->ask != NULL) {
		char prompt[160], *end;

		snprintf(prompt, sizeof prompt, "%s? (Enter leaves it "
		    "unresolved) > ", t.needs_label);
		free(asked);
		if (prompt_ask(q->ask, q->ask_arg, r, prompt, any_number, NULL,
		    &asked) != 0)
			goto out;
		if (asked[0] != '\0') {
			need = strtod(asked, &end);
			has_need = 1;
			resolve(&t, cell, has_need, need, q->otherwise ?
			    q->otherwise : t.otherwise, outcome, sizeof outcome);
		}
	}
	if (cell != NULL && !t.roll_split) {
		if (strcmp(t.cell_kind, "bands") == 0) {
			if (has_need)
				reply_line(r, "  %s %g -> %s", t.needs_label, need,
				    outcome);
			else
				reply_line(r, "  give %s=N (%s) to resolve it",
				    t.needs, t.needs_label);
		}
		reply_line(r, "Result: %s", has_need ||
		    strcmp(t.cell_kind, "bands") != 0 ? outcome : cell);
		explain_code(db, &t, has_need || strcmp(t.cell_kind, "bands") != 0
		    ? outcome : cell, r);
		json_object_set_new(r->json, "result", text_json(cell));
		json_object_set_new(r->json, "outcome", json_string(has_need ||
		    strcmp(t.cell_kind, "bands") != 0 ? outcome : ""));
	}
	if (rollout != NULL)
		*rollout = rl;
	rc = 0;
	goto out;
bad_data:
	reply_fail(r, "the rules data for the %s is broken: %s (run `adjutant "
	    "rules check`)", t.name, err);
out:
	json_object_set_new(r->json, "table", json_string(q->table));
	json_object_set_new(r->json, "steps", steps);
	json_object_set_new(r->json, "modifiers", applied);
	if (rl.spec.n > 0) {
		json_t *dice = json_array();

		for (i = 0; rl.per_die && i < rl.spec.n; i++)
			json_array_append_new(dice, json_integer(rl.die[i]));
		json_object_set_new(r->json, "dice", dice);
	}
	json_decref(res);
	json_decref(jd);
	free(cell);
	free(asked);
	free(mods);
	buf_free(&b);
	buf_free(&known);
	ltable_free(&t);
	return rc;
}
