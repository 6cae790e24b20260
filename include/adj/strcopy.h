/* A string copied into a fixed array, cut to fit. */
#ifndef ADJ_STRCOPY_H
#define ADJ_STRCOPY_H

#include <string.h>

/* src into dst of size bytes (size above 0), cut to fit and always
 * NUL-ended: what snprintf(dst, size, "%s", src) leaves, without
 * reading a format (a long report made hundreds of thousands of such
 * copies, a twentieth of its time). */
static inline void
str_copy(char *dst, size_t size, const char *src)
{
	size_t	 n = strnlen(src, size - 1);

	memcpy(dst, src, n);
	dst[n] = '\0';
}

#endif
