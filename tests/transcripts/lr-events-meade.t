# The Long Roads to Gettysburg: the third Hooker Questioned event brings
# Meade at the next Leader Transfer Phase (16.2), not before; the random
# events read his command from then on.

$ adjutant --session m.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session m.adj -c 'track hooker-questioned +1' -c 'track hooker-questioned +1'
Hooker Questioned 0 -> 1
Hooker Questioned 1 -> 2

$ adjutant --session m.adj -c 'track hooker-questioned +1'
Hooker Questioned 2 -> 3
Meade takes command at the next Leader Transfer Phase: Hooker has been questioned a third time (LRTG 16.2)

He is not in command yet: a 6 still questions Hooker:

$ adjutant --session m.adj --json -c 'status' | jq -c '[.tracks["meade-commands"], .tracks["meade-due"]]'
[0,1]

$ adjutant --session m.adj -c 'lookup long-roads.random-events roll=6' | grep '^Result'
Result: Hooker Questioned

$ adjutant --session m.adj -c 'next leader-transfer' | grep -E 'Meade|Leader Transfer'
Leader Transfer Phase (LRTG IV b); order worked out)
  Leaders transfer (a passive side's up to 30 hexes, or off the map); Meade takes command here after the third Hooker Questioned event.
  Meade commands the Army of the Potomac 0 -> 1 (16.2)
Meade's change of command carried out: Meade commands the Army of the Potomac from this Leader Transfer Phase (the counters to change follow) (LRTG 16.2)
  Remove Hooker; Meade's army counter and Sykes replace Meade's corps counter (LRTG 16.2)

$ adjutant --session m.adj --json -c 'status' | jq -c '[.tracks["meade-commands"], .tracks["meade-arrived"]]'
[1,1]

$ adjutant --session m.adj -c 'lookup long-roads.random-events roll=6' | grep '^Result'
Result: USA Communications Breakdown

The next turn's Leader Transfer Phase keeps him:

$ adjutant --session m.adj -c 'next leader-transfer yes' > /dev/null; adjutant --session m.adj --json -c 'status' | jq -c '[.turn, .tracks["meade-commands"]]'
[2,1]

Meade set by hand (a correction) is kept at the Leader Transfer Phase:

$ adjutant --session h.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session h.adj -c 'track meade-commands =1' | head -1
Meade commands the Army of the Potomac 0 -> 1

$ adjutant --session h.adj -c 'next leader-transfer' > /dev/null; adjutant --session h.adj --json -c 'status' | jq -c '[.tracks["meade-commands"], .tracks["meade-due"]]'
[1,1]
