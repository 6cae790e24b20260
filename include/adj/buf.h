/* A growable string buffer: the one way text is built in Adjutant. */
#ifndef ADJ_BUF_H
#define ADJ_BUF_H

#include <stddef.h>
#include <string.h>

struct buf {
	char	*s;
	size_t	 len;
	size_t	 cap;
};

void	 buf_init(struct buf *);
void	 buf_free(struct buf *);
void	 buf_reset(struct buf *);
void	 buf_add(struct buf *, const char *);
void	 buf_addn_grow(struct buf *, const char *, size_t);
/* n bytes onto b: in place where there is room (a line is built of a
 * few dozen small pieces: a call and a growth check each cost more than
 * the copy), through buf_addn_grow where it must grow. */
static inline void
buf_addn(struct buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 <= b->cap) {
		memcpy(b->s + b->len, s, n);
		b->len += n;
		b->s[b->len] = '\0';
	} else
		buf_addn_grow(b, s, n);
}
/* Room for n more bytes and the NUL, to write at s + len directly. */
void	 buf_need(struct buf *, size_t n);
void	 buf_printf(struct buf *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* A whole number in decimal, as %lld writes it. */
void	 buf_add_int(struct buf *, long long);
/* The text so far, never NULL. */
const char *buf_str(const struct buf *);

#endif
