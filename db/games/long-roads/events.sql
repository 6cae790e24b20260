-- The Long Roads to Gettysburg: the Random Events Table (2.0), what each
-- event does, and the contests it calls for (the Spy, the Raspberry Raid),
-- with the per-turn flags the events set and the Hooker Questioned count
-- that brings Meade (16.2).
-- The Random Events Table and its effects chart are player aids; 2.0
-- prints their contents, transcribed here.  Event names are the text's;
-- every meaning, reminder and note is in our own words.  The list numbers
-- of 2.0's "Random Event Effects" (1-12) are not dice sums: nothing here
-- is keyed on them.

-- What the events leave on the campaign: counters the substitutions read,
-- and flags for this turn only (reset as the next Random Events Phase
-- begins, track_step below).
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'rain-days', 'Days of rain', 'counter', NULL, 0, NULL, 0, NULL, 30, '2.0', 0, 'One per turn whose event is Rain or Rain+1 (printed or substituted).  From turn 4 a turn is one day; a Rain+1 counts one day, not two: our reading (2.0 does not say).', NULL),
  ('long-roads', 'rain', 'Rain this turn', 'flag', NULL, 0, 1, 0, NULL, 31, '2.0', 0, 'Set by a Rain event; the series'' rain rules apply this turn.', NULL),
  ('long-roads', 'rain-plus-1', 'Heavy rain (Rain+1) this turn', 'flag', NULL, 0, 1, 0, NULL, 32, '2.0', 0, 'Set by a Rain+1 event.', NULL),
  ('long-roads', 'rain-plus-1-last', 'Heavy rain (Rain+1) last turn', 'flag', NULL, 0, 1, 0, NULL, 33, '2.0', 0, 'Copied from rain-plus-1 as the Random Events Phase begins, before that flag is cleared: a Rain+1 then reads as Rain.', NULL),
  ('long-roads', 'halleck-interferes', 'Halleck interferes this turn', 'flag', NULL, 0, 1, 0, NULL, 34, '2.0', 0, 'Union initiative -1; no DC/Baltimore release roll this turn.', NULL),
  ('long-roads', 'rear-area-paralysis', 'Rear area paralysis this turn', 'flag', NULL, 0, 1, 0, NULL, 35, '2.0', 0, NULL, NULL),
  ('long-roads', 'lee-sick', 'Lee is sick this turn', 'flag', NULL, 0, 1, 0, NULL, 36, '2.0', 0, 'Confederate initiative -1; no Confederate communication.', NULL),
  ('long-roads', 'heat', 'Heat this turn', 'flag', NULL, 0, 1, 0, NULL, 37, '2.0', 0, NULL, NULL),
  ('long-roads', 'comms-breakdown.confederate', 'Confederate communications breakdown this turn', 'flag', NULL, 0, 1, 0, NULL, 38, '2.0', 0, 'Matters with the multiple commanders rule (21.0).  One row a side, not side ''each'': a track step names one track.', NULL),
  ('long-roads', 'comms-breakdown.union', 'Union communications breakdown this turn', 'flag', NULL, 0, 1, 0, NULL, 39, '2.0', 0, 'Matters with the multiple commanders rule (21.0).', NULL),
  ('long-roads', 'spy-won.confederate', 'Confederates won the Spy contest this turn', 'flag', NULL, 0, 1, 0, NULL, 45, '2.0', 0, 'Set by the Spy contest; on a tie the players set the winner''s flag themselves.', NULL),
  ('long-roads', 'spy-won.union', 'Union won the Spy contest this turn', 'flag', NULL, 0, 1, 0, NULL, 46, '2.0', 0, 'Set by the Spy contest; on a tie the players set the winner''s flag themselves.', NULL),
  ('long-roads', 'raspberry-raid', 'Raspberry Raid has happened', 'flag', NULL, 0, 1, 0, NULL, 40, '2.0', 0, 'Set for the rest of the game by the first Raspberry Raid event.', NULL),
  ('long-roads', 'raid-due', 'Raspberry Raid die due this turn', 'flag', NULL, 0, 1, 0, NULL, 41, '2.0', 0, 'Set by the Raspberry Raid event: the raid''s die is rolled as the Reinforcement Phase begins, after the Confederates chose which Richmond Garrison units to remove.', NULL),
  ('long-roads', 'raid-removed', 'Richmond Garrison units removed against the raid', 'counter', NULL, 0, 4, 0, NULL, 42, '2.0', 0, 'Set by the Confederates before the raid''s die (`track raid-removed =N`): each unit removed is -1 on the die.  Cleared at the next Random Events Phase.', NULL),
  ('long-roads', 'meade-due', 'Meade takes command at the next Leader Transfer Phase', 'flag', NULL, 0, 1, 0, NULL, 43, '16.2', 0, 'Set once the third Hooker Questioned event has happened; meade-commands follows it at the Leader Transfer Phase.', NULL),
  ('long-roads', 'meade-arrived', 'Meade''s change of command carried out', 'flag', NULL, 0, 1, 0, NULL, 44, '16.2', 0, 'Set with meade-commands: what 16.2 lists for that moment is said once.', NULL);

-- Per-turn flags, as the Random Events Phase begins: last turn's Rain+1
-- is copied before the flags are cleared (rows run in this order).
INSERT INTO track_step (game, track, phase, action, amount, turn, source, section) VALUES
  ('long-roads', 'rain-plus-1-last', 'random-events', 'copy', 0, NULL, 'rain-plus-1', '2.0'),
  ('long-roads', 'rain-plus-1', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'rain', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'halleck-interferes', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'rear-area-paralysis', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'lee-sick', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'heat', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'comms-breakdown.confederate', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'comms-breakdown.union', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'spy-won.confederate', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'spy-won.union', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'raid-due', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'raid-removed', 'random-events', 'reset', 0, NULL, NULL, '2.0'),
  ('long-roads', 'meade-commands', 'leader-transfer', 'copy', 0, NULL, 'meade-due', '16.2');

-- The Random Events Table: 2d6, read by the sum (2.0).  The dimension is
-- a range over :roll so that a substitution can tell a 4's Rain from a
-- 3's (the text's bullet is printed under 4 alone).
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'random-events', 'Random Events Table', 'text', 'code', NULL, NULL, NULL, 0, 'Roll 2d6 once in the Random Events Phase from turn 4; the campaign''s state may turn the printed event into another (shown step by step)', '2.0', 0, 'The table is a player aid; 2.0 prints its rows and their substitutions, transcribed here.', NULL);
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'random-events', 1, 'sum', 'Dice sum', 'range', '2d6', ':roll', 'refuse', 'refuse', 0, '2.0', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'random-events', 1, 1, '2', 2, 2, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 2, '3', 3, 3, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 3, '4', 4, 4, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 4, '5', 5, 5, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 5, '6', 6, 6, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 6, '7', 7, 7, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 7, '8', 8, 8, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 8, '9', 9, 9, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 9, '10', 10, 10, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 10, '11', 11, 11, NULL, '2.0', 0, NULL),
  ('long-roads', 'random-events', 1, 11, '12', 12, 12, NULL, '2.0', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'random-events', '2', 'Rain+1', '2.0', 0, 'Heavy rain.'),
  ('long-roads', 'random-events', '3', 'Rain', '2.0', 0, 'No substitution is printed under 3: it stays Rain whatever the rain days (our reading of where the bullet stands).'),
  ('long-roads', 'random-events', '4', 'Rain', '2.0', 0, NULL),
  ('long-roads', 'random-events', '5', 'Halleck Interferes', '2.0', 0, 'Printed as Halleck Interferes and Calls for Reinforcements.'),
  ('long-roads', 'random-events', '6', 'Hooker Questioned', '2.0', 0, NULL),
  ('long-roads', 'random-events', '7', 'Rear Area Paralysis', '2.0', 0, NULL),
  ('long-roads', 'random-events', '8', 'Spy', '2.0', 0, NULL),
  ('long-roads', 'random-events', '9', 'CSA Reinforcement + CSA Ammo Train', '2.0', 0, NULL),
  ('long-roads', 'random-events', '10', 'Lee is Sick', '2.0', 0, NULL),
  ('long-roads', 'random-events', '11', 'Heat', '2.0', 0, NULL),
  ('long-roads', 'random-events', '12', 'Heat', '2.0', 0, NULL);

-- The events, printed or substituted, in our words.
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'Rain+1', 'Heavy rain by the series rules this turn; one day of rain', '2.0', 'random-events'),
  ('long-roads', 'Rain', 'Rain by the series rules this turn; one day of rain', '2.0', 'random-events'),
  ('long-roads', 'Halleck Interferes', 'Union initiative rolls -1 this turn; no DC/Baltimore release roll; +1 MP to a Union unit in DC or Baltimore; with the Halleck rule his player commands this turn unless Meade does', '2.0', 'random-events'),
  ('long-roads', 'Hooker Questioned', 'One more Hooker Questioned event: after the third, Meade takes command at the next Leader Transfer Phase', '16.2', 'random-events'),
  ('long-roads', 'Rear Area Paralysis', 'HF, PA, Baltimore, DC and WV units activate or entrench only within 8 hexes of an enemy unit this turn; no Union rail movement', '2.0', 'random-events'),
  ('long-roads', 'Spy', 'Each side rolls a die (CSA -1 with Lee north of the Potomac, USA -1 with its army commander south of it); the winner takes the first initiative and sees the loser''s declaration, supply sheet and depot plans', '2.0', 'random-events'),
  ('long-roads', 'CSA Reinforcement + CSA Ammo Train', 'The next Confederate Reinforcement arrives; with the ammunition rule, up to 7 lost ammunition levels are restored now', '2.0', 'random-events'),
  ('long-roads', 'Lee is Sick', 'Confederate initiative rolls -1 this turn (the Confederates still win ties after it); no Confederate communication', '2.0', 'random-events'),
  ('long-roads', 'Heat', 'Heat rules this turn: +1 to every disorganization (extended march) roll', '2.0', 'random-events'),
  ('long-roads', 'Richmond Garrison', 'The next Richmond Garrison unit arrives on the south edge of the SJW map; a die of 1 brings Beauregard with it', '2.0', 'random-events'),
  ('long-roads', 'Raspberry Raid', 'Dix moves on Richmond: the Confederates may remove qualifying Richmond Garrison units, then roll for the VP they lose', 'VII 10', 'random-events'),
  ('long-roads', 'Confederate Reinforcement', 'The next Confederate Reinforcement arrives', '3.1', 'random-events'),
  ('long-roads', 'USA Communications Breakdown', 'The Union may not communicate in this turn''s Communications Phase; messages due are a turn late', '2.0', 'random-events'),
  ('long-roads', 'CSA Communications Breakdown', 'The Confederates may not communicate in this turn''s Communications Phase; messages due are a turn late', '2.0', 'random-events'),
  ('long-roads', 'No Effect', 'Nothing happens', '2.0', 'random-events'),
  ('long-roads', 'Rain + CSA Ammo Train', 'Rain this turn (every Confederate Reinforcement has arrived); with the ammunition rule, up to 7 lost ammunition levels are still restored', '2.0', 'random-events');

-- What the campaign's state makes of a result (2.0), in the order they
-- are tried: each row that holds replaces the result in hand, and a later
-- row may take the new one further (a 7 that becomes Richmond Garrison
-- becomes the Raspberry Raid once the garrison has all come).  Rows that
-- make a result come before the rows that read it.
INSERT INTO result_substitute (game, tbl, result, cond, substitute, pos, section, uncertain, note, why) VALUES
  ('long-roads', 'random-events', 'Rain+1', ':rain_plus_1_last = 1', 'Rain', 10, '2.0', 0, NULL, 'the previous turn was Rain+1'),
  ('long-roads', 'random-events', 'Rain', ':roll = 4 AND :rain_days >= 4', 'Richmond Garrison', 20, '2.0', 0, 'Under 4 only: a 3 stays Rain (digest 8 #9, our reading).  The days counted are those before this roll.', 'a 4 after at least four days of rain'),
  ('long-roads', 'random-events', 'Hooker Questioned', ':meade_commands = 1 AND :lee_north = 0', 'USA Communications Breakdown', 30, '2.0', 0, NULL, 'Meade commands and Lee is south of the Potomac'),
  ('long-roads', 'random-events', 'Hooker Questioned', ':meade_commands = 1 AND :lee_north = 1', 'Confederate Reinforcement', 31, '2.0', 0, 'Then Rain once every Confederate Reinforcement has come (a later row).', 'Meade commands and Lee is north of the Potomac'),
  ('long-roads', 'random-events', 'Rear Area Paralysis', ':meade_commands = 1 AND :meade_north = 0', 'CSA Communications Breakdown', 40, '2.0', 0, 'The text gives no order for 7: the rows that need Meade in command are tried first, so that a 7 never questions Hooker once he is gone (digest 8 #10, our reading).', 'Meade commands and is south of the Potomac'),
  ('long-roads', 'random-events', 'Rear Area Paralysis', ':meade_commands = 1 AND :meade_north = 1', 'Richmond Garrison', 41, '2.0', 0, 'Then the Raspberry Raid once the garrison has all come, and No Effect once the raid has happened (later rows).', 'Meade commands and is north of the Potomac'),
  ('long-roads', 'random-events', 'Rear Area Paralysis', ':csa_infantry_crossed = 1', 'Hooker Questioned', 42, '2.0', 0, 'Tried after the rows that need Meade in command (our reading of an order the text does not give): while Hooker commands, a crossing makes a 7 question him.', 'a Confederate infantry unit has crossed the Potomac');

-- What each event does (2.0), applied by the command that rolled it, in
-- pos order, each change recorded with this row as its source.  The
-- queue rows (the next unit of a track) are in queues.sql.
INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, target, amount, option, unless, text, section, uncertain, note) VALUES
  ('long-roads', 'result', 'random-events', 'Rain+1', 1, 'track-set', 'rain-plus-1', 1, NULL, NULL, 'the series'' heavy rain rules apply this turn', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Rain+1', 2, 'track-add', 'rain-days', 1, NULL, NULL, 'after four, a 4 brings the Richmond Garrison', '2.0', 0, 'One day, not two: our reading (digest 8 #13).'),
  ('long-roads', 'result', 'random-events', 'Rain', 1, 'track-set', 'rain', 1, NULL, NULL, 'the series'' rain rules apply this turn', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Rain', 2, 'track-add', 'rain-days', 1, NULL, NULL, 'after four, a 4 brings the Richmond Garrison', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Rain + CSA Ammo Train', 1, 'track-set', 'rain', 1, NULL, NULL, 'the series'' rain rules apply this turn', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Rain + CSA Ammo Train', 2, 'track-add', 'rain-days', 1, NULL, NULL, 'after four, a 4 brings the Richmond Garrison', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Rain + CSA Ammo Train', 3, 'track-set', 'ammo-train', 7, 'ammunition', NULL, 'the ammunition train brings up to 7 lost levels back', '19.4', 0, 'The train still comes when the reinforcement part becomes Rain: our reading of the ammunition sentence printed after the substitution (digest 8 #11).'),
  ('long-roads', 'result', 'random-events', 'Rain + CSA Ammo Train', 4, 'say', NULL, NULL, 'ammunition', NULL, 'Ammunition train: hand the levels to Confederate divisions in this phase (`register ammunition DIVISION level -N`; none north of the Potomac while the Union controls the river or the Shenandoah Valley); what is left is lost', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Halleck Interferes', 1, 'track-set', 'halleck-interferes', 1, NULL, NULL, 'Union initiative rolls -1 this turn; no DC/Baltimore release roll', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Halleck Interferes', 2, 'say', NULL, NULL, NULL, NULL, 'Union: add 1 MP to a Union unit in DC or Baltimore', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Hooker Questioned', 1, 'track-add', 'hooker-questioned', 1, NULL, NULL, 'Hooker is questioned once more (the third brings Meade)', '16.2', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Rear Area Paralysis', 1, 'track-set', 'rear-area-paralysis', 1, NULL, NULL, 'HF, PA, Baltimore, DC and WV units act only within 8 hexes of an enemy unit this turn; no Union rail movement', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Spy', 1, 'roll', 'spy', NULL, NULL, NULL, 'each side rolls a die for the Spy', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'CSA Reinforcement + CSA Ammo Train', 2, 'track-set', 'ammo-train', 7, 'ammunition', NULL, 'the ammunition train brings up to 7 lost levels back', '19.4', 0, '"Up to seven": what is not handed out with this event is not kept for later (our reading; ammo-train is emptied as the Reinforcement Phase begins).'),
  ('long-roads', 'result', 'random-events', 'CSA Reinforcement + CSA Ammo Train', 3, 'say', NULL, NULL, 'ammunition', NULL, 'Ammunition train: hand the levels to Confederate divisions in this phase (`register ammunition DIVISION level -N`; none north of the Potomac while the Union controls the river or the Shenandoah Valley); what is left is lost', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Lee is Sick', 1, 'track-set', 'lee-sick', 1, NULL, NULL, 'Confederate initiative rolls -1 this turn (ties still go to the Confederates); no Confederate communication', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Heat', 1, 'track-set', 'heat', 1, NULL, NULL, 'heat this turn: +1 to disorganization (extended march) rolls', '2.0', 0, 'The table says extended march rolls, the effects list every disorganization roll: the same roll, said both ways (digest 8 #12).'),
  ('long-roads', 'result', 'random-events', 'Raspberry Raid', 1, 'track-set', 'raspberry-raid', 1, NULL, NULL, 'from now a 4 that would be the raid is Rain, a 7 No Effect', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Raspberry Raid', 2, 'track-set', 'raid-due', 1, NULL, NULL, 'rolled as the Reinforcement Phase begins', 'VII 10', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Raspberry Raid', 3, 'say', NULL, NULL, NULL, NULL, 'Raspberry Raid: before `next`, the Confederates may remove Richmond Garrison units that are unattached, of 3 MP or more and south of the Potomac (`track raid-removed =N`, -1 on the die each; they never return, and Beauregard leaves with them)', 'VII 10', 0, NULL),
  ('long-roads', 'result', 'random-events', 'USA Communications Breakdown', 1, 'track-set', 'comms-breakdown.union', 1, NULL, NULL, 'the Union may not communicate this turn; messages due wait a turn', '2.0', 0, NULL),
  ('long-roads', 'result', 'random-events', 'CSA Communications Breakdown', 1, 'track-set', 'comms-breakdown.confederate', 1, NULL, NULL, 'the Confederates may not communicate this turn; messages due wait a turn', '2.0', 0, NULL),
  ('long-roads', 'result', 'spy', 'CSA wins', 1, 'track-set', 'spy-won.confederate', 1, NULL, NULL, 'the Confederates win the first initiative, declare last, and see the Union supply sheet and depot order (`plan union show`)', '2.0', 0, NULL),
  ('long-roads', 'result', 'spy', 'USA wins', 1, 'track-set', 'spy-won.union', 1, NULL, NULL, 'the Union wins the first initiative, declares last, and sees the Confederate supply sheet and depot order (`plan confederate show`)', '2.0', 0, NULL),
  ('long-roads', 'result', 'spy', 'Tie', 1, 'say', NULL, NULL, NULL, NULL, 'Spy tie: the side with a cavalry unit nearest the enemy commanding general wins (the Confederates if equally near); record it with `track spy-won.confederate =1` or `track spy-won.union =1`', '2.0', 0, NULL),
  ('long-roads', 'result', 'raspberry-raid', NULL, 1, 'add-result', 'vp', -1, NULL, NULL, 'the Confederates lose the VP the raid''s die gives', 'VII 10', 0, NULL);

-- The Spy contest (2.0 effect 7): each side rolls a die, read here as one
-- two-coloured roll, the coloured die the Confederates', the white the
-- Union's (roll=43: CSA 4, USA 3).  The modifiers are the campaign's map
-- facts (lee-north, meade-north), applied by substitution so that the
-- roll the walk makes reads them.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'spy', 'Spy contest', 'text', 'code', NULL, NULL, NULL, 0, 'Each side rolls a die: the coloured one the Confederates'', the white the Union''s (roll=43); CSA -1 with Lee north of the Potomac, USA -1 with its army commander south of it, read from the campaign', '2.0', 0, 'No table is printed: the rule''s comparison, by the difference of the dice.', NULL);
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'spy', 1, 'margin', 'CSA die minus USA die', 'range', 'd66', '(:roll - :roll % 10) / 10 - :roll % 10', 'refuse', 'refuse', 0, '2.0', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'spy', 1, 1, 'USA higher', -5, -1, NULL, '2.0', 0, NULL),
  ('long-roads', 'spy', 1, 2, 'equal', 0, 0, NULL, '2.0', 0, NULL),
  ('long-roads', 'spy', 1, 3, 'CSA higher', 1, 5, NULL, '2.0', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'spy', 'USA higher', 'USA wins', '2.0', 0, NULL),
  ('long-roads', 'spy', 'equal', 'Tie', '2.0', 0, NULL),
  ('long-roads', 'spy', 'CSA higher', 'CSA wins', '2.0', 0, NULL);
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'CSA wins', 'The Confederates take the first initiative, declare after the Union, and see its supply sheet and depot plans (and, with those rules, its hidden forces and its messages)', '2.0', 'spy'),
  ('long-roads', 'USA wins', 'The Union takes the first initiative, declares after the Confederates, and sees their supply sheet and depot plans (and, with those rules, their hidden forces and messages)', '2.0', 'spy'),
  ('long-roads', 'Tie', 'The side whose cavalry unit is nearest the enemy commanding general wins; the Confederates if equally near', '2.0', 'spy');
-- The modifiers: CSA -1 with Lee north, USA -1 with the Union army
-- commander south.  They cancel when both apply; otherwise they move the
-- margin by one, which matters only at a margin of -1, 0 or +1.  The two
-- Tie rows come first, so that a Tie made by a later row is not moved
-- again.
INSERT INTO result_substitute (game, tbl, result, cond, substitute, pos, section, uncertain, note, why) VALUES
  ('long-roads', 'spy', 'Tie', ':lee_north = 0 AND :meade_north = 0', 'CSA wins', 1, '2.0', 0, NULL, 'the Union army commander is south of the Potomac (USA -1)'),
  ('long-roads', 'spy', 'Tie', ':lee_north = 1 AND :meade_north = 1', 'USA wins', 2, '2.0', 0, NULL, 'Lee is north of the Potomac (CSA -1)'),
  ('long-roads', 'spy', 'CSA wins', ':lee_north = 1 AND :meade_north = 1 AND (:roll - :roll % 10) / 10 - :roll % 10 = 1', 'Tie', 3, '2.0', 0, NULL, 'Lee is north of the Potomac (CSA -1) and the Confederate die was one higher'),
  ('long-roads', 'spy', 'USA wins', ':lee_north = 0 AND :meade_north = 0 AND (:roll - :roll % 10) / 10 - :roll % 10 = -1', 'Tie', 4, '2.0', 0, NULL, 'the Union army commander is south of the Potomac (USA -1) and the Union die was one higher');

-- The Raspberry Raid (2.0 effect 5, VII 10): 1d6, -1 for each Richmond
-- Garrison unit the Confederates remove first; the VP they lose.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'raspberry-raid', 'Raspberry Raid', 'text', 'number', NULL, NULL, NULL, 0, 'Roll 1d6 less one per Richmond Garrison unit removed first (removed=N): the Confederate VP lost', 'VII 10', 0, 'Rolled by the walk, removed= is read from the count the Confederates set on raid-removed before the die; a removed=N typed in a look-up wins.', 'removed=:raid_removed');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'raspberry-raid', 1, 'modified', 'Die less units removed', 'range', '1d6', ':roll - :removed', 'clamp', 'refuse', 0, 'VII 10', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'raspberry-raid', 1, 1, '1 or less', -99, 1, NULL, 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', 1, 2, '2', 2, 2, NULL, 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', 1, 3, '3', 3, 3, NULL, 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', 1, 4, '4', 4, 4, NULL, 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', 1, 5, '5', 5, 5, NULL, 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', 1, 6, '6', 6, 6, NULL, 'VII 10', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'raspberry-raid', '1 or less', '0', 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', '2', '5', 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', '3', '10', 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', '4', '20', 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', '5', '30', 'VII 10', 0, NULL),
  ('long-roads', 'raspberry-raid', '6', '40', 'VII 10', 0, NULL);

-- Hooker Questioned (16.2): after the third event, Meade takes command at
-- the next Leader Transfer Phase (track_step above copies meade-due to
-- meade-commands there).  A meade-commands set by hand holds too.
INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note, option, unless, action) VALUES
  ('long-roads', NULL, 'meade-due', ':hooker_questioned >= 3 OR :meade_commands = 1', 'Hooker has been questioned a third time', '16.2', 0, 'The 75 VP and the first Union Disorder count as events too (16.2 b, c), raised on hooker-questioned by their own rows.', NULL, NULL, NULL),
  ('long-roads', NULL, 'meade-arrived', ':meade_commands = 1', 'Meade commands the Army of the Potomac from this Leader Transfer Phase (the counters to change follow)', '16.2', 0, 'The list of 16.2 is said by the effect rows on this flag.', NULL, NULL, 'effects');

-- What Meade's arrival changes (16.2), said once as he takes command, in
-- our words and the text's order.  Units that replace others keep their
-- fatigue, organization, exhaustion, supply, ammunition and morale.
INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, target, amount, option, unless, text, section, uncertain, note) VALUES
  ('long-roads', 'latch', 'meade-arrived', NULL, 1, 'say', NULL, NULL, NULL, NULL, 'Remove Hooker; Meade''s army counter and Sykes replace Meade''s corps counter', '16.2', 0, NULL),
  ('long-roads', 'latch', 'meade-arrived', NULL, 2, 'say', NULL, NULL, NULL, NULL, 'Crawford joins V Corps and Stannard I Corps, both released (Stannard may attach to any AoP infantry division): swap their DC counters', '16.2', 0, NULL),
  ('long-roads', 'latch', 'meade-arrived', NULL, 3, 'say', NULL, NULL, NULL, NULL, 'Couch goes with any Pennsylvania militia unit; Hays (AoP) replaces French''s division and Willard replaces Hays (DC), each with the same MP', '16.2', 0, NULL),
  ('long-roads', 'latch', 'meade-arrived', NULL, 4, 'say', NULL, NULL, NULL, NULL, 'Cavalry: Merritt for Whiting, Gamble for Davis, Huey for diCesnola, McIntosh for Wyndam, Custer for Copeland, Farnsworth for DeForest; Price''s MP to Custer or Farnsworth', '16.2', 0, NULL),
  ('long-roads', 'latch', 'meade-arrived', NULL, 5, 'say', NULL, NULL, NULL, NULL, 'Kilpatrick''s brigade goes, its MP one each to the nearest AoP cavalry of 2 MP or less; Buford, Gregg and Kilpatrick join a brigade of their divisions; Pleasanton leaves the game', '16.2', 0, 'The text letters two items i).'),
  ('long-roads', 'latch', 'meade-arrived', NULL, 6, 'say', NULL, NULL, NULL, NULL, 'The DC/Baltimore release rolls begin if they have not; Hooker''s restrictions end (Harpers Ferry garrison and depot, AoP attachment); HF and WV units are released and, with released DC and Baltimore units, may attach to AoP units', '16.2', 0, NULL),
  ('long-roads', 'latch', 'meade-arrived', NULL, 7, 'say', NULL, NULL, NULL, NULL, 'Union command paralysis this turn: -1 on Union initiative rolls', '16.2', 0, 'Command paralysis is not defined for this case: read as Halleck''s and Lee''s (-1 on initiative), digest 8 #40.'),
  ('long-roads', 'latch', 'meade-arrived', NULL, 8, 'say', NULL, NULL, NULL, NULL, 'Chambliss replaces W.H. Lee', '16.2', 0, NULL),
  ('long-roads', 'latch', 'meade-arrived', NULL, 9, 'say', NULL, NULL, 'multiple-commanders', NULL, 'The V Corps commander becomes the Union overall commander and may reassign corps now without the fatigue penalty (none to him unless within 10 hexes)', '16.2', 0, NULL),
  ('long-roads', 'latch', 'meade-arrived', NULL, 10, 'say', NULL, NULL, 'variable-initiative', NULL, 'Initiative rolls of 5-5 and 6-6 now go to the Union', '16.2', 0, NULL),
  ('long-roads', 'latch', 'meade-arrived', NULL, 11, 'say', NULL, NULL, NULL, NULL, 'With the Halleck rule, its effects end', '16.2', 0, NULL);

-- The Raspberry Raid once it has happened (its flag): a 4 ends at Rain,
-- a 7 at No Effect.  The row that makes a Raspberry Raid of a Richmond
-- Garrison result (the garrison all come) comes before these.
INSERT INTO result_substitute (game, tbl, result, cond, substitute, pos, section, uncertain, note, why) VALUES
  ('long-roads', 'random-events', 'Raspberry Raid', ':roll = 4 AND :raspberry_raid = 1', 'Rain', 51, '2.0', 0, 'Whatever the rain days: on a 4, the raid having happened ends the chain at Rain.', 'a 4 once the Raspberry Raid has happened'),
  ('long-roads', 'random-events', 'Raspberry Raid', ':roll = 7 AND :raspberry_raid = 1', 'No Effect', 52, '2.0', 0, NULL, 'a 7 once the Raspberry Raid has happened');

-- The rows that read how many units a queue has left (queue_left, the
-- queue mechanism's): they follow the rows above that make their result.
INSERT INTO result_substitute (game, tbl, result, cond, substitute, pos, section, uncertain, note, why) VALUES
  ('long-roads', 'random-events', 'Richmond Garrison', 'queue_left(''richmond-garrison'') = 0', 'Raspberry Raid', 50, '2.0', 0, 'Effect 4 says it of every Richmond Garrison result.  On a 4 this follows the four days of rain: with fewer a 4 stays Rain even with the garrison all come (digest 8 #10, our reading; the other reading, a Raid on any 4 once the garrison has come, is not followed).', 'every Richmond Garrison unit has arrived'),
  ('long-roads', 'random-events', 'Confederate Reinforcement', 'queue_left(''csa-reinforcements'') = 0', 'Rain', 53, '2.0', 0, 'Effect 9 says it of every Confederate Reinforcement result (a 6 once Meade commands with Lee north).', 'every Confederate Reinforcement has arrived'),
  ('long-roads', 'random-events', 'CSA Reinforcement + CSA Ammo Train', 'queue_left(''csa-reinforcements'') = 0', 'Rain + CSA Ammo Train', 54, '2.0', 0, 'The ammunition train still comes: our reading of the sentence printed after the substitution (digest 8 #11).', 'every Confederate Reinforcement has arrived');
