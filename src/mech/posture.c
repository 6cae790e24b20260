/* Sealed postures: once a turn, in one step of the sequence, each side
 * chooses one word of a fixed list (posture_choice) in secret, as a chit
 * put face down.  Its choice is for its own eyes (its commanders', the
 * umpire's); the others read only that it was made.  When every side has
 * chosen, the choices are revealed together and each sets its side's
 * flag track (posture.flag || '.' || SIDE) to the choice's value; the
 * flag then holds until the next reveal, and it is what every other rule
 * reads.  A side whose flag posture.last_flag || '.' || SIDE is set (a
 * spy contest's winner) chooses last: the others first, each choice shown
 * to it at once (an event of its visibility) before it chooses.
 *
 * In a shared campaign the side's overall commander chooses (role_is_
 * overall), or the umpire for it; the walk waits in the step for the
 * choices still owed (the owed hook, asked through the step's engine
 * action "posture").  At a table nothing waits: leaving the step reveals
 * what was chosen, and a side that chose nothing keeps its flag.
 *
 * The Long Roads to Gettysburg's Operational / Passive declaration (4.1)
 * uses it; HACKING.md names the next user. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/buf.h"
#include "adj/data_text.h"
#include "adj/dice.h"
#include "adj/mech/posture.h"
#include "adj/roles.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

#define POSTURE_SIDES	8

struct posture_side {
	char	 side[32];
	int	 made;			/* the turn it last chose, 0: never */
	char	 choice[32];		/* its choice, "" when this copy never
					 * folded it */
	char	 shown_to[32];		/* the side it was shown to that turn */
};

struct postures {
	struct posture_side	 sd[POSTURE_SIDES];
	int			 n;
	int			 revealed;	/* the turn of the last reveal */
};

#define PO(s)	((struct postures *)session_mech((s), &mech_posture))

struct posture_rule {
	char	 step[48], name[48], flag[48], last[48], section[24];
};

static int
rule_of(struct session *s, struct posture_rule *p)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	memset(p, 0, sizeof *p);
	if (sql_prepare(s->rules, "SELECT step, name, flag, "
	    "COALESCE(last_flag, ''), section FROM posture WHERE game = ?1",
	    -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(p->step, sizeof p->step, st, 0);
		data_text(p->name, sizeof p->name, st, 1);
		data_text(p->flag, sizeof p->flag, st, 2);
		data_text(p->last, sizeof p->last, st, 3);
		data_text(p->section, sizeof p->section, st, 4);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

static struct posture_side *
side_of(struct session *s, const char *side)
{
	struct postures	*po = PO(s);
	int		 i;

	if (side == NULL)
		return NULL;
	for (i = 0; i < po->n; i++)
		if (strcmp(po->sd[i].side, side) == 0)
			return &po->sd[i];
	if (po->n == POSTURE_SIDES)
		return NULL;
	memset(&po->sd[po->n], 0, sizeof po->sd[po->n]);
	snprintf(po->sd[po->n].side, sizeof po->sd[po->n].side, "%s", side);
	return &po->sd[po->n++];
}

/* The game's sides, in their order, each with its slot. */
static int
posture_start(struct session *s)
{
	sqlite3_stmt	*st;

	if (sql_prepare(s->rules, "SELECT id FROM side WHERE game = ?1 "
	    "ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW)
		side_of(s, (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return 0;
}

/* A choice's printed name and the value its flag takes. */
static int
choice_row(struct session *s, const char *id, char *name, size_t len,
    int *value)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT name, value FROM "
	    "posture_choice WHERE game = ?1 AND id = ?2", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(name, len, st, 0);
		*value = sqlite3_column_int(st, 1);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

static const char *
choice_name(struct session *s, const char *id)
{
	static _Thread_local char	 name[4][64];
	static _Thread_local int	 next;
	char				*out = name[next++ % 4];
	int				 v;

	if (!choice_row(s, id, out, 64, &v))
		snprintf(out, 64, "%s", id);
	return out;
}

/* The side's flag of prefix p ("spy-won" -> spy-won.union), or NULL. */
static struct track *
side_flag(struct session *s, const char *p, const char *side)
{
	char	 id[96];

	snprintf(id, sizeof id, "%s.%s", p, side);
	return session_track_by_id(s, id);
}

/* The side that chooses last this turn (its last_flag set), or NULL. */
static const char *
last_side(struct session *s, const struct posture_rule *p)
{
	struct track	*t;
	int		 i;

	if (p->last[0] == '\0')
		return NULL;
	for (i = 0; i < PO(s)->n; i++)
		if ((t = side_flag(s, p->last, PO(s)->sd[i].side)) != NULL &&
		    t->value != 0)
			return PO(s)->sd[i].side;
	return NULL;
}

static int
made_now(struct session *s, const struct posture_side *sd)
{
	return sd->made == s->turn;
}

/* The first side other than side ("": any) that has not chosen this
 * turn. */
static const char *
waited_for(struct session *s, const char *side)
{
	int	 i;

	for (i = 0; i < PO(s)->n; i++)
		if (strcmp(PO(s)->sd[i].side, side) != 0 &&
		    !made_now(s, &PO(s)->sd[i]))
			return PO(s)->sd[i].side;
	return NULL;
}

/* Is the step in hand the one the choices are made in? */
static int
at_step(struct session *s, const struct posture_rule *p)
{
	return s->phase >= 0 && s->phase < s->nphases &&
	    strcmp(s->phases[s->phase].id, p->step) == 0;
}

/* May the current view read side's choice (before the reveal): its own
 * side's and the umpire's, or the side it was shown to. */
static int
readable(struct session *s, const struct posture_side *sd)
{
	if (sd->choice[0] == '\0')
		return 0;
	if (PO(s)->revealed == sd->made || session_may_see(s, sd->side))
		return 1;
	return sd->shown_to[0] != '\0' && session_may_see(s, sd->shown_to);
}

/* Every choice made this turn, revealed at once: one public event, then
 * each side's flag as a track event of the same command. */
static int
reveal(struct session *s, const struct posture_rule *p, struct reply *r)
{
	struct buf	 b;
	json_t		*d = json_object();
	struct track	*t;
	char		 name[64], line[256];
	int		 i, v, n = 0;

	buf_init(&b);
	buf_printf(&b, "Postures revealed (%s %s): ", s->tag, p->section);
	for (i = 0; i < PO(s)->n; i++) {
		struct posture_side *sd = &PO(s)->sd[i];

		if (!made_now(s, sd) || sd->choice[0] == '\0')
			continue;
		buf_printf(&b, "%s%s %s", n++ ? "; " : "",
		    session_side_name(s, sd->side), choice_name(s, sd->choice));
		json_object_set_new(d, sd->side, json_string(sd->choice));
	}
	if (n == 0) {
		json_decref(d);
		buf_free(&b);
		return 0;
	}
	reply_line(r, "%s.", buf_str(&b));
	json_object_set(r->json, "postures", d);
	if (session_record(s, "posture-reveal", buf_str(&b), xjson_pack(
	    "{s:i, s:o}", "turn", s->turn, "postures", d)) != 0) {
		buf_free(&b);
		return reply_fail(r, "cannot record it");
	}
	buf_free(&b);
	for (i = 0; i < PO(s)->n; i++) {
		struct posture_side *sd = &PO(s)->sd[i];

		if (!made_now(s, sd) || !choice_row(s, sd->choice, name,
		    sizeof name, &v) || (t = side_flag(s, p->flag,
		    sd->side)) == NULL || t->value == v)
			continue;
		snprintf(line, sizeof line, "%s %d -> %d (%s %s)", t->name,
		    t->value, v, s->tag, p->section);
		reply_line(r, "  %s", line);
		if (track_record(s, t, v, line, &(struct event_source){
		    .kind = SOURCE_MECH, .name = mech_posture.name, .section =
		    p->section }) != 0)
			return reply_fail(r, "cannot record it");
	}
	return 0;
}

/* Who may choose for side: at a table, any view acting for it; in a
 * campaign the umpire, or the side's overall commander (the side's own
 * role when it has no commanders). */
static int
may_choose(struct session *s, const struct posture_rule *p,
    const char *side, struct reply *r)
{
	const char	*w = s->actor[0] != '\0' ? s->actor : s->view;
	const char	*o;

	if (session_may_act(s, side, r) != 0)
		return -1;
	if (view_of_no_side(w) || role_is_overall(s, w))
		return 0;
	o = role_overall(s, side);
	return reply_fail(r, "the %s's %s is its overall commander's to "
	    "declare%s%s%s (%s %s)", session_side_name(s, side), p->name,
	    o != NULL ? " (" : "", o != NULL ? role_name(s, o) : "", o != NULL ?
	    ")" : "", s->tag, p->section);
}

/* "at random" (the umpire's, or a script's), or a word of the list. */
static int
pick_choice(struct session *s, const struct posture_rule *p,
    const char *typed, char *out, size_t len, int *chance, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 ids[8][32];
	int		 n = 0;

	*chance = 0;
	if (strcasecmp(typed, "at random") != 0)
		return session_pick(s, "SELECT id, name FROM posture_choice "
		    "WHERE game = ?1 ORDER BY pos", typed, p->name, out, len, r);
	if (sql_prepare(s->rules, "SELECT id FROM posture_choice WHERE "
	    "game = ?1 ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the choices");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (n < 8 && sqlite3_step(st) == SQLITE_ROW)
		data_text(ids[n++], sizeof ids[0], st, 0);
	sqlite3_finalize(st);
	if (n == 0)
		return reply_fail(r, "%s has no %s to choose", s->game_title,
		    p->name);
	snprintf(out, len, "%s", ids[rng_below(s->rng, (uint32_t)n)]);
	*chance = 1;
	return 0;
}

int
posture_declare(struct session *s, const char *side, const char *typed,
    struct reply *r)
{
	struct posture_rule	 p;
	struct posture_side	*sd;
	const char		*last, *before;
	char			 choice[32], line[256];
	int			 chance;

	if (!rule_of(s, &p) || (sd = side_of(s, side)) == NULL)
		return reply_fail(r, "%s has no posture to declare",
		    s->game_title);
	if (may_choose(s, &p, side, r) != 0)
		return -1;
	typed += strspn(typed, " \t");
	if (*typed == '\0')
		return reply_fail(r, "nothing to declare: expected the %s's %s "
		    "(`declare %s CHOICE`)", session_side_name(s, side), p.name,
		    side);
	if (made_now(s, sd))
		return reply_fail(r, "the %s has declared its %s for this turn "
		    "already: once a turn (%s %s)", session_side_name(s, side),
		    p.name, s->tag, p.section);
	/* The spy contest's winner waits for the others: public facts
	 * both (its flag, and whether the others have declared). */
	if ((last = last_side(s, &p)) != NULL && strcmp(last, side) == 0 &&
	    (before = waited_for(s, side)) != NULL)
		return reply_fail(r, "the %s declares after the %s this turn, "
		    "and reads it first (%s %s)", session_side_name(s, side),
		    session_side_name(s, before), s->tag, p.section);
	if (pick_choice(s, &p, typed, choice, sizeof choice, &chance, r) != 0)
		return -1;
	/* The secret first: a command's line is kept with its first
	 * event, which must not be the public one. */
	snprintf(line, sizeof line, "%s %s (sealed%s): %s",
	    session_side_name(s, side), p.name, chance ? ", chosen at random" :
	    "", choice_name(s, choice));
	if (session_record_vis(s, "posture", line, xjson_pack("{s:s, s:s, "
	    "s:i}", "side", side, "choice", choice, "turn", s->turn), side) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s.", session_may_see(s, side) ? line : "Declared, "
	    "sealed");
	snprintf(line, sizeof line, "The %s has declared its %s",
	    session_side_name(s, side), p.name);
	if (session_record(s, "posture-made", line, xjson_pack("{s:s, s:i}",
	    "side", side, "turn", s->turn)) != 0)
		return reply_fail(r, "cannot record it");
	/* Shown at once to the side choosing last, and to nobody else. */
	if (last != NULL && strcmp(last, side) != 0) {
		snprintf(line, sizeof line, "The %s's %s this turn, shown to "
		    "the %s before it declares: %s (%s %s)",
		    session_side_name(s, side), p.name, session_side_name(s,
		    last), choice_name(s, choice), s->tag, p.section);
		if (session_record_vis(s, "posture-shown", line, xjson_pack(
		    "{s:s, s:s, s:s, s:i}", "side", side, "choice", choice,
		    "to", last, "turn", s->turn), last) != 0)
			return reply_fail(r, "cannot record it");
		if (session_may_see(s, last))
			reply_line(r, "%s.", line);
	}
	if (waited_for(s, "") == NULL)
		return reveal(s, &p, r);
	reply_line(r, "Revealed when every side has declared.");
	return 0;
}

static void
posture_fold(struct session *s, const char *kind, json_t *d)
{
	struct posture_side	*sd;
	int			 turn = (int)json_integer_value(json_object_get(d,
				    "turn"));
	const char		*k;
	json_t			*v;

	if (strcmp(kind, "posture-reveal") == 0) {
		PO(s)->revealed = turn;
		json_object_foreach(json_object_get(d, "postures"), k, v) {
			if ((sd = side_of(s, k)) == NULL)
				continue;
			sd->made = turn;
			snprintf(sd->choice, sizeof sd->choice, "%s",
			    json_string_value(v) ?: "");
		}
		return;
	}
	if ((sd = side_of(s, json_string_value(json_object_get(d,
	    "side")))) == NULL)
		return;
	if (sd->made != turn) {
		sd->choice[0] = '\0';
		sd->shown_to[0] = '\0';
	}
	sd->made = turn;
	if (strcmp(kind, "posture") == 0 || strcmp(kind, "posture-shown") == 0)
		snprintf(sd->choice, sizeof sd->choice, "%s", json_text(d,
		    "choice"));
	if (strcmp(kind, "posture-shown") == 0)
		snprintf(sd->shown_to, sizeof sd->shown_to, "%s", json_text(d,
		    "to"));
}

/* The step's engine action: what the walk waits on there (owed), and
 * nothing to do on arriving. */
static int
posture_action(struct session *s, const char *action, struct reply *r)
{
	(void)s;
	(void)action;
	(void)r;
	return 0;
}

/* Played: who declares first, when a side chooses last. */
static int
posture_arrive(struct session *s, struct reply *r)
{
	struct posture_rule	 p;
	const char		*last, *before;

	if (!rule_of(s, &p) || !at_step(s, &p) || (last = last_side(s, &p)) ==
	    NULL || (before = waited_for(s, last)) == NULL)
		return 0;
	reply_line(r, "  The %s declares first; the %s reads it before "
	    "declaring (%s %s).", session_side_name(s, before),
	    session_side_name(s, last), s->tag, p.section);
	return 0;
}

/* `next` leaving the step: what was chosen is revealed; a side that
 * chose nothing keeps its flag (at a table: a campaign waits for it). */
static int
posture_next(struct session *s, const char *target, int pass,
    struct reply *r)
{
	struct posture_rule	 p;
	struct buf		 b;
	int			 i, made = 0;

	(void)target;
	(void)pass;
	if (!rule_of(s, &p) || !at_step(s, &p) || PO(s)->revealed == s->turn)
		return MECH_NEXT_ON;
	buf_init(&b);
	for (i = 0; i < PO(s)->n; i++)
		if (made_now(s, &PO(s)->sd[i]))
			made++;
		else
			buf_printf(&b, "%s%s", b.len ? ", " : "",
			    session_side_name(s, PO(s)->sd[i].side));
	/* None at all: the table keeps its postures with the chits, as
	 * the step's reminder said, and the flags stay as they were. */
	if (made > 0 && b.len > 0)
		reply_line(r, "No %s declared by: %s (its flag stays as it "
		    "was).", p.name, buf_str(&b));
	buf_free(&b);
	if (made > 0 && reveal(s, &p, r) != 0)
		return -1;
	return MECH_NEXT_ON;
}

/* In a campaign the walk waits in the step for the choices owed: the
 * sides that may declare now (the spy contest's winner once the others
 * have), each answered by its overall commander or forced by the
 * umpire. */
static void
posture_owed(struct session *s, const char *action, struct owes *b)
{
	struct posture_rule	 p;
	const char		*last;
	char			 what[96], answer[96], force[96];
	int			 i;

	if (strcmp(action, "posture") != 0 || !rule_of(s, &p) ||
	    !at_step(s, &p) || PO(s)->revealed == s->turn)
		return;
	last = last_side(s, &p);
	for (i = 0; i < PO(s)->n; i++) {
		struct posture_side *sd = &PO(s)->sd[i];

		if (made_now(s, sd) || (last != NULL && strcmp(last,
		    sd->side) == 0 && waited_for(s, sd->side) != NULL))
			continue;
		snprintf(what, sizeof what, "%s declaration", p.name);
		snprintf(answer, sizeof answer, "declare %s CHOICE", sd->side);
		snprintf(force, sizeof force, "declare %s at random",
		    sd->side);
		{
			struct owe	 w = { sd->side, what, answer, p.name,
					    NULL, force, NULL };

			owes_put(b, s, &w);
		}
	}
}

/* Before the reveal: who has declared, and what this view may read. */
static void
posture_pending(struct session *s, struct reply *r)
{
	struct posture_rule	 p;
	struct buf		 b;
	json_t			*o;
	int			 i;

	if (!rule_of(s, &p) || PO(s)->revealed == s->turn || !at_step(s, &p))
		return;
	o = json_object();
	buf_init(&b);
	for (i = 0; i < PO(s)->n; i++) {
		struct posture_side *sd = &PO(s)->sd[i];
		int known = made_now(s, sd) && readable(s, sd);

		buf_printf(&b, "%s%s %s", i ? "; " : "", session_side_name(s,
		    sd->side), !made_now(s, sd) ? "not yet" : known ?
		    choice_name(s, sd->choice) : "sealed");
		json_object_set_new(o, sd->side, known ? json_string(sd->choice) :
		    json_boolean(made_now(s, sd)));
	}
	reply_line(r, "Declarations (%s, %s %s): %s", p.name, s->tag,
	    p.section, buf_str(&b));
	buf_free(&b);
	json_object_set_new(r->json, "postures_declared", o);
}

static const char *
posture_undo_bar(struct session *s, int64_t seq, const char *kind,
    const char *vis, json_t *d)
{
	(void)s;
	(void)seq;
	(void)vis;
	(void)d;
	if (strcmp(kind, "posture-reveal") == 0)
		return "revealed the sealed postures";
	if (strcmp(kind, "posture-shown") == 0)
		return "showed a posture to the other side";
	return NULL;
}

static const char *const posture_kinds[] = { "posture", "posture-made",
    "posture-shown", "posture-reveal", NULL };
static const char *const posture_actions[] = { "posture", NULL };

const struct mech mech_posture = {
	.name = "posture",
	.what = "sealed postures",
	.kinds = posture_kinds,
	.actions = posture_actions,
	.size = sizeof(struct postures),
	.start = posture_start,
	.fold = posture_fold,
	.action = posture_action,
	.arrive = posture_arrive,
	.next = posture_next,
	.owed = posture_owed,
	.pending = posture_pending,
	.undo_bar = posture_undo_bar,
};
