/* Dice: what a roll is, rolling it, reading one typed in from real dice,
 * and the exact distribution of its outcomes. */
#ifndef ADJ_DICE_H
#define ADJ_DICE_H

#include <stddef.h>
#include <stdint.h>

#define DICE_MAX	20		/* dice in one roll */

/* NdS sums; or d66, two d6 read as tens (coloured) and units (white). */
struct dice {
	int	n;
	int	sides;
	int	d66;
};

struct roll {
	struct dice	spec;
	int		die[DICE_MAX];
	int		total;			/* the sum, or the 11-66 reading */
	int		typed;			/* 1 when read from real dice */
	int		per_die;		/* typed with each die given */
};

struct dice_commit;

/* The random source: the OS (unbiased) or, with a seed, a reproducible
 * one; or, on a campaign's server, draws committed to ahead and
 * recomputed by anyone after (dice_commit.h). */
struct rng {
	struct dice_commit *commit;	/* NULL but on a campaign's server */
	int		seeded;
	uint64_t	s[4];
	uint64_t	draws;		/* choices made among more than one:
					 * a session marks the events they
					 * decided (session.c) */
};

void	 rng_init_os(struct rng *);
void	 rng_init_seed(struct rng *, uint64_t);
/* A uniform number in [0, n), without modulo bias. */
uint32_t rng_below(struct rng *, uint32_t);

/* "2d6", "d6", "d66", "3d10".  0 on success, else -1 with err set. */
int	 dice_parse(const char *, struct dice *, char *, size_t);
void	 dice_name(const struct dice *, char *, size_t);
void	 dice_roll(const struct dice *, struct rng *, struct roll *);
/* Read a typed result ("62", "5", "3+4", "3 4").  -1 with a one-line
 * error naming what was expected. */
int	 dice_read(const struct dice *, const char *, struct roll *,
	    char *, size_t);
/* Rolls made (dice_roll) or read from real dice (dice_read) so far on
 * this thread: a session marks the event recorded after one ("rolled"),
 * so that an undo can tell a command that used dice, typed or not, from
 * one that did not (session.c, undo.c). */
uint64_t dice_count(void);
/* Smallest and largest total. */
int	 dice_min(const struct dice *);
int	 dice_max(const struct dice *);
/* Ways of rolling each total: counts[t - dice_min()]; returns the number
 * of equally likely outcomes (e.g. 36 for 2d6), or 0 if too many. */
uint64_t dice_ways(const struct dice *, uint64_t *, size_t);
/* The roll as text: "62 (coloured 6, white 2)", "7 (3+4)". */
void	 roll_describe(const struct roll *, char *, size_t);

#endif
