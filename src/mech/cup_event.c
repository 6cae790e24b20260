/* The Event chits' policy (Longstreet Attacks 8.1, 8.2, 10.4): each
 * side chooses its Key chits in secret (`key`, or at the Command Decision
 * Phase's prompt), the scenario's number of its other Events go in blind
 * and the rest are set aside unseen; an Event drawn goes to its owner
 * face down, to play now, hold, or commit (cup_command.c).  The counts
 * are cup_rule rows; the umpire's choice for a side is cup_owed.c's. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/mech/cup.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "cup_internal.h"

int
cup_chosen_keys(struct session *s, const char *side)
{
	int	 i, n = 0;

	for (i = 0; i < CUP(s)->nchits; i++)
		if (CUP(s)->chits[i].key && strcmp(CUP(s)->chits[i].side, side) == 0 &&
		    strcmp(CUP(s)->chits[i].where, CHIT_POOL) != 0)
			n++;
	return n;
}

int
cup_key_choices(struct session *s, const char *side, int *idx,
    const char **names, int *taken, int max)
{
	int			 i, n = 0;
	struct chit_state	*c;

	/* Once the cup is built there is nothing to choose, and the Key
	 * chits chosen are their sides' secret. */
	if (cup_count(s, CHIT_POOL, side) == 0)
		return 0;
	for (i = 0; i < CUP(s)->nchits && n < max; i++) {
		c = &CUP(s)->chits[i];
		if (strcmp(c->side, side) != 0 || strcmp(c->kind, "event") != 0)
			continue;
		if (strcmp(c->where, CHIT_POOL) != 0 && !c->key)
			continue;
		idx[n] = i;
		names[n] = c->name;
		taken[n++] = strcmp(c->where, CHIT_POOL) != 0;
	}
	return n;
}

/* The Key chit typed among side's choices: not found, or one chosen
 * already, the refusal lists them all, as the prompt does. */
static struct chit_state *
key_find(struct session *s, const char *side, const char *typed,
    struct reply *r)
{
	const char	*names[64], *ids[64];
	char		 name[64];
	int		 idx[64], taken[64], n, i, hit;
	struct buf	 b;

	n = cup_key_choices(s, side, idx, names, taken, 64);
	for (i = 0; i < n; i++)
		ids[i] = CUP(s)->chits[idx[i]].id;
	hit = name_match(typed, ids, names, n);
	if (hit >= 0 && !taken[hit])
		return &CUP(s)->chits[idx[hit]];
	cup_side_name(s, side, name, sizeof name);
	if (hit >= 0) {
		reply_fail(r, "%s is not one of the Key chits the %s may still "
		    "choose", names[hit], name);
		return NULL;
	}
	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
	reply_fail(r, "%s %s Event chit \"%s\": expected one of %s",
	    hit == NAME_AMBIGUOUS ? "more than one" : "no", name, typed,
	    n ? buf_str(&b) : "(none)");
	buf_free(&b);
	return NULL;
}

/* The most Key chits one command names (a side picks one or two). */
#define KEYS_MAX	8

int
cup_keys(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	char		 name[64], text[256];
	int		 keys, inc, i, j;
	struct chit_state *c, *found[KEYS_MAX];

	if (session_may_act(s, side, r) != 0)
		return -1;
	if (!cup_rule_counts(s, side, &keys, &inc))
		return reply_fail(r, "%s picks no Key chits in this scenario",
		    cup_side_name(s, side, name, sizeof name));
	if (cup_count(s, CHIT_POOL, side) == 0)
		return reply_fail(r, "the cup is already filled for this turn: Key "
		    "chits are chosen in the Command Decision Phase (%s)",
		    rules_cite(s->rules, s->game, "cup.key-chits"));
	if (cup_chosen_keys(s, side) + argc > keys)
		return reply_fail(r, "%s picks %d Key chit%s (%s); %d already "
		    "chosen", cup_side_name(s, side, name, sizeof name), keys,
		    keys == 1 ? "" : "s", rules_cite(s->rules, s->game, "cup.key-chits"),
		    cup_chosen_keys(s, side));
	if (argc > KEYS_MAX)
		return reply_fail(r, "at most %d Key chits at once", KEYS_MAX);
	/* Every name found before any is taken: a refusal leaves no line
	 * saying that a chit before it was chosen. */
	for (i = 0; i < argc && i < KEYS_MAX; i++) {
		if ((found[i] = key_find(s, side, argv[i], r)) == NULL)
			return -1;
		for (j = 0; j < i; j++)
			if (found[j] == found[i])
				return reply_fail(r, "one Key chit named twice: "
				    "expected %d different ones", argc);
	}
	for (i = 0; i < argc; i++) {
		c = found[i];
		snprintf(text, sizeof text, "%s %s: %s", cup_side_name(s, side,
		    name, sizeof name), cup_word(s, CW_KEY), c->name);
		if (cup_move_chit(s, c, CHIT_CUP, 1, CUP(s)->negate_next, side, text) != 0)
			return reply_fail(r, "cannot record the Key chit");
		/* Named only to a view that may read it (not the table's). */
		if (session_may_see(s, side))
			reply_line(r, "%s (hidden from the other side)", text);
		else
			reply_line(r, "%s %s chosen (hidden from this view)",
			    name, cup_word(s, CW_KEY));
	}
	return 0;
}

/* A side's Key chits are owed when fewer are chosen than the scenario
 * gives it and its pool still holds some. */
int
cup_keys_owed(struct session *s, const char *side)
{
	int	 keys, inc;

	return cup_rule_counts(s, side, &keys, &inc) && cup_count(s,
	    CHIT_POOL, side) > 0 && cup_chosen_keys(s, side) < keys;
}

/* 8.1: Keys still missing when the walker moves on are asked for, or
 * chosen at random in a script. */
int
cup_event_keys(struct session *s, struct reply *r)
{
	char		 sides[8][32], what[160], name[64], text[256];
	const char	*names[64];
	int		 idx[64], taken[64], ns, i, keys, inc, n, pick, k;

	ns = cup_sides(s, sides, 8);
	for (i = 0; i < ns; i++) {
		if (!cup_rule_counts(s, sides[i], &keys, &inc))
			continue;
		while ((k = cup_chosen_keys(s, sides[i])) < keys) {
			n = cup_key_choices(s, sides[i], idx, names, taken, 64);
			if (n == k)
				break;
			/* "2 of 2": which one is asked, never what the first
			 * answer was. */
			cup_side_name(s, sides[i], name, sizeof name);
			if (keys > 1)
				snprintf(what, sizeof what, "%s %s %d of %d",
				    name, cup_word(s, CW_KEY), k + 1, keys);
			else
				snprintf(what, sizeof what, "%s %s", name,
				    cup_word(s, CW_KEY));
			if ((pick = cup_choose_among(s, what, names, taken, n,
			    sides[i], r)) < 0)
				return -1;
			snprintf(text, sizeof text, "%s %s: %s", name,
			    cup_word(s, CW_KEY), CUP(s)->chits[idx[pick]].name);
			if (cup_move_chit(s, &CUP(s)->chits[idx[pick]], CHIT_CUP, 1,
			    CUP(s)->negate_next, sides[i], text) != 0)
				return -1;
		}
	}
	return 0;
}

/* 8.2: the scenario's number of Events go in blind; the rest sit out. */
int
cup_event_include(struct session *s, struct reply *r)
{
	char		 sides[8][32], name[64], text[256];
	const char	*names[64];
	int		 idx[64], ns, i, j, keys, inc, n, excluded = 0;
	struct buf	 b;

	buf_init(&b);
	ns = cup_sides(s, sides, 8);
	for (i = 0; i < ns; i++) {
		if (!cup_rule_counts(s, sides[i], &keys, &inc))
			continue;
		for (j = 0; j < inc; j++) {
			struct deck d = cup_deck(s);
			struct chit_state *c = (struct chit_state *)deck_blind(&d,
			    CHIT_POOL, sides[i], s->rng);

			if (c == NULL)
				break;
			snprintf(text, sizeof text, "%s Event included blind: %s",
			    cup_side_name(s, sides[i], name, sizeof name), c->name);
			if (cup_move_chit(s, c, CHIT_CUP, 0, CUP(s)->negate_next,
			    "umpire", text) != 0)
				goto fail;
		}
		buf_printf(&b, "%s%s %d", i ? ", " : "", cup_side_name(s, sides[i],
		    name, sizeof name), j);
		while ((n = cup_gather(s, CHIT_POOL, sides[i], idx, names, 64)) > 0) {
			snprintf(text, sizeof text, "%s Event excluded: %s",
			    cup_side_name(s, sides[i], name, sizeof name),
			    CUP(s)->chits[idx[0]].name);
			if (cup_move_chit(s, &CUP(s)->chits[idx[0]], CHIT_EXCLUDED, 0,
			    CUP(s)->negate_next, "umpire", text) != 0)
				goto fail;
			excluded++;
		}
	}
	if (ns > 0)
		reply_line(r, "  %s included blind: %s; %d excluded for "
		    "this turn, unseen (%s).", cup_word(s, CW_EVENTS),
		    buf_str(&b), excluded,
		    rules_cite(s->rules, s->game, "cup.blind-events"));
	buf_free(&b);
	return 0;
fail:
	buf_free(&b);
	return -1;
}


static int
event_drawn(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	char	 text[256];
	int	 rc, commit;

	snprintf(text, sizeof text, "Drew %s (Event): to the %s player",
	    c->name, dr->side);
	rc = cup_move_chit(s, c, CHIT_HAND, c->key, 0, cup_drawn_shown(s) ?
	    NULL : c->side, text);
	/* Committed to a Command Event track in a game that has them. */
	commit = rules_int(s->rules, 0, "SELECT count(*) FROM command_track "
	    "WHERE game = ?1", s->game, NULL) > 0;
	if (cup_event_choices(c) != NULL)
		reply_line(r, "  Handed to the %s player: %s (`default %s`) "
		    "(%s).", dr->side, cup_event_choices(c), c->id,
		    rules_cite(s->rules, s->game, "cup.event-drawn"));
	else
		reply_line(r, "  Handed to the %s player: play it now, hold it "
		    "face down%s (%s).", dr->side, commit ? ", or (Grand "
		    "Battle) commit it" : "", rules_cite(s->rules, s->game,
		    "cup.event-drawn"));
	return rc != 0 ? rc : cup_drawn_owe(s, c, r);
}

const struct cup_policy cup_event_policy = {
	.kind = "event",
	.drawn = event_drawn,
};
