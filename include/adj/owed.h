/* Who owes what in a shared campaign, since when, and by when: the
 * listing (`owed`, the top of the umpire's status, "owed" in the state),
 * the stamps the fold finds for it (owed_since.c) and the deadlines the
 * umpire sets (cmd-deadline.c).  What is owed is waiting.c's. */
#ifndef ADJ_OWED_H
#define ADJ_OWED_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include <jansson.h>

/* The commands the owed listing's fold keeps stamps for at first (about
 * 0.3 ms each), and the longest journal it folds whole for an entry owed
 * since before them (owed_view.c). */
#define OWED_WINDOW	1000
#define OWED_WHOLE_MAX	4000

struct session;
struct owes;
struct reply;

/* One entry owed, as the fold found it. */
struct owed_entry {
	char	*key;		/* "ROLE\tWHAT" */
	int	 turn;		/* the game turn and step after the command */
	int	 phase;		/* it first appeared after */
	char	 at[32];	/* that command's time (ISO, UTC) */
	time_t	 due;		/* its deadline, 0: none */
	int	 early;		/* owed at the window's start: since
				 * before it (owed_since.from); its
				 * stamp is that start's */
	char	 then[8];	/* what the deadline does: random, pass */
};

struct owed_since {
	struct owed_entry *e;
	int		 n;
	int64_t		 cmd;	/* the command folded last */
	char		 at[32];	/* its last event's time */
	int		 dirty;	/* the state changed since the list was
				 * taken (a roll or a note changes none) */
	int64_t		 from;	/* the first command kept (a window's
				 * start: 0, all) */
	int		 started;	/* the fold reached from */
	int64_t		 commands;	/* in the journal when from was set */
};

void	 owed_since_reset(struct session *);
void	 owed_since_free(struct session *);
/* An event of command cmd, made at `at`, is about to be folded. */
void	 owed_since_mark(struct session *, int64_t cmd, const char *at);
/* An event of this kind is about to be folded. */
void	 owed_since_saw(struct session *, const char *kind);
/* The command folded last is over: stamp what it left owed. */
void	 owed_since_flush(struct session *);
/* The entry of an owes item ({"role", "what"}), or NULL. */
struct owed_entry *owed_since_find(struct session *, json_t *item);
/* A "deadline" event folded. */
void	 owed_deadline_fold(struct session *, json_t *);
time_t	 owed_iso_time(const char *);
void	 owed_iso(time_t, char *, size_t);

/* The listing (owed_view.c): every entry owed with its since and
 * deadline ([{role, side, what, answer, choice, force, since_turn, since,
 * deadline...}], a new reference), for a campaign's session; an empty
 * list at a table. */
json_t	*owed_list(struct session *);
/* The same as lines of text, one an entry, into r. */
void	 owed_lines(struct session *, json_t *list, struct reply *);
/* "12m", "1h05m", "40s": a span of seconds as the prompts count it. */
void	 owed_span(long long secs, char *, size_t);

#endif
