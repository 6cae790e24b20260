/* Command replies. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#include "adj/reply.h"
#include "adj/text.h"

void
reply_init(struct reply *r)
{
	r->ok = 1;
	r->cancelled = 0;
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

/* A reply is UTF-8 text (it goes into JSON as well): a byte that is not,
 * from a journal older than the input rule or a file's name, shows as
 * U+FFFD rather than costing the whole line. */
static void
vadd(struct buf *b, const char *fmt, va_list ap)
{
	char	*s;
	int	 n;

	if ((n = vasprintf(&s, fmt, ap)) < 0)
		abort();
	text_repair(b, s, (size_t)n);
	free(s);
}

void
reply_line(struct reply *r, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	vadd(&r->text, fmt, ap);
	va_end(ap);
	buf_add(&r->text, "\n");
}

/* Always returns -1 so callers can `return reply_fail(...)`. */
int
reply_fail(struct reply *r, const char *fmt, ...)
{
	va_list	 ap;

	r->ok = 0;
	buf_reset(&r->err);
	va_start(ap, fmt);
	vadd(&r->err, fmt, ap);
	va_end(ap);
	return -1;
}

void
reply_sentence(struct reply *r, const char *text)
{
	size_t	 n = strlen(text);

	reply_line(r, "%s%s", text, n > 0 && strchr(".!?", text[n - 1]) !=
	    NULL ? "" : ".");
}
