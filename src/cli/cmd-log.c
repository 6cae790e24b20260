/* `log [verify] [--turn N] [KIND]`. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/dice_commit.h"
#include "adj/acted.h"
#include "adj/json_event.h"
#include "adj/mech/cup.h"
#include "adj/num.h"
#include "adj/source.h"
#include "adj/text.h"
#include "cli.h"

struct log_filter {
	int		 turn;		/* 0: any */
	const char	*kinds;		/* ",roll,lookup," or NULL: any */
	const char	*phase;		/* a phase id, or NULL */
	const char	*side;		/* a side id, or NULL */
	const char	*grep;		/* text to find, or NULL */
	struct reply	*r;
	json_t		*events;
	struct session	*s;
	struct buf	 shown;		/* an event's text, as shown */
	struct undone	 undone;	/* the commands undone, by which */
	int		 label_turn;	/* the turn label names */
	char		 label[64];
};

/* A turn's label, looked up once per turn rather than twice per event
 * (a query each: most of a long log's time). */
static const char *
turn_label(struct log_filter *f, int turn)
{
	if (turn <= 0)
		return "-";
	if (turn != f->label_turn) {
		snprintf(f->label, sizeof f->label, "%s", session_turn_label(
		    f->s, turn));
		f->label_turn = turn;
	}
	return f->label;
}

/* What `log KIND` accepts: a group name and the event kinds it covers. */
static const struct {
	const char	*name;
	const char	*kinds;
} kind_groups[] = {
	{ "rolls", ",roll,lookup,contest,casualty," },
	{ "lookups", ",lookup,contest," },
	{ "draws", ",chit,activation,brigade," },
	{ "tracks", ",track,box," },
	{ "notes", ",note," },
	{ "phases", ",phase,end,new," },
	{ "impulses", ",impulse,pass,marker," },
	{ "leaders", ",leader,casualty," },
	{ "control", ",control," },
	{ "queues", ",queue," },
	{ "losses", ",loss,fade," },
	{ "undo", ",undo," },
	{ "messages", ",message,dispatch,delivery,sealed,declare,reveal,"
	    "intercept,overrule,verbal," },
	{ "secrets", ",look,plan,plan-cut,plan-due,plan-shown," },
	{ "postures", ",posture,posture-made,posture-shown,posture-reveal," },
	{ NULL, NULL }
};

const char *
log_group(int i)
{
	int	 n;

	for (n = 0; kind_groups[n].name != NULL; n++)
		;
	return i >= 0 && i < n ? kind_groups[i].name : NULL;
}

/* The name of the step an event was recorded in ("" when none). */
static const char *
phase_name(struct session *s, const char *id)
{
	int	 i;

	for (i = 0; id != NULL && i < s->nphases; i++)
		if (strcmp(s->phases[i].id, id) == 0)
			return s->phases[i].name;
	return "";
}

/* Where a change came from (adj/source.h), in the event's JSON: what its
 * data says, and for a track or box event written before sources were
 * kept, "unattributed". */
static void
log_source(const struct event *e, json_t *d, json_t *o)
{
	if (d != NULL && (source_kept(e->kind) || json_is_object(
	    json_object_get(d, "source"))))
		json_object_set_new(o, "source", source_shown(d));
}

/* A look-up's own words on what it found: the table's printed result,
 * the result the game's state made of it and the steps between, the
 * table, and the step roll that made it. */
static void
log_lookup(const struct event *e, json_t *d, json_t *o)
{
	static const char *const keys[] = { "table", "roll", "printed",
	    "result", "outcome", "steps", "step_roll", NULL };
	json_t	*v;
	int	 i;

	if (strcmp(e->kind, "lookup") != 0 || !json_is_object(d))
		return;
	for (i = 0; keys[i] != NULL; i++)
		if ((v = json_object_get(d, keys[i])) != NULL)
			json_object_set(o, keys[i], v);
}

static int
log_one(const struct event *e, void *arg)
{
	struct log_filter *f = arg;
	char		 needle[96];
	const char	*who, *side;
	int64_t		 undo;
	int		 say;
	json_t		*o, *d;

	if (f->turn != 0 && e->turn - f->s->first_turn + 1 != f->turn)
		return 0;
	/* Another side's secret: when it happened is public, what it was is
	 * not, so no filter on what it was (kind, side, text) lists it. */
	if (!session_may_see(f->s, e->vis)) {
		if (f->kinds != NULL || f->side != NULL || f->grep != NULL)
			return 0;
		reply_line(f->r, "%5lld  %-6s %-7s (hidden from the %s view)",
		    (long long)e->seq, turn_label(f, e->turn), "-", f->s->view);
		json_array_append_new(f->events, xjson_pack("{s:I, s:i, s:s, s:s, "
		    "s:b}", "seq", (json_int_t)e->seq, "turn", e->turn > 0 ?
		    e->turn - f->s->first_turn + 1 : 0, "kind", "hidden", "text",
		    "hidden", "hidden", 1));
		return 0;
	}
	if (f->kinds != NULL) {
		snprintf(needle, sizeof needle, ",%s,", e->kind);
		if (strstr(f->kinds, needle) == NULL)
			return 0;
	}
	if (f->phase != NULL && (e->phase == NULL || strcmp(f->phase,
	    e->phase) != 0))
		return 0;
	if (f->grep != NULL && strcasestr(e->text, f->grep) == NULL)
		return 0;
	/* The side the event is about, not whose eyes it is kept for (a
	 * delivery is the sender's doing, kept for the addressee). */
	d = json_event_parse(e->data);
	side = acted_side_in(f->s, d, NULL);
	if (f->side != NULL && strcmp(f->side, side) != 0) {
		json_decref(d);
		return 0;
	}
	undo = undone_by(&f->undone, e->cmd);
	/* A player's text, perhaps from before the input rule: on one line
	 * and shown, never obeyed; repaired for JSON, never dropped.  What
	 * an undo took back is marked, so the log never shows as having
	 * happened what was taken back. */
	/* Who acted, unless the text begins by saying so: in a campaign the
	 * role that sent the command (the umpire too), else the side the
	 * event is about. */
	who = acted_name(d);
	if (who == NULL && side[0] != '\0')
		who = session_side_name(f->s, side);
	say = who != NULL && strncmp(e->text, who, strlen(who)) != 0;
	reply_line(f->r, "%5lld%c %-6s %-7s %s%s%s%s", (long long)e->seq,
	    undo ? 'x' : ' ', turn_label(f, e->turn), e->kind, undo ? "(undone) " : "", say ? who : "",
	    say ? ": " : "", text_inline(&f->shown, e->text));
	o = xjson_pack("{s:I, s:i, s:s?, s:o, s:o, s:o, s:s, s:o, s:s?, s:I, "
	    "s:i, s:o}", "seq", (json_int_t)e->seq, "turn", e->turn > 0 ?
	    e->turn - f->s->first_turn + 1 : 0, "turn_label", e->turn > 0 ?
	    turn_label(f, e->turn) : NULL, "kind", text_json(
	    e->kind), "text", text_json(e->text), "phase", text_json(e->phase),
	    "phase_name", phase_name(f->s, e->phase), "vis", text_json(e->vis),
	    "side", side[0] ? side : NULL, "cmd", (json_int_t)e->cmd,
	    "game_turn", e->turn, "at", text_json(e->at));
	/* Every event says who acted and whether it stands (adj/acted.h). */
	json_object_set_new(o, "by", json_string(acted_by(d)));
	json_object_set_new(o, "undone", json_boolean(undo != 0));
	if (undo)
		json_object_set_new(o, "undone_by", json_integer(undo));
	log_lookup(e, d, o);
	log_source(e, d, o);
	json_decref(d);
	json_array_append_new(f->events, o);
	return 0;
}


static int
cmd_log_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;
	struct log_filter	 f;
	char			 side[32];
	int			 i, k, rc;

	if (argc == 2 && strcasecmp(argv[1], "verify") == 0) {
		struct dice_report	 dice;
		/* One read of the journal checks the chain and the dice. */
		struct dice_verify	*dv = dice_verify_new(&dice);
		char			 why[256];
		int64_t			 bad = journal_verify_each(c->s->j,
					    dice_verify_event, dv, why,
					    sizeof why);
		int			 rc = dice_verify_end(dv, 0);

		if (bad != 0)
			return reply_fail(r, "log verify: %s", why);
		reply_line(r, "Log verified: %lld events, hash chain intact.",
		    (long long)journal_last_seq(c->s->j));
		if (why[0] != '\0') {
			reply_line(r, "(But %s.)", why);
			json_object_set_new(r->json, "note", json_string(why));
		}
		json_object_set_new(r->json, "events",
		    json_integer(journal_last_seq(c->s->j)));
		/* A campaign's committed dice, recomputed (dice_commit.h). */
		return dice_report_reply(&dice, rc, r) != 0 ? -1 : 0;
	}
	memset(&f, 0, sizeof f);
	f.r = r;
	f.s = c->s;
	for (i = 1; i < argc; i++) {
		const char *opt = argv[i], *val = i + 1 < argc ? argv[i + 1] :
		    NULL;

		if (opt[0] == '-' && val == NULL)
			return cli_usage(c, x->entry, NULL, r);
		if (strcmp(opt, "--turn") == 0) {
			if (num_int(val, 1, TURN_MAX, &f.turn) != 0)
				return reply_fail(r, "--turn takes a turn number, "
				    "not \"%s\"", val);
			i++;
		} else if (strcmp(opt, "--phase") == 0) {
			for (k = 0; k < c->s->nphases; k++)
				if (strcasecmp(c->s->phases[k].id, val) == 0)
					break;
			if (k == c->s->nphases)
				return reply_fail(r, "--phase takes a step id "
				    "(`help next` lists them), not \"%s\"", val);
			f.phase = c->s->phases[k].id;
			i++;
		} else if (strcmp(opt, "--side") == 0) {
			if (session_side(c->s, val, side, sizeof side) != 0)
				return reply_fail(r, "--side takes a side of %s, "
				    "not \"%s\"", c->s->game_title, val);
			f.side = side;
			i++;
		} else if (strcmp(opt, "--grep") == 0) {
			f.grep = val;
			i++;
		} else if (opt[0] != '-') {
			static const char *const raw[] = { "new", "phase",
			    "track", "box", "roll", "lookup", "undo", "end",
			    "chit", "brigade", "activation", "control", "note",
			    "impulse", "pass", "marker", "leader", "casualty",
			    "contest", "loss", "queue", NULL };
			static _Thread_local char one[40];
			struct buf b;

			/* An event kind as recorded, or a group of them. */
			for (k = 0; raw[k] != NULL; k++)
				if (strcasecmp(raw[k], opt) == 0)
					break;
			if (raw[k] != NULL) {
				snprintf(one, sizeof one, ",%s,", raw[k]);
				f.kinds = one;
				continue;
			}
			for (k = 0; kind_groups[k].name != NULL; k++)
				if (strncasecmp(kind_groups[k].name, opt,
				    strlen(opt)) == 0)
					break;
			if (kind_groups[k].name != NULL) {
				f.kinds = kind_groups[k].kinds;
				continue;
			}
			buf_init(&b);
			for (k = 0; kind_groups[k].name != NULL; k++)
				buf_printf(&b, "%s%s", k ? ", " : "",
				    kind_groups[k].name);
			reply_fail(r, "\"%s\" is not a kind of event: expected "
			    "%s", opt, buf_str(&b));
			buf_free(&b);
			return -1;
		} else
			return cli_usage(c, x->entry, NULL, r);
	}
	f.events = json_array();
	buf_init(&f.shown);
	undone_load(c->s->j, 0, &f.undone);
	rc = journal_each_released(c->s->j, 1, log_one, &f);
	buf_free(&f.shown);
	undone_free(&f.undone);
	if (rc < 0) {
		json_decref(f.events);
		return reply_fail(r, "cannot read the log: %s",
		    journal_error(c->s->j));
	}
	json_object_set_new(r->json, "events", f.events);
	return 0;
}

/* `log verify` reads the journal alone: the chain and the dice. */
static int
cmd_log_journal_only(int argc, char **argv)
{
	return argc == 2 && strcasecmp(argv[1], "verify") == 0;
}

const struct cmd_entry cmd_log_entry = {
	.name = "log",
	.journal_only = cmd_log_journal_only,
	.args = "verify | [--turn N | --phase P:step | --side S:side | "
	    "--grep TEXT | KIND:event]...",
	.summary = "the session's history, oldest first",
	.example = "log --turn 3 rolls",
	.more = "KIND: rolls, lookups, draws, tracks, notes, phases, "
	    "impulses, leaders,\n"
	    "control, queues, losses, undo, messages, secrets or postures\n"
	    "(any prefix).  --grep finds text, "
	    "ignoring case.\n"
	    "`log verify` walks the hash chain and names the first event that "
	    "was\n"
	    "altered, removed or reordered; in a campaign it also recomputes "
	    "the\n"
	    "server's dice from each turn's revealed seed.  Each line names "
	    "who acted;\n"
	    "one an undo took back is marked x and \"(undone)\".  With --json "
	    "each event\n"
	    "has \"by\" (the role that acted; \"\" at a table) and "
	    "\"undone\".",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_log_exec,
};
