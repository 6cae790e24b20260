/* Who acted in an event, and whether it still stands: what every reader
 * of a journal marks on each event it lists or exports (`log`, the
 * reports, the campaign's events and page), as "by" and "undone".
 *
 * "by" is the role that sent the command (the event data's "actor":
 * "umpire", a side, "SIDE/NAME" for a commander), and "" where the event
 * names none: every event at a table (no roles: whoever sat there), and
 * what a campaign's operator made before any role acted.  "undone" is
 * true when a later undo took back the event's command. */
#ifndef ADJ_ACTED_H
#define ADJ_ACTED_H

#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

struct journal;
struct session;

/* The role that acted, from an event's parsed data ("" when it names
 * none, or data is NULL); points into data. */
const char	*acted_by(json_t *data);
/* The name the lines show for it ("Union", "Hood", "Umpire"), or NULL. */
const char	*acted_name(json_t *data);

/* The side an event is about: the one its data names (side, by,
 * attacker; "umpire" is none), else (with a session, s not NULL) the
 * side the rules give the chit, leader or brigade it is about, else the
 * side whose eyes it is kept for (vis: a side's, a commander's, one
 * alone), else the side of the role that acted; "" when none is (the
 * umpire's ruling, the operator's set-up, a public event at a table).
 * Points into data or a ring of a few.  The one reading of an event's
 * side: `log` (its column and `--side`), the reports, the server. */
const char	*acted_side_in(struct session *s, json_t *data,
		    const char *vis);
/* The same without the rules (s NULL). */
const char	*acted_side(json_t *data, const char *vis);

/* The commands undone by the undo events of a journal, each with the
 * undo's seq. */
struct undone {
	int64_t		*pairs;		/* command undone, then the undo */
	size_t		 n;
};

/* Read the undo events after `after` (0: all; a command is undone only
 * by an undo recorded after it, so a reader of the events after N needs
 * no earlier undo).  0, or -1 when the journal cannot be read. */
int		 undone_load(struct journal *, int64_t after, struct undone *);
/* The undo that took back command cmd, or 0 when it stands. */
int64_t		 undone_by(const struct undone *, int64_t cmd);
void		 undone_free(struct undone *);

#endif
