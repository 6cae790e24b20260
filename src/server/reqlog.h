/* The server's request log (reqlog.c): one line a request. */
#ifndef ADJ_SERVER_REQLOG_H
#define ADJ_SERVER_REQLOG_H

#include <stddef.h>

/* Open (append, owner-only when made) the log at path: 0, or -1 with
 * why in err.  Until then reqlog_write writes nothing. */
int	 reqlog_open(const char *path, char *err, size_t);
void	 reqlog_close(void);
/* One request: campaign and role NULL when its token was refused,
 * command NULL unless a command was posted (its entry's name, never its
 * text), status 0 when no answer was sent. */
void	 reqlog_write(const char *campaign, const char *role,
	    const char *method, const char *path, const char *command,
	    unsigned status, double ms);

#endif
