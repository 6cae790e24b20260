/* Ammunition taken off by events (ammo_event rows): a battery firing (a
 * round each), a caisson check that may explode and cost the second
 * roll's worth, a supply train hit.  The rolls are made here, or read
 * from real dice typed with roll=N[,M]; the rounds go off the side's
 * track through the ledger, so a scenario without that track says so and
 * changes nothing.  A rule option may stand in for a basic row (the
 * optional ammunition rule's own caisson). */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/dice.h"
#include "adj/mech/ledger.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/prepare.h"


struct ammo_row {
	char	 id[48], name[96], dice[16], on_roll[48], next_dice[16];
	char	 track[64], section[24], instead[256];
	char	 short_of[160], short_section[24];
	int	 per;
};

/* The row of event id this session plays: its option's when the session
 * has that option, else the basic one. */
static int
load_row(struct session *s, const char *id, struct ammo_row *a)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT id, name, COALESCE(dice, ''), "
	    "COALESCE(on_roll, ''), COALESCE(next_dice, ''), per, track, "
	    "section, COALESCE(instead, ''), COALESCE(short, ''), "
	    "COALESCE(short_section, '') FROM ammo_event WHERE game = ?1 AND "
	    "id = ?2 AND options_hold(option, NULL, ?3) ORDER BY option IS "
	    "NULL LIMIT 1", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, id, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(a->id, sizeof a->id, st, 0);
		data_text(a->name, sizeof a->name, st, 1);
		data_text(a->dice, sizeof a->dice, st, 2);
		data_text(a->on_roll, sizeof a->on_roll, st, 3);
		data_text(a->next_dice, sizeof a->next_dice, st, 4);
		a->per = sqlite3_column_int(st, 5);
		data_text(a->track, sizeof a->track, st, 6);
		data_text(a->section, sizeof a->section, st, 7);
		data_text(a->instead, sizeof a->instead, st, 8);
		data_text(a->short_of, sizeof a->short_of, st, 9);
		data_text(a->short_section, sizeof a->short_section, st, 10);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

static int
event_of(struct session *s, const char *typed, char *out, size_t len,
    struct reply *r)
{
	return session_pick(s, "SELECT id, min(name) FROM ammo_event WHERE "
	    "game = ?1 GROUP BY id ORDER BY min(rowid)", typed, "ammunition "
	    "event", out, len, r);
}

/* One roll of spec: typed (the next of the roll=N,M values) or made. */
static int
roll_one(struct session *s, const char *spec, const char **typed,
    struct roll *out, struct reply *r)
{
	struct dice	 d;
	char		 err[160], one[16];
	size_t		 n;

	if (dice_parse(spec, &d, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	if (*typed != NULL && **typed != '\0') {
		n = strcspn(*typed, ",");
		snprintf(one, sizeof one, "%.*s", (int)(n < 15 ? n : 15), *typed);
		*typed += n + ((*typed)[n] == ',');
		if (dice_read(&d, one, out, err, sizeof err) != 0)
			return reply_fail(r, "roll=%s: %s", one, err);
		return 0;
	}
	dice_roll(&d, s->rng, out);
	return 0;
}

static int
in_list(const char *list, int v)
{
	char	 tmp[64], *p, *save = NULL;
	int	 k;

	snprintf(tmp, sizeof tmp, "%s", list);
	for (p = strtok_r(tmp, ",", &save); p != NULL; p = strtok_r(NULL, ",",
	    &save))
		if (num_int(p, INT_MIN, INT_MAX, &k) == 0 && k == v)
			return 1;
	return 0;
}

int
ammo_event(struct session *s, const char *side_typed, const char *typed,
    const char *arg, struct reply *r)
{
	struct ammo_row	 a;
	struct roll	 first, second;
	struct track	*t;
	const char	*rolls = NULL;
	char		 side[32], id[48], text[320], d1[48], d2[48];
	int		 n = 1, amount = 0, done;

	if (session_side(s, side_typed, side, sizeof side) != 0)
		return session_side_refused(s, side_typed, r);
	if (session_may_act(s, side, r) != 0 || event_of(s, typed, id,
	    sizeof id, r) != 0)
		return -1;
	if (!load_row(s, id, &a)) {
		char *opt = rules_text(s->rules, "SELECT group_concat(option, "
		    "' or ') FROM ammo_event WHERE game = ?1 AND id = ?2",
		    s->game, id);

		reply_fail(r, "%s: only with the rule option %s, which this "
		    "game was not started with", id, opt != NULL ? opt : "?");
		free(opt);
		return -1;
	}
	/* An option that moves the event elsewhere (each battery's own
	 * rounds) says where, and takes nothing here. */
	if (a.instead[0] != '\0')
		return reply_fail(r, "%s: %s (%s %s)", a.name, a.instead, s->tag,
		    a.section);
	if (arg != NULL && strncmp(arg, "roll=", 5) == 0)
		rolls = arg + 5;
	else if (arg != NULL) {
		if (a.dice[0] != '\0' || num_int(arg, 1, 1000, &n) != 0)
			return reply_fail(r, "\"%s\": expected %s", arg,
			    a.dice[0] != '\0' ? "roll=N,M (real dice) or "
			    "nothing" : "how many, 1 to 1000");
	}
	if ((t = ledger_side_track(s, a.track, side)) == NULL)
		return reply_fail(r, "%s: the %s has no %s track in this "
		    "scenario (its ammunition is not counted)", a.name,
		    session_side_name(s, side), a.track);
	if (a.dice[0] == '\0') {
		amount = a.per * n;
		/* Rounds not there are not spent: the event is refused
		 * before anything is recorded. */
		if (a.short_of[0] != '\0' && t->value < amount)
			return reply_fail(r, "%s for the %s: %d round%s left on "
			    "%s, %d needed: %s (%s %s)", a.name,
			    session_side_name(s, side), t->value, t->value == 1 ?
			    "" : "s", t->name, amount, a.short_of, s->tag,
			    a.short_section);
		snprintf(text, sizeof text, "%s for the %s: %d x %d", a.name,
		    session_side_name(s, side), n, a.per);
	} else {
		if (roll_one(s, a.dice, &rolls, &first, r) != 0)
			return -1;
		roll_describe(&first, d1, sizeof d1);
		if (a.on_roll[0] != '\0' && !in_list(a.on_roll, first.total))
			snprintf(text, sizeof text, "%s for the %s: rolled %s, "
			    "nothing happens (%s needed)", a.name,
			    session_side_name(s, side), d1, a.on_roll);
		else if (a.next_dice[0] != '\0') {
			if (roll_one(s, a.next_dice, &rolls, &second, r) != 0)
				return -1;
			roll_describe(&second, d2, sizeof d2);
			amount = a.per * second.total;
			snprintf(text, sizeof text, "%s for the %s: rolled %s, "
			    "then %s: %d x %d", a.name, session_side_name(s,
			    side), d1, d2, second.total, a.per);
		} else {
			amount = a.per * first.total;
			snprintf(text, sizeof text, "%s for the %s: rolled %s: "
			    "%d x %d", a.name, session_side_name(s, side), d1,
			    first.total, a.per);
		}
	}
	text[0] = (char)toupper((unsigned char)text[0]);
	if (session_record(s, "ammo", text, xjson_pack("{s:s, s:s, s:i}",
	    "side", side, "event", id, "rounds", amount)) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s (%s %s)", text, s->tag, a.section);
	json_object_set_new(r->json, "rounds", json_integer(amount));
	if (amount == 0)
		return 0;
	return session_track_add(s, t, -amount, a.name, &(struct event_source){
	    .kind = SOURCE_MECH, .name = mech_ledger.name, .table = "ammo_event",
	    .id = id, .section = a.section }, &done, r);
}

int
ammo_events(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	json_t		*all = json_array();

	if (sql_prepare(s->rules, "SELECT id, name, dice, on_roll, "
	    "next_dice, per, track, option, section FROM ammo_event WHERE game "
	    "= ?1 ORDER BY rowid", -1, &st, NULL) != SQLITE_OK) {
		json_decref(all);
		return reply_fail(r, "cannot read the ammunition events");
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	reply_line(r, "Ammunition (`ammo SIDE EVENT [N | roll=N,M]`):");
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *opt = (const char *)sqlite3_column_text(st, 7);

		if (sqlite3_column_type(st, 2) != SQLITE_TEXT)
			reply_line(r, "  %-16s %s: %d off %s each%s%s (%s)",
			    sqlite3_column_text(st, 0), sqlite3_column_text(st,
			    1), sqlite3_column_int(st, 5), sqlite3_column_text(st,
			    6), opt != NULL ? ", with option " : "", opt != NULL ?
			    opt : "", sqlite3_column_text(st, 8));
		else
			reply_line(r, "  %-16s %s: roll %s%s%s%s%s, %d x that off "
			    "%s%s%s (%s)", sqlite3_column_text(st, 0),
			    sqlite3_column_text(st, 1), sqlite3_column_text(st, 2),
			    sqlite3_column_type(st, 3) == SQLITE_TEXT ? "; on " :
			    "", sqlite3_column_type(st, 3) == SQLITE_TEXT ?
			    (const char *)sqlite3_column_text(st, 3) : "",
			    sqlite3_column_type(st, 4) == SQLITE_TEXT ? " roll " :
			    "", sqlite3_column_type(st, 4) == SQLITE_TEXT ?
			    (const char *)sqlite3_column_text(st, 4) : "",
			    sqlite3_column_int(st, 5), sqlite3_column_text(st, 6),
			    opt != NULL ? ", with option " : "", opt != NULL ?
			    opt : "", sqlite3_column_text(st, 8));
		json_array_append_new(all, xjson_pack("{s:s}", "id",
		    sqlite3_column_text(st, 0)));
	}
	sqlite3_finalize(st);
	json_object_set_new(r->json, "events", all);
	return 0;
}
