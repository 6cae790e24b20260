/* `plot TRACK`: a track over the turns' ends, drawn in the terminal with
 * Unicode block eighths, or plain ASCII when the terminal is not UTF-8. */
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/report.h"
#include "adj/secret.h"
#include "cli.h"

#define ROWS	8

static int
utf8_terminal(void)
{
	const char	*cs;

	setlocale(LC_CTYPE, "");
	cs = nl_langinfo(CODESET);
	return cs != NULL && (strcasecmp(cs, "UTF-8") == 0 ||
	    strcasecmp(cs, "utf8") == 0);
}

static int
cmd_plot_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct cli	*c = x->c;

	static const char *const eighths[] = { " ", "\u2581", "\u2582",
	    "\u2583", "\u2584", "\u2585", "\u2586", "\u2587", "\u2588" };
	struct track	*t;
	json_t		*rep, *turns, *tr, *vals = json_array();
	char		 err[512];
	long long	 lo = 0, hi = 0, v[512];
	size_t		 i, n;
	int		 row, utf8 = utf8_terminal();

	if (argc != 2) {
		json_decref(vals);
		return cli_usage(c, x->entry, NULL, r);
	}
	if ((t = session_track_find(c->s, argv[1], r)) == NULL) {
		json_decref(vals);
		return -1;
	}
	if (track_hidden(c->s, t)) {
		json_decref(vals);
		return track_hidden_refused(c->s, t, r);
	}
	if ((rep = report_build(c->s, 0, NULL, NULL, err, sizeof err)) == NULL) {
		json_decref(vals);
		return reply_fail(r, "%s", err);
	}
	turns = json_object_get(rep, "turns");
	n = json_array_size(turns);
	if (n > sizeof v / sizeof v[0])
		n = sizeof v / sizeof v[0];
	for (i = 0; i < n; i++) {
		tr = json_array_get(turns, i);
		v[i] = json_integer_value(json_object_get(json_object_get(tr,
		    "tracks"), t->id));
		if (i == 0 || v[i] < lo)
			lo = v[i];
		if (i == 0 || v[i] > hi)
			hi = v[i];
		json_array_append_new(vals, xjson_pack("{s:I, s:s, s:I}", "turn",
		    json_integer_value(json_object_get(tr, "turn")), "label",
		    json_string_value(json_object_get(tr, "label")), "value",
		    (json_int_t)v[i]));
	}
	if (lo > 0)
		lo = 0;
	reply_line(r, "%s at the end of each turn (%lld to %lld):", t->name,
	    lo, hi);
	/* Each column is a turn, ROWS cells high, each cell in eighths. */
	for (row = ROWS - 1; row >= 0; row--) {
		struct buf line;

		buf_init(&line);
		buf_printf(&line, "%6lld |", row == ROWS - 1 ? hi : row == 0 ?
		    lo : 0);
		if (row != ROWS - 1 && row != 0)
			memcpy(line.s, "       |", 8);
		for (i = 0; i < n; i++) {
			long long span = hi > lo ? hi - lo : 1;
			long long fill = (v[i] - lo) * ROWS * 8 / span - row * 8;

			if (fill > 8)
				fill = 8;
			if (fill < 0)
				fill = 0;
			if (utf8)
				buf_printf(&line, " %s%s", eighths[fill],
				    eighths[fill]);
			else
				buf_printf(&line, " %s", fill >= 4 ? "##" :
				    fill > 0 ? ".." : "  ");
		}
		reply_line(r, "%s", buf_str(&line));
		buf_free(&line);
	}
	{
		struct buf axis;

		buf_init(&axis);
		buf_add(&axis, "  turn  ");
		for (i = 0; i < n; i++)
			buf_printf(&axis, "%3lld", (long long)json_integer_value(
			    json_object_get(json_array_get(turns, i), "turn")));
		reply_line(r, "%s", buf_str(&axis));
		buf_free(&axis);
	}
	json_object_set_new(r->json, "track", json_string(t->id));
	json_object_set_new(r->json, "values", vals);
	json_decref(rep);
	return 0;
}

const struct cmd_entry cmd_plot_entry = {
	.name = "plot",
	.args = "TRACK:track",
	.hint = "`status` names them",
	.summary = "a track over the turns, drawn in the terminal",
	.example = "plot vp",
	.more = "Block characters on a UTF-8 terminal, plain ASCII "
	    "otherwise; --json gives\n"
	    "the values.",
	.flags = CMD_SESSION | CMD_CAMPAIGN,
	.exec = cmd_plot_exec,
};
