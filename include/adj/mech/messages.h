/* Messages in transit and sealed declarations (src/mech/messages.c). */
#ifndef ADJ_MECH_MESSAGES_H
#define ADJ_MECH_MESSAGES_H

#include "adj/mech.h"

struct session;

extern const struct mech mech_messages;

int	 message_send(struct session *, const char *to, const char *text,
	    const char *arrives, struct reply *);
int	 message_list(struct session *, struct reply *);
/* The umpire sets when message n arrives: at arrives=, or at the turn
 * its sender asked for. */
int	 message_approve(struct session *, int n, const char *arrives,
	    struct reply *);
int	 message_settle(struct session *, int n, const char *how,
	    struct reply *);
int	 declare(struct session *, const char *side, const char *text,
	    struct reply *);
int	 reveal(struct session *, struct reply *);

#endif
