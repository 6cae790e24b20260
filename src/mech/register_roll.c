/* A register counter set once by a table and kept (register_roll): a
 * fort's class, rolled the first time it matters and then permanent.
 * `register REG ENTRY COUNTER roll WORDS...` rolls the table with the
 * words (dice typed as roll=N, or the program's), puts the number of its
 * result on the counter and adds the entry first when the register has
 * none of that name; asked again it says the value kept and rolls
 * nothing.  The counter's start value means "not rolled yet". */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/lookup.h"
#include "adj/mech/register.h"
#include "adj/num.h"
#include "adj/reply.h"
#include "adj/rules.h"
#include "adj/session.h"

/* The first whole number in a result ("Class 2" is 2): 0 with it. */
static int
result_number(const char *outcome, int *out)
{
	char	 digits[16];
	size_t	 n = 0;

	while (*outcome != '\0' && !isdigit((unsigned char)*outcome))
		outcome++;
	while (isdigit((unsigned char)*outcome) && n + 1 < sizeof digits)
		digits[n++] = *outcome++;
	digits[n] = '\0';
	return n == 0 ? -1 : num_int(digits, 0, 100000, out);
}

int
register_roll(struct session *s, const char *reg, const char *entry,
    const char *counter, int argc, char **argv, struct reply *r)
{
	struct register_at	 at;
	struct lookup_result	 res;
	struct reply		 sub;
	char			*tbl, *side, op[24], text[320];
	int			 found, v, rc;

	if ((found = register_find(s, reg, entry, counter, &at, r)) < 0)
		return -1;
	tbl = rules_text(s->rules, "SELECT tbl FROM register_roll WHERE game = "
	    "?1 AND register || '.' || counter = ?2", s->game, (snprintf(text,
	    sizeof text, "%s.%s", at.reg, at.counter), text));
	if (tbl == NULL)
		return reply_fail(r, "the %s of the %s register is not rolled: "
		    "change it with +N, -N or =N", at.cname, at.reg);
	if (found == 0 && at.value != at.initial) {
		reply_line(r, "%s, %s: %d, kept since it was rolled (%s %s); "
		    "nothing rolled.", at.name, at.cname, at.value, s->tag,
		    at.section);
		json_object_set_new(r->json, "value", json_integer(at.value));
		json_object_set_new(r->json, "kept", json_true());
		free(tbl);
		return 0;
	}
	reply_init(&sub);
	if (session_roll_table(s, tbl, argc, argv, 0, &sub, &res) != 0) {
		reply_fail(r, "%s", buf_str(&sub.err));
		r->cancelled = sub.cancelled;
		reply_free(&sub);
		free(tbl);
		return -1;
	}
	lookup_result_free(&res);
	buf_add(&r->text, buf_str(&sub.text));
	/* The odds asked, or a table not entered yet: nothing to keep. */
	if (!res.has_outcome) {
		reply_free(&sub);
		free(tbl);
		return 0;
	}
	if (result_number(res.outcome, &v) != 0) {
		reply_free(&sub);
		free(tbl);
		return reply_fail(r, "%s: its result \"%s\" holds no number for "
		    "the %s", at.reg, res.outcome, at.cname);
	}
	rc = 0;
	if (found == 1) {
		side = rules_text(s->rules, "SELECT COALESCE(side, '') FROM "
		    "register_roll WHERE game = ?1 AND register || '.' || "
		    "counter = ?2", s->game, text);
		rc = register_add(s, at.reg, entry, side != NULL ? side : "",
		    NULL, r);
		free(side);
	}
	snprintf(text, sizeof text, "%s, %s: %s", entry, tbl, res.outcome);
	if (rc == 0 && session_record(s, "lookup", text, json_deep_copy(
	    sub.json)) != 0)
		rc = reply_fail(r, "cannot record it");
	snprintf(op, sizeof op, "=%d", v);
	if (rc == 0)
		rc = register_change(s, at.reg, entry, at.counter, op, r);
	reply_free(&sub);
	free(tbl);
	return rc;
}
