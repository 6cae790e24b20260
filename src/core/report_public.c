/* A campaign's public report (adj/report_public.h): the observer's view,
 * stopped at the end of a turn some turns back.  Where it stops is worked
 * out from the journal alone (the turn each event was recorded in), so
 * the server and the umpire's copy stop at the same event. */
#include <stdio.h>
#include <string.h>

#include <sqlite3.h>

#include "adj/num.h"
#include "adj/report.h"
#include "adj/report_public.h"
#include "adj/session.h"
#include "adj/settings.h"
#include "adj/prepare.h"

int
report_public_upto(struct session *s, int delay, int64_t *upto, char *err,
    size_t errlen)
{
	sqlite3_stmt	*st;
	int		 rc;

	*upto = 0;
	if (delay < 0 && num_int(settings_get(&s->settings, "public-delay"), 0,
	    99, &delay) != 0)
		delay = 0;
	if (delay == 0) {
		snprintf(err, errlen, "this campaign publishes no public report: "
		    "the umpire sets one with `campaign set public-delay=N` (N "
		    "turns behind the game)");
		return -1;
	}
	/* Never 0, the journal's end when the report is made: events
	 * appended meanwhile are not in it. */
	journal_refresh(s->j);
	*upto = journal_last_seq(s->j);
	/* A game that has ended can help no side any more: all of it. */
	if (s->over)
		return 0;
	/* Not the last event of turn T but the one before the first event
	 * of a later turn: an undone `next` leaves events of a later turn
	 * before ones of T, and none of them may be in it. */
	if (sql_prepare(journal_db(s->j), "SELECT min(seq) FROM event "
	    "WHERE turn > ?", -1, &st, NULL) != SQLITE_OK) {
		snprintf(err, errlen, "cannot read the journal: %s",
		    sqlite3_errmsg(journal_db(s->j)));
		return -1;
	}
	sqlite3_bind_int(st, 1, s->turn - delay);
	/* None: every event is of turn T or before.  The first event, the
	 * game's start, every role reads: a report of nothing else is
	 * the one before the first turn has ended. */
	if ((rc = sqlite3_step(st)) == SQLITE_ROW &&
	    sqlite3_column_type(st, 0) != SQLITE_NULL)
		*upto = sqlite3_column_int64(st, 0) > 1 ?
		    sqlite3_column_int64(st, 0) - 1 : 1;
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW) {
		snprintf(err, errlen, "cannot read the journal: %s",
		    sqlite3_errmsg(journal_db(s->j)));
		return -1;
	}
	return 0;
}

int
report_public(struct session *s, int delay, const char *format, FILE *f,
    struct report_summary *sum, char *err, size_t errlen)
{
	struct report_opts o;

	memset(&o, 0, sizeof o);
	o.view = PUBLIC_VIEW;
	if (report_public_upto(s, delay, &o.upto, err, errlen) != 0)
		return -1;
	return report_export(s, &o, format, f, sum, err, errlen);
}
