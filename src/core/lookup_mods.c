/* A look-up's modifiers (step 2): the table's column shifts and die
 * modifiers, and a calculator's own, each named by the player or turned
 * on by its condition over the inputs; an input a condition needs and
 * nobody gave is asked for at the prompt, or said; a modifier another
 * one on undoes is left out, and only one of an exclusive group applies;
 * then the rules' cap on the net shift. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/prepare.h"

#include "lookup_int.h"

/* The modifiers of tbl appended to *out (n so far): the new count. */
int
load_mods(sqlite3 *db, const char *game, const char *tbl, struct mod **out,
    int n)
{
	sqlite3_stmt	*st;

	if (n == 0)
		*out = NULL;
	if (sql_prepare(db, "SELECT id, name, kind, amount, "
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
		m->times = 1;
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

int
mod_by_name(struct mod *m, int n, const char *typed)
{
	const char	**ids;
	int		 i, hit;

	ids = xcalloc((size_t)n + 1, sizeof *ids);
	if (ids == NULL)
		abort();
	for (i = 0; i < n; i++)
		ids[i] = m[i].id;
	hit = name_match(typed, ids, NULL, n);
	free(ids);
	return hit;
}

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
		    lookup_eval_unknown(db, mods[j].cond, in, &v) == 0 && v != 0))
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
		    lookup_eval_unknown(db, mods[i].cond, in, &v) != 1 ||
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
int
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
void
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
void
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

/* Named, or its condition holds over the inputs. */
static void
mods_turn_on(struct lrun *L)
{
	struct mod	*m;
	double		 v;
	int		 i;

	for (i = 0; i < L->nmods; i++) {
		m = &L->mods[i];
		m->on = m->named;
		if (!m->on && m->cond[0] != '\0' && lookup_eval(L->db, m->cond,
		    &L->in, &v, L->missing, sizeof L->missing) == 0 && v != 0)
			m->on = 1;
	}
}

/* Has an earlier modifier of grp applied?  Else grp is noted as used. */
static int
group_used(char used[][32], int *nused, int max, const char *grp)
{
	int	 k;

	for (k = 0; k < *nused; k++)
		if (strcmp(used[k], grp) == 0)
			return 1;
	if (*nused < max)
		snprintf(used[(*nused)++], 32, "%s", grp);
	return 0;
}

/* Each modifier on applied, but one another undoes (a unit in column
 * has no weapon-type benefit, 10.62) and the second of a group. */
static void
mods_apply(struct lrun *L)
{
	const struct ltable	*t = &L->t;
	struct mod		*m, *by;
	char			 used[LDIM_MAX * 8][32];
	char			 times[16];
	int			 nused = 0, i;

	for (i = 0; i < L->nmods; i++) {
		m = &L->mods[i];
		if (!m->on || strcmp(m->kind, "mul") == 0 ||
		    strcmp(m->kind, "add") == 0)
			continue;
		if ((by = cancelled_by(L->mods, L->nmods, m)) != NULL) {
			reply_line(L->r, "  (%s: none, with %s: %s %s)", m->name,
			    by->name, t->tag, by->section);
			continue;
		}
		if (m->grp[0] != '\0' && group_used(used, &nused,
		    (int)(sizeof used / sizeof used[0]), m->grp)) {
			reply_line(L->r, "  (%s: only one %s modifier applies)",
			    m->name, m->grp);
			continue;
		}
		if (m->times > 1)
			snprintf(times, sizeof times, " x%d", m->times);
		else
			times[0] = '\0';
		if (strcmp(m->kind, "shift") == 0 && m->dim >= 0 &&
		    m->dim < t->nd) {
			L->shift[m->dim] += m->amount * m->times;
			reply_line(L->r, "  shift: %s%s, %s (%s %s)", m->name,
			    times, shift_words(m->amount * m->times), t->tag,
			    m->section);
		} else if (strcmp(m->kind, "drm") == 0) {
			L->drm += m->amount * m->times;
			reply_line(L->r, "  die modifier: %s%s, %+g (%s %s)",
			    m->name, times, m->amount * m->times, t->tag,
			    m->section);
		}
		json_array_append_new(L->applied, xjson_pack("{s:s, s:s, s:f, "
		    "s:s, s:i}", "id", m->id, "kind", m->kind, "amount",
		    m->amount * m->times, "section", m->section, "times",
		    m->times));
	}
}

/* The rules' cap on the net shift (never more than two columns either
 * way), said when it bites. */
static void
shift_caps(struct lrun *L)
{
	const struct ldim	*d;
	char			 was[48];
	int			 i;

	for (i = 0; i < L->t.nd; i++) {
		d = &L->t.d[i];
		if (!d->has_cap || fabs(L->shift[i]) <= d->shift_cap)
			continue;
		snprintf(was, sizeof was, "%s", shift_words(L->shift[i]));
		reply_line(L->r, "  net %s on the %s: limited to %s (%s %s)", was,
		    d->name, shift_words(L->shift[i] < 0 ? -d->shift_cap :
		    d->shift_cap), L->t.tag, d->cap_section);
		L->shift[i] = L->shift[i] < 0 ? -d->shift_cap : d->shift_cap;
		json_object_set_new(L->r->json, "shift_capped", json_true());
	}
}

/* 2. Modifiers: named ones, and those whose condition holds; one that
 * turns on an input not given is asked for, or said; then each that
 * another one on undoes is left out. */
int
lrun_mods(struct lrun *L)
{
	if (unknown_inputs(L->db, L->q, &L->t, L->mods, L->nmods, &L->in,
	    L->r) != 0)
		return LSTEP_FAIL;
	mods_turn_on(L);
	mods_apply(L);
	shift_caps(L);
	return L->dry ? lrun_dry(L) : LSTEP_ON;
}
