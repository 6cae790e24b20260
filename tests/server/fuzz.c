/* A fuzz test of the campaign server's HTTP face, over plain TCP (an HTTP
 * library would refuse to send most of what matters here).
 *
 *   fuzz PORT CAMPAIGN TOKEN OBSERVER_TOKEN SEED COUNT
 *   fuzz PORT CAMPAIGN TOKEN OBSERVER_TOKEN SEED slow
 *
 * Request i is made from (SEED, i) alone: a run sends the same bytes every
 * time, whatever order its threads send them in, and a failed request can
 * be printed again from its number.  Kinds: (a) random bytes; (b) hostile
 * JSON bodies for POST commands; (c) hostile headers, methods, versions,
 * framing; (d) odd addresses and query strings; (e) valid requests, so
 * that the real code paths run in between.  Requests are templates in
 * which {X} stands for a part chosen at random (see expand()).
 *
 * Checks: no answer is a 5xx but 503 (or 505, libmicrohttpd's own answer
 * to an HTTP version it does not speak); every JSON body is an object
 * starting {"ok":; a closed connection is fine; afterwards GET state is
 * still answered with 200.  `slow`: clients stalled half-way must be cut
 * off by the server's --timeout 3 within 5 seconds. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../loopback.h"

#define THREADS		8	/* concurrency: races show under ASan */
#define RECV_TIMEOUT	8	/* seconds, well over the server's 3 */
#define PICK(r, a)	((a)[below(r, sizeof (a) / sizeof (a)[0])])

static int	 port;
static const char *camp, *tok, *obs;
static unsigned long long seed;

/* Parts of requests.  Hostile numbers serve as JSON values, header values
 * and query arguments alike. */
static const char *nums[] = { "0", "-1", "1", "99999999999999999999",
	"9223372036854775807", "9223372036854775806", "-9223372036854775808",
	"18446744073709551616", "2147483648", "4294967297", "1e999", "1.5",
	"0x10", "+1", "--1", "abc", "", "00000000001", "1%00", "%2d1", " 5" };
static const char *vals[] = { "5", "null", "[]", "{}", "true", "\"\"", "{n}",
	"\"\\u0000\"", "\"\\ud800\"", "\"\xff\xfe\"", "\"\xc0\x80\"", "\"a\\nb\"",
	"\"note\\u0000x\"", "\"fz\"", "\"status\"", "\"{X}\"" };
static const char *waits[] = { "abc", "-1", "0", "1", "", "99999999999999999999" };
static const size_t sizes[] = { 1, 100, 101, 1000, 1001, 2049, 10000, 66000 };
/* Game commands, real ones so that the dispatcher runs them, some with
 * hostile numbers. */
static const char *lines[] = { "status", "next", "pass", "undo", "cup", "log",
	"log verify", "log --turn {n} rolls", "track vp +1", "track vp +{n}",
	"note fuzz", "note %s%n%x", "roll d66", "roll d66 roll={n}", "draw",
	"lookup break-test cr={n} roll={n}", "fire 10 long woods roll={n}",
	"close 3 4 att=7 def=7 roll={n}", "panic 1 C-unit={n}", "absorb {n} "
	"fresh=2", "key union stand", "control 2613 csa", "impulse ?", "plot vp",
	"compute casualty-vp union_sp={n} add", "casualty Hooker roll={n}", "",
	"export /tmp/x.md", "status --at {n}",
	/* The umpire's override before the command's own words (the
	 * server once died on it). */
	"draw step=fuzz fog", "draw step={n} {n} {n}" };
/* (b) JSON bodies for POST commands. */
static const char *bodies[] = {
	"{\"line\":\"status\",\"expect_seq\":{n},\"after\":{n}}",
	"{\"line\":{v},\"client_id\":{v},\"expect_seq\":{v}}",
	"{\"line\":\"status\",\"client_id\":{v},\"after\":{v}}",
	"{\"line\":{D}", "{D}", "{v}", "", "  ", "{\"line\":\"note a{0}b\"}",
	"{\"line\":\"note \xff\xfe\xc0\x80\xed\xa0\x80\"}",
	"{\"line\":\"note {X}\"}",
	"{\"line\":\"status\",\"client_id\":\"{X}\"}",
	"{\"line\":\"note one\",\"line\":{v},\"after\":1,\"after\":{n}}",
	"{\"line\":\"{l}\",\"client_id\":\"fz-{s}\",\"after\":{n}}" };
/* (c) Whole requests with one fault in their head or framing. */
#define GET_S	"GET /v1/campaigns/{C}/state HTTP/1.1\r\nHost: x\r\n"
#define POST_C	"POST /v1/campaigns/{C}/commands HTTP/1.1\r\nHost: x\r\n"
#define AUTH	"Authorization: Bearer {T}\r\n"
#define LINE	"{\"line\":\"status\"}"
static const char *faults[] = { GET_S AUTH "X-Long: {L}\r\n\r\n",
	POST_C AUTH "Content-Length: {#}\r\n{H}\r\n" LINE,
	POST_C AUTH "Content-Length: {n}\r\n\r\n" LINE,
	POST_C AUTH "Content-Length: 1000\r\n\r\n" LINE,
	POST_C AUTH "Content-Length: 17\r\nContent-Length: {n}\r\n\r\n" LINE,
	GET_S AUTH "Authorization: Bearer {t}\r\n\r\n",
	GET_S "Authorization: Bearer {t}\r\n" AUTH "\r\n",
	GET_S "Authorization: Bearer {t}\r\n\r\n",
	GET_S "Authorization: {a}\r\n\r\n",
	"{m} /v1/campaigns/{C}/state HTTP/1.1\r\nHost: x\r\n" AUTH "\r\n",
	"{m} /v1/campaigns/{C}/commands HTTP/1.1\r\nHost: x\r\n" AUTH
	    "Content-Length: {#}\r\n\r\n" LINE,
	"GET /v1/campaigns/{C}/state {V}\r\nHost: x\r\n" AUTH "\r\n",
	"POST /v1/campaigns/{C}/commands {V}\r\nHost: x\r\n" AUTH
	    "Content-Length: {#}\r\n\r\n" LINE,
	POST_C AUTH "Transfer-Encoding: chunked\r\n\r\n{k}",
	POST_C AUTH "Transfer-Encoding: chunked\r\nContent-Length: 17\r\n\r\n{k}",
	GET_S AUTH "Transfer-Encoding: chunked\r\n\r\n{k}",
	"GET /v1/campaigns/{C}/state HTTP/1.1\nHost: x\n"
	    "Authorization: Bearer {T}\n\n",
	"GET /v1/campaigns/{C}/state HTTP/1.1\r\n" AUTH "\r\n", GET_S AUTH "{o}\r\n",
	POST_C AUTH "Expect: 100-continue\r\nContent-Length: {#}\r\n\r\n" LINE };
static const char *auths[] = { "Basic YWRtaW46YWRtaW4=", "Bearer", "Bearer ",
	"bearer {T}", "BEARER {T}", "Bearer  {T}", "Bearer {T} ", "Bearer {T}x",
	"Bearer {T}{T}", "{T}", "Bearer {C}", "Bearer {T}{0}" };
static const char *methods[] = { "PUT", "DELETE", "OPTIONS", "HEAD", "PATCH",
	"FOO", "get", "CONNECT", "TRACE", "G ET", "", "GET", "POST" };
static const char *versions[] = { "HTTP/1.2", "HTTP/2.0", "HTTP/0.9", "HTTP/1",
	"HTTX/1.1", "http/1.1", "", "HTTP/1.1 x", "HTTP/1.0", "HTTP/9999999999.1" };
static const char *chunks[] = { "zz\r\n{}\r\n0\r\n\r\n", "-1\r\n{}\r\n",
	"fffffffffffffffffff\r\n{}\r\n0\r\n\r\n", "5\r\n{\"lin\r\n", "7fffffff\r\nx",
	"100\r\nshort\r\n", "0\r\n\r\n", "5;x=\"y\r\n{\"lin\r\n0\r\n\r\n",
	"2\r\n{}\r\n0\r\nX-T: 1\r\n\r\n", "11\r\n" LINE "\r\n0\r\n\r\n" };
static const char *odd[] = { "X-Nul: a{0}b\r\n", "NoColon\r\n", " folded\r\n",
	"Bad Name: x\r\n", "Expect: 100-continue\r\n", ": empty-name\r\n",
	"X-Bare: a\rb\r\n", "Connection: keep-alive\r\n",
	"Transfer-Encoding: gzip\r\n" };
/* (d) Odd addresses, and query strings of events. */
#define C_	"/v1/campaigns/{C}"
static const char *urls[] = { "*", "?", "/", "", "//v1//me", "/%76%31/me",
	C_ "/st%61te", C_ "%2fstate", C_ "/state%00", C_ "/%zz", C_ "/state%",
	"/v1/campaigns/%2e%2e/{C}/state", "/v1/campaigns/../campaigns/{C}/state",
	C_ "/../{C}/state", C_ "/state/../events", "/v1/campaigns/../../etc/passwd",
	"/v1/campaigns/./{C}/state", "http://127.0.0.1/v1/me", "/v1/me?x=1&x=2",
	"/v1/campaigns/", C_, C_ "/STATE", C_ "/state/x", C_ "/commands",
	C_ "/view?token={T}&token=x", C_ "/view?token=%00", C_ "/view?token={a}",
	"/v1/campaigns/0000000000000000/state", C_ "/{L}/state",
	"/v1/campaigns/{L}/state", C_ "/{S}" };
static const char *queries[] = { "after={n}", "wait={w}", "limit={n}", "&&&",
	"=&=", "after", "%61fter={n}", "after={s}", "limit={s}", "{q}&{q}" };
/* (e) Valid requests, and the heads of (b) and (d). */
#define REST	" HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {A}\r\n{K}"
#define POST	"POST /v1/campaigns/{C}/commands" REST \
		"Content-Length: {#}\r\n\r\n"
static const char *valid[] = { "GET /v1/campaigns/{C}/state" REST "\r\n",
	"GET /v1/campaigns/{C}/events?after={s}&limit={s}" REST "\r\n",
	"GET /v1/me" REST "\r\n", "GET /v1/campaigns/{C}/report" REST "\r\n",
	POST "{\"line\":\"{l}\"}",
	POST "{\"line\":\"{l}\",\"client_id\":\"fz-{s}\"}",
	POST "{\"line\":\"{l}\",\"client_id\":\"fz-{s}\",\"after\":0}" };

/* What each {X} stands for: one of a list, itself a template. */
#define L(c, a)	{ c, a, sizeof (a) / sizeof (a)[0] }
static const struct { char c; const char **v; size_t n; } parts[] = {
	L('n', nums), L('v', vals), L('w', waits), L('l', lines), L('b', bodies),
	L('m', methods), L('V', versions), L('k', chunks), L('a', auths),
	L('o', odd), L('u', urls), L('q', queries) };
#define NPARTS	(sizeof parts / sizeof parts[0])

struct buf { char *p; size_t n, cap; };

static void
put(struct buf *b, const void *s, size_t n)
{
	if (b->n + n + 1 > b->cap && (b->p = realloc(b->p, b->cap = (b->n +
	    n + 1) * 2)) == NULL)
		abort();
	if (n > 0)
		memcpy(b->p + b->n, s, n);
	b->p[b->n += n] = '\0';
}

static void add(struct buf *b, const char *s) { put(b, s, strlen(s)); }
static void rep(struct buf *b, const char *s, size_t n) { while (n--) add(b, s); }

/* splitmix64: tiny, and the same numbers on every machine. */
static uint64_t
rnd(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static size_t below(uint64_t *r, size_t n) { return (size_t)(rnd(r) % n); }

/* Template t into b, each {X} replaced (recursively) by its part. */
static void
subst(struct buf *b, const char *t, uint64_t *r)
{
	const char *s;
	char	 num[32];
	size_t	 i, n;

	for (; *t != '\0'; t++) {
		if (t[0] != '{' || t[1] == '\0' || t[2] != '}') {
			put(b, t, 1);
			continue;
		}
		for (i = 0; i < NPARTS && parts[i].c != t[1]; i++)
			;
		if (i < NPARTS) {
			subst(b, parts[i].v[below(r, parts[i].n)], r);
			t += 2;
			continue;
		}
		n = PICK(r, sizes);
		switch (*++t) {
		case 'C': add(b, camp); break;
		case 'T': add(b, tok); break;
		case 'A': add(b, below(r, 8) ? tok : obs); break; /* a role */
		case '#': add(b, "{#}"); break;	/* the length: expand() */
		case '0': put(b, "", 1); break;
		case 'K': add(b, below(r, 2) ? "Connection: close\r\n" : ""); break;
		case 's':
			snprintf(num, sizeof num, "%zu", below(r, 50));
			add(b, num);
			break;
		case 't':	/* a token 63 or 65 long, not hex, or just wrong */
			s = below(r, 2) ? "0123456789abcdef" : "ghijkxyz\x80\xff";
			n = PICK(r, ((size_t[]){ 0, 63, 64, 65, 128 }));
			for (i = 0; i < n; i++)
				put(b, s + below(r, strlen(s)), 1);
			break;
		case 'L': rep(b, "a", n); break;
		case 'S': rep(b, "/", n); break;
		case 'X': rep(b, "x", n); break;
		case 'D': rep(b, "[", n); rep(b, "]", below(r, 2) ? n : 0); break;
		case 'H': rep(b, "X-H: 1\r\n", n); break;
		default: put(b, t - 1, 3);	/* not a part: JSON's {} */
		}
		t++;
	}
}

/* One request: its bytes, and how to treat it. */
struct req {
	struct buf b;
	int	 kind;	/* 'a'..'e' */
	int	 half;	/* shut our side after sending: it may be
			   incomplete, and the server need not wait 3 s */
	int	 head;	/* HEAD: the answer has no body */
};

/* Template t into q; its body damaged if asked (bit flips, a truncation
 * or bytes overwritten); then {#} becomes the body's real length. */
static void
expand(struct req *q, const char *t, uint64_t *r, int damage)
{
	struct buf *b = &q->b, o = { NULL, 0, 0 };
	char	*e, *m, num[32];
	size_t	 from, i, how = below(r, 3);

	subst(b, t, r);
	if ((e = memmem(b->p, b->n, "\r\n\r\n", 4)) == NULL)
		return;
	from = (size_t)(e + 4 - b->p);
	for (i = 1 + below(r, 8); damage && i > 0 && b->n > from; i--)
		if (how == 0)
			b->p[from + below(r, b->n - from)] ^= (char)(1 <<
			    below(r, 8));
		else if (how == 1)
			b->n = from + below(r, b->n - from);
		else
			b->p[from + below(r, b->n - from)] = (char)rnd(r);
	if ((m = memmem(b->p, from, "{#}", 3)) != NULL) {
		snprintf(num, sizeof num, "%zu", b->n - from);
		put(&o, b->p, (size_t)(m - b->p));
		add(&o, num);
		put(&o, m + 3, b->n - (size_t)(m + 3 - b->p));
		free(b->p);
		*b = o;
	}
}

/* Request i of this seed. */
static void
generate(struct req *q, long i)
{
	uint64_t r = seed * 0x100000001b3ULL + (uint64_t)i, k;

	memset(q, 0, sizeof *q);
	rnd(&r);
	switch (q->kind = "aabbbcccddeee"[below(&r, 13)]) {
	case 'a':	/* random bytes, after a good request sometimes */
		if (below(&r, 4) == 0)
			subst(&q->b, GET_S AUTH "\r\n", &r);
		k = below(&r, 4) ? below(&r, 512) : below(&r, 20000);
		for (; k > 0; k--)
			put(&q->b, below(&r, 2) ? (char[]){ (char)rnd(&r) } :
			    " \r\n:/%?&=aZ0{}\"\\" + below(&r, 16), 1);
		add(&q->b, below(&r, 2) ? "\r\n\r\n" : "");
		break;
	case 'b':
		expand(q, POST "{b}", &r, below(&r, 3) == 0);
		break;
	case 'c':
		expand(q, PICK(&r, faults), &r, 0);
		break;
	case 'd':
		expand(q, below(&r, 2) ? "GET {u}" REST "\r\n" :
		    "GET /v1/campaigns/{C}/events?{q}" REST "\r\n", &r, 0);
		break;
	default:
		expand(q, PICK(&r, valid), &r, 0);
	}
	q->half = q->kind == 'a' || q->kind == 'c';
	q->head = q->b.n > 5 && strncmp(q->b.p, "HEAD ", 5) == 0;
}

/* A connection to the server with send and receive timeouts, or -1. */
static int
dial(int seconds)
{
	return loopback_dial(port, seconds);
}

/* Where the final answer's body starts (past any 100 Continue), with its
 * status, Content-Length (-1: none) and whether it says JSON (a textual
 * look, as the server writes its heads); NULL while the head is incomplete. */
static const char *
parse(const struct buf *a, int *status, long *len, int *json)
{
	const char *p = a->p, *e, *v;

	while ((e = memmem(p, a->n - (size_t)(p - a->p), "\r\n\r\n", 4)) != NULL) {
		if (strncmp(p, "HTTP/1.", 7) != 0 || sscanf(p + 7, "%*c %d",
		    status) != 1)
			*status = -1;
		if (*status < 100 || *status >= 200) {
			v = memmem(p, (size_t)(e - p), "\r\nContent-Length: ", 18);
			*len = v != NULL ? strtol(v + 18, NULL, 10) : -1;
			*json = memmem(p, (size_t)(e - p), "\r\nContent-Type: "
			    "application/json", 32) != NULL;
			return e + 4;
		}
		p = e + 4;
	}
	return NULL;
}

/* Send a request and read one answer: its status (0: closed without one,
 * -1: no connection), and in *why the rule it breaks, if any. */
static int
exchange(const struct req *q, const char **why)
{
	struct buf a = { NULL, 0, 0 };
	const char *body = NULL;
	char	 chunk[16384];
	ssize_t	 n = 0;
	size_t	 off;
	long	 len = -1;
	int	 fd, status = 0, json = 0, late;

	*why = NULL;
	if ((fd = dial(RECV_TIMEOUT)) < 0)
		return -1;
	/* The server may answer (400, 413) and close before it has read it
	 * all: a failed send is no failure, the answer is read all the same. */
	for (off = 0; off < q->b.n && (n = send(fd, q->b.p + off, q->b.n - off,
	    MSG_NOSIGNAL)) > 0; off += (size_t)n)
		;
	if (q->half)
		shutdown(fd, SHUT_WR);
	while ((a.n == 0 || (body = parse(&a, &status, &len, &json)) == NULL ||
	    (!q->head && (len < 0 || a.p + a.n - body < len))) &&
	    (n = recv(fd, chunk, sizeof chunk, 0)) > 0)
		put(&a, chunk, (size_t)n);
	late = n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
	close(fd);
	if (a.n == 0)	/* a long-poll may rightly hold on (up to 60 s) */
		*why = late && strstr(q->b.p, "wait=") == NULL ? "neither "
		    "answered nor closed in time" : NULL;
	else if (body == NULL)
		*why = "no whole HTTP answer";
	else if (status >= 500 && status != 503 && status != 505)
		*why = "a 5xx answer";
	else if (status < 200 || (status >= 300 && status < 400) || status > 599)
		*why = "an unexpected status";
	else if (json && !q->head && (len < 0 || a.p + a.n - body < len))
		*why = "a JSON body cut off";
	else if (json && !q->head && len > 0 && (strncmp(body, "{\"ok\":", 6) != 0 ||
	    body[len - 1] != '}'))
		*why = "a JSON body that is not {\"ok\":...}";
	free(a.p);
	return a.n == 0 ? 0 : status;
}

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long	 count, next, n2, n4, n5, n500, nclosed, nfail, last[THREADS];
static int	 gone;

/* A failed check, with the start of the request (made again) escaped. */
static void
report(long i, const char *why, int status)
{
	struct req q;
	size_t	 k;

	generate(&q, i);
	fprintf(stderr, "fuzz: seed %llu request %ld (kind %c, %zu bytes): %s "
	    "(status %d); it begins: ", seed, i, q.kind, q.b.n, why, status);
	for (k = 0; k < q.b.n && k < 400; k++)
		if (q.b.p[k] >= 0x20 && q.b.p[k] < 0x7f && q.b.p[k] != '\\')
			fputc(q.b.p[k], stderr);
		else
			fprintf(stderr, "\\x%02x", (unsigned char)q.b.p[k]);
	fputc('\n', stderr);
	free(q.b.p);
}

static void *
worker(void *arg)
{
	long	 t = (long)(intptr_t)arg, i;
	const char *why;
	struct req q;
	int	 st;

	for (;;) {
		pthread_mutex_lock(&lock);
		i = gone ? count : next++;
		pthread_mutex_unlock(&lock);
		if (i >= count)
			return NULL;
		generate(&q, i);
		st = exchange(&q, &why);
		free(q.b.p);
		pthread_mutex_lock(&lock);
		if (st < 0)
			gone = 1;	/* it died: main() names the suspects */
		else {
			*(st == 0 ? &nclosed : st < 300 ? &n2 : st < 500 ? &n4 :
			    &n5) += 1;
			last[t] = st == 0 ? i : -1;
		}
		n500 += st == 500;
		if (why != NULL && ++nfail <= 10)
			report(i, why, st);
		pthread_mutex_unlock(&lock);
	}
}

/* Clients stalled in the request line and in the body: after 5 s the
 * server (--timeout 3) must have closed both. */
static int
slow(void)
{
	static const char *partial[] = { "GET /v1/campaigns/{C}/sta",
	    POST_C AUTH "Content-Length: 100\r\n\r\n{\"li" };
	struct buf b = { NULL, 0, 0 };
	uint64_t r = seed;
	int	 fd[2], i, bad = 0;
	char	 c;

	for (i = 0; i < 2; i++) {
		subst(&b, partial[i], &r);
		if ((fd[i] = dial(1)) >= 0)
			send(fd[i], b.p, b.n, MSG_NOSIGNAL);
		b.n = 0;
	}
	free(b.p);
	sleep(5);
	for (i = 0; i < 2; i++) {
		errno = 0;
		while (fd[i] >= 0 && recv(fd[i], &c, 1, 0) > 0)
			;	/* an answer before the close is fine */
		if (fd[i] < 0 || errno == EAGAIN || errno == EWOULDBLOCK) {
			fprintf(stderr, "fuzz: stalled client %d: %s\n", i,
			    fd[i] < 0 ? "cannot connect" : "still connected "
			    "after 5 s");
			bad = 1;
		}
		close(fd[i]);
	}
	printf("fuzz: stalled clients %s\n", bad ? "NOT cut off" : "cut off");
	return bad;
}

int
main(int argc, char **argv)
{
	struct req q = { { NULL, 0, 0 }, 'e', 0, 0 };
	pthread_t th[THREADS];
	const char *why;
	uint64_t r = 0;
	long	 i;
	int	 alive;

	if (argc != 7) {
		fprintf(stderr, "usage: fuzz PORT CAMPAIGN TOKEN OBSERVER_TOKEN "
		    "SEED COUNT|slow\n");
		return 2;
	}
	port = atoi(argv[1]), camp = argv[2], tok = argv[3], obs = argv[4];
	seed = strtoull(argv[5], NULL, 10);
	if (strcmp(argv[6], "slow") == 0)
		return slow();
	count = atol(argv[6]);
	for (i = 0; i < THREADS; i++) {
		last[i] = -1;
		pthread_create(&th[i], NULL, worker, (void *)(intptr_t)i);
	}
	for (i = 0; i < THREADS; i++)
		pthread_join(th[i], NULL);
	if (gone) {	/* on what some thread sent last, likely */
		fprintf(stderr, "fuzz: the server went away; the last request "
		    "of each thread that went unanswered:\n");
		for (i = 0, nfail++; i < THREADS; i++)
			if (last[i] >= 0)
				report(last[i], "sent before it went", 0);
	}
	/* After all that, the server still does its job. */
	subst(&q.b, GET_S AUTH "Connection: close\r\n\r\n", &r);
	if (!(alive = exchange(&q, &why) == 200 && why == NULL))
		fprintf(stderr, "fuzz: GET state is no longer answered with 200\n");
	free(q.b.p);
	printf("fuzz: %ld requests (seed %llu): 2xx %ld, 4xx %ld, 5xx %ld (500: "
	    "%ld), closed %ld; failed checks %ld\n", count, seed, n2, n4, n5,
	    n500, nclosed, nfail);
	return nfail == 0 && alive ? 0 : 1;
}
