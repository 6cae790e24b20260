# A jump into the next turn that would pass what is left of this one (chits
# still in the cup, whole phases not yet begun) is refused in a script,
# naming what it would pass; `next end` goes to the End Turn Phase of this
# turn, and from there on into the next turn is a step like any other.

$ adjutant --session j.adj --seed 2 -c 'new longstreet round' -c 'next draw' -c draw > /dev/null 2>&1; adjutant --session j.adj -c 'next build'
`next build` would end turn 1 (4:20) here, passing 9 chits still in the cup, Brigade Activation Phase, End Turn Phase: nothing done (`next end` goes to the end of this turn; at the prompt you are asked)
[1]

While chits remain, `next draw` is this turn's next draw (the sequence
of play loops there, 7.0):

$ adjutant --session j.adj -c 'next draw' | head -1
Chit Draw Phase: Drawing and Applying a Chit (LA 10.3)

Nothing of it was recorded:

$ adjutant --session j.adj --json -c status | grep -o '"turn":[0-9]*\|"count":[0-9]*'
"count":9
"turn":1

$ adjutant --session j.adj -c 'next end' | tail -2
End Turn Phase: Held Chit Play Step (LA 18.1)
  Union, then Confederate, play any held chits; a player who declines is done.

From the End Turn Phase, the draw to come is the next turn's:

$ adjutant --session j.adj -c 'next draw' | grep -o 'Turn 2 of 6 (4:40) begins\.'
Turn 2 of 6 (4:40) begins.

A jump within the turn asks nothing:

$ adjutant --session k.adj --seed 2 -c 'new longstreet round' -c 'next broken' | tail -1
  Broken Track: 0 units moved down one box (LA 18.4)
