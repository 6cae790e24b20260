/* Undo by number: taking back one command out of order, with the later
 * commands that depend on it (src/core/undo_deps.c decides which,
 * src/core/undo_seq.c shows and records them). */
#ifndef ADJ_UNDO_H
#define ADJ_UNDO_H

#include <stddef.h>
#include <stdint.h>

#include "adj/reply.h"

struct session;

/* One command an undo by number would take back. */
struct undo_cmd {
	int64_t	 seq;		/* its first event: the command's number */
	int64_t	 on;		/* a dependant: the one it depends on; 0
				 * for the command asked for */
	char	 why[128];	/* a dependant: what it shares with `on` */
	char	 by[32];	/* the role that gave it ("" at a table) */
};

/* The command asked for, first, then every later command not yet taken
 * back that depends on it or on one of them, in order. */
struct undo_set {
	struct undo_cmd	*cmds;
	int		 n;
};

/* The command the event at seq belongs to, kept (not taken back), with
 * what depends on it: 0, or -1 with why in err.  Free with
 * undo_set_free. */
int	 undo_dependants(struct session *, int64_t seq, struct undo_set *,
	    char *err, size_t);
void	 undo_set_free(struct undo_set *);

/* `undo SEQ`: agree (1: `all` typed, the dependants may go too),
 * preview (1: show what would go, take back nothing). */
struct undo_ask {
	int64_t		 seq;
	int		 all;
	int		 preview;
	const char	*reason;
};
int	 session_undo_seq(struct session *, const struct undo_ask *,
	    struct reply *);
/* A bare `undo` without taking anything back: what it would take back
 * and whose it is, said in r (`undo preview`). */
int	 session_undo_preview(struct session *, struct reply *);

#endif
