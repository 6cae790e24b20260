/* VP Location markers (vp_location): laid face down on the scenario's
 * hexes, mixed so that nobody knows which value lies where, each is worth
 * what its back says only once it is scored.  The markers are on the
 * table, so the program does not deal them: the players say who holds a
 * hex (`location HEX SIDE`: the side that last entered it) and, when one
 * scores, the value its back shows (`location HEX score VALUE
 * [contested]`).  An end-of-game marker scores once, on the last turn; a
 * per-turn one on each turn vp_location_turn lists, face up from its
 * first scoring, so its value is known after.  Contested, it scores half,
 * rounded down.  The points go on the holder's track (vp_location_track)
 * as the same command's event.  Events: "location" {hex, side} and
 * "location-score" {hex, side, value, vp, turn}. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/data_text.h"
#include "adj/mech/vp_locations.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

#define VL(s)		((struct vp_locations *)session_mech((s), \
			    &mech_vp_locations))
#define VALUE_MAX	999	/* more than any marker's back */

struct vp_location {
	char	 hex[32];
	char	 name[96];
	char	 kind[16];	/* end-of-game, per-turn */
	char	 section[24];
	char	 holder[32];	/* "" nobody */
	int	 value;		/* face up: its value; -1 face down */
	int	 scored;	/* the last turn it scored, 0 never */
};

struct vp_locations {
	struct vp_location *l;
	int	 n;
};

static int
vl_start(struct session *s)
{
	sqlite3_stmt	*st;

	if (sql_prepare(s->rules, "SELECT hex, name, kind, COALESCE(start, "
	    "''), section FROM vp_location WHERE game = ?1 AND scenario = ?2 "
	    "ORDER BY rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		struct vp_location *l;

		VL(s)->l = xreallocarray(VL(s)->l, (size_t)VL(s)->n + 1,
		    sizeof *VL(s)->l);
		l = &VL(s)->l[VL(s)->n++];
		memset(l, 0, sizeof *l);
		data_text(l->hex, sizeof l->hex, st, 0);
		data_text(l->name, sizeof l->name, st, 1);
		data_text(l->kind, sizeof l->kind, st, 2);
		data_text(l->holder, sizeof l->holder, st, 3);
		data_text(l->section, sizeof l->section, st, 4);
		l->value = -1;
	}
	sqlite3_finalize(st);
	return 0;
}

static struct vp_location *
by_hex(struct session *s, const char *hex)
{
	int	 i;

	for (i = 0; i < VL(s)->n; i++)
		if (strcmp(VL(s)->l[i].hex, hex) == 0)
			return &VL(s)->l[i];
	return NULL;
}

static void
vl_fold(struct session *s, const char *kind, json_t *d)
{
	struct vp_location *l = by_hex(s, json_text(d, "hex"));

	if (l == NULL)
		return;
	if (strcmp(kind, "location") == 0)
		snprintf(l->holder, sizeof l->holder, "%s", json_text(d,
		    "side"));
	else {
		/* An end-of-game marker is revealed when it scores and stays
		 * so; a per-turn one is face up from then on. */
		l->value = (int)json_integer_value(json_object_get(d, "value"));
		l->scored = s->turn;
	}
}

static void
vl_clear(struct session *s)
{
	free(VL(s)->l);
}

/* The location typed, by its hex or a word of its name. */
static struct vp_location *
location_typed(struct session *s, const char *typed, struct reply *r)
{
	const char	*ids[64], *names[64];
	struct buf	 b;
	int		 i, n = VL(s)->n < 64 ? VL(s)->n : 64, hit;

	for (i = 0; i < n; i++) {
		ids[i] = VL(s)->l[i].hex;
		names[i] = VL(s)->l[i].name;
	}
	if ((hit = name_match(typed, ids, names, n)) >= 0)
		return &VL(s)->l[hit];
	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", ids[i]);
	reply_fail(r, "\"%s\" is %s VP location of this scenario: expected %s",
	    typed, hit == NAME_AMBIGUOUS ? "more than one" : "no", n > 0 ?
	    buf_str(&b) : "(none)");
	buf_free(&b);
	return NULL;
}

/* Does this scenario score per-turn markers on turn? */
static int
scoring_turn(struct session *s, int turn)
{
	sqlite3_stmt	*st;
	int		 yes;

	if (sql_prepare(s->rules, "SELECT 1 FROM vp_location_turn WHERE game "
	    "= ?1 AND scenario = ?2 AND turn = ?3", -1, &st, NULL) !=
	    SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->scenario, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, turn);
	yes = sqlite3_step(st) == SQLITE_ROW;
	sqlite3_finalize(st);
	return yes;
}

static void
list(struct session *s, struct reply *r)
{
	json_t	*all = json_array();
	int	 i;

	for (i = 0; i < VL(s)->n; i++) {
		struct vp_location *l = &VL(s)->l[i];
		char face[48];

		if (l->value < 0)
			snprintf(face, sizeof face, "face down");
		else
			snprintf(face, sizeof face, "%d VP", l->value);
		reply_line(r, "  %-8s %-22s %-12s %-12s %s (%s %s)", l->hex,
		    l->name, strcmp(l->kind, "per-turn") == 0 ? "per turn" :
		    "end of game", l->holder[0] ? session_side_name(s,
		    l->holder) : "nobody", face, s->tag, l->section);
		json_array_append_new(all, xjson_pack("{s:s, s:s, s:s, s:s, "
		    "s:o}", "hex", l->hex, "name", l->name, "kind", l->kind,
		    "holder", l->holder, "value", l->value < 0 ? json_null() :
		    json_integer(l->value)));
	}
	json_object_set_new(r->json, "locations", all);
}

static int
hold(struct session *s, struct vp_location *l, const char *typed,
    struct reply *r)
{
	char	 side[32], text[256];

	if (strcasecmp(typed, "none") == 0)
		side[0] = '\0';
	else if (session_side(s, typed, side, sizeof side) != 0)
		return reply_fail(r, "\"%s\" is not a side of %s: expected a "
		    "side, or none", typed, s->game_title);
	if (strcmp(side, l->holder) == 0)
		return reply_fail(r, "%s is held by %s already", l->name,
		    side[0] ? session_side_name(s, side) : "nobody");
	snprintf(text, sizeof text, "%s (%s): held by %s", l->name, l->hex,
	    side[0] ? session_side_name(s, side) : "nobody");
	if (session_record(s, "location", text, xjson_pack("{s:s, s:s}",
	    "hex", l->hex, "side", side)) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	return 0;
}

static int
score(struct session *s, struct vp_location *l, int argc, char **argv,
    struct reply *r)
{
	struct track		*t;
	struct event_source	 src = { .kind = SOURCE_MECH, .name =
				    "vp-locations", .table = "vp_location",
				    .id = l->hex, .section = l->section };
	char			*track, text[320];
	int			 value = l->value, typed;
	int			 contested = 0, vp, i;

	for (i = 0; i < argc; i++) {
		if (strcasecmp(argv[i], "contested") == 0)
			contested = 1;
		else if (num_int(argv[i], 0, VALUE_MAX, &typed) != 0)
			return reply_fail(r, "\"%s\": expected the value on the "
			    "marker's back, 0 to %d, or contested", argv[i],
			    VALUE_MAX);
		else if (l->value >= 0 && typed != l->value)
			return reply_fail(r, "%s is face up at %d VP, not %d",
			    l->name, l->value, typed);
		else
			value = typed;
	}
	if (value < 0)
		return reply_fail(r, "%s is face down: turn it over and give the "
		    "value on its back (`location %s score VALUE`)", l->name,
		    l->hex);
	if (l->holder[0] == '\0')
		return reply_fail(r, "nobody holds %s: it scores for nobody "
		    "(`location %s SIDE` first)", l->name, l->hex);
	if (strcmp(l->kind, "end-of-game") == 0 && (s->turn != s->last_turn ||
	    l->scored > 0))
		return reply_fail(r, "%s scores once, at the end of the game "
		    "(turn %d)%s", l->name, s->last_turn, l->scored > 0 ?
		    ": it has" : "");
	if (strcmp(l->kind, "per-turn") == 0 && !scoring_turn(s, s->turn))
		return reply_fail(r, "%s does not score on turn %d: the scenario "
		    "lists the turns it does", l->name, s->turn);
	if (strcmp(l->kind, "per-turn") == 0 && l->scored == s->turn)
		return reply_fail(r, "%s has scored this turn already", l->name);
	track = rules_text(s->rules, "SELECT track FROM vp_location_track "
	    "WHERE game = ?1 AND side = ?2", s->game, l->holder);
	t = track != NULL ? session_track_by_id(s, track) : NULL;
	free(track);
	if (t == NULL)
		return reply_fail(r, "%s has no VP track for the %s side "
		    "(vp_location_track)", s->game_title, session_side_name(s,
		    l->holder));
	vp = contested ? value / 2 : value;
	snprintf(text, sizeof text, "%s (%s) scores %d VP for the %s side: %d "
	    "on its back%s (%s %s)", l->name, l->hex, vp, session_side_name(s,
	    l->holder), value, contested ? ", contested: half, rounded down" :
	    "", s->tag, l->section);
	if (session_record(s, "location-score", text, xjson_pack("{s:s, s:s, "
	    "s:i, s:i, s:b}", "hex", l->hex, "side", l->holder, "value",
	    value, "vp", vp, "contested", contested)) != 0 ||
	    (vp != 0 && track_record(s, t, t->value + vp, text, &src) != 0))
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	return 0;
}

int
vp_location_cmd(struct session *s, int argc, char **argv, struct reply *r)
{
	struct vp_location	*l;

	if (VL(s) == NULL || VL(s)->n == 0)
		return reply_fail(r, "this scenario has no VP locations");
	if (argc == 0) {
		list(s, r);
		return 0;
	}
	if ((l = location_typed(s, argv[0], r)) == NULL)
		return -1;
	if (argc == 1)
		return reply_fail(r, "usage: location %s SIDE|none, or location "
		    "%s score [VALUE] [contested]", l->hex, l->hex);
	if (strcasecmp(argv[1], "score") == 0)
		return score(s, l, argc - 2, argv + 2, r);
	if (argc > 2)
		return reply_fail(r, "usage: location %s SIDE|none", l->hex);
	return hold(s, l, argv[1], r);
}

static const char *const vl_kinds[] = { "location", "location-score", NULL };

const struct mech mech_vp_locations = {
	.name = "vp-locations",
	.what = "VP locations",
	.kinds = vl_kinds,
	.size = sizeof(struct vp_locations),
	.start = vl_start,
	.fold = vl_fold,
	.clear = vl_clear,
};
