/* An event's data, parsed for the fold.
 *
 * jansson's json_loads reads a character at a time through a callback
 * and copies each into a growing buffer: it cost 60% of opening a long
 * session (22,000 instructions for a data of 110 bytes).  The data the
 * program writes is a small subset of JSON: objects, arrays, strings of
 * printable ASCII with the short escapes, numbers, true, false, null.
 * That subset is read here in one pass over the text into the same
 * jansson values (a real by strtod, as jansson reads it); anything else
 * (a \u escape, a byte above 0x7f, a control character, deep nesting, a
 * whole number near the limits, any error) is handed to json_loads whole, so that what
 * comes out, or the NULL for a text that is no JSON, is always
 * jansson's own. */
#include <errno.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "adj/json_event.h"
#include "adj/xalloc.h"

#define MAX_DEPTH	32	/* deeper: jansson's */
#define MAX_DIGITS	18	/* of a whole number: never overflows */

struct cursor {
	const char	*p;
	char		 small[256];	/* a string value, mostly */
};

static json_t	*value(struct cursor *, int);

static void
blank(struct cursor *c)
{
	while (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' ||
	    *c->p == '\r')
		c->p++;
}

/* A string at c->p (past its opening quote): its text in *out and its
 * length in *len (the text is not NUL-ended: jansson takes the length);
 * in *freed, the buffer to free after, or NULL; -1 outside the subset.
 * A string without an escape, most of them, is read where it stands; an
 * escaped one is written out into small (of size *len) or a buffer
 * made for it. */
static int
string(struct cursor *c, char *small, const char **out, size_t *len,
    char **freed)
{
	const char	*s = c->p, *e;
	char		*buf, *o;
	int		 escaped = 0;
	size_t		 n;

	for (e = s; *e != '"'; e++) {
		if ((unsigned char)*e < 0x20 || (unsigned char)*e > 0x7e)
			return -1;	/* the end, a control or non-ASCII */
		if (*e == '\\') {
			escaped = 1;
			if (*++e == '\0')
				return -1;
		}
	}
	*freed = NULL;
	if (!escaped) {
		c->p = e + 1;
		*out = s;
		*len = (size_t)(e - s);
		return 0;
	}
	/* The unescaped text is never longer. */
	n = (size_t)(e - s);
	buf = n < *len ? small : xmalloc(n + 1);
	for (o = buf; s < e; s++) {
		if (*s != '\\') {
			*o++ = *s;
			continue;
		}
		switch (*++s) {
		case '"':  *o++ = '"';  break;
		case '\\': *o++ = '\\'; break;
		case '/':  *o++ = '/';  break;
		case 'b':  *o++ = '\b'; break;
		case 'f':  *o++ = '\f'; break;
		case 'n':  *o++ = '\n'; break;
		case 'r':  *o++ = '\r'; break;
		case 't':  *o++ = '\t'; break;
		default:		/* \u, or no escape at all */
			if (buf != small)
				free(buf);
			return -1;
		}
	}
	*o = '\0';
	c->p = e + 1;
	*out = buf;
	*freed = buf != small ? buf : NULL;
	*len = (size_t)(o - buf);
	return 0;
}

/* A real as jansson reads it: strtod of the token, refused when it
 * overflows; in a locale whose decimal point is no '.', jansson's. */
static json_t *
real(struct cursor *c, const char *end)
{
	char	 tok[64], *e;
	double	 v;

	if (end - c->p >= (long)sizeof tok || *localeconv()->decimal_point !=
	    '.')
		return NULL;
	memcpy(tok, c->p, (size_t)(end - c->p));
	tok[end - c->p] = '\0';
	errno = 0;
	v = strtod(tok, &e);
	if (*e != '\0' || errno == ERANGE)
		return NULL;
	c->p = end;
	return json_real(v);
}

static json_t *
number(struct cursor *c)
{
	const char	*s = c->p, *d = s + (*s == '-'), *f;
	json_int_t	 v = 0;
	int		 n;

	for (n = 0; d[n] >= '0' && d[n] <= '9'; n++)
		if (n < MAX_DIGITS)
			v = v * 10 + (d[n] - '0');
	/* None, or a leading zero: jansson's. */
	if (n == 0 || (d[0] == '0' && n > 1))
		return NULL;
	if (d[n] == '.' || d[n] == 'e' || d[n] == 'E') {
		/* JSON's: a fraction of one digit or more, then an
		 * exponent of one digit or more after its sign. */
		f = d + n;
		if (*f == '.' && (*++f < '0' || *f > '9'))
			return NULL;
		while (*f >= '0' && *f <= '9')
			f++;
		if (*f == 'e' || *f == 'E') {
			f++;
			if (*f == '+' || *f == '-')
				f++;
			if (*f < '0' || *f > '9')
				return NULL;
			while (*f >= '0' && *f <= '9')
				f++;
		}
		return real(c, f);
	}
	if (n > MAX_DIGITS)
		return NULL;
	c->p = d + n;
	return json_integer(*s == '-' ? -v : v);
}

static json_t *
object(struct cursor *c, int depth)
{
	json_t		*o = json_object(), *v;
	char		 key[64], *freed;	/* each level its own: a
						   value's keys */
	const char	*k;
	size_t		 n;

	blank(c);
	if (*c->p == '}') {
		c->p++;
		return o;
	}
	for (;;) {
		blank(c);
		n = sizeof key;
		if (*c->p++ != '"' || string(c, key, &k, &n, &freed) != 0)
			break;
		blank(c);
		v = *c->p++ == ':' ? value(c, depth + 1) : NULL;
		/* (The value is the object's, or freed, either way.) */
		if (v == NULL || json_object_setn_new_nocheck(o, k, n, v) != 0) {
			free(freed);
			break;
		}
		free(freed);
		blank(c);
		if (*c->p == ',') {
			c->p++;
			continue;
		}
		if (*c->p++ == '}')
			return o;
		break;
	}
	json_decref(o);
	return NULL;
}

static json_t *
array(struct cursor *c, int depth)
{
	json_t	*a = json_array(), *v;

	blank(c);
	if (*c->p == ']') {
		c->p++;
		return a;
	}
	for (;;) {
		if ((v = value(c, depth + 1)) == NULL ||
		    json_array_append_new(a, v) != 0)
			break;
		blank(c);
		if (*c->p == ',') {
			c->p++;
			continue;
		}
		if (*c->p++ == ']')
			return a;
		break;
	}
	json_decref(a);
	return NULL;
}

static json_t *
value(struct cursor *c, int depth)
{
	json_t		*v;
	const char	*s;
	char		*freed;
	size_t		 n;

	if (depth > MAX_DEPTH)
		return NULL;
	blank(c);
	switch (*c->p) {
	case '{':
		c->p++;
		return object(c, depth);
	case '[':
		c->p++;
		return array(c, depth);
	case '"':
		c->p++;
		n = sizeof c->small;
		if (string(c, c->small, &s, &n, &freed) != 0)
			return NULL;
		v = json_stringn_nocheck(s, n);
		free(freed);
		return v;
	case 't':
		if (strncmp(c->p, "true", 4) != 0)
			return NULL;
		c->p += 4;
		return json_true();
	case 'f':
		if (strncmp(c->p, "false", 5) != 0)
			return NULL;
		c->p += 5;
		return json_false();
	case 'n':
		if (strncmp(c->p, "null", 4) != 0)
			return NULL;
		c->p += 4;
		return json_null();
	}
	return number(c);
}

json_t *
json_event_parse(const char *s)
{
	struct cursor	 c;
	json_t		*v = NULL;

	c.p = s;
	blank(&c);
	/* json_loads takes an object or an array at the top, nothing else. */
	if (*c.p == '{' || *c.p == '[')
		v = value(&c, 0);
	if (v != NULL) {
		blank(&c);
		if (*c.p == '\0')
			return v;
		json_decref(v);
	}
	return json_loads(s, 0, NULL);
}
