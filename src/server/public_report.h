/* Reports the server makes of a campaign (public_report.c): a role's own
 * export, for a terminal whose copy holds only what its role may see,
 * and the public report that runs some turns behind the game, cached.
 * Its bytes go out from a temporary file, whatever their size. */
#ifndef ADJ_SERVER_PUBLIC_REPORT_H
#define ADJ_SERVER_PUBLIC_REPORT_H

#include <stddef.h>
#include <stdint.h>

#include "adj/report.h"

struct campaign;

/* What a request asks for. */
struct report_ask {
	const char	*format;	/* json, csv, md, html */
	const char	*view;		/* NULL: the role's own */
	int		 public;	/* the public report */
	int		 delay;		/* -1: the campaign's; else the
					   umpire's look at another */
};

/* The report asked for (a role's own view, the umpire's any role's, or
 * the public one for GET /v1/campaigns/ID/report.html, .md and
 * export?public=1) as a descriptor of its bytes, read from the start,
 * the caller's to close; its length into *len and what it holds into
 * sum.  -1 with err and the HTTP status. */
int	 public_report_fd(struct campaign *, const char *id, const char *role,
	    const struct report_ask *, uint64_t *len,
	    struct report_summary *, unsigned *status, char *err, size_t);
/* The cache let go (the server stops). */
void	 public_report_close(void);

#endif
