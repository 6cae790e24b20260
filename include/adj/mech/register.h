/* Registers of named things, each with its counters (register.c): a
 * brigade's combat effectiveness, a battery's rounds. */
#ifndef ADJ_MECH_REGISTER_H
#define ADJ_MECH_REGISTER_H

#include <stddef.h>

#include "adj/mech.h"

struct session;
struct reply;

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
