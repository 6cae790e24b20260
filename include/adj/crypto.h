/* OpenSSL's libcrypto, loaded when first needed (crypto.c). */
#ifndef ADJ_CRYPTO_H
#define ADJ_CRYPTO_H

#include <stddef.h>

#include <openssl/evp.h>

struct crypto {
	const EVP_MD	*sha256;	/* fetched once: a lookup by name
					 * per digest would cost as much as
					 * the digest itself */
	unsigned char	*(*hmac)(const EVP_MD *, const void *, int,
			    const unsigned char *, size_t, unsigned char *,
			    unsigned int *);
	int		 (*digest)(const void *, size_t, unsigned char *,
			    unsigned int *, const EVP_MD *, ENGINE *);
};

/* The library, or NULL with why it could not be loaded in why. */
const struct crypto	*crypto_load(char *why, size_t len);

#endif
