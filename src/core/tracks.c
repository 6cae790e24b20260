/* Tracks: counters with bounds, labelled levels and thresholds; flags;
 * box tracks holding named units; derived tracks computed by an SQL
 * formula over the others. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/oob.h"
#include "adj/rules.h"
#include "adj/secret.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/prepare.h"

struct track *
session_track_find(struct session *s, const char *name, struct reply *r)
{
	const char	**ids, **names;
	int		 i, hit;

	ids = xcalloc((size_t)s->ntracks + 1, sizeof *ids);
	names = xcalloc((size_t)s->ntracks + 1, sizeof *names);
	if (ids == NULL || names == NULL)
		abort();
	for (i = 0; i < s->ntracks; i++) {
		ids[i] = s->tracks[i].id;
		names[i] = s->tracks[i].name;
	}
	hit = name_match(name, ids, names, s->ntracks);
	free(ids);
	free(names);
	if (hit >= 0)
		return &s->tracks[hit];
	if (r != NULL) {
		struct buf b;

		buf_init(&b);
		for (i = 0; i < s->ntracks; i++)
			buf_printf(&b, "%s%s", i ? ", " : "", s->tracks[i].id);
		reply_fail(r, "%s track \"%s\": this scenario has %s",
		    hit == NAME_AMBIGUOUS ? "more than one" : "no", name,
		    buf_str(&b));
		buf_free(&b);
	}
	return NULL;
}

static void
thresholds(struct session *s, struct track *t, int from, int to,
    struct reply *r)
{
	sqlite3_stmt	*st;

	if (sql_prepare(s->rules, "SELECT value, dir, effect, section "
	    "FROM track_threshold WHERE game = ?1 AND track = ?2 ORDER BY "
	    "value", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		int v = sqlite3_column_int(st, 0);
		int up = strcmp((const char *)sqlite3_column_text(st, 1),
		    "up") == 0;

		if ((up && from < v && to >= v) || (!up && from > v && to <= v))
			reply_line(r, "  Threshold %d crossed: %s (%s %s)", v,
			    (const char *)sqlite3_column_text(st, 2), s->tag,
			    (const char *)sqlite3_column_text(st, 3));
	}
	sqlite3_finalize(st);
}

static int
parse_int(const char *s, int *out)
{
	return num_int(s, -1000000, 1000000, out);
}

static void
describe_bounds(struct track *t, char *out, size_t len)
{
	if (t->has_lo && t->has_hi)
		snprintf(out, len, "%d to %d", t->lo, t->hi);
	else if (t->has_lo)
		snprintf(out, len, "%d and up", t->lo);
	else if (t->has_hi)
		snprintf(out, len, "up to %d", t->hi);
	else
		snprintf(out, len, "any whole number");
}

/* A gain counted from the track's floor (start), not from the value
 * below it: said with its section, so the jump is not taken for an
 * error. */
static void
say_floor(struct session *s, struct track *t, int from, int start,
    struct reply *r)
{
	char	*sec = rules_text(s->rules, "SELECT section FROM track_gain "
		    "WHERE game = ?1 AND track = ?2", s->game, t->id);

	reply_line(r, "  Counted from %d, not from %d: a gain below %d starts "
	    "there (%s %s)", start, from, start, s->tag, sec != NULL ? sec :
	    "?");
	free(sec);
}

int
session_track(struct session *s, const char *name, const char *op,
    const struct event_source *src, struct reply *r)
{
	struct track	*t;
	int		 n, to, want = 0, from, start = 0, clamped = 0, floored = 0;
	char		 bounds[64], line[300], *follows;

	if ((t = session_track_find(s, name, r)) == NULL)
		return -1;
	if (track_hidden(s, t))
		return track_hidden_refused(s, t, r);
	from = session_track_value(s, t);
	json_object_set_new(r->json, "track", json_string(t->id));
	if (op == NULL) {
		reply_line(r, "%s: %d%s%s (%s %s)", t->name, from,
		    t->meaning[0] ? " - " : "", t->meaning, s->tag, t->section);
		json_object_set_new(r->json, "value", json_integer(from));
		return 0;
	}
	if (strcmp(t->kind, "derived") == 0)
		return reply_fail(r, "%s is worked out from other tracks (%s); "
		    "change those instead", t->name, t->formula);
	if ((follows = session_follow_test(s, t)) != NULL) {
		reply_fail(r, "%s follows the rules' test (%s); change the "
		    "tracks it reads instead", t->name, follows);
		free(follows);
		return -1;
	}
	if (strcmp(t->kind, "boxes") == 0)
		return reply_fail(r, "%s holds units in boxes: use `track %s put "
		    "UNIT BOX` or `track %s take UNIT`", t->name, t->id, t->id);
	describe_bounds(t, bounds, sizeof bounds);
	if (strcmp(t->kind, "flag") == 0 && (strcasecmp(op, "on") == 0 ||
	    strcasecmp(op, "off") == 0))
		to = strcasecmp(op, "on") == 0;
	/* The sign typed is the change's: "+-4" or "--4" would read a
	 * second sign and turn a loss into a gain. */
	else if ((op[0] == '+' || op[0] == '-') && isdigit((unsigned char)
	    op[1]) && parse_int(op + 1, &n) == 0) {
		start = op[0] == '+' ? track_gain_from(s, t, from, n,
		    &floored) : from;
		want = to = op[0] == '+' ? start + n : from - n;
		if (t->has_lo && to < t->lo) {
			to = t->lo;
			clamped = 1;
		}
		if (t->has_hi && to > t->hi) {
			to = t->hi;
			clamped = 1;
		}
	} else if ((op[0] == '=' && parse_int(op + 1, &to) == 0) ||
	    parse_int(op, &to) == 0) {
		if ((t->has_lo && to < t->lo) || (t->has_hi && to > t->hi))
			return reply_fail(r, "%s runs %s: %d is off the track",
			    t->name, bounds, to);
	} else
		return reply_fail(r, "\"%s\" is not a track change: expected "
		    "+N, -N or =N%s", op, strcmp(t->kind, "flag") == 0 ?
		    " (or on/off)" : "");
	/* The rules' guard weighs the change asked for, before the track's
	 * end holds it: +1 on a full track is still a rise. */
	if (track_guard_check(s, t, op[0] == '+' || op[0] == '-' ? want : to,
	    r) != 0)
		return -1;
	snprintf(line, sizeof line, "%s %d -> %d", t->name, from, to);
	if (track_record(s, t, to, line, src) != 0)
		return reply_fail(r, "cannot record the track change");
	reply_line(r, "%s%s", line, clamped ? " (held at the end of the track)"
	    : "");
	if (floored)
		say_floor(s, t, from, start, r);
	thresholds(s, t, from, to, r);
	json_object_set_new(r->json, "value", json_integer(to));
	json_object_set_new(r->json, "was", json_integer(from));
	return 0;
}

/* Resolve BOX as a level value or a label prefix ("2", "box 2", "avail"). */
static int
find_box(struct session *s, struct track *t, const char *box, int *out)
{
	sqlite3_stmt	*st;
	int		 found = 0, v;

	if (sql_prepare(s->rules, "SELECT value, label FROM track_level "
	    "WHERE game = ?1 AND track = ?2 ORDER BY value", -1, &st, NULL) !=
	    SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *label = (const char *)sqlite3_column_text(st, 1);
		char a[64], b[64];

		v = sqlite3_column_int(st, 0);
		name_fold(box, a, sizeof a);
		name_fold(label, b, sizeof b);
		if ((parse_int(box, out) == 0 && *out == v) ||
		    strncmp(a, b, strlen(a)) == 0) {
			*out = v;
			found = 1;
			break;
		}
	}
	sqlite3_finalize(st);
	return found ? 0 : -1;
}

void
session_box_label(struct session *s, struct track *t, int v, char *out,
    size_t len)
{
	sqlite3_stmt	*st;

	snprintf(out, len, "box %d", v);
	if (sql_prepare(s->rules, "SELECT label FROM track_level WHERE "
	    "game = ?1 AND track = ?2 AND value = ?3", -1, &st, NULL) !=
	    SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 3, v);
	if (sqlite3_step(st) == SQLITE_ROW)
		snprintf(out, len, "%s", (const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
}

static void
show_boxes(struct session *s, struct track *t, struct reply *r)
{
	sqlite3_stmt	*st;
	json_t		*boxes = json_object();
	struct buf	 line;
	int		 i;

	buf_init(&line);
	reply_line(r, "%s (%s %s):", t->name, s->tag, t->section);
	if (sql_prepare(s->rules, "SELECT value, label FROM track_level "
	    "WHERE game = ?1 AND track = ?2 ORDER BY value DESC", -1, &st,
	    NULL) == SQLITE_OK) {
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, t->id, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW) {
			int v = sqlite3_column_int(st, 0);
			const char *label = (const char *)sqlite3_column_text(st,
			    1);
			json_t *a = json_array();

			buf_reset(&line);
			for (i = 0; i < s->nitems; i++)
				if (strcmp(s->items[i].track, t->id) == 0 &&
				    s->items[i].box == v) {
					buf_printf(&line, "%s%s", json_array_size(a)
					    ? ", " : "", s->items[i].item);
					json_array_append_new(a,
					    text_json(s->items[i].item));
				}
			reply_line(r, "  %-10s %s", label, line.len ? buf_str(&line)
			    : "-");
			json_object_set_new(boxes, label, a);
		}
		sqlite3_finalize(st);
	}
	buf_free(&line);
	json_object_set_new(r->json, "boxes", boxes);
}

int
session_box(struct session *s, const char *name, const char *verb,
    const char *item, const char *box, const struct event_source *src,
    struct reply *r)
{
	struct track	*t;
	char		 line[300], unit[sizeof s->items[0].item];
	int		 v, i, at = -1;

	if ((t = session_track_find(s, name, r)) == NULL)
		return -1;
	if (strcmp(t->kind, "boxes") != 0)
		return reply_fail(r, "%s is a number track: use `track %s +N`, "
		    "`-N` or `=N`", t->name, t->id);
	json_object_set_new(r->json, "track", json_string(t->id));
	if (verb == NULL) {
		show_boxes(s, t, r);
		return 0;
	}
	if (item == NULL || *item == '\0')
		return reply_fail(r, "usage: track %s put UNIT BOX, or track %s "
		    "take UNIT", t->id, t->id);
	/* Kept whole or refused: cut short, the name would no longer be the
	 * one typed (nor perhaps UTF-8). */
	if (strlen(item) >= sizeof s->items[0].item)
		return reply_fail(r, "a unit's name is at most %zu bytes (this one "
		    "is %zu)", sizeof s->items[0].item - 1, strlen(item));
	/* A unit put on the track is one of the scenario's, by the name the
	 * rules give it. */
	if (strcasecmp(verb, "put") == 0) {
		if (oob_unit(s, item, unit, sizeof unit, r) != 0)
			return -1;
		item = unit;
	}
	for (i = 0; i < s->nitems; i++)
		if (strcmp(s->items[i].track, t->id) == 0 &&
		    strcasecmp(s->items[i].item, item) == 0)
			at = i;
	if (strcasecmp(verb, "take") == 0 || strcasecmp(verb, "remove") == 0) {
		if (at < 0)
			return reply_fail(r, "%s is not on the %s", item, t->name);
		snprintf(line, sizeof line, "%s: %s taken off", t->name,
		    s->items[at].item);
		if (box_record(s, t, s->items[at].item, -1, line, src) != 0)
			return reply_fail(r, "cannot record the change");
		reply_line(r, "%s", line);
		return 0;
	}
	if (strcasecmp(verb, "put") != 0)
		return reply_fail(r, "\"%s\" is not a box command: expected put "
		    "or take", verb);
	if (box == NULL || find_box(s, t, box, &v) != 0)
		return reply_fail(r, "\"%s\" is not a box of the %s: `track %s` "
		    "lists them", box != NULL ? box : "", t->name, t->id);
	{
		char label[48];

		session_box_label(s, t, v, label, sizeof label);
		snprintf(line, sizeof line, "%s: %s into %s%s", t->name, item,
		    label, at >= 0 ? " (moved)" : "");
	}
	if (box_record(s, t, item, v, line, src) != 0)
		return reply_fail(r, "cannot record the change");
	reply_line(r, "%s", line);
	return 0;
}

int
session_track_add(struct session *s, struct track *t, int n, const char *why,
    const struct event_source *src, int *done, struct reply *r)
{
	char	 text[320];
	int	 floored, start = track_gain_from(s, t, t->value, n, &floored);
	int	 to = start + n;
	struct reply	 quiet;

	/* Another side's secret track moved by this view's command (a
	 * depot it captured stocking the enemy's sheet): recorded for its
	 * side, said to no one here. */
	if (track_hidden(s, t)) {
		reply_init(&quiet);
		r = &quiet;
	}
	/* Bounded: the track stops at its end, and says so. */
	if (t->has_lo && to < t->lo)
		to = t->lo;
	if (t->has_hi && to > t->hi)
		to = t->hi;
	*done = to - t->value;
	if (*done == 0) {
		reply_line(r, "  %s stays at %d: %s%s.", t->name, t->value, why,
		    n != 0 ? " (at its end)" : "");
		if (r == &quiet)
			reply_free(&quiet);
		return 0;
	}
	snprintf(text, sizeof text, "%s %d -> %d: %s%s", t->name, t->value,
	    to, why, to != start + n ? " (stopped at its end)" : "");
	reply_line(r, "  %s.", text);
	if (floored)
		say_floor(s, t, t->value, start, r);
	if (r == &quiet)
		reply_free(&quiet);
	return track_record(s, t, to, text, src);
}

int
session_side_track_add(struct session *s, const char *base, const char *side,
    int n, const char *why, const struct event_source *src, struct reply *r)
{
	struct track	*t;
	char		 id[96];
	int		 done;

	snprintf(id, sizeof id, "%s.%s", base, side);
	if ((t = session_track_by_id(s, id)) == NULL || n == 0)
		return 0;
	return session_track_add(s, t, n, why, src, &done, r);
}
