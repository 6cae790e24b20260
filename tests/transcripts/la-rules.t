# Longstreet Attacks rules the program once got wrong: 21.2's footnotes
# (Law's and Barksdale's brigades counted as others), victory hexes held
# from the set-up (21.4), and Close Combat and the chits drawn within a
# brigade's activation (14.3, 15.1).

21.2: in The Whirlpool Law's two units belong to Benning's Brigade for
all game purposes, so Hood's chit has three brigades to activate there
(Anderson's, Robertson's, Benning's), not four; Law's typed is Benning's.

$ adjutant --session w.adj -c 'new longstreet whirlpool' -c 'key union stand' -c 'key confederate rebel anv' > /dev/null; adjutant --session w.adj -c 'next draw-chit' > /dev/null; adjutant --session w.adj -c 'draw hood law roll=1'
Drew: Hood Replacement (division, Confederate) - pulled from your cup
  Command Rating roll: 1 (real dice) against Hood Replacement's higher rating 4 (21.2j) -> Full Activation.
Law's Brigade counts as Benning's in this scenario (LA 21.2).
  Benning's activated: Full Activation (Hood Replacement).
  Hood Replacement goes back into the cup: 2 brigades still to activate (10.7).

$ adjutant --session w.adj -c 'next draw-chit' > /dev/null; adjutant --session w.adj -c 'draw hood law roll=1'
"law" is not an unactivated brigade of Hood Replacement: Law's Brigade counts as Benning's in this scenario (LA 21.2); expected one of Robertson's, Anderson's
[1]

$ adjutant --session w.adj -c 'draw hood robertson roll=1' -c 'next draw-chit' -c 'draw hood anderson roll=1' | grep 'activ\|discarded'
  Robertson's activated: Full Activation (Hood Replacement).
  Hood Replacement goes back into the cup: 1 brigade still to activate (10.7).
  Anderson's activated: Full Activation (Hood Replacement).
  Hood Replacement is discarded: all its brigades have acted.
