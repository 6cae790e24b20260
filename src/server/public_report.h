/* Reports the server makes of a campaign (public_report.c): a role's own
 * export, for a terminal whose copy holds only what its role may see,
 * and the public report that runs some turns behind the game, cached. */
#ifndef ADJ_SERVER_PUBLIC_REPORT_H
#define ADJ_SERVER_PUBLIC_REPORT_H

#include <stddef.h>
#include <jansson.h>

struct campaign;

/* What a request asks for. */
struct report_ask {
	const char	*format;	/* json, csv, md, html */
	const char	*view;		/* NULL: the role's own */
	int		 public;	/* the public report */
	int		 delay;		/* -1: the campaign's; else the
					   umpire's look at another */
};

/* The public report's bytes (malloc'd, *len long) for GET
 * /v1/campaigns/ID/report.html or .md; NULL with err and *status. */
char	*public_report_file(struct campaign *, const char *id,
	    const char *role, const struct report_ask *, size_t *len,
	    unsigned *status, char *err, size_t);
/* GET /v1/campaigns/ID/export?format=F[&view=ROLE][&public=1]: the
 * report as {"ok", "report", "events", "turns", "view", "chain_head",
 * "upto"}, or a refusal; the HTTP status into *status. */
json_t	*public_report_export(struct campaign *, const char *id,
	    const char *role, const struct report_ask *, unsigned *status);
/* The cache let go (the server stops). */
void	 public_report_close(void);

#endif
