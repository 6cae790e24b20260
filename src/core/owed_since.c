/* Since when each choice has been owed, and its deadline.  What is owed
 * is read from state (waiting.c); when it became owed is not stored
 * anywhere, and must not be: it is found again by the fold.  After each
 * command's events (at the first event of the next command, or when the
 * listing asks) the owed list is taken, and an entry not seen before is
 * stamped with that command's game time (turn, step) and clock time (its
 * last event's); an entry no longer owed is forgotten, with its deadline.
 * So the stamps are a function of the journal alone: a refold, a reader
 * and a terminal's copy all find the same, and an undo (a refold without
 * the command taken back) takes its stamps back with it.
 *
 * A long campaign's fold would take the owed list after each of its
 * thousands of commands (a walk of the steps, some SQL each): the
 * listing keeps them from a window (the turn before the one in hand, at
 * most OWED_WINDOW commands back) and folds from the start only when an
 * entry was owed already at the window's start, and the journal is not
 * so long that the fold would cost seconds (OWED_WHOLE_MAX commands):
 * then the entry is said owed since before the window, truthfully; a
 * roll, a look-up or a note changes no state and takes no list.
 *
 * Only a session asked for the listing keeps them (owed_view.c, which
 * folds once more with them): a table game never is, and its fold pays
 * nothing.  Deadlines are "deadline" events (cmd-deadline.c), folded here
 * onto the entries they name as the fold meets them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "adj/xalloc.h"
#include "adj/mech.h"
#include "adj/owed.h"
#include "adj/session.h"
#include "adj/text.h"

static void
since_clear(struct owed_since *o)
{
	int	 i;

	for (i = 0; i < o->n; i++)
		free(o->e[i].key);
	free(o->e);
	o->e = NULL;
	o->n = 0;
	o->cmd = 0;
	o->at[0] = '\0';
	o->dirty = 1;
	o->started = 0;		/* (the window kept: o->from) */
}

void
owed_since_reset(struct session *s)
{
	if (s->since != NULL)
		since_clear(s->since);
}

void
owed_since_free(struct session *s)
{
	if (s->since == NULL)
		return;
	since_clear(s->since);
	free(s->since);
	s->since = NULL;
}

/* "ROLE\tWHAT": an entry's key (malloc'd). */
static char *
entry_key(json_t *it)
{
	char	*k;

	if (asprintf(&k, "%s\t%s", json_text(it, "role"), json_text(it,
	    "what")) < 0)
		abort();
	return k;
}

struct owed_entry *
owed_since_find(struct session *s, json_t *it)
{
	struct owed_since	*o = s->since;
	char			*k;
	int			 i;

	if (o == NULL)
		return NULL;
	k = entry_key(it);
	/* (A key moved to the new list by since_update is NULL.) */
	for (i = 0; i < o->n && (o->e[i].key == NULL || strcmp(o->e[i].key,
	    k) != 0); i++)
		;
	free(k);
	return i < o->n ? &o->e[i] : NULL;
}

/* The state after a command: stamp what is new, forget what is gone. */
static void
since_update(struct session *s)
{
	struct owed_since	*o = s->since;
	struct owed_entry	*keep, *e;
	struct owes		 b;
	json_t			*it;
	size_t			 i;
	int			 n = 0, j;

	owes_init(&b);
	owed_collect(s, &b);
	keep = xcalloc(json_array_size(b.items) + 1, sizeof *keep);
	json_array_foreach(b.items, i, it) {
		if ((e = owed_since_find(s, it)) != NULL) {
			keep[n] = *e;
			e->key = NULL;	/* moved */
		} else {
			keep[n].key = entry_key(it);
			keep[n].turn = s->turn;
			keep[n].phase = s->phase;
			snprintf(keep[n].at, sizeof keep[n].at, "%s", o->at);
		}
		/* The same entry twice (two steps ask it): one stamp. */
		for (j = 0; j < n && strcmp(keep[j].key, keep[n].key) != 0; j++)
			;
		if (j < n)
			free(keep[n].key);
		else
			n++;
	}
	owes_free(&b);
	for (j = 0; j < o->n; j++)
		free(o->e[j].key);
	free(o->e);
	o->e = keep;
	o->n = n;
	o->dirty = 0;
}

/* The kinds of event the base folds itself (session.c's fold_event);
 * any other changes state only when a mechanism takes it. */
static const char *const base_kinds[] = { "new", "phase", "track", "box",
    "setting", "role", "end", "deadline", NULL };

void
owed_since_saw(struct session *s, const char *kind)
{
	int	 i;

	if (s->since == NULL || s->since->dirty)
		return;
	for (i = 0; base_kinds[i] != NULL; i++)
		if (strcmp(base_kinds[i], kind) == 0)
			break;
	/* A roll, a look-up, a note: history only, what is owed unchanged
	 * (and the owed list costs a walk of the steps to find). */
	if (base_kinds[i] != NULL || mechs_takes(s, kind))
		s->since->dirty = 1;
}

void
owed_since_mark(struct session *s, int64_t cmd, const char *at)
{
	struct owed_since	*o = s->since;
	int			 i;

	if (o == NULL)
		return;
	if (cmd < o->from) {	/* before the window kept: its time only */
		snprintf(o->at, sizeof o->at, "%s", at != NULL ? at : "");
		return;
	}
	if (!o->started) {
		/* The window's start: what is owed here has been since
		 * before it, when is not known (owed_view.c folds from the
		 * start then). */
		o->started = 1;
		since_update(s);
		for (i = 0; i < o->n; i++)
			o->e[i].early = 1;
	} else if (cmd != o->cmd && o->cmd != 0 && o->dirty)
		since_update(s);
	o->cmd = cmd;
	snprintf(o->at, sizeof o->at, "%s", at != NULL ? at : "");
}

/* Stamped once: the next command's first event finds it done (cmd 0),
 * whatever the command changed ahead of it. */
void
owed_since_flush(struct session *s)
{
	if (s->since == NULL || s->since->cmd == 0)
		return;
	if (s->since->dirty)
		since_update(s);
	s->since->cmd = 0;
}

time_t
owed_iso_time(const char *iso)
{
	struct tm	 tm;
	const char	*end;

	memset(&tm, 0, sizeof tm);
	if (iso == NULL || (end = strptime(iso, "%Y-%m-%dT%H:%M:%SZ", &tm)) ==
	    NULL || *end != '\0')
		return (time_t)-1;
	return timegm(&tm);
}

void
owed_iso(time_t t, char *out, size_t len)
{
	struct tm	 tm;

	gmtime_r(&t, &tm);
	strftime(out, len, "%Y-%m-%dT%H:%M:%SZ", &tm);
}

/* A "deadline" event: {"entries": [{"role", "what"}], "due": ISO or
 * absent (off), "then": "random"|"pass"}, onto the entries owed now. */
void
owed_deadline_fold(struct session *s, json_t *d)
{
	struct owed_entry	*e;
	json_t			*it;
	size_t			 i;

	if (s->since == NULL)
		return;
	json_array_foreach(json_object_get(d, "entries"), i, it) {
		if ((e = owed_since_find(s, it)) == NULL)
			continue;
		e->due = json_is_string(json_object_get(d, "due")) ?
		    owed_iso_time(json_text(d, "due")) : 0;
		if (e->due == (time_t)-1)
			e->due = 0;
		snprintf(e->then, sizeof e->then, "%s", json_text(d, "then"));
	}
}
