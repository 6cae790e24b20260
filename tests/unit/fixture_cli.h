/* A terminal's dispatcher over the fixture's rules and dice (fixture.h),
 * on s (or no session), answering in JSON: what a test runs command lines
 * through to see them refused or run as a player would. */
#include <string.h>

#include "../../src/cli/cli.h"

static inline void
fixture_cli(struct cli *c, struct session *s)
{
	memset(c, 0, sizeof *c);
	c->rules = rules;
	c->s = s;
	c->json = 1;
	c->rng = rng;
}
