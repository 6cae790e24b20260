/* Who may do what in a shared campaign.  The server judges each line it
 * runs here, on the command entry the line resolved to and its words
 * (never the raw text), with the role that sent it and the campaign's
 * settings, before the command runs; a line refused records nothing.  A
 * table terminal is never judged (cmd.c calls this only on the server).
 *
 * The rule, by default:
 *   - The umpire moves the game on, changes what the sides share (shared
 *     tracks, hex control, a chit entering the cup, the settings) and
 *     rules: the umpire may run anything.
 *   - A side acts on its own things and in its own steps: its Key and
 *     held chits, its leaders, its impulse, its declarations and
 *     messages, its own tracks (those the rules' data gives a side:
 *     track.side), its own losses, the combats it makes, and the draw
 *     when it is the puller.
 *   - Rolls, look-ups and notes are history, not state: every role but
 *     the observer, who writes nothing.
 * The setting advance=sides hands `next` to the sides as well, for a game
 * played without an umpire.
 *
 * The entries carry this as data (cli.h): a flag saying whose each is,
 * and, where that depends on the line's words (`track vp` shows, `track vp
 * +1` changes a shared track), a whose() of the entry's own that reads
 * them as its command does.  CMD_SIDE_OWN without whose() leaves the
 * question to the mechanism, which already asks it (session_may_act: a
 * side plays only its own chits, activates only its own leaders).
 *
 * `pass` is a side's own act: in Bloodiest Day 3.0 the side whose impulse
 * it is may pass instead of activating a leader, and the impulse
 * mechanism lets only that side do so.  Two passes in succession end the
 * phase, but that is the rules' consequence of the players' choices, not
 * a side moving the game on at will as `next end` would: so `pass` is
 * not the umpire's, whatever the advance setting. */
#include <stdio.h>
#include <string.h>

#include "adj/roster_data.h"
#include "adj/rules.h"
#include "adj/settings.h"
#include "adj/text.h"
#include "cli.h"

/* Is role one of the game's sides (not the umpire, not the observer)? */
static int
is_side(struct session *s, const char *role)
{
	return rules_int(s->rules, 0, "SELECT count(*) FROM side WHERE game = "
	    "?1 AND id = ?2", s->game, role) > 0;
}

int
authority_track(struct session *s, const struct track *t, char *side,
    size_t slen, char *why, size_t wlen)
{
	const char	*name, *own;

	/* A track one side keeps secret is that side's own sheet. */
	own = t->side[0] != '\0' ? t->side : t->secret;
	snprintf(side, slen, "%s", own);
	if (own[0] == '\0')
		snprintf(why, wlen, "track %s: a shared track; the umpire "
		    "changes it", t->id);
	else {
		name = session_side_name(s, own);
		snprintf(why, wlen, "track %s: the %s's own track; the %s or "
		    "the umpire changes it", t->id, name, name);
	}
	return 1;
}

int
authority_unit_side(struct session *s, const char *verb, int argc,
    char **argv, char *side, size_t slen, char *why, size_t wlen)
{
	const char	*name;

	if (argc < 2 || session_side(s, argv[1], side, slen) != 0)
		return 0;
	name = session_side_name(s, side);
	snprintf(why, wlen, "%s: a %s unit; the %s records its own units, the "
	    "umpire any side's", verb, name, name);
	return 1;
}

/* Does the command name answer it ("play CHIT, or discard CHIT")? */
static int
answers(const char *answer, const char *name)
{
	const char	*p = answer;
	size_t		 n = strlen(name);

	for (;;) {
		if (strncmp(p, name, n) == 0 && (p[n] == ' ' || p[n] == '\0' ||
		    p[n] == ','))
			return 1;
		if ((p = strstr(p, ", or ")) == NULL)
			return 0;
		p += 5;
	}
}

/* A choice the campaign gives one commander (`campaign answer`): its
 * command from another role of his side is refused, naming who must. */
static int
answer_refused(const struct cmd_entry *e, struct session *s,
    const char *actor, struct reply *r)
{
	struct owes	 o;
	json_t		*it;
	const char	*role;
	size_t		 i;
	int		 rc = 0;

	owes_init(&o);
	session_waiting(s, &o);
	json_array_foreach(o.items, i, it) {
		role = json_text(it, "role");
		if (strchr(role, '/') == NULL || strcmp(role, actor) == 0 ||
		    strcmp(json_text(it, "side"), role_side(actor)) != 0 ||
		    !answers(json_text(it, "answer"), e->name))
			continue;
		rc = reply_fail(r, "%s: %s chooses the %s in this campaign",
		    e->name, role_name(s, role), json_text(it, "what"));
		break;
	}
	owes_free(&o);
	return rc;
}

int
authority_judge(const struct cmd_entry *e, int argc, char **argv,
    struct session *s, const char *role, const struct settings *set,
    struct reply *r)
{
	char		 side[32] = "", why[256] = "", own[ROLE_LEN];
	const char	*actor;

	if (role[0] == '\0' || strcmp(role, "umpire") == 0)
		return 0;
	/* What a role may read is its view's business (session_may_see). */
	if (!(e->flags & CMD_WRITES))
		return 0;
	/* A commander acts for his side: its own things are his too. */
	actor = role;
	/* (A copy: role_side's answers are a ring that the checks below
	 * turn, asking other roles' sides.) */
	snprintf(own, sizeof own, "%s", role_side(role));
	role = own;
	if (!is_side(s, role))
		return reply_fail(r, "%s: an observer reads only", e->name);
	/* But a choice the campaign gives one of them is his alone. */
	if (set->nanswer > 0 && answer_refused(e, s, actor, r) != 0)
		return -1;
	/* And a formation or a duty the game's data gives one of them is
	 * his, or his overall commander's (roster_data.c): named by the
	 * line's words, never by a player's free text (a message's "pa"). */
	if (roster_authority(s, actor, e->name, (e->flags & CMD_REST_TEXT) ?
	    1 : argc, argv, why, sizeof why) != 0)
		return reply_fail(r, "%s", why);
	if (e->flags & CMD_ADVANCE) {
		if (strcmp(settings_get(set, "advance"), "sides") == 0)
			return 0;
		return reply_fail(r, "%s: the umpire moves the game in this "
		    "campaign (campaign setting advance=umpire)", e->name);
	}
	if (e->whose != NULL) {
		if (e->whose(s, argc, argv, side, sizeof side, why,
		    sizeof why) == 0 || strcmp(side, role) == 0)
			return 0;
		return reply_fail(r, "%s", why);
	}
	if (e->flags & (CMD_ANYONE | CMD_SIDE_OWN))
		return 0;
	/* CMD_UMPIRE, and an entry that says nothing: the umpire's, so a
	 * command added without a thought for campaigns gives a side
	 * nothing it should not have. */
	return reply_fail(r, "%s: it changes what every side shares; the "
	    "umpire rules on it in this campaign", e->name);
}
