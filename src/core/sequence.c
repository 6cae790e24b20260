/* The walk of the sequence of play, written once: `next` (turns.c) and
 * what a shared campaign waits for (waiting.c) both step through it
 * here, so that what one plays the other looks at.  The steps are the
 * leaves of the phase table in order, turn after turn; a step the turn
 * leaves out (phase_rule skip rows: a cannonade, a night) is neither
 * played nor stopped at.  From *idx -1, the first step a turn plays. */
#include "adj/session.h"

int
sequence_next(struct session *s, int *turn, int *idx, int *dest)
{
	if (s->nphases == 0)
		return 0;
	for (;;) {
		if (*idx + 1 < s->nphases)
			(*idx)++;
		else if (*turn < s->last_turn) {
			(*turn)++;
			*idx = 0;
		} else
			return 0;
		if (!phase_skipped(s, *turn, *idx))
			return 1;
		/* A walk to a step left out goes on to the next played. */
		if (dest != NULL && *idx == *dest)
			*dest = -1;
	}
}

/* A turn's first step: the walk from before it.  Here, not beside the
 * phase rules the walk asks (phase_skipped), so no two files call each
 * other. */
int
phase_first_step(struct session *s, int turn)
{
	int	 i = -1, t = turn;

	/* The walk of the sequence, from before the turn's first step. */
	return sequence_next(s, &t, &i, NULL) && t == turn ? i : 0;
}
