/* A campaign's public report: the observer's view of the journal up to
 * the end of the turn `public-delay` turns before the one being played
 * (the umpire's setting, adj/settings.h), so that a club can follow a
 * campaign without learning what could still help a side.  Every copy
 * that holds the whole game (the server's, the umpire's) makes it the
 * same, byte for byte: the same events, up to the same one. */
#ifndef ADJ_REPORT_PUBLIC_H
#define ADJ_REPORT_PUBLIC_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct session;
struct report_summary;

/* The view a public report is made for. */
#define PUBLIC_VIEW	"observer"

/* The last event the public report covers, into *upto: the one before
 * the first event of the turn after (turn being played - delay); every
 * event once the scenario is over.  delay < 0: the campaign's setting.
 * 0; -1 with why in err when there is none (the delay is 0). */
int	 report_public_upto(struct session *, int delay, int64_t *upto,
	    char *err, size_t);
/* The public report as FORMAT to f (report_export's answers). */
int	 report_public(struct session *, int delay, const char *format,
	    FILE *, struct report_summary *, char *err, size_t);

#endif
