/* `export` in a terminal joined to a campaign whose copy holds only what
 * its role may see (a side's, a commander's, the observer's): the copy
 * has gaps where the others' secrets are and cannot fold the game, so
 * the server makes the report of the whole game in this role's view (or
 * the public one: report_public.h), and the copy writes it.  The umpire's
 * copy is the whole game and exports any view itself (cmd-export.c). */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/num.h"
#include "adj/overwrite.h"
#include "adj/report.h"
#include "adj/wfile.h"
#include "cli.h"
#include "../sync/http.h"
#include "../sync/link.h"

/* The file's format, by its extension, or NULL. */
const char *
cli_export_format(const char *path)
{
	static const char *const formats[] = { "md", "html", "json", "csv",
	    NULL };
	const char	*dot;
	int		 i;

	if ((dot = strrchr(path, '.')) != NULL)
		for (i = 0; formats[i] != NULL; i++)
			if (strcasecmp(dot + 1, formats[i]) == 0)
				return formats[i];
	return NULL;
}

/* What was written, the same words and keys wherever it was made. */
void
cli_export_said(struct reply *r, const char *path, const char *fmt,
    const struct report_summary *sum)
{
	reply_line(r, "Exported %lld events and %d turn ends to %s (%s view; "
	    "chain head %.16s...).", (long long)sum->events, sum->turns, path,
	    sum->view, sum->chain_head);
	json_object_set_new(r->json, "file", json_string(path));
	json_object_set_new(r->json, "format", json_string(fmt));
	json_object_set_new(r->json, "chain_head", json_string(
	    sum->chain_head));
	json_object_set_new(r->json, "events", json_integer((json_int_t)
	    sum->events));
}

/* A header's value as the answer says it: a role or "SEQ HASH", of
 * letters, digits, blanks and / - only; anything else a server sent is
 * shown as ?, never obeyed by the terminal. */
static void
said(char *out, size_t len, json_t *v)
{
	const char	*p = json_string_value(v);
	size_t		 i;

	for (i = 0; p != NULL && p[i] != '\0' && i + 1 < len; i++)
		out[i] = isalnum((unsigned char)p[i]) || strchr(" /-", p[i]) !=
		    NULL ? p[i] : '?';
	out[i] = '\0';
}

/* "SEQ HASH": the number of an event, then its 64 hex digits. */
static int
head_said(const char *head)
{
	size_t	 n = strspn(head, "0123456789");

	return n > 0 && head[n] == ' ' && strspn(head + n + 1,
	    "0123456789abcdef") == 64 && head[n + 65] == '\0';
}

/* A report's chain head is the journal's last event's, which may be
 * another role's and not in this copy: the heads of the reports this
 * copy wrote are kept with it (the last HEADS_KEPT), so that writing one
 * again over its earlier self needs no --force. */
#define HEADS_KEPT	16
#define HEADS_KEY	"sync.export_heads"

static int
ours(const char *b, size_t n, void *arg)
{
	struct link	*l = arg;
	char		*heads, *p;
	int		 yes = 0;

	if (overwrite_report_in(b, n, l->j))
		return 1;
	if ((heads = journal_meta_get(l->j, HEADS_KEY)) == NULL)
		return 0;
	for (p = heads; !yes && strlen(p) >= 64; p += strcspn(p, " ") + (p[
	    strcspn(p, " ")] != '\0'))
		yes = memmem(b, n, p, 64) != NULL;
	free(heads);
	return yes;
}

static void
heads_add(struct link *l, const char *head)
{
	const char	*hash = strchr(head, ' ');
	char		*was, all[HEADS_KEPT * 65 + 1];
	size_t		 n;

	if (hash == NULL || strlen(++hash) != 64)
		return;
	was = journal_meta_get(l->j, HEADS_KEY);
	snprintf(all, sizeof all, "%s%s%s", hash, was != NULL && *was != '\0' ?
	    " " : "", was != NULL ? was : "");
	free(was);
	if ((n = strlen(all)) > HEADS_KEPT * 65 - 1)
		all[HEADS_KEPT * 65 - 1] = '\0';
	journal_meta_set(l->j, HEADS_KEY, all);
}

/* A side's, a commander's or the observer's copy holds what its role may
 * see, with gaps where the others' secrets are: it cannot fold the game,
 * so the server makes the report from the whole of it, in this role's
 * view (or the public one), and the copy writes it. */
int
cli_export_remote(struct cli *c, int argc, char **argv, struct reply *r)
{
	struct link	*l = c->link;
	struct report_summary sum;
	struct wfile	 w;
	const char	*fmt, *asked = NULL, *v;
	char		 err[4300], what[160], path[512];
	json_t		*a = NULL, *h = NULL;
	long long	 n;
	long		 status;
	int		 i, force = 0, public = 0;

	for (i = 2; i < argc; i++)
		if (strcmp(argv[i], "--force") == 0)
			force = 1;
		else if (strcmp(argv[i], "--public") == 0 && asked == NULL)
			public = 1;
		else if (strcmp(argv[i], "--side") == 0 && i + 1 < argc &&
		    !public)
			asked = argv[++i];
		else
			return reply_fail(r, "usage: export FILE [--side ROLE | "
			    "--public] [--force]");
	if (argc < 2 || (fmt = cli_export_format(argv[1])) == NULL)
		return reply_fail(r, "\"%s\": the file's extension picks the "
		    "format: .md, .html, .json or .csv", argc < 2 ? "" :
		    argv[1]);
	/* A role is a word, SIDE/NAME or a name: nothing to escape. */
	if (asked != NULL && (strlen(asked) > 64 || asked[strspn(asked,
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	    "/-_")] != '\0'))
		return reply_fail(r, "--side takes a side, a commander or "
		    "observer, not \"%s\"", asked);
	if (!force && overwrite_check(argv[1], ours, l, what, sizeof what) !=
	    0)
		return reply_fail(r, "%s already holds %s: `export %s --force` "
		    "writes over it", argv[1], what, argv[1]);
	snprintf(path, sizeof path, "/v1/campaigns/%s/export?format=%s%s%s%s",
	    l->campaign, fmt, public ? "&public=1" : "", asked != NULL ?
	    "&view=" : "", asked != NULL ? asked : "");
	/* Whole or not at all, as a report made here: a refusal or a cut
	 * answer leaves no file. */
	if (wfile_open(&w, argv[1], err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	if (http_download(l->http, path, w.f, 600, &status, &h, &a, err,
	    sizeof err) != 0) {
		wfile_abandon(&w);
		return reply_fail(r, "export: this copy holds only what the %s "
		    "may see, so the server makes the report, and it did not "
		    "come (%s)", l->role, err);
	}
	if (status != 200) {
		wfile_abandon(&w);
		reply_fail(r, "export: %s", json_string_value(json_object_get(a,
		    "error")) ?: "the server did not make the report");
		json_decref(a);
		json_decref(h);
		return -1;
	}
	memset(&sum, 0, sizeof sum);
	if ((v = json_string_value(json_object_get(h, "X-Report-Events"))) ==
	    NULL || num_parse(v, 0, LLONG_MAX, &n) != 0)
		n = 0;
	sum.events = n;
	if ((v = json_string_value(json_object_get(h, "X-Report-Turns"))) ==
	    NULL || num_parse(v, 0, INT_MAX, &n) != 0)
		n = 0;
	sum.turns = (int)n;
	said(sum.view, sizeof sum.view, json_object_get(h, "X-Report-View"));
	said(sum.chain_head, sizeof sum.chain_head, json_object_get(h,
	    "X-Report-Chain-Head"));
	json_decref(h);
	/* A campaign server's report always says where its chain stops; an
	 * answer that does not (a server cut short, or not one, or one that
	 * lied in its length) is no report, and is not kept as one. */
	if (!head_said(sum.chain_head)) {
		wfile_abandon(&w);
		return reply_fail(r, "export: the server's answer names no chain "
		    "head (expected X-Report-Chain-Head: SEQ HASH): no report "
		    "written");
	}
	snprintf(err, sizeof err, "cannot write %s", argv[1]);
	if (wfile_close(&w, err, sizeof err) != 0)
		return reply_fail(r, "%s", err);
	heads_add(l, sum.chain_head);
	cli_export_said(r, argv[1], fmt, &sum);
	return 0;
}

