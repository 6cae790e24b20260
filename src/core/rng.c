/* Random numbers.  Program dice use the OS source (getrandom); --seed N
 * switches to xoshiro256** seeded through splitmix64 so that a whole run
 * can be reproduced; a campaign's server draws from the seed it committed
 * to (dice_commit.c).  Every way, rng_below() rejects the top sliver of
 * the range so every face is exactly equally likely. */
#include <sys/random.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "adj/dice.h"
#include "adj/dice_commit.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
rng_init_seed(struct rng *r, uint64_t seed)
{
	int	 i;

	r->commit = NULL;
	r->seeded = 1;
	r->draws = 0;
	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

void
rng_init_os(struct rng *r)
{
	memset(r, 0, sizeof *r);
	r->seeded = 0;
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static uint32_t
rng_next32(struct rng *r)
{
	uint64_t	 *s = r->s, result, t;
	uint32_t	 v;
	ssize_t		 got;

	if (!r->seeded) {
		do
			got = getrandom(&v, sizeof v, 0);
		while (got < 0 && errno == EINTR);
		if (got != (ssize_t)sizeof v)
			abort();	/* no entropy: refuse to fake dice */
		return v;
	}
	result = rotl(s[1] * 5, 7) * 9;
	t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return (uint32_t)(result >> 32);
}

uint32_t
rng_below(struct rng *r, uint32_t n)
{
	uint32_t	 limit, v;

	if (n <= 1)
		return 0;	/* no choice: nothing left to chance */
	r->draws++;
	if (r->commit != NULL)
		return dice_commit_draw(r->commit, n);
	/* Largest multiple of n that fits: values at or above it are redrawn. */
	limit = UINT32_MAX - (UINT32_MAX % n);
	do
		v = rng_next32(r);
	while (v >= limit);
	return v % n;
}
