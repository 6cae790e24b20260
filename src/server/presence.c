/* Who is connected to a campaign: the last request of each role and the
 * long-polls it holds open now, kept in memory (a restarted server has
 * seen nobody yet).  The umpire reads it (`sync status`): a game run from
 * one table needs no such thing, one run across a town does. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "adj/xalloc.h"
#include "server.h"

#define PRESENCE_MAX	256	/* roles of all campaigns remembered */
#define RECENT		120	/* seconds: a request this recent is "now" */

static struct {
	pthread_mutex_t	 lock;
	struct {
		char	 campaign[64];
		char	 role[32];
		time_t	 seen;
		unsigned waiting;
	} r[PRESENCE_MAX];
	int		 n;
} P = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* The slot of a role (made when new); the oldest is reused when full. */
static int
slot(const char *campaign, const char *role)
{
	int	 i, old = 0;

	for (i = 0; i < P.n; i++) {
		if (strcmp(P.r[i].campaign, campaign) == 0 &&
		    strcmp(P.r[i].role, role) == 0)
			return i;
		if (P.r[i].seen < P.r[old].seen && P.r[i].waiting == 0)
			old = i;
	}
	i = P.n < PRESENCE_MAX ? P.n++ : old;
	snprintf(P.r[i].campaign, sizeof P.r[i].campaign, "%s", campaign);
	snprintf(P.r[i].role, sizeof P.r[i].role, "%s", role);
	P.r[i].waiting = 0;
	return i;
}

void
presence_seen(const char *campaign, const char *role, int wait)
{
	int	 i;

	pthread_mutex_lock(&P.lock);
	i = slot(campaign, role);
	P.r[i].seen = time(NULL);
	if (wait > 0)
		P.r[i].waiting++;
	else if (wait < 0 && P.r[i].waiting > 0)
		P.r[i].waiting--;
	pthread_mutex_unlock(&P.lock);
}

json_t *
presence_json(const char *campaign)
{
	json_t		*a = json_array();
	time_t		 now = time(NULL);
	struct tm	 tm;
	char		 at[32];
	int		 i;

	pthread_mutex_lock(&P.lock);
	for (i = 0; i < P.n; i++) {
		if (strcmp(P.r[i].campaign, campaign) != 0)
			continue;
		gmtime_r(&P.r[i].seen, &tm);
		strftime(at, sizeof at, "%Y-%m-%dT%H:%M:%SZ", &tm);
		json_array_append_new(a, xjson_pack("{s:s, s:s, s:I, s:b, s:b}",
		    "role", P.r[i].role, "last_seen", at, "ago", (json_int_t)(
		    now - P.r[i].seen), "waiting", P.r[i].waiting > 0,
		    "connected", P.r[i].waiting > 0 || now - P.r[i].seen <=
		    RECENT));
	}
	pthread_mutex_unlock(&P.lock);
	return a;
}
