/* Reports the server makes of a campaign, beside its writer.
 *
 * A side's or a commander's copy holds only the events its role may see,
 * with gaps where the others' secrets are, so it cannot fold the game:
 * its `export FILE` asks the server, which makes the report from a reader
 * of the whole campaign in that role's view (the umpire's copy makes the
 * same one itself, byte for byte).  A token exports its own role's view;
 * the umpire's any role's.
 *
 * The public report (adj/report_public.h) is what a club reads without a
 * side's token: the observer's view up to the end of a turn some turns
 * back, the same whoever asks.  It is cached by where it stops, so that
 * reading it costs a copy of bytes until a turn ends; a report is made
 * one at a time on the whole server, in a temporary file that leaves
 * nothing behind, and no more than PUBLIC_KEPT are kept. */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "adj/report.h"
#include "adj/report_public.h"
#include "adj/roles.h"
#include "../cli/cli.h"
#include "server.h"
#include "public_report.h"

#define PUBLIC_KEPT	8	/* public reports cached */

/* A report made, in a temporary file: unlinked from its making, so that
 * nothing is left on the server's disk once it is let go. */
struct kept {
	char		 id[32];
	char		 format[8];
	int64_t		 upto;
	FILE		*f;
	uint64_t	 len;
	struct report_summary sum;
	unsigned long	 used;		/* when last read: the oldest goes */
};

static struct {
	pthread_mutex_t	 lock;		/* the cache */
	pthread_mutex_t	 build;		/* one report made at a time */
	struct kept	 kept[PUBLIC_KEPT];
	unsigned long	 clock;
} P = { .lock = PTHREAD_MUTEX_INITIALIZER, .build =
    PTHREAD_MUTEX_INITIALIZER };

static int
format_ok(const char *f)
{
	return f != NULL && (strcmp(f, "json") == 0 || strcmp(f, "csv") == 0 ||
	    strcmp(f, "md") == 0 || strcmp(f, "html") == 0);
}

/* A descriptor of f's bytes of its own (its own offset: many answers
 * read one cached file at once), or -1. */
static int
reopen(FILE *f)
{
	char	 path[64];

	snprintf(path, sizeof path, "/proc/self/fd/%d", fileno(f));
	return open(path, O_RDONLY | O_CLOEXEC);
}

/* A descriptor of the cached report, or -1. */
static int
kept_get(const char *id, const char *format, int64_t upto, uint64_t *len,
    struct report_summary *sum)
{
	int	 i, fd = -1;

	pthread_mutex_lock(&P.lock);
	for (i = 0; i < PUBLIC_KEPT; i++) {
		struct kept *k = &P.kept[i];

		if (k->f == NULL || k->upto != upto || strcmp(k->id, id) != 0 ||
		    strcmp(k->format, format) != 0)
			continue;
		if ((fd = reopen(k->f)) != -1) {
			*len = k->len;
			*sum = k->sum;
			k->used = ++P.clock;
		}
		break;
	}
	pthread_mutex_unlock(&P.lock);
	return fd;
}

/* Kept in the place of the same campaign's older report of the format
 * (it will not be asked for again), or else of the least read. */
static void
kept_put(const char *id, const char *format, int64_t upto, FILE *f,
    uint64_t len, const struct report_summary *sum)
{
	struct kept	*k = NULL;
	int		 i;

	pthread_mutex_lock(&P.lock);
	for (i = 0; i < PUBLIC_KEPT && k == NULL; i++)
		if (P.kept[i].f != NULL && strcmp(P.kept[i].id, id) == 0 &&
		    strcmp(P.kept[i].format, format) == 0)
			k = &P.kept[i];
	for (i = 0; i < PUBLIC_KEPT && k == NULL; i++)
		if (P.kept[i].f == NULL)
			k = &P.kept[i];
	if (k == NULL)
		for (k = &P.kept[0], i = 1; i < PUBLIC_KEPT; i++)
			if (P.kept[i].used < k->used)
				k = &P.kept[i];
	if (k->f != NULL)
		fclose(k->f);
	k->f = f;
	snprintf(k->id, sizeof k->id, "%s", id);
	snprintf(k->format, sizeof k->format, "%s", format);
	k->upto = upto;
	k->len = len;
	k->sum = *sum;
	k->used = ++P.clock;
	pthread_mutex_unlock(&P.lock);
}

void
public_report_close(void)
{
	int	 i;

	pthread_mutex_lock(&P.lock);
	for (i = 0; i < PUBLIC_KEPT; i++)
		if (P.kept[i].f != NULL) {
			fclose(P.kept[i].f);
			P.kept[i].f = NULL;
		}
	pthread_mutex_unlock(&P.lock);
}

/* The report made now in s, public or of view, in a temporary file;
 * NULL with err. */
static FILE *
make(struct session *s, const struct report_ask *a, const char *view,
    uint64_t *len, struct report_summary *sum, char *err, size_t errlen)
{
	struct report_opts o;
	FILE		*f;
	off_t		 n = -1;
	int		 rc;

	if ((f = tmpfile()) == NULL) {
		snprintf(err, errlen, "cannot make the report: no room for it");
		return NULL;
	}
	if (a->public)
		rc = report_public(s, a->delay, a->format, f, sum, err, errlen);
	else {
		memset(&o, 0, sizeof o);
		o.view = view;
		rc = report_export(s, &o, a->format, f, sum, err, errlen);
	}
	if (rc == 0 && (fflush(f) != 0 || (n = ftello(f)) < 0))
		rc = -2;
	if (rc != 0) {
		if (rc == -2)
			snprintf(err, errlen, "cannot make the report: no room "
			    "for it");
		fclose(f);
		return NULL;
	}
	*len = (uint64_t)n;
	return f;
}

/* Whose view a role may have: its own; the umpire's any role's (a side,
 * a commander, the observer).  The refusal is the same whatever was
 * asked, so that it says nothing of a role the asker may not know. */
static int
view_for(struct session *s, const char *role, const char *asked, char *view,
    size_t len, unsigned *status, char *err, size_t errlen)
{
	char	 r[64];

	snprintf(view, len, "%s", role);
	if (asked == NULL || *asked == '\0')
		return 0;
	if (strcasecmp(asked, PUBLIC_VIEW) == 0)
		snprintf(r, sizeof r, "%s", PUBLIC_VIEW);
	else if (role_resolve(s, asked, r, sizeof r) != 0)
		r[0] = '\0';
	if (strcmp(role, "umpire") != 0 && strcmp(r, role) != 0) {
		*status = 403;
		snprintf(err, errlen, "this token exports its own role's view "
		    "only: the umpire's exports any role's");
		return -1;
	}
	if (r[0] == '\0') {
		*status = 400;
		snprintf(err, errlen, "\"%s\" is no role of this campaign: "
		    "expected a side, a commander (SIDE/NAME or his name) or "
		    "observer", asked);
		return -1;
	}
	snprintf(view, len, "%s", r);
	return 0;
}

/* The report asked for, from a reader of the campaign (the public one
 * from the cache when it is there), as a descriptor of its bytes. */
int
public_report_fd(struct campaign *k, const char *id, const char *role,
    const struct report_ask *a, uint64_t *len, struct report_summary *sum,
    unsigned *status, char *err, size_t errlen)
{
	struct cli	*c;
	FILE		*f = NULL;
	char		 view[64];
	int64_t		 upto = 0;
	int		 fd = -1;

	if (!format_ok(a->format)) {
		*status = 400;
		snprintf(err, errlen, "format: expected json, csv, md or html");
		return -1;
	}
	/* The delay is the umpire's setting: another is his to look at. */
	if (a->public && a->delay >= 0 && strcmp(role, "umpire") != 0) {
		*status = 403;
		snprintf(err, errlen, "the public report runs as many turns "
		    "behind as the umpire set (`campaign`): only he asks for "
		    "another delay");
		return -1;
	}
	if ((c = campaign_reader(k, role, status, err, errlen)) == NULL)
		return -1;
	*status = 200;
	if (a->public ? report_public_upto(c->s, a->delay, &upto, err,
	    errlen) != 0 : view_for(c->s, role, a->view, view, sizeof view,
	    status, err, errlen) != 0) {
		if (*status == 200)
			*status = 404;
		campaign_reader_give(k, c);
		return -1;
	}
	if (a->public && (fd = kept_get(id, a->format, upto, len, sum)) !=
	    -1) {
		campaign_reader_give(k, c);
		return fd;
	}
	pthread_mutex_lock(&P.build);
	/* Made by another while this one waited. */
	if (a->public)
		fd = kept_get(id, a->format, upto, len, sum);
	if (fd == -1 && (f = make(c->s, a, view, len, sum, err, errlen)) !=
	    NULL) {
		if (a->public) {
			kept_put(id, a->format, upto, f, *len, sum);
			fd = kept_get(id, a->format, upto, len, sum);
		} else {
			/* Its one reader, from the start. */
			fd = dup(fileno(f));
			fclose(f);
			if (fd != -1)
				lseek(fd, 0, SEEK_SET);
		}
		if (fd == -1)
			snprintf(err, errlen, "cannot read the report made");
	}
	pthread_mutex_unlock(&P.build);
	campaign_reader_give(k, c);
	if (fd == -1)
		*status = 500;
	return fd;
}
