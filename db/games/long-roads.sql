-- The Long Roads to Gettysburg (Ken Lee, v.7-1-22): extended campaign
-- rules for the GCACW series' Roads to Gettysburg II -- base rules data.
-- Source: the rulebook text (sections I-XII and 1.0-31.4 as printed).
-- It modifies the GCACW Standardized Rules, which are not in the text:
-- the standard CRT, leader tables, the detailed sequence of play player
-- aid, county forage values and the map are declared by shape only.
-- Values (names, numbers, dates) come from the rulebook; every reminder,
-- summary and note is written in our own words.
-- More of the game's rows are in db/games/long-roads/ (loaded after the
-- game files): one file per part of the rules.

-- Game
INSERT INTO game (id, title, tag, publisher, dice, section, quiet) VALUES
  ('long-roads', 'The Long Roads to Gettysburg', 'LRTG', 'fan-made extension of Roads to Gettysburg II (MultiMan Publishing)', 'six-sided dice: 1d6, 2d6 summed, 3d6 summed (the NYC Draft Riots)', 'I', 1);

-- Rule-section index (the text's table of contents)
INSERT INTO rule_section (game, section, title) VALUES
  ('long-roads', 'I', 'Introduction'),
  ('long-roads', 'II', 'Required Components / Setting Up The Game'),
  ('long-roads', 'III', 'Applicable Rules'),
  ('long-roads', 'IV', 'Modifications To And Reminders Of Basic Rules'),
  ('long-roads', 'IV a)', 'Pontoon Bridges'),
  ('long-roads', 'IV b)', 'Leader Transfer and Lee Bonus'),
  ('long-roads', 'IV c)', 'Jenkins, Imboden, 12Va'),
  ('long-roads', 'IV d)', 'Indestructible Bridges'),
  ('long-roads', 'IV e)', 'Distance Movement'),
  ('long-roads', 'V', 'Advanced Game Rules'),
  ('long-roads', '1.0', 'Advanced Game Sequence of Play'),
  ('long-roads', '2.0', 'Random Events'),
  ('long-roads', '3.0', 'Reinforcements / Release / Events'),
  ('long-roads', '3.1', 'Confederate Reinforcements'),
  ('long-roads', '3.2', 'Union Reinforcements / Release'),
  ('long-roads', '3.3', 'New York Draft Riots'),
  ('long-roads', '3.4', 'Vicksburg Surrenders'),
  ('long-roads', '4.0', 'Operational / Passive Declaration'),
  ('long-roads', '4.1', 'Declaration'),
  ('long-roads', '4.2', 'Effects of Being Passive or Operational'),
  ('long-roads', '5.0', 'Union Naval Movement'),
  ('long-roads', '6.0', 'Harpers Ferry Surrender'),
  ('long-roads', '6.1', 'How to Determine If Harpers Ferry Is Surrounded'),
  ('long-roads', '6.2', 'How to Determine If Harpers Ferry Surrenders'),
  ('long-roads', '7.0', 'Substitute Units, Detachment and Attachment'),
  ('long-roads', '7.1', 'Detachment'),
  ('long-roads', '7.2', 'Attachment'),
  ('long-roads', '7.3', 'Special Attachment'),
  ('long-roads', '8.0', 'Union Railroad Movement'),
  ('long-roads', '8.1', 'Eligible Units'),
  ('long-roads', '8.2', 'How Rail Movement is performed'),
  ('long-roads', '8.3', 'Rail Movement Maximums'),
  ('long-roads', '8.4', 'Railroad Connections'),
  ('long-roads', '8.5', 'Off Map Railroad Movement'),
  ('long-roads', '9.0', 'Union Permanent Forts'),
  ('long-roads', '9.1', 'Effects of Union Permanent Forts'),
  ('long-roads', '9.2', 'Union Permanent Forts and Combat'),
  ('long-roads', '9.3', 'How Union Permanent Forts Are Destroyed'),
  ('long-roads', '9.4', 'Entrenchment in Fort Hexes'),
  ('long-roads', '10.0', 'Activate Army Leader'),
  ('long-roads', '10.1', 'Army Leader Activation'),
  ('long-roads', '10.2', 'Activate Army Leader Restrictions'),
  ('long-roads', '10.3', 'Initiative Penalty'),
  ('long-roads', '11.0', 'County Control'),
  ('long-roads', '11.1', 'Control'),
  ('long-roads', '11.2', 'Victory Points'),
  ('long-roads', '12.0', 'Movement, Attachment and Detachment Restrictions'),
  ('long-roads', '12.1', 'HF, WV, Balt'),
  ('long-roads', '12.2', 'DC'),
  ('long-roads', '12.3', 'PA Militia'),
  ('long-roads', '12.4', 'Detachment Restrictions'),
  ('long-roads', '12.5', 'Haupt'),
  ('long-roads', '13.0', 'Supply'),
  ('long-roads', '13.1', 'Confederate Levies phase'),
  ('long-roads', '13.2', 'Supply Status Phase'),
  ('long-roads', '13.3', 'Potomac River & Shenandoah Valley Control Phase'),
  ('long-roads', '13.4', 'Supply Expenditure Phase'),
  ('long-roads', '13.5', 'Forage / Resupply Phase'),
  ('long-roads', '13.6', 'Supply Effects Phase'),
  ('long-roads', '13.7', 'Supply Line Repair Phase'),
  ('long-roads', '13.8', 'Depots'),
  ('long-roads', '14.0', 'Strategic Structures'),
  ('long-roads', '14.1', 'C&O Aqueduct'),
  ('long-roads', '14.2', 'Frederick Junction Railroad Station'),
  ('long-roads', '14.3', 'Capitol Buildings and White House'),
  ('long-roads', '14.4', 'Permanent Bridges'),
  ('long-roads', '15.0', 'Army Morale'),
  ('long-roads', '15.1', 'Morale Level'),
  ('long-roads', '15.2', 'Morale Effects'),
  ('long-roads', '16.0', 'Leadership'),
  ('long-roads', '16.1', 'Hooker'),
  ('long-roads', '16.2', 'Hooker Questioned / Meade Assumes Command'),
  ('long-roads', '16.3', 'Garrison Commanders'),
  ('long-roads', '16.4', 'Pleasanton'),
  ('long-roads', '16.5', 'Leadership Anomaly'),
  ('long-roads', '17.0', 'Strategic and Remote Movement'),
  ('long-roads', '17.1', 'Strategic Movement'),
  ('long-roads', '17.2', 'Remote Movement'),
  ('long-roads', 'VI', 'Optional Rules'),
  ('long-roads', '18.0', 'Confederate Detachments'),
  ('long-roads', '18.1', 'Additional Counters'),
  ('long-roads', '18.2', 'Detaching'),
  ('long-roads', '18.3', 'Use of Division Leader Counter'),
  ('long-roads', '18.4', 'Artillery'),
  ('long-roads', '18.5', 'Supply'),
  ('long-roads', '19.0', 'Ammunition'),
  ('long-roads', '19.1', 'Ammunition Expenditure & Reduction'),
  ('long-roads', '19.2', 'How Ammunition Is Expended'),
  ('long-roads', '19.3', 'Effects of Being at Low Ammo or Out of Ammo'),
  ('long-roads', '19.4', 'Confederate Ammo Train Ammunition Replenishment'),
  ('long-roads', '19.5', 'Depot Ammunition replenishment'),
  ('long-roads', '19.6', 'Depot Ammunition allotment'),
  ('long-roads', '20.0', 'Limited Intelligence'),
  ('long-roads', '21.0', 'Multiple Commanders'),
  ('long-roads', '21.1', 'Division of Command'),
  ('long-roads', '21.2', 'Communications'),
  ('long-roads', '22.0', 'Time Limitation'),
  ('long-roads', '22.1', 'Action Cycles'),
  ('long-roads', '22.2', 'Time Allocation'),
  ('long-roads', '22.3', 'Usage of Time'),
  ('long-roads', '22.4', 'Effect of having no time remaining.'),
  ('long-roads', '22.5', 'Time Chits'),
  ('long-roads', '23.0', 'Augmented Supply'),
  ('long-roads', '23.1', 'Tracking Supply'),
  ('long-roads', '23.2', 'Supply Status'),
  ('long-roads', '23.3', 'Foraging'),
  ('long-roads', '23.4', 'Wagon Trains'),
  ('long-roads', '24.0', 'Simplified Supply'),
  ('long-roads', '24.1', 'Supply Expenditure'),
  ('long-roads', '24.2', 'Resupply'),
  ('long-roads', '24.3', 'Captured Depot & Levy Supply'),
  ('long-roads', '24.4', 'Foraging'),
  ('long-roads', '24.5', 'Negative Supply Values'),
  ('long-roads', '24.6', 'Supply Effects'),
  ('long-roads', '24.7', 'Confederate Detachments'),
  ('long-roads', '25.0', 'Variable Initiatives'),
  ('long-roads', '26.0', 'Strategic Movement Elimination'),
  ('long-roads', '27.0', 'Brandy Station'),
  ('long-roads', '27.1', 'Movement Restrictions'),
  ('long-roads', '27.2', 'Brandy Station'),
  ('long-roads', '27.3', 'Stuart''s Pride'),
  ('long-roads', '27.4', 'Skipped Activities'),
  ('long-roads', '27.5', 'Other Activities'),
  ('long-roads', '27.6', 'Play Balance'),
  ('long-roads', '28.0', 'Union Reserve Artillery'),
  ('long-roads', '29.0', 'Captured and Destroyed Artillery'),
  ('long-roads', '30.0', 'Stragglers'),
  ('long-roads', '31.0', 'Jackson Lives Variant'),
  ('long-roads', '31.1', 'Revised Army of Northern Virginia Order of Battle'),
  ('long-roads', '31.2', 'Modifications to Union Movement Turns 1-3'),
  ('long-roads', '31.3', 'Jackson Command Modifiers'),
  ('long-roads', '31.4', 'Jackson Relapses'),
  ('long-roads', 'VII', 'Victory Points'),
  ('long-roads', 'VII 1', 'Confederate County Control'),
  ('long-roads', 'VII 2', 'Depot Destruction'),
  ('long-roads', 'VII 3', 'Railroad Station Destruction'),
  ('long-roads', 'VII 4', 'Destruction of Strategic Structures'),
  ('long-roads', 'VII 5', 'Levies'),
  ('long-roads', 'VII 6', 'Manpower Loss'),
  ('long-roads', 'VII 7', 'Disorder / Panic'),
  ('long-roads', 'VII 8', 'Vicksburg Surrenders'),
  ('long-roads', 'VII 9', 'New York City Draft Riots'),
  ('long-roads', 'VII 10', 'Raspberry Raid'),
  ('long-roads', 'VIII', 'Scenarios'),
  ('long-roads', 'VIII 1', 'High Tide of the Confederacy (Short Game)'),
  ('long-roads', 'VIII 2', 'The Gettysburg Campaign (Full Campaign)'),
  ('long-roads', 'VIII 3', 'Confederate Set-Up'),
  ('long-roads', 'VIII 4', 'Union Set-Up'),
  ('long-roads', 'IX', 'Designer Notes'),
  ('long-roads', 'X', 'Player Notes'),
  ('long-roads', 'X 1', 'Important Game Rules and Systems'),
  ('long-roads', 'X 2', 'Confederate Strategies'),
  ('long-roads', 'X 3', 'Union Strategy'),
  ('long-roads', 'XI', 'Player Aids'),
  ('long-roads', 'XII', 'Rules Sections Index');

INSERT INTO side (game, id, name, pos, section) VALUES
  ('long-roads', 'confederate', 'Confederate', 1, 'VIII'),
  ('long-roads', 'union', 'Union', 2, 'VIII');
INSERT INTO side_alias (game, side, alias) VALUES
  ('long-roads', 'confederate', 'csa'),
  ('long-roads', 'confederate', 'anv'),
  ('long-roads', 'union', 'usa'),
  ('long-roads', 'union', 'aop');

-- Turn track.  The June and July Turn Record Tables are player aids, not
-- in the text: every label is worked out (derived = 1) from VIII 1 rules
-- 2-3 (the game starts June 3; turns 1-3 are three days each; every later
-- turn is one day, as 13.8's June 20 -> June 25 = 5 turns confirms).
INSERT INTO turn (game, calendar, n, label, date, daypart, derived, section, uncertain, note) VALUES
  ('long-roads', 'main', 1, 'Jun 3-5', '1863-06-03', 'day', 1, 'VIII 1', 0, 'Three days (rule 3); the game starts June 3 (rule 2).'),
  ('long-roads', 'main', 2, 'Jun 6-8', '1863-06-06', 'day', 1, 'VIII 1', 0, 'Three days (rule 3).'),
  ('long-roads', 'main', 3, 'Jun 9-11', '1863-06-09', 'day', 1, 'VIII 1', 0, 'Three days (rule 3).'),
  ('long-roads', 'main', 4, 'Jun 12', '1863-06-12', 'day', 1, 'VIII 1', 0, 'The first one-day turn: the restrictions and skips of turns 1-3 end.'),
  ('long-roads', 'main', 5, 'Jun 13', '1863-06-13', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 6, 'Jun 14', '1863-06-14', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 7, 'Jun 15', '1863-06-15', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 8, 'Jun 16', '1863-06-16', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 9, 'Jun 17', '1863-06-17', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 10, 'Jun 18', '1863-06-18', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 11, 'Jun 19', '1863-06-19', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 12, 'Jun 20', '1863-06-20', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 13, 'Jun 21', '1863-06-21', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 14, 'Jun 22', '1863-06-22', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 15, 'Jun 23', '1863-06-23', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 16, 'Jun 24', '1863-06-24', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 17, 'Jun 25', '1863-06-25', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 18, 'Jun 26', '1863-06-26', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 19, 'Jun 27', '1863-06-27', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 20, 'Jun 28', '1863-06-28', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 21, 'Jun 29', '1863-06-29', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 22, 'Jun 30', '1863-06-30', 'day', 1, 'VIII 1', 0, 'June 30: from now the game ends once no Confederate infantry division is north of the Potomac.'),
  ('long-roads', 'main', 23, 'Jul 1', '1863-07-01', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 24, 'Jul 2', '1863-07-02', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 25, 'Jul 3', '1863-07-03', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 26, 'Jul 4', '1863-07-04', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 27, 'Jul 5', '1863-07-05', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 28, 'Jul 6', '1863-07-06', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 29, 'Jul 7', '1863-07-07', 'day', 1, 'VIII 1', 0, 'The last turn of High Tide of the Confederacy.'),
  ('long-roads', 'main', 30, 'Jul 8', '1863-07-08', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 31, 'Jul 9', '1863-07-09', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 32, 'Jul 10', '1863-07-10', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 33, 'Jul 11', '1863-07-11', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 34, 'Jul 12', '1863-07-12', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 35, 'Jul 13', '1863-07-13', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 36, 'Jul 14', '1863-07-14', 'day', 1, 'VIII 1', 0, 'July 14: the NYC Draft Riots of the Gettysburg Campaign (VIII 2).'),
  ('long-roads', 'main', 37, 'Jul 15', '1863-07-15', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 38, 'Jul 16', '1863-07-16', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 39, 'Jul 17', '1863-07-17', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 40, 'Jul 18', '1863-07-18', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 41, 'Jul 19', '1863-07-19', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 42, 'Jul 20', '1863-07-20', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 43, 'Jul 21', '1863-07-21', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 44, 'Jul 22', '1863-07-22', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 45, 'Jul 23', '1863-07-23', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 46, 'Jul 24', '1863-07-24', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 47, 'Jul 25', '1863-07-25', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 48, 'Jul 26', '1863-07-26', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 49, 'Jul 27', '1863-07-27', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 50, 'Jul 28', '1863-07-28', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 51, 'Jul 29', '1863-07-29', 'day', 1, 'VIII 1', 0, NULL),
  ('long-roads', 'main', 52, 'Jul 30', '1863-07-30', 'day', 1, 'VIII 1', 0, 'The last turn of the Gettysburg Campaign (VIII 2).');

INSERT INTO scenario (game, id, name, calendar, first_turn, last_turn, pos, summary, section, note) VALUES
  ('long-roads', 'high-tide', 'High Tide of the Confederacy', 'main', 1, 29, 1, 'The short game: June 3 to the end of the July 7 turn, or sooner: on an automatic decisive victory, or once no Confederate infantry division is north of the Potomac on or after June 30.', 'VIII 1', 'Its 29 turns are counted from the worked-out turn labels.'),
  ('long-roads', 'gettysburg-campaign', 'The Gettysburg Campaign', 'main', 1, 52, 2, 'The full campaign: the short game''s rules to the end of the July 30 turn, with the same early ends, the NYC Draft Riots on July 14 and higher victory bands.', 'VIII 2', 'Its 52 turns are counted from the worked-out turn labels.');

-- Sequence of play.  1.0 refers to the Detailed Sequence of Play player
-- aid, which is not in the text: the steps are those the text names, in
-- an order worked out from its cross-references (derived = 1, said
-- wherever a step is shown).  Reminders in our words; a note says why a
-- step stands where it does.
INSERT INTO phase (game, id, seq, parent, name, side, reminder, loop_to, loop_while, action, section, note, derived) VALUES
  ('long-roads', 'random-events', 10, NULL, 'Random Events Phase', NULL, 'Roll 2d6 on the Random Events Table: the program rolls as `next` arrives here (`next roll=N` for your own dice).', NULL, NULL, NULL, '2.0', 'First: a Spy result bears on the declaration that follows (4.1).', 1),
  ('long-roads', 'reinforcements', 20, NULL, 'Reinforcement Phase', NULL, 'Scheduled arrivals, then the reinforcement and release rolls now due; either side may hold an arrival back for a later Reinforcement Phase.', NULL, NULL, NULL, '3.0', 'VIII 1 rule 4 calls it the Union Reinforcement Phase.', 1),
  ('long-roads', 'declaration', 30, NULL, 'Operational / Passive Declaration Phase', NULL, 'Each side picks Operational or Passive in secret; after a Spy event the winner sees the loser''s pick before making his own.', NULL, NULL, NULL, '4.1', 'Before time allocation and communications: being passive changes both.', 1),
  ('long-roads', 'time-allocation', 40, NULL, 'Time Allocation Phase', NULL, 'Work out each side''s minutes for the turn and set the clocks.', NULL, NULL, NULL, '22.2', 'Optional rule 22: left out without it.', 1),
  ('long-roads', 'communications', 50, NULL, 'Communications Phase', NULL, 'Leaders a passive side took off the map come back; with several commanders a side, control checks, written messages and the messages now due.', NULL, NULL, NULL, '21.1', 'Before the Leader Transfer Phase (21.1); IV b) returns passive leaders here, so the step is kept without rule 21.', 1),
  ('long-roads', 'leader-transfer', 60, NULL, 'Leader Transfer Phase', NULL, 'Leaders transfer (a passive side''s up to 30 hexes, or off the map); Meade takes command here after the third Hooker Questioned event.', NULL, NULL, NULL, 'IV b)', '16.2 brings Meade in at this step.', 1),
  ('long-roads', 'attachment', 70, NULL, 'Attachment / Detachment Phase', NULL, 'Detach and attach substitutes; note each substitute''s strength, fatigue, supply and ammunition.', NULL, NULL, NULL, '7.1', NULL, 1),
  ('long-roads', 'action', 80, NULL, 'Action Phase', NULL, 'Initiative and actions until both sides pass; then a new initiative roll opens distance movement (rail, sea, strategic) until both pass again.', NULL, NULL, NULL, 'IV e)', 'The two parts of IV e) are played within this one step.', 1),
  ('long-roads', 'recovery', 90, NULL, 'Recovery Phase', NULL, 'Recover fatigue by the series rules; a passive side may roll for stragglers and, under simplified supply, trade recovery for victuals.', NULL, NULL, NULL, '24.4', 'The series'' own phase, named by 13.0, 24.4 and 30.2; after the Action Phase, as supply effects bear on the next turn''s actions (24.6).', 1),
  ('long-roads', 'depots', 100, NULL, 'Depot Creation / Removal Phase', NULL, 'Build or dismantle the depots scheduled for this turn.', NULL, NULL, NULL, '13.8', '13.8 also calls it the Depot Removal / Placement phase.', 1),
  ('long-roads', 'levies', 110, NULL, 'Confederate Levies Phase', 'confederate', 'Levy the towns held by eligible infantry (`levy TOWN`): victuals to the town''s ledger, VP for Pennsylvania towns.', NULL, NULL, NULL, '13.1', 'The supply steps follow 13.1-13.7 in their numbered order.', 1),
  ('long-roads', 'supply-status', 120, NULL, 'Supply Status Phase', NULL, 'Find which units needing supply are in resupply range.', NULL, NULL, NULL, '13.2', NULL, 1),
  ('long-roads', 'river-control', 130, NULL, 'Potomac River & Shenandoah Valley Control Phase', NULL, 'Record whether the Union holds the Potomac River and the Shenandoah Valley this turn.', NULL, NULL, NULL, '13.3', NULL, 1),
  ('long-roads', 'supply-expenditure', 140, NULL, 'Supply Expenditure Phase', NULL, 'Each unit needing supply spends a victual, unless it is at fatigue 0 and in resupply range.', NULL, NULL, NULL, '13.4', NULL, 1),
  ('long-roads', 'forage', 150, NULL, 'Forage / Resupply Phase', NULL, 'Passive sides only: units in range refill, units out of range may forage; hand out victuals of captured depots and levied towns.', NULL, NULL, NULL, '13.5', NULL, 1),
  ('long-roads', 'supply-effects', 160, NULL, 'Supply Effects Phase', NULL, 'Units with no victuals become disorganized and out of supply; under simplified supply, apply the side''s supply level.', NULL, NULL, NULL, '13.6', NULL, 1),
  ('long-roads', 'rr-repair', 170, NULL, 'Supply Line Repair Phase', 'union', 'The Union may try to repair one damaged railroad station.', NULL, NULL, NULL, '13.7', '13.7''s body calls it the RR Station Repair Phase.', 1),
  ('long-roads', 'harpers-ferry', 180, NULL, 'Harpers Ferry Phase', NULL, 'Is the Harpers Ferry garrison surrounded? If so, roll for its surrender.', NULL, NULL, NULL, '6.0', 'Its place beside the supply steps is not in the text.', 1),
  ('long-roads', 'county-control', 190, NULL, 'County Control Phase', 'confederate', 'Record each victory-point county the Confederates hold (`county COUNTY`).', NULL, NULL, NULL, '11.0', 'Its place beside the supply steps is not in the text.', 1),
  ('long-roads', 'victory-check', 200, NULL, 'Victory Check Phase', NULL, 'Check the automatic victories and, with the option, the preliminary victory conditions.', NULL, NULL, NULL, 'VIII 1', 'Last: the checks read the turn''s VP and morale.', 1);

-- The Victory Point track: one net Confederate total; the Union's gains
-- lower it (VII).  The start is not printed: 0 is our reading.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'vp', 'Victory Points (net Confederate)', 'counter', NULL, NULL, NULL, 0, NULL, 1, 'VII', 0, 'The text gives no start value and no bounds: 0 and unbounded are our reading (the Brandy Station balance of 27.6 adds 10 before play).', 'confederate');

-- End-of-game bands on the Confederate total (VIII 1 and 2).
INSERT INTO victory_level (game, scenario, track, lo, hi, level, winner, section, note) VALUES
  ('long-roads', 'high-tide', 'vp', 210, NULL, 'Confederate Decisive Victory', 'confederate', 'VIII 1', NULL),
  ('long-roads', 'high-tide', 'vp', 185, 209, 'Confederate Substantive Victory', 'confederate', 'VIII 1', NULL),
  ('long-roads', 'high-tide', 'vp', 160, 184, 'Confederate Marginal Victory', 'confederate', 'VIII 1', NULL),
  ('long-roads', 'high-tide', 'vp', 150, 159, 'Union Marginal Victory', 'union', 'VIII 1', NULL),
  ('long-roads', 'high-tide', 'vp', 140, 149, 'Union Substantive Victory', 'union', 'VIII 1', NULL),
  ('long-roads', 'high-tide', 'vp', NULL, 139, 'Union Decisive Victory', 'union', 'VIII 1', NULL),
  ('long-roads', 'gettysburg-campaign', 'vp', 250, NULL, 'Confederate Decisive Victory', 'confederate', 'VIII 2', NULL),
  ('long-roads', 'gettysburg-campaign', 'vp', 220, 249, 'Confederate Substantive Victory', 'confederate', 'VIII 2', NULL),
  ('long-roads', 'gettysburg-campaign', 'vp', 190, 219, 'Confederate Marginal Victory', 'confederate', 'VIII 2', NULL),
  ('long-roads', 'gettysburg-campaign', 'vp', 180, 189, 'Union Marginal Victory', 'union', 'VIII 2', NULL),
  ('long-roads', 'gettysburg-campaign', 'vp', 150, 179, 'Union Substantive Victory', 'union', 'VIII 2', NULL),
  ('long-roads', 'gettysburg-campaign', 'vp', NULL, 149, 'Union Decisive Victory', 'union', 'VIII 2', NULL);

-- Optional rules (VI) a session may be started with (`new long-roads
-- SCENARIO +OPTION`).
INSERT INTO rule_option (game, id, name, scenario, section, note) VALUES
  ('long-roads', 'confederate-detachments', 'Confederate Detachments', NULL, '18.0', NULL),
  ('long-roads', 'ammunition', 'Ammunition', NULL, '19.0', 'Confederate infantry divisions only.'),
  ('long-roads', 'limited-intelligence', 'Limited Intelligence', NULL, '20.0', NULL),
  ('long-roads', 'multiple-commanders', 'Multiple Commanders', NULL, '21.0', NULL),
  ('long-roads', 'time-limitation', 'Time Limitation', NULL, '22.0', NULL),
  ('long-roads', 'augmented-supply', 'Augmented Supply', NULL, '23.0', NULL),
  ('long-roads', 'simplified-supply', 'Simplified Supply', NULL, '24.0', 'One supply track per side in place of victuals per unit.'),
  ('long-roads', 'variable-initiative', 'Variable Initiatives', NULL, '25.0', NULL),
  ('long-roads', 'no-strategic-movement', 'Strategic Movement Elimination', NULL, '26.0', NULL),
  ('long-roads', 'brandy-station', 'Brandy Station', NULL, '27.0', NULL),
  ('long-roads', 'reserve-artillery', 'Union Reserve Artillery', NULL, '28.0', NULL),
  ('long-roads', 'captured-artillery', 'Captured and Destroyed Artillery', NULL, '29.0', NULL),
  ('long-roads', 'stragglers', 'Stragglers', NULL, '30.0', NULL),
  ('long-roads', 'jackson-lives', 'Jackson Lives Variant', NULL, '31.0', NULL),
  ('long-roads', 'preliminary-victory', 'Preliminary Victory Conditions', NULL, 'VIII 1', 'Optional in both scenarios.');

-- Facts about the map the players tell the program (`track ID =1`), and
-- the command of the Army of the Potomac.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'lee-north', 'Lee north of the Potomac', 'flag', NULL, 0, 1, 0, NULL, 20, '2.0', 0, 'Set by the players: read by the random events and the Spy contest.', NULL),
  ('long-roads', 'meade-north', 'Army commander (Hooker or Meade) north of the Potomac', 'flag', NULL, 0, 1, 0, NULL, 21, '2.0', 0, 'Set by the players: read by the random events and the Spy contest.', NULL),
  ('long-roads', 'csa-infantry-north', 'Confederate infantry north of the Potomac', 'flag', NULL, 0, 1, 0, NULL, 22, 'VIII 1', 0, 'Set by the players while any Confederate infantry division is north of the Potomac; at 0 on or after June 30 the game ends.', NULL),
  ('long-roads', 'hooker-questioned', 'Hooker Questioned', 'counter', NULL, 0, NULL, 0, NULL, 23, '16.2', 0, 'Raised by the Hooker Questioned event, the first Union Army Disorder and the Confederates reaching 75 VP; after the third, Meade takes command at the next Leader Transfer Phase.', NULL),
  ('long-roads', 'meade-commands', 'Meade commands the Army of the Potomac', 'flag', NULL, 0, 1, 0, NULL, 24, '16.2', 0, 'Set at the Leader Transfer Phase after the third Hooker Questioned event.', NULL);

-- What a turn changes in the sequence (phase_rule).  Turns 1-3 leave out
-- the Random Events, the Union reinforcement rolls and the supply phase
-- (VIII 1 rule 4, repeated by 27.4 for the Brandy Station opening);
-- everything else goes on (rule 5).  "The supply phase" is read as the
-- steps of 13.1-13.7: the depot step (13.8) stays, as a Confederate
-- depot may be placed at Winchester or Berryville on any turn.
INSERT INTO phase_rule (game, phase, kind, first_turn, last_turn, option, unless, when_set, when_clear, text, section, uncertain, note) VALUES
  ('long-roads', 'random-events', 'skip', 1, 3, NULL, NULL, NULL, NULL, 'no random events on turns 1-3', 'VIII 1', 0, 'Rule 4; 27.4 says the same. 2.0 starts the rolls on turn 4.'),
  ('long-roads', 'levies', 'skip', 1, 3, NULL, NULL, NULL, NULL, 'no supply phase on turns 1-3', 'VIII 1', 0, 'Rule 4: the supply phase read as the steps of 13.1-13.7.'),
  ('long-roads', 'supply-status', 'skip', 1, 3, NULL, NULL, NULL, NULL, 'no supply phase on turns 1-3', 'VIII 1', 0, 'Rule 4: the supply phase read as the steps of 13.1-13.7.'),
  ('long-roads', 'river-control', 'skip', 1, 3, NULL, NULL, NULL, NULL, 'no supply phase on turns 1-3', 'VIII 1', 0, 'Rule 4: the supply phase read as the steps of 13.1-13.7.'),
  ('long-roads', 'supply-expenditure', 'skip', 1, 3, NULL, NULL, NULL, NULL, 'no supply phase on turns 1-3', 'VIII 1', 0, 'Rule 4: the supply phase read as the steps of 13.1-13.7.'),
  ('long-roads', 'forage', 'skip', 1, 3, NULL, NULL, NULL, NULL, 'no supply phase on turns 1-3', 'VIII 1', 0, 'Rule 4: the supply phase read as the steps of 13.1-13.7.'),
  ('long-roads', 'supply-effects', 'skip', 1, 3, NULL, NULL, NULL, NULL, 'no supply phase on turns 1-3', 'VIII 1', 0, 'Rule 4: the supply phase read as the steps of 13.1-13.7.'),
  ('long-roads', 'rr-repair', 'skip', 1, 3, NULL, NULL, NULL, NULL, 'no supply phase on turns 1-3', 'VIII 1', 0, 'Rule 4: the supply phase read as the steps of 13.1-13.7, the repair step among them.'),
  ('long-roads', 'time-allocation', 'skip', NULL, NULL, NULL, 'time-limitation', NULL, NULL, 'played with the time limitation rule only', '22.0', 0, NULL),
  -- Turns 1-3: what is not left out, said where it bears.
  ('long-roads', 'reinforcements', 'remind', 1, 3, NULL, NULL, NULL, NULL, 'Turns 1-3: no Union reinforcement rolls; scheduled Confederate arrivals still come.', 'VIII 1', 0, 'Rule 4 (and 27.4); rule 7 brings Pickett and Pettigrew.'),
  ('long-roads', 'declaration', 'remind', 1, 3, NULL, NULL, NULL, NULL, 'Turns 1-3: declarations and naval movement go on as on any turn.', 'VIII 1', 0, 'Rule 5 (and 27.5).'),
  -- The movement restrictions of turns 1-3 (VIII 1 rule 3), or the
  -- Brandy Station opening's in their place (27.1-27.2).
  ('long-roads', 'action', 'remind', 1, 2, NULL, 'brandy-station', NULL, NULL, 'Turns 1-2: only Confederate infantry may activate.', 'VIII 1', 0, 'Rule 3 a).'),
  ('long-roads', 'action', 'remind', 3, 3, NULL, 'brandy-station', NULL, NULL, 'Turn 3: Confederate infantry and cavalry may move.', 'VIII 1', 0, 'Rule 3 a).'),
  ('long-roads', 'action', 'remind', 1, 3, NULL, 'brandy-station', NULL, NULL, 'Union: once the Confederates are done, one infantry corps or cavalry division (to fatigue 4) per Confederate corps that moved, the cavalry corps with Jenkins counting; one more if fewer than three full Confederate infantry divisions are within 5 hexes of Fredericksburg, two more if none are.', 'VIII 1', 0, 'Rule 3 b).'),
  ('long-roads', 'action', 'remind', 1, 3, NULL, 'brandy-station', NULL, NULL, 'No Union unit may enter Caroline, Spotsylvania, Orange, Culpeper, Rappahannock or Warren County; every restriction ends once a Confederate unit leaves those six counties (W0618 counts as Warren).', 'VIII 1', 0, 'Rule 3.'),
  ('long-roads', 'action', 'remind', 1, 3, 'jackson-lives', NULL, NULL, NULL, 'Jackson Lives: the Union''s activations on turns 1-3 are counted as 31.2 says.', '31.2', 0, NULL),
  ('long-roads', 'action', 'remind', 1, 3, 'brandy-station', NULL, NULL, NULL, 'Brandy Station: no strategic movement; no Confederate unit may enter Fauquier or Stafford County; Confederate infantry activates as usual, Confederate cavalry only once released.', '27.1', 0, '27.1 a) and c); W0618 counts as Warren County.'),
  ('long-roads', 'action', 'remind', 1, 2, 'brandy-station', NULL, NULL, NULL, 'Union: once the Confederates are done, one infantry corps or two cavalry divisions (to fatigue 4) per Confederate infantry corps that moved; one more (or two cavalry divisions) if fewer than three full Confederate infantry divisions are within 5 hexes of Fredericksburg, and one more if none are.', '27.1', 0, '27.1 b).'),
  ('long-roads', 'action', 'remind', 3, 3, 'brandy-station', NULL, NULL, NULL, 'Brandy Station: after the Confederate infantry, Union cavalry may enter Culpeper and Orange; each Union cavalry unit entering Culpeper, and each attack on one, releases a Confederate cavalry unit; cavalry alone acts until both pass, then the Union activates infantry corps as 27.2 counts them.', '27.2', 0, NULL),
  ('long-roads', 'action', 'remind', 1, 3, 'brandy-station', NULL, NULL, NULL, 'No Union unit may enter Caroline, Spotsylvania, Orange, Culpeper, Rappahannock or Warren County (Union cavalry may on turn 3); the restrictions end at the start of turn 4.', '27.1', 0, '27.1 b) and d).'),
  ('long-roads', 'recovery', 'remind', 3, 3, 'brandy-station', NULL, NULL, NULL, 'Night retreat: after recovery, Union cavalry in Culpeper or Orange County goes to one of the hexes 27.1 lists.', '27.1', 0, NULL),
  -- Reminders that hang on the campaign's state.
  ('long-roads', 'harpers-ferry', 'remind', NULL, NULL, NULL, NULL, NULL, 'meade-commands', 'Until Meade commands: at least 5 MP stay in Harpers Ferry, and the Union may not remove or destroy its depot.', '12.1', 0, '16.1 says the same of the depot.'),
  ('long-roads', 'forage', 'remind', NULL, NULL, NULL, NULL, 'csa-infantry-crossed', NULL, 'Counting from the turn of the first crossing (crossing-turn): Confederate forage north of the Potomac is 1 lower from the 15th turn after it, 2 from the 22nd, 3 from the 29th.', '13.5', 0, 'Simplified supply counts the crossing turn itself (24.4): the digest''s item 18.'),
  ('long-roads', 'county-control', 'remind', NULL, NULL, NULL, NULL, 'csa-infantry-crossed', NULL, 'County VP are doubled from 30 days after the first crossing (crossing-turn).', '11.2', 0, NULL);

-- Arrivals and facts the scenario schedules (VIII 1 rules 6-7).
INSERT INTO schedule (game, scenario, turn, phase, side, kind, what, section, uncertain, note, option, unless, derived) VALUES
  ('long-roads', NULL, 1, 'action', NULL, 'special', 'Chatham Bridge is destroyed from the start', 'VIII 1', 0, 'Rule 6: said at the first Action Phase, where it bears.', NULL, NULL, 0),
  ('long-roads', NULL, 2, 'reinforcements', 'confederate', 'reinforcement', 'Pickett (12 MP) enters on the south map edge, hex row 20xx or lower', 'VIII 1', 0, 'Rule 7 a); strength from the set-up (VIII 3); 3.1 says the same.', NULL, 'jackson-lives', 0),
  ('long-roads', NULL, 3, 'reinforcements', 'confederate', 'reinforcement', 'Pettigrew (4 MP) enters on the south map edge, hex row 20xx or lower', 'VIII 1', 0, 'Rule 7 b); strength from the set-up (VIII 3); 3.1 says the same.', NULL, 'jackson-lives', 0),
  ('long-roads', NULL, 2, 'reinforcements', 'confederate', 'reinforcement', 'Pickett (12 MP) enters on the south map edge west of hex row 20xx', '31.1', 0, 'The Jackson Lives set-up''s wording.', 'jackson-lives', NULL, 0),
  ('long-roads', NULL, 3, 'reinforcements', 'confederate', 'reinforcement', 'Pettigrew (4 MP, with Ewell) enters on the south map edge west of hex row 20xx', '31.1', 0, 'The Jackson Lives set-up''s wording.', 'jackson-lives', NULL, 0),
  ('long-roads', NULL, 4, NULL, NULL, 'reminder', 'The movement restrictions of turns 1-3 are lifted; random events, Union reinforcement rolls and the supply steps begin', 'VIII 1', 0, 'Rules 3-4; 27.1 d) for the Brandy Station opening.', NULL, NULL, 0),
  ('long-roads', NULL, 22, NULL, NULL, 'reminder', 'June 30: the game ends once no Confederate infantry division is north of the Potomac (`track csa-infantry-north =0`)', 'VIII 1', 0, 'Rule 8.', NULL, NULL, 0);

-- The first crossing of the Potomac and the early end.  The players say
-- where the Confederate infantry is (csa-infantry-north); the program
-- keeps that it has crossed once (a latch) and from which turn.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'csa-infantry-crossed', 'Confederate infantry has crossed the Potomac', 'flag', NULL, 0, 1, 0, NULL, 25, '13.5', 0, 'Set once csa-infantry-north is first set, and kept: the forage cuts (13.5, 24.4) and the county doubling (11.2) count from that turn.', NULL),
  ('long-roads', 'crossing-turn', 'Turn of the first crossing', 'counter', NULL, 0, NULL, 0, NULL, 26, '13.5', 0, 'The turn csa-infantry-crossed was set (0: not yet). Its date is the turn''s label: 11.2 counts 30 days, 13.5 turns, the same from turn 4 on (the digest''s item 33).', NULL),
  ('long-roads', 'early-end', 'Early end', 'flag', NULL, 0, 1, 0, NULL, 27, 'VIII 1', 0, 'Set by the rules once no Confederate infantry division is north of the Potomac on or after June 30: the game ends.', NULL);

-- The early end is read literally: at the first moment on or after June
-- 30 (turn 22) with no Confederate infantry division north of the
-- Potomac, even one that never crossed.  The text says "division" in the
-- ending date and "unit" in the victory conditions (the digest's item 30):
-- the players set csa-infantry-north by the division.
INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note, action) VALUES
  ('long-roads', NULL, 'csa-infantry-crossed', ':csa_infantry_north = 1', 'the forage cuts and the county doubling count from this turn', '13.5', 0, NULL, 'effects'),
  ('long-roads', NULL, 'early-end', ':turn >= 22 AND :csa_infantry_north = 0', 'no Confederate infantry division north of the Potomac on or after June 30: the game ends', 'VIII 1', 0, 'Rule 8, 1): "division", read over "unit" of the victory conditions.', 'effects');

-- What the two latches do: the crossing's turn kept, the game ended (its
-- level read off the VP bands: the condition names no winner).
INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, target, amount, text, section, note) VALUES
  ('long-roads', 'latch', 'csa-infantry-crossed', NULL, 1, 'track-turn', 'crossing-turn', NULL, 'the turn of the first crossing', '13.5', '11.2 and 24.4 count from it too.'),
  ('long-roads', 'latch', 'early-end', NULL, 1, 'end', 'potomac', NULL, 'no Confederate infantry division north of the Potomac on or after June 30', 'VIII 1', 'Rule 8, 1); VIII 2 the same for the campaign.');

INSERT INTO victory_condition (game, scenario, id, test, result, winner, level, checked, section) VALUES
  ('long-roads', 'high-tide', 'potomac', 'no Confederate infantry division north of the Potomac on or after June 30', 'the game ends, its VP deciding', NULL, NULL, 'turn-end', 'VIII 1'),
  ('long-roads', 'gettysburg-campaign', 'potomac', 'no Confederate infantry division north of the Potomac on or after June 30', 'the game ends, its VP deciding', NULL, NULL, 'turn-end', 'VIII 2');

-- What `status` lists even at its start (the game is quiet: of its many
-- flags and counts, the others are listed once they move).
UPDATE track SET shown = 1 WHERE game = 'long-roads' AND id IN ('vp',
  'lee-north', 'meade-north', 'csa-infantry-north', 'hooker-questioned');
