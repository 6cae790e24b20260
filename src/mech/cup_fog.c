/* A wild card whose drawer rolls on the game's fog-of-war table, the
 * result applied by its codes (chit.effect 'drawer-rolls'; Shattered
 * Union's Fog of War card).  A cell reads like "Rebel Battlefield Chaos":
 * one code names the side (result_code.side), another what happens to it
 * (result_code.effect): a Battlefield Chaos (cup_chaos.c), a marker the
 * side takes (marker_give), or a General Casualty, whose general is read
 * with the same roll on another table (then_table) that names a
 * formation or a side's CIC card.  A code with no effect is only said. */

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "adj/xalloc.h"
#include "adj/mech/cup.h"
#include "adj/mech/marker.h"
#include "adj/data_text.h"
#include "adj/rules.h"
#include "adj/session.h"
#include "adj/prepare.h"
#include "cup_internal.h"

#define FOG_TABLE	"fog-of-war"

/* What the codes of one result say. */
struct fog_result {
	char	 side[32];		/* the side a code names, or "" */
	char	 effect[16];		/* chaos, marker, general, or "" */
	char	 code[64];		/* the code with the effect */
	char	 then_table[48];	/* general: where the general is */
};

/* Is code in text as whole words (case aside)? */
static int
has_words(const char *text, const char *code)
{
	size_t	 n = strlen(code);
	const char *p;

	if (n == 0)
		return 0;
	for (p = text; (p = strcasestr(p, code)) != NULL; p++)
		if ((p == text || !isalnum((unsigned char)p[-1])) &&
		    !isalnum((unsigned char)p[n]))
			return 1;
	return 0;
}

/* The codes of the table (or of every table) that name a side or an
 * effect, matched against the result read. */
static void
read_codes(struct session *s, const char *result, struct fog_result *f)
{
	sqlite3_stmt	*st;

	memset(f, 0, sizeof *f);
	if (sql_prepare(s->rules, "SELECT code, COALESCE(side, ''), "
	    "COALESCE(effect, ''), COALESCE(then_table, '') FROM result_code "
	    "WHERE game = ?1 AND (tbl IS NULL OR tbl = ?2) AND (side IS NOT "
	    "NULL OR effect IS NOT NULL) ORDER BY length(code) DESC", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, FOG_TABLE, -1, SQLITE_STATIC);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *code = (const char *)sqlite3_column_text(st, 0);

		if (code == NULL || !has_words(result, code))
			continue;
		if (f->side[0] == '\0')
			data_text(f->side, sizeof f->side, st, 1);
		if (f->effect[0] == '\0' && sqlite3_column_bytes(st, 2) > 0) {
			data_text(f->effect, sizeof f->effect, st, 2);
			data_text(f->code, sizeof f->code, st, 0);
			data_text(f->then_table, sizeof f->then_table, st, 3);
		}
	}
	sqlite3_finalize(st);
}

/* The general the same roll names: a formation, or a CIC card (its side
 * loses one), else a code of that table (said already: nobody). */
static int
general_named(struct session *s, const struct fog_result *f, int total,
    struct reply *r)
{
	char	 rollarg[32], *sv[1], *general, *id, *side;
	int	 rc = 0;

	snprintf(rollarg, sizeof rollarg, "roll=%d", total);
	sv[0] = rollarg;
	reply_line(r, "  The same roll names the general (%s):",
	    rules_cite(s->rules, s->game, "cards.fog"));
	if ((general = cup_table_roll(s, f->then_table, 1, sv, r)) == NULL)
		return r->ok ? 0 : -1;
	id = rules_text(s->rules, "SELECT id FROM formation WHERE game = ?1 "
	    "AND (id = ?2 OR name = ?2 COLLATE NOCASE)", s->game, general);
	side = rules_text(s->rules, "SELECT side FROM chit WHERE game = ?1 AND "
	    "kind = 'cic' AND (id = ?2 OR name = ?2 COLLATE NOCASE)", s->game,
	    general);
	if (id != NULL)
		rc = cup_general_drawn(s, id, r);
	else if (side != NULL)
		rc = cup_general_cic_drawn(s, side, r);
	free(id);
	free(side);
	free(general);
	return rc;
}

int
cup_fog_drawn(struct session *s, struct chit_state *c,
    const struct cup_drawn *dr, struct reply *r)
{
	struct fog_result	 f;
	char			 text[256], rollarg[40], *sv[1], *result;
	int			 total = 0, rc = 0;

	snprintf(text, sizeof text, "Drew %s", c->name);
	if (cup_move_chit(s, c, CHIT_DISCARD, 0, 0, NULL, text) != 0)
		return -1;
	reply_line(r, "  The drawing player rolls on the Fog of War Table "
	    "(%s):", rules_cite(s->rules, s->game, "cards.fog"));
	snprintf(rollarg, sizeof rollarg, "roll=%s", dr->roll != NULL ?
	    dr->roll : "");
	sv[0] = rollarg;
	if ((result = cup_table_roll_total(s, FOG_TABLE, dr->roll != NULL, sv,
	    r, &total)) == NULL)
		return r->ok ? 0 : -1;
	read_codes(s, result, &f);
	free(result);
	if (f.effect[0] != '\0' && f.side[0] == '\0' &&
	    strcmp(f.effect, "general") != 0) {
		reply_line(r, "  The result names no side: the players apply "
		    "it.");
		return 0;
	}
	if (strcmp(f.effect, "chaos") == 0)
		rc = cup_chaos_begin(s, f.side, r);
	else if (strcmp(f.effect, "marker") == 0) {
		if ((rc = marker_give(s, f.code, f.side, r)) == 1) {
			reply_line(r, "  %s has no marker a %s gives: the "
			    "players keep it.", s->game_title, f.code);
			rc = 0;
		}
	} else if (strcmp(f.effect, "general") == 0 && total > 0)
		rc = general_named(s, &f, total, r);
	return rc;
}
