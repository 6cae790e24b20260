-- Shattered Union (series rules) -- rules data.
-- Source: the Shattered Union series rulebook text.  Section ids follow the
-- rulebook's own scheme: a letter (A-N), then the item's number, then its
-- letter in capitals ('F-2C', 'I-3A').  The text writes some of its cross-
-- references in lower case ('D-1c', 'H-2d') and letters the items of A-2
-- in lower case; they are the same sections and are written 'D-1C',
-- 'A-2C' here.  Items the text prints without a title (D-1A, G-3B, I-1A
-- ...) carry a short title of ours, saying what the item is about.
-- Values (names, numbers, sections) come from the rulebook; every
-- reminder, meaning, help text and note is written in our own words.
-- This is the series part only: the text has no scenarios, turn track,
-- formations, cards or chart cells.  Each game of the series is a module
-- (adjutant-module(5)) that adds those to these rows.
-- The text prints none of the combat charts (they are on the player aid
-- and the cards, A-9): the Combat Results Table, the Weapon Range,
-- Ammunition Problems, Fire Combat Result, Close Combat Results, Defensive
-- Fire and Fog of War tables ship as shapes only, no cells.  Brutal Melee
-- (I-9), Cavalry Withdrawal (I-2) and the Break Test (L-1) are complete in
-- the text and ship whole.
-- The text spells the retreat both Skedaddle and Skeddaddle; titles here
-- use Skedaddle.  The publisher is given only by the logo closing the
-- text (TINY BATTLE).
-- Cross-references the text prints wrong, cited here at the section they
-- mean (each row's note says so): G-5's "step H-3" is G-3 (G-3D), its
-- "H-3c" G-3C, "H-2" G-2 and "H-4" G-4 (left from an older lettering in
-- which Fire Combat was H); I-2C's "I-9" is I-10 (Attacker Breakthrough);
-- I-7's "I-8" is I-9 (Brutal Melee).

-- Game
INSERT INTO game (id, title, tag, publisher, dice, section) VALUES
  ('shattered-union', 'Shattered Union', 'SU', 'Tiny Battle', 'five d6, one each Black, Red, White, Blue and Gray (Red and White read together 11-66, Red the tens)', 'A-8');

-- Rule-section index
INSERT INTO rule_section (game, section, title) VALUES
  ('shattered-union', 'A', 'Game Components'),
  ('shattered-union', 'A-1', 'Scale'),
  ('shattered-union', 'A-2', 'Unit Counters'),
  ('shattered-union', 'A-2A', 'Unit ID (banner)'),
  ('shattered-union', 'A-2B', 'Two-Letter Code'),
  ('shattered-union', 'A-2C', 'Blue/Gray Number: Strength Points (SP)'),
  ('shattered-union', 'A-2D', 'Red Number: Cohesion Rating (CR)'),
  ('shattered-union', 'A-2E', 'Central Graphic'),
  ('shattered-union', 'A-2F', 'Fresh Counter Side'),
  ('shattered-union', 'A-2G', 'Battleworn Counter Side'),
  ('shattered-union', 'A-3', 'Shaken/Disrupted Markers'),
  ('shattered-union', 'A-3A', 'Shaken'),
  ('shattered-union', 'A-3B', 'Disrupted'),
  ('shattered-union', 'A-4', 'Miscellaneous Markers and Chits'),
  ('shattered-union', 'A-5', 'Map'),
  ('shattered-union', 'A-6', 'Game Turn/Victory Point Track'),
  ('shattered-union', 'A-7', 'Cards'),
  ('shattered-union', 'A-8', 'Dice'),
  ('shattered-union', 'A-9', 'Player Aids'),
  ('shattered-union', 'B', 'Sequence of Play'),
  ('shattered-union', 'C', 'Game Turn Marker Phase'),
  ('shattered-union', 'D', 'Command Decision Phase'),
  ('shattered-union', 'D-1', 'Formation Activation Cards'),
  ('shattered-union', 'D-1A', 'Formation Cards and Their Orders'),
  ('shattered-union', 'D-1B', 'Command Tests'),
  ('shattered-union', 'D-1C', 'Seeding'),
  ('shattered-union', 'D-1D', 'Activated or Held'),
  ('shattered-union', 'D-2', 'Event Cards'),
  ('shattered-union', 'D-3', 'Command-In-Chief (CIC) Cards'),
  ('shattered-union', 'D-4', 'Wild Cards'),
  ('shattered-union', 'D-5', 'Activation Card Deck Construction'),
  ('shattered-union', 'E', 'Held Formation Activation/CIC Card Phase'),
  ('shattered-union', 'F', 'Activation Phase'),
  ('shattered-union', 'F-1', 'Draw Activation Card Step'),
  ('shattered-union', 'F-2', 'Immediate Event and Wild Card Step'),
  ('shattered-union', 'F-2A', 'Event Cards'),
  ('shattered-union', 'F-2B', 'Default Event Option'),
  ('shattered-union', 'F-2C', 'Fog of War Wild Card'),
  ('shattered-union', 'F-3', 'Formation Activation/CIC Card Step'),
  ('shattered-union', 'F-3A', 'Activate Card'),
  ('shattered-union', 'F-3B', 'Hold Card'),
  ('shattered-union', 'F-4', 'Fire Combat Step'),
  ('shattered-union', 'F-5', 'Movement Step'),
  ('shattered-union', 'F-6', 'Close Combat Step'),
  ('shattered-union', 'F-7', 'Regroup Step'),
  ('shattered-union', 'F-8', 'End Activation Step'),
  ('shattered-union', 'G', 'Fire Combat Step'),
  ('shattered-union', 'G-1', 'Range'),
  ('shattered-union', 'G-2', 'Line of Sight (LOS)'),
  ('shattered-union', 'G-2A', 'Firing Hex and Target Hex at the Same Elevation Level'),
  ('shattered-union', 'G-2B', 'Firing Hex Lower than the Target Hex (Firing Uphill)'),
  ('shattered-union', 'G-2C', 'Firing Hex Higher than the Target Hex (Firing Downhill)'),
  ('shattered-union', 'G-2D', 'LOS Along a Hexside'),
  ('shattered-union', 'G-3', 'Firing Strength Points (SP)'),
  ('shattered-union', 'G-3A', 'Multiple Units Firing'),
  ('shattered-union', 'G-3B', 'No Split Fire'),
  ('shattered-union', 'G-3C', 'Combined Brigade Fire'),
  ('shattered-union', 'G-3D', 'Starting CRT Column'),
  ('shattered-union', 'G-4', 'Ammunition Problems'),
  ('shattered-union', 'G-5', 'Fire Combat Advantages'),
  ('shattered-union', 'G-5A', 'Firing Hex Advantages'),
  ('shattered-union', 'G-5B', 'Target Hex Advantages'),
  ('shattered-union', 'G-5C', 'Final CRT Column'),
  ('shattered-union', 'G-6', 'Fire Combat Dice Roll'),
  ('shattered-union', 'G-7', 'Cohesion Test Type'),
  ('shattered-union', 'G-8', 'Fire Combat Result'),
  ('shattered-union', 'G-8A', 'Cohesion Rating Modifier'),
  ('shattered-union', 'G-8B', 'Dice Roll Differential'),
  ('shattered-union', 'G-8C', 'Final Fire Combat Result'),
  ('shattered-union', 'G-9', 'Firefight'),
  ('shattered-union', 'H', 'Movement Step'),
  ('shattered-union', 'H-1', 'Movement Allowances'),
  ('shattered-union', 'H-2', 'Movement Costs'),
  ('shattered-union', 'H-2A', 'Clear Hexes'),
  ('shattered-union', 'H-2B', 'March Order'),
  ('shattered-union', 'H-2C', 'Disengagement'),
  ('shattered-union', 'H-2D', 'Minimum Movement Ability'),
  ('shattered-union', 'H-3', 'Stacking Limit'),
  ('shattered-union', 'H-4', 'Engagement'),
  ('shattered-union', 'H-5', 'Disengagement'),
  ('shattered-union', 'H-6', 'Off Map Movement'),
  ('shattered-union', 'H-7', 'Reinforcements Movement'),
  ('shattered-union', 'H-8', 'Mounted and Dismounted Cavalry'),
  ('shattered-union', 'H-8A', 'Dismounted Cavalry'),
  ('shattered-union', 'H-8B', 'Mounted Cavalry'),
  ('shattered-union', 'H-8C', 'Changing Modes'),
  ('shattered-union', 'H-8D', 'Cavalry Always Battleworn'),
  ('shattered-union', 'I', 'Close Combat Step'),
  ('shattered-union', 'I-1', 'Attack Declaration'),
  ('shattered-union', 'I-1A', 'Who May Attack'),
  ('shattered-union', 'I-1B', 'Stacked Attackers'),
  ('shattered-union', 'I-1C', 'Combined Attacks'),
  ('shattered-union', 'I-1D', 'No Obligation to Attack'),
  ('shattered-union', 'I-1E', 'Artillery'),
  ('shattered-union', 'I-2', 'Cavalry Withdrawal'),
  ('shattered-union', 'I-2A', 'Mounted Cavalry Withdrawal'),
  ('shattered-union', 'I-2B', 'Dismounted Cavalry Withdrawal'),
  ('shattered-union', 'I-2C', 'Vacated Defending Hex'),
  ('shattered-union', 'I-3', 'Defensive Fire'),
  ('shattered-union', 'I-3A', 'Defensive Fire Modifiers and Re-Roll'),
  ('shattered-union', 'I-3B', 'Attacker Affected'),
  ('shattered-union', 'I-4', 'Starting CRT Column'),
  ('shattered-union', 'I-5', 'Close Combat Advantages'),
  ('shattered-union', 'I-5A', 'Attacking Units Advantages'),
  ('shattered-union', 'I-5B', 'Defending Units Advantages'),
  ('shattered-union', 'I-5C', 'Final CRT Column'),
  ('shattered-union', 'I-6', 'Close Combat Dice Roll'),
  ('shattered-union', 'I-7', 'Cohesion Test Type'),
  ('shattered-union', 'I-8', 'Close Combat Result'),
  ('shattered-union', 'I-8A', 'Cohesion Rating Modifier'),
  ('shattered-union', 'I-8B', 'Dice Roll Differential'),
  ('shattered-union', 'I-8C', 'Final Close Combat Result'),
  ('shattered-union', 'I-9', 'Brutal Melee'),
  ('shattered-union', 'I-10', 'Attacker Breakthrough'),
  ('shattered-union', 'I-10A', 'Advance into the Defending Hex'),
  ('shattered-union', 'I-10B', 'Another Close Combat'),
  ('shattered-union', 'I-10C', 'Breakthroughs per Step'),
  ('shattered-union', 'J', 'End Phase'),
  ('shattered-union', 'J-1', 'Held Event Card Step'),
  ('shattered-union', 'J-2', 'Reset and Victory Point Step'),
  ('shattered-union', 'K', 'Skedaddle'),
  ('shattered-union', 'K-1', 'Distance Retreated'),
  ('shattered-union', 'K-2', 'Movement Away from Enemy'),
  ('shattered-union', 'K-3', 'Engagement'),
  ('shattered-union', 'K-4', 'Off-Map Movement'),
  ('shattered-union', 'K-5', 'Friendly-Occupied Hexes'),
  ('shattered-union', 'K-6', 'Unable to Complete Skedaddle'),
  ('shattered-union', 'L', 'Broken Units'),
  ('shattered-union', 'L-1', 'Break Tests'),
  ('shattered-union', 'L-2', 'Broken Procedure'),
  ('shattered-union', 'M', 'Regroup'),
  ('shattered-union', 'M-1', 'Regroup Eligibility'),
  ('shattered-union', 'M-2', 'Regroup Procedure'),
  ('shattered-union', 'M-2A', 'Remove Shaken'),
  ('shattered-union', 'M-2B', 'Reduce Disrupted'),
  ('shattered-union', 'M-2C', 'Rally a Broken Unit'),
  ('shattered-union', 'N', 'Victory Determination'),
  ('shattered-union', 'N-1', 'Victory Point Location Markers'),
  ('shattered-union', 'N-2', 'End of Game VP Markers'),
  ('shattered-union', 'N-3', 'Per Turn VP Markers'),
  ('shattered-union', 'N-4', 'Recording Victory Points'),
  ('shattered-union', 'N-5', 'Fully Controlled VP Locations'),
  ('shattered-union', 'N-6', 'Contested VP Locations'),
  ('shattered-union', 'N-7', 'Game Winner');

-- Sides (the note after A-9: Rebel is short for Confederate)
INSERT INTO side (game, id, name, pos, section) VALUES
  ('shattered-union', 'union', 'Union', 1, 'A-9'),
  ('shattered-union', 'confederate', 'Confederate', 2, 'A-9');

INSERT INTO side_alias (game, side, alias) VALUES
  ('shattered-union', 'confederate', 'csa'),
  ('shattered-union', 'confederate', 'rebel'),
  ('shattered-union', 'union', 'usa');

-- Sequence of play (B).  B letters the Activation Phase's steps a-h; F
-- numbers them 1-8, which is how they are cited.
INSERT INTO phase (game, id, seq, parent, name, side, reminder, loop_to, loop_while, action, section, note) VALUES
  ('shattered-union', 'game-turn', 10, NULL, 'Game Turn Marker Phase', NULL, 'Move the turn marker one box (not on turn 1); units whose box it enters wait off-map by their entry hexes.', NULL, NULL, NULL, 'C', NULL),
  ('shattered-union', 'command-decision', 20, NULL, 'Command Decision Phase', NULL, 'Both sides build this turn''s draw pile in secret.', NULL, NULL, NULL, 'D', NULL),
  ('shattered-union', 'seed-cards', 21, 'command-decision', 'Formation Activation Cards', NULL, 'Each side secretly seeds each formation''s cards, choosing their orders; the other side learns only how many.', NULL, NULL, 'cup-seed', 'D-1', 'D-1C: we read the scenario''s one, two or three cards a formation as the number seeded, not a most: D-1C has the player seed that many and choose only their orders, F-2C''s allowance is that number lowered by a casualty, and nothing in the text has a side seed fewer to shorten the turn''s deck.'),
  ('shattered-union', 'event-cards', 22, 'command-decision', 'Event Cards', NULL, 'Each side secretly picks its Key Events, then a few more of its Events go in blind; the rest sit out unseen.', NULL, NULL, 'cup-keys,cup-include', 'D-2', NULL),
  ('shattered-union', 'build-deck', 23, 'command-decision', 'Activation Card Deck Construction', NULL, 'The CIC and wild cards join the seeded cards; shuffle them into one face-down pile.', NULL, NULL, 'cup-build', 'D-5', 'D-3 and D-4: the CIC and both wild cards go in every turn, free.'),
  ('shattered-union', 'held-cards', 30, NULL, 'Held Formation Activation/CIC Card Phase', NULL, 'Held formation or CIC cards may be played one at a time; if both sides want to, high die picks the order, a tie plays none.', NULL, NULL, 'cards-held', 'E', 'B calls it the Held Formation/CIC Activation Card Phase; E and the index name it as here. Held Hold-type Events are not played here.'),
  ('shattered-union', 'activation', 40, NULL, 'Activation Phase', NULL, 'Cards are drawn and resolved one at a time.', NULL, NULL, NULL, 'F', NULL),
  ('shattered-union', 'draw-card', 41, 'activation', 'Draw Activation Card Step', NULL, 'Eligible held Hold-type Events first (die-off if both); then draw the top card: hand it to its owner, or read a wild card aloud.', NULL, NULL, 'cup-draw', 'F-1', NULL),
  ('shattered-union', 'immediate-event', 42, 'activation', 'Immediate Event and Wild Card Step', NULL, 'Event: play it, hold a Hold card, or use it as a Default Event; Fog of War: roll Red and White on its table; Friction of War: the next card is discarded.', NULL, NULL, NULL, 'F-2', NULL),
  ('shattered-union', 'formation-activation', 43, 'activation', 'Formation Activation/CIC Card Step', NULL, 'Formation or CIC card drawn: activate it now (a Command Test if the card calls for one) or hold it face down.', NULL, NULL, NULL, 'F-3', NULL),
  ('shattered-union', 'fire-combat', 44, 'activation', 'Fire Combat Step', NULL, 'Active units under Attack or Defend may fire; finish each fire and its firefight.', NULL, NULL, NULL, 'F-4', NULL),
  ('shattered-union', 'movement', 45, 'activation', 'Movement Step', NULL, 'Active units move as their order allows; only an Attack order may close next to the enemy.', NULL, NULL, NULL, 'F-5', NULL),
  ('shattered-union', 'close-combat', 46, 'activation', 'Close Combat Step', NULL, 'Attack-order units already next to the enemy declare, then resolve, their close combats.', NULL, NULL, NULL, 'F-6', NULL),
  ('shattered-union', 'regroup', 47, 'activation', 'Regroup Step', NULL, 'Shaken, Disrupted or Broken units of a Defend order that did not fire and are 3+ hexes from the enemy may regroup.', NULL, NULL, NULL, 'F-7', NULL),
  ('shattered-union', 'end-activation', 48, 'activation', 'End Activation Step', NULL, 'Discard the card. Cards held: back to the held-card phase; else draw again; pile empty and nothing held: End Phase.', 'held-cards', 'cup-not-empty', NULL, 'F-8', 'Back to E each time: with nothing held E passes at once, which is F-8''s draw again. The text leaves open a pile empty while cards are held and nobody plays them (or a tied die-off): we end the loop when the pile is empty, and the held cards go back to hand in J-2. A Friction of War drawn last voids nothing: the turn ends and its effect with it.'),
  ('shattered-union', 'end-phase', 50, NULL, 'End Phase', NULL, 'The game turn ends.', NULL, NULL, NULL, 'J', NULL),
  ('shattered-union', 'held-event-cards', 51, 'end-phase', 'Held Event Card Step', 'confederate', 'Held Hold-type Events may be played one at a time, sides alternating, Confederate first; no Default Events now.', NULL, NULL, 'cards-held-events', 'J-1', 'The index calls it the Held Event Card Phase.'),
  ('shattered-union', 'reset-vp', 52, 'end-phase', 'Reset and Victory Point Step', NULL, 'All formation and Event cards go back to hand (held ones too); score VP as the module says; after the last turn, total them.', NULL, NULL, 'cup-gather', 'J-2', NULL);

-- The activation deck: the cup's chits as cards, seeded by their owners
-- (cards), with the sections its replies cite.  The cards themselves,
-- how many each formation seeds and how many Events a side keys and adds
-- blind are each module's (chit, scenario_chit, seed_rule, cup_rule).
INSERT INTO game_mechanism (game, mechanism) VALUES
  ('shattered-union', 'cup'),
  ('shattered-union', 'cards'),
  ('shattered-union', 'marker'),
  ('shattered-union', 'vp-locations');

-- The Fortunes of War marker (F-2C): one a side, held by nobody at the
-- start, taken on a Fog of War roll that gives it (nothing more while
-- the side holds it: one a player at most), and set aside when used.
INSERT INTO marker (game, id, name, start, pass_on_use, spent, owner, given_by, section, note) VALUES
  ('shattered-union', 'fortunes-union', 'Union Fortunes of War', NULL, 0, 1, 'union', 'Fortunes of War', 'F-2C', NULL),
  ('shattered-union', 'fortunes-confederate', 'Confederate Fortunes of War', NULL, 0, 1, 'confederate', 'Fortunes of War', 'F-2C', NULL);
INSERT INTO marker_use (game, marker, id, name, side, effect, pos, section, note) VALUES
  ('shattered-union', 'fortunes-union', 'reroll', 'Make the roller roll all the dice of the last roll again', NULL, 'reroll', 1, 'F-2C', 'Any roll, either side''s; never part of it (A-8: the new roll is kept).'),
  ('shattered-union', 'fortunes-confederate', 'reroll', 'Make the roller roll all the dice of the last roll again', NULL, 'reroll', 1, 'F-2C', 'Any roll, either side''s; never part of it (A-8: the new roll is kept).');

INSERT INTO cite (game, topic, section) VALUES
  ('shattered-union', 'cup.key-chits', 'D-2'),
  ('shattered-union', 'cup.blind-events', 'D-2'),
  ('shattered-union', 'cup.puller', 'F-1'),
  ('shattered-union', 'cup.draw', 'F-1'),
  ('shattered-union', 'cup.hold', 'F-3B'),
  ('shattered-union', 'cup.held-end', 'J-1'),
  ('shattered-union', 'cup.event-drawn', 'F-2A'),
  ('shattered-union', 'cup.negated', 'F-2C'),
  ('shattered-union', 'cup.exhaustion', 'F-8'),
  ('shattered-union', 'cup.cic', 'F-3A'),
  ('shattered-union', 'cup.gather', 'J-2'),
  ('shattered-union', 'cards.seed', 'D-1C'),
  ('shattered-union', 'cards.activate', 'F-3A'),
  ('shattered-union', 'cards.default', 'F-2B'),
  ('shattered-union', 'cards.label', 'F-2A'),
  ('shattered-union', 'cards.casualty', 'F-2C'),
  ('shattered-union', 'cards.rolloff', 'E'),
  ('shattered-union', 'cards.fog', 'F-2C'),
  ('shattered-union', 'cards.chaos', 'F-2C'),
  ('shattered-union', 'cards.defend-reroll', 'I-3A');

-- Lookup tables.  Printed on the player aid or the cards, not in the
-- text: shapes only, no cells (the user imports them).  The three the
-- text gives whole ship with their cells.
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note) VALUES
  ('shattered-union', 'crt', 'Combat Results Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'Total SP picks the starting column, the advantages shift it; the Red and White dice (Red the tens) pick the row; the cell is the Cohesion Test Type (N, E, R, T, S or C). On doubles read the row just above it', 'G-7', 0, 'One table for fire and close combat (G-3D, I-4). Doubles: fire, the target hex is Shocked and may not Firefight (G-7, G-9); close combat, a Brutal Melee follows (I-7; I-7 cites I-8, which means I-9). Off the left of the 1 column: fire is NE (G-5C), close combat gives the attacker A: DP + SK3 (I-5C).'),
  ('shattered-union', 'weapon-range', 'Weapon Range Table', 'player-aid', 'number', NULL, NULL, NULL, 0, 'Each row a firing unit type, each column a range band; enter the farthest hex of the band your chart prints (- where it prints none). Count the target hex, not the firing hex', 'G-1', 0, 'Dismounted Cavalry fires only at adjacent hexes and always counts as Long Range (G-1, H-8A). The text names no row for Mixed (M) artillery.'),
  ('shattered-union', 'ammo-problems', 'Ammunition Problems Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'The firing player rolls the Black die first; enter Ammunition Problems where your chart shows one, - where it shows none', 'G-4', 1, 'The text gives neither the layout nor a cell: it says only that the results favour the Union (Confederate fire has more problems), so the firing side likely picks the column. One data point: a Union Black 1 was an Ammunition Problem (G-5C example). A problem is the one-column Target Hex Advantage (G-5B; G-5B cites H-4, which means G-4).'),
  ('shattered-union', 'fire-result', 'Fire Combat Result Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'The Cohesion Test Type picks the column, the Fire Combat Differential (differential=N) the row. Enter a cell as its codes with spaces: SH (SK1), DS / SH + SK1', 'G-8C', 0, 'Known from the G-8C example: differential +3 under R reads SH (SK1), on a row the text calls +2 to +4. Results hit every unit in the target hex; the target''s owner makes any choice.'),
  ('shattered-union', 'close-result', 'Close Combat Results Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'The Cohesion Test Type picks the column, the Close Combat Differential (differential=N) the row. Enter a cell as its codes with spaces: D: SH + SK1, B: SH (SK1)', 'I-8C', 0, 'Known from the close combat example (I-10): differential +2 under T reads D:SH+SK1, on a row written +2/+3/+4.'),
  ('shattered-union', 'defensive-fire', 'Defensive Fire Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'The attacker rolls the Black die first, plus the defending hex''s SP modifiers (infantry=N, rifled=N for Rifled or Mixed artillery, smoothbore=N, each the modified SP); the result hits the attacking unit with the most modified SP', 'I-3', 0, 'Known from the close combat example (I-10): a modified 8 reads DS / SH + SK1. No roll when the defending hex has 0 SP or only Mounted Cavalry. Defend Order re-roll (I-3A, D-1): our reading is that it counts only Formation Activation Cards, as I-3A says to check them: the defender may demand one re-roll when the last such card of the defending unit''s formation that was played (activated) this turn, and so discarded, carried a Defend order. A card discarded unplayed (Friction of War, Battlefield Chaos) or still held was not played; a CIC card, an Event or a Default Event giving Defend neither counts nor hides an earlier Defend card of the formation (G-5A lets any source give the Defend fire shift; I-3A names no other source). The re-roll must be kept (A-8). The cup view lists the order of each formation''s card played last this turn; the look-up itself is not told the formation.'),
  ('shattered-union', 'fog-of-war', 'Fog of War Table', 'player-aid', 'code', NULL, NULL, NULL, 0, 'The player who drew the Fog of War card rolls Red and White (11-66) on the card''s table; a cell is the side the result falls on and the result: Union Fortunes of War, Rebel Battlefield Chaos, General Casualty', 'F-2C', 0, 'Printed on the Fog of War card. A General Casualty is read again, with the same roll, on the generals the card lists (fog-general).'),
  ('shattered-union', 'fog-general', 'Fog of War Generals', 'player-aid', 'chit', NULL, NULL, NULL, 0, 'The roll of a General Casualty names the general the card lists for it; enter his formation (its name or id), or a CIC card''s name for the army''s commander', 'F-2C', 0, 'Printed on the Fog of War card: its list of generals by roll.'),
  ('shattered-union', 'brutal-melee', 'Brutal Melee', 'text', 'code', NULL, NULL, NULL, 0, 'After a close combat rolled doubles, once its result (Skedaddles too, not breakthroughs) is applied: roll one die', 'I-9', 0, 'I-7 sends doubles here as "see I-8"; the rule is I-9. Resolved before any Attacker Breakthrough (I-9).'),
  ('shattered-union', 'break-test', 'Break Test', 'text', 'code', NULL, NULL, NULL, 0, 'One die against the unit''s modified CR (cr=N), one less when no other unit of its Brigade (of its Division, if none of the Brigade is left) is stacked with it or next to it (isolated=1)', 'L-1', 0, 'Taken when a unit must flip to Battleworn and already is (L-1, H-8D). A rally (M-2C) reads the printed Battleworn CR with no other modifier: isolated=0. We read the isolated CR as held at 0 (A-2D).'),
  ('shattered-union', 'cavalry-withdrawal', 'Cavalry Withdrawal', 'text', 'code', NULL, NULL, NULL, 0, 'After attacks are declared, cavalry in the defending hex may withdraw at once by taking this result; not if any Mounted Cavalry attacks the hex', 'I-2', 0, 'We read "at least one Mounted Cavalry unit (only)" as: a Mounted Cavalry attacker bars the withdrawal, a Dismounted one does not. If the hex is left empty the attackers may break through (I-2C cites I-9 for it, which means I-10).');

-- The Defensive Fire SP modifiers (I-3A) are the table's roll: the Black
-- die plus one per full 4 SP of infantry, per full 3 of Rifled or Mixed
-- artillery, per full 2 of Smoothbore artillery.  None given: 0, and a
-- hex with 0 SP in all gives no roll.
UPDATE lookup_table SET defaults = 'infantry=0,rifled=0,smoothbore=0'
  WHERE game = 'shattered-union' AND id = 'defensive-fire';
UPDATE lookup_table SET defaults = 'isolated=0'
  WHERE game = 'shattered-union' AND id = 'break-test';

INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('shattered-union', 'crt', 1, 'column', 'SP column', 'range', NULL, NULL, 'refuse', 'clamp', 1, 'G-3D', 'Columns the text names: 1 (the leftmost numbered one, G-5C, I-5C), 8-9 and 13-15 (G-5C example: two columns apart), 16-18 (I-10 example: one right of 13-15); the others come with the import. 19+ appears only as a supposition (G-3D) and is not shipped. More SP than the last numbered column starts there (G-3D, I-4).'),
  ('shattered-union', 'crt', 2, 'roll', 'Red/White roll', 'dice', 'd66', NULL, 'refuse', 'refuse', 1, 'G-7', 'The rows come with the import. The I-10 example reads a row "44". Doubles read the row above (doubles).'),
  ('shattered-union', 'weapon-range', 1, 'band', 'Range band', 'section', NULL, NULL, 'refuse', 'refuse', 0, 'G-1', 'Past the last number of the Long band no fire is allowed (G-1).'),
  ('shattered-union', 'weapon-range', 2, 'weapon', 'Firing unit type', 'section', NULL, NULL, 'refuse', 'refuse', 1, 'G-1', 'The four types G-1 names; the chart may print more.'),
  ('shattered-union', 'ammo-problems', 1, 'side', 'Firing side', 'section', NULL, NULL, 'refuse', 'refuse', 1, 'G-4', 'Not printed in the text: the columns come with the import.'),
  ('shattered-union', 'ammo-problems', 2, 'roll', 'Black die', 'dice', '1d6', NULL, 'refuse', 'refuse', 1, 'G-4', 'The rows come with the import.'),
  ('shattered-union', 'fire-result', 1, 'test', 'Cohesion Test Type', 'section', NULL, NULL, 'refuse', 'refuse', 0, 'G-7', NULL),
  ('shattered-union', 'fire-result', 2, 'differential', 'Fire Combat Differential', 'range', NULL, NULL, 'refuse', 'refuse', 1, 'G-8B', 'The rows come with the import; the formula combat-differential works the differential out.'),
  ('shattered-union', 'close-result', 1, 'test', 'Cohesion Test Type', 'section', NULL, NULL, 'refuse', 'refuse', 0, 'I-7', NULL),
  ('shattered-union', 'close-result', 2, 'differential', 'Close Combat Differential', 'range', NULL, NULL, 'refuse', 'refuse', 1, 'I-8B', 'The rows come with the import; the formula combat-differential works the differential out.'),
  ('shattered-union', 'defensive-fire', 1, 'roll', 'Modified Black die', 'range', '1d6', 'CASE WHEN MIN(:infantry, :rifled, :smoothbore) >= 0 AND :infantry + :rifled + :smoothbore > 0 THEN :roll + CAST(:infantry / 4 AS INT) + CAST(:rifled / 3 AS INT) + CAST(:smoothbore / 2 AS INT) END', 'refuse', 'refuse', 1, 'I-3A', 'The rows come with the import. A defending hex with 0 SP gives no value: no Defensive Fire, the die is not rolled (I-3A).'),
  ('shattered-union', 'fog-of-war', 1, 'roll', 'Red/White roll', 'dice', 'd66', NULL, 'refuse', 'refuse', 1, 'F-2C', 'The rows come with the import.'),
  ('shattered-union', 'fog-general', 1, 'roll', 'Red/White roll', 'dice', 'd66', NULL, 'refuse', 'refuse', 1, 'F-2C', 'The Fog of War roll itself, read again; the rows come with the import.'),
  ('shattered-union', 'brutal-melee', 1, 'roll', 'Die roll', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, 'I-9', NULL),
  ('shattered-union', 'break-test', 1, 'margin', 'Roll against CR', 'range', '1d6', 'CASE WHEN :cr >= 0 AND :isolated IN (0, 1) THEN :roll - MAX(0, :cr - :isolated) END', 'clamp', 'clamp', 0, 'L-1', NULL),
  ('shattered-union', 'cavalry-withdrawal', 1, 'cavalry', 'Withdrawing cavalry', 'section', NULL, NULL, 'refuse', 'refuse', 0, 'I-2', NULL);
UPDATE lookup_dim SET doubles = 'row-above'
  WHERE game = 'shattered-union' AND tbl = 'crt' AND id = 'roll';
UPDATE lookup_dim SET bonus = '*'
  WHERE game = 'shattered-union' AND tbl = 'crt' AND id = 'column';

INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('shattered-union', 'crt', 1, 1, '1', 1, 1, NULL, 'G-5C', 1, 'Named only as the leftmost numbered column; read as 1 SP.'),
  ('shattered-union', 'crt', 1, 2, '8-9', 8, 9, NULL, 'G-5C', 0, NULL),
  ('shattered-union', 'crt', 1, 3, '13-15', 13, 15, NULL, 'G-5C', 0, 'One column, not named in the text, lies between 8-9 and 13-15.'),
  ('shattered-union', 'crt', 1, 4, '16-18', 16, 18, NULL, 'I-10', 0, NULL),
  ('shattered-union', 'weapon-range', 1, 1, 'Effective', NULL, NULL, NULL, 'G-1', 0, NULL),
  ('shattered-union', 'weapon-range', 1, 2, 'Long', NULL, NULL, NULL, 'G-1', 0, NULL),
  ('shattered-union', 'weapon-range', 2, 1, 'Infantry', NULL, NULL, NULL, 'G-1', 0, NULL),
  ('shattered-union', 'weapon-range', 2, 2, 'Dismounted Cavalry', NULL, NULL, NULL, 'G-1', 0, NULL),
  ('shattered-union', 'weapon-range', 2, 3, 'Rifled Artillery', NULL, NULL, NULL, 'G-1', 0, NULL),
  ('shattered-union', 'weapon-range', 2, 4, 'Smoothbore Artillery', NULL, NULL, NULL, 'G-1', 0, NULL),
  ('shattered-union', 'fire-result', 1, 1, 'N', NULL, NULL, NULL, 'G-7', 0, NULL),
  ('shattered-union', 'fire-result', 1, 2, 'E', NULL, NULL, NULL, 'G-7', 0, NULL),
  ('shattered-union', 'fire-result', 1, 3, 'R', NULL, NULL, NULL, 'G-7', 0, NULL),
  ('shattered-union', 'fire-result', 1, 4, 'T', NULL, NULL, NULL, 'G-7', 0, NULL),
  ('shattered-union', 'fire-result', 1, 5, 'S', NULL, NULL, NULL, 'G-7', 0, NULL),
  ('shattered-union', 'fire-result', 1, 6, 'C', NULL, NULL, NULL, 'G-7', 0, NULL),
  ('shattered-union', 'close-result', 1, 1, 'N', NULL, NULL, NULL, 'I-7', 0, NULL),
  ('shattered-union', 'close-result', 1, 2, 'E', NULL, NULL, NULL, 'I-7', 0, NULL),
  ('shattered-union', 'close-result', 1, 3, 'R', NULL, NULL, NULL, 'I-7', 0, NULL),
  ('shattered-union', 'close-result', 1, 4, 'T', NULL, NULL, NULL, 'I-7', 0, NULL),
  ('shattered-union', 'close-result', 1, 5, 'S', NULL, NULL, NULL, 'I-7', 0, NULL),
  ('shattered-union', 'close-result', 1, 6, 'C', NULL, NULL, NULL, 'I-7', 0, NULL),
  ('shattered-union', 'brutal-melee', 1, 1, '1-2', 1, 2, NULL, 'I-9', 0, NULL),
  ('shattered-union', 'brutal-melee', 1, 2, '3', 3, 3, NULL, 'I-9', 0, NULL),
  ('shattered-union', 'brutal-melee', 1, 3, '4', 4, 4, NULL, 'I-9', 0, NULL),
  ('shattered-union', 'brutal-melee', 1, 4, '5-6', 5, 6, NULL, 'I-9', 0, NULL),
  ('shattered-union', 'break-test', 1, 1, '≤CR', -99, 0, NULL, 'L-1', 0, NULL),
  ('shattered-union', 'break-test', 1, 2, '>CR', 1, NULL, NULL, 'L-1', 0, NULL),
  ('shattered-union', 'cavalry-withdrawal', 1, 1, 'Mounted', NULL, NULL, NULL, 'I-2A', 0, NULL),
  ('shattered-union', 'cavalry-withdrawal', 1, 2, 'Dismounted', NULL, NULL, NULL, 'I-2B', 0, NULL);

-- Result codes (G-7, G-8C, I-8C, I-9; the Fog of War results F-2C).
-- A cell is read word by word: its parts written with spaces
-- (DS / SH + SK1, D: SH + SK1) read as the codes below; a bracketed part
-- reads as the code inside it.
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('shattered-union', 'N', 'Negligible Cohesion Test', 'G-7', NULL),
  ('shattered-union', 'E', 'Easy Cohesion Test', 'G-7', NULL),
  ('shattered-union', 'R', 'Routine Cohesion Test', 'G-7', NULL),
  ('shattered-union', 'T', 'Tough Cohesion Test', 'G-7', NULL),
  ('shattered-union', 'S', 'Severe Cohesion Test', 'G-7', NULL),
  ('shattered-union', 'C', 'Critical Cohesion Test', 'G-7', NULL),
  ('shattered-union', 'NE', 'Nothing happens to the hex', 'G-8C', NULL),
  ('shattered-union', 'SH', 'Each unit is Shaken: no marker to Shaken, Shaken to Disrupted; a Disrupted unit flips to Battleworn with a Shaken marker, or takes a Break Test if it is Battleworn already', 'G-8C', NULL),
  ('shattered-union', 'DS', 'Each unit is Disrupted: no marker to Disrupted; a Shaken or Disrupted unit flips to Battleworn keeping its marker, or takes a Break Test if it is Battleworn already', 'G-8C', NULL),
  ('shattered-union', 'DP', 'Each unit is Depleted: it flips to Battleworn keeping any marker, or takes a Break Test if it is Battleworn already (cavalry always is)', 'G-8C', NULL),
  ('shattered-union', 'SK#', 'Each unit Skedaddles that many hexes (K)', 'G-8C', NULL),
  ('shattered-union', 'A:', 'What follows hits only the attacking units', 'I-8C', NULL),
  ('shattered-union', 'D:', 'What follows hits only the defending units', 'I-8C', NULL),
  ('shattered-union', 'B:', 'What follows hits every unit of both sides in the combat', 'I-8C', NULL),
  ('shattered-union', 'X', 'One result: it must be applied to every unit it hits', 'G-8C', NULL),
  ('shattered-union', 'X / Y', 'Unit by unit, the owner takes the left result or the right one', 'G-8C', NULL),
  ('shattered-union', 'X (Y)', 'Unit by unit, the left result is a must, the bracketed one the owner''s option; with B: SH (SK1) the attacker chooses first', 'I-8C', NULL),
  ('shattered-union', 'X + Y', 'Both results apply to every unit hit', 'G-8C', NULL),
  ('shattered-union', '/', 'Or: the owner takes one side of it, unit by unit', 'G-8C', NULL),
  ('shattered-union', '+', 'And: both sides of it apply', 'G-8C', NULL);

INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('shattered-union', 'Bloody Fight!', 'Every unit in the combat, defenders first, rolls a die: over its CR it takes SH', 'I-9', 'brutal-melee'),
  ('shattered-union', 'Defender Enfiladed', 'Each defending unit rolls a die: over its CR it takes SH', 'I-9', 'brutal-melee'),
  ('shattered-union', 'Attacker Enfiladed', 'Each attacking unit rolls a die: over its CR it takes SH', 'I-9', 'brutal-melee'),
  ('shattered-union', 'Counterattack!', 'Defenders still there, not Skedaddled, may close-attack an original attacking hex still next to them; if every attacker is gone, those not Shaken or Disrupted may break through', 'I-9', 'brutal-melee'),
  ('shattered-union', 'Ammunition Problems', 'The fire shifts one column left (a Target Hex Advantage)', 'G-5B', 'ammo-problems'),
  ('shattered-union', '-', 'No ammunition problem: no shift', 'G-4', 'ammo-problems'),
  ('shattered-union', 'Battlefield Chaos', 'The player opposing the side named moves one of that side''s units one hex (a Minimum Move, no combat) or discards one of its held cards', 'F-2C', 'fog-of-war'),
  ('shattered-union', 'Fortunes of War', 'The side named takes the Fortunes of War marker (one at most; already held: no effect); discarded after any roll, it makes the roller roll all those dice again', 'F-2C', 'fog-of-war'),
  ('shattered-union', 'General Casualty', 'The general the roll names on the card, if his formation is in the game: a CIC loses a CIC card at turn end; a formation seeds one card fewer from next turn (at one card, loses an Order''s cards); a general already hit recovers', 'F-2C', 'fog-of-war'),
  ('shattered-union', 'Union', 'The result falls on the Union side', 'F-2C', 'fog-of-war'),
  ('shattered-union', 'Rebel', 'The result falls on the Confederate side', 'F-2C', 'fog-of-war'),
  ('shattered-union', 'Confederate', 'The result falls on the Confederate side', 'F-2C', 'fog-of-war'),
  ('shattered-union', 'Passed', 'The unit stays, with a Disrupted marker (a Shaken marker turns over; one Disrupted already: nothing more)', 'L-1', 'break-test'),
  ('shattered-union', 'Broken', 'The unit leaves the map for the Broken Area, back only by a rally or an Event card', 'L-2', 'break-test'),
  ('shattered-union', 'SK2 / SK3', 'The Mounted Cavalry Skedaddles 2 or 3 hexes, as its owner likes, before the combat', 'I-2A', 'cavalry-withdrawal'),
  ('shattered-union', 'SK1 / SK2', 'The Dismounted Cavalry Skedaddles 1 or 2 hexes, as its owner likes, before the combat', 'I-2B', 'cavalry-withdrawal');

-- What the cup does with a Fog of War result (F-2C): the side words
-- name the side it falls on, the others what happens to it.
UPDATE result_code SET side = 'union' WHERE game = 'shattered-union' AND
  tbl = 'fog-of-war' AND code = 'Union';
UPDATE result_code SET side = 'confederate' WHERE game = 'shattered-union'
  AND tbl = 'fog-of-war' AND code IN ('Rebel', 'Confederate');
UPDATE result_code SET effect = 'chaos' WHERE game = 'shattered-union' AND
  tbl = 'fog-of-war' AND code = 'Battlefield Chaos';
UPDATE result_code SET effect = 'marker' WHERE game = 'shattered-union' AND
  tbl = 'fog-of-war' AND code = 'Fortunes of War';
UPDATE result_code SET effect = 'general', then_table = 'fog-general' WHERE
  game = 'shattered-union' AND tbl = 'fog-of-war' AND
  code = 'General Casualty';

INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('shattered-union', 'brutal-melee', '1-2', 'Bloody Fight!', 'I-9', 0, NULL),
  ('shattered-union', 'brutal-melee', '3', 'Defender Enfiladed', 'I-9', 0, NULL),
  ('shattered-union', 'brutal-melee', '4', 'Attacker Enfiladed', 'I-9', 0, NULL),
  ('shattered-union', 'brutal-melee', '5-6', 'Counterattack!', 'I-9', 0, NULL),
  ('shattered-union', 'break-test', '≤CR', 'Passed', 'L-1', 0, NULL),
  ('shattered-union', 'break-test', '>CR', 'Broken', 'L-1', 0, NULL),
  ('shattered-union', 'cavalry-withdrawal', 'Mounted', 'SK2 / SK3', 'I-2A', 0, NULL),
  ('shattered-union', 'cavalry-withdrawal', 'Dismounted', 'SK1 / SK2', 'I-2B', 0, NULL);

-- Calculators: the firing or attacking SP picks the starting CRT column
-- (G-3D, I-4); the advantages shift it (G-5, I-5).
-- The CRT's bonus columns right of the last numbered one, marked with
-- asterisks (G-5C, I-5C), are the column dimension's bonus entries: the
-- import enters them as printed ('*', '**') after the numbered ones; a
-- start is capped at the last numbered column (G-3D), a shift goes on
-- into them.
-- Off the left of the 1 column close combat gives the attacker A: DP +
-- SK3 (I-5C), the close calculator's end rule; fire reads it as no
-- effect, its NE (G-5C).
-- Flank Support shifts one column left for each supporting hex (I-5B):
-- named flank-support=N, the modifier counts N times.
-- Doubles on the Red/White roll read the row above (G-7, I-7): the CRT's
-- roll dimension says so (doubles 'row-above'); what else doubles bring
-- (the target Shocked in fire, a Brutal Melee in close combat) is said by
-- the table's note and looked up apart (brutal-melee).
INSERT INTO calculator (game, id, name, tbl, dim, rounding, below, otherwise, minimum, min_rule, section, note) VALUES
  ('shattered-union', 'fire', 'Fire Combat SP', 'crt', 1, 'floor', 'none', NULL, NULL, NULL, 'G-3', 'The SP of units firing together (G-3A, G-3C). G-5 starts the shifts from the column found "in step H-3": it means G-3 (G-3D). A net shift ending left of the 1 column is NE (G-5C), said here as no effect.'),
  ('shattered-union', 'close', 'Close Combat SP', 'crt', 1, 'floor', 'result:A: DP + SK3', NULL, NULL, NULL, 'I-4', 'All attackers of one defending hex, after Defensive Fire. The SP-ratio shifts read att=N and def=N, both the modified SP totals (I-5A, I-5B). Off the left of the 1 column the attacker takes A: DP + SK3 (I-5C), with no roll.');

INSERT INTO modifier (game, tbl, id, name, kind, amount, dim, grp, cond, pos, section, uncertain, note) VALUES
  ('shattered-union', 'fire', 'higher', 'On Higher Elevation (firing hex above the target)', 'shift', 1, 1, NULL, NULL, 1, 'G-5A', 0, 'With Combined Brigade Fire, either firing hex being higher is enough. G-5A cites that fire as H-3c: it is G-3C.'),
  ('shattered-union', 'fire', 'mounted-cavalry', 'Target is Mounted Cavalry (only)', 'shift', 1, 1, NULL, NULL, 2, 'G-5A', 0, 'Not if any other unit is in the target hex.'),
  ('shattered-union', 'fire', 'canister', 'Artillery Canister (artillery at an adjacent hex)', 'shift', 1, 1, NULL, NULL, 3, 'G-5A', 0, NULL),
  ('shattered-union', 'fire', 'defend', 'Defend Order', 'shift', 1, 1, NULL, NULL, 4, 'G-5A', 0, 'Whatever gave the order: an Event, a CIC or a formation card.'),
  ('shattered-union', 'fire', 'long', 'Long Range Fire (any firing unit)', 'shift', -2, 1, NULL, NULL, 5, 'G-5B', 0, 'Dismounted Cavalry always fires at Long Range (G-1).'),
  ('shattered-union', 'fire', 'obscured', 'Obscured LOS', 'shift', -1, 1, NULL, NULL, 6, 'G-5B', 0, 'G-5B cites the LOS rule as H-2: it is G-2.'),
  ('shattered-union', 'fire', 'cover', 'In Cover (target hex terrain, per the module)', 'shift', -1, 1, NULL, NULL, 7, 'G-5B', 0, NULL),
  ('shattered-union', 'fire', 'ammo', 'Ammunition Problems (Black die)', 'shift', -1, 1, NULL, NULL, 8, 'G-5B', 0, 'G-5B cites the roll as H-4: it is G-4.'),
  ('shattered-union', 'close', 'triple', '3x Greater SP (attacker)', 'shift', 3, 1, 'odds', ':att >= 3 * :def', 1, 'I-5A', 0, 'At least triple the defending SP, markers counted; with 0 defending SP it always holds. Not taken with 2x.'),
  ('shattered-union', 'close', 'double', '2x Greater SP (attacker)', 'shift', 2, 1, 'odds', ':att >= 2 * :def', 2, 'I-5A', 0, 'At least double, markers counted; only when 3x does not hold.'),
  ('shattered-union', 'close', 'def-double', '2x Greater SP (defender)', 'shift', -2, 1, 'odds', ':def >= 2 * :att', 3, 'I-5B', 0, 'The defending SP at least double all the attackers'', markers counted.'),
  ('shattered-union', 'close', 'lone-artillery', 'Lone Artillery (defending hex holds only artillery)', 'shift', 1, 1, NULL, NULL, 4, 'I-5A', 0, NULL),
  ('shattered-union', 'close', 'flanking', 'Flanking Attack', 'shift', 1, 1, NULL, NULL, 5, 'I-5A', 0, 'Two attacking hexes not next to each other, or three or more attacking hexes.'),
  ('shattered-union', 'close', 'cover', 'In Cover (defending hex terrain, per the module)', 'shift', -1, 1, NULL, NULL, 6, 'I-5B', 0, NULL),
  ('shattered-union', 'close', 'stream', 'Across Stream (every attacking hex)', 'shift', -1, 1, NULL, NULL, 7, 'I-5B', 0, NULL),
  ('shattered-union', 'close', 'higher', 'On Higher Elevation (defender above every attacking hex)', 'shift', -1, 1, NULL, NULL, 8, 'I-5B', 0, NULL),
  ('shattered-union', 'close', 'flank-support', 'Flank Support (one supporting hex)', 'shift', -1, 1, NULL, NULL, 9, 'I-5B', 0, 'One column left per enemy hex with infantry or artillery, next to an attacking hex and not itself attacked: flank-support=N for N hexes.');

-- Formulas the text states as arithmetic (`compute ID name=value ...`).
INSERT INTO formula (game, id, name, expr, inputs, choices, track, section, uncertain, note) VALUES
  ('shattered-union', 'modified-sp', 'Modified SP', 'CASE WHEN :sp >= 0 AND :marker <= 0 THEN MAX(0, :sp + :marker) END', 'sp=N the printed SP; marker=N the SP figure on the Shaken/Disrupted marker, as printed (-4); never below 0. Stacking counts the printed SP (H-3)', NULL, NULL, 'A-3', 0, 'A 12-3 with a -4 / -2 Disrupted marker is an 8-1 for everything but the Stacking Limit, which reads the printed 12 (A-3, H-3). The floor at 0 is A-2C. A marker figure above 0 gives no value: markers only reduce.'),
  ('shattered-union', 'modified-cr', 'Modified CR', 'CASE WHEN :cr >= 0 THEN MAX(0, MIN(5, :cr + :marker)) END', 'cr=N the printed CR; marker=N the CR figure on the Shaken/Disrupted marker (-2), plus any Event card change; held to 0-5', NULL, NULL, 'A-3', 0, 'A-2D: a modified CR is never above 5 nor below 0; an Event card may also change the CR.'),
  ('shattered-union', 'defensive-fire-drm', 'Defensive Fire DRM', 'CASE WHEN MIN(:infantry, :rifled, :smoothbore) >= 0 AND :infantry + :rifled + :smoothbore > 0 THEN CAST(:infantry / 4 AS INT) + CAST(:rifled / 3 AS INT) + CAST(:smoothbore / 2 AS INT) END', 'infantry=N, rifled=N (Rifled or Mixed artillery), smoothbore=N: the modified SP of each in the defending hex; all 0 (0 SP, or only Mounted Cavalry): no Defensive Fire, the Black die is not rolled', NULL, NULL, 'I-3A', 0, '+1 per full 4 SP of infantry, full 3 of Rifled or Mixed artillery, full 2 of Smoothbore artillery, added together; a part increment gives nothing. Modified SP, as the I-10 example counts (6 + 5 = 11, +2). Dismounted Cavalry counts as infantry (H-8A: treated as infantry in all ways); the text does not say so here.'),
  ('shattered-union', 'close-ratio-shift', 'Close combat SP-ratio shift', 'CASE WHEN :att >= 0 AND :def >= 0 THEN CASE WHEN :att >= 3 * :def THEN 3 WHEN :att >= 2 * :def THEN 2 WHEN :def >= 2 * :att THEN -2 ELSE 0 END END', 'att=N the attacking SP, def=N the defending SP, both modified totals; columns right (+) or left (-)', NULL, NULL, 'I-5', 0, 'Attacker at least triple: 3 right, never with the 2x shift too (I-5A); at least double: 2 right; defender at least double: 2 left (I-5B). 0 defending SP: 3 right always (I-5A).'),
  ('shattered-union', 'combat-differential', 'Fire or close combat differential', 'CASE WHEN :die BETWEEN 1 AND 6 AND :enemy_die BETWEEN 1 AND 6 THEN (:die + MAX(0, :cr - :enemy_cr)) - (:enemy_die + MAX(0, :enemy_cr - :cr)) END', 'die=N the firing (or attacking) player''s coloured die, cr=N his side''s highest modified CR; enemy_die=N, enemy_cr=N the target''s (or defender''s); Union rolls Blue, Confederate Gray', NULL, NULL, 'G-8B', 0, 'The side with the higher CR adds the difference to its own die; the firer''s total less the target''s. Close combat works the same, attacker less defender (I-8A, I-8B). G-8C example: 4 + 1 - 2 = +3; I-10 example: 3 + 1 - 2 = +2.'),
  ('shattered-union', 'mode-change-ma', 'Cavalry Movement Allowance after changing mode', 'CASE WHEN :ma >= 0 THEN CASE WHEN :ma / 2.0 = CAST(:ma / 2.0 AS INT) THEN :ma / 2.0 ELSE CAST(:ma / 2.0 AS INT) + 1 END END', 'ma=N the beginning Movement Allowance of the unit''s order (no Mounted bonus when it will dismount); half, rounded up', NULL, NULL, 'H-8C', 0, 'Mounting or dismounting is done at the start of the move and leaves half the beginning allowance, rounded up, to move with. A Mounted unit that means to dismount does not add its Mounted MP bonus (H-8C note).'),
  ('shattered-union', 'vp-award', 'VP Location award', 'CASE WHEN :value >= 0 THEN CASE WHEN :contested = 1 THEN CAST(:value / 2 AS INTEGER) ELSE :value END END', 'value=N the VP on the marker; full (Fully Controlled) or contested (Contested: half, rounded down)', 'full|contested', NULL, 'N-6', 0, 'Fully Controlled, no enemy unit next to the hex: the whole value (N-5). Contested, an enemy infantry or artillery unit next to it: half, rounded down (N-6); N-2 and N-3 say half without the rounding. The N example: a Contested 10 gives 5.');

-- What a Shaken, Disrupted or Depleted result does to a unit (G-8C, the
-- same in I-8C), by the state it is in (its marker and its side): the
-- state after it, or a Break Test where it must flip and is Battleworn
-- already (L-1; cavalry is always Battleworn, A-2G, H-8D).  A Break Test
-- passed leaves it with a Disrupted marker (L-1).
INSERT INTO state_rule (game, machine, state, input, next, effect, section, note) VALUES
  ('shattered-union', 'unit-state', 'Fresh', 'SH', 'Shaken', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Fresh', 'DS', 'Disrupted', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Fresh', 'DP', 'Battleworn', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Shaken', 'SH', 'Disrupted', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Shaken', 'DS', 'Battleworn-Shaken', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Shaken', 'DP', 'Battleworn-Shaken', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Disrupted', 'SH', 'Battleworn-Shaken', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Disrupted', 'DS', 'Battleworn-Disrupted', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Disrupted', 'DP', 'Battleworn-Disrupted', '', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Battleworn', 'SH', 'Battleworn-Shaken', '', 'I-10', 'The close combat example gives the Battleworn 6-3 a Shaken marker for an SH: a marker needs no flip, so no Break Test (L-1).'),
  ('shattered-union', 'unit-state', 'Battleworn', 'DS', 'Battleworn-Disrupted', '', 'L-1', 'Read as SH is in the I-10 example: G-8C says a Battleworn unit takes a Break Test, but L-1 tests only a unit that must flip, and a Disrupted marker needs none.'),
  ('shattered-union', 'unit-state', 'Battleworn', 'DP', 'Battleworn', 'Break Test', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Battleworn-Shaken', 'SH', 'Battleworn-Disrupted', '', 'I-10', 'The close combat example: the 6-3 turns its Shaken marker to Disrupted.'),
  ('shattered-union', 'unit-state', 'Battleworn-Shaken', 'DS', 'Battleworn-Shaken', 'Break Test', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Battleworn-Shaken', 'DP', 'Battleworn-Shaken', 'Break Test', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Battleworn-Disrupted', 'SH', 'Battleworn-Disrupted', 'Break Test', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Battleworn-Disrupted', 'DS', 'Battleworn-Disrupted', 'Break Test', 'G-8C', NULL),
  ('shattered-union', 'unit-state', 'Battleworn-Disrupted', 'DP', 'Battleworn-Disrupted', 'Break Test', 'G-8C', NULL),
  ('shattered-union', 'break-pass', 'Battleworn', 'pass', 'Battleworn-Disrupted', '', 'L-1', NULL),
  ('shattered-union', 'break-pass', 'Battleworn-Shaken', 'pass', 'Battleworn-Disrupted', '', 'L-1', NULL),
  ('shattered-union', 'break-pass', 'Battleworn-Disrupted', 'pass', 'Battleworn-Disrupted', 'no effect', 'L-1', NULL);
