# The Long Roads to Gettysburg, Harpers Ferry (6.0-6.2): the players keep
# the turns in a row it has been surrounded at its phase (hf-surrounded),
# and the surrender roll reads that count as its +1 per turn.

$ adjutant --session h.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session h.adj -c 'next harpers-ferry' | grep '^Harpers Ferry Phase\|hf-surrounded +1' | cut -c1-72
Harpers Ferry Phase \(LRTG 6\.0.*\) (re)
  If a Union unit in or within 3 hexes of Harpers Ferry cannot trace a r

$ adjutant --session h.adj -c 'help next' > /dev/null; adjutant --session h.adj -c 'track hf-surrounded'
Harpers Ferry surrounded (turns in a row before this one): 0 (LRTG 6.2)

Surrounded two turns before this one: 7 + 3 (Naval Battery) + 2 (two
turns) - 2 (a Union division within 10 hexes) = 10, no effect; the same
modifiers with a roll of 8 make 11, a surrender.

$ adjutant --session h.adj -c 'track hf-surrounded +1' -c 'track hf-surrounded +1' -c 'lookup harpers-ferry roll=7 naval-battery union-division'
Harpers Ferry surrounded (turns in a row before this one) 0 -> 1
Harpers Ferry surrounded (turns in a row before this one) 1 -> 2
Harpers Ferry Surrender Table (LRTG 6.2)
  surrounded=2 (not given: the game's hf_surrounded)
  die modifier: Confederate infantry with artillery 1+ in Naval Battery, +3 (LRTG 6.2)
  die modifier: A Union infantry division within 10 hexes of Harpers Ferry, -2 (LRTG 6.2)
  roll 2d6: 7 (real dice)
  modified roll: 8
  Modified dice sum: 8 + 2 = 10
  row "10 or less": No effect
Result: No effect
  No effect: Harpers Ferry holds this turn; play goes on to the next phase (LRTG 6.2)

$ adjutant --session h.adj -c 'lookup harpers-ferry roll=8 naval-battery union-division' | grep 'surrounded=\|sum\|Result'
  surrounded=2 (not given: the game's hf_surrounded)
  Modified dice sum: 9 + 2 = 11
Result: Surrender

The same total with the two heights held and no earlier turn, and a
count typed in the look-up winning over the track's:

$ adjutant --session h.adj -c 'lookup harpers-ferry roll=7 naval-battery loudoun-heights bolivar-heights union-division surrounded=0' | grep 'surrounded=\|sum\|Result'
  Modified dice sum: 10 + 0 = 10
Result: No effect

A surrender is not defined by the text (6.2 says "see below" and nothing
follows): the reminder and the track's note say what the players do.

$ adjutant --session h.adj -c 'help next' > /dev/null; adjutant --session h.adj -c 'next harpers-ferry yes' | grep -c 'no procedure\|see below'
1

A turn it is not surrounded, the count goes back to 0.

$ adjutant --session h.adj -c 'track hf-surrounded =0' -c 'lookup harpers-ferry roll=8 naval-battery union-division' | grep 'surrounded\|sum'
Harpers Ferry surrounded (turns in a row before this one) 2 -> 0
  surrounded=0 (not given: the game's hf_surrounded)
  Modified dice sum: 9 + 0 = 9

With no game open the count is not guessed: it is asked for.

$ mkdir -p none; XDG_DATA_HOME=$PWD/none adjutant -c 'lookup long-roads.harpers-ferry roll=8 naval-battery'
Harpers Ferry Surrender Table (LRTG 6.2)
surrounded: give it (surrounded=N): it is the game's hf_surrounded, and no game is open to read it from
[1]

$ XDG_DATA_HOME=$PWD/none adjutant -c 'lookup long-roads.harpers-ferry roll=8 naval-battery surrounded=1' | grep sum
  Modified dice sum: 11 + 1 = 12

Bad counts: one line each.

$ adjutant --session h.adj -c 'track hf-surrounded =-1'
Harpers Ferry surrounded (turns in a row before this one) runs 0 and up: -1 is off the track
[1]

$ adjutant --session h.adj -c 'track hf-surrounded +two'
"+two" is not a track change: expected +N, -N or =N
[1]

# 13.3: the river control flags, set by the players at their phase and
# read by the ammunition train and the Confederate forage.

$ i=0; until adjutant --session h.adj --json -c status | grep -q '"turn":4,'; do adjutant --session h.adj -c 'next random-events yes' > /dev/null || break; i=$((i+1)); [ $i -gt 5 ] && break; done; adjutant --session h.adj -c 'next river-control' | grep -A2 '^Potomac' | grep -v 'Record\|Union brigades' | cut -c1-72
Potomac River & Shenandoah Valley Control Phase \(LRTG 13\.3.* (re)
  Set `track potomac-control` and `track shenandoah-control` (on or off)

$ adjutant --session h.adj -c 'track potomac-control on' -c 'track shenandoah-control =1' -c 'track potomac-control off' -c 'track shenandoah-control =2'
Union controls the Potomac River 0 -> 1
Union controls the Shenandoah Valley 0 -> 1
Union controls the Potomac River 1 -> 0
Union controls the Shenandoah Valley runs 0 to 1: 2 is off the track
[1]
