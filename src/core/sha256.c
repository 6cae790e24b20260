/* SHA-256 (FIPS 180-4).  Small and self-contained, so that a command
 * that hashes an event or two loads no crypto library; a walk of the whole
 * chain asks for libcrypto's (sha256_platform), which uses the CPU's SHA
 * instructions and is several times faster.  Both give the same digests;
 * only integrity matters here, not secrecy. */
#include <stdio.h>
#include <string.h>

#include "adj/crypto.h"
#include "adj/sha256.h"

/* libcrypto's, once a caller that hashes much has loaded it. */
static const struct crypto *_Atomic platform;

static const uint32_t K[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

#define ROR(x, n)	(((x) >> (n)) | ((x) << (32 - (n))))

static void
sha256_block(struct sha256 *c, const uint8_t *p)
{
	uint32_t	 w[64], a, b, d, e, f, g, h, cc, t1, t2;
	int		 i;

	for (i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
		    (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
	for (i = 16; i < 64; i++) {
		uint32_t s0 = ROR(w[i - 15], 7) ^ ROR(w[i - 15], 18) ^
		    (w[i - 15] >> 3);
		uint32_t s1 = ROR(w[i - 2], 17) ^ ROR(w[i - 2], 19) ^
		    (w[i - 2] >> 10);
		w[i] = w[i - 16] + s0 + w[i - 7] + s1;
	}
	a = c->h[0]; b = c->h[1]; cc = c->h[2]; d = c->h[3];
	e = c->h[4]; f = c->h[5]; g = c->h[6]; h = c->h[7];
	for (i = 0; i < 64; i++) {
		t1 = h + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) +
		    ((e & f) ^ (~e & g)) + K[i] + w[i];
		t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) +
		    ((a & b) ^ (a & cc) ^ (b & cc));
		h = g; g = f; f = e; e = d + t1;
		d = cc; cc = b; b = a; a = t1 + t2;
	}
	c->h[0] += a; c->h[1] += b; c->h[2] += cc; c->h[3] += d;
	c->h[4] += e; c->h[5] += f; c->h[6] += g; c->h[7] += h;
}

void
sha256_init(struct sha256 *c)
{
	static const uint32_t H0[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
	};

	memcpy(c->h, H0, sizeof H0);
	c->len = 0;
	c->fill = 0;
}

void
sha256_update(struct sha256 *c, const void *data, size_t n)
{
	const uint8_t	*p = data;

	c->len += n;
	while (n > 0) {
		size_t take = 64 - c->fill;
		if (take > n)
			take = n;
		memcpy(c->block + c->fill, p, take);
		c->fill += take;
		p += take;
		n -= take;
		if (c->fill == 64) {
			sha256_block(c, c->block);
			c->fill = 0;
		}
	}
}

void
sha256_final(struct sha256 *c, uint8_t out[32])
{
	uint64_t	 bits = c->len * 8;
	uint8_t		 pad = 0x80, zero = 0, lenbe[8];
	int		 i;

	sha256_update(c, &pad, 1);
	while (c->fill != 56)
		sha256_update(c, &zero, 1);
	for (i = 0; i < 8; i++)
		lenbe[i] = (uint8_t)(bits >> (56 - 8 * i));
	sha256_update(c, lenbe, 8);
	for (i = 0; i < 8; i++) {
		out[4 * i] = (uint8_t)(c->h[i] >> 24);
		out[4 * i + 1] = (uint8_t)(c->h[i] >> 16);
		out[4 * i + 2] = (uint8_t)(c->h[i] >> 8);
		out[4 * i + 3] = (uint8_t)c->h[i];
	}
}

int
sha256_platform(void)
{
	if (platform == NULL)
		platform = crypto_load(NULL, 0);
	return platform != NULL ? 0 : -1;
}

void
sha256_digest(const void *data, size_t n, uint8_t out[32])
{
	struct sha256	 c;
	unsigned int	 len;

	if (platform != NULL && platform->digest(data, n, out, &len,
	    platform->sha256, NULL) == 1 && len == 32)
		return;
	sha256_init(&c);
	sha256_update(&c, data, n);
	sha256_final(&c, out);
}

/* By a table: snprintf per byte cost more than the hashing. */
void
sha256_tohex(const uint8_t d[32], char out[65])
{
	static const char	 digit[] = "0123456789abcdef";
	int			 i;

	for (i = 0; i < 32; i++) {
		out[2 * i] = digit[d[i] >> 4];
		out[2 * i + 1] = digit[d[i] & 0xf];
	}
	out[64] = '\0';
}

void
sha256_hex(const void *data, size_t n, char out[65])
{
	uint8_t	 d[32];

	sha256_digest(data, n, d);
	sha256_tohex(d, out);
}
