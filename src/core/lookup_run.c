/* Running a look-up: its steps in order, each a function over the
 * look-up in progress (struct lrun, lookup_int.h), until one is done or
 * fails; then what every reply carries, and the result for the caller. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "lookup_int.h"

/* The table and its modifiers (a calculator's own first, then the
 * table's column shifts and die modifiers, as a plain look-up reads
 * them), and which dimension is rolled. */
static int
lrun_open(struct lrun *L)
{
	struct lookup_req	*q = L->q;
	struct ltable		*t = &L->t;
	int			 i;

	if (ltable_load(L->db, q->game, q->table, 0, t, L->err,
	    sizeof L->err) != 0)
		return reply_fail(L->r, "%s", L->err);
	L->err[0] = '\0';
	/* A player-aid table not yet imported: a calculator still shows its
	 * working, and a table whose columns the text prints (the Fire CRT's
	 * strength bands) still finds the column; the cells wait for the
	 * import. */
	if (strcmp(t->source, "player-aid") == 0 && !t->user) {
		if (!q->dry && (t->d[0].open || t->d[0].ne == 0 ||
		    strcmp(t->d[0].kind, "range") != 0)) {
			ltable_missing(t, L->r);
			return LSTEP_FAIL;
		}
		L->dry = 1;
	}
	L->nmods = load_mods(L->db, q->game, q->mods != NULL ? q->mods :
	    q->table, &L->mods, 0);
	if (q->mods != NULL && strcmp(q->mods, q->table) != 0)
		L->nmods = load_mods(L->db, q->game, q->table, &L->mods,
		    L->nmods);
	L->dicedim = -1;
	for (i = 0; i < t->nd; i++) {
		L->idx[i] = -1;
		if (strcmp(t->d[i].kind, "dice") == 0)
			L->dicedim = i;
	}
	known_inputs(t, L->mods, L->nmods, &L->known);
	return LSTEP_ON;
}

/* 3, 4. The roll and the row it finds, or the cell the dimensions
 * give. */
static int
lrun_row(struct lrun *L)
{
	return L->dicedim >= 0 ? lrun_roll(L) : lrun_read(L);
}

/* What every reply carries, done or failed: the table, the steps, the
 * modifiers applied, the dice. */
static void
lrun_close(struct lrun *L)
{
	json_t	*dice;
	int	 i;

	json_object_set_new(L->r->json, "table", json_string(L->q->table));
	json_object_set_new(L->r->json, "steps", L->steps);
	json_object_set_new(L->r->json, "modifiers", L->applied);
	if (L->rl.spec.n > 0) {
		dice = json_array();
		for (i = 0; L->rl.per_die && i < L->rl.spec.n; i++)
			json_array_append_new(dice, json_integer(L->rl.die[i]));
		json_object_set_new(L->r->json, "dice", dice);
	}
}

/* What the look-up found, for the caller; the cell is handed over. */
static void
lrun_result(struct lrun *L, struct lookup_result *res)
{
	memset(res, 0, sizeof *res);
	snprintf(res->outcome, sizeof res->outcome, "%s", L->said);
	res->has_outcome = L->has_said;
	res->cell = L->cell;
	L->cell = NULL;
	res->roll = L->rl;
	res->rolled = L->rl.spec.n > 0;
	res->none = L->none;
	res->dry = L->dry;
	res->distribution = L->dist;
	res->substituted = L->substituted;
}

int
lookup_run(sqlite3 *db, struct lookup_req *q, struct reply *r,
    struct lookup_result *res)
{
	static int	(*const steps[])(struct lrun *) = {
		lrun_open,		/* the table, its modifiers */
		lrun_words,		/* what the player typed */
		lrun_place,		/* 1. the dimensions not rolled */
		lrun_mods,		/* 2. the modifiers, the shifts' cap */
		lrun_shift,		/*    the shifts applied */
		lrun_row,		/* 3, 4. the roll, the cell */
		lrun_bands,		/*    its bands resolved */
		lrun_substitute,	/* 5. what the game's state puts */
		lrun_say,		/*    the result said */
	};
	struct lrun	*L;
	size_t		 i;
	int		 rc = LSTEP_ON;

	if ((L = xcalloc(1, sizeof *L)) == NULL)
		abort();
	L->db = db;
	L->q = q;
	L->r = r;
	L->steps = json_array();
	L->applied = json_array();
	buf_init(&L->b);
	buf_init(&L->known);
	for (i = 0; i < sizeof steps / sizeof steps[0] && rc == LSTEP_ON; i++)
		rc = steps[i](L);
	lrun_close(L);
	if (res != NULL)
		memset(res, 0, sizeof *res);
	if (res != NULL && rc != LSTEP_FAIL)
		lrun_result(L, res);
	free(L->cell);
	free(L->asked);
	free(L->mods);
	buf_free(&L->b);
	buf_free(&L->known);
	ltable_free(&L->t);
	free(L);
	return rc == LSTEP_FAIL ? -1 : 0;
}
