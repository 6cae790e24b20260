/* A joined terminal left at its prompt keeps up by itself: what another
 * terminal does is printed above the prompt as `Meanwhile:` lines, and
 * the prompt (its turn and phase) is redrawn with whatever was being
 * typed.  A player who looks up from the map reads where the game is now,
 * not where it was at his last command.
 *
 * The server tells it: a thread of sync's (watch.c) holds a long-poll
 * open on the campaign, and when events come it only says so.  Readline
 * calls the hook below about ten times a second while it waits for a
 * key; the hook, on the terminal's own thread (the only one that touches
 * the copy, the link and the screen), then takes the events in and
 * redraws, a tenth of a second after they happened.  When no long-poll
 * waits (the server down, or refusing one more), the hook looks now and
 * then by itself, no sooner than the link's own retry. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "adj/buf.h"
#include "cli.h"
#include "rl.h"
#include "../sync/link.h"
#include "../sync/term.h"
#include "../sync/watch.h"

#define IDLE_SLOW	30	/* seconds between two looks of its own */

static struct cli	*idle_c;
static struct watch	*idle_w;	/* kept from prompt to prompt */
static time_t		 idle_last;

/* Take in what happened; the prompt and the lines above it redrawn when
 * anything changed.  0 when the server answered. */
static int
idle_look(struct link *l)
{
	struct reply	 r;
	const char	*text, *prompt;
	int		 rc;

	reply_init(&r);
	if ((rc = link_pull(l, &r)) == 0) {
		link_refresh(l);
		link_owed_ask(l, &r);
	}
	text = buf_str(&r.text);
	prompt = cli_prompt(idle_c);
	if (*text != '\0' || rl_prompt == NULL || strcmp(prompt, rl_prompt) !=
	    0) {
		rl_clear_visible_line();
		fputs(text, rl_outstream);
		fflush(rl_outstream);
		rl_set_prompt(prompt);
		rl_on_new_line();
		rl_redisplay();
	}
	reply_free(&r);
	return rc;
}

/* Readline's event hook: most calls find no news. */
static int
idle_hook(void)
{
	struct link	*l;
	enum watch_news	 n;
	time_t		 now = time(NULL);

	if (idle_c == NULL || (l = idle_c->link) == NULL)
		return 0;
	n = idle_w != NULL ? watch_news(idle_w) : WATCH_IDLE;
	if (n == WATCH_WAITING)
		return 0;
	/* Refused, or down with no news: the next command says so; no
	 * look of its own before the link's time comes. */
	if (l->refused || (n != WATCH_EVENTS && (now - idle_last < IDLE_SLOW ||
	    (l->online == 0 && now < l->retry_at))))
		return 0;
	idle_last = now;
	/* Waiting again only once the copy is level: after a failed look,
	 * the same events would end the wait at once. */
	if (idle_look(l) == 0 && idle_w != NULL)
		watch_arm(idle_w, journal_last_seq(l->j));
	return 0;
}

void
idle_on(struct cli *c)
{
	struct link	*l = c->link;

	/* Only a joined terminal has anything to hear: the others read
	 * their keys as readline always does. */
	if (l == NULL) {
		idle_end();
		return;
	}
	/* Joined elsewhere since the last prompt: wait there instead. */
	if (idle_w != NULL && !watch_same(idle_w, l->url, l->token,
	    l->campaign)) {
		watch_end(idle_w);
		idle_w = NULL;
	}
	if (idle_w == NULL && !l->refused)
		idle_w = watch_start(l->url, l->token, l->campaign);
	idle_c = c;
	idle_last = time(NULL);
	/* The command just run caught up; news that came meanwhile is in
	 * the copy or after it, so a wait from there misses nothing. */
	if (idle_w != NULL && watch_news(idle_w) != WATCH_WAITING &&
	    !l->refused && (l->online != 0 || idle_last >= l->retry_at))
		watch_arm(idle_w, journal_last_seq(l->j));
	rl_event_hook = idle_hook;
}

void
idle_off(void)
{
	rl_event_hook = NULL;
	idle_c = NULL;
}

void
idle_end(void)
{
	idle_off();
	watch_end(idle_w);
	idle_w = NULL;
}
