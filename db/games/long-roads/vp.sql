-- The Long Roads to Gettysburg: the Victory Point ledger (VII), the VP
-- parts that follow the armies' states (VII 7), the named entries the
-- players record from the map (VII 3, VII 4, 27.3), manpower losses
-- (VII 6), the 75 VP Hooker Questioned event (16.2) and what `victory`
-- says (VIII).  Values from the rulebook text; notes in our own words.

INSERT INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'vp-ledger');
-- The loss ledger routes manpower losses onto the VP track; another part
-- of the game may take it up too.
INSERT OR IGNORE INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'ledger');

-- The net VP track is kept by source: `vp` lists where every point came
-- from.
INSERT INTO ledger_track (game, track, section, note) VALUES
  ('long-roads', 'vp', 'VII', 'One net Confederate total: what the Union scores lowers it.');

-- The start of play: 0 (the text gives none), or 10 with the Brandy
-- Station rules' play balance, awarded before play (27.6).
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option) VALUES
  ('long-roads', 'vp', 'high-tide', NULL, NULL, 0, NULL, 'VII', NULL),
  ('long-roads', 'vp', 'gettysburg-campaign', NULL, NULL, 0, NULL, 'VII', NULL),
  ('long-roads', 'vp', 'high-tide', NULL, NULL, 10, NULL, '27.6', 'brandy-station'),
  ('long-roads', 'vp', 'gettysburg-campaign', NULL, NULL, 10, NULL, '27.6', 'brandy-station');

-- Disorder and Panic (VII 7): what each army's worst state is worth,
-- recomputed after every command; a new value replaces the old one.
-- Disorder ever +15, now +30; Panic ever +10, now +20; so a Union army
-- in Panic is worth 50, in Disorder after a Panic 40, in neither after
-- both 25 (the text's note).  An army in Panic is in Disorder too
-- (morale 11 is past 8), and a state now has occurred: the formulas
-- read the flags so whichever way they are kept.  The flags are the
-- morale part's (disorder.SIDE, panic.SIDE, disorder-ever.SIDE,
-- panic-ever.SIDE); a flag not there reads 0.
INSERT INTO ledger_part (game, id, track, name, formula, option, unless, section, uncertain, note) VALUES
  ('long-roads', 'union-disorder', 'vp', 'Union Army Disorder',
   'CASE WHEN COALESCE(:disorder_union, 0) OR COALESCE(:panic_union, 0) THEN 30 WHEN COALESCE(:disorder_ever_union, 0) OR COALESCE(:panic_ever_union, 0) THEN 15 ELSE 0 END',
   NULL, NULL, 'VII 7', 0, '+15 once it has occurred, +30 while it lasts; another Disorder earns nothing more.'),
  ('long-roads', 'union-panic', 'vp', 'Union Army Panic',
   'CASE WHEN COALESCE(:panic_union, 0) THEN 20 WHEN COALESCE(:panic_ever_union, 0) THEN 10 ELSE 0 END',
   NULL, NULL, 'VII 7', 0, '+10 once it has occurred, +20 while it lasts.'),
  ('long-roads', 'confederate-disorder', 'vp', 'Confederate Army Disorder',
   'CASE WHEN COALESCE(:disorder_confederate, 0) OR COALESCE(:panic_confederate, 0) THEN -30 WHEN COALESCE(:disorder_ever_confederate, 0) OR COALESCE(:panic_ever_confederate, 0) THEN -15 ELSE 0 END',
   NULL, NULL, 'VII 7', 1, 'The text prints -15 once it has occurred and "+30" while it lasts: the + is a misprint, read as -30 (the Union''s gains lower the net total, and the same line''s -15 and the Union lines'' 15/30 say so).'),
  ('long-roads', 'confederate-panic', 'vp', 'Confederate Army Panic',
   'CASE WHEN COALESCE(:panic_confederate, 0) THEN -20 WHEN COALESCE(:panic_ever_confederate, 0) THEN -10 ELSE 0 END',
   NULL, NULL, 'VII 7', 1, 'The text prints -10 once it has occurred and "+20" while it lasts: read as -20, as for Disorder.');

-- Manpower losses (VII 6), through the loss ledger: `loss union
-- manpower N`, `loss confederate manpower N`.
INSERT INTO loss_effect (game, kind, name, unit, pos, track, whose, per, every, carry, only_side, section, uncertain, note, option, unless, derived) VALUES
  ('long-roads', 'manpower', 'Manpower loss', 'manpower point', 1, 'vp', 'own', 2, NULL, NULL, 'union', 'VII 6', 0, 'Lost in combat, retreat, cavalry retreat or surrender.', NULL, NULL, 0),
  ('long-roads', 'manpower', 'Manpower loss', 'manpower point', 2, 'vp', 'own', -3, NULL, NULL, 'confederate', 'VII 6', 0, 'Lost in combat, retreat or cavalry retreat (the text names no Confederate surrender).', NULL, NULL, 0);

-- What the players record from the map (`vp ITEM`): railroad stations
-- (VII 3), strategic structures and Washington (VII 4), a wagon train
-- (VII 2), Stuart's Embarrassment (27.3).  once = 0: every one counts.
INSERT INTO ledger_item (game, id, track, grp, name, amount, once, pos, option, section, uncertain, note) VALUES
  ('long-roads', 'rr-rappahannock-1', 'vp', 'Railroad stations, Virginia', '1st station destroyed between Alexandria and Rappahannock Station', 7, 1, 10, NULL, 'VII 3', 0, 'The text''s example counts 10 for this line (20 for Alexandria alone); its list gives 7 and 3 for a 2nd station: we follow the list, so Alexandria alone is 17.'),
  ('long-roads', 'rr-rappahannock-2', 'vp', 'Railroad stations, Virginia', '2nd station destroyed between Alexandria and Rappahannock Station', 3, 1, 11, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-front-royal-1', 'vp', 'Railroad stations, Virginia', '1st station destroyed between Alexandria and Front Royal', 5, 1, 12, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-leesburg-1', 'vp', 'Railroad stations, Virginia', '1st station destroyed between Alexandria and Leesburg', 2, 1, 13, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-aquia-creek', 'vp', 'Railroad stations, Virginia', 'Aquia Creek station destroyed', 3, 1, 14, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-alexandria', 'vp', 'Railroad stations, Virginia', 'Alexandria station destroyed', 3, 1, 15, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-virginia-other', 'vp', 'Railroad stations, Virginia', 'other Virginia station destroyed north of hex row xx15 SJW South', 1, 0, 16, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-dc-camden-1', 'vp', 'Railroad stations, Maryland', '1st station destroyed between Baltimore Depot (DC) and Camden Station', 25, 1, 20, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-dc-annapolis-1', 'vp', 'Railroad stations, Maryland', '1st station destroyed between Baltimore Depot (DC) and Annapolis', 10, 1, 21, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-camden-east-1', 'vp', 'Railroad stations, Maryland', '1st station destroyed between Camden Station and the east map edge', 10, 1, 22, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-bo-1', 'vp', 'Railroad stations, Maryland', '1st station destroyed on the B&O (not the Frederick spur nor the W&P)', 15, 1, 23, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-bo-2', 'vp', 'Railroad stations, Maryland', '2nd station destroyed on the B&O', 5, 1, 24, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-bo-3', 'vp', 'Railroad stations, Maryland', '3rd station destroyed on the B&O', 5, 1, 25, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-dc-line-other', 'vp', 'Railroad stations, Maryland', 'each further station destroyed between DC and Baltimore or DC and Annapolis', 5, 0, 26, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-mt-royal-1', 'vp', 'Railroad stations, Maryland', '1st station destroyed between Mt. Royal Depot and Harrisburg', 10, 1, 27, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'bo-marysville-bonus', 'vp', 'Railroad stations, Maryland', 'bonus: three B&O stations and the Marysville Bridge destroyed', 15, 1, 28, NULL, 'VII 3', 0, 'Listed under VII 3 and again under VII 4: counted once, our reading.'),
  ('long-roads', 'rr-frederick-junction', 'vp', 'Railroad stations, Maryland', 'Frederick Junction Station destroyed', 5, 1, 29, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-camden-station', 'vp', 'Railroad stations, Maryland', 'Camden Station destroyed', 5, 1, 30, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-maryland-other', 'vp', 'Railroad stations, Maryland', 'other station destroyed in Maryland, not counted above', 1, 0, 31, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-camp-curtin', 'vp', 'Railroad stations, Pennsylvania', 'Camp Curtin station destroyed', 3, 1, 40, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-harrisburg', 'vp', 'Railroad stations, Pennsylvania', 'Harrisburg station destroyed', 3, 1, 41, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'rr-pennsylvania-other', 'vp', 'Railroad stations, Pennsylvania', 'other station destroyed in Pennsylvania, not counted above', 1, 0, 42, NULL, 'VII 3', 0, NULL),
  ('long-roads', 'co-aqueduct', 'vp', 'Strategic structures and Washington', 'C&O aqueduct destroyed', 5, 1, 50, NULL, 'VII 4', 0, NULL),
  ('long-roads', 'marysville-bridge', 'vp', 'Strategic structures and Washington', 'bridge at Marysville destroyed', 10, 1, 51, NULL, 'VII 4', 0, NULL),
  ('long-roads', 'wrightsville-bridge', 'vp', 'Strategic structures and Washington', 'bridge at Wrightsville destroyed (Eastern PA add-on map)', 5, 1, 52, NULL, 'VII 4', 0, NULL),
  ('long-roads', 'pa-capitol', 'vp', 'Strategic structures and Washington', 'Pennsylvania State Capitol destroyed', 7, 1, 53, NULL, 'VII 4', 0, NULL),
  ('long-roads', 'md-capitol', 'vp', 'Strategic structures and Washington', 'Maryland State Capitol destroyed', 5, 1, 54, NULL, 'VII 4', 0, 'The text puts it at E3902 HCR, the set-up at HE3932: the hex is not kept here.'),
  ('long-roads', 'white-house', 'vp', 'Strategic structures and Washington', 'White House destroyed', 15, 1, 55, NULL, 'VII 4', 0, 'The text''s hex "E930" is damaged (the set-up gives HE0939): the hex is not kept here.'),
  ('long-roads', 'us-capitol', 'vp', 'Strategic structures and Washington', 'U.S. Capitol destroyed', 25, 1, 56, NULL, 'VII 4', 0, NULL),
  ('long-roads', 'dc-occupied', 'vp', 'Strategic structures and Washington', 'a Confederate unit has occupied a city hex of Washington, DC', 20, 1, 57, NULL, 'VII 4', 0, NULL),
  ('long-roads', 'harpers-ferry-bridge', 'vp', 'Strategic structures and Washington', 'bridge at Harpers Ferry destroyed', 5, 1, 58, NULL, 'VII 4', 0, NULL),
  ('long-roads', 'major-bridge', 'vp', 'Strategic structures and Washington', 'other permanent major-river bridge destroyed', 3, 0, 59, NULL, 'VII 4', 0, 'Not the Front Royal bridge; the bridges the series rules make indestructible (IV d) cannot be destroyed.'),
  ('long-roads', 'wagon-train', 'vp', 'Supply', 'Confederate wagon train destroyed', -5, 0, 70, 'augmented-supply', 'VII 2', 0, '23.4 says the Union is awarded 5 VP: -5 on the net total.'),
  ('long-roads', 'stuart-embarrassment', 'vp', 'Brandy Station', 'Stuart''s Embarrassment, per point of the score', -5, 0, 80, 'brandy-station', '27.3', 0, 'Five times the score comes off: `vp stuart-embarrassment N` for a score of N; a reduction later is `track vp +5` per point.');

-- The Confederates reaching 75 VP is a Hooker Questioned event (2.0
-- effect 8, 16.2 b).  Once: the text does not say whether a second
-- reaching counts again; a latch fires once, our reading.  The latch's
-- action 'effects' applies the effect row below in the same command.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'vp-75', 'Confederates have reached 75 VP', 'flag', NULL, 0, 1, 0, NULL, 30, '16.2', 0, 'Set once the net VP reach 75: a Hooker Questioned event, once (our reading: the text does not say whether falling back and reaching 75 again counts).', NULL);
INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note, option, unless, action) VALUES
  ('long-roads', NULL, 'vp-75', ':vp >= 75', 'a Hooker Questioned event (the counter goes up by one)', '16.2', 0, 'Counted once, our reading.', NULL, NULL, 'effects');
INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, target, amount, option, unless, text, section, uncertain, note) VALUES
  ('long-roads', 'latch', 'vp-75', NULL, 1, 'track-add', 'hooker-questioned', 1, NULL, NULL, 'The Confederates reached 75 VP: Hooker is questioned.', '16.2', 0, NULL);
