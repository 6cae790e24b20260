/* What a command answers: text for a person, a JSON object for scripts,
 * and whether it succeeded.  Core operations write their explanations
 * here; the front end decides how to show them. */
#ifndef ADJ_REPLY_H
#define ADJ_REPLY_H

#include <jansson.h>

#include "adj/buf.h"

struct reply {
	int		 ok;
	struct buf	 text;		/* lines for the terminal */
	struct buf	 err;		/* one line: what was wrong and expected */
	json_t		*json;		/* the command's JSON object */
	int		 cancelled;	/* failed as the player cancelled a
					 * question (prompt_ask) */
};

void	reply_init(struct reply *);
void	reply_free(struct reply *);
void	reply_line(struct reply *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* A line that is a sentence: a full stop added unless it ends in one
 * already ("Played Stand to It!", not "...It!."). */
void	reply_sentence(struct reply *, const char *);
int	reply_fail(struct reply *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));

#endif
