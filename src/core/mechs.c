/* The session's side of the mechanism interface (adj/mech.h): which
 * mechanisms a game uses, their state slots, and handing each event and
 * step to the one that owns it.  Nothing here knows any mechanism. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/mech.h"
#include "adj/session.h"

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
	if ((s->mech = calloc((size_t)mech_count, sizeof *s->mech)) == NULL)
		abort();
	if (sqlite3_prepare_v2(s->rules, "SELECT mechanism FROM "
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
		if ((s->mech[slot_of(m)] = calloc(1, m->size ? m->size : 1)) ==
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

void
session_sql_functions(sqlite3 *db, struct session *s)
{
	int	 i;

	bound = s;
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
