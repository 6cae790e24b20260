# A quiet game's status (game.quiet): The Long Roads to Gettysburg keeps
# some sixty flags and counts, most of them at their start for most of
# the game.  `status` lists those marked shown (the VP, the map facts the
# players set, Hooker Questioned), the derived ones (army morale), and
# any other once it moves; `status --json` has every one.

$ adjutant --session q.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session q.adj -c status | grep -v '^Queues'
The Long Roads to Gettysburg - High Tide of the Confederacy (LRTG VIII 1)
Turn 1 of 29 (Jun 3-5)   Phase: Reinforcement Phase (order worked out)
Victory Points (net Confederate): 0
Lee north of the Potomac: no
Army commander (Hooker or Meade) north of the Potomac: no
Confederate infantry north of the Potomac: no
Hooker Questioned: 0
Army Morale (Union): 0
Army Morale (Confederate): 0
(61 more at their start: `track` lists every track, `track ID` shows one)
If it ended now: Union Decisive Victory

A count that moves is listed from then on:

$ adjutant --session q.adj -c 'track rain-days +2' > /dev/null; adjutant --session q.adj -c status | grep -E 'rain|more at'
Days of rain: 2
(60 more at their start: `track` lists every track, `track ID` shows one)

The JSON has them all, flags at no included:

$ adjutant --session q.adj --json -c status | jq -c '[(.tracks | length), .tracks["rain-days"], .flags.heat]'
[68,2,false]

A game that is not quiet lists every track, as before:

$ adjutant --session b.adj -c 'new bloodiest-day historical' > /dev/null 2>&1; adjutant --session b.adj -c status | grep -c 'more at their start'
0
[1]
