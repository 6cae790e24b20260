/* The mechanisms this Adjutant has, listed once.  Adding one is a file
 * under src/mech/ defining its struct mech, and a line here; a game takes
 * it up with a game_mechanism row (HACKING.md walks through it).  The
 * order is the order `status` shows them in. */
#include "adj/mech.h"
#include "adj/mech/award.h"
#include "adj/mech/cards.h"
#include "adj/mech/commanders.h"
#include "adj/mech/contest.h"
#include "adj/mech/control.h"
#include "adj/mech/cup.h"
#include "adj/mech/effect.h"
#include "adj/mech/fade.h"
#include "adj/mech/impulse.h"
#include "adj/mech/leaders.h"
#include "adj/mech/ledger.h"
#include "adj/mech/losses.h"
#include "adj/mech/marker.h"
#include "adj/mech/messages.h"
#include "adj/mech/queue.h"
#include "adj/mech/plan.h"
#include "adj/mech/posture.h"
#include "adj/mech/register.h"
#include "adj/mech/secrets.h"
#include "adj/mech/victory_ratio.h"
#include "adj/mech/victory_hold.h"
#include "adj/mech/victory_relative.h"
#include "adj/mech/vp_ledger.h"
#include "adj/mech/vp_locations.h"

const struct mech *const mech_table[] = {
	&mech_cup,
	&mech_cards,
	&mech_impulse,
	&mech_marker,
	&mech_leaders,
	&mech_losses,
	&mech_ledger,
	&mech_control,
	&mech_contest,
	&mech_absorb,
	&mech_relative,
	&mech_ratio,
	&mech_messages,
	&mech_register,
	&mech_fade,
	&mech_vp_ledger,
	&mech_queue,
	&mech_effects,
	&mech_victory_hold,
	&mech_award,
	&mech_plan,
	&mech_commanders,
	&mech_posture,
	&mech_secrets,
	&mech_vp_locations,
};
const int mech_count = sizeof mech_table / sizeof mech_table[0];

