/* `notify ROLE URL` / `notify ROLE off`: where the campaign's server
 * posts a role's notices (a webhook: a club points it at its Discord or
 * Matrix channel), when the role newly owes a choice or a message
 * arrives for it (src/server/notify.c sends them).  `notify all URL`
 * is the campaign's own channel, everyone's to read: it is told what
 * each role owes (what every role's status shows) and never a message.
 *
 * The umpire's, in a shared campaign only.  The address may be a secret
 * (a webhook's address is its password): it is recorded as an event only
 * the umpire reads, and its line is kept out of the REPL's history. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/text.h"
#include "cli.h"

#define NOTIFY_URL_MAX	400

/* http://HOST... or https://HOST..., printable ASCII, no blank: 0, or -1
 * with why in err. */
static int
url_check(const char *url, char *err, size_t errlen)
{
	const char	*rest, *p;

	if (strncasecmp(url, "http://", 7) == 0)
		rest = url + 7;
	else if (strncasecmp(url, "https://", 8) == 0)
		rest = url + 8;
	else {
		snprintf(err, errlen, "expected an http:// or https:// address, "
		    "or off");
		return -1;
	}
	if (strlen(url) > NOTIFY_URL_MAX) {
		snprintf(err, errlen, "an address is at most %d characters",
		    NOTIFY_URL_MAX);
		return -1;
	}
	for (p = url; *p != '\0'; p++)
		if ((unsigned char)*p <= ' ' || (unsigned char)*p >= 0x7f) {
			snprintf(err, errlen, "an address is printable ASCII "
			    "with no blank (percent-encode the rest)");
			return -1;
		}
	if (*rest == '\0' || *rest == '/' || *rest == '?' || *rest == '#') {
		snprintf(err, errlen, "the address names no host");
		return -1;
	}
	return 0;
}

static int
address_fold(const struct event *e, void *arg)
{
	json_t		*d;
	const char	*role, *url;

	if (strcmp(e->kind, "notify") != 0 || (d = json_loads(e->data, 0,
	    NULL)) == NULL)
		return 0;
	role = json_text(d, "for");
	url = json_text(d, "url");
	if (*role != '\0' && *url != '\0')
		json_object_set_new(arg, role, json_string(url));
	else if (*role != '\0')
		json_object_del(arg, role);
	json_decref(d);
	return 0;
}

json_t *
notify_addresses(struct session *s)
{
	json_t	*o = json_object();

	journal_each_kept(s->j, journal_last_seq(s->j), address_fold, o);
	return o;
}

/* A role as a sentence names it: "the Union", "Longstreet
 * (Confederate)", "everyone". */
static const char *
sentence_name(struct session *s, const char *role, char *out, size_t len)
{
	if (strcmp(role, "all") == 0)
		snprintf(out, len, "everyone (what each role owes)");
	else
		snprintf(out, len, "%s%s", strchr(role, '/') != NULL ? "" :
		    "the ", strcmp(role, "umpire") == 0 ? "umpire" :
		    role_name(s, role));
	return out;
}

/* `notify` alone: where each role's notices go now. */
static int
notify_list(struct session *s, struct reply *r)
{
	json_t		*o = notify_addresses(s), *v;
	const char	*role;
	char		 name[128];
	struct buf	 b;

	buf_init(&b);
	if (json_object_size(o) == 0)
		reply_line(r, "No notices are sent (`notify ROLE URL` sets where "
		    "a role's go).");
	json_object_foreach(o, role, v)
		reply_line(r, "Notices for %s go to %s", sentence_name(s, role,
		    name, sizeof name), text_inline(&b, json_string_value(v)));
	buf_free(&b);
	json_object_set_new(r->json, "notify", o);
	return 0;
}

static int
cmd_notify_exec(struct cmd_ctx *x, int argc, char **argv, struct reply *r)
{
	struct session	*s = x->c->s;
	char		 role[ROLE_LEN], err[128], text[600], name[128];
	const char	*url, *who;
	struct buf	 b;
	int		 off;

	if (argc == 1)
		return notify_list(s, r);
	if (argc != 3)
		return cli_usage(x->c, x->entry, NULL, r);
	if (strcasecmp(argv[1], "observer") == 0)
		return reply_fail(r, "the observer owes nothing and is sent no "
		    "message: it has no notices");
	if (strcasecmp(argv[1], "all") == 0)
		snprintf(role, sizeof role, "all");
	else if (role_resolve(s, argv[1], role, sizeof role) != 0)
		return reply_fail(r, "\"%s\" is no role of this campaign: "
		    "umpire, a side, a commander, or all", argv[1]);
	url = argv[2];
	if ((off = strcasecmp(url, "off") == 0) == 0 && url_check(url, err,
	    sizeof err) != 0)
		return reply_fail(r, "notify %s %s: %s", role, "URL", err);
	who = sentence_name(s, role, name, sizeof name);
	buf_init(&b);
	if (off)
		snprintf(text, sizeof text, "Notices for %s: off", who);
	else
		snprintf(text, sizeof text, "Notices for %s go to %s", who,
		    text_inline(&b, url));
	buf_free(&b);
	if (session_record_vis(s, "notify", text, xjson_pack("{s:s, s:o}",
	    "for", role, "url", off ? json_null() : json_string(url)),
	    "umpire") != 0)
		return reply_fail(r, "cannot record the notice address");
	reply_sentence(r, text);
	json_object_set_new(r->json, "for", json_string(role));
	return 0;
}

/* Where a role's notices go is the umpire's to say, whichever role. */
static int
notify_whose(struct session *s, int argc, char **argv, char *side,
    size_t slen, char *why, size_t wlen)
{
	(void)s;
	(void)argc;
	(void)argv;
	snprintf(side, slen, "%s", "");
	snprintf(why, wlen, "notify: the umpire sets where a role's notices "
	    "go, and reads where they do");
	return 1;
}

const struct cmd_entry cmd_notify_entry = {
	.name = "notify",
	.args = "[ROLE:side URL|off]",
	.hint = "a webhook: a club's Discord or Matrix channel",
	.summary = "where the server posts a role's notices (the umpire's)",
	.example = "notify umpire https://chat.example.org/hooks/umpire",
	.more = "The server posts {\"campaign\", \"role\", \"kind\", \"text\"} "
	    "as JSON when the role\n"
	    "newly owes a choice (kind \"owed\") or a message arrives for it "
	    "(\"message\"),\n"
	    "with only what that role may read.  `notify all URL`: the "
	    "campaign's channel,\n"
	    "told what each role owes, never a message.  `notify ROLE off` "
	    "stops them;\n"
	    "`notify` alone lists where each role's go.\n"
	    "The address is recorded for the umpire's eyes only.",
	.flags = CMD_SESSION | CMD_WRITES | CMD_CAMPAIGN | CMD_SECRET |
	    CMD_UMPIRE | CMD_JOINED,
	.exec = cmd_notify_exec,
	.whose = notify_whose,
};
