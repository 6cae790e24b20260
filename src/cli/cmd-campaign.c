/* `campaign [set NAME=VALUE...]`: a shared campaign's settings, which
 * every role reads and the umpire changes (adj/settings.h), and who may
 * do what under them (the rule is authority.c's). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/settings.h"
#include "cli.h"

int
campaign_set(struct session *s, int n, char **words, struct reply *r)
{
	json_t	*data;
	char	 text[256], err[256];
	int	 i;

	/* Every word checked first: all of them recorded, or none. */
	if (settings_check(n, words, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	for (i = 0; i < n; i++)
		switch (settings_change(&s->settings, words[i], &data, text,
		    sizeof text, err, sizeof err)) {
		case 1:
			if (session_record(s, "setting", text, data) != 0)
				return reply_fail(r, "cannot record the "
				    "setting");
			reply_sentence(r, text);
			break;
		case 0:
			reply_sentence(r, text);
			break;
		default:
			return reply_fail(r, "%s", err);
		}
	return 0;
}

/* A word of lower-case letters, digits and dashes, shorter than len. */
static int
is_word(const char *w, size_t len)
{
	size_t	 n = strspn(w, "abcdefghijklmnopqrstuvwxyz0123456789-");

	return n > 0 && n < len && w[n] == '\0';
}

/* `campaign answer CHOICE[:OF] COMMANDER`, `campaign answer CHOICE[:OF]
 * [SIDE] off`: who answers a choice a side owes (settings.h). */
static int
campaign_answer(struct session *s, int argc, char **argv, struct reply *r)
{
	struct answer_rule	 a;
	char			 role[ROLE_LEN], text[256], *colon;
	const char		*who = argv[argc - 1];

	memset(&a, 0, sizeof a);
	if (argc < 4 || argc > 5 || (argc == 5 && strcasecmp(who, "off") != 0))
		return reply_fail(r, "usage: campaign answer CHOICE[:OF] "
		    "SIDE/COMMANDER, or campaign answer CHOICE[:OF] [SIDE] off "
		    "(e.g. campaign answer key SIDE/NAME)");
	if ((colon = strchr(argv[2], ':')) != NULL)
		*colon = '\0';
	if (!is_word(argv[2], sizeof a.choice) || (colon != NULL &&
	    !is_word(colon + 1, sizeof a.of)))
		return reply_fail(r, "campaign answer: \"%s\" is not a choice: "
		    "expected its word as `owed` shows it (key, pick, brigade, "
		    "held...), with :OF for what it is of (brigade:DIVISION)",
		    argv[2]);
	snprintf(a.choice, sizeof a.choice, "%s", argv[2]);
	snprintf(a.of, sizeof a.of, "%s", colon != NULL ? colon + 1 : "");
	if (strcasecmp(who, "off") == 0) {
		if (argc == 5 && session_side(s, argv[3], a.side,
		    sizeof a.side) != 0)
			return reply_fail(r, "campaign answer: \"%s\" is not a "
			    "side of %s", argv[3], s->game_title);
		snprintf(text, sizeof text, "Campaign setting: anyone of %s "
		    "answers %s%s%s again", a.side[0] ? session_side_name(s,
		    a.side) : "each side", a.choice, a.of[0] ? ":" : "", a.of);
	} else {
		if (role_resolve(s, who, role, sizeof role) != 0 ||
		    !role_commander(s, role))
			return reply_fail(r, "campaign answer: \"%s\" is no "
			    "commander of this campaign: expected SIDE/NAME of one "
			    "(`campaign` lists them)", who);
		snprintf(a.side, sizeof a.side, "%s", role_side(role));
		snprintf(a.role, sizeof a.role, "%s", role);
		snprintf(text, sizeof text, "Campaign setting: %s answers %s%s%s "
		    "for the %s", role_name(s, role), a.choice, a.of[0] ? ":" :
		    "", a.of, session_side_name(s, a.side));
	}
	if (session_record(s, "setting", text, settings_answer_event(a.choice,
	    a.of, a.side, a.role)) != 0)
		return reply_fail(r, "cannot record the setting");
	reply_sentence(r, text);
	return 0;
}

/* A paragraph in lines of at most 76 columns, broken at blanks. */
static void
paragraph(struct reply *r, const char *text)
{
	const char	*p = text, *cut;
	size_t		 n;

	while (*p != '\0') {
		n = strlen(p);
		if (n > 76) {
			for (cut = p + 76; cut > p && *cut != ' '; cut--)
				;
			n = cut > p ? (size_t)(cut - p) : 76;
		}
		reply_line(r, "%.*s", (int)n, p);
		p += n;
		while (*p == ' ')
			p++;
	}
}

static int
cmd_campaign_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct session	*s = c->s;
	json_t		*set;
	char		 who[512];
	int		 sides;

	if (argc > 1 && strcasecmp(argv[1], "answer") == 0)
		return campaign_answer(s, argc, argv, r);
	if (argc > 1 && strcasecmp(argv[1], "set") != 0)
		return cli_usage(c, x->entry, NULL, r);
	if (argc == 2)
		return cli_usage(c, x->entry, "e.g. campaign set advance=sides",
		    r);
	if (argc > 2)
		return campaign_set(s, argc - 2, argv + 2, r);
	set = json_object();
	reply_line(r, "Campaign settings (the umpire changes them: `campaign "
	    "set NAME=VALUE`):");
	settings_show(&s->settings, r, set);
	json_object_set_new(r->json, "settings", set);
	/* Who answers which choice (`campaign answer`): the rules the
	 * view may read (a side its own). */
	settings_answers_show(&s->settings, r, r->json);
	sides = strcmp(settings_get(&s->settings, "advance"), "sides") == 0;
	snprintf(who, sizeof who, "Who may do what: %s; a side acts on its own "
	    "chits, leaders, impulses, tracks, losses and declarations, and "
	    "draws when it is the puller; rolls, look-ups and notes are "
	    "anyone's.", sides ? "every side and the umpire move the game on "
	    "(`next`), and the umpire changes shared tracks and hex control "
	    "and rules" : "the umpire moves the game on (`next`), changes shared "
	    "tracks and hex control, and rules");
	paragraph(r, who);
	roster_show(s, r);
	if (s->actor[0] != '\0') {
		reply_line(r, "You are the %s.", strcmp(s->actor, "umpire") ==
		    0 ? "umpire" : role_name(s, s->actor));
		json_object_set_new(r->json, "role", json_string(s->actor));
	}
	return 0;
}

/* Whatever it shows, only the umpire changes the settings. */
static int
campaign_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	(void)s;
	if (argc < 2 || (strcasecmp(argv[1], "set") != 0 &&
	    strcasecmp(argv[1], "answer") != 0))
		return 0;
	snprintf(side, slen, "%s", "");
	snprintf(why, wlen, "campaign %s: the umpire changes the campaign's "
	    "settings", argv[1]);
	return 1;
}

const struct cmd_entry cmd_campaign_entry = {
	.name = "campaign",
	.args = "[set NAME=VALUE... | answer CHOICE SIDE/COMMANDER | answer "
	    "CHOICE [SIDE:side] off]",
	.summary = "the shared campaign's settings, and who may do what",
	.example = "campaign set advance=sides",
	.more = "Every role reads them; the umpire changes them, and every "
	    "terminal is told.\n"
	    "advance=umpire (the default): the umpire moves the game on "
	    "(`next`);\n"
	    "advance=sides: every side may too, for a game without an umpire.\n"
	    "message-delay=+1 (or none, the default, +0, +2, +3): the turn a "
	    "side's\n"
	    "message asks when it asks none (the umpire still approves it).\n"
	    "public-delay=N (0, the default, to 9): a public report of the "
	    "game, the\n"
	    "observer's view up to the end of the turn N turns before the one "
	    "being\n"
	    "played (`export FILE --public`; the web page links it); 0: none.\n"
	    "`adjutant serve new GAME SCENARIO advance=sides` sets it from the "
	    "start.\n"
	    "answer CHOICE[:OF] SIDE/COMMANDER: that commander alone answers "
	    "the\n"
	    "choice his side owes (as `owed` names it: key, pick, brigade, "
	    "held;\n"
	    ":OF for what it is of, brigade:DIVISION), the rest of the side is\n"
	    "told who must; `campaign answer CHOICE [SIDE] off`: anyone of the\n"
	    "side again (the default).",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_UMPIRE | CMD_JOINED,
	.exec = cmd_campaign_exec,
	.whose = campaign_whose,
};
