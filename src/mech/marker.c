/* Markers held by one side at a time, such as the Advantage of Bloodiest
 * Day (10.x): the holder uses it once, for one of its listed uses, and it
 * goes to the opponent.  Which uses exist and who may make each is data
 * (marker, marker_use); `marker` events carry the holder after each use,
 * so the marker can never be held by both sides. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/mech/impulse.h"
#include "adj/mech/leaders.h"
#include "adj/mech/marker.h"
#include "adj/names.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"

#define MK(s)	((struct markers *)session_mech((s), &mech_marker))

static int
marker_load(struct session *s)
{
	sqlite3_stmt	*st;

	free(MK(s)->m);
	MK(s)->m = NULL;
	MK(s)->n = 0;
	if (sql_prepare(s->rules, "SELECT id, name, start, spent FROM marker "
	    "WHERE game = ?1 ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		struct marker_state *m;

		MK(s)->m = realloc(MK(s)->m, (size_t)(MK(s)->n + 1) *
		    sizeof *MK(s)->m);
		if (MK(s)->m == NULL)
			abort();
		m = &MK(s)->m[MK(s)->n++];
		memset(m, 0, sizeof *m);
		data_text(m->id, sizeof m->id, st, 0);
		data_text(m->name, sizeof m->name, st, 1);
		data_text(m->holder, sizeof m->holder, st, 2);
		m->spent = sqlite3_column_int(st, 3);
	}
	sqlite3_finalize(st);
	return 0;
}

/* Who holds m, as a reply says it. */
static const char *
holder_name(struct session *s, const struct marker_state *m)
{
	static _Thread_local char out[96];

	if (m->holder[0] == '\0')
		return "held by nobody";
	snprintf(out, sizeof out, "held by the %s side", session_side_name(s,
	    m->holder));
	return out;
}

int
marker_list(struct session *s, struct reply *r)
{
	json_t	*all = json_object();
	int	 i;

	if (MK(s) == NULL || MK(s)->n == 0) {
		json_decref(all);
		return reply_fail(r, "%s has no markers that change hands",
		    s->game_title);
	}
	for (i = 0; i < MK(s)->n; i++) {
		struct marker_state *m = &MK(s)->m[i];
		sqlite3_stmt *st;
		json_t *uses = json_array();

		reply_line(r, "%s: %s (used %d time%s)", m->name,
		    holder_name(s, m), m->uses, m->uses == 1 ? "" : "s");
		if (sql_prepare(s->rules, "SELECT id, name, side, "
		    "section FROM marker_use WHERE game = ?1 AND marker = ?2 "
		    "ORDER BY pos", -1, &st, NULL) == SQLITE_OK) {
			sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
			sqlite3_bind_text(st, 2, m->id, -1, SQLITE_STATIC);
			while (sqlite3_step(st) == SQLITE_ROW) {
				const char *side = (const char *)
				    sqlite3_column_text(st, 2);
				int may = side == NULL || strcmp(side,
				    m->holder) == 0;

				reply_line(r, "  %-14s %s%s%s%s (%s %s)",
				    sqlite3_column_text(st, 0),
				    sqlite3_column_text(st, 1), side != NULL ?
				    " - " : "", side != NULL ?
				    session_side_name(s, side) : "", side !=
				    NULL ? " only" : "", s->tag,
				    sqlite3_column_text(st, 3));
				json_array_append_new(uses, xjson_pack("{s:s, "
				    "s:b}", "use", sqlite3_column_text(st, 0),
				    "holder_may", may));
			}
			sqlite3_finalize(st);
		}
		json_object_set_new(all, m->id, xjson_pack("{s:s, s:i, s:o}",
		    "holder", m->holder, "uses", m->uses, "can", uses));
	}
	reply_line(r, "`use [MARKER] USE` spends the one you hold.");
	json_object_set_new(r->json, "markers", all);
	return 0;
}

/* The last die roll on record, which a reroll replaces, and the command
 * that rolls it again (how). */
static int64_t
last_roll(struct session *s, char *text, size_t len, char *how,
    size_t hlen)
{
	sqlite3_stmt	*st;
	int64_t		 seq = 0;

	if (sql_prepare(journal_db(s->j), "SELECT seq, text, kind, "
	    "CASE WHEN json_valid(data) THEN json_extract(data, CASE kind "
	    "WHEN 'casualty' THEN '$.leader' WHEN 'contest' THEN '$.contest' "
	    "ELSE '$.table' END) END FROM event WHERE kind IN ('roll', 'lookup', "
	    "'contest', 'casualty') AND cmd NOT IN (SELECT json_extract(data, "
	    "'$.cmd') FROM event WHERE kind = 'undo') ORDER BY seq DESC LIMIT 1",
	    -1, &st, NULL) != SQLITE_OK)
		return 0;
	if (sqlite3_step(st) == SQLITE_ROW) {
		const char *kind = journal_text(st, 2);
		const char *what = journal_text(st, 3);

		seq = sqlite3_column_int64(st, 0);
		snprintf(text, len, "%s", journal_text(st, 1));
		if (strcmp(kind, "roll") == 0)
			snprintf(how, hlen, "`roll DICE`");
		else
			snprintf(how, hlen, "`%s %s%s`", strcmp(kind, "contest") ==
			    0 ? "combat" : kind, *what != '\0' ? what :
			    "...", strcmp(kind, "contest") == 0 ? " ..." : "");
	}
	sqlite3_finalize(st);
	return seq;
}

/* The marker typed (NULL: the only one there is).  Two of one name,
 * one a side's (a Fortunes of War marker each): the one the typist's
 * side holds, else the only one held. */
static struct marker_state *
marker_named(struct session *s, const char *typed)
{
	struct marker_state	*hit = NULL, *held = NULL, *mine = NULL;
	const char		*me = s->actor[0] != '\0' ? s->actor : s->view;
	int			 i, nhit = 0, nheld = 0;

	for (i = 0; i < MK(s)->n; i++) {
		struct marker_state *m = &MK(s)->m[i];
		const char *id = m->id, *nm = m->name;

		if (typed != NULL && name_match(typed, &id, &nm, 1) < 0)
			continue;
		hit = m;
		nhit++;
		if (m->holder[0] != '\0') {
			held = m;
			nheld++;
		}
		if (me[0] != '\0' && strcmp(m->holder, me) == 0)
			mine = m;
	}
	if (nhit <= 1)
		return hit;
	if (mine != NULL)
		return mine;
	/* Held by nobody: any of them says so. */
	return nheld == 1 ? held : nheld == 0 ? hit : NULL;
}

/* Is marker id side's, given it by code? */
static int
given_by(struct session *s, const char *id, const char *code,
    const char *side)
{
	sqlite3_stmt	*st;
	int		 yes;

	if (sql_prepare(s->rules, "SELECT 1 FROM marker WHERE game = ?1 AND "
	    "id = ?2 AND given_by = ?3 COLLATE NOCASE AND owner = ?4", -1, &st,
	    NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, code, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, side, -1, SQLITE_STATIC);
	yes = sqlite3_step(st) == SQLITE_ROW;
	sqlite3_finalize(st);
	return yes;
}

int
marker_give(struct session *s, const char *code, const char *side,
    struct reply *r)
{
	char	 text[256];
	int	 i;

	if (MK(s) == NULL)
		return 1;
	for (i = 0; i < MK(s)->n; i++) {
		struct marker_state *m = &MK(s)->m[i];

		if (!given_by(s, m->id, code, side))
			continue;
		if (strcmp(m->holder, side) == 0) {
			reply_line(r, "  The %s side holds the %s already: no "
			    "effect.", session_side_name(s, side), m->name);
			return 0;
		}
		snprintf(text, sizeof text, "The %s side takes the %s",
		    session_side_name(s, side), m->name);
		if (session_record(s, "marker", text, xjson_pack("{s:s, s:s, "
		    "s:i}", "marker", m->id, "holder", side, "uses",
		    m->uses)) != 0)
			return reply_fail(r, "cannot record the marker");
		reply_line(r, "  %s.", text);
		return 0;
	}
	return 1;
}

/* `use [MARKER] USE [ARG]` */
int
marker_use(struct session *s, int argc, char **argv, struct reply *r)
{
	struct marker_state *m = NULL;
	sqlite3_stmt	*st;
	char		 ids[16][32], names[16][96], sides[16][32],
			 effects[16][24], secs[16][24], text[320], rolled[200],
			 how[96] = "";
	const char	*idp[16], *namep[16], *after;
	int		 n = 0, hit, pass_on, rc;
	int64_t		 seq = 0;

	if (MK(s) == NULL || MK(s)->n == 0)
		return reply_fail(r, "%s has no markers to use", s->game_title);
	if (argc > 0 && (m = marker_named(s, argv[0])) != NULL) {
		argc--;
		argv++;
	}
	if (m == NULL)
		m = marker_named(s, NULL);
	if (m == NULL || argc < 1)
		return reply_fail(r, "usage: use [MARKER] USE: `marker` lists "
		    "the markers and their uses");
	if (m->holder[0] == '\0')
		return reply_fail(r, "nobody holds the %s now", m->name);
	if (session_may_act(s, m->holder, r) != 0)
		return -1;
	if (sql_prepare(s->rules, "SELECT id, name, COALESCE(side, ''), "
	    "COALESCE(effect, ''), section FROM marker_use WHERE game = ?1 AND "
	    "marker = ?2 ORDER BY pos", -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the marker's uses");
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, m->id, -1, SQLITE_STATIC);
	while (n < 16 && sqlite3_step(st) == SQLITE_ROW) {
		data_text(ids[n], sizeof ids[n], st, 0);
		data_text(names[n], sizeof names[n], st, 1);
		data_text(sides[n], sizeof sides[n], st, 2);
		data_text(effects[n], sizeof effects[n], st, 3);
		data_text(secs[n], sizeof secs[n], st, 4);
		idp[n] = ids[n];
		namep[n] = names[n];
		n++;
	}
	sqlite3_finalize(st);
	hit = name_match(argv[0], idp, namep, n);
	if (hit == NAME_AMBIGUOUS)
		return reply_fail(r, "\"%s\" names more than one use of the %s: "
		    "type more of it (`marker` lists them)", argv[0], m->name);
	if (hit < 0)
		return reply_fail(r, "the %s has no use \"%s\": `marker` lists "
		    "them", m->name, argv[0]);
	if (sides[hit][0] != '\0' && strcmp(sides[hit], m->holder) != 0)
		return reply_fail(r, "only the %s side may use the %s to %s, "
		    "and the %s side holds it", session_side_name(s,
		    sides[hit]), m->name, names[hit], session_side_name(s,
		    m->holder));
	/* What the use does, before the marker moves. */
	if (strcmp(effects[hit], "free-impulse") == 0) {
		if (impulse_now(s) != NULL && strcmp(impulse_now(s)->side, m->holder) != 0)
			return reply_fail(r, "a free impulse follows one of the "
			    "holder's own impulses, and this is the %s's",
			    session_side_name(s, impulse_now(s)->side));
		if (impulse_free(s, r) != 0)
			return -1;
	} else if (strcmp(effects[hit], "deactivate-leader") == 0) {
		struct leader_state *l;

		if (argc < 2)
			return reply_fail(r, "usage: use %s %s LEADER", m->id,
			    ids[hit]);
		if ((l = leader_find(s, argv[1], r)) == NULL)
			return -1;
		if (strcmp(l->side, m->holder) == 0)
			return reply_fail(r, "%s is on the %s's own side: the %s "
			    "deactivates an enemy leader", l->name,
			    session_side_name(s, m->holder), m->name);
		if (leader_deactivate(s, l->id, m->id, r) != 0)
			return -1;
	} else if (strcmp(effects[hit], "reroll") == 0) {
		if ((seq = last_roll(s, rolled, sizeof rolled, how,
		    sizeof how)) == 0)
			return reply_fail(r, "there is no roll to reroll yet");
		if (impulse_check_of(s, seq) < 0)
			return reply_fail(r, "the last roll, #%lld (%s), checked "
			    "an impulse that is over: it can no longer be rolled "
			    "again", (long long)seq, rolled);
		reply_line(r, "Roll #%lld (%s) is rerolled: the new roll stands "
		    "in its place.", (long long)seq, rolled);
	}
	pass_on = (int)rules_int(s->rules, 1, "SELECT pass_on_use FROM marker "
	    "WHERE game = ?1 AND id = ?2", s->game, m->id);
	after = pass_on ? session_enemy(s, m->holder) : m->spent ? "" :
	    m->holder;
	snprintf(text, sizeof text, "The %s side uses the %s: %s; %s (%s %s)",
	    session_side_name(s, m->holder), m->name, names[hit], pass_on ?
	    "it goes to the other side" : m->spent ? "it is set aside" :
	    "it stays", s->tag, secs[hit]);
	if (session_record(s, "marker", text, xjson_pack("{s:s, s:s, s:s, s:s, "
	    "s:i, s:I}", "marker", m->id, "use", ids[hit], "by", m->holder,
	    "holder", after, "uses", m->uses + 1, "replaces",
	    (json_int_t)seq)) != 0)
		return reply_fail(r, "cannot record the use");
	reply_sentence(r, text);
	reply_line(r, "%s: %s.", m->name, holder_name(s, m));
	if (seq > 0) {
		/* A roll the program made within a step (the impulse check)
		 * is made again now; any other, the player enters again, and
		 * its command takes back what the old roll did. */
		if ((rc = impulse_reroll(s, seq, r)) < 0)
			return reply_fail(r, "cannot record the check");
		if (rc == 0)
			reply_line(r, "Roll it again with %s: its result "
			    "replaces the old one's.", how);
	}
	json_object_set_new(r->json, "marker", xjson_pack("{s:s, s:s, s:s}",
	    "id", m->id, "use", ids[hit], "holder", m->holder));
	return 0;
}

/* A marker event carries its holder and uses after the change. */
static void
marker_fold(struct session *s, const char *kind, json_t *d)
{
	const char	*id = json_string_value(json_object_get(d, "marker"));
	const char	*holder = json_string_value(json_object_get(d, "holder"));
	int		 i;

	(void)kind;
	for (i = 0; i < MK(s)->n; i++)
		if (strcmp(MK(s)->m[i].id, id != NULL ? id : "") == 0) {
			snprintf(MK(s)->m[i].holder, sizeof MK(s)->m[i].holder,
			    "%s", holder != NULL ? holder : "");
			MK(s)->m[i].uses = (int)json_integer_value(
			    json_object_get(d, "uses"));
		}
}

static void
marker_clear(struct session *s)
{
	free(MK(s)->m);
}

static void
marker_status(struct session *s, struct reply *r)
{
	json_t	*m;
	int	 i;

	if (MK(s) == NULL || MK(s)->n == 0)
		return;
	m = json_object();
	for (i = 0; i < MK(s)->n; i++) {
		/* One nobody holds (a Fortunes of War not yet taken) is no
		 * news to the table. */
		if (MK(s)->m[i].holder[0] != '\0')
			reply_line(r, "%s: %s", MK(s)->m[i].name,
			    session_side_name(s, MK(s)->m[i].holder));
		json_object_set_new(m, MK(s)->m[i].id,
		    json_string(MK(s)->m[i].holder));
	}
	json_object_set_new(r->json, "markers", m);
}

static void
marker_report(struct session *s, json_t *o)
{
	json_t	*m = json_object();
	int	 i;

	for (i = 0; i < MK(s)->n; i++)
		json_object_set_new(m, MK(s)->m[i].id,
		    json_string(MK(s)->m[i].holder));
	json_object_set_new(o, "markers", m);
}

static const char *const marker_kinds[] = { "marker", NULL };

const struct mech mech_marker = {
	.name = "marker",
	.what = "markers",
	.kinds = marker_kinds,
	.size = sizeof(struct markers),
	.start = marker_load,
	.fold = marker_fold,
	.clear = marker_clear,
	.status = marker_status,
	.report = marker_report,
};
