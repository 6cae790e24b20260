/* Asking at the prompt (see prompt.h).  Why one loop for every prompt: a
 * bad answer used to end some commands half-way ("Nothing recorded" after
 * a chit was drawn), be taken as "roll for me" by others, and re-prompt
 * without a word in a third; and an end of input rolled the dice. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/prompt.h"

int
prompt_ask(ask_fn ask, void *ask_arg, struct reply *r, const char *prompt,
    prompt_check check, void *check_arg, char **out)
{
	char	*line, why[512];
	int	 secret = strncmp(prompt, PROMPT_SECRET, 1) == 0;

	*out = NULL;
	for (;;) {
		/* What of the command stands the dispatcher says: all of
		 * it is taken back, or what came before a question asked
		 * after chance (a chit drawn, dice rolled) stands. */
		if ((line = ask(ask_arg, r, prompt)) == NULL) {
			r->cancelled = 1;
			return reply_fail(r, "cancelled at the prompt");
		}
		why[0] = '\0';
		if (check == NULL || check(line, check_arg, why,
		    sizeof why) == 0) {
			*out = line;
			return 0;
		}
		free(line);
		/* Said before the question comes again (the face prints the
		 * reply's text before it asks).  A secret's refusal names
		 * neither the answer nor what it narrows: the other player
		 * reads the same screen. */
		if (secret)
			reply_line(r, "  that is not one of the choices left "
			    "(typed unseen, it is not shown) (Ctrl-C cancels "
			    "the command)");
		else
			reply_line(r, "  %s (Ctrl-C cancels the command)",
			    why[0] ? why : "that does not fit here");
	}
}

int
prompt_yes_no(const char *a, void *arg, char *why, size_t len)
{
	(void)arg;
	if (strcasecmp(a, "yes") == 0 || strcasecmp(a, "y") == 0 ||
	    strcasecmp(a, "no") == 0 || strcasecmp(a, "n") == 0)
		return 0;
	snprintf(why, len, "\"%s\": expected yes or no", a);
	return -1;
}

int
prompt_agree(ask_fn ask, void *arg, struct reply *r, const char *prompt,
    const char *no)
{
	char	*yes;
	int	 rc;

	if (prompt_ask(ask, arg, r, prompt, prompt_yes_no, NULL, &yes) != 0)
		return -1;
	rc = tolower((unsigned char)yes[0]) == 'y' ? 0 : reply_fail(r, "%s",
	    no);
	free(yes);
	return rc;
}

int
prompt_roll(const char *a, void *arg, char *why, size_t len)
{
	struct roll	 rl;

	if (*a == '\0')
		return 0;	/* Enter: the program rolls */
	return dice_read(arg, a, &rl, why, len);
}

int
prompt_number(const char *a, void *arg, char *why, size_t len)
{
	int	 hi = *(int *)arg;
	int	 v;

	if (num_int(a, 1, hi, &v) == 0)
		return 0;
	snprintf(why, len, "\"%s\": expected a whole number from 1 to %d", a,
	    hi);
	return -1;
}

int
prompt_choice_index(const struct prompt_choices *ch, const char *a)
{
	int	 hit;

	if (*a == '\0')
		hit = ch->n == 1 ? 0 : -1;
	else
		hit = ch->ids != NULL ? name_match(a, ch->ids, ch->names,
		    ch->n) : name_match(a, ch->names, NULL, ch->n);
	if (hit >= 0 && ch->taken != NULL && ch->taken[hit])
		return -1;
	return hit;
}

int
prompt_choice(const char *a, void *arg, char *why, size_t len)
{
	struct prompt_choices	*ch = arg;
	struct buf		 b;
	int			 i;

	if (prompt_choice_index(ch, a) >= 0)
		return 0;
	buf_init(&b);
	for (i = 0; i < ch->n; i++)
		if (ch->taken == NULL || !ch->taken[i])
			buf_printf(&b, "%s%s", b.len ? ", " : "", ch->names[i]);
	snprintf(why, len, "%s%s%s: expected %s%s", *a ? "\"" : "", *a ? a :
	    "nothing typed", *a ? "\"" : "", ch->n > 1 ? "one of " : "",
	    buf_str(&b));
	buf_free(&b);
	return -1;
}
