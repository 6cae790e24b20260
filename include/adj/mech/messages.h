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
/* The umpire overrules the delivery of a message timed by a roll: how
 * "deliver" or "lost", or NULL with arrives (+N or a turn); the reason is
 * required, and logged for the umpire and the sender. */
int	 message_overrule(struct session *, int n, const char *how,
	    const char *arrives, const char *reason, struct reply *);
/* A written order timed by the game's message rule (distance=, rail=,
 * roll= as typed; rail and roll may be NULL). */
int	 message_written(struct session *, const char *to, const char *text,
	    const char *distance, const char *rail, const char *roll,
	    struct reply *);
/* Does the game time written orders by a rule now (its option on), and
 * do sender and recipient fall under it? */
int	 message_by_rule(struct session *, const char *to);
/* The umpire's ruling that two commanders may talk about some of their
 * commanders this turn (about: names as typed, comma-separated), or
 * with a NULL a, the rulings of this turn the viewer may read. */
int	 message_verbal(struct session *, const char *a, const char *b,
	    const char *about, const char *why, struct reply *);
int	 declare(struct session *, const char *side, const char *text,
	    struct reply *);
int	 reveal(struct session *, struct reply *);

#endif
