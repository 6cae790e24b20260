/* `log verify`'s dice: every committed draw of every revealed epoch
 * recomputed from its seed, as any holder of a copy can (dice_commit.h).
 *
 * The whole journal is read, undone events too (an undone draw still
 * counts).  Each revealed seed must hash to its epoch's commitment; each
 * draw must be what the seed gives for its epoch, role and count, and
 * drawn in a command after the one that committed to its seed; a role's
 * counts in an epoch must run 1, 2, 3... with no count drawn twice and
 * none missing (a missing one is a die rolled and not recorded, but in a
 * side's copy, which lacks the events of others); and a `roll` must show
 * the dice its draws gave.  A typed roll has no draws and is counted
 * apart. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/dice.h"
#include "adj/dice_commit.h"
#include "adj/journal.h"
#include "adj/json_event.h"
#include "adj/reply.h"

struct vcommit {
	int64_t		 epoch, seq, cmd;
	int		 closed;	/* a dice-reveal ended it */
	char		 hash[DICE_KINDS][65];
	int64_t		 reveal[DICE_KINDS];	/* the seq of each seed's
					 * reveal, or 0 */
	int		 good[DICE_KINDS];	/* it hashes to its commitment */
	unsigned char	 seed[DICE_KINDS][DICE_SEED_LEN];
};

struct vdraw {
	int64_t		 seq, cmd, epoch;
	enum dice_kind	 kind;
	char		 role[32];
	int64_t		 n;
	uint32_t	 below, v;
};

/* A roll that does not show its draws, said after the draws themselves
 * (a draw altered is the first thing to say of its event). */
struct vroll {
	int64_t		 seq;
	char		 why[200];
};

struct dice_verify {
	struct dice_report *r;
	struct vroll	*rolls;
	size_t		 nrolls;
	struct vcommit	*c;
	size_t		 nc;
	struct vdraw	*d;
	size_t		 nd;
	int		 failed;	/* the derivation could not be run */
};

static void
bad(struct dice_verify *v, int64_t seq, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
bad(struct dice_verify *v, int64_t seq, const char *fmt, ...)
{
	va_list	 ap;

	v->r->nbad++;
	if (v->r->bad != 0 && v->r->bad <= seq)
		return;		/* the first in the journal is said */
	v->r->bad = seq;
	va_start(ap, fmt);
	vsnprintf(v->r->why, sizeof v->r->why, fmt, ap);
	va_end(ap);
}

static int64_t
int_of(json_t *o, const char *k)
{
	json_t	*x = json_object_get(o, k);

	return json_is_integer(x) ? (int64_t)json_integer_value(x) : -1;
}

static struct vcommit *
commit_of(struct dice_verify *v, int64_t epoch)
{
	size_t	 i;

	for (i = 0; i < v->nc; i++)
		if (v->c[i].epoch == epoch)
			return &v->c[i];
	return NULL;
}

static void
on_commit(struct dice_verify *v, const struct event *e, json_t *d)
{
	int64_t		 epoch = int_of(d, "epoch");
	struct vcommit	*c;
	const char	*h;
	int		 k;

	for (k = 0; k < DICE_KINDS; k++) {
		h = json_string_value(json_object_get(d, dice_kinds[k].commit));
		if (epoch <= 0 || h == NULL || strlen(h) != 64) {
			bad(v, e->seq, "event %lld: a dice commitment without its "
			    "epoch or hashes", (long long)e->seq);
			return;
		}
	}
	if (commit_of(v, epoch) != NULL) {
		bad(v, e->seq, "event %lld: epoch %lld of the dice committed to "
		    "a second time", (long long)e->seq, (long long)epoch);
		return;
	}
	v->c = xreallocarray(v->c, v->nc + 1, sizeof *v->c);
	c = &v->c[v->nc++];
	memset(c, 0, sizeof *c);
	c->epoch = epoch;
	c->seq = e->seq;
	c->cmd = e->cmd;
	for (k = 0; k < DICE_KINDS; k++)
		snprintf(c->hash[k], sizeof c->hash[k], "%s", json_string_value(
		    json_object_get(d, dice_kinds[k].commit)));
}

static void
on_reveal(struct dice_verify *v, const struct event *e, json_t *d)
{
	struct vcommit	*c = commit_of(v, int_of(d, "epoch"));
	const char	*seed;
	char		 h[65];
	int		 k;

	if (c == NULL) {
		bad(v, e->seq, "event %lld: a dice seed revealed for an epoch "
		    "never committed to", (long long)e->seq);
		return;
	}
	c->closed = 1;
	for (k = 0; k < DICE_KINDS; k++) {
		seed = json_string_value(json_object_get(d, dice_kinds[k].seed));
		if (seed == NULL || c->reveal[k] != 0)
			continue;	/* kept, or revealed before */
		c->reveal[k] = e->seq;
		if (dice_unhex(seed, c->seed[k], DICE_SEED_LEN) != 0) {
			bad(v, e->seq, "event %lld: the seed of the %s of epoch "
			    "%lld is not 64 hexadecimal digits",
			    (long long)e->seq, dice_kinds[k].name,
			    (long long)c->epoch);
			continue;
		}
		dice_commitment(c->seed[k], h);
		if (strcmp(h, c->hash[k]) != 0) {
			bad(v, e->seq, "event %lld: the seed revealed for the %s "
			    "of epoch %lld does not hash to its commitment "
			    "(event %lld): the seed was altered",
			    (long long)e->seq, dice_kinds[k].name,
			    (long long)c->epoch, (long long)c->seq);
			continue;
		}
		c->good[k] = 1;
	}
}

static void
roll_wrong(struct dice_verify *v, int64_t seq, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
roll_wrong(struct dice_verify *v, int64_t seq, const char *fmt, ...)
{
	struct vroll	*w;
	va_list		 ap;

	v->rolls = xreallocarray(v->rolls, v->nrolls + 1, sizeof *v->rolls);
	w = &v->rolls[v->nrolls++];
	w->seq = seq;
	va_start(ap, fmt);
	vsnprintf(w->why, sizeof w->why, fmt, ap);
	va_end(ap);
}

/* A roll's faces must be its draws', and its text say them. */
static void
check_roll(struct dice_verify *v, const struct event *e, json_t *d, json_t *each)
{
	struct dice	 spec;
	struct roll	 rl;
	json_t		*faces = json_object_get(d, "faces");
	char		 err[128], name[16], text[160], line[256];
	size_t		 i;

	if (dice_parse(json_string_value(json_object_get(d, "dice")), &spec,
	    err, sizeof err) != 0 || !json_is_array(faces) ||
	    json_array_size(faces) != (size_t)spec.n ||
	    json_array_size(each) != (size_t)spec.n) {
		roll_wrong(v, e->seq, "event %lld: the roll's dice are not its draws",
		    (long long)e->seq);
		return;
	}
	memset(&rl, 0, sizeof rl);
	rl.spec = spec;
	rl.per_die = 1;
	for (i = 0; i < (size_t)spec.n; i++) {
		rl.die[i] = (int)int_of(json_array_get(each, i), "v") + 1;
		if (int_of(json_array_get(each, i), "below") != spec.sides ||
		    json_integer_value(json_array_get(faces, i)) != rl.die[i]) {
			roll_wrong(v, e->seq, "event %lld: the roll shows %lld where its "
			    "draw gave %d", (long long)e->seq, (long long)
			    json_integer_value(json_array_get(faces, i)),
			    rl.die[i]);
			return;
		}
		rl.total += rl.die[i];
	}
	if (spec.d66)
		rl.total = rl.die[0] * 10 + rl.die[1];
	dice_name(&spec, name, sizeof name);
	roll_describe(&rl, text, sizeof text);
	snprintf(line, sizeof line, "Rolled %s: %s", name, text);
	if (int_of(d, "total") != rl.total || strcmp(e->text, line) != 0)
		roll_wrong(v, e->seq, "event %lld: the roll reads \"%.60s\" where its "
		    "draws give \"%s\"", (long long)e->seq, e->text, line);
}

/* Another event that shows its dice (a look-up's "dice": its faces) must
 * show its draws', when they are as many. */
static void
check_faces(struct dice_verify *v, const struct event *e, json_t *d, json_t *each)
{
	json_t	*faces = json_object_get(d, "dice"), *f;
	size_t	 i;

	if (!json_is_array(faces) || json_array_size(faces) !=
	    json_array_size(each))
		return;
	json_array_foreach(faces, i, f) {
		if (!json_is_integer(f) || json_integer_value(f) ==
		    int_of(json_array_get(each, i), "v") + 1)
			continue;
		roll_wrong(v, e->seq, "event %lld: its die shows %lld where its "
		    "draw gave %lld", (long long)e->seq, (long long)
		    json_integer_value(f), (long long)int_of(json_array_get(
		    each, i), "v") + 1);
		return;
	}
}

static void
on_draws(struct dice_verify *v, const struct event *e, json_t *d,
    enum dice_kind kind)
{
	json_t		*dr = json_object_get(d, dice_kinds[kind].draws);
	json_t		*each = json_object_get(dr, "each"), *x;
	const char	*role = json_string_value(json_object_get(dr, "role"));
	struct vdraw	*w;
	size_t		 i;

	if (dr == NULL)
		return;
	if (role == NULL || !json_is_array(each) || int_of(dr, "epoch") <= 0) {
		bad(v, e->seq, "event %lld: its draws lack their epoch, role or "
		    "list", (long long)e->seq);
		return;
	}
	json_array_foreach(each, i, x) {
		if (int_of(x, "n") <= 0 || int_of(x, "below") < 2 ||
		    int_of(x, "below") > UINT32_MAX || int_of(x, "v") < 0 ||
		    int_of(x, "v") >= int_of(x, "below")) {
			bad(v, e->seq, "event %lld: a draw that is no number "
			    "below its range", (long long)e->seq);
			return;
		}
		v->d = xreallocarray(v->d, v->nd + 1, sizeof *v->d);
		w = &v->d[v->nd++];
		w->seq = e->seq;
		w->cmd = e->cmd;
		w->epoch = int_of(dr, "epoch");
		w->kind = kind;
		snprintf(w->role, sizeof w->role, "%s", role);
		w->n = int_of(x, "n");
		w->below = (uint32_t)int_of(x, "below");
		w->v = (uint32_t)int_of(x, "v");
	}
	if (kind == DICE_DIE && strcmp(e->kind, "roll") == 0)
		check_roll(v, e, d, each);
	else if (kind == DICE_DIE)
		check_faces(v, e, d, each);
}

static int
on_event(const struct event *e, void *arg)
{
	struct dice_verify	*v = arg;
	json_t		*d;

	if (strncmp(e->kind, "dice-", 5) != 0 && strcmp(e->kind, "roll") != 0 &&
	    strstr(e->data, "\"draws") == NULL &&
	    strstr(e->data, "\"picks\"") == NULL)
		return 0;
	if ((d = json_event_parse(e->data)) == NULL)
		return 0;
	if (strcmp(e->kind, "dice-commit") == 0)
		on_commit(v, e, d);
	else if (strcmp(e->kind, "dice-reveal") == 0)
		on_reveal(v, e, d);
	else {
		on_draws(v, e, d, DICE_DIE);
		on_draws(v, e, d, DICE_PICK);
		if (strcmp(e->kind, "roll") == 0 &&
		    json_is_true(json_object_get(d, "typed")))
			v->r->typed++;
	}
	if (json_is_array(json_object_get(d, "draws_uncommitted")))
		v->r->loose += (int64_t)json_array_size(json_object_get(d,
		    "draws_uncommitted"));
	json_decref(d);
	return 0;
}

static int
by_count(const void *a, const void *b)
{
	const struct vdraw	*x = a, *y = b;
	int			 c;

	if (x->epoch != y->epoch)
		return x->epoch < y->epoch ? -1 : 1;
	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	if ((c = strcmp(x->role, y->role)) != 0)
		return c;
	if (x->n != y->n)
		return x->n < y->n ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Each draw against its seed. */
static void
recompute(struct dice_verify *v, int partial)
{
	struct vcommit	*c;
	struct vdraw	*w;
	uint32_t	 got;
	size_t		 i;
	char		 err[160];

	for (i = 0; i < v->nd && !v->failed; i++) {
		w = &v->d[i];
		if ((c = commit_of(v, w->epoch)) == NULL) {
			if (!partial)
				bad(v, w->seq, "event %lld: drawn from epoch "
				    "%lld, which no dice-commit announced",
				    (long long)w->seq, (long long)w->epoch);
			v->r->unseen++;
			continue;
		}
		if (c->cmd >= w->cmd) {
			bad(v, w->seq, "event %lld: drawn from a seed committed "
			    "to in the same command or later (event %lld)",
			    (long long)w->seq, (long long)c->seq);
			continue;
		}
		if (c->reveal[w->kind] == 0) {
			if (c->closed)
				v->r->held++;
			else
				v->r->unrevealed++;
			continue;
		}
		if (!c->good[w->kind])
			continue;	/* said at its reveal */
		if (dice_derive(c->seed[w->kind], w->kind, c->epoch, w->role,
		    (uint64_t)w->n, w->below, &got, err, sizeof err) != 0) {
			snprintf(v->r->why, sizeof v->r->why, "%s", err);
			v->failed = 1;
			return;
		}
		if (got != w->v)
			bad(v, w->seq, "event %lld: %s's %s %lld of epoch %lld "
			    "is recorded as %u (of 1 to %u) where its seed gives "
			    "%u: the draw was altered", (long long)w->seq,
			    w->role, w->kind == DICE_DIE ? "die" : "pick",
			    (long long)w->n, (long long)w->epoch,
			    w->v + 1, w->below, got + 1);
		else
			v->r->checked++;
	}
}

/* A role's counts in an epoch run 1, 2, 3... */
static void
counts(struct dice_verify *v, int partial)
{
	struct vdraw	*w, *p;
	size_t		 i;

	/* No draws: no array (qsort's NULL is undefined even for 0). */
	if (v->nd > 1)
		qsort(v->d, v->nd, sizeof *v->d, by_count);
	for (i = 0; i < v->nd; i++) {
		w = &v->d[i];
		p = i > 0 && v->d[i - 1].epoch == w->epoch && v->d[i -
		    1].kind == w->kind && strcmp(v->d[i - 1].role, w->role) ==
		    0 ? &v->d[i - 1] : NULL;
		if (p != NULL && p->n == w->n)
			bad(v, w->seq, "event %lld: %s's %s %lld of epoch %lld "
			    "was drawn already (event %lld): drawn again",
			    (long long)w->seq, w->role, w->kind == DICE_DIE ?
			    "die" : "pick", (long long)w->n, (long long)w->epoch,
			    (long long)p->seq);
		else if (w->n != (p != NULL ? p->n : 0) + 1) {
			if (partial)
				v->r->unseen += w->n - (p != NULL ? p->n : 0) -
				    1;
			else
				bad(v, w->seq, "event %lld: %s's %s %lld of "
				    "epoch %lld comes after %lld: one was drawn "
				    "and not recorded", (long long)w->seq,
				    w->role, w->kind == DICE_DIE ? "die" :
				    "pick", (long long)w->n, (long long)w->epoch,
				    (long long)(p != NULL ? p->n : 0));
		}
	}
}

struct dice_verify *
dice_verify_new(struct dice_report *r)
{
	struct dice_verify	*v = xcalloc(1, sizeof *v);

	memset(r, 0, sizeof *r);
	v->r = r;
	return v;
}

int
dice_verify_event(const struct event *e, void *arg)
{
	return on_event(e, arg);
}

int
dice_verify_end(struct dice_verify *v, int partial)
{
	struct dice_report	*r = v->r;
	size_t			 i;
	int			 rc;

	recompute(v, partial);
	if (v->failed) {
		rc = -1;
		goto out;
	}
	counts(v, partial);
	for (i = 0; i < v->nrolls; i++)
		bad(v, v->rolls[i].seq, "%s", v->rolls[i].why);
	r->commits = (int64_t)v->nc;
	for (i = 0; i < v->nc; i++)
		if (v->c[i].good[DICE_DIE] || v->c[i].good[DICE_PICK])
			r->epochs++;
	rc = r->bad != 0 ? 1 : 0;
out:
	free(v->rolls);
	free(v->c);
	free(v->d);
	free(v);
	return rc;
}

int
dice_verify(struct journal *j, int partial, struct dice_report *r)
{
	struct dice_verify	*v = dice_verify_new(r);

	if (journal_each(j, 1, dice_verify_event, v) < 0) {
		dice_verify_end(v, partial);
		memset(r, 0, sizeof *r);
		snprintf(r->why, sizeof r->why, "the journal cannot be read: %s",
		    journal_error(j));
		return -1;
	}
	return dice_verify_end(v, partial);
}

void
dice_report_line(const struct dice_report *r, char *out, size_t len)
{
	size_t	 n;

	*out = '\0';
	/* A table's session draws nothing committed: nothing to say. */
	if (r->commits + r->checked + r->unrevealed + r->held + r->loose +
	    r->unseen == 0)
		return;
	snprintf(out, len, "Dice: %lld server draw%s in %lld revealed "
	    "turn%s recomputed from their seeds", (long long)r->checked,
	    r->checked == 1 ? "" : "s", (long long)r->epochs, r->epochs == 1 ?
	    "" : "s");
	if (r->unrevealed > 0 && (n = strlen(out)) < len)
		snprintf(out + n, len - n, "; %lld in the turn under way not yet "
		    "revealed", (long long)r->unrevealed);
	if (r->held > 0 && (n = strlen(out)) < len)
		snprintf(out + n, len - n, "; %lld whose seed is kept until the "
		    "game ends (they decided what only some roles see)",
		    (long long)r->held);
	if (r->unseen > 0 && (n = strlen(out)) < len)
		snprintf(out + n, len - n, "; %lld in other roles' events not "
		    "in this copy, not checked", (long long)r->unseen);
	if (r->loose > 0 && (n = strlen(out)) < len)
		snprintf(out + n, len - n, "; %lld drawn with no seed committed "
		    "to, which nobody can check", (long long)r->loose);
	if (r->typed > 0 && (n = strlen(out)) < len)
		snprintf(out + n, len - n, "; %lld roll%s typed from real dice, "
		    "not counted", (long long)r->typed, r->typed == 1 ? "" : "s");
	if ((n = strlen(out)) < len)
		snprintf(out + n, len - n, ".");
}

int
dice_verify_reply(struct journal *j, int partial, struct reply *r)
{
	struct dice_report	 d;

	return dice_report_reply(&d, dice_verify(j, partial, &d), r);
}

int
dice_report_reply(const struct dice_report *d, int rc, struct reply *r)
{
	char	 line[512];

	dice_report_line(d, line, sizeof line);
	if (rc < 0)
		return reply_fail(r, "log verify: dice not checked: %s", d->why);
	if (line[0] != '\0')
		reply_line(r, "%s", line);
	if (d->commits > 0 || d->checked > 0)
		json_object_set_new(r->json, "dice", xjson_pack("{s:I, s:I, "
		    "s:I, s:I, s:I, s:I, s:I}", "checked", (json_int_t)d->checked,
		    "revealed_turns", (json_int_t)d->epochs, "unrevealed",
		    (json_int_t)d->unrevealed, "held", (json_int_t)d->held,
		    "unseen", (json_int_t)d->unseen,
		    "uncommitted", (json_int_t)d->loose, "typed",
		    (json_int_t)d->typed));
	if (rc > 0) {
		if (d->nbad > 1)
			return reply_fail(r, "log verify: dice: %s (and %lld "
			    "more found wrong)", d->why, (long long)d->nbad - 1);
		return reply_fail(r, "log verify: dice: %s", d->why);
	}
	return 0;
}
