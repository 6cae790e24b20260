/* Where a change came from: the command a player typed, a row of the
 * rules (its table and section), a latch (a flag the rules set once a
 * condition holds), or a mechanism's procedure.  Written into the event
 * as its "source" object, so that a reader of the journal (`log --json`,
 * a mechanism observing the event) can tell a VP gained by a command
 * from one a rule or a mechanism scored.  Events written before sources
 * were kept have none: they read as "unattributed". */
#ifndef ADJ_SOURCE_H
#define ADJ_SOURCE_H

#include <jansson.h>

#define SOURCE_COMMAND	"command"	/* name: the command word */
#define SOURCE_RULE	"rule"		/* table (and id, section) of a row */
#define SOURCE_LATCH	"latch"		/* id: the flag; section */
#define SOURCE_MECH	"mech"		/* name: the mechanism */
#define SOURCE_NONE	"unattributed"	/* an event from before sources */

/* Every field but kind may be NULL (left out of the event). */
struct event_source {
	const char	*kind;		/* one of SOURCE_* */
	const char	*name;		/* the command or mechanism */
	const char	*table;		/* the rules table of the row */
	const char	*id;		/* the row's key (a flag, a formula) */
	const char	*section;	/* the section the row cites */
};

/* The event's "source" object (a new reference), or NULL when src is. */
json_t	*source_json(const struct event_source *);
/* The source an event's data carries, into out (its strings point into
 * data): kind SOURCE_NONE when it has none. */
void	 source_read(json_t *data, struct event_source *);
/* As `log --json` shows it: the event's object, or "unattributed" (a
 * new reference). */
json_t	*source_shown(json_t *data);
/* Does every event of this kind say where it came from (its writer
 * records a source), so that one without reads "unattributed"? */
int	 source_kept(const char *kind);

#endif
