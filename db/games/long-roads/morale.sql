-- The Long Roads to Gettysburg: Army Morale (15.0-15.2).
-- Each army's morale is worked out from what the players tell the program
-- (the program cannot see the map: routed corps, demoralized divisions,
-- combat losses, out-of-supply divisions, per side), from the simplified
-- supply level when that option is played (24.6), and from the units
-- eliminated lately, whose weight fades over three turns by itself
-- (`elimination SIDE KIND [N]`, the fade mechanism).  Disorder and Panic
-- follow the morale up and down; that each ever happened is kept; Flight
-- ends the game.

INSERT INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'fade');

-- What the players set, per side (`track routed-corps.union =2`).
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'routed-corps', 'Corps with a unit routed or lately eliminated', 'counter', 'each', 0, NULL, 0, NULL, 30, '15.1', 1, 'Item 1: the corps with a routed division or brigade on the map, or with one eliminated this turn or in the two before; the cavalry counts as a corps (the Confederate''s with Jenkins and Imboden; the Union''s AoP cavalry only). Not in a corps: Union AP, DC, WV, HF, PA and RR units; Confederate Richmond Garrison, 54 NC, 58 VA and 12 VA cavalry. Our reading: an eliminated unit''s corps counts here as well as the fading amounts of `elimination` (the text gives both and strikes neither).', NULL),
  ('long-roads', 'demoralized-1', 'Infantry divisions at demoralization level 1', 'counter', 'each', 0, NULL, 0, NULL, 31, '15.1', 0, 'Items 2 and 4: each counts 1 to the Union''s morale, 2 to the Confederate''s.', NULL),
  ('long-roads', 'demoralized-2', 'Infantry divisions at demoralization level 2', 'counter', 'each', 0, NULL, 0, NULL, 32, '15.1', 0, 'Items 3 and 5: each counts 2 to the Union''s morale, 4 to the Confederate''s.', NULL),
  ('long-roads', 'demoralized-brigades', 'Infantry brigades at demoralization level 1 or 2', 'counter', 'confederate', 0, NULL, 0, NULL, 33, '15.1', 0, 'Item 6, the Confederate''s only: each counts 1.', NULL),
  ('long-roads', 'combat-losses', 'Combat losses (manpower points)', 'counter', 'each', 0, NULL, 0, NULL, 34, '15.1', 0, 'Items 7 and 8: the Union''s in Army of the Potomac units only (not DC, Balt, WV, HF, PA or RR), one morale per 8; the Confederate''s in all units, one per 5; rounded down.', NULL),
  ('long-roads', 'oos-divisions', 'Out-of-supply divisions', 'counter', 'each', 0, NULL, 0, NULL, 35, '15.1', 0, 'Items 9 and 10: a third of the Union''s, half of the Confederate''s, rounded down.  Not read with the simplified supply option, whose supply level counts instead (24.6).', NULL);

-- The army's morale: items 1-10 of 15.1, the supply level's term in place
-- of the out-of-supply divisions' under simplified supply (24.6: level 1
-- adds 1, 0 adds 2, -1 and below 3), and the eliminations fading now.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'morale.union', 'Army Morale (Union)', 'derived', NULL, NULL, NULL, 0, ':routed_corps_union + :demoralized_1_union + 2 * :demoralized_2_union + :combat_losses_union / 8 + CASE WHEN :option_simplified_supply THEN CASE WHEN :supply_union = 1 THEN 1 WHEN :supply_union = 0 THEN 2 WHEN :supply_union < 0 THEN 3 ELSE 0 END ELSE :oos_divisions_union / 3 END + fade(''morale.union'')', 36, '15.1', 0, 'The Army of the Potomac''s. Reading of 24.6 (digest item 22): the supply level''s amount is a term of the sum while the level stands, not added again each turn; it stands in for items 9 and 10 as 15.1''s note says.', NULL),
  ('long-roads', 'morale.confederate', 'Army Morale (Confederate)', 'derived', NULL, NULL, NULL, 0, ':routed_corps_confederate + 2 * :demoralized_1_confederate + 4 * :demoralized_2_confederate + :demoralized_brigades_confederate + :combat_losses_confederate / 5 + CASE WHEN :option_simplified_supply THEN CASE WHEN :supply_confederate = 1 THEN 1 WHEN :supply_confederate = 0 THEN 2 WHEN :supply_confederate < 0 THEN 3 ELSE 0 END ELSE :oos_divisions_confederate / 2 END + fade(''morale.confederate'')', 37, '15.1', 0, 'The Army of Northern Virginia''s. The supply level''s term as for the Union (24.6).', NULL);

-- Eliminations: their amount on the turn of the loss, the turn after and
-- the second turn after (15.1).
INSERT INTO fade (game, side, kind, name, amounts, pool, says, pos, section, uncertain, note) VALUES
  ('long-roads', 'union', 'division', 'Union division', '3,2,1', 'morale.union', 'If it was of a corps (15.1 item 1), count that corps in routed-corps.union this turn and the next two as well.', 1, '15.1', 1, 'Our reading: the corps count of item 1 and these amounts both apply (the text gives both).'),
  ('long-roads', 'union', 'brigade', 'Union brigade (cavalry, artillery or infantry, AoP or not)', '1,1,0', 'morale.union', 'If it was of a corps (15.1 item 1: not AP, DC, WV, HF, PA or RR), count that corps in routed-corps.union this turn and the next two as well.', 2, '15.1', 1, 'Our reading: the corps count of item 1 and these amounts both apply (the text gives both).'),
  ('long-roads', 'confederate', 'division', 'Confederate division', '6,4,2', 'morale.confederate', 'If it was of a corps (15.1 item 1), count that corps in routed-corps.confederate this turn and the next two as well.', 3, '15.1', 1, 'Our reading: the corps count of item 1 and these amounts both apply (the text gives both).'),
  ('long-roads', 'confederate', 'brigade', 'Confederate brigade (cavalry or infantry)', '2,1,1', 'morale.confederate', 'If it was of a corps (15.1 item 1: not Richmond Garrison, 54 NC, 58 VA or 12 VA cavalry), count that corps in routed-corps.confederate this turn and the next two as well.', 4, '15.1', 1, 'Our reading: the corps count of item 1 and these amounts both apply (the text gives both).');

-- Disorder and Panic as they stand now (they end when the morale falls
-- back), and whether each ever happened (for the VP of VII 7).
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'disorder', 'Army Disorder now', 'flag', 'each', 0, 1, 0, NULL, 38, '15.2', 0, 'Follows the morale: on at 8 or more, off below 8.', NULL),
  ('long-roads', 'panic', 'Army Panic now', 'flag', 'each', 0, 1, 0, NULL, 39, '15.2', 0, 'Follows the morale: on at 11 or more, off below 11. An army in Panic is in Disorder too (its morale is 8 or more).', NULL),
  ('long-roads', 'disorder-ever', 'Army Disorder has happened', 'flag', 'each', 0, 1, 0, NULL, 40, '15.2', 0, 'Set the first time the army falls into Disorder, and kept (VII 7).', NULL),
  ('long-roads', 'panic-ever', 'Army Panic has happened', 'flag', 'each', 0, 1, 0, NULL, 41, '15.2', 0, 'Set the first time the army falls into Panic, and kept (VII 7).', NULL),
  ('long-roads', 'flight', 'Army Flight', 'flag', 'each', 0, 1, 0, NULL, 42, '15.2', 0, 'Morale 14 or more with an infantry division demoralized: the game ends at once, a decisive victory for the other side.', NULL);

INSERT INTO track_follow (game, flag, test, effect, ended, section, uncertain, note) VALUES
  ('long-roads', 'disorder.union', ':morale_union >= 8', 'morale 8 or more: Army Disorder, 1 off every attack combat roll of the Union''s units until its morale is below 8', 'morale below 8: Army Disorder is over', '15.2', 0, NULL),
  ('long-roads', 'disorder.confederate', ':morale_confederate >= 8', 'morale 8 or more: Army Disorder, 1 off every attack combat roll of the Confederate''s units until its morale is below 8', 'morale below 8: Army Disorder is over', '15.2', 0, NULL),
  ('long-roads', 'panic.union', ':morale_union >= 11', 'morale 11 or more: Army Panic, 1 off every combat roll of the Union''s units until its morale is below 11 (with Disorder''s, 2 off its attack rolls)', 'morale below 11: Army Panic is over (Disorder stays while it is 8 or more)', '15.2', 1, 'Our reading (digest item 25): Panic does not end Disorder, whose morale of 8 or more still holds, so both apply: 2 off attack rolls, 1 off defence rolls.'),
  ('long-roads', 'panic.confederate', ':morale_confederate >= 11', 'morale 11 or more: Army Panic, 1 off every combat roll of the Confederate''s units until its morale is below 11 (with Disorder''s, 2 off its attack rolls)', 'morale below 11: Army Panic is over (Disorder stays while it is 8 or more)', '15.2', 1, 'Our reading (digest item 25): Panic does not end Disorder, whose morale of 8 or more still holds, so both apply: 2 off attack rolls, 1 off defence rolls.');

INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note, action) VALUES
  ('long-roads', NULL, 'disorder-ever.union', ':disorder_union = 1', 'the Union''s army has fallen into Disorder: the first time is a Hooker Questioned event (16.2)', '15.2', 0, NULL, 'effects'),
  ('long-roads', NULL, 'disorder-ever.confederate', ':disorder_confederate = 1', 'the Confederate''s army has fallen into Disorder', '15.2', 0, NULL, NULL),
  ('long-roads', NULL, 'panic-ever.union', ':panic_union = 1', 'the Union''s army has fallen into Panic', '15.2', 0, NULL, NULL),
  ('long-roads', NULL, 'panic-ever.confederate', ':panic_confederate = 1', 'the Confederate''s army has fallen into Panic', '15.2', 0, NULL, NULL),
  ('long-roads', NULL, 'flight.union', ':morale_union >= 14 AND :demoralized_1_union + :demoralized_2_union > 0', 'morale 14 or more with an infantry division demoralized: the Army of the Potomac flees; the game ends at once in a Confederate decisive victory', '15.2', 0, NULL, 'effects'),
  ('long-roads', NULL, 'flight.confederate', ':morale_confederate >= 14 AND :demoralized_1_confederate + :demoralized_2_confederate > 0', 'morale 14 or more with an infantry division demoralized: the Army of Northern Virginia flees; the game ends at once in a Union decisive victory', '15.2', 0, NULL, 'effects');

-- Flight ends the game at once with the other side's decisive victory
-- (15.2; the automatic victories of VIII 1 and VIII 2): the flag's latch
-- ends it by these rows.  The first Union Disorder is a Hooker
-- Questioned event (15.2, 16.2 c): the latch keeping that it happened
-- raises the counter, once.
INSERT INTO victory_condition (game, scenario, id, test, result, winner, level, checked, section) VALUES
  ('long-roads', 'high-tide', 'union-flight', 'the Army of the Potomac takes Flight: morale 14 or more with an infantry division demoralized (flag flight.union)', 'Union Flight: Confederate Decisive Victory', 'confederate', 'Confederate Decisive Victory', 'turn-end', 'VIII 1'),
  ('long-roads', 'high-tide', 'confederate-flight', 'the Army of Northern Virginia takes Flight: morale 14 or more with an infantry division demoralized (flag flight.confederate)', 'Confederate Flight: Union Decisive Victory', 'union', 'Union Decisive Victory', 'turn-end', 'VIII 1'),
  ('long-roads', 'gettysburg-campaign', 'union-flight', 'the Army of the Potomac takes Flight: morale 14 or more with an infantry division demoralized (flag flight.union)', 'Union Flight: Confederate Decisive Victory', 'confederate', 'Confederate Decisive Victory', 'turn-end', 'VIII 2'),
  ('long-roads', 'gettysburg-campaign', 'confederate-flight', 'the Army of Northern Virginia takes Flight: morale 14 or more with an infantry division demoralized (flag flight.confederate)', 'Confederate Flight: Union Decisive Victory', 'union', 'Union Decisive Victory', 'turn-end', 'VIII 2');

INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'elimination', 'elimination confederate division', 'A division or brigade eliminated weighs on its army''s morale on its turn and the two after (a Confederate division 6, 4, 2); the army''s morale takes it in and drops by itself as the turns pass. Its corps counts under item 1 as well, which the players set (routed-corps.SIDE)', '15.1');

INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, target, amount, option, unless, text, section, uncertain, note) VALUES
  ('long-roads', 'latch', 'flight.union', NULL, 1, 'end', 'union-flight', NULL, NULL, NULL, 'The Army of the Potomac takes Flight.', '15.2', 0, NULL),
  ('long-roads', 'latch', 'flight.confederate', NULL, 1, 'end', 'confederate-flight', NULL, NULL, NULL, 'The Army of Northern Virginia takes Flight.', '15.2', 0, NULL),
  ('long-roads', 'latch', 'disorder-ever.union', NULL, 1, 'track-add', 'hooker-questioned', 1, NULL, NULL, 'The first Union Army Disorder: Hooker is questioned.', '16.2', 0, 'The first occurrence only (15.2): a later Disorder finds the flag set and raises nothing.');
