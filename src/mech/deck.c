/* A deck of pieces in places (deck.h).
 *
 * A piece's place is one field, so no piece is ever in two places; what
 * could still go wrong is a piece in no place the deck has (a move to a
 * name misspelt, or a journal written by hand), or two pieces of one id
 * (one of them then moved for the other).  Moves are refused and folds
 * ignored that would do the first, loading refuses the second, and
 * deck_check says whether both hold. */

#include <stdio.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/dice.h"
#include "adj/mech/deck.h"

struct deck_piece *
deck_at(const struct deck *d, int i)
{
	return (struct deck_piece *)((char *)d->base + (size_t)i * d->size);
}

struct deck_piece *
deck_by_id(const struct deck *d, const char *id)
{
	int	 i;

	for (i = 0; i < d->n; i++)
		if (strcmp(deck_at(d, i)->id, id) == 0)
			return deck_at(d, i);
	return NULL;
}

const struct deck_place *
deck_place(const struct deck *d, const char *name)
{
	const struct deck_place	*p;

	for (p = d->places; p->name != NULL; p++)
		if (strcmp(p->name, name) == 0)
			return p;
	return NULL;
}

static int
in(const struct deck_piece *p, const char *where, const char *side)
{
	return strcmp(p->where, where) == 0 && (side == NULL ||
	    strcmp(p->side, side) == 0);
}

int
deck_count(const struct deck *d, const char *where, const char *side)
{
	int	 i, n = 0;

	for (i = 0; i < d->n; i++)
		if (in(deck_at(d, i), where, side))
			n++;
	return n;
}

int
deck_gather(const struct deck *d, const char *where, const char *side,
    int *idx, const char **names, int max)
{
	int	 i, n = 0;

	for (i = 0; i < d->n && n < max; i++)
		if (in(deck_at(d, i), where, side)) {
			idx[n] = i;
			names[n++] = deck_at(d, i)->name;
		}
	return n;
}

struct deck_piece *
deck_blind(const struct deck *d, const char *where, const char *side,
    struct rng *rng)
{
	int	 i, k, n = deck_count(d, where, side);

	if (n == 0)
		return NULL;
	k = (int)rng_below(rng, (uint32_t)n);
	for (i = 0; i < d->n; i++)
		if (in(deck_at(d, i), where, side) && k-- == 0)
			return deck_at(d, i);
	return NULL;
}

json_t *
deck_move_data(const struct deck *d, const struct deck_piece *p,
    const char *to, json_t *more, const char *face_down)
{
	json_t	*data = NULL;

	if (deck_place(d, to) == NULL ||
	    (data = xjson_pack("{s:s, s:s}", "chit", p->id, "to", to)) == NULL ||
	    (more != NULL && json_object_update(data, more) != 0) ||
	    (face_down != NULL && json_object_set_new(data, "face_down",
	    json_string(face_down)) != 0)) {
		json_decref(data);
		data = NULL;
	}
	json_decref(more);
	return data;
}

struct deck_piece *
deck_fold_move(struct deck *d, json_t *data, char *from, size_t len)
{
	struct deck_piece	*p;
	const char		*id, *to, *fd;

	id = json_string_value(json_object_get(data, "chit"));
	to = json_string_value(json_object_get(data, "to"));
	if (id == NULL || to == NULL || (p = deck_by_id(d, id)) == NULL ||
	    deck_place(d, to) == NULL)
		return NULL;
	snprintf(from, len, "%s", p->where);
	snprintf(p->where, sizeof p->where, "%s", to);
	fd = json_string_value(json_object_get(data, "face_down"));
	snprintf(p->face_down, sizeof p->face_down, "%s", fd != NULL ? fd : "");
	return p;
}

int
deck_may_identify(const struct deck *d, const struct deck_piece *p,
    const struct deck_reader *rd, int listing)
{
	const struct deck_place	*pl = deck_place(d, p->where);
	enum deck_shows		 shows = pl != NULL ? pl->shows : DECK_BLIND;
	int			 own, secret;

	own = !rd->table && rd->may_see(rd->arg, p->side);
	secret = d->secret != NULL && strcmp(p->kind, d->secret) == 0;
	/* What went in blind or was set aside nobody looks at, its owner
	 * neither: no list offers it but to who saw it go.  Named, it is
	 * its side's still (a side records the piece it pulled). */
	if (listing && own && p->face_down[0] != '\0' && shows == DECK_BLIND)
		return rd->may_see(rd->arg, p->face_down);
	if (own)
		return 1;
	/* Put where it is face down: only who saw it go. */
	if (p->face_down[0] != '\0')
		return !rd->table && rd->may_see(rd->arg, p->face_down);
	/* Another side's hand is its own; a piece that went there face up
	 * every player has seen. */
	if (shows == DECK_HAND)
		return rd->table && !secret;
	return !secret || shows == DECK_OPEN;
}

int
deck_check(const struct deck *d, int *bad)
{
	int	 i, j;

	for (i = 0; i < d->n; i++) {
		if (deck_place(d, deck_at(d, i)->where) == NULL)
			goto fail;
		for (j = 0; j < i; j++)
			if (strcmp(deck_at(d, i)->id, deck_at(d, j)->id) == 0)
				goto fail;
	}
	return 0;
fail:
	if (bad != NULL)
		*bad = i;
	return -1;
}
