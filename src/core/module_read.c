/* Reading a module's text into rows (module.h), by libyaml's parser: a
 * mapping of sections, "format" a number, "game" a mapping, every other
 * section a list of rows, a row a mapping of columns to plain or quoted
 * values.  Whatever else is there (a list where a row should be, a value
 * that is itself a list, an alias, a column given twice) is said with its
 * line and column, and the read goes on past it, so that one pass tells
 * every such mistake; a syntax error ends it. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "adj/buf.h"
#include "adj/module.h"
#include "adj/xalloc.h"

enum module_kind
module_plain_kind(const char *s)
{
	const char	*p = s;
	char		*end;
	int		 digits = 0, dot = 0, exp = 0;

	if (*s == '\0' || strcmp(s, "~") == 0 || strcmp(s, "null") == 0 ||
	    strcmp(s, "Null") == 0 || strcmp(s, "NULL") == 0)
		return MODULE_NULL;
	if (*p == '-' || *p == '+')
		p++;
	for (; *p != '\0'; p++) {
		if (*p >= '0' && *p <= '9')
			digits++;
		else if (*p == '.' && !dot && !exp)
			dot = 1;
		else if ((*p == 'e' || *p == 'E') && digits > 0 && !exp &&
		    (p[1] == '-' || p[1] == '+' || (p[1] >= '0' && p[1] <=
		    '9'))) {
			exp = 1;
			if (p[1] == '-' || p[1] == '+')
				p++;
		} else
			return MODULE_TEXT;
	}
	if (digits == 0 || p[-1] == 'e' || p[-1] == 'E' || p[-1] == '-' ||
	    p[-1] == '+')
		return MODULE_TEXT;
	if (dot || exp)
		return MODULE_REAL;
	/* An integer past 64 bits reads as a real, as SQLite takes it. */
	errno = 0;
	(void)strtoll(s, &end, 10);
	return errno == ERANGE ? MODULE_REAL : MODULE_INT;
}

struct reader {
	const char	*text;		/* the module's, whole */
	size_t		 len;
	yaml_parser_t	 p;
	yaml_event_t	 ev;		/* the event in hand */
	int		 have;		/* ev holds one */
	int		 broken;	/* a syntax error: nothing more */
	struct buf	*errs;
	int		 nerrs;
};

static void
say(struct reader *r, const yaml_mark_t *at, const char *fmt, const char *a)
{
	buf_printf(r->errs, "%zu:%zu: ", at->line + 1, at->column + 1);
	buf_printf(r->errs, fmt, a != NULL ? a : "");
	buf_add(r->errs, "\n");
	r->nerrs++;
}

/* The first control character of s (C0 but, where allowed, a line
 * break; DEL; C1), or NULL: a module's text is printed by the program in
 * a thousand places, and one shared in a club must not drive a terminal
 * (an escape sequence in a side's name). */
static const char *
control_in(const char *s, int breaks)
{
	const unsigned char	*p;

	for (p = (const unsigned char *)s; *p != '\0'; p++)
		if ((*p < 0x20 && !(breaks && *p == '\n')) || *p == 0x7f ||
		    (*p == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f))
			return (const char *)p;
	return NULL;
}

/* The scalar in hand holds no control character (else said): 0, or -1. */
static int
printable(struct reader *r, int breaks)
{
	const char	*c = control_in((const char *)r->ev.data.scalar.value,
			    breaks);

	if (c == NULL)
		return 0;
	buf_printf(r->errs, "%zu:%zu: a control character (0x%02X) in a "
	    "value; expected printable text\n", r->ev.start_mark.line + 1,
	    r->ev.start_mark.column + 1, *c == (char)0xc2 ?
	    (unsigned char)c[1] : (unsigned char)*c);
	r->nerrs++;
	return -1;
}

/* The next event into r->ev: 0, or -1 at a syntax error (said). */
static int
next(struct reader *r)
{
	if (r->have)
		yaml_event_delete(&r->ev);
	r->have = 0;
	if (r->broken)
		return -1;
	if (!yaml_parser_parse(&r->p, &r->ev)) {
		say(r, &r->p.problem_mark, "%s; expected a module's YAML text",
		    r->p.problem != NULL ? r->p.problem : "unreadable");
		r->broken = 1;
		return -1;
	}
	r->have = 1;
	return 0;
}

static const char *
found(const yaml_event_t *ev)
{
	switch (ev->type) {
	case YAML_SEQUENCE_START_EVENT:	return "a list";
	case YAML_MAPPING_START_EVENT:	return "a mapping";
	case YAML_ALIAS_EVENT:		return "an alias";
	case YAML_SCALAR_EVENT:		return "a value";
	default:			return "the end";
	}
}

/* Past the node that starts with the event in hand (a list or mapping
 * whole): 0, or -1 at a syntax error. */
static int
skip(struct reader *r)
{
	int	 depth = 0;

	do {
		if (r->ev.type == YAML_SEQUENCE_START_EVENT ||
		    r->ev.type == YAML_MAPPING_START_EVENT)
			depth++;
		else if (r->ev.type == YAML_SEQUENCE_END_EVENT ||
		    r->ev.type == YAML_MAPPING_END_EVENT)
			depth--;
		if (depth > 0 && next(r) != 0)
			return -1;
	} while (depth > 0);
	return 0;
}

/* The scalar in hand, as a value: its kind, or -1 when it is not one a
 * module has (said). */
static int
scalar_kind(struct reader *r)
{
	const char	*tag = (const char *)r->ev.data.scalar.tag;

	if (tag != NULL && strcmp(tag, YAML_STR_TAG) != 0) {
		say(r, &r->ev.start_mark, "a value tagged %s; expected a plain "
		    "or quoted value", tag);
		return -1;
	}
	if (tag != NULL || r->ev.data.scalar.style != YAML_PLAIN_SCALAR_STYLE)
		return MODULE_TEXT;
	return module_plain_kind((const char *)r->ev.data.scalar.value);
}

static void
row_free(struct module_row *row)
{
	while (row->n > 0) {
		row->n--;
		free((char *)row->v[row->n].column);
		free((char *)row->v[row->n].text);
	}
}

/* A row: the mapping whose start is in hand, to fn.  0 read on, -1 a
 * syntax error, else fn's nonzero. */
static int
row(struct reader *r, const char *section, int (*fn)(void *,
    const struct module_row *), void *arg)
{
	struct module_row	 row = { .section = section };
	struct module_value	*v;
	yaml_mark_t		 at;
	char			*column;
	int			 i, kind, rc = 0, bad = 0;

	row.line = (int)r->ev.start_mark.line + 1;
	row.col = (int)r->ev.start_mark.column + 1;
	for (;;) {
		if (next(r) != 0) {
			row_free(&row);
			return -1;
		}
		if (r->ev.type == YAML_MAPPING_END_EVENT)
			break;
		if (r->ev.type != YAML_SCALAR_EVENT) {
			say(r, &r->ev.start_mark, "%s where a column's name "
			    "should be; expected NAME: VALUE", found(&r->ev));
			bad = 1;
			if (skip(r) != 0 || next(r) != 0 || skip(r) != 0) {
				row_free(&row);
				return -1;
			}
			continue;
		}
		if (printable(r, 0) != 0)
			bad = 1;
		column = xstrdup((const char *)r->ev.data.scalar.value);
		at = r->ev.start_mark;
		if (next(r) != 0) {
			free(column);
			row_free(&row);
			return -1;
		}
		for (i = 0; i < row.n; i++)
			if (strcmp(row.v[i].column, column) == 0)
				break;
		if (i < row.n) {
			say(r, &at, "column %s given twice in a "
			    "row; expected each column once", column);
			bad = 1;
		} else if (r->ev.type != YAML_SCALAR_EVENT) {
			buf_printf(r->errs, "%zu:%zu: %s as %s's value; "
			    "expected a plain or quoted value\n",
			    r->ev.start_mark.line + 1,
			    r->ev.start_mark.column + 1, found(&r->ev),
			    column);
			r->nerrs++;
			bad = 1;
		} else if (row.n == MODULE_COLUMNS) {
			say(r, &r->ev.start_mark, "a row of more than %s "
			    "columns; expected a table's columns", "64");
			bad = 1;
		} else if ((kind = scalar_kind(r)) < 0 || printable(r, 0) != 0)
			bad = 1;
		else {
			v = &row.v[row.n++];
			v->column = column;
			column = NULL;
			v->text = xstrdup((const char *)
			    r->ev.data.scalar.value);
			v->kind = (enum module_kind)kind;
			v->line = (int)at.line + 1;
			v->col = (int)at.column + 1;
		}
		free(column);
		if (skip(r) != 0) {
			row_free(&row);
			return -1;
		}
	}
	if (!bad)
		rc = fn(arg, &row);
	row_free(&row);
	return rc;
}

/* Where the lines of the block scalar in hand begin (a grid's: its
 * indentation, on the line after its indicator); of any other scalar,
 * where it stands. */
static int
content_column(struct reader *r)
{
	size_t	 i = r->ev.start_mark.index;
	int	 col = 1;

	if (r->ev.data.scalar.style != YAML_LITERAL_SCALAR_STYLE &&
	    r->ev.data.scalar.style != YAML_FOLDED_SCALAR_STYLE)
		return (int)r->ev.start_mark.column + 1;
	while (i < r->len && r->text[i] != '\n')
		i++;
	for (i++; i < r->len && r->text[i] == ' '; i++)
		col++;
	return col;
}

/* The cells section (module_cells.c): a mapping of tables' ids to their
 * grids, each handed to fn as a row of section "cells" with the values
 * "table" and "csv" (the grid's line: where its indicator stands). */
static int
grids(struct reader *r, int (*fn)(void *, const struct module_row *),
    void *arg)
{
	struct module_row	 row = { .section = "cells", .n = 2 };
	int			 rc, bad;

	if (r->ev.type != YAML_MAPPING_START_EVENT) {
		say(r, &r->ev.start_mark, "%s as the cells; expected TABLE: | "
		    "and its grid, a table a key", found(&r->ev));
		return skip(r);
	}
	row.v[0].column = "table";
	row.v[1].column = "csv";
	row.v[0].kind = row.v[1].kind = MODULE_TEXT;
	for (;;) {
		if (next(r) != 0)
			return -1;
		if (r->ev.type == YAML_MAPPING_END_EVENT)
			return 0;
		if (r->ev.type != YAML_SCALAR_EVENT) {
			say(r, &r->ev.start_mark, "%s where a table's id "
			    "should be; expected TABLE: | and its grid",
			    found(&r->ev));
			if (skip(r) != 0 || next(r) != 0 || skip(r) != 0)
				return -1;
			continue;
		}
		bad = printable(r, 0) != 0;
		row.line = row.v[0].line = (int)r->ev.start_mark.line + 1;
		row.col = row.v[0].col = (int)r->ev.start_mark.column + 1;
		row.v[0].text = xstrdup((const char *)r->ev.data.scalar.value);
		if (next(r) != 0) {
			free((char *)row.v[0].text);
			return -1;
		}
		if (r->ev.type != YAML_SCALAR_EVENT) {
			say(r, &r->ev.start_mark, "%s as a table's cells; "
			    "expected its grid, a CSV block (|)", found(&r->ev));
			free((char *)row.v[0].text);
			if (skip(r) != 0)
				return -1;
			continue;
		}
		row.v[1].text = (const char *)r->ev.data.scalar.value;
		row.v[1].line = (int)r->ev.start_mark.line + 1;
		row.v[1].col = content_column(r);
		rc = printable(r, 1) != 0 || bad ? 0 : fn(arg, &row);
		free((char *)row.v[0].text);
		if (rc != 0)
			return rc;
	}
}

/* The section whose name was just read; its value in hand. */
static int
section(struct reader *r, const char *name, int *format,
    int (*fn)(void *, const struct module_row *), void *arg)
{
	int	 rc;

	if (strcmp(name, "format") == 0) {
		if (r->ev.type != YAML_SCALAR_EVENT || scalar_kind(r) !=
		    MODULE_INT) {
			say(r, &r->ev.start_mark, "%s as the format; expected "
			    "its number", found(&r->ev));
			return skip(r);
		}
		*format = atoi((const char *)r->ev.data.scalar.value);
		return 0;
	}
	if (strcmp(name, "cells") == 0)
		return grids(r, fn, arg);
	if (strcmp(name, "game") == 0) {
		if (r->ev.type != YAML_MAPPING_START_EVENT) {
			say(r, &r->ev.start_mark, "%s as the game; expected "
			    "a mapping of its id, title and the rest",
			    found(&r->ev));
			return skip(r);
		}
		return row(r, "game", fn, arg);
	}
	if (r->ev.type != YAML_SEQUENCE_START_EVENT) {
		say(r, &r->ev.start_mark, "%s as a section; expected a list "
		    "of rows, each - {COLUMN: VALUE, ...}", found(&r->ev));
		return skip(r);
	}
	for (;;) {
		if (next(r) != 0)
			return -1;
		if (r->ev.type == YAML_SEQUENCE_END_EVENT)
			return 0;
		if (r->ev.type != YAML_MAPPING_START_EVENT) {
			say(r, &r->ev.start_mark, "%s as a row; expected "
			    "{COLUMN: VALUE, ...}", found(&r->ev));
			if (skip(r) != 0)
				return -1;
			continue;
		}
		if ((rc = row(r, name, fn, arg)) != 0)
			return rc;
	}
}

int
module_read(const char *text, size_t len, int *format,
    int (*fn)(void *, const struct module_row *), void *arg,
    struct buf *errs)
{
	struct reader	 r;
	char		*name;
	int		 rc = 0;

	memset(&r, 0, sizeof r);
	r.text = text;
	r.len = len;
	r.errs = errs;
	*format = 0;
	yaml_parser_initialize(&r.p);
	yaml_parser_set_input_string(&r.p, (const unsigned char *)text, len);
	/* The stream's start, then the document's (or the end: empty). */
	if (next(&r) != 0 || next(&r) != 0)
		goto done;
	if (r.ev.type != YAML_DOCUMENT_START_EVENT || next(&r) != 0 ||
	    r.ev.type != YAML_MAPPING_START_EVENT) {
		say(&r, &r.ev.start_mark, "%s; expected a module: format, "
		    "game and its sections", r.have ? found(&r.ev) : NULL);
		goto done;
	}
	for (;;) {
		if (next(&r) != 0 || r.ev.type == YAML_MAPPING_END_EVENT)
			break;
		if (r.ev.type != YAML_SCALAR_EVENT) {
			say(&r, &r.ev.start_mark, "%s where a section's name "
			    "should be; expected NAME:", found(&r.ev));
			if (skip(&r) != 0 || next(&r) != 0 || skip(&r) != 0)
				break;
			continue;
		}
		if (printable(&r, 0) != 0) {
			if (next(&r) != 0 || skip(&r) != 0)
				break;
			continue;
		}
		name = xstrdup((const char *)r.ev.data.scalar.value);
		rc = next(&r) == 0 ? section(&r, name, format, fn, arg) : -1;
		free(name);
		if (rc != 0)
			break;
	}
	if (rc == -1)
		rc = 0;		/* a syntax error: said */
	if (rc == 0 && !r.broken && r.have && r.ev.type ==
	    YAML_MAPPING_END_EVENT && next(&r) == 0 && r.ev.type ==
	    YAML_DOCUMENT_END_EVENT && next(&r) == 0 && r.ev.type !=
	    YAML_STREAM_END_EVENT)
		say(&r, &r.ev.start_mark, "a second document; expected one "
		    "module a file%s", NULL);
done:
	if (r.have)
		yaml_event_delete(&r.ev);
	yaml_parser_delete(&r.p);
	return rc != 0 ? rc : r.nerrs;
}
