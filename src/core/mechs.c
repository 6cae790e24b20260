/* The session's side of the mechanism interface (adj/mech.h): which
 * mechanisms a game uses, their state slots, and handing each event,
 * step and question to the ones that answer it.  This is the one file
 * that walks mech_table (scripts/check-source.sh holds it so): the base
 * and the faces call a mechs_* function here, so that what a hook means
 * (every mechanism told, or the first that answers) is said once.
 * Nothing here knows any mechanism. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/mech.h"
#include "adj/session.h"
#include "adj/prepare.h"

const struct mech *
mech_find(const char *name)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (strcmp(mech_table[i]->name, name) == 0)
			return mech_table[i];
	return NULL;
}

const struct mech *
mech_at(int i)
{
	return i >= 0 && i < mech_count ? mech_table[i] : NULL;
}

/* Is name in the NULL-ended list? */
static int
declares(const char *const *list, const char *name)
{
	for (; list != NULL && *list != NULL; list++)
		if (strcmp(*list, name) == 0)
			return 1;
	return 0;
}

const struct mech *
mech_of_action(const char *name)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (declares(mech_table[i]->actions, name))
			return mech_table[i];
	return NULL;
}

const struct mech *
mech_of_condition(const char *name)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (declares(mech_table[i]->conditions, name))
			return mech_table[i];
	return NULL;
}

static int
slot_of(const struct mech *m)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (mech_table[i] == m)
			return i;
	return -1;
}

void *
session_mech(struct session *s, const struct mech *m)
{
	int	 i = slot_of(m);

	return s->mech != NULL && i >= 0 ? s->mech[i] : NULL;
}

int
session_uses(struct session *s, const char *name)
{
	const struct mech *m = mech_find(name);

	return m != NULL && session_mech(s, m) != NULL;
}

int
mechs_start(struct session *s, char *err, size_t errlen)
{
	sqlite3_stmt	*st;
	const struct mech *m;
	int		 i, rc = 0;

	mechs_free(s);
	if ((s->mech = xcalloc((size_t)mech_count, sizeof *s->mech)) == NULL)
		abort();
	if (sql_prepare(s->rules, "SELECT mechanism FROM "
	    "game_mechanism WHERE game = ?1", -1, &st, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "the rules have no game_mechanism table");
		return -1;
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);

		if ((m = mech_find(name)) == NULL) {
			snprintf(err, errlen, "%s uses a mechanism this Adjutant "
			    "lacks: %s", s->game_title, name);
			rc = -1;
			break;
		}
		/* A slot even for a mechanism with no state: it marks use. */
		if ((s->mech[slot_of(m)] = xcalloc(1, m->size ? m->size : 1)) ==
		    NULL)
			abort();
	}
	sqlite3_finalize(st);
	/* Started in the table's order, once every slot is there: one
	 * mechanism's start may read another's rules. */
	for (i = 0; rc == 0 && i < mech_count; i++)
		if (s->mech[i] != NULL && mech_table[i]->start != NULL &&
		    mech_table[i]->start(s) != 0) {
			snprintf(err, errlen, "%s: the %s rules do not load",
			    s->game_title, mech_table[i]->name);
			rc = -1;
		}
	return rc;
}

void
mechs_fold(struct session *s, const char *kind, json_t *d)
{
	const char *const *k;
	int	 i;

	for (i = 0; s->mech != NULL && i < mech_count; i++) {
		if (s->mech[i] == NULL || mech_table[i]->fold == NULL ||
		    mech_table[i]->kinds == NULL)
			continue;
		for (k = mech_table[i]->kinds; *k != NULL; k++)
			if (strcmp(*k, kind) == 0) {
				mech_table[i]->fold(s, kind, d);
				return;
			}
	}
}

/* Does a mechanism of s's game fold or observe events of this kind? */
int
mechs_takes(struct session *s, const char *kind)
{
	const char *const *k;
	int	 i;

	for (i = 0; s->mech != NULL && i < mech_count; i++) {
		if (s->mech[i] == NULL)
			continue;
		for (k = mech_table[i]->kinds; k != NULL && *k != NULL; k++)
			if (strcmp(*k, kind) == 0)
				return 1;
		for (k = mech_table[i]->observes; k != NULL && *k != NULL; k++)
			if (strcmp(*k, kind) == 0)
				return 1;
	}
	return 0;
}

void
mechs_observe(struct session *s, const char *kind, json_t *d)
{
	const char *const *k;
	int	 i;

	for (i = 0; s->mech != NULL && i < mech_count; i++) {
		if (s->mech[i] == NULL || mech_table[i]->observe == NULL ||
		    mech_table[i]->observes == NULL)
			continue;
		for (k = mech_table[i]->observes; *k != NULL; k++)
			if (strcmp(*k, kind) == 0) {
				mech_table[i]->observe(s, kind, d);
				break;
			}
	}
}

void
mechs_phase(struct session *s)
{
	int	 i;

	for (i = 0; s->mech != NULL && i < mech_count; i++)
		if (s->mech[i] != NULL && mech_table[i]->phase != NULL)
			mech_table[i]->phase(s);
}

void
mechs_free(struct session *s)
{
	int	 i;

	for (i = 0; s->mech != NULL && i < mech_count; i++) {
		if (s->mech[i] != NULL && mech_table[i]->clear != NULL)
			mech_table[i]->clear(s);
		free(s->mech[i]);
	}
	free(s->mech);
	s->mech = NULL;
}

/* The session the functions read; one at a time per process. */
static _Thread_local struct session *bound;

/* The session each connection's functions are bound to now.  Binding
 * them again expires every statement prepared on the connection (SQLite
 * recompiles each at its next step), and every command binds them: one
 * already bound to that session is left as it is.  A connection's row
 * goes when it closes (the destructor of a function made for that
 * alone), so a new one at the same address is never taken for it. */
#define BOUND_MAX	512
static struct {
	pthread_mutex_t	 lock;
	sqlite3		*db[BOUND_MAX];
	struct session	*s[BOUND_MAX];
	int		 n;
} B = { PTHREAD_MUTEX_INITIALIZER, { NULL }, { NULL }, 0 };

static void
bound_gone(void *db)
{
	int	 i;

	pthread_mutex_lock(&B.lock);
	for (i = 0; i < B.n; i++)
		if (B.db[i] == db) {
			B.n--;
			B.db[i] = B.db[B.n];
			B.s[i] = B.s[B.n];
			break;
		}
	pthread_mutex_unlock(&B.lock);
}

static void
bound_mark(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	(void)argc;
	(void)argv;
	sqlite3_result_null(ctx);
}

/* 1 when db's functions are bound to s already; else noted as bound to
 * s from now (0), or -1 when no row was free (bound every time). */
static int
bound_already(sqlite3 *db, struct session *s)
{
	int	 i, rc = -1;

	pthread_mutex_lock(&B.lock);
	for (i = 0; i < B.n; i++)
		if (B.db[i] == db) {
			rc = B.s[i] == s;
			B.s[i] = s;
			break;
		}
	if (i == B.n && B.n < BOUND_MAX) {
		B.db[B.n] = db;
		B.s[B.n++] = s;
		rc = 2;		/* new: its marker is made below */
	}
	pthread_mutex_unlock(&B.lock);
	if (rc == 2 && sqlite3_create_function_v2(db, "adj_bound", 0,
	    SQLITE_UTF8, db, bound_mark, NULL, NULL, bound_gone) != SQLITE_OK) {
		bound_gone(db);
		rc = -1;
	} else if (rc == 2)
		rc = 0;
	return rc;
}

void
session_sql_functions(sqlite3 *db, struct session *s)
{
	int	 i;

	bound = s;
	if (bound_already(db, s) == 1)
		return;
	for (i = 0; i < mech_count; i++)
		if (mech_table[i]->sql != NULL)
			mech_table[i]->sql(db, s);
}

void
session_sql_unbind(sqlite3 *db, struct session *s)
{
	if (bound == s)
		session_sql_functions(db, NULL);
}

/* Mechanism i, when s's game uses it. */
#define USED(s, i) ((s)->mech != NULL && (s)->mech[i] != NULL)

/* The hooks every mechanism the game uses is told, in the table's order. */

int
mechs_turn(struct session *s, struct reply *r)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->turn != NULL &&
		    mech_table[i]->turn(s, r) != 0)
			return -1;
	return 0;
}

int
mechs_after(struct session *s, struct reply *r)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->after != NULL &&
		    mech_table[i]->after(s, r) != 0)
			return -1;
	return 0;
}

int
mechs_arrive(struct session *s, struct reply *r)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->arrive != NULL &&
		    mech_table[i]->arrive(s, r) != 0)
			return -1;
	return 0;
}

int
mechs_reach(struct session *s, struct reply *r)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->reach != NULL &&
		    mech_table[i]->reach(s, r) != 0)
			return -1;
	return 0;
}

int
mechs_next(struct session *s, const char *target, int pass, struct reply *r)
{
	int	 i, how, out = 0;

	for (i = 0; i < mech_count; i++) {
		if (!USED(s, i) || mech_table[i]->next == NULL)
			continue;
		if ((how = mech_table[i]->next(s, target, pass, r)) < 0)
			return -1;
		if (how == MECH_NEXT_STAY)
			return MECH_NEXT_STAY;
		/* Out of the loop: the rest are asked as of a jump. */
		if (how == MECH_NEXT_OUT) {
			out = 1;
			target = "";
		}
	}
	return out ? MECH_NEXT_OUT : MECH_NEXT_ON;
}

void
mechs_unfinished(struct session *s, int idx, int dest, struct buf *b)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->unfinished != NULL)
			mech_table[i]->unfinished(s, idx, dest, b);
}

void
mechs_owed(struct session *s, const char *action, struct owes *b)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->owed != NULL)
			mech_table[i]->owed(s, action, b);
}

void
mechs_status(struct session *s, struct reply *r)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->status != NULL)
			mech_table[i]->status(s, r);
}

void
mechs_pending(struct session *s, struct reply *r)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->pending != NULL)
			mech_table[i]->pending(s, r);
}

void
mechs_track_status(struct session *s, struct track *t, struct reply *r)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->track_status != NULL)
			mech_table[i]->track_status(s, t, r);
}

void
mechs_report(struct session *s, json_t *o)
{
	int	 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->report != NULL)
			mech_table[i]->report(s, o);
}

int
mechs_end_score(struct session *s, const struct track *t)
{
	int	 i, n = 0;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->end_score != NULL)
			n += mech_table[i]->end_score(s, t);
	return n;
}

/* The questions the first mechanism to answer settles. */

char *
mechs_standing(struct session *s, char *winner, size_t wlen, struct reply *r)
{
	char	*level = NULL;
	int	 i;

	for (i = 0; level == NULL && i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->standing != NULL)
			level = mech_table[i]->standing(s, winner, wlen, r);
	return level;
}

const char *
mechs_undo_bar(struct session *s, int64_t seq, const char *kind,
    const char *vis, json_t *d)
{
	const char	*said;
	int		 i;

	for (i = 0; i < mech_count; i++)
		if (USED(s, i) && mech_table[i]->undo_bar != NULL &&
		    (said = mech_table[i]->undo_bar(s, seq, kind, vis, d)) !=
		    NULL)
			return said;
	return NULL;
}

/* The mechanism of s's game that declares the action or condition. */

int
mechs_action(struct session *s, const char *action, struct reply *r)
{
	const struct mech *m = mech_of_action(action);

	if (m == NULL || m->action == NULL || session_mech(s, m) == NULL) {
		/* rules check fails on such a row: the step goes on. */
		reply_line(r, "  (the rules data names an unknown action "
		    "\"%s\")", action);
		return 0;
	}
	return m->action(s, action, r) < 0 ? -1 : 0;
}

int
mechs_condition(struct session *s, const char *name, int brief, char *said,
    size_t len)
{
	const struct mech *m = mech_of_condition(name);

	said[0] = '\0';
	if (m == NULL || m->condition == NULL || session_mech(s, m) == NULL)
		return -1;
	return m->condition(s, name, brief, said, len);
}
