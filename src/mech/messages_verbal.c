/* The umpire's ruling on verbal communication: which two commanders may
 * talk this turn, and about which of the commanders (leaders) they hold.
 * The program cannot see the map, so whether two commanders are near
 * enough, or near a connecting railroad (The Long Roads to Gettysburg
 * 21.2), is the umpire's to rule; the ruling is recorded, read by the two
 * commanders named and the umpire, and anything outside it still goes in
 * writing (message COMMANDER ... distance=N). */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "adj/prepare.h"
#include "messages_int.h"

/* "meade,sedgwick": names as the umpire typed them, each a word of
 * letters, digits, '-' or '\''. */
static int
about_ok(const char *about)
{
	const char	*p;
	int		 word = 0;

	for (p = about; *p != '\0'; p++) {
		if (*p == ',') {
			if (!word)
				return 0;
			word = 0;
		} else if (isalnum((unsigned char)*p) || *p == '-' || *p == '\'')
			word = 1;
		else
			return 0;
	}
	return word;
}

/* Is each name one of the side's commanders in the game's data (when
 * it names them: commander_role)?  The first that is not into bad. */
static int
about_known(struct session *s, const char *side, const char *about,
    char *bad, size_t len)
{
	sqlite3_stmt	*st;
	char		 name[64];
	const char	*p = about, *e;
	int		 ok = 1;

	if (rules_int(s->rules, 0, "SELECT count(*) FROM commander_role WHERE "
	    "game = ?1 AND side = ?2", s->game, side) == 0)
		return 1;	/* the data names none: as typed */
	if (sql_prepare(s->rules, "SELECT 1 FROM commander_role WHERE "
	    "game = ?1 AND side = ?2 AND id = lower(?3)", -1, &st, NULL) !=
	    SQLITE_OK)
		return 1;
	while (ok && *p != '\0') {
		e = strchr(p, ',');
		snprintf(name, sizeof name, "%.*s", (int)(e != NULL ? e - p :
		    (ptrdiff_t)strlen(p)), p);
		sqlite3_reset(st);
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, side, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, name, -1, SQLITE_TRANSIENT);
		if (sqlite3_step(st) != SQLITE_ROW) {
			snprintf(bad, len, "%s", name);
			ok = 0;
		}
		p = e != NULL ? e + 1 : p + strlen(p);
	}
	sqlite3_finalize(st);
	return ok;
}

struct verbal_walk {
	struct session	*s;
	const char	*who;
	struct reply	*r;
	json_t		*list;
	char		 last[64];
};

static int
verbal_one(const struct event *e, void *arg)
{
	struct verbal_walk	*w = arg;
	json_t			*d;
	char			 id[64];

	if (strcmp(e->kind, "verbal") != 0 || e->turn != w->s->turn ||
	    !view_may_see(w->who, e->vis) || (d = json_loads(e->data, 0,
	    NULL)) == NULL)
		return 0;
	/* One ruling is two events (one for each commander): said once. */
	snprintf(id, sizeof id, "%lld", (long long)e->cmd);
	if (strcmp(id, w->last) != 0) {
		snprintf(w->last, sizeof w->last, "%s", id);
		reply_line(w->r, "  %s", e->text);
		json_array_append(w->list, d);
	}
	json_decref(d);
	return 0;
}

static int
verbal_list(struct session *s, struct reply *r)
{
	struct verbal_walk	 w;

	memset(&w, 0, sizeof w);
	w.s = s;
	w.who = messages_is_umpire(s) ? "umpire" : messages_who(s);
	w.r = r;
	w.list = json_array();
	if (journal_each_kept(s->j, INT64_MAX, verbal_one, &w) < 0) {
		json_decref(w.list);
		return reply_fail(r, "cannot read the journal: %s",
		    journal_error(s->j));
	}
	if (json_array_size(w.list) == 0)
		reply_line(r, "No ruling on verbal communication this turn%s.",
		    messages_is_umpire(s) ? "" : " names you");
	json_object_set_new(r->json, "verbal", w.list);
	return 0;
}

int
message_verbal(struct session *s, const char *a_typed, const char *b_typed,
    const char *about, const char *why, struct reply *r)
{
	char		 a[32], b[32], text[900], bad[64];
	struct buf	 q, names;
	const char	*p;
	json_t		*d;
	int		 rc;

	if (a_typed == NULL)
		return verbal_list(s, r);
	if (!messages_is_umpire(s) || messages_at_table(s))
		return reply_fail(r, "verbal communication is the umpire's "
		    "ruling%s", messages_at_table(s) ? " (at the table's "
		    "screen, where every side types: `view umpire` first)" : "");
	if (role_resolve(s, a_typed, a, sizeof a) != 0 || !role_commander(s,
	    a) || b_typed == NULL || role_resolve(s, b_typed, b, sizeof b) != 0 ||
	    !role_commander(s, b))
		return reply_fail(r, "expected two commanders `role list` names: "
		    "verbal COMMANDER COMMANDER about=NAME[,NAME...] [TEXT]");
	if (strcmp(a, b) == 0 || strcmp(role_side(a), role_side(b)) != 0)
		return reply_fail(r, "a ruling names two commanders of one side: "
		    "%s and %s", role_name(s, a), role_name(s, b));
	if (about == NULL || !about_ok(about))
		return reply_fail(r, "expected about=NAME[,NAME...], the "
		    "commanders they may talk about (words, comma-separated)");
	if (!about_known(s, role_side(a), about, bad, sizeof bad)) {
		char	*ids = rules_text(s->rules, "SELECT group_concat(id, ', ') "
			    "FROM (SELECT id FROM commander_role WHERE game = ?1 "
			    "AND side = ?2 ORDER BY pos)", s->game, role_side(a));

		reply_fail(r, "about=%s: no commander of the %s by that name: "
		    "expected %s", bad, session_side_name(s, role_side(a)),
		    ids != NULL ? ids : "one the game names");
		free(ids);
		return -1;
	}
	buf_init(&names);
	for (p = about; *p != '\0'; p++)
		if (*p == ',')
			buf_add(&names, ", ");
		else
			buf_printf(&names, "%c", *p);
	buf_init(&q);
	snprintf(text, sizeof text, "The umpire rules: %s and %s may talk "
	    "this turn about %s only; anything else in writing%s%s", role_name(s,
	    a), role_name(s, b), buf_str(&names), why != NULL && *why != '\0' ?
	    " (why: " : "", why != NULL && *why != '\0' ? text_quote(&q, why) :
	    "");
	if (why != NULL && *why != '\0')
		strncat(text, ")", sizeof text - strlen(text) - 1);
	buf_free(&q);
	d = xjson_pack("{s:s, s:s, s:s, s:s}", "a", a, "b", b, "about", about,
	    "why", why != NULL ? why : "");
	/* Read by the two named and the umpire: one event each. */
	rc = session_record_vis(s, "verbal", text, json_deep_copy(d), a);
	if (rc == 0)
		rc = session_record_vis(s, "verbal", text, json_incref(d), b);
	json_decref(d);
	buf_free(&names);
	if (rc != 0)
		return reply_fail(r, "cannot record the ruling");
	reply_line(r, "%s.", text);
	json_object_set_new(r->json, "verbal", xjson_pack("{s:s, s:s, s:s}",
	    "a", a, "b", b, "about", about));
	return 0;
}
