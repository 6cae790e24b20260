/* The loss ledger and the ammunition rolls (ledger.c, ammo.c): a loss as
 * the table reports it, routed onto the tracks by the rules' data. */
#ifndef ADJ_MECH_LEDGER_H
#define ADJ_MECH_LEDGER_H

#include "adj/mech.h"

struct session;
struct reply;

extern const struct mech mech_ledger;

/* `loss SIDE KIND N`: every loss_effect row of KIND applied, as one
 * command; 0, or -1 with nothing recorded. */
int	 ledger_loss(struct session *, const char *side, const char *kind,
	    const char *n, struct reply *);
/* `loss`: the kinds of loss this game routes, and where each goes. */
int	 ledger_kinds(struct session *, struct reply *);
/* `ammo SIDE EVENT [N]`: an ammo_event (a battery firing, a caisson
 * check, a supply train hit), its rolls made here; 0, or -1. */
int	 ammo_event(struct session *, const char *side, const char *event,
	    const char *n, struct reply *);
/* `ammo`: the events and where each takes its rounds from. */
int	 ammo_events(struct session *, struct reply *);

/* A side's track by its id without the side ('casualties'), or the
 * track of that id as it stands; NULL when the scenario has neither. */
struct track *ledger_side_track(struct session *, const char *base,
	    const char *side);

#endif
