/* The commanders the umpire puts under a side (adj/roles.h): which role
 * a player's word names, adding one, and the list a view may read.  (A
 * role's side and printed name are sides.c's, beside the views; the
 * roster the fold keeps is roster.c's.)  No game's side is named here:
 * sides come from the game's data, commanders from the campaign's own
 * journal. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/names.h"
#include "adj/reply.h"
#include "adj/roles.h"
#include "adj/roster_data.h"
#include "adj/session.h"

int
role_resolve(struct session *s, const char *typed, char *out, size_t len)
{
	const char	*names[ROSTER_MAX];
	int		 i, hit;

	if (strcasecmp(typed, "umpire") == 0) {
		snprintf(out, len, "umpire");
		return 0;
	}
	for (i = 0; i < s->roster.n; i++) {
		names[i] = strchr(s->roster.commander[i], '/') + 1;
		/* By name or whole (SIDE/NAME), exactly. */
		if (strcasecmp(typed, names[i]) == 0 || strcasecmp(typed,
		    s->roster.commander[i]) == 0) {
			snprintf(out, len, "%s", s->roster.commander[i]);
			return 0;
		}
	}
	if (session_side(s, typed, out, len) == 0)
		return 0;
	/* Then a commander by a unique start of the name. */
	if ((hit = name_match(typed, names, NULL, s->roster.n)) >= 0) {
		snprintf(out, len, "%s", s->roster.commander[hit]);
		return 0;
	}
	return -1;
}

/* A commander's name: a lower-case word (letters, digits, '-'), which
 * is neither a role already nor a side's name. */
static int
name_ok(struct session *s, const char *name, struct reply *r)
{
	const char	*p;
	char		 side[ROLE_LEN];

	if (!islower((unsigned char)name[0]) || strlen(name) > ROLE_NAME_MAX)
		return reply_fail(r, "\"%s\": a commander's name is a word of "
		    "at most %d lower-case letters, digits and '-', starting "
		    "with a letter (e.g. longstreet)", name, ROLE_NAME_MAX);
	for (p = name; *p != '\0'; p++)
		if (!islower((unsigned char)*p) && !isdigit((unsigned char)*p) &&
		    *p != '-')
			return reply_fail(r, "\"%s\": a commander's name is a "
			    "word of lower-case letters, digits and '-' (e.g. "
			    "longstreet)", name);
	if (strcmp(name, "umpire") == 0 || strcmp(name, "observer") == 0 ||
	    session_side(s, name, side, sizeof side) == 0)
		return reply_fail(r, "\"%s\" names a role already: give the "
		    "commander a name of his own", name);
	return 0;
}

/* ", holding A, B and C" after text. */
static void
holds_said(struct session *s, json_t *holds, char *text, size_t len)
{
	char	 name[96];
	size_t	 k, n = json_array_size(holds), at;

	for (k = 0; k < n; k++) {
		roster_name_of(s, json_string_value(json_array_get(holds, k)),
		    name, sizeof name);
		at = strlen(text);
		snprintf(text + at, len - at, "%s%s", k == 0 ? ", holding " :
		    k + 1 == n ? " and " : ", ", name);
	}
}

int
role_add(struct session *s, const char *typed, const char *name, char *out,
    size_t len, struct reply *r)
{
	char	 side[ROLE_LEN], role[2 * ROLE_LEN], text[512];
	json_t	*d;
	int	 i, data;

	if (session_side(s, typed, side, sizeof side) != 0)
		return session_side_refused(s, typed, r);
	if (name_ok(s, name, r) != 0)
		return -1;
	for (i = 0; i < s->roster.n; i++)
		if (strcmp(strchr(s->roster.commander[i], '/') + 1, name) == 0)
			return reply_fail(r, "%s is a commander already, under "
			    "the %s", name, session_side_name(s, role_side(
			    s->roster.commander[i])));
	if (s->roster.n == ROSTER_MAX)
		return reply_fail(r, "a campaign has at most %d commanders",
		    ROSTER_MAX);
	if ((size_t)snprintf(role, sizeof role, "%s/%s", side, name) >=
	    ROLE_LEN)
		return reply_fail(r, "\"%s\": a shorter name, please (at most "
		    "%zu letters under the %s)", name, ROLE_LEN - 2 -
		    strlen(side), session_side_name(s, side));
	d = xjson_pack("{s:s, s:s, s:s}", "commander", role, "side", side,
	    "name", name);
	/* A role of the game's data brings what it holds. */
	if ((data = roster_role_data(s, side, name, d, r)) < 0) {
		json_decref(d);
		return -1;
	}
	snprintf(text, sizeof text, "%c%s joins the %s as a%s commander",
	    toupper((unsigned char)name[0]), name + 1, session_side_name(s,
	    side), json_is_true(json_object_get(d, "overall")) ? "n overall" :
	    "");
	if (json_object_get(d, "holds") != NULL)
		holds_said(s, json_object_get(d, "holds"), text, sizeof text);
	/* Its side and the umpire know who commands under it; the enemy
	 * learns it from the map, if at all. */
	if (session_record_vis(s, "role", text, d, side) != 0)
		return reply_fail(r, "cannot record the commander");
	reply_sentence(r, text);
	snprintf(out, len, "%s", role);
	return 0;
}

/* What commander c holds, as one line after his and into o. */
static void
holds_show(struct session *s, const char *c, json_t *o, struct reply *r)
{
	json_t	*a = json_array();
	char	 line[1024] = "", name[96];
	size_t	 at;
	int	 i;

	for (i = 0; i < s->roster.nhold; i++) {
		if (strcmp(s->roster.hold[i].by, c) != 0)
			continue;
		roster_name_of(s, s->roster.hold[i].what, name, sizeof name);
		at = strlen(line);
		snprintf(line + at, sizeof line - at, "%s%s%s", at ? "; " : "",
		    name, roster_is_duty(s, s->roster.hold[i].what) ? " (duty)" :
		    "");
		json_array_append_new(a, json_string(s->roster.hold[i].what));
	}
	if (line[0] != '\0')
		reply_line(r, "  %-24s holds %s", "", line);
	json_object_set_new(o, "holds", a);
}

void
roster_show(struct session *s, struct reply *r)
{
	json_t		*a = json_array(), *o;
	const char	*c;
	char		 why[256];
	int		 i, data = s->roster.nhold > 0;

	for (i = 0; i < s->roster.n; i++) {
		c = s->roster.commander[i];
		if (!session_may_see(s, role_side(c)))
			continue;
		if (json_array_size(a) == 0)
			reply_line(r, "Commanders (each with a token; `message "
			    "NAME TEXT` writes to one):");
		reply_line(r, "  %-24s %s%s", c, role_name(s, c), data &&
		    role_is_overall(s, c) ? ", overall commander" : "");
		o = xjson_pack("{s:s, s:s}", "role", c, "name", role_name(s, c));
		if (data) {
			json_object_set_new(o, "overall", json_boolean(
			    role_is_overall(s, c)));
			holds_show(s, c, o, r);
		}
		json_array_append_new(a, o);
	}
	json_object_set_new(r->json, "commanders", a);
	/* The rule on corps counts, said where it does not hold. */
	for (i = 0; data && i < s->roster.n; i++) {
		c = s->roster.commander[i];
		if (session_may_see(s, role_side(c)) && role_is_overall(s, c) &&
		    roster_shortfall(s, role_side(c), why, sizeof why) > 0)
			reply_line(r, "Not yet as the rules want it: %s.", why);
	}
}
