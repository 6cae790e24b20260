/* The answers to client ids, kept in a campaign's own file so that a
 * retried command is answered again, never run twice (answers.c).  Below
 * campaign.c, which calls it inside its batches; it knows no campaign,
 * only the file's connection. */
#ifndef ADJ_SERVER_ANSWERS_H
#define ADJ_SERVER_ANSWERS_H

#include <jansson.h>
#include <sqlite3.h>

/* The retry window.  A terminal retries only the oldest command of its
 * queue, first thing when the server answers again; but the role's other
 * terminals may have sent many meanwhile (a server killed under eight
 * terminals' load: 1,600), and a game by mail may wait weeks. */
#define ANSWERS_KEPT	4096		/* a role's latest answers kept */
#define ANSWER_DAYS	30		/* and for at most this long */
#define ANSWER_MAX	4096		/* bytes of one answer kept whole */
#define ANSWERS_PRUNE	1024		/* a role's past KEPT before they go,
					 * and rows between passes for age */

struct answers;

/* The table, made or brought up to date (answers of commands that
 * recorded nothing, which older servers kept, go; the key they were kept
 * under too), and the index of its rows: NULL on failure.  Its
 * connection is db's, and one thread at a time uses it. */
struct answers	*answers_open(sqlite3 *db);
void		 answers_free(struct answers *);
/* The index built again from the table: after a transaction the answers
 * were put in was rolled back.  0, or -1. */
int		 answers_reload(struct answers *);
/* The answer kept for a role's client id (malloc'd), or NULL. */
char		*answers_get(struct answers *, const char *role,
		    const char *client);
/* Keep the answer to a command that recorded events (inside the same
 * transaction as them), and let the role's oldest ones go. */
void		 answers_put(struct answers *, const char *role,
		    const char *client, json_t *answer);
/* The same, written out already: text[0..n) is the answer as sent, up
 * to its events (answer_text_head), and a closing brace ends it.  answer
 * is the object it was written from, for an answer too long to keep
 * whole (cut down from it). */
void		 answers_put_text(struct answers *, const char *role,
		    const char *client, json_t *answer, const char *text,
		    size_t n);

#endif
