/* A join link: a campaign server's address and a role's token in one
 * string, so that nobody types 64 hexadecimal digits (joinlink.c). */
#ifndef ADJ_SYNC_JOINLINK_H
#define ADJ_SYNC_JOINLINK_H

#include <stddef.h>

/* Is s a join link?  "adjutant+http://HOST:PORT/v1/campaigns/ID#TOKEN",
 * or the web page's own "http://HOST:PORT/v1/campaigns/ID/view?token=
 * TOKEN".  0 with the server's address in url and the token in tok; -1
 * when s is not one (a plain address, to be followed by a token). */
int	 join_link_split(const char *s, char *url, size_t ulen, char *tok,
	    size_t tlen);

#endif
