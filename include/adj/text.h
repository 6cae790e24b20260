/* Text from players, files and servers: the rule for what comes in, and
 * how any bytes at all are shown or sent on (text.c). */
#ifndef ADJ_TEXT_H
#define ADJ_TEXT_H

#include <stddef.h>
#include <stdio.h>
#include <jansson.h>

#include "adj/buf.h"

/* The longest line of input (a command, a script's line, a CSV line). */
#define TEXT_LINE_MAX	(64 * 1024)

/* text_show: keep newline and tab (the program's own layout); without it
 * they are shown as ^J and ^I (a field that must stay on one line). */
#define TEXT_LAYOUT	0x1

/* 1 when s[0..n) is UTF-8 (RFC 3629: no overlong forms, no surrogates,
 * nothing past U+10FFFF); else 0, with *bad (if given) the offset of the
 * first byte that is not part of a character. */
int	 text_utf8(const char *, size_t, size_t *bad);
/* Append s[0..n) to b with each such byte as U+FFFD. */
void	 text_repair(struct buf *, const char *, size_t);
/* A JSON string of s: s itself when UTF-8, else repaired (never NULL). */
json_t	*text_json(const char *);
/* Append s[0..n), which is UTF-8 (text_utf8), to b as a JSON string,
 * byte for byte as jansson writes one (compact, nothing but quote,
 * backslash and C0 escaped): for text written out without building a
 * jansson value first. */
void	 text_json_quoted(struct buf *, const char *, size_t);
/* Append s[0..n) to b, safe for a terminal: repaired, and each control
 * character (C0, DEL, C1; ESC above all) shown as ^X or <U+XXXX>. */
void	 text_show(struct buf *, const char *, size_t, int flags);
/* s shown on one line (text_show without TEXT_LAYOUT) in b, reset
 * first: another's text inside a line of the program's.  b's text. */
const char *text_inline(struct buf *, const char *);
/* A player's words (a note, a message, a declaration, a reason) inside a
 * line of the program's, as every reader is to read them: between
 * typographic quotes, on one line with every control shown (text_show),
 * and with a typographic quote of their own made straight, so that they
 * can neither close the quotation early nor pass for the program's own
 * words ("Union: “hold the line; Confederate: we withdraw”").  Appended
 * to b; b's text. */
#define TEXT_QUOTE_OPEN		"\u201c"
#define TEXT_QUOTE_CLOSE	"\u201d"
const char *text_quote(struct buf *, const char *);
/* The input rule: UTF-8, and no control character but tab.  0, or -1
 * with *column (1-based, in characters) and what was wrong in err. */
int	 text_check(const char *, size_t, size_t *column, char *err, size_t);
/* fputs for a terminal: s as text_show(TEXT_LAYOUT) makes it; 0 or EOF. */
int	 text_fputs(const char *, FILE *);
/* Read a line of at most max bytes (its newline, and a CR before it,
 * taken off) into b, NUL bytes and all: 1, 0 at the end of the file, -1
 * when it is longer (the rest of it is read and dropped; *len says how
 * long it was), -2 on a read error. */
int	 text_getline(FILE *, struct buf *, size_t max, size_t *len);

/* The string member KEY of object O, or "" when it has none (an event's
 * data read in a fold). */
const char *json_text(json_t *, const char *key);
/* json_dumps() written first into a buffer on the stack and copied once
 * (json_dumps grows its text from 16 bytes, copying it each time, then
 * copies it again); its length in *len when len is not NULL.  NULL as
 * json_dumps: a value that cannot be written. */
char	*json_dump_text(const json_t *, size_t flags, size_t *len);

#endif
