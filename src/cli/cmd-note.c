/* `note [--umpire] TEXT`: a line of the players' own in the log, and
 * who reads it.
 *
 * At a table a note is everyone's, as the table is.  In a shared campaign
 * a side's note is its own working paper: its side and the umpire read
 * it, never the enemy; `--umpire` keeps it for the umpire alone.  The
 * umpire's notes are rulings, public unless marked `--umpire`.  The text
 * is kept as typed, apostrophes and quotes included (CMD_REST_TEXT). */
#include <stdio.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/text.h"
#include "cli.h"

#define NOTE_MAX	1000

static int
cmd_note_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct session	*s = c->s;
	struct buf	 b, q, m;
	const char	*vis = NULL, *role = s->actor, *said;
	char		 side[ROLE_LEN];
	int		 from = 1, rc;

	if (argc > 1 && strcmp(argv[1], "--umpire") == 0) {
		vis = "umpire";
		from = 2;
	} else if (role[0] != '\0' && strcmp(role, "umpire") != 0) {
		/* A side (a commander's: his side's), in a campaign; a copy,
		 * held past the recording (role_side's answers are a ring). */
		snprintf(side, sizeof side, "%s", role_side(role));
		vis = side;
	}
	buf_init(&b);
	cli_text(x, argc, argv, from, argc, &b);
	if (b.len == 0) {
		buf_free(&b);
		return cli_usage(c, x->entry, NULL, r);
	}
	if (b.len > NOTE_MAX) {
		buf_free(&b);
		return reply_fail(r, "a note is at most %d characters", NOTE_MAX);
	}
	/* The player's words, quoted in every line that shows them (the
	 * log, another terminal's, the page): as typed in its data. */
	buf_init(&q);
	said = text_quote(&q, buf_str(&b));
	/* In a campaign a note not every role reads says so wherever it is
	 * shown (the umpire's Meanwhile lines, the log, the page, exports):
	 * "(private)" kept for the umpire, "(Confederate only)" a side's
	 * working paper.  Outside the quotes: the program's words, not the
	 * player's.  A table's notes stay as they were. */
	buf_init(&m);
	buf_printf(&m, "%s", said);
	if (role[0] != '\0' && vis != NULL && strcmp(vis, "umpire") == 0)
		buf_printf(&m, " (private)");
	else if (role[0] != '\0' && vis != NULL)
		buf_printf(&m, " (%s only)", session_side_name(s, vis));
	rc = session_record_vis(s, "note", buf_str(&m), xjson_pack("{s:s}",
	    "note", buf_str(&b)), vis);
	buf_free(&m);
	if (rc == 0 && vis == NULL)
		reply_line(r, "Noted: %s", said);
	else if (rc == 0 && strcmp(vis, "umpire") == 0)
		reply_line(r, "Noted, for the umpire only: %s", said);
	else if (rc == 0)
		reply_line(r, "Noted, for the %s and the umpire: %s",
		    session_side_name(s, vis), said);
	json_object_set_new(r->json, "for", json_string(vis != NULL ? vis :
	    "all"));
	buf_free(&q);
	buf_free(&b);
	return rc == 0 ? 0 : reply_fail(r, "cannot record the note");
}

const struct cmd_entry cmd_note_entry = {
	.name = "note",
	.args = "[--umpire] TEXT:text",
	.hint = "an AAR line, a ruling agreed at the table",
	.summary = "add a line of your own to the log",
	.example = "note we agreed the ford at 72 counts as found",
	.more = "Notes show in `log` (`log notes` lists only them) and in "
	    "reports.\n"
	    "The text is kept as typed, apostrophes and quotes included.  At a\n"
	    "table a note is everyone's.  In a shared campaign a side's note is\n"
	    "read by its side and the umpire only, and the umpire's by all;\n"
	    "--umpire keeps a note for the umpire alone.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN |
	    CMD_REST_TEXT | CMD_ANYONE,
	.exec = cmd_note_exec,
};
