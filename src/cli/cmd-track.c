/* `track NAME [+N|-N|=N]`, flags `track NAME on|off`, and box tracks:
 * `track NAME put UNIT BOX`. */
#include <string.h>
#include <strings.h>

#include "adj/source.h"
#include "cli.h"

/* Where its changes come from (adj/source.h). */
static const struct event_source by_hand = {
	.kind = SOURCE_COMMAND, .name = "track"
};

static int
cmd_track_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct track	*t;
	int		 i;

	if (argc == 1) {
		for (i = 0; i < c->s->ntracks; i++) {
			t = &c->s->tracks[i];
			reply_line(r, "%-12s %-24s %s", t->id, t->name, t->kind);
		}
		return 0;
	}
	if ((t = session_track_find(c->s, argv[1], r)) == NULL)
		return -1;
	if (strcmp(t->kind, "boxes") == 0)
		return session_box(c->s, argv[1], argc > 2 ? argv[2] : NULL,
		    argc > 3 ? argv[3] : NULL, argc > 4 ? argv[4] : NULL,
		    &by_hand, r);
	if (argc > 3)
		return cli_usage(c, x->entry, NULL, r);
	return session_track(c->s, argv[1], argc > 2 ? argv[2] : NULL,
	    &by_hand, r);
}

/* A line that changes a track: whose the track is (authority.c). */
static int
track_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	struct track	*t;

	/* Shown, or a track the command will say it has not. */
	if (argc < 3 || (t = session_track_find(s, argv[1], NULL)) == NULL)
		return 0;
	return authority_track(s, t, side, slen, why, wlen);
}

const struct cmd_entry cmd_track_entry = {
	.name = "track",
	.alias = "tr",
	.args = "[NAME:track [+N|-N|=N|on|off | put UNIT:unit BOX | "
	    "take UNIT:unit]]",
	.summary = "show or change a track",
	.example = "track vp +2",
	.more = "Bounded tracks refuse =N off the track and hold +/-N at "
	    "its end.\n"
	    "Crossing a threshold prints its effect. Box tracks hold units:\n"
	    "`track NAME put UNIT BOX`, `track NAME take UNIT`.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_UMPIRE,
	.exec = cmd_track_exec,
	.whose = track_whose,
};
