# A command that changes the game acts only in the steps the game's data
# gives it (command_step): `draw` in Longstreet Attacks' Chit Draw Phase
# (10.0), `pass` in Bloodiest Day's impulses (3.0).  Out of its steps it
# is refused in one line saying where it belongs, and records nothing.

Before the cup is built, a draw is refused:

$ adjutant --session a.adj --seed 1 -c 'new longstreet hammer' > /dev/null; adjutant --session a.adj --seed 1 -c draw
draw: chits are drawn in the Chit Draw Phase (LA 10.0); `next chit-draw` goes there
[1]

In the Artillery Phase, with the cup built, still refused; nothing is
recorded (the log ends with the step reached):

$ adjutant --session a.adj -c 'next artillery' > /dev/null; adjutant --session a.adj --seed 1 -c 'draw' -c 'draw Hood'; adjutant --session a.adj -c log | tail -1
draw: chits are drawn in the Chit Draw Phase (LA 10.0); `next chit-draw` goes there
draw: chits are drawn in the Chit Draw Phase (LA 10.0); `next chit-draw` goes there
.*phase +Turn 1 \(4:00\): Artillery Phase: Union Artillery Step (re)

Look-ups, rolls and notes have no steps:

$ adjutant --session a.adj -c 'roll d6 roll=4' -c 'note guns first' | head -1
d6: 4 (real dice)

In the Chit Draw Phase the draw is taken:

$ adjutant --session a.adj -c 'next chit-draw' > /dev/null; adjutant --session a.adj --seed 1 -c draw | grep -c '^Drew: '
1

A draw typed in a brigade's activation ends it and is made at the draw
step (17.0), as before:

$ adjutant --session a.adj -c 'next movement' > /dev/null; adjutant --session a.adj --seed 2 -c draw | grep -c '^Drew: '
1

In Bloodiest Day a pass is refused outside the Action Phase, before it
and after it, and taken in an impulse:

$ adjutant --session b.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session b.adj -c pass
pass: impulses are passed in the Action Phase (BD 3.0); `next action` goes there
[1]

$ adjutant --session b.adj -c 'next action' > /dev/null; adjutant --session b.adj --seed 1 -c pass | head -1
Union passes.

$ adjutant --session b.adj -c 'next rally yes' > /dev/null; adjutant --session b.adj -c pass
pass: impulses are passed in the Action Phase (BD 3.0); `next action` goes there
[1]

Key chits are chosen in the Command Decision Phase (8.1), and the brigade
a drawn Division chit activates in the Chit Draw Phase (10.7):

$ adjutant --session k.adj -c 'new longstreet hammer' -c 'key union stand' -c 'next artillery' > /dev/null; adjutant --session k.adj -c 'key csa rebel anv'
key: Key chits are chosen in the Command Decision Phase (LA 8.1); `next command-decision` goes there
[1]

$ adjutant --session k.adj -c 'brigade law'
brigade: the brigade a drawn Division chit activates is chosen in the Chit Draw Phase (LA 10.7); `next chit-draw` goes there
[1]

Leaders are activated in an impulse too (5.3): in the Rally Phase the
activation is refused for its step; in an impulse, a leader lightly
wounded this turn is refused for his wound (8.7):

$ adjutant --session w.adj -c 'new bloodiest-day historical' -c 'next rally yes' > /dev/null; adjutant --session w.adj -c 'activate mcclellan'
activate: leaders are activated in the Action Phase (BD 5.3); `next action` goes there
[1]

$ adjutant --session x.adj -c 'new bloodiest-day historical' -c 'next action' -c 'casualty hooker roll=5' > /dev/null; adjutant --session x.adj -c 'activate hooker'
Hooker is wounded: he may not be activated again this turn
[1]
