-- The Long Roads to Gettysburg: Multiple Commanders (optional 21.0, 21.1),
-- the roster a campaign's server makes (`serve new long-roads SCENARIO
-- +multiple-commanders commanders=lee,longstreet,...`).
--
-- Formations are the "corps" 21.1 divides among the players: the corps as
-- the order of battle prints them, the CSA CAV corps, the three non-CAV
-- cavalry units 21.1 names, the Richmond Garrison reinforcements, the
-- Union's AoP corps, its three cavalry divisions and the three pseudo-corps
-- 21.1 makes of DC, VIII (Balt, WV, HF) and PA.  kind 'corps' is what
-- 21.1's "at least as many corps" counts; the AoP cavalry divisions "may be
-- treated as a separate corps or assigned to different subordinate
-- commanders": kind 'cavalry', not counted (our reading).
INSERT INTO formation (game, id, name, side, kind, parent, rating, section, uncertain, note) VALUES
  ('long-roads', '1-corps', 'Confederate 1 Corps', 'confederate', 'corps', NULL, NULL, '21.1', 0, 'Longstreet.'),
  ('long-roads', '2-corps', 'Confederate 2 Corps', 'confederate', 'corps', NULL, NULL, '21.1', 0, 'Ewell.'),
  ('long-roads', '3-corps', 'Confederate 3 Corps', 'confederate', 'corps', NULL, NULL, '21.1', 0, 'A.P. Hill.'),
  ('long-roads', 'cav-corps', 'Confederate CAV corps', 'confederate', 'corps', NULL, NULL, '21.1', 0, 'Every CAV-designated unit, treated as a separate corps (Stuart).'),
  ('long-roads', 'imboden', 'Imboden (non-CAV cavalry)', 'confederate', 'cavalry', NULL, NULL, '21.1', 0, NULL),
  ('long-roads', 'jenkins', 'Jenkins (non-CAV cavalry)', 'confederate', 'cavalry', NULL, NULL, '21.1', 0, '21.1 names Jenkins non-CAV cavalry though the set-up chart prints him in the Cav rows.'),
  ('long-roads', '12-va', '12 VA Cav (non-CAV cavalry)', 'confederate', 'cavalry', NULL, NULL, '21.1', 0, NULL),
  ('long-roads', 'richmond', 'Richmond Garrison reinforcements', 'confederate', 'garrison', NULL, NULL, '21.1', 0, 'All of them under any one commander other than the overall commander.'),
  ('long-roads', 'i-corps', 'Union I Corps', 'union', 'corps', NULL, NULL, '21.1', 0, 'Reynolds.'),
  ('long-roads', 'ii-corps', 'Union II Corps', 'union', 'corps', NULL, NULL, '21.1', 0, 'Hancock.'),
  ('long-roads', 'iii-corps', 'Union III Corps', 'union', 'corps', NULL, NULL, '21.1', 0, 'Sickles.'),
  ('long-roads', 'v-corps', 'Union V Corps', 'union', 'corps', NULL, NULL, '21.1', 0, 'Meade: whoever holds it at the start becomes the overall commander when Meade assumes command.'),
  ('long-roads', 'vi-corps', 'Union VI Corps', 'union', 'corps', NULL, NULL, '21.1', 0, 'Sedgwick.'),
  ('long-roads', 'xi-corps', 'Union XI Corps', 'union', 'corps', NULL, NULL, '21.1', 0, 'Howard.'),
  ('long-roads', 'xii-corps', 'Union XII Corps', 'union', 'corps', NULL, NULL, '21.1', 0, 'Slocum.'),
  ('long-roads', 'dc', 'DC units (Heintzelman)', 'union', 'corps', NULL, NULL, '21.1', 0, 'A separate "corps" for 21.1.'),
  ('long-roads', 'viii-corps', 'VIII Corps: Balt, WV and HF units (Schenck)', 'union', 'corps', NULL, NULL, '21.1', 0, 'A separate "corps" for 21.1.'),
  ('long-roads', 'pa', 'PA units (Couch)', 'union', 'corps', NULL, NULL, '21.1', 0, 'A separate "corps" for 21.1.'),
  ('long-roads', '1st-cav', 'AoP 1st Cavalry Division', 'union', 'cavalry', NULL, NULL, '21.1', 0, NULL),
  ('long-roads', '2nd-cav', 'AoP 2nd Cavalry Division', 'union', 'cavalry', NULL, NULL, '21.1', 0, NULL),
  ('long-roads', '3rd-cav', 'AoP 3rd Cavalry Division', 'union', 'cavalry', NULL, NULL, '21.1', 0, NULL);

-- The set-up charts' Corps column (setup.formation) tied to them.  Left
-- untied: the army leaders (Lee, Hooker, Meade), the AoP artillery reserve
-- and Haupt (RR): 21.1 gives them to no corps.
INSERT INTO formation_label (game, side, label, formation, note) VALUES
  ('long-roads', 'confederate', '1', '1-corps', NULL),
  ('long-roads', 'confederate', '2', '2-corps', NULL),
  ('long-roads', 'confederate', '3', '3-corps', NULL),
  ('long-roads', 'confederate', 'Cav', 'cav-corps', 'Jenkins, printed here, is non-CAV cavalry by 21.1 (formation jenkins).'),
  ('long-roads', 'confederate', 'Rich', 'richmond', NULL),
  ('long-roads', 'union', 'I', 'i-corps', NULL),
  ('long-roads', 'union', 'II', 'ii-corps', NULL),
  ('long-roads', 'union', 'III', 'iii-corps', NULL),
  ('long-roads', 'union', 'V', 'v-corps', NULL),
  ('long-roads', 'union', 'VI', 'vi-corps', NULL),
  ('long-roads', 'union', 'XI', 'xi-corps', NULL),
  ('long-roads', 'union', 'XII', 'xii-corps', NULL),
  ('long-roads', 'union', 'DC', 'dc', NULL),
  ('long-roads', 'union', 'Balt', 'viii-corps', NULL),
  ('long-roads', 'union', 'WV', 'viii-corps', NULL),
  ('long-roads', 'union', 'HF', 'viii-corps', NULL),
  ('long-roads', 'union', 'VIII (WV/HF/Balt)', 'viii-corps', 'Schenck.'),
  ('long-roads', 'union', 'PA', 'pa', NULL),
  ('long-roads', 'union', 'C 1st', '1st-cav', NULL),
  ('long-roads', 'union', 'C 2nd', '2nd-cav', NULL),
  ('long-roads', 'union', 'C 3rd', '3rd-cav', NULL);

-- Halleck (21.1, optional, Pro-CSA): with three or more Union players.
INSERT INTO rule_option (game, id, name, scenario, section, note) VALUES
  ('long-roads', 'halleck', 'Halleck (Pro-CSA)', NULL, '21.1', 'With Multiple Commanders and three or more Union players: a Halleck player holds DC, VIII Corps and PA until Meade commands.');

INSERT INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'commanders');

-- The roles.  Each side's players choose an overall commander (who holds
-- the army commander, Lee or Hooker) and divide the forces; a subordinate's
-- role is named for the corps commander whose corps he holds at the start
-- (the order of battle's), the players free to change it at the set-up.
INSERT INTO commander_role (game, side, id, name, overall, players, option, pos, section, uncertain, note) VALUES
  ('long-roads', 'confederate', 'lee', 'Lee (overall commander)', 1, 1, 'multiple-commanders', 1, '21.1', 0, NULL),
  ('long-roads', 'confederate', 'longstreet', 'Longstreet', 0, 1, 'multiple-commanders', 2, '21.1', 0, NULL),
  ('long-roads', 'confederate', 'ewell', 'Ewell', 0, 1, 'multiple-commanders', 3, '21.1', 0, NULL),
  ('long-roads', 'confederate', 'hill', 'A.P. Hill', 0, 1, 'multiple-commanders', 4, '21.1', 0, NULL),
  ('long-roads', 'confederate', 'stuart', 'Stuart', 0, 1, 'multiple-commanders', 5, '21.1', 0, NULL),
  ('long-roads', 'union', 'hooker', 'Hooker (overall commander)', 1, 1, 'multiple-commanders', 1, '21.1', 0, NULL),
  ('long-roads', 'union', 'meade', 'Meade', 0, 1, 'multiple-commanders', 2, '21.1', 0, 'With two Union players, the Halleck/Meade player.'),
  ('long-roads', 'union', 'halleck', 'Halleck', 0, 3, 'halleck', 3, '21.1', 0, 'Only with three or more Union players.'),
  ('long-roads', 'union', 'reynolds', 'Reynolds', 0, 1, 'multiple-commanders', 4, '21.1', 0, NULL),
  ('long-roads', 'union', 'hancock', 'Hancock', 0, 1, 'multiple-commanders', 5, '21.1', 0, NULL),
  ('long-roads', 'union', 'sickles', 'Sickles', 0, 1, 'multiple-commanders', 6, '21.1', 0, NULL),
  ('long-roads', 'union', 'sedgwick', 'Sedgwick', 0, 1, 'multiple-commanders', 7, '21.1', 0, NULL),
  ('long-roads', 'union', 'howard', 'Howard', 0, 1, 'multiple-commanders', 8, '21.1', 0, NULL),
  ('long-roads', 'union', 'slocum', 'Slocum', 0, 1, 'multiple-commanders', 9, '21.1', 0, NULL),
  ('long-roads', 'union', 'pleasonton', 'Pleasonton', 0, 1, 'multiple-commanders', 10, '21.1', 0, NULL),
  ('long-roads', 'union', 'heintzelman', 'Heintzelman', 0, 1, 'multiple-commanders', 11, '21.1', 0, NULL),
  ('long-roads', 'union', 'schenck', 'Schenck', 0, 1, 'multiple-commanders', 12, '21.1', 0, NULL),
  ('long-roads', 'union', 'couch', 'Couch', 0, 1, 'multiple-commanders', 13, '21.1', 0, NULL);

-- Who holds what at the start: the corps commander's own role, else the
-- next in the list that the campaign has.  With two Union players 21.1
-- gives Hooker the AoP and Halleck/Meade DC, VIII and PA; Hooker may hold
-- neither V Corps nor AoP cavalry, so those go to Meade's player.
INSERT INTO commander_hold (game, formation, role, pos, section, note) VALUES
  ('long-roads', '1-corps', 'longstreet', 1, '21.1', NULL),
  ('long-roads', '1-corps', 'lee', 2, '21.1', NULL),
  ('long-roads', '2-corps', 'ewell', 1, '21.1', NULL),
  ('long-roads', '2-corps', 'lee', 2, '21.1', NULL),
  ('long-roads', '3-corps', 'hill', 1, '21.1', NULL),
  ('long-roads', '3-corps', 'lee', 2, '21.1', NULL),
  ('long-roads', 'cav-corps', 'stuart', 1, '21.1', NULL),
  ('long-roads', 'cav-corps', 'longstreet', 2, '21.1', 'Never the overall commander.'),
  ('long-roads', 'imboden', 'ewell', 1, '21.1', NULL),
  ('long-roads', 'imboden', 'hill', 2, '21.1', NULL),
  ('long-roads', 'imboden', 'lee', 3, '21.1', NULL),
  ('long-roads', 'jenkins', 'ewell', 1, '21.1', NULL),
  ('long-roads', 'jenkins', 'hill', 2, '21.1', NULL),
  ('long-roads', 'jenkins', 'lee', 3, '21.1', NULL),
  ('long-roads', '12-va', 'ewell', 1, '21.1', NULL),
  ('long-roads', '12-va', 'hill', 2, '21.1', NULL),
  ('long-roads', '12-va', 'lee', 3, '21.1', NULL),
  ('long-roads', 'richmond', 'hill', 1, '21.1', NULL),
  ('long-roads', 'richmond', 'longstreet', 2, '21.1', 'Never the overall commander.'),
  ('long-roads', 'i-corps', 'reynolds', 1, '21.1', NULL),
  ('long-roads', 'i-corps', 'hooker', 2, '21.1', NULL),
  ('long-roads', 'ii-corps', 'hancock', 1, '21.1', NULL),
  ('long-roads', 'ii-corps', 'hooker', 2, '21.1', NULL),
  ('long-roads', 'iii-corps', 'sickles', 1, '21.1', NULL),
  ('long-roads', 'iii-corps', 'hooker', 2, '21.1', NULL),
  ('long-roads', 'v-corps', 'meade', 1, '21.1', 'Never Hooker''s player at the start.'),
  ('long-roads', 'vi-corps', 'sedgwick', 1, '21.1', NULL),
  ('long-roads', 'vi-corps', 'hooker', 2, '21.1', NULL),
  ('long-roads', 'xi-corps', 'howard', 1, '21.1', NULL),
  ('long-roads', 'xi-corps', 'hooker', 2, '21.1', NULL),
  ('long-roads', 'xii-corps', 'slocum', 1, '21.1', NULL),
  ('long-roads', 'xii-corps', 'hooker', 2, '21.1', NULL),
  ('long-roads', '1st-cav', 'pleasonton', 1, '21.1', NULL),
  ('long-roads', '1st-cav', 'meade', 2, '21.1', NULL),
  ('long-roads', '2nd-cav', 'pleasonton', 1, '21.1', NULL),
  ('long-roads', '2nd-cav', 'meade', 2, '21.1', NULL),
  ('long-roads', '3rd-cav', 'pleasonton', 1, '21.1', NULL),
  ('long-roads', '3rd-cav', 'meade', 2, '21.1', NULL),
  ('long-roads', 'dc', 'halleck', 1, '21.1', NULL),
  ('long-roads', 'dc', 'heintzelman', 2, '21.1', NULL),
  ('long-roads', 'dc', 'meade', 3, '21.1', NULL),
  ('long-roads', 'viii-corps', 'halleck', 1, '21.1', NULL),
  ('long-roads', 'viii-corps', 'schenck', 2, '21.1', NULL),
  ('long-roads', 'viii-corps', 'meade', 3, '21.1', NULL),
  ('long-roads', 'pa', 'halleck', 1, '21.1', NULL),
  ('long-roads', 'pa', 'couch', 2, '21.1', NULL),
  ('long-roads', 'pa', 'meade', 3, '21.1', NULL);

-- The Quartermaster General (21.1): one subordinate appointed at the start
-- (`command quartermaster.SIDE COMMANDER`).  His: the supply tracks and
-- registers, the depot orders, levies, river and valley control; the
-- forage rolls and Haupt's railroad repair are rolls and moves at the
-- table, which every player may type.
INSERT INTO commander_duty (game, side, id, name, commands, tracks, section, uncertain, note) VALUES
  ('long-roads', 'confederate', 'quartermaster.confederate', 'Confederate Quartermaster General', 'plan,levy,register', 'supply.confederate,potomac-control,shenandoah-control,river-control', '21.1', 0, 'Tracks supplies and casualties, places and dismantles depots, rolls for forage, distributes victuals from captured depots and levied towns, tracks Potomac and Shenandoah control.'),
  ('long-roads', 'union', 'quartermaster.union', 'Union Quartermaster General', 'plan,register', 'supply.union,potomac-control,shenandoah-control,river-control', '21.1', 0, 'As the Confederate''s, and moves Haupt and rolls for railroad repair.');

-- What may not be held by whom (21.1).
INSERT INTO command_bar (game, formation, bar, other, when_clear, section, note) VALUES
  ('long-roads', 'quartermaster.confederate', 'overall', NULL, NULL, '21.1', 'One subordinate commander is appointed.'),
  ('long-roads', 'quartermaster.union', 'overall', NULL, NULL, '21.1', 'One subordinate commander is appointed.'),
  ('long-roads', 'cav-corps', 'overall', NULL, NULL, '21.1', 'The CAV corps may not be commanded by the Confederate overall commander.'),
  ('long-roads', 'richmond', 'overall', NULL, NULL, '21.1', 'Richmond Garrison units: any one commander other than the overall commander.'),
  ('long-roads', 'imboden', 'holder', 'cav-corps', NULL, '21.1', 'Non-CAV cavalry: a commander other than the CAV corps''.'),
  ('long-roads', 'jenkins', 'holder', 'cav-corps', NULL, '21.1', 'Non-CAV cavalry: a commander other than the CAV corps''.'),
  ('long-roads', '12-va', 'holder', 'cav-corps', NULL, '21.1', 'Non-CAV cavalry: a commander other than the CAV corps''.'),
  ('long-roads', 'v-corps', 'overall', NULL, 'meade-commands', '21.1', 'Not Hooker''s player: its holder becomes the overall commander when Meade assumes command.'),
  ('long-roads', '1st-cav', 'overall', NULL, NULL, '21.1', 'The Union overall commander may not command AoP cavalry.'),
  ('long-roads', '2nd-cav', 'overall', NULL, NULL, '21.1', 'The Union overall commander may not command AoP cavalry.'),
  ('long-roads', '3rd-cav', 'overall', NULL, NULL, '21.1', 'The Union overall commander may not command AoP cavalry.');

-- When control changes (21.1): in the Communications Phase with a fatigue
-- to the unit; at Meade's assuming command (16.2's checklist, at the
-- Leader Transfer Phase) without; before the first turn's Communications
-- Phase it is the set-up's.  Each subordinate holds at least as many corps
-- as the overall commander.
INSERT INTO command_window (game, phase, kind, fatigue, when_set, count, to_overall, section, note) VALUES
  ('long-roads', 'communications', 'change', 1, NULL, NULL, 'the unit or its corps commander within 10 hexes of him', '21.1', 'A unit that changes control gains a fatigue.'),
  ('long-roads', 'leader-transfer', 'change', 0, 'meade-commands', NULL, 'the unit or its corps commander within 10 hexes of him', '21.1', 'Meade assuming command: no fatigue.'),
  ('long-roads', 'communications', 'setup', 0, NULL, 'corps', NULL, '21.1', NULL);

-- The overall commander (21.1): the V Corps' holder once Meade commands;
-- Halleck for a Halleck Interferes turn until then.
INSERT INTO overall_rule (game, side, pos, when_set, when_clear, role, holder_of, section, note) VALUES
  ('long-roads', 'union', 1, 'meade-commands', NULL, NULL, 'v-corps', '21.1', NULL),
  ('long-roads', 'union', 2, 'halleck-interferes', 'meade-commands', 'halleck', NULL, '21.1', 'For the rest of the turn.');

INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'command', 'command 1-corps ewell', 'With Multiple Commanders, control changes in the Communications Phase and the unit gains a fatigue; to the overall commander only if the unit or its corps commander is within 10 hexes of him (say `near`); the CAV corps never to the overall commander, non-CAV cavalry never to the CAV corps'' commander, no AoP cavalry to the Union''s', '21.1');
