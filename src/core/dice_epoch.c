/* A campaign server's dice epochs, as its session records them: one
 * `dice-commit` event (the SHA-256 of a fresh seed, every role reads it)
 * begins an epoch, and one `dice-reveal` (the seed) ends it, at the end
 * of the command that moved the game into another turn.
 *
 * An epoch's draws are made only in commands after the one that recorded
 * its commitment: the commitment is out, with that command's events,
 * before any die it decides is rolled, so the server cannot look for a
 * seed whose dice suit it.  The command that ends a turn draws to its end
 * from the seed it began with; the next epoch's is committed to as it
 * ends.  An undo that takes back an epoch's commitment (the undo of a
 * turn's end) has that seed revealed at the undo's end and a fresh one
 * committed: a seed once revealed is never drawn from again. */
#include <stdio.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/dice_commit.h"
#include "adj/session.h"


/* The epoch's own events bear no chance of the command's: the draws and
 * rolls not yet marked are the next event's to carry. */
static int
record(struct session *s, const char *kind, const char *text, json_t *data)
{
	uint64_t	 draws = s->draws_seen, rolls = s->rolls_seen;
	int		 rc;

	s->draws_seen = s->rng->draws;
	s->rolls_seen = dice_count();
	rc = session_record_vis(s, kind, text, data, "all");
	s->draws_seen = draws;
	s->rolls_seen = rolls;
	return rc;
}

int
session_dice_settle(struct session *s)
{
	struct dice_commit	*dc = s->dice;
	char			 hex[65], text[160];
	int			 stale;

	if (dc == NULL)
		return 0;
	if (dice_commit_sync(dc) != 0)
		return -1;
	stale = dc->epoch == 0 || dc->revealed || dc->undone ||
	    !dc->have_seed || dc->turn != s->turn || s->over;
	if (!stale)
		return 0;
	if (dc->epoch > 0 && !dc->revealed && dc->have_seed) {
		dice_commit_seed_hex(dc, hex);
		snprintf(text, sizeof text, "Dice of epoch %lld revealed: seed "
		    "%s", (long long)dc->epoch, hex);
		if (record(s, "dice-reveal", text, xjson_pack("{s:I, s:s}",
		    "epoch", (json_int_t)dc->epoch, "seed", hex)) != 0)
			return -1;
	}
	if (s->over)
		return 0;	/* no more dice to commit to */
	if (dice_commit_seed(dc, dc->epoch + 1, hex) != 0)
		return -1;
	snprintf(text, sizeof text, "Dice of epoch %lld committed to: SHA-256 "
	    "of its seed %s", (long long)dc->epoch + 1, hex);
	if (record(s, "dice-commit", text, xjson_pack("{s:I, s:i, s:s}",
	    "epoch", (json_int_t)dc->epoch + 1, "turn", s->turn, "commit",
	    hex)) != 0)
		return -1;
	return dice_commit_sync(dc);
}

int
session_dice_start(struct session *s)
{
	if (s->rng == NULL)
		return -1;
	if (s->dice == NULL) {
		s->dice = dice_commit_new(s->j);
		s->rng->commit = s->dice;
		dice_commit_begin(s->dice, s->actor);
	}
	if (journal_begin(s->j) != 0)
		return -1;
	if (session_dice_settle(s) != 0 || journal_commit(s->j) != 0) {
		journal_rollback(s->j);
		return -1;
	}
	return 0;
}
