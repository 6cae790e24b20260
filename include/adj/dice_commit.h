/* Committed dice: a campaign server's draws, made so that anyone holding a
 * copy of the journal can recompute them.
 *
 * An epoch (one a turn) begins with a `dice-commit` event that every role
 * reads, holding the SHA-256 of two fresh 32-byte secret seeds: one for
 * the dice (dice_roll), one for the picks at random (every other
 * rng_below: a chit drawn blind, a choice made for a side).  The seeds
 * stay in the campaign file's meta table, which only the server reads,
 * until the command that moves the game into the next turn ends, when a
 * `dice-reveal` event publishes each seed whose draws every role could
 * see; a seed that decided something only some roles see (a chit drawn to
 * a side's hand) would tell it to the others, who could recompute its
 * draws, and is kept until the game ends.
 *
 * Each draw is derived from its seed, the role it is drawn for and that
 * role's count of draws of its kind so far in the epoch (dice_derive): no
 * event slipped in before it changes it, and the count never goes back
 * (an undone draw still counts; a refused command's draws were never
 * recorded, so its counts are drawn again, to the same faces).  The event
 * a draw decided records it: "draws" (dice) or "picks": {"epoch", "role",
 * "each": [{"n", "below", "v"}]}.  `log verify` recomputes them
 * (dice_verify). */
#ifndef ADJ_DICE_COMMIT_H
#define ADJ_DICE_COMMIT_H

#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

#define DICE_SEED_LEN	32

/* The two kinds of draw, each with its seed, counts and keys. */
enum dice_kind {
	DICE_DIE,
	DICE_PICK,
	DICE_KINDS
};

struct dice_kind_names {
	const char	*tag;		/* the derivation's, and its version */
	const char	*draws;		/* an event's key for its draws */
	const char	*commit;	/* dice-commit's key for the hash */
	const char	*seed;		/* dice-reveal's key for the seed */
	const char	*name;		/* "dice", "random picks" */
};
extern const struct dice_kind_names dice_kinds[DICE_KINDS];

struct journal;

/* HMAC-SHA256 by OpenSSL's libcrypto, loaded when first needed (linked,
 * it would cost every run of the program its start-up and 1.7 MB).  0, or
 * -1 with why. */
int	 dice_hmac(const void *key, size_t keylen, const void *msg, size_t,
	    unsigned char out[32], char *err, size_t errlen);

/* Draw count (from 1) of kind by role in epoch from seed: a number in
 * [0, below) in *v.  The attempt-th word is the first 8 bytes, big-endian,
 * of HMAC-SHA256(seed, "TAG\nEPOCH\nROLE\nCOUNT\nATTEMPT"), TAG
 * "adjutant-dice-1" or "adjutant-pick-1", numbers in decimal, from attempt
 * 0; a word at or above the largest multiple of below is passed over (no
 * modulo bias), else v is it modulo below.  0, or -1 with why (libcrypto
 * missing). */
int	 dice_derive(const unsigned char seed[DICE_SEED_LEN], enum dice_kind,
	    int64_t epoch, const char *role, uint64_t count, uint32_t below,
	    uint32_t *v, char *err, size_t errlen);

/* The commitment to a seed: SHA-256 of its 32 bytes, in hex. */
void	 dice_commitment(const unsigned char seed[DICE_SEED_LEN],
	    char out[65]);

/* n bytes as 2n lowercase hexadecimal digits (and a NUL); and back, 0 or
 * -1 when s is not exactly that. */
void	 dice_hex(const unsigned char *, size_t n, char *out);
int	 dice_unhex(const char *s, unsigned char *out, size_t n);

/* A role's count of draws of a kind in the epoch, as recorded. */
struct dice_tally {
	char		 role[32];
	enum dice_kind	 kind;
	uint64_t	 last;
};

/* The server's side: the epoch as its journal has it, and the draws of
 * the command in hand not yet recorded. */
struct dice_commit {
	struct journal	*j;
	int64_t		 epoch;		/* the last one committed; 0: none */
	int64_t		 commit_cmd;	/* its dice-commit's command */
	int		 turn;		/* the turn it was committed for */
	int		 closed;	/* a dice-reveal ended it */
	int		 undone;	/* its dice-commit was taken back */
	int		 have_seed;	/* the seeds are in the meta table */
	unsigned char	 seed[DICE_KINDS][DICE_SEED_LEN];
	int		 secret[DICE_KINDS];	/* a draw of the kind is in an
					 * event not every role reads */
	struct dice_tally *counts;
	size_t		 ncounts;
	int64_t		 tail_seq;	/* the last event read into these */
	char		 tail_hash[65];
	/* The command in hand. */
	char		 role[32];	/* whom it draws for */
	uint64_t	 last[DICE_KINDS];	/* its last counts drawn */
	json_t		*pending[DICE_KINDS];	/* drawn, not yet in an event */
	int64_t		 pending_epoch;	/* of those */
	json_t		*loose;		/* drawn without a seed to draw from */
};

struct dice_commit *dice_commit_new(struct journal *);
void	 dice_commit_free(struct dice_commit *);
/* A command begins: its draws are role's. */
void	 dice_commit_begin(struct dice_commit *, const char *role);
/* Read what the journal added since last time (all of it again when its
 * tail is not what was read: a command taken back).  0, or -1. */
int	 dice_commit_sync(struct dice_commit *);
/* A number in [0, below) of kind for the command's role (below > 1). */
uint32_t dice_commit_draw(struct dice_commit *, enum dice_kind,
	    uint32_t below);
/* Put the draws not yet recorded into the data of the event being
 * recorded, which they decided. */
void	 dice_commit_attach(struct dice_commit *, json_t *data);
/* Fresh seeds for epoch: kept in the meta table (inside the command's
 * transaction), their commitments in out.  0, or -1. */
int	 dice_commit_seed(struct dice_commit *, int64_t epoch,
	    char out[DICE_KINDS][65]);
/* The seed of kind of epoch, in hex (65 bytes), from the meta table: 0,
 * or -1 when it is not kept. */
int	 dice_commit_seed_hex(struct dice_commit *, int64_t epoch,
	    enum dice_kind, char out[65]);

/* What `log verify` found of the dice. */
struct dice_report {
	int64_t		 commits;	/* epochs committed to */
	int64_t		 checked;	/* draws recomputed, each as recorded */
	int64_t		 epochs;	/* revealed epochs they were in */
	int64_t		 unrevealed;	/* draws of the epoch under way */
	int64_t		 held;		/* draws of an ended epoch whose seed
					 * is kept until the game ends */
	int64_t		 typed;		/* rolls typed from real dice */
	int64_t		 loose;		/* drawn with no seed committed */
	int64_t		 unseen;	/* counts whose event is not in a
					 * side's copy */
	int64_t		 bad;		/* the first event found wrong, or 0 */
	int64_t		 nbad;		/* how many were */
	char		 why[320];	/* what was wrong there; or, bad 0, a
					 * reason nothing could be checked */
};

/* Recompute every draw of every revealed epoch in the journal (all its
 * events, undone ones too).  partial: a side's copy, where an event of
 * another role's may be missing (a gap in counts is then not in the copy,
 * not a fault).  0 all good, 1 something wrong (r->bad), -1 the journal
 * could not be read or the draws could not be recomputed (r->why). */
int	 dice_verify(struct journal *, int partial, struct dice_report *);
/* dice_verify said in r (its line, and "dice" in its JSON): 0, or -1
 * with r failed naming the first event found wrong. */
struct reply;
int	 dice_verify_reply(struct journal *, int partial, struct reply *);
/* dice_verify in steps, for a walk that reads each event once for more
 * than one check (`log verify`: the chain's and the dice's): new, each
 * event of the journal in order to dice_verify_event (a journal_fn, its
 * arg the new one), then dice_verify_end, which answers as dice_verify
 * and frees it. */
struct dice_verify;
struct event;
struct dice_verify *dice_verify_new(struct dice_report *);
int	 dice_verify_event(const struct event *, void *);
int	 dice_verify_end(struct dice_verify *, int partial);
/* A report and dice_verify's answer said in r, as dice_verify_reply. */
int	 dice_report_reply(const struct dice_report *, int rc, struct reply *);
/* The report as a line: "Dice: 42 server draws ..." (none: empty). */
void	 dice_report_line(const struct dice_report *, char *, size_t);

#endif
