/* The tokens requests presented lately, kept in memory while the store's
 * files are unchanged (token_cache.c). */
#ifndef ADJ_SERVER_TOKEN_CACHE_H
#define ADJ_SERVER_TOKEN_CACHE_H

#include <stddef.h>
#include <stdint.h>

#define TOKEN_CACHE_MAX	1024	/* tokens kept; beyond, looked up each time */

/* Keep tokens while the store's database file db and its write-ahead
 * log wal are unchanged: 0, or -1 when they cannot be watched (then
 * nothing is kept, and every token is looked up in the store). */
int	 token_cache_watch(const char *db, const char *wal);
void	 token_cache_close(void);
/* The campaign and role kept for a token's hash (64 hex digits): 0, or
 * -1 with *gen set for token_cache_put after the store is asked. */
int	 token_cache_get(const char *hash, char *campaign, size_t,
	    char *role, size_t, uint64_t *gen);
/* What the store said of a token, kept unless the files changed since
 * token_cache_get gave gen. */
void	 token_cache_put(const char *hash, const char *campaign,
	    const char *role, uint64_t gen);
/* Nothing kept holds: this process wrote to the store. */
void	 token_cache_forget(void);

#endif
