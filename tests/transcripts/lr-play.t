# The Long Roads to Gettysburg played from turn 1 to its end with `next`
# alone: one `next` a step, in one process.  Turns 1-3 play 11 steps
# (no random events, no supply steps, no time allocation without its
# option), every later turn 19.  With Confederate infantry north of the
# Potomac all along, neither scenario ends early.

High Tide of the Confederacy: 3 x 11 + 26 x 19 = 527 steps, the last
`next` ending the game after the July 7 turn:

$ adjutant --session h.adj -c 'new long-roads high-tide' -c 'track csa-infantry-north =1' > /dev/null; yes next | head -526 | timeout 300 adjutant --seed 1 --session h.adj - > /dev/null; adjutant --session h.adj -c status | sed -n 2p
Turn 29 of 29 (Jul 7)   Phase: Victory Check Phase (order worked out)

$ adjutant --session h.adj -c next | tail -1; adjutant --session h.adj -c next
Game over after turn 29 (Jul 7): Union Decisive Victory.
the game is over (Union Decisive Victory): `undo` steps back, `new` starts another
[1]

The Gettysburg Campaign: 3 x 11 + 49 x 19 = 964 steps, to July 30:

$ adjutant --session c.adj -c 'new long-roads gettysburg-campaign' -c 'track csa-infantry-north =1' > /dev/null; yes next | head -964 | timeout 300 adjutant --seed 1 --session c.adj - | tail -1
Game over after turn 52 (Jul 30): Union Decisive Victory.

The early end (VIII 1 rule 8): once no Confederate infantry division is
north of the Potomac on or after June 30 (turn 22).  Before it, taking
the infantry back south ends nothing:

$ adjutant --session e.adj -c 'new long-roads high-tide' -c 'track csa-infantry-north =1' > /dev/null; yes next | head -200 | timeout 300 adjutant --session e.adj - > /dev/null; adjutant --session e.adj -c 'track csa-infantry-north =0' -c status | grep -E '^(Turn [0-9]|Confed.* -> )'
Confederate infantry north of the Potomac 1 -> 0
Turn 12 of 29 (Jun 20)   Phase: Supply Line Repair Phase (order worked out)

The crossing is kept (a latch) with its turn, whatever comes after:

$ adjutant --session e.adj --json -c status | grep -o '"csa-infantry-[nc][a-z]*":[0-9]\|"crossing-turn":[0-9]*'
"csa-infantry-north":0
"csa-infantry-crossed":1
"crossing-turn":1

Back north, and south again on June 30:

$ adjutant --session e.adj -c 'track csa-infantry-north =1' > /dev/null; yes next | head -190 | timeout 300 adjutant --session e.adj - > /dev/null; adjutant --session e.adj -c status | sed -n 2p
Turn 22 of 29 (Jun 30)   Phase: Supply Line Repair Phase (order worked out)

$ adjutant --session e.adj -c 'track csa-infantry-north =0'
Confederate infantry north of the Potomac 1 -> 0
Early end: no Confederate infantry division north of the Potomac on or after June 30: the game ends (LRTG VIII 1)
Game over in turn 22 (Jun 30): the game ends, its VP deciding: Union Decisive Victory (LRTG VIII 1).

The game is over, its level read off the VP bands as at the last turn:

$ adjutant --session e.adj -c status | tail -1; adjutant --session e.adj --json -c status | grep -o '"over":[a-z]*\|"victory":{[^}]*}'; adjutant --session e.adj -c next
Game over: Union Decisive Victory
"over":true
"victory":{"level":"Union Decisive Victory","winner":"union"}
the game is over (Union Decisive Victory): `undo` steps back, `new` starts another
[1]

With 170 VP the same end is a Confederate Marginal Victory (VIII 1):

$ adjutant --session e.adj -c undo -c 'track vp =170' -c 'track csa-infantry-north =0' | tail -1
Game over in turn 22 (Jun 30): the game ends, its VP deciding: Confederate Marginal Victory (LRTG VIII 1).

A game whose infantry never crossed ends on June 30 as it begins (the
text read literally):

$ adjutant --session n.adj -c 'new long-roads high-tide' > /dev/null; yes next | head -375 | timeout 300 adjutant --session n.adj - | tail -2
Early end: no Confederate infantry division north of the Potomac on or after June 30: the game ends (LRTG VIII 1)
Game over in turn 22 (Jun 30): the game ends, its VP deciding: Union Decisive Victory (LRTG VIII 1).
