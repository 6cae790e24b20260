/* What the files of the messages mechanism share (messages.c, the
 * rule-timed orders of messages_rule.c, the umpire's verbal rulings of
 * messages_verbal.c); no other file includes it. */
#ifndef MESSAGES_INT_H
#define MESSAGES_INT_H

#include "adj/mech/messages.h"
#include "adj/session.h"

/* A message in transit. */
struct message {
	int	 n;
	char	 from[32];		/* a side, a commander, or umpire */
	char	 to[32];		/* a side, a commander, or umpire */
	int	 due;			/* the turn it arrives */
	int	 waiting;		/* for the umpire to set due */
	int	 asked;			/* the turn its sender asked for, or 0 */
	int	 rule;			/* timed by the game's message rule:
					 * its recipient is not told one is on
					 * its way, and it is read at the end
					 * of the rule's step */
	int	 sent;			/* the turn it was sent */
	int	 destroyed;		/* the rule's roll destroyed it */
	char	 text[256];
};

/* A side's sealed declaration, until revealed. */
struct sealed {
	char	 side[32];
	char	 text[128];		/* "" when this view folds only the
					 * public "sealed" event */
};
#define DECL_MAX	8

struct messages {
	struct message	*msgs;		/* in transit */
	int		 nmsgs;
	int		 msg_last;	/* the last message's number */
	struct sealed	 decl[DECL_MAX];	/* sealed, not yet revealed */
	int		 ndecl;
};

#define MS(s)	((struct messages *)session_mech((s), &mech_messages))

/* Who is acting: a side, a commander, or "umpire". */
const char	*messages_who(struct session *);
int		 messages_is_umpire(struct session *);
/* The table's screen, which every player reads. */
int		 messages_at_table(struct session *);
/* The role a sender typed (role_resolve), hiding the enemy's
 * commanders from a side: 0, or -1. */
int		 messages_resolve(struct session *, const char *typed,
		    char *out, size_t len);
/* "the umpire", "the Union", "Longstreet (Confederate)". */
const char	*messages_name_of(struct session *, const char *role);
/* Message m read by its recipient now, or (lost) ruled lost. */
int		 messages_deliver(struct session *, const struct message *,
		    int lost, struct reply *);
struct message	*messages_find(struct session *, int n);

/* messages_rule.c: does the game time its orders by a rule, and is it
 * in force (its option on)? */
int	 message_rule_on(struct session *);
/* The name of the step the rule's orders are read in, into out. */
const char *message_rule_step(struct session *, char *out, size_t);
/* At the end of the rule's step: what is due is read, held or lost. */
int	 message_rule_end(struct session *, struct reply *);
/* At the rule's step: the Spy's interception. */
int	 message_rule_arrive(struct session *, struct reply *);
/* The umpire overrules a rule-timed message's delivery: how is
 * "deliver", "lost" or NULL with arrives set. */
int	 message_rule_overrule(struct session *, struct message *,
	    const char *how, const char *arrives, const char *reason,
	    struct reply *);
/* messages.c: the turn arrives= names, or -1 with r failed. */
int	 message_due_turn(struct session *, const char *arrives,
	    struct reply *);

#endif
