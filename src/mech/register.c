/* Registers of named things, each with its own counters, where the rules
 * keep a record per thing: a brigade's combat effectiveness boxes checked
 * off as it loses points, a battery's rounds.  The registers, their
 * counters and the things the text lists are rows (register,
 * register_counter, register_entry); a thing the text does not list is
 * added in play.  A counter reaching its limit (the data's, or the
 * thing's own size) says what that means, and `status` keeps saying it. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/data_text.h"
#include "adj/mech/register.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/text.h"
#include "adj/prepare.h"

#define COUNTERS_MAX	8

struct reg_entry {
	char	 reg[32];
	char	 id[48];
	char	 name[96];
	char	 side[32];
	int	 size;			/* its own limit, or 0 */
	int	 value[COUNTERS_MAX];	/* by the register's counter order */
	int	 typed;			/* named by a player (register add),
					 * not by the rules */
};

struct registers {
	struct reg_entry *e;
	int	 n;
};

#define RG(s)	((struct registers *)session_mech((s), &mech_register))

/* One counter of a register, as the data gives it. */
struct counter {
	char	 id[32], name[96], full[256], empty[256], section[24];
	int	 lo, hi, has_hi, initial;
};

/* The counters of register reg, in order: their number. */
static int
counters(struct session *s, const char *reg, struct counter *c)
{
	sqlite3_stmt	*st;
	int		 n = 0;

	if (sql_prepare(s->rules, "SELECT id, name, lo, hi, initial, "
	    "COALESCE(full, ''), section, COALESCE(empty, '') FROM "
	    "register_counter WHERE game = ?1 AND register = ?2 ORDER BY rowid",
	    -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, reg, -1, SQLITE_STATIC);
	while (n < COUNTERS_MAX && sqlite3_step(st) == SQLITE_ROW) {
		memset(&c[n], 0, sizeof c[n]);
		data_text(c[n].id, sizeof c[n].id, st, 0);
		data_text(c[n].name, sizeof c[n].name, st, 1);
		c[n].lo = sqlite3_column_int(st, 2);
		if ((c[n].has_hi = sqlite3_column_type(st, 3) != SQLITE_NULL))
			c[n].hi = sqlite3_column_int(st, 3);
		c[n].initial = sqlite3_column_type(st, 4) == SQLITE_NULL ? -1 :
		    sqlite3_column_int(st, 4);
		data_text(c[n].full, sizeof c[n].full, st, 5);
		data_text(c[n].section, sizeof c[n].section, st, 6);
		data_text(c[n].empty, sizeof c[n].empty, st, 7);
		n++;
	}
	sqlite3_finalize(st);
	return n;
}

/* A counter's limit for entry e: the data's, or the entry's own size;
 * -1 when it has none. */
static int
limit(const struct counter *c, const struct reg_entry *e)
{
	if (c->has_hi)
		return c->hi;
	return e->size > 0 ? e->size : -1;
}

/* What value v of a counter means where the rules name it
 * (register_level): 1 with its label and effect, else 0. */
static int
level_at(struct session *s, const char *reg, const char *counter, int v,
    char *label, size_t llen, char *effect, size_t elen, char *section,
    size_t slen)
{
	sqlite3_stmt	*st;
	int		 found = 0;

	if (sql_prepare(s->rules, "SELECT label, COALESCE(effect, ''), "
	    "section FROM register_level WHERE game = ?1 AND register = ?2 AND "
	    "counter = ?3 AND value = ?4", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, reg, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, counter, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 4, v);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(label, llen, st, 0);
		data_text(effect, elen, st, 1);
		data_text(section, slen, st, 2);
		found = 1;
	}
	sqlite3_finalize(st);
	return found;
}

/* An entry of reg, its counters at their start (c: the register's n
 * counters, read once by the caller). */
static struct reg_entry *
entry_add(struct session *s, const char *reg, const char *id,
    const char *name, const char *side, int size, const struct counter *c,
    int n)
{
	struct registers *rg = RG(s);
	struct reg_entry *e;
	int		 i;

	rg->e = realloc(rg->e, (size_t)(rg->n + 1) * sizeof *rg->e);
	if (rg->e == NULL)
		abort();
	e = &rg->e[rg->n++];
	memset(e, 0, sizeof *e);
	snprintf(e->reg, sizeof e->reg, "%s", reg);
	snprintf(e->id, sizeof e->id, "%s", id);
	snprintf(e->name, sizeof e->name, "%s", name);
	snprintf(e->side, sizeof e->side, "%s", side != NULL ? side : "");
	e->size = size;
	/* A counter with no start of its own starts full (a battery's
	 * rounds at its maximum). */
	for (i = 0; i < n; i++)
		e->value[i] = c[i].initial >= 0 ? c[i].initial : limit(&c[i], e) >
		    0 ? limit(&c[i], e) : 0;
	return e;
}

/* An entry's name as every line shows it: a name a player gave, quoted
 * (text_quote), so that it never passes for the program's words. */
static const char *
name_of(const struct reg_entry *e)
{
	static _Thread_local char ring[4][160];
	static _Thread_local int next;
	char		*out = ring[next++ % 4];
	struct buf	 b;

	if (!e->typed)
		return e->name;
	buf_init(&b);
	snprintf(out, sizeof ring[0], "%s", text_quote(&b, e->name));
	buf_free(&b);
	return out;
}

/* Is register reg kept in this session (its option, if any, taken)? */
static int
kept(struct session *s, const char *reg)
{
	char	*opt = rules_text(s->rules, "SELECT COALESCE(option, '') FROM "
		    "register WHERE game = ?1 AND id = ?2", s->game, reg);
	char	 list[512], want[80];
	int	 yes;

	if (opt == NULL)
		return 0;
	snprintf(list, sizeof list, ",%s,", s->options != NULL ? s->options :
	    "");
	snprintf(want, sizeof want, ",%s,", opt);
	yes = *opt == '\0' || strstr(list, want) != NULL;
	free(opt);
	return yes;
}

static int
register_start(struct session *s)
{
	sqlite3_stmt	*st;
	struct counter	 c[COUNTERS_MAX];
	char		 last[32] = "";
	int		 nc = 0;

	if (sql_prepare(s->rules, "SELECT e.register, e.id, e.name, "
	    "e.side, COALESCE(e.size, 0) FROM register_entry e JOIN register r "
	    "ON r.game = e.game AND r.id = e.register WHERE e.game = ?1 AND "
	    "options_hold(r.option, NULL, ?2) ORDER BY e.register, e.pos", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, s->options != NULL ? s->options : "", -1,
	    SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *reg = (const char *)sqlite3_column_text(st, 0);

		/* Rows come by register: its counters read once each. */
		if (strcmp(reg, last) != 0) {
			nc = counters(s, reg, c);
			snprintf(last, sizeof last, "%s", reg);
		}
		entry_add(s, reg, (const char *)sqlite3_column_text(st, 1),
		    (const char *)sqlite3_column_text(st, 2), (const char *)
		    sqlite3_column_text(st, 3), sqlite3_column_int(st, 4), c, nc);
	}
	sqlite3_finalize(st);
	return 0;
}

static struct reg_entry *
entry_by_id(struct session *s, const char *reg, const char *id)
{
	int	 i;

	for (i = 0; i < RG(s)->n; i++)
		if (strcmp(RG(s)->e[i].reg, reg) == 0 && strcmp(RG(s)->e[i].id,
		    id) == 0)
			return &RG(s)->e[i];
	return NULL;
}

static void
register_fold(struct session *s, const char *kind, json_t *d)
{
	struct reg_entry *e;

	if (strcmp(kind, "register-add") == 0) {
		struct counter c[COUNTERS_MAX];

		if (entry_by_id(s, json_text(d, "register"), json_text(d,
		    "entry")) == NULL)
			entry_add(s, json_text(d, "register"), json_text(d,
			    "entry"), json_text(d, "name"), json_text(d, "side"),
			    (int)json_integer_value(json_object_get(d, "size")),
			    c, counters(s, json_text(d, "register"), c))->typed = 1;
		return;
	}
	e = entry_by_id(s, json_text(d, "register"), json_text(d, "entry"));
	if (e != NULL) {
		int i = (int)json_integer_value(json_object_get(d, "index"));

		if (i >= 0 && i < COUNTERS_MAX)
			e->value[i] = (int)json_integer_value(json_object_get(d,
			    "value"));
	}
}

static void
register_clear(struct session *s)
{
	free(RG(s)->e);
}

/* The register a player typed, kept in this session: 0 with its id. */
static int
reg_of(struct session *s, const char *typed, char *out, size_t len,
    struct reply *r)
{
	char	*opt;

	if (session_pick(s, "SELECT id, name FROM register WHERE game = ?1 "
	    "ORDER BY rowid", typed, "register", out, len, r) != 0)
		return -1;
	if (!kept(s, out)) {
		opt = rules_text(s->rules, "SELECT option FROM register WHERE "
		    "game = ?1 AND id = ?2", s->game, out);
		reply_fail(r, "%s: kept only with the rule option %s, which this "
		    "game was not started with", out, opt != NULL ? opt : "?");
		free(opt);
		return -1;
	}
	return 0;
}

/* An entry of reg by a player's word (its id or its name). */
static struct reg_entry *
entry_of(struct session *s, const char *reg, const char *typed,
    struct reply *r)
{
	const char	**ids, **names;
	int		 i, n = 0, hit;
	struct reg_entry *found = NULL;

	ids = xcalloc((size_t)RG(s)->n + 1, sizeof *ids);
	names = xcalloc((size_t)RG(s)->n + 1, sizeof *names);
	if (ids == NULL || names == NULL)
		abort();
	for (i = 0; i < RG(s)->n; i++)
		if (strcmp(RG(s)->e[i].reg, reg) == 0) {
			ids[n] = RG(s)->e[i].id;
			names[n++] = RG(s)->e[i].name;
		}
	if ((hit = name_match(typed, ids, names, n)) >= 0)
		found = entry_by_id(s, reg, ids[hit]);
	else
		reply_fail(r, "\"%s\" is %s entry of the %s register (`register "
		    "%s` lists them)", typed, hit == NAME_AMBIGUOUS ?
		    "more than one" : "no", reg, reg);
	free(ids);
	free(names);
	return found;
}

const char *
register_side_of(struct session *s, const char *reg_typed, const char *typed)
{
	struct reply	 r;
	struct reg_entry *e = NULL;
	char		 reg[32];

	if (RG(s) == NULL)
		return "";
	reply_init(&r);
	if (session_pick(s, "SELECT id, name FROM register WHERE game = ?1 "
	    "ORDER BY rowid", reg_typed, "register", reg, sizeof reg, &r) == 0)
		e = entry_of(s, reg, typed, &r);
	reply_free(&r);
	return e != NULL ? e->side : "";
}

int
register_list(struct session *s, struct reply *r)
{
	sqlite3_stmt	*st;
	json_t		*a = json_array();
	int		 i, n;

	if (sql_prepare(s->rules, "SELECT id, name, COALESCE(option, "
	    "''), section FROM register WHERE game = ?1 ORDER BY rowid", -1, &st,
	    NULL) != SQLITE_OK) {
		json_decref(a);
		return reply_fail(r, "cannot read the registers");
	}
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	reply_line(r, "Registers (`register REG` shows one):");
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *id = (const char *)sqlite3_column_text(st, 0);
		const char *opt = (const char *)sqlite3_column_text(st, 2);

		for (n = 0, i = 0; i < RG(s)->n; i++)
			n += strcmp(RG(s)->e[i].reg, id) == 0;
		reply_line(r, "  %-12s %s (%s %s): %s", id, sqlite3_column_text(st,
		    1), s->tag, sqlite3_column_text(st, 3), !kept(s, id) ?
		    "not kept (its option is off)" : "kept");
		json_array_append_new(a, xjson_pack("{s:s, s:b, s:i, s:s?}", "id",
		    id, "kept", kept(s, id), "entries", n, "option", *opt ? opt :
		    NULL));
	}
	sqlite3_finalize(st);
	json_object_set_new(r->json, "registers", a);
	return 0;
}

int
register_show(struct session *s, const char *typed, const char *who,
    struct reply *r)
{
	struct counter	 c[COUNTERS_MAX];
	char		 reg[32], side[32] = "", line[512], label[64];
	char		 effect[256], lsec[24];
	json_t		*a = json_array();
	size_t		 len;
	int		 nc, i, j, shown = 0, lim;

	if (reg_of(s, typed, reg, sizeof reg, r) != 0) {
		json_decref(a);
		return -1;
	}
	if (who != NULL && session_side(s, who, side, sizeof side) != 0)
		side[0] = '\0';
	nc = counters(s, reg, c);
	for (i = 0; i < RG(s)->n; i++) {
		struct reg_entry *e = &RG(s)->e[i];
		json_t *o;

		if (strcmp(e->reg, reg) != 0 || (side[0] != '\0' &&
		    strcmp(e->side, side) != 0) || (who != NULL && side[0] ==
		    '\0' && strcasecmp(e->id, who) != 0 && strcasecmp(e->name,
		    who) != 0))
			continue;
		len = (size_t)snprintf(line, sizeof line, "  %s%s%s:", name_of(e),
		    e->side[0] ? ", " : "", e->side[0] ? session_side_name(s,
		    e->side) : "");
		o = xjson_pack("{s:s, s:s, s:s}", "id", e->id, "name", e->name,
		    "side", e->side);
		for (j = 0; j < nc && len < sizeof line; j++) {
			lim = limit(&c[j], e);
			len += (size_t)snprintf(line + len, sizeof line - len,
			    " %s %d%s", c[j].name, e->value[j], lim >= 0 ? "/" :
			    "");
			if (lim >= 0 && len < sizeof line)
				len += (size_t)snprintf(line + len, sizeof line -
				    len, "%d%s", lim, e->value[j] >= lim &&
				    c[j].full[0] ? " (at its limit)" : "");
			json_object_set_new(o, c[j].id, json_integer(e->value[j]));
			if (len < sizeof line && level_at(s, reg, c[j].id,
			    e->value[j], label, sizeof label, effect, sizeof
			    effect, lsec, sizeof lsec))
				len += (size_t)snprintf(line + len, sizeof line -
				    len, " (%s)", label);
		}
		reply_line(r, "%s", line);
		json_array_append(a, o);
		json_decref(o);
		shown++;
	}
	if (shown == 0)
		reply_line(r, "  (nothing in the %s register%s)", reg, who != NULL ?
		    " by that name or side" : "");
	json_object_set_new(r->json, "entries", a);
	return 0;
}

static int counter_write(struct session *, struct reg_entry *,
	    const struct counter *, int, int, struct reply *);

int
register_change(struct session *s, const char *typed, const char *entry,
    const char *counter, const char *op, struct reply *r)
{
	struct counter	 c[COUNTERS_MAX];
	struct reg_entry *e;
	const char	*ids[COUNTERS_MAX], *names[COUNTERS_MAX];
	char		 reg[32];
	int		 nc, k, to, i, v;

	if (reg_of(s, typed, reg, sizeof reg, r) != 0 || (e = entry_of(s, reg,
	    entry, r)) == NULL)
		return -1;
	if (e->side[0] != '\0' && session_may_act(s, e->side, r) != 0)
		return -1;
	nc = counters(s, reg, c);
	for (i = 0; i < nc; i++) {
		ids[i] = c[i].id;
		names[i] = c[i].name;
	}
	if ((k = name_match(counter, ids, names, nc)) < 0)
		return reply_fail(r, "\"%s\" is no counter of the %s register",
		    counter, reg);
	if ((*op != '+' && *op != '-' && *op != '=') || num_int(op + (*op ==
	    '='), -100000, 100000, &v) != 0)
		return reply_fail(r, "\"%s\": expected +N, -N or =N", op);
	to = *op == '=' ? (int)v : e->value[k] + (int)v;
	return counter_write(s, e, c, k, to, r);
}

/* Counter k of entry e (c: its register's counters) to value to, kept
 * within its bounds: the one writer of "register" events. */
static int
counter_write(struct session *s, struct reg_entry *e, const struct counter *c,
    int k, int to, struct reply *r)
{
	struct register_spend pool;
	char	 text[512], label[64], effect[256], lsec[24];
	int	 lim = limit(&c[k], e);

	if (to < c[k].lo)
		to = c[k].lo;
	if (lim >= 0 && to > lim)
		to = lim;

	if (to == e->value[k]) {
		reply_line(r, "%s, %s: stays at %d%s.", name_of(e), c[k].name, to,
		    lim >= 0 && to == lim ? " (its limit)" : "");
		return 0;
	}
	if (register_pool_check(s, e->reg, c[k].id, e->value[k], to, &pool,
	    r) != 0)
		return -1;
	snprintf(text, sizeof text, "%s, %s: %d -> %d", name_of(e), c[k].name,
	    e->value[k], to);
	if (lim >= 0)
		snprintf(text + strlen(text), sizeof text - strlen(text), " of %d",
		    lim);
	if (session_record(s, "register", text, xjson_pack("{s:s, s:s, s:s, "
	    "s:i, s:i}", "register", e->reg, "entry", e->id, "counter", c[k].id,
	    "index", k, "value", to)) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s.", text);
	if (register_pool_spend(s, &pool, name_of(e), r) != 0)
		return reply_fail(r, "cannot record it");
	if (level_at(s, e->reg, c[k].id, to, label, sizeof label, effect,
	    sizeof effect, lsec, sizeof lsec))
		reply_line(r, "  %s: %s%s%s (%s %s)", name_of(e), label,
		    effect[0] ? ": " : "", effect, s->tag, lsec);
	/* Reaching the limit is what the register is kept for. */
	if (lim >= 0 && to >= lim && c[k].full[0] != '\0')
		reply_line(r, "  %s: %s (%s %s)", name_of(e), c[k].full, s->tag,
		    c[k].section);
	if (to <= c[k].lo && c[k].empty[0] != '\0')
		reply_line(r, "  %s: %s (%s %s)", name_of(e), c[k].empty, s->tag,
		    c[k].section);
	json_object_set_new(r->json, "value", json_integer(to));
	return 0;
}

int
register_put(struct session *s, const char *reg, const char *entry,
    const char *counter, int add, int amount, struct reply *r)
{
	struct counter	 c[COUNTERS_MAX];
	struct reg_entry *e;
	int		 nc, k, to;

	if (RG(s) == NULL || !kept(s, reg))
		return 0;
	if ((e = entry_by_id(s, reg, entry)) == NULL)
		return reply_fail(r, "%s is no entry of the %s register", entry,
		    reg);
	nc = counters(s, reg, c);
	for (k = 0; k < nc && strcmp(c[k].id, counter) != 0; k++)
		;
	if (k == nc)
		return reply_fail(r, "%s is no counter of the %s register",
		    counter, reg);
	to = add ? e->value[k] + amount : amount;
	return counter_write(s, e, c, k, to, r);
}

int
register_add(struct session *s, const char *typed, const char *name,
    const char *side_typed, const char *size_typed, struct reply *r)
{
	char		 reg[32], side[32], id[48], text[256];
	struct buf	 q;
	int		 size = 0;
	size_t		 i, n;

	if (reg_of(s, typed, reg, sizeof reg, r) != 0)
		return -1;
	if (session_side(s, side_typed, side, sizeof side) != 0)
		return session_side_refused(s, side_typed, r);
	if (session_may_act(s, side, r) != 0)
		return -1;
	if (size_typed != NULL && num_int(size_typed, 1, 1000, &size) != 0)
		return reply_fail(r, "\"%s\": expected its limit, 1 to 1000",
		    size_typed);
	if (strlen(name) == 0 || strlen(name) >= sizeof id)
		return reply_fail(r, "a name of 1 to %zu bytes, please",
		    sizeof id - 1);
	/* Its id: the name in lower case, words joined by '-' ("A, 2 US"
	 * is a-2-us), so that a start of it is typed easily. */
	for (i = 0, n = 0; name[i] != '\0' && n + 1 < sizeof id; i++)
		if (isalnum((unsigned char)name[i]))
			id[n++] = (char)tolower((unsigned char)name[i]);
		else if (n > 0 && id[n - 1] != '-')
			id[n++] = '-';
	while (n > 0 && id[n - 1] == '-')
		n--;
	id[n] = '\0';
	if (n == 0)
		return reply_fail(r, "\"%s\": a name with a letter or a digit, "
		    "please", name);
	if (entry_by_id(s, reg, id) != NULL)
		return reply_fail(r, "%s is in the %s register already", name,
		    reg);
	buf_init(&q);
	snprintf(text, sizeof text, "%s added to the %s register (%s)",
	    text_quote(&q, name), reg, session_side_name(s, side));
	buf_free(&q);
	if (session_record(s, "register-add", text, xjson_pack("{s:s, s:s, s:s, "
	    "s:s, s:i}", "register", reg, "entry", id, "name", name, "side",
	    side, "size", (int)size)) != 0)
		return reply_fail(r, "cannot record it");
	reply_line(r, "%s.", text);
	return 0;
}

int
register_find(struct session *s, const char *typed, const char *entry,
    const char *counter, struct register_at *at, struct reply *r)
{
	struct counter	 c[COUNTERS_MAX];
	struct reg_entry *e = NULL;
	const char	*ids[COUNTERS_MAX], *names[COUNTERS_MAX];
	int		 nc, k, i;

	memset(at, 0, sizeof *at);
	if (reg_of(s, typed, at->reg, sizeof at->reg, r) != 0)
		return -1;
	nc = counters(s, at->reg, c);
	for (i = 0; i < nc; i++) {
		ids[i] = c[i].id;
		names[i] = c[i].name;
	}
	if ((k = name_match(counter, ids, names, nc)) < 0)
		return reply_fail(r, "\"%s\" is no counter of the %s register",
		    counter, at->reg);
	snprintf(at->counter, sizeof at->counter, "%s", c[k].id);
	snprintf(at->cname, sizeof at->cname, "%s", c[k].name);
	snprintf(at->section, sizeof at->section, "%s", c[k].section);
	at->initial = c[k].initial >= 0 ? c[k].initial : c[k].lo;
	/* Only the entry's whole id or name: a thing a start of its name
	 * would take for another is refused, never read as that one. */
	for (i = 0; i < RG(s)->n && e == NULL; i++)
		if (strcmp(RG(s)->e[i].reg, at->reg) == 0 &&
		    (strcasecmp(RG(s)->e[i].id, entry) == 0 ||
		    strcasecmp(RG(s)->e[i].name, entry) == 0))
			e = &RG(s)->e[i];
	if (e == NULL) {
		struct reply	 quiet;

		reply_init(&quiet);
		e = entry_of(s, at->reg, entry, &quiet);
		reply_free(&quiet);
		if (e != NULL)
			return reply_fail(r, "\"%s\" is a start of %s in the %s "
			    "register: type its whole name, or another name for "
			    "a new one", entry, name_of(e), at->reg);
		return 1;
	}
	snprintf(at->entry, sizeof at->entry, "%s", e->id);
	snprintf(at->name, sizeof at->name, "%s", name_of(e));
	at->value = e->value[k];
	return 0;
}

/* Status: each thing at a limit that means something, by register. */
static void
register_status(struct session *s, struct reply *r)
{
	struct counter	 c[COUNTERS_MAX];
	char		 last[32] = "", label[64], effect[256], lsec[24];
	int		 i, j, nc = 0;

	for (i = 0; i < RG(s)->n; i++) {
		struct reg_entry *e = &RG(s)->e[i];

		if (strcmp(e->reg, last) != 0) {
			nc = counters(s, e->reg, c);
			snprintf(last, sizeof last, "%s", e->reg);
		}
		for (j = 0; j < nc; j++) {
			if (c[j].full[0] != '\0' && limit(&c[j], e) >= 0 &&
			    e->value[j] >= limit(&c[j], e))
				reply_line(r, "%s (%s): %s", name_of(e), e->side[0] ?
				    session_side_name(s, e->side) : e->reg,
				    c[j].full);
			if (c[j].empty[0] != '\0' && e->value[j] <= c[j].lo)
				reply_line(r, "%s (%s): %s", name_of(e), e->side[0] ?
				    session_side_name(s, e->side) : e->reg,
				    c[j].empty);
			if (level_at(s, e->reg, c[j].id, e->value[j], label,
			    sizeof label, effect, sizeof effect, lsec, sizeof
			    lsec))
				reply_line(r, "%s (%s): %s%s%s", name_of(e),
				    e->side[0] ? session_side_name(s, e->side) :
				    e->reg, label, effect[0] ? ": " : "", effect);
		}
	}
}

/* A report's position: every entry's counters, by register. */
static void
register_report(struct session *s, json_t *o)
{
	struct counter	 c[COUNTERS_MAX];
	json_t		*all = json_object(), *list, *e;
	char		 last[32] = "";
	int		 i, j, nc = 0;

	for (i = 0; i < RG(s)->n; i++) {
		struct reg_entry *x = &RG(s)->e[i];

		if (strcmp(x->reg, last) != 0) {
			nc = counters(s, x->reg, c);
			snprintf(last, sizeof last, "%s", x->reg);
		}
		if ((list = json_object_get(all, x->reg)) == NULL) {
			list = json_array();
			json_object_set_new(all, x->reg, list);
		}
		e = xjson_pack("{s:s, s:s, s:s}", "id", x->id, "name", x->name,
		    "side", x->side);
		for (j = 0; j < nc; j++)
			json_object_set_new(e, c[j].id, json_integer(x->value[j]));
		json_array_append_new(list, e);
	}
	json_object_set_new(o, "registers", all);
}

static const char *const register_kinds[] = { "register", "register-add",
    NULL };

const struct mech mech_register = {
	.name = "register",
	.what = "registers of named things",
	.kinds = register_kinds,
	.size = sizeof(struct registers),
	.start = register_start,
	.fold = register_fold,
	.clear = register_clear,
	.status = register_status,
	.report = register_report,
};
