/* A campaign server's committed dice: the epoch in hand and each role's
 * count of draws in it, as its journal records them (dice_commit.h).
 *
 * Nothing here is kept that the journal does not say: the counts are
 * read back from the events' "draws" (an undone event's too), so a
 * command refused after it drew, whose events were rolled back, leaves
 * its counts to be drawn again, to the same faces.  What was read is
 * known by the journal's tail (its seq and hash): a tail moved on is read
 * from where it was, a tail that is no longer there (a batch rolled back)
 * has the epoch read again from its dice-commit. */
#include <sys/random.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/dice_commit.h"
#include "adj/journal.h"
#include "adj/num.h"
#include "adj/stmt_cache.h"

/* Meta key "dice-seed-EPOCH": "DICE PICKS", the epoch's seeds in hex,
 * kept (past the epoch's end, for a seed held until the game ends). */
#define SEED_META	"dice-seed-%lld"

struct dice_commit *
dice_commit_new(struct journal *j)
{
	struct dice_commit	*dc = xcalloc(1, sizeof *dc);

	dc->j = j;
	dc->tail_seq = -1;	/* nothing read yet */
	return dc;
}

void
dice_commit_free(struct dice_commit *dc)
{
	if (dc == NULL)
		return;
	free(dc->counts);
	json_decref(dc->pending[DICE_DIE]);
	json_decref(dc->pending[DICE_PICK]);
	json_decref(dc->loose);
	explicit_bzero(dc->seed, sizeof dc->seed);
	free(dc);
}

void
dice_commit_begin(struct dice_commit *dc, const char *role)
{
	snprintf(dc->role, sizeof dc->role, "%s", role != NULL && *role !=
	    '\0' ? role : "server");
	dc->last[DICE_DIE] = dc->last[DICE_PICK] = 0;
	json_decref(dc->pending[DICE_DIE]);
	json_decref(dc->pending[DICE_PICK]);
	json_decref(dc->loose);
	dc->pending[DICE_DIE] = dc->pending[DICE_PICK] = dc->loose = NULL;
}

/* The seeds of an epoch, from the meta table: 0, or -1. */
static int
seeds_of(struct dice_commit *dc, int64_t epoch,
    unsigned char seed[DICE_KINDS][DICE_SEED_LEN])
{
	char	 key[48], *v;
	int	 rc = -1;

	snprintf(key, sizeof key, SEED_META, (long long)epoch);
	if ((v = journal_meta_get(dc->j, key)) == NULL)
		return -1;
	if (strlen(v) == 4 * DICE_SEED_LEN + 1 && v[2 * DICE_SEED_LEN] == ' ') {
		v[2 * DICE_SEED_LEN] = '\0';
		if (dice_unhex(v, seed[DICE_DIE], DICE_SEED_LEN) == 0 &&
		    dice_unhex(v + 2 * DICE_SEED_LEN + 1, seed[DICE_PICK],
		    DICE_SEED_LEN) == 0)
			rc = 0;
	}
	explicit_bzero(v, 4 * DICE_SEED_LEN + 1);
	free(v);
	return rc;
}

static struct dice_tally *
count_of(struct dice_commit *dc, const char *role, enum dice_kind kind,
    int add)
{
	size_t	 i;

	for (i = 0; i < dc->ncounts; i++)
		if (dc->counts[i].kind == kind &&
		    strcmp(dc->counts[i].role, role) == 0)
			return &dc->counts[i];
	if (!add)
		return NULL;
	dc->counts = xreallocarray(dc->counts, dc->ncounts + 1,
	    sizeof *dc->counts);
	memset(&dc->counts[dc->ncounts], 0, sizeof *dc->counts);
	snprintf(dc->counts[dc->ncounts].role, sizeof dc->counts[0].role, "%s",
	    role);
	dc->counts[dc->ncounts].kind = kind;
	return &dc->counts[dc->ncounts++];
}

static int64_t
int_of(json_t *o, const char *k)
{
	json_t	*v = json_object_get(o, k);

	return json_is_integer(v) ? (int64_t)json_integer_value(v) : -1;
}

/* An event's draws of a kind, counted. */
static void
read_draws(struct dice_commit *dc, const struct event *e, json_t *d,
    enum dice_kind kind)
{
	json_t			*dr = json_object_get(d, dice_kinds[kind].draws);
	json_t			*x;
	struct dice_tally	*c;
	size_t			 i;

	if (dr == NULL || int_of(dr, "epoch") != dc->epoch || dc->epoch <= 0 ||
	    !json_is_string(json_object_get(dr, "role")))
		return;
	if (strcmp(e->vis, "all") != 0)
		dc->secret[kind] = 1;
	c = count_of(dc, json_string_value(json_object_get(dr, "role")), kind,
	    1);
	json_array_foreach(json_object_get(dr, "each"), i, x)
		if (int_of(x, "n") > 0 && (uint64_t)int_of(x, "n") > c->last)
			c->last = (uint64_t)int_of(x, "n");
}

/* One event read into the epoch. */
static void
read_event(const struct event *e, struct dice_commit *dc)
{
	json_t	*d;

	dc->tail_seq = e->seq;
	snprintf(dc->tail_hash, sizeof dc->tail_hash, "%s", e->hash);
	/* Most events have nothing of dice: their data is not parsed. */
	if (strncmp(e->kind, "dice-", 5) != 0 && strcmp(e->kind, "undo") != 0 &&
	    strstr(e->data, "\"draws\"") == NULL &&
	    strstr(e->data, "\"picks\"") == NULL)
		return;
	if ((d = json_loads(e->data, 0, NULL)) == NULL)
		return;
	if (strcmp(e->kind, "dice-commit") == 0 && int_of(d, "epoch") > 0) {
		dc->epoch = int_of(d, "epoch");
		dc->commit_cmd = e->cmd;
		dc->turn = (int)int_of(d, "turn");
		dc->closed = dc->undone = 0;
		dc->secret[DICE_DIE] = dc->secret[DICE_PICK] = 0;
		dc->ncounts = 0;
		dc->have_seed = seeds_of(dc, dc->epoch, dc->seed) == 0;
	} else if (strcmp(e->kind, "dice-reveal") == 0 &&
	    int_of(d, "epoch") == dc->epoch)
		dc->closed = 1;
	else if (strcmp(e->kind, "undo") == 0 && dc->epoch > 0 &&
	    int_of(d, "cmd") == dc->commit_cmd)
		dc->undone = 1;
	else {
		read_draws(dc, e, d, DICE_DIE);
		read_draws(dc, e, d, DICE_PICK);
	}
	json_decref(d);
}

/* The events from seq from on, each read into the epoch.  Not through
 * journal_each: this runs at the end of every command, and reads no
 * more than what it needs of the few events the command added. */
static int
read_from(struct dice_commit *dc, int64_t from)
{
	sqlite3_stmt	*st;
	struct event	 e;
	int		 rc;

	if ((st = stmt_get(journal_db(dc->j), "SELECT seq, cmd, kind, "
	    "data, hash, vis FROM event WHERE seq >= ?1 ORDER BY seq")) == NULL)
		return -1;
	sqlite3_bind_int64(st, 1, from);
	memset(&e, 0, sizeof e);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		e.seq = sqlite3_column_int64(st, 0);
		e.cmd = sqlite3_column_int64(st, 1);
		e.kind = journal_text(st, 2);
		e.data = journal_text(st, 3);
		snprintf(e.hash, sizeof e.hash, "%s", journal_text(st, 4));
		e.vis = journal_text(st, 5);
		read_event(&e, dc);
	}
	stmt_put(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* Everything again from the last dice-commit. */
static int
read_all(struct dice_commit *dc)
{
	sqlite3_stmt	*st;
	int64_t		 from = 0;

	dc->epoch = 0;
	dc->commit_cmd = 0;
	dc->closed = dc->undone = dc->have_seed = 0;
	dc->ncounts = 0;
	dc->tail_seq = 0;
	dc->tail_hash[0] = '\0';
	if ((st = stmt_get(journal_db(dc->j), "SELECT max(seq) FROM event "
	    "WHERE kind = 'dice-commit'")) == NULL)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		from = sqlite3_column_int64(st, 0);
	stmt_put(st);
	if (from <= 0) {
		/* No epoch yet: the tail is all there is to know. */
		dc->tail_seq = journal_last_seq(dc->j);
		snprintf(dc->tail_hash, sizeof dc->tail_hash, "%s",
		    journal_last_hash(dc->j));
		return 0;
	}
	return read_from(dc, from);
}

/* Is the event read last still there, as it was? */
static int
tail_stands(struct dice_commit *dc)
{
	sqlite3_stmt	*st;
	int		 same = 0;

	if (dc->tail_seq < 0)
		return 0;
	if (dc->tail_seq == 0)
		return 1;	/* nothing read: nothing to lose */
	if ((st = stmt_get(journal_db(dc->j), "SELECT hash FROM event "
	    "WHERE seq = ?1")) == NULL)
		return 0;
	sqlite3_bind_int64(st, 1, dc->tail_seq);
	if (sqlite3_step(st) == SQLITE_ROW)
		same = strcmp(journal_text(st, 0), dc->tail_hash) == 0;
	stmt_put(st);
	return same;
}

int
dice_commit_sync(struct dice_commit *dc)
{
	int64_t	 last = journal_last_seq(dc->j);

	if (last == dc->tail_seq && strcmp(journal_last_hash(dc->j),
	    dc->tail_hash) == 0)
		return 0;
	if (last < dc->tail_seq || !tail_stands(dc))
		return read_all(dc);
	return read_from(dc, dc->tail_seq + 1);
}

static uint32_t
os_below(uint32_t below)
{
	uint64_t	 w, limit = UINT64_MAX - (UINT64_MAX % below);
	ssize_t		 got;

	do {
		do
			got = getrandom(&w, sizeof w, 0);
		while (got < 0 && errno == EINTR);
		if (got != (ssize_t)sizeof w)
			abort();	/* no entropy: refuse to fake dice */
	} while (w >= limit);
	return (uint32_t)(w % below);
}

/* No seed to draw from (its commitment could not be recorded, or
 * libcrypto is missing): the OS's, recorded as drawn so, which `log
 * verify` says it could not check. */
static uint32_t
loose(struct dice_commit *dc, uint32_t below)
{
	uint32_t	 v = os_below(below);

	if (dc->loose == NULL)
		dc->loose = json_array();
	json_array_append_new(dc->loose, xjson_pack("{s:I, s:I}", "below",
	    (json_int_t)below, "v", (json_int_t)v));
	return v;
}

uint32_t
dice_commit_draw(struct dice_commit *dc, enum dice_kind kind, uint32_t below)
{
	struct dice_tally	*c;
	uint64_t		 n;
	uint32_t		 v;
	char			 err[160];

	if (dice_commit_sync(dc) != 0 || dc->epoch == 0 || !dc->have_seed ||
	    dc->closed)
		return loose(dc, below);
	c = count_of(dc, dc->role, kind, 0);
	n = (c != NULL && c->last > dc->last[kind] ? c->last :
	    dc->last[kind]) + 1;
	if (dice_derive(dc->seed[kind], kind, dc->epoch, dc->role, n, below,
	    &v, err, sizeof err) != 0) {
		fprintf(stderr, "adjutant: dice drawn uncommitted: %s\n", err);
		return loose(dc, below);
	}
	dc->last[kind] = n;
	if (dc->pending[kind] == NULL)
		dc->pending[kind] = json_array();
	dc->pending_epoch = dc->epoch;
	json_array_append_new(dc->pending[kind], xjson_pack("{s:I, s:I, s:I}",
	    "n", (json_int_t)n, "below", (json_int_t)below, "v",
	    (json_int_t)v));
	return v;
}

void
dice_commit_attach(struct dice_commit *dc, json_t *data)
{
	int	 k;

	for (k = 0; k < DICE_KINDS; k++) {
		if (dc->pending[k] == NULL)
			continue;
		json_object_set_new(data, dice_kinds[k].draws, xjson_pack("{s:I, "
		    "s:s, s:o}", "epoch", (json_int_t)dc->pending_epoch, "role",
		    dc->role, "each", dc->pending[k]));
		dc->pending[k] = NULL;
	}
	if (dc->loose != NULL) {
		json_object_set_new(data, "draws_uncommitted", dc->loose);
		dc->loose = NULL;
	}
}

int
dice_commit_seed(struct dice_commit *dc, int64_t epoch,
    char out[DICE_KINDS][65])
{
	unsigned char	 seed[DICE_KINDS][DICE_SEED_LEN];
	char		 key[48], v[4 * DICE_SEED_LEN + 2];
	ssize_t		 got;
	int		 rc, k;

	do
		got = getrandom(seed, sizeof seed, 0);
	while (got < 0 && errno == EINTR);
	if (got != (ssize_t)sizeof seed)
		return -1;
	dice_hex(seed[DICE_DIE], DICE_SEED_LEN, v);
	v[2 * DICE_SEED_LEN] = ' ';
	dice_hex(seed[DICE_PICK], DICE_SEED_LEN, v + 2 * DICE_SEED_LEN + 1);
	snprintf(key, sizeof key, SEED_META, (long long)epoch);
	rc = journal_meta_set(dc->j, key, v);
	for (k = 0; k < DICE_KINDS; k++)
		dice_commitment(seed[k], out[k]);
	explicit_bzero(seed, sizeof seed);
	explicit_bzero(v, sizeof v);
	return rc;
}

int
dice_commit_seed_hex(struct dice_commit *dc, int64_t epoch,
    enum dice_kind kind, char out[65])
{
	unsigned char	 seed[DICE_KINDS][DICE_SEED_LEN];

	if (seeds_of(dc, epoch, seed) != 0)
		return -1;
	dice_hex(seed[kind], DICE_SEED_LEN, out);
	explicit_bzero(seed, sizeof seed);
	return 0;
}
