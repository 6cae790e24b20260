/* Each role's /state, kept while nothing new is on the disk.
 *
 * A page polls its state; an observer's page or fifty of them poll the
 * same one.  Each answer took a reader, its catch-up and a status of
 * the whole game, about a millisecond of a processor, and the umpire's
 * and the sides' commands waited behind fifty of them.  A state is the
 * same for the same role as long as the journal is: it is kept for
 * each role (not each side: a commander's is his own) as of the last
 * event on the disk, and made again once the journal grows.  Only its
 * "how long ago" of what is owed depends on the clock, so a kept answer
 * is no older than STATE_FRESH.  Refusals are not kept. */
#include <string.h>

#include "server.h"
#include "state_cache.h"

#define STATE_FRESH	1.0	/* s a kept answer serves */

void
state_cache_init(struct state_cache *sc)
{
	memset(sc, 0, sizeof *sc);
	pthread_mutex_init(&sc->lock, NULL);
}

void
state_cache_free(struct state_cache *sc)
{
	int	 i;

	for (i = 0; i < STATE_KEPT; i++)
		json_decref(sc->kept[i].answer);
	pthread_mutex_destroy(&sc->lock);
}

/* The role's own place, else a free one, else the one kept longest. */
static struct state_kept *
place_of(struct state_cache *sc, const char *role)
{
	struct state_kept	*k, *free = NULL, *oldest = sc->kept;

	for (k = sc->kept; k < sc->kept + STATE_KEPT; k++) {
		if (k->answer == NULL) {
			if (free == NULL)
				free = k;
			continue;
		}
		if (strcmp(k->role, role) == 0)
			return k;
		if (k->at < oldest->at)
			oldest = k;
	}
	return free != NULL ? free : oldest;
}

json_t *
state_cache_get(struct state_cache *sc, const char *role, int64_t seq)
{
	struct state_kept	*k;
	json_t			*o = NULL;

	pthread_mutex_lock(&sc->lock);
	k = place_of(sc, role);
	if (k->answer != NULL && strcmp(k->role, role) == 0 && k->seq == seq &&
	    monotonic_s() - k->at < STATE_FRESH)
		o = json_incref(k->answer);
	pthread_mutex_unlock(&sc->lock);
	return o;
}

void
state_cache_put(struct state_cache *sc, const char *role, int64_t seq,
    json_t *answer)
{
	struct state_kept	*k;

	/* A name too long to keep whole is not kept: cut, it could stand
	 * for another role's. */
	if (strlen(role) >= sizeof sc->kept[0].role)
		return;
	pthread_mutex_lock(&sc->lock);
	k = place_of(sc, role);
	/* An answer made from an older snapshot does not replace a newer
	 * one kept meanwhile. */
	if (k->answer == NULL || strcmp(k->role, role) != 0 || k->seq <= seq) {
		json_decref(k->answer);
		memcpy(k->role, role, strlen(role) + 1);
		k->seq = seq;
		k->at = monotonic_s();
		k->answer = json_incref(answer);
	}
	pthread_mutex_unlock(&sc->lock);
}
