/* The rolls a step of the sequence makes, and the effects of their
 * results, as data: The Long Roads to Gettysburg rolls its Random Events
 * Table as `next` enters the Random Events Phase (2.0) and its
 * reinforcement and release rolls at the Reinforcement Phase while their
 * queues have units left (3.0-3.4); Blind Swords' schedules and a GCACW
 * volume's random events would be rows of the same tables.
 *
 * When the walk reaches a step, played or passed by a jump as its
 * schedule is (this mechanism's reach hook, after the step's track_step
 * rows have reset the turn's flags), each
 * step_roll row of the step that holds (scenario, options, turns, and
 * its condition over the session's values, evaluated by expr.c) is
 * rolled through the one look-up path (session_roll_table), in pos
 * order, its look-up recorded, and its result's effect rows applied
 * (effect_apply.c) before the next row's condition is asked.  `next
 * roll=N` gives the dice of the row marked typed.  A latch whose action
 * is "effects" applies the rows on its flag. */
#include <stdio.h>
#include <string.h>

#include "adj/data_text.h"
#include "adj/mech/effect.h"
#include "adj/session.h"
#include "adj/prepare.h"

#define STEP_ROLLS_MAX	16

struct step_roll {
	char	 id[64];
	char	 tbl[64];
	char	 cond[512];
	char	 section[24];
	int	 typed;
};

/* The step_roll rows of the step in hand that hold without their
 * condition, in order. */
static int
step_rolls(struct session *s, struct step_roll *sr)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(s->rules, "SELECT id, tbl, COALESCE(cond, ''), "
	    "section, typed FROM step_roll WHERE game = ?1 AND phase = ?2 AND "
	    "(scenario IS NULL OR scenario = ?3) AND options_hold(option, "
	    "unless, ?4) AND (first_turn IS NULL OR first_turn <= ?5) AND "
	    "(last_turn IS NULL OR last_turn >= ?5) ORDER BY pos, rowid", -1,
	    &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->phases[s->phase].id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	sqlite3_bind_int(st, 5, s->turn);
	while (n < STEP_ROLLS_MAX && sqlite3_step(st) == SQLITE_ROW) {
		memset(&sr[n], 0, sizeof sr[n]);
		data_text(sr[n].id, sizeof sr[n].id, st, 0);
		data_text(sr[n].tbl, sizeof sr[n].tbl, st, 1);
		data_text(sr[n].cond, sizeof sr[n].cond, st, 2);
		data_text(sr[n].section, sizeof sr[n].section, st, 3);
		sr[n++].typed = sqlite3_column_int(st, 4);
	}
	sqlite3_finalize(st);
	return n;
}

static int
effects_reach(struct session *s, struct reply *r)
{
	struct step_roll sr[STEP_ROLLS_MAX];
	char		 rarg[48], *argv[1];
	double		 v;
	int		 n, i, argc;

	if ((n = step_rolls(s, sr)) < 0)
		return reply_fail(r, "cannot read the rolls of this step");
	for (i = 0; i < n && !s->over; i++) {
		/* Asked now, after the rows before it had their effects (a
		 * reinforcement roll once the random event is known). */
		if (sr[i].cond[0] != '\0') {
			if (session_track_expr(s, sr[i].cond, &v) != 0)
				return reply_fail(r, "the step roll %s (%s %s): "
				    "its condition \"%s\" cannot be used (run "
				    "`adjutant rules check`)", sr[i].id, s->tag,
				    sr[i].section, sr[i].cond);
			if (v == 0)
				continue;
		}
		argc = 0;
		if (sr[i].typed && s->typed_roll != NULL) {
			/* Real dice typed with `next roll=N`. */
			snprintf(rarg, sizeof rarg, "roll=%s", s->typed_roll);
			argv[argc++] = rarg;
			s->typed_roll = NULL;
		}
		if (effect_roll(s, sr[i].tbl, argc, argv, sr[i].id, 0, r) != 0)
			return -1;
	}
	return 0;
}

/* A latch whose action is "effects": the rows on the flag it set. */
static int
effects_action(struct session *s, const char *action, struct reply *r)
{
	(void)action;
	if (s->latched == NULL)
		return 0;
	return effect_apply(s, "latch", s->latched, NULL, 0, r);
}

static const char *const effects_actions[] = { "effects", NULL };

const struct mech mech_effects = {
	.name = "effects",
	.what = "rolls and effects as data",
	.actions = effects_actions,
	.action = effects_action,
	.reach = effects_reach,
};
