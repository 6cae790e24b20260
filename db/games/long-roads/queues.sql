-- The Long Roads to Gettysburg: units that arrive one at a time when an
-- event or a roll says so (3.0-3.2), the rolls the Reinforcement Phase
-- makes (3.2-3.4), and the Random Events roll itself (2.0).
-- Names, order and strengths are the text's (3.1, 3.2 and the set-up
-- tables of VIII 3-4); every description and note is in our own words.

-- The map facts these rolls read, set by the players (`track ID =1`).
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'csa-in-maryland', 'A Confederate unit has entered Maryland', 'flag', NULL, 0, 1, 0, NULL, 50, '3.2', 0, 'Set by the players the first time a Confederate unit (infantry or cavalry) enters Maryland: the Pennsylvania militia rolls begin.  Left set afterwards.', NULL),
  ('long-roads', 'csa-infantry-maryland', 'Confederate infantry has entered Maryland', 'flag', NULL, 0, 1, 0, NULL, 51, '3.2', 0, 'Set by the players the first time a Confederate infantry unit enters Maryland: the DC/Baltimore release rolls begin (or when Meade takes command).  Left set afterwards.', NULL),
  ('long-roads', 'csa-in-pennsylvania', 'A Confederate unit occupies Pennsylvania', 'flag', NULL, 0, 1, 0, NULL, 52, '3.2', 0, 'Set by the players while it holds: -1 on the Pennsylvania militia roll.', NULL),
  ('long-roads', 'csa-infantry-md-pa', 'Confederate infantry occupies Maryland or Pennsylvania', 'flag', NULL, 0, 1, 0, NULL, 53, '3.2', 0, 'Set by the players while it holds: -1 on the Pennsylvania militia roll (with csa-in-pennsylvania, infantry in Pennsylvania counts twice, as the text reads: digest 8 #39).', NULL),
  ('long-roads', 'lee-in-pennsylvania', 'R.E. Lee is in Pennsylvania', 'flag', NULL, 0, 1, 0, NULL, 54, '3.2', 0, 'Set by the players while it holds: -1 on the Pennsylvania militia roll.', NULL),
  ('long-roads', 'beauregard', 'Beauregard commands the Richmond Garrison', 'flag', NULL, 0, 1, 0, NULL, 55, '2.0', 0, 'Set when a Richmond Garrison arrival rolls a 1.  Clear it by hand if he leaves with units removed against the Raspberry Raid.', NULL),
  ('long-roads', 'vicksburg', 'Vicksburg has surrendered', 'flag', NULL, 0, 1, 0, NULL, 56, '3.4', 0, 'Set by the surrender roll; no more rolls after it.', NULL);

-- The queues (3.1, 3.2).  A unit whose arrival the player delays (3.0)
-- has still arrived for the queue: 2.0 says so of the Richmond Garrison.
INSERT INTO queue (game, id, name, side, pos, option, exhausted, section, note) VALUES
  ('long-roads', 'csa-reinforcements', 'Confederate Reinforcement Track', 'confederate', 1, NULL, 'every Confederate Reinforcement has arrived: a Confederate Reinforcement event now reads as Rain', '3.1', 'Brought by the random events (9, or 6 once Meade commands with Lee north).'),
  ('long-roads', 'richmond-garrison', 'Richmond Garrison Track', 'confederate', 2, NULL, 'the whole Richmond Garrison has arrived: a Richmond Garrison event now reads as the Raspberry Raid (and as Rain or No Effect once the raid has happened)', '3.1', 'Brought by the random events (4 after four days of rain, or 7 once Meade commands north of the Potomac).  A die for Beauregard with each arrival.'),
  ('long-roads', 'wv', 'West Virginia Reinforcement Track', 'union', 3, NULL, 'every West Virginia reinforcement has arrived: no more rolls', '3.2', 'Rolled for from turn 4.'),
  ('long-roads', 'pa-militia', 'Pennsylvania Militia', 'union', 4, NULL, 'every Pennsylvania militia unit has arrived: no more rolls', '3.2', 'Rolled for once a Confederate unit has entered Maryland.  Yates and Knipe start on the map.'),
  ('long-roads', 'dc-baltimore', 'DC / Baltimore Releases', 'union', 5, NULL, 'every DC and Baltimore group is released: no more rolls', '3.2', 'Each entry is a group released together; the units start on the map (but Lockwood and Spinola) and the release frees them.  Rolled for once Confederate infantry has entered Maryland or Meade commands, not on a Halleck Interferes turn.');

INSERT INTO queue_unit (game, queue, pos, unit, what, section, uncertain, derived, note) VALUES
  ('long-roads', 'csa-reinforcements', 1, 'Imboden', '3 MP; at Front Royal, or the west map edge south of it if the Union holds it', '3.1', 0, 0, 'Strength from the set-up (VIII 3).'),
  ('long-roads', 'csa-reinforcements', 2, '54 NC', '1 MP; at Winchester, or the west map edge south of it if the Union holds it', '3.1', 0, 0, 'Strength from the set-up (VIII 3).'),
  ('long-roads', 'csa-reinforcements', 3, '58 VA', '1 MP; at Winchester, or the west map edge south of it if the Union holds it', '3.1', 0, 0, 'The set-up tables print 58 NC; 3.1, 15.1 and the box list say 58 VA, which is followed (digest 8 #6).'),
  ('long-roads', 'csa-reinforcements', 4, '12 VA', '1 MP (cavalry); at Winchester, or the west map edge south of it if the Union holds it', '3.1', 0, 0, 'Strength from the set-up (VIII 3).'),
  ('long-roads', 'richmond-garrison', 1, 'Richmond Garrison 1', '4 MP; anywhere on the south edge of the SJW map', 'VIII 3', 0, 1, 'The garrison''s units and order are RTG''s on-map chart, not in the text (3.1): named here by their place on the track.  The set-up gives four units of 4 MP.'),
  ('long-roads', 'richmond-garrison', 2, 'Richmond Garrison 2', '4 MP; anywhere on the south edge of the SJW map', 'VIII 3', 0, 1, 'Named by its place on the track: the RTG chart names it.'),
  ('long-roads', 'richmond-garrison', 3, 'Richmond Garrison 3', '4 MP; anywhere on the south edge of the SJW map', 'VIII 3', 0, 1, 'Named by its place on the track: the RTG chart names it.'),
  ('long-roads', 'richmond-garrison', 4, 'Richmond Garrison 4', '4 MP; anywhere on the south edge of the SJW map', 'VIII 3', 0, 1, 'Named by its place on the track: the RTG chart names it.'),
  ('long-roads', 'wv', 1, 'Mulligan', '3 MP; at North Mountain Depot, or on the B&O west of it if the enemy holds it', '3.2', 0, 0, 'Strength from the set-up (VIII 4).'),
  ('long-roads', 'wv', 2, 'Campbell', '3 MP; at North Mountain Depot, or on the B&O west of it if the enemy holds it', '3.2', 0, 0, 'Strength from the set-up (VIII 4).'),
  ('long-roads', 'wv', 3, 'Wilkinson', '2 MP; at North Mountain Depot, or on the B&O west of it if the enemy holds it', '3.2', 0, 0, 'Strength from the set-up (VIII 4).'),
  ('long-roads', 'pa-militia', 1, 'Brisbane', '5 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, 'Strength from the set-up (VIII 4).'),
  ('long-roads', 'pa-militia', 2, 'J. Smith', '5 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, NULL),
  ('long-roads', 'pa-militia', 3, 'Ewen', '4 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, NULL),
  ('long-roads', 'pa-militia', 4, 'Crooke', '3 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, NULL),
  ('long-roads', 'pa-militia', 5, 'Frick', '3 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, NULL),
  ('long-roads', 'pa-militia', 6, 'Franklin', '11 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, NULL),
  ('long-roads', 'pa-militia', 7, 'Nagel', '10 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, 'Nagle in the set-up table.'),
  ('long-roads', 'pa-militia', 8, 'Beaver', '7 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, NULL),
  ('long-roads', 'pa-militia', 9, '20 Pa', '1 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, NULL),
  ('long-roads', 'pa-militia', 10, '21 Pa', '1 MP; at Camp Curtin (N4907), held back while the Confederates occupy it', '3.2', 0, 0, NULL),
  ('long-roads', 'dc-baltimore', 1, 'Copeland, DeForest, Price, 2 MA', 'the DC cavalry (Price unless Meade''s arrival removed it) and the 2 MA cavalry', '3.2', 0, 0, NULL),
  ('long-roads', 'dc-baltimore', 2, '1 CT, 1 MD, Crawford', 'the Baltimore cavalry; Crawford joins V Corps (his V Corps counter replaces the DC one)', '3.2', 0, 0, NULL),
  ('long-roads', 'dc-baltimore', 3, 'Briggs, 179 PA, 109 NY, 6 NY, 7 NY, 3 MD PHB', 'the Baltimore infantry', '3.2', 0, 0, NULL),
  ('long-roads', 'dc-baltimore', 4, 'Spinola, Hays', 'Spinola in the South Chesapeake Bay sea box (unless already on the map); Willard in place of Hays once Meade commands', '3.2', 0, 0, NULL),
  ('long-roads', 'dc-baltimore', 5, '39 MA, Lockwood', 'Lockwood at Brandywine (HE 2050) unless already on the map; he joins XII Corps and may attach to any AoP infantry division', '3.2', 0, 0, NULL),
  ('long-roads', 'dc-baltimore', 6, 'Wells, Stannard', 'Stannard joins I Corps (his I Corps counter replaces the DC one) and may attach to any AoP unit', '3.2', 0, 0, NULL),
  ('long-roads', 'dc-baltimore', 7, 'Sickel', NULL, '3.2', 0, 0, NULL),
  ('long-roads', 'dc-baltimore', 8, 'Fessenden', NULL, '3.2', 0, 0, NULL);

-- The rolls of the Reinforcement Phase, each a 1d6 table (3.2-3.4), and
-- Beauregard's die with each Richmond Garrison unit (2.0 effect 4).
INSERT INTO lookup_table (game, id, name, source, cell_kind, needs, needs_label, otherwise, roll_split, help, section, uncertain, note, defaults) VALUES
  ('long-roads', 'wv-reinforcement', 'West Virginia reinforcement', 'text', 'code', NULL, NULL, NULL, 0, 'From turn 4, 1d6 each Reinforcement Phase: 1 brings the next WV unit; -1 while ANV infantry is north of the Potomac (read from csa-infantry-north)', '3.2', 0, NULL, NULL),
  ('long-roads', 'pa-militia', 'Pennsylvania militia', 'text', 'code', NULL, NULL, NULL, 0, 'Once a Confederate unit has entered Maryland, 1d6 each Reinforcement Phase: 1 brings the next militia unit; -1 each for a Confederate unit in Pennsylvania, Confederate infantry in Maryland or Pennsylvania, Lee in Pennsylvania (read from the campaign)', '3.2', 0, NULL, NULL),
  ('long-roads', 'dc-baltimore-release', 'DC / Baltimore release', 'text', 'code', NULL, NULL, NULL, 0, 'Once Confederate infantry has entered Maryland or Meade commands, 1d6 each Reinforcement Phase but on a Halleck Interferes turn: 1-3 releases the next group', '3.2', 0, NULL, NULL),
  ('long-roads', 'vicksburg', 'Vicksburg surrenders', 'text', 'code', NULL, NULL, NULL, 0, 'From June 30, 1d6 each Reinforcement Phase until it falls: 1 and Vicksburg surrenders (-15 VP)', '3.4', 0, NULL, NULL),
  ('long-roads', 'beauregard', 'Beauregard', 'text', 'code', NULL, NULL, NULL, 0, '1d6 with each Richmond Garrison unit that arrives: 1 and Beauregard comes with it', '2.0', 0, 'He is a 2-4 leader: the text''s "2-4 leader not at 2/1-4 leader" read as "not a 2/1-4 leader" (digest 8 #7).', NULL),
  ('long-roads', 'draft-riots', 'New York City Draft Riots', 'text', 'number', NULL, NULL, NULL, 0, 'On the July 14 turn of the campaign, 3d6 less one per Union MP removed (removed=N), never under 3: the VP the Confederates gain', '3.3', 0, NULL, 'removed=0');
INSERT INTO lookup_dim (game, tbl, pos, id, name, kind, dice, input, below, above, open, section, note) VALUES
  ('long-roads', 'wv-reinforcement', 1, 'roll', 'Die', 'range', '1d6', ':roll', 'refuse', 'refuse', 0, '3.2', NULL),
  ('long-roads', 'pa-militia', 1, 'roll', 'Die', 'range', '1d6', ':roll', 'refuse', 'refuse', 0, '3.2', NULL),
  ('long-roads', 'dc-baltimore-release', 1, 'roll', 'Die', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '3.2', NULL),
  ('long-roads', 'vicksburg', 1, 'roll', 'Die', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '3.4', NULL),
  ('long-roads', 'beauregard', 1, 'roll', 'Die', 'dice', '1d6', NULL, 'refuse', 'refuse', 0, '2.0', NULL),
  ('long-roads', 'draft-riots', 1, 'vp', 'Dice less MP removed', 'range', '3d6', ':roll - :removed', 'clamp', 'refuse', 0, '3.3', 'Never under 3 VP: a total of 3 or less reads the first row.');
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note) VALUES
  ('long-roads', 'wv-reinforcement', 1, 1, '1', 1, 1, NULL, '3.2', 0, NULL),
  ('long-roads', 'wv-reinforcement', 1, 2, '2-6', 2, 6, NULL, '3.2', 0, NULL),
  ('long-roads', 'pa-militia', 1, 1, '1', 1, 1, NULL, '3.2', 0, NULL),
  ('long-roads', 'pa-militia', 1, 2, '2-6', 2, 6, NULL, '3.2', 0, NULL),
  ('long-roads', 'dc-baltimore-release', 1, 1, '1-3', 1, 3, NULL, '3.2', 0, NULL),
  ('long-roads', 'dc-baltimore-release', 1, 2, '4-6', 4, 6, NULL, '3.2', 0, NULL),
  ('long-roads', 'vicksburg', 1, 1, '1', 1, 1, NULL, '3.4', 0, NULL),
  ('long-roads', 'vicksburg', 1, 2, '2-6', 2, 6, NULL, '3.4', 0, NULL),
  ('long-roads', 'beauregard', 1, 1, '1', 1, 1, NULL, '2.0', 0, NULL),
  ('long-roads', 'beauregard', 1, 2, '2-6', 2, 6, NULL, '2.0', 0, NULL),
  ('long-roads', 'draft-riots', 1, 1, '3 or less', -99, 3, NULL, '3.3', 0, NULL);
WITH RECURSIVE n(v) AS (SELECT 4 UNION ALL SELECT v + 1 FROM n WHERE v < 18)
INSERT INTO lookup_entry (game, tbl, dim, pos, label, lo, hi, cond, section, uncertain, note)
SELECT 'long-roads', 'draft-riots', 1, v - 2, CAST(v AS TEXT), v, v, NULL, '3.3', 0, NULL FROM n;
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note) VALUES
  ('long-roads', 'wv-reinforcement', '1', 'Arrives', '3.2', 0, NULL),
  ('long-roads', 'wv-reinforcement', '2-6', 'No arrival', '3.2', 0, NULL),
  ('long-roads', 'pa-militia', '1', 'Arrives', '3.2', 0, NULL),
  ('long-roads', 'pa-militia', '2-6', 'No arrival', '3.2', 0, NULL),
  ('long-roads', 'dc-baltimore-release', '1-3', 'Released', '3.2', 0, NULL),
  ('long-roads', 'dc-baltimore-release', '4-6', 'Not released', '3.2', 0, NULL),
  ('long-roads', 'vicksburg', '1', 'Surrenders', '3.4', 0, NULL),
  ('long-roads', 'vicksburg', '2-6', 'Holds', '3.4', 0, NULL),
  ('long-roads', 'beauregard', '1', 'Beauregard arrives', '2.0', 0, NULL),
  ('long-roads', 'beauregard', '2-6', 'No Beauregard', '2.0', 0, NULL),
  ('long-roads', 'draft-riots', '3 or less', '3', '3.3', 0, NULL);
WITH RECURSIVE n(v) AS (SELECT 4 UNION ALL SELECT v + 1 FROM n WHERE v < 18)
INSERT INTO lookup_cell (game, tbl, k, result, section, uncertain, note)
SELECT 'long-roads', 'draft-riots', CAST(v AS TEXT), CAST(v AS TEXT), '3.3', 0, NULL FROM n;
INSERT INTO result_code (game, code, meaning, section, tbl) VALUES
  ('long-roads', 'Arrives', 'The next West Virginia unit arrives (the Union may hold it back to a later turn)', '3.2', 'wv-reinforcement'),
  ('long-roads', 'No arrival', 'Nothing this turn', '3.2', 'wv-reinforcement'),
  ('long-roads', 'Arrives', 'The next Pennsylvania militia unit arrives at Camp Curtin', '3.2', 'pa-militia'),
  ('long-roads', 'No arrival', 'Nothing this turn', '3.2', 'pa-militia'),
  ('long-roads', 'Released', 'The next DC/Baltimore group is released, with any DC units held back earlier', '3.2', 'dc-baltimore-release'),
  ('long-roads', 'Not released', 'Nothing this turn', '3.2', 'dc-baltimore-release'),
  ('long-roads', 'Surrenders', 'Vicksburg surrenders: -15 VP', 'VII 8', 'vicksburg'),
  ('long-roads', 'Holds', 'Vicksburg holds out this turn', '3.4', 'vicksburg'),
  ('long-roads', 'Beauregard arrives', 'Beauregard enters with this unit and commands every Richmond Garrison unit from now on (a 2-4 leader)', '2.0', 'beauregard'),
  ('long-roads', 'No Beauregard', 'Beauregard does not come with this unit', '2.0', 'beauregard'),
  ('long-roads', 'Already with the garrison', 'Beauregard is already on the map: the die changes nothing', '2.0', 'beauregard');
-- The modifiers of 3.2, read from the campaign's flags: a die they bring
-- to 1 or less brings the unit.
INSERT INTO result_substitute (game, tbl, result, cond, substitute, pos, section, uncertain, note, why) VALUES
  ('long-roads', 'wv-reinforcement', 'No arrival', ':roll - :csa_infantry_north <= 1', 'Arrives', 1, '3.2', 0, 'The text says an ANV infantry unit; the campaign''s flag says a division: set it for any infantry north of the Potomac when rolling.', 'ANV infantry is north of the Potomac (-1)'),
  ('long-roads', 'pa-militia', 'No arrival', ':roll - :csa_in_pennsylvania - :csa_infantry_md_pa - :lee_in_pennsylvania <= 1', 'Arrives', 1, '3.2', 0, NULL, 'the die less one for each of a Confederate unit in Pennsylvania, Confederate infantry in Maryland or Pennsylvania, and Lee in Pennsylvania is 1 or less'),
  ('long-roads', 'beauregard', 'Beauregard arrives', ':beauregard = 1', 'Already with the garrison', 1, '2.0', 0, NULL, 'Beauregard is already on the map');

-- What the rolls do.
INSERT INTO effect (game, on_kind, on_id, on_value, pos, action, target, amount, option, unless, text, section, uncertain, note) VALUES
  ('long-roads', 'result', 'random-events', 'CSA Reinforcement + CSA Ammo Train', 1, 'queue', 'csa-reinforcements', NULL, NULL, NULL, 'the next Confederate Reinforcement arrives', '3.1', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Confederate Reinforcement', 1, 'queue', 'csa-reinforcements', NULL, NULL, NULL, 'the next Confederate Reinforcement arrives', '3.1', 0, NULL),
  ('long-roads', 'result', 'random-events', 'Richmond Garrison', 1, 'queue', 'richmond-garrison', NULL, NULL, NULL, 'the next Richmond Garrison unit arrives', '3.1', 0, NULL),
  ('long-roads', 'arrive', 'richmond-garrison', NULL, 1, 'roll', 'beauregard', NULL, NULL, NULL, 'a die for Beauregard with each Richmond Garrison unit', '2.0', 0, NULL),
  ('long-roads', 'result', 'beauregard', 'Beauregard arrives', 1, 'track-set', 'beauregard', 1, NULL, NULL, 'he enters with this unit, a 2-4 leader', '2.0', 0, NULL),
  ('long-roads', 'result', 'wv-reinforcement', 'Arrives', 1, 'queue', 'wv', NULL, NULL, NULL, 'the next West Virginia unit arrives', '3.2', 0, NULL),
  ('long-roads', 'result', 'pa-militia', 'Arrives', 1, 'queue', 'pa-militia', NULL, NULL, NULL, 'the next Pennsylvania militia unit arrives', '3.2', 0, NULL),
  ('long-roads', 'result', 'dc-baltimore-release', 'Released', 1, 'queue', 'dc-baltimore', NULL, NULL, NULL, 'the next DC/Baltimore group is released', '3.2', 0, NULL),
  ('long-roads', 'result', 'dc-baltimore-release', 'Released', 2, 'say', NULL, NULL, NULL, NULL, 'DC units (not Baltimore''s, nor Stannard, Crawford and Lockwood once Meade commands) stay held while Confederate infantry is in DC, Alexandria, Fairfax, Montgomery or Prince George''s county; held ones go with the next release', '3.2', 0, NULL),
  ('long-roads', 'result', 'vicksburg', 'Surrenders', 1, 'track-set', 'vicksburg', 1, NULL, NULL, 'no more rolls for it', '3.4', 0, 'Rolled until it falls, then no more: -15 once (our reading; the text gives no second surrender).'),
  ('long-roads', 'result', 'vicksburg', 'Surrenders', 2, 'track-add', 'vp', -15, NULL, NULL, 'Vicksburg surrenders', 'VII 8', 0, NULL),
  ('long-roads', 'result', 'draft-riots', NULL, 1, 'add-result', 'vp', 1, NULL, NULL, 'the Confederates gain the VP of the draft riots', 'VII 9', 0, NULL),
  ('long-roads', 'result', 'draft-riots', NULL, 2, 'say', NULL, NULL, NULL, NULL, 'Union: each MP removed now from eligible units (within 10 hexes of a clear rail line to the east edge; not PA militia nor unreleased DC/Baltimore units) takes one VP back, never below 3 in all: `track vp -N`; then no Union rail movement this turn', '3.3', 0, 'The walk rolls before the Union chooses, as the text orders it: the cut is typed after.');

-- The rolls the walk makes as it arrives at a step, in pos order.
INSERT INTO step_roll (game, id, phase, tbl, pos, scenario, option, unless, first_turn, last_turn, cond, typed, section, uncertain, note) VALUES
  ('long-roads', 'random-events', 'random-events', 'random-events', 1, NULL, NULL, NULL, 4, NULL, NULL, 1, '2.0', 0, 'Turns 1-3 roll nothing.'),
  ('long-roads', 'raspberry-raid', 'reinforcements', 'raspberry-raid', 1, NULL, NULL, NULL, NULL, NULL, ':raid_due = 1', 0, 'VII 10', 0, 'The event is rolled at the Random Events Phase; its die here, after the Confederates have said how many garrison units they removed (raid-removed).'),
  ('long-roads', 'vicksburg', 'reinforcements', 'vicksburg', 2, NULL, NULL, NULL, 22, NULL, ':vicksburg = 0', 0, '3.4', 0, 'June 30 is turn 22.'),
  ('long-roads', 'draft-riots', 'reinforcements', 'draft-riots', 3, 'gettysburg-campaign', NULL, NULL, 36, 36, NULL, 1, '3.3', 0, 'July 14 is turn 36 (derived from the turn labels); the campaign game only.  `next roll=N` takes the three dice.'),
  ('long-roads', 'wv', 'reinforcements', 'wv-reinforcement', 4, NULL, NULL, NULL, 4, NULL, 'queue_left(''wv'') > 0', 0, '3.2', 0, NULL),
  ('long-roads', 'pa-militia', 'reinforcements', 'pa-militia', 5, NULL, NULL, NULL, NULL, NULL, ':csa_in_maryland = 1 AND queue_left(''pa-militia'') > 0', 0, '3.2', 0, NULL),
  ('long-roads', 'dc-baltimore', 'reinforcements', 'dc-baltimore-release', 6, NULL, NULL, NULL, NULL, NULL, '(:csa_infantry_maryland = 1 OR :meade_commands = 1) AND :halleck_interferes = 0 AND queue_left(''dc-baltimore'') > 0', 0, '3.2', 0, 'Halleck Interferes is rolled earlier in the same turn (2.0).');

-- Lockwood and Spinola come early when Washington is threatened (3.2):
-- the first Union Reinforcement Phase after Confederate infantry enters
-- Fairfax, Montgomery or Prince George's county.  The players set the
-- flag when it happens; the reminder is said then, once.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'csa-infantry-near-dc', 'Confederate infantry has entered Fairfax, Montgomery or Prince George''s county', 'flag', NULL, 0, 1, 0, NULL, 57, '3.2', 0, 'Set by the players the first time it happens.', NULL),
  ('long-roads', 'lockwood-spinola', 'Lockwood and Spinola called in early', 'flag', NULL, 0, 1, 0, NULL, 58, '3.2', 0, NULL, NULL);
INSERT INTO track_latch (game, scenario, flag, test, effect, section, uncertain, note, option, unless, action) VALUES
  ('long-roads', NULL, 'lockwood-spinola', ':csa_infantry_near_dc = 1', 'at the next Union Reinforcement Phase Lockwood enters at Brandywine (HE 2050) and Spinola in the South Chesapeake Bay sea box; both go to DC or Alexandria County and stay there until released', '3.2', 0, 'Their release with the DC/Baltimore groups (4 and 5) then frees them where they stand.', NULL, NULL, NULL);
