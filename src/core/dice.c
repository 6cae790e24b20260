/* Dice specs, rolls, typed-in physical results and exact distributions. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/dice.h"

int
dice_parse(const char *s, struct dice *d, char *err, size_t errlen)
{
	char	*end;
	long	 n = 1, sides;

	memset(d, 0, sizeof *d);
	if (s == NULL || *s == '\0')
		goto bad;
	if (strcasecmp(s, "d66") == 0 || strcasecmp(s, "1d66") == 0) {
		d->n = 2;
		d->sides = 6;
		d->d66 = 1;
		return 0;
	}
	if (isdigit((unsigned char)*s)) {
		n = strtol(s, &end, 10);
		s = end;
	}
	if (*s != 'd' && *s != 'D')
		goto bad;
	s++;
	if (!isdigit((unsigned char)*s))
		goto bad;
	sides = strtol(s, &end, 10);
	if (*end != '\0')
		goto bad;
	if (n < 1 || n > DICE_MAX || sides < 2 || sides > 1000) {
		snprintf(err, errlen, "dice out of range: 1 to %d dice of 2 to "
		    "1000 sides (e.g. 2d6)", DICE_MAX);
		return -1;
	}
	d->n = (int)n;
	d->sides = (int)sides;
	return 0;
bad:
	snprintf(err, errlen, "\"%s\" is not a dice kind: expected NdS (2d6, "
	    "d6, 3d10) or d66", s == NULL ? "" : s);
	return -1;
}

void
dice_name(const struct dice *d, char *out, size_t len)
{
	if (d->d66)
		snprintf(out, len, "d66");
	else if (d->n == 1)
		snprintf(out, len, "d%d", d->sides);
	else
		snprintf(out, len, "%dd%d", d->n, d->sides);
}

int
dice_min(const struct dice *d)
{
	return d->d66 ? 11 : d->n;
}

int
dice_max(const struct dice *d)
{
	return d->d66 ? 66 : d->n * d->sides;
}

static void
roll_total(struct roll *r)
{
	int	 i;

	if (r->spec.d66) {
		r->total = r->die[0] * 10 + r->die[1];
		return;
	}
	r->total = 0;
	for (i = 0; i < r->spec.n; i++)
		r->total += r->die[i];
}

/* Every roll passes dice_roll or dice_read: counted here, once for all
 * the mechanisms that roll (a command runs on one thread). */
static _Thread_local uint64_t rolls;

uint64_t
dice_count(void)
{
	return rolls;
}

void
dice_roll(const struct dice *d, struct rng *g, struct roll *r)
{
	int	 i;

	rolls++;
	memset(r, 0, sizeof *r);
	r->spec = *d;
	r->per_die = 1;
	for (i = 0; i < d->n; i++)
		r->die[i] = 1 + (int)rng_die(g, (uint32_t)d->sides);
	roll_total(r);
}

/* Split typed text into numbers at '+', ',', '-' or blanks. */
static int
split_numbers(const char *s, long *v, int max)
{
	int	 n = 0;
	char	*end;

	while (*s != '\0') {
		while (*s == ' ' || *s == '+' || *s == ',' || *s == '/')
			s++;
		if (*s == '\0')
			break;
		if (!isdigit((unsigned char)*s) || n == max)
			return -1;
		v[n++] = strtol(s, &end, 10);
		if (v[n - 1] > 100000)
			return -1;
		s = end;
	}
	return n;
}

int
dice_read(const struct dice *d, const char *s, struct roll *r, char *err,
    size_t errlen)
{
	long	 v[DICE_MAX + 1];
	char	 name[32];
	int	 n, i;

	memset(r, 0, sizeof *r);
	r->spec = *d;
	r->typed = 1;
	dice_name(d, name, sizeof name);
	if (*s == '\0') {
		snprintf(err, errlen, "roll= is empty: type what the %s showed%s",
		    name, d->d66 ? " (coloured die first, e.g. 62)" : "");
		return -1;
	}
	n = split_numbers(s, v, DICE_MAX + 1);
	if (d->d66) {
		if (n == 1 && v[0] >= 11 && v[0] <= 66 && v[0] % 10 >= 1 &&
		    v[0] % 10 <= 6) {
			r->die[0] = (int)(v[0] / 10);
			r->die[1] = (int)(v[0] % 10);
		} else if (n == 2 && v[0] >= 1 && v[0] <= 6 && v[1] >= 1 &&
		    v[1] <= 6) {
			r->die[0] = (int)v[0];
			r->die[1] = (int)v[1];
		} else {
			snprintf(err, errlen, "%s is not an 11-66 roll: each die "
			    "reads 1 to 6 (coloured first, then white)", s);
			return -1;
		}
		r->per_die = 1;
		roll_total(r);
		rolls++;
		return 0;
	}
	if (n == d->n) {
		for (i = 0; i < n; i++) {
			if (v[i] < 1 || v[i] > d->sides) {
				snprintf(err, errlen, "%s is not a %s roll: %s "
				    "reads 1 to %d", s, name, d->n == 1 ? "it" :
				    "each die", d->sides);
				return -1;
			}
			r->die[i] = (int)v[i];
		}
		r->per_die = 1;
		roll_total(r);
		rolls++;
		return 0;
	}
	if (n == 1 && d->n > 1) {
		/* A total only: fine for a sum, the faces are not needed. */
		if (v[0] < dice_min(d) || v[0] > dice_max(d)) {
			snprintf(err, errlen, "%s is not a %s roll: the total "
			    "reads %d to %d", s, name, dice_min(d), dice_max(d));
			return -1;
		}
		r->total = (int)v[0];
		rolls++;
		return 0;
	}
	if (d->n == 1)
		snprintf(err, errlen, "%s is not a %s roll: a %s reads 1 to %d",
		    s, name, name, d->sides);
	else
		snprintf(err, errlen, "%s is not a %s roll: give the total "
		    "(%d to %d) or each die (e.g. 3+4)", s, name, dice_min(d),
		    dice_max(d));
	return -1;
}

uint64_t
dice_ways(const struct dice *d, uint64_t *counts, size_t ncounts)
{
	uint64_t	*cur, *nxt, total = 1;
	int		 lo = dice_min(d), hi = dice_max(d), i, f, t;
	size_t		 span = (size_t)(hi - lo + 1);

	if (ncounts < span)
		return 0;
	memset(counts, 0, span * sizeof *counts);
	if (d->d66) {
		for (i = 1; i <= 6; i++)
			for (f = 1; f <= 6; f++)
				counts[i * 10 + f - lo]++;
		return 36;
	}
	/* Convolve one die at a time: sums of k dice range over k..k*S. */
	cur = xcalloc((size_t)hi + 1, sizeof *cur);
	nxt = xcalloc((size_t)hi + 1, sizeof *nxt);
	if (cur == NULL || nxt == NULL)
		abort();
	cur[0] = 1;
	for (i = 0; i < d->n; i++) {
		memset(nxt, 0, ((size_t)hi + 1) * sizeof *nxt);
		for (t = 0; t <= hi; t++) {
			if (cur[t] == 0)
				continue;
			for (f = 1; f <= d->sides && t + f <= hi; f++)
				nxt[t + f] += cur[t];
		}
		memcpy(cur, nxt, ((size_t)hi + 1) * sizeof *cur);
		if (total > UINT64_MAX / (uint64_t)d->sides) {
			total = 0;
			break;
		}
		total *= (uint64_t)d->sides;
	}
	if (total != 0)
		for (t = lo; t <= hi; t++)
			counts[t - lo] = cur[t];
	free(cur);
	free(nxt);
	return total;
}

void
roll_describe(const struct roll *r, char *out, size_t len)
{
	size_t	 o;
	int	 i;

	if (r->spec.d66) {
		snprintf(out, len, "%d (coloured %d, white %d)", r->total,
		    r->die[0], r->die[1]);
		return;
	}
	if (r->spec.n == 1 || !r->per_die) {
		snprintf(out, len, "%d", r->total);
		return;
	}
	o = (size_t)snprintf(out, len, "%d (", r->total);
	for (i = 0; i < r->spec.n && o < len; i++)
		o += (size_t)snprintf(out + o, len - o, "%s%d", i ? "+" : "",
		    r->die[i]);
	if (o < len)
		snprintf(out + o, len - o, ")");
}
