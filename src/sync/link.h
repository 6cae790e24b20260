/* A terminal's link to a shared campaign (`sync join URL TOKEN`).
 *
 * The local file is a copy of the campaign as this role may see it: the
 * server's events stored as they came (seq, times and hashes kept, each
 * hash checked on arrival).  The umpire's copy is the whole journal, so it
 * folds into a full session that works offline like any other; a side's
 * or observer's copy has gaps where the other side's secrets are, so it
 * keeps the server's status instead of folding.
 *
 * Commands that change the game go through a queue kept in the same file
 * (queue.h): sent at once when the server answers, kept (and sent once,
 * never twice: each has a client id) when it does not.  Dice are always
 * rolled by the server.  When the campaign moved on meanwhile, each queued
 * command is checked against the new state before it goes, and the ones
 * that no longer fit are held for the player to drop or redo.
 *
 * src/sync knows nothing of the terminal's commands: its files run one
 * way, term.c (joining, opening, leaving) over queue.c over link.c (the
 * link and its copy) over http.c, with watch.c (the long-poll a terminal
 * at its prompt waits on) over http.c too, and the CLI calls into them. */
#ifndef ADJ_SYNC_LINK_H
#define ADJ_SYNC_LINK_H

#include <stdint.h>
#include <time.h>

#include "adj/journal.h"
#include "adj/reply.h"

struct http;
struct session;

struct link {
	struct http	*http;
	struct journal	*j;		/* the copy: the session's journal
					 * (umpire) or its own (a side) */
	struct session	*s;		/* the umpire's copy folded: the
					 * terminal's open game, which the
					 * terminal closes; NULL for a
					 * side's copy */
	int		 own_j;
	char		*locked;	/* the copy's file, held exclusive */
	char		 url[512];
	char		 campaign[32];
	char		 role[32];
	char		 token[65];
	char		 terminal[17];	/* prefix of this terminal's ids */
	char		 game[64];
	char		 scenario[64];
	char		 module[65];	/* SHA-256 of its module's text, from
					 * the server at the join ("": a
					 * shipped game's) */
	int64_t		 seq;		/* the server's last event known */
	int		 online;	/* 1 up, 0 down, -1 not tried yet */
	int		 refused;	/* the server refused the token */
	time_t		 retry_at;	/* offline: next automatic try */
	time_t		 since;		/* offline since */
	time_t		 contact;	/* last answer from the server */
	char		 error[256];	/* why the last contact failed */
	int		 quiet;		/* filling the copy: no "Meanwhile" */
	int		 stale;		/* a side's copy took events since its
					 * status was last fetched */
};

/* A link to the server at url with a role's token, not yet tried; NULL
 * when libcurl cannot be loaded. */
struct link *link_new(const char *url, const char *token);
/* Close the link: its copy's own journal and lock, not its session. */
void	 link_free(struct link *);
/* Fetch events after the copy's last into the copy; -1 when the server
 * did not answer (or its events do not fit the copy). */
int	 link_pull(struct link *, struct reply *);
/* Store a server answer's events in the copy; those before `first` (or
 * all, first 0) are others' and are told as "Meanwhile". */
int	 link_mirror(struct link *, json_t *events, int64_t first,
	    struct reply *);
int	 link_meta_set_int(struct link *, const char *, int64_t);
/* Mark the link down (after a failed request) for a while. */
void	 link_down(struct link *, const char *why);
/* A side's copy: fetch the server's status again if events came in since
 * (its prompt and its offline `status` show it). */
void	 link_refresh(struct link *);
/* Ask the server whether it is there (no catching up): the link's state. */
void	 link_probe(struct link *);
/* The state a side's copy shows offline (cached from the server). */
json_t	*link_cached_state(struct link *);
void	 link_cache_state(struct link *, json_t *);
json_t	*link_cached_answer(struct link *, const char *);
void	 link_cache_answer(struct link *, const char *, json_t *);
/* `log` of a side's copy (offline): what was copied; `log verify`
 * checks each event's hash, and the links where no secret is between. */
void	 link_log(struct link *, int argc, char **argv, struct reply *);

#endif
