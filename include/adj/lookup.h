/* Table lookups in the one shape of DESIGN.md: ordered dimensions (range,
 * dice, named sections, cases), column shifts and die modifiers, end
 * rules, cells of result codes or of bands that need one more input.
 * Every lookup explains itself step by step and can give the exact
 * distribution of its results before any die is rolled. */
#ifndef ADJ_LOOKUP_H
#define ADJ_LOOKUP_H

#include <sqlite3.h>

#include "adj/dice.h"
#include "adj/reply.h"

#define LDIM_MAX	4

struct lentry {
	char	 label[32];
	double	 lo, hi;
	int	 has_lo, has_hi;
	char	 cond[200];
};

struct ldim {
	char		 id[32];
	char		 name[64];
	char		 kind[12];	/* range, dice, section, case */
	char		 dice[12];
	char		 input[200];
	char		 below[48];
	char		 above[48];
	int		 open;
	int		 has_cap;	/* the net shift is capped... */
	double		 shift_cap;	/* ...at this, either way */
	char		 cap_section[24];
	char		 doubles[12];	/* "row-above", or "" */
	char		 bonus[2];	/* the bonus columns' character */
	char		 section[24];
	struct lentry	*e;
	int		 ne;
};

struct ltable {
	char		 game[64];
	char		 id[64];
	char		 name[96];
	char		 source[16];	/* text, player-aid */
	char		 cell_kind[8];	/* code, bands */
	char		 needs[32];
	char		 needs_label[64];
	char		 otherwise[48];
	char		 help[256];
	char		 defaults[128];	/* "name=value,..." left-out inputs */
	char		 section[24];
	char		 tag[16];
	int		 roll_split;
	int		 uncertain;
	struct ldim	 d[LDIM_MAX];
	int		 nd;
	int		 user;		/* entries and cells from the overlay */
	int		 partial;	/* the user entered part of it */
	int		 ncells;
};

/* Load a table; shipped_only ignores the user's overlay. */
int	 ltable_load(sqlite3 *, const char *game, const char *id,
	    int shipped_only, struct ltable *, char *, size_t);
void	 ltable_free(struct ltable *);
/* Completeness and cell syntax; partial_ok allows missing cells. */
int	 ltable_validate(sqlite3 *, const struct ltable *, int partial_ok,
	    char *, size_t);
/* A cell by entry index per dimension, malloc'd; NULL when absent. */
char	*ltable_cell(sqlite3 *, const struct ltable *, const int *);
/* Which entry of a range/dice dimension holds v: index, or -1 below the
 * first, -2 above the last, -3 in a gap. */
int	 ldim_find(const struct ldim *, double);
/* Is entry i one of the dimension's bonus columns (ldim.bonus), which
 * only a shift reaches; the index of its last numbered entry. */
int	 ldim_is_bonus(const struct ldim *, int i);
int	 ldim_last_numbered(const struct ldim *);
/* A bands cell ('Severe:-;Tough:0-1;Routine:2-4') for input v: the
 * band's label into out and 1, or 0 when no band holds v.  -1: malformed. */
int	 cell_band(const char *, double, char *, size_t);
/* Every word of a code cell of table tbl is in the game's glossary for
 * it (R2 reads as R#).  0 with the first unknown word in bad. */
int	 cell_codes_ok(sqlite3 *, const char *game, const char *tbl,
	    const char *, char *, size_t);
/* Each code a code cell is made of, left to right, the longest run of
 * words that is a code first ("D all" is one code, not D and "all"), a
 * number past the first letter read as '#' (R2 is R#) and brackets
 * dropped: fn(arg, the words as written, the glossary's code).  0, or -1
 * with the first word that starts no code into bad. */
typedef void	(*cell_code_fn)(void *, const char *, const char *);
int	 cell_codes_each(sqlite3 *, const char *game, const char *tbl,
	    const char *, cell_code_fn, void *, char *, size_t);
/* A chit cell: a chit's name (a general), or a result code. */
int	 cell_chit_ok(sqlite3 *, const char *game, const char *tbl,
	    const char *);
/* A number cell: a number, or '-' where none is printed. */
int	 cell_number_ok(const char *);
/* The message for a player-aid table that has not been imported. */
void	 ltable_missing(const struct ltable *, struct reply *);
/* Resolve a typed table name ("crt", "longstreet-attacks.crt"). */
int	 ltable_resolve(sqlite3 *, const char *game, const char *typed,
	    char *game_out, size_t, char *id_out, size_t, struct reply *);

/* A value of the session's (a track, a flag, the turn) as a look-up's
 * substitutions read it: :vp_union, :turn. */
struct lookup_value {
	char	 name[64];
	double	 v;
};

/* A lookup: the words after the table name, plus what a calculator
 * already worked out for the first dimension. */
struct lookup_req {
	const char	*game;
	const char	*table;
	const char	*mods;		/* modifier list to use (table id) */
	int		 argc;
	char		**argv;
	int		 nstate;	/* the last nstate of argv are the
					 * game's state (tracks), not typed:
					 * only typed inputs must be read */
	int		 tracks_given;	/* the session's tracks are among
					 * the state: a track of the game
					 * not among them is not kept */
	int		 has_start;	/* start value for dimension 0 */
	double		 start;
	const char	*start_why;
	const char	*below;		/* end-rule override for dimension 0 */
	const char	*otherwise;	/* band-miss override */
	struct rng	*rng;
	/* At a prompt, ask for what was not given (the roll, the extra
	 * input); NULL in scripts, where the program rolls itself.  The
	 * answer is malloc'd, NULL on end of input. */
	char		*(*ask)(void *, struct reply *, const char *);
	void		*ask_arg;
	int		 dry;		/* player-aid table missing: stop after
					 * the shifts instead of refusing */
	/* The session's values a result_substitute condition reads
	 * (none outside a session: then no substitution holds). */
	const struct lookup_value *values;
	int		 nvalues;
};

/* What a look-up found, for the caller to read (the reply says it and
 * carries the same in its JSON). */
struct lookup_result {
	char		 outcome[128];	/* what the player reads: the code,
					 * or the band's; "" when the result
					 * is in parts or unresolved */
	int		 has_outcome;	/* 0: no outcome (the odds, a table
					 * not imported) */
	char		*cell;		/* the cell read (malloc'd), or NULL */
	struct roll	 roll;		/* the dice, when rolled is 1 */
	int		 rolled;
	int		 none;		/* shifted past an end: no effect */
	int		 dry;		/* a player-aid table not imported:
					 * worked up to its column only */
	int		 distribution;	/* `?`: the odds said, nothing rolled */
	int		 substituted;	/* result_substitute rows applied */
};

/* Run it: explanation lines and JSON into the reply, what it found into
 * *res (when not NULL; lookup_result_free it).  Returns 0, or -1 with
 * the reply failed. */
int	 lookup_run(sqlite3 *, struct lookup_req *, struct reply *,
	    struct lookup_result *);
void	 lookup_result_free(struct lookup_result *);

/* A table rolled (or read) for the session: its game, its dice source,
 * its prompt (unless LOOKUP_NO_ASK), and its values for the table's
 * substitutions.  The working and JSON go into sub, which the caller
 * initialised (and frees); what was found into *res.  0, or -1 with
 * sub failed. */
struct session;
#define LOOKUP_NO_ASK	0x1
int	 session_roll_table(struct session *, const char *table, int argc,
	    char **argv, int flags, struct reply *sub, struct lookup_result *);
/* The session's values as a look-up reads them (malloc'd): the turn,
 * then each track in the session's order.  The count. */
int	 session_lookup_values(struct session *, struct lookup_value **);

#endif
