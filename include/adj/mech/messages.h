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
/* Every message waiting for the umpire, approved as its sender asked
 * (all, or none when one asked no turn). */
int	 message_approve_all(struct session *, struct reply *);
/* Does message n wait for the umpire to set its arrival? */
int	 message_waiting(struct session *, int n);
/* Turn t as a message's line names it: "turn 3 (0930-1130)". */
const char *message_turn_name(struct session *, int t, char *, size_t);
/* The umpire's inbox (messages to the umpire, those waiting for its
 * approval) or a side's (messages that arrived for it), oldest first. */
int	 message_inbox(struct session *, struct reply *);
int	 message_settle(struct session *, int n, const char *how,
	    struct reply *);
int	 declare(struct session *, const char *side, const char *text,
	    struct reply *);
int	 reveal(struct session *, struct reply *);

#endif
