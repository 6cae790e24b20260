/*
 * Allocation that cannot fail quietly.  Out of memory, or a JSON value
 * that cannot be built from its format (a programmer's error: a NULL
 * where "s" wants a string), aborts with where it happened: a journal is
 * hash-chained, and a NULL that became an empty event would be written
 * into it for good.  A caller never checks these for NULL.
 */
#ifndef ADJ_XALLOC_H
#define ADJ_XALLOC_H

#include <stddef.h>
#include <jansson.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);
int	 xasprintf(char **, const char *, ...)
	    __attribute__((format(printf, 2, 3)));

/* json_pack() checked: never NULL.  Use "s?" for a string that may be. */
#define xjson_pack(...)	xjson_pack_at(__FILE__, __LINE__, __VA_ARGS__)
json_t	*xjson_pack_at(const char *, int, const char *, ...);

#endif
