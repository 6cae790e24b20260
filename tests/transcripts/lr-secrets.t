# The Long Roads to Gettysburg: what each side keeps to itself.  A side's
# supply sheet (24.0), its force markers (20.0) and its time (22) are read
# by that side and the umpire only; the Spy winner looks at the loser's
# (2.0).  The bad inputs, each refused in one line.

$ adjutant --session s.adj -c 'new long-roads high-tide +simplified-supply +time-limitation +limited-intelligence' > /dev/null; adjutant --session s.adj --side confederate -c 'track supply.union'
Union supply (simplified) is kept by the Union: only the Union and the umpire read it
[1]

$ adjutant --session s.adj --side confederate -c 'track time.union'
Union minutes this turn is kept by the Union: only the Union and the umpire read it
[1]

$ adjutant --session s.adj --side confederate -c status | grep -c 'Union supply\|Union minutes\|Union dummy'
0
[1]

$ adjutant --session s.adj --side union -c 'track supply.union' -c 'track time.union'
Union supply (simplified): 7 - victuals of the whole Union army (LRTG 24.0)
Union minutes this turn: 17 (LRTG 22.2)

The look needs the Spy's success, is the winner's, and names a side.

$ adjutant --session s.adj --side confederate -c 'look union'
the Confederate may look at the Union's secrets only on a turn spy-won.confederate is set (LRTG 2.0)
[1]

$ adjutant --session s.adj --side union -c 'look union'
the Union view acts for its own side only: this is for the Confederate
[1]

$ adjutant --session s.adj -c 'look'
usage: look SIDE (e.g. look union)
[1]

$ adjutant --session s.adj -c 'look prussia'
"prussia" is not a side: expected confederate or union
[1]

$ adjutant --session l.adj -c 'new longstreet-attacks round-tops' -c 'look union' 2>&1 | tail -1
look: Longstreet Attacks has no secrets kept by side

$ adjutant --session s.adj -c 'track spy-won.confederate on' > /dev/null; adjutant --session s.adj --side confederate -c 'look union'
The Union's secrets as the Confederate saw them on turn 1 (Jun 3-5): Union supply (simplified) 7; Union dummy / force markers in play 0; Most Union infantry corps commanders north of the Potomac 0; Union dummy / force marker allowance 6; Union infantry corps leaders within 8 hexes of the enemy 0; Union time chits 3; Union time chits when the time was allotted 3; Union minutes this turn 17; no secret order in hand (LRTG 2.0).

Force markers: no more than the allowance (6 for the Union while most of
its infantry corps commanders are south of the Potomac), none placed by
the loser of the Spy contest.

$ adjutant --session s.adj -c 'track spy-won.confederate off' -c 'track markers.union =6' > /dev/null; adjutant --session s.adj -c 'track markers.union +1'
Union dummy / force markers in play: no more dummy / force markers in play than the allowance (`track marker-allowance.union`) (LRTG 20.0)
[1]

$ adjutant --session s.adj -c 'track spy-won.confederate on' -c 'track markers.union =0' > /dev/null; adjutant --session s.adj -c 'track markers.union +1'
Union dummy / force markers in play: the Union lost the Spy contest: it reveals all its force markers and places none this turn (LRTG 2.0)
[1]

Time (22.2): 20 minutes, less 3 a player; with the option only.

$ adjutant --session s.adj -c 'track engaged.confederate =2' -c 'track time.confederate'
Confederate infantry corps leaders within 8 hexes of the enemy 0 -> 2
Confederate minutes this turn: 23 (LRTG 22.2)

$ adjutant --session n.adj -c 'new long-roads high-tide' -c 'track time-chits.union' 2>&1 | tail -1
no track "time-chits.union": this scenario has .* (re)

A passive side receives a time chit at the Time Allocation Phase (4.2,
22.5), has 3 minutes fewer, and may not spend one.

$ adjutant --session t.adj -c 'new long-roads high-tide +time-limitation' -c 'next declaration yes' > /dev/null; adjutant --session t.adj --side union -c 'declare passive' > /dev/null; adjutant --session t.adj --side confederate -c 'declare operational' > /dev/null; adjutant --session t.adj -c next | grep 'time chits'
  Union time chits 3 -> 4 (22.5)
  Union time chits when the time was allotted 3 -> 4 (22.5)

$ adjutant --session t.adj -c 'track time.union' -c 'track time.confederate' -c 'track time-chits.confederate -1' -c 'track time.confederate'
Union minutes this turn: 14 (LRTG 22.2)
Confederate minutes this turn: 17 (LRTG 22.2)
Confederate time chits 3 -> 2
Confederate minutes this turn: 20 (LRTG 22.2)

$ adjutant --session t.adj -c 'track time-chits.union -1'
Union time chits: a passive side may not spend time chits (LRTG 22.5)
[1]

`log secrets` lists the looks and secret orders the view may read.

$ adjutant --session s.adj --side confederate -c 'log secrets' | grep -c "look .*Confederate: The Union's secrets as the Confederate saw them"
1

$ adjutant --session s.adj --side union -c 'log secrets'

A Spy result tells the winner it may look, and with limited intelligence
tells the loser to reveal its force markers (2.0, 20.0).

$ adjutant --session y.adj -c 'new long-roads high-tide +limited-intelligence' > /dev/null; for k in 1 2 3; do adjutant --session y.adj -c 'next declaration yes' > /dev/null; adjutant --session y.adj --side union -c 'declare operational' > /dev/null; adjutant --session y.adj --side confederate -c 'declare operational' > /dev/null; done; adjutant --seed 3 --session y.adj -c 'next random-events yes roll=8' | grep 'may look\|limited intelligence'
  the Union may look at the Confederates' supply sheet and depot schedule: `look confederate` (LRTG 2.0)
  limited intelligence: the Confederates reveal all their force markers, put the actual units in their place (`track markers.confederate =0`) and place none this turn (LRTG 2.0)

$ adjutant --session y.adj -c 'track markers.confederate +1'
Confederate dummy / force markers in play: the Confederates lost the Spy contest: they reveal all their force markers and place none this turn (LRTG 2.0)
[1]

An export for a side holds its own sheet and not the enemy's (the Union's
tells the change, the standing at the turn's end, the track's line and
the event in the appendix).

$ adjutant --session e.adj -c 'new long-roads high-tide +simplified-supply' -c 'track supply.union -2' -c 'export c.md --side confederate' -c 'export u.md --side union' > /dev/null; grep -c 'Union supply\|supply\.union' c.md u.md
c.md:0
u.md:4
