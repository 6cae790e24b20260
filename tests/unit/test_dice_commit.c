/* Committed dice: HMAC-SHA256 against RFC 4231, the derivation of a
 * draw against vectors made by the openssl command, the counts a server
 * keeps from its journal (an undone draw counts, a refused one is drawn
 * again to the same face), and the verifier on journals made by hand,
 * each wrong thing reported at its event. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/dice_commit.h"
#include "adj/journal.h"
#include "adj/prepare.h"

static char	 dir[256];

static int
setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "%s/adj-dice-XXXXXX", getenv("TMPDIR") ?
	    getenv("TMPDIR") : "/tmp");
	return mkdtemp(dir) == NULL ? -1 : 0;
}

static int
teardown(void **state)
{
	char	 cmd[300];

	(void)state;
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* A test vector's hexadecimal digits, any even number of them. */
static size_t
unhex(const char *s, unsigned char *out)
{
	assert_int_equal(dice_unhex(s, out, strlen(s) / 2), 0);
	return strlen(s) / 2;
}

/* RFC 4231, 4.2 to 4.8 (4.6 truncates: its first 128 bits). */
static void
test_rfc4231(void **state)
{
	static const struct {
		const char	*key, *data, *mac;
	} v[] = {
		{ "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "4869205468657265",
		  "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7" },
		{ "4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
		  "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843" },
		{ "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
		  "dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd"
		  "dddddddddddddddddddddddddddddddddddd",
		  "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe" },
		{ "0102030405060708090a0b0c0d0e0f10111213141516171819",
		  "cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd"
		  "cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd",
		  "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b" },
		{ "0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c0c",
		  "546573742057697468205472756e636174696f6e",
		  "a3b6167473100ee06e0c796c2955552b" },
	};
	unsigned char	 key[200], data[200], mac[32];
	char		 got[65], err[160];
	size_t		 i;

	(void)state;
	for (i = 0; i < sizeof v / sizeof v[0]; i++) {
		assert_int_equal(dice_hmac(key, unhex(v[i].key, key), data,
		    unhex(v[i].data, data), mac, err, sizeof err), 0);
		dice_hex(mac, 32, got);
		got[strlen(v[i].mac)] = '\0';
		assert_string_equal(got, v[i].mac);
	}
	/* 4.7: a key longer than the block (131 bytes of 0xaa). */
	memset(key, 0xaa, 131);
	assert_int_equal(dice_hmac(key, 131, "Test Using Larger Than Block-Size "
	    "Key - Hash Key First", 54, mac, err, sizeof err), 0);
	dice_hex(mac, 32, got);
	assert_string_equal(got, "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c"
	    "5140546040f0ee37f54");
}

static const unsigned char seed0[DICE_SEED_LEN] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
	20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
};

/* Each value as `printf 'adjutant-dice-1\nEPOCH\nROLE\nCOUNT\n0' |
 * openssl dgst -sha256 -mac HMAC -macopt hexkey:0001...1f` gives it:
 * its first 16 hexadecimal digits, modulo below. */
static void
test_derive(void **state)
{
	uint32_t	 v;
	char		 err[160], h[65];

	(void)state;
	assert_int_equal(dice_derive(seed0, DICE_DIE, 1, "union", 1, 6, &v, err,
	    sizeof err), 0);
	assert_int_equal(v, 0);
	assert_int_equal(dice_derive(seed0, DICE_DIE, 1, "union", 2, 6, &v, err,
	    sizeof err), 0);
	assert_int_equal(v, 4);
	assert_int_equal(dice_derive(seed0, DICE_DIE, 2, "confederate/hood", 7, 66, &v,
	    err, sizeof err), 0);
	assert_int_equal(v, 17);
	assert_int_equal(dice_derive(seed0, DICE_DIE, 3, "umpire", 1, 1000, &v, err,
	    sizeof err), 0);
	assert_int_equal(v, 764);
	assert_int_equal(dice_derive(seed0, DICE_PICK, 1, "union", 1, 10, &v,
	    err, sizeof err), 0);
	assert_int_equal(v, 8);
	dice_commitment(seed0, h);
	assert_string_equal(h, "630dcd2966c4336691125448bbb25b4ff412a49c732db2"
	    "c8abc1b8581bd710dd");
}

/* Every face about as often: 60,000 draws of a d6, each face within 4%
 * of 10,000 (six standard deviations is 5.5%). */
static void
test_uniform(void **state)
{
	int		 seen[6] = { 0 }, i;
	uint32_t	 v;
	char		 err[160];

	(void)state;
	for (i = 1; i <= 60000; i++) {
		assert_int_equal(dice_derive(seed0, DICE_DIE, 1, "union", (uint64_t)i, 6,
		    &v, err, sizeof err), 0);
		assert_true(v < 6);
		seen[v]++;
	}
	for (i = 0; i < 6; i++)
		assert_in_range(seen[i], 9600, 10400);
}

/* A journal of its own, events appended as a server would. */
struct fixture {
	struct journal	*j;
	char		 path[320];
};

static void
open_journal(struct fixture *f, const char *name)
{
	char	 err[256];

	snprintf(f->path, sizeof f->path, "%s/%s", dir, name);
	unlink(f->path);
	assert_int_equal(journal_open(f->path, 1, &f->j, err, sizeof err), 0);
}

static const char *vis = "all";	/* of the events appended */

static int64_t
append(struct fixture *f, const char *kind, const char *text, json_t *data)
{
	struct event	 e;
	char		*s = json_dumps(data, JSON_COMPACT | JSON_SORT_KEYS);

	memset(&e, 0, sizeof e);
	e.turn = 1;
	e.phase = "p";
	e.kind = kind;
	e.vis = vis;
	e.text = text;
	e.data = s;
	assert_int_equal(journal_append(f->j, &e), 0);
	free(s);
	json_decref(data);
	return journal_last_seq(f->j);
}

/* One command: its events, committed. */
static void
begin(struct fixture *f)
{
	assert_int_equal(journal_begin(f->j), 0);
}

static void
commit(struct fixture *f)
{
	assert_int_equal(journal_commit(f->j), 0);
}

/* Epoch 1 committed to (the seed in the meta table), as a server does. */
static void
commit_epoch(struct fixture *f, struct dice_commit *dc, int64_t epoch)
{
	char	 h[DICE_KINDS][65];

	begin(f);
	assert_int_equal(dice_commit_seed(dc, epoch, h), 0);
	append(f, "dice-commit", "committed", xjson_pack("{s:I, s:i, s:s, s:s}",
	    "epoch", (json_int_t)epoch, "turn", 1, "commit", h[DICE_DIE],
	    "commit_picks", h[DICE_PICK]));
	commit(f);
}

/* A roll of n dice by role, as the roll command records it. */
static int64_t
roll(struct fixture *f, struct dice_commit *dc, const char *role, int n)
{
	json_t		*faces = json_array(), *d;
	char		 text[64];
	int		 i, total = 0;
	uint32_t	 v;

	dice_commit_begin(dc, role);
	begin(f);
	for (i = 0; i < n; i++) {
		v = dice_commit_draw(dc, DICE_DIE, 6);
		json_array_append_new(faces, json_integer(v + 1));
		total += (int)v + 1;
	}
	if (n == 1)
		snprintf(text, sizeof text, "Rolled d6: %d", total);
	else
		snprintf(text, sizeof text, "Rolled 2d6: %d (%lld+%lld)", total,
		    (long long)json_integer_value(json_array_get(faces, 0)),
		    (long long)json_integer_value(json_array_get(faces, 1)));
	d = xjson_pack("{s:s, s:i, s:o, s:b}", "dice", n == 1 ? "d6" : "2d6",
	    "total", total, "faces", faces, "typed", 0);
	dice_commit_attach(dc, d);
	append(f, "roll", text, d);
	commit(f);
	return journal_last_seq(f->j);
}

static void
reveal(struct fixture *f, struct dice_commit *dc, const char *seed)
{
	char	 h[65], p[65];

	assert_int_equal(dice_commit_sync(dc), 0);
	assert_int_equal(dice_commit_seed_hex(dc, dc->epoch, DICE_DIE, h), 0);
	assert_int_equal(dice_commit_seed_hex(dc, dc->epoch, DICE_PICK, p), 0);
	begin(f);
	append(f, "dice-reveal", "revealed", xjson_pack("{s:I, s:s, s:s}",
	    "epoch", (json_int_t)dc->epoch, "seed", seed != NULL ? seed : h,
	    "picks_seed", p));
	commit(f);
}

static json_t *
draws_of(struct fixture *f, int64_t seq)
{
	sqlite3_stmt	*st;
	json_t		*d = NULL;

	assert_int_equal(sql_prepare(journal_db(f->j), "SELECT data "
	    "FROM event WHERE seq = ?1", -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, seq);
	if (sqlite3_step(st) == SQLITE_ROW)
		d = json_loads((const char *)sqlite3_column_text(st, 0), 0,
		    NULL);
	sqlite3_finalize(st);
	assert_non_null(d);
	return d;
}

/* The counts never go back: a refused command's draw is drawn again
 * to the same face, an undone one is not. */
static void
test_counts(void **state)
{
	struct fixture		 f;
	struct dice_commit	*dc;
	struct dice_report	 r;
	json_t			*d, *x;
	uint32_t		 v, again;
	int64_t			 seq;

	(void)state;
	open_journal(&f, "counts.adj");
	dc = dice_commit_new(f.j);
	/* No epoch: drawn from the OS, recorded as such. */
	dice_commit_begin(dc, "union");
	(void)dice_commit_draw(dc, DICE_DIE, 6);
	d = json_object();
	dice_commit_attach(dc, d);
	assert_int_equal(json_array_size(json_object_get(d,
	    "draws_uncommitted")), 1);
	json_decref(d);

	commit_epoch(&f, dc, 1);
	roll(&f, dc, "union", 2);
	seq = roll(&f, dc, "confederate", 1);
	d = draws_of(&f, seq);
	assert_int_equal(json_integer_value(json_object_get(json_array_get(
	    json_object_get(json_object_get(d, "draws"), "each"), 0), "n")), 1);
	json_decref(d);

	/* Refused: its events rolled back, the same count again. */
	dice_commit_begin(dc, "union");
	begin(&f);
	v = dice_commit_draw(dc, DICE_DIE, 6);
	d = json_object();
	dice_commit_attach(dc, d);
	append(&f, "note", "refused", d);
	journal_rollback(f.j);
	dice_commit_begin(dc, "union");
	begin(&f);
	again = dice_commit_draw(dc, DICE_DIE, 6);
	assert_int_equal(again, v);
	d = json_object();
	dice_commit_attach(dc, d);
	x = json_array_get(json_object_get(json_object_get(d, "draws"), "each"),
	    0);
	assert_int_equal(json_integer_value(json_object_get(x, "n")), 3);
	append(&f, "note", "kept", d);
	commit(&f);

	/* Undone: the count goes on. */
	begin(&f);
	append(&f, "undo", "undone", xjson_pack("{s:I}", "cmd",
	    (json_int_t)journal_last_seq(f.j)));
	commit(&f);
	seq = roll(&f, dc, "union", 1);
	d = draws_of(&f, seq);
	assert_int_equal(json_integer_value(json_object_get(json_array_get(
	    json_object_get(json_object_get(d, "draws"), "each"), 0), "n")), 4);
	json_decref(d);

	/* Before the reveal: nothing recomputed, all waiting. */
	assert_int_equal(dice_verify(f.j, 0, &r), 0);
	assert_int_equal(r.checked, 0);
	assert_int_equal(r.unrevealed, 5);
	reveal(&f, dc, NULL);
	assert_int_equal(dice_verify(f.j, 0, &r), 0);
	assert_int_equal(r.checked, 5);
	assert_int_equal(r.epochs, 1);
	assert_int_equal(r.unrevealed, 0);
	dice_commit_free(dc);
	journal_close(f.j);
}

/* Rewrite one event's data (as a hand with sqlite3 would) and the chain
 * after it, so that only the dice can tell. */
static void
rewrite(struct fixture *f, int64_t seq, json_t *data)
{
	sqlite3_stmt	*st;
	struct event	 e;
	char		*s = json_dumps(data, JSON_COMPACT | JSON_SORT_KEYS);
	char		 prev[65] = "", head[100];
	int64_t		 at;

	json_decref(data);
	sqlite3_exec(journal_db(f->j), "BEGIN", NULL, NULL, NULL);
	assert_int_equal(sql_prepare(journal_db(f->j), "UPDATE event "
	    "SET data = ?2 WHERE seq = ?1", -1, &st, NULL), SQLITE_OK);
	sqlite3_bind_int64(st, 1, seq);
	sqlite3_bind_text(st, 2, s, -1, SQLITE_TRANSIENT);
	assert_int_equal(sqlite3_step(st), SQLITE_DONE);
	sqlite3_finalize(st);
	free(s);
	for (at = seq; at <= journal_last_seq(f->j); at++) {
		assert_int_equal(sql_prepare(journal_db(f->j), "SELECT "
		    "seq, cmd, turn, phase, kind, vis, text, data, at, prev "
		    "FROM event WHERE seq = ?1", -1, &st, NULL), SQLITE_OK);
		sqlite3_bind_int64(st, 1, at);
		assert_int_equal(sqlite3_step(st), SQLITE_ROW);
		memset(&e, 0, sizeof e);
		e.seq = sqlite3_column_int64(st, 0);
		e.cmd = sqlite3_column_int64(st, 1);
		e.turn = sqlite3_column_int(st, 2);
		e.phase = (const char *)sqlite3_column_text(st, 3);
		e.kind = (const char *)sqlite3_column_text(st, 4);
		e.vis = (const char *)sqlite3_column_text(st, 5);
		e.text = (const char *)sqlite3_column_text(st, 6);
		e.data = (const char *)sqlite3_column_text(st, 7);
		e.at = (const char *)sqlite3_column_text(st, 8);
		snprintf(e.prev, sizeof e.prev, "%s", prev[0] != '\0' ? prev :
		    (const char *)sqlite3_column_text(st, 9));
		event_hash(&e, e.hash);
		sqlite3_finalize(st);
		assert_int_equal(sql_prepare(journal_db(f->j), "UPDATE "
		    "event SET prev = ?2, hash = ?3 WHERE seq = ?1", -1, &st,
		    NULL), SQLITE_OK);
		sqlite3_bind_int64(st, 1, at);
		sqlite3_bind_text(st, 2, e.prev, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(st, 3, e.hash, -1, SQLITE_TRANSIENT);
		assert_int_equal(sqlite3_step(st), SQLITE_DONE);
		sqlite3_finalize(st);
		snprintf(prev, sizeof prev, "%s", e.hash);
	}
	snprintf(head, sizeof head, "%lld %s", (long long)(at - 1), prev);
	journal_meta_set(f->j, "head", head);
	sqlite3_exec(journal_db(f->j), "COMMIT", NULL, NULL, NULL);
}

/* A server's draw of count n for the union, recorded as its seed gives
 * it, in a command of its own: the seq of its event. */
static int64_t
forged(struct fixture *f, struct dice_commit *dc, int n)
{
	uint32_t	 v;
	char		 err[160];

	assert_int_equal(dice_commit_sync(dc), 0);
	assert_int_equal(dice_derive(dc->seed[DICE_DIE], DICE_DIE, dc->epoch,
	    "union", (uint64_t)n,
	    6, &v, err, sizeof err), 0);
	begin(f);
	append(f, "note", "drawn", xjson_pack("{s:{s:I, s:s, s:[{s:i, s:i, "
	    "s:i}]}}", "draws", "epoch", (json_int_t)dc->epoch, "role",
	    "union", "each", "n", n, "below", 6, "v", (int)v));
	commit(f);
	return journal_last_seq(f->j);
}

/* A journal of two rolls in a revealed epoch: the seqs of the rolls
 * and of the reveal. */
static struct dice_commit *
two_rolls(struct fixture *f, const char *name, int64_t *r1, int64_t *r2,
    int64_t *rv)
{
	struct dice_commit	*dc;
	char			 why[256];

	open_journal(f, name);
	dc = dice_commit_new(f->j);
	commit_epoch(f, dc, 1);
	*r1 = roll(f, dc, "union", 2);
	*r2 = roll(f, dc, "union", 1);
	reveal(f, dc, NULL);
	*rv = journal_last_seq(f->j);
	assert_int_equal(journal_verify(f->j, why, sizeof why), 0);
	return dc;
}

static void
test_verify_altered(void **state)
{
	struct fixture		 f;
	struct dice_commit	*dc;
	struct dice_report	 r;
	json_t			*d, *x;
	int64_t			 r1, r2, rv;
	char			 why[256], want[32];

	(void)state;
	/* A draw altered, its roll altered to match: the draw is caught. */
	dc = two_rolls(&f, "altered.adj", &r1, &r2, &rv);
	d = draws_of(&f, r2);
	x = json_array_get(json_object_get(json_object_get(d, "draws"), "each"),
	    0);
	json_object_set_new(x, "v", json_integer((json_integer_value(
	    json_object_get(x, "v")) + 1) % 6));
	rewrite(&f, r2, d);
	assert_int_equal(journal_verify(f.j, why, sizeof why), 0);
	assert_int_equal(dice_verify(f.j, 0, &r), 1);
	assert_int_equal(r.bad, r2);
	snprintf(want, sizeof want, "event %lld:", (long long)r2);
	assert_non_null(strstr(r.why, want));
	assert_non_null(strstr(r.why, "the draw was altered"));
	dice_commit_free(dc);
	journal_close(f.j);

	/* The dice shown altered, the draws left: the roll is caught. */
	dc = two_rolls(&f, "shown.adj", &r1, &r2, &rv);
	d = draws_of(&f, r1);
	x = json_object_get(d, "faces");
	json_array_set_new(x, 0, json_integer(json_integer_value(
	    json_array_get(x, 0)) % 6 + 1));
	rewrite(&f, r1, d);
	assert_int_equal(dice_verify(f.j, 0, &r), 1);
	assert_int_equal(r.bad, r1);
	assert_non_null(strstr(r.why, "the roll shows"));
	dice_commit_free(dc);
	journal_close(f.j);

	/* A look-up's die altered, its draw left: caught at its event. */
	open_journal(&f, "lookup.adj");
	dc = dice_commit_new(f.j);
	commit_epoch(&f, dc, 1);
	dice_commit_begin(dc, "union");
	begin(&f);
	x = json_array();
	json_array_append_new(x, json_integer(dice_commit_draw(dc, DICE_DIE,
	    6) % 6 + 2));
	d = xjson_pack("{s:o, s:s}", "dice", x, "table", "t");
	dice_commit_attach(dc, d);
	r1 = append(&f, "lookup", "Lookup t; roll ...", d);
	commit(&f);
	reveal(&f, dc, NULL);
	assert_int_equal(dice_verify(f.j, 0, &r), 1);
	assert_int_equal(r.bad, r1);
	assert_non_null(strstr(r.why, "its die shows"));
	dice_commit_free(dc);
	journal_close(f.j);

	/* The revealed seed altered: caught at the reveal, its draws not
	 * counted as checked. */
	dc = two_rolls(&f, "seed.adj", &r1, &r2, &rv);
	d = draws_of(&f, rv);
	json_object_set_new(d, "seed", json_string("00000000000000000000000000"
	    "00000000000000000000000000000000000000"));
	rewrite(&f, rv, d);
	assert_int_equal(dice_verify(f.j, 0, &r), 1);
	assert_int_equal(r.bad, rv);
	assert_non_null(strstr(r.why, "does not hash to its commitment"));
	assert_int_equal(r.checked, 0);
	dice_commit_free(dc);
	journal_close(f.j);
}

/* Two draws of the union, then one forged with count n as its seed gives
 * it: the verifier's answer and the forged event's seq. */
static int64_t
forged_after_two(const char *name, int n, int partial,
    struct dice_report *r, int *rc)
{
	struct fixture		 f;
	struct dice_commit	*dc;
	int64_t			 seq;

	open_journal(&f, name);
	dc = dice_commit_new(f.j);
	commit_epoch(&f, dc, 1);
	roll(&f, dc, "union", 2);
	seq = forged(&f, dc, n);
	reveal(&f, dc, NULL);
	*rc = dice_verify(f.j, partial, r);
	dice_commit_free(dc);
	journal_close(f.j);
	return seq;
}

/* A die rolled again (a count twice) and dice not recorded (a gap). */
static void
test_verify_counts(void **state)
{
	struct dice_report	 r;
	int64_t			 seq;
	int			 rc;

	(void)state;
	seq = forged_after_two("twice.adj", 2, 0, &r, &rc);
	assert_int_equal(rc, 1);
	assert_int_equal(r.bad, seq);
	assert_non_null(strstr(r.why, "drawn again"));

	/* Draws 3 and 4 made and recorded nowhere: draw 5 is what the seed
	 * gives, and the gap before it says so. */
	seq = forged_after_two("gap.adj", 5, 0, &r, &rc);
	assert_int_equal(rc, 1);
	assert_int_equal(r.bad, seq);
	assert_non_null(strstr(r.why, "drawn and not recorded"));
	/* In a side's copy a gap is another role's event, not a fault. */
	forged_after_two("gap2.adj", 5, 1, &r, &rc);
	assert_int_equal(rc, 0);
	assert_int_equal(r.unseen, 2);
	assert_int_equal(r.checked, 3);
}

/* A draw in the command that committed to its seed: the seed could have
 * been chosen for it. */
static void
test_verify_same_command(void **state)
{
	struct fixture		 f;
	struct dice_commit	*dc;
	struct dice_report	 r;
	json_t			*d;
	char			 h[DICE_KINDS][65];
	int64_t			 seq;

	(void)state;
	open_journal(&f, "same.adj");
	dc = dice_commit_new(f.j);
	begin(&f);
	assert_int_equal(dice_commit_seed(dc, 1, h), 0);
	append(&f, "dice-commit", "committed", xjson_pack("{s:I, s:i, s:s, "
	    "s:s}", "epoch", (json_int_t)1, "turn", 1, "commit", h[DICE_DIE],
	    "commit_picks", h[DICE_PICK]));
	dice_commit_begin(dc, "union");
	(void)dice_commit_draw(dc, DICE_DIE, 6);
	d = json_object();
	dice_commit_attach(dc, d);
	seq = append(&f, "note", "drawn", d);
	commit(&f);
	reveal(&f, dc, NULL);
	assert_int_equal(dice_verify(f.j, 0, &r), 1);
	assert_int_equal(r.bad, seq);
	assert_non_null(strstr(r.why, "same command"));
	dice_commit_free(dc);
	journal_close(f.j);
}

/* A pick that decided what one side sees: the server knows to keep its
 * seed, and until it is revealed the verifier counts it held. */
static void
test_held(void **state)
{
	struct fixture		 f;
	struct dice_commit	*dc;
	struct dice_report	 r;
	char			 h[65];
	json_t			*d;

	(void)state;
	open_journal(&f, "held.adj");
	dc = dice_commit_new(f.j);
	commit_epoch(&f, dc, 1);
	roll(&f, dc, "union", 1);
	dice_commit_begin(dc, "union");
	begin(&f);
	(void)dice_commit_draw(dc, DICE_PICK, 9);
	d = json_object();
	dice_commit_attach(dc, d);
	assert_non_null(json_object_get(d, "picks"));
	vis = "union";
	append(&f, "chit", "a chit drawn to the union's hand", d);
	vis = "all";
	commit(&f);
	assert_int_equal(dice_commit_sync(dc), 0);
	assert_int_equal(dc->secret[DICE_DIE], 0);
	assert_int_equal(dc->secret[DICE_PICK], 1);
	/* The turn's end: the dice's seed revealed, the picks' kept. */
	assert_int_equal(dice_commit_seed_hex(dc, 1, DICE_DIE, h), 0);
	begin(&f);
	append(&f, "dice-reveal", "ended", xjson_pack("{s:I, s:s}", "epoch",
	    (json_int_t)1, "seed", h));
	commit(&f);
	assert_int_equal(dice_verify(f.j, 0, &r), 0);
	assert_int_equal(r.checked, 1);
	assert_int_equal(r.held, 1);
	assert_int_equal(r.unrevealed, 0);
	/* The game's end: the picks' too. */
	assert_int_equal(dice_commit_seed_hex(dc, 1, DICE_PICK, h), 0);
	begin(&f);
	append(&f, "dice-reveal", "game over", xjson_pack("{s:I, s:s}",
	    "epoch", (json_int_t)1, "picks_seed", h));
	commit(&f);
	assert_int_equal(dice_verify(f.j, 0, &r), 0);
	assert_int_equal(r.checked, 2);
	assert_int_equal(r.held, 0);
	dice_commit_free(dc);
	journal_close(f.j);
}

/* A table's journal: nothing of dice, nothing said. */
static void
test_verify_none(void **state)
{
	struct fixture		 f;
	struct dice_report	 r;
	char			 line[256];

	(void)state;
	open_journal(&f, "table.adj");
	begin(&f);
	append(&f, "roll", "Rolled d6: 4", xjson_pack("{s:s, s:i, s:[i], s:b}",
	    "dice", "d6", "total", 4, "faces", 4, "typed", 0));
	commit(&f);
	assert_int_equal(dice_verify(f.j, 0, &r), 0);
	dice_report_line(&r, line, sizeof line);
	assert_string_equal(line, "");
	journal_close(f.j);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rfc4231),
		cmocka_unit_test(test_derive),
		cmocka_unit_test(test_uniform),
		cmocka_unit_test(test_counts),
		cmocka_unit_test(test_verify_altered),
		cmocka_unit_test(test_verify_counts),
		cmocka_unit_test(test_verify_same_command),
		cmocka_unit_test(test_held),
		cmocka_unit_test(test_verify_none),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
