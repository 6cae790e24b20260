-- Written orders between commanders (21.2, Option 1: Historic), with the
-- multiple commanders rule (21.0): the sender rolls the delivery table
-- when he sends; the results say when the recipient reads it.  The
-- program cannot see the map: the distance between the commanders, and
-- for the Union the hexes along a connecting railroad or the Telegraph
-- Road (not counted), are typed by the players.
INSERT OR IGNORE INTO game_mechanism (game, mechanism) VALUES
  ('long-roads', 'messages');

INSERT INTO message_rule (game, tbl, phase, option, per_phase, section, uncertain, note) VALUES
  ('long-roads', 'message-delivery', 'communications', 'multiple-commanders', 1, '21.2', 0,
   'Each overall commander may send one written message to each subordinate and each subordinate one to him, each Communications Phase. All are written before any is read, so those delivered are read as the phase ends.');

INSERT INTO message_result (game, result, delay, section, note) VALUES
  ('long-roads', 'Delivered', 0, '21.2', 'Read as this Communications Phase ends.'),
  ('long-roads', 'Next day', 1, '21.2', 'A turn is a day: read at the next turn''s Communications Phase.'),
  ('long-roads', 'Destroyed', NULL, '21.2', 'The sender rolled it, so he knows at once; the recipient never learns one was sent.');

-- Random events (2.0) that stop or delay orders, and the Spy (21.2).
-- "All enemy written communications from the prior turn" is read as the
-- messages the enemy sent in the prior turn's Communications Phase that
-- were not destroyed (a destroyed message reached nobody); those due
-- this turn are the ones the rules would deliver now (next-day orders,
-- and any held a turn by a breakdown).  The messages sent in this turn's
-- phase are not affected: the Spy result comes before they are written.
INSERT INTO message_block (game, side, effect, test, what, section, uncertain, note) VALUES
  ('long-roads', 'confederate', 'silent', ':comms_breakdown_confederate', 'CSA Communications Breakdown: no Confederate written message this turn', '2.0', 0, NULL),
  ('long-roads', 'confederate', 'hold', ':comms_breakdown_confederate', 'CSA Communications Breakdown: Confederate messages due this turn wait until the next', '2.0', 0, NULL),
  ('long-roads', 'union', 'silent', ':comms_breakdown_union', 'USA Communications Breakdown: no Union written message this turn', '2.0', 0, NULL),
  ('long-roads', 'union', 'hold', ':comms_breakdown_union', 'USA Communications Breakdown: Union messages due this turn wait until the next', '2.0', 0, NULL),
  ('long-roads', 'confederate', 'silent', ':lee_sick', 'Lee is Sick: the Confederate commanders may not communicate this turn', '2.0', 0,
   'The text stops Confederate communication; unlike a breakdown it does not say that messages due wait, so those due are still read.'),
  ('long-roads', 'confederate', 'intercept', ':spy_won_union', 'The Union won the Spy contest: the Union overall commander reads the Confederate messages of the prior turn and those due now, which are not delivered', '21.2', 0, NULL),
  ('long-roads', 'union', 'intercept', ':spy_won_confederate', 'The Confederates won the Spy contest: the Confederate overall commander reads the Union messages of the prior turn and those due now, which are not delivered', '21.2', 0, NULL);

INSERT INTO command_help (game, command, example, note, section) VALUES
  ('long-roads', 'message', 'message longstreet Hold Cashtown until Ewell is up distance=12', 'With the multiple commanders option, in the Communications Phase, each overall commander writes one order to each subordinate and each subordinate one to him; the sender rolls the delivery table as he sends (distance=N hexes between them; for the Union rail=N hexes along a connecting railroad or the Telegraph Road, not counted). Delivered: read as the phase ends; next day: at the next turn''s phase; destroyed: never. A CSA or USA Communications Breakdown or Lee is Sick (2.0) stops them; a Spy result hands the loser''s to the winner''s overall commander.', '21.2'),
  ('long-roads', 'verbal', 'verbal hooker meade about=meade,sedgwick within 5 hexes of the Telegraph Road', 'Commanders may talk rather than write when their side is passive, within 10 hexes of one another, or (Union) within 5 hexes of a connected railroad or the Telegraph Road, and only about the commanders within those ranges: the umpire rules it; orders about the others go in writing.', '21.2');
