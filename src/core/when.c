/* When a row of the rules holds.  Rows that hold only sometimes say so
 * in one vocabulary (db/schema.sql, "When a row holds"): scenario,
 * option and unless, first_turn and last_turn, when_set and when_clear.
 * The options are the part SQL cannot say in a word: a session is
 * started with a comma list of rule options, and a row holds with its
 * option among them (NULL: none needed) and its unless not (NULL: none
 * sets it aside).  options_hold(option, unless, options) says that for
 * every table that has them, so that no query spells the list's
 * matching again. */
#include <string.h>
#include <strings.h>

#include "adj/rules.h"

/* Is id one of the comma list's entries (case aside, as names are)? */
static int
listed(const char *list, const char *id)
{
	size_t	 n = strlen(id), len;

	while (list != NULL && *list != '\0') {
		len = strcspn(list, ",");
		if (len == n && strncasecmp(list, id, n) == 0)
			return 1;
		list += len;
		if (*list == ',')
			list++;
	}
	return 0;
}

static void
sql_options_hold(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
	const char	*option = (const char *)sqlite3_value_text(argv[0]);
	const char	*unless = (const char *)sqlite3_value_text(argv[1]);
	const char	*options = (const char *)sqlite3_value_text(argv[2]);

	(void)argc;
	sqlite3_result_int(ctx, (option == NULL || listed(options, option)) &&
	    (unless == NULL || !listed(options, unless)));
}

void
rules_when_functions(sqlite3 *db)
{
	sqlite3_create_function(db, "options_hold", 3, SQLITE_UTF8 |
	    SQLITE_DETERMINISTIC, NULL, sql_options_hold, NULL, NULL);
}
