/* A deck: pieces (chits, cards) each in exactly one place, moved between
 * places by events, drawn blind, and seen per place and per reader.
 *
 * Generic and free of the session: which places a game's deck has and
 * what each shows are its policy's (the cup's places are cup.h's); what
 * a piece does when drawn is the policy's too.  The deck is a view over
 * the policy's own array, whose elements begin with a struct deck_piece,
 * so a policy keeps what it needs per piece beside it (the cup: Key
 * chits, due turns, Replacements) without the deck knowing of it. */
#ifndef ADJ_DECK_H
#define ADJ_DECK_H

#include <stddef.h>

#include <jansson.h>

struct rng;

/* What the deck knows of a piece. */
struct deck_piece {
	char	 id[48];
	char	 name[96];
	char	 kind[12];		/* the policy's: event, division, ... */
	char	 side[32];		/* owner, "" for none (a wild chit) */
	char	 where[12];		/* its place, one of the deck's */
	char	 face_down[32];		/* who saw it go where it is, when it
					 * went there face down (its side, or
					 * the umpire); "" when face up */
};

/* What a place shows of a piece to a reader who is not its owner. */
enum deck_shows {
	DECK_CLOSED,	/* face down: a secret kind's face is its owner's */
	DECK_BLIND,	/* face down, and nobody looks, the owner neither
			 * (drawn blind, set aside unseen): only who saw
			 * a piece go there lists it */
	DECK_HAND,	/* its owner's hand: no other side sees in; a
			 * screen every player reads, what was shown */
	DECK_OPEN	/* face up to all (played, discarded, out) */
};

struct deck_place {
	const char	*name;
	enum deck_shows	 shows;
};

struct deck {
	void			*base;	/* the first piece */
	size_t			 size;	/* from one piece to the next */
	int			 n;
	const struct deck_place	*places; /* ended by a NULL name */
	const char		*secret; /* the kind whose face is its
					  * owner's until shown (or NULL) */
};

/* Who reads: may_see(arg, vis) says whether a visibility ("all", a side,
 * "umpire") reaches this reader; table: a screen every player reads at
 * once, owner of nothing. */
struct deck_reader {
	int	(*may_see)(void *, const char *);
	void	*arg;
	int	 table;
};

struct deck_piece *deck_at(const struct deck *, int);
struct deck_piece *deck_by_id(const struct deck *, const char *);
const struct deck_place *deck_place(const struct deck *, const char *);
/* Pieces in where (and of side, when not NULL). */
int	 deck_count(const struct deck *, const char *where, const char *side);
/* The same as index and name lists, in the deck's order. */
int	 deck_gather(const struct deck *, const char *where, const char *side,
	    int *idx, const char **names, int max);
/* One of the pieces in where (and of side) at random, one rng_below for
 * all of them; NULL when there is none. */
struct deck_piece *deck_blind(const struct deck *, const char *where,
	    const char *side, struct rng *);

/* A move as an event's data: {"chit": id, "to": place} (the key names of
 * the journal's "chit" events), then the policy's own keys from more
 * (taken, may be NULL), then face_down when not NULL: who saw it go
 * face down (the event's visibility).  NULL when to is no place of the
 * deck or the data cannot be built. */
json_t	*deck_move_data(const struct deck *, const struct deck_piece *,
	    const char *to, json_t *more, const char *face_down);
/* Fold a move: the piece moved (its place before into from), or NULL
 * when the event names no piece or no place of the deck (nothing moves:
 * a journal cannot put a piece nowhere). */
struct deck_piece *deck_fold_move(struct deck *, json_t *, char *from,
	    size_t);

/* May the reader know which piece this is, where it is now?  listing: to
 * offer it unasked (a completion, a list in an error), which a blind
 * place allows only to who saw it go. */
int	 deck_may_identify(const struct deck *, const struct deck_piece *,
	    const struct deck_reader *, int listing);

/* Every piece in exactly one place of the deck, no id twice: 0, else -1
 * with the first piece at fault into bad (when not NULL). */
int	 deck_check(const struct deck *, int *bad);

#endif
