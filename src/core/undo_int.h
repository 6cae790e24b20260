/* Between the files of undo (undo.c, undo_seq.c): naming a command,
 * the line of its undo, recording it, and who may take back what. */
#ifndef UNDO_INT_H
#define UNDO_INT_H

#include <stddef.h>
#include <stdint.h>

#include "adj/buf.h"
#include "adj/reply.h"

struct session;

#define REASON_MAX	300	/* bytes of an umpire's reason */

/* What command cmd was, as viewer sees it (NULL: as every role does):
 * the line typed, else its first event's text, or for a secret "a
 * command of the Union's, hidden from other views" (then 1, else 0);
 * and the role that gave it ("" at a table). */
int	 undo_what(struct session *, int64_t cmd, const char *viewer,
	    char *what, size_t, char *by, size_t);
/* The undo's line: "Undid: WHAT" at a table; in a campaign "Umpire
 * undid #42 roll 2d6 (Confederate)", with the reason quoted. */
void	 undo_line(struct session *, int64_t cmd, const char *what,
	    int hidden, const char *by, const char *reason, struct buf *);
/* Take back the commands (one "undo" event each, in this command),
 * said in r, and fold again: 0, or -1 with r failed. */
int	 undo_record(struct session *, const int64_t *cmds, int n,
	    const char *reason, struct reply *);
/* The last command not taken back (0: none; -1: unreadable), and who
 * gave it. */
int64_t	 undo_last(struct session *, char *by, size_t);
int	 undo_reason_check(const char *, struct reply *);
/* May the acting side take back its last command, cmd (given by by)?
 * 0 (the umpire, a table: always), or -1 with r failed. */
int	 undo_side_may(struct session *, int64_t cmd, const char *by,
	    struct reply *);

#endif
