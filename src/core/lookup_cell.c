/* A look-up's cell (step 4): read where the dimensions and the roll
 * came to, its bands resolved with the input they need (asked at the
 * prompt when not given), and the result said with what its codes mean
 * in the game's glossary. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/prompt.h"
#include "adj/text.h"
#include "adj/prepare.h"

#include "lookup_int.h"

/* Resolve a cell to the outcome the player reads, into L->outcome. */
void
lrun_resolve(struct lrun *L, const char *cell)
{
	const char	*otherwise = L->q->otherwise != NULL ? L->q->otherwise :
			    L->t.otherwise;

	if (strcmp(L->t.cell_kind, "bands") == 0 && L->has_need) {
		if (cell_band(cell, L->need, L->outcome, sizeof L->outcome) != 1)
			snprintf(L->outcome, sizeof L->outcome, "%s",
			    otherwise[0] ? otherwise : "-");
		return;
	}
	snprintf(L->outcome, sizeof L->outcome, "%s", cell);
}

/* Say what a result code means, from the game's glossary. */
static void
explain_code(sqlite3 *db, const struct ltable *t, const char *code,
    struct reply *r)
{
	sqlite3_stmt	*st;

	/* The table's own meaning first, else the game's. */
	if (sql_prepare(db, "SELECT meaning, section FROM result_code "
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

	if (strcmp(code, "-") == 0 || sql_prepare(a->db, "SELECT "
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
void
explain_words(sqlite3 *db, const struct ltable *t, const char *cell,
    struct reply *r)
{
	struct explain_arg	 a = { db, t, r };
	char			 bad[64];

	cell_codes_each(db, t->game, t->id, cell, explain_one, &a, bad,
	    sizeof bad);
}

/* 4. The cell the dimensions give, with no dice. */
int
lrun_read(struct lrun *L)
{
	if ((L->cell = ltable_cell(L->db, &L->t, L->idx)) == NULL)
		return reply_fail(L->r, "that cell is not in your %s", L->t.name);
	reply_line(L->r, "  cell: %s", L->cell);
	lrun_resolve(L, L->cell);
	return LSTEP_ON;
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

/* What the bands are read with (the Lead Unit's CR), asked at the
 * prompt: Enter leaves them unresolved.  0, or -1 when cancelled. */
int
lrun_ask_need(struct lrun *L)
{
	char	 prompt[160], *answer = NULL, *end;
	int	 rc;

	snprintf(prompt, sizeof prompt, "%s? (Enter leaves it unresolved) > ",
	    L->t.needs_label);
	rc = prompt_ask(L->q->ask, L->q->ask_arg, L->r, prompt, any_number,
	    NULL, &answer);
	if (rc == 0 && answer[0] != '\0') {
		L->need = strtod(answer, &end);
		L->has_need = 1;
	}
	free(answer);
	L->need_asked = 1;
	return rc;
}

/* A cell of bands resolved with the input they need (asked for now,
 * when it was not before the dice), and said. */
int
lrun_bands(struct lrun *L)
{
	const struct ltable	*t = &L->t;

	if (L->cell == NULL || t->roll_split || strcmp(t->cell_kind, "bands")
	    != 0)
		return LSTEP_ON;
	if (!L->has_need && !L->need_asked && L->q->ask != NULL) {
		if (lrun_ask_need(L) != 0)
			return LSTEP_FAIL;
		if (L->has_need)
			lrun_resolve(L, L->cell);
	}
	if (L->has_need)
		reply_line(L->r, "  %s %g -> %s", t->needs_label, L->need,
		    L->outcome);
	else
		reply_line(L->r, "  give %s=N (%s) to resolve it", t->needs,
		    t->needs_label);
	return LSTEP_ON;
}

/* The result said, with its meaning. */
int
lrun_say(struct lrun *L)
{
	const struct ltable	*t = &L->t;
	int			 resolved;

	if (L->cell == NULL || t->roll_split)
		return LSTEP_DONE;
	resolved = L->has_need || strcmp(t->cell_kind, "bands") != 0;
	reply_line(L->r, "Result: %s", resolved ? L->outcome : L->cell);
	explain_code(L->db, t, resolved ? L->outcome : L->cell, L->r);
	/* A result the game's state put in place of the table's is the
	 * result; the table's own stays as "printed" (lookup_subst.c). */
	json_object_set_new(L->r->json, "result", L->substituted > 0 ?
	    json_string(L->outcome) : text_json(L->cell));
	lrun_say_outcome(L, resolved ? L->outcome : "");
	return LSTEP_DONE;
}
