/* OpenSSL's libcrypto (HMAC-SHA256 for committed dice, SHA-256 for a
 * walk of the whole hash chain), loaded when first needed, as libcurl
 * and libmicrohttpd are: linked, it cost every run of the program 0.8 ms
 * and 1.7 MB of memory, though only a campaign's server, `log verify`
 * and a copy's catch-up use it.  A command that hashes an event or two
 * uses the built-in SHA-256 (sha256.c), which gives the same digests. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#include "adj/crypto.h"

static struct {
	pthread_once_t	 once;
	void		*lib;
	struct crypto	 c;
	char		 why[160];
} L = { PTHREAD_ONCE_INIT, NULL, { NULL, NULL, NULL }, "" };

#define SYM(f, name)	(*(void **)&(f) = dlsym(L.lib, name)) == NULL

static void
load(void)
{
	EVP_MD	*(*fetch)(OSSL_LIB_CTX *, const char *, const char *);

	if ((L.lib = dlopen("libcrypto.so.3", RTLD_NOW | RTLD_LOCAL)) == NULL) {
		snprintf(L.why, sizeof L.why, "cannot load libcrypto.so.3 "
		    "(Debian package libssl3)");
		return;
	}
	if (SYM(fetch, "EVP_MD_fetch") || SYM(L.c.hmac, "HMAC") ||
	    SYM(L.c.digest, "EVP_Digest") ||
	    (L.c.sha256 = fetch(NULL, "SHA256", NULL)) == NULL) {
		snprintf(L.why, sizeof L.why, "libcrypto.so.3 lacks SHA-256 "
		    "or HMAC");
		dlclose(L.lib);
		L.lib = NULL;
	}
}

const struct crypto *
crypto_load(char *why, size_t len)
{
	pthread_once(&L.once, load);
	if (L.lib == NULL) {
		if (why != NULL)
			snprintf(why, len, "%s", L.why);
		return NULL;
	}
	return &L.c;
}
