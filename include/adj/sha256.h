/* SHA-256, for the journal's hash chain (FIPS 180-4). */
#ifndef ADJ_SHA256_H
#define ADJ_SHA256_H

#include <stddef.h>
#include <stdint.h>

struct sha256 {
	uint32_t	h[8];
	uint64_t	len;
	uint8_t		block[64];
	size_t		fill;
};

void	sha256_init(struct sha256 *);
void	sha256_update(struct sha256 *, const void *, size_t);
void	sha256_final(struct sha256 *, uint8_t out[32]);
/* Use libcrypto's SHA-256 from now on, for a caller about to hash
 * much (a walk of the chain): 0, or -1 when it cannot be loaded and
 * the built-in one goes on serving. */
int	sha256_platform(void);
/* The digest of one buffer, by libcrypto's once loaded. */
void	sha256_digest(const void *, size_t, uint8_t out[32]);
void	sha256_tohex(const uint8_t d[32], char out[65]);
/* Hex digest of one buffer into out (65 bytes with the NUL). */
void	sha256_hex(const void *, size_t, char out[65]);

#endif
