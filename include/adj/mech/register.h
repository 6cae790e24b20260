/* Registers of named things, each with its counters (register.c): a
 * brigade's combat effectiveness, a battery's rounds. */
#ifndef ADJ_MECH_REGISTER_H
#define ADJ_MECH_REGISTER_H

#include <stddef.h>

#include "adj/mech.h"

struct session;
struct reply;
struct track;

/* A decrease of a register counter taken from a pool (register_pool.c):
 * the pool's track and how much it spends (0: none). */
struct register_spend {
	struct track	*track;
	int		 spend;
	char		 id[96];
	char		 remind[512];
	char		 say[256];
	char		 section[24];
};

extern const struct mech mech_register;

/* `register`: the registers the game keeps. */
int	 register_list(struct session *, struct reply *);
/* `register REG [WHO]`: its entries and counters (WHO: a side, or an
 * entry by name). */
int	 register_show(struct session *, const char *reg, const char *who,
	    struct reply *);
/* `register REG ENTRY COUNTER +N|-N|=N`: 0, or -1 with nothing
 * recorded. */
int	 register_change(struct session *, const char *reg, const char *entry,
	    const char *counter, const char *op, struct reply *);
/* `register REG add NAME SIDE [SIZE]`. */
int	 register_add(struct session *, const char *reg, const char *name,
	    const char *side, const char *size, struct reply *);
/* Counter COUNTER of register REG going from from to to: whether a pool
 * pays for it (into p), -1 when the pool holds less than it takes (said
 * in r, nothing recorded). */
int	 register_pool_check(struct session *, const char *reg,
	    const char *counter, int from, int to, struct register_spend *,
	    struct reply *);
/* Record what p spends from its pool on entry `on` (its name as shown),
 * and say a restriction it holds. */
int	 register_pool_spend(struct session *, const struct register_spend *,
	    const char *on, struct reply *);
/* A counter of an entry, found by whole name (register_find). */
struct register_at {
	char	 reg[32];
	char	 entry[48];
	char	 name[160];		/* as shown (a typed name quoted) */
	char	 counter[32];
	char	 cname[96];
	char	 section[24];
	int	 value;
	int	 initial;		/* the counter's start */
};
/* Register REG's counter COUNTER of the entry whose whole id or name is
 * ENTRY: 0 with it, 1 when the register has no such entry (at->reg and
 * the counter filled), -1 refused (said in r: no such register or
 * counter, or ENTRY only a start of an entry's name). */
int	 register_find(struct session *, const char *reg, const char *entry,
	    const char *counter, struct register_at *, struct reply *);
/* `register REG ENTRY COUNTER roll WORDS...`: set once from its table
 * (register_roll), then kept (register_roll.c). */
int	 register_roll(struct session *, const char *reg, const char *entry,
	    const char *counter, int argc, char **argv, struct reply *);
/* Counter COUNTER of entry ENTRY (ids) set to amount, or raised by it
 * (add), within its bounds, as the command in hand's: a rule's own
 * bookkeeping (a town's victuals when it is levied), whoever owns the
 * entry.  0 (nothing when the register is not kept), or -1. */
int	 register_put(struct session *, const char *reg, const char *entry,
	    const char *counter, int add, int amount, struct reply *);
/* The side an entry belongs to (for who may change it), or "". */
const char *register_side_of(struct session *, const char *reg,
	    const char *entry);

#endif
