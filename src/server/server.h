/* The campaign server (`adjutant serve`): a store of campaigns and their
 * role tokens, campaigns run with group commit, and an HTTP face over the
 * same journal and core the terminal uses. */
#ifndef ADJ_SERVER_H
#define ADJ_SERVER_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include <jansson.h>
#include <sqlite3.h>
#include <microhttpd.h>

/* Options of `serve --listen`. */
struct server_opts {
	double	 rate;		/* requests a second per token; 0: no limit */
	unsigned timeout;	/* seconds a client has for a request (gate.c) */
	unsigned connections;	/* connections served at once */
	int	 tls;		/* HTTPS: nothing is written to a socket raw */
};
extern struct server_opts server_opts;

/* The store (store.c): DIR/server.db holds the campaigns and the hashes
 * of their role tokens; each campaign's game is DIR/ID.adj. */
int	 store_open(const char *dir, char *err, size_t);
void	 store_close(void);
/* Keep the tokens requests show in memory while the store's files are
 * unchanged (token_cache.c): 0, or -1 when they cannot be watched. */
int	 store_watch(void);
/* A new campaign's id into id (its session file is the caller's). */
int	 store_campaign_new(sqlite3 *rules, const char *game,
	    const char *scenario, char *id, size_t, char *err, size_t);
/* Call fn with the id of every campaign. */
int	 store_campaign_each(void (*)(const char *, void *), void *);
/* {campaign, game, scenario} of a campaign, or NULL. */
json_t	*store_campaign_info(const char *campaign);
/* Every campaign, archived ones too: [{campaign, game, scenario,
 * created, archived}] (archived: when, or null), or NULL. */
json_t	*store_campaign_list(void);
/* `serve remove`: the campaign is archived (its files and rows kept), is
 * served no more and its tokens are gone; 0, 1 when there is no such
 * campaign here (or it is archived), -1 on a store error.  Until then
 * store_campaign_each, _info and token_check know it; after, only
 * store_campaign_list. */
int	 store_campaign_archive(const char *campaign);
/* The roles of a campaign: umpire, each side, observer (NULL-ended,
 * malloc'd), or NULL when there is no such campaign. */
char	**store_roles(sqlite3 *rules, const char *campaign);
/* Issue (or reissue, revoking the old) the token of a role: the token
 * into tok (65 bytes); only its hash is kept. */
int	 store_token_issue(const char *campaign, const char *role,
	    char tok[65]);
int	 store_token_revoke(const char *campaign, const char *role);
/* The address a campaign was given (`serve --url URL ...`), kept for the
 * links printed beside its tokens later: set, or read into out (-1 when
 * none was ever given). */
int	 store_campaign_url_set(const char *campaign, const char *url);
int	 store_campaign_url(const char *campaign, char *out, size_t);
/* The campaign and role a presented token opens, or -1. */
int	 store_token_check(const char *token, char *campaign, size_t,
	    char *role, size_t);

/* Campaigns (campaign.c). */
struct campaign;
void	 campaigns_init(const char *dir);
struct campaign *campaign_get(const char *id, char *err, size_t);
/* The campaign of id if it is loaded (a request opened it), else NULL:
 * nothing is loaded. */
struct campaign *campaign_loaded(const char *id);
void	 campaigns_wake(void);
void	 campaigns_close(void);
/* Status as the role sees it; the HTTP status into *status. */
/* The text of the module the campaign's game is (every role's to read:
 * its terminal folds its copy by it), with its SHA-256; 404 for a
 * shipped game's campaign. */
json_t	*campaign_module(struct campaign *, unsigned *status);
json_t	*campaign_state(struct campaign *, const char *role,
	    unsigned *status);
json_t	*campaign_events(struct campaign *, const char *role, long long after,
	    int wait, int limit);
json_t	*campaign_report(struct campaign *, const char *role);
/* A reader of the campaign in role's view, caught up (reading.c), for
 * whatever reads the whole game beside the writer; NULL with err and the
 * HTTP status.  Given back with campaign_reader_give. */
struct cli;
struct cli *campaign_reader(struct campaign *, const char *role,
	    unsigned *status, char *err, size_t);
void	 campaign_reader_give(struct campaign *, struct cli *);
/* The umpire's copy of a player-aid table ({"table", "csv", "partial"}),
 * stored with the campaign and used at once; the HTTP status into
 * *status. */
json_t	*campaign_import_table(struct campaign *, const char *role,
	    json_t *body, unsigned *status);
/* Is role one of the campaign's now (a commander: while its journal has
 * him; the umpire, a side, the observer: always)? */
int	 campaign_has_role(struct campaign *, const char *role);
/* The umpire's commanders: {"side", "name"} adds one under a side,
 * {"role"} reissues one's token; the token is in the answer only. */
json_t	*campaign_role(struct campaign *, const char *role, json_t *body,
	    unsigned *status);
/* Has a deadline on an owed choice fallen due by now? */
int	 campaign_deadline_due(struct campaign *, time_t now);
/* The server's deadline timer (deadlines.c): one thread for every
 * campaign, stopped within a second. */
int	 deadlines_start(void);
void	 deadlines_stop(void);
/* Run a command line as role (queued, group-committed); the answer, and
 * its HTTP status into status. */
json_t	*campaign_command(struct campaign *, const char *role,
	    const char *line, const char *client, json_t *expect,
	    json_t *after, unsigned *status);

/* libmicrohttpd's functions, loaded by mhd_load() (mhd.c). */
struct mhd {
	struct MHD_Daemon *(*start_daemon)(unsigned, uint16_t,
	    MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback,
	    void *, ...);
	void	 (*stop_daemon)(struct MHD_Daemon *);
	const union MHD_DaemonInfo *(*get_daemon_info)(struct MHD_Daemon *,
	    enum MHD_DaemonInfoType, ...);
	const union MHD_ConnectionInfo *(*get_connection_info)(
	    struct MHD_Connection *, enum MHD_ConnectionInfoType, ...);
	const char *(*lookup_connection_value)(struct MHD_Connection *,
	    enum MHD_ValueKind, const char *);
	struct MHD_Response *(*create_response_from_buffer)(size_t, void *,
	    enum MHD_ResponseMemoryMode);
	struct MHD_Response *(*create_response_from_fd64)(uint64_t, int);
	enum MHD_Result (*add_response_header)(struct MHD_Response *,
	    const char *, const char *);
	enum MHD_Result (*queue_response)(struct MHD_Connection *, unsigned,
	    struct MHD_Response *);
	void	 (*destroy_response)(struct MHD_Response *);
};
extern struct mhd mhd;
int	 mhd_load(char *err, size_t);

/* Deadlines and places for connections (gate.c): the accept policy
 * and connection notifier of the daemon; gate_turn says whose turn it is
 * (1: the server answers, no deadline; 0: the client's, from now). */
#define GATE_SLACK	64	/* cut connections still closing */
int	 gate_start(unsigned timeout, unsigned max);
void	 gate_stop(void);
enum MHD_Result gate_admit(void *, const struct sockaddr *, socklen_t);
void	 gate_notify(void *, struct MHD_Connection *, void **,
	    enum MHD_ConnectionNotificationCode);
void	 gate_turn(struct MHD_Connection *, int server);
/* Whose a connection is, once its request's token says so: a role's many
 * connections push out each other first when the places are full. */
void	 gate_owner(struct MHD_Connection *, const char *campaign,
	    const char *role);
/* Room for one more long-poll (or report) of this campaign's role: 0,
 * or -1. */
int	 gate_wait_begin(const char *campaign, const char *role);
void	 gate_wait_end(const char *campaign, const char *role);
/* Room for one more of any other request of this campaign's role on the
 * server's turn (a command queued, a read): 0, or -1. */
int	 gate_enter(const char *campaign, const char *role);
void	 gate_leave(const char *campaign, const char *role);
double	 monotonic_s(void);	/* seconds, for intervals */

/* Who is connected (presence.c): a role's request seen now; wait 1 when
 * it opens a long-poll, -1 when that ends, 0 for any other request. */
void	 presence_seen(const char *campaign, const char *role, int wait);
/* [{role, last_seen, ago, waiting, connected}] of a campaign. */
json_t	*presence_json(const char *campaign);

/* The command entry a line's first word names among every game's
 * commands, or NULL (none, more than one, an empty line or a comment);
 * *doubt when quotes in that word leave it to the dispatcher
 * (first_word.c). */
struct cmd_entry;
const struct cmd_entry *first_entry(const char *line, int *doubt);

/* The HTTP handlers (api.c). */
enum MHD_Result api_handle(void *, struct MHD_Connection *, const char *,
	    const char *, const char *, const char *, size_t *, void **);
void	 api_done(void *, struct MHD_Connection *, void **,
	    enum MHD_RequestTerminationCode);

/* The operator's commands on a data folder (serve_list.c): `list`
 * (--json: one JSON object) and `remove`; exit statuses. */
int	 serve_list(const char *dir, sqlite3 *rules, int json);
int	 serve_remove(const char *dir, const char *campaign);
/* One server per data folder: DIR/serve.lock taken (its descriptor,
 * held for as long as the folder is served or changed), or -1 when
 * another process has it. */
#define SERVE_LOCK	"serve.lock"
int	 serve_lock(const char *dir);

/* `adjutant serve ...`: returns the exit status. */
int	 serve_main(int argc, char **argv);

#endif
