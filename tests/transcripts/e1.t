# The 10.8 chit-draw example (digest E1), replayed with the draws named,
# in Assault on Emmitsburg Road, which starts at 5:40: Game Turn 6, so the
# Union pulls (10.2).

$ adjutant --session e1.adj --seed 1 -c 'new longstreet emmitsburg' -c 'key csa "command confusion" "rebel yell"' -c 'key union "good ground"' -c 'next build' > /dev/null; adjutant --session e1.adj --json -c status | grep -o '"game_turn":[0-9]*\|"puller":"[a-z]*"'
"puller":"union"
"game_turn":6

$ adjutant --session e1.adj -c 'next draw-chit' > /dev/null; adjutant --session e1.adj -c 'draw "command confusion"' -c 'hold "command confusion"'
Drew: Command Confusion (event, Confederate) - pulled from your cup
  Handed to the Confederate player: play it now, hold it face down, or (Grand Battle) commit it (10.4).
Command Confusion stays in the Confederate player's hand (play it before a later pull, or in the End Turn Phase: 10.1, 18.1).

Fortunes of War: the next chit is to be negated.

$ adjutant --session e1.adj -c 'draw fortunes'
Drew: Fortunes of War (wild) - pulled from your cup
  The next chit drawn is negated (10.5a).

Birney is negated: the Union marks Graham's Activated without acting, and
Birney goes back into the cup because Ward's has not been activated.

$ adjutant --session e1.adj -c 'draw birney graham'
Drew: Birney (division, Union) - pulled from your cup
  Graham's marked Activated without acting (10.5a) (Birney).
  Birney goes back into the cup: 1 brigade still to activate (10.7).

$ adjutant --session e1.adj --json -c cup | grep -o '"negate_next":[a-z]*'
"negate_next":false

$ adjutant --session e1.adj -c 'draw birney graham'
"graham" is not an unactivated brigade of Birney: expected one of Ward's
[1]

The Sickles CIC goes to the Union player; the Confederate then plays the
held Command Confusion.

$ adjutant --session e1.adj -c 'draw sickles' -c 'play "command confusion"'
Drew: Sickles (cic, Union) - pulled from your cup
  The Union player activates any brigade with it now, or holds it (10.6): `play sickles` or `hold sickles`.
Played Command Confusion.

$ adjutant --session e1.adj -c 'log verify'
Log verified: .* events, hash chain intact. (re)

A second game, to the end of the example: Sickles passes his roll (21.3:
1-2 succeeds) and activates Ward's, whose marker stays as it was: only
Graham's is marked Activated (10.6).

$ adjutant --session e2.adj --seed 1 -c 'new longstreet emmitsburg' -c 'key csa "command confusion" "rebel yell"' -c 'key union "good ground"' -c 'next build' -c 'next draw-chit' -c 'draw "command confusion"' -c 'draw fortunes' -c 'draw birney graham' -c 'draw sickles' > /dev/null; adjutant --session e2.adj -c 'play sickles ward roll=2'
Sickles: rolled 2 (real dice) against Success:1-2;Discard:4-6 (emmitsburg-road, 21.3) -> Success
  Ward's activated by Sickles (Full; marker not flipped, 10.6).

$ adjutant --session e2.adj -c status | grep 'activated this turn'
Brigades activated this turn: Graham's

$ adjutant --session e2.adj --json -c status | grep -o '"activated":\[[^]]*\]'
"activated":["graham"]

The activation phase follows the CIC:

$ adjutant --session e2.adj -c next | head -1
Brigade Activation Phase: Orders Step (LA 11.0)

A roll of 3 on Sickles in 21.3 is in no band: read as a discard (noted in
the data as uncertain):

$ adjutant --session e3.adj --seed 1 -c 'new longstreet emmitsburg' -c 'next build' -c 'next draw-chit' -c 'draw sickles' > /dev/null; adjutant --session e3.adj -c 'play sickles ward roll=3'
Sickles: rolled 3 (real dice) against Success:1-2;Discard:4-6 (emmitsburg-road, 21.3) -> Discard
  The chit is discarded with no effect (10.6).

$ adjutant --session e3.adj -c 'play sickles ward roll=2'
no chit "sickles" held: expected one of (none there)
[1]
