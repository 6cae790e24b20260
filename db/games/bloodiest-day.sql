-- Bloodiest Day: Antietam (Spearhead Games, second edition rules of
-- January 8, 1996) -- base rules data.
-- Source: the second-edition rules text with its Player Aid Card part;
-- section numbers are the rulebook's own, duplicates included (two 2.2,
-- 5.3, 8.5, 8.5.5 and 10.2; 7.11 is printed so).  The deployment lists
-- that close the text are cited as 'PAC'.
-- Values (names, numbers, areas, times) come from the rulebook; every
-- reminder, summary and note is written in our own words.
-- Areas are the map's numbered Areas (stored in the `hex` columns).  The
-- map (TEMs, adjacency, Turn Record Track, Impulse Track) and the counters
-- (strengths, MAs) are not in the text and are not here.
-- Turns are 2 hours.  Turns 4-6 carry printed times (1130, 1330, 1530);
-- 1-3 are worked back from them, and turn 7 as the last turn is our
-- reading, not the text's.

-- Game
INSERT INTO game (id, title, tag, publisher, dice, section) VALUES
  ('bloodiest-day', 'Bloodiest Day: Antietam', 'BD', 'Spearhead Games', 'four d6, two blue and two white; DR = two dice added (2d6), dr = one die (1d6)', '1.0');

-- Rule-section index (every heading of the text; a number printed twice
-- gets one row with both titles)
INSERT INTO rule_section (game, section, title) VALUES
  ('bloodiest-day', '1.0', 'Introduction'),
  ('bloodiest-day', '1.1', 'The Map'),
  ('bloodiest-day', '1.2', 'The Playing Pieces'),
  ('bloodiest-day', '1.2.1', 'General Rule'),
  ('bloodiest-day', '1.2.2', 'Combat Units'),
  ('bloodiest-day', '1.2.3', 'Leaders'),
  ('bloodiest-day', '1.2.4', 'Markers'),
  ('bloodiest-day', '1.3', 'Preparing for Play'),
  ('bloodiest-day', '1.4', 'Glossary'),
  ('bloodiest-day', '2.0', 'Special Areas and How to Win'),
  ('bloodiest-day', '2.1', 'General Principle'),
  ('bloodiest-day', '2.2', 'Controlling Special Areas / Determining A Winner'),
  ('bloodiest-day', '2.2.1', 'Areas Marked With a Star / Victory Points'),
  ('bloodiest-day', '2.2.2', 'Areas Marked With a Boxed Star / Relative Victory Levels'),
  ('bloodiest-day', '2.2.3', 'Areas Marked With Two Stars / Victory Levels'),
  ('bloodiest-day', '2.2.4', 'Sharpsburg Area'),
  ('bloodiest-day', '3.0', 'Sequence of Play'),
  ('bloodiest-day', '4.0', 'Reinforcements'),
  ('bloodiest-day', '4.1', 'General Principle'),
  ('bloodiest-day', '4.2', 'Delayed Entry'),
  ('bloodiest-day', '4.3', 'Entering the Map'),
  ('bloodiest-day', '4.4', 'Union VI Corps'),
  ('bloodiest-day', '4.5', 'Confederate A.P. Hill''s Division'),
  ('bloodiest-day', '5.0', 'Leader Activation'),
  ('bloodiest-day', '5.1', 'General Rule'),
  ('bloodiest-day', '5.2', 'Inactive Leaders'),
  ('bloodiest-day', '5.3', 'Activating Confederate Leaders / Activating Union Leaders'),
  ('bloodiest-day', '5.3.1', 'Hooker and Mansfield Initial Activation'),
  ('bloodiest-day', '5.3.2', 'Activation'),
  ('bloodiest-day', '5.3.3', 'McClellan Moving and Activating'),
  ('bloodiest-day', '5.4', 'Deactivating Leaders'),
  ('bloodiest-day', '6.0', 'Unit Activation'),
  ('bloodiest-day', '6.1', 'General Rule'),
  ('bloodiest-day', '6.2', 'Confederate Activation'),
  ('bloodiest-day', '6.3', 'Union Activation'),
  ('bloodiest-day', '7.0', 'Movement'),
  ('bloodiest-day', '7.1', 'General Rule'),
  ('bloodiest-day', '7.11', 'Movement Costs'),
  ('bloodiest-day', '7.2', 'Leader Movement'),
  ('bloodiest-day', '7.2.1', 'Movement Allowance'),
  ('bloodiest-day', '7.2.2', 'Leaders and Enemy-Occupied Areas'),
  ('bloodiest-day', '7.3', 'Mounted Unit Movement'),
  ('bloodiest-day', '7.3.1', 'Definition of Mounted'),
  ('bloodiest-day', '7.3.2', 'Movement Restriction'),
  ('bloodiest-day', '7.3.3', 'Mounted Withdrawal'),
  ('bloodiest-day', '7.4', 'Stacking (More Than One Unit In An Area)'),
  ('bloodiest-day', '7.4.1', 'Stacking Limits'),
  ('bloodiest-day', '7.4.2', 'Limits During Movement'),
  ('bloodiest-day', '7.4.3', 'Opposing Units in the Same Area'),
  ('bloodiest-day', '7.5', 'Entering & Exiting Areas'),
  ('bloodiest-day', '7.5.1', 'Entering Enemy-Occupied Areas'),
  ('bloodiest-day', '7.5.2', 'Attempting to Enter Prohibited Areas'),
  ('bloodiest-day', '7.5.3', 'Mounted Unit Restrictions'),
  ('bloodiest-day', '7.5.4', 'Leaving Enemy-Occupied Areas'),
  ('bloodiest-day', '7.5.5', 'Movement and Assault'),
  ('bloodiest-day', '7.6', 'Spent units'),
  ('bloodiest-day', '7.7', 'Bridges & Fords'),
  ('bloodiest-day', '7.7.1', 'Bridge Capture'),
  ('bloodiest-day', '7.7.2', 'Finding Fords'),
  ('bloodiest-day', '8.0', 'Combat'),
  ('bloodiest-day', '8.1', 'General Principles'),
  ('bloodiest-day', '8.2', 'Combat Types'),
  ('bloodiest-day', '8.3', 'Combat and Movement'),
  ('bloodiest-day', '8.3.1', 'Assault During Movement'),
  ('bloodiest-day', '8.3.2', 'Assault Before Movement'),
  ('bloodiest-day', '8.3.3', 'Volley'),
  ('bloodiest-day', '8.3.4', 'Bombardment'),
  ('bloodiest-day', '8.4', 'Bombardment'),
  ('bloodiest-day', '8.4.1', 'General Rule'),
  ('bloodiest-day', '8.4.2', 'Procedure'),
  ('bloodiest-day', '8.5', 'Assault & Volley / Special Terrain'),
  ('bloodiest-day', '8.5.4', 'Eligibility'),
  ('bloodiest-day', '8.5.5', 'Volley Restrictions / Assault Restrictions'),
  ('bloodiest-day', '8.5.6', 'Artillery in Assault & Volley'),
  ('bloodiest-day', '8.5.7', 'Resolving Assault & Volley'),
  ('bloodiest-day', '8.6', 'Casualty Points (CPs)'),
  ('bloodiest-day', '8.6.1', 'Allocation'),
  ('bloodiest-day', '8.6.2', 'Casualties in Failed Assaults'),
  ('bloodiest-day', '8.6.3', 'Overrun'),
  ('bloodiest-day', '8.6.4', 'Retreats'),
  ('bloodiest-day', '8.6.5', 'Retreat Priorities'),
  ('bloodiest-day', '8.6.6', 'Retreating Off the Map'),
  ('bloodiest-day', '8.7', 'Leader Casualties'),
  ('bloodiest-day', '8.7.1', 'General Rule'),
  ('bloodiest-day', '8.7.2', 'Procedure'),
  ('bloodiest-day', '8.7.3', 'Results'),
  ('bloodiest-day', '8.7.4', 'Hooker and Mansfield'),
  ('bloodiest-day', '9.0', 'Rally'),
  ('bloodiest-day', '9.1', 'Becoming Spent'),
  ('bloodiest-day', '9.2', 'Spent Units Returning to Fresh Status'),
  ('bloodiest-day', '9.3', 'Reorganizing Units'),
  ('bloodiest-day', '10.0', 'Advantage'),
  ('bloodiest-day', '10.1', 'General Rule'),
  ('bloodiest-day', '10.2', 'Initial Advantage / Using the Advantage'),
  ('bloodiest-day', '11.0', 'Bridges & Fords'),
  ('bloodiest-day', '11.1', 'Initial Control'),
  ('bloodiest-day', '11.2', 'Attaining Union Control'),
  ('bloodiest-day', '11.2.1', 'General Rule'),
  ('bloodiest-day', '11.2.2', 'Resolution'),
  ('bloodiest-day', '12.0', 'McClellan Has a Plan (Variant)'),
  ('bloodiest-day', 'PAC', 'Player Aid Card: Deployment and Reinforcements');

-- Sides
INSERT INTO side (game, id, name, pos, section) VALUES
  ('bloodiest-day', 'union', 'Union', 1, '1.0'),
  ('bloodiest-day', 'confederate', 'Confederate', 2, '1.0');
INSERT INTO game_mechanism (game, mechanism) VALUES
  ('bloodiest-day', 'impulse'),
  ('bloodiest-day', 'marker'),
  ('bloodiest-day', 'leaders'),
  ('bloodiest-day', 'losses'),
  ('bloodiest-day', 'control'),
  ('bloodiest-day', 'contest'),
  ('bloodiest-day', 'absorb'),
  ('bloodiest-day', 'relative'),
  ('bloodiest-day', 'messages');
-- The sections the replies of `absorb` and `casualty` cite.
INSERT INTO cite (game, topic, section) VALUES
  ('bloodiest-day', 'absorb.costs', '8.6.1'),
  ('bloodiest-day', 'absorb.overrun', '8.6.3'),
  ('bloodiest-day', 'absorb.leftover', 'PAC'),
  ('bloodiest-day', 'leaders.replacement-casualty', '8.7.4');

INSERT INTO side_alias (game, side, alias) VALUES
  ('bloodiest-day', 'confederate', 'csa'),
  ('bloodiest-day', 'confederate', 'rebel'),
  ('bloodiest-day', 'union', 'usa');

-- Turn track: two-hour turns (1.4)
INSERT INTO turn (game, calendar, n, label, clock, daypart, derived, section, uncertain, note) VALUES
  ('bloodiest-day', 'main', 1, '0530-0730', '0530', 'day', 1, '1.4', 0, 'Turns 1-3: times counted back in 2-hour steps from the printed 1130 of turn 4 (4.4, PAC); the track itself is on the map.'),
  ('bloodiest-day', 'main', 2, '0730-0930', '0730', 'day', 1, '1.4', 0, 'Label worked back from turn 4 (1130) at 2 hours a turn.'),
  ('bloodiest-day', 'main', 3, '0930-1130', '0930', 'day', 1, '1.4', 0, 'Label worked back from turn 4 (1130) at 2 hours a turn.'),
  ('bloodiest-day', 'main', 4, '1130-1330', '1130', 'day', 0, 'PAC', 0, 'Printed: Game Turn 4 (1130 to 1330); 4.4 calls it the 1130 game turn.'),
  ('bloodiest-day', 'main', 5, '1330-1530', '1330', 'day', 0, 'PAC', 0, 'Printed: Turn 5 (1330 to 1530); 4.5 calls it the 1330 turn.'),
  ('bloodiest-day', 'main', 6, '1530-1730', '1530', 'day', 0, 'PAC', 0, 'Printed: Turn 6 (1530 to 1730); 4.5 calls it the 1530 turn.'),
  ('bloodiest-day', 'main', 7, '1730-1930', '1730', 'day', 1, '1.4', 1, 'Last turn not in the text: the Turn Record Track is printed on the map. The text names times for turns 4-6 only, and A.P. Hill comes by turn 6 at the latest; two-hour turns from 0530 need a seventh turn to reach nightfall, which is the digest''s reading. Check the track on your map.');

-- Sequence of play (3.0)
INSERT INTO phase (game, id, seq, parent, name, side, reminder, loop_to, loop_while, action, section, note) VALUES
  ('bloodiest-day', 'lrb', 10, NULL, 'Union Long-Range Bombardment Phase', 'union', 'V Corps guns that show a bracketed strength and stand east of Antietam Creek may shell target areas inside the red line. Each target area takes one shot at most, with no more than one gun in support; shooter and supporter both go Spent. Resolve with `lrb`.', NULL, NULL, NULL, '3.0', '3.0 says a supporting gun adds 1; 8.4.2 and the PAC summary say +2, and the PAC is declared authoritative. The defender gets no artillery bonus here (8.4.2, PAC).'),
  ('bloodiest-day', 'action', 20, NULL, 'Action Phase', NULL, 'The sides take impulses in turn. In an impulse: activate one leader, or have an active leader activate one area, or pass. `next` closes the impulse, `pass` passes. Before anything else in each Union impulse, the Union rolls against the Impulse Track.', NULL, NULL, NULL, '3.0', 'Two passes in a row also end the phase (3.0).'),
  ('bloodiest-day', 'rally', 30, NULL, 'Rally & Reorganization Phase', NULL, NULL, NULL, NULL, NULL, '9.0', 'Phase named in 3.0 item 3; its rules are in 9.0.'),
  ('bloodiest-day', 'rally-units', 31, 'rally', 'Rally', NULL, 'First the Confederates, then the Union, turn every Spent unit back to Fresh; enemy in the area does not stop it.', NULL, NULL, NULL, '9.2', 'The order of the sides comes from 3.0 item 3; 9.1 is about becoming Spent.'),
  ('bloodiest-day', 'reorganize', 32, 'rally', 'Reorganize', NULL, 'An active leader in an area free of enemy units may bring one eliminated unit back, Spent side up, into his area (Union: his own command only). At once a second eliminated unit of that type, whose Spent strength is no lower, leaves play for good, and the leader goes inactive. ANV artillery: Lee only. Evans'' two units can never come back nor be the one removed.', NULL, NULL, NULL, '9.3', 'The Lee and Evans limits are printed in 3.0 item 3, not in 9.3.'),
  ('bloodiest-day', 'replacements', 33, 'rally', 'Replacement Leaders', NULL, 'Replacement leaders waiting in this turn''s box of the Turn Record Track return, inactive side up, to an area holding units of their command.', NULL, NULL, 'leaders-return', '8.7.3', 'Also in 3.0 item 3.'),
  ('bloodiest-day', 'end', 40, NULL, 'End Phase', NULL, 'Move the turn marker on one box and put the impulse marker back on 0. Take off the Leader Wounded markers.', NULL, NULL, NULL, '3.0', 'Removing Leader Wounded markers is our reading: a light wound keeps a leader out only until the turn ends (8.7.2). Leaders do not go inactive because a turn ends (5.4).');

-- Scenario: the text has one battle set-up (the PAC lists) and no scenario list
INSERT INTO scenario (game, id, name, calendar, first_turn, last_turn, pos, summary, section, note) VALUES
  ('bloodiest-day', 'historical', 'The Battle of Antietam', 'main', 1, 7, 1, 'The whole battle in one set-up. The Union opens turn 1; VI Corps may come on from turn 4, A.P. Hill from turn 5 on a roll or turn 6 without one. Victory points decide unless the Union ends holding Sharpsburg or all three double-star areas.', '1.3', 'Last turn uncertain: only the map carries the Turn Record Track; 7 is our reading (see turn 7).');

-- Variant
INSERT INTO rule_option (game, id, name, scenario, section, note) VALUES
  ('bloodiest-day', 'mcclellan-has-a-plan', 'McClellan Has a Plan (Burnside starts Active)', 'historical', '12.0', 'Used only if both players agree. Once Burnside goes inactive he again needs McClellan to reactivate him.');

-- At-start deployment (PAC).  Leaders in capitals as printed (Lee is
-- printed in mixed case).  `hex` is the Area number.
INSERT INTO setup (game, scenario, side, formation, unit, hex, status, section, uncertain, note) VALUES
  ('bloodiest-day', 'historical', 'confederate', 'CAV', 'STUART (CAV)', '3', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'CAV', 'F. Lee a and b', '3', NULL, 'PAC', 0, 'Two demi-brigade counters.'),
  ('bloodiest-day', 'historical', 'confederate', 'CAV', 'Art', '3', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jackson/II', 'Art b', '3', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jackson/II', 'Starke', '28', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jackson/II', 'Jones', '28', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jackson/II', 'Winder', '18', NULL, 'PAC', 1, 'Area 18 is also in the Union at-start list (Gibbon, Art (1/I); Anderson (3/I)), which would leave it contested at the start; one of the two numbers is probably a misprint. Check the map and the counters.'),
  ('bloodiest-day', 'historical', 'confederate', 'Jackson/II', 'Taliaferro', '18', NULL, 'PAC', 1, 'Area 18 is also in the Union at-start list; see Winder.'),
  ('bloodiest-day', 'historical', 'confederate', 'Jackson/II', 'Artillery a', '18', NULL, 'PAC', 1, 'Area 18 is also in the Union at-start list; see Winder.'),
  ('bloodiest-day', 'historical', 'confederate', 'Ewell/II', 'Lawton', '27', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Ewell/II', 'Trimble', '27', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Ewell/II', 'Artillery', '27', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'II', 'JACKSON (II)', '29', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jackson/II', 'Early', '29', NULL, 'PAC', 1, 'Printed as Jackson/II, but these brigades served in Ewell''s division, as did Lawton and Trimble (listed Ewell/II); the counter may read Ewell/II. Check the counter.'),
  ('bloodiest-day', 'historical', 'confederate', 'Jackson/II', 'Hays', '29', NULL, 'PAC', 1, 'Printed as Jackson/II; may be Ewell/II on the counter. See Early.'),
  ('bloodiest-day', 'historical', 'confederate', 'Hood/I', 'Law a and b', '29', NULL, 'PAC', 0, 'Two demi-brigade counters.'),
  ('bloodiest-day', 'historical', 'confederate', 'Hood/I', 'Hood', '29', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'D.H. Hill/II', 'Ripley', '42', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'ANV', 'Art a', '42', NULL, 'PAC', 0, 'Army artillery: only Lee may reorganize it (3.0).'),
  ('bloodiest-day', 'historical', 'confederate', 'D.H. Hill/II', 'Rodes', '41', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'D.H. Hill/II', 'Colquitt', '41', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'D.H. Hill/II', 'Garland', '41', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'D.H. Hill/II', 'Art a', '41', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'D.H. Hill/II', 'Anderson', '40', NULL, 'PAC', 0, 'Printed ''D. H. Hill/II'' (with a space) here.'),
  ('bloodiest-day', 'historical', 'confederate', 'I', 'LONGSTREET (I)', '30', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'ANV', 'Art b', '30', NULL, 'PAC', 0, 'Army artillery: only Lee may reorganize it (3.0).'),
  ('bloodiest-day', 'historical', 'confederate', NULL, 'Evans', '31', NULL, 'PAC', 0, 'No division printed: one of the two independent units under Evans, never reorganized (3.0).'),
  ('bloodiest-day', 'historical', 'confederate', NULL, 'Evans Art', '31', NULL, 'PAC', 0, 'No division printed: one of the two independent units under Evans, never reorganized (3.0).'),
  ('bloodiest-day', 'historical', 'confederate', 'Hood/I', 'Art', '31', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jones/I', 'Pickett', '31', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jones/I', 'G.T. Anderson', '31', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'I', 'Art a and b', '32', NULL, 'PAC', 1, 'Printed as Art a and b (I) between the Area 31 and 32 entries. Each list entry ends with its area number, which gives 32; but a stray semicolon just before the 31 and no separator before Jenkins suggest it may belong to 31.'),
  ('bloodiest-day', 'historical', 'confederate', 'Jones/I', 'Jenkins', '32', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jones/I', 'Kemper', '32', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jones/I', 'Drayton', '32', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jones/I', 'Art', '32', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Jones/I', 'Toombs', '38', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'Walker/I', 'All units of Walker/I', '36', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'CAV', 'Robertson', '34', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'ANV', 'Lee (ANV)', '14', NULL, 'PAC', 0, 'Printed in mixed case, unlike the other leaders.'),
  ('bloodiest-day', 'historical', 'confederate', 'Anderson/I', 'All units of Anderson/I', '8', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'confederate', 'CAV', 'Hampton a and b', '8', NULL, 'PAC', 0, 'Two demi-brigade counters.'),
  ('bloodiest-day', 'historical', 'confederate', 'McLaws/I', 'All units of McLaws/I', '7', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '1/I', 'Phelps', '20', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '1/I', 'Hoffman', '20', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '1/I', 'Patrick', '20', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '1/I', 'Gibbon', '18', NULL, 'PAC', 1, 'Area 18 is also in the Confederate at-start list (Winder, Taliaferro, Artillery a (Jackson/II)), which would leave it contested at the start; one of the two numbers is probably a misprint. Check the map and the counters.'),
  ('bloodiest-day', 'historical', 'union', '1/I', 'Art', '18', NULL, 'PAC', 1, 'Area 18 is also in the Confederate at-start list; see Gibbon.'),
  ('bloodiest-day', 'historical', 'union', '3/I', 'Anderson', '18', NULL, 'PAC', 1, 'Area 18 is also in the Confederate at-start list; see Gibbon.'),
  ('bloodiest-day', 'historical', 'union', 'I', 'HOOKER (I)', '26', NULL, 'PAC', 0, 'Starts Active (5.2, 5.3.1).'),
  ('bloodiest-day', 'historical', 'union', '2/I', 'Art', '26', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '3/I', 'Magilton', '26', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '3/I', 'Art', '26', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '2/I', 'Duryea', '25', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '2/I', 'Christian', '25', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '2/I', 'Hartsuff', '25', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '3/I', 'Seymour', '25', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', 'XII', 'MANSFIELD (XII)', '47', NULL, 'PAC', 0, 'Starts Active (5.2, 5.3.1).'),
  ('bloodiest-day', 'historical', 'union', 'XII', 'All units of XII Corps', '47', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', 'CAV', 'PLEASONTON (CAV)', '71', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', 'CAV', 'All units of Cavalry Division', '71', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '2/II', 'All units of 2/II', '72', NULL, 'PAC', 0, 'Printed as one entry with 3/II: All units of 2/II and 3/II.'),
  ('bloodiest-day', 'historical', 'union', '3/II', 'All units of 3/II', '72', NULL, 'PAC', 0, 'Printed as one entry with 2/II. The fronts of these counters wrongly read 2/II; the backs and the corps badge are right (1.2.2).'),
  ('bloodiest-day', 'historical', 'union', 'AP', 'MCCLELLAN (AP)', '73', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', 'V', 'PORTER (V)', '73', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', 'II', 'SUMNER (II)', '73', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '1/II', 'All units of 1/II', '73', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '2/V', 'All units of 2/V', '74', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', 'V', 'Res Art a', '74', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '1/V', 'All units of 1/V', '75', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', 'V', 'Res Art b', '75', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', 'IX', 'BURNSIDE (IX)', '63', NULL, 'PAC', 0, 'Starts Active only with the McClellan Has a Plan variant (12.0).'),
  ('bloodiest-day', 'historical', 'union', '1/IX', 'All units of 1/IX', '63', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '2/IX', 'All units of 2/IX', '64', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '4/IX', 'All units of 4/IX', '62', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'historical', 'union', '3/IX', 'All units of 3/IX', '61', NULL, 'PAC', 0, NULL);

-- Special areas whose control the players record (2.2.x).  start: the
-- side whose combat units alone are there in the at-start lists.
INSERT INTO place (game, id, name, kind, start, section, uncertain, note) VALUES
  ('bloodiest-day', '1', NULL, 'boxed-star', NULL, '2.2.2', 1, 'On the Union right flank. No unit of either side is listed here at the start, so who holds it is not in the text; the players record it (`control`). Each one the Confederates hold costs the Union 1 on its impulse rolls.'),
  ('bloodiest-day', '21', NULL, 'boxed-star', NULL, '2.2.2', 1, 'On the Union right flank. No unit of either side is listed here at the start, so who holds it is not in the text; the players record it (`control`). Each one the Confederates hold costs the Union 1 on its impulse rolls.'),
  ('bloodiest-day', '29', 'West Woods', 'star', 'confederate', '2.2.1', 0, 'Jackson with Early, Hays, Law and Hood at the start (PAC).'),
  ('bloodiest-day', '41', 'Sunken Road', 'star', 'confederate', '2.2.1', 0, 'Rodes, Colquitt, Garland and D.H. Hill artillery at the start (PAC).'),
  ('bloodiest-day', '42', 'Dunker Church', 'star', 'confederate', '2.2.1', 0, 'Ripley and ANV artillery a at the start (PAC).'),
  ('bloodiest-day', '8', NULL, 'double-star', 'confederate', '2.2.3', 0, 'Anderson/I and Hampton at the start (PAC).'),
  ('bloodiest-day', '10', NULL, 'double-star', NULL, '2.2.3', 0, 'Nobody is listed here at the start, so it begins vacant; it is one of A.P. Hill''s entry areas (4.5).'),
  ('bloodiest-day', '34', NULL, 'double-star', 'confederate', '2.2.3', 0, 'Robertson (CAV) at the start (PAC).'),
  ('bloodiest-day', '14', 'Sharpsburg', 'sharpsburg', NULL, '2.2.4', 0, 'Only Lee starts here; a leader is not a combat unit, so by the 1.4 definition of control neither side holds it at the start.');

-- Schedule
INSERT INTO schedule (game, scenario, turn, phase, side, kind, what, hex, section, uncertain, note) VALUES
  ('bloodiest-day', 'historical', 1, NULL, NULL, 'reminder', 'Areas 1 and 21 (boxed stars): the set-up lists do not say who holds them; enter it with `control`', NULL, '2.2.2', 1, 'Neither area appears in any deployment list; see the map.'),
  ('bloodiest-day', 'historical', 1, 'action', NULL, 'reminder', 'Union has the first impulse this turn (from turn 2 on, the Confederates do)', NULL, '3.0', 0, NULL),
  ('bloodiest-day', 'historical', 1, 'action', 'union', 'reminder', 'Hooker deactivates if no I Corps unit moves or attacks in the first Union impulse', NULL, '5.3.1', 0, NULL),
  ('bloodiest-day', 'historical', 4, 'action', 'union', 'reinforcement', 'VI Corps may enter: Franklin and all VI Corps units, in a friendly impulse, no leader needed; Franklin comes on Active', '72, 74 or 75', '4.4', 0, 'Printed Game Turn 4 (1130 to 1330) on the PAC. Units not brought on may enter on a later turn, in one of these areas only (4.2).'),
  ('bloodiest-day', 'historical', 6, 'action', 'confederate', 'reinforcement', 'A.P. Hill''s Division may enter from this turn if it has not yet, with no roll; it still needs a friendly impulse', '9 or 10', '4.5', 0, 'PAC: Turn 6 (1530 to 1730). Late entry stays allowed on later turns, same areas (4.2).');

-- ===================================================================
-- Play: tracks, impulses, the Advantage, leaders, the rolls of the text,
-- totals-based combat and victory.
-- ===================================================================

INSERT INTO result_code (game, code, meaning, section) VALUES
  ('bloodiest-day', 'Continue', 'The Action Phase goes on after this impulse', '3.0'),
  ('bloodiest-day', 'Last', 'The Action Phase ends when this Union impulse ends', '3.0'),
  ('bloodiest-day', 'Success', 'The bridge is captured or the ford found', '11.2.2'),
  ('bloodiest-day', 'Fail', 'No capture or find; one attempt per impulse', '11.2.1'),
  ('bloodiest-day', 'Light', 'Lightly wounded: inactive for the rest of the turn', '8.7.2'),
  ('bloodiest-day', 'Killed', 'Off the map, replacement later, full VP', '8.7.2'),
  ('bloodiest-day', 'Serious', 'Seriously wounded: off the map, replacement later, half VP', '8.7.2'),
  ('bloodiest-day', 'Eliminated', 'The unit is eliminated', 'PAC'),
  ('bloodiest-day', 'Survives', 'The unit gets through', 'PAC'),
  ('bloodiest-day', 'Spent', 'The unit flips to Spent', '7.3.3'),
  ('bloodiest-day', 'NE', 'No effect', '7.3.3'),
  ('bloodiest-day', 'Early', 'A.P. Hill may enter from this turn (1330)', '4.5'),
  ('bloodiest-day', 'Late', 'A.P. Hill enters no earlier than the 1530 turn', '4.5');

-- Tracks.  The Impulse Track's length is on the map: no upper bound here.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note) VALUES
  ('bloodiest-day', 'impulse', 'Impulse Track', 'counter', NULL, 0, NULL, 0, NULL, 1, '3.0', 0, 'Moves one box at the end of each impulse, not after a free one (10.2). The last box is printed on the map only.'),
  ('bloodiest-day', 'union-impulse-drm', 'Union Impulse DRM', 'derived', NULL, -2, 3, 0, 'held(''union'', ''29,41,42'') - held(''confederate'', ''1,21'')', 2, '2.2.1', 0, '+1 per star area (29, 41, 42) the Union holds, -1 per boxed star (1, 21) the Confederates hold; recomputed from `control`.'),
  ('bloodiest-day', 'vp', 'Victory Points', 'counter', 'each', 0, NULL, 0, NULL, 3, '2.2.1', 0, 'Each side''s own total: enemy units eliminated at their Fresh value, enemy leaders killed or seriously wounded. Union double-star areas are added at the end.'),
  ('bloodiest-day', 'cp', 'Casualty Points Inflicted', 'counter', 'each', 0, NULL, 0, NULL, 4, '2.2.2', 1, 'Kept for the tie-breaker of 2.2.2. The 2nd edition renamed the old casualty points to VP, so the tie-breaker may mean VP; both are kept and the points inflicted break the tie.');

-- The check as a table: 2d6 plus the star-area DRMs against the number on
-- the Impulse Track.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('bloodiest-day', 'impulse-check', 'Union Impulse Check', 'text', 'code', NULL, NULL, NULL, 0, 'Roll 2d6 plus the star-area DRM at the start of a Union impulse; more than the Impulse Track number goes on (n= the number)', '3.0', 0, NULL),
  ('bloodiest-day', 'bridge-ford', 'Bridge & Ford Table', 'text', 'code', NULL, NULL, NULL, 0, 'Roll 2d6 plus the DRMs that apply; more than 7 captures the bridge or finds the ford', '7.7', 0, 'The last DRM is worded for fords; for a bridge 7.7.1 already requires no enemy in the unit''s area.'),
  ('bloodiest-day', 'leader-casualty', 'Leader Casualty', 'text', 'code', NULL, NULL, NULL, 0, 'The owner rolls 2d6 for the leader the enemy picked', '8.7.2', 0, NULL),
  ('bloodiest-day', 'contested-retreat', 'Contested Retreat', 'text', 'code', NULL, NULL, NULL, 0, 'Roll 2d6 for each unit retreating into a contested or enemy area; under the number of enemy combat units there, it is lost (enemy=N)', 'PAC', 0, '8.6.4 forbids entering an enemy-occupied area with no friendly units, but the PAC priority 4 allows it with this roll; the PAC governs.'),
  ('bloodiest-day', 'mounted-withdrawal', 'Mounted Withdrawal', 'text', 'code', NULL, NULL, NULL, 0, 'Roll 1d6 for each mounted unit that withdrew; Union cavalry subtract 1', '7.3.3', 0, 'The -1 is written for Union cavalry; horse artillery is not named, so it is left out.'),
  ('bloodiest-day', 'ap-hill-arrival', 'A.P. Hill Arrival', 'text', 'code', NULL, NULL, NULL, 0, 'The Confederate player rolls 1d6 at the start of the 1330 turn', '4.5', 0, NULL);
-- A unit eliminated on the Mounted Withdrawal roll is 7.3.3's, not the
-- Contested Retreat's (PAC), whose row the game-wide code cites.
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('bloodiest-day', 'Eliminated', 'A Spent unit that withdrew is eliminated', '7.3.3', 'mounted-withdrawal');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('bloodiest-day', 'impulse-check', 1, 'margin', 'Roll minus impulse number', 'range', '2d6', ':roll - :n', 'clamp', 'clamp', 0, '3.0', NULL),
  ('bloodiest-day', 'bridge-ford', 1, 'roll', 'Modified DR', 'dice', '2d6', NULL, 'clamp', 'clamp', 0, '7.7', NULL),
  ('bloodiest-day', 'leader-casualty', 1, 'roll', 'DR', 'dice', '2d6', NULL, 'refuse', 'refuse', 0, '8.7.2', NULL),
  ('bloodiest-day', 'contested-retreat', 1, 'margin', 'Roll minus enemy units', 'range', '2d6', ':roll - :enemy', 'clamp', 'clamp', 0, 'PAC', NULL),
  ('bloodiest-day', 'mounted-withdrawal', 1, 'unit', 'Unit', 'section', NULL, NULL, 'refuse', 'refuse', 0, '7.3.3', NULL),
  ('bloodiest-day', 'mounted-withdrawal', 2, 'roll', 'Modified dr', 'dice', '1d6', NULL, 'clamp', 'clamp', 0, '7.3.3', NULL),
  ('bloodiest-day', 'ap-hill-arrival', 1, 'roll', 'dr', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '4.5', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('bloodiest-day', 'impulse-check', 1, 1, 'DR <= N', -99, 0, NULL, '3.0', 0, NULL),
  ('bloodiest-day', 'impulse-check', 1, 2, 'DR > N', 1, NULL, NULL, '3.0', 0, NULL),
  ('bloodiest-day', 'bridge-ford', 1, 1, '7 or less', -99, 7, NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'bridge-ford', 1, 2, 'over 7', 8, NULL, NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'leader-casualty', 1, 1, 'under 7', 2, 6, NULL, '8.7.2', 0, NULL),
  ('bloodiest-day', 'leader-casualty', 1, 2, '7', 7, 7, NULL, '8.7.2', 0, NULL),
  ('bloodiest-day', 'leader-casualty', 1, 3, 'over 7', 8, 12, NULL, '8.7.2', 0, NULL),
  ('bloodiest-day', 'contested-retreat', 1, 1, 'DR < enemy', -99, -1, NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'contested-retreat', 1, 2, 'DR >= enemy', 0, NULL, NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 1, 1, 'Fresh', NULL, NULL, NULL, '7.3.3', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 1, 2, 'Spent', NULL, NULL, NULL, '7.3.3', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 2, 1, '0-1', -99, 1, NULL, '7.3.3', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 2, 2, '2-6', 2, NULL, NULL, '7.3.3', 0, NULL),
  ('bloodiest-day', 'ap-hill-arrival', 1, 1, '1-2', 1, 2, NULL, '4.5', 0, NULL),
  ('bloodiest-day', 'ap-hill-arrival', 1, 2, '3-6', 3, 6, NULL, '4.5', 0, NULL);
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('bloodiest-day', 'impulse-check', 'DR <= N', 'Last', '3.0', 0, NULL),
  ('bloodiest-day', 'impulse-check', 'DR > N', 'Continue', '3.0', 0, NULL),
  ('bloodiest-day', 'bridge-ford', '7 or less', 'Fail', 'PAC', 0, NULL),
  ('bloodiest-day', 'bridge-ford', 'over 7', 'Success', 'PAC', 0, NULL),
  ('bloodiest-day', 'leader-casualty', 'under 7', 'Light', '8.7.2', 0, NULL),
  ('bloodiest-day', 'leader-casualty', '7', 'Killed', '8.7.2', 0, NULL),
  ('bloodiest-day', 'leader-casualty', 'over 7', 'Serious', '8.7.2', 0, NULL),
  ('bloodiest-day', 'contested-retreat', 'DR < enemy', 'Eliminated', 'PAC', 0, NULL),
  ('bloodiest-day', 'contested-retreat', 'DR >= enemy', 'Survives', 'PAC', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 'Fresh|0-1', 'Spent', '7.3.3', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 'Spent|0-1', 'Eliminated', '7.3.3', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 'Fresh|2-6', 'NE', '7.3.3', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 'Spent|2-6', 'NE', '7.3.3', 0, NULL),
  ('bloodiest-day', 'ap-hill-arrival', '1-2', 'Early', '4.5', 0, NULL),
  ('bloodiest-day', 'ap-hill-arrival', '3-6', 'Late', '4.5', 0, NULL);
INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, section, uncertain, note) VALUES
  ('bloodiest-day', 'impulse-check', 'star-29', 'Union holds area 29 (West Woods)', 'drm', 1, 0, NULL, 'held(''union'', ''29'')', 1, '2.2.1', 0, NULL),
  ('bloodiest-day', 'impulse-check', 'star-41', 'Union holds area 41 (Sunken Road)', 'drm', 1, 0, NULL, 'held(''union'', ''41'')', 2, '2.2.1', 0, NULL),
  ('bloodiest-day', 'impulse-check', 'star-42', 'Union holds area 42 (Dunker Church)', 'drm', 1, 0, NULL, 'held(''union'', ''42'')', 3, '2.2.1', 0, NULL),
  ('bloodiest-day', 'impulse-check', 'boxed-1', 'Confederates hold area 1', 'drm', -1, 0, NULL, 'held(''confederate'', ''1'')', 4, '2.2.2', 0, NULL),
  ('bloodiest-day', 'impulse-check', 'boxed-21', 'Confederates hold area 21', 'drm', -1, 0, NULL, 'held(''confederate'', ''21'')', 5, '2.2.2', 0, NULL),
  ('bloodiest-day', 'bridge-ford', 'fresh-enemy-across', 'Fresh enemy across the bridge or ford', 'drm', -2, 0, 'across', NULL, 1, 'PAC', 0, NULL),
  ('bloodiest-day', 'bridge-ford', 'spent-enemy-across', 'Only Spent enemy across the bridge or ford', 'drm', -1, 0, 'across', NULL, 2, 'PAC', 0, NULL),
  ('bloodiest-day', 'bridge-ford', 'friendly-across', 'Friendly units across the bridge or ford', 'drm', 1, 0, NULL, NULL, 3, 'PAC', 0, 'May apply with an enemy DRM: the table does not exclude it.'),
  ('bloodiest-day', 'bridge-ford', 'no-enemy-here', 'No enemy units in the searching unit''s area', 'drm', 1, 0, NULL, NULL, 4, 'PAC', 0, NULL),
  ('bloodiest-day', 'mounted-withdrawal', 'union-cavalry', 'Union cavalry', 'drm', -1, 1, NULL, NULL, 1, '7.3.3', 0, NULL);

-- 3.0: impulses alternate; the Union goes first on turn 1 only; the Union
-- checks at the start of each of its impulses; two passes end the phase.
INSERT INTO impulse_rule (game, phase, track, first_side, first_turn_side, passes_end, check_side, check_table, ends, section, note) VALUES
  ('bloodiest-day', 'action', 'impulse', 'confederate', 'union', 2, 'union', 'impulse-check', 'Last', '3.0', 'The marker moves once per impulse, at its end: the check only decides whether the phase ends (3.0 says both, which would double the advance). The check is made in every Union impulse, a free one or one the Union then passes included, since the rule names no exception.');

-- 3.0 #2, 5.3: activating an inactive leader is the whole impulse; 5.3.3:
-- a leader an active McClellan activates may still move in it.
UPDATE impulse_rule SET activations = 1, activation_acts = 'led',
  activation_section = '5.3'
  WHERE game = 'bloodiest-day' AND phase = 'action';

-- 4.5: A.P. Hill's die, rolled as turn 5 opens, ahead of the bombardment.
INSERT INTO schedule (game, scenario, turn, phase, side, kind, what, hex, roll, section, uncertain, note) VALUES
  ('bloodiest-day', 'historical', 5, NULL, 'confederate', 'special', 'A.P. Hill''s Division: roll 1d6 to enter in area 9 or 10 this turn (1-2), else from the 1530 turn', NULL, 'ap-hill-arrival', '4.5', 0, NULL);

-- The Advantage (10.x): held by the Confederates at the start, handed to
-- the opponent after each use.
INSERT INTO marker (game, id, name, start, pass_on_use, section, note) VALUES
  ('bloodiest-day', 'advantage', 'Advantage', 'confederate', 1, '10.2', NULL);
INSERT INTO marker_use (game, marker, id, name, side, effect, pos, section, note) VALUES
  ('bloodiest-day', 'advantage', 'reroll', 'Reroll any DR or dr, either side''s', NULL, 'reroll', 1, '10.2', NULL),
  ('bloodiest-day', 'advantage', 'second-area', 'Activate units in a second area by the same leader', NULL, NULL, 2, '10.2', NULL),
  ('bloodiest-day', 'advantage', 'free-impulse', 'Free impulse after a regular one (Impulse Track not moved)', NULL, 'free-impulse', 3, '10.2', NULL),
  ('bloodiest-day', 'advantage', 'deactivate', 'Deactivate an active Union leader, at any time', 'confederate', 'deactivate-leader', 4, '10.2', '5.4 says the enemy player may; 10.2 gives this use to the Confederates only, which is followed.'),
  ('bloodiest-day', 'advantage', 'find-ford', 'Find an undiscovered ford automatically', 'union', NULL, 5, '10.2', '7.7.2 words it as a search without a unit present; 10.2 (no roll) is the more specific and is followed.');

-- Leaders (5.x).  The Confederate leaders activate themselves (5.3);
-- McClellan, Hooker and Mansfield too, other Union leaders need an active
-- McClellan with them (5.3.2).  VP: 2.2.1 and 8.7.3 (half, rounded up).
INSERT INTO leader (game, id, name, side, command, self_activates, activated_by, replacement_self, start, enters_turn, enters_active, vp_killed, vp_wounded, pos, section, uncertain, note) VALUES
  ('bloodiest-day', 'mcclellan', 'McClellan', 'union', 'AP', 1, NULL, 0, 'inactive', NULL, 0, 5, 3, 1, '5.3.2', 0, 'Active at the impulse start, he may activate one more Union leader before he moves (5.3.3).'),
  ('bloodiest-day', 'hooker', 'Hooker', 'union', 'I', 1, NULL, 1, 'active', NULL, 0, 5, 3, 2, '5.3.1', 0, 'Deactivates if no I Corps unit moves or attacks in the first Union impulse of turn 1.'),
  ('bloodiest-day', 'mansfield', 'Mansfield', 'union', 'XII', 1, NULL, 1, 'active', NULL, 0, 5, 3, 3, '5.3.1', 0, NULL),
  ('bloodiest-day', 'sumner', 'Sumner', 'union', 'II', 0, 'mcclellan', 0, 'inactive', NULL, 0, 5, 3, 4, '5.3.2', 0, NULL),
  ('bloodiest-day', 'porter', 'Porter', 'union', 'V', 0, 'mcclellan', 0, 'inactive', NULL, 0, 5, 3, 5, '5.3.2', 0, NULL),
  ('bloodiest-day', 'burnside', 'Burnside', 'union', 'IX', 0, 'mcclellan', 0, 'inactive', NULL, 0, 5, 3, 6, '5.3.2', 0, 'Starts active with the 12.0 variant; still needs McClellan to be activated again.'),
  ('bloodiest-day', 'pleasonton', 'Pleasonton', 'union', 'CAV', 0, 'mcclellan', 0, 'inactive', NULL, 0, 5, 3, 7, '5.3.2', 0, NULL),
  ('bloodiest-day', 'franklin', 'Franklin', 'union', 'VI', 0, 'mcclellan', 0, 'off-map', 4, 1, 5, 3, 8, '4.4', 0, 'Comes on the map active with VI Corps, from turn 4.'),
  ('bloodiest-day', 'lee', 'Lee', 'confederate', 'ANV', 1, NULL, 0, 'inactive', NULL, 0, 10, 5, 9, '5.3', 0, 'Only he may reorganize ANV artillery (3.0).'),
  ('bloodiest-day', 'jackson', 'Jackson', 'confederate', 'II', 1, NULL, 0, 'inactive', NULL, 0, 5, 3, 10, '5.3', 0, NULL),
  ('bloodiest-day', 'longstreet', 'Longstreet', 'confederate', 'I', 1, NULL, 0, 'inactive', NULL, 0, 5, 3, 11, '5.3', 0, NULL),
  ('bloodiest-day', 'stuart', 'Stuart', 'confederate', 'CAV', 1, NULL, 0, 'inactive', NULL, 0, 5, 3, 12, '5.3', 0, NULL);
INSERT INTO leader_start (game, option, leader, start, section) VALUES
  ('bloodiest-day', 'mcclellan-has-a-plan', 'burnside', 'active', '12.0');
INSERT INTO leader_cause (game, id, name, section) VALUES
  ('bloodiest-day', 'reorganize', 'used to reorganize a unit', '5.4'),
  ('bloodiest-day', 'failed-assault', 'in an assault that failed (OT < DT)', '5.4'),
  ('bloodiest-day', 'alone', 'every friendly unit in his area eliminated', '5.4');
INSERT INTO leader_casualty (game, tbl, code, effect, section) VALUES
  ('bloodiest-day', 'leader-casualty', 'Light', 'wounded', '8.7.2'),
  ('bloodiest-day', 'leader-casualty', 'Killed', 'killed', '8.7.3'),
  ('bloodiest-day', 'leader-casualty', 'Serious', 'serious', '8.7.3');

-- Totals-based combat (8.4-8.6 and the PAC's Offensive and Defensive
-- Value charts and Combat Results Summary).  Where the text and the player
-- aid differ, the PAC is used (the 2nd edition says it governs) and the
-- other reading is kept in the note shown with the term.
INSERT INTO contest (game, id, name, dice, attacker, points, tally, help, section, note) VALUES
  ('bloodiest-day', 'lrb', 'Union Long-Range Bombardment', '2d6', 'union', 'Bombardment Points', 'cp', 'A V Corps demi-battalion fires at a marked area; one gun may support', '8.4', NULL),
  ('bloodiest-day', 'bombard', 'Bombardment', '2d6', NULL, 'Casualty Points', 'cp', 'Artillery fires into an adjacent area holding no friendly units', '8.4', NULL),
  ('bloodiest-day', 'assault', 'Assault', '2d6', NULL, 'Casualty Points', 'cp', 'Units in or moving into the enemy''s area attack it', '8.5', NULL),
  ('bloodiest-day', 'volley', 'Volley', '2d6', NULL, 'Casualty Points', 'cp', 'Fresh unmoved infantry or cavalry fire into an adjacent clear area', '8.5.5', NULL);

INSERT INTO contest_input (game, contest, id, name, party, flag, dflt, lo, hi, pos, section) VALUES
  ('bloodiest-day', 'lrb', 'str', 'the firing unit''s parenthesized strength', 'att', 0, NULL, 0, 20, 1, '8.4.2'),
  ('bloodiest-day', 'lrb', 'support', 'one artillery unit supports', 'att', 1, 0, 0, 1, 2, '8.4.2'),
  ('bloodiest-day', 'lrb', 'tem', 'the target area''s normal TEM', 'def', 0, NULL, 1, 4, 3, '3.0'),
  ('bloodiest-day', 'lrb', 'fresh', 'Fresh defending units', 'def', 0, NULL, 0, 30, 4, '8.6.1'),
  ('bloodiest-day', 'lrb', 'spent', 'Spent defending units', 'def', 0, NULL, 0, 30, 5, '8.6.1'),
  ('bloodiest-day', 'bombard', 'str', 'the lead firing artillery unit''s strength', 'att', 0, NULL, 0, 20, 1, 'PAC'),
  ('bloodiest-day', 'bombard', 'guns', 'artillery units firing, the lead included', 'att', 0, 1, 1, 30, 2, 'PAC'),
  ('bloodiest-day', 'bombard', 'leader', 'a Fresh leader with the firing artillery', 'att', 1, 0, 0, 1, 3, 'PAC'),
  ('bloodiest-day', 'bombard', 'dlead', 'the Primary Target''s combat value as it shows now', 'def', 0, NULL, 0, 20, 4, 'PAC'),
  ('bloodiest-day', 'bombard', 'tem', 'the target area''s normal TEM', 'def', 0, NULL, 1, 4, 5, 'PAC'),
  ('bloodiest-day', 'bombard', 'dart', 'another Fresh defending artillery unit is there', 'def', 1, 0, 0, 1, 6, 'PAC'),
  ('bloodiest-day', 'bombard', 'fresh', 'Fresh defending units', 'def', 0, NULL, 0, 30, 7, '8.6.1'),
  ('bloodiest-day', 'bombard', 'spent', 'Spent defending units', 'def', 0, NULL, 0, 30, 8, '8.6.1'),
  ('bloodiest-day', 'assault', 'lead', 'the Lead unit''s combat value', 'att', 0, NULL, 0, 20, 1, 'PAC'),
  ('bloodiest-day', 'assault', 'units', 'attacking units, the Lead included', 'att', 0, 1, 1, 30, 2, 'PAC'),
  ('bloodiest-day', 'assault', 'div', 'infantry/cavalry units of one division attacking', 'att', 0, 0, 0, 30, 3, 'PAC'),
  ('bloodiest-day', 'assault', 'div2', 'infantry/cavalry units of a second division', 'att', 0, 0, 0, 30, 4, 'PAC'),
  ('bloodiest-day', 'assault', 'leader', 'a Fresh leader with the attackers', 'att', 1, 0, 0, 1, 5, 'PAC'),
  ('bloodiest-day', 'assault', 'cav', 'the Lead is cavalry', 'att', 1, 0, 0, 1, 6, '8.5.5'),
  ('bloodiest-day', 'assault', 'dinf', 'defending infantry: 0 none, 1 only Spent, 2 some Fresh', 'def', 0, 0, 0, 2, 7, '8.5.5'),
  ('bloodiest-day', 'assault', 'dlead', 'the defending Lead unit''s combat value', 'def', 0, NULL, 0, 20, 8, 'PAC'),
  ('bloodiest-day', 'assault', 'artonly', 'only artillery defends', 'def', 1, 0, 0, 1, 9, '8.5.6'),
  ('bloodiest-day', 'assault', 'tem', 'the TEM that applies (special if an attacker crossed a creek or the Sunken Road)', 'def', 0, NULL, 1, 4, 10, 'PAC'),
  ('bloodiest-day', 'assault', 'dleader', 'a Fresh leader with the defenders', 'def', 1, 0, 0, 1, 11, 'PAC'),
  ('bloodiest-day', 'assault', 'dart', 'Fresh defending artillery units (not the Lead)', 'def', 0, 0, 0, 30, 12, 'PAC'),
  ('bloodiest-day', 'assault', 'fresh', 'Fresh defending units', 'def', 0, NULL, 0, 30, 13, '8.6.1'),
  ('bloodiest-day', 'assault', 'spent', 'Spent defending units', 'def', 0, NULL, 0, 30, 14, '8.6.1'),
  ('bloodiest-day', 'volley', 'lead', 'the Lead unit''s combat value', 'att', 0, NULL, 0, 20, 1, 'PAC'),
  ('bloodiest-day', 'volley', 'units', 'volleying units, the Lead included', 'att', 0, 1, 1, 30, 2, 'PAC'),
  ('bloodiest-day', 'volley', 'div', 'infantry/cavalry units of one division volleying', 'att', 0, 0, 0, 30, 3, 'PAC'),
  ('bloodiest-day', 'volley', 'div2', 'infantry/cavalry units of a second division', 'att', 0, 0, 0, 30, 4, 'PAC'),
  ('bloodiest-day', 'volley', 'leader', 'a Fresh leader with the attackers', 'att', 1, 0, 0, 1, 5, 'PAC'),
  ('bloodiest-day', 'volley', 'dlead', 'the defending Lead unit''s combat value', 'def', 0, NULL, 0, 20, 6, 'PAC'),
  ('bloodiest-day', 'volley', 'artonly', 'only artillery defends', 'def', 1, 0, 0, 1, 7, '8.5.6'),
  ('bloodiest-day', 'volley', 'dleader', 'a Fresh leader with the defenders', 'def', 1, 0, 0, 1, 8, 'PAC'),
  ('bloodiest-day', 'volley', 'dart', 'Fresh defending artillery units (not the Lead)', 'def', 0, 0, 0, 30, 9, 'PAC'),
  ('bloodiest-day', 'volley', 'fresh', 'Fresh defending units', 'def', 0, NULL, 0, 30, 10, '8.6.1'),
  ('bloodiest-day', 'volley', 'spent', 'Spent defending units', 'def', 0, NULL, 0, 30, 11, '8.6.1');

INSERT INTO contest_term (game, contest, party, pos, name, expr, cond, section, uncertain, note) VALUES
  ('bloodiest-day', 'lrb', 'att', 1, 'Firing demi-battalion, parenthesized strength', ':str', NULL, '8.4.2', 0, NULL),
  ('bloodiest-day', 'lrb', 'att', 2, 'One supporting artillery unit', '2', ':support', 'PAC', 0, 'PAC and 8.4.2: +2. 3.0 reads +1; the PAC governs (2nd edition).'),
  ('bloodiest-day', 'lrb', 'def', 1, 'Twice the area''s normal TEM', '2 * :tem', NULL, '3.0', 0, 'No artillery bonus for the defender in this phase.'),
  ('bloodiest-day', 'bombard', 'att', 1, 'Lead artillery strength', ':str', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'bombard', 'att', 2, 'Each more firing artillery unit, +2', '2 * (:guns - 1)', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'bombard', 'att', 3, 'Fresh leader with the firing artillery', '1', ':leader', 'PAC', 0, 'Only on the PAC; 8.4.2 and the Combat Results Summary leave it out.'),
  ('bloodiest-day', 'bombard', 'def', 1, 'Primary Target''s combat value', ':dlead', NULL, 'PAC', 0, 'PAC Defensive Value chart. 8.4.2 and the Combat Results Summary have no target value (DV = 2 x TEM + artillery): give dlead=0 for that reading.'),
  ('bloodiest-day', 'bombard', 'def', 2, 'Twice the area''s normal TEM', '2 * :tem', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'bombard', 'def', 3, 'Another Fresh defending artillery unit', '1', ':dart', 'PAC', 0, 'PAC: +1 once. 8.4.2: +1 if any Fresh artillery; the Summary: +1 per unit.'),
  ('bloodiest-day', 'assault', 'att', 1, 'Lead unit''s combat value', ':lead', 'NOT :cav OR :dinf = 0', 'PAC', 0, NULL),
  ('bloodiest-day', 'assault', 'att', 2, 'Lead cavalry against only Spent infantry: half, fractions dropped', 'CAST(:lead / 2 AS INTEGER)', ':cav AND :dinf = 1', '8.5.5', 0, NULL),
  ('bloodiest-day', 'assault', 'att', 3, 'Lead cavalry against Fresh infantry: 1', '1', ':cav AND :dinf = 2', '8.5.5', 0, NULL),
  ('bloodiest-day', 'assault', 'att', 4, 'Each more attacking unit, +2', '2 * (:units - 1)', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'assault', 'att', 5, '+1 per 3 units of one division', 'CAST(:div / 3 AS INTEGER) + CAST(:div2 / 3 AS INTEGER)', NULL, 'PAC', 0, 'All of a side''s cavalry count as one division.'),
  ('bloodiest-day', 'assault', 'att', 6, 'Fresh leader involved', '1', ':leader', 'PAC', 0, 'For the Union only the commander of the Lead unit''s corps counts; for the Confederates, any leader.'),
  ('bloodiest-day', 'assault', 'def', 1, 'Lead unit''s combat value', ':dlead', 'NOT :artonly', 'PAC', 0, NULL),
  ('bloodiest-day', 'assault', 'def', 2, 'Only artillery defends: the Lead counts 1', 'CASE WHEN :dlead = 0 THEN 0 ELSE 1 END', ':artonly', '8.5.6', 0, NULL),
  ('bloodiest-day', 'assault', 'def', 3, 'Terrain (TEM)', ':tem', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'assault', 'def', 4, 'Fresh leader involved', '1', ':dleader', 'PAC', 0, 'For the Union only the commander of the Lead unit''s corps counts; for the Confederates, any leader.'),
  ('bloodiest-day', 'assault', 'def', 5, 'Each Fresh defending artillery unit, +1', ':dart', NULL, 'PAC', 0, 'An artillery Lead does not add itself (8.5.6).'),
  ('bloodiest-day', 'volley', 'att', 1, 'Lead unit''s combat value', ':lead', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'volley', 'att', 2, 'Each more volleying unit, +2', '2 * (:units - 1)', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'volley', 'att', 3, '+1 per 3 units of one division', 'CAST(:div / 3 AS INTEGER) + CAST(:div2 / 3 AS INTEGER)', NULL, 'PAC', 0, 'All of a side''s cavalry count as one division.'),
  ('bloodiest-day', 'volley', 'att', 4, 'Fresh leader involved', '1', ':leader', 'PAC', 0, 'For the Union only the commander of the Lead unit''s corps counts; for the Confederates, any leader.'),
  ('bloodiest-day', 'volley', 'def', 1, 'Lead unit''s combat value', ':dlead', 'NOT :artonly', 'PAC', 0, NULL),
  ('bloodiest-day', 'volley', 'def', 2, 'Only artillery defends: the Lead counts 1', 'CASE WHEN :dlead = 0 THEN 0 ELSE 1 END', ':artonly', '8.5.6', 0, NULL),
  ('bloodiest-day', 'volley', 'def', 3, 'Clear terrain, doubled for a volley', '2', NULL, 'PAC', 0, NULL),
  ('bloodiest-day', 'volley', 'def', 4, 'Fresh leader involved', '1', ':dleader', 'PAC', 0, 'For the Union only the commander of the Lead unit''s corps counts; for the Confederates, any leader.'),
  ('bloodiest-day', 'volley', 'def', 5, 'Each Fresh defending artillery unit, +1', ':dart', NULL, 'PAC', 0, 'An artillery Lead does not add itself (8.5.6).');

INSERT INTO contest_outcome (game, contest, grp, pos, cond, label, effect, section, note) VALUES
  ('bloodiest-day', 'lrb', 'result', 1, ':diff > 0', 'Hit', 'the defenders absorb the points, the Primary Target first; all Spent before any retreat', 'PAC', NULL),
  ('bloodiest-day', 'lrb', 'result', 2, ':diff <= 0', 'No effect', NULL, 'PAC', NULL),
  ('bloodiest-day', 'lrb', 'absorb', 1, ':diff > 0 AND :diff > 4 * :fresh + 2 * :spent', 'All defenders eliminated', 'more points than the defenders can absorb', '8.6.3', NULL),
  ('bloodiest-day', 'lrb', 'firers', 1, '1', 'Firer Spent', 'the firing unit and its supporter flip to Spent', '3.0', NULL),
  ('bloodiest-day', 'lrb', 'dleaders', 1, ':def_roll = 2 OR :att_roll = 12', 'Defending leader at risk', 'the Union picks a Confederate leader in the target area: `casualty LEADER`', '8.7.2', NULL),
  ('bloodiest-day', 'bombard', 'result', 1, ':diff > 0', 'Hit', 'the defenders absorb the points, the Primary Target first; all Spent before any retreat', 'PAC', NULL),
  ('bloodiest-day', 'bombard', 'result', 2, ':diff <= 0', 'No effect', NULL, 'PAC', NULL),
  ('bloodiest-day', 'bombard', 'absorb', 1, ':diff > 0 AND :diff > 4 * :fresh + 2 * :spent', 'All defenders eliminated', 'more points than the defenders can absorb', '8.6.3', NULL),
  ('bloodiest-day', 'bombard', 'firers', 1, '1', 'Firers Spent', 'the firing artillery flips to Spent, whatever the result', '8.6.1', NULL),
  ('bloodiest-day', 'bombard', 'dleaders', 1, ':def_roll = 2 OR :att_roll = 12', 'Defending leader at risk', 'the attacker picks a leader in the target area: `casualty LEADER`', '8.7.2', NULL),
  ('bloodiest-day', 'assault', 'result', 1, ':diff > 0', 'Defender hit', 'the defenders absorb the points, the Lead first; attackers Spent unless they Overrun', 'PAC', NULL),
  ('bloodiest-day', 'assault', 'result', 2, ':diff = 0', 'Stand-off', 'all attackers Spent; assaulting units stay in the area; the Lead is not lost', '8.6.2', NULL),
  ('bloodiest-day', 'assault', 'result', 3, ':diff < 0', 'Assault fails', 'the attacking Lead is eliminated, the others Spent and back where they came from; a leader in the assault goes inactive: `deactivate LEADER failed-assault`', '8.6.2', 'The leader''s part is 5.4 (2); the program cannot tell which leader was in the area, so the command names him.'),
  ('bloodiest-day', 'assault', 'overrun', 1, ':diff > 0 AND :diff > 4 * :fresh + 2 * :spent', 'Overrun', 'all defenders eliminated; the attackers stay Fresh and may go on moving and attacking with the MPs they have left', '8.6.3', 'Capacity: 4 per Fresh and 2 per Spent defender (the costs of 8.6.1).'),
  ('bloodiest-day', 'assault', 'overrun', 2, ':diff > 0', 'No Overrun', 'the defenders can absorb the points', '8.6.3', NULL),
  ('bloodiest-day', 'assault', 'leftover', 1, ':diff > 0 AND :diff > 4 * :fresh + 2 * :spent', 'Points left over', 'one of the defender''s Reserve units in the area is eliminated for each point the defenders could not absorb (`absorb` counts them)', 'PAC', 'Overrun item b of the Combat Results Summary; 8.6.3 does not say it, and the text defines no Reserve unit (8.6.1''s second-edition note has results fall on every defender in the area).'),
  ('bloodiest-day', 'assault', 'aleaders', 1, ':att_roll = 2 OR :def_roll = 12', 'Attacking leader at risk', 'the defender picks an attacking leader in the area: `casualty LEADER`', '8.7.2', NULL),
  ('bloodiest-day', 'assault', 'dleaders', 1, ':def_roll = 2 OR :att_roll = 12', 'Defending leader at risk', 'the attacker picks a defending leader in the area: `casualty LEADER`', '8.7.2', NULL),
  ('bloodiest-day', 'volley', 'result', 1, ':diff > 0', 'Defender hit', 'the defenders absorb the points, the Lead first; all volleying units Spent', 'PAC', NULL),
  ('bloodiest-day', 'volley', 'result', 2, ':diff <= 0', 'No effect', 'all volleying units Spent', 'PAC', NULL),
  ('bloodiest-day', 'volley', 'absorb', 1, ':diff > 0 AND :diff > 4 * :fresh + 2 * :spent', 'All defenders eliminated', 'more points than they can absorb; no Overrun: the volleying units neither move nor attack again', 'PAC', '8.6.3 calls it an Overrun without moving on; the PAC says none is possible. Either way the volleyers stop.'),
  ('bloodiest-day', 'volley', 'dleaders', 1, ':def_roll = 2 OR :att_roll = 12', 'Defending leader at risk', 'the attacker picks a defending leader in the target area: `casualty LEADER`', '8.7.2', 'Leaders with the volleying units, in the next area, are not in the combat''s area.');

-- Victory (2.2): each side's own level; the higher level wins by the
-- difference (2.2.2).
INSERT INTO victory_relative (game, scenario, track, tiebreak, tie_min, tie_text, none_text, section, note) VALUES
  ('bloodiest-day', 'historical', 'vp', 'cp', 1, 'marginal victory', 'Everybody loses', '2.2.2', 'Tie at Tactical or better: more casualty points inflicted wins a marginal victory, else a draw. Both below Tactical: nobody wins.');
INSERT INTO victory_level (game, scenario, track, lo, hi, level, winner, rank, section, note) VALUES
  ('bloodiest-day', 'historical', 'vp', NULL, 24, 'Loss', NULL, 0, '2.2.3', 'The 1st edition had under 35; the 2nd edition corrects it to under 25.'),
  ('bloodiest-day', 'historical', 'vp', 25, 35, 'Tactical', NULL, 1, '2.2.3', 'The 2.2.2 example calls a level-1 result Marginal; 2.2.3 names it Tactical, which is used.'),
  ('bloodiest-day', 'historical', 'vp', 36, 50, 'Important', NULL, 2, '2.2.3', NULL),
  ('bloodiest-day', 'historical', 'vp', 51, 75, 'Major', NULL, 3, '2.2.3', NULL),
  ('bloodiest-day', 'historical', 'vp', 76, NULL, 'Decisive', NULL, 4, '2.2.3', NULL);
INSERT INTO victory_hex (game, scenario, hex, name, side, vp, per_turn, start, section, note) VALUES
  ('bloodiest-day', 'historical', '8', 'double star', 'union', 5, 0, 'confederate', '2.2.1', 'Counted at the end, for the Union only.'),
  ('bloodiest-day', 'historical', '10', 'double star', 'union', 5, 0, NULL, '2.2.1', 'Counted at the end, for the Union only.'),
  ('bloodiest-day', 'historical', '34', 'double star', 'union', 5, 0, 'confederate', '2.2.1', 'Counted at the end, for the Union only.');
INSERT INTO victory_condition (game, scenario, id, test, result, winner, hexes, level, mode, checked, section) VALUES
  ('bloodiest-day', 'historical', 'sharpsburg', 'the Union holds Sharpsburg (area 14) at the end', 'Union decisive victory', 'union', '14', 'Decisive', 'any', 'game-end', '2.2.4'),
  ('bloodiest-day', 'historical', 'double-stars', 'the Union holds each of the double-star areas 8, 10 and 34 at the end', 'Union decisive victory', 'union', '8,10,34', 'Decisive', 'all', 'game-end', '2.2.3');

-- 3.0 item 4: the impulse marker goes back to 0 in the End Phase.
INSERT INTO track_step (game, track, phase, action, amount, section) VALUES
  ('bloodiest-day', 'impulse', 'end', 'reset', 0, '3.0');

-- 8.6.1 (PAC Casualty Point Expenditures).
INSERT INTO loss_cost (game, kind, name, cost, section, note) VALUES
  ('bloodiest-day', 'retreat', 'Retreat a Spent unit', 1, 'PAC', 'Only once every unit in the combat is Spent (8.6.1 item 3).'),
  ('bloodiest-day', 'flip', 'Flip a unit to Spent', 2, 'PAC', NULL),
  ('bloodiest-day', 'eliminate-spent', 'Eliminate a Spent unit', 2, 'PAC', 'Not by retreating for 1 and then eliminating for 2 more.'),
  ('bloodiest-day', 'eliminate-fresh', 'Eliminate a Fresh unit', 4, 'PAC', NULL);

-- 7.11 and the PAC Movement & Combat Costs Chart: the cost to enter an
-- area is the highest that applies, never a sum (2nd edition note).
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('bloodiest-day', 'movement-cost', 'Movement Cost to Enter an Area', 'text', 'number', NULL, NULL, NULL, 0, 'MPs to enter: fresh=N and spent=N enemy units there, friendly=N of yours there too, artillery=1 for an empty clear area next to Fresh enemy artillery (friendly and artillery are 0 when left out)', '7.11', 0, 'The first case that holds is the costliest: costs are not added (2nd edition).');
-- Spent enemy sharing the area with friendly units costs 1, not 2 (the PAC
-- chart's "any other type of area, including ..."): the player says so.
UPDATE lookup_table SET defaults = 'friendly=0,artillery=0'
  WHERE game = 'bloodiest-day' AND id = 'movement-cost';
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('bloodiest-day', 'movement-cost', 1, 'area', 'Area entered', 'case', NULL, NULL, 'refuse', 'refuse', 0, '7.11', NULL);
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('bloodiest-day', 'movement-cost', 1, 1, 'Fresh enemy there', NULL, NULL, ':fresh > 0', 'PAC', 0, 'Even with friendly units there too.'),
  ('bloodiest-day', 'movement-cost', 1, 2, 'Only Spent enemy there', NULL, NULL, ':spent > 0 AND :friendly = 0', 'PAC', 0, 'With friendly units there too it is any other area (1 MP).'),
  ('bloodiest-day', 'movement-cost', 1, 3, 'Clear, by Fresh enemy guns', NULL, NULL, ':artillery > 0', 'PAC', 0, NULL),
  ('bloodiest-day', 'movement-cost', 1, 4, 'Any other area', NULL, NULL, '1', 'PAC', 0, 'Includes one holding Spent enemy and friendly units.');
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('bloodiest-day', 'movement-cost', 'Fresh enemy there', '3', 'PAC', 0, NULL),
  ('bloodiest-day', 'movement-cost', 'Only Spent enemy there', '2', 'PAC', 0, NULL),
  ('bloodiest-day', 'movement-cost', 'Clear, by Fresh enemy guns', '2', 'PAC', 0, NULL),
  ('bloodiest-day', 'movement-cost', 'Any other area', '1', 'PAC', 0, NULL);

-- Help in this game's terms (command_help): an example that runs here and
-- a note, in our words, on how these rules bear on the command.
INSERT INTO command_help (game, command, example, note, section) VALUES
  ('bloodiest-day', 'new', 'new bloodiest historical +mcclellan-has-a-plan', 'The text has one set-up, the whole battle; the McClellan Has a Plan variant, if both players agree, starts Burnside active', '12.0'),
  ('bloodiest-day', 'lookup', 'lookup bridge-ford roll=8', 'Capturing a bridge or finding a ford: more than 7 on 2d6, with the modifiers that apply, succeeds', '11.2.2'),
  ('bloodiest-day', 'control', 'control 41 union', 'An area is held by the side whose combat units alone are in it. Each star area the Union holds adds 1 to its impulse rolls, each boxed star the Confederates hold takes 1 off; at the end Sharpsburg, or all three double stars, win the Union a decisive victory, and each double star it holds is worth 5 VP', '2.2'),
  ('bloodiest-day', 'impulse', 'impulse ?', 'In each Union impulse, before anything else, the Union rolls 2d6 with its star-area modifiers: at or under the number on the Impulse Track, the Action Phase ends with this impulse. The Confederates never roll', '3.0'),
  ('bloodiest-day', 'pass', 'pass', 'A pass by each side, one after the other, ends the Action Phase', '3.0'),
  ('bloodiest-day', 'use', 'use deactivate Hooker', 'The Advantage is used once, then handed to the other side: a reroll, units in a second area, or a free impulse that does not move the Impulse Track; only the Confederates may spend it to deactivate an active Union leader, only the Union to find a ford', '10.2'),
  ('bloodiest-day', 'activate', 'activate Sumner', 'Confederate leaders, and McClellan, Hooker and Mansfield, activate on their own in any friendly impulse; every other Union leader needs McClellan active and in his area', '5.3.2'),
  ('bloodiest-day', 'deactivate', 'deactivate Hooker failed-assault', 'A leader goes inactive when used to reorganize, when he is in an assault that fails, when every friendly unit in his area is eliminated, or when the enemy spends the Advantage on him; never just because an impulse or a turn ends', '5.4'),
  ('bloodiest-day', 'casualty', 'casualty Hooker roll=7', 'A lightly wounded leader is inactive for the rest of the turn; a killed or seriously wounded one leaves the map, the enemy scores his victory points (half, rounded up, for a wound), and his replacement comes back, inactive, in the Rally Phase', '8.7'),
  ('bloodiest-day', 'combat', 'assault lead=3 units=3 div=3 leader dlead=2 tem=2', 'No odds table: each side adds its Lead unit''s combat value, the modifiers of the value charts and a 2d6 roll, and the totals are compared on the Combat Results Summary', '8.5.7'),
  ('bloodiest-day', 'absorb', 'absorb 5 fresh=2 spent=1', 'The Lead unit takes the first point and the owner spreads the rest over the units in the combat; every unit on the side must be Spent before any of them retreats, and the stack takes at least what the result calls for', '8.6.1'),
  ('bloodiest-day', 'eliminated', 'eliminated union Phelps 4', 'Each side scores the printed Fresh value of every enemy unit eliminated, for good or still in the Previously Eliminated box', '2.2.1'),
  ('bloodiest-day', 'reorganize', 'reorganize union Phelps Hooker', 'In the Rally Phase an active leader in an area free of enemy units may bring one eliminated unit back, Spent side up; another eliminated unit of that type, no weaker on its Spent side, leaves play for good, and the leader goes inactive', '9.3');

-- The steps in which a command may change the game (command_step).
-- 3.0 #2: a pass, and the activation of an inactive leader (5.3), are
-- among the things a side may do in its impulse, and impulses are the
-- Action Phase.
INSERT INTO command_step (game, command, phase, what, section, note) VALUES
  ('bloodiest-day', 'pass', 'action', 'impulses are passed', '3.0', NULL),
  ('bloodiest-day', 'activate', 'action', 'leaders are activated', '5.3', '3.0 #2 A: activating an inactive leader is a whole impulse.');
