/* Writing a file whole or not at all, every write checked (wfile.c). */
#ifndef ADJ_WFILE_H
#define ADJ_WFILE_H

#include <sys/types.h>

#include <stddef.h>
#include <stdio.h>

struct wfile {
	FILE	*f;
	char	 path[4096];	/* as given, for messages */
	char	 real[4096];	/* what is written: through links */
	char	 tmp[4200];	/* written beside, then renamed ("" when in
				 * place: a device, a pipe) */
	mode_t	 mode;		/* the file's, once in place */
};

/* Open PATH to write.  0, or -1 with err: "cannot write PATH: why". */
int	 wfile_open(struct wfile *, const char *, char *err, size_t);
/* Flush, close and put in place, checking each step (a write that failed
 * earlier too): 0, or -1 with err, and PATH as it was before. */
int	 wfile_close(struct wfile *, char *err, size_t);
/* Give up: close, and leave PATH as it was (nothing written in place
 * is taken back). */
void	 wfile_abandon(struct wfile *);
/* The whole of s as PATH's content: wfile_open, fputs, wfile_close. */
int	 wfile_put(const char *, const char *s, char *err, size_t);

#endif
