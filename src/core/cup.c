/* The chit cup.
 *
 * Every chit of the scenario is always in exactly one place (cup.h); a
 * 'chit' event moves one chit and is the only way a place changes, so the
 * invariant "nothing lost, nothing doubled" holds by construction and the
 * fold rebuilds it.  Events that would tell a side what it may not see (a
 * Key chit, a held Event, the blind includes and excludes) carry that
 * visibility in the journal.
 *
 * What the scenario says (which chits, how many Keys and blind includes,
 * when a chit arrives) is data: scenario_chit and cup_rule.  The order of
 * the work is data too: the sequence of play names the actions below
 * (phase.action) at the steps where the rules do them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/cup.h"
#include "adj/lookup.h"
#include "adj/rules.h"
#include "adj/names.h"
#include "adj/session.h"

static struct chit_state *
chit_by_id(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; i < s->nchits; i++)
		if (strcmp(s->chits[i].id, id) == 0)
			return &s->chits[i];
	return NULL;
}

static struct chit_state *chit_by_id(struct session *, const char *);

/* Every general in play can fall (10.5c): his Replacement chit (or, for
 * Sickles, Hancock) waits out of play until then, and so on down the line. */
static int
load_replacements(struct session *s)
{
	sqlite3_stmt	*st;
	int		 added;

	if (sqlite3_prepare_v2(s->rules, "SELECT id, name, kind, COALESCE(side, "
	    "''), replaces FROM chit WHERE game = ?1 AND replaces IS NOT NULL "
	    "ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	do {
		added = 0;
		sqlite3_reset(st);
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *id = (const char *)sqlite3_column_text(st, 0);
			struct chit_state *c;

			if (chit_by_id(s, id) != NULL || chit_by_id(s,
			    (const char *)sqlite3_column_text(st, 4)) == NULL)
				continue;
			s->chits = realloc(s->chits, (size_t)(s->nchits + 1) *
			    sizeof *s->chits);
			if (s->chits == NULL)
				abort();
			c = &s->chits[s->nchits++];
			memset(c, 0, sizeof *c);
			snprintf(c->id, sizeof c->id, "%s", id);
			snprintf(c->name, sizeof c->name, "%s",
			    sqlite3_column_text(st, 1));
			snprintf(c->kind, sizeof c->kind, "%s",
			    sqlite3_column_text(st, 2));
			snprintf(c->side, sizeof c->side, "%s",
			    sqlite3_column_text(st, 3));
			snprintf(c->replaces, sizeof c->replaces, "%s",
			    sqlite3_column_text(st, 4));
			snprintf(c->where, sizeof c->where, CHIT_OUT);
			added = 1;
		}
	} while (added);
	sqlite3_finalize(st);
	return 0;
}

int
cup_load(struct session *s)
{
	sqlite3_stmt	*st;
	struct chit_state *c;

	if (sqlite3_prepare_v2(s->rules, "SELECT ch.id, ch.name, ch.kind, "
	    "COALESCE(ch.side, ''), sc.role, sc.turn, COALESCE(ch.replaces, ''), "
	    "COALESCE(sc.entry_table, ''), COALESCE(sc.entry_result, ''), "
	    "COALESCE(sc.sets_track, ''), COALESCE(sc.early, ''), sc.fixed "
	    "FROM scenario_chit sc JOIN "
	    "chit ch ON ch.game = sc.game AND ch.id = sc.chit WHERE sc.game = "
	    "?1 AND sc.scenario = ?2 ORDER BY sc.rowid", -1, &st, NULL) !=
	    SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		const char *role = (const char *)sqlite3_column_text(st, 4);

		if (chit_by_id(s, id) != NULL)
			continue;	/* listed twice: first role wins */
		s->chits = realloc(s->chits, (size_t)(s->nchits + 1) *
		    sizeof *s->chits);
		if (s->chits == NULL)
			abort();
		c = &s->chits[s->nchits++];
		memset(c, 0, sizeof *c);
		snprintf(c->id, sizeof c->id, "%s", id);
		snprintf(c->name, sizeof c->name, "%s",
		    (const char *)sqlite3_column_text(st, 1));
		snprintf(c->kind, sizeof c->kind, "%s",
		    (const char *)sqlite3_column_text(st, 2));
		snprintf(c->side, sizeof c->side, "%s",
		    (const char *)sqlite3_column_text(st, 3));
		snprintf(c->replaces, sizeof c->replaces, "%s",
		    (const char *)sqlite3_column_text(st, 6));
		snprintf(c->entry_table, sizeof c->entry_table, "%s",
		    (const char *)sqlite3_column_text(st, 7));
		snprintf(c->entry_result, sizeof c->entry_result, "%s",
		    (const char *)sqlite3_column_text(st, 8));
		snprintf(c->sets_track, sizeof c->sets_track, "%s",
		    (const char *)sqlite3_column_text(st, 9));
		snprintf(c->early, sizeof c->early, "%s",
		    (const char *)sqlite3_column_text(st, 10));
		c->fixed = sqlite3_column_int(st, 11);
		if (strcmp(role, "conditional") == 0 &&
		    sqlite3_column_type(st, 5) != SQLITE_NULL)
			c->due = sqlite3_column_int(st, 5);
		snprintf(c->role, sizeof c->role, "%s", role);
		if (strcmp(role, "event") == 0)
			snprintf(c->where, sizeof c->where, CHIT_POOL);
		else if (strcmp(role, "start") == 0)
			snprintf(c->where, sizeof c->where, CHIT_RESERVE);
		else if (strcmp(role, "reinforcement") == 0 &&
		    sqlite3_column_type(st, 5) != SQLITE_NULL) {
			snprintf(c->where, sizeof c->where, CHIT_WAITING);
			c->due = sqlite3_column_int(st, 5);
		} else
			snprintf(c->where, sizeof c->where, CHIT_OUT);
	}
	sqlite3_finalize(st);
	return load_replacements(s);
}

void
cup_fold(struct session *s, json_t *d)
{
	struct chit_state	*c;
	const char		*to;

	s->negate_next = json_is_true(json_object_get(d, "negate_next"));
	c = chit_by_id(s, json_string_value(json_object_get(d, "chit")) ?
	    json_string_value(json_object_get(d, "chit")) : "");
	to = json_string_value(json_object_get(d, "to"));
	if (c == NULL || to == NULL)
		return;
	snprintf(c->where, sizeof c->where, "%s", to);
	c->key = json_is_true(json_object_get(d, "key"));
	c->pending = json_is_true(json_object_get(d, "pending"));
	if (json_is_integer(json_object_get(d, "due")))
		c->due = (int)json_integer_value(json_object_get(d, "due"));
}

int
cup_count(struct session *s, const char *where, const char *side)
{
	int	 i, n = 0;

	for (i = 0; i < s->nchits; i++)
		if (strcmp(s->chits[i].where, where) == 0 && (side == NULL ||
		    strcmp(s->chits[i].side, side) == 0))
			n++;
	return n;
}

/* Move one chit, as an event.  `negate` is the Fortunes of War state
 * after the move. */
static int drawing;	/* the next move is a chit leaving the cup drawn */

static int
move(struct session *s, struct chit_state *c, const char *to, int key,
    int negate, const char *vis, const char *text)
{
	json_t	*d = json_pack("{s:s, s:s, s:b, s:b}", "chit", c->id, "to", to,
	    "key", key, "negate_next", negate);

	if (drawing) {
		json_object_set_new(d, "drawn", json_true());
		drawing = 0;
	}
	return session_record_vis(s, "chit", text, d, vis);
}

struct chit_state *
cup_find(struct session *s, const char *typed, const char *where,
    const char *side, struct reply *r)
{
	const char	*ids[256], *names[256];
	int		 idx[256], n = 0, i, hit;
	struct buf	 b;

	for (i = 0; i < s->nchits && n < 256; i++) {
		if (where != NULL && strcmp(s->chits[i].where, where) != 0)
			continue;
		if (side != NULL && strcmp(s->chits[i].side, side) != 0)
			continue;
		ids[n] = s->chits[i].id;
		names[n] = s->chits[i].name;
		idx[n++] = i;
	}
	hit = name_match(typed, ids, names, n);
	if (hit >= 0)
		return &s->chits[idx[hit]];
	if (r != NULL) {
		buf_init(&b);
		for (i = 0; i < n; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
		reply_fail(r, "%s chit \"%s\"%s: expected one of %s",
		    hit == NAME_AMBIGUOUS ? "more than one" : "no", typed,
		    where == NULL ? "" : strcmp(where, CHIT_HAND) == 0 ?
		    " held" : strcmp(where, CHIT_WAITING) == 0 ?
		    " waiting on the turn track" : strcmp(where, CHIT_POOL) == 0 ?
		    " among the Events to pick from" : " in the cup",
		    n ? buf_str(&b) : "(none there)");
		buf_free(&b);
	}
	return NULL;
}

static const char *
side_name(struct session *s, const char *side, char *out, size_t len)
{
	sqlite3_stmt	*st;

	snprintf(out, len, "%s", *side ? side : "neutral");
	if (sqlite3_prepare_v2(s->rules, "SELECT name FROM side WHERE game = ?1 "
	    "AND id = ?2", -1, &st, NULL) != SQLITE_OK)
		return out;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, side, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(out, len, "%s", (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return out;
}

/* Pick one of n: asked at the prompt, else at random (and said so). */
static int
choose(struct session *s, const char *what, const char **names, int n,
    const char *vis, struct reply *r)
{
	char	*line, prompt[512];
	size_t	 o;
	int	 i, hit;

	if (n <= 0)
		return -1;
	if (s->ask != NULL) {
		o = (size_t)snprintf(prompt, sizeof prompt, "%s (", what);
		for (i = 0; i < n && o < sizeof prompt; i++)
			o += (size_t)snprintf(prompt + o, sizeof prompt - o,
			    "%s%s", i ? ", " : "", names[i]);
		if (o < sizeof prompt)
			snprintf(prompt + o, sizeof prompt - o, ")? > ");
		for (;;) {
			line = s->ask(s->ask_arg, r, prompt);
			if (line == NULL)
				break;
			hit = name_match(line, names, NULL, n);
			free(line);
			if (hit >= 0)
				return hit;
		}
	}
	hit = (int)rng_below(s->rng, (uint32_t)n);
	if (session_may_see(s, vis))
		reply_line(r, "  %s: %s, chosen at random (none given).", what,
		    names[hit]);
	else
		reply_line(r, "  %s chosen at random (hidden from this view).",
		    what);
	return hit;
}

static int
rule_counts(struct session *s, const char *side, int *keys, int *included)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sqlite3_prepare_v2(s->rules, "SELECT keys, included FROM cup_rule "
	    "WHERE game = ?1 AND scenario = ?2 AND side = ?3", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, side, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		*keys = sqlite3_column_int(st, 0);
		*included = sqlite3_column_int(st, 1);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

static int
chosen_keys(struct session *s, const char *side)
{
	int	 i, n = 0;

	for (i = 0; i < s->nchits; i++)
		if (s->chits[i].key && strcmp(s->chits[i].side, side) == 0 &&
		    strcmp(s->chits[i].where, CHIT_POOL) != 0)
			n++;
	return n;
}

int
cup_keys(struct session *s, const char *side, int argc, char **argv,
    struct reply *r)
{
	char		 name[64], text[256];
	int		 keys, inc, i;
	struct chit_state *c;

	if (!rule_counts(s, side, &keys, &inc))
		return reply_fail(r, "%s picks no Key chits in this scenario",
		    side_name(s, side, name, sizeof name));
	if (cup_count(s, CHIT_POOL, side) == 0)
		return reply_fail(r, "the cup is already filled for this turn: Key "
		    "chits are chosen in the Command Decision Phase (8.1)");
	if (chosen_keys(s, side) + argc > keys)
		return reply_fail(r, "%s picks %d Key chit%s (8.1); %d already "
		    "chosen", side_name(s, side, name, sizeof name), keys,
		    keys == 1 ? "" : "s", chosen_keys(s, side));
	for (i = 0; i < argc; i++) {
		if ((c = cup_find(s, argv[i], CHIT_POOL, side, r)) == NULL)
			return -1;
		if (strcmp(c->side, side) != 0 || strcmp(c->kind, "event") != 0)
			return reply_fail(r, "%s is not one of %s's Event chits",
			    c->name, side_name(s, side, name, sizeof name));
		snprintf(text, sizeof text, "%s Key chit: %s", side_name(s, side,
		    name, sizeof name), c->name);
		if (move(s, c, CHIT_CUP, 1, s->negate_next, side, text) != 0)
			return reply_fail(r, "cannot record the Key chit");
		reply_line(r, "%s (hidden from the other side)", text);
	}
	return 0;
}

static int
sides_with_rules(struct session *s, char sides[][32], int max)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sqlite3_prepare_v2(s->rules, "SELECT c.side FROM cup_rule c JOIN "
	    "side d ON d.game = c.game AND d.id = c.side WHERE c.game = ?1 AND "
	    "c.scenario = ?2 ORDER BY d.pos", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (n < max && sqlite3_step(st) == SQLITE_ROW)
		snprintf(sides[n++], 32, "%s", sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return n;
}

/* The chits of one place and side, as index and name lists. */
static int
gather(struct session *s, const char *where, const char *side, int *idx,
    const char **names, int max)
{
	int	 i, n = 0;

	for (i = 0; i < s->nchits && n < max; i++)
		if (strcmp(s->chits[i].where, where) == 0 && (side == NULL ||
		    strcmp(s->chits[i].side, side) == 0)) {
			idx[n] = i;
			names[n++] = s->chits[i].name;
		}
	return n;
}

/* 8.1: Keys still missing when the walker moves on are asked for, or
 * chosen at random in a script. */
static int
action_keys(struct session *s, struct reply *r)
{
	char		 sides[8][32], what[96], name[64], text[256];
	const char	*names[64];
	int		 idx[64], ns, i, keys, inc, n, pick;

	ns = sides_with_rules(s, sides, 8);
	for (i = 0; i < ns; i++) {
		if (!rule_counts(s, sides[i], &keys, &inc))
			continue;
		while (chosen_keys(s, sides[i]) < keys) {
			n = gather(s, CHIT_POOL, sides[i], idx, names, 64);
			if (n == 0)
				break;
			snprintf(what, sizeof what, "%s Key chit",
			    side_name(s, sides[i], name, sizeof name));
			pick = choose(s, what, names, n, sides[i], r);
			snprintf(text, sizeof text, "%s: %s", what,
			    s->chits[idx[pick]].name);
			if (move(s, &s->chits[idx[pick]], CHIT_CUP, 1,
			    s->negate_next, sides[i], text) != 0)
				return -1;
		}
	}
	return 0;
}

/* 8.2: the scenario's number of Events go in blind; the rest sit out. */
static int
action_include(struct session *s, struct reply *r)
{
	char		 sides[8][32], name[64], text[256];
	const char	*names[64];
	int		 idx[64], ns, i, j, keys, inc, n, pick, excluded = 0;
	struct buf	 b;

	buf_init(&b);
	ns = sides_with_rules(s, sides, 8);
	for (i = 0; i < ns; i++) {
		if (!rule_counts(s, sides[i], &keys, &inc))
			continue;
		for (j = 0; j < inc; j++) {
			n = gather(s, CHIT_POOL, sides[i], idx, names, 64);
			if (n == 0)
				break;
			pick = (int)rng_below(s->rng, (uint32_t)n);
			snprintf(text, sizeof text, "%s Event included blind: %s",
			    side_name(s, sides[i], name, sizeof name),
			    s->chits[idx[pick]].name);
			if (move(s, &s->chits[idx[pick]], CHIT_CUP, 0,
			    s->negate_next, "umpire", text) != 0)
				goto fail;
		}
		buf_printf(&b, "%s%s %d", i ? ", " : "", side_name(s, sides[i],
		    name, sizeof name), j);
		while ((n = gather(s, CHIT_POOL, sides[i], idx, names, 64)) > 0) {
			snprintf(text, sizeof text, "%s Event excluded: %s",
			    side_name(s, sides[i], name, sizeof name),
			    s->chits[idx[0]].name);
			if (move(s, &s->chits[idx[0]], CHIT_EXCLUDED, 0,
			    s->negate_next, "umpire", text) != 0)
				goto fail;
			excluded++;
		}
	}
	if (ns > 0)
		reply_line(r, "  Event chits included blind: %s; %d excluded for "
		    "this turn, unseen (8.2).", buf_str(&b), excluded);
	buf_free(&b);
	return 0;
fail:
	buf_free(&b);
	return -1;
}

static void
describe_cup(struct session *s, struct buf *b)
{
	static const char *const kinds[] = { "event", "division", "cic",
	    "wild", NULL };
	static const char *const label[] = { "Event", "Division", "CIC",
	    "Wild" };
	int	 k, i, n, first = 1;

	buf_printf(b, "%d chit%s", cup_count(s, CHIT_CUP, NULL),
	    cup_count(s, CHIT_CUP, NULL) == 1 ? "" : "s");
	for (k = 0; kinds[k] != NULL; k++) {
		for (i = n = 0; i < s->nchits; i++)
			if (strcmp(s->chits[i].where, CHIT_CUP) == 0 &&
			    strcmp(s->chits[i].kind, kinds[k]) == 0)
				n++;
		if (n == 0)
			continue;
		buf_printf(b, "%s %d %s", first ? " -" : ",", n, label[k]);
		first = 0;
		/* Event identities stay hidden; the others are public. */
		if (strcmp(kinds[k], "event") == 0)
			continue;
		buf_add(b, " (");
		for (i = n = 0; i < s->nchits; i++)
			if (strcmp(s->chits[i].where, CHIT_CUP) == 0 &&
			    strcmp(s->chits[i].kind, kinds[k]) == 0)
				buf_printf(b, "%s%s", n++ ? ", " : "",
				    s->chits[i].name);
		buf_add(b, ")");
	}
}

/* A chit that enters on a roll (the Lull, 21.4k): from its turn on, roll
 * its entry table at each build until it enters; then it stays. */
static int
entry_rolls(struct session *s, struct reply *r)
{
	struct lookup_req	 q;
	struct reply		 sub;
	char			 text[256];
	const char		*out;
	int			 i, entered;

	for (i = 0; i < s->nchits; i++) {
		struct chit_state *c = &s->chits[i];

		if (c->entry_table[0] == '\0' || strcmp(c->where, CHIT_OUT) != 0 ||
		    c->due > s->turn)
			continue;
		memset(&q, 0, sizeof q);
		q.game = s->game;
		q.table = c->entry_table;
		q.rng = s->rng;
		q.ask = s->ask;
		q.ask_arg = s->ask_arg;
		reply_init(&sub);
		if (lookup_run(s->rules, &q, &sub, NULL) != 0) {
			reply_fail(r, "%s", buf_str(&sub.err));
			reply_free(&sub);
			return -1;
		}
		out = json_string_value(json_object_get(sub.json, "outcome"));
		entered = out != NULL && strcmp(out, c->entry_result) == 0;
		reply_line(r, "  %s entry roll:", c->name);
		buf_add(&r->text, buf_str(&sub.text));
		snprintf(text, sizeof text, "%s entry roll %lld: %s", c->name,
		    (long long)json_integer_value(json_object_get(sub.json,
		    "roll")), out != NULL ? out : "?");
		if (session_record(s, "lookup", text, json_deep_copy(sub.json))
		    != 0) {
			reply_free(&sub);
			return -1;
		}
		reply_free(&sub);
		if (!entered)
			continue;
		snprintf(text, sizeof text, "%s enters play", c->name);
		if (move(s, c, CHIT_RESERVE, 0, s->negate_next, NULL, text) != 0)
			return -1;
		if (c->sets_track[0] != '\0') {
			int k;

			for (k = 0; k < s->ntracks; k++)
				if (strcmp(s->tracks[k].id, c->sets_track) == 0 &&
				    s->tracks[k].value == 0) {
					snprintf(text, sizeof text, "%s: on (%s "
					    "entered)", s->tracks[k].name, c->name);
					if (session_record(s, "track", text,
					    json_pack("{s:s, s:i}", "track",
					    s->tracks[k].id, "value", 1)) != 0)
						return -1;
					reply_line(r, "  %s.", text);
				}
		}
	}
	return 0;
}

static int command_rolls(struct session *, struct reply *);
static char *table_roll(struct session *, const char *, int, char **,
    struct reply *);

/* Chits a side chooses to put in play at the build (cup_pick). */
static int
picks(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 what[128], name[64], text[256];
	const char	*names[64];
	int		 idx[64], n, i, k, pick, rc = 0;

	if (sqlite3_prepare_v2(s->rules, "SELECT p.side, p.role, p.count, "
	    "p.section FROM cup_pick p WHERE p.game = ?1 AND p.scenario = ?2 "
	    "AND ?3 BETWEEN p.first_turn AND p.last_turn", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, s->turn);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		const char *side = (const char *)sqlite3_column_text(st, 0);
		const char *role = (const char *)sqlite3_column_text(st, 1);
		int count = sqlite3_column_int(st, 2);
		const char *sec = (const char *)sqlite3_column_text(st, 3);

		for (k = 0; k < count && rc == 0; k++) {
			/* The chits of that role still out of play. */
			n = 0;
			for (i = 0; i < s->nchits && n < 64; i++) {
				if (strcmp(s->chits[i].where, CHIT_OUT) == 0 &&
				    strcmp(s->chits[i].role, role) == 0 &&
				    strcmp(s->chits[i].side, side) == 0) {
					idx[n] = i;
					names[n++] = s->chits[i].name;
				}
			}
			if (n == 0)
				break;
			snprintf(what, sizeof what, "%s chit to put in play (%s)",
			    side_name(s, side, name, sizeof name), sec);
			pick = choose(s, what, names, n, NULL, r);
			snprintf(text, sizeof text, "%s put in play (%s)",
			    s->chits[idx[pick]].name, sec);
			rc = move(s, &s->chits[idx[pick]], CHIT_RESERVE, 0,
			    s->negate_next, NULL, text);
			if (rc == 0)
				reply_line(r, "  %s.", text);
		}
	}
	sqlite3_finalize(st);
	return rc;
}

/* 8.3: the chits in play, and those whose turn has come, go in. */
static int
action_build(struct session *s, struct reply *r)
{
	char		 text[256];
	struct buf	 b;
	int		 i;

	if (entry_rolls(s, r) != 0 || picks(s, r) != 0)
		return -1;

	for (i = 0; i < s->nchits; i++) {
		struct chit_state *c = &s->chits[i];

		if (strcmp(c->where, CHIT_RESERVE) != 0 &&
		    !(strcmp(c->where, CHIT_WAITING) == 0 && c->due <= s->turn))
			continue;
		snprintf(text, sizeof text, "Into the cup: %s", c->name);
		if (move(s, c, CHIT_CUP, 0, s->negate_next, NULL, text) != 0)
			return -1;
	}
	buf_init(&b);
	describe_cup(s, &b);
	reply_line(r, "  Cup built: %s.", buf_str(&b));
	buf_free(&b);
	return 0;
}

/* 18.6: every chit comes back for the next turn's build. */
static int
action_gather(struct session *s, struct reply *r)
{
	char	 text[256];
	int	 i, n = 0;

	for (i = 0; i < s->nchits; i++) {
		struct chit_state *c = &s->chits[i];
		const char *to = strcmp(c->kind, "event") == 0 ? CHIT_POOL :
		    CHIT_RESERVE;

		if (strcmp(c->where, CHIT_OUT) == 0 ||
		    strcmp(c->where, CHIT_WAITING) == 0 ||
		    (strcmp(c->where, to) == 0 && !c->key))
			continue;
		snprintf(text, sizeof text, "Gathered: %s", c->name);
		if (move(s, c, to, 0, 0, NULL, text) != 0)
			return -1;
		n++;
	}
	reply_line(r, "  %d chit%s gathered for the next turn (18.6).", n,
	    n == 1 ? "" : "s");
	return 0;
}

static int
action_brigades_reset(struct session *s, struct reply *r)
{
	int	 n = s->nactive;

	if (n == 0)
		return 0;
	if (session_record(s, "brigade", "Brigade markers flipped to "
	    "Available", json_pack("{s:s, s:b}", "brigade", "", "on", 0)) != 0)
		return -1;
	reply_line(r, "  %d brigade marker%s back to Available.", n,
	    n == 1 ? "" : "s");
	return 0;
}

int
cup_action(struct session *s, const char *action, struct reply *r)
{
	if (strcmp(action, "cup-keys") == 0)
		return action_keys(s, r);
	if (strcmp(action, "cup-include") == 0)
		return action_include(s, r);
	if (strcmp(action, "cup-build") == 0)
		return action_build(s, r);
	if (strcmp(action, "cup-gather") == 0)
		return action_gather(s, r);
	if (strcmp(action, "brigades-reset") == 0)
		return action_brigades_reset(s, r);
	if (strcmp(action, "cup-draw") == 0)
		return 0;	/* the step where `next` draws: see cup_next */
	if (strcmp(action, "command-rolls") == 0)
		return command_rolls(s, r);
	if (strcmp(action, "vp-award") == 0)
		return session_vp_award(s, r);
	if (strcmp(action, "sudden-death") == 0)
		return session_sudden_death(s, r);
	reply_line(r, "  (the rules data names an unknown action \"%s\")",
	    action);
	return 0;
}

const char *
cup_puller(struct session *s)
{
	static char	 side[32];
	sqlite3_stmt	*st;
	const char	*out = NULL;

	if (sqlite3_prepare_v2(s->rules, "SELECT side FROM cup_rule WHERE game "
	    "= ?1 AND scenario = ?2 AND puller_parity = ?3 % 2", -1, &st,
	    NULL) != SQLITE_OK)
		return NULL;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, s->turn);
	if (sqlite3_step(st) == SQLITE_ROW) {
		snprintf(side, sizeof side, "%s", sqlite3_column_text(st, 0));
		out = side;
	}
	sqlite3_finalize(st);
	return out;
}

int
cup_condition(struct session *s, const char *name)
{
	if (strcmp(name, "cup-not-empty") == 0)
		return cup_count(s, CHIT_CUP, NULL) > 0;
	return -1;
}

int
cup_next(struct session *s, struct reply *r)
{
	/* 10.3: at the draw step, `next` pulls until a chit activates a
	 * brigade (then the activation phase follows) or the cup is empty
	 * (then the End Turn Phase). */
	if (s->activated)
		return CUP_NEXT_ACTIVATE;
	if (cup_count(s, CHIT_CUP, NULL) == 0)
		return CUP_NEXT_EMPTY;
	if (cup_draw(s, NULL, NULL, NULL, r) != 0)
		return -1;
	if (s->activated)
		return CUP_NEXT_ACTIVATE;
	if (cup_count(s, CHIT_CUP, NULL) == 0)
		return CUP_NEXT_EMPTY;
	reply_line(r, "Draw again: `next` (or `draw`) pulls the next chit.");
	return CUP_NEXT_STAY;
}

/* Brigades that are in this scenario by now (in the set-up, or named by a
 * reinforcement that has arrived): those of a division not yet activated,
 * or with all_of_side, every brigade of that side. */
static int
brigades_query(struct session *s, const char *division, const char *side,
    char ids[][48], const char **names, char store[][64], int max)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sqlite3_prepare_v2(s->rules, "SELECT f.id, f.name FROM formation f "
	    "WHERE f.game = ?1 AND (f.parent = ?2 OR f.side = ?5) AND "
	    "f.kind = 'brigade' AND "
	    "(EXISTS (SELECT 1 FROM setup u WHERE u.game = f.game AND "
	    "u.scenario = ?3 AND u.formation = f.name) OR EXISTS (SELECT 1 "
	    "FROM schedule h WHERE h.game = f.game AND h.scenario = ?3 AND "
	    "h.kind = 'reinforcement' AND h.turn <= ?4 AND h.what LIKE f.name "
	    "|| ' %')) ORDER BY f.rowid", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, division, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 4, s->turn);
	if (side != NULL)
		sqlite3_bind_text(st, 5, side, -1, SQLITE_STATIC);
	while (n < max && sqlite3_step(st) == SQLITE_ROW) {
		int i, active = 0;
		const char *id = (const char *)sqlite3_column_text(st, 0);

		for (i = 0; i < s->nactive; i++)
			if (strcmp(s->active[i], id) == 0)
				active = 1;
		if (active && side == NULL)
			continue;
		snprintf(ids[n], 48, "%s", id);
		snprintf(store[n], 64, "%s", (const char *)
		    sqlite3_column_text(st, 1));
		names[n] = store[n];
		n++;
	}
	sqlite3_finalize(st);
	return n;
}

static int
brigades_in_play(struct session *s, const char *division, char ids[][48],
    const char **names, char store[][64], int max)
{
	return brigades_query(s, division, NULL, ids, names, store, max);
}

/* Is a Command Event on this general's C&C box this turn? */
static int
cc_committed(struct session *s, struct chit_state *c)
{
	sqlite3_stmt	*st;
	int		 on = 0, k;

	if (sqlite3_prepare_v2(s->rules, "SELECT track FROM command_track WHERE "
	    "game = ?1 AND kind = 'rating' AND (chit = ?2 OR chit = ?3)", -1,
	    &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, c->id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, c->replaces, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW)
		for (k = 0; k < s->ntracks; k++)
			if (strcmp(s->tracks[k].id, (const char *)
			    sqlite3_column_text(st, 0)) == 0 &&
			    s->tracks[k].value > 0)
				on = 1;
	sqlite3_finalize(st);
	return on;
}

/* The rating to roll against (10.7, 19.1): the user's imported copy of
 * the ratings, else the few the text prints, else asked for; -1 unknown. */
static int
division_rating(struct session *s, struct chit_state *c, const char *which)
{
	struct ltable	 t;
	char		 err[128], *cell, *end, prompt[256], *line;
	int		 idx[LDIM_MAX], i, v = -1;
	const char	*col = strcmp(which, "higher") == 0 ? "higher" : "lower";

	if (ltable_load(s->rules, s->game, "command-ratings", 0, &t, err,
	    sizeof err) == 0) {
		if (t.user && t.nd == 2) {
			idx[0] = idx[1] = -1;
			for (i = 0; i < t.d[0].ne; i++)
				if (strcasecmp(t.d[0].e[i].label, c->name) == 0)
					idx[0] = i;
			for (i = 0; i < t.d[1].ne; i++)
				if (strcasecmp(t.d[1].e[i].label, col) == 0)
					idx[1] = i;
			if (idx[0] >= 0 && idx[1] >= 0 &&
			    (cell = ltable_cell(s->rules, &t, idx)) != NULL) {
				v = (int)strtol(cell, &end, 10);
				if (*end != '\0' || end == cell)
					v = -1;
				free(cell);
			}
		}
		ltable_free(&t);
	}
	if (v < 0)
		v = (int)rules_int(s->rules, -1, strcmp(which, "higher") == 0 ?
		    "SELECT rating_hi FROM chit WHERE game = ?1 AND id = ?2" :
		    "SELECT rating FROM chit WHERE game = ?1 AND id = ?2",
		    s->game, c->id);
	if (v < 0 && s->ask != NULL) {
		snprintf(prompt, sizeof prompt, "%s Command Rating printed on "
		    "the %s chit? > ", which, c->name);
		if ((line = s->ask(s->ask_arg, NULL, prompt)) != NULL) {
			v = (int)strtol(line, &end, 10);
			if (*end != '\0' || end == line || v > 6)
				v = -1;
			free(line);
		}
	}
	return v;
}

/* 10.7: roll 1d6 against the Command Rating before choosing the brigade.
 * 1 Full, 0 Limited, -1 not known (the rating is on the chit), -2 error. */
static int
division_roll(struct session *s, struct chit_state *c, const char *roll,
    struct reply *r)
{
	sqlite3_stmt	*st;
	char		 which[16] = "printed", sec[24] = "10.7", err[160];
	struct dice	 d6 = { 1, 6, 0 };
	struct roll	 die;
	int		 cr, i, first = 1, bonus;

	for (i = 0; i < s->nactive; i++) {
		char *parent = rules_text(s->rules, "SELECT parent FROM formation "
		    "WHERE game = ?1 AND id = ?2", s->game, s->active[i]);

		if (parent != NULL && strcmp(parent, *c->replaces ? c->replaces :
		    c->id) == 0)
			first = 0;
		free(parent);
	}
	if (sqlite3_prepare_v2(s->rules, "SELECT rating, first_only, section "
	    "FROM rating_rule WHERE game = ?1 AND scenario = ?2 AND (side IS "
	    "NULL OR side = ?3) AND (chit IS NULL OR chit = ?4 OR chit = ?5) "
	    "AND (turn IS NULL OR turn = ?6) ORDER BY chit IS NULL, turn IS "
	    "NULL, side IS NULL", -1, &st, NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, c->side, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 4, c->id, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 5, c->replaces, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 6, s->turn);
		while (sqlite3_step(st) == SQLITE_ROW) {
			/* "first draw only": not once a brigade of this
			 * division has acted this turn. */
			if (sqlite3_column_int(st, 1) && !first)
				continue;
			snprintf(which, sizeof which, "%s",
			    sqlite3_column_text(st, 0));
			snprintf(sec, sizeof sec, "%s",
			    sqlite3_column_text(st, 2));
			break;
		}
		sqlite3_finalize(st);
	}
	if (strcmp(which, "none") == 0 || strcmp(which, "auto") == 0) {
		reply_line(r, "  No Command Rating roll (%s): Full Activation.",
		    sec);
		return 1;
	}
	/* 19.1: a Command Event on the general's C&C box lifts him to his
	 * higher rating this turn (a Replacement: +1). */
	bonus = 0;
	if (strcmp(which, "lower") == 0 && cc_committed(s, c)) {
		if (*c->replaces && strstr(c->id, "replacement") != NULL)
			bonus = 1;
		else
			snprintf(which, sizeof which, "higher");
		snprintf(sec, sizeof sec, "19.1");
	}
	cr = division_rating(s, c, which);
	if (cr >= 0)
		cr += bonus;
	if (roll != NULL) {
		if (dice_read(&d6, roll, &die, err, sizeof err) != 0)
			return reply_fail(r, "%s. Nothing recorded", err) - 1;
	} else
		dice_roll(&d6, s->rng, &die);
	if (cr < 0) {
		reply_line(r, "  Command Rating roll: %d%s. Full if it is at most "
		    "the %srating printed on the %s chit, else Limited (10.7); "
		    "`table import %s.command-ratings` makes this automatic.",
		    die.total, die.typed ? " (real dice)" : "",
		    strcmp(which, "printed") == 0 ? "" : strcmp(which, "higher") ==
		    0 ? "higher " : "lower ", c->name, s->game);
		return -1;
	}
	reply_line(r, "  Command Rating roll: %d%s against %s's %s rating %d "
	    "(%s) -> %s Activation.", die.total, die.typed ? " (real dice)" :
	    "", c->name, which, cr, sec, die.total <= cr ? "Full" : "Limited");
	return die.total <= cr;
}

/* 10.7: a Division chit activates one of its unactivated brigades, then
 * goes back into the cup while others remain.  Negated by Fortunes of
 * War (10.5a), the brigade is marked without acting. */
static int
draw_division(struct session *s, struct chit_state *c, int negated,
    const char *brigade, const char *roll, struct reply *r)
{
	char		 ids[32][48], store[32][64], text[256];
	const char	*names[32];
	int		 n, pick, left, full = -1;

	/* A Replacement chit commands the same division (10.5c). */
	n = brigades_in_play(s, *c->replaces ? c->replaces : c->id, ids, names,
	    store, 32);
	if (n == 0) {
		reply_line(r, "  No brigade of %s is left to activate: the chit is "
		    "discarded.", c->name);
		snprintf(text, sizeof text, "%s discarded: no brigade left",
		    c->name);
		return move(s, c, CHIT_DISCARD, 0, 0, NULL, text);
	}
	if (!negated) {
		full = division_roll(s, c, roll, r);
		if (full == -2)
			return -1;
	}
	if (brigade != NULL) {
		if ((pick = name_match(brigade, names, NULL, n)) < 0) {
			struct buf b;
			int i;

			buf_init(&b);
			for (i = 0; i < n; i++)
				buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
			reply_fail(r, "\"%s\" is not an unactivated brigade of %s: "
			    "expected one of %s", brigade, c->name, buf_str(&b));
			buf_free(&b);
			return -1;
		}
	} else
		pick = choose(s, negated ? "Brigade marked without acting" :
		    "Brigade activated", names, n, NULL, r);
	snprintf(text, sizeof text, "%s %s (%s)", names[pick], negated ?
	    "marked Activated without acting (10.5a)" : full == 1 ?
	    "activated: Full Activation" : full == 0 ? "activated: Limited "
	    "Activation, Fire Combat only" : "activated (Full or Limited: see "
	    "the roll against the chit's rating)", c->name);
	if (session_record(s, "brigade", text, json_pack("{s:s, s:b}",
	    "brigade", ids[pick], "on", 1)) != 0)
		return -1;
	reply_line(r, "  %s.", text);
	left = n - 1;
	if (left > 0) {
		reply_line(r, "  %s goes back into the cup: %d brigade%s still "
		    "to activate (10.7).", c->name, left, left == 1 ? "" : "s");
		snprintf(text, sizeof text, "%s back into the cup", c->name);
		return move(s, c, CHIT_CUP, 0, 0, NULL, text);
	}
	reply_line(r, "  %s is discarded: all its brigades have acted.",
	    c->name);
	snprintf(text, sizeof text, "%s discarded: its brigades have all acted",
	    c->name);
	return move(s, c, CHIT_DISCARD, 0, 0, NULL, text);
}

/* A roll on a table, shown and recorded; the outcome (malloc'd) or NULL
 * when the table is not entered yet (then the reply says how to). */
static char *
table_roll(struct session *s, const char *table, int argc, char **argv,
    struct reply *r)
{
	struct lookup_req	 q;
	struct reply		 sub;
	const char		*out;
	char			*result = NULL, text[256];

	memset(&q, 0, sizeof q);
	q.game = s->game;
	q.table = table;
	q.argc = argc;
	q.argv = argv;
	q.rng = s->rng;
	q.ask = s->ask;
	q.ask_arg = s->ask_arg;
	reply_init(&sub);
	if (lookup_run(s->rules, &q, &sub, NULL) != 0) {
		reply_line(r, "  %s", buf_str(&sub.err));
		reply_free(&sub);
		return NULL;
	}
	buf_add(&r->text, buf_str(&sub.text));
	out = json_string_value(json_object_get(sub.json, "outcome"));
	if (out != NULL) {
		result = strdup(out);
		snprintf(text, sizeof text, "%s: %s", table, out);
		if (session_record(s, "lookup", text, json_deep_copy(sub.json)) !=
		    0) {
			free(result);
			result = NULL;
		}
	}
	reply_free(&sub);
	return result;
}

/* The general's chit now in play: his own, or the one standing in. */
static struct chit_state *
general_in_play(struct session *s, const char *name)
{
	struct chit_state	*c = NULL;
	int			 i;

	for (i = 0; i < s->nchits; i++)
		if (strcasecmp(s->chits[i].name, name) == 0)
			c = &s->chits[i];
	if (c == NULL)
		return NULL;
	/* Follow the line of stand-ins to the one that is not out. */
	while (strcmp(c->where, CHIT_OUT) == 0) {
		struct chit_state *next = NULL;

		for (i = 0; i < s->nchits; i++)
			if (strcmp(s->chits[i].replaces, c->id) == 0)
				next = &s->chits[i];
		if (next == NULL)
			return NULL;
		c = next;
	}
	return c;
}

/* Put `to` where `from` is, and `from` out of play. */
static int
swap_chits(struct session *s, struct chit_state *from, struct chit_state *to,
    struct reply *r)
{
	char	 text[512], where[12];

	snprintf(where, sizeof where, "%s", from->where);
	snprintf(text, sizeof text, "%s replaced by %s (10.5c)", from->name,
	    to->name);
	if (move(s, to, where, 0, s->negate_next, NULL, text) != 0 ||
	    move(s, from, CHIT_OUT, 0, s->negate_next, NULL, text) != 0)
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
		reply_line(r, "  %s is not in play: no effect (10.5c).", general);
		return 0;
	}
	/* A red-cross Replacement hit: his own chit comes back. */
	if (*c->replaces && strstr(c->id, "replacement") != NULL)
		other = chit_by_id(s, c->replaces);
	else
		for (i = 0; i < s->nchits; i++)
			if (strcmp(s->chits[i].replaces, c->id) == 0)
				other = &s->chits[i];
	if (other == NULL) {
		reply_line(r, "  %s has no Replacement chit: no swap.", c->name);
		return 0;
	}
	if (strcmp(c->where, CHIT_CUP) == 0) {
		char text[512];

		snprintf(text, sizeof text, "%s hit: %s waits beside the cup and "
		    "is swapped in when %s is drawn (10.5c)", c->name, other->name,
		    c->name);
		reply_line(r, "  %s.", text);
		return session_record_vis(s, "chit", text, json_pack("{s:s, s:s, "
		    "s:b, s:b, s:b}", "chit", c->id, "to", CHIT_CUP, "key", 0,
		    "negate_next", s->negate_next, "pending", 1), NULL);
	}
	return swap_chits(s, c, other, r);
}

static int
fog_of_war(struct session *s, const char *roll, struct reply *r)
{
	char	*result, *general, side[64], *sv[1], arg[80], rollarg[40];
	int	 i;

	reply_line(r, "  The non-pulling player rolls on the Fog of War Table "
	    "(10.5c):");
	snprintf(rollarg, sizeof rollarg, "roll=%s", roll != NULL ? roll : "");
	sv[0] = rollarg;
	if ((result = table_roll(s, "fog-of-war", roll != NULL, sv, r)) == NULL)
		return 0;
	if (strstr(result, "General Casualty") == NULL) {
		free(result);
		return 0;
	}
	side[0] = '\0';
	for (i = 0; i < s->nchits; i++) {
		char name[64];

		if (*s->chits[i].side && strstr(result, side_name(s,
		    s->chits[i].side, name, sizeof name)) != NULL)
			snprintf(side, sizeof side, "%s", name);
	}
	free(result);
	snprintf(arg, sizeof arg, "side=%s", side);
	sv[0] = arg;
	reply_line(r, "  The %s player rolls on his General Casualty Table:",
	    side);
	if ((general = table_roll(s, "general-casualty", 1, sv, r)) == NULL)
		return 0;
	i = general_casualty(s, general, r);
	free(general);
	return i;
}

/* A drawn chit a rule sets aside while its flag is on (draw_rule). */
static int
draw_ignored(struct session *s, struct chit_state *c, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 ignored = 0, k;

	if (sqlite3_prepare_v2(s->rules, "SELECT track, section FROM draw_rule "
	    "WHERE game = ?1 AND scenario = ?2 AND (side IS NULL OR side = ?3) "
	    "AND kind = ?4 AND (except_chit IS NULL OR except_chit != ?5)", -1,
	    &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, c->side, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, c->kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 5, c->id, -1, SQLITE_STATIC);
	while (!ignored && sqlite3_step(st) == SQLITE_ROW) {
		const char *track = (const char *)sqlite3_column_text(st, 0);

		for (k = 0; k < s->ntracks; k++)
			if (strcmp(s->tracks[k].id, track) == 0 &&
			    s->tracks[k].value != 0) {
				reply_line(r, "  Ignored: %s is on (%s); `track %s "
				    "off` once it ends.", s->tracks[k].name,
				    (const char *)sqlite3_column_text(st, 1),
				    s->tracks[k].id);
				ignored = 1;
			}
	}
	sqlite3_finalize(st);
	return ignored;
}

int
cup_draw(struct session *s, const char *typed, const char *brigade,
    const char *roll, struct reply *r)
{
	struct chit_state	*c;
	char			 text[256], side[64];
	int			 n, negated = s->negate_next, rc;

	if ((n = cup_count(s, CHIT_CUP, NULL)) == 0)
		return reply_fail(r, "the cup is empty: `next` goes on to the End "
		    "Turn Phase");
	if (cup_count(s, CHIT_POOL, NULL) > 0)
		return reply_fail(r, "the cup is not built yet: finish the Command "
		    "Decision Phase first (`next`)");
	if (typed != NULL) {
		if ((c = cup_find(s, typed, CHIT_CUP, NULL, r)) == NULL)
			return -1;
	} else {
		int i, k = (int)rng_below(s->rng, (uint32_t)n);

		for (i = 0, c = NULL; i < s->nchits; i++)
			if (strcmp(s->chits[i].where, CHIT_CUP) == 0 && k-- == 0)
				c = &s->chits[i];
	}
	if (c->pending) {
		/* 10.5c: the casualty's Replacement was waiting beside the cup. */
		struct chit_state *other = NULL;
		int i;

		for (i = 0; i < s->nchits; i++)
			if ((*c->replaces && strstr(c->id, "replacement") != NULL &&
			    strcmp(s->chits[i].id, c->replaces) == 0) ||
			    strcmp(s->chits[i].replaces, c->id) == 0)
				other = &s->chits[i];
		if (other != NULL) {
			reply_line(r, "Drew: %s, a casualty: swapped for %s before "
			    "anything else (10.5c).", c->name, other->name);
			if (swap_chits(s, c, other, r) != 0)
				return -1;
			c = other;
		}
	}
	if (roll != NULL && strcmp(c->kind, "division") == 0) {
		/* A typed roll is checked before anything is drawn. */
		struct dice d6 = { 1, 6, 0 };
		struct roll die;
		char err[160];

		if (dice_read(&d6, roll, &die, err, sizeof err) != 0)
			return reply_fail(r, "%s. Nothing recorded", err);
	}
	if (brigade != NULL && strcmp(c->kind, "division") == 0) {
		/* Check the named brigade before anything is drawn. */
		char ids[32][48], store[32][64];
		const char *names[32];
		int n = brigades_in_play(s, *c->replaces ? c->replaces : c->id,
		    ids, names, store, 32), i;

		if (name_match(brigade, names, NULL, n) < 0) {
			struct buf b;

			buf_init(&b);
			for (i = 0; i < n; i++)
				buf_printf(&b, "%s%s", i ? ", " : "", names[i]);
			reply_fail(r, "\"%s\" is not an unactivated brigade of %s: "
			    "expected one of %s", brigade, c->name, n ?
			    buf_str(&b) : "(none left)");
			buf_free(&b);
			return -1;
		}
	} else if (brigade != NULL)
		return reply_fail(r, "%s is not a Division chit: only a Division "
		    "chit's draw names a brigade", c->name);
	side_name(s, c->side, side, sizeof side);
	drawing = 1;
	json_object_set_new(r->json, "drawn", json_pack("{s:s, s:s, s:s}", "chit",
	    strcmp(c->kind, "event") == 0 && !session_may_see(s, c->side) ?
	    "hidden" : c->id, "kind", c->kind, "side", c->side));
	if (strcmp(c->kind, "event") == 0 && !session_may_see(s, c->side))
		reply_line(r, "Drew: a %s Event chit (its face is hidden from "
		    "this view)", side);
	else
		reply_line(r, "Drew: %s (%s%s%s)%s", c->name, c->kind, *c->side ?
		    ", " : "", *c->side ? side : "", typed == NULL ? "" :
		    " - pulled from your cup");
	if (draw_ignored(s, c, r)) {
		snprintf(text, sizeof text, "Drew %s: ignored", c->name);
		return move(s, c, CHIT_DISCARD, 0, negated, NULL, text);
	}
	if (negated && strcmp(c->kind, "division") != 0) {
		reply_line(r, "  Negated by Fortunes of War: discarded with no "
		    "effect (10.5a).");
		snprintf(text, sizeof text, "Drew %s: negated", c->name);
		return move(s, c, CHIT_DISCARD, 0, 0, NULL, text);
	}
	if (strcmp(c->kind, "event") == 0) {
		snprintf(text, sizeof text, "Drew %s (Event): to the %s player",
		    c->name, side);
		rc = move(s, c, CHIT_HAND, c->key, 0, c->side, text);
		reply_line(r, "  Handed to the %s player: play it now, hold it "
		    "face down, or (Grand Battle) commit it (10.4).", side);
		return rc;
	}
	if (strcmp(c->kind, "wild") == 0) {
		snprintf(text, sizeof text, "Drew %s", c->name);
		if (strcmp(c->id, "fortunes-of-war") == 0) {
			reply_line(r, "  The next chit drawn is negated (10.5a).");
			return move(s, c, CHIT_DISCARD, 0, 1, NULL, text);
		}
		if (strcmp(c->id, "lull") == 0) {
			int i;

			reply_line(r, "  Exhaustion: no more chits this turn; the "
			    "Broken Track still moves and VP still count (10.5b).");
			if (move(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
				return -1;
			for (i = 0; i < s->nchits; i++)
				if (strcmp(s->chits[i].where, CHIT_CUP) == 0 &&
				    move(s, &s->chits[i], CHIT_DISCARD, 0, 0,
				    "umpire", "Cancelled by the Lull") != 0)
					return -1;
			return 0;
		}
		if (move(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
			return -1;
		return fog_of_war(s, roll, r);
	}
	if (strcmp(c->kind, "division") == 0) {
		snprintf(text, sizeof text, "Drew %s (Division)", c->name);
		if (move(s, c, CHIT_HAND, 0, 0, NULL, text) != 0)
			return -1;
		return draw_division(s, c, negated, brigade, roll, r);
	}
	snprintf(text, sizeof text, "Drew %s (CIC): to the %s player", c->name,
	    side);
	reply_line(r, "  The %s player activates any brigade with it now, or "
	    "holds it (10.6): `play %s` or `hold %s`.", side, c->id, c->id);
	return move(s, c, CHIT_HAND, 0, 0, NULL, text);
}

int
cup_move(struct session *s, const char *verb, const char *typed,
    struct reply *r)
{
	struct chit_state	*c;
	char			 text[256];

	if ((c = cup_find(s, typed, CHIT_HAND, NULL, r)) == NULL)
		return -1;
	if (strcasecmp(verb, "hold") == 0) {
		char name[64];

		reply_line(r, "%s stays in the %s player's hand (play it before "
		    "a later pull, or in the End Turn Phase: 10.1, 18.1).",
		    c->name, side_name(s, c->side, name, sizeof name));
		json_object_set_new(r->json, "held", json_string(c->id));
		return 0;
	}
	snprintf(text, sizeof text, "%s %s", strcasecmp(verb, "play") == 0 ?
	    "Played" : "Discarded", c->name);
	if (move(s, c, CHIT_DISCARD, 0, s->negate_next, NULL, text) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s.", text);
	return 0;
}

void
cup_show(struct session *s, int brief, struct reply *r)
{
	static const char *const places[] = { CHIT_CUP, CHIT_HAND,
	    CHIT_TRACK, CHIT_DISCARD, CHIT_EXCLUDED, CHIT_POOL, CHIT_RESERVE,
	    CHIT_WAITING, NULL };
	json_t		*counts = json_object();
	struct buf	 b;
	int		 i;

	buf_init(&b);
	if (cup_count(s, CHIT_POOL, NULL) > 0) {
		char sides[8][32], name[64];
		int ns = sides_with_rules(s, sides, 8), keys, inc;

		for (i = 0; i < ns; i++)
			if (rule_counts(s, sides[i], &keys, &inc))
				buf_printf(&b, "%s%s picks %d Key chit%s", i ? ", " :
				    "", side_name(s, sides[i], name, sizeof name),
				    keys, keys == 1 ? "" : "s");
		reply_line(r, "Cup: not built yet - %s (8.1), then %s.",
		    buf_str(&b), "blind Events and the chits in play go in");
	} else {
		describe_cup(s, &b);
		reply_line(r, "Cup: %s.", buf_str(&b));
	}
	if (cup_puller(s) != NULL) {
		char name[64];

		reply_line(r, "  Puller (suggested, 10.2): %s.", side_name(s,
		    cup_puller(s), name, sizeof name));
		json_object_set_new(counts, "puller", json_string(cup_puller(s)));
	}
	for (i = 1; brief == 0 && places[i] != NULL; i++) {
		int n = cup_count(s, places[i], NULL);

		if (n > 0)
			reply_line(r, "  %-9s %d", places[i], n);
	}
	if (s->negate_next)
		reply_line(r, "  Fortunes of War: the next chit drawn is negated.");
	for (i = 1; places[i] != NULL; i++)
		json_object_set_new(counts, places[i],
		    json_integer(cup_count(s, places[i], NULL)));
	if (brief && cup_count(s, CHIT_HAND, NULL) > 0)
		reply_line(r, "  Held: %d chit%s.", cup_count(s, CHIT_HAND, NULL),
		    cup_count(s, CHIT_HAND, NULL) == 1 ? "" : "s");
	json_object_set_new(counts, "count", json_integer(cup_count(s, CHIT_CUP,
	    NULL)));
	json_object_set_new(counts, "negate_next", json_boolean(s->negate_next));
	json_object_set_new(r->json, "cup", counts);
	buf_free(&b);
}

/* The CIC's success band for this scenario ("Success:1-4;Discard:5-6"),
 * from the cic-success table; NULL when the game or scenario has none. */
static char *
cic_band(struct session *s, const char *cic)
{
	struct ltable	 t;
	char		 err[128], *cell = NULL;
	int		 idx[LDIM_MAX], i, j;

	if (ltable_load(s->rules, s->game, "cic-success", 1, &t, err,
	    sizeof err) != 0)
		return NULL;
	idx[0] = idx[1] = -1;
	for (i = 0; i < t.nd && i < 2; i++)
		for (j = 0; j < t.d[i].ne; j++)
			if (strcasecmp(t.d[i].e[j].label, i == 0 ? cic :
			    s->scenario) == 0)
				idx[i] = j;
	if (t.nd == 2 && idx[0] >= 0 && idx[1] >= 0)
		cell = ltable_cell(s->rules, &t, idx);
	ltable_free(&t);
	return cell;
}

int
cup_play_cic(struct session *s, const char *typed, const char *brigade,
    const char *roll, const char *rating, struct reply *r)
{
	struct chit_state	*c;
	char			 ids[64][48], store[64][64], err[160], text[256];
	char			 band[32] = "", *cell = NULL, *end;
	const char		*names[64];
	struct dice		 d6 = { 1, 6, 0 };
	struct roll		 die;
	int			 n, pick, ok, cr = 0;

	if ((c = cup_find(s, typed, CHIT_HAND, NULL, r)) == NULL)
		return -1;
	if (strcmp(c->kind, "cic") != 0)
		return cup_move(s, "play", typed, r);
	n = brigades_query(s, "", c->side, ids, names, store, 64);
	if (n == 0)
		return reply_fail(r, "no brigade of the %s player is on the map",
		    c->side);
	if (brigade != NULL) {
		if ((pick = name_match(brigade, names, NULL, n)) < 0)
			return reply_fail(r, "\"%s\" is not one of the %s "
			    "player's brigades in play", brigade, c->side);
	} else
		pick = -1;
	/* 10.6d: a Replacement rolls against its own rating; the others use
	 * the scenario's success band. */
	if (*c->replaces && strstr(c->id, "replacement") != NULL) {
		long v = rules_int(s->rules, -1, "SELECT rating FROM chit WHERE "
		    "game = ?1 AND id = ?2", s->game, c->id);

		if (rating != NULL) {
			v = strtol(rating, &end, 10);
			if (*end != '\0' || v < 0 || v > 6)
				return reply_fail(r, "cr=%s: a Command Rating is "
				    "0 to 6", rating);
		}
		if (v < 0)
			return reply_fail(r, "the rating of %s is printed on the "
			    "chit, not in the rulebook text: give it as cr=N",
			    c->name);
		cr = (int)v;
	} else if ((cell = cic_band(s, c->name)) == NULL)
		return reply_fail(r, "%s has no CIC success roll in this scenario",
		    c->name);
	if (roll != NULL) {
		if (dice_read(&d6, roll, &die, err, sizeof err) != 0) {
			free(cell);
			return reply_fail(r, "%s. Nothing recorded", err);
		}
	} else
		dice_roll(&d6, s->rng, &die);
	if (cell != NULL) {
		ok = cell_band(cell, die.total, band, sizeof band) == 1 &&
		    strcmp(band, "Success") == 0;
		reply_line(r, "%s: rolled %d%s against %s (%s, %s) -> %s", c->name,
		    die.total, die.typed ? " (real dice)" : "", cell, s->scenario,
		    s->scenario_section, ok ? "Success" : "Discard");
	} else {
		ok = die.total <= cr;
		reply_line(r, "%s: rolled %d%s against its rating %d (10.6d) -> %s",
		    c->name, die.total, die.typed ? " (real dice)" : "", cr,
		    ok ? "Success" : "Discard");
	}
	free(cell);
	snprintf(text, sizeof text, "%s used: roll %d, %s", c->name, die.total,
	    ok ? "success" : "discarded");
	if (move(s, c, CHIT_DISCARD, 0, s->negate_next, NULL, text) != 0)
		return -1;
	json_object_set_new(r->json, "roll", json_integer(die.total));
	json_object_set_new(r->json, "success", json_boolean(ok));
	if (!ok) {
		reply_line(r, "  The chit is discarded with no effect (10.6).");
		return 0;
	}
	if (pick < 0)
		pick = choose(s, "Brigade activated by the CIC", names, n, NULL,
		    r);
	snprintf(text, sizeof text, "%s activated by %s (Full; marker not "
	    "flipped, 10.6)", names[pick], c->name);
	if (session_record(s, "activation", text, json_pack("{s:s, s:s}",
	    "brigade", ids[pick], "by", c->id)) != 0)
		return -1;
	reply_line(r, "  %s.", text);
	json_object_set_new(r->json, "brigade", json_string(ids[pick]));
	return 0;
}

int
cup_enter_early(struct session *s, const char *typed, struct reply *r)
{
	struct chit_state	*c;
	char			 text[256];
	const char		*to;

	if ((c = cup_find(s, typed, CHIT_WAITING, NULL, r)) == NULL)
		return -1;
	if (c->early[0] == '\0')
		return reply_fail(r, "%s is not a frozen division here: it comes in "
		    "on its turn only", c->name);
	if (strcmp(c->early, "next-turn") == 0) {
		if (c->due <= s->turn + 1)
			return reply_fail(r, "%s already comes in at the next build",
			    c->name);
		snprintf(text, sizeof text, "%s attacked: its chit goes in at the "
		    "start of the next turn", c->name);
		if (session_record(s, "chit", text, json_pack("{s:s, s:s, s:b, "
		    "s:b, s:i}", "chit", c->id, "to", CHIT_WAITING, "key", 0,
		    "negate_next", s->negate_next, "due", s->turn + 1)) != 0)
			return -1;
		reply_line(r, "%s.", text);
		return 0;
	}
	/* Before the build it joins the chits in play; after, the cup. */
	to = cup_count(s, CHIT_POOL, NULL) > 0 ? CHIT_RESERVE : CHIT_CUP;
	snprintf(text, sizeof text, "%s attacked: its chit goes into the cup at "
	    "once", c->name);
	if (move(s, c, to, 0, s->negate_next, NULL, text) != 0)
		return -1;
	reply_line(r, "%s.", text);
	return 0;
}

static struct track *
track_of(struct session *s, const char *id)
{
	int	 k;

	for (k = 0; k < s->ntracks; k++)
		if (strcmp(s->tracks[k].id, id) == 0)
			return &s->tracks[k];
	return NULL;
}

int
cup_commit(struct session *s, const char *typed, const char *trackname,
    struct reply *r)
{
	struct chit_state	*c;
	struct track		*t;
	char			 side[32] = "", text[256];
	int			 found = 0;

	if ((c = cup_find(s, typed, CHIT_HAND, NULL, r)) == NULL)
		return -1;
	if (strcmp(c->kind, "event") != 0)
		return reply_fail(r, "only Event chits are committed as Command "
		    "Events (19.0)");
	if (strcmp(c->id, s->last_drawn) != 0 || s->pulled == 0)
		return reply_fail(r, "a Command Event is chosen when its chit is "
		    "drawn (10.4b): %s was not the chit just drawn", c->name);
	if ((t = session_track_find(s, trackname, r)) == NULL)
		return -1;
	{
		sqlite3_stmt *st;

		if (sqlite3_prepare_v2(s->rules, "SELECT side FROM command_track "
		    "WHERE game = ?1 AND track = ?2", -1, &st, NULL) == SQLITE_OK) {
			sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
			if (sqlite3_step(st) == SQLITE_ROW) {
				found = 1;
				snprintf(side, sizeof side, "%s",
				    sqlite3_column_text(st, 0));
			}
			sqlite3_finalize(st);
		}
	}
	if (!found)
		return reply_fail(r, "%s is not a Command Event track", t->name);
	if (strcmp(side, c->side) != 0)
		return reply_fail(r, "%s is the other side's track", t->name);
	if (t->has_hi && t->value >= t->hi)
		return reply_fail(r, "%s already holds its Command Event this turn "
		    "(19.1: one per box)", t->name);
	snprintf(text, sizeof text, "%s committed to %s", c->name, t->name);
	if (move(s, c, CHIT_TRACK, 0, s->negate_next, NULL, text) != 0 ||
	    session_record(s, "track", text, json_pack("{s:s, s:i}", "track",
	    t->id, "value", t->value + 1)) != 0)
		return -1;
	reply_line(r, "%s (%d on the track; out of play until the End Turn).",
	    text, t->value);
	return 0;
}

/* 18.5, 19.2, 19.3: each side (Union first) rolls 1d6 + its chits on an
 * advance track; on the table's "Advance" one of its waiting chits comes a
 * turn earlier (the AoP may instead add an Uncommitted division next turn). */
static int
command_rolls(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	int		 rc = 0;

	if (sqlite3_prepare_v2(s->rules, "SELECT c.track, c.side, c.tbl, "
	    "c.section FROM command_track c JOIN side d ON d.game = c.game AND "
	    "d.id = c.side WHERE c.game = ?1 AND c.kind = 'advance' ORDER BY "
	    "d.pos", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (rc == 0 && sqlite3_step(st) == SQLITE_ROW) {
		struct track *t = track_of(s, (const char *)
		    sqlite3_column_text(st, 0));
		const char *side = (const char *)sqlite3_column_text(st, 1);
		const char *tbl = (const char *)sqlite3_column_text(st, 2);
		char arg[32], *argv[1], *out, what[128], text[256], name[64];
		const char *names[64];
		int idx[64], n = 0, i, pick;

		if (t == NULL || t->value == 0)
			continue;	/* not in this scenario, or no chits */
		snprintf(arg, sizeof arg, "chits=%d", t->value);
		argv[0] = arg;
		reply_line(r, "  %s: 1d6 + %d chit%s (%s):", t->name, t->value,
		    t->value == 1 ? "" : "s",
		    (const char *)sqlite3_column_text(st, 3));
		if ((out = table_roll(s, tbl, 1, argv, r)) == NULL)
			continue;
		if (strcmp(out, "Advance") != 0) {
			free(out);
			continue;
		}
		free(out);
		for (i = 0; i < s->nchits && n < 64; i++) {
			struct chit_state *c = &s->chits[i];

			if (strcmp(c->side, side) != 0 || c->fixed)
				continue;
			if ((strcmp(c->where, CHIT_WAITING) == 0 &&
			    c->due > s->turn + 1) || (strcmp(c->role,
			    "uncommitted") == 0 && strcmp(c->where, CHIT_OUT) ==
			    0 && strcmp(side, "union") == 0)) {
				idx[n] = i;
				names[n++] = s->chits[i].name;
			}
		}
		if (n == 0) {
			reply_line(r, "  No %s chit can come earlier.",
			    side_name(s, side, name, sizeof name));
			continue;
		}
		snprintf(what, sizeof what, "%s chit to bring a turn earlier",
		    side_name(s, side, name, sizeof name));
		pick = choose(s, what, names, n, NULL, r);
		{
			struct chit_state *c = &s->chits[idx[pick]];
			int due = strcmp(c->where, CHIT_OUT) == 0 ? s->turn + 1 :
			    c->due - 1;

			snprintf(text, sizeof text, "%s comes a turn earlier: in "
			    "play from %s", c->name, session_turn_label(s, due));
			rc = session_record(s, "chit", text, json_pack("{s:s, s:s, "
			    "s:b, s:b, s:i}", "chit", c->id, "to", CHIT_WAITING,
			    "key", 0, "negate_next", s->negate_next, "due", due));
			if (rc == 0)
				reply_line(r, "  %s.", text);
		}
	}
	sqlite3_finalize(st);
	return rc;
}
