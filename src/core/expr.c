/* The rules' expressions, compiled and run under an authorizer (expr.h).
 *
 * The authorizer guards compilation: SQLite asks it of every table,
 * column, function and statement kind while "SELECT (text)" is prepared
 * (and again if a step must prepare it anew), so a refused action never
 * gets into a statement.  It is installed on a connection once, at its
 * first expression, and stays: it guards only while this thread compiles
 * or runs an expression (the guard G), and lets everything else by (the
 * journal and the user's tables are written on other statements of the
 * same connections).  Installing it anew for each step, as it once was,
 * made SQLite expire every statement of the connection each time, and
 * the statements kept prepared (stmt_cache.h) were compiled again at
 * their next use: a fifth of an export. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/buf.h"
#include "adj/expr.h"
#include "adj/prepare.h"
#include "adj/stmt_cache.h"
#include "adj/text.h"

/* What the authorizer refused first, for the failure's line; and
 * whether the expression is being run rather than compiled. */
struct guard {
	char	 why[160];
	int	 stepping;
	int	 seen;		/* the authorizer was asked */
};

/* The guard of the expression this thread compiles or runs, or NULL. */
static _Thread_local struct guard *G;

/* Functions a formula may not call though SQLite has them: they reach
 * out of the rules (a shared library, a function pointer). */
static const char *const refused_functions[] = {
	"load_extension",
	"fts3_tokenizer",
	NULL
};

static int
deny(struct guard *g, const char *fmt, const char *a)
{
	if (g->why[0] == '\0')
		snprintf(g->why, sizeof g->why, fmt, a != NULL ? a : "");
	return SQLITE_DENY;
}

static int
authorize(void *arg, int action, const char *a, const char *b,
    const char *db, const char *trigger)
{
	struct guard	*g = G;
	int		 i;

	(void)arg;
	(void)trigger;
	/* Not compiling an expression, or attaching the rules' second part
	 * that a rules function's statement named (prepare.c), SQLite's own
	 * ATTACH, not the expression's. */
	if (g == NULL || rules_attaching())
		return SQLITE_OK;
	g->seen = 1;
	switch (action) {
	case SQLITE_SELECT:
		return SQLITE_OK;
	case SQLITE_FUNCTION:
		for (i = 0; refused_functions[i] != NULL; i++)
			if (b != NULL && strcasecmp(b, refused_functions[i]) == 0)
				return deny(g, "the function %s", b);
		return SQLITE_OK;
	case SQLITE_READ:
		if (a != NULL && strncasecmp(a, "pragma_", 7) == 0)
			return deny(g, "a pragma (%s)", a);
		/* An expression reads the values it is bound, no table
		 * (SQLite does not always say which database a table is
		 * in: a count(*) of the user's own table looks like one of
		 * the rules').  While it runs, the rules' functions read
		 * their rows (held_vp reads the victory places) on
		 * statements of their own, compiled then. */
		if (g->stepping && (db == NULL || strcmp(db, "main") == 0 ||
		    strcmp(db, "rest") == 0) &&
		    a != NULL && strncasecmp(a, "sqlite_", 7) != 0)
			return SQLITE_OK;
		return deny(g, "reading the table %s (an expression reads "
		    "only the values it is given)", a);
	case SQLITE_PRAGMA:
		return deny(g, "a pragma (%s)", a);
	case SQLITE_ATTACH:
	case SQLITE_DETACH:
		return deny(g, "%s", "ATTACH or DETACH");
	case SQLITE_TRANSACTION:
	case SQLITE_SAVEPOINT:
		return deny(g, "%s", "a transaction statement");
	case SQLITE_INSERT:
	case SQLITE_UPDATE:
	case SQLITE_DELETE:
		/* A SELECT writes nothing itself: this is SQLite setting up
		 * the table-valued function of a pragma or a virtual table
		 * the first time the connection meets it. */
		if (a != NULL && strncasecmp(a, "sqlite_", 7) == 0)
			return deny(g, "%s", "a pragma or a virtual table");
		return deny(g, "a write (to %s)", a);
	default:
		return deny(g, "%s", "a statement that is not a read");
	}
}

/* Only blanks may follow the one statement. */
static int
blank(const char *p)
{
	while (p != NULL && *p != '\0')
		if (!isspace((unsigned char)*p++))
			return 0;
	return 1;
}

/* "SELECT (text)" under the authorizer: the statement, or NULL with why
 * (owned) set. */
static sqlite3_stmt *
compile(sqlite3 *db, const char *text, char **why)
{
	struct guard	 g, *was = G;
	sqlite3_stmt	*st = NULL;
	const char	*tail = NULL;
	char		*sql;
	int		 rc;

	*why = NULL;
	g.why[0] = '\0';
	g.stepping = 0;
	g.seen = 0;
	if ((sql = sqlite3_mprintf("SELECT (%s)", text)) == NULL)
		abort();
	G = &g;
	rc = sql_prepare(db, sql, -1, &st, &tail);
	/* Not asked: the connection has no authorizer yet.  Installed now
	 * (once: it stays), and the text compiled again under it. */
	if (!g.seen) {
		sqlite3_finalize(st);
		st = NULL;
		g.why[0] = '\0';
		sqlite3_set_authorizer(db, authorize, NULL);
		rc = sql_prepare(db, sql, -1, &st, &tail);
	}
	G = was;
	if (rc != SQLITE_OK) {
		if (g.why[0] != '\0')
			rc = asprintf(why, "it tries %s, which an expression "
			    "may not", g.why);
		else
			rc = asprintf(why, "it is not valid SQL (%s)",
			    sqlite3_errmsg(db));
	} else if (!blank(tail))
		rc = asprintf(why, "it is more than one statement");
	else if (sqlite3_column_count(st) != 1)
		rc = asprintf(why, "it gives %d values, not one",
		    sqlite3_column_count(st));
	else
		rc = 0;
	sqlite3_free(sql);
	if (rc < 0)
		abort();
	if (*why != NULL) {
		sqlite3_finalize(st);
		return NULL;
	}
	return st;
}

char *
expr_check(sqlite3 *db, const char *text)
{
	sqlite3_stmt	*st;
	char		*why;

	if ((st = compile(db, text, &why)) != NULL)
		sqlite3_finalize(st);
	return why;
}

/* The columns of the rules data that hold an expression, each with the
 * SQL that names its row within the table. */
static const struct {
	const char	*tbl;
	const char	*row;
	const char	*col;
} columns[] = {
	{ "modifier", "x.tbl || '.' || x.id", "cond" },
	{ "lookup_dim", "x.tbl || '.' || x.id", "input" },
	{ "lookup_entry", "x.tbl || '.' || x.label", "cond" },
	{ "track", "x.id", "formula" },
	{ "formula", "x.id", "expr" },
	{ "contest_term", "x.contest || '.' || x.party || x.pos", "expr" },
	{ "contest_term", "x.contest || '.' || x.party || x.pos", "cond" },
	{ "contest_outcome", "x.contest || '.' || x.grp || x.pos", "cond" },
	{ "track_latch", "COALESCE(x.scenario || '.', '') || x.flag",
	    "test" },
	{ "victory_ratio", "x.scenario || '.num'", "num" },
	{ "victory_ratio", "x.scenario || '.den'", "den" },
	{ "victory_ratio_level", "x.scenario || '.' || x.pos", "test" },
	{ "result_substitute", "x.tbl || '.' || x.result", "cond" },
	{ "register_pool", "x.register || '.' || x.counter", "remind" },
	{ "track_follow", "x.flag", "test" },
	{ "ledger_part", "x.id", "formula" },
	{ "step_roll", "x.id", "cond" },
	{ "step_latch", "x.flag", "test" },
	{ "award", "x.id", "mult" },
	{ "plan_may", "COALESCE(x.kind, '*')", "test" },
	{ "track_guard", "x.track || '.' || x.id", "test" },
	{ "track_step_when", "x.track || '.' || x.phase", "test" },
	{ "message_block", "x.side || '.' || x.effect", "test" },
};

int
expr_each_at(sqlite3 *db, void (*fn)(void *, const struct expr_at *),
    void *arg)
{
	struct expr_at	 at;
	sqlite3_stmt	*st;
	char		*sql;
	size_t		 i;
	int		 rc = 0;

	for (i = 0; i < sizeof columns / sizeof columns[0]; i++) {
		if ((sql = sqlite3_mprintf("SELECT '%s ' || x.game || '.' || "
		    "%s, COALESCE(g.tag || ' ', '') || x.section, x.%s, "
		    "x.rowid FROM %s x LEFT JOIN game g ON g.id = x.game WHERE "
		    "x.%s IS NOT NULL ORDER BY x.rowid", columns[i].tbl,
		    columns[i].row, columns[i].col, columns[i].tbl,
		    columns[i].col)) == NULL)
			abort();
		if (sql_prepare(db, sql, -1, &st, NULL) != SQLITE_OK) {
			sqlite3_free(sql);
			rc = -1;
			continue;
		}
		sqlite3_free(sql);
		at.table = columns[i].tbl;
		at.column = columns[i].col;
		while (sqlite3_step(st) == SQLITE_ROW) {
			at.row = (const char *)sqlite3_column_text(st, 0);
			at.section = (const char *)sqlite3_column_text(st, 1);
			at.text = (const char *)sqlite3_column_text(st, 2);
			at.rowid = sqlite3_column_int64(st, 3);
			fn(arg, &at);
		}
		sqlite3_finalize(st);
	}
	return rc;
}

struct each_arg {
	void	(*fn)(void *, const char *, const char *, const char *);
	void	 *arg;
};

static void
each_one(void *arg, const struct expr_at *at)
{
	struct each_arg	*e = arg;

	e->fn(e->arg, at->row, at->section, at->text);
}

int
expr_each(sqlite3 *db, void (*fn)(void *, const char *, const char *,
    const char *), void *arg)
{
	struct each_arg	 e = { fn, arg };

	return expr_each_at(db, each_one, &e);
}

/* The rows that hold an expression, found again from its text when it
 * fails: the first named, the others counted. */
struct holder {
	const char	*text;
	char		*first;
	int		 n;
};

static void
holder_match(void *arg, const char *row, const char *section,
    const char *text)
{
	struct holder	*h = arg;

	if (text == NULL || strcmp(text, h->text) != 0 || h->n++ > 0)
		return;
	if (asprintf(&h->first, "%s, %s", row != NULL ? row : "?",
	    section != NULL ? section : "no section") < 0)
		abort();
}

/* The failure of a command, and how deep in commands this thread is. */
static _Thread_local struct {
	int	 depth;
	char	*first;
} W;

static void
record(sqlite3 *db, const char *text, const char *why)
{
	struct holder	 h = { text, NULL, 0 };
	struct buf	 b;

	/* Outside a command (a server's page of the state) the caller's
	 * failure stands alone: the next command meets it and says it. */
	if (W.depth == 0 || W.first != NULL)
		return;
	expr_each(db, holder_match, &h);
	buf_init(&b);
	buf_add(&b, "the rules data's expression ");
	text_quote(&b, text);
	/* The row's names and SQLite's words (which quote the text) are
	 * the data's too: on one line, controls shown. */
	if (h.n == 0)
		buf_add(&b, " (in no row of the rules data)");
	else {
		buf_add(&b, " (");
		text_show(&b, h.first, strlen(h.first), 0);
		buf_add(&b, h.n > 1 ? ", and other rows)" : ")");
	}
	buf_add(&b, " cannot be used: ");
	text_show(&b, why, strlen(why), 0);
	buf_add(&b, "; `adjutant rules check` lists every such row");
	if ((W.first = xstrdup(buf_str(&b))) == NULL)
		abort();
	buf_free(&b);
	free(h.first);
}

sqlite3_stmt *
expr_prepare(sqlite3 *db, const char *text)
{
	sqlite3_stmt	*st;
	char		*why;

	/* Compiled once a connection (a fold asks the same formulas at every
	 * event): kept by its text, given back with expr_done. */
	if ((st = stmt_find(db, text)) != NULL)
		return st;
	if ((st = compile(db, text, &why)) == NULL) {
		record(db, text, why);
		free(why);
	} else
		stmt_keep(db, text, st);
	return st;
}

void
expr_done(sqlite3_stmt *st)
{
	stmt_put(st);
}

int
expr_step(sqlite3_stmt *st, const char *text)
{
	struct guard	 g, *was = G;
	sqlite3		*db = sqlite3_db_handle(st);
	char		*why;
	int		 rc;

	g.why[0] = '\0';
	g.stepping = 1;
	g.seen = 0;
	G = &g;
	rc = sqlite3_step(st);
	G = was;
	if (rc == SQLITE_ROW)
		return rc;
	/* Interrupted, the command's budget is spent: the dispatcher says
	 * so (budget.h); the expression is not at fault. */
	if (rc == SQLITE_INTERRUPT)
		return -1;
	if (asprintf(&why, "%s", g.why[0] != '\0' ? g.why : rc == SQLITE_DONE ?
	    "it gave no value" : sqlite3_errmsg(db)) < 0)
		abort();
	record(db, text, why);
	free(why);
	return -1;
}

int
expr_value(sqlite3 *db, const char *text, double *out, int *isnull)
{
	sqlite3_stmt	*st;
	int		 rc = -1;

	if ((st = expr_prepare(db, text)) == NULL)
		return -1;
	if (expr_step(st, text) == SQLITE_ROW) {
		*isnull = sqlite3_column_type(st, 0) == SQLITE_NULL;
		*out = sqlite3_column_double(st, 0);
		rc = 1;
	}
	expr_done(st);
	return rc;
}

void
expr_begin(void)
{
	if (W.depth++ > 0)
		return;
	free(W.first);
	W.first = NULL;
}

char *
expr_end(void)
{
	char	*first;

	if (W.depth > 0 && --W.depth > 0)
		return NULL;
	first = W.first;
	W.first = NULL;
	return first;
}

const char *
expr_failure(void)
{
	return W.first;
}
