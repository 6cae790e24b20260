/* Text as the after-action report's HTML and Markdown write it: every
 * string from the journal, a player or the rules goes through one of
 * these, so that it reads as the text it is and never as markup. */
#ifndef ADJ_REPORT_TEXT_H
#define ADJ_REPORT_TEXT_H

#include <stdio.h>

/* As HTML text or an attribute's value: one line, control characters
 * spelt out (text_inline), & < > " escaped. */
void	 report_html_text(FILE *, const char *);
/* The same, onto a buffer. */
struct buf;
void	 report_html_add(struct buf *, const char *);
/* As Markdown text: one line, and every character that would start a
 * link, an image, a tag, emphasis, a heading or a list escaped. */
void	 report_md_text(FILE *, const char *);

#endif
