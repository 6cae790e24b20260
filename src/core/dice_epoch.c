/* A campaign server's dice epochs, as its session records them: one
 * `dice-commit` event (the SHA-256 of two fresh seeds, the dice's and the
 * random picks', every role reads it) begins an epoch, and one
 * `dice-reveal` ends it, at the end of the command that moved the game
 * into another turn: each seed is in it, but one whose draws decided
 * something only some roles see, which is kept until the game ends (and
 * revealed then, in a dice-reveal of its own).
 *
 * An epoch's draws are made only in commands after the one that recorded
 * its commitment: the commitment is out, with that command's events,
 * before any die it decides is rolled, so the server cannot look for a
 * seed whose dice suit it.  The command that ends a turn draws to its end
 * from the seed it began with; the next epoch's is committed to as it
 * ends.  An undo that takes back an epoch's commitment (the undo of a
 * turn's end) has that epoch ended at the undo's end, as a turn's end
 * would, and a fresh one committed: a seed once revealed is never drawn
 * from again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/dice_commit.h"
#include "adj/session.h"
#include "adj/prepare.h"


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

enum { OMIT, REVEAL, HELD };

/* The end of an epoch, or what was kept of it: each kind's seed revealed,
 * or said to be kept until the game ends, as how[] says. */
static int
reveal(struct session *s, int64_t epoch, const int how[DICE_KINDS])
{
	json_t	*d = xjson_pack("{s:I}", "epoch", (json_int_t)epoch);
	char	 hex[65], text[300];
	size_t	 n;
	int	 k, told = 0;

	/* The seeds are in the data; the line says what came of them. */
	snprintf(text, sizeof text, "The server's draws of epoch %lld:",
	    (long long)epoch);
	for (k = 0; k < DICE_KINDS; k++) {
		n = strlen(text);
		if (how[k] == HELD)
			snprintf(text + n, sizeof text - n, "%s the seed of its "
			    "%s is kept until the game ends (they decided what "
			    "only some roles see)", told++ ? ";" : "",
			    dice_kinds[k].name);
		if (how[k] != REVEAL)
			continue;
		if (dice_commit_seed_hex(s->dice, epoch, k, hex) != 0) {
			json_decref(d);
			return -1;
		}
		json_object_set_new(d, dice_kinds[k].seed, json_string(hex));
		snprintf(text + n, sizeof text - n, "%s its %s revealed for "
		    "`log verify`", told++ ? ";" : "", dice_kinds[k].name);
	}
	n = strlen(text);
	snprintf(text + n, sizeof text - n, ".");
	return record(s, "dice-reveal", text, d);
}

/* The game over: every seed kept until its end, revealed. */
static int
reveal_held(struct session *s)
{
	sqlite3_stmt	*st;
	int64_t		*epochs = NULL;
	int		(*how)[DICE_KINDS] = NULL;
	size_t		 n = 0, i;
	int		 k, rc = 0;

	if (sql_prepare(journal_db(s->j), "SELECT json_extract(data, "
	    "'$.epoch'), max(json_type(data, '$.seed') IS NOT NULL), "
	    "max(json_type(data, '$.picks_seed') IS NOT NULL) FROM event "
	    "WHERE kind = 'dice-reveal' AND json_valid(data) GROUP BY 1",
	    -1, &st, NULL) != SQLITE_OK)
		return -1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		if (sqlite3_column_int(st, 1) && sqlite3_column_int(st, 2))
			continue;
		epochs = xreallocarray(epochs, n + 1, sizeof *epochs);
		how = xreallocarray(how, n + 1, sizeof *how);
		epochs[n] = sqlite3_column_int64(st, 0);
		for (k = 0; k < DICE_KINDS; k++)
			how[n][k] = sqlite3_column_int(st, 1 + k) ? OMIT : REVEAL;
		n++;
	}
	sqlite3_finalize(st);
	for (i = 0; rc == 0 && i < n; i++)
		rc = reveal(s, epochs[i], how[i]);
	free(epochs);
	free(how);
	return rc;
}

int
session_dice_settle(struct session *s)
{
	struct dice_commit	*dc = s->dice;
	char			 hex[DICE_KINDS][65], text[160];
	int			 how[DICE_KINDS], k;

	if (dc == NULL)
		return 0;
	if (dice_commit_sync(dc) != 0)
		return -1;
	if (dc->epoch > 0 && !dc->closed && !dc->undone && dc->have_seed &&
	    dc->turn == s->turn && !s->over)
		return 0;	/* the epoch in hand goes on */
	if (dc->epoch > 0 && !dc->closed && dc->have_seed) {
		for (k = 0; k < DICE_KINDS; k++)
			how[k] = s->over || !dc->secret[k] ? REVEAL : HELD;
		if (reveal(s, dc->epoch, how) != 0)
			return -1;
	}
	if (s->over)
		return reveal_held(s);	/* no more dice to commit to */
	if (dice_commit_seed(dc, dc->epoch + 1, hex) != 0)
		return -1;
	snprintf(text, sizeof text, "The server's draws of epoch %lld are "
	    "committed to (the SHA-256 of their seeds).", (long long)dc->epoch
	    + 1);
	if (record(s, "dice-commit", text, xjson_pack("{s:I, s:i, s:s, s:s}",
	    "epoch", (json_int_t)dc->epoch + 1, "turn", s->turn,
	    dice_kinds[DICE_DIE].commit, hex[DICE_DIE],
	    dice_kinds[DICE_PICK].commit, hex[DICE_PICK])) != 0)
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
