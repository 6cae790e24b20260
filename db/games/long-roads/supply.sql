-- The Long Roads to Gettysburg: supply and the ledgers of the full rules
-- that are not towns or depots.  The simplified supply track per side
-- (24.0-24.7), the Potomac River and Shenandoah Valley control flags
-- (13.3), Confederate ammunition per division and the ammunition train
-- (19.0-19.4), the Harpers Ferry consecutive-surround counter (6.0-6.2)
-- and the classes of the permanent forts, rolled once and kept (9.2).
-- The look-up tables (simplified-resupply, simplified-forage,
-- simplified-effects, harpers-ferry, fort-class) are in tables.sql; here
-- are the tracks they feed and read, and the procedure at the steps.

-- Registers (ammunition, forts) are kept by the register mechanism.
INSERT OR IGNORE INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'register');

-- Simplified supply (24.0): one track per side, the Union -1 to +7 (nine
-- boxes), the Confederates -1 to +6 (eight), kept only with the option.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'supply.union', 'Union supply (simplified)', 'counter', NULL, -1, 7, 7, NULL, 40, '24.0', 0, 'The text gives the boxes, not where the marker starts: we start it in the top box (full, as units start full under 13.0); set it with `track supply.union =N` if your group reads it otherwise.', NULL),
  ('long-roads', 'supply.confederate', 'Confederate supply (simplified)', 'counter', NULL, -1, 6, 6, NULL, 41, '24.0', 0, 'The text gives the boxes, not where the marker starts: we start it in the top box (full, as units start full under 13.0); set it with `track supply.confederate =N` if your group reads it otherwise.', NULL);
-- A side's supply level is listed by `status` even at its start.
UPDATE track SET shown = 1 WHERE game = 'long-roads' AND id IN
  ('supply.union', 'supply.confederate');
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option) VALUES
  ('long-roads', 'supply.union', 'high-tide', -1, 7, 7, 'victuals of the whole Union army', '24.0', 'simplified-supply'),
  ('long-roads', 'supply.union', 'gettysburg-campaign', -1, 7, 7, 'victuals of the whole Union army', '24.0', 'simplified-supply'),
  ('long-roads', 'supply.confederate', 'high-tide', -1, 6, 6, 'victuals of the whole Confederate army', '24.0', 'simplified-supply'),
  ('long-roads', 'supply.confederate', 'gettysburg-campaign', -1, 6, 6, 'victuals of the whole Confederate army', '24.0', 'simplified-supply');

-- 24.1: each side spends one victual in the Supply Expenditure Phase
-- (the phase itself is left out on turns 1-3, VIII 1 rule 4).
INSERT INTO track_step (game, track, phase, action, amount, turn, source, section) VALUES
  ('long-roads', 'supply.union', 'supply-expenditure', 'shift', -1, NULL, NULL, '24.1'),
  ('long-roads', 'supply.confederate', 'supply-expenditure', 'shift', -1, NULL, NULL, '24.1');

-- 24.5: victuals received on a negative box count from 0 (-2 + 4 is +4).
INSERT INTO track_gain (game, track, floor, section, note) VALUES
  ('long-roads', 'supply.union', 0, '24.5', 'Any source of victuals: resupply, forage, captured depots and levies.'),
  ('long-roads', 'supply.confederate', 0, '24.5', 'Any source of victuals: resupply, forage, captured depots and levies.');

-- What the players do at the supply steps under the option.
INSERT INTO phase_rule (game, phase, kind, option, text, section) VALUES
  ('long-roads', 'supply-expenditure', 'remind', 'simplified-supply', 'Simplified supply: each side''s track has just spent its victual (24.1).', '24.1'),
  ('long-roads', 'forage', 'remind', 'simplified-supply', 'Simplified supply, a passive side only: count its divisions in resupply range, `lookup simplified-resupply`, and add the victuals (`track supply.SIDE +N`); then forage by the fatigue it gives up (`lookup simplified-forage`) and add those too. A gain on a negative box counts from 0 (24.5).', '24.2'),
  ('long-roads', 'supply-effects', 'remind', 'simplified-supply', 'Simplified supply: apply each side''s level (`lookup simplified-effects`; `track supply.SIDE` shows it).', '24.6');

-- 13.3: the players say in their phase whether the Union controls the
-- Potomac River (all four of its hexes held) and the Shenandoah Valley
-- (both of its hexes held); read by the forage tables and the ammunition
-- train (19.4).
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'potomac-control', 'Union controls the Potomac River', 'flag', NULL, 0, 1, 0, NULL, 42, '13.3', 0, 'Set by the players in the Potomac River & Shenandoah Valley Control Phase: Union brigades or divisions of 3+ MP in Williamsport, Sharpsburg, Naval Battery and Leesburg, and no Confederate pontoon bridge across the Potomac.', NULL),
  ('long-roads', 'shenandoah-control', 'Union controls the Shenandoah Valley', 'flag', NULL, 0, 1, 0, NULL, 43, '13.3', 0, 'Set by the players in the Potomac River & Shenandoah Valley Control Phase: Union brigades or divisions of 3+ MP in Winchester and Front Royal.', NULL);
INSERT INTO phase_rule (game, phase, kind, text, section) VALUES
  ('long-roads', 'river-control', 'remind', 'Set `track potomac-control` and `track shenandoah-control` (on or off) for this turn: each controlled area takes 1 off Confederate forage north of the Potomac, and either stops the ammunition train reaching divisions north of it.', '13.3');

-- Harpers Ferry (6.0-6.2): the turns in a row it has been surrounded at
-- this step before this one, which the surrender roll adds (+1 each).
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'hf-surrounded', 'Harpers Ferry surrounded (turns in a row before this one)', 'counter', NULL, 0, NULL, 0, NULL, 44, '6.2', 0, 'The players keep it at the Harpers Ferry Phase: after the roll of a turn it is surrounded, +1; a turn it is not, back to 0. The surrender roll reads it as its surrounded=N. What a surrender does is not in the text (6.2 says "see below" and nothing follows; the Harpers Ferry Surrender Table is a player aid): VII 6 scores Union MP lost to surrender at +2 VP each, so our reading is that the Union units that cannot trace the path are removed, their MP counted as Union losses.', NULL);
INSERT INTO phase_rule (game, phase, kind, text, section) VALUES
  ('long-roads', 'harpers-ferry', 'remind', 'If a Union unit in or within 3 hexes of Harpers Ferry cannot trace a road to a map edge: `lookup harpers-ferry` with the modifiers that hold (surrounded= comes from `track hf-surrounded`), then `track hf-surrounded +1`; if none is cut off, `track hf-surrounded =0`. On 11+ it surrenders: the text gives no procedure (see the note of `track hf-surrounded`); remove the cut-off Union units as losses and record their MP.', '6.2');

-- Ammunition (option 19.0): Confederate infantry divisions only, each
-- at a level 0 (no marker) to 3 on its track.  A "D" result in combat
-- raises it by one, at most once a combat (19.2): the players record it
-- (`register ammunition DIVISION level +1`); at 3 it goes no higher.
INSERT INTO register (game, id, name, option, section, note) VALUES
  ('long-roads', 'ammunition', 'Confederate ammunition levels', 'ammunition', '19.1', 'Infantry divisions only; a substitute detached from a division has no level of its own (7.1).');
INSERT INTO register_counter (game, register, id, name, lo, hi, initial, full, empty, section, note) VALUES
  ('long-roads', 'ammunition', 'level', 'ammunition level', 0, 3, 0, NULL, NULL, '19.1', 'Level 0 is off the track (no marker); +1 for each D result (19.2).');
INSERT INTO register_level (game, register, counter, value, label, effect, section) VALUES
  ('long-roads', 'ammunition', 'level', 2, 'Low Ammo', 'artillery value halved in attack and defense, rounded up (several Low Ammo units: sum, then halve)', '19.3'),
  ('long-roads', 'ammunition', 'level', 3, 'Out of Ammo', 'artillery value 0 in attack and defense; if also demoralized it may not attack', '19.3');
-- The infantry divisions of the Confederate set-up (VIII 3).  Pettigrew
-- (4 MP) enters as a brigade and is left out; under Jackson Lives (31.1)
-- Heth's division is Ewell's and Pender's is Hill's: add those names
-- with `register ammunition add NAME confederate`.
INSERT INTO register_entry (game, register, id, name, side, size, pos, section) VALUES
  ('long-roads', 'ammunition', 'mclaws', 'McLaws', 'confederate', NULL, 1, 'VIII 3'),
  ('long-roads', 'ammunition', 'hood', 'Hood', 'confederate', NULL, 2, 'VIII 3'),
  ('long-roads', 'ammunition', 'pickett', 'Pickett', 'confederate', NULL, 3, 'VIII 3'),
  ('long-roads', 'ammunition', 'rodes', 'Rodes', 'confederate', NULL, 4, 'VIII 3'),
  ('long-roads', 'ammunition', 'early', 'Early', 'confederate', NULL, 5, 'VIII 3'),
  ('long-roads', 'ammunition', 'johnson', 'Johnson', 'confederate', NULL, 6, 'VIII 3'),
  ('long-roads', 'ammunition', 'pender', 'Pender', 'confederate', NULL, 7, 'VIII 3'),
  ('long-roads', 'ammunition', 'anderson', 'Anderson', 'confederate', NULL, 8, 'VIII 3'),
  ('long-roads', 'ammunition', 'heth', 'Heth', 'confederate', NULL, 9, 'VIII 3');

-- The Confederate Ammunition Train (19.4, 2.0 result 9): up to seven
-- levels handed back, spread over the divisions as the Confederate player
-- likes, in the Random Events Phase it comes in only.  The random event's
-- effect fills the track; each `register ammunition DIVISION level -N`
-- spends from it while it holds any; what is left is lost at the next step.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'ammo-train', 'Confederate ammunition train (levels left this phase)', 'counter', NULL, 0, 7, 0, NULL, 45, '19.4', 0, 'Filled (7) by the Confederate Ammunition Train random event; spent by lowering divisions'' ammunition levels; emptied when the Random Events Phase ends.', NULL);
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option) VALUES
  ('long-roads', 'ammo-train', 'high-tide', 0, 7, 0, 'ammunition levels the train may still hand back this phase', '19.4', 'ammunition'),
  ('long-roads', 'ammo-train', 'gettysburg-campaign', 0, 7, 0, 'ammunition levels the train may still hand back this phase', '19.4', 'ammunition');
INSERT INTO track_step (game, track, phase, action, amount, turn, source, section) VALUES
  ('long-roads', 'ammo-train', 'reinforcements', 'reset', 0, NULL, NULL, '19.4');
-- The random event fills it: its effect rows are in events.sql.
INSERT INTO register_pool (game, register, counter, track, remind, say, section, note) VALUES
  ('long-roads', 'ammunition', 'level', 'ammo-train', ':potomac_control OR :shenandoah_control', 'the Union controls the Potomac River or the Shenandoah Valley: no ammunition to divisions north of the Potomac', '19.4', 'Also only to divisions in or next to Lee''s county and not surrounded (19.4): the players check those on the map.');

-- The permanent forts of Washington, Alexandria and Baltimore (9.2): each
-- fort's class is rolled once (when an attack on it is declared, or when
-- a Confederate unit of combat value 5+ next to it marches and stays) and
-- kept for the rest of the game.  The text does not list the forts (the
-- map does): the players name each the first time, with its group for
-- the table (`register forts "Fort Stevens" class roll washington`).
-- Naval Battery and Fort Washington, PA have fixed values (table
-- fort-values) and are not rolled.
INSERT INTO register (game, id, name, option, section, note) VALUES
  ('long-roads', 'forts', 'Union permanent forts (class rolled once)', NULL, '9.2', 'A destroyed fort (9.3) keeps its class here; it is then a Union redoubt hex.');
INSERT INTO register_counter (game, register, id, name, lo, hi, initial, full, empty, section, note) VALUES
  ('long-roads', 'forts', 'class', 'class', 0, 3, 0, NULL, NULL, '9.2', '0: not rolled yet.');
INSERT INTO register_level (game, register, counter, value, label, effect, section) VALUES
  ('long-roads', 'forts', 'class', 1, 'Class 1', 'artillery value 1, intrinsic garrison 2 (in defense only)', '9.2'),
  ('long-roads', 'forts', 'class', 2, 'Class 2', 'artillery value 2, intrinsic garrison 3 (in defense only)', '9.2'),
  ('long-roads', 'forts', 'class', 3, 'Class 3', 'artillery value 3, intrinsic garrison 4 (in defense only)', '9.2');
INSERT INTO register_roll (game, register, counter, tbl, side, section, note) VALUES
  ('long-roads', 'forts', 'class', 'fort-class', 'union', '9.2', 'The words name the fort''s group for the table: baltimore, washington or alexandria.');
INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'register', 'register forts "Fort Stevens" class roll washington roll=4', 'Forts: the first time a Washington, Alexandria or Baltimore fort''s class matters, roll it with its group; later the same line says the class kept (9.2). Ammunition (option): `register ammunition DIVISION level +1` for each D result; in the Random Events Phase of an ammunition train, `... level -N` spends the train''s levels (19.2, 19.4).', '9.2');
