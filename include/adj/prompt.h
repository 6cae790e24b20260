/* Asking the player at the prompt, the one way every command does it: an
 * answer that does not fit is asked again with what would, and Ctrl-C or
 * Ctrl-D cancels the whole command (the caller fails its reply, and the
 * dispatcher rolls back whatever the command had recorded). */
#ifndef ADJ_PROMPT_H
#define ADJ_PROMPT_H

#include <stddef.h>

#include "adj/reply.h"

/* A prompt that starts with this byte asks for a secret (a Key chit at a
 * shared screen): the face reads it unseen and keeps it from the history.
 * The byte is not shown.  Nothing typed at it reaches the screen: an
 * answer that does not fit is refused in words that never quote it. */
#define PROMPT_SECRET	"\036"

/* How a face asks: the answer (malloc'd), or NULL when the player
 * cancelled or the input ended. */
typedef char	*(*ask_fn)(void *, struct reply *, const char *prompt);

/* check: 0 when the answer fits, else why it does not into why. */
typedef int	(*prompt_check)(const char *answer, void *arg, char *why,
		    size_t);

/* Ask until check accepts: 0 with the answer in *out (malloc'd; "" for a
 * bare Enter when check takes it), or -1 with r failed (cancelled). */
int	 prompt_ask(ask_fn, void *ask_arg, struct reply *, const char *prompt,
	    prompt_check, void *check_arg, char **out);

/* Checks for the common cases.  yes/no; a roll of the struct dice in arg
 * typed from real dice, or Enter for the program's; a whole number from
 * 1 to the int in arg. */
int	 prompt_yes_no(const char *, void *, char *, size_t);
/* Ask a yes/no question: 0 for yes; -1 for no (r failed with no) or
 * cancelled. */
int	 prompt_agree(ask_fn, void *ask_arg, struct reply *, const char *prompt,
	    const char *no);
int	 prompt_roll(const char *, void *, char *, size_t);
int	 prompt_number(const char *, void *, char *, size_t);
/* One of the names in arg (a struct prompt_choices), matched as names are
 * everywhere (any unique part, the ids too when given); Enter takes the
 * only one offered.  A name marked taken is listed but not accepted: a
 * secret choice lists the same names every time it is asked, so the list
 * never tells what was chosen before. */
struct prompt_choices {
	const char	**names;
	int		  n;
	const char	**ids;		/* or NULL */
	const int	 *taken;	/* or NULL */
};
/* Which of them the answer named (-1 for none, or one taken). */
int	 prompt_choice_index(const struct prompt_choices *, const char *);
int	 prompt_choice(const char *, void *, char *, size_t);

#endif
