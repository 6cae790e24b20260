/* Commands that change the game only in some steps of the sequence of
 * play: `draw` in the chit draw steps, `pass` in an impulse.  The game's
 * data says which (command_step); nothing here knows a game or a
 * command.  A command with no rows is free in every step, so look-ups,
 * rolls, notes and calculators never meet this. */
#include <stdio.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/command_step.h"
#include "adj/session.h"
#include "adj/stmt_cache.h"
#include "adj/xalloc.h"

/* The names are read once per session: most commands have no row, and
 * asking the rules for each command run (a sorted query, which
 * allocates its sorter) was a twentieth of a campaign server's work for
 * each note it appended. */
int
command_step_tied(struct session *s, const char *command)
{
	sqlite3_stmt	*st;
	struct buf	 names;
	const char	*name, *at;
	size_t		 n = strlen(command);

	if (s->stepped == NULL) {
		if ((st = stmt_get(s->rules, "SELECT DISTINCT command FROM "
		    "command_step WHERE game = ?1")) == NULL)
			return 1;
		buf_init(&names);
		buf_add(&names, "\n");
		sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
		while (sqlite3_step(st) == SQLITE_ROW)
			if ((name = (const char *)sqlite3_column_text(st, 0))
			    != NULL && strchr(name, '\n') == NULL)
				buf_printf(&names, "%s\n", name);
		stmt_put(st);
		s->stepped = xstrdup(buf_str(&names));
		buf_free(&names);
	}
	for (at = s->stepped + 1; (at = strstr(at, command)) != NULL; at++)
		if (at[-1] == '\n' && at[n] == '\n')
			return 1;
	return 0;
}

int
command_step_refused(struct session *s, const char *command, struct buf *why)
{
	const struct phase	*at;
	sqlite3_stmt		*st;
	const char		*id, *name, *what, *section;
	char			 first[48] = "";
	int			 rows = 0, here = 0;

	if (s == NULL || s->over || s->phase < 0 ||
	    s->phase >= s->nphases || *command == '\0' ||
	    !command_step_tied(s, command))
		return 0;
	at = &s->phases[s->phase];
	/* The rows in the order of the sequence, each with its phase's own
	 * name (a step's, or a phase's for all of its steps); a refusal
	 * names the steps the command acts in, not those it is only typed
	 * at ('from').  The command's rows first (CROSS JOIN keeps that
	 * order): most commands have none, and SQLite's own choice walked
	 * every step of the game to find so, for every command run. */
	if ((st = stmt_get(s->rules, "SELECT c.phase, p.name, c.what, "
	    "c.section, c.kind = 'from' FROM command_step c CROSS JOIN "
	    "phase p ON p.game = c.game "
	    "AND p.id = c.phase WHERE c.game = ?1 AND c.command = ?2 "
	    "ORDER BY p.seq")) == NULL)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, command, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		id = (const char *)sqlite3_column_text(st, 0);
		name = (const char *)sqlite3_column_text(st, 1);
		what = (const char *)sqlite3_column_text(st, 2);
		section = (const char *)sqlite3_column_text(st, 3);
		if (id == NULL || name == NULL || what == NULL ||
		    section == NULL)
			continue;
		if (strcmp(id, at->id) == 0 || strcmp(id, at->top) == 0) {
			here = 1;
			break;
		}
		/* A step it may only be typed at is not where it belongs. */
		if (sqlite3_column_int(st, 4))
			continue;
		if (rows++ == 0) {
			snprintf(first, sizeof first, "%s", id);
			buf_printf(why, "%s: %s in the %s (%s %s)", command,
			    what, name, s->tag, section);
		} else
			buf_printf(why, " or the %s (%s %s)", name, s->tag,
			    section);
	}
	stmt_put(st);
	if (here || rows == 0) {
		buf_reset(why);
		return 0;
	}
	buf_printf(why, "; `next %s` goes there", first);
	return 1;
}
