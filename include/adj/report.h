/* Reports of a session for review (report.c). */
#ifndef ADJ_REPORT_H
#define ADJ_REPORT_H

#include <stdint.h>
#include <stdio.h>
#include <jansson.h>

struct session;

/* Walk the session's journal once: each track's value at every turn's
 * end and, with events, the events its view may see.  progress, if
 * given, is called now and then with (done, total).  NULL with err set
 * on failure. */
json_t	*report_build(struct session *, int events, void (*progress)(int64_t,
	    int64_t, void *), void *, char *err, size_t);
/* Write it as "json", "csv", "md" or "html"; 0, or -1. */
int	 report_write(json_t *, const char *format, FILE *);

#endif
