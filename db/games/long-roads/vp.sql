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

-- What the players record from the map (`score ITEM`): railroad stations
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
  ('long-roads', 'stuart-embarrassment', 'vp', 'Brandy Station', 'Stuart''s Embarrassment, per point of the score', -5, 0, 80, 'brandy-station', '27.3', 0, 'Five times the score comes off: `score stuart-embarrassment N` for a score of N; a reduction later is `track vp +5` per point.');

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

-- Victory (VIII 1, VIII 2).  The bands are the game file's victory_level
-- rows.  The automatic victories, said by `victory`: a Confederate
-- infantry unit in the White House, the Capitol or Baltimore Depot (the
-- players set the flag); an army's Flight is the morale part's
-- (morale.sql).
INSERT OR IGNORE INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'victory-hold');

INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'csa-capital', 'Confederate infantry in the White House, the Capitol or Baltimore Depot', 'flag', NULL, 0, 1, 0, NULL, 31, 'VIII 1', 0, 'Set by the players (`track csa-capital =1`): an automatic Confederate decisive victory.', NULL);
INSERT INTO victory_condition (game, scenario, id, test, result, winner, hexes, level, mode, checked, section) VALUES
  ('long-roads', 'high-tide', 'capital', 'a Confederate infantry unit occupies the White House, the Capitol or Baltimore Depot at any time (`track csa-capital =1`)', 'Confederate Decisive Victory', 'confederate', NULL, 'Confederate Decisive Victory', 'any', 'turn-end', 'VIII 1'),
  ('long-roads', 'gettysburg-campaign', 'capital', 'a Confederate infantry unit occupies the White House, the Capitol or Baltimore Depot (`track csa-capital =1`)', 'Confederate Decisive Victory', 'confederate', NULL, 'Confederate Decisive Victory', 'any', 'turn-end', 'VIII 2');
-- The game ends at once, through the latch's effect row.
-- The flag the players set is read by a latch of its own: a latch sets
-- its flag once its test holds, so it cannot be the flag typed.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'capital-victory', 'Automatic victory: the capital taken', 'flag', NULL, 0, 1, 0, NULL, 32, 'VIII 1', 0, 'Set once csa-capital is: the game ends in a Confederate decisive victory.', NULL);
INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note, option, unless, action) VALUES
  ('long-roads', NULL, 'capital-victory', ':csa_capital = 1', 'an automatic Confederate decisive victory: the game ends', 'VIII 1', 0, 'The players set csa-capital by hand: this row ends the game through its effect.', NULL, NULL, 'effects');
INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, target, amount, option, unless, text, section, uncertain, note) VALUES
  ('long-roads', 'latch', 'capital-victory', NULL, 1, 'end', 'capital', NULL, NULL, NULL, 'Confederate infantry holds the heart of the Union: an automatic decisive victory.', 'VIII 1', 0, NULL);

-- The optional preliminary victories (+preliminary-victory), checked in
-- the Victory Check Phase.  Each side's needs the other's of the same
-- weight not held already; the thresholds (180, 160) are the same in
-- both scenarios, as printed, though the campaign's bands are 30 higher
-- (a CSA preliminary marginal at 160 there sits in a Union band: as the
-- text says).  The flags are kept with the option only.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'prelim-csa-substantive', 'CSA Preliminary Substantive Victory', 'flag', NULL, 0, 1, 0, NULL, 60, 'VIII 1', 0, NULL, NULL),
  ('long-roads', 'prelim-csa-marginal', 'CSA Preliminary Marginal Victory', 'flag', NULL, 0, 1, 0, NULL, 61, 'VIII 1', 0, NULL, NULL),
  ('long-roads', 'prelim-union-substantive', 'Union Preliminary Substantive Victory', 'flag', NULL, 0, 1, 0, NULL, 62, 'VIII 1', 0, NULL, NULL),
  ('long-roads', 'prelim-union-marginal', 'Union Preliminary Marginal Victory', 'flag', NULL, 0, 1, 0, NULL, 63, 'VIII 1', 0, NULL, NULL),
  ('long-roads', 'prelim-csa-substantive-off', 'CSA Preliminary Substantive cancelled', 'flag', NULL, 0, 1, 0, NULL, 64, 'VIII 1', 0, 'The Army of Northern Virginia in Panic when it was won or later: victory is read off the bands.', NULL),
  ('long-roads', 'prelim-csa-marginal-off', 'CSA Preliminary Marginal cancelled', 'flag', NULL, 0, 1, 0, NULL, 65, 'VIII 1', 0, 'The Army of Northern Virginia in Disorder when it was won or later: victory is read off the bands.', NULL),
  ('long-roads', 'prelim-union-marginal-off', 'Union Preliminary Marginal cancelled', 'flag', NULL, 0, 1, 0, NULL, 66, 'VIII 1', 0, 'The Confederates won a substantive victory in play (their preliminary substantive).', NULL);
INSERT INTO track_scenario (game, track, scenario, lo, hi, initial, meaning, section, option)
  SELECT 'long-roads', t.id, sc.id, 0, 1, 0, NULL, 'VIII 1', 'preliminary-victory'
  FROM track t, scenario sc WHERE t.game = 'long-roads' AND t.id LIKE 'prelim-%' AND sc.game = 'long-roads';

INSERT INTO step_latch (game, phase, flag, test, effect, option, unless, section, uncertain, note) VALUES
  ('long-roads', 'victory-check', 'prelim-csa-substantive', ':panic_union = 1 AND :vp >= 180 AND :prelim_union_substantive = 0', 'the Army of the Potomac in Panic and 180 VP: the Confederates hold at least a substantive victory, unless the Army of Northern Virginia falls into Panic', 'preliminary-victory', NULL, 'VIII 1', 0, NULL),
  ('long-roads', 'victory-check', 'prelim-csa-marginal', '(:disorder_union = 1 OR :panic_union = 1) AND :vp >= 160 AND :prelim_union_marginal = 0', 'the Army of the Potomac in Disorder and 160 VP: the Confederates hold at least a marginal victory, unless the Army of Northern Virginia falls into Disorder', 'preliminary-victory', NULL, 'VIII 1', 0, NULL),
  ('long-roads', 'victory-check', 'prelim-union-substantive', ':panic_confederate = 1 AND :disorder_union = 0 AND :panic_union = 0 AND :prelim_csa_substantive = 0', 'the Army of Northern Virginia in Panic, the Army of the Potomac steady: the Union holds at least a substantive victory, unless the Confederates win a decisive one', 'preliminary-victory', NULL, 'VIII 1', 0, NULL),
  ('long-roads', 'victory-check', 'prelim-union-marginal', '(:disorder_confederate = 1 OR :panic_confederate = 1) AND :morale_confederate >= :morale_union + 3 AND :prelim_csa_marginal = 0', 'the Army of Northern Virginia in Disorder, its morale 3 above the Union''s: the Union holds at least a marginal victory, unless the Confederates win a substantive one', 'preliminary-victory', NULL, 'VIII 1', 0, NULL);

INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note, option, unless, action) VALUES
  ('long-roads', NULL, 'prelim-csa-substantive-off', ':prelim_csa_substantive = 1 AND :panic_confederate = 1', 'the Army of Northern Virginia in Panic: the CSA preliminary substantive victory is cancelled', 'VIII 1', 0, NULL, 'preliminary-victory', NULL, NULL),
  ('long-roads', NULL, 'prelim-csa-marginal-off', ':prelim_csa_marginal = 1 AND (:disorder_confederate = 1 OR :panic_confederate = 1)', 'the Army of Northern Virginia in Disorder: the CSA preliminary marginal victory is cancelled', 'VIII 1', 0, 'An army in Panic is in Disorder too.', 'preliminary-victory', NULL, NULL),
  ('long-roads', NULL, 'prelim-union-marginal-off', ':prelim_union_marginal = 1 AND :prelim_csa_substantive = 1', 'the Confederates won a substantive victory in play: the Union preliminary marginal victory is cancelled', 'VIII 1', 1, 'Our reading: a substantive victory during play is the CSA preliminary substantive (VIII 1 points to it; VIII 2 says through Union Panic, which that needs).', 'preliminary-victory', NULL, NULL);

-- What a held preliminary victory does at the end: at least its level,
-- unless the bands give the other side the level named (the Union's
-- substantive falls to a Confederate decisive victory, 210 or 250 VP;
-- its marginal to a Confederate substantive one, 185 or 220).
INSERT INTO victory_hold (game, flag, cancel, level, unless_level, pos, option, section, uncertain, note) VALUES
  ('long-roads', 'prelim-csa-substantive', 'prelim-csa-substantive-off', 'Confederate Substantive Victory', NULL, 1, 'preliminary-victory', 'VIII 1', 0, NULL),
  ('long-roads', 'prelim-csa-marginal', 'prelim-csa-marginal-off', 'Confederate Marginal Victory', NULL, 2, 'preliminary-victory', 'VIII 1', 0, NULL),
  ('long-roads', 'prelim-union-substantive', NULL, 'Union Substantive Victory', 'Confederate Decisive Victory', 3, 'preliminary-victory', 'VIII 1', 0, 'A Union Flight also overcomes it: the game ends at once in a Confederate decisive victory.'),
  ('long-roads', 'prelim-union-marginal', 'prelim-union-marginal-off', 'Union Marginal Victory', 'Confederate Substantive Victory', 4, 'preliminary-victory', 'VIII 1', 0, NULL);

INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'vp', 'vp', 'The net Confederate VP track is kept by source: every change is listed with where it came from (a county, a levy, a depot, a loss, an event, Disorder and Panic, a station), its turn and its amount', 'VII'),
  ('long-roads', 'score', 'score rr-bo-1', 'What the map decides is recorded by name: railroad stations (VII 3), strategic structures and Washington (VII 4), Stuart''s Embarrassment (27.3), a wagon train (VII 2); once where the text counts it once', 'VII');
