-- The Long Roads to Gettysburg: the look-ups the rulebook text prints,
-- the formulas it states, and the tables it only refers to (declared by
-- shape, for `table import` of the owner's copy).
-- Every cell is the text's; each row cites its section.  Result codes are
-- scoped to their table (result_code.tbl) so that no other part of the
-- game's data meets them.  Where the text is damaged or silent the row
-- says so (uncertain = 1, and a note in our words).

-- The numbered paragraphs of 29.0 and 30.0 that the rows below cite (the
-- index of long-roads.sql stops at the headings).
INSERT OR IGNORE INTO rule_section (game, section, title) VALUES
  ('long-roads', '29.1', 'Captured and Destroyed Artillery: the rolls'),
  ('long-roads', '29.2', 'Captured and Destroyed Artillery: eliminated units'),
  ('long-roads', '30.1', 'Stragglers: the record of march losses'),
  ('long-roads', '30.2', 'Stragglers: the recovery rolls');

-- ---------------------------------------------------------------------
-- Union permanent forts (9.2): the class of a DC, Alexandria or
-- Baltimore fort, rolled once and kept; and what each class is worth.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('long-roads', 'fort-class', 'Union Permanent Fort Class', 'text', 'code', NULL, NULL, NULL, 0, 'Roll 1d6 for a Baltimore, Washington or Alexandria fort when an attack on it is declared, or when a Confederate unit of combat value 5+ next to it marches and stays: fort=baltimore|washington|alexandria. The class is kept for the rest of the game.', '9.2', 0, 'The text prints the Alexandria and Washington line run together ("1-2 = Class 13-4 = Class 25-6 = Class 3"): read as 1-2 Class 1, 3-4 Class 2, 5-6 Class 3. Naval Battery and Fort Washington, PA are not rolled: see fort-values.'),
  ('long-roads', 'fort-values', 'Union Permanent Fort Values', 'text', 'number', NULL, NULL, NULL, 0, 'A fort''s intrinsic values in defence: value=artillery|garrison and fort=class-1|class-2|class-3|naval-battery|fort-washington-pa. For the CRT column an empty fort counts as combat value 1 (9.3).', '9.2', 0, 'Used in defence only, added to any Union units in the fort.');
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'Class 1', 'Artillery value 1, intrinsic garrison (combat value) 2; mark the fort with a 1, kept for the rest of the game', '9.2', 'fort-class'),
  ('long-roads', 'Class 2', 'Artillery value 2, intrinsic garrison (combat value) 3; mark the fort with a 2, kept for the rest of the game', '9.2', 'fort-class'),
  ('long-roads', 'Class 3', 'Artillery value 3, intrinsic garrison (combat value) 4; mark the fort with a 3, kept for the rest of the game', '9.2', 'fort-class');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'fort-class', 1, 'fort', 'Fort', 'section', NULL, NULL, 'refuse', 'refuse', 0, '9.2', NULL),
  ('long-roads', 'fort-class', 2, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '9.2', 'The rows are the breaks of both lines of the text.'),
  ('long-roads', 'fort-values', 1, 'value', 'Value', 'section', NULL, NULL, 'refuse', 'refuse', 0, '9.2', NULL),
  ('long-roads', 'fort-values', 2, 'fort', 'Fort', 'section', NULL, NULL, 'refuse', 'refuse', 0, '9.2', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'fort-class', 1, 1, 'Baltimore', NULL, NULL, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-class', 1, 2, 'Washington', NULL, NULL, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-class', 1, 3, 'Alexandria', NULL, NULL, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-class', 2, 1, '1-2', 1, 2, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-class', 2, 2, '3', 3, 3, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-class', 2, 3, '4', 4, 4, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-class', 2, 4, '5', 5, 5, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-class', 2, 5, '6', 6, 6, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-values', 1, 1, 'Artillery', NULL, NULL, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-values', 1, 2, 'Garrison', NULL, NULL, NULL, '9.2', 0, 'The fort''s intrinsic combat value.'),
  ('long-roads', 'fort-values', 2, 1, 'Class-1', NULL, NULL, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-values', 2, 2, 'Class-2', NULL, NULL, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-values', 2, 3, 'Class-3', NULL, NULL, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-values', 2, 4, 'Naval-Battery', NULL, NULL, NULL, '9.2', 0, NULL),
  ('long-roads', 'fort-values', 2, 5, 'Fort-Washington-PA', NULL, NULL, NULL, '9.2', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'fort-class', 'Baltimore|1-2', 'Class 1', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Baltimore|3', 'Class 1', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Baltimore|4', 'Class 2', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Baltimore|5', 'Class 2', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Baltimore|6', 'Class 3', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Washington|1-2', 'Class 1', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Washington|3', 'Class 2', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Washington|4', 'Class 2', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Washington|5', 'Class 3', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Washington|6', 'Class 3', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Alexandria|1-2', 'Class 1', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Alexandria|3', 'Class 2', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Alexandria|4', 'Class 2', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Alexandria|5', 'Class 3', '9.2', 0, NULL),
  ('long-roads', 'fort-class', 'Alexandria|6', 'Class 3', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Artillery|Class-1', '1', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Artillery|Class-2', '2', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Artillery|Class-3', '3', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Artillery|Naval-Battery', '0', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Artillery|Fort-Washington-PA', '1', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Garrison|Class-1', '2', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Garrison|Class-2', '3', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Garrison|Class-3', '4', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Garrison|Naval-Battery', '2', '9.2', 0, NULL),
  ('long-roads', 'fort-values', 'Garrison|Fort-Washington-PA', '2', '9.2', 0, NULL);

-- ---------------------------------------------------------------------
-- Harpers Ferry surrender (6.2): 2d6, the modifiers cumulative, one roll
-- a turn at most.  surrounded=N: the consecutive turns before this one
-- that Harpers Ferry was surrounded in its phase (+1 each).
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'harpers-ferry', 'Harpers Ferry Surrender Table', 'text', 'code', NULL, NULL, NULL, 0, '2d6 when a Union unit near Harpers Ferry cannot trace to a map edge (once a turn): naval-battery (+3), loudoun-heights (+1), bolivar-heights (+1), union-division (-2), surrounded=N earlier turns in a row (+1 each)', '6.2', 0, 'The printed table is a player aid; its two rows are stated in 6.2. What a surrender does is not in the text: 6.2 says "see below" and nothing follows.', 'surrounded=:hf_surrounded');
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'No effect', 'Harpers Ferry holds this turn; play goes on to the next phase', '6.2', 'harpers-ferry'),
  ('long-roads', 'Surrender', 'Harpers Ferry surrenders. The text gives no procedure (6.2 says "see below" and nothing follows); VII 6 counts Union manpower lost to a surrender at 2 VP each, so our reading is that the cut-off units are lost', '6.2', 'harpers-ferry');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'harpers-ferry', 1, 'total', 'Modified dice sum', 'range', '2d6', 'CASE WHEN :surrounded >= 0 AND :surrounded = CAST(:surrounded AS INTEGER) THEN :roll + :surrounded END', 'clamp', 'clamp', 0, '6.2', 'The consecutive-turn modifier is the count typed (surrounded=N, a whole number from 0), the others are named.');
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'harpers-ferry', 1, 1, '10 or less', -99, 10, NULL, '6.2', 0, NULL),
  ('long-roads', 'harpers-ferry', 1, 2, '11 or more', 11, NULL, NULL, '6.2', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'harpers-ferry', '10 or less', 'No effect', '6.2', 0, NULL),
  ('long-roads', 'harpers-ferry', '11 or more', 'Surrender', '6.2', 0, NULL);
INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, section, uncertain, note) VALUES
  ('long-roads', 'harpers-ferry', 'naval-battery', 'Confederate infantry with artillery 1+ in Naval Battery', 'drm', 3, 1, NULL, NULL, 1, '6.2', 0, NULL),
  ('long-roads', 'harpers-ferry', 'loudoun-heights', 'Confederate infantry with artillery 1+ on either Loudoun Heights hex', 'drm', 1, 1, NULL, NULL, 2, '6.2', 0, 'Once, whichever of the two hexes is held.'),
  ('long-roads', 'harpers-ferry', 'bolivar-heights', 'Confederate infantry with artillery 1+ on Bolivar Heights', 'drm', 1, 1, NULL, NULL, 3, '6.2', 0, NULL),
  ('long-roads', 'harpers-ferry', 'union-division', 'A Union infantry division within 10 hexes of Harpers Ferry', 'drm', -2, 1, NULL, NULL, 4, '6.2', 0, NULL);

-- ---------------------------------------------------------------------
-- Foraging under the normal supply rules (13.5): a passive side's unit
-- out of resupply range spends fatigue levels for victuals.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('long-roads', 'forage', 'Foraging Table', 'text', 'number', NULL, NULL, NULL, 0, 'Victuals a passive unit out of range gains: value=N, the county forage value after the 13.5 modifiers (county-forage has the values), levels=N fatigue levels spent (1-4)', '13.5', 1, 'The raw text leaves the second column''s header blank; each row has eight values between -1 and 1, so it is read as 0 (uncertain). The value is the players'' to work out: the text contradicts itself on the Union holding the Potomac and the Valley (13.5: 1 off if it holds either; 13.3: 1 off for each, 2 if both). 13.3 says "two if both" in so many words and 24.4 counts them one each, so that is our reading; 13.5 puts the turn steps on the 15th, 22nd and 29th turn after the first crossing, 24.4 on 15, 22 and 29 turns counting the crossing day.');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'forage', 1, 'value', 'Forage value', 'range', NULL, NULL, 'clamp', 'clamp', 0, '13.5', 'The table stops at -1: a value below it reads the -1 column (our reading; the text says nothing of it). 6 and over read 6+.'),
  ('long-roads', 'forage', 2, 'levels', 'Fatigue levels expended', 'range', NULL, NULL, 'refuse', 'refuse', 0, '13.5', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'forage', 1, 1, '-1', -1, -1, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 1, 2, '0', 0, 0, NULL, '13.5', 1, 'The header is blank in the text; read as 0 from its place between -1 and 1.'),
  ('long-roads', 'forage', 1, 3, '1', 1, 1, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 1, 4, '2', 2, 2, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 1, 5, '3', 3, 3, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 1, 6, '4', 4, 4, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 1, 7, '5', 5, 5, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 1, 8, '6+', 6, NULL, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 2, 1, '1 level', 1, 1, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 2, 2, '2 levels', 2, 2, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 2, 3, '3 levels', 3, 3, NULL, '13.5', 0, NULL),
  ('long-roads', 'forage', 2, 4, '4 levels', 4, 4, NULL, '13.5', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'forage', '-1|1 level', '0', '13.5', 0, NULL),
  ('long-roads', 'forage', '0|1 level', '0', '13.5', 0, NULL),
  ('long-roads', 'forage', '1|1 level', '0', '13.5', 0, NULL),
  ('long-roads', 'forage', '2|1 level', '1', '13.5', 0, NULL),
  ('long-roads', 'forage', '3|1 level', '1', '13.5', 0, NULL),
  ('long-roads', 'forage', '4|1 level', '2', '13.5', 0, NULL),
  ('long-roads', 'forage', '5|1 level', '2', '13.5', 0, NULL),
  ('long-roads', 'forage', '6+|1 level', '3', '13.5', 0, NULL),
  ('long-roads', 'forage', '-1|2 levels', '0', '13.5', 0, NULL),
  ('long-roads', 'forage', '0|2 levels', '0', '13.5', 0, NULL),
  ('long-roads', 'forage', '1|2 levels', '1', '13.5', 0, NULL),
  ('long-roads', 'forage', '2|2 levels', '2', '13.5', 0, NULL),
  ('long-roads', 'forage', '3|2 levels', '3', '13.5', 0, NULL),
  ('long-roads', 'forage', '4|2 levels', '4', '13.5', 0, NULL),
  ('long-roads', 'forage', '5|2 levels', '5', '13.5', 0, NULL),
  ('long-roads', 'forage', '6+|2 levels', '6', '13.5', 0, NULL),
  ('long-roads', 'forage', '-1|3 levels', '0', '13.5', 0, NULL),
  ('long-roads', 'forage', '0|3 levels', '1', '13.5', 0, NULL),
  ('long-roads', 'forage', '1|3 levels', '1', '13.5', 0, NULL),
  ('long-roads', 'forage', '2|3 levels', '3', '13.5', 0, NULL),
  ('long-roads', 'forage', '3|3 levels', '4', '13.5', 0, NULL),
  ('long-roads', 'forage', '4|3 levels', '6', '13.5', 0, NULL),
  ('long-roads', 'forage', '5|3 levels', '6', '13.5', 0, NULL),
  ('long-roads', 'forage', '6+|3 levels', '6', '13.5', 0, NULL),
  ('long-roads', 'forage', '-1|4 levels', '1', '13.5', 0, NULL),
  ('long-roads', 'forage', '0|4 levels', '1', '13.5', 0, NULL),
  ('long-roads', 'forage', '1|4 levels', '2', '13.5', 0, NULL),
  ('long-roads', 'forage', '2|4 levels', '4', '13.5', 0, NULL),
  ('long-roads', 'forage', '3|4 levels', '6', '13.5', 0, NULL),
  ('long-roads', 'forage', '4|4 levels', '6', '13.5', 0, NULL),
  ('long-roads', 'forage', '5|4 levels', '6', '13.5', 0, NULL),
  ('long-roads', 'forage', '6+|4 levels', '6', '13.5', 0, NULL);

-- ---------------------------------------------------------------------
-- Union railroad station repair (13.7): one damaged station a turn; 1 or
-- less on the modified die takes the Damage marker off.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'rr-repair', 'Railroad Station Repair', 'text', 'code', NULL, NULL, NULL, 0, '1d6 for one damaged station (Union infantry or engineers in or next to it, no enemy): haupt when Haupt is in or next to it (-1), attempts=N earlier turns it was tried (-1 each). A Destroyed station never comes back', '13.7', 0, 'Haupt''s -1 is repeated in 12.5.', 'attempts=0');
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'Repaired', 'The Damage marker comes off the station', '13.7', 'rr-repair'),
  ('long-roads', 'Still damaged', 'The marker stays; a later turn''s try on this station gets 1 more off', '13.7', 'rr-repair');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'rr-repair', 1, 'total', 'Modified die roll', 'range', '1d6', 'CASE WHEN :attempts >= 0 AND :attempts = CAST(:attempts AS INTEGER) THEN :roll - :attempts END', 'clamp', 'clamp', 0, '13.7', 'attempts=N: a whole number from 0.');
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'rr-repair', 1, 1, '1 or less', -99, 1, NULL, '13.7', 0, NULL),
  ('long-roads', 'rr-repair', 1, 2, '2 or more', 2, NULL, NULL, '13.7', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'rr-repair', '1 or less', 'Repaired', '13.7', 0, NULL),
  ('long-roads', 'rr-repair', '2 or more', 'Still damaged', '13.7', 0, NULL);
INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, section, uncertain, note) VALUES
  ('long-roads', 'rr-repair', 'haupt', 'The Haupt unit in or next to the station', 'drm', -1, 1, NULL, NULL, 1, '12.5', 0, '13.7 gives it too.');

-- ---------------------------------------------------------------------
-- Depot destruction (13.8): a unit of combat value 2 or more, with a
-- Burn RR Station action in the depot's hex, destroys it on a die at or
-- under its combat value.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('long-roads', 'depot-destruction', 'Depot Destruction', 'text', 'code', NULL, NULL, NULL, 0, 'combat=N, the combat value of the unit burning the depot (2 or more); roll 1d6: at or under it the depot is destroyed. It may damage or destroy the station there whatever the roll.', '13.8', 0, 'The Union may not destroy or remove the Harpers Ferry depot until Meade commands (12.1).');
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'Destroyed', 'The depot is destroyed: no more victuals or ammunition for either side, and VP to the enemy even when a friendly unit burned it', '13.8', 'depot-destruction'),
  ('long-roads', 'No effect', 'The depot stands', '13.8', 'depot-destruction');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'depot-destruction', 1, 'unit', 'Combat value of the unit', 'range', NULL, ':combat', 'refuse', 'clamp', 0, '13.8', 'Units under 2 may not try.'),
  ('long-roads', 'depot-destruction', 2, 'margin', 'Die roll minus combat value', 'range', '1d6', ':roll - :combat', 'clamp', 'clamp', 0, '13.8', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'depot-destruction', 1, 1, '2 or more', 2, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destruction', 2, 1, 'at or under', -99, 0, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destruction', 2, 2, 'over', 1, NULL, NULL, '13.8', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'depot-destruction', '2 or more|at or under', 'Destroyed', '13.8', 0, NULL),
  ('long-roads', 'depot-destruction', '2 or more|over', 'No effect', '13.8', 0, NULL);

-- ---------------------------------------------------------------------
-- Activate Army Leader (10.1): one die, 3 or less succeeds.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('long-roads', 'activate-army-leader', 'Activate Army Leader', 'text', 'code', NULL, NULL, NULL, 0, 'Roll 1d6 for an eligible army leader (stacked with another non-cavalry leader, infantry at fatigue 3 or less in his radius, not done successfully last turn, two tries a turn at most; the Union only once Meade commands).', '10.1', 0, NULL);
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'Success', 'Pick 1-10 units of any command in his radius at fatigue 3 or less; roll his movement allowance as a normal leader does (a 1 counts as 2), doubled for cavalry; no attacks, no entering enemy ZOC; the enemy wins the next initiative, and no new try this turn or next', '10.1', 'activate-army-leader'),
  ('long-roads', 'Fail', 'The action is over and no unit gains fatigue; one more try is allowed in a later Action Phase of this turn', '10.1', 'activate-army-leader');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'activate-army-leader', 1, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '10.1', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'activate-army-leader', 1, 1, '1-3', 1, 3, NULL, '10.1', 0, NULL),
  ('long-roads', 'activate-army-leader', 1, 2, '4-6', 4, 6, NULL, '10.1', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'activate-army-leader', '1-3', 'Success', '10.1', 0, NULL),
  ('long-roads', 'activate-army-leader', '4-6', 'Fail', '10.1', 0, NULL);

-- ---------------------------------------------------------------------
-- Written messages (21.2, Option 1 Historic): the sender's die against
-- the distance between the commanders.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'message-delivery', 'Written Message Delivery', 'text', 'code', NULL, NULL, NULL, 0, 'The sender rolls 1d6: distance=N hexes between the commanders; for the Union rail=N, the hexes of that path along a connecting railroad or the Telegraph Road, which are not counted (leave it out for the Confederates).', '21.2', 0, NULL, 'rail=0');
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'Delivered', 'The message arrives this Communications Phase', '21.2', 'message-delivery'),
  ('long-roads', 'Next day', 'The message arrives on the next day (turn)', '21.2', 'message-delivery'),
  ('long-roads', 'Destroyed', 'The message is lost', '21.2', 'message-delivery');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'message-delivery', 1, 'counted', 'Hexes counted', 'range', NULL, ':distance - :rail', 'refuse', 'clamp', 0, '21.2', NULL),
  ('long-roads', 'message-delivery', 2, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '21.2', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'message-delivery', 1, 1, 'under 20', 0, 19, NULL, '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 1, 2, '20-29', 20, 29, NULL, '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 1, 3, '30 or more', 30, NULL, NULL, '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 2, 1, '1', 1, 1, NULL, '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 2, 2, '2', 2, 2, NULL, '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 2, 3, '3', 3, 3, NULL, '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 2, 4, '4-6', 4, 6, NULL, '21.2', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'message-delivery', 'under 20|1', 'Destroyed', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 'under 20|2', 'Delivered', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 'under 20|3', 'Delivered', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', 'under 20|4-6', 'Delivered', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', '20-29|1', 'Destroyed', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', '20-29|2', 'Destroyed', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', '20-29|3', 'Next day', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', '20-29|4-6', 'Delivered', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', '30 or more|1', 'Destroyed', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', '30 or more|2', 'Destroyed', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', '30 or more|3', 'Next day', '21.2', 0, NULL),
  ('long-roads', 'message-delivery', '30 or more|4-6', 'Next day', '21.2', 0, NULL);

-- ---------------------------------------------------------------------
-- Strategic movement (17.1): the allowance for the fatigue levels spent,
-- and the modifier of the disorganization roll that follows.  The
-- Confederate table lost its header and its fatigue column in the text.
-- The posture left out is the side's declared one (4.1: its flag).
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'strategic-movement', 'Strategic Movement Allowance', 'text', 'number', NULL, NULL, NULL, 0, 'Hexes a unit moving strategically may move: infantry|cavalry (artillery reads infantry), confederate|union, fatigue=2-4 (the levels spent, never past F4), operational|passive. Not on turns 1-3 with Brandy Station (27.1), never with option 26.', '17.1', 1, 'The first table of 17.1 has lost its side heading and its fatigue column: it is read as the Confederate table (the one headed USA follows it, with lower values), its rows as 2, 3 and 4 levels as in the Union table. A stray line "Movement Allowance 11 (9) 16 (13)" repeats its first cells and is left out. The figures in brackets are for a passive side.', 'posture=:operational_{side}'),
  ('long-roads', 'strategic-disorganization', 'Strategic Movement Disorganization Modifier', 'text', 'code', NULL, NULL, NULL, 0, 'The modifier of the disorganization roll after strategic movement: to=f2|f3|f4, the fatigue level reached, and unexhausted|exhausted. A unit going to F4 (F3 or F4 if exhausted) rolls only once. The roll itself is on the series table (extended-march).', '17.1', 0, NULL, NULL);
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'No roll', 'No disorganization roll is needed', '17.1', 'strategic-disorganization'),
  ('long-roads', 'DRM+0', 'Roll for disorganization on the series table, unmodified', '17.1', 'strategic-disorganization'),
  ('long-roads', 'DRM+2', 'Roll for disorganization on the series table, adding 2', '17.1', 'strategic-disorganization'),
  ('long-roads', 'DRM+4', 'Roll for disorganization on the series table, adding 4', '17.1', 'strategic-disorganization');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'strategic-movement', 1, 'unit', 'Unit', 'section', NULL, NULL, 'refuse', 'refuse', 0, '17.1', NULL),
  ('long-roads', 'strategic-movement', 2, 'side', 'Side', 'section', NULL, NULL, 'refuse', 'refuse', 0, '17.1', NULL),
  ('long-roads', 'strategic-movement', 3, 'fatigue', 'Fatigue levels expended', 'range', NULL, NULL, 'refuse', 'refuse', 0, '17.1', 'At least 2, at most 4.'),
  ('long-roads', 'strategic-movement', 4, 'posture', 'Operational or passive', 'section', NULL, NULL, 'refuse', 'refuse', 0, '4.2', NULL),
  ('long-roads', 'strategic-disorganization', 1, 'to', 'Fatigue level reached', 'section', NULL, NULL, 'refuse', 'refuse', 0, '17.1', NULL),
  ('long-roads', 'strategic-disorganization', 2, 'state', 'Unit', 'section', NULL, NULL, 'refuse', 'refuse', 0, '17.1', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'strategic-movement', 1, 1, 'Infantry', NULL, NULL, NULL, '17.1', 0, 'Infantry and artillery.'),
  ('long-roads', 'strategic-movement', 1, 2, 'Cavalry', NULL, NULL, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 2, 1, 'Confederate', NULL, NULL, NULL, '17.1', 1, 'The heading is lost in the text: read from the order of the two tables.'),
  ('long-roads', 'strategic-movement', 2, 2, 'Union', NULL, NULL, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 3, 1, '2', 2, 2, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 3, 2, '3', 3, 3, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 3, 3, '4', 4, 4, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 4, 1, 'Operational', NULL, NULL, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 4, 2, 'Passive', NULL, NULL, NULL, '17.1', 0, 'The figure in brackets.'),
  ('long-roads', 'strategic-disorganization', 1, 1, 'F2', NULL, NULL, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 1, 2, 'F3', NULL, NULL, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 1, 3, 'F4', NULL, NULL, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 2, 1, 'Unexhausted', NULL, NULL, NULL, '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 2, 2, 'Exhausted', NULL, NULL, NULL, '17.1', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'strategic-movement', 'Infantry|Confederate|2|Operational', '11', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Confederate|2|Passive', '9', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Confederate|3|Operational', '16', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Confederate|3|Passive', '13', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Confederate|4|Operational', '22', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Confederate|4|Passive', '18', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Confederate|2|Operational', '16', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Confederate|2|Passive', '12', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Confederate|3|Operational', '24', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Confederate|3|Passive', '18', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Confederate|4|Operational', '32', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Confederate|4|Passive', '24', '17.1', 1, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Union|2|Operational', '9', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Union|2|Passive', '7', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Union|3|Operational', '13', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Union|3|Passive', '10', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Union|4|Operational', '18', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Infantry|Union|4|Passive', '14', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Union|2|Operational', '14', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Union|2|Passive', '10', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Union|3|Operational', '21', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Union|3|Passive', '15', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Union|4|Operational', '28', '17.1', 0, NULL),
  ('long-roads', 'strategic-movement', 'Cavalry|Union|4|Passive', '20', '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 'F2|Unexhausted', 'No roll', '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 'F3|Unexhausted', 'DRM+0', '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 'F4|Unexhausted', 'DRM+2', '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 'F2|Exhausted', 'DRM+0', '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 'F3|Exhausted', 'DRM+2', '17.1', 0, NULL),
  ('long-roads', 'strategic-disorganization', 'F4|Exhausted', 'DRM+4', '17.1', 0, NULL);

-- ---------------------------------------------------------------------
-- Simplified supply (24.2, 24.4, 24.6): the side's one supply track.
-- The supply engineer's commands roll these by id: keep them.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('long-roads', 'simplified-resupply', 'Simplified Supply Resupply', 'text', 'number', NULL, NULL, NULL, 0, 'Victuals a passive side adds in the Forage/Resupply Phase: union|confederate and divisions=N, its division-sized units in resupply range (Crawford counts; with option 18 the brigade the division commander is with counts, 24.7).', '24.2', 0, 'The printed table has one column per side; its rows here are the breaks of both columns. The Confederate "5-4" row is read as 4-5.'),
  ('long-roads', 'simplified-forage', 'Simplified Supply Foraging', 'text', 'number', NULL, NULL, NULL, 0, 'removed=-3..0 as printed; CSA: north=N turns of infantry north of the Potomac, crossing day counted (15+ -1, 22+ -2, 29+ -3), shenandoah, potomac (-1 each); Union: virginia (-1) or pennsylvania (+1), where most divisions are', '24.4', 1, 'The text gives no floor: a gain taken below 0 reads 0 (our reading; those cells are marked).'),
  ('long-roads', 'simplified-effects', 'Simplified Supply Effects', 'text', 'code', NULL, NULL, NULL, 0, 'What the side''s supply level does in the Supply Effects Phase: level=N (-1 to 7).', '24.6', 0, 'The morale figure is read as the supply part of the morale sum while the level stands, not a rise every turn (digest 8 #22).');
UPDATE lookup_table SET defaults = 'north=0' WHERE game = 'long-roads' AND id = 'simplified-forage';
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'None', 'No effect', '24.6', 'simplified-effects'),
  ('long-roads', 'Disorg+1', 'Add 1 to disorganization rolls in the next turn''s Action Phase', '24.6', 'simplified-effects'),
  ('long-roads', 'Morale+1 Disorg+2', 'Army morale 1 higher; add 2 to disorganization rolls in the next turn''s Action Phase', '24.6', 'simplified-effects'),
  ('long-roads', 'Morale+2 Disorganized Loss-F4', 'Army morale 2 higher; every unit is disorganized, cannot reorganize and adds 2 to disorganization rolls next turn; each unit at F4 loses 1 MP (6 MP or less: only on a die at or under its MP). Units in or next to a friendly depot, or a station connected to one, are not disorganized and lose nothing, but still add 2 and do not reorganize', '24.6', 'simplified-effects'),
  ('long-roads', 'Morale+3 Disorganized Loss-F3', 'Army morale 3 higher; every unit is disorganized, cannot reorganize and adds 2 to disorganization rolls next turn; each unit at F3 or F4 loses 1 MP (6 MP or less: only on a die at or under its MP). Units in or next to a friendly depot, or a station connected to one, are not disorganized and lose nothing, but still add 2 and do not reorganize', '24.6', 'simplified-effects');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'simplified-resupply', 1, 'side', 'Side', 'section', NULL, NULL, 'refuse', 'refuse', 0, '24.2', NULL),
  ('long-roads', 'simplified-resupply', 2, 'divisions', 'Divisions in resupply range', 'range', NULL, NULL, 'refuse', 'clamp', 0, '24.2', NULL),
  ('long-roads', 'simplified-forage', 1, 'removed', 'Fatigue removed', 'range', NULL, NULL, 'refuse', 'refuse', 0, '24.4', NULL),
  ('long-roads', 'simplified-forage', 2, 'adjust', 'Victuals modifier', 'range', NULL, '0', 'refuse', 'refuse', 0, '24.4', 'Starts at 0; each modifier that holds moves it one victual per point.'),
  ('long-roads', 'simplified-effects', 1, 'level', 'Supply level', 'range', NULL, NULL, 'refuse', 'refuse', 0, '24.6', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'simplified-resupply', 1, 1, 'Union', NULL, NULL, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 1, 2, 'Confederate', NULL, NULL, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 1, '0-1', 0, 1, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 2, '2', 2, 2, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 3, '3', 3, 3, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 4, '4-5', 4, 5, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 5, '6', 6, 6, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 6, '7', 7, 7, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 7, '8', 8, 8, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 8, '9-10', 9, 10, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 9, '11-13', 11, 13, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 10, '14-16', 14, 16, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 2, 11, '17+', 17, NULL, NULL, '24.2', 0, NULL),
  ('long-roads', 'simplified-forage', 1, 1, '-3', -3, -3, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 1, 2, '-2', -2, -2, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 1, 3, '-1', -1, -1, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 1, 4, '0', 0, 0, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 2, 1, '-5', -5, -5, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 2, 2, '-4', -4, -4, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 2, 3, '-3', -3, -3, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 2, 4, '-2', -2, -2, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 2, 5, '-1', -1, -1, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 2, 6, '0', 0, 0, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 2, 7, '+1', 1, 1, NULL, '24.4', 0, NULL),
  ('long-roads', 'simplified-effects', 1, 1, '-1', -1, -1, NULL, '24.6', 0, NULL),
  ('long-roads', 'simplified-effects', 1, 2, '0', 0, 0, NULL, '24.6', 0, NULL),
  ('long-roads', 'simplified-effects', 1, 3, '1', 1, 1, NULL, '24.6', 0, NULL),
  ('long-roads', 'simplified-effects', 1, 4, '2', 2, 2, NULL, '24.6', 0, NULL),
  ('long-roads', 'simplified-effects', 1, 5, '3-7', 3, 7, NULL, '24.6', 0, NULL);
-- The resupply rows: the Union's bands 0-2, 3-5, 6-8, 9-10, 11-13, 14-16,
-- 17+; the Confederates' 0-1, 2, 3, 4-5, 6, 7, 8+.
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'simplified-resupply', 'Union|0-1', '0', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|2', '0', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|3', '1', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|4-5', '1', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|6', '2', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|7', '2', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|8', '2', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|9-10', '3', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|11-13', '4', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|14-16', '5', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Union|17+', '6', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|0-1', '0', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|2', '1', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|3', '2', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|4-5', '3', '24.2', 0, 'Printed "5-4".'),
  ('long-roads', 'simplified-resupply', 'Confederate|6', '4', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|7', '5', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|8', '6', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|9-10', '6', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|11-13', '6', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|14-16', '6', '24.2', 0, NULL),
  ('long-roads', 'simplified-resupply', 'Confederate|17+', '6', '24.2', 0, NULL),
  ('long-roads', 'simplified-effects', '3-7', 'None', '24.6', 0, NULL),
  ('long-roads', 'simplified-effects', '2', 'Disorg+1', '24.6', 0, NULL),
  ('long-roads', 'simplified-effects', '1', 'Morale+1 Disorg+2', '24.6', 0, NULL),
  ('long-roads', 'simplified-effects', '0', 'Morale+2 Disorganized Loss-F4', '24.6', 0, NULL),
  ('long-roads', 'simplified-effects', '-1', 'Morale+3 Disorganized Loss-F3', '24.6', 0, NULL);
-- The foraging cells: the printed gain (0, 2, 4, 6 for -3..0 removed)
-- plus the modifier, never below 0 (marked: the text gives no floor).
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note)
  WITH r(label, base) AS (VALUES ('-3', 0), ('-2', 2), ('-1', 4), ('0', 6)),
       a(label, n) AS (VALUES ('-5', -5), ('-4', -4), ('-3', -3), ('-2', -2),
                              ('-1', -1), ('0', 0), ('+1', 1))
  SELECT 'long-roads', 'simplified-forage', r.label || '|' || a.label,
         CAST(MAX(0, r.base + a.n) AS TEXT), '24.4',
         CASE WHEN r.base + a.n < 0 THEN 1 ELSE 0 END,
         CASE WHEN r.base + a.n < 0 THEN 'Below 0 in the arithmetic: read as no gain.' END
  FROM r, a;
INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, section, uncertain, note) VALUES
  ('long-roads', 'simplified-forage', 'north-29', 'Confederate infantry north of the Potomac 29 turns or more', 'shift', -3, 2, 'north', ':north >= 29', 1, '24.4', 0, 'The three steps replace each other.'),
  ('long-roads', 'simplified-forage', 'north-22', 'Confederate infantry north of the Potomac 22 turns or more', 'shift', -2, 2, 'north', ':north >= 22', 2, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 'north-15', 'Confederate infantry north of the Potomac 15 turns or more', 'shift', -1, 2, 'north', ':north >= 15', 3, '24.4', 0, 'Counting the day the first unit crossed (13.5 words it one turn later for the normal rules).'),
  ('long-roads', 'simplified-forage', 'shenandoah', 'The Union controls the Shenandoah Valley (Confederate foraging)', 'shift', -1, 2, NULL, NULL, 4, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 'potomac', 'The Union controls the Potomac River (Confederate foraging)', 'shift', -1, 2, NULL, NULL, 5, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 'virginia', 'Most Union division-sized units in Virginia (Union foraging)', 'shift', -1, 2, 'majority', NULL, 6, '24.4', 0, NULL),
  ('long-roads', 'simplified-forage', 'pennsylvania', 'Most Union division-sized units in Pennsylvania (Union foraging)', 'shift', 1, 2, 'majority', NULL, 7, '24.4', 0, NULL);

-- ---------------------------------------------------------------------
-- Optional combat and leader tables (28.0-31.4).
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'reserve-artillery', 'Union Reserve Artillery', 'text', 'number', NULL, NULL, NULL, 0, 'Artillery factors a reserve artillery unit in the attacker''s hex adds, rolled before other artillery rolls: fatigue=N, the artillery unit''s fatigue; the die less it. Its combat value is not added; it takes the attacker''s result and does not advance.', '28.0', 0, 'With option 31 the ANV reserve artillery does the same (31.1).', NULL),
  ('long-roads', 'captured-artillery', 'Captured and Destroyed Artillery', 'text', 'code', NULL, NULL, NULL, 0, 'One die per artillery point of a defender that took R or R* or was eliminated in combat: r-star (R* result, -1), eliminated (-1 more).', '29.1', 0, 'The text prints "1"; with the modifiers a die can go below 1, read as captured too.', NULL),
  ('long-roads', 'stragglers', 'Stragglers', 'text', 'code', NULL, NULL, NULL, 0, 'In the Recovery Phase of a passive turn, one die for each non-combat manpower loss (extended or forced march) of the operational turns.', '30.2', 0, NULL, NULL),
  ('long-roads', 'jackson-relapse', 'Jackson Relapses', 'text', 'code', NULL, NULL, NULL, 0, 'In each Leader Transfer step, 2d6: streak (+1 after two turns in a row of a 2-3, until a No effect), after-july-1 (+1).', '31.4', 0, 'Whether "after July 1" takes in July 1 itself is not said: named by the players.', NULL),
  ('long-roads', 'foot-cavalry', 'Foot Cavalry', 'text', 'number', NULL, NULL, NULL, 1, 'When Jackson activates leaders, roll two dice, coloured first: the white die + 2 is the movement allowance; an even coloured die adds 1 MP (not for a unit disorganized when picked). Not on a turn Jackson relapsed.', '31.3', 0, '31.3''s example: white 1, coloured 2 gives 3 + 1 = 4 (roll=21, coloured first). compute foot-cavalry adds the two.', NULL);
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'Captured', 'The point is captured: add it to the artillery value of any attacking unit', '29.1', 'captured-artillery'),
  ('long-roads', 'Destroyed', 'The point is destroyed', '29.1', 'captured-artillery'),
  ('long-roads', 'Retained', 'The routed unit keeps the point; an eliminated unit''s points not captured are destroyed (29.2)', '29.1', 'captured-artillery'),
  ('long-roads', 'Permanent', 'The loss is permanent: it becomes a combat loss, and the enemy scores it', '30.2', 'stragglers'),
  ('long-roads', 'Retained', 'Still a non-combat loss: roll again on a later passive turn', '30.2', 'stragglers'),
  ('long-roads', 'Restored', 'The manpower point returns to its parent unit', '30.2', 'stragglers'),
  ('long-roads', 'Debilitated', 'Jackson: no corps assaults, no +2 Confederate infantry leader movement bonus for units he activates and no Foot Cavalry bonus this turn', '31.4', 'jackson-relapse'),
  ('long-roads', 'Impacted', 'Jackson: no +1 corps assault bonus and no Foot Cavalry bonus this turn', '31.4', 'jackson-relapse'),
  ('long-roads', 'No effect', 'Jackson is well this turn; a run of 2-3 results ends', '31.4', 'jackson-relapse');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'reserve-artillery', 1, 'factors', 'Die roll minus fatigue', 'range', '1d6', 'CASE WHEN :fatigue BETWEEN 0 AND 4 AND :fatigue = CAST(:fatigue AS INTEGER) THEN :roll - :fatigue END', 'clamp', 'refuse', 0, '28.0', 'fatigue=N: the unit''s fatigue level, 0 to 4.'),
  ('long-roads', 'captured-artillery', 1, 'roll', 'Modified die roll', 'dice', '1d6', NULL, 'clamp', 'refuse', 0, '29.1', NULL),
  ('long-roads', 'stragglers', 1, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '30.2', NULL),
  ('long-roads', 'jackson-relapse', 1, 'roll', 'Modified dice roll', 'dice', '2d6', NULL, 'refuse', 'clamp', 0, '31.4', NULL),
  ('long-roads', 'foot-cavalry', 1, 'roll', 'Die', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '31.3', NULL),
  ('long-roads', 'foot-cavalry', 2, 'die', 'Which die', 'section', NULL, NULL, 'refuse', 'refuse', 0, '31.3', 'Coloured first, as a d66 roll is read.');
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'reserve-artillery', 1, 1, '0 or less', -99, 0, NULL, '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', 1, 2, '1', 1, 1, NULL, '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', 1, 3, '2', 2, 2, NULL, '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', 1, 4, '3', 3, 3, NULL, '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', 1, 5, '4', 4, 4, NULL, '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', 1, 6, '5', 5, 5, NULL, '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', 1, 7, '6', 6, 6, NULL, '28.0', 0, NULL),
  ('long-roads', 'captured-artillery', 1, 1, '1 or less', -99, 1, NULL, '29.1', 1, 'Printed "1".'),
  ('long-roads', 'captured-artillery', 1, 2, '2', 2, 2, NULL, '29.1', 0, NULL),
  ('long-roads', 'captured-artillery', 1, 3, '3-6', 3, 6, NULL, '29.1', 0, NULL),
  ('long-roads', 'stragglers', 1, 1, '1', 1, 1, NULL, '30.2', 0, NULL),
  ('long-roads', 'stragglers', 1, 2, '2-4', 2, 4, NULL, '30.2', 0, NULL),
  ('long-roads', 'stragglers', 1, 3, '5-6', 5, 6, NULL, '30.2', 0, NULL),
  ('long-roads', 'jackson-relapse', 1, 1, '2-3', 2, 3, NULL, '31.4', 0, NULL),
  ('long-roads', 'jackson-relapse', 1, 2, '4-5', 4, 5, NULL, '31.4', 0, NULL),
  ('long-roads', 'jackson-relapse', 1, 3, '6+', 6, NULL, NULL, '31.4', 0, NULL),
  ('long-roads', 'foot-cavalry', 1, 1, '1', 1, 1, NULL, '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', 1, 2, '2', 2, 2, NULL, '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', 1, 3, '3', 3, 3, NULL, '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', 1, 4, '4', 4, 4, NULL, '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', 1, 5, '5', 5, 5, NULL, '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', 1, 6, '6', 6, 6, NULL, '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', 2, 1, 'extra MP (coloured)', NULL, NULL, NULL, '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', 2, 2, 'MA (white + 2)', NULL, NULL, NULL, '31.3', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'reserve-artillery', '0 or less', '0', '28.0', 0, 'A die at or under the fatigue adds nothing.'),
  ('long-roads', 'reserve-artillery', '1', '1', '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', '2', '2', '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', '3', '3', '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', '4', '4', '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', '5', '5', '28.0', 0, NULL),
  ('long-roads', 'reserve-artillery', '6', '6', '28.0', 0, NULL),
  ('long-roads', 'captured-artillery', '1 or less', 'Captured', '29.1', 0, NULL),
  ('long-roads', 'captured-artillery', '2', 'Destroyed', '29.1', 0, NULL),
  ('long-roads', 'captured-artillery', '3-6', 'Retained', '29.1', 0, NULL),
  ('long-roads', 'stragglers', '1', 'Permanent', '30.2', 0, NULL),
  ('long-roads', 'stragglers', '2-4', 'Retained', '30.2', 0, NULL),
  ('long-roads', 'stragglers', '5-6', 'Restored', '30.2', 0, NULL),
  ('long-roads', 'jackson-relapse', '2-3', 'Debilitated', '31.4', 0, NULL),
  ('long-roads', 'jackson-relapse', '4-5', 'Impacted', '31.4', 0, NULL),
  ('long-roads', 'jackson-relapse', '6+', 'No effect', '31.4', 0, NULL),
  ('long-roads', 'foot-cavalry', '1|extra MP (coloured)', '0', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '2|extra MP (coloured)', '1', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '3|extra MP (coloured)', '0', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '4|extra MP (coloured)', '1', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '5|extra MP (coloured)', '0', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '6|extra MP (coloured)', '1', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '1|MA (white + 2)', '3', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '2|MA (white + 2)', '4', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '3|MA (white + 2)', '5', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '4|MA (white + 2)', '6', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '5|MA (white + 2)', '7', '31.3', 0, NULL),
  ('long-roads', 'foot-cavalry', '6|MA (white + 2)', '8', '31.3', 0, NULL);
INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, section, uncertain, note) VALUES
  ('long-roads', 'captured-artillery', 'r-star', 'The unit took an R* result', 'drm', -1, 1, NULL, NULL, 1, '29.1', 0, NULL),
  ('long-roads', 'captured-artillery', 'eliminated', 'The unit was eliminated', 'drm', -1, 1, NULL, NULL, 2, '29.1', 0, 'In addition to the R* one.'),
  ('long-roads', 'jackson-relapse', 'streak', 'Two turns in a row of a 2-3 result, until a No effect', 'drm', 1, 1, NULL, NULL, 1, '31.4', 0, NULL),
  ('long-roads', 'jackson-relapse', 'after-july-1', 'After July 1', 'drm', 1, 1, NULL, NULL, 2, '31.4', 0, NULL);

-- ---------------------------------------------------------------------
-- Formulas (`compute long-roads.ID ...`, or without the prefix).
-- 22.2: each side's minutes on the chess clock for the turn.  engaged:
-- its infantry corps leaders within 8 hexes of an enemy-occupied hex.
INSERT INTO formula (game, id, name, expr, inputs, choices, track, section, uncertain, note) VALUES
  ('long-roads', 'time-allowance', 'Time allowance (minutes)', 'CASE WHEN :players >= 1 AND :players = CAST(:players AS INTEGER) AND :engaged >= 0 AND :engaged = CAST(:engaged AS INTEGER) THEN 20 - 3 * :players - 3 * :passive + CASE :side WHEN ''union'' THEN 2 WHEN ''confederate'' THEN 3 END * :engaged END', 'side=SIDE; players=N on the side; engaged=N infantry corps leaders within 8 hexes of an enemy-occupied hex; operational or passive', 'operational|passive', NULL, '22.2', 0, 'The text''s example: 3 Confederate players take 9 minutes off. It sets no floor. Time chits add 3 minutes each to an operational side (22.5).'),
  ('long-roads', 'foot-cavalry', 'Foot Cavalry movement allowance', 'CASE WHEN :white BETWEEN 1 AND 6 AND :colored BETWEEN 1 AND 6 AND :white = CAST(:white AS INTEGER) AND :colored = CAST(:colored AS INTEGER) THEN :white + 2 + CASE WHEN CAST(:colored AS INTEGER) % 2 = 0 THEN 1 ELSE 0 END END', 'white=N, colored=N: the two dice (1-6) of Jackson''s movement allowance roll', NULL, NULL, '31.3', 0, 'A unit disorganized when picked does not get the even coloured die''s 1 MP. Not on a turn Jackson relapsed (31.4).');

-- ---------------------------------------------------------------------
-- Tables the text refers to but does not print: the GCACW series'
-- charts and the game's player aids.  Declared by shape only, no cells:
-- `lookup` on one says how to enter the owner's copy (`table import
-- long-roads.ID FILE.csv`), and the import must fit this shape.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('long-roads', 'crt', 'Combat Results Table (series)', 'player-aid', 'code', NULL, NULL, NULL, 0, 'The GCACW series CRT: its columns and rows as your chart prints them; enter a cell as its codes with spaces (1 D r)', '9.3', 0, 'Not in the text: 9.3, 27.3 and 29.1 read its results (a number of manpower points lost, f, F, D, r, R, R*).'),
  ('long-roads', 'leader-movement', 'Leader Movement Allowance (series)', 'player-aid', 'number', NULL, NULL, NULL, 0, 'The series Activate Leader movement allowance (Basic Rule 5.2 step 3): leader kind and die roll as your chart prints them', '10.1', 0, 'Not in the text. An army leader reads it as a non-cavalry leader does, a roll of 1 read as 2, doubled for cavalry (10.1); Jackson''s Foot Cavalry replaces it (31.3).'),
  ('long-roads', 'extended-march', 'Extended March / Disorganization Table (series)', 'player-aid', 'code', NULL, NULL, NULL, 0, 'The series disorganization roll for extended, forced and strategic marches, as your chart prints it', '17.1', 0, 'Not in the text: 17.1 gives only its modifiers for strategic movement (strategic-disorganization); Heat adds 1 (2.0).'),
  ('long-roads', 'county-forage', 'County Forage Values', 'player-aid', 'number', NULL, NULL, NULL, 0, 'Each county''s forage value before the 13.5 modifiers, from the player aid: one row per county', '13.5', 0, 'Not in the text ("set forth in the Player Aids").');
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'f', 'The unit gains 1 fatigue level', '9.3', 'crt'),
  ('long-roads', 'F', 'The unit gains 2 fatigue levels', '9.3', 'crt'),
  ('long-roads', 'D', 'The unit is disorganized', '9.3', 'crt'),
  ('long-roads', 'r', 'The unit retreats (a fort is destroyed, 9.3)', '9.3', 'crt'),
  ('long-roads', 'R', 'The unit routs (a fort is destroyed, 9.3; roll for its artillery under option 29)', '9.3', 'crt'),
  ('long-roads', 'R*', 'The unit routs, as the series rules read the star (roll for its artillery with 1 off under option 29)', '29.1', 'crt'),
  ('long-roads', '-', 'No effect', '9.3', 'crt'),
  ('long-roads', 'D', 'The unit is disorganized', '17.1', 'extended-march'),
  ('long-roads', '-', 'No effect', '17.1', 'extended-march');
INSERT INTO result_code (game, code, meaning, section, tbl)
  WITH n(k) AS (VALUES (1), (2), (3), (4), (5), (6), (7), (8), (9))
  SELECT 'long-roads', CAST(k AS TEXT), 'That many manpower points lost', '9.3', t.tbl
  FROM n, (SELECT 'crt' AS tbl UNION ALL SELECT 'extended-march') t;
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'crt', 1, 'column', 'Column', 'range', NULL, NULL, 'clamp', 'clamp', 1, '9.3', 'The columns come with the import.'),
  ('long-roads', 'crt', 2, 'row', 'Row (modified roll)', 'range', NULL, NULL, 'clamp', 'clamp', 1, '9.3', 'The rows come with the import; row=N picks one (roll= is the look-up''s own dice).'),
  ('long-roads', 'leader-movement', 1, 'leader', 'Leader', 'section', NULL, NULL, 'refuse', 'refuse', 1, '10.1', NULL),
  ('long-roads', 'leader-movement', 2, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 1, '10.1', NULL),
  ('long-roads', 'extended-march', 1, 'row', 'Row (modified roll)', 'range', NULL, NULL, 'clamp', 'clamp', 1, '17.1', 'The rows come with the import.'),
  ('long-roads', 'county-forage', 1, 'county', 'County', 'section', NULL, NULL, 'refuse', 'refuse', 1, '13.5', NULL);

-- Help in this game's terms (command_help).
INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'compute', 'compute long-roads.time-allowance side=csa players=3 engaged=2 operational', 'With the time limitation rule each side works out its minutes for the turn: 20, less 3 a player and 3 more when passive, plus 2 (Union) or 3 (Confederate) for each infantry corps leader within 8 hexes of an enemy-occupied hex', '22.2');
INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'table', 'table import long-roads.crt my-crt.csv', 'The game modifies the GCACW series rules: the series Combat Results Table, leader movement and extended march tables, and the county forage values of the player aids are not in this text; enter each once from your own copy', 'III');
-- OR IGNORE: another part of the game's data may give `lookup` its own
-- example first (the Random Events Table's).
INSERT OR IGNORE INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'lookup', 'lookup harpers-ferry naval-battery union-division surrounded=1 ?', 'Every table the text prints ships whole with its section: name the modifiers that hold, type counts as NAME=N, and ? gives the odds before any die is rolled; `table show long-roads.TABLE` prints one with how to read it and the reading taken where the text is damaged', '6.2');
