/* A campaign's undos for the readers of its events.  Whether an event
 * was undone is asked of every event sent, and the undos are found by
 * reading the journal (an undo is an event like any other: no index
 * finds them), so a client reading the history from its start had each
 * answer of a thousand events read the whole journal again, and a
 * campaign that grows kept it from ever being cached: beside 50 clients
 * appending, one such reader cost the appends a quarter of their rate.
 * Kept here, the undos are read once, then only past the last event
 * read before. */
#include <string.h>

#include "adj/xalloc.h"
#include "undo_cache.h"

void
undo_cache_init(struct undo_cache *c)
{
	pthread_mutex_init(&c->lock, NULL);
	c->upto = 0;
	c->u.pairs = NULL;
	c->u.n = 0;
}

void
undo_cache_free(struct undo_cache *c)
{
	undone_free(&c->u);
	c->upto = 0;
}

/* Every undo up to upto in c (its lock held): 0, or -1. */
static int
extend(struct undo_cache *c, struct journal *j, int64_t upto)
{
	struct undone	 fresh;
	int		 rc = 0;

	if (c->upto >= upto)
		return 0;
	/* Those read past upto are left for the next reading, which begins
	 * after upto: none is kept twice. */
	if ((rc = undone_load(j, c->upto, &fresh)) == 0) {
		undone_merge(&c->u, &fresh, upto);
		c->upto = upto;
	}
	undone_free(&fresh);
	return rc;
}

int
undo_cache_get(struct undo_cache *c, struct journal *j, int64_t upto,
    struct undone *out)
{
	int	 rc;

	out->pairs = NULL;
	out->n = 0;
	pthread_mutex_lock(&c->lock);
	if ((rc = extend(c, j, upto)) == 0 && c->u.n > 0) {
		out->pairs = xreallocarray(NULL, 2 * c->u.n, sizeof *out->pairs);
		memcpy(out->pairs, c->u.pairs, 2 * c->u.n * sizeof *out->pairs);
		out->n = c->u.n;
	}
	pthread_mutex_unlock(&c->lock);
	return rc;
}

int
undo_cache_since(struct undo_cache *c, struct journal *j, int64_t from,
    int64_t upto)
{
	size_t	 i;
	int	 rc;

	pthread_mutex_lock(&c->lock);
	if ((rc = extend(c, j, upto)) == 0)
		for (i = 0; i < c->u.n && rc == 0; i++)
			rc = c->u.pairs[2 * i + 1] > from &&
			    c->u.pairs[2 * i + 1] <= upto;
	pthread_mutex_unlock(&c->lock);
	return rc;
}
