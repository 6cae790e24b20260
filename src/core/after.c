/* What follows a command's events, whoever recorded them: a terminal, a
 * campaign's server running a side's line, the umpire's own record.
 * Asked from the base's commit path (session_commit), never from one
 * face, so that no way of changing the game leaves it behind: once the
 * command has done its work and before its events are committed, the
 * base's own followers run (the flags that follow a test of the tracks,
 * an army in Disorder while its morale is high: follow.c; the flags the
 * rules set on the tracks, a side's Demoralization once its losses pass
 * the level: latch.c), then
 * each mechanism's after hook.  What they record is the same command's:
 * its undo takes it back with the rest. */
#include <stdlib.h>

#include "adj/expr.h"
#include "adj/journal.h"
#include "adj/mech.h"
#include "adj/reply.h"
#include "adj/session.h"

/* The base's followers, in order. */
static int (*const followers[])(struct session *, struct reply *) = {
	session_follows,
	session_latches,
};

int
session_after_command(struct session *s, struct reply *r)
{
	size_t	 i;
	char	*why;
	int	 rc = 0;

	if (s->over || journal_last_seq(s->j) == s->settled)
		return 0;
	/* A latch's test is a rules expression: one that cannot be used
	 * refuses the command, as one the command itself met (expr.h). */
	expr_begin();
	for (i = 0; rc == 0 && i < sizeof followers / sizeof followers[0]; i++)
		if (followers[i](s, r) != 0)
			rc = -1;
	/* A latch that ended the game is the command's last word. */
	if (rc == 0 && !s->over && mechs_after(s, r) != 0)
		rc = -1;
	if ((why = expr_end()) != NULL) {
		if (r->ok)
			reply_fail(r, "%s", why);
		free(why);
		rc = -1;
	}
	if (rc == 0)
		s->settled = journal_last_seq(s->j);
	return rc;
}

int
session_commit(struct session *s, struct reply *r)
{
	if (session_after_command(s, r) != 0)
		return -1;
	if (session_dice_settle(s) != 0) {
		reply_fail(r, "the dice of the next turn could not be "
		    "committed to: nothing of this command was recorded");
		return -1;
	}
	return journal_commit(s->j) != 0 ? -1 : 0;
}
