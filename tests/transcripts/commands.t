# Command Event tracks (19.0-19.3) in the Grand Battle scenarios.

$ adjutant --session c.adj --seed 2 -c 'new longstreet hammer' -c 'key csa confident firefight' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session c.adj -c 'draw csa-confident' -c 'commit confident cc-hood' | tail -1
Confident committed to C&C: Hood (1 on the track; out of play until the End Turn).

Only the chit just drawn, once per general's box, on its own side's track:

Each side has a Firefight in the cup: the name alone picks neither, and
the refusal names the id of each chit of that name, where a side's view
lists them (at the table's screen, which every player reads, it names
the game's chits of that name, telling nobody where one is):

$ adjutant --session c.adj -c 'draw firefight'
more than one chit "firefight": name it by its id (`csa-firefight`, `usa-firefight`)
[1]

$ adjutant --session c.adj --side umpire -c 'draw firefight'
more than one chit "firefight" in the cup: expected one of Firefight (Confederate, `csa-firefight`), Firefight (Union, `usa-firefight`)
[1]

$ adjutant --session c.adj -c 'draw csa-firefight' -c 'commit firefight cc-hood'
Drew: Firefight (event, Confederate) - pulled from your cup
  Handed to the Confederate player: play it now, hold it face down, or (Grand Battle) commit it (10.4).
C&C: Hood already holds its Command Event this turn (19.1: one per box)
[1]

$ adjutant --session c.adj -c 'commit firefight aop'
Army of the Potomac Reinforcements is the other side's track
[1]

$ adjutant --session c.adj -c 'draw hood law' > /dev/null; adjutant --session c.adj -c 'commit firefight attack'
a Command Event is chosen when its chit is drawn (10.4b): Firefight was not the chit just drawn
[1]

$ adjutant --session c.adj -c cup | grep track
  track     1

At the End Turn, an advance track with no chits makes no roll, and the
Command Event chits are gathered with the others (18.6):

$ adjutant --session c.adj --seed 2 -c 'next prepare-next yes' | grep -c 'Command Event Roll'
0
[1]

$ adjutant --session c.adj -c cup | grep -c track
0
[1]

$ adjutant --session c.adj --json -c status | grep -o '"cc-hood":[0-9]'
"cc-hood":0

Not in the smaller scenarios:

$ adjutant --session w.adj -c 'new longstreet whirl' > /dev/null; adjutant --session w.adj -c 'track cc-hood'
no track "cc-hood": this scenario has vp, broken
[1]
