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
/* Hex digest of one buffer into out (65 bytes with the NUL). */
void	sha256_hex(const void *, size_t, char out[65]);

#endif
