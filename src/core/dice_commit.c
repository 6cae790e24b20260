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

#define SEED_META	"dice-seed"	/* "EPOCH HEX": the epoch's secret */

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
	json_decref(dc->pending);
	json_decref(dc->loose);
	explicit_bzero(dc->seed, sizeof dc->seed);
	free(dc);
}

void
dice_commit_begin(struct dice_commit *dc, const char *role)
{
	snprintf(dc->role, sizeof dc->role, "%s", role != NULL && *role !=
	    '\0' ? role : "server");
	dc->last = 0;
	json_decref(dc->pending);
	json_decref(dc->loose);
	dc->pending = dc->loose = NULL;
}

/* The seed of epoch, from the meta table. */
static void
load_seed(struct dice_commit *dc)
{
	char		*v = journal_meta_get(dc->j, SEED_META), *sp;
	long long	 e;

	dc->have_seed = 0;
	if (v == NULL)
		return;
	if ((sp = strchr(v, ' ')) != NULL) {
		*sp = '\0';
		if (num_parse(v, 1, INT64_MAX, &e) == 0 && e == dc->epoch &&
		    dice_unhex(sp + 1, dc->seed, DICE_SEED_LEN) == 0)
			dc->have_seed = 1;
	}
	explicit_bzero(v, strlen(v) + (sp != NULL ? strlen(sp + 1) + 1 : 0));
	free(v);
}

static struct dice_tally *
count_of(struct dice_commit *dc, const char *role, int add)
{
	size_t	 i;

	for (i = 0; i < dc->ncounts; i++)
		if (strcmp(dc->counts[i].role, role) == 0)
			return &dc->counts[i];
	if (!add)
		return NULL;
	dc->counts = xreallocarray(dc->counts, dc->ncounts + 1,
	    sizeof *dc->counts);
	memset(&dc->counts[dc->ncounts], 0, sizeof *dc->counts);
	snprintf(dc->counts[dc->ncounts].role, sizeof dc->counts[0].role, "%s",
	    role);
	return &dc->counts[dc->ncounts++];
}

static int64_t
int_of(json_t *o, const char *k)
{
	json_t	*v = json_object_get(o, k);

	return json_is_integer(v) ? (int64_t)json_integer_value(v) : -1;
}

/* One event read into the epoch. */
static int
read_event(const struct event *e, void *arg)
{
	struct dice_commit	*dc = arg;
	json_t			*d, *dr, *each, *x;
	struct dice_tally	*c;
	size_t			 i;

	dc->tail_seq = e->seq;
	snprintf(dc->tail_hash, sizeof dc->tail_hash, "%s", e->hash);
	/* Most events have nothing of dice: their data is not parsed. */
	if (strncmp(e->kind, "dice-", 5) != 0 && strcmp(e->kind, "undo") != 0 &&
	    strstr(e->data, "\"draws\"") == NULL)
		return 0;
	if ((d = json_loads(e->data, 0, NULL)) == NULL)
		return 0;
	if (strcmp(e->kind, "dice-commit") == 0 && int_of(d, "epoch") > 0) {
		dc->epoch = int_of(d, "epoch");
		dc->commit_cmd = e->cmd;
		dc->turn = (int)int_of(d, "turn");
		dc->revealed = dc->undone = 0;
		dc->ncounts = 0;
		load_seed(dc);
	} else if (strcmp(e->kind, "dice-reveal") == 0 &&
	    int_of(d, "epoch") == dc->epoch)
		dc->revealed = 1;
	else if (strcmp(e->kind, "undo") == 0 && dc->epoch > 0 &&
	    int_of(d, "cmd") == dc->commit_cmd)
		dc->undone = 1;
	else if ((dr = json_object_get(d, "draws")) != NULL &&
	    int_of(dr, "epoch") == dc->epoch && dc->epoch > 0 &&
	    json_is_string(json_object_get(dr, "role"))) {
		c = count_of(dc, json_string_value(json_object_get(dr, "role")),
		    1);
		each = json_object_get(dr, "each");
		json_array_foreach(each, i, x)
			if (int_of(x, "n") > 0 && (uint64_t)int_of(x, "n") >
			    c->last)
				c->last = (uint64_t)int_of(x, "n");
	}
	json_decref(d);
	return 0;
}

/* Everything again from the last dice-commit. */
static int
read_all(struct dice_commit *dc)
{
	sqlite3_stmt	*st;
	int64_t		 from = 0;

	dc->epoch = 0;
	dc->commit_cmd = 0;
	dc->revealed = dc->undone = dc->have_seed = 0;
	dc->ncounts = 0;
	dc->tail_seq = 0;
	dc->tail_hash[0] = '\0';
	if (sqlite3_prepare_v2(journal_db(dc->j), "SELECT max(seq) FROM event "
	    "WHERE kind = 'dice-commit'", -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		from = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	if (from <= 0) {
		/* No epoch yet: the tail is all there is to know. */
		dc->tail_seq = journal_last_seq(dc->j);
		snprintf(dc->tail_hash, sizeof dc->tail_hash, "%s",
		    journal_last_hash(dc->j));
		return 0;
	}
	return journal_each(dc->j, from, read_event, dc) < 0 ? -1 : 0;
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
	if (sqlite3_prepare_v2(journal_db(dc->j), "SELECT hash FROM event "
	    "WHERE seq = ?1", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_int64(st, 1, dc->tail_seq);
	if (sqlite3_step(st) == SQLITE_ROW)
		same = strcmp(journal_text(st, 0), dc->tail_hash) == 0;
	sqlite3_finalize(st);
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
	return journal_each(dc->j, dc->tail_seq + 1, read_event, dc) < 0 ?
	    -1 : 0;
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
dice_commit_draw(struct dice_commit *dc, uint32_t below)
{
	struct dice_tally	*c;
	uint64_t		 n;
	uint32_t		 v;
	char			 err[160];

	if (dice_commit_sync(dc) != 0 || dc->epoch == 0 || !dc->have_seed ||
	    dc->revealed)
		return loose(dc, below);
	c = count_of(dc, dc->role, 0);
	n = (c != NULL && c->last > dc->last ? c->last : dc->last) + 1;
	if (dice_derive(dc->seed, dc->epoch, dc->role, n, below, &v, err,
	    sizeof err) != 0) {
		fprintf(stderr, "adjutant: dice drawn uncommitted: %s\n", err);
		return loose(dc, below);
	}
	dc->last = n;
	if (dc->pending == NULL) {
		dc->pending = json_array();
		dc->pending_epoch = dc->epoch;
	}
	json_array_append_new(dc->pending, xjson_pack("{s:I, s:I, s:I}", "n",
	    (json_int_t)n, "below", (json_int_t)below, "v", (json_int_t)v));
	return v;
}

void
dice_commit_attach(struct dice_commit *dc, json_t *data)
{
	if (dc->pending != NULL) {
		json_object_set_new(data, "draws", xjson_pack("{s:I, s:s, "
		    "s:o}", "epoch", (json_int_t)dc->pending_epoch, "role",
		    dc->role, "each", dc->pending));
		dc->pending = NULL;
	}
	if (dc->loose != NULL) {
		json_object_set_new(data, "draws_uncommitted", dc->loose);
		dc->loose = NULL;
	}
}

int
dice_commit_seed(struct dice_commit *dc, int64_t epoch, char out[65])
{
	unsigned char	 seed[DICE_SEED_LEN];
	char		 v[32 + 2 * DICE_SEED_LEN];
	ssize_t		 got;
	int		 rc;

	do
		got = getrandom(seed, sizeof seed, 0);
	while (got < 0 && errno == EINTR);
	if (got != (ssize_t)sizeof seed)
		return -1;
	snprintf(v, sizeof v, "%lld ", (long long)epoch);
	dice_hex(seed, sizeof seed, v + strlen(v));
	rc = journal_meta_set(dc->j, SEED_META, v);
	dice_commitment(seed, out);
	explicit_bzero(seed, sizeof seed);
	explicit_bzero(v, sizeof v);
	return rc;
}

void
dice_commit_seed_hex(const struct dice_commit *dc, char out[65])
{
	dice_hex(dc->seed, DICE_SEED_LEN, out);
}
