# The Long Roads to Gettysburg's contests that follow a random event: the
# Raspberry Raid (2.0 effect 5, VII 10), the Spy contest (2.0 effect 7).

The raid's checks: a 5 with two Richmond Garrison units removed costs 10
VP, a 1 nothing, a 6 forty:

$ adjutant -c 'lookup long-roads.raspberry-raid roll=5 removed=2'
Raspberry Raid (LRTG VII 10)
  roll 1d6: 5 (real dice)
  Die less units removed: 5 - 2 = 3
  row "3": 10
Result: 10

$ adjutant -c 'lookup long-roads.raspberry-raid roll=1 removed=0' -c 'lookup long-roads.raspberry-raid roll=6 removed=0' -c 'lookup long-roads.raspberry-raid roll=2 removed=4' | grep '^Result'
Result: 0
Result: 40
Result: 0

$ adjutant -c 'lookup long-roads.raspberry-raid removed=0 ?'
Raspberry Raid (LRTG VII 10)
  before rolling: 0 16.7%, 5 16.7%, 10 16.7%, 20 16.7%, 30 16.7%, 40 16.7% (from 6 outcomes)

With no game open the count of units removed is the players' to give:

$ adjutant -c 'lookup long-roads.raspberry-raid roll=4'
Raspberry Raid (LRTG VII 10)
removed: give it (removed=N): it is the game's raid_removed, and no game is open to read it from
[1]

In a game the count the Confederates set on raid-removed before the die
is the one the look-up takes (the walk rolls the raid so); a removed=N
typed in the look-up wins:

$ adjutant --session r.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session r.adj -c 'track raid-removed =2' -c 'lookup long-roads.raspberry-raid roll=5' -c 'lookup long-roads.raspberry-raid roll=5 removed=1'
Richmond Garrison units removed against the raid 0 -> 2
Raspberry Raid (LRTG VII 10)
  removed=2 (not given: the game's raid_removed)
  roll 1d6: 5 (real dice)
  Die less units removed: 5 - 2 = 3
  row "3": 10
Result: 10
Raspberry Raid (LRTG VII 10)
  roll 1d6: 5 (real dice)
  Die less units removed: 5 - 1 = 4
  row "4": 20
Result: 20

$ adjutant --session r.adj -c 'lookup long-roads.raspberry-raid ?'
Raspberry Raid (LRTG VII 10)
  removed=2 (not given: the game's raid_removed)
  before rolling: 0 50.0%, 5 16.7%, 10 16.7%, 20 16.7% (from 6 outcomes)

A roll the die cannot make is refused in one line:

$ adjutant -c 'lookup long-roads.raspberry-raid roll=7 removed=0'
Raspberry Raid (LRTG VII 10)
7 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

The Spy: the coloured die is the Confederates', the white the Union's.
With neither modifier (Lee south, Hooker north) the higher die wins:

$ adjutant --session r.adj -c 'track meade-north =1' -c 'lookup long-roads.spy roll=43' -c 'lookup long-roads.spy roll=33' -c 'lookup long-roads.spy roll=34' | grep -E '^Result|^  [0-9]+: '
Result: CSA wins
Result: Tie
Result: USA wins

Lee north and the Union commander north: CSA -1.  A Confederate die one
higher ties, equal dice go to the Union (digest 7 #17's 4 against 3 with
Lee north is a tie):

$ adjutant --session r.adj -c 'track lee-north =1' -c 'lookup long-roads.spy roll=43' -c 'lookup long-roads.spy roll=33' -c 'lookup long-roads.spy ?' | grep -E '^Result|^  [0-9]+: |before'
  43: CSA wins -> Tie: Lee is north of the Potomac (CSA -1) and the Confederate die was one higher (LRTG 2.0)
Result: Tie
  33: Tie -> USA wins: Lee is north of the Potomac (CSA -1) (LRTG 2.0)
Result: USA wins
  before rolling: USA wins 58.3%, Tie 13.9%, CSA wins 27.8% (from 36 outcomes)

Both south: USA -1.  And both modifiers at
once (Lee north, the Union commander south) cancel:

$ adjutant --session r.adj -c 'track lee-north =0' -c 'track meade-north =0' -c 'lookup long-roads.spy roll=33' -c 'lookup long-roads.spy roll=34' | grep -E '^Result'
Result: CSA wins
Result: Tie

$ adjutant --session r.adj -c 'track lee-north =1' -c 'lookup long-roads.spy roll=33' -c 'lookup long-roads.spy roll=43' -c 'lookup long-roads.spy ?' | grep -E '^Result|before'
Result: Tie
Result: CSA wins
  before rolling: Tie 16.7%, USA wins 41.7%, CSA wins 41.7% (from 36 outcomes)

$ adjutant -c 'lookup long-roads.spy roll=37'
Spy contest (LRTG 2.0)
37 is not an 11-66 roll: each die reads 1 to 6 (coloured first, then white). Nothing recorded
[1]
