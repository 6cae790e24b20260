/* A name a player typed, among those the rules list (the kinds of loss,
 * the ammunition events): by id or a word of its name, exact first, then
 * a unique start; refused in one line that lists what was expected. */
#include <stdio.h>

#include "adj/data_text.h"
#include "adj/buf.h"
#include "adj/names.h"
#include "adj/session.h"
#include "adj/prepare.h"

#define PICK_MAX	64

int
session_pick(struct session *s, const char *sql, const char *typed,
    const char *what, char *out, size_t len, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 ids[PICK_MAX][48], names[PICK_MAX][96];
	const char	*pi[PICK_MAX], *pn[PICK_MAX];
	struct buf	 b;
	int		 n = 0, hit, i;

	if (sql_prepare(s->rules, sql, -1, &st, NULL) != SQLITE_OK)
		return reply_fail(r, "cannot read the %ss", what);
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	while (n < PICK_MAX && sqlite3_step(st) == SQLITE_ROW) {
		data_text(ids[n], sizeof ids[n], st, 0);
		data_text(names[n], sizeof names[n], st, 1);
		pi[n] = ids[n];
		pn[n] = names[n];
		n++;
	}
	sqlite3_finalize(st);
	if ((hit = name_match(typed, pi, pn, n)) >= 0) {
		snprintf(out, len, "%s", ids[hit]);
		return 0;
	}
	buf_init(&b);
	for (i = 0; i < n; i++)
		buf_printf(&b, "%s%s", i ? ", " : "", ids[i]);
	reply_fail(r, "\"%s\" is %s %s: expected %s", typed, hit ==
	    NAME_AMBIGUOUS ? "more than one" : "no", what, buf_str(&b));
	buf_free(&b);
	return -1;
}
