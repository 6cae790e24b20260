/* Whole numbers a player or a client typed, read with their range: every
 * count, roll, turn or sequence number that reaches arithmetic passes
 * through here first, so "=5", "x=", "-0x10", "4294967298" or a number
 * whose sum would overflow is refused as text, never computed with. */
#ifndef ADJ_NUM_H
#define ADJ_NUM_H

/* A turn number typed (`log --turn`, `replay goto turn`): far past any
 * game's track, so the track itself says which exist. */
#define TURN_MAX	100000

/* The decimal whole number s is, when it is one (an optional sign, then
 * digits only, nothing before or after) from min to max: 0 and *out;
 * else -1 and *out untouched. */
int	num_parse(const char *s, long long min, long long max, long long *out);
/* The same into an int. */
int	num_int(const char *s, int min, int max, int *out);

#endif
