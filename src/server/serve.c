/* `adjutant serve`: the campaign server.  One HTTP face (libmicrohttpd,
 * a thread per connection so that long-polls just wait) over the same
 * journal and core the terminal uses: a campaign is a session file in the
 * data folder, a role's token opens it with that role's view, commands
 * run through the same dispatcher, and the program rolls the dice here so
 * no client can choose them.  The API is in api.c.
 *
 *   adjutant serve --data DIR [--url URL] new GAME SCENARIO [NAME=VALUE...]
 *        (--url: the server's address in the links beside each token,
 *        kept with the campaign for the tokens issued later)
 *                                                   a campaign + tokens,
 *                                                   with its settings
 *   adjutant serve --data DIR [--url URL] import FILE.adj
 *                                                   a game begun at a table
 *   adjutant serve --data DIR [--url URL] token CAMPAIGN ROLE
 *                                                   reissue one token
 *   adjutant serve --data DIR revoke CAMPAIGN ROLE  revoke one token
 *   adjutant serve --data DIR role add CAMPAIGN SIDE NAME
 *                                                   a commander under a
 *                                                   side, and its token
 *   adjutant serve --data DIR --listen HOST:PORT    serve until SIGTERM
 *        [--rate N]      requests a second per token (default 5000; 0: none)
 *        [--timeout S]   seconds a client has to send a request, or take an
 *                        answer (default 15; see gate.c)
 *        [--connections N]  connections served at once (default 1000)
 *        [--tls-cert PEM --tls-key PEM]   HTTPS (terminals join https://)
 *        [--log FILE]    the request log (default DIR/requests.log; reqlog.c)
 *   adjutant serve --data DIR [--json] list         the campaigns (serve_list.c)
 *   adjutant serve --data DIR remove CAMPAIGN       archive one */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/socket.h>

#include <pthread.h>
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "adj/xalloc.h"
#include "adj/names.h"
#include "adj/num.h"
#include "adj/private.h"
#include "adj/module.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/settings.h"
#include "adj/sha256.h"
#include "adj/stmt_cache.h"
#include "adj/prepare.h"
#include "../cli/cli.h"
#include "server.h"
#include "public_report.h"
#include "reqlog.h"
#include "notify.h"
#include "serve_roster.h"

#define OPERATOR	"operator"	/* who acts by `serve ...` itself */
#define STOP_GRACE	2	/* seconds to stop in, after SIGTERM */

static int
usage(void)
{
	fprintf(stderr, "usage: adjutant serve --data DIR --listen HOST:PORT "
	    "[--rate N] [--timeout S]\n"
	    "           [--connections N]\n"
	    "           [--tls-cert CERT.pem --tls-key KEY.pem] [--log FILE]\n"
	    "       adjutant serve --data DIR [--url URL] new GAME SCENARIO "
	    "[+OPTION...]\n"
	    "           [commanders=ID,...] [advance=umpire|sides]\n"
	    "       adjutant serve --data DIR [--url URL] import FILE.adj\n"
	    "       adjutant serve --data DIR [--url URL] token CAMPAIGN ROLE\n"
	    "       adjutant serve --data DIR revoke CAMPAIGN ROLE\n"
	    "       adjutant serve --data DIR [--url URL] role add CAMPAIGN "
	    "SIDE NAME\n"
	    "       adjutant serve --data DIR module import FILE [--as ID]\n"
	    "       adjutant serve --data DIR module list\n"
	    "       adjutant serve --data DIR [--json] list\n"
	    "       adjutant serve --data DIR remove CAMPAIGN\n");
	return 2;
}

/* A game or scenario by id or unique prefix, as the terminal takes them. */
static int
resolve(sqlite3 *rules, const char *sql, const char *param, const char *typed,
    const char *what, char *out, size_t len)
{
	sqlite3_stmt	*st;
	const char	*ids[64];
	char		*own[64];
	int		 n = 0, hit, i;

	if (sql_prepare(rules, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (param != NULL)
		sqlite3_bind_text(st, 1, param, -1, SQLITE_STATIC);
	while (n < 64 && sqlite3_step(st) == SQLITE_ROW)
		ids[n] = own[n] = xstrdup((const char *)sqlite3_column_text(st,
		    0)), n++;
	sqlite3_finalize(st);
	hit = name_match(typed, ids, NULL, n);
	if (hit >= 0)
		snprintf(out, len, "%s", ids[hit]);
	else
		fprintf(stderr, "adjutant serve: \"%s\" names %s %s (`adjutant "
		    "games` lists them)\n", typed, hit == NAME_NONE ? "no" :
		    "more than one", what);
	for (i = 0; i < n; i++)
		free(own[i]);
	return hit >= 0 ? 0 : -1;
}

/* The address terminals and browsers reach the server at, for the links
 * printed beside each token: --url, kept with the campaign, so that a
 * token issued later (`token`, `role add`) has the same links. */
static const char *public_url;
#define URL_UNKNOWN	"http://HOST:PORT"

/* The campaign's address: the one given now (and kept), else the one it
 * was given before, else a placeholder, said once. */
static const char *
campaign_url(const char *id, char *buf, size_t len)
{
	static int	 said;

	if (public_url != NULL) {
		if (store_campaign_url_set(id, public_url) != 0)
			fprintf(stderr, "adjutant serve: cannot keep %s as "
			    "campaign %s's address\n", public_url, id);
		return public_url;
	}
	if (store_campaign_url(id, buf, len) == 0)
		return buf;
	if (!said++)
		printf("(HOST:PORT in the links below: the server's address, "
		    "which `--url URL` gives, and the campaign keeps.)\n");
	return URL_UNKNOWN;
}

/* --url: http://HOST[:PORT] or https://..., printable, no query or
 * fragment (the token goes after its '#'); a trailing / dropped. */
static int
url_take(const char *arg)
{
	static char	 url[400];
	const char	*rest;
	size_t		 n;

	if (strncmp(arg, "http://", 7) == 0)
		rest = arg + 7;
	else if (strncmp(arg, "https://", 8) == 0)
		rest = arg + 8;
	else
		return -1;
	for (n = 0; rest[n] != '\0'; n++)
		if ((unsigned char)rest[n] <= ' ' || rest[n] == 0x7f ||
		    rest[n] == '#' || rest[n] == '?')
			return -1;
	if (n == 0 || rest[0] == '/' || snprintf(url, sizeof url, "%s", arg) >=
	    (int)sizeof url)
		return -1;
	n = strlen(url);
	if (url[n - 1] == '/')
		url[n - 1] = '\0';
	public_url = url;
	return 0;
}

/* A role's token and, beside it, its two links: the join link a terminal
 * takes whole (`sync join LINK`; the token after '#', which no request
 * carries) and the web page's own link. */
static void
print_token(const char *id, const char *role, const char *tok)
{
	char		 buf[512];
	const char	*url = campaign_url(id, buf, sizeof buf);

	printf("%s %s\n", role, tok);
	printf("  join: adjutant+%s/v1/campaigns/%s#%s\n", url, id, tok);
	printf("  page: %s/v1/campaigns/%s/view?token=%s\n", url, id, tok);
}

/* One token per role of a campaign, printed once (only their hashes are
 * kept), with its links. */
static int
print_tokens(sqlite3 *rules, const char *id)
{
	char	 tok[65], **roles = store_roles(rules, id);
	int	 i, rc = 0;

	for (i = 0; roles != NULL && roles[i] != NULL; i++) {
		if (store_token_issue(id, roles[i], tok) == 0)
			print_token(id, roles[i], tok);
		else
			rc = 1;
		free(roles[i]);
	}
	free(roles);
	return rc;
}

/* A new campaign: its session file, its rule options (+OPTION words, as
 * `new` takes them), its settings (NAME=VALUE words, as `campaign set`
 * takes them), the commanders its data names (commanders=ID,...:
 * serve_roster.c), and its tokens. */
static int
new_campaign(const char *dir, sqlite3 *rules, const char *g, const char *sc,
    int nwords, char **words)
{
	struct session	*s;
	struct reply	 r, ro;
	struct new_words nw;
	struct buf	 opts;
	char		 id[32], err[512], path[4300], game[64], scenario[64];
	char		 made[ROSTER_MAX][ROLE_LEN], tok[65];
	struct rng	 rng;
	sqlite3		*mod = NULL;
	int		 rc, nmade = 0, i;

	/* Checked before anything is made. */
	new_words_split(nwords, words, &nw);
	buf_init(&opts);
	reply_init(&ro);
	rc = 1;
	if (settings_check(nw.nset, nw.set, err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		goto out;
	}
	/* A module of this server's by its id, else a shipped game. */
	if (module_id_ok(g) && module_installed(g)) {
		if ((mod = rules_open_module(g, NULL, err, sizeof err)) ==
		    NULL) {
			fprintf(stderr, "adjutant serve: %s\n", err);
			goto out;
		}
		rules = mod;
		snprintf(game, sizeof game, "%s", g);
	} else if (resolve(rules, "SELECT id FROM game ORDER BY id", NULL, g,
	    "game", game, sizeof game) != 0)
		goto out;
	if (resolve(rules, "SELECT id FROM scenario WHERE game = ?1 ORDER BY "
	    "pos", game, sc, "scenario", scenario, sizeof scenario) != 0)
		goto out;
	if (nw.nopts > 0 && cli_options(rules, game, scenario, nw.opts,
	    nw.nopts, &opts, &ro) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", buf_str(&ro.err));
		goto out;
	}
	if (new_commanders_check(rules, game, buf_str(&opts), nw.commanders,
	    err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		goto out;
	}
	if (store_campaign_new(rules, game, scenario, id, sizeof id, err,
	    sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		goto out;
	}
	rng_init_os(&rng);
	snprintf(path, sizeof path, "%s/%s.adj", dir, id);
	if (session_new(path, rules, &rng, game, scenario, opts.len > 0 ?
	    buf_str(&opts) : NULL, &s, err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		goto out;
	}
	/* A module's campaign plays by the text it began with. */
	if (cli_module_pin(s, err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: campaign %s: %s\n", id, err);
		session_close(s);
		goto out;
	}
	/* The settings are the campaign's first events after its start, so
	 * every role's log says how the campaign is run. */
	reply_init(&r);
	rc = 0;
	/* The operator's doing, named as his in every role's log. */
	snprintf(s->actor, sizeof s->actor, "%s", OPERATOR);
	if (nw.nset > 0 && (journal_begin(s->j) != 0 || campaign_set(s, nw.nset,
	    nw.set, &r) != 0 || journal_commit(s->j) != 0)) {
		fprintf(stderr, "adjutant serve: campaign %s: cannot record "
		    "its settings: %s\n", id, !r.ok ? buf_str(&r.err) :
		    sqlite3_errmsg(journal_db(s->j)));
		journal_rollback(s->j);
		rc = 1;
	}
	/* Its dice committed to from its first command (dice_commit.h). */
	if (rc == 0 && session_dice_start(s) != 0) {
		fprintf(stderr, "adjutant serve: campaign %s: cannot commit to "
		    "its dice: %s\n", id, sqlite3_errmsg(journal_db(s->j)));
		rc = 1;
	}
	/* Its commanders, as the operator's `role add` makes each. */
	if (rc == 0 && nw.commanders != NULL) {
		session_begin_command(s, NULL);
		snprintf(s->actor, sizeof s->actor, "%s", OPERATOR);
		if (journal_begin(s->j) != 0 || new_commanders_add(s,
		    nw.commanders, made, &nmade, &r) != 0 ||
		    session_commit(s, &r) != 0) {
			fprintf(stderr, "adjutant serve: campaign %s: cannot "
			    "record its commanders: %s\n", id, !r.ok ?
			    buf_str(&r.err) : sqlite3_errmsg(journal_db(s->j)));
			journal_rollback(s->j);
			nmade = 0;
			rc = 1;
		}
	}
	session_close(s);
	if (rc == 0) {
		printf("campaign %s (%s, %s)\n%s%s", id, game, scenario,
		    buf_str(&ro.text), buf_str(&r.text));
		rc = print_tokens(rules, id);
		for (i = 0; i < nmade; i++)
			if (store_token_issue(id, made[i], tok) == 0)
				print_token(id, made[i], tok);
			else
				rc = 1;
	}
	reply_free(&r);
out:
	reply_free(&ro);
	buf_free(&opts);
	new_words_free(&nw);
	if (mod != NULL) {
		stmt_forget(mod);
		sqlite3_close(mod);
	}
	return rc;
}

/* `serve --data DIR module import FILE [--as ID]` and `module list`: the
 * server's own copies of the modules its campaigns play, checked as the
 * terminal's `module` checks them. */
static int
module_cmd(sqlite3 *rules, int argc, char **argv)
{
	struct cli	 c;
	struct reply	 r;
	char		 line[4400];
	int		 rc;

	memset(&c, 0, sizeof c);
	c.rules = c.image = rules;
	reply_init(&r);
	if (argc == 2 && strcmp(argv[1], "import") == 0)
		rc = cli_module_import(&c, argv[2], NULL, &r);
	else if (argc == 4 && strcmp(argv[1], "import") == 0 &&
	    strcmp(argv[3], "--as") == 0)
		rc = cli_module_import(&c, argv[2], argv[4], &r);
	else {
		snprintf(line, sizeof line, "module list");
		rc = cli_exec_line(&c, line, &r);
	}
	fputs(buf_str(&r.text), stdout);
	if (!r.ok)
		fprintf(stderr, "adjutant serve: %s\n", buf_str(&r.err));
	reply_free(&r);
	return rc == 0 && r.ok ? 0 : 1;
}

/* A game begun at a table moves to the server: its journal is checked,
 * copied whole (VACUUM INTO: consistent even mid-write), and becomes the
 * campaign; `sync join` from the same file then attaches it in place. */
static int
import_campaign(const char *dir, sqlite3 *rules, const char *file)
{
	struct session	*s;
	sqlite3_stmt	*st;
	struct rng	 rng;
	char		 id[32], err[512], path[4300], *url;
	int		 rc, made;

	rng_init_os(&rng);
	if (session_open(file, rules, &rng, &s, err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		return 1;
	}
	if ((url = journal_meta_get(s->j, "sync.url")) != NULL) {
		fprintf(stderr, "adjutant serve: %s is a terminal's copy of the "
		    "campaign at %s, not a game of its own\n", file, url);
		free(url);
		session_close(s);
		return 1;
	}
	if (journal_verify(s->j, err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s does not verify: %s\n", file,
		    err);
		session_close(s);
		return 1;
	}
	if (store_campaign_new(rules, s->game, s->scenario, id, sizeof id, err,
	    sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		session_close(s);
		return 1;
	}
	snprintf(path, sizeof path, "%s/%s.adj", dir, id);
	/* VACUUM INTO fills an empty file: one made owner-only (private.c). */
	made = private_create(path) == 0;
	rc = !made ? SQLITE_CANTOPEN : sql_prepare(journal_db(s->j),
	    "VACUUM INTO ?1", -1, &st, NULL);
	if (rc == SQLITE_OK) {
		sqlite3_bind_text(st, 1, path, -1, SQLITE_STATIC);
		rc = sqlite3_step(st) == SQLITE_DONE ? SQLITE_OK : SQLITE_ERROR;
		sqlite3_finalize(st);
	}
	if (rc != SQLITE_OK) {
		fprintf(stderr, "adjutant serve: cannot copy %s: %s\n", file,
		    rc == SQLITE_CANTOPEN ? strerror(errno) :
		    sqlite3_errmsg(journal_db(s->j)));
		if (made)
			journal_remove_files(path);
		session_close(s);
		return 1;
	}
	printf("campaign %s (%s, %s) from %s: %lld events\n", id, s->game,
	    s->scenario, file, (long long)journal_last_seq(s->j));
	session_close(s);
	return print_tokens(rules, id);
}

/* A campaign's session, opened from its file in the data folder. */
static struct session *
campaign_open(const char *dir, sqlite3 *rules, const char *id)
{
	struct session	*s;
	struct rng	 rng;
	char		 path[4300], err[512];

	rng_init_os(&rng);
	snprintf(path, sizeof path, "%s/%s.adj", dir, id);
	if (session_open(path, rules, &rng, &s, err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		return NULL;
	}
	return s;
}

/* Is role a commander the campaign's journal has? */
static int
commander_known(const char *dir, sqlite3 *rules, const char *id,
    const char *role)
{
	struct session	*s;
	int		 known;

	if (strchr(role, '/') == NULL || (s = campaign_open(dir, rules,
	    id)) == NULL)
		return 0;
	known = role_commander(s, role);
	session_close(s);
	return known;
}

/* `role add CAMPAIGN SIDE NAME`: a commander under a side, recorded in
 * the campaign's journal, and its token.  While the server runs the
 * campaign its file is the server's: the umpire adds one from a joined
 * terminal then (`campaign role add`, POST roles). */
static int
role_cmd(const char *dir, sqlite3 *rules, const char *id, const char *side,
    const char *name)
{
	struct session	*s;
	struct reply	 r;
	char		 role[ROLE_LEN], tok[65];
	int		 rc = 1;

	json_t		*info = store_campaign_info(id);

	if (info == NULL) {
		fprintf(stderr, "adjutant serve: no campaign %s here\n", id);
		return 1;
	}
	json_decref(info);
	if ((s = campaign_open(dir, rules, id)) == NULL)
		return 1;
	if (journal_hold(s->j, 1) != 0) {
		fprintf(stderr, "adjutant serve: campaign %s is being served: the "
		    "umpire adds a commander from a joined terminal (`campaign "
		    "role add SIDE NAME`)\n", id);
		session_close(s);
		return 1;
	}
	reply_init(&r);
	session_begin_command(s, NULL);
	/* The operator's doing, named as his in every role's log and the
	 * Meanwhile lines of the terminals that hear of it. */
	snprintf(s->actor, sizeof s->actor, "%s", OPERATOR);
	if (journal_begin(s->j) != 0 || role_add(s, side, name, role,
	    sizeof role, &r) != 0 || session_commit(s, &r) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", !r.ok ? buf_str(&r.err) :
		    sqlite3_errmsg(journal_db(s->j)));
		journal_rollback(s->j);
	} else if (store_token_issue(id, role, tok) == 0) {
		printf("%s", buf_str(&r.text));
		print_token(id, role, tok);
		rc = 0;
	} else
		fprintf(stderr, "adjutant serve: %s is recorded, but no token "
		    "could be made: `adjutant serve --data %s token %s %s` "
		    "tries again\n", role, dir, id, role);
	reply_free(&r);
	session_close(s);
	return rc;
}

/* `token` (reissue) or `revoke` one role's token. */
static int
token_cmd(const char *dir, sqlite3 *rules, const char *verb, const char *id,
    const char *role)
{
	char	**roles = store_roles(rules, id), tok[65];
	int	 i, known = 0;

	if (roles == NULL) {
		fprintf(stderr, "adjutant serve: no campaign %s here\n", id);
		return 1;
	}
	for (i = 0; roles[i] != NULL; i++) {
		known |= strcmp(roles[i], role) == 0;
		free(roles[i]);
	}
	free(roles);
	if (!known && !commander_known(dir, rules, id, role)) {
		fprintf(stderr, "adjutant serve: \"%s\" is not a role of campaign "
		    "%s: umpire, a side, a commander (SIDE/NAME), or "
		    "observer\n", role, id);
		return 1;
	}
	if (strcmp(verb, "revoke") == 0) {
		if (store_token_revoke(id, role) != 0)
			return 1;
		printf("%s: token revoked\n", role);
		return 0;
	}
	if (store_token_issue(id, role, tok) != 0)
		return 1;
	print_token(id, role, tok);
	return 0;
}

/* A whole PEM file, for the TLS options (malloc'd), or NULL. */
static char *
slurp(const char *path)
{
	FILE	*f = fopen(path, "r");
	char	*s = NULL;
	long	 n;

	if (f == NULL)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) > 0 && n < 1 << 20 &&
	    fseek(f, 0, SEEK_SET) == 0 && (s = xmalloc((size_t)n + 1)) != NULL) {
		if (fread(s, 1, (size_t)n, f) != (size_t)n) {
			free(s);
			s = NULL;
		} else
			s[n] = '\0';
	}
	fclose(f);
	return s;
}

/* Stopping within STOP_GRACE seconds, whatever still runs: a batch that
 * runs long would otherwise keep the server (and the connections queued
 * behind it) for as long as it takes.  Leaving without it loses nothing
 * acknowledged: an answer is sent only after its batch's commit, and a
 * transaction not committed is not in the file when it is next opened
 * (WAL); a client that had no answer sends again, and a command that
 * was committed is answered from its stored answer. */
static struct {
	pthread_mutex_t	 lock;
	pthread_cond_t	 done;
	pthread_t	 thread;
	int		 stopped;
} W = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, 0, 0 };

static void *
stop_watch(void *arg)
{
	struct timespec	 at;
	int		 rc = 0;

	(void)arg;
	clock_gettime(CLOCK_REALTIME, &at);
	at.tv_sec += STOP_GRACE;
	pthread_mutex_lock(&W.lock);
	while (!W.stopped && rc != ETIMEDOUT)
		rc = pthread_cond_timedwait(&W.done, &W.lock, &at);
	if (!W.stopped) {
		fprintf(stderr, "adjutant serve: requests still running %d s "
		    "after the signal: stopped without them (a command not "
		    "answered is recorded whole or not at all)\n", STOP_GRACE);
		_exit(1);
	}
	pthread_mutex_unlock(&W.lock);
	return NULL;
}

static int
listen_on(const char *spec, const char *dir, const char *certfile,
    const char *keyfile, const char *logfile)
{
	struct sockaddr_in	 sa;
	struct MHD_Daemon	*d;
	struct rlimit		 nofile;
	char			 host[256], *cert = NULL, *key = NULL,
				 err[4400], logpath[4200];
	int			 port, sig, lockfd, watching;
	/* poll, not select: each connection's thread waits on its one
	 * socket, and select's cost grows with the highest descriptor
	 * (hundreds of clients) and cannot take one above FD_SETSIZE. */
	unsigned		 flags = MHD_USE_THREAD_PER_CONNECTION |
				    MHD_USE_INTERNAL_POLLING_THREAD |
				    MHD_USE_POLL | MHD_USE_ERROR_LOG;
	sigset_t		 set;

	/* Port 0: one the system picks, printed below (tests use it). */
	if (sscanf(spec, "%255[^:]:%d", host, &port) != 2 || port < 0 ||
	    port > 65535)
		return usage();
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)port);
	if (inet_pton(AF_INET, strcmp(host, "localhost") == 0 ? "127.0.0.1" :
	    host, &sa.sin_addr) != 1) {
		fprintf(stderr, "adjutant serve: \"%s\" is not an IPv4 address\n",
		    host);
		return 2;
	}
	if ((certfile == NULL) != (keyfile == NULL))
		return usage();
	/* One server per data folder: each keeps its campaigns' state in
	 * memory, so a second one would fold a journal the first is
	 * writing (each campaign's file is also held: journal_hold). */
	if ((lockfd = serve_lock(dir)) < 0) {
		fprintf(stderr, "adjutant serve: another `adjutant serve` is using "
		    "%s\n", dir);
		return 1;
	}
	if (certfile != NULL) {
		if ((cert = slurp(certfile)) == NULL ||
		    (key = slurp(keyfile)) == NULL) {
			fprintf(stderr, "adjutant serve: cannot read %s\n",
			    cert == NULL ? certfile : keyfile);
			free(cert);
			return 1;
		}
		flags |= MHD_USE_TLS;
		server_opts.tls = 1;
	}
	/* SIGTERM and SIGINT are waited for here, not delivered to threads:
	 * blocked before the first thread (the request log's) starts. */
	sigemptyset(&set);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGINT);
	pthread_sigmask(SIG_BLOCK, &set, NULL);
	signal(SIGPIPE, SIG_IGN);
	if (logfile == NULL)
		snprintf(logpath, sizeof logpath, "%s/requests.log", dir);
	if (reqlog_open(logfile != NULL ? logfile : logpath, err,
	    sizeof err) != 0 || mhd_load(err, sizeof err) != 0) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		reqlog_close();
		free(cert);
		free(key);
		return 1;
	}
	campaigns_init(dir);
	/* Tokens kept in memory while the store is unchanged; without the
	 * watch, each is looked up in the store as before. */
	if (store_watch() != 0)
		fprintf(stderr, "adjutant serve: cannot watch %s/server.db: "
		    "every request's token is read from it\n", dir);
	/* Every command hashes its events and every request its token:
	 * libcrypto's SHA-256 (the CPU's SHA instructions) for a process
	 * that runs for hours; the built-in one serves if it cannot load. */
	sha256_platform();
	/* A descriptor for each connection, and some for the files. */
	if (getrlimit(RLIMIT_NOFILE, &nofile) == 0 && nofile.rlim_cur <
	    server_opts.connections + GATE_SLACK + 256) {
		nofile.rlim_cur = nofile.rlim_max;
		setrlimit(RLIMIT_NOFILE, &nofile);
	}
	if (gate_start(server_opts.timeout, server_opts.connections) != 0 ||
	    notify_start() != 0) {
		fprintf(stderr, "adjutant serve: cannot start a thread\n");
		gate_stop();
		notify_stop();
		reqlog_close();
		free(cert);
		free(key);
		return 1;
	}
	/* The gate (gate.c) gives each request a deadline and each
	 * connection its place; libmicrohttpd's own limit leaves room for
	 * the connections the gate has cut and that are closing, and its
	 * idle timeout is the same as the gate's deadline. */
	d = mhd.start_daemon(flags, 0, gate_admit, NULL, api_handle, NULL,
	    MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa,
	    MHD_OPTION_NOTIFY_COMPLETED, api_done, NULL,
	    MHD_OPTION_NOTIFY_CONNECTION, gate_notify, NULL,
	    MHD_OPTION_CONNECTION_TIMEOUT, server_opts.timeout,
	    MHD_OPTION_CONNECTION_LIMIT, server_opts.connections + GATE_SLACK,
	    MHD_OPTION_LISTEN_BACKLOG_SIZE, (unsigned)512,
	    cert != NULL ? MHD_OPTION_HTTPS_MEM_CERT : MHD_OPTION_END, cert,
	    MHD_OPTION_HTTPS_MEM_KEY, key, MHD_OPTION_END);
	if (d == NULL) {
		fprintf(stderr, "adjutant serve: cannot listen on %s%s\n", spec,
		    cert != NULL ? " (or the certificate and key do not "
		    "match)" : "");
		gate_stop();
		reqlog_close();
		free(cert);
		free(key);
		return 1;
	}
	{
		const union MHD_DaemonInfo *info = mhd.get_daemon_info(d,
		    MHD_DAEMON_INFO_BIND_PORT);

		if (info != NULL && info->port != 0)
			port = info->port;
	}
	printf("adjutant serve: listening on %s:%d (%s), data in %s\n", host,
	    port, cert != NULL ? "https" : "http", dir);
	fflush(stdout);
	/* Deadlines fall due whoever is connected (deadlines.c). */
	if (deadlines_start() != 0)
		fprintf(stderr, "adjutant serve: cannot start the deadline "
		    "timer: deadlines wait for `deadline due`\n");
	sigwait(&set, &sig);
	/* Wake the long-polls and refuse the commands still queued, then
	 * stop: every acknowledged command is already committed in its
	 * journal. */
	watching = pthread_create(&W.thread, NULL, stop_watch, NULL) == 0;
	campaigns_wake();
	deadlines_stop();
	mhd.stop_daemon(d);
	gate_stop();
	notify_stop();
	if (watching) {
		pthread_mutex_lock(&W.lock);
		W.stopped = 1;
		pthread_cond_signal(&W.done);
		pthread_mutex_unlock(&W.lock);
		pthread_join(W.thread, NULL);
	}
	campaigns_close();
	public_report_close();
	reqlog_close();
	free(cert);
	free(key);
	close(lockfd);
	printf("adjutant serve: stopped\n");
	return 0;
}

int
serve_main(int argc, char **argv)
{
	const char	*data = NULL, *listen = NULL, *cert = NULL, *key = NULL,
			*logfile = NULL;
	char		 err[512], *end;
	sqlite3		*rules;
	int		 i, n, rc, rest = argc, json = 0;

	/* No count of SQLite's memory, which nothing reads: each allocation
	 * of every connection paid for it with one global lock, and a read
	 * run at the lowest priority (yielding.c), preempted while it held
	 * that lock, stalled every command behind it.  Before SQLite's first
	 * use. */
	sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
	/* Each command of a batch runs in a savepoint, whose statement
	 * journal SQLite keeps in memory in chunks of its spill size (64 KB
	 * by default): a fresh 64 KB allocation for every command that
	 * wrote, and glibc consolidated its free lists for each.  Kept in
	 * memory in small chunks instead: a command's savepoint holds the
	 * few pages it changed. */
	sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, -1);
	/* Those chunks are a little over 1 KB, and glibc empties its fast
	 * free lists into the others (malloc_consolidate) before every
	 * allocation that size while they hold anything: several times for
	 * each command, a tenth of the allocator's time under appends.  With
	 * no fast lists (each thread's small cache stays) there is nothing
	 * to empty: appends at 50 clients ran faster in 13 of 18 rounds
	 * alternating with the lists kept, the medians 3 to 5% higher. */
	mallopt(M_MXFAST, 0);
	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "--data") == 0 && i + 1 < argc)
			data = argv[++i];
		else if (strcmp(argv[i], "--listen") == 0 && i + 1 < argc)
			listen = argv[++i];
		else if (strcmp(argv[i], "--url") == 0 && i + 1 < argc) {
			if (url_take(argv[++i]) != 0) {
				fprintf(stderr, "adjutant serve: --url \"%s\": "
				    "expected the address terminals reach this "
				    "server at, http://HOST:PORT or https://HOST\n",
				    argv[i]);
				return 2;
			}
		}
		else if (strcmp(argv[i], "--log") == 0 && i + 1 < argc)
			logfile = argv[++i];
		else if (strcmp(argv[i], "--json") == 0)
			json = 1;
		else if (strcmp(argv[i], "--tls-cert") == 0 && i + 1 < argc)
			cert = argv[++i];
		else if (strcmp(argv[i], "--tls-key") == 0 && i + 1 < argc)
			key = argv[++i];
		else if (strcmp(argv[i], "--rate") == 0 && i + 1 < argc) {
			/* A rate may have a fraction; "nan" and "inf", which
			 * strtod takes, would refuse every request. */
			server_opts.rate = strtod(argv[++i], &end);
			if (end == argv[i] || *end != '\0' ||
			    !isfinite(server_opts.rate) || server_opts.rate < 0 ||
			    server_opts.rate > 1e9)
				return usage();
		} else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc) {
			if (num_int(argv[++i], 1, 3600, &n) != 0)
				return usage();
			server_opts.timeout = (unsigned)n;
		} else if (strcmp(argv[i], "--connections") == 0 &&
		    i + 1 < argc) {
			if (num_int(argv[++i], 1, 10000, &n) != 0)
				return usage();
			server_opts.connections = (unsigned)n;
		} else {
			rest = i;
			break;
		}
	if (data == NULL)
		return usage();
	/* The modules its campaigns play are the server's own copies. */
	snprintf(err, sizeof err, "%s/modules", data);
	module_dir_set(err);
	/* Reading or removing makes nothing: a mistyped folder is said to
	 * be one, not made into an empty one. */
	if (rest < argc && (strcmp(argv[rest], "list") == 0 ||
	    strcmp(argv[rest], "remove") == 0)) {
		snprintf(err, sizeof err, "%s/server.db", data);
		if (access(err, F_OK) != 0) {
			fprintf(stderr, "adjutant serve: %s holds no campaigns (no "
			    "server.db): expected the folder `serve --data DIR new` "
			    "made\n", data);
			return 1;
		}
	}
	if (store_open(data, err, sizeof err) != 0 ||
	    (rules = rules_open(err, sizeof err)) == NULL) {
		fprintf(stderr, "adjutant serve: %s\n", err);
		store_close();
		return 1;
	}
	if (rest + 1 < argc && strcmp(argv[rest], "module") == 0 &&
	    ((rest + 3 == argc && strcmp(argv[rest + 1], "import") == 0) ||
	    (rest + 5 == argc && strcmp(argv[rest + 1], "import") == 0 &&
	    strcmp(argv[rest + 3], "--as") == 0) || (rest + 2 == argc &&
	    strcmp(argv[rest + 1], "list") == 0)))
		rc = module_cmd(rules, argc - rest - 1, argv + rest);
	else if (rest + 3 <= argc && strcmp(argv[rest], "new") == 0)
		rc = new_campaign(data, rules, argv[rest + 1], argv[rest + 2],
		    argc - rest - 3, argv + rest + 3);
	else if (rest + 2 == argc && strcmp(argv[rest], "import") == 0)
		rc = import_campaign(data, rules, argv[rest + 1]);
	else if (rest + 3 == argc && (strcmp(argv[rest], "token") == 0 ||
	    strcmp(argv[rest], "revoke") == 0))
		rc = token_cmd(data, rules, argv[rest], argv[rest + 1],
		    argv[rest + 2]);
	else if (rest + 5 == argc && strcmp(argv[rest], "role") == 0 &&
	    strcmp(argv[rest + 1], "add") == 0)
		rc = role_cmd(data, rules, argv[rest + 2], argv[rest + 3],
		    argv[rest + 4]);
	else if (rest + 1 == argc && strcmp(argv[rest], "list") == 0)
		rc = serve_list(data, rules, json);
	else if (rest + 2 == argc && strcmp(argv[rest], "remove") == 0)
		rc = serve_remove(data, argv[rest + 1]);
	else if (listen != NULL && rest == argc)
		rc = listen_on(listen, data, cert, key, logfile);
	else
		rc = usage();
	/* Tokens are printed once (only their hashes are kept): output that
	 * never reached its reader is a failure, with the way to new ones. */
	errno = 0;
	if (listen == NULL && (fflush(stdout) != 0 || ferror(stdout))) {
		fprintf(stderr, "adjutant serve: cannot write the output (%s): a "
		    "token printed there is lost; `adjutant serve --data %s token "
		    "CAMPAIGN ROLE` issues a new one\n", strerror(errno != 0 ?
		    errno : EIO), data);
		rc = 1;
	}
	stmt_forget(rules);
	sqlite3_close(rules);
	store_close();
	return rc;
}
