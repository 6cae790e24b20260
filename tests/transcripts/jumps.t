# A jump that would pass what is left of the turn (chits still in the
# cup, whole phases not yet begun, an impulse under way) is refused in a
# script, naming what it would pass and how to go on; `yes` after the
# phase agrees to it ahead, and a jump that leaves nothing undone asks
# nothing.

$ adjutant --session j.adj --seed 2 -c 'new longstreet round' -c 'next draw' -c draw > /dev/null 2>&1; adjutant --session j.adj -c 'next build'
`next build` would end turn 1 (4:20) here, passing 9 chits still in the cup, Brigade Activation Phase, End Turn Phase: nothing done (`next` goes on a step at a time; `next build yes` passes them)
[1]

A jump forward within the turn that goes past the step looping back to
the draw leaves the chits in the cup too (18.0: the End Turn Phase comes
when the cup is empty), and says how many:

$ adjutant --session j.adj -c 'next end'
`next end` would go past Brigade Activation Phase: Rally Step, where play goes back to the Chit Draw Phase, passing 9 chits still in the cup: nothing done (`next` goes on a step at a time; `next end yes` passes them)
[1]

$ adjutant --session j.adj -c 'next vp'
`next vp` would go past Brigade Activation Phase: Rally Step, where play goes back to the Chit Draw Phase, passing 9 chits still in the cup: nothing done (`next` goes on a step at a time; `next vp yes` passes them)
[1]

While chits remain, `next draw` is this turn's next draw (the sequence
of play loops there, 7.0), and a jump inside the loop asks nothing:

$ adjutant --session j.adj -c 'next draw' | head -1
Chit Draw Phase: Drawing and Applying a Chit (LA 10.3)

$ adjutant --session j.adj -c 'next rally' | tail -1
  Chits remain: `next` goes back to the Chit Draw Phase.

Nothing of the refused ones was recorded:

$ adjutant --session j.adj --json -c status | grep -o '"turn":[0-9]*\|"count":[0-9]*'
"count":9
"turn":1

`yes` agrees ahead:

$ adjutant --session j.adj -c 'next end yes' | tail -2
End Turn Phase: Held Chit Play Step (LA 18.1)
  Union, then Confederate, play any held chits; a player who declines is done.

From the End Turn Phase, the draw to come is the next turn's:

$ adjutant --session j.adj -c 'next draw' | grep -o 'Turn 2 of 6 (4:40) begins\.'
Turn 2 of 6 (4:40) begins.

A jump from before the draw builds the cup on its way, and stops short
of leaving it full:

$ adjutant --session k.adj --seed 2 -c 'new longstreet round' > /dev/null; adjutant --session k.adj --seed 2 -c 'next broken'
`next broken` would go past Brigade Activation Phase: Rally Step, where play goes back to the Chit Draw Phase, passing 10 chits still in the cup: nothing done (`next` goes on a step at a time; `next broken yes` passes them)
[1]

$ adjutant --session k.adj -c 'next broken yes' | tail -1
  Broken Track: 0 units moved down one box (LA 18.4)

An impulse under way is not passed by a jump either (Bloodiest Day 3.0:
the Action Phase ends on passes or the Impulse Track):

$ adjutant --session b.adj --seed 2 -c 'new bloodiest-day historical' -c next > /dev/null; adjutant --session b.adj -c 'next end'
`next end` would leave the Action Phase, passing the Union impulse under way (the phase goes on until it ends by its rules): nothing done (`next` goes on a step at a time; `next end yes` passes them)
[1]

$ adjutant --session b.adj -c 'next end yes' | grep '^End Phase'
End Phase (BD 3.0)
