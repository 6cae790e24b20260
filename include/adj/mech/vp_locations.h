/* VP Location markers, face down until scored (src/mech/vp_locations.c). */
#ifndef ADJ_MECH_VP_LOCATIONS_H
#define ADJ_MECH_VP_LOCATIONS_H

#include "adj/mech.h"

struct session;
struct reply;

extern const struct mech mech_vp_locations;

/* `location [HEX [SIDE|none | score [VALUE] [contested]]]` */
int	 vp_location_cmd(struct session *, int argc, char **argv,
	    struct reply *);

#endif
