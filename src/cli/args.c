/* A command's argument specification (cmd_entry.args): the one text that
 * gives its usage line, the check of its words before it runs, and what
 * Tab offers at each of them.
 *
 * The specification is the usage line after the command's name, with
 * the kind of name a word completes written after it:
 *
 *	"[NAME:track [+N|-N|=N|on|off | put UNIT:unit BOX | take UNIT:unit]]"
 *
 * is shown as `track [NAME [+N|-N|=N|on|off | put UNIT BOX | take UNIT]]`,
 * takes no word or a track and what follows it, and completes a track's
 * name first and a unit's after `put` or `take`.  A word with a capital
 * letter stands for any word (the command says in words of its own what
 * it must be: +N is a number to add); a word without one is itself, or
 * its start (`put`, `?`, `--force`).  [ ] holds what may be left out,
 * `...` after a word or a group repeats it, and | separates choices:
 * between words when it has no blank beside it (`SIDE|none`), between
 * whole runs of words when it has (`[at random | CHIT... | BRIGADE]`).
 * A lowercase key=VALUE word (`roll=N`) is an option: it may stand
 * anywhere in the line and is left out of the count.  A word of kind text
 * (`TEXT:text`, `reason=WHY...`) takes the rest of the line.
 *
 * The check refuses a line of more words than any form takes; one that
 * stops short of a form, or puts another word where a fixed one stands,
 * is left to the command, which asks for the rest or names what it
 * takes in words of its own. */
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "cli.h"

/* The kinds of name, as a specification writes them after a word. */
static const struct {
	const char	*name;
	int		 kind;
} kinds[] = {
	{ "command",	ARG_COMMAND },
	{ "game",	ARG_GAME },
	{ "scenario",	ARG_SCENARIO },
	{ "side",	ARG_SIDE },
	{ "leader",	ARG_LEADER },
	{ "cause",	ARG_CAUSE },
	{ "hand",	ARG_HAND },
	{ "cup",	ARG_CUP },
	{ "pool",	ARG_POOL },
	{ "waiting",	ARG_WAITING },
	{ "step",	ARG_STEP },
	{ "table",	ARG_TABLE },
	{ "qtable",	ARG_QTABLE },
	{ "track",	ARG_TRACK },
	{ "hex",	ARG_HEX },
	{ "modifier",	ARG_MODIFIER },
	{ "formula",	ARG_FORMULA },
	{ "contest",	ARG_CONTEST },
	{ "use",	ARG_USE },
	{ "file",	ARG_FILE },
	{ "loss",	ARG_LOSS },
	{ "ammo",	ARG_AMMO },
	{ "register",	ARG_REGISTER },
	{ "entry",	ARG_ENTRY },
	{ "counter",	ARG_COUNTER },
	{ "saved",	ARG_SAVED | ARG_FILE },
	{ "unit",	ARG_UNIT },
	{ "event",	ARG_EVENT },
	{ "text",	ARG_TEXT },
	{ "queue",	ARG_QUEUE },
};

enum node_type { N_WORD, N_SEQ, N_ALT, N_OPT, N_REP };

struct node {
	enum node_type	 type;
	char		 word[48];	/* N_WORD: as shown */
	int		 kind;		/* N_WORD: ARG_* bits, or 0 */
	int		 literal;	/* N_WORD: the word itself */
	int		 key;		/* N_WORD: a key=VALUE option */
	struct node	*kid[16];	/* the others: their parts */
	int		 nkids;
};

/* The specification being read. */
struct spec {
	const char	*p;
	struct node	 pool[128];
	int		 used;
	int		 bad;		/* malformed: the unit test says where */
};

static struct node *
node_new(struct spec *sp, enum node_type type)
{
	struct node	*n;

	if (sp->used == (int)(sizeof sp->pool / sizeof sp->pool[0])) {
		sp->bad = 1;
		n = &sp->pool[sp->used - 1];
	} else
		n = &sp->pool[sp->used++];
	memset(n, 0, sizeof *n);
	n->type = type;
	return n;
}

static void
node_add(struct spec *sp, struct node *parent, struct node *kid)
{
	if (parent->nkids == (int)(sizeof parent->kid /
	    sizeof parent->kid[0])) {
		sp->bad = 1;
		return;
	}
	parent->kid[parent->nkids++] = kid;
}

static int
is_key(const char *w)
{
	const char	*eq = strchr(w, '=');

	if (eq == NULL || eq == w || !islower((unsigned char)*w))
		return 0;
	for (; w < eq; w++)
		if (!islower((unsigned char)*w) && *w != '-')
			return 0;
	return 1;
}

/* One word of the specification, w[0..n): its kind after a colon. */
static struct node *
word_node(struct spec *sp, const char *w, size_t n)
{
	struct node	*node = node_new(sp, N_WORD);
	const char	*colon;
	size_t		 i, shown = n;

	colon = memchr(w, ':', n);
	if (colon != NULL && colon > w) {
		shown = (size_t)(colon - w);
		for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
			if (strlen(kinds[i].name) == n - shown - 1 &&
			    strncmp(kinds[i].name, colon + 1, n - shown - 1) ==
			    0)
				node->kind = kinds[i].kind;
		if (node->kind == 0)
			sp->bad = 1;
	}
	if (shown >= sizeof node->word)
		sp->bad = 1;
	snprintf(node->word, sizeof node->word, "%.*s", (int)shown, w);
	node->key = is_key(node->word);
	/* .html in FILE.md|.html is a file's ending, not a word. */
	node->literal = !node->key && node->word[0] != '.';
	for (i = 0; i < shown; i++)
		if (isupper((unsigned char)w[i]))
			node->literal = 0;
	return node;
}

static struct node *parse_alts(struct spec *, int);

static int
at_end_of_word(const char *p)
{
	return *p == '\0' || isspace((unsigned char)*p) || *p == ']';
}

/* A word, a [group], either followed by `...`. */
static struct node *
parse_primary(struct spec *sp)
{
	struct node	*n, *rep;
	const char	*w;
	int		 depth = 0;

	if (*sp->p == '[') {
		sp->p++;
		n = node_new(sp, N_OPT);
		node_add(sp, n, parse_alts(sp, 1));
		if (*sp->p != ']')
			sp->bad = 1;
		else
			sp->p++;
	} else {
		/* A word runs to a blank, or to a ] or a | of no [ of its own
		 * (SP[@MOD,...] is one word); a key=VALUE word takes its |
		 * along (arrives=+N|TURN). */
		for (w = sp->p; *sp->p != '\0'; sp->p++) {
			if (*sp->p == '[')
				depth++;
			else if (*sp->p == ']' && depth-- == 0)
				break;
			if (isspace((unsigned char)*sp->p) || (depth == 0 &&
			    *sp->p == '|' && !is_key(w)))
				break;
		}
		if (depth > 0)
			sp->bad = 1;
		/* The `...` that repeats it is not part of the word. */
		if (sp->p - w > 3 && strncmp(sp->p - 3, "...", 3) == 0 &&
		    at_end_of_word(sp->p)) {
			n = word_node(sp, w, (size_t)(sp->p - w - 3));
			/* reason=WHY...: the option and the words after it
			 * are its text. */
			if (n->key) {
				n->key = 0;
				n->kind |= ARG_TEXT;
				return n;
			}
			rep = node_new(sp, N_REP);
			node_add(sp, rep, n);
			return rep;
		}
		if (sp->p == w) {
			sp->bad = 1;
			sp->p++;
		}
		return word_node(sp, w, (size_t)(sp->p - w));
	}
	if (strncmp(sp->p, "...", 3) == 0) {
		sp->p += 3;
		rep = node_new(sp, N_REP);
		node_add(sp, rep, n);
		n = rep;
	}
	return n;
}

/* Words joined by a | with no blank beside it: one of them. */
static struct node *
parse_unit(struct spec *sp)
{
	struct node	*first = parse_primary(sp), *alt;

	if (*sp->p != '|' || isspace((unsigned char)sp->p[1]))
		return first;
	alt = node_new(sp, N_ALT);
	node_add(sp, alt, first);
	while (*sp->p == '|' && !isspace((unsigned char)sp->p[1])) {
		sp->p++;
		node_add(sp, alt, parse_primary(sp));
	}
	return alt;
}

/* Runs of words separated by a | with blanks: one of them. */
static struct node *
parse_alts(struct spec *sp, int inside)
{
	struct node	*alt = node_new(sp, N_ALT), *seq;

	for (;;) {
		seq = node_new(sp, N_SEQ);
		node_add(sp, alt, seq);
		for (;;) {
			while (isspace((unsigned char)*sp->p))
				sp->p++;
			if (*sp->p == '\0' || *sp->p == '|' || (inside &&
			    *sp->p == ']'))
				break;
			if (*sp->p == ']') {
				sp->bad = 1;
				sp->p++;
				continue;
			}
			node_add(sp, seq, parse_unit(sp));
		}
		if (*sp->p != '|')
			break;
		sp->p++;
	}
	if (!inside && *sp->p != '\0')
		sp->bad = 1;
	return alt;
}

static struct node *
parse(struct spec *sp, const char *args)
{
	sp->p = args != NULL ? args : "";
	sp->used = 0;
	sp->bad = 0;
	return parse_alts(sp, 0);
}

const char *
cmd_usage_line(const struct cmd_entry *e)
{
	static struct {
		const struct cmd_entry	*e;
		char			*line;
	}		 kept[128];
	static int		 nkept;
	static pthread_mutex_t	 lock = PTHREAD_MUTEX_INITIALIZER;
	struct buf		 b;
	const char		*line = NULL;
	int			 i;

	/* The campaign server runs commands on more than one thread. */
	pthread_mutex_lock(&lock);
	for (i = 0; i < nkept && line == NULL; i++)
		if (kept[i].e == e)
			line = kept[i].line;
	if (line == NULL) {
		buf_init(&b);
		cmd_usage(e, &b);
		if (nkept == (int)(sizeof kept / sizeof kept[0]))
			abort();	/* more entries than the table has */
		kept[nkept].e = e;
		if ((kept[nkept].line = xstrdup(buf_str(&b))) == NULL)
			abort();
		buf_free(&b);
		line = kept[nkept++].line;
	}
	pthread_mutex_unlock(&lock);
	return line;
}

void
cmd_usage(const struct cmd_entry *e, struct buf *b)
{
	const char	*p = e->args;
	size_t		 n;

	buf_add(b, e->name);
	if (p == NULL || *p == '\0')
		return;
	buf_add(b, " ");
	/* The specification without its kinds. */
	while (*p != '\0') {
		n = strcspn(p, ":");
		buf_addn(b, p, n);
		p += n;
		if (*p == ':')
			while (isalpha((unsigned char)*++p))
				;
	}
}

/* Does the word fit a word of the specification?  Any word fits one
 * that stands for a word (what it must be, a number or +N, the command
 * says in words of its own); a fixed word, or its start (`replay back
 * ph`), fits itself, and for the check any word does: the command names
 * the fixed words it takes when one is not (`force leader`). */
static int
fits(const struct node *n, const char *w, int strict)
{
	if (n->literal && strict)
		return *w != '\0' && strncasecmp(n->word, w, strlen(w)) == 0;
	return 1;
}

/* Where a walk of the words can stand: bit i when the first i words
 * are matched.  At most 63 words are followed. */
typedef unsigned long long	 reach_t;
#define REACH_MAX	63

/* What the walk learns on the way: the words that may come at position
 * at (the kinds and fixed words of the specification there), and whether
 * any form goes on past the last word. */
struct walk {
	char			 *words[REACH_MAX];
	int			  n;
	int			  at;		/* the word being completed,
						 * or -1 */
	int			  kinds;
	int			  more;		/* a word may follow the
						 * last */
	const struct node	 *found[32];	/* its fixed words */
	int			  nfound;
	char			  lit[32][48];	/* the same, as text */
	int			  nlit;
};

/* Is fixed word n among those found already (a repeat walks it again)? */
static int
found(const struct walk *k, const struct node *n)
{
	int	 i;

	for (i = 0; i < k->nfound; i++)
		if (k->found[i] == n)
			return 1;
	return 0;
}

static reach_t
walk(struct walk *k, const struct node *n, reach_t in)
{
	reach_t	 out = 0, step;
	int	 i;

	switch (n->type) {
	case N_WORD:
		if (n->key)
			return in;
		for (i = 0; i <= k->n && i < REACH_MAX; i++) {
			if (!(in & (1ULL << i)))
				continue;
			if (i == k->n)
				k->more = 1;
			if (i == k->at) {
				k->kinds |= n->kind;
				if (n->literal && !found(k, n) &&
				    k->nfound < 32)
					k->found[k->nfound++] = n;
			}
			/* Free text takes every word left, or none. */
			if (n->kind & ARG_TEXT) {
				out |= 1ULL << i;
				if (k->n < REACH_MAX)
					out |= 1ULL << k->n;
				continue;
			}
			if (i < k->n && fits(n, k->words[i], k->at >= 0))
				out |= 1ULL << (i + 1);
		}
		return out;
	case N_SEQ:
		for (i = 0; i < n->nkids; i++)
			in = walk(k, n->kid[i], in);
		return in;
	case N_ALT:
		for (i = 0; i < n->nkids; i++)
			out |= walk(k, n->kid[i], in);
		return out;
	case N_OPT:
		return in | walk(k, n->kid[0], in);
	case N_REP:
		out = walk(k, n->kid[0], in);
		while ((step = walk(k, n->kid[0], out) | out) != out)
			out = step;
		return out;
	}
	return 0;
}

/* Is w an option the specification names (a key=VALUE word)? */
static int
has_key(const struct spec *sp, const char *w)
{
	size_t	 n = strcspn(w, "=") + 1;
	int	 i;

	if (!is_key(w))
		return 0;
	for (i = 0; i < sp->used; i++)
		if (sp->pool[i].type == N_WORD && sp->pool[i].key &&
		    strncasecmp(sp->pool[i].word, w, n) == 0)
			return 1;
	return 0;
}

/* The words of a line that count: argv[from..argc) but the options the
 * specification names, which may stand anywhere.  Any other key=VALUE
 * word is a word like the others (the text of a note, a NAME=VALUE). */
static int
positional(const struct spec *sp, int argc, char **argv, int from,
    char **out, int max)
{
	int	 i, n = 0;

	for (i = from; i < argc && n < max; i++)
		if (!has_key(sp, argv[i]))
			out[n++] = argv[i];
	return n;
}

/* The first word of a line that is an argument: a command typed by
 * another name (a combat by its own) had its first argument typed as
 * the command. */
static int
first_arg(const struct cmd_entry *e, const char *typed)
{
	if (strncasecmp(e->name, typed, strlen(typed)) == 0 ||
	    (e->alias != NULL && strcasecmp(e->alias, typed) == 0))
		return 1;
	return 0;
}

/* Walk e's args over the line's words (argv[0] the command as typed):
 * where the walk can stand after them into *end, and in k what may come
 * after the last (complete: the word being completed is the next). */
static void
walk_line(const struct cmd_entry *e, int argc, char **argv, int complete,
    struct walk *k, reach_t *end)
{
	/* The thread's own, not the heap's: a block this size, taken and
	 * given back for every command, made the allocator sort its free
	 * lists each time (a server runs thousands a second). */
	static _Thread_local struct spec spec;
	struct spec	*sp = &spec;
	struct node	*root;

	root = parse(sp, e->args);
	memset(k, 0, sizeof *k);
	k->n = positional(sp, argc, argv, first_arg(e, argv[0]), k->words,
	    REACH_MAX);
	k->at = complete ? k->n : -1;
	*end = walk(k, root, 1);
	/* The fixed words, out of the specification about to go. */
	for (k->nlit = 0; k->nlit < k->nfound; k->nlit++)
		snprintf(k->lit[k->nlit], sizeof k->lit[k->nlit], "%s",
		    k->found[k->nlit]->word);
}

int
args_check(const struct cmd_entry *e, int argc, char **argv)
{
	struct walk	 k;
	reach_t		 end;

	if (e->args == NULL)
		return 0;
	walk_line(e, argc, argv, 0, &k, &end);
	/* Past the words the walk follows (a long note): the command's. */
	if (k.n >= REACH_MAX)
		return 0;
	/* A line that stops short of a form is the command's to answer:
	 * it may ask for the rest at the prompt (`new`, `declare SIDE`),
	 * or say what is missing in words of its own. */
	if (k.more)
		return 0;
	return k.n < REACH_MAX && (end & (1ULL << k.n)) ? 0 : -1;
}

int
args_complete(const struct cmd_entry *e, int argc, char **argv,
    struct buf *lit)
{
	struct walk	 k;
	reach_t		 end;
	int		 i;

	if (e->args == NULL || argc < 1)
		return 0;
	walk_line(e, argc, argv, 1, &k, &end);
	for (i = 0; i < k.nlit; i++)
		buf_printf(lit, "%s%s", lit->len > 0 ? " " : "", k.lit[i]);
	return k.kinds;
}

int
args_valid(const struct cmd_entry *e)
{
	struct spec	*sp;
	int		 bad;

	if ((sp = xmalloc(sizeof *sp)) == NULL)
		abort();
	parse(sp, e->args);
	bad = sp->bad;
	free(sp);
	return !bad;
}
