/* `undo` at the prompt of a terminal joined to a campaign: what it would
 * take back is shown before it goes, since the server that runs it has
 * nobody to ask.  The server's own reckoning is asked first (`undo ...
 * preview`, which takes back nothing), then the player: yes or no to a
 * numbered undo, and the umpire's reason, which every role reads.  What
 * came in from others after the list was shown holds the undo back
 * (the queue's check of the step the player saw), so nothing is taken
 * back that the player did not see listed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/journal.h"
#include "adj/prompt.h"
#include "adj/text.h"
#include "adj/prepare.h"
#include "cli.h"
#include "../sync/link.h"
#include "../sync/queue.h"

/* A reason goes to the server as `undo reason="..."`: it must come
 * through the line's quotes whole. */
static int
reason_fits(const char *a, void *arg, char *why, size_t len)
{
	(void)arg;
	if (a[strspn(a, " \t")] == '\0') {
		snprintf(why, len, "say why in a few words: every role reads it");
		return -1;
	}
	if (strchr(a, '"') != NULL && strchr(a, '\'') != NULL) {
		snprintf(why, len, "a reason holds one kind of quote, not both");
		return -1;
	}
	return 0;
}

/* The server's list of what `undo WORDS` would take back, shown in r:
 * the list (a new reference), or NULL with r failed. */
static json_t *
listed(struct cli *c, const char *words, int64_t *seen, struct reply *r)
{
	struct reply	 p;
	char		 pl[128];
	json_t		*list;

	snprintf(pl, sizeof pl, "undo%s preview", words);
	reply_init(&p);
	if (queue_read(c->link, pl, &p) != 0) {
		reply_free(&p);
		reply_fail(r, "undo: the server is out of reach: nothing sent");
		return NULL;
	}
	/* What the player has now seen: anything after it holds the undo. */
	*seen = c->link->seq;
	buf_add(&r->text, buf_str(&p.text));
	if (!p.ok) {
		reply_fail(r, "%s", buf_str(&p.err));
		reply_free(&p);
		return NULL;
	}
	list = json_incref(json_object_get(p.json, "preview"));
	reply_free(&p);
	if (!json_is_array(list) || json_array_size(list) == 0) {
		json_decref(list);
		reply_fail(r, "undo: the server listed nothing to take back");
		return NULL;
	}
	return list;
}

/* A bare undo takes back the last command: one another role gave after
 * the player last looked would go by surprise (a side's roll, with the
 * reason meant for a draw).  0, or -1 with r failed naming it. */
static int
came_since(struct cli *c, int64_t seen, struct reply *r)
{
	struct link	*l = c->link;
	sqlite3_stmt	*st;
	struct buf	 t;
	int		 rc = 0;

	if (seen <= 0 || seen >= l->seq)
		return 0;
	if (sql_prepare(journal_db(l->j), "SELECT cmd, COALESCE("
	    "json_extract(data, '$.actor_name'), ''), text FROM event WHERE "
	    "seq > ?1 AND json_valid(data) AND kind != 'undo' AND COALESCE("
	    "json_extract(data, '$.actor'), '') != ?2 ORDER BY seq DESC "
	    "LIMIT 1", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_int64(st, 1, seen);
	sqlite3_bind_text(st, 2, l->role, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		buf_init(&t);
		rc = reply_fail(r, "undo: not sent: #%lld (%s%s%s) came since "
		    "you looked, and `undo` takes back the last command; type "
		    "it again if you mean that one, or `undo SEQ` for another",
		    (long long)sqlite3_column_int64(st, 0), journal_text(st, 1),
		    *journal_text(st, 1) != '\0' ? ": " : "", text_inline(&t,
		    journal_text(st, 2)));
		buf_free(&t);
	}
	sqlite3_finalize(st);
	return rc;
}

int
cli_undo_numbered(int argc, char **argv)
{
	int	 k;

	for (k = 1; k < argc && strncasecmp(argv[k], "reason=", 7) != 0; k++)
		if (strcasecmp(argv[k], "all") != 0 &&
		    strcasecmp(argv[k], "preview") != 0)
			return 1;
	return 0;
}

const char *
cli_undo_ask(struct cli *c, int argc, char **argv, const char *line,
    int online, char *buf, size_t len, int64_t *seen, struct reply *r)
{
	struct link	*l = c->link;
	const char	*typed = NULL, *by;
	char		 words[96] = "", *why = NULL;
	json_t		*list = NULL;
	size_t		 i, n = 0;
	int		 k, numbered = 0, all = 0, others = 0, q;

	for (k = 1; k < argc; k++) {
		if (strncasecmp(argv[k], "reason=", 7) == 0) {
			typed = strcasestr(line, "reason=");
			break;
		}
		if (strcasecmp(argv[k], "preview") == 0)
			return line;
		if (strcasecmp(argv[k], "all") == 0)
			all = 1;
		else
			numbered = 1;
		snprintf(words + strlen(words), sizeof words - strlen(words),
		    " %s", argv[k]);
	}
	/* A side takes back only its own last command: another's coming
	 * first is refused as it is. */
	if (online && !numbered && strcmp(l->role, "umpire") == 0 &&
	    came_since(c, *seen, r) != 0)
		return NULL;
	if (!c->interactive || c->json)
		return line;
	/* A side's bare undo asks nothing: its reply names what went. */
	if (online && (numbered || strcmp(l->role, "umpire") == 0)) {
		if ((list = listed(c, words, seen, r)) == NULL)
			return NULL;
		n = json_array_size(list);
		for (i = 1; i < n; i++) {
			by = json_string_value(json_object_get(json_array_get(
			    list, i), "by"));
			if (by == NULL || strcmp(by, l->role) != 0)
				others++;
		}
		json_decref(list);
	}
	if (numbered && others > 0 && !all)
		return reply_fail(r, "undo: %d of the commands listed %s another "
		    "role's: they go only with `undo%s all`; nothing taken back",
		    others, others == 1 ? "is" : "are", words), NULL;
	if (numbered && online && prompt_agree(cli_ask_lookup, c, r, n == 1 ?
	    "Take it back? (yes/no) > " : "Take them all back? (yes/no) > ",
	    "nothing taken back") != 0)
		return NULL;
	if (typed == NULL && strcmp(l->role, "umpire") == 0) {
		if (prompt_ask(cli_ask_lookup, c, r, "Why take it back? (every "
		    "role reads the reason) > ", reason_fits, NULL, &why) != 0)
			return NULL;
	} else if (n <= 1 || all)
		return line;
	/* The line as agreed: the dependants shown go too, and the reason. */
	q = why != NULL && strchr(why, '"') != NULL ? '\'' : '"';
	if (why != NULL)
		snprintf(buf, len, "undo%s%s reason=%c%s%c", words, n > 1 &&
		    !all ? " all" : "", q, why, q);
	else
		snprintf(buf, len, "undo%s all %s", words, typed != NULL ?
		    typed : "");
	free(why);
	return buf;
}
