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
	if (argc < 2 || strcasecmp(argv[1], "set") != 0)
		return 0;
	snprintf(side, slen, "%s", "");
	snprintf(why, wlen, "campaign set: the umpire changes the campaign's "
	    "settings");
	return 1;
}

const struct cmd_entry cmd_campaign_entry = {
	.name = "campaign",
	.args = "[set NAME=VALUE...]",
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
	    "`adjutant serve new GAME SCENARIO advance=sides` sets it from the "
	    "start.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_UMPIRE | CMD_JOINED,
	.exec = cmd_campaign_exec,
	.whose = campaign_whose,
};
