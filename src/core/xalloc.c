/*
 * The x-family: allocation and JSON building that abort rather than
 * return NULL (see include/adj/xalloc.h for why).
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"

static void __attribute__((noreturn))
xfatal(const char *what, size_t size)
{
	fprintf(stderr, "adjutant: out of memory (%s of %zu bytes)\n", what,
	    size);
	abort();
}

void *
xmalloc(size_t size)
{
	void	*p;

	if (size == 0)
		size = 1;
	if ((p = malloc(size)) == NULL)
		xfatal("malloc", size);
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void	*p;

	if (n == 0 || size == 0)
		n = size = 1;
	if ((p = calloc(n, size)) == NULL)
		xfatal("calloc", n * size);
	return p;
}

void *
xreallocarray(void *old, size_t n, size_t size)
{
	void	*p;

	if (n == 0 || size == 0)
		n = size = 1;
	if (n > SIZE_MAX / size)	/* the product would wrap */
		xfatal("realloc (overflow)", SIZE_MAX);
	if ((p = realloc(old, n * size)) == NULL)
		xfatal("realloc", n * size);
	return p;
}

char *
xstrdup(const char *s)
{
	char	*p;

	if ((p = strdup(s)) == NULL)
		xfatal("strdup", strlen(s) + 1);
	return p;
}

char *
xstrndup(const char *s, size_t n)
{
	char	*p;

	if ((p = strndup(s, n)) == NULL)
		xfatal("strndup", n + 1);
	return p;
}

int
xasprintf(char **out, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	va_start(ap, fmt);
	n = vasprintf(out, fmt, ap);
	va_end(ap);
	if (n < 0)
		xfatal("asprintf", 0);
	return n;
}

json_t *
xjson_pack_at(const char *file, int line, const char *fmt, ...)
{
	json_error_t	 err;
	json_t		*v;
	va_list		 ap;

	va_start(ap, fmt);
	v = json_vpack_ex(&err, 0, fmt, ap);
	va_end(ap);
	if (v == NULL) {
		fprintf(stderr, "adjutant: %s:%d: cannot build JSON \"%s\": "
		    "%s\n", file, line, fmt, err.text);
		abort();
	}
	return v;
}
