-- The Long Roads to Gettysburg: the Operational / Passive declaration
-- (4.1) and what follows from it (4.2, 13.8).  Each side chooses in
-- secret in the declaration step (`declare operational|passive`, typed by
-- its overall commander under rule 21); the choices are revealed together
-- and set the flags operational.confederate and operational.union (1
-- operational, 0 passive) for the turn.  After a Spy result the winner
-- sees the loser's choice before making his own (4.1): the loser declares
-- first.  What a posture changes elsewhere reads the flags, never the
-- declaration: the depot schedule (13.8), the reminders below, the time
-- rules (22).
INSERT INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'posture');

INSERT INTO posture (game, step, name, flag, last_flag, section, uncertain, note) VALUES
  ('long-roads', 'declaration', 'posture', 'operational', 'spy-won', '4.1', 0, 'The choices are revealed the moment both are made: 4.1 has both players reveal together, and nothing is left to do in the step once both chits are down. With a Spy winner the loser chooses first and the winner is told before choosing (2.0, 4.1).');

INSERT INTO posture_choice (game, id, name, value, pos, section, note) VALUES
  ('long-roads', 'operational', 'Operational', 1, 1, '4.1', NULL),
  ('long-roads', 'passive', 'Passive', 0, 2, '4.1', NULL);

-- The flags.  No side owns them (track.side NULL): only the reveal, or
-- the umpire, sets them; a side may not turn its own flag in a campaign.
-- They read 1 (operational) until the first reveal: the text gives no
-- posture before the first declaration.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'operational.confederate', 'Confederates operational this turn', 'flag', NULL, 0, 1, 1, NULL, 60, '4.1', 0, 'Set by the revealed declaration (`declare operational|passive`): 0 when passive. 1 until the first reveal.', NULL),
  ('long-roads', 'operational.union', 'Union operational this turn', 'flag', NULL, 0, 1, 1, NULL, 61, '4.1', 0, 'Set by the revealed declaration (`declare operational|passive`): 0 when passive. 1 until the first reveal.', NULL);

-- The declaration acts in its own step; the walk waits for it there in a
-- shared campaign (the engine action names the step for the mechanism).
UPDATE phase SET action = 'posture' WHERE game = 'long-roads' AND id = 'declaration';
INSERT INTO command_step (game, command, phase, what, section, note) VALUES
  ('long-roads', 'declare', 'declaration', 'postures are declared', '4.1', NULL);
INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'declare', 'declare union passive', 'Each side declares Operational or Passive in secret, its overall commander typing it under rule 21; both are revealed together and set operational.SIDE for the turn. After a Spy result the loser declares first and the winner reads it before declaring (2.0)', '4.1');

-- 13.8 and 4.2: only a passive side schedules a depot or brings its
-- order one turn sooner.
INSERT INTO plan_may (game, kind, test, why, section, note) VALUES
  ('long-roads', NULL, 'CASE :side WHEN ''confederate'' THEN :operational_confederate WHEN ''union'' THEN :operational_union END = 0', 'only a passive side schedules a depot or brings its order one turn sooner', '13.8', '4.2 says the same.');

-- What a posture changes, said in the steps it bears on (4.2).  A side
-- is passive when its flag is clear.
INSERT INTO phase_rule (game, phase, kind, when_clear, text, section, note) VALUES
  ('long-roads', 'action', 'remind', 'operational.confederate', 'The Confederates are passive: their infantry and artillery take 1 off each movement roll, their cavalry 2 (at least one hex); strategic movement reads the passive figures.', '4.2', NULL),
  ('long-roads', 'action', 'remind', 'operational.union', 'The Union is passive: its infantry and artillery take 1 off each movement roll, its cavalry 2 (at least one hex); strategic movement reads the passive figures.', '4.2', NULL),
  ('long-roads', 'leader-transfer', 'remind', 'operational.confederate', 'The Confederates are passive: their leaders transfer up to 30 hexes (not 10), or leave the map to join any eligible unit at the start of the next turn''s Communications Phase.', '4.2', NULL),
  ('long-roads', 'leader-transfer', 'remind', 'operational.union', 'The Union is passive: its leaders transfer up to 30 hexes (not 10), or leave the map to join any eligible unit at the start of the next turn''s Communications Phase.', '4.2', NULL),
  ('long-roads', 'forage', 'remind', 'operational.confederate', 'The Confederates are passive: their units may resupply, forage and collect victuals from levies and depots.', '4.2', NULL),
  ('long-roads', 'forage', 'remind', 'operational.union', 'The Union is passive: its units may resupply, forage and collect victuals from levies and depots.', '4.2', NULL),
  ('long-roads', 'depots', 'remind', 'operational.confederate', 'The Confederates are passive: they may order a depot dismantled (`plan confederate dismantle PLACE`) or bring their order one turn sooner (`plan confederate cut`).', '13.8', NULL),
  ('long-roads', 'depots', 'remind', 'operational.union', 'The Union is passive: it may order a depot built or dismantled (`plan union KIND PLACE`) or bring its order one turn sooner (`plan union cut`).', '13.8', NULL);

-- Last turn's posture, kept as the turn begins (the first step of every
-- turn), for what a passive turn leaves to the next: leaders a passive
-- side took off the map join a unit at the next Communications Phase
-- (4.2).  By then this turn's declaration has set operational.SIDE anew.
INSERT INTO track (game, id, name, kind, side, lo, hi, initial, formula, pos, section, uncertain, note, up_side) VALUES
  ('long-roads', 'operational-last.confederate', 'Confederates operational last turn', 'flag', NULL, 0, 1, 1, NULL, 62, '4.2', 0, 'operational.confederate as the turn began.', NULL),
  ('long-roads', 'operational-last.union', 'Union operational last turn', 'flag', NULL, 0, 1, 1, NULL, 63, '4.2', 0, 'operational.union as the turn began.', NULL);
INSERT INTO track_step (game, track, phase, action, amount, turn, source, section) VALUES
  ('long-roads', 'operational-last.confederate', 'reinforcements', 'copy', 0, NULL, 'operational.confederate', '4.2'),
  ('long-roads', 'operational-last.union', 'reinforcements', 'copy', 0, NULL, 'operational.union', '4.2');
INSERT INTO phase_rule (game, phase, kind, when_clear, text, section, note) VALUES
  ('long-roads', 'communications', 'remind', 'operational-last.confederate', 'The Confederates were passive last turn: leaders they took off the map now join any eligible unit.', '4.2', NULL),
  ('long-roads', 'communications', 'remind', 'operational-last.union', 'The Union was passive last turn: leaders it took off the map now join any eligible unit.', '4.2', NULL);
