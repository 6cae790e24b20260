/* A result the game's state puts in place of the one read (step 5): a
 * game's data may say that while a condition over the session's values
 * holds (its tracks and flags, :vp_union, :demoralized_union; the turn,
 * :turn) a table's result reads as another (result_substitute).  After
 * the cell is read and its bands resolved, each row of the table whose
 * result is the one in hand and whose condition holds replaces it, in
 * the rows' order, and is said as a step of the working (and in the
 * JSON's steps); the odds before a roll count the results so replaced.
 * A condition reads the look-up's own inputs too; one that reads a
 * value nobody gave (no session is open) does not hold. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/prepare.h"

#include "lookup_int.h"

/* The values the condition reads, from the session's (which win) or the
 * look-up's inputs: only those, so that a game with many tracks does not
 * overflow the inputs. */
static void
cond_inputs(const struct lrun *L, const char *cond, struct inputs *in)
{
	const struct lookup_req	*q = L->q;
	const char		*p = cond;
	char			 name[32];
	size_t			 n;
	int			 i;

	memset(in, 0, sizeof *in);
	while ((p = strchr(p, ':')) != NULL) {
		p++;
		for (n = 0; isalnum((unsigned char)p[n]) || p[n] == '_'; n++)
			;
		snprintf(name, sizeof name, "%.*s", (int)n, p);
		p += n;
		for (i = 0; i < L->in.n; i++)
			if (strcasecmp(L->in.name[i], name) == 0)
				in_set(in, name, L->in.v[i]);
		for (i = 0; i < q->nvalues; i++)
			if (strcasecmp(q->values[i].name, name) == 0)
				in_set(in, name, q->values[i].v);
	}
}

/* The substitution said: the result it replaces, and why: the row's own
 * words when it has them ("7: Rear Area Paralysis -> Hooker Questioned:
 * a Confederate infantry unit has crossed the Potomac"), else the
 * condition with the values written in; the section.  The JSON step
 * keeps the condition and its values either way. */
static void
say_substitution(struct lrun *L, const char *from, const char *cond,
    const struct inputs *in, sqlite3_stmt *st)
{
	struct inputs	 none;
	struct buf	 words;
	const char	*by = (const char *)sqlite3_column_text(st, 2);
	const char	*sec = (const char *)sqlite3_column_text(st, 3);
	const char	*why = (const char *)sqlite3_column_text(st, 5);
	int		 uncertain = sqlite3_column_int(st, 4);
	json_t		*step;
	char		 roll[32] = "";

	memset(&none, 0, sizeof none);
	buf_init(&words);
	lookup_show_expr(cond, &none, &words);
	lookup_show_expr(cond, in, &L->b);
	if (why != NULL && *why != '\0') {
		if (L->rl.spec.n > 0)
			snprintf(roll, sizeof roll, "%d: ", L->rl.total);
		reply_line(L->r, "  %s%s -> %s: %s (%s %s)%s", roll, from, by,
		    why, L->t.tag, sec, uncertain ?
		    " [uncertain in the rulebook]" : "");
	} else
		reply_line(L->r, "  %s becomes %s: %s (here %s) (%s %s)%s", from,
		    by, buf_str(&words), buf_str(&L->b), L->t.tag, sec,
		    uncertain ? " [uncertain in the rulebook]" : "");
	step = xjson_pack("{s:s, s:s, s:s, s:s, s:s}", "substituted", from,
	    "by", by, "cond", cond, "values", buf_str(&L->b), "section", sec);
	if (why != NULL && *why != '\0')
		json_object_set_new(step, "why", json_string(why));
	json_array_append_new(L->steps, step);
	buf_free(&words);
}

int
lrun_substitute_in(struct lrun *L, int quiet)
{
	sqlite3_stmt	*st;
	struct inputs	 in;
	const char	*cond;
	char		 from[sizeof L->outcome];
	double		 v;
	int		 rc = LSTEP_ON;

	/* Only a result read whole: not one in parts, nor bands left
	 * unresolved. */
	if (L->t.roll_split || (strcmp(L->t.cell_kind, "bands") == 0 &&
	    !L->has_need))
		return LSTEP_ON;
	if (sql_prepare(L->db, "SELECT result, cond, substitute, "
	    "section, uncertain, why FROM result_substitute WHERE game = ?1 "
	    "AND tbl = ?2 ORDER BY pos, rowid", -1, &st, NULL) != SQLITE_OK)
		return LSTEP_ON;	/* a rules file older than the table */
	sqlite3_bind_text(st, 1, L->t.game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, L->t.id, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		if (strcmp((const char *)sqlite3_column_text(st, 0),
		    L->outcome) != 0)
			continue;
		cond = (const char *)sqlite3_column_text(st, 1);
		cond_inputs(L, cond, &in);
		switch (lookup_eval(L->db, cond, &in, &v, L->missing,
		    sizeof L->missing)) {
		case 1:
			continue;	/* a value not given: it does not hold */
		case -1:
			snprintf(L->err, sizeof L->err, "the condition \"%s\" of "
			    "a result substitution is not valid SQL", cond);
			rc = lrun_bad_data(L);
			goto out;
		}
		if (v == 0)
			continue;
		snprintf(from, sizeof from, "%s", L->outcome);
		data_text(L->outcome, sizeof L->outcome, st, 2);
		if (!quiet) {
			say_substitution(L, from, cond, &in, st);
			L->substituted++;
		}
	}
out:
	sqlite3_finalize(st);
	return rc;
}

/* 5. What the game's state puts in place of the result read: the
 * table's own result is kept as "printed", the one it became as
 * "result" (lrun_say), beside the steps between. */
int
lrun_substitute(struct lrun *L)
{
	int	 rc;

	if (L->cell == NULL)
		return LSTEP_ON;
	snprintf(L->printed, sizeof L->printed, "%s", L->outcome);
	rc = lrun_substitute_in(L, 0);
	if (rc == LSTEP_ON && !L->t.roll_split && (strcmp(L->t.cell_kind,
	    "bands") != 0 || L->has_need))
		json_object_set_new(L->r->json, "printed",
		    json_string(L->printed));
	return rc;
}
