/* The derivation of a committed draw, and the commitment to a seed.
 * HMAC-SHA256 is OpenSSL's (libcrypto), loaded when a draw is first
 * derived or checked (crypto.c). */
#include <stdio.h>
#include <string.h>

#include "adj/crypto.h"
#include "adj/dice_commit.h"
#include "adj/sha256.h"

const struct dice_kind_names dice_kinds[DICE_KINDS] = {
	{ "adjutant-dice-1", "draws", "commit", "seed", "dice" },
	{ "adjutant-pick-1", "picks", "commit_picks", "picks_seed",
	  "random picks" },
};

int
dice_hmac(const void *key, size_t keylen, const void *msg, size_t len,
    unsigned char out[32], char *err, size_t errlen)
{
	const struct crypto	*c;
	unsigned int		 n = 0;
	char			 why[160];

	if ((c = crypto_load(why, sizeof why)) == NULL) {
		snprintf(err, errlen, "%s, which committed dice need", why);
		return -1;
	}
	if (keylen > 1024 || c->hmac(c->sha256, key, (int)keylen, msg, len,
	    out, &n) == NULL || n != 32) {
		snprintf(err, errlen, "HMAC-SHA256 failed");
		return -1;
	}
	return 0;
}

int
dice_derive(const unsigned char seed[DICE_SEED_LEN], enum dice_kind kind,
    int64_t epoch, const char *role, uint64_t count, uint32_t below,
    uint32_t *v, char *err, size_t errlen)
{
	unsigned char	 mac[32];
	char		 msg[160];
	uint64_t	 word, limit;
	unsigned	 attempt;
	int		 len, i;

	*v = 0;
	if (below <= 1)
		return 0;
	/* The largest multiple of below a word can hold: a word at or
	 * above it would favour the low faces, and is passed over. */
	limit = UINT64_MAX - (UINT64_MAX % below);
	for (attempt = 0;; attempt++) {
		len = snprintf(msg, sizeof msg, "%s\n%lld\n%s\n%llu\n%u",
		    dice_kinds[kind].tag, (long long)epoch, role,
		    (unsigned long long)count,
		    attempt);
		if (len < 0 || (size_t)len >= sizeof msg) {
			snprintf(err, errlen, "a role's name too long to draw "
			    "for");
			return -1;
		}
		if (dice_hmac(seed, DICE_SEED_LEN, msg, (size_t)len, mac, err,
		    errlen) != 0)
			return -1;
		for (word = 0, i = 0; i < 8; i++)
			word = word << 8 | mac[i];
		if (word < limit)
			break;
	}
	*v = (uint32_t)(word % below);
	return 0;
}

void
dice_commitment(const unsigned char seed[DICE_SEED_LEN], char out[65])
{
	sha256_hex(seed, DICE_SEED_LEN, out);
}

void
dice_hex(const unsigned char *b, size_t n, char *out)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		snprintf(out + 2 * i, 3, "%02x", b[i]);
}

int
dice_unhex(const char *s, unsigned char *out, size_t n)
{
	size_t		 i;
	unsigned	 b;

	if (s == NULL || strlen(s) != 2 * n ||
	    strspn(s, "0123456789abcdef") != 2 * n)
		return -1;
	for (i = 0; i < n; i++) {
		if (sscanf(s + 2 * i, "%2x", &b) != 1)
			return -1;
		out[i] = (unsigned char)b;
	}
	return 0;
}
