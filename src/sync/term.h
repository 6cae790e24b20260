/* What a terminal does with its link (term.c): join a campaign, open a
 * copy, leave, and say how the link stands.  The terminal (src/cli) fills
 * in a struct link_term and is called back through it; src/sync never
 * calls the CLI. */
#ifndef ADJ_SYNC_TERM_H
#define ADJ_SYNC_TERM_H

#include <stddef.h>
#include <sqlite3.h>

#include "adj/reply.h"

struct link;
struct rng;
struct session;

/* The terminal a copy is joined or opened for. */
struct link_term {
	sqlite3		*rules;
	struct rng	*rng;
	struct session	*s;		/* the open game, or NULL */
	struct link	*link;		/* joined already, or NULL */
	const char	*path;		/* the open game's file */
	int		 named;		/* that file was given (--session) */
	/* The terminal takes l as its link and l->s as its game, closing
	 * the link and game it had; path is the copy's file, or NULL when
	 * l was attached to the open game itself, which stays. */
	void		(*take)(void *arg, struct link *l, const char *path,
			    struct reply *);
	/* The rules a copy of game folds by, made the terminal's (its
	 * own for a shipped game, or the module's): NULL with err when it
	 * has none; rules_back undoes it when the copy does not open.
	 * NULL: rules is all there is. */
	sqlite3		*(*rules_for)(void *arg, const char *game, char *err,
			    size_t);
	void		(*rules_back)(void *arg);
	/* Does the copy's module still have the text it was joined with?
	 * 0, or -1 with err (NULL: not asked). */
	int		(*pinned)(void *arg, struct session *, char *err,
			    size_t);
	/* The module text the server keeps for game, given to the
	 * terminal at a join (installed when it has none): 0, or -1 with
	 * r.  Asked only of a game the terminal does not ship (knows, NULL:
	 * none it does); NULL: not asked. */
	int		(*knows)(void *arg, const char *game);
	int		(*module_in)(void *arg, const char *game,
			    const char *text, size_t len, const char *hash,
			    struct reply *);
	void		*arg;
};

int	 link_join(struct link_term *, const char *url, const char *token,
	    const char *file, struct reply *);
/* Open PATH as a campaign copy if it is one: 1 (done), 0 (not a copy:
 * open it as a session), -1 (failed, r says why).  Not a copy, the
 * journal opened to look is handed back in *plain when plain is not
 * NULL (else NULL there), for the session to fold: one open of the file,
 * not two (a start-up's cost). */
int	 link_open(struct link_term *, const char *path, struct journal **plain,
	    struct reply *);
/* The umpire's copy becomes a plain session (the file the terminal
 * knows it by is path): 0, and the terminal then frees the link. */
int	 link_leave(struct link *, const char *path, struct reply *);
void	 link_status(struct link *, struct reply *);
/* A few words for the prompt: role, offline, queued. */
void	 link_prompt(struct link *, char *, size_t);
/* A side's terminal asks for what the campaign newly waits for from it
 * (its Key chits, a brigade), a line each with the command that answers
 * it, into r; once for each new thing owed. */
void	 link_owed_ask(struct link *, struct reply *);

#endif
