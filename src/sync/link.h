/* A terminal's link to a shared campaign (`sync join URL TOKEN`).
 *
 * The local file is a copy of the campaign as this role may see it: the
 * server's events stored as they came (seq, times and hashes kept, each
 * hash checked on arrival).  The umpire's copy is the whole journal, so it
 * folds into a full session that works offline like any other; a side's
 * or observer's copy has gaps where the other side's secrets are, so it
 * keeps the server's status instead of folding.
 *
 * Commands that change the game go through a queue kept in the same file:
 * sent at once when the server answers, kept (and sent once, never twice:
 * each has a client id) when it does not.  Dice are always rolled by the
 * server.  When the campaign moved on meanwhile, each queued command is
 * checked against the new state before it goes, and the ones that no
 * longer fit are held for the player to drop or redo. */
#ifndef ADJ_SYNC_LINK_H
#define ADJ_SYNC_LINK_H

#include <stdint.h>
#include <time.h>

#include "adj/journal.h"
#include "adj/reply.h"

struct cli;
struct cmd_entry;
struct http;

struct link {
	struct http	*http;
	struct journal	*j;		/* the copy: the session's journal
					 * (umpire) or its own (a side) */
	int		 own_j;
	char		*locked;	/* the copy's file, held exclusive */
	char		 url[512];
	char		 campaign[32];
	char		 role[32];
	char		 token[65];
	char		 terminal[17];	/* prefix of this terminal's ids */
	char		 game[64];
	char		 scenario[64];
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

/* A queued command (queue.c). */
struct item {
	int64_t		 n;
	char		 line[1024];
	char		 client[48];
	int64_t		 base;		/* the server's last event when typed */
	int		 step;		/* CMD_STEP: position-checked */
	char		 state[8];	/* queued or held */
	char		 why[512];
	char		 at[32];
};

/* link.c: joining, opening, the copy. */
int	 link_join(struct cli *, const char *url, const char *token,
	    const char *file, struct reply *);
/* Open PATH as a campaign copy if it is one: 1 (done), 0 (not a copy:
 * open it as a session), -1 (failed, r says why). */
int	 link_open(struct cli *, const char *path, struct reply *);
void	 link_close(struct cli *);
int	 link_leave(struct cli *, struct reply *);
/* Talk to the server if it is time (or force): fetch what was missed,
 * then send what is queued.  0 online, 1 online but some queued command
 * was held, -1 offline or refused. */
int	 link_contact(struct cli *, int force, struct reply *);
/* Fetch events after the copy's last into the copy; -1 when the server
 * did not answer (or its events do not fit the copy). */
int	 link_pull(struct cli *, struct reply *);
/* Store a server answer's events in the copy; those before `first` (or
 * all, first 0) are others' and are told as "Meanwhile". */
int	 link_mirror(struct cli *, json_t *events, int64_t first,
	    struct reply *);
int	 link_meta_set_int(struct link *, const char *, int64_t);
/* Mark the link down (after a failed request) for a while. */
void	 link_down(struct link *, const char *why);
/* A side's copy: fetch the server's status again if events came in since
 * (its prompt and its offline `status` show it). */
void	 link_refresh(struct cli *);
/* The state a side's copy shows offline (cached from the server). */
json_t	*link_cached_state(struct link *);
void	 link_cache_state(struct link *, json_t *);
void	 link_status(struct cli *, struct reply *);
/* A few words for the prompt: role, offline, queued. */
void	 link_prompt(struct cli *, char *, size_t);

/* queue.c: the queue of commands for the server. */
/* Queue a command typed when the player had seen the server's event
 * `base`; its number. */
int64_t	 queue_add(struct link *, const char *line, int step, int64_t base);
int	 queue_list(struct link *, struct item **, int *);
int	 queue_count(struct link *, const char *state);
/* Send what is queued, in order; `now` is the command just typed (its
 * refusal is an error, not a hold), or 0.  0 when all went, 1 when some
 * were held, -1 when the server stopped answering. */
int	 queue_flush(struct cli *, int64_t now, struct reply *);
int	 queue_drop(struct cli *, const char *which, struct reply *);
int	 queue_redo(struct cli *, const char *which, struct reply *);
/* Run a command that changes nothing on the server and take its answer
 * as the reply; -1 when no answer came. */
int	 queue_read(struct cli *, const char *line, struct reply *);
/* Hold command n (just queued) behind others held before it. */
void	 queue_hold_new(struct link *, int64_t n);
/* Take back the last command still queued (undo while offline). */
int	 queue_take_back(struct link *, struct reply *);

/* route.c: what a command does in a joined terminal.  1 when it was
 * handled (sent, queued or answered from the copy), 0 to run it here. */
int	 link_route(struct cli *, const struct cmd_entry *, int argc,
	    char **argv, const char *line, struct reply *);
/* `log` of a side's copy (offline): what was copied; `log verify`
 * checks each event's hash, and the links where no secret is between. */
void	 link_log(struct cli *, int argc, char **argv, struct reply *);

#endif
