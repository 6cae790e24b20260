/* A growable string buffer: the one way text is built in Adjutant. */
#ifndef ADJ_BUF_H
#define ADJ_BUF_H

#include <stddef.h>

struct buf {
	char	*s;
	size_t	 len;
	size_t	 cap;
};

void	 buf_init(struct buf *);
void	 buf_free(struct buf *);
void	 buf_reset(struct buf *);
void	 buf_add(struct buf *, const char *);
void	 buf_addn(struct buf *, const char *, size_t);
/* Room for n more bytes and the NUL, to write at s + len directly. */
void	 buf_need(struct buf *, size_t n);
void	 buf_printf(struct buf *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* The text so far, never NULL. */
const char *buf_str(const struct buf *);

#endif
