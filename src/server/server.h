/* The campaign server (`adjutant serve`): a store of campaigns and their
 * role tokens, and an HTTP face over the same journal and core. */
#ifndef ADJ_SERVER_H
#define ADJ_SERVER_H

#include <stddef.h>
#include <sqlite3.h>

/* The store: DIR/server.db (campaigns, token hashes, requests already
 * answered) beside one session file per campaign, DIR/ID.adj. */
sqlite3	*store_open(const char *dir, char *err, size_t);
/* A new campaign's id into id; then one token per role (umpire, each
 * side, observer) printed to f. */
int	 store_campaign_new(sqlite3 *, const char *dir, sqlite3 *rules,
	    const char *game, const char *scenario, char *id, size_t,
	    char *err, size_t);
/* Issue (or reissue, revoking the old) the token of a role; the token
 * into tok (65 bytes), only its hash is kept. */
int	 store_token_issue(sqlite3 *, const char *campaign, const char *role,
	    char tok[65]);
/* The campaign and role a presented token opens, or -1. */
int	 store_token_check(sqlite3 *, const char *token, char *campaign,
	    size_t, char *role, size_t);
/* A request already answered (idempotency by client id): its stored
 * reply (malloc'd), or NULL. */
char	*store_request_get(sqlite3 *, const char *campaign, const char *client);
int	 store_request_put(sqlite3 *, const char *campaign, const char *client,
	    const char *reply);

/* `adjutant serve ...`: returns the exit status. */
int	 serve_main(int argc, char **argv);

#endif
