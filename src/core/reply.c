/* Command replies. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "adj/reply.h"

void
reply_init(struct reply *r)
{
	r->ok = 1;
	buf_init(&r->text);
	buf_init(&r->err);
	r->json = json_object();
}

void
reply_free(struct reply *r)
{
	buf_free(&r->text);
	buf_free(&r->err);
	json_decref(r->json);
	r->json = NULL;
}

void
reply_line(struct reply *r, const char *fmt, ...)
{
	va_list	 ap;
	char	*s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		abort();
	va_end(ap);
	buf_add(&r->text, s);
	buf_add(&r->text, "\n");
	free(s);
}

/* Always returns -1 so callers can `return reply_fail(...)`. */
int
reply_fail(struct reply *r, const char *fmt, ...)
{
	va_list	 ap;
	char	*s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		abort();
	va_end(ap);
	r->ok = 0;
	buf_reset(&r->err);
	buf_add(&r->err, s);
	free(s);
	return -1;
}
