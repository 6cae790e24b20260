/* Committed dice: a campaign server's draws, made so that anyone holding a
 * copy of the journal can recompute them.
 *
 * An epoch (one a turn) begins with a `dice-commit` event that every role
 * reads, holding the SHA-256 of a fresh 32-byte secret seed; the seed
 * stays in the campaign file's meta table, which only the server reads,
 * until the command that moves the game into the next turn ends, when a
 * `dice-reveal` event publishes it (and a new `dice-commit` follows).
 *
 * Each draw is derived from the seed, the role it is drawn for and that
 * role's count of draws so far in the epoch (dice_derive): no event
 * slipped in before it changes it, and the count never goes back (an
 * undone draw still counts; a refused command's draws were never
 * recorded, so its counts are drawn again, to the same faces).  The event
 * a draw decided records it: "draws": {"epoch", "role", "each": [{"n",
 * "below", "v"}]}.  `log verify` recomputes them (dice_verify). */
#ifndef ADJ_DICE_COMMIT_H
#define ADJ_DICE_COMMIT_H

#include <stddef.h>
#include <stdint.h>
#include <jansson.h>

#define DICE_SEED_LEN	32
#define DICE_TAG	"adjutant-dice-1"	/* the derivation's version */

struct journal;

/* HMAC-SHA256 by OpenSSL's libcrypto, loaded when first needed (linked,
 * it would cost every run of the program its start-up and 1.7 MB).  0, or
 * -1 with why. */
int	 dice_hmac(const void *key, size_t keylen, const void *msg, size_t,
	    unsigned char out[32], char *err, size_t errlen);

/* Draw count (from 1) of role in epoch from seed: a number in [0, below)
 * in *v.  The attempt-th word is the first 8 bytes, big-endian, of
 * HMAC-SHA256(seed, "adjutant-dice-1\nEPOCH\nROLE\nCOUNT\nATTEMPT"),
 * numbers in decimal, from attempt 0; a word at or above the largest
 * multiple of below is passed over (no modulo bias), else v is it modulo
 * below.  0, or -1 with why (libcrypto missing). */
int	 dice_derive(const unsigned char seed[DICE_SEED_LEN], int64_t epoch,
	    const char *role, uint64_t count, uint32_t below, uint32_t *v,
	    char *err, size_t errlen);

/* The commitment to a seed: SHA-256 of its 32 bytes, in hex. */
void	 dice_commitment(const unsigned char seed[DICE_SEED_LEN],
	    char out[65]);

/* n bytes as 2n lowercase hexadecimal digits (and a NUL); and back, 0 or
 * -1 when s is not exactly that. */
void	 dice_hex(const unsigned char *, size_t n, char *out);
int	 dice_unhex(const char *s, unsigned char *out, size_t n);

/* A role's count of draws in the epoch, as recorded. */
struct dice_tally {
	char		 role[32];
	uint64_t	 last;
};

/* The server's side: the epoch as its journal has it, and the draws of
 * the command in hand not yet recorded. */
struct dice_commit {
	struct journal	*j;
	int64_t		 epoch;		/* the last one committed; 0: none */
	int64_t		 commit_cmd;	/* its dice-commit's command */
	int		 turn;		/* the turn it was committed for */
	int		 revealed;	/* its seed is published */
	int		 undone;	/* its dice-commit was taken back */
	int		 have_seed;	/* the seed is in the meta table */
	unsigned char	 seed[DICE_SEED_LEN];
	struct dice_tally *counts;
	size_t		 ncounts;
	int64_t		 tail_seq;	/* the last event read into these */
	char		 tail_hash[65];
	/* The command in hand. */
	char		 role[32];	/* whom it draws for */
	uint64_t	 last;		/* its last count drawn (0: none) */
	json_t		*pending;	/* drawn, not yet in an event */
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
/* A number in [0, below) for the command's role (below > 1). */
uint32_t dice_commit_draw(struct dice_commit *, uint32_t below);
/* Put the draws not yet recorded into the data of the event being
 * recorded, which they decided. */
void	 dice_commit_attach(struct dice_commit *, json_t *data);
/* A fresh seed for epoch: kept in the meta table (inside the command's
 * transaction), its commitment in out.  0, or -1. */
int	 dice_commit_seed(struct dice_commit *, int64_t epoch, char out[65]);
/* The seed of the epoch in hand, in hex (65 bytes): for its reveal. */
void	 dice_commit_seed_hex(const struct dice_commit *, char out[65]);

/* What `log verify` found of the dice. */
struct dice_report {
	int64_t		 commits;	/* epochs committed to */
	int64_t		 checked;	/* draws recomputed, each as recorded */
	int64_t		 epochs;	/* revealed epochs they were in */
	int64_t		 unrevealed;	/* draws of epochs not revealed yet */
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
/* The report as a line: "Dice: 42 server draws ..." (none: empty). */
void	 dice_report_line(const struct dice_report *, char *, size_t);

#endif
