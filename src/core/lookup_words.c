/* A look-up's words, as typed after the table's name: KEY=VALUE (an
 * entry of a dimension, an input the formulas read, roll=, shift=),
 * a modifier or a section's entry by name, and `?` for the odds.  Then
 * the table is named and the inputs left out are taken as the table
 * says. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/num.h"
#include "lookup_int.h"

/* DIM=ENTRY: an entry by its label, a formation by its rating, or a
 * value on a range. */
static int
word_entry(struct lrun *L, int dim, const char *key, const char *eq)
{
	const struct ldim	*d = &L->t.d[dim];
	const char		*why;
	char			*end;
	double			 v;
	int			 e;

	e = entry_by_label(d, eq);
	if (e < 0 && strcmp(d->kind, "section") == 0)
		e = entry_by_rating(L->db, &L->t, dim, eq, L->r);
	v = strtod(eq, &end);
	if (strcmp(d->kind, "range") == 0 && *end == '\0' && end != eq) {
		e = ldim_find(d, v);
		if (e < 0 && e != -3) {
			e = L->t.partial ? -4 : end_rule(d, e == -1 ? d->below :
			    d->above, e == -1, &why);
		}
		/* A value past the last numbered entry is that entry: the
		 * bonus ones past it are reached by shifts alone. */
		if (ldim_is_bonus(d, e))
			e = ldim_last_numbered(d);
	}
	if (e < 0) {
		list_entries(d, &L->b);
		return reply_fail(L->r, "%s=%s is not on the %s: expected one of "
		    "%s", key, eq, d->name, buf_str(&L->b));
	}
	L->idx[dim] = e;
	L->set[dim] = 1;
	return 0;
}

/* KEY=VALUE, the argument at. */
static int
word_set(struct lrun *L, int at, const char *a)
{
	const struct ltable	*t = &L->t;
	const char		*eq = strchr(a, '=');
	char			 key[64], *end;
	double			 v;
	int			 d = -1, j;

	snprintf(key, sizeof key, "%.*s", (int)(eq - a), a);
	eq++;
	if (key[0] == '\0')
		return reply_fail(L->r, "\"%s\": expected NAME=VALUE, a name "
		    "before the =", a);
	if (strcasecmp(key, "roll") == 0) {
		L->typed_roll = eq;
		return 0;
	}
	if (strcasecmp(key, "shift") == 0) {
		v = strtod(eq, &end);
		if (end == eq || *end != '\0' || fabs(v) > 99)
			return reply_fail(L->r, "shift=%s: expected a number of "
			    "columns (+ right, - left)", eq);
		L->shift[0] += v;
		return 0;
	}
	for (j = 0; j < t->nd; j++)
		if (strcasecmp(key, t->d[j].id) == 0)
			d = j;
	if (d >= 0 && strcmp(t->d[d].kind, "dice") != 0)
		return word_entry(L, d, key, eq);
	/* A modifier counted: ID=N, its id in full, it applies N times (one
	 * for each of the things it is for); an input of that name wins. */
	for (j = 0; j < L->nmods && strcasecmp(L->mods[j].id, key) != 0; j++)
		;
	if (j < L->nmods && !name_in_list(buf_str(&L->known), key)) {
		int n;

		if ((strcmp(L->mods[j].kind, "shift") != 0 && strcmp(
		    L->mods[j].kind, "drm") != 0) || num_int(eq, 1, 20, &n) !=
		    0)
			return reply_fail(L->r, "%s=%s: expected %s alone%s",
			    key, eq, L->mods[j].id, strcmp(L->mods[j].kind,
			    "shift") == 0 || strcmp(L->mods[j].kind, "drm") == 0 ?
			    ", or how many times it counts, 1 to 20" : "");
		L->mods[j].named = 1;
		L->mods[j].times = n;
		return 0;
	}
	v = strtod(eq, &end);
	if (end == eq || *end != '\0' || !isfinite(v))
		return reply_fail(L->r, "%s=%s: expected a number", key, eq);
	if (t->needs[0] && strcasecmp(key, t->needs) == 0) {
		L->has_need = 1;
		L->need = v;
	}
	if (at < L->q->argc - L->q->nstate &&
	    !name_in_list(buf_str(&L->known), key))
		return reply_fail(L->r, "the %s reads no input \"%s\": %s%s",
		    t->name, key, L->known.len ? "expected " : "it takes none "
		    "but roll=N and its modifiers by name", buf_str(&L->known));
	in_set(&L->in, key, v);
	return 0;
}

/* A word alone: a modifier, or an entry of a section not yet given. */
static int
word_name(struct lrun *L, const char *a)
{
	const struct ltable	*t = &L->t;
	int			 j, e;

	if ((j = mod_by_name(L->mods, L->nmods, a)) >= 0) {
		L->mods[j].named = 1;
		return 0;
	}
	for (j = 0; j < t->nd; j++) {
		if (L->set[j] || strcmp(t->d[j].kind, "section") != 0)
			continue;
		if ((e = entry_by_label(&t->d[j], a)) >= 0 ||
		    (e = entry_by_rating(L->db, t, j, a, L->r)) >= 0) {
			L->idx[j] = e;
			L->set[j] = 1;
			return 0;
		}
	}
	buf_reset(&L->b);
	for (j = 0; j < L->nmods; j++)
		buf_printf(&L->b, "%s%s", j ? ", " : "", L->mods[j].id);
	reply_fail(L->r, "\"%s\" means nothing to the %s: expected KEY=VALUE, "
	    "an entry name, or a modifier%s%s", a, t->name, L->nmods ? " (" :
	    "", L->nmods ? buf_str(&L->b) : "");
	if (L->nmods)
		buf_add(&L->r->err, ")");
	return -1;
}

/* A section dimension left out (dimension j), placed from a flag of the
 * game's: its default ":name" is the session's value, "{DIM}" in it
 * standing for the entry chosen on dimension DIM, lower-cased (a side's
 * id), and a flag set picks the dimension's first entry, clear its
 * second ("posture=:operational_{side}": the side's declared posture).
 * Said in the working, as every default is. */
static int
default_entry(struct lrun *L, int j, const char *val)
{
	const struct ltable	*t = &L->t;
	const struct lookup_req	*q = L->q;
	const struct ldim	*d = &t->d[j];
	const char		*open, *close;
	char			 name[64], dim[32], word[32];
	int			 i, k;

	if (L->set[j] || d->ne < 2)
		return 0;
	snprintf(name, sizeof name, "%s", val + 1);
	if ((open = strchr(val, '{')) != NULL && (close = strchr(open,
	    '}')) != NULL) {
		snprintf(dim, sizeof dim, "%.*s", (int)(close - open - 1),
		    open + 1);
		for (k = 0; k < t->nd && strcmp(t->d[k].id, dim) != 0; k++)
			;
		list_entries(d, &L->b);
		if (k == t->nd || !L->set[k])
			return reply_fail(L->r, "%s: give it (%s), or the %s to "
			    "read it from the game", d->id, buf_str(&L->b), dim);
		snprintf(word, sizeof word, "%s", t->d[k].e[L->idx[k]].label);
		for (i = 0; word[i] != '\0'; i++)
			word[i] = (char)tolower((unsigned char)word[i]);
		snprintf(name, sizeof name, "%.*s%s%s", (int)(open - val - 1),
		    val + 1, word, close + 1);
	}
	for (i = 0; i < q->nvalues; i++)
		if (strcasecmp(q->values[i].name, name) == 0)
			break;
	if (i == q->nvalues) {
		list_entries(d, &L->b);
		return reply_fail(L->r, "%s: give it (%s): it is the game's %s, "
		    "and %s", d->id, buf_str(&L->b), name, q->nvalues > 0 ?
		    "this game keeps none" : "no game is open to read it from");
	}
	L->idx[j] = q->values[i].v != 0 ? 0 : 1;
	L->set[j] = 1;
	reply_line(L->r, "  %s=%s (not given: the game's %s)", d->id,
	    d->e[L->idx[j]].label, name);
	return 0;
}

/* The inputs the table lets a player leave out, where they were: each
 * said in the working, so a wrong assumption shows.  A default written
 * ":name" is the session's value of that name (a track the players keep,
 * as ":hf_surrounded"): with no game open to read it from, the input must
 * be typed. */
static int
take_defaults(struct lrun *L)
{
	const struct ltable	*t = &L->t;
	const struct lookup_req	*q = L->q;
	char			 list[sizeof t->defaults], *d, *eq, *save = NULL;
	int			 i, j, typed, found;

	snprintf(list, sizeof list, "%s", t->defaults);
	for (d = strtok_r(list, ",", &save); d != NULL;
	    d = strtok_r(NULL, ",", &save)) {
		if ((eq = strchr(d, '=')) == NULL)
			continue;
		*eq++ = '\0';
		/* A section dimension's entry, from a flag. */
		for (j = 0; j < t->nd; j++)
			if (strcmp(t->d[j].id, d) == 0 && strcmp(t->d[j].kind,
			    "section") == 0 && *eq == ':')
				break;
		if (j < t->nd) {
			if (default_entry(L, j, eq) != 0)
				return -1;
			continue;
		}
		for (i = typed = 0; i < L->in.n; i++)
			if (strcasecmp(L->in.name[i], d) == 0)
				typed = 1;
		if (typed)
			continue;
		if (*eq != ':') {
			in_set(&L->in, d, strtod(eq, NULL));
			reply_line(L->r, "  %s=%s (not given)", d, eq);
			continue;
		}
		for (i = found = 0; !found && i < q->nvalues; i++)
			if (strcasecmp(q->values[i].name, eq + 1) == 0) {
				in_set(&L->in, d, q->values[i].v);
				reply_line(L->r, "  %s=%g (not given: the game's "
				    "%s)", d, q->values[i].v, eq + 1);
				found = 1;
			}
		if (!found) {
			reply_fail(L->r, "%s: give it (%s=N): it is the game's "
			    "%s, and %s", d, d, eq + 1, q->nvalues > 0 ? "this "
			    "game keeps none" : "no game is open to read it "
			    "from");
			return -1;
		}
	}
	return 0;
}

int
lrun_words(struct lrun *L)
{
	const struct ltable	*t = &L->t;
	const char		*a;
	int			 i, rc;

	for (i = 0; i < L->q->argc; i++) {
		a = L->q->argv[i];
		if (strcmp(a, "?") == 0) {
			L->dist = 1;
			continue;
		}
		rc = strchr(a, '=') != NULL ? word_set(L, i, a) :
		    word_name(L, a);
		if (rc != 0)
			return LSTEP_FAIL;
	}
	reply_line(L->r, "%s (%s %s%s)%s", t->name, t->tag, t->section,
	    t->user ? ", your imported copy" : "", t->uncertain ?
	    " [some values uncertain in the rulebook]" : "");
	if (take_defaults(L) != 0)
		return LSTEP_FAIL;
	return LSTEP_ON;
}
