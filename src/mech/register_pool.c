/* A pool a register counter's decreases come from (register_pool): an
 * ammunition train's seven levels spread over divisions as the player
 * likes.  While the pool's track holds any, each decrease spends as much
 * of it, and one larger than what is left is refused before anything is
 * recorded; at 0 the decrease is the players' own (another source, a
 * correction).  A restriction the program cannot check on the map is
 * said with each spend while its condition holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/data_text.h"
#include "adj/mech/register.h"
#include "adj/reply.h"
#include "adj/session.h"
#include "adj/source.h"
#include "adj/prepare.h"

int
register_pool_check(struct session *s, const char *reg, const char *counter,
    int from, int to, struct register_spend *p, struct reply *r)
{
	sqlite3_stmt	*st;
	char		 track[64];
	int		 rc = 0;

	memset(p, 0, sizeof *p);
	if (to >= from)
		return 0;
	if (sql_prepare(s->rules, "SELECT track, COALESCE(remind, ''), "
	    "COALESCE(say, ''), section FROM register_pool WHERE game = ?1 AND "
	    "register = ?2 AND counter = ?3", -1, &st, NULL) != SQLITE_OK)
		return 0;
	sqlite3_bind_text(st, 1, s->game, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, reg, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, counter, -1, SQLITE_STATIC);
	if (sqlite3_step(st) == SQLITE_ROW) {
		data_text(track, sizeof track, st, 0);
		data_text(p->remind, sizeof p->remind, st, 1);
		data_text(p->say, sizeof p->say, st, 2);
		data_text(p->section, sizeof p->section, st, 3);
		snprintf(p->id, sizeof p->id, "%s.%s", reg, counter);
		/* A scenario or a session without the pool's track (its
		 * option off) has nothing to spend. */
		p->track = session_track_by_id(s, track);
		if (p->track != NULL && p->track->value > 0) {
			p->spend = from - to;
			if (p->spend > p->track->value) {
				rc = reply_fail(r, "%s: %d left, not %d (%s %s)",
				    p->track->name, p->track->value, p->spend,
				    s->tag, p->section);
				p->spend = 0;
			}
		}
	}
	sqlite3_finalize(st);
	return rc;
}

int
register_pool_spend(struct session *s, const struct register_spend *p,
    const char *on, struct reply *r)
{
	char	 why[160];
	double	 holds = 0;
	int	 done;

	if (p->spend == 0)
		return 0;
	snprintf(why, sizeof why, "spent on %s", on);
	if (session_track_add(s, p->track, -p->spend, why, &(struct
	    event_source){ .kind = SOURCE_RULE, .table = "register_pool",
	    .id = p->id, .section = p->section }, &done, r) != 0)
		return -1;
	if (p->remind[0] != '\0' && p->say[0] != '\0' &&
	    session_track_expr(s, p->remind, &holds) == 0 && holds != 0)
		reply_line(r, "  Remember: %s (%s %s)", p->say, s->tag,
		    p->section);
	return 0;
}
