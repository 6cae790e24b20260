/* Commanders holding formations: control changing hands between a side's
 * commanders (`command FORMATION COMMANDER`), by the game's command_window
 * and command_bar rows.  What each holds is the roster's, folded from the
 * "role" events (src/core/roster.c); the roles and their defaults are
 * roster_data.c's.  The Long Roads to Gettysburg's Multiple Commanders
 * (21.1) uses it; a GCACW volume with the same optional rule, or a Blind
 * Swords module's commands split among players, would be rows only.  The
 * program cannot see the map: what the rules ask of a change to the
 * overall commander (a distance) is the players' word `near`, or the
 * umpire's ruling. */
#include <stdio.h>
#include <string.h>

#include <sqlite3.h>

#include "adj/buf.h"
#include "adj/mech/commanders.h"
#include "adj/reply.h"
#include "adj/roles.h"
#include "adj/roster_data.h"
#include "adj/session.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "adj/prepare.h"

/* The step's index of phase id, or nphases. */
static int
step_of(struct session *s, const char *id)
{
	int	 i = session_step_of(s, id);

	return i < 0 ? s->nphases : i;
}

/* May control change now: 1 with the fatigue reminder, 0 without, -1 not
 * now (why says when).  to_overall: what a change to the overall
 * commander needs ("" when nothing); sect its section. */
static int
window(struct session *s, char *to_overall, size_t olen, char *sect,
    size_t slen, char *why, size_t wlen)
{
	sqlite3_stmt	*st;
	const char	*phase, *kind, *flag;
	char		 name[96];
	int		 rc = -1, any = 0, at;

	to_overall[0] = sect[0] = '\0';
	snprintf(why, wlen, "control changes");
	if (sql_prepare(s->rules, "SELECT w.phase, w.kind, w.fatigue, "
	    "COALESCE(w.when_set, ''), COALESCE(w.to_overall, ''), w.section, "
	    "p.name FROM command_window w JOIN phase p ON p.game = w.game AND "
	    "p.id = w.phase WHERE w.game = ?1 ORDER BY w.kind DESC, p.seq", -1,
	    &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	at = s->phase;
	while (rc < 0 && sqlite3_step(st) == SQLITE_ROW) {
		phase = (const char *)sqlite3_column_text(st, 0);
		kind = (const char *)sqlite3_column_text(st, 1);
		flag = (const char *)sqlite3_column_text(st, 3);
		snprintf(sect, slen, "%s", sqlite3_column_text(st, 5));
		if (strcmp(kind, "setup") == 0) {
			if (s->turn == s->first_turn && at < step_of(s, phase))
				rc = 0;
			continue;
		}
		any = 1;
		if (to_overall[0] == '\0')
			snprintf(to_overall, olen, "%s", sqlite3_column_text(st,
			    4));
		if (at < s->nphases && (strcmp(s->phases[at].id, phase) == 0 ||
		    strcmp(s->phases[at].top, phase) == 0) && (flag[0] ==
		    '\0' || roster_flag(s, flag)))
			rc = sqlite3_column_int(st, 2);
		else if (flag[0] == '\0') {
			snprintf(name, sizeof name, "%s", sqlite3_column_text(st,
			    6));
			snprintf(why, wlen, "control changes in the %s (%s), "
			    "not now: `next %s` goes there", name, sect, phase);
		}
	}
	sqlite3_finalize(st);
	return any ? rc : 0;
}

/* The corps count rule after what goes to to: worse than before? */
static int
count_worse(struct session *s, const char *what, const char *to, char *why,
    size_t len)
{
	struct roster	*ro = &s->roster;
	char		 was[ROLE_LEN];
	int		 before, after, i;

	before = roster_shortfall(s, role_side(to), NULL, 0);
	for (i = 0; i < ro->nhold; i++)
		if (strcmp(ro->hold[i].what, what) == 0)
			break;
	if (i == ro->nhold) {
		if (ro->nhold == HOLD_MAX)
			return 0;
		snprintf(ro->hold[i].what, ROLE_LEN, "%s", what);
		ro->hold[i].moved = 0;
		was[0] = '\0';
		ro->nhold++;
	} else
		snprintf(was, sizeof was, "%s", ro->hold[i].by);
	snprintf(ro->hold[i].by, ROLE_LEN, "%s", to);
	after = roster_shortfall(s, role_side(to), why, len);
	/* Put back: the event, if any, changes it. */
	if (was[0] == '\0')
		ro->nhold--;
	else
		snprintf(ro->hold[i].by, ROLE_LEN, "%s", was);
	return after > before;
}

int
commanders_change(struct session *s, const char *what, const char *typed,
    int near, struct reply *r)
{
	char		 to[ROLE_LEN], id[ROLE_LEN], fside[ROLE_LEN], why[512];
	char		 name[96], text[640], to_overall[160], sect[24];
	const char	*from;
	struct buf	 q;
	int		 fatigue, duty, rc;

	if (s->roster.n == 0)
		return reply_fail(r, "command: no commanders in this game: a "
		    "campaign's umpire adds them (`role add SIDE NAME`, or `serve "
		    "new ... commanders=ID,...`)");
	buf_init(&q);
	rc = 0;
	if (role_resolve(s, typed, to, sizeof to) != 0 ||
	    !role_commander(s, to) || !session_may_see(s, role_side(to)))
		rc = reply_fail(r, "command: %s: no commander of yours to give "
		    "it to (`role list` names them)", text_quote(&q, typed));
	else if (roster_find(s, what, role_side(to), id, sizeof id, fside,
	    sizeof fside) != 0)
		rc = reply_fail(r, "command: %s: no formation or duty of this "
		    "game (`role list` shows what each commander holds)",
		    text_quote(&q, what));
	buf_free(&q);
	if (rc != 0)
		return rc;
	roster_name_of(s, id, name, sizeof name);
	duty = roster_is_duty(s, id);
	if (strcmp(fside, role_side(to)) != 0)
		return reply_fail(r, "command: the %s is the %s's: it goes to "
		    "one of that side's commanders", name,
		    session_side_name(s, fside));
	from = role_holder(s, id);
	if (from != NULL && strcmp(from, to) == 0)
		return reply_fail(r, "command: %s holds the %s already",
		    role_name(s, to), name);
	if ((fatigue = window(s, to_overall, sizeof to_overall, sect,
	    sizeof sect, why, sizeof why)) < 0)
		return reply_fail(r, "command: %s", why);
	if (roster_barred(s, id, to, why, sizeof why))
		return reply_fail(r, "command: %s", why);
	if (!duty && to_overall[0] != '\0' && role_is_overall(s, to) &&
	    !near && strcmp(s->actor, "umpire") != 0)
		return reply_fail(r, "command: to the overall commander only "
		    "with %s (%s): add `near` when it is so, or the umpire "
		    "rules", to_overall, sect);
	if (!duty && count_worse(s, id, to, why, sizeof why))
		return reply_fail(r, "command: %s", why);
	if (duty)
		snprintf(text, sizeof text, "%s is the %s now%s%s", role_name(s,
		    to), name, from != NULL ? ", in place of " : "",
		    from != NULL ? role_name(s, from) : "");
	else
		snprintf(text, sizeof text, "Control of the %s passes %s%s to "
		    "%s: %s (%s)", name, from != NULL ? "from " : "",
		    from != NULL ? role_name(s, from) : "", role_name(s, to),
		    fatigue ? "+1 fatigue to each of its units" :
		    "no fatigue for the change", sect);
	if (session_record_vis(s, "role", text, xjson_pack("{s:s, s:[s], s:b, "
	    "s:s, s:b}", "commander", to, "holds", id, "moved", 1, "from",
	    from != NULL ? from : "", "fatigue", !duty && fatigue),
	    role_side(to)) != 0)
		return reply_fail(r, "cannot record the change of control");
	reply_sentence(r, text);
	return 0;
}

const struct mech mech_commanders = {
	.name = "commanders",
	.what = "commanders holding formations",
};
