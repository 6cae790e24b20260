/* Alternating impulses (src/mech/impulse.c). */
#ifndef ADJ_MECH_IMPULSE_H
#define ADJ_MECH_IMPULSE_H

#include <stdint.h>

#include "adj/mech.h"

struct session;

/* The impulse of a phase played in alternating impulses. */
struct impulse {
	int	 on;			/* the phase is being played */
	char	 side[32];		/* whose impulse it is */
	int	 passes;		/* passes in succession so far */
	int	 last;			/* the check said: the phase's last */
	int	 checked;		/* this impulse's check is made */
	int	 free_next;		/* a free impulse follows this one */
	int	 free_now;		/* this impulse is a free one */
	int	 count;			/* impulses played this phase */
	int	 activations;		/* leaders activated in this one */
	int	 acts_after;		/* ...by an active leader: it may still
					 * act (Bloodiest Day 5.3.3) */
	int64_t	 check_seq;		/* the event of this impulse's check */
	char	 acted[64];		/* what the side did in this impulse
					 * ("" when nothing): it is no pass */
};

extern const struct mech mech_impulse;

/* The impulse in hand, or NULL when none is (or the game has none). */
struct impulse *impulse_now(struct session *);

/* The rules on activating leaders: may one be activated now, and may the
 * side act (a combat) now?  0, or -1 with the rule that forbids it in r.
 * impulse_activated records one (led: by an active leader). */
int	 impulse_may_activate(struct session *, struct reply *);
int	 impulse_may_act(struct session *, const char *what, struct reply *);
int	 impulse_activated(struct session *, const char *name, int led);

/* The side whose impulse it is did something (a combat): the impulse is
 * then not a pass.  Records nothing outside an impulse, for another side,
 * or when the impulse has already acted. */
int	 impulse_acted(struct session *, const char *side, const char *what);

/* A pass; the odds of the check (odds 1) or the impulse; a free one. */
int	 impulse_pass(struct session *, struct reply *);
/* The umpire's pass for side, whose impulse it is and who has neither
 * acted nor passed (`force impulse SIDE [at random | pass]`). */
int	 impulse_force(struct session *, const char *side, int argc,
	    char **argv, struct reply *);
int	 impulse_show(struct session *, int odds, struct reply *);
int	 impulse_free(struct session *, struct reply *);
int	 impulse_rule_of(struct session *, const char *phase);

/* Is event seq an impulse check: of the impulse in hand (1), of one past
 * (-1: too late to roll again), or no check (0)?  impulse_reroll makes the
 * check in hand again; its new result stands in place of the first. */
int	 impulse_check_of(struct session *, int64_t seq);
int	 impulse_reroll(struct session *, int64_t seq, struct reply *);

#endif
