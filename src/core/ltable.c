/* Loading lookup tables (shipped shape, plus the user's imported cells)
 * and checking them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/prepare.h"

static int
user_has(sqlite3 *db, const char *game, const char *id, int *partial)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(db, "SELECT partial FROM user.user_table WHERE "
	    "game = ?1 AND tbl = ?2", -1, &st, NULL) != SQLITE_OK)
		return 0;	/* no overlay attached */
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
		*partial = sqlite3_column_int(st, 0);
	}
	sqlite3_finalize(st);
	return found;
}

static int
load_entries(sqlite3 *db, struct ltable *t, int dim, int user)
{
	sqlite3_stmt	*st;
	struct ldim	*d = &t->d[dim];
	const char	*sql = user ?
	    "SELECT label, lo, hi, NULL FROM user.user_entry WHERE game = ?1 "
	    "AND tbl = ?2 AND dim = ?3 ORDER BY pos" :
	    "SELECT label, lo, hi, cond FROM lookup_entry WHERE game = ?1 AND "
	    "tbl = ?2 AND dim = ?3 ORDER BY pos";

	if (sql_prepare(db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, t->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, dim + 1);
	free(d->e);
	d->e = NULL;
	d->ne = 0;
	while (sqlite3_step(st) == SQLITE_ROW) {
		struct lentry *e;

		d->e = realloc(d->e, (size_t)(d->ne + 1) * sizeof *d->e);
		if (d->e == NULL)
			abort();
		e = &d->e[d->ne++];
		memset(e, 0, sizeof *e);
		data_text(e->label, sizeof e->label, st, 0);
		if ((e->has_lo = sqlite3_column_type(st, 1) != SQLITE_NULL))
			e->lo = sqlite3_column_double(st, 1);
		if ((e->has_hi = sqlite3_column_type(st, 2) != SQLITE_NULL))
			e->hi = sqlite3_column_double(st, 2);
		data_text(e->cond, sizeof e->cond, st, 3);
	}
	sqlite3_finalize(st);
	return 0;
}

int
ltable_load(sqlite3 *db, const char *game, const char *id, int shipped_only,
    struct ltable *t, char *err, size_t errlen)
{
	sqlite3_stmt	*st;
	int		 i, found = 0;

	memset(t, 0, sizeof *t);
	snprintf(t->game, sizeof t->game, "%s", game);
	snprintf(t->id, sizeof t->id, "%s", id);
	if (sql_prepare(db, "SELECT t.name, t.source, t.cell_kind, "
	    "t.needs, t.needs_label, t.otherwise, t.help, t.section, "
	    "t.roll_split, t.uncertain, g.tag, t.defaults FROM lookup_table t "
	    "JOIN game g "
	    "ON g.id = t.game WHERE t.game = ?1 AND t.id = ?2", -1, &st, NULL)
	    != SQLITE_OK)
		goto bad;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		found = 1;
		data_text(t->name, sizeof t->name, st, 0);
		data_text(t->source, sizeof t->source, st, 1);
		data_text(t->cell_kind, sizeof t->cell_kind, st, 2);
		data_text(t->needs, sizeof t->needs, st, 3);
		data_text(t->needs_label, sizeof t->needs_label, st, 4);
		data_text(t->otherwise, sizeof t->otherwise, st, 5);
		data_text(t->help, sizeof t->help, st, 6);
		data_text(t->section, sizeof t->section, st, 7);
		t->roll_split = sqlite3_column_int(st, 8);
		t->uncertain = sqlite3_column_int(st, 9);
		data_text(t->tag, sizeof t->tag, st, 10);
		data_text(t->defaults, sizeof t->defaults, st, 11);
	}
	sqlite3_finalize(st);
	if (!found) {
		snprintf(err, errlen, "no table %s in %s", id, game);
		return -1;
	}
	if (sql_prepare(db, "SELECT id, name, kind, dice, input, below, "
	    "above, open, shift_cap, COALESCE(cap_section, section), "
	    "COALESCE(doubles, ''), section, COALESCE(bonus, '') FROM "
	    "lookup_dim WHERE game = ?1 AND tbl = ?2 ORDER BY pos", -1, &st,
	    NULL) != SQLITE_OK)
		goto bad;
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW && t->nd < LDIM_MAX) {
		struct ldim *d = &t->d[t->nd++];

		data_text(d->id, sizeof d->id, st, 0);
		data_text(d->name, sizeof d->name, st, 1);
		data_text(d->kind, sizeof d->kind, st, 2);
		data_text(d->dice, sizeof d->dice, st, 3);
		data_text(d->input, sizeof d->input, st, 4);
		data_text(d->below, sizeof d->below, st, 5);
		data_text(d->above, sizeof d->above, st, 6);
		d->open = sqlite3_column_int(st, 7);
		if ((d->has_cap = sqlite3_column_type(st, 8) != SQLITE_NULL))
			d->shift_cap = sqlite3_column_double(st, 8);
		data_text(d->cap_section, sizeof d->cap_section, st, 9);
		data_text(d->doubles, sizeof d->doubles, st, 10);
		data_text(d->section, sizeof d->section, st, 11);
		data_text(d->bonus, sizeof d->bonus, st, 12);
	}
	sqlite3_finalize(st);
	if (t->nd == 0) {
		snprintf(err, errlen, "table %s has no dimensions", id);
		return -1;
	}
	t->user = !shipped_only && user_has(db, game, id, &t->partial);
	for (i = 0; i < t->nd; i++)
		if (load_entries(db, t, i, t->user && t->d[i].open) != 0)
			goto bad;
	t->ncells = (int)rules_int(db, 0, t->user ?
	    "SELECT count(*) FROM user.user_cell WHERE game = ?1 AND tbl = ?2" :
	    "SELECT count(*) FROM lookup_cell WHERE game = ?1 AND tbl = ?2",
	    game, id);
	return 0;
bad:
	snprintf(err, errlen, "cannot read table %s: %s", id, sqlite3_errmsg(db));
	ltable_free(t);
	return -1;
}

void
ltable_free(struct ltable *t)
{
	int	 i;

	for (i = 0; i < LDIM_MAX; i++) {
		free(t->d[i].e);
		t->d[i].e = NULL;
		t->d[i].ne = 0;
	}
}

int
ldim_is_bonus(const struct ldim *d, int i)
{
	return d->bonus[0] != '\0' && i >= 0 && i < d->ne &&
	    !d->e[i].has_lo && !d->e[i].has_hi;
}

int
ldim_last_numbered(const struct ldim *d)
{
	int	 i = d->ne - 1;

	while (i > 0 && ldim_is_bonus(d, i))
		i--;
	return i;
}

int
ldim_find(const struct ldim *d, double v)
{
	int	 i;

	int	 last = ldim_last_numbered(d);

	if (d->ne == 0)
		return -3;
	if (d->e[0].has_lo && v < d->e[0].lo)
		return -1;
	for (i = 0; i <= last; i++) {
		const struct lentry *e = &d->e[i];

		if ((!e->has_lo || v >= e->lo) && (!e->has_hi || v <= e->hi))
			return i;
	}
	if (d->e[last].has_hi && v > d->e[last].hi)
		return -2;
	return -3;
}

static int
parse_range(const char *s, double *lo, double *hi)
{
	char	*end;

	*lo = strtod(s, &end);
	if (end == s)
		return -1;
	if (*end == '\0') {
		*hi = *lo;
		return 0;
	}
	if (*end != '-')
		return -1;
	s = end + 1;
	*hi = strtod(s, &end);
	if (end == s || *end != '\0' || *hi < *lo)
		return -1;
	return 0;
}

int
cell_band(const char *cell, double v, char *out, size_t len)
{
	char	*copy, *part, *save = NULL, *colon;
	int	 found = 0, bad = 0;
	double	 lo, hi;

	copy = xstrdup(cell);
	if (copy == NULL)
		abort();
	for (part = strtok_r(copy, ";", &save); part != NULL;
	    part = strtok_r(NULL, ";", &save)) {
		while (*part == ' ')
			part++;
		if (strcmp(part, "-") == 0)
			continue;	/* a cell with no box at all */
		if ((colon = strchr(part, ':')) == NULL || colon == part) {
			bad = 1;
			break;
		}
		*colon++ = '\0';
		while (*colon == ' ')
			colon++;
		if (strcmp(colon, "-") == 0 || *colon == '\0')
			continue;
		if (parse_range(colon, &lo, &hi) != 0) {
			bad = 1;
			break;
		}
		if (!found && v >= lo && v <= hi) {
			snprintf(out, len, "%s", part);
			found = 1;
		}
	}
	free(copy);
	return bad ? -1 : found;
}

static char *
cell_by_key(sqlite3 *db, const struct ltable *t, const char *k)
{
	sqlite3_stmt	*st;
	char		*out = NULL;

	if (sql_prepare(db, t->user ?
	    "SELECT result FROM user.user_cell WHERE game = ?1 AND tbl = ?2 "
	    "AND k = ?3" :
	    "SELECT result FROM lookup_cell WHERE game = ?1 AND tbl = ?2 AND "
	    "k = ?3", -1, &st, NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, t->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, k, -1, SQLITE_STATIC);
	/* The player's tables are a file of his: a cell a hand left NULL
	 * (or a blob) is no entry, never a pointer followed. */
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) ==
	    SQLITE_TEXT && (out = xstrdup((const char *)sqlite3_column_text(st,
	    0))) == NULL)
		abort();
	sqlite3_finalize(st);
	return out;
}

char *
ltable_cell(sqlite3 *db, const struct ltable *t, const int *idx)
{
	char	 k[256];
	size_t	 o = 0;
	int	 i;

	k[0] = '\0';
	for (i = 0; i < t->nd; i++)
		o += (size_t)snprintf(k + o, sizeof k - o, "%s%s", i ? "|" : "",
		    t->d[i].e[idx[i]].label);
	return cell_by_key(db, t, k);
}

/* Walk every combination of entries (an odometer over the dimensions). */
static int
next_combo(const struct ltable *t, int *idx)
{
	int	 i;

	for (i = t->nd - 1; i >= 0; i--) {
		if (++idx[i] < t->d[i].ne)
			return 1;
		idx[i] = 0;
	}
	return 0;
}

/* Is code a result of table tbl: the game's, or the table's own? */
static int
is_code(sqlite3 *db, const char *game, const char *tbl, const char *code)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(db, "SELECT 1 FROM result_code WHERE game = ?1 "
	    "AND code = ?2 AND (tbl IS NULL OR tbl = ?3)", -1, &st, NULL) !=
	    SQLITE_OK)
		return 1;	/* no glossary to check against */
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, code, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, tbl, -1, SQLITE_STATIC);
	found = sqlite3_step(st) == SQLITE_ROW;
	sqlite3_finalize(st);
	return found;
}

/* A word of a cell as the glossary writes it: brackets dropped, and its
 * number, past the first letter, as '#' ("(P1)" -> "P#", "RA2" -> "RA#"). */
static void
hashed_form(const char *tok, char *out, size_t len)
{
	size_t	 i, o;

	for (i = o = 0; tok[i] != '\0' && o + 1 < len; i++) {
		if (tok[i] == '(' || tok[i] == ')')
			continue;
		if (tok[i] >= '0' && tok[i] <= '9' && o > 0) {
			if (out[o - 1] != '#')
				out[o++] = '#';
			continue;
		}
		out[o++] = tok[i];
	}
	out[o] = '\0';
}

#define CELL_WORDS	32

int
cell_codes_each(sqlite3 *db, const char *game, const char *tbl,
    const char *cell, cell_code_fn fn, void *arg, char *bad, size_t len)
{
	char	*copy, *tok, *save = NULL, *w[CELL_WORDS];
	char	 run[256], plain[256], hashed[256], word[64];
	int	 n = 0, i, k, j;
	size_t	 o;

	if ((copy = xstrdup(cell)) == NULL)
		abort();
	for (tok = strtok_r(copy, " ", &save); tok != NULL && n < CELL_WORDS;
	    tok = strtok_r(NULL, " ", &save))
		w[n++] = tok;
	for (i = 0; i < n; i += k) {
		/* The longest run of words from here that is a code. */
		for (k = n - i; k > 0; k--) {
			run[0] = plain[0] = hashed[0] = '\0';
			for (j = i; j < i + k; j++) {
				o = strlen(run);
				snprintf(run + o, sizeof run - o, "%s%s", j > i ?
				    " " : "", w[j]);
				hashed_form(w[j], word, sizeof word);
				o = strlen(hashed);
				snprintf(hashed + o, sizeof hashed - o, "%s%s",
				    j > i ? " " : "", word);
			}
			/* The run without its outer brackets, numbers kept. */
			snprintf(plain, sizeof plain, "%s", run[0] == '(' ?
			    run + 1 : run);
			if ((o = strlen(plain)) > 0 && plain[o - 1] == ')')
				plain[o - 1] = '\0';
			if (is_code(db, game, tbl, plain)) {
				if (fn != NULL)
					fn(arg, plain, plain);
				break;
			}
			if (is_code(db, game, tbl, hashed)) {
				if (fn != NULL)
					fn(arg, plain, hashed);
				break;
			}
		}
		if (k == 0) {
			snprintf(bad, len, "%s", w[i]);
			free(copy);
			return -1;
		}
	}
	free(copy);
	return 0;
}

int
cell_codes_ok(sqlite3 *db, const char *game, const char *tbl,
    const char *cell, char *bad, size_t len)
{
	/* "M R2 (P1)": each word a code of the glossary (M, R#, P#), or a
	 * run of words that is one ("D all"). */
	return cell_codes_each(db, game, tbl, cell, NULL, NULL, bad, len) == 0;
}

int
cell_chit_ok(sqlite3 *db, const char *game, const char *tbl,
    const char *cell)
{
	/* A general is named by his chit, or, where a formation's general
	 * has none (a deck of cards), by his formation. */
	return is_code(db, game, tbl, cell) || rules_int(db, 0, "SELECT 1 FROM "
	    "chit "
	    "WHERE game = ?1 AND name = ?2 COLLATE NOCASE", game, cell) == 1 ||
	    rules_int(db, 0, "SELECT 1 FROM formation WHERE game = ?1 AND "
	    "(id = ?2 OR name = ?2 COLLATE NOCASE)", game, cell) == 1;
}

int
cell_number_ok(const char *cell)
{
	char	*end;

	if (strcmp(cell, "-") == 0)
		return 1;
	strtod(cell, &end);
	return end != cell && *end == '\0';
}

int
ltable_validate(sqlite3 *db, const struct ltable *t, int partial_ok,
    char *err, size_t errlen)
{
	int	 idx[LDIM_MAX] = { 0 }, i, j;
	char	*cell, band[64];

	for (i = 0; i < t->nd; i++) {
		const struct ldim *d = &t->d[i];

		if (d->ne == 0) {
			snprintf(err, errlen, "dimension %s has no entries", d->id);
			return -1;
		}
		if (d->dice[0] != '\0') {
			struct dice dd;
			char e2[128];

			if (dice_parse(d->dice, &dd, e2, sizeof e2) != 0) {
				snprintf(err, errlen, "dimension %s: %s", d->id, e2);
				return -1;
			}
		}
		if (strcmp(d->kind, "range") != 0 && strcmp(d->kind, "dice") != 0)
			continue;
		for (j = 0; j < d->ne; j++) {
			const struct lentry *e = &d->e[j];

			if (e->has_lo && e->has_hi && e->hi < e->lo) {
				snprintf(err, errlen, "dimension %s entry %s runs "
				    "backwards", d->id, e->label);
				return -1;
			}
			if (j > 0 && d->e[j - 1].has_hi && e->has_lo &&
			    e->lo <= d->e[j - 1].hi) {
				snprintf(err, errlen, "dimension %s: entry %s "
				    "overlaps %s", d->id, e->label,
				    d->e[j - 1].label);
				return -1;
			}
			if (!partial_ok && !d->open && j > 0 &&
			    strcmp(d->kind, "dice") == 0 && d->e[j - 1].has_hi &&
			    e->has_lo && fabs(e->lo - d->e[j - 1].hi) > 1 &&
			    !(strcmp(d->dice, "d66") == 0 &&
			    (int)d->e[j - 1].hi % 10 == 6 &&
			    (int)e->lo == (int)d->e[j - 1].hi + 5)) {
				snprintf(err, errlen, "dimension %s: a gap between "
				    "%s and %s", d->id, d->e[j - 1].label,
				    e->label);
				return -1;
			}
		}
	}
	do {
		cell = ltable_cell(db, t, idx);
		if (cell == NULL) {
			if (partial_ok)
				continue;
			snprintf(err, errlen, "no cell for %s", "");
			for (i = 0; i < t->nd; i++) {
				size_t o = strlen(err);
				snprintf(err + o, errlen - o, "%s%s=%s", i ? ", " :
				    "", t->d[i].id, t->d[i].e[idx[i]].label);
			}
			return -1;
		}
		if (strcmp(t->cell_kind, "bands") == 0 &&
		    cell_band(cell, 0, band, sizeof band) < 0) {
			snprintf(err, errlen, "cell \"%s\" is not of the form "
			    "Label:range;Label:range (e.g. Tough:0-1)", cell);
			free(cell);
			return -1;
		}
		if (*cell == '\0') {
			snprintf(err, errlen, "an empty cell");
			free(cell);
			return -1;
		}
		if (strcmp(t->cell_kind, "chit") == 0 && !cell_chit_ok(db, t->game,
		    t->id, cell)) {
			snprintf(err, errlen, "cell \"%s\" names no chit or result of "
			    "this game", cell);
			free(cell);
			return -1;
		}
		if (strcmp(t->cell_kind, "number") == 0 && !cell_number_ok(cell)) {
			snprintf(err, errlen, "cell \"%s\" is not a number (or -)",
			    cell);
			free(cell);
			return -1;
		}
		if (strcmp(t->cell_kind, "code") == 0 &&
		    !cell_codes_ok(db, t->game, t->id, cell, band, sizeof band)) {
			snprintf(err, errlen, "cell \"%s\": \"%s\" is not a result "
			    "code of this game", cell, band);
			free(cell);
			return -1;
		}
		free(cell);
	} while (next_combo(t, idx));
	return 0;
}

void
ltable_missing(const struct ltable *t, struct reply *r)
{
	reply_fail(r, "the %s (%s %s) is printed on your player aid, not in "
	    "the rulebook text: enter it once with `table import %s.%s "
	    "FILE.csv` (`help table` shows the format)", t->name, t->tag,
	    t->section, t->game, t->id);
}

int
ltable_resolve(sqlite3 *db, const char *game, const char *typed,
    char *gout, size_t glen, char *iout, size_t ilen, struct reply *r)
{
	sqlite3_stmt	*st;
	const char	*dot = strchr(typed, '.');
	char		 gpart[64] = "", **ids = NULL, **names = NULL, **games = NULL;
	int		 n = 0, hit, i, rc = -1;

	if (dot != NULL) {
		snprintf(gpart, sizeof gpart, "%.*s", (int)(dot - typed), typed);
		typed = dot + 1;
		/* A module on a series holds the series' tables as its own:
		 * the series' name reads as the module's. */
		if (game != NULL && rules_int(db, 0, "SELECT count(*) FROM game "
		    "WHERE id = ?1 AND series = ?2", game, gpart) > 0)
			snprintf(gpart, sizeof gpart, "%s", game);
	}
	if (sql_prepare(db, "SELECT game, id, name FROM lookup_table "
	    "WHERE (?1 = '' OR game = ?1 OR game LIKE ?1 || '%') AND (?2 = '' "
	    "OR game = ?2) ORDER BY game, rowid", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the rules database");
	sqlite3_bind_text(st, 1, gpart, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, dot == NULL && game != NULL ? game : "", -1,
	    SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		games = realloc(games, (size_t)(n + 1) * sizeof *games);
		ids = realloc(ids, (size_t)(n + 1) * sizeof *ids);
		names = realloc(names, (size_t)(n + 1) * sizeof *names);
		if (games == NULL || ids == NULL || names == NULL)
			abort();
		games[n] = xstrdup((const char *)sqlite3_column_text(st, 0));
		ids[n] = xstrdup((const char *)sqlite3_column_text(st, 1));
		names[n] = xstrdup((const char *)sqlite3_column_text(st, 2));
		n++;
	}
	sqlite3_finalize(st);
	hit = name_match(typed, (const char *const *)ids,
	    (const char *const *)names, n);
	if (hit >= 0) {
		snprintf(gout, glen, "%s", games[hit]);
		snprintf(iout, ilen, "%s", ids[hit]);
		rc = 0;
	} else {
		struct buf b;

		buf_init(&b);
		for (i = 0; i < n && i < 30; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", ids[i]);
		/* A module's session reads its own game's rules alone: another
		 * game named is not there, which says more than "(none)". */
		if (n == 0 && gpart[0] != '\0' && game != NULL)
			reply_fail(r, "no game \"%s\" in the rules this session "
			    "reads, %s's", gpart, game);
		else
			reply_fail(r, "%s table \"%s\"%s: expected one of %s",
			    hit == NAME_AMBIGUOUS ? "more than one" : "no",
			    typed, game == NULL && dot == NULL ? " (no game "
			    "open: write GAME.TABLE)" : "", n ? buf_str(&b) :
			    "(none)");
		buf_free(&b);
	}
	for (i = 0; i < n; i++) {
		free(games[i]);
		free(ids[i]);
		free(names[i]);
	}
	free(games);
	free(ids);
	free(names);
	return rc;
}
