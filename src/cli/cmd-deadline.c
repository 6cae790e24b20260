/* `deadline +10m|+1h|+30s|HH:MM [WHAT] [then=random|pass]`, `deadline off
 * [WHAT]` and `deadline due`: the umpire's deadlines on what a shared
 * campaign waits for (adj/owed.h).  A deadline is a "deadline" event every
 * role reads, folded onto the owed entries it names; an entry answered
 * in time is forgotten with its deadline.  When one falls due the server
 * runs `deadline due` as the umpire (src/server/deadlines.c): the
 * entry's own force (at random) or pass, as the mechanism that owes it
 * spelt it, in the same command as the line saying it fell due. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "adj/num.h"
#include "adj/xalloc.h"
#include "adj/owed.h"
#include "adj/text.h"
#include "cli.h"

#define DEADLINE_WORDS	16	/* words of a force line */

/* When: "+10m", "+1h", "+30s" from now, or "HH:MM" the next such time
 * of this machine's (the server's) clock.  0, or -1 with why in r. */
static int
parse_when(const char *w, time_t now, time_t *due, struct reply *r)
{
	char		 num[16], unit;
	long long	 n;
	int		 hh, mm;
	size_t		 len = strlen(w);
	struct tm	 tm;

	if (w[0] == '+' && len >= 3 && len < sizeof num) {
		unit = w[len - 1];
		snprintf(num, sizeof num, "%.*s", (int)(len - 2), w + 1);
		if ((unit == 's' && num_parse(num, 1, 86400, &n) == 0) ||
		    (unit == 'm' && num_parse(num, 1, 1440, &n) == 0) ||
		    (unit == 'h' && num_parse(num, 1, 48, &n) == 0)) {
			*due = now + (time_t)(unit == 's' ? n : unit == 'm' ?
			    n * 60 : n * 3600);
			return 0;
		}
	} else if (len == 5 && w[2] == ':') {
		snprintf(num, sizeof num, "%.2s", w);
		if (num_int(num, 0, 23, &hh) == 0 && num_int(w + 3, 0, 59,
		    &mm) == 0 && isdigit((unsigned char)num[0]) &&
		    isdigit((unsigned char)w[3])) {
			localtime_r(&now, &tm);
			tm.tm_hour = hh;
			tm.tm_min = mm;
			tm.tm_sec = 0;
			tm.tm_isdst = -1;
			if ((*due = mktime(&tm)) <= now) {
				tm.tm_mday++;	/* the next such time */
				tm.tm_isdst = -1;
				*due = mktime(&tm);
			}
			return 0;
		}
	}
	return reply_fail(r, "deadline: \"%s\" is not a time: expected +Ns "
	    "(1-86400), +Nm (1-1440), +Nh (1-48) or HH:MM (the server's "
	    "clock)", w);
}

/* Does WHAT (words, lower-cased) name entry o: a prefix of its role, its
 * role's name, its what, or "ROLE WHAT"? */
static int
names(struct session *s, json_t *o, const char *what)
{
	char		 full[256];
	const char	*role = json_text(o, "role"), *name = role_name(s, role);
	size_t		 n = strlen(what);

	if (strncasecmp(role, what, n) == 0 || strncasecmp(name, what, n) == 0 ||
	    strncasecmp(json_text(o, "what"), what, n) == 0)
		return 1;
	snprintf(full, sizeof full, "%s %s", role, json_text(o, "what"));
	if (strncasecmp(full, what, n) == 0)
		return 1;
	snprintf(full, sizeof full, "%s %s", name, json_text(o, "what"));
	return strncasecmp(full, what, n) == 0;
}

/* The entries of list WHAT names (all when NULL; those with a deadline
 * only, for off): a new array, or NULL with why in r. */
static json_t *
chosen(struct session *s, json_t *list, const char *what, int with_due,
    struct reply *r)
{
	json_t		*out = json_array(), *o;
	size_t		 i;

	json_array_foreach(list, i, o) {
		if (with_due && !json_is_string(json_object_get(o, "deadline")))
			continue;
		/* All: the sides' (the umpire's own only by name). */
		if (what == NULL && !with_due && strcmp(json_text(o, "side"),
		    "umpire") == 0)
			continue;
		if (what == NULL || names(s, o, what))
			json_array_append(out, o);
	}
	if (json_array_size(out) == 0) {
		json_decref(out);
		reply_fail(r, "deadline: %s%s%s", what != NULL ? "\"" : "",
		    what != NULL ? what : "", what != NULL ? with_due ?
		    "\" names no owed choice with a deadline (`owed` lists "
		    "them)" : "\" names no owed choice (`owed` lists them)" :
		    with_due ? "no owed choice has a deadline" :
		    "nothing is owed: no deadline to set");
		return NULL;
	}
	if (what != NULL && json_array_size(out) > 1) {
		json_decref(out);
		reply_fail(r, "deadline: \"%s\" names more than one owed choice: "
		    "say whose and what (`owed` lists them), or no WHAT for all",
		    what);
		return NULL;
	}
	return out;
}

/* "Union Key chits, Confederate Key chits" */
static void
entries_text(struct session *s, json_t *list, struct buf *b)
{
	json_t	*o;
	size_t	 i;

	json_array_foreach(list, i, o)
		buf_printf(b, "%s%s %s", i ? ", " : "", role_name(s,
		    json_text(o, "role")), json_text(o, "what"));
}

/* The event's entries: [{role, what}]. */
static json_t *
entries_json(json_t *list)
{
	json_t	*out = json_array(), *o;
	size_t	 i;

	json_array_foreach(list, i, o)
		json_array_append_new(out, xjson_pack("{s:s, s:s}", "role",
		    json_text(o, "role"), "what", json_text(o, "what")));
	return out;
}

/* Each side owing one of them is told (the umpire reads it anyway). */
static int
tell_sides(struct session *s, json_t *list, const char *text)
{
	json_t	*o;
	size_t	 i, j;

	json_array_foreach(list, i, o) {
		for (j = 0; j < i; j++)
			if (strcmp(json_text(json_array_get(list, j), "side"),
			    json_text(o, "side")) == 0)
				break;
		if (j == i && strcmp(json_text(o, "side"), "umpire") != 0 &&
		    session_notice(s, json_text(o, "side"), text) != 0)
			return -1;
	}
	return 0;
}

static int
set_deadline(struct session *s, json_t *list, time_t due, const char *then,
    struct reply *r)
{
	struct buf	 who;
	char		 iso[32], span[24], text[512];
	struct tm	 tm;
	int		 rc;

	owed_iso(due, iso, sizeof iso);
	localtime_r(&due, &tm);
	owed_span((long long)(due - time(NULL)), span, sizeof span);
	buf_init(&who);
	entries_text(s, list, &who);
	snprintf(text, sizeof text, "Deadline %02d:%02d (in %s) on %s: then "
	    "the umpire's force, %s", tm.tm_hour, tm.tm_min, span,
	    buf_str(&who), strcmp(then, "pass") == 0 ? "a pass where it "
	    "allows one" : "at random");
	buf_free(&who);
	rc = session_record(s, "deadline", text, xjson_pack("{s:o, s:s, s:s}",
	    "entries", entries_json(list), "due", iso, "then", then)) != 0 ||
	    tell_sides(s, list, text) != 0;
	if (rc)
		return reply_fail(r, "cannot record the deadline");
	reply_sentence(r, text);
	return 0;
}

static int
cancel(struct session *s, json_t *list, struct reply *r)
{
	struct buf	 who;
	char		 text[512];

	buf_init(&who);
	entries_text(s, list, &who);
	snprintf(text, sizeof text, "Deadline off on %s", buf_str(&who));
	buf_free(&who);
	if (session_record(s, "deadline", text, xjson_pack("{s:o}", "entries",
	    entries_json(list))) != 0 || tell_sides(s, list, text) != 0)
		return reply_fail(r, "cannot record it");
	reply_sentence(r, text);
	return 0;
}

/* Run line (a force: the umpire's) as this command's own. */
static int
run_force(struct cmd_ctx *x, const char *line, struct reply *r)
{
	const struct cmd_entry	*e;
	struct cmd_ctx		 y;
	char			 copy[256], *argv[DEADLINE_WORDS + 1], *w,
				*save = NULL;
	int			 argc = 0, amb;

	snprintf(copy, sizeof copy, "%s", line);
	for (w = strtok_r(copy, " ", &save); w != NULL && argc <
	    DEADLINE_WORDS; w = strtok_r(NULL, " ", &save))
		argv[argc++] = w;
	argv[argc] = NULL;
	if (argc == 0 || (e = cli_find(x->c, argv[0], &amb)) == NULL ||
	    e->exec == NULL)
		return reply_fail(r, "deadline: the owed choice's force "
		    "\"%s\" is no command here", line);
	memset(&y, 0, sizeof y);
	y.c = x->c;
	y.entry = e;
	y.line = line;
	return e->exec(&y, argc, argv, r);
}

/* The server's, when a deadline falls due (the umpire may too): each
 * entry due is made by its force, or its pass. */
static int
due_now(struct cmd_ctx *x, json_t *list, struct reply *r)
{
	struct session	*s = x->c->s;
	json_t		*o, *one;
	const char	*line;
	char		 text[512];
	size_t		 i;
	int		 n = 0;

	json_array_foreach(list, i, o) {
		if (!json_is_string(json_object_get(o, "deadline")) ||
		    owed_iso_time(json_text(o, "deadline")) > time(NULL))
			continue;
		line = strcmp(json_text(o, "then"), "pass") == 0 &&
		    json_is_string(json_object_get(o, "pass")) ?
		    json_text(o, "pass") : json_text(o, "force");
		one = xjson_pack("[O]", o);
		snprintf(text, sizeof text, "The deadline on the %s %s fell "
		    "due: the umpire's `%s`", role_name(s, json_text(o,
		    "role")), json_text(o, "what"), line[0] != '\0' ? line :
		    "(nothing can make it)");
		/* The line first, then the choice made: one command. */
		if (session_record(s, "deadline", text, xjson_pack("{s:o, s:b}",
		    "entries", entries_json(one), "fell_due", 1)) != 0) {
			json_decref(one);
			return reply_fail(r, "cannot record it");
		}
		json_decref(one);
		reply_sentence(r, text);
		if (line[0] != '\0' && run_force(x, line, r) != 0)
			return -1;
		n++;
	}
	if (n == 0)
		return reply_fail(r, "deadline due: no deadline has fallen due");
	return 0;
}

static int
cmd_deadline_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct session	*s = c->s;
	json_t		*list, *pick = NULL;
	const char	*then = "random";
	char		 what[128] = "";
	time_t		 due = 0, now = time(NULL);
	int		 i, rc, off, first = 2;
	size_t		 n = 0;

	if (argc < 2)
		return cli_usage(c, x->entry, NULL, r);
	off = strcasecmp(argv[1], "off") == 0;
	if (strcasecmp(argv[1], "due") == 0 && argc == 2) {
		list = owed_list(s);
		rc = due_now(x, list, r);
		json_decref(list);
		return rc;
	}
	if (!off && parse_when(argv[1], now, &due, r) != 0)
		return -1;
	for (i = first; i < argc; i++) {
		if (strncasecmp(argv[i], "then=", 5) == 0 && !off) {
			if (strcasecmp(argv[i] + 5, "random") != 0 &&
			    strcasecmp(argv[i] + 5, "pass") != 0)
				return reply_fail(r, "deadline: then=%s: expected "
				    "then=random or then=pass", argv[i] + 5);
			then = strcasecmp(argv[i] + 5, "pass") == 0 ? "pass" :
			    "random";
			continue;
		}
		n += (size_t)snprintf(what + n, n < sizeof what ? sizeof what -
		    n : 0, "%s%s", n ? " " : "", argv[i]);
		if (n >= sizeof what)
			return reply_fail(r, "deadline: WHAT is too long: "
			    "expected whose and what, as `owed` lists them");
	}
	list = owed_list(s);
	pick = chosen(s, list, what[0] ? what : NULL, off, r);
	json_decref(list);
	if (pick == NULL)
		return -1;
	rc = off ? cancel(s, pick, r) : set_deadline(s, pick, due, then, r);
	json_decref(pick);
	return rc;
}

const struct cmd_entry cmd_deadline_entry = {
	.name = "deadline",
	.args = "WHEN [WHAT...] [then=random|pass] | off [WHAT...] | due",
	.summary = "the umpire's deadline on what the campaign waits for",
	.example = "deadline +10m",
	.more = "A deadline on one owed choice (WHAT: whose and what, as "
	    "`owed` lists\n"
	    "them, the start of it enough) or, without WHAT, on every one.\n"
	    "WHEN: +10m, +1h or +30s from now, or HH:MM, the next such time "
	    "of the\n"
	    "server's clock (its local time).  Every role reads it, the side\n"
	    "owing is told, and its prompt counts down.  When it falls due "
	    "the\n"
	    "server makes the choice as the umpire's `force` would: at "
	    "random, or\n"
	    "with then=pass a pass where the choice allows one; answered in "
	    "time,\n"
	    "it does nothing.  `deadline off [WHAT]` cancels; `deadline due` "
	    "applies\n"
	    "what has fallen due now (the server does so by itself).",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_UMPIRE |
	    CMD_JOINED,
	.exec = cmd_deadline_exec,
};
