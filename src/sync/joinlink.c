/* Join links (`sync join LINK`, printed by `serve new` per role).
 *
 * The link form keeps the token in the fragment, after '#': a fragment is
 * never sent in a request, so no server, proxy or log along the way ever
 * sees the token in an address; the client sends it as it sends every
 * token, in the Authorization header.  The web page's link (token=) is
 * taken too, so one link serves a browser and a terminal alike. */
#include <stdio.h>
#include <string.h>

#include "joinlink.h"

#define SCHEME	"adjutant+"

int
join_link_split(const char *s, char *url, size_t ulen, char *tok,
    size_t tlen)
{
	const char	*t;
	size_t		 n;

	if (strncmp(s, SCHEME, strlen(SCHEME)) == 0) {
		s += strlen(SCHEME);
		if ((t = strchr(s, '#')) == NULL)
			return -1;
		n = (size_t)(t - s);
		t++;
	} else if ((t = strstr(s, "?token=")) != NULL ||
	    (t = strstr(s, "&token=")) != NULL) {
		n = (size_t)(t - s);
		t += strlen("?token=");
	} else
		return -1;
	if (n >= ulen || strcspn(t, "&#") >= tlen)
		return -1;
	memcpy(url, s, n);
	url[n] = '\0';
	snprintf(tok, tlen, "%.*s", (int)strcspn(t, "&#"), t);
	return 0;
}
