/* `module export`: a game's rules rows written as a module (module.h).
 *
 * The sections follow the schema's tables in the order it creates them
 * (the game, its sections' index, its sides, turns and phases first, the
 * tables that refer to them after), each a list of the game's rows in
 * the order they were loaded, a row a line:
 *
 *	side:
 *	- {id: csa, name: Confederate, pos: 1, section: '2.1'}
 *
 * A value a column would take by default is left out (the schema's
 * DEFAULT, or nothing), and the game column, which every row of the
 * module shares: a row reads as what the rulebook gives.  Text that would
 * read as a number or as nothing is quoted; libyaml's emitter quotes what
 * the syntax needs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "adj/buf.h"
#include "adj/module.h"
#include "adj/prepare.h"

/* A table's columns as the schema has them, with their defaults. */
struct columns {
	int		 n;
	char		*name[MODULE_COLUMNS];
	sqlite3_value	*dflt[MODULE_COLUMNS];	/* NULL: none */
};

static void
columns_free(struct columns *c)
{
	while (c->n > 0) {
		c->n--;
		sqlite3_free(c->name[c->n]);
		sqlite3_value_free(c->dflt[c->n]);
	}
}

/* A default's value, as the schema writes it (a literal, or an
 * expression in parentheses). */
static sqlite3_value *
default_value(sqlite3 *schema, const char *expr)
{
	sqlite3_stmt	*st;
	sqlite3_value	*v = NULL;
	char		*sql;

	if (expr == NULL || (sql = sqlite3_mprintf("SELECT %s", expr)) == NULL)
		return NULL;
	if (sql_prepare(schema, sql, -1, &st, NULL) == SQLITE_OK) {
		if (sqlite3_step(st) == SQLITE_ROW)
			v = sqlite3_value_dup(sqlite3_column_value(st, 0));
		sqlite3_finalize(st);
	}
	sqlite3_free(sql);
	return v;
}

/* table's columns but skip (the game's), from the schema: 0, or -1. */
static int
columns_of(sqlite3 *schema, const char *table, const char *skip,
    struct columns *c, char *err, size_t errlen)
{
	sqlite3_stmt	*st;
	int		 rc;

	c->n = 0;
	if (sql_prepare(schema, "SELECT name, dflt_value FROM "
	    "pragma_table_info(?1) ORDER BY cid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);

		if (strcmp(name, skip) == 0)
			continue;
		if (c->n == MODULE_COLUMNS) {
			snprintf(err, errlen, "table %s has more than %d "
			    "columns", table, MODULE_COLUMNS);
			break;
		}
		c->name[c->n] = sqlite3_mprintf("%s", name);
		c->dflt[c->n] = default_value(schema, (const char *)
		    sqlite3_column_text(st, 1));
		c->n++;
	}
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* Is v what the column would hold by default (d, or NULL)? */
static int
is_default(sqlite3_value *v, sqlite3_value *d)
{
	int	 t = sqlite3_value_type(v);

	if (d == NULL || sqlite3_value_type(d) == SQLITE_NULL)
		return t == SQLITE_NULL;
	if (t != sqlite3_value_type(d))
		return 0;
	switch (t) {
	case SQLITE_INTEGER:
		return sqlite3_value_int64(v) == sqlite3_value_int64(d);
	case SQLITE_FLOAT:
		return sqlite3_value_double(v) == sqlite3_value_double(d);
	default:
		return sqlite3_value_bytes(v) == sqlite3_value_bytes(d) &&
		    memcmp(sqlite3_value_blob(v), sqlite3_value_blob(d),
		    (size_t)sqlite3_value_bytes(v)) == 0;
	}
}

struct out {
	yaml_emitter_t	 e;
	char		*err;
	size_t		 errlen;
	int		 failed;
};

static int
emit(struct out *o, yaml_event_t *ev)
{
	if (o->failed)
		return -1;
	if (!yaml_emitter_emit(&o->e, ev)) {
		snprintf(o->err, o->errlen, "the module could not be written: "
		    "%s", o->e.problem != NULL ? o->e.problem : "write failed");
		o->failed = 1;
		return -1;
	}
	return 0;
}

/* A scalar: plain when it reads back as what it is (kind), quoted when
 * it would read otherwise. */
static int
scalar(struct out *o, const char *s, int plain)
{
	yaml_event_t	 ev;

	yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)s,
	    (int)strlen(s), plain, 1, YAML_ANY_SCALAR_STYLE);
	return emit(o, &ev);
}

static int
text(struct out *o, const char *s)
{
	return scalar(o, s, module_plain_kind(s) == MODULE_TEXT);
}

static int
mapping(struct out *o, int flow)
{
	yaml_event_t	 ev;

	yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1, flow ?
	    YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
	return emit(o, &ev);
}

static int
mapping_end(struct out *o)
{
	yaml_event_t	 ev;

	yaml_mapping_end_event_initialize(&ev);
	return emit(o, &ev);
}

/* One value of a row, if not its column's default. */
static int
value(struct out *o, const char *column, sqlite3_value *v,
    sqlite3_value *dflt)
{
	char	 num[64];
	int	 prec;

	if (is_default(v, dflt))
		return 0;
	if (text(o, column) != 0)
		return -1;
	switch (sqlite3_value_type(v)) {
	case SQLITE_NULL:
		return scalar(o, "~", 1);
	case SQLITE_INTEGER:
		snprintf(num, sizeof num, "%lld", (long long)
		    sqlite3_value_int64(v));
		return scalar(o, num, 1);
	case SQLITE_FLOAT:
		/* The shortest that reads back the same: 0.99, not
		 * 0.98999999999999999. */
		for (prec = 15; prec < 17; prec++) {
			snprintf(num, sizeof num, "%.*g", prec,
			    sqlite3_value_double(v));
			if (strtod(num, NULL) == sqlite3_value_double(v))
				break;
		}
		if (prec == 17)
			snprintf(num, sizeof num, "%.17g",
			    sqlite3_value_double(v));
		if (module_plain_kind(num) != MODULE_REAL)
			strcat(num, ".0");
		return scalar(o, num, 1);
	case SQLITE_TEXT:
		return text(o, (const char *)sqlite3_value_text(v));
	default:
		snprintf(o->err, o->errlen, "column %s holds a blob, which a "
		    "module cannot", column);
		o->failed = 1;
		return -1;
	}
}

/* The game's rows of table, as a section (none when it has none);
 * where, more of the WHERE clause (the table's alias is c). */
static int
section(struct out *o, sqlite3 *schema, sqlite3 *rules, const char *table,
    const char *game, const char *where)
{
	struct columns	 c;
	sqlite3_stmt	*st = NULL;
	yaml_event_t	 ev;
	char		*sql, *list = NULL, *more;
	int		 i, rc, rows = 0, top = strcmp(table, "game") == 0;

	if (columns_of(schema, table, top ? "" : "game", &c, o->err,
	    o->errlen) != 0) {
		columns_free(&c);
		o->failed = 1;
		return -1;
	}
	for (i = 0; i < c.n; i++) {
		more = sqlite3_mprintf("%s%sc.\"%w\"", list != NULL ? list : "",
		    i > 0 ? ", " : "", c.name[i]);
		sqlite3_free(list);
		list = more;
	}
	sql = sqlite3_mprintf("SELECT %s FROM \"%w\" c WHERE c.%s = ?1%s "
	    "ORDER BY c.rowid", list != NULL ? list : "1", table, top ? "id" :
	    "game", where != NULL ? where : "");
	sqlite3_free(list);
	rc = sql != NULL ? sql_prepare(rules, sql, -1, &st, NULL) : SQLITE_NOMEM;
	sqlite3_free(sql);
	if (rc != SQLITE_OK) {
		snprintf(o->err, o->errlen, "the rules' table %s cannot be "
		    "read: %s", table, sqlite3_errmsg(rules));
		columns_free(&c);
		o->failed = 1;
		return -1;
	}
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	while (!o->failed && (rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (rows++ == 0) {
			text(o, top ? "game" : table);
			if (!top) {
				yaml_sequence_start_event_initialize(&ev, NULL,
				    NULL, 1, YAML_BLOCK_SEQUENCE_STYLE);
				emit(o, &ev);
			}
		}
		mapping(o, !top);
		for (i = 0; i < c.n; i++)
			value(o, c.name[i], sqlite3_column_value(st, i),
			    c.dflt[i]);
		mapping_end(o);
	}
	if (rows > 0 && !top) {
		yaml_sequence_end_event_initialize(&ev);
		emit(o, &ev);
	}
	if (!o->failed && rc != SQLITE_DONE) {
		snprintf(o->err, o->errlen, "the rules' table %s cannot be "
		    "read: %s", table, sqlite3_errmsg(rules));
		o->failed = 1;
	}
	sqlite3_finalize(st);
	columns_free(&c);
	return o->failed ? -1 : 0;
}

/* One table's grid in the cells section. */
static int
grid_out(void *arg, const char *tbl, const char *csv)
{
	struct out	*o = arg;
	yaml_event_t	 ev;

	text(o, tbl);
	yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)csv,
	    (int)strlen(csv), 0, 1, YAML_LITERAL_SCALAR_STYLE);
	return emit(o, &ev);
}

/* The cells: the rows of those no grid holds, then the grids. */
static int
cells(struct out *o, sqlite3 *schema, sqlite3 *rules, const char *game)
{
	struct buf	 list;
	char		*where = NULL;
	int		 rc;

	buf_init(&list);
	module_grids(rules, game, NULL, NULL, &list);
	if (list.len > 0)
		where = sqlite3_mprintf(" AND NOT (c.tbl IN (%s) AND EXISTS ("
		    "SELECT 1 FROM lookup_table t WHERE t.game = c.game AND "
		    "t.id = c.tbl AND %s))", buf_str(&list),
		    module_plain_cell());
	rc = section(o, schema, rules, "lookup_cell", game, where);
	sqlite3_free(where);
	if (rc == 0 && list.len > 0) {
		text(o, "cells");
		mapping(o, 0);
		module_grids(rules, game, grid_out, o, NULL);
		mapping_end(o);
	}
	buf_free(&list);
	return o->failed ? -1 : 0;
}

static int
write_out(void *f, unsigned char *buf, size_t n)
{
	return fwrite(buf, 1, n, f) == n;
}

int
module_export(sqlite3 *rules, const char *game, FILE *f, char *err,
    size_t errlen)
{
	struct out	 o = { .err = err, .errlen = errlen };
	sqlite3		*schema;
	sqlite3_stmt	*tabs, *st;
	yaml_event_t	 ev;
	char		 fmt[16];
	int		 found;

	if (rules_rest_missing(rules) && rules_load_rest(rules) != 0) {
		snprintf(err, errlen, "cannot read the rules: %s",
		    sqlite3_errmsg(rules));
		return -1;
	}
	if (sql_prepare(rules, "SELECT title FROM game WHERE id = ?1", -1,
	    &st, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "cannot read the rules: %s",
		    sqlite3_errmsg(rules));
		return -1;
	}
	sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
	found = sqlite3_step(st) == SQLITE_ROW;
	if (found)
		fprintf(f, "# %s: a game module for Adjutant (adjutant-module"
		    "(5)).\n# Written by `adjutant module export %s`.\n",
		    (const char *)sqlite3_column_text(st, 0), game);
	sqlite3_finalize(st);
	if (!found) {
		snprintf(err, errlen, "no game \"%s\" (`games` lists them)",
		    game);
		return -1;
	}
	if ((schema = module_schema_open(err, errlen)) == NULL)
		return -1;
	if (sql_prepare(schema, "SELECT name FROM sqlite_master WHERE type = "
	    "'table' ORDER BY rowid", -1, &tabs, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "cannot read the rules schema");
		sqlite3_close(schema);
		return -1;
	}
	yaml_emitter_initialize(&o.e);
	yaml_emitter_set_output(&o.e, write_out, f);
	yaml_emitter_set_unicode(&o.e, 1);
	yaml_emitter_set_width(&o.e, -1);	/* a row a line */
	yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING);
	emit(&o, &ev);
	yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1);
	emit(&o, &ev);
	mapping(&o, 0);
	snprintf(fmt, sizeof fmt, "%d", MODULE_FORMAT);
	text(&o, "format");
	scalar(&o, fmt, 1);
	while (!o.failed && sqlite3_step(tabs) == SQLITE_ROW) {
		const char *t = (const char *)sqlite3_column_text(tabs, 0);

		if (strcmp(t, "lookup_cell") == 0)
			cells(&o, schema, rules, game);
		else
			section(&o, schema, rules, t, game, NULL);
	}
	sqlite3_finalize(tabs);
	mapping_end(&o);
	yaml_document_end_event_initialize(&ev, 1);
	emit(&o, &ev);
	yaml_stream_end_event_initialize(&ev);
	emit(&o, &ev);
	if (!o.failed && !yaml_emitter_flush(&o.e)) {
		snprintf(err, errlen, "the module could not be written");
		o.failed = 1;
	}
	yaml_emitter_delete(&o.e);
	sqlite3_close(schema);
	return o.failed ? -1 : 0;
}
