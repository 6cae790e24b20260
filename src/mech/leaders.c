/* Leaders with an Active and an Inactive side (Bloodiest Day 5.x, 8.7):
 * who may activate whom, why they go inactive, wounds that last the rest
 * of the turn, and casualties whose replacements return later.  The
 * leaders and their activation rules are data (leader, leader_start,
 * leader_cause, leader_casualty); each change is a `leader` event that
 * carries the leader's whole state. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/lookup.h"
#include "adj/names.h"
#include "adj/reroll.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/text.h"
#include "adj/mech/impulse.h"
#include "adj/mech/leaders.h"
#include "adj/mech/victory_relative.h"
#include "adj/prepare.h"

#define LD(s)	((struct leaders *)session_mech((s), &mech_leaders))

struct leaders *
leaders_of(struct session *s)
{
	return LD(s);
}


static int
leaders_load(struct session *s)
{
	sqlite3_stmt	*st;

	free(LD(s)->l);
	LD(s)->l = NULL;
	LD(s)->n = 0;
	if (sql_prepare(s->rules, "SELECT l.id, l.name, l.side, l.start, "
	    "(SELECT GROUP_CONCAT(ls.option || '=' || ls.start) FROM leader_start "
	    "ls WHERE ls.game = l.game AND ls.leader = l.id) FROM leader l WHERE "
	    "l.game = ?1 ORDER BY l.pos", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		struct leader_state *l;
		const char *alt = (const char *)sqlite3_column_text(st, 4);

		LD(s)->l = realloc(LD(s)->l, (size_t)(LD(s)->n + 1) *
		    sizeof *LD(s)->l);
		if (LD(s)->l == NULL)
			abort();
		l = &LD(s)->l[LD(s)->n++];
		memset(l, 0, sizeof *l);
		data_text(l->id, sizeof l->id, st, 0);
		data_text(l->name, sizeof l->name, st, 1);
		data_text(l->side, sizeof l->side, st, 2);
		data_text(l->state, sizeof l->state, st, 3);
		if (alt != NULL) {
			/* 'option=state,...': a scenario option sets his start. */
			char list[256], *a, *save = NULL, *eq;

			snprintf(list, sizeof list, "%s", alt);
			for (a = strtok_r(list, ",", &save); a != NULL;
			    a = strtok_r(NULL, ",", &save))
				if ((eq = strchr(a, '=')) != NULL) {
					*eq = '\0';
					if (session_has_option(s, a))
						snprintf(l->state, sizeof l->state,
						    "%s", eq + 1);
				}
		}
	}
	sqlite3_finalize(st);
	return 0;
}

struct leader_state *
leader_find(struct session *s, const char *typed, struct reply *r)
{
	const char	**ids, **names;
	int		 i, hit;

	if (LD(s) == NULL || LD(s)->n == 0) {
		if (r != NULL)
			reply_fail(r, "%s keeps no leaders", s->game_title);
		return NULL;
	}
	ids = xcalloc((size_t)LD(s)->n, sizeof *ids);
	names = xcalloc((size_t)LD(s)->n, sizeof *names);
	if (ids == NULL || names == NULL)
		abort();
	for (i = 0; i < LD(s)->n; i++) {
		ids[i] = LD(s)->l[i].id;
		names[i] = LD(s)->l[i].name;
	}
	hit = name_match(typed, ids, names, LD(s)->n);
	free(ids);
	free(names);
	if (hit >= 0)
		return &LD(s)->l[hit];
	if (r != NULL)
		reply_fail(r, hit == NAME_AMBIGUOUS ? "\"%s\" names more than "
		    "one leader: type more of the name" : "no leader \"%s\": "
		    "`leaders` lists them", typed);
	return NULL;
}

/* A leader's state as an event's data carries it. */
static json_t *
leader_json(const struct leader_state *l)
{
	return xjson_pack("{s:s, s:i, s:b, s:i, s:s}", "state", l->state,
	    "wounded_turn", l->wounded_turn, "replacement", l->replacement,
	    "back_turn", l->back_turn, "casualty", l->casualty);
}

int
leader_set(struct session *s, const struct leader_state *l,
    const char *text)
{
	json_t	*d = leader_json(l);

	json_object_set_new(d, "leader", json_string(l->id));
	return session_record(s, "leader", text, d);
}

static const char *
describe(struct session *s, struct leader_state *l, char *out, size_t len)
{
	if (strcmp(l->state, "removed") == 0)
		snprintf(out, len, "%s; replacement returns in the Rally Phase "
		    "of turn %d", l->casualty, l->back_turn - s->first_turn + 1);
	else if (l->wounded_turn == s->turn)
		snprintf(out, len, "%s, wounded (no activation this turn)",
		    l->state);
	else
		snprintf(out, len, "%s", l->state);
	return out;
}

int
leaders_list(struct session *s, struct reply *r)
{
	json_t	*all = json_array();
	char	 what[128];
	int	 i;

	if (LD(s) == NULL || LD(s)->n == 0) {
		json_decref(all);
		return reply_fail(r, "%s keeps no leaders", s->game_title);
	}
	for (i = 0; i < LD(s)->n; i++) {
		struct leader_state *l = &LD(s)->l[i];

		describe(s, l, what, sizeof what);
		reply_line(r, "  %-12s %-12s %s%s", l->name, session_side_name(s,
		    l->side), what, l->replacement ? " (replacement)" : "");
		json_array_append_new(all, xjson_pack("{s:s, s:s, s:s, s:s, "
		    "s:b, s:b, s:s}", "id", l->id, "name", l->name, "side",
		    l->side, "state", l->state, "wounded", l->wounded_turn ==
		    s->turn, "replacement", l->replacement, "casualty",
		    l->casualty));
	}
	json_object_set_new(r->json, "leaders", all);
	return 0;
}

int
leader_activate(struct session *s, const char *typed, struct reply *r)
{
	struct leader_state *l, *by, n;
	sqlite3_stmt	*st;
	char		 text[200], what[96], activator[32] = "", sec[24] = "";
	int		 self = 0, enters = -1, enters_active = 0, activated = 0;

	if ((l = leader_find(s, typed, r)) == NULL)
		return -1;
	if (session_may_act(s, l->side, r) != 0)
		return -1;
	if (impulse_now(s) != NULL && strcmp(impulse_now(s)->side, l->side) != 0)
		return reply_fail(r, "it is the %s's impulse: %s is activated "
		    "in a %s impulse", session_side_name(s, impulse_now(s)->side),
		    l->name, session_side_name(s, l->side));
	if (sql_prepare(s->rules, "SELECT self_activates, "
	    "replacement_self, COALESCE(activated_by, ''), "
	    "COALESCE(enters_turn, -1), enters_active, section FROM leader "
	    "WHERE game = ?1 AND id = ?2", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the leader rules");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, l->id, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		self = sqlite3_column_int(st, 0) || (l->replacement &&
		    sqlite3_column_int(st, 1));
		data_text(activator, sizeof activator, st, 2);
		enters = sqlite3_column_int(st, 3);
		enters_active = sqlite3_column_int(st, 4);
		data_text(sec, sizeof sec, st, 5);
	}
	sqlite3_finalize(st);
	if (strcmp(l->state, "off-map") == 0) {
		if (enters < 0 || s->turn < enters)
			return reply_fail(r, "%s is not on the map yet%s", l->name,
			    enters < 0 ? "" : " (he arrives with his units from "
			    "a later turn: `schedule` in `status`)");
		n = *l;
		snprintf(n.state, sizeof n.state, "%s", enters_active ?
		    "active" : "inactive");
		snprintf(text, sizeof text, "%s enters the map, %s (%s %s)",
		    l->name, n.state, s->tag, sec);
		goto record;
	}
	if (strcmp(l->state, "removed") == 0)
		return reply_fail(r, "%s is off the map (%s): his replacement "
		    "returns in the Rally Phase", l->name, l->casualty);
	if (strcmp(l->state, "active") == 0)
		return reply_fail(r, "%s is already active", l->name);
	if (l->wounded_turn == s->turn)
		return reply_fail(r, "%s is wounded: he may not be activated "
		    "again this turn", l->name);
	if (impulse_may_activate(s, r) != 0)
		return -1;
	if (!self) {
		by = activator[0] != '\0' ? leader_find(s, activator, NULL) :
		    NULL;
		if (by == NULL)
			return reply_fail(r, "%s cannot activate himself and the "
			    "rules name nobody who may", l->name);
		if (strcmp(by->state, "active") != 0)
			return reply_fail(r, "%s is activated only by an active "
			    "%s, and %s is %s", l->name, by->name, by->name,
			    by->state);
		reply_line(r, "%s must be in %s's area (%s %s).", by->name,
		    l->name, s->tag, sec);
	}
	n = *l;
	snprintf(n.state, sizeof n.state, "active");
	snprintf(text, sizeof text, "%s activated (%s %s)", l->name, s->tag,
	    sec);
	activated = 1;
record:
	/* An activation (not an arrival) takes the impulse (5.3). */
	if (leader_set(s, &n, text) != 0 || (activated &&
	    impulse_activated(s, l->name, !self) != 0))
		return reply_fail(r, "cannot record it");
	if (!activated) {
		/* Units entering the map are activated in the impulse (as
		 * Bloodiest Day 4.1): it acted, though no leader did. */
		snprintf(what, sizeof what, "%s entered the map", l->name);
		if (impulse_acted(s, l->side, what) != 0)
			return reply_fail(r, "cannot record it");
	}
	reply_sentence(r, text);
	json_object_set_new(r->json, "leader", xjson_pack("{s:s, s:s}", "id",
	    l->id, "state", l->state));
	return 0;
}

int
leader_deactivate(struct session *s, const char *typed, const char *cause,
    struct reply *r)
{
	struct leader_state *l, n;
	char		 text[200], why[96] = "", sec[24] = "";

	if ((l = leader_find(s, typed, r)) == NULL)
		return -1;
	/* The enemy deactivates him only through a marker (the Advantage),
	 * whose use checks its holder. */
	if ((cause == NULL || rules_int(s->rules, 0, "SELECT count(*) FROM "
	    "marker WHERE game = ?1 AND id = ?2", s->game, cause) == 0) &&
	    session_may_act(s, l->side, r) != 0)
		return -1;
	if (strcmp(l->state, "active") != 0)
		return reply_fail(r, "%s is already %s", l->name,
		    strcmp(l->state, "removed") == 0 ? "off the map" :
		    strcmp(l->state, "off-map") == 0 ? "not on the map" :
		    "inactive");
	if (cause != NULL && *cause != '\0') {
		sqlite3_stmt *st;
		const char *ids[16], *names[16];
		char store[16][2][96], secs[16][24];
		int n = 0, hit;

		if (sql_prepare(s->rules, "SELECT id, name, section FROM "
		    "leader_cause WHERE game = ?1 UNION ALL SELECT id, name, "
		    "section FROM marker WHERE game = ?1", -1, &st, NULL) ==
		    SQLITE_OK) {
			sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
			while (n < 16 && sqlite3_step(st) == SQLITE_ROW) {
				snprintf(store[n][0], 96, "%s",
				    sqlite3_column_text(st, 0));
				snprintf(store[n][1], 96, "%s",
				    sqlite3_column_text(st, 1));
				snprintf(secs[n], 24, "%s",
				    sqlite3_column_text(st, 2));
				ids[n] = store[n][0];
				names[n] = store[n][1];
				n++;
			}
			sqlite3_finalize(st);
		}
		if ((hit = name_match(cause, ids, names, n)) < 0) {
			struct buf b;
			int i;

			buf_init(&b);
			for (i = 0; i < n; i++)
				buf_printf(&b, "%s%s", i ? ", " : "", ids[i]);
			reply_fail(r, "no cause \"%s\": expected one of %s", cause,
			    buf_str(&b));
			buf_free(&b);
			return -1;
		}
		snprintf(why, sizeof why, ": %s", names[hit]);
		snprintf(sec, sizeof sec, " (%s %s)", s->tag, secs[hit]);
	}
	n = *l;
	snprintf(n.state, sizeof n.state, "inactive");
	snprintf(text, sizeof text, "%s deactivated%s%s", l->name, why, sec);
	if (leader_set(s, &n, text) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	json_object_set_new(r->json, "leader", xjson_pack("{s:s, s:s}", "id",
	    l->id, "state", l->state));
	return 0;
}

/* A casualty roll rolled again (a reroll, as Bloodiest Day's Advantage
 * allows): the old result is taken back, the leader as he was before it
 * and its VP off the track, so that only the new roll counts. */
static int
casualty_taken_back(struct session *s, struct leader_state *l, int64_t seq,
    json_t *old, struct reply *r)
{
	json_t			*b = json_object_get(old, "before");
	int			 vp = (int)json_integer_value(json_object_get(old,
				    "vp"));
	char			 text[200], now[96];
	struct leader_state	 n = *l;

	snprintf(n.state, sizeof n.state, "%s", json_text(b, "state"));
	n.wounded_turn = (int)json_integer_value(json_object_get(b,
	    "wounded_turn"));
	n.replacement = json_is_true(json_object_get(b, "replacement"));
	n.back_turn = (int)json_integer_value(json_object_get(b,
	    "back_turn"));
	snprintf(n.casualty, sizeof n.casualty, "%s", json_text(b,
	    "casualty"));
	snprintf(text, sizeof text, "%s's casualty roll #%lld is rolled again: "
	    "its result is taken back (%s)", l->name, (long long)seq,
	    describe(s, &n, now, sizeof now));
	if (leader_set(s, &n, text) != 0)
		return -1;
	reply_sentence(r, text);
	if (vp > 0 && session_side_track_add(s, victory_side_track(s),
	    json_text(old, "vp_side"), -vp, l->name, &(struct event_source){
	    .kind = SOURCE_MECH, .name = mech_leaders.name, .id = l->id }, r) !=
	    0)
		return -1;
	return 0;
}

/* 8.7.2: the owner rolls on the casualty table for a leader the enemy
 * picked; the result wounds him for the turn or takes him off the map. */
int
leader_casualty(struct session *s, const char *typed, const char *roll,
    struct reply *r)
{
	struct leader_state *l, *was, n;
	struct lookup_result res;
	struct reply	 sub;
	char		*tbl, *effect, text[256], arg[48], *argv[1];
	const char	*out;
	json_t		*old = NULL, *ev;
	int64_t		 rerolls;
	int		 vp = 0, rc, argc = 0;

	if ((l = leader_find(s, typed, r)) == NULL)
		return -1;
	if (session_may_act(s, l->side, r) != 0)
		return -1;	/* the owner rolls (8.7.2) */
	/* A reroll of a casualty: that leader's roll is made again, in
	 * place of the old one (an older version's roll names nobody). */
	if ((rerolls = reroll_pending(s, "casualty", &old)) > 0 &&
	    *json_text(old, "leader") != '\0') {
		was = leader_find(s, json_text(old, "leader"), NULL);
		if (was != l) {
			reply_fail(r, "roll #%lld, %s's casualty, was rerolled: "
			    "roll it again first (`casualty %s`)", (long long)
			    rerolls, was != NULL ? was->name : "a leader",
			    was != NULL ? was->id : "LEADER");
			json_decref(old);
			return -1;
		}
		rc = casualty_taken_back(s, l, rerolls, old, r);
		json_decref(old);
		if (rc != 0)
			return reply_fail(r, "cannot record it");
	} else {
		json_decref(old);
		rerolls = 0;
	}
	if (strcmp(l->state, "removed") == 0 || strcmp(l->state, "off-map") ==
	    0)
		return reply_fail(r, "%s is not on the map", l->name);
	tbl = rules_text(s->rules, "SELECT tbl FROM leader_casualty WHERE game "
	    "= ?1 LIMIT 1", s->game, NULL);
	if (tbl == NULL)
		return reply_fail(r, "%s has no leader casualty table",
		    s->game_title);
	if (roll != NULL) {
		snprintf(arg, sizeof arg, "roll=%s", roll);
		argv[argc++] = arg;
	}
	reply_init(&sub);
	if (session_roll_table(s, tbl, argc, argv, 0, &sub, &res) != 0) {
		reply_fail(r, "%s", buf_str(&sub.err));
		reply_free(&sub);
		free(tbl);
		return -1;
	}
	lookup_result_free(&res);
	buf_add(&r->text, buf_str(&sub.text));
	out = res.has_outcome ? res.outcome : NULL;
	effect = rules_text(s->rules, "SELECT effect || '|' || section FROM "
	    "leader_casualty WHERE game = ?1 AND code = ?2", s->game, out);
	if (effect != NULL)
		*strchr(effect, '|') = '\0';
	/* The VP his loss is worth to the enemy (none for a replacement's,
	 * nor a light wound's). */
	if (effect != NULL && !l->replacement && strcmp(effect, "wounded") != 0)
		vp = (int)rules_int(s->rules, 0, strcmp(effect, "killed") == 0 ?
		    "SELECT vp_killed FROM leader WHERE game = ?1 AND id = ?2" :
		    "SELECT vp_wounded FROM leader WHERE game = ?1 AND id = ?2",
		    s->game, l->id);
	snprintf(text, sizeof text, "Leader casualty, %s: roll %lld -> %s",
	    l->name, res.rolled ? (long long)res.roll.total : 0LL, out != NULL ?
	    out : "?");
	/* What a reroll would take back: the leader before, the VP. */
	ev = json_deep_copy(sub.json);
	json_object_set_new(ev, "leader", json_string(l->id));
	json_object_set_new(ev, "before", leader_json(l));
	json_object_set_new(ev, "vp", json_integer(vp));
	json_object_set_new(ev, "vp_side", json_string(session_enemy(s,
	    l->side)));
	if (rerolls > 0)
		json_object_set_new(ev, "rerolls", json_integer(rerolls));
	rc = session_record(s, "casualty", text, ev);
	if (res.rolled)
		json_object_set_new(r->json, "roll", json_integer(
		    res.roll.total));
	if (out != NULL)
		json_object_set_new(r->json, "outcome", json_string(out));
	reply_free(&sub);
	free(tbl);
	if (rc != 0 || effect == NULL) {
		free(effect);
		return reply_fail(r, rc != 0 ? "cannot record it" : "the table "
		    "gave a result with no leader effect in the rules data");
	}
	if (l->replacement) {
		snprintf(text, sizeof text, "%s is a replacement: the wound has "
		    "no effect and is worth no VP (%s %s)", l->name, s->tag,
		    rules_cite(s->rules, s->game,
		    "leaders.replacement-casualty"));
		free(effect);
		reply_sentence(r, text);
		return session_record(s, "note", text, json_object()) == 0 ? 0 :
		    reply_fail(r, "cannot record it");
	}
	n = *l;
	if (strcmp(effect, "wounded") == 0) {
		snprintf(n.state, sizeof n.state, "inactive");
		n.wounded_turn = s->turn;
		snprintf(n.casualty, sizeof n.casualty, "wounded");
		snprintf(text, sizeof text, "%s lightly wounded: inactive, and "
		    "not activated again this turn", l->name);
	} else {
		snprintf(n.state, sizeof n.state, "removed");
		n.back_turn = s->turn;
		snprintf(n.casualty, sizeof n.casualty, "%s", effect);
		snprintf(text, sizeof text, "%s %s: off the map; his replacement "
		    "returns in the Rally Phase", l->name, strcmp(effect,
		    "killed") == 0 ? "killed" : "seriously wounded");
	}
	free(effect);
	if (leader_set(s, &n, text) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	if (vp > 0 && session_side_track_add(s, victory_side_track(s),
	    session_enemy(s, l->side), vp, l->name, &(struct event_source){
	    .kind = SOURCE_MECH, .name = mech_leaders.name, .id = l->id }, r) !=
	    0)
		return reply_fail(r, "cannot record the victory points");
	json_object_set_new(r->json, "leader", xjson_pack("{s:s, s:s, s:s, "
	    "s:i}", "id", l->id, "state", l->state, "casualty", l->casualty,
	    "vp", vp));
	return 0;
}

/* Rally Phase (8.7.3): replacements due this turn come back inactive. */
static int
leaders_return(struct session *s, struct reply *r)
{
	char	 text[160];
	int	 i;

	for (i = 0; i < LD(s)->n; i++) {
		struct leader_state *l = &LD(s)->l[i];

		if (strcmp(l->state, "removed") != 0 || l->back_turn > s->turn)
			continue;
		struct leader_state n = *l;

		snprintf(n.state, sizeof n.state, "inactive");
		n.replacement = 1;
		snprintf(text, sizeof text, "%s's replacement returns, inactive, "
		    "with his units", l->name);
		if (leader_set(s, &n, text) != 0)
			return -1;
		reply_line(r, "  %s.", text);
	}
	return 0;
}

static int
leaders_action(struct session *s, const char *action, struct reply *r)
{
	if (strcmp(action, "leaders-return") != 0)
		return 1;
	return leaders_return(s, r);
}

/* A leader event carries his whole state after the change; one naming a
 * state a leader cannot be in (a journal written by hand) leaves him as
 * he was, in one of them. */
static void
leaders_fold(struct session *s, const char *kind, json_t *d)
{
	static const char *const states[] = { "active", "inactive",
	    "off-map", "removed", NULL };
	int	 i, k;

	(void)kind;
	for (k = 0; states[k] != NULL; k++)
		if (strcmp(states[k], json_text(d, "state")) == 0)
			break;
	if (states[k] == NULL)
		return;
	for (i = 0; i < LD(s)->n; i++) {
		struct leader_state *l = &LD(s)->l[i];

		if (strcmp(l->id, json_text(d, "leader")) != 0)
			continue;
		snprintf(l->state, sizeof l->state, "%s", json_text(d, "state"));
		l->wounded_turn = (int)json_integer_value(json_object_get(d,
		    "wounded_turn"));
		l->replacement = json_is_true(json_object_get(d,
		    "replacement"));
		l->back_turn = (int)json_integer_value(json_object_get(d,
		    "back_turn"));
		snprintf(l->casualty, sizeof l->casualty, "%s",
		    json_text(d, "casualty"));
	}
}

static void
leaders_clear(struct session *s)
{
	free(LD(s)->l);
}

static void
leaders_status(struct session *s, struct reply *r)
{
	json_t		*l;
	struct buf	 act, out;
	int		 i;

	if (LD(s) == NULL || LD(s)->n == 0)
		return;
	l = json_object();
	buf_init(&act);
	buf_init(&out);
	for (i = 0; i < LD(s)->n; i++) {
		struct leader_state *x = &LD(s)->l[i];
		int wounded = x->wounded_turn == s->turn;

		json_object_set_new(l, x->id, json_string(wounded ? "wounded" :
		    x->state));
		if (strcmp(x->state, "active") == 0)
			buf_printf(&act, "%s%s", act.len ? ", " : "", x->name);
		else if (wounded || strcmp(x->state, "removed") == 0)
			buf_printf(&out, "%s%s (%s)", out.len ? ", " : "",
			    x->name, wounded ? "wounded" : x->casualty);
	}
	reply_line(r, "Active leaders: %s", act.len ? buf_str(&act) : "none");
	if (out.len)
		reply_line(r, "Leader casualties: %s", buf_str(&out));
	json_object_set_new(r->json, "leaders", l);
	buf_free(&act);
	buf_free(&out);
}

static void
leaders_report(struct session *s, json_t *o)
{
	json_t	*l = json_object();
	int	 i;

	for (i = 0; i < LD(s)->n; i++)
		json_object_set_new(l, LD(s)->l[i].id,
		    json_string(LD(s)->l[i].state));
	json_object_set_new(o, "leaders", l);
}

static const char *const leaders_kinds[] = { "leader", NULL };

static const char *const leaders_cites[] = {
    "leaders.replacement-casualty", NULL };
static const char *const leaders_actions[] = { "leaders-return", NULL };

const struct mech mech_leaders = {
	.name = "leaders",
	.what = "leaders",
	.cites = leaders_cites,
	.kinds = leaders_kinds,
	.size = sizeof(struct leaders),
	.start = leaders_load,
	.fold = leaders_fold,
	.clear = leaders_clear,
	.actions = leaders_actions,
	.action = leaders_action,
	.status = leaders_status,
	.report = leaders_report,
};
