-- The Long Roads to Gettysburg: what each side keeps to itself, and the
-- time each side has for its turn.
--
-- Secret tracks (track_secret): their changes are recorded for the side
-- and the umpire; no other role's status, `track`, log, page or export
-- holds their value.  The Spy winner's look at the loser's (2.0) is
-- `look SIDE` on a turn its spy-won flag is set (secret_look).
--
-- Morale: 15.1 lists what an army's morale counts, all of it on the map
-- or on the tracks both sides read; the text hides no morale input (nor
-- does 20.0, which hides units, not morale).  Only the simplified
-- supply's term (24.6) comes from a secret sheet: the amount it adds is
-- what the table sees applied (24.6's effects go on the map), so it is
-- kept on open flags that follow the secret track, and the morale reads
-- those, not the sheet.

-- The registers of supply.sql and towns.sql stay open: the victuals
-- left in a levied town may be taken by either side's units there
-- (13.1: "either player"), a captured depot's stocks are the captor's
-- and the place it stands is on the map (13.8), and the ammunition
-- levels are kept on the Ammunition Tracks printed on the map (19.1).
-- What 2.0 names secret is the supply status sheet, which under the
-- simplified rules is the supply track.
--
-- The supply sheet (24.0): the simplified supply track of each side.
INSERT INTO track_secret (game, track, side, option, section, note) VALUES
  ('long-roads', 'supply.union', 'union', NULL, '2.0', 'The supply status sheet: the enemy sees it only by winning the Spy contest (2.0).'),
  ('long-roads', 'supply.confederate', 'confederate', NULL, '2.0', 'The supply status sheet: the enemy sees it only by winning the Spy contest (2.0).');

-- The supply term of the morale (24.6), open to all: one flag per
-- level that adds to it, following the secret track.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'supply-one', 'Supply at 1 (+1 morale)', 'flag', 'each', 0, 1, 0, NULL, 60, '24.6', 0, 'Follows the side''s secret supply track: what the table sees of it through the morale.', NULL),
  ('long-roads', 'supply-none', 'Supply at 0 (+2 morale)', 'flag', 'each', 0, 1, 0, NULL, 61, '24.6', 0, 'Follows the side''s secret supply track.', NULL),
  ('long-roads', 'supply-out', 'Supply below 0 (+3 morale)', 'flag', 'each', 0, 1, 0, NULL, 62, '24.6', 0, 'Follows the side''s secret supply track.', NULL);
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option)
  SELECT 'long-roads', t.id, sc.id, 0, 1, 0, NULL, '24.6', 'simplified-supply'
  FROM track t, scenario sc WHERE t.game = 'long-roads' AND sc.game =
  'long-roads' AND t.id IN ('supply-one', 'supply-none', 'supply-out');
INSERT INTO track_follow (game, flag, test, effect, ended, section, uncertain, note, option) VALUES
  ('long-roads', 'supply-one.union', ':supply_union = 1', 'the Union''s supply is at 1: +1 to its army morale', 'the Union''s supply is no longer at 1', '24.6', 0, NULL, 'simplified-supply'),
  ('long-roads', 'supply-none.union', ':supply_union = 0', 'the Union''s supply is at 0: +2 to its army morale', 'the Union''s supply is no longer at 0', '24.6', 0, NULL, 'simplified-supply'),
  ('long-roads', 'supply-out.union', ':supply_union < 0', 'the Union''s supply is below 0: +3 to its army morale', 'the Union''s supply is no longer below 0', '24.6', 0, NULL, 'simplified-supply'),
  ('long-roads', 'supply-one.confederate', ':supply_confederate = 1', 'the Confederates'' supply is at 1: +1 to their army morale', 'the Confederates'' supply is no longer at 1', '24.6', 0, NULL, 'simplified-supply'),
  ('long-roads', 'supply-none.confederate', ':supply_confederate = 0', 'the Confederates'' supply is at 0: +2 to their army morale', 'the Confederates'' supply is no longer at 0', '24.6', 0, NULL, 'simplified-supply'),
  ('long-roads', 'supply-out.confederate', ':supply_confederate < 0', 'the Confederates'' supply is below 0: +3 to their army morale', 'the Confederates'' supply is no longer below 0', '24.6', 0, NULL, 'simplified-supply');
UPDATE track SET formula = replace(formula, 'CASE WHEN :supply_union = 1 THEN 1 WHEN :supply_union = 0 THEN 2 WHEN :supply_union < 0 THEN 3 ELSE 0 END', ':supply_one_union + 2 * :supply_none_union + 3 * :supply_out_union')
  WHERE game = 'long-roads' AND id = 'morale.union';
UPDATE track SET formula = replace(formula, 'CASE WHEN :supply_confederate = 1 THEN 1 WHEN :supply_confederate = 0 THEN 2 WHEN :supply_confederate < 0 THEN 3 ELSE 0 END', ':supply_one_confederate + 2 * :supply_none_confederate + 3 * :supply_out_confederate')
  WHERE game = 'long-roads' AND id = 'morale.confederate';

-- The Spy winner's look (2.0): the loser's supply sheet and where he has
-- scheduled a depot, on the turn the winner's flag is set.
INSERT INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'secrets');
INSERT INTO secret_look (game, side, flag, section, note) VALUES
  ('long-roads', 'confederate', 'spy-won.confederate', '2.0', 'The winning player may examine the opposing player''s supply status sheet and where he has scheduled depots.'),
  ('long-roads', 'union', 'spy-won.union', '2.0', 'The winning player may examine the opposing player''s supply status sheet and where he has scheduled depots.');

-- Limited intelligence (20.0): dummy / force markers in play per side,
-- and where most of the side's infantry corps commanders are (the
-- players set it: the program cannot see the map).  The allowance is 12
-- or 6 by that flag, the other way round for each side.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'markers.confederate', 'Confederate dummy / force markers in play', 'counter', NULL, 0, 12, 0, NULL, 63, '20.0', 0, 'Raised as markers are placed, lowered as they are revealed or removed; never above the allowance.', NULL),
  ('long-roads', 'markers.union', 'Union dummy / force markers in play', 'counter', NULL, 0, 12, 0, NULL, 64, '20.0', 0, 'Raised as markers are placed, lowered as they are revealed or removed; never above the allowance.', NULL),
  ('long-roads', 'corps-north.confederate', 'Most Confederate infantry corps commanders north of the Potomac', 'flag', NULL, 0, 1, 0, NULL, 65, '20.0', 0, 'Set by the Confederate player when a majority of his infantry corps commanders is north of the Potomac.', NULL),
  ('long-roads', 'corps-north.union', 'Most Union infantry corps commanders north of the Potomac', 'flag', NULL, 0, 1, 0, NULL, 66, '20.0', 0, 'Set by the Union player when a majority of his infantry corps commanders is north of the Potomac.', NULL),
  ('long-roads', 'marker-allowance.confederate', 'Confederate dummy / force marker allowance', 'derived', NULL, NULL, NULL, 0, 'CASE WHEN :corps_north_confederate THEN 6 ELSE 12 END', 67, '20.0', 0, '12 while most Confederate infantry corps commanders are south of the Potomac, 6 once most are north.', NULL),
  ('long-roads', 'marker-allowance.union', 'Union dummy / force marker allowance', 'derived', NULL, NULL, NULL, 0, 'CASE WHEN :corps_north_union THEN 12 ELSE 6 END', 68, '20.0', 0, '6 while most Union infantry corps commanders are south of the Potomac, 12 once most are north.', NULL);
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option)
  SELECT 'long-roads', t.id, sc.id, t.lo, t.hi, t.initial, NULL, '20.0', 'limited-intelligence'
  FROM track t, scenario sc WHERE t.game = 'long-roads' AND sc.game =
  'long-roads' AND t.id IN ('markers.confederate', 'markers.union',
  'corps-north.confederate', 'corps-north.union',
  'marker-allowance.confederate', 'marker-allowance.union');
INSERT INTO track_secret (game, track, side, option, section, note) VALUES
  ('long-roads', 'markers.confederate', 'confederate', NULL, '20.0', 'Counts by side are the side''s own: the enemy sees markers on the map, not which are dummies.'),
  ('long-roads', 'markers.union', 'union', NULL, '20.0', 'Counts by side are the side''s own.'),
  ('long-roads', 'corps-north.confederate', 'confederate', NULL, '20.0', NULL),
  ('long-roads', 'corps-north.union', 'union', NULL, '20.0', NULL),
  ('long-roads', 'marker-allowance.confederate', 'confederate', NULL, '20.0', NULL),
  ('long-roads', 'marker-allowance.union', 'union', NULL, '20.0', NULL);
INSERT INTO track_guard (game, track, id, dir, test, why, option, section) VALUES
  ('long-roads', 'markers.confederate', 'allowance', 'up', ':to <= :marker_allowance_confederate', 'no more dummy / force markers in play than the allowance (`track marker-allowance.confederate`)', 'limited-intelligence', '20.0'),
  ('long-roads', 'markers.union', 'allowance', 'up', ':to <= :marker_allowance_union', 'no more dummy / force markers in play than the allowance (`track marker-allowance.union`)', 'limited-intelligence', '20.0'),
  ('long-roads', 'markers.confederate', 'spy', 'up', 'NOT :spy_won_union', 'the Confederates lost the Spy contest: they reveal all their force markers and place none this turn', 'limited-intelligence', '2.0'),
  ('long-roads', 'markers.union', 'spy', 'up', 'NOT :spy_won_confederate', 'the Union lost the Spy contest: it reveals all its force markers and places none this turn', 'limited-intelligence', '2.0');
INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, target, amount, option, unless, text, section, uncertain, note) VALUES
  ('long-roads', 'result', 'spy', 'CSA wins', 4, 'say', NULL, NULL, NULL, NULL, 'the Confederates may look at the Union''s supply sheet and depot schedule: `look union`', '2.0', 0, NULL),
  ('long-roads', 'result', 'spy', 'USA wins', 4, 'say', NULL, NULL, NULL, NULL, 'the Union may look at the Confederates'' supply sheet and depot schedule: `look confederate`', '2.0', 0, NULL),
  ('long-roads', 'result', 'spy', 'CSA wins', 5, 'say', NULL, NULL, 'limited-intelligence', NULL, 'limited intelligence: the Union reveals all its force markers, puts the actual units in their place (`track markers.union =0`) and places none this turn', '2.0', 0, NULL),
  ('long-roads', 'result', 'spy', 'USA wins', 5, 'say', NULL, NULL, 'limited-intelligence', NULL, 'limited intelligence: the Confederates reveal all their force markers, put the actual units in their place (`track markers.confederate =0`) and place none this turn', '2.0', 0, NULL);

-- Time (22): each side's minutes for the turn, worked out from the
-- players of its roster (players('SIDE')), its posture (the flag
-- operational.SIDE, 1 until a declaration is revealed) and the infantry
-- corps leaders within 8 hexes of an enemy-occupied hex, which the side
-- types (`track engaged.SIDE =N`).  Time chits: 3 to start, +1 a passive
-- turn (4.2, 22.5) up to 8, spent only by an operational side, 3 minutes
-- each.  chits-held.SIDE keeps the chits in hand when the turn's time
-- was allotted (after a passive side's chit came), so the minutes count
-- those spent since.  The clock
-- itself stays at the table.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'engaged.confederate', 'Confederate infantry corps leaders within 8 hexes of the enemy', 'counter', NULL, 0, NULL, 0, NULL, 69, '22.2', 0, 'Typed by the Confederate player in the Time Allocation Phase: each adds 3 minutes.', NULL),
  ('long-roads', 'engaged.union', 'Union infantry corps leaders within 8 hexes of the enemy', 'counter', NULL, 0, NULL, 0, NULL, 70, '22.2', 0, 'Typed by the Union player in the Time Allocation Phase: each adds 2 minutes.', NULL),
  ('long-roads', 'time-chits.confederate', 'Confederate time chits', 'counter', NULL, 0, 8, 3, NULL, 71, '22.5', 0, 'Spent with `track time-chits.confederate -1` (3 minutes) by an operational side only.', NULL),
  ('long-roads', 'time-chits.union', 'Union time chits', 'counter', NULL, 0, 8, 3, NULL, 72, '22.5', 0, 'Spent with `track time-chits.union -1` (3 minutes) by an operational side only.', NULL),
  ('long-roads', 'chits-held.confederate', 'Confederate time chits when the time was allotted', 'counter', NULL, 0, 8, 3, NULL, 73, '22.5', 0, 'Copied at the Time Allocation Phase.', NULL),
  ('long-roads', 'chits-held.union', 'Union time chits when the time was allotted', 'counter', NULL, 0, 8, 3, NULL, 74, '22.5', 0, 'Copied at the Time Allocation Phase.', NULL),
  ('long-roads', 'time.confederate', 'Confederate minutes this turn', 'derived', NULL, NULL, NULL, 0, '20 - 3 * players(''confederate'') - 3 * (1 - COALESCE(:operational_confederate, 1)) + 3 * :engaged_confederate + 3 * COALESCE(:operational_confederate, 1) * MAX(0, :chits_held_confederate - :time_chits_confederate)', 75, '22.2', 0, '20, less 3 a player and 3 when passive, plus 3 for each infantry corps leader within 8 hexes of an enemy-occupied hex, plus 3 for each time chit spent this turn. The text sets no floor.', NULL),
  ('long-roads', 'time.union', 'Union minutes this turn', 'derived', NULL, NULL, NULL, 0, '20 - 3 * players(''union'') - 3 * (1 - COALESCE(:operational_union, 1)) + 2 * :engaged_union + 3 * COALESCE(:operational_union, 1) * MAX(0, :chits_held_union - :time_chits_union)', 76, '22.2', 0, '20, less 3 a player and 3 when passive, plus 2 for each infantry corps leader within 8 hexes of an enemy-occupied hex, plus 3 for each time chit spent this turn. The text sets no floor.', NULL);
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option)
  SELECT 'long-roads', t.id, sc.id, t.lo, t.hi, t.initial, NULL, '22.0', 'time-limitation'
  FROM track t, scenario sc WHERE t.game = 'long-roads' AND sc.game =
  'long-roads' AND t.id IN ('engaged.confederate', 'engaged.union',
  'time-chits.confederate', 'time-chits.union', 'chits-held.confederate',
  'chits-held.union', 'time.confederate', 'time.union');
INSERT INTO track_secret (game, track, side, option, section, note)
  SELECT 'long-roads', t.id, substr(t.id, instr(t.id, '.') + 1), NULL,
  '22.0', 'Shown to the side and the umpire; the clock itself stays at the table.'
  FROM track t WHERE t.game = 'long-roads' AND t.id IN
  ('engaged.confederate', 'engaged.union', 'time-chits.confederate',
  'time-chits.union', 'chits-held.confederate', 'chits-held.union',
  'time.confederate', 'time.union');
INSERT INTO track_guard (game, track, id, dir, test, why, option, section) VALUES
  ('long-roads', 'time-chits.confederate', 'operational', 'down', 'COALESCE(:operational_confederate, 1) = 1', 'a passive side may not spend time chits', 'time-limitation', '22.5'),
  ('long-roads', 'time-chits.union', 'operational', 'down', 'COALESCE(:operational_union, 1) = 1', 'a passive side may not spend time chits', 'time-limitation', '22.5');
INSERT INTO track_step (game, track, phase, action, amount, turn, source, section) VALUES
  ('long-roads', 'chits-held.confederate', 'time-allocation', 'copy', 0, NULL, 'time-chits.confederate', '22.5'),
  ('long-roads', 'chits-held.union', 'time-allocation', 'copy', 0, NULL, 'time-chits.union', '22.5');
INSERT INTO track_step_when (game, track, phase, amount, test, option, section, note) VALUES
  ('long-roads', 'time-chits.confederate', 'time-allocation', 1, 'COALESCE(:operational_confederate, 1) = 0', 'time-limitation', '22.5', 'A passive side receives a time chit (4.2), up to eight.'),
  ('long-roads', 'time-chits.union', 'time-allocation', 1, 'COALESCE(:operational_union, 1) = 0', 'time-limitation', '22.5', 'A passive side receives a time chit (4.2), up to eight.');
INSERT INTO phase_rule (game, phase, kind, option, text, section) VALUES
  ('long-roads', 'time-allocation', 'remind', 'time-limitation', 'Each side types its infantry corps leaders within 8 hexes of an enemy-occupied hex (`track engaged.SIDE =N`); `track time.SIDE` is then its minutes for the turn, set on its clock. An operational side spends a time chit for 3 more minutes with `track time-chits.SIDE -1`.', '22.2');

-- `help look` in this game: whose look it is, and when.
INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'look', 'look union', 'The winner of the turn''s Spy contest may examine the loser''s supply status sheet and where he has scheduled depots: typed by the winner (the Confederates look at the Union''s), on the turn his spy-won flag is set; the loser reads nothing of it, nor of the winner''s', '2.0');
