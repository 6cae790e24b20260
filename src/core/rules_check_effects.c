/* `rules check` of the rolls a step makes, the effects of results, and
 * the queues (step_roll, effect, queue, queue_unit): every name a row
 * gives is one its game has (a table, a track, a queue, a unit, a
 * victory condition of every scenario, a result the table gives), the
 * game uses the mechanisms that read the rows, a step has at most one
 * roll that `next roll=N` gives the dice of, and no chain of rolls and
 * arrivals comes back to where it began (the engine would stop it at
 * EFFECT_DEPTH with one line; the data should never ask it to). */
#include <stdio.h>

#include "adj/buf.h"
#include "adj/rules.h"
#include "adj/prepare.h"

/* A row as the messages name it. */
#define EFFECT_ROW "'effect ' || e.game || '.' || e.on_kind || '.' || " \
	"e.on_id || COALESCE(':' || e.on_value, '') || '.' || e.pos || " \
	"' (section ' || e.section || ')'"

/* Its place, for rules_check_at. */
#define EFFECT_AT ", 'effect', e.rowid"

/* Is s one of table t's results (its glossary, its cells, or one a
 * substitution gives)?  A player-aid table's cells come with the
 * owner's import: any result is taken. */
#define IS_RESULT(g, t, s) "(EXISTS (SELECT 1 FROM lookup_table lt WHERE " \
	"lt.game = " g " AND lt.id = " t " AND lt.source = 'player-aid') OR " \
	"EXISTS (SELECT 1 FROM result_code r WHERE r.game = " g " AND r.code " \
	"= " s " AND (r.tbl IS NULL OR r.tbl = " t ") UNION ALL SELECT 1 FROM " \
	"lookup_cell c WHERE c.game = " g " AND c.tbl = " t " AND c.result = " \
	s " UNION ALL SELECT 1 FROM result_substitute x WHERE x.game = " g \
	" AND x.tbl = " t " AND x.substitute = " s "))"

static const struct {
	const char *sql, *msg;
} checks[] = {
	/* The mechanisms that read the rows. */
	{ "SELECT DISTINCT game FROM (SELECT game FROM step_roll UNION ALL "
	  "SELECT game FROM effect) WHERE game NOT IN (SELECT game FROM "
	  "game_mechanism WHERE mechanism = 'effects')", "game %s has step "
	  "rolls or effects but does not use the effects mechanism "
	  "(game_mechanism)" },
	{ "SELECT DISTINCT game FROM (SELECT game FROM queue UNION ALL SELECT "
	  "game FROM effect WHERE action = 'queue' OR on_kind = 'arrive') "
	  "WHERE game NOT IN (SELECT game FROM game_mechanism WHERE mechanism "
	  "= 'queue')", "game %s has queues but does not use the queue "
	  "mechanism (game_mechanism)" },
	/* One typed roll a step. */
	{ "SELECT game || '.' || phase, 'step_roll', max(rowid) FROM "
	  "step_roll WHERE typed = 1 GROUP BY "
	  "game, phase HAVING count(*) > 1", "step %s has more than one step "
	  "roll marked typed: `next roll=N` gives the dice of one" },
	/* What an effect follows. */
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.on_kind = 'result' AND "
	  "NOT EXISTS (SELECT 1 FROM lookup_table t WHERE t.game = e.game AND "
	  "t.id = e.on_id)", "%s: no table of its game by that id" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.on_kind = 'result' AND "
	  "e.on_value IS NOT NULL AND EXISTS (SELECT 1 FROM lookup_table t "
	  "WHERE t.game = e.game AND t.id = e.on_id) AND NOT "
	  IS_RESULT("e.game", "e.on_id", "e.on_value"), "%s: its table gives "
	  "no such result" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.on_kind = 'latch' AND "
	  "NOT EXISTS (SELECT 1 FROM track_latch l WHERE l.game = e.game AND "
	  "l.flag = e.on_id AND l.action = 'effects')", "%s: no latch of that "
	  "flag has the action effects, so it never applies" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.on_kind = 'arrive' AND "
	  "NOT EXISTS (SELECT 1 FROM queue q WHERE q.game = e.game AND q.id = "
	  "e.on_id)", "%s: no queue of its game by that id" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.on_kind = 'arrive' AND "
	  "e.on_value IS NOT NULL AND NOT EXISTS (SELECT 1 FROM queue_unit u "
	  "WHERE u.game = e.game AND u.queue = e.on_id AND u.unit = "
	  "e.on_value)", "%s: no unit of that queue by that name" },
	/* What it does. */
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.action IN ('track-add', "
	  "'track-set', 'track-turn', 'add-result') AND NOT EXISTS (SELECT 1 "
	  "FROM track t WHERE t.game = e.game AND t.id = e.target)", "%s: its "
	  "target is no track of its game" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.action IN ('track-add', "
	  "'track-set', 'add-result') AND e.amount IS NULL", "%s: its action "
	  "needs an amount" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.action = 'add-result' "
	  "AND e.on_kind <> 'result'", "%s: add-result follows a table's "
	  "result only" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.action = 'queue' AND "
	  "NOT EXISTS (SELECT 1 FROM queue q WHERE q.game = e.game AND q.id = "
	  "e.target)", "%s: its target is no queue of its game" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.action = 'roll' AND NOT "
	  "EXISTS (SELECT 1 FROM lookup_table t WHERE t.game = e.game AND t.id "
	  "= e.target)", "%s: its target is no table of its game" },
	{ "SELECT " EFFECT_ROW " || ' in scenario ' || s.id" EFFECT_AT " FROM "
	  "effect e JOIN "
	  "scenario s ON s.game = e.game WHERE e.action = 'end' AND NOT EXISTS "
	  "(SELECT 1 FROM victory_condition v WHERE v.game = e.game AND "
	  "v.scenario = s.id AND v.id = e.target)", "%s: its target is no "
	  "victory condition of the scenario" },
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE e.action = 'say' AND "
	  "(e.text IS NULL OR e.text = '')", "%s: say has no text" },
	/* The engine keeps an effect's words in 256 bytes: a longer text
	 * would be cut without a word (effect_apply.c). */
	{ "SELECT " EFFECT_ROW EFFECT_AT " FROM effect e WHERE length(CAST(e.text AS "
	  "BLOB)) >= 256", "%s: its text is longer than 255 bytes" },
	/* A queue with nothing in it. */
	{ "SELECT q.game || '.' || q.id, 'queue', q.rowid FROM queue q WHERE "
	  "NOT EXISTS (SELECT "
	  "1 FROM queue_unit u WHERE u.game = q.game AND u.queue = q.id)",
	  "queue %s has no units" },
	/* A chain that comes back: a result whose effects roll (or bring
	 * an arrival whose effects roll) the same table again. */
	{ "WITH RECURSIVE edge(game, src, dst) AS (SELECT game, on_kind || ':' "
	  "|| on_id, CASE action WHEN 'roll' THEN 'result:' ELSE 'arrive:' END "
	  "|| target FROM effect WHERE action IN ('roll', 'queue')), "
	  "reach(game, start, node, depth) AS (SELECT game, src, dst, 1 FROM "
	  "edge UNION SELECT r.game, r.start, e.dst, r.depth + 1 FROM reach r "
	  "JOIN edge e ON e.game = r.game AND e.src = r.node WHERE r.depth < "
	  "16) SELECT DISTINCT game || ' ' || start FROM reach WHERE node = "
	  "start", "effects of %s lead back to themselves (a roll or an "
	  "arrival that comes round again)" },
	{ NULL, NULL }
};

int
rules_check_effects(sqlite3 *db, struct buf *out)
{
	sqlite3_stmt	*st;
	int		 i, problems = 0;

	for (i = 0; checks[i].sql != NULL; i++) {
		if (sql_prepare(db, checks[i].sql, -1, &st, NULL) !=
		    SQLITE_OK) {
			buf_printf(out, "the effects cannot be checked: %s\n",
			    sqlite3_errmsg(db));
			problems++;
			continue;
		}
		while (sqlite3_step(st) == SQLITE_ROW) {
			rules_check_at(st, 1, out);
			buf_printf(out, checks[i].msg, (const char *)
			    sqlite3_column_text(st, 0));
			buf_add(out, "\n");
			problems++;
		}
		sqlite3_finalize(st);
	}
	return problems;
}
