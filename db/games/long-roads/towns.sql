-- The Long Roads to Gettysburg: levied towns (13.1, 24.3, VII 5), county
-- control (11.0-11.2, VII 1) and depots (13.8, 19.6, 24.3, VII 2), with
-- the Union's (and the Confederates') secret depot orders (13.8).
-- Values from the rulebook text; notes and reminders in our own words.

INSERT INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'award'),
  ('long-roads', 'plan');
-- Registers may be taken up by another part of the game's data too.
INSERT OR IGNORE INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'register');

-- The turn of the first Confederate infantry crossing of the Potomac, which
-- the county doubling reads.  Its row belongs to the calendar's data
-- (db/games/long-roads.sql, set by its latch); this one stands in only
-- while that row is missing, and is ignored once it is there.
INSERT OR IGNORE INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'crossing-turn', 'Turn of the first Confederate infantry crossing', 'counter', NULL, 0, NULL, 0, NULL, 26, '11.2', 0, 'The turn the first Confederate infantry unit crossed the Potomac; 0 until then.', NULL);

-- Levies (13.1).  The victuals a levied town holds are kept on this
-- register until handed out (`register levied TOWN victuals -N`) or
-- taken or burned (13.1 last paragraph).
INSERT INTO register (game, id, name, option, section, note) VALUES
  ('long-roads', 'levied', 'Levied towns', NULL, '13.1', 'A town holds nothing until levied; `levy TOWN` puts its victuals here.');
INSERT INTO register_counter (game, register, id, name, lo, hi, initial, full, empty, section, note) VALUES
  ('long-roads', 'levied', 'victuals', 'victuals left', 0, NULL, 0, NULL, NULL, '13.1', 'Handed out to units of a passive side in the county or within six hexes of road, pike or railroad (13.5).');
INSERT INTO register_entry (game, register, id, name, side, size, pos, section, uncertain, note) VALUES
  ('long-roads', 'levied', 'annapolis', 'Annapolis', NULL, NULL, 1, '13.1', 0, NULL),
  ('long-roads', 'levied', 'baltimore', 'Baltimore', NULL, NULL, 2, '13.1', 0, 'Each Baltimore hex is levied once; its victuals are kept together here.'),
  ('long-roads', 'levied', 'bladensburg', 'Bladensburg', NULL, NULL, 3, '13.1', 0, NULL),
  ('long-roads', 'levied', 'canton', 'Canton', NULL, NULL, 4, '13.1', 0, NULL),
  ('long-roads', 'levied', 'carlisle', 'Carlisle', NULL, NULL, 5, '13.1', 0, NULL),
  ('long-roads', 'levied', 'chambersburg', 'Chambersburg', NULL, NULL, 6, '13.1', 0, NULL),
  ('long-roads', 'levied', 'columbia', 'Columbia', NULL, NULL, 7, '13.1', 0, NULL),
  ('long-roads', 'levied', 'ellicott-mills', 'Ellicott Mills', NULL, NULL, 8, '13.1', 0, NULL),
  ('long-roads', 'levied', 'frederick', 'Frederick', NULL, NULL, 9, '13.1', 0, NULL),
  ('long-roads', 'levied', 'gettysburg', 'Gettysburg', NULL, NULL, 10, '13.1', 0, NULL),
  ('long-roads', 'levied', 'greencastle', 'Greencastle', NULL, NULL, 11, '13.1', 0, NULL),
  ('long-roads', 'levied', 'hagerstown', 'Hagerstown', NULL, NULL, 12, '13.1', 0, NULL),
  ('long-roads', 'levied', 'hanover', 'Hanover', NULL, NULL, 13, '13.1', 0, NULL),
  ('long-roads', 'levied', 'harrisburg', 'Harrisburg', NULL, NULL, 14, '13.1', 0, NULL),
  ('long-roads', 'levied', 'harpers-ferry', 'Harpers Ferry', NULL, NULL, 15, '13.1', 0, NULL),
  ('long-roads', 'levied', 'laurel', 'Laurel', NULL, NULL, 16, '13.1', 0, NULL),
  ('long-roads', 'levied', 'littlestown', 'Littlestown', NULL, NULL, 17, '13.1', 0, NULL),
  ('long-roads', 'levied', 'martinsburg', 'Martinsburg', NULL, NULL, 18, '13.1', 0, NULL),
  ('long-roads', 'levied', 'mechanicsburg', 'Mechanicsburg', NULL, NULL, 19, '13.1', 0, NULL),
  ('long-roads', 'levied', 'new-cumberland', 'New Cumberland', NULL, NULL, 20, '13.1', 0, NULL),
  ('long-roads', 'levied', 'newville', 'Newville', NULL, NULL, 21, '13.1', 0, NULL),
  ('long-roads', 'levied', 'pikesville', 'Pikesville', NULL, NULL, 22, '13.1', 0, NULL),
  ('long-roads', 'levied', 'rockville', 'Rockville', NULL, NULL, 23, '13.1', 0, NULL),
  ('long-roads', 'levied', 'sharpsburg', 'Sharpsburg', NULL, NULL, 24, '13.1', 0, NULL),
  ('long-roads', 'levied', 'shippensburg', 'Shippensburg', NULL, NULL, 25, '13.1', 0, NULL),
  ('long-roads', 'levied', 'taneytown', 'Taneytown', NULL, NULL, 26, '13.1', 0, NULL),
  ('long-roads', 'levied', 'towsontown', 'Towsontown', NULL, NULL, 27, '13.1', 0, NULL),
  ('long-roads', 'levied', 'waynesboro', 'Waynesboro', NULL, NULL, 28, '13.1', 0, NULL),
  ('long-roads', 'levied', 'westminster', 'Westminster', NULL, NULL, 29, '13.1', 0, NULL),
  ('long-roads', 'levied', 'williamsport', 'Williamsport', NULL, NULL, 30, '13.1', 0, NULL),
  ('long-roads', 'levied', 'york', 'York', NULL, NULL, 31, '13.1', 0, NULL);

-- A levy: once a game a town (13.1), its points for Pennsylvania towns
-- only (VII 5).
INSERT INTO award (game, id, name, done, kind, track, side, mult, mult_why, section, note) VALUES
  ('long-roads', 'levy', 'town', 'levied', 'once', 'vp', 'confederate', NULL, NULL, '13.1', 'Eligible infantry (5 MP or more, fatigue 0) in the town, no enemy unit of 3 MP or more adjacent: the players judge that on the map.');
INSERT INTO award_item (game, award, id, name, pos, points, many, section, uncertain, note) VALUES
  ('long-roads', 'levy', 'annapolis', 'Annapolis', 1, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'baltimore', 'Baltimore', 2, NULL, 1, '13.1', 0, 'Each hex once (13.1): the text does not count the hexes, so each levy here is taken as another hex.'),
  ('long-roads', 'levy', 'bladensburg', 'Bladensburg', 3, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'canton', 'Canton', 4, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'carlisle', 'Carlisle', 5, '8', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'chambersburg', 'Chambersburg', 6, '6', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'columbia', 'Columbia', 7, '10', 0, 'VII 5', 0, 'Only with the Pennsylvania add-on map (VII 5).'),
  ('long-roads', 'levy', 'ellicott-mills', 'Ellicott Mills', 8, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'frederick', 'Frederick', 9, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'gettysburg', 'Gettysburg', 10, '4', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'greencastle', 'Greencastle', 11, '2', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'hagerstown', 'Hagerstown', 12, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'hanover', 'Hanover', 13, '4', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'harrisburg', 'Harrisburg', 14, '16', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'harpers-ferry', 'Harpers Ferry', 15, NULL, 0, '13.1', 0, 'Virginia: victuals only; the VP column is blank (13.1).'),
  ('long-roads', 'levy', 'laurel', 'Laurel', 16, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'littlestown', 'Littlestown', 17, '2', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'martinsburg', 'Martinsburg', 18, NULL, 0, '13.1', 0, 'Virginia: victuals only; the VP column is blank (13.1).'),
  ('long-roads', 'levy', 'mechanicsburg', 'Mechanicsburg', 19, '4', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'new-cumberland', 'New Cumberland', 20, '2', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'newville', 'Newville', 21, '2', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'pikesville', 'Pikesville', 22, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'rockville', 'Rockville', 23, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'sharpsburg', 'Sharpsburg', 24, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'shippensburg', 'Shippensburg', 25, '4', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'taneytown', 'Taneytown', 26, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'towsontown', 'Towsontown', 27, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'waynesboro', 'Waynesboro', 28, '2', 0, 'VII 5', 0, NULL),
  ('long-roads', 'levy', 'westminster', 'Westminster', 29, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'williamsport', 'Williamsport', 30, NULL, 0, '13.1', 0, NULL),
  ('long-roads', 'levy', 'york', 'York', 31, '12', 0, 'VII 5', 0, NULL);

-- What a levy stocks: the normal supply column, or the simplified one
-- with that option (13.1; 24.3 repeats the simplified column, its
-- damaged lines read by 13.1's).
INSERT INTO award_store (game, award, item, register, counter, op, amount, option, unless, section, uncertain, note) VALUES
  ('long-roads', 'levy', 'annapolis', 'levied', 'victuals', 'add', 20, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'annapolis', 'levied', 'victuals', 'add', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'baltimore', 'levied', 'victuals', 'add', 10, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'baltimore', 'levied', 'victuals', 'add', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'bladensburg', 'levied', 'victuals', 'add', 2, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'bladensburg', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'canton', 'levied', 'victuals', 'add', 8, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'canton', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'carlisle', 'levied', 'victuals', 'add', 28, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'carlisle', 'levied', 'victuals', 'add', 6, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'chambersburg', 'levied', 'victuals', 'add', 26, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'chambersburg', 'levied', 'victuals', 'add', 5, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'columbia', 'levied', 'victuals', 'add', 25, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'columbia', 'levied', 'victuals', 'add', 5, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'ellicott-mills', 'levied', 'victuals', 'add', 8, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'ellicott-mills', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'frederick', 'levied', 'victuals', 'add', 40, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'frederick', 'levied', 'victuals', 'add', 7, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'gettysburg', 'levied', 'victuals', 'add', 12, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'gettysburg', 'levied', 'victuals', 'add', 2, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'greencastle', 'levied', 'victuals', 'add', 5, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'greencastle', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'hagerstown', 'levied', 'victuals', 'add', 20, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'hagerstown', 'levied', 'victuals', 'add', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'hanover', 'levied', 'victuals', 'add', 8, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'hanover', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'harrisburg', 'levied', 'victuals', 'add', 67, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'harrisburg', 'levied', 'victuals', 'add', 11, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'harpers-ferry', 'levied', 'victuals', 'add', 8, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'harpers-ferry', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'laurel', 'levied', 'victuals', 'add', 6, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'laurel', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'littlestown', 'levied', 'victuals', 'add', 3, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'littlestown', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'martinsburg', 'levied', 'victuals', 'add', 17, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'martinsburg', 'levied', 'victuals', 'add', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'mechanicsburg', 'levied', 'victuals', 'add', 10, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'mechanicsburg', 'levied', 'victuals', 'add', 2, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'new-cumberland', 'levied', 'victuals', 'add', 2, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'new-cumberland', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'newville', 'levied', 'victuals', 'add', 4, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'newville', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'pikesville', 'levied', 'victuals', 'add', 8, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'pikesville', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'rockville', 'levied', 'victuals', 'add', 4, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'rockville', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'sharpsburg', 'levied', 'victuals', 'add', 5, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'sharpsburg', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'shippensburg', 'levied', 'victuals', 'add', 9, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'shippensburg', 'levied', 'victuals', 'add', 2, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'taneytown', 'levied', 'victuals', 'add', 2, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'taneytown', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'towsontown', 'levied', 'victuals', 'add', 8, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'towsontown', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'waynesboro', 'levied', 'victuals', 'add', 6, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'waynesboro', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'westminster', 'levied', 'victuals', 'add', 8, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'westminster', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'williamsport', 'levied', 'victuals', 'add', 5, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'williamsport', 'levied', 'victuals', 'add', 1, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'levy', 'york', 'levied', 'victuals', 'add', 43, NULL, 'simplified-supply', '13.1', 0, NULL),
  ('long-roads', 'levy', 'york', 'levied', 'victuals', 'add', 7, 'simplified-supply', NULL, '24.3', 0, NULL);

-- County control (11.1-11.2, VII 1): each county the Confederates hold at
-- the County Control Phase, once a turn; its first, second and every
-- later turn of control (consecutive or not) score the three values,
-- doubled from 30 days after the first Confederate infantry crossing.
INSERT INTO award (game, id, name, done, kind, track, side, mult, mult_why, section, note) VALUES
  ('long-roads', 'county', 'county', 'held', 'held', 'vp', 'confederate', 'CASE WHEN :crossing_turn > 0 AND turn_days(:crossing_turn, :turn) >= 30 THEN 2 ELSE 1 END', 'doubled, 30 days or more after the first Confederate infantry crossed the Potomac', '11.2', 'The doubling counts days between the turns'' dates, not turns (a three-day turn reads as its first day); the same as counting turns once the crossing is after turn 3. Control (a unit of 2 MP or more on the control hex tracing to the south map edge, 12 MP in the county) is judged on the map by the players. Points scored before the doubling are not doubled afterwards (VII 1): each turn is scored as it comes. Other Pennsylvania counties score 0 (VII 1) and are not listed.');
INSERT INTO award_item (game, award, id, name, pos, points, many, section, uncertain, note) VALUES
  ('long-roads', 'county', 'baltimore', 'Baltimore County', 1, '40,20,10', 0, 'VII 1', 0, 'Control hex Camden Station.'),
  ('long-roads', 'county', 'prince-georges', 'Prince George''s County', 2, '20,10,5', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'anne-arundel', 'Anne Arundel County', 3, '20,10,5', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'montgomery', 'Montgomery County', 4, '10,5,3', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'howard', 'Howard County', 5, '10,5,3', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'frederick-east', 'Frederick County-East', 6, '6,3,2', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'frederick-west', 'Frederick County-West', 7, '4,2,1', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'carroll', 'Carroll County', 8, '4,2,1', 0, 'VII 1', 0, 'Control hex Westminster.'),
  ('long-roads', 'county', 'alexandria', 'Alexandria County', 9, '20,10,5', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'fairfax', 'Fairfax County', 10, '10,5,3', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'loudoun', 'Loudoun County', 11, '4,2,1', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'adams', 'Adams County', 12, '4,2,1', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'york', 'York County', 13, '8,4,2', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'dauphin', 'Dauphin County', 14, '16,8,4', 0, 'VII 1', 0, NULL),
  ('long-roads', 'county', 'cumberland', 'Cumberland County', 15, '4,2,1', 0, 'VII 1', 0, NULL);

-- Depots (13.8): each with its victuals and ammunition left once captured
-- (kept on this register and drawn down as the players hand them out),
-- and whether it is captured or destroyed.  The text names these; a
-- depot the Union builds later is added with `register depots add NAME
-- union` and scored with the 'other' lines below.
INSERT INTO register (game, id, name, option, section, note) VALUES
  ('long-roads', 'depots', 'Depots', NULL, '13.8', 'A depot holds victuals and ammunition for the enemy only once captured (13.8, 19.5); `award depot-captured DEPOT` stocks it.');
INSERT INTO register_counter (game, register, id, name, lo, hi, initial, full, empty, section, note) VALUES
  ('long-roads', 'depots', 'victuals', 'victuals left', 0, NULL, 0, NULL, NULL, '13.8', 'Emptied, a depot still stands (13.8).'),
  ('long-roads', 'depots', 'ammo', 'ammunition left', 0, NULL, 0, NULL, NULL, '19.6', 'With the ammunition rule; emptied, a depot still gives victuals (19.6).'),
  ('long-roads', 'depots', 'captured', 'captured', 0, 1, 0, 'captured: its stores are the captor''s', NULL, '13.8', NULL),
  ('long-roads', 'depots', 'destroyed', 'destroyed', 0, 1, 0, 'destroyed: no victuals or ammunition for either side', NULL, '13.8', NULL);
INSERT INTO register_entry (game, register, id, name, side, size, pos, section, uncertain, note) VALUES
  ('long-roads', 'depots', 'alexandria', 'Alexandria', 'union', NULL, 1, '13.8', 0, NULL),
  ('long-roads', 'depots', 'aquia-creek', 'Aquia Creek Station', 'union', NULL, 2, '13.8', 0, NULL),
  ('long-roads', 'depots', 'camden-station', 'Camden Station', 'union', NULL, 3, '13.8', 0, NULL),
  ('long-roads', 'depots', 'harrisburg', 'Harrisburg', 'union', NULL, 4, '13.8', 0, NULL),
  ('long-roads', 'depots', 'harpers-ferry', 'Harpers Ferry', 'union', NULL, 5, '13.8', 0, 'The Union may not destroy or remove it until Meade commands (13.8, 16.1).'),
  ('long-roads', 'depots', 'manassas-junction', 'Manassas Junction', 'union', NULL, 6, '13.8', 0, NULL),
  ('long-roads', 'depots', 'martinsburg', 'Martinsburg', 'union', NULL, 7, '13.8', 0, '24.3 leaves its simplified value blank: 13.8 gives 3.'),
  ('long-roads', 'depots', 'winchester', 'Winchester', 'union', NULL, 8, '13.8', 0, NULL),
  ('long-roads', 'depots', 'frederick', 'Frederick', 'union', NULL, 9, '13.8', 0, '24.3 leaves its simplified value blank: 13.8 gives 3.'),
  ('long-roads', 'depots', 'baltimore-depot', 'Baltimore Depot', 'union', NULL, 10, 'VIII 4', 0, 'One of all other Union depots (VIII 4 places it). 24.3 gives 3 victuals under simplified supply where 13.8 gives 2: 13.8 is read.'),
  ('long-roads', 'depots', 'mt-royal', 'Mt. Royal Depot', 'union', NULL, 11, 'VIII 4', 0, 'One of all other Union depots (VIII 4 places it). 24.3 gives 3 victuals under simplified supply where 13.8 gives 2: 13.8 is read.'),
  ('long-roads', 'depots', 'rockville', 'Rockville', 'union', NULL, 12, 'VIII 4', 0, 'One of all other Union depots (VIII 4 places it). 24.3 gives 3 victuals under simplified supply where 13.8 gives 2: 13.8 is read.'),
  ('long-roads', 'depots', 'culpeper', 'Culpeper (Confederate)', 'confederate', NULL, 13, '13.8', 0, 'Optional at the start (13.8).'),
  ('long-roads', 'depots', 'winchester-csa', 'Winchester (Confederate)', 'confederate', NULL, 14, '13.8', 0, 'May be placed once the Union depot at Winchester is destroyed or captured and no Union infantry is in Frederick County, VA (13.8).'),
  ('long-roads', 'depots', 'berryville', 'Berryville (Confederate)', 'confederate', NULL, 15, '13.8', 0, 'May be placed while no Union infantry is in Clarke, Warren or Frederick County, VA (13.8).');

-- Depot destruction (13.8, VII 2): once a depot, by either side's units
-- (a friendly depot destroyed still scores for the enemy; one dismantled
-- by its owner scores nothing).  Confederate depots count against the
-- Confederates.
INSERT INTO award (game, id, name, done, kind, track, side, mult, mult_why, section, note) VALUES
  ('long-roads', 'depot-destroyed', 'depot', 'destroyed', 'once', 'vp', NULL, NULL, NULL, 'VII 2', 'Roll a die against the combat value (2 or more) of the unit burning it (13.8); record it here when it succeeds.'),
  ('long-roads', 'depot-captured', 'depot', 'captured', 'each', 'vp', NULL, NULL, NULL, '13.8', 'An enemy unit entering the hex captures it: its victuals are three times its destruction VP (13.8), its ammunition 19.6''s allotment.'),
  ('long-roads', 'depot-recaptured', 'depot', 'recaptured', 'each', 'vp', NULL, NULL, NULL, '13.8', 'Retaken by its owner, a depot is fully stocked again (13.8).');
INSERT INTO award_item (game, award, id, name, pos, points, many, section, uncertain, note) VALUES
  ('long-roads', 'depot-destroyed', 'alexandria', 'Alexandria', 1, '14', 0, 'VII 2', 0, NULL),
  ('long-roads', 'depot-destroyed', 'aquia-creek', 'Aquia Creek Station', 2, '10', 0, 'VII 2', 0, NULL),
  ('long-roads', 'depot-destroyed', 'camden-station', 'Camden Station', 3, '10', 0, 'VII 2', 0, NULL),
  ('long-roads', 'depot-destroyed', 'harrisburg', 'Harrisburg', 4, '10', 0, 'VII 2', 0, NULL),
  ('long-roads', 'depot-destroyed', 'harpers-ferry', 'Harpers Ferry', 5, '8', 0, 'VII 2', 0, 'The Union may not destroy or remove it until Meade commands (13.8, 16.1).'),
  ('long-roads', 'depot-destroyed', 'manassas-junction', 'Manassas Junction', 6, '6', 0, 'VII 2', 0, NULL),
  ('long-roads', 'depot-destroyed', 'martinsburg', 'Martinsburg', 7, '6', 0, 'VII 2', 0, '24.3 leaves its simplified value blank: 13.8 gives 3.'),
  ('long-roads', 'depot-destroyed', 'winchester', 'Winchester', 8, '6', 0, 'VII 2', 0, NULL),
  ('long-roads', 'depot-destroyed', 'frederick', 'Frederick', 9, '6', 0, 'VII 2', 0, '24.3 leaves its simplified value blank: 13.8 gives 3.'),
  ('long-roads', 'depot-destroyed', 'baltimore-depot', 'Baltimore Depot', 10, '2', 0, 'VII 2', 0, 'One of all other Union depots (VIII 4 places it). 24.3 gives 3 victuals under simplified supply where 13.8 gives 2: 13.8 is read.'),
  ('long-roads', 'depot-destroyed', 'mt-royal', 'Mt. Royal Depot', 11, '2', 0, 'VII 2', 0, 'One of all other Union depots (VIII 4 places it). 24.3 gives 3 victuals under simplified supply where 13.8 gives 2: 13.8 is read.'),
  ('long-roads', 'depot-destroyed', 'rockville', 'Rockville', 12, '2', 0, 'VII 2', 0, 'One of all other Union depots (VIII 4 places it). 24.3 gives 3 victuals under simplified supply where 13.8 gives 2: 13.8 is read.'),
  ('long-roads', 'depot-destroyed', 'culpeper', 'Culpeper (Confederate)', 13, '-2', 0, 'VII 2', 0, 'Optional at the start (13.8).'),
  ('long-roads', 'depot-destroyed', 'winchester-csa', 'Winchester (Confederate)', 14, '-2', 0, 'VII 2', 0, 'May be placed once the Union depot at Winchester is destroyed or captured and no Union infantry is in Frederick County, VA (13.8).'),
  ('long-roads', 'depot-destroyed', 'berryville', 'Berryville (Confederate)', 15, '-2', 0, 'VII 2', 0, 'May be placed while no Union infantry is in Clarke, Warren or Frederick County, VA (13.8).'),
  ('long-roads', 'depot-destroyed', 'other-union', 'Any other Union depot', 16, '2', 1, 'VII 2', 0, 'A depot the text does not name (one the Union built): each time one is destroyed.'),
  ('long-roads', 'depot-destroyed', 'other-confederate', 'Any other Confederate depot', 17, '-2', 1, 'VII 2', 0, 'Each time one is destroyed.'),
  ('long-roads', 'depot-captured', 'alexandria', 'Alexandria', 1, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'aquia-creek', 'Aquia Creek Station', 2, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'camden-station', 'Camden Station', 3, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'harrisburg', 'Harrisburg', 4, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'harpers-ferry', 'Harpers Ferry', 5, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'manassas-junction', 'Manassas Junction', 6, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'martinsburg', 'Martinsburg', 7, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'winchester', 'Winchester', 8, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'frederick', 'Frederick', 9, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'baltimore-depot', 'Baltimore Depot', 10, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'mt-royal', 'Mt. Royal Depot', 11, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'rockville', 'Rockville', 12, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'culpeper', 'Culpeper (Confederate)', 13, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'winchester-csa', 'Winchester (Confederate)', 14, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'berryville', 'Berryville (Confederate)', 15, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'alexandria', 'Alexandria', 1, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'aquia-creek', 'Aquia Creek Station', 2, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'camden-station', 'Camden Station', 3, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harrisburg', 'Harrisburg', 4, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harpers-ferry', 'Harpers Ferry', 5, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'manassas-junction', 'Manassas Junction', 6, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'martinsburg', 'Martinsburg', 7, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'winchester', 'Winchester', 8, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'frederick', 'Frederick', 9, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'baltimore-depot', 'Baltimore Depot', 10, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'mt-royal', 'Mt. Royal Depot', 11, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'rockville', 'Rockville', 12, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'culpeper', 'Culpeper (Confederate)', 13, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'winchester-csa', 'Winchester (Confederate)', 14, NULL, 0, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'berryville', 'Berryville (Confederate)', 15, NULL, 0, '13.8', 0, NULL);

-- What destroying, capturing and recapturing a depot does to its record:
-- destroyed, nothing left for either side; captured, fully stocked for
-- the captor (victuals by the supply rules in play, ammunition with the
-- ammunition rule); recaptured, fully stocked again and no longer the
-- enemy's.  Confederate depots have no simplified or ammunition values
-- (NA, 13.8).
INSERT INTO award_store (game, award, item, register, counter, op, amount, option, unless, section, uncertain, note) VALUES
  ('long-roads', 'depot-destroyed', 'alexandria', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'alexandria', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'alexandria', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'alexandria', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'alexandria', 'depots', 'victuals', 'set', 42, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'alexandria', 'depots', 'victuals', 'set', 7, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'alexandria', 'depots', 'ammo', 'set', 14, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'alexandria', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'alexandria', 'depots', 'victuals', 'set', 42, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'alexandria', 'depots', 'victuals', 'set', 7, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'alexandria', 'depots', 'ammo', 'set', 14, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'aquia-creek', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'aquia-creek', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'aquia-creek', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'aquia-creek', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'aquia-creek', 'depots', 'victuals', 'set', 30, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'aquia-creek', 'depots', 'victuals', 'set', 5, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'aquia-creek', 'depots', 'ammo', 'set', 10, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'aquia-creek', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'aquia-creek', 'depots', 'victuals', 'set', 30, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'aquia-creek', 'depots', 'victuals', 'set', 5, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'aquia-creek', 'depots', 'ammo', 'set', 10, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'camden-station', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'camden-station', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'camden-station', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'camden-station', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'camden-station', 'depots', 'victuals', 'set', 30, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'camden-station', 'depots', 'victuals', 'set', 5, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'camden-station', 'depots', 'ammo', 'set', 10, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'camden-station', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'camden-station', 'depots', 'victuals', 'set', 30, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'camden-station', 'depots', 'victuals', 'set', 5, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'camden-station', 'depots', 'ammo', 'set', 10, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'harrisburg', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'harrisburg', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'harrisburg', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'harrisburg', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'harrisburg', 'depots', 'victuals', 'set', 30, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'harrisburg', 'depots', 'victuals', 'set', 5, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'harrisburg', 'depots', 'ammo', 'set', 10, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harrisburg', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harrisburg', 'depots', 'victuals', 'set', 30, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harrisburg', 'depots', 'victuals', 'set', 5, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harrisburg', 'depots', 'ammo', 'set', 10, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'harpers-ferry', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'harpers-ferry', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'harpers-ferry', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'harpers-ferry', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'harpers-ferry', 'depots', 'victuals', 'set', 24, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'harpers-ferry', 'depots', 'victuals', 'set', 4, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'harpers-ferry', 'depots', 'ammo', 'set', 8, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harpers-ferry', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harpers-ferry', 'depots', 'victuals', 'set', 24, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harpers-ferry', 'depots', 'victuals', 'set', 4, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'harpers-ferry', 'depots', 'ammo', 'set', 8, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'manassas-junction', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'manassas-junction', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'manassas-junction', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'manassas-junction', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'manassas-junction', 'depots', 'victuals', 'set', 18, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'manassas-junction', 'depots', 'victuals', 'set', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'manassas-junction', 'depots', 'ammo', 'set', 6, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'manassas-junction', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'manassas-junction', 'depots', 'victuals', 'set', 18, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'manassas-junction', 'depots', 'victuals', 'set', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'manassas-junction', 'depots', 'ammo', 'set', 6, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'martinsburg', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'martinsburg', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'martinsburg', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'martinsburg', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'martinsburg', 'depots', 'victuals', 'set', 18, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'martinsburg', 'depots', 'victuals', 'set', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'martinsburg', 'depots', 'ammo', 'set', 6, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'martinsburg', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'martinsburg', 'depots', 'victuals', 'set', 18, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'martinsburg', 'depots', 'victuals', 'set', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'martinsburg', 'depots', 'ammo', 'set', 6, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'winchester', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'winchester', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'winchester', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'winchester', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'winchester', 'depots', 'victuals', 'set', 18, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'winchester', 'depots', 'victuals', 'set', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'winchester', 'depots', 'ammo', 'set', 6, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'winchester', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'winchester', 'depots', 'victuals', 'set', 18, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'winchester', 'depots', 'victuals', 'set', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'winchester', 'depots', 'ammo', 'set', 6, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'frederick', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'frederick', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'frederick', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'frederick', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'frederick', 'depots', 'victuals', 'set', 18, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'frederick', 'depots', 'victuals', 'set', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-captured', 'frederick', 'depots', 'ammo', 'set', 6, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'frederick', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'frederick', 'depots', 'victuals', 'set', 18, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'frederick', 'depots', 'victuals', 'set', 3, 'simplified-supply', NULL, '24.3', 0, NULL),
  ('long-roads', 'depot-recaptured', 'frederick', 'depots', 'ammo', 'set', 6, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'baltimore-depot', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'baltimore-depot', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'baltimore-depot', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'baltimore-depot', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'baltimore-depot', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'baltimore-depot', 'depots', 'victuals', 'set', 2, 'simplified-supply', NULL, '24.3', 1, NULL),
  ('long-roads', 'depot-captured', 'baltimore-depot', 'depots', 'ammo', 'set', 2, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'baltimore-depot', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'baltimore-depot', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'baltimore-depot', 'depots', 'victuals', 'set', 2, 'simplified-supply', NULL, '24.3', 1, NULL),
  ('long-roads', 'depot-recaptured', 'baltimore-depot', 'depots', 'ammo', 'set', 2, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'mt-royal', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'mt-royal', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'mt-royal', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'mt-royal', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'mt-royal', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'mt-royal', 'depots', 'victuals', 'set', 2, 'simplified-supply', NULL, '24.3', 1, NULL),
  ('long-roads', 'depot-captured', 'mt-royal', 'depots', 'ammo', 'set', 2, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'mt-royal', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'mt-royal', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'mt-royal', 'depots', 'victuals', 'set', 2, 'simplified-supply', NULL, '24.3', 1, NULL),
  ('long-roads', 'depot-recaptured', 'mt-royal', 'depots', 'ammo', 'set', 2, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'rockville', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'rockville', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'rockville', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'rockville', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'rockville', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'rockville', 'depots', 'victuals', 'set', 2, 'simplified-supply', NULL, '24.3', 1, NULL),
  ('long-roads', 'depot-captured', 'rockville', 'depots', 'ammo', 'set', 2, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-recaptured', 'rockville', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'rockville', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'rockville', 'depots', 'victuals', 'set', 2, 'simplified-supply', NULL, '24.3', 1, NULL),
  ('long-roads', 'depot-recaptured', 'rockville', 'depots', 'ammo', 'set', 2, 'ammunition', NULL, '19.6', 0, NULL),
  ('long-roads', 'depot-destroyed', 'culpeper', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'culpeper', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'culpeper', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'culpeper', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'culpeper', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'culpeper', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'culpeper', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'winchester-csa', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'winchester-csa', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'winchester-csa', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'winchester-csa', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'winchester-csa', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'winchester-csa', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'winchester-csa', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'berryville', 'depots', 'destroyed', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'berryville', 'depots', 'victuals', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-destroyed', 'berryville', 'depots', 'ammo', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'berryville', 'depots', 'captured', 'set', 1, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-captured', 'berryville', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'berryville', 'depots', 'captured', 'set', 0, NULL, NULL, '13.8', 0, NULL),
  ('long-roads', 'depot-recaptured', 'berryville', 'depots', 'victuals', 'set', 6, NULL, 'simplified-supply', '13.8', 0, NULL);

-- The depot schedule (13.8): from turn 4 a passive side may order one
-- depot dismantled (5 turns ahead) or, the Union only, built (7 turns on
-- a railroad station with an uninterrupted connection to Alexandria,
-- Harrisburg or Baltimore; 12 in a town that may be levied and has no such
-- station).  The order is secret until the Depot Creation / Removal Phase
-- of the turn it falls due; each later passive turn may cut it by one.
-- Frederick ordered dismantled on June 20 goes on June 25 (13.8).
INSERT INTO plan_kind (game, id, name, side, turns, step, first_turn, due, section, uncertain, note) VALUES
  ('long-roads', 'dismantle', 'dismantle a depot', NULL, 5, 'depots', 4, 'Remove it now unless it has been captured; the owner scores nothing for it.', '13.8', 0, 'Harpers Ferry''s Union depot may not be ordered removed until Meade commands (13.8, 16.1).'),
  ('long-roads', 'build-rail', 'build a depot on a connected railroad station', 'union', 7, 'depots', 4, 'Place it now if the station still has an uninterrupted rail connection to Alexandria, Harrisburg or Baltimore.', '13.8', 0, NULL),
  ('long-roads', 'build-town', 'build a depot in a town that may be levied', 'union', 12, 'depots', 4, 'Place it now if the town still qualifies (Pennsylvania or Maryland, no connected railroad station).', '13.8', 0, NULL);

-- When the commands act (13.1, 11.0).
INSERT INTO command_step (game, command, phase, what, section, note) VALUES
  ('long-roads', 'levy', 'levies', 'towns are levied', '13.1', NULL),
  ('long-roads', 'county', 'county-control', 'counties are scored', '11.0', NULL);

INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'levy', 'levy York', 'Confederate infantry of 5 MP or more at fatigue 0 may levy a Pennsylvania or Maryland town, Martinsburg or Harpers Ferry once a game; its victuals go on the levied register (normal or simplified column), and Pennsylvania towns score VP', '13.1'),
  ('long-roads', 'county', 'county dauphin', 'Each county held at the County Control Phase scores its first, second or later value (consecutive or not), doubled from 30 days after the first Confederate infantry crossing', '11.2'),
  ('long-roads', 'award', 'award depot-destroyed alexandria', 'Depots: depot-destroyed scores VII 2''s points and empties its record, depot-captured stocks it for the captor, depot-recaptured restocks it', '13.8'),
  ('long-roads', 'plan', 'plan union dismantle Frederick', 'A passive side may order one depot dismantled (5 turns) or, the Union, built (7 or 12 turns), secretly; each later passive turn may cut it by one; the winner of a Spy event may examine the other side''s order (2.0: `plan SIDE show` for the loser''s)', '13.8');
