/*
 * Text from the rules data into the fixed fields that hold it.  Every
 * such field is filled through data_text(), which keeps the field's size
 * (its maximum) beside the data's table and column.  A value too long is
 * cut only with a warning, and `rules check` (which opens every game's
 * every scenario and table) reports it with the row that holds it: an
 * owner's module cannot lose the end of a name quietly.
 */
#ifndef ADJ_DATA_TEXT_H
#define ADJ_DATA_TEXT_H

#include <stddef.h>
#include <sqlite3.h>

struct data_limit {
	char	 table[48];	/* the rules table and column the field */
	char	 column[48];	/* was read from */
	size_t	 max;		/* the longest text the field holds */
	size_t	 longest;	/* the longest value met so far */
	int	 cuts;		/* values met that did not fit */
};

/* Copy column `col` of the row in hand into dst[len] ("" for NULL).
 * 0 when it fits, -1 when it was cut. */
int	 data_text(char *dst, size_t len, sqlite3_stmt *st, int col);
/* The same for text already in hand, named by the table and column it
 * came from (a value built from two columns). */
int	 data_text_named(char *dst, size_t len, const char *text,
	    const char *table, const char *column);
/* The fields met so far in this process: an array of n. */
const struct data_limit *data_limits(int *n);
/* Forget what was met (a check starts from nothing). */
void	 data_limits_reset(void);

#endif
