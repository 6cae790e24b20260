/* Text from players and files: the input rule (UTF-8, no control
 * characters, bounded lines), repair for JSON, and showing any bytes on a
 * terminal without obeying them. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/strcopy.h"
#include "adj/text.h"
#include "adj/xalloc.h"
#include "../../src/core/report_text.h"

static void
test_utf8(void **state)
{
	size_t	 bad = 99;

	(void)state;
	assert_int_equal(text_utf8("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8e\xb2",
	    14, NULL), 1);
	assert_int_equal(text_utf8("caf\xe9", 4, &bad), 0);
	assert_int_equal(bad, 3);
	/* Overlong, a surrogate, past U+10FFFF, cut short, a lone tail. */
	assert_int_equal(text_utf8("a\xc0\x80", 3, &bad), 0);
	assert_int_equal(bad, 1);
	assert_int_equal(text_utf8("\xed\xa0\x80", 3, &bad), 0);
	assert_int_equal(bad, 0);
	assert_int_equal(text_utf8("\xf4\x90\x80\x80", 4, &bad), 0);
	assert_int_equal(text_utf8("ab\xe2\x82", 4, &bad), 0);
	assert_int_equal(bad, 2);
	assert_int_equal(text_utf8("\x80", 1, &bad), 0);
	assert_int_equal(text_utf8("", 0, &bad), 1);
}

static void
test_repair(void **state)
{
	struct buf	 b;
	json_t		*j;

	(void)state;
	buf_init(&b);
	text_repair(&b, "caf\xe9 ok \x1b", 9);
	/* Each stray byte becomes U+FFFD; control characters stay (JSON
	 * escapes them itself). */
	assert_string_equal(buf_str(&b), "caf\xef\xbf\xbd ok \x1b");
	buf_free(&b);
	j = text_json("caf\xe9");
	assert_non_null(j);
	assert_string_equal(json_string_value(j), "caf\xef\xbf\xbd");
	json_decref(j);
	j = text_json("caf\xc3\xa9");
	assert_string_equal(json_string_value(j), "caf\xc3\xa9");
	json_decref(j);
	j = text_json(NULL);
	assert_string_equal(json_string_value(j), "");
	json_decref(j);
}

static void
test_show(void **state)
{
	struct buf	 b;
	const char	*in = "a\x1b]0;pwned\x07 \x1b[2J\tb\nc\x7f\xc2\x9b\xe9";

	(void)state;
	buf_init(&b);
	text_show(&b, in, strlen(in), TEXT_LAYOUT);
	assert_string_equal(buf_str(&b), "a^[]0;pwned^G ^[[2J\tb\nc^?<U+009B>"
	    "\xef\xbf\xbd");
	buf_reset(&b);
	text_show(&b, in, strlen(in), 0);
	assert_string_equal(buf_str(&b), "a^[]0;pwned^G ^[[2J^Ib^Jc^?<U+009B>"
	    "\xef\xbf\xbd");
	/* Plain text, and text already shown, come out as they went in. */
	buf_reset(&b);
	text_show(&b, "caf\xc3\xa9 ^[", 8, 0);
	assert_string_equal(buf_str(&b), "caf\xc3\xa9 ^[");
	buf_free(&b);
}

/* A player's words inside the program's line: quoted, shown on one
 * line, the bidirectional controls spelt out, and no quotation mark of
 * theirs closing the quotation early. */
static void
test_quote(void **state)
{
	struct buf	 b;

	(void)state;
	buf_init(&b);
	assert_string_equal(text_quote(&b, "hold the line; Confederate: we "
	    "withdraw"), "\u201chold the line; Confederate: we withdraw"
	    "\u201d");
	buf_reset(&b);
	assert_string_equal(text_quote(&b, "a\u201d; Union: \u201cb \"c\" "
	    "\u2018d\u2019"), "\u201ca\"; Union: \"b \"c\" \u2018d\u2019\u201d");
	buf_reset(&b);
	assert_string_equal(text_quote(&b, "x\ny\u202eba\u200bz\x1b[2J"),
	    "\u201cx^Jy<U+202E>ba<U+200B>z^[[2J\u201d");
	/* Appended: the program's words around it stay. */
	buf_reset(&b);
	buf_add(&b, "Noted: ");
	assert_string_equal(text_quote(&b, ""), "Noted: \u201c\u201d");
	buf_free(&b);
}

static void
test_check(void **state)
{
	char	 err[200];
	size_t	 col;

	(void)state;
	assert_int_equal(text_check("note caf\xc3\xa9\tok", 13, &col, err,
	    sizeof err), 0);
	assert_int_equal(text_check("note caf\xe9", 9, &col, err, sizeof err),
	    -1);
	assert_int_equal(col, 9);
	assert_non_null(strstr(err, "byte 0xE9 is not UTF-8"));
	/* Columns count characters, not bytes. */
	assert_int_equal(text_check("note \xc3\xa9\x1b[2J", 11, &col, err,
	    sizeof err), -1);
	assert_int_equal(col, 7);
	assert_non_null(strstr(err, "control character 0x1B"));
	assert_int_equal(text_check("x\xc2\x9b", 3, &col, err, sizeof err), -1);
	assert_int_equal(col, 2);
	assert_non_null(strstr(err, "control character U+009B"));
	assert_int_equal(text_check("ab\0cd", 5, &col, err, sizeof err), -1);
	assert_int_equal(col, 3);
	assert_non_null(strstr(err, "control character 0x00"));
	assert_int_equal(text_check("a\nb", 3, &col, err, sizeof err), -1);
	assert_int_equal(col, 2);
	/* What reorders or hides text is refused as the controls are. */
	assert_int_equal(text_check("ab\u202ecd", 7, &col, err, sizeof err),
	    -1);
	assert_int_equal(col, 3);
	assert_non_null(strstr(err, "control character U+202E"));
	assert_int_equal(text_check("\u2067x", 4, &col, err, sizeof err), -1);
	assert_int_equal(text_check("a\u200db", 5, &col, err, sizeof err), -1);
	assert_int_equal(text_check("\U000e0041", 4, &col, err, sizeof err),
	    -1);
	/* An emoji's colour and another script are text. */
	assert_int_equal(text_check("\u2764\ufe0f \u05e9", 9, &col, err,
	    sizeof err), 0);
}

static void
test_getline(void **state)
{
	FILE		*f = tmpfile();
	struct buf	 b;
	size_t		 len = 0;
	int		 i;

	(void)state;
	assert_non_null(f);
	fputs("one\r\ntwo\n", f);
	for (i = 0; i < 100; i++)
		fputc('x', f);
	fputc('\n', f);
	fwrite("sh\0rt\nlast", 1, 10, f);
	rewind(f);
	buf_init(&b);
	assert_int_equal(text_getline(f, &b, 64, &len), 1);
	assert_string_equal(buf_str(&b), "one");
	assert_int_equal(text_getline(f, &b, 64, &len), 1);
	assert_string_equal(buf_str(&b), "two");
	/* Too long: counted, never held, and the next line is intact. */
	assert_int_equal(text_getline(f, &b, 64, &len), -1);
	assert_int_equal(len, 100);
	assert_int_equal(b.len, 0);
	assert_int_equal(text_getline(f, &b, 64, &len), 1);
	/* A NUL inside a line is kept: the input rule refuses it. */
	assert_int_equal(b.len, 5);
	assert_memory_equal(b.s, "sh\0rt", 5);
	assert_int_equal(text_getline(f, &b, 64, &len), 1);
	assert_string_equal(buf_str(&b), "last");
	assert_int_equal(text_getline(f, &b, 64, &len), 0);
	buf_free(&b);
	fclose(f);
}

/* A buffer's formatting: into the room it has (formatted once) and past
 * it (formatted again after it grows), the same text either way. */
static void
test_buf_format(void **state)
{
	struct buf	 b;
	char		 want[200];

	(void)state;
	buf_init(&b);
	buf_printf(&b, "%s-%d", "empty", 1);
	assert_string_equal(buf_str(&b), "empty-1");
	buf_reset(&b);
	buf_add(&b, "0123456789012345678901234567890123456789012345678901234");
	/* 55 of 64 bytes used: 8 more fit with the NUL, 9 do not. */
	buf_printf(&b, "%s", "abcdefgh");
	assert_int_equal(b.len, 63);
	buf_printf(&b, "%s", "");
	buf_printf(&b, "%d", 12345);
	assert_int_equal(b.len, 68);
	snprintf(want, sizeof want, "%s%s%d", "01234567890123456789012345678901"
	    "23456789012345678901234", "abcdefgh", 12345);
	assert_string_equal(buf_str(&b), want);
	buf_reset(&b);
	buf_add_int(&b, 0);
	buf_add(&b, " ");
	buf_add_int(&b, -7);
	buf_add(&b, " ");
	buf_add_int(&b, 9223372036854775807LL);
	buf_add(&b, " ");
	buf_add_int(&b, -9223372036854775807LL - 1);
	assert_string_equal(buf_str(&b), "0 -7 9223372036854775807 "
	    "-9223372036854775808");
	buf_free(&b);
}

/* A copy into a fixed array leaves what snprintf "%s" leaves: whole when
 * it fits, cut to size - 1 bytes when not, always NUL-ended. */
static void
test_str_copy(void **state)
{
	const char	*srcs[] = { "", "abc", "abcdefg", "abcdefgh", "abcdefghij" };
	char		 a[8], b[8];
	size_t		 i, k;

	(void)state;
	for (i = 0; i < sizeof srcs / sizeof srcs[0]; i++)
		for (k = 1; k <= sizeof a; k++) {
			memset(a, 'x', sizeof a);
			memset(b, 'x', sizeof b);
			str_copy(a, k, srcs[i]);
			snprintf(b, k, "%s", srcs[i]);
			assert_memory_equal(a, b, sizeof a);
		}
}

/* HTML text into a buffer: the entities, a control spelt out and
 * UTF-8 kept past it, and nothing for NULL. */
static void
test_html_add(void **state)
{
	struct buf	 b;

	(void)state;
	buf_init(&b);
	report_html_add(&b, "a<b> & \"c\"");
	assert_string_equal(buf_str(&b), "a&lt;b&gt; &amp; &quot;c&quot;");
	buf_reset(&b);
	report_html_add(&b, "x<\x1b[2J caf\xc3\xa9 <\xe2\x80\x8b>");
	assert_string_equal(buf_str(&b), "x&lt;^[[2J caf\xc3\xa9 &lt;"
	    "&lt;U+200B&gt;&gt;");
	buf_reset(&b);
	report_html_add(&b, NULL);
	report_html_add(&b, "");
	assert_int_equal(b.len, 0);
	buf_free(&b);
}

/* json_dump_text writes what json_dumps writes, with its length: a value
 * shorter than its buffer on the stack, ones of 4095, 4096 and 4097
 * bytes (the buffer's size is 4096), and a longer one (written again
 * into the right size); keys sorted. */
static void
test_json_dump_text(void **state)
{
	size_t	 sizes[] = { 0, 4062, 4063, 4064, 10000 }, i, n;
	char	*want, *got, *big;
	json_t	*o;

	(void)state;
	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		big = malloc(sizes[i] + 1);
		assert_non_null(big);
		memset(big, 'q', sizes[i]);
		big[sizes[i]] = '\0';
		o = json_pack("{s:s, s:i, s:s}", "z", big, "a", 7, "m",
		    "\"quoted\"\n");
		want = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
		got = json_dump_text(o, JSON_COMPACT | JSON_SORT_KEYS, &n);
		assert_non_null(got);
		assert_string_equal(got, want);
		assert_int_equal(n, strlen(want));
		free(want);
		free(got);
		json_decref(o);
		free(big);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_utf8),
		cmocka_unit_test(test_repair),
		cmocka_unit_test(test_show),
		cmocka_unit_test(test_quote),
		cmocka_unit_test(test_check),
		cmocka_unit_test(test_getline),
		cmocka_unit_test(test_buf_format),
		cmocka_unit_test(test_html_add),
		cmocka_unit_test(test_str_copy),
		cmocka_unit_test(test_json_dump_text),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
