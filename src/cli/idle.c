/* A joined terminal left at its prompt keeps up by itself: every few
 * seconds, while readline waits for a key, it asks the server for what
 * happened, prints the `Meanwhile:` lines above the prompt and redraws
 * the prompt (its turn and phase) with whatever was being typed.  A
 * player who looks up from the map reads where the game is now, not
 * where it was at his last command. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <readline/readline.h>

#include "adj/buf.h"
#include "cli.h"
#include "../sync/link.h"

#define IDLE_EVERY	2	/* seconds between two looks */

static struct cli	*idle_c;
static time_t		 idle_last;

/* Readline's event hook: called about ten times a second while it waits
 * for a key, so most calls only look at the clock. */
static int
idle_hook(void)
{
	struct link	*l;
	struct reply	 r;
	const char	*text, *prompt;
	time_t		 now = time(NULL);

	if (idle_c == NULL || (l = idle_c->link) == NULL || now - idle_last <
	    IDLE_EVERY)
		return 0;
	idle_last = now;
	/* Down or refused: the next command says so; no retry here before
	 * the link's own time comes. */
	if (l->refused || (l->online == 0 && now < l->retry_at))
		return 0;
	reply_init(&r);
	if (link_pull(l, &r) == 0)
		link_refresh(l);
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
	return 0;
}

void
idle_on(struct cli *c)
{
	/* Only a joined terminal has anything to hear: the others read
	 * their keys as readline always does. */
	if (c->link == NULL)
		return;
	idle_c = c;
	idle_last = time(NULL);
	rl_event_hook = idle_hook;
}

void
idle_off(void)
{
	rl_event_hook = NULL;
	idle_c = NULL;
}
