/* What a shared campaign waits for: the choices a side owes before the
 * steps ahead can be played without choosing for it (its Key chits, a
 * chit the scenario lets it put in play), and those the step in hand
 * still waits on before its action runs again (the brigade of a Division
 * chit drawn, before the next draw).  At a table a prompt asks and
 * a script picks at random and says so; in a campaign (s->actor set, on
 * the server, where nobody can be asked) the game waits rather than
 * decide behind a side's back.  Each mechanism says what its actions
 * would choose (mech.owed), read from state, so the answer holds after
 * an undo or a catch-up: nothing is stored. */

#include <stdio.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/mech.h"
#include "adj/session.h"
#include "adj/text.h"

void
owes_init(struct owes *o)
{
	buf_init(&o->text);
	o->items = json_array();
}

void
owes_free(struct owes *o)
{
	buf_free(&o->text);
	json_decref(o->items);
}

/* The first word of an answer ("key union CHIT..."): its choice. */
static void
first_word(const char *answer, char *out, size_t len)
{
	snprintf(out, len, "%.*s", (int)strcspn(answer, " ,"), answer);
}

void
owes_put(struct owes *o, struct session *s, const struct owe *w)
{
	char		 choice[32], force[160];
	const char	*role;
	json_t		*it;

	if (w->choice != NULL)
		snprintf(choice, sizeof choice, "%s", w->choice);
	else
		first_word(w->answer, choice, sizeof choice);
	/* The commander the campaign names for it (`campaign answer`),
	 * while he is one; else anyone of the side. */
	role = settings_answerer(&s->settings, w->side, choice, w->of);
	if (role == NULL || !role_commander(s, role))
		role = w->side;
	if (w->force != NULL)
		snprintf(force, sizeof force, "%s", w->force);
	else if (strcmp(w->side, "umpire") == 0)
		force[0] = '\0';	/* the umpire's own: nobody forces it */
	else
		snprintf(force, sizeof force, "force %s %s at random", choice,
		    w->side);
	/* Whose, as the role that answers it: the side, its commander. */
	buf_printf(&o->text, "%s%s %s", o->text.len ? ", " : "",
	    strcmp(w->side, "umpire") == 0 ? "Umpire" : strcmp(role,
	    w->side) != 0 ? role_name(s, role) : session_side_name(s,
	    w->side), w->what);
	it = xjson_pack("{s:s, s:s, s:s, s:s, s:s, s:s}", "side", w->side,
	    "role", role, "what", w->what, "answer", w->answer, "choice",
	    choice, "force", force);
	if (w->of != NULL)
		json_object_set_new(it, "of", json_string(w->of));
	if (w->pass != NULL)
		json_object_set_new(it, "pass", json_string(w->pass));
	json_array_append_new(o->items, it);
}

void
owes_add(struct owes *o, struct session *s, const char *side,
    const char *what, const char *answer)
{
	struct owe	 w = { side, what, answer, NULL, NULL, NULL, NULL };

	owes_put(o, s, &w);
}

void
owes_force(struct owes *o, const char *word)
{
	size_t	 n = json_array_size(o->items);
	json_t	*it;

	if (n == 0)
		return;
	it = json_array_get(o->items, n - 1);
	json_object_set_new(it, "choice", json_string(word));
	json_object_set_new(it, "force", json_sprintf("force %s %s at random",
	    word, json_text(it, "side")));
}

/* What step idx's engine actions would choose for a side, were it let. */
void
session_step_owes(struct session *s, int idx, struct owes *b)
{
	char	 list[96], *a, *save = NULL;

	snprintf(list, sizeof list, "%s", s->phases[idx].action);
	for (a = strtok_r(list, ",", &save); a != NULL;
	    a = strtok_r(NULL, ",", &save))
		mechs_owed(s, a, b);
}

/* Only a shared campaign waits. */
int
session_waits(struct session *s)
{
	return s->actor[0] != '\0' && s->ask == NULL && !s->over;
}

void
owed_collect(struct session *s, struct owes *b)
{
	int	 i = s->phase, turn = s->turn, more, steps = 0;

	if (s->nphases == 0 || s->over)
		return;
	/* The step in hand as such (an impulse under way), then its
	 * actions and those of the steps the phase plays after it. */
	mechs_owed(s, MECH_OWED_IN_HAND, b);
	do
		session_step_owes(s, i, b);
	while ((more = sequence_next(s, &turn, &i, NULL)) && turn == s->turn &&
	    strcmp(s->phases[i].top, s->phases[s->phase].top) == 0 && ++steps);
	/* The last step of its phase: what the step `next` goes to owes,
	 * which it waits on (the cards a side seeds at the start of the
	 * phase after the turn marker's). */
	if (more && steps == 0 && turn == s->turn)
		session_step_owes(s, i, b);
	/* And what is owed whatever the step (the umpire's). */
	mechs_owed(s, OWED_STANDING, b);
}

void
session_waiting(struct session *s, struct owes *b)
{
	/* Asked for the status: in a campaign, the server's or the
	 * umpire's copy of it, whoever may be asked at this terminal. */
	if (s->actor[0] == '\0' && !s->shared)
		return;
	owed_collect(s, b);
}

void
session_walk_owes(struct session *s, int dest, int loop, struct owes *b)
{
	int	 idx = s->phase, turn = s->turn;
	size_t	 before = b->text.len;

	if (!session_waits(s))
		return;
	/* What the step in hand waits on holds every move from it. */
	session_step_owes(s, idx, b);
	if (b->text.len > before)
		return;
	if (loop) {
		session_step_owes(s, dest, b);
		return;
	}
	/* The steps `next` plays, as far as the turn in hand: those of
	 * the next turn owe what the walk's gathering leaves (its Key
	 * chits), which the walk itself stops before (turns.c). */
	while (sequence_next(s, &turn, &idx, &dest)) {
		session_step_owes(s, idx, b);
		/* Out of the turn: what is owed whatever the step is owed
		 * by its end (the umpire's messages to approve). */
		if (turn != s->turn)
			mechs_owed(s, OWED_STANDING, b);
		if (dest < 0 || idx == dest || turn != s->turn)
			break;
	}
}
