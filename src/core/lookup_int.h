/* The look-up's working state, shared by its steps and private to them:
 * lookup_run.c runs the steps in order; lookup.c holds the SQL helpers
 * every step evaluates through; lookup_words.c reads the words typed,
 * lookup_dim.c places the dimensions and applies the shifts,
 * lookup_mods.c decides the modifiers, lookup_roll.c rolls or gives the
 * odds, lookup_cell.c reads and says the cell, lookup_subst.c puts a
 * result the game's state calls for in place of the one read. */
#ifndef ADJ_LOOKUP_INT_H
#define ADJ_LOOKUP_INT_H

#include <sqlite3.h>

#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/lookup.h"
#include "adj/reply.h"

#define MAXIN	32

struct inputs {
	char	 name[MAXIN][32];
	double	 v[MAXIN];
	int	 n;
};

struct mod {
	char	 id[48];
	char	 name[128];
	char	 kind[8];
	double	 amount;
	int	 dim;
	char	 grp[32];
	char	 cond[200];
	char	 section[24];
	char	 cancels[96];	/* ids of the modifiers it undoes, "a,b" */
	int	 named;
	int	 times;		/* named ID=N: it counts N times (a shift
				 * for each supporting hex) */
	int	 on;
};

/* One look-up in progress: what each step found, for the next. */
struct lrun {
	sqlite3			*db;
	struct lookup_req	*q;
	struct reply		*r;
	struct ltable		 t;
	struct inputs		 in;
	struct mod		*mods;
	int			 nmods;
	int			 idx[LDIM_MAX];	/* the entry of each dimension */
	int			 set[LDIM_MAX];	/* ...named by the player */
	double			 shift[LDIM_MAX];
	double			 drm;
	int			 dicedim;	/* the rolled dimension, or -1 */
	int			 dist;		/* `?`: the odds, no roll */
	int			 dry;		/* player-aid table not imported */
	int			 has_need;	/* the bands' input is known */
	double			 need;
	int			 need_asked;
	const char		*typed_roll;
	char			*asked;		/* the roll typed at the prompt */
	char			*cell;
	char			 outcome[128];	/* the cell resolved */
	char			 printed[128];	/* ...before a substitution */
	char			 said[128];	/* the JSON's "outcome" */
	int			 has_said;
	int			 none;
	int			 substituted;
	char			 err[512], missing[64];
	struct roll		 rl;
	struct dice		 dd;
	json_t			*steps, *applied;
	struct buf		 b, known;	/* known: the inputs read */
};

/* A step's answer: go on to the next, done (the reply is complete), or
 * failed (the reply says why). */
#define LSTEP_ON	0
#define LSTEP_DONE	1
#define LSTEP_FAIL	(-1)

/* lookup.c: the helpers over the inputs.  lookup_eval's answer when an
 * expression gives no value (NULL) for the inputs: a condition does not
 * hold, a place on a dimension is refused. */
#define LOOKUP_NO_VALUE	2

void	 in_set(struct inputs *, const char *, double);
int	 lookup_eval(sqlite3 *, const char *, const struct inputs *, double *,
	    char *, size_t);
int	 lookup_eval_unknown(sqlite3 *, const char *, const struct inputs *,
	    double *);
void	 lookup_show_expr(const char *, const struct inputs *, struct buf *);
int	 lrun_bad_data(struct lrun *);
int	 lrun_no_value(struct lrun *, const struct ldim *);
void	 lrun_say_outcome(struct lrun *, const char *);

/* The steps, in the order lookup_run takes them. */
int	 lrun_words(struct lrun *);
int	 lrun_place(struct lrun *);
int	 lrun_mods(struct lrun *);
int	 lrun_shift(struct lrun *);
int	 lrun_bands(struct lrun *);
int	 lrun_substitute(struct lrun *);
int	 lrun_say(struct lrun *);

/* lookup_dim.c */
int	 entry_by_label(const struct ldim *, const char *);
int	 entry_by_rating(sqlite3 *, const struct ltable *, int, const char *,
	    struct reply *);
void	 list_entries(const struct ldim *, struct buf *);
int	 end_rule(const struct ldim *, const char *, int, const char **);
const char *shift_words(double);
int	 lrun_dry(struct lrun *);

/* lookup_mods.c */
int	 load_mods(sqlite3 *, const char *, const char *, struct mod **, int);
int	 mod_by_name(struct mod *, int, const char *);
int	 name_in_list(const char *, const char *);
void	 inputs_of(const char *, struct buf *);
void	 known_inputs(const struct ltable *, const struct mod *, int,
	    struct buf *);

/* lookup_roll.c */
int	 lrun_roll(struct lrun *);

/* lookup_cell.c */
int	 lrun_read(struct lrun *);
int	 lrun_ask_need(struct lrun *);
void	 lrun_resolve(struct lrun *, const char *);
void	 explain_words(sqlite3 *, const struct ltable *, const char *,
	    struct reply *);

/* lookup_subst.c: 1 when quiet (the odds), the substitutions made but
 * not said. */
int	 lrun_substitute_in(struct lrun *, int quiet);

#endif
