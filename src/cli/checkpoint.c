/* A command's commit point at a question.
 *
 * A command runs in one transaction, and a question inside it (a brigade,
 * a roll, the Lead Unit's CR) may be cancelled with Ctrl-C or Ctrl-D:
 * then nothing of the command is recorded.  But once the command has
 * shown chance (a chit drawn, dice rolled) the player has seen it, and a
 * cancel that took it back would let him look and draw again.  So the
 * first question after chance is a commit point: what the command
 * recorded so far is made durable before the question is shown, and a
 * cancel takes back only what came after it.  The message says which
 * happened.  Mechanisms keep their state whole at such a question (a
 * Division chit drawn waits for its brigade, as in a shared campaign); a
 * chance met and marked on no event yet is recorded here, as the
 * working the player read, so that the log holds what he saw. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/text.h"
#include "cli.h"

/* The working shown so far, kept to its last lines. */
#define SHOWN_MAX	900

void
checkpoint_begin(struct cli *c, struct reply *top, int tx, int64_t before)
{
	c->ck.top = top;
	c->ck.tx = tx;
	c->ck.before = before;
	c->ck.kept = 0;
	c->ck.cancelled = 0;
	c->ck.refold = 0;
	c->ck.why[0] = '\0';
}

/* The view a record of what this terminal showed is for: what the table's
 * view or the observer's showed, every player may read; what a side's
 * showed, that side; what a view of everything showed, the umpire alone
 * (it may hold any side's secrets). */
static const char *
shown_vis(struct cli *c)
{
	if (strcmp(c->s->view, VIEW_TABLE) == 0 ||
	    strcmp(c->s->view, "observer") == 0)
		return NULL;
	if (view_of_no_side(c->s->view))
		return "umpire";
	return c->s->view;
}

static int
record_shown(struct cli *c, struct reply *r)
{
	struct buf	 b;
	const char	*t;
	size_t		 n;
	int		 rc;

	buf_init(&b);
	if (c->ck.top != NULL && c->ck.top != r)
		buf_add(&b, buf_str(&c->ck.top->text));
	buf_add(&b, buf_str(&r->text));
	t = buf_str(&b);
	n = strlen(t);
	if (n > SHOWN_MAX) {
		t += n - SHOWN_MAX;
		t += strcspn(t, "\n") + (t[strcspn(t, "\n")] != '\0');
	}
	rc = session_record_vis(c->s, "shown", *t != '\0' ? t :
	    "(dice rolled before a question)", xjson_pack("{s:s}", "why",
	    "chance shown before a question"), shown_vis(c));
	buf_free(&b);
	return rc;
}

int
checkpoint_question(struct cli *c, struct reply *r)
{
	struct session	*s = c->s;
	struct reply	*w = r != NULL ? r : c->ck.top;
	int64_t		 seq;
	int		 chance;

	if (s == NULL || w == NULL || !c->ck.tx ||
	    (chance = session_chance(s)) == 0)
		return 0;
	if (chance == 2 && record_shown(c, w) != 0)
		return 0;
	/* What follows the events that now stand (the flags the rules
	 * set) stands with them. */
	session_after_command(s, w);
	seq = journal_last_seq(s->j);
	switch (journal_checkpoint(s->j)) {
	case 0:
		break;
	case 1:
		/* Made durable with others at the end (a batch): the
		 * command stays all or nothing. */
		c->ck.tx = 0;
		return 0;
	case -1:
		/* Nothing of it stands, and nothing is open to write to:
		 * the command ends here, its state folded again. */
		c->ck.tx = 0;
		c->ck.refold = 1;
		snprintf(c->ck.why, sizeof c->ck.why, "could not save to %s: "
		    "nothing of this command was recorded", journal_path(s->j));
		return -1;
	default:
		/* What came before stands, but nothing after it can be
		 * written: the question is not asked. */
		c->ck.tx = 0;
		c->ck.refold = 1;
		c->ck.kept = seq;
		snprintf(c->ck.why, sizeof c->ck.why, "the session file was "
		    "taken by another terminal before the next question");
		return -1;
	}
	c->ck.kept = journal_last_seq(s->j);
	session_chance_kept(s);
	return 0;
}

void
checkpoint_cancelled(struct cli *c)
{
	c->ck.cancelled = 1;
}

/* The text of the last event kept that this view may read. */
static int
last_kept(const struct event *e, void *arg)
{
	struct cli	*c = arg;

	if (e->seq > c->ck.kept)
		return 1;
	if (view_may_see(c->s->view, e->vis) && e->text != NULL)
		snprintf(c->ck.last, sizeof c->ck.last, "%s", e->text);
	return 0;
}

void
checkpoint_end(struct cli *c, struct reply *r)
{
	struct buf	 b;

	/* A question not asked, or cancelled, is the command's end,
	 * whatever the code under it made of the missing answer. */
	if (c->ck.why[0] != '\0')
		reply_fail(r, "%s", c->ck.why);
	else if (c->ck.cancelled && r->ok)
		reply_fail(r, "cancelled at the prompt");
	if (r->ok) {
		c->ck.top = NULL;
		return;
	}
	if (c->s == NULL || c->ck.kept <= c->ck.before) {
		if (c->ck.cancelled && c->ck.why[0] == '\0')
			buf_add(&r->err, ": nothing of this command was "
			    "recorded");
		c->ck.top = NULL;
		return;
	}
	c->ck.last[0] = '\0';
	journal_each(c->s->j, c->ck.before + 1, last_kept, c);
	buf_init(&b);
	text_inline(&b, c->ck.last);
	buf_printf(&r->err, "; what came before the question stands, as a "
	    "chit was drawn or dice rolled%s%s%s: nothing after it was "
	    "recorded", b.len ? " (last: " : "", buf_str(&b), b.len ? ")" : "");
	buf_free(&b);
	c->ck.top = NULL;
}

int64_t
checkpoint_kept(struct cli *c)
{
	return c->ck.kept;
}

const char *
checkpoint_nothing(struct cli *c)
{
	return c->ck.kept > c->ck.before ? "nothing after its last question "
	    "was recorded" : "nothing of it was recorded";
}
