/* A track kept as a ledger by source (vp_ledger.c): every change of a
 * track the data names (ledger_track) is an entry, with where it came
 * from, its turn and its amount; parts that follow a formula
 * (ledger_part) and named entries the players record (ledger_item) are
 * written onto it (vp_ledger.c, vp_items.c). */
#ifndef ADJ_MECH_VP_LEDGER_H
#define ADJ_MECH_VP_LEDGER_H

#include "adj/mech.h"

struct session;
struct reply;

extern const struct mech mech_vp_ledger;

/* One entry: a change of a ledger track as the fold met it. */
struct ledger_entry {
	char	 track[64];
	char	 key[200];		/* its source, as one string: the group */
	char	 label[160];		/* the source in words */
	char	 section[24];		/* the source's section, or "" */
	int	 turn;
	int	 amount;
};

#define LEDGER_TRACKS_MAX	8

struct vp_ledger {
	struct ledger_entry	*e;
	int			 n, cap;
	/* The tracks kept as ledgers in this scenario, read once at the
	 * start: the fold asks of every track event. */
	char			 tracks[LEDGER_TRACKS_MAX][64];
	int			 ntracks;
};

/* `vp [TRACK]`: the entries of a ledger track grouped by source, with
 * the total and the sum of the entries (equal: the fold keeps them so). */
int	 vp_ledger_show(struct session *, const char *track, struct reply *);
/* What the entries of track t sum to, and what those of one source key
 * sum to (key NULL: all). */
int	 vp_ledger_sum(struct session *, const char *track, const char *key);
/* How many entries of track come from one source key. */
int	 vp_ledger_count(struct session *, const char *track, const char *key);
/* The key a source is grouped under ("rule|ledger_part|ID"). */
void	 vp_ledger_key(const char *kind, const char *name, const char *table,
	    const char *id, char *out, size_t);

/* `score ITEM [N]`: a named entry (ledger_item) recorded; `vp items` lists
 * them.  0, or -1 with nothing recorded. */
int	 vp_item_record(struct session *, const char *item, const char *n,
	    struct reply *);
int	 vp_items_list(struct session *, struct reply *);
/* The side a named entry raises (the track's up_side for a gain, the
 * other for a loss), into side; 0, or -1 when item names none. */
int	 vp_item_side(struct session *, const char *item, char *side, size_t);

#endif
