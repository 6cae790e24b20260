/* `adjutant rules check`: the data checks itself, SQLite-style.  SQL
 * constraints catch malformed rows as the image is built; this catches
 * what they cannot: sections that are not in the index, incomplete text
 * tables, player-aid tables that ship cells, cells that do not parse,
 * formulas that do not compile, dice rows that leave gaps. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adj/buf.h"
#include "adj/dice.h"
#include "adj/expr.h"
#include "adj/lookup.h"
#include "adj/mech.h"
#include "adj/rules.h"
#include "adj/text.h"
#include "adj/prepare.h"

static int problems;

/* The rules' tables, in both parts of the image (prepare.c). */
#define RULES_TABLES "(SELECT name, type FROM main.sqlite_master UNION " \
	    "ALL SELECT name, type FROM rest.sqlite_master)"

static void
problem(struct buf *out, const char *fmt, const char *a, const char *b,
    const char *c)
{
	buf_printf(out, fmt, a != NULL ? a : "", b != NULL ? b : "",
	    c != NULL ? c : "");
	buf_add(out, "\n");
	problems++;
}

static void
check_foreign_keys(sqlite3 *db, struct buf *out)
{
	sqlite3_stmt	*st;

	if (sql_prepare(db, "PRAGMA foreign_key_check", -1, &st, NULL)
	    != SQLITE_OK)
		return;
	while (sqlite3_step(st) == SQLITE_ROW) {
		rules_check_at(st, 0, out);
		problem(out, "foreign key: a row of %s refers to a missing %s "
		    "row%s", (const char *)sqlite3_column_text(st, 0),
		    (const char *)sqlite3_column_text(st, 2), NULL);
	}
	sqlite3_finalize(st);
}

/* Every table with a `section` column: the section (or the part before
 * its first letter, '21.4k' -> '21.4') must be in rule_section. */
static void
check_sections(sqlite3 *db, struct buf *out)
{
	sqlite3_stmt	*tabs, *st;
	char		*sql;
	int		 rc;

	if (sql_prepare(db, "SELECT m.name FROM " RULES_TABLES " m, "
	    "pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = "
	    "'section' AND m.name != 'rule_section'", -1, &tabs, NULL) !=
	    SQLITE_OK)
		return;
	while (sqlite3_step(tabs) == SQLITE_ROW) {
		const char *t = (const char *)sqlite3_column_text(tabs, 0);
		const char *gamecol = strcmp(t, "game") == 0 ? "id" : "game";

		/* Owned, quoted: a table's name is never cut short. */
		if ((sql = sqlite3_mprintf("SELECT x.%s, x.section, '%q', x.rowid FROM "
		    "\"%w\" x WHERE x.section IS NULL OR trim(x.section) = '' "
		    "OR "
		    "NOT EXISTS (SELECT 1 FROM rule_section r WHERE r.game = "
		    "x.%s AND (r.section = x.section OR r.section = rtrim("
		    "x.section, 'abcdefghijklmnopqrstuvwxyz')))", gamecol, t, t,
		    gamecol)) == NULL)
			abort();
		rc = sql_prepare(db, sql, -1, &st, NULL);
		sqlite3_free(sql);
		if (rc != SQLITE_OK) {
			problem(out, "%s: its sections cannot be read%s%s", t,
			    NULL, NULL);
			continue;
		}
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *sec = (const char *)sqlite3_column_text(st,
			    1);

			rules_check_at(st, 2, out);
			problem(out, "%s: a row cites section \"%s\", which is "
			    "not in the rule-section index (game %s)", t,
			    sec != NULL ? sec : "(none)",
			    (const char *)sqlite3_column_text(st, 0));
		}
		sqlite3_finalize(st);
	}
	sqlite3_finalize(tabs);
}

/* Result codes the engine compares against must be the table's own. */
static void
check_engine_codes(sqlite3 *db, struct buf *out)
{
	static const char *const q[] = {
		"SELECT game || '.' || phase, ends, 'impulse_rule', i.rowid "
		"FROM "
		"impulse_rule i WHERE "
		"check_table IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "
		"lookup_cell "
		"c WHERE c.game = i.game AND c.tbl = i.check_table AND "
		"c.result = "
		"i.ends)",
		"SELECT game || '.' || tbl, code, 'leader_casualty', l.rowid "
		"FROM "
		"leader_casualty l WHERE NOT "
		"EXISTS (SELECT 1 FROM lookup_cell c WHERE c.game = l.game AND "
		"c.tbl = l.tbl AND c.result = l.code)",
		"SELECT game || '.' || id, tally, 'contest', c.rowid FROM "
		"contest "
		"c WHERE tally IS NOT "
		"NULL AND NOT EXISTS (SELECT 1 FROM track t WHERE t.game = "
		"c.game "
		"AND t.id = c.tally AND t.side = 'each')",
		/* What a written order's roll means: a result of its table. */
		"SELECT m.game || '.' || r.tbl, m.result, 'message_result', "
		"m.rowid FROM message_result m "
		"JOIN message_rule r ON r.game = m.game WHERE NOT EXISTS "
		"(SELECT "
		"1 FROM lookup_cell c WHERE c.game = r.game AND c.tbl = r.tbl "
		"AND "
		"c.result = m.result)",
		NULL
	};
	sqlite3_stmt	*st;
	int		 i;

	for (i = 0; q[i] != NULL; i++) {
		if (sql_prepare(db, q[i], -1, &st, NULL) != SQLITE_OK)
			continue;
		while (sqlite3_step(st) == SQLITE_ROW) {
			rules_check_at(st, 2, out);
			problem(out, "%s: \"%s\" is not a result (or per-side "
			    "track) the rules data gives", (const char *)
			    sqlite3_column_text(st, 0), (const char *)
			    sqlite3_column_text(st, 1), NULL);
		}
		sqlite3_finalize(st);
	}
}

/* A written order's roll (message_rule): its table is the game's, and
 * each result the table can give says when the order is read. */
static void
check_message_rule(sqlite3 *db, struct buf *out)
{
	sqlite3_stmt	*st;

	if (sql_prepare(db, "SELECT r.game || '.' || r.tbl, COALESCE("
	    "c.result, ''), 'message_rule', min(r.rowid) FROM message_rule r "
	    "LEFT JOIN lookup_cell c ON "
	    "c.game = r.game AND c.tbl = r.tbl WHERE NOT EXISTS (SELECT 1 FROM "
	    "lookup_table t WHERE t.game = r.game AND t.id = r.tbl) OR "
	    "(c.result "
	    "IS NOT NULL AND NOT EXISTS (SELECT 1 FROM message_result m WHERE "
	    "m.game = r.game AND m.result = c.result)) GROUP BY 1, 2", -1, &st,
	    NULL) != SQLITE_OK)
		return;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *res = (const char *)sqlite3_column_text(st, 1);

		rules_check_at(st, 2, out);
		if (*res == '\0')
			problem(out, "message_rule %s: no such table%s%s", (const
			    char *)sqlite3_column_text(st, 0), NULL, NULL);
		else
			problem(out, "message_rule %s: its result \"%s\" has no "
			    "message_result row saying when the order is "
			    "read%s",
			    (const char *)sqlite3_column_text(st, 0), res, NULL);
	}
	sqlite3_finalize(st);
}

/* Every expression of the data compiles under the authorizer a session
 * runs it with (expr.c): valid SQL, one statement, one value, nothing
 * but reads and the rules' functions. */
struct formulas {
	sqlite3		*db;
	struct buf	*out;
};


static void
formula_checked(void *arg, const struct expr_at *at)
{
	struct formulas	*f = arg;
	const char	*row = at->row, *section = at->section;
	char		*why;

	if ((why = expr_check(f->db, at->text)) == NULL)
		return;
	rules_check_row(at->table, at->rowid, f->out);
	/* One line a row, whatever the data holds. */
	text_show(f->out, row, strlen(row), 0);
	buf_printf(f->out, " (%s): expression ", section != NULL ? section :
	    "no section");
	text_quote(f->out, at->text);
	buf_add(f->out, " cannot be used: ");
	text_show(f->out, why, strlen(why), 0);
	buf_add(f->out, "\n");
	problems++;
	free(why);
}

static void
check_formulas(sqlite3 *db, struct buf *out)
{
	struct formulas	 f = { db, out };

	if (expr_each_at(db, formula_checked, &f) != 0)
		problem(out, "the expressions of the rules data cannot be "
		    "read%s%s%s", NULL, NULL, NULL);
}

/* The columns that say when a row holds (the head of db/schema.sql)
 * mean the same in every table that has them: a row whose turns run
 * backwards, or that needs an option it is set aside by, never holds. */
static void
check_when(sqlite3 *db, struct buf *out)
{
	static const struct {
		const char *a, *b, *why;
	} pairs[] = {
		{ "first_turn", "last_turn", "its first_turn is after its "
		  "last_turn" },
		{ "option", "unless", "it needs the option it is set aside by" },
		{ "when_set", "when_clear", "it needs a track both set and at 0" },
	};
	sqlite3_stmt	*tabs, *st;
	char		*sql;
	size_t		 i;

	for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
		if (sql_prepare(db, "SELECT m.name FROM " RULES_TABLES
		    " m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM "
		    "pragma_table_info(m.name) p WHERE p.name = ?1) AND EXISTS "
		    "(SELECT 1 FROM pragma_table_info(m.name) p WHERE p.name = "
		    "?2) ORDER BY m.name", -1, &tabs, NULL) != SQLITE_OK)
			continue;
		sqlite3_bind_text(tabs, 1, pairs[i].a, -1, SQLITE_STATIC);
		sqlite3_bind_text(tabs, 2, pairs[i].b, -1, SQLITE_STATIC);
		while (sqlite3_step(tabs) == SQLITE_ROW) {
			const char *t = (const char *)sqlite3_column_text(tabs, 0);

			if ((sql = sqlite3_mprintf("SELECT game, '%q', rowid FROM "
			    "\"%w\" WHERE \"%w\" %s "
			    "\"%w\"", t, t, pairs[i].a, i == 0 ?
			    ">" : "=", pairs[i].b)) == NULL)
				abort();
			if (sql_prepare(db, sql, -1, &st, NULL) == SQLITE_OK) {
				while (sqlite3_step(st) == SQLITE_ROW) {
					rules_check_at(st, 1, out);
					problem(out, "%s: a row of %s never holds: "
					    "%s", t, (const char *)
					    sqlite3_column_text(st, 0), pairs[i].why);
				}
				sqlite3_finalize(st);
			}
			sqlite3_free(sql);
		}
		sqlite3_finalize(tabs);
	}
}

static void
check_tables(sqlite3 *db, struct buf *out)
{
	sqlite3_stmt	*st;
	struct ltable	 t;
	char		 err[512], id[160];
	int		 bad;

	if (sql_prepare(db, "SELECT game, id, source, 'lookup_table', "
	    "rowid FROM lookup_table ORDER BY game, id", -1, &st, NULL) !=
	    SQLITE_OK)
		return;
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *g = (const char *)sqlite3_column_text(st, 0);
		const char *tb = (const char *)sqlite3_column_text(st, 1);
		const char *src = (const char *)sqlite3_column_text(st, 2);

		snprintf(id, sizeof id, "%s.%s", g, tb);
		if (ltable_load(db, g, tb, 1, &t, err, sizeof err) != 0) {
			rules_check_at(st, 3, out);
			problem(out, "table %s: %s%s", id, err, NULL);
			continue;
		}
		if (strcmp(src, "player-aid") == 0) {
			if ((bad = t.ncells > 0))
				snprintf(err, sizeof err, "it is printed on a "
				    "player aid but ships cells: they must "
				    "come "
				    "from the user's import");
		} else
			bad = ltable_validate(db, &t, 0, err, sizeof err) != 0;
		ltable_free(&t);
		if (bad) {
			rules_check_at(st, 3, out);
			problem(out, "table %s: %s%s", id, err, NULL);
		}
	}
	sqlite3_finalize(st);
}

static void
check_misc(sqlite3 *db, struct buf *out)
{
	static const struct {
		const char *sql, *msg;
	} q[] = {
		{ "SELECT game || '.' || id, 'scenario', rowid FROM scenario "
		  "WHERE first_turn > "
		  "last_turn", "scenario %s ends before it starts%s%s" },
		{ "SELECT s.game || '.' || s.id, 'scenario', s.rowid FROM scenario "
		  "s WHERE NOT EXISTS "
		  "(SELECT 1 FROM victory_level v WHERE v.game = s.game AND "
		  "v.scenario = s.id) AND NOT EXISTS (SELECT 1 FROM "
		  "victory_ratio_level v WHERE v.game = s.game AND v.scenario "
		  "= "
		  "s.id)", "scenario %s has no victory levels%s%s" },
		/* The rows of the engine's own tables name things that are. */
		{ "SELECT game || '.' || phase || ' (' || turn_flag || ')', "
		  "'phase_rule', rowid FROM phase_rule r WHERE turn_flag IS "
		  "NOT NULL AND NOT EXISTS (SELECT "
		  "1 FROM turn t WHERE t.game = r.game AND (t.daypart = "
		  "r.turn_flag "
		  "OR (',' || COALESCE(t.flags, '') || ',') LIKE ('%,' || "
		  "r.turn_flag || "
		  "',%')))", "phase rule %s: no turn has that daypart or "
		  "flag%s%s" },
		/* A side's track is named without its side: the track of
		 * that id, or one per side (id.SIDE). */
		{ "SELECT game || '.' || phase || ' (' || w || ')', 'phase_rule', "
		  "id FROM (SELECT game, phase, when_set AS w, rowid AS id "
		  "FROM "
		  "phase_rule UNION ALL SELECT game, phase, when_clear, rowid "
		  "FROM "
		  "phase_rule) r WHERE w IS NOT NULL "
		  "AND NOT EXISTS (SELECT 1 FROM track t WHERE t.game = r.game "
		  "AND "
		  "(t.id = r.w OR r.w LIKE t.id || '.%'))", "phase rule %s: no "
		  "such track%s%s" },
		{ "SELECT game || '.' || kind || '.' || pos, 'loss_effect', "
		  "rowid FROM loss_effect e "
		  "WHERE NOT EXISTS (SELECT 1 FROM track t WHERE t.game = "
		  "e.game "
		  "AND (t.id = e.track OR t.id LIKE e.track || '.%')) OR "
		  "(e.carry "
		  "IS NOT NULL AND NOT EXISTS (SELECT 1 FROM track t WHERE "
		  "t.game "
		  "= e.game AND (t.id = e.carry OR t.id LIKE e.carry || "
		  "'.%'))) "
		  "OR ((e.every IS NULL) <> (e.carry IS NULL))",
		  "loss effect %s names no track (or a carry without its "
		  "count)%s%s" },
		{ "SELECT game || '.' || id, 'ammo_event', rowid FROM ammo_event "
		  "e WHERE NOT EXISTS "
		  "(SELECT 1 FROM track t WHERE t.game = e.game AND (t.id = "
		  "e.track OR t.id LIKE e.track || '.%')) OR (e.next_dice IS "
		  "NOT "
		  "NULL AND e.dice IS "
		  "NULL)", "ammunition event %s names no track "
		  "(or a second roll with no first)%s%s" },
		/* A level moves on a flag, or on a derived track read as
		 * one while its formula holds; a latch sets flags only. */
		{ "SELECT game || '.' || flag, t, id FROM (SELECT game, flag, 'l' "
		  "AS src, 'track_latch' AS t, rowid AS id FROM track_latch "
		  "UNION "
		  "ALL SELECT game, when_set, 's', 'victory_shift', rowid FROM "
		  "victory_shift) x "
		  "WHERE NOT EXISTS (SELECT 1 FROM track t WHERE t.game = "
		  "x.game "
		  "AND (t.kind = 'flag' OR (t.kind = 'derived' AND x.src = "
		  "'s')) "
		  "AND (t.id = x.flag OR t.id || '.' || "
		  "(SELECT s.id FROM side s WHERE s.game = x.game AND t.id || "
		  "'.' "
		  "|| s.id = x.flag) = x.flag))", "%s is no flag track of the "
		  "game%s%s" },
		/* Two levels of one track both holding for one value: which
		 * the game ends on would depend on the rows' order. */
		{ "SELECT DISTINCT a.game || '.' || a.scenario || ' (' || a.level "
		  "|| ', ' || b.level || ')', 'victory_level', b.rowid FROM "
		  "victory_level a JOIN "
		  "victory_level b ON b.game = a.game AND b.scenario = "
		  "a.scenario "
		  "AND b.track = a.track AND b.rowid > a.rowid WHERE "
		  "COALESCE(a.lo, -2147483648) <= COALESCE(b.hi, 2147483647) "
		  "AND "
		  "COALESCE(b.lo, -2147483648) <= COALESCE(a.hi, 2147483647)",
		  "victory levels of %s overlap%s%s" },
		/* A latch sets its flag once its test holds: a test that
		 * reads the flag itself (one the players set) never fires. */
		{ "SELECT game || '.' || flag, t, id FROM (SELECT game, flag, "
		  "test, ':' || replace(replace(flag, '-', '_'), '.', '_') AS "
		  "p, "
		  "'track_latch' AS t, rowid AS id FROM track_latch UNION ALL "
		  "SELECT game, flag, test, ':' || replace(replace(flag, '-', "
		  "'_'), '.', '_'), 'step_latch', rowid FROM step_latch) "
		  "WHERE test || ' ' GLOB '*' || p || '[^a-zA-Z0-9_]*'",
		  "the latch of %s reads its own flag: it can never set "
		  "it%s%s" },
		/* A check of a step, a held victory and its cancelling
		 * flag name flag tracks; a held victory's levels are levels
		 * of every scenario of its game. */
		{ "SELECT x.game || '.' || x.flag, x.t, x.id FROM (SELECT game, "
		  "flag, 'step_latch' AS t, rowid AS id FROM step_latch UNION "
		  "ALL "
		  "SELECT game, flag, 'victory_hold', rowid FROM victory_hold "
		  "UNION ALL SELECT game, cancel, 'victory_hold', rowid FROM "
		  "victory_hold WHERE cancel IS NOT NULL) x WHERE NOT EXISTS "
		  "(SELECT 1 FROM track t WHERE t.game = "
		  "x.game AND t.kind = 'flag' AND t.id = "
		  "x.flag)", "%s is no flag "
		  "track of the game%s%s" },
		{ "SELECT h.game || '.' || h.flag || ' (' || s.id || ')', "
		  "'victory_hold', h.rowid FROM victory_hold h JOIN scenario s "
		  "ON s.game = h.game WHERE NOT "
		  "EXISTS (SELECT 1 FROM victory_level v WHERE v.game = h.game "
		  "AND "
		  "v.scenario = s.id AND v.level = h.level) OR (h.unless_level "
		  "IS "
		  "NOT NULL AND NOT EXISTS (SELECT 1 FROM victory_level v "
		  "WHERE "
		  "v.game = h.game AND v.scenario = s.id AND v.level = "
		  "h.unless_level))", "held victory %s names a level the scenario "
		  "does not have%s%s" },
		/* An award's points are whole numbers in a comma list. */
		{ "SELECT game || '.' || award || '.' || id, 'award_item', rowid "
		  "FROM award_item WHERE points IS NOT NULL AND (points = '' "
		  "OR points GLOB "
		  "'*[^0-9,-]*' OR points GLOB '*,,*' OR points GLOB ',*' OR "
		  "points GLOB '*,' OR points GLOB '*[0-9-]-*' OR points GLOB "
		  "'*-,*' OR points GLOB "
		  "'*-')", "award item %s: its points are "
		  "not a comma list of whole numbers%s%s" },
		{ "SELECT game || '.' || id, t, r FROM (SELECT game, id, 'award' "
		  "AS m, 'award' AS t, rowid AS r FROM award UNION ALL SELECT "
		  "game, id, 'plan', 'plan_kind', rowid FROM plan_kind) x "
		  "WHERE NOT EXISTS (SELECT 1 FROM game_mechanism g WHERE "
		  "g.game "
		  "= x.game AND g.mechanism = "
		  "x.m)", "%s: its game does not take "
		  "up the mechanism that reads it (game_mechanism)%s%s" },
		{ "SELECT game || '.' || scenario, 'victory_ratio', rowid FROM "
		  "victory_ratio v WHERE NOT "
		  "EXISTS (SELECT 1 FROM victory_ratio_level l WHERE l.game = "
		  "v.game AND l.scenario = v.scenario)", "ratio victory of %s "
		  "has no levels%s%s" },
		{ "SELECT game || '.' || id, 'phase', rowid FROM phase p WHERE "
		  "loop_to IS NOT "
		  "NULL AND NOT EXISTS (SELECT 1 FROM phase q WHERE q.game = "
		  "p.game AND q.id = p.loop_to)", "phase %s loops to a phase "
		  "that does not exist%s%s" },
		{ "SELECT game || '.' || track, 'track_step', rowid FROM "
		  "track_step s WHERE NOT EXISTS "
		  "(SELECT 1 FROM track t WHERE t.game = s.game AND t.id = "
		  "s.track) OR (s.action = 'copy') <> (s.source IS NOT NULL) "
		  "OR "
		  "(s.source IS NOT NULL AND NOT EXISTS (SELECT 1 FROM track t "
		  "WHERE t.game = s.game AND t.id = "
		  "s.source))", "track step on %s "
		  "names no track (or copies from none)%s%s" },
		{ "SELECT game || '.' || id, 'track', rowid FROM track WHERE kind "
		  "= 'derived' AND "
		  "formula IS NULL", "derived track %s has no formula%s%s" },
		{ "SELECT game || '.' || track, 'track_secret', rowid FROM "
		  "track_secret s WHERE NOT "
		  "EXISTS (SELECT 1 FROM track t WHERE t.game = s.game AND "
		  "t.id "
		  "= s.track)", "secret track %s names no track%s%s" },
		/* A look-up's working and its journal event show the values
		 * it read, to every role: none may be a side's secret. */
		{ "SELECT x.game || '.' || x.tbl || ' reads ' || s.track, x.t, "
		  "x.r FROM (SELECT game, tbl, cond AS e, 'result_substitute' "
		  "AS "
		  "t, rowid AS r FROM result_substitute UNION ALL SELECT game, "
		  "tbl, cond, 'modifier', rowid FROM modifier UNION ALL SELECT "
		  "game, id, defaults, 'lookup_table', rowid FROM "
		  "lookup_table) x JOIN track_secret s ON s.game = "
		  "x.game AND instr(x.e, ':' || replace(replace(s.track, '.', "
		  "'_'), '-', '_')) > 0", "look-up %s, a side's secret track: "
		  "its working would show it to every role%s%s" },
		/* A gain's floor, a register's pool: number tracks. */
		{ "SELECT game || '.' || track, 'track_gain', rowid FROM "
		  "track_gain g WHERE NOT EXISTS "
		  "(SELECT 1 FROM track t WHERE t.game = g.game AND t.id = "
		  "g.track AND t.kind = "
		  "'counter')", "track gain on %s names no "
		  "counter track%s%s" },
		{ "SELECT game || '.' || register || '.' || counter, "
		  "'register_pool', rowid FROM register_pool p WHERE NOT "
		  "EXISTS (SELECT 1 FROM track t WHERE "
		  "t.game = p.game AND t.id = p.track AND t.kind = 'counter') "
		  "OR "
		  "length(CAST(p.remind AS BLOB)) >= 512 OR length(CAST(p.say "
		  "AS "
		  "BLOB)) >= 256 OR (p.remind IS NULL) <> (p.say IS NULL)",
		  "register pool %s names no counter track (or its reminder is "
		  "too long, or half given)%s%s" },
		{ "SELECT game || '.' || register || '.' || counter || '.' || "
		  "value, 'register_level', rowid FROM register_level l WHERE "
		  "EXISTS (SELECT 1 FROM "
		  "register_counter c WHERE c.game = l.game AND c.register = "
		  "l.register AND c.id = l.counter AND (l.value < c.lo OR "
		  "l.value > "
		  "c.hi))", "register level %s is off its counter%s%s" },
		{ "SELECT game || '.' || register || '.' || counter, "
		  "'register_roll', rowid FROM register_roll x WHERE NOT "
		  "EXISTS (SELECT 1 FROM lookup_table "
		  "t WHERE t.game = x.game AND t.id = "
		  "x.tbl)", "register roll %s "
		  "names no table of its game%s%s" },
		/* A default read from the game's state names one of its
		 * tracks as the formulas do (:hf_surrounded); the first such
		 * default of a table is checked. */
		{ "WITH d AS (SELECT game, id, substr(defaults, instr(defaults, "
		  "'=:') + 2) AS rest, rowid AS r FROM lookup_table WHERE "
		  "instr(defaults, '=:') > 0), n AS (SELECT game, id, r, CASE "
		  "WHEN instr(rest, ',') > 0 THEN substr(rest, 1, instr(rest, "
		  "',') "
		  "- 1) ELSE rest END AS name FROM d) SELECT game || '.' || "
		  "id, "
		  "'lookup_table', r FROM n WHERE name <> "
		  "'turn' AND NOT EXISTS (SELECT 1 FROM track t WHERE t.game = "
		  "n.game AND (replace(replace(t.id, '-', '_'), '.', '_') = "
		  "n.name OR n.name LIKE replace(replace(t.id, '-', '_'), '.', "
		  "'_') || '\\_%' ESCAPE '\\' OR (instr(n.name, '{') > 1 AND "
		  "replace(replace(t.id, '-', '_'), '.', '_') LIKE "
		  "substr(n.name, 1, instr(n.name, '{') - 1) || '%')))", "a "
		  "default of table %s reads "
		  "no track of its game%s%s" },
		/* A followed flag is a flag track that no latch sets too:
		 * the one would clear what the other set for good. */
		{ "SELECT f.game || '.' || f.flag, 'track_follow', f.rowid FROM "
		  "track_follow f WHERE NOT "
		  "EXISTS (SELECT 1 FROM track t LEFT JOIN side s ON s.game = "
		  "t.game AND t.side = 'each' WHERE t.game = f.game AND t.kind "
		  "= "
		  "'flag' AND CASE WHEN t.side IS NULL THEN t.id WHEN t.side = "
		  "'each' THEN t.id || '.' || s.id ELSE t.id || '.' || t.side "
		  "END "
		  "= f.flag) OR EXISTS (SELECT 1 FROM track_latch l WHERE "
		  "l.game = "
		  "f.game AND l.flag = f.flag)", "followed flag %s is no flag "
		  "track of the game, or a latch sets it too%s%s" },
		/* Fading amounts: whole numbers, at most FADE_TURNS_MAX of
		 * them (fade.h), in a game that uses the mechanism. */
		{ "SELECT game || '.' || side || '.' || kind, 'fade', rowid FROM "
		  "fade f WHERE "
		  "amounts = '' OR amounts GLOB '*[^0-9,]*' OR amounts GLOB "
		  "',*' "
		  "OR amounts GLOB '*,' OR amounts GLOB '*,,*' OR "
		  "length(amounts) "
		  "- length(replace(amounts, ',', '')) >= 16 OR NOT EXISTS "
		  "(SELECT "
		  "1 FROM game_mechanism m WHERE m.game = f.game AND "
		  "m.mechanism = "
		  "'fade')", "fading amounts %s: expected up to 16 whole numbers "
		  "separated by commas, in a game that uses the fade "
		  "mechanism%s%s" },
		/* Each id a modifier cancels is a modifier of its table. */
		{ "SELECT game || '.' || tbl || '.' || id, 'modifier', rowid FROM "
		  "modifier m WHERE cancels IS NOT NULL AND (SELECT count(*) "
		  "FROM modifier x WHERE "
		  "x.game = m.game AND x.tbl = m.tbl AND x.id != m.id AND (',' "
		  "|| "
		  "m.cancels || ',') LIKE ('%,' || x.id || ',%')) <> "
		  "length(m.cancels) - length(replace(m.cancels, ',', '')) + 1",
		  "modifier %s cancels a modifier its table does not "
		  "have%s%s" },
		/* A session keeps a formula in struct track's 512 bytes. */
		{ "SELECT game || '.' || id, 'track', rowid FROM track WHERE "
		  "length(formula) >= "
		  "512", "the formula of track %s is longer than a session "
		  "keeps%s%s" },
		/* A look-up keeps a condition or an input in 200 bytes
		 * (lookup.h), `compute` a formula in 512: one cut short would
		 * be another expression. */
		{ "SELECT game || '.' || tbl || '.' || id, 'modifier', rowid FROM "
		  "modifier WHERE length(CAST(cond AS BLOB)) >= 200 UNION ALL "
		  "SELECT game || '.' || tbl || '.' || id, 'lookup_dim', rowid "
		  "FROM lookup_dim WHERE length(CAST(input AS BLOB)) >= 200 "
		  "UNION "
		  "ALL SELECT game || '.' || tbl || '.' || label, "
		  "'lookup_entry', "
		  "rowid FROM lookup_entry WHERE length(CAST(cond AS BLOB)) "
		  ">= 200", "the expression of %s is longer than a look-up "
		  "keeps%s%s" },
		{ "SELECT game || '.' || id, 'formula', rowid FROM formula WHERE "
		  "length(CAST(expr AS BLOB)) >= "
		  "512", "formula %s is longer than `compute` keeps%s%s" },
		{ "SELECT game || '.' || id, 'track', rowid FROM track WHERE kind "
		  "= 'boxes' AND "
		  "NOT EXISTS (SELECT 1 FROM track_level l WHERE l.game = "
		  "track.game AND l.track = track.id)", "box track %s has no "
		  "boxes%s%s" },
		/* The steps a command acts in are steps of its game, and a
		 * command typed at a step it leaves has one it goes to. */
		{ "SELECT c.game || '.' || c.command || ' (' || c.phase || ')', "
		  "'command_step', c.rowid FROM command_step c WHERE NOT "
		  "EXISTS (SELECT 1 FROM phase p "
		  "WHERE p.game = c.game AND p.id = c.phase)", "command step "
		  "%s names no phase or step of the game%s%s" },
		{ "SELECT c.game || '.' || c.command, 'command_step', "
		  "min(c.rowid) FROM command_step c WHERE NOT EXISTS (SELECT 1 "
		  "FROM command_step a WHERE a.game = c.game AND a.command = "
		  "c.command AND a.kind = 'acts') GROUP BY c.game, c.command",
		  "command %s has steps it is typed at but none it acts "
		  "in%s%s" },
		{ "SELECT g.id, 'game', g.rowid FROM game g WHERE NOT EXISTS "
		  "(SELECT 1 FROM phase p WHERE p.game = "
		  "g.id)", "game %s has no sequence of play%s%s" },
		{ "SELECT game || '.' || id, 'track', rowid FROM track t WHERE "
		  "up_side IS NOT NULL "
		  "AND NOT EXISTS (SELECT 1 FROM side s WHERE s.game = t.game "
		  "AND "
		  "s.id = t.up_side)", "track %s is raised by a side the game "
		  "has not%s%s" },
		/* A formation counted as another joins one of its own side
		 * and kind, which is not itself counted as a third. */
		{ "SELECT m.game || '.' || m.scenario || '.' || m.formation, "
		  "'formation_merge', m.rowid FROM formation_merge m JOIN "
		  "formation a ON a.game = m.game AND "
		  "a.id = m.formation JOIN formation b ON b.game = m.game AND "
		  "b.id = m.counts_as WHERE a.side <> b.side OR a.kind <> "
		  "b.kind "
		  "OR EXISTS (SELECT 1 FROM formation_merge x WHERE x.game = "
		  "m.game AND x.scenario = m.scenario AND x.formation = "
		  "m.counts_as)", "formation merge %s joins another side's or "
		  "kind's formation, or one merged in turn%s%s" },
		/* The commanders' rows: what a role holds is of its side,
		 * a bar names a formation or duty, and the flags they read
		 * are tracks of the game. */
		{ "SELECT h.game || '.' || h.formation || '.' || h.role, "
		  "'commander_hold', h.rowid FROM commander_hold h JOIN "
		  "commander_role r ON r.game = h.game AND "
		  "r.id = h.role WHERE NOT EXISTS (SELECT 1 FROM formation f "
		  "WHERE f.game = h.game AND f.id = h.formation AND f.side = "
		  "r.side UNION ALL SELECT 1 FROM commander_duty d WHERE "
		  "d.game = "
		  "h.game AND d.id = h.formation AND d.side = r.side)",
		  "commander hold %s gives a role what is not its side's%s%s" },
		{ "SELECT b.game || '.' || b.formation, 'command_bar', b.rowid "
		  "FROM command_bar b WHERE "
		  "NOT EXISTS (SELECT 1 FROM formation f WHERE f.game = b.game "
		  "AND f.id = b.formation UNION ALL SELECT 1 FROM "
		  "commander_duty "
		  "d WHERE d.game = b.game AND d.id = "
		  "b.formation)", "command bar "
		  "%s names no formation or duty of the game%s%s" },
		{ "SELECT game || '.' || flag, t, r FROM (SELECT game, when_set "
		  "AS flag, 'overall_rule' AS t, rowid AS r FROM overall_rule "
		  "UNION ALL SELECT game, when_clear, 'overall_rule', rowid "
		  "FROM "
		  "overall_rule UNION ALL SELECT game, when_set, "
		  "'command_window', rowid FROM command_window UNION ALL "
		  "SELECT "
		  "game, when_clear, 'command_bar', rowid FROM command_bar) x "
		  "WHERE flag IS NOT NULL AND NOT EXISTS (SELECT 1 "
		  "FROM track t WHERE t.game = x.game AND t.id = x.flag)",
		  "the commanders' rows name %s, no track of the game%s%s" },
		/* What a result calls for next follows a calculator or a
		 * table of its game, and is one of that source's results. */
		{ "SELECT n.game || '.' || n.source || '.' || n.code, "
		  "'result_next', n.rowid FROM result_next n WHERE NOT EXISTS "
		  "(SELECT 1 FROM lookup_table t "
		  "WHERE t.game = n.game AND t.id = n.source UNION ALL SELECT "
		  "1 "
		  "FROM calculator c WHERE c.game = n.game AND c.id = "
		  "n.source) "
		  "OR NOT EXISTS (SELECT 1 FROM result_code r WHERE r.game = "
		  "n.game AND r.code = n.code)", "result_next %s follows no "
		  "table or calculator of its game, or no result code of "
		  "it%s%s" },
		/* A draw rule sets aside chits that are: of a kind and a
		 * side its game's chits have (the draw matches them by name,
		 * and would pass a misspelt one by). */
		{ "SELECT d.game || '.' || d.scenario || '.' || d.track || ' (' "
		  "|| d.kind || COALESCE(', ' || d.side, '') || ')', "
		  "'draw_rule', "
		  "d.rowid FROM draw_rule d WHERE NOT EXISTS (SELECT 1 FROM "
		  "chit c WHERE "
		  "c.game = d.game AND c.kind = d.kind AND (d.side IS NULL OR "
		  "c.side = d.side))", "draw rule %s sets aside a kind of chit "
		  "its game has not%s%s" },
		/* A result substituted is one its table gives, by one the
		 * game's glossary or the table's cells know, on a table
		 * whose result is not in parts. */
		{ "SELECT s.game || '.' || s.tbl || '.' || s.result, "
		  "'result_substitute', s.rowid FROM result_substitute s WHERE "
		  "NOT EXISTS (SELECT 1 FROM "
		  "lookup_table t WHERE t.game = s.game AND t.id = s.tbl AND "
		  "t.roll_split = 0) OR NOT EXISTS (SELECT 1 FROM result_code "
		  "r "
		  "WHERE r.game = s.game AND r.code = s.result AND (r.tbl IS "
		  "NULL "
		  "OR r.tbl = s.tbl) UNION ALL SELECT 1 FROM lookup_cell c "
		  "WHERE "
		  "c.game = s.game AND c.tbl = s.tbl AND c.result = s.result) "
		  "OR "
		  "NOT EXISTS (SELECT 1 FROM result_code r WHERE r.game = "
		  "s.game "
		  "AND r.code = s.substitute AND (r.tbl IS NULL OR r.tbl = "
		  "s.tbl) "
		  "UNION ALL SELECT 1 FROM lookup_cell c WHERE c.game = s.game "
		  "AND "
		  "c.tbl = s.tbl AND c.result = s.substitute)", "result "
		  "substitution %s names no table of its game (or one whose "
		  "result is in parts), or a result or substitute that is not "
		  "one of the table's results%s%s" },
		/* A unit that arrives is of a scenario of its game. */
		{ "SELECT game || '.' || scenario || '.' || unit, 'arrival_unit', "
		  "rowid FROM arrival_unit a WHERE NOT EXISTS (SELECT 1 FROM "
		  "scenario s WHERE s.game = "
		  "a.game AND s.id = a.scenario)", "arriving unit %s is of no "
		  "scenario of its game%s%s" },
		{ NULL, NULL }
	};
	sqlite3_stmt	*st;
	int		 i;

	for (i = 0; q[i].sql != NULL; i++) {
		if (sql_prepare(db, q[i].sql, -1, &st, NULL) != SQLITE_OK)
			continue;
		while (sqlite3_step(st) == SQLITE_ROW) {
			rules_check_at(st, 1, out);
			problem(out, q[i].msg,
			    (const char *)sqlite3_column_text(st, 0), NULL, NULL);
		}
		sqlite3_finalize(st);
	}
}

/* One engine name a row gives (what: "action", "condition"): declared
 * by a mechanism (mech.actions, mech.conditions) that the row's game
 * uses, or the engine would pass it by. */
static void
check_name(sqlite3 *db, sqlite3_stmt *st, const char *row, const char *game,
    const char *what, const char *name, struct buf *out)
{
	const struct mech *m = strcmp(what, "action") == 0 ?
	    mech_of_action(name) : mech_of_condition(name);
	char	 said[512];

	if (m == NULL)
		snprintf(said, sizeof said, "%s: %s \"%s\" is declared by no "
		    "mechanism", row, what, name);
	else if (rules_int(db, 0, "SELECT count(*) FROM game_mechanism WHERE "
	    "game = ?1 AND mechanism = ?2", game, m->name) == 0)
		snprintf(said, sizeof said, "%s: %s \"%s\" is the %s "
		    "mechanism's, which game %s does not use", row, what, name,
		    m->name, game);
	else
		return;
	rules_check_at(st, 4, out);
	problem(out, "%s%s%s", said, NULL, NULL);
}

/* The engine actions and loop conditions the rows name, each split from
 * its comma list: a phase's actions and loop condition, a latch's
 * action. */
static void
check_engine_names(sqlite3 *db, struct buf *out)
{
	static const char *const q =
	    "SELECT 'phase ' || game || '.' || id || ' (section ' || section "
	    "|| ')', game, 'action', action, 'phase', rowid FROM phase WHERE "
	    "action IS NOT NULL UNION ALL SELECT 'phase ' || game || '.' || id "
	    "|| ' (section ' || section || ')', game, 'condition', loop_while, "
	    "'phase', rowid FROM phase WHERE loop_while IS NOT NULL UNION ALL "
	    "SELECT 'track_latch ' || game || '.' || COALESCE(scenario || '.', "
	    "'') || flag || ' (section ' || section || ')', game, 'action', "
	    "action, 'track_latch', rowid FROM track_latch WHERE action IS NOT "
	    "NULL";
	sqlite3_stmt	*st;
	char		 list[256], *a, *save;

	if (sql_prepare(db, q, -1, &st, NULL) != SQLITE_OK) {
		problem(out, "the engine names cannot be read: %s%s%s",
		    sqlite3_errmsg(db), NULL, NULL);
		return;
	}
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *row = (const char *)sqlite3_column_text(st, 0);
		const char *game = (const char *)sqlite3_column_text(st, 1);
		const char *what = (const char *)sqlite3_column_text(st, 2);

		snprintf(list, sizeof list, "%s", sqlite3_column_text(st, 3));
		save = NULL;
		for (a = strtok_r(list, ",", &save); a != NULL;
		    a = strtok_r(NULL, ",", &save))
			check_name(db, st, row, game, what, a, out);
	}
	sqlite3_finalize(st);
}

/* Does game need a cite of topic from mechanism m: always, unless m
 * names it among those a game cites only with the rows they are about
 * (mech.cites_when). */
static int
cite_needed(sqlite3 *db, const struct mech *m, const char *game,
    const char *topic)
{
	const char *const *w;

	for (w = m->cites_when; w != NULL && w[0] != NULL; w += 2)
		if (strcmp(w[0], topic) == 0)
			return rules_int(db, 0, w[1], game, NULL) > 0;
	return 1;
}

/* Every section a mechanism cites (rules_cite) is in the data of each game
 * that uses the mechanism: a game with a cup, one whose hexes score each
 * turn, one with a panic table. */
static void
check_cites(sqlite3 *db, struct buf *out)
{
	sqlite3_stmt	*st;

	/* Each mechanism a game uses cites its own topics from the data. */
	if (sql_prepare(db, "SELECT game, mechanism, "
	    "'game_mechanism', rowid FROM game_mechanism ORDER BY game", -1, &st, NULL) == SQLITE_OK) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *g = (const char *)sqlite3_column_text(st, 0);
			const char *name = (const char *)sqlite3_column_text(st, 1);
			const struct mech *m = mech_find(name);
			const char *const *topic;

			if (m == NULL) {
				rules_check_at(st, 2, out);
				problem(out, "game %s uses an unknown mechanism "
				    "%s%s", g, name, NULL);
				continue;
			}
			for (topic = m->cites; topic != NULL && *topic != NULL;
			    topic++)
				if (cite_needed(db, m, g, *topic) && rules_int(db,
				    0, "SELECT count(*) FROM cite WHERE game = ?1 "
				    "AND topic = ?2", g, *topic) == 0) {
					rules_check_at(st, 2, out);
					problem(out, "game %s cites no section for "
					    "%s%s", g, *topic, NULL);
				}
		}
		sqlite3_finalize(st);
	}
	/* The per-turn award is said only where hexes score every turn;
	 * `panic` cites the rule of the game's panic table. */
	if (sql_prepare(db, "SELECT game, 'control.turn-award', "
	    "'victory_hex', min(rowid) FROM victory_hex WHERE per_turn = 1 AND "
	    "game NOT IN (SELECT game FROM cite WHERE topic = "
	    "'control.turn-award') GROUP BY game UNION SELECT game, "
	    "'panic.result', 'lookup_table', rowid FROM lookup_table WHERE id = 'panic' AND game NOT "
	    "IN (SELECT game FROM cite WHERE topic = 'panic.result')", -1, &st,
	    NULL) == SQLITE_OK) {
		while (sqlite3_step(st) == SQLITE_ROW) {
			rules_check_at(st, 2, out);
			problem(out, "game %s cites no section for %s%s",
			    (const char *)sqlite3_column_text(st, 0),
			    (const char *)sqlite3_column_text(st, 1), NULL);
		}
		sqlite3_finalize(st);
	}
}

int
rules_check(sqlite3 *db, struct buf *out)
{
	problems = 0;
	/* Every table is read: both parts of the image. */
	if (rules_load_rest(db) != 0)
		problem(out, "the rules' second part cannot be attached: %s",
		    sqlite3_errmsg(db), NULL, NULL);
	check_foreign_keys(db, out);
	check_sections(db, out);
	check_formulas(db, out);
	check_when(db, out);
	check_engine_codes(db, out);
	check_message_rule(db, out);
	check_tables(db, out);
	check_misc(db, out);
	check_cites(db, out);
	problems += rules_check_lengths(db, out);
	problems += rules_check_effects(db, out);
	check_engine_names(db, out);
	return problems;
}
