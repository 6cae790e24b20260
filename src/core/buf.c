/* Growable string buffer.  Allocation failure aborts: a table-side helper
 * that cannot allocate a few bytes has nothing sensible left to do. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"

static void
buf_grow(struct buf *b, size_t need)
{
	size_t	 cap;

	if (b->len + need + 1 <= b->cap)
		return;
	cap = b->cap ? b->cap : 64;
	while (cap < b->len + need + 1)
		cap *= 2;
	b->s = realloc(b->s, cap);
	if (b->s == NULL)
		abort();
	b->cap = cap;
}

void
buf_need(struct buf *b, size_t n)
{
	buf_grow(b, n);
}

void
buf_init(struct buf *b)
{
	b->s = NULL;
	b->len = b->cap = 0;
}

void
buf_free(struct buf *b)
{
	free(b->s);
	buf_init(b);
}

void
buf_reset(struct buf *b)
{
	b->len = 0;
	if (b->s != NULL)
		b->s[0] = '\0';
}

void
buf_addn_grow(struct buf *b, const char *s, size_t n)
{
	buf_grow(b, n);
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void
buf_add(struct buf *b, const char *s)
{
	buf_addn(b, s, strlen(s));
}

void
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list	 ap;
	size_t	 room = b->cap > b->len ? b->cap - b->len : 0;
	int	 n;

	/* Into the room there is, most often enough: formatted once. */
	va_start(ap, fmt);
	n = vsnprintf(room > 0 ? b->s + b->len : NULL, room, fmt, ap);
	va_end(ap);
	if (n < 0) {
		if (room > 0)
			b->s[b->len] = '\0';
		return;
	}
	if ((size_t)n >= room) {
		buf_grow(b, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	b->len += (size_t)n;
}

void
buf_add_int(struct buf *b, long long v)
{
	char			 n[24], *p = n + sizeof n;
	unsigned long long	 u = v < 0 ? -(unsigned long long)v :
				    (unsigned long long)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	buf_addn(b, p, (size_t)(n + sizeof n - p));
}

const char *
buf_str(const struct buf *b)
{
	return b->s != NULL ? b->s : "";
}
