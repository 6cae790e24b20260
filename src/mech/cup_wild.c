/* The wild chits (10.5): what one does when drawn is its effect in the
 * data (chit.effect), one function each here: the next chit drawn voided
 * (Fortunes of War, 10.5a), no more draws this turn (Exhaustion, 10.5b),
 * or a roll on the Fog of War Table (10.5c), whose General Casualty swaps
 * a general's chit for his Replacement. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

/* The general's chit now in play: his own, or the one standing in. */
static struct chit_state *
general_in_play(struct session *s, const char *name)
{
	struct chit_state	*c = NULL;
	int			 i;

	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcasecmp(CUP(s)->chits[i].name, name) == 0)
			c = &CUP(s)->chits[i];
	if (c == NULL)
		return NULL;
	/* Follow the line of stand-ins to the one that is not out. */
	while (strcmp(c->where, CHIT_OUT) == 0) {
		struct chit_state *next = NULL;

		for (i = 0; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].replaces, c->id) == 0)
				next = &CUP(s)->chits[i];
		if (next == NULL)
			return NULL;
		c = next;
	}
	return c;
}

/* Put `to` where `from` is, and `from` out of play. */
int
cup_swap_chits(struct session *s, struct chit_state *from, struct chit_state *to,
    struct reply *r)
{
	char	 text[512], where[12];

	snprintf(where, sizeof where, "%s", from->where);
	snprintf(text, sizeof text, "%s replaced by %s (%s)", from->name,
	    to->name, rules_cite(s->rules, s->game, "cup.casualty-swap"));
	if (cup_move_chit(s, to, where, 0, CUP(s)->negate_next, NULL, text) != 0 ||
	    cup_move_chit(s, from, CHIT_OUT, 0, CUP(s)->negate_next, NULL, text) != 0)
		return -1;
	reply_line(r, "  %s.", text);
	return 0;
}

/* 10.5c: a general hit swaps to his Replacement (or back to his own chit
 * if a Replacement is hit; Sickles for good to Hancock).  A chit still in
 * the cup is swapped when it is drawn. */
static int
general_casualty(struct session *s, const char *general, struct reply *r)
{
	struct chit_state	*c = general_in_play(s, general), *other = NULL;
	int			 i;

	if (c == NULL || strcmp(c->where, CHIT_OUT) == 0) {
		reply_line(r, "  %s is not in play: no effect (%s).", general,
		    rules_cite(s->rules, s->game, "cup.casualty-swap"));
		return 0;
	}
	/* A red-cross Replacement hit: his own chit comes back. */
	if (*c->replaces && strstr(c->id, "replacement") != NULL)
		other = cup_chit_by_id(s, c->replaces);
	else
		for (i = 0; i < CUP(s)->nchits; i++)
			if (strcmp(CUP(s)->chits[i].replaces, c->id) == 0)
				other = &CUP(s)->chits[i];
	if (other == NULL) {
		reply_line(r, "  %s has no Replacement chit: no swap.", c->name);
		return 0;
	}
	if (strcmp(c->where, CHIT_CUP) == 0) {
		char text[512];

		snprintf(text, sizeof text, "%s hit: %s waits beside the cup and "
		    "is swapped in when %s is drawn (%s)", c->name, other->name,
		    c->name, rules_cite(s->rules, s->game, "cup.casualty-swap"));
		reply_line(r, "  %s.", text);
		return cup_move_keeping(s, c, CHIT_CUP, xjson_pack("{s:b}",
		    "pending", 1), text);
	}
	return cup_swap_chits(s, c, other, r);
}

static int
fog_of_war(struct session *s, const char *roll, struct reply *r)
{
	char	*result, *general, side[64], *sv[1], arg[80], rollarg[40];
	int	 i;

	reply_line(r, "  The non-pulling player rolls on the Fog of War Table "
	    "(%s):", rules_cite(s->rules, s->game, "cup.casualty-swap"));
	/* That player is not the one who drew: his terminal is told. */
	if (cup_puller(s) != NULL) {
		char note[256];

		snprintf(note, sizeof note, "Fog of War: you are the non-pulling "
		    "player and roll on the Fog of War Table (%s)",
		    rules_cite(s->rules, s->game, "cup.casualty-swap"));
		if (session_notice(s, session_enemy(s, cup_puller(s)), note) != 0)
			return -1;
	}
	snprintf(rollarg, sizeof rollarg, "roll=%s", roll != NULL ? roll : "");
	sv[0] = rollarg;
	if ((result = cup_table_roll(s, "fog-of-war", roll != NULL, sv, r)) == NULL)
		return r->ok ? 0 : -1;
	if (strstr(result, "General Casualty") == NULL) {
		free(result);
		return 0;
	}
	side[0] = '\0';
	for (i = 0; i < CUP(s)->nchits; i++) {
		char name[64];

		if (*CUP(s)->chits[i].side && strstr(result, cup_side_name(s,
		    CUP(s)->chits[i].side, name, sizeof name)) != NULL)
			snprintf(side, sizeof side, "%s", name);
	}
	free(result);
	snprintf(arg, sizeof arg, "side=%s", side);
	sv[0] = arg;
	reply_line(r, "  The %s player rolls on his General Casualty Table:",
	    side);
	if ((general = cup_table_roll(s, "general-casualty", 1, sv, r)) == NULL)
		return r->ok ? 0 : -1;
	/* A result the table prints instead of a general's name (No
	 * Effect): said with its meaning already, and nobody is hit. */
	if (rules_int(s->rules, 0, "SELECT count(*) FROM result_code WHERE "
	    "game = ?1 AND code = ?2 AND (tbl IS NULL OR tbl = "
	    "'general-casualty')", s->game, general) > 0 &&
	    rules_int(s->rules, 0, "SELECT count(*) FROM chit WHERE game = ?1 "
	    "AND name = ?2 COLLATE NOCASE", s->game, general) == 0) {
		free(general);
		return 0;
	}
	i = general_casualty(s, general, r);
	free(general);
	return i;
}


/* 10.5a: the next chit drawn is negated. */
static int
wild_negate_next(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char	 text[256];

	(void)dr;
	snprintf(text, sizeof text, "Drew %s", c->name);
	reply_line(r, "  The next %s drawn is negated (%s).", cup_word(s,
	    CW_PIECE), rules_cite(s->rules, s->game, "cup.negated"));
	return cup_move_chit(s, c, CHIT_DISCARD, 0, 1, NULL, text);
}

/* 10.5b: no more chits this turn; those left in the cup are cancelled
 * unseen. */
static int
wild_end_draws(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char	 text[256], why[128];
	int	 i;

	(void)dr;
	snprintf(text, sizeof text, "Drew %s", c->name);
	reply_line(r, "  Exhaustion: no more chits this turn; the Broken Track "
	    "still moves and VP still count (%s).", rules_cite(s->rules,
	    s->game, "cup.exhaustion"));
	if (cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
		return -1;
	snprintf(why, sizeof why, "Cancelled by %s", c->name);
	for (i = 0; i < CUP(s)->nchits; i++)
		if (strcmp(CUP(s)->chits[i].where, CHIT_CUP) == 0 &&
		    cup_move_chit(s, &CUP(s)->chits[i], CHIT_DISCARD, 0, 0,
		    "umpire", why) != 0)
			return -1;
	return 0;
}

/* 10.5c: the non-pulling player rolls on the Fog of War Table. */
static int
wild_fog_of_war(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char	 text[256];

	snprintf(text, sizeof text, "Drew %s", c->name);
	if (cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
		return -1;
	return fog_of_war(s, dr->roll, r);
}

/* Each effect a wild chit may have (the schema's list); a chit with none
 * rolls on the Fog of War Table, as the first wild chits did. */
static const struct {
	const char	*effect;
	int		(*drawn)(struct session *, struct chit_state *,
			    const struct cup_drawn *, struct reply *);
} wild_effects[] = {
	{ "negate-next", wild_negate_next },
	{ "end-draws", wild_end_draws },
	{ "fog-of-war", wild_fog_of_war },
	{ "drawer-rolls", cup_fog_drawn },
};

static int
wild_drawn(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char	*effect = rules_text(s->rules, "SELECT effect FROM chit WHERE "
	    "game = ?1 AND id = ?2", s->game, c->id);
	size_t	 i;
	int	(*fn)(struct session *, struct chit_state *,
		    const struct cup_drawn *, struct reply *) = wild_fog_of_war;

	for (i = 0; effect != NULL && i < sizeof wild_effects /
	    sizeof wild_effects[0]; i++)
		if (strcmp(effect, wild_effects[i].effect) == 0)
			fn = wild_effects[i].drawn;
	free(effect);
	return fn(s, c, dr, r);
}

const struct cup_policy cup_wild_policy = {
	.kind = "wild",
	.drawn = wild_drawn,
};
