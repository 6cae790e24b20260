-- Terrible Swift Sword (SPI, 1976) -- base rules data.
-- Source: an OCR of the rules booklet, its undated errata page, the BCE
-- record sheet and the Charts & Tables sheet.  The OCR interleaves the
-- columns and garbles digits (E for 8, S for 5 or 6, l for 1); a value it
-- damaged is stored with uncertain = 1 and the reading chosen in `note`.
-- Section numbers are the rulebook's, read through the OCR ('[2E.16]' is
-- 28.16, '[26.5]' is 28.5); errata items are cited by the section they
-- amend, with a note saying so.  Values, names and numbers come from the
-- text; every reminder, summary, help and note is in our own words.
-- In the text: the sequence of play, the turn scheme, the scenarios and
-- their spans, the ammunition levels, the reinforcement schedule, the
-- leader casualty, depletion and overshoot rolls, the result legends and
-- the column shifts of the Fire CRT.
-- Not in the text (or unreadable): the bodies of the Fire and Melee CRTs,
-- the Morale/Rout Table of the errata (garbled), the Range Effects and
-- Terrain Effects Charts, the map and the counters.  The two CRTs and the
-- rout table are declared by shape only: the players import their cells
-- from their own chart sheet.
-- Turn labels are the printed military time plus the day ('0740 Jul 1'):
-- the track runs three days with the same times, and a label must tell
-- the turns apart.  Night turns after midnight carry the next day.

-- Game
INSERT INTO game (id, title, tag, publisher, dice, section) VALUES
  ('terrible-swift-sword', 'Terrible Swift Sword', 'TSS', 'SPI', 'one d6 for everything; two dice added (2d6) only for the leader casualty roll (17.4)', '2.6');

-- Rule-section index: the headings of the text, OCR-corrected, and the
-- cases cited here (cases print no title: theirs is ours, short).
INSERT INTO rule_section (game, section, title) VALUES
  ('terrible-swift-sword', '1.0', 'Introduction'),
  ('terrible-swift-sword', '2.0', 'Game Equipment'),
  ('terrible-swift-sword', '2.2', 'Game Charts and Tables'),
  ('terrible-swift-sword', '2.3', 'The Playing Pieces'),
  ('terrible-swift-sword', '2.35', 'Summary of Unit Types'),
  ('terrible-swift-sword', '2.5', 'Game Scale'),
  ('terrible-swift-sword', '2.6', 'Inventory of Game Parts'),
  ('terrible-swift-sword', '3.0', 'Setting Up the Game'),
  ('terrible-swift-sword', '4.0', 'Sequence of Play'),
  ('terrible-swift-sword', '4.1', 'Sequence Outline'),
  ('terrible-swift-sword', '5.0', 'Movement'),
  ('terrible-swift-sword', '5.2', 'Standard Terrain Effects'),
  ('terrible-swift-sword', '5.3', 'Special Terrain Effects'),
  ('terrible-swift-sword', '6.0', 'Formations'),
  ('terrible-swift-sword', '6.1', 'Unit Formations'),
  ('terrible-swift-sword', '6.11', 'Infantry in column (case)'),
  ('terrible-swift-sword', '6.2', 'Changing Formation'),
  ('terrible-swift-sword', '6.3', 'Unit Formation Effects'),
  ('terrible-swift-sword', '7.0', 'Facing'),
  ('terrible-swift-sword', '7.1', 'Effects on Movement'),
  ('terrible-swift-sword', '7.2', 'Effect on Fire Combat'),
  ('terrible-swift-sword', '7.22', 'Enfilade hexsides (case)'),
  ('terrible-swift-sword', '7.3', 'Effect on Melee Combat'),
  ('terrible-swift-sword', '8.0', 'Stacking'),
  ('terrible-swift-sword', '8.1', 'Infantry in Column'),
  ('terrible-swift-sword', '8.2', 'Unit Stacking Restrictions'),
  ('terrible-swift-sword', '8.3', 'Application'),
  ('terrible-swift-sword', '8.4', 'Effect on Facing'),
  ('terrible-swift-sword', '8.5', 'Effects on Combat'),
  ('terrible-swift-sword', '8.6', 'Order of Stacking'),
  ('terrible-swift-sword', '8.7', 'Reserve Status'),
  ('terrible-swift-sword', '8.8', 'Informational Markers'),
  ('terrible-swift-sword', '9.0', 'Terrain Effects on Movement'),
  ('terrible-swift-sword', '10.0', 'Fire Combat'),
  ('terrible-swift-sword', '10.1', 'The Combat Strength'),
  ('terrible-swift-sword', '10.22', 'Weapon Types'),
  ('terrible-swift-sword', '10.23', 'Weapon type as a defence (case)'),
  ('terrible-swift-sword', '10.3', 'Multiple Unit Fire'),
  ('terrible-swift-sword', '10.4', 'Standard Terrain Effects'),
  ('terrible-swift-sword', '10.42', 'Ridge hexsides in fire (case)'),
  ('terrible-swift-sword', '10.43', 'Woods in fire (case)'),
  ('terrible-swift-sword', '10.44', 'Breastworks and stone walls in fire (case)'),
  ('terrible-swift-sword', '10.47', 'The two-column limit on shifts (case)'),
  ('terrible-swift-sword', '10.5', 'Special Terrain'),
  ('terrible-swift-sword', '10.51', 'The Sunken Road in fire (case)'),
  ('terrible-swift-sword', '10.6', 'Effects of Facing'),
  ('terrible-swift-sword', '10.61', 'Enfilade fire (case)'),
  ('terrible-swift-sword', '10.62', 'Column formation in fire (case)'),
  ('terrible-swift-sword', '10.82', 'Artillery losses in guns (case)'),
  ('terrible-swift-sword', '10.83', 'Results that pin infantry-type targets (case)'),
  ('terrible-swift-sword', '10.84', 'Pinned units (case)'),
  ('terrible-swift-sword', '10.85', 'Removing PIN markers (case)'),
  ('terrible-swift-sword', '10.86', 'The Casualty Track (case)'),
  ('terrible-swift-sword', '10.87', 'The Leader Casualty Box (case)'),
  ('terrible-swift-sword', '10.88', 'The Captured Guns Box (case)'),
  ('terrible-swift-sword', '10.9', 'The Fire Combat Results Table'),
  ('terrible-swift-sword', '11.0', 'Zones of Control'),
  ('terrible-swift-sword', '11.1', 'Withdrawal Fire'),
  ('terrible-swift-sword', '11.2', 'Retreat Fire (heading lost in the OCR)'),
  ('terrible-swift-sword', '11.3', 'Effect on Ammunition Supply'),
  ('terrible-swift-sword', '11.4', 'Effect on Leader Control'),
  ('terrible-swift-sword', '11.5', 'Extent of Zones of Control'),
  ('terrible-swift-sword', '12.0', 'Ammunition Supply'),
  ('terrible-swift-sword', '12.1', 'Supply Wagons'),
  ('terrible-swift-sword', '12.2', 'Small-Arms Ammunition'),
  ('terrible-swift-sword', '12.21', 'Ammunition depletion roll (case)'),
  ('terrible-swift-sword', '12.23', 'Resupply from a wagon (case)'),
  ('terrible-swift-sword', '12.3', 'Artillery Ammunition'),
  ('terrible-swift-sword', '12.31', 'One round per battery firing (case)'),
  ('terrible-swift-sword', '12.34', 'Rounds lost with captured guns (case)'),
  ('terrible-swift-sword', '12.35', 'Exploding caissons (case)'),
  ('terrible-swift-sword', '13.0', 'Melee Combat'),
  ('terrible-swift-sword', '13.1', 'Definition of Melee Strength'),
  ('terrible-swift-sword', '13.2', 'Restrictions on Ability to Melee'),
  ('terrible-swift-sword', '13.4', 'Effect of Leaders'),
  ('terrible-swift-sword', '13.5', 'Determining the Differential'),
  ('terrible-swift-sword', '13.6', 'Stacking in Melee'),
  ('terrible-swift-sword', '13.7', 'Retreat Before Melee'),
  ('terrible-swift-sword', '13.8', 'Results of Melee Combat'),
  ('terrible-swift-sword', '13.81', 'K results (case)'),
  ('terrible-swift-sword', '13.82', 'R results (case)'),
  ('terrible-swift-sword', '13.83', 'C results and the Captured Track (case)'),
  ('terrible-swift-sword', '13.84', 'Engaged units (case)'),
  ('terrible-swift-sword', '13.86', 'Melee Combat Results Table (as the rules call it)'),
  ('terrible-swift-sword', '13.9', 'Melee Combat Results Table'),
  ('terrible-swift-sword', '14.0', 'Rout'),
  ('terrible-swift-sword', '14.1', 'When Units Are Routed'),
  ('terrible-swift-sword', '14.2', 'Determining Rout'),
  ('terrible-swift-sword', '14.21', 'Brigade morale ratings (errata substitution)'),
  ('terrible-swift-sword', '14.22', 'Rolling on the Morale/Rout Table (errata)'),
  ('terrible-swift-sword', '14.23', 'Heavy losses and rout (errata)'),
  ('terrible-swift-sword', '14.24', 'Leaders and rout (errata)'),
  ('terrible-swift-sword', '14.25', 'Fixed ratings and the Morale/Rout Table (errata)'),
  ('terrible-swift-sword', '14.3', 'Effects of Rout'),
  ('terrible-swift-sword', '14.4', 'Rally'),
  ('terrible-swift-sword', '14.6', 'Artillery'),
  ('terrible-swift-sword', '14.7', 'Effects of Town Hexes'),
  ('terrible-swift-sword', '14.71', 'Town hexes and the rout roll (case)'),
  ('terrible-swift-sword', '15.0', 'Retreats'),
  ('terrible-swift-sword', '15.2', 'Effect of Zones of Control'),
  ('terrible-swift-sword', '15.3', 'Presence of Friendly Units'),
  ('terrible-swift-sword', '15.4', 'The Path of Retreat'),
  ('terrible-swift-sword', '16.0', 'Exiting the Map'),
  ('terrible-swift-sword', '17.0', 'Leaders'),
  ('terrible-swift-sword', '17.1', 'How Leaders Are Used'),
  ('terrible-swift-sword', '17.13', 'Units out of command (case)'),
  ('terrible-swift-sword', '17.16', 'Rally by an Officer (case)'),
  ('terrible-swift-sword', '17.2', 'Effect of Leaders on Melee and Rout'),
  ('terrible-swift-sword', '17.4', 'Leader Casualties'),
  ('terrible-swift-sword', '17.5', 'Battlefield Promotions'),
  ('terrible-swift-sword', '17.7', 'Artillery'),
  ('terrible-swift-sword', '17.8', 'Headquarters Units'),
  ('terrible-swift-sword', '17.81', 'HQ guards count as cavalry (case)'),
  ('terrible-swift-sword', '18.0', 'Cavalry and Artillery'),
  ('terrible-swift-sword', '18.1', 'Cavalry Retreat Before Melee'),
  ('terrible-swift-sword', '18.2', 'Cavalry Charge'),
  ('terrible-swift-sword', '18.3', 'Mounted Cavalry Defensive Strength'),
  ('terrible-swift-sword', '18.4', 'Effect of Fire Combat'),
  ('terrible-swift-sword', '18.5', 'Mounted Cavalry and Leaders'),
  ('terrible-swift-sword', '18.6', 'Restrictions on Artillery Movement'),
  ('terrible-swift-sword', '18.7', 'Unlimbered Artillery: Rout and Retreat'),
  ('terrible-swift-sword', '18.8', 'Retire by Prolonge'),
  ('terrible-swift-sword', '18.9', 'Horse Artillery'),
  ('terrible-swift-sword', '18.92', 'Confederate horse artillery losses (case)'),
  ('terrible-swift-sword', '19.0', 'Breastworks'),
  ('terrible-swift-sword', '19.1', 'Construction'),
  ('terrible-swift-sword', '19.2', 'Effects of Breastworks'),
  ('terrible-swift-sword', '19.3', 'Duration of Breastworks'),
  ('terrible-swift-sword', '20.0', 'Night Action'),
  ('terrible-swift-sword', '20.1', 'Duration of Night Turns'),
  ('terrible-swift-sword', '20.2', 'Thoroughfare-Only Turns'),
  ('terrible-swift-sword', '20.3', 'Effects of Night'),
  ('terrible-swift-sword', '20.34', 'No rally at night (case)'),
  ('terrible-swift-sword', '20.4', 'Night-Turn Reinforcements'),
  ('terrible-swift-sword', '20.5', 'Reforming Artillery Batteries'),
  ('terrible-swift-sword', '20.6', 'Stragglers (errata, optional)'),
  ('terrible-swift-sword', '21.0', 'Reinforcements'),
  ('terrible-swift-sword', '21.1', 'The Staging Area'),
  ('terrible-swift-sword', '21.2', 'Entering the Staging Area'),
  ('terrible-swift-sword', '21.4', 'Effects of the Staging Area'),
  ('terrible-swift-sword', '21.5', 'Blocking'),
  ('terrible-swift-sword', '21.53', 'Each side''s Staging Areas (case)'),
  ('terrible-swift-sword', '21.6', 'Staging Area No. 9: Special Rule'),
  ('terrible-swift-sword', '22.0', 'Victory Conditions (heading lost in the OCR)'),
  ('terrible-swift-sword', '22.1', 'Victory Points'),
  ('terrible-swift-sword', '22.11', 'Casualty points (case)'),
  ('terrible-swift-sword', '22.2', 'Lines of Communication'),
  ('terrible-swift-sword', '22.3', 'Demoralization'),
  ('terrible-swift-sword', '22.31', 'When a side is demoralized (case)'),
  ('terrible-swift-sword', '23.0', 'Advanced Ammunition Supply (Optional)'),
  ('terrible-swift-sword', '23.1', 'Small-Arms Ammunition'),
  ('terrible-swift-sword', '23.2', 'Artillery'),
  ('terrible-swift-sword', '23.22', 'Battery supply spent by firing (case)'),
  ('terrible-swift-sword', '23.3', 'The Supply Train'),
  ('terrible-swift-sword', '24.0', 'Redeploying the Provost Guard (Optional)'),
  ('terrible-swift-sword', '24.1', 'How to Redeploy'),
  ('terrible-swift-sword', '25.0', 'Artillery Overshoot (heading lost in the OCR)'),
  ('terrible-swift-sword', '25.1', 'The Mechanics of Overshoot'),
  ('terrible-swift-sword', '25.13', 'Overshoot by one hex (case)'),
  ('terrible-swift-sword', '25.14', 'Overshoot by two hexes (case)'),
  ('terrible-swift-sword', '25.2', 'Effects of Line of Sight on Overshoot'),
  ('terrible-swift-sword', '25.3', 'Effects of Terrain'),
  ('terrible-swift-sword', '25.4', 'Line of Fire'),
  ('terrible-swift-sword', '25.5', 'Splitting Fire'),
  ('terrible-swift-sword', '26.0', 'Brigade Combat Effectiveness (Optional)'),
  ('terrible-swift-sword', '26.1', 'How BCE Works'),
  ('terrible-swift-sword', '26.2', 'Effects of Loss'),
  ('terrible-swift-sword', '26.3', 'Restrictions on Use'),
  ('terrible-swift-sword', '26.4', 'Combat Effectiveness Record'),
  ('terrible-swift-sword', '27.0', 'The Officer General Replacement Pool'),
  ('terrible-swift-sword', '28.0', 'The Scenarios'),
  ('terrible-swift-sword', '28.1', 'The First Day: July 1, 1863'),
  ('terrible-swift-sword', '28.11', 'Scenario Length'),
  ('terrible-swift-sword', '28.12', 'Initial Deployment'),
  ('terrible-swift-sword', '28.13', 'Reinforcements'),
  ('terrible-swift-sword', '28.14', 'Ammunition'),
  ('terrible-swift-sword', '28.15', 'Victory Conditions'),
  ('terrible-swift-sword', '28.16', 'Levels of Victory'),
  ('terrible-swift-sword', '28.17', 'Demoralization Levels'),
  ('terrible-swift-sword', '28.2', 'The Second Day: July 2, 1863'),
  ('terrible-swift-sword', '28.21', 'Scenario Length'),
  ('terrible-swift-sword', '28.22', 'Initial Deployment'),
  ('terrible-swift-sword', '28.23', 'Reinforcements'),
  ('terrible-swift-sword', '28.24', 'Ammunition Supply'),
  ('terrible-swift-sword', '28.25', 'Unit Strengths'),
  ('terrible-swift-sword', '28.26', 'Victory Conditions'),
  ('terrible-swift-sword', '28.27', 'Levels of Victory'),
  ('terrible-swift-sword', '28.28', 'Demoralization Levels'),
  ('terrible-swift-sword', '28.3', 'Battle for the Little Round Top'),
  ('terrible-swift-sword', '28.31', 'Scenario Length and Maps Used'),
  ('terrible-swift-sword', '28.32', 'Initial Deployment'),
  ('terrible-swift-sword', '28.33', 'Reinforcements'),
  ('terrible-swift-sword', '28.34', 'Ammunition Supply'),
  ('terrible-swift-sword', '28.35', 'Unit Strengths'),
  ('terrible-swift-sword', '28.36', 'Special Rules'),
  ('terrible-swift-sword', '28.37', 'Victory Conditions'),
  ('terrible-swift-sword', '28.38', 'Effect of Casualties'),
  ('terrible-swift-sword', '28.4', 'The Third Day: Pickett''s Charge'),
  ('terrible-swift-sword', '28.41', 'Scenario Length'),
  ('terrible-swift-sword', '28.42', 'Initial Deployment'),
  ('terrible-swift-sword', '28.43', 'Reinforcements'),
  ('terrible-swift-sword', '28.44', 'Ammunition Supply'),
  ('terrible-swift-sword', '28.45', 'Unit Strengths'),
  ('terrible-swift-sword', '28.46', 'Victory Conditions'),
  ('terrible-swift-sword', '28.47', 'Demoralization Levels'),
  ('terrible-swift-sword', '28.48', 'Special Rules for Pickett''s Charge (Optional)'),
  ('terrible-swift-sword', '28.49', 'Farnsworth''s Charge (Option)'),
  ('terrible-swift-sword', '28.5', 'The Grand Battle Game: The Three Days of Gettysburg'),
  ('terrible-swift-sword', '28.51', 'Initial Deployment'),
  ('terrible-swift-sword', '28.52', 'Reinforcements'),
  ('terrible-swift-sword', '28.53', 'Demoralization Levels'),
  ('terrible-swift-sword', '28.54', 'Victory Conditions'),
  ('terrible-swift-sword', '28.55', 'Levels of Victory'),
  ('terrible-swift-sword', '28.56', 'Ammunition Supply'),
  ('terrible-swift-sword', '29.0', 'Grand Battle Reinforcement Schedule'),
  ('terrible-swift-sword', '29.1', 'Confederates'),
  ('terrible-swift-sword', '29.2', 'Union'),
  ('terrible-swift-sword', '29.3', 'Non-Historical Reinforcements and Withdrawals'),
  ('terrible-swift-sword', '30.0', 'The Order of Battle'),
  ('terrible-swift-sword', '30.1', 'The Army of Northern Virginia'),
  ('terrible-swift-sword', '30.2', 'The Army of the Potomac'),
  ('terrible-swift-sword', '31.0', 'Designer''s Notes'),
  ('terrible-swift-sword', 'errata', 'Errata page: unnumbered optional additions (battle fatigue, horse holders, communications)');

-- Sides
INSERT INTO side (game, id, name, pos, section) VALUES
  ('terrible-swift-sword', 'confederate', 'Confederate', 1, '28.11'),
  ('terrible-swift-sword', 'union', 'Union', 2, '28.11');
INSERT INTO side_alias (game, side, alias) VALUES
  ('terrible-swift-sword', 'confederate', 'csa'),
  ('terrible-swift-sword', 'confederate', 'rebel'),
  ('terrible-swift-sword', 'confederate', 'cs'),
  ('terrible-swift-sword', 'union', 'usa'),
  ('terrible-swift-sword', 'union', 'us'),
  ('terrible-swift-sword', 'union', 'federal');

-- Turn track (4.1 item 3, 20.1): 20-minute day turns from 0740 on July 1,
-- hourly night turns 2000-0300, days resuming at 0400; 149 turns (28.5).
INSERT INTO turn (game, calendar, n, label, clock, date, daypart, flags, derived, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'main', 1, '0740 Jul 1', '07:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, 'Day turns of 20 minutes (4.1 item 3) from here to 1940; the track itself is on the map, the day is added by us.'),
  ('terrible-swift-sword', 'main', 2, '0800 Jul 1', '08:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 3, '0820 Jul 1', '08:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 4, '0840 Jul 1', '08:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 5, '0900 Jul 1', '09:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 6, '0920 Jul 1', '09:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 7, '0940 Jul 1', '09:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 8, '1000 Jul 1', '10:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 9, '1020 Jul 1', '10:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 10, '1040 Jul 1', '10:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 11, '1100 Jul 1', '11:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 12, '1120 Jul 1', '11:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 13, '1140 Jul 1', '11:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 14, '1200 Jul 1', '12:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 15, '1220 Jul 1', '12:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 16, '1240 Jul 1', '12:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 17, '1300 Jul 1', '13:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 18, '1320 Jul 1', '13:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 19, '1340 Jul 1', '13:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 20, '1400 Jul 1', '14:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 21, '1420 Jul 1', '14:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 22, '1440 Jul 1', '14:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 23, '1500 Jul 1', '15:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 24, '1520 Jul 1', '15:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 25, '1540 Jul 1', '15:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 26, '1600 Jul 1', '16:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 27, '1620 Jul 1', '16:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 28, '1640 Jul 1', '16:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 29, '1700 Jul 1', '17:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 30, '1720 Jul 1', '17:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 31, '1740 Jul 1', '17:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 32, '1800 Jul 1', '18:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 33, '1820 Jul 1', '18:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 34, '1840 Jul 1', '18:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 35, '1900 Jul 1', '19:00', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 36, '1920 Jul 1', '19:20', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 37, '1940 Jul 1', '19:40', '1863-07-01', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 38, '2000 Jul 1', '20:00', '1863-07-01', 'night', NULL, 1, '20.1', 0, 'Night turn, one hour (20.1).'),
  ('terrible-swift-sword', 'main', 39, '2100 Jul 1', '21:00', '1863-07-01', 'night', 'thoroughfare-only', 1, '20.1', 0, 'Thoroughfare-only night turn (20.1, 20.2).'),
  ('terrible-swift-sword', 'main', 40, '2200 Jul 1', '22:00', '1863-07-01', 'night', NULL, 1, '20.1', 0, 'Night turn, one hour (20.1).'),
  ('terrible-swift-sword', 'main', 41, '2300 Jul 1', '23:00', '1863-07-01', 'night', 'thoroughfare-only', 1, '20.1', 0, 'Thoroughfare-only night turn (20.1, 20.2).'),
  ('terrible-swift-sword', 'main', 42, '2400 Jul 2', '00:00', '1863-07-02', 'night', NULL, 1, '20.1', 0, 'Night turn, one hour (20.1). Printed 2400; midnight, so dated the next day.'),
  ('terrible-swift-sword', 'main', 43, '0100 Jul 2', '01:00', '1863-07-02', 'night', 'thoroughfare-only', 1, '20.1', 0, 'Thoroughfare-only night turn (20.1, 20.2). After midnight: the next day''s date.'),
  ('terrible-swift-sword', 'main', 44, '0200 Jul 2', '02:00', '1863-07-02', 'night', NULL, 1, '20.1', 0, 'Night turn, one hour (20.1). After midnight: the next day''s date.'),
  ('terrible-swift-sword', 'main', 45, '0300 Jul 2', '03:00', '1863-07-02', 'night', 'thoroughfare-only', 1, '20.1', 0, 'Thoroughfare-only night turn (20.1, 20.2). After midnight: the next day''s date.'),
  ('terrible-swift-sword', 'main', 46, '0400 Jul 2', '04:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, 'Day turns of 20 minutes (4.1 item 3) from here to 1940; the track itself is on the map, the day is added by us.'),
  ('terrible-swift-sword', 'main', 47, '0420 Jul 2', '04:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 48, '0440 Jul 2', '04:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 49, '0500 Jul 2', '05:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 50, '0520 Jul 2', '05:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 51, '0540 Jul 2', '05:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 52, '0600 Jul 2', '06:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 53, '0620 Jul 2', '06:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 54, '0640 Jul 2', '06:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 55, '0700 Jul 2', '07:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 56, '0720 Jul 2', '07:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 57, '0740 Jul 2', '07:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 58, '0800 Jul 2', '08:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 59, '0820 Jul 2', '08:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 60, '0840 Jul 2', '08:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 61, '0900 Jul 2', '09:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 62, '0920 Jul 2', '09:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 63, '0940 Jul 2', '09:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 64, '1000 Jul 2', '10:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 65, '1020 Jul 2', '10:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 66, '1040 Jul 2', '10:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 67, '1100 Jul 2', '11:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 68, '1120 Jul 2', '11:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 69, '1140 Jul 2', '11:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 70, '1200 Jul 2', '12:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 71, '1220 Jul 2', '12:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 72, '1240 Jul 2', '12:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 73, '1300 Jul 2', '13:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 74, '1320 Jul 2', '13:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 75, '1340 Jul 2', '13:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 76, '1400 Jul 2', '14:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 77, '1420 Jul 2', '14:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 78, '1440 Jul 2', '14:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 79, '1500 Jul 2', '15:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 80, '1520 Jul 2', '15:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 81, '1540 Jul 2', '15:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 82, '1600 Jul 2', '16:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 83, '1620 Jul 2', '16:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 84, '1640 Jul 2', '16:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 85, '1700 Jul 2', '17:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 86, '1720 Jul 2', '17:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 87, '1740 Jul 2', '17:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 88, '1800 Jul 2', '18:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 89, '1820 Jul 2', '18:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 90, '1840 Jul 2', '18:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 91, '1900 Jul 2', '19:00', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 92, '1920 Jul 2', '19:20', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 93, '1940 Jul 2', '19:40', '1863-07-02', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 94, '2000 Jul 2', '20:00', '1863-07-02', 'night', NULL, 1, '20.1', 0, 'Night turn, one hour (20.1).'),
  ('terrible-swift-sword', 'main', 95, '2100 Jul 2', '21:00', '1863-07-02', 'night', 'thoroughfare-only', 1, '20.1', 0, 'Thoroughfare-only night turn (20.1, 20.2).'),
  ('terrible-swift-sword', 'main', 96, '2200 Jul 2', '22:00', '1863-07-02', 'night', NULL, 1, '20.1', 0, 'Night turn, one hour (20.1).'),
  ('terrible-swift-sword', 'main', 97, '2300 Jul 2', '23:00', '1863-07-02', 'night', 'thoroughfare-only', 1, '20.1', 0, 'Thoroughfare-only night turn (20.1, 20.2).'),
  ('terrible-swift-sword', 'main', 98, '2400 Jul 3', '00:00', '1863-07-03', 'night', NULL, 1, '20.1', 0, 'Night turn, one hour (20.1). Printed 2400; midnight, so dated the next day.'),
  ('terrible-swift-sword', 'main', 99, '0100 Jul 3', '01:00', '1863-07-03', 'night', 'thoroughfare-only', 1, '20.1', 0, 'Thoroughfare-only night turn (20.1, 20.2). After midnight: the next day''s date.'),
  ('terrible-swift-sword', 'main', 100, '0200 Jul 3', '02:00', '1863-07-03', 'night', NULL, 1, '20.1', 0, 'Night turn, one hour (20.1). After midnight: the next day''s date.'),
  ('terrible-swift-sword', 'main', 101, '0300 Jul 3', '03:00', '1863-07-03', 'night', 'thoroughfare-only', 1, '20.1', 0, 'Thoroughfare-only night turn (20.1, 20.2). After midnight: the next day''s date.'),
  ('terrible-swift-sword', 'main', 102, '0400 Jul 3', '04:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, 'Day turns of 20 minutes (4.1 item 3) from here to 1940; the track itself is on the map, the day is added by us.'),
  ('terrible-swift-sword', 'main', 103, '0420 Jul 3', '04:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 104, '0440 Jul 3', '04:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 105, '0500 Jul 3', '05:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 106, '0520 Jul 3', '05:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 107, '0540 Jul 3', '05:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 108, '0600 Jul 3', '06:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 109, '0620 Jul 3', '06:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 110, '0640 Jul 3', '06:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 111, '0700 Jul 3', '07:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 112, '0720 Jul 3', '07:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 113, '0740 Jul 3', '07:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 114, '0800 Jul 3', '08:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 115, '0820 Jul 3', '08:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 116, '0840 Jul 3', '08:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 117, '0900 Jul 3', '09:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 118, '0920 Jul 3', '09:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 119, '0940 Jul 3', '09:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 120, '1000 Jul 3', '10:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 121, '1020 Jul 3', '10:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 122, '1040 Jul 3', '10:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 123, '1100 Jul 3', '11:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 124, '1120 Jul 3', '11:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 125, '1140 Jul 3', '11:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 126, '1200 Jul 3', '12:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 127, '1220 Jul 3', '12:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 128, '1240 Jul 3', '12:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 129, '1300 Jul 3', '13:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 130, '1320 Jul 3', '13:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 131, '1340 Jul 3', '13:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 132, '1400 Jul 3', '14:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 133, '1420 Jul 3', '14:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 134, '1440 Jul 3', '14:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 135, '1500 Jul 3', '15:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 136, '1520 Jul 3', '15:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 137, '1540 Jul 3', '15:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 138, '1600 Jul 3', '16:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 139, '1620 Jul 3', '16:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 140, '1640 Jul 3', '16:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 141, '1700 Jul 3', '17:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 142, '1720 Jul 3', '17:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 143, '1740 Jul 3', '17:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 144, '1800 Jul 3', '18:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 145, '1820 Jul 3', '18:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 146, '1840 Jul 3', '18:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 147, '1900 Jul 3', '19:00', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 148, '1920 Jul 3', '19:20', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL),
  ('terrible-swift-sword', 'main', 149, '1940 Jul 3', '19:40', '1863-07-03', 'day', NULL, 1, '4.1', 0, NULL);

-- Sequence of play (4.1).  The Confederate is First Player in each
-- single-day scenario (28.11, 28.21, 28.31, 28.41); 28.5 does not say,
-- and plays from the First Day set-up, so the same is taken there.  In
-- each player-turn the steps lettered C, E and G belong to the player who
-- is not phasing.
INSERT INTO phase (game, id, seq, parent, name, side, reminder, loop_to, loop_while, action, section, note) VALUES
  ('terrible-swift-sword', 'first', 10, NULL, 'First Player-Turn', 'confederate', 'The Confederate is the phasing player.', NULL, NULL, NULL, '4.1', 'First Player: Confederate in 28.11, 28.21, 28.31 and 28.41; for the Grand Battle (28.5) our reading, as it starts from the First Day set-up.'),
  ('terrible-swift-sword', 'first-command', 11, 'first', 'A. Initial Command Phase', 'confederate', 'Check each Officer''s radius: infantry and dismounted cavalry outside it neither move, change formation nor attack this player-turn. At night the radius is one less.', NULL, NULL, NULL, '4.1', 'Mounted cavalry, supply, sharpshooters, artillery and leaders are exempt (17.13).'),
  ('terrible-swift-sword', 'first-bombard', 12, 'first', 'B. Offensive Artillery Bombardment Phase', 'confederate', 'Phasing guns may fire at any enemy unit. Where the scenario keeps the AAAT, take 1 off it for each battery that fires; a battery that loses guns to artillery fire rolls for its caisson.', NULL, NULL, NULL, '4.1', 'AAAT 12.31; caisson 12.35; with the advanced rules the battery''s own supply drops instead (23.22).'),
  ('terrible-swift-sword', 'first-counter-battery', 13, 'first', 'C. Defensive Counter-Battery Fire Phase', 'union', 'The other side''s guns may fire, only at batteries that fired in B. Same ammunition bookkeeping; pinned guns may not fire.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'first-move', 14, 'first', 'D. Movement Phase', 'confederate', 'Move and change formation or facing; reinforcements due come on through their Staging Areas. Units leaving an enemy ZOC may draw withdrawal fire, which checks ammunition too.', NULL, NULL, NULL, '4.1', 'Breastworks are begun at the start of this phase (19.1).'),
  ('terrible-swift-sword', 'first-defensive-fire', 15, 'first', 'E. Defensive Fire Phase', 'union', 'The other side fires, except guns that fired in C. A fire roll of 6 by small arms: each firing unit rolls for ammunition (1-3: depleted). Rout checks as results come in.', NULL, NULL, NULL, '4.1', 'Its guns may retire by prolonge (18.8).'),
  ('terrible-swift-sword', 'first-offensive-fire', 16, 'first', 'F. Offensive Fire Phase', 'confederate', 'Phasing units fire, except guns that fired in B and pinned units. Same depletion roll on a 6; rout checks as results come in.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'first-retreat', 17, 'first', 'G. Retreat Before Melee Phase', 'union', 'Units about to be meleed may fall back one or two hexes, drawing withdrawal fire, and always check for rout after. Unlimbered guns, routed and pinned units may not.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'first-melee', 18, 'first', 'H. Melee Phase', 'confederate', 'Phasing infantry and cavalry next to the enemy may step into its hex and melee. Record losses on the casualty and captured tracks; roll for leaders in a hex hit by K or C.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'first-final-command', 19, 'first', 'J. Final Command Phase', 'confederate', 'Rally routed units (never at night); resupply units out of ammunition within 5 MP of a wagon; remove every Pinned marker from your units.', NULL, NULL, NULL, '4.1', 'The text letters the steps A to J with no I.'),
  ('terrible-swift-sword', 'second', 20, NULL, 'Second Player-Turn', 'union', 'The Union is the phasing player.', NULL, NULL, NULL, '4.1', 'Steps A to J again with the sides swapped.'),
  ('terrible-swift-sword', 'second-command', 21, 'second', 'A. Initial Command Phase', 'union', 'Check each Officer''s radius: infantry and dismounted cavalry outside it neither move, change formation nor attack this player-turn. At night the radius is one less.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'second-bombard', 22, 'second', 'B. Offensive Artillery Bombardment Phase', 'union', 'Phasing guns may fire at any enemy unit. Where the scenario keeps the AAAT, take 1 off it for each battery that fires; a battery that loses guns to artillery fire rolls for its caisson.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'second-counter-battery', 23, 'second', 'C. Defensive Counter-Battery Fire Phase', 'confederate', 'The other side''s guns may fire, only at batteries that fired in B. Same ammunition bookkeeping; pinned guns may not fire.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'second-move', 24, 'second', 'D. Movement Phase', 'union', 'Move and change formation or facing; reinforcements due come on through their Staging Areas. Units leaving an enemy ZOC may draw withdrawal fire, which checks ammunition too.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'second-defensive-fire', 25, 'second', 'E. Defensive Fire Phase', 'confederate', 'The other side fires, except guns that fired in C. A fire roll of 6 by small arms: each firing unit rolls for ammunition (1-3: depleted). Rout checks as results come in.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'second-offensive-fire', 26, 'second', 'F. Offensive Fire Phase', 'union', 'Phasing units fire, except guns that fired in B and pinned units. Same depletion roll on a 6; rout checks as results come in.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'second-retreat', 27, 'second', 'G. Retreat Before Melee Phase', 'confederate', 'Units about to be meleed may fall back one or two hexes, drawing withdrawal fire, and always check for rout after. Unlimbered guns, routed and pinned units may not.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'second-melee', 28, 'second', 'H. Melee Phase', 'union', 'Phasing infantry and cavalry next to the enemy may step into its hex and melee. Record losses on the casualty and captured tracks; roll for leaders in a hex hit by K or C.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'second-final-command', 29, 'second', 'J. Final Command Phase', 'union', 'Rally routed units (never at night); resupply units out of ammunition within 5 MP of a wagon; remove every Pinned marker from your units.', NULL, NULL, NULL, '4.1', NULL),
  ('terrible-swift-sword', 'interphase', 30, NULL, 'Game-Turn Record Interphase', NULL, 'Advance the turn marker: 20 minutes by day, an hour at night.', NULL, NULL, NULL, '4.1', NULL);

-- Scenarios (28.x).  Turn numbers are on the one 149-turn track.
INSERT INTO scenario (game, id, name, calendar, first_turn, last_turn, pos, summary, section, note) VALUES
  ('terrible-swift-sword', 'first-day', 'The First Day: July 1, 1863', 'main', 1, 29, 1, 'Buford''s dismounted troopers hold west of town as Hill''s and Ewell''s divisions arrive; the Confederates start with nothing on the map.', '28.11', '0740 to the end of 1700, July 1: 29 turns.'),
  ('terrible-swift-sword', 'second-day', 'The Second Day: July 2, 1863', 'main', 58, 97, 2, 'Longstreet''s attack on the Union left and Ewell''s on the hills, from reduced first-day strengths, into the night.', '28.21', '0800 to the end of 2300, July 2: 40 turns.'),
  ('terrible-swift-sword', 'little-round-top', 'Battle for the Little Round Top', 'main', 82, 91, 3, 'The afternoon fight for the Round Tops on map C alone, with the Union reserves released on a timetable.', '28.31', '1600 to the end of 1900, July 2: 10 turns.'),
  ('terrible-swift-sword', 'third-day', 'The Third Day: Pickett''s Charge', 'main', 129, 149, 4, 'The cannonade and the assault on Cemetery Ridge, with both sides worn down and artillery rounds counted.', '28.41', '1300 to the end of 1940, July 3: 21 turns. The Union sets up first.'),
  ('terrible-swift-sword', 'picketts-charge', 'Pickett''s Charge (optional special rules)', 'main', 129, 140, 5, 'The Third Day with its optional special rules, played on its own: the cannonade, then the charge, ending after 1640.', '28.48', 'Not a separate scenario in the text: the Third Day set-up with the optional rules of 28.48, whose item 2 ends play with the 1640 turn.'),
  ('terrible-swift-sword', 'grand-battle', 'The Grand Battle Game: The Three Days of Gettysburg', 'main', 1, 149, 6, 'All three days from the First Day set-up, with the whole reinforcement schedule.', '28.5', '0740 July 1 to the end of 1940 July 3, or sooner if the players agree: 149 turns. Printed [26.5].');

-- Optional rules a session can switch on.
INSERT INTO rule_option (game, id, name, scenario, section, note) VALUES
  ('terrible-swift-sword', 'advanced-ammo', 'Advanced ammunition supply', NULL, '23.0', 'Wagons and batteries carry supply levels; the AAAT holds the Supply Train''s rounds.'),
  ('terrible-swift-sword', 'bce', 'Brigade Combat Effectiveness', NULL, '26.0', 'Not in the First Day (26.3); with it, demoralization affects only the victory level.'),
  ('terrible-swift-sword', 'overshoot', 'Artillery overshoot', NULL, '25.1', 'Fire at 8 hexes or more may land behind the target.'),
  ('terrible-swift-sword', 'battle-fatigue', 'Battle fatigue', NULL, 'errata', 'Suggested rule of the errata page, infantry brigades only.'),
  ('terrible-swift-sword', 'stragglers', 'Stragglers', 'grand-battle', '20.6', 'Errata addition; the three-day game only, at the 0300 turn.'),
  ('terrible-swift-sword', 'non-historical', 'Non-historical reinforcements', NULL, '29.3', 'Brings in the schedule''s optional cavalry; leave it off for strict history.'),
  ('terrible-swift-sword', 'horse-holders', 'Horse holders', NULL, 'errata', 'Errata addition: dismounted cavalry of 3 or more fire one point weaker.'),
  ('terrible-swift-sword', 'farnsworth', 'Farnsworth''s Charge', 'picketts-charge', '28.49', 'An add-on to the Pickett''s Charge rules (28.48), so for that scenario only.');

-- Options refused where the rules forbid them or where they would change
-- nothing.  26.3: no BCE in the First Day.  29.3's optional reinforcements
-- arrive only on turns of the Second Day and the Grand Battle.
INSERT INTO rule_option_refused (game, option, scenario, why, section) VALUES
  ('terrible-swift-sword', 'bce', 'first-day', 'the BCE rule is not to be used in the First Day', '26.3');
INSERT INTO rule_option_refused (game, option, scenario, why, section)
  SELECT 'terrible-swift-sword', 'non-historical', id, 'none of the optional reinforcements arrives within this scenario''s turns', '29.3'
  FROM scenario WHERE game = 'terrible-swift-sword' AND id IN ('first-day', 'little-round-top', 'third-day', 'picketts-charge')
  ORDER BY pos;

-- Tracks.  Losses are kept in men (100 per strength point), as the map's
-- tracks are.  A per-side track whose start differs by side (the AAAT)
-- or whose formula names one side's tracks (losses) is written as two
-- tracks, one per side.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'vp', 'Victory Points', 'counter', 'each', 0, NULL, 0, NULL, 1, '22.1', 0, 'There is no running VP track on the map: points are added up at the end from the losses, leaders, guns and objectives.'),
  ('terrible-swift-sword', 'casualties', 'Casualties (men)', 'counter', 'each', 0, NULL, 0, NULL, 2, '10.86', 0, 'That side''s own killed and wounded, infantry and artillery: 100 per point lost; a battery counts 100 only when wholly eliminated.'),
  ('terrible-swift-sword', 'cavalry-casualties', 'Cavalry casualties (men)', 'counter', 'each', 0, NULL, 0, NULL, 3, '10.86', 0, 'Cavalry, and HQ guards (17.81), are kept apart: they are worth more VP.'),
  ('terrible-swift-sword', 'captured', 'Captured (men)', 'counter', 'each', 0, NULL, 0, NULL, 4, '13.83', 0, 'Men of that side taken by the enemy; never recovered.'),
  ('terrible-swift-sword', 'cavalry-captured', 'Cavalry captured (men)', 'counter', 'each', 0, NULL, 0, NULL, 5, '13.83', 0, 'Cavalry and HQ guard men taken by the enemy.'),
  ('terrible-swift-sword', 'captured-guns', 'Guns captured', 'counter', 'each', 0, NULL, 0, NULL, 6, '10.88', 0, 'Guns of that side the enemy took (not destroyed). Each costs that side 3 AAAT rounds where the AAAT is kept (12.34).'),
  ('terrible-swift-sword', 'aaat.confederate', 'AAAT (Confederate)', 'counter', NULL, 0, NULL, 0, NULL, 7, '12.3', 0, 'Rounds: 1 per battery firing. Kept only where the scenario gives a level (12.3).'),
  ('terrible-swift-sword', 'aaat.union', 'AAAT (Union)', 'counter', NULL, 0, NULL, 0, NULL, 8, '12.3', 0, 'Rounds: 1 per battery firing. Kept only where the scenario gives a level (12.3).'),
  ('terrible-swift-sword', 'demoralized', 'Demoralized', 'flag', 'each', NULL, NULL, 0, NULL, 9, '22.3', 0, 'Once set it stays set for the rest of the scenario.'),
  ('terrible-swift-sword', 'horse-guns-lost', 'Horse artillery guns lost', 'counter', 'confederate', 0, NULL, 0, NULL, 10, '18.92', 0, 'At each tenth gun lost, put 100 men on the Confederate casualty track.'),
  ('terrible-swift-sword', 'losses.confederate', 'Losses (Confederate)', 'derived', NULL, NULL, NULL, 0, ':casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate', 11, '22.31', 0, 'Killed, wounded and captured: what the demoralization level is compared with.'),
  ('terrible-swift-sword', 'losses.union', 'Losses (Union)', 'derived', NULL, NULL, NULL, 0, ':casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union', 12, '22.31', 0, 'Killed, wounded and captured: what the demoralization level is compared with.');

-- The AAAT of the basic game: only where the scenario gives a level.
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section) VALUES
  ('terrible-swift-sword', 'aaat.confederate', 'third-day', 0, NULL, 180, 'rounds left; at 0 the guns fire no more', '28.44'),
  ('terrible-swift-sword', 'aaat.union', 'third-day', 0, NULL, 445, 'rounds left; at 0 the guns fire no more', '28.44'),
  ('terrible-swift-sword', 'aaat.confederate', 'picketts-charge', 0, NULL, 180, 'rounds left, as the Third Day', '28.44'),
  ('terrible-swift-sword', 'aaat.union', 'picketts-charge', 0, NULL, 445, 'rounds left, as the Third Day', '28.44'),
  ('terrible-swift-sword', 'aaat.confederate', 'grand-battle', 0, NULL, 640, 'rounds left; at 0 the guns fire no more', '28.56'),
  ('terrible-swift-sword', 'aaat.union', 'grand-battle', 0, NULL, 880, 'rounds left; at 0 the guns fire no more', '28.56');

-- With the optional ammunition rule (23.0) the AAAT holds each side's
-- Supply Train rounds instead, at the scenario's own level, and exists in
-- the scenarios whose basic game has unlimited ammunition too when they
-- give a train a level.  The First Day and Little Round Top give none.
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option) VALUES
  ('terrible-swift-sword', 'aaat.confederate', 'second-day', 0, NULL, 200, 'the Supply Train''s rounds', '28.24', 'advanced-ammo'),
  ('terrible-swift-sword', 'aaat.union', 'second-day', 0, NULL, 365, 'the Supply Train''s rounds', '28.24', 'advanced-ammo'),
  ('terrible-swift-sword', 'aaat.confederate', 'third-day', 0, NULL, 0, 'no Supply Train rounds in this scenario', '28.44', 'advanced-ammo'),
  ('terrible-swift-sword', 'aaat.union', 'third-day', 0, NULL, 110, 'the Supply Train''s rounds', '28.44', 'advanced-ammo'),
  ('terrible-swift-sword', 'aaat.confederate', 'picketts-charge', 0, NULL, 0, 'no Supply Train rounds, as the Third Day', '28.44', 'advanced-ammo'),
  ('terrible-swift-sword', 'aaat.union', 'picketts-charge', 0, NULL, 110, 'the Supply Train''s rounds, as the Third Day', '28.44', 'advanced-ammo'),
  ('terrible-swift-sword', 'aaat.confederate', 'grand-battle', 0, NULL, 280, 'the Supply Train''s rounds', '28.56', 'advanced-ammo'),
  ('terrible-swift-sword', 'aaat.union', 'grand-battle', 0, NULL, 400, 'the Supply Train''s rounds', '28.56', 'advanced-ammo');

-- Victory (28.16 and the like) is a ratio of the two sides' VP
-- (victory_ratio, below); Little Round Top (28.37) and Pickett's Charge
-- (28.48 item 4) are judged by position, as the players record it
-- (victory_ratio_level with no ratio, below).

-- Result codes of the Fire CRT (10.9), the Melee CRT (13.9) and the rolls
-- of the text.
INSERT INTO result_code (game, code, meaning, section) VALUES
  ('terrible-swift-sword', 'K', 'One strength point killed or wounded (no effect on artillery)', '13.81'),
  ('terrible-swift-sword', 'C1', 'One strength point captured by the enemy', '13.83'),
  ('terrible-swift-sword', 'C2', 'Two strength points captured', '13.83'),
  ('terrible-swift-sword', 'C3', 'Three strength points captured', '13.83'),
  ('terrible-swift-sword', 'C#', 'That many strength points captured; any C takes all of an unlimbered battery', '13.83'),
  ('terrible-swift-sword', 'R', 'The unit routs (Morale/Rout Table)', '14.25'),
  ('terrible-swift-sword', 'R1', 'Retreat one hex, then check for rout', '13.82'),
  ('terrible-swift-sword', 'R2', 'Retreat two hexes, then check for rout', '13.82'),
  ('terrible-swift-sword', 'R3', 'Retreat three hexes, then check for rout', '13.82'),
  ('terrible-swift-sword', 'R#', 'Retreat that many hexes after any losses, then check for rout', '13.82'),
  ('terrible-swift-sword', 'C#R#', 'Lose the captured points first, then the rest retreat', '13.9'),
  ('terrible-swift-sword', 'Eng', 'Both sides engaged: locked in the hex until the next melee or a retreat', '13.84'),
  ('terrible-swift-sword', 'Attkr', 'What follows applies to the attacker', '13.9'),
  ('terrible-swift-sword', 'Defdr', 'What follows applies to the defender', '13.9'),
  ('terrible-swift-sword', 'o', 'No effect', '10.9'),
  ('terrible-swift-sword', 'PIN', 'The unit is pinned until its own Final Command Phase', '10.84'),
  ('terrible-swift-sword', '(D)', 'A roll of six: each small-arms unit that fired rolls for ammunition', '12.21'),
  ('terrible-swift-sword', 'Killed', 'The leader is killed: to the Leader Casualty Box', '17.4'),
  ('terrible-swift-sword', 'Wounded', 'The leader is wounded: to the Leader Casualty Box', '17.4'),
  ('terrible-swift-sword', 'Captured', 'The leader is captured: to the Leader Casualty Box', '17.4'),
  ('terrible-swift-sword', 'Depleted', 'Out of ammunition: marker on; no fire until resupplied', '12.21'),
  ('terrible-swift-sword', 'On target', 'The shot lands on the target; resolve it normally', '25.1'),
  ('terrible-swift-sword', 'Over 1', 'Lands one hex beyond along the line of fire; one column left', '25.13'),
  ('terrible-swift-sword', 'Over 2', 'Lands two hexes beyond; fire strength halved first', '25.14'),
  ('terrible-swift-sword', 'Explodes', 'A caisson blows up: roll again; three times that die in rounds are lost (with the advanced rules, the die itself off the battery)', '12.35'),
  ('terrible-swift-sword', 'Fatigued', 'The brigade is battle-fatigued: no offensive fire or melee, movement halved', 'errata');

-- Lookup tables.  The bodies of the Fire and Melee CRTs are lost in the
-- text (only headers and legends survive), and the errata's Morale/Rout
-- Table is garbled: they are declared by shape, for the players to import
-- from their own chart sheet.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'fire-crt', 'Fire Combat Results Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'Total fire strength into the hex picks the column, after the shifts; one die picks the row. Results are points lost, PIN, * or o', '10.9', 0, 'The one cell the text gives: die 6 in the 1-3 column is 1* (10.83). Row 6 carries (D): roll for ammunition. The net shift is never more than two columns either way (10.47): drop the excess before looking up.'),
  ('terrible-swift-sword', 'melee-crt', 'Melee Combat Results Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'Attacker''s melee strength minus the defender''s picks the column; one die picks the row. Each cell gives the attacker''s and the defender''s result', '13.9', 0, 'The rules call it 13.86. Enter a cell as Attkr ... Defdr ..., e.g. Attkr o Defdr C1R2.'),
  ('terrible-swift-sword', 'rout', 'Morale/Rout Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'The unit''s brigade morale letter picks the column; one die, with its modifiers, picks the row: o holds, R routs, * rolls again and routs on a 6', '14.25', 1, 'Errata substitution for 14.2. The OCR of the body is garbled (rows 5 and 6 cannot be read with confidence), so no cell ships. The text does not say how a modified roll past 1 or 6 reads; the ends are clamped, as a Town 6 stays 6 in 14.71. HQ and provost guards are D, artillery C.'),
  ('terrible-swift-sword', 'leader-casualty', 'Leader Casualty', 'text', 'code', NULL, NULL, NULL, 0, 'Two dice added, once for each leader stacked with a unit that lost points or was captured; the cause picks the line', '17.4', 1, 'The wounded number for small-arms fire is printed as "S": read as 5 (the OCR gives S for 5 throughout); it could be 6 or 8. The game has one die: roll it twice.'),
  ('terrible-swift-sword', 'overshoot', 'Artillery Overshoot', 'text', 'code', NULL, NULL, NULL, 0, 'Optional rule: one die for each battery (or part of a split battery) firing at 8 hexes or more', '25.1', 0, NULL),
  ('terrible-swift-sword', 'ammo-depletion', 'Ammunition Depletion', 'text', 'code', NULL, NULL, NULL, 0, 'After a small-arms fire roll of 6: one die for each unit that fired', '12.21', 0, 'Also after withdrawal and retreat fire.'),
  ('terrible-swift-sword', 'caisson', 'Caisson Explosion', 'text', 'code', NULL, NULL, NULL, 0, 'One die each time a battery loses guns on the Fire CRT to artillery fire', '12.35', 0, 'With the advanced ammunition rules the second die comes off the battery''s own supply, not tripled (23.27).'),
  ('terrible-swift-sword', 'battle-fatigue', 'Battle Fatigue', 'text', 'code', NULL, NULL, NULL, 0, 'Optional rule: one die at the start of each turn for a brigade past its 24 turns of action this day', 'errata', 0, 'Suggested rule of the errata page; infantry brigades only.');

-- A code with a meaning of its own in one table: the asterisk is the
-- Fire CRT's pin against infantry (10.83) and, on the errata's
-- Morale/Rout Table, a second roll that routs on a 6 (its legend: "Roll
-- again; if a '6' is rolled, unit routs"); that table's o also says the
-- unit does not rout.
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('terrible-swift-sword', '*', 'Artillery firing at an infantry-type target pins it instead of the loss', '10.83', 'fire-crt'),
  ('terrible-swift-sword', '1*', 'One point lost, or pinned instead when guns fire at an infantry-type target', '10.83', 'fire-crt'),
  ('terrible-swift-sword', '*', 'Roll the die again: a 6 routs the unit, anything else and it holds', '14.25', 'rout'),
  ('terrible-swift-sword', 'o', 'No effect: the unit does not rout', '14.25', 'rout'),
  ('terrible-swift-sword', 'o', 'No effect: the unit keeps its ammunition', '12.21', 'ammo-depletion'),
  ('terrible-swift-sword', 'o', 'No effect: no caisson explodes', '12.35', 'caisson'),
  ('terrible-swift-sword', 'o', 'No effect: the leader is unhurt', '17.4', 'leader-casualty'),
  ('terrible-swift-sword', 'o', 'No effect: the brigade is not fatigued', 'errata', 'battle-fatigue');
-- The Fire CRT's columns: the net shift is never more than two columns
-- either way (10.47).
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, shift_cap, cap_section, section, note) VALUES
  ('terrible-swift-sword', 'fire-crt', 1, 'column', 'Total fire strength', 'range', NULL, NULL, 'clamp', 'clamp', 0, 2, '10.47', '10.9', 'Never left of 1-3; more than 50 fires on 50+ (10.47).');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('terrible-swift-sword', 'fire-crt', 2, 'die', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '10.9', NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 'differential', 'Melee strength differential', 'range', NULL, NULL, 'clamp', 'clamp', 0, '13.5', 'Below -4 use -4, above +7 use +7.'),
  ('terrible-swift-sword', 'melee-crt', 2, 'die', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '13.9', NULL),
  ('terrible-swift-sword', 'rout', 1, 'rating', 'Morale rating', 'section', NULL, NULL, 'refuse', 'refuse', 0, '14.21', NULL),
  ('terrible-swift-sword', 'rout', 2, 'die', 'Modified die roll', 'dice', '1d6', NULL, 'clamp', 'clamp', 0, '14.22', 'Clamping past the ends is our reading.'),
  ('terrible-swift-sword', 'leader-casualty', 1, 'cause', 'Cause of the loss', 'section', NULL, NULL, 'refuse', 'refuse', 0, '17.4', NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 'roll', 'Two dice', 'dice', '2d6', NULL, 'refuse', 'refuse', 0, '17.4', NULL),
  ('terrible-swift-sword', 'overshoot', 1, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '25.1', NULL),
  ('terrible-swift-sword', 'ammo-depletion', 1, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '12.21', NULL),
  ('terrible-swift-sword', 'caisson', 1, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '12.35', NULL),
  ('terrible-swift-sword', 'battle-fatigue', 1, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, 'errata', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'fire-crt', 1, 1, '1-3', 1, 3, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 1, 2, '4-6', 4, 6, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 1, 3, '7-9', 7, 9, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 1, 4, '10-15', 10, 15, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 1, 5, '16-21', 16, 21, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 1, 6, '22-27', 22, 27, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 1, 7, '28-33', 28, 33, NULL, '10.9', 1, 'Printed "2E.33": read 28-33.'),
  ('terrible-swift-sword', 'fire-crt', 1, 8, '34-39', 34, 39, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 1, 9, '40-45', 40, 45, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 1, 10, '46-49', 46, 49, NULL, '10.9', 1, 'Printed "4ff.-49": read 46-49.'),
  ('terrible-swift-sword', 'fire-crt', 1, 11, '50+', 50, NULL, NULL, '10.9', 0, 'The header says 50+; 10.47 says more than fifty fires here. Exactly 50 is taken as 50+ by the header.'),
  ('terrible-swift-sword', 'fire-crt', 2, 1, '1', 1, 1, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 2, 2, '2', 2, 2, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 2, 3, '3', 3, 3, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 2, 4, '4', 4, 4, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 2, 5, '5', 5, 5, NULL, '10.9', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 2, 6, '6', 6, 6, NULL, '10.9', 0, 'Printed 6(D): roll again for ammunition depletion (12.21).'),
  ('terrible-swift-sword', 'melee-crt', 1, 1, '-4', -4, -4, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 2, '-3', -3, -3, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 3, '-2', -2, -2, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 4, '-1', -1, -1, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 5, '0', 0, 0, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 6, '+1', 1, 1, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 7, '+2', 2, 2, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 8, '+3', 3, 3, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 9, '+4', 4, 4, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 10, '+5', 5, 5, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 11, '+6', 6, 6, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 1, 12, '+7', 7, 7, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 2, 1, '1', 1, 1, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 2, 2, '2', 2, 2, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 2, 3, '3', 3, 3, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 2, 4, '4', 4, 4, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 2, 5, '5', 5, 5, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'melee-crt', 2, 6, '6', 6, 6, NULL, '13.9', 0, NULL),
  ('terrible-swift-sword', 'rout', 1, 1, 'A', NULL, NULL, NULL, '14.21', 0, NULL),
  ('terrible-swift-sword', 'rout', 1, 2, 'B', NULL, NULL, NULL, '14.21', 0, NULL),
  ('terrible-swift-sword', 'rout', 1, 3, 'C', NULL, NULL, NULL, '14.21', 0, NULL),
  ('terrible-swift-sword', 'rout', 1, 4, 'D', NULL, NULL, NULL, '14.21', 0, NULL),
  ('terrible-swift-sword', 'rout', 1, 5, 'E', NULL, NULL, NULL, '14.21', 0, NULL),
  ('terrible-swift-sword', 'rout', 2, 1, '1', 1, 1, NULL, '14.25', 0, NULL),
  ('terrible-swift-sword', 'rout', 2, 2, '2', 2, 2, NULL, '14.25', 0, NULL),
  ('terrible-swift-sword', 'rout', 2, 3, '3', 3, 3, NULL, '14.25', 0, NULL),
  ('terrible-swift-sword', 'rout', 2, 4, '4', 4, 4, NULL, '14.25', 0, NULL),
  ('terrible-swift-sword', 'rout', 2, 5, '5', 5, 5, NULL, '14.25', 0, NULL),
  ('terrible-swift-sword', 'rout', 2, 6, '6', 6, 6, NULL, '14.25', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 1, 1, 'Small-arms fire', NULL, NULL, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 1, 2, 'Artillery fire', NULL, NULL, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 1, 3, 'Melee K', NULL, NULL, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 1, 4, 'Melee C', NULL, NULL, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 1, '2', 2, 2, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 2, '3', 3, 3, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 3, '4', 4, 4, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 4, '5', 5, 5, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 5, '6', 6, 6, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 6, '7', 7, 7, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 7, '8-10', 8, 10, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 8, '11', 11, 11, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 2, 9, '12', 12, 12, NULL, '17.4', 0, NULL),
  ('terrible-swift-sword', 'overshoot', 1, 1, '1-3', 1, 3, NULL, '25.1', 0, NULL),
  ('terrible-swift-sword', 'overshoot', 1, 2, '4-5', 4, 5, NULL, '25.1', 0, NULL),
  ('terrible-swift-sword', 'overshoot', 1, 3, '6', 6, 6, NULL, '25.1', 0, NULL),
  ('terrible-swift-sword', 'ammo-depletion', 1, 1, '1-3', 1, 3, NULL, '12.21', 0, NULL),
  ('terrible-swift-sword', 'ammo-depletion', 1, 2, '4-6', 4, 6, NULL, '12.21', 0, NULL),
  ('terrible-swift-sword', 'caisson', 1, 1, '1', 1, 1, NULL, '12.35', 0, NULL),
  ('terrible-swift-sword', 'caisson', 1, 2, '2-6', 2, 6, NULL, '12.35', 0, NULL),
  ('terrible-swift-sword', 'battle-fatigue', 1, 1, '1-3', 1, 3, NULL, 'errata', 0, NULL),
  ('terrible-swift-sword', 'battle-fatigue', 1, 2, '4-6', 4, 6, NULL, 'errata', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|2', 'Killed', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|3', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|4', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|5', 'Wounded', '17.4', 1, 'Printed "S": read as 5; could be 6 or 8.'),
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|6', 'o', '17.4', 1, 'No effect if the "S" above is 5; wounded if it is 6.'),
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|7', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|8-10', 'o', '17.4', 1, 'An 8 would wound if the "S" is an 8.'),
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|11', 'Killed', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Small-arms fire|12', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|2', 'Killed', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|3', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|4', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|5', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|6', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|7', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|8-10', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|11', 'Wounded', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Artillery fire|12', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|2', 'Killed', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|3', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|4', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|5', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|6', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|7', 'Wounded', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|8-10', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|11', 'Killed', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee K|12', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|2', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|3', 'Captured', '17.4', 0, 'Printed "3 or 6", an odd pair for 2d6, kept as printed.'),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|4', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|5', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|6', 'Captured', '17.4', 0, 'Printed "3 or 6", kept as printed.'),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|7', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|8-10', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|11', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'leader-casualty', 'Melee C|12', 'o', '17.4', 0, NULL),
  ('terrible-swift-sword', 'overshoot', '1-3', 'On target', '25.1', 0, NULL),
  ('terrible-swift-sword', 'overshoot', '4-5', 'Over 1', '25.1', 0, NULL),
  ('terrible-swift-sword', 'overshoot', '6', 'Over 2', '25.1', 0, NULL),
  ('terrible-swift-sword', 'ammo-depletion', '1-3', 'Depleted', '12.21', 0, NULL),
  ('terrible-swift-sword', 'ammo-depletion', '4-6', 'o', '12.21', 0, NULL),
  ('terrible-swift-sword', 'caisson', '1', 'Explodes', '12.35', 0, NULL),
  ('terrible-swift-sword', 'caisson', '2-6', 'o', '12.35', 0, NULL),
  ('terrible-swift-sword', 'battle-fatigue', '1-3', 'Fatigued', 'errata', 0, NULL),
  ('terrible-swift-sword', 'battle-fatigue', '4-6', 'o', 'errata', 0, NULL);
INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'fire-crt', 'ridge', 'Fired on through an adjacent up-slope Ridge hexside', 'shift', -1, 1, NULL, NULL, 1, '10.42', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 'breastwork-wall', 'Fired on through an adjacent Breastwork or Stone Wall', 'shift', -1, 1, NULL, NULL, 2, '10.44', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 'weapon-bcsp', 'Target is B-, C-, S- or P-type', 'shift', -1, 1, NULL, NULL, 3, '10.23', 0, 'Not in column, and not against withdrawal or retreat fire unless covering (errata 10.23).'),
  ('terrible-swift-sword', 'fire-crt', 'woods', 'Target in a Woods hex', 'shift', -1, 1, NULL, NULL, 4, '10.43', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 'sunken-road', 'Target in the Sunken Road', 'shift', -1, 1, NULL, NULL, 5, '10.51', 0, 'In the rules, not on the chart''s list.'),
  ('terrible-swift-sword', 'fire-crt', 'overshoot-1', 'Overshoot by one hex (optional)', 'shift', -1, 1, NULL, NULL, 6, '25.13', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 'limbered', 'Target is limbered artillery', 'shift', 1, 1, NULL, NULL, 7, '10.9', 0, 'On the chart''s list.'),
  ('terrible-swift-sword', 'fire-crt', 'column', 'Target is infantry in column', 'shift', 1, 1, NULL, NULL, 8, '10.62', 0, 'It also loses any weapon-type benefit (cancels, below).'),
  ('terrible-swift-sword', 'fire-crt', 'enfilade', 'Fired on through an enfilade hexside', 'shift', 1, 1, NULL, NULL, 9, '10.61', 0, NULL),
  ('terrible-swift-sword', 'fire-crt', 'mounted-cavalry', 'Target is mounted cavalry', 'shift', 2, 1, NULL, NULL, 10, '10.9', 0, 'On the chart''s list: two columns right.'),
  ('terrible-swift-sword', 'rout', 'heavy-losses', 'Unit has lost more than half its original strength', 'drm', 1, 1, NULL, NULL, 1, '14.23', 0, 'Errata.'),
  ('terrible-swift-sword', 'rout', 'leader', 'A leader in the hex', 'drm', -1, 1, NULL, NULL, 2, '14.24', 0, 'Errata.'),
  ('terrible-swift-sword', 'rout', 'town', 'Casualty or retreat in a Gettysburg Town hex', 'drm', 1, 1, NULL, NULL, 3, '14.71', 0, 'Kept from the original rule; the errata does not withdraw it.');

-- A unit in column gets no benefit from its weapon type: a B-type unit in
-- column is one column right, not left and right (10.62's example).
-- Mounted cavalry is always in column, and its two columns right are for
-- being both mounted and in column (6.14): the column's shift is in them,
-- and its weapon type does not count either.
UPDATE modifier SET cancels = 'weapon-bcsp'
  WHERE game = 'terrible-swift-sword' AND tbl = 'fire-crt' AND id = 'column';
UPDATE modifier SET cancels = 'column,weapon-bcsp'
  WHERE game = 'terrible-swift-sword' AND tbl = 'fire-crt' AND id = 'mounted-cavalry';

-- The reinforcement schedule (29.0), written for the Grand Battle.  A row
-- with no scenario would be said in every scenario, so each row names
-- one; the single-day scenarios take windows of it below (28.13, 28.23,
-- 28.43).  The OCR interleaves the Confederate and Union columns with the
-- order of battle; entries were regrouped by time and area.  Optional
-- reinforcements say so in `what` (the table has no option column).
-- Each arrival is said at its side's Movement Phase, when it comes on.
INSERT INTO schedule (game, scenario, turn, phase, side, kind, what, hex, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'grand-battle', 1, 'first-move', 'confederate', 'reinforcement', '3/Heth/III, 4/Heth/III (minus 11 Miss); Archer, Davis', NULL, '29.1', 1, 'No Staging Area is printed for the 0740, 0800 and 0820 entries.'),
  ('terrible-swift-sword', 'grand-battle', 2, 'first-move', 'confederate', 'reinforcement', 'Pegram''s Artillery (III); 1 Supply Wagon', NULL, '29.1', 1, 'No Staging Area printed.'),
  ('terrible-swift-sword', 'grand-battle', 3, 'first-move', 'confederate', 'reinforcement', '1/Heth/III, 2/Heth/III; McIntosh''s Artillery (III); A.P. Hill, Heth, Pettigrew, Brockenbrough', NULL, '29.1', 1, '1/Heth/III stands between the 0800 and 0820 labels; read with 0820, as each entry''s first line precedes its time and its leader Pettigrew comes at 0820. No Staging Area printed.'),
  ('terrible-swift-sword', 'grand-battle', 6, 'first-move', 'confederate', 'reinforcement', 'Garnett''s Artillery (III)', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 14, 'first-move', 'confederate', 'reinforcement', 'Pender''s Division (without artillery); Pender, Lane, Thomas, Scales, Perrin; 1 Supply Wagon', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 17, 'first-move', 'confederate', 'reinforcement', 'Rodes'' Division and Carter''s Artillery (II); Rodes, Daniel, Iverson, Doles, Ramseur, O''Neal; 1 Supply Wagon', 'Staging Area 2', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 19, 'first-move', 'confederate', 'reinforcement', 'Early''s Division and Jones'' Artillery (II); 1st Maryland Battalion Cavalry (Fitz Lee); Ewell, Early, Hays, Smith, Gordon, Avery; 1 Supply Wagon', 'Staging Area 3', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 20, 'first-move', 'confederate', 'reinforcement', 'General Lee and the ANV HQ', 'Staging Area 1', '29.1', 0, 'Added by the errata.'),
  ('terrible-swift-sword', 'grand-battle', 22, 'first-move', 'confederate', 'reinforcement', '14, 16 and 17 Virginia Cavalry Regiments (Jenkins); Jenkins', NULL, '29.1', 1, 'No Staging Area printed.'),
  ('terrible-swift-sword', 'grand-battle', 23, 'first-move', 'confederate', 'reinforcement', 'Longstreet', NULL, '29.1', 1, 'Printed times 1500 and 1540 and names Longstreet and Wilcox''s group stand in two columns: Longstreet read at 1500. No Staging Area printed.'),
  ('terrible-swift-sword', 'grand-battle', 25, 'first-move', 'confederate', 'reinforcement', 'Wilcox''s and Perry''s Brigades (Anderson/III); R. Anderson, Wilcox, Lang; the Supply Train (optional, 23.0)', NULL, '29.1', 1, 'Read at 1540 (see Longstreet). No Staging Area printed.'),
  ('terrible-swift-sword', 'grand-battle', 26, 'first-move', 'confederate', 'reinforcement', 'Mahone''s and Wright''s Brigades (Anderson/III); Mahone, Wright', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 27, 'first-move', 'confederate', 'reinforcement', 'Posey''s Brigade (Anderson/III); Lane''s Artillery (III); Posey; 1 Supply Wagon', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 34, 'first-move', 'confederate', 'reinforcement', 'Steuart''s, Nicholls'' and the Stonewall Brigades (Johnson/II); E. Johnson, Steuart, Walker, Williams; 1 Supply Wagon', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 35, 'first-move', 'confederate', 'reinforcement', 'Jones'' Brigade (Johnson/II); Latimer''s Artillery; J. Jones', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 40, 'first-move', 'confederate', 'reinforcement', 'Dance''s and Nelson''s Artillery (II)', 'Staging Area 1', '29.1', 0, 'A night turn: enter in column on thoroughfares (20.4).'),
  ('terrible-swift-sword', 'grand-battle', 46, 'first-move', 'confederate', 'reinforcement', 'Anderson''s, Robertson''s and Benning''s Brigades (Hood/I); German, Palmetto and Rowan Batteries of Henry''s Artillery (I); Hood, G. Anderson, J. Robertson, Benning; 1 Supply Wagon', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 51, 'first-move', 'confederate', 'reinforcement', 'McLaws'' Division and Cabell''s Artillery (I); McLaws, Kershaw, Semmes, Barksdale, Wofford; 1 Supply Wagon', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 58, 'first-move', 'confederate', 'reinforcement', 'Alexander''s and Eshleman''s Artillery (I)', 'Staging Area 1', '29.1', 0, 'Not deployed in the Second Day set-up (errata to 28.22): they come in here.'),
  ('terrible-swift-sword', 'grand-battle', 64, 'first-move', 'confederate', 'reinforcement', 'Optional (29.3): Robertson''s and Jones'' Cavalry Brigades (Stuart/Cav); B. Robertson, W. Jones', 'Staging Area 1', '29.1', 0, 'Non-historical: only with that option.'),
  ('terrible-swift-sword', 'grand-battle', 69, 'first-move', 'confederate', 'reinforcement', 'Fitz Lee''s (minus 1st Md Bn Cavalry), Hampton''s and W.H.F. Lee''s Cavalry Brigades; 34th and 36th Virginia Bns and Jackson''s Horse Artillery from Jenkins'' Brigade; Beckham''s Horse Artillery; Stuart, Fitz Lee, Hampton, Chambliss', 'Staging Area 3 or 4', '29.1', 0, 'Either area, not split.'),
  ('terrible-swift-sword', 'grand-battle', 70, 'first-move', 'confederate', 'reinforcement', 'Law''s Brigade (Hood/I); Branch Artillery (Henry/I); Law', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 84, 'first-move', 'confederate', 'reinforcement', 'Pickett''s Division; Dearing''s Artillery (I); Pickett, Garnett, Armistead, Kemper; 1 Supply Wagon', 'Staging Area 1', '29.1', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 91, 'first-move', 'confederate', 'reinforcement', 'Poague''s Artillery (III)', 'Staging Area 1', '29.1', 0, 'Not deployed in the Second Day set-up (errata to 28.22).'),
  ('terrible-swift-sword', 'grand-battle', 108, 'first-move', 'confederate', 'reinforcement', '11th Mississippi (4/Heth/III)', 'Staging Area 1', '29.1', 0, 'Not deployed in the Second Day set-up (errata to 28.22).'),
  ('terrible-swift-sword', 'grand-battle', 113, NULL, 'confederate', 'withdrawal', 'Withdraw Fitz Lee''s, Hampton''s (minus 1 SC Cav Rgt), W.H.F. Lee''s and Jenkins'' Cavalry Brigades; Beckham''s Horse Artillery (minus 3 SC Battery); Stuart, Fitz Lee, Hampton, Jenkins, Chambliss: off the map by 0740; each strength point left costs 100 VP (loss confederate left-on-map N)', 'Staging Area 4 or 5', '29.1', 1, 'Area printed "4/S": read 4 or 5, though 5 is a Union area (21.53). Mandatory (29.3).'),
  ('terrible-swift-sword', 'grand-battle', 120, 'first-move', 'confederate', 'reinforcement', 'Optional (29.3): Imboden''s Independent Cavalry Command; Imboden', 'Staging Area 1', '29.1', 0, 'Non-historical: only with that option.'),
  ('terrible-swift-sword', 'grand-battle', 2, 'second-move', 'union', 'reinforcement', '1/I (minus 7 Ind); B, 2d Maine Battery (I); Reynolds, Wadsworth; 1 Supply Wagon', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 7, 'second-move', 'union', 'reinforcement', 'Howard (XI)', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 8, 'second-move', 'union', 'reinforcement', '2/I; the rest of I Corps Artillery; Robinson', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 11, 'second-move', 'union', 'reinforcement', '1/3/I, 2/3/I; Doubleday', 'Staging Area 9', '29.2', 0, 'Area 9 rules of 21.6 apply.'),
  ('terrible-swift-sword', 'grand-battle', 12, 'second-move', 'union', 'reinforcement', '1/XI (minus 41 NY); I, 1 NY, 1 Ohio and G, 4 US Batteries (XI); Barlow; 1 Supply Wagon', 'Staging Area 8', '29.2', 1, 'Two 1120 entries (areas 8 and 7); which units go with which area is our reading.'),
  ('terrible-swift-sword', 'grand-battle', 12, 'second-move', 'union', 'reinforcement', '3/XI; Schurz', 'Staging Area 7', '29.2', 1, 'The second 1120 entry; see 1/XI.'),
  ('terrible-swift-sword', 'grand-battle', 15, 'second-move', 'union', 'reinforcement', '2/XI; the rest of XI Corps Artillery; Von Steinwehr; 1 Supply Wagon', 'Staging Area 7', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 22, 'second-move', 'union', 'reinforcement', '41 NY Regiment (1/1/XI)', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 23, 'second-move', 'union', 'reinforcement', '7 Ind Regiment (2/1/I)', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 24, 'second-move', 'union', 'reinforcement', '3/3/I', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 26, 'second-move', 'union', 'reinforcement', 'Hancock (II)', 'Staging Area 7', '29.2', 1, 'Time printed "190", between 1520 and 1640: read 1600 (it could be 1540 or 1620).'),
  ('terrible-swift-sword', 'grand-battle', 28, 'second-move', 'union', 'reinforcement', 'XII Corps (minus 2/1/XII); Williams, Geary; 1 Supply Wagon; the Supply Train (optional, 23.0)', 'Staging Area 6', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 31, 'second-move', 'union', 'reinforcement', 'Slocum (XII)', 'Staging Area 6', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 31, 'second-move', 'union', 'reinforcement', '1/1/III, 2/1/III; 2 NJ, E RI and K 4 US Batteries (III); Birney; 1 Supply Wagon', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 36, 'second-move', 'union', 'reinforcement', 'Sickles (III)', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 37, 'second-move', 'union', 'reinforcement', '1/2/III, 2/2/III; Humphreys', 'Staging Area 8', '29.2', 0, 'The errata strikes "remainder of III Corps Artillery" from this entry.'),
  ('terrible-swift-sword', 'grand-battle', 38, 'second-move', 'union', 'reinforcement', 'Meade (Army of the Potomac)', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 49, 'second-move', 'union', 'reinforcement', 'II Corps; Caldwell, Gibbon, Hays; 2 Supply Wagons', 'Staging Area 7', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 53, 'second-move', 'union', 'reinforcement', 'The Reserve Artillery Corps (minus the 1st Volunteer Brigade)', 'Staging Area 7', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 56, 'second-move', 'union', 'reinforcement', '1st Maryland Potomac Home Brigade and 150 NY Regiments (2/1/XII)', 'Staging Area 6', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 58, 'second-move', 'union', 'reinforcement', '1/V, 2/V; V Corps Artillery; Sykes, Barnes, Ayres; 1 Supply Wagon', 'Staging Area 6', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 58, 'second-move', 'union', 'reinforcement', '3/1/III, 3/2/III; D, 1 NY and 4 NY Batteries (III); 1 Supply Wagon', 'Staging Area 7 or 8', '29.2', 0, 'Either area, not split.'),
  ('terrible-swift-sword', 'grand-battle', 61, 'second-move', 'union', 'reinforcement', '1st Volunteer Brigade (Reserve Artillery)', 'Staging Area 7', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 68, 'second-move', 'union', 'reinforcement', '3/V; Crawford; 1 Supply Wagon', 'Staging Area 6', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 76, NULL, 'union', 'withdrawal', 'Withdraw the 1st and 2nd Brigades, 1st Cavalry Division; Buford, Devin, Gamble: off the map by 1400; each strength point left costs 100 VP (loss union left-on-map N)', 'Staging Area 5 or 6', '29.2', 0, 'Mandatory (29.3).'),
  ('terrible-swift-sword', 'grand-battle', 81, 'second-move', 'union', 'reinforcement', 'VI Corps; Sedgwick, Wright, Howe, Newton; 2 Supply Wagons', 'Staging Area 6', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 82, 'second-move', 'union', 'reinforcement', 'Optional (29.3): 2d Cavalry Division; D. Gregg, McIntosh, J. Gregg; 1 Supply Wagon', 'Staging Area 5', '29.2', 0, 'Non-historical: only with that option.'),
  ('terrible-swift-sword', 'grand-battle', 85, 'second-move', 'union', 'reinforcement', '9 Mich, 6 NY and B, 2 US Batteries (Horse Artillery)', 'Staging Area 7', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 102, 'second-move', 'union', 'reinforcement', '1 Md Eastern Shore Regiment (2/1/XII) arrives this morning, at a twenty-past turn before 1200: the hour is lost in the text', 'Staging Area 6', '29.2', 1, 'Time printed "M20". It stands after the Union July 3 heading and before the 1200 entry; said here, at the first turn of the day, as the turn cannot be read.'),
  ('terrible-swift-sword', 'grand-battle', 126, 'second-move', 'union', 'reinforcement', 'Optional (29.3): Custer''s Brigade (3d/Cav); M, 2 US and E, 4 US Batteries (Horse Artillery); Custer', 'Staging Area 5', '29.2', 0, 'Non-historical: only with that option.'),
  ('terrible-swift-sword', 'grand-battle', 130, 'second-move', 'union', 'reinforcement', 'Merritt''s Brigade (1st/Cav); K, 1 US Battery (Horse Artillery); Merritt', 'Staging Area 8', '29.2', 0, NULL),
  ('terrible-swift-sword', 'grand-battle', 131, 'second-move', 'union', 'reinforcement', 'Farnsworth''s Brigade (3d/Cav); E, 1 US Battery (Horse Artillery); Kilpatrick, Farnsworth', 'Staging Area 6', '29.2', 0, NULL);

-- The single-day scenarios take the schedule's rows in their windows:
-- the First Day through the 1500 turn (28.13), the Second Day from 0800
-- July 2 to the end of the day (28.23), the Third Day, and its Pickett's
-- Charge variant, from 1300 July 3 on (28.43).
INSERT INTO schedule (game, scenario, turn, phase, side, kind, what, hex, section, uncertain, note)
  SELECT s.game, w.column1, s.turn, s.phase, s.side, s.kind, s.what, s.hex, s.section, s.uncertain, s.note
  FROM schedule s JOIN (VALUES ('first-day', 1, 23), ('second-day', 58, 97),
    ('third-day', 129, 149), ('picketts-charge', 129, 140)) w
    ON s.turn BETWEEN w.column2 AND w.column3
  WHERE s.game = 'terrible-swift-sword' AND s.scenario = 'grand-battle'
  ORDER BY w.column1, s.rowid;

-- The optional (non-historical) reinforcements of 29.3 come only with that
-- option, in every scenario that takes them.
UPDATE schedule SET option = 'non-historical'
  WHERE game = 'terrible-swift-sword' AND what LIKE 'Optional (29.3):%';

-- Slocum's entry stands in the Union schedule with no time or area beside
-- it; a stray "6" and "1740" a few lines on, claimed by no other entry,
-- give both.  Worked out from the layout, not printed beside him.
UPDATE schedule SET derived = 1, uncertain = 1,
    note = 'Printed "Slocum(XII)" with no time or area beside it; the stray "6" and "1740" that follow in the text, claimed by no other entry, are read as his.'
  WHERE game = 'terrible-swift-sword' AND what = 'Slocum (XII)';

-- The same for the other entries whose turn or area is worked out from
-- where they stand among the interleaved columns rather than read beside
-- them (each note says how): 1/Heth/III at 0820, Longstreet at 1500 and
-- Wilcox's group at 1540, the split of the two 1120 entries, Hancock's
-- "190", and the 1 Md Eastern Shore's "M20" said at the day's first turn.
UPDATE schedule SET derived = 1
  WHERE game = 'terrible-swift-sword' AND (what LIKE '1/Heth/III, 2/Heth/III;%'
    OR what = 'Longstreet' OR what LIKE 'Wilcox''s and Perry''s Brigades%'
    OR what LIKE '1/XI (minus 41 NY)%' OR what = '3/XI; Schurz'
    OR what = 'Hancock (II)' OR what LIKE '1 Md Eastern Shore Regiment%');

-- Farnsworth's Charge (28.49), with Pickett's Charge: on the 1440 turn the
-- Union may place Farnsworth's and Merritt's brigades and Kilpatrick in
-- Staging Area 7 (or leave them off), and the Confederate releases two
-- brigades on map C at once, one more at 1540 and one at 1600.  They come
-- in place of those brigades' scheduled arrivals (1320, 1340).  The text
-- names no horse battery: the two that arrive with the brigades in the
-- schedule are not placed here.
UPDATE schedule SET unless = 'farnsworth'
  WHERE game = 'terrible-swift-sword' AND scenario = 'picketts-charge' AND turn IN (130, 131)
    AND side = 'union' AND kind = 'reinforcement';
INSERT INTO schedule (game, scenario, turn, phase, side, kind, what, hex, section, uncertain, note, option) VALUES
  ('terrible-swift-sword', 'picketts-charge', 134, NULL, 'union', 'reinforcement', 'Farnsworth''s Charge: Farnsworth''s and Merritt''s Cavalry Brigades with Kilpatrick, placed anywhere in Staging Area 7; they move no further this turn, and the Union may leave them off altogether', NULL, '28.49', 0, 'The text names no horse battery; K, 1 US and E, 1 US of the schedule are not placed (our reading).', 'farnsworth'),
  ('terrible-swift-sword', 'picketts-charge', 134, NULL, 'confederate', 'release', 'Farnsworth''s Charge: release any two brigades on map C at once; released units stay on map C', NULL, '28.49', 0, NULL, 'farnsworth'),
  ('terrible-swift-sword', 'picketts-charge', 137, 'first-move', 'confederate', 'release', 'Farnsworth''s Charge: release one more brigade on map C', NULL, '28.49', 0, NULL, 'farnsworth'),
  ('terrible-swift-sword', 'picketts-charge', 138, 'first-move', 'confederate', 'release', 'Farnsworth''s Charge: release one more brigade on map C', NULL, '28.49', 0, NULL, 'farnsworth');

-- Little Round Top has its own arrivals (28.33) and the Union reserves'
-- release timetable (28.36 item 2); a reserve group attacked is released
-- at once.
INSERT INTO schedule (game, scenario, turn, phase, side, kind, what, hex, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'little-round-top', 85, NULL, 'union', 'reinforcement', '1/II and Caldwell, in column, with one Supply Wagon', 'C0117', '28.33', 0, 'At the start of the 1700 turn.'),
  ('terrible-swift-sword', 'little-round-top', 83, NULL, 'union', 'release', 'Reserve released: 3/2/III (Burling)', '0526', '28.36', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 84, NULL, 'union', 'release', 'Reserve released: the group in one of these hexes, Union choice', '1013, 0707, 0207, or 0219 with 0218', '28.36', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 85, NULL, 'union', 'release', 'Reserve released: one more group, as at 1640', '1013, 0707, 0207, or 0219 with 0218', '28.36', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 86, NULL, 'union', 'release', 'Every Reserve group still held is released', NULL, '28.36', 0, NULL);

-- Help in this game's terms.
INSERT INTO command_help (game, command, example, note, section) VALUES
  ('terrible-swift-sword', 'status', 'status', 'Shows the turn, the step and each side''s tracks; losses add casualties and captures for the demoralization check, and the AAAT appears only in the scenarios that ration artillery rounds', '12.3'),
  ('terrible-swift-sword', 'turns', 'turns', 'The track runs in 20-minute turns by day and hourly turns from 2000 to 0300; the 2100, 2300, 0100 and 0300 turns allow only road movement', '20.1'),
  ('terrible-swift-sword', 'next', 'next', 'Each turn is the Confederate player-turn, then the Union one, each lettered A to J, then the record interphase; the other side fires in C and E and may fall back in G', '4.1'),
  ('terrible-swift-sword', 'track', 'track aaat.union -3', 'Each battery firing costs one AAAT round, each gun captured three, and an exploding caisson three times a second die', '12.3'),
  ('terrible-swift-sword', 'roll', 'roll 2d6', 'One die does everything except the leader casualty roll, which adds two', '17.4'),
  ('terrible-swift-sword', 'lookup', 'lookup leader-casualty "Artillery fire" roll=11', 'Roll for each leader stacked with a unit that lost points or was captured; the cause of the loss picks the line', '17.4');

-- ---------------------------------------------------------------------
-- What the engine does for this game on its own: the steps a turn leaves
-- out, the flags the rules latch, victory by the ratio of the VP, the
-- loss ledger and the artillery ammunition.

-- Cases the rows below cite, where the index above does not have them
-- (OR IGNORE: the index may already).
INSERT OR IGNORE INTO rule_section (game, section, title) VALUES
  ('terrible-swift-sword', '20.2', 'Thoroughfare-Only Turns'),
  ('terrible-swift-sword', '20.31', 'Small-arms range at night'),
  ('terrible-swift-sword', '20.32', 'Artillery range at night'),
  ('terrible-swift-sword', '20.33', 'Effectiveness Radius at night'),
  ('terrible-swift-sword', '23.21', 'Battery Supply Strength'),
  ('terrible-swift-sword', '10.26', 'Range Effects on Fire Strength'),
  ('terrible-swift-sword', '13.3', 'Effects of Terrain (melee)'),
  ('terrible-swift-sword', '18.23', 'Mounting a charge'),
  ('terrible-swift-sword', '10.82', 'Artillery losses; pinned artillery'),
  ('terrible-swift-sword', '18.81', 'Retire by prolonge'),
  ('terrible-swift-sword', '25.14', 'Overshooting by two hexes'),
  ('terrible-swift-sword', '23.27', 'Exploding caissons under the optional rule'),
  ('terrible-swift-sword', '26.21', 'Effects of the loss of combat effectiveness'),
  ('terrible-swift-sword', '22.32', 'Demoralized units rout on a casualty'),
  ('terrible-swift-sword', '22.33', 'Demoralized units start no melee'),
  ('terrible-swift-sword', '22.35', 'Demoralization and the level of victory'),
  ('terrible-swift-sword', '12.31', 'A round a battery each time it fires'),
  ('terrible-swift-sword', '12.32', 'Out of artillery ammunition'),
  ('terrible-swift-sword', '12.34', 'Guns captured cost rounds'),
  ('terrible-swift-sword', '12.35', 'Exploding caissons'),
  ('terrible-swift-sword', '23.3', 'The Supply Train'),
  ('terrible-swift-sword', '18.92', 'Confederate horse artillery losses'),
  ('terrible-swift-sword', '10.86', 'Casualty Tracks'),
  ('terrible-swift-sword', '10.88', 'Captured guns'),
  ('terrible-swift-sword', '13.83', 'Captures'),
  ('terrible-swift-sword', '29.3', 'Non-Historical Reinforcements and Withdrawals'),
  ('terrible-swift-sword', '22.11', 'Victory Point schedule'),
  ('terrible-swift-sword', '28.16', 'Levels of Victory (First Day)'),
  ('terrible-swift-sword', '28.17', 'Demoralization Levels (First Day)'),
  ('terrible-swift-sword', '28.27', 'Levels of Victory (Second Day)'),
  ('terrible-swift-sword', '28.28', 'Demoralization Levels (Second Day)'),
  ('terrible-swift-sword', '28.46', 'Victory Conditions (Third Day)'),
  ('terrible-swift-sword', '28.47', 'Demoralization Levels (Third Day)'),
  ('terrible-swift-sword', '28.48', 'Pickett''s Charge (optional special rules)'),
  ('terrible-swift-sword', '28.53', 'Demoralization Levels (Grand Battle)'),
  ('terrible-swift-sword', '28.55', 'Levels of Victory (Grand Battle)');

INSERT INTO game_mechanism (game, mechanism) VALUES
  ('terrible-swift-sword', 'ledger'),
  ('terrible-swift-sword', 'ratio'),
  ('terrible-swift-sword', 'control');

-- Thoroughfare-Only turns: no combat at all (20.2), so every fire, melee
-- and retreat-before-melee step is left out for both player-turns.
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note)
  SELECT game, id, 'skip', 'thoroughfare-only', NULL, NULL, NULL, NULL, 'no combat on a Thoroughfare-Only turn', '20.2', 0,
    CASE WHEN id LIKE '%-retreat' THEN 'Retreat Before Melee only answers a melee, which cannot happen on these turns.' END
  FROM phase WHERE game = 'terrible-swift-sword' AND parent IN ('first', 'second')
    AND substr(id, instr(id, '-') + 1) IN ('bombard', 'counter-battery', 'defensive-fire', 'offensive-fire', 'retreat', 'melee')
  ORDER BY seq;

-- What a night turn, or a Thoroughfare-Only one, says at the steps it bears on.
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'first-move', 'remind', 'thoroughfare-only', NULL, NULL, NULL, NULL, 'Thoroughfare-Only turn: only units that begin on a pike, road or trail move, staying on them (switching only at junctions), never into an enemy ZOC.', '20.2', 0, NULL),
  ('terrible-swift-sword', 'second-move', 'remind', 'thoroughfare-only', NULL, NULL, NULL, NULL, 'Thoroughfare-Only turn: only units that begin on a pike, road or trail move, staying on them (switching only at junctions), never into an enemy ZOC.', '20.2', 0, NULL),
  ('terrible-swift-sword', 'first-command', 'remind', 'night', NULL, NULL, NULL, NULL, 'Night: every Officer''s Effectiveness Radius is one less, and a Commander extends it only when stacked with him.', '20.33', 0, NULL),
  ('terrible-swift-sword', 'second-command', 'remind', 'night', NULL, NULL, NULL, NULL, 'Night: every Officer''s Effectiveness Radius is one less, and a Commander extends it only when stacked with him.', '20.33', 0, NULL),
  ('terrible-swift-sword', 'first-defensive-fire', 'remind', 'night', NULL, NULL, NULL, NULL, 'Night: small arms fire one hex at most, artillery two, each at its daylight effect.', '20.31', 0, 'Also 20.32 for the artillery.'),
  ('terrible-swift-sword', 'first-offensive-fire', 'remind', 'night', NULL, NULL, NULL, NULL, 'Night: small arms fire one hex at most, artillery two, each at its daylight effect.', '20.31', 0, 'Also 20.32 for the artillery.'),
  ('terrible-swift-sword', 'second-defensive-fire', 'remind', 'night', NULL, NULL, NULL, NULL, 'Night: small arms fire one hex at most, artillery two, each at its daylight effect.', '20.31', 0, 'Also 20.32 for the artillery.'),
  ('terrible-swift-sword', 'second-offensive-fire', 'remind', 'night', NULL, NULL, NULL, NULL, 'Night: small arms fire one hex at most, artillery two, each at its daylight effect.', '20.31', 0, 'Also 20.32 for the artillery.'),
  ('terrible-swift-sword', 'first-final-command', 'remind', 'night', NULL, NULL, NULL, NULL, 'Night: no routed unit rallies; they wait for the first daylight turn.', '20.34', 0, 'Resupply and the removal of Pinned markers still happen in this step.'),
  ('terrible-swift-sword', 'second-final-command', 'remind', 'night', NULL, NULL, NULL, NULL, 'Night: no routed unit rallies; they wait for the first daylight turn.', '20.34', 0, 'Resupply and the removal of Pinned markers still happen in this step.');

-- Pickett's Charge (28.48 item 1): from 1300 through 1440 (turns 129-134)
-- only the artillery phases are played: the cannonade.
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note)
  SELECT game, id, 'skip', NULL, 129, 134, 'picketts-charge', NULL, 'the cannonade: only the artillery phases', '28.48', 0,
    CASE WHEN id = 'first-final-command' THEN 'Nothing routs during the cannonade, so there is nothing to rally.' END
  FROM phase WHERE game = 'terrible-swift-sword' AND parent IN ('first', 'second')
    AND substr(id, instr(id, '-') + 1) NOT IN ('bombard', 'counter-battery')
  ORDER BY seq;

-- What the cannonade and the charge after it say at their steps.
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'first-bombard', 'remind', NULL, 129, 134, 'picketts-charge', NULL, 'The cannonade: no movement and no routing; use the Overshoot rule.', '28.48', 0, NULL),
  ('terrible-swift-sword', 'first-move', 'remind', NULL, 135, 140, 'picketts-charge', NULL, 'Only Confederate units that began west of Seminary Ridge (or west of the ridge north of the Peach Orchard) move; no Union unit of the III, V, VI, XI or XII Corps moves.', '28.48', 0, NULL),
  ('terrible-swift-sword', 'second-move', 'remind', NULL, 135, 140, 'picketts-charge', NULL, 'Only Confederate units that began west of Seminary Ridge (or west of the ridge north of the Peach Orchard) move; no Union unit of the III, V, VI, XI or XII Corps moves.', '28.48', 0, NULL),
  ('terrible-swift-sword', 'first-defensive-fire', 'remind', NULL, 135, 137, 'picketts-charge', NULL, 'From 1500 through 1540 no Confederate unit checks for rout (the Union still does).', '28.48', 0, 'Item 3 of 28.48; BCE is suspended too.'),
  ('terrible-swift-sword', 'second-defensive-fire', 'remind', NULL, 135, 137, 'picketts-charge', NULL, 'From 1500 through 1540 no Confederate unit checks for rout (the Union still does).', '28.48', 0, 'Item 3 of 28.48; BCE is suspended too.');

-- Demoralization: each side's men lost (casualties and captures, cavalry
-- included) over the scenario's level.  28.x say "over", 22.31 illustrates
-- with "when that side has lost 25,000": we follow the scenario rules,
-- which state each level (strictly more than it); see the tests.
INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'first-day', 'demoralized.confederate', ':casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate > 10000', 'over 10,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it', '28.17', 1, 'The level reads "10r(XX)" in the scan: 10,000. "Over", not "reaching" (22.31''s wording): the scenario rule is the specific one.'),
  ('terrible-swift-sword', 'first-day', 'demoralized.union', ':casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union > 8000', 'over 8,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it', '28.17', 1, 'The level reads "Er(X)0" in the scan: 8,000. "Over", as 28.17 says.'),
  ('terrible-swift-sword', 'second-day', 'demoralized.confederate', ':casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate > 12000', 'over 12,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it', '28.28', 0, 'Losses before the scenario starts are not on the tracks (28.26).'),
  ('terrible-swift-sword', 'second-day', 'demoralized.union', ':casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union > 11000', 'over 11,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it', '28.28', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'demoralized.confederate', ':casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate > 10000', 'over 10,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it', '28.47', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'demoralized.union', ':casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union > 10000', 'over 10,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it', '28.47', 0, '28.47 gives the Union "the same" level as the Confederate.'),
  ('terrible-swift-sword', 'picketts-charge', 'demoralized.confederate', ':casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate > 10000', 'over 10,000 men lost: its units rout on any casualty and it starts no melee', '28.47', 0, 'The Third Day''s level: 28.48 is that scenario''s option and sets none of its own.'),
  ('terrible-swift-sword', 'picketts-charge', 'demoralized.union', ':casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union > 10000', 'over 10,000 men lost: its units rout on any casualty and it starts no melee', '28.47', 0, 'The Third Day''s level.'),
  ('terrible-swift-sword', 'grand-battle', 'demoralized.confederate', ':casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate > 27000', 'more than 27,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it', '28.53', 0, 'With the optional BCE rule (26.0) only the victory level moves.'),
  ('terrible-swift-sword', 'grand-battle', 'demoralized.union', ':casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union > 30000', 'more than 30,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it', '28.53', 0, 'With the optional BCE rule (26.0) only the victory level moves.');

-- With the optional BCE rule Demoralization touches only the level of
-- victory (26.0; 28.28, 28.47 and 28.53 say so too): the same level, said
-- with that effect alone; the latches above hold without the option.
-- The First Day takes no BCE (26.3).  Pickett's Charge's own victory
-- (28.48 item 4) is not moved by Demoralization, so there it does nothing.
UPDATE track_latch SET unless = 'bce'
  WHERE game = 'terrible-swift-sword' AND scenario IN ('second-day', 'third-day', 'picketts-charge', 'grand-battle');
INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note, option)
  SELECT game, scenario, flag, test,
    substr(effect, 1, instr(effect, ':') - 1) || CASE WHEN scenario = 'picketts-charge'
      THEN '; under the BCE rule that would only move a level of victory, and this scenario''s victory has none to move'
      ELSE '; under the BCE rule that only moves the victory level one against it' END,
    section, uncertain, 'With the optional BCE rule (26.0): its units do not rout on a casualty for it, and may still start a melee.', 'bce'
  FROM track_latch WHERE game = 'terrible-swift-sword' AND unless = 'bce' ORDER BY rowid;

-- Victory: the ratio of the Confederate VP to the Union VP (28.16; the
-- Second Day 28.27, Third Day 28.46 and Grand Battle 28.55 use the same
-- levels).  The text gives the Union no Substantive level.
INSERT INTO victory_ratio (game, scenario, num, num_name, den, den_name, zero, section, note)
  SELECT 'terrible-swift-sword', sc.id, ':vp_confederate + (:half_vp_union % 2) / 2.0 + held_vp(''confederate'')', 'Confederate VP', ':vp_union + (:half_vp_confederate % 2) / 2.0 + held_vp(''union'')', 'Union VP', 'with no Union VP, any Confederate VP is above every ratio (a Confederate Decisive Victory); with none on either side the ratio is taken as 1 to 1', sc.section, 'The text does not treat a zero divisor; this reading is ours.'
  FROM (SELECT 'first-day' AS id, '28.16' AS section UNION ALL SELECT 'second-day', '28.27'
        UNION ALL SELECT 'third-day', '28.46' UNION ALL SELECT 'grand-battle', '28.55') sc;

INSERT INTO victory_ratio_level (game, scenario, pos, test, level, winner, section, note)
  SELECT 'terrible-swift-sword', sc.id, l.pos, l.test, l.level, l.winner, l.section, l.note
  FROM (SELECT 'first-day' AS id UNION ALL SELECT 'second-day' UNION ALL SELECT 'third-day' UNION ALL SELECT 'grand-battle') sc,
       (SELECT 1 AS pos, ':ratio >= 1.75' AS test, 'Confederate Decisive Victory' AS level, 'confederate' AS winner, '28.16' AS section, NULL AS note
        UNION ALL SELECT 2, ':ratio >= 1.5', 'Confederate Substantive Victory', 'confederate', '28.16', NULL
        UNION ALL SELECT 3, ':ratio >= 1.0', 'Confederate Marginal Victory', 'confederate', '28.16', 'At least 1 to 1: an even ratio is the Confederate''s.'
        UNION ALL SELECT 4, ':ratio > 0.8', 'Union Marginal Victory', 'union', '28.16', 'Less than 1 to 1 but more than 1 to 1.25.'
        UNION ALL SELECT 5, '1', 'Union Decisive Victory', 'union', '28.16', '1 to 1.25 (0.8) or less; there is no Union Substantive level in the text.') l;

-- A Demoralized side's level drops one, or its opponent's rises one (22.35):
-- one place down the list for the Confederate, one up for the Union; both
-- cancel.
INSERT INTO victory_shift (game, scenario, when_set, by, section, note)
  SELECT 'terrible-swift-sword', sc.id, f.flag, f.by, '22.35', NULL
  FROM (SELECT 'first-day' AS id UNION ALL SELECT 'second-day' UNION ALL SELECT 'third-day' UNION ALL SELECT 'grand-battle') sc,
       (SELECT 'demoralized.confederate' AS flag, 1 AS by UNION ALL SELECT 'demoralized.union', -1) f;

-- The loss ledger (`loss SIDE KIND N`): 100 men per strength point on the
-- side's own tracks (10.86, 13.83), the enemy's VP by 22.11.
INSERT INTO loss_effect (game, kind, name, unit, pos, track, whose, per, every, carry, only_side, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'infantry', 'infantry killed or wounded', 'strength point', 1, 'casualties', 'own', 100, NULL, NULL, NULL, '10.86', 0, NULL),
  ('terrible-swift-sword', 'infantry', 'infantry killed or wounded', 'strength point', 2, 'vp', 'enemy', 1, NULL, NULL, NULL, '22.11', 0, 'Item 1: a VP for each 100 infantry.'),
  ('terrible-swift-sword', 'captured-infantry', 'infantry captured', 'strength point', 1, 'captured', 'own', 100, NULL, NULL, NULL, '13.83', 0, 'The Captured Track of the side that lost them.'),
  ('terrible-swift-sword', 'captured-infantry', 'infantry captured', 'strength point', 2, 'vp', 'enemy', 2, NULL, NULL, NULL, '22.11', 0, 'Item 2.'),
  ('terrible-swift-sword', 'cavalry', 'cavalry or HQ guard killed or wounded', 'strength point', 1, 'cavalry-casualties', 'own', 100, NULL, NULL, NULL, '10.86', 0, 'Cavalry losses have their own markers on the casualty track; HQ guards count as cavalry (17.81).'),
  ('terrible-swift-sword', 'cavalry', 'cavalry or HQ guard killed or wounded', 'strength point', 2, 'vp', 'enemy', 3, NULL, NULL, NULL, '22.11', 0, 'Item 3.'),
  ('terrible-swift-sword', 'captured-cavalry', 'cavalry or HQ guard captured', 'strength point', 1, 'cavalry-captured', 'own', 100, NULL, NULL, NULL, '13.83', 0, NULL),
  ('terrible-swift-sword', 'captured-cavalry', 'cavalry or HQ guard captured', 'strength point', 2, 'vp', 'enemy', 3, NULL, NULL, NULL, '22.11', 0, 'Item 3: killed, wounded or captured alike.'),
  ('terrible-swift-sword', 'battery', 'battery eliminated', 'battery', 1, 'casualties', 'own', 100, NULL, NULL, NULL, '10.86', 0, 'Guns lost before are only taken off the battery; 100 men go on the track when the whole battery is gone. No VP: 22.11 scores infantry, cavalry and guns captured, and none for guns destroyed. For Confederate horse artillery use horse-artillery-guns instead (18.92).'),
  ('terrible-swift-sword', 'guns-captured', 'guns captured', 'gun', 1, 'captured-guns', 'own', 1, NULL, NULL, NULL, '10.88', 0, NULL),
  ('terrible-swift-sword', 'guns-captured', 'guns captured', 'gun', 2, 'aaat', 'own', -3, NULL, NULL, NULL, '12.34', 0, 'Three rounds off the AAAT of the side that lost each gun, where the scenario counts rounds. Under the optional ammunition rule, the row below.'),
  ('terrible-swift-sword', 'guns-captured', 'guns captured', 'gun', 4, 'vp', 'enemy', 1, NULL, NULL, NULL, '22.11', 0, 'Item 7.'),
  ('terrible-swift-sword', 'horse-artillery-guns', 'Confederate horse artillery guns lost', 'gun', 1, 'casualties', 'own', 100, 10, 'horse-guns-lost', 'confederate', '18.92', 0, 'Counted until each tenth gun lost, which puts 100 men on the casualty track; we read "when he reaches ten" as at each ten.'),
  ('terrible-swift-sword', 'leader-wounded', 'leader wounded', 'leader', 1, 'vp', 'enemy', 3, NULL, NULL, NULL, '22.11', 0, 'Item 4.'),
  ('terrible-swift-sword', 'leader-killed', 'leader killed', 'leader', 1, 'vp', 'enemy', 5, NULL, NULL, NULL, '22.11', 0, 'Item 5.'),
  ('terrible-swift-sword', 'captured-major-general', 'Major General captured', 'leader', 1, 'vp', 'enemy', 10, NULL, NULL, NULL, '22.11', 0, 'Item 6: five a star, two stars.'),
  ('terrible-swift-sword', 'captured-brigadier', 'Brigadier captured', 'leader', 1, 'vp', 'enemy', 5, NULL, NULL, NULL, '22.11', 0, 'Item 6: one star.');

-- What the ledger keeps besides the casualties of fire and melee: a
-- withdrawal's strength points still on the map at its time cost their
-- player 100 VP each (29.3; printed "lfi)", read 100 as "1fi)" is 100
-- elsewhere), taken off his own VP as "cost the Player" says (the track
-- stops at 0); an unlimbered battery cannot retreat, and a retreat result
-- against it in melee takes its guns and a hundred men (13.82), as any C
-- result takes its guns and men (13.83, which gives no number: the same
-- hundred is our reading).  The men go on the Captured Track; 22.11
-- scores captured infantry and guns, not gunners, so they score no VP.
INSERT INTO loss_effect (game, kind, name, unit, pos, track, whose, per, every, carry, only_side, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'left-on-map', 'strength points still on the map at their withdrawal time', 'strength point', 1, 'vp', 'own', -100, NULL, NULL, NULL, '29.3', 1, 'Printed "lfi) Victory Points per Strength Point": read 100.'),
  ('terrible-swift-sword', 'battery-overrun', 'unlimbered battery captured in melee (a retreat or C result)', 'battery', 1, 'captured', 'own', 100, NULL, NULL, NULL, '13.82', 0, 'Its guns too: loss SIDE guns-captured N (10.88, 12.34, 22.11).');

-- Under the optional ammunition rule (23.0) the AAAT holds the Supply
-- Train's reserve, and 23.26 takes a captured battery's own rounds with
-- it; whether 12.34 still takes three rounds a gun off the train's reserve
-- is not said.  12.34 is not withdrawn, so it is applied, and each such
-- loss says it is worked out, not printed.
UPDATE loss_effect SET unless = 'advanced-ammo'
  WHERE game = 'terrible-swift-sword' AND kind = 'guns-captured' AND pos = 2;
INSERT INTO loss_effect (game, kind, name, unit, pos, track, whose, per, every, carry, only_side, section, uncertain, note, option, derived) VALUES
  ('terrible-swift-sword', 'guns-captured', 'guns captured', 'gun', 3, 'aaat', 'own', -3, NULL, NULL, NULL, '12.34', 0, 'under the optional ammunition rule the AAAT is the Supply Train''s reserve, and 23.0 does not say whether 12.34 still takes three rounds a captured gun from it; 12.34 is not withdrawn, so it does (our reading)', 'advanced-ammo', 1);

-- Artillery ammunition (`ammo SIDE EVENT`), off the AAAT where the
-- scenario counts rounds (12.3).
INSERT INTO ammo_event (game, id, name, dice, on_roll, next_dice, per, track, option, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'fire', 'batteries firing', NULL, NULL, NULL, 1, 'aaat', NULL, '12.31', 0, 'One round a battery each time it fires, split fire or not, whatever its guns. Refused past the last round (below).'),
  ('terrible-swift-sword', 'caisson', 'caisson check', '1d6', '1', '1d6', 3, 'aaat', NULL, '12.35', 0, 'Rolled when an artillery unit takes a loss from artillery fire: a 1 explodes a caisson, and the second roll times three rounds are lost.'),
  ('terrible-swift-sword', 'train-hit', 'Supply Train hit by artillery', '1d6', NULL, NULL, 3, 'aaat', 'advanced-ammo', '23.3', 0, 'After any guard loss; the roll times three rounds off the AAAT, which holds the train''s rounds under this option.');

-- A side out of rounds may not fire its guns again in the scenario
-- (12.32): a battery firing is refused when the AAAT holds fewer rounds
-- than it would spend; a caisson takes what is left.
UPDATE ammo_event SET short = 'a battery with no round to spend may not fire; once the AAAT is empty the side''s guns fire no more this scenario', short_section = '12.32'
  WHERE game = 'terrible-swift-sword' AND id = 'fire' AND option IS NULL;

-- Under the optional rule a battery's firing and its caisson cost its own
-- Supply Strength (the battery-supply register), not the AAAT.
INSERT INTO ammo_event (game, id, name, dice, on_roll, next_dice, per, track, option, instead, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'fire', 'batteries firing', NULL, NULL, NULL, 1, 'aaat', 'advanced-ammo', 'each battery spends a round of its own Supply Strength: `register battery-supply NAME rounds -1`', '23.22', 0, NULL),
  ('terrible-swift-sword', 'caisson', 'caisson check', NULL, NULL, NULL, 1, 'aaat', 'advanced-ammo', 'on a 1, the second roll itself (not times three) comes off the battery''s Supply Strength: `register battery-supply NAME rounds -N`', '23.27', 0, NULL);

-- The Melee differential: the attacker's total less the defender's
-- (adjusted for terrain and leaders), read on the -4 to +7 columns (13.5;
-- the text's own example: 5 against 8 is -3).
INSERT INTO formula (game, id, name, expr, inputs, track, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'melee-differential', 'Melee differential (column)', 'MAX(-4, MIN(7, :att - :def))', 'att: the attacker''s total Melee Strength; def: the defender''s, adjusted for terrain and leaders', NULL, '13.5', 0, 'Always the attacker''s points less the defender''s; below -4 reads -4, above +7 reads +7.');

-- What a Demoralized side must remember at the steps it bears on (22.32,
-- 22.33): said only while its flag is set, at every step where it may
-- take a casualty: fired on in the bombardment (not counter-battery fire,
-- whose targets are unlimbered batteries, never routed, 14.6), by
-- withdrawal fire when it moves off or retreats before a melee (11.1,
-- 13.7), by the other side's fire, and in melee.  With the optional BCE
-- rule (26.0) Demoralization moves only the victory level: none is said.
-- Pickett's Charge routs nobody in its cannonade (28.48 item 1), nor a
-- Confederate unit from 1500 through 1540 (item 3): its rows start after.
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, when_set, unless, text, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'first-melee', 'remind', NULL, NULL, NULL, NULL, NULL, 'demoralized.confederate', 'bce', 'The Confederate is Demoralized: it starts no melee.', '22.33', 0, NULL),
  ('terrible-swift-sword', 'second-melee', 'remind', NULL, NULL, NULL, NULL, NULL, 'demoralized.union', 'bce', 'The Union is Demoralized: it starts no melee.', '22.33', 0, NULL);
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, when_set, unless, text, section, uncertain, note)
  SELECT 'terrible-swift-sword', p.id, 'remind', NULL,
    CASE WHEN sc.id = 'picketts-charge' THEN CASE who.id WHEN 'confederate' THEN 138 ELSE 135 END END,
    NULL, sc.id, NULL, 'demoralized.' || who.id, 'bce',
    'The ' || who.name || ' is Demoralized: a unit of it that takes a casualty ' || x.how || ' routs at once, with no roll and no leader''s help.',
    '22.32', 0, 'Units that never rout (unlimbered artillery, 14.6) are not affected.'
  FROM (SELECT 1 AS k, 'bombard' AS step, 0 AS phasing, 'from the bombardment' AS how
    UNION ALL SELECT 2, 'move', 1, 'from withdrawal fire'
    UNION ALL SELECT 3, 'defensive-fire', 1, 'from this fire'
    UNION ALL SELECT 4, 'offensive-fire', 0, 'from this fire'
    UNION ALL SELECT 5, 'retreat', 0, 'from withdrawal fire as it falls back'
    UNION ALL SELECT 6, 'melee', 1, 'in a melee'
    UNION ALL SELECT 7, 'melee', 0, 'in a melee') x
  JOIN phase t ON t.game = 'terrible-swift-sword' AND t.parent IS NULL AND t.side IS NOT NULL
  JOIN phase p ON p.game = t.game AND p.id = t.id || '-' || x.step
  JOIN side who ON who.game = t.game AND (who.id = t.side) = (x.phasing = 1)
  JOIN scenario sc ON sc.game = t.game AND EXISTS (SELECT 1 FROM track_latch l
    WHERE l.game = sc.game AND l.scenario = sc.id AND l.flag = 'demoralized.' || who.id)
  ORDER BY sc.pos, t.seq, x.k;

-- A leader stacked with a unit that loses strength points (or is
-- captured) rolls two dice for himself (17.4): said at every step with
-- fire in it, the bombardment and counter-battery fire with the artillery
-- line only.  The melee steps say it in their own reminder (K or C).
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note)
  SELECT 'terrible-swift-sword', p.id, 'remind', NULL, NULL, NULL, NULL, NULL,
    CASE WHEN p.id LIKE '%bombard' OR p.id LIKE '%counter-battery'
      THEN 'Each leader stacked with a unit that lost points to this fire rolls two dice: lookup leader-casualty "Artillery fire".'
      WHEN p.id LIKE '%move' OR p.id LIKE '%retreat'
      THEN 'Each leader stacked with a unit that lost points to withdrawal fire rolls two dice: lookup leader-casualty "Small-arms fire" or "Artillery fire".'
      ELSE 'Each leader stacked with a unit that lost points to this fire rolls two dice: lookup leader-casualty "Small-arms fire" or "Artillery fire".' END,
    '17.4', 0, NULL
  FROM phase p WHERE p.game = 'terrible-swift-sword' AND p.parent IN ('first', 'second')
    AND substr(p.id, instr(p.id, '-') + 1) IN ('bombard', 'counter-battery', 'move', 'defensive-fire', 'offensive-fire', 'retreat')
  ORDER BY p.seq;

-- With the optional BCE rule (26.21): a brigade that has lost its combat
-- effectiveness (`register bce`) starts no melee, and a unit of it that
-- routs within its officer's command takes the others there with it, who
-- draw withdrawal fire (26.23).  In the Grand Battle the effects begin at
-- the 1700 turn of the first day (26.3), losses counting before; in
-- Pickett's Charge nobody routs in the cannonade (28.48 item 1).
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note)
  SELECT 'terrible-swift-sword', p.id, 'remind', NULL,
    CASE sc.id WHEN 'grand-battle' THEN 29 WHEN 'picketts-charge' THEN 135 END, NULL, sc.id, 'bce',
    CASE WHEN p.id LIKE '%melee'
      THEN 'BCE: no unit of a brigade that has lost its combat effectiveness (register bce) starts a melee.'
      ELSE 'BCE: when a unit of a brigade without its combat effectiveness routs within its officer''s command, the brigade''s other units there rout too, and draw withdrawal fire.' END,
    '26.21', 0, NULL
  FROM scenario sc, phase p WHERE sc.game = 'terrible-swift-sword' AND sc.id != 'first-day'
    AND p.game = sc.game AND p.parent IN ('first', 'second')
    AND substr(p.id, instr(p.id, '-') + 1) IN ('bombard', 'defensive-fire', 'offensive-fire', 'melee')
  ORDER BY sc.pos, p.seq;

-- A side whose AAAT is empty fires its guns no more (12.32): said at each
-- step where its guns would fire, while the track is at 0 (the scenarios
-- that count rounds only).  Under the optional ammunition rule the AAAT
-- holds the Supply Train's rounds and batteries fire on their own (23.2).
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, when_clear, unless, text, section, uncertain, note)
  SELECT 'terrible-swift-sword', p.id, 'remind', NULL, NULL, NULL, NULL, NULL, 'aaat.' || x.side, 'advanced-ammo',
    'The ' || x.name || ' has no artillery rounds left on the AAAT: its guns may not fire.', '12.32', 0, NULL
  FROM phase p JOIN (SELECT 'first-bombard' AS id, 'confederate' AS side, 'Confederate' AS name
    UNION ALL SELECT 'first-counter-battery', 'union', 'Union' UNION ALL SELECT 'first-defensive-fire', 'union', 'Union'
    UNION ALL SELECT 'first-offensive-fire', 'confederate', 'Confederate' UNION ALL SELECT 'second-bombard', 'union', 'Union'
    UNION ALL SELECT 'second-counter-battery', 'confederate', 'Confederate' UNION ALL SELECT 'second-defensive-fire', 'confederate', 'Confederate'
    UNION ALL SELECT 'second-offensive-fire', 'union', 'Union') x ON x.id = p.id
  WHERE p.game = 'terrible-swift-sword' ORDER BY p.seq;

-- Stragglers (20.6, errata, optional; the Grand Battle only): in the
-- 0300 turn each player returns one R-weapon strength point for every
-- 2,000 men lost in the previous day's fighting (rounded down), one at
-- most a unit.  A day runs 0400 to 0300 (as the errata's battle fatigue
-- counts it; the first runs from the start): the losses at 0400 are kept,
-- and what the day has lost since is worked out on the tracks.  "Lost" is
-- read as the Losses track counts them, casualties and captures (22.31).
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'dawn-losses.confederate', 'Losses at this day''s 0400 (Confederate)', 'counter', NULL, 0, NULL, 0, NULL, 16, '20.6', 0, 'Set at 0400 of July 2 and 3 from Losses (Confederate); 0 on July 1.'),
  ('terrible-swift-sword', 'dawn-losses.union', 'Losses at this day''s 0400 (Union)', 'counter', NULL, 0, NULL, 0, NULL, 17, '20.6', 0, 'Set at 0400 of July 2 and 3 from Losses (Union); 0 on July 1.'),
  ('terrible-swift-sword', 'stragglers.confederate', 'Stragglers back at 0300 (Confederate)', 'derived', NULL, NULL, NULL, 0, '(:casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate - :dawn_losses_confederate) / 2000', 18, '20.6', 0, 'R-weapon strength points: one for every 2,000 men lost since this day''s 0400, rounded down.'),
  ('terrible-swift-sword', 'stragglers.union', 'Stragglers back at 0300 (Union)', 'derived', NULL, NULL, NULL, 0, '(:casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union - :dawn_losses_union) / 2000', 19, '20.6', 0, 'R-weapon strength points: one for every 2,000 men lost since this day''s 0400, rounded down.');
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option) VALUES
  ('terrible-swift-sword', 'dawn-losses.confederate', 'grand-battle', 0, NULL, 0, 'men; the day''s losses are counted from here', '20.6', 'stragglers'),
  ('terrible-swift-sword', 'dawn-losses.union', 'grand-battle', 0, NULL, 0, 'men; the day''s losses are counted from here', '20.6', 'stragglers'),
  ('terrible-swift-sword', 'stragglers.confederate', 'grand-battle', NULL, NULL, 0, 'strength points returned in the 0300 turn, if it came now', '20.6', 'stragglers'),
  ('terrible-swift-sword', 'stragglers.union', 'grand-battle', NULL, NULL, 0, 'strength points returned in the 0300 turn, if it came now', '20.6', 'stragglers');
INSERT INTO track_step (game, track, phase, action, amount, turn, source, section)
  SELECT 'terrible-swift-sword', 'dawn-losses.' || sd.id, 'first-command', 'copy', 0, t.n, 'losses.' || sd.id, '20.6'
  FROM side sd, turn t WHERE sd.game = 'terrible-swift-sword' AND t.game = sd.game AND t.calendar = 'main' AND t.clock = '04:00'
  ORDER BY t.n, sd.pos;
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note)
  SELECT 'terrible-swift-sword', p.id, 'remind', NULL, t.n, t.n, 'grand-battle', 'stragglers',
    'Stragglers: the ' || sd.name || ' returns as many R-weapon strength points as Stragglers back at 0300 shows (status), one at most a unit, to units below strength or to bring back eliminated ones, placed with their parent command now.',
    '20.6', 0, NULL
  FROM phase p JOIN side sd ON sd.game = p.game AND sd.id = p.side, turn t
  WHERE p.game = 'terrible-swift-sword' AND p.id IN ('first-command', 'second-command')
    AND t.game = p.game AND t.calendar = 'main' AND t.clock = '03:00'
  ORDER BY t.n, p.seq;

-- The other optional rules, said where they bite when taken: overshoot
-- at every step where guns fire (25.1), battle fatigue at the start of
-- each turn (errata), horse holders in the fire phases (errata).
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note)
  SELECT 'terrible-swift-sword', p.id, 'remind', NULL, NULL, NULL, NULL, o.id, o.text, o.section, 0, NULL
  FROM phase p JOIN (SELECT 'overshoot' AS id, ',bombard,counter-battery,defensive-fire,offensive-fire,' AS steps, 'Overshoot: each battery (or part of a split one) firing at 8 hexes or more rolls first: lookup overshoot; over by one, name overshoot-1 in the fire; by two, overshoot-2.' AS text, '25.1' AS section
    UNION ALL SELECT 'horse-holders', ',defensive-fire,offensive-fire,', 'Horse holders: a dismounted cavalry unit of 3 or more fires one point weaker, before any other change: fire N@horse-holders.', 'errata') o
    ON p.parent IN ('first', 'second') AND instr(o.steps, ',' || substr(p.id, instr(p.id, '-') + 1) || ',') > 0
  WHERE p.game = 'terrible-swift-sword'
  ORDER BY o.id, p.seq;
INSERT INTO phase_rule (game, phase, kind, turn_flag, first_turn, last_turn, scenario, option, text, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'first-command', 'remind', NULL, NULL, NULL, NULL, 'battle-fatigue', 'Battle fatigue: each infantry brigade past its 24 turns of moving or offensive fire since 0400 rolls now: lookup battle-fatigue; a fatigued brigade neither fires offensively nor melees, and moves at half its allowance (rounded up).', 'errata', 0, 'At the start of each turn, for both sides.');

-- Records kept per brigade and per battery, with their optional rules:
-- the Brigade Combat Effectiveness Record (26.4), a box checked for each
-- point a brigade loses, killed or captured (26.12); and each battery's
-- Supply Strength (23.21), its rounds, added in play (the text lists no
-- batteries) with its side's maximum: 6 Confederate, 8 Union.
INSERT INTO game_mechanism (game, mechanism) VALUES
  ('terrible-swift-sword', 'register');

INSERT INTO register (game, id, name, option, section, note) VALUES
  ('terrible-swift-sword', 'bce', 'Brigade Combat Effectiveness Record', 'bce', '26.4', 'Not used in the First Day (26.3); in the Grand Battle losses count from the start but the effects begin at the 1700 turn of the first day.'),
  ('terrible-swift-sword', 'battery-supply', 'Battery Supply Strength', 'advanced-ammo', '23.21', 'Add each battery as it comes into play: `register battery-supply add NAME SIDE 6` (Confederate) or 8 (Union).');

INSERT INTO register_counter (game, register, id, name, lo, hi, initial, full, empty, section, note) VALUES
  ('terrible-swift-sword', 'bce', 'losses', 'points lost', 0, NULL, 0, 'has lost its combat effectiveness for good: none of its units starts a melee, and one of them routing within its officer''s command routs the others there', NULL, '26.21', 'The limit is the brigade''s rating: losing that many points (the last box) loses it (26.12, 26.22).'),
  ('terrible-swift-sword', 'battery-supply', 'rounds', 'rounds', 0, NULL, NULL, NULL, 'has no rounds left: it fires no more until the Supply Train refills it', '23.22', 'One round each time it fires, split fire or not (23.22); it starts full.');

-- The Brigade Combat Effectiveness Record (26.4): each brigade's boxes, the
-- points it may lose before its combat effectiveness is gone (26.12).
INSERT INTO register_entry (game, register, id, name, side, size, pos, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'bce', 'kershaw', 'Kershaw (McLaws, I Corps)', 'confederate', 7, 1, '26.4', 1, 'strength 14; boxes digit damaged in both copies (OCR ''0/14)'', ''Q/l$''), read 7 from the 7 boxes counted in each copy'),
  ('terrible-swift-sword', 'bce', 'semmes', 'Semmes (McLaws, I Corps)', 'confederate', 7, 2, '26.4', 1, 'strength 17; boxes digit damaged in both copies (OCR ''0/lT'', ''Q/17)''), read 7 from the 7 boxes counted in each copy'),
  ('terrible-swift-sword', 'bce', 'barksdale', 'Barksdale (McLaws, I Corps)', 'confederate', 8, 3, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', 'wofford', 'Wofford (McLaws, I Corps)', 'confederate', 10, 4, '26.4', 0, 'strength printed 24; errata: true strength 23'),
  ('terrible-swift-sword', 'bce', 'garnett', 'Garnett (Pickett, I Corps)', 'confederate', 7, 5, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', 'armistead', 'Armistead (Pickett, I Corps)', 'confederate', 8, 6, '26.4', 0, 'strength 16'),
  ('terrible-swift-sword', 'bce', 'kemper', 'Kemper (Pickett, I Corps)', 'confederate', 8, 7, '26.4', 0, 'strength 16'),
  ('terrible-swift-sword', 'bce', 'law', 'Law (Hood, I Corps)', 'confederate', 8, 8, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', 'anderson', 'Anderson (Hood, I Corps)', 'confederate', 7, 9, '26.4', 1, 'strength 1? (last digit lost: OCR ''(7/l$'', ''(7/lU''); boxes sure'),
  ('terrible-swift-sword', 'bce', 'robertson', 'Robertson (Hood, I Corps)', 'confederate', 11, 10, '26.4', 0, 'strength 13'),
  ('terrible-swift-sword', 'bce', 'benning', 'Benning (Hood, I Corps)', 'confederate', 7, 11, '26.4', 1, 'strength 1? (last digit lost: OCR ''(7/1,'' in both copies); boxes sure'),
  ('terrible-swift-sword', 'bce', 'hays', 'Hays (Early, II Corps)', 'confederate', 12, 12, '26.4', 0, 'strength 22'),
  ('terrible-swift-sword', 'bce', 'hoke', 'Hoke (Early, II Corps)', 'confederate', 8, 13, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', 'smith', 'Smith (Early, II Corps)', 'confederate', 3, 14, '26.4', 0, 'strength 7'),
  ('terrible-swift-sword', 'bce', 'gordon', 'Gordon (Early, II Corps)', 'confederate', 6, 15, '26.4', 1, 'strength 1? (last digit lost: OCR ''(6/lD'' in both copies); boxes sure'),
  ('terrible-swift-sword', 'bce', 'steuart', 'Steuart (Johnson, II Corps)', 'confederate', 9, 16, '26.4', 1, 'strength read 20 (OCR ''(9/20'', ''(9/2U''); boxes sure'),
  ('terrible-swift-sword', 'bce', 'nicholls', 'Nicholls (Johnson, II Corps)', 'confederate', 6, 17, '26.4', 1, 'strength 1? (last digit lost: OCR ''6/lD'', ''(6/lU''); boxes sure'),
  ('terrible-swift-sword', 'bce', 'stonewall', 'Stonewall (Johnson, II Corps)', 'confederate', 10, 18, '26.4', 0, 'strength 11'),
  ('terrible-swift-sword', 'bce', 'jones', 'Jones (Johnson, II Corps)', 'confederate', 6, 19, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', 'daniel', 'Daniel (Rodes, II Corps)', 'confederate', 10, 20, '26.4', 0, 'strength printed 18; errata: true strength 21'),
  ('terrible-swift-sword', 'bce', 'iverson', 'Iverson (Rodes, II Corps)', 'confederate', 6, 21, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', 'doles', 'Doles (Rodes, II Corps)', 'confederate', 8, 22, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', 'ramseur', 'Ramseur (Rodes, II Corps)', 'confederate', 6, 23, '26.4', 0, 'strength 11'),
  ('terrible-swift-sword', 'bce', 'oneal', 'O''Neal (Rodes, II Corps)', 'confederate', 7, 24, '26.4', 1, 'strength 1? (last digit lost: OCR ''(1/lU'', ''(7/lU''); boxes 7 (first copy reads ''(1'', second ''(7''; 7 boxes counted in each copy)'),
  ('terrible-swift-sword', 'bce', 'wilcox', 'Wilcox (Anderson, III Corps)', 'confederate', 8, 25, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', 'mahone', 'Mahone (Anderson, III Corps)', 'confederate', 9, 26, '26.4', 0, 'strength 20'),
  ('terrible-swift-sword', 'bce', 'wright', 'Wright (Anderson, III Corps)', 'confederate', 8, 27, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', 'perry', 'Perry (Anderson, III Corps)', 'confederate', 3, 28, '26.4', 0, 'strength 7'),
  ('terrible-swift-sword', 'bce', 'posey', 'Posey (Anderson, III Corps)', 'confederate', 9, 29, '26.4', 1, 'strength read 20 (OCR ''(9/n)'', ''(9/20''); boxes sure'),
  ('terrible-swift-sword', 'bce', 'pettigrew', 'Pettigrew (Heth, III Corps)', 'confederate', 12, 30, '26.4', 0, 'strength 26'),
  ('terrible-swift-sword', 'bce', 'brockenbrough', 'Brockenbrough (Heth, III Corps)', 'confederate', 3, 31, '26.4', 0, 'strength 8'),
  ('terrible-swift-sword', 'bce', 'archer', 'Archer (Heth, III Corps)', 'confederate', 4, 32, '26.4', 1, 'strength read 10 (OCR ''(4/10'', ''(4/lU''); boxes sure'),
  ('terrible-swift-sword', 'bce', 'davis', 'Davis (Heth, III Corps)', 'confederate', 10, 33, '26.4', 1, 'strength 2? (last digit lost: OCR ''(J0/2$'', ''(.J0/2,''); boxes 10 (10 boxes counted in each copy)'),
  ('terrible-swift-sword', 'bce', 'perrin', '1/Perrin (Pender, III Corps)', 'confederate', 11, 34, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', 'lane', '2/Lane (Pender, III Corps)', 'confederate', 6, 35, '26.4', 1, 'strength 1? (last digit lost: OCR ''6/l$'', ''(6/l$''); boxes sure'),
  ('terrible-swift-sword', 'bce', 'thomas', '3/Thomas (Pender, III Corps)', 'confederate', 4, 36, '26.4', 0, 'strength 10'),
  ('terrible-swift-sword', 'bce', 'scales', '4/Scales (Pender, III Corps)', 'confederate', 7, 37, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', 'fitz-lee', 'Fitz Lee (Cavalry Corps)', 'confederate', 18, 38, '26.4', 0, 'strength 25'),
  ('terrible-swift-sword', 'bce', 'hampton', 'Hampton (Cavalry Corps)', 'confederate', 16, 39, '26.4', 1, 'strength printed 23; errata true strength read 22 (OCR ''t2''); boxes 16 (OCR ''06/23)'', ''$6/23)'', 16 boxes counted in each copy)'),
  ('terrible-swift-sword', 'bce', 'whf-lee', 'WHF Lee (Cavalry Corps)', 'confederate', 8, 40, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', 'jenkins', 'Jenkins (Cavalry Corps)', 'confederate', 12, 41, '26.4', 0, 'strength 21'),
  ('terrible-swift-sword', 'bce', 'robertson-cav', 'Robertson (Cavalry Corps)', 'confederate', 3, 42, '26.4', 0, 'strength 5'),
  ('terrible-swift-sword', 'bce', 'jones-cav', 'Jones (Cavalry Corps)', 'confederate', 7, 43, '26.4', 0, 'strength 10'),
  ('terrible-swift-sword', 'bce', 'imboden', 'Imboden (Cavalry Corps)', 'confederate', 17, 44, '26.4', 1, 'strength read 20 (OCR ''07/2U'', ''/J7/20''); boxes 17 (17 boxes counted in each copy)'),
  ('terrible-swift-sword', 'bce', '1-1-i', '1/1/I (1st Brigade, 1st Division, I Corps)', 'union', 16, 45, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '2-1-i', '2/1/I (2nd Brigade, 1st Division, I Corps)', 'union', 11, 46, '26.4', 0, 'strength 21'),
  ('terrible-swift-sword', 'bce', '1-2-i', '1/2/I (1st Brigade, 2nd Division, I Corps)', 'union', 5, 47, '26.4', 0, 'strength 10'),
  ('terrible-swift-sword', 'bce', '2-2-i', '2/2/I (2nd Brigade, 2nd Division, I Corps)', 'union', 4, 48, '26.4', 0, 'strength 11'),
  ('terrible-swift-sword', 'bce', '1-3-i', '1/3/I (1st Brigade, 3rd Division, I Corps)', 'union', 8, 49, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', '2-3-i', '2/3/I (2nd Brigade, 3rd Division, I Corps)', 'union', 5, 50, '26.4', 0, 'strength 12'),
  ('terrible-swift-sword', 'bce', '3-3-i', '3/3/I (3rd Brigade, 3rd Division, I Corps)', 'union', 7, 51, '26.4', 0, 'strength 21'),
  ('terrible-swift-sword', 'bce', '1-1-ii', '1/1/II (1st Brigade, 1st Division, II Corps)', 'union', 3, 52, '26.4', 0, 'strength 8'),
  ('terrible-swift-sword', 'bce', '2-1-ii', '2/1/II (2nd Brigade, 1st Division, II Corps)', 'union', 5, 53, '26.4', 0, 'strength 6'),
  ('terrible-swift-sword', 'bce', '3-1-ii', '3/1/II (3rd Brigade, 1st Division, II Corps)', 'union', 7, 54, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', '4-1-ii', '4/1/II (4th Brigade, 1st Division, II Corps)', 'union', 6, 55, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', '1-2-ii', '1/2/II (1st Brigade, 2nd Division, II Corps)', 'union', 6, 56, '26.4', 0, 'strength 12'),
  ('terrible-swift-sword', 'bce', '2-2-ii', '2/2/II (2nd Brigade, 2nd Division, II Corps)', 'union', 5, 57, '26.4', 0, 'strength 11'),
  ('terrible-swift-sword', 'bce', '3-2-ii', '3/2/II (3rd Brigade, 2nd Division, II Corps)', 'union', 5, 58, '26.4', 1, 'strength 1? (last digit lost: OCR ''$/rD'', ''(s/rD''); boxes 5 (5 boxes counted in each copy)'),
  ('terrible-swift-sword', 'bce', '1-3-ii', '1/3/II (1st Brigade, 3rd Division, II Corps)', 'union', 6, 59, '26.4', 0, 'strength 10'),
  ('terrible-swift-sword', 'bce', '2-3-ii', '2/3/II (2nd Brigade, 3rd Division, II Corps)', 'union', 5, 60, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', '3-3-ii', '3/3/II (3rd Brigade, 3rd Division, II Corps)', 'union', 7, 61, '26.4', 0, 'strength 17'),
  ('terrible-swift-sword', 'bce', '1-1-iii', '1/1/III (1st Brigade, 1st Division, III Corps)', 'union', 8, 62, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '2-1-iii', '2/1/III (2nd Brigade, 1st Division, III Corps)', 'union', 10, 63, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '3-1-iii', '3/1/III (3rd Brigade, 1st Division, III Corps)', 'union', 7, 64, '26.4', 0, 'strength 17'),
  ('terrible-swift-sword', 'bce', '1-2-iii', '1/2/III (1st Brigade, 2nd Division, III Corps)', 'union', 8, 65, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '2-2-iii', '2/2/III (2nd Brigade, 2nd Division, III Corps)', 'union', 7, 66, '26.4', 1, 'strength probably 18 (OCR ''(1/rE'''', ''Q/rg''); boxes digit damaged in both copies, read 7 from the 7 boxes counted in each copy'),
  ('terrible-swift-sword', 'bce', '3-2-iii', '3/2/III (3rd Brigade, 2nd Division, III Corps)', 'union', 8, 67, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', '1-1-v', '1/1/V (1st Brigade, 1st Division, V Corps)', 'union', 3, 68, '26.4', 0, 'strength 7'),
  ('terrible-swift-sword', 'bce', '2-1-v', '2/1/V (2nd Brigade, 1st Division, V Corps)', 'union', 4, 69, '26.4', 1, 'strength read 10 (OCR ''(4/ru'', ''g/r0l''); boxes sure'),
  ('terrible-swift-sword', 'bce', '3-1-v', '3/1/V (3rd Brigade, 1st Division, V Corps)', 'union', 8, 70, '26.4', 0, 'strength 13'),
  ('terrible-swift-sword', 'bce', '1-2-v', '1/2/V (1st Brigade, 2nd Division, V Corps)', 'union', 8, 71, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '2-2-v', '2/2/V (2nd Brigade, 2nd Division, V Corps)', 'union', 5, 72, '26.4', 0, 'strength 11'),
  ('terrible-swift-sword', 'bce', '3-2-v', '3/2/V (3rd Brigade, 2nd Division, V Corps)', 'union', 12, 73, '26.4', 1, 'strength 1? (last digit lost: OCR ''(r2/ru'', ''(12/rU''); boxes sure'),
  ('terrible-swift-sword', 'bce', '1-3-v', '1/3/V (1st Brigade, 3rd Division, V Corps)', 'union', 10, 74, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '3-3-v', '3/3/V (3rd Brigade, 3rd Division, V Corps)', 'union', 9, 75, '26.4', 1, 'strength 2? (last digit lost: OCR ''(e/2D'', ''(9/2D''); boxes sure'),
  ('terrible-swift-sword', 'bce', '1-1-vi', '1/1/VI (1st Brigade, 1st Division, VI Corps)', 'union', 8, 76, '26.4', 0, 'strength 16'),
  ('terrible-swift-sword', 'bce', '2-1-vi', '2/1/VI (2nd Brigade, 1st Division, VI Corps)', 'union', 8, 77, '26.4', 0, 'strength 16'),
  ('terrible-swift-sword', 'bce', '3-1-vi', '3/1/VI (3rd Brigade, 1st Division, VI Corps)', 'union', 8, 78, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', '2-2-vi', '2/2/VI (2nd Brigade, 2nd Division, VI Corps)', 'union', 9, 79, '26.4', 1, 'strength probably 19 (OCR ''(9/re)'', ''(e/rq''; e reads as 9 elsewhere); boxes sure'),
  ('terrible-swift-sword', 'bce', '3-2-vi', '3/2/VI (3rd Brigade, 2nd Division, VI Corps)', 'union', 10, 80, '26.4', 0, 'strength 19'),
  ('terrible-swift-sword', 'bce', '1-3-vi', '1/3/VI (1st Brigade, 3rd Division, VI Corps)', 'union', 9, 81, '26.4', 0, 'strength 20'),
  ('terrible-swift-sword', 'bce', '2-3-vi', '2/3/VI (2nd Brigade, 3rd Division, VI Corps)', 'union', 8, 82, '26.4', 0, 'strength 17'),
  ('terrible-swift-sword', 'bce', '3-3-vi', '3/3/VI (3rd Brigade, 3rd Division, VI Corps)', 'union', 8, 83, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '1-1-xi', '1/1/XI (1st Brigade, 1st Division, XI Corps)', 'union', 6, 84, '26.4', 0, 'strength 15'),
  ('terrible-swift-sword', 'bce', '2-1-xi', '2/1/XI (2nd Brigade, 1st Division, XI Corps)', 'union', 5, 85, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', '1-2-xi', '1/2/XI (1st Brigade, 2nd Division, XI Corps)', 'union', 6, 86, '26.4', 1, 'strength read 13 (copies differ: ''(6/19'' vs ''(6/13)''); boxes sure'),
  ('terrible-swift-sword', 'bce', '2-2-xi', '2/2/XI (2nd Brigade, 2nd Division, XI Corps)', 'union', 8, 87, '26.4', 1, 'strength probably 19 (OCR ''(8/1e)'' in both copies); boxes sure'),
  ('terrible-swift-sword', 'bce', '1-3-xi', '1/3/XI (1st Brigade, 3rd Division, XI Corps)', 'union', 7, 88, '26.4', 1, 'strength 1? (last digit lost: OCR ''(7/ru'', ''(7/rg''); boxes sure'),
  ('terrible-swift-sword', 'bce', '2-3-xi', '2/3/XI (2nd Brigade, 3rd Division, XI Corps)', 'union', 7, 89, '26.4', 1, 'strength read 16 (first copy ''(7/16)'', placed by elimination; second copy ''(7/ro''); boxes sure'),
  ('terrible-swift-sword', 'bce', '1-1-xii', '1/1/XII (1st Brigade, 1st Division, XII Corps)', 'union', 8, 90, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '2-1-xii', '2/1/XII (2nd Brigade, 1st Division, XII Corps)', 'union', 8, 91, '26.4', 0, 'strength 16'),
  ('terrible-swift-sword', 'bce', '3-1-xii', '3/1/XII (3rd Brigade, 1st Division, XII Corps)', 'union', 5, 92, '26.4', 1, 'strength read 12 (first copy ''(s/r2)'', placed by elimination; second copy ''(s/rD''); boxes sure'),
  ('terrible-swift-sword', 'bce', '1-2-xii', '1/2/XII (1st Brigade, 2nd Division, XII Corps)', 'union', 8, 93, '26.4', 0, 'strength 18'),
  ('terrible-swift-sword', 'bce', '2-2-xii', '2/2/XII (2nd Brigade, 2nd Division, XII Corps)', 'union', 4, 94, '26.4', 0, 'strength 7'),
  ('terrible-swift-sword', 'bce', '3-2-xii', '3/2/XII (3rd Brigade, 2nd Division, XII Corps)', 'union', 7, 95, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', '1-1-cav', '1/1/Cav (1st Brigade, 1st Division, Cavalry Corps)', 'union', 9, 96, '26.4', 0, 'strength 16'),
  ('terrible-swift-sword', 'bce', '2-1-cav', '2/1/Cav (2nd Brigade, 1st Division, Cavalry Corps)', 'union', 7, 97, '26.4', 0, 'strength 13'),
  ('terrible-swift-sword', 'bce', 'r-1-cav', 'R/1/Cav (Reserve Brigade, 1st Division, Cavalry Corps)', 'union', 9, 98, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', '1-2-cav', '1/2/Cav (1st Brigade, 2nd Division, Cavalry Corps)', 'union', 7, 99, '26.4', 0, 'strength 13'),
  ('terrible-swift-sword', 'bce', '3-2-cav', '3/2/Cav (3rd Brigade, 2nd Division, Cavalry Corps)', 'union', 8, 100, '26.4', 0, 'strength 14'),
  ('terrible-swift-sword', 'bce', '1-3-cav', '1/3/Cav (1st Brigade, 3rd Division, Cavalry Corps)', 'union', 8, 101, '26.4', 0, 'strength 16'),
  ('terrible-swift-sword', 'bce', '2-3-cav', '2/3/Cav (2nd Brigade, 3rd Division, Cavalry Corps)', 'union', 12, 102, '26.4', 1, 'strength read 20 (OCR ''02/20'', ''\r2/2U''); boxes sure');

-- A captured Colonel is worth half a star: 2 1/2 VP (22.11 item 6).  The
-- VP tracks count whole points, so each Colonel puts 2 on the captor's VP
-- and is counted here; every second one puts the two halves on as a
-- whole point, and victory (the ratio) adds a half still pending.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'half-vp', 'Colonels captured', 'counter', 'each', 0, NULL, 0, NULL, 13, '22.11', 0, 'Colonels of that side taken by the enemy, each worth 2 1/2 VP to it: the whole points are on its VP track, and an odd one leaves a half point that the victory ratio counts.');

INSERT INTO loss_effect (game, kind, name, unit, pos, track, whose, per, every, carry, only_side, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'captured-colonel', 'Colonel captured', 'leader', 1, 'vp', 'enemy', 2, NULL, NULL, NULL, '22.11', 0, 'Item 6: half a star, 2 1/2 points; the two whole ones here.'),
  ('terrible-swift-sword', 'captured-colonel', 'Colonel captured', 'leader', 2, 'vp', 'enemy', 1, 2, 'half-vp', NULL, '22.11', 0, 'The halves: counted on half-vp, a whole point at every second Colonel.');
-- ---------------------------------------------------------------------
-- Initial set-ups (28.12, 28.22, 28.32, 28.42).  Where the text places a
-- unit in an area, or by a rule, `hex` holds that area as the text gives
-- it.  In the OCR a B-map hex loses its letter to an 8 ('80705' is
-- B0705); such readings are flagged uncertain with the printed form in
-- the note.  Map C hexes of Little Round Top are printed without their
-- letter (only map C is used there, 28.31).  Corrections of the errata
-- page are applied and said in the note.  Counts of wagons, trains and
-- breastworks are rows of their own.
INSERT OR IGNORE INTO rule_section (game, section, title) VALUES
  ('terrible-swift-sword', '22.12', 'Occupation of hexes and areas'),
  ('terrible-swift-sword', '22.2', 'Lines of Communication'),
  ('terrible-swift-sword', '28.51', 'Initial Deployment (Grand Battle)'),
  ('terrible-swift-sword', '28.54', 'Victory Conditions (Grand Battle)');

-- The First Day (28.12): only Buford's cavalry is on the map.
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'first-day', 'union', '1st Cavalry Division', '1st and 2nd Brigades', 'Map A, east of Herr Ridge, north of the Hagerstown Road', 'dismounted', '28.12', 0, 'All the cavalry starts dismounted.'),
  ('terrible-swift-sword', 'first-day', 'union', '1st Cavalry Division', 'Battery A, 2 US (Tidball, horse artillery)', 'Map A, east of Herr Ridge, north of the Hagerstown Road', NULL, '28.12', 0, NULL),
  ('terrible-swift-sword', 'first-day', 'union', '1st Cavalry Division', 'Buford, Col. Gamble, Col. Devin', 'Map A, east of Herr Ridge, north of the Hagerstown Road', NULL, '28.12', 0, 'The division''s general and its two brigade colonels.'),
  ('terrible-swift-sword', 'first-day', 'union', NULL, 'Supply Wagon x 1', 'Map A, east of Herr Ridge, north of the Hagerstown Road', 'at maximum level, optional rules', '28.12', 0, 'Its level matters only with the optional ammunition rules.'),
  ('terrible-swift-sword', 'first-day', 'confederate', NULL, 'No units on the map', NULL, NULL, '28.12', 0, 'Every Confederate unit comes on as a reinforcement (28.13, 29.0).');

-- The Grand Battle starts from the First Day's set-up (28.51).
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note)
  SELECT game, 'grand-battle', side, formation, unit, hex, status, section, uncertain,
    'The First Day''s set-up (28.51).' || COALESCE(' ' || note, NULL)
  FROM setup WHERE game = 'terrible-swift-sword' AND scenario = 'first-day' ORDER BY rowid;

-- The Second Day (28.22), with the errata's two changes: "excluding
-- Gordon's Brigade" belongs to Early's Division, not Rodes'; and the
-- 11th Miss and the batteries of Alexander's, Eshleman's and Poague's
-- battalions are not yet on the field.
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'second-day', 'confederate', 'II Corps', 'Johnson''s Division', 'anywhere east of Rock Creek and north of the Hanover Road', 'may be in reserve', '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'II Corps', 'Early''s Division (less Smith''s and Gordon''s Brigades)', 'anywhere between the west edge of Gettysburg (exclusive) and Rock Creek; north of hexrow B3400 (exclusive)', NULL, '28.22', 1, 'Hexrow printed "83400": B3400. The errata moves "excluding Gordon''s Brigade" here from Rodes'' Division.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'II Corps', 'Smith''s Brigade (Early)', 'within one hex of B0705', NULL, '28.22', 1, 'Printed "80705": B0705.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'II Corps', 'Rodes'' Division', 'anywhere between the Baltimore Pike (as it runs through Gettysburg) and Seminary Ridge (inclusive); north of hexrow B3300 (exclusive)', NULL, '28.22', 1, 'Hexrow printed "83300": B3300. The exclusion of Gordon''s Brigade printed here belongs to Early''s Division (errata).'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'II Corps', 'Gordon''s Brigade (Early)', 'within two hexes of B1803', NULL, '28.22', 1, 'Printed "81803": B1803. The errata confirms this placement.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'III Corps', 'Heth''s Division (less the 11th Miss)', 'within two hexes of A2513', 'reserve', '28.22', 0, 'The errata: the 11th Miss (4/Heth/III) has not arrived and is not set up.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'III Corps', 'Pender''s Division', 'anywhere west of Seminary Ridge (may be adjacent to it), between the Hagerstown Road and hexrow A/B3900, inclusive', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'III Corps', 'Anderson''s Division', 'anywhere west of Seminary Ridge (may be adjacent to it), between hexrows A/B4000 and A5200, inclusive', NULL, '28.22', 1, 'Printed "A/8,f000": read A/B4000, as the hexrow after Pender''s A/B3900.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'I Corps', 'McLaws'' Division', 'within five hexes of Herr Tavern (A1913)', 'reserve', '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'I Corps', 'Hood''s Division (less Law''s Brigade)', 'within five hexes of Herr Tavern (A1913)', 'reserve', '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Artillery', 'All artillery not listed below', 'with any command of its own division or corps', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Artillery', 'Hardaway Battery (McIntosh''s Battalion, III)', 'B0832', NULL, '28.22', 1, 'Printed "80832": B0832.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Artillery', 'Nelson''s Battalion (II)', 'within two hexes of B2427', NULL, '28.22', 1, 'Printed "82427": B2427.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Artillery', 'Carter''s Battalion (II)', 'within two hexes of B2324', NULL, '28.22', 1, 'Printed "82324": B2324.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Artillery', 'Garnett''s Battalion (III)', 'with Pender''s Division', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Artillery', 'Batteries of Alexander''s, Eshleman''s and Poague''s Battalions', NULL, 'not yet arrived: not set up', '28.22', 0, 'Clarification on the errata page.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Cavalry', '14 Va, 16 Va, 17 Va, 1 Md Bn (Cav)', 'within one hex of B1702', NULL, '28.22', 1, 'Printed "81702": B1702.'),
  ('terrible-swift-sword', 'second-day', 'confederate', NULL, 'Breastwork counters x 10', 'anywhere', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', NULL, 'Supply Wagon x 8', 'anywhere', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', NULL, 'Supply Train x 1', 'anywhere', 'optional rules only', '28.22', 0, 'With the optional ammunition rules (23.3).'),
  ('terrible-swift-sword', 'second-day', 'union', 'I Corps', 'First Division', 'anywhere between Culp''s Hill and Cemetery Hill, north of row B4200', NULL, '28.22', 1, 'Printed "84200": B4200.'),
  ('terrible-swift-sword', 'second-day', 'union', 'I Corps', 'Second Division', 'B4621', 'reserve', '28.22', 1, 'Printed "84621": B4621.'),
  ('terrible-swift-sword', 'second-day', 'union', 'II Corps', 'Second Corps, with the Third Division of I Corps', 'anywhere between hexrows B4500 and B5800, inclusive, east of Cemetery Ridge (may be adjacent to it)', NULL, '28.22', 1, 'Printed "84500" and "85800": B4500 and B5800.'),
  ('terrible-swift-sword', 'second-day', 'union', 'III Corps', 'First Division (less 3/1/III)', 'anywhere in the Wheatfield and Devil''s Den area, but not west of any hex ending in 29', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', 'III Corps', 'Second Division (less 3/2/III)', 'within four hexes of C0127', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', 'XI Corps', 'XI Corps', 'within three hexes of B4222', 'may be in reserve', '28.22', 1, 'Corps printed "IO", hex "84222": read XI Corps and B4222.'),
  ('terrible-swift-sword', 'second-day', 'union', 'XII Corps', 'XII Corps (less the 1st MD ESH Regiment)', 'anywhere between Culp''s Hill (inclusive) and B5310, but not east or northeast of Rock Creek or the Culp''s Hill Trail', NULL, '28.22', 1, 'Corps printed ")ilI", hex "85310": read XII Corps and B5310.'),
  ('terrible-swift-sword', 'second-day', 'union', 'Reserve Artillery', 'Reserve Artillery (less the 1st Volunteer Brigade)', 'within four hexes of C0411', 'reserve', '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', 'Cavalry', '1st Cavalry Division, Brigades 1 and 2, with Battery A, 2 US (HA)', 'anywhere between the Baltimore Pike and the Emmitsburg Road', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', 'Artillery', 'Corps artillery', 'with any unit of its own corps', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', NULL, 'Supply Wagon x 7', 'anywhere', NULL, '28.22', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', NULL, 'Supply Train x 1', 'anywhere', 'optional rules only', '28.22', 0, 'With the optional ammunition rules (23.3).'),
  ('terrible-swift-sword', 'second-day', 'union', NULL, 'Breastwork counters x 20', 'anywhere', NULL, '28.22', 0, NULL);

-- Battle for the Little Round Top (28.32), map C only.  The errata
-- corrects the Union set-up: G, 1 NY and 6F, Me Lt to 0122 (not 0124),
-- and the 63 Penn and 57 Penn, and the 141 Penn and 114 Penn, swap
-- places; the rows below are corrected.  The Union units in reserve are
-- the groups the release timetable of 28.36 frees (schedule above).
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'little-round-top', 'confederate', 'Artillery (I)', 'Alexander''s and Cabell''s Artillery', 'west of Warfield Ridge, north of C1035 (inclusive); may be adjacent to the Ridge', NULL, '28.32', 0, 'Hex printed "1035": map C is the only map used.'),
  ('terrible-swift-sword', 'little-round-top', 'confederate', 'Artillery (I)', 'Henry''s Artillery', 'west of Warfield Ridge, south of C1035; may be adjacent to the Ridge', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'confederate', 'Artillery (I)', 'Eshleman''s Artillery', '0544', 'reserve', '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'confederate', 'McLaws'' Division (I)', 'Barksdale''s and Kershaw''s Brigades', 'west of Warfield Ridge, north of C1035 (inclusive)', 'First Wave', '28.32', 0, 'The rules do not say what the First and Second Wave labels do.'),
  ('terrible-swift-sword', 'little-round-top', 'confederate', 'McLaws'' Division (I)', 'Wofford''s and Semmes'' Brigades; McLaws; Supply Wagon x 1', 'west of Warfield Ridge, north of C1035 (inclusive)', 'Second Wave', '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'confederate', 'Hood''s Division (I)', 'Robertson''s and Law''s Brigades', 'west of Warfield Ridge, south of C1035', 'First Wave', '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'confederate', 'Hood''s Division (I)', 'Anderson''s and Benning''s Brigades; Hood; Supply Wagon x 1', 'west of Warfield Ridge, south of C1035', 'Second Wave', '28.32', 1, 'Benning printed "gsnningte".'),
  ('terrible-swift-sword', 'little-round-top', 'confederate', NULL, 'Longstreet', 'anywhere west of the Southern line', NULL, '28.32', 1, 'Printed "Anlwhere westof Southernline"; which line is meant is not said.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '3/2/III', '3/2/III (Burling), attached to 1/III', '0526', 'reserve', '28.32', 0, 'Released at 1620 (28.36); under Birney''s command here (28.36 item 1). The errata lets the reserve stacks go over the usual reserve stacking limit until released.'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'V Corps', '1/V, Barnes', '0219', 'reserve', '28.32', 0, 'Barnes printed "Bannes". A reserve group with 0218 (28.36).'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'V Corps', '2/V, Ayres', '0707', 'reserve', '28.32', 0, 'Ayres printed "Ayte".'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'V Corps', '3/V, Crawford', '0207', 'reserve', '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', 'V Corps', '3rd Mass and D, 5th US Batteries', '0218', 'reserve', '28.32', 0, 'Released with the 0219 group (28.36).'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'V Corps', 'C, 1st NY; L, 1st Ohio; 5th US Batteries', '1013', 'reserve', '28.32', 1, 'Printed "C, lst IYY; L, lst Ohio; 5th US Batterlec (V)".'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'V Corps', 'Sykes; Supply Wagon x 1', '0508', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', '2/1/III', '1st US Sharpshooters', '0925', NULL, '28.32', 1, 'Brigade printed "Q/l/lll": read 2/1/III.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '1/1/III', '105 Penn', '0130', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', 'Reserve Artillery', 'G, 1st NY Lt and 6F, Me Lt (4th Vol)', '0122', NULL, '28.32', 0, 'Printed 0124; the errata moves them to 0122.'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'Reserve Artillery', '15 NY (1st Vol)', '0123', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', 'Reserve Artillery', '5 Mass Lt (1st Vol)', '0124', NULL, '28.32', 1, 'Printed "SMassI,t": read 5 Mass Lt (S for 5).'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'Reserve Artillery', 'C/F, Pa (1st Vol)', '0125', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', '1/1/III', '68 Penn', '0230', NULL, '28.32', 1, 'Printed "6EPenn": 68 (E for 8).'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'Reserve Artillery', '9 Mass Lt (1st Vol)', '0327', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', 'III Corps', '2 NJ Lt (III); 57 Penn (1/1/III)', '0331', NULL, '28.32', 0, 'Printed with 63 Penn; the errata swaps the 63 and 57 Penn.'),
  ('terrible-swift-sword', 'little-round-top', 'union', 'III Corps', 'E, 1st RI Lt (III); 114 Penn (1/1/III)', '0431', NULL, '28.32', 0, 'Printed with 141 Penn; the errata swaps the 141 and 114 Penn.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '1/1/III', '63 Penn', '0531', NULL, '28.32', 0, 'Printed 57 Penn; swapped by the errata.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '1/1/III', '141 Penn', '0530', NULL, '28.32', 0, 'Printed 114 Penn; swapped by the errata.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '2/1/III', '2 US SS; 3 Maine', '0529', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', 'III Corps', 'D, 1 NY Lt', '0725', NULL, '28.32', 1, 'Printed "D, ll{Ylt (III)".'),
  ('terrible-swift-sword', 'little-round-top', 'union', '3/1/III', '3 Mich', '0830', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', '3/1/III', '5 Mich', '0931', NULL, '28.32', 1, 'Printed "SMtch"; its hex and the next two are interleaved in the OCR and read in order: 5 Mich 0931, 110 Penn 1030, 40 NY 1130.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '3/1/III', '110 Penn', '1030', NULL, '28.32', 1, 'Hex read from interleaved OCR lines.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '3/1/III', '40 NY', '1130', NULL, '28.32', 1, 'Hex read from interleaved OCR lines.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '2/1/III', '17 Maine', '1229', NULL, '28.32', 1, 'Brigade printed "Q/l/llD": read 2/1/III as for the 1st US Sharpshooters; it could be 3/1/III.'),
  ('terrible-swift-sword', 'little-round-top', 'union', '2/1/III', '86 NY', '1329', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', 'III Corps', '4 NY Lt (III); 99 Penn (2/1/III)', '1428', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', '2/1/III', '20 Ind', '1529', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', '2/1/III', '124 NY', '1628', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', '2/1/III', '4 Maine', '1627', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', 'III Corps', 'Birney; Sickles; III Corps HQ', '0726', NULL, '28.32', 0, NULL),
  ('terrible-swift-sword', 'little-round-top', 'union', NULL, 'Supply Wagon x 1', '0724', NULL, '28.32', 0, NULL);

-- The Third Day (28.42).  The Union sets up first (28.41).  The errata
-- adds that Hood's Division sets up with McLaws', a little south of it,
-- no unit south of hexrow 2000.
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'third-day', 'union', 'Artillery', 'All artillery units', 'divided at will between Cemetery Hill and Ridge, and map C northeast of Big Round Top', NULL, '28.42', 0, 'An Artillery Park may be set up near Power''s Hill.'),
  ('terrible-swift-sword', 'third-day', 'union', 'I Corps', 'First Division', 'between Culp''s Hill (inclusive) and Cemetery Hill (exclusive), south of hexrow B4000 (inclusive)', NULL, '28.42', 1, 'Printed "84000": B4000.'),
  ('terrible-swift-sword', 'third-day', 'union', 'I Corps', '1/2/I', 'B4421', 'reserve', '28.42', 1, 'Printed "84421": B4421.'),
  ('terrible-swift-sword', 'third-day', 'union', 'I Corps', '2/2/I', 'B4321', 'reserve', '28.42', 1, 'Printed "84321": B4321.'),
  ('terrible-swift-sword', 'third-day', 'union', 'I Corps', '121 Pa, 142 Pa (1/3/I)', 'B5722', 'reserve', '28.42', 1, 'Printed "l2lPu 142Pc(1/ 3/D" at "85722": B5722.'),
  ('terrible-swift-sword', 'third-day', 'union', 'I Corps', '2/3/I', 'B5722', 'reserve', '28.42', 1, 'Printed "85722": B5722.'),
  ('terrible-swift-sword', 'third-day', 'union', 'I Corps', '3/3/I', 'within one hex of B5926', NULL, '28.42', 1, 'Printed "85926": B5926.'),
  ('terrible-swift-sword', 'third-day', 'union', 'II Corps', 'First Division', 'between hexrows B5900 and C0200, inclusive; east of the Cemetery Ridge line', NULL, '28.42', 1, 'Printed "85900": B5900.'),
  ('terrible-swift-sword', 'third-day', 'union', 'II Corps', 'Second Division', 'between hexrows B5100 and 5700, inclusive; adjacent to Cemetery Ridge', NULL, '28.42', 1, 'Printed "85100-5700": B5100 to B5700.'),
  ('terrible-swift-sword', 'third-day', 'union', 'II Corps', '8 Ohio (1/3/II)', 'B4426', NULL, '28.42', 1, 'Printed "Eohto (l/3/ll): hex 94426": read 8 Ohio (E for 8) and B4426.'),
  ('terrible-swift-sword', 'third-day', 'union', 'II Corps', 'The rest of 1/3/II', 'Cemetery Hill', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'II Corps', '2/3/II and 3/3/II', 'between hexrows B4700 and B5000, inclusive; adjacent to Cemetery Ridge', NULL, '28.42', 1, 'Printed "84700" and "85000".'),
  ('terrible-swift-sword', 'third-day', 'union', 'III Corps', 'III Corps', 'between hexrows C0100 and 0700, in woods adjacent to the Taneytown Road', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'V Corps', 'First Division', 'within three hexes of C0971', NULL, '28.42', 1, 'As printed; the last two digits look high for a hex of map C.'),
  ('terrible-swift-sword', 'third-day', 'union', 'V Corps', 'Second Division', 'within three hexes of C1517', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'V Corps', 'Third Division', 'within four hexes of C1220', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'VI Corps', 'First Division', 'as the First Division of II Corps (1/II)', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'VI Corps', 'Second Division', 'within three hexes of C2016', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'VI Corps', 'Third Division', 'within three hexes of C1217', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'XI Corps', 'First Division', 'B3921, B4020, B4120 and B4219', NULL, '28.42', 1, 'Printed "83921, 84020, 84120 and, 84219".'),
  ('terrible-swift-sword', 'third-day', 'union', 'XI Corps', 'Second and Third Divisions', 'on or adjacent to Cemetery Hill', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'XII Corps', 'XII Corps', 'between Culp''s Hill (inclusive) and B5010, west of the Culp''s Hill Trail (inclusive)', NULL, '28.42', 1, 'Corps printed ")ilI", hex "85010": XII Corps, B5010.'),
  ('terrible-swift-sword', 'third-day', 'union', NULL, 'Supply Wagon x 13', 'anywhere', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', NULL, 'Supply Train x 1', 'anywhere', NULL, '28.42', 0, 'It counts only with the optional ammunition rules (28.44: its level 110).'),
  ('terrible-swift-sword', 'third-day', 'union', NULL, 'Meade', 'anywhere', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', NULL, 'Breastwork counters x 30', 'anywhere', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Artillery', 'Hardaway Battery (McIntosh, III)', 'B0832', NULL, '28.42', 1, 'Printed "80832": B0832.'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Artillery', 'Sumter A and B Batteries (Lane, III)', 'within three hexes of A3403', 'reserve', '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Artillery', '1st Richmond Howitzers (Cabell, I); Madison Lt Arty (Alexander, I); Huger Arty and Arty Blues (Garnett, III)', 'within four hexes of A4106', 'reserve', '28.42', 1, 'The Garnett entries are garbled ("(GarNflkltArtyBlues nettllll)"): read Huger Arty and Arty Blues, both of Garnett''s battalion.'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Artillery', 'Jones'' Artillery Battalion (II)', 'within two hexes of B2323', NULL, '28.42', 1, 'Printed "Jones[I" and "82323".'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Artillery', 'The rest of the artillery', 'with its parent division or corps', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Cavalry', '1 SC Regiment (Hampton); SC (Hart) Battery (Beckham)', 'C0544', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'I Corps', 'Pickett''s Division', 'between hexrows A5100 and 6000, inclusive; west of the ridge running north of the Peach Orchard', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'I Corps', 'McLaws'' Division', 'map C, west of any hex ending in 26 (exclusive)', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'I Corps', 'Hood''s Division', 'with McLaws'' Division, a little to its south; no unit south of hexrow 2000', NULL, '28.42', 0, 'Added by the errata; the printed set-up leaves Hood out.'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'II Corps', 'Johnson''s Division; Daniel''s and O''Neal''s Brigades (Rodes)', 'any hex within one hex of Rock Creek, between B4610 and B3714, inclusive', NULL, '28.42', 1, 'Printed "84610" and "83714".'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'II Corps', 'Early''s Division', 'between Gettysburg (inclusive) and Rock Creek, north of hexrow B3500 (exclusive)', NULL, '28.42', 1, 'Printed "83500".'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'II Corps', 'Iverson''s, Doles'' and Ramseur''s Brigades (Rodes); 1st and 3rd Brigades (Pender, III)', 'any hex of the Sunken Road', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'III Corps', 'Heth''s Division', 'west of Seminary Ridge, between hexrows A4100 and 4800, inclusive', NULL, '28.42', 1, 'Printed "(II)"; Heth''s is a III Corps division everywhere else in the text.'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'III Corps', '2nd and 4th Brigades (Pender)', 'as Heth''s Division, behind it', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'III Corps', 'Mahone''s and Posey''s Brigades (Anderson)', 'west of Seminary Ridge, between hexrow A4000 and the Hagerstown Road', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'III Corps', 'Wilcox''s and Perry''s Brigades (Anderson)', 'west of Seminary Ridge, between hexrows A4900 and 5200, inclusive', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'III Corps', 'Wright''s Brigade (Anderson)', 'within three hexes of A5004', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', NULL, 'Supply Wagon x 10', 'anywhere', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', NULL, 'Supply Train x 1', 'anywhere', NULL, '28.42', 0, 'With no ammunition level of its own (28.44).'),
  ('terrible-swift-sword', 'third-day', 'confederate', NULL, 'Lee', 'anywhere', NULL, '28.42', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', NULL, 'Breastwork counters x 15', 'anywhere', NULL, '28.42', 0, NULL);

-- Starting strengths of the Second Day (28.25): every unit starts at its
-- full strength except these, each a row with status 'strength N' (its
-- strength points at the start) and no hex; leaders already lost are
-- rows with status 'eliminated'.  The errata corrects the Union list's
-- second "2/1/I" to 2/2/I.
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'second-day', 'confederate', 'Hays'' Brigade (Early/II)', '5 La', NULL, 'strength 3', '28.25', 1, 'Printed "sth La": read 5th (s for 5).'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Hays'' Brigade (Early/II)', '6 La', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Hays'' Brigade (Early/II)', '9 La', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Hoke''s Brigade (Early/II)', '6 NC', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Hoke''s Brigade (Early/II)', '21 NC', NULL, 'strength 5', '28.25', 1, 'Printed "2rst NC": read 21st.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Hoke''s Brigade (Early/II)', '57 NC', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Gordon''s Brigade (Early/II)', '26 Ga', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Gordon''s Brigade (Early/II)', '31 Ga', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Gordon''s Brigade (Early/II)', '61 Ga', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Daniel''s Brigade (Rodes/II)', '32 NC', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Daniel''s Brigade (Rodes/II)', '43 NC', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Daniel''s Brigade (Rodes/II)', '45 NC', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Daniel''s Brigade (Rodes/II)', '53 NC', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Daniel''s Brigade (Rodes/II)', '2 NC Bn', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'O''Neal''s Brigade (Rodes/II)', '3 Ala', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'O''Neal''s Brigade (Rodes/II)', '5 Ala', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'O''Neal''s Brigade (Rodes/II)', '6 Ala', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'O''Neal''s Brigade (Rodes/II)', '12 Ala', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'O''Neal''s Brigade (Rodes/II)', '26 Ala', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Iverson''s Brigade (Rodes/II)', '5 NC', NULL, 'strength 2', '28.25', 1, 'Printed "sNC": read 5 NC.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Iverson''s Brigade (Rodes/II)', '12 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Iverson''s Brigade (Rodes/II)', '20 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Iverson''s Brigade (Rodes/II)', '23 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Doles'' Brigade (Rodes/II)', '4 Ga', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Doles'' Brigade (Rodes/II)', '44 Ga', NULL, 'strength 1', '28.25', 1, 'Printed "44cA(D": read (1), as "(D" stands for "(1)" elsewhere in this list.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Ramseur''s Brigade (Rodes/II)', '2 NC', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Ramseur''s Brigade (Rodes/II)', '14 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Heth/III)', '11 NC', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Heth/III)', '26 NC', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Heth/III)', '47 NC', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Heth/III)', '52 NC', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '2nd Brigade (Heth/III)', '47 Va', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '2nd Brigade (Heth/III)', '55 Va', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '3rd Brigade (Heth/III)', '14 Tenn', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Heth/III)', '2 Miss', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Heth/III)', '11 Miss', NULL, 'strength 3', '28.25', 0, 'The errata''s clarification of 28.22 keeps it off the map in this scenario.'),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Heth/III)', '42 Miss', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Heth/III)', '55 NC', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Pender/III)', '1 SC PA', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Pender/III)', '1 SC Rif', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Pender/III)', '12 SC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Pender/III)', '13 SC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '1st Brigade (Pender/III)', '14 SC', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '2nd Brigade (Pender/III)', '7 NC', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '3rd Brigade (Pender/III)', '35 Ga', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '3rd Brigade (Pender/III)', '45 Ga', NULL, 'strength 2', '28.25', 1, 'Printed "45GaQ\": read (2), as "Q" stands for 2 elsewhere in the text.'),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Pender/III)', '16 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Pender/III)', '22 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Pender/III)', '34 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Pender/III)', '13 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'confederate', '4th Brigade (Pender/III)', '38 NC', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/I', '19 Ind', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/I', '24 Mich', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/I', '2 Wis', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/I', '6 Wis', NULL, 'strength 3', '28.25', 1, 'Printed "Swis": S is 5 or 6; read 6 Wis.'),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/I', '7 Wis', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/I', '7 Ind', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/I', '76 NY', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/I', '84 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/I', '95 NY', NULL, 'strength 1', '28.25', 1, 'Printed "9sNY": read 95.'),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/I', '147 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/I', '56 Pa', NULL, 'strength 1', '28.25', 1, 'Printed "56Pa 1)".'),
  ('terrible-swift-sword', 'second-day', 'union', '1/2/I', 'All regiments', NULL, 'strength 1', '28.25', 1, 'Printed "Atl regiments0\.": read (1).'),
  ('terrible-swift-sword', 'second-day', 'union', '2/2/I', '12 Mass', NULL, 'strength 2', '28.25', 1, 'Printed under "2/1/I"; the errata corrects it to 2/2/I.'),
  ('terrible-swift-sword', 'second-day', 'union', '2/2/I', '97 NY', NULL, 'strength 1', '28.25', 1, 'Printed under "2/1/I"; corrected to 2/2/I by the errata.'),
  ('terrible-swift-sword', 'second-day', 'union', '2/2/I', '88 Pa', NULL, 'strength 1', '28.25', 1, 'Printed "(r)": read (1); brigade corrected to 2/2/I by the errata.'),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/I', '80 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/I', '121 Pa', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/I', '142 Pa', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/I', '151 Pa', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/3/I', 'All regiments', NULL, 'strength 1', '28.25', 1, 'Printed "(D": read (1).'),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/XI', '54 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/XI', '68 NY', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/XI', '153 Pa', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/XI', '17 Conn', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/XI', '25 Ohio', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/XI', '75 Ohio', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/1/XI', '107 Ohio', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/2/XI', '134 NY', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/2/XI', '154 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/2/XI', '27 Pa', NULL, 'strength 1', '28.25', 1, 'Printed "(D": read (1).'),
  ('terrible-swift-sword', 'second-day', 'union', '1/2/XI', '73 Pa', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/2/XI', '33 Mass', NULL, 'strength 5', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/2/XI', '55 Ohio', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/2/XI', '73 Ohio', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/XI', '82 Ill', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/XI', '45 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/XI', '157 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/XI', '61 Ohio', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/3/XI', '74 Pa', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/3/XI', '58 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/3/XI', '119 NY', NULL, 'strength 2', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/3/XI', '82 Ohio', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/3/XI', '75 Pa', NULL, 'strength 3', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '2/3/XI', '26 Wis', NULL, 'strength 1', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', '1/1/Cav', '8 Ill', NULL, 'strength 4', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', 'Artillery', 'B, 4 US (I)', NULL, 'strength 5', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', 'Artillery', 'A, 2 US (HA)', NULL, 'strength 5', '28.25', 0, NULL),
  ('terrible-swift-sword', 'second-day', 'union', 'Artillery', 'G, 4 US (XI)', NULL, 'strength 5', '28.25', 1, 'Corps printed "fiI": read XI.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Leaders', 'Pender', NULL, 'eliminated', '28.25', 0, 'Lost before the scenario begins.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Leaders', 'Heth', NULL, 'eliminated', '28.25', 0, 'Lost before the scenario begins.'),
  ('terrible-swift-sword', 'second-day', 'confederate', 'Leaders', 'Archer', NULL, 'eliminated', '28.25', 0, 'Lost before the scenario begins.'),
  ('terrible-swift-sword', 'second-day', 'union', 'Leaders', 'Reynolds (I)', NULL, 'eliminated', '28.25', 0, 'Lost before the scenario begins.'),
  ('terrible-swift-sword', 'second-day', 'union', 'Leaders', 'Paul (I)', NULL, 'eliminated', '28.25', 0, 'Lost before the scenario begins.'),
  ('terrible-swift-sword', 'second-day', 'union', 'Leaders', 'Barlow (XI)', NULL, 'eliminated', '28.25', 0, 'Lost before the scenario begins.');

-- Starting strengths of the Third Day (28.45): divisions and brigades lose
-- the strength points given, spread by the owner (status 'remove N');
-- Heth's and Pender's divisions, the Union I Corps and the Union
-- artillery start as in the Second Day (28.25, copied below).
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'third-day', 'confederate', 'Artillery', 'Carter''s Artillery Battalion', NULL, 'each battery less 1', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'I Corps', 'McLaws'' Division', NULL, 'remove 21', '28.45', 0, 'Strength points taken off the division.'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'I Corps', 'Hood''s Division', NULL, 'remove 21', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'II Corps', 'Early''s Division', NULL, 'remove 15', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'II Corps', 'Johnson''s Division', NULL, 'remove 9', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'II Corps', 'Rodes'' Division', NULL, 'remove 28', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'III Corps', 'Anderson''s Division', NULL, 'remove 10', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'Artillery', 'A, 1 RI Lt (II)', NULL, 'strength 5', '28.45', 1, 'Printed "A, lRILtnI (5)".'),
  ('terrible-swift-sword', 'third-day', 'union', 'Artillery', 'B, 1 RI Lt (II)', NULL, 'strength 4', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'II Corps', '1/II', NULL, 'remove 15', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'II Corps', '2/II', NULL, 'remove 10', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'II Corps', '3/II', NULL, 'remove 10', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'III Corps', '1/III', NULL, 'remove 19', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'III Corps', '2/III', NULL, 'remove 18', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'V Corps', '1/V', NULL, 'remove 7', '28.45', 0, 'Four of the seven from 2/1/V.'),
  ('terrible-swift-sword', 'third-day', 'union', 'V Corps', '2/V', NULL, 'remove 9', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'V Corps', '3/V', NULL, 'remove 1', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'XI Corps', '1/XI', NULL, 'remove 13', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'XI Corps', '2/XI', NULL, 'remove 9', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'XI Corps', '3/XI', NULL, 'remove 15', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'XII Corps', '1/XII', NULL, 'remove 4', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'XII Corps', '2/XII', NULL, 'remove 4', '28.45', 0, NULL);

-- "See Case 28.25": Heth's and Pender's brigades, the Union I Corps and
-- the Union artillery take the Second Day's strengths.
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note)
  SELECT game, 'third-day', side, formation, unit, hex, status, '28.45', uncertain,
    'As in the Second Day (28.25).' || COALESCE(' ' || note, NULL)
  FROM setup WHERE game = 'terrible-swift-sword' AND scenario = 'second-day' AND section = '28.25'
    AND status LIKE 'strength %'
    AND (formation LIKE '%(Heth/III)' OR formation LIKE '%(Pender/III)' OR formation LIKE '%/I'
         OR (side = 'union' AND formation = 'Artillery'))
  ORDER BY rowid;

INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Pender', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Heth', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Archer', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Hood', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Barksdale', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Semmes', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Anderson, G.', NULL, 'eliminated', '28.45', 0, 'G. Anderson, not the division''s R. H. Anderson.'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Robertson, J. J.', NULL, 'eliminated', '28.45', 1, 'Printed "Roberbon,JJ.".'),
  ('terrible-swift-sword', 'third-day', 'confederate', 'Leaders', 'Jones, J.', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'Leaders', 'Reynolds', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'Leaders', 'Paul', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'Leaders', 'Sickles', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'Leaders', 'Graham', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'Leaders', 'Weed', NULL, 'eliminated', '28.45', 0, NULL),
  ('terrible-swift-sword', 'third-day', 'union', 'Leaders', 'Barlow', NULL, 'eliminated', '28.45', 0, NULL);

-- Pickett's Charge is the Third Day with the options of 28.48: the same
-- set-up and strengths.
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note)
  SELECT game, 'picketts-charge', side, formation, unit, hex, status, section, uncertain,
    'The Third Day''s set-up (28.48 plays from it).' || COALESCE(' ' || note, NULL)
  FROM setup WHERE game = 'terrible-swift-sword' AND scenario = 'third-day' ORDER BY rowid;

-- Geographic objectives (22.12, 28.15, 28.26, 28.46, 28.54): VP for
-- holding a place at the scenario's end, judged by the players (each
-- scenario says what holding takes: units in command control, a Line of
-- Communications, 22.2), who record it with `control PLACE SIDE`; the
-- victory ratio adds what each side holds (held_vp).  A place that scores
-- for one side only counts when that side holds it.
-- victory_hex has no uncertain column: damaged readings are said in note.
INSERT INTO victory_hex (game, scenario, hex, name, side, vp, per_turn, start, section, note) VALUES
  ('terrible-swift-sword', 'first-day', 'Cemetery Hill', 'four units in four consecutive hexes', 'confederate', 100, 0, NULL, '28.15', 'At the end, at least four unrouted Confederate combat units in any four consecutive Cemetery Hill hexes, within their officers'' radius and with a Line of Communications to Staging Area 1. Printed "1fi)": read 100.'),
  ('terrible-swift-sword', 'first-day', 'Culp''s Hill', 'four units in four consecutive hexes', 'confederate', 50, 0, NULL, '28.15', 'The same kind of hold as Cemetery Hill, on Culp''s Hill.'),
  ('terrible-swift-sword', 'first-day', 'East of the Seminary-Oak Ridge line, south of hexrow B2700', 'no Confederates there', 'union', 50, 0, NULL, '28.15', 'Scores if, at the end, no Confederate combat unit in command control is east of the Seminary-Oak Ridge line and south of hexrow 2700 of map B.'),
  ('terrible-swift-sword', 'second-day', 'Cemetery Hill', NULL, 'confederate', 100, 0, NULL, '28.26', 'At least one Confederate unit on it and no Union unit. Printed "1(X)": read 100.'),
  ('terrible-swift-sword', 'second-day', 'Little Round Top', NULL, 'confederate', 75, 0, NULL, '28.26', 'At least one Confederate unit on it and no Union unit.'),
  ('terrible-swift-sword', 'second-day', 'Culp''s Hill', NULL, 'confederate', 50, 0, NULL, '28.26', 'At least one Confederate unit on it and no Union unit.'),
  ('terrible-swift-sword', 'second-day', 'Cemetery Hill', NULL, 'union', 50, 0, NULL, '28.26', 'At least one Union unit on it and no Confederate unit.'),
  ('terrible-swift-sword', 'second-day', 'Culp''s Hill', NULL, 'union', 50, 0, NULL, '28.26', 'At least one Union unit on it and no Confederate unit.'),
  ('terrible-swift-sword', 'second-day', 'Little Round Top', NULL, 'union', 50, 0, NULL, '28.26', 'At least one Union unit on it and no Confederate unit.'),
  ('terrible-swift-sword', 'second-day', 'East of the Emmitsburg Road', 'fewer than 1000 Confederates', 'union', 100, 0, NULL, '28.26', 'Scores if fewer than 1000 unrouted Confederate soldiers in command control are east of the Emmitsburg Road at the end. Printed "lfi)" and "10(X)": read 100 VP and 1000 men.'),
  ('terrible-swift-sword', 'grand-battle', 'Culp''s Hill', NULL, NULL, 100, 0, NULL, '28.54', 'To the side holding it at the end: at least one unit there in command control with a Line of Communications to its Commanding General, and no enemy unit there able to do the same.'),
  ('terrible-swift-sword', 'grand-battle', 'Cemetery Hill', NULL, NULL, 200, 0, NULL, '28.54', 'Held as for Culp''s Hill.'),
  ('terrible-swift-sword', 'grand-battle', 'Little Round Top', NULL, NULL, 150, 0, NULL, '28.54', 'Held as for Culp''s Hill.');

-- The Confederate exit (28.26, 28.54): ten VP for each combat unit that
-- leaves through Staging Area 6 with its Line of Communications at the
-- end: `compute exit-vp units=N`, then `track vp.confederate +VP`.
INSERT INTO formula (game, id, name, expr, inputs, track, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'exit-vp', 'Confederate units exited through Staging Area 6', ':units * 10', 'units: Confederate combat units exited through Staging Area 6 that trace their Line of Communications at the end', NULL, '28.26', 0, 'The Second and Third Days (28.26, 28.46) and the Grand Battle (28.54), whose trace runs back to A0632.');

-- The Third Day scores as the Second (28.46).
INSERT INTO victory_hex (game, scenario, hex, name, side, vp, per_turn, start, section, note)
  SELECT game, 'third-day', hex, name, side, vp, per_turn, start, '28.46',
    'As the Second Day (28.26). ' || note
  FROM victory_hex WHERE game = 'terrible-swift-sword' AND scenario = 'second-day' ORDER BY rowid;

-- Little Round Top (28.37): four conditions judged at the end, a Draw if
-- none is met; the loss bump of 28.38 (printed "3090": read 30%).  The
-- ids are numbered so that `victory` lists them in the text's order.
-- Each positional condition is a place the players record as held when
-- they judge it met (`control PLACE SIDE`): the place south of hexrow
-- 0901 held by the Confederate means no unrouted Union unit in command
-- control is there; Little Round Top held by a side means that side's
-- condition on the hill is met.
INSERT INTO victory_condition (game, scenario, id, test, result, winner, hexes, level, mode, checked, section) VALUES
  ('terrible-swift-sword', 'little-round-top', '1-confederate-decisive', 'no unrouted Union unit in command control south of hexrow 0901 (inclusive); record it: control south-of-0901 confederate', 'Confederate Decisive Victory', 'confederate', 'south-of-0901', 'Confederate Decisive Victory', 'any', 'game-end', '28.37'),
  ('terrible-swift-sword', 'little-round-top', '2-confederate-tactical', 'a Confederate unit and no Union unit on Little Round Top, the Confederate with a Line of Communications to Warfield Ridge; record it: control little-round-top confederate', 'Confederate Tactical Victory', 'confederate', 'little-round-top', 'Confederate Tactical Victory', 'any', 'game-end', '28.37'),
  ('terrible-swift-sword', 'little-round-top', '3-union-tactical', 'a Union unit on Little Round Top with a Line of Communications to hex 0117; record it: control little-round-top union', 'Union Tactical Victory', 'union', 'little-round-top', 'Union Tactical Victory', 'any', 'game-end', '28.37'),
  ('terrible-swift-sword', 'little-round-top', '4-union-decisive', 'no unrouted Confederate unit in command control east of any hex ending in 29 (inclusive); record it: control east-of-xx29 union', 'Union Decisive Victory', 'union', 'east-of-xx29', 'Union Decisive Victory', 'any', 'game-end', '28.37'),
  ('terrible-swift-sword', 'little-round-top', '5-draw', 'none of the four conditions met', 'Draw', NULL, NULL, 'Draw', 'any', 'game-end', '28.37'),
  ('terrible-swift-sword', 'little-round-top', '6-losses', 'one side''s losses (casualties and captures) exceed the other''s by 30% or more', 'the side with fewer losses goes one level higher', NULL, NULL, NULL, 'any', 'game-end', '28.38');

-- The levels in order, best for the Confederate first, each with the test
-- of what the players recorded: the first that holds is the result.  The
-- text gives no order between conditions of both sides met at once; the
-- list's order decides (our reading).
INSERT INTO victory_ratio_level (game, scenario, pos, test, level, winner, section, note) VALUES
  ('terrible-swift-sword', 'little-round-top', 1, 'held(''confederate'', ''south-of-0901'')', 'Confederate Decisive Victory', 'confederate', '28.37', NULL),
  ('terrible-swift-sword', 'little-round-top', 2, 'held(''confederate'', ''little-round-top'')', 'Confederate Tactical Victory', 'confederate', '28.37', NULL),
  ('terrible-swift-sword', 'little-round-top', 3, 'NOT held(''union'', ''little-round-top'') AND NOT held(''union'', ''east-of-xx29'')', 'Draw', NULL, '28.37', NULL),
  ('terrible-swift-sword', 'little-round-top', 4, 'NOT held(''union'', ''east-of-xx29'')', 'Union Tactical Victory', 'union', '28.37', NULL),
  ('terrible-swift-sword', 'little-round-top', 5, '1', 'Union Decisive Victory', 'union', '28.37', NULL);

-- 28.38: the side whose losses (casualties and captures, in men) are 30%
-- or more below the other's goes one level higher: a flag read off the
-- tracks while it holds, in this scenario only.  "One higher" is one place
-- along the list above, toward the side's own end (a Draw becomes its
-- Tactical Victory, the other side's Tactical Victory a Draw).
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'fewer-losses.confederate', 'Losses 30% below the Union''s (Confederate)', 'derived', NULL, NULL, NULL, 0, '(:casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union) * 10 >= (:casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate) * 13 AND (:casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union) > (:casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate)', 14, '28.38', 1, 'Printed "3090 or more losses": read 30%. 1 while the Union has lost at least 1.3 times the Confederate''s men (and more than none).'),
  ('terrible-swift-sword', 'fewer-losses.union', 'Losses 30% below the Confederate''s (Union)', 'derived', NULL, NULL, NULL, 0, '(:casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate) * 10 >= (:casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union) * 13 AND (:casualties_confederate + :cavalry_casualties_confederate + :captured_confederate + :cavalry_captured_confederate) > (:casualties_union + :cavalry_casualties_union + :captured_union + :cavalry_captured_union)', 15, '28.38', 1, 'Printed "3090 or more losses": read 30%. 1 while the Confederate has lost at least 1.3 times the Union''s men (and more than none).');
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section) VALUES
  ('terrible-swift-sword', 'fewer-losses.confederate', 'little-round-top', NULL, NULL, 0, '1: the Confederate goes one level higher (28.38)', '28.38'),
  ('terrible-swift-sword', 'fewer-losses.union', 'little-round-top', NULL, NULL, 0, '1: the Union goes one level higher (28.38)', '28.38');
INSERT INTO victory_shift (game, scenario, when_set, by, section, note) VALUES
  ('terrible-swift-sword', 'little-round-top', 'fewer-losses.confederate', -1, '28.38', 'One level toward the Confederate end of the list.'),
  ('terrible-swift-sword', 'little-round-top', 'fewer-losses.union', 1, '28.38', 'One level toward the Union end of the list.');

-- Pickett's Charge (28.48 item 4): the Confederates win by holding any
-- five adjacent Cemetery Ridge hexes, which the players record.  The item
-- gives no other level: short of it no winner is claimed.
INSERT INTO victory_condition (game, scenario, id, test, result, winner, hexes, level, mode, checked, section) VALUES
  ('terrible-swift-sword', 'picketts-charge', 'cemetery-ridge', 'the Confederates hold any five adjacent Cemetery Ridge hexes; record it: control cemetery-ridge confederate', 'Confederate Victory', 'confederate', 'cemetery-ridge', 'Confederate Victory', 'any', 'game-end', '28.48');
INSERT INTO victory_ratio_level (game, scenario, pos, test, level, winner, section, note) VALUES
  ('terrible-swift-sword', 'picketts-charge', 1, 'held(''confederate'', ''cemetery-ridge'')', 'Confederate Victory', 'confederate', '28.48', 'Item 4.'),
  ('terrible-swift-sword', 'picketts-charge', 2, '1', 'No Confederate victory (five adjacent Cemetery Ridge hexes not recorded as held)', NULL, '28.48', 'Item 4 states the Confederate condition only; the text names no level for the Union, so none is claimed.');


-- Brigade Morale Ratings (errata, substituting 14.21): every regiment of
-- a brigade has its brigade's letter, A to E.  Stored as brigade
-- formation rows, the rating in the note.  Read from the errata page,
-- whose columns the OCR interleaves: the Confederate list is mostly
-- clear; the Union list is in scattered pieces (this block: 2/3/I through
-- III Corps; the rest below).
-- Left out as unreadable: Lane's Brigade (2/Pender, printed "Lane0)"),
-- 1/3/I, 3/3/II ("0)"), 2/1/V ("(H,"), 3/1/V ("((.\,"), and 1/2/VI,
-- which the list does not show.  The Union V Corps to cavalry ratings
-- stand on a second garbled block of the errata (below).
-- The errata also rates every HQ and Provost Guard D and every battery C
-- (14.25).  The Union designations are read from garbled text, so every
-- Union row is flagged uncertain.
INSERT INTO formation (game, id, name, side, kind, parent, rating, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'kershaw', 'Kershaw''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'semmes', 'Semmes'' Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'barksdale', 'Barksdale''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'wofford', 'Wofford''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 1, 'Split over two OCR lines: "Wof" and "ford(D)".'),
  ('terrible-swift-sword', 'garnett', 'Garnett''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, 'Printed "Garnet(C)".'),
  ('terrible-swift-sword', 'armistead', 'Armistead''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'kemper', 'Kemper''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, 'Printed "Kempe(C)".'),
  ('terrible-swift-sword', 'law', 'Law''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'anderson-gt', 'Anderson''s Brigade (Hood)', 'confederate', 'brigade', NULL, 'D', '14.21', 0, 'The Anderson listed with Law, Robertson and Benning, not the division.'),
  ('terrible-swift-sword', 'robertson-inf', 'Robertson''s Brigade (infantry)', 'confederate', 'brigade', NULL, 'B', '14.21', 0, NULL),
  ('terrible-swift-sword', 'benning', 'Benning''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'hays', 'Hays'' Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 1, 'Printed "HaystC)": read C.'),
  ('terrible-swift-sword', 'hoke', 'Hoke''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'smith', 'Smith''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'gordon', 'Gordon''s Brigade', 'confederate', 'brigade', NULL, 'B', '14.21', 0, NULL),
  ('terrible-swift-sword', 'steuart', 'Steuart''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'nicholls', 'Nicholls'' Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'stonewall', 'Stonewall Brigade', 'confederate', 'brigade', NULL, 'A', '14.21', 0, NULL),
  ('terrible-swift-sword', 'jones-inf', 'Jones'' Brigade (infantry)', 'confederate', 'brigade', NULL, 'D', '14.21', 0, 'The Jones listed with Steuart, Nicholls and the Stonewall Brigade.'),
  ('terrible-swift-sword', 'daniel', 'Daniel''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'iverson', 'Iverson''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'doles', 'Doles'' Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'ramseur', 'Ramseur''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, 'Printed "Ramseu(C)".'),
  ('terrible-swift-sword', 'oneal', 'O''Neal''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'wilcox', 'Wilcox''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'mahone', 'Mahone''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, 'Printed "Mahone{D}".'),
  ('terrible-swift-sword', 'wright', 'Wright''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, 'Printed "Wrigh(D)".'),
  ('terrible-swift-sword', 'perry', 'Perry''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 1, 'Printed "PerrdD)": read D.'),
  ('terrible-swift-sword', 'posey', 'Posey''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'pettigrew', 'Pettigrew''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'brockenbrough', 'Brockenbrough''s Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 0, NULL),
  ('terrible-swift-sword', 'archer', 'Archer''s Brigade', 'confederate', 'brigade', NULL, 'E', '14.21', 0, 'Printed "Archer{E)".'),
  ('terrible-swift-sword', 'davis', 'Davis'' Brigade', 'confederate', 'brigade', NULL, 'D', '14.21', 1, 'Printed "Davis(Dh": read D.'),
  ('terrible-swift-sword', 'perrin', 'Perrin''s Brigade (1/Pender)', 'confederate', 'brigade', NULL, 'B', '14.21', 0, NULL),
  ('terrible-swift-sword', 'thomas', 'Thomas'' Brigade (3/Pender)', 'confederate', 'brigade', NULL, 'E', '14.21', 0, NULL),
  ('terrible-swift-sword', 'scales', 'Scales'' Brigade (4/Pender)', 'confederate', 'brigade', NULL, 'C', '14.21', 0, NULL),
  ('terrible-swift-sword', 'fitz-lee', 'Fitz Lee''s Brigade', 'confederate', 'brigade', NULL, 'B', '14.21', 0, 'Printed "Fitzf,ee(B)".'),
  ('terrible-swift-sword', 'hampton', 'Hampton''s Brigade', 'confederate', 'brigade', NULL, 'B', '14.21', 0, NULL),
  ('terrible-swift-sword', 'whf-lee', 'W.H.F. Lee''s Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 1, 'Printed "WHFLeetC)": read C.'),
  ('terrible-swift-sword', 'jenkins', 'Jenkins'' Brigade', 'confederate', 'brigade', NULL, 'C', '14.21', 0, 'Printed "Ienkins(C)".'),
  ('terrible-swift-sword', 'robertson-cav', 'Robertson''s Brigade (cavalry)', 'confederate', 'brigade', NULL, 'C', '14.21', 0, 'The Robertson listed among the cavalry brigades.'),
  ('terrible-swift-sword', 'jones-cav', 'Jones'' Brigade (cavalry)', 'confederate', 'brigade', NULL, 'C', '14.21', 0, 'The Jones listed among the cavalry brigades.'),
  ('terrible-swift-sword', 'imboden', 'Imboden''s Command', 'confederate', 'brigade', NULL, 'B', '14.21', 0, NULL),
  ('terrible-swift-sword', 'us-2-3-i', '2/3/I', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "2/3/r{D)".'),
  ('terrible-swift-sword', 'us-3-3-i', '3/3/I', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "3/3lrlDr": read D.'),
  ('terrible-swift-sword', 'us-1-1-ii', '1/1/II', 'union', 'brigade', NULL, 'E', '14.21', 1, 'Printed "r/r/Il(E)".'),
  ('terrible-swift-sword', 'us-2-1-ii', '2/1/II', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "2/r/rr{D)".'),
  ('terrible-swift-sword', 'us-3-1-ii', '3/1/II', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "3/llrrfc": read C.'),
  ('terrible-swift-sword', 'us-4-1-ii', '4/1/II', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "4t | / rl(Dl": read D.'),
  ('terrible-swift-sword', 'us-1-2-ii', '1/2/II', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "| / 2/ tr(c)".'),
  ('terrible-swift-sword', 'us-3-2-ii', '3/2/II', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "3/ 2/ lt(Dr": read D.'),
  ('terrible-swift-sword', 'us-2-3-ii', '2/3/II', 'union', 'brigade', NULL, 'E', '14.21', 1, 'Printed "2/3lI(E)".'),
  ('terrible-swift-sword', 'us-1-1-iii', '1/1/III', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "l/l/ll(D)": the first of the six III Corps entries after the II Corps ones.'),
  ('terrible-swift-sword', 'us-2-1-iii', '2/1/III', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "z/r/rll(C\".'),
  ('terrible-swift-sword', 'us-3-1-iii', '3/1/III', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "3/l/rrr(D)".'),
  ('terrible-swift-sword', 'us-1-2-iii', '1/2/III', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "t/z/rrr(D)".'),
  ('terrible-swift-sword', 'us-2-2-iii', '2/2/III', 'union', 'brigade', NULL, 'E', '14.21', 1, 'Printed "z/zlrrr(E.l".'),
  ('terrible-swift-sword', 'us-3-2-iii', '3/2/III', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "3/2trrr(c)".');

-- The Union Officer Replacement Pool (27.0): brigade generals, by corps,
-- who may replace a Union division officer lost (17.54), from the same
-- corps only; with none left there, a Colonel counter.  One row per
-- corps, the generals in the note as "name (historical command;
-- rating)".  The OCR interleaves this list with the scenario pages; the
-- readings are said in each note.
INSERT INTO formation (game, id, name, side, kind, parent, rating, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'pool-i', 'Officer Replacement Pool: I Corps', 'union', 'officer pool', NULL, NULL, '27.0', 1, 'Meredith (1/1/I; 6-1); Paul (1/2/I; 6-2); Cutler (2/1/I; 6-1); Baxter (2/2/I; 6-1); Rowley (1/3/I; 4-1); Stannard (3/3/I; 6-1). Paul''s name ("Palul") and the order of the 6-1/6-2 ratings of the first three are read from interleaved lines.'),
  ('terrible-swift-sword', 'pool-ii', 'Officer Replacement Pool: II Corps', 'union', 'officer pool', NULL, NULL, '27.0', 1, 'Zook (3/1/II; 6-2); Harrow (1/2/II; 5-1); Webb (2/2/II; 6-1). Each line of the list opens with the rating of the general ending the line before: the stray "6-2);" line is Zook''s, "5-1); Brig. Gen. Webb" gives Harrow''s ("IJartow"), and Webb''s "6-D" is read 6-1.'),
  ('terrible-swift-sword', 'pool-iii', 'Officer Replacement Pool: III Corps', 'union', 'officer pool', NULL, NULL, '27.0', 1, 'Graham (1/1/III; 7-1); Ward (2/1/III; 7-2); Carr (3/2/III; 7-1). Printed "Grrhan" and "Calr".'),
  ('terrible-swift-sword', 'pool-v', 'Officer Replacement Pool: V Corps', 'union', 'officer pool', NULL, NULL, '27.0', 1, 'Weed (3/2/V; 7-2). Printed "Wed".'),
  ('terrible-swift-sword', 'pool-vi', 'Officer Replacement Pool: VI Corps', 'union', 'officer pool', NULL, NULL, '27.0', 1, 'Torbert (1/1/VI; 6-1); Bartlett (2/1/VI; 6-1); Russell (3/1/VI; 6-2); Neill (3/2/VI; 5-1); Shaler (1/3/VI; 6-1); Wheaton (3/1/VI as printed; 6-2). Bartlett''s brigade printed "Q/l/Yl" (read 2); Wheaton''s printed "3/ | /Yl", the same as Russell''s.'),
  ('terrible-swift-sword', 'pool-xi', 'Officer Replacement Pool: XI Corps', 'union', 'officer pool', NULL, NULL, '27.0', 1, 'Ames (2/1/XI; 5-1); Schimmelfennig (1/3/XI; 5-1). The two ratings stand on interleaved lines.'),
  ('terrible-swift-sword', 'pool-xii', 'Officer Replacement Pool: XII Corps', 'union', 'officer pool', NULL, NULL, '27.0', 1, 'Lockwood (2/1/XII; 6-1); Ruger (3/1/XII; 7-2); Kane (2/2/XII; 5-1); Greene (3/2/XII; 6-1). Greene''s brigade printed "0/2/Xrl": read 3.');

-- The rest of the Union Morale Ratings (errata 14.21): the I Corps
-- fragments that the OCR sets one per line, 2/2/II and 1/3/II, and the
-- second block (V, VI, XI and XII Corps and the cavalry), printed among
-- the Designer's Notes.  All are read from garbled text: uncertain.
INSERT INTO formation (game, id, name, side, kind, parent, rating, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'us-1-1-i', '1/1/I', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "l(Dr," in a column of fragments; brigades matched by order.'),
  ('terrible-swift-sword', 'us-2-1-i', '2/1/I', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "lcr,": read C; brigades matched by order.'),
  ('terrible-swift-sword', 'us-1-2-i', '1/2/I', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "t{o,": read D, as the OCR gives O for D elsewhere in this list; brigades matched by order.'),
  ('terrible-swift-sword', 'us-2-2-i', '2/2/I', 'union', 'brigade', NULL, 'E', '14.21', 1, 'Printed "t(E},"; brigades matched by order.'),
  ('terrible-swift-sword', 'us-2-2-ii', '2/2/II', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "2/ 2/ fi{O": read D.'),
  ('terrible-swift-sword', 'us-1-3-ii', '1/3/II', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "| / 3/ ll (O.": read D.'),
  ('terrible-swift-sword', 'us-1-1-v', '1/1/V', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "| /1/v (D)".'),
  ('terrible-swift-sword', 'us-1-2-v', '1/2/V', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "l/2/v(Dr".'),
  ('terrible-swift-sword', 'us-2-2-v', '2/2/V', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "2/2/V" with "(D)" on the next OCR line.'),
  ('terrible-swift-sword', 'us-3-2-v', '3/2/V', 'union', 'brigade', NULL, 'B', '14.21', 1, 'Printed "312lV(B)".'),
  ('terrible-swift-sword', 'us-1-3-v', '1/3/V', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "r/3/V(C)".'),
  ('terrible-swift-sword', 'us-3-3-v', '3/3/V', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "3/3/Y(Dl".'),
  ('terrible-swift-sword', 'us-1-1-vi', '1/1/VI', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "l/l/Vl{c".'),
  ('terrible-swift-sword', 'us-2-1-vi', '2/1/VI', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "zt | / v r(c\".'),
  ('terrible-swift-sword', 'us-3-1-vi', '3/1/VI', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "3/ 1/V (C)" among the VI Corps entries.'),
  ('terrible-swift-sword', 'us-2-2-vi', '2/2/VI', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "2/ 2/ V r(D'',t".'),
  ('terrible-swift-sword', 'us-3-2-vi', '3/2/VI', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "3/ 2/V lrc".'),
  ('terrible-swift-sword', 'us-1-3-vi', '1/3/VI', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "| / 3/ vl(D)".'),
  ('terrible-swift-sword', 'us-2-3-vi', '2/3/VI', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "2/3/vI(D)".'),
  ('terrible-swift-sword', 'us-3-3-vi', '3/3/VI', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "3/3/VI(D)".'),
  ('terrible-swift-sword', 'us-1-1-xi', '1/1/XI', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "r/l/xr(Dr".'),
  ('terrible-swift-sword', 'us-2-1-xi', '2/1/XI', 'union', 'brigade', NULL, 'E', '14.21', 1, 'Printed "z/l/xr (E(".'),
  ('terrible-swift-sword', 'us-1-2-xi', '1/2/XI', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "I /2/X r(D)".'),
  ('terrible-swift-sword', 'us-2-2-xi', '2/2/XI', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "2/ 2/ Xr(D\".'),
  ('terrible-swift-sword', 'us-1-3-xi', '1/3/XI', 'union', 'brigade', NULL, 'E', '14.21', 1, 'Printed "| / 3/Xl(E)".'),
  ('terrible-swift-sword', 'us-2-3-xi', '2/3/XI', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "2/ 3/ Xl(D)".'),
  ('terrible-swift-sword', 'us-1-1-xii', '1/1/XII', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "1/ | /Xr(D\".'),
  ('terrible-swift-sword', 'us-2-1-xii', '2/1/XII', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "2/ | lKfi(q": read C.'),
  ('terrible-swift-sword', 'us-3-1-xii', '3/1/XII', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "3/l/XII(D)".'),
  ('terrible-swift-sword', 'us-1-2-xii', '1/2/XII', 'union', 'brigade', NULL, 'D', '14.21', 1, 'Printed "| / 2/ Xrr(D)".'),
  ('terrible-swift-sword', 'us-2-2-xii', '2/2/XII', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "z/ 2/ XrrrcI": read C.'),
  ('terrible-swift-sword', 'us-3-2-xii', '3/2/XII', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "3/ 2/ Xrl(C)".'),
  ('terrible-swift-sword', 'us-1-1-cav', '1/1/Cav', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "1/ l / Cav(C)".'),
  ('terrible-swift-sword', 'us-2-1-cav', '2/1/Cav', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "2/ | / Ca{C)".'),
  ('terrible-swift-sword', 'us-r-1-cav', 'R/1/Cav (Reserve Brigade)', 'union', 'brigade', NULL, 'B', '14.21', 1, 'Printed "R/ 1/Cav(B)".'),
  ('terrible-swift-sword', 'us-1-2-cav', '1/2/Cav', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "| / 2/ Cav(C)".'),
  ('terrible-swift-sword', 'us-3-2-cav', '3/2/Cav', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "3/ 2/ C av(C)".'),
  ('terrible-swift-sword', 'us-1-3-cav', '1/3/Cav', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "1/ 3/ Cav(C)".'),
  ('terrible-swift-sword', 'us-2-3-cav', '2/3/Cav', 'union', 'brigade', NULL, 'C', '14.21', 1, 'Printed "2/3lCav(C)".');

-- Fire strength (10.13, the Range Effects Chart's rule): each unit's
-- strength, halved where the rules halve it, fractions dropped at each
-- halving, then the range multiple read off the player's own chart (typed
-- as xN: the chart's values are lost in the text, 10.26); the units'
-- totals go to the Fire CRT's column with its shifts (`fire 6@vs-infantry,x4
-- woods`).  Halvings dropping fractions give the same result in any order.
INSERT INTO calculator (game, id, name, tbl, dim, rounding, below, otherwise, minimum, min_rule, section, note) VALUES
  ('terrible-swift-sword', 'fire', 'Fire strength', 'fire-crt', 1, 'floor-each', NULL, NULL, NULL, NULL, '10.26', 'Small arms and artillery are never added together: work out each as its own fire (10.31).');

INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'fire', 'horse-holders', 'Horse holders: dismounted cavalry of 3 or more (optional)', 'add', -1, NULL, NULL, NULL, 1, 'errata', 0, 'Before all other changes.'),
  ('terrible-swift-sword', 'fire', 'prolonge', 'Retiring by prolonge', 'mul', 0.5, NULL, NULL, NULL, 2, '18.81', 0, 'The base strength, before any other reduction.'),
  ('terrible-swift-sword', 'fire', 'vs-infantry', 'Artillery firing at infantry or dismounted cavalry', 'mul', 0.5, NULL, NULL, NULL, 3, '10.26', 0, 'Fractions dropped, before the range multiple (the chart''s own rule).'),
  ('terrible-swift-sword', 'fire', 'pinned-artillery', 'Pinned artillery firing', 'mul', 0.5, NULL, NULL, NULL, 4, '10.82', 0, 'Errata addition.'),
  ('terrible-swift-sword', 'fire', 'overshoot-2', 'Overshooting by two hexes (optional)', 'mul', 0.5, NULL, NULL, NULL, 5, '25.14', 0, 'Before any other adjustment, says 25.14; halvings commute when each drops its fraction.');

-- The Range Effects Chart (10.26): the multiple of a unit's fire strength
-- by its weapon and the range.  Its values are lost in the text (the one
-- readable small-arms row, M: 3x at one hex, 1/2x at two, no fire beyond,
-- is kept as a note, not as cells), so both halves are declared by shape
-- for the players to import from their own chart; until then the fire
-- calculator takes the multiple they read as xN.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'small-arms-range', 'Range Effects Chart: small arms', 'player-aid', 'number', NULL, NULL, NULL, 0, 'The weapon type picks the row, the range in hexes the column: the cell multiplies the fire strength (- : it may not fire that far)', '10.26', 1, 'The text keeps only the M row (3x, 1/2x, -, -) and the column heads; R, C, B, S and P are lost.'),
  ('terrible-swift-sword', 'artillery-range', 'Range Effects Chart: artillery', 'player-aid', 'number', NULL, NULL, NULL, 0, 'The gun type picks the row, the range band the column: the cell multiplies the fire strength, after halving it against infantry', '10.26', 1, 'Column heads 1, 2, 3, 4-11, 12-15, 16-20 as the text prints them; a first row reads "20 hexes, 6x, 4x, 2x..." and the rest is lost.');

INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('terrible-swift-sword', 'small-arms-range', 1, 'range', 'Range (hexes)', 'range', NULL, NULL, 'refuse', 'refuse', 0, '10.26', 'Counting the target''s hex, not the firer''s (10.24).'),
  ('terrible-swift-sword', 'small-arms-range', 2, 'weapon', 'Weapon type', 'section', NULL, NULL, 'refuse', 'refuse', 0, '10.22', NULL),
  ('terrible-swift-sword', 'artillery-range', 1, 'range', 'Range (hexes)', 'range', NULL, NULL, 'refuse', 'refuse', 0, '10.26', NULL),
  ('terrible-swift-sword', 'artillery-range', 2, 'gun', 'Gun type', 'section', NULL, NULL, 'refuse', 'refuse', 0, '10.22', NULL);

INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'small-arms-range', 1, 1, '1', 1, 1, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'small-arms-range', 1, 2, '2', 2, 2, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'small-arms-range', 1, 3, '3', 3, 3, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'small-arms-range', 1, 4, '4', 4, 4, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'small-arms-range', 2, 1, 'R', NULL, NULL, NULL, '10.22', 0, 'Rifle-musket.'),
  ('terrible-swift-sword', 'small-arms-range', 2, 2, 'C', NULL, NULL, NULL, '10.22', 0, 'Breech-loading carbine.'),
  ('terrible-swift-sword', 'small-arms-range', 2, 3, 'B', NULL, NULL, NULL, '10.22', 0, 'Breech-loading rifle.'),
  ('terrible-swift-sword', 'small-arms-range', 2, 4, 'S', NULL, NULL, NULL, '10.22', 0, 'Repeating rifle.'),
  ('terrible-swift-sword', 'small-arms-range', 2, 5, 'P', NULL, NULL, NULL, '10.22', 0, 'Pistols and hand weapons.'),
  ('terrible-swift-sword', 'small-arms-range', 2, 6, 'M', NULL, NULL, NULL, '10.22', 0, 'Smoothbore musket (errata addition).'),
  ('terrible-swift-sword', 'artillery-range', 1, 1, '1', 1, 1, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'artillery-range', 1, 2, '2', 2, 2, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'artillery-range', 1, 3, '3', 3, 3, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'artillery-range', 1, 4, '4-11', 4, 11, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'artillery-range', 1, 5, '12-15', 12, 15, NULL, '10.26', 0, NULL),
  ('terrible-swift-sword', 'artillery-range', 1, 6, '16-20', 16, 20, NULL, '10.26', 1, 'Column head printed "16-20"; beyond 20 no gun fires.'),
  ('terrible-swift-sword', 'artillery-range', 2, 1, 'N', NULL, NULL, NULL, '10.22', 0, '12 lb Napoleons.'),
  ('terrible-swift-sword', 'artillery-range', 2, 2, 'T', NULL, NULL, NULL, '10.22', 0, 'Rifled cannon.'),
  ('terrible-swift-sword', 'artillery-range', 2, 3, 'H', NULL, NULL, NULL, '10.22', 0, 'Howitzers.'),
  ('terrible-swift-sword', 'artillery-range', 2, 4, 'W', NULL, NULL, NULL, '10.22', 0, 'Whitworths.');

-- Melee (13.1-13.5): each side's melee strength, unit by unit, then the
-- attacker's total less the defender's picks the Melee CRT's column
-- (`close 4@charge 3 leader vs 5@reserve terrain`).  A battery counts 1
-- whatever its guns (13.1): type it as 1.
INSERT INTO calculator (game, id, name, tbl, dim, rounding, below, otherwise, minimum, min_rule, versus, section, note) VALUES
  ('terrible-swift-sword', 'close', 'Melee differential', 'melee-crt', 1, 'floor-each', NULL, NULL, NULL, NULL, 1, '13.5', 'Always the attacker''s points less the defender''s, clamped to -4 and +7 by the table.');

INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, at_least, section, uncertain, note) VALUES
  ('terrible-swift-sword', 'close', 'charge', 'Mounted cavalry charging', 'mul', 2, NULL, NULL, NULL, 1, NULL, '18.23', 0, 'The charger routs after the melee (18.24).'),
  ('terrible-swift-sword', 'close', 'mounted-defence', 'Mounted cavalry defending against infantry or a charge', 'mul', 2, NULL, NULL, NULL, 2, NULL, '18.3', 1, '10.16 gives the double against a non-charging mounted attacker too; 18.3 does not. We follow 18.3: name it only when it holds.'),
  ('terrible-swift-sword', 'close', 'reserve', 'In Reserve, defending', 'mul', 0.5, NULL, NULL, NULL, 3, NULL, '8.7', 0, 'Half, rounded down.'),
  ('terrible-swift-sword', 'close', 'routed', 'Routed, defending', 'mul', 0.5, NULL, NULL, NULL, 4, 1, '14.3', 0, 'Half, never less than 1.'),
  ('terrible-swift-sword', 'close', 'leader', 'A leader in the stack', 'total', 1, NULL, NULL, NULL, 5, NULL, '13.4', 0, 'Once for the side, whichever it is.'),
  ('terrible-swift-sword', 'close', 'terrain', 'Every attacker crosses a stream, ridge, stone wall or breastwork hexside', 'total', 1, NULL, NULL, NULL, 6, NULL, '13.3', 0, 'For the defender, +1 at most for terrain; the hex itself counts nothing.');

INSERT INTO command_help (game, command, example, note, section) VALUES
  ('terrible-swift-sword', 'fire', 'fire 7@vs-infantry,x4 woods', 'Fire strength: each firing unit''s points with its own changes after @, each halving dropping its fraction in the rules'' order, then the range multiple read off your Range Effects Chart (x4); small arms and artillery are worked out apart', '10.26'),
  ('terrible-swift-sword', 'close', 'close 4@charge 3 leader vs 5@reserve terrain', 'Melee: each unit''s melee strength with its own modifiers after @, the attacker''s units before vs and the defender''s after it, then what counts once for a side (a leader, the defender''s terrain); the difference picks the Melee CRT''s column, -4 to +7', '13.5');
