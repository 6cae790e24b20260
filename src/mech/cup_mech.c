/* The chit cup as a mechanism: its state in the session, the events that
 * change it (chit, activation, brigade, and the waits: brigade-owed,
 * cic-owed, drawn-owed, chit-held), and
 * what it adds to the sequence of play and to `status`.  Longstreet Attacks' cup and Command Events
 * (7.0, 10.x, 19.0, 21.4) use it; the chits, places and procedures are
 * data (chit, scenario_chit, cup_rule, draw_rule, command_track). */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"
#include "cup_internal.h"

/* A chit moved: where it is now (the deck's part), and what the move says
 * about it (the cup's). */
static void
fold_chit(struct session *s, json_t *d)
{
	struct cup_state	*cs = CUP(s);
	struct deck		 dk = cup_deck(s);
	struct chit_state	*c;
	char			 from[sizeof c->where];

	if (json_is_true(json_object_get(d, "drawn"))) {
		cs->pulled++;
		cs->held_drawn[0] = '\0';
		snprintf(cs->last_drawn, sizeof cs->last_drawn, "%s",
		    json_text(d, "chit"));
	}
	cs->negate_next = json_is_true(json_object_get(d, "negate_next"));
	if ((c = (struct chit_state *)deck_fold_move(&dk, d, from,
	    sizeof from)) == NULL)
		return;
	/* Every chit in exactly one place of the cup, nothing doubled. */
	assert(deck_check(&dk, NULL) == 0);
	if (strcmp(from, CHIT_WAITING) == 0 && strcmp(c->where,
	    CHIT_WAITING) != 0)
		c->entered = s->turn;
	/* A Division chit waiting for its brigade moves on once chosen; a
	 * chit drawn, once played, committed or discarded. */
	if (strcmp(c->id, cs->owed_chit) == 0)
		cs->owed_chit[0] = '\0';
	if (strcmp(c->id, cs->owed_drawn) == 0)
		cs->owed_drawn[0] = '\0';
	if (json_is_true(json_object_get(d, "fallen")))
		cup_general_out(s, c);
	c->key = json_is_true(json_object_get(d, "key"));
	c->pending = json_is_true(json_object_get(d, "pending"));
	if (json_is_integer(json_object_get(d, "due")))
		c->due = (int)json_integer_value(json_object_get(d, "due"));
	if (json_is_integer(json_object_get(d, "picked")))
		c->picked = (int)json_integer_value(json_object_get(d,
		    "picked"));
}

/* Brigades activated this turn (a set of ids); off clears one, or all
 * when the id is empty.  The one activated last is the formation whose
 * steps these are (its arrivals are said at its activation). */
static void
brigade_set(struct session *s, const char *id, int on)
{
	struct cup_state *cs = CUP(s);
	int	 i;

	if (!on && *id == '\0') {
		free(cs->active);
		cs->active = NULL;
		cs->nactive = 0;
	}
	for (i = 0; i < cs->nactive; i++)
		if (strcmp(cs->active[i], id) == 0)
			break;
	if (!on && i < cs->nactive) {
		memmove(&cs->active[i], &cs->active[i + 1],
		    (size_t)(cs->nactive - i - 1) * sizeof *cs->active);
		cs->nactive--;
	} else if (on && i == cs->nactive) {
		cs->active = realloc(cs->active, (size_t)(cs->nactive + 1) *
		    sizeof *cs->active);
		if (cs->active == NULL)
			abort();
		snprintf(cs->active[cs->nactive++], sizeof cs->active[0], "%s",
		    id);
	}
	snprintf(s->acting, sizeof s->acting, "%s", cs->nactive > 0 ?
	    cs->active[cs->nactive - 1] : "");
}

static void
cup_fold(struct session *s, const char *kind, json_t *d)
{
	if (strcmp(kind, "chit") == 0)
		fold_chit(s, d);
	else if (strcmp(kind, "activation") == 0) {
		/* A CIC: active, marker not flipped; still the brigade
		 * whose steps these are.  The one a campaign waited for is
		 * chosen. */
		if (strcmp(json_text(d, "by"), CUP(s)->owed_cic) == 0)
			CUP(s)->owed_cic[0] = '\0';
		CUP(s)->activated = 1;
		snprintf(s->acting, sizeof s->acting, "%s",
		    json_text(d, "brigade"));
		cup_orders_fold(s, d);
	} else if (strcmp(kind, "brigade") == 0) {
		int on = json_is_true(json_object_get(d, "on"));

		brigade_set(s, json_text(d, "brigade"), on);
		/* A brigade marked without acting (a negated chit, 10.5a)
		 * has no steps to play: the draw goes on. */
		if (on && !json_is_true(json_object_get(d, "negated")))
			CUP(s)->activated = 1;
	} else if (strcmp(kind, "brigade-owed") == 0) {
		/* A shared campaign waits for the owner's choice (10.7). */
		snprintf(CUP(s)->owed_chit, sizeof CUP(s)->owed_chit, "%s",
		    json_text(d, "chit"));
		CUP(s)->owed_full = (int)json_integer_value(json_object_get(d,
		    "full"));
		CUP(s)->owed_negated = json_is_true(json_object_get(d,
		    "negated"));
		CUP(s)->owed_roll = json_is_true(json_object_get(d, "roll"));
	} else if (strcmp(kind, "drawn-owed") == 0) {
		/* Its owner plays or holds the chit drawn (10.3a, c). */
		snprintf(CUP(s)->owed_drawn, sizeof CUP(s)->owed_drawn, "%s",
		    json_text(d, "chit"));
	} else if (strcmp(kind, "chaos-owed") == 0) {
		/* Its opponent chooses what the chaos does (cup_chaos.c). */
		snprintf(CUP(s)->chaos_side, sizeof CUP(s)->chaos_side, "%s",
		    json_text(d, "side"));
	} else if (strcmp(kind, "chaos") == 0) {
		CUP(s)->chaos_side[0] = '\0';
	} else if (strcmp(kind, "chit-held") == 0) {
		snprintf(CUP(s)->held_drawn, sizeof CUP(s)->held_drawn, "%s",
		    json_text(d, "chit"));
		if (strcmp(json_text(d, "chit"), CUP(s)->owed_drawn) == 0)
			CUP(s)->owed_drawn[0] = '\0';
	} else if (strcmp(kind, "advance-pick") == 0) {
		struct chit_state *c = cup_chit_by_id(s, json_text(d, "chit"));

		if (c != NULL)
			c->advance = (int)json_integer_value(json_object_get(d,
			    "turn"));
	} else if (strcmp(kind, "rolloff") == 0) {
		cup_rolloff_fold(s, d);
	} else if (strcmp(kind, "playorder") == 0) {
		cup_playorder_fold(s, d);
	} else if (strcmp(kind, "general") == 0) {
		cup_general_fold(s, d);
	} else if (strcmp(kind, "seeded") == 0) {
		/* The seeding is over for the turn (cup_seed.c). */
		CUP(s)->seeded = (int)json_integer_value(json_object_get(d,
		    "turn"));
	} else if (strcmp(kind, "cic-owed") == 0) {
		/* A CIC's success waits for the owner's brigade (10.6). */
		snprintf(CUP(s)->owed_cic, sizeof CUP(s)->owed_cic, "%s",
		    json_text(d, "chit"));
		CUP(s)->owed_cic_moved = json_is_true(json_object_get(d,
		    "moved"));
	}
}

/* Each step begins with nothing drawn in it yet; and back at the draw,
 * the activation before is over: no brigade's steps until a chit names
 * one (a walk past the steps when the cup runs out says no arrival of
 * the last brigade again). */
static void
cup_phase(struct session *s)
{
	CUP(s)->pulled = CUP(s)->activated = 0;
	if (strstr(s->phases[s->phase].action, "cup-draw") != NULL)
		s->acting[0] = '\0';
}

static void
cup_clear(struct session *s)
{
	free(CUP(s)->chits);
	free(CUP(s)->active);
	free(CUP(s)->generals);
	free(CUP(s)->orders);
}

static int
cup_next_hook(struct session *s, const char *target, int pass,
    struct reply *r)
{
	int	 how;

	(void)pass;
	if (target != NULL || strstr(s->phases[s->phase].action, "cup-draw") ==
	    NULL)
		return MECH_NEXT_ON;
	if ((how = cup_next(s, r)) == MECH_NEXT_OUT)
		reply_line(r, "The %s is empty.", cup_word(s, CW_POOL));
	return how;
}

/* The loop of the draw: while chits remain in the cup. */
static int
cup_condition(struct session *s, const char *name, int brief, char *said,
    size_t len)
{
	int	 more;

	if (strcmp(name, "cup-not-empty") != 0)
		return -1;
	more = cup_count(s, CHIT_CUP, NULL) > 0;
	if (!more)
		snprintf(said, len, "The %s is empty", cup_word(s, CW_POOL));
	else if (brief)
		snprintf(said, len, "%s remain", cup_word(s, CW_PIECES_CAP));
	else
		snprintf(said, len, "%s remain in the %s", cup_word(s,
		    CW_PIECES_CAP), cup_word(s, CW_POOL));
	return more;
}

/* A jump out of the turn before the draw is over leaves chits undrawn;
 * so does a walk leaving the step that loops back to the draw while
 * chits remain (18.0 in Longstreet Attacks: the turn ends when the cup
 * is empty). */
static void
cup_unfinished(struct session *s, int idx, int dest, struct buf *b)
{
	int	 i, n = cup_count(s, CHIT_CUP, NULL), draws = 0;

	if (dest >= 0)
		draws = strcmp(s->phases[idx].loop_while, "cup-not-empty") == 0;
	else
		for (i = idx; i < s->nphases; i++)
			if (strstr(s->phases[i].action, "cup-draw") != NULL)
				draws = 1;
	if (n > 0 && draws)
		buf_printf(b, "%s%d chit%s still in the cup", b->len ? ", " : "",
		    n, n == 1 ? "" : "s");
}

static void
cup_status(struct session *s, struct reply *r)
{
	struct cup_state *cs = CUP(s);
	json_t		*act = json_array();
	struct buf	 line;
	struct reply	 cup;
	char		*name;
	int		 i;

	if (cs->nchits == 0) {
		json_decref(act);
		return;
	}
	buf_init(&line);
	for (i = 0; i < cs->nactive; i++) {
		name = rules_text(s->rules, "SELECT name FROM formation WHERE "
		    "game = ?1 AND id = ?2", s->game, cs->active[i]);
		buf_printf(&line, "%s%s", i ? ", " : "", name != NULL ? name :
		    cs->active[i]);
		free(name);
		json_array_append_new(act, json_string(cs->active[i]));
	}
	if (cs->nactive > 0)
		reply_line(r, "Brigades activated this turn: %s", buf_str(&line));
	buf_free(&line);
	json_object_set_new(r->json, "activated", act);
	if (s->over)
		return;
	reply_init(&cup);
	cup_show(s, 1, &cup);
	buf_add(&r->text, buf_str(&cup.text));
	json_object_set(r->json, "cup", json_object_get(cup.json, "cup"));
	reply_free(&cup);
}

/* Is the chit named in the public event at seq one that was hidden until
 * then (its last event not taken back was a secret)?  A held chit played
 * face up is the other side's to see from that moment. */
static int
chit_was_hidden(struct session *s, int64_t seq, const char *chit)
{
	sqlite3_stmt	*st;
	int		 hidden = 0;

	if (sql_prepare(journal_db(s->j), "SELECT vis != 'all' FROM "
	    "event WHERE seq < ?1 AND kind = 'chit' AND json_extract(data, "
	    "'$.chit') = ?2 AND cmd NOT IN (SELECT json_extract(data, "
	    "'$.cmd') FROM event WHERE kind = 'undo') ORDER BY seq DESC "
	    "LIMIT 1", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_int64(st, 1, seq);
	sqlite3_bind_text(st, 2, chit, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		hidden = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return hidden;
}

/* A chit drawn, or a hidden one shown to all: a side that could take
 * either back could draw again until it liked what came. */
static const char *
cup_undo_bar(struct session *s, int64_t seq, const char *kind,
    const char *vis, json_t *d)
{
	if (strcmp(kind, "chit") != 0)
		return NULL;
	if (json_is_true(json_object_get(d, "drawn")))
		return "drew a chit";
	if (strcmp(vis, "all") == 0 && chit_was_hidden(s, seq, json_text(d,
	    "chit")))
		return "showed every side a hidden chit";
	return NULL;
}

/* "discard": that a side discarded a held chit face down (which one is
 * its "chit" event's, hidden); nothing to fold. */
static const char *const cup_kinds[] = { "chit", "activation", "brigade",
    "brigade-owed", "cic-owed", "drawn-owed", "chit-held", "advance-pick",
    "discard", "seeded", "general", "rolloff", "chaos-owed", "chaos",
    "playorder", NULL };
/* The engine actions (cup_build.c) and the loop condition the sequence
 * of play names. */
static const char *const cup_actions[] = { "cup-keys", "cup-include",
    "cup-build", "cup-gather", "brigades-reset", "cup-draw", "command-rolls",
    NULL };
static const char *const cup_conditions[] = { "cup-not-empty", NULL };
static const char *const cup_cites[] = { "cup.key-chits", "cup.blind-events",
    "cup.puller", "cup.hold", "cup.held-end", "cup.event-drawn",
    "cup.command-event-drawn", "cup.negated", "cup.exhaustion",
    "cup.casualty-swap", "cup.cic", "cup.cic-rating", "cup.division",
    "cup.gather", "cup.command-events", "cup.command-box", "cup.draw",
    NULL };

/* What a cup without Command Events, Replacements, rating rows or
 * Division chits (a deck of seeded cards) need not cite. */
static const char *const cup_cites_when[] = {
	"cup.command-events", "SELECT count(*) FROM command_track WHERE "
	"game = ?1",
	"cup.command-box", "SELECT count(*) FROM command_track WHERE game = "
	"?1",
	"cup.command-event-drawn", "SELECT count(*) FROM command_track WHERE "
	"game = ?1",
	"cup.casualty-swap", "SELECT count(*) FROM chit WHERE game = ?1 AND "
	"replaces IS NOT NULL",
	"cup.cic-rating", "SELECT count(*) FROM rating_rule WHERE game = ?1",
	"cup.division", "SELECT count(*) FROM chit WHERE game = ?1 AND kind = "
	"'division'",
	NULL
};

const struct mech mech_cup = {
	.name = "cup",
	.what = "chit cup",
	.kinds = cup_kinds,
	.size = sizeof(struct cup_state),
	.cites = cup_cites,
	.cites_when = cup_cites_when,
	.actions = cup_actions,
	.conditions = cup_conditions,
	.start = cup_load,
	.fold = cup_fold,
	.phase = cup_phase,
	.clear = cup_clear,
	.action = cup_action,
	.next = cup_next_hook,
	.condition = cup_condition,
	.unfinished = cup_unfinished,
	.owed = cup_owed,
	.status = cup_status,
	.undo_bar = cup_undo_bar,
};
