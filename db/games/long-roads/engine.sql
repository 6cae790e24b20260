-- The Long Roads to Gettysburg: the engine's mechanisms its data needs.
-- The rolls a step makes and the effects of their results (the Random
-- Events Table at the Random Events Phase, 2.0), and the queues of units
-- that arrive one at a time (3.0-3.2).  Other parts of the game's data
-- may name them too: hence OR IGNORE.
INSERT OR IGNORE INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'effects'),
  ('long-roads', 'queue');
