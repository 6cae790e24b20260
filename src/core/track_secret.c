/* Tracks a side keeps to itself (track_secret): a supply sheet, a count
 * of hidden markers, the time chits in hand.  Their changes are recorded
 * with the side's visibility (track_record), so a copy or a page of
 * another role never holds them; and every reader of a value that is
 * not a copy's own (a campaign server's reader holds every event) asks
 * track_hidden before it shows one.  A derived track whose formula reads
 * a hidden track is hidden with it: its value would give the secret
 * away, and a copy without the secret would show another number than
 * the server's. */
#include <stdio.h>
#include <string.h>

#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/prepare.h"

void
track_secret_load(struct session *s)
{
	sqlite3_stmt	*st;
	int		 i;

	if (sql_prepare(s->rules, "SELECT side FROM track_secret "
	    "WHERE game = ?1 AND track = ?2 AND options_hold(option, NULL, "
	    "?3)", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	for (i = 0; i < s->ntracks; i++) {
		struct track *t = &s->tracks[i];

		t->secret[0] = '\0';
		sqlite3_reset(st);
		sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_ROW)
			snprintf(t->secret, sizeof t->secret, "%s",
			    (const char *)sqlite3_column_text(st, 0));
	}
	sqlite3_finalize(st);
}

const char *
track_secret_vis(const struct track *t)
{
	return t->secret[0] != '\0' ? t->secret : NULL;
}

/* Does a formula name the track as a parameter (":supply_union", '.'
 * and '-' read as '_'), as a whole name? */
static int
formula_reads(const char *formula, const char *id)
{
	char		 param[80];
	const char	*p;
	size_t		 len;
	int		 j;

	snprintf(param, sizeof param, ":%s", id);
	for (j = 0; param[j] != '\0'; j++)
		if (param[j] == '.' || param[j] == '-')
			param[j] = '_';
	len = strlen(param);
	for (p = strstr(formula, param); p != NULL; p = strstr(p + 1, param)) {
		char next = p[len];

		if (!(next == '_' || (next >= 'a' && next <= 'z') ||
		    (next >= 'A' && next <= 'Z') || (next >= '0' &&
		    next <= '9')))
			return 1;
	}
	return 0;
}

/* The secret track that hides t from the view, t's own or one its
 * formula reads, through derived tracks that read others (at most
 * DERIVED_DEPTH deep: rules check refuses a formula that reads itself);
 * NULL when the view may read t. */
#define DERIVED_DEPTH	8
static const struct track *
hider(struct session *s, const struct track *t, int depth)
{
	const struct track	*h;
	int			 i;

	if (t->secret[0] != '\0')
		return session_may_see(s, t->secret) ? NULL : t;
	if (strcmp(t->kind, "derived") != 0 || depth >= DERIVED_DEPTH)
		return NULL;
	for (i = 0; i < s->ntracks; i++) {
		const struct track *u = &s->tracks[i];

		if (u != t && (u->secret[0] != '\0' || strcmp(u->kind,
		    "derived") == 0) && formula_reads(t->formula, u->id) &&
		    (h = hider(s, u, depth + 1)) != NULL)
			return h;
	}
	return NULL;
}

int
track_hidden(struct session *s, const struct track *t)
{
	return hider(s, t, 0) != NULL;
}

int
track_hidden_refused(struct session *s, const struct track *t,
    struct reply *r)
{
	const struct track	*u = hider(s, t, 0);

	/* A derived track names the side whose secret it reads. */
	if (u == NULL)
		u = t;
	return reply_fail(r, "%s is kept by the %s: only the %s and the "
	    "umpire read it", t->name, session_side_name(s, u->secret),
	    session_side_name(s, u->secret));
}
