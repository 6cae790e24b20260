/* `undo SEQ`: taking back one command out of order, and only what must go
 * with it (undo_deps.c decides which), after showing exactly what goes.
 *
 * At the prompt the player sees the list and answers yes or no.  A script
 * or a campaign's server has nobody to ask: a command nothing depends on
 * goes alone, its reply saying so; one with dependants is refused with
 * the list and how to go on (`undo 42 all`), as `next PHASE yes` agrees
 * to a jump ahead.  In a campaign the commands another role gave since
 * are never taken back by surprise: named, and only with `all`, prompt or
 * not.  A side's rules are those of a bare `undo`: its own last command,
 * one that met no chance. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/prompt.h"
#include "adj/roles.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/undo.h"
#include "undo_int.h"

/* "#45 (Union), #46 (Confederate) and #50", of the dependants (from 1)
 * given by another role than the actor (others) or all of them. */
static int
name_dependants(struct session *s, const struct undo_set *set, int others,
    struct buf *b)
{
	int	 i, k = 0, n = 0;

	for (i = 1; i < set->n; i++)
		if (!others || strcmp(set->cmds[i].by, s->actor) != 0)
			n++;
	for (i = 1; i < set->n; i++) {
		const struct undo_cmd *u = &set->cmds[i];

		if (others && strcmp(u->by, s->actor) == 0)
			continue;
		k++;
		buf_printf(b, "%s#%lld", k == 1 ? "" : k == n ? " and " : ", ",
		    (long long)u->seq);
		if (u->by[0] != '\0')
			buf_printf(b, " (%s)", role_name(s, u->by));
	}
	return n;
}

/* The list: what `undo WORD` takes back, each command with who gave it
 * and what it was as the actor sees it, a dependant with why. */
static void
say_set(struct session *s, const char *word, const struct undo_set *set,
    struct reply *r)
{
	char		 what[512], by[32];
	struct buf	 t;
	json_t		*a = json_array();
	int		 i;

	buf_init(&t);
	for (i = 0; i < set->n; i++) {
		const struct undo_cmd *u = &set->cmds[i];

		undo_what(s, u->seq, s->actor, what, sizeof what, by, sizeof by);
		json_array_append_new(a, xjson_pack("{s:I, s:s, s:s, s:I, s:s}",
		    "seq", (json_int_t)u->seq, "by", u->by, "what", text_inline(
		    &t, what), "on", (json_int_t)u->on, "why", u->why));
		if (set->n == 1) {
			reply_line(r, "`%s` takes back #%lld alone (%s%s%s): "
			    "nothing later depends on it.", word,
			    (long long)u->seq, u->by[0] != '\0' ? role_name(s,
			    u->by) : "", u->by[0] != '\0' ? ": " : "", what);
			break;
		}
		if (i == 0)
			reply_line(r, "`%s` takes back %d commands:", word, set->n);
		reply_line(r, "  #%lld %s%s%s%s%s%s", (long long)u->seq,
		    u->by[0] != '\0' ? role_name(s, u->by) : "", u->by[0] !=
		    '\0' ? ": " : "", what, i > 0 ? " (" : "", u->why,
		    i > 0 ? ")" : "");
		if (i > 0 && u->on != set->cmds[0].seq)
			reply_line(r, "      (it depends on #%lld, which goes "
			    "too)", (long long)u->on);
	}
	buf_free(&t);
	json_object_set_new(r->json, "preview", a);
}

/* A side: its own last command only, as a bare undo takes it. */
static int
side_undo(struct session *s, const struct undo_ask *a, const char *reason,
    const struct undo_set *set, const char *word, struct reply *r)
{
	char	 by[32];
	int64_t	 last = undo_last(s, by, sizeof by);

	if (last < 0)
		return reply_fail(r, "cannot read the journal");
	if (set->cmds[0].seq != last)
		return reply_fail(r, "undo: a side takes back only its own last "
		    "command (`undo` alone), and #%lld is not that one; only the "
		    "umpire takes back an earlier one", (long long)a->seq);
	if (undo_side_may(s, last, by, r) != 0)
		return -1;
	say_set(s, word, set, r);
	if (a->preview)
		return 0;
	return undo_record(s, &last, 1, reason, r);
}

int
session_undo_seq(struct session *s, const struct undo_ask *a,
    struct reply *r)
{
	struct undo_set	 set;
	struct buf	 names;
	const char	*reason = a->reason;
	int64_t		*cmds;
	char		 err[256], word[64];
	int		 i, k, rc, campaign = s->actor[0] != '\0', umpire =
			    strcmp(s->actor, "umpire") == 0;

	if (reason != NULL && *reason == '\0')
		reason = NULL;
	if (undo_reason_check(reason, r) != 0)
		return -1;
	if (undo_dependants(s, a->seq, &set, err, sizeof err) != 0)
		return reply_fail(r, "undo: %s", err);
	snprintf(word, sizeof word, "undo %lld", (long long)a->seq);
	if (campaign && !umpire) {
		rc = side_undo(s, a, reason, &set, word, r);
		undo_set_free(&set);
		return rc;
	}
	say_set(s, word, &set, r);
	rc = 0;
	buf_init(&names);
	if (a->preview)
		;
	else if (campaign && !a->all && (k = name_dependants(s, &set, 1,
	    &names)) > 0)
		/* What another role did meanwhile goes only when said. */
		rc = reply_fail(r, "undo: %s %s on #%lld and %s another role's: "
		    "nothing taken back (`undo %lld all%s` takes back all %d)",
		    buf_str(&names), k > 1 ? "depend" : "depends",
		    (long long)set.cmds[0].seq, k > 1 ? "are" : "is",
		    (long long)a->seq, reason == NULL ? " reason=WHY" : "", set.n);
	else if (set.n > 1 && !a->all && s->ask == NULL) {
		k = name_dependants(s, &set, 0, &names);
		rc = reply_fail(r, "undo: %s %s on #%lld: nothing taken back "
		    "(`undo %lld all%s` takes back all %d)", buf_str(&names),
		    k > 1 ? "depend" : "depends", (long long)set.cmds[0].seq,
		    (long long)a->seq, umpire && reason == NULL ?
		    " reason=WHY" : "", set.n);
	} else if (umpire && reason == NULL)
		rc = reply_fail(r, "undo: in a shared campaign the umpire says "
		    "why, for every role to read: `undo %lld%s reason=WHY`",
		    (long long)a->seq, a->all ? " all" : "");
	else if (s->ask != NULL)
		rc = prompt_agree(s->ask, s->ask_arg, r, set.n == 1 ? "Take it "
		    "back? (yes/no) > " : "Take them all back? (yes/no) > ",
		    "nothing taken back");
	buf_free(&names);
	if (rc != 0 || a->preview) {
		undo_set_free(&set);
		return rc;
	}
	cmds = xcalloc((size_t)set.n, sizeof *cmds);
	for (i = 0; i < set.n; i++)
		cmds[i] = set.cmds[i].seq;
	rc = undo_record(s, cmds, set.n, reason, r);
	free(cmds);
	undo_set_free(&set);
	return rc;
}

int
session_undo_preview(struct session *s, struct reply *r)
{
	struct undo_set	 set;
	char		 by[32], err[256];
	int64_t		 last;

	if ((last = undo_last(s, by, sizeof by)) < 0)
		return reply_fail(r, "cannot read the journal");
	if (last == 0)
		return reply_fail(r, "nothing to undo: the game is at its start");
	if (undo_side_may(s, last, by, r) != 0)
		return -1;
	if (undo_dependants(s, last, &set, err, sizeof err) != 0)
		return reply_fail(r, "undo: %s", err);
	say_set(s, "undo", &set, r);
	undo_set_free(&set);
	return 0;
}
