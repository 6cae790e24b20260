/* What a result calls for next.  Fire, then the Cohesion Test its coloured
 * box names, then the Break Test a B gives, then the Broken Track box the
 * Break Test gives: each is its own command, and the player would retype
 * what the last one said.  After a command whose result the rules data
 * (result_next) says calls for another, the next line is offered at the
 * prompt with what is known (Enter runs it, any other answer stops), the
 * unit's CR or name asked when the line needs it; in a script, or with
 * --json, the line to type is said instead, as "Next: ..." and "next". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/xalloc.h"
#include "adj/num.h"
#include "adj/oob.h"
#include "adj/prompt.h"
#include "adj/rules.h"
#include "adj/prepare.h"
#include "cli.h"

/* Is code a run of whole words of s ("D2" in "D2", "B" in "M B (P1)",
 * "Broken 3" in "Broken 3")? */
static int
has_code(const char *s, const char *code)
{
	size_t		 n = strlen(code);
	const char	*p;

	for (p = s; (p = strstr(p, code)) != NULL; p++)
		if ((p == s || strchr(" (;,", p[-1]) != NULL) &&
		    (p[n] == '\0' || strchr(" );,", p[n]) != NULL))
			return 1;
	return 0;
}

/* The result the command gave, as one string of its parts. */
static void
result_text(json_t *o, char *out, size_t len)
{
	json_t		*res = json_object_get(o, "result"), *v;
	const char	*k, *outcome;
	size_t		 used = 0;

	out[0] = '\0';
	outcome = json_string_value(json_object_get(o, "outcome"));
	if (outcome != NULL && *outcome != '\0') {
		snprintf(out, len, "%s", outcome);
		return;
	}
	if (json_is_string(res))
		snprintf(out, len, "%s", json_string_value(res));
	else if (json_is_object(res))	/* Depletion, then Skedaddle */
		json_object_foreach(res, k, v)
			if (json_is_string(v) && used < len)
				used += (size_t)snprintf(out + used, len - used,
				    "%s%s", used ? "; " : "", json_string_value(v));
}

/* The row of result_next the reply in r calls for: its line into next,
 * its condition and section into cond, sect.  0 when there is one. */
static int
find_next(struct cli *c, struct reply *r, char *next, size_t nlen,
    char *cond, size_t clen, char *sect, size_t slen)
{
	sqlite3_stmt	*st;
	const char	*cmd, *src;
	char		 res[512];
	int		 found = 0;

	cond[0] = '\0';
	cmd = json_string_value(json_object_get(r->json, "command"));
	src = cmd != NULL && strcmp(cmd, "lookup") == 0 ?
	    json_string_value(json_object_get(r->json, "table")) : cmd;
	if (src == NULL)
		return -1;
	result_text(r->json, res, sizeof res);
	if (res[0] == '\0' || sql_prepare(c->rules, "SELECT code, next, "
	    "COALESCE(cond, ''), section FROM result_next WHERE game = ?1 AND "
	    "source = ?2 ORDER BY pos, rowid", -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_text(st, 1, c->s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, src, -1, SQLITE_STATIC);
	/* The first that applies; the same line called for by another part
	 * of the result joins its condition (D2 and M: Battleworn, or
	 * Disrupted), and one called for always drops them. */
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *w = (const char *)sqlite3_column_text(st, 2);
		size_t used = strlen(cond);

		if (!has_code(res, (const char *)sqlite3_column_text(st, 0)))
			continue;
		if (!found) {
			snprintf(next, nlen, "%s", sqlite3_column_text(st, 1));
			snprintf(cond, clen, "%s", w);
			snprintf(sect, slen, "%s %s", c->s->tag,
			    sqlite3_column_text(st, 3));
			found = 1;
		} else if (strcmp(next, (const char *)sqlite3_column_text(st,
		    1)) == 0) {
			if (*w == '\0')
				cond[0] = '\0';
			else if (*cond != '\0' && strstr(cond, w) == NULL &&
			    used < clen)
				snprintf(cond + used, clen - used, "; or %s", w);
		}
	}
	sqlite3_finalize(st);
	return found ? 0 : -1;
}

/* The line with a placeholder ({cr}, {unit}) in the words a player
 * types for it (CR, UNIT), into out. */
static void
as_typed(const char *line, char *out, size_t len)
{
	const char	*p, *e;
	size_t		 o = 0;

	for (p = line; *p != '\0' && o + 1 < len; p++) {
		if (*p == '{' && (e = strchr(p, '}')) != NULL) {
			o += (size_t)snprintf(out + o, len - o, "%s",
			    strncmp(p, "{cr}", 4) == 0 ? "CR" : "UNIT");
			p = e;
			if (o >= len)
				o = len - 1;
			continue;
		}
		out[o++] = *p;
	}
	out[o] = '\0';
}

/* A modified CR, as the Break Test reads it. */
static int
check_cr(const char *a, void *arg, char *why, size_t len)
{
	int	 v;

	(void)arg;
	if (*a == '\0' || num_int(a, 0, 20, &v) == 0)
		return 0;
	snprintf(why, len, "\"%s\": expected the unit's modified CR, a whole "
	    "number from 0 to 20, or Enter to stop", a);
	return -1;
}

/* A unit of the scenario, by any unique part of its name. */
static int
check_unit(const char *a, void *arg, char *why, size_t len)
{
	struct reply	 q;
	char		 u[128];
	int		 rc = 0;

	if (*a == '\0')
		return 0;
	reply_init(&q);
	if (oob_unit(arg, a, u, sizeof u, &q) != 0) {
		snprintf(why, len, "%s", buf_str(&q.err));
		rc = -1;
	}
	reply_free(&q);
	return rc;
}

static int
check_any(const char *a, void *arg, char *why, size_t len)
{
	(void)a;
	(void)arg;
	(void)why;
	(void)len;
	return 0;
}

/* At the prompt: the line to run, its placeholders filled from the
 * player's answers, into out; -1 when the player stopped. */
static int
offer(struct cli *c, const char *next, const char *cond, const char *sect,
    char *out, size_t len)
{
	struct reply	 q;
	char		 typed[256], prompt[512], *ans = NULL;
	const char	*p, *e;
	size_t		 o = 0;
	int		 rc = 0, asked = 0;

	as_typed(next, typed, sizeof typed);
	printf("Next (%s): %s%s%s\n", sect, typed, *cond ? ", " : "", cond);
	reply_init(&q);
	for (p = next; *p != '\0' && rc == 0 && o + 1 < len; p++) {
		if (*p != '{' || (e = strchr(p, '}')) == NULL) {
			out[o++] = *p;
			continue;
		}
		asked = 1;
		if (strncmp(p, "{cr}", 4) == 0)
			rc = prompt_ask(cli_ask_lookup, c, &q, "The testing unit's "
			    "modified CR now (Enter stops) > ", check_cr, NULL,
			    &ans);
		else
			rc = prompt_ask(cli_ask_lookup, c, &q, "Which unit (Tab "
			    "completes; Enter stops)? > ", check_unit, c->s, &ans);
		if (rc == 0 && *ans == '\0')
			rc = -1;
		if (rc == 0)
			o += (size_t)snprintf(out + o, len - o, "\"%s\"", ans);
		if (o >= len)
			o = len - 1;
		free(ans);
		ans = NULL;
		p = e;
	}
	out[o] = '\0';
	if (rc == 0 && !asked) {
		snprintf(prompt, sizeof prompt, "Enter runs it; anything else "
		    "stops > ");
		rc = prompt_ask(cli_ask_lookup, c, &q, prompt, check_any, NULL,
		    &ans);
		if (rc == 0 && *ans != '\0')
			rc = -1;
		free(ans);
	}
	reply_free(&q);
	return rc;
}

int
chain_note(struct cli *c, struct reply *r, struct chain *ch)
{
	char	 typed[256];

	if (!r->ok || c->s == NULL || c->confined || find_next(c, r, ch->next,
	    sizeof ch->next, ch->cond, sizeof ch->cond, ch->sect,
	    sizeof ch->sect) != 0)
		return 0;
	as_typed(ch->next, typed, sizeof typed);
	json_object_set_new(r->json, "next", xjson_pack("{s:s, s:s, s:s}",
	    "line", typed, "when", ch->cond, "section", ch->sect));
	/* At the prompt it is offered once the reply is shown. */
	if (c->interactive && !c->json)
		return 1;
	reply_line(r, "Next (%s): %s%s%s", ch->sect, typed, *ch->cond ?
	    ", " : "", ch->cond);
	return 0;
}

void
chain_offer(struct cli *c, const struct chain *ch)
{
	char	 line[512];

	if (offer(c, ch->next, ch->cond, ch->sect, line, sizeof line) == 0)
		cli_run_line(c, line);
}

/* A line run, its reply printed, and what its result calls for next
 * offered (the dispatcher itself knows no chain). */
void
cli_run_line(struct cli *c, const char *line)
{
	struct reply	 r;
	struct chain	 ch;
	int		 more = 0;

	reply_init(&r);
	if (cli_exec_line(c, line, &r)) {
		more = chain_note(c, &r, &ch);
		cli_print(c, &r);
	}
	reply_free(&r);
	if (more)
		chain_offer(c, &ch);
}
