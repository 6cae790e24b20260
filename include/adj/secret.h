/* Secrets the rules keep (track_secret.c, track_guard.c,
 * track_step_when.c): tracks one side keeps to itself, changes the
 * rules allow only while a test holds, and a step's change made only
 * while one does. */
#ifndef ADJ_SECRET_H
#define ADJ_SECRET_H

#include "adj/session.h"

/* Mark the session's tracks that a side keeps secret (track_secret), as
 * the session's options say: called once its tracks are loaded. */
void	 track_secret_load(struct session *);
/* The visibility of a track's changes: its side when secret, NULL when
 * every role reads them. */
const char *track_secret_vis(const struct track *);
/* May the session's view not read this track's value: a track secret to
 * another side, or a derived one whose formula reads such a track? */
int	 track_hidden(struct session *, const struct track *);
/* The one refusal of a hidden track: names the side, says nothing of
 * the value.  Returns -1. */
int	 track_hidden_refused(struct session *, const struct track *,
	    struct reply *);

/* May the track go from its value to `to` (the value asked for, before
 * the track's ends hold it)?  0, or -1 with the rule's refusal in r
 * (track_guard). */
int	 track_guard_check(struct session *, const struct track *, int to,
	    struct reply *);

/* The step's conditional changes (track_step_when), before its
 * track_step rows.  0, or -1. */
int	 track_step_when(struct session *, int idx, struct reply *);

#endif
