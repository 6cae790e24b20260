/* What a command touches, and which later commands depend on it: what an
 * undo by number must take back with the command asked for.
 *
 * The fold (session.c, and each mechanism's fold) is the only place the
 * state changes, and every event that changes it carries its outcome
 * whole (a track event its new value, an impulse event the impulse, a
 * chit event the move): the state after a journal is, for each thing, the
 * last kept event that wrote it.  Taking back a command C out of order
 * then leaves every later command's events as they were.  That is right
 * for a later command D exactly when D would have recorded the same
 * events without C: when nothing D read to decide them was changed by C.
 * So D depends on C when what C wrote meets what D read; and what D read
 * is said here, by event kind and data, in one place, erring wide:
 *
 *  - An event no fold reads (a roll, a look-up, a note, a message's
 *    notice, an undo) changes nothing: a command of such events alone
 *    writes nothing and reads nothing that matters, and goes alone.
 *    Which kinds the base folds, session_folds_kind says; a mechanism's
 *    are those it folds or observes (mech.h).
 *  - A track event writes that track; a box event that item's box; a
 *    step or the game's end the step ("phase": every command that
 *    changes state was allowed at its step, so each reads it); a
 *    setting or a role the roster (who may do what: each reads it); an
 *    event a mechanism folds or observes writes that mechanism's state;
 *    another the base folds (a deadline) writes its kind's state.
 *  - A track or box event a player set by hand (its source the `track`
 *    command) read its own track, the step, the roster, and what the
 *    latches' tests read (latch.c asks them after every command: a flag
 *    not set then might have been set without C).  Any other (a
 *    mechanism's event, a rule's, a formula's, a latch's) may have read
 *    anything: it reads "*".
 *  - A later event that names an earlier event (a reroll "replaces" a
 *    roll) depends on that event's command, whatever it changed.
 *
 * The closure is taken in order: a command depends on the one asked for
 * or on any already found to depend on it. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "adj/xalloc.h"
#include "adj/journal.h"
#include "adj/json_event.h"
#include "adj/mech.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/undo.h"
#include "adj/prepare.h"

#define ANY	"*"		/* reads, or writes, anything */

struct keys {
	char	**v;
	int	  n;
};

/* What one kept command did, as far as dependence goes. */
struct foot {
	int64_t		 cmd;
	char		 by[32];
	struct keys	 w;		/* what its events change */
	struct keys	 r;		/* what it read to decide them */
	int64_t		*seqs;		/* its events */
	int		 nseqs;
	int64_t		*refs;		/* events of others its events name */
	int		 nrefs;
};

static void
keys_add(struct keys *k, const char *fmt, ...)
{
	va_list	 ap;
	char	*s;
	int	 i;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		abort();
	va_end(ap);
	for (i = 0; i < k->n; i++)
		if (strcmp(k->v[i], s) == 0) {
			free(s);
			return;
		}
	k->v = xreallocarray(k->v, (size_t)k->n + 1, sizeof *k->v);
	k->v[k->n++] = s;
}

static void
keys_merge(struct keys *to, const struct keys *from)
{
	int	 i;

	for (i = 0; i < from->n; i++)
		keys_add(to, "%s", from->v[i]);
}

static void
keys_free(struct keys *k)
{
	int	 i;

	for (i = 0; i < k->n; i++)
		free(k->v[i]);
	free(k->v);
	k->v = NULL;
	k->n = 0;
}

/* The first thing both hold, or NULL: a thing by name, else ANY when
 * either reads or writes anything. */
static const char *
keys_meet(const struct keys *a, const struct keys *b)
{
	int	 i, j;

	if (a->n == 0 || b->n == 0)
		return NULL;
	for (i = 0; i < a->n; i++)
		for (j = 0; j < b->n; j++)
			if (strcmp(a->v[i], b->v[j]) == 0)
				return a->v[i];
	for (i = 0; i < a->n; i++)
		if (strcmp(a->v[i], ANY) == 0)
			return ANY;
	for (j = 0; j < b->n; j++)
		if (strcmp(b->v[j], ANY) == 0)
			return ANY;
	return NULL;
}

/* What the latches' tests read: the tracks they name (:vp_union), their
 * own flags, and anything at all when a test calls a function (held()
 * reads the cup) or names a derived track (its formula reads others). */
static void
latch_reads(struct session *s, struct keys *k)
{
	sqlite3_stmt	*st;
	char		 param[80];
	const char	*test, *at;
	size_t		 len;
	int		 i, j;

	if (sql_prepare(s->rules, "SELECT test, flag FROM track_latch "
	    "WHERE game = ?1", -1, &st, NULL) != SQLITE_OK) {
		keys_add(k, ANY);	/* unknown: read wide */
		return;
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		test = (const char *)sqlite3_column_text(st, 0);
		keys_add(k, "track:%s", (const char *)sqlite3_column_text(st, 1));
		if (test == NULL || strchr(test, '(') != NULL) {
			keys_add(k, ANY);
			continue;
		}
		for (i = 0; i < s->ntracks; i++) {
			snprintf(param, sizeof param, ":%s", s->tracks[i].id);
			for (j = 0; param[j] != '\0'; j++)
				if (param[j] == '.' || param[j] == '-')
					param[j] = '_';
			len = strlen(param);
			for (at = strstr(test, param); at != NULL;
			    at = strstr(at + 1, param))
				if (at[len] != '_' && !isalnum((unsigned char)
				    at[len]))
					break;
			if (at == NULL)
				continue;
			keys_add(k, "track:%s", s->tracks[i].id);
			if (strcmp(s->tracks[i].kind, "derived") == 0)
				keys_add(k, ANY);
		}
	}
	sqlite3_finalize(st);
}

/* Does a mechanism of the game follow every command (an after hook)?
 * What it decided not to record might read anything. */
static int
mechs_follow(struct session *s)
{
	const struct mech	*m;
	int			 i;

	for (i = 0; (m = mech_at(i)) != NULL; i++)
		if (m->after != NULL && session_mech(s, m) != NULL)
			return 1;
	return 0;
}

/* The mechanisms of the game whose state an event of this kind changes:
 * the one that folds it, and those that observe it. */
static int
mech_touch(struct session *s, const char *kind, struct keys *w)
{
	const struct mech	*m;
	const char *const	*k;
	int			 i, found = 0;

	for (i = 0; (m = mech_at(i)) != NULL; i++) {
		if (session_mech(s, m) == NULL)
			continue;
		for (k = m->kinds; m->fold != NULL && k != NULL && *k != NULL;
		    k++)
			if (strcmp(*k, kind) == 0) {
				keys_add(w, "mech:%s", m->name);
				found = 1;
			}
		for (k = m->observes; m->observe != NULL && k != NULL &&
		    *k != NULL; k++)
			if (strcmp(*k, kind) == 0) {
				keys_add(w, "mech:%s", m->name);
				found = 1;
			}
	}
	return found;
}

/* One event: what it writes, and whether it was set by hand (its reads
 * then narrow) or may have read anything.  The base's kinds are those
 * fold_event (session.c) applies itself. */
static void
event_touch(struct session *s, const char *kind, json_t *d, struct foot *f,
    int *wide)
{
	struct event_source	 src;
	json_t			*v;
	int			 by_hand = 0;

	if ((v = json_object_get(d, "replaces")) != NULL &&
	    json_is_integer(v)) {
		f->refs = xreallocarray(f->refs, (size_t)f->nrefs + 1,
		    sizeof *f->refs);
		f->refs[f->nrefs++] = json_integer_value(v);
	}
	mech_touch(s, kind, &f->w);
	if (strcmp(kind, "new") == 0)
		keys_add(&f->w, ANY);
	else if (strcmp(kind, "phase") == 0 || strcmp(kind, "end") == 0)
		keys_add(&f->w, "phase");
	else if (strcmp(kind, "setting") == 0 || strcmp(kind, "role") == 0) {
		keys_add(&f->w, "roster");
		by_hand = 1;
	} else if (strcmp(kind, "track") == 0 || strcmp(kind, "box") == 0) {
		if (strcmp(kind, "track") == 0)
			keys_add(&f->w, "track:%s", json_string_value(
			    json_object_get(d, "track")) ?: "");
		else
			keys_add(&f->w, "box:%s:%s", json_string_value(
			    json_object_get(d, "track")) ?: "",
			    json_string_value(json_object_get(d, "item")) ?: "");
		source_read(d, &src);
		by_hand = strcmp(src.kind, SOURCE_COMMAND) == 0 &&
		    src.name != NULL && strcmp(src.name, "track") == 0 &&
		    src.table == NULL;
	} else if (session_folds_kind(kind))
		keys_add(&f->w, "kind:%s", kind);	/* another of the
						 * base's: read wide */
	else if (!mech_touch(s, kind, &f->w))
		return;			/* history: folds nothing */
	if (!by_hand)
		*wide = 1;
}

/* A command's events all read: what it read is what it wrote, and the
 * rest as said above. */
static void
foot_close(struct foot *f, int wide, const struct keys *hand)
{
	if (f == NULL || f->w.n == 0)
		return;
	keys_merge(&f->r, &f->w);
	if (wide)
		keys_add(&f->r, ANY);
	else
		keys_merge(&f->r, hand);
}

static void
foot_free(struct foot *f)
{
	keys_free(&f->w);
	keys_free(&f->r);
	free(f->seqs);
	free(f->refs);
}

/* The kept commands from cmd on (not the game's start, not an undo, not
 * one taken back), each with what it touched. */
static int
read_feet(struct session *s, int64_t cmd, struct foot **out, int *nout)
{
	sqlite3_stmt	*st;
	struct foot	*feet = NULL, *f = NULL;
	struct keys	 hand;
	json_t		*d;
	int		 n = 0, wide = 0, rc;

	memset(&hand, 0, sizeof hand);
	keys_add(&hand, "phase");
	keys_add(&hand, "roster");
	latch_reads(s, &hand);
	if (mechs_follow(s))
		keys_add(&hand, ANY);
	if (sql_prepare(journal_db(s->j), "SELECT e.seq, e.cmd, e.kind, "
	    "e.data, COALESCE(json_extract(c.data, '$.actor'), "
	    "json_extract(c.data, '$.role'), '') FROM event e JOIN event c ON "
	    "c.seq = e.cmd WHERE e.cmd >= ?1 AND json_valid(e.data) AND "
	    "json_valid(c.data) AND c.kind NOT IN ('new', 'undo') AND e.cmd "
	    "NOT IN (SELECT json_extract(data, '$.cmd') FROM event WHERE kind "
	    "= 'undo' AND json_valid(data) AND json_type(data, '$.cmd') = "
	    "'integer') ORDER BY e.seq", -1, &st, NULL) != SQLITE_OK) {
		keys_free(&hand);
		return -1;
	}
	sqlite3_bind_int64(st, 1, cmd);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int64_t c = sqlite3_column_int64(st, 1);

		if (f == NULL || f->cmd != c) {
			foot_close(f, wide, &hand);
			feet = xreallocarray(feet, (size_t)n + 1, sizeof *feet);
			f = &feet[n++];
			memset(f, 0, sizeof *f);
			f->cmd = c;
			snprintf(f->by, sizeof f->by, "%s", journal_text(st, 4));
			wide = 0;
		}
		f->seqs = xreallocarray(f->seqs, (size_t)f->nseqs + 1,
		    sizeof *f->seqs);
		f->seqs[f->nseqs++] = sqlite3_column_int64(st, 0);
		if ((d = json_event_parse(journal_text(st, 3))) != NULL)
			event_touch(s, journal_text(st, 2), d, f, &wide);
		json_decref(d);
	}
	foot_close(f, wide, &hand);
	sqlite3_finalize(st);
	keys_free(&hand);
	*out = feet;
	*nout = n;
	return rc == SQLITE_DONE ? 0 : -1;
}

/* Does f name an event of g? */
static int
refers(const struct foot *f, const struct foot *g)
{
	int	 i, j;

	for (i = 0; i < f->nrefs; i++)
		for (j = 0; j < g->nseqs; j++)
			if (f->refs[i] == g->seqs[j])
				return 1;
	return 0;
}

/* What a dependant shares with the one it depends on, in words. */
static void
say_why(const char *key, char *out, size_t len)
{
	if (key == NULL)
		snprintf(out, len, "rolls its roll again");
	else if (strncmp(key, "track:", 6) == 0)
		snprintf(out, len, "changes the same track, %s", key + 6);
	else if (strncmp(key, "box:", 4) == 0 && strchr(key + 4, ':') != NULL)
		snprintf(out, len, "moves the same unit, %s", strchr(key + 4,
		    ':') + 1);
	else if (strncmp(key, "mech:", 5) == 0)
		snprintf(out, len, "changes the same %s state", key + 5);
	else if (strcmp(key, "phase") == 0)
		snprintf(out, len, "comes after the step it moved");
	else if (strcmp(key, "roster") == 0)
		snprintf(out, len, "comes after the roles it changed");
	else
		snprintf(out, len, "may read what it changed");
}

/* Why command cmd is none read_feet keeps, into err. */
static void
not_kept(struct session *s, int64_t cmd, char *err, size_t errlen)
{
	sqlite3_stmt	*st;
	const char	*kind = "";
	int64_t		 by = 0;

	if (sql_prepare(journal_db(s->j), "SELECT kind, (SELECT "
	    "min(seq) FROM event WHERE kind = 'undo' AND json_valid(data) AND "
	    "json_extract(data, '$.cmd') = ?1) FROM event WHERE seq = ?1", -1,
	    &st, NULL) == SQLITE_OK) {
		sqlite3_bind_int64(st, 1, cmd);
		if (sqlite3_step(st) == SQLITE_ROW) {
			kind = strcmp(journal_text(st, 0), "new") == 0 ? "new" :
			    strcmp(journal_text(st, 0), "undo") == 0 ? "undo" : "";
			by = sqlite3_column_int64(st, 1);
		}
		sqlite3_finalize(st);
	}
	if (*kind == 'n')
		snprintf(err, errlen, "#%lld is the game's start: there is "
		    "nothing before it to go back to", (long long)cmd);
	else if (*kind == 'u')
		snprintf(err, errlen, "#%lld is an undo, which stands: the log "
		    "keeps both", (long long)cmd);
	else if (by != 0)
		snprintf(err, errlen, "#%lld was taken back already, by #%lld",
		    (long long)cmd, (long long)by);
	else
		snprintf(err, errlen, "#%lld cannot be read back from the "
		    "journal", (long long)cmd);
}

int
undo_dependants(struct session *s, int64_t seq, struct undo_set *set,
    char *err, size_t errlen)
{
	sqlite3_stmt	*st;
	struct foot	*feet = NULL;
	struct keys	 setw;
	const char	*key = NULL;
	int64_t		 cmd = 0;
	int		 n = 0, i, j = 0, k, nin = 0, *in;

	memset(set, 0, sizeof *set);
	if (sql_prepare(journal_db(s->j), "SELECT cmd FROM event WHERE "
	    "seq = ?1", -1, &st, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "cannot read the journal");
		return -1;
	}
	sqlite3_bind_int64(st, 1, seq);
	if (sqlite3_step(st) == SQLITE_ROW)
		cmd = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	if (cmd == 0) {
		snprintf(err, errlen, "there is no event #%lld (the last is #%lld: "
		    "`log` numbers them)", (long long)seq,
		    (long long)journal_last_seq(s->j));
		return -1;
	}
	if (read_feet(s, cmd, &feet, &n) != 0) {
		for (i = 0; i < n; i++)
			foot_free(&feet[i]);
		free(feet);
		snprintf(err, errlen, "cannot read the journal");
		return -1;
	}
	if (n == 0 || feet[0].cmd != cmd) {
		for (i = 0; i < n; i++)
			foot_free(&feet[i]);
		free(feet);
		not_kept(s, cmd, err, errlen);
		return -1;
	}
	/* The members so far, and all they changed: a command that meets
	 * none of it (most, in a long game) is passed over at once. */
	in = xcalloc((size_t)n, sizeof *in);
	memset(&setw, 0, sizeof setw);
	set->cmds = xcalloc((size_t)n, sizeof *set->cmds);
	in[nin++] = 0;
	keys_merge(&setw, &feet[0].w);
	set->cmds[set->n].seq = cmd;
	snprintf(set->cmds[set->n++].by, sizeof set->cmds[0].by, "%s",
	    feet[0].by);
	for (i = 1; i < n; i++) {
		if (feet[i].nrefs == 0 && keys_meet(&setw, &feet[i].r) == NULL)
			continue;
		for (k = 0; k < nin; k++) {
			j = in[k];
			if ((key = keys_meet(&feet[j].w, &feet[i].r)) != NULL ||
			    refers(&feet[i], &feet[j]))
				break;
			key = NULL;
		}
		if (k == nin)
			continue;
		in[nin++] = i;
		keys_merge(&setw, &feet[i].w);
		set->cmds[set->n].seq = feet[i].cmd;
		set->cmds[set->n].on = feet[j].cmd;
		snprintf(set->cmds[set->n].by, sizeof set->cmds[0].by, "%s",
		    feet[i].by);
		say_why(key, set->cmds[set->n].why, sizeof set->cmds[0].why);
		set->n++;
	}
	for (i = 0; i < n; i++)
		foot_free(&feet[i]);
	free(feet);
	free(in);
	keys_free(&setw);
	return 0;
}

void
undo_set_free(struct undo_set *set)
{
	free(set->cmds);
	set->cmds = NULL;
	set->n = 0;
}
